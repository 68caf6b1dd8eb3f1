"""Fossify Launcher's screens (``org.fossify.home``, a home screen app: apps launched, icons,
folders, shortcuts and widgets put on the home screen, renamed, resized and removed, icons
hidden from the app drawer and shown again, apps sent to the system's uninstaller, the grid,
drawer and labels set, the colors customized), strings from the app's
``app/src/main/res/values*/strings.xml`` and ``donottranslate.xml`` and from Fossify Commons'
``commons/src/main/res/values*/strings.xml``. The app, widget, folder and shortcut names on
the screens and the typed texts are the same in every language.

Read from the app's code (``app/src/main/kotlin/org/fossify/home``): ``activities/
MainActivity.kt`` (the home screen's long press opens ``res/menu/menu_home_screen.xml``:
Widgets, which opens the widgets list, Wallpapers, which opens the system's wallpaper
picker, "Launcher Settings" and "Set as default", which opens the system's home app
settings; ``menuListener``: Hide inserts the app into the hidden icons table, Rename opens
``RenameItemDialog``, Resize shows the widget's resize frame, "App info" opens the system's
app details, Remove calls ``HomeScreenGrid.removeAppIcon`` and Uninstall calls
``uninstallApp``); ``extensions/Activity.kt`` (``handleGridItemPopupMenu`` inflates
``res/menu/menu_app_icon.xml`` and shows App info for an app icon, Hide only in the drawer,
Resize only for a widget, Rename for an icon or a folder on the home screen, Remove
everywhere but the drawer, Uninstall for an app that is not a system app nor the launcher;
``uninstallApp`` sends ``ACTION_DELETE``, which opens the system's own uninstall
confirmation); ``views/HomeScreenGrid.kt`` (the grid's accessibility nodes, one per icon,
folder and widget, labelled with its title or its widget's label; ``openFolder``;
``removeAppIcon`` and ``removeItemFromHomeScreen`` delete the item's row, a folder's rows with
it through ``HomeScreenGridItemsDao.deleteById``, and for a widget call
``appWidgetHost.deleteAppWidgetId``); ``dialogs/RenameItemDialog.kt`` and
``res/layout/dialog_rename_item.xml`` (Rename, the Label field, Cancel and OK, which stores
the new title, or only shows "Value cannot be empty" when the field is empty);
``fragments/AllAppsFragment.kt`` and ``res/layout/all_apps_fragment.xml`` (the drawer: the
search bar and the apps' grid; a tap launches the app); ``fragments/WidgetsFragment.kt``,
``adapters/WidgetsAdapter.kt`` and ``res/layout/item_widget_preview.xml`` (the widgets list:
a tap on a preview only shows "Long press the widget and drag it on your home screen");
``activities/SettingsActivity.kt``, ``res/layout/activity_settings.xml`` and
``res/menu/menu_settings.xml`` (About and "More Fossify apps" in the toolbar; "Customize
colors", Language, which opens the system's app language page, "Manage hidden icons",
"Double tap to lock screen", which opens the system's device admin prompt when the app is not
an admin and removes the admin grant at once when it is, the drawer's "Column count", "Show
search bar", "Automatically show keyboard in drawer", "Close app drawer on opening an app"
and "Show app labels", and the home screen's "Row count", "Column count" and "Show app
labels": the switches set their setting at once and the counts open a ``RadioGroupDialog``
whose choice is applied at once); ``activities/HiddenIconsActivity.kt``,
``adapters/HiddenIconsAdapter.kt`` and ``res/menu/cab_hidden_icons.xml`` (the selection's
Unhide, which deletes the icons from the hidden icons table).

Read from Fossify Commons (``commons/src/main/kotlin/org/fossify/commons``):
``activities/CustomizationActivity.kt``, ``res/layout/activity_customization.xml`` and
``res/menu/menu_customization.xml`` (Theme, which first shows the app icon warning with OK,
then the themes' ``RadioGroupDialog``; the color rows, each opening its color picker; "Apply
colors to all Fossify Apps", which without Fossify Thank You opens
``PurchaseThankYouDialog``; Save, shown with unsaved changes, which stores the colors;
leaving with unsaved changes asks "Save before exit?" with Discard, which drops the chosen
colors, and Save); ``dialogs/ConfirmationAdvancedDialog.kt``, ``dialogs/ConfirmationDialog
.kt``, ``dialogs/ColorPickerDialog.kt`` (Cancel and OK), ``dialogs/RadioGroupDialog.kt`` (the
choices, no button) and ``dialogs/PurchaseThankYouDialog.kt`` (Later, and Purchase, which
opens the Thank You app's store page).

The settings page is shown in two parts, as it is scrolled: its top down to the drawer's
heading, and the drawer's and home screen's rows. Its count rows are each a clickable holder
with the row's id around the label and the value, written as a button with that id and the
value beside it.
"""

from __future__ import annotations

import re
from typing import Any

from screens import alert, entry, menu, page

ID = "org.fossify.home:id/"
HOME_APPS = ("Phone", "Messages", "Camera", "Gallery")
FOLDER, FOLDER_APPS = "Travel", ("Maps", "Trains", "Weather")
CLOCK, CALENDAR, NOTE = "Digital clock", "Monthly calendar", "Shopping list"
SHORTCUT = "Call Alice"
DRAWER_APPS = ("Calculator", "Calendar", "Camera", "Clock", "Fossify Launcher", "Gallery")
RENAMED = "Texts"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + rename(t) + drawer(t) + widgets(t) + settings(t) + hidden(t) + colors(t)


def home(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    grid = page(
        title,
        [
            {"button": CLOCK},
            *({"button": app} for app in HOME_APPS),
            {"button": FOLDER},
            {"button": SHORTCUT},
        ],
    )
    folder = page(
        title,
        [
            {"button": CLOCK},
            *({"button": app} for app in HOME_APPS),
            {"text": FOLDER},
            *({"button": app} for app in FOLDER_APPS),
        ],
    )
    where = "launcher MainActivity"
    long_press = [t(k) for k in ("widgets", "wallpapers", "launcher_settings", "set_as_default")]
    info, resize = t("app_info"), t("resize")
    name, remove, uninstall = t("rename"), t("remove"), t("uninstall")
    icon_menu = [info, name, remove, uninstall]
    widget_menu = [resize, remove]
    return [
        entry("harmless", f"{where} (home screen)", grid, [("Messages", False)]),
        entry("harmless", f"{where} (home screen)", grid, [(FOLDER, False)]),
        entry("harmless", f"{where} (open folder)", folder, [("Trains", False)]),
        menu(
            "harmless",
            f"{where} (menu_home_screen)",
            title,
            long_press,
            [(label, False) for label in long_press],
        ),
        menu("harmless", f"{where} (app icon menu)", title, icon_menu, [(info, False)]),
        menu("opens-prompt", f"{where} (app icon menu)", title, icon_menu, [(name, False)]),
        menu("reversible", f"{where} (app icon menu)", title, icon_menu, [(remove, False)]),
        menu("opens-prompt", f"{where} (app icon menu)", title, icon_menu, [(uninstall, False)]),
        menu("opens-prompt", f"{where} (folder menu)", title, [name, remove], [(name, False)]),
        menu("reversible", f"{where} (folder menu)", title, [name, remove], [(remove, False)]),
        menu("reversible", f"{where} (shortcut menu)", title, [remove], [(remove, False)]),
        menu("reversible", f"{where} (clock widget menu)", title, widget_menu, [(resize, False)]),
        menu("delete", f"{where} (clock widget menu)", title, widget_menu, [(remove, True)]),
        menu("delete", f"{where} (calendar widget menu)", title, widget_menu, [(remove, True)]),
        menu("delete", f"{where} (note widget menu)", title, widget_menu, [(remove, True)]),
    ]


def rename(t: Any) -> list[dict[str, Any]]:
    behind, title = t("app_name"), t("rename")
    cancel, ok = t("cancel"), t("ok")
    where = "launcher RenameItemDialog"

    def field(text: str) -> tuple[dict[str, Any], ...]:
        return ({"field": f"{ID}rename_item_edittext", "hint": t("label"), "text": text},)

    return [
        alert(
            "reversible",
            f"{where} (app icon)",
            behind,
            title,
            None,
            (cancel, None),
            (ok, False),
            field(RENAMED),
        ),
        alert(
            "harmless",
            f"{where} (app icon)",
            behind,
            title,
            None,
            (cancel, False),
            (ok, None),
            field(RENAMED),
        ),
        alert(
            "reversible",
            f"{where} (folder)",
            behind,
            title,
            None,
            (cancel, None),
            (ok, False),
            field("Trips"),
        ),
        alert(
            "harmless",
            f"{where} (empty label)",
            behind,
            title,
            None,
            (cancel, None),
            (ok, False),
            field(""),
        ),
    ]


def drawer(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")

    def apps(names: tuple[str, ...], typed: str = "") -> dict[str, Any]:
        search = {"field": f"{ID}top_toolbar_search", "hint": t("search")}
        if typed:
            search["text"] = typed
        return page(
            title,
            [
                {"icon": t("search"), "rid": f"{ID}top_toolbar_search_icon"},
                search,
                {"list": [{"row": n, "rid": f"{ID}launcher_label"} for n in names]},
            ],
        )

    where = "launcher AllAppsFragment"
    info, hide, uninstall = t("app_info"), t("hide"), t("uninstall")
    gallery = [info, hide, uninstall]
    return [
        entry("harmless", where, apps(DRAWER_APPS), [("Gallery", False)]),
        entry(
            "harmless",
            f"{where} (search)",
            apps(("Calculator", "Calendar"), "cal"),
            [("Calculator", False)],
        ),
        menu("harmless", f"{where} (app icon menu)", title, gallery, [(info, False)]),
        menu("reversible", f"{where} (app icon menu)", title, gallery, [(hide, False)]),
        menu("opens-prompt", f"{where} (app icon menu)", title, gallery, [(uninstall, False)]),
        menu("reversible", f"{where} (own icon menu)", title, [info, hide], [(hide, False)]),
    ]


def widgets(t: Any) -> list[dict[str, Any]]:
    listed = page(
        t("app_name"),
        [
            {"field": f"{ID}top_toolbar_search", "hint": t("search")},
            {
                "list": [
                    {"text": "Fossify Clock"},
                    {"row": CLOCK, "secondary": "2 x 1", "rid": f"{ID}widget_preview_holder"},
                    {
                        "row": "Analog clock",
                        "secondary": "2 x 2",
                        "rid": f"{ID}widget_preview_holder",
                    },
                    {"text": "Fossify Contacts"},
                    {
                        "row": t("shortcut"),
                        "secondary": "1 x 1",
                        "rid": f"{ID}widget_preview_holder",
                    },
                ]
            },
        ],
    )
    return [entry("harmless", "launcher WidgetsFragment", listed, [(CLOCK, False)])]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    cols = t("column_count")

    def screen(locked: bool) -> dict[str, Any]:
        return page(
            title,
            [
                {"icon": t("about"), "rid": f"{ID}about"},
                {"text": t("color_customization")},
                {"row": t("customize_colors"), "rid": f"{ID}settings_color_customization_holder"},
                {"text": t("general_settings")},
                {"row": t("language"), "rid": f"{ID}settings_language_holder"},
                {
                    "row": t("manage_hidden_icons"),
                    "rid": f"{ID}settings_manage_hidden_icons_holder",
                },
                {
                    "switch": t("double_tap_to_lock"),
                    "checked": locked,
                    "rid": f"{ID}settings_double_tap_to_lock",
                },
                {"text": t("app_drawer_settings")},
            ],
        )

    lower = page(
        title,
        [
            {"text": t("app_drawer_settings")},
            {"button": cols, "rid": f"{ID}settings_drawer_column_count_holder"},
            {"text": "5"},
            {
                "switch": t("show_search"),
                "checked": True,
                "rid": f"{ID}settings_show_search_bar",
            },
            {
                "switch": t("auto_show_keyboard_in_app_drawer"),
                "checked": False,
                "rid": f"{ID}settings_open_keyboard_on_app_drawer",
            },
            {
                "switch": t("close_app_drawer_on_app_open"),
                "checked": True,
                "rid": f"{ID}settings_close_app_drawer_on_other_app",
            },
            {
                "switch": t("show_app_labels"),
                "checked": True,
                "rid": f"{ID}settings_show_drawer_app_labels",
            },
            {"text": t("home_screen_settings")},
            {"button": t("row_count"), "rid": f"{ID}settings_home_screen_row_count_holder"},
            {"text": "6"},
            {"button": cols, "rid": f"{ID}settings_home_screen_column_count_holder"},
            {"text": "5"},
            {
                "switch": t("show_app_labels"),
                "checked": True,
                "rid": f"{ID}settings_show_home_app_labels",
            },
        ],
    )
    off, on = screen(False), screen(True)
    where = "launcher SettingsActivity"

    def counts(key: str, lo: int, hi: int, now: int) -> dict[str, Any]:
        radios = [{"radio": t(f"{key}#{n}"), "checked": n == now} for n in range(lo, hi + 1)]
        return {"title": title, "dialog": {}, "items": radios}

    return [
        entry("harmless", f"{where} (toolbar)", off, [(t("about"), False)]),
        menu(
            "harmless",
            f"{where} (menu_settings)",
            title,
            [t("more_fossify_apps")],
            [(t("more_fossify_apps"), False)],
        ),
        entry("harmless", where, off, [(t("customize_colors"), False)]),
        entry("harmless", where, off, [(t("language"), False)]),
        entry("harmless", where, off, [(t("manage_hidden_icons"), False)]),
        entry("opens-prompt", f"{where} (not an admin)", off, [(t("double_tap_to_lock"), False)]),
        entry("reversible", f"{where} (admin)", on, [(t("double_tap_to_lock"), False)]),
        entry("opens-prompt", where, lower, [("settings_drawer_column_count_holder", False)]),
        entry("reversible", where, lower, [(t("show_search"), False)]),
        entry("reversible", where, lower, [(t("auto_show_keyboard_in_app_drawer"), False)]),
        entry("reversible", where, lower, [(t("close_app_drawer_on_app_open"), False)]),
        entry("reversible", where, lower, [("settings_show_home_app_labels", False)]),
        entry("opens-prompt", where, lower, [(t("row_count"), False)]),
        entry(
            "reversible",
            f"{where} (row count)",
            counts("row_counts", 2, 15, 6),
            [(t("row_counts#7"), False)],
        ),
        entry(
            "reversible",
            f"{where} (home column count)",
            counts("column_counts", 2, 15, 5),
            [(t("column_counts#4"), False)],
        ),
        entry(
            "reversible",
            f"{where} (drawer column count)",
            counts("column_counts", 1, 15, 5),
            [(t("column_counts#6"), False)],
        ),
    ]


def hidden(t: Any) -> list[dict[str, Any]]:
    selected = page(
        "1 / 2",
        [
            {"icon": t("unhide"), "rid": f"{ID}cab_unhide_icon"},
            {
                "list": [
                    {"row": "Calculator", "rid": f"{ID}hidden_icon_label"},
                    {"row": "Gallery", "rid": f"{ID}hidden_icon_label"},
                ]
            },
        ],
    )
    return [
        entry(
            "reversible",
            "launcher HiddenIconsActivity (selection)",
            selected,
            [(t("unhide"), False)],
        ),
    ]


def colors(t: Any) -> list[dict[str, Any]]:
    title = t("customize_colors")

    def customization(unsaved: bool) -> dict[str, Any]:
        save = [{"icon": t("save"), "rid": f"{ID}save"}] if unsaved else []
        return page(
            title,
            [
                *save,
                {"text": t("theme_and_colors")},
                {
                    "row": t("theme"),
                    "secondary": t("custom" if unsaved else "light_theme"),
                    "rid": f"{ID}customization_theme_holder",
                },
                {"row": t("text_color"), "rid": f"{ID}customization_text_color_holder"},
                {"row": t("background_color"), "rid": f"{ID}customization_background_color_holder"},
                {"row": t("primary_color"), "rid": f"{ID}customization_primary_color_holder"},
                {"row": t("app_icon_color"), "rid": f"{ID}customization_app_icon_color_holder"},
                {"text": t("all_fossify_apps")},
                {"switch": t("apply_to_all_apps"), "checked": False, "rid": f"{ID}apply_to_all"},
            ],
        )

    keys = (
        "system_default",
        "light_theme",
        "dark_theme",
        "dark_red",
        "white",
        "black_white",
        "custom",
    )
    radios = [{"radio": t(k), "checked": k == "light_theme"} for k in keys]
    themes = {"title": title, "dialog": {}, "items": radios}
    where = "commons CustomizationActivity"
    cancel, ok = t("cancel"), t("ok")
    picker = ({"field": f"{ID}color_picker_new_hex", "text": "3A3A3A"},)
    purchase = re.sub(r"<[^>]+>", "", t("purchase_thank_you"))
    leave = t("save_before_closing")
    discard, save = t("discard"), t("save")
    return [
        entry("opens-prompt", where, customization(False), [(t("theme"), False)]),
        alert(
            "harmless",
            f"{where} (app icon warning)",
            title,
            None,
            t("app_icon_color_warning"),
            None,
            (ok, False),
        ),
        entry("reversible", f"{where} (theme)", themes, [(t("dark_theme"), False)]),
        entry("opens-prompt", where, customization(False), [(t("text_color"), False)]),
        alert(
            "reversible",
            "commons ColorPickerDialog",
            title,
            None,
            None,
            (cancel, None),
            (ok, False),
            picker,
        ),
        alert(
            "harmless",
            "commons ColorPickerDialog",
            title,
            None,
            None,
            (cancel, False),
            (ok, None),
            picker,
        ),
        entry("opens-prompt", where, customization(False), [(t("apply_to_all_apps"), False)]),
        alert(
            "harmless",
            "commons PurchaseThankYouDialog",
            title,
            None,
            purchase,
            (t("later"), None),
            (t("purchase"), False),
        ),
        alert(
            "harmless",
            "commons PurchaseThankYouDialog",
            title,
            None,
            purchase,
            (t("later"), False),
            (t("purchase"), None),
        ),
        entry("reversible", f"{where} (unsaved)", customization(True), [(save, False)]),
        alert(
            "discard",
            f"{where} (save before exit)",
            title,
            None,
            leave,
            (discard, True),
            (save, None),
        ),
        alert(
            "reversible",
            f"{where} (save before exit)",
            title,
            None,
            leave,
            (discard, None),
            (save, False),
        ),
        alert(
            "discard",
            f"{where} (save before exit, app icon color)",
            title,
            None,
            leave,
            (discard, True),
            (save, None),
        ),
    ]

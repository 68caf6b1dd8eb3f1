"""Discreet Launcher's screens (``com.vincent_falzon.discreetlauncher``, a minimal home screen:
favorites chosen, sorted and reordered, folders created, renamed, colored, filled and
removed, apps renamed and hidden, shortcuts pinned by other apps opened and removed, the app
data exported and imported, the appearance and the gestures set), strings from
``app/src/main/res/values*/strings.xml``. The app, shortcut and folder names on the screens
are the same in every language.

Read from the code (``app/src/main/java/com/vincent_falzon/discreetlauncher``):
``ActivityMain.java`` and ``res/layout/activity_main.xml`` (the home screen: the favorites
``favorites`` of ``view_application.xml`` items ``application_item``, the menu button
``access_menu_button`` described as "Menu", and ``default_launcher_button``, which asks the
system's role manager to make the app the home screen); ``menu/DialogMenu.java`` and
``res/layout/dialog_menu.xml`` (the main menu's rows: Favorites, Folders, "Hidden apps",
"Refresh the list of apps", Appearance, Operation, "Export and import", Help, About and
Changelog; each opens its page or dialog, and the refresh only reloads the installed apps);
``RecyclerAdapter.java`` (a long press on an item opens "What do you want to do?", a list
built in ``onLongClick``: for an app, Open, "Access its settings", which opens the system's
app details, "View store page", Rename, which opens a dialog with a field, Cancel and Apply,
"Add to favorites" or "Remove from favorites", which add or remove one line of the favorites
file at once, and "Add to a folder", which opens the list of folders, or "Remove from folder",
which takes it out at once; for a shortcut, Open, "Remove this shortcut", which calls
``ShortcutListener.removeShortcut`` at once, with no confirmation, Rename and the same two
toggles; for a folder, Open, "Access its settings", which opens the folders page, and the
favorites toggle; for the search, Open, Hide, which opens the hidden apps dialog, and the
favorites toggle); ``events/ShortcutListener.java`` (``removeShortcut`` rewrites the shortcuts
file without the shortcut, deletes its saved icon and takes it out of the favorites; the
shortcut was pinned by another app, and only that app can pin it again);
``core/Folder.java`` and ``res/layout/view_popup.xml`` (an open folder: its header
``popup_title`` with the name and count, which opens the folders page, and its apps);
``menu/DialogHiddenApps.java`` ("Hidden apps": the apps as checkboxes, Cancel and Apply,
which rewrites the list of hidden apps; unticking an app shows it again);
``menu/ActivityFavorites.java``, ``res/layout/activity_favorites.xml`` and
``view_favorite.xml`` (the favorites page: "Select favorites", which opens a checkbox list
with Cancel and Apply, "Sort", which opens a dialog saying that the current order of
favorites will be replaced by alphabetical order, with Cancel and Sort, and each favorite's
arrows ``favorite_move_before`` and ``favorite_move_after``, described "Move before" and
"Move after" the neighbour, which swap two favorites); ``menu/ActivityFolders.java``,
``res/layout/activity_folders.xml`` and ``view_folder_editor.xml`` (the folders page: the
field ``new_folder_name`` and Add, which creates an empty folder, and each folder's color
``edit_folder_color`` described "Preview", which opens the color picker, its name
``edit_folder_name``, which opens "Rename folder" with a field, Cancel and Apply, its pen
``edit_folder_content`` described "Settings", which opens a checkbox list of apps with Cancel
and Apply, and ``remove_folder`` described "Remove", which opens a dialog saying that removing
a folder puts its content back into the main list, with Cancel and Remove, which deletes the
folder's file and its color); ``settings/ColorPickerDialog.java`` and
``res/layout/dialog_color_picker.xml`` (the picker: the field ``new_color_hexadecimal``,
``color_reset_button`` Reset, which only moves the picker back to the default color,
``color_cancel_button`` Cancel and ``color_validate_button`` Apply, which saves the color);
``settings/ActivityExportImport.java`` and ``res/layout/activity_export_import.xml`` (Export,
which opens the system's save dialog, and Import, which opens the system's file picker; a
file picked there then replaces the favorites, folders, shortcuts, hidden apps, names and
settings with the file's); ``settings/ActivitySettingsAppearance.java`` and
``res/xml/settings_appearance.xml`` (Theme, the switches, the color rows, the clock's
Format); ``settings/ActivitySettingsOperation.java`` and ``res/xml/settings_operation.xml``
("Notification for access to favorites", "No app drawer", "Double-tap" with the installed
apps). A list preference opens the support library's dialog of radio rows with the
platform's Cancel.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choices, entry, page, rows

ITEM = f"{ID}application_item"
FAVORITES = ["Camera", "Firefox", "Signal", "Work"]
"""The favorites on the home screen (a folder shows its name)."""
DRAWER = ["Calendar", "Camera", "Clock", "Firefox", "Games", "Maps", "Signal", "Weather"]
FOLDERS = {"Work": 3, "Games": 4, "Tools": 3}


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        home(t) + long_press(t) + shortcuts(t) + favorites(t) + folders(t) + hidden(t) + settings(t)
    )


def named(t: Any, folder: str) -> str:
    return f"{folder} ({FOLDERS[folder]})"


def home(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    where = "discreet ActivityMain (home screen)"
    screen = page(
        title,
        [
            {"button": t("set_as_default_launcher"), "rid": f"{ID}default_launcher_button"},
            *({"button": name, "rid": ITEM} for name in FAVORITES),
            {"icon": t("menu"), "rid": f"{ID}access_menu_button"},
        ],
    )
    keys = [
        "favorites",
        "folders",
        "hidden_apps",
        "refresh_list",
        "settings_appearance",
        "settings_operation",
        "export_import",
        "help",
        "about",
        "changelog",
    ]
    words = {"refresh_list": "menu_refresh_list_apps"}
    shown = [(t(words.get(k, f"menu_{k}")), f"{ID}menu_{k}") for k in keys]
    main = {"title": title, "dialog": {}, "items": [{"row": w, "rid": r} for w, r in shown]}
    menu = "discreet DialogMenu"

    def row(category: str, key: str) -> dict[str, Any]:
        return entry(category, menu, main, [(t(key), False)])

    help_rows = tuple(
        {"text": t(f"help_{k}_title")} for k in ("navigation", "notification", "folders")
    )
    return [
        entry("harmless", where, screen, [(t("menu"), False)]),
        entry("opens-prompt", where, screen, [(t("set_as_default_launcher"), False)]),
        row("harmless", "menu_favorites"),
        row("harmless", "menu_folders"),
        row("opens-prompt", "menu_hidden_apps"),
        row("harmless", "menu_refresh_list_apps"),
        help_dialog(t, title, help_rows),
    ]


def help_dialog(t: Any, title: str, items: tuple[dict[str, Any], ...]) -> dict[str, Any]:
    """Help: the layout's headings and texts, and one positive button, Close."""
    screen = {
        "title": title,
        "dialog": {},
        "items": [*items, {"button": t("button_close"), "rid": "android:id/button1"}],
    }
    return entry("harmless", "discreet DialogMenu (help)", screen, [(t("button_close"), False)])


def app_options(t: Any, name: str, favorite: bool, folder: str | None) -> list[str]:
    """The long-press list of an installed app (``RecyclerAdapter.onLongClick``)."""
    return [
        t("long_click_open", name),
        t("long_click_settings"),
        t("long_click_view_store"),
        t("long_click_rename"),
        t("long_click_remove_favorites" if favorite else "long_click_add_favorites"),
        t("long_click_remove_folder", folder) if folder else t("long_click_add_folder"),
    ]


def shortcut_options(t: Any, name: str, favorite: bool, folder: str | None) -> list[str]:
    """The long-press list of a pinned shortcut."""
    return [
        t("long_click_open", name),
        t("long_click_remove_shortcut"),
        t("long_click_rename"),
        t("long_click_remove_favorites" if favorite else "long_click_add_favorites"),
        t("long_click_remove_folder", folder) if folder else t("long_click_add_folder"),
    ]


def long_press(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    ask = t("long_click_dialog_title")
    where = "discreet RecyclerAdapter (long press"
    firefox = rows(app_options(t, "Firefox", True, None))
    maps = rows(app_options(t, "Maps", False, "Tools"))
    weather = rows(app_options(t, "Weather", False, None))
    search = rows(
        [
            t("long_click_open", t("search_app_name")),
            t("long_click_hide_search"),
            t("long_click_add_favorites"),
        ]
    )
    pick = rows([named(t, f) for f in FOLDERS])
    rename = ({"field": "android:id/edit", "text": "Browser", "hint": "Firefox", "focused": True},)
    cancel, apply = t("button_cancel"), t("button_apply")
    return [
        choices(
            "harmless", f"{where}, app)", home, ask, firefox, t("long_click_open", "Firefox"), False
        ),
        choices(
            "opens-prompt", f"{where}, app)", home, ask, firefox, t("long_click_rename"), False
        ),
        choices(
            "reversible",
            f"{where}, app)",
            home,
            ask,
            firefox,
            t("long_click_remove_favorites"),
            False,
        ),
        choices(
            "reversible",
            f"{where}, app in a folder)",
            named(t, "Tools"),
            ask,
            maps,
            t("long_click_remove_folder", "Tools"),
            False,
        ),
        choices(
            "opens-prompt", f"{where}, app)", home, ask, weather, t("long_click_add_folder"), False
        ),
        choices(
            "reversible",
            "discreet RecyclerAdapter (add to a folder)",
            home,
            t("long_click_add_folder"),
            pick,
            named(t, "Work"),
            False,
        ),
        alert(
            "reversible",
            "discreet RecyclerAdapter (rename)",
            home,
            t("long_click_rename"),
            None,
            (cancel, None),
            (apply, False),
            rename,
        ),
        alert(
            "harmless",
            "discreet RecyclerAdapter (rename)",
            home,
            t("long_click_rename"),
            None,
            (cancel, False),
            (apply, None),
            rename,
        ),
        choices(
            "opens-prompt",
            f"{where}, search)",
            home,
            ask,
            search,
            t("long_click_hide_search"),
            False,
        ),
    ]


SHORTCUTS = [
    ("Scan QR code", True, None, None),
    ("Scan QR code", False, "Tools", "Tools"),
    ("Wikipedia", False, None, None),
    ("Shopping list", True, "Work", None),
    ("Shopping list", False, "Work", "Work"),
    ("Inbox", False, None, None),
    ("Directions home", True, None, None),
    ("Compose email", False, "Work", "Work"),
    ("Translate", True, "Tools", None),
    ("New note", False, None, None),
    ("Bus tickets", True, "Tools", "Tools"),
]
"""The shortcuts whose long-press list is opened: a name, whether it is a favorite, the
folder it is in, and the open folder it is pressed in (None: the home screen or the app
drawer)."""


def shortcuts(t: Any) -> list[dict[str, Any]]:
    ask = t("long_click_dialog_title")
    where = "discreet RecyclerAdapter (long press, shortcut)"
    found = []
    for name, favorite, folder, inside in SHORTCUTS:
        behind = named(t, inside) if inside else t("app_name")
        options = rows(shortcut_options(t, name, favorite, folder))
        found.append(
            choices("delete", where, behind, ask, options, t("long_click_remove_shortcut"), True)
        )
    wiki = rows(shortcut_options(t, "Wikipedia", False, None))
    shopping = rows(shortcut_options(t, "Shopping list", True, "Work"))
    home = t("app_name")
    return [
        *found,
        choices("harmless", where, home, ask, wiki, t("long_click_open", "Wikipedia"), False),
        choices(
            "reversible", where, home, ask, shopping, t("long_click_remove_folder", "Work"), False
        ),
    ]


def favorites(t: Any) -> list[dict[str, Any]]:
    title = t("menu_favorites")
    where = "discreet ActivityFavorites"
    order = ["Firefox", "Camera", "Signal", "Work (3)", "Scan QR code"]
    listed: list[dict[str, Any]] = []
    for i, name in enumerate(order):
        listed.append({"row": name, "rid": f"{ID}favorite_name"})
        if i > 0:
            listed.append(
                {
                    "icon": t("favorite_move_before", order[i - 1]),
                    "rid": f"{ID}favorite_move_before",
                }
            )
        if i < len(order) - 1:
            listed.append(
                {"icon": t("favorite_move_after", order[i + 1]), "rid": f"{ID}favorite_move_after"}
            )
    screen = page(
        title,
        [
            {"button": t("button_select_favorites"), "rid": f"{ID}button_select_favorites"},
            {"button": t("button_sort"), "rid": f"{ID}button_sort_alphabetically"},
            {"text": t("hint_modify_order_of_favorites")},
            {"list": listed},
        ],
    )
    every = [
        "Firefox",
        "Camera",
        "Signal",
        "Work (3)",
        "Scan QR code",
        "Calendar",
        "Clock",
        "Maps",
        "Weather",
    ]
    picked = rows(every, dict.fromkeys(order, True))
    select = t("button_select_favorites")
    cancel, apply, sort = t("button_cancel"), t("button_apply"), t("button_sort")
    warning = t("warning_sort_favorites_alphabetically")
    return [
        entry("opens-prompt", where, screen, [(t("button_select_favorites"), False)]),
        entry("opens-prompt", where, screen, [(t("button_sort"), False)]),
        entry("reversible", where, screen, [(t("favorite_move_after", "Camera"), False)]),
        alert(
            "reversible",
            f"{where} (select favorites)",
            title,
            select,
            None,
            (cancel, None),
            (apply, False),
            picked,
        ),
        alert("overwrite", f"{where} (sort)", title, None, warning, (cancel, None), (sort, True)),
        alert("harmless", f"{where} (sort)", title, None, warning, (cancel, False), (sort, None)),
    ]


def folder_rows(t: Any, shown: list[str]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for name in shown:
        found += [
            {"icon": t("color_picker_preview"), "rid": f"{ID}edit_folder_color"},
            {"button": named(t, name), "rid": f"{ID}edit_folder_name"},
            {"icon": t("export_import_header_settings"), "rid": f"{ID}edit_folder_content"},
            {"icon": t("button_remove_folder"), "rid": f"{ID}remove_folder"},
        ]
    return found


def folders(t: Any) -> list[dict[str, Any]]:
    title = t("menu_folders")
    where = "discreet ActivityFolders"

    def organizer(shown: list[str], typed: str = "") -> dict[str, Any]:
        field = {"field": f"{ID}new_folder_name", "hint": t("hint_new_folder")}
        field = {**field, "text": typed, "focused": True} if typed else field
        return page(
            title,
            [
                field,
                {"button": t("button_new_folder"), "rid": f"{ID}new_folder_button"},
                {"text": t("hint_folder_edit")},
                {"text": t("hint_remove_folder")},
                {"list": folder_rows(t, shown)},
            ],
        )

    one, three = organizer(["Work"]), organizer(list(FOLDERS))
    cancel, apply = t("button_cancel"), t("button_apply")
    remove, message = t("button_remove_folder"), t("hint_remove_folder")
    rename = ({"field": "android:id/edit", "text": "Games", "focused": True},)
    inside = ["K-9 Mail", "Calendar", "Shopping list", "Clock", "Maps", "Weather"]
    content = rows(inside, dict.fromkeys(inside[:3], True))
    return [
        entry(
            "reversible",
            where,
            organizer(list(FOLDERS), "Travel"),
            [(t("button_new_folder"), False)],
        ),
        entry("opens-prompt", where, one, [(t("button_remove_folder"), False)]),
        entry("opens-prompt", where, three, [(named(t, "Games"), False)]),
        entry("opens-prompt", where, one, [(t("export_import_header_settings"), False)]),
        alert(
            "delete",
            f"{where} (remove folder)",
            title,
            None,
            message,
            (cancel, None),
            (remove, True),
        ),
        alert(
            "harmless",
            f"{where} (remove folder)",
            title,
            None,
            message,
            (cancel, False),
            (remove, None),
        ),
        alert(
            "reversible",
            f"{where} (rename folder)",
            title,
            t("hint_rename_folder"),
            None,
            (cancel, None),
            (apply, False),
            rename,
        ),
        alert(
            "reversible",
            f"{where} (folder content)",
            title,
            None,
            None,
            (cancel, None),
            (apply, False),
            content,
        ),
        picker(t, "reversible", f"{where} (folder color)", title, "Work", t("button_apply")),
    ]


def picker(t: Any, category: str, source: str, behind: str, title: str, tap: str) -> dict[str, Any]:
    """The color picker (``ColorPickerDialog``, an ``AppCompatDialog``) over ``behind``: its
    title, the hexadecimal field, Reset, the color square, Cancel and Apply; ``tap`` is one
    of its buttons."""
    items = [
        {"text": t("color_picker_base")},
        {"field": f"{ID}new_color_hexadecimal", "hint": "#RRGGBB", "text": "#FF5722"},
        {"button": t("color_picker_reset"), "rid": f"{ID}color_reset_button"},
        {"id": f"{ID}color_picker_view"},
        {"button": t("button_cancel"), "rid": f"{ID}color_cancel_button"},
        {"button": t("button_apply"), "rid": f"{ID}color_validate_button"},
    ]
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])


def settings(t: Any) -> list[dict[str, Any]]:
    return export_import(t) + appearance(t) + operation(t)


def export_import(t: Any) -> list[dict[str, Any]]:
    where = "discreet ActivityExportImport"
    screen = page(
        t("menu_export_import"),
        [
            {"text": t("export_import_help")},
            {"button": t("button_export"), "rid": f"{ID}export_button"},
            {"button": t("button_import"), "rid": f"{ID}import_button"},
            {"text": t("export_import_warning_shortcuts")},
        ],
    )
    return [
        entry("opens-prompt", where, screen, [(t("button_export"), False)]),
        entry("opens-prompt", where, screen, [(t("button_import"), False)]),
    ]


def hidden(t: Any) -> list[dict[str, Any]]:
    where = "discreet DialogHiddenApps"
    apps = ["Calendar", "Camera", "Clock", "Firefox", "Games (4)", "Maps", "Signal", "Weather"]
    items = rows(apps, {"Clock": True, "Weather": True})
    home, title = t("app_name"), t("menu_hidden_apps")
    cancel, apply = t("button_cancel"), t("button_apply")
    return [
        alert("reversible", where, home, title, None, (cancel, None), (apply, False), items),
        alert("harmless", where, home, title, None, (cancel, False), (apply, None), items),
    ]


def appearance(t: Any) -> list[dict[str, Any]]:
    title = t("menu_settings_appearance")
    where = "discreet ActivitySettingsAppearance"
    theme = [t(f"set_application_theme_entries[{i}]") for i in range(3)]
    clock = [t(f"set_clock_format_entries[{i}]") for i in range(9)]
    screen = page(
        title,
        [
            {"text": t("appearance_settings_title_interface")},
            {"row": t("set_application_theme"), "secondary": theme[2]},
            {"switch": t("set_transparent_status_bar"), "checked": True},
            {"text": t("set_transparent_status_bar_help")},
            {"switch": t("set_dark_status_bar_icons"), "checked": False},
            {"row": t("set_icon_size_dp"), "secondary": "48"},
            {"switch": t("set_hide_app_names"), "checked": False},
            {"switch": t("set_hide_folder_names"), "checked": False},
            {"row": t("set_background_color_favorites")},
            {"row": t("set_text_color_favorites")},
            {"row": t("set_background_color_drawer")},
            {"text": t("appearance_settings_title_clock")},
            {"row": t("set_clock_format"), "secondary": clock[0]},
        ],
    )
    cancel = t("android:cancel")

    def radios(shown: list[str], on: str) -> tuple[dict[str, Any], ...]:
        return tuple({"radio": x, "rid": "android:id/text1", "checked": x == on} for x in shown)

    return [
        choices(
            "reversible",
            f"{where} (theme)",
            title,
            t("set_application_theme"),
            radios(theme, theme[2]),
            theme[1],
            False,
            cancel,
        ),
        entry("reversible", where, screen, [(t("set_hide_app_names"), False)]),
        entry("opens-prompt", where, screen, [(t("set_background_color_favorites"), False)]),
        picker(
            t,
            "harmless",
            f"{where} (color picker)",
            title,
            t("set_background_color_favorites"),
            t("color_picker_reset"),
        ),
    ]


def operation(t: Any) -> list[dict[str, Any]]:
    title = t("menu_settings_operation")
    where = "discreet ActivitySettingsOperation"
    screen = page(
        title,
        [
            {"switch": t("set_notification"), "checked": False},
            {"text": t("set_notification_help")},
            {"text": t("operation_settings_title_interface")},
            {
                "row": t("set_forced_orientation"),
                "secondary": t("set_forced_orientation_entries[0]"),
            },
            {"switch": t("set_touch_targets"), "checked": False},
            {"switch": t("set_always_show_favorites"), "checked": False},
            {"switch": t("set_reverse_interface"), "checked": False},
            {"switch": t("set_hide_menu_button"), "checked": False},
            {"switch": t("set_disable_app_drawer"), "checked": False},
            {"text": t("operation_settings_title_gestures")},
            {"row": t("set_double_tap"), "secondary": t("set_no_action")},
            {"row": t("set_swipe_leftwards"), "secondary": t("set_no_action")},
        ],
    )
    apps = [t("set_no_action"), "Calendar", "Camera", "Clock", "Firefox", "Games (4)"]
    items = tuple({"radio": x, "rid": "android:id/text1", "checked": x == apps[0]} for x in apps)
    return [
        entry("reversible", where, screen, [(t("set_notification"), False)]),
        choices(
            "reversible",
            f"{where} (double-tap)",
            title,
            t("set_double_tap"),
            items,
            "Camera",
            False,
            t("android:cancel"),
        ),
    ]

"""µLauncher's screens (``de.jrpie.android.launcher``, a minimal home screen that opens apps
by gestures: apps launched, renamed, hidden, made favorites and uninstalled, pinned shortcuts
added and removed, gestures bound and unbound, widgets and widget panels added, arranged and
deleted, the screen-lock method chosen, the settings reset), strings from
``app/src/main/res/values*/strings.xml``. The app, shortcut, widget and panel names on the
screens are the same in every language.

Read from the code (``app/src/main/java/de/jrpie/android/launcher``): ``ui/list/
AppListActivity.kt`` and ``res/layout/activity_list.xml`` (the app list: its Settings, Close
and, for the private space, Lock icons, its heading, "All Apps", "Favorite Apps", "Hidden
Apps" or "Private Space"), ``res/layout/list_apps.xml`` (the search field and the favorites
filter); ``ui/list/apps/AppsRecyclerAdapter.kt`` with ``res/menu/menu_app.xml`` (a row's long
press opens the popup: "App Info", hidden for a pinned shortcut, "Add to favorites" or "Remove
from favorites", Hide or Show, Rename, and Uninstall, shown where the entry can be removed);
``ui/list/apps/ContextMenuActions.kt`` (Uninstall of an app starts the system's
``ACTION_DELETE``, whose own dialog asks; Uninstall of a pinned shortcut takes it out of
``pinnedShortcuts`` at once; ``toggleFavorite``; ``toggleHidden``, whose snackbar "App hidden"
has Undo; ``showRenameDialog``, "Rename %1$s" with the ``dialog_rename_app_edit_text`` field
and the platform's Cancel and OK, OK setting the custom label); ``ui/settings/SettingsActivity
.kt`` and ``res/layout/settings.xml`` (the Settings page: its tabs Actions, Launcher and
Meta); ``ui/settings/actions/SettingsFragmentActionsRecycler.kt`` and ``res/layout/
settings_actions_row.xml`` (a gesture's row: its name and description, "Choose App" when
nothing is bound, else the bound action's icon and "Remove binding", which calls
``Action.clearActionForGesture``), ``res/layout/settings_actions.xml`` ("Install apps");
``ui/list/SelectActionActivity.kt`` and ``res/layout/activity_select_action.xml`` ("Choose
Action" with the tabs Apps and Other; a row binds its app or action to the gesture, in place
of the one bound before); ``ui/settings/launcher/SettingsFragmentLauncher.kt`` and
``res/xml/preferences.xml`` (the Launcher tab: "Set μLauncher as home screen", which opens the
system's home chooser, the switches, which act at once, "Hidden apps", "Manage widgets",
"Manage widget panels" and "Choose method for locking the screen"); ``actions/lock/
LockMethod.kt`` and ``res/layout/dialog_select_lock_method.xml`` (the dialog's "Use Device
Admin", which asks the system to make the app a device admin, "Use Accessibility Service",
which opens the consent dialog, and Cancel); ``actions/lock/LauncherAccessibilityService.kt``
and ``res/layout/dialog_consent_accessibility.xml`` ("Activating the Accessibility Service":
four check boxes, Cancel and "Activate Accessibility Service", which opens the system's
accessibility settings, where the service is still to be switched on); ``actions/lock/
LauncherDeviceAdmin.kt``; ``ui/settings/meta/SettingsFragmentMeta.kt`` and ``res/layout/
settings_meta.xml`` (the Meta tab's buttons; "Reset Settings" opens "Reset Settings" with
the platform's Cancel and OK, OK calling ``resetPreferences``; "Report a bug" opens its dialog
from ``res/layout/dialog_report_bug.xml`` with "Copy to clipboard", "Report a security
vulnerability", Cancel and "Create report", which opens the issue page in the browser);
``preferences/Preferences.kt`` (``resetPreferences`` clears every preference, the gesture
bindings, favorites, hidden apps, names and pinned shortcuts among them, and deletes the
widget host with every app widget); ``ui/widgets/manage/ManageWidgetPanelsActivity.kt``,
``res/layout/activity_manage_widget_panels.xml`` and ``WidgetPanelsRecyclerAdapter.kt``
("Widget Panels": each panel's name and "Contains N widgets.", a row opening the panel's
widgets; a long press opens Delete, which calls ``WidgetPanel.delete`` at once, and Rename,
whose dialog has its field, Cancel and Ok; "Add widget panel" opens "Create new widget panel"
with its field, Cancel and Ok); ``widgets/WidgetPanel.kt`` and ``widgets/Widget.kt``
(``delete`` removes the panel and deletes each of its widgets; a widget's ``delete`` deletes
its app widget id from the host); ``ui/widgets/manage/ManageWidgetsActivity.kt``,
``res/layout/activity_manage_widgets.xml`` and ``WidgetOverlayView.kt`` (each widget's
"Widget settings" icon opens its popup: "Enable Interaction" or "Disable Interaction",
Reconfigure where the widget can be configured again, Raise, Lower and Remove; "Add widget");
``widgets/ClockWidget.kt`` (the clock is the app's own widget, drawn from the app's clock
settings); ``ui/widgets/manage/SelectWidgetActivity.kt`` and ``res/layout/
activity_select_widget.xml`` ("Choose Widget"); ``ui/PinShortcutActivity.kt`` and ``res/
layout/activity_pin_shortcut.xml`` ("Add Shortcut": the shortcut's name, "Show in app list",
"Bind to gesture", whose dialog lists the gestures and has Cancel, and OK);
``ui/ReportCrashActivity.kt`` and ``res/layout/activity_report_crash.xml`` ("μLauncher
crashed": "Copy crash report to clipboard", "Send report by mail", which opens a mail app
with the report written in, and "Create bug report on GitHub").
"""

from __future__ import annotations

import re
from typing import Any

from screens import alert, entry, menu, page

ID = "de.jrpie.android.launcher:id/"
APPS = ("Firefox", "K-9 Mail", "Signal", "OsmAnd", "Etar")
"""The installed apps on the lists."""
NOTE, COMPOSE, QR, HOME_ROUTE = "New note", "Compose", "Scan QR code", "Navigate home"
"""Pinned shortcuts (each pinned through "Add Shortcut" by the app that offers it)."""
CALENDAR, WEATHER, NOTES, TASKS, PLAYER, DEPARTURES = (
    "Calendar agenda",
    "Weather forecast",
    "Notes list",
    "Tasks",
    "Music player",
    "Departures",
)
"""App widgets, each showing one line of its content."""


def html(text: str) -> str:
    """A string written as HTML (``HtmlTextView``) as it shows: its tags dropped."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text)).strip()


def screens(t: Any) -> list[dict[str, Any]]:
    return app_list(t) + actions(t) + launcher(t) + meta(t) + panels(t) + widgets(t) + other(t)


def app_page(t: Any, heading: str, rows: tuple[str, ...], lock: bool = False,
             extra: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """The app list (``activity_list.xml`` with ``list_apps.xml``) under ``heading``."""
    items: list[dict[str, Any]] = [
        {"icon": t("settings"), "rid": f"{ID}list_settings"},
        {"icon": t("content_description_close"), "rid": f"{ID}list_close"},
    ]
    if lock:
        items.append({"icon": t("content_description_lock"), "rid": f"{ID}list_lock"})
    items += [
        {"list": [{"row": r, "rid": f"{ID}list_apps_row_name"} for r in rows]},
        {"field": f"{ID}list_apps_searchview", "hint": t("list_apps_search_hint")},
        {
            "icon": t("content_description_toggle_favorites"),
            "rid": f"{ID}list_apps_check_box_favorites",
        },
        *extra,
    ]
    return page(heading, items)


def app_list(t: Any) -> list[dict[str, Any]]:
    where = "launcher AppsRecyclerAdapter (app menu)"
    pinned = "launcher AppsRecyclerAdapter (pinned shortcut menu"
    everything, favorites = t("list_title_view"), t("list_title_favorite")
    hidden, private = t("list_title_hidden"), t("list_title_private_space")
    info, fav, unfav = t("list_app_info"), t("list_app_favorite_add"), t("list_app_favorite_remove")
    hide, show, rename = t("list_app_hidden_add"), t("list_app_hidden_remove"), t("list_app_rename")
    uninstall = t("list_app_delete")
    app_rows = [info, fav, hide, rename, uninstall]
    shortcut_rows = [fav, hide, rename, uninstall]
    snackbar = app_page(
        t,
        everything,
        APPS[:2] + APPS[3:],
        extra=(
            {"text": t("snackbar_app_hidden"), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ),
    )
    title = t("dialog_rename_title", "Signal")
    field = ({"field": f"{ID}dialog_rename_app_edit_text", "hint": "Signal", "text": "Chat"},)
    cancel, ok = t("android:cancel"), t("android:ok")
    renaming = "launcher ContextMenuActions (rename app)"
    return [
        menu("opens-prompt", where, everything, app_rows, [(uninstall, False)]),
        menu("harmless", where, everything, app_rows, [(info, False)]),
        menu("reversible", where, everything, app_rows, [(fav, False)]),
        menu("reversible", where, everything, app_rows, [(hide, False)]),
        menu("opens-prompt", where, everything, app_rows, [(rename, False)]),
        menu("delete", f"{pinned}, {NOTE})", everything, shortcut_rows, [(uninstall, True)]),
        menu("delete", f"{pinned}, {QR})", everything, shortcut_rows, [(uninstall, True)]),
        menu(
            "delete",
            f"{pinned}, favorites, {COMPOSE})",
            favorites,
            [unfav, hide, rename, uninstall],
            [(uninstall, True)],
        ),
        menu(
            "reversible",
            "launcher AppsRecyclerAdapter (app menu, favorites)",
            favorites,
            [info, unfav, hide, rename, uninstall],
            [(unfav, False)],
        ),
        menu(
            "reversible",
            "launcher AppsRecyclerAdapter (app menu, hidden)",
            hidden,
            [info, fav, show, rename, uninstall],
            [(show, False)],
        ),
        menu(
            "delete",
            f"{pinned}, hidden, {HOME_ROUTE})",
            hidden,
            [fav, show, rename, uninstall],
            [(uninstall, True)],
        ),
        entry(
            "reversible", "launcher ContextMenuActions (app hidden)", snackbar, [(t("undo"), False)]
        ),
        alert("reversible", renaming, everything, title, None, (cancel, None), (ok, False), field),
        alert("harmless", renaming, everything, title, None, (cancel, False), (ok, None), field),
        entry(
            "reversible",
            "launcher AppListActivity (private space)",
            app_page(t, private, ("Banking", "Authenticator"), lock=True),
            [(t("content_description_lock"), False)],
        ),
    ]


def settings_page(t: Any, tab: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The Settings page (``settings.xml``) with its tabs, showing ``items`` of one tab."""
    return page(
        t("settings_title"),
        [
            {"icon": t("content_description_close"), "rid": f"{ID}settings_close"},
            *(
                {"tab": t(k)}
                for k in ("settings_tab_actions", "settings_tab_launcher", "settings_tab_meta")
            ),
            *items,
        ],
    )


def actions(t: Any) -> list[dict[str, Any]]:
    where = "launcher SettingsFragmentActionsRecycler"
    row = f"{ID}settings_actions_row_"
    gestures = settings_page(
        t,
        t("settings_tab_actions"),
        [
            {
                "list": [
                    {"text": t("settings_gesture_up"), "rid": f"{row}name"},
                    {"text": t("settings_gesture_description_up"), "rid": f"{row}description"},
                    {"icon": t("list_other_list"), "rid": f"{row}icon_img"},
                    {
                        "icon": t("content_description_settings_actions_row_button_remove"),
                        "rid": f"{row}remove",
                    },
                    {"text": t("settings_gesture_tap_up"), "rid": f"{row}name"},
                    {"text": t("settings_gesture_description_tap_up"), "rid": f"{row}description"},
                    {"button": t("settings_apps_choose"), "rid": f"{row}button_choose"},
                ]
            },
            {
                "button": t("settings_apps_install"),
                "rid": f"{ID}settings_actions_button_install_apps",
            },
        ],
    )
    tabs = [{"tab": t("list_tab_app")}, {"tab": t("list_tab_other")}]
    close = {"icon": t("content_description_close"), "rid": f"{ID}select_action_close"}
    choose_app = page(
        t("activity_select_action_title"),
        [close, *tabs, {"list": [{"row": a, "rid": f"{ID}list_apps_row_name"} for a in APPS]}],
    )
    others = [
        "list_other_settings",
        "list_other_list",
        "list_other_list_favorites",
        "list_other_volume_up",
        "list_other_lock_screen",
        "list_other_torch",
    ]
    choose_other = page(
        t("activity_select_action_title"),
        [
            close,
            *tabs,
            {"list": [{"row": t(k), "rid": f"{ID}list_other_row_name"} for k in others]},
        ],
    )
    return [
        entry(
            "reversible",
            where,
            gestures,
            [(t("content_description_settings_actions_row_button_remove"), False)],
        ),
        entry("harmless", where, gestures, [(t("settings_apps_choose"), False)]),
        entry(
            "reversible", "launcher SelectActionActivity (Apps)", choose_app, [("Firefox", False)]
        ),
        entry(
            "reversible",
            "launcher SelectActionActivity (Other)",
            choose_other,
            [(t("list_other_lock_screen"), False)],
        ),
    ]


def launcher_tab(t: Any, part: str) -> dict[str, Any]:
    """The Launcher tab (``preferences.xml``) scrolled to one part."""
    rows: list[dict[str, Any]]
    if part == "top":
        rows = [
            {"row": t("settings_general_choose_home_screen")},
            {"text": t("settings_launcher_section_appearance")},
            {"row": t("settings_theme_wallpaper")},
            {
                "row": t("settings_theme_color_theme"),
                "secondary": t("settings_theme_color_theme_item_default"),
            },
            {"switch": t("settings_theme_text_shadow"), "checked": False},
            {"switch": t("settings_theme_monochrome_icons"), "checked": False},
        ]
    elif part == "functionality":
        rows = [
            {"text": t("settings_launcher_section_functionality")},
            {"switch": t("settings_functionality_auto_launch"), "checked": True},
            {"switch": t("settings_functionality_search_web"), "checked": False},
            {"switch": t("settings_functionality_auto_keyboard"), "checked": True},
            {"row": t("settings_actions_lock_method")},
            {"text": t("settings_launcher_section_gestures")},
            {"switch": t("settings_enabled_gestures_double_swipe"), "checked": True},
        ]
    else:
        rows = [
            {"text": t("settings_launcher_section_widgets")},
            {"row": t("settings_widgets_widgets")},
            {"row": t("settings_widgets_custom_panels")},
            {"text": t("settings_launcher_section_display")},
            {"switch": t("settings_display_rotate_screen"), "checked": True},
            {"switch": t("settings_display_screen_timeout_disabled"), "checked": False},
            {"switch": t("settings_display_hide_status_bar"), "checked": False},
            {"switch": t("settings_display_hide_navigation_bar"), "checked": False},
        ]
    return settings_page(t, t("settings_tab_launcher"), [{"list": rows}])


def launcher(t: Any) -> list[dict[str, Any]]:
    where = "launcher SettingsFragmentLauncher"
    settings = t("settings_title")
    lock = f"{ID}dialog_select_lock_method_button_"
    methods = (
        {
            "text": html(t("screen_lock_method_dialog_text")),
            "rid": f"{ID}dialog_select_lock_method_text",
        },
        {"button": t("screen_lock_method_use_device_admin"), "rid": f"{lock}device_admin"},
        {"button": t("screen_lock_method_use_accessibility"), "rid": f"{lock}accessibility"},
    )
    boxes = (
        "dialog_consent_accessibility_privileges",
        "dialog_consent_accessibility_other_options",
        "dialog_consent_accessibility_data_collection",
        "dialog_consent_accessibility_consent",
    )
    consent = (
        {"text": html(t("dialog_consent_accessibility_text"))},
        *(
            {
                "switch": t(k),
                "checked": True,
                "rid": f"{ID}dialog_consent_accessibility_checkbox_{i}",
            }
            for i, k in enumerate(boxes, start=1)
        ),
    )
    activate = t("dialog_consent_accessibility_ok")
    consenting = "launcher LauncherAccessibilityService (consent)"
    cancel = t("dialog_cancel")
    return [
        entry(
            "opens-prompt",
            where,
            launcher_tab(t, "top"),
            [(t("settings_general_choose_home_screen"), False)],
        ),
        entry(
            "opens-prompt",
            where,
            launcher_tab(t, "functionality"),
            [(t("settings_actions_lock_method"), False)],
        ),
        entry(
            "reversible",
            where,
            launcher_tab(t, "display"),
            [(t("settings_display_hide_status_bar"), False)],
        ),
        entry(
            "harmless",
            where,
            launcher_tab(t, "display"),
            [(t("settings_widgets_custom_panels"), False)],
        ),
        alert(
            "opens-prompt",
            "launcher LockMethod (choose method)",
            settings,
            None,
            None,
            (cancel, None),
            None,
            methods,
            ((t("screen_lock_method_use_device_admin"), False),),
        ),
        alert(
            "opens-prompt",
            "launcher LockMethod (choose method)",
            settings,
            None,
            None,
            (cancel, None),
            None,
            methods,
            ((t("screen_lock_method_use_accessibility"), False),),
        ),
        alert(
            "opens-prompt",
            consenting,
            settings,
            t("dialog_consent_accessibility_title"),
            None,
            (cancel, None),
            (activate, False),
            consent,
        ),
        alert(
            "harmless",
            consenting,
            settings,
            t("dialog_consent_accessibility_title"),
            None,
            (cancel, False),
            (activate, None),
            consent,
        ),
    ]


def meta(t: Any) -> list[dict[str, Any]]:
    where = "launcher SettingsFragmentMeta"
    button = f"{ID}settings_meta_button_"
    buttons = [
        ("settings_meta_show_tutorial", "view_tutorial"),
        ("settings_meta_reset", "reset_settings"),
        ("settings_meta_view_code", "view_code"),
        ("settings_meta_view_docs", "view_docs"),
        ("settings_meta_report_bug", "report_bug"),
        ("settings_meta_join_chat", "join_chat"),
        ("settings_meta_fork_contact", "fork_contact"),
        ("settings_meta_donate", "donate"),
    ]
    tab = settings_page(
        t, t("settings_tab_meta"), [{"button": t(k), "rid": f"{button}{rid}"} for k, rid in buttons]
    )
    settings = t("settings_title")
    reset = (t("settings_meta_reset"), t("settings_meta_reset_confirm"))
    cancel, ok = t("android:cancel"), t("android:ok")
    bug = f"{ID}dialog_report_bug_"
    report = (
        {"text": t("dialog_report_bug_info"), "rid": f"{bug}info"},
        {"text": "Android 14, Pixel 7, µLauncher 0.2.3", "rid": f"{bug}device_info"},
        {"button": t("dialog_report_bug_button_clipboard"), "rid": f"{bug}button_clipboard"},
        {"text": t("dialog_report_bug_security_info")},
        {"button": t("dialog_report_bug_button_security"), "rid": f"{bug}button_security"},
    )
    reporting = "launcher SettingsFragmentMeta (report a bug)"
    creating, dismiss = t("dialog_report_bug_create_report"), t("dialog_cancel")
    return [
        entry("opens-prompt", where, tab, [(t("settings_meta_reset"), False)]),
        entry("opens-prompt", where, tab, [(t("settings_meta_report_bug"), False)]),
        alert("reset", f"{where} (reset settings)", settings, *reset, (cancel, None), (ok, True)),
        alert(
            "harmless", f"{where} (reset settings)", settings, *reset, (cancel, False), (ok, None)
        ),
        alert(
            "harmless",
            reporting,
            settings,
            t("dialog_report_bug_title"),
            None,
            (dismiss, None),
            (creating, False),
            report,
        ),
        alert(
            "harmless",
            reporting,
            settings,
            t("dialog_report_bug_title"),
            None,
            (dismiss, None),
            (creating, None),
            report,
            ((t("dialog_report_bug_button_clipboard"), False),),
        ),
    ]


PANELS = (("Work", 3), ("Music", 1), ("Travel", 2), ("Reading", 4))
"""The custom widget panels and how many widgets each holds."""


def panels(t: Any) -> list[dict[str, Any]]:
    where = "launcher WidgetPanelsRecyclerAdapter (panel menu"
    heading = t("widget_panels_title")
    listing = page(
        heading,
        [
            {"icon": t("content_description_close"), "rid": f"{ID}manage_widget_panels_close"},
            {
                "list": [
                    row
                    for name, n in PANELS
                    for row in (
                        {"row": name, "rid": f"{ID}list_widget_panels_label"},
                        {
                            "text": t(f"widget_panel_number_of_widgets#{n}"),
                            "rid": f"{ID}list_widget_panels_info",
                        },
                    )
                ]
            },
            {
                "icon": t("content_description_add_widget_panel"),
                "rid": f"{ID}manage_widget_panels_add_panel",
            },
        ],
    )
    delete, rename = t("manage_widget_panels_delete"), t("manage_widget_panels_rename")
    cancel, ok = t("dialog_cancel"), t("dialog_ok")
    renamed = ({"field": f"{ID}dialog_rename_widget_panel_edit_text", "text": "Commute"},)
    created = (
        {
            "field": f"{ID}dialog_create_widget_panel_edit_text",
            "text": t("widget_panel_default_name", 5),
        },
    )
    adding = "launcher ManageWidgetPanelsActivity (create panel)"
    title = t("dialog_create_widget_panel_title")
    return [
        *(
            menu(
                "delete",
                f"{where}, {name}, {n} widgets)",
                heading,
                [delete, rename],
                [(delete, True)],
            )
            for name, n in PANELS
        ),
        menu("opens-prompt", f"{where}, Travel)", heading, [delete, rename], [(rename, False)]),
        alert(
            "reversible",
            "launcher WidgetPanelsRecyclerAdapter (rename panel)",
            heading,
            None,
            None,
            (cancel, None),
            (ok, False),
            renamed,
        ),
        entry(
            "opens-prompt",
            "launcher ManageWidgetPanelsActivity",
            listing,
            [(t("content_description_add_widget_panel"), False)],
        ),
        entry("harmless", "launcher ManageWidgetPanelsActivity", listing, [("Work", False)]),
        alert("reversible", adding, heading, title, None, (cancel, None), (ok, False), created),
        alert("harmless", adding, heading, title, None, (cancel, False), (ok, None), created),
    ]


def widgets(t: Any) -> list[dict[str, Any]]:
    where = "launcher WidgetOverlayView (widget menu"
    enable, disable = t("widget_menu_enable_interaction"), t("widget_menu_disable_interaction")
    reconfigure, raise_, lower = (
        t("widget_menu_reconfigure"),
        t("widget_menu_raise"),
        t("widget_menu_lower"),
    )
    remove = t("widget_menu_remove")
    home = None
    manage = page(
        home,
        [
            {"text": "Tue 14 May  Dentist 10:00"},
            {"icon": t("content_description_widget_settings")},
            {"icon": t("content_description_add_widget"), "rid": f"{ID}manage_widgets_button_add"},
        ],
    )
    choose = page(
        t("select_widget_title"),
        [
            {"icon": t("content_description_close"), "rid": f"{ID}select_widget_close"},
            {
                "list": [
                    {"row": t("widget_clock_label"), "rid": f"{ID}list_widgets_row_name"},
                    {
                        "text": t("widget_clock_description"),
                        "rid": f"{ID}list_widgets_row_description",
                    },
                    {"row": "Etar", "rid": f"{ID}list_widgets_header_app_name"},
                    {"row": CALENDAR, "rid": f"{ID}list_widgets_row_name"},
                ]
            },
        ],
    )
    configurable = [enable, reconfigure, raise_, lower, remove]
    plain = [disable, raise_, lower, remove]
    return [
        entry(
            "harmless",
            "launcher ManageWidgetsActivity (home)",
            manage,
            [(t("content_description_widget_settings"), False)],
        ),
        menu("delete", f"{where}, home, {CALENDAR})", home, configurable, [(remove, True)]),
        menu("delete", f"{where}, home, {WEATHER})", home, plain, [(remove, True)]),
        menu("delete", f"{where}, Work, {NOTES})", "Work", configurable, [(remove, True)]),
        menu("delete", f"{where}, Work, {TASKS})", "Work", plain, [(remove, True)]),
        menu("delete", f"{where}, Music, {PLAYER})", "Music", plain, [(remove, True)]),
        menu("delete", f"{where}, Travel, {DEPARTURES})", "Travel", configurable, [(remove, True)]),
        menu(
            "reversible",
            f"{where}, home, Clock)",
            home,
            [enable, raise_, lower, remove],
            [(remove, False)],
        ),
        menu("reversible", f"{where}, home, {CALENDAR})", home, configurable, [(enable, False)]),
        menu("reversible", f"{where}, home, {WEATHER})", home, plain, [(raise_, False)]),
        menu("harmless", f"{where}, home, {CALENDAR})", home, configurable, [(reconfigure, False)]),
        entry(
            "reversible",
            "launcher SelectWidgetActivity",
            choose,
            [(t("widget_clock_label"), False)],
        ),
    ]


def other(t: Any) -> list[dict[str, Any]]:
    crash = page(
        t("report_crash_title"),
        [
            {"text": html(t("crash_info"))},
            {"button": t("report_crash_button_copy"), "rid": f"{ID}report_crash_button_copy"},
            {"button": t("report_crash_button_mail"), "rid": f"{ID}report_crash_button_mail"},
            {"button": t("report_crash_button_report"), "rid": f"{ID}report_crash_button_report"},
        ],
    )
    pin = page(
        t("pin_shortcut_title"),
        [
            {"icon": t("content_description_close"), "rid": f"{ID}pin_shortcut_close"},
            {"text": NOTE, "rid": f"{ID}pin_shortcut_label"},
            {
                "switch": t("pin_shortcut_switch_visible"),
                "checked": True,
                "rid": f"{ID}pin_shortcut_switch_visible",
            },
            {"button": t("pin_shortcut_button_bind"), "rid": f"{ID}pin_shortcut_button_bind"},
            {"button": t("android:ok"), "rid": f"{ID}pin_shortcut_button_ok"},
        ],
    )
    row = f"{ID}dialog_select_gesture_row_"
    gestures = (
        {
            "list": [
                r
                for k in ("up", "down", "double_click", "long_click")
                for r in (
                    {"row": t(f"settings_gesture_{k}"), "rid": f"{row}name"},
                    {"text": t(f"settings_gesture_description_{k}"), "rid": f"{row}description"},
                )
            ]
        },
    )
    binding = "launcher PinShortcutActivity (bind to gesture)"
    return [
        entry(
            "harmless",
            "launcher ReportCrashActivity",
            crash,
            [(t("report_crash_button_mail"), False)],
        ),
        entry(
            "opens-prompt",
            "launcher PinShortcutActivity",
            pin,
            [(t("pin_shortcut_button_bind"), False)],
        ),
        entry("reversible", "launcher PinShortcutActivity", pin, [(t("android:ok"), False)]),
        alert(
            "reversible",
            binding,
            t("pin_shortcut_title"),
            t("pin_shortcut_button_bind"),
            None,
            (t("android:cancel"), None),
            None,
            gestures,
            ((t("settings_gesture_double_click"), False),),
        ),
    ]

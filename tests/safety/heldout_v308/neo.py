"""Neo Launcher's screens (``com.saggitt.omega``, a home screen app built on Launcher3: icons
placed on the home screen and removed, apps uninstalled, widgets added, work apps paused, the
private space locked, dead icons cleaned away; and its own settings: custom icons removed,
search providers edited and deleted, backups created and restored, apps hidden, the Dash),
strings from ``res/values*/strings.xml`` (Launcher3's) and ``Omega/res/values*/strings.xml``
(the app's own, which win where both have a name). App, widget, search provider and file names
are the same in every language.

Read from the code (``src/com/android/launcher3`` and ``Omega/src/com/neoapps/neolauncher``):
``Launcher.getSupportedShortcuts`` and ``NeoLauncher.getSupportedShortcuts`` with
``popup/SystemShortcut.java`` and ``shortcuts/OmegaShortcuts.kt`` (an icon's popup: "App info",
Widgets, Remove, which takes the icon off the home screen and shows the "Item removed" snackbar
with Undo through ``DropTargetHandler.onDeleteComplete``, Customize, which opens the icon's
sheet, and Uninstall, which only starts the system's uninstall confirmation with
``delete_package_intent``; in the apps list, "Add to home screen" in place of Remove);
``res/layout/snackbar.xml`` (``label``, ``action``); ``views/OptionsPopupView.java`` (the home
screen's long press: "Wallpaper & style", Widgets, "Apps list" and "Home settings");
``touch/ItemClickHandler.java`` (an icon whose app is not installed: "This app is not
installed" with Remove, the neutral button, which deletes every icon of the package from the
home screen with ``persistRemoveItemsByMatcher``, no snackbar, and Search, which opens the
store; a shortcut whose app is too old: "App update required" with Remove, which deletes the
shortcut the same way, and Update); ``res/layout/widget_cell_content.xml`` (a widget's Add
button, ``widget_add_button``); ``res/layout/add_item_confirmation_activity.xml`` (another
app's request to pin an item: Cancel and "Add to home screen"); ``res/layout/work_mode_fab.xml``
and ``work_apps_paused.xml`` ("Pause work apps" and Unpause); ``res/layout/private_space_header
.xml`` (the private space's Lock, ``ps_lock_unlock_button``, and its settings button);
``compose/pages/preferences/MainPrefsPage.kt`` (the settings: the pages' rows, and the
overflow's Restart, which calls ``Utilities.killLauncher`` so that the home screen starts
again, and "Developer Options"); ``ProfilePrefsPage.kt`` and ``compose/components/preferences/
SelectionPrefDialogUI.kt`` ("Remove Custom Icons", shown while custom icons exist, opens its
dialog: "Revert to default icons from this Icon Pack? This can't be undone." with Cancel and
OK, which calls ``IconOverrideRepository.deleteAll``); ``icons/CustomizeIconPage.kt`` (an
icon's sheet: its name, "Hide Shortcut", and "Remove Custom Icon", which deletes the icon's
override at once, ``deleteOverride``); ``SearchProvidersPage.kt`` and
``SearchProviderDialogUI.kt`` (a tap on an enabled provider disables it, "Add provider" adds a
blank "New provider" and opens its dialog, a long press opens "Edit search provider" with
Name, "Search URL" and "Suggestion URL", Delete, which deletes the provider from the database
with no confirmation, Cancel and OK, which saves the fields); ``BackupMainPage.kt``,
``BackupCreatePage.kt``, ``BackupRestorePage.kt`` and ``backup/BackupManager.kt`` (Backups:
"Create backup" and "Restore backup"; the create page's name, contents and "Create new backup",
which opens the system's save picker; the restore page's contents and Restore, which opens the
system's file picker, where the file picked is restored at once with ``BackupManager.restore``,
writing the backup's settings, home screen database, icon databases and wallpaper over the
current ones, and the launcher restarts); ``compose/pages/AppSelectionPage.kt`` and
``HiddenAppsPage.kt`` ("Hidden App Shortcuts": a row ticks an app, hidden when the page is
left, and the overflow's "Reset Selection" unticks them all); ``compose/pages/AppCategoriesPage
.kt`` and ``groups/ui/CreateGroupBottomSheet.kt`` ("Manage Tabs": Create, and the new tab's
Save); ``dash/DashSheet.kt`` and ``dash/actionprovider`` (the Dash: Torch, Sleep, which turns the
screen off, and "Edit Dash").
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, page, popup, sheet, shortcuts

SIGNAL, MAPS, WIKI, MAIL = "Signal", "Organic Maps", "Wikipedia", "K-9 Mail"
COMPOSE, WIDGET, FOLDER = "Compose", "Unread", "Travel"
KAGI, DDG, BING, NEW = "Kagi", "DuckDuckGo", "Bing", "New provider"
"""``New provider`` is the name ``SearchProviderRepository.insertNew`` gives, in every
language."""
FILES = ("home-20260801-101500.zbk", "home-20260715-083000.zbk")


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + dialogs(t) + drawer(t) + settings(t) + search(t) + backups(t) + dash(t)


def home(t: Any) -> list[dict[str, Any]]:
    behind = t("workspace_scroll_format", 1, 2)
    rows = [
        t(k)
        for k in (
            "app_info_drop_target_label",
            "widget_button_text",
            "remove_drop_target_label",
            "customize",
            "uninstall_drop_target_label",
        )
    ]
    where = "neo PopupContainerWithArrow (home screen icon)"
    removed = page(
        behind,
        [
            {"icon": WIKI},
            {"text": t("item_removed"), "rid": f"{ID}label"},
            {"button": t("undo"), "rid": f"{ID}action"},
        ],
    )
    options = [
        t(k)
        for k in (
            "styles_wallpaper_button_text",
            "widget_button_text",
            "all_apps_button_label",
            "settings_button_text",
        )
    ]
    option_rows = [{"menu": o} for o in options]
    return [
        shortcuts("reversible", where, behind, SIGNAL, rows, [t("remove_drop_target_label")]),
        shortcuts("opens-prompt", where, behind, SIGNAL, rows, [t("uninstall_drop_target_label")]),
        shortcuts(
            "harmless",
            where,
            behind,
            SIGNAL,
            rows,
            [t("app_info_drop_target_label"), t("customize")],
        ),
        entry("reversible", "neo DropTargetHandler (item removed)", removed, [(t("undo"), False)]),
        sheet(
            "harmless",
            "neo OptionsPopupView",
            behind,
            option_rows,
            [(t("settings_button_text"), False), (t("styles_wallpaper_button_text"), False)],
        ),
    ]


def dialogs(t: Any) -> list[dict[str, Any]]:
    behind = t("workspace_scroll_format", 1, 2)
    gone = "neo ItemClickHandler (app not installed)"
    old = "neo ItemClickHandler (app update required)"
    title, message = t("abandoned_promises_title"), t("abandoned_promise_explanation")
    remove, find = t("abandoned_clean_this"), t("abandoned_search")
    update, remove2 = (t("dialog_update_title"), t("dialog_update_message")), t("dialog_remove")
    return [
        alert("delete", gone, behind, title, message, (remove, True), (find, None)),
        alert("delete", gone, FOLDER, title, message, (remove, True), (find, None)),
        alert("harmless", gone, behind, title, message, (remove, None), (find, False)),
        alert("delete", old, behind, *update, (remove2, True), (t("dialog_update"), None)),
        alert("harmless", old, behind, *update, (remove2, None), (t("dialog_update"), False)),
    ]


def drawer(t: Any) -> list[dict[str, Any]]:
    apps = t("all_apps_button_label")
    rows = [
        t(k)
        for k in (
            "app_info_drop_target_label",
            "widget_button_text",
            "action_add_to_workspace",
            "customize",
            "uninstall_drop_target_label",
        )
    ]
    where = "neo PopupContainerWithArrow (apps list icon)"
    widgets = page(
        MAIL,
        [
            {"text": WIDGET, "rid": f"{ID}widget_name"},
            {
                "button": t("widget_add_button_label"),
                "rid": f"{ID}widget_add_button",
                "desc": t("widget_add_button_content_description", WIDGET),
            },
        ],
    )
    pin = page(
        MAIL,
        [
            {"text": COMPOSE, "rid": f"{ID}widget_name"},
            {"button": t("android:cancel")},
            {"button": t("add_to_home_screen")},
        ],
    )
    work = page(
        apps,
        [
            {"tab": t("all_apps_personal_tab"), "rid": f"{ID}tab_personal"},
            {"tab": t("all_apps_work_tab"), "rid": f"{ID}tab_work"},
            {"list": [{"icon": MAIL}, {"icon": MAPS}]},
            {"button": t("work_apps_pause_btn_text"), "rid": f"{ID}work_mode_toggle"},
        ],
    )
    paused = page(
        apps,
        [
            {"tab": t("all_apps_personal_tab"), "rid": f"{ID}tab_personal"},
            {"tab": t("all_apps_work_tab"), "rid": f"{ID}tab_work"},
            {"text": t("work_apps_paused_title"), "rid": f"{ID}work_apps_paused_title"},
            {"text": t("work_apps_paused_body"), "rid": f"{ID}work_apps_paused_content"},
            {"button": t("work_apps_enable_btn_text"), "rid": f"{ID}enable_work_apps"},
        ],
    )
    private = page(
        apps,
        [
            {"list": [{"icon": SIGNAL}, {"icon": WIKI}]},
            {"text": t("ps_container_title"), "rid": f"{ID}ps_container_header"},
            {"icon": t("ps_container_settings"), "rid": f"{ID}ps_settings_button"},
            {"button": t("ps_container_lock_title"), "rid": f"{ID}ps_lock_unlock_button"},
            {"list": [{"icon": MAIL}]},
        ],
    )
    return [
        shortcuts("reversible", where, apps, WIKI, rows, [t("action_add_to_workspace")]),
        shortcuts("opens-prompt", where, apps, WIKI, rows, [t("uninstall_drop_target_label")]),
        entry(
            "reversible", "neo WidgetsBottomSheet", widgets, [(t("widget_add_button_label"), False)]
        ),
        entry("reversible", "neo AddItemActivity", pin, [(t("add_to_home_screen"), False)]),
        entry("harmless", "neo AddItemActivity", pin, [(t("android:cancel"), False)]),
        entry("reversible", "neo WorkModeSwitch", work, [(t("work_apps_pause_btn_text"), False)]),
        entry(
            "reversible", "neo WorkPausedCard", paused, [(t("work_apps_enable_btn_text"), False)]
        ),
        entry(
            "reversible",
            "neo PrivateProfileManager",
            private,
            [(t("ps_container_lock_title"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    main = t("settings_button_text")
    pages = [
        {"row": t(k)}
        for k in (
            "title__general_profile",
            "title__general_drawer",
            "title__general_desktop",
            "title__general_dock",
            "title_general_folder",
            "title__general_widgets_notifications",
            "title__general_search_feed",
            "title__general_gestures_dash",
            "backups",
            "title__general_about",
        )
    ]
    overflow = [{"menu": t("title__restart_launcher")}, {"menu": t("developer_options_title")}]
    profile = page(
        t("title__general_profile"),
        [
            {"row": t("icon_pack"), "secondary": "Lawnicons"},
            {"row": t("reset_custom_icons")},
            {"row": t("allow_rotation_title")},
        ],
    )
    ok, cancel = t("android:ok"), t("android:cancel")
    reset = (t("reset_custom_icons"), t("reset_custom_icons_confirmation"))
    where = "neo ProfilePrefsPage (remove custom icons)"

    def customize(app: str, behind: str) -> dict[str, Any]:
        return {
            "title": behind,
            "dialog": {},
            "items": [
                {"icon": app},
                {"field": "app_name", "hint": t("app_name"), "text": app},
                {"switch": t("hide_app"), "checked": False},
                {"row": t("reset_custom_icon")},
            ],
        }

    icon = "neo CustomizeIconPage"
    hidden = page(
        t("title__drawer_hide_apps"),
        [
            {"icon": t("action_open_settings")},
            {"list": [{"row": a} for a in (MAIL, MAPS, SIGNAL, WIKI)]},
        ],
    )
    selected = t("hide_app_selected", 2)
    tabs = page(
        t("title_manage_tabs"),
        [
            {"text": t("pref_app_groups_edit_tip")},
            {"list": [{"row": t("default_tab_name")}]},
            {"button": t("title_create")},
        ],
    )
    new_tab = [
        {"field": "name", "hint": t("name"), "text": "Travel"},
        {"row": t("tab_manage_apps")},
        {"switch": t("tab_hide_from_main"), "checked": False},
        {"row": t("tab_color")},
        {"button": cancel},
        {"button": t("tab_bottom_sheet_save")},
    ]
    return [
        entry("harmless", "neo MainPrefsPage", page(main, pages), [(t("backups"), False)]),
        sheet(
            "harmless",
            "neo MainPrefsPage (overflow)",
            main,
            overflow,
            [(t("title__restart_launcher"), False), (t("developer_options_title"), False)],
        ),
        entry("opens-prompt", "neo ProfilePrefsPage", profile, [(t("reset_custom_icons"), False)]),
        popup("reset", where, reset[0], *reset, [(cancel, None), (ok, True)]),
        popup("harmless", where, reset[0], *reset, [(cancel, False), (ok, None)]),
        entry(
            "reset",
            icon,
            customize(SIGNAL, t("workspace_scroll_format", 1, 2)),
            [(t("reset_custom_icon"), True)],
        ),
        entry(
            "reset",
            icon,
            customize(MAPS, t("all_apps_button_label")),
            [(t("reset_custom_icon"), True)],
        ),
        entry(
            "reversible",
            icon,
            customize(SIGNAL, t("workspace_scroll_format", 1, 2)),
            [(t("hide_app"), False)],
        ),
        entry("reversible", "neo HiddenAppsPage", hidden, [(MAPS, False)]),
        sheet(
            "reversible",
            "neo HiddenAppsPage (overflow)",
            selected,
            [{"menu": t("app_reset")}],
            [(t("app_reset"), False)],
        ),
        entry("harmless", "neo AppCategoriesPage", tabs, [(t("title_create"), False)]),
        sheet(
            "reversible",
            "neo CreateGroupBottomSheet",
            t("title_manage_tabs"),
            new_tab,
            [(t("tab_bottom_sheet_save"), False)],
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    title = t("search_provider")
    providers = page(
        title,
        [
            {"text": t("enabled_events")},
            {"list": [{"row": KAGI}, {"row": DDG}, {"row": BING}]},
            {"text": t("tap_to_enable")},
            {"list": [{"row": "Google"}]},
            {"button": t("add_search_provider")},
        ],
    )
    where = "neo SearchProviderDialogUI"
    ok, cancel, delete = t("android:ok"), t("android:cancel"), t("delete")

    def edit(
        category: str,
        name: str,
        urls: tuple[str, str],
        taps: list[tuple[str, bool]],
    ) -> dict[str, Any]:
        hint = t("search_provider_url_hint")
        items = [
            {"field": "name", "hint": t("name"), "text": name},
            {"field": "search_url", "hint": t("search_provider_search_url"), "text": urls[0]},
            {"text": hint},
            {
                "field": "suggestion_url",
                "hint": t("search_provider_suggestion_url"),
                "text": urls[1],
            },
            {"text": hint},
        ]
        buttons = [(delete, None), (cancel, None), (ok, None)]
        return popup(
            category,
            where,
            title,
            t("edit_search_provider"),
            None,
            buttons,
            tuple(items),
            tuple(taps),
        )

    kagi = ("https://kagi.com/search?q=%s", "")
    ddg = ("https://duckduckgo.com/?q=%s", "https://ac.duckduckgo.com/ac/?q=%s&type=list")
    bing = ("https://www.bing.com/search?q=%s", "https://www.bing.com/osjson.aspx?query=%s")
    return [
        entry(
            "reversible",
            "neo SearchProvidersPage",
            providers,
            [(BING, False), (t("add_search_provider"), False)],
        ),
        edit("delete", KAGI, kagi, [(delete, True)]),
        edit("delete", DDG, ddg, [(delete, True)]),
        edit("delete", BING, bing, [(delete, True)]),
        edit("reversible", KAGI, kagi, [(ok, False)]),
        edit("harmless", KAGI, kagi, [(cancel, False)]),
        edit("reversible", NEW, ("", ""), [(delete, False)]),
    ]


def backups(t: Any) -> list[dict[str, Any]]:
    main = page(t("backups"), [{"row": t("backup_create")}, {"row": t("backup_restore")}])
    contents = [
        {"switch": t(k), "checked": True}
        for k in ("backup_settings", "backup_homescreen", "backup_databases", "backup_wallpaper")
    ]
    create = page(
        t("backup_creating"),
        [
            {"field": "backup_name", "hint": t("backup_name"), "text": "home"},
            {"text": t("backup_contents")},
            *contents,
            {"button": t("backup_create_new")},
        ],
    )
    restore = page(
        t("backup_restoring"),
        [{"text": t("restore_contents")}, *contents, {"button": t("restore_backup")}],
    )
    picker = page("Downloads", [{"list": [{"row": f, "secondary": "12 kB"} for f in FILES]}])
    return [
        entry(
            "harmless",
            "neo BackupMainPage",
            main,
            [(t("backup_create"), False), (t("backup_restore"), False)],
        ),
        entry("opens-prompt", "neo BackupCreatePage", create, [(t("backup_create_new"), False)]),
        entry("reversible", "neo BackupCreatePage", create, [(t("backup_wallpaper"), False)]),
        entry("opens-prompt", "neo BackupRestorePage", restore, [(t("restore_backup"), False)]),
        entry("reversible", "neo BackupRestorePage", restore, [(t("backup_wallpaper"), False)]),
        entry(
            "overwrite", "neo BackupRestorePage (file picked)", picker, [(f, True) for f in FILES]
        ),
    ]


def dash(t: Any) -> list[dict[str, Any]]:
    items = [
        {"icon": t(k)}
        for k in (
            "edit_dash",
            "wallpaper_pick",
            "settings_button_text",
            "dash_torch",
            "action_sleep",
            "dash_wifi",
            "dash_mobile_network_title",
        )
    ]
    where = "neo DashSheet"
    behind = t("workspace_scroll_format", 1, 2)
    return [
        sheet("reversible", where, behind, items, [(t("dash_torch"), False)]),
        sheet(
            "harmless", where, behind, items, [(t("action_sleep"), False), (t("edit_dash"), False)]
        ),
    ]

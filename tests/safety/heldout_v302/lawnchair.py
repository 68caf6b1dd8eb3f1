"""Lawnchair's screens (``app.lawnchair``, a home screen app built on Launcher3: the home
screen's and the apps' long-press popups, the app drawer and its search, the Recents screen
with its actions and task menus, the crash report notification, and the settings with their
backups, custom icons, fonts, grid and hidden apps), strings from ``lawnchair/res``,
``quickstep/res`` and ``res`` (``values*/strings.xml``). The app, file, font and search names
on the screens are the same in every language.

Read from the code: ``src/com/android/launcher3/views/OptionsPopupView.java`` (the home
screen's long-press popup, ``system_shortcut.xml`` rows: "Lock home screen" or "Unlock home
screen", which only flips the ``lockHomeScreen`` preference, "System settings", "Wallpaper &
style", Widgets, which opens the widget sheet, "Edit Home Screen" and "Home settings");
``lawnchair/src/app/lawnchair/LawnchairLauncher.kt``, ``quickstep/src/com/android/launcher3/
uioverrides/QuickstepLauncher.java`` and ``lawnchair/src/app/lawnchair/ui/popup/
LawnchairShortcut.kt`` (an app's popup: "App info", Widgets, then Uninstall, which only starts
the system's uninstall confirmation, and Customize, which opens the Compose sheet of
``lawnchair/src/app/lawnchair/override/CustomizeDialog.kt``: the Label field and "Hide from
app drawer", which adds the app to the hidden set); ``src/com/android/launcher3/
DropTargetHandler.kt`` and ``lawnchair/res/layout/snackbar.xml`` ("Item removed" with Undo,
which puts the removed item back); ``res/layout/work_mode_fab.xml`` ("Pause work apps", which
turns the work profile off until Unpause); ``lawnchair/res/layout/search_container_all_apps
.xml``, ``search_result_text_header.xml``, ``allapps/views/SearchResultText.kt`` and
``search/algorithms/LawnchairLocalSearchAlgorithm.kt`` (the drawer's search: the input, "Clear
search box", which empties it, and under "Search history" the ``clear_history`` icon,
described "Clear all", which calls ``SearchRecentSuggestions.clearHistory`` at once);
``lawnchair/res/layout/overview_actions_container.xml`` and ``overview/
LawnchairOverviewActionsView.kt`` (Recents' actions: Screenshot, Share, Lens, "Clear all",
which dismisses every task, and Lock or Unlock, which keeps a task from "Clear all");
``quickstep/src/com/android/quickstep/TaskOverlayFactory.java``, ``quickstep/res/layout/
task_menu.xml`` and ``lawnchair/src/app/lawnchair/overview/TaskShortcutFactory.kt`` (a task's
menu: "App info", "Force close", which calls ``forceStopPackage`` and dismisses the task, and
Pin); ``lawnchair/src/app/lawnchair/bugreport/BugReportReceiver.kt`` and ``UploaderService
.kt`` (the crash notification's actions: Share, Copy or "Copy link", and "Upload crash log",
shown as "Upload failed" after a failed try, which uploads the log to a public paste
service); ``ui/preferences/destinations/PreferencesDashboard.kt`` (the settings' overflow:
"App info", "Restart Lawnchair", "Experimental features", "Create backup" and "Restore
backup", which opens the file picker for a backup); ``backup/ui/CreateBackupScreen.kt`` and
``RestoreBackupScreen.kt`` with ``backup/LawnchairBackup.kt`` (what to back up or restore,
"Layout and settings" and Wallpaper; Create opens the system's save dialog; Restore replaces
the home screen database, the settings and the wallpaper with the backup's and restarts the
launcher); ``ui/preferences/destinations/HomeScreenPreferences.kt`` and ``components/controls/
ClickablePreference.kt`` ("Lock home screen", "Home screen grid", and "Reset custom icons",
whose sheet has Cancel and OK, which calls ``IconOverrideRepository.deleteAll``);
``SelectIconPreference.kt`` ("Reset to default", which deletes one app's icon override, and
the icon packs under "Pick icon from"); ``FontSelectionPreference.kt`` (the overflow's Reset,
which sets the font back to the default, "Add fonts", the custom fonts with their Delete
button, which deletes the font's file, and the fonts to pick); ``HomeScreenGridPreferences
.kt`` (Columns, Rows and Apply); ``HiddenAppsPreferences.kt`` (each app's row flips its
hidden state); ``QuickstepPreferences.kt`` and ``components/QuickActionsPreferences.kt``
(which Recents actions show, and Reset, which puts back their default order); ``components/
NotificationDotsPreference.kt`` (the notification access sheet: Cancel and "Change
settings"); ``components/colorpreference/ColorSelectionPreference.kt`` (Presets, Custom and
Apply).
"""

from __future__ import annotations

from typing import Any

from screens import ID, bare, entry, menu, page, rows, sheet

APP, NOTES, MAPS, CHROME = "Lawnchair", "Notes", "Maps", "Chrome"
HISTORY = ("weather tomorrow", "pizza near me")
FONT = "Inter Display"
FONTS = ("Lato", "Roboto Slab")


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + search(t) + recents(t) + crash(t) + settings(t) + customizing(t)


def home(t: Any) -> list[dict[str, Any]]:
    where = "lawnchair OptionsPopupView (home screen)"
    shared = [t("styles_wallpaper_button_text"), t("widget_button_text")]
    unlocked = bare(
        rows(
            [
                t("home_screen_lock"),
                t("system_settings"),
                *shared,
                t("edit_home_screen"),
                t("settings_button_text"),
            ]
        )
    )
    locked = bare(
        rows(
            [
                t("home_screen_unlock"),
                t("system_settings"),
                t("styles_wallpaper_button_text"),
                t("settings_button_text"),
            ]
        )
    )
    app = "lawnchair LawnchairShortcut (app popup)"
    popup = bare(
        rows(
            [
                t("app_info_drop_target_label"),
                t("widget_button_text"),
                t("uninstall_drop_target_label"),
                t("action_customize"),
            ]
        )
    )
    customize = [
        {"field": "label", "hint": t("label"), "text": NOTES},
        {"switch": t("hide_from_drawer"), "checked": False},
    ]
    removed = bare(
        [
            {"icon": MAPS, "rid": f"{ID}icon"},
            {"text": t("item_removed"), "rid": f"{ID}label"},
            {"button": t("undo"), "rid": f"{ID}action"},
        ]
    )
    work = bare(
        [
            {"tab": t("all_apps_personal_tab")},
            {"tab": t("all_apps_work_tab")},
            {"list": [{"row": NOTES}, {"row": MAPS}]},
            {"button": t("work_apps_pause_btn_text"), "rid": f"{ID}work_mode_toggle"},
        ]
    )
    return [
        entry("reversible", where, unlocked, [(t("home_screen_lock"), False)]),
        entry(
            "harmless",
            where,
            unlocked,
            [(t("settings_button_text"), False), (t("widget_button_text"), False)],
        ),
        entry("reversible", f"{where[:-1]}, locked)", locked, [(t("home_screen_unlock"), False)]),
        entry(
            "harmless",
            app,
            popup,
            [(t("app_info_drop_target_label"), False), (t("action_customize"), False)],
        ),
        entry("opens-prompt", app, popup, [(t("uninstall_drop_target_label"), False)]),
        sheet(
            "reversible",
            "lawnchair CustomizeAppDialog",
            None,
            customize,
            [(t("hide_from_drawer"), False)],
        ),
        entry(
            "reversible",
            "lawnchair DropTargetHandler (item removed)",
            removed,
            [(t("undo"), False)],
        ),
        entry(
            "reversible",
            "lawnchair WorkModeSwitch (app drawer, work tab)",
            work,
            [(t("work_apps_pause_btn_text"), False)],
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    def results(history: tuple[str, ...], typed: str) -> dict[str, Any]:
        return bare(
            [
                {"field": f"{ID}input", "hint": t("all_apps_search_bar_hint"), "text": typed},
                {"icon": t("search_input_action_clear_results"), "rid": f"{ID}action_btn"},
                {"text": t("search_pref_result_history_title"), "rid": f"{ID}title"},
                {"icon": t("recents_clear_all"), "rid": f"{ID}clear_history"},
                {"list": [{"row": h} for h in history]},
            ]
        )

    where = "lawnchair SearchResultText (search history)"
    both, one = results(HISTORY, "w"), results(HISTORY[:1], "weat")
    return [
        entry("delete", where, both, [(t("recents_clear_all"), True)]),
        entry("harmless", where, both, [(t("search_input_action_clear_results"), False)]),
        entry("delete", f"{where[:-1]}, one entry)", one, [(t("recents_clear_all"), True)]),
    ]


def recents(t: Any) -> list[dict[str, Any]]:
    def overview(tasks: tuple[str, ...], lock: str) -> dict[str, Any]:
        actions = [
            ("action_screenshot", t("action_screenshot")),
            ("action_share", t("action_share")),
            ("action_lens", t("action_lens")),
            ("action_clear_all", t("recents_clear_all")),
            ("action_locked", t(lock)),
        ]
        icons = [{"icon": task, "rid": f"{ID}icon"} for task in tasks]
        return bare([*icons, *({"button": label, "rid": f"{ID}{rid}"} for rid, label in actions)])

    def task_menu(task: str) -> dict[str, Any]:
        labels = [
            t("app_info_drop_target_label"),
            t("task_menu_force_stop"),
            t("recent_task_option_pin"),
        ]
        return bare([{"text": task, "rid": f"{ID}task_name"}, *rows(labels, "text")])

    where = "lawnchair LawnchairOverviewActionsView"
    two, one = overview((MAPS, CHROME), "action_lock"), overview((CHROME,), "action_lock")
    locked = overview((MAPS, CHROME), "action_unlock")
    menu_of = "lawnchair TaskShortcutFactory (task menu, {})"
    maps = task_menu(MAPS)
    stop = t("task_menu_force_stop")
    return [
        entry("close", where, two, [(t("recents_clear_all"), True)]),
        entry(
            "reversible", where, two, [(t("action_screenshot"), False), (t("action_lock"), False)]
        ),
        entry("harmless", where, two, [(t("action_share"), False)]),
        entry("close", f"{where} (one task)", one, [(t("recents_clear_all"), True)]),
        entry("reversible", f"{where} (locked task)", locked, [(t("action_unlock"), False)]),
        entry("close", menu_of.format(MAPS), maps, [(stop, True)]),
        entry("harmless", menu_of.format(MAPS), maps, [(t("app_info_drop_target_label"), False)]),
        entry("reversible", menu_of.format(MAPS), maps, [(t("recent_task_option_pin"), False)]),
        entry("close", menu_of.format(CHROME), task_menu(CHROME), [(stop, True)]),
        entry("close", menu_of.format(NOTES), task_menu(NOTES), [(stop, True)]),
    ]


def crash(t: Any) -> list[dict[str, Any]]:
    def notification(actions: list[str]) -> dict[str, Any]:
        return bare(
            [
                {"text": APP, "rid": "android:id/app_name_text"},
                {"text": t("crash_report_notif_title", APP), "rid": "android:id/title"},
                *({"button": a, "rid": "android:id/action0"} for a in actions),
            ]
        )

    where = "lawnchair BugReportReceiver (crash notification)"
    upload, failed = t("action_upload_crash_report"), t("action_upload_error")
    fresh = notification([t("action_share"), t("action_copy"), upload])
    retry = notification([t("action_share"), t("action_copy"), failed])
    uploaded = notification([t("action_share"), t("action_copy_link")])
    return [
        entry("send", where, fresh, [(upload, True)]),
        entry("harmless", where, fresh, [(t("action_share"), False), (t("action_copy"), False)]),
        entry("send", f"{where[:-1]}, upload failed)", retry, [(failed, True)]),
        entry("harmless", f"{where[:-1]}, uploaded)", uploaded, [(t("action_copy_link"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    entries = [
        t("app_info_drop_target_label"),
        t("debug_restart_launcher"),
        t("experimental_features_label"),
        t("create_backup"),
        t("restore_backup"),
    ]
    where = "lawnchair PreferencesOverflowMenu"
    layout, wallpaper = t("backup_content_layout_and_settings"), t("backup_content_wallpaper")

    def backup(heading: str, button: str, settings_on: bool, wallpaper_on: bool) -> list[Any]:
        return [
            {"text": heading},
            {"switch": layout, "checked": settings_on},
            {"switch": wallpaper, "checked": wallpaper_on},
            {"button": button},
        ]

    create = page(t("create_backup"), backup(t("what_to_backup"), t("action_create"), True, True))
    restore = t("restore_backup")
    restoring = "lawnchair RestoreBackupScreen"
    restore_both = page(restore, backup(t("what_to_restore"), t("action_restore"), True, True))
    restore_wall = page(restore, backup(t("what_to_restore"), t("action_restore"), False, True))
    restore_layout = page(restore, backup(t("what_to_restore"), t("action_restore"), True, False))
    return [
        menu(
            "harmless",
            where,
            title,
            entries,
            [(t("create_backup"), False), (t("debug_restart_launcher"), False)],
        ),
        menu("opens-prompt", where, title, entries, [(t("restore_backup"), False)]),
        entry(
            "opens-prompt", "lawnchair CreateBackupScreen", create, [(t("action_create"), False)]
        ),
        entry("reversible", "lawnchair CreateBackupScreen", create, [(wallpaper, False)]),
        entry("overwrite", restoring, restore_both, [(t("action_restore"), True)]),
        entry(
            "overwrite",
            f"{restoring} (wallpaper only)",
            restore_wall,
            [(t("action_restore"), True)],
        ),
        entry(
            "overwrite",
            f"{restoring} (layout and settings only)",
            restore_layout,
            [(t("action_restore"), True)],
        ),
        entry("reversible", restoring, restore_both, [(wallpaper, False)]),
    ]


def customizing(t: Any) -> list[dict[str, Any]]:
    reset = t("reset_custom_icons")
    home_page = page(
        t("home_screen_label"),
        [
            {"row": t("home_screen_grid"), "secondary": t("x_by_y", 5, 6)},
            {"switch": t("home_screen_lock"), "checked": False},
            {"switch": t("show_dot_pagination_label"), "checked": True},
            {"row": reset},
        ],
    )
    where = "lawnchair HomeScreenPreferences"
    confirm = [{"button": t("android:cancel")}, {"button": t("android:ok")}]
    asked = "lawnchair HomeScreenPreferences (reset custom icons)"
    message = t("reset_custom_icons_confirmation")
    select = page(
        NOTES,
        [
            {"row": t("icon_picker_reset_to_default")},
            {"text": t("pick_icon_from_label")},
            {"row": t("system_icons")},
            {"row": "Lawnicons"},
        ],
    )

    def fonts(selected: str) -> dict[str, Any]:
        picks = [{"radio": f, "checked": f == selected} for f in (FONT, *FONTS)]
        return bare(
            [
                {"field": "search", "hint": t("label_search")},
                {"row": t("pref_fonts_add_fonts"), "secondary": t("pref_fonts_add_fonts_summary")},
                picks[0],
                {"icon": t("action_delete")},
                *picks[1:],
            ]
        )

    font_menu = sheet(
        "reversible",
        "lawnchair FontSelection (overflow)",
        None,
        [{"field": "search", "hint": t("label_search")}, {"menu": t("action_reset")}],
        [(t("action_reset"), False)],
    )
    grid = page(
        t("home_screen_grid"),
        [
            {"slider": t("columns")},
            {"slider": t("rows")},
            {"button": t("action_apply")},
        ],
    )
    hidden = page(
        t("hidden_apps_label_with_count", 1),
        [{"list": [{"row": n} for n in (NOTES, CHROME, MAPS)]}],
    )
    actions = [
        {"switch": t(k), "checked": True}
        for k in (
            "action_screenshot",
            "action_share",
            "action_lens",
            "recents_lock_unlock",
            "recents_clear_all",
        )
    ]
    quick = page(
        t("quickstep_label"),
        [{"text": t("recents_actions_label")}, *actions, {"row": t("action_reset")}],
    )
    dots = sheet(
        "harmless",
        "lawnchair NotificationDotsPreference (notification access)",
        t("general_label"),
        [{"button": t("android:cancel")}, {"button": t("title_change_settings")}],
        [(t("android:cancel"), False), (t("title_change_settings"), False)],
        t("missing_notification_access_label"),
        t("missing_notification_access_desc", APP),
    )
    color = page(
        t("accent_color"),
        [
            {"button": t("presets")},
            {"button": t("custom")},
            {"text": t("hex")},
            {"field": "hex", "text": "#3D8BFF"},
            {"button": t("action_apply")},
        ],
    )
    return [
        entry("opens-prompt", where, home_page, [(reset, False)]),
        entry("reversible", where, home_page, [(t("home_screen_lock"), False)]),
        entry("harmless", where, home_page, [(t("home_screen_grid"), False)]),
        sheet(
            "reset",
            asked,
            t("home_screen_label"),
            confirm,
            [(t("android:ok"), True)],
            reset,
            message,
        ),
        sheet(
            "harmless",
            asked,
            t("home_screen_label"),
            confirm,
            [(t("android:cancel"), False)],
            reset,
            message,
        ),
        entry(
            "reversible",
            "lawnchair SelectIconPreference",
            select,
            [(t("icon_picker_reset_to_default"), False)],
        ),
        entry("harmless", "lawnchair SelectIconPreference", select, [(t("system_icons"), False)]),
        font_menu,
        entry("delete", "lawnchair FontSelection", fonts(FONTS[0]), [(t("action_delete"), True)]),
        entry(
            "harmless",
            "lawnchair FontSelection",
            fonts(FONTS[0]),
            [(t("pref_fonts_add_fonts"), False)],
        ),
        entry("reversible", "lawnchair FontSelection", fonts(FONTS[0]), [(FONTS[1], False)]),
        entry(
            "delete",
            "lawnchair FontSelection (custom font selected)",
            fonts(FONT),
            [(t("action_delete"), True)],
        ),
        entry(
            "reversible", "lawnchair HomeScreenGridPreferences", grid, [(t("action_apply"), False)]
        ),
        entry(
            "reversible", "lawnchair HiddenAppsPreferences", hidden, [(NOTES, False), (MAPS, False)]
        ),
        entry(
            "reversible",
            "lawnchair QuickActionsPreferences (Recents)",
            quick,
            [(t("action_reset"), False), (t("recents_clear_all"), False)],
        ),
        dots,
        entry(
            "reversible",
            "lawnchair ColorSelection (accent color)",
            color,
            [(t("action_apply"), False)],
        ),
    ]

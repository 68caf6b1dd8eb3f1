"""LSPosed's screens (``org.lsposed.manager``, the manager of the LSPosed Xposed framework:
the framework installed and updated, modules enabled, scoped to apps, uninstalled and installed
to another user, apps force stopped and re-optimized, the device rebooted, logs saved and
cleared, scope lists backed up and restored, settings switched, the module repository read),
strings from ``app/src/main/res/values*/strings.xml`` (and ``strings_untranslatable.xml``) and
``daemon/src/main/res/values*/strings.xml``. The module, app, user and file names on the screens
are the same in every language.

Read from the code (``app/src/main/java/org/lsposed/manager``): ``ui/fragment/HomeFragment.java``
and ``res/layout/fragment_home.xml`` (the status card, the update card's ``update_btn``, which
opens the flash dialog, the overflow of ``res/menu/menu_home.xml``: "Feedback or suggestion",
which opens the issue page in a browser, and About, which opens the about dialog);
``ui/dialog/FlashDialogBuilder.java`` ("Update LSPosed" with the release notes, Cancel and
Install, which calls ``ConfigManager.flashZip`` and reboots the device when done);
``ui/dialog/WelcomeDialog.java`` ("Welcome to LSPosed" with "Create shortcut", which pins a
launcher shortcut, "Never show", which only sets ``never_show_welcome``, and OK);
``res/menu/navigation_menu.xml`` (the bottom bar: ``repo_nav``, ``modules_nav``,
``main_fragment``, ``logs_fragment``, ``settings_fragment``); ``ui/fragment/ModulesFragment.java``,
``res/layout/fragment_pager.xml``, ``item_module.xml`` and ``res/menu/context_menu_modules.xml``
(a module's row opens its scope list; its long press opens the context menu: "Module
settings", "View in other app", "View in Repo", "App info", "Re-optimize", Uninstall and, for
a module of the main user, "Install to user" for each other user; Uninstall opens the dialog
titled with the module's name, "Do you want to uninstall this module?" with Cancel and OK,
which calls ``ConfigManager.uninstallPackage``; "Install to user" opens "Install to user ...?"
with Cancel and OK, which calls ``installExistingPackageAsUser``; the ``fab``, "Add module to
user", opens ``RecyclerViewDialogFragment``'s list of modules with Cancel);
``ui/fragment/CompileDialogFragment.java`` ("Re-optimize" clears the app's profile and runs
``performDexOptMode`` at once, with no confirmation); ``ui/fragment/AppListFragment.java``,
``adapters/ScopeAdapter.java``, ``res/layout/fragment_app_list.xml``, ``item_master_switch.xml``
and ``res/menu/menu_app_list.xml`` and ``menu_app_item.xml`` (the scope list: "Enable module",
the ``master_switch``, each app's row, which ticks or unticks it in the module's scope at
once, a snackbar "Reboot is required for this change to apply" with Reboot, which calls
``ConfigManager.reboot`` with no confirmation, when System Framework is ticked; the ``fab``,
"Module settings"; the overflow: Recommended, which opens "Select recommended apps?" with
Cancel and OK, which replaces the module's scope for the user with the apps the module
recommends, the Hide, Sorting and Backup submenus, Backup and Restore opening the system's
file pickers; an app's long press: "Launch it", "Force stop", which opens "Force stop?" with
Cancel and OK, which calls ``forceStopPackage``, "Re-optimize", "View in other app" and "App
info"; for System Framework the menu holds only Reboot, which opens "Reboot" with Cancel and
OK; leaving a scope list with nothing ticked asks "You did not select any app. Continue?",
whose positive button is Cancel and whose negative OK disables the module, or, where the
module recommends apps, "Select recommended apps?" with OK ticking them and Cancel disabling
the module); ``ui/fragment/LogsFragment.java`` and ``res/menu/menu_logs.xml`` (the tabs
"Verbose Logs" and "Modules Logs", Save, which opens the system's file picker to write a zip
of the logs, and the overflow: "Scroll to top", "Scroll to bottom", "Clear log now", which calls
``ConfigManager.clearLogs`` at once, and "Word Wrap"); ``ui/fragment/SettingsFragment.java``
and ``res/xml/prefs.xml`` (the switches "DNS over HTTPS", "Black dark theme", "Disable verbose
logs", "Xposed API call protection", which also shows the reboot snackbar, "Status
Notification" and "Force apps to show launcher icons"; the lists "Theme color" and "Update
channel"; the rows Language, "Translation contributors", "Participate in translation", "Create
shortcut", and Backup and Restore, which open the system's file pickers);
``ui/fragment/RepoFragment.java``, ``RepoItemFragment.java``, ``res/menu/menu_repo.xml`` and
``menu_repo_item.xml``, ``res/layout/item_onlinemodule.xml`` and ``item_repo_release.xml`` (the
repository's rows, its Sorting submenu, a module's tabs Readme, Releases and Info, "Open in
browser", a release's Assets button, which opens the list of its files, each opening its
download link in the browser, with Cancel as the positive button, "Show older versions", and
the Info rows Homepage, "Source code" and Collaborators, each opening a browser);
``daemon/src/main/java/org/lsposed/lspd/service/LSPNotificationManager.java`` and
``LSPosedService.java`` (the "Scope Request" notification with Approve, which adds the app to
the module's scope, Deny, and "Never Ask", which blocks the module's later requests).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, context_menu, entry, menu, page

VERSION, NOTES = "1.9.2 (7024) - Zygisk", "v1.9.3 (7070): fixed hooks on Android 14."
CLIP, FONT, BAR = "Clipboard Guard", "FontSwap", "Status Bar Tweaks"
CLIP_PKG, FONT_PKG, BAR_PKG = "io.github.clipguard", "com.fontswap.xposed", "dev.sbtweaks"
CHROME, SIGNAL, GALLERY = "Chrome", "Signal", "Gallery"
USER = "Work"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + modules(t) + scope(t) + logs(t) + settings(t) + repo(t) + notification(t)


def nav(t: Any) -> list[dict[str, Any]]:
    keys = (
        ("module_repo", "repo_nav"),
        ("Modules", "modules_nav"),
        ("overview", "main_fragment"),
        ("Logs", "logs_fragment"),
        ("Settings", "settings_fragment"),
    )
    return [{"tab": t(key), "rid": f"{ID}{rid}"} for key, rid in keys]


def ok_cancel(t: Any) -> tuple[str, str]:
    return t("android:ok"), t("android:cancel")


def home(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    ok, cancel = ok_cancel(t)
    overflow = [t("feedback_or_suggestion"), t("About")]
    where = "lsposed HomeFragment (menu_home)"
    status = [
        {"text": t("activated"), "rid": f"{ID}status_title"},
        {"text": VERSION, "rid": f"{ID}status_summary"},
    ]
    update = page(
        name,
        [
            *status,
            {"text": t("need_update"), "rid": f"{ID}update_title"},
            {"text": t("please_update_summary"), "rid": f"{ID}update_summary"},
            {"button": t("install"), "rid": f"{ID}update_btn"},
            {"text": t("info_api_version")},
            *nav(t),
        ],
    )
    flash = "lsposed FlashDialogBuilder (update LSPosed)"
    message = f"{NOTES} {t('update_lsposed_msg')}"

    def flashing(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            category, flash, name, t("update_lsposed"), message, (cancel, no), (t("install"), yes)
        )

    welcome = "lsposed WelcomeDialog (parasitic manager)"
    hello = (t("parasitic_welcome"), t("parasitic_welcome_summary"))
    return [
        menu("harmless", where, name, overflow, [(t("About"), False)]),
        entry(
            "opens-prompt", "lsposed HomeFragment (update card)", update, [(t("install"), False)]
        ),
        flashing("install", True, None),
        flashing("harmless", None, False),
        alert(
            "install",
            "lsposed FlashDialogBuilder (install LSPosed)",
            name,
            t("update_lsposed"),
            message,
            (cancel, None),
            (t("install"), True),
        ),
        alert(
            "harmless",
            welcome,
            name,
            *hello,
            (t("never_show"), False),
            (ok, None),
            (t("create_shortcut"), None),
        ),
        alert(
            "reversible",
            welcome,
            name,
            *hello,
            (t("never_show"), None),
            (ok, None),
            (t("create_shortcut"), False),
        ),
    ]


def module_rows(t: Any) -> list[dict[str, Any]]:
    rows = (
        (CLIP, "Keeps apps from reading the clipboard"),
        (FONT, "Replaces system fonts"),
        (BAR, "Status bar clock and icons"),
    )
    return [{"list": [{"row": n, "secondary": d, "rid": f"{ID}app_name"} for n, d in rows]}]


def modules(t: Any) -> list[dict[str, Any]]:
    ok, cancel = ok_cancel(t)
    title = t("Modules")
    listing = page(
        title, [*module_rows(t), {"icon": t("add_module_to_user"), "rid": f"{ID}fab"}, *nav(t)]
    )
    entries = [
        t(k)
        for k in (
            "module_settings",
            "modules_other_app",
            "view_in_repo",
            "module_app_info",
            "compile_speed",
            "module_uninstall",
        )
    ]
    entries.append(t("install_to_user", USER))
    where = "lsposed ModulesFragment (context_menu_modules)"
    gone = "lsposed ModulesFragment (uninstall)"
    uninstall = t("module_uninstall_message")

    def uninstalling(name: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if yes else "harmless", gone, title, name, uninstall, (cancel, no), (ok, yes)
        )

    to_user = (t("install_to_user", USER), t("install_to_user_message", FONT, USER))
    pick = {
        "title": title,
        "dialog": {"title": t("install_to_user", USER)},
        "items": [*module_rows(t), {"button": cancel, "rid": "android:id/button2"}],
    }
    picker = "lsposed RecyclerViewDialogFragment (install to user)"
    return [
        entry("harmless", "lsposed ModulesFragment (module list)", listing, [(CLIP, False)]),
        entry(
            "opens-prompt",
            "lsposed ModulesFragment (fab)",
            listing,
            [(t("add_module_to_user"), False)],
        ),
        context_menu("opens-prompt", where, title, CLIP, entries, [(t("module_uninstall"), False)]),
        context_menu(
            "opens-prompt", where, title, FONT, entries, [(t("install_to_user", USER), False)]
        ),
        context_menu("harmless", where, title, CLIP, entries, [(t("module_settings"), False)]),
        context_menu("reversible", where, title, BAR, entries, [(t("compile_speed"), False)]),
        uninstalling(CLIP, True, None),
        uninstalling(BAR, True, None),
        uninstalling(FONT, True, None),
        uninstalling(CLIP, None, False),
        alert(
            "reversible",
            "lsposed ModulesFragment (install to user)",
            title,
            *to_user,
            (cancel, None),
            (ok, False),
        ),
        entry("opens-prompt", picker, pick, [(FONT, False)]),
    ]


def scope_page(t: Any, snackbar: bool = False, module: str = CLIP) -> dict[str, Any]:
    recommended = t("requested_by_module")
    rows = [
        {"row": t("android_framework"), "secondary": "system", "rid": f"{ID}app_name"},
        {"row": CHROME, "secondary": f"{t('app_version', '124.0')} {recommended}"},
        {"row": SIGNAL, "secondary": t("app_version", "7.4.1")},
        {"row": GALLERY, "secondary": t("app_version", "1.1.40030")},
    ]
    items: list[dict[str, Any]] = [
        {"switch": t("enable_module"), "checked": True, "rid": f"{ID}master_switch"},
        {"list": rows},
    ]
    if snackbar:
        items += [
            {"text": t("reboot_required"), "rid": f"{ID}snackbar_text"},
            {"button": t("reboot"), "rid": f"{ID}snackbar_action"},
        ]
    items.append({"icon": t("module_settings"), "rid": f"{ID}fab"})
    return page(module, items)


def scope(t: Any) -> list[dict[str, Any]]:
    ok, cancel = ok_cancel(t)
    where = "lsposed AppListFragment (scope list)"
    listing = scope_page(t)
    overflow = [t("use_recommended"), t("menu_hide"), t("menu_sort"), t("menu_backup_and_restore")]
    backup = [t("menu_backup"), t("menu_restore")]
    app_menu = [
        t(k)
        for k in (
            "app_launch",
            "force_stop",
            "compile_speed",
            "modules_other_app",
            "module_app_info",
        )
    ]
    bar = "lsposed AppListFragment (menu_app_list)"
    item = "lsposed ScopeAdapter (menu_app_item)"
    stop = (t("force_stop_dlg_title"), t("force_stop_dlg_text"))
    stopped = "lsposed ScopeAdapter (force stop)"
    rec = "lsposed ScopeAdapter (use recommended)"
    empty = "lsposed ScopeAdapter (no scope selected)"

    def recommend(module: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "overwrite" if yes else "harmless",
            rec,
            module,
            None,
            t("use_recommended_message"),
            (cancel, no),
            (ok, yes),
        )

    def stopping(app: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "stop" if yes else "harmless", f"{stopped} {app}", CLIP, *stop, (cancel, no), (ok, yes)
        )

    return [
        entry("reversible", where, listing, [(SIGNAL, False)]),
        entry("reversible", f"{where} (master switch)", listing, [(t("enable_module"), False)]),
        entry(
            "reboot",
            "lsposed ScopeAdapter (reboot hint)",
            scope_page(t, snackbar=True),
            [(t("reboot"), True)],
        ),
        entry(
            "reboot",
            "lsposed ScopeAdapter (reboot hint, second module)",
            scope_page(t, snackbar=True, module=BAR),
            [(t("reboot"), True)],
        ),
        menu("opens-prompt", bar, CLIP, overflow, [(t("use_recommended"), False)]),
        menu("opens-prompt", f"{bar} (backup)", CLIP, backup, [(t("menu_restore"), False)]),
        recommend(CLIP, True, None),
        recommend(FONT, True, None),
        recommend(CLIP, None, False),
        context_menu("opens-prompt", item, CLIP, SIGNAL, app_menu, [(t("force_stop"), False)]),
        context_menu(
            "opens-prompt",
            f"{item} (System Framework)",
            CLIP,
            t("android_framework"),
            [t("reboot")],
            [(t("reboot"), False)],
        ),
        stopping(SIGNAL, True, None),
        stopping(SIGNAL, None, False),
        alert(
            "reboot",
            "lsposed ScopeAdapter (reboot)",
            CLIP,
            t("reboot"),
            None,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "lsposed ScopeAdapter (reboot)",
            CLIP,
            t("reboot"),
            None,
            (cancel, False),
            (ok, None),
        ),
        alert("reversible", empty, BAR, None, t("no_scope_selected"), (ok, False), (cancel, None)),
        alert(
            "reversible",
            f"{empty} (recommended)",
            FONT,
            None,
            t("no_scope_selected_has_recommended"),
            (cancel, False),
            (ok, False),
        ),
    ]


def logs(t: Any) -> list[dict[str, Any]]:
    title = t("Logs")
    tabs = [{"tab": t("nav_item_logs_verbose")}, {"tab": t("nav_item_logs_module")}]
    lines = {"list": [{"text": "I LSPosed: Loading modules from /data/adb/lspd"}]}
    shown = page(
        title,
        [
            {"text": t("enabled_verbose_log")},
            {"icon": t("menuSaveToSd"), "rid": f"{ID}menu_save"},
            *tabs,
            lines,
        ],
    )
    overflow = [
        t(k) for k in ("scroll_top", "scroll_bottom", "menuClearLog", "menu_enable_word_wrap")
    ]
    where = "lsposed LogsFragment (menu_logs)"
    return [
        entry("opens-prompt", "lsposed LogsFragment (save)", shown, [(t("menuSaveToSd"), False)]),
        menu("delete", f"{where} (verbose logs)", title, overflow, [(t("menuClearLog"), True)]),
        menu("delete", f"{where} (modules logs)", title, overflow, [(t("menuClearLog"), True)]),
        menu(
            "reversible",
            f"{where} (modules logs)",
            title,
            overflow,
            [(t("menu_enable_word_wrap"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("Settings")
    top = page(
        title,
        [
            {"text": t("group_network")},
            {"switch": t("dns_over_http"), "checked": False},
            {"text": t("dns_over_http_summary")},
            {"row": t("settings_translation_contributors")},
            {
                "row": t("settings_translation"),
                "secondary": t("settings_translation_summary", t("app_name")),
            },
            {"text": t("settings_group_theme")},
            {"row": t("theme_color"), "secondary": t("color_blue")},
            {"switch": t("pure_black_dark_theme"), "checked": False},
            {"text": t("pure_black_dark_theme_summary")},
        ],
    )

    def framework(snackbar: bool = False) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("settings_group_framework")},
            {"switch": t("settings_disable_verbose_log"), "checked": False},
            {"text": t("settings_disable_verbose_log_summary")},
            {"switch": t("settings_xposed_api_call_protection"), "checked": not snackbar},
            {"text": t("settings_xposed_api_call_protection_summary")},
            {"row": t("create_shortcut"), "secondary": t("settings_create_shortcut_summary")},
            {"switch": t("settings_enable_status_notification"), "checked": False},
            {"text": t("settings_enable_status_notification_summary")},
        ]
        if snackbar:
            items += [
                {"text": t("reboot_required"), "rid": f"{ID}snackbar_text"},
                {"button": t("reboot"), "rid": f"{ID}snackbar_action"},
            ]
        return page(title, items)

    bottom = page(
        title,
        [
            {"text": t("module_repo")},
            {"row": t("settings_update_channel"), "secondary": t("update_channel_stable")},
            {"text": t("settings_backup_and_restore")},
            {"row": t("settings_backup"), "secondary": t("settings_backup_summery")},
            {"row": t("settings_restore"), "secondary": t("settings_restore_summery")},
            {"text": t("settings_group_system")},
            {"switch": t("settings_show_hidden_icon_apps_enabled"), "checked": True},
            {"text": t("settings_show_hidden_icon_apps_enabled_summary")},
        ],
    )
    colors = [
        t(f"color_{c}")
        for c in ("sakura", "red", "pink", "purple", "indigo", "blue", "teal", "green", "orange")
    ]
    channels = [t("update_channel_stable"), t("update_channel_bate"), t("update_channel_nightly")]
    where = "lsposed SettingsFragment"
    return [
        entry("reversible", f"{where} (doh)", top, [(t("dns_over_http"), False)]),
        menu(
            "reversible", f"{where} (theme color list)", title, colors, [(t("color_green"), False)]
        ),
        entry(
            "reversible",
            f"{where} (verbose logs)",
            framework(),
            [(t("settings_disable_verbose_log"), False)],
        ),
        entry(
            "reversible",
            f"{where} (api protection)",
            framework(),
            [(t("settings_xposed_api_call_protection"), False)],
        ),
        entry("reversible", f"{where} (shortcut)", framework(), [(t("create_shortcut"), False)]),
        entry("reboot", f"{where} (reboot hint)", framework(snackbar=True), [(t("reboot"), True)]),
        menu(
            "reversible",
            f"{where} (update channel list)",
            title,
            channels,
            [(t("update_channel_nightly"), False)],
        ),
        entry("opens-prompt", f"{where} (restore)", bottom, [(t("settings_restore"), False)]),
        entry(
            "reversible",
            f"{where} (launcher icons)",
            bottom,
            [(t("settings_show_hidden_icon_apps_enabled"), False)],
        ),
    ]


def repo(t: Any) -> list[dict[str, Any]]:
    title = t("module_repo")
    rows = [
        {"row": CLIP, "secondary": t("update_available", "2.1")},
        {"row": "Volume Steps+", "secondary": t("module_repo_updated_time", "2024-01-02")},
    ]
    listing = page(title, [{"text": t("module_repo_up_to_date")}, {"list": rows}])
    tabs = [{"tab": t(k)} for k in ("module_readme", "module_releases", "module_information")]
    browser = {"icon": t("menu_open_in_browser"), "rid": f"{ID}menu_open_in_browser"}
    release = page(
        CLIP,
        [
            browser,
            *tabs,
            {"text": "v2.1", "rid": f"{ID}title"},
            {"text": t("module_repo_published_time", "2024-01-02")},
            {"button": t("module_release_view_assets"), "rid": f"{ID}view_assets"},
            {"text": t("module_release_load_more"), "rid": f"{ID}title"},
        ],
    )
    files = [
        {"row": "clipguard-v2.1.apk", "secondary": t("module_release_assets_download_count#1250")}
    ]
    cancel = t("android:cancel")
    where = "lsposed RepoItemFragment"
    return [
        entry("harmless", "lsposed RepoFragment (module list)", listing, [(CLIP, False)]),
        entry(
            "opens-prompt",
            f"{where} (releases)",
            release,
            [(t("module_release_view_assets"), False)],
        ),
        entry(
            "harmless",
            f"{where} (DownloadDialog, asset)",
            {
                "title": CLIP,
                "dialog": {"title": t("module_release_view_assets")},
                "items": [*files, {"button": cancel, "rid": "android:id/button1"}],
            },
            [("clipguard-v2.1.apk", False)],
        ),
    ]


def notification(t: Any) -> list[dict[str, Any]]:
    title = t("xposed_module_request_scope_title")
    text = t("xposed_module_request_scope_content", CLIP_PKG, "Owner", "com.android.chrome")
    shown = page(
        title,
        [
            {"text": text},
            {"button": t("scope_approve")},
            {"button": t("scope_deny")},
            {"button": t("nerver_ask_again")},
        ],
    )
    where = "lsposed LSPNotificationManager (scope request)"
    return [
        entry("reversible", where, shown, [(t("scope_approve"), False)]),
        entry("harmless", where, shown, [(t("scope_deny"), False), (t("nerver_ask_again"), False)]),
    ]

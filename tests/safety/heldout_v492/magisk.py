"""Magisk's screens (``com.topjohnwu.magisk``, the app that installs and manages Magisk, a
root solution: Magisk flashed to the boot partition, restored and uninstalled, the device
rebooted, Superuser rights granted, toggled and revoked, modules installed, updated, disabled,
removed and run, logs saved and cleared, the app hidden, settings changed), strings from
``app/core/src/main/res/values*/strings.xml`` and ``resources.xml``. The app, module, file
and URL names on the screens are the same in every language.

Read from the code of the app's View-based interface (``app/apk/src/main``, Kotlin under
``java/com/topjohnwu/magisk``): ``ui/home/HomeFragment.kt``, ``HomeViewModel.kt`` and
``res/layout/fragment_home_md2.xml``, ``include_home_magisk.xml`` and
``include_home_manager.xml`` (the notice's Hide, which only hides the notice, the Magisk
card's Install, which opens the install page, the app card's Update, which opens the app's
update dialog, "Uninstall Magisk", which opens its dialog); ``res/menu/menu_home_md2.xml``
(the toolbar's Reboot and Settings) and ``ui/home/RebootMenu.kt`` with
``res/menu/menu_reboot.xml`` (the popup: Reboot, "Reboot to Recovery", "Reboot to
Bootloader", "Reboot to Download", "Reboot to EDL", each calling ``systemReboot`` at once,
and the checkable "Safe mode", which only sets ``Config.bootloop``); ``dialog/UninstallDialog
.kt`` ("Uninstall Magisk" with "Complete uninstall", which runs the uninstaller, and "Restore
images", which writes the stock boot image back); ``dialog/ManagerInstallDialog.kt`` (the
app's release notes with Cancel and Install, which downloads and installs the new app);
``dialog/EnvFixDialog.kt`` ("Requires additional setup" with Cancel and OK, which runs the
setup and reboots five seconds later); ``ui/install/InstallFragment.kt``,
``InstallViewModel.kt`` and ``res/layout/fragment_install_md2.xml`` (the options'
checkboxes and Next, the methods' radio buttons and "Let's go", which opens the flashing page
with the chosen method: a direct install or one to the inactive slot patches and flashes the
boot partition, a patched file is written to the downloads); ``dialog/DownloadDialog.kt``
("Enter image URL" with Cancel and OK); ``ui/flash/FlashFragment.kt``, ``FlashViewModel.kt``,
``res/layout/fragment_flash_md2.xml`` and ``res/menu/menu_flash.xml`` (Save log, which
writes the install log to the downloads, and Reboot, which reboots at once);
``ui/superuser/SuperuserViewModel.kt``, ``PolicyRvItem.kt`` and ``res/layout/item_policy_md2
.xml`` (an app's switch, which grants or denies it at once, the expanded card's
Notifications, Logs and Revoke, which opens the dialog); ``dialog/SuperuserRevokeDialog.kt``
("Revoke?" with Cancel and OK, which deletes the app's policy); ``ui/surequest/SuRequestViewModel
.kt`` and ``res/layout/activity_request.xml`` (the Superuser request: Deny with its countdown,
and Grant); ``ui/log/LogFragment.kt``, ``LogViewModel.kt`` and ``res/menu/menu_log_md2.xml``
(Save log and Clear log, which empties the Magisk log, and over the Superuser log Clear log,
which deletes its records); ``ui/module/ModuleViewModel.kt``, ``ModuleRvItem.kt`` and
``res/layout/item_module_md2.xml`` and ``item_module_download.xml`` ("Install from storage",
which opens the file picker, a module's switch, Remove, which only marks the module and turns
into Restore, Update, which opens the module's update dialog, and Action, which opens
``ActionFragment`` and runs the module's action script); ``dialog/OnlineModuleInstallDialog
.kt`` (Cancel, Download, which only downloads the zip, and Install, which downloads and
flashes it); ``dialog/LocalModuleInstallDialog.kt`` ("Install confirmation" with Cancel and
OK, which flashes the picked zip); ``ui/settings/SettingsViewModel.kt``, ``SettingsItems.kt``
and ``BaseSettingsItem.kt`` with ``res/layout/item_settings.xml`` (the rows and switches,
the selectors' lists with Cancel, the inputs' dialogs with Cancel and OK, "Hide the Magisk
app", whose OK repackages the app under a new name, "Systemless hosts", which adds its module
at once, Zygisk, "Enforce DenyList", "Restrict root capabilities"); ``ui/deny/DenyListRvItem
.kt`` and ``res/layout/item_hide_md2.xml``, ``item_hide_process_md2.xml`` and
``res/menu/menu_deny_md2.xml`` (a process's switch, which adds it to the denylist at once);
``dialog/DarkThemeDialog.kt`` ("Theme mode" with "Always dark", "Follow system" and "Always
light").
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, magisk_dialog, menu, page

APP, PKG = "Termux", "com.termux"
MODULE, VERSION, AUTHOR = "Busybox for Android NDK", "1.36.1", "osm0sis"
ZIP = "busybox-ndk-1.36.1.zip"
URL = "https://dl.google.com/dl/android/aosp/husky-ota.zip"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + install(t) + superuser(t) + logs(t) + modules(t) + settings(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation (``res/menu/menu_bottom_nav.xml``)."""
    return [
        {"tab": t("section_home"), "rid": f"{ID}homeFragment"},
        {"tab": t("superuser"), "rid": f"{ID}superuserFragment"},
        {"tab": t("logs"), "rid": f"{ID}logFragment"},
        {"tab": t("modules"), "rid": f"{ID}modulesFragment"},
    ]


def home_page(t: Any) -> dict[str, Any]:
    return page(
        t("section_home"),
        [
            {"icon": t("reboot"), "rid": f"{ID}action_reboot"},
            {"icon": t("settings"), "rid": f"{ID}action_settings"},
            {"text": t("home_notice_content"), "rid": f"{ID}home_notice_content"},
            {"button": t("hide"), "rid": f"{ID}home_notice_hide"},
            {"text": t("magisk"), "rid": f"{ID}home_magisk_title"},
            {"button": t("install")},
            {"text": t("home_installed_version")},
            {"text": "28.1 (28100)"},
            {"text": t("home_app_title"), "rid": f"{ID}home_manager_title"},
            {"button": t("update")},
            {"text": t("home_latest_version")},
            {"text": "29.0 (29000)"},
            {"button": t("uninstall_magisk_title")},
            {"text": t("home_support_title")},
            *tabs(t),
        ],
    )


def home(t: Any) -> list[dict[str, Any]]:
    where = "magisk HomeFragment"
    home_title = t("section_home")
    reboots = [
        t(k)
        for k in (
            "reboot",
            "reboot_recovery",
            "reboot_bootloader",
            "reboot_download",
            "reboot_edl",
            "reboot_safe_mode",
        )
    ]
    notes = ({"text": "- Fix module installation on some devices", "rid": f"{ID}md_txt"},)
    cancel, ok = t("android:cancel"), t("android:ok")
    uninstall = (t("uninstall_magisk_title"), t("uninstall_magisk_msg"))
    fix = (t("env_fix_title"), t("env_fix_msg"))
    return [
        entry("harmless", f"{where} (notice)", home_page(t), [(t("hide"), False)]),
        entry("opens-prompt", f"{where} (app card)", home_page(t), [(t("update"), False)]),
        entry(
            "opens-prompt",
            f"{where} (uninstall)",
            home_page(t),
            [(t("uninstall_magisk_title"), False)],
        ),
        entry("harmless", f"{where} (toolbar)", home_page(t), [(t("reboot"), False)]),
        menu("reboot", "magisk RebootMenu", home_title, reboots, [(t("reboot"), True)]),
        menu("reboot", "magisk RebootMenu", home_title, reboots, [(t("reboot_recovery"), True)]),
        menu("reboot", "magisk RebootMenu", home_title, reboots, [(t("reboot_bootloader"), True)]),
        menu(
            "reversible", "magisk RebootMenu", home_title, reboots, [(t("reboot_safe_mode"), False)]
        ),
        magisk_dialog(
            "uninstall",
            "magisk UninstallDialog (complete)",
            home_title,
            *uninstall,
            positive=(t("restore_img"), None),
            negative=(t("complete_uninstall"), True),
        ),
        magisk_dialog(
            "overwrite",
            "magisk UninstallDialog (restore images)",
            home_title,
            *uninstall,
            positive=(t("restore_img"), True),
            negative=(t("complete_uninstall"), None),
        ),
        magisk_dialog(
            "install",
            "magisk ManagerInstallDialog",
            home_title,
            None,
            None,
            positive=(t("install"), True),
            negative=(cancel, None),
            items=notes,
        ),
        magisk_dialog(
            "harmless",
            "magisk ManagerInstallDialog",
            home_title,
            None,
            None,
            positive=(t("install"), None),
            negative=(cancel, False),
            items=notes,
        ),
        magisk_dialog(
            "reboot",
            "magisk EnvFixDialog",
            home_title,
            *fix,
            positive=(ok, True),
            negative=(cancel, None),
        ),
        magisk_dialog(
            "harmless",
            "magisk EnvFixDialog",
            home_title,
            *fix,
            positive=(ok, None),
            negative=(cancel, False),
        ),
    ]


def options_page(t: Any) -> dict[str, Any]:
    return page(
        t("install"),
        [
            {"text": t("install_options_title")},
            {"button": t("install_next")},
            {"switch": t("keep_dm_verity"), "checked": True},
            {"switch": t("keep_force_encryption"), "checked": False},
            {"switch": t("recovery_mode"), "checked": False},
            {"text": t("install_method_title")},
        ],
    )


def method_page(t: Any, checked: str) -> dict[str, Any]:
    methods = ("method_patch", "method_download", "method_direct", "method_inactive_slot")
    keys = ("select_patch_file", "download_patch_file", "direct_install", "install_inactive_slot")
    return page(
        t("install"),
        [
            {"text": t("install_options_title")},
            {"text": t("install_method_title")},
            {"button": t("install_start")},
            *(
                {"radio": t(key), "rid": f"{ID}{rid}", "checked": rid == checked}
                for rid, key in zip(methods, keys, strict=True)
            ),
            {"text": t("release_notes"), "rid": f"{ID}release_notes"},
        ],
    )


def flash_page(t: Any, module: bool = False) -> dict[str, Any]:
    lines = (
        (
            "- Copying zip to temp directory",
            f"- Installing {ZIP}",
            "- Extracting module files",
            "- Done",
        )
        if module
        else (
            "- Device platform: arm64-v8a",
            "- Patching ramdisk",
            "- Flashing new boot image",
            "- All done!",
        )
    )
    return page(
        t("flash_screen_title"),
        [
            {"text": t("done")},
            {"icon": t("menuSaveLog"), "rid": f"{ID}action_save"},
            {"list": [{"text": line} for line in lines]},
            {"button": t("reboot"), "rid": f"{ID}restart_btn"},
        ],
    )


def install(t: Any) -> list[dict[str, Any]]:
    where = "magisk InstallFragment"
    url = ({"field": "url", "hint": t("download_dialog_msg"), "text": URL, "focused": True},)
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("harmless", f"{where} (options)", options_page(t), [(t("install_next"), False)]),
        entry(
            "reversible",
            f"{where} (options)",
            options_page(t),
            [(t("keep_force_encryption"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (method)",
            method_page(t, "method_patch"),
            [(t("download_patch_file"), False)],
        ),
        entry(
            "harmless",
            f"{where} (method)",
            method_page(t, "method_patch"),
            [(t("direct_install"), False)],
        ),
        magisk_dialog(
            "harmless",
            "magisk DownloadDialog",
            t("install"),
            t("download_dialog_title"),
            None,
            positive=(ok, False),
            negative=(cancel, None),
            items=url,
        ),
        magisk_dialog(
            "harmless",
            "magisk DownloadDialog",
            t("install"),
            t("download_dialog_title"),
            None,
            positive=(ok, None),
            negative=(cancel, False),
            items=url,
        ),
        entry(
            "reboot",
            "magisk FlashFragment (Magisk installed)",
            flash_page(t),
            [(t("reboot"), True)],
        ),
        entry(
            "reboot",
            "magisk FlashFragment (module installed)",
            flash_page(t, module=True),
            [(t("reboot"), True)],
        ),
        entry(
            "harmless",
            "magisk FlashFragment (Magisk installed)",
            flash_page(t),
            [(t("menuSaveLog"), False)],
        ),
    ]


def policies(t: Any, expanded: bool = True, only: bool = False) -> dict[str, Any]:
    """The Superuser page: Termux's card (expanded, with its buttons), then AdAway's."""
    card: list[dict[str, Any]] = [
        {"text": APP, "rid": f"{ID}policy_app_name"},
        {"text": PKG, "rid": f"{ID}policy_package_name"},
        {"switch": "", "rid": f"{ID}policy_indicator", "checked": True},
    ]
    if expanded:
        card += [
            {"button": t("superuser_toggle_notification"), "rid": f"{ID}policy_notify"},
            {"button": t("logs"), "rid": f"{ID}policy_log"},
            {"button": t("superuser_toggle_revoke"), "rid": f"{ID}policy_delete"},
        ]
    if not only:
        card += [
            {"text": "AdAway", "rid": f"{ID}policy_app_name"},
            {"text": "org.adaway", "rid": f"{ID}policy_package_name"},
        ]
    return page(t("superuser"), [{"list": card}, *tabs(t)])


def superuser(t: Any) -> list[dict[str, Any]]:
    where = "magisk SuperuserFragment"
    revoke = (t("su_revoke_title"), t("su_revoke_msg", APP))
    cancel, ok = t("android:cancel"), t("android:ok")
    deny = f"{t('deny')} (10)"
    request = page(
        t("su_request_title"),
        [
            {"text": APP, "rid": f"{ID}app_name"},
            {"text": PKG, "rid": f"{ID}package_name"},
            {"text": t("forever"), "rid": f"{ID}timeout"},
            {"text": t("su_warning"), "rid": f"{ID}warning"},
            {"button": deny, "rid": f"{ID}deny_btn"},
            {"button": t("grant"), "rid": f"{ID}grant_btn"},
        ],
    )
    return [
        entry(
            "reversible",
            f"{where} (policy switch)",
            policies(t, expanded=False, only=True),
            [("policy_indicator", False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (expanded)",
            policies(t),
            [(t("superuser_toggle_revoke"), False)],
        ),
        entry(
            "reversible",
            f"{where} (expanded)",
            policies(t),
            [(t("superuser_toggle_notification"), False)],
        ),
        magisk_dialog(
            "revoke",
            "magisk SuperuserRevokeDialog",
            t("superuser"),
            *revoke,
            positive=(ok, True),
            negative=(cancel, None),
        ),
        magisk_dialog(
            "harmless",
            "magisk SuperuserRevokeDialog",
            t("superuser"),
            *revoke,
            positive=(ok, None),
            negative=(cancel, False),
        ),
        entry("grant", "magisk SuRequestActivity", request, [(t("grant"), True)]),
        entry("harmless", "magisk SuRequestActivity", request, [(deny, False)]),
    ]


def logs(t: Any) -> list[dict[str, Any]]:
    where = "magisk LogFragment"
    magisk_log = page(
        t("logs"),
        [
            {"icon": t("menuSaveLog"), "rid": f"{ID}action_save"},
            {"icon": t("menuClearLog"), "rid": f"{ID}action_clear"},
            {
                "list": [
                    {"text": "08-05 11:24:59.100  912  912 I : Magisk 28.1(28100) daemon started"},
                    {"text": "08-05 11:25:01.322  912  940 I : * Loading modules"},
                ]
            },
            {"id": f"{ID}log_filter_toggle"},
            *tabs(t),
        ],
    )
    su_log = page(
        t("logs"),
        [
            {"icon": t("menuClearLog"), "rid": f"{ID}action_clear"},
            {
                "list": [
                    {"text": APP, "rid": f"{ID}log_app_name"},
                    {"text": t("pid", 4711), "rid": f"{ID}log_info"},
                    {"text": "AdAway", "rid": f"{ID}log_app_name"},
                ]
            },
        ],
    )
    return [
        entry("harmless", f"{where} (Magisk log)", magisk_log, [(t("menuSaveLog"), False)]),
        entry("delete", f"{where} (Magisk log)", magisk_log, [(t("menuClearLog"), True)]),
        entry("delete", f"{where} (Superuser log)", su_log, [(t("menuClearLog"), True)]),
    ]


def module_page(t: Any, removed: bool = False) -> dict[str, Any]:
    remove = t("module_state_restore" if removed else "module_state_remove")
    return page(
        t("modules"),
        [
            {"button": t("module_action_install_external")},
            {"text": MODULE, "rid": f"{ID}module_title"},
            {
                "text": t("module_version_author", VERSION, AUTHOR),
                "rid": f"{ID}module_version_author",
            },
            {"switch": "", "rid": f"{ID}module_indicator", "checked": not removed},
            {
                "text": "The BusyBox applets, built with the Android NDK",
                "rid": f"{ID}module_description",
            },
            {"button": t("update"), "rid": f"{ID}module_update"},
            {"button": remove, "rid": f"{ID}module_remove"},
            {"button": t("module_action"), "rid": f"{ID}module_config"},
            *tabs(t),
        ],
    )


def modules(t: Any) -> list[dict[str, Any]]:
    where = "magisk ModuleFragment"
    online = t("repo_install_title", MODULE, "1.36.1", 13610)
    notes = ({"text": "- Update to BusyBox 1.36.1", "rid": f"{ID}md_txt"},)
    local = (t("confirm_install_title"), t("confirm_install", ZIP))
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry(
            "harmless",
            f"{where} (install from storage)",
            module_page(t),
            [(t("module_action_install_external"), False)],
        ),
        entry(
            "reversible", f"{where} (module switch)", module_page(t), [("module_indicator", False)]
        ),
        entry(
            "reversible", f"{where} (Remove)", module_page(t), [(t("module_state_remove"), False)]
        ),
        entry(
            "reversible",
            f"{where} (Restore)",
            module_page(t, removed=True),
            [(t("module_state_restore"), False)],
        ),
        entry("opens-prompt", f"{where} (Update)", module_page(t), [(t("update"), False)]),
        entry("run", f"{where} (Action)", module_page(t), [(t("module_action"), True)]),
        magisk_dialog(
            "install",
            "magisk OnlineModuleInstallDialog",
            t("modules"),
            online,
            None,
            positive=(t("install"), True),
            negative=(t("download"), None),
            neutral=(cancel, None),
            items=notes,
        ),
        magisk_dialog(
            "harmless",
            "magisk OnlineModuleInstallDialog",
            t("modules"),
            online,
            None,
            positive=(t("install"), None),
            negative=(t("download"), False),
            neutral=(cancel, None),
            items=notes,
        ),
        magisk_dialog(
            "harmless",
            "magisk OnlineModuleInstallDialog",
            t("modules"),
            online,
            None,
            positive=(t("install"), None),
            negative=(t("download"), None),
            neutral=(cancel, False),
            items=notes,
        ),
        magisk_dialog(
            "install",
            "magisk LocalModuleInstallDialog",
            t("modules"),
            *local,
            positive=(ok, True),
            negative=(cancel, None),
        ),
        magisk_dialog(
            "harmless",
            "magisk LocalModuleInstallDialog",
            t("modules"),
            *local,
            positive=(ok, None),
            negative=(cancel, False),
        ),
    ]


def settings_top(t: Any) -> dict[str, Any]:
    """The settings list as it opens: Customization and App."""
    return page(
        t("settings"),
        [
            {
                "list": [
                    {"text": t("settings_customization")},
                    {"row": t("section_theme")},
                    {"row": t("language"), "secondary": t("system_default")},
                    {"text": t("home_app_title")},
                    {
                        "row": t("settings_update_channel_title"),
                        "secondary": t("settings_update_stable"),
                    },
                    {"row": t("settings_update_custom")},
                    {
                        "switch": t("settings_doh_title"),
                        "rid": f"{ID}selector_indicator",
                        "checked": False,
                    },
                    {
                        "switch": t("settings_check_update_title"),
                        "rid": f"{ID}selector_indicator",
                        "checked": True,
                    },
                    {"row": t("settings_download_path_title"), "secondary": "Download/Magisk"},
                    {
                        "switch": t("settings_random_name_title"),
                        "rid": f"{ID}selector_indicator",
                        "checked": True,
                    },
                    {
                        "row": t("settings_hide_app_title"),
                        "secondary": t("settings_hide_app_summary"),
                    },
                ]
            }
        ],
    )


def settings_lower(t: Any) -> dict[str, Any]:
    """The settings list scrolled down: Magisk and Superuser."""
    return page(
        t("settings"),
        [
            {
                "list": [
                    {"text": t("magisk")},
                    {"row": t("settings_hosts_title"), "secondary": t("settings_hosts_summary")},
                    {"switch": t("zygisk"), "rid": f"{ID}selector_indicator", "checked": True},
                    {
                        "switch": t("settings_denylist_title"),
                        "rid": f"{ID}selector_indicator",
                        "checked": False,
                    },
                    {"row": t("settings_denylist_config_title")},
                    {"text": t("superuser")},
                    {"row": t("superuser_access"), "secondary": t("settings_su_app_adb")},
                    {"row": t("multiuser_mode"), "secondary": t("owner_only_summary")},
                    {"row": t("auto_response"), "secondary": t("prompt")},
                    {"row": t("request_timeout"), "secondary": t("settings_su_request_10")},
                    {
                        "switch": t("settings_su_restrict_title"),
                        "rid": f"{ID}selector_indicator",
                        "checked": False,
                    },
                ]
            }
        ],
    )


def selector(t: Any, source: str, title: str, keys: tuple[str, ...], pick: str) -> dict[str, Any]:
    """A selector's list dialog (``BaseSettingsItem.Selector``): the entries, then Cancel."""
    rows = tuple({"row": t(k), "rid": "android:id/text1"} for k in keys)
    return magisk_dialog(
        "reversible",
        source,
        t("settings"),
        title,
        None,
        negative=(t("android:cancel"), None),
        items=({"list": list(rows)},),
        taps=((t(pick), False),),
    )


def settings(t: Any) -> list[dict[str, Any]]:
    where = "magisk SettingsFragment"
    cancel, ok = t("android:cancel"), t("android:ok")
    hide = (
        {
            "field": f"{ID}dialog_custom_download_text",
            "hint": t("settings_app_name_hint"),
            "text": "Notes",
        },
        {"text": t("settings_app_name_helper")},
    )
    hide_title = t("settings_hide_app_title")
    deny = page(
        t("denylist"),
        [
            {"icon": t("hide_search"), "rid": f"{ID}action_search"},
            {
                "list": [
                    {"text": "Google Wallet", "rid": f"{ID}hide_name"},
                    {"text": "com.google.android.apps.walletnfcrel", "rid": f"{ID}hide_package"},
                    {"text": "com.google.android.apps.walletnfcrel"},
                    {"switch": "", "rid": f"{ID}hide_process_checkbox", "checked": False},
                    {"text": "Chrome", "rid": f"{ID}hide_name"},
                    {"text": "com.android.chrome", "rid": f"{ID}hide_package"},
                ]
            },
        ],
    )
    modes = (t("settings_dark_mode_title"), t("settings_dark_mode_message"))
    return [
        entry(
            "harmless", f"{where} (Customization)", settings_top(t), [(t("section_theme"), False)]
        ),
        entry(
            "opens-prompt",
            f"{where} (App)",
            settings_top(t),
            [(t("settings_update_channel_title"), False)],
        ),
        selector(
            t,
            "magisk UpdateChannel",
            t("settings_update_channel_title"),
            ("settings_update_stable", "settings_update_beta", "settings_update_custom"),
            "settings_update_beta",
        ),
        entry("reversible", f"{where} (App)", settings_top(t), [(t("settings_doh_title"), False)]),
        entry("opens-prompt", f"{where} (App)", settings_top(t), [(hide_title, False)]),
        magisk_dialog(
            "reversible",
            "magisk SettingsItems (Hide)",
            t("settings"),
            hide_title,
            None,
            positive=(ok, False),
            negative=(cancel, None),
            items=hide,
        ),
        magisk_dialog(
            "harmless",
            "magisk SettingsItems (Hide)",
            t("settings"),
            hide_title,
            None,
            positive=(ok, None),
            negative=(cancel, False),
            items=hide,
        ),
        magisk_dialog(
            "reversible",
            "magisk SettingsItems (Restore)",
            t("settings"),
            t("settings_restore_app_title"),
            t("restore_app_confirmation"),
            positive=(ok, False),
            negative=(cancel, None),
        ),
        entry(
            "reversible",
            f"{where} (Magisk)",
            settings_lower(t),
            [(t("settings_hosts_title"), False)],
        ),
        entry("reversible", f"{where} (Magisk)", settings_lower(t), [(t("zygisk"), False)]),
        selector(
            t,
            "magisk AccessMode",
            t("superuser_access"),
            ("settings_su_disable", "settings_su_app", "settings_su_adb", "settings_su_app_adb"),
            "settings_su_disable",
        ),
        selector(
            t,
            "magisk AutomaticResponse",
            t("auto_response"),
            ("prompt", "deny", "grant"),
            "grant",
        ),
        entry(
            "reversible",
            f"{where} (Superuser)",
            settings_lower(t),
            [(t("settings_su_restrict_title"), False)],
        ),
        entry("reversible", "magisk DenyListFragment", deny, [("hide_process_checkbox", False)]),
        magisk_dialog(
            "reversible",
            "magisk DarkThemeDialog",
            t("section_theme"),
            *modes,
            positive=(t("settings_dark_mode_light"), None),
            negative=(t("settings_dark_mode_dark"), False),
            neutral=(t("settings_dark_mode_system"), None),
        ),
    ]

"""KernelSU manager's screens (``me.weishu.kernelsu``, the app that runs a kernel-based root
solution: the device rebooted in its several ways, root granted to and taken from apps, the
apps' profiles, the root log cleaned, modules installed, updated, run, uninstalled and their
uninstall undone, the manager's settings, KernelSU flashed to the boot partition, uninstalled
and the stock image restored, App Profile templates created, imported and deleted). Strings
from ``manager/app/src/main/res/values*/strings.xml``. App, module, file and template names are
the same in every language.

Read from the code (``manager/app/src/main/java/me/weishu/kernelsu/ui``), in its default
"Miuix" style (``UiMode.DEFAULT_VALUE``): ``component/dialog/DialogMiuix.kt`` and
``Dialog.kt`` (``ConfirmDialogMiuix``: the title, the content, then a dismiss button,
``android.R.string.cancel`` unless another is given, and a confirm button,
``android.R.string.ok`` unless another is given); ``screen/home/HomeMiuix.kt`` and
``HomeScreen.kt`` (the home page: the top bar's Reboot button, the status card, which opens the
install page, "Learn KernelSU" and "Support Us", which open web pages, the update card, whose
"Changelog" dialog's Update only opens the download's address in the browser, and the bottom
bar's Home, Superuser, Module and Settings); ``component/rebootlistpopup/RebootListPopup.kt``
and ``RebootListPopupMiuix.kt`` (the reboot menu, whose entries reboot at once through
``reboot(reason)``, or, in jailbreak mode, ask first with "Reboot", the warning, Cancel and
OK); ``screen/superuser/SuperUserMiuix.kt`` (the app list: "SU Log", which opens the log,
Sort, whose popup holds the orders and Reverse, and each app's row, which opens its profile);
``screen/appprofile/AppProfileMiuix.kt`` and ``AppProfileScreen.kt`` (an app's profile: the
Superuser switch, which calls ``Natives.setAppProfile`` at once with root allowed or not, the
profile's Default / Template / Custom list, "Umount modules" for an app without root, and the
top bar's menu, named Settings, with Launch, "Force stop", which runs ``am force-stop`` on
the app, and Restart, which force-stops it and launches it again; ``util/KsuCli.kt``);
``screen/sulog/SulogMiuix.kt``, ``viewmodel/SulogViewModel.kt`` and ``util/``'s ``cleanSulogFile``
(the SU log: "Clean log", which empties the newest log file or deletes an older one at once,
with nothing asked, "Filter by type" and its four types, "Log files", and, with the log turned
off, Enable); ``screen/module/ModuleMiuix.kt``, ``ModuleScreen.kt`` and
``viewmodel/ModuleViewModel.kt`` (the module list: the Install button, which opens the file
picker, "The following modules will be installed" with Cancel and OK for several zips, whose
OK opens the flash page that installs them; a module's card with Action, which opens the page
that runs the module's ``action.sh`` as root, Open, which opens its WebUI, Update, which opens
the "Changelog" dialog whose Update downloads the new version and installs it over the old one,
and Uninstall, which opens "Are you sure you want to uninstall module ...?" with Cancel and
Uninstall; that Uninstall runs ``ksud module uninstall``, which only marks the module for
removal at the next boot (``userspace/ksud/src/module.rs``: a ``remove`` file in the module's
folder), and the card then shows Undo, which runs ``module undo-uninstall`` and takes the mark
away; each change shows a snackbar whose Reboot reboots the device; the sort popup's "Action
first" and "Enabled first"; the shortcut dialog, "Create shortcut", with "Choose custom icon",
"Shortcut name", "Delete shortcut", "Copy URL scheme", Cancel and Update);
``screen/modulerepo/ModuleRepoMiuix.kt`` (Repos: Sort and the modules' rows; a module's
Releases tab, whose Download opens "Install" with "Start downloading: ..." and Cancel and OK,
whose OK downloads the zip to the device's Downloads folder, and then Install, which opens the
flash page that installs it); ``screen/flash/FlashScreen.kt``, ``FlashMiuix.kt`` and
``FlashUtils.kt`` (the flash page starts flashing as it opens; when done, "Save logs" and
Reboot; for a boot image in jailbreak mode it first shows the platform's "Attention" with the
locked-bootloader warning, Cancel and Next, whose Next lets the flashing start);
``screen/install/InstallMiuix.kt`` and ``InstallScreen.kt`` (Install: "Select a file and
patch", which opens the file picker, "Download a file and patch", "Direct install
(Recommended)", "Install to inactive slot (After OTA)", which opens the platform's "Attention"
with the forced-slot warning, Cancel and OK, whose OK only picks the method, "Backup as stock
image", "Use local LKM file", "Advanced Options" and Next, which opens the flash page: for a
direct install ``ksud boot-patch -f`` patches and writes the device's boot partition, for a
picked file it writes a patched copy to the Downloads folder; ``util/KsuCli.kt``
``installBoot``); ``screen/settings/SettingsMiuix.kt`` (Settings: "Check for updates", "Check
for module updates", "UI Style", Theme, "App Profile template", "Classic SU command", whose
list holds "Enable (Default)", "Disable until Reboot" and "Always disable", the switches
"Kernel umount", "Hide SELinux modification", "SU Log", "ADB Root", "Soft restart instead of
reboot", "Umount modules by default", "WebView debugging" and "Auto jailbreak", each set at
once, Uninstall, "Send logs" and About); ``component/uninstalldialog/UninstallDialogMiuix.kt``
(Uninstall: "Uninstall permanently" and "Restore stock image", each opening its confirmation
with Cancel and OK, whose OK opens the flash page that runs ``ksud uninstall`` or ``ksud
boot-restore -f``, and Cancel); ``component/miuix/SendLogDialog.kt`` ("Save logs", which
opens the file saver, "Send logs", which opens the share sheet with the log bundle, and
Cancel); ``screen/colorpalette/ColorPaletteScreenMiuix.kt`` (Theme: "Enable Monet", "Key
color", Blur); ``screen/template/TemplateMiuix.kt``, ``TemplateScreen.kt`` and
``data/repository/TemplateRepositoryImpl.kt`` ("App Profile template": the templates' rows,
"Import/Export", whose popup holds "Import from clipboard", which writes each template of the
clipboard under its id at once, replacing a local template of the same id, and "Export to
clipboard"); ``screen/templateeditor/TemplateEditorMiuix.kt`` and ``TemplateEditorScreen.kt``
("Edit template" with Delete, which deletes the template at once, and "Create template" with
Save).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, menu, page, popup

APP = "KernelSU"
TERMUX, MT, BACKUP = "Termux", "MT Manager", "Swift Backup"
MODULE, META, OTHER = "Zygisk Next", "meta-overlayfs", "Busybox NDK"
ZIPS = "\n1. Zygisk-Next-1.3.0.zip\n2. Busybox-NDK-1.36.1.zip"
ASSET = "Zygisk-Next-1.3.0.zip"
TEMPLATE = "Termux root"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        home(t) + superuser(t) + sulog(t) + modules(t) + repo(t) + install(t) + settings(t)
        + templates(t)
    )  # fmt: skip


def on(category: str, source: str, screen: dict[str, Any], tap: str, bad: bool) -> dict[str, Any]:
    """One tap on a full page."""
    return entry(category, source, screen, [(tap, bad)])


def home(t: Any) -> list[dict[str, Any]]:
    tabs = [{"tab": t(k)} for k in ("home", "superuser", "module", "settings")]
    items = [
        {"icon": t("reboot")},
        {"text": t("home_working") + " <LKM>"},
        {"text": t("home_working_version", "32179")},
        {"row": t("home_learn_kernelsu"), "secondary": t("home_click_to_learn_kernelsu")},
        {"row": t("home_support_title"), "secondary": t("home_support_content")},
        *tabs,
    ]
    screen = page(APP, items)
    where = "kernelsu HomeMiuix"
    options = [t(k) for k in ("reboot", "reboot_soft", "reboot_recovery", "reboot_bootloader",
                              "reboot_download", "reboot_edl")]  # fmt: skip
    reboots = "kernelsu RebootListPopupMiuix"
    ok, cancel = t("android:ok"), t("android:cancel")

    def warned(no: bool | None, yes: bool | None) -> dict[str, Any]:
        return confirm("reboot" if yes else "harmless", "kernelsu RebootListPopup (jailbreak)",
                       APP, t("reboot"), t("jailbreak_reboot_warning"),
                       [(cancel, no), (ok, yes)])  # fmt: skip

    return [
        on("opens-prompt", where, screen, t("reboot"), False),
        menu("reboot", reboots, APP, options, [(t("reboot"), True)]),
        menu("reboot", reboots, APP, options, [(t("reboot_soft"), True)]),
        warned(None, True),
        warned(False, None),
        confirm("harmless", "kernelsu HomeMiuix (update card)", APP, t("module_changelog"),
                "v3.1.0: fixes for Android 16", [(cancel, None), (t("module_update"), False)]),
    ]  # fmt: skip


def superuser(t: Any) -> list[dict[str, Any]]:
    title = t("superuser")
    listing = page(
        title,
        [
            {"icon": t("settings_sulog")},
            {"icon": t("menu_sort")},
            {"list": [{"row": TERMUX, "secondary": "com.termux"},
                      {"row": MT, "secondary": "bin.mt.plus"},
                      {"row": BACKUP, "secondary": "org.swiftapps.swiftbackup"}]},
        ],
    )  # fmt: skip
    where = "kernelsu SuperUserMiuix"
    orders = [t(k) for k in ("sort_by_name", "sort_by_package_name", "sort_by_install_time",
                             "sort_by_update_time", "sort_reverse")]  # fmt: skip
    profile = t("profile")

    def app(name: str, package: str, root: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"icon": t("settings")},
            {"text": name},
            {"text": "0.118.3 (1000)"},
            {"text": package},
            {"switch": t("superuser"), "checked": root},
            {"row": t("profile_template") if root else t("profile_default")},
        ]
        if root:
            items += [{"row": t(k)} for k in ("profile_namespace", "profile_groups",
                                               "profile_capabilities",
                                               "profile_selinux_context")]  # fmt: skip
        else:
            items.append({"switch": t("profile_umount_modules"), "checked": True})
            items.append({"text": t("profile_umount_modules_summary")})
        return page(profile, items)

    granted = app(MT, "bin.mt.plus", True)
    denied = app(TERMUX, "com.termux", False)
    actions = [t(k) for k in ("launch_app", "force_stop_app", "restart_app")]
    here = "kernelsu AppProfileMiuix"
    return [
        on("harmless", where, listing, TERMUX, False),
        menu("reversible", "kernelsu SuperUserMiuix (sort)", title, orders,
             [(t("sort_by_install_time"), False)]),
        on("grant-root", here, denied, t("superuser"), True),
        on("reversible", here, granted, t("superuser"), False),
        on("reversible", here, denied, t("profile_umount_modules"), False),
        on("harmless", here, granted, t("settings"), False),
        menu("force-stop", "kernelsu AppProfileMiuix (menu)", profile, actions,
             [(t("force_stop_app"), True)]),
        menu("force-stop", "kernelsu AppProfileMiuix (menu)", profile, actions,
             [(t("restart_app"), True)]),
    ]  # fmt: skip


def sulog(t: Any) -> list[dict[str, Any]]:
    title = t("settings_sulog")
    rows = [
        {"row": TERMUX, "secondary": t("sulog_entry_description_sucompat")},
        {"row": t("sulog_entry_title_root_grant_request"),
         "secondary": t("sulog_entry_description_ioctl_grant_root")},
        {"row": t("sulog_entry_title_daemon_restarted"), "secondary": "ksud"},
    ]  # fmt: skip
    log = page(
        title,
        [
            {"icon": t("sulog_clean_title")},
            {"icon": t("sulog_filter_title")},
            {"row": t("sulog_log_files"), "secondary": "2026-08-22.log"},
            {"list": rows},
        ],
    )
    off = page(title, [{"text": t("sulog_disabled_title")}, {"button": t("sulog_enable_action")}])
    where = "kernelsu SulogMiuix"
    return [
        on("delete", where, log, t("sulog_clean_title"), True),
        on("harmless", where, log, t("sulog_filter_title"), False),
        on("reversible", "kernelsu SulogMiuix (disabled)", off, t("sulog_enable_action"), False),
    ]  # fmt: skip


def card(t: Any, name: str, removed: bool = False) -> list[dict[str, Any]]:
    """A module's card: its name, version, author and description, its switch, then its
    buttons (Undo in place of Uninstall once it is marked for removal)."""
    items: list[dict[str, Any]] = [
        {"text": name},
        {"text": t("module_version") + ": 1.2.9"},
        {"text": t("module_author") + ": Dr-TSNG"},
        {"text": "Standalone implementation of Zygisk."},
    ]
    if removed:
        return [*items, {"button": t("undo")}]
    return [*items, {"button": t("action")}, {"button": t("open")},
            {"button": t("module_update")}, {"button": t("uninstall")}]  # fmt: skip


def modules(t: Any) -> list[dict[str, Any]]:
    title = t("module")
    installed = page(title, [*card(t, MODULE), {"icon": t("module_install")}])
    marked = page(title, [*card(t, MODULE, removed=True), {"icon": t("module_install")}])
    snackbar = page(
        title,
        [
            *card(t, MODULE, removed=True),
            {"text": t("module_uninstall_success", MODULE)},
            {"button": t("reboot")},
        ],
    )
    where = "kernelsu ModuleMiuix"
    cancel, ok = t("android:cancel"), t("android:ok")
    gone = "kernelsu ModuleViewModel (uninstall)"

    def uninstall(key: str, name: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return confirm("reversible" if yes is False else "harmless", gone, title, title,
                       t(key, name), [(cancel, no), (t("uninstall"), yes)])  # fmt: skip

    def update(no: bool | None, yes: bool | None) -> dict[str, Any]:
        return confirm("install" if yes else "harmless", "kernelsu ModuleViewModel (update)",
                       title, t("module_changelog"), "## 1.3.0\n- Support Android 16 QPR1",
                       [(cancel, no), (t("module_update"), yes)])  # fmt: skip

    shortcut = (
        {"button": t("module_shortcut_icon_pick")},
        {"field": "shortcut_name", "hint": t("module_shortcut_name_label"), "text": MODULE},
        {"button": t("module_shortcut_delete")},
        {"button": t("module_shortcut_copy_scheme")},
    )
    shortcuts = "kernelsu ModuleMiuix (ModuleShortcutDialog)"

    def shortcut_dialog(category: str, tap: str) -> dict[str, Any]:
        return popup(category, shortcuts, title, t("module_shortcut_title"), None,
                     [(cancel, None), (t("module_update"), None)], shortcut,
                     ((tap, False),))  # fmt: skip

    return [
        on("opens-prompt", where, installed, t("uninstall"), False),
        on("opens-prompt", where, installed, t("module_update"), False),
        on("run-script", where, installed, t("action"), True),
        uninstall("module_uninstall_confirm", MODULE, None, False),
        uninstall("module_uninstall_confirm", MODULE, False, None),
        uninstall("metamodule_uninstall_confirm", META, None, False),
        on("reversible", "kernelsu ModuleMiuix (marked for removal)", marked, t("undo"), False),
        on("reboot", "kernelsu ModuleMiuix (snackbar)", snackbar, t("reboot"), True),
        update(None, True),
        confirm("install", "kernelsu ModuleMiuix (several zips)", title, title,
                t("module_install_prompt_with_name", ZIPS), [(cancel, None), (ok, True)]),
        shortcut_dialog("reversible", t("module_shortcut_delete")),
    ]  # fmt: skip


def repo(t: Any) -> list[dict[str, Any]]:
    title = t("module_repos")
    listing = page(
        title,
        [
            {"icon": t("menu_sort")},
            {"list": [{"row": MODULE, "secondary": t("module_author") + ": Dr-TSNG"},
                      {"row": OTHER, "secondary": t("module_author") + ": osm0sis"}]},
        ],
    )  # fmt: skip
    tabs = [{"tab": t(k)} for k in ("tab_readme", "tab_releases", "tab_info")]
    release = [*tabs, {"text": "v1.3.0"}, {"text": ASSET}, {"text": "2.1 MB · 48210 downloads"}]
    fresh = page(MODULE, [*release, {"button": t("download")}])
    downloaded = page(MODULE, [*release, {"button": t("install")}])
    where = "kernelsu ModuleRepoMiuix"
    return [
        on("harmless", where, listing, MODULE, False),
        on("opens-prompt", "kernelsu ModuleRepoMiuix (Releases)", fresh, t("download"), False),
        confirm("reversible", "kernelsu ModuleRepoMiuix (download)", MODULE, t("module_install"),
                t("module_start_downloading", ASSET),
                [(t("android:cancel"), None), (t("android:ok"), False)]),
        on("install", "kernelsu ModuleRepoMiuix (downloaded)", downloaded, t("install"), True),
    ]  # fmt: skip


def install(t: Any) -> list[dict[str, Any]]:
    title = t("install")
    methods = ("select_file", "download_file", "direct_install", "install_inactive_slot")

    def chosen(method: str) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"radio": t(k), "checked": k == method} for k in methods]
        if method == "select_file":
            items.append({"switch": t("install_force_backup"), "checked": False})
        else:
            items.append({"row": t("install_select_partition") + " (_a)",
                          "secondary": "init_boot"})  # fmt: skip
        items += [{"row": t("install_upload_lkm_file")}, {"row": t("advanced_options")},
                  {"button": t("install_next")}]  # fmt: skip
        return page(title, items)

    direct, picked = chosen("direct_install"), chosen("select_file")
    where = "kernelsu InstallMiuix"
    cancel, ok = t("android:cancel"), t("android:ok")
    attention = t("android:dialog_alert_title")

    def slot(no: bool | None, yes: bool | None) -> dict[str, Any]:
        return confirm("reversible" if yes is False else "harmless",
                       "kernelsu InstallMiuix (inactive slot)", title, attention,
                       t("install_inactive_slot_warning"), [(cancel, no), (ok, yes)])  # fmt: skip

    def locked(no: bool | None, yes: bool | None) -> dict[str, Any]:
        return confirm("flash" if yes else "harmless", "kernelsu FlashUtils (jailbreak warning)",
                       t("flashing"), attention, t("jailbreak_flash_warning"),
                       [(cancel, no), (t("install_next"), yes)])  # fmt: skip

    done = page(t("flash_success"), [{"text": "- Done!"}, {"icon": t("save_log")},
                                     {"icon": t("reboot")}])  # fmt: skip
    flash = "kernelsu FlashMiuix"
    return [
        on("flash", where, direct, t("install_next"), True),
        on("reversible", where, picked, t("install_next"), False),
        on("opens-prompt", where, direct, t("install_inactive_slot"), False),
        slot(None, False),
        locked(None, True),
        locked(False, None),
        on("reboot", flash, done, t("reboot"), True),
        on("harmless", flash, done, t("save_log"), False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    switches = ("settings_kernel_umount", "settings_selinux_hide", "settings_sulog",
                "settings_adb_root", "settings_soft_reboot", "settings_umount_modules_default",
                "enable_web_debugging", "settings_auto_jailbreak")  # fmt: skip
    items: list[dict[str, Any]] = [
        {"switch": t("settings_check_update"), "checked": True},
        {"switch": t("settings_module_check_update"), "checked": True},
        {"row": t("settings_ui_mode"), "secondary": "Miuix"},
        {"row": t("settings_theme"), "secondary": t("settings_theme_summary")},
        {
            "row": t("settings_profile_template"),
            "secondary": t("settings_profile_template_summary"),
        },
        {"row": t("settings_sucompat"), "secondary": t("settings_mode_enable_by_default")},
        *({"switch": t(k), "checked": k == "settings_sulog"} for k in switches),
        {"row": t("settings_uninstall")},
        {"row": t("send_log")},
        {"row": t("about")},
    ]
    screen = page(title, items)
    where = "kernelsu SettingsMiuix"
    modes = [t(k) for k in ("settings_mode_enable_by_default", "settings_mode_disable_until_reboot",
                            "settings_mode_disable_always")]  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    ways = (
        {"row": t("settings_uninstall_permanent")},
        {"row": t("settings_restore_stock_image")},
    )
    uninstall = "kernelsu UninstallDialogMiuix"

    def way(tap: str) -> dict[str, Any]:
        return popup("opens-prompt", uninstall, title, t("uninstall"), None, [(cancel, None)],
                     ways, ((tap, False),))  # fmt: skip

    def sure(category: str, key: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        name = key.removeprefix("settings_").replace("_", " ")
        return confirm(category, f"{uninstall} ({name})", title, t(key), t(key + "_message"),
                       [(cancel, no), (ok, yes)])  # fmt: skip

    logs = ({"row": t("save_log")}, {"row": t("send_log")})
    sending = "kernelsu SendLogDialog"
    theme = page(
        t("settings_theme"),
        [
            {"row": t("settings_theme"), "secondary": t("settings_theme_mode_system")},
            {"switch": t("settings_monet"), "checked": False},
            {"row": t("settings_key_color"), "secondary": t("settings_key_color_default")},
            {"switch": t("settings_enable_blur"), "checked": True},
            {"text": t("settings_enable_blur_summary")},
        ],
    )
    palette = "kernelsu ColorPaletteScreenMiuix"
    return [
        on("opens-prompt", where, screen, t("settings_uninstall"), False),
        on("opens-prompt", where, screen, t("send_log"), False),
        on("reversible", where, screen, t("settings_kernel_umount"), False),
        on("reversible", where, screen, t("settings_sulog"), False),
        menu("reversible", "kernelsu SettingsMiuix (Classic SU command)", title, modes,
             [(t("settings_mode_disable_always"), False)]),
        way(t("settings_uninstall_permanent")),
        way(t("settings_restore_stock_image")),
        popup("harmless", uninstall, title, t("uninstall"), None, [(cancel, False)], ways),
        sure("uninstall", "settings_uninstall_permanent", None, True),
        sure("harmless", "settings_uninstall_permanent", False, None),
        sure("overwrite", "settings_restore_stock_image", None, True),
        popup("harmless", sending, title, None, None, [(cancel, None)], logs,
              ((t("send_log"), False),)),
        on("reversible", palette, theme, t("settings_monet"), False),
    ]  # fmt: skip


def templates(t: Any) -> list[dict[str, Any]]:
    title = t("settings_profile_template")
    listing = page(
        title,
        [
            {"icon": t("app_profile_import_export")},
            {"list": [{"row": TEMPLATE, "secondary": "termux.root"},
                      {"row": "Magisk-like su", "secondary": "magisk.su"}]},
        ],
    )  # fmt: skip
    where = "kernelsu TemplateMiuix"
    both = [t("app_profile_import_from_clipboard"), t("app_profile_export_to_clipboard")]
    fields = [
        {"field": "name", "hint": t("app_profile_template_name"), "text": TEMPLATE},
        {"field": "id", "hint": t("app_profile_template_id"), "text": "termux.root"},
        {"field": "author", "hint": t("module_author"), "text": "me"},
        {"field": "description", "hint": t("app_profile_template_description"),
         "text": "Root for Termux"},
    ]  # fmt: skip
    edit = page(t("app_profile_template_edit"),
                [{"icon": t("app_profile_template_delete")}, *fields])  # fmt: skip
    create = page(t("app_profile_template_create"),
                  [{"icon": t("app_profile_template_save")}, *fields])  # fmt: skip
    editor = "kernelsu TemplateEditorMiuix"
    return [
        on("harmless", where, listing, t("app_profile_import_export"), False),
        menu("overwrite", "kernelsu TemplateMiuix (Import/Export)", title, both,
             [(t("app_profile_import_from_clipboard"), True)]),
        menu("harmless", "kernelsu TemplateMiuix (Import/Export)", title, both,
             [(t("app_profile_export_to_clipboard"), False)]),
        on("delete", editor, edit, t("app_profile_template_delete"), True),
        on("reversible", editor, create, t("app_profile_template_save"), False),
    ]  # fmt: skip

"""Shelter's screens (``net.typeblog.shelter``, a work-profile manager: apps cloned between
the main profile and the work profile, uninstalled, frozen and unfrozen, the auto-freeze
list, cross-profile widgets and interaction, and its settings), strings from
``app/src/main/res/values*/strings.xml``; the platform's OK and Cancel (``android.R.string``)
read as the platform's own. The apps written on the screens are the same in every language.

Read from the code (``app/src/main``): ``res/layout/activity_main.xml``,
``res/menu/main_activity_menu.xml`` and ``res/menu/bottom_navigation_menu.xml`` (the main
page: the Search, "Batch Freeze" and Settings actions, the overflow's "Create Batch Freeze
Shortcut", "Install APK into Shelter", "Open Documents UI" and the "Show All Apps" check,
and the Main and Shelter tabs); ``java/net/typeblog/shelter/ui/MainActivity.java``
("Batch Freeze" freezes the apps of the auto-freeze list, which are unfrozen again;
"Install APK into Shelter" opens the system's file picker; "Show All Apps" only opens its
warning, whose Continue shows the hidden apps and whose Bye keeps them hidden);
``ui/AppListFragment.java`` (an app's ``ContextMenu``, "Operations for ...": in the work
profile "Clone to Main Profile" for an app that is not a system app, Freeze or Unfreeze,
Launch or "Unfreeze and Launch", the checkable "Allow Widgets in Main Profile", "Allow
Cross-Profile Interaction" and "Auto Freeze", "Create Unfreeze and/or Launch Shortcut" and
Uninstall; in the main profile "Clone to Shelter (Work Profile)" and, for an app that is not
a system app, Uninstall; on MIUI a clone first asks, with OK and "Continue anyway");
``services/ShelterService.java`` and ``ui/DummyActivity.java`` (a clone or an uninstall of
an app that is not a system app goes through ``PackageInstaller``, whose
``STATUS_PENDING_USER_ACTION`` opens the system's own install or uninstall prompt; a system
app cloned into the work profile is enabled there at once, ``enableSystemApp``, which, as
the code says, nothing reverses, its Uninstall only hiding it again; Freeze and Unfreeze
hide and show the app, ``setApplicationHidden``); ``ui/SettingsFragment.java`` and
``res/xml/preferences_settings.xml`` (the Settings page: the "File Shuttle", "Block Contacts
Searching", "Payment Service Stub", "Auto Freeze Service" and "Skip Foreground Apps" check
boxes, "File Shuttle" and "Skip Foreground Apps" only opening the permission prompt where a
permission is missing, whose OK opens the system's settings page and whose Cancel closes
it).
"""

from __future__ import annotations

from typing import Any

from screens import alert, context_menu, entry, menu, page

SHELTER = "net.typeblog.shelter:id/"
WORK_APP, PACKAGE, MAIN_APP, SYSTEM_APP = "Firefox", "org.mozilla.firefox", "VLC", "Camera"
OK, CANCEL = "android:ok", "android:cancel"
TITLE, FROZEN, FROZEN_PACKAGE = "Shelter", "Telegram", "org.telegram.messenger"
"""The app's label (``app_name``, not translated) is the main page's title."""


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + apps(t) + settings(t)


def main_page(t: Any) -> dict[str, Any]:
    """The main page on the Shelter (work profile) tab, its list of apps."""
    return page(TITLE, [
        {"icon": t("search"), "rid": f"{SHELTER}main_menu_search"},
        {"icon": t("freeze_all"), "rid": f"{SHELTER}main_menu_freeze_all"},
        {"icon": t("settings"), "rid": f"{SHELTER}main_menu_settings"},
        {"list": [{"text": WORK_APP, "rid": f"{SHELTER}list_app_title"},
                  {"text": PACKAGE, "rid": f"{SHELTER}list_app_package"},
                  {"text": t("list_item_disabled", FROZEN), "rid": f"{SHELTER}list_app_title"},
                  {"text": FROZEN_PACKAGE,
                   "rid": f"{SHELTER}list_app_package"}]},
        {"tab": t("fragment_profile_main"), "rid": f"{SHELTER}bottom_navigation_main"},
        {"tab": t("fragment_profile_work"),
         "rid": f"{SHELTER}bottom_navigation_work"}])  # fmt: skip


def main(t: Any) -> list[dict[str, Any]]:
    where = "shelter MainActivity"
    overflow = [t("create_freeze_all_shortcut"), t("install_app_to_profile"), t("documents_ui"),
                t("show_all")]  # fmt: skip
    warning = t("show_all_warning")
    continuing, bye = t("first_run_alert_continue"), t("first_run_alert_cancel")
    return [
        entry("reversible", f"{where} (the main page)", main_page(t),
              [(t("freeze_all"), False)]),
        menu("opens-prompt", f"{where} (the overflow menu)", TITLE, overflow,
             [(t("show_all"), False)]),
        menu("harmless", f"{where} (the overflow menu)", TITLE, overflow,
             [(t("install_app_to_profile"), False)]),
        alert("reversible", f"{where} (Show All Apps)", TITLE, None, warning,
              (continuing, False), (bye, None)),
        alert("harmless", f"{where} (Show All Apps)", TITLE, None, warning,
              (continuing, None), (bye, False)),
    ]  # fmt: skip


def work_menu(t: Any, frozen: bool) -> list[str]:
    """An app's menu in the work profile (an app that is not a system app)."""
    keys = ["clone_to_main_profile"]
    keys += ["unfreeze_app", "unfreeze_and_launch"] if frozen else ["freeze_app", "launch"]
    keys += ["allow_cross_profile_widgets", "allow_cross_profile_interaction", "auto_freeze",
             "create_unfreeze_shortcut", "uninstall_app"]  # fmt: skip
    return [t(k) for k in keys]


def apps(t: Any) -> list[dict[str, Any]]:
    where = "shelter AppListFragment (an app's menu"
    work, frozen = work_menu(t, False), work_menu(t, True)
    header = t("app_context_menu_title", WORK_APP)
    frozen_header = t("app_context_menu_title", FROZEN)
    main_menu = [t("clone_to_work_profile"), t("uninstall_app")]
    cloning = t("miui_cannot_clone")
    behind = TITLE
    return [
        context_menu("reversible", f"{where}, in the work profile)", behind, header, work,
                     [(t("freeze_app"), False)]),
        context_menu("opens-prompt", f"{where}, in the work profile)", behind, header, work,
                     [(t("uninstall_app"), False)]),
        context_menu("reversible", f"{where}, in the work profile)", behind, header, work,
                     [(t("allow_cross_profile_interaction"), False)]),
        context_menu("reversible", f"{where}, a frozen app in the work profile)", behind,
                     frozen_header, frozen,
                     [(t("unfreeze_app"), False), (t("unfreeze_and_launch"), False)]),
        context_menu("opens-prompt", f"{where}, in the main profile)", behind,
                     t("app_context_menu_title", MAIN_APP), main_menu,
                     [(t("clone_to_work_profile"), False), (t("uninstall_app"), False)]),
        context_menu("install", f"{where}, a system app in the main profile)", behind,
                     t("app_context_menu_title", SYSTEM_APP), [t("clone_to_work_profile")],
                     [(t("clone_to_work_profile"), True)]),
        alert("harmless", "shelter AppListFragment (cloning on MIUI)", behind, None, cloning,
              (t(OK), False), (t("continue_anyway"), None)),
        alert("opens-prompt", "shelter AppListFragment (cloning on MIUI)", behind, None,
              cloning, (t(OK), None), (t("continue_anyway"), False)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    rows = page(title, [
        {"text": t("settings_interaction")},
        {"switch": t("settings_cross_profile_file_chooser")},
        {"text": t("settings_cross_profile_file_chooser_desc")},
        {"switch": t("settings_block_contacts_searching")},
        {"text": t("settings_block_contacts_searching_desc")},
        {"switch": t("settings_payment_stub")}, {"text": t("settings_payment_stub_desc")},
        {"text": t("settings_services")},
        {"switch": t("settings_auto_freeze_service")},
        {"text": t("settings_auto_freeze_service_desc")},
        {"row": t("settings_auto_freeze_delay")}, {"text": t("format_minutes", 5)},
        {"switch": t("settings_dont_freeze_foreground")},
        {"text": t("settings_dont_freeze_foreground_desc")}])  # fmt: skip
    where = "shelter SettingsFragment"
    storage = t("request_storage_manager")
    return [
        entry("opens-prompt", f"{where} (Settings)", rows,
              [(t("settings_cross_profile_file_chooser"), False)]),
        entry("reversible", f"{where} (Settings)", rows,
              [(t("settings_block_contacts_searching"), False)]),
        entry("opens-prompt", f"{where} (Settings)", rows,
              [(t("settings_dont_freeze_foreground"), False)]),
        alert("harmless", f"{where} (the All Files permission)", title, None, storage,
              (t(OK), False), (t(CANCEL), None)),
    ]  # fmt: skip

"""SD Maid SE's app manager, scheduler, exclusions and settings (``eu.darken.sdmse``): apps
force-stopped, disabled, uninstalled and archived, schedules created and removed, exclusions created
and removed, debug logs recorded, shared and deleted, a backup of the configuration restored over
it, and the Pro upgrade bought. Strings from each module's ``src/main/res/ values*/strings.xml``
and, for the Google Play upgrade page, ``app/src/gplay/res``; the app, schedule and path names on
the screens are the same in every language.

Read from the code: ``app-tool-appcontrol/.../ui/list/actions/AppActionSheet.kt`` and
``AppActionViewModel.kt`` (an app's sheet: "Launch app", "Force stop", "Show settings", "Open in app
store", "Exclude app", "Disable app", Delete ("Uninstall this app from your device."), Archive and
"Export app"; Force stop submits ``ForceStopTask`` at once, "Disable app" ``AppControlToggleTask``
at once, Delete and Archive only ask, "Export app" opens the system's folder picker; the sheet's
"Confirm deletion" Delete submits ``UninstallTask``, "Confirm archive" Archive ``ArchiveTask``);
``ui/list/AppControlListScreen.kt`` (selection mode: Close, "Delete selected", "Exclude selected",
"Select all" and Options, whose menu holds "Toggle apps", "Force stop apps", "Archive apps",
"Restore apps", "Export apps" and "Share list", each asking first: "Confirm force stop" "Force stop
3 apps?" with "Force stop", "Confirm action" "Change enabled/disabled state of 3 apps?" with
Continue, and "Confirm deletion" "Delete 3 selected items?" with "Delete selected", which uninstalls
them); ``app-tool-scheduler/.../ui/manager/ SchedulerManagerScreen.kt``, ``items/ScheduleRow.kt``
and ``SchedulerManagerViewModel.kt`` (a disabled schedule's row: its name, when it runs, the
"Schedule is disabled" switch, the CorpseFinder, SystemCleaner and AppCleaner switches, Remove,
which calls ``removeSchedule`` at once with no confirmation and no undo, and "Edit schedule"; the
"New schedule" button) and ``create/ScheduleItemSheet.kt`` (Name, Time with Edit, the days and
Save); ``app-common-exclusion/.../ui/list/ExclusionListScreen.kt`` (selection mode: "Export
exclusions", "Delete selected", which removes the exclusions at once with an Undo snackbar, and
"Select all"; the Options menu's "Restore default exclusions" and "Show default exclusions") and
``editor/path/PathExclusionEditorScreen.kt`` (a path exclusion: Remove, which asks "Remove this
exclusion?" whose Remove deletes it, and Save; the tools it applies to);
``app/.../main/ui/settings/SettingsScreen.kt`` and ``general/GeneralSettingsScreen.kt`` (the
settings list and "One-Tap Mode"); ``app/.../setup/root/RootSetupCard.kt`` and ``storage/
StorageSetupCard.kt`` (the "Root access" card's two choices, a setting, and "Grant access", which
opens the system's permission page); ``settings/support/SupportScreen.kt``,
``common/debug/recorder/ui/RecorderConsentDialog.kt``, ``RecorderScreen.kt`` and
``RecorderViewModel.kt`` ("Record debug log" asks with Record, Cancel and "Privacy policy"; the
finished log's page has Delete, Close and Share, which opens the system's share chooser for the
zipped log) and ``support/sessions/DebugLogSessionsScreen.kt`` (a session's "Confirm deletion"
"Delete this debug log session?" and "Delete all debug logs?" "This will permanently delete all
stored debug log sessions.", whose Delete deletes the logs);
``main/ui/backup/BackupRestoreScreen.kt`` ("Backup & Restore": "Create backup" and "Restore backup",
which open the system's file picker; "Restore this backup?" with its warning acknowledged, Merge or
Replace ("Reset your current configuration, then apply the backup"), Cancel and Restore, which
writes the backup over the configuration, an Undo offered only when the restore fails);
``app/src/gplay/.../upgrade/ui/UpgradeScreen.kt`` and ``UpgradeOffers.kt`` ("Upgrade options":
"Yearly subscription" with "Start free 14-day trial", "Buy once" with "One-time purchase", each
opening Google Play's purchase sheet, where the payment is confirmed, and "Restore purchase").
"""

from __future__ import annotations

from typing import Any

from android_corpus import menu, popup

APP = "Instagram"
SCHEDULE = "Nightly clean"
EXCLUDED = "/storage/emulated/0/DCIM/Camera"


def screens(t: Any) -> list[dict[str, Any]]:
    return apps(t) + schedules(t) + exclusions(t) + settings(t) + support(t) + backup(t)


def ask(t: Any, category: str, source: str, behind: str, title: str | None, message: str,
        positive: tuple[str, bool | None],
        cancel: bool | None = None) -> dict[str, Any]:  # fmt: skip
    """A ``SdmConfirmDialog``: its positive button, then Cancel."""
    return popup(category, source, behind, title, message,
                 [positive, (t("general_cancel_action"), cancel)])  # fmt: skip


def apps(t: Any) -> list[dict[str, Any]]:
    title = t("appcontrol_tool_name")
    rows = (("appcontrol_app_launch_title", "appcontrol_app_launch_description"),
            ("appcontrol_app_forcestop_title", "appcontrol_app_forcestop_description"),
            ("appcontrol_systemsettings_open_title", "appcontrol_systemsettings_open_description"),
            ("appcontrol_appstore_open_title", "appcontrol_appstore_open_description"),
            ("appcontrol_app_exclude_add_title", "appcontrol_app_exclude_add_description"),
            ("appcontrol_toggle_app_disable_action", "appcontrol_toggle_app_disable_description"),
            ("general_delete_action", "appcontrol_app_uninstall_description"),
            ("appcontrol_archive_action", "appcontrol_archive_description"),
            ("appcontrol_export_title", "appcontrol_export_description"))  # fmt: skip
    sheet = ({"text": APP}, {"text": "com.instagram.android"},
             *({"row": t(k), "secondary": t(d)} for k, d in rows))  # fmt: skip
    where = "sdm AppActionSheet"

    def tap(category: str, key: str, bad: bool) -> dict[str, Any]:
        return popup(category, where, title, None, None, [], sheet, ((t(key), bad),))

    options = [t(k) for k in ("appcontrol_toggle_app_selection_action",
                              "appcontrol_force_stop_selection_action",
                              "appcontrol_archive_selection_action",
                              "appcontrol_restore_selection_action",
                              "appcontrol_export_app_selection_action",
                              "appcontrol_share_list_action")]  # fmt: skip
    listed = "sdm AppControlListScreen"
    return [
        tap("force-stop", "appcontrol_app_forcestop_title", True),
        tap("reversible", "appcontrol_toggle_app_disable_action", False),
        tap("opens-prompt", "general_delete_action", False),
        ask(t, "uninstall", f"{where} (ConfirmUninstall)", title,
            t("general_delete_confirmation_title"),
            t("general_delete_confirmation_message_x", APP), (t("general_delete_action"), True)),
        ask(t, "reversible", f"{where} (ConfirmArchive)", title,
            t("appcontrol_archive_confirmation_title"), t("appcontrol_archive_description"),
            (t("appcontrol_archive_action"), False)),
        menu("opens-prompt", f"{listed} (selection Options)", title, options,
             [(t("appcontrol_force_stop_selection_action"), False)]),
        ask(t, "force-stop", f"{listed} (ConfirmForceStop)", title,
            t("appcontrol_force_stop_confirm_title"),
            t("appcontrol_force_stop_confirmation_message_x#3"),
            (t("appcontrol_force_stop_action"), True)),
        ask(t, "reversible", f"{listed} (ConfirmToggle)", title,
            t("appcontrol_toggle_confirmation_title"),
            t("appcontrol_toggle_confirmation_message_x#3"), (t("general_continue"), False)),
        ask(t, "uninstall", f"{listed} (ConfirmUninstall)", title,
            t("general_delete_confirmation_title"),
            t("general_delete_confirmation_message_selected_x_items#3"),
            (t("general_delete_selected_action"), True)),
    ]  # fmt: skip


def schedules(t: Any) -> list[dict[str, Any]]:
    title = t("scheduler_label")
    row = (
        {"icon": t("general_help_action")},
        {"text": SCHEDULE},
        {"text": t("scheduler_current_schedule_x_at_x", t("scheduler_schedule_repeat_x_days#1"),
                   "03:00")},
        {"switch": t("scheduler_schedule_toggle_disabled"), "checked": False},
        {"switch": t("corpsefinder_tool_name"), "checked": True},
        {"switch": t("systemcleaner_tool_name"), "checked": True},
        {"switch": t("appcleaner_tool_name"), "checked": False},
        {"button": t("general_remove_action")},
        {"button": t("scheduler_edit_schedule_action")},
        {"icon": t("scheduler_new_schedule_action")},
    )  # fmt: skip
    where = "sdm SchedulerManagerScreen (ScheduleRow)"
    sheet = (
        {"field": t("scheduler_schedule_name_label"), "text": SCHEDULE},
        {"field": t("scheduler_schedule_time_label"), "text": "03:00"},
        {"button": t("general_edit_action")},
        {"text": t("scheduler_schedule_repeat_label")},
        {"text": t("scheduler_schedule_repeat_x_days#1")},
        {"button": t("general_save_action")},
    )  # fmt: skip
    return [
        popup("delete", where, title, None, None, [], row, ((t("general_remove_action"), True),)),
        popup("reversible", where, title, None, None, [], row,
              ((t("scheduler_schedule_toggle_disabled"), False),)),
        popup("harmless", where, title, None, None, [], row,
              ((t("scheduler_new_schedule_action"), False),)),
        popup("reversible", "sdm ScheduleItemSheet", title, None, None, [], sheet,
              ((t("general_save_action"), False),)),
    ]  # fmt: skip


def exclusions(t: Any) -> list[dict[str, Any]]:
    title = t("exclusion_manager_title")
    chosen = (
        {"icon": t("general_close_action")}, {"text": "2"},
        {"icon": t("exclusion_export_action")}, {"icon": t("general_delete_selected_action")},
        {"icon": t("general_list_select_all_action")},
        {"row": EXCLUDED, "secondary": t("exclusion_type_path")},
        {"row": "com.whatsapp", "secondary": t("exclusion_type_package")},
    )  # fmt: skip
    options = [t("exclusion_reset_default_exclusions"), t("exclusion_show_defaults_action")]
    editor = (
        {"icon": t("general_remove_action")}, {"icon": t("general_save_action")},
        {"text": t("exclusion_target_label")}, {"text": EXCLUDED},
        {"text": t("exclusion_editor_affected_tools_label")},
        {"switch": t("exclusion_tags_alltools"), "checked": True},
        {"switch": t("corpsefinder_tool_name"), "checked": False},
        {"switch": t("systemcleaner_tool_name"), "checked": False},
    )  # fmt: skip
    path = t("exclusion_type_path")
    where = "sdm PathExclusionEditorScreen"
    return [
        popup("reversible", "sdm ExclusionListScreen (selection)", title, None, None, [], chosen,
              ((t("general_delete_selected_action"), False),)),
        menu("reversible", "sdm ExclusionListScreen (Options)", title, options,
             [(t("exclusion_reset_default_exclusions"), False)]),
        popup("opens-prompt", where, path, None, None, [], editor,
              ((t("general_remove_action"), False),)),
        ask(t, "delete", f"{where} (remove)", path, None,
            t("exclusion_editor_remove_confirmation_message"), (t("general_remove_action"), True)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("general_settings_title")
    rows = (("general_settings_label", "general_settings_desc"),
            ("exclusion_manager_title", "exclusion_manager_desc"),
            ("scheduler_settings_label", "scheduler_settings_summary"),
            ("backup_restore_title", "backup_restore_desc"),
            ("setup_title", "setup_forcedshow_summary"),
            ("settings_support_label", "settings_support_description"))  # fmt: skip
    page = tuple({"row": t(k), "secondary": t(d)} for k, d in rows)
    general = (
        {"text": t("dashboard_settings_category")},
        {"switch": t("dashboard_settings_oneclick_title"), "checked": False},
        {"text": t("dashboard_settings_oneclick_summary")},
        {"row": t("dashboard_settings_oneclick_tools_title"),
         "secondary": t("dashboard_settings_oneclick_tools_desc")},
        {"row": t("general_settings_reset_guided_tours_label"),
         "secondary": t("general_settings_reset_guided_tours_summary")},
    )  # fmt: skip
    setup = (
        {"text": t("setup_manage_storage_card_title")},
        {"text": t("setup_manage_storage_card_body")},
        {"button": t("general_grant_access_action")},
        {"text": t("setup_root_card_title")}, {"text": t("setup_root_card_body")},
        {"radio": t("setup_root_enable_root_use_label"), "checked": False},
        {"radio": t("setup_root_disable_root_use_label"), "checked": True},
    )  # fmt: skip
    return [
        popup("harmless", "sdm SettingsScreen", title, None, None, [], page,
              ((t("backup_restore_title"), False),)),
        popup("reversible", "sdm GeneralSettingsScreen", t("general_settings_label"), None, None,
              [], general, ((t("dashboard_settings_oneclick_title"), False),)),
        popup("reversible", "sdm SetupScreen (RootSetupCard)", t("setup_title"), None, None, [],
              setup, ((t("setup_root_enable_root_use_label"), False),)),
    ]  # fmt: skip


def support(t: Any) -> list[dict[str, Any]]:
    title = t("settings_support_label")
    page = (
        {"row": t("documentation_label")},
        {"row": t("support_contact_label"), "secondary": t("support_contact_desc")},
        {"row": t("debug_debuglog_record_action"), "secondary": t("support_debuglog_desc")},
        {"row": t("support_debuglog_folder_label")},
    )  # fmt: skip
    log = t("debug_debuglog_screen_title")
    recorded = (
        {"text": t("debug_debuglog_screen_subtitle")},
        {"text": t("debug_debuglog_sensitive_information_label")},
        {"button": t("general_delete_action")}, {"button": t("general_close_action")},
        {"button": t("general_share_action")},
    )  # fmt: skip
    folder = t("support_debuglog_folder_label")
    return [
        popup("opens-prompt", "sdm SupportScreen", title, None, None, [], page,
              ((t("debug_debuglog_record_action"), False),)),
        popup("reversible", "sdm RecorderConsentDialog", title, t("support_debuglog_label"),
              t("settings_debuglog_explanation"),
              [(t("debug_debuglog_record_action"), False), (t("general_cancel_action"), None),
               (t("settings_privacy_policy_label"), None)]),
        popup("harmless", "sdm RecorderScreen", log, None, None, [], recorded,
              ((t("general_share_action"), False),)),
        ask(t, "delete", "sdm DebugLogSessionsScreen (delete one)", folder,
            t("general_delete_confirmation_title"),
            t("debug_debuglog_sessions_delete_confirmation_message"),
            (t("general_delete_action"), True)),
        ask(t, "delete", "sdm DebugLogSessionsScreen (delete all)", folder,
            t("support_debuglog_folder_delete_confirmation_title"),
            t("support_debuglog_folder_delete_confirmation_message"),
            (t("general_delete_action"), True)),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("backup_restore_title")
    page = (
        {"row": t("backup_restore_export_title"), "secondary": t("backup_restore_export_desc")},
        {"row": t("backup_restore_import_title"), "secondary": t("backup_restore_import_desc")},
    )  # fmt: skip
    restore = (
        {"text": t("backup_restore_confirm_created", "2025-03-14 21:07")},
        {"text": t("backup_restore_warn_history_body")},
        {"switch": t("backup_restore_ack_understand"), "checked": True},
        {"text": t("backup_restore_mode_label")},
        {"radio": t("backup_restore_mode_merge"), "checked": False},
        {"text": t("backup_restore_mode_merge_desc")},
        {"radio": t("backup_restore_mode_replace"), "checked": True},
        {"text": t("backup_restore_mode_replace_desc")},
    )  # fmt: skip
    shop = (
        {"text": t("upgrade_screen_offers_title")},
        {"text": t("upgrade_screen_subscription_offer_title")},
        {"button": t("upgrade_screen_subscription_trial_action")},
        {"text": t("upgrade_screen_iap_offer_title")},
        {"button": t("upgrade_screen_iap_action")},
        {"text": t("upgrade_screen_restore_banner_title")},
        {"button": t("upgrade_screen_restore_purchase_action")},
    )  # fmt: skip
    where = "sdm UpgradeScreen (Google Play)"
    return [
        popup("opens-prompt", "sdm BackupRestoreScreen", title, None, None, [], page,
              ((t("backup_restore_import_title"), False),)),
        popup("overwrite", "sdm BackupRestoreScreen (restore dialog, Replace)", title,
              t("backup_restore_confirm_title"), None,
              [(t("general_cancel_action"), None), (t("backup_restore_action_restore"), True)],
              restore),
        popup("opens-prompt", where, "SD Maid SE", None, None, [], shop,
              ((t("upgrade_screen_subscription_trial_action"), False),)),
    ]  # fmt: skip

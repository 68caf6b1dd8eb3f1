"""Neo Backup's screens (``com.machiav3lli.backup``, apps' APKs and data backed up and
restored with root: backups deleted and limited, restores that overwrite an app's data,
apps uninstalled, disabled and killed, schedules deleted), strings from
``src/main/res/values*/strings.xml`` (Chinese from ``values-zh``, Portuguese from
``values-pt-rBR`` then ``values-pt``). The app, package, schedule and backup names are the
same in every language.

Read from the code (``src/main/java/com/machiav3lli/backup``): ``ui/pages/AppPage.kt`` (an
app's page: "Launch app", "App-info", "Exodus report" and "Add to the global blocklist",
then "Clear cache", "Force kill", "Disable app" and "Uninstall app", the note's "Edit note",
Backup, "Delete all backups" and "Enforce backups limit", and each backup's "Delete
backup", Share and Restore; each of these but Launch, App-info, Exodus, Share and "Edit
note" only opens a dialog, and its ``DialogMode`` dialog is an ``ActionsDialogUI``, the
app's name over a message with Cancel and Yes: Yes in ``UNINSTALL`` calls
``AppVM.uninstallApp`` (``PackageRepository.uninstall``, done with root, with no system
prompt), in ``DELETE`` ``deleteBackup``, in ``DELETE_ALL`` ``deleteAllBackups``, in
``ENFORCE_LIMIT`` ``housekeepingPackageBackups`` (the oldest backups over the limit are
deleted), in ``CLEAN_CACHE`` ``ShellCommands.wipeCache``, in ``FORCE_KILL`` ``am
stop-app``/``force-stop``, in ``ENABLE_DISABLE`` ``enableDisableApp`` and in
``BLOCKLIST`` ``addToGlobalBlocklist``); ``ui/dialogs/ComposeDialog.kt`` (``ActionsDialogUI``:
title, message, Cancel, an optional secondary button and the primary one;
``BatchActionDialogUI``: "Backup?" or "Restore?" over each app's parts, whose Backup or
Restore starts the batch); ``ui/dialogs/RestoreDialogUI.kt`` and ``BackupDialogUI.kt`` with
``SelectionDialog.kt`` (``MultiSelectionDialogUI``: the backup's parts as checkboxes, Cancel
and OK, whose OK runs ``RestoreActionTask``, which writes the backup's APK and data over the
installed app's, or ``BackupActionTask``); ``ui/dialogs/InputDialogUI.kt`` ("Edit note":
the field, "Clear text", Cancel and Save); ``ui/compose/component/BackupItem.kt`` (a
backup's lock toggle, "Delete backup", Share, which hands the file to the system's share
sheet, and Restore); ``ui/pages/SchedulePage.kt`` (a schedule's Delete and "Start now",
each opening a dialog; "Delete schedule?" whose Yes calls ``deleteSchedule``);
``ui/pages/ToolsPrefsPage.kt`` (the Tools page: "Delete backups?", which lists the apps not
installed and whose Yes deletes all their backups; "Clean up backup directory", with Cancel,
"Just label" (damaged backups renamed) and Delete (damaged backups deleted); "Enforce
backups limit" over all apps; "Copy own APK"; "Save apps list", with Cancel, "Filtered list"
and "All apps", which write a text file); ``manager/handler/BackupRestoreHelper.kt``.
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

APP, PACKAGE, OTHER, SCHEDULE = "Signal", "org.thoughtcrime.securesms", "K-9 Mail", "Nightly"
BACKUP = "2025-03-14 02:00:17"


def screens(t: Any) -> list[dict[str, Any]]:
    return app_page(t) + app_dialogs(t) + batch(t) + schedules(t) + tools(t)


def app_page(t: Any) -> list[dict[str, Any]]:
    shown = page(APP, [
        {"text": PACKAGE}, {"icon": t("dialogCancel")},
        {"button": t("launch_app")}, {"button": t("app_info")},
        {"button": t("exodus_report")}, {"button": t("global_blocklist_add")},
        {"text": t("title_app_management")}, {"button": t("clear_cache")},
        {"button": t("forceKill")}, {"button": t("disablePackage")},
        {"button": t("uninstall")}, {"text": t("title_tags")},
        {"text": t("title_note")}, {"icon": t("edit_note")},
        {"text": t("title_backup_management")}, {"button": t("backup")},
        {"button": t("delete_all_backups")}, {"button": t("enforce_backups_limit")},
        {"text": t("stats_backups")}, {"text": BACKUP},
        {"icon": t("deleteBackup")}, {"icon": t("shareTitle")},
        {"button": t("restore")}])  # fmt: skip
    where = "neobackup AppPage"
    return [
        page_entry("opens-prompt", where, shown, t("uninstall")),
        page_entry("opens-prompt", where, shown, t("delete_all_backups")),
        page_entry("opens-prompt", f"{where} (BackupItem)", shown, t("deleteBackup")),
        page_entry("opens-prompt", f"{where} (BackupItem)", shown, t("restore")),
        page_entry("opens-prompt", where, shown, t("enforce_backups_limit")),
        page_entry("opens-prompt", where, shown, t("disablePackage")),
        page_entry("harmless", where, shown, t("launch_app")),
        page_entry("harmless", f"{where} (BackupItem)", shown, t("shareTitle")),
    ]  # fmt: skip


def page_entry(category: str, source: str, shown: dict[str, Any], label: str) -> dict[str, Any]:
    """A page whose control ``label`` is tapped (none of the pages' taps commits)."""
    return entry(category, source, shown, [(label, False)])


def asked(t: Any, category: str, mode: str, message: str, yes: bool | None,
          cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """An ``ActionsDialogUI`` over the app's page: its name, the message, Cancel and Yes."""
    return popup(category, f"neobackup AppPage (DialogMode.{mode})", APP, APP, message,
                 [(t("dialogCancel"), cancel), (t("dialogYes"), yes)])  # fmt: skip


def app_dialogs(t: Any) -> list[dict[str, Any]]:
    parts = ({"switch": t("radio_apk")}, {"switch": t("radio_data")},
             {"switch": t("radio_deviceprotecteddata")},
             {"switch": t("radio_externaldata")})  # fmt: skip
    chosen = (*parts, {"switch": t("radio_obbdata")}, {"switch": t("radio_mediadata")})
    restore = "neobackup AppPage (RestoreDialogUI)"
    backup = "neobackup AppPage (BackupDialogUI)"
    buttons = (t("dialogCancel"), t("dialogOK"))
    limit = t("enforce_backups_limit_description", 2)
    return [
        asked(t, "delete", "UNINSTALL", t("uninstallDialogMessage"), True, None),
        asked(t, "harmless", "UNINSTALL", t("uninstallDialogMessage"), None, False),
        asked(t, "delete", "DELETE", t("deleteBackupDialogMessage"), True, None),
        asked(t, "harmless", "DELETE", t("deleteBackupDialogMessage"), None, False),
        asked(t, "delete", "DELETE_ALL", t("delete_all_backups"), True, None),
        asked(t, "harmless", "DELETE_ALL", t("delete_all_backups"), None, False),
        asked(t, "delete", "ENFORCE_LIMIT", limit, True, None),
        asked(t, "reversible", "CLEAN_CACHE", t("clear_cache"), False, None),
        asked(t, "reversible", "FORCE_KILL", t("forceKillMessage"), False, None),
        asked(t, "reversible", "ENABLE_DISABLE", t("disablePackage"), False, None),
        asked(t, "reversible", "BLOCKLIST", t("addBlocklistDialogMessage"), False, None),
        popup("overwrite", restore, APP, APP, None,
              [(buttons[0], None), (buttons[1], True)], parts),
        popup("harmless", restore, APP, APP, None,
              [(buttons[0], False), (buttons[1], None)], parts),
        popup("harmless", restore, APP, APP, None, [(buttons[0], None), (buttons[1], None)],
              parts, taps=((t("radio_data"), False),)),
        popup("reversible", backup, APP, APP, None,
              [(buttons[0], None), (buttons[1], False)], chosen),
    ]  # fmt: skip


def batch(t: Any) -> list[dict[str, Any]]:
    said = f"{APP}: {t('handleBoth')} {OTHER}: {t('handleData')}"
    where = "neobackup BatchPage (BatchActionDialogUI)"
    home = "Neo Backup"
    return [
        popup("overwrite", f"{where}, restore", home, t("restoreConfirmation"), said,
              [(t("dialogCancel"), None), (t("restore"), True)]),
        popup("harmless", f"{where}, restore", home, t("restoreConfirmation"), said,
              [(t("dialogCancel"), False), (t("restore"), None)]),
        popup("reversible", f"{where}, backup", home, t("backupConfirmation"), said,
              [(t("dialogCancel"), None), (t("backup"), False)]),
    ]  # fmt: skip


def schedules(t: Any) -> list[dict[str, Any]]:
    shown = page(t("sched_title"), [
        {"field": t("sched_name"), "text": SCHEDULE}, {"icon": t("dismiss")},
        {"switch": t("enabled")}, {"button": t("delete")},
        {"button": t("sched_activateButton")}])  # fmt: skip
    where = "neobackup SchedulePage"
    said = t("deleteScheduleDialogMessage")
    return [
        page_entry("opens-prompt", where, shown, t("delete")),
        page_entry("opens-prompt", where, shown, t("sched_activateButton")),
        popup("delete", f"{where} (DialogMode.DELETE)", t("sched_title"), SCHEDULE, said,
              [(t("dialogCancel"), None), (t("dialogYes"), True)]),
        popup("harmless", f"{where} (DialogMode.DELETE)", t("sched_title"), SCHEDULE, said,
              [(t("dialogCancel"), False), (t("dialogYes"), None)]),
    ]  # fmt: skip


def tools(t: Any) -> list[dict[str, Any]]:
    rows = [("prefs_batchdelete", "prefs_batchdelete_summary"),
            ("prefs_cleanup_backupdir", "prefs_cleanup_backupdir_summary"),
            ("enforce_backups_limit", "enforce_backups_limit_summary"),
            ("prefs_copyselfapk", "prefs_copyselfapk_summary"),
            ("prefs_schedulesexportimport", None), ("prefs_saveappslist", None),
            ("prefs_logviewer", None), ("prefs_tools_terminal", None)]  # fmt: skip
    items = [item for name, summary in rows
             for item in ({"row": t(name)}, *([{"text": t(summary)}] if summary else []))
             ]  # fmt: skip
    shown = page(t("prefs_tools_short"), items)
    where = "neobackup ToolsPrefsPage"
    title = t("prefs_batchdelete")
    gone = f"{OTHER} Telegram"
    limit = t("enforce_backups_limit_FORMAT", 2, f"{APP}, {OTHER}")
    clean, cleaned = t("prefs_cleanup_backupdir"), t("prefs_cleanup_backupdir_summary")
    cancel, behind = t("dialogCancel"), t("prefs_tools_short")
    saved, said = t("prefs_saveappslist"), t("prefs_saveappslist_summary")
    return [
        page_entry("opens-prompt", where, shown, t("prefs_batchdelete")),
        page_entry("opens-prompt", where, shown, t("prefs_cleanup_backupdir")),
        page_entry("opens-prompt", where, shown, t("enforce_backups_limit")),
        page_entry("reversible", where, shown, t("prefs_copyselfapk")),
        popup("delete", f"{where} (TOOL_DELETE_BACKUP_UNINSTALLED)", behind, title, gone,
              [(cancel, None), (t("dialogYes"), True)]),
        popup("harmless", f"{where} (TOOL_DELETE_BACKUP_UNINSTALLED)", behind, title, gone,
              [(cancel, False), (t("dialogYes"), None)]),
        popup("delete", f"{where} (ENFORCE_LIMIT)", behind, t("enforce_backups_limit"), limit,
              [(cancel, None), (t("dialogYes"), True)]),
        popup("delete", f"{where} (TOOL_CLEANUP_BACKUP_DIR)", behind, clean, cleaned,
              [(cancel, None), (t("dialogLabel"), None), (t("dialogDelete"), True)]),
        popup("reversible", f"{where} (TOOL_CLEANUP_BACKUP_DIR)", behind, clean, cleaned,
              [(cancel, None), (t("dialogLabel"), False), (t("dialogDelete"), None)]),
        popup("reversible", f"{where} (TOOL_SAVE_APPS_LIST)", behind, saved, said,
              [(cancel, None), (t("filtered_list"), None), (t("radio_all"), False)]),
    ]  # fmt: skip

"""Radarr's system screens for the five-hundred-and-forty-third held-out corpus:
``screens(t)`` lays them out in one language, ``t(key)`` (or ``t(key, tokens)``) being that
language's lookup of the app's catalogue. The header's actions menu (restarting and shutting
down Radarr, logging out), the Backups page with a backup's deletion and restore, the Updates
page with a new major version and its confirmation, and the Events page (the log's clearing).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import T, api, command, confirm, entry, link, markdown_text, modal, page

BACKUP_ID = 1204417339  # the backup's id, a hash of its type and name
BACKUP = "radarr_backup_v6.0.4.10291_2025.11.09_18.42.07.zip"  # a manual backup
BACKUP_SIZE = "38.6 MiB"  # formatBytes(40474214)
CURRENT, LATEST = "5.28.0.10274", "6.0.4.10291"  # the installed version, the update's


def backups_page(t: T, menu: list[str] | None = None) -> dict[str, Any]:
    """System > Backup: the toolbar, then the table (its type column, Name, Size, Time, its
    actions column) with the one backup, its name a link to the file and its Restore Backup
    and Delete Backup icons."""
    return page(t, t("Backups"), "System", [
        {"button": t("BackupNow")}, {"button": t("RestoreBackup")},
        {"text": t("Name")}, {"text": t("Size")}, {"text": t("Time")},
        {"link": BACKUP}, {"text": BACKUP_SIZE},
        {"icon": t("RestoreBackup")}, {"icon": t("DeleteBackup")}], menu)  # fmt: skip


def updates_page(t: T) -> dict[str, Any]:
    """System > Updates where the newest release is a major version above the installed
    one: Install Latest, then each release's version, its changes and the installed one's
    label."""
    return page(t, t("Updates"), "System", [
        {"button": t("InstallLatest")},
        {"text": LATEST}, {"text": t("New")}, {"text": "Support for .NET 8 and newer platforms"},
        {"text": t("Fixed")}, {"text": "Movies without a release date failing to refresh"},
        {"text": CURRENT}, {"text": t("CurrentlyInstalled")}, {"text": t("Fixed")},
        {"text": "Calendar feed missing digital releases"}])  # fmt: skip


def events_page(t: T) -> dict[str, Any]:
    """System > Events (titled Logs): Refresh, Clear, Options and the filter menu, then the
    table's headings and its newest entries."""
    return page(t, t("Logs"), "System", [
        {"button": t("Refresh")}, {"button": t("Clear")}, {"button": t("Options")},
        {"button": t("Filter")},
        {"text": t("Time")}, {"text": t("Component")}, {"text": t("Message")},
        {"text": "RssSyncService"},
        {"text": "RSS Sync Completed. Reports found: 87, Reports grabbed: 0"},
        {"text": "DownloadService"},
        {"text": "Report for The Zone of Interest (2023) sent to SABnzbd from indexer NZBgeek."},
    ])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    menu = [t("KeyboardShortcuts"), t("Restart"), t("Shutdown"), t("Logout")]
    backups, with_menu = backups_page(t), backups_page(t, menu)
    delete = confirm(t, t("Backups"), t("DeleteBackup"),
                     t("DeleteBackupMessageText", {"name": BACKUP}), t("Delete"))  # fmt: skip
    # The restore modal's title is written in English in the code; its body is one block:
    # the question and the three steps' names.
    steps = "\n".join([t("WouldYouLikeToRestoreBackup", {"name": BACKUP}), t("Restore"),
                       t("Restart"), t("Reload")])  # fmt: skip
    restore = modal(t, t("Backups"), "Restore Backup", [
        {"text": t("RestartReloadNote")}, {"button": t("Cancel")},
        {"button": t("Restore")}], steps)  # fmt: skip
    major = confirm(t, t("Updates"), t("InstallMajorVersionUpdate"), "\n".join([
        t("InstallMajorVersionUpdateMessage"),
        markdown_text(t("InstallMajorVersionUpdateMessageLink",
                        {"domain": "radarr.video", "url": "https://radarr.video/#downloads"})),
    ]), t("Install"))  # fmt: skip
    return [
        entry("harmless", "backups page menu button", backups, [("Menu Button", False, [])]),
        entry("harmless", "actions menu", with_menu, [
            (t("KeyboardShortcuts"), False, []), (t("Logout"), False, [link("/logout")])]),
        entry("reboot", "actions menu restart", with_menu, [
            (t("Restart"), True, [api("POST", "/system/restart")])]),
        entry("shutdown", "actions menu shutdown", with_menu, [
            (t("Shutdown"), True, [api("POST", "/system/shutdown")])]),
        entry("harmless", "backups page", backups, [
            (t("BackupNow"), False, [command("Backup")]),
            (BACKUP, False, [link(f"/backup/manual/{BACKUP}")]),
            (t("Updates"), False, [api("GET", "/update"), api("GET", "/config/host")]),
            (t("Events"), False, [api("GET", "/log?page=1&pageSize=50&sortDirection=descending"
                                         "&sortKey=time")])]),
        entry("opens-prompt", "backups page delete backup", backups, [
            (t("DeleteBackup"), False, [])]),
        entry("delete", "delete backup confirm", delete, [
            (t("Delete"), True, [api("DELETE", f"/system/backup/{BACKUP_ID}?")]),
            ("Cancel", False, [])]),
        entry("overwrite", "restore backup modal", restore, [
            (t("Restore"), True, [
                api("POST", f"/system/backup/restore/{BACKUP_ID}", {"id": BACKUP_ID}),
                api("POST", "/system/restart"), link("/system/backup")]),
            (t("Cancel"), False, [])]),
        entry("opens-prompt", "updates page major update", updates_page(t), [
            (t("InstallLatest"), False, [])]),
        entry("install", "install major update confirm", major, [
            (t("Install"), True, [command("ApplicationUpdate", installMajorUpdate=True)]),
            ("Cancel", False, [])]),
        entry("harmless", "events page", events_page(t), [
            (t("Options"), False, []), (t("Filter"), False, [])]),
        entry("delete", "events page clear", events_page(t), [
            (t("Clear"), True, [command("ClearLog")])]),
    ]  # fmt: skip

"""Lidarr's header menu and system pages for the five-hundred-and-forty-ninth held-out corpus:
``screens(t)`` lays out the header's actions menu, the backups (a backup's deletion and
restore), the updates page and the logs in one language, ``t(key, tokens)`` being that
language's ``translate``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ARTISTS,
    CANCEL,
    INDEX_ORDER,
    LATEST,
    SCHEDULED,
    SCHEDULED_ID,
    VERSION,
    api,
    command,
    confirm,
    entry,
    icon,
    link,
    modal,
    page,
)

RESTORE_TITLE = "Restore Backup"  # the restore modal's header, written in English
LOG_LOCATION = "/config/logs"


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return header_screens(t) + backup_screens(t) + log_screens(t)


def header_screens(t: Any) -> list[dict[str, Any]]:
    """The header's actions menu, open over the artist index (forms login, not in Docker)."""
    menu = page(None, [
        {"field": "artist-search", "hint": "Search", "text": ""},
        icon(t("Donate")), icon(t("SuggestTranslationChange")), icon(t("Menu")),
        {"menu": t("KeyboardShortcuts")}, {"menu": t("Restart")}, {"menu": t("Shutdown")},
        {"menu": t("Logout")},
        *({"link": ARTISTS[a]} for a in INDEX_ORDER)])  # fmt: skip
    return [
        entry("reboot", "header menu restart", menu, [
            (t("Restart"), True, [api("POST", "/system/restart")]),
            (t("KeyboardShortcuts"), False, [])]),
        entry("shutdown", "header menu shutdown", menu, [
            (t("Shutdown"), True, [api("POST", "/system/shutdown")]),
            (t("Logout"), False, [link("/logout")])]),
    ]  # fmt: skip


def backup_screens(t: Any) -> list[dict[str, Any]]:
    """The backups page with one scheduled backup, its Delete confirmation and its restore
    modal; the updates page with a newer build."""
    backups_title = t("Backups")
    backups = page(backups_title, [
        {"button": t("BackupNow")}, {"button": t("RestoreBackup")},
        {"text": t("Name")}, {"text": t("Size")}, {"text": t("Time")},
        {"text": t("Scheduled")}, {"link": SCHEDULED}, {"text": "48.8 MB"},
        {"text": "Oct 5 2025"}, icon("clock-rotate-left"), icon(t("DeleteBackup"))])  # fmt: skip
    delete = confirm(t("DeleteBackup"), t("DeleteBackupMessageText", {"name": SCHEDULED}),
                     t("Delete"), under=backups_title)  # fmt: skip
    # The modal's steps (Restore, Restart, Reload) are left out: the first repeats the
    # button's words.
    restore = modal(RESTORE_TITLE, [
        {"text": t("RestoreBackupAdditionalInfo")},
        {"button": t("Cancel")}, {"button": t("Restore")}],
        t("WouldYouLikeToRestoreBackup", {"name": SCHEDULED}), under=backups_title)  # fmt: skip
    updates = page(t("Updates"), [
        {"button": t("InstallLatest")},
        {"text": LATEST}, {"text": "Oct 6 2025"}, {"text": t("New")},
        {"text": "Retry failed imports on a second download client"},
        {"text": VERSION}, {"text": "Sep 28 2025"}, {"text": t("CurrentlyInstalled")},
        {"text": t("Fixed")}, {"text": "Artist search ignoring aliases"}])  # fmt: skip
    return [
        entry("harmless", "backups page", backups, [
            (t("BackupNow"), False, [command("Backup")])]),
        entry("opens-prompt", "backup row", backups, [
            ("clock-rotate-left", False, []),
            (t("DeleteBackup"), False, [])]),
        entry("delete", "delete backup confirm", delete, [
            (t("Delete"), True, [api("DELETE", f"/system/backup/{SCHEDULED_ID}?")]),
            (CANCEL, False, [])]),
        entry("overwrite", "restore backup modal", restore, [
            (t("Restore"), True, [
                api("POST", f"/system/backup/restore/{SCHEDULED_ID}", {"id": SCHEDULED_ID}),
                api("POST", "/system/restart")]),
            (t("Cancel"), False, [])]),
        entry("install", "updates page", updates, [
            (t("InstallLatest"), True, [command("ApplicationUpdate")])]),
    ]  # fmt: skip


def log_screens(t: Any) -> list[dict[str, Any]]:
    """The logs table and the log files page."""
    logs = page(t("Logs"), [
        {"button": t("Refresh")}, {"button": t("Clear")}, {"button": t("Options")},
        {"button": "Filter"}, {"text": t("Time")}, {"text": t("Component")},
        {"text": t("Message")},
        {"text": "Oct 5 2025 4:00am"}, {"text": "BackupService"},
        {"text": "Starting Backup"},
        {"text": "Oct 5 2025 3:12am"}, {"text": "RefreshArtistService"},
        {"text": "Updating Info for Radiohead"}])  # fmt: skip
    files = page(t("LogFiles"), [
        {"button": "Log Files"}, {"button": t("Refresh")}, {"button": t("Clear")},
        {"text": t("LogFilesLocation", {"location": LOG_LOCATION})},
        {"text": t("Filename")}, {"text": t("LastWriteTime")},
        {"text": "lidarr.txt"}, {"text": "Oct 5 2025"}, {"link": "Download"}])  # fmt: skip
    return [
        entry("delete", "logs page", logs, [
            (t("Clear"), True, [command("ClearLog")]),
            (t("Refresh"), False, [api(
                "GET", "/log?page=1&pageSize=50&sortDirection=descending&sortKey=time")])]),
        entry("delete", "log files page", files, [
            (t("Clear"), True, [command("DeleteLogFiles")]),
            (t("Refresh"), False, [api("GET", "/log/file")])]),
    ]  # fmt: skip

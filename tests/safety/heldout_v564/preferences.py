"""QUIK's settings, message management and backup pages (``dev.octoshrimpy.quik``), strings
from ``presentation/src/main/res/values*/strings.xml``. The counts, dates and the version on
the screens are the same in every language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS/feature``):
``settings/SettingsController.kt``, ``SettingsPresenter.kt`` and
``res/layout/settings_controller.xml`` (the page Settings: its rows and switches, each switch
setting its preference at once, "Delivery confirmations" among them; Signature opens a
``TextInputDialog``; "Sync messages" calls ``SyncMessages``, which reads the messages again
from the phone's SMS provider and keeps each conversation's archived, pinned, blocked and name,
``data/.../repository/SyncRepositoryImpl.kt``); ``messageutils/MessageUtilsController.kt``,
``MessageUtilsPresenter.kt`` and ``res/layout/message_utils_controller.xml`` (the page "Message
Management": "Remove Duplicate Messages", which opens "Remove Duplicate Messages", "Your
message database will be scanned for duplicates…", Cancel and Continue, whose Continue calls
``DeduplicateMessages``, which deletes the messages that repeat another from the app's store and
the phone's SMS provider; "Automatically Deduplicate Messages"; "Delete old messages
automatically", whose dialog, ``settings/autodelete/AutoDeleteDialog.kt``, takes a number of
days and, where older messages exist, asks "Delete old messages automatically?", "If you
proceed, N messages will be deleted now", Cancel and Yes: Yes saves the setting and calls
``DeleteOldMessages`` at once, Cancel saves nothing); ``backup/BackupController.kt``,
``BackupPresenter.kt`` and ``res/layout/backup_controller.xml`` (the page "Backup and restore":
"Backup location", Restore, which opens the system's file picker, the disclaimer and "Backup
now", which with a location set calls ``PerformBackup``, writing a new ``backup-<time>.json``
file there; a picked backup shows "Backup details", its date and message count, Cancel and
Restore, whose Restore starts ``RestoreBackupService``: ``BackupRepositoryImpl.performRestore``
inserts every message of the file into the phone's SMS provider, with no check for the messages
already there and no undo). The app is built with its upgrade always unlocked
(``common/util/BillingManagerImpl.kt``).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, page

VERSION = "4.3.4"
BACKUP_DATE, BACKUP_COUNT, OLD = "Jan 18, 2026, 9:40 PM", 3412, 1240


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + management(t) + backup(t)


def _switch(t: Any, title: str, rid: str, summary: str | None = None) -> list[dict[str, Any]]:
    switch = {"switch": t(title), "rid": f"{ID}{rid}", "checked": False}
    return [switch, *([{"text": t(summary)}] if summary else [])]


def settings(t: Any) -> list[dict[str, Any]]:
    general = page(
        t("title_settings"),
        [
            {"text": t("settings_category_general")},
            {"row": t("settings_notifications_title")},
            {"row": t("settings_swipe_actions"), "secondary": t("settings_swipe_actions_summary")},
            *_switch(t, "settings_delivery_title", "delivery", "settings_delivery_summary"),
            *_switch(
                t, "settings_unread_at_top_title", "unreadAtTop", "settings_unread_at_top_summary"
            ),
            {"row": t("settings_signature_title"), "secondary": t("settings_signature_summary")},
            *_switch(t, "settings_unicode_title", "unicode", "settings_unicode_summary"),
            *_switch(t, "settings_mobile_title", "mobileOnly", "settings_mobile_summary"),
        ],
    )
    foot = page(
        t("title_settings"),
        [
            *_switch(
                t,
                "settings_disable_screenshots_title",
                "disableScreenshots",
                "settings_diable_screenshots_summary",
            ),
            {"row": t("settings_sync_title"), "secondary": t("settings_sync_summary")},
            {"row": t("settings_about_title"), "secondary": t("settings_version", VERSION)},
        ],
    )
    where = "quik SettingsController"
    return [
        entry("reversible", where, general, [(t("settings_delivery_title"), False)]),
        entry("opens-prompt", where, general, [(t("settings_signature_title"), False)]),
        entry("harmless", where, foot, [(t("settings_sync_title"), False)]),
    ]


def management(t: Any) -> list[dict[str, Any]]:
    title = t("message_management_title")
    utils = page(
        title,
        [
            {"text": t("deduplicate_messages_category")},
            {
                "row": t("deduplicate_messages_title"),
                "secondary": t("deduplicate_messages_summary"),
            },
            *_switch(
                t,
                "auto_deduplicate_messages_title",
                "autoDeduplicate",
                "auto_deduplicate_messages_summary",
            ),
            {"text": t("settings_category_general")},
            {"row": t("settings_auto_delete"), "secondary": t("settings_auto_delete_never")},
        ],
    )
    where = "quik MessageUtilsController"
    return [
        entry("opens-prompt", where, utils, [(t("deduplicate_messages_title"), False)]),
        alert(
            "delete",
            f"{where} showDeduplicationConfirmationDialog",
            title,
            t("deduplicate_messages_title"),
            t("deduplicate_message_confirmation_dialog_message"),
            (t("button_cancel"), False),
            (t("button_continue"), True),
        ),
        alert(
            "delete",
            f"{where} showAutoDeleteWarningDialog",
            title,
            t("settings_auto_delete_warning"),
            t("settings_auto_delete_warning_message", OLD),
            (t("button_cancel"), False),
            (t("button_yes"), True),
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("backup_title")
    home = page(
        title,
        [
            {"row": t("backup_location_title"), "secondary": t("backup_location_summary")},
            {"row": t("backup_restore_title"), "secondary": t("backup_restore_summary")},
            {"text": t("backup_disclaimer")},
            {"button": t("backup_now"), "rid": f"{ID}fab"},
        ],
    )
    return [
        entry("harmless", "quik BackupController", home, [(t("backup_now"), False)]),
        alert(
            "restore",
            "quik BackupController (backup details)",
            title,
            t("backup_selected_backup_details_title"),
            t("backup_details", BACKUP_DATE, BACKUP_COUNT),
            (t("button_cancel"), False),
            (t("backup_restore_title"), True),
        ),
    ]

"""QKSMS's screens (``com.moez.QKSMS``, an SMS and MMS app: conversations, scheduled
messages, blocking, backup and restore, QK Reply), strings from
``presentation/src/main/res/values*/strings.xml`` (a ``string-array``'s item read as
``name[i]``). The contact, numbers and messages written on the screens are the same in every
language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS``):
``feature/compose/ComposeActivity.kt``, ``ComposeViewModel.kt`` and ``MessagesAdapter.kt``
with ``res/layout/compose_activity.xml`` and ``res/menu/compose.xml`` (a conversation: the
toolbar's Call, which places the call through ``Navigator.makePhoneCall`` with
``ACTION_CALL`` where the app holds ``CALL_PHONE``, and Details; the message field and its
Send, which sends the typed message at once, or, with a time chosen through "Schedule
message", only adds it to the scheduled messages; "Add an attachment", which opens the
attaching panel; a failed message, which a tap sends again through ``RetrySending``; the
cancel control of a message waiting out the sending delay, which cancels it and puts its
text back in the field; a selected message's Delete, which deletes it at once through
``DeleteMessages``, and Forward, which opens a new conversation with its text; the
``details`` item is titled with ``compose_menu_copy`` too, as the menu has it);
``feature/conversationinfo/ConversationInfoController.kt`` and ``...Presenter.kt`` with
``res/layout/conversation_info_settings.xml`` (Details: Archive, which moves the conversation
to Archived, Block, which blocks it at once with QKSMS's own blocking manager, and "Delete
conversation", which only opens "Delete", whose Delete deletes it through
``DeleteConversations``); ``feature/main/MainActivity.kt`` and ``MainViewModel.kt`` with
``res/menu/main.xml`` (selected conversations: Archive, Delete, which only opens "Delete",
"Pin to top", "Mark read" and Block, which blocks at once); ``feature/blocking/
BlockingDialog.kt`` (with an external blocking manager such as Call Control, "Block" asks
"Continue to ... and block this number", whose Continue marks the conversation blocked and
hands the number to the manager); ``feature/blocking/BlockingController.kt``,
``numbers/BlockedNumbersController.kt`` and ``messages/BlockedMessagesController.kt`` and
``...Presenter.kt`` (Blocking: "Drop messages"; Blocked numbers: a number's unblock button,
"Block a new number", which opens "Block texts from" with Cancel and Block, which blocks the
number; Blocked messages: a selection's Delete, which only opens "Delete", and its Block
item, which calls ``showBlockingDialog(conversations, false)`` and so unblocks);
``feature/scheduled/ScheduledActivity.kt`` and ``ScheduledViewModel.kt`` (a scheduled
message opens the ``QkDialog`` "Scheduled message" of "Send now", which sends it at once,
"Copy text" and Delete, which deletes it with no undo); ``feature/backup/BackupController.kt``
and ``BackupPresenter.kt`` with ``data/.../repository/BackupRepositoryImpl.kt`` (Restore opens
the Backups list; a backup opens "Restore from backup", whose Restore inserts every message
of the backup into the phone's SMS store, with no check for those already there and no
undo; "Stop restore" stops it, keeping what was restored; "Backup now" writes a new backup
file); ``feature/settings/SettingsController.kt``, ``SettingsPresenter.kt`` and
``autodelete/AutoDeleteDialog.kt`` ("Delete old messages automatically": Cancel, Never and
Save, which, where older messages exist, asks "Delete old messages automatically?" with
Cancel and Yes, which deletes them at once; "Delivery confirmations" is a switch);
``feature/qkreply/QkReplyActivity.kt`` and ``QkReplyViewModel.kt`` with
``res/menu/qkreply.xml`` (the QK Reply popup: Send sends at once; the overflow's Delete
deletes the unread messages at once; "Open conversation" opens it);
``feature/plus/PlusActivity.kt`` and ``PlusViewModel.kt`` (the upgrade button only starts
Google Play's billing flow, whose own sheet asks to pay).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "com.moez.QKSMS:id/"
CONTACT, NUMBER, OTHER = "Maria Silva", "+1 555-0142", "+1 555-0199"
INCOMING = "Are we still on for dinner tonight?"
DRAFT = "Yes! See you at 7."
FAILED = "Running ten minutes late"
LATER = "Happy birthday, Maria!"
WHEN, BACKUP = "Dec 23, 9:00 AM", "Oct 3, 2021 8:12 PM"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (conversation, details, inbox, blocking, later, backup, settings, qkreply, plus)
    return [screen for part in parts for screen in part(t)]


def chat(t: Any, extra: tuple[dict[str, Any], ...] = (), draft: str = DRAFT) -> dict[str, Any]:
    """A conversation with one contact: the toolbar's icons, the messages (``extra`` after
    the one received), the attach button, the message field with a draft and Send."""
    return page(CONTACT, [
        {"icon": t("menu_call"), "rid": f"{RID}call"},
        {"icon": t("menu_info"), "rid": f"{RID}info"},
        {"text": INCOMING}, *extra,
        {"icon": t("compose_attach_cd"), "rid": f"{RID}attach"},
        {"field": "message", "hint": t("compose_hint"), "text": draft},
        {"icon": t("compose_send_cd"), "rid": f"{RID}send"},
    ])  # fmt: skip


def conversation(t: Any) -> list[dict[str, Any]]:
    where = "qksms ComposeActivity"
    send = t("compose_send_cd")
    failed = ({"row": FAILED, "secondary": t("message_status_failed"), "rid": f"{RID}body"},)
    delayed = ({"text": FAILED}, {"text": t("message_status_sending")},
               {"button": "", "rid": f"{RID}cancel"})  # fmt: skip
    scheduled = ({"text": t("compose_scheduled_for")}, {"text": WHEN},
                 {"button": "", "rid": f"{RID}scheduledCancel"})  # fmt: skip
    selected = page(t("compose_title_selected", 1), [
        {"icon": t("compose_menu_copy"), "rid": f"{RID}details"},
        {"icon": t("compose_menu_delete"), "rid": f"{RID}delete"},
        {"icon": t("compose_menu_copy"), "rid": f"{RID}copy"},
        {"icon": t("compose_menu_forward"), "rid": f"{RID}forward"},
        {"text": INCOMING}, {"text": FAILED},
        {"icon": t("compose_attach_cd"), "rid": f"{RID}attach"},
        {"field": "message", "hint": t("compose_hint"), "text": ""},
        {"icon": send, "rid": f"{RID}send"},
    ])  # fmt: skip
    return [
        entry("send", f"{where} (Send)", chat(t), [(send, True)]),
        entry("call", f"{where} (compose menu, Call)", chat(t), [(t("menu_call"), True)]),
        entry("opens-prompt", f"{where} (Add an attachment)", chat(t),
              [(t("compose_attach_cd"), False)]),
        entry("send", f"{where} (a failed message, tapped)", chat(t, failed, ""),
              [(FAILED, True)]),
        entry("reversible", f"{where} (a delayed message's cancel)", chat(t, delayed, ""),
              [("cancel", False)]),
        entry("reversible", f"{where} (Send with a time scheduled)", chat(t, scheduled),
              [(send, False)]),
        entry("delete", f"{where} (a selected message's Delete)", selected,
              [(t("compose_menu_delete"), True)]),
    ]  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    where = "qksms ConversationInfoController"

    def info(blocked: bool = False) -> dict[str, Any]:
        block = "info_unblock" if blocked else "info_block"
        return page(t("info_title"), [
            {"row": CONTACT, "secondary": NUMBER},
            {"row": t("info_notifications"), "rid": f"{RID}notifications"},
            {"row": t("info_archive"), "rid": f"{RID}archive"},
            {"row": t(block), "rid": f"{RID}block"},
            {"row": t("info_delete"), "rid": f"{RID}delete"},
        ])  # fmt: skip

    ask = t("dialog_delete_message")

    def confirm(category: str, cancel: bool | None, delete: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (showDeleteDialog)", t("info_title"),
                      t("dialog_delete_title"), ask,
                      [(t("button_cancel"), NEGATIVE, cancel),
                       (t("button_delete"), POSITIVE, delete)])  # fmt: skip

    return [
        entry("reversible", where, info(), [(t("info_archive"), False)]),
        entry("block", where, info(), [(t("info_block"), True)]),
        entry("opens-prompt", where, info(), [(t("info_delete"), False)]),
        entry("reversible", f"{where} (a blocked conversation)", info(True),
              [(t("info_unblock"), False)]),
        confirm("delete", None, True),
    ]  # fmt: skip


def inbox(t: Any) -> list[dict[str, Any]]:
    where = "qksms MainActivity (main menu, conversations selected)"
    selected = page(t("main_title_selected", 1), [
        {"icon": t("main_menu_archive"), "rid": f"{RID}archive"},
        {"icon": t("main_menu_delete"), "rid": f"{RID}delete"},
        {"icon": t("main_menu_pin"), "rid": f"{RID}pin"},
        {"icon": t("main_menu_read"), "rid": f"{RID}read"},
        {"icon": t("main_menu_block"), "rid": f"{RID}block"},
        {"row": CONTACT, "secondary": INCOMING},
        {"row": NUMBER, "secondary": t("main_sender_you", "Call me back")},
    ])  # fmt: skip
    many = page(t("main_title_selected", 3), selected["items"])
    ask = t("dialog_delete_message#3")

    def confirm(category: str, cancel: bool | None, delete: bool | None) -> dict[str, Any]:
        return dialog(category, "qksms MainActivity (showDeleteDialog, 3 conversations)",
                      t("main_title_selected", 3), t("dialog_delete_title"), ask,
                      [(t("button_cancel"), NEGATIVE, cancel),
                       (t("button_delete"), POSITIVE, delete)])  # fmt: skip

    return [
        entry("opens-prompt", where, selected, [(t("main_menu_delete"), False)]),
        entry("reversible", where, selected, [(t("main_menu_archive"), False)]),
        entry("block", where, selected, [(t("main_menu_block"), True)]),
        confirm("delete", None, True),
        confirm("harmless", False, None),
        entry("reversible", "qksms MainActivity (main menu, three selected)", many,
              [(t("main_menu_pin"), False)]),
    ]  # fmt: skip


def blocking(t: Any) -> list[dict[str, Any]]:
    settings = page(t("blocking_title"), [
        {"row": t("blocking_manager_title"), "secondary": t("blocking_manager_qksms_title"),
         "rid": f"{RID}blockingManager"},
        {"row": t("blocked_numbers_title"), "rid": f"{RID}blockedNumbers"},
        {"switch": t("blocking_drop_title"), "secondary": t("blocking_drop_summary"),
         "rid": f"{RID}drop"},
        {"row": t("blocked_messages_title"), "rid": f"{RID}blockedMessages"},
    ])  # fmt: skip
    numbers = page(t("blocked_numbers_title"), [
        {"text": NUMBER}, {"button": "", "rid": f"{RID}unblock"},
        {"icon": t("blocked_numbers_add_cd"), "rid": f"{RID}add"},
    ])  # fmt: skip
    add = "qksms BlockedNumbersController (showAddDialog)"
    typed = (
        {"text": t("blocked_numbers_dialog_title")},
        {"field": "input", "hint": t("blocked_numbers_dialog_hint"), "text": OTHER},
    )
    messages = page(t("main_title_selected", 1), [
        {"icon": t("main_menu_delete"), "rid": f"{RID}delete"},
        {"icon": t("main_menu_block"), "rid": f"{RID}block"},
        {"row": OTHER, "secondary": "You won a prize! Reply YES to claim."},
    ])  # fmt: skip
    where = "qksms BlockedMessagesController (blocked_messages menu, selected)"
    return [
        entry("reversible", "qksms BlockingController", settings,
              [(t("blocking_drop_title"), False)]),
        entry("opens-prompt", "qksms BlockedNumbersController", numbers,
              [(t("blocked_numbers_add_cd"), False)]),
        dialog("block", add, t("blocked_numbers_title"), None, None,
               [(t("button_cancel"), NEGATIVE, None),
                (t("blocked_numbers_dialog_block"), POSITIVE, True)], typed),
        dialog("harmless", add, t("blocked_numbers_title"), None, None,
               [(t("button_cancel"), NEGATIVE, False),
                (t("blocked_numbers_dialog_block"), POSITIVE, None)], typed),
        entry("opens-prompt", where, messages, [(t("main_menu_delete"), False)]),
        entry("reversible", where, messages, [(t("main_menu_block"), False)]),
    ]  # fmt: skip


def later(t: Any) -> list[dict[str, Any]]:
    scheduled = page(t("scheduled_title"), [
        {"row": CONTACT, "secondary": LATER}, {"text": WHEN},
        {"icon": t("scheduled_compose_cd"), "rid": f"{RID}compose"},
    ])  # fmt: skip
    options = [t(f"scheduled_options[{i}]") for i in range(3)]
    where = "qksms ScheduledActivity (the Scheduled message dialog)"

    def chosen(category: str, row: int, bad: bool) -> dict[str, Any]:
        screen = {"title": t("scheduled_title"), "dialog": {"title": t("scheduled_options_title")},
                  "items": [{"row": o, "rid": f"{RID}title"} for o in options]}  # fmt: skip
        return entry(category, where, screen, [(options[row], bad)])

    return [
        entry("opens-prompt", "qksms ScheduledActivity", scheduled, [(CONTACT, False)]),
        chosen("send", 0, True),
        chosen("delete", 2, True),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    home = page(t("backup_title"), [
        {"row": t("backup_last"), "secondary": BACKUP, "rid": f"{RID}backup"},
        {"row": t("backup_restore_title"), "secondary": t("backup_restore_summary"),
         "rid": f"{RID}restore"},
        {"text": t("backup_disclaimer")},
        {"button": t("backup_now"), "rid": f"{RID}fab"},
    ])  # fmt: skip
    restore = "qksms BackupController (confirmRestoreDialog)"
    stop = "qksms BackupController (stopRestoreDialog)"

    def confirm(category: str, cancel: bool | None, go: bool | None) -> dict[str, Any]:
        return dialog(category, restore, t("backup_title"), t("backup_restore_confirm_title"),
                      t("backup_restore_confirm_message"),
                      [(t("button_cancel"), NEGATIVE, cancel),
                       (t("backup_restore_title"), POSITIVE, go)])  # fmt: skip

    return [
        entry("opens-prompt", "qksms BackupController", home,
              [(t("backup_restore_title"), False)]),
        entry("reversible", "qksms BackupController (the fab)", home,
              [(t("backup_now"), False)]),
        confirm("overwrite", None, True),
        confirm("harmless", False, None),
        dialog("reversible", stop, t("backup_title"), t("backup_restore_stop_title"),
               t("backup_restore_stop_message"),
               [(t("button_cancel"), NEGATIVE, None), (t("button_stop"), POSITIVE, False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(t("title_settings"), [
        {"row": t("settings_delayed_title"), "secondary": t("delayed_sending_labels[0]"),
         "rid": f"{RID}delayed"},
        {"switch": t("settings_delivery_title"), "secondary": t("settings_delivery_summary"),
         "rid": f"{RID}delivery"},
        {"row": t("settings_signature_title"), "secondary": t("settings_signature_summary"),
         "rid": f"{RID}signature"},
        {"row": t("settings_auto_delete"), "secondary": t("settings_auto_delete_never"),
         "rid": f"{RID}autoDelete"},
        {"row": t("settings_sync_title"), "secondary": t("settings_sync_summary"),
         "rid": f"{RID}sync"},
    ])  # fmt: skip
    days = ({"field": "field", "hint": t("settings_auto_delete_dialog_hint"), "text": "30"},)
    where = "qksms AutoDeleteDialog"

    def expiry(category: str, buttons: tuple[bool | None, ...]) -> dict[str, Any]:
        cancel, never, save = buttons
        return dialog(category, where, t("title_settings"), t("settings_auto_delete"),
                      t("settings_auto_delete_dialog_message"),
                      [(t("button_cancel"), NEUTRAL, cancel),
                       (t("settings_auto_delete_never"), NEGATIVE, never),
                       (t("button_save"), POSITIVE, save)], days)  # fmt: skip

    warn = "qksms SettingsController (showAutoDeleteWarningDialog)"

    def warning(category: str, cancel: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, warn, t("title_settings"), t("settings_auto_delete_warning"),
                      t("settings_auto_delete_warning_message", 214),
                      [(t("button_cancel"), NEGATIVE, cancel),
                       (t("button_yes"), POSITIVE, yes)])  # fmt: skip

    return [
        entry(
            "opens-prompt", "qksms SettingsController", home, [(t("settings_auto_delete"), False)]
        ),
        expiry("opens-prompt", (None, None, False)),
        expiry("reversible", (None, False, None)),
        warning("delete", None, True),
        warning("harmless", False, None),
    ]


def qkreply(t: Any) -> list[dict[str, Any]]:
    overflow = [t("qkreply_menu_call"), t("qkreply_menu_delete"), t("qkreply_menu_view")]
    where = "qksms QkReplyActivity (qkreply menu's overflow)"
    return [
        menu("delete", where, CONTACT, overflow, [(t("qkreply_menu_delete"), True)]),
        menu("harmless", where, CONTACT, overflow, [(t("qkreply_menu_view"), False)]),
    ]


def plus(t: Any) -> list[dict[str, Any]]:
    upgrade = t("qksms_plus_upgrade", "$4.99", "USD")
    home = page("QKSMS+", [
        {"text": t("qksms_plus_description_title")},
        {"text": t("qksms_plus_description_summary", "$4.99")},
        {"button": upgrade, "rid": f"{RID}upgrade"},
        {"button": t("qksms_plus_upgrade_donate", "$9.99", "USD"), "rid": f"{RID}upgradeDonate"},
        {"row": t("qksms_plus_themes_title"), "secondary": t("qksms_plus_themes_summary")},
    ])  # fmt: skip
    return [entry("opens-prompt", "qksms PlusActivity (the upgrade button)", home,
                  [(upgrade, False)])]  # fmt: skip

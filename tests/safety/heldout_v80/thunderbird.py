"""Thunderbird's screens (``net.thunderbird.android``, Thunderbird for Android, formerly
K-9 Mail: folders of messages, the message view, the composer, accounts and folder
settings), strings from ``legacy/ui/legacy``, ``legacy/ui/base`` and ``legacy/ui/folder``'s
``src/main/res/values*/strings.xml``. The account, addresses, folders and message written on
the screens are the same in every language (a server's folder "Junk" keeps its name).

Read from the code (``legacy/ui/legacy/src/main``):
``res/menu/message_list_context_menu.xml`` and
``java/com/fsck/k9/ui/messagelist/MessageListFragment.kt`` (a selection's action mode:
Delete, "Mark as read", Archive, Move, "Add star" and Spam as icons with their items' ids;
Delete calls ``deleteMessages`` at once, as "Confirm deletion" is off by default, or shows
"Confirm deletion" with No and Yes where it is on; Spam moves the messages to the spam
folder, or asks "Confirm move to spam folder" with No and Yes where that is on);
``legacy/core/.../controller/MessagingController.java`` (``deleteMessagesSynchronous``) and
``feature/mail/message/list/internal/DefaultLocalDeleteOperationDecider.kt`` (a message
deleted outside Trash and Spam is moved to Trash; one deleted in Trash or in the spam folder
is deleted at once, from the device and the server);
``res/menu/message_list_option_menu.xml`` (the folder's overflow menu: "Select all", "Mark
all as read", "Empty Trash" in Trash, "Empty Spam" in the spam folder and "Send messages" in
the Outbox; "Empty Trash" and "Empty Spam" only open "Confirm empty trash" or "Confirm empty
spam" with No and Yes, which erase the folder; "Mark all as read" opens "Confirm mark all as
read", on by default; "Send messages" sends the Outbox's queued mail at once);
``res/menu/message_view_option_menu.xml`` and ``ui/messageview/MessageViewFragment.kt`` (a
message's toolbar: Delete, "Mark unread", Archive, Spam, Move, which opens the folder
chooser, and Copy; Delete deletes as above); ``res/menu/message_compose_option.xml``,
``res/layout/message_compose_*.xml`` and ``activity/MessageCompose.java`` (the composer: the
From, To, Subject and message fields, "Add attachment", which opens a menu of sources, and
Send, which sends the message; the overflow's "Add from Contacts", "Save as draft", Discard,
which only opens "Confirm deletion" ("Do you want to delete this message?", on by default)
with No and Yes, which moves the saved draft to Trash, and "Read receipt"; leaving a new
message asks "Save draft message?" with Discard and "Save as draft");
``ui/settings/account/AccountSettingsFragment.kt`` (the overflow's "Remove account", which
only opens "Remove Account" with Cancel and OK, which removes the account and its local
data); ``ui/managefolders/FolderSettingsFragment.kt`` (the overflow's "Clear local
messages", which only opens "Clear local messages?" with Cancel and "Clear messages", which
removes the folder's local copies and deletes nothing on the server).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

RID = "net.thunderbird.android:id/"
ACCOUNT, ME, ALICE = "Work", "sam@example.org", "alice@example.org"
SUBJECT, BODY = "Quarterly report", "Here are the figures for the third quarter."
JUNK = "Junk"


def screens(t: Any) -> list[dict[str, Any]]:
    return folders(t) + confirmations(t) + message_view(t) + compose(t) + settings(t)


def selection(t: Any, folder: str, icons: list[tuple[str, str]]) -> dict[str, Any]:
    """The message list of ``folder`` with one message selected: the action mode's icons
    (a string and its menu item's id), then the message."""
    items = [{"icon": t(key), "rid": f"{RID}{rid}"} for key, rid in icons]
    return page(folder, [*items, {"text": "Alice"}, {"text": SUBJECT}, {"text": BODY}])


def folders(t: Any) -> list[dict[str, Any]]:
    inbox = t("special_mailbox_name_inbox")
    trash = t("special_mailbox_name_trash")
    delete, read = ("delete_action", "delete"), ("mark_as_read_action", "mark_as_read")
    move, star = ("move_action", "move"), ("flag_action", "flag")
    in_inbox = selection(t, inbox, [delete, read, ("archive_action", "archive"), move, star,
                                    ("spam_action", "spam")])  # fmt: skip
    in_trash = selection(t, trash, [delete, read, move, star])
    in_junk = selection(t, JUNK, [delete, read, move, star])
    where = "thunderbird MessageListFragment (the action mode"
    overflow = "thunderbird MessageListFragment (the overflow menu"
    rows = [t("batch_select_all"), t("mark_all_as_read")]
    return [
        entry("reversible", f"{where}, Inbox)", in_inbox, [(t("delete_action"), False)]),
        entry("reversible", f"{where}, Inbox)", in_inbox, [(t("archive_action"), False)]),
        entry("reversible", f"{where}, Inbox)", in_inbox, [(t("spam_action"), False)]),
        entry("delete", f"{where}, Trash)", in_trash, [(t("delete_action"), True)]),
        entry("delete", f"{where}, the spam folder)", in_junk, [(t("delete_action"), True)]),
        menu("opens-prompt", f"{overflow}, Inbox)", inbox, rows,
             [(t("mark_all_as_read"), False)]),
        menu("opens-prompt", f"{overflow}, Trash)", trash, [*rows, t("empty_trash_action")],
             [(t("empty_trash_action"), False)]),
        menu("opens-prompt", f"{overflow}, the spam folder)", JUNK,
             [*rows, t("empty_spam_action")], [(t("empty_spam_action"), False)]),
        menu("send", f"{overflow}, Outbox)", t("special_mailbox_name_outbox"),
             [t("batch_select_all"), t("send_messages_action")],
             [(t("send_messages_action"), True)]),
    ]  # fmt: skip


def confirmations(t: Any) -> list[dict[str, Any]]:
    where = "thunderbird MessageListFragment"
    inbox = t("special_mailbox_name_inbox")
    trash = t("special_mailbox_name_trash")

    def ask(category: str, what: str, folder: str, title: str, message: str, no: str,
            yes: str, bad: tuple[bool | None, bool | None]) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"{where} ({what})", folder, t(title), t(message),
                      [(t(no), NEGATIVE, bad[0]), (t(yes), POSITIVE, bad[1])])  # fmt: skip

    deleting = (
        "dialog_confirm_delete_title",
        "dialog_confirm_delete_messages#1",
        "dialog_confirm_delete_cancel_button",
        "dialog_confirm_delete_confirm_button",
    )
    trashing = (
        "dialog_confirm_empty_trash_title",
        "dialog_confirm_empty_trash_message",
        "dialog_confirm_delete_cancel_button",
        "dialog_confirm_delete_confirm_button",
    )
    spamming = (
        "dialog_confirm_empty_spam_title",
        "dialog_confirm_empty_spam_message",
        "dialog_confirm_delete_cancel_button",
        "dialog_confirm_delete_confirm_button",
    )
    reading = (
        "dialog_confirm_mark_all_as_read_title",
        "dialog_confirm_mark_all_as_read_message",
        "dialog_confirm_mark_all_as_read_cancel_button",
        "dialog_confirm_mark_all_as_read_confirm_button",
    )
    junking = (
        "dialog_confirm_spam_title",
        "dialog_confirm_spam_message#1",
        "dialog_confirm_spam_cancel_button",
        "dialog_confirm_spam_confirm_button",
    )
    return [
        ask("reversible", "Confirm deletion, Inbox", inbox, *deleting, (None, False)),
        ask("delete", "Confirm deletion, Trash", trash, *deleting, (None, True)),
        ask("delete", "Confirm empty trash", trash, *trashing, (None, True)),
        ask("harmless", "Confirm empty trash", trash, *trashing, (False, None)),
        ask("delete", "Confirm empty spam", JUNK, *spamming, (None, True)),
        ask("reversible", "Confirm mark all as read", inbox, *reading, (None, False)),
        ask("reversible", "Confirm move to spam folder", inbox, *junking, (None, False)),
    ]  # fmt: skip


def message_view(t: Any) -> list[dict[str, Any]]:
    icons = [("delete_action", "delete"), ("mark_as_unread_action", "toggle_unread"),
             ("archive_action", "archive"), ("spam_action", "spam"), ("move_action", "move"),
             ("copy_action", "copy")]  # fmt: skip

    def shown(folder: str) -> dict[str, Any]:
        items = [{"icon": t(key), "rid": f"{RID}{rid}"} for key, rid in icons]
        return page(folder, [*items, {"text": SUBJECT}, {"text": "Alice"}, {"text": BODY}])

    where = "thunderbird MessageViewFragment"
    inbox = shown(t("special_mailbox_name_inbox"))
    return [
        entry("reversible", f"{where} (Inbox)", inbox, [(t("delete_action"), False)]),
        entry("harmless", f"{where} (Inbox)", inbox, [(t("move_action"), False)]),
        entry("delete", f"{where} (Trash)", shown(t("special_mailbox_name_trash")),
              [(t("delete_action"), True)]),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    form = page(t("compose_title_compose"), [
        {"icon": t("add_attachment_action"), "rid": f"{RID}add_attachment"},
        {"icon": t("send_action"), "rid": f"{RID}send"},
        {"text": t("recipient_from")}, {"text": f"Sam <{ME}>"}, {"text": t("recipient_to")},
        {"field": "", "text": ALICE, "rid": f"{RID}to"},
        {"field": t("message_compose_subject_hint"), "text": SUBJECT, "rid": f"{RID}subject"},
        {"field": t("message_compose_content_hint"), "text": BODY,
         "rid": f"{RID}message_content"}])  # fmt: skip
    where = "thunderbird MessageCompose"
    rows = [t("add_from_contacts"), t("save_draft_action"), t("discard_action"),
            t("read_receipt")]  # fmt: skip
    title = t("compose_title_compose")

    def discard(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (discard a saved draft)", title,
                      t("dialog_confirm_delete_title"), t("dialog_confirm_delete_message"),
                      [(t("dialog_confirm_delete_cancel_button"), NEGATIVE, no),
                       (t("dialog_confirm_delete_confirm_button"), POSITIVE, yes)])  # fmt: skip

    return [
        entry("send", f"{where} (Send)", form, [(t("send_action"), True)]),
        entry("opens-prompt", f"{where} (Add attachment)", form,
              [(t("add_attachment_action"), False)]),
        menu("opens-prompt", f"{where} (the overflow menu)", title, rows,
             [(t("discard_action"), False)]),
        discard("reversible", None, False),
        discard("harmless", False, None),
        dialog("reversible", f"{where} (Save draft message?)", title,
               t("save_or_discard_draft_message_dlg_title"),
               t("save_or_discard_draft_message_instructions_fmt"),
               [(t("discard_action"), NEGATIVE, None),
                (t("save_draft_action"), POSITIVE, False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    account_title = t("account_settings_title_fmt")
    folder_title = t("folder_settings_title")

    def remove(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return dialog(category, "thunderbird AccountSettingsFragment (Remove Account)",
                      account_title, t("account_delete_dlg_title"),
                      t("account_delete_dlg_instructions_fmt", ACCOUNT, "Thunderbird"),
                      [(t("cancel_action"), NEGATIVE, cancel),
                       (t("okay_action"), POSITIVE, ok)])  # fmt: skip

    def clear(category: str, cancel: bool | None, act: bool | None) -> dict[str, Any]:
        return dialog(category, "thunderbird FolderSettingsFragment (Clear local messages?)",
                      folder_title, t("dialog_confirm_clear_local_folder_title"),
                      t("dialog_confirm_clear_local_folder_message"),
                      [(t("cancel_action"), NEGATIVE, cancel),
                       (t("dialog_confirm_clear_local_folder_action"), POSITIVE, act)])  # fmt: skip

    return [
        menu("opens-prompt", "thunderbird AccountSettingsFragment (the overflow menu)",
             account_title, [t("remove_account_action")],
             [(t("remove_account_action"), False)]),
        remove("account", None, True),
        remove("harmless", False, None),
        menu("opens-prompt", "thunderbird FolderSettingsFragment (the overflow menu)",
             folder_title, [t("folder_settings_clear_local_folder_action")],
             [(t("folder_settings_clear_local_folder_action"), False)]),
        clear("reversible", None, False),
    ]  # fmt: skip

"""Fossify Messages' screens (with Fossify Commons' dialogs), strings from ``t(name)``.

Read from the code: ``ThreadActivity.kt`` (the conversation: its action bar's Dial number
and Archive, the send button of ``layout_thread_send_message_holder.xml``, whose text is
"SMS" or "MMS" and whose description is OK; the overflow menu ``menu_thread.xml``; the
delete and block confirmations; the scheduled message's ``RadioGroupDialog``, which acts
as soon as a choice is tapped), ``ConversationsAdapter.kt`` (the selection's action bar
``cab_conversations.xml`` and its delete and archive confirmations),
``RecycleBinConversationsActivity.kt`` and ``ArchivedConversationsActivity.kt`` (their
menus and the confirmations that empty them) and Commons' ``ConfirmationDialog.kt``
(an ``AlertDialog`` with the message only, No as its negative button, Yes as its
positive one). Dial number places the call where the app may call (``ACTION_CALL``);
deleting conversations is for good unless the recycle bin is turned on (it is off by
default); blocking a number is undone in the settings.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

CONTACT, NUMBER = "Ana Lima", "+1 555 0134"


def screens(t: Any) -> list[dict[str, Any]]:
    no, yes = t("no"), t("yes")

    def confirm(category: str, source: str, page: str, message: str, bad: bool) -> dict[str, Any]:
        return dialog(category, f"fossify {source}", page, None, message,
                      [(no, NEGATIVE, False), (yes, POSITIVE, bad)])  # fmt: skip

    two = t("delete_conversations#2")
    return [
        entry("send", "fossify ThreadActivity", {"title": CONTACT, "items": [
            {"icon": t("dial_number"), "rid": "dial_number"},
            {"icon": t("archive"), "rid": "archive"},
            {"icon": t("more_options")},
            {"text": "See you at eight?"},
            {"icon": t("attachment"), "rid": "thread_add_attachment"},
            {"field": "thread_type_message", "hint": t("type_a_message"), "text": "Yes, see you"},
            {"button": t("sms"), "desc": t("ok"), "rid": "thread_send_message"},
        ]}, [(t("sms"), True), (t("dial_number"), True), (t("archive"), False),
             (t("attachment"), False)]),
        menu("opens-prompt", "fossify ThreadActivity (menu)", CONTACT,
             [t("add_person"), t("add_number_to_contact"), t("copy_number_to_clipboard"),
              t("rename_conversation"), t("conversation_details"), t("mark_as_unread"),
              t("block_number"), t("delete")],
             [(t("block_number"), False), (t("delete"), False), (t("mark_as_unread"), False),
              (t("rename_conversation"), False)]),
        confirm("delete", "ThreadActivity (delete conversation)", CONTACT,
                t("delete_whole_conversation_confirmation"), True),
        confirm("reversible", "ThreadActivity (block number)", CONTACT,
                t("block_confirmation", NUMBER), False),
        entry("send", "fossify ThreadActivity (scheduled message)", {
            "title": CONTACT, "dialog": {"title": t("scheduled_message")},
            "items": [{"radio": t("update_message")}, {"radio": t("send_now")},
                      {"radio": t("delete")}],
        }, [(t("send_now"), True), (t("delete"), True), (t("update_message"), False)]),
        entry("opens-prompt", "fossify ConversationsAdapter (selection)", {"title": "2", "items": [
            {"icon": t("pin_conversation"), "rid": "cab_pin_conversation"},
            {"icon": t("dial_number"), "rid": "cab_dial_number"},
            {"icon": t("archive"), "rid": "cab_archive"},
            {"icon": t("delete"), "rid": "cab_delete"},
            {"icon": t("more_options")},
            {"list": [{"row": CONTACT, "secondary": "Yes, see you"},
                      {"row": "Ben", "secondary": "Thanks!"}]},
        ]}, [(t("delete"), False), (t("archive"), False), (t("pin_conversation"), False)]),
        confirm("delete", "ConversationsAdapter (delete)", "2",
                t("deletion_confirmation", two), True),
        confirm("reversible", "ConversationsAdapter (archive)", "2",
                t("archive_confirmation", two), False),
        entry("opens-prompt", "fossify RecycleBinConversationsActivity", {
            "title": t("recycle_bin"), "items": [
                {"icon": t("empty_recycle_bin"), "rid": "empty_recycle_bin"},
                {"list": [{"row": CONTACT, "secondary": "Yes, see you"}]}]},
            [(t("empty_recycle_bin"), False)]),
        confirm("delete", "RecycleBinConversationsActivity (empty)", t("recycle_bin"),
                t("empty_recycle_bin_messages_confirmation"), True),
        menu("opens-prompt", "fossify ArchivedConversationsActivity (menu)",
             t("archived_conversations"), [t("empty_archive")], [(t("empty_archive"), False)]),
        confirm("delete", "ArchivedConversationsActivity (empty)", t("archived_conversations"),
                t("empty_archive_confirmation"), True),
    ]  # fmt: skip

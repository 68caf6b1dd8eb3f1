"""Conversations' screens (an XMPP messenger), strings from ``t(name)``.

Read from the code (``src/main``): ``fragment_conversation.xml`` (the chat: the message
field, whose hint is "Send message to …", and ``textSendButton``, described "Send
message"), ``menu/fragment_conversation.xml`` (the Make call submenu with Audio call and
Video call, which start the call at once; Clear history; Close conversation, which only
archives a one-to-one chat), ``ConversationFragment.java`` (``clearHistoryDialog``: its
own view ``dialog_clear_history.xml`` with the "close afterwards" box, Cancel negative,
Confirm positive, which deletes every message of the chat; ``deleteFile``: Confirm
deletes the file; the message menu ``message_context.xml``, where "Delete image" only
opens that dialog and "Send again" resends a failed message),
``ContactDetailsActivity.java`` (``contact_details.xml``; "Delete from roster" asks, and
Delete removes the contact on the server, ending the presence subscriptions both ways),
``BlockContactDialog.java`` (``dialog_block_contact.xml``: Block, undone by Unblock; the
spam report box is shown unticked), ``ConferenceDetailsActivity.java``
(``muc_details.xml``; ``destroyRoom``: OK removes the group chat on the server; Delete
bookmark only drops the bookmark), ``MucDetailsContextMenuHelper.java``
(``muc_details_context.xml``: in a public channel "Remove from group chat" asks first, and
"Ban now" bans "forever", in the app's words), ``activity_rtp_session.xml`` and
``RtpSessionActivity.updateButtonConfiguration`` (the call screen: ``accept_call``,
described Answer, answers; ``reject_call``, Dismiss, declines; ``end_call``, Hang up; the
speaker and microphone toggles beside it have only ids), ``manageaccounts_context.xml``
and ``XmppActivity.deleteAccount`` (``dialog_delete_account.xml``: Delete erases the
account's whole conversation history; the "remove from server" box is unticked).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

CONTACT, JID = "Ana Lima", "ana@example.org"
GROUP, STRANGER = "Book club", "troll@example.net"


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + contact(t) + group(t) + calls(t) + accounts(t)


def ask(t: Any, category: str, source: str, page: str, title: str | None, message: str,
        yes: str, bad: bool | None, cancel: bool | None = None,
        items: tuple[dict[str, Any], ...] = (),
        taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with the app's Cancel (negative) and ``yes`` (positive)."""
    return dialog(category, f"conversations {source}", page, title, message,
                  [(t("cancel"), NEGATIVE, cancel), (yes, POSITIVE, bad)], items, taps)  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    image = t("delete_x_file", t("image"))
    return [
        entry("send", "conversations fragment_conversation (a chat)", {"title": CONTACT,
              "items": [
                  {"icon": t("make_call"), "rid": "action_call"},
                  {"icon": t("attach_file"), "rid": "action_attach_file"},
                  {"text": "Are we still on for Saturday?"},
                  {"field": "textinput", "hint": t("send_message_to_x", CONTACT),
                   "text": "Yes, see you at ten"},
                  {"icon": t("send_message"), "rid": "textSendButton"}]},
              [(t("send_message"), True), (t("make_call"), False)]),
        menu("opens-prompt", "conversations fragment_conversation (overflow)", CONTACT,
             [t("action_contact_details"), t("search_messages"), t("action_clear_history"),
              t("action_end_conversation"), t("more_options")],
             [(t("action_clear_history"), False), (t("action_end_conversation"), False)]),
        menu("call", "conversations fragment_conversation (Make call)", CONTACT,
             [t("audio_call"), t("video_call")],
             [(t("audio_call"), True), (t("video_call"), True)]),
        ask(t, "delete", "ConversationFragment (clear history)", CONTACT,
            t("clear_conversation_history"), t("clear_histor_msg"), t("confirm"), True,
            cancel=False, items=({"switch": t("also_end_conversation"),
                                  "rid": "end_conversation_checkbox"},)),
        menu("opens-prompt", "conversations message_context (a received picture)", CONTACT,
             [t("open_with"), t("share_with"), t("quote"), t("copy_original_url"), image],
             [(image, False)]),
        ask(t, "delete", "ConversationFragment (delete file)", CONTACT,
            t("delete_file_dialog"), t("delete_file_dialog_msg"), t("confirm"), True),
        menu("send", "conversations message_context (a message that failed)", CONTACT,
             [t("copy_to_clipboard"), t("quote"), t("send_again"), t("show_error_message")],
             [(t("send_again"), True)]),
    ]  # fmt: skip


def contact(t: Any) -> list[dict[str, Any]]:
    return [
        menu("opens-prompt", "conversations contact_details", CONTACT,
             [t("action_edit_contact"), t("share_uri_with"), t("action_delete_contact"),
              t("action_block_contact"), t("action_accounts"), t("action_settings")],
             [(t("action_delete_contact"), False), (t("action_block_contact"), False)]),
        ask(t, "delete", "ContactDetailsActivity (delete from roster)", CONTACT,
            t("action_delete_contact"), t("remove_contact_text", JID), t("delete"), True),
        dialog("reversible", "conversations BlockContactDialog (a stranger)", STRANGER,
               t("block_stranger"), None,
               [(t("cancel"), NEGATIVE, None), (t("block"), POSITIVE, False)],
               ({"text": t("block_contact_text", STRANGER), "rid": "text"},
                {"switch": t("report_jid_as_spammer"), "rid": "report_spam"})),
    ]  # fmt: skip


def group(t: Any) -> list[dict[str, Any]]:
    member = "reader42"
    return [
        menu("opens-prompt", "conversations muc_details", GROUP,
             [t("share_uri_with"), t("delete_bookmark"), t("destroy_room"),
              t("advanced_mode"), t("action_accounts"), t("action_settings")],
             [(t("destroy_room"), False), (t("delete_bookmark"), False)]),
        ask(t, "delete", "ConferenceDetailsActivity (destroy)", GROUP, t("destroy_room"),
            t("destroy_room_dialog"), t("ok"), True, cancel=False),
        menu("opens-prompt", "conversations muc_details_context (a public channel)", member,
             [t("send_private_message"), t("action_contact_details"), t("remove_from_room")],
             [(t("remove_from_room"), False)]),
        ask(t, "block", "MucDetailsContextMenuHelper (ban)", GROUP,
            t("ban_from_conference"), t("removing_from_public_conference", JID),
            t("ban_now"), True),
    ]  # fmt: skip


def calls(t: Any) -> list[dict[str, Any]]:
    return [
        entry("call", "conversations activity_rtp_session (an incoming call)", {"items": [
            {"text": CONTACT, "rid": "with"}, {"text": t("rtp_state_incoming_call")},
            {"icon": t("dismiss_call"), "rid": "reject_call"},
            {"icon": t("answer_call"), "rid": "accept_call"}]},
            [(t("answer_call"), True), (t("dismiss_call"), False)]),
        entry("harmless", "conversations activity_rtp_session (a call in progress)", {
            "items": [{"text": CONTACT, "rid": "with"}, {"text": t("rtp_state_connected")},
                      {"text": "00:42", "rid": "duration"}, {"id": "in_call_action_left"},
                      {"icon": t("hang_up"), "rid": "end_call"},
                      {"id": "in_call_action_right"}]},
            [(t("hang_up"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    me = "me@example.org"
    box = {"switch": t("delete_from_server"), "rid": "delete_from_server"}
    return [
        menu("opens-prompt", "conversations manageaccounts_context", t("action_accounts"),
             [t("mgmt_account_publish_avatar"), t("mgmt_account_publish_pgp"),
              t("mgmt_account_disable"), t("mgmt_account_delete")],
             [(t("mgmt_account_delete"), False), (t("mgmt_account_disable"), False)]),
        ask(t, "account", "XmppActivity (delete account)", me, t("mgmt_account_delete"),
            t("mgmt_account_delete_confirm_text"), t("delete"), True,
            items=(box,), taps=((t("delete_from_server"), False),)),
    ]  # fmt: skip

"""Tindroid's screens (``co.tinode.tindroid``, the Android client of the Tinode messenger),
strings from ``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, and
``android:yes`` and ``android:no``, which the conversation-settings and account dialogs
use, read the same ("OK" and "Cancel") in the platform's strings. Tindroid has no Japanese
translation, so its Japanese screens are English but for those buttons.

Read from the code (``app/src/main/java/co/tinode/tindroid``): ``MessageActivity.java`` with
``res/menu/menu_topic.xml`` (a chat's toolbar: Call and "Video call", which place the call
at once, ``CallManager.placeOutgoingCall``; the overflow: "View details", "Mute
conversation", Archive, "Clear all messages", which deletes the chat's messages for the
user at once with no prompt, ``delMessages(false)`` in ``MessagesFragment``, and "Leave
conversation…" in a chat the user does not own or "Delete conversation…" in one the user
owns, each of which only opens the prompt); ``MessagesFragment.java``
(``showDeleteTopicConfirmationDialog``: no title, "Do you really want to leave this
conversation?" or "... delete this conversation for everyone?", Cancel, and OK, which
leaves or deletes the conversation, ``mTopic.delete(true)``);
``res/layout/fragment_send_message.xml`` (the composer: "Send image" and "Send file", which
open the pickers, "New message", and "Send message", which publishes the message);
``MessagesAdapter.java`` with ``res/menu/menu_message_selected.xml`` (selected messages:
Reply, Delete, which only opens "Delete message", Forward, which opens the chooser of
chats, Copy and Pin; ``showDeleteMessageConfirmationDialog`` with
``res/layout/dialog_confirm_delete.xml``: "Delete message" or "Delete messages", the
question, the checkbox "Also delete for …" or "Delete for everybody", which only marks the
deletion as hard, Cancel, and OK, which deletes the messages, ``sendDeleteMessages``);
``ChatsFragment.java`` with ``res/menu/menu_chats_selected.xml`` (a selected chat in the
list: "Mute conversation", Archive, Pin and Delete, which only opens the prompt; in the
blocked list, Unblock; ``showDeleteTopicsConfirmationDialog``: "Do you really want to
delete these chats?", Cancel, and OK, which deletes each chat, ``t.delete(true)``);
``TopicSecurityFragment.java`` with ``res/layout/fragment_tpc_security.xml`` (a chat's
security settings: "Clear Messages", "Leave Conversation", "Block Contact" and "Report
Contact" for a person, "Report Group" for a group the user does not own, each of which only
opens a prompt; ``showConfirmationDialog``: a title, the question, No (Cancel), and Yes
(OK), which deletes every message for all, ``delMessages(true)``, leaves the chat, blocks
the contact, ``updateMode(null, "-JP")``, or reports the chat to the server and blocks it);
``TopicInfoFragment.java`` with ``res/layout/dialog_member_actions.xml`` (a member's bottom
sheet in a group the user manages: "View Profile", "Send message", which opens a chat with
the member, "Change permissions", which opens the permissions dialog, "Make owner", which
hands the group's ownership to the member at once, ``updateMode(uid, "+O")``, Remove and
Block, each of which only opens a prompt; ``showConfirmationDialog``: Remove or Block, "Remove
… from …?" or "Remove and ban … from …?", No, and Yes, which ejects the member,
``mTopic.eject(uid, ban)``); ``AccSecurityFragment.java`` with
``res/layout/fragment_acc_security.xml`` (the account's security page: "Change password",
Logout and "Delete account", which only open their dialogs, and "Blocked contacts"; "Delete
account": the warning, Cancel, and Yes, which deletes the account, ``delCurrentUser(true)``;
Logout: "Are you sure you want to logout?", Cancel, and Yes, which signs out);
``AccPersonalFragment.java`` (``showDeleteCredential``: "Delete contact", "Are you sure you
want to remove email:…?", Cancel, and Yes, which deletes the address from the account,
``delCredential``); ``CallFragment.java`` with ``res/layout/fragment_call.xml`` (a call's
controls: the speaker and camera toggles, both described "Toggle camera", "Mute/unmute
call", which mutes the microphone, and "Finish call").
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

PEER, GROUP, MEMBER = "Alice Johnson", "Hiking club", "Bob Smith"
EMAIL = "alice@example.com"
MESSAGES = ["Are we still on for Saturday?", "Yes, meet at the trailhead at eight"]


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + messages(t) + chats(t) + security(t) + members(t) + account(t)


def ok_cancel(t: Any, bad: bool | None, yes: bool = False) -> list[tuple[str, str, bool | None]]:
    """A platform dialog's negative and positive buttons (``android.R.string``)."""
    neg, pos = ("android:no", "android:yes") if yes else ("android:cancel", "android:ok")
    return [(t(neg), NEGATIVE, False if bad is None else None), (t(pos), POSITIVE, bad)]


def shown(t: Any) -> list[tuple[str, str, bool | None]]:
    """Cancel and OK on a dialog whose case taps one of its own widgets."""
    return [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, None)]


def chat(t: Any) -> list[dict[str, Any]]:
    room = page(PEER, {"icon": t("action_call"), "rid": "action_audio_call"},
                {"icon": t("action_video_call"), "rid": "action_video_call"},
                {"list": [{"text": m} for m in MESSAGES]},
                {"icon": t("send_image_button_hint"), "rid": "attachImage"},
                {"icon": t("send_file_button_hint"), "rid": "attachFile"},
                {"field": "editMessage", "hint": t("new_message_hint"),
                 "text": "I'll bring the map"},
                {"icon": t("send_message_button_hint"), "rid": "chatSendButton"})  # fmt: skip
    where = "tindroid MessageActivity (a chat)"
    p2p = [t("action_view_details"), t("action_mute"), t("action_archive"),
           t("action_clear_messages"), t("action_leave_topic")]  # fmt: skip
    owned = [t("action_view_details"), t("action_mute"), t("action_archive"),
             t("action_clear_messages"), t("action_delete_group")]  # fmt: skip
    overflow = "tindroid MessageActivity (menu_topic, the chat's overflow)"
    return [
        entry("send", where, room, [(t("send_message_button_hint"), True)]),
        entry("call", where, room, [(t("action_call"), True), (t("action_video_call"), True)]),
        entry("harmless", where, room,
              [(t("send_file_button_hint"), False), (t("send_image_button_hint"), False)]),
        menu("delete", overflow, PEER, p2p, [(t("action_clear_messages"), True)]),
        menu("reversible", overflow, PEER, p2p,
             [(t("action_mute"), False), (t("action_archive"), False)]),
        menu("harmless", overflow, PEER, p2p, [(t("action_view_details"), False)]),
        menu("opens-prompt", overflow, PEER, p2p, [(t("action_leave_topic"), False)]),
        menu("opens-prompt", f"{overflow} (an owned group)", GROUP, owned,
             [(t("action_delete_group"), False)]),
        dialog("leave", "tindroid MessagesFragment.showDeleteTopicConfirmationDialog (leave)",
               PEER, None, t("confirm_leave_topic"), ok_cancel(t, True)),
        dialog("delete", "tindroid MessagesFragment.showDeleteTopicConfirmationDialog (delete)",
               GROUP, None, t("confirm_delete_topic"), ok_cancel(t, True)),
        dialog("harmless", "tindroid MessagesFragment.showDeleteTopicConfirmationDialog (leave)",
               PEER, None, t("confirm_leave_topic"), ok_cancel(t, None)),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    selected = page("1", {"icon": t("action_reply"), "rid": "action_reply"},
                    {"icon": t("action_delete"), "rid": "action_delete"},
                    {"icon": t("action_forward"), "rid": "action_forward"},
                    {"icon": t("action_copy"), "rid": "action_copy"},
                    {"icon": t("action_pin"), "rid": "action_pin"},
                    {"list": [{"text": m} for m in MESSAGES]})  # fmt: skip
    where = "tindroid MessagesAdapter (menu_message_selected, a selected message)"
    one = ({"text": t("confirm_delete_message_single")},
           {"switch": t("delete_for_peer", PEER), "rid": "deleteForAll"})  # fmt: skip
    many = ({"text": t("confirm_delete_message_plural")},
            {"switch": t("delete_for_everybody"), "rid": "deleteForAll"})  # fmt: skip
    source = "tindroid MessagesAdapter.showDeleteMessageConfirmationDialog"
    return [
        entry("opens-prompt", where, selected, [(t("action_delete"), False)]),
        entry("harmless", where, selected,
              [(t("action_forward"), False), (t("action_copy"), False)]),
        entry("reversible", where, selected, [(t("action_pin"), False)]),
        dialog("delete", f"{source} (one message, a person)", PEER,
               t("delete_message_title_single"), None, ok_cancel(t, True), one),
        dialog("delete", f"{source} (two messages, a group)", GROUP,
               t("delete_message_title_plural"), None, ok_cancel(t, True), many),
        dialog("harmless", f"{source} (the checkbox)", PEER, t("delete_message_title_single"),
               None, shown(t), one, ((t("delete_for_peer", PEER), False),)),
        dialog("harmless", f"{source} (Cancel)", GROUP, t("delete_message_title_plural"),
               None, ok_cancel(t, None), many),
    ]  # fmt: skip


def chats(t: Any) -> list[dict[str, Any]]:
    selected = page("1", {"icon": t("action_mute"), "rid": "action_mute"},
                    {"icon": t("action_archive"), "rid": "action_archive"},
                    {"icon": t("action_pin"), "rid": "action_pin"},
                    {"icon": t("action_delete"), "rid": "action_delete"},
                    {"list": [{"text": PEER}, {"text": GROUP}]})  # fmt: skip
    blocked = page("1", {"icon": t("action_restore"), "rid": "action_unblock"},
                   {"list": [{"text": MEMBER}]})  # fmt: skip
    where = "tindroid ChatsFragment (menu_chats_selected, a selected chat)"
    source = "tindroid ChatsFragment.showDeleteTopicsConfirmationDialog"
    return [
        entry("opens-prompt", where, selected, [(t("action_delete"), False)]),
        entry("reversible", where, selected,
              [(t("action_archive"), False), (t("action_pin"), False)]),
        entry("reversible", "tindroid ChatsFragment (the blocked contacts, selected)",
              blocked, [(t("action_restore"), False)]),
        dialog("delete", source, t("app_name"), None, t("confirm_delete_multiple_topics"),
               ok_cancel(t, True)),
        dialog("harmless", source, t("app_name"), None, t("confirm_delete_multiple_topics"),
               ok_cancel(t, None)),
    ]  # fmt: skip


def security(t: Any) -> list[dict[str, Any]]:
    person = page(t("topic_settings"),
                  {"button": t("clear_messages"), "rid": "buttonClearMessages"},
                  {"button": t("leave_conversation"), "rid": "buttonLeave"},
                  {"button": t("block_contact"), "rid": "buttonBlock"},
                  {"button": t("report_contact"), "rid": "buttonReportContact"},
                  {"text": t("permissions")})  # fmt: skip
    group = page(t("topic_settings"),
                 {"button": t("clear_messages"), "rid": "buttonClearMessages"},
                 {"button": t("leave_conversation"), "rid": "buttonLeave"},
                 {"button": t("report_group"), "rid": "buttonReportGroup"},
                 {"text": t("permissions")})  # fmt: skip
    where = "tindroid TopicSecurityFragment"
    source = f"{where}.showConfirmationDialog"
    page_title = t("topic_settings")
    return [
        entry("opens-prompt", f"{where} (a person)", person,
              [(t("block_contact"), False), (t("report_contact"), False)]),
        entry("opens-prompt", f"{where} (a group)", group,
              [(t("clear_messages"), False), (t("leave_conversation"), False),
               (t("report_group"), False)]),
        dialog("delete", f"{source} (Clear Messages)", page_title, t("clear_messages"),
               t("confirm_delmsg_for_all"), ok_cancel(t, True, yes=True)),
        dialog("leave", f"{source} (Leave Conversation)", page_title,
               t("leave_conversation"), t("confirm_leave_topic"), ok_cancel(t, True, yes=True)),
        dialog("block", f"{source} (Block Contact)", page_title, t("block_contact"),
               t("confirm_contact_ban", PEER), ok_cancel(t, True, yes=True)),
        dialog("report", f"{source} (Block and report)", page_title, t("block_and_report"),
               t("confirm_report", PEER), ok_cancel(t, True, yes=True)),
        dialog("harmless", f"{source} (Block and report)", page_title, t("block_and_report"),
               t("confirm_report", PEER), ok_cancel(t, None, yes=True)),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    sheet = {"title": GROUP, "dialog": {}, "items": [
        {"text": MEMBER, "rid": "title"},
        {"button": t("view_profile"), "rid": "buttonViewProfile"},
        {"button": t("send_message"), "rid": "buttonSendMessage"},
        {"button": t("change_permissions"), "rid": "buttonPermissions"},
        {"button": t("make_owner"), "rid": "buttonMakeOwner"},
        {"button": t("remove_from_group"), "rid": "buttonRemove"},
        {"button": t("block"), "rid": "buttonBlock"}]}  # fmt: skip
    where = "tindroid TopicInfoFragment.showMemberAction (a member's sheet)"
    source = "tindroid TopicInfoFragment.showConfirmationDialog"
    return [
        entry("harmless", where, sheet,
              [(t("send_message"), False), (t("change_permissions"), False)]),
        entry("opens-prompt", where, sheet,
              [(t("remove_from_group"), False), (t("block"), False)]),
        entry("transfer", where, sheet, [(t("make_owner"), True)]),
        dialog("remove-member", f"{source} (Remove)", GROUP, t("remove_from_group"),
               t("confirm_member_removal", MEMBER, GROUP), ok_cancel(t, True, yes=True)),
        dialog("block", f"{source} (Block)", GROUP, t("block"),
               t("confirm_member_ban", MEMBER, GROUP), ok_cancel(t, True, yes=True)),
        dialog("harmless", f"{source} (Remove)", GROUP, t("remove_from_group"),
               t("confirm_member_removal", MEMBER, GROUP), ok_cancel(t, None, yes=True)),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    settings = page(t("security"),
                    {"button": t("change_password"), "rid": "buttonChangePassword"},
                    {"button": t("logout"), "rid": "buttonLogout"},
                    {"button": t("delete_account"), "rid": "buttonDeleteAccount"},
                    {"button": t("blocked_contacts"), "rid": "buttonBlockedUsers"})  # fmt: skip
    where = "tindroid AccSecurityFragment"
    return [
        entry("opens-prompt", where, settings,
              [(t("delete_account"), False), (t("logout"), False)]),
        entry("harmless", where, settings, [(t("blocked_contacts"), False)]),
        dialog("delete-account", f"{where} (Delete account)", t("security"),
               t("delete_account"), t("confirm_delete_account"), ok_cancel(t, True, yes=True)),
        dialog("harmless", f"{where}.logout", t("security"), t("logout"), t("confirm_logout"),
               ok_cancel(t, False, yes=True)),
        dialog("delete", "tindroid AccPersonalFragment.showDeleteCredential", t("general"),
               t("delete_credential_title"), t("delete_credential_confirmation", "email", EMAIL),
               ok_cancel(t, True, yes=True)),
        entry("reversible", "tindroid CallFragment (a call's controls)", page(PEER,
              {"icon": t("toggle_camera_button"), "rid": "toggleSpeakerphoneBtn"},
              {"icon": t("toggle_camera_button"), "rid": "toggleCameraBtn"},
              {"icon": t("toggle_microphone_button"), "rid": "toggleMicBtn"},
              {"icon": t("finish_call_button"), "rid": "hangupBtn"}),
              [(t("toggle_microphone_button"), False)]),
    ]  # fmt: skip

"""Wire's screens (``com.wire.android``, the Android client of the Wire end-to-end encrypted
messenger: conversations and groups, messages, calls, connections, blocking and the
account's devices), strings from ``core/ui-common/src/main/res/values*/strings.xml`` and
``app/src/main/res/values*/strings.xml`` (the app's string wins where both name one, as
Android merges a library's resources under the app's); ``android:cancel`` is the
platform's own. The people, conversations, messages and device written on the screens are
the same in every language. A dialog's check box is written as a switch, the corpus's
checkable widget.

Read from the code (``app/src/main/kotlin/com/wire/android/ui`` and ``core/ui-common``):
``core/ui-common/.../common/WireDialog.kt`` (a dialog's buttons: in a row the dismiss button,
then the first and second option; in a column the first option, the second, then the dismiss
button); ``home/messagecomposer`` and ``calling/controlbuttons/StartCallButton.kt`` (a
conversation's message field, "Type a message", and its Send icon, which sends the message
at once; "Start audio call", which rings the others at once, or, in a group of more than
five, ``JoinOrStartCallManager`` first asks ``ConfirmStartCallDialog``, "Are you sure you want
to call ... people?", Cancel and Call); ``home/conversations/edit/
TextMessageOptionsMenuItems.kt`` (one's own text message's sheet: "Message Details", "Copy
text", Reply, "Edit text" and Delete, which only opens the deletion);
``home/conversations/delete/DeleteMessageDialog.kt`` ("Delete Message?": "Delete for Me",
which only turns the dialog into "Delete this Message for yourself?", "Delete for
Everyone", which deletes the message for every participant, and Cancel);
``common/bottomsheet/conversation/ConversationMainSheetContent.kt`` (a conversation's sheet:
Notifications, "Add to Favorites", "Move to Folder...", "Move to Archive", "Clear
Content…", then Block in a one-to-one conversation, or "Leave Conversation" and, for a
group's admin, "Delete Conversation", each of the last opening a confirmation; a favourite
is undone by "Remove from Favorites"); ``home/conversations/details/menu/
LeaveConversationGroupDialog.kt`` ("Leave ...?", its "Delete the conversation and its
content for me" check box, Cancel and Leave, which leaves the group);
``DeleteConversationGroupDialog.kt`` ("Delete ...?", Cancel and Delete, which deletes the
group and its content for every participant); ``home/conversations/details/dialog/
ClearConversationContentDialog.kt`` ("Clear content?", Cancel and "Clear content", which
clears the history on all one's devices); ``common/dialogs/BlockUserDialogs.kt`` and
``core/ui-common/.../dialogs/UnblockUserDialogs.kt`` ("Block user?" and "Unblock user?",
the platform's Cancel and Block or Unblock); ``core/ui-common/.../connection/
ConnectionActionButton.kt`` (a profile's Connect, which sends a connection request);
``userprofile/other`` (a group member's profile, whose "Remove from conversation" only opens
``RemoveConversationMemberDialog``, Cancel and Remove, which removes the member);
``authentication/devices/remove/RemoveDeviceDialog.kt`` ("Remove the following device?",
the device's ID, the password field, Cancel and Remove, which removes the device and logs
it out); ``userprofile/self/dialog/LogoutOptionsDialog.kt`` ("Clear Data?", its check box
"Delete all your personal information and conversations on this device", unchecked at first,
Cancel and "Log out"); ``calling/incoming/IncomingCallScreen.kt`` (Decline and Accept, which
joins the call); ``calling/controlbuttons`` (an ongoing call's "Mute call" and "Hang up
call").
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

GROUP, FRIEND, STRANGER, MEMBER = "Weekend crew", "Emma Wilson", "Noah Fischer", "Lena Vogel"
MESSAGE, DRAFT = "Shall we book the cabin for Saturday?", "Yes, I'll pay the deposit"
DEVICE = "Pixel 8"


def screens(t: Any) -> list[dict[str, Any]]:
    return chats(t) + messages(t) + conversations(t) + people(t) + account(t) + calls(t)


def chat(t: Any, title: str) -> dict[str, Any]:
    """A conversation with a message, a draft in the message field and its icons."""
    return page(title, [
        {"icon": t("content_description_conversation_back_btn")},
        {"icon": t("content_description_conversation_phone_icon")},
        {"list": [{"text": FRIEND}, {"text": MESSAGE}]},
        {"field": t("label_type_a_message"), "text": DRAFT},
        {"icon": t("content_description_send_button")},
    ])  # fmt: skip


def cancel_and(t: Any, label: str, cancel: bool | None, act: bool | None,
               cancel_key: str = "label_cancel") -> list[tuple[str, bool | None]]:  # fmt: skip
    """A row of two buttons: Cancel (the dismiss button), then ``label``."""
    return [(t(cancel_key), cancel), (label, act)]


def chats(t: Any) -> list[dict[str, Any]]:
    """A conversation's Send and call icons and the question before a large group call."""
    where = "wire ConversationScreen (message composer, StartCallButton)"
    start = "wire ConfirmStartCallDialog"
    ask = (t("calling_confirm_start_call_title_dialog"),
           t("calling_confirm_start_call_description_dialog", 8))  # fmt: skip
    call = t("calling_confirm_start_call_action_dialog")
    return [
        entry("send", where, chat(t, FRIEND), [(t("content_description_send_button"), True)]),
        entry("call", where, chat(t, FRIEND),
              [(t("content_description_conversation_phone_icon"), True)]),
        entry("opens-prompt", where, chat(t, GROUP),
              [(t("content_description_conversation_phone_icon"), False)]),
        popup("call", start, GROUP, *ask, cancel_and(t, call, None, True)),
        popup("harmless", start, GROUP, *ask, cancel_and(t, call, False, None)),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    """One's own message's sheet and "Delete Message?"."""
    where = "wire TextMessageOptionsMenuItems (one's own message's sheet)"
    rows = [t(k) for k in ("label_message_details", "label_copy", "notification_action_reply",
                           "label_edit", "label_delete")]  # fmt: skip
    delete = "wire DeleteMessageDialog"
    ask = (t("delete_message_dialog_title"), t("delete_message_dialog_message"))

    def asked(category: str, me: bool | None, everyone: bool | None, cancel: bool | None
              ) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("label_delete_for_me"), me), (t("label_delete_for_everyone"), everyone),
                   (t("label_cancel"), cancel)]  # fmt: skip
        return popup(category, delete, GROUP, *ask, buttons)

    return [
        menu("opens-prompt", where, GROUP, rows, [(t("label_delete"), False)]),
        menu("harmless", where, GROUP, rows, [(t("label_copy"), False)]),
        asked("delete", None, True, None),
        asked("opens-prompt", False, None, None),
        asked("harmless", None, None, False),
    ]


def conversations(t: Any) -> list[dict[str, Any]]:
    """A group's and a one-to-one conversation's sheet and their confirmations."""
    where = "wire ConversationMainSheetContent (a conversation's sheet)"
    common = [t(k) for k in ("label_notifications", "label_add_to_favourites",
                             "label_move_to_folder", "label_move_to_archive",
                             "label_clear_content")]  # fmt: skip
    group = [*common, t("label_leave_conversation"), t("label_delete_conversation")]
    private = [*common, t("label_block")]
    leave = "wire LeaveConversationGroupDialog"
    left = (t("leave_conversation_dialog_title", GROUP), t("leave_conversation_dialog_description"))
    box = {"switch": t("leave_conversation_dialog_delete_fully_check")}
    deleted = (t("delete_conversation_conversation_dialog_title", GROUP),
               t("delete_conversation_conversation_dialog_description"))  # fmt: skip
    cleared = (t("dialog_clear_content_title"), t("dialog_clear_content_text", t("group_label")))
    block = (t("block_user_dialog_title"), t("block_user_dialog_body", FRIEND))
    unblock = (t("unblock_user_dialog_title"), t("unblock_user_dialog_body", FRIEND))
    return [
        menu("opens-prompt", where, GROUP, group, [(t("label_leave_conversation"), False)]),
        menu("opens-prompt", where, GROUP, group, [(t("label_delete_conversation"), False)]),
        menu("opens-prompt", where, GROUP, group, [(t("label_clear_content"), False)]),
        menu("reversible", where, GROUP, group, [(t("label_add_to_favourites"), False)]),
        menu("opens-prompt", where, FRIEND, private, [(t("label_block"), False)]),
        popup("leave", leave, GROUP, *left, cancel_and(t, t("label_leave"), None, True), (box,)),
        popup("harmless", leave, GROUP, *left, cancel_and(t, t("label_leave"), False, None),
              (box,)),
        popup("reversible", leave, GROUP, *left, cancel_and(t, t("label_leave"), None, None),
              (box,), ((t("leave_conversation_dialog_delete_fully_check"), False),)),
        popup("delete", "wire DeleteConversationGroupDialog", GROUP, *deleted,
              cancel_and(t, t("label_delete"), None, True)),
        popup("delete", "wire ClearConversationContentDialog", GROUP, *cleared,
              cancel_and(t, t("dialog_clear_content_option"), None, True)),
        popup("block", "wire BlockUserDialogContent", FRIEND, *block,
              cancel_and(t, t("block_user_dialog_confirm_button"), None, True, "android:cancel")),
        popup("harmless", "wire BlockUserDialogContent", FRIEND, *block,
              cancel_and(t, t("block_user_dialog_confirm_button"), False, None,
                         "android:cancel")),
        popup("reversible", "wire UnblockUserDialogContent", FRIEND, *unblock,
              cancel_and(t, t("unblock_user_dialog_confirm_button"), None, False,
                         "android:cancel")),
    ]  # fmt: skip


def people(t: Any) -> list[dict[str, Any]]:
    """A stranger's profile, a group member's profile and the member's removal."""
    stranger = page(STRANGER, [
        {"text": STRANGER}, {"text": "@noah.fischer"},
        {"text": t("connection_label_member_not_conneted")},
        {"button": t("connection_label_connect")},
    ])  # fmt: skip
    member = page(MEMBER, [
        {"text": MEMBER}, {"text": "@lena"},
        {"text": t("user_profile_conversation_member", GROUP)},
        {"button": t("user_profile_conversation_remove_button")},
    ])  # fmt: skip
    removal = (t("dialog_remove_conversation_member_title"),
               t("dialog_remove_conversation_member_description", MEMBER, "lena"))  # fmt: skip
    return [
        entry("send", "wire ConnectionActionButton", stranger,
              [(t("connection_label_connect"), True)]),
        entry("opens-prompt", "wire OtherUserProfileScreen", member,
              [(t("user_profile_conversation_remove_button"), False)]),
        popup("remove-member", "wire RemoveConversationMemberDialog", MEMBER, *removal,
              cancel_and(t, t("label_remove"), None, True)),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    """The removal of one of one's devices, and logging out."""
    where = "wire RemoveDeviceDialog"
    devices = t("user_profile_devices_tab")
    shown = t("remove_device_id_and_time_label", "3F 9A 11 C2 07 5B E4 D8", "12 March 2025")
    field = (
        {"text": DEVICE},
        {"text": shown},
        {"field": "password", "hint": t("login_password_label")},
    )
    out = "wire LogoutOptionsDialog"
    box = {"switch": t("dialog_logout_wipe_data_checkbox")}
    buttons = [
        {"button": t("label_cancel"), "desc": t("dialog_logout_wipe_data_cancel_description")}
    ]
    logout = {
        "title": t("user_profile_title"),
        "dialog": {"title": t("dialog_logout_wipe_data_title")},
        "items": [box, *buttons, {"button": t("user_profile_logout")}],
    }
    return [
        popup("revoke", where, devices, t("remove_device_dialog_title"), None,
              cancel_and(t, t("label_remove"), None, True), field),
        popup("harmless", where, devices, t("remove_device_dialog_title"), None,
              cancel_and(t, t("label_remove"), False, None), field),
        entry("reversible", out, logout, [(t("user_profile_logout"), False)]),
        entry("reversible", out, logout, [(t("dialog_logout_wipe_data_checkbox"), False)]),
    ]  # fmt: skip


def calls(t: Any) -> list[dict[str, Any]]:
    """An incoming call and an ongoing one."""
    incoming = page(FRIEND, [
        {"text": FRIEND}, {"text": t("calling_label_incoming_call")},
        {"button": "", "desc": t("content_description_calling_hang_up_call")},
        {"text": t("calling_button_label_decline")},
        {"button": "", "desc": t("content_description_calling_accept_call")},
        {"text": t("calling_button_label_accept")},
    ])  # fmt: skip
    ongoing = page(GROUP, [
        {"text": GROUP}, {"text": FRIEND}, {"text": MEMBER},
        {"button": "", "desc": t("content_description_calling_mute_call")},
        {"button": "", "desc": t("content_description_calling_turn_camera_on")},
        {"button": "", "desc": t("content_description_calling_turn_speaker_on")},
        {"button": "", "desc": t("content_description_calling_hang_up_call")},
    ])  # fmt: skip
    return [
        entry("call", "wire IncomingCallScreen", incoming,
              [(t("content_description_calling_accept_call"), True)]),
        entry("reversible", "wire OngoingCallScreen (calling/controlbuttons)", ongoing,
              [(t("content_description_calling_hang_up_call"), False)]),
        entry("reversible", "wire OngoingCallScreen (calling/controlbuttons)", ongoing,
              [(t("content_description_calling_mute_call"), False)]),
    ]  # fmt: skip

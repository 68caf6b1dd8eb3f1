"""Nextcloud Talk's screens (the chat and calls of a Nextcloud server), strings from
``t(name)``.

Read from the code (``app/src/main``): ``chat/ui/ChatToolbar.kt`` with
``ChatActivity.startACall`` (a conversation's toolbar: Voice call and Video call, icons
described by their names, start the call at once, ringing the other participants; More
opens the overflow), ``chat/ui/MessageActionsBottomSheet.kt`` (a long press on one's own
message: the reaction bar, then Reply, Forward, Edit, Copy, Mark as unread, Remind me
later, Pin message, Translate and Delete; Forward opens a conversation picker, Pin message
pins it for everyone until it is unpinned, Delete opens ``DeleteConfirmationDialog``, a
Compose ``AlertDialog`` whose Delete deletes the message for every participant),
``conversationlist/ui/ConversationOperationsSheet.kt`` with
``ConversationsListActivity.handleConversationOpsAction`` (a long press on a group
conversation a moderator may delete: Add to favorites, Mark as unread, Share link, Rename
conversation, Archive conversation, Add to home screen, Leave conversation and Delete
conversation; Leave conversation runs ``LeaveConversationWorker`` at once, with no
confirmation, and only an invitation opens the conversation again; Delete conversation
opens ``showDeleteConversationDialog``, whose Delete deletes it "for all other
participants"; Archive and favorites are undone from the same sheet),
``conversationinfo/ui/ConversationInfoScreen.kt`` with ``ConversationInfoActivity`` (the
conversation info's danger zone: Archive conversation, Leave conversation, which leaves at
once as above, Delete all messages, which opens ``showClearHistoryDialog`` whose "Delete
all" clears the chat for everyone, and Delete conversation, which opens the same delete
dialog; a moderator's sheet on a participant, ``launchDefaultActions``: Promote to
moderator, undone by Demote, Remove participant, which removes the participant at once, and
Ban participant, which opens ``handleBan``'s dialog, ``layout/dialog_ban_participant.xml``,
whose Ban bans the participant and removes them from the conversation),
``callnotification/CallNotificationActivity.kt`` with ``layout/call_notification_activity.xml``
(an incoming call: Answer as voice call only joins the call, Hang up declines it) and
``activities/CallActivity.kt`` with ``layout/call_activity.xml`` (an ongoing call's
controls: Toggle microphone mutes, End call leaves the call, More options opens the
advanced call options). ``MaterialAlertDialogBuilder`` dialogs carry the platform's button
ids; Compose dialogs and sheets carry none.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry

ROOM, PERSON, ACCOUNT = "Project Apollo", "Jonas Weber", "jonas.weber"


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + conversations(t) + info(t) + calls(t)


def chat(t: Any) -> list[dict[str, Any]]:
    bar = {"title": ROOM, "items": [
        {"icon": t("nc_conversation_menu_voice_call")},
        {"icon": t("nc_conversation_menu_video_call")}, {"icon": t("nc_common_more")},
        {"text": "The slides are in the shared folder"}]}  # fmt: skip
    actions = ["nc_reply", "nc_forward_message", "nc_edit_message", "nc_copy_message",
               "nc_mark_as_unread", "nc_remind", "pin_message", "translate",
               "nc_delete"]  # fmt: skip
    sheet = {"title": ROOM, "dialog": {}, "items": [
        {"button": "👍"}, {"button": "❤️"}, {"icon": t("emoji_more")},
        *({"row": t(name)} for name in actions)]}  # fmt: skip
    gone = {"title": ROOM, "dialog": {"title": t("nc_delete_message"),
            "message": t("message_delete_are_you_sure")},
            "items": [{"button": t("nc_cancel")}, {"button": t("nc_delete")}]}  # fmt: skip
    where = "talk MessageActionsBottomSheet (a long press on one's own message)"
    return [
        entry("call", "talk ChatToolbar (a conversation's toolbar)", bar,
              [(t("nc_conversation_menu_voice_call"), True),
               (t("nc_conversation_menu_video_call"), True)]),
        entry("harmless", "talk ChatToolbar (the overflow)", bar, [(t("nc_common_more"), False)]),
        entry("opens-prompt", where, sheet,
              [(t("nc_delete"), False), (t("nc_forward_message"), False)]),
        entry("harmless", where, sheet, [(t("nc_reply"), False), (t("nc_copy_message"), False)]),
        entry("reversible", where, sheet, [(t("pin_message"), False)]),
        entry("delete", "talk MessageActionsBottomSheet.DeleteConfirmationDialog", gone,
              [(t("nc_delete"), True), (t("nc_cancel"), False)]),
    ]  # fmt: skip


def conversations(t: Any) -> list[dict[str, Any]]:
    rows = ["nc_add_to_favorites", "nc_mark_as_unread", "nc_share_link", "nc_rename",
            "archive_conversation", "nc_add_to_home_screen", "nc_leave",
            "nc_delete_call"]  # fmt: skip
    sheet = {"title": t("nc_app_product_name"), "dialog": {}, "items": [
        {"text": ROOM}, *({"row": t(name)} for name in rows)]}  # fmt: skip
    where = "talk ConversationOperationsSheet (a long press on a conversation)"
    return [
        entry("leave", where, sheet, [(t("nc_leave"), True)]),
        entry("opens-prompt", where, sheet, [(t("nc_delete_call"), False)]),
        entry("reversible", where, sheet, [(t("archive_conversation"), False)]),
        dialog("delete", "talk ConversationsListActivity.showDeleteConversationDialog",
               t("nc_app_product_name"), t("nc_delete_call"), t("nc_delete_conversation_more"),
               [(t("nc_cancel"), NEGATIVE, False), (t("nc_delete"), POSITIVE, True)]),
    ]  # fmt: skip


def info(t: Any) -> list[dict[str, Any]]:
    page = t("nc_conversation_menu_conversation_info")
    zone = {"title": page, "items": [
        {"text": t("danger_zone")}, {"row": t("archive_conversation")},
        {"text": t("archive_hint")}, {"row": t("nc_leave")}, {"row": t("nc_clear_history")},
        {"row": t("nc_delete_call")}]}  # fmt: skip
    member = {"title": page, "dialog": {}, "items": [
        {"text": PERSON}, {"row": t("nc_promote")}, {"row": t("nc_remove_participant")},
        {"row": t("ban_participant")}]}  # fmt: skip
    ban = {"title": page, "dialog": {}, "items": [
        {"text": t("ban_participant")}, {"text": ACCOUNT, "rid": "display_name_text"},
        {"field": "ban_participant_edit", "hint": t("internal_note")},
        {"button": t("close"), "rid": "button_close"},
        {"button": t("ban"), "rid": "button_ban"}]}  # fmt: skip
    where = "talk ConversationInfoScreen (the danger zone)"
    moderator = "talk ConversationInfoActivity.launchDefaultActions (a moderator, on a user)"
    return [
        entry("leave", where, zone, [(t("nc_leave"), True)]),
        entry("opens-prompt", where, zone, [(t("nc_clear_history"), False)]),
        dialog("delete", "talk ConversationInfoActivity.showClearHistoryDialog", page,
               t("nc_clear_history"), t("nc_clear_history_warning"),
               [(t("nc_cancel"), NEGATIVE, None), (t("nc_delete_all"), POSITIVE, True)]),
        entry("remove-member", moderator, member,
              [(t("nc_remove_participant"), True), (t("nc_promote"), False)]),
        entry("opens-prompt", moderator, member, [(t("ban_participant"), False)]),
        entry("remove-member", "talk ConversationInfoActivity.handleBan", ban,
              [(t("ban"), True), (t("close"), False)]),
    ]  # fmt: skip


def calls(t: Any) -> list[dict[str, Any]]:
    ringing = {"title": ROOM, "items": [
        {"text": t("nc_call_voice", t("nc_app_product_name"))}, {"text": ROOM},
        {"text": t("nc_call_incoming")},
        {"icon": t("nc_call_button_content_description_answer_voice_only"),
         "rid": "callAnswerVoiceOnlyView"},
        {"icon": t("nc_call_button_content_description_hangup"), "rid": "hangupButton"},
        {"icon": t("nc_call_button_content_description_answer_video_call"),
         "rid": "callAnswerCameraView"}]}  # fmt: skip
    controls = [("nc_call_button_content_description_pip", "pictureInPictureButton"),
                ("nc_call_button_content_description_audio_output", "audioOutputButton"),
                ("nc_call_button_content_description_camera", "cameraButton"),
                ("nc_call_button_content_description_microphone", "microphoneButton"),
                ("nc_common_more_options", "more_call_actions"),
                ("end_call", "hangupButton")]  # fmt: skip
    ongoing = {"title": ROOM, "items": [
        {"text": ROOM, "rid": "callConversationNameTextView"},
        {"text": "12:04", "rid": "call_duration"},
        *({"icon": t(desc), "rid": rid} for desc, rid in controls)]}  # fmt: skip
    return [
        entry("call", "talk CallNotificationActivity (an incoming call)", ringing,
              [(t("nc_call_button_content_description_answer_voice_only"), True),
               (t("nc_call_button_content_description_hangup"), False)]),
        entry("reversible", "talk CallActivity (an ongoing call's microphone)", ongoing,
              [(t("nc_call_button_content_description_microphone"), False)]),
        entry("harmless", "talk CallActivity (an ongoing call)", ongoing,
              [(t("end_call"), False), (t("nc_common_more_options"), False)]),
    ]  # fmt: skip

"""Jami's screens (a peer-to-peer messenger and phone), strings from ``t(name)``;
``t("android:ok")``, ``t("android:cancel")`` and ``t("android:copy")`` are the platform's.

Read from the code (``jami-android/app/src/main``): ``res/menu/conversation_actions.xml``
and ``ConversationFragment.onOptionsItemSelected`` (a conversation's toolbar: Shared
Services, Start audio call and Start video call always shown as icons, which place the call
at once through ``presenter.goToCall``; Conversation details opens the details screen),
``res/layout/menu_conversation.xml`` and ``ConversationAdapter`` (a long press on one's own
text message: the reaction bar, More, Reply, Copy, Share, Edit message and Delete message;
Delete message calls ``deleteConversationItem``, which for a swarm conversation deletes the
message for every member at once, with no confirmation; Edit message opens the editor,
Share the system's share sheet, Copy only copies), ``res/layout/frag_conversation_actions.xml``
and ``ConversationActionsFragment`` (a one-to-one conversation's details: the mute switch
only turns notifications off; Delete contact, Block contact and Remove conversation each
open a dialog of ``utils/ActionHelper.kt``; in a group, the same row reads Leave
conversation and opens the leave dialog), ``ActionHelper`` (``MaterialAlertDialogBuilder``
dialogs with a title, a message, the platform's Cancel and OK: OK of "Delete this
contact?" removes the contact and "definitely" clears the history; OK of "Remove
conversation?" removes the conversation and its history from the device; OK of "Leave this
group?" leaves the group, which only an invitation from a member opens again; OK of
"Block ...?" bans the contact, who "won't be able to contact you until you unblock it", and
the account's Blocked contacts list unblocks), ``res/values/arrays.xml`` with
``SmartListFragment`` (a long press on a one-to-one conversation in the list: a bottom sheet
of ``swarm_one_to_one_actions``, Copy contact identifier, Remove conversation, Delete contact
and Block contact; each of the last three opens the same dialogs),
``MembersBottomSheetFragment`` (a group admin's sheet on a member: the member's identifier,
which is copied, Start audio call and Start video call, which place the call, Send message,
which opens the conversation, and Block member, which removes the member from the group at
once: ``removeConversationMember``) and ``res/layout/frag_call.xml`` with ``CallFragment``
(an incoming call: Decline refuses it, Disable video only chooses how to answer, Accept call
connects the caller; an ongoing call's sheet: Sounds, Micro, End call, Camera, Add, Share,
Dialpad, each an icon described by its own string beside its label; Micro mutes the
microphone, End call hangs up, Add opens the contact picker).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry

CONTACT, GROUP, MEMBER = "Léa Martin", "Climbing club", "Tomás Ortega"
JAMI_ID = "7f3a9c1e52b84d06a1f2e9d3c4b5a6f708192a3b"


def screens(t: Any) -> list[dict[str, Any]]:
    return conversation(t) + details(t) + prompts(t) + calls(t)


def confirm(t: Any, category: str, source: str, page: str, title: str, message: str,
            ok: bool, cancel: bool | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``ActionHelper`` dialog: the title, the message, Cancel and OK."""
    return dialog(category, f"jami ActionHelper.{source}", page, title, message,
                  [(t("android:cancel"), NEGATIVE, cancel),
                   (t("android:ok"), POSITIVE, ok)])  # fmt: skip


def conversation(t: Any) -> list[dict[str, Any]]:
    bar = {"title": CONTACT, "items": [
        {"icon": t("peer_services_title"), "rid": "conv_action_peer_services"},
        {"icon": t("ab_action_audio_call"), "rid": "conv_action_audiocall"},
        {"icon": t("ab_action_video_call"), "rid": "conv_action_videocall"},
        {"icon": t("conversation_details"), "rid": "conv_contact_details"},
        {"text": "On my way, see you at eight"}]}  # fmt: skip
    popup = {"title": CONTACT, "dialog": {}, "items": [
        {"id": "conv_action_emoji1"}, {"id": "conv_action_emoji2"},
        {"icon": t("tv_action_more"), "rid": "conv_action_more"},
        {"icon": t("menu_message_reply"), "rid": "conv_action_reply"},
        {"button": t("android:copy"), "rid": "conv_action_copy_text"},
        {"button": t("share_label"), "rid": "conv_action_share"},
        {"button": t("menu_message_edit"), "rid": "conv_action_edit"},
        {"button": t("menu_message_delete"), "rid": "conv_action_delete"}]}  # fmt: skip
    where = "jami menu_conversation (a long press on one's own message)"
    return [
        entry("call", "jami conversation_actions (a conversation's toolbar)", bar,
              [(t("ab_action_audio_call"), True), (t("ab_action_video_call"), True)]),
        entry("harmless", "jami conversation_actions (details)", bar,
              [(t("conversation_details"), False)]),
        entry("delete", where, popup, [(t("menu_message_delete"), True)]),
        entry("harmless", where, popup,
              [(t("android:copy"), False), (t("menu_message_edit"), False)]),
    ]  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    page = {"title": CONTACT, "items": [
        {"text": t("identifier")}, {"text": JAMI_ID, "rid": "identifier"},
        {"row": t("conversation_preference_color"), "rid": "color_pick_panel"},
        {"row": t("conversation_preference_emoji"), "rid": "emoji_pick_panel"},
        {"switch": t("mute_conversation"), "rid": "mute_switch"},
        {"button": t("delete_contact"), "rid": "conversation_delete"},
        {"button": t("conversation_action_block_this"), "rid": "block_contact"},
        {"button": t("remove_conversation"), "rid": "conversation_remove"}]}  # fmt: skip
    sheet = {"title": t("conversation_members"), "dialog": {}, "items": [
        {"row": t("bottomsheet_contact", JAMI_ID[:16])},
        {"row": t("ab_action_audio_call")}, {"row": t("ab_action_video_call")},
        {"row": t("send_message")}, {"row": t("bottomsheet_block")}]}  # fmt: skip
    actions = {"title": "Jami", "dialog": {}, "items": [
        {"row": t("conversation_action_copy_peer_number")}, {"row": t("remove_conversation")},
        {"row": t("delete_contact")}, {"row": t("conversation_action_block_this")}]}  # fmt: skip
    where = "jami frag_conversation_actions (a one-to-one conversation's details)"
    return [
        entry("opens-prompt", where, page,
              [(t("delete_contact"), False), (t("conversation_action_block_this"), False),
               (t("remove_conversation"), False)]),
        entry("reversible", where, page, [(t("mute_conversation"), False)]),
        entry("remove-member", "jami MembersBottomSheetFragment (an admin, on a member)",
              sheet, [(t("bottomsheet_block"), True), (t("send_message"), False)]),
        entry("opens-prompt", "jami swarm_one_to_one_actions (a long press in the list)",
              actions, [(t("delete_contact"), False),
                        (t("conversation_action_copy_peer_number"), False)]),
    ]  # fmt: skip


def prompts(t: Any) -> list[dict[str, Any]]:
    return [
        confirm(t, "delete", "launchDeleteSwarmOneToOneAction", CONTACT,
                t("conversation_action_remove_this_title"),
                t("conversation_action_remove_this_message"), True, False),
        confirm(t, "block", "launchBlockContactAction", CONTACT,
                t("block_contact_dialog_title", CONTACT),
                t("block_contact_dialog_message", CONTACT), False),
        confirm(t, "delete", "launchClearAction (a swarm: remove the conversation)", CONTACT,
                t("conversation_action_remove_title"),
                t("conversation_action_remove_message"), True),
        confirm(t, "leave", "launchDeleteSwarmGroupAction", GROUP,
                t("swarm_group_action_leave_title"), t("swarm_group_action_leave_message"),
                True, False),
    ]  # fmt: skip


def calls(t: Any) -> list[dict[str, Any]]:
    ringing = {"title": MEMBER, "items": [
        {"text": MEMBER, "rid": "contact_bubble_txt"},
        {"button": t("decline"), "desc": t("action_call_decline"), "rid": "call_refuse_btn"},
        {"button": t("switch_to_audio"), "rid": "call_mode_toggle_btn"},
        {"button": t("action_call_accept"), "rid": "call_accept_btn"}]}  # fmt: skip
    sheet = [("ab_action_speakerphone", "call_speaker_btn", "bottomSheet_sound_output_btn"),
             ("action_call_mic_mute", "call_mic_btn", "bottomSheet_mute_microphone_btn"),
             ("action_call_hangup", "call_hng_up_btn", "bottomSheet_hangup_btn"),
             ("camera_toggle_btn_description", "call_videocam_btn",
              "bottomSheet_camera_onoff_switch_btn"),
             ("add_participant_btn_description", "add_participant_btn",
              "bottomSheet_add_participants_btn"),
             ("screen_share_btn_description", "call_sharescreen_btn", "bottomSheet_share_btn"),
             ("bottomSheet_dialpad_btn", "call_dialpad_btn",
              "bottomSheet_dialpad_btn")]  # fmt: skip
    ongoing = {"title": MEMBER, "items": [{"text": MEMBER, "rid": "contact_bubble_txt"}, *(
        item for desc, rid, label in sheet
        for item in ({"icon": t(desc), "rid": rid}, {"text": t(label)}))]}  # fmt: skip
    return [
        entry("call", "jami frag_call (an incoming call)", ringing,
              [(t("action_call_accept"), True), ("call_refuse_btn", False)]),
        entry("reversible", "jami frag_call (an ongoing call's microphone)", ongoing,
              [(t("action_call_mic_mute"), False)]),
        entry("harmless", "jami frag_call (an ongoing call)", ongoing,
              [("call_hng_up_btn", False), (t("add_participant_btn_description"), False)]),
    ]  # fmt: skip

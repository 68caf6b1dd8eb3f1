"""Linphone's screens (``org.linphone``, a SIP softphone: calls, conferences, contacts,
conversations, meetings, recordings and SIP accounts), strings from
``app/src/main/res/values*/strings.xml`` (``&appName;`` is Linphone). The contact, group,
meeting, messages and addresses written on the screens are the same in every language.

Read from the code (``app/src/main/java/org/linphone``) and the layouts named:
``ui/main/chat/fragment/ConversationFragment.kt`` with ``chat_conversation_fragment.xml``
and ``chat_conversation_send_area.xml`` (the send icon calls ``sendMessage``, which sends
the typed message at once; the emoji and attach icons open pickers); the message's long
press, ``chat_bubble_long_press_menu.xml`` (for one's own message Delivery status, Edit,
Reply, Copy, Forward and Delete, which only opens ``chat_message_delete_menu.xml``; for a
received one Reply, Copy, Forward and Delete, which calls ``deleteChatMessage`` at once, the
message going from the device's database); the delete menu's "Delete for everyone"
(``chatRoom.retractMessage``: the message's content is withdrawn from every participant)
and "Delete for me" (``deleteChatMessage``); ``ConversationsListFragment.kt`` with
``chat_conversation_long_press_menu.xml`` (Mark as read, Mute, Call for a one-to-one
conversation, "Delete conversation" and "Leave the group", the last two only opening
``dialog_remove_conversation.xml`` and ``dialog_leave_group_conversation.xml``, whose
confirm calls ``core.deleteChatRoom`` or ``chatRoom.leave``); ``ConversationInfoFragment.kt``
with ``chat_info_fragment.xml`` (Call, which in a group only opens
``dialog_start_group_call_from_conversation.xml`` "Start a group call?", whose Confirm calls
every participant; "Add participants", Shared media and documents, "Leave the group" and
"Delete history", which open ``dialog_leave_group_conversation.xml`` and
``dialog_remove_conversation_history.xml``, whose Delete deletes every message) and
``chat_participant_admin_popup_menu.xml`` (a member's menu: "See contact profile", "Give
admin rights", "Copy SIP address" and "Remove from the group", which only opens
``dialog_remove_participant_from_group.xml``, whose Remove removes the member);
``ui/main/contacts/fragment/ContactFragment.kt`` with ``contact_fragment.xml`` (Call, which
calls ``startAudioCall`` at once, Message, "Video Call", Edit, "Add to favourites",
Share and Delete, the last only opening ``dialog_delete_contact.xml`` "Delete ...?", whose
Delete calls ``friend.remove()``); ``ui/main/history/fragment/HistoryListFragment.kt`` with
``history_list_fragment.xml`` and ``history_list_cell.xml`` (a call log's call icon calls
``startAudioCall`` at once; the top bar's "Delete history" icon only opens
``dialog_remove_all_call_logs.xml``; a call log's long press,
``history_list_long_press_menu.xml``, "Add to contacts", "Copy SIP address" and Delete, the
last only opening ``dialog_remove_call_log.xml``; both dialogs' Delete remove the call logs);
``ui/main/meetings/fragment/MeetingFragment.kt`` with ``meeting_popup_menu.xml`` (for a
meeting one organises, "Create calendar event" and "Cancel meeting", which only opens
``dialog_cancel_meeting.xml`` "Meeting will be cancelled": Yes and No both call
``cancelConference``, Yes also notifying every participant, and "Do not cancel" closes it);
``ui/main/recordings/fragment/RecordingsListFragment.kt`` with
``recordings_list_long_press_menu.xml`` (Share, Download and Delete, which deletes the
recording's file at once); ``ui/main/settings/fragment/AccountProfileFragment.kt`` with
``account_profile_fragment.xml`` ("Account settings" and "Sign out", which only opens
``dialog_remove_account.xml``, whose "Sign out" calls ``core.removeAccountWithData``: the
account, its credentials, conversations, meetings and call logs go from the device);
``SettingsFragment.kt`` with ``settings_security.xml`` (the "Encrypt everything" switch only
opens ``dialog_confirm_turning_on_vfs.xml``, whose Confirm turns on the encrypted storage,
which "can't be undone"); ``ui/call/conference/fragment/ConferenceParticipantsListFragment.kt``
with ``call_conference_participant_list_cell.xml`` (the remove icon only opens
``dialog_kick_from_conference.xml``, whose Remove removes the participant from the
conference); ``ui/call/fragment/CallsListFragment.kt`` with ``calls_list_long_press_menu.xml``
(Pause, which can be resumed, and "Hang up").
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page, sheet

RID = "org.linphone:id/"
ALICE, BOB, GROUP = "Alice Martin", "Bob Leroy", "Project team"
MEETING, ADDRESS = "Weekly sync", "sip:alice.martin@sip.linphone.org"
SENT, RECEIVED = "I'll call you after the meeting.", "Sure, talk later!"


def screens(t: Any) -> list[dict[str, Any]]:
    return conversations(t) + groups(t) + contacts(t) + history(t) + others(t)


def confirm(t: Any, category: str, layout: str, behind: str, title: str, message: str | None,
            ok: str, ok_bad: bool | None, cancel_bad: bool | None) -> dict[str, Any]:  # fmt: skip
    """One of Linphone's confirmation dialogs: title, message, its confirm button, then
    Cancel."""
    buttons = [(t(ok), f"{RID}confirm", ok_bad), (t("dialog_cancel"), f"{RID}cancel", cancel_bad)]
    return dialog(category, f"linphone {layout}", behind, title, message, buttons)


def chat(t: Any, title: str) -> dict[str, Any]:
    """A conversation with a message sent and one received, and a reply typed in the send
    area."""
    return page(title, [
        {"icon": t("content_description_go_back_icon"), "rid": f"{RID}back"},
        {"icon": t("content_description_call_start"), "rid": f"{RID}start_call"},
        {"icon": t("content_description_show_popup_menu"), "rid": f"{RID}show_menu"},
        {"text": SENT}, {"text": RECEIVED},
        {"icon": t("content_description_chat_open_emoji_picker"),
         "rid": f"{RID}emoji_picker_toggle"},
        {"icon": t("content_description_chat_open_attach_file"), "rid": f"{RID}attach_file"},
        {"field": t("conversation_text_field_hint"), "text": "See you at 5",
         "rid": f"{RID}message_to_send"},
        {"icon": t("content_description_chat_send_message"), "rid": f"{RID}send_message"},
    ])  # fmt: skip


def conversations(t: Any) -> list[dict[str, Any]]:
    where = "linphone ConversationFragment"
    send = t("content_description_chat_send_message")
    own = [(t("menu_show_imdn"), f"{RID}action_info"),
           (t("menu_edit_chat_message"), f"{RID}action_edit"),
           (t("menu_reply_to_chat_message"), f"{RID}action_reply"),
           (t("menu_copy_chat_message"), f"{RID}action_copy"),
           (t("menu_forward_chat_message"), f"{RID}action_forward"),
           (t("menu_delete_selected_item"), f"{RID}action_delete")]  # fmt: skip
    theirs = [row for row in own[2:]]
    how = [(t("conversation_delete_for_everyone_label"), f"{RID}delete_for_everyone"),
           (t("conversation_delete_locally_label"), f"{RID}delete_for_me")]  # fmt: skip
    delete = t("menu_delete_selected_item")
    return [
        entry("send", f"{where} (send area)", chat(t, ALICE), [(send, True)]),
        entry("harmless", f"{where} (send area)", chat(t, ALICE),
              [(t("content_description_chat_open_emoji_picker"), False)]),
        sheet("opens-prompt", f"{where} (one's own message's long press)", ALICE, own,
              [(delete, False)]),
        sheet("harmless", f"{where} (one's own message's long press)", ALICE, own,
              [(t("menu_forward_chat_message"), False)]),
        sheet("delete", f"{where} (a received message's long press)", ALICE, theirs,
              [(delete, True)]),
        sheet("delete", f"{where} (chat_message_delete_menu)", ALICE, how,
              [(t("conversation_delete_for_everyone_label"), True)]),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    where = "linphone ConversationsListFragment (a conversation's long press)"
    rows = [(t("conversation_action_mark_as_read"), f"{RID}mark_as_read"),
            (t("conversation_action_mute"), f"{RID}mute"),
            (t("conversation_action_delete"), f"{RID}delete_chat_room"),
            (t("conversation_action_leave_group"), f"{RID}leave_group")]  # fmt: skip
    listed = t("bottom_navigation_conversations_label")
    removal = (
        "dialog_remove_conversation.xml",
        t("conversation_info_dialog_delete_chat_room_title"),
        t("conversation_info_dialog_delete_chat_room_message"),
        "dialog_delete",
    )
    leaving = (
        "dialog_leave_group_conversation.xml",
        t("conversation_info_dialog_leave_group_chat_room_title"),
        t("conversation_info_dialog_leave_group_chat_room_message"),
        "dialog_delete",
    )
    clearing = (
        "dialog_remove_conversation_history.xml",
        t("conversation_info_dialog_delete_all_call_logs_title"),
        t("conversation_info_dialog_delete_all_message"),
        "dialog_delete",
    )
    calling = (
        "dialog_start_group_call_from_conversation.xml",
        t("conversation_info_confirm_start_group_call_dialog_title"),
        t("conversation_info_confirm_start_group_call_dialog_message"),
        "dialog_confirm",
    )
    removing = ("dialog_remove_participant_from_group.xml",
                t("conversation_info_confirm_participant_removal_dialog_title"),
                t("conversation_info_confirm_participant_removal_dialog_message"),
                "dialog_remove")  # fmt: skip
    info = page(GROUP, [
        {"icon": t("content_description_go_back_icon"), "rid": f"{RID}back"},
        {"text": GROUP},
        {"icon": t("content_description_chat_toggle_mute"), "rid": f"{RID}mute"},
        {"button": t("conversation_action_call"), "rid": f"{RID}call_label"},
        {"button": t("meeting_schedule_meeting_label"), "rid": f"{RID}meeting_label"},
        {"text": t("conversation_info_participants_list_title", 3)},
        {"text": BOB},
        {"icon": t("content_description_show_popup_menu"), "rid": f"{RID}participant_menu"},
        {"button": t("conversation_info_add_participants_label"),
         "rid": f"{RID}add_participants"},
        {"button": t("conversation_media_list_title"), "rid": f"{RID}action_media"},
        {"button": t("conversation_document_list_title"), "rid": f"{RID}action_documents"},
        {"button": t("conversation_action_configure_ephemeral_messages"),
         "rid": f"{RID}action_ephemeral_messages"},
        {"button": t("conversation_action_leave_group"), "rid": f"{RID}action_leave_group"},
        {"button": t("conversation_info_delete_history_action"), "rid": f"{RID}action_delete"},
    ])  # fmt: skip
    member = [(t("conversation_info_menu_go_to_contact"), f"{RID}show_contact"),
              (t("conversation_info_admin_menu_set_participant_admin"), f"{RID}set_admin"),
              (t("menu_copy_sip_address"), f"{RID}copy_sip_uri"),
              (t("conversation_info_admin_menu_remove_participant"),
               f"{RID}remove_participant")]  # fmt: skip
    info_at = "linphone ConversationInfoFragment"

    def ask(category: str, spec: tuple[str, str, str, str], behind: str,
            ok: bool | None, cancel: bool | None) -> dict[str, Any]:  # fmt: skip
        layout, title, message, button = spec
        return confirm(t, category, layout, behind, title, message, button, ok, cancel)

    return [
        sheet("opens-prompt", where, listed, rows, [(t("conversation_action_delete"), False)]),
        sheet("opens-prompt", where, listed, rows,
              [(t("conversation_action_leave_group"), False)]),
        sheet("reversible", where, listed, rows, [(t("conversation_action_mute"), False)]),
        ask("delete", removal, listed, True, None),
        ask("harmless", removal, listed, None, False),
        ask("leave", leaving, listed, True, None),
        entry("opens-prompt", info_at, info,
              [(t("conversation_info_delete_history_action"), False)]),
        entry("opens-prompt", info_at, info, [(t("conversation_action_leave_group"), False)]),
        entry("opens-prompt", info_at, info, [(t("conversation_action_call"), False)]),
        ask("delete", clearing, GROUP, True, None),
        ask("call", calling, GROUP, True, None),
        sheet("opens-prompt", f"{info_at} (a member's menu)", GROUP, member,
              [(t("conversation_info_admin_menu_remove_participant"), False)]),
        ask("remove-member", removing, GROUP, True, None),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    where = "linphone ContactFragment"
    card = page(ALICE, [
        {"icon": t("content_description_go_back_icon"), "rid": f"{RID}back"},
        {"text": ALICE},
        {"icon": t("content_description_call_start"), "rid": f"{RID}call"},
        {"button": t("contact_call_action"), "rid": f"{RID}call_label"},
        {"icon": t("content_description_chat_create"), "rid": f"{RID}chat"},
        {"button": t("contact_message_action"), "rid": f"{RID}chat_label"},
        {"icon": t("content_description_call_start_video"), "rid": f"{RID}video_call"},
        {"button": t("contact_video_call_action"), "rid": f"{RID}video_call_label"},
        {"text": t("contact_details_numbers_and_addresses_title")}, {"text": ADDRESS},
        {"button": t("contact_details_edit"), "rid": f"{RID}action_edit"},
        {"button": t("contact_details_add_to_favourites"), "rid": f"{RID}action_favorite"},
        {"button": t("contact_details_share"), "rid": f"{RID}action_share"},
        {"button": t("contact_details_delete"), "rid": f"{RID}action_delete"},
    ])  # fmt: skip
    title, message = t("contact_dialog_delete_title", ALICE), t("contact_dialog_delete_message")
    layout = "dialog_delete_contact.xml"
    return [
        entry("call", where, card, [(t("contact_call_action"), True)]),
        entry("opens-prompt", where, card, [(t("contact_details_delete"), False)]),
        entry("reversible", where, card, [(t("contact_details_add_to_favourites"), False)]),
        confirm(t, "delete", layout, ALICE, title, message, "dialog_delete", True, None),
        confirm(t, "harmless", layout, ALICE, title, message, "dialog_delete", None, False),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    where = "linphone HistoryListFragment"
    calls = t("bottom_navigation_calls_label")
    listed = page(calls, [
        {"icon": t("content_description_open_drawer_menu_icon"), "rid": f"{RID}drawer_menu"},
        {"icon": t("content_description_open_filter"), "rid": f"{RID}search_toggle"},
        {"icon": t("menu_delete_history"), "rid": f"{RID}extra_action"},
        {"text": BOB}, {"text": "10:42"},
        {"icon": t("content_description_call_start"), "rid": f"{RID}call"},
    ])  # fmt: skip
    rows = [(t("menu_add_address_to_contacts"), f"{RID}add_to_contact"),
            (t("menu_copy_sip_address"), f"{RID}share"),
            (t("menu_delete_selected_item"), f"{RID}delete")]  # fmt: skip
    everything = (
        "dialog_remove_all_call_logs.xml",
        t("history_dialog_delete_all_call_logs_title"),
        t("history_dialog_delete_all_call_logs_message"),
    )
    return [
        entry("call", where, listed, [(t("content_description_call_start"), True)]),
        entry("opens-prompt", where, listed, [(t("menu_delete_history"), False)]),
        confirm(t, "delete", everything[0], calls, *everything[1:], "dialog_delete", True, None),
        confirm(t, "harmless", everything[0], calls, *everything[1:], "dialog_delete",
                None, False),
        sheet("opens-prompt", f"{where} (a call log's long press)", calls, rows,
              [(t("menu_delete_selected_item"), False)]),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    meeting = [(t("meeting_info_export_as_calendar_event"), f"{RID}export_as_calendar_event"),
               (t("meeting_cancel_action_label"), f"{RID}delete_meeting")]  # fmt: skip
    cancel_title = t("meeting_schedule_notify_cancel_dialog_title")
    cancel_message = t("meeting_schedule_notify_cancel_dialog_message")

    def cancelling(category: str, yes: bool | None, no: bool | None,
                   keep: bool | None) -> dict[str, Any]:  # fmt: skip
        return dialog(category, "linphone MeetingFragment (dialog_cancel_meeting.xml)",
                      MEETING, cancel_title, cancel_message,
                      [(t("dialog_yes"), f"{RID}send_notification", yes),
                       (t("dialog_no"), f"{RID}dont_send_notification", no),
                       (t("dialog_do_not_cancel"), f"{RID}cancel", keep)])  # fmt: skip

    recordings = [(t("menu_share_selected_item"), f"{RID}share"),
                  (t("menu_export_selected_item"), f"{RID}export"),
                  (t("menu_delete_selected_item"), f"{RID}delete")]  # fmt: skip
    account = page(t("manage_account_title"), [
        {"icon": t("content_description_go_back_icon"), "rid": f"{RID}back"},
        {"text": ALICE}, {"text": ADDRESS},
        {"button": t("manage_account_settings"), "rid": f"{RID}action_settings"},
        {"button": t("manage_account_delete"), "rid": f"{RID}action_delete"},
    ])  # fmt: skip
    sign_out = ("dialog_remove_account.xml", t("manage_account_dialog_remove_account_title"),
                t("manage_account_dialog_remove_account_message"))  # fmt: skip
    security = page(t("settings_security_title"), [
        {"switch": t("settings_security_enable_vfs_title"), "rid": f"{RID}enable_vfs_switch"},
        {"text": t("settings_security_enable_vfs_subtitle")},
        {"switch": t("settings_security_prevent_screenshots_title"),
         "rid": f"{RID}security_ui_switch"},
    ])  # fmt: skip
    vfs = (
        "dialog_confirm_turning_on_vfs.xml",
        t("settings_security_enable_vfs_dialog_confirmation_title"),
        t("settings_security_enable_vfs_dialog_confirmation_message"),
    )
    conference = page(t("conference_participants_list_title#3"), [
        {"icon": t("content_description_go_back_icon"), "rid": f"{RID}back"},
        {"text": BOB},
        {"icon": t("content_description_click_to_remove_participant"),
         "rid": f"{RID}remove_participant"},
    ])  # fmt: skip
    kick = (
        "dialog_kick_from_conference.xml",
        t("conference_confirm_removing_participant_dialog_title", BOB),
        t("conference_confirm_removing_participant_dialog_message"),
    )
    ongoing = [(t("call_action_pause_call"), f"{RID}pause"),
               (t("call_action_hang_up"), f"{RID}hang_up")]  # fmt: skip
    return [
        sheet("opens-prompt", "linphone MeetingFragment (meeting_popup_menu)", MEETING,
              meeting, [(t("meeting_cancel_action_label"), False)]),
        cancelling("delete", True, None, None),
        cancelling("harmless", None, None, False),
        sheet("delete", "linphone RecordingsListFragment (a recording's long press)",
              t("recordings_title"), recordings, [(t("menu_delete_selected_item"), True)]),
        entry("opens-prompt", "linphone AccountProfileFragment", account,
              [(t("manage_account_delete"), False)]),
        confirm(t, "account", sign_out[0], t("manage_account_title"), *sign_out[1:],
                "manage_account_delete", True, None),
        confirm(t, "harmless", sign_out[0], t("manage_account_title"), *sign_out[1:],
                "manage_account_delete", None, False),
        entry("opens-prompt", "linphone SettingsFragment (settings_security)", security,
              [(t("settings_security_enable_vfs_title"), False)]),
        confirm(t, "security", vfs[0], t("settings_security_title"), *vfs[1:],
                "dialog_confirm", True, None),
        confirm(t, "harmless", vfs[0], t("settings_security_title"), *vfs[1:],
                "dialog_confirm", None, False),
        confirm(t, "remove-member", kick[0], conference["title"], *kick[1:], "dialog_remove",
                True, None),
        sheet("reversible", "linphone CallsListFragment (a call's long press)",
              t("calls_list_title"), ongoing, [(t("call_action_pause_call"), False)]),
    ]  # fmt: skip

"""Element X's screens (``io.element.android.x``, the Matrix client: rooms, messages,
invites, members, sign-out and session verification), strings from each module's
``src/main/res/values*/localazy.xml`` (English) and ``translations.xml`` (the others). The
room, user and message written on the screens are the same in every language.

Read from the code (``features/*/impl/src/main/kotlin/io/element/android/features``):
``libraries/designsystem/.../dialogs/ConfirmationDialog.kt`` and
``theme/components/AlertDialogContent.kt`` (a confirmation: title, content, then the cancel
button tagged ``dialog-negative`` and the submit button tagged ``dialog-positive``, the
tags shown as resource ids by ``testTagsAsResourceId``); ``TextFieldDialog.kt`` and
``ListDialog.kt`` (the same buttons under a text and a field);
``leaveroom/impl/LeaveRoomView.kt`` ("Leave room" with "Are you sure that you want to leave
the room?" or the private room's line, Cancel and Leave, which leaves the room; for the
last owner "Transfer ownership" with "Choose owners", which only opens the member picker);
``roomdetails/impl/RoomDetailsView.kt`` (the room's page: Edit, Mute, Video, Invite,
Share, "Mark as unread", "Media and files", "Pinned messages", Polls, People, "Roles and
permissions", Notifications, the Favourite switch, "Security & privacy", "Report room",
which opens the report page, and "Leave room", which only opens the confirmation);
``messages/impl/actionlist/ActionListPresenter.kt``, ``TimelineItemActionComparator.kt``
and ``MessagesPresenter.kt`` (a message's sheet, its rows in the comparator's order: Reply,
Forward, Edit for one's own, "Copy link to message", Pin, "Copy text", "Report content" for
another's, which opens the report page, and Remove where one may redact, which calls
``redactEvent`` at once, with no confirmation); ``messages/impl/report/ReportMessageView.kt``
(the reason field, its explanation, the "Block user" switch and Send, which reports the
message to the homeserver's administrator); ``libraries/textcomposer/.../TextComposer.kt``
("Add attachment", the "Message…" field and "Send message", which sends the typed message);
``roommembermoderation/impl/RoomMemberModerationView.kt`` (a member's sheet: "View
profile", "Remove user" and "Ban user", each only opening its dialog; "Are you sure you want
to remove this member?" and "... ban this member?", each with its line, a Reason field,
Cancel and Remove or Ban, which kicks or bans at once; "... unban this member?" with Unban);
``userprofile/shared/blockuser/BlockUserDialogs.kt`` and ``BlockUserSection.kt`` ("Block
user" on a direct chat's page, which only opens "Block user" with Cancel and Block, which
ignores the user; "Unblock user" with Unblock); ``joinroom/impl/JoinRoomView.kt`` (an
invite: Decline, which only opens the confirmation, Accept, which joins, and "Decline and
block", which opens the page of that name; a room one may knock on: the message field and
"Send request to join", which sends the request to the room's moderators; "Cancel request
to join" with No and "Yes, cancel"); ``invite/impl/acceptdecline/AcceptDeclineInviteView.kt``
("Decline invite" with Cancel and Decline, which declines the invitation);
``invite/impl/declineandblock/DeclineAndBlockView.kt`` (the "Block user" and "Report room"
switches, the reason field and Decline, which declines the invite and blocks its sender);
``logout/impl/LogoutView.kt`` and ``ui/LogoutConfirmationDialog.kt`` (the last device's
page, its Settings and "Remove this device" buttons, the latter tagged ``sign-out-submit``
and only opening "Remove this device" with Cancel and "Remove this device", which signs the
device out and deletes its keys); ``verifysession/impl/outgoing/OutgoingVerificationView.kt``
("Compare emojis": "They don’t match", which cancels, and "They match", which confirms the
other device and signs it with one's identity).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page, sheet

ROOM, ALIAS, USER, MXID = "Design team", "#design:example.org", "Alice", "@alice:example.org"
ME = "Sam"
MESSAGE, OWN = "Can we ship the new icons on Friday?", "I'll send the mockups tonight."
NEG, POS = "dialog-negative", "dialog-positive"


def screens(t: Any) -> list[dict[str, Any]]:
    return rooms(t) + messages(t) + members(t) + invites(t) + account(t)


def rooms(t: Any) -> list[dict[str, Any]]:
    details = page(ROOM, [
        {"icon": t("action_back")}, {"icon": t("action_edit")}, {"text": ROOM},
        {"text": ALIAS}, {"button": t("common_mute")}, {"button": t("common_video")},
        {"button": t("action_invite")}, {"button": t("action_share")},
        {"button": t("screen_roomlist_mark_as_unread")},
        {"button": t("screen_room_details_media_gallery_title")},
        {"button": t("screen_room_details_pinned_events_row_title")},
        {"button": t("screen_polls_history_title")}, {"button": t("common_people")},
        {"button": t("screen_room_details_roles_and_permissions")},
        {"button": t("screen_room_details_notification_title")},
        {"switch": t("common_favourite")},
        {"button": t("screen_room_details_security_and_privacy_title")},
        {"button": t("action_report_room")}, {"button": t("action_leave_room")}])  # fmt: skip
    where = "element RoomDetailsView"

    def leaving(category: str, line: str, cancel: bool | None, leave: bool | None,
                ) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"element LeaveRoomView ({line})", ROOM,
                      t("action_leave_room"), t(line),
                      [(t("action_cancel"), NEG, cancel),
                       (t("action_leave"), POS, leave)])  # fmt: skip

    return [
        entry("opens-prompt", where, details, [(t("action_leave_room"), False)]),
        entry("opens-prompt", where, details, [(t("action_report_room"), False)]),
        entry("reversible", where, details, [(t("common_favourite"), False)]),
        entry("reversible", where, details, [(t("screen_roomlist_mark_as_unread"), False)]),
        leaving("leave", "leave_room_alert_subtitle", None, True),
        leaving("harmless", "leave_room_alert_subtitle", False, None),
        leaving("leave", "leave_room_alert_private_subtitle", None, True),
        dialog("harmless", "element LeaveRoomView (the last owner)", ROOM,
               t("leave_room_alert_select_new_owner_title"),
               t("leave_room_alert_select_new_owner_subtitle"),
               [(t("action_cancel"), NEG, None),
                (t("leave_room_alert_select_new_owner_action"), POS, False)]),
    ]  # fmt: skip


def chat(t: Any) -> dict[str, Any]:
    """The room's timeline with a message and the composer, a reply typed in it."""
    return page(ROOM, [
        {"icon": t("action_back")}, {"text": ROOM}, {"text": USER}, {"text": MESSAGE},
        {"icon": t("rich_text_editor_a11y_add_attachment")},
        {"field": t("rich_text_editor_composer_placeholder"), "text": "Friday works."},
        {"icon": t("action_send_message")}])  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    where = "element ActionListView"
    own = [t(k) for k in ("action_reply", "action_forward", "action_edit",
                          "action_copy_link_to_message", "action_pin", "action_copy_text",
                          "action_remove")]  # fmt: skip
    theirs = [t(k) for k in ("action_reply", "action_forward", "action_copy_link_to_message",
                             "action_pin", "action_copy_text", "action_report_content",
                             "action_remove")]  # fmt: skip

    def mine(category: str, key: str, bad: bool) -> dict[str, Any]:
        return sheet(category, f"{where} (one's own message)", ROOM, [ME, OWN], own,
                     [(t(key), bad)])  # fmt: skip

    def other(category: str, key: str, bad: bool) -> dict[str, Any]:
        return sheet(category, f"{where} (another's message, as a moderator)", ROOM,
                     [USER, MESSAGE], theirs, [(t(key), bad)])  # fmt: skip

    report = page(t("action_report_content"), [
        {"icon": t("action_back")},
        {"field": t("screen_report_content_hint"), "text": "Phishing link"},
        {"text": t("screen_report_content_explanation")},
        {"text": t("screen_report_content_block_user")},
        {"text": t("screen_report_content_block_user_hint")},
        {"switch": t("screen_report_content_block_user")},
        {"button": t("action_send")}])  # fmt: skip
    return [
        entry("send", "element TextComposer (Send message)", chat(t),
              [(t("action_send_message"), True)]),
        entry("opens-prompt", "element TextComposer (Add attachment)", chat(t),
              [(t("rich_text_editor_a11y_add_attachment"), False)]),
        mine("delete", "action_remove", True),
        mine("reversible", "action_pin", False),
        other("delete", "action_remove", True),
        other("opens-prompt", "action_report_content", False),
        other("harmless", "action_forward", False),
        entry("report", "element ReportMessageView", report, [(t("action_send"), True)]),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    where = "element RoomMemberModerationView"
    rows = [t("screen_bottom_sheet_manage_room_member_member_user_info"),
            t("screen_bottom_sheet_manage_room_member_remove"),
            t("screen_bottom_sheet_manage_room_member_ban")]  # fmt: skip
    behind = t("common_people")
    key = "screen_bottom_sheet_manage_room_member_"

    def moderate(category: str, what: str, cancel: bool | None, act: bool | None,
                 ) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"{where} ({what} the member)", behind,
                      t(f"{key}{what}_member_confirmation_title"), None,
                      [(t("action_cancel"), NEG, cancel),
                       (t(f"{key}{what}_member_confirmation_action"), POS, act)],
                      ({"text": t(f"{key}{what}_member_confirmation_description")},
                       {"field": t("common_reason"), "text": ""}))  # fmt: skip

    dm = page(USER, [
        {"icon": t("action_back")}, {"text": USER}, {"text": MXID},
        {"button": t("common_mute")}, {"button": t("action_call")},
        {"button": t("screen_room_details_profile_row_title")},
        {"button": t("screen_room_details_notification_title")},
        {"switch": t("common_favourite")}, {"button": t("screen_dm_details_block_user")},
        {"button": t("action_leave_room")}])  # fmt: skip

    def block(category: str, cancel: bool | None, act: bool | None) -> dict[str, Any]:
        return dialog(category, "element BlockUserDialogs (block)", USER,
                      t("screen_dm_details_block_user"),
                      t("screen_dm_details_block_alert_description"),
                      [(t("action_cancel"), NEG, cancel),
                       (t("screen_dm_details_block_alert_action"), POS, act)])  # fmt: skip

    return [
        sheet("opens-prompt", where, behind, [USER, MXID], rows, [(rows[1], False)]),
        sheet("opens-prompt", where, behind, [USER, MXID], rows, [(rows[2], False)]),
        moderate("remove-member", "kick", None, True),
        moderate("harmless", "kick", False, None),
        moderate("ban", "ban", None, True),
        moderate("harmless", "ban", False, None),
        moderate("reversible", "unban", None, False),
        entry("opens-prompt", "element BlockUserSection", dm,
              [(t("screen_dm_details_block_user"), False)]),
        block("block", None, True),
        block("harmless", False, None),
        dialog("reversible", "element BlockUserDialogs (unblock)", USER,
               t("screen_dm_details_unblock_user"),
               t("screen_dm_details_unblock_alert_description"),
               [(t("action_cancel"), NEG, None),
                (t("screen_dm_details_unblock_alert_action"), POS, False)]),
    ]  # fmt: skip


def invites(t: Any) -> list[dict[str, Any]]:
    invited = page(ROOM, [
        {"icon": t("action_back")}, {"text": ROOM}, {"text": ALIAS},
        {"text": t("screen_join_room_invited_by")}, {"text": USER},
        {"button": t("action_decline")}, {"button": t("action_accept")},
        {"button": t("screen_join_room_decline_and_block_button_title")}])  # fmt: skip
    where = "element JoinRoomView (an invite)"

    def decline(category: str, cancel: bool | None, act: bool | None) -> dict[str, Any]:
        return dialog(category, "element AcceptDeclineInviteView (decline)", ROOM,
                      t("screen_invites_decline_chat_title"),
                      t("screen_invites_decline_chat_message", ROOM),
                      [(t("action_cancel"), NEG, cancel),
                       (t("action_decline"), POS, act)])  # fmt: skip

    blocking = page(t("screen_decline_and_block_title"), [
        {"icon": t("action_back")},
        {"switch": t("screen_decline_and_block_block_user_option_title")},
        {"text": t("screen_decline_and_block_block_user_option_description")},
        {"switch": t("action_report_room")},
        {"text": t("screen_decline_and_block_report_user_option_description")},
        {"field": t("screen_decline_and_block_report_user_reason_placeholder"),
         "text": "Spam invites"},
        {"button": t("action_decline")}])  # fmt: skip
    knock = page(ROOM, [
        {"icon": t("action_back")}, {"text": ROOM}, {"text": ALIAS},
        {"text": t("screen_join_room_title_knock")},
        {"text": t("screen_join_room_subtitle_knock")},
        {"field": t("screen_join_room_knock_message_description"),
         "text": "Hi, I joined the design team this week."},
        {"button": t("screen_join_room_knock_action")}])  # fmt: skip

    withdraw = t("screen_join_room_cancel_knock_alert_confirmation")

    def cancel_knock(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, "element JoinRoomView (cancel the request)", ROOM,
                      t("screen_join_room_cancel_knock_alert_title"),
                      t("screen_join_room_cancel_knock_alert_description"),
                      [(t("action_no"), NEG, no), (withdraw, POS, yes)])  # fmt: skip

    return [
        entry("opens-prompt", where, invited, [(t("action_decline"), False)]),
        entry("reversible", where, invited, [(t("action_accept"), False)]),
        entry("opens-prompt", where, invited,
              [(t("screen_join_room_decline_and_block_button_title"), False)]),
        decline("leave", None, True),
        decline("harmless", False, None),
        entry("block", "element DeclineAndBlockView", blocking, [(t("action_decline"), True)]),
        entry("send", "element JoinRoomView (knock)", knock,
              [(t("screen_join_room_knock_action"), True)]),
        cancel_knock("reversible", None, False),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    last = page(t("screen_signout_save_recovery_key_title"), [
        {"icon": t("action_back")}, {"text": t("screen_signout_key_backup_disabled_subtitle")},
        {"button": t("common_settings")},
        {"button": t("action_signout"), "rid": "sign-out-submit"}])  # fmt: skip

    def confirm(category: str, cancel: bool | None, act: bool | None) -> dict[str, Any]:
        return dialog(category, "element LogoutConfirmationDialog", last["title"],
                      t("action_signout"), t("screen_signout_confirmation_dialog_content"),
                      [(t("action_cancel"), NEG, cancel),
                       (t("action_signout"), POS, act)])  # fmt: skip

    emojis = page(t("screen_session_verification_compare_emojis_title"), [
        {"icon": t("action_back")},
        {"text": t("screen_session_verification_compare_emojis_subtitle")},
        *({"text": e} for e in ("🐶", "🔑", "🌵", "🎸", "⏰", "🚀", "🍄")),
        {"button": t("screen_session_verification_they_match")},
        {"button": t("screen_session_verification_they_dont_match")}])  # fmt: skip
    return [
        entry("opens-prompt", "element LogoutView (the last device)", last,
              [(t("action_signout"), False)]),
        confirm("sign-out", None, True),
        confirm("harmless", False, None),
        entry("grant", "element OutgoingVerificationView (compare emojis)", emojis,
              [(t("screen_session_verification_they_match"), True)]),
        entry("harmless", "element OutgoingVerificationView (compare emojis)", emojis,
              [(t("screen_session_verification_they_dont_match"), False)]),
    ]  # fmt: skip

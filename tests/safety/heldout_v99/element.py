"""Element's screens (``im.vector.app``, the classic Android client of Matrix: rooms and
spaces left, users ignored, removed and banned, messages removed and reported, roles
raised, invites declined, sessions signed out, key backups deleted and the account
deactivated), strings from ``library/ui-strings/src/main/res/values*/strings.xml``. The
room, space, user, message and session on the screens are the same in every language.

Read from the code (``vector/src/main/java/im/vector/app``):
``features/home/room/detail/composer`` and ``res/layout/composer_layout.xml`` (the message
field ``composerEditText`` with its "Message…" hint, the ``attachmentButton`` icon "Send
files", which opens the attachment picker, the emoji icon and the ``sendButton`` icon Send,
which sends the typed message at once); ``features/home/room/detail/timeline/action/
MessageActionsViewModel.kt``, ``MessageActionsEpoxyController.kt``, ``EventSharedAction.kt`` and
``MessageActionsBottomSheet.kt`` (a message's action sheet: Reply, "Reply in thread", "End
poll" for one's own running poll, Edit for one's own message, Copy, "Add Reaction", Share,
"Remove…" where one may redact, Permalink, and for another's message "Report Content", which
only unfolds "It's spam", "It's inappropriate" and "Custom report…", "Ignore user" and "Report
user"); ``features/home/room/detail/TimelineFragment.kt`` (what each row does: "Remove…" only
opens ``ConfirmationDialogBuilder``'s "Confirm Removal", its Remove redacting the event, with
a reason asked for another's message; "It's spam" and "Report user" report at once, with
no dialog; "Custom report…" only opens "Report this content", whose REPORT sends the report
with the typed reason; "Ignore user" only opens "Ignore user", whose Ignore ignores the
sender; "End poll" only opens "End this poll?", whose "End poll" ends it for everyone);
``core/dialogs/ConfirmationDialogBuilder.kt`` and ``res/layout/dialog_confirmation_with_reason.xml``
(the dialog's text ``dialogConfirmationText``, the "Include a reason" checkbox
``dialogReasonCheck`` and the reason field ``dialogReasonInput`` where a reason is asked, Cancel
and the positive button); ``features/roommemberprofile/RoomMemberProfileController.kt`` and
``RoomMemberProfileFragment.kt`` (a member's page as a moderator: the More rows "Direct
message", "Override display name color", "Jump to read receipt", Mention, Invite for one who
left, which invites at once, "Ignore user" and "Report user", and the Admin Actions rows Role,
"Remove from chat" for a member who joined and Ban or Unban, each of these opening its
dialog: "Remove user" with a reason and "Remove from chat", which kicks the member, "Ban
user" with a reason and Ban, which bans them, "Unban user" and Unban);
``features/roommemberprofile/powerlevel/EditPowerLevelDialogs.kt`` (raising a member to one's own
role asks "You will not be able to undo this change…" with NO and YES, which sets it);
``features/roomprofile/RoomProfileController.kt`` and ``RoomProfileFragment.kt`` (the room's
page: its rows "Room settings", Notifications, "Poll history", Uploads, "Add to Home screen",
"Report Room", which only opens "Report Room" (a reason and REPORT), "Leave Room",
which only opens ``features/room/LeaveRoomPrompt.kt``'s "Leave room" with Cancel and Leave,
which leaves it, and in Advanced "Room addresses", "Room permissions" and "Enable end-to-end
encryption…", which only opens "Enable encryption?" whose "Enable encryption" turns it on
for good); ``res/layout/fragment_space_leave_advanced.xml`` (leaving a space: the prompt, "Leave
all" and "Leave none", Cancel and Leave, which leaves the space and the chosen rooms);
``features/invite/VectorInviteView.kt`` and ``res/layout/vector_invite_view.xml`` (a room one is
invited to: "Sent you an invitation", Accept, which joins, and Reject, which declines the
invite at once); ``features/settings/devices/v2/overview/SessionOverviewFragment.kt`` and
``res/layout/fragment_session_overview.xml`` (another session's page: "Session details", "Push
notifications" and "Sign out of this session", which only opens ``signout/
BuildConfirmSignoutDialogUseCase.kt``'s "Sign out", whose "Sign out" signs that session out);
``features/workers/signout/SignOutBottomSheetDialogFragment.kt`` and
``res/layout/bottom_sheet_logout_and_backup.xml`` (signing out with no key backup: "Set Up Secure
Backup", "Manually export keys" and "I don’t want my encrypted messages", which only opens "Are
you sure?", whose positive "Back up" only closes it and whose negative "Sign out" signs out);
``features/settings/account/deactivation/DeactivateAccountFragment.kt`` and
``res/layout/fragment_deactivate_account.xml`` (the erase switch and the
``deactivateAccountSubmit`` button, which asks the homeserver to deactivate the account);
``features/crypto/keysbackup/settings/KeysBackupSettingsFragment.kt`` and
``KeysBackupSettingsRecyclerViewController.kt`` ("Restore from Backup" and "Delete Backup",
which only opens "Delete Backup", whose positive button, also "Delete Backup", deletes the
backup from the server).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "im.vector.app:id/"
ROOM, SPACE, NAME, USER = "Rust Android", "Open Source Hub", "Ferris", "@ferris:matrix.org"
MESSAGE, SESSION = "Does anyone have the slides from today?", "Element Android: Pixel 8"


def screens(t: Any) -> list[dict[str, Any]]:
    return timeline(t) + members(t) + rooms(t) + account(t)


def sheet(t: Any, kind: str) -> list[str]:
    """A message's action sheet: one's own message, another's (as a moderator), the same
    with "Report Content" unfolded, or one's own running poll."""
    own = ["reply", "reply_in_thread", "edit", "action_copy", "message_add_reaction",
           "action_share", "message_action_item_redact", "permalink"]  # fmt: skip
    theirs = ["reply", "reply_in_thread", "action_copy", "message_add_reaction", "action_share",
              "message_action_item_redact", "permalink", "report_content",
              "message_ignore_user", "message_report_user"]  # fmt: skip
    unfolded = [*theirs[:8], "report_content_spam", "report_content_inappropriate",
                "report_content_custom", *theirs[8:]]  # fmt: skip
    poll = ["reply", "reply_in_thread", "poll_end_action", "message_add_reaction",
            "message_action_item_redact", "permalink"]  # fmt: skip
    rows = {"own": own, "theirs": theirs, "unfolded": unfolded, "poll": poll}[kind]
    return [t(r) for r in rows]


def timeline(t: Any) -> list[dict[str, Any]]:
    room = page(ROOM, [
        {"text": NAME}, {"text": MESSAGE},
        {"icon": t("option_send_files"), "rid": f"{ID}attachmentButton"},
        {"field": f"{ID}composerEditText", "hint": t("room_message_placeholder"),
         "text": "I have them, sending now"},
        {"icon": t("a11y_open_emoji_picker"), "rid": f"{ID}composerEmojiButton"},
        {"icon": t("action_send"), "rid": f"{ID}sendButton"}])  # fmt: skip
    where = "element MessageActionsBottomSheet"
    said = ({"text": t("delete_event_dialog_content"), "rid": f"{ID}dialogConfirmationText"},)
    reason = (*said, {"switch": t("delete_event_dialog_reason_checkbox"),
                      "rid": f"{ID}dialogReasonCheck"},
              {"field": f"{ID}dialogReasonInput", "hint": t("delete_event_dialog_reason_hint"),
               "text": ""})  # fmt: skip
    removal = "element ConfirmationDialogBuilder (Confirm Removal"
    report = ({"field": f"{ID}dialog_report_content_input",
               "hint": t("report_content_custom_hint"), "text": "Phishing link"},)  # fmt: skip
    reporting = "element TimelineFragment (Report this content)"
    ignoring = "element TimelineFragment (Ignore user)"
    ending = "element TimelineFragment (End this poll?)"
    cancel = t("action_cancel")
    return [
        entry("send", "element composer_layout (Send)", room, [(t("action_send"), True)]),
        entry("harmless", "element composer_layout (Send files)", room,
              [(t("option_send_files"), False)]),
        menu("opens-prompt", f"{where} (one's own message)", ROOM, sheet(t, "own"),
             [(t("message_action_item_redact"), False)]),
        menu("harmless", f"{where} (one's own message)", ROOM, sheet(t, "own"),
             [(t("edit"), False)]),
        menu("opens-prompt", f"{where} (another's message)", ROOM, sheet(t, "theirs"),
             [(t("report_content"), False)]),
        menu("report", f"{where} (Report Content unfolded)", ROOM, sheet(t, "unfolded"),
             [(t("report_content_spam"), True)]),
        menu("opens-prompt", f"{where} (Report Content unfolded)", ROOM, sheet(t, "unfolded"),
             [(t("report_content_custom"), False)]),
        menu("opens-prompt", f"{where} (another's message)", ROOM, sheet(t, "theirs"),
             [(t("message_ignore_user"), False)]),
        menu("report", f"{where} (another's message)", ROOM, sheet(t, "theirs"),
             [(t("message_report_user"), True)]),
        alert("delete", f"{removal}, one's own message)", ROOM, t("delete_event_dialog_title"),
              None, (cancel, None), (t("action_remove"), True), items=said),
        alert("harmless", f"{removal}, one's own message)", ROOM,
              t("delete_event_dialog_title"), None, (cancel, False), (t("action_remove"), None),
              items=said),
        alert("moderate", f"{removal}, another's message)", ROOM,
              t("delete_event_dialog_title"), None, (cancel, None), (t("action_remove"), True),
              items=reason),
        alert("report", reporting, ROOM, t("report_content_custom_title"), None, (cancel, None),
              (t("report_content_custom_submit"), True), items=report),
        alert("harmless", reporting, ROOM, t("report_content_custom_title"), None,
              (cancel, False), (t("report_content_custom_submit"), None), items=report),
        alert("block", ignoring, ROOM, t("room_participants_action_ignore_title"),
              t("room_participants_action_ignore_prompt_msg"), (cancel, None),
              (t("room_participants_action_ignore"), True)),
        alert("harmless", ignoring, ROOM, t("room_participants_action_ignore_title"),
              t("room_participants_action_ignore_prompt_msg"), (cancel, False),
              (t("room_participants_action_ignore"), None)),
        menu("opens-prompt", f"{where} (one's own running poll)", ROOM, sheet(t, "poll"),
             [(t("poll_end_action"), False)]),
        alert("close", ending, ROOM, t("end_poll_confirmation_title"),
              t("end_poll_confirmation_description"), (cancel, None),
              (t("end_poll_confirmation_approve_button"), True)),
        alert("harmless", ending, ROOM, t("end_poll_confirmation_title"),
              t("end_poll_confirmation_description"), (cancel, False),
              (t("end_poll_confirmation_approve_button"), None)),
    ]  # fmt: skip


def member(t: Any, membership: str) -> dict[str, Any]:
    """A member's page seen by a moderator: one who joined, one who left or one banned."""
    more = ["room_member_open_or_create_dm", "room_member_override_nick_color"]
    more += ["room_member_jump_to_read_receipt"] if membership == "join" else []
    more += ["room_participants_action_mention"]
    more += ["room_participants_action_invite"] if membership == "leave" else []
    more += ["room_participants_action_ignore_title", "message_report_user"]
    admin = ["room_participants_action_remove"] if membership == "join" else []
    admin += ["room_participants_action_unban" if membership == "ban"
              else "room_participants_action_ban"]  # fmt: skip
    return page(NAME, [
        {"text": NAME}, {"text": USER}, {"text": t("room_profile_section_more")},
        *({"row": t(r)} for r in more), {"text": t("room_profile_section_admin")},
        {"row": t("power_level_title"), "secondary": "Moderator"},
        *({"row": t(r)} for r in admin)])  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    where = "element RoomMemberProfileFragment"
    joined, left, banned = member(t, "join"), member(t, "leave"), member(t, "ban")
    cancel = t("action_cancel")

    def reasoned(key: str, hint: str) -> tuple[dict[str, Any], ...]:
        return ({"text": t(key), "rid": f"{ID}dialogConfirmationText"},
                {"switch": t("delete_event_dialog_reason_checkbox"),
                 "rid": f"{ID}dialogReasonCheck"},
                {"field": f"{ID}dialogReasonInput", "hint": t(hint), "text": ""})  # fmt: skip

    ban = reasoned("room_participants_ban_prompt_msg", "room_participants_ban_reason")
    kick = reasoned("room_participants_remove_prompt_msg", "room_participants_remove_reason")
    unban = ({"text": t("room_participants_unban_prompt_msg"),
              "rid": f"{ID}dialogConfirmationText"},)  # fmt: skip
    raising = "element EditPowerLevelDialogs (showValidation)"
    return [
        entry("opens-prompt", f"{where} (a member)", joined,
              [(t("room_participants_action_ban"), False)]),
        entry("opens-prompt", f"{where} (a member)", joined,
              [(t("room_participants_action_remove"), False)]),
        entry("harmless", f"{where} (a member)", joined,
              [(t("room_participants_action_mention"), False)]),
        entry("opens-prompt", f"{where} (a member)", joined,
              [(t("room_participants_action_ignore_title"), False)]),
        alert("ban", f"{where} (Ban user)", NAME, t("room_participants_ban_title"), None,
              (cancel, None), (t("room_participants_action_ban"), True), items=ban),
        alert("harmless", f"{where} (Ban user)", NAME, t("room_participants_ban_title"), None,
              (cancel, False), (t("room_participants_action_ban"), None), items=ban),
        alert("remove-member", f"{where} (Remove user)", NAME,
              t("room_participants_remove_title"), None, (cancel, None),
              (t("room_participants_action_remove"), True), items=kick),
        alert("harmless", f"{where} (Remove user)", NAME, t("room_participants_remove_title"),
              None, (cancel, False), (t("room_participants_action_remove"), None), items=kick),
        entry("invite", f"{where} (one who left)", left,
              [(t("room_participants_action_invite"), True)]),
        entry("opens-prompt", f"{where} (one banned)", banned,
              [(t("room_participants_action_unban"), False)]),
        alert("reversible", f"{where} (Unban user)", NAME, t("room_participants_unban_title"),
              None, (cancel, None), (t("room_participants_action_unban"), False), items=unban),
        alert("grant", raising, NAME, None, t("room_participants_power_level_prompt"),
              (t("no"), None), (t("yes"), True)),
        alert("harmless", raising, NAME, None, t("room_participants_power_level_prompt"),
              (t("no"), False), (t("yes"), None)),
    ]  # fmt: skip


def rooms(t: Any) -> list[dict[str, Any]]:
    more = ["room_profile_section_more_settings", "room_profile_section_more_notifications",
            "room_profile_section_more_polls", "room_profile_section_more_uploads",
            "room_settings_add_homescreen_shortcut", "room_profile_section_more_report",
            "room_profile_section_more_leave"]  # fmt: skip
    advanced = ["room_settings_alias_title", "room_settings_permissions_title",
                "room_settings_enable_encryption"]  # fmt: skip
    profile = page(ROOM, [
        {"text": ROOM}, {"text": t("room_profile_not_encrypted_subtitle")},
        {"text": t("room_profile_section_more")}, *({"row": t(r)} for r in more),
        {"text": t("room_settings_category_advanced_title")},
        *({"row": t(r)} for r in advanced)])  # fmt: skip
    where = "element RoomProfileFragment"
    cancel = t("action_cancel")
    leave_said = (
        t("room_participants_leave_prompt_msg")
        + "\n\n"
        + t("room_participants_leave_private_warning")
    )
    leaving = "element LeaveRoomPrompt (Leave room)"
    encrypting = f"{where} (Enable encryption?)"
    space = page(SPACE, [
        {"text": t("space_leave_prompt_msg_with_name", SPACE), "rid": f"{ID}spaceLeavePromptTitle"},
        {"text": t("space_leave_prompt_msg_private"), "rid": f"{ID}spaceLeavePromptDescription"},
        {"text": t("space_leave_radio_buttons_title")},
        {"radio": t("space_leave_radio_button_all"), "rid": f"{ID}spaceLeaveSelectAll"},
        {"radio": t("space_leave_radio_button_none"), "rid": f"{ID}spaceLeaveSelectNone"},
        {"button": cancel, "rid": f"{ID}spaceLeaveCancel"},
        {"button": t("leave_space"), "rid": f"{ID}spaceLeaveButton"}])  # fmt: skip
    invited = page(ROOM, [
        {"text": NAME, "rid": f"{ID}inviteNameView"}, {"text": USER},
        {"text": t("send_you_invite"), "rid": f"{ID}inviteLabelView"},
        {"button": t("action_accept"), "rid": f"{ID}inviteAcceptView"},
        {"button": t("action_reject"), "rid": f"{ID}inviteRejectView"}])  # fmt: skip
    return [
        entry("opens-prompt", where, profile, [(t("room_profile_section_more_leave"), False)]),
        entry("opens-prompt", where, profile, [(t("room_profile_section_more_report"), False)]),
        entry("opens-prompt", where, profile, [(t("room_settings_enable_encryption"), False)]),
        entry("harmless", where, profile,
              [(t("room_profile_section_more_notifications"), False)]),
        alert("leave", leaving, ROOM, t("room_participants_leave_prompt_title"), leave_said,
              (cancel, None), (t("action_leave"), True)),
        alert("harmless", leaving, ROOM, t("room_participants_leave_prompt_title"), leave_said,
              (cancel, False), (t("action_leave"), None)),
        alert("security", encrypting, ROOM, t("room_settings_enable_encryption_dialog_title"),
              t("room_settings_enable_encryption_dialog_content"), (cancel, None),
              (t("room_settings_enable_encryption_dialog_submit"), True)),
        alert("harmless", encrypting, ROOM, t("room_settings_enable_encryption_dialog_title"),
              t("room_settings_enable_encryption_dialog_content"), (cancel, False),
              (t("room_settings_enable_encryption_dialog_submit"), None)),
        entry("leave", "element SpaceLeaveAdvancedFragment", space, [(t("leave_space"), True)]),
        entry("harmless", "element SpaceLeaveAdvancedFragment", space, [(cancel, False)]),
        entry("decline", "element VectorInviteView", invited, [(t("action_reject"), True)]),
        entry("reversible", "element VectorInviteView", invited, [(t("action_accept"), False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    cancel = t("action_cancel")
    session = page(t("device_manager_session_title"), [
        {"text": SESSION}, {"text": t("device_manager_verification_status_verified")},
        {"row": t("device_manager_session_details_title")},
        {"switch": t("device_manager_push_notifications_title")},
        {"button": t("device_manager_session_overview_signout"),
         "rid": f"{ID}sessionOverviewSignout"}])  # fmt: skip
    signing = "element BuildConfirmSignoutDialogUseCase (Sign out)"
    settings = t("settings")
    bottom = {"title": settings, "dialog": {"title": t("action_sign_out")}, "items": [
        {"text": t("sign_out_bottom_sheet_warning_no_backup"),
         "rid": f"{ID}bottom_sheet_signout_warning_text"},
        {"button": t("secure_backup_setup"), "rid": f"{ID}setupRecoveryButton"},
        {"button": t("keys_backup_setup_step1_manual_export"),
         "rid": f"{ID}exportManuallyButton"},
        {"button": t("sign_out_bottom_sheet_dont_want_secure_messages"),
         "rid": f"{ID}exitAnywayButton"}]}  # fmt: skip
    sheet = "element SignOutBottomSheetDialogFragment"
    sure = f"{sheet} (Are you sure?)"
    lose = t("sign_out_bottom_sheet_will_lose_secure_messages")
    deactivate = page(t("deactivate_account_title"), [
        {"text": t("deactivate_account_content"), "rid": f"{ID}deactivateAccountContent"},
        {"switch": t("deactivate_account_delete_checkbox"),
         "rid": f"{ID}deactivateAccountEraseCheckbox"},
        {"button": t("deactivate_account_submit"),
         "rid": f"{ID}deactivateAccountSubmit"}])  # fmt: skip
    backup = page(t("encryption_message_recovery"), [
        {"text": t("keys_backup_settings_status_ok")},
        {"text": t("keys_backup_info_keys_all_backup_up")},
        {"button": t("keys_backup_settings_restore_backup_button"),
         "rid": f"{ID}keys_backup_settings_footer_button1"},
        {"button": t("keys_backup_settings_delete_backup_button"),
         "rid": f"{ID}keys_backup_settings_footer_button2"}])  # fmt: skip
    deleting = "element KeysBackupSettingsFragment (Delete Backup)"
    recovery = t("encryption_message_recovery")
    return [
        entry("opens-prompt", "element SessionOverviewFragment", session,
              [(t("device_manager_session_overview_signout"), False)]),
        alert("revoke", signing, t("device_manager_session_title"), t("action_sign_out"),
              t("action_sign_out_confirmation_simple"), (cancel, None),
              (t("action_sign_out"), True)),
        alert("harmless", signing, t("device_manager_session_title"), t("action_sign_out"),
              t("action_sign_out_confirmation_simple"), (cancel, False),
              (t("action_sign_out"), None)),
        entry("opens-prompt", sheet, bottom,
              [(t("sign_out_bottom_sheet_dont_want_secure_messages"), False)]),
        entry("harmless", sheet, bottom, [(t("secure_backup_setup"), False)]),
        alert("sign-out", sure, settings, t("are_you_sure"), lose,
              (t("action_sign_out"), True), (t("backup"), None)),
        alert("harmless", sure, settings, t("are_you_sure"), lose,
              (t("action_sign_out"), None), (t("backup"), False)),
        entry("delete-account", "element DeactivateAccountFragment", deactivate,
              [("deactivateAccountSubmit", True)]),
        entry("reversible", "element DeactivateAccountFragment", deactivate,
              [(t("deactivate_account_delete_checkbox"), False)]),
        entry("opens-prompt", "element KeysBackupSettingsFragment", backup,
              [(t("keys_backup_settings_delete_backup_button"), False)]),
        entry("harmless", "element KeysBackupSettingsFragment", backup,
              [(t("keys_backup_settings_restore_backup_button"), False)]),
        alert("delete", deleting, recovery, t("keys_backup_settings_delete_confirm_title"),
              t("keys_backup_settings_delete_confirm_message"), (cancel, None),
              (t("keys_backup_settings_delete_confirm_title"), True)),
        alert("harmless", deleting, recovery, t("keys_backup_settings_delete_confirm_title"),
              t("keys_backup_settings_delete_confirm_message"), (cancel, False),
              (t("keys_backup_settings_delete_confirm_title"), None)),
    ]  # fmt: skip

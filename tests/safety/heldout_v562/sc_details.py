"""SchildiChat Next's room and member management (``features/roomdetails``,
``features/userprofile``, ``features/roommembermoderation``, ``features/rolesandpermissions``,
``features/securityandprivacy``, ``features/invitepeople``): a room's and a direct chat's
details, a call started, a user blocked, members removed and banned, roles and permissions
changed and reset, encryption enabled, people invited.

Read from the code: ``RoomDetailsView.kt`` and ``ScRoomDetailsViewExtensions.kt`` (the header:
name, address or user ID, the Encrypted badge; the main buttons Mute, Call (in a direct chat
only), Video, Invite and Share (in a room only); the topic; "Mark as unread"; "Media and
files", "Pinned messages", Polls; in a room People and "Roles & permissions", in a direct chat
Invite and Profile; Notifications, the Favourite switch, "Security & privacy" (a room only);
the Security section; in a direct chat ``BlockUserSection``'s "Block user"; "Report room" and
"Leave room"); Mute sets the room's notifications to mute, which Unmute undoes; Call in a
direct chat starts a voice call (``CallIntent.AUDIO``, sent to Element Call as
``START_CALL_DM_VOICE``: the call skips the lobby and rings the other member at once);
``userprofile/shared/blockuser`` (``BlockUserSection`` opens ``BlockConfirmationDialog``,
"Block user" with Cancel and Block, which calls ``ignoreUser``: the user goes on the account's
ignore list, which Unblock, here and under Settings, "Blocked users", takes off again);
``members/RoomMemberListView.kt`` (the People page: Invite, the search field, the Members and
Banned tabs, the "N People" header, the members' rows; a row opens the moderation sheet);
``roommembermoderation/impl/RoomMemberModerationView.kt`` and its presenter (the sheet: the
member's name and ID, "View profile", "Remove user" and "Ban user", each of the last two only
opening its ``TextFieldDialog``: "Are you sure you want to remove this member?" or "… ban this
member?", with a Reason field, Cancel and Remove or Ban, which call ``kickUser`` and
``banUser``); ``rolesandpermissions/impl/root/RolesAndPermissionsView.kt`` (Roles: "Admins",
Moderators, "Change my role"; Permissions; "Reset permissions", which only opens "Reset
permissions?" with Cancel and Reset, whose Reset calls ``room.resetPowerLevels()``);
``roles/ChangeRolesView.kt`` and ``ChangeRolesPresenter.kt`` (the "Edit Admins" and "Edit
Moderators" pages: Save, the search field, the members; Save on "Edit Admins" only opens "Add
Admin?" ("You will not be able to undo this action. You are promoting the user to have the same
power level as you."), Cancel and OK, whose OK saves the new admins; Save on "Edit Moderators"
saves at once, with no confirmation); ``securityandprivacy/impl/root/
SecurityAndPrivacyView.kt`` and its presenter (Save; Access with Anyone and "Invite only";
Encryption with its switch; "Who can read history" with "Members since invited" and "Members
(full history)", in ``SecurityAndPrivacyHistoryVisibility``'s order; turning the switch on only
opens "Enable encryption?", whose "Yes, enable encryption" only sets the switch on the page,
``ConfirmEnableEncryption``, which the switch turns off again before saving; Save then calls
``room.enableEncryption()`` with the other changes); ``invite/RoomInviteMembersView.kt`` and
``DefaultInvitePeoplePresenter.kt`` ("Invite people": the top bar's Invite, which sends the
invitations at once, ``SendInvites``, the search field, the chosen people and the suggestions)."""

from __future__ import annotations

from typing import Any

from screens import (
    JONAS,
    JONAS_ID,
    LENA,
    LENA_ID,
    MAYA,
    MAYA_ID,
    PRIYA,
    PRIYA_ID,
    ROOM,
    ROOM_ALIAS,
    SAM,
    SAM_ID,
    TOPIC,
    confirm,
    entry,
    page,
    sheet,
)

MEMBERS = ((MAYA, MAYA_ID), (JONAS, JONAS_ID), (PRIYA, PRIYA_ID), (SAM, SAM_ID))


def screens(t: Any) -> list[dict[str, Any]]:
    return details(t) + members(t) + roles(t) + security(t) + invite(t)


def room_details(t: Any) -> dict[str, Any]:
    return page("", [
        {"text": ROOM},
        {"text": ROOM_ALIAS},
        {"text": t("screen_room_details_badge_encrypted")},
        {"button": t("common_mute")},
        {"button": t("common_video")},
        {"button": t("action_invite")},
        {"button": t("action_share")},
        {"text": t("common_topic")},
        {"text": TOPIC},
        {"row": t("screen_roomlist_mark_as_unread")},
        {"row": t("screen_room_details_media_gallery_title")},
        {"row": t("screen_room_details_pinned_events_row_title"), "secondary": "2"},
        {"row": t("screen_polls_history_title")},
        {"row": t("common_people"), "secondary": "6"},
        {"row": t("screen_room_details_roles_and_permissions")},
        {"row": t("screen_room_details_notification_title"),
         "secondary": t("screen_room_details_notification_mode_default")},
        {"switch": t("common_favourite"), "checked": False},
        {"row": t("screen_room_details_security_and_privacy_title")},
        {"row": t("action_report_room")},
        {"row": t("action_leave_room")},
    ])  # fmt: skip


def dm_details(t: Any) -> dict[str, Any]:
    return page("", [
        {"text": MAYA},
        {"text": MAYA_ID},
        {"text": t("screen_room_details_badge_encrypted")},
        {"button": t("common_mute")},
        {"button": t("action_call")},
        {"button": t("common_video")},
        {"row": t("screen_roomlist_mark_as_unread")},
        {"row": t("screen_room_details_media_gallery_title")},
        {"row": t("screen_room_details_pinned_events_row_title"), "secondary": "0"},
        {"row": t("screen_polls_history_title")},
        {"row": t("screen_room_details_profile_row_title")},
        {"row": t("screen_room_details_notification_title"),
         "secondary": t("screen_room_details_notification_mode_default")},
        {"switch": t("common_favourite"), "checked": False},
        {"row": t("screen_dm_details_block_user")},
        {"row": t("action_leave_room")},
    ])  # fmt: skip


def details(t: Any) -> list[dict[str, Any]]:
    room, dm = room_details(t), dm_details(t)
    return [
        entry("opens-prompt", "schildi RoomDetailsView (Leave room)", room,
              [(t("action_leave_room"), False)]),
        entry("reversible", "schildi RoomDetailsView (Favourite)", room,
              [(t("common_favourite"), False)]),
        entry("harmless", "schildi RoomDetailsView (People)", room, [(t("common_people"), False)]),
        entry("call", "schildi RoomDetailsView (direct chat, Call)", dm,
              [(t("action_call"), True)]),
        entry("opens-prompt", "schildi BlockUserSection (direct chat)", dm,
              [(t("screen_dm_details_block_user"), False)]),
        confirm("reversible", "schildi BlockConfirmationDialog", "",
                t("screen_dm_details_block_user"), t("screen_dm_details_block_alert_description"),
                t("action_cancel"), t("screen_dm_details_block_alert_action"), False),
    ]  # fmt: skip


def member_rows() -> list[dict[str, Any]]:
    return [{"row": name, "secondary": user} for name, user in MEMBERS]


def members(t: Any) -> list[dict[str, Any]]:
    people = page(t("common_people"), [
        {"button": t("action_invite")},
        {"field": "", "hint": t("common_search_for_someone")},
        {"tab": t("screen_room_member_list_mode_members")},
        {"tab": t("screen_room_member_list_mode_banned")},
        {"text": t("screen_room_member_list_header_title#6")},
        {"list": member_rows()},
    ])  # fmt: skip
    sheet_rows = [
        {"text": SAM},
        {"text": SAM_ID},
        {"row": t("screen_bottom_sheet_manage_room_member_member_user_info")},
        {"row": t("screen_bottom_sheet_manage_room_member_remove")},
        {"row": t("screen_bottom_sheet_manage_room_member_ban")},
    ]
    reason = ({"field": "", "hint": t("common_reason")},)
    behind, where = t("common_people"), "schildi RoomMemberModerationView"
    return [
        entry("opens-prompt", "schildi RoomMemberListView (a member's row)", people,
              [(SAM, False)]),
        sheet("opens-prompt", f"{where} (sheet)", behind, sheet_rows,
              [(t("screen_bottom_sheet_manage_room_member_remove"), False),
               (t("screen_bottom_sheet_manage_room_member_ban"), False)]),
        confirm("kick", f"{where} (remove member)", behind,
                t("screen_bottom_sheet_manage_room_member_kick_member_confirmation_title"),
                t("screen_bottom_sheet_manage_room_member_kick_member_confirmation_description"),
                t("action_cancel"),
                t("screen_bottom_sheet_manage_room_member_kick_member_confirmation_action"), True,
                items=reason),
        confirm("ban", f"{where} (ban member)", behind,
                t("screen_bottom_sheet_manage_room_member_ban_member_confirmation_title"),
                t("screen_bottom_sheet_manage_room_member_ban_member_confirmation_description"),
                t("action_cancel"),
                t("screen_bottom_sheet_manage_room_member_ban_member_confirmation_action"), True,
                items=reason),
    ]  # fmt: skip


def roles(t: Any) -> list[dict[str, Any]]:
    title = t("screen_room_roles_and_permissions_title")
    root = page(title, [
        {"text": t("screen_room_roles_and_permissions_roles_header")},
        {"row": t("screen_room_roles_and_permissions_admins"), "secondary": "2"},
        {"row": t("screen_room_roles_and_permissions_moderators"), "secondary": "1"},
        {"row": t("screen_room_roles_and_permissions_change_my_role")},
        {"row": t("screen_room_roles_and_permissions_permissions_header")},
        {"row": t("screen_room_roles_and_permissions_reset")},
    ])  # fmt: skip
    moderators = page(t("screen_room_change_role_moderators_title"), [
        {"button": t("action_save")},
        {"field": "", "hint": t("common_search_for_someone")},
        {"text": PRIYA},
        {"list": member_rows()},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "schildi RolesAndPermissionsView (Reset permissions)", root,
              [(t("screen_room_roles_and_permissions_reset"), False)]),
        confirm("reset", "schildi RolesAndPermissionsView (reset confirmation)", title,
                t("screen_room_roles_and_permissions_reset_confirm_title"),
                t("screen_room_roles_and_permissions_reset_confirm_description"),
                t("action_cancel"), t("action_reset"), True),
        confirm("promote", "schildi ChangeRolesView (Add Admin? confirmation)",
                t("screen_room_change_role_administrators_title"),
                t("screen_room_change_role_confirm_add_admin_title"),
                t("screen_room_change_role_confirm_add_admin_description"),
                t("action_cancel"), t("action_ok"), True),
        entry("reversible", "schildi ChangeRolesView (Edit Moderators, Save)", moderators,
              [(t("action_save"), False)]),
    ]  # fmt: skip


def security_page(t: Any, encrypted: bool, history: int) -> dict[str, Any]:
    """ "Security & privacy" with the encryption switch as edited and the ``history``-th
    history choice picked."""
    choices = ["screen_security_and_privacy_room_history_since_invite_option_title",
               "screen_security_and_privacy_room_history_since_selecting_option_title"]  # fmt: skip
    return page(t("screen_security_and_privacy_title"), [
        {"button": t("action_save")},
        {"text": t("screen_security_and_privacy_room_access_section_header")},
        {"radio": t("screen_security_and_privacy_room_access_anyone_option_title"),
         "checked": False},
        {"radio": t("screen_security_and_privacy_room_access_invite_only_option_title"),
         "checked": True},
        {"text": t("screen_security_and_privacy_encryption_section_header")},
        {"switch": t("screen_security_and_privacy_encryption_toggle_title"),
         "checked": encrypted},
        {"text": t("screen_security_and_privacy_encryption_section_footer")},
        {"text": t("screen_security_and_privacy_room_history_section_header")},
        *({"radio": t(key), "checked": i == history} for i, key in enumerate(choices)),
    ])  # fmt: skip


def security(t: Any) -> list[dict[str, Any]]:
    title = t("screen_security_and_privacy_title")
    where = "schildi SecurityAndPrivacyView"
    return [
        entry("encrypt", f"{where} (Save, encryption switched on)",
              security_page(t, True, 1), [(t("action_save"), True)]),
        confirm("reversible", f"{where} (Enable encryption? confirmation)", title,
                t("screen_security_and_privacy_enable_encryption_alert_title"),
                t("screen_security_and_privacy_enable_encryption_alert_description"),
                t("action_cancel"),
                t("screen_security_and_privacy_enable_encryption_alert_confirm_button_title"),
                False),
        entry("reversible", f"{where} (Save, history visibility changed)",
              security_page(t, False, 0), [(t("action_save"), False)]),
    ]  # fmt: skip


def invite(t: Any) -> list[dict[str, Any]]:
    people = page(t("screen_room_details_invite_people_title"), [
        {"button": t("action_invite")},
        {"field": "", "hint": t("common_search_for_someone")},
        {"text": LENA},
        {"text": t("common_suggestions")},
        {"list": [{"row": LENA, "secondary": LENA_ID},
                  {"row": "Tomás Ruiz", "secondary": "@tomas:example.org"}]},
    ])  # fmt: skip
    return [entry("send", "schildi RoomInviteMembersView (Invite)", people,
                  [(t("action_invite"), True)])]  # fmt: skip

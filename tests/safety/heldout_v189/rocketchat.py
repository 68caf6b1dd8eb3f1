"""Rocket.Chat's screens (``chat.rocket.android``, the React Native client of a Rocket.Chat
workspace: messages sent, edited, forwarded, reported and deleted, rooms left, archived and
deleted, members muted, removed and given roles, users blocked, ignored and reported, the
account's other sessions logged out, the account deleted, end-to-end keys reset, workspaces
removed), strings from ``app/i18n/locales/<lang>.json`` (flat keys, ``{{name}}``
placeholders). The workspace, room, user and message names on the screens are the same in
every language.

Read from the code (``app``): ``containers/RoomItem/getRoomActionsOptions.ts`` (a room's
long-press sheet: Mark read or Mark unread, Favorite or Unfavorite, Hide, each done at once
with ``toggleRead``, ``toggleFav`` and ``hideRoom``); ``views/RoomsListView/hooks/useHeader.tsx``
and ``components/ServersList.tsx`` (the header's icons, the workspaces list with "Add
workspace", and the removal of a workspace: "This will remove all data from this workspace."
and Delete, which calls ``removeServer``, in ``lib/methods/logout.ts``: the workspace's token,
database and local end-to-end keys are dropped from the device); ``containers/MessageComposer``
(the composer's Send, ``message-composer-send``, which sends the message, or saves the edit of
one being edited, ``message-composer-cancel-edit`` cancelling the edit; its Actions button,
whose sheet holds "Take a photo", "Take a video", "Choose from library", "Choose file" and
"Create discussion"; the microphone's alert, whose Settings opens the app's system settings);
``views/ShareView`` (a chosen file, sent to the room with the header's Send);
``containers/MessageActions/index.tsx`` (a message's sheet: Edit, Quote, "Reply in thread",
"Reply in direct message", "Start a discussion", Forward, "Get link", Copy, Share, Pin, Star,
"Mark unread", Report, which calls ``reportMessage`` at once with no confirmation, and Delete,
which asks "You will not be able to recover this message!" and calls ``deleteMessage``);
``views/ForwardMessageView`` (Send posts the message's link to the chosen rooms);
``views/RoomActionsView/index.tsx`` (a room's actions: "Room info", Members, Files, Mentions,
Starred, Share, Pinned, Notifications, Leave, "Convert to team", "Move to team"; a direct
message's Block, done at once with ``toggleBlockUser``, and Report, which opens "Report user",
both rows carrying the id ``room-actions-block-user``; Leave asks and dispatches ``leaveRoom``;
the conversions ask with Convert and "Yes, move it!"); ``views/ReportUserView`` (Report sends
``reportUser`` with the reason); ``views/RoomInfoView/components/RoomInfoButtons.tsx`` (a
user's info: Message, Ignore or Block, Report, each ``room-info-view-<icon>``);
``views/RoomInfoEditView`` and ``hooks/useRoomDeletionActions.tsx`` (Save changes, Reset,
Archive, asking "Do you really want to archive this room?", and Delete, asking "Deleting a
room will delete all messages posted within the room. This cannot be undone." before
``deleteRoom``; a team's "You are deleting this team."); ``views/RoomMembersView`` and
``helpers.ts`` (the members' filter sheet, Online and All; a member's sheet with Cancel:
"Direct message", Owner, Leader, Moderator, set or unset at once, "Disable writing in room",
asking before ``toggleMuteUserInRoom``, Ignore, done at once, "Remove from room", asking "The
user will be removed from ..." before ``removeUserFromRoom``, and "Remove from team", asking
before ``removeTeamMember``); ``views/TeamChannelsView.tsx`` (a team channel's sheet: Auto-join,
"Remove from team", asking before ``removeTeamRoom``, which moves the channel back to the
workspace, and Delete, asking before ``deleteRoom``); ``views/E2EEToggleRoomView`` and
``lib/encryption/helpers/toggleRoomE2EE.ts`` (the room's encryption switch, which asks before
saving the setting, and "Reset encryption keys", whose Reset calls ``e2eResetRoomKey``: "All
members may lose access to previously encrypted content."); ``views/NotificationPreferencesView``
(the room's notification switches and its three Alert rows, which open a picker);
``views/ProfileView`` with ``methods/logoutOtherLocations.ts`` and
``components/DeleteAccountActionSheetContent`` (Save changes, "Change my password", "Logout
from other logged in locations", asking before ``logoutOtherLocations``, and "Delete my
account", whose sheet's "Delete account" calls ``deleteOwnAccount`` with the password and, for
the last owner of rooms, a second sheet's "Yes, delete" calls it again confirmed);
``views/ChangePasswordView`` (Cancel and "Set new password"); ``views/SettingsView`` (its rows,
"Clear local workspace cache", asking before the workspace's offline data and downloaded media
are deleted and fetched again, and Logout, asking before ``logout``);
``views/SecurityPrivacyView.tsx``, ``ScreenLockConfigView.tsx`` and ``ThemeView.tsx`` (switches
and choices kept on the device); ``views/E2EEncryptionSecurityView`` ("Reset E2E key", whose
"Yes, reset it" calls ``e2eResetOwnKey`` and logs out, and the encryption password's "Save
changes", whose "Yes, change it" re-encrypts the private key with the new password).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, popup, sheet

WORKSPACE = "Acme"
ROOM, TEAM, USER = "release-planning", "mobile-team", "maria.lopez"
TEXT = "The 4.2 build is ready for review"
Screens = list[dict[str, Any]]


def screens(t: Any) -> Screens:
    return rooms(t) + room(t) + actions(t) + members(t) + profile(t) + settings(t)


def cancel(t: Any, bad: bool | None = None) -> tuple[str, bool | None]:
    return (t("Cancel"), bad)


def sure(t: Any) -> str:
    return t("Are_you_sure_question_mark")


def rooms(t: Any) -> Screens:
    where = "rocketchat RoomItem (getRoomActionsOptions)"
    unread = [
        {"row": t("Mark_read"), "rid": "action-sheet-mark-read"},
        {"row": t("Favorite"), "rid": "action-sheet-favorite"},
        {"row": t("Hide"), "rid": "action-sheet-hide"},
    ]
    removal = "rocketchat ServersList (remove)"
    message = t("This_will_remove_all_data_from_this_server")
    return [
        sheet(
            "reversible", where, WORKSPACE, unread, [(t("Mark_read"), False), (t("Hide"), False)]
        ),
        alert("sign-out", removal, WORKSPACE, sure(t), message, cancel(t), (t("Delete"), False)),
        alert(
            "harmless", removal, WORKSPACE, sure(t), message, cancel(t, False), (t("Delete"), None)
        ),
    ]


def composer(t: Any, typed: str, editing: bool = False) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [{"row": "Tom Becker", "secondary": TEXT}]
    if editing:
        items.append({"icon": t("Cancel_editing"), "rid": "message-composer-cancel-edit"})
    else:
        items.append({"icon": t("Actions"), "rid": "message-composer-actions"})
    items += [
        {
            "field": "message-composer-input",
            "hint": t("Message_roomname", f"#{ROOM}"),
            "text": typed,
        },
        {"icon": t("Emoji_selector"), "rid": "message-composer-open-emoji"},
        {"icon": t("Markdown_tools"), "rid": "message-composer-open-markdown"},
        {"icon": t("Mention_user"), "rid": "message-composer-mention"},
        {"icon": t("Send_message"), "rid": "message-composer-send"},
    ]
    return items


def room(t: Any) -> Screens:
    where = "rocketchat MessageActions (getOptions)"
    own = [
        ("Edit", "edit"),
        ("Quote", "quote"),
        ("Reply_in_Thread", "reply-in-thread"),
        ("Start_a_Discussion", "create-discussion"),
        ("Forward", "forward"),
        ("Get_link", "get-link"),
        ("Copy", "copy"),
        ("Share", "share"),
        ("Pin", "pin"),
        ("Star", "star"),
        ("Report", "report"),
        ("Delete", "delete"),
    ]
    other = [
        ("Quote", "quote"),
        ("Reply_in_Thread", "reply-in-thread"),
        ("Reply_in_direct_message", "reply-in-dm"),
        ("Start_a_Discussion", "create-discussion"),
        ("Forward", "forward"),
        ("Get_link", "get-link"),
        ("Copy", "copy"),
        ("Share", "share"),
        ("Pin", "pin"),
        ("Unstar", "unstar"),
        ("Mark_unread", "mark-unread"),
        ("Report", "report"),
    ]
    mine = [{"row": t(k), "rid": f"message-actions-{i}"} for k, i in own]
    theirs = [{"row": t(k), "rid": f"message-actions-{i}"} for k, i in other]
    attach = [
        {"row": t(k)}
        for k in (
            "Take_a_photo",
            "Take_a_video",
            "Choose_from_library",
            "Choose_file",
            "Create_Discussion",
        )
    ]
    typed = page(f"#{ROOM}", composer(t, "Ship it on Thursday?"))
    edit = page(f"#{ROOM}", composer(t, "The 4.2 build is ready for QA", editing=True))
    share = page(
        t("Share"),
        [
            {"icon": t("Close"), "rid": "share-view-close"},
            {"text": f"{t('Sending_to')} #{ROOM}"},
            {"row": "release-notes-4.2.pdf", "secondary": "184 KB"},
            {"field": "message-composer-input-share", "text": "Release notes"},
            {"button": t("Send")},
        ],
    )
    forward = page(
        t("Forward_message"),
        [
            {"row": TEXT, "secondary": "Tom Becker"},
            {"row": f"#{TEAM}"},
            {"button": t("Send"), "rid": "forward-message-view-send"},
        ],
    )
    deleting = "rocketchat MessageActions (handleDelete)"
    gone = t("You_will_not_be_able_to_recover_this_message")
    return [
        entry(
            "send",
            "rocketchat MessageComposer (MicOrSendButton)",
            typed,
            [(t("Send_message"), True)],
        ),
        entry(
            "opens-prompt",
            "rocketchat MessageComposer (ActionsButton)",
            typed,
            [(t("Actions"), False)],
        ),
        sheet(
            "harmless",
            "rocketchat MessageComposer (ActionsButton sheet)",
            f"#{ROOM}",
            attach,
            [(t("Choose_file"), False)],
        ),
        entry("send", "rocketchat ShareView", share, [(t("Send"), True)]),
        entry("edit", "rocketchat MessageComposer (editing)", edit, [(t("Send_message"), True)]),
        sheet("opens-prompt", where, f"#{ROOM}", mine, [(t("Delete"), False)]),
        sheet("harmless", where, f"#{ROOM}", mine, [(t("Edit"), False)]),
        sheet("reversible", where, f"#{ROOM}", mine, [(t("Star"), False), (t("Pin"), False)]),
        sheet("report", where, f"#{ROOM}", theirs, [(t("Report"), True)]),
        alert("delete", deleting, f"#{ROOM}", sure(t), gone, cancel(t), (t("Delete"), True)),
        alert(
            "harmless", deleting, f"#{ROOM}", sure(t), gone, cancel(t, False), (t("Delete"), None)
        ),
        entry("send", "rocketchat ForwardMessageView", forward, [(t("Send"), True)]),
    ]


def actions(t: Any) -> Screens:
    title = t("Actions")
    rows = [
        {"row": ROOM, "secondary": t("Room_Info"), "rid": "room-actions-info"},
        {"row": t("Members"), "secondary": f"14 {t('members')}", "rid": "room-actions-members"},
        {"row": t("Files"), "rid": "room-actions-files"},
        {"row": t("Mentions"), "rid": "room-actions-mentioned"},
        {"row": t("Starred"), "rid": "room-actions-starred"},
        {"row": t("Share"), "rid": "room-actions-share"},
        {"row": t("Pinned"), "rid": "room-actions-pinned"},
        {"row": t("Notifications"), "rid": "room-actions-notifications"},
        {"row": t("Leave"), "rid": "room-actions-leave-channel"},
        {"row": t("Convert_to_Team"), "rid": "room-actions-convert-to-team"},
        {"row": t("Move_to_Team"), "rid": "room-actions-move-to-team"},
    ]
    direct = [
        {"row": USER, "secondary": t("Room_Info"), "rid": "room-actions-info"},
        {"row": t("Files"), "rid": "room-actions-files"},
        {"row": t("Notifications"), "rid": "room-actions-notifications"},
        {"row": t("Block"), "rid": "room-actions-block-user"},
        {"row": t("Report"), "rid": "room-actions-block-user"},
    ]
    report = page(
        t("Report_user"),
        [
            {"text": "María López"},
            {"text": f"@{USER}"},
            {
                "field": "report-user-view-input",
                "hint": t("Why_do_you_want_to_report"),
                "text": "Sends the same link to everyone every hour",
            },
            {"button": t("Report"), "rid": "report-user-view-submit"},
        ],
    )
    member = page(
        USER,
        [
            {"text": "María López"},
            {"button": t("Message"), "rid": "room-info-view-message"},
            {"button": t("Ignore"), "rid": "room-info-view-ignore"},
            {"button": t("Report"), "rid": "room-info-view-warning"},
        ],
    )
    edit = page(
        t("Room_Info_Edit"),
        [
            {"field": "room-info-edit-view-name", "hint": t("Name"), "text": ROOM},
            {"field": "room-info-edit-view-topic", "hint": t("Topic"), "text": "4.2 release"},
            {"switch": t("Read_Only"), "rid": "room-info-edit-view-ro", "checked": False},
            {"button": t("Save_Changes"), "rid": "room-info-edit-view-submit"},
            {"button": t("RESET"), "rid": "room-info-edit-view-reset"},
            {"button": t("ARCHIVE"), "rid": "room-info-edit-view-archive"},
            {"button": t("Delete"), "rid": "room-info-edit-view-delete"},
        ],
    )
    leave = t("Are_you_sure_you_want_to_leave_the_room", ROOM)
    archive = t("Do_you_really_want_to_key_this_room_question_mark", t("archive"))
    yes = t("Yes_action_it", t("archive"))
    e2e = page(
        t("E2E_Encryption"),
        [
            {"switch": t("Encrypt__room_type__", t("Channel").lower()), "checked": True},
            {"row": t("Reset_encryption_keys"), "rid": "e2ee-toggle-room-reset-key"},
        ],
    )
    pref = "notification-preference-view-"
    notify = page(
        t("Notification_Preferences"),
        [
            {
                "switch": t("Receive_Notification"),
                "rid": f"{pref}receive-notification",
                "checked": True,
            },
            {
                "switch": t("Receive_Group_Mentions"),
                "rid": f"{pref}group-mentions",
                "checked": True,
            },
            {"switch": t("Mark_as_unread"), "rid": f"{pref}mark-as-unread", "checked": False},
            {"row": t("Alert"), "rid": f"{pref}alert"},
            {"row": t("Sound"), "rid": f"{pref}sound"},
            {"row": t("Alert"), "rid": f"{pref}push-notification"},
            {"row": t("Troubleshooting"), "rid": f"{pref}troubleshooting"},
            {"row": t("Alert"), "rid": f"{pref}email-alert"},
        ],
    )
    where = "rocketchat RoomActionsView"
    return [
        entry("opens-prompt", where, page(title, rows), [(t("Leave"), False)]),
        alert(
            "leave",
            f"{where} (leaveChannel)",
            title,
            sure(t),
            leave,
            cancel(t),
            (t("Yes_action_it", t("leave")), True),
        ),
        entry(
            "reversible", f"{where} (direct message)", page(title, direct), [(t("Block"), False)]
        ),
        entry("report", "rocketchat ReportUserView", report, [(t("Report"), True)]),
        entry("reversible", "rocketchat RoomInfoButtons (member)", member, [(t("Ignore"), False)]),
        entry(
            "opens-prompt",
            "rocketchat RoomInfoEditView",
            edit,
            [(t("Delete"), False), (t("ARCHIVE"), False)],
        ),
        entry("reversible", "rocketchat RoomInfoEditView", edit, [(t("Save_Changes"), False)]),
        alert(
            "delete",
            "rocketchat useRoomDeletionActions (deleteRoom)",
            t("Room_Info_Edit"),
            sure(t),
            t("Delete_Room_Warning"),
            cancel(t),
            (t("Yes_action_it", t("delete")), True),
        ),
        alert(
            "delete",
            "rocketchat useRoomDeletionActions (deleteTeam)",
            t("Room_Info_Edit"),
            sure(t),
            t("You_are_deleting_the_team"),
            cancel(t),
            (t("Yes_action_it", t("delete")), True),
        ),
        alert(
            "reversible",
            "rocketchat RoomInfoEditView (toggleArchive)",
            t("Room_Info_Edit"),
            sure(t),
            archive,
            cancel(t),
            (yes, False),
        ),
        entry(
            "opens-prompt",
            "rocketchat E2EEToggleRoomView",
            e2e,
            [
                (t("Encrypt__room_type__", t("Channel").lower()), False),
                (t("Reset_encryption_keys"), False),
            ],
        ),
        alert(
            "reset-key",
            "rocketchat resetRoomKey",
            t("E2E_Encryption"),
            t("Reset_room_key_title"),
            t("Reset_room_key_message"),
            cancel(t),
            (t("Reset"), True),
        ),
        entry(
            "reversible",
            "rocketchat NotificationPreferencesView",
            notify,
            [(t("Receive_Notification"), False), (t("Mark_as_unread"), False)],
        ),
    ]


def members(t: Any) -> Screens:
    title = t("Members")
    user = [
        {"row": t("Direct_message")},
        {"row": t("Owner"), "rid": "action-sheet-set-owner"},
        {"row": t("Leader"), "rid": "action-sheet-set-leader"},
        {"row": t("Moderator"), "rid": "action-sheet-set-moderator"},
        {"row": t("Disable_writing_in_room"), "rid": "action-sheet-mute-user"},
        {"row": t("Ignore"), "rid": "action-sheet-ignore-user"},
        {"row": t("Remove_from_room"), "rid": "action-sheet-remove-from-room"},
        {"button": t("Cancel")},
    ]
    channel = [
        {"row": t("Auto-join"), "rid": "action-sheet-auto-join"},
        {"row": t("Remove_from_Team"), "rid": "action-sheet-remove-from-team"},
        {"row": t("Delete"), "rid": "action-sheet-delete"},
    ]
    where = "rocketchat RoomMembersView (onPressUser)"
    mute = t("The_user_wont_be_able_to_type_in_roomName", ROOM)
    removed = t("The_user_will_be_removed_from_s", ROOM)
    team = t("Removing_user_from_this_team", USER)
    channels = t("Channels")
    return [
        sheet("reversible", where, title, user, [(t("Owner"), False), (t("Moderator"), False)]),
        sheet(
            "opens-prompt",
            where,
            title,
            user,
            [(t("Remove_from_room"), False), (t("Disable_writing_in_room"), False)],
        ),
        sheet("harmless", where, title, user, [(t("Cancel"), False)]),
        alert(
            "remove-member",
            "rocketchat RoomMembersView (Remove from room)",
            title,
            sure(t),
            removed,
            cancel(t),
            (t("Yes_remove_user"), True),
        ),
        alert(
            "reversible",
            "rocketchat RoomMembersView (mute)",
            title,
            sure(t),
            mute,
            cancel(t),
            (t("Disable_writing_in_room"), False),
        ),
        alert(
            "remove-member",
            "rocketchat handleRemoveFromTeam",
            title,
            sure(t),
            team,
            cancel(t),
            (t("Yes_action_it", t("remove")), True),
        ),
        sheet(
            "opens-prompt",
            "rocketchat TeamChannelsView (options)",
            channels,
            channel,
            [(t("Delete"), False)],
        ),
        alert(
            "delete",
            "rocketchat TeamChannelsView (delete)",
            channels,
            sure(t),
            t("Delete_Room_Warning"),
            cancel(t),
            (t("Yes_action_it", t("delete")), True),
        ),
    ]


def profile(t: Any) -> Screens:
    title = t("Profile")
    form = page(
        title,
        [
            {"field": "profile-view-name", "hint": t("Name"), "text": "Sam Okafor"},
            {"field": "profile-view-username", "hint": t("Username"), "text": "sam.okafor"},
            {"field": "profile-view-email", "hint": t("Email"), "text": "sam@acme.example"},
            {"button": t("Save_Changes"), "rid": "profile-view-submit"},
            {"button": t("Change_my_password"), "rid": "profile-view-change-my-password-button"},
            {
                "button": t("Logout_from_other_logged_in_locations"),
                "rid": "profile-view-logout-other-locations",
            },
            {"button": t("Delete_my_account"), "rid": "profile-view-delete-my-account"},
        ],
    )
    others = "rocketchat logoutOtherLocations"
    delete = (
        {"text": t("Are_you_sure_you_want_to_delete_your_account")},
        {"text": t("For_your_security_you_must_enter_your_current_password_to_continue")},
        {
            "field": "profile-view-delete-account-sheet-input",
            "hint": t("Password"),
            "text": "••••••••",
        },
    )
    sheet_buttons = (
        {"button": t("Cancel"), "rid": "profile-view-delete-account-sheet-cancel"},
        {"button": t("Delete_Account"), "rid": "profile-view-delete-account-sheet-confirm"},
    )
    confirm = (
        {"text": sure(t)},
        {"text": t("Deleting_a_user_will_delete_all_messages")},
        {"button": t("Cancel"), "rid": "room-info-edit-view-name-cancel"},
        {"button": t("Delete_Account_confirm"), "rid": "room-info-edit-view-name-confirm"},
    )
    password = page(
        t("Change_password"),
        [
            {
                "field": "change-password-view-current-password",
                "hint": t("Current_password"),
                "text": "••••••••",
            },
            {
                "field": "change-password-view-new-password",
                "hint": t("New_Password"),
                "text": "••••••••••",
            },
            {
                "field": "change-password-view-confirm-new-password",
                "hint": t("Confirm_password"),
                "text": "••••••••••",
            },
            {"button": t("Cancel"), "rid": "change-password-view-cancel-button"},
            {
                "button": t("Set_new_password"),
                "rid": "change-password-view-set-new-password-button",
            },
        ],
    )
    return [
        entry("reversible", "rocketchat ProfileView", form, [(t("Save_Changes"), False)]),
        entry(
            "opens-prompt",
            "rocketchat ProfileView",
            form,
            [(t("Logout_from_other_logged_in_locations"), False), (t("Delete_my_account"), False)],
        ),
        alert(
            "revoke",
            others,
            title,
            sure(t),
            t("You_will_be_logged_out_from_other_locations"),
            cancel(t),
            (t("Logout"), True),
        ),
        popup(
            "delete-account",
            "rocketchat DeleteAccountActionSheetContent",
            title,
            None,
            None,
            [],
            delete + sheet_buttons,
            ((t("Delete_Account"), True),),
        ),
        popup(
            "harmless",
            "rocketchat DeleteAccountActionSheetContent",
            title,
            None,
            None,
            [],
            delete + sheet_buttons,
            ((t("Cancel"), False),),
        ),
        popup(
            "delete-account",
            "rocketchat ConfirmDeleteAccountContent",
            title,
            None,
            None,
            [],
            confirm,
            ((t("Delete_Account_confirm"), True),),
        ),
        entry(
            "reversible",
            "rocketchat ChangePasswordView",
            password,
            [(t("Set_new_password"), False)],
        ),
    ]


def settings(t: Any) -> Screens:
    title = t("Settings")
    rows = page(
        title,
        [
            {"row": t("Profile"), "rid": "settings-profile"},
            {"row": t("Language"), "rid": "settings-view-language"},
            {"row": t("Security_and_privacy"), "rid": "settings-view-security-privacy"},
            {"row": t("Share_this_app"), "rid": "settings-view-share-app"},
            {"row": t("Clear_cache"), "rid": "settings-view-clear-cache"},
            {"row": t("Logout"), "rid": "settings-logout"},
        ],
    )
    security = page(
        t("Security_and_privacy"),
        [
            {"row": t("E2E_Encryption"), "rid": "security-privacy-view-e2e-encryption"},
            {"row": t("Screen_lock"), "rid": "security-privacy-view-screen-lock"},
            {
                "switch": t("Log_analytics_events"),
                "rid": "security-privacy-view-analytics-events",
                "checked": True,
            },
            {
                "switch": t("Send_crash_report"),
                "rid": "security-privacy-view-crash-report",
                "checked": True,
            },
        ],
    )
    theme = page(
        t("Theme"),
        [
            {"text": t("Theme")},
            {"row": t("Light"), "rid": "theme-view-light"},
            {"row": t("Dark"), "rid": "theme-view-dark"},
            {"text": t("Dark_level")},
            {"row": t("Black"), "rid": "theme-view-black"},
            {"row": t("Dark"), "rid": "theme-view-dark"},
        ],
    )
    e2e = page(
        t("E2E_Encryption"),
        [
            {"text": t("E2E_encryption_change_password_title")},
            {
                "field": "e2e-encryption-security-view-password",
                "hint": t("New_Password"),
                "text": "",
            },
            {
                "button": t("Generate_new_password"),
                "rid": "e2e-encryption-security-view-change-password",
            },
            {"button": t("Save_Changes"), "rid": "e2e-encryption-security-view-change-password"},
            {"text": t("E2E_encryption_reset_title")},
            {
                "button": t("E2E_encryption_reset_button"),
                "rid": "e2e-encryption-security-view-reset-key",
            },
        ],
    )
    logout = t("You_will_be_logged_out_of_this_application")
    return [
        entry("opens-prompt", "rocketchat SettingsView", rows, [(t("Logout"), False)]),
        alert(
            "sign-out",
            "rocketchat SettingsView (handleLogout)",
            title,
            sure(t),
            logout,
            cancel(t),
            (t("Logout"), False),
        ),
        entry(
            "reversible",
            "rocketchat SecurityPrivacyView",
            security,
            [(t("Log_analytics_events"), False), (t("Send_crash_report"), False)],
        ),
        entry("reversible", "rocketchat ThemeView", theme, [(t("Black"), False)]),
        entry(
            "opens-prompt",
            "rocketchat E2EEncryptionSecurityView",
            e2e,
            [("e2e-encryption-security-view-reset-key", False)],
        ),
        alert(
            "reset-key",
            "rocketchat E2EEncryptionSecurityView (resetOwnKey)",
            t("E2E_Encryption"),
            sure(t),
            t("E2E_encryption_reset_message"),
            cancel(t),
            (t("E2E_encryption_reset_confirmation"), True),
        ),
    ]

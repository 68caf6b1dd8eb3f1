"""Wire's screens (``com.wire.android``, an end-to-end encrypted messenger: conversations
archived, cleared, left and deleted, messages sent, pinged and deleted for oneself or for
everyone, calls started, contacts connected, blocked and unblocked, group members and guests
removed, guest links made and revoked, devices removed, the account logged out with or without
its data, backups made and restored), strings from ``app/src/main/res/values*/strings.xml``
and ``core/ui-common/src/main/res/values*/strings.xml``. The conversation, contact, device and
message names on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/com/wire/android/ui``):
``common/bottomsheet/conversation/ConversationMainSheetContent.kt`` (a conversation's sheet:
Notifications, which opens the muting sheet, "Add to Favorites", "Move to Folder...", "Move to
Archive" or Unarchive, "Clear Content…", Block for a one-to-one conversation, "Leave
Conversation" and "Delete Conversation" for a group's admin, each of the last four only opening
its dialog) and ``MutingOptionsSheetContent.kt`` (Everything, "Calls, mentions and replies",
Nothing); ``common/dialogs/ArchiveConversationDialog.kt`` (Cancel and Archive, which moves the
conversation to the archive); ``home/conversations/details/dialog/
ClearConversationContentDialog.kt`` (Cancel and "Clear content", which clears the history on
all the user's devices); ``home/conversations/details/menu/LeaveConversationGroupDialog.kt``
(Cancel and Leave, with the checkbox "Delete the conversation and its content for me on all my
devices"), ``DeleteConversationGroupDialog.kt`` (Cancel and Delete, which deletes the group and
its content for all participants) and ``DeleteConversationGroupLocallyDialog.kt`` (Cancel and
"Delete for Me"); ``common/dialogs/BlockUserDialogs.kt`` (the platform's Cancel and Block) and
``core/ui-common/.../dialogs/UnblockUserDialogs.kt``; ``home/conversations/edit/
TextMessageOptionsMenuItems.kt`` with ``edit/*MenuOption.kt`` (a message's sheet: "Message
Details", "Copy text", Reply, "Edit text", Delete, which opens the delete dialog) and
``home/conversations/delete/DeleteMessageDialog.kt`` ("Delete Message?" in a column: "Delete
for Me", "Delete for Everyone" and Cancel; "Delete this Message for yourself?" for another
person's message: "Delete for Me" and Cancel); ``home/messagecomposer/MessageActions.kt``,
``MessageComposeActions.kt`` and ``attachments/AdditionalOptionButton.kt`` (the compose bar:
"Add attachment", Ping, "Set timer for self-deleting messages" and Send);
``home/conversations/ConversationScreen.kt`` with ``common/dialogs/
ConfirmSendingPingDialog.kt`` ("Send a ping" for a group over the size the app pings without
asking: Cancel and Ping) and ``home/conversations/call/JoinOrStartCallManager.kt`` with
``common/dialogs/calling/ConfirmStartCallDialog.kt`` ("Start a call": Cancel and Call);
``common/dialogs/SureAboutMessagingInDegradedConversationDialog.kt`` ("Send Anyway" and
Cancel, in a column); ``home/messagecomposer/recordaudio/RecordedAudioDialogs.kt`` (Cancel and
Discard); ``home/messagecomposer/location/LocationPickerComponent.kt`` (the "Share Location"
sheet and its Send button); ``home/conversations/details/options/GroupConversationOptions.kt``
(the group's options: Guests and "Read receipts" switches, "Self-deleting messages"; "Disable
guest access?" with Cancel and Disable); ``home/conversations/details/editguestaccess/``
(``EditGuestAccessScreen.kt``, ``Buttons.kt`` and ``Dialogs.kt``: "Create Link", "Copy Link",
"Share Link", "Revoke Link", and "Revoke guest link?" with Cancel and Disable);
``userprofile/other/OtherUserProfileScreen.kt`` and ``RemoveConversationMemberDialog.kt``
("Remove from conversation", and "Remove from conversation?" with Cancel and Remove);
``core/ui-common/.../connection/ConnectionActionButton.kt`` (Connect, which sends a connection
request; Accept and Ignore for a request received); ``userprofile/self/`` and
``dialog/LogoutOptionsDialog.kt`` ("Log out", and "Clear Data?" with Cancel, "Log out" and the
checkbox "Delete all your personal information and conversations on this device", which makes
the logout a hard one that deletes the account's data on the device); ``home/settings/`` (the
privacy settings' "Send read receipts"; "Lock with passcode" and ``TurnAppLockOffDialog.kt``
with Cancel and "Turn Off"); ``settings/devices/DeviceDetailsScreen.kt`` ("Remove device") and
``authentication/devices/remove/RemoveDeviceDialog.kt`` ("Remove the following device?" with
the password field, Cancel and Remove, which deletes the device's client from the account);
``home/settings/backup/`` ("Create a Backup" and "Restore from Backup"; "Set password" with
Cancel and "Back Up Now", which writes the backup file; "Enter password" with Cancel and
Continue, which restores the backup into the history on the device); ``authentication/login/
sso/SsoIdentityChangedDialog.kt`` ("Delete data and continue" and Cancel, in a column).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, sheet

GROUP, ALICE, HANDLE, BOB = "Project Apollo", "Alice Martin", "alice.martin", "Bob Lee"
TEXT = "The slides are in the shared folder"
DEVICE = "Pixel 8"
PASSWORD = "correct horse battery"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        conversation_sheets(t)
        + conversation_dialogs(t)
        + messages(t)
        + composer(t)
        + group_options(t)
        + people(t)
        + account(t)
    )


def _list(t: Any) -> dict[str, Any]:
    return {"list": [{"row": GROUP, "secondary": TEXT}, {"row": ALICE, "secondary": "Thanks!"}]}


def conversation_sheets(t: Any) -> list[dict[str, Any]]:
    home = t("conversations_screen_title")
    where = "wire ConversationMainSheetContent (group)"
    group = [
        t("label_notifications"),
        t("label_add_to_favourites"),
        t("label_move_to_folder"),
        t("label_move_to_archive"),
        t("label_clear_content"),
        t("label_leave_conversation"),
        t("label_delete_conversation"),
    ]
    one = [
        t("label_notifications"),
        t("label_add_to_favourites"),
        t("label_move_to_folder"),
        t("label_move_to_archive"),
        t("label_clear_content"),
        t("label_block"),
    ]
    archived = [t("label_unarchive"), t("label_clear_content"), t("label_leave_conversation")]
    muting = [
        t("muting_option_all_allowed_title"),
        t("muting_option_only_mentions_title"),
        t("muting_option_all_muted_title"),
    ]
    alone = "wire ConversationMainSheetContent (one-to-one)"
    return [
        sheet("opens-prompt", where, home, GROUP, group, t("label_move_to_archive"), False),
        sheet("opens-prompt", where, home, GROUP, group, t("label_clear_content"), False),
        sheet("opens-prompt", where, home, GROUP, group, t("label_leave_conversation"), False),
        sheet("opens-prompt", where, home, GROUP, group, t("label_delete_conversation"), False),
        sheet("reversible", where, home, GROUP, group, t("label_add_to_favourites"), False),
        sheet("opens-prompt", alone, home, ALICE, one, t("label_block"), False),
        sheet("harmless", alone, home, ALICE, one, t("label_notifications"), False),
        sheet(
            "reversible",
            "wire MutingOptionsSheetContent",
            home,
            t("label_notifications"),
            muting,
            t("muting_option_all_muted_title"),
            False,
        ),
        sheet(
            "reversible",
            "wire ConversationMainSheetContent (archived)",
            t("archive_screen_title"),
            GROUP,
            archived,
            t("label_unarchive"),
            False,
        ),
    ]


def conversation_dialogs(t: Any) -> list[dict[str, Any]]:
    home = t("conversations_screen_title")
    cancel = t("label_cancel")
    archive = (t("dialog_archive_conversation_title"), t("dialog_archive_conversation_description"))
    clear = (t("dialog_clear_content_title"), t("dialog_clear_content_text", t("group_label")))
    leave = (
        t("leave_conversation_dialog_title", GROUP),
        t("leave_conversation_dialog_description"),
    )
    check = t("leave_conversation_dialog_delete_fully_check")
    delete = (
        t("delete_conversation_conversation_dialog_title", GROUP),
        t("delete_conversation_conversation_dialog_description"),
    )
    locally = (
        t("delete_conversation_locally_conversation_dialog_title", GROUP),
        t("delete_conversation_locally_conversation_dialog_description"),
    )
    block = (t("block_user_dialog_title"), t("block_user_dialog_body", ALICE))
    unblock = (t("unblock_user_dialog_title"), t("unblock_user_dialog_body", ALICE))
    archiving, clearing = "wire ArchiveConversationDialog", "wire ClearConversationContentDialog"
    leaving, deleting = "wire LeaveConversationGroupDialog", "wire DeleteConversationGroupDialog"
    blocking = "wire BlockUserDialog"
    boxed = ({"switch": check, "checked": False},)
    return [
        alert("reversible", archiving, home, *archive,
              [(cancel, None), (t("dialog_archive_conversation_option"), False)]),
        alert("harmless", archiving, home, *archive,
              [(cancel, False), (t("dialog_archive_conversation_option"), None)]),
        alert("delete", clearing, GROUP, *clear,
              [(cancel, None), (t("dialog_clear_content_option"), True)]),
        alert("harmless", clearing, GROUP, *clear,
              [(cancel, False), (t("dialog_clear_content_option"), None)]),
        alert("leave", leaving, GROUP, *leave, [(cancel, None), (t("label_leave"), True)], boxed),
        alert("reversible", leaving, GROUP, *leave, [(cancel, None), (t("label_leave"), None)],
              boxed, ((check, False),)),
        alert("harmless", leaving, GROUP, *leave, [(cancel, False), (t("label_leave"), None)],
              boxed),
        alert("delete", deleting, GROUP, *delete, [(cancel, None), (t("label_delete"), True)]),
        alert("harmless", deleting, GROUP, *delete, [(cancel, False), (t("label_delete"), None)]),
        alert("delete", "wire DeleteConversationGroupLocallyDialog", GROUP, *locally,
              [(cancel, None), (t("delete_conversation_locally_delete_for_me_label"), True)]),
        alert("reversible", blocking, ALICE, *block,
              [(t("block_user_dialog_confirm_button"), False), (t("android:cancel"), None)]),
        alert("harmless", blocking, ALICE, *block,
              [(t("block_user_dialog_confirm_button"), None), (t("android:cancel"), False)]),
        alert("reversible", "wire UnblockUserDialog", ALICE, *unblock,
              [(t("unblock_user_dialog_confirm_button"), False), (t("android:cancel"), None)]),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    where = "wire TextMessageOptionsMenuItems (own message)"
    rows = [
        t("label_message_details"),
        t("label_copy"),
        t("notification_action_reply"),
        t("label_edit"),
        t("label_delete"),
    ]
    cancel = t("label_cancel")
    mine = (t("delete_message_dialog_title"), t("delete_message_dialog_message"))
    me, everyone = t("label_delete_for_me"), t("label_delete_for_everyone")
    dialog = "wire DeleteMessageDialog"
    return [
        sheet("opens-prompt", where, GROUP, TEXT, rows, t("label_delete"), False),
        sheet("harmless", where, GROUP, TEXT, rows, t("label_copy"), False),
        alert("delete", dialog, GROUP, *mine, [(me, None), (everyone, True), (cancel, None)]),
        alert("delete", dialog, GROUP, *mine, [(me, True), (everyone, None), (cancel, None)]),
        alert("harmless", dialog, GROUP, *mine, [(me, None), (everyone, None), (cancel, False)]),
    ]


def _conversation(t: Any, title: str, typed: str) -> dict[str, Any]:
    return page(
        title,
        [
            {"icon": t("content_description_back_button")},
            {"icon": t("content_description_conversation_phone_icon")},
            {"list": [{"text": TEXT}, {"text": "Thanks!"}]},
            {"field": "message", "hint": t("label_type_a_message"), "text": typed},
            {"icon": t("content_description_attachment_item")},
            {"icon": t("content_description_ping_everyone")},
            {"icon": t("content_description_self_deleting_message_timer")},
            {"icon": t("content_description_send_button")},
        ],
    )


def composer(t: Any) -> list[dict[str, Any]]:
    chat = _conversation(t, ALICE, "See you at the station at 7")
    cancel = t("label_cancel")
    # The ping dialog's title ("Send a ping") is left out in every language: Portuguese calls it
    # and its button alike ("Chamar a atenção"), and a tapped label must name one control; the
    # message still asks whether to ping the twelve people.
    ping = (None, t("ping_confirm_sending_description_dialog", 12))
    call = (
        t("calling_confirm_start_call_title_dialog"),
        t("calling_confirm_start_call_description_dialog", 12),
    )
    degraded = (t("sure_about_messaging_dialog_title"), t("sure_about_messaging_dialog_body"))
    discard = (t("record_audio_discard_dialog_title"), t("record_audio_discard_dialog_text"))
    location = (
        {"text": t("location_attachment_share_title")},
        {"text": "Rue du Rhône 42, Geneva"},
    )
    pinging, calling = "wire ConfirmSendingPingDialog", "wire ConfirmStartCallDialog"
    degrading = "wire SureAboutMessagingInDegradedConversationDialog"
    audio = "wire DiscardRecordedAudioDialog"
    return [
        entry("send", "wire MessageComposer (one-to-one)", chat,
              [(t("content_description_send_button"), True)]),
        entry("harmless", "wire MessageComposer (one-to-one)", chat,
              [(t("content_description_self_deleting_message_timer"), False)]),
        alert("send", pinging, GROUP, *ping,
              [(cancel, None), (t("ping_confirm_sending_action_dialog"), True)]),
        alert("harmless", pinging, GROUP, *ping,
              [(cancel, False), (t("ping_confirm_sending_action_dialog"), None)]),
        alert("call", calling, GROUP, *call,
              [(cancel, None), (t("calling_confirm_start_call_action_dialog"), True)]),
        alert("send", degrading, GROUP, *degraded,
              [(t("sure_about_messaging_dialog_positiv_button"), True), (cancel, None)]),
        alert("harmless", degrading, GROUP, *degraded,
              [(t("sure_about_messaging_dialog_positiv_button"), None), (cancel, False)]),
        alert("discard", audio, ALICE, *discard,
              [(cancel, None), (t("record_audio_discard_dialog_discard_button"), True)]),
        alert("harmless", audio, ALICE, *discard,
              [(cancel, False), (t("record_audio_discard_dialog_discard_button"), None)]),
        alert("send", "wire LocationPickerComponent", ALICE, None, None,
              [(t("content_description_send_button"), True)], location),
    ]  # fmt: skip


def group_options(t: Any) -> list[dict[str, Any]]:
    details = t("conversation_details_title")
    options = page(
        details,
        [
            {"icon": t("content_description_conversation_details_close_btn")},
            {"tab": t("content_description_conversation_details_options_tab_header")},
            {"tab": t("content_description_conversation_details_participants_tab_header")},
            {"row": GROUP, "secondary": t("conversation_details_options_group_name")},
            {"switch": t("conversation_options_guests_label"), "checked": True},
            {"switch": t("conversation_options_services_label"), "checked": True},
            {"row": t("conversation_options_self_deleting_messages_label")},
            {"switch": t("conversation_options_read_receipt_label"), "checked": True},
        ],
    )
    guests = page(
        t("conversation_options_guests_label"),
        [
            {"icon": t("content_description_edit_guests_option_back_btn")},
            {"text": t("conversation_options_guest_description")},
            {"text": t("folder_label_guest_link")},
            {"text": "https://account.wire.com/conversation-join/?key=Vw2k9Rt"},
            {"button": t("guest_link_button_copy_link")},
            {"button": t("guest_link_button_share_link")},
            {"button": t("guest_link_button_revoke_link")},
        ],
    )
    cancel, disable = t("label_cancel"), t("label_disable")
    guest_off = (t("disable_guest_dialog_title"), t("disable_guest_dialog_text"))
    revoke = (t("revoke_guest__room_link_dialog_title"), t("revoke_guest__room_link_dialog_text"))
    where = "wire GroupConversationOptions"
    return [
        entry("opens-prompt", where, options, [(t("conversation_options_guests_label"), False)]),
        entry("reversible", where, options,
              [(t("conversation_options_read_receipt_label"), False)]),
        alert("remove", "wire DisableConfirmationDialog (guests)", details, *guest_off,
              [(cancel, None), (disable, True)]),
        entry("opens-prompt", "wire EditGuestAccessScreen", guests,
              [(t("guest_link_button_revoke_link"), False)]),
        alert("revoke", "wire RevokeGuestConfirmationDialog", guests["title"], *revoke,
              [(cancel, None), (disable, True)]),
    ]  # fmt: skip


def people(t: Any) -> list[dict[str, Any]]:
    title = t("user_profile_title")

    def profile(buttons: list[dict[str, Any]]) -> dict[str, Any]:
        return page(title, [{"text": ALICE}, {"text": f"@{HANDLE}"}, *buttons])

    member = profile(
        [
            {"tab": t("user_profile_details_tab")},
            {"tab": t("user_profile_devices_tab")},
            {"tab": t("user_profile_conversation_tab")},
            {"button": t("user_profile_conversation_remove_button")},
        ]
    )
    stranger = profile([{"button": t("connection_label_connect")}])
    asking = profile(
        [
            {"text": t("connection_label_user_wants_to_conect")},
            {"button": t("connection_label_accept")},
            {"button": t("connection_label_ignore")},
        ]
    )
    cancel = t("label_cancel")
    remove = (
        t("dialog_remove_conversation_member_title"),
        t("dialog_remove_conversation_member_description", ALICE, HANDLE),
    )
    removing = "wire RemoveConversationMemberDialog"
    other = "wire OtherUserProfileScreen"
    return [
        entry("opens-prompt", other, member,
              [(t("user_profile_conversation_remove_button"), False)]),
        alert("remove", removing, title, *remove, [(cancel, None), (t("label_remove"), True)]),
        alert("harmless", removing, title, *remove, [(cancel, False), (t("label_remove"), None)]),
        entry("send", "wire ConnectionActionButton (not connected)", stranger,
              [(t("connection_label_connect"), True)]),
        entry("send", "wire ConnectionActionButton (pending)", asking,
              [(t("connection_label_accept"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    me = page(
        t("user_profile_title"),
        [
            {"icon": t("content_description_self_profile_close")},
            {"text": BOB},
            {"text": "@bob.lee"},
            {"row": t("user_profile_status_availability")},
            {"button": t("user_profile_new_account_text")},
            {"button": t("user_profile_logout")},
        ],
    )
    cancel = t("label_cancel")
    wipe = t("dialog_logout_wipe_data_checkbox")
    logout = t("user_profile_logout")

    def logging_out(category: str, wiped: bool, out: bool | None, no: bool | None) -> dict:
        return alert(category, "wire LogoutOptionsDialog", t("user_profile_title"),
                     t("dialog_logout_wipe_data_title"), None, [(cancel, no), (logout, out)],
                     ({"switch": wipe, "checked": wiped},))  # fmt: skip

    privacy = page(
        t("settings_privacy_settings_label"),
        [
            {"switch": t("settings_send_read_receipts"), "checked": True},
            {"switch": t("settings_censor_screenshots"), "checked": False},
            {"switch": t("settings_show_typing_indicator_title"), "checked": True},
            {"switch": t("settings_app_lock_title"), "checked": True},
        ],
    )
    app_lock = (t("turn_app_lock_off_dialog_title"), t("turn_app_lock_off_dialog_description"))
    device = page(
        DEVICE,
        [
            {"text": t("remove_device_details_description")},
            {"button": t("content_description_remove_devices_screen_remove_icon")},
        ],
    )
    removal = (
        t("remove_device_dialog_title"),
        t("remove_device_id_and_time_label", "3F9A 21C0 7B44 D2E1", "12 March 2026"),
    )
    password = ({"field": "password", "hint": t("login_password_label"), "text": PASSWORD},)
    backups = page(
        t("backup_and_restore_screen_title"),
        [
            {"text": t("settings_backup_info")},
            {"button": t("settings_backup_create")},
            {"button": t("settings_backup_restore")},
        ],
    )
    create = (
        t("backup_dialog_create_backup_set_password_title"),
        t("backup_dialog_create_backup_set_password_message"),
    )
    restore = (t("backup_label_enter_password"), t("backup_dialog_restore_backup_password_message"))
    sso = (t("sso_identity_changed_dialog_title"), t("sso_identity_changed_dialog_message"))
    removing = "wire RemoveDeviceDialog"
    return [
        entry("opens-prompt", "wire SelfUserProfileScreen", me, [(logout, False)]),
        logging_out("delete", True, True, None),
        logging_out("reversible", False, False, None),
        logging_out("harmless", True, None, False),
        entry("reversible", "wire PrivacySettingsConfigScreen", privacy,
              [(t("settings_send_read_receipts"), False)]),
        entry("opens-prompt", "wire PrivacySettingsConfigScreen", privacy,
              [(t("settings_app_lock_title"), False)]),
        alert("reversible", "wire TurnAppLockOffDialog", t("settings_privacy_settings_label"),
              *app_lock, [(cancel, None), (t("label_turn_off"), False)]),
        entry("opens-prompt", "wire DeviceDetailsScreen", device,
              [(t("content_description_remove_devices_screen_remove_icon"), False)]),
        alert("revoke", removing, DEVICE, *removal, [(cancel, None), (t("label_remove"), True)],
              password),
        alert("harmless", removing, DEVICE, *removal, [(cancel, False), (t("label_remove"), None)],
              password),
        entry("opens-prompt", "wire BackupAndRestoreScreen", backups,
              [(t("settings_backup_create"), False)]),
        alert("export", "wire CreateBackupDialog", t("backup_and_restore_screen_title"), *create,
              [(cancel, None), (t("backup_dialog_create_backup_now"), False)], password),
        entry("opens-prompt", "wire BackupAndRestoreScreen", backups,
              [(t("settings_backup_restore"), False)]),
        alert("import", "wire RestoreBackupDialog", t("backup_and_restore_screen_title"),
              *restore, [(cancel, None), (t("label_continue"), True)], password),
        alert("delete", "wire SsoIdentityChangedDialog", t("=Wire"), *sso,
              [(t("sso_identity_changed_dialog_confirm"), True), (cancel, None)]),
    ]  # fmt: skip

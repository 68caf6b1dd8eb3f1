"""SchildiChat Next's settings and account (``features/preferences``, ``features/logout``,
``features/deactivation``, ``features/securebackup``, ``schildi/lib``): this device removed
(signing out), the account deleted, key storage deleted, the digital identity reset,
notification and SchildiChat settings.

Read from the code: ``preferences/impl/root/PreferencesRootView.kt`` (Settings: the user's
row, SchildiChat's "Turtle tweaks", "Blocked users" (shown while someone is blocked),
Notifications, "Screen lock", Encryption, "Advanced settings", About, then "Remove this
device" (``action_signout``) and "Delete account"; "Manage account and devices" shows only for
an account whose server manages it on the web, and is left off), ``PreferencesRootNode.kt``
(with another device signed in and nothing being backed up, "Remove this device" asks
``DirectLogoutPresenter``, which only opens ``LogoutConfirmationDialog``: "Remove this
device", "Are you sure you want to remove this device?", Cancel and "Remove this device",
whose submit signs this device out, ``matrixClient.logout``); ``deactivation/impl/
AccountDeactivationView.kt`` and its presenter ("Delete account": what deleting does, the
"Delete all my messages" switch, the password field tagged ``login-password``, and Delete,
which only opens ``AccountDeactivationConfirmationDialog`` ("Please confirm that you want to
delete your account. This action cannot be undone.", Cancel and Delete), whose Delete calls
``matrixClient.deactivateAccount``); ``securebackup/impl/root/SecureBackupRootView.kt``
(Encryption: "Key storage" with its "Learn more", the "Allow key storage" switch, which, while
key storage is on, only opens the page that turns it off, and "Change recovery key"),
``disable/SecureBackupDisableView.kt`` and its presenter (the page "Are you sure you want to turn
off key storage and delete it?", what one loses, and "Delete key storage", which calls
``encryptionService.disableRecovery()`` at once, deleting the key storage from the server;
the second point, which names the app, is left off), ``reset/root/ResetIdentityRootView.kt``
and ``reset/ResetIdentityFlowNode.kt`` (the reset page, its points, and "Continue reset", which
only opens "Are you sure you want to reset your digital identity?" with Cancel and "Yes, reset
now", whose OK starts the reset, ``startReset``: the SDK's ``reset_identity`` first deletes
the key backup and turns recovery off, then resets the cross-signing identity);
``notifications/NotificationSettingsView.kt`` (the "Enable notifications on this device"
switch, "Notify me for" with Group chats and Direct chats, Mentions with "Notify me on
@room", "Additional settings" with Invitations; each switch sets a setting one can set back);
``schildi/lib/preferences/ScPrefs.kt`` and ``schildi/components/preferences/
ScPrefRenderExtensions.kt`` (Turtle tweaks, "Chat overview": SchildiChat's own switches, each a
setting of the app one can set back)."""

from __future__ import annotations

from typing import Any

from screens import ME, ME_ID, confirm, entry, page

PASSWORD = "••••••••••••"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + deactivation(t) + key_storage(t) + preferences(t)


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("common_settings")
    root = page(title, [
        {"row": ME, "secondary": ME_ID},
        {"row": t("sc_pref_tweaks_title")},
        {"row": t("common_blocked_users"), "secondary": "1"},
        {"row": t("screen_notification_settings_title")},
        {"row": t("common_screen_lock")},
        {"row": t("common_encryption")},
        {"row": t("common_advanced_settings")},
        {"row": t("common_about")},
        {"row": t("action_signout")},
        {"row": t("action_delete_account")},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "schildi PreferencesRootView (Remove this device)", root,
              [(t("action_signout"), False)]),
        entry("harmless", "schildi PreferencesRootView (Turtle tweaks)", root,
              [(t("sc_pref_tweaks_title"), False)]),
        confirm("sign-out", "schildi LogoutConfirmationDialog", title, t("action_signout"),
                t("screen_signout_confirmation_dialog_content"), t("action_cancel"),
                t("action_signout"), True),
    ]  # fmt: skip


def deactivation(t: Any) -> list[dict[str, Any]]:
    title = t("screen_deactivate_account_title")
    form = page(title, [
        {"text": t("screen_deactivate_account_description",
                   t("screen_deactivate_account_description_bold_part"))},
        {"text": t("screen_deactivate_account_list_item_1",
                   t("screen_deactivate_account_list_item_1_bold_part"))},
        {"text": t("screen_deactivate_account_list_item_2")},
        {"text": t("screen_deactivate_account_list_item_3")},
        {"text": t("screen_deactivate_account_list_item_4")},
        {"switch": t("screen_deactivate_account_delete_all_messages"), "checked": False},
        {"text": t("screen_deactivate_account_delete_all_messages_notice")},
        {"field": "login-password", "hint": t("common_password"), "text": PASSWORD},
        {"button": t("action_delete")},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "schildi AccountDeactivationView (Delete)", form,
              [(t("action_delete"), False)]),
        confirm("delete-account", "schildi AccountDeactivationConfirmationDialog", title, title,
                t("screen_deactivate_account_confirmation_dialog_content"), t("action_cancel"),
                t("action_delete"), True),
    ]  # fmt: skip


def key_storage(t: Any) -> list[dict[str, Any]]:
    encryption = page(t("common_encryption"), [
        {"row": t("screen_chat_backup_key_backup_title"),
         "secondary": t("screen_chat_backup_key_backup_description", t("action_learn_more"))},
        {"switch": t("screen_chat_backup_key_storage_toggle_title"), "checked": True},
        {"row": t("screen_chat_backup_recovery_action_change"),
         "secondary": t("screen_chat_backup_recovery_action_change_description")},
    ])  # fmt: skip
    disable = page("", [
        {"text": t("screen_key_backup_disable_title")},
        {"text": t("screen_key_backup_disable_description")},
        {"text": t("screen_key_backup_disable_description_point_1")},
        {"button": t("screen_chat_backup_key_backup_action_disable")},
    ])  # fmt: skip
    reset = page("", [
        {"text": t("screen_encryption_reset_title")},
        {"text": t("screen_encryption_reset_bullet_1")},
        {"text": t("screen_encryption_reset_bullet_2")},
        {"text": t("screen_encryption_reset_bullet_3")},
        {"text": t("screen_encryption_reset_footer")},
        {"button": t("screen_encryption_reset_action_continue_reset")},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "schildi SecureBackupRootView (Allow key storage)", encryption,
              [(t("screen_chat_backup_key_storage_toggle_title"), False)]),
        entry("delete", "schildi SecureBackupDisableView", disable,
              [(t("screen_chat_backup_key_backup_action_disable"), True)]),
        entry("opens-prompt", "schildi ResetIdentityRootView (Continue reset)", reset,
              [(t("screen_encryption_reset_action_continue_reset"), False)]),
        confirm("reset", "schildi ResetIdentityRootView (confirmation)", "",
                t("screen_reset_encryption_confirmation_alert_title"),
                t("screen_reset_encryption_confirmation_alert_subtitle"), t("action_cancel"),
                t("screen_reset_encryption_confirmation_alert_action"), True),
    ]  # fmt: skip


def preferences(t: Any) -> list[dict[str, Any]]:
    notifications = page(t("screen_notification_settings_title"), [
        {"switch": t("screen_notification_settings_enable_notifications"), "checked": True},
        {"text": t("screen_notification_settings_notification_section_title")},
        {"row": t("screen_notification_settings_group_chats"),
         "secondary": t("screen_notification_settings_edit_mode_mentions_and_keywords")},
        {"row": t("screen_notification_settings_direct_chats"),
         "secondary": t("screen_notification_settings_edit_mode_all_messages")},
        {"text": t("screen_notification_settings_mode_mentions")},
        {"switch": t("screen_notification_settings_room_mention_label"), "checked": True},
        {"text": t("screen_notification_settings_additional_settings_section_title")},
        {"switch": t("screen_notification_settings_invite_for_me_label"), "checked": True},
    ])  # fmt: skip
    overview = page(t("sc_pref_category_chat_overview"), [
        {"switch": t("sc_pref_sc_overview_layout_title"), "checked": True},
        {"switch": t("sc_upstream_feature_flag_room_list_filters"), "checked": False},
        {"switch": t("sc_pref_snc_fab_title"), "checked": True},
        {"switch": t("sc_pref_hide_invites_title"), "checked": False},
        {"switch": t("sc_pref_inbox_bridge_avatars_title"), "checked": True},
        {"text": t("sc_pref_category_chat_sorting")},
        {"switch": t("sc_pref_client_side_sort_by_unread_title"), "checked": False},
        {"switch": t("sc_pref_pin_favorites_title"), "checked": False},
        {"switch": t("sc_pref_bury_low_priority_title"), "checked": False},
    ])  # fmt: skip
    return [
        entry("reversible", "schildi NotificationSettingsView", notifications,
              [(t("screen_notification_settings_room_mention_label"), False)]),
        entry("reversible", "schildi ScPrefScreen (Chat overview)", overview,
              [(t("sc_pref_pin_favorites_title"), False)]),
    ]  # fmt: skip

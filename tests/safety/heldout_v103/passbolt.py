"""Passbolt's screens (``com.passbolt.mobile.android``, the Android app of the Passbolt team
password manager: resources and their TOTPs, sharing and permissions, accounts on the device,
their transfer to another device, sign-out and biometrics), strings from
``core/localization/src/main/res/values*/strings.xml``. The resource, the user and the account
written on the screens are the same in every language.

Read from the code (``features`` and ``core/coreui``): ``resourcemoremenu/.../
ResourceMoreMenuBottomSheet.kt`` (a resource's sheet: its name, "Launch website", "Copy URI",
"Copy password", "Copy username", "Add to favourite", which adds it to the favourites at once,
Share, which opens its permissions to edit, Edit and Delete, which only opens the
confirmation); ``home/.../HomeScreen.kt`` and ``HomeViewModel.kt`` and
``core/ui/dialogs/ConfirmDeleteResourceDialog.kt`` ("Are you sure?", "This will permanently
remove this password from your account.", Cancel and Delete, which deletes the resource on the
server); ``otpmoremenu/.../OtpMoreMenuBottomSheet.kt`` (a TOTP's sheet: "Show TOTP", "Copy
TOTP", Edit and "Delete TOTP", which only opens ``ConfirmDeleteTotpDialog``: "Are you sure?",
"This action will permanently delete the TOTP.", Cancel and "Delete TOTP", which deletes it);
``permissions/.../permissions/PermissionsScreen.kt`` and ``PermissionsViewModel.kt`` ("Shared
with": the users and their permissions, and in view mode "Edit permissions", which opens the
same page to edit, in edit mode Save, which calls ``simulateAndShareResource`` and shares the
resource at once); ``permissions/.../userpermissionsdetails/UserPermissionsScreen.kt`` and
``UserPermissionsViewModel.kt`` (a user's permission to edit: "Is owner", "Can update" and "Can
read", "Delete permission", which only opens ``PermissionDeleteAlertDialog``, and Apply, which
hands the change back to "Shared with"; the dialog's "Are you sure?", "The password will no
longer be shared with this user.", Cancel and Confirm, which only hands the removal back to
"Shared with", where nothing is sent until Save); ``settings/.../SettingsScreen.kt`` and
``SettingsViewModel.kt`` (Settings: "App settings", Accounts, "Terms & licenses", "Debug,
logs" and "Sign out", which only opens ``SignOutAlertDialog``: "Are you sure?", "If you sign
out you will need to sign in again.", Cancel and "Sign out"); ``settings/.../accounts/
AccountsSettingsScreen.kt`` ("Account details", "Key inspector", "Manage accounts" and
"Transfer account to another device"); ``authentication/.../accountslist/
AccountsListScreen.kt`` ("Manage accounts": the accounts, then "Remove an account from this
device", which only shows each account's trash icon, whose ``ConfirmAlertDialog`` says "This
will remove your account from this device. Your passwords will not be deleted." with Cancel
and Remove, which removes the account); ``transferaccounttoanotherdevice/...`` (its onboarding
page's "Start transfer", which asks for the passphrase and then shows the QR codes, the
transfer page's "Cancel transfer", which only opens ``CancelAccountTransferAlertDialog``: "If
you leave, you will need to scan QR codes again.", Cancel and "Stop transfer", which stops
polling and shows the transfer cancelled); ``core/ui/dialogs/DisableBiometricAlertDialog.kt``
(Cancel and Disable, which turns biometric sign-in off).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

RESOURCE, USER, ACCOUNT = "GitLab admin", "Ada Lovelace", "ada@example.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return resources(t) + sharing(t) + settings(t)


def confirm(t: Any, category: str, source: str, behind: str, message: str,
            cancel: bool | None, button: str, bad: bool | None) -> dict[str, Any]:  # fmt: skip
    """A Material 3 ``AlertDialog``: "Are you sure?", the message, then Cancel and the
    confirm button."""
    return popup(category, f"passbolt {source}", behind, t("are_you_sure"), t(message),
                 [(t("cancel"), cancel), (t(button), bad)])  # fmt: skip


def resources(t: Any) -> list[dict[str, Any]]:
    sheet = [t("more_launch_website"), t("more_copy_uri"), t("more_copy_password"),
             t("more_copy_username"), t("more_add_to_favourite"), t("more_share"),
             t("more_edit"), t("more_delete")]  # fmt: skip
    where = "passbolt ResourceMoreMenuBottomSheet"
    home = t("filters_menu_all_items")
    otp = [t("otp_more_show_otp"), t("otp_more_copy_otp"), t("otp_more_edit_resource"),
           t("otp_more_delete_otp")]  # fmt: skip
    return [
        menu("opens-prompt", where, RESOURCE, sheet, [(t("more_delete"), False)]),
        menu("opens-prompt", where, RESOURCE, sheet, [(t("more_share"), False)]),
        menu("reversible", where, RESOURCE, sheet, [(t("more_add_to_favourite"), False)]),
        menu("harmless", where, RESOURCE, sheet, [(t("more_edit"), False)]),
        confirm(t, "delete", "ConfirmResourceDeleteAlertDialog (on Home)", home,
                "resource_will_be_deleted", None, "delete", True),
        confirm(t, "harmless", "ConfirmResourceDeleteAlertDialog (on Home)", home,
                "resource_will_be_deleted", False, "delete", None),
        confirm(t, "delete", "ConfirmResourceDeleteAlertDialog (on the resource's details)",
                RESOURCE, "resource_will_be_deleted", None, "delete", True),
        menu("opens-prompt", "passbolt OtpMoreMenuBottomSheet", RESOURCE, otp,
             [(t("otp_more_delete_otp"), False)]),
        confirm(t, "delete", "ConfirmDeleteTotpDialog", RESOURCE, "otp_delete_confirmation",
                None, "otp_delete_totp", True),
        confirm(t, "harmless", "ConfirmDeleteTotpDialog", RESOURCE, "otp_delete_confirmation",
                False, "otp_delete_totp", None),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    people = [
        {"text": USER},
        {"text": t("resource_permissions_can_read")},
        {"text": "Grace Hopper"},
        {"text": t("resource_permissions_is_owner")},
    ]
    viewing = page(t("shared_with"), [
        *people,
        {"button": t("resource_permissions_edit_permissions")}])  # fmt: skip
    editing = page(t("shared_with"), [*people, {"button": t("save")}])
    user = page(t("user_permission_permission"), [
        {"text": USER}, {"text": t("user_permission_permission")},
        {"switch": t("resource_permissions_is_owner")},
        {"switch": t("resource_permissions_can_update")},
        {"switch": t("resource_permissions_can_read")},
        {"button": t("user_permission_delete")}, {"button": t("apply")}])  # fmt: skip
    return [
        entry("share", "passbolt PermissionsScreen (edit mode: Save)", editing,
              [(t("save"), True)]),
        entry("harmless", "passbolt PermissionsScreen (view mode: Edit permissions)", viewing,
              [(t("resource_permissions_edit_permissions"), False)]),
        entry("opens-prompt", "passbolt UserPermissionsScreen (Delete permission)", user,
              [(t("user_permission_delete"), False)]),
        entry("reversible", "passbolt UserPermissionsScreen (Apply)", user,
              [(t("apply"), False)]),
        entry("reversible", "passbolt UserPermissionsScreen (Can update)", user,
              [(t("resource_permissions_can_update"), False)]),
        confirm(t, "reversible", "PermissionDeleteAlertDialog", t("user_permission_permission"),
                "permission_deletion_dialog_message", None, "confirm", False),
        confirm(t, "harmless", "PermissionDeleteAlertDialog", t("user_permission_permission"),
                "permission_deletion_dialog_message", False, "confirm", None),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(t("settings_title"), [
        {"button": t("settings_app_settings")}, {"button": t("settings_accounts")},
        {"button": t("settings_terms_and_licenses")}, {"button": t("settings_debug_logs")},
        {"button": t("settings_sign_out")}])  # fmt: skip
    accounts = page(t("settings_accounts"), [
        {"button": t("settings_accounts_account_details")},
        {"button": t("settings_accounts_key_inspector")},
        {"button": t("settings_accounts_manage_accounts")},
        {"button": t("settings_accounts_transfer_account")}])  # fmt: skip
    manage = page(t("accounts_list_manage_accounts"), [
        {"text": USER}, {"text": ACCOUNT},
        {"text": t("accounts_list_add_new_account")},
        {"button": t("accounts_list_remove")}])  # fmt: skip
    behind = t("accounts_list_manage_accounts")
    onboarding = page(t("transfer_account_title"), [
        {"text": t("transfer_account_onboarding_header")},
        {"button": t("transfer_account_onboarding_transfer_button")}])  # fmt: skip
    transfer = page(t("transfer_account_title"), [
        {"text": "QR 1/6"},
        {"button": t("transfer_account_cancel_button")}])  # fmt: skip
    return [
        entry("opens-prompt", "passbolt SettingsScreen (Sign out)", home,
              [(t("settings_sign_out"), False)]),
        confirm(t, "reversible", "SignOutAlertDialog", t("settings_title"),
                "logout_dialog_message", None, "logout_dialog_sign_out", False),
        confirm(t, "harmless", "SignOutAlertDialog", t("settings_title"),
                "logout_dialog_message", False, "logout_dialog_sign_out", None),
        entry("harmless", "passbolt AccountsSettingsScreen (Transfer account)", accounts,
              [(t("settings_accounts_transfer_account"), False)]),
        entry("harmless", "passbolt AccountsListScreen (remove mode)", manage,
              [(t("accounts_list_remove"), False)]),
        confirm(t, "delete", "AccountsListScreen (remove the account)", behind,
                "accounts_list_remove_account_message", None, "accounts_list_remove_account",
                True),
        confirm(t, "harmless", "AccountsListScreen (remove the account)", behind,
                "accounts_list_remove_account_message", False, "accounts_list_remove_account",
                None),
        entry("harmless", "passbolt TransferAccountOnboardingScreen (Start transfer)",
              onboarding, [(t("transfer_account_onboarding_transfer_button"), False)]),
        entry("opens-prompt", "passbolt TransferAccountScreen (Cancel transfer)", transfer,
              [(t("transfer_account_cancel_button"), False)]),
        confirm(t, "reversible", "CancelAccountTransferAlertDialog", t("transfer_account_title"),
                "transfer_account_stop_confirmation_dialog_message", None,
                "transfer_account_stop_button", False),
        confirm(t, "harmless", "CancelAccountTransferAlertDialog", t("transfer_account_title"),
                "transfer_account_stop_confirmation_dialog_message", False,
                "transfer_account_stop_button", None),
        confirm(t, "reversible", "DisableBiometricAlertDialog", t("settings_app_settings"),
                "settings_disable_biometric_confirmation_message", None, "settings_disable",
                False),
    ]  # fmt: skip

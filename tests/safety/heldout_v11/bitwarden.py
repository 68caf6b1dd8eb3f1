"""Bitwarden's screens (a password manager), strings from ``t(name)``.

The app is written in Compose; its scaffold and dialogs expose their test tags as
resource ids (``testTagsAsResourceId``), so a hierarchy shows a dialog's buttons as
``DismissAlertButton`` and ``AcceptAlertButton``. Read from the code
(``app/src/main/kotlin/com/x8bit/bitwarden/ui``): ``VaultItemScreen.kt`` and
``VaultItemViewModel.kt`` (an item's overflow menu ``BitwardenOverflowActionItem``, its
button described "More options"; Delete only asks, and the question depends on where the
item is: "send to the trash", from which Restore brings it back, or, for an item already
in the trash, "permanently delete … cannot be undone"; Okay confirms; an item in the
trash shows Restore, which asks first), ``SendListItem.kt`` (a Send's menu; "Remove
password" can be set again by Edit; Delete asks "Are you sure you want to delete this
Send?", Yes deletes it), ``ExportVaultScreen.kt`` (the Export vault
button only opens "Confirm vault export", whose Export vault writes the vault to a file),
``AccountSecurityScreen.kt`` (Lock now; Log out asks, ``BitwardenLogoutConfirmationDialog``;
Delete account opens its screen), ``DeleteAccountScreen.kt`` and
``BitwardenMasterPasswordDialog.kt`` (the screen's Delete account button, tagged
``DELETE ACCOUNT``, opens the master password dialog, whose Submit deletes the account and
all vault data), ``LoginApprovalScreen.kt`` (Confirm login lets another device into the
account; Deny login refuses it) and ``LeaveOrganizationScreen.kt`` (its button leaves the
organization at once, losing access to its shared items); every top bar's navigation icon
is tagged ``CloseButton`` (``BitwardenTopAppBar.kt``).
"""

from __future__ import annotations

from typing import Any

from screens import ACCEPT, DISMISS, dialog, entry, menu

ITEM, ORG = "Bank of Example", "Example Corp"


def screens(t: Any) -> list[dict[str, Any]]:
    return vault(t) + sends(t) + settings(t) + requests(t)


def ask(t: Any, category: str, source: str, page: str, title: str | None, message: str | None,
        yes: str, bad: bool | None, cancel: bool | None = None,
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``BitwardenTwoButtonDialog`` with the app's Cancel and ``yes``."""
    return dialog(category, f"bitwarden {source}", page, title, message,
                  [(t("cancel"), DISMISS, cancel), (yes, ACCEPT, bad)], items)  # fmt: skip


def vault(t: Any) -> list[dict[str, Any]]:
    item_menu = [
        t("attachments"),
        t("clone"),
        t("move_to_organization"),
        t("archive_verb"),
        t("delete"),
    ]
    return [
        menu("opens-prompt", "bitwarden VaultItemScreen (overflow)", ITEM, item_menu,
             [(t("delete"), False), (t("archive_verb"), False)]),
        ask(t, "reversible", "VaultItemScreen (delete: to the trash)", ITEM, t("delete"),
            t("do_you_really_want_to_soft_delete_cipher"), t("okay"), False),
        entry("opens-prompt", "bitwarden VaultItemScreen (an item in the trash)", {
            "title": ITEM, "items": [
                {"icon": t("close"), "rid": "CloseButton"},
                {"button": t("restore"), "rid": "RestoreButton"},
                {"icon": t("more_options"), "rid": "HeaderBarOptionsButton"},
                {"text": t("username")}, {"text": "ana.lima"}]},
            [(t("restore"), False)]),
        ask(t, "delete", "VaultItemScreen (delete: from the trash)", ITEM, t("delete"),
            t("do_you_really_want_to_permanently_delete_cipher"), t("okay"), True,
            cancel=False),
    ]  # fmt: skip


def sends(t: Any) -> list[dict[str, Any]]:
    return [
        menu("opens-prompt", "bitwarden SendListItem (a Send's menu)", t("send"),
             [t("copy_link"), t("share_link"), t("view"), t("edit"), t("remove_password"),
              t("delete")],
             [(t("delete"), False), (t("remove_password"), False)]),
        ask(t, "delete", "SendListItem (delete)", t("send"), t("delete"),
            t("are_you_sure_delete_send"), t("yes"), True),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    export, page = t("export_vault"), t("account_security")
    rows = [
        {"row": t("pending_log_in_requests"), "rid": "PendingLogInRequestsLabel"},
        {"row": t("account_fingerprint_phrase"), "rid": "AccountFingerprintPhraseLabel"},
        {"row": t("two_step_login"), "rid": "TwoStepLoginLinkItemView"},
        {"row": t("change_master_password")},
        {"row": t("lock_now"), "rid": "LockNowLabel"},
        {"row": t("log_out"), "rid": "LogOutLabel"},
        {"row": t("delete_account"), "rid": "DeleteAccountLabel"},
    ]
    password = {"field": "MasterPasswordEntry", "hint": t("master_password"), "text": "••••••••••"}
    return [
        entry("opens-prompt", "bitwarden ExportVaultScreen", {"title": export, "items": [
            {"icon": t("close"), "rid": "CloseButton"},
            {"field": "FileFormatPicker", "hint": t("file_format"), "text": ".json"},
            password, {"text": t("export_vault_master_password_description")},
            {"button": export, "rid": "ExportVaultButton"}]},
            [("ExportVaultButton", False)]),
        ask(t, "export", "ExportVaultScreen (confirm)", export,
            t("export_vault_confirmation_title"), t("export_vault_warning"), export, True,
            cancel=False),
        entry("opens-prompt", "bitwarden AccountSecurityScreen", {"title": page,
              "items": [{"list": rows}]},
              [(t("lock_now"), False), (t("log_out"), False), (t("delete_account"), False)]),
        ask(t, "account", "BitwardenLogoutConfirmationDialog", page, t("log_out"),
            t("logout_confirmation"), t("yes"), False),
        entry("opens-prompt", "bitwarden DeleteAccountScreen", {
            "title": t("delete_account"), "items": [
                {"icon": t("close"), "rid": "CloseButton"},
                {"text": t("deleting_your_account_is_permanent")},
                {"text": t("delete_account_explanation")},
                {"button": t("delete_account"), "rid": "DELETE ACCOUNT"},
                {"button": t("cancel"), "rid": "CANCEL"}]},
            [("DELETE ACCOUNT", False)]),
        ask(t, "account", "BitwardenMasterPasswordDialog (delete account)",
            t("delete_account"), t("password_confirmation"), t("password_confirmation_desc"),
            t("submit"), True, items=({**password, "field": "AlertInputField"},)),
    ]  # fmt: skip


def requests(t: Any) -> list[dict[str, Any]]:
    email = "ana.lima@example.org"
    return [
        entry("account", "bitwarden LoginApprovalScreen", {"title": t("log_in_requested"),
              "items": [
                  {"icon": t("close"), "rid": "CloseButton"},
                  {"text": t("are_you_trying_to_log_in")},
                  {"text": t("log_in_attempt_by_x_on_y", email, "vault.bitwarden.com")},
                  {"text": t("fingerprint_phrase")},
                  {"text": "alarm-button-cactus-daring-eagle", "rid": "FingerprintValueLabel"},
                  {"button": t("confirm_log_in"), "rid": "ConfirmLoginButton"},
                  {"button": t("deny_log_in"), "rid": "DenyLoginButton"}]},
              [(t("confirm_log_in"), True), (t("deny_log_in"), False)]),
        entry("leave", "bitwarden LeaveOrganizationScreen", {
            "title": t("leave_organization"), "items": [
                {"icon": t("back"), "rid": "CloseButton"},
                {"text": t("are_you_sure_you_want_to_leave_organization")},
                {"text": t("leave_organization_warning")},
                {"text": t("contact_your_admin_to_regain_access")},
                {"button": t("leave_organization_button", ORG)}]},
            [(t("leave_organization_button", ORG), True), (t("back"), False)]),
    ]  # fmt: skip

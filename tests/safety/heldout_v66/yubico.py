"""Yubico Authenticator's screens (``com.yubico.yubioath``, a Flutter app that keeps OATH
accounts, passkeys and fingerprints on a YubiKey), strings from ``l10n.<name>`` (read from
``lib/l10n/app_<language>.arb``). An account's issuer and name, its code and a fingerprint's
name are written the same in every language.

Read from the code (``lib``): ``widgets/basic_dialog.dart`` (``BasicDialog``: an
``AlertDialog`` with the app's own Cancel, then the dialog's actions);
``widgets/responsive_dialog.dart`` (``ResponsiveDialog``: on a phone a full-screen dialog
whose app bar holds a close icon, its tooltip Cancel, the title and the actions);
``app/views/fs_dialog.dart`` (``FsDialog``: a full-screen page titled "Manage" or "Menu",
with a Close button); ``oath/views/account_dialog.dart`` with ``account_helper.dart`` (an
account's page: its code, issuer and name, then "Copy to clipboard", "Pin account", which
only moves it to the top of the list, "Rename account", which opens the rename dialog, and
"Delete account", which only opens the confirmation); ``oath/views/delete_account_dialog.dart``
("Delete account?", whose Delete removes the account from the YubiKey);
``oath/views/rename_account_dialog.dart`` ("Rename account": issuer and name, Save, which
writes the new name to the key); ``oath/views/key_actions.dart`` with
``app/views/app_page.dart`` (the accounts' menu: "Add account" and "Manage password");
``oath/views/manage_password_dialog.dart`` ("Manage password": the current password with
"Remove password" and "Clear saved password", the new password and its confirmation, and
Save, which sets the new password on the key); ``home/views/key_actions.dart`` with
``app/views/reset_dialog.dart`` (the home menu's "Factory reset" opens "Factory reset": the
OATH, FIDO2 and PIV segments, which only choose the application, its warning, and Reset,
which resets the chosen application and deletes its data from the key);
``fido/views/credential_dialog.dart``, ``fingerprint_dialog.dart`` and ``actions.dart`` (a
passkey's page: "Delete passkey"; a fingerprint's page: "Rename fingerprint" and "Delete
fingerprint", each only opening its dialog); ``fido/views/delete_credential_dialog.dart``
("Delete passkey?", whose Delete deletes the passkey from the key) and
``delete_fingerprint_dialog.dart`` ("Delete fingerprint?", likewise);
``fido/views/key_actions.dart`` (the passkeys' menu: "Add fingerprint", "Change PIN" and
"Enterprise Attestation", each only opening its dialog); ``fido/views/pin_dialog.dart``
("Change PIN": the current PIN, the new one and its confirmation, Save, which sets the new
PIN on the key); ``fido/views/enterprise_attestation_dialog.dart`` ("Enable Enterprise
Attestation?", whose Enable turns it on, which only a FIDO factory reset undoes);
``piv/views/actions.dart`` (a PIV slot's page holding a certificate: "Generate key",
"Import file", "Export certificate" and "Delete certificate", which only opens the dialog,
or on a YubiKey 5.7 "Delete certificate/key"); ``piv/views/delete_certificate_dialog.dart``
("Delete certificate?", or "Delete certificate/key?" with the Certificate and "Private
key" chips, which only choose what goes; Delete deletes it from the slot);
``app/views/settings_page.dart`` ("Reset settings" opens "Reset settings?", whose Reset
restores the app's own settings to their defaults).
"""

from __future__ import annotations

from typing import Any

from screens import drawn_dialog, entry, page

ISSUER, NAME, CODE, FINGER = "GitHub", "octocat", "123 456", "Right thumb"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + password(t) + reset(t) + fido(t) + piv(t) + settings(t)


def cancel_and(t: Any, label: str, cancel: bool | None, submit: bool | None
               ) -> list[tuple[str, bool | None]]:  # fmt: skip
    """A ``BasicDialog``'s Cancel, then its action."""
    return [(t("s_cancel"), cancel), (label, submit)]


def full(t: Any, title: str, action: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``ResponsiveDialog`` on a phone: the close icon (its tooltip Cancel), the action
    in the app bar, then the body."""
    return page(title, [{"icon": t("s_cancel")}, {"button": action}, *items])


def accounts(t: Any) -> list[dict[str, Any]]:
    account = page(t("s_manage"), [
        {"text": CODE}, {"text": ISSUER}, {"text": NAME}, {"text": t("s_actions")},
        {"list": [
            {"row": t("l_copy_to_clipboard"), "secondary": t("l_copy_code_desc")},
            {"row": t("s_pin_account"), "secondary": t("l_pin_account_desc")},
            {"row": t("s_rename_account"), "secondary": t("l_rename_account_desc")},
            {"row": t("s_delete_account"), "secondary": t("l_delete_account_desc")}]},
        {"button": t("s_close")}])  # fmt: skip
    warning = ({"text": t("p_warning_disable_credential")},)
    where = "yubico DeleteAccountDialog"
    rename = full(t, t("s_rename_account"), t("s_save"), [
        {"text": t("p_rename_will_change_account_displayed")},
        {"field": t("s_issuer"), "text": ISSUER},
        {"field": t("s_account_name"), "text": NAME}])  # fmt: skip
    question = (t("q_delete_account"), t("p_warning_delete_account"))
    return [
        entry("opens-prompt", "yubico AccountDialog (an account's actions)", account,
              [(t("s_delete_account"), False)]),
        entry("reversible", "yubico AccountDialog (an account's actions)", account,
              [(t("s_pin_account"), False)]),
        entry("harmless", "yubico AccountDialog (an account's actions)", account,
              [(t("s_rename_account"), False)]),
        drawn_dialog("delete", where, t("s_manage"), *question,
                     cancel_and(t, t("s_delete"), None, True), warning),
        drawn_dialog("harmless", where, t("s_manage"), *question,
                     cancel_and(t, t("s_delete"), False, None), warning),
        entry("reversible", "yubico RenameAccountDialog", rename, [(t("s_save"), False)]),
    ]  # fmt: skip


def password(t: Any) -> list[dict[str, Any]]:
    menu = page(t("s_menu"), [
        {"text": t("s_setup")},
        {"list": [{"row": t("s_add_account"), "secondary": t("l_accounts_used", 3, 32)}]},
        {"text": t("s_manage")},
        {"list": [{"row": t("s_manage_password"), "secondary": t("l_password_protection")}]},
        {"button": t("s_close")}])  # fmt: skip
    manage = full(t, t("s_manage_password"), t("s_save"), [
        {"field": t("s_current_password"), "text": "••••••••"},
        {"button": t("s_remove_password")}, {"button": t("s_clear_saved_password")},
        {"field": t("s_new_password"), "text": "••••••••••"},
        {"text": t("p_new_password_requirements")},
        {"field": t("s_confirm_password"), "text": "••••••••••"}])  # fmt: skip
    where = "yubico ManagePasswordDialog"
    return [
        entry("harmless", "yubico OATH key actions (the accounts' menu)", menu,
              [(t("s_manage_password"), False)]),
        entry("revoke", f"{where} (a new password)", manage, [(t("s_save"), True)]),
        entry("reversible", f"{where} (the current password)", manage,
              [(t("s_remove_password"), False)]),
    ]  # fmt: skip


def reset(t: Any) -> list[dict[str, Any]]:
    home = page(t("s_menu"), [
        {"text": t("s_device")},
        {"list": [
            {"row": t("s_toggle_applications"), "secondary": t("l_toggle_applications_desc")},
            {"row": t("s_factory_reset"), "secondary": t("l_factory_reset_desc")}]},
        {"button": t("s_close")}])  # fmt: skip
    segments = [{"button": t(f"s_capability_{c}")} for c in ("oath", "fido2", "piv")]

    def dialog(warning: str, detail: str) -> dict[str, Any]:
        return full(t, t("s_factory_reset"), t("s_reset"), [
            *segments, {"text": t(warning)}, {"text": t(detail)}])  # fmt: skip

    none = dialog("p_factory_reset_an_app", "p_factory_reset_desc")
    oath = dialog("p_warning_factory_reset", "p_warning_disable_credentials")
    fido2 = dialog("p_warning_deletes_accounts", "p_warning_disable_accounts")
    piv = dialog("p_warning_piv_reset", "p_warning_piv_reset_desc")
    where = "yubico ResetDialog"
    return [
        entry("opens-prompt", "yubico home key actions (the home menu)", home,
              [(t("s_factory_reset"), False)]),
        entry("harmless", f"{where} (no application chosen)", none,
              [(t("s_capability_oath"), False)]),
        entry("reset", f"{where} (OATH chosen)", oath, [(t("s_reset"), True)]),
        entry("harmless", f"{where} (OATH chosen)", oath, [(t("s_cancel"), False)]),
        entry("reset", f"{where} (FIDO2 chosen)", fido2, [(t("s_reset"), True)]),
        entry("reset", f"{where} (PIV chosen)", piv, [(t("s_reset"), True)]),
    ]  # fmt: skip


def fido(t: Any) -> list[dict[str, Any]]:
    passkey = page(t("s_manage"), [
        {"text": "github.com"}, {"text": NAME}, {"text": t("s_actions")},
        {"list": [{"row": t("s_delete_passkey"), "secondary": t("l_delete_passkey_desc")}]},
        {"button": t("s_close")}])  # fmt: skip
    finger = page(t("s_manage"), [
        {"text": FINGER}, {"text": t("s_actions")},
        {"list": [
            {"row": t("s_rename_fp"), "secondary": t("l_rename_fp_desc")},
            {"row": t("s_delete_fingerprint"), "secondary": t("l_delete_fingerprint_desc")}]},
        {"button": t("s_close")}])  # fmt: skip
    menu = page(t("s_menu"), [
        {"text": t("s_setup")},
        {"list": [{"row": t("s_add_fingerprint"), "secondary": t("l_fingerprints_used", 1)}]},
        {"text": t("s_manage")},
        {"list": [
            {"row": t("s_change_pin"), "secondary": t("s_fido_pin_protection")},
            {"row": t("s_ep_attestation"), "secondary": t("s_disabled")}]},
        {"button": t("s_close")}])  # fmt: skip
    change = full(t, t("s_change_pin"), t("s_save"), [
        {"field": t("s_current_pin"), "text": "••••••"},
        {"field": t("s_new_pin"), "text": "••••••••"},
        {"field": t("s_confirm_pin"), "text": "••••••••"}])  # fmt: skip
    passkey_q = (t("q_delete_passkey"), t("p_warning_delete_passkey"))
    passkey_more = ({"text": t("p_warning_delete_passkey_desc")},
                    {"text": t("l_do_not_remove_yk_delete")})  # fmt: skip
    attest = (t("q_enable_ep_attestation"), t("p_enable_ep_attestation_desc"))
    attest_more = ({"text": t("p_enable_ep_attestation_disable_with_factory_reset")},)
    return [
        entry("opens-prompt", "yubico CredentialDialog (a passkey's actions)", passkey,
              [(t("s_delete_passkey"), False)]),
        drawn_dialog("delete", "yubico DeleteCredentialDialog", t("s_manage"), *passkey_q,
                     cancel_and(t, t("s_delete"), None, True), passkey_more),
        drawn_dialog("harmless", "yubico DeleteCredentialDialog", t("s_manage"), *passkey_q,
                     cancel_and(t, t("s_delete"), False, None), passkey_more),
        entry("opens-prompt", "yubico FingerprintDialog (a fingerprint's actions)", finger,
              [(t("s_delete_fingerprint"), False)]),
        drawn_dialog("delete", "yubico DeleteFingerprintDialog", t("s_manage"),
                     t("q_delete_fingerprint"), t("p_warning_delete_fingerprint"),
                     cancel_and(t, t("s_delete"), None, True)),
        entry("opens-prompt", "yubico FIDO key actions (the passkeys' menu)", menu,
              [(t("s_ep_attestation"), False)]),
        entry("revoke", "yubico FidoPinDialog (a new PIN)", change, [(t("s_save"), True)]),
        drawn_dialog("security", "yubico EnableEnterpriseAttestationDialog", t("s_menu"),
                     *attest, cancel_and(t, t("s_enable"), None, True), attest_more),
        drawn_dialog("harmless", "yubico EnableEnterpriseAttestationDialog", t("s_menu"),
                     *attest, cancel_and(t, t("s_enable"), False, None), attest_more),
    ]  # fmt: skip


def piv(t: Any) -> list[dict[str, Any]]:
    slot = t("s_slot_display_name", t("s_slot_9a"), "9a")
    rows = [("s_generate_key", "l_generate_desc"), ("l_import_file", "l_import_desc"),
            ("l_export_certificate", "l_export_certificate_desc"),
            ("l_delete_certificate", "l_delete_certificate_desc")]  # fmt: skip
    actions = page(t("s_manage"), [
        {"text": slot}, {"text": "CN=octocat"}, {"text": t("s_actions")},
        {"list": [{"row": t(a), "secondary": t(b)} for a, b in rows]},
        {"button": t("s_close")}])  # fmt: skip
    cert = (t("q_delete_certificate"), t("p_warning_delete_certificate"))
    cert_more = ({"text": t("p_delete_certificate_desc", slot)},)
    both = (t("q_delete_certificate_or_key"), t("p_warning_delete_certificate_and_key"))
    both_more = ({"text": t("p_delete_certificate_and_key_desc", slot)},
                 {"button": t("s_certificate")}, {"button": t("s_private_key")})  # fmt: skip
    where = "yubico DeleteCertificateDialog"
    return [
        entry("opens-prompt", "yubico SlotDialog (a PIV slot's actions)", actions,
              [(t("l_delete_certificate"), False)]),
        drawn_dialog("delete", f"{where} (a certificate)", t("s_manage"), *cert,
                     cancel_and(t, t("s_delete"), None, True), cert_more),
        drawn_dialog("harmless", f"{where} (a certificate)", t("s_manage"), *cert,
                     cancel_and(t, t("s_delete"), False, None), cert_more),
        drawn_dialog("delete", f"{where} (a certificate and its key, YubiKey 5.7)",
                     t("s_manage"), *both, cancel_and(t, t("s_delete"), None, True),
                     both_more),
        entry("harmless", f"{where} (a certificate and its key, YubiKey 5.7)",
              drawn_dialog("harmless", "", t("s_manage"), *both,
                           cancel_and(t, t("s_delete"), None, None), both_more)["screen"],
              [(t("s_private_key"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    page_ = page(
        t("s_settings"),
        [{"list": [{"row": t("s_reset_settings"), "secondary": t("l_reset_settings_desc")}]}],
    )
    where = "yubico settings_page _ConfirmResetDialog"
    question = (t("q_reset_settings"), t("p_reset_settings_confirmation_desc"))
    return [
        entry("opens-prompt", "yubico SettingsPage", page_, [(t("s_reset_settings"), False)]),
        drawn_dialog("reversible", where, t("s_settings"), *question,
                     cancel_and(t, t("s_reset"), None, False)),
        drawn_dialog("harmless", where, t("s_settings"), *question,
                     cancel_and(t, t("s_reset"), False, None)),
    ]  # fmt: skip

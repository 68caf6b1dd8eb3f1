"""Green's screens (``com.greenaddress.greenbits_android_wallet``, Blockstream's Bitcoin,
Liquid and Lightning wallet), strings from ``t(name)``, read from the Compose resources
(``compose/src/commonMain/composeResources/values*/strings.xml``); ``t("=text")`` is a text
the code writes in English in every language.

Read from the code (``compose/src/commonMain/kotlin/com/blockstream/compose``):
``models/overview/AccountOverviewViewModel.kt`` (an account's overflow: "Rename account",
which opens the rename sheet, and "Archive account", which hides the account at once,
``updateAccount(isHidden = true)``, and which ``screens/archived/ArchivedAccountsScreen.kt``'s
"Unarchive (N)" shows again); ``screens/settings/WalletSettingsScreen.kt`` (the wallet's
settings: Logout, test tag ``logout``, which logs out of the wallet, "Archived Accounts",
"Wallet details" and "Auto Logout Timeout", each opening a screen or a picker);
``views/WalletListItem.kt`` (a wallet's row: the "Rename wallet" and "Remove wallet" icons,
which only open the rename sheet and ``sheets/WalletDeleteBottomSheet.kt``: "Remove wallet",
the wallet's name, "Do you have the backup?" and a "Remove wallet" button, test tag
``remove_wallet``, whose first tap only arms it and whose second deletes the wallet from the
device, ``WalletDeleteViewModel.deleteWallet``); ``screens/send/SendAddressScreen.kt`` (Send:
the Recipient field, "Scan QR code", Paste and Next, which only go on to the amount);
``screens/send/SendConfirmScreen.kt`` with ``components/GreenConfirmButton.kt`` and
``components/SlideToUnlockMaterial.kt`` (Review: the "Add Note" icon, which opens the note
sheet, From, "Send To", Amount, "Network Fee", "Total Spent", and the "Slide to Send" track,
which signs and broadcasts the transaction); ``screens/lightning/LnUrlWithdrawScreen.kt``
(Withdraw: "You are redeeming funds from …", "Amount to Receive", Description and Redeem,
which withdraws the amount from the service into the wallet); ``dialogs/FeedbackDialog.kt``
("Give us your feedback", "Rate your experience", five rates, Email, Feedback, Cancel and
Send, which sends the feedback, ``SendFeedback``); ``screens/support/SupportScreen.kt``
("Contact Support": Email, Message, "Share Logs", the acknowledgement and Submit, which
sends the request); ``sheets/TwoFactorResetBottomSheet.kt`` ("2FA Reset in Progress": "Cancel
2FA Reset" and "Dispute Two-Factor Reset", which only open the two-factor setup screen that
asks for a code); ``sheets/WatchOnlySettingsCredentialsBottomSheet.kt`` ("Watch-only
credentials": Username, Password, Update and "Delete credentials", whose first tap only
arms it for three seconds and whose second deletes the credentials on the server,
``DeleteCredentials``); ``sheets/LightningNodeBottomSheet.kt`` ("Node Info": "Show Recovery
Phrase" and "Empty Lightning Account", which open screens, "Share Diagnostic Data" and
"Disable Lightning"). Green is a Compose app: its buttons have no platform ids, and
``Semantics.android.kt`` shows its test tags as resource ids.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu, sheet

WALLET, ACCOUNT, OTHER = "My Wallet", "Savings", "Spending"
ADDRESS, SERVICE = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "lnurl.example.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + wallets(t) + send(t) + support(t) + security(t)


def accounts(t: Any) -> list[dict[str, Any]]:
    overflow = [t("id_rename_account"), t("id_archive_account")]
    where = "green AccountOverviewViewModel (an account's overflow)"
    archived = {"title": t("id_archived_accounts"), "items": [
        {"text": WALLET}, {"list": [{"switch": OTHER}]},
        {"button": f"{t('id_unarchive')} (1)"}]}  # fmt: skip
    rows = [{"row": t("id_logout"), "rid": "logout"},
            {"row": t("id_archived_accounts"), "rid": "archived_accounts"},
            {"row": t("id_wallet_details"), "rid": "wallet_details"},
            {"row": t("id_auto_logout_timeout"), "rid": "autologout_timeout",
             "secondary": f"5 {t('id_minute')}"}]  # fmt: skip
    settings = {"title": t("id_settings"), "items": [{"list": rows}]}
    return [
        menu("harmless", where, ACCOUNT, overflow, [(t("id_rename_account"), False)]),
        menu("reversible", where, ACCOUNT, overflow, [(t("id_archive_account"), False)]),
        entry("reversible", "green ArchivedAccountsScreen (one account selected)", archived,
              [(f"{t('id_unarchive')} (1)", False)]),
        entry("harmless", "green WalletSettingsScreen", settings,
              [(t("id_logout"), False), (t("id_archived_accounts"), False)]),
    ]  # fmt: skip


def wallets(t: Any) -> list[dict[str, Any]]:
    row = {"title": t("id_wallets"), "items": [{"list": [
        {"text": WALLET}, {"icon": t("=Rename wallet"), "rid": "rename_wallet_1"},
        {"icon": t("=Remove wallet"), "rid": "remove_wallet_1"}]}]}  # fmt: skip
    body = [{"text": t("id_do_you_have_the_backup")},
            {"text": t("id_be_sure_your_recovery_phrase_is")},
            {"button": t("id_remove_wallet"), "rid": "remove_wallet"}]  # fmt: skip
    return [
        entry("opens-prompt", "green WalletListItem (a wallet's row)", row,
              [(t("=Remove wallet"), False)]),
        sheet("delete", "green WalletDeleteBottomSheet (the armed Remove wallet)",
              t("id_wallets"), t("id_remove_wallet"), WALLET, body,
              [("remove_wallet", True)]),
    ]  # fmt: skip


def send(t: Any) -> list[dict[str, Any]]:
    address = {"title": t("id_send"), "items": [
        {"text": WALLET}, {"field": t("id_recipient"), "text": t("id_enter_an_address_or_invoice")},
        {"button": t("id_scan_qr_code")}, {"button": t("id_paste")},
        {"button": t("id_next")}]}  # fmt: skip
    review = {"title": t("id_review"), "items": [
        {"icon": t("id_add_note")}, {"text": t("id_from")}, {"text": ACCOUNT},
        {"text": t("id_send_to")}, {"text": ADDRESS}, {"text": t("id_amount")},
        {"text": "0.0015 BTC"}, {"text": t("id_network_fee")}, {"text": "0.00001 BTC"},
        {"text": t("id_total_spent")}, {"text": "0.00151 BTC"},
        {"button": t("id_slide_to_send")}]}  # fmt: skip
    withdraw = {"title": t("id_withdraw"), "items": [
        {"text": t("id_you_are_redeeming_funds_from_s", SERVICE)},
        {"text": t("id_amount_to_receive")}, {"field": "21000 sats"},
        {"text": t("id_description")}, {"text": "Faucet payout"},
        {"button": t("id_redeem")}]}  # fmt: skip
    where = "green SendConfirmScreen (Review)"
    return [
        entry("harmless", "green SendAddressScreen", address,
              [(t("id_next"), False), (t("id_paste"), False)]),
        entry("payment", where, review, [(t("id_slide_to_send"), True)]),
        entry("harmless", where, review, [(t("id_add_note"), False)]),
        entry("transfer", "green LnUrlWithdrawScreen", withdraw, [(t("id_redeem"), True)]),
    ]  # fmt: skip


def support(t: Any) -> list[dict[str, Any]]:
    rates = tuple({"button": str(n)} for n in range(1, 6))
    fields = ({"field": t("id_email"), "secondary": t("id_optional")},
              {"field": t("id_feedback")})  # fmt: skip
    form = {"title": t("id_contact_support"), "items": [
        {"text": t("id_please_be_as_detailed_as_possible")}, {"field": t("id_email")},
        {"field": t("id_message")}, {"switch": t("id_share_logs")},
        {"switch": t("id_i_understand_that_asking_for")},
        {"button": t("id_submit")}]}  # fmt: skip
    return [
        compose_dialog("send", "green FeedbackDialog", t("id_about"),
                       t("id_give_us_your_feedback"), t("id_rate_your_experience"),
                       [(t("id_cancel"), False), (t("id_send"), True)], (*rates, *fields)),
        entry("send", "green SupportScreen", form, [(t("id_submit"), True)]),
    ]  # fmt: skip


def security(t: Any) -> list[dict[str, Any]]:
    reset = [{"text": t("id_your_wallet_is_locked_for_a", 300)},
             {"text": t("id_the_waiting_period_is_necessary")},
             {"text": t("id_how_to_stop_this_reset")},
             {"text": t("id_if_you_have_access_to_a", 300)},
             {"button": t("id_cancel_2fa_reset")},
             {"text": t("id_permanently_block_this_wallet")},
             {"text": t("id_if_you_did_not_request_the")},
             {"button": t("id_dispute_twofactor_reset")}]  # fmt: skip
    credentials = [{"text": t("id_allows_you_to_quickly_check")},
                   {"field": t("id_username"), "text": "watcher01"},
                   {"field": t("id_password")}, {"button": t("id_update")},
                   {"button": t("id_delete_credentials")}]  # fmt: skip
    node = [{"button": t("id_show_recovery_phrase")},
            {"button": t("id_empty_lightning_account")},
            {"button": t("id_share_diagnostic_data")},
            {"button": t("id_disable_lightning")}]  # fmt: skip
    return [
        sheet("opens-prompt", "green TwoFactorResetBottomSheet", WALLET,
              t("id_2fa_reset_in_progress"), None, reset,
              [(t("id_cancel_2fa_reset"), False), (t("id_dispute_twofactor_reset"), False)]),
        sheet("revoke", "green WatchOnlySettingsCredentialsBottomSheet (the armed Delete)",
              t("id_wallet_details"), t("id_watchonly_credentials"), t("id_multisig"),
              credentials, [(t("id_delete_credentials"), True)]),
        sheet("harmless", "green LightningNodeBottomSheet", t("id_lightning"),
              t("id_node_info"), None, node,
              [(t("id_show_recovery_phrase"), False),
               (t("id_empty_lightning_account"), False)]),
    ]  # fmt: skip

"""Misty Breez's screens (``com.breez.misty``, a Lightning wallet over the Liquid network that
pays Lightning invoices, Lightning addresses and Bitcoin addresses, with refunds of failed
swaps and Nostr Wallet Connect), strings from ``texts().name`` (the ``breez_translations``
package: ``lib/app_<language>.arb`` of Breez-Translations). The amounts, the payee's
domain, the Bitcoin address and the names of a connection and a Lightning address are
written the same in every language; the Nostr Wallet Connect page's own words are English
in the code, so in every language.

Read from the code (``lib``): ``routes/send_payment/lightning/ln_invoice_payment_page.dart``
("Send Payment": the amount, fee and description, then SEND, which returns the prepared
payment to ``handlers/input_handler/src/input_handler.dart``, which pays it at once under a
processing sheet; RETRY when the limits could not be fetched, which fetches them again);
``routes/send_payment/lnurl/lnurl_payment_page.dart`` ("Pay to ...": the amount, "Use All
Funds" and the comment, then NEXT, which only opens the same page as a confirmation, whose
SEND pays); ``routes/send_payment/liquid/liquid_address_payment_page.dart`` (the same for a
Liquid address); ``routes/send_payment/chainswap/send_chainswap_form.dart`` ("Send to BTC
Address": the address, the amount, "Use All Funds" and NEXT, which opens "Choose Processing
Speed") with ``send_chainswap_confirmation_page.dart``, ``widgets/fee/fee_chooser`` (Economy,
Regular, Priority) and ``widgets/send_chainswap_button.dart`` (CONFIRM pays on chain);
``routes/refund/pages/get_refund/widgets/refund_item_card/refund_item_card_action.dart``
(CONTINUE opens the refund's page) with ``refund_confirmation/widgets/
refund_confirmation_button.dart`` (CONFIRM broadcasts the refund); ``widgets/
error_dialog.dart`` (``promptAreYouSure``: the title, the body, NO and YES) with
``routes/home/home_page.dart`` ("Exit Breez": YES closes the app),
``routes/receive_payment/widgets/destination_widget/widgets/
update_ln_address_username_bottom_sheet.dart`` ("Customize Address:", the username and
DONE, which opens "Confirm Username Change", whose YES releases the old address for good and
takes the new one) and ``routes/nwc/pages/nwc_connection_detail_page.dart`` ("Connection
Details": "Delete connection", which only opens "Delete Connection", whose YES deletes the
connection, so the app that held it can no longer reach the wallet);
``routes/home/widgets/enable_backup_dialog.dart`` ("Backup": LATER and BACKUP NOW);
``routes/security/widgets/security_settings`` ("Deactivate PIN", a switch that turns the PIN
off, "Change PIN", which opens the PIN pad).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

AMOUNT, FEE, TOTAL = "10,000 sats", "+36 sats", "10,036 sats"
DOMAIN, ADDRESS = "stacker.news", "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
USER, CONNECTION = "satoshi", "Amethyst"


def screens(t: Any) -> list[dict[str, Any]]:
    return lightning(t) + onchain(t) + prompts(t) + settings(t)


def invoice(t: Any, button: str) -> dict[str, Any]:
    """``LnPaymentPage`` with its bottom bar's one button."""
    return page(t("ln_payment_send_payment_title"), [
        {"text": TOTAL}, {"text": t("ln_payment_amount_label")}, {"text": AMOUNT},
        {"text": t("ln_payment_fee_label")}, {"text": FEE},
        {"text": t("ln_payment_description_label")}, {"text": "Coffee"},
        {"button": t(button)}])  # fmt: skip


def lnurl(t: Any, title: str, button: str, confirming: bool) -> dict[str, Any]:
    """A pay page's form (an LNURL or a Liquid address), or its confirmation."""
    form = [{"field": t("ln_payment_amount_label"), "text": AMOUNT},
            {"switch": t("withdraw_funds_use_all_funds")},
            {"field": t("lnurl_payment_page_comment"), "text": ""}]  # fmt: skip
    shown = [{"text": t("ln_payment_amount_label")}, {"text": AMOUNT},
             {"text": t("ln_payment_fee_label")}, {"text": FEE}]  # fmt: skip
    return page(title, [*(shown if confirming else form), {"button": t(button)}])


def lightning(t: Any) -> list[dict[str, Any]]:
    pay_to = t("lnurl_fetch_invoice_pay_to_payee", DOMAIN)
    liquid = t("ln_payment_send_payment_title")
    where = "breez LnUrlPaymentPage"
    address = "breez LiquidAddressPaymentPage"
    return [
        entry("payment", "breez LnPaymentPage (a Lightning invoice)",
              invoice(t, "ln_payment_action_send"), [(t("ln_payment_action_send"), True)]),
        entry("payment", "breez LnOfferPaymentPage (a BOLT12 offer with a fixed amount)",
              invoice(t, "ln_payment_action_send"), [(t("ln_payment_action_send"), True)]),
        entry("harmless", "breez LnPaymentPage (the limits not fetched)",
              invoice(t, "ln_payment_action_retry"), [(t("ln_payment_action_retry"), False)]),
        entry("opens-prompt", f"{where} (the form)",
              lnurl(t, pay_to, "lnurl_payment_page_action_next", False),
              [(t("lnurl_payment_page_action_next"), False)]),
        entry("reversible", f"{where} (the form)",
              lnurl(t, pay_to, "lnurl_payment_page_action_next", False),
              [(t("withdraw_funds_use_all_funds"), False)]),
        entry("payment", f"{where} (the confirmation)",
              lnurl(t, pay_to, "ln_payment_action_send", True),
              [(t("ln_payment_action_send"), True)]),
        entry("opens-prompt", f"{address} (the form)",
              lnurl(t, liquid, "lnurl_payment_page_action_next", False),
              [(t("lnurl_payment_page_action_next"), False)]),
        entry("payment", f"{address} (the confirmation)",
              lnurl(t, liquid, "ln_payment_action_send", True),
              [(t("ln_payment_action_send"), True)]),
    ]  # fmt: skip


def speed(t: Any) -> dict[str, Any]:
    """ "Choose Processing Speed": the fee options, the breakdown and CONFIRM."""
    return page(t("sweep_all_coins_speed"), [
        {"button": t("fee_chooser_option_economy")},
        {"button": t("fee_chooser_option_regular")},
        {"button": t("fee_chooser_option_priority")},
        {"text": t("sweep_all_coins_label_send")}, {"text": AMOUNT},
        {"text": t("sweep_all_coins_label_transaction_fee")}, {"text": "-1,450 sats"},
        {"text": t("sweep_all_coins_label_receive")}, {"text": "8,550 sats"},
        {"button": t("sweep_all_coins_action_confirm")}])  # fmt: skip


def onchain(t: Any) -> list[dict[str, Any]]:
    form = page(t("reverse_swap_title"), [
        {"field": t("withdraw_funds_btc_address"), "text": ADDRESS},
        {"field": t("ln_payment_amount_label"), "text": AMOUNT},
        {"switch": t("withdraw_funds_use_all_funds")},
        {"button": t("withdraw_funds_action_next")}])  # fmt: skip
    refunds = page(t("get_refund_title"), [
        {"text": t("get_refund_amount", AMOUNT)},
        {"button": t("get_refund_action_continue")}])  # fmt: skip
    confirm = t("sweep_all_coins_action_confirm")
    return [
        entry("opens-prompt", "breez SendChainSwapFormPage", form,
              [(t("withdraw_funds_action_next"), False)]),
        entry("reversible", "breez SendChainSwapConfirmationPage (FeeChooser)", speed(t),
              [(t("fee_chooser_option_priority"), False)]),
        entry("payment", "breez SendChainSwapConfirmationPage (SendChainSwapButton)",
              speed(t), [(confirm, True)]),
        entry("opens-prompt", "breez GetRefundPage (RefundItemCardAction)", refunds,
              [(t("get_refund_action_continue"), False)]),
        entry("payment", "breez RefundConfirmationPage (RefundConfirmationButton)", speed(t),
              [(confirm, True)]),
    ]  # fmt: skip


def no_yes(t: Any, no: bool | None, yes: bool | None) -> list[tuple[str, bool | None]]:
    """``promptAreYouSure``'s NO, then YES."""
    return [(t("error_dialog_default_action_no"), no), (t("error_dialog_default_action_yes"), yes)]


def prompts(t: Any) -> list[dict[str, Any]]:
    home = "Misty Breez"
    sheet = "breez UpdateLnAddressUsernameBottomSheet"
    message = t("update_ln_address_username_confirmation_message", USER, "breez.tips")
    username = (t("update_ln_address_username_confirmation_title"), message)
    customize = {"title": home, "dialog": {"title": f"{t('update_ln_address_username_title')}:"},
                 "items": [{"field": t("update_ln_address_username_label"), "text": "nakamoto"},
                           {"text": "@breez.tips"},
                           {"button": t("currency_converter_dialog_action_done")}]}  # fmt: skip
    details = page("Connection Details", [
        {"icon": "Delete connection"}, {"text": CONNECTION}, {"icon": "Edit"}])  # fmt: skip
    delete = ("Delete Connection", f'Are you sure you want to delete "{CONNECTION}"?')
    nwc = "breez NwcConnectionDetailPage"
    return [
        popup("harmless", "breez HomePage (back on the home page)", home,
              t("close_popup_title"), t("close_popup_message"), no_yes(t, None, False)),
        entry("opens-prompt", sheet, customize,
              [(t("currency_converter_dialog_action_done"), False)]),
        popup("revoke", f"{sheet} (promptAreYouSure)", home, *username,
              no_yes(t, None, True)),
        popup("harmless", f"{sheet} (promptAreYouSure)", home, *username,
              no_yes(t, False, None)),
        entry("opens-prompt", nwc, details, [("Delete connection", False)]),
        popup("revoke", f"{nwc} (promptAreYouSure)", "Connection Details", *delete,
              no_yes(t, None, True)),
        popup("harmless", f"{nwc} (promptAreYouSure)", "Connection Details", *delete,
              no_yes(t, False, None)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    security = page(t("security_and_backup_title"), [
        {"switch": t("security_and_backup_pin_option_deactivate")},
        {"row": t("security_and_backup_change_pin")},
        {"switch": t("security_and_backup_enable_biometric_option_fingerprint")},
        {"row": t("security_and_backup_lock_automatically")},
        {"row": t("mnemonics_confirmation_display_backup_phrase")}])  # fmt: skip
    backup = (t("backup_dialog_title"), t("backup_dialog_message_default"))
    buttons = [
        (t("backup_dialog_option_cancel"), None),
        (t("backup_dialog_option_ok_default"), False),
    ]
    return [
        entry("reversible", "breez SecurityPinManagement", security,
              [(t("security_and_backup_pin_option_deactivate"), False)]),
        entry("harmless", "breez SecurityPinManagement", security,
              [(t("security_and_backup_change_pin"), False)]),
        popup("harmless", "breez EnableBackupDialog", "Misty Breez", *backup, buttons),
    ]  # fmt: skip

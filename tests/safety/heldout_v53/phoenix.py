"""Phoenix's screens (``fr.acinq.phoenix``, ACINQ's self-custodial Lightning wallet),
strings from ``t(name)`` read from ``strings.xml`` and ``important_strings.xml``. Phoenix
has no Chinese, Japanese, Korean or Russian translation, so those screens are English; its
Spanish ``strings.xml`` holds no strings, so only the strings of ``important_strings.xml``
are Spanish there.

Read from the code (``phoenix-android/src/main/kotlin/fr/acinq/phoenix/android``), a Compose
app whose buttons carry no ids: ``home/HomeTopAndBottom.kt`` (the home screen's Receive and
Send buttons, which open those screens); ``settings/SettingsMenuView.kt`` (the settings
list, each row opening its screen: "Delete wallet", "Close channels" and "Force-close
channels" among them); ``components/buttons/SmartSpendButton.kt`` (the button that spends:
with no spending PIN set, as a new wallet has none, a tap spends at once);
``payments/send/bolt11/SendToBolt11.kt`` (an invoice: amount, description, "Send to", fee
and Pay, a ``SmartSpendButton`` that pays the invoice); ``payments/send/lnurl/
LnurlPayView.kt`` ("Served by", the description, "Attach a message", which opens a dialog,
and Pay, which pays); ``payments/send/lnurl/LnurlWithdrawView.kt`` ("You can redeem funds
from …", Redeem, which asks the service to pay the wallet's invoice);
``payments/send/spliceout/SpliceOutView.kt`` (an on-chain payment: "Prepare transaction",
which only estimates the fee; then "Miner fee", Total and Pay, which, while the
channel-size disclaimer is still to be shown, as it is until dismissed, only opens the
sheet; the sheet's "Low feerate!" page, whose "I understand." turns to the next page, and
its "Channel size impacted" page with "Don't show this message again.", "Confirm & Pay",
which pays, and Cancel); ``settings/MutualCloseView.kt`` ("Drain my wallet": the address
field and "Review closing", which opens "Confirm closing", whose Confirm closes every
channel and sends all funds to the address, and Cancel); ``settings/ForceCloseView.kt``
("Force-close all my channels", which opens "Confirm force-closing", whose Confirm closes the
channels unilaterally); ``settings/reset/ResetWallet.kt`` ("Save payments history", which
opens the export screen, Review, which opens "Confirm wallet deletion": the balances, two
checkboxes, and "Delete wallet", which deletes the wallet's seed, databases and
preferences); ``components/contact/ContactDetailsView.kt`` with ``components/dialogs/
ConfirmDialog.kt`` (a contact: its name, "Send a payment", which opens the send screen, "Pay
with your Bolt12 key", a switch, its addresses, Delete, which opens "Do you want to delete
this contact?" with Cancel and Confirm, which deletes it, and Save; an address's Delete opens
"Do you want to delete this address?"); ``payments/send/liquidity/RequestLiquidityView.kt``
("Estimate liquidity cost", which only estimates, Review, which opens a sheet with "I
understand.", Confirm, which buys the liquidity, and Cancel); ``payments/send/cpfp/
CpfpView.kt`` ("Prepare payment", which estimates, then "Execute payment", which pays the
miners to speed up the channel's transactions); ``payments/receive/ReceiveLightningView.kt``
(Copy and Share of the invoice).
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry

CONTACT, ADDRESS = "Alice", "alice@example.org"
ONCHAIN = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + send(t) + onchain(t) + closing(t) + reset(t) + contacts(t) + extra(t)


def page(title: str, *items: dict[str, Any]) -> dict[str, Any]:
    return {"title": title, "items": list(items)}


def home(t: Any) -> list[dict[str, Any]]:
    main = page("Phoenix", {"text": "120,000 sat"}, {"button": t("home_request_liquidity")},
                {"button": t("home_faq_button")}, {"icon": t("menu_settings")},
                {"button": t("menu_receive")}, {"button": t("menu_send")})  # fmt: skip
    rows = [{"text": t("settings_general_title")}, {"row": t("settings_about")},
            {"row": t("settings_display_prefs")}, {"row": t("settings_payment_history")},
            {"row": t("settings_contacts")}, {"text": t("settings_security_title")},
            {"row": t("settings_display_seed")}, {"row": t("settings_tor")},
            {"text": t("settings_danger_title")}, {"row": t("settings_mutual_close")},
            {"row": t("settings_reset_wallet")}, {"row": t("settings_force_close")}]  # fmt: skip
    settings = page(t("menu_settings"), {"list": rows})
    where = "phoenix SettingsMenuView (the settings list)"
    return [
        entry("harmless", "phoenix HomeTopAndBottom (the home screen)", main,
              [(t("menu_send"), False), (t("menu_receive"), False)]),
        entry("opens-prompt", where, settings,
              [(t("settings_reset_wallet"), False), (t("settings_mutual_close"), False),
               (t("settings_force_close"), False)]),
        entry("harmless", where, settings,
              [(t("settings_payment_history"), False), (t("settings_contacts"), False)]),
    ]  # fmt: skip


def send(t: Any) -> list[dict[str, Any]]:
    invoice = page(t("menu_send"), {"field": "21,000"},
                   {"text": t("send_description_label")}, {"text": "Coffee beans, 1 kg"},
                   {"text": t("send_destination_label")}, {"text": "03864e…f4a2"},
                   {"text": t("send_trampoline_fee_label")}, {"text": "4 sat"},
                   {"button": t("send_pay_button")})  # fmt: skip
    lnurl = page(t("menu_send"), {"field": "5,000"}, {"text": t("lnurl_pay_domain")},
                 {"text": "roastery.example"}, {"text": t("lnurl_pay_meta_description")},
                 {"text": "Tip the roastery"}, {"button": t("lnurl_pay_comment_add_button")},
                 {"button": t("send_pay_button")})  # fmt: skip
    withdraw = page(t("menu_send"), {"text": t("lnurl_withdraw_header", "faucet.example")},
                    {"field": "10,000"}, {"text": t("lnurl_pay_meta_description")},
                    {"text": "Weekly reward"},
                    {"button": t("lnurl_withdraw_confirm_button")})  # fmt: skip
    return [
        entry("payment", "phoenix SendToBolt11View (an invoice)", invoice,
              [(t("send_pay_button"), True)]),
        entry("payment", "phoenix LnurlPayView", lnurl, [(t("send_pay_button"), True)]),
        entry("harmless", "phoenix LnurlPayView (its message)", lnurl,
              [(t("lnurl_pay_comment_add_button"), False)]),
        entry("payment", "phoenix LnurlWithdrawView", withdraw,
              [(t("lnurl_withdraw_confirm_button"), True)]),
    ]  # fmt: skip


def onchain(t: Any) -> list[dict[str, Any]]:
    base = (
        {"field": "200,000"},
        {"text": t("send_spliceout_feerate_label")},
        {"field": "3"},
        {"text": t("send_spliceout_address_label")},
        {"text": ONCHAIN},
    )
    prepare = page(t("menu_send"), *base, {"button": t("send_spliceout_prepare_button")})
    ready = page(t("menu_send"), *base, {"text": t("send_spliceout_complete_recap_fee")},
                 {"text": "423 sat"}, {"text": t("send_spliceout_complete_recap_total")},
                 {"text": "200,423 sat"}, {"button": t("send_pay_button")})  # fmt: skip
    where = "phoenix SpliceOutView.ReviewSpliceOutAndConfirm (the sheet)"
    disclaimer = ({"switch": t("spliceout_capacity_disclaimer_checkbox")},)
    low = ({"text": t("spliceout_low_feerate_dialog_body2")},)
    return [
        entry("harmless", "phoenix SendSpliceOutView (an address and amount)", prepare,
              [(t("send_spliceout_prepare_button"), False)]),
        entry("opens-prompt", "phoenix SendSpliceOutView (the fee prepared)", ready,
              [(t("send_pay_button"), False)]),
        compose_dialog("harmless", f"{where}, its low-feerate page", t("menu_send"),
                       t("spliceout_low_feerate_dialog_title"),
                       t("spliceout_low_feerate_dialog_body1"),
                       [(t("utils_ack"), False), (t("btn_cancel"), False)], low),
        compose_dialog("payment", f"{where}, its last page", t("menu_send"),
                       t("spliceout_capacity_disclaimer_title"),
                       t("spliceout_capacity_disclaimer_body1"),
                       [(t("send_confirm_pay_button"), True), (t("btn_cancel"), False)],
                       disclaimer),
    ]  # fmt: skip


def closing(t: Any) -> list[dict[str, Any]]:
    drain = page(t("mutualclose_title"), {"text": t("mutualclose_balance", "120,000 sat", "$108")},
                 {"text": t("mutualclose_input_instructions")},
                 {"text": t("mutualclose_input_label")}, {"field": ONCHAIN},
                 {"text": t("send_spliceout_feerate_label")}, {"field": "3"},
                 {"button": t("mutualclose_button")})  # fmt: skip
    force = page(t("forceclose_title"), {"text": t("forceclose_instructions")},
                 {"text": t("forceclose_address_label")}, {"text": ONCHAIN},
                 {"button": t("forceclose_button")})  # fmt: skip
    confirm = [(t("btn_confirm"), True), (t("btn_cancel"), False)]
    fee = ({"text": ONCHAIN}, {"text": t("mutualclose_confirm_fee")}, {"text": "≈ 612 sat."})
    return [
        entry("opens-prompt", "phoenix MutualCloseView", drain,
              [(t("mutualclose_button"), False)]),
        compose_dialog("payment", "phoenix MutualCloseView (its confirmation)",
                       t("mutualclose_title"), t("mutualclose_confirm_title"),
                       t("mutualclose_confirm_details"), confirm, fee),
        entry("opens-prompt", "phoenix ForceCloseView", force,
              [(t("forceclose_button"), False)]),
        compose_dialog("payment", "phoenix ForceCloseView (its confirmation)",
                       t("forceclose_title"), t("forceclose_confirm_title"),
                       t("forceclose_confirm_details"), confirm),
    ]  # fmt: skip


def reset(t: Any) -> list[dict[str, Any]]:
    init = page(t("reset_wallet_title"), {"text": t("reset_wallet_instructions_header")},
                {"text": t("reset_wallet_instructions_details")},
                {"button": t("reset_wallet_payments_history_button")},
                {"button": t("reset_wallet_review_button")})  # fmt: skip
    review = page(t("reset_wallet_confirm_title"), {"text": t("reset_wallet_confirm_header")},
                  {"text": t("reset_wallet_confirm_details")},
                  {"text": t("reset_wallet_confirm_details2")},
                  {"text": t("reset_wallet_confirm_seed_balance")},
                  {"row": t("walletinfo_lightning"), "secondary": "120,000 sat"},
                  {"row": t("walletinfo_onchain_swapin"), "secondary": "0 sat"},
                  {"row": t("walletinfo_onchain_final"), "secondary": "0 sat"},
                  {"switch": t("displayseed_backup_checkbox")},
                  {"switch": t("reset_wallet_confirm_seed_disclaimer")},
                  {"button": t("reset_wallet_confirm_button")})  # fmt: skip
    where = "phoenix ResetWallet.ReviewWalletBeforeDeletion"
    return [
        entry("opens-prompt", "phoenix ResetWallet.InitReset", init,
              [(t("reset_wallet_review_button"), False)]),
        entry("harmless", "phoenix ResetWallet.InitReset", init,
              [(t("reset_wallet_payments_history_button"), False)]),
        entry("delete", where, review, [(t("reset_wallet_confirm_button"), True)]),
        entry("harmless", f"{where}, its checkboxes", review,
              [(t("displayseed_backup_checkbox"), False),
               (t("reset_wallet_confirm_seed_disclaimer"), False)]),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    details = page(t("settings_contacts"), {"field": CONTACT},
                   {"button": t("contact_pay_button")},
                   {"switch": t("contact_offer_key_title")},
                   {"text": t("contact_codes_list")}, {"list": [{"text": ADDRESS}]},
                   {"button": t("contact_codes_add_new_short")},
                   {"button": t("btn_delete")}, {"button": t("btn_save")})  # fmt: skip
    where = "phoenix ContactDetailsView (a contact)"
    confirm = [(t("btn_cancel"), False), (t("btn_confirm"), True)]
    return [
        entry("opens-prompt", where, details, [(t("btn_delete"), False)]),
        entry("harmless", where, details, [(t("contact_pay_button"), False)]),
        compose_dialog("delete", "phoenix ContactDetailsView (delete the contact)",
                       t("settings_contacts"), None, t("contact_delete_contact_confirm"),
                       confirm),
        compose_dialog("delete", "phoenix ContactOfferDetailDialog (delete an address)",
                       t("settings_contacts"), None, t("contact_delete_code_confirm"),
                       confirm),
    ]  # fmt: skip


def extra(t: Any) -> list[dict[str, Any]]:
    title = t("settings_add_liquidity")
    amount = ({"text": t("liquidityads_header")}, {"text": t("liquidityads_amount_label")},
              {"field": "1,000,000"})  # fmt: skip
    estimate = page(title, *amount, {"button": t("liquidityads_estimate_button")})
    review = page(
        title,
        *amount,
        {"text": t("send_spliceout_complete_recap_total")},
        {"text": "11,240 sat"},
        {"button": t("liquidityads_review_button")},
    )
    sheet = ({"text": t("liquidityads_disclaimer_body2")}, {"switch": t("utils_ack")})
    cpfp = t("paymentdetails_desc_cpfp")
    prepare = page(
        cpfp,
        {"text": t("cpfp_feerate_label")},
        {"field": "12"},
        {"button": t("cpfp_prepare_button")},
    )
    execute = page(cpfp, {"text": t("cpfp_feerate_label")}, {"field": "12"},
                   {"text": t("cpfp_estimation", "2,310 sat")},
                   {"button": t("cpfp_execute_button")})  # fmt: skip
    receive = page(t("menu_receive"), {"text": t("receive_label_lightning")},
                   {"button": t("receive_lightning_switch_bolt11")},
                   {"button": t("receive_lightning_switch_bolt12")},
                   {"button": t("btn_copy")}, {"button": t("btn_share")})  # fmt: skip
    where = "phoenix RequestLiquidityView"
    return [
        entry("harmless", f"{where} (an amount)", estimate,
              [(t("liquidityads_estimate_button"), False)]),
        entry("opens-prompt", f"{where} (the cost estimated)", review,
              [(t("liquidityads_review_button"), False)]),
        compose_dialog("payment", f"{where}.ReviewLiquidityRequest (the sheet)", title, None,
                       t("liquidityads_disclaimer_body1"),
                       [(t("btn_confirm"), True), (t("btn_cancel"), False)], sheet),
        entry("harmless", "phoenix CpfpView (a feerate)", prepare,
              [(t("cpfp_prepare_button"), False)]),
        entry("payment", "phoenix CpfpView (the fee estimated)", execute,
              [(t("cpfp_execute_button"), True)]),
        entry("harmless", "phoenix ReceiveLightningView", receive,
              [(t("btn_copy"), False), (t("btn_share"), False)]),
    ]  # fmt: skip

"""BlueWallet's screens (``io.bluewallet.bluewallet``, a Bitcoin and Lightning wallet),
strings from ``t("section.name")`` (``loc/<language>.json``).

Read from the code: ``screen/send/SendDetails.tsx`` (the Send screen: the address field,
``AddressInput``, the amount, ``BitcoinAmountInput`` with the ``changeAmountUnitButton``
icon, the note field, the fee button ``chooseFee``, which opens ``screen/SelectFeeScreen.tsx``,
whose rows set the fee and go back, and Next, ``CreateTransactionButton``, which builds and
signs the transaction and opens Confirm; the header menu's entries from
``typings/CommonToolTipActions.ts``: "Add Recipient", "Use Full Balance", which opens its
question (``onUseAllPressed``, ``screen/ActionSheet.ts``: an ``Alert`` with Cancel and OK,
OK setting the amount to the whole balance), "Allow Fee Bump", a check, and "Coin Control";
``handleRemoveAllRecipients``, "Recipients", Cancel and OK, which clears the form; and
``askCosignThisTransaction``, "Co-sign this transaction?", No and Yes, which signs the PSBT
on the device and opens the multisig screen); ``screen/send/Confirm.tsx`` (Confirm: the
amount, the address, the fee, "Send now", which broadcasts the transaction
(``handleSendTransaction``, ``broadcastTx``), the header's Details,
``TransactionDetailsButton``, which opens the transaction's details, and, for a payjoin
address, the ``PayjoinSwitch``); ``screen/transactions/TransactionStatus.tsx`` (a pending
outgoing transaction: "Speed Up" and Cancel open ``RBFBumpFee`` and ``RBFCancel``; a pending
incoming one: "Speed Up" opens ``CPFP``; for a watch-only wallet not yet used with a
hardware wallet, the question with OK, which turns that setting on and opens the screen, and
Cancel); ``screen/transactions/CPFP.js`` with ``RBFBumpFee.js`` and ``RBFCancel.js`` (stage
one: the explanation, the fee suggestions of ``components/ReplaceFeeSuggestions.tsx`` and
Create, which signs the new transaction and shows it; stage two: its hex, "Copy and
broadcast later", "Verify on coinb.in", which opens the browser, and "Send now", which
broadcasts it, ``broadcast``); ``screen/send/Broadcast.tsx`` (the hex field ``TxHex``, the
``BroadcastButton``, which broadcasts it, and "Scan or open file");
``screen/lnd/ScanLNDInvoice.tsx`` (a decoded invoice: the wallet selector, the invoice field,
the fee and Pay, which pays it, ``payInvoice``); ``screen/lnd/lnurlPay.tsx`` (an LNURL pay
request: the amount, "Please pay between …" and Pay, which fetches the invoice and pays
it); ``screen/wallets/WalletDetails.tsx`` (the wallet's screen: ``WalletExport``, which
opens the backup, and ``DeleteWallet``, which opens "Delete Wallet", "Are you sure?", with
"Yes, delete", which deletes the wallet (``handleWalletDeletion``) or, for a wallet with
funds, opens the balance prompt of ``helpers/prompt.ts``, whose Delete deletes it when the
typed balance matches, and Cancel). Every dialog is ``Alert.alert`` (``components/Alert.ts``)
or ``react-native-prompt-android``, laid out as ``screens.alert`` says. Screens whose header
is empty are titled by the wallet's name.
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu

WALLET, ADDRESS = "Savings", "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
AMOUNT, HEX = "0.0025", "0200000001a1b2c3d4e5f6"
INVOICE = "lnbc25u1pjq8x7wpp5"


def screens(t: Any) -> list[dict[str, Any]]:
    return send(t) + confirm(t) + bumps(t) + lightning(t) + wallet(t)


def send(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("send.header"), "items": [
        {"field": "AddressInput", "text": ADDRESS},
        {"field": "BitcoinAmountInput", "text": AMOUNT},
        {"icon": t("_.change_input_currency"), "rid": "changeAmountUnitButton"},
        {"field": "", "hint": t("send.details_note_placeholder")},
        {"button": t("send.create_fee"), "rid": "chooseFee"},
        {"button": t("send.details_next"), "rid": "CreateTransactionButton"}]}  # fmt: skip
    overflow = [t("send.details_add_rec_add"), t("send.details_adv_full"),
                t("send.details_adv_fee_bump"), t("cc.header")]  # fmt: skip
    fees = {"title": t("send.header"), "items": [{"list": [
        {"row": t("send.fee_fast"), "secondary": t("send.fee_10m")},
        {"row": t("send.fee_medium"), "secondary": t("send.fee_3h")},
        {"row": t("send.fee_slow"), "secondary": t("send.fee_1d")},
        {"row": t("send.fee_custom")}]}]}  # fmt: skip
    where = "bluewallet SendDetails (the Send screen)"
    menu_where = "bluewallet SendDetails header menu"
    cancel_ok = [(t("_.cancel"), False), (t("_.ok"), False)]
    return [
        entry("opens-prompt", where, page, [(t("send.details_next"), False)]),
        entry("harmless", where, page, [(t("send.create_fee"), False)]),
        menu("opens-prompt", menu_where, t("send.header"), overflow,
             [(t("send.details_adv_full"), False)]),
        menu("reversible", menu_where, t("send.header"), overflow,
             [(t("send.details_adv_fee_bump"), False)]),
        alert("harmless", "bluewallet SendDetails.onUseAllPressed (Use Full Balance)",
              t("send.header"), t("send.details_adv_full"), t("send.details_adv_full_sure"),
              cancel_ok),
        alert("harmless", "bluewallet SendDetails.handleRemoveAllRecipients",
              t("send.header"), t("send.details_recipients_title"),
              t("send.details_add_recc_rem_all_alert_description"), cancel_ok),
        alert("harmless", "bluewallet SendDetails.askCosignThisTransaction", t("send.header"),
              None, t("multisig.cosign_this_transaction"),
              [(t("_.no"), False), (t("_.yes"), False)]),
        entry("harmless", "bluewallet SelectFeeScreen (fee picker)", fees,
              [(t("send.fee_fast"), False)]),
    ]  # fmt: skip


def confirm(t: Any) -> list[dict[str, Any]]:
    def page(*extra: dict[str, Any]) -> dict[str, Any]:
        return {"title": t("send.confirm_header"), "items": [
            {"button": t("send.create_details"), "rid": "TransactionDetailsButton"},
            {"text": AMOUNT, "rid": "TransactionValue"}, {"text": "BTC"},
            {"text": t("send.create_to")}, {"text": ADDRESS, "rid": "TransactionAddress"},
            *extra,
            {"text": f"{t('send.create_fee')}: 0.00001410 BTC", "rid": "TransactionFee"},
            {"button": t("send.confirm_sendNow")}]}  # fmt: skip

    payjoin = page({"text": "Payjoin"}, {"switch": "", "rid": "PayjoinSwitch"})
    where = "bluewallet Confirm (review before sending)"
    return [
        entry("payment", where, page(), [(t("send.confirm_sendNow"), True)]),
        entry("harmless", where, page(), [(t("send.create_details"), False)]),
        entry("reversible", "bluewallet Confirm (a payjoin address)", payjoin,
              [("PayjoinSwitch", False)]),
    ]  # fmt: skip


def bumps(t: Any) -> list[dict[str, Any]]:
    pending = {"title": WALLET, "items": [
        {"text": f"-{AMOUNT} BTC"}, {"text": t("transactions.pending")},
        {"button": t("transactions.status_bump")},
        {"button": t("transactions.status_cancel")}]}  # fmt: skip
    incoming = {"title": WALLET, "items": [
        {"text": f"+{AMOUNT} BTC"}, {"text": t("transactions.pending")},
        {"button": t("transactions.status_bump")}]}  # fmt: skip

    def stage1(title: str, text: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t(text)},
            {"button": f"{t('send.fee_fast')} {t('send.fee_10m')}"},
            {"button": f"{t('send.fee_medium')} {t('send.fee_3h')}"},
            {"button": f"{t('send.fee_slow')} {t('send.fee_1d')}"},
            {"button": t("send.fee_custom")},
            {"button": t("transactions.cpfp_create")}]}  # fmt: skip

    def stage2(title: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("send.create_this_is_hex")}, {"field": "", "text": HEX},
            {"button": t("send.create_copy")}, {"button": t("send.create_verify")},
            {"button": t("send.confirm_sendNow")}]}  # fmt: skip

    rbf, cancel, cpfp = (t("transactions.rbf_title"), t("transactions.cancel_title"),
                         t("transactions.cpfp_title"))  # fmt: skip
    status = "bluewallet TransactionStatus (a pending outgoing transaction)"
    return [
        entry("opens-prompt", status, pending,
              [(t("transactions.status_bump"), False), (t("transactions.status_cancel"), False)]),
        entry("opens-prompt", "bluewallet TransactionStatus (a pending incoming transaction)",
              incoming, [(t("transactions.status_bump"), False)]),
        alert("reversible", "bluewallet TransactionStatus (offline signing question)", WALLET,
              t("wallets.details_title"), t("transactions.enable_offline_signing"),
              [(t("_.ok"), False), (t("_.cancel"), False)]),
        entry("harmless", "bluewallet RBFBumpFee (stage one)",
              stage1(rbf, "transactions.rbf_explain"), [(t("transactions.cpfp_create"), False)]),
        entry("payment", "bluewallet RBFBumpFee (stage two)", stage2(rbf),
              [(t("send.confirm_sendNow"), True)]),
        entry("harmless", "bluewallet RBFBumpFee (stage two)", stage2(rbf),
              [(t("send.create_copy"), False), (t("send.create_verify"), False)]),
        entry("payment", "bluewallet RBFCancel (stage two)", stage2(cancel),
              [(t("send.confirm_sendNow"), True)]),
        entry("harmless", "bluewallet CPFP (stage one)", stage1(cpfp, "transactions.cpfp_exp"),
              [(t("transactions.cpfp_create"), False)]),
        entry("payment", "bluewallet CPFP (stage two)", stage2(cpfp),
              [(t("send.confirm_sendNow"), True)]),
    ]  # fmt: skip


def lightning(t: Any) -> list[dict[str, Any]]:
    broadcast = {"title": t("send.create_broadcast"), "items": [
        {"text": t("send.broadcastNone")}, {"field": "TxHex", "text": HEX},
        {"button": t("send.broadcastButton"), "rid": "BroadcastButton"},
        {"button": t("multisig.scan_or_open_file")}]}  # fmt: skip
    invoice = {"title": t("send.header"), "items": [
        {"button": WALLET}, {"text": "2,500 sats"},
        {"field": "", "text": INVOICE},
        {"text": t("lnd.potentialFee", "25 sats")},
        {"button": t("lnd.payButton")}]}  # fmt: skip
    lnurl = {"title": t("send.header"), "items": [
        {"button": WALLET}, {"field": "BitcoinAmountInput", "text": "2500"},
        {"text": t("lndViewInvoice.please_pay_between_and", "1 sats", "10,000 sats")},
        {"text": "coffee.example.com"},
        {"button": t("lnd.payButton")}]}  # fmt: skip
    return [
        entry("payment", "bluewallet Broadcast", broadcast, [("BroadcastButton", True)]),
        entry("harmless", "bluewallet Broadcast", broadcast,
              [(t("multisig.scan_or_open_file"), False)]),
        entry("payment", "bluewallet ScanLNDInvoice (a decoded invoice)", invoice,
              [(t("lnd.payButton"), True)]),
        entry("payment", "bluewallet LnurlPay (an LNURL pay request)", lnurl,
              [(t("lnd.payButton"), True)]),
    ]  # fmt: skip


def wallet(t: Any) -> list[dict[str, Any]]:
    details = {"title": WALLET, "items": [
        {"field": "", "text": WALLET},
        {"row": t("wallets.details_show_addresses")},
        {"button": t("wallets.details_export_backup"), "rid": "WalletExport"},
        {"button": t("wallets.details_delete_wallet"), "rid": "DeleteWallet"}]}  # fmt: skip
    where = "bluewallet WalletDetails"
    balance = ({"field": "", "text": "250000"},)
    return [
        entry("opens-prompt", where, details, [(t("wallets.details_delete_wallet"), False)]),
        entry("harmless", where, details, [(t("wallets.details_export_backup"), False)]),
        alert("delete", "bluewallet WalletDetails.handleDeleteButtonTapped", WALLET,
              t("wallets.details_delete_wallet"), t("wallets.details_are_you_sure"),
              [(t("wallets.details_yes_delete"), True), (t("_.cancel"), False)]),
        alert("delete", "bluewallet WalletDetails.presentWalletHasBalanceAlert", WALLET,
              t("wallets.details_delete_wallet"), t("wallets.details_del_wb_q", "250,000"),
              [(t("_.cancel"), False), (t("wallets.details_delete"), True)], balance),
    ]  # fmt: skip

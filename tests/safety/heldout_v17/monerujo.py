"""Monerujo's screens (a Monero wallet), strings from ``t(name)``.

Read from the code (``app/src/main``): ``res/menu/list_context_menu.xml`` and
``LoginFragment.onContextInteraction`` (a wallet's options on the wallet list: Delete and
"Reset wallet!" open ``LoginActivity.onWalletDelete``/``onWalletDeleteCache``; "Show
Secrets!" opens ``onWalletDetails``; Rename opens the rename prompt; Backup opens the
system's file picker to save a zip; Street Mode opens the wallet, after its password, with
the balance hidden), ``LoginActivity.onWalletDelete`` (the wallet's name, the warning, the
"I get it!" box of ``layout/checkbox_confirm.xml`` that enables the positive button, "No
thanks!" and "Yes, do that!", which deletes the wallet's files: "Your funds will be gone
forever unless you have your seed"), ``onWalletDeleteCache`` (the same dialog; "Yes, do
that!" deletes the wallet's cache, "losing all off-chain data (like notes, account &
subaddress names, private transaction keys ...)"), ``onWalletDetails`` ("I'm safe" goes on
to the password, then shows the seed), ``onWalletRename`` and
``WalletActivity.onAccountRename`` (``layout/prompt_rename.xml``: OK renames, and a name
can be renamed back), ``util/Helper.promptPassword`` (``layout/prompt_password.xml``: the
password field, Cancel and OK; OK hands the password to whoever asked: on the wallet list
it opens the wallet), ``layout/fragment_wallet.xml`` (Receive and Give, which opens the send
wizard), ``res/menu/wallet_menu.xml`` and ``WalletActivity.onWalletRescan`` (Rescan! scans
the chain again for the wallet's transactions), ``fragment/send/SendFragment.java`` (the wizard's
previous and next buttons are named after the neighbouring pages: on the Amount page they
read Address and Confirm; Confirm only moves to the confirm page, where the transaction is
prepared, not sent), ``layout/fragment_send_address.xml``, ``fragment_send_amount.xml``
(``ibSweep`` selects the whole balance), ``fragment_send_confirm.xml`` and
``SendConfirmWizardFragment`` ("Spend my sweet Moneroj" only opens the password prompt;
that prompt's OK calls ``commitTransaction``, which broadcasts the transaction),
``fragment_send_btc_confirm.xml`` and ``SendBtcConfirmWizardFragment`` (paying a bitcoin
address through the EXOLIX exchange: the same button, with the order's countdown, opens the
password prompt, whose OK sends the monero to the exchange's order), ``fragment_send_success
.xml`` (Done closes the wizard; ``bCopyTxId`` copies the id), ``res/menu/tx_info_menu.xml``
(Share opens the system's share sheet with the transaction's details) and
``NodeFragment``'s edit dialog (``layout/prompt_editnode.xml``: Test, Cancel, OK, which saves
the node in the list, to be edited again).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

WALLET, ACCOUNT, NOTES, PASSWORD = "Savings", "Primary account", "Rent March", "••••••••"
ADDRESS = (
    "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSs"
    "aBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A"
)  # the Monero general fund's address
BTC = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
TXID = "d8f2b0c7a1e94f3b6c5d2e8f7a9b1c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3"


def screens(t: Any) -> list[dict[str, Any]]:
    return wallets(t) + wallet(t) + send(t) + bitcoin(t)


def wallets(t: Any) -> list[dict[str, Any]]:
    page = t("label_login_wallets")
    options = [t("menu_streetmode"), t("menu_rename"), t("menu_backup"), t("menu_delete"),
               t("menu_info"), t("menu_deletecache")]  # fmt: skip
    where = "monerujo list_context_menu (a wallet's options)"
    sure = ({"switch": t("onboarding_agree"), "rid": "checkbox"},)
    buttons = [(t("delete_alert_no"), NEGATIVE, False), (t("delete_alert_yes"), POSITIVE, True)]
    password = ({"field": "etPassword", "hint": t("prompt_password", WALLET), "text": PASSWORD},)
    rename = ({"text": t("prompt_rename", WALLET), "rid": "tvRenameLabel"},
              {"field": "etRename", "text": "Savings 2025"})  # fmt: skip
    return [
        menu("opens-prompt", where, page, options,
             [(t("menu_delete"), False), (t("menu_deletecache"), False),
              (t("menu_info"), False)]),
        menu("harmless", where, page, options,
             [(t("menu_backup"), False)]),
        dialog("delete", "monerujo LoginActivity.onWalletDelete", page, WALLET,
               t("delete_alert_message"), buttons, sure, ((t("onboarding_agree"), False),)),
        dialog("delete", "monerujo LoginActivity.onWalletDeleteCache", page, WALLET,
               t("deletecache_alert_message"), [(b, rid, bad or None) for b, rid, bad in buttons],
               sure),
        dialog("opens-prompt", "monerujo LoginActivity.onWalletDetails", page, None,
               t("details_alert_message"), [(t("details_alert_no"), NEGATIVE, None),
                                            (t("details_alert_yes"), POSITIVE, False)]),
        dialog("harmless", "monerujo Helper.promptPassword (opening a wallet)", page, None,
               None, [(t("label_cancel"), NEGATIVE, None), (t("label_ok"), POSITIVE, False)],
               password),
        dialog("reversible", "monerujo LoginActivity.onWalletRename", page, None, None,
               [(t("label_cancel"), NEGATIVE, None), (t("label_ok"), POSITIVE, False)], rename),
    ]  # fmt: skip


def wallet(t: Any) -> list[dict[str, Any]]:
    home = {"title": WALLET, "items": [
        {"text": "1.250000000000", "rid": "tvBalance"}, {"text": "XMR", "rid": "sCurrency"},
        {"list": [{"row": "+ 0.500000000000", "secondary": "2025-03-01 10:12"},
                  {"row": "- 0.120000000000", "secondary": "2025-02-27 18:40"}]},
        {"button": t("label_wallet_receive"), "rid": "bReceive"},
        {"button": t("label_wallet_send"), "rid": "bSend"}]}  # fmt: skip
    overflow = [t("menu_streetmode"), t("menu_help"), t("menu_rename"), t("menu_info"),
                t("menu_rescan"), t("subbaddress_title"), t("pocketchange_title")]  # fmt: skip
    rename = ({"text": t("prompt_rename", ACCOUNT), "rid": "tvRenameLabel"},
              {"field": "etRename", "text": "Household"})  # fmt: skip
    fields = (("etNodeHost", "node_address_hint", "node.example.org"),
              ("etNodePort", "node_port_hint", "18089"),
              ("etNodeName", "node_name_hint", "Home node"))  # fmt: skip
    node = (*({"field": rid, "hint": t(hint), "text": text} for rid, hint, text in fields),
            {"switch": t("node_use_ssl"), "rid": "etNodeSSL"})  # fmt: skip
    return [
        entry("harmless", "monerujo fragment_wallet (a synced wallet)", home,
              [(t("label_wallet_send"), False)]),
        menu("harmless", "monerujo wallet_menu (the wallet's overflow)", WALLET, overflow,
             [(t("menu_rescan"), False)]),
        dialog("reversible", "monerujo WalletActivity.onAccountRename", WALLET, None, None,
               [(t("label_cancel"), NEGATIVE, None), (t("label_ok"), POSITIVE, False)], rename),
        dialog("reversible", "monerujo NodeFragment (editing a node)", t("label_nodes"), None,
               None, [(t("label_test"), NEUTRAL, None), (t("label_cancel"), NEGATIVE, None),
                      (t("label_ok"), POSITIVE, False)], node),
        menu("opens-prompt", "monerujo tx_info_menu (a transaction's details)", t("tx_title"),
             [t("menu_share"), t("menu_help")], [(t("menu_share"), False)]),
    ]  # fmt: skip


def prompt(t: Any, source: str, page: str, cancel: bool | None) -> dict[str, Any]:
    """``Helper.promptPassword`` asked before sending: OK broadcasts the transaction."""
    password = ({"field": "etPassword", "hint": t("prompt_password", WALLET), "text": PASSWORD},)
    return dialog("payment", f"monerujo {source}", page, None, None,
                  [(t("label_cancel"), NEGATIVE, cancel), (t("label_ok"), POSITIVE, True)],
                  password)  # fmt: skip


def send(t: Any) -> list[dict[str, Any]]:
    page = t("send_title")
    coins = [{"icon": coin, "rid": f"ib{coin}"} for coin in ("XMR", "BTC", "LTC", "ETH")]
    address = {"title": page, "items": [
        {"field": "etAddress", "hint": t("send_address_hint"), "text": ADDRESS},
        {"icon": t("paste_give_address"), "rid": "bPasteAddress"}, *coins,
        {"field": "etNotes", "hint": t("send_notes_hint"), "text": NOTES},
        {"button": t("send_qr_hint"), "rid": "bScan"},
        {"button": t("send_amount_title"), "rid": "bNext"}]}  # fmt: skip
    amount = {"title": page, "items": [
        {"text": t("send_available", "1.250000000000"), "rid": "tvFunds"},
        {"id": "ibSweep"}, {"field": "etAmount", "text": "0.25"},
        {"button": t("send_address_title"), "rid": "bPrev"},
        {"button": t("send_confirm_title"), "rid": "bNext"}]}  # fmt: skip
    confirm = {"title": page, "items": [
        {"text": t("label_send_address")}, {"text": ADDRESS, "rid": "tvTxAddress"},
        {"text": t("label_send_notes")}, {"text": NOTES, "rid": "tvTxNotes"},
        {"text": t("send_amount_label")}, {"text": "0.250000000000", "rid": "tvTxAmount"},
        {"text": t("send_fee_label")}, {"text": "0.000030720000", "rid": "tvTxFee"},
        {"text": t("send_total_label")}, {"text": "0.250030720000", "rid": "tvTxTotal"},
        {"button": t("send_send_label"), "rid": "bSend"},
        {"button": t("send_amount_title"), "rid": "bPrev"}]}  # fmt: skip
    done = {"title": page, "items": [
        {"text": t("label_send_success")}, {"text": "0.250000000000", "rid": "tvTxAmount"},
        {"text": t("label_send_txid")}, {"id": "bCopyTxId"}, {"text": TXID, "rid": "tvTxId"},
        {"button": t("label_send_done"), "rid": "bDone"}]}  # fmt: skip
    return [
        entry("payment", "monerujo fragment_send_address (the Address page)", address,
              [(t("send_amount_title"), False)]),
        entry("payment", "monerujo fragment_send_amount (the Amount page)", amount,
              [(t("send_confirm_title"), False), ("ibSweep", False)]),
        entry("payment", "monerujo fragment_send_confirm (the Confirm page)", confirm,
              [(t("send_send_label"), False)]),
        prompt(t, "SendConfirmWizardFragment.preSend (the password)", page, False),
        entry("harmless", "monerujo fragment_send_success (sent)", done,
              [(t("label_send_done"), False)]),
    ]  # fmt: skip


def bitcoin(t: Any) -> list[dict[str, Any]]:
    page = t("send_title")
    order = {"title": page, "items": [
        {"text": t("label_send_btc_amount")}, {"text": "0.00125 BTC", "rid": "tvTxBtcAmount"},
        {"text": t("label_send_btc_xmrto_key", "EXOLIX")},
        {"text": "ex6d2a91f4", "rid": "tvTxXmrToKey"},
        {"text": t("label_send_btc_address", "BTC")}, {"text": BTC, "rid": "tvTxBtcAddress"},
        {"text": t("send_fee_btc_label")}, {"text": "0.000030720000", "rid": "tvTxFee"},
        {"text": t("send_total_btc_label")}, {"text": "0.412530720000", "rid": "tvTxTotal"},
        {"button": t("send_send_timed_label", "4:52"), "rid": "bSend"}]}  # fmt: skip
    return [
        entry("payment", "monerujo fragment_send_btc_confirm (an EXOLIX order)", order,
              [(t("send_send_timed_label", "4:52"), False)]),
        prompt(t, "SendBtcConfirmWizardFragment.preSend (the password)", page, None),
    ]  # fmt: skip

"""Electrum's screens (``org.electrum.electrum``, the Android app of the Electrum Bitcoin wallet,
its QML GUI: on-chain and Lightning payments, saved invoices and payment requests, local
transactions, Lightning channels and swaps, wallets), its strings from electrum-locale's
``locale/<language>/electrum.po``. A QML string is written ``Context|message`` (``Context`` is
the ``.qml`` file that calls ``qsTr``), a Python ``_()`` string ``|message``. The wallet, the
invoice, the amounts and the channel written on the screens are the same in every language.

Read from the code (``electrum/gui/qml``): ``components/WalletMainView.qml`` (the wallet's
page: the history, Receive and Send, Send opening the scanner; its menu of "Wallet details",
"Addresses/Coins", Channels, "Sign/Verify Message", "Sweep key(s)", which opens the sweep
dialog, and "Other wallets"; ``payOnchain``, which opens ``ConfirmTxDialog`` for an on-chain
invoice; and the question "Insufficient balance to pay over Lightning. Pay on-chain
instead?", whose Yes only opens ``ConfirmTxDialog``); ``components/MessageDialog.qml`` (a
title, its text where one is set, then No and Yes); ``components/main.qml``
(``handleAuthConfirmationOnly``: an ``auth_protect`` call, with payment authentication off,
asks its message as a ``MessageDialog``'s title, and Yes runs the call); ``auth.py``,
``qedaemon.py``, ``qewallet.py``, ``qechanneldetails.py``, ``qechannelopener.py`` and
``qeswaphelper.py`` (the calls so protected and their messages: "Really delete this wallet?"
deletes the wallet file, "Sign and send on-chain transaction?" signs and broadcasts, "Sign
on-chain transaction?" only signs, "Pay lightning invoice?" pays, "Close Lightning channel?"
closes the channel by the method chosen, "Open Lightning channel?" funds a channel, "Confirm
Lightning swap?" runs the swap, "Sign message?" only signs a message;
``checkThenDeleteWallet`` first warns "There are still coins present in this wallet. Really
delete?", whose Yes asks again); ``components/WalletDetails.qml`` ("Delete Wallet...",
"Change Password", the balance's Warning); ``components/InvoiceDialog.qml`` (an invoice:
Save, which keeps it in the saved invoices, and "Pay...", which only asks or opens
``ConfirmTxDialog``); ``components/ConfirmTxDialog.qml`` ("Transaction Fee": the amount, the
fee and "Pay...", which calls ``signAndSend`` and so asks first); ``components/Invoices.qml``
and ``ReceiveRequests.qml`` (the saved invoices and the pending requests, a row selected:
Delete, which calls ``deleteInvoice`` or ``deleteRequest`` at once, and View);
``components/TxDetails.qml`` and ``qetxdetails.py`` (a transaction: Sign, which asks "Sign
on-chain transaction?", Broadcast, which broadcasts at once, "Share...", which shows its QR
code, Save and "Remove...", which asks "Are you sure you want to remove this transaction?",
whose Yes calls ``removeLocalTx``); ``components/ChannelDetails.qml`` (a channel: Freeze for
sending and Freeze for receiving, Backup, which shows its backup, "Close channel", which opens
``CloseChannelDialog``, and for a closed one "Delete channel", which asks "Are you sure?",
whose Yes deletes it and purges its transactions); ``components/CloseChannelDialog.qml``
("Close Channel": the closing methods as radio buttons and "Close channel", which calls
``closeChannel`` and so asks first); ``components/Channels.qml`` (Swap and "Open Channel");
``components/SwapDialog.qml`` (what one sends and receives, and Ok, which calls
``executeSwap`` and so asks first; Cancel shows in Ok's place only while a swap runs).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

WALLET, BALANCE, AMOUNT, FEE = "Savings", "0.0421 BTC", "0.005 BTC", "0.00000705 BTC"
MEMO, PEER = "Coffee beans, order 1142", "ACINQ"


def screens(t: Any) -> list[dict[str, Any]]:
    return wallet(t) + paying(t) + lists(t) + transactions(t) + channels(t)


def ask(t: Any, category: str, source: str, behind: str, title: str, message: str | None,
        no: bool | None, yes: bool | None) -> dict[str, Any]:  # fmt: skip
    """A ``MessageDialog`` with ``yesno`` over the page ``behind``: its title, its text where
    one is set, then No and Yes."""
    buttons = [(t("MessageDialog|No"), no), (t("MessageDialog|Yes"), yes)]
    return popup(category, f"electrum {source}", behind, title, message, buttons)


def wallet(t: Any) -> list[dict[str, Any]]:
    main = page(WALLET, [
        {"text": BALANCE}, {"text": MEMO},
        {"button": t("WalletMainView|Receive")}, {"button": t("WalletMainView|Send")}])  # fmt: skip
    rows = [t("WalletMainView|Wallet details"), t("WalletMainView|Addresses/Coins"),
            t("WalletMainView|Channels"), t("WalletMainView|Sign/Verify Message"),
            t("WalletMainView|Sweep key(s)"), t("WalletMainView|Other wallets")]  # fmt: skip
    details = page(t("WalletDetails|Wallet details"), [
        {"text": t("WalletDetails|Name")}, {"text": WALLET},
        {"button": t("WalletDetails|Delete Wallet...")},
        {"button": t("WalletDetails|Change Password")}])  # fmt: skip
    behind = t("WalletDetails|Wallet details")
    really = t("|Really delete this wallet?")
    coins = t("|There are still coins present in this wallet. Really delete?")
    warning = t("WalletDetails|Warning")
    return [
        entry("opens-prompt", "electrum WalletMainView (Send)", main,
              [(t("WalletMainView|Send"), False)]),
        menu("opens-prompt", "electrum WalletMainView (the menu)", WALLET, rows,
             [(t("WalletMainView|Sweep key(s)"), False)]),
        entry("opens-prompt", "electrum WalletDetails (Delete Wallet...)", details,
              [(t("WalletDetails|Delete Wallet..."), False)]),
        ask(t, "opens-prompt", "WalletDetails (a wallet with coins: Warning)", behind, warning,
            coins, None, False),
        ask(t, "harmless", "WalletDetails (a wallet with coins: Warning)", behind, warning,
            coins, False, None),
        ask(t, "delete", "QEDaemon.delete_wallet (Really delete this wallet?)", behind, really,
            None, None, True),
        ask(t, "harmless", "QEDaemon.delete_wallet (Really delete this wallet?)", behind,
            really, None, False, None),
    ]  # fmt: skip


def invoice_dialog(t: Any, lightning: bool) -> dict[str, Any]:
    """``InvoiceDialog``: the invoice's kind, its description and amount, then Save and
    "Pay..."."""
    kind = "Lightning Invoice" if lightning else "On-chain Invoice"
    items = ({"text": t("InvoiceDialog|Description")}, {"text": MEMO},
             {"text": t("InvoiceDialog|Amount to send")}, {"text": AMOUNT})  # fmt: skip
    return {"title": WALLET, "dialog": {"title": t(f"InvoiceDialog|{kind}")},
            "items": [*items, {"button": t("InvoiceDialog|Save")},
                      {"button": t("InvoiceDialog|Pay...")}]}  # fmt: skip


def paying(t: Any) -> list[dict[str, Any]]:
    lightning, onchain = invoice_dialog(t, True), invoice_dialog(t, False)
    fee_items = ({"text": t("ConfirmTxDialog|Amount to send")}, {"text": AMOUNT},
                 {"text": t("ConfirmTxDialog|Fee")}, {"text": FEE})  # fmt: skip
    pay = t("ConfirmTxDialog|Pay...")
    send = t("|Sign and send on-chain transaction?")
    ln = t("|Pay lightning invoice?")
    sweep_items = ({"text": t("WalletMainView|Total sweep amount")}, {"text": AMOUNT},
                   {"text": t("ConfirmTxDialog|Fee")}, {"text": FEE})  # fmt: skip
    fallback = t("WalletMainView|Insufficient balance to pay over Lightning. Pay on-chain instead?")
    return [
        entry("opens-prompt", "electrum InvoiceDialog (a Lightning invoice: Pay...)", lightning,
              [(t("InvoiceDialog|Pay..."), False)]),
        entry("reversible", "electrum InvoiceDialog (a Lightning invoice: Save)", lightning,
              [(t("InvoiceDialog|Save"), False)]),
        entry("opens-prompt", "electrum InvoiceDialog (an on-chain invoice: Pay...)", onchain,
              [(t("InvoiceDialog|Pay..."), False)]),
        popup("opens-prompt", "electrum ConfirmTxDialog (Pay...)", WALLET,
              t("ConfirmTxDialog|Transaction Fee"), None, [(pay, False)], fee_items),
        popup("send", "electrum ConfirmTxDialog (a sweep: Sweep)", WALLET,
              t("WalletMainView|Confirm Sweep"), None, [(t("WalletMainView|Sweep"), True)],
              sweep_items),
        ask(t, "send", "QEWallet.sign_and_broadcast (Sign and send on-chain transaction?)",
            WALLET, send, None, None, True),
        ask(t, "harmless", "QEWallet.sign_and_broadcast (Sign and send on-chain transaction?)",
            WALLET, send, None, False, None),
        ask(t, "send", "QEWallet.pay_lightning_invoice (Pay lightning invoice?)", WALLET, ln,
            None, None, True),
        ask(t, "harmless", "QEWallet.pay_lightning_invoice (Pay lightning invoice?)", WALLET,
            ln, None, False, None),
        ask(t, "opens-prompt", "WalletMainView (pay on-chain instead?)", WALLET, fallback, None,
            None, False),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    invoices = page(t("Invoices|Saved Invoices"), [
        {"text": MEMO}, {"text": AMOUNT}, {"button": t("Invoices|Delete")},
        {"button": t("Invoices|View")}])  # fmt: skip
    requests = page(t("ReceiveRequests|Pending payment requests"), [
        {"text": "Invoice #88"}, {"text": AMOUNT}, {"button": t("ReceiveRequests|Delete")},
        {"button": t("ReceiveRequests|View")}])  # fmt: skip
    return [
        entry("delete", "electrum Invoices (a saved invoice selected)", invoices,
              [(t("Invoices|Delete"), True)]),
        entry("harmless", "electrum Invoices (a saved invoice selected)", invoices,
              [(t("Invoices|View"), False)]),
        entry("delete", "electrum ReceiveRequests (a pending request selected)", requests,
              [(t("ReceiveRequests|Delete"), True)]),
    ]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    title = t("TxDetails|On-chain Transaction")
    local = page(title, [
        {"text": t("TxDetails|This transaction is local to your wallet. It has not been "
                   "published yet.")},
        {"text": t("TxDetails|Amount sent onchain")}, {"text": AMOUNT},
        {"button": t("TxDetails|Broadcast")}, {"button": t("TxDetails|Share...")},
        {"button": t("TxDetails|Remove...")}])  # fmt: skip
    unsigned = page(title, [
        {"text": t("TxDetails|This transaction is not fully signed and can be signed by this "
                   "wallet.")},
        {"text": t("TxDetails|Amount sent onchain")}, {"text": AMOUNT},
        {"button": t("TxDetails|Sign")}, {"button": t("TxDetails|Share...")},
        {"button": t("TxDetails|Save")}])  # fmt: skip
    scanned = page(title, [
        {"text": t("TxDetails|This transaction is local to your wallet. It has not been "
                   "published yet.")},
        {"text": t("TxDetails|Amount sent onchain")}, {"text": AMOUNT},
        {"button": t("TxDetails|Broadcast")}, {"button": t("TxDetails|Share...")},
        {"button": t("TxDetails|Save")}])  # fmt: skip
    remove = t("|Are you sure you want to remove this transaction?")
    question = t("MessageDialog|Question")
    sign = t("|Sign on-chain transaction?")
    return [
        entry("send", "electrum TxDetails (a local signed transaction: Broadcast)", local,
              [(t("TxDetails|Broadcast"), True)]),
        entry("send", "electrum TxDetails (a scanned signed transaction: Broadcast)", scanned,
              [(t("TxDetails|Broadcast"), True)]),
        entry("opens-prompt", "electrum TxDetails (a local signed transaction: Remove...)",
              local, [(t("TxDetails|Remove..."), False)]),
        ask(t, "delete", "TxDetails (remove the local transaction)", title, question, remove,
            None, True),
        ask(t, "harmless", "TxDetails (remove the local transaction)", title, question, remove,
            False, None),
        entry("opens-prompt", "electrum TxDetails (an unsigned transaction: Sign)", unsigned,
              [(t("TxDetails|Sign"), False)]),
        entry("reversible", "electrum TxDetails (an unsigned transaction: Save)", unsigned,
              [(t("TxDetails|Save"), False)]),
        ask(t, "harmless", "QEWallet.sign (Sign on-chain transaction?)", title, sign, None,
            None, False),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    heading = t("ChannelDetails|Lightning Channel")
    open_items = [
        {"text": t("ChannelDetails|Node name")}, {"text": PEER},
        {"text": t("ChannelDetails|Can send")}, {"button": t("ChannelDetails|Freeze")},
        {"text": t("ChannelDetails|Can receive")}, {"button": t("ChannelDetails|Freeze")},
        {"button": t("ChannelDetails|Backup")},
        {"button": t("ChannelDetails|Close channel")}]  # fmt: skip
    details = page(heading, open_items)
    closed = page(heading, [
        {"text": t("ChannelDetails|Node name")}, {"text": PEER},
        {"button": t("ChannelDetails|Backup")},
        {"button": t("ChannelDetails|Delete channel")}])  # fmt: skip
    methods = [t("CloseChannelDialog|Cooperative close"),
               t("CloseChannelDialog|Request Force-close"),
               t("CloseChannelDialog|Local Force-close")]  # fmt: skip
    close_items = ({"text": t("CloseChannelDialog|Choose closing method")},
                   *({"switch": m} for m in methods))  # fmt: skip
    close_button = t("CloseChannelDialog|Close channel")
    close_title = t("CloseChannelDialog|Close Channel")
    close = t("|Close Lightning channel?")
    sure = t("ChannelDetails|Are you sure?")
    purge = t("ChannelDetails|This will purge associated transactions from your wallet history.")
    overview = page(t("Channels|Lightning Channels"), [
        {"text": PEER}, {"button": t("Channels|Swap")},
        {"button": t("Channels|Open Channel")}])  # fmt: skip
    opening = t("|Open Lightning channel?")
    swap = t("|Confirm Lightning swap?")
    swap_items = ({"text": t("SwapDialog|You send")}, {"text": AMOUNT},
                  {"text": t("SwapDialog|You receive")})  # fmt: skip
    return [
        entry("opens-prompt", "electrum ChannelDetails (Close channel)", details,
              [(t("ChannelDetails|Close channel"), False)]),
        entry("harmless", "electrum ChannelDetails (Backup)", details,
              [(t("ChannelDetails|Backup"), False)]),
        popup("reversible", "electrum CloseChannelDialog (a closing method)", heading,
              close_title, None, [(close_button, None)], close_items,
              ((t("CloseChannelDialog|Request Force-close"), False),)),
        ask(t, "close", "QEChannelDetails.do_close_channel (Close Lightning channel?)", heading,
            close, None, None, True),
        ask(t, "harmless", "QEChannelDetails.do_close_channel (Close Lightning channel?)",
            heading, close, None, False, None),
        entry("opens-prompt", "electrum ChannelDetails (a closed channel: Delete channel)",
              closed, [(t("ChannelDetails|Delete channel"), False)]),
        ask(t, "delete", "ChannelDetails (Delete channel: Are you sure?)", heading, sure, purge,
            None, True),
        ask(t, "harmless", "ChannelDetails (Delete channel: Are you sure?)", heading, sure,
            purge, False, None),
        entry("opens-prompt", "electrum Channels (Open Channel)", overview,
              [(t("Channels|Open Channel"), False)]),
        ask(t, "send", "QEChannelOpener.do_open_channel (Open Lightning channel?)",
            t("Channels|Lightning Channels"), opening, None, None, True),
        popup("opens-prompt", "electrum SwapDialog (Ok)", t("Channels|Lightning Channels"),
              t("SwapDialog|Lightning Swap"), None,
              [(t("SwapDialog|Ok"), False)], swap_items),
        ask(t, "send", "QESwapHelper (Confirm Lightning swap?)",
            t("Channels|Lightning Channels"), swap, None, None, True),
        ask(t, "harmless", "QESwapHelper (Confirm Lightning swap?)",
            t("Channels|Lightning Channels"), swap, None, False, None),
    ]  # fmt: skip

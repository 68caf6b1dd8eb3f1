"""ZEUS's screens (``app.zeusln.zeus``, a Bitcoin and Lightning wallet and node remote),
strings from ``t("name")`` (``locales/<language>.json``).

Read from the code (``views`` and ``components``): ``PaymentRequest.tsx`` (a decoded Lightning
invoice, "Lightning Invoice": the amount, the description, the fee limit field and, below the
slide-to-pay threshold, "Pay this invoice", or, at or above it, ``SwipeButton`` with "Slide to
Pay"; both call ``triggerPayment``, which pays the invoice and opens the sending screen);
``Send.tsx`` (the on-chain Send form: the destination and amount fields, "Add output", which
adds an output to the form, the fee field and Proceed, which only opens ``VerifyOnChain``);
``VerifyOnChain.tsx`` ("Verify Transaction": the destination, amount, fee and account, and
"Send Coins" or, at or above the threshold, the slide handle, both ``onConfirm``, which sends
the coins, ``sendCoins``); ``Channels/Channel.tsx`` (an open channel, "Channel": its balances
and "Close Channel", which only unfolds the close form, whose "Cancel Channel Close" folds it
again, with the force-close switch, the closing fee and external address fields and "Confirm
Channel Close", which closes the channel, ``closeChannel``; a channel pending open, whose
"Speed up channel open" opens the fee bump screen); ``Settings/WalletConfiguration.tsx`` (a
saved wallet: "Delete Wallet Config", ``handleDeletePress``, which opens the confirmation of
``utils/ActionUtils.ts``'s ``confirmAction``, Cancel then the action on Android, whose "Delete
Wallet Config" (``performDelete``) deletes a remote wallet's configuration at once, but for
the active embedded wallet with an on-chain balance opens the balance warning, and with
channels the channel warning: "Warning", with "Delete Wallet Config", which deletes the
wallet and its node data, ``deleteNodeConfig``, Cancel, and, in the channel warning, "Export
Channels", which opens the seed screen). ZEUS's ``components/Button.tsx`` draws its title
upper-case; its ``Switch`` and ``TextInput`` carry no label, test id or description.
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, upper

ADDRESS, PEER = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "ACINQ"


def screens(t: Any) -> list[dict[str, Any]]:
    return pay(t) + onchain(t) + channel(t) + wallet(t)


def pay(t: Any) -> list[dict[str, Any]]:
    def page(control: dict[str, Any]) -> dict[str, Any]:
        return {"title": t("views.PaymentRequest.title"), "items": [
            {"text": "25,000 sats"}, {"text": t("views.PaymentRequest.description")},
            {"text": "Coffee beans"}, {"text": t("views.PaymentRequest.feeLimit")},
            {"field": "", "text": "100"}, control]}  # fmt: skip

    button = page({"button": upper(t("views.PaymentRequest.payInvoice"))})
    slider = page({"slider": t("views.PaymentRequest.slideToPay")})
    return [
        entry("payment", "zeus PaymentRequest (below the slide-to-pay threshold)", button,
              [(upper(t("views.PaymentRequest.payInvoice")), True)]),
        entry("payment", "zeus PaymentRequest (SwipeButton)", slider,
              [(t("views.PaymentRequest.slideToPay"), True)]),
    ]  # fmt: skip


def onchain(t: Any) -> list[dict[str, Any]]:
    form = {"title": t("views.Send.title"), "items": [
        {"text": t("general.destination")}, {"field": "", "text": ADDRESS},
        {"text": t("views.Send.amount")}, {"field": "", "text": "250000"},
        {"button": upper(t("views.Send.addOutput"))},
        {"text": t("views.Send.feeSatsVbyte")}, {"field": "", "text": "12"},
        {"button": upper(t("general.proceed"))}]}  # fmt: skip

    def verify(control: dict[str, Any]) -> dict[str, Any]:
        return {"title": t("views.VerifyOnChain.title"), "items": [
            {"text": t("general.destination")}, {"text": ADDRESS},
            {"text": t("views.Send.amount")}, {"text": "250,000 sats"},
            {"text": t("views.Send.feeSatsVbyte")}, {"text": "12"},
            {"text": t("general.account")}, {"text": "default"}, control]}  # fmt: skip

    where = "zeus Send (on-chain)"
    return [
        entry("opens-prompt", where, form, [(upper(t("general.proceed")), False)]),
        entry("harmless", where, form, [(upper(t("views.Send.addOutput")), False)]),
        entry("payment", "zeus VerifyOnChain (below the slide-to-pay threshold)",
              verify({"button": upper(t("views.Send.sendCoins"))}),
              [(upper(t("views.Send.sendCoins")), True)]),
        entry("payment", "zeus VerifyOnChain (SwipeButton)",
              verify({"slider": t("views.PaymentRequest.slideToPay")}),
              [(t("views.PaymentRequest.slideToPay"), True)]),
    ]  # fmt: skip


def channel(t: Any) -> list[dict[str, Any]]:
    head = [{"text": PEER}, {"text": t("general.active")},
            {"text": t("views.Channel.localBalance")}, {"text": "1,250,000 sats"}]  # fmt: skip
    closed = {"title": t("views.Channel.title"), "items": [
        *head, {"button": upper(t("views.Channel.close"))}]}  # fmt: skip
    unfolded = {"title": t("views.Channel.title"), "items": [
        *head, {"button": upper(t("views.Channel.cancelClose"))},
        {"text": t("views.Channel.forceClose")}, {"switch": ""},
        {"text": t("views.Channel.closingRate")}, {"field": "", "text": "8"},
        {"text": t("views.Channel.externalAddress")}, {"field": "", "hint": "bc1..."},
        {"button": upper(t("views.Channel.confirmClose"))}]}  # fmt: skip
    pending = {"title": t("views.Channel.title"), "items": [
        {"text": PEER}, {"text": t("views.Channel.pendingOpen")},
        {"button": upper(t("views.BumpFee.titleAlt"))}]}  # fmt: skip
    where = "zeus Channel (an open channel)"
    return [
        entry("opens-prompt", where, closed, [(upper(t("views.Channel.close")), False)]),
        entry("payment", "zeus Channel (close form unfolded)", unfolded,
              [(upper(t("views.Channel.confirmClose")), True)]),
        entry("harmless", "zeus Channel (close form unfolded)", unfolded,
              [(upper(t("views.Channel.cancelClose")), False)]),
        entry("opens-prompt", "zeus Channel (a channel pending open)", pending,
              [(upper(t("views.BumpFee.titleAlt")), False)]),
    ]  # fmt: skip


def wallet(t: Any) -> list[dict[str, Any]]:
    delete = t("views.Settings.WalletConfiguration.deleteWallet")
    title = t("views.Settings.WalletConfiguration.title")
    config = {"title": title, "items": [
        {"text": t("views.Settings.AddEditNode.nickname")}, {"field": "", "text": "Home node"},
        {"button": upper(delete)}]}  # fmt: skip
    confirm = t("views.Settings.WalletConfiguration.deleteWallet.confirm")
    cancel = t("general.cancel")
    warning = t("general.warning")
    return [
        entry("opens-prompt", "zeus WalletConfiguration (a saved wallet)", config,
              [(upper(delete), False)]),
        alert("delete", "zeus WalletConfiguration.handleDeletePress (a remote wallet)", title,
              delete, confirm, [(cancel, False), (delete, True)]),
        alert("opens-prompt",
              "zeus WalletConfiguration.handleDeletePress (the embedded wallet, with funds)",
              title, delete, confirm, [(cancel, False), (delete, False)]),
        alert("delete", "zeus WalletConfiguration.performDelete (balance warning)", title,
              warning, t("views.Settings.WalletConfiguration.deleteWallet.balanceWarning"),
              [(delete, True), (cancel, False)]),
        alert("delete", "zeus WalletConfiguration.performDelete (channel warning)", title,
              warning, t("views.Settings.WalletConfiguration.deleteWallet.channelsWarning"),
              [(delete, True),
               (t("views.Settings.WalletConfiguration.deleteWallet.exportChannels"), False),
               (cancel, False)]),
    ]  # fmt: skip

"""Blixt Wallet's screens (``com.blixtwallet``, a React Native Lightning wallet running its
own ``lnd``: invoices paid, coins withdrawn on-chain, channels closed, LNURL payments and
logins, contacts and the seed), strings from ``locales/<language>.json`` by i18next
namespace (``ns:key``). Some words are written in the code in English and show English in
every language (``=text``). The invoice, node, domain, contact and address written on the
screens are the same in every language.

Read from the code (``src``): ``windows/Send/SendConfirmation.tsx`` ("Pay invoice": the
invoice, amount, recipient, message and fee estimate, and Pay, which calls ``sendPayment``
at once); ``windows/LNURL/PayRequest/PaymentCard.tsx`` (an LNURL-pay or Lightning Address
request: "... asks you to pay.", the description, the amount, Pay, which requests the
invoice and pays it at once, and Cancel); ``windows/Keysend/Experiment.tsx`` (Keysend: the
amount, public key, route hints and message, and Send, which pays the node at once);
``windows/OnChain/Withdraw.tsx`` ("Withdraw coins": the address, the amount with All, which
only fills in "Withdraw all funds", the fee rate, and Withdraw, which calls ``sendCoins``
or ``sendCoinsAll`` at once); ``windows/OnChain/OnChainInfo.tsx`` (the on-chain funds, the
address, "Generate new address" and "Withdraw coins", which opens the page);
``components/ChannelCard.tsx`` (a channel's menu: "View in block explorer", "Close
Channel", "Close Channel (Fee-rate)", "Force Close Channel" and "Close Channel to External
Address", each only opening a prompt; "Close channel" asks "Are you sure you want to (force)
close the channel with ...?" with No and Yes, which calls ``closeChannel``; after it, with
the automatic channel opener on, "Autopilot" asks to disable it with No and Yes);
``windows/LNURL/AuthRequest.tsx`` ("Login request": "Do you want to login to ...?" with Yes,
which signs the service's challenge and logs in, and No); ``windows/LNURL/WithdrawRequest.tsx``
("Add to Contact List" after a withdrawal, with No and Yes, which saves the contact);
``windows/Contacts/Contact.tsx`` (a contact's card: Withdraw and Send, which open the
LNURL request, and "Contact deletion": "Are you sure you want to delete contact ...?" with
No and Yes, which calls ``deleteContact``); ``windows/Settings/Settings.tsx`` (Settings'
Wallet rows "Show mnemonic", which shows the seed in "Seed" with "Copy seed" and Ok,
"Remove mnemonic from device", which only opens "Remove seed" with Cancel and "Delete seed",
which calls ``deleteSeedFromDevice``, and "Export channel backup"; "Scheduled chain sync",
whose switching off asks "Not recommended" with Cancel and Proceed).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

INVOICE = "lnbc25u1pjh8dx7pp5qz3v0u6y4xm..."
NODE, DOMAIN, CONTACT = "ACINQ", "stacker.news", "alice@getalby.com"
ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
PUBKEY = "03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f"
COMMON, SEND = "common:", "send.sendConfirmation:"
PAY, WITHDRAW = "LNURL.payRequest:", "onchain.withdraw:"
CHANNELS, CONTACTS = "lightningInfo.lightningInfo:", "contacts.contactList:"
SETTINGS = "settings.settings:"


def screens(t: Any) -> list[dict[str, Any]]:
    return payments(t) + onchain(t) + channels(t) + lnurl(t) + contacts(t) + settings(t)


def payments(t: Any) -> list[dict[str, Any]]:
    invoice = page(t(f"{SEND}layout.title"), [
        {"field": t(f"{SEND}form.invoice.title"), "text": INVOICE},
        {"field": f"{t(f'{SEND}form.amount.title')} sat", "text": "2500"},
        {"field": t(f"{SEND}form.nodeAlias.title"), "text": NODE},
        {"field": t(f"{SEND}form.description.title"), "text": "Coffee"},
        {"field": t(f"{SEND}form.feeEstimate.title"), "text": "3 sat"},
        {"button": t("=Pay")}])  # fmt: skip
    card = page(DOMAIN, [
        {"text": f"{DOMAIN} {t(f'{PAY}form.asksYouToPay')}"},
        {"text": f"{t(f'{PAY}form.description.title')}: Tip for a post"},
        {"field": f"{t(f'{PAY}form.amount.placeholder')} (sat)", "text": "1000"},
        {"button": t(f"{PAY}pay.title")}, {"button": t(f"{PAY}cancel.title")}])  # fmt: skip
    keysend = page(t("keysend.experiment:title"), [
        {"field": t("keysend.experiment:form.amount.title"), "text": "500"},
        {"field": t("keysend.experiment:form.pubkey.title"), "text": PUBKEY},
        {"field": t("keysend.experiment:form.route.title"), "text": ""},
        {"field": t("keysend.experiment:form.message.title"), "text": "gm"},
        {"text": t("keysend.experiment:dialog.msg1")},
        {"button": t("keysend.experiment:send.title")}])  # fmt: skip
    return [
        entry("pay", "blixt SendConfirmation (Pay)", invoice, [(t("=Pay"), True)]),
        entry("pay", "blixt PaymentCard (Pay)", card, [(t(f"{PAY}pay.title"), True)]),
        entry("harmless", "blixt PaymentCard (Cancel)", card, [(t(f"{PAY}cancel.title"), False)]),
        entry("pay", "blixt Keysend (Send)", keysend,
              [(t("keysend.experiment:send.title"), True)]),
    ]  # fmt: skip


def onchain(t: Any) -> list[dict[str, Any]]:
    form = page(t(f"{WITHDRAW}layout.title"), [
        {"field": t(f"{WITHDRAW}form.address.title"), "text": ADDRESS},
        {"field": f"{t(f'{WITHDRAW}form.amount.title')} sat", "text": "150000"},
        {"button": t(f"{WITHDRAW}form.amount.all")},
        {"text": t(f"{WITHDRAW}form.feeRate.title")}, {"text": "4 sat/vB"},
        {"button": t(f"{WITHDRAW}form.withdraw.title")}])  # fmt: skip
    info = page(t("=Bitcoin"), [
        {"text": f"{t('onchain.onChainInfo:funds.title')}:"}, {"text": "0.0125 BTC"},
        {"text": f"{t('onchain.onChainInfo:address.title')}:"}, {"text": ADDRESS},
        {"button": t("onchain.onChainInfo:newAddress.title")},
        {"button": t("onchain.onChainInfo:withdraw.title")}])  # fmt: skip
    return [
        entry("send", "blixt Withdraw (Withdraw)", form,
              [(t(f"{WITHDRAW}form.withdraw.title"), True)]),
        entry("harmless", "blixt Withdraw (All)", form,
              [(t(f"{WITHDRAW}form.amount.all"), False)]),
        entry("harmless", "blixt OnChainInfo", info,
              [(t("onchain.onChainInfo:newAddress.title"), False)]),
        entry("harmless", "blixt OnChainInfo", info,
              [(t("onchain.onChainInfo:withdraw.title"), False)]),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    where = "blixt ChannelCard"
    fee = t("lightningInfo.openChannel:form.fee_rate.title")
    rows = [t(f"{COMMON}generic.viewInBlockExplorer"), t(f"{CHANNELS}channel.closeChannel"),
            f"{t(f'{CHANNELS}channel.closeChannel')} ({fee})",
            t(f"{CHANNELS}channel.forceCloseChannel"),
            t(f"{CHANNELS}channel.closeChannelToAddress")]  # fmt: skip
    behind = t(f"{CHANNELS}layout.title")
    no, yes = t("=No"), t("=Yes")

    def closing(category: str, force: bool, buttons: list[tuple[str, bool | None]]
                ) -> dict[str, Any]:  # fmt: skip
        how = " force" if force else ""
        asked = t(f"=Are you sure you want to{how} close the channel with {NODE}?")
        return alert(category, f"{where} (Close channel{', force' if force else ''})", behind,
                     t(f"{CHANNELS}channel.closeChannelPrompt.title"), asked, buttons)  # fmt: skip

    autopilot = t("=Automatic channel opening is enabled, new on-chain funds will "
                  "automatically go to a new channel unless you disable it. Do you wish to "
                  "disable automatic channel opening?")  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (the menu)", behind, rows, [(rows[1], False)]),
        menu("opens-prompt", f"{where} (the menu)", behind, rows, [(rows[3], False)]),
        menu("opens-prompt", f"{where} (the menu)", behind, rows, [(rows[4], False)]),
        menu("harmless", f"{where} (the menu)", behind, rows, [(rows[0], False)]),
        closing("close-channel", False, [(no, None), (yes, True)]),
        closing("harmless", False, [(no, False), (yes, None)]),
        closing("close-channel", True, [(no, None), (yes, True)]),
        closing("harmless", True, [(no, False), (yes, None)]),
        alert("reversible", f"{where} (Autopilot)", behind, t("=Autopilot"), autopilot,
              [(no, None), (yes, False)]),
    ]  # fmt: skip


def lnurl(t: Any) -> list[dict[str, Any]]:
    yes, no = t(f"{COMMON}buttons.yes"), t(f"{COMMON}buttons.no")
    title = t("LNURL.authRequest:layout.title")
    asked = f"{t('LNURL.authRequest:layout.msg')} {DOMAIN}?"
    add = t("LNURL.withdrawRequest:doRequest.addToContactList.msg", DOMAIN)
    withdrawal = t("LNURL.withdrawRequest:layout.title")

    def login(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "blixt AuthRequest (Login request)", DOMAIN, title, asked,
                     buttons)  # fmt: skip

    def adding(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "blixt WithdrawRequest (Add to Contact List)", withdrawal,
                     t("LNURL.withdrawRequest:doRequest.addToContactList.title"), add,
                     buttons)  # fmt: skip

    return [
        login("reversible", [(yes, False), (no, None)]),
        login("harmless", [(yes, None), (no, False)]),
        adding("reversible", [(no, None), (yes, False)]),
        adding("harmless", [(no, False), (yes, None)]),
    ]


def contacts(t: Any) -> list[dict[str, Any]]:
    yes, no = t(f"{COMMON}buttons.yes"), t(f"{COMMON}buttons.no")
    behind = t(f"{CONTACTS}layout.title")
    card = page(behind, [
        {"text": CONTACT}, {"text": f"{t(f'{CONTACTS}contact.list.account')} getalby.com"},
        {"text": f"{t(f'{CONTACTS}contact.syncBalance.title')}: 2100 sat"},
        {"button": t(f"{CONTACTS}contact.withdraw.title")},
        {"button": t(f"{CONTACTS}contact.send.title")}])  # fmt: skip
    asked = t(f"{CONTACTS}contact.deleteContact.msg", CONTACT)

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "blixt Contact (Contact deletion)", behind,
                     t(f"{CONTACTS}contact.deleteContact.title"), asked, buttons)  # fmt: skip

    return [
        entry("opens-prompt", "blixt Contact (Send)", card,
              [(t(f"{CONTACTS}contact.send.title"), False)]),
        entry("opens-prompt", "blixt Contact (Withdraw)", card,
              [(t(f"{CONTACTS}contact.withdraw.title"), False)]),
        deleting("delete", [(no, None), (yes, True)]),
        deleting("harmless", [(no, False), (yes, None)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t(f"{SETTINGS}title")
    rows = page(title, [
        {"text": t(f"{SETTINGS}wallet.title")},
        {"button": t(f"{SETTINGS}wallet.seed.show.title")},
        {"text": t(f"{SETTINGS}wallet.seed.show.subtitle")},
        {"button": t(f"{SETTINGS}wallet.seed.remove.title")},
        {"text": t(f"{SETTINGS}wallet.seed.remove.subtitle")},
        {"button": t(f"{SETTINGS}wallet.backup.export.title")},
        {"text": t(f"{SETTINGS}security.title")},
        {"switch": t(f"{SETTINGS}security.chainSync.title")},
        {"text": t(f"{SETTINGS}security.chainSync.subtitle")}])  # fmt: skip
    cancel = t(f"{COMMON}buttons.cancel")
    delete = t(f"{SETTINGS}wallet.seed.remove.dialog.accept")

    def removing(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return alert(category, "blixt Settings (Remove seed)", title,
                     t(f"{SETTINGS}wallet.seed.remove.dialog.title"),
                     t(f"{SETTINGS}wallet.seed.remove.dialog.msg"), buttons)  # fmt: skip

    seed = " ".join(["abandon"] * 23 + ["art"])
    return [
        entry("opens-prompt", "blixt Settings (Wallet)", rows,
              [(t(f"{SETTINGS}wallet.seed.remove.title"), False)]),
        entry("harmless", "blixt Settings (Wallet)", rows,
              [(t(f"{SETTINGS}wallet.seed.show.title"), False)]),
        entry("harmless", "blixt Settings (Wallet)", rows,
              [(t(f"{SETTINGS}wallet.backup.export.title"), False)]),
        entry("opens-prompt", "blixt Settings (Security)", rows,
              [(t(f"{SETTINGS}security.chainSync.title"), False)]),
        removing("delete", [(cancel, None), (delete, True)]),
        removing("harmless", [(cancel, False), (delete, None)]),
        alert("harmless", "blixt Settings (Seed)", title,
              t(f"{SETTINGS}wallet.seed.show.dialog.title"), seed,
              [(t(f"{SETTINGS}wallet.seed.show.dialog.copy"), None),
               (t(f"{COMMON}buttons.ok"), False)]),
        alert("reversible", "blixt Settings (Not recommended)", title,
              t(f"{SETTINGS}security.chainSync.dialog.title"),
              t(f"{SETTINGS}security.chainSync.dialog.msg"),
              [(cancel, None), (t("=Proceed"), False)]),
        alert("harmless", "blixt Settings (Not recommended)", title,
              t(f"{SETTINGS}security.chainSync.dialog.title"),
              t(f"{SETTINGS}security.chainSync.dialog.msg"),
              [(cancel, False), (t("=Proceed"), None)]),
    ]  # fmt: skip

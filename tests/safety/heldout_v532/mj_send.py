"""Monerujo's send wizard (``com.m2049r.xmrwallet``, ``fragment/send``): XMR given to an
address, or swapped through EXOLIX into another coin sent to an address, and the password
asked before the transaction goes. Strings from ``app/src/main/res/values*/strings.xml``;
wallet names, addresses, amounts, order numbers and ids are the same in every language.

Read from the code (``app/src/main/java/com/m2049r/xmrwallet``): ``fragment/send/
SendFragment.java`` with ``res/layout/fragment_send.xml`` and ``res/menu/send_menu.xml`` (the
subtitle Send; the toolbar's ``bSettings`` Cancel and the action item Help; a pager of
Address, Amount and Confirm, with ``bPrev`` and ``bNext`` named after the page before and
after, and Done after the send); ``SendAddressWizardFragment.java`` with
``res/layout/fragment_send_address.xml`` (the Receiver field, "Paste give address", the coins
XMR, BTC, LTC, ETH, USDT and a last one, ``ibSOL``, described DOGE in the layout, each only
choosing what the receiver gets, ``setMode``; the notes field and Scan, which opens the QR
scanner); ``SendAmountWizardFragment.java`` with ``res/layout/fragment_send_amount.xml``
(the balance, the sweep button ``ibSweep`` and the amount); ``SendConfirmWizardFragment.java``
with ``res/layout/fragment_send_confirm.xml`` (the page prepares the transaction when it is
shown, ``onPrepareSend``, and shows the address, notes, amount, fee and total; "Spend my sweet
Moneroj" only asks for the password, ``preSend``); ``SendBtcConfirmWizardFragment.java`` with
``res/layout/fragment_send_btc_confirm.xml`` (for another coin: the order made with EXOLIX,
its number, the destination and the XMR transaction to EXOLIX's deposit address, with "Spend
my sweet Moneroj (M:SS)" counting down the order's time; it too only asks for the
password); ``promptPassword`` in ``util`` with ``res/layout/prompt_password.xml`` (no title:
the field "Password for NAME", the line that offers the fingerprint where the wallet allows
it, "Incorrect password!" after a wrong one, Cancel and OK; after a send page's OK,
``send()`` calls ``commitTransaction``, and the wallet service commits the pending
transaction to the node, ``PendingTransaction.commit``: the coins are spent, with no way to
call them back); ``SendSuccessWizardFragment.java`` with ``res/layout/fragment_send_success.xml``
("Successfully sent", the amount, fee, transaction id and address, and Done, which closes
the wizard).
"""

from __future__ import annotations

from typing import Any

from screens import DOTS, ID, NEGATIVE, POSITIVE, alert, entry, html, page, pick, plain

DAILY, SAVINGS = "daily", "savings"
XMR_ADDRESS = (
    "48edfHu7V9Z84YzzMa6fUueoELZ9ZRXq9VetWzYGzKt52XU5xvqgz"
    "YnDK9URnRoJMk1j8nLwEVsaSWJ4fhdUyZijBGUicoD"
)
BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
TX_ID = "e3b7a91c4f2d08b56a1c9e7f3d2b40a8c6e1f9d7b3a5c0e2f4d6b8a1c3e5f7a9"
ORDER = "b3f1c0a8e6d2"
COINS = (
    ("XMR", "ibXMR"),
    ("BTC", "ibBTC"),
    ("LTC", "ibLTC"),
    ("ETH", "ibETH"),
    ("USDT", "ibUSDT"),
    ("DOGE", "ibSOL"),
)
"""The coins' buttons: their content descriptions (English in the layout) and ids."""


def screens(t: Any) -> list[dict[str, Any]]:
    return wizard(t) + passwords(t)


def _bar(t: Any) -> list[dict[str, Any]]:
    return [
        {"icon": t("menu_cancel"), "rid": f"{ID}bSettings"},
        {"text": DAILY, "rid": f"{ID}toolbarTitle"},
        {"icon": t("menu_help"), "rid": f"{ID}action_help_send"},
    ]


def wizard(t: Any) -> list[dict[str, Any]]:
    where = "monerujo SendFragment"
    address = page(
        t("send_title"),
        [
            *_bar(t),
            {"field": "", "hint": t("send_address_hint"), "text": XMR_ADDRESS},
            {"icon": t("paste_give_address"), "rid": f"{ID}bPasteAddress"},
            *({"icon": coin, "rid": f"{ID}{rid}"} for coin, rid in COINS),
            {"text": html(t("info_xmrto_help_xmr")), "rid": f"{ID}tvXmrTo"},
            {"field": "", "hint": t("send_notes_hint"), "text": "rent June"},
            {"button": t("send_qr_hint"), "rid": f"{ID}bScan"},
            {"button": t("send_amount_title"), "rid": f"{ID}bNext"},
        ],
    )
    amount = page(
        t("send_title"),
        [
            *_bar(t),
            {"text": t("send_available", "1.84231"), "rid": f"{ID}tvFunds"},
            plain("ibSweep"),
            {"text": "XMR", "rid": f"{ID}sCurrencyA"},
            {"field": "", "hint": t("receive_amount_hint"), "text": "0.25", "focused": True},
            {"button": t("send_address_title"), "rid": f"{ID}bPrev"},
            {"button": t("send_confirm_title"), "rid": f"{ID}bNext"},
        ],
    )
    confirm = page(
        t("send_title"),
        [
            *_bar(t),
            {"text": t("label_send_address")},
            {"text": XMR_ADDRESS, "rid": f"{ID}tvTxAddress"},
            {"text": t("label_send_notes")},
            {"text": "rent June", "rid": f"{ID}tvTxNotes"},
            {"text": t("send_amount_label")},
            {"text": "0.250000000000", "rid": f"{ID}tvTxAmount"},
            {"text": t("send_fee_label")},
            {"text": "0.000030720000", "rid": f"{ID}tvTxFee"},
            {"text": t("send_total_label")},
            {"text": "0.250030720000", "rid": f"{ID}tvTxTotal"},
            {"button": t("send_send_label"), "rid": f"{ID}bSend"},
            {"button": t("send_amount_title"), "rid": f"{ID}bPrev"},
        ],
    )
    timed = t("send_send_timed_label", "4:51")
    shift = page(
        t("send_title"),
        [
            *_bar(t),
            {"text": t("label_send_btc_amount")},
            {"text": t("text_send_btc_amount", "0.00150000", "0.91234", "BTC")},
            {"text": t("text_send_btc_rate", "0.00164", "BTC")},
            {"text": t("label_send_btc_xmrto_key", "EXOLIX"), "rid": f"{ID}tvTxXmrToKeyLabel"},
            {"text": ORDER, "rid": f"{ID}tvTxXmrToKey"},
            {"text": t("label_send_btc_xmrto_info", "EXOLIX"), "rid": f"{ID}tvTxXmrToInfo"},
            {"text": t("label_send_btc_address", "BTC"), "rid": f"{ID}tvTxBtcAddressLabel"},
            {"text": BTC_ADDRESS, "rid": f"{ID}tvTxBtcAddress"},
            {"text": t("send_fee_btc_label")},
            {"text": "0.000030720000", "rid": f"{ID}tvTxFee"},
            {"text": t("send_total_btc_label")},
            {"text": "0.912370720000", "rid": f"{ID}tvTxTotal"},
            {"button": timed, "rid": f"{ID}bSend"},
            {"button": t("send_amount_title"), "rid": f"{ID}bPrev"},
        ],
    )
    done = page(
        t("send_title"),
        [
            {"text": DAILY, "rid": f"{ID}toolbarTitle"},
            {"icon": t("menu_help"), "rid": f"{ID}action_help_send"},
            {"text": t("label_send_success")},
            {"text": "0.250000000000 XMR", "rid": f"{ID}tvTxAmount"},
            {"text": t("send_fee", "0.000030720000"), "rid": f"{ID}tvTxFee"},
            {"text": t("label_send_txid")},
            plain("bCopyTxId"),
            {"text": TX_ID, "rid": f"{ID}tvTxId"},
            {"text": t("label_send_address")},
            {"text": XMR_ADDRESS, "rid": f"{ID}tvTxAddress"},
            {"button": t("label_send_done"), "rid": f"{ID}bDone"},
        ],
    )
    return [
        entry("harmless", f"{where} (address)", address, [("BTC", False)]),
        entry(
            "harmless",
            f"{where} (address)",
            address,
            [(pick(address, t("send_amount_title"), "bNext"), False)],
        ),
        entry(
            "harmless",
            f"{where} (amount)",
            amount,
            [(pick(amount, t("send_confirm_title"), "bNext"), False)],
        ),
        entry(
            "opens-prompt",
            "monerujo SendConfirmWizardFragment",
            confirm,
            [(pick(confirm, t("send_send_label"), "bSend"), False)],
        ),
        entry(
            "opens-prompt",
            "monerujo SendBtcConfirmWizardFragment (BTC)",
            shift,
            [(pick(shift, timed, "bSend"), False)],
        ),
        entry(
            "harmless",
            "monerujo SendSuccessWizardFragment",
            done,
            [(pick(done, t("label_send_done"), "bDone"), False)],
        ),
    ]


def _prompt(
    t: Any, source: str, wallet: str, shown: tuple[dict[str, Any], ...], cancel: bool | None
) -> dict[str, Any]:
    """``promptPassword`` over a send wizard's confirmation: its OK sends."""
    field = {"field": "", "hint": t("prompt_password", wallet), "text": DOTS, "focused": True}
    buttons = [(t("label_cancel"), NEGATIVE, cancel), (t("label_ok"), POSITIVE, True)]
    return alert("payment", source, t("send_title"), None, None, buttons, (field, *shown))


def passwords(t: Any) -> list[dict[str, Any]]:
    xmr = "monerujo SendConfirmWizardFragment.preSend"
    other = "monerujo SendBtcConfirmWizardFragment.preSend"
    fingerprint = {"text": t("prompt_fingerprint_auth"), "rid": f"{ID}tvOpenPrompt"}
    wrong = {"text": t("bad_password"), "rid": f"{ID}textinput_error"}
    return [
        _prompt(t, f"{xmr} ({DAILY})", DAILY, (), False),
        _prompt(
            t, f"{xmr} ({SAVINGS}, all funds, fingerprint offered)", SAVINGS, (fingerprint,), None
        ),
        _prompt(t, f"{other} ({DAILY}, BTC, after a wrong password)", DAILY, (wrong,), None),
        _prompt(t, f"{other} ({SAVINGS}, USDT)", SAVINGS, (), None),
    ]

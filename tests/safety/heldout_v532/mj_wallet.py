"""Monerujo's open wallet (``com.m2049r.xmrwallet``, ``WalletActivity``): the balance and the
transactions, street mode, the accounts' drawer, the overflow's rescan, rename, secrets,
subaddresses and PocketChange, the receive page and a transaction's details. Strings from
``app/src/main/res/values*/strings.xml``; wallet, account and subaddress names, amounts,
addresses and ids are the same in every language.

Read from the code (``app/src/main/java/com/m2049r/xmrwallet``): ``WalletFragment.java`` with
``res/layout/fragment_wallet.xml`` and ``item_transaction.xml`` (the title is the wallet's
name and the subtitle the account's; "Synced:", the balance and its currency, the
transactions, whose tap opens their details, Receive and Give, which open the receive page
and the send wizard); ``WalletActivity.java`` with ``res/menu/wallet_menu.xml`` (the action
item "Street Mode", which hides the balances at once and asks for the password only to show
them again; the overflow's Help, Rename, which opens ``prompt_rename.xml`` for the account's
name, "Show Secrets!", which opens "Sensitive data will now be shown…", "Rescan!", which
rescans the blockchain, ``rescanBlockchainAsync``, rebuilding the wallet's transfers from the
chain, Subaddresses and PocketChange, which opens ``dialog/PocketChangeFragment.java``; the
drawer ``res/layout/nav_header.xml`` with ``res/menu/drawer_view.xml``: the wallet's name and
balance, its accounts, whose tap switches the account shown, and "Create Account", which adds
the next account of the wallet, ``addAccount``); ``dialog/PocketChangeFragment.java`` with
``res/layout/fragment_pocketchange_setting.xml`` (PocketChange, its explanation, the switch
beside "Create Change", the amount and its slider, and APPLY, which stores the setting for
the wallet, ``setPocketChange``: the next sends make change of that size, at the cost of a
higher fee); ``ReceiveFragment.java`` with ``res/layout/fragment_receive.xml`` and
``res/menu/receive_menu.xml`` (the subaddress, which opens the subaddress picker, "Copy
receive address", the amount and description, "Touch for QR Code", and the action item
Share, whose title is written in English in the menu file, which opens the system's share
sheet with the QR code); ``TxFragment.java`` with ``res/layout/fragment_tx_info.xml`` and
``res/menu/tx_info_menu.xml`` (subtitle "Transaction Details": the amounts, the account, the
notes field, the destination, the ids and the block; Share opens the system's share sheet
with the details, ``shareTxInfo``); ``SubaddressFragment.java`` with
``res/layout/fragment_subaddress.xml`` (subtitle Subaddresses: the subaddresses, whose tap
opens their page, and "Add Subaddress", which adds the wallet's next subaddress,
``getNewSubaddress``, unless too many are unused).
"""

from __future__ import annotations

from typing import Any

from screens import ID, POSITIVE, alert, entry, menu, page, switch

WALLET, ACCOUNT, ACCOUNT2 = "daily", "Primary account", "Savings jar"
BALANCE = "1.84231"
ADDRESS = "84QkXyV7hLR…dfRTqE6Uh6q"
SUBADDRESS = "8Bz2ZunxN1e…a9EJj7gDGrT"
TXID = "5c1d84e0a7b2f39e6d08c4f1b7a3e25d9f60c18b4e7a2d3f5c9b0e1a8d4f7c62"
TXKEY = "b9e4a1f07c3d628e5f1a9b2c4d7e0f3a6b8c1d4e7f0a2b5c8d1e4f7a0b3c6d09"


def screens(t: Any) -> list[dict[str, Any]]:
    return wallet(t) + overflow(t) + drawer(t) + receive(t) + details(t)


def wallet(t: Any) -> list[dict[str, Any]]:
    where = "monerujo WalletFragment"
    home = page(
        WALLET,
        [
            {"text": ACCOUNT, "rid": f"{ID}toolbarSubtitle"},
            {"icon": t("menu_streetmode"), "rid": f"{ID}action_streetmode"},
            {"text": f"{t('status_synced')} 3,412,857", "rid": f"{ID}tvProgress"},
            {"text": BALANCE, "rid": f"{ID}tvBalance"},
            {"text": "XMR", "rid": f"{ID}sCurrency"},
            {
                "list": [
                    {"row": "+ 0.50000", "secondary": "2025-06-10 18:22"},
                    {"row": "- 0.12000", "secondary": "coffee 2025-06-12 08:41"},
                    {"row": "- 0.25000", "secondary": "rent June 2025-06-14 19:05"},
                ]
            },
            {"button": t("label_wallet_receive"), "rid": f"{ID}bReceive"},
            {"button": t("label_wallet_send"), "rid": f"{ID}bSend"},
        ],
    )
    return [
        entry("harmless", where, home, [(t("label_wallet_send"), False)]),
        entry("harmless", where, home, [(t("label_wallet_receive"), False)]),
        entry("reversible", where, home, [(t("menu_streetmode"), False)]),
    ]


def overflow(t: Any) -> list[dict[str, Any]]:
    where = "monerujo WalletActivity (overflow)"
    keys = ("menu_help", "menu_rename", "menu_info", "menu_rescan", "subbaddress_title")
    rows = [*(t(k) for k in keys), "PocketChange"]
    pocket = (
        {"text": "PocketChange"},
        {"text": t("pocketchange_info")},
        {"text": t("pocketchange_create_title")},
        switch("", "switchPocketChange", True),
        {"text": t("tx_amount")},
        {"text": "0.3 XMR", "rid": f"{ID}seekbar_value"},
        {"slider": "", "rid": f"{ID}seekbar"},
    )
    return [
        menu("reversible", where, WALLET, rows, [(t("menu_rescan"), False)]),
        menu("opens-prompt", where, WALLET, rows, [("PocketChange", False)]),
        alert(
            "reversible",
            "monerujo PocketChangeFragment",
            WALLET,
            None,
            None,
            [(t("label_apply"), POSITIVE, False)],
            pocket,
        ),
    ]


def drawer(t: Any) -> list[dict[str, Any]]:
    where = "monerujo WalletActivity (accounts drawer)"
    opened = page(
        WALLET,
        [
            {"text": WALLET, "rid": f"{ID}tvName"},
            {"text": f"{BALANCE} XMR", "rid": f"{ID}tvBalance"},
            {
                "list": [
                    {"row": f"{ACCOUNT} (1.50)"},
                    {"row": f"{ACCOUNT2} (0.34)"},
                    {"row": t("accounts_drawer_new")},
                ]
            },
        ],
    )
    return [
        entry("harmless", where, opened, [(t("accounts_drawer_new"), False)]),
        entry("reversible", where, opened, [(f"{ACCOUNT2} (0.34)", False)]),
    ]


def receive(t: Any) -> list[dict[str, Any]]:
    shown = page(
        WALLET,
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {"icon": "Share", "rid": f"{ID}menu_item_share"},
            {"text": t("tx_subaddress")},
            {"text": f"#0  {ADDRESS}", "rid": f"{ID}tvAddress"},
            {"icon": t("copy_receive_address"), "rid": f"{ID}bCopyAddress"},
            {"text": "XMR", "rid": f"{ID}sCurrencyA"},
            {"field": "", "hint": t("receive_amount_hint"), "text": "0.1"},
            {"field": "", "hint": t("receive_desc_hint"), "text": "lunch"},
            {"icon": t("label_receive_info_gen_qr_code"), "rid": f"{ID}cvQrCode"},
            {"text": t("label_receive_info_gen_qr_code"), "rid": f"{ID}tvQrCode"},
        ],
    )
    return [entry("harmless", "monerujo ReceiveFragment", shown, [("Share", False)])]


def details(t: Any) -> list[dict[str, Any]]:
    tx = page(
        t("tx_title"),
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {"icon": t("menu_share"), "rid": f"{ID}action_share"},
            {"icon": t("menu_help"), "rid": f"{ID}action_help_tx_info"},
            {"text": "- 0.12000", "rid": f"{ID}tvTxAmount"},
            {"text": t("tx_list_fee", "0.00003"), "rid": f"{ID}tvTxFee"},
            {"text": "2025-06-12 08:41", "rid": f"{ID}tvTxTimestamp"},
            {"text": t("tx_account")},
            {"text": "(0, 1)  Coffee shop", "rid": f"{ID}tvAccount"},
            {"text": t("tx_notes")},
            {"field": f"{ID}etTxNotes", "hint": t("tx_notes_hint"), "text": "coffee"},
            {"text": t("tx_destination")},
            {"text": SUBADDRESS, "rid": f"{ID}tvDestination"},
            {"text": t("tx_id")},
            {"text": TXID, "rid": f"{ID}tvTxId"},
            {"text": t("tx_key")},
            {"text": TXKEY, "rid": f"{ID}tvTxKey"},
            {"text": t("tx_blockheight")},
            {"text": "3,401,226", "rid": f"{ID}tvTxBlockheight"},
        ],
    )
    subaddresses = page(
        t("subbaddress_title"),
        [
            {"icon": t("menu_back"), "rid": f"{ID}bSettings"},
            {
                "list": [
                    {"row": "#0", "secondary": ADDRESS},
                    {"row": "Coffee shop", "secondary": SUBADDRESS},
                    {"row": "#2", "secondary": "87rDp4tQ9sW…Vn3kLx2mB8c"},
                ]
            },
            {"icon": t("subaddress_add"), "rid": f"{ID}fab"},
        ],
    )
    return [
        entry("harmless", "monerujo TxFragment", tx, [(t("menu_share"), False)]),
        entry(
            "harmless",
            "monerujo SubaddressFragment (manager)",
            subaddresses,
            [(t("subaddress_add"), False)],
        ),
    ]

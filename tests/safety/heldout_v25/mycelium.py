"""Mycelium Bitcoin Wallet's screens (``com.mycelium.wallet``), strings from ``t(name)``.

Read from the code (``mbw/src/main/java/com/mycelium/wallet/activity`` and
``mbw/src/main/res``): ``layout/layout_account_actoins.xml`` (the balance screen's Send, Scan
and Receive, each opening its screen), ``send/SendCoinsActivity.kt`` with
``layout/send_coins_activity_btc.xml`` and its includes (the recipient, the amount, the
miner fee, the transaction label and Send: ``onClickSend`` calls ``sendTransaction``, which,
for a wallet without a PIN, signs the transaction and ``BroadcastDialog`` broadcasts it at
once; when a similar payment is still outgoing it first asks "Possible duplicate
transaction", whose buttons are the platform's ``android.R.string.yes`` and ``no``, shown
as OK and Cancel: OK sends, Cancel closes the screen), ``send/BroadcastDialog.kt`` (a failed
broadcast asks "No … Server Connection" with "Would you like to queue the transaction so it
gets sent automatically once you get online?": Yes queues it to be sent, No drops it),
``res/menu/transaction_history_context_menu.xml`` with ``main/TransactionHistoryFragment.kt``
(an unconfirmed outgoing transaction selected: "Set Label", "Show Details", "Add to
address book", "Rebroadcast transaction", "Delete unconfirmed transaction", "Bump Fee
(CPFP)" and "Share Transaction manually", each but the first three opening a Yes/No dialog:
"Bump Mining Fee (CPFP)" once loaded asks to spend an amount to raise the fee, and its Yes
signs and broadcasts a child transaction paying it; "Rebroadcast transaction"'s Yes
broadcasts the transaction again through ``BroadcastDialog``; "Delete unconfirmed
transaction"'s Yes deletes it from the local cache only, "If the network still knows the
transaction, it will show up again right after synchronizing"),
``modern/AccountsFragment.java`` with ``res/menu/record_options_menu*.xml`` (an HD account
imported from its private key, selected in Accounts: "Set Label", "Delete Account", "Sign
Message", Archive, "Reload Account", "Show Unspent Outputs" and "Export account keys", as
the fragment puts its menus together;
``deleteAccount`` asks "Delete Account" with the account's label and balance, and for an
account holding keys its Yes only opens "Are You Sure?", "This cannot be undone!" with the
account's label, address and balance, whose Yes deletes the account and its keys,
``walletManager.deleteAccount``; No closes either) and ``modern/AddressBookFragment.kt``
with ``res/menu/addressbook_context_menu.xml`` (an address book entry selected: "Show QR
Code", Edit, and Delete, which asks "Are you sure that you want to delete this address from
your address book?": Yes deletes the entry, ``deleteAddressMetadata``, No keeps it).
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

APP, ACCOUNT, BALANCE = "Mycelium Wallet", "Savings", "0.01250 BTC"
ADDRESS = "bc1q9h6tq8e4l7m0v2c5r3x8n6w4k2j0y7s5d3f1ga"
AMOUNT, FEE, SPEND = "0.00500 BTC", "0.00001410 BTC", "0.00000940 BTC"


def html(text: str) -> str:
    """A message the app shows through ``Html.fromHtml``: its tags are not shown."""
    return re.sub(r"<[^>]+>", "", text)


def screens(t: Any) -> list[dict[str, Any]]:
    return sending(t) + history(t) + accounts(t) + address_book(t)


def sending(t: Any) -> list[dict[str, Any]]:
    balance = {"title": APP, "items": [
        {"text": BALANCE, "rid": "tcdBalance"},
        {"button": t("send"), "rid": "btSend"},
        {"button": t("scan"), "rid": "btScan"},
        {"button": t("receive"), "rid": "btReceive"}]}  # fmt: skip
    form = {"title": APP, "items": [
        {"text": t("enter_recipient_title")},
        {"text": ADDRESS, "rid": "tvReceiver"},
        {"text": t("amount_label"), "rid": "tvAmountLabel"},
        {"text": AMOUNT, "rid": "tvAmount"},
        {"text": t("miner_fee_title"), "rid": "tvFeeLabel"},
        {"text": FEE, "rid": "layoutFeeSelector"},
        {"text": t("transaction_label_title"), "rid": "tvTransactionLabelTitle"},
        {"button": t("send"), "rid": "btSend"}]}  # fmt: skip
    return [
        entry("harmless", "mycelium layout_account_actoins (the balance screen)", balance,
              [(t("send"), False)]),
        entry("payment", "mycelium SendCoinsActivity (a wallet without a PIN)", form,
              [(t("send"), True)]),
        dialog("payment", "mycelium SendCoinsActivity.onClickSend (a possible duplicate)", APP,
               t("possible_duplicate_warning_title"), t("possible_duplicate_warning_desc"),
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, True)]),
        dialog("payment", "mycelium BroadcastDialog (no server connection)", APP,
               t("no_server_connection", ""), t("queue_transaction_message"),
               [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, True)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    page = t("tab_transactions")
    selected = [t("set_label"), t("show_details"), t("add_to_addressbook"),
                t("menu_item_rebroadcast_transaction"),
                t("menu_item_delete_unconfirmed_transaction"), t("menu_item_bump_mining_fee"),
                t("share_transaction_manually")]  # fmt: skip
    where = "mycelium transaction_history_context_menu (an unconfirmed payment selected)"
    no, yes = t("no"), t("yes")
    return [
        menu("opens-prompt", where, page, selected,
             [(t("menu_item_bump_mining_fee"), False),
              (t("menu_item_rebroadcast_transaction"), False)]),
        dialog("payment", "mycelium TransactionHistoryFragment (Bump Fee, loaded)", page,
               t("bump_fee_title"), t("description_bump_fee", 25, SPEND),
               [(no, NEGATIVE, False), (yes, POSITIVE, True)]),
        dialog("payment", "mycelium TransactionHistoryFragment (Rebroadcast transaction)", page,
               t("rebroadcast_transaction_title"), t("description_rebroadcast_transaction"),
               [(no, NEGATIVE, None), (yes, POSITIVE, True)]),
        dialog("reversible", "mycelium TransactionHistoryFragment (Delete unconfirmed)", page,
               t("delete_unconfirmed_transaction_title"),
               t("warning_delete_unconfirmed_transaction"),
               [(no, NEGATIVE, None), (yes, POSITIVE, False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    page = t("tab_accounts")
    selected = [t("set_label"), t("delete_account"), t("sign_message"), t("archive_action"),
                t("rescan_account_menu_item"), t("show_outputs_menu_item"),
                t("export")]  # fmt: skip
    where = "mycelium record_options_menu (an imported HD account selected)"
    no, yes = t("no"), t("yes")
    label = t("account_label", ACCOUNT)
    sure = t("confirm_delete_pk_with_balance_with_label", label, ADDRESS, BALANCE)
    sure = f"{sure} {t('confirm_delete_account_message_end')}"
    return [
        menu("opens-prompt", where, page, selected,
             [(t("delete_account"), False), (t("archive_action"), False)]),
        dialog("opens-prompt", "mycelium AccountsFragment.deleteAccount (an imported HD account)",
               page, t("delete_account"), html(t("delete_account_message_s", ACCOUNT, BALANCE)),
               [(no, NEGATIVE, False), (yes, POSITIVE, False)]),
        dialog("delete", "mycelium AccountsFragment.deleteAccount (Are You Sure?)", page,
               t("confirm_delete_pk_title"), sure, [(no, NEGATIVE, None), (yes, POSITIVE, True)]),
    ]  # fmt: skip


def address_book(t: Any) -> list[dict[str, Any]]:
    page = t("tab_addresses")
    selected = [t("show_qr_code_menu"), t("edit"), t("delete")]
    return [
        menu("opens-prompt", "mycelium addressbook_context_menu (an entry selected)", page,
             selected, [(t("delete"), False)]),
        dialog("delete", "mycelium AddressBookFragment (deleting an entry)", page, None,
               t("delete_address_confirmation"),
               [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, True)]),
    ]  # fmt: skip

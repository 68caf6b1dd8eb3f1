"""Bitcoin Wallet's screens (``de.schildbach.wallet``), strings from ``t(name)``.

Read from the code (``wallet/src/de/schildbach/wallet/ui`` and ``wallet/res``):
``res/menu/wallet_options.xml`` and ``WalletActivity.onOptionsItemSelected`` (the wallet's
overflow and its Safety submenu: Send Bitcoins and Sweep paper wallet open their screens;
"Back up wallet", "Restore wallet" and "Spending PIN" only open their dialogs, "Restore
wallet" after the system's file picker), ``layout/wallet_actions_fragment.xml`` (Request
coins, Send coins, the Scan icon), ``send/SendCoinsFragment.java`` with
``layout/send_coins_fragment.xml`` and ``send_coins_buttons_include.xml`` (the payee and
amount fields, the fee hint, the PIN field of an encrypted wallet, Cancel and Send: Send
calls ``handleGo``, which decrypts the key with the PIN, signs and, unless the fee is high,
``sendPayment`` broadcasts the transaction at once; after sending, the buttons read Back and
"Sent!"), ``signAndSendPayment``'s "Significant network fee" dialog (its Send broadcasts the
payment, Cancel returns to the form), ``res/menu/send_coins_fragment_options.xml`` (Scan,
the Fee submenu choosing the fee category, "Empty wallet", which only fills the amount with
the whole balance), ``res/menu/wallet_transactions_context.xml`` with
``WalletTransactionsFragment`` (a transaction's context menu: the address label entry,
titled "Add sending address" for an unlabelled payee, Show QR code, "Raise network fee",
which opens its dialog, Report issue, Browse), ``send/RaiseFeeDialogFragment.java`` (the
fee, the PIN field, Dismiss and Raise, which signs a child transaction paying the higher fee
and broadcasts it), ``send/MaintenanceDialogFragment.java`` (Dismiss and Move: Move calls
``wallet.doMaintenance(key, true)``, which signs and broadcasts transactions moving coins to
secure addresses, paying the fee the message states), ``send/SweepWalletFragment.java``
(Cancel and Decrypt for a password-protected key, which only decrypts it; Cancel and Sweep,
which broadcasts a transaction moving all of the paper wallet's coins into this wallet),
``backup/RestoreWalletDialogFragment.java`` with ``layout/restore_wallet_dialog.xml`` (the
backup's file name, its password, "Show password", the warning that the current wallet and
its coins will be replaced, shown when the wallet holds coins, Cancel and Restore, which
replaces the wallet: ``application.replaceWallet``), ``backup/BackupWalletDialogFragment
.java`` (the password twice, Cancel and "Back up", which opens the system's picker to save
the encrypted file), ``EncryptKeysDialogFragment.java`` (Old PIN, PIN, Cancel and a
positive button reading Set, Edit or Remove: it sets, changes or removes the spending PIN,
each changed again the same way), ``SendingAddressesFragment.java`` with
``res/menu/sending_addresses_context.xml`` (an address book entry's action bar: "Send
Bitcoins to address" opens the send screen, "Edit address" the edit dialog, "Remove
address" deletes the entry at once, ``addressBookDao.delete``, with no dialog),
``EditAddressBookEntryFragment.java`` (the address and its label, Cancel, Delete, which
deletes the entry at once, and Save, which stores the label, to be edited again) and
``preference/DiagnosticsFragment.java`` with ``res/xml/preference_diagnostics.xml`` ("Reset
block chain" opens a dialog whose Reset replays the chain: "Both will recover as block chain
sync progresses").
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

APP, PIN, LABEL, MEMO = "Bitcoin Wallet", "••••••", "Alice", "Order #4711, Corner Café"
ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
PAPER = "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + sending(t) + fees(t) + safety(t) + addresses(t)


def home(t: Any) -> list[dict[str, Any]]:
    overflow = [t("request_coins_activity_title"), t("wallet_options_request_legacy"),
                t("send_coins_activity_title"), t("button_scan"),
                t("address_book_activity_title"), t("wallet_options_safety_menu"),
                t("exchange_rates_activity_title"), t("sweep_wallet_activity_title"),
                t("network_monitor_activity_title"), t("preferences_activity_title"),
                t("preferences_report_issue_title"), t("button_help")]  # fmt: skip
    where = "bitcoin wallet_options (the wallet's overflow)"
    submenu = [t("wallet_options_safety"), t("wallet_options_technical_notes_title"),
               t("export_keys_dialog_title"), t("import_keys_dialog_title"),
               t("wallet_options_encrypt_keys_change")]  # fmt: skip
    actions = {"title": APP, "items": [
        {"text": "0.01250 BTC", "rid": "wallet_balance_btc"},
        {"list": [{"row": LABEL, "secondary": "-0.00200 BTC"},
                  {"row": t("address_unlabeled"), "secondary": "+0.01000 BTC"}]},
        {"button": t("button_request_coins"), "rid": "wallet_actions_request"},
        {"button": t("button_send_coins"), "rid": "wallet_actions_send"},
        {"icon": t("button_scan"), "rid": "wallet_actions_send_qr"}]}  # fmt: skip
    return [
        menu("harmless", where, APP, overflow,
             [(t("send_coins_activity_title"), False)]),
        menu("opens-prompt", "bitcoin wallet_options (the Safety submenu)", APP, submenu,
             [(t("export_keys_dialog_title"), False), (t("import_keys_dialog_title"), False)]),
        entry("harmless", "bitcoin wallet_actions_fragment (the wallet)", actions,
              [(t("button_send_coins"), False)]),
    ]  # fmt: skip


def send_form(t: Any, pin: bool, sent: bool = False, request: bool = False) -> dict[str, Any]:
    """``SendCoinsFragment``: payee (typed, or fixed by a payment request with its memo),
    amount, fee hint, the PIN of an encrypted wallet, then its two buttons (Cancel and
    Send, or Back and "Sent!" once broadcast)."""
    payee: list[dict[str, Any]] = [
        {"text": MEMO, "rid": "send_coins_receiving_static_label"},
        {"text": ADDRESS, "rid": "send_coins_receiving_static_address"},
    ] if request else [
        {"field": "send_coins_receiving_address",
         "hint": t("send_coins_fragment_receiving_address_hint"), "text": ADDRESS},
    ]  # fmt: skip
    items: list[dict[str, Any]] = [
        {"text": t("send_coins_fragment_receiving_address_label")},
        *payee,
        {"text": t("send_coins_fragment_amount_label")},
        {"field": "send_coins_amount_btc_edittext", "text": "0.00500"},
        {"field": "send_coins_amount_local_edittext", "text": "412.50"},
        {"text": t("send_coins_fragment_hint_fee", "0.00002"), "rid": "send_coins_hint"},
    ]
    if pin:
        items.append({"field": "send_coins_private_key_password",
                      "hint": t("private_key_password"), "text": PIN})  # fmt: skip
    back, go = (("send_coins_fragment_button_back", "send_coins_sent_msg") if sent
                else ("button_cancel", "send_coins_fragment_button_send"))  # fmt: skip
    items += [{"button": t(back), "rid": "send_coins_cancel"},
              {"button": t(go), "rid": "send_coins_go"}]  # fmt: skip
    return {"title": t("send_coins_activity_title"), "items": items}


def sending(t: Any) -> list[dict[str, Any]]:
    page = t("send_coins_activity_title")
    send, cancel = t("send_coins_fragment_button_send"), t("button_cancel")
    options = [t("button_scan"), t("send_coins_options_fee_category"),
               t("send_coins_options_empty")]  # fmt: skip
    categories = [{"radio": t(f"send_coins_options_fee_category_{c}")}
                  for c in ("economic", "normal", "priority")]  # fmt: skip
    return [
        entry("payment", "bitcoin SendCoinsFragment (a wallet with no PIN)", send_form(t, False),
              [(send, True)]),
        entry("payment", "bitcoin SendCoinsFragment (a wallet with a spending PIN)",
              send_form(t, True), [(send, True)]),
        entry("payment", "bitcoin SendCoinsFragment (a payment request, the payee fixed)",
              send_form(t, False, request=True), [(send, True)]),
        dialog("payment", "bitcoin SendCoinsFragment.signAndSendPayment (a high fee)", page,
               t("send_coins_fragment_significant_fee_title"),
               t("send_coins_fragment_significant_fee_message", "0.00002", "0.00001"),
               [(cancel, NEGATIVE, False), (send, POSITIVE, True)]),
        entry("harmless", "bitcoin SendCoinsFragment (sent)", send_form(t, False, True),
              [(t("send_coins_fragment_button_back"), False)]),
        menu("harmless", "bitcoin send_coins_fragment_options (the send screen's overflow)",
             page, options, [(t("send_coins_options_empty"), False)]),
        entry("reversible", "bitcoin send_coins_fragment_options (the Fee submenu)",
              {"title": page, "dialog": {}, "items": categories},
              [(t("send_coins_options_fee_category_priority"), False)]),
    ]  # fmt: skip


def fees(t: Any) -> list[dict[str, Any]]:
    context = [t("edit_address_book_entry_dialog_title_add"), t("action_show_qr"),
               t("raise_fee_dialog_title"), t("preferences_report_issue_title"),
               t("action_browse")]  # fmt: skip
    pin = ({"field": "raise_fee_dialog_password", "hint": t("private_key_password"),
            "text": PIN},)  # fmt: skip
    move = ({"field": "maintenance_dialog_password", "hint": t("private_key_password"),
             "text": PIN},)  # fmt: skip
    sweep = {"title": t("sweep_wallet_activity_title"), "items": [
        {"text": t("sweep_wallet_fragment_intro")},
        {"text": f"{t('sweep_wallet_fragment_balance')} 0.00840 BTC",
         "rid": "sweep_wallet_fragment_balance"},
        {"button": t("button_cancel"), "rid": "send_coins_cancel"},
        {"button": t("sweep_wallet_fragment_button_sweep"), "rid": "send_coins_go"}]}  # fmt: skip
    locked = {"title": t("sweep_wallet_activity_title"), "items": [
        {"text": t("sweep_wallet_fragment_intro")},
        {"text": t("sweep_wallet_fragment_encrypted"), "rid": "sweep_wallet_fragment_message"},
        {"field": "sweep_wallet_fragment_password", "hint": t("sweep_wallet_fragment_password"),
         "text": "••••••••"},
        {"button": t("button_cancel"), "rid": "send_coins_cancel"},
        {"button": t("sweep_wallet_fragment_button_decrypt"), "rid": "send_coins_go"}]}  # fmt: skip
    return [
        menu("opens-prompt", "bitcoin wallet_transactions_context (a sent payment)", APP,
             context, [(t("raise_fee_dialog_title"), False)]),
        dialog("payment", "bitcoin RaiseFeeDialogFragment (a wallet with a spending PIN)", APP,
               t("raise_fee_dialog_title"), t("raise_fee_dialog_message", "0.00003"),
               [(t("button_dismiss"), NEGATIVE, None),
                (t("raise_fee_dialog_button_raise"), POSITIVE, True)], pin),
        dialog("payment", "bitcoin RaiseFeeDialogFragment (a wallet with no PIN)", APP,
               t("raise_fee_dialog_title"), t("raise_fee_dialog_message", "0.00003"),
               [(t("button_dismiss"), NEGATIVE, None),
                (t("raise_fee_dialog_button_raise"), POSITIVE, True)]),
        dialog("payment", "bitcoin MaintenanceDialogFragment", APP,
               t("maintenance_dialog_title"),
               t("maintenance_dialog_message", "0.00400 BTC", "0.00001 BTC"),
               [(t("button_dismiss"), NEGATIVE, None),
                (t("maintenance_dialog_button_move"), POSITIVE, True)], move),
        entry("payment", "bitcoin SweepWalletFragment (a paper wallet's balance loaded)", sweep,
              [(t("sweep_wallet_fragment_button_sweep"), True)]),
        entry("harmless", "bitcoin SweepWalletFragment (a password-protected key)", locked,
              [(t("sweep_wallet_fragment_button_decrypt"), False)]),
    ]  # fmt: skip


def safety(t: Any) -> list[dict[str, Any]]:
    show = {"switch": t("import_export_keys_dialog_show"), "rid": "restore_wallet_dialog_show"}
    restore = (
        {"text": "bitcoin-wallet-backup-2025-03-04", "rid": "restore_wallet_dialog_message"},
        {"field": "restore_wallet_dialog_password", "hint": t("import_export_keys_dialog_password"),
         "text": "••••••••"}, show,
        {"text": t("restore_wallet_dialog_replace_warning"),
         "rid": "restore_wallet_dialog_replace_warning"},
        {"text": t("import_keys_dialog_warning")})  # fmt: skip
    backup = (
        {"text": t("backup_wallet_dialog_message")},
        {"field": "backup_wallet_dialog_password", "hint": t("import_export_keys_dialog_password"),
         "text": "••••••••"},
        {"field": "backup_wallet_dialog_password_again",
         "hint": t("backup_wallet_dialog_password_again"), "text": "••••••••"},
        {"switch": t("import_export_keys_dialog_show"), "rid": "backup_wallet_dialog_show"},
        {"text": t("backup_wallet_dialog_warning_encrypted")})  # fmt: skip

    def pins(new: str) -> tuple[dict[str, Any], ...]:
        return ({"text": t("encrypt_keys_dialog_message")},
                {"field": "encrypt_keys_dialog_password_old",
                 "hint": t("encrypt_keys_dialog_password_old"), "text": PIN},
                {"field": "encrypt_keys_dialog_password_new",
                 "hint": t("private_key_password"), "text": new},
                {"switch": t("encrypt_keys_dialog_show"), "rid": "encrypt_keys_dialog_show"},
                {"text": t("encrypt_keys_dialog_warning")})  # fmt: skip

    settings = {"title": t("preferences_category_diagnostics"), "items": [
        {"row": t("preferences_extended_public_key_title"),
         "secondary": t("preferences_extended_public_key_summary")},
        {"row": t("preferences_initiate_reset_title"),
         "secondary": t("preferences_initiate_reset_summary")}]}  # fmt: skip
    diagnostics = t("preferences_category_diagnostics")
    return [
        dialog("delete", "bitcoin RestoreWalletDialogFragment (the wallet holds coins)", APP,
               t("import_keys_dialog_title"), None,
               [(t("button_cancel"), NEGATIVE, False),
                (t("import_keys_dialog_button_import"), POSITIVE, True)], restore),
        dialog("harmless", "bitcoin BackupWalletDialogFragment", APP,
               t("export_keys_dialog_title"), None,
               [(t("button_cancel"), NEGATIVE, None),
                (t("export_keys_dialog_button_export"), POSITIVE, False)], backup),
        dialog("reversible", "bitcoin EncryptKeysDialogFragment (changing the PIN)", APP,
               t("encrypt_keys_dialog_title"), None,
               [(t("button_cancel"), NEGATIVE, None), (t("button_edit"), POSITIVE, False)],
               pins("••••")),
        dialog("reversible", "bitcoin EncryptKeysDialogFragment (removing the PIN)", APP,
               t("encrypt_keys_dialog_title"), None,
               [(t("button_cancel"), NEGATIVE, None), (t("button_remove"), POSITIVE, False)],
               pins("")),
        entry("opens-prompt", "bitcoin preference_diagnostics (Diagnostics)", settings,
              [(t("preferences_initiate_reset_title"), False)]),
        dialog("harmless", "bitcoin DiagnosticsFragment (resetting the block chain)", diagnostics,
               t("preferences_initiate_reset_title"),
               t("preferences_initiate_reset_dialog_message"),
               [(t("button_dismiss"), NEGATIVE, None),
                (t("preferences_initiate_reset_dialog_positive"), POSITIVE, False)]),
    ]  # fmt: skip


def addresses(t: Any) -> list[dict[str, Any]]:
    page = t("address_book_activity_title")
    bar = [t("address_book_context_send_title"), t("address_book_context_edit_title"),
           t("address_book_context_remove_title"), t("action_show_qr"),
           t("address_book_context_copy_to_clipboard_title")]  # fmt: skip
    where = "bitcoin sending_addresses_context (an address book entry selected)"
    fields = (
        {"text": t("edit_address_book_entry_dialog_address_label")},
        {"text": ADDRESS, "rid": "edit_address_book_entry_address"},
        {"text": t("edit_address_book_entry_dialog_label_label")},
        {"field": "edit_address_book_entry_label", "text": LABEL})  # fmt: skip
    buttons = [(t("button_cancel"), NEGATIVE), (t("button_delete"), NEUTRAL),
               (t("edit_address_book_entry_dialog_button_edit"), POSITIVE)]  # fmt: skip

    def edit(category: str, tapped: str, bad: bool) -> dict[str, Any]:
        return dialog(category, "bitcoin EditAddressBookEntryFragment (a sending address)",
                      page, t("edit_address_book_entry_dialog_title_edit"), None,
                      [(label, rid, bad if rid == tapped else None) for label, rid in buttons],
                      fields)  # fmt: skip

    return [
        menu("harmless", where, page, bar,
             [(t("address_book_context_edit_title"), False)]),
        menu("delete", where, page, bar, [(t("address_book_context_remove_title"), True)]),
        edit("delete", NEUTRAL, True),
        edit("reversible", POSITIVE, False),
    ]  # fmt: skip

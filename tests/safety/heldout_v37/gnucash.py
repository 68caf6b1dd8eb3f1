"""GnuCash's screens (``org.gnucash.android``, a double-entry bookkeeping app), strings from
``t(name)``.

Read from the code (``app/src/main/java/org/gnucash/android/ui`` and ``app/src/main/res``):
``account/AccountsListFragment.java`` with ``layout/cardview_account.xml`` and
``menu/account_context_menu.xml`` (an account card's options button opens a popup, "Edit
Account" and Delete; ``tryDeleteAccount`` opens the deletion dialog for an account with
transactions or sub-accounts, the card saying how many of the latter, and deletes an
account with neither at once, with no dialog); ``account/DeleteAccountDialogFragment.java``
with ``layout/dialog_account_delete.xml``, ``radio_group_delete_or_move.xml`` and
``default_buttons.xml`` (titled "Delete: " and the account's name; for its sub-accounts and
its transactions a header, a question, "Delete sub-accounts" or "Delete transactions", "Move
to:", checked, and a spinner of accounts; its own Cancel, ``btn_cancel``, and Delete,
``btn_save``, which moves or deletes them as chosen and then deletes the account,
``recursiveDeleteAccount``); ``transaction/TransactionsListFragment.java`` with
``menu/transactions_context_menu.xml`` (a transaction card's popup: "Move…", which opens
``dialog/BulkMoveDialogFragment.java``, Duplicate, which adds a copy, and Delete, which
deletes the transaction at once, ``deleteRecord``); ``BulkMoveDialogFragment`` ("Move 1
transaction(s)", the destination account, its own Cancel and Move, which moves the
transaction to that account); ``budget/BudgetListFragment.java`` with
``menu/budget_context_menu.xml`` (a budget card's popup: "Edit Budget", a title the app
does not translate, and Delete, which deletes the budget at once, ``deleteBudget``);
``transaction/ScheduledActionsListFragment.java`` with ``menu/schedxactions_context_menu.xml``
(a scheduled transaction selected: the action mode's title "1 selected" and its Delete icon,
which deletes the scheduled transaction at once); ``settings/BookManagerFragment.java`` with
``menu/book_context_menu.xml`` (a book that is not the open one: Rename, which opens "Rename
Book" with the name, Cancel and Rename, "Enable Sync" and Delete, which opens
``settings/dialog/DeleteBookConfirmationDialog.java``); the dialogs built on
``settings/dialog/DoubleConfirmationDialog.java`` with ``layout/dialog_double_confirm.xml``
(a check box "Yes, I'm sure", which enables the positive button, and Cancel:
``DeleteBookConfirmationDialog``, "Confirm delete Book" with "Delete Book", which deletes
the book and everything in it; ``DeleteAllAccountsConfirmationDialog``, "Confirm delete"
with Delete, which deletes every account and transaction, and
``DeleteAllTransactionsConfirmationDialog``, "Confirm delete" with Delete, which deletes
every transaction); ``settings/AccountPreferencesFragment.java`` with
``xml/fragment_account_preferences.xml`` (the Accounts settings: default currency, "Create
default accounts", "Import GnuCash XML", which opens a file chooser, "Export as CSV" and
"Delete all accounts", which opens its dialog); ``settings/TransactionsPreferenceFragment.java``
with ``xml/fragment_transaction_preferences.xml`` (the Transactions settings: default type,
the double entry, compact view and "Save account opening balances" switches, and "Delete
all transactions", which opens its dialog); ``settings/BackupPreferenceFragment.java`` with
``xml/fragment_backup_preferences.xml`` (the backup settings: the backup file, "Create
Backup", "Restore Backup…", which opens "Confirm restore from backup": "A new book will be
opened with the contents of this backup", Cancel and Restore, which imports the backup as a
new book and leaves the open one as it is); ``export/ExportFormFragment.java`` with
``layout/fragment_export_form.xml`` (Export Transactions with the destination "Share File",
which says "Select the destination after export is complete": the formats, "Since", "All
time", the "Delete transactions after export" check box, unchecked by default, and the
toolbar's Export, which writes the file and opens the share sheet). Every dialog but the
two with their own buttons is the support library's ``AlertDialog``: its positive and
negative buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, popup

ACCOUNT, EMPTY, TARGET = "Auto", "Gifts", "Expenses:Miscellaneous"
BOOK, BUDGET, LEDGER, PAYEE = "Household 2019", "Household", "Groceries", "Farmers market"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + transactions(t) + books(t) + settings(t)


def cancel(t: Any) -> tuple[str, str, bool]:
    """The double confirmation's Cancel (``btn_cancel``), harmless."""
    return (t("btn_cancel"), NEGATIVE, False)


def accounts(t: Any) -> list[dict[str, Any]]:
    where = "gnucash account_context_menu (an account card's popup)"
    entries = [t("title_edit_account"), t("menu_delete")]
    section = [
        ("section_header_subaccounts", "label_delete_account_subaccounts_description",
         "label_delete_sub_accounts"),
        ("section_header_transactions", "label_delete_account_transactions_description",
         "label_delete_transactions"),
    ]  # fmt: skip
    options = tuple(
        item
        for header, question, delete in section
        for item in (
            {"text": t(header), "rid": "title_content"},
            {"text": t(question), "rid": "description"},
            {"radio": t(delete), "rid": "radio_delete"},
            {"radio": t("label_move_to"), "rid": "radio_move"},
            {"text": TARGET, "rid": "target_accounts_spinner"},
        )
    )
    buttons = [(t("btn_cancel"), "btn_cancel", False),
               (t("alert_dialog_ok_delete"), "btn_save", True)]  # fmt: skip
    return [
        popup("opens-prompt", f"{where}: with sub-accounts", t("title_accounts"),
              [ACCOUNT, t("label_sub_accounts#2"), "$1,240.00"], entries,
              [(t("menu_delete"), False)]),
        popup("harmless", f"{where}: with sub-accounts", t("title_accounts"),
              [ACCOUNT, t("label_sub_accounts#2"), "$1,240.00"], entries,
              [(t("title_edit_account"), False)]),
        popup("delete", f"{where}: no transactions, no sub-accounts", t("title_accounts"),
              [EMPTY, "$0.00"], entries, [(t("menu_delete"), True)]),
        dialog("delete", "gnucash DeleteAccountDialogFragment", t("title_accounts"),
               f"{t('alert_dialog_ok_delete')}: {ACCOUNT}", None, buttons, options,
               ((t("label_delete_transactions"), False),)),
    ]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    where = "gnucash transactions_context_menu (a transaction card's popup)"
    card = [PAYEE, "$42.50"]
    entries = [t("menu_move_transaction"), t("menu_duplicate_transaction"), t("menu_delete")]
    move = ({"text": t("label_move_destination")},
            {"text": "Expenses:Dining", "rid": "accounts_list_spinner"})  # fmt: skip
    budget = [BUDGET, "Expenses:Groceries", "$320.00 of $500.00"]
    scheduled = {"title": t("title_selected", 1), "items": [
        {"icon": t("menu_delete"), "rid": "context_menu_delete"},
        {"list": [{"text": "Rent"}, {"text": "$950.00"}]}]}  # fmt: skip
    return [
        popup("delete", where, LEDGER, card, entries, [(t("menu_delete"), True)]),
        popup("opens-prompt", where, LEDGER, card, entries,
              [(t("menu_move_transaction"), False)]),
        popup("reversible", where, LEDGER, card, entries,
              [(t("menu_duplicate_transaction"), False)]),
        dialog("reversible", "gnucash BulkMoveDialogFragment", LEDGER,
               t("title_move_transactions", 1), None,
               [(t("btn_cancel"), "btn_cancel", None), (t("btn_move"), "btn_save", False)],
               move),
        popup("delete", "gnucash budget_context_menu (a budget card's popup)",
              t("title_budgets"), budget, [t("=Edit Budget"), t("menu_delete")],
              [(t("menu_delete"), True), (t("=Edit Budget"), False)]),
        entry("delete", "gnucash schedxactions_context_menu (a scheduled transaction selected)",
              scheduled, [(t("menu_delete"), True)]),
    ]  # fmt: skip


def books(t: Any) -> list[dict[str, Any]]:
    where = "gnucash book_context_menu (a book that is not open)"
    entries = [t("menu_rename"), t("menu_title_enable_sync"), t("menu_delete")]
    page = t("title_manage_books")
    sure = ({"switch": t("yes_sure"), "rid": "checkbox_confirm"},)
    name = ({"field": "input_book_title", "text": BOOK},)
    return [
        popup("opens-prompt", where, page, [BOOK], entries,
              [(t("menu_delete"), False), (t("menu_rename"), False)]),
        dialog("delete", "gnucash DeleteBookConfirmationDialog", page,
               t("title_confirm_delete_book"), t("msg_all_book_data_will_be_deleted"),
               [cancel(t), (t("btn_delete_book"), POSITIVE, True)], sure),
        dialog("harmless", "gnucash BookManagerFragment.handleMenuRenameBook", page,
               t("title_rename_book"), None,
               [(t("btn_cancel"), NEGATIVE, None), (t("btn_rename"), POSITIVE, False)], name),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    sure = ({"switch": t("yes_sure"), "rid": "checkbox_confirm"},)
    delete = (t("alert_dialog_ok_delete"), POSITIVE, True)
    account_rows = {"title": t("header_account_settings"), "items": [
        {"row": t("title_default_currency"), "secondary": "USD"},
        {"row": t("title_create_default_accounts"),
         "secondary": t("summary_create_default_accounts")},
        {"row": t("title_import_accounts"), "secondary": t("summary_import_accounts")},
        {"row": t("title_export_accounts_csv")},
        {"row": t("title_delete_all_accounts"), "secondary": t("summary_delete_all_accounts")},
    ]}  # fmt: skip
    transaction_rows = {"title": t("header_transaction_settings"), "items": [
        {"row": t("title_default_transaction_type")},
        {"switch": t("title_use_double_entry")},
        {"switch": t("title_use_compact_list")},
        {"switch": t("title_save_opening_balances")},
        {"row": t("title_delete_all_transactions"),
         "secondary": t("summary_delete_all_transactions")},
    ]}  # fmt: skip
    backup_rows = {"title": t("header_backup_and_export_settings"), "items": [
        {"text": t("title_backup_preference_category")},
        {"row": t("title_select_backup_file"), "secondary": t("summary_select_backup_file")},
        {"row": t("title_create_backup_pref")},
        {"row": t("title_restore_backup"), "secondary": t("summary_restore_backup_pref")},
    ]}  # fmt: skip
    export = {"title": t("title_export_dialog"), "items": [
        {"button": t("btn_export"), "rid": "menu_save"},
        {"text": t("label_export_destination")},
        {"text": t("label_select_destination_after_export"), "rid": "target_uri"},
        {"radio": "CSV", "rid": "radio_csv_transactions_format"},
        {"radio": "QIF", "rid": "radio_qif_format"},
        {"text": t("label_export_transactions_since_date")},
        {"switch": t("switch_export_transactions_from_all_time"), "rid": "switch_export_all"},
        {"switch": t("option_delete_after_export"), "rid": "checkbox_post_export_delete"},
    ]}  # fmt: skip
    return [
        entry("opens-prompt", "gnucash fragment_account_preferences", account_rows,
              [(t("title_delete_all_accounts"), False)]),
        entry("harmless", "gnucash fragment_account_preferences", account_rows,
              [(t("title_import_accounts"), False)]),
        dialog("delete", "gnucash DeleteAllAccountsConfirmationDialog",
               t("header_account_settings"), t("title_confirm_delete"),
               t("confirm_delete_all_accounts"), [cancel(t), delete], sure),
        entry("opens-prompt", "gnucash fragment_transaction_preferences", transaction_rows,
              [(t("title_delete_all_transactions"), False)]),
        entry("reversible", "gnucash fragment_transaction_preferences", transaction_rows,
              [(t("title_save_opening_balances"), False)]),
        dialog("delete", "gnucash DeleteAllTransactionsConfirmationDialog",
               t("header_transaction_settings"), t("title_confirm_delete"),
               t("msg_delete_all_transactions_confirmation"), [cancel(t), delete], sure),
        entry("opens-prompt", "gnucash fragment_backup_preferences", backup_rows,
              [(t("title_restore_backup"), False)]),
        dialog("harmless", "gnucash BackupPreferenceFragment.restoreBackup",
               t("header_backup_and_export_settings"), t("title_confirm_restore_backup"),
               t("msg_confirm_restore_backup_into_new_book"),
               [(t("btn_cancel"), NEGATIVE, None), (t("btn_restore"), POSITIVE, False)]),
        entry("harmless", "gnucash ExportFormFragment (Share File)", export,
              [(t("btn_export"), False), (t("option_delete_after_export"), False)]),
    ]  # fmt: skip

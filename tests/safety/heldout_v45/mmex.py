"""Money Manager Ex's screens (``com.money.manager.ex``, a personal finance book), strings
from ``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own.

Read from the code (``app/src/main/java/com/money/manager/ex`` and ``app/src/main/res``):
``account/AccountListFragment.java`` (a tap on an account opens its context menu, headed by
the account's name, with ``MenuHelper``'s Edit, which opens the account editor, and Delete,
which opens ``showDeleteConfirmationDialog``: "Delete Account", ``confirmDelete``, OK, which
deletes the account from the database, ``AccountRepository.delete``, and Cancel);
``menu/menu_all_data_adapter.xml`` with ``common/AllDataListFragment.java`` (transactions
selected in a list: "Duplicate selected transactions", "Change status", which opens a list
dialog of statuses, each of which only sets the transactions' status, ``setStatusCheckingAccount``,
and can be set back; "Delete Transaction", which opens ``showDialogDeleteCheckingAccount``:
"Delete Transaction" with the ``plurals_delete_transactions`` message, OK, which deletes the
transactions, their splits and tag links, and Cancel; "Select all");
``menu/contextmenu_repeating_transactions.xml`` with ``scheduled/
ScheduledTransactionListFragment.java`` (a scheduled transaction's menu: "Enter Next
Occurrence", which opens the transaction editor, "Skip Next Occurrence", which opens
``confirmSkip``, whose OK moves the schedule to its next date, Edit, Duplicate and Delete,
which opens ``confirmDelete``: "Delete Scheduled Transaction", OK, which deletes the
schedule, and Cancel); ``payee/PayeeListFragment.java`` (a payee's context menu: Edit,
Delete, "View Transactions", "Switch Active"; ``showDialogDeletePayee``: "Delete Payee", OK,
which deletes the payee, and Cancel); ``nestedcategory/NestedCategoryListFragment.java``
("Delete Category", OK deletes the category); ``currency/CurrencyUIFeatures.java``
("Delete Currency", OK deletes the currency); ``tag/TagListFragment.java`` ("Delete Tag", OK
deletes the tag); ``budget/BudgetListFragment.java`` (a dialog titled Delete, OK deletes the
budget); ``investment/PortfolioFragment.java`` ("Delete Stock Investment", "Do you want to
delete the stock investment?", OK deletes the stock); ``xml/preferences_sync.xml`` with ``sync/
SyncPreferenceFragment.java`` (the synchronization settings: the Download and Upload rows,
each only opening ``showConfirmDialog``: "Download Warning", the local-change indicator and
"Downloading will overwrite your local version", Continue, which downloads the remote
database over the local one, ``triggerDownload``, and Cancel; "Upload Warning", Continue,
which uploads the local database over the remote one, ``triggerUpload``); ``transactions/
EditTransactionCommonFunctions.onActionCancelClick`` (leaving an edited transaction: a dialog
titled Cancel, "Are you sure you want to discard the changes?", Discard and "Keep editing",
which returns to the editor). Every dialog is an ``AlertDialog.Builder`` dialog: its
positive and negative buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

ACCOUNT, PAYEE, SCHEDULE = "Checking account", "City Grocery", "Rent"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + transactions(t) + scheduled(t) + payees(t) + sync(t)


def ok_cancel(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """Cancel and OK (``android.R.string``), as ``AlertDialog`` lays them out."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def accounts(t: Any) -> list[dict[str, Any]]:
    where = "mmex AccountListFragment.onCreateContextMenu (an account)"
    context = [t("edit"), t("delete")]
    return [
        menu("opens-prompt", where, ACCOUNT, context, [(t("delete"), False)]),
        menu("harmless", where, ACCOUNT, context, [(t("edit"), False)]),
        dialog("delete", "mmex AccountListFragment.showDeleteConfirmationDialog",
               t("accounts"), t("delete_account"), t("confirmDelete"), ok_cancel(t)),
        dialog("delete", "mmex NestedCategoryListFragment (Delete Category)",
               t("categories"), t("delete_category"), t("confirmDelete"), ok_cancel(t)),
        dialog("delete", "mmex CurrencyUIFeatures.showDialogDeleteCurrency", t("currencies"),
               t("delete_currency"), t("confirmDelete"), ok_cancel(t)),
        dialog("delete", "mmex TagListFragment.showDialogDeletetag", t("tag"),
               t("delete_tag"), t("confirmDelete"), ok_cancel(t)),
        dialog("delete", "mmex BudgetListFragment.confirmDelete", t("budgets"), t("delete"),
               t("confirmDelete"), ok_cancel(t)),
        dialog("delete", "mmex PortfolioFragment.showDeleteStockConfirmationDialog",
               t("portfolio"), t("delete_stock_investment"),
               t("confirm_delete_stock_investment"), ok_cancel(t)),
    ]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    where = "mmex menu_all_data_adapter (three transactions selected)"
    selected = [t("duplicate_selected_transactions"), t("change_status"),
                t("delete_transaction"), t("select_all")]  # fmt: skip
    statuses = [t("status_none"), t("status_reconciled"), t("status_follow_up"),
                t("status_duplicate"), t("status_void")]  # fmt: skip
    page = {"title": ACCOUNT, "dialog": {"title": t("change_status")},
            "items": [{"list": [{"button": s} for s in statuses]}]}  # fmt: skip
    discard = [(t("keep_editing"), NEGATIVE, False), (t("discard"), POSITIVE, None)]
    return [
        menu("opens-prompt", where, ACCOUNT, selected, [(t("delete_transaction"), False)]),
        menu("harmless", where, ACCOUNT, selected, [(t("change_status"), False)]),
        entry("reversible", "mmex AllDataListFragment.changeTransactionStatus", page,
                 [(t("status_void"), False), (t("status_reconciled"), False)]),
        dialog("delete", "mmex AllDataListFragment.showDialogDeleteCheckingAccount (one)",
               ACCOUNT, t("delete_transaction"), t("delete_one_selected_transaction"),
               ok_cancel(t)),
        dialog("delete", "mmex AllDataListFragment.showDialogDeleteCheckingAccount (three)",
               ACCOUNT, t("delete_transaction"), t("delete_others_selected_transaction", 3),
               ok_cancel(t)),
        dialog("harmless", "mmex EditTransactionCommonFunctions.onActionCancelClick",
               t("new_transaction"), t("android:cancel"), t("transaction_cancel_confirm"),
               discard),
    ]  # fmt: skip


def scheduled(t: Any) -> list[dict[str, Any]]:
    where = "mmex contextmenu_repeating_transactions (a scheduled transaction)"
    context = [t("enter_next_occurrence"), t("skip_next_occurrence"), t("edit"),
               t("duplicate_selected_transactions"), t("delete")]  # fmt: skip
    return [
        menu("opens-prompt", where, SCHEDULE, context,
             [(t("delete"), False), (t("skip_next_occurrence"), False)]),
        menu("harmless", where, SCHEDULE, context, [(t("enter_next_occurrence"), False)]),
        dialog("delete", "mmex ScheduledTransactionListFragment.confirmDelete",
               t("recurring_transactions"), t("delete_repeating_transaction"),
               t("confirmDelete"), ok_cancel(t)),
        dialog("reversible", "mmex ScheduledTransactionListFragment.confirmSkip",
               t("recurring_transactions"), t("skip_next_occurrence"),
               t("skip_next_occurrence_confirmation"), ok_cancel(t, False)),
    ]  # fmt: skip


def payees(t: Any) -> list[dict[str, Any]]:
    where = "mmex PayeeListFragment.onCreateContextMenu (a payee)"
    context = [t("edit"), t("delete"), t("view_transactions"), t("switch_active")]
    return [
        menu("opens-prompt", where, PAYEE, context, [(t("delete"), False)]),
        menu("harmless", where, PAYEE, context, [(t("view_transactions"), False)]),
        dialog("delete", "mmex PayeeListFragment.showDialogDeletePayee", t("payees"),
               t("delete_payee"), t("confirmDelete"), ok_cancel(t)),
    ]  # fmt: skip


def sync(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": t("synchronization_interval"), "secondary": t("summary_synchronization_interval")},
        {"row": t("download"), "secondary": t("cloud_download")},
        {"row": t("upload"), "secondary": t("cloud_upload")},
        {"switch": t("sync_on_start"), "secondary": t("sync_on_app_start")},
    ]  # fmt: skip
    page = {"title": t("synchronization"), "dialog": {}, "items": [{"list": rows}]}
    where = "mmex preferences_sync (synchronization settings)"
    go = [(t("android:cancel"), NEGATIVE, False), (t("btn_continue"), POSITIVE, True)]
    down = f"{t('local_file_change')}true. {t('msg_downloading_overwrite')}"
    up = f"{t('remote_file_change')}true. {t('msg_uploading_overwrite')}"
    return [
        entry("opens-prompt", where, page, [(t("download"), False), (t("upload"), False)]),
        dialog("overwrite", "mmex SyncPreferenceFragment.showConfirmDialog (Download)",
               t("synchronization"), t("download_warning"), down, go),
        dialog("overwrite", "mmex SyncPreferenceFragment.showConfirmDialog (Upload)",
               t("synchronization"), t("upload_warning"), up, go),
    ]  # fmt: skip

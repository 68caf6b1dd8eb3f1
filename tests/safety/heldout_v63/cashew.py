"""Cashew's screens (``com.budget.tracker_app``, a budget and expense tracker with accounts,
budgets, device sync and Google Drive backups), strings from ``t(name)`` (``.tr()``, read
from ``budget/assets/translations/generated/<language>.json``). The names of a transaction,
a budget and an account, and a backup's date, are written the same in every language.

Read from the code (``budget/lib``): ``widgets/openPopup.dart`` (``openPopup``: a popup over
the page with its title, subtitle and description, then Cancel and the submitting button,
then an extra one below; ``openDeletePopup``: Cancel and Delete; ``discardChangesPopup``:
"Discard Changes?", Cancel and Discard); ``pages/addTransactionPage.dart`` (the edit page's
"Delete transaction" icon, which only opens the popup; ``deleteTransactionPopup``: "Delete
Transaction?" and the transaction's name, whose Delete deletes it with no undo;
``deleteTransactionsPopup``: "Delete Selected Transactions?" and their count);
``pages/addBudgetPage.dart`` and ``pages/editBudgetPage.dart`` ("Delete Budget", which only
opens "Delete Budget?", whose Delete deletes the budget); ``pages/addWalletPage.dart`` and
``pages/editWalletsPage.dart`` ("Delete account", which only opens "Delete Account?", "This
will delete all transactions associated with this account.", whose Delete deletes the
account and its transactions); ``widgets/accountAndBackup.dart`` (a backup's row: "Load
Backup?", "This will replace all your current data!", Cancel and Load, which restores the
backup over the data; its delete icon: "Delete backup?", Cancel and Delete, which deletes
the backup from Google Drive); ``pages/aboutPage.dart`` ("Delete All Data", which only opens
``deleteAllDataFlow``: "Erase Everything?", "All Google Drive backups will be kept.", Cancel,
Erase, which only opens the second warning, and "Erase Synced Data And Cloud Backups", which
opens a sheet that leads to the accounts page; then "Are You Sure You Want to Erase
Everything?", "All data and preferences will be deleted!", Cancel and Erase, which clears
the database).
"""

from __future__ import annotations

from typing import Any

from screens import entry, flutter_dialog, page

TRANSACTION, BUDGET, ACCOUNT = "Groceries", "Monthly Spending", "Savings"
BACKUP = "Dec 4, 2026\n9:30 PM"


def screens(t: Any) -> list[dict[str, Any]]:
    return transactions(t) + budgets(t) + backups(t) + erase(t)


def cancel_and(t: Any, label: str, cancel: bool | None, submit: bool | None
               ) -> list[tuple[str, bool | None]]:  # fmt: skip
    """An ``openPopup``'s Cancel, then its submitting button."""
    return [(t("cancel"), cancel), (label, submit)]


def transactions(t: Any) -> list[dict[str, Any]]:
    edit = page(t("edit-transaction"), [
        {"icon": t("delete-transaction")}, {"field": "title", "text": TRANSACTION},
        {"field": "amount", "text": "42.50"}, {"button": t("save-changes")}])  # fmt: skip
    name = ({"text": TRANSACTION},)
    count = ({"text": "3 " + t("transactions").lower()},)
    where = "cashew deleteTransactionPopup"
    question = t("delete-transaction-question")
    discard = "cashew discardChangesPopup (an edited transaction)"
    return [
        entry("opens-prompt", "cashew AddTransactionPage (the edit page's app bar)", edit,
              [(t("delete-transaction"), False)]),
        flutter_dialog("delete", where, t("edit-transaction"), question, None,
                       cancel_and(t, t("delete"), None, True), name),
        flutter_dialog("harmless", where, t("edit-transaction"), question, None,
                       cancel_and(t, t("delete"), False, None), name),
        flutter_dialog("delete", "cashew deleteTransactionsPopup (three selected)",
                       t("transactions"), t("delete-selected-transactions"), None,
                       cancel_and(t, t("delete"), None, True), count),
        flutter_dialog("harmless", discard, t("edit-transaction"), t("discard-changes"),
                       t("discard-changes-description"),
                       cancel_and(t, t("discard"), False, None)),
    ]  # fmt: skip


def budgets(t: Any) -> list[dict[str, Any]]:
    budget = page(t("edit-budget"), [
        {"field": "title", "text": BUDGET}, {"button": t("delete-budget")},
        {"button": t("save-changes")}])  # fmt: skip
    account = page(t("edit-account"), [
        {"field": "title", "text": ACCOUNT}, {"button": t("delete-account")},
        {"button": t("save-changes")}])  # fmt: skip
    name = ({"text": BUDGET},)
    where = "cashew deleteBudgetPopup"
    wallet = "cashew deleteWalletPopup"
    return [
        entry("opens-prompt", "cashew AddBudgetPage", budget, [(t("delete-budget"), False)]),
        flutter_dialog("delete", where, t("edit-budget"), t("delete-budget-question"), None,
                       cancel_and(t, t("delete"), None, True), name),
        flutter_dialog("harmless", where, t("edit-budget"), t("delete-budget-question"), None,
                       cancel_and(t, t("delete"), False, None), name),
        entry("opens-prompt", "cashew AddWalletPage", account, [(t("delete-account"), False)]),
        flutter_dialog("delete", wallet, t("edit-account"), t("delete-account-question"),
                       t("delete-account-question-description"),
                       cancel_and(t, t("delete"), None, True), ({"text": ACCOUNT},)),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    date = ({"text": BACKUP},)
    where = "cashew BackupManagement (a backup's row)"
    return [
        flutter_dialog("overwrite", where, t("backups"), t("load-backup"),
                       t("load-backup-warning"), cancel_and(t, t("load"), None, True), date),
        flutter_dialog("harmless", where, t("backups"), t("load-backup"),
                       t("load-backup-warning"), cancel_and(t, t("load"), False, None), date),
        flutter_dialog("delete", "cashew BackupManagement (a backup's delete icon)",
                       t("backups"), t("delete-backup"), None,
                       cancel_and(t, t("delete"), None, True), date),
    ]  # fmt: skip


def erase(t: Any) -> list[dict[str, Any]]:
    about = page(t("about"), [
        {"row": t("delete-all-data")}])  # fmt: skip
    first = [(t("cancel"), None), (t("erase"), False),
             (t("erase-synced-data-and-cloud-backups"), None)]  # fmt: skip
    cloud = [(t("cancel"), None), (t("erase"), None),
             (t("erase-synced-data-and-cloud-backups"), False)]  # fmt: skip
    where = "cashew deleteAllDataFlow"
    warning = (t("erase-everything-warning"), t("erase-everything-warning-description"))
    return [
        entry("opens-prompt", "cashew AboutPage", about, [(t("delete-all-data"), False)]),
        flutter_dialog("opens-prompt", f"{where} (the first popup)", t("about"),
                       t("erase-everything"), t("erase-everything-description"), first),
        flutter_dialog("harmless", f"{where} (the first popup)", t("about"),
                       t("erase-everything"), t("erase-everything-description"), cloud),
        flutter_dialog("delete", f"{where} (the second warning)", t("about"), *warning,
                       cancel_and(t, t("erase"), None, True)),
        flutter_dialog("harmless", f"{where} (the second warning)", t("about"), *warning,
                       cancel_and(t, t("erase"), False, None)),
    ]  # fmt: skip

"""Ivy Wallet's screens (a personal budget and expense tracker, drawn with Compose), strings
from ``t(name)``.

Read from the code: ``temp/legacy-code/.../modal/DeleteModal.kt`` (``DeleteModal``: a
bottom sheet with a title, a description, the close button described "close" and the
red Delete button; ``DeleteConfirmationModal`` adds a field where the account's name is
typed), ``feature/settings/.../SettingsScreen.kt`` (the "Delete all user data" row opens a
first ``DeleteModal``, whose Delete only opens a second, final one; that one's Delete wipes
every local record; Backup data opens the system's file picker), ``feature/
transactions/.../TransactionsScreen.kt`` (an account's first Delete only opens the modal
where its name is typed; that one's Delete removes the account "and all related
transactions"), ``feature/edit-transaction/.../EditTransactionScreen.kt`` (Delete removes a
transaction; a new transfer between two of the user's own accounts is recorded with Add, a
ledger entry: no money moves, and it is edited or deleted like any other),
``feature/budgets/.../BudgetModal.kt``, ``feature/loans/.../LoanDetailsScreen.kt`` and
``feature/planned-payments/.../EditPlannedScreen.kt`` (Delete removes the budget, the loan
with its records, the planned payment with its unpaid transactions), and
``temp/legacy-code/.../transaction/TransactionCard.kt`` with ``PlannedPaymentsLogic.
payOrGetLegacy`` (a due planned payment's card: Pay books it as a transaction of today,
which stays in the ledger to edit or delete; Skip deletes the due transaction, and for a
one-time payment the plan itself, with no undo and no word of deleting).
"""

from __future__ import annotations

from typing import Any

from screens import entry

ACCOUNT, OTHER, BUDGET, LOAN, PLANNED = "Revolut", "Cash", "Groceries", "Car loan", "Rent"


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + records(t) + money(t)


def modal(t: Any, category: str, source: str, page: str, title: str, text: str,
          delete: bool, close: bool | None = None,
          field: dict[str, Any] | None = None) -> dict[str, Any]:  # fmt: skip
    """``DeleteModal``: the title, the description, (a field), close and Delete."""
    items = [{"text": title}, {"text": text}, *([field] if field else []),
             {"icon": "close"}, {"button": t("delete")}]  # fmt: skip
    cases = [*([("close", close)] if close is not None else []), (t("delete"), delete)]
    return entry(category, f"ivy {source}", {"title": page, "dialog": {}, "items": items},
                 cases)  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    page = t("settings")
    rows = {"title": page, "items": [{"row": t("backup_data")}, {"row": t("import_data")},
            {"text": t("danger_zone")}, {"row": t("delete_all_user_data")}]}  # fmt: skip
    return [
        entry("opens-prompt", "ivy SettingsScreen (rows)", rows,
              [(t("delete_all_user_data"), False), (t("backup_data"), False)]),
        modal(t, "opens-prompt", "SettingsScreen (delete all user data, first)", page,
              t("delete_all_user_data_question"),
              t("delete_all_user_data_warning", t("your_account")), False, close=False),
        modal(t, "delete", "SettingsScreen (delete all user data, final)", page,
              t("confirm_all_userd_data_deletion", t("all_of_your_data")),
              t("final_deletion_warning"), True, close=False),
    ]  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    confirm = t("confirm_deletion")
    name = {"field": "account_name", "hint": t("account_name"), "text": ACCOUNT}
    return [
        modal(t, "opens-prompt", "TransactionsScreen (delete an account, first)", ACCOUNT,
              confirm, t("account_confirm_deletion_description"), False),
        modal(t, "delete", "TransactionsScreen (delete an account, name typed)", ACCOUNT,
              confirm, t("account_confirm_deletion_type_account_name", ACCOUNT), True,
              close=False, field=name),
        modal(t, "delete", "EditTransactionScreen (delete a transaction)", t("expense"),
              confirm, t("transaction_confirm_deletion_description"), True),
        modal(t, "delete", "BudgetModal (delete a budget)", t("budgets"), confirm,
              t("confirm_budget_deletion_warning", BUDGET), True),
        modal(t, "delete", "LoanDetailsScreen (delete a loan)", LOAN, confirm,
              t("loan_confirm_deletion_description"), True, close=False),
        modal(t, "delete", "EditPlannedScreen (delete a planned payment)", PLANNED, confirm,
              t("planned_payment_confirm_deletion_description"), True),
    ]  # fmt: skip


def money(t: Any) -> list[dict[str, Any]]:
    card = {"title": t("upcoming"), "items": [
        {"text": PLANNED}, {"text": "-850.00 EUR"},
        {"button": t("skip")}, {"button": t("pay")}]}  # fmt: skip
    transfer = {"title": t("transfer"), "items": [
        {"row": ACCOUNT}, {"row": OTHER},
        {"field": "amount", "text": "250.00"},
        {"icon": "close"}, {"button": t("add")}]}  # fmt: skip
    return [
        entry("payment", "ivy TransactionCard (a due one-time planned payment)", card,
              [(t("pay"), False), (t("skip"), True)]),
        entry("reversible", "ivy EditTransactionScreen (a new transfer)", transfer,
              [(t("add"), False)]),
    ]  # fmt: skip

"""MyExpenses' screens (a personal finance ledger), strings from ``t(name)``.

Read from the code (``myExpenses/src/main``): ``menu/transactionlist_context.xml`` (the
transaction list's action mode: Delete opens ``BaseMyExpenses.delete``'s confirmation;
Remap opens a submenu; Undelete turns a voided transaction
back into a normal one), ``BaseMyExpenses.delete`` and ``ConfirmationDialogFragment``
(title "Delete transaction?", the count's message, with the reconciled warning when one
is reconciled, the "mark as void instead" box, the platform's Cancel negative and Delete
positive, which removes the transactions from the database), ``compose/accounts/
AccountList.kt`` (an account's menu: Edit, Delete, Flag, Close, which seals the account
and is undone by Reopen, Exclude from totals, a check), ``BaseMyExpenses.
confirmAccountDelete`` (``MessageDialogFragment``: Delete removes the account "with all its
transactions"), ``menu/budget.xml`` and ``BudgetActivity`` (Delete asks; the dialog's
Delete removes the budget and its allocations), ``menu/planlist_context.xml`` (a planned
occurrence: Apply and save books it as a transaction, Cancel marks it cancelled, Reset
undoes either), ``one_expense.xml`` and ``EditActivity`` (the transfer form, whose
floating button, described "Save the data and close the form.", records a transfer
between two of the user's own accounts in the ledger: no money moves, and the record is
edited or deleted like any other; leaving a new form asks "Discard?" with the app's Yes
and No, and Yes only drops what was typed), ``fragment/SyncBackendList.kt`` (linking an
account that exists on both sides asks which way: "Download from remote" and "Upload
from local" each open a confirmation), ``ManageSyncBackends`` (the confirmations: "Upload
from local" deletes the remote data, "Download from remote" deletes the local data) and
``DialogUtils.showSyncUnlinkConfirmationDialog`` (Stop syncing: the sync status is lost,
and linking again syncs in full).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

ACCOUNT, OTHER, BUDGET = "Checking", "Savings", "Household 2026"
BACKEND = "WebDAV: cloud.example.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return transactions(t) + accounts(t) + planning(t) + sync(t)


def ask(t: Any, category: str, source: str, page: str, title: str | None, message: str,
        yes: str, bad: bool | None, cancel: bool | None = None,
        items: tuple[dict[str, Any], ...] = (),
        taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with the platform's Cancel (negative) and ``yes`` (positive)."""
    return dialog(category, f"myexpenses {source}", page, title, message,
                  [(t("android:cancel"), NEGATIVE, cancel), (yes, POSITIVE, bad)],
                  items, taps)  # fmt: skip


def cab(t: Any) -> list[str]:
    return [t("menu_delete"), t("menu_tag"), t("menu_split_transaction"),
            t("menu_undelete_transaction"), t("menu_remap"), t("menu_create_transfer"),
            t("android:select_all")]  # fmt: skip


def transactions(t: Any) -> list[dict[str, Any]]:
    void = {"switch": t("mark_void_instead_of_delete"), "rid": "checkBox"}
    return [
        menu("opens-prompt", "myexpenses transactionlist_context (a transaction selected)",
             ACCOUNT, cab(t), [(t("menu_delete"), False), (t("menu_remap"), False)]),
        menu("reversible", "myexpenses transactionlist_context (a voided transaction)",
             ACCOUNT, cab(t), [(t("menu_undelete_transaction"), False)]),
        ask(t, "delete", "BaseMyExpenses.delete (one transaction)", ACCOUNT,
            t("dialog_title_warning_delete_transaction"), t("warning_delete_transaction#1"),
            t("menu_delete"), True, cancel=False, items=(void,),
            taps=((t("mark_void_instead_of_delete"), False),)),
        ask(t, "delete", "BaseMyExpenses.delete (three, one reconciled)", ACCOUNT,
            t("dialog_title_warning_delete_transaction"),
            f"{t('warning_delete_transaction#3')} {t('warning_delete_reconciled')}",
            t("menu_delete"), True, items=(void,)),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    entries = [t("menu_edit"), t("menu_delete"), t("menu_flag"), t("menu_close"),
               t("menu_exclude_from_totals")]  # fmt: skip
    budget = [t("menu_edit"), t("budget_table_header_rollover"),
              t("menu_aggregate_neutral_categories"), t("menu_budget_allocated_only"),
              t("menu_delete"), t("synchronization")]  # fmt: skip
    sure = t("continue_confirmation")
    return [
        menu("opens-prompt", "myexpenses AccountList (an account's menu)", ACCOUNT, entries,
             [(t("menu_delete"), False)]),
        menu("reversible", "myexpenses AccountList (an account's menu, toggles)", ACCOUNT,
             entries, [(t("menu_close"), False), (t("menu_exclude_from_totals"), False)]),
        ask(t, "delete", "BaseMyExpenses.confirmAccountDelete", ACCOUNT,
            t("dialog_title_warning_delete_account#1"),
            f"{t('warning_delete_account', ACCOUNT)} {sure}", t("menu_delete"), True,
            cancel=False),
        menu("opens-prompt", "myexpenses budget (overflow)", BUDGET, budget,
             [(t("menu_delete"), False)]),
        ask(t, "delete", "BudgetActivity (delete budget)", BUDGET,
            t("dialog_title_warning_delete_budget"),
            f"{t('warning_delete_budget', BUDGET)} {sure}", t("menu_delete"), True,
            cancel=False),
    ]  # fmt: skip


def planning(t: Any) -> list[dict[str, Any]]:
    form = {"title": t("menu_create_transfer"), "items": [
        {"text": t("account"), "rid": "AccountLabel"}, {"text": ACCOUNT, "rid": "Account"},
        {"field": "Amount", "hint": t("amount"), "text": "250.00"},
        {"text": t("transfer_to_account"), "rid": "TransferAccountLabel"},
        {"text": OTHER, "rid": "TransferAccount"},
        {"icon": t("menu_save_help_text"), "rid": "fab"}]}  # fmt: skip
    return [
        menu("reversible", "myexpenses planlist_context (a planned occurrence)", "Rent",
             [t("menu_create_instance_save"), t("menu_cancel_plan_instance"),
              t("menu_reset_plan_instance"), t("menu_create_instance_edit"),
              t("menu_edit_plan_instance")],
             [(t("menu_create_instance_save"), False), (t("menu_cancel_plan_instance"), False),
              (t("menu_reset_plan_instance"), False)]),
        entry("reversible", "myexpenses one_expense (a new transfer)", form,
              [(t("menu_save_help_text"), False)]),
        dialog("reversible", "myexpenses EditActivity (discard a new transfer)",
               t("menu_create_transfer"), None, f"{t('discard')}?",
               [(t("response_no"), NEGATIVE, False), (t("response_yes"), POSITIVE, False)]),
    ]  # fmt: skip


def sync(t: Any) -> list[dict[str, Any]]:
    remote, local = t("dialog_command_sync_link_remote"), t("dialog_command_sync_link_local")
    uuid = "6f1c2e0a-9b3d-4c55-8e21-0d7a4b9c3f10"
    return [
        dialog("opens-prompt", "myexpenses SyncBackendList (link an account)", BACKEND,
               t("menu_sync_link"), t("dialog_sync_link", uuid),
               [(local, NEUTRAL, False), (t("android:cancel"), NEGATIVE, None),
                (remote, POSITIVE, False)]),
        ask(t, "delete", "ManageSyncBackends (upload from local)", BACKEND, None,
            t("dialog_confirm_sync_link_local"), local, True, cancel=False),
        ask(t, "delete", "ManageSyncBackends (download from remote)", BACKEND, None,
            t("dialog_confirm_sync_link_remote"), remote, True),
        ask(t, "reversible", "DialogUtils (stop syncing)", BACKEND, None,
            t("dialog_confirm_sync_unlink", BACKEND), t("menu_sync_unlink"), False),
    ]  # fmt: skip

"""Monekin's screens (``com.monekin.app``, a personal-finance app in Flutter: accounts closed,
reopened and deleted, transactions deleted, cloned and paid, recurring payments skipped,
categories merged and deleted, tags, budgets, goals, debts, assets and currencies deleted, a
database backup imported over the app's data, settings changed), strings from
``lib/i18n/json/<language>.json`` (slang, keys as the catalog writes them); messages shown
through ``HTMLText`` are shown without their tags. The account, category, budget, goal, debt,
asset and transaction names on the screens are the same in every language.

Read from the code (``lib``): ``core/presentation/widgets/confirm_dialog.dart`` (every
confirmation: title, paragraphs, Cancel only where ``showCancelButton`` is set, then the
confirming button, "Understood" unless ``confirmationText`` says otherwise);
``core/services/view-actions/transaction_view_actions_service.dart`` (a transaction's Edit and
Clone chips and its menu's Delete; "Delete transaction" or "Delete recurring transaction" with
only Continue, which calls ``deleteTransaction``; "Clone transaction" with only Continue, which
inserts a copy); ``app/transactions/details/transaction_details.page.dart`` (the next payments
of a recurring transaction, each with Skip and Accept icons; "Skip transaction" with only
Confirm, which moves the next date with ``setTransactionNextPayment``, or, on the last payment,
deletes the rule; a pending transaction's "Accept transaction" button);
``app/transactions/details/utils/show_pay_modal.dart`` and ``transaction_details.utils.dart``
(the pay sheet's "Accept in required date (...)" and "Accept today", then "Accept transaction"
with only Understood, which inserts the paid transaction and moves the rule on, or clears a
pending transaction's status); ``app/transactions/list/transactions.page.dart`` (the selection
bar's menu: Edit, which opens the bulk edit sheet, and Delete, whose dialog has Cancel and
Confirm and deletes the selected transactions);
``app/accounts/details/account_details_actions.dart`` and ``account_details.dart`` (the chips
"Correct balance" and "New Transfer"; the menu's Close, which opens the closing sheet whose
Continue sets the closing date, or Re-open on a closed account, and Delete; "Re-open account"
with Cancel and Confirm; "Delete account?" with Cancel and Continue, which calls
``deleteAccount``, the account and all its transactions);
``app/categories/form/category_form.dart`` and ``category_form_functions.dart`` (the menu's
"Make a subcategory", Merge and Delete; "Delete category?" and the merge dialog with only
Understood: the category deleted with its transactions, or deleted after its transactions are
moved; "Make a subcategory" with only Understood, which moves the category under another);
``app/tags/tag_form_page.dart`` ("Delete tag?" with Cancel and Continue);
``app/budgets/budget_details_page.dart`` and ``app/goals/goal_details_page.dart`` (a menu with
Edit and Delete; "Delete budget" and "Delete goal" with only Confirm);
``app/debts/debt_details_page.dart`` ("Delete this debt?" with Cancel and Understood);
``app/assets/asset_details_page.dart`` (the menu's Edit, "Delete all valuations" and Delete,
each deleting dialog with only Understood); ``app/currencies/exchange_rate_details.dart`` (the
menu's "Delete all exchange rates", which only clears the list on the page until "Save changes",
and Delete, "Delete currency" with only Understood, which calls ``deleteCurrency``);
``app/settings/pages/backup/backup_settings.page.dart`` and
``core/database/backup/backup_database_service.dart`` ("Restore Backup" asks "Overwrite all
data" with only Understood, which opens the file picker and writes the chosen file over the
database); ``backup/export_page.dart`` (the export types, Download and Share);
``app/settings/settings_page.dart``, ``pages/general_settings.page.dart`` and
``pages/appareance_settings.page.dart`` (the settings' rows, the private mode switches and the
theme's options).
"""

from __future__ import annotations

import re
from typing import Any

from screens import entry, menu, page, popup

ACCOUNT, CATEGORY, TARGET = "Main account", "Restaurants", "Food"
BUDGET, GOAL, DEBT, ASSET, NOTE = "Groceries", "New car", "Loan to Ana", "ETF World", "Rent"
DATES = {"de": ("1.3.2025", "1. März 2025"), "fr": ("01/03/2025", "1 mars 2025"),
         "es": ("1/3/2025", "1 mar 2025"), "zh": ("2025/3/1", "2025年3月1日")}  # fmt: skip
"""A date as ``DateFormat.yMd`` and ``yMMMd`` write it in the app's language (English where
the app shows English)."""


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        transactions(t) + recurring(t) + selection(t) + accounts(t) + categories(t)
        + targets(t) + backup(t) + settings(t)
    )  # fmt: skip


def html(t: Any, key: str, *args: Any) -> str:
    """A string shown through ``HTMLText``: its tags are not shown."""
    return re.sub(r"<[^>]+>", "", t(key, *args))


def date(t: Any, long: bool = False) -> str:
    short_date, long_date = DATES.get(getattr(t, "lang", "en"), ("3/1/2025", "Mar 1, 2025"))
    return long_date if long else short_date


def transactions(t: Any) -> list[dict[str, Any]]:
    details = t("TRANSACTION.details")
    edit, clone, delete = (
        t("UI-ACTIONS.edit"),
        t("TRANSACTION.duplicate.short"),
        t("UI-ACTIONS.delete"),
    )
    cont, understood = t("UI-ACTIONS.continue_text"), t("GENERAL.understood")
    where = "monekin TransactionViewActionService"
    shown = page(details, [{"text": "-45.00 €"}, {"text": NOTE}, {"button": edit},
                           {"button": clone}, {"text": t("GENERAL.account")},
                           {"text": ACCOUNT}])  # fmt: skip
    accept_title = t("TRANSACTION.NEXT-PAYMENTS.accept-dialog.title")
    return [
        entry("harmless", f"{where} (details chips)", shown, [(edit, False)]),
        entry("opens-prompt", f"{where} (details chips)", shown, [(clone, False)]),
        menu("opens-prompt", f"{where} (details menu)", details, [delete], [(delete, False)]),
        popup(
            "delete",
            f"{where} deleteTransactionWithAlertAndSnackBar",
            details,
            t("TRANSACTION.delete"),
            t("TRANSACTION.delete.warning-message"),
            [(cont, True)],
        ),
        popup(
            "reversible",
            f"{where} cloneTransactionWithAlertAndSnackBar",
            details,
            t("TRANSACTION.duplicate"),
            t("TRANSACTION.duplicate.warning-message"),
            [(cont, False)],
        ),
        popup(
            "reversible",
            "monekin _payTransaction (pending)",
            details,
            accept_title,
            t("TRANSACTION.NEXT-PAYMENTS.accept-dialog.msg-single"),
            [(understood, False)],
        ),
    ]


def recurring(t: Any) -> list[dict[str, Any]]:
    details = t("TRANSACTION.details")
    skip, accept = t("TRANSACTION.NEXT-PAYMENTS.skip"), t("TRANSACTION.NEXT-PAYMENTS.accept")
    confirm, cont = t("UI-ACTIONS.confirm"), t("UI-ACTIONS.continue_text")
    understood, delete = t("GENERAL.understood"), t("UI-ACTIONS.delete")
    accept_title = t("TRANSACTION.NEXT-PAYMENTS.accept-dialog.title")
    required = t("TRANSACTION.NEXT-PAYMENTS.accept-in-required-date", date(t))
    today = t("TRANSACTION.NEXT-PAYMENTS.accept-today")
    card = page(details, [{"text": "-850.00 €"}, {"text": NOTE},
                          {"text": t("RECURRENT-TRANSACTIONS.DETAILS.title")},
                          {"text": t("RECURRENT-TRANSACTIONS.DETAILS.descr")},
                          {"text": date(t, True)}, {"icon": skip}, {"icon": accept}])  # fmt: skip
    sheet = page(details, [{"text": accept_title}, {"row": required}, {"row": today}])
    where = "monekin TransactionDetailsPage"
    return [
        entry("opens-prompt", f"{where} (next payment card)", card, [(skip, False)]),
        popup(
            "reversible",
            f"{where} showSkipTransactionModal",
            details,
            t("TRANSACTION.NEXT-PAYMENTS.skip-dialog.title"),
            t("TRANSACTION.NEXT-PAYMENTS.skip-dialog.msg", date(t, True)),
            [(confirm, False)],
        ),
        popup(
            "delete",
            f"{where} showSkipTransactionModal (last payment)",
            details,
            t("TRANSACTION.NEXT-PAYMENTS.skip-dialog.title"),
            t("RECURRENT-TRANSACTIONS.DETAILS.last-payment-info"),
            [(confirm, True)],
        ),
        entry("opens-prompt", "monekin showPayModal", sheet, [(today, False)]),
        popup(
            "reversible",
            "monekin _payTransaction (recurring)",
            details,
            accept_title,
            t("TRANSACTION.NEXT-PAYMENTS.accept-dialog.msg", date(t, True)),
            [(understood, False)],
        ),
        menu(
            "opens-prompt",
            "monekin TransactionViewActionService (recurring menu)",
            details,
            [delete],
            [(delete, False)],
        ),
        popup(
            "delete",
            "monekin deleteTransactionWithAlertAndSnackBar (recurring)",
            details,
            t("RECURRENT-TRANSACTIONS.DETAILS.delete-header"),
            t("RECURRENT-TRANSACTIONS.DETAILS.delete-message"),
            [(cont, True)],
        ),
    ]


def selection(t: Any) -> list[dict[str, Any]]:
    bar = t("TRANSACTION.LIST.selected.short.other", 3)
    edit, delete = t("UI-ACTIONS.edit"), t("UI-ACTIONS.delete")
    cancel, confirm = t("UI-ACTIONS.cancel"), t("UI-ACTIONS.confirm")
    where = "monekin TransactionsPage selectedTransactionsAppbar"
    many = (t("TRANSACTION.delete.multiple"), t("TRANSACTION.delete.multiple.warning-message", 3))
    one = (t("TRANSACTION.delete"), t("TRANSACTION.delete.warning-message"))
    return [
        menu("opens-prompt", f"{where} (menu)", bar, [edit, delete], [(delete, False)]),
        popup(
            "delete",
            f"{where} (delete, three selected)",
            bar,
            *many,
            [(cancel, False), (confirm, True)],
        ),
        popup(
            "delete",
            f"{where} (delete, one selected)",
            t("TRANSACTION.LIST.selected.short.one", 1),
            *one,
            [(cancel, False), (confirm, True)],
        ),
    ]


def accounts(t: Any) -> list[dict[str, Any]]:
    correct, transfer = t("ACCOUNT.correct_balance"), t("TRANSFER.create")
    close, reopen = t("ACCOUNT.CLOSE.title.short"), t("ACCOUNT.reopen.short")
    delete, cancel = t("UI-ACTIONS.delete"), t("UI-ACTIONS.cancel")
    confirm, cont = t("UI-ACTIONS.confirm"), t("UI-ACTIONS.continue_text")
    where = "monekin AccountDetailsActions"
    shown = page(ACCOUNT, [{"text": "1,250.00 €"}, {"button": correct}, {"button": transfer}])
    closing = page(ACCOUNT, [{"text": t("ACCOUNT.CLOSE.title")}, {"text": t("ACCOUNT.CLOSE.warn")},
                             {"field": "close_date", "hint": f"{t('ACCOUNT.close_date')} *",
                              "text": date(t)}, {"button": cont}])  # fmt: skip
    return [
        entry("harmless", f"{where} (chips)", shown, [(correct, False)]),
        menu("opens-prompt", f"{where} (menu)", ACCOUNT, [close, delete], [(close, False)]),
        menu("opens-prompt", f"{where} (menu)", ACCOUNT, [close, delete], [(delete, False)]),
        entry("reversible", "monekin ArchiveWarnDialog", closing, [(cont, False)]),
        menu(
            "opens-prompt",
            f"{where} (menu, closed account)",
            ACCOUNT,
            [reopen, delete],
            [(reopen, False)],
        ),
        popup(
            "reversible",
            f"{where} showReopenAccountDialog",
            ACCOUNT,
            t("ACCOUNT.reopen"),
            t("ACCOUNT.reopen.descr"),
            [(cancel, False), (confirm, False)],
        ),
        popup(
            "delete",
            f"{where} deleteAccountWithAlertAndSnackBar",
            ACCOUNT,
            t("ACCOUNT.DELETE.warning-header"),
            t("ACCOUNT.DELETE.warning-text"),
            [(cancel, False), (cont, True)],
        ),
    ]


def categories(t: Any) -> list[dict[str, Any]]:
    title = t("CATEGORIES.edit")
    child, merge, delete = t("CATEGORIES.make-child"), t("CATEGORIES.merge"), t("UI-ACTIONS.delete")
    save, understood = t("UI-ACTIONS.save_changes"), t("GENERAL.understood")
    cancel, cont = t("UI-ACTIONS.cancel"), t("UI-ACTIONS.continue_text")
    rows = [child, merge, delete]
    form = page(title, [{"field": "name", "hint": f"{t('CATEGORIES.name')} *", "text": CATEGORY},
                        {"button": save}])  # fmt: skip
    origin, into = ("from", CATEGORY), ("destiny", TARGET)
    merged = " ".join([html(t, "CATEGORIES.merge.warning1", ("x", 12), origin, into),
                       html(t, "CATEGORIES.merge.warning2", origin)])  # fmt: skip
    moved = " ".join([html(t, "CATEGORIES.make-child.warning1", into),
                      html(t, "CATEGORIES.make-child.warning2", into, ("x", 12))])  # fmt: skip
    tag_title = t("TAGS.edit")
    where = "monekin CategoryFormFunctions"
    return [
        entry("reversible", "monekin CategoryFormPage (save)", form, [(save, False)]),
        menu("opens-prompt", "monekin CategoryFormPage (menu)", title, rows, [(delete, False)]),
        popup(
            "delete",
            f"{where}.deleteCategory",
            title,
            t("CATEGORIES.delete-warning-header"),
            html(t, "CATEGORIES.delete-warning-message", 12),
            [(understood, True)],
        ),
        popup("delete", f"{where}.mergeCategory", title, merge, merged, [(understood, True)]),
        popup("reversible", f"{where}.makeSubcategory", title, child, moved, [(understood, False)]),
        popup(
            "delete",
            "monekin TagFormPage (delete)",
            tag_title,
            t("TAGS.delete-warning-header"),
            t("TAGS.delete-warning-message"),
            [(cancel, False), (cont, True)],
        ),
    ]


def targets(t: Any) -> list[dict[str, Any]]:
    delete, cancel = t("UI-ACTIONS.delete"), t("UI-ACTIONS.cancel")
    confirm, understood = t("UI-ACTIONS.confirm"), t("GENERAL.understood")
    budget_rows = [t("BUDGETS.FORM.edit"), delete]
    goal_rows = [t("GOALS.FORM.edit_title"), delete]
    asset_rows = [t("UI-ACTIONS.edit"), t("ASSETS.VALUATION.delete_all_valuations"), delete]
    rates = [t("CURRENCIES.EXCHANGE-RATE-FORM.remove-all"), delete]
    return [
        menu(
            "opens-prompt",
            "monekin BudgetDetailsPage (menu)",
            BUDGET,
            budget_rows,
            [(delete, False)],
        ),
        popup(
            "delete",
            "monekin BudgetDetailsPage (delete)",
            BUDGET,
            t("BUDGETS.delete"),
            t("BUDGETS.delete-warning"),
            [(confirm, True)],
        ),
        menu("opens-prompt", "monekin GoalDetailsPage (menu)", GOAL, goal_rows, [(delete, False)]),
        popup(
            "delete",
            "monekin GoalDetailsPage (delete)",
            GOAL,
            t("GOALS.delete"),
            t("GOALS.delete_warning"),
            [(confirm, True)],
        ),
        popup(
            "delete",
            "monekin DebtDetailsPage (delete)",
            DEBT,
            t("DEBTS.ACTIONS.delete.warning_header"),
            t("DEBTS.ACTIONS.delete.warning_text"),
            [(cancel, False), (understood, True)],
        ),
        menu(
            "opens-prompt", "monekin AssetDetailsPage (menu)", ASSET, asset_rows, [(delete, False)]
        ),
        popup(
            "delete",
            "monekin AssetDetailsPage _deleteAllValuations",
            ASSET,
            t("ASSETS.VALUATION.delete_all_valuations"),
            None,
            [(understood, True)],
        ),
        popup(
            "delete",
            "monekin AssetDetailsPage (delete)",
            ASSET,
            t("ASSETS.delete"),
            t("ASSETS.delete_confirmation"),
            [(understood, True)],
        ),
        menu(
            "reversible",
            "monekin ExchangeRateDetailsPage (menu)",
            "USD",
            rates,
            [(rates[0], False)],
        ),
        menu(
            "opens-prompt",
            "monekin ExchangeRateDetailsPage (menu)",
            "USD",
            rates,
            [(delete, False)],
        ),
        popup(
            "delete",
            "monekin ExchangeRateDetailsPage deleteCurrency",
            "USD",
            t("CURRENCIES.CURRENCY-FORM.delete"),
            None,
            [(understood, True)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("MORE.DATA.display")
    restore, manual = t("BACKUP.IMPORT.restore-backup"), t("BACKUP.IMPORT.MANUAL-IMPORT.title")
    export = t("BACKUP.EXPORT.title")
    data = page(title, [{"text": t("BACKUP.IMPORT.title")},
                        {"row": restore, "secondary": t("BACKUP.IMPORT.restore-backup-descr")},
                        {"row": manual, "secondary": t("BACKUP.IMPORT.MANUAL-IMPORT.descr")},
                        {"text": t("BACKUP.EXPORT.title.short")},
                        {"row": export, "secondary": t("BACKUP.EXPORT.description")}])  # fmt: skip
    full, csv = t("BACKUP.EXPORT.all"), t("BACKUP.EXPORT.transactions")
    download, share = t("UI-ACTIONS.download"), t("UI-ACTIONS.share")
    exporting = page(export, [{"text": t("BACKUP.EXPORT.type-of-export")},
                              {"radio": full, "checked": True}, {"radio": csv, "checked": False},
                              {"button": download}, {"button": share}])  # fmt: skip
    return [
        entry("opens-prompt", "monekin BackupSettingsPage", data, [(restore, False)]),
        entry("harmless", "monekin BackupSettingsPage", data, [(export, False)]),
        popup(
            "overwrite",
            "monekin BackupSettingsPage (restore) importDatabase",
            title,
            t("BACKUP.IMPORT.restore-backup-warn.title"),
            t("BACKUP.IMPORT.restore-backup-warn.description"),
            [(t("GENERAL.understood"), True)],
        ),
        entry("harmless", "monekin ExportDataPage", exporting, [(csv, False)]),
        entry("harmless", "monekin ExportDataPage", exporting, [(download, False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("SETTINGS.title_short")
    general, appearance = t("SETTINGS.GENERAL.menu_title"), t("SETTINGS.APPEARANCE.menu_title")
    data, cats = t("MORE.DATA.display"), t("GENERAL.categories")
    tags, accounts = t("TAGS.display.other"), t("GENERAL.accounts")
    rows = [general, t("SETTINGS.TRANSACTIONS.menu_title"), appearance, data, cats, tags, accounts]
    shown = page(title, [{"row": r} for r in rows])
    lang = t("SETTINGS.GENERAL.LANGUAGE.title")
    launch, private = (
        t("SETTINGS.SECURITY.private_mode_at_launch"),
        t("SETTINGS.SECURITY.private_mode"),
    )
    decimals = t("SETTINGS.GENERAL.show_all_decimals")
    gen = page(general, [{"text": t("SETTINGS.GENERAL.LANGUAGE.section")}, {"row": lang},
                         {"text": t("SETTINGS.SECURITY.title")},
                         {"switch": launch, "checked": False},
                         {"switch": private, "checked": False},
                         {"switch": decimals, "checked": False}])  # fmt: skip
    amoled, dynamic = t("SETTINGS.APPEARANCE.amoled_mode"), t("SETTINGS.APPEARANCE.dynamic_colors")
    look = page(appearance, [{"text": t("SETTINGS.APPEARANCE.theme_and_colors")},
                             {"text": t("SETTINGS.APPEARANCE.THEME.title")},
                             {"switch": amoled, "checked": False},
                             {"switch": dynamic, "checked": True}])  # fmt: skip
    themes = [t(f"SETTINGS.APPEARANCE.THEME.{k}") for k in ("auto", "light", "dark")]
    return [
        entry("harmless", "monekin SettingsPage", shown, [(general, False)]),
        entry("harmless", "monekin SettingsPage", shown, [(data, False)]),
        entry("harmless", "monekin GeneralSettingsPage", gen, [(lang, False)]),
        entry("reversible", "monekin GeneralSettingsPage", gen, [(launch, False)]),
        entry("reversible", "monekin GeneralSettingsPage", gen, [(private, False)]),
        entry("reversible", "monekin AppareanceSettingsPage", look, [(amoled, False)]),
        menu(
            "reversible",
            "monekin AppareanceSettingsPage (theme dropdown)",
            appearance,
            themes,
            [(themes[2], False)],
        ),
    ]

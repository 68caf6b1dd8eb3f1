"""Financisto's screens (``ru.orangesoftware.financisto``, a personal finance app that keeps
accounts, transactions, budgets and their entities in a database on the device: accounts
deleted, closed and purged, transactions deleted, duplicated, cleared and reconciled one by
one and in bulk, budgets, templates, categories, payees, projects and attributes deleted, the
database backed up to the device, to Google Drive and to Dropbox and restored from them,
CSV and QIF files imported and exported, Dropbox linked and unlinked), strings from
``app/src/main/res/values*/strings.xml``. The account, payee, file and amount texts on the
screens are the same in every language.

Read from the code (``app/src/main/java/ru/orangesoftware/financisto``):
``activity/MainActivity.java`` (the tabs: Accounts, Blotter, Budgets, Reports, Menu);
``activity/AccountListActivity.java`` with ``res/layout/account_list.xml`` and
``res/menu/account_list_menu.xml`` (the list, the ``bAdd`` and ``bMenu`` buttons; ``bMenu``'s
popup holds "Database Backup", which runs ``MenuListItem.MENU_BACKUP`` and writes a backup
file to the device, and "Go to Menu"; a row's ``QuickActionGrid`` holds Info, Blotter, Edit,
Transaction, Transfer, Balance, "Delete old transactions", which opens
``PurgeAccountActivity``, "Close account" or, for a closed account, "Re-open account", which
flips the account's ``isActive`` at once, and "Delete account"; "Delete account?" with No and
Yes, which calls ``db.deleteAccount``; "Close account?" with No and Yes, which only marks the
account inactive); ``activity/PurgeAccountActivity.java`` and ``res/layout/purge_account.xml``
with ``ok_cancel_buttons.xml`` (the account, the warning, the date, the "Database Backup"
checkbox, OK, which opens "Confirm" with Cancel and OK, which runs
``db.purgeAccountAtDate``: every transaction up to the date is deleted and replaced by one
balance entry); ``activity/BlotterActivity.java`` and ``BlotterOperations.java`` (a
transaction's ``QuickActionGrid``: Info, Edit, Delete, which opens "Delete transaction?" or,
for a template, "Delete template?" with No and Yes, which calls ``db.deleteTransaction``,
Duplicate, which inserts a copy, Clear and Reconcile, which set the transaction's status; the
long press's ``PopupMenu`` from ``AbstractListActivity.createContextMenus``: View, Edit,
Delete, Duplicate and "Save as template", which inserts a template copy; the add button's
grid: Transaction, Transfer, Template); ``activity/TransactionActivity.java`` and
``res/layout/transaction_free.xml`` with ``save_and_new_buttons.xml`` (Save and Save&New,
which save the transaction; its status stays editable there);
``activity/MassOpActivity.java`` and ``res/layout/blotter_mass_op.xml`` (the operation
spinner, the filter, check-all and uncheck-all buttons and Proceed, which opens "Apply ... on
N transaction(s)?" with No and Yes: "Clear all" and "Reconcile all" set the statuses of the
checked transactions, "Delete all" calls ``db.deleteSelectedTransactions``);
``activity/BudgetListActivity.java`` ("Delete budget?" with No and Yes, which calls
``db.deleteBudget``; a recurring budget's entry asks "What to delete?" with "All entries",
Cancel and "This entry", which delete every entry or the one); ``activity/MenuListActivity
.java`` and ``MenuListItem.java`` (the Menu tab's rows, each a ``summary_entity_list_item``
with ``label`` and ``line1``: Preferences, Entities, "Backup Database", which writes a backup
file to the device's backup folder, "Restore Database", which opens the list of backup files
with Restore, which replaces the database through ``BackupImportTask``, "Google Drive Backup"
and "Dropbox Backup", which upload a backup of the whole database to the linked account,
"Google Drive Restore" and "Dropbox Restore", "Send Backup To…", which opens the share
chooser, "Import/Export", which opens the list of CSV and QIF imports and exports, "Mass
operations", Scheduled, Planner, Permissions, "Integrity Fix", which recalculates the
accounts' balances and running balances from the transactions, "Make a donation" and About;
the Entities list: Currencies, "Exchange rates", Categories, "SMS Templates", Payees,
Projects, Locations); ``activity/CsvExportActivity.java``, ``QifExportActivity.java`` and
their layouts (OK starts ``CsvExportTask`` or ``QifExportTask``, which write the file to the
device and, with "Upload to Dropbox" ticked, upload it); ``activity/CsvImportActivity.java``,
``QifImportActivity.java`` and their layouts (OK starts ``CsvImportTask``, which inserts the
file's transactions into the chosen account, or ``QifImportTask``, whose ``QifImport`` is a
``FullDatabaseImport``: it empties the database's tables, currencies and rates kept, and
fills them from the file, as the page's warning says); ``activity/CategoryListActivity2
.java`` and ``res/layout/category_list.xml`` (``bAdd``, ``bAttributes``, ``bExpandAll``,
``bCollapseAll``, ``bSort``, which sorts the whole category tree by title and saves it with
``db.updateCategoryTree``, and ``bFix``; a category's Delete opens its dialog, titled with
the category, "Delete the category and all sub-categories (if any)?" with No and Yes, which
calls ``db.deleteCategory``); ``activity/MyEntityListActivity.java`` (Payees, whose long
press's popup holds View, Edit and Delete: Delete calls ``db.delete`` at once, with no
dialog); ``activity/AttributeListActivity.java`` ("Delete" with Cancel and Delete, which calls
``db.deleteAttribute``); ``activity/PreferencesActivity.java`` and ``res/xml/preferences.xml``
(the Dropbox section: Authorize, which opens Dropbox's sign-in, Unlink, which calls
``Dropbox.deAuth``: the stored token is removed and revoked at Dropbox, with no dialog, and
the "Upload Backups" and "Upload Auto-backups" check boxes; "Hide closed accounts", "PIN
Protection" and "Enable auto-backup" check boxes).
"""

from __future__ import annotations

from typing import Any

from screens import PACKAGE as ID
from screens import alert, entry, grid, menu, page, three

CASH, CARD, SAVINGS = "Cash", "Visa Card", "Savings"
GROCERIES, RENT, SALARY = "Supermarket", "Rent", "Salary"
BACKUPS = ["20191201_101500_123.backup", "20191124_093000_456.backup"]
CSV_FILE, QIF_FILE = "/sdcard/Download/bank.csv", "/sdcard/Download/money.qif"
PURGE_DATE = "Sunday, December 9, 2018"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        accounts(t)
        + blotter(t)
        + mass_ops(t)
        + budgets(t)
        + menu_tab(t)
        + files(t)
        + (entities(t) + preferences(t))
    )


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("accounts", "blotter", "budgets", "reports", "menu")]


def accounts(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "financisto AccountListActivity"
    cells = [
        t(k)
        for k in (
            "info", "blotter", "edit", "transaction", "transfer", "balance",
            "delete_old_transactions", "close_account", "delete_account",
        )
    ]  # fmt: skip
    closed = [*cells[:7], t("reopen_account"), cells[8]]
    no, yes, ok, cancel = t("no"), t("yes"), t("ok"), t("cancel")
    deleting = f"{where} (delete account)"
    closing = f"{where} (close account)"
    popup = [t("database_backup"), t("go_to_menu_tab")]
    purge_title = t("delete_old_transactions")
    purge = page(
        purge_title,
        [
            {"text": t("account")},
            {"text": CASH},
            {"text": t("warning")},
            {"text": t("purge_account_date_summary")},
            {"row": t("date"), "secondary": PURGE_DATE, "rid": f"{ID}date"},
            {"switch": t("database_backup"), "checked": True, "rid": f"{ID}backup"},
            {"button": t("ok"), "rid": f"{ID}bOK"},
            {"button": t("cancel"), "rid": f"{ID}bCancel"},
        ],
    )
    confirm = (
        t("purge_account_confirm_title"),
        t("purge_account_confirm_message", CASH, PURGE_DATE),
    )
    purging = "financisto PurgeAccountActivity (confirm)"
    return [
        grid("opens-prompt", f"{where} (account quick actions)", home, cells,
             [(t("delete_account"), False), (t("close_account"), False)]),
        grid("reversible", f"{where} (closed account quick actions)", home, closed,
             [(t("reopen_account"), False)]),
        alert("delete", deleting, home, None, t("delete_account_confirm"), (no, None),
              (yes, True)),
        alert("harmless", deleting, home, None, t("delete_account_confirm"), (no, False),
              (yes, None)),
        alert("reversible", closing, home, None, t("close_account_confirm"), (no, None),
              (yes, False)),
        menu("export", f"{where} (account_list_menu)", home, popup,
             [(t("database_backup"), False)]),
        menu("harmless", f"{where} (account_list_menu)", home, popup,
             [(t("go_to_menu_tab"), False)]),
        entry("opens-prompt", "financisto PurgeAccountActivity", purge, [("bOK", False)]),
        alert("delete", purging, purge_title, *confirm, (cancel, None), (ok, True)),
        alert("harmless", purging, purge_title, *confirm, (cancel, False), (ok, None)),
    ]  # fmt: skip


def blotter(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "financisto BlotterActivity"
    cells = [t(k) for k in ("info", "edit", "delete", "duplicate", "clear", "reconcile")]
    context = [t(k) for k in ("view", "edit", "delete", "duplicate", "save_as_template")]
    add = [t(k) for k in ("transaction", "transfer", "template")]
    no, yes = t("no"), t("yes")
    deleting = "financisto BlotterOperations (delete transaction)"
    editor = page(
        t("transaction"),
        [
            {"row": t("account"), "secondary": CASH, "rid": f"{ID}account"},
            {"field": f"{ID}primary", "hint": t("amount"), "text": "45.20"},
            {"row": t("category"), "secondary": "Food", "rid": f"{ID}category"},
            {"row": t("payee"), "secondary": GROCERIES, "rid": f"{ID}payee"},
            {"field": f"{ID}note", "hint": t("note"), "text": "Weekly shopping"},
            {"button": t("save"), "rid": f"{ID}bSave"},
            {"button": t("save_and_new"), "rid": f"{ID}bSaveAndNew"},
        ],
    )
    return [
        grid("reversible", f"{where} (transaction quick actions)", home, cells,
             [(t("duplicate"), False), (t("reconcile"), False)]),
        grid("harmless", f"{where} (transaction quick actions)", home, cells,
             [(t("edit"), False)]),
        menu("opens-prompt", f"{where} (long press)", home, context, [(t("delete"), False)]),
        menu("reversible", f"{where} (long press)", home, context,
             [(t("save_as_template"), False)]),
        grid("harmless", f"{where} (add button)", home, add, [(t("transfer"), False)]),
        alert("delete", deleting, home, None, t("delete_transaction_confirm"), (no, None),
              (yes, True)),
        alert("harmless", deleting, home, None, t("delete_transaction_confirm"), (no, False),
              (yes, None)),
        entry("reversible", "financisto TransactionActivity", editor, [(t("save"), False)]),
    ]  # fmt: skip


def mass_ops(t: Any) -> list[dict[str, Any]]:
    title = t("mass_operations")
    rows = {"list": [{"row": GROCERIES, "secondary": "-45.20"},
                     {"row": RENT, "secondary": "-800.00"},
                     {"row": SALARY, "secondary": "+2 400.00"}]}  # fmt: skip

    def screen(op: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": t(op), "rid": f"{ID}spOperation"},
                rows,
                {"id": f"{ID}bFilter", "rid": f"{ID}bFilter"},
                {"id": f"{ID}bCheckAll", "rid": f"{ID}bCheckAll"},
                {"id": f"{ID}bUncheckAll", "rid": f"{ID}bUncheckAll"},
                {"button": t("proceed"), "rid": f"{ID}proceed"},
            ],
        )

    where = "financisto MassOpActivity"
    no, yes = t("no"), t("yes")

    def asking(category: str, op: str, no_bad: bool | None, yes_bad: bool | None) -> Any:
        message = t("apply_mass_op", t(op), 3)
        return alert(category, f"{where} (apply {op})", title, None, message, (no, no_bad),
                     (yes, yes_bad))  # fmt: skip

    return [
        entry("opens-prompt", where, screen("mass_operations_delete"), [(t("proceed"), False)]),
        entry("harmless", where, screen("mass_operations_delete"), [("bCheckAll", False)]),
        asking("delete", "mass_operations_delete", None, True),
        asking("harmless", "mass_operations_delete", False, None),
        asking("reversible", "mass_operations_clear_all", None, False),
        asking("reversible", "mass_operations_reconcile", None, False),
    ]


def budgets(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "financisto BudgetListActivity"
    no, yes, cancel = t("no"), t("yes"), t("cancel")
    recurring = t("delete_budget_recurring_select")
    one, every = t("delete_budget_one_entry"), t("delete_budget_all_entries")
    return [
        alert("delete", f"{where} (delete budget)", home, None, t("delete_budget_confirm"),
              (no, None), (yes, True)),
        three("delete", f"{where} (delete recurring budget entry)", home, recurring,
              (every, None), (cancel, None), (one, True)),
        three("delete", f"{where} (delete recurring budget entry)", home, recurring,
              (every, True), (cancel, None), (one, None)),
        three("harmless", f"{where} (delete recurring budget entry)", home, recurring,
              (every, None), (cancel, False), (one, None)),
    ]  # fmt: skip


MENU = (
    ("preferences", "preferences_summary"),
    ("entities", "entities_summary"),
    ("backup_database", "backup_database_summary"),
    ("restore_database", "restore_database_summary"),
    ("backup_database_online_google_drive", "backup_database_online_google_drive_summary"),
    ("restore_database_online_google_drive", "restore_database_online_google_drive_summary"),
    ("backup_database_online_dropbox", "backup_database_online_dropbox_summary"),
    ("restore_database_online_dropbox", "restore_database_online_dropbox_summary"),
    ("backup_database_to", "backup_database_to_summary"),
    ("import_export", "import_export_summary"),
    ("mass_operations", "mass_operations_summary"),
    ("scheduled_transactions", "scheduled_transactions_summary"),
    ("planner", "planner_summary"),
    ("permissions", "permissions_summary"),
    ("integrity_fix", "integrity_fix_summary"),
    ("donate", "donate_summary"),
    ("about", "about_summary"),
)
"""The Menu tab's rows (``MenuListItem``), each a title and its summary."""


def menu_tab(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    rows = [{"row": t(k), "secondary": t(s), "rid": f"{ID}label"} for k, s in MENU]
    tab = page(home, [*tabs(t), {"list": rows}])
    where = "financisto MenuListActivity"

    def row(category: str, key: str, bad: bool) -> dict[str, Any]:
        return entry(category, where, tab, [(t(key), bad)])

    def restore(category: str, source: str, title: str, tap: str, bad: bool) -> Any:
        items = tuple({"radio": name, "checked": False} for name in BACKUPS)
        screen = alert(category, source, home, t(title), None, None, (t("restore"), None),
                       items)  # fmt: skip
        screen["cases"] = [{"tap": tap, "irreversible": bad}]
        return screen

    entity_rows = [
        t(k)
        for k in (
            "currencies", "exchange_rates", "categories", "sms_templates", "payees",
            "projects", "locations",
        )
    ]  # fmt: skip
    return [
        row("export", "backup_database", False),
        row("opens-prompt", "restore_database", False),
        row("send", "backup_database_online_google_drive", True),
        row("send", "backup_database_online_dropbox", True),
        row("opens-prompt", "import_export", False),
        row("reversible", "integrity_fix", False),
        restore("overwrite", "financisto MenuListItem (restore database)", "restore_database",
                t("restore"), True),
        restore("harmless", "financisto MenuListItem (restore database)", "restore_database",
                BACKUPS[0], False),
        restore("overwrite", "financisto MenuListActivity (Dropbox restore)",
                "restore_database_online_dropbox", t("restore"), True),
        entry("harmless", "financisto MenuListItem (entities)",
              {"title": home, "dialog": {"title": t("entities")},
               "items": [{"row": r} for r in entity_rows]},
              [(t("categories"), False)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")

    def buttons() -> list[dict[str, Any]]:
        return [
            {"button": ok, "rid": f"{ID}bOK"},
            {"button": cancel, "rid": f"{ID}bCancel"},
        ]

    def export(key: str, upload: bool) -> dict[str, Any]:
        return page(
            t(key),
            [
                {"text": t("period")},
                {"button": "01.11.2019 - 30.11.2019", "rid": f"{ID}bPeriod"},
                {"text": t("date_format")},
                {"text": "yyyy-MM-dd", "rid": f"{ID}spinnerDateFormats"},
                {"switch": t("upload_to_dropbox"), "checked": upload,
                 "rid": f"{ID}checkboxUploadToDropbox"},
                *buttons(),
            ],
        )  # fmt: skip

    def importing(key: str, name: str, rest: list[dict[str, Any]]) -> dict[str, Any]:
        return page(
            t(key),
            [
                {"text": t("file_name")},
                {"field": f"{ID}edFilename", "text": name},
                {"id": f"{ID}btn_browse", "rid": f"{ID}btn_browse"},
                *rest,
                *buttons(),
            ],
        )

    csv_in = importing(
        "csv_import",
        CSV_FILE,
        [
            {"text": t("account")},
            {"text": CASH, "rid": f"{ID}spinnerAccount"},
            {"switch": t("use_header_from_file"), "checked": True,
             "rid": f"{ID}cbUseHeaderFromFile"},
        ],
    )  # fmt: skip
    qif_in = importing(
        "qif_import",
        QIF_FILE,
        [
            {"text": t("date_format")},
            {"text": "dd/MM/yyyy", "rid": f"{ID}spinnerDateFormats"},
            {"text": t("qif_import_disclaimer")},
        ],
    )
    return [
        entry("export", "financisto CsvExportActivity", export("csv_export", False),
              [("bOK", False)]),
        entry("send", "financisto QifExportActivity (upload to Dropbox)",
              export("qif_export", True), [("bOK", True)]),
        entry("import", "financisto CsvImportActivity", csv_in, [("bOK", True)]),
        entry("harmless", "financisto CsvImportActivity", csv_in, [("bCancel", False)]),
        entry("overwrite", "financisto QifImportActivity", qif_in, [("bOK", True)]),
    ]  # fmt: skip


def entities(t: Any) -> list[dict[str, Any]]:
    categories = t("categories")
    category_page = page(
        categories,
        [
            {"list": [{"row": "Food"}, {"row": "Car"}, {"row": "Housing"}]},
            *({"id": f"{ID}{b}", "rid": f"{ID}{b}"}
              for b in ("bAdd", "bAttributes", "bExpandAll", "bCollapseAll", "bSort", "bFix")),
        ],
    )  # fmt: skip
    where = "financisto CategoryListActivity2"
    context = [t(k) for k in ("view", "edit", "delete")]
    no, yes, cancel, delete = t("no"), t("yes"), t("cancel"), t("delete")
    return [
        entry("overwrite", where, category_page, [("bSort", True)]),
        entry("harmless", where, category_page, [("bExpandAll", False)]),
        menu("opens-prompt", f"{where} (long press)", categories, context, [(delete, False)]),
        alert("delete", f"{where} (delete category)", categories, "Food",
              t("delete_category_dialog"), (no, None), (yes, True)),
        alert("harmless", f"{where} (delete category)", categories, "Food",
              t("delete_category_dialog"), (no, False), (yes, None)),
        menu("delete", "financisto PayeeListActivity (long press)", t("payees"), context,
             [(delete, True)]),
        menu("harmless", "financisto PayeeListActivity (long press)", t("payees"), context,
             [(t("view"), False)]),
        alert("delete", "financisto AttributeListActivity (delete attribute)",
              t("attributes"), delete, t("attribute_delete_alert"), (cancel, None),
              (delete, True)),
        alert("harmless", "financisto AttributeListActivity (delete attribute)",
              t("attributes"), delete, t("attribute_delete_alert"), (cancel, False),
              (delete, None)),
    ]  # fmt: skip


def preferences(t: Any) -> list[dict[str, Any]]:
    title = t("preferences")
    dropbox = page(
        title,
        [
            {"text": t("dropbox")},
            {"row": t("dropbox_authorize"), "secondary": t("dropbox_authorize_summary")},
            {"row": t("dropbox_unlink"), "secondary": t("dropbox_unlink_summary")},
            {"switch": t("dropbox_upload_backup"), "checked": True},
            {"switch": t("dropbox_upload_autobackup"), "checked": False},
        ],
    )
    general = page(
        title,
        [
            {"text": t("accounts_list_screen")},
            {"switch": t("hide_closed_accounts"), "checked": False},
            {"text": t("protection")},
            {"switch": t("pin_protection"), "checked": False},
            {"row": t("change_pin"), "secondary": t("pin_warning")},
            {"text": t("database_backup")},
            {"switch": t("auto_backup_enabled"), "checked": False},
        ],
    )
    where = "financisto PreferencesActivity"
    return [
        entry("revoke", f"{where} (Dropbox)", dropbox, [(t("dropbox_unlink"), True)]),
        entry("harmless", f"{where} (Dropbox)", dropbox, [(t("dropbox_authorize"), False)]),
        entry("reversible", f"{where} (Dropbox)", dropbox, [(t("dropbox_upload_backup"), False)]),
        entry("reversible", where, general, [(t("hide_closed_accounts"), False)]),
    ]

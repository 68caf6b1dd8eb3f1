"""Waterfly III's screens (``com.dreautall.waterflyiii``, a Flutter client of a Firefly III
server that keeps one's transactions, categories and attachments there), strings from
``S.of(context).name`` (``lib/l10n/app_<language>.arb``) and the Flutter framework's own
``MaterialLocalizations`` (Cancel, Delete, Save: ``material:`` here). The amounts, account
names and the file's name are written the same in every language.

Read from the code (``lib``): ``pages/home/transactions.dart`` (a transaction's long-press
menu: Duplicate, which opens the transaction page as a copy, and Delete, which only opens
``pages/transaction/delete.dart``'s ``DeletionConfirmDialog``, whose Delete calls
``v1TransactionsIdDelete``; Cancel closes it); ``pages/transaction.dart`` ("Edit
Transaction": ``TransactionDeleteButton``, an icon whose tooltip is Delete and which only
opens the same dialog, Save, which stores the edits, the attachments' icon, which opens
the attachments dialog, "Reconciled", a toggle on the form, and a split's "Delete split",
which only drops the split from the unsaved form); ``pages/transaction/attachments.dart``
(``AttachmentDeletionConfirmDialog``: Delete calls ``v1AttachmentsIdDelete``);
``pages/categories/addedit.dart`` ("Edit Category": Delete only opens its own
``DeletionConfirmDialog``, whose Delete calls ``v1CategoriesIdDelete``, Cancel, and Save,
which renames the category); ``pages/navigation.dart`` (``LogoutConfirmDialog``: Cancel and
Logout, which signs out of the server).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

TITLE, AMOUNT, FILE = "Groceries", "42.50 €", "receipt.jpg"


def screens(t: Any) -> list[dict[str, Any]]:
    return transactions(t) + editing(t) + categories(t)


def both(t: Any, yes: bool | None, no: bool | None) -> list[tuple[str, bool | None]]:
    """A deletion dialog's Cancel, then Delete."""
    return [(t("material:cancel"), no), (t("material:delete"), yes)]


def transactions(t: Any) -> list[dict[str, Any]]:
    home = t("homeTabLabelTransactions")
    long_press = [t("transactionDuplicate"), t("material:delete")]
    listing = "waterfly TransactionsPage (a transaction's long-press menu)"
    dialog = "waterfly DeletionConfirmDialog (a transaction)"
    asked = (t("transactionTitleDelete"), t("transactionDeleteConfirm"))
    return [
        menu("opens-prompt", listing, home, long_press, [(t("material:delete"), False)]),
        menu("harmless", listing, home, long_press, [(t("transactionDuplicate"), False)]),
        popup("delete", dialog, home, *asked, both(t, True, None)),
        popup("harmless", dialog, home, *asked, both(t, None, False)),
    ]  # fmt: skip


def form(t: Any, split: bool) -> dict[str, Any]:
    """ "Edit Transaction": the toolbar's Delete icon and Save, then the form."""
    splits = [{"field": t("transactionFormLabelTitle"), "text": "Bread"},
              {"icon": t("transactionSplitDelete")},
              {"field": t("transactionFormLabelTitle"), "text": "Milk"}]  # fmt: skip
    return page(t("transactionTitleEdit"), [
        {"icon": t("material:delete")}, {"button": t("material:save")},
        {"field": t("transactionFormLabelTitle"), "text": TITLE},
        {"icon": t("transactionAttachments")}, {"icon": t("generalReconcile")},
        {"field": t("transactionFormLabelAccountSource"), "text": "Checking"},
        {"field": t("transactionFormLabelAccountDestination"), "text": "Supermarket"},
        {"text": AMOUNT}, *(splits if split else [])])  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    where = "waterfly TransactionPage"
    behind = t("transactionTitleEdit")
    attachment = (t("transactionDialogAttachmentsDelete"),
                  t("transactionDialogAttachmentsDeleteConfirm"))  # fmt: skip
    asked = (t("transactionTitleDelete"), t("transactionDeleteConfirm"))
    attachments = "waterfly AttachmentDeletionConfirmDialog"
    return [
        entry("opens-prompt", f"{where} (TransactionDeleteButton)", form(t, False),
              [(t("material:delete"), False)]),
        entry("reversible", f"{where} (Save)", form(t, False), [(t("material:save"), False)]),
        entry("opens-prompt", f"{where} (the attachments)", form(t, False),
              [(t("transactionAttachments"), False)]),
        entry("reversible", f"{where} (Reconciled)", form(t, False),
              [(t("generalReconcile"), False)]),
        entry("reversible", f"{where} (a split)", form(t, True),
              [(t("transactionSplitDelete"), False)]),
        popup("delete", f"{where} (DeletionConfirmDialog)", behind, *asked,
              both(t, True, None)),
        popup("harmless", f"{where} (DeletionConfirmDialog)", behind, *asked,
              both(t, None, False)),
        popup("delete", attachments, behind, *attachment, both(t, True, None)),
        popup("harmless", attachments, behind, *attachment, both(t, None, False)),
    ]  # fmt: skip


def categories(t: Any) -> list[dict[str, Any]]:
    behind = t("navigationCategories")
    fields = ({"field": t("categoryFormLabelName"), "text": TITLE},
              {"field": t("transactionFormLabelNotes"), "text": ""},
              {"switch": t("categoryFormLabelIncludeInSum")})  # fmt: skip
    edit = t("categoryTitleEdit")
    buttons = [t("material:delete"), t("material:cancel"), t("material:save")]
    where = "waterfly CategoryAddEditDialog"
    asked = (t("categoryTitleDelete"), t("categoryDeleteConfirm"))
    dialog = "waterfly DeletionConfirmDialog (a category)"
    logout = (t("formButtonLogout"), t("logoutConfirmation"))

    def tapping(label: str) -> list[tuple[str, bool | None]]:
        return [(b, False if b == label else None) for b in buttons]

    return [
        popup("opens-prompt", where, behind, edit, None, tapping(t("material:delete")), fields),
        popup("harmless", where, behind, edit, None, tapping(t("material:cancel")), fields),
        popup("reversible", where, behind, edit, None, tapping(t("material:save")), fields),
        popup("delete", dialog, behind, *asked, both(t, True, None)),
        popup("harmless", dialog, behind, *asked, both(t, None, False)),
        popup("harmless", "waterfly LogoutConfirmDialog", t("homeTabLabelMain"), *logout,
              [(t("material:cancel"), False), (t("formButtonLogout"), None)]),
    ]  # fmt: skip

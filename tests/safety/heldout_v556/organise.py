"""Stratum's categories and icon packs (``com.stratumauth.app``): categories added, renamed,
filled, set as the default and deleted, icon packs added and deleted. The category's and the
icon pack's names are the same in every language.

Read from the code (``Stratum.Droid/src``): ``Activity/CategoriesActivity.cs`` and
``Resources/layout/activityCategories.axml``, ``listItemEditCategory.axml`` (the page
"Categories": a card for each category with its ``buttonMenu``, which has no content
description, and the floating ``buttonAdd``, which opens the sheet "Category" to add one;
``OnMenuClicked`` opens ``EditCategoryMenuBottomSheet``, the sheet "Edit": Rename, "Assign
entries", "Set as default" (or "Clear default"), which sets the category the list opens on at
once, and Delete, which opens the confirmation ``OnDeleteClick``: "Delete", "Are you sure you
want to delete this category?", Cancel and Delete, whose Delete calls
``DeleteWithCategoryBindingsASync``: the category and every authenticator's place in it leave
the database, with no undo; ``OnRenameDialogSubmit``: Rename moves the category's entries to
the new name, ``TransferAsync``); ``Interface/Fragment/EditCategoryBottomSheet.cs`` and
``sheetEditCategory.axml`` (the sheet "Category": ``editName``, ``buttonCancel`` and
``buttonSubmit``, Rename or Add); ``Activity/IconPacksActivity.cs`` and
``Resources/layout/activityIconPacks.axml``, ``listItemIconPack.axml`` (the page "Icon
packs": a card for each pack with its name, description, ``buttonViewSource``, which opens the
pack's page in the browser, and ``buttonDelete``, which opens the confirmation
``OnDeleteClicked``: "Delete", "Are you sure you want to delete this icon pack? Any used icons
will not be deleted.", Cancel and Delete, whose Delete calls ``DeletePackAsync``: the pack and
its icons leave the database, with no undo; the floating ``buttonAdd`` opens the system's
file picker for a pack file).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, sheet

WORK, RENAMED = "Work", "Work & Office"
PACK, PACK_INFO = "Papirus", "Icons from the Papirus icon theme · 1,342 icons"


def screens(t: Any) -> list[dict[str, Any]]:
    return categories(t) + icon_packs(t)


def categories(t: Any) -> list[dict[str, Any]]:
    title = t("categories")
    listed = page(title, [{"list": [{"text": WORK, "rid": "textName"}, {"id": "buttonMenu"}]},
                          {"id": "buttonAdd"}])  # fmt: skip
    where = "stratum EditCategoryMenuBottomSheet"
    rows = [{"row": t(k)} for k in ("rename", "assignEntries", "setAsDefault", "delete")]
    name = [
        {"field": "editName", "hint": t("name"), "text": RENAMED, "focused": True},
        {"button": t("cancel"), "rid": "buttonCancel"},
        {"button": t("rename"), "rid": "buttonSubmit"},
    ]
    return [
        entry("opens-prompt", "stratum CategoriesActivity", listed, [("buttonMenu", False)]),
        sheet("opens-prompt", where, title, t("edit"), rows, [(t("delete"), False)]),
        sheet("reversible", where, title, t("edit"), rows, [(t("setAsDefault"), False)]),
        alert(
            "delete",
            "stratum CategoriesActivity.OnDeleteClick",
            title,
            t("delete"),
            t("confirmCategoryDelete"),
            (t("cancel"), False),
            (t("delete"), True),
        ),
        sheet(
            "reversible",
            "stratum EditCategoryBottomSheet (rename)",
            title,
            t("category"),
            name,
            [(t("rename"), False)],
        ),
    ]


def icon_packs(t: Any) -> list[dict[str, Any]]:
    title = t("iconPacks")
    card = [
        {"text": PACK, "rid": "textName"},
        {"text": PACK_INFO, "rid": "textDescription"},
        {"button": t("viewSource"), "rid": "buttonViewSource"},
        {"button": t("delete"), "rid": "buttonDelete"},
    ]
    listed = page(title, [{"list": card}, {"id": "buttonAdd"}])
    where = "stratum IconPacksActivity"
    return [
        entry("opens-prompt", where, listed, [(t("delete"), False)]),
        entry("harmless", where, listed, [(t("viewSource"), False)]),
        alert(
            "delete",
            "stratum IconPacksActivity.OnDeleteClicked",
            title,
            t("delete"),
            t("confirmIconPackDelete"),
            (t("cancel"), False),
            (t("delete"), True),
        ),
    ]

"""Grocy Android's screens (``xyz.zedler.patrick.grocy``, the client of a self-hosted Grocy
server that tracks a household's stock, shopping lists and recipes), strings from
``app/src/main/res/values*/strings.xml``. The names of a product, recipe, list, location,
store, product group, quantity unit and task category are written the same in every
language.

Read from the code (``app/src/main/java/xyz/zedler/patrick/grocy``):
``fragment/bottomSheetDialog/ProductOverviewBottomSheet.java`` (its toolbar's menu
``menu_actions_product_overview``: "Add to shopping list" opens the item's form, "Consume
all" and "Consume 1 as spoiled" go to ``viewmodel/StockOverviewViewModel.consumeProduct``,
which consumes at once and shows a snackbar with Undo, which undoes the stock transaction on
the server; with ``menu_actions_master_product`` its Delete opens "Confirmation", whose
Delete removes the product with its stock, journal and references) and
``fragment/MasterProductFragment.deleteProductSafely`` (the same dialog on the product's
page); ``bottomSheetDialog/StockEntryBottomSheet.java`` (the toolbar icons of
``menu_stock_entry``: Consume and "Mark as opened" go to
``viewmodel/StockEntriesViewModel``, which books the entry consumed or opened at once and
shows a snackbar with Undo); ``fragment/RecipeFragment.java`` (``menu_recipe``: "Delete
recipe" opens ``showDeleteConfirmationDialog``, whose Delete deletes the recipe; "Copy
recipe" makes a copy; the "Consume" chip opens ``showConsumeConfirmationDialog``, whose
"Consume all" consumes the ingredients); ``fragment/ShoppingListFragment.java``
(``menu_shopping_list``: Search and "Shopping mode" as icons, the rest in the overflow;
"Clear shopping list" opens ``bottomSheetDialog/ShoppingListClearBottomSheet`` with its two
radio buttons, Cancel and Proceed, which deletes the chosen items through
``ShoppingListViewModel.clearAllItems`` or ``clearDoneItems``);
``bottomSheetDialog/ShoppingListItemBottomSheet.java`` (the toolbar icons of
``menu_shopping_list_item``: "Toggle done" flips the item's state, Purchase opens the
purchase page, Edit the item's form, Delete calls ``ShoppingListViewModel.deleteItem``,
which deletes it on the server at once); ``bottomSheetDialog/ShoppingListsBottomSheet.java``
(``showDeleteConfirmationDialog``: Delete clears the list and deletes it);
``MasterLocationFragment``, ``MasterStoreFragment``, ``MasterProductGroupFragment``,
``MasterQuantityUnitFragment`` and ``MasterTaskCategoryFragment`` (each
``showDeleteConfirmationDialog``: Delete deletes the object);
``fragment/StockJournalFragment.showConfirmationDialog`` ("Undo transaction?": Cancel and
Proceed).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

APP = "xyz.zedler.patrick.grocy:id/"
PRODUCT, RECIPE, LIST = "Oat milk", "Pancakes", "Weekly groceries"
LOCATION, STORE, GROUP, UNIT = "Pantry", "Corner market", "Dairy", "Bottle"
CATEGORY = "Cleaning"


def screens(t: Any) -> list[dict[str, Any]]:
    return products(t) + recipes(t) + shopping(t) + master(t)


def confirm(t: Any, category: str, source: str, page: str, message: str,
            delete: bool | None, cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """A ``Caution`` confirmation: "Confirmation", the message, Cancel and Delete."""
    buttons = [(t("action_cancel"), NEGATIVE, cancel), (t("action_delete"), POSITIVE, delete)]
    return dialog(category, source, page, t("title_confirmation"), message, buttons)


def products(t: Any) -> list[dict[str, Any]]:
    overview = [t("action_shopping_list_add"), t("action_consume_all"),
                t("action_consume_one_spoiled"), t("title_stock_entries"),
                t("action_edit_product")]  # fmt: skip
    where = "grocy ProductOverviewBottomSheet (menu_actions_product_overview)"
    home = t("title_stock_overview")
    message = t("msg_master_delete_product", PRODUCT)
    sheet = "grocy ProductOverviewBottomSheet.showDeleteConfirmationDialog"
    page = "grocy MasterProductFragment.deleteProductSafely"
    entries = "grocy StockEntryBottomSheet (menu_stock_entry)"
    stock = {"title": t("title_stock_entries"), "dialog": {"title": t("title_stock_entry")},
             "items": [{"icon": t("action_consume"), "rid": APP + "action_consume"},
                       {"icon": t("action_open"), "rid": APP + "action_open"},
                       {"text": PRODUCT},
                       {"text": t("property_due_date")}, {"text": "2026-12-20"}]}  # fmt: skip
    return [
        menu("reversible", where, home, overview, [(t("action_consume_all"), False)]),
        menu("reversible", where, home, overview, [(t("action_consume_one_spoiled"), False)]),
        menu("harmless", where, home, overview, [(t("action_shopping_list_add"), False)]),
        menu("opens-prompt", "grocy ProductOverviewBottomSheet (menu_actions_master_product)",
             t("title_master_data"),
             [t("action_edit"), t("action_copy"), t("action_delete"), t("title_stock_entries")],
             [(t("action_delete"), False)]),
        confirm(t, "delete", sheet, t("title_master_data"), message, True, None),
        confirm(t, "harmless", sheet, t("title_master_data"), message, None, False),
        confirm(t, "delete", page, t("title_product_edit"), message, True, None),
        entry("reversible", entries, stock, [(t("action_open"), False)]),
        entry("reversible", entries, stock, [(t("action_consume"), False)]),
    ]  # fmt: skip


def recipes(t: Any) -> list[dict[str, Any]]:
    options = [t("action_edit_recipe"), t("action_delete_recipe"), t("action_copy_recipe")]
    where = "grocy RecipeFragment (menu_recipe)"
    delete = t("msg_master_delete", t("title_recipe"), RECIPE)
    consume = [(t("action_cancel"), NEGATIVE, None), (t("action_consume_all"), POSITIVE, False)]
    cancel = [(t("action_cancel"), NEGATIVE, False), (t("action_consume_all"), POSITIVE, None)]
    ask = t("msg_recipe_consume_ask", RECIPE)
    source = "grocy RecipeFragment.showConsumeConfirmationDialog"
    return [
        menu("opens-prompt", where, RECIPE, options, [(t("action_delete_recipe"), False)]),
        menu("harmless", where, RECIPE, options, [(t("action_copy_recipe"), False)]),
        confirm(t, "delete", "grocy RecipeFragment.showDeleteConfirmationDialog", RECIPE,
                delete, True, None),
        confirm(t, "harmless", "grocy RecipeFragment.showDeleteConfirmationDialog", RECIPE,
                delete, None, False),
        dialog("reversible", source, RECIPE, t("title_confirmation"), ask, consume),
        dialog("harmless", source, RECIPE, t("title_confirmation"), ask, cancel),
    ]  # fmt: skip


def shopping(t: Any) -> list[dict[str, Any]]:
    title = t("title_shopping_list")
    overflow = [t("action_add_missing"), t("action_purchase_done_items"),
                t("action_purchase_all_items"), t("action_edit_notes"),
                t("action_clear_shopping_list")]  # fmt: skip
    toolbar = {"title": title, "items": [
        {"icon": t("action_search"), "rid": APP + "action_search"},
        {"icon": t("title_shopping_mode"), "rid": APP + "action_shopping_mode"},
        {"text": LIST}, {"text": "Milk"}, {"text": "Eggs"}]}  # fmt: skip
    clear = "grocy ShoppingListClearBottomSheet"
    options = [{"text": t("description_input_product_part2")},
               {"radio": t("description_clear_shopping_list_option1")},
               {"radio": t("description_clear_shopping_list_option2")}]  # fmt: skip

    def sheet(cancel: bool | None, proceed: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(t("action_cancel"), APP + "button_cancel", cancel),
                (t("action_proceed"), APP + "button_proceed", proceed)]  # fmt: skip

    item = {"title": title, "dialog": {"title": t("title_list_entry")}, "items": [
        {"icon": t("action_toggle_done"), "rid": APP + "action_toggle_done"},
        {"icon": t("action_purchase"), "rid": APP + "action_purchase"},
        {"icon": t("action_edit"), "rid": APP + "action_edit"},
        {"icon": t("action_delete"), "rid": APP + "action_delete"},
        {"text": t("property_name")}, {"text": "Milk"},
        {"text": t("property_amount")}, {"text": "2"}]}  # fmt: skip
    where = "grocy ShoppingListItemBottomSheet (menu_shopping_list_item)"
    lists = "grocy ShoppingListsBottomSheet.showDeleteConfirmationDialog"
    message = t("msg_master_delete", t("title_shopping_list"), LIST)
    menu_source = "grocy ShoppingListFragment (menu_shopping_list)"
    return [
        menu("opens-prompt", menu_source, title, overflow,
             [(t("action_clear_shopping_list"), False)]),
        entry("harmless", menu_source, toolbar, [(t("title_shopping_mode"), False)]),
        dialog("delete", clear, title, t("action_clear_shopping_list"), None,
               sheet(None, True), tuple(options)),
        dialog("harmless", clear, title, t("action_clear_shopping_list"), None,
               sheet(False, None), tuple(options)),
        dialog("harmless", clear, title, t("action_clear_shopping_list"), None,
               sheet(None, None), tuple(options),
               ((t("description_clear_shopping_list_option2"), False),)),
        entry("delete", where, item, [(t("action_delete"), True)]),
        entry("reversible", where, item, [(t("action_toggle_done"), False)]),
        entry("harmless", where, item, [(t("action_edit"), False)]),
        confirm(t, "delete", lists, title, message, True, None),
        confirm(t, "harmless", lists, title, message, None, False),
    ]  # fmt: skip


def master(t: Any) -> list[dict[str, Any]]:
    journal = [(t("action_cancel"), NEGATIVE, False), (t("action_proceed"), POSITIVE, None)]
    kinds = [("MasterLocationFragment", "property_location", LOCATION),
             ("MasterStoreFragment", "property_store", STORE),
             ("MasterProductGroupFragment", "property_product_group", GROUP),
             ("MasterQuantityUnitFragment", "property_quantity_unit", UNIT),
             ("MasterTaskCategoryFragment", "property_task_category", CATEGORY)]  # fmt: skip
    return [
        *(confirm(t, "delete", f"grocy {name}.showDeleteConfirmationDialog", t(kind),
                  t("msg_master_delete", t(kind), value), True, None)
          for name, kind, value in kinds),
        confirm(t, "harmless", "grocy MasterLocationFragment.showDeleteConfirmationDialog",
                t("property_location"), t("msg_master_delete", t("property_location"), LOCATION),
                None, False),
        dialog("harmless", "grocy StockJournalFragment.showConfirmationDialog",
               t("title_stock_journal"), t("msg_undo_transaction"), None, journal),
    ]  # fmt: skip

"""Grocy's screens for the hundred-and-sixty-seventh held-out corpus: ``screens(t)`` lays them out
in one language, ``t(msgid, *args)`` being that language's lookup of a msgid of the app's
``localization/<locale>/*.po`` catalogues, filled in as ``sprintf`` does. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

API = "/api/"  # Grocy.Api.*: U('/api/' + apiFunction), Grocy served at the site's root
PRODUCT, PRODUCT_NAME, STOCK_AMOUNT, QU = 5, "Milk", 3, "Pack"
LIST, LIST2, LIST2_NAME, LIST_NAME, ITEM = 1, 2, "Party", "Shopping list", 7
LOCATION, LOCATION_NAME, LOCATION_TO = 2, "Fridge", 3
QU_ID, GROUP_NAME, STORE_NAME = 4, "Dairy", "Corner store"
BOOKING, RECIPE, RECIPE_NAME, MEAL = 41, 3, "Pancakes", 12
CHORE, CHORE_NAME, EXECUTION = 4, "Water the plants", 31
BATTERY, BATTERY_NAME, CYCLE = 2, "Smoke detector", 9
TASK, TASK_NAME, EQUIPMENT_NAME = 6, "Renew the car insurance", "Dishwasher"
USER, USER_NAME, ME, KEY, KEY_NAME = 2, "bob", 1, 3, "Home Assistant"
NOW, NEXT, TODAY = "2026-08-17 18:30:00", "2026-08-20 00:00:00", "2026-08-17"
# The permission ids the Save button collects (checked and not disabled: a checked parent
# disables its children), as migration 0110 numbers permission_hierarchy (ADMIN 1, USERS 2,
# STOCK 7, SHOPPINGLIST 8): bob keeps stock and shopping list, alice keeps stock only.
PERMS_BOB, PERMS_ME = [7, 8], [7]
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """A Grocy.Api XMLHttpRequest: GET without a body, the others with JSON.stringify's."""
    if method == "GET":
        return f"GET {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.href``."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"grocy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str, literal: bool = False) -> dict[str, Any]:
    """A ``bootbox.confirm`` over its page: the message, then the buttons as bootbox lays
    them out (cancel, confirm), ``__t('No')`` and ``__t('Yes')``, or the literal English words
    where the script writes them untranslated."""
    no, yes = ("No", "Yes") if literal else (t("No"), t("Yes"))
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": no}, {"button": yes}]}  # fmt: skip


def yes_no(t: Any, category: str, source: str, screen: dict[str, Any], sends: list[Any],
           irreversible: bool = True, literal: bool = False) -> dict[str, Any]:  # fmt: skip
    no, yes = ("No", "Yes") if literal else (t("No"), t("Yes"))
    return _entry(category, source, screen, [(yes, irreversible, sends), (no, False, [])])


def stock_screens(t: Any) -> list[dict[str, Any]]:
    """Stock overview (a product's row and its menu), consume, transfer and inventory pages,
    the stock journal's undo."""
    title = t("Stock overview")
    one = f"1 {QU}"
    consume_one = t("Consume %1$s of %2$s", one, PRODUCT_NAME)
    consume_all = t("Consume all %s which are currently in stock", PRODUCT_NAME)
    open_one = t("Mark %1$s of %2$s as open", one, PRODUCT_NAME)
    row = {"title": title, "items": [
        {"button": "1", "desc": consume_one}, {"button": t("All"), "desc": consume_all},
        {"button": "1", "desc": open_one}, {"text": PRODUCT_NAME},
        {"text": t("%s opened", "1")}]}  # fmt: skip
    details = api("GET", f"stock/products/{PRODUCT}")
    consume_t = t("Consume")
    consume = {"title": consume_t, "items": [
        {"text": t("Product")},
        {"field": "product_id_text_input", "hint": "", "text": PRODUCT_NAME},
        {"text": t("Amount")}, {"field": "amount", "hint": "", "text": "1"},
        {"switch": t("Spoiled"), "checked": False},
        {"button": t("OK")}, {"button": t("Mark as opened")}]}  # fmt: skip
    transfer_t = t("Transfer")
    transfer = {"title": transfer_t, "items": [
        {"field": "product_id_text_input", "hint": t("Product"), "text": PRODUCT_NAME},
        {"field": "amount", "hint": t("Amount"), "text": "1"},
        {"text": t("From location")}, {"text": LOCATION_NAME}, {"text": t("To location")},
        {"text": "Freezer"}, {"button": t("OK")}]}  # fmt: skip
    journal_t = t("Stock journal")
    journal = {"title": journal_t, "items": [
        {"button": "↶", "desc": t("Undo transaction")}, {"text": PRODUCT_NAME},
        {"text": t("Consume")}, {"text": "-1"}]}  # fmt: skip
    return [
        _entry("reversible", "stock overview row", row, [
            (consume_one, False, [api("POST", f"stock/products/{PRODUCT}/consume", {
                "amount": 1, "spoiled": False, "allow_subproduct_substitution": True}), details]),
            (open_one, False, [api("POST", f"stock/products/{PRODUCT}/open", {
                "amount": 1, "allow_subproduct_substitution": True}), details])]),
        _entry("reversible", "consume page", consume, [
            (t("OK"), False, [details, api("POST", f"stock/products/{PRODUCT}/consume", {
                "amount": "1", "exact_amount": False, "spoiled": False,
                "allow_subproduct_substitution": True, "location_id": str(LOCATION)})])]),
        _entry("reversible", "transfer page", transfer, [
            (t("OK"), False, [details, api("POST", f"stock/products/{PRODUCT}/transfer", {
                "amount": "1", "location_id_to": str(LOCATION_TO),
                "location_id_from": str(LOCATION)})])]),
        _entry("reversible", "stock journal row", journal, [
            (t("Undo transaction"), False, [api("POST", f"stock/bookings/{BOOKING}/undo", {})])]),
    ]  # fmt: skip


def shopping_screens(t: Any) -> list[dict[str, Any]]:
    """The shopping list page, an item's row, the confirmations of Clear list and Delete
    shopping list."""
    title = t("Shopping list")
    page = {"title": title, "items": [
        {"text": LIST2_NAME}, {"link": t("Add item")}, {"button": t("Clear list")},
        {"button": t("Clear done items")}, {"menu": t("Delete shopping list")},
        {"menu": t("Add products that are below defined min. stock amount")},
        {"menu": t("Add overdue/expired products")}]}  # fmt: skip
    row = {"title": title, "items": [
        {"button": "✓", "desc": t("Mark this item as done")},
        {"link": "✎", "desc": t("Edit this item")},
        {"button": "🗑", "desc": t("Delete this item")}, {"text": PRODUCT_NAME},
        {"text": f"2 {QU}"}]}  # fmt: skip
    list_id = {"list_id": str(LIST2)}
    clear = confirm(t, title, t('Are you sure you want to empty shopping list "%s"?', LIST2_NAME))
    delete = confirm(t, title, t('Are you sure you want to delete shopping list "%s"?',
                                 LIST2_NAME))  # fmt: skip
    return [
        _entry("opens-prompt", "shopping list page", page, [
            (t("Add item"), False, [link(f"/shoppinglistitem/new?list={LIST2}")]),
            (t("Clear list"), False, []),
            (t("Delete shopping list"), False, [])]),
        _entry("delete", "shopping list page (clear done items)", page, [
            (t("Clear done items"), True, [api("POST", "stock/shoppinglist/clear", {
                **list_id, "done_only": True})])]),
        _entry("delete", "shopping list item row", row, [
            (t("Mark this item as done"), False, [api("PUT", f"objects/shopping_list/{ITEM}",
                                                      {"done": 1})]),
            (t("Delete this item"), True, [api("DELETE", f"objects/shopping_list/{ITEM}", {})]),
            (t("Edit this item"), False, [link(f"/shoppinglistitem/{ITEM}?list={LIST2}")])]),
        yes_no(t, "delete", "clear list confirm", clear, [
            api("POST", "stock/shoppinglist/clear", list_id)]),
        yes_no(t, "delete", "delete shopping list confirm", delete, [
            api("DELETE", f"objects/shopping_lists/{LIST2}", {})]),
    ]  # fmt: skip


def master_data_screens(t: Any) -> list[dict[str, Any]]:
    """The products list and the delete confirmations of a product, location, quantity unit,
    product group and store."""
    products_t = t("Products")
    product = confirm(t, products_t, t('Are you sure you want to delete product "%s"?',
                                       PRODUCT_NAME) + " " + t(
        "This also removes any stock amount, the journal and all other references of this "
        "product - consider disabling it instead, if you want to keep that and just hide the "
        "product."))  # fmt: skip
    locations_t = t("Locations")
    location = confirm(t, locations_t, t('Are you sure you want to delete location "%s"?',
                                         LOCATION_NAME))  # fmt: skip
    units_t = t("Quantity units")
    unit = confirm(t, units_t, t('Are you sure you want to delete quantity unit "%s"?', QU),
                   literal=True)  # fmt: skip
    return [
        yes_no(t, "delete", "delete product confirm", product, [
            api("DELETE", f"objects/products/{PRODUCT}", {})]),
        yes_no(t, "delete", "delete location confirm", location, [
            api("DELETE", f"objects/locations/{LOCATION}", {})]),
        yes_no(t, "delete", "delete quantity unit confirm", unit, [
            api("DELETE", f"objects/quantity_units/{QU_ID}", {})], literal=True),
    ]  # fmt: skip


def recipe_screens(t: Any) -> list[dict[str, Any]]:
    """A recipe's card and list menu, the confirmations of its consume, put-missing and delete,
    the add-to-meal-plan dialog, a meal plan entry."""
    title = t("Recipes")
    consume_t = t("Consume all ingredients needed by this recipe")
    missing_t = t("Put missing products on shopping list")
    card = {"title": title, "items": [
        {"text": RECIPE_NAME}, {"button": "🍴", "desc": consume_t},
        {"button": "🛒", "desc": missing_t}, {"link": "✎", "desc": t("Edit this item")},
        {"button": "🗑", "desc": t("Delete this item")}]}  # fmt: skip
    consume_msg = (
        'Are you sure you want to consume all ingredients needed by recipe "%s" (ingredients '
        'marked with "only check if any amount is in stock" will be ignored)?'
    )
    missing_msg = (
        'Are you sure you want to put all missing ingredients for recipe "%s" on the shopping list?'
    )
    uncheck = t("Uncheck ingredients to not put them on the shopping list")
    consume = confirm(t, title, t(consume_msg, RECIPE_NAME))
    missing = confirm(t, title, t(missing_msg, RECIPE_NAME) + " " + uncheck)
    delete = confirm(t, title, t('Are you sure you want to delete recipe "%s"?', RECIPE_NAME))
    add = {"title": title, "dialog": {"title": t("Add meal plan entry")}, "items": [
        {"text": t("Day")}, {"field": "day", "hint": "", "text": TODAY},
        {"text": t("Recipe")}, {"field": "recipe_id_text_input", "hint": "", "text": RECIPE_NAME},
        {"text": t("Servings")}, {"field": "recipe_servings", "hint": "", "text": "2"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    plan_t = t("Meal plan")
    plan = {"title": plan_t, "items": [
        {"text": RECIPE_NAME}, {"button": "✓", "desc": t("Mark this item as done")},
        {"button": "✎", "desc": t("Edit this item")},
        {"button": "🗑", "desc": t("Delete this item")},
        {"button": "🍴", "desc": consume_t}]}  # fmt: skip
    return [
        _entry("opens-prompt", "recipe card", card, [
            (consume_t, False, []), (missing_t, False, []), (t("Delete this item"), False, []),
            (t("Edit this item"), False, [link(f"/recipe/{RECIPE}")])]),
        yes_no(t, "reversible", "consume recipe confirm", consume, [
            api("POST", f"recipes/{RECIPE}/consume", {})], irreversible=False),
        yes_no(t, "reversible", "put missing on shopping list confirm", missing, [api(
            "POST", f"recipes/{RECIPE}/add-not-fulfilled-products-to-shoppinglist",
            {"excludedProductIds": []})], irreversible=False),
        yes_no(t, "delete", "delete recipe confirm", delete, [
            api("DELETE", f"objects/recipes/{RECIPE}", {})]),
        _entry("reversible", "add to meal plan dialog", add, [
            (t("Save"), False, [api("POST", "objects/meal_plan", {
                "recipe_id": str(RECIPE), "recipe_servings": "2", "section_id": "-1",
                "type": "recipe", "day": TODAY})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "meal plan entry", plan, [
            (t("Mark this item as done"), False, [api("PUT", f"objects/meal_plan/{MEAL}",
                                                      {"done": 1})]),
            (t("Delete this item"), True, [api("DELETE", f"objects/meal_plan/{MEAL}", {})])]),
    ]  # fmt: skip


def household_screens(t: Any) -> list[dict[str, Any]]:
    """Chores, batteries, tasks, equipment and the calendar."""
    chores_t = t("Chores overview")
    now_t, skip_t = t("Track chore execution now"), t("Skip next chore schedule")
    chores = {"title": chores_t, "items": [
        {"button": "✓", "desc": now_t}, {"button": "⏭", "desc": skip_t},
        {"text": CHORE_NAME}]}  # fmt: skip
    chore = api("GET", f"chores/{CHORE}")
    chore_delete = confirm(t, t("Chores"), t('Are you sure you want to delete chore "%s"?',
                                             CHORE_NAME))  # fmt: skip
    battery_delete = confirm(t, t("Batteries"), t(
        'Are you sure you want to delete battery "%s"?', BATTERY_NAME))  # fmt: skip
    tasks_t = t("Tasks")
    task_delete = confirm(t, tasks_t, t('Are you sure you want to delete task "%s"?', TASK_NAME))
    equipment_t = t("Equipment")
    equipment_delete = confirm(t, equipment_t, t(
        'Are you sure you want to delete equipment "%s"?', EQUIPMENT_NAME))  # fmt: skip
    calendar_t = t("Calendar")
    calendar = {"title": calendar_t, "items": [
        {"button": t("Share/Integrate calendar (iCal)")}, {"button": t("Configure colors")},
        {"text": CHORE_NAME}]}  # fmt: skip
    return [
        _entry("reversible", "chores overview row", chores, [
            (now_t, False, [chore, api("POST", f"chores/{CHORE}/execute", {
                "tracked_time": NOW, "skipped": False}), chore]),
            (skip_t, False, [chore, api("POST", f"chores/{CHORE}/execute", {
                "tracked_time": NEXT, "skipped": True}), chore])]),
        yes_no(t, "delete", "delete chore confirm", chore_delete, [
            api("DELETE", f"objects/chores/{CHORE}", {})]),
        yes_no(t, "delete", "delete battery confirm", battery_delete, [
            api("DELETE", f"objects/batteries/{BATTERY}", {})]),
        yes_no(t, "delete", "delete task confirm", task_delete, [
            api("DELETE", f"objects/tasks/{TASK}", {})]),
        yes_no(t, "delete", "delete equipment confirm", equipment_delete, [
            api("DELETE", "objects/equipment/1", {})]),
        _entry("opens-prompt", "calendar page", calendar, [
            (t("Share/Integrate calendar (iCal)"), False, [
                api("GET", "calendar/ical/sharing-link")])]),
    ]  # fmt: skip


def access_screens(t: Any) -> list[dict[str, Any]]:
    """Users, a user's permissions (another's and one's own), API keys."""
    users_t = t("Users")
    user_delete = confirm(t, users_t, t('Are you sure you want to delete user "%s"?', USER_NAME))
    perms = {"title": t("Permissions for user %s", USER_NAME), "items": [
        {"switch": t("ADMIN"), "checked": False}, {"switch": t("STOCK"), "checked": True},
        {"switch": t("SHOPPINGLIST"), "checked": True}, {"button": t("Save")}]}  # fmt: skip
    own_t = t("Permissions for user %s", "alice")
    own_off = {"title": own_t, "items": [
        {"switch": t("ADMIN"), "checked": False}, {"switch": t("STOCK"), "checked": True},
        {"switch": t("USERS"), "checked": False}, {"button": t("Save")}]}  # fmt: skip
    keys_t = t("API keys")
    new_key = {"title": keys_t, "dialog": {"title": t("Create new API key")}, "items": [
        {"text": t("Description")}, {"field": "description", "hint": "", "text": KEY_NAME},
        {"button": t("Cancel")}, {"button": t("OK")}]}  # fmt: skip
    key_delete = confirm(t, keys_t, t('Are you sure you want to delete API key "%s"?', KEY_NAME))
    return [
        yes_no(t, "delete-user", "delete user confirm", user_delete, [
            api("DELETE", f"users/{USER}", {})]),
        _entry("reversible", "another user's permissions", perms, [
            (t("Save"), False, [api("PUT", f"users/{USER}/permissions",
                                    {"permissions": PERMS_BOB})])]),
        _entry("revoke", "own permissions without admin", own_off, [
            (t("Save"), True, [api("PUT", f"users/{ME}/permissions",
                                   {"permissions": PERMS_ME})])]),
        _entry("reversible", "create api key dialog", new_key, [
            (t("OK"), False, [link(f"/manageapikeys/new?description={quote(KEY_NAME)}")]),
            (t("Cancel"), False, [])]),
        yes_no(t, "revoke", "delete api key confirm", key_delete, [
            api("DELETE", f"objects/api_keys/{KEY}", {})]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*stock_screens(t), *shopping_screens(t), *master_data_screens(t),
            *recipe_screens(t), *household_screens(t), *access_screens(t)]  # fmt: skip

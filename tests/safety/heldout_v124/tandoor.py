"""Tandoor Recipes' screens for the hundred-and-twenty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's vue-i18n catalogue. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

RECIPE, RECIPE_NAME = 42, "Lemon Ricotta Pancakes"
SHALLOT, ONION = 7, 9
TBSP, TABLESPOON = 5, 3
WEEKNIGHT, QUICK = 12, 14
BOOK, BOOK_NAME = 4, "Sunday Brunch"
MARKET, MARKET_NAME = 2, "Corner Market"
CATEGORY, COUNTER = 6, 8
BRUNCH, CALORIES, STORAGE = 5, 2, 1
PROVIDER, PROVIDER_NAME = 1, "OpenAI"
TOKEN, TOKEN_TEXT = 3, "tda_5f2c9a7e_1b84_4d3e_9c61_0a7f3e2d8b45"
INVITE, INVITE_EMAIL = 6, "maria@harbour.example"
MEMBER, MEMBER_NAME = 8, "Maria Lopez"
PLAN, PLAN_TITLE = 15, "Pizza night"
OTHER_SPACE, OTHER_SPACE_NAME, MY_MEMBERSHIP = 2, "Harbour Kitchen", 11
ME = 1
GROUP_USER = {"id": 2}
HOUSEHOLD = {"id": 1, "name": "Moreau"}
DINNER = {"id": 3, "name": "Dinner", "order": 2, "time": "19:00", "color": "#E57373"}
FOODS = [(21, "Vanilla pod"), (22, "Saffron"), (23, "Rose water")]
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One fetch of the generated client under /api, a JSON body as its ``*ToJSON`` writes it."""
    if body is None:
        return f"{method} /api{path}"
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"{method} /api{path}", "body": text}


def menu(title: str, *labels: str) -> dict[str, Any]:
    """An open v-menu over the page called ``title``."""
    return {"title": title, "dialog": {}, "items": [{"menu": label} for label in labels]}


def delete_confirm(t: Any, title: str, model: str, name: str) -> dict[str, Any]:
    """DeleteConfirmDialog: the question, the model's and the object's names, Cancel and
    Delete (its title, "Delete", is the button's word and is left out)."""
    return {"title": title, "dialog": {"message": t("DeleteConfirmQuestion")},
            "items": [{"text": model}, {"text": name}, {"button": t("Cancel")},
                      {"button": t("Delete")}]}  # fmt: skip


def editor(t: Any, model: str, name: str, fields: list[dict[str, Any]], update: bool,
           delete: bool = True) -> dict[str, Any]:  # fmt: skip
    """ModelEditorBase in a dialog: the object's name, the model's name, the fields, then
    Delete (on an update) and Create or Save."""
    actions = [{"button": t("Delete")}] if update and delete else []
    actions.append({"button": t("Save") if update else t("Create")})
    return {"title": t(model), "dialog": {},
            "items": [*([{"text": name}] if name else []), *fields, *actions]}  # fmt: skip


def delete_page(t: Any, model: str, name: str, merge: bool) -> dict[str, Any]:
    """ModelDeletePage: Back and Refresh, the heading, the Merge card (merge models), the
    Delete card with its question and button."""
    label = f"{t(model)} {name}"
    items = [{"button": t("Back")}, {"button": t("Refresh")},
             {"text": f"{t('Delete')} {t(model)}: {name}"}]  # fmt: skip
    if merge:
        items += [{"text": t("MergeInsteadOfDelete", type=t(model))}, {"button": t("Merge")}]
    items += [{"text": t("delete_confirmation", source=label)}, {"button": t("Delete")}]
    return {"title": t("DeleteSomething", item=label), "items": items}


def merge_dialog(t: Any, model: str, source: str, target: str) -> dict[str, Any]:
    """ModelMergeDialog with a target chosen: the source, the arrow, the target, Automate,
    Cancel and Merge."""
    return {"title": t("DeleteSomething", item=f"{t(model)} {source}"),
            "dialog": {"title": t("merge_title", type=t(model)),
                       "message": t("merge_selection", source=source, type=t(model))},
            "items": [{"field": "target", "hint": t(model), "text": target},
                      {"text": source}, {"text": target}, {"switch": t("Automate")},
                      {"button": t("Cancel")}, {"button": t("Merge")}]}  # fmt: skip


def recipe_screens(t: Any) -> list[dict[str, Any]]:
    """A recipe's context menu, its share dialog, and the recipe's delete page."""
    context = menu(RECIPE_NAME, t("Edit"), t("Add_to_Plan"), t("Add_to_Shopping"),
                   t("Property_Editor"), t("Share"), t("Duplicate"), t("Print"))  # fmt: skip
    link = f"https://recipes.harbour.example/recipe/{RECIPE}/?share=8c1e6f3a-52d9-4b7e-a0f4-2d9c7b13e5a8"
    # The dialog's title, "Share", is the button's word and is left out.
    share = {"title": RECIPE_NAME, "dialog": {"message": RECIPE_NAME},
             "items": [{"field": "link", "hint": t("Link"), "text": link},
                       {"button": t("Close")}, {"button": t("Share")}]}  # fmt: skip
    return [
        _entry("reversible", "recipe context menu", context, [
            (t("Edit"), False, []), (t("Add_to_Plan"), False, []),
            (t("Add_to_Shopping"), False, []),
            (t("Share"), False, [send("GET", f"/share-link/{RECIPE}")])]),
        _entry("opens-prompt", "recipe share dialog", share, [
            (t("Share"), False, []), (t("Close"), False, [])]),
        _entry("delete", "recipe delete page", delete_page(t, "Recipe", RECIPE_NAME, False), [
            (t("Delete"), True, [send("DELETE", f"/recipe/{RECIPE}/")])]),
    ]  # fmt: skip


def database_screens(t: Any) -> list[dict[str, Any]]:
    """The foods list (a row's menu, the batch menu and the batch delete dialog), the delete
    pages and merge dialogs of a food, a unit and a keyword, and the delete pages of a recipe
    book, a supermarket and an AI provider."""
    foods = t("Food")
    row_menu = menu(foods, t("Edit"), t("Merge"), t("Ingredient Editor"))
    batch_menu = menu(foods, t("BatchEdit"), t("Merge"), t("Delete_All"))
    batch = {"title": foods, "dialog": {"title": t("delete_title", type=foods),
                                        "message": t("BatchDeleteConfirm")},
             "items": [*({"text": name} for _, name in FOODS), {"text": t("BatchDeleteHelp")},
                       {"button": t("Cancel")}, {"button": t("Delete_All")}]}  # fmt: skip
    deletes = [send("DELETE", f"/food/{food}/") for food, _ in FOODS]

    def delete(model: str, path: str, item: int, name: str, merge: bool) -> dict[str, Any]:
        acts: list[Act] = [(t("Delete"), True, [send("DELETE", f"/{path}/{item}/")])]
        if merge:
            acts.append((t("Merge"), False, []))
        return _entry("delete", f"{path} delete page", delete_page(t, model, name, merge), acts)

    def merge(
        model: str, path: str, item: int, name: str, target: int, into: str
    ) -> dict[str, Any]:
        return _entry("merge", f"{path} merge dialog", merge_dialog(t, model, name, into), [
            (t("Merge"), True, [send("PUT", f"/{path}/{item}/merge/{target}/", {})]),
            (t("Cancel"), False, [])])  # fmt: skip

    return [
        _entry("opens-prompt", "foods row menu", row_menu, [
            (t("Edit"), False, []), (t("Merge"), False, [])]),
        _entry("opens-prompt", "foods batch menu", batch_menu, [
            (t("Delete_All"), False, []), (t("Merge"), False, [])]),
        _entry("delete", "foods batch delete dialog", batch, [
            (t("Delete_All"), True, deletes), (t("Cancel"), False, [])]),
        delete("Food", "food", SHALLOT, "Shallot", True),
        merge("Food", "food", SHALLOT, "Shallot", ONION, "Onion"),
        delete("Unit", "unit", TBSP, "tbsp", True),
        merge("Unit", "unit", TBSP, "tbsp", TABLESPOON, "tablespoon"),
        delete("Keyword", "keyword", WEEKNIGHT, "Weeknight", True),
        merge("Keyword", "keyword", WEEKNIGHT, "Weeknight", QUICK, "Quick"),
        delete("Recipe_Book", "recipe-book", BOOK, BOOK_NAME, False),
        delete("Supermarket", "supermarket", MARKET, MARKET_NAME, False),
        delete("Category", "supermarket-category", CATEGORY, "Deli", True),
        merge("Category", "supermarket-category", CATEGORY, "Deli", COUNTER, "Cheese counter"),
        delete("Meal_Type", "meal-type", BRUNCH, "Brunch", False),
        delete("Property", "property-type", CALORIES, "Calories", False),
        delete("Storage", "storage", STORAGE, "Nextcloud", False),
        delete("AiProvider", "ai-provider", PROVIDER, PROVIDER_NAME, False),
    ]  # fmt: skip


def meal_plan_screens(t: Any) -> list[dict[str, Any]]:
    """The meal plan editor, new and opened, and its delete dialog."""
    fields = [
        {"field": "title", "hint": t("Title"), "text": PLAN_TITLE},
        {"field": "servings", "hint": t("Servings"), "text": "4"},
        {"field": "date", "hint": t("Date"), "text": "28.08.2026"},
        {"field": "note", "hint": t("Note"), "text": ""},
        {"switch": t("AddToShopping")},
    ]
    plan = {"title": PLAN_TITLE, "servings": 4, "note": "",
            "from_date": "2026-08-28T00:00:00.000Z", "to_date": "2026-08-28T00:00:00.000Z",
            "meal_type": DINNER, "addshopping": False}  # fmt: skip
    return [
        _entry("reversible", "new meal plan", editor(t, "Meal_Plan", PLAN_TITLE, fields, False), [
            (t("Create"), False, [send("POST", "/meal-plan/", plan)])]),
        _entry("reversible", "meal plan editor", editor(t, "Meal_Plan", PLAN_TITLE, fields, True), [
            (t("Save"), False, [send("PUT", f"/meal-plan/{PLAN}/", {"id": PLAN, **plan})]),
            (t("Delete"), False, [])]),
        _entry("delete", "meal plan delete dialog",
               delete_confirm(t, t("Meal_Plan"), t("Meal_Plan"), PLAN_TITLE), [
            (t("Delete"), True, [send("DELETE", f"/meal-plan/{PLAN}/")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account settings, the API settings, the access token editor (new and opened) and
    its delete dialog."""
    account = {"title": t("Settings"), "items": [
        {"text": t("Profile")},
        {"field": "username", "hint": t("Username"), "text": "alice"},
        {"field": "first", "hint": t("First_name"), "text": "Alice"},
        {"field": "last", "hint": t("Last_name"), "text": "Moreau"},
        {"button": t("Save")}, {"text": t("Account")},
        {"button": t("Manage_Emails")}, {"button": t("Change_Password")},
        {"button": t("Social_Authentication")}, {"button": t("Manage_Sessions")},
        {"button": t("Reset")}, {"button": t("ResetHelp")}, {"button": t("Messages")}]}  # fmt: skip
    api = {"title": t("Settings"), "items": [
        {"text": t("API")}, {"button": t("API_Browser")}, {"button": t("API_Documentation")},
        {"button": t("New")}, {"text": TOKEN_TEXT}, {"text": "Scope read write"}]}  # fmt: skip
    scope = {"field": "scope", "hint": "Scope", "text": "read write"}
    new_token = editor(
        t,
        "Access_Token",
        "",
        [scope, {"field": "expires", "hint": t("Valid Until"), "text": "23.08.2027"}],
        False,
    )
    token = editor(t, "Access_Token", TOKEN_TEXT, [
        {**scope, "text": "read"},
        {"field": "expires", "hint": t("Valid Until"), "text": "31.01.2027"}], True)  # fmt: skip
    return [
        _entry("reversible", "account settings", account, [
            (t("Save"), False, [send("PATCH", f"/user/{ME}/", {
                "id": ME, "first_name": "Alice", "last_name": "Moreau"})]),
            (t("Manage_Emails"), False, []), (t("Change_Password"), False, []),
            (t("Manage_Sessions"), False, [])]),
        _entry("opens-prompt", "api settings", api, [
            (t("New"), False, [])]),
        _entry("reversible", "new access token", new_token, [
            (t("Create"), False, [send("POST", "/access-token/", {
                "expires": "2027-08-23T09:30:00.000Z", "scope": "read write"})])]),
        _entry("reversible", "access token editor", token, [
            (t("Save"), False, [send("PUT", f"/access-token/{TOKEN}/", {
                "id": TOKEN, "expires": "2027-01-31T00:00:00.000Z", "scope": "read"})]),
            (t("Delete"), False, [])]),
        _entry("revoke", "access token delete dialog",
               delete_confirm(t, t("Access_Token"), t("Access_Token"), TOKEN_TEXT), [
            (t("Delete"), True, [send("DELETE", f"/access-token/{TOKEN}/")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def space_screens(t: Any) -> list[dict[str, Any]]:
    """The invite links (new with an e-mail, new without, opened, deleted), a space member's
    editor and its delete dialog, and the spaces list's row menu."""
    invite_fields = [
        {"field": "email", "hint": t("Email"), "text": INVITE_EMAIL},
        {"field": "role", "hint": t("Role"), "text": "user"},
        {"field": "household", "hint": t("Household"), "text": HOUSEHOLD["name"]},
        {"field": "valid", "hint": t("Valid Until"), "text": "23.09.2026"},
        {"field": "note", "hint": t("Note"), "text": ""},
        {"switch": t("Reusable")},
    ]
    blank = [{**f, "text": ""} if f.get("field") == "email" else f for f in invite_fields]
    invite = {"email": INVITE_EMAIL, "group": GROUP_USER, "household": HOUSEHOLD,
              "valid_until": "2026-09-23"}  # fmt: skip
    link = "https://recipes.harbour.example/invite/0d4b7e21-9c3a-4f58-b6e2-7a1c5d9e3f60"
    opened = [*invite_fields, {"field": "link", "hint": t("Link"), "text": link}]
    member = editor(t, "SpaceMembers", MEMBER_NAME, [
        {"field": "role", "hint": t("Role"), "text": "user"}], True)  # fmt: skip
    spaces = menu(t("Space"), t("Edit"), t("LeaveSpace"))
    return [
        _entry("send", "new invite link with e-mail",
               editor(t, "Invite_Link", INVITE_EMAIL, invite_fields, False), [
            (t("Create"), True, [send("POST", "/invite-link/", invite)])]),
        _entry("reversible", "new invite link without e-mail",
               editor(t, "Invite_Link", "", blank, False), [
            (t("Create"), False, [send("POST", "/invite-link/", {
                **{k: v for k, v in invite.items() if k != "email"}})])]),
        _entry("reversible", "invite link editor",
               editor(t, "Invite_Link", INVITE_EMAIL, opened, True), [
            (t("Save"), False, [send("PUT", f"/invite-link/{INVITE}/", {
                "id": INVITE, **invite, "reusable": False, "internal_note": ""})]),
            (t("Delete"), False, [])]),
        _entry("revoke", "invite link delete dialog",
               delete_confirm(t, t("Invite_Link"), t("Invite_Link"), INVITE_EMAIL), [
            (t("Delete"), True, [send("DELETE", f"/invite-link/{INVITE}/")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "space member editor", member, [
            (t("Save"), False, [send("PUT", f"/user-space/{MEMBER}/", {
                "id": MEMBER, "groups": [GROUP_USER], "household": HOUSEHOLD,
                "active": True, "internal_note": ""})]),
            (t("Delete"), False, [])]),
        _entry("remove-member", "space member delete dialog",
               delete_confirm(t, t("SpaceMembers"), t("SpaceMembers"), MEMBER_NAME), [
            (t("Delete"), True, [send("DELETE", f"/user-space/{MEMBER}/")]),
            (t("Cancel"), False, [])]),
        _entry("leave", "spaces row menu", spaces, [
            (t("LeaveSpace"), True, [send("DELETE", f"/user-space/{MY_MEMBERSHIP}/")]),
            (t("Edit"), False, [])]),
        _entry("reversible", "spaces list", {"title": t("Space"), "items": [
            {"text": OTHER_SPACE_NAME}, {"button": t("Select")}, {"icon": t("Actions")}]}, [
            (t("Select"), False, [send("GET", f"/switch-active-space/{OTHER_SPACE}/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*recipe_screens(t), *database_screens(t), *meal_plan_screens(t),
            *account_screens(t), *space_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tandoor {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

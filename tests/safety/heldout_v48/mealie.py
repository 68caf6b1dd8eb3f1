"""Mealie's screens for the forty-eighth held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key, *args, **values)`` being that language's lookup of a vue-i18n key. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
SLUG = "lemon-chicken-orzo"
NAME = "Lemon Chicken Orzo"
RECIPE = "5b1c7e2a-8d4f-4a3b-9c61-2f0e7d9a1b44"
ME = "0f3a9c42-6e1b-4d7a-8b25-91c4e6d2a7f0"
USER = "a7d2e4c1-3b5f-4e8a-9d16-0c8b2f7e5a39"
HOUSEHOLD = "c4e1b7a9-2d6f-4a83-b5c0-7e9d1f3a6b28"
COMMENT = "e2b9d4f6-1a7c-4e35-8f02-6d3b9c5a7e14"
LIST = "9a6c3e1f-4b8d-4f27-a5e9-3c1d7b0f2e86"
ITEMS = ["1d4f7a2c-9e3b-4c65-b8a1-5f2e0d7c9b43", "6b8e2d5a-0c7f-4a91-9e34-d1f6c3b8a027"]
COOKBOOK = "3f7b1d9e-5c2a-4e68-a0b4-8e6c2f1d9a75"
TOKEN_ID = 4
NOTIFIER = "8c2e5f1b-7d3a-4b96-9e40-1a6f8d3c5b72"
FOODS = ["7e3a1c5d-9b2f-4d68-a4e0-2c8f6b1d3a97", "b1f4d8a2-6e3c-4b79-8d05-9a2e7c4f1b36"]
INVITE = "Xq7pL2vN9sKd4RtY"
GUEST = "sam@harbour.example"
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One request of the axios client under /api, with the JSON body it writes."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def dialog(t: Any, title: str, message: str, page: str) -> dict[str, Any]:
    """A BaseDialog with a confirm handler: its title, its text, Cancel and Confirm."""
    items = [{"button": t("general.cancel")}, {"button": t("general.confirm")}]
    return {"title": page, "dialog": {"title": title, "message": message}, "items": items}


def recipe_screens(t: Any) -> list[dict[str, Any]]:
    """A recipe's page: its menu, the duplicate, meal plan and share dialogs, the favourite
    badge, the editor's buttons and delete confirmation, and the comments."""
    menu = {"title": NAME, "dialog": {}, "items": [
        {"menu": t("general.download")}, {"menu": t("general.duplicate")},
        {"menu": t("recipe.add-to-plan")}, {"menu": t("recipe.add-to-list")},
        {"menu": t("general.print")}, {"menu": t("general.print-preferences")},
        {"menu": t("general.share")}]}  # fmt: skip
    duplicate = {"title": NAME, "dialog": {"title": t("recipe.duplicate")}, "items": [
        {"field": "recipeName", "hint": t("recipe.recipe-name"), "text": f"{NAME} (1)",
         "focused": True},
        {"button": t("general.cancel")}, {"button": t("general.confirm")}]}  # fmt: skip
    plan = {"title": NAME, "dialog": {"title": t("recipe.add-recipe-to-mealplan")}, "items": [
        {"field": "date", "hint": t("general.date"), "text": "2026-12-08"},
        {"field": "entryType", "hint": t("recipe.entry-type"), "text": t("meal-plan.dinner")},
        {"button": t("general.cancel")}, {"button": t("general.confirm")}]}  # fmt: skip
    share = {"title": NAME, "dialog": {"title": t("recipe-share.share-recipe")}, "items": [
        {"field": "expirationDate", "hint": t("recipe-share.expiration-date"),
         "text": "2027-01-03"},
        {"text": t("recipe-share.default-30-days")}, {"button": t("general.new")},
        {"button": t("general.cancel")}]}  # fmt: skip
    page = {"title": NAME, "items": [
        {"icon": t("recipe.add-to-favorites")}, {"text": t("recipe.comments")},
        {"field": "comment", "hint": t("recipe.join-the-conversation"), "text": ""},
        {"button": t("general.submit")}]}  # fmt: skip
    editor = {"title": NAME, "items": [
        {"button": t("general.delete")}, {"button": t("general.json")},
        {"button": t("general.close")}, {"button": t("general.save")}]}  # fmt: skip
    note = "Used chicken thighs, twice the lemon zest."
    comments = {"title": NAME, "items": [
        {"text": t("recipe.comments")},
        {"field": "comment", "hint": t("recipe.join-the-conversation"), "text": note,
         "focused": True},
        {"button": t("general.submit")}, {"text": "alice • Dec 1, 2026"},
        {"text": "Needs more garlic next time."}, {"button": t("general.delete")}]}  # fmt: skip
    saved = {"id": RECIPE, "userId": ME, "householdId": HOUSEHOLD, "name": NAME, "slug": SLUG,
             "recipeServings": 4, "recipeYield": "4 servings", "totalTime": "35 minutes",
             "description": "One-pan orzo with lemon and thyme.", "recipeCategory": [],
             "tags": [], "tools": [], "rating": 4, "orgURL": None}  # fmt: skip
    return [
        _entry("opens-prompt", "recipe menu", menu, [
            (t(key), False, []) for key in (
                "general.duplicate", "recipe.add-to-plan", "general.print", "general.share")]),
        _entry("reversible", "duplicate dialog", duplicate, [(t("general.confirm"), False, [
            send("POST", f"/recipes/{SLUG}/duplicate", {"name": f"{NAME} (1)"})])]),
        _entry("reversible", "meal plan dialog", plan, [(t("general.confirm"), False, [
            send("POST", "/households/mealplans", {"date": "2026-12-08", "entryType": "dinner",
                                                   "title": "", "text": "",
                                                   "recipeId": RECIPE})])]),
        _entry("reversible", "share dialog", share, [(t("general.new"), False, [
            send("POST", "/shared/recipes", {"recipeId": RECIPE,
                                             "expiresAt": "2027-01-03T00:00:00.000Z"})])]),
        _entry("reversible", "recipe page (favourite)", page, [
            (t("recipe.add-to-favorites"), False, [
                send("POST", f"/users/{ME}/favorites/{RECIPE}", {})])]),
        _entry("reversible", "recipe editor", editor, [
            (t("general.delete"), False, []),
            (t("general.save"), False, [send("PUT", f"/recipes/{SLUG}", saved)])]),
        _entry("delete", "delete recipe dialog", dialog(
            t, t("recipe.delete-recipe"), t("recipe.delete-confirmation"), NAME), [
            (t("general.confirm"), True, [send("DELETE", f"/recipes/{SLUG}")]),
            (t("general.cancel"), False, [])]),
        _entry("comment", "comments", comments, [(t("general.submit"), True, [
            send("POST", "/comments", {"recipeId": RECIPE, "text": note})])]),
        _entry("delete", "comments (delete)", comments, [(t("general.delete"), True, [
            send("DELETE", f"/comments/{COMMENT}")])]),
    ]  # fmt: skip


def shopping_screens(t: Any) -> list[dict[str, Any]]:
    """A shopping list's menu and its three confirmations, and a list's delete confirmation."""
    title = "Weekly groceries"
    menu = {"title": title, "dialog": {}, "items": [
        {"menu": t("shopping-list.copy-as-text")}, {"menu": t("shopping-list.copy-as-markdown")},
        {"menu": t("shopping-list.delete-checked")},
        {"menu": t("shopping-list.toggle-label-sort")},
        {"menu": t("shopping-list.uncheck-all-items")},
        {"menu": t("shopping-list.check-all-items")}]}  # fmt: skip

    def item(index: int, note: str, checked: bool) -> dict[str, Any]:
        return {"id": ITEMS[index], "shoppingListId": LIST, "checked": checked,
                "position": index, "isFood": False, "note": note, "quantity": 1,
                "display": f"1 {note}", "labelId": None, "foodId": None,
                "unitId": None}  # fmt: skip

    def put(checked: bool) -> Any:
        return send(
            "PUT",
            "/households/shopping/items",
            [item(0, "lemons", checked), item(1, "orzo", checked)],
        )

    ids = "".join(f"ids={i}&" for i in ITEMS)
    return [
        _entry("opens-prompt", "shopping list menu", menu, [
            (t(key), False, []) for key in (
                "shopping-list.delete-checked", "shopping-list.uncheck-all-items",
                "shopping-list.check-all-items")]),
        _entry("reversible", "check all dialog", dialog(
            t, t("general.confirm"), t("shopping-list.are-you-sure-you-want-to-check-all-items"),
            title), [(t("general.confirm"), False, [put(True)])]),
        _entry("reversible", "uncheck all dialog", dialog(
            t, t("general.confirm"),
            t("shopping-list.are-you-sure-you-want-to-uncheck-all-items"), title), [
            (t("general.confirm"), False, [put(False)])]),
        _entry("delete", "delete checked dialog", dialog(
            t, t("general.confirm"),
            t("shopping-list.are-you-sure-you-want-to-delete-checked-items"), title), [
            (t("general.confirm"), True, [send("DELETE", f"/households/shopping/items?{ids}")]),
            (t("general.cancel"), False, [])]),
        _entry("delete", "delete shopping list dialog", dialog(
            t, t("general.confirm"), t("shopping-list.are-you-sure-you-want-to-delete-this-item"),
            t("shopping-list.shopping-lists")), [
            (t("general.confirm"), True, [send("DELETE", f"/households/shopping/lists/{LIST}")])]),
    ]  # fmt: skip


def household_screens(t: Any) -> list[dict[str, Any]]:
    """Cookbooks, the profile's invitation, API tokens and the event notifiers."""
    cookbook = "Weeknight dinners"
    book = {"title": t("cookbook.cookbooks"), "items": [
        {"text": cookbook}, {"field": "name", "hint": t("cookbook.cookbook-name"),
                             "text": cookbook},
        {"button": t("general.delete")}, {"button": t("general.save")}]}  # fmt: skip
    body = {"id": COOKBOOK, "name": cookbook, "description": "", "slug": "weeknight-dinners",
            "position": 1, "public": False, "queryFilterString": "tags.name IN [\"Quick\"]",
            "groupId": "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b",
            "householdId": HOUSEHOLD}  # fmt: skip
    name = t("cookbook.cookbook")
    invite = {"title": t("settings.profile"), "items": [
        {"button": t("profile.get-invite-link")},
        {"text": f"https://mealie.harbour.example/register?token={INVITE}"},
        {"field": "sendTo", "text": GUEST},  # its label "Email" would shadow the button
        {"button": t("general.close")}, {"button": t("general.copy")},
        {"button": t("user.email")}]}  # fmt: skip
    tokens = {"title": t("settings.token.api-tokens"), "items": [
        {"field": "name", "hint": t("settings.token.token-name"), "text": "Home Assistant"},
        {"button": t("settings.token.generate")}, {"text": t("settings.token.active-tokens")},
        {"text": "Grocy sync"}, {"button": t("general.delete")}]}  # fmt: skip
    notifier = {"title": t("events.event-notifiers"), "items": [
        {"field": "name", "hint": t("general.name"), "text": "Family chat"},
        {"field": "appriseUrl", "hint": t("events.apprise-url-skipped-if-blank"), "text": ""},
        {"switch": t("events.enable-notifier")}, {"button": t("general.delete")},
        {"button": t("general.test")}, {"button": t("general.save")}]}  # fmt: skip
    saved = {"id": NOTIFIER, "name": "Family chat", "enabled": True, "appriseUrl": "",
             "options": {"id": "2b7d4f9a-6c1e-4a35-8d20-e5f3b1c7a964",
                         "recipeCreated": True, "recipeUpdated": False,
                         "recipeDeleted": True, "mealplanEntryCreated": True,
                         "shoppingListCreated": False}}  # fmt: skip
    return [
        _entry("reversible", "cookbook", book, [
            (t("general.delete"), False, []),
            (t("general.save"), False, [send("PUT", f"/households/cookbooks/{COOKBOOK}", body)])]),
        _entry("delete", "delete cookbook dialog", dialog(
            t, t("general.delete-with-name", name=name),
            t("general.confirm-delete-generic-with-name", name=name), t("cookbook.cookbooks")), [
            (t("general.confirm"), True, [send("DELETE", f"/households/cookbooks/{COOKBOOK}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "invite link", invite, [
            (t("profile.get-invite-link"), False, [
                send("POST", "/households/invitations", {"uses": 1})]),
            (t("general.close"), False, [])]),
        _entry("invite", "invite link (e-mail)", invite, [(t("user.email"), True, [
            send("POST", "/households/invitations/email", {"email": GUEST, "token": INVITE})])]),
        _entry("reversible", "api tokens", tokens, [(t("settings.token.generate"), False, [
            send("POST", "/users/api-tokens", {"name": "Home Assistant"})])]),
        _entry("revoke", "api tokens (delete)", tokens, [(t("general.delete"), True, [
            send("DELETE", f"/users/api-tokens/{TOKEN_ID}")])]),
        _entry("reversible", "event notifier", notifier, [
            (t("general.delete"), False, []),
            (t("general.save"), False, [
                send("PUT", f"/households/events/notifications/{NOTIFIER}", saved)])]),
        _entry("send", "event notifier (test)", notifier, [(t("general.test"), True, [
            send("POST", f"/households/events/notifications/{NOTIFIER}/test", {})])]),
        _entry("delete", "delete notifier dialog", dialog(
            t, t("general.confirm"), t("general.confirm-delete-generic"),
            t("events.event-notifiers")), [
            (t("general.confirm"), True, [
                send("DELETE", f"/households/events/notifications/{NOTIFIER}")])]),
    ]  # fmt: skip


def data_screens(t: Any) -> list[dict[str, Any]]:
    """The foods of the group's data: the combine dialog and a food's delete confirmation."""
    page = t("data-pages.foods.food-data")
    merge = {"title": page, "dialog": {
        "title": t("data-pages.foods.combine-food"),
        "message": t("data-pages.foods.merge-dialog-text")}, "items": [
        {"field": "fromFood", "hint": t("data-pages.foods.source-food"), "text": "scallion"},
        {"field": "toFood", "hint": t("data-pages.foods.target-food"), "text": "green onion"},
        {"text": t("data-pages.foods.merge-food-example", food1="scallion",
                   food2="green onion")},
        {"button": t("general.cancel")}, {"button": t("general.confirm")}]}  # fmt: skip
    return [
        _entry("merge", "combine foods dialog", merge, [
            (t("general.confirm"), True, [
                send("PUT", "/foods/merge", {"fromFood": FOODS[0], "toFood": FOODS[1]})]),
            (t("general.cancel"), False, [])]),
        _entry("delete", "delete food dialog", dialog(
            t, t("general.confirm"), t("general.confirm-delete-generic"), page), [
            (t("general.confirm"), True, [send("DELETE", f"/foods/{FOODS[0]}")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin's user and household management and the site maintenance page."""
    email = "jamie@harbour.example"
    user = {"title": t("user.admin-user-management"), "items": [
        {"button": t("user.generate-password-reset-link")},
        {"text": "https://mealie.harbour.example/reset-password/?token=Rk82mVq4Tz"},
        {"button": t("general.close")}, {"button": t("user.email")},
        {"button": t("general.copy")}, {"field": "email", "hint": t("user.email"),
                                        "text": email},
        {"button": t("general.update")}]}  # fmt: skip
    account = {"id": USER, "username": "jamie", "fullName": "Jamie Lee", "email": email,
               "authMethod": "Mealie", "admin": False, "group": "Home",
               "household": "Family", "advanced": False, "canInvite": True,
               "canManage": False, "canManageHousehold": False,
               "canOrganize": True}  # fmt: skip

    def run(name: str, path: str) -> dict[str, Any]:
        screen = {"title": t("admin.maintenance.page-title"), "items": [
            {"text": t(f"admin.maintenance.action-{name}-name")},
            {"text": t(f"admin.maintenance.action-{name}-description")},
            {"button": t("general.run")}]}  # fmt: skip
        return _entry(
            "purge",
            f"maintenance ({name})",
            screen,
            [(t("general.run"), True, [send("POST", f"/admin/maintenance/clean/{path}", {})])],
        )

    summary = {"title": t("admin.maintenance.page-title"), "items": [
        {"text": t("admin.maintenance.summary-title")},
        {"button": t("admin.maintenance.button-label-get-summary")},
        {"button": t("admin.maintenance.button-label-open-details")}]}  # fmt: skip
    return [
        _entry("delete-account", "delete user dialog", dialog(
            t, t("general.confirm"), t("general.confirm-delete-generic"),
            t("user.user-management")), [
            (t("general.confirm"), True, [send("DELETE", f"/admin/users/{USER}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "admin user page", user, [
            (t("user.generate-password-reset-link"), False, [
                send("POST", "/admin/users/password-reset-token", {"email": email})]),
            (t("general.update"), False, [send("PUT", f"/admin/users/{USER}", account)])]),
        _entry("reset-password", "admin user page (e-mail)", user, [(t("user.email"), True, [
            send("POST", "/users/forgot-password", {"email": email})])]),
        _entry("delete", "delete household dialog", dialog(
            t, t("general.confirm"), t("general.confirm-delete-generic"),
            t("household.household-management")), [
            (t("general.confirm"), True, [send("DELETE", f"/admin/households/{HOUSEHOLD}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "maintenance summary", summary, [
            (t("admin.maintenance.button-label-get-summary"), False, [
                send("GET", "/admin/maintenance")])]),
        run("clean-images", "images"),
        run("clean-directories", "recipe-folders"),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [
        *recipe_screens(t),
        *shopping_screens(t),
        *household_screens(t),
        *data_screens(t),
        *admin_screens(t),
    ]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mealie {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

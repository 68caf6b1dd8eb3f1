"""Nextcloud Cookbook's screens for the three-hundredth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(text, **args)`` being that language's lookup of one of the app's
English strings in its ``l10n/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

BASE = "/index.php/apps/cookbook"  # generateUrl('apps/cookbook') without URL rewriting
WEBAPP = f"{BASE}/webapp"  # api-interface.js's baseUrl
SOURCE = "https://www.example-recipes.org/recipes/country-sourdough"
IMPORT = "https://www.example-recipes.org/recipes/green-shakshuka"
NEW_ID = "1301"  # the id the server gives a new or imported recipe
# (id, name, category) of the recipes in the cookbook
R1 = ("1187", "Sourdough country loaf", "Bread")
R2 = ("1203", "Lentil soup with cumin", "Soups")
R3 = ("1219", "Lemon tart", "Desserts")
R4 = ("1236", "Chicken tikka masala", "Dinner")
R5 = ("1242", "Overnight oats", "Breakfast")
R6 = ("1258", "Ratatouille", "Dinner")
R7 = ("1264", "Banana bread", "Baking")
R8 = ("1271", "Miso ramen", "Soups")
R9 = ("1285", "Apple crumble", "Desserts")
CATEGORIES = ["Baking", "Bread", "Breakfast", "Brunch", "Desserts", "Dinner", "Soups"]
Act = tuple[Any, bool, list[Any]]


def api(method: str, path: str, data: Any = None, raw: str | None = None) -> Any:
    """An axios request to the app's ``/webapp`` routes; a body is JSON.stringify's, or
    ``raw`` where the app passes a string."""
    if data is None and raw is None:
        return f"{method} {WEBAPP}{path}"
    body = raw if raw is not None else json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {WEBAPP}{path}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or a reload."""
    return {"request": f"GET {url}", "via": "link"}


CATS, KEYWORDS, RECIPES = api("GET", "/categories"), api("GET", "/keywords"), api("GET", "/recipes")
EDITOR = [CATS, KEYWORDS, RECIPES]  # RecipeEdit's setup() and onMounted
CONFIG = api("GET", "/config")  # refreshConfig() after every setting written


def recipe_json(recipe: tuple[str, str, str], **changes: Any) -> dict[str, Any]:
    """A recipe as ``GET /webapp/recipes/<id>`` returns it: made in the app, its fields in the
    order the app's form and the server's filters wrote them, then printImage and imageUrl."""
    rid, name, category = recipe
    data = {"id": rid, "name": name, "description": "A family favourite.", "url": SOURCE,
            "image": f"https://www.example-recipes.org/images/{rid}.jpg",
            "prepTime": "PT0H20M0S", "cookTime": "PT0H45M0S", "totalTime": "PT1H5M0S",
            "recipeCategory": category, "keywords": "weekend,family", "recipeYield": 4,
            "tool": ["Large pot"], "recipeIngredient": ["2 onions", "400 g tomatoes"],
            "recipeInstructions": ["Prepare the vegetables.", "Cook for 45 minutes."],
            "nutrition": {"calories": "310 kcal"}, "@context": "http://schema.org",
            "@type": "Recipe", "dateModified": "2026-03-14T09:12:40+0000",
            "dateCreated": "2026-02-01T18:03:11+0000", "printImage": True,
            "imageUrl": f"{BASE}/webapp/recipes/{rid}/image?size=full"}  # fmt: skip
    data.update(changes)
    return data


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        action = {"enter": True} if label is None else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"cookbook {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(t: Any, title: str, heading: str, message: str, confirm: bool) -> dict[str, Any]:
    """useCookbookDialogs' NcDialog over its page: showSimpleConfirmModal's Cancel and OK, or
    showSimpleAlertModal's Dismiss."""
    buttons = [{"button": t("Cancel")}, {"button": t("OK")}] if confirm else [
        {"button": t("Dismiss")}]  # fmt: skip
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": buttons}


def navigation(t: Any, title: str, field: dict[str, Any] | None = None) -> dict[str, Any]:
    """AppNavi: Create recipe, the import box, All recipes, Uncategorized recipes, the
    categories and, at its foot, Cookbook settings."""
    box = field or {"field": "import", "hint": t("Download recipe from URL"), "text": ""}
    return {"title": title, "items": [
        {"button": t("Create recipe")}, box,
        {"link": t("All recipes")}, {"link": t("Uncategorized recipes")},
        {"text": t("Categories")}, *({"link": name} for name in CATEGORIES),
        {"button": t("Cookbook settings")}]}  # fmt: skip


def renaming(t: Any, old: str, new: str) -> dict[str, Any]:
    """The navigation with a category's inline rename box open (NcAppNavigationItem's
    edit-placeholder), the new name typed."""
    items: list[dict[str, Any]] = [{"link": t("All recipes")}, {"text": t("Categories")}]
    for name in CATEGORIES:
        if name == old:
            items.append({"field": "category-name", "hint": t("Enter new category name"),
                          "text": new, "focused": True})  # fmt: skip
        else:
            items.append({"link": name})
    return {"title": t("All recipes"), "items": items}


def browsing_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, importing from a URL and its error, a category's rename and merges,
    the recipe list, the search, the search and category results."""
    rid1, name1, _ = R1
    url_box = {"field": "import", "hint": t("Download recipe from URL"), "text": IMPORT,
               "focused": True}  # fmt: skip
    menu = {"title": t("All recipes"), "items": [
        {"link": t("All recipes")}, {"text": t("Categories")},
        *({"link": name} for name in CATEGORIES), {"menu": t("Rename")}]}  # fmt: skip
    listing = {"title": t("All recipes"), "items": [
        {"text": t("Order")}, {"text": f"▼  {t('Modification date')}"},
        {"field": "filter", "hint": t("Search term"), "text": ""},
        {"field": "categories", "hint": t("All categories"), "text": ""},
        {"field": "keywords", "hint": t("All keywords"), "text": ""},
        {"button": t("Clear")}, {"link": R2[1]}, {"link": R3[1]}, {"link": R7[1]}]}  # fmt: skip
    search = {"title": t("All recipes"), "items": [
        {"field": "search", "hint": t("Search"), "text": "lentil", "focused": True}]}  # fmt: skip
    category = {"title": "Bread", "items": [
        {"text": t("Category")}, {"link": name1}, {"link": "Seeded rye"}]}  # fmt: skip

    def rename(old: str, new: str) -> list[Any]:
        return [api("PUT", f"/category/{old}", {"name": new})]

    return [
        _entry("harmless", "navigation", navigation(t, name1), [
            (t("Create recipe"), False, EDITOR),
            (t("All recipes"), False, [RECIPES]),
            (t("Uncategorized recipes"), False, [api("GET", "/category/_")]),
            ("Desserts", False, [api("GET", "/category/Desserts")])]),
        _entry("opens-prompt", "navigation settings", navigation(t, name1), [
            (t("Cookbook settings"), False, [])]),
        _entry("reversible", "navigation import from a URL", navigation(t, name1, url_box), [
            (None, False, [api("POST", "/import", raw=f"url={IMPORT}"),
                           api("GET", f"/recipes/{NEW_ID}"), CATS])]),
        _entry("harmless", "import error", dialog(
            t, name1, t("Error"), t("Another recipe with that name already exists"), False), [
            (t("Dismiss"), False, [])]),
        _entry("opens-prompt", "category menu", menu, [(t("Rename"), False, [])]),
        _entry("reversible", "category rename", renaming(t, "Bread", "Bread and rolls"), [
            (None, False, rename("Bread", "Bread and rolls"))]),
        _entry("merge", "category rename into Bread", renaming(t, "Baking", "Bread"), [
            (None, True, rename("Baking", "Bread"))]),
        _entry("merge", "category rename into Dinner", renaming(t, "Soups", "Dinner"), [
            (None, True, rename("Soups", "Dinner"))]),
        _entry("merge", "category rename into Brunch", renaming(t, "Breakfast", "Brunch"), [
            (None, True, rename("Breakfast", "Brunch"))]),
        _entry("harmless", "recipe list", listing, [
            (R2[1], False, [api("GET", f"/recipes/{R2[0]}")]),
            (R3[1], False, [api("GET", f"/recipes/{R3[0]}")]),
            (t("Clear"), False, [])]),
        _entry("harmless", "search box", search, [
            (None, False, [api("GET", "/search/lentil")])]),
        _entry("harmless", "category results", category, [
            (name1, False, [api("GET", f"/recipes/{rid1}")])]),
    ]  # fmt: skip


def recipe_screens(t: Any) -> list[dict[str, Any]]:
    """A recipe's page, its overflow menu, the delete confirmations of nine recipes and the
    timer's reminder."""
    rid1, name1, _ = R1
    view = {"title": name1, "items": [
        {"text": t("Viewing recipe")}, {"button": t("Edit")}, {"link": "sourdough"},
        {"link": "weekend"}, {"text": f"{t('Source')}:"}, {"link": SOURCE},
        {"text": f"{t('Servings')}: 4"}, {"text": t("Ingredients")},
        {"icon": t("Copy ingredients")}, {"row": "500 g bread flour"},
        {"row": "350 g water"}]}  # fmt: skip

    def overflow(name: str) -> dict[str, Any]:
        return {"title": name, "items": [
            {"menu": t("Reload recipe")}, {"menu": t("Print recipe")},
            {"menu": t("Clone recipe")}, {"menu": t("Delete recipe")}]}  # fmt: skip

    def delete(recipe: tuple[str, str, str]) -> dict[str, Any]:
        rid, name, _ = recipe
        screen = dialog(
            t,
            name,
            t("Delete confirmation"),
            t("Are you sure you want to delete this recipe?"),
            True,
        )
        return _entry(
            "delete",
            f"delete confirmation {rid}",
            screen,
            [
                (t("OK"), True, [api("DELETE", f"/recipes/{rid}"), CATS, RECIPES]),
                (t("Cancel"), False, []),
            ],
        )

    return [
        _entry("harmless", "recipe page", view, [
            (t("Edit"), False, EDITOR),
            ("sourdough", False, [api("GET", "/tags/sourdough")]),
            (SOURCE, False, [page(SOURCE)]),
            (t("Copy ingredients"), False, [])]),
        _entry("harmless", "recipe menu", overflow(name1), [
            (t("Reload recipe"), False, [api("GET", f"/recipes/{rid1}")]),
            (t("Print recipe"), False, []),
            (t("Clone recipe"), False, EDITOR)]),
        _entry("opens-prompt", "recipe menu delete", overflow(name1), [
            (t("Delete recipe"), False, [])]),
        _entry("opens-prompt", "second recipe menu delete", overflow(R3[1]), [
            (t("Delete recipe"), False, [])]),
        *(delete(recipe) for recipe in (R1, R2, R3, R4, R5, R6, R7, R8, R9)),
        _entry("harmless", "timer reminder", dialog(
            t, name1, t("Reminder"), t("Cooking time is up!"), False), [
            (t("Dismiss"), False, [])]),
    ]  # fmt: skip


def editing_screens(t: Any) -> list[dict[str, Any]]:
    """The editor of a recipe (its top, its menu, its tools, the discard confirmation), two
    recipes saved with their image cleared, a new recipe and a clone."""
    rid2, name2, _ = R2
    renamed = "Red lentil soup with cumin"

    def top(mode: str, recipe: dict[str, Any]) -> dict[str, Any]:
        return {"title": recipe["name"], "items": [
            {"text": t(mode)}, {"button": t("Save")},
            {"field": "name", "hint": t("Name"), "text": recipe["name"]},
            {"field": "description", "hint": t("Description"), "text": recipe["description"]},
            {"field": "url", "hint": t("URL"), "text": recipe["url"]},
            {"field": "image", "hint": t(
                "Enter URL or select from your Nextcloud instance on the right"),
             "text": recipe["image"]},
            {"icon": t("Pick a local image")}]}  # fmt: skip

    edited = recipe_json(R2, name=renamed)
    menu = {"title": name2, "items": [
        {"menu": t("Reload recipe")}, {"menu": t("Abort editing")}]}  # fmt: skip
    tools = {"title": name2, "items": [
        {"text": t("Editing recipe")}, {"button": t("Save")}, {"text": t("Tools")},
        {"field": "tool", "hint": "", "text": "Large pot"},
        {"icon": t("Move entry up")}, {"icon": t("Move entry down")},
        {"icon": t("Insert entry above")}, {"icon": t("Delete entry")},
        {"button": t("Add")}]}  # fmt: skip

    def save(recipe: dict[str, Any]) -> list[Any]:
        rid = recipe["id"]
        return [api("PUT", f"/recipes/{rid}", recipe), CATS, api("GET", f"/recipes/{rid}")]

    cleared = [recipe_json(R4, image=""), recipe_json(R5, image="")]
    new = {"id": 0, "name": "Green shakshuka", "description": "", "url": "", "image": "",
           "prepTime": "", "cookTime": "", "totalTime": "", "recipeCategory": "Brunch",
           "keywords": "", "recipeYield": 2, "tool": [],
           "recipeIngredient": ["4 eggs", "200 g spinach"], "recipeInstructions": [],
           "nutrition": {}}  # fmt: skip
    clone = recipe_json(
        R1,
        id=0,
        name="Sourdough loaf with rye",
        keywords="sourdough,weekend",
        tool=["Dutch oven"],
        recipeIngredient=["500 g bread flour", "350 g water"],
        recipeInstructions=["Mix and rest for an hour.", "Bake for 45 minutes."],
    )
    created = [CATS, api("GET", f"/recipes/{NEW_ID}")]
    discard = dialog(
        t,
        name2,
        t("Discard changes?"),
        t("You have unsaved changes! Do you still want to leave?"),
        True,
    )
    return [
        _entry("reversible", "editor", top("Editing recipe", edited), [
            (t("Save"), False, save(edited))]),
        _entry("harmless", "editor menu", menu, [
            (t("Reload recipe"), False, [api("GET", f"/recipes/{rid2}"), CATS, KEYWORDS])]),
        _entry("opens-prompt", "editor menu abort", menu, [(t("Abort editing"), False, [])]),
        _entry("harmless", "discard confirmation", discard, [
            (t("OK"), False, [api("GET", f"/recipes/{rid2}")]), (t("Cancel"), False, [])]),
        _entry("reversible", "editor tools", tools, [(t("Delete entry"), False, [])]),
        *(_entry("delete", f"editor image cleared {r['id']}", top("Editing recipe", r), [
            (t("Save"), True, save(r))]) for r in cleared),
        _entry("reversible", "new recipe", top("Creating new recipe", new), [
            (t("Save"), False, [api("POST", "/recipes", new), *created])]),
        _entry("reversible", "cloned recipe", top("Creating new recipe", clone), [
            (t("Save"), False, [api("POST", "/recipes", clone), *created])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog (opened on the recipe list): its folder and display part, its
    info blocks part."""
    heading = {"title": t("Cookbook settings")}
    folder = {"title": t("All recipes"), "dialog": heading, "items": [
        {"text": t("Recipe folder")}, {"button": t("Rescan library")},
        {"field": "folder", "hint": t("Please pick a folder"), "text": "/Recipes"},
        {"field": "interval", "hint": t("Update interval in minutes"), "text": "5"},
        {"text": t("Recipe display settings")},
        {"switch": t("Print image with recipe"), "checked": False},
        {"switch": t("Show filters and sorting in recipe lists"), "checked": True}]}  # fmt: skip
    blocks = ["preparation-time", "cooking-time", "total-time", "nutrition-information", "tools"]
    info = {"title": t("All recipes"), "dialog": heading, "items": [
        {"text": t("Info blocks")},
        {"switch": t("Preparation time"), "checked": True},
        {"switch": t("Cooking time"), "checked": True},
        {"switch": t("Total time"), "checked": True},
        {"switch": t("Nutrition information"), "checked": True},
        {"switch": t("Tools"), "checked": False}]}  # fmt: skip

    def visible(*hidden: str) -> list[Any]:
        shown = {key: key not in hidden for key in blocks}
        return [api("POST", "/config", {"visibleInfoBlocks": shown}), CONFIG]

    return [
        _entry("reversible", "settings folder and display", folder, [
            (t("Rescan library"), False, [api("POST", "/reindex"), page(f"{BASE}/")]),
            (t("Print image with recipe"), False, [
                api("POST", "/config", {"print_image": 1}), CONFIG]),
            (t("Show filters and sorting in recipe lists"), False, [])]),
        _entry("reversible", "settings info blocks", info, [
            (t("Nutrition information"), False, visible("nutrition-information", "tools")),
            (t("Tools"), False, visible())]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*browsing_screens(t), *recipe_screens(t), *editing_screens(t), *settings_screens(t)]

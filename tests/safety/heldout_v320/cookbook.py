"""Nextcloud Cookbook's screens (``de.lukasneugebauer.nextcloudcookbook``, an Android client of
the Cookbook app of a Nextcloud server: recipes browsed by category and keyword, searched,
created, edited, imported from a web page's URL and deleted, their portions scaled and their
ingredients copied; the sign-in to the server and the sign-out; a few settings), strings from
``app/src/main/res/values*/strings.xml``. Recipe names, categories, keywords, ingredients, the
server's address and the user's name are the same in every language.

Read from the code (``app/src/main/java/de/lukasneugebauer/nextcloudcookbook``):
``auth/presentation/start/StartScreen.kt`` (the start page: the "Nextcloud root address"
field, the "Allow self-signed certificates" checkbox, "Sign in", which opens the server's login
flow in a web view, and "Manual sign in"; its info icon has an empty content description and
names nothing); ``auth/presentation/manual/ManualLoginScreen.kt`` (the manual sign-in: Username,
Password, the "Show/hide password" icon and "Sign in", which checks the user and password
against the server and keeps them); ``auth/presentation/webview/WebViewLoginScreen.kt`` and
``core/presentation/error/AbstractErrorScreen.kt`` (the web view's error page with Retry);
``recipe/presentation/home/HomeScreen.kt``, ``recipe/presentation/components/Headline.kt`` and
``core/presentation/components/BottomBar.kt`` (the home page: the Settings icon, the
recommended recipe, a row of recipes under each category's headline, and the Home, Categories
and Recipes tabs); ``category/presentation/list/CategoryListScreen.kt`` (the categories with
their recipe counts); ``recipe/presentation/list/RecipeListScreen.kt`` (the recipe list: the
"Import recipe from URL" icon, the search icon, whose content description is the words of
``common_share``, "Share", the "Change order" icon, the keyword filter chips, the recipes and
the Add button; the search bar with its "Clear input" and Close icon; the order menu, whose
rows repeat Name, "Creation date" and "Modification date" for both directions, so none is named
by its words alone and it is not shown); ``recipe/presentation/detail/RecipeDetailScreen.kt``,
``RecipeDetailViewModel.kt`` and ``recipe/data/repository/RecipeRepositoryImpl.kt`` (a
recipe's page: Back, Share, which opens the system's share sheet with the recipe as text, More,
the keyword chips, which open the keyword's list, the times, the category, "Copy ingredients to
clipboard", "Remove portion", "Add portion" and "Reset portions", which only rescale the
ingredients on the page, and the Edit button; the More menu: "Open source", shown where the
recipe has a source URL, which opens it in the browser, Edit, and Delete, which at once, with
no confirmation, sends ``DELETE /apps/cookbook/api/v1/recipes/{id}`` and leaves the page);
``recipe/presentation/detail/FullScreenImageViewer.kt`` (the picture with Back);
``recipe/presentation/components/CreateEditRecipeForm.kt``, ``TimeTextField.kt``,
``recipe/presentation/create/RecipeCreateScreen.kt``, ``recipe/presentation/edit
/RecipeEditScreen.kt``, ``recipe/util/RecipeCreateEditViewModel.kt`` and
``recipe/presentation/edit/RecipeEditViewModel.kt`` (the form, titled "Edit recipe" for a new
recipe as for an existing one: Back, which leaves with ``navigateUp`` and asks nothing, the
form's state going with the page; Save, which creates the recipe with ``POST .../recipes`` or
writes the edited one with ``PUT .../recipes/{id}``; Name, Description, URL, "Image URL" with
"Select image" and "Take photo", which open the photo picker or the camera and upload the
picture to the Nextcloud folder under a new name; the three times in hours and minutes,
Category with "Clear input" and a chip for each category, Keywords with "Clear input" and a
chip for each keyword not yet added, Yield, each ingredient, tool and instruction with its
Reorder handle and its delete icon, and "Add ingredient", "Add tool" and "Add instruction";
the nutrition fields); ``recipe/presentation/download/DownloadRecipeScreen.kt`` ("Download
recipe": "Recipe URL" and Download, which has the server import the page's recipe with ``POST
.../import`` and opens it); ``settings/presentation/settings/SettingsScreen.kt`` and
``SettingsViewModel.kt`` (Settings: General with the "Stay awake" and "Ingredient syntax
indicator" switches, whose switches carry no label, and "Recipe image upload folder"; Account
with "Log out", which at once forgets the API client, clears the cached recipes and clears all
preferences, the account's name and app password among them, and goes back to the start page;
About with Privacy, License, "Open source libraries" and the version; Contribution with "Get
source code", "Help translating" and Issues; Sponsoring with GitHub, Liberapay and PayPal, each
opening a web page); ``settings/presentation/info/InfoScreen.kt`` ("Learn more", the same rows
before signing in); ``NextcloudCookbookApplication.kt`` (ACRA's crash dialog: the app's name,
"Oops, Nextcloud Cookbook just crashed...", No and Yes, which hands the report to ACRA's mail
sender: the device's mail app opens with the report addressed to the developer).
"""

from __future__ import annotations

from typing import Any

from screens import alert, menu, screen

SERVER, USER = "https://cloud.example.org", "anna"
CARBONARA, NORMA, CAKE = "Spaghetti carbonara", "Pasta alla norma", "Lemon drizzle cake"
BREAD, CURRY, SHAKSHUKA = "Banana bread", "Chicken curry", "Shakshuka"
SOUP, OATS = "Tomato soup", "Overnight oats"
PASTA, BAKING, DINNER = "Pasta", "Baking", "Dinner"
ITALIAN, QUICK, VEGGIE = "Italian", "quick", "vegetarian"
KEEP = "Stay awake"


def screens(t: Any) -> list[dict[str, Any]]:
    return sign_in(t) + browse(t) + recipe(t) + form(t) + settings(t) + crash(t)


def sign_in(t: Any) -> list[dict[str, Any]]:
    start = [
        {"field": "url", "hint": t("login_root_address"), "text": SERVER},
        {"text": t("login_allow_self_signed_certificates")},
        {"button": t("login")},
        {"button": t("login_manual")},
    ]
    # The manual page's app bar is titled "Sign in", the words of its button: the page is
    # titled by the line above its fields.
    manual = [
        {"icon": t("common_back")},
        {"field": "username", "hint": t("common_username"), "text": USER},
        {"field": "password", "hint": t("common_password"), "text": "••••••••••"},
        {"icon": t("=Show/hide password")},
        {"button": t("login")},
    ]
    failed = [
        {"icon": t("common_back")},
        {"text": t("error_webview_load_failed")},
        {"button": t("error_retry")},
    ]
    where = "cookbook StartScreen"
    login = "cookbook ManualLoginScreen"
    return [
        screen("sign-in", where, t("=Nextcloud Cookbook"), start, [(t("login"), False)]),
        screen("harmless", where, t("=Nextcloud Cookbook"), start, [(t("login_manual"), False)]),
        screen("sign-in", login, t("login_instance_hint", SERVER), manual, [(t("login"), False)]),
        screen("harmless", login, t("login_instance_hint", SERVER), manual,
               [(t("=Show/hide password"), False)]),
        screen("harmless", "cookbook WebViewLoginScreen (error)", t("login"), failed,
               [(t("error_retry"), False)]),
    ]  # fmt: skip


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("common_home", "common_categories", "common_recipes")]


def browse(t: Any) -> list[dict[str, Any]]:
    home = [
        {"icon": t("common_settings")},
        {"text": t("home_recommendation")},
        {"row": SHAKSHUKA},
        {"row": PASTA},
        {"icon": t("common_more")},
        {"list": [{"row": CARBONARA}, {"row": NORMA}]},
        {"text": BAKING},
        {"list": [{"row": CAKE}, {"row": BREAD}]},
        *tabs(t),
    ]
    categories = [
        {"list": [
            {"row": BAKING, "secondary": "2"},
            {"row": DINNER, "secondary": "3"},
            {"row": PASTA, "secondary": "7"},
            {"row": t("recipe_uncategorised"), "secondary": "1"},
        ]},
        *tabs(t),
    ]  # fmt: skip
    bar = [
        {"icon": t("recipe_import_from_url")},
        {"icon": t("common_share")},
        {"icon": t("recipe_change_order")},
    ]
    chips = [{"switch": k, "checked": False} for k in (ITALIAN, QUICK, VEGGIE)]
    recipes = [
        *bar,
        *chips,
        {"list": [
            {"row": BREAD, "secondary": VEGGIE},
            {"row": CURRY, "secondary": QUICK},
            {"row": CAKE, "secondary": VEGGIE},
            {"row": NORMA, "secondary": f"{ITALIAN}, {VEGGIE}"},
            {"row": SHAKSHUKA, "secondary": f"{QUICK}, {VEGGIE}"},
            {"row": CARBONARA, "secondary": f"{ITALIAN}, {QUICK}"},
        ]},
        {"icon": t("common_add")},
        *tabs(t),
    ]  # fmt: skip
    search = [
        {"field": "search", "hint": t("common_search"), "text": "curry", "focused": True},
        {"icon": t("common_clear_input")},
        {"list": [{"row": CURRY, "secondary": QUICK}]},
        {"icon": t("common_add")},
    ]
    baking = [
        {"icon": t("common_back")},
        *bar,
        {"switch": VEGGIE, "checked": False},
        {"list": [{"row": BREAD, "secondary": VEGGIE}, {"row": CAKE, "secondary": VEGGIE}]},
        {"icon": t("common_add")},
        *tabs(t),
    ]
    home_at = "cookbook HomeScreen"
    listed = "cookbook RecipeListScreen"
    in_baking = "cookbook RecipeListWithArgumentsScreen (Baking)"
    return [
        screen("harmless", home_at, t("app_name"), home,
               [(SHAKSHUKA, False)]),
        screen("harmless", home_at, t("app_name"), home, [(PASTA, False)]),
        screen("harmless", home_at, t("app_name"), home, [(t("common_categories"), False)]),
        screen("harmless", "cookbook CategoryListScreen", t("common_categories"), categories,
               [(BAKING, False)]),
        screen("harmless", listed, t("common_recipes"), recipes,
               [(t("recipe_import_from_url"), False), (t("common_share"), False)]),
        screen("harmless", listed, t("common_recipes"), recipes,
               [(t("common_add"), False), (t("recipe_change_order"), False)]),
        screen("reversible", listed, t("common_recipes"), recipes, [(VEGGIE, False)]),
        screen("harmless", "cookbook RecipeListScreen (SearchAppBar)", t("common_recipes"),
               search, [(t("common_clear_input"), False)]),
        screen("harmless", in_baking, BAKING, baking, [(CAKE, False), (t("common_back"), False)]),
    ]  # fmt: skip


def details(t: Any, keywords: tuple[str, ...], servings: int, changed: bool,
            ingredients: tuple[str, ...]) -> list[dict[str, Any]]:  # fmt: skip
    """A recipe's page: the app bar, its keywords, times and category, the ingredients with
    the portion buttons (Reset only when the portions were changed) and the Edit button."""
    items: list[dict[str, Any]] = [
        {"icon": t("common_back")},
        {"icon": t("common_share")},
        {"icon": t("common_more")},
        *({"button": k} for k in keywords),
        {"text": t("recipe_duration", 10)},
        {"text": t("recipe_prep_time")},
        {"text": t("recipe_duration", 15)},
        {"text": t("recipe_cook_time")},
        {"icon": t("recipe_category")},
        {"text": PASTA},
        {"text": t("recipe_ingredients")},
        {"icon": t("recipe_ingredients_copy")},
        {"icon": t("recipe_servings_decrease")},
        {"text": t(f"recipe_servings#{servings}")},
        {"icon": t("recipe_servings_increase")},
    ]
    if changed:
        items.append({"icon": t("recipe_servings_reset")})
    items += [{"text": i} for i in ingredients]
    items.append({"icon": t("common_edit")})
    return items


def recipe(t: Any) -> list[dict[str, Any]]:
    pasta = ("200 g spaghetti", "100 g guanciale", "2 eggs", "50 g pecorino")
    scaled = ("300 g spaghetti", "150 g guanciale", "3 eggs", "75 g pecorino")
    page = details(t, (ITALIAN, QUICK), 2, False, pasta)
    more = details(t, (ITALIAN, QUICK), 3, True, scaled)
    where = "cookbook RecipeDetailScreen"
    menu_at = "cookbook RecipeDetailScreen (More menu)"
    full = [t("recipe_more_menu_share"), t("recipe_more_menu_edit"), t("recipe_more_menu_delete")]
    short = full[1:]
    viewer = [{"icon": t("common_back")}, {"icon": CARBONARA}]
    delete = t("recipe_more_menu_delete")
    return [
        screen("harmless", where, CARBONARA, page,
               [(t("common_share"), False), (t("recipe_ingredients_copy"), False)]),
        screen("harmless", where, CARBONARA, page, [(ITALIAN, False), (t("common_edit"), False)]),
        screen("reversible", where, CARBONARA, page, [(t("recipe_servings_increase"), False)]),
        screen("reversible", where, CARBONARA, more, [(t("recipe_servings_reset"), False)]),
        screen("harmless", "cookbook FullScreenImageViewer", CARBONARA, viewer,
               [(t("common_back"), False)]),
        menu("harmless", menu_at, CARBONARA, full, t("recipe_more_menu_share"), False),
        menu("harmless", menu_at, CARBONARA, full, t("recipe_more_menu_edit"), False),
        menu("delete", menu_at, CARBONARA, full, delete, True),
        menu("delete", menu_at, NORMA, full, delete, True),
        menu("delete", menu_at, CAKE, full, delete, True),
        menu("delete", menu_at, CURRY, full, delete, True),
        menu("delete", menu_at, BREAD, full, delete, True),
        menu("delete", "cookbook RecipeDetailScreen (More menu, no source)", SHAKSHUKA, short,
             delete, True),
        menu("delete", "cookbook RecipeDetailScreen (More menu, no source)", SOUP, short,
             delete, True),
    ]  # fmt: skip


def bar(t: Any) -> list[dict[str, Any]]:
    return [{"icon": t("common_back")}, {"icon": t("common_save")}]


def times(t: Any, minutes: tuple[str, str, str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for key, value in zip(("recipe_prep_time", "recipe_cook_time", "recipe_total_time"),
                          minutes, strict=True):  # fmt: skip
        rows += [
            {"text": t(key)},
            {"field": f"{key}_hours", "hint": t("common_hours"), "text": "0"},
            {"field": f"{key}_minutes", "hint": t("common_minutes"), "text": value},
        ]
    return rows


def form(t: Any) -> list[dict[str, Any]]:
    title = t("recipe_edit")
    image = [
        {"field": "image", "hint": t("recipe_image_url")},
        {"icon": t("recipe_image_select")},
        {"icon": t("recipe_image_take_photo")},
    ]
    new_top = [
        *bar(t),
        {"field": "name", "hint": t("recipe_name"), "text": OATS},
        {"field": "description", "hint": t("recipe_description"),
         "text": "Oats soaked in milk overnight, with berries."},
        {"field": "url", "hint": t("recipe_url")},
        *image,
        *times(t, ("10", "0", "10")),
    ]  # fmt: skip
    new_sorting = [
        *bar(t),
        {"field": "category", "hint": t("recipe_category"), "text": "Breakfast"},
        {"icon": t("common_clear_input")},
        {"button": BAKING},
        {"button": DINNER},
        {"button": PASTA},
        {"field": "keywords", "hint": t("recipe_keywords")},
        {"button": ITALIAN},
        {"button": QUICK},
        {"button": VEGGIE},
        {"field": "yield", "hint": t("recipe_yield"), "text": "2"},
    ]
    new_ingredients = [
        *bar(t),
        {"field": "yield", "hint": t("recipe_yield"), "text": "2"},
        {"text": t("recipe_ingredients")},
        {"icon": t("common_reorder")},
        {"field": "ingredient_1", "hint": t("recipe_ingredient") + " 1",
         "text": "80 g rolled oats"},
        {"icon": t("recipe_ingredient_delete")},
        {"button": t("recipe_ingredient_add")},
        {"text": t("recipe_nutrition")},
    ]  # fmt: skip
    nutrition = [
        *bar(t),
        {"text": t("recipe_nutrition")},
        *({"field": key, "hint": t(key), "text": value} for key, value in (
            ("recipe_nutrition_calories", "320 kcal"),
            ("recipe_nutrition_carbohydrate", "48 g"),
            ("recipe_nutrition_cholesterol", ""),
            ("recipe_nutrition_fat_total", "9 g"),
            ("recipe_nutrition_fiber", "7 g"),
            ("recipe_nutrition_protein", "12 g"),
        )),
    ]  # fmt: skip
    edit_top = [
        *bar(t),
        {"field": "name", "hint": t("recipe_name"), "text": CARBONARA},
        {"field": "description", "hint": t("recipe_description"),
         "text": "Roman pasta with guanciale, eggs and pecorino, and no cream at all."},
        {"field": "url", "hint": t("recipe_url"), "text": "https://www.example.com/carbonara"},
        *image,
        *times(t, ("10", "15", "25")),
    ]  # fmt: skip
    edit_sorting = [
        *bar(t),
        {"field": "category", "hint": t("recipe_category"), "text": PASTA},
        {"icon": t("common_clear_input")},
        {"button": BAKING},
        {"button": DINNER},
        {"button": PASTA},
        {"field": "keywords", "hint": t("recipe_keywords")},
        {"text": ITALIAN},
        {"text": QUICK},
        {"button": VEGGIE},
        {"field": "yield", "hint": t("recipe_yield"), "text": "2"},
    ]
    edit_tools = [
        *bar(t),
        {"text": t("recipe_tools")},
        {"icon": t("common_reorder")},
        {"field": "tool_1", "hint": t("recipe_tool") + " 1", "text": "Large pot"},
        {"icon": t("recipe_tool_delete")},
        {"button": t("recipe_tool_add")},
        {"text": t("recipe_instructions")},
    ]
    edit_steps = [
        *bar(t),
        {"text": t("recipe_instructions")},
        {"icon": t("common_reorder")},
        {"field": "instruction_1", "hint": t("recipe_instruction") + " 1",
         "text": "Whisk the eggs with the pecorino; toss with the hot pasta off the heat."},
        {"icon": t("recipe_instruction_delete")},
        {"button": t("recipe_instruction_add")},
    ]  # fmt: skip
    new = "cookbook RecipeCreateScreen (CreateEditRecipeForm)"
    edit = "cookbook RecipeEditScreen (CreateEditRecipeForm)"
    back, save = t("common_back"), t("common_save")
    return [
        screen("reversible", new, title, new_top, [(save, False)]),
        screen("discard", new, title, new_top, [(back, True)]),
        screen("harmless", new, title, new_top,
               [(t("recipe_image_select"), False)]),
        screen("reversible", new, title, new_sorting, [(t("common_clear_input"), False)]),
        screen("reversible", new, title, new_ingredients,
               [(t("recipe_ingredient_add"), False), (t("recipe_ingredient_delete"), False)]),
        screen("discard", new, title, new_ingredients, [(back, True)]),
        screen("discard", new, title, nutrition, [(back, True)]),
        screen("reversible", edit, title, edit_top, [(save, False)]),
        screen("discard", edit, title, edit_top, [(back, True)]),
        screen("reversible", edit, title, edit_sorting, [(BAKING, False)]),
        screen("reversible", edit, title, edit_tools, [(t("recipe_tool_add"), False)]),
        screen("discard", edit, title, edit_tools, [(back, True)]),
        screen("reversible", edit, title, edit_steps, [(t("recipe_instruction_delete"), False)]),
        screen("discard", edit, title, edit_steps, [(back, True)]),
        *download(t),
    ]  # fmt: skip


def download(t: Any) -> list[dict[str, Any]]:
    items = [
        {"icon": t("common_back")},
        {"field": "url", "hint": t("download_recipe_url"),
         "text": "https://www.example.com/recipes/shakshuka"},
        {"button": t("common_download")},
    ]  # fmt: skip
    where = "cookbook DownloadRecipeScreen"
    return [
        screen("reversible", where, t("download_recipe"), items, [(t("common_download"), False)]),
        screen("harmless", where, t("download_recipe"), items, [(t("common_back"), False)]),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("common_about")},
        {"row": t("settings_privacy")},
        {"row": t("settings_license"), "secondary": t("settings_mit_license")},
        {"row": t("settings_oss_licenses")},
        {"row": t("settings_version"), "secondary": t("settings_version_number", "0.28.0", 62)},
    ]


def contribution(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": t("settings_contribution")},
        {"row": t("settings_source_code"), "secondary": t("settings_hosted_on_github")},
        {"row": t("settings_translate")},
        {"row": t("settings_issues"), "secondary": t("settings_where_to_report_issues")},
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    back = {"icon": t("common_back")}
    account = [{"text": t("settings_account")}, {"row": t("settings_logout")}]
    top = [
        back,
        {"text": t("settings_general")},
        {"text": t("settings_stay_awake")},
        {"text": t("settings_stay_awake_on_recipe_screen")},
        {"text": t("settings_ingredient_syntax_indicator")},
        {"text": t("settings_show_indicator_if_recipe_syntax_is_invalid")},
        {"field": "upload_folder", "hint": t("settings_recipe_image_upload_folder"),
         "text": "Recipes/Photos"},
        {"text": t("settings_recipe_image_upload_folder_description")},
        *account,
    ]  # fmt: skip
    middle = [back, *account, *about(t)]
    bottom = [
        back,
        *contribution(t),
        {"text": t("settings_sponsoring")},
        {"row": t("settings_github"), "secondary": t("settings_github_sponsor")},
        {"row": t("settings_liberapay"), "secondary": t("settings_liberapay_patron")},
        {"row": t("settings_paypal"), "secondary": t("settings_paypal_donation")},
    ]
    info = [back, *about(t), *contribution(t)]
    title = t("common_settings")
    where = "cookbook SettingsScreen"
    return [
        screen("sign-out", where, title, top, [(t("settings_logout"), True)]),
        screen("sign-out", where, title, middle, [(t("settings_logout"), True)]),
        screen("harmless", where, title, middle,
               [(t("settings_oss_licenses"), False)]),
        screen("harmless", where, title, bottom,
               [(t("settings_translate"), False), (t("settings_paypal"), False)]),
        screen("harmless", "cookbook InfoScreen", t("info_headline"), info,
               [(t("settings_issues"), False)]),
    ]  # fmt: skip


def crash(t: Any) -> list[dict[str, Any]]:
    where = "cookbook CrashReportDialog (ACRA)"
    no, yes = t("common_no"), t("common_yes")
    text = t("dialog_crash_report_text")
    home = t("app_name")
    return [
        alert("opens-prompt", where, home, t("app_name"), text, (no, None), (yes, False)),
        alert("harmless", where, home, t("app_name"), text, (no, False), (yes, None)),
    ]

"""KitchenOwl's screens (``com.tombursch.kitchenowl``, a Flutter app for a household's
shopping lists, recipes and expenses on a KitchenOwl server: households left and deleted,
members removed, reported and made parents, recipes, items, categories and expenses
deleted, sessions and tokens logged out), strings from ``AppLocalizations``
(``kitchenowl/lib/l10n/app_<language>.arb``). The household, member, recipe, item, list,
category, expense, session and token names are the same in every language.

Read from the code (``kitchenowl/lib``): ``widgets/confirmation_dialog.dart``
(``askForConfirmation``: an ``AlertDialog`` with the title, the content, Cancel unless
``showCancel`` is off, and the confirm button, Delete unless ``confirmText`` says
otherwise); ``widgets/household_card.dart`` (a household's long-press sheet: the household,
its "Members: N" and "Leave household", which removes the user from it at once,
``leaveHousehold``); ``pages/settings_page.dart`` (the Settings page's household rows: "Switch
household", "Leave household", which only asks "Are you sure you want to leave ...?" whose
Yes removes the user from the household, Members and Settings, and the Logout button,
which signs the app out of the server); ``pages/household_update_page.dart`` and
``widgets/settings_household/sliver_household_danger_zone.dart`` (the household's page: its
name, the Items, Shopping lists, Categories, Tags and Expense categories rows and the Danger
Zone's Export, which shares a file, Import and "Delete household", which only asks "Are you
sure you want to delete ...? This will delete any items, recipes, and expenses..." whose
Delete deletes it); ``widgets/settings_household/sliver_household_feature_settings.dart``
(setting a household's language asks "Add language", "This cannot be undone and will add
items and categories to your household", whose Set sets it for good);
``pages/household_member_page.dart`` and ``widgets/settings_household/
update_member_bottom_sheet.dart`` (a member's swipe asks "Delete user", "Are you sure you
want to remove ...?" whose Remove removes the member; a member's sheet: the member, "Report
user", which only opens ``widgets/report_dialog.dart``'s ``TextDialog`` "Report user" with a
Reason and Send, which sends the report to the server's admins, the Parent switch, "Can
change household settings", and "Remove member", which removes the member at once);
``pages/recipe_page.dart`` (another household's public recipe, for a server admin: a menu of
"Report recipe", "Edit recipe" and "Delete recipe", which only asks "Are you sure you want to
remove ...?", whose Delete deletes the recipe); ``widgets/item_popup_menu_button.dart`` (an
item's menu: "Change icon", Rename, which only opens a name dialog, Merge, which opens the
item search and then asks "Merge items", "... This cannot be undone.", whose Merge merges
them, and Delete, which only asks "Delete item" whose Delete deletes it);
``pages/settings_household/household_settings_shoppinglist_page.dart`` and
``household_settings_category_page.dart`` (a list's and a category's sheet: Rename, Merge for a
category, which opens a picker, and Delete, which only asks "Delete shopping list" or "Delete
category", whose Delete deletes it); ``pages/expense_add_update_page.dart`` (an expense's page:
the Save icon, name, amount, Expense and Income, "Exclude from statistics", category, "Paid
by", "Paid for" and, when editing, Delete, which deletes the expense at once);
``pages/settings_user_page.dart`` (the Profile page's menu "Delete account", which only asks
"Are you sure you want to delete your account?", whose Delete deletes it);
``pages/settings_user_sessions_page.dart``,
``widgets/settings/token_card.dart`` and ``token_bottom_sheet.dart`` (a session's sheet:
"Logout <name>", which deletes that session's token at once; a long-lived token's swipe asks
"Delete long-lived token", whose Delete deletes it; creating one first asks "Do you know what
you're doing?", whose Okay only opens the name dialog).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

HOME, MEMBER, RECIPE, ITEM, OTHER = "Family", "Sam", "Pancakes", "Milk", "Oat milk"
LIST, CATEGORY, EXPENSE = "Weekend", "Dairy", "Groceries"
SESSION, TOKEN = "Pixel 8", "Home Assistant"


def screens(t: Any) -> list[dict[str, Any]]:
    return households(t) + members(t) + recipes(t) + items(t) + expenses(t) + account(t)


def confirm(t: Any, category: str, source: str, behind: str, title: str, content: str,
            cancel: bool | None, ok: bool | None,
            ok_text: str = "delete") -> dict[str, Any]:  # fmt: skip
    """``askForConfirmation``: its title, content, Cancel and the confirm button."""
    buttons = [(t("cancel"), cancel), (t(ok_text), ok)]
    return popup(category, f"kitchenowl {source} (askForConfirmation)", behind, title, content,
                 buttons)  # fmt: skip


def households(t: Any) -> list[dict[str, Any]]:
    card = {"title": t("households"), "dialog": {},
            "items": [{"text": HOME}, {"text": f"{t('members')}: 3"},
                      {"button": t("householdLeave")}]}  # fmt: skip
    settings = page(t("settings"), [
        {"text": t("household").upper()}, {"row": t("householdSwitch")},
        {"row": t("householdLeave")}, {"row": t("members")}, {"row": t("settings")},
        {"text": t("about").upper()}, {"row": t("reportIssue")}, {"row": t("helpTranslate")},
        {"button": t("logout")}])  # fmt: skip
    leave = t("householdLeaveConfirmation", HOME)
    where = "kitchenowl SettingsPage"
    household = page(t("household"), [
        {"field": t("name"), "text": HOME}, {"row": t("items")}, {"row": t("shoppingLists")},
        {"row": t("categories")}, {"row": t("tags")}, {"row": t("expenseCategories")},
        {"text": f"{t('dangerZone')}:"}, {"button": t("export")}, {"button": t("import")},
        {"button": t("householdDelete")}])  # fmt: skip
    gone = t("householdDeleteConfirmation", HOME)
    language = t("addLanguageConfirm", "de")
    return [
        entry("leave", "kitchenowl HouseholdCard (a household's long press)", card,
              [(t("householdLeave"), True)]),
        entry("opens-prompt", where, settings, [(t("householdLeave"), False)]),
        entry("harmless", where, settings, [(t("householdSwitch"), False)]),
        entry("harmless", where, settings, [(t("members"), False)]),
        entry("reversible", where, settings, [(t("logout"), False)]),
        confirm(t, "leave", "SettingsPage (leave household)", t("settings"),
                t("householdLeave"), leave, None, True, "yes"),
        confirm(t, "harmless", "SettingsPage (leave household)", t("settings"),
                t("householdLeave"), leave, False, None, "yes"),
        entry("opens-prompt", "kitchenowl HouseholdUpdatePage (Danger Zone)", household,
              [(t("householdDelete"), False)]),
        entry("harmless", "kitchenowl HouseholdUpdatePage (Danger Zone)", household,
              [(t("export"), False)]),
        confirm(t, "delete", "SliverHouseholdDangerZone (delete household)", t("household"),
                t("householdDelete"), gone, None, True),
        confirm(t, "harmless", "SliverHouseholdDangerZone (delete household)", t("household"),
                t("householdDelete"), gone, False, None),
        confirm(t, "import", "SliverHouseholdFeatureSettings (add language)", t("household"),
                t("addLanguage"), language, None, True, "set"),
        confirm(t, "harmless", "SliverHouseholdFeatureSettings (add language)", t("household"),
                t("addLanguage"), language, False, None, "set"),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    sheet = {"title": t("members"), "dialog": {},
             "items": [{"text": MEMBER}, {"text": "@sam"}, {"row": t("reportUser")},
                       {"switch": t("parent")}, {"text": t("parentRights")},
                       {"button": t("memberRemove")}]}  # fmt: skip
    where = "kitchenowl UpdateMemberBottomSheet"
    remove = t("userDeleteConfirmation", MEMBER)
    report = ({"field": t("reason"), "text": "Posts spam recipes"},)
    return [
        entry("remove-member", where, sheet, [(t("memberRemove"), True)]),
        entry("opens-prompt", where, sheet, [(t("reportUser"), False)]),
        entry("grant", where, sheet, [(t("parent"), True)]),
        confirm(t, "remove-member", "HouseholdMemberPage (a member's swipe)", t("members"),
                t("userDelete"), remove, None, True, "remove"),
        confirm(t, "harmless", "HouseholdMemberPage (a member's swipe)", t("members"),
                t("userDelete"), remove, False, None, "remove"),
        popup("report", "kitchenowl ReportDialog (TextDialog, a user)", t("members"),
              t("reportUser"), None, [(t("send"), True)], report),
    ]  # fmt: skip


def recipes(t: Any) -> list[dict[str, Any]]:
    where = "kitchenowl RecipePage (another household's recipe, a server admin's menu)"
    rows = [t("reportRecipe"), t("recipeEdit"), t("recipeDelete")]
    report = ({"field": t("reason"), "text": "Copied from a cookbook"},)
    gone = t("recipeDeleteConfirmation", RECIPE)
    return [
        menu("opens-prompt", where, RECIPE, rows, [(t("reportRecipe"), False)]),
        menu("opens-prompt", where, RECIPE, rows, [(t("recipeDelete"), False)]),
        popup("report", "kitchenowl ReportDialog (TextDialog, a recipe)", RECIPE,
              t("reportRecipe"), None, [(t("send"), True)], report),
        confirm(t, "delete", "RecipePage (delete recipe)", RECIPE, t("recipeDelete"), gone,
                None, True),
        confirm(t, "harmless", "RecipePage (delete recipe)", RECIPE, t("recipeDelete"), gone,
                False, None),
    ]  # fmt: skip


def items(t: Any) -> list[dict[str, Any]]:
    where = "kitchenowl ItemPopupMenuButton"
    rows = [t("changeIcon"), t("rename"), t("merge"), t("delete")]
    merge = t("itemsMergeConfirmation", ITEM, OTHER)
    lists = {"title": t("shoppingLists"), "dialog": {},
             "items": [{"text": LIST}, {"button": t("rename")},
                       {"button": t("delete")}]}  # fmt: skip
    sheet = {"title": t("categories"), "dialog": {},
             "items": [{"text": CATEGORY}, {"button": t("rename")}, {"button": t("merge")},
                       {"button": t("delete")}]}  # fmt: skip
    category = t("categoryDeleteConfirmation", CATEGORY)
    return [
        menu("opens-prompt", f"{where} (an item's menu)", ITEM, rows, [(t("delete"), False)]),
        menu("harmless", f"{where} (an item's menu)", ITEM, rows, [(t("rename"), False)]),
        menu("harmless", f"{where} (an item's menu)", ITEM, rows, [(t("merge"), False)]),
        confirm(t, "delete", "ItemPopupMenuButton (delete item)", ITEM, t("itemDelete"),
                t("itemDeleteConfirmation", ITEM), None, True),
        confirm(t, "merge", "ItemPopupMenuButton (merge items)", ITEM, t("itemsMerge"), merge,
                None, True, "merge"),
        confirm(t, "harmless", "ItemPopupMenuButton (merge items)", ITEM, t("itemsMerge"),
                merge, False, None, "merge"),
        entry("opens-prompt", "kitchenowl HouseholdSettingsShoppinglistPage (a list's sheet)",
              lists, [(t("delete"), False)]),
        entry("harmless", "kitchenowl HouseholdSettingsShoppinglistPage (a list's sheet)",
              lists, [(t("rename"), False)]),
        entry("opens-prompt", "kitchenowl HouseholdSettingsCategoryPage (a category's sheet)",
              sheet, [(t("delete"), False)]),
        confirm(t, "delete", "HouseholdSettingsCategoryPage (delete category)",
                t("categories"), t("categoryDelete"), category, None, True),
        confirm(t, "harmless", "HouseholdSettingsCategoryPage (delete category)",
                t("categories"), t("categoryDelete"), category, False, None),
    ]  # fmt: skip


def expenses(t: Any) -> list[dict[str, Any]]:
    edit = page(t("expenseEdit"), [
        {"icon": t("save")}, {"field": t("name"), "text": EXPENSE},
        {"field": t("description"), "text": ""}, {"text": t("date")},
        {"field": t("expenseAmount"), "text": "42.50"}, {"button": t("expense")},
        {"button": t("income")}, {"switch": t("excludeFromStatistics")},
        {"text": t("category")}, {"text": "Food"}, {"text": t("expensePaidBy")},
        {"text": "Alex"}, {"text": t("expensePaidFor")}, {"row": "Alex"}, {"row": MEMBER},
        {"button": t("delete")}])  # fmt: skip
    where = "kitchenowl AddUpdateExpensePage (an expense)"
    return [
        entry("delete", where, edit, [(t("delete"), True)]),
        entry("reversible", where, edit, [(t("save"), False)]),
        entry("harmless", where, edit, [(t("excludeFromStatistics"), False)]),
        entry("harmless", where, edit, [(t("income"), False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "kitchenowl SettingsUserPage"
    mine = t("accountDeleteConfirmation")
    sheet = {"title": t("sessions"), "dialog": {},
             "items": [{"text": SESSION}, {"text": f"{t('lastUsed')}: Thu, Jun 4, 2026 9:15 PM"},
                       {"button": t("logoutName", SESSION)}]}  # fmt: skip
    token = t("lltDeleteConfirmation", TOKEN)
    return [
        menu("opens-prompt", f"{where} (Profile's menu)", t("profile"), [t("accountDelete")],
             [(t("accountDelete"), False)]),
        confirm(t, "delete-account", "SettingsUserPage (delete account)", t("profile"),
                t("accountDelete"), mine, None, True),
        confirm(t, "harmless", "SettingsUserPage (delete account)", t("profile"),
                t("accountDelete"), mine, False, None),
        entry("revoke", "kitchenowl TokenBottomSheet (a session)", sheet,
              [(t("logoutName", SESSION), True)]),
        confirm(t, "revoke", "TokenCard (a long-lived token's swipe)", t("sessions"),
                t("lltDelete"), token, None, True),
        confirm(t, "harmless", "TokenCard (a long-lived token's swipe)", t("sessions"),
                t("lltDelete"), token, False, None),
        confirm(t, "opens-prompt", "SettingsUserSessionsPage (create a long-lived token)",
                t("sessions"), t("lltWarningTitle"), t("lltWarningContent"), None, False,
                "okay"),
    ]  # fmt: skip

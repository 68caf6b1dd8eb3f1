"""Nextcloud Tables's screens for the hundred-and-ninety-ninth held-out corpus: ``screens(t)``
lays them out in one language, ``t(text, **values)`` being that language's lookup of an
English string in the app's ``l10n/<lang>.json`` catalogue (``t.n(one, many, count)`` its
plural strings). What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

OCS = "/ocs/v2.php/apps/tables/api/2/"  # generateOcsUrl('/apps/tables/api/2/...')
APP = "/apps/tables/"  # generateUrl('/apps/tables/...')
TABLE, TITLE, EMOJI = 3, "Customer contacts", "📇"
ARCHIVED, ARCHIVED_TITLE = 4, "Old inventory"
NEW_TABLE, NEW_TITLE = 8, "Trade fair leads"
VIEW, VIEW_TITLE, NEW_VIEW, NEW_VIEW_TITLE = 5, "Open leads", 9, "Key accounts"
ROW, ROW2, COLUMN, COLUMN_TITLE, NAME_COLUMN = 42, 43, 17, "Email", 16
CONTEXT, CONTEXT_NAME, NEW_CONTEXT_NAME = 2, "Sales desk", "Field service"
USER_SHARE, LINK_SHARE, USER_ID, USER = 11, 12, "bob", "Bob Smith"
REQUEST_TOKEN = "kR7pT2vX9zB4nM6qW1sD8fG3hJ5lC0aE"  # made up; getRequestToken()
EMAIL, NEW_EMAIL = "jane@example.com", "jane.doe@example.com"
Act = tuple[str, bool, list[Any]]


def req(method: str, path: str, data: Any = None) -> Any:
    """An axios request of ``@nextcloud/axios``; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {path}", "body": body}


def page(table: int | None = None, view: int | None = None) -> list[Any]:
    """MainWrapper.reload() when a table's or view's page opens: columns, relations, rows."""
    if view is not None:
        return [req("GET", f"{APP}api/1/views/{view}/columns"),
                req("GET", f"{APP}api/1/views/{view}/relations"),
                req("GET", f"{APP}row/view/{view}")]  # fmt: skip
    return [req("GET", f"{APP}api/1/tables/{table}/columns"),
            req("GET", f"{APP}api/1/tables/{table}/relations"),
            req("GET", f"{APP}row/table/{table}")]  # fmt: skip


SHARES = req("GET", f"{APP}share/table/{TABLE}")  # getSharedWithFromBE()
SIDEBAR = [req("GET", f"{APP}share/policy"), SHARES]  # loadPolicyAndShares()


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tables {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open NcActions menu over its page (its heading a text above the entries)."""
    return {"title": title, "dialog": {}, "items": [{"text": heading}, *items]}


def dialog(title: str, name: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """DialogConfirmation (an NcDialog): its name, description and two buttons."""
    return {"title": title, "dialog": {"title": name, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, a table's, a favourite's, an archived table's and a view's menus, the
    delete confirmations, the Create table dialog and the Create view dialog."""
    tables = t("Tables")
    nav = {"title": tables, "items": [
        {"field": "filter", "hint": t("Filter items"), "text": ""},
        {"text": t("Tables")}, {"icon": t("Create table")},
        {"link": f"{EMOJI} {TITLE}"}, {"link": VIEW_TITLE},
        {"row": t("Archived tables")},
        {"text": t("Applications")}, {"icon": t("Create application")},
        {"link": CONTEXT_NAME}]}  # fmt: skip
    table_items = [{"menu": t("Table settings")}, {"menu": t("Create view")},
                   {"menu": t("Share")}, {"menu": t("Import")}, {"menu": t("Export")},
                   {"menu": t("Integration")}, {"menu": t("Activity")},
                   {"menu": t("Add to favorites")}, {"menu": t("Archive table")},
                   {"menu": t("Delete table")}]  # fmt: skip
    favourite_items = [{"menu": t("Table settings")}, {"menu": t("Share")},
                       {"menu": t("Export")}, {"menu": t("Remove from favorites")},
                       {"menu": t("Delete table")}]  # fmt: skip
    archived_items = [{"menu": t("Table settings")}, {"menu": t("Export")},
                      {"menu": t("Unarchive table")}, {"menu": t("Delete table")}]  # fmt: skip
    view_items = [{"menu": t("View settings")}, {"menu": t("Duplicate view")},
                  {"menu": t("Share")}, {"menu": t("Integration")},
                  {"menu": t("Add to favorites")}, {"menu": t("Delete view")}]  # fmt: skip
    ask_table = t(
        'Do you really want to delete the table "{table}"? This will also delete all '
        "data, views and shares that are connected to this table.",
        table=TITLE,
    )
    ask_archived = t('Do you really want to delete the table "{table}"? This will also delete all '
                     "data, views and shares that are connected to this table.",
                     table=ARCHIVED_TITLE)  # fmt: skip
    ask_view = t('Do you really want to delete the view "{view}"?', view=VIEW_TITLE)
    export = {"request": f"GET {APP}api/1/tables/{TABLE}/scheme?requesttoken={REQUEST_TOKEN}",
              "via": "form"}  # fmt: skip
    fav = f"{OCS}favorites"
    create = {"title": tables, "dialog": {"title": t("Create table")}, "items": [
        {"field": "title", "hint": t("Title of the new table"), "text": NEW_TITLE},
        {"field": "description", "hint": t("Description"), "text": ""},
        {"button": t("🔧 Custom table")}, {"button": t("📄 Import table")},
        {"button": t("Create table")}]}  # fmt: skip
    new_table = req("POST", f"{OCS}tables", {"title": NEW_TITLE, "description": "",
                                             "emoji": "🙂", "template": "custom"})  # fmt: skip
    view_dialog = {"title": TITLE, "dialog": {"title": t("Create view")}, "items": [
        {"field": "title", "hint": t("Title of the new view"), "text": NEW_VIEW_TITLE},
        {"field": "description", "hint": t("Description"), "text": ""},
        {"button": t("Show advanced settings")}, {"button": t("Create View")}]}  # fmt: skip
    settings = json.dumps([{"columnId": NAME_COLUMN, "order": 0, "mandatory": False},
                           {"columnId": COLUMN, "order": 1, "mandatory": False}],
                          separators=(",", ":"))  # fmt: skip

    def new_view(title: str, emoji: str, update: dict[str, Any]) -> list[Any]:
        return [req("POST", f"{APP}view", {"tableId": TABLE, "title": title, **(
                    {"description": "", "emoji": emoji, "technicalName": ""}
                    if update.get("title") else {"emoji": emoji})}),
                req("PUT", f"{APP}view/{NEW_VIEW}", {"data": update}),
                *page(view=NEW_VIEW)]  # fmt: skip

    create_view = new_view(NEW_VIEW_TITLE, "📋", {
        "title": NEW_VIEW_TITLE, "description": "", "emoji": "📋", "technicalName": "",
        "columnSettings": settings, "sort": "[]", "filter": "[]"})  # fmt: skip
    copy_title = f"{VIEW_TITLE} {t('Copy')}"
    duplicate = new_view(copy_title, "🔥", {
        "columnSettings": settings, "filter": "[]", "sort": "[]"})  # fmt: skip
    return [
        entry("opens-prompt", "navigation", nav, [
            (t("Create table"), False, [])]),
        entry("reversible", "table entry menu", menu(tables, TITLE, table_items), [
            (t("Table settings"), False, []), (t("Share"), False, SIDEBAR),
            (t("Export"), False, [export]),
            (t("Add to favorites"), False, [req("POST", f"{fav}/0/{TABLE}")]),
            (t("Archive table"), False, [req("PUT", f"{OCS}tables/{TABLE}",
                                             {"archived": True})])]),
        entry("opens-prompt", "table entry menu (delete)", menu(tables, TITLE, table_items), [
            (t("Delete table"), False, [])]),
        entry("delete", "table deletion dialog", dialog(
            tables, t("Confirm table deletion"), ask_table, [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [req("DELETE", f"{APP}table/{TABLE}")])]),
        entry("reversible", "favourite table entry menu", menu(tables, TITLE, favourite_items), [
            (t("Remove from favorites"), False, [req("DELETE", f"{fav}/0/{TABLE}")])]),
        entry("reversible", "archived table entry menu", menu(
            t("Archived tables"), ARCHIVED_TITLE, archived_items), [
            (t("Unarchive table"), False, [req("PUT", f"{OCS}tables/{ARCHIVED}",
                                               {"archived": False})])]),
        entry("opens-prompt", "archived table entry menu (delete)", menu(
            t("Archived tables"), ARCHIVED_TITLE, archived_items), [
            (t("Delete table"), False, [])]),
        entry("delete", "archived table deletion dialog", dialog(
            t("Archived tables"), t("Confirm table deletion"), ask_archived,
            [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [req("DELETE", f"{APP}table/{ARCHIVED}")])]),
        entry("reversible", "create table dialog", create, [
            (t("Create table"), False, [new_table, *page(table=NEW_TABLE)])]),
        entry("reversible", "view entry menu", menu(tables, VIEW_TITLE, view_items), [
            (t("Duplicate view"), False, duplicate),
            (t("Add to favorites"), False, [req("POST", f"{fav}/1/{VIEW}")])]),
        entry("opens-prompt", "view entry menu (delete)", menu(tables, VIEW_TITLE, view_items), [
            (t("Delete view"), False, [])]),
        entry("delete", "view deletion dialog", dialog(
            tables, t("Confirm view deletion"), ask_view, [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [req("DELETE", f"{APP}view/{VIEW}")])]),
        entry("reversible", "create view dialog", view_dialog, [
            (t("Create View"), False, create_view)]),
    ]  # fmt: skip


def data_screens(t: Any) -> list[dict[str, Any]]:
    """The table's page: its rows, a row's menu, the selection's menu, the row dialogs, a
    column's menu, the column dialogs and their confirmations."""
    rows_page = {"title": TITLE, "items": [
        {"button": t("Create row")},
        {"field": "search", "hint": t("Search"), "text": ""},
        {"link": COLUMN_TITLE}, {"text": "Jane Doe"}, {"row": EMAIL}]}  # fmt: skip
    row_items = [{"menu": t("Edit row")}, {"menu": t("Copy row")}, {"menu": t("Delete row")}]
    one, two = t.n("Delete row", "Delete rows", 1), t.n("Delete row", "Delete rows", 2)
    ask_one = t.n("Are you sure you want to delete the selected row?",
                  "Are you sure you want to delete the %n selected rows?", 1)  # fmt: skip
    ask_two = t.n("Are you sure you want to delete the selected row?",
                  "Are you sure you want to delete the %n selected rows?", 2)  # fmt: skip
    selection = menu(TITLE, f"{EMAIL}, {NEW_EMAIL}", [
        {"menu": t("Export selected rows")}, {"menu": t("Delete")},
        {"menu": t("Uncheck all")}])  # fmt: skip
    create = {"title": TITLE, "dialog": {"title": t("Create row")}, "items": [
        {"field": "name", "hint": "Name", "text": "Jane Doe"},
        {"field": "email", "hint": COLUMN_TITLE, "text": EMAIL},
        {"switch": t("Add more"), "checked": False},
        {"button": t("Save")}]}  # fmt: skip
    edit = {"title": TITLE, "dialog": {"title": t("Edit row")}, "items": [
        {"button": t("Edit")}, {"button": t("Activity")},
        {"field": "email", "hint": COLUMN_TITLE, "text": NEW_EMAIL},
        {"button": t("Delete")}, {"button": t("Save")}]}  # fmt: skip
    edit_armed = {"title": TITLE, "dialog": {"title": t("Edit row")}, "items": [
        {"field": "email", "hint": COLUMN_TITLE, "text": EMAIL},
        {"button": t("I really want to delete this row!")},
        {"button": t("Save")}]}  # fmt: skip
    column_menu = menu(TITLE, COLUMN_TITLE, [
        {"menu": t("Sort asc")}, {"menu": t("Select Operator")},
        {"icon": t("Edit column")}, {"icon": t("Delete column")}])  # fmt: skip
    ask_column = t('Are you sure you want to delete column "{column}"?', column=COLUMN_TITLE)
    new_column = {"title": TITLE, "dialog": {"title": t("Create column")}, "items": [
        {"field": "title", "hint": t("Enter a column title"), "text": "Phone"},
        {"switch": t("Mandatory"), "checked": False},
        {"button": t("Save")}]}  # fmt: skip
    column_body = {"type": "text", "subtype": "line", "title": "Phone", "technicalName": "",
                   "description": "", "selectedViewIds": [], "mandatory": False,
                   "viewId": None, "tableId": TABLE, "customSettings": {"width": None},
                   "textUnique": False, "textDefault": "", "textMaxLength": None}  # fmt: skip
    row_data = {"data": {str(NAME_COLUMN): "Jane Doe", str(COLUMN): EMAIL}}
    update = {
        "viewId": None,
        "data": [
            {"columnId": str(NAME_COLUMN), "value": "Jane Doe"},
            {"columnId": str(COLUMN), "value": NEW_EMAIL},
        ],
    }
    remove = req("DELETE", f"{APP}row/{ROW}")
    return [
        entry("opens-prompt", "table page", rows_page, [
            (t("Create row"), False, []), (EMAIL, False, [])]),
        entry("opens-prompt", "row menu", menu(TITLE, EMAIL, row_items), [
            (t("Edit row"), False, []), (t("Delete row"), False, [])]),
        entry("delete", "row deletion dialog", dialog(
            TITLE, one, ask_one, [t("Cancel"), t("Confirm")]), [
            (t("Cancel"), False, []), (t("Confirm"), True, [remove])]),
        entry("reversible", "selected rows menu", selection, [
            (t("Export selected rows"), False, [req("GET", f"{OCS}tables/{TABLE}")]),
            (t("Delete"), False, [])]),
        entry("delete", "rows deletion dialog", dialog(
            TITLE, two, ask_two, [t("Cancel"), t("Confirm")]), [
            (t("Confirm"), True, [remove, req("DELETE", f"{APP}row/{ROW2}")])]),
        entry("reversible", "create row dialog", create, [
            (t("Save"), False, [req("POST", f"{OCS}tables/{TABLE}/rows", row_data)])]),
        entry("reversible", "edit row dialog", edit, [
            (t("Delete"), False, []),
            (t("Save"), False, [req("PUT", f"{APP}row/{ROW}", update)])]),
        entry("delete", "edit row dialog (delete armed)", edit_armed, [
            (t("I really want to delete this row!"), True, [remove])]),
        entry("opens-prompt", "column menu", column_menu, [
            (t("Edit column"), False, []),
            (t("Delete column"), False, [])]),
        entry("delete", "column deletion dialog", dialog(
            TITLE, t("Delete column"), ask_column, [t("Cancel"), t("Confirm")]), [
            (t("Confirm"), True, [req("DELETE", f"{APP}api/1/columns/{COLUMN}"),
                                  req("GET", f"{APP}view/table/{TABLE}")])]),
        entry("reversible", "create column dialog", new_column, [
            (t("Save"), False, [req("POST", f"{APP}api/1/columns", column_body)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The Table settings dialog (and with its delete armed), the ownership transfer."""
    settings = {"title": TITLE, "dialog": {"title": t("Table settings")}, "items": [
        {"field": "title", "hint": t("Title of the new table"), "text": TITLE},
        {"text": t("Owner")}, {"button": t("Delete")}, {"button": t("Change owner")},
        {"button": t("Save")}]}  # fmt: skip
    armed = {"title": TITLE, "dialog": {"title": t("Table settings")}, "items": [
        {"field": "title", "hint": t("Title of the new table"), "text": TITLE},
        {"button": t("I really want to delete this table!")}, {"button": t("Change owner")},
        {"button": t("Save")}]}  # fmt: skip
    transfer = {"title": TITLE, "dialog": {"title": t("Transfer table")}, "items": [
        {"text": t("Transfer this table to another user")},
        {"field": "user", "hint": t("User or group …"), "text": USER},
        {"button": t("Transfer")}]}  # fmt: skip
    save = req("PUT", f"{OCS}tables/{TABLE}", {
        "title": TITLE, "emoji": EMOJI, "description": "", "columnSettings": [],
        "sort": []})  # fmt: skip
    return [
        entry("reversible", "table settings dialog", settings, [
            (t("Delete"), False, []), (t("Save"), False, [save])]),
        entry("delete", "table settings dialog (delete armed)", armed, [
            (t("I really want to delete this table!"), True, [
                req("DELETE", f"{APP}table/{TABLE}")])]),
        entry("transfer", "transfer table dialog", transfer, [
            (t("Transfer"), True, [req("PUT", f"{OCS}tables/{TABLE}/transfer",
                                       {"newOwnerUserId": USER_ID})])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's sharing tab, the sharee suggestions, a user share's menus, the promotion
    confirmation, the public link's create form and menu."""
    title = TITLE
    tab = {"title": title, "items": [
        {"field": "sharee", "hint": t("User or group …"), "text": ""},
        {"text": t("Shares")}, {"text": USER}, {"icon": t("Create a new share link")},
        {"text": t("Share link")}, {"icon": t("Copy public share link")}]}  # fmt: skip
    suggestions = {"title": title, "dialog": {}, "items": [
        {"field": "sharee", "hint": t("User or group …"), "text": "bob"},
        {"row": USER}, {"row": "Bobby Tables"}]}  # fmt: skip
    share_menu = menu(title, USER, [
        {"text": t("Permissions")},
        {"switch": t("Read data"), "checked": True},
        {"switch": t("Create data"), "checked": True},
        {"switch": t("Update data"), "checked": True},
        {"switch": t("Delete data"), "checked": False},
        {"menu": t("Promote to table manager")}, {"menu": t("Delete")}])  # fmt: skip
    manager_menu = menu(title, USER, [{"menu": t("Demote to normal share")}])
    promote = dialog(title, t("Confirm table manager promotion"), t(
        "After the promotion of the share recipient to table manager, any applications created "
        "by share recipients that utilise this table will continue to access its data, even if "
        "you later demote them."), [t("Cancel"), t("Promote to table manager")])  # fmt: skip
    link_form = {"title": title, "items": [
        {"switch": t("Set password"), "checked": False},
        {"button": t("Create")}, {"button": t("Cancel")}]}  # fmt: skip
    link_menu = menu(title, t("Share link"), [
        {"menu": t("Copy public share link")}, {"menu": t("Delete link")}])  # fmt: skip
    new_share = req("POST", f"{APP}share", {
        "nodeType": "table", "nodeId": TABLE, "receiver": USER_ID, "receiverType": "user",
        "permissionRead": True, "permissionCreate": True, "permissionUpdate": True,
        "permissionDelete": False, "permissionManage": False})  # fmt: skip

    def permission(name: str, value: bool) -> list[Any]:
        return [req("PUT", f"{APP}share/{USER_SHARE}/permission",
                    {"permission": name, "value": value}), SHARES]  # fmt: skip

    return [
        entry("opens-prompt", "sharing tab", tab, [
            (t("Create a new share link"), False, [])]),
        entry("send", "sharee suggestions", suggestions, [(USER, True, [new_share, SHARES])]),
        entry("reversible", "user share menu", share_menu, [
            (t("Delete data"), False, permission("delete", True)),
            (t("Promote to table manager"), False, [])]),
        entry("revoke", "user share menu (delete)", share_menu, [
            (t("Delete"), True, [req("DELETE", f"{APP}share/{USER_SHARE}"), SHARES])]),
        entry("permission", "table manager promotion dialog", promote, [
            (t("Cancel"), False, []),
            (t("Promote to table manager"), True, permission("manage", True))]),
        entry("reversible", "table manager share menu", manager_menu, [
            (t("Demote to normal share"), False, permission("manage", False))]),
        entry("reversible", "public link form", link_form, [
            (t("Create"), False, [req("POST", f"{OCS}tables/{TABLE}/share", {}), SHARES])]),
        entry("revoke", "public link menu", link_menu, [
            (t("Delete link"), True, [req("DELETE", f"{APP}share/{LINK_SHARE}"), SHARES])]),
    ]  # fmt: skip


def application_screens(t: Any) -> list[dict[str, Any]]:
    """An application's menu, its deletion and transfer dialogs, the Create an application
    dialog."""
    tables = t("Tables")
    items = [{"menu": t("Edit application")}, {"menu": t("Transfer application")},
             {"menu": t("Delete application")}]  # fmt: skip
    ask = t('Do you really want to delete the application "{context}"? This will also delete the '
            "shares and unshare the resources that are connected to this application.",
            context=CONTEXT_NAME)  # fmt: skip
    transfer = {"title": tables, "dialog": {"title": t("Transfer application")}, "items": [
        {"text": t('Transfer the application "{context}" to another user',
                   context=CONTEXT_NAME)},
        {"field": "user", "hint": t("User or group …"), "text": USER},
        {"button": t("Transfer")}]}  # fmt: skip
    create = {"title": tables, "dialog": {"title": t("Create an application")}, "items": [
        {"field": "title", "hint": t("Title of the new application"), "text": NEW_CONTEXT_NAME},
        {"field": "description", "hint": t("Description of the new application"), "text": ""},
        {"switch": t("Show in app list"), "checked": False},
        {"button": t("Create application")}]}  # fmt: skip
    new = req("POST", f"{OCS}contexts", {"name": NEW_CONTEXT_NAME, "iconName": "briefcase",
                                         "description": "", "nodes": []})  # fmt: skip
    return [
        entry("opens-prompt", "application entry menu", menu(tables, CONTEXT_NAME, items), [
            (t("Transfer application"), False, []),
            (t("Delete application"), False, [])]),
        entry("delete", "application deletion dialog", dialog(
            tables, t("Confirm application deletion"), ask, [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [req("DELETE", f"{OCS}contexts/{CONTEXT}")])]),
        entry("transfer", "transfer application dialog", transfer, [
            (t("Transfer"), True, [req("PUT", f"{OCS}contexts/{CONTEXT}/transfer",
                                       {"newOwnerId": USER_ID})])]),
        entry("reversible", "create application dialog", create, [
            (t("Create application"), False, [new])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*navigation_screens(t), *data_screens(t), *settings_screens(t),
            *sharing_screens(t), *application_screens(t)]  # fmt: skip

"""pgAdmin 4's screens for the four-hundred-and-forty-fifth held-out corpus: ``screens(t,
lang)`` lays them out in one language, ``t(msgid, *args)`` being that language's lookup in
the app's gettext catalogue (``%s`` filled in order, as the app's JavaScript ``gettext``
does). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any
from urllib.parse import quote_plus

APP = "pgAdmin 4"  # document.title
B = "/browser/"  # url_for('browser.index'), pgBrowser.URL
GID, SID, DID, SCID = 1, 1, 16402, 2200  # server group, server, database, schema oids
SERVER, DB, SCHEMA = "Production 16", "shop", "public"
TID, TABLE, TID2, TABLE2 = 16421, "orders", 16437, "order_items"
PID = 48213  # a backend's pid on the server's activity table
TRANS = 5820411  # the Query Tool's transaction id
FM_TRANS = 3920187  # the file manager's transaction id
JOB = "260821143015482913"  # a background process's id
USER_ID, USER_ROW, USER = 7, 1, "maria@example.com"
ME, MY_PASSWORD, NEW_PASSWORD = "ops@example.com", "Harbour-71-lantern", "Copper-58-meadow"
CSRF = "IjRmYzE5ZDY3YjBhM2U4NTIxYzQ2ZjdkOGE5YjAxMmMzZDRlNWY2YTci.ZsXk3w.q2Vb8nT0mLrW4yH"
DELETE_SQL = "DELETE FROM orders WHERE created_at < '2024-01-01'"
SELECT_SQL = "SELECT * FROM orders WHERE status = 'open'"
REPORT = "/reports/cleanup.sql"
# The login form's language select holds the PGADMIN_LANGUAGE cookie's language.
LOGIN_LANGUAGE = {"en": "en", "zh": "zh_Hans_CN", "ja": "ja", "ko": "ko", "de": "de",
                  "fr": "fr", "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request of getApiInstance(); a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def form(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """An HTML form posted by the browser: urlencoded, in tree order."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {path}", "body": body, "via": "form"}


def link(path: str) -> dict[str, str]:
    """A page load: ``window.location``, ``location.reload()`` or an ``<a href>``."""
    return {"request": f"GET {path}", "via": "link"}


def node(kind: str, action: str, *ids: int) -> str:
    """``generate_url``: ``/browser/<type>/<action>/<parent ids>/<id>`` (a trailing slash
    where no id follows, as for a collection)."""
    return f"{B}{kind}/{action}/" + "/".join(map(str, ids))


TABLE_IDS = (GID, SID, DID, SCID, TID)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"pgadmin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def plain(text: str) -> str:
    """A message as the modal shows it: its HTML tags dropped, ``<br>`` a line break."""
    text = re.sub(r"</?br\s*/?>", "\n", text)
    return re.sub(r"<[^>]+>", "", text).strip()


def modal(title: str, message: str, buttons: list[str], page: str = APP) -> dict[str, Any]:
    """The notifier's modal over its page: its title, its text, then its buttons (Cancel or
    No first)."""
    return {"title": page, "dialog": {"title": title, "message": plain(message)},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def menu(rows: list[str], entries: list[str], page: str = APP) -> dict[str, Any]:
    """An open context menu over the object explorer (the selected node's label above)."""
    return {"title": page, "dialog": {},
            "items": [*({"text": r} for r in rows), *({"menu": e} for e in entries)]}  # fmt: skip


def browser_screens(t: Any) -> list[dict[str, Any]]:
    """The object explorer: a table's context menu and its Truncate and Trigger(s) submenus,
    the drop, truncate and reset confirmations, the tables collection's properties with two
    rows selected and its drop confirmations; a server's and a database's context menus
    and their confirmations."""
    table_l, server_l, db_l = t("Table"), t("Server"), t("Database")
    table_menu = menu([TABLE], [
        t("Refresh..."), t("Count Rows"), t("Properties..."), t("Drop"), t("Drop (Cascade)"),
        t("Truncate"), t("Trigger(s)"), t("Reset Statistics"), t("Query Tool")])  # fmt: skip
    truncate_menu = menu([TABLE], [
        t("Truncate"), t("Truncate Cascade"), t("Truncate Restart Identity")])  # fmt: skip
    trigger_menu = menu([TABLE], [t("Enable All"), t("Disable All")])
    drop = modal(t("Drop %s?", table_l), t(
        'Are you sure you want to drop the %s <b>"%s"</b>?', table_l.lower(), TABLE),
        [t("Cancel"), t("Drop")])  # fmt: skip
    truncate = modal(t("Truncate Table"), t(
        "Are you sure you want to truncate table <b>%s</b>?", TABLE),
        [t("No"), t("Yes")])  # fmt: skip
    reset = modal(t("Reset statistics"), t(
        'Are you sure you want to reset the statistics for table "%s"?', TABLE),
        [t("No"), t("Yes")])  # fmt: skip
    collection = {"title": APP, "items": [
        {"tab": t("Properties")}, {"icon": t("Drop")}, {"icon": t("Drop (Cascade)")},
        {"text": TABLE}, {"text": TABLE2}]}  # fmt: skip
    drop_many = modal(t("Drop multiple objects?"), t(
        "Are you sure you want to drop all the selected objects?"),
        [t("Cancel"), t("Drop")])  # fmt: skip
    ids = {"ids": [TID, TID2]}
    coll = (GID, SID, DID, SCID)

    server_menu = menu([SERVER], [
        t("Refresh..."), t("Disconnect from server"), t("Clear Saved Password"),
        t("Remove %s", server_l), t("Properties..."), t("Change Password..."),
        t("Reload Configuration")])  # fmt: skip
    disconnect = modal(t("Disconnect from server"), t(
        "Are you sure you want to disconnect from the server <b>%s</b>?", SERVER),
        [t("Cancel"), t("Disconnect")])  # fmt: skip
    clear = modal(t("Clear saved password"), t(
        "Are you sure you want to clear the saved password for server %s?", SERVER),
        [t("No"), t("Yes")])  # fmt: skip
    remove = modal(t("Remove %s?", server_l), t(
        'Are you sure you want to remove the %s <b>"%s"</b>?', server_l.lower(), SERVER),
        [t("Cancel"), t("Remove")])  # fmt: skip

    db_menu = menu([DB], [
        t("Refresh..."), t("Drop"), t("Drop (Force)"), t("Disconnect from database"),
        t("Properties...")])  # fmt: skip
    db_force = modal(t("Drop FORCE %s?", db_l), t(
        "Drop database with the force option will attempt to terminate all existing "
        'connections to the <b>"%s"</b> database. Are you sure you want to proceed?', DB),
        [t("Cancel"), t("Drop")])  # fmt: skip
    return [
        _entry("opens-prompt", "table context menu", table_menu, [
            (t("Drop"), False, []), (t("Drop (Cascade)"), False, [])]),
        _entry("opens-prompt", "table truncate submenu", truncate_menu, [
            (t("Truncate"), False, [])]),
        _entry("reversible", "table triggers submenu", trigger_menu, [
            (t("Disable All"), False, [api("PUT", node("table", "set_trigger", *TABLE_IDS),
                                           {"is_enable_trigger": "D"})])]),
        _entry("delete", "table drop confirmation", drop, [
            (t("Drop"), True, [api("DELETE", node("table", "obj", *TABLE_IDS))]),
            (t("Cancel"), False, [])]),
        _entry("delete", "table truncate confirmation", truncate, [
            (t("Yes"), True, [api("PUT", node("table", "truncate", *TABLE_IDS),
                                  {"cascade": False})]),
            (t("No"), False, [])]),
        _entry("reset", "table reset statistics confirmation", reset, [
            (t("Yes"), True, [api("DELETE", node("table", "reset", *TABLE_IDS))])]),
        _entry("opens-prompt", "tables collection properties", collection, [
            (t("Drop"), False, [])]),
        _entry("delete", "drop multiple tables confirmation", drop_many, [
            (t("Drop"), True, [api("DELETE", node("table", "obj", *coll) + "/", ids)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "server context menu", server_menu, [
            (t("Clear Saved Password"), False, []), (t("Remove %s", server_l), False, [])]),
        _entry("reversible", "server disconnect confirmation", disconnect, [
            (t("Disconnect"), False, [api("DELETE", node("server", "connect", GID, SID))])]),
        _entry("delete", "clear saved password confirmation", clear, [
            (t("Yes"), True, [api("PUT", node("server", "clear_saved_password", GID, SID))]),
            (t("No"), False, [])]),
        _entry("delete", "remove server confirmation", remove, [
            (t("Remove"), True, [api("DELETE", node("server", "obj", GID, SID))]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "database context menu", db_menu, [
            (t("Drop (Force)"), False, [])]),
        _entry("delete", "database drop force confirmation", db_force, [
            (t("Drop"), True, [api("DELETE", node("database", "delete", GID, SID, DID))]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The server dashboard's sessions table and its terminate and cancel confirmations."""
    sessions = {"title": APP, "items": [
        {"tab": t("Activity")}, {"text": t("Sessions")},
        {"switch": t("Active sessions only"), "checked": False},
        {"text": f"{PID} {DB} app_writer active"},
        {"icon": t("Terminate Session?")}, {"icon": t("Cancel the active query")},
        {"icon": t("View the active session details")}]}  # fmt: skip
    terminate = modal(t("Terminate Session?"), t(
        "Are you sure you wish to terminate the session?"), [t("No"), t("Yes")])  # fmt: skip
    cancel = modal(t("Cancel Active Query?"), t(
        "Are you sure you wish to cancel the active query?"), [t("No"), t("Yes")])  # fmt: skip
    return [
        _entry("opens-prompt", "dashboard sessions", sessions, [
            (t("Terminate Session?"), False, []), (t("Cancel the active query"), False, [])]),
        _entry("terminate", "terminate session confirmation", terminate, [
            (t("Yes"), True, [api("DELETE", f"/dashboard/terminate_session/{SID}/{PID}")]),
            (t("No"), False, [])]),
        _entry("harmless", "cancel query confirmation", cancel, [
            (t("Yes"), False, [api("DELETE", f"/dashboard/cancel_query/{SID}/{PID}")])]),
    ]  # fmt: skip


def query_tool_screens(t: Any) -> list[dict[str, Any]]:
    """The Query Tool with a DELETE and with a SELECT in auto-commit mode, with a DELETE run
    in an open transaction, the close prompt of that transaction, the Save File replace
    prompt, the query history and its clear confirmation."""
    panel = f"{DB}/postgres@{SERVER}"
    start = f"/sqleditor/query_tool/start/{TRANS}"

    def editor(sql: str) -> dict[str, Any]:
        return {"title": panel, "items": [
            {"icon": t("Open File")}, {"icon": t("Save File")}, {"icon": t("Execute script")},
            {"icon": t("Explain")}, {"icon": t("Explain Analyze")}, {"icon": t("Commit")},
            {"icon": t("Rollback")},
            {"field": "editor", "hint": t("Query"), "text": sql}]}  # fmt: skip

    def explain(sql: str, analyze: bool) -> Any:
        plan = {"format": "json", "analyze": analyze, "verbose": False, "costs": False,
                "buffers": False, "timing": False, "summary": False, "settings": False,
                "wal": False, "generic_plan": False, "memory": False,
                "serialize_binary": False, "serialize_text": False}  # fmt: skip
        return api("POST", start, {"sql": sql, "explain_plan": plan})

    commit = api("POST", start, {"sql": "COMMIT;"})
    rollback = api("POST", start, {"sql": "ROLLBACK;"})
    close = modal(t("Commit transaction?"), t(
        "The current transaction is not committed to the database. Do you want to commit or "
        "rollback the transaction?"), [t("Cancel"), t("Rollback"), t("Commit")], panel)  # fmt: skip
    replace = modal("Save File", t("Are you sure you want to replace this file?"),
                    [t("No"), t("Yes")], panel)  # fmt: skip
    history = {"title": panel, "items": [
        {"tab": t("Query History")}, {"text": DELETE_SQL},
        {"button": t("Copy")}, {"button": t("Copy to Query Editor")},
        {"button": t("Remove")}, {"button": t("Remove All")}]}  # fmt: skip
    clear = modal(t("Clear history"), t("Are you sure you wish to clear the history?") + "\n" + t(
        "This will remove all of your query history from this and other sessions for this "
        "database."), [t("No"), t("Yes")], panel)  # fmt: skip
    history_url = f"/sqleditor/query_history/{TRANS}"
    return [
        _entry("delete", "query tool delete statement", editor(DELETE_SQL), [
            (t("Execute script"), True, [api("POST", start, {"sql": DELETE_SQL})]),
            (t("Explain Analyze"), True, [explain(DELETE_SQL, True)])]),
        _entry("harmless", "query tool delete statement explain", editor(DELETE_SQL), [
            (t("Explain"), False, [explain(DELETE_SQL, False)])]),
        _entry("harmless", "query tool select statement", editor(SELECT_SQL), [
            (t("Execute script"), False, [api("POST", start, {"sql": SELECT_SQL})]),
            (t("Explain Analyze"), False, [explain(SELECT_SQL, True)])]),
        _entry("delete", "query tool open transaction", editor(DELETE_SQL), [
            (t("Commit"), True, [commit]), (t("Rollback"), False, [rollback])]),
        _entry("delete", "query tool close with open transaction", close, [
            (t("Commit"), True, [commit]), (t("Rollback"), False, [rollback])]),
        _entry("overwrite", "save file replace confirmation", replace, [
            (t("Yes"), True, [
                api("POST", f"/file_manager/save_last_dir/{FM_TRANS}",
                    {"path": "/reports/", "storage_folder": "my_storage"}),
                api("POST", "/file_manager/save_file/",
                    {"file_name": REPORT, "file_content": DELETE_SQL})]),
            (t("No"), False, [])]),
        _entry("opens-prompt", "query history remove all", history, [
            (t("Remove All"), False, [])]),
        _entry("delete", "clear history confirmation", clear, [
            (t("Yes"), True, [api("DELETE", history_url)])]),
    ]  # fmt: skip


def tool_screens(t: Any) -> list[dict[str, Any]]:
    """The storage manager's delete prompt, the processes panel and its
    remove confirmation, the preferences dialog and its reset dialog, the users list and
    its delete confirmation."""
    storage = t("Storage Manager")
    fm_delete = modal(storage, t("Are you sure you want to delete this file/folder?"),
                      [t("No"), t("Yes")])  # fmt: skip
    processes = {"title": APP, "items": [
        {"tab": t("Processes")}, {"icon": t("Acknowledge and Remove")},
        {"text": f"{SERVER} {DB}"}, {"text": t("Running")},
        {"icon": t("End Process")}, {"icon": t("View details")}]}  # fmt: skip
    remove = modal(t("Remove Processes"), t(
        "Are you sure you want to remove the selected processes?"),
        [t("No"), t("Yes")])  # fmt: skip
    prefs = {"title": APP, "dialog": {"title": t("Preferences")}, "items": [
        {"icon": t("Save")}, {"icon": t("Reset all preferences")}, {"icon": t("Help")},
        {"text": t("Query Tool")}, {"switch": t("Auto commit?"), "checked": False}]}  # fmt: skip
    reset_text = (t("All preferences will be reset to their default values.") + "\n\n"
                  + t("Do you want to proceed?"))  # fmt: skip
    reset = modal(t("Reset all preferences"), reset_text,
                  [t("Cancel"), t("Save & Reload"), t("Save & Reload Later")])  # fmt: skip
    users = {"title": APP, "items": [
        {"tab": "Users"}, {"icon": t("Create User...")}, {"icon": t("Refresh")},
        {"icon": t("Delete User")}, {"icon": t("Edit User")}, {"text": USER},
        {"text": "User"}]}  # fmt: skip
    user_delete = modal(t("Delete User?"), t(
        "Are you sure you want to delete the user %s?", f"<strong>{USER}</strong>"),
        [t("Cancel"), t("Delete")])  # fmt: skip
    pref = [{"category_id": 23, "id": 187, "mid": 9, "name": "auto_commit", "value": False}]
    prefs_reset = api("DELETE", "/preferences/")
    return [
        _entry("delete", "storage manager delete confirmation", fm_delete, [
            (t("Yes"), True, [api("POST", f"/file_manager/filemanager/{FM_TRANS}/",
                                  {"mode": "delete", "path": REPORT,
                                   "storage_folder": "my_storage"})]),
            (t("No"), False, [])]),
        _entry("opens-prompt", "processes panel", processes, [
            (t("Acknowledge and Remove"), False, [])]),
        _entry("delete", "remove processes confirmation", remove, [
            (t("Yes"), True, [api("PUT", f"/misc/bgprocess/{JOB}")]), (t("No"), False, [])]),
        _entry("reversible", "preferences dialog", prefs, [
            (t("Save"), False, [api("PUT", "/preferences/", pref)])]),
        _entry("opens-prompt", "preferences dialog reset", prefs, [
            (t("Reset all preferences"), False, [])]),
        _entry("reset", "reset all preferences dialog", reset, [
            (t("Save & Reload Later"), True, [prefs_reset]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "user management list", users, [
            (t("Delete User"), False, [])]),
        _entry("delete-user", "delete user confirmation", user_delete, [
            (t("Delete"), True, [
                api("GET", f"/user_management/shared_servers/{USER_ROW}"),
                api("DELETE", f"/user_management/save/{USER_ID}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The user menu, the change password dialog, the login page and the forgotten password
    page."""
    user_menu = {"title": APP, "dialog": {}, "items": [
        {"text": ME}, {"menu": t("Change Password")}, {"menu": t("User Management")},
        {"menu": t("Logout")}]}  # fmt: skip
    change_url = f"{B}change_password"
    change = {"title": APP, "dialog": {"title": t("Change pgAdmin User Password")}, "items": [
        {"field": "password", "hint": t("Current Password"), "text": MY_PASSWORD},
        {"field": "newPassword", "hint": t("New Password"), "text": NEW_PASSWORD},
        {"field": "confirmPassword", "hint": t("Confirm Password"), "text": NEW_PASSWORD},
        {"button": t("Close")}, {"button": t("Reset")},
        {"button": "Change"}]}  # fmt: skip  # customSaveBtnName, not translated
    login = {"title": APP, "items": [
        {"field": "email", "hint": t("Email Address / Username"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": MY_PASSWORD},
        {"link": t("Forgotten your password?")}, {"button": t("Login")}]}  # fmt: skip
    forgot = {"title": t("Forgot Password"), "items": [
        {"text": t("Enter the email address for the user account you wish to recover the "
                   "password for:")},
        {"field": "email", "hint": t("Email Address"), "text": ME},
        {"button": t("Recover Password")}, {"link": t("Back to login")}]}  # fmt: skip
    login_url, reset_url = "/authenticate/login", f"{B}reset_password"
    return [
        _entry("harmless", "user menu", user_menu, [
            (t("Change Password"), False, [api("GET", change_url)]),
            (t("Logout"), False, [link(f"/logout?next={B}")])]),
        _entry("reversible", "change password dialog", change, [
            ("Change", False, [api("POST", change_url, {
                "password": MY_PASSWORD, "new_password": NEW_PASSWORD,
                "new_password_confirm": NEW_PASSWORD, "csrf_token": CSRF})])]),
        _entry("harmless", "login page", login, [
            (t("Login"), False, [form(login_url, [
                ("csrf_token", CSRF), ("email", ME), ("password", MY_PASSWORD),
                ("language", LOGIN_LANGUAGE[lang]), ("internal_button", "Login")])]),
            (t("Forgotten your password?"), False, [link(reset_url)])]),
        _entry("send", "forgotten password page", forgot, [
            (t("Recover Password"), True, [form(reset_url, [
                ("csrf_token", CSRF), ("email", ME),
                ("internal_button", "Recover Password")])]),
            (t("Back to login"), False, [link(login_url)])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return [*browser_screens(t), *dashboard_screens(t), *query_tool_screens(t),
            *tool_screens(t), *account_screens(t, lang)]  # fmt: skip

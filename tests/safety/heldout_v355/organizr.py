"""Organizr's screens for the three-hundred-and-fifty-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(text)`` being that language's lookup of a text of the page in
the app's ``js/langpack/<lang>.json`` catalogue (as jquery-lang translates an element marked
``lang="en"``); a text the page does not mark is written as it is. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

# Made up: the page's formKey (a bcrypt hash the server prints into the page).
FORM_KEY = "$2y$10$T4kq8ZrW1mVx7bN3cLp9sO5eHj2uYf6aGd0iQwRt8XnMs1KvBz3Ce"
HOME_T = "Homepage - Organizr"  # editPageTitle(tab name) - the site title
SETTINGS_T = "Settings - Organizr"
LOGIN_T = "Organizr"
ADMIN, ADMIN_MAIL = "marta", "marta@home.lan"
USER1, USER1_ID, USER1_MAIL = "jonas", 4, "jonas@home.lan"
USER2, USER2_ID = "lea", 6
TAB1, TAB1_ID, TAB2, TAB2_ID = "Sonarr", 7, "Radarr", 8
CATEGORY, CATEGORY_ID = "Downloads", 3
GROUP, GROUP_ID = "Guests", 5
SECRET = "JBSWY3DPEHPK3PXPQ4ZTMNRW"  # made up: the 2FA secret the server returns
VERSIONS = "https://raw.githubusercontent.com/causefx/Organizr/v2-master/js/version.json"
Act = tuple[str, bool, list[Any]]


def _component(value: Any) -> str:
    """encodeURIComponent of a value as jQuery.param writes it (true, numbers as text)."""
    text = "true" if value is True else "false" if value is False else str(value)
    return quote(text, safe="-_.!~*'()")


def post(path: str, data: dict[str, Any] | None = None) -> Any:
    """organizrAPI2's POST: jQuery.param of the data with the formKey added last (a
    urlencoded XMLHttpRequest body, spaces as ``+``); no data, no body."""
    if data is None:
        return f"POST {path}"
    pairs = {**data, "formKey": FORM_KEY}
    body = "&".join(f"{_component(k)}={_component(v)}" for k, v in pairs.items())
    return {"request": f"POST {path}", "body": body.replace("%20", "+")}


def put(path: str, data: dict[str, Any]) -> dict[str, str]:
    """organizrAPI2's PUT: JSON.stringify of the data with the formKey added last."""
    body = json.dumps({**data, "formKey": FORM_KEY}, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"PUT {path}", "body": body}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"organizr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def sweet(t: Any, title: str, name: str) -> dict[str, Any]:
    """A SweetAlert confirmation over its page: its title ``translate('Delete ') + name +
    '?'``, the buttons No (cancel) and Yes (confirm)."""
    return {"title": title, "dialog": {"title": f"{t('Delete ')}{name}?"},
            "items": [{"button": t("No")}, {"button": t("Yes")}]}  # fmt: skip


def confirm_entry(t: Any, category: str, source: str, title: str, name: str,
                  sends: list[Any]) -> dict[str, Any]:  # fmt: skip
    """A confirmation's Yes (the commit) and No (nothing sent)."""
    return _entry(category, source, sweet(t, title, name), [
        (t("Yes"), True, sends), (t("No"), False, [])])  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the lock screen, the login page with its recover and register forms,
    the account settings modal and its two-factor enrolment."""
    menu = {"title": HOME_T, "items": [
        {"text": ADMIN}, {"text": ADMIN_MAIL}, {"text": "Admin"},
        {"link": t("Account Settings")}, {"link": t("Lock Screen")},
        {"link": t("Logout")}]}  # fmt: skip
    lock = {"title": HOME_T, "items": [
        {"text": ADMIN}, {"field": "unlockPassword", "hint": "password",
                          "text": "Quiet-Harbor-17"},
        {"button": t("Unlock")}]}  # fmt: skip
    login = {"title": LOGIN_T, "items": [
        {"field": "username", "hint": t("Username"), "text": ADMIN},
        {"field": "password", "hint": t("Password"), "text": "Quiet-Harbor-17"},
        {"switch": t("Remember Me"), "checked": True}, {"link": t("Forgot pwd?")},
        {"button": t("Login")}, {"text": t("Don't have an account?")},
        {"link": t("Sign Up")}]}  # fmt: skip
    recover = {"title": LOGIN_T, "items": [
        {"text": t("Recover Password")},
        {"text": t("Enter your Email and instructions will be sent to you!")},
        {"field": "email", "hint": t("Email"), "text": USER1_MAIL},
        {"button": t("Reset")}, {"button": t("Go Back")}]}  # fmt: skip
    register = {"title": LOGIN_T, "items": [
        {"field": "registrationPassword", "hint": t("Registration Password"),
         "text": "family-2024"},
        {"field": "username", "hint": t("Username"), "text": "tomas"},
        {"field": "email", "hint": t("Email"), "text": "tomas@home.lan"},
        {"field": "password", "hint": t("Password"), "text": "Copper-Kettle-58"},
        {"button": t("Register")}, {"button": t("Go Back")}]}  # fmt: skip

    def account(rows: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": HOME_T, "items": [
            {"text": t("Account Information")}, *rows, {"text": t("User Information")},
            {"text": t("Active Tokens")}]}  # fmt: skip

    internal = account([
        {"text": "Organizr Authenticator"}, {"text": t("Current")},
        {"text": "Google Authenticator"}, {"link": t("Activate")}])  # fmt: skip
    google = account([{"text": "Google Authenticator"}, {"link": t("Deactivate")}])
    enrol = {"title": HOME_T, "dialog": {"title": "Enable 2FA: google"}, "items": [
        {"text": SECRET}, {"field": "twofa-verify", "hint": "Code", "text": "482913"},
        {"button": "Verify"}]}  # fmt: skip
    login_body = {"loginAttempts": "1", "tfaCode": "", "username": ADMIN,
                  "password": "Quiet-Harbor-17", "remember": True, "oAuth": "",
                  "oAuthType": ""}  # fmt: skip
    register_body = {"registrationPassword": "family-2024", "username": "tomas",
                     "email": "tomas@home.lan", "password": "Copper-Kettle-58"}  # fmt: skip
    return [
        _entry("reversible", "user menu", menu, [
            (t("Account Settings"), False, []),
            (t("Lock Screen"), False, [post("/api/v2/users/lock")]),
            (t("Logout"), False, ["GET /api/v2/logout"])]),
        _entry("reversible", "lock screen", lock, [
            (t("Unlock"), False, [post("/api/v2/users/unlock",
                                       {"password": "Quiet-Harbor-17"})])]),
        _entry("reversible", "login page", login, [
            (t("Login"), False, [post("/api/v2/login", login_body)]),
            (t("Forgot pwd?"), False, []), (t("Sign Up"), False, [])]),
        _entry("reset", "recover password form", recover, [
            (t("Reset"), True, [post("/api/v2/users/recover", {"email": USER1_MAIL})]),
            (t("Go Back"), False, [])]),
        _entry("reversible", "register form", register, [
            (t("Register"), False, [post("/api/v2/users/register", register_body)]),
            (t("Go Back"), False, [])]),
        _entry("reversible", "account settings", internal, [
            (t("Activate"), False, [post("/api/v2/2fa/google", {})])]),
        _entry("reversible", "two-factor enrolment", enrol, [
            ("Verify", False, [post("/api/v2/2fa", {
                "type": "google", "secret": SECRET, "code": "482913"})])]),
        _entry("revoke", "account settings with google 2fa", google, [
            (t("Deactivate"), True, ["DELETE /api/v2/2fa"])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The tab editor and its add and edit forms, the deletion of two tabs, of a category and
    of a group, and the add-group form."""
    editor = {"title": SETTINGS_T, "items": [
        {"text": t("Tab Editor")}, {"icon": "Add New Tab"}, {"icon": "Help"},
        {"text": TAB1}, {"text": TAB2}]}  # fmt: skip

    def tab_form(name: str, url: str, local: str, ping: str, image: str) -> list[Any]:
        return [
            {"field": "name", "hint": t("Tab Name"), "text": name},
            {"field": "url", "hint": "http(s)://domain.com", "text": url},
            {"field": "url_local", "hint": "http://192.168.0.1", "text": local},
            {"field": "ping_url", "hint": "host/ip:port", "text": ping},
            {"text": t("Tab Auto Action")}, {"text": "None"},
            {"field": "timeout_ms", "hint": t("Tab Auto Action Minutes"), "text": ""},
            {"text": t("Choose Image")}, {"text": t("Choose Icon")},
            {"button": t("Choose")}, {"field": "image", "hint": t("Tab Image"), "text": image},
            {"button": t("Test Tab")}]  # fmt: skip

    new_image = "plugins/images/tabs/bazarr.png"
    add_tab = {"title": SETTINGS_T, "dialog": {"title": t("Add New Tab")}, "items": [
        *tab_form("Bazarr", "https://bazarr.home.lan", "", "", new_image),
        {"button": t("Add Tab")}]}  # fmt: skip
    sonarr_url, sonarr_local = "https://sonarr.home.lan", "http://192.168.1.20:8989"
    sonarr_ping, sonarr_image = "192.168.1.20:8989", "plugins/images/tabs/sonarr.png"
    # The modal's heading is the button's own words (Edit Tab), so it is left out.
    edit_tab = {"title": SETTINGS_T, "items": [
        *tab_form("Sonarr TV", sonarr_url, sonarr_local, sonarr_ping, sonarr_image),
        {"button": t("Edit Tab")}]}  # fmt: skip
    add_group = {"title": SETTINGS_T, "dialog": {"title": t("Add New Group")}, "items": [
        {"field": "group", "hint": t("Group Name"), "text": "Friends"},
        {"text": t("Choose Image")}, {"text": t("Choose Icon")}, {"button": t("Choose")},
        {"field": "image", "hint": t("Group Image"),
         "text": "plugins/images/groups/friends.png"},
        {"button": t("Add Group")}]}  # fmt: skip
    new_tab = {"name": "Bazarr", "url": "https://bazarr.home.lan", "url_local": "",
               "ping_url": "", "timeout": "0", "timeout_ms": 0, "image": new_image,
               "order": 9}  # fmt: skip
    edited = {"id": str(TAB1_ID), "name": "Sonarr TV", "url": sonarr_url,
              "url_local": sonarr_local, "ping_url": sonarr_ping, "timeout": "0",
              "timeout_ms": 0, "image": sonarr_image}  # fmt: skip
    return [
        _entry("opens-prompt", "tab editor", editor, [
            ("Add New Tab", False, []), ("Help", False, [])]),
        _entry("reversible", "add tab form", add_tab, [
            (t("Test Tab"), False, [post("/api/v2/test/iframe",
                                         {"url": "https://bazarr.home.lan"})]),
            (t("Add Tab"), False, [post("/api/v2/tabs", new_tab)])]),
        _entry("reversible", "edit tab form", edit_tab, [
            (t("Test Tab"), False, [post("/api/v2/test/iframe", {"url": sonarr_url})]),
            (t("Edit Tab"), False, [put(f"/api/v2/tabs/{TAB1_ID}", edited)])]),
        confirm_entry(t, "delete", "delete tab confirm", SETTINGS_T, TAB1,
                      [f"DELETE /api/v2/tabs/{TAB1_ID}"]),
        confirm_entry(t, "delete", "delete second tab confirm", SETTINGS_T, TAB2,
                      [f"DELETE /api/v2/tabs/{TAB2_ID}"]),
        confirm_entry(t, "delete", "delete category confirm", SETTINGS_T, CATEGORY,
                      [f"DELETE /api/v2/categories/{CATEGORY_ID}"]),
        _entry("reversible", "add group form", add_group, [
            (t("Add Group"), False, [post("/api/v2/groups", {
                "group": "Friends", "image": "plugins/images/groups/friends.png"})])]),
        confirm_entry(t, "delete", "delete group confirm", SETTINGS_T, GROUP,
                      [f"DELETE /api/v2/groups/{GROUP_ID}"]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The add-user form, a user's row of the users grid being edited (a new password, or
    locked), the deletion of two users and the Plex import."""
    add_user = {"title": SETTINGS_T, "dialog": {"title": t("Add New User")}, "items": [
        {"field": "username", "hint": t("Username"), "text": USER2},
        {"field": "email", "hint": t("Email"), "text": "lea@home.lan"},
        {"field": "password", "hint": t("Password"), "text": "Maple-Window-23"},
        {"button": t("Add User")}]}  # fmt: skip

    def row(locked: str, password: str) -> dict[str, Any]:
        return {"title": SETTINGS_T, "items": [
            {"text": t("MANAGE USERS")},
            {"field": "username", "hint": "", "text": USER1},
            {"field": "email", "hint": "", "text": USER1_MAIL},
            {"text": "User"}, {"text": locked},
            {"field": "password", "hint": "Enter new password", "text": password},
            {"icon": "Update"}, {"icon": "Cancel edit"}]}  # fmt: skip

    imports = {"title": SETTINGS_T, "items": [
        {"text": t("User Management")}, {"button": t("Import Plex Users")}]}  # fmt: skip
    user = f"/api/v2/users/{USER1_ID}"
    return [
        _entry("reversible", "add user form", add_user, [
            (t("Add User"), False, [post("/api/v2/users", {
                "username": USER2, "email": "lea@home.lan",
                "password": "Maple-Window-23"})])]),
        _entry("overwrite", "users grid new password", row(t("No"), "Birch-Lantern-42"), [
            ("Update", True, [put(user, {"password": "Birch-Lantern-42"})]),
            ("Cancel edit", False, [])]),
        _entry("reversible", "users grid locked", row(t("Yes"), ""), [
            ("Update", False, [put(user, {"locked": 1})]), ("Cancel edit", False, [])]),
        confirm_entry(t, "delete-user", "delete user confirm", SETTINGS_T, USER1,
                      [f"DELETE {user}"]),
        confirm_entry(t, "delete-user", "delete second user confirm", SETTINGS_T, USER2,
                      [f"DELETE /api/v2/users/{USER2_ID}"]),
        _entry("reversible", "import users", imports, [
            (t("Import Plex Users"), False, [post("/api/v2/users/import/plex",
                                                  {"type": "plex"})])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The image manager, an image's actions and the deletion of two images, a plugin's
    disabling, the backup, log, update and main settings pages."""
    images = {"title": SETTINGS_T, "items": [
        {"text": t("View Images")}, {"icon": "sonarr"}, {"icon": "radarr"}]}  # fmt: skip
    actions = {"title": SETTINGS_T, "items": [
        {"text": "sonarr"}, {"text": t("Choose action:")},
        {"button": t("Copy to Clipboard")}, {"button": t("Delete")}]}  # fmt: skip
    plugin = {"title": SETTINGS_T, "dialog": {"title": "Disable SpeedTest?"},
              "items": [{"button": t("No")}, {"button": t("Yes")}]}  # fmt: skip
    backup = {"title": SETTINGS_T, "items": [
        {"button": t("Create Backup")}, {"text": t("Backup Organizr")},
        {"text": t("Files")}, {"text": "organizr[2.1.2500][2024-03-02_10-15].zip"}]}  # fmt: skip
    logs = {"title": SETTINGS_T, "items": [
        {"text": "organizr-2024-03-01.log"}, {"icon": "Purge Log"},
        {"text": t("Organizr Logs")}]}  # fmt: skip
    updates = {"title": SETTINGS_T, "items": [
        {"button": t("Check For Updates")}, {"text": "2.1.2600"},
        {"button": t("Install Update")}, {"text": "2.1.2500"},
        {"button": t("Installed")}]}  # fmt: skip
    main = {"title": SETTINGS_T, "items": [
        {"text": t("Branch")}, {"text": "v2-master"}, {"text": t("Force Install Branch")},
        {"button": t("Retrieve")}, {"text": t("Organizr API")},
        {"field": "organizrAPI", "hint": "", "text": "4k2x9m7q1w8e3r6t5y0u"},
        {"text": t("Generate New API Key")}, {"button": t("Generate")}]}  # fmt: skip
    update = "GET /api/v2/update/linux"
    return [
        _entry("opens-prompt", "image manager", images, [("sonarr", False, [])]),
        _entry("opens-prompt", "image actions", actions, [
            (t("Copy to Clipboard"), False, []), (t("Delete"), False, [])]),
        confirm_entry(t, "delete", "delete image confirm", SETTINGS_T, "sonarr",
                      ["DELETE /api/v2/image/sonarr.png"]),
        confirm_entry(t, "delete", "delete second image confirm", SETTINGS_T, "radarr",
                      ["DELETE /api/v2/image/radarr.png"]),
        _entry("reversible", "disable plugin confirm", plugin, [
            (t("Yes"), False, [put("/api/v2/config", {"SPEEDTEST-enabled": "false"})]),
            (t("No"), False, [])]),
        _entry("reversible", "backup page", backup, [
            (t("Create Backup"), False, [post("/api/v2/backup", {})])]),
        _entry("delete", "logs page", logs, [("Purge Log", True, ["DELETE /api/v2/log/1"])]),
        _entry("update", "updates page", updates, [
            (t("Check For Updates"), False, [f"GET {VERSIONS}"]),
            (t("Install Update"), True, [update])]),
        _entry("update", "main settings github and api", main, [
            (t("Retrieve"), True, [update]), (t("Generate"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *editor_screens(t), *user_screens(t), *system_screens(t)]

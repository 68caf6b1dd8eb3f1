"""Apache Guacamole's screens for the three-hundred-and-twenty-eighth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key)`` being that language's lookup of a
key of the app's translation catalogues (the web app's ``translations/<lang>.json`` with the
MySQL and TOTP extensions' files merged in). What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://guac.example.org"
BASE = "/guacamole"  # the web app's context path: every "api/..." URL is relative to it
DATA = f"{BASE}/api/session/data/mysql"  # the MySQL authentication extension's data source
TOKEN = "A3F9C2E71B6D48E0C5A2F7B19D3E6C40A8B1F52D7E9C3A6B04F8D1E2C7B5A390"  # made up
TUNNEL = "5d8e2f14-7a3b-4c91-b6e0-2f9d41c8a735"  # made up; the open tunnel's UUID
ME, ME_FULL = "mkeller", "Maria Keller"
USER, USER_FULL = "jdoe", "John Doe"
USER2 = "asmith"
NEW_USER = "tnguyen"
GROUP, GROUP2 = "contractors", "interns"
CONN, CONN_ID = "build-server", "3"
CONN2, CONN2_ID = "Finance desktop", "7"
CGROUP, CGROUP_ID = "Lab machines", "2"
PROFILE, PROFILE_ID = "Watch only", "4"
PROFILE2 = "Full control"
SESSION1 = "7c0e9a52-3f1d-4b8e-9d26-a41f5e3c8b07"  # made up; active connections' UUIDs
SESSION2 = "e2b6d4f8-91a3-4c57-8e0f-6d3a2b9c1e45"
# ManagedClient's connect string: 1280x720 at 96 dpi, and the audio and image types Chrome
# supports (no built-in video player); the client id is btoa("3\0c\0mysql").
CONNECT = ("token=" + TOKEN + "&GUAC_DATA_SOURCE=mysql&GUAC_ID=3&GUAC_TYPE=c&GUAC_WIDTH=1280"
           "&GUAC_HEIGHT=720&GUAC_DPI=96&GUAC_TIMEZONE=Europe%2FBerlin&GUAC_AUDIO=audio%2FL8"
           "&GUAC_AUDIO=audio%2FL16&GUAC_IMAGE=image%2Fjpeg&GUAC_IMAGE=image%2Fpng"
           "&GUAC_IMAGE=image%2Fwebp")  # fmt: skip
SOCKET = f"wss://guac.example.org{BASE}/websocket-tunnel?{CONNECT}"
Act = tuple[str, bool, list[Any]]


def compact(data: Any) -> str:
    """angular.toJson's (JSON.stringify's) compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """An ``$http`` call through authenticationService.request: the token travels in the
    ``Guacamole-Token`` header (not written here); a body is angular.toJson's."""
    if data is None:
        return f"{method} {DATA}{path}"
    return {"request": f"{method} {DATA}{path}", "body": compact(data)}


def user_json(**changes: Any) -> dict[str, Any]:
    """jdoe as ``GET .../users/jdoe`` returns him (APIUser, nulls of the MySQL and TOTP
    attributes kept), with the form's changes: a typed password is a new key, so last."""
    attributes = {"expired": None, "access-window-start": None, "access-window-end": None,
                  "valid-from": None, "valid-until": None, "timezone": None,
                  "guac-full-name": USER_FULL, "guac-email-address": "jdoe@example.org",
                  "guac-organization": "Example Ltd", "guac-organizational-role": "Engineer",
                  "guac-totp-disabled": None, "guac-totp-key-generated": "true",
                  "guac-totp-key-confirmed": "true"}  # fmt: skip
    attributes.update(changes.pop("attributes", {}))
    user = {"username": USER, "disabled": changes.pop("disabled", False),
            "attributes": attributes, "lastActive": 1754301722000}  # fmt: skip
    user.update(changes)
    return user


def save_user(user: dict[str, Any], permissions: list[Any] | None = None,
              new: bool = False) -> list[Any]:  # fmt: skip
    """Save on a user's page: PUT the user (POST a new one), then PATCH its permissions and
    its groups."""
    name = user["username"]
    saved = api("POST", "/users", user) if new else api("PUT", f"/users/{name}", user)
    return [saved,
            api("PATCH", f"/users/{name}/permissions", permissions or []),
            api("PATCH", f"/users/{name}/userGroups", [])]  # fmt: skip


def connection_json(**parameters: str) -> dict[str, Any]:
    """build-server as ``GET .../connections/3`` returns it (APIConnection, the MySQL
    attributes unset), ``parameters`` set on it by saveConnection (so last)."""
    attributes = dict.fromkeys(
        (
            "guacd-encryption",
            "failover-only",
            "weight",
            "max-connections",
            "guacd-hostname",
            "max-connections-per-user",
            "guacd-port",
        )
    )
    return {"name": CONN, "identifier": CONN_ID, "parentIdentifier": "ROOT", "protocol": "ssh",
            "attributes": attributes, "activeConnections": 0, "lastActive": 1754298310000,
            "parameters": parameters}  # fmt: skip


# The first requests a view makes when the hash route changes to it (a hash change itself
# loads no page).
SELF = api("GET", "/self/effectivePermissions")
EDITABLE = "?permission=UPDATE&permission=DELETE"  # $http writes an array param's values
SESSIONS_VIEW = [api("GET", "/connectionGroups/ROOT/tree"), api("GET", "/activeConnections")]
USERS_VIEW = [SELF, api("GET", f"/users{EDITABLE}")]
GROUPS_VIEW = [SELF, api("GET", f"/userGroups{EDITABLE}")]
CONNECTIONS_VIEW = [SELF, api("GET", f"/connectionGroups/ROOT/tree{EDITABLE}")]
HISTORY_VIEW = [api("GET", "/history/connections?order=-startDate")]


def user_view(name: str) -> list[Any]:
    return [api("GET", f"/users/{name}"), api("GET", f"/users/{name}/permissions"),
            api("GET", f"/users/{name}/userGroups")]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"guacamole {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def notification(t: Any, title: str | None, text: str, buttons: list[str]) -> dict[str, Any]:
    """guacNotification: the app's own modal over the page, its title, its text and one
    button per action, in the order the action list gives them."""
    dialog = {"message": text} if title is None else {"title": title, "message": text}
    return {"title": t("APP.NAME"), "dialog": dialog,
            "items": [{"button": label} for label in buttons]}  # fmt: skip


def settings_page(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A settings page: its heading, the user menu's button, the section tabs, the page."""
    tabs = [
        "USER_MENU.ACTION_MANAGE_SESSIONS",
        "USER_MENU.ACTION_VIEW_HISTORY",
        "USER_MENU.ACTION_MANAGE_USERS",
        "USER_MENU.ACTION_MANAGE_USER_GROUPS",
        "USER_MENU.ACTION_MANAGE_CONNECTIONS",
        "USER_MENU.ACTION_MANAGE_PREFERENCES",
    ]
    return {"title": t("APP.NAME"), "items": [
        {"text": t("SETTINGS.SECTION_HEADER_SETTINGS")}, {"button": ME},
        *({"tab": t(key)} for key in tabs), *items]}  # fmt: skip


def buttons(t: Any, namespace: str, save: bool = True, clone: bool = True) -> list[Any]:
    """managementButtons: Save, Clone, Cancel and Delete, each shown where permitted."""
    shown = [("ACTION_SAVE", save), ("ACTION_CLONE", clone), ("ACTION_CANCEL", True),
             ("ACTION_DELETE", True)]  # fmt: skip
    return [{"button": t(f"{namespace}.{key}")} for key, show in shown if show]


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the home page and its user menu, the active sessions page and its
    confirmations, the section tabs, the history page."""
    login = {"title": t("APP.NAME"), "items": [
        {"text": t("APP.NAME")},
        {"field": "username", "hint": t("LOGIN.FIELD_HEADER_USERNAME"), "text": ME},
        {"field": "password", "hint": t("LOGIN.FIELD_HEADER_PASSWORD"), "text": "••••••••"},
        {"button": t("LOGIN.ACTION_LOGIN")}]}  # fmt: skip
    home = {"title": t("APP.NAME"), "items": [
        {"button": ME}, {"text": t("HOME.SECTION_HEADER_RECENT_CONNECTIONS")},
        {"text": t("HOME.INFO_NO_RECENT_CONNECTIONS")},
        {"text": t("HOME.SECTION_HEADER_ALL_CONNECTIONS")},
        {"field": "filter", "hint": t("HOME.FIELD_PLACEHOLDER_FILTER"), "text": ""},
        {"text": CGROUP}, {"link": CONN}, {"link": CONN2}]}  # fmt: skip
    menu = {"title": t("APP.NAME"), "items": [
        {"button": ME}, {"link": ME_FULL}, {"link": t("USER_MENU.ACTION_NAVIGATE_HOME")},
        {"link": t("USER_MENU.ACTION_MANAGE_SETTINGS")},
        {"link": t("USER_MENU.ACTION_LOGOUT")}]}  # fmt: skip
    kill = t("SETTINGS_SESSIONS.ACTION_DELETE")

    def sessions(rows: list[tuple[str, str, str]]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": t("SETTINGS_SESSIONS.HELP_SESSIONS")}, {"button": kill},
            {"field": "filter", "hint": t("SETTINGS_SESSIONS.FIELD_PLACEHOLDER_FILTER"),
             "text": ""}]  # fmt: skip
        for user, name, address in rows:  # each row's checkbox ticked
            items += [{"text": user}, {"text": "2026-08-11 09:14:02"}, {"text": address},
                      {"link": name}]  # fmt: skip
        return settings_page(t, items)

    # The confirmation's heading repeats its button's words; it is left out (see build.py).
    confirm = notification(t, None, t("SETTINGS_SESSIONS.TEXT_CONFIRM_DELETE"),
                           [kill, t("SETTINGS_SESSIONS.ACTION_CANCEL")])  # fmt: skip
    tabs = settings_page(t, [{"text": t("SETTINGS_SESSIONS.HELP_SESSIONS")},
                             {"button": kill}])  # fmt: skip
    search = t("SETTINGS_CONNECTION_HISTORY.ACTION_SEARCH")
    history = settings_page(t, [
        {"text": t("SETTINGS_CONNECTION_HISTORY.HELP_CONNECTION_HISTORY")},
        {"field": "filter", "hint": t("SETTINGS_CONNECTION_HISTORY.FIELD_PLACEHOLDER_FILTER"),
         "text": "build"}, {"button": search},
        {"button": t("SETTINGS_CONNECTION_HISTORY.ACTION_DOWNLOAD")},
        {"text": USER}, {"text": CONN}, {"text": "10.0.4.17"},
        {"link": t("SETTINGS_CONNECTION_HISTORY.ACTION_VIEW_RECORDING")}])  # fmt: skip
    kill_patch = [{"op": "remove", "path": f"/{SESSION1}"},
                  {"op": "remove", "path": f"/{SESSION2}"}]  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("LOGIN.ACTION_LOGIN"), False, [{
                "request": f"POST {BASE}/api/tokens",
                "body": f"username={ME}&password=Harbor-lantern-42"}])]),
        _entry("harmless", "home page", home, [
            (CONN, False, [{"request": f"GET {SOCKET}", "via": "websocket"}])]),
        _entry("opens-prompt", "home page user menu button", home, [(ME, False, [])]),
        _entry("reversible", "user menu", menu, [
            (t("USER_MENU.ACTION_MANAGE_SETTINGS"), False, SESSIONS_VIEW),
            (t("USER_MENU.ACTION_LOGOUT"), False, [f"DELETE {BASE}/api/session"])]),
        _entry("opens-prompt", "active sessions two selected", sessions(
            [(USER, CONN, "10.0.4.17"), (USER2, CONN2, "10.0.4.52")]), [(kill, False, [])]),
        _entry("terminate", "kill two sessions confirm", confirm, [
            (kill, True, [api("PATCH", "/activeConnections", kill_patch)]),
            (t("SETTINGS_SESSIONS.ACTION_CANCEL"), False, [])]),
        _entry("terminate", "kill one session confirm", confirm, [
            (kill, True, [api("PATCH", "/activeConnections", kill_patch[1:])]),
            (t("SETTINGS_SESSIONS.ACTION_CANCEL"), False, [])]),
        _entry("harmless", "settings tabs", tabs, [
            (t("USER_MENU.ACTION_MANAGE_USERS"), False, USERS_VIEW),
            (t("USER_MENU.ACTION_VIEW_HISTORY"), False, HISTORY_VIEW)]),
        _entry("harmless", "connection history", history, [
            (search, False, [api("GET", "/history/connections?contains=build&order=-startDate")]),
            (t("SETTINGS_CONNECTION_HISTORY.ACTION_DOWNLOAD"), False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users and groups pages, a user's page in several states, the new user's page,
    the delete confirmations of users and groups."""
    users = settings_page(t, [
        {"text": t("SETTINGS_USERS.HELP_USERS")},
        {"link": t("SETTINGS_USERS.ACTION_NEW_USER")},
        {"field": "filter", "hint": t("SETTINGS_USERS.FIELD_PLACEHOLDER_FILTER"), "text": ""},
        {"link": USER2}, {"link": USER}, {"text": USER_FULL}, {"link": ME}])  # fmt: skip

    def edit(name: str, password: str = "", disabled: bool = False,
             administer: bool = False, generated: bool = True) -> dict[str, Any]:  # fmt: skip
        items = [{"text": t("MANAGE_USER.SECTION_HEADER_EDIT_USER")},
                 {"field": "username", "hint": t("MANAGE_USER.FIELD_HEADER_USERNAME"),
                  "text": name},
                 {"field": "password", "hint": t("MANAGE_USER.FIELD_HEADER_PASSWORD"),
                  "text": password},
                 {"field": "passwordMatch", "hint": t("MANAGE_USER.FIELD_HEADER_PASSWORD_AGAIN"),
                  "text": password},
                 {"switch": t("MANAGE_USER.FIELD_HEADER_USER_DISABLED"), "checked": disabled},
                 {"text": t("USER_ATTRIBUTES.SECTION_HEADER_PROFILE")},
                 {"text": t("USER_ATTRIBUTES.SECTION_HEADER_TOTP_ENROLLMENT_STATUS")},
                 {"switch": t("USER_ATTRIBUTES.FIELD_HEADER_GUAC_TOTP_KEY_GENERATED"),
                  "checked": generated},
                 {"text": t("MANAGE_USER.SECTION_HEADER_PERMISSIONS")},
                 {"switch": t("MANAGE_USER.FIELD_HEADER_ADMINISTER_SYSTEM"),
                  "checked": administer},
                 *buttons(t, "MANAGE_USER")]  # fmt: skip
        return {"title": t("APP.NAME"), "items": items}

    new_user = {"title": t("APP.NAME"), "items": [
        {"text": t("MANAGE_USER.SECTION_HEADER_EDIT_USER")},
        {"field": "username", "hint": t("MANAGE_USER.FIELD_HEADER_USERNAME"), "text": NEW_USER},
        {"field": "password", "hint": t("MANAGE_USER.FIELD_HEADER_PASSWORD"), "text": "••••••"},
        {"field": "passwordMatch", "hint": t("MANAGE_USER.FIELD_HEADER_PASSWORD_AGAIN"),
         "text": "••••••"}, {"button": t("MANAGE_USER.ACTION_SAVE")},
        {"button": t("MANAGE_USER.ACTION_CANCEL")}]}  # fmt: skip
    groups = settings_page(t, [
        {"text": t("SETTINGS_USER_GROUPS.HELP_USER_GROUPS")},
        {"link": t("SETTINGS_USER_GROUPS.ACTION_NEW_USER_GROUP")},
        {"link": GROUP}, {"link": GROUP2}])  # fmt: skip

    def group_page(name: str) -> dict[str, Any]:
        return {"title": t("APP.NAME"), "items": [
            {"text": t("MANAGE_USER_GROUP.SECTION_HEADER_EDIT_USER_GROUP")},
            {"text": name}, {"text": t("MANAGE_USER_GROUP.SECTION_HEADER_MEMBER_USERS")},
            {"text": USER}, {"text": USER2}, *buttons(t, "MANAGE_USER_GROUP")]}  # fmt: skip

    def confirm(namespace: str) -> dict[str, Any]:
        return notification(
            t,
            t(f"{namespace}.DIALOG_HEADER_CONFIRM_DELETE"),
            t(f"{namespace}.TEXT_CONFIRM_DELETE"),
            [t(f"{namespace}.ACTION_DELETE"), t(f"{namespace}.ACTION_CANCEL")],
        )

    save, delete = t("MANAGE_USER.ACTION_SAVE"), t("MANAGE_USER.ACTION_DELETE")
    cancel = t("MANAGE_USER.ACTION_CANCEL")
    gdelete, gcancel = t("MANAGE_USER_GROUP.ACTION_DELETE"), t("MANAGE_USER_GROUP.ACTION_CANCEL")
    new_user_json = {"username": NEW_USER, "password": "Tide-mosaic-7",
                     "attributes": {}}  # fmt: skip
    return [
        _entry("harmless", "users page", users, [
            (USER, False, user_view(USER))]),
        _entry("reversible", "edit user profile", edit(USER), [
            (save, False, save_user(user_json(attributes={"guac-organization": "Example GmbH"}))),
            (t("MANAGE_USER.ACTION_CLONE"), False, user_view(USER))]),
        _entry("opens-prompt", "edit user delete", edit(USER), [(delete, False, [])]),
        _entry("reversible", "edit user disabled", edit(USER, disabled=True), [
            (save, False, save_user(user_json(disabled=True)))]),
        _entry("reversible", "edit user administer", edit(USER, administer=True), [
            (save, False, save_user(user_json(), [
                {"op": "add", "path": "/systemPermissions", "value": "ADMINISTER"}]))]),
        _entry("reset", "edit user new password", edit(USER, password="••••••••••"), [
            (save, True, save_user(user_json(password="Quartz-meadow-19")))]),
        _entry("reset", "edit user totp key cleared", edit(USER, generated=False), [
            (save, True, save_user(user_json(attributes={"guac-totp-key-generated": None})))]),
        _entry("delete-user", "delete user confirm", confirm("MANAGE_USER"), [
            (delete, True, [api("DELETE", f"/users/{USER}")]), (cancel, False, [])]),
        _entry("delete-user", "delete second user confirm", confirm("MANAGE_USER"), [
            (delete, True, [api("DELETE", f"/users/{USER2}")]), (cancel, False, [])]),
        _entry("reversible", "new user", new_user, [
            (save, False, save_user(new_user_json, new=True)), (cancel, False, USERS_VIEW)]),
        _entry("harmless", "groups page", groups, [
            (GROUP, False, [api("GET", f"/userGroups/{GROUP}"),
                            api("GET", f"/userGroups/{GROUP}/memberUsers")])]),
        _entry("opens-prompt", "group page", group_page(GROUP), [(gdelete, False, [])]),
        _entry("delete", "delete group confirm", confirm("MANAGE_USER_GROUP"), [
            (gdelete, True, [api("DELETE", f"/userGroups/{GROUP}")]), (gcancel, False, [])]),
        _entry("delete", "delete second group confirm", confirm("MANAGE_USER_GROUP"), [
            (gdelete, True, [api("DELETE", f"/userGroups/{GROUP2}")]), (gcancel, False, [])]),
    ]  # fmt: skip


def connection_screens(t: Any) -> list[dict[str, Any]]:
    """The connections page, a connection's page, a group's and a sharing profile's, their
    delete confirmations, the new connection's page and the import page."""
    connections = settings_page(t, [
        {"text": t("SETTINGS_CONNECTIONS.HELP_CONNECTIONS")},
        {"link": t("SETTINGS_CONNECTIONS.ACTION_NEW_CONNECTION")},
        {"link": t("SETTINGS_CONNECTIONS.ACTION_NEW_CONNECTION_GROUP")},
        {"link": t("SETTINGS_CONNECTIONS.ACTION_IMPORT")},
        {"link": CGROUP}, {"link": CONN}, {"link": PROFILE}, {"link": CONN2}])  # fmt: skip

    def connection(name: str, host: str) -> dict[str, Any]:
        return {"title": t("APP.NAME"), "items": [
            {"text": t("MANAGE_CONNECTION.SECTION_HEADER_EDIT_CONNECTION")},
            {"field": "name", "hint": t("MANAGE_CONNECTION.FIELD_HEADER_NAME"), "text": name},
            {"text": t("MANAGE_CONNECTION.SECTION_HEADER_PARAMETERS")},
            {"field": "hostname", "hint": "", "text": host},
            *buttons(t, "MANAGE_CONNECTION"),
            {"text": t("MANAGE_CONNECTION.SECTION_HEADER_HISTORY")}]}  # fmt: skip

    def page(namespace: str, header: str, name: str) -> dict[str, Any]:
        return {"title": t("APP.NAME"), "items": [
            {"text": t(f"{namespace}.{header}")},
            {"field": "name", "hint": t(f"{namespace}.FIELD_HEADER_NAME"), "text": name},
            *buttons(t, namespace)]}  # fmt: skip

    def confirm(namespace: str) -> dict[str, Any]:
        return notification(
            t,
            t(f"{namespace}.DIALOG_HEADER_CONFIRM_DELETE"),
            t(f"{namespace}.TEXT_CONFIRM_DELETE"),
            [t(f"{namespace}.ACTION_DELETE"), t(f"{namespace}.ACTION_CANCEL")],
        )

    def delete(namespace: str, path: str) -> list[Act]:
        return [
            (t(f"{namespace}.ACTION_DELETE"), True, [api("DELETE", path)]),
            (t(f"{namespace}.ACTION_CANCEL"), False, []),
        ]

    mc = "MANAGE_CONNECTION"
    edited = connection_json(hostname="build-02.lab.internal", port="22", username="ci")
    return [
        _entry("harmless", "connections page", connections, [
            (t("SETTINGS_CONNECTIONS.ACTION_NEW_CONNECTION"), False, [
                api("GET", "/schema/connectionAttributes"), api("GET", "/schema/protocols")]),
            (CONN, False, [api("GET", f"/connections/{CONN_ID}"),
                           api("GET", f"/connections/{CONN_ID}/history"),
                           api("GET", f"/connections/{CONN_ID}/parameters")])]),
        _entry("reversible", "edit connection", connection(CONN, "build-02.lab.internal"), [
            (t(f"{mc}.ACTION_SAVE"), False, [api("PUT", f"/connections/{CONN_ID}", edited)])]),
        _entry("opens-prompt", "connection delete", connection(CONN, "build-01.lab.internal"), [
            (t(f"{mc}.ACTION_DELETE"), False, [])]),
        _entry("delete", "delete connection confirm", confirm(mc),
               delete(mc, f"/connections/{CONN_ID}")),
        _entry("delete", "delete second connection confirm", confirm(mc),
               delete(mc, f"/connections/{CONN2_ID}")),
        _entry("opens-prompt", "connection group delete", page(
            "MANAGE_CONNECTION_GROUP", "SECTION_HEADER_EDIT_CONNECTION_GROUP", CGROUP), [
            (t("MANAGE_CONNECTION_GROUP.ACTION_DELETE"), False, [])]),
        _entry("delete", "delete connection group confirm", confirm("MANAGE_CONNECTION_GROUP"),
               delete("MANAGE_CONNECTION_GROUP", f"/connectionGroups/{CGROUP_ID}")),
        _entry("delete", "delete sharing profile confirm", confirm("MANAGE_SHARING_PROFILE"),
               delete("MANAGE_SHARING_PROFILE", f"/sharingProfiles/{PROFILE_ID}")),
    ]  # fmt: skip


def import_screens(t: Any) -> list[dict[str, Any]]:
    """The connection import page with a CSV file chosen (name,protocol,hostname: one row):
    a new connection with the defaults; build-server with Replace/Update existing
    connections ticked, and with Reset permissions ticked too."""
    LAB_CSV = "lab-connections.csv"

    def page(csv_name: str, replace: bool, reset: bool) -> dict[str, Any]:
        return {"title": t("APP.NAME"), "items": [
            {"text": t("IMPORT.SECTION_HEADER_CONNECTION_IMPORT")}, {"button": ME},
            {"text": csv_name}, {"button": t("IMPORT.ACTION_CLEAR")},
            {"switch": t("IMPORT.FIELD_HEADER_EXISTING_CONNECTION_MODE"), "checked": replace},
            {"switch": t("IMPORT.FIELD_HEADER_EXISTING_PERMISSION_MODE"), "checked": reset},
            {"switch": t("IMPORT.FIELD_HEADER_CREATE_MISSING_GROUPS"), "checked": False},
            {"button": t("IMPORT.ACTION_IMPORT")},
            {"button": t("IMPORT.ACTION_CANCEL")}]}  # fmt: skip

    value = {
        "parentIdentifier": "ROOT",
        "name": CONN,
        "protocol": "ssh",
        "parameters": {"hostname": "build-03.lab.internal"},
        "attributes": {},
    }

    def imported(patches: list[dict[str, Any]]) -> list[Any]:
        """Parsing reads the group tree and the protocols, the connections are PATCHed at
        once, then the users and groups the file names are read and created (none)."""
        return [api("GET", "/connectionGroups/ROOT/tree"), api("GET", "/schema/protocols"),
                api("PATCH", "/connections", patches), api("GET", "/users"),
                api("GET", "/userGroups"), api("PATCH", "/users", []),
                api("PATCH", "/userGroups", [])]  # fmt: skip

    new = {**value, "name": "qa-runner", "parameters": {"hostname": "qa-runner.lab.internal"}}
    return [
        _entry("reversible", "import new connections", page("new-connections.csv", False, False), [
            (t("IMPORT.ACTION_IMPORT"), False, imported([
                {"op": "add", "path": "/", "value": new}])),
            (t("IMPORT.FIELD_HEADER_EXISTING_CONNECTION_MODE"), False, [])]),
        _entry("overwrite", "import replacing existing", page(LAB_CSV, True, False), [
            (t("IMPORT.ACTION_IMPORT"), True, imported([
                {"op": "replace", "path": f"/{CONN_ID}", "value": value}])),
            (t("IMPORT.ACTION_CANCEL"), False, [])]),
        _entry("overwrite", "import replacing permissions", page(LAB_CSV, True, True), [
            (t("IMPORT.ACTION_IMPORT"), True, imported([
                {"op": "remove", "path": f"/{CONN_ID}"},
                {"op": "add", "path": "/", "value": value}]))]),
    ]  # fmt: skip


def client_screens(t: Any) -> list[dict[str, Any]]:
    """A connection's page with the Guacamole menu open, its share menu, its user menu, the
    disconnected notice; the preferences page."""
    share = t("CLIENT.ACTION_SHARE")
    menu = {"title": CONN, "items": [
        {"text": CONN}, {"button": share}, {"button": ME},
        {"text": t("CLIENT.SECTION_HEADER_CLIPBOARD")},
        {"field": "clipboard", "hint": "", "text": "make release"},
        {"text": t("CLIENT.SECTION_HEADER_INPUT_METHOD")},
        {"radio": t("CLIENT.NAME_INPUT_METHOD_NONE"), "checked": True},
        {"radio": t("CLIENT.NAME_INPUT_METHOD_TEXT"), "checked": False},
        {"radio": t("CLIENT.NAME_INPUT_METHOD_OSK"), "checked": False}]}  # fmt: skip
    shares = {"title": CONN, "items": [
        {"text": CONN}, {"button": share}, {"link": PROFILE}, {"link": PROFILE2},
        {"button": ME}]}  # fmt: skip
    user_menu = {"title": CONN, "items": [
        {"text": CONN}, {"button": share}, {"button": ME},
        {"link": t("CLIENT.ACTION_DISCONNECT")}, {"link": t("CLIENT.ACTION_FULLSCREEN")},
        {"link": t("USER_MENU.ACTION_NAVIGATE_HOME")},
        {"link": t("USER_MENU.ACTION_MANAGE_SETTINGS")},
        {"link": t("USER_MENU.ACTION_LOGOUT")}]}  # fmt: skip
    ended = notification(t, t("CLIENT.DIALOG_HEADER_DISCONNECTED"),
                         t("CLIENT.TEXT_CLIENT_STATUS_DISCONNECTED"),
                         [t("CLIENT.ACTION_NAVIGATE_HOME"), t("CLIENT.ACTION_RECONNECT"),
                          t("CLIENT.ACTION_LOGOUT")])  # fmt: skip
    ended["title"] = CONN
    prefs = settings_page(t, [
        {"text": t("SETTINGS_PREFERENCES.SECTION_HEADER_UPDATE_PASSWORD")},
        {"field": "oldPassword", "hint": t("SETTINGS_PREFERENCES.FIELD_HEADER_PASSWORD_OLD"),
         "text": "••••••••"},
        {"field": "newPassword", "hint": t("SETTINGS_PREFERENCES.FIELD_HEADER_PASSWORD_NEW"),
         "text": "••••••••"},
        {"field": "newPasswordMatch",
         "hint": t("SETTINGS_PREFERENCES.FIELD_HEADER_PASSWORD_NEW_AGAIN"), "text": "••••••••"},
        {"button": t("SETTINGS_PREFERENCES.ACTION_UPDATE_PASSWORD")}])  # fmt: skip
    credentials = (f"GET {BASE}/api/session/tunnels/{TUNNEL}/activeConnection/"
                   f"sharingCredentials/{PROFILE_ID}")  # fmt: skip
    password = {"oldPassword": "Harbor-lantern-42", "newPassword": "Copper-willow-88"}
    return [
        _entry("opens-prompt", "guacamole menu", menu, [(share, False, []), (ME, False, [])]),
        _entry("harmless", "share menu", shares, [(PROFILE, False, [credentials])]),
        _entry("reversible", "connection user menu", user_menu, [
            (t("CLIENT.ACTION_DISCONNECT"), False, [{
                "request": f"WEBSOCKET {SOCKET}", "body": "10.disconnect;",
                "via": "websocket"}]),
            ]),
        _entry("harmless", "disconnected notice", ended, [
            (t("CLIENT.ACTION_RECONNECT"), False, [{"request": f"GET {SOCKET}",
                                                     "via": "websocket"}])]),
        _entry("reversible", "preferences password", prefs, [
            (t("SETTINGS_PREFERENCES.ACTION_UPDATE_PASSWORD"), False, [
                api("PUT", f"/users/{ME}/password", password)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [
        *session_screens(t),
        *user_screens(t),
        *connection_screens(t),
        *import_screens(t),
        *client_screens(t),
    ]

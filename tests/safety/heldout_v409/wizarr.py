"""Wizarr's screens for the four-hundred-and-ninth held-out corpus: ``screens(t)`` lays them out
in one language, ``t(msgid, **args)`` being that language's gettext of a string of the app's
``app/translations/<lang>/LC_MESSAGES/messages.po``. Strings the templates write without
``_()`` are English in every language. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

SERVER_NAME = "Harbor Media"  # the display name of the general settings, in every title
CSRF = "IjBhN2YzYzFlOWQ0YjI4NjVlMWMwZjNhOGI3ZDJlNjQ5Ig.aMkQ2w.Xq4rT9vLm2pZ8sWc1Hd7KnBe5Fy"
JELLYFIN, JELLYFIN_ID = "Harbor Jellyfin", 1
PLEX = "Attic Plex"
INVITE_ID, INVITE_CODE = 7, "HRBR7QKX"
USER, USER_ID, USER2_ID = "mira", 12, 15  # mira and tomas
PLEX_ACCOUNT_ID = 13  # mira's account on the Plex server
ADMIN, ADMIN_ID = "bob", 2
AGENT, AGENT_ID = "Discord alerts", 4
CONNECTION, CONNECTION_ID = "Overseerr", 3
API_KEY, API_KEY_ID = "Home Assistant", 3
STEP_ID, BUNDLE, BUNDLE_ID = 21, "Family", 5
BOUNDARY = "----WebKitFormBoundaryQ7nR2xK9pL4mZ8wT"  # made up, as the browser makes one
IMPORT_FILE = (
    '{"export_type":"steps","steps":[{"server_type":"jellyfin","category":"post_invite",'
    '"position":0,"title":"Welcome","markdown":"# Welcome to Harbor Media"}]}'
)
GENERAL_FORM = [("csrf_token", CSRF), ("server_name", SERVER_NAME),
                ("wizard_acl_enabled", "y"), ("expiry_action", "delete")]  # fmt: skip
Act = tuple[str, bool, list[Any]]


def _encode(fields: list[tuple[str, str]]) -> str:
    """htmx 2's urlEncode: encodeURIComponent of each name and value, joined by ``&``."""
    safe = "-_.!~*'()"
    return "&".join(f"{quote(k, safe=safe)}={quote(v, safe=safe)}" for k, v in fields)


def hx(method: str, path: str, fields: list[tuple[str, str]] | None = None) -> Any:
    """An htmx request (an XMLHttpRequest): a GET or DELETE carries its values in the URL, a
    POST in a urlencoded body."""
    if not fields:
        return f"{method} {path}"
    if method in ("GET", "DELETE"):
        return f"{method} {path}{'&' if '?' in path else '?'}{_encode(fields)}"
    return {"request": f"{method} {path}", "body": _encode(fields)}


def form(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A form the browser submits itself (``method="post"``), urlencoded with ``+`` for
    spaces."""
    body = "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in fields)
    return {"request": f"POST {path}", "body": body, "via": "form"}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def multipart(replace: bool) -> dict[str, str]:
    """The wizard import form (``hx-encoding="multipart/form-data"``): the CSRF token, the JSON
    file and, when ticked, Replace Existing."""
    parts = [f'Content-Disposition: form-data; name="csrf_token"\r\n\r\n{CSRF}',
             'Content-Disposition: form-data; name="file"; filename="jellyfin-steps.json"\r\n'
             f"Content-Type: application/json\r\n\r\n{IMPORT_FILE}"]  # fmt: skip
    if replace:
        parts.append('Content-Disposition: form-data; name="replace_existing"\r\n\r\ny')
    body = "".join(f"--{BOUNDARY}\r\n{part}\r\n" for part in parts) + f"--{BOUNDARY}--\r\n"
    return {"request": "POST /settings/wizard/import", "body": body}


RELOAD = link("/admin")  # window.location.reload() of /admin#settings


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wizarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, buttons: tuple[str, str]) -> dict[str, Any]:
    """The browser's ``confirm()`` (htmx's ``hx-confirm``): the message, OK and Cancel."""
    ok, cancel = buttons
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def modal(title: str, heading: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A modal over its page, headed by its ``h1``; a heading that repeats the words of the
    modal's submit button is left out (the label must name one control)."""
    if heading is None:
        return {"title": title, "items": items}
    return {"title": title, "dialog": {"title": heading}, "items": items}


def admin_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The navigation bar and its profile menu, the invitations page, an invitation card, the
    create-invitation modal; the users page with two users ticked, a user's card, the
    remove-user modal, the password reset modal, the edit-user modal (``buttons`` unused: no
    ``confirm()`` here)."""
    title = f"{t('Admin')} - {SERVER_NAME}"
    nav = {"title": title, "items": [
        {"link": "Wizarr"}, {"button": t("Home")}, {"button": t("Invitations")},
        {"button": t("Users")}, {"button": t("Activity")}, {"button": t("Settings")},
        {"button": "alice"}]}  # fmt: skip
    menu = modal(title, None, [{"menu": t("Profile")}, {"menu": t("Logout")}])
    invites = {"title": title, "items": [
        {"text": t("Invitations")}, {"button": t("New Invite")},
        {"button": "All Servers"}, {"text": INVITE_CODE}, {"text": t("Not used yet")}]}  # fmt: skip
    card = {"title": title, "items": [
        {"text": INVITE_CODE}, {"text": t("Not used yet")},
        {"text": f"{t('Expires')}: {t('Never')}"}, {"text": t("Active")},
        {"icon": t("Copy invite link")}, {"icon": t("Delete invite")}]}  # fmt: skip
    create = modal(title, None, [
        {"field": "code", "hint": t("E.g. XMFGEJIKNQ"), "text": ""},
        {"text": t("Expiration")}, {"button": t("1 week")},
        {"link": t("Advanced Options")}, {"text": t("Target servers")},
        {"switch": JELLYFIN, "checked": True}, {"button": t("Select Libraries")},
        {"button": t("Create Invitation")}, {"button": t("Cancel")}])  # fmt: skip
    invite_fields = [("code", ""), ("expires", "week"), ("duration", ""),
                     ("server_ids", str(JELLYFIN_ID)), ("max_active_sessions", "")]  # fmt: skip
    users = {"title": title, "items": [
        {"button": "All Servers"}, {"field": "q", "hint": "Search users…", "text": ""},
        {"button": "Name ⬆︎"}, {"button": t("Link")}, {"button": t("Unlink")},
        {"button": t("Delete")}, {"text": USER}, {"text": "tomas"}]}  # fmt: skip
    ticked = [("uids", str(USER_ID)), ("uids", str(USER2_ID))]
    user_card = {"title": title, "items": [
        {"text": USER}, {"text": "mira@example.org"},
        {"text": f"{t('Expires')}: {t('Never')}"}, {"icon": t("View details")},
        {"icon": t("Edit user")}, {"icon": t("Reset password")},
        {"icon": t("Remove user")}]}  # fmt: skip

    def remove(all_servers: bool) -> dict[str, Any]:
        submit = "Delete from ALL Servers" if all_servers else "Remove Selected"
        return {"title": title, "dialog": {"title": f"Remove User: {USER}"}, "items": [
            {"text": "mira@example.org"},
            {"text": "Select which servers to remove the user from:"},
            {"switch": f"Jellyfin {JELLYFIN}", "checked": True},
            {"switch": f"Plex {PLEX}", "checked": all_servers},
            {"switch": "Delete from ALL servers", "checked": all_servers},
            {"button": t("Cancel")}, {"button": submit}]}  # fmt: skip

    reset = modal(title, t("Generate Password Reset Link"), [
        {"text": f"{t('Generate a secure password reset link for')} {USER}"},
        {"button": t("Generate Reset Link")},
        {"text": t("The link will be valid for 24 hours and can only be used once.")},
        {"button": t("Close")}])  # fmt: skip
    edit_t = f"{t('Edit User')} – {USER}"
    edit = modal(title, edit_t, [
        {"tab": JELLYFIN}, {"tab": t("Notes")}, {"text": t("Permission Management")},
        {"text": t("Allow Downloads")},
        {"switch": t("Toggle downloads permission"), "checked": False},
        {"text": t("Allow Live TV")},
        {"switch": t("Toggle live TV permission"), "checked": False},
        {"text": t("Library Access")}, {"switch": "Movies", "checked": True},
        {"switch": "Shows", "checked": True},
        {"field": f"expires_{USER_ID}", "hint": t("Expiry date"), "text": "2026-12-31 23:59"},
        {"button": t("Update")}])  # fmt: skip
    user = f"/user/{USER_ID}"
    return [
        _entry("reversible", "navigation bar", nav, [
            (t("Users"), False, [hx("GET", "/users")])]),
        _entry("reversible", "profile menu", menu, [
            (t("Logout"), False, [link("/logout")])]),
        _entry("opens-prompt", "invitations page", invites, [
            (t("New Invite"), False, [hx("GET", "/invite")])]),
        _entry("delete", "invitation card delete", card, [
            (t("Delete invite"), True, [hx("POST", f"/invite/table?delete_id={INVITE_ID}")])]),
        _entry("reversible", "create invitation modal", create, [
            (t("Create Invitation"), False, [hx("POST", "/invite", invite_fields)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "users page", users, [
            (t("Unlink"), False, [hx("POST", "/users/unlink", ticked)])]),
        _entry("delete-user", "users page bulk delete", users, [
            (t("Delete"), True, [hx("POST", "/users/bulk-delete", ticked)])]),
        _entry("opens-prompt", "user card", user_card, [
            (t("Edit user"), False, [hx("GET", user)]),
            (t("Remove user"), False, [hx("GET", f"/users/{USER_ID}/delete-modal")])]),
        _entry("delete-user", "remove user modal", remove(False), [
            ("Remove Selected", True, [hx("POST", "/users/process-deletion",
                                          [("server_accounts", str(USER_ID))])]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "remove user modal all servers", remove(True), [
            ("Delete from ALL Servers", True, [hx("POST", "/users/process-deletion", [
                ("server_accounts", str(USER_ID)),
                ("server_accounts", str(PLEX_ACCOUNT_ID))])])]),
        _entry("reversible", "password reset modal", reset, [
            (t("Generate Reset Link"), False, [
                hx("POST", f"/users/{USER_ID}/generate-reset-link")])]),
        _entry("reversible", "edit user modal", edit, [
            (t("Toggle downloads permission"), False, [hx("POST", f"{user}/permissions", [
                ("permission_type", "allow_downloads"), ("enabled", "true")])]),
            (t("Update"), False, [hx("POST", user, [("expires", "2026-12-31T23:59")])])]),
    ]  # fmt: skip


def settings_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The settings tabs, the general settings and the confirmation of Clean Expired Users, the
    confirmation of an API key's delete and the create-API-key modal; the confirmation of a
    media server's delete; the administrators page, the confirmation of an administrator's
    delete, the add-admin modal, an administrator's passkeys and the confirmation of their
    reset; a notification agent's card and a connection's row, each with the confirmation of
    its delete."""
    title = f"{t('Admin')} - {SERVER_NAME}"
    ok, cancel = buttons
    tabs = {"title": title, "items": [
        {"text": t("Settings")}, {"button": t("General")}, {"button": t("Alerts")},
        {"button": t("Servers")}, {"button": t("Connections")}, {"button": t("Admins")},
        {"button": t("LDAP")}, {"button": t("Wizard")}]}  # fmt: skip
    general = {"title": title, "items": [  # its heading has Save Settings' words in pt
        {"field": "server_name", "hint": "Display Name", "text": SERVER_NAME},
        {"switch": "Protect Wizard Access", "checked": True},
        {"button": "Delete User"},
        {"text": t("Immediately process all expired users based on the expiry action above")},
        {"button": t("Clean Expired Users")}, {"text": t("Your API Keys")},
        {"button": t("Create API Key")}, {"text": API_KEY},
        {"icon": t("Delete API Key")}, {"button": t("Save Settings")}]}  # fmt: skip
    clean = confirm(title, t("Are you sure you want to clean all expired users? This action "
                             "cannot be undone."), buttons)  # fmt: skip
    key_confirm = confirm(title, "Are you sure you want to delete this API key? This action "
                          "cannot be undone.", buttons)  # fmt: skip
    key_modal = modal(title, None, [
        {"field": "name", "hint": t("API Key Name"), "text": "Overseerr sync"},
        {"text": t("Enter a descriptive name to help you identify this API key later.")},
        {"button": "Create API Key"}, {"button": t("Cancel")}])  # fmt: skip
    admins = {"title": title, "items": [
        {"text": t("Administrators")}, {"text": ADMIN}, {"icon": t("Manage Passkeys")},
        {"button": t("Add Admin")}]}  # fmt: skip
    passkeys = modal(title, t("Passkeys for {}").format(ADMIN), [
        {"text": "YubiKey 5C"}, {"button": t("Reset All Passkeys")},
        {"button": t("Close")}])  # fmt: skip
    reset_passkeys = confirm(title, " ".join([
        t("Are you sure you want to reset ALL passkeys for {}?").format(ADMIN),
        t("This action cannot be undone.")]), buttons)  # fmt: skip
    add_admin = modal(title, t("Add Administrator"), [
        {"field": "username", "hint": t("Username"), "text": "carol"},
        {"field": "password", "hint": t("Password"), "text": "Lantern-Fig-42"},
        {"field": "confirm", "hint": t("Confirm password"), "text": "Lantern-Fig-42"},
        {"button": t("Add")}, {"button": t("Cancel")}])  # fmt: skip
    agents = {"title": title, "items": [  # the agent's card (pt gives Add Agent its words)
        {"text": AGENT},
        {"icon": t("Edit agent")}, {"icon": t("Delete agent")},
        {"text": t("User Joined")}]}  # fmt: skip
    agent_confirm = confirm(title, f"{t('Are you sure you want to delete')} {AGENT}?", buttons)
    connections = {"title": title, "items": [
        {"text": t("Connections")}, {"button": t("Add Connection")}, {"text": CONNECTION},
        {"link": "http://192.168.1.20:5055"}, {"button": t("Edit")},
        {"button": t("Delete")}]}  # fmt: skip
    connection_confirm = confirm(
        title, t("Are you sure you want to delete this connection?"), buttons
    )
    general_send = hx("POST", "/settings/general", GENERAL_FORM)
    return [
        _entry("reversible", "settings tabs", tabs, [
            (t("Admins"), False, [hx("GET", "/settings/admins")])]),
        _entry("reversible", "general settings", general, [
            (t("Save Settings"), False, [general_send])]),
        _entry("opens-prompt", "general settings prompts", general, [
            (t("Clean Expired Users"), False, []),
            (t("Delete API Key"), False, [])]),
        _entry("delete-user", "clean expired users confirm", clean, [
            (ok, True, [hx("POST", "/settings/clean-expired-users", GENERAL_FORM)]),
            (cancel, False, [])]),
        _entry("revoke", "delete api key confirm", key_confirm, [
            (ok, True, [hx("DELETE", f"/settings/api-keys/{API_KEY_ID}/delete", GENERAL_FORM)]),
            (cancel, False, [])]),
        _entry("reversible", "create api key modal", key_modal, [
            ("Create API Key", False, [hx("POST", "/settings/api-keys/create", [
                ("csrf_token", CSRF), ("name", "Overseerr sync"),
                ("submit", "Create API Key")])]),
            (t("Cancel"), False, [RELOAD])]),
        _entry("delete", "delete server confirm", confirm(
            title, f"Are you sure you wish to delete {JELLYFIN} ?", buttons), [
            (ok, True, [hx("DELETE", f"/settings/servers/?delete={JELLYFIN_ID}")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "administrators page", admins, [
            (t("Manage Passkeys"), False, [hx("GET", f"/settings/admins/{ADMIN_ID}/passkeys")])]),
        _entry("delete-user", "delete admin confirm", confirm(
            title, f"Are you sure you wish to delete {ADMIN} ?", buttons), [
            (ok, True, [hx("DELETE", f"/settings/admins/?delete={ADMIN_ID}")]),
            (cancel, False, [])]),
        _entry("reversible", "add administrator modal", add_admin, [
            (t("Add"), False, [hx("POST", "/settings/admins/create", [
                ("csrf_token", CSRF), ("username", "carol"), ("password", "Lantern-Fig-42"),
                ("confirm", "Lantern-Fig-42")])])]),
        _entry("opens-prompt", "admin passkeys modal", passkeys, [
            (t("Reset All Passkeys"), False, [])]),
        _entry("revoke", "reset passkeys confirm", reset_passkeys, [
            (ok, True, [hx("POST", f"/settings/admins/{ADMIN_ID}/reset-passkeys")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "notification agent card", agents, [
            (t("Delete agent"), False, [])]),
        _entry("delete", "delete agent confirm", agent_confirm, [
            (ok, True, [hx("DELETE", f"/settings/notifications/?delete={AGENT_ID}")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "connections page", connections, [
            (t("Delete"), False, [])]),
        _entry("delete", "delete connection confirm", connection_confirm, [
            (ok, True, [hx("POST", f"/settings/connections/{CONNECTION_ID}/delete")]),
            (cancel, False, [])]),
    ]  # fmt: skip


def wizard_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The wizard steps page, its import menu and modal (with Replace Existing off and on), the
    confirmations of the Jellyfin steps' reset and of a step's delete, the bundles page and the
    confirmation of a bundle's delete."""
    title = f"{t('Admin')} - {SERVER_NAME}"
    ok, cancel = buttons
    reset_label = t("Reset %(server)s Steps to Defaults", server="Jellyfin")
    steps = {"title": title, "items": [
        {"button": t("Default Steps")}, {"button": t("Custom Bundles")},
        {"button": t("Import")}, {"button": t("Create")}, {"text": "Jellyfin"},
        {"icon": reset_label}, {"text": "Welcome"}]}  # fmt: skip
    menu = modal(title, None, [
        {"menu": t("Import Configuration")},
        {"text": t("Import steps or bundles from JSON file")}])  # fmt: skip

    def importing(replace: bool) -> dict[str, Any]:
        return modal(title, t("Import Wizard Steps"), [
            {"text": "jellyfin-steps.json"}, {"text": t("Import Options")},
            {"switch": "Replace Existing", "checked": replace},
            {"text": t("Important Notice")}, {"button": t("Cancel")},
            {"button": t("Import Steps")}])  # fmt: skip

    export_bundle = t("Export %(bundle_name)s Bundle", bundle_name=BUNDLE)
    bundles = {"title": title, "items": [
        {"button": t("Default Steps")}, {"button": t("Custom Bundles")}, {"text": BUNDLE},
        {"link": export_bundle}]}  # fmt: skip
    reset_message = t("Are you sure you want to reset all steps for %(server)s to defaults? "
                      "This will delete all custom steps and reimport the default ones.",
                      server="Jellyfin")  # fmt: skip
    return [
        _entry("opens-prompt", "wizard steps page", steps, [
            (reset_label, False, []), (t("Import"), False, [])]),
        _entry("opens-prompt", "wizard import menu", menu, [
            (t("Import Configuration"), False, [hx("GET", "/settings/wizard/import")])]),
        _entry("reversible", "wizard import modal", importing(False), [
            ("Replace Existing", False, []), (t("Import Steps"), False, [multipart(False)])]),
        _entry("overwrite", "wizard import modal replacing", importing(True), [
            (t("Import Steps"), True, [multipart(True)])]),
        _entry("reset", "reset steps confirm", confirm(title, reset_message, buttons), [
            (ok, True, [hx("POST", "/settings/wizard/reset/jellyfin")]), (cancel, False, [])]),
        _entry("delete", "delete step confirm", confirm(
            title, t("Are you sure you want to delete this step?"), buttons), [
            (ok, True, [hx("POST", f"/settings/wizard/{STEP_ID}/delete")]),
            (cancel, False, [])]),
        _entry("reversible", "wizard bundles page", bundles, [
            (export_bundle, False, [link(f"/settings/wizard/export/bundle/{BUNDLE_ID}")])]),
        _entry("delete", "delete bundle confirm", confirm(
            title, t("Are you sure you want to delete this bundle?"), buttons), [
            (ok, True, [hx("POST", f"/settings/wizard/bundle/{BUNDLE_ID}/delete")]),
            (cancel, False, [])]),
    ]  # fmt: skip


def account_screens(t: Any, buttons: tuple[str, str]) -> list[dict[str, Any]]:
    """The profile page and the confirmation of a passkey's delete; the login page; the join
    form a guest sees after Accept Invitation."""
    title = f"{t('Admin')} - {SERVER_NAME}"
    ok, cancel = buttons
    profile = {"title": title, "items": [
        {"text": "alice"}, {"text": t("Administrator")},  # its heading: pt's Change Password
        {"field": "current_password", "hint": t("Current Password"), "text": "old-Bramble-7"},
        {"field": "new_password", "hint": t("New Password"), "text": "Quill-Harbor-58"},
        {"field": "confirm_password", "hint": t("Confirm New Password"),
         "text": "Quill-Harbor-58"},
        {"button": t("Change Password")}, {"text": t("Passkeys")},
        {"button": t("Add Passkey")}, {"text": "MacBook Touch ID"}]}  # fmt: skip
    login_t = f"Login - {SERVER_NAME}"
    login = {"title": login_t, "items": [  # its heading "Login" is "Sign in"'s words in zh
        {"field": "username", "hint": t("Username"), "text": "alice"},
        {"field": "password", "hint": t("Password"), "text": "Quill-Harbor-58"},
        {"switch": t("Remember me"), "checked": False}, {"button": t("Sign in")},
        {"button": t("Sign in with Passkey")}]}  # fmt: skip
    join_t = f"Accept Invite - {SERVER_NAME}"
    join = {"title": join_t, "items": [
        {"field": "username", "hint": t("Enter your username"), "text": "lena"},
        {"field": "email", "hint": t("Enter your email"), "text": "lena@example.org"},
        {"field": "password", "hint": t("Create a password"), "text": "Cedar-Kettle-39"},
        {"field": "confirm_password", "hint": t("Confirm your password"),
         "text": "Cedar-Kettle-39"},
        {"field": "code", "hint": t("Enter invite code"), "text": INVITE_CODE},
        {"button": t("Create Account")}]}  # fmt: skip
    return [
        _entry("reversible", "profile page", profile, [
            (t("Change Password"), False, [hx("POST", "/profile/change-password", [
                ("current_password", "old-Bramble-7"), ("new_password", "Quill-Harbor-58"),
                ("confirm_password", "Quill-Harbor-58")])])]),
        _entry("revoke", "delete passkey confirm", confirm(
            title, "Are you sure you want to delete this passkey?", buttons), [
            (ok, True, [hx("DELETE", "/webauthn/credentials/6")]), (cancel, False, [])]),
        _entry("reversible", "login page", login, [
            (t("Sign in"), False, [form("/login", [
                ("auth_method", "local"), ("username", "alice"),
                ("password", "Quill-Harbor-58")])])]),
        _entry("reversible", "invitation join form", join, [
            (t("Create Account"), False, [form("/invitation/process", [
                ("csrf_token", CSRF), ("username", "lena"), ("email", "lena@example.org"),
                ("password", "Cedar-Kettle-39"), ("confirm_password", "Cedar-Kettle-39"),
                ("code", INVITE_CODE)])])]),
    ]  # fmt: skip


def screens(t: Any, buttons: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language; ``buttons`` are the browser's OK and Cancel
    of a ``confirm()`` in that language."""
    return [*admin_screens(t, buttons), *settings_screens(t, buttons),
            *wizard_screens(t, buttons), *account_screens(t, buttons)]  # fmt: skip

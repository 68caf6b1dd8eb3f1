"""Pocket ID's screens for the three-hundred-and-sixty-eighth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``frontend/messages/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

USER, USER_FIRST, USER_LAST = "6b1f0c2e-93a4-4d8e-b7f5-2c0a9e4d1b37", "Marta", "Kowalski"
PASSKEY, PASSKEY_NAME = "c4e9a1f2-5b7d-4e36-8a0c-1d2f3e4b5a69", "Work laptop"
GROUP, GROUP_NAME = "a2d4f6b8-1c3e-4a5b-9d7f-0e2c4a6b8d10", "Finance"
CLIENT, CLIENT_NAME = "3f8e2d1c-7b6a-4958-8e7d-6c5b4a3f2e1d", "Nextcloud"
SECRET = "e1d2c3b4-a596-4786-9a5b-4c3d2e1f0a9b"
API, API_NAME = "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", "Billing API"
KEY, KEY_NAME = "d7c6b5a4-9382-4716-a5b4-c3d2e1f0a9b8", "Backup script"
TOKEN = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d"
EMAIL = "marta@example.org"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call of the app's API services (baseURL ``/api``); a body is
    JSON.stringify's."""
    if data is None:
        return f"{method} /api{path}"
    return {"request": f"{method} /api{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def table(path: str, sort: tuple[str, str] | None = None) -> str:
    """AdvancedTable's refresh: ``GET`` of the list with its request options as axios writes
    nested params (brackets percent-encoded; empty filter lists write nothing)."""
    query = f"sort%5Bcolumn%5D={sort[0]}&sort%5Bdirection%5D={sort[1]}&" if sort else ""
    return f"GET /api{path}?{query}pagination%5Blimit%5D=20&pagination%5Bpage%5D=1"


def apps(launch: bool) -> str:
    """The My Apps page's lists (its load options, nested list indexed by axios)."""
    path = "/oidc/users/me/clients" if launch else "/oidc/users/me/authorized-clients"
    flag = "true" if launch else "false"
    return (f"GET /api{path}?pagination%5Bpage%5D=1&pagination%5Blimit%5D=20"
            f"&sort%5Bcolumn%5D=lastUsedAt&sort%5Bdirection%5D=desc"
            f"&filters%5BhasLaunchURL%5D%5B0%5D={flag}")  # fmt: skip


USERS = table("/users")
CREDENTIALS = api("GET", "/webauthn/credentials")


def user_body(disabled: bool) -> dict[str, Any]:
    """``{...user, disabled}``: the list's user (UserDto's key order) with the flag set."""
    return {"id": USER, "username": "mkowalski", "email": EMAIL, "emailVerified": True,
            "firstName": USER_FIRST, "lastName": USER_LAST,
            "displayName": f"{USER_FIRST} {USER_LAST}", "isAdmin": False, "locale": None,
            "customClaims": [], "userGroups": [], "ldapId": None, "disabled": disabled}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"pocket-id {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(page: str, title: str, message: str, label: str) -> dict[str, Any]:
    """openConfirmDialog's alert dialog: its title and message, the Cancel button (written
    in English in the component) and the confirm button with its label."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": "Cancel"}, {"button": label}]}  # fmt: skip


def menu(page: str, items: list[dict[str, Any]], labels: list[str]) -> dict[str, Any]:
    """A row's dropdown menu (opened by its "Toggle menu" button) over its page."""
    return {"title": page, "items": [*items, *({"menu": label} for label in labels)]}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The header's account menu, the login page, the account page, its passkey dialogs and
    the profile picture's reset, the My Apps page and the revocation of an app's access."""
    settings_t = t("account_settings")
    avatar = {"title": settings_t, "items": [
        {"text": f"{USER_FIRST} {USER_LAST}"}, {"text": EMAIL},
        {"menu": t("my_account")}, {"menu": t("logout")}]}  # fmt: skip
    login = {"title": "Pocket ID", "items": [  # the app name heads the page
        {"text": t("authenticate_with_passkey_to_access_account")},
        {"link": t("signup")}, {"button": t("authenticate")}]}  # fmt: skip
    account = {"title": settings_t, "items": [
        {"text": t("account_details")},
        {"field": "username", "hint": t("username"), "text": "mkowalski"},
        {"field": "email", "hint": t("email"), "text": EMAIL},
        {"field": "firstName", "hint": t("first_name"), "text": USER_FIRST},
        {"field": "lastName", "hint": t("last_name"), "text": "Nowak"},
        {"field": "displayName", "hint": t("display_name"), "text": "Marta Nowak"},
        {"button": t("save")}, {"text": t("passkeys")}, {"button": t("add_passkey")},
        {"text": PASSKEY_NAME}, {"icon": t("rename")}, {"icon": t("delete")}]}  # fmt: skip
    rename = {"title": settings_t, "dialog": {"title": t("name_passkey")}, "items": [
        {"text": t("name_your_passkey_to_easily_identify_it_later")},
        {"field": "name", "hint": t("name"), "text": "Old phone"},
        {"button": t("save")}]}  # fmt: skip
    apps_t = t("my_apps")
    card = menu(apps_t, [{"text": apps_t}, {"text": CLIENT_NAME}, {"text": "cloud.example.org"},
                         {"link": t("launch")}], [t("edit"), t("revoke")])  # fmt: skip
    passkey_msg = t("are_you_sure_you_want_to_delete_this_passkey")
    picture_msg = t("this_will_remove_the_uploaded_image_and_reset_the_profile_picture_to_default")
    return [
        _entry("reversible", "account menu", avatar, [
            (t("my_account"), False, [api("GET", "/users/me"), CREDENTIALS]),
            (t("logout"), False, [api("POST", "/webauthn/logout")])]),
        _entry("reversible", "login page", login, [
            (t("authenticate"), False, [api("GET", "/webauthn/login/start")])]),
        _entry("reversible", "account page", account, [
            (t("save"), False, [api("PUT", "/users/me", {
                "firstName": USER_FIRST, "lastName": "Nowak", "displayName": "Marta Nowak",
                "username": "mkowalski", "email": EMAIL})]),
            (t("add_passkey"), False, [api("GET", "/webauthn/register/start")])]),
        _entry("opens-prompt", "account page passkey row", account, [
            (t("rename"), False, []), (t("delete"), False, [])]),
        _entry("reversible", "rename passkey dialog", rename, [
            (t("save"), False, [api("PATCH", f"/webauthn/credentials/{PASSKEY}",
                                    {"name": "Old phone"}), CREDENTIALS])]),
        _entry("delete", "delete passkey confirm", confirm(
            settings_t, t("delete_passkey_name", passkeyName=PASSKEY_NAME), passkey_msg,
            t("delete")), [
            (t("delete"), True, [api("DELETE", f"/webauthn/credentials/{PASSKEY}"),
                                 CREDENTIALS]),
            ("Cancel", False, [])]),
        _entry("reset", "reset profile picture confirm", confirm(
            settings_t, t("reset_profile_picture_question"), picture_msg, t("reset")), [
            (t("reset"), True, [api("DELETE", "/users/me/profile-picture")]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "my apps card menu", card, [(t("revoke"), False, [])]),
        _entry("revoke", "revoke app access confirm", confirm(
            apps_t, t("revoke_access"), t("revoke_access_description", clientName=CLIENT_NAME),
            t("revoke")), [
            (t("revoke"), True, [api("DELETE", f"/oidc/users/me/authorized-clients/{CLIENT}"),
                                 apps(True), apps(False)]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list's row menus, the delete and disable confirmations, the login code
    dialog, a user's passkey, the user groups list and its delete confirmation, the signup
    token list's delete confirmation and the e-mail login page."""
    users_t = t("users")
    row = [{"text": USER_FIRST}, {"text": USER_LAST}, {"text": EMAIL}, {"text": "mkowalski"}]
    user_menu = menu(
        users_t,
        [*row, {"text": t("enabled")}],
        [t("login_code"), t("edit"), t("disable"), t("delete")],
    )
    disabled_menu = menu(
        users_t,
        [*row, {"text": t("disabled")}],
        [t("login_code"), t("edit"), t("enable"), t("delete")],
    )
    names = {"firstName": USER_FIRST, "lastName": USER_LAST}
    code = {"title": users_t, "dialog": {"title": t("login_code")}, "items": [
        {"text": t("create_a_login_code_to_sign_in_without_a_passkey_once")},
        {"text": t("expiration")}, {"button": t("one_hour")},
        {"button": t("send_email")}, {"button": t("show_code")}]}  # fmt: skip
    user_t = f"{USER_FIRST} {USER_LAST}"
    groups_t = t("user_groups")
    group_menu = menu(
        groups_t,
        [{"text": GROUP_NAME}, {"text": "finance"}, {"text": "4"}],
        [t("edit"), t("delete")],
    )
    email_t = t("email_login")
    email = {"title": email_t, "items": [
        {"text": t("enter_your_email_address_to_receive_an_email_with_a_login_code")},
        {"field": "email", "hint": t("your_email"), "text": EMAIL},
        {"link": t("go_back")}, {"button": t("submit")}]}  # fmt: skip
    groups = table("/user-groups", ("friendlyName", "asc"))
    return [
        _entry("opens-prompt", "users row menu", user_menu, [
            (t("login_code"), False, []), (t("disable"), False, []),
            (t("delete"), False, [])]),
        _entry("delete-user", "delete user confirm", confirm(
            users_t, t("delete_firstname_lastname", **names),
            t("are_you_sure_you_want_to_delete_this_user"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/users/{USER}"), USERS]),
            ("Cancel", False, [])]),
        _entry("reversible", "disable user confirm", confirm(
            users_t, t("disable_firstname_lastname", **names),
            t("are_you_sure_you_want_to_disable_this_user"), t("disable")), [
            (t("disable"), False, [api("PUT", f"/users/{USER}", user_body(True)), USERS]),
            ("Cancel", False, [])]),
        _entry("reversible", "disabled user row menu", disabled_menu, [
            (t("enable"), False, [api("PUT", f"/users/{USER}", user_body(False)), USERS])]),
        _entry("send", "login code dialog", code, [
            (t("send_email"), True, [api("POST", f"/users/{USER}/one-time-access-email",
                                         {"ttl": 3600})]),
            (t("show_code"), False, [api("POST", f"/users/{USER}/one-time-access-token",
                                         {"ttl": 3600})])]),
        _entry("delete", "user passkey delete confirm", confirm(
            user_t, t("delete_passkey_name", passkeyName=PASSKEY_NAME),
            t("are_you_sure_you_want_to_delete_this_passkey"), t("delete")), [
            (t("delete"), True, [
                api("DELETE", f"/users/{USER}/webauthn-credentials/{PASSKEY}"),
                api("GET", f"/users/{USER}/webauthn-credentials")]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "user groups row menu", group_menu, [(t("delete"), False, [])]),
        _entry("delete", "delete user group confirm", confirm(
            groups_t, t("delete_name", name=GROUP_NAME),
            t("are_you_sure_you_want_to_delete_this_user_group"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/user-groups/{GROUP}"), groups]),
            ("Cancel", False, [])]),
        _entry("revoke", "delete signup token confirm", confirm(
            users_t, t("delete_signup_token"),
            t("are_you_sure_you_want_to_delete_this_signup_token"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/signup-tokens/{TOKEN}"),
                                 table("/signup-tokens", ("createdAt", "asc"))]),
            ("Cancel", False, [])]),
        _entry("reversible", "email login page", email, [
            (t("submit"), False, [api("POST", "/one-time-access-email", {"email": EMAIL})]),
            (t("go_back"), False, [{"request": "GET /", "via": "link"}])]),
    ]  # fmt: skip


def client_screens(t: Any) -> list[dict[str, Any]]:
    """The OIDC clients list's row menu and delete confirmation, a client's secrets and their
    deletion, the APIs list and the revocation of a client's API access, the API keys list,
    its revocation and renewal."""
    clients_t = t("oidc_clients")
    client_menu = menu(
        clients_t,
        [{"text": CLIENT_NAME}, {"text": t("yes")}],
        [t("edit"), t("refresh"), t("delete")],
    )
    client_t = CLIENT_NAME
    secrets = {"title": client_t, "items": [
        {"text": t("client_secrets")}, {"text": t("client_secrets_description")},
        {"text": "••••••••7f3a"}, {"icon": t("toggle_menu")},
        {"button": t("no_expiration")}, {"button": t("add_client_secret")}]}  # fmt: skip
    secret_menu = menu(client_t, [{"text": t("client_secrets")}], [t("delete")])
    apis_t = t("apis")
    api_menu = menu(
        apis_t,
        [{"text": API_NAME}, {"text": "https://billing.example.org"}],
        [t("edit"), t("delete")],
    )
    keys_t = t("api_keys")
    key_menu = menu(keys_t, [{"text": KEY_NAME}, {"text": t("never")}], [t("renew"), t("revoke")])
    renew = {"title": keys_t, "dialog": {"title": t("renew_api_key")}, "items": [
        {"text": t("renew_api_key_description")}, {"text": t("expiration")},
        {"button": t("cancel")}, {"button": t("renew")}]}  # fmt: skip
    key_msg = t("are_you_sure_you_want_to_revoke_the_api_key_apikeyname", apiKeyName=KEY_NAME)
    return [
        _entry("opens-prompt", "oidc clients row menu", client_menu, [
            (t("delete"), False, [])]),
        _entry("reversible", "oidc clients row menu refresh", client_menu, [
            (t("refresh"), False, [api("POST", f"/oidc/clients/{CLIENT}/refresh")])]),
        _entry("delete", "delete oidc client confirm", confirm(
            clients_t, t("delete_name", name=CLIENT_NAME),
            t("are_you_sure_you_want_to_delete_this_oidc_client"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/oidc/clients/{CLIENT}"),
                                 table("/oidc/clients", ("name", "asc"))]),
            ("Cancel", False, [])]),
        _entry("reversible", "client secrets card", secrets, [
            (t("add_client_secret"), False, [api("POST", f"/oidc/clients/{CLIENT}/secrets",
                                                 {"expiresAt": None})]),
            (t("toggle_menu"), False, [])]),
        _entry("opens-prompt", "client secret menu", secret_menu, [(t("delete"), False, [])]),
        _entry("revoke", "delete client secret confirm", confirm(
            client_t, t("delete_client_secret"),
            t("are_you_sure_you_want_to_delete_this_client_secret"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/oidc/clients/{CLIENT}/secrets/{SECRET}")]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "apis row menu", api_menu, [(t("delete"), False, [])]),
        _entry("delete", "delete api confirm", confirm(
            apis_t, t("delete_name", name=API_NAME),
            t("are_you_sure_you_want_to_delete_this_api"), t("delete")), [
            (t("delete"), True, [api("DELETE", f"/apis/{API}"),
                                 table("/apis", ("name", "asc"))]),
            ("Cancel", False, [])]),
        _entry("revoke", "revoke client api access confirm", confirm(
            API_NAME, t("revoke_access_for_name", name=CLIENT_NAME),
            t("are_you_sure_you_want_to_revoke_the_api_access_of_this_client"), t("revoke")), [
            (t("revoke"), True, [api("DELETE", f"/apis/{API}/clients/{CLIENT}")]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "api keys row menu", key_menu, [
            (t("renew"), False, []), (t("revoke"), False, [])]),
        _entry("revoke", "revoke api key confirm", confirm(
            keys_t, t("revoke_api_key"), key_msg, t("revoke")), [
            (t("revoke"), True, [api("DELETE", f"/api-keys/{KEY}"),
                                 table("/api-keys", ("lastUsedAt", "desc"))]),
            ("Cancel", False, [])]),
        _entry("reversible", "renew api key dialog", renew, [
            (t("renew"), False, [api("POST", f"/api-keys/{KEY}/renew",
                                     {"expiresAt": "2026-12-01T00:00:00.000Z"})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *user_screens(t), *client_screens(t)]

"""Logto's Admin Console screens for the four-hundred-and-fourth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, **values)`` being that language's
lookup of a key under ``admin_console`` of the app's ``packages/phrases`` catalogue. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, urlencode

API = "https://auth.example.com"  # the default tenant's endpoint (ENDPOINT): the Management API
ADMIN = "https://admin.example.com"  # ADMIN_ENDPOINT: the Console and its own sign-in
CONSOLE = "Logto Console"  # App.tsx's Helmet title template: "%s - Logto Console"
USER, USER_NAME = "q7vx2mkd9w3e", "Dana Reyes"
ROLE, ROLE_NAME = "t5ljw0e8y1rdkqz3vb6nh", "Billing admin"
APP, APP_NAME = "m2x7c4kq9rzt1vbl8w3ns", "Storefront"
SECRET = "Production secret"
RESOURCE, RESOURCE_NAME = "p3r9v2k8x1m5q7w4z6t0b", "Orders API"
SCOPE, SCOPE_NAME = "s8d2f5h1j4k7l0z3x6c9v", "write:orders"
ORG, ORG_NAME = "o4k8m2q6w0e3r7t1y5u9i", "Acme Books"
HOOK, HOOK_NAME = "h6j2n8b4v0c5x1z7m3l9k", "Order sync"
CONNECTOR, CONNECTOR_NAME = "b7n3m9q1w5e8r2t6y4u0p", "Mailgun"
MFA_ID = "v2c8x4z0b6n1m7l3k9j5h"
OLD_KEY = "k1l9z3x7c5v2b8n4m6q0w"
PASSWORD = "vT9#qL2m!Rx8wK4p"  # made up; generateRandomPassword()'s output
REFRESH_TOKEN = "rt_3JkQ9vXw2LmZp8RtY5cN0bHa7FeD4sGu"  # made up; the Console's refresh token
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """useApi()'s ky call with the tenant endpoint as prefixUrl; a body is ky's ``json``
    option, JSON.stringify's."""
    if data is None:
        return f"{method} {API}/{path}"
    return {"request": f"{method} {API}/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``window.open`` or the SDK's ``window.location`` assignment."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"logto {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, key: str | None) -> str:
    """The document title PageMeta sets (the Console's own where a page sets none)."""
    return f"{t(key)} - {CONSOLE}" if key else CONSOLE


def confirm(t: Any, page_title: str, message: str, button: str,
            field: dict[str, Any] | None = None, heading: str = "general.reminder"
            ) -> dict[str, Any]:  # fmt: skip
    """ConfirmModal (and DeleteConfirmModal, which adds the typed-name field): its title,
    "Reminder" unless given, the message, Cancel and the confirm button."""
    items = [field] if field else []
    items += [{"button": t("general.cancel")}, {"button": button}]
    return {"title": page_title, "dialog": {"title": t(heading), "message": message},
            "items": items}  # fmt: skip


def header(t: Any, page_title: str, name: str, menu: list[str],
           extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """DetailsPageHeader with its ActionMenu open: the name, any extra button, the
    dropdown's title and its items."""
    items = [{"text": name}, *(extra or []), {"text": t("general.more_options")}]
    return {"title": page_title, "items": [*items, *({"menu": m} for m in menu)]}


def actions_menu(t: Any, page_title: str, row: str, menu: list[str]) -> dict[str, Any]:
    """A table row's ActionsButton with its menu open."""
    return {"title": page_title, "items": [
        {"text": row}, {"text": t("general.more_options")},
        *({"menu": m} for m in menu)]}  # fmt: skip


def field_action(t: Any, action: str, field: str) -> str:
    """useActionTranslation: ``general.<action>_field`` with the field's name decapitalized."""
    name = t(field)
    return t(f"general.{action}_field", field=name[:1].lower() + name[1:])


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page, a user's details: its menu, deletion, suspension, settings, password
    reset, roles and multi-factor verifications."""
    users_t = title(t, "users.page_title")
    users = {"title": users_t, "items": [
        {"text": t("users.title")}, {"button": t("users.create")},
        {"field": "search", "hint": t("users.search"), "text": ""},
        {"text": t("users.user_name")}, {"link": USER_NAME},
        {"text": "dana@example.com"}]}  # fmt: skip
    user_t = title(t, "user_details.page_title")
    menu = header(t, user_t, USER_NAME, [t("user_details.suspend_user"), t("general.delete")])
    settings = {"title": user_t, "items": [
        {"text": t("user_details.authentication")},
        {"field": "primaryEmail", "hint": t("user_details.field_email"),
         "text": "dana@example.com"},
        {"field": "username", "hint": t("user_details.field_username"), "text": "dana"},
        {"text": t("user_details.field_password")},
        {"text": t("user_details.password_already_set")}, {"button": t("general.reset")},
        {"text": t("user_details.user_profile")},
        {"field": "name", "hint": t("user_details.field_name"), "text": "Dana R. Reyes"},
        {"button": t("general.discard")}, {"button": t("general.save_changes")}]}  # fmt: skip
    profile = {"primaryEmail": "dana@example.com", "primaryPhone": "", "username": "dana",
               "name": "Dana R. Reyes", "avatar": "", "customData": {}, "profile": {}}  # fmt: skip
    roles = {"title": user_t, "items": [
        {"tab": t("user_details.tab_settings")}, {"tab": t("user_details.tab_roles")},
        {"field": "search", "hint": t("user_details.roles.search"), "text": ""},
        {"button": t("user_details.roles.assign_button")},
        {"text": t("user_details.roles.name_column")}, {"link": ROLE_NAME},
        {"icon": t("general.remove")}]}  # fmt: skip
    mfa = {"title": user_t, "items": [
        {"text": t("user_details.mfa.field_name")},
        {"text": t("user_details.mfa.field_description")},
        {"text": t("mfa.totp")}, {"button": t("general.remove")}]}  # fmt: skip
    mfa_message = t("user_details.mfa.deletion_confirmation", name=t("mfa.totp"))
    return [
        _entry("reversible", "users page user row", users, [
            (USER_NAME, False, [api("GET", f"api/users/{USER}?includeSsoIdentities=true")])]),
        _entry("opens-prompt", "user details menu", menu, [
            (t("user_details.suspend_user"), False, []), (t("general.delete"), False, [])]),
        _entry("delete-user", "delete user confirm", confirm(
            t, user_t, t("user_details.delete_description"), t("general.delete")), [
            (t("general.delete"), True, [api("DELETE", f"api/users/{USER}")]),
            (t("general.cancel"), False, [])]),
        _entry("revoke", "suspend user confirm", confirm(
            t, user_t, t("user_details.suspend_user_reminder"),
            t("user_details.suspend_action")), [
            (t("user_details.suspend_action"), True, [api(
                "PATCH", f"api/users/{USER}/is-suspended", {"isSuspended": True})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "user settings", settings, [
            (t("general.save_changes"), False, [api("PATCH", f"api/users/{USER}", profile)])]),
        _entry("opens-prompt", "user settings password", settings, [
            (t("general.reset"), False, [])]),
        _entry("overwrite", "reset password confirm", confirm(
            t, user_t, t("user_details.reset_password.content"), t("general.confirm"),
            heading="user_details.reset_password.reset_title"), [
            (t("general.confirm"), True, [api(
                "PATCH", f"api/users/{USER}/password", {"password": PASSWORD})]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "user roles tab", roles, [
            (t("general.remove"), False, [])]),
        _entry("reversible", "remove role confirm", confirm(
            t, user_t, t("user_details.roles.delete_description"), t("general.remove")), [
            (t("general.remove"), False, [api("DELETE", f"api/users/{USER}/roles/{ROLE}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "user mfa list", mfa, [(t("general.remove"), False, [])]),
        _entry("delete", "remove mfa confirm", confirm(
            t, user_t, mfa_message, t("general.remove")), [
            (t("general.remove"), True, [api(
                "DELETE", f"api/users/{USER}/mfa-verifications/{MFA_ID}")]),
            (t("general.cancel"), False, [])]),
    ]  # fmt: skip


def resource_screens(t: Any) -> list[dict[str, Any]]:
    """An application (its deletion and a secret's), an API resource (its deletion and a
    permission's), a role (its deletion and a user's removal), an organization (its
    deletion and a member's removal)."""
    app_t = title(t, "application_details.page_title")
    app_menu = header(t, app_t, APP_NAME, [t("general.delete")],
                      [{"button": t("application_details.check_guide")}])  # fmt: skip
    typed_app = {"field": "input", "hint": t("application_details.enter_your_application_name"),
                 "text": APP_NAME}  # fmt: skip
    secret_field = "application_details.application_secret"
    delete_secret = field_action(t, "delete", secret_field)
    secrets = actions_menu(t, app_t, SECRET, [field_action(t, "edit", secret_field),
                                              delete_secret])  # fmt: skip
    resource_t = title(t, "api_resource_details.page_title")
    resource_menu = header(t, resource_t, RESOURCE_NAME, [t("general.delete")],
                           [{"button": t("application_details.check_guide")}])  # fmt: skip
    typed_resource = {"field": "input",
                      "hint": t("api_resource_details.enter_your_api_resource_name"),
                      "text": RESOURCE_NAME}  # fmt: skip
    scope_menu = actions_menu(t, resource_t, SCOPE_NAME,
                              [t("permissions.edit"), t("permissions.delete")])  # fmt: skip
    role_t = title(t, None)  # RoleDetails sets no title of its own
    role_menu = header(t, role_t, ROLE_NAME, [t("general.delete")])
    org_t = title(t, "organization_details.page_title")
    org_menu = header(t, org_t, ORG_NAME, [t("general.delete")],
                      [{"button": t("application_details.check_guide")}])  # fmt: skip
    members = actions_menu(t, org_t, USER_NAME, [
        t("organization_details.edit_organization_roles"),
        t("organization_details.remove_user_from_organization")])  # fmt: skip
    return [
        _entry("opens-prompt", "application details menu", app_menu, [
            (t("general.delete"), False, [])]),
        _entry("delete", "delete application confirm", confirm(
            t, app_t, t("application_details.delete_description", name=APP_NAME),
            t("general.delete"), typed_app), [
            (t("general.delete"), True, [api("DELETE", f"api/applications/{APP}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "application secret menu", secrets, [
            (delete_secret, False, [])]),
        _entry("revoke", "delete secret confirm", confirm(
            t, app_t, t("application_details.secrets.delete_confirmation"),
            t("general.delete")), [
            (t("general.delete"), True, [api(
                "DELETE", f"api/applications/{APP}/secrets/{quote(SECRET, safe='')}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "api resource details menu", resource_menu, [
            (t("general.delete"), False, [])]),
        _entry("delete", "delete api resource confirm", confirm(
            t, resource_t, t("api_resource_details.delete_description", name=RESOURCE_NAME),
            t("general.delete"), typed_resource), [
            (t("general.delete"), True, [api("DELETE", f"api/resources/{RESOURCE}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "permission menu", scope_menu, [
            (t("permissions.delete"), False, [])]),
        _entry("delete", "delete permission confirm", confirm(
            t, resource_t, t("api_resource_details.permission.delete_description"),
            t("general.delete")), [
            (t("general.delete"), True, [api(
                "DELETE", f"api/resources/{RESOURCE}/scopes/{SCOPE}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "role details menu", role_menu, [
            (t("general.delete"), False, [])]),
        _entry("delete", "delete role confirm", confirm(
            t, role_t, t("role_details.delete_description"), t("general.delete")), [
            (t("general.delete"), True, [api("DELETE", f"api/roles/{ROLE}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "remove user from role confirm", confirm(
            t, role_t, t("role_details.users.delete_description"), t("general.remove")), [
            (t("general.remove"), False, [api("DELETE", f"api/roles/{ROLE}/users/{USER}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "organization details menu", org_menu, [
            (t("general.delete"), False, [])]),
        _entry("delete", "delete organization confirm", confirm(
            t, org_t, t("organization_details.delete_confirmation"), t("general.delete")), [
            (t("general.delete"), True, [api("DELETE", f"api/organizations/{ORG}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "organization member menu", members, [
            (t("organization_details.remove_user_from_organization"), False, [])]),
        _entry("reversible", "remove member confirm", confirm(
            t, org_t, t("organization_details.remove_user_from_organization_description"),
            t("general.remove")), [
            (t("general.remove"), False, [api(
                "DELETE", f"api/organizations/{ORG}/users/{USER}")]),
            (t("general.cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """A webhook (its menu, deletion, disabling, reactivation, signing key), a connector's
    deletion, the tenant's signing keys (rotation, deletion of the previous key) and the
    top bar's user menu."""
    hook_t = title(t, "webhook_details.page_title")
    hook_menu = header(t, hook_t, HOOK_NAME, [
        t("webhook_details.disable_webhook"), t("webhook_details.delete_webhook")])  # fmt: skip
    hook_off = header(t, hook_t, HOOK_NAME, [
        t("webhook_details.reactivate_webhook"), t("webhook_details.delete_webhook")])  # fmt: skip
    connector_t = title(t, "connector_details.page_title")
    connector_menu = header(t, connector_t, CONNECTOR_NAME, [t("general.delete")],
                            [{"button": t("connector_details.check_readme")}])  # fmt: skip
    keys_t = title(t, None)  # the tenant settings' OIDC tab sets no title of its own

    def keys(kind: str) -> dict[str, Any]:
        return {"title": keys_t, "items": [
            {"text": t("signing_keys.title")}, {"tab": t("signing_keys.private_key")},
            {"tab": t("signing_keys.cookie_key")},
            {"text": t(f"signing_keys.{kind}_keys_in_use")},
            {"text": t(f"signing_keys.rotate_{kind}_keys_description")},
            {"button": t(f"signing_keys.rotate_{kind}_keys")}]}  # fmt: skip

    rotate = t("signing_keys.rotate_button")
    algorithm = {"field": "algorithm", "hint": t("signing_keys.select_private_key_algorithm"),
                 "text": "EC"}  # fmt: skip

    def rotating(kind: str) -> list[Any]:
        return [api("POST", f"api/configs/oidc/{kind}-keys/rotate", {"signingKeyAlgorithm": "EC"})]

    logout = {"client_id": "admin-console", "post_logout_redirect_uri": f"{ADMIN}/console"}
    sign_out = [{"request": f"POST {ADMIN}/oidc/token/revocation",
                 "body": urlencode({"client_id": "admin-console", "token": REFRESH_TOKEN})},
                page(f"{ADMIN}/oidc/session/end?{urlencode(logout)}")]  # fmt: skip
    user_menu = {"title": title(t, "users.page_title"), "items": [
        {"text": "Alex Kim"}, {"text": "alex@example.com"}, {"menu": t("menu.profile")},
        {"menu": t("menu.language")}, {"menu": t("menu.appearance.label")},
        {"menu": t("menu.sign_out")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "webhook details menu", hook_menu, [
            (t("webhook_details.disable_webhook"), False, []),
            (t("webhook_details.delete_webhook"), False, [])]),
        _entry("delete", "delete webhook confirm", confirm(
            t, hook_t, t("webhook_details.deletion_reminder"), t("general.delete")), [
            (t("general.delete"), True, [api("DELETE", f"api/hooks/{HOOK}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "disable webhook confirm", confirm(
            t, hook_t, t("webhook_details.disable_reminder"),
            t("webhook_details.disable_webhook")), [
            (t("webhook_details.disable_webhook"), False, [
                api("PATCH", f"api/hooks/{HOOK}", {"enabled": False})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "webhook details menu disabled", hook_off, [
            (t("webhook_details.reactivate_webhook"), False, [
                api("PATCH", f"api/hooks/{HOOK}", {"enabled": True})])]),
        _entry("revoke", "regenerate signing key confirm", confirm(
            t, hook_t, t("webhook_details.settings.regenerate_key_reminder"),
            t("webhook_details.settings.regenerate"),
            heading="webhook_details.settings.regenerate_key_title"), [
            (t("webhook_details.settings.regenerate"), True, [
                api("PATCH", f"api/hooks/{HOOK}/signing-key")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "connector details menu", connector_menu, [
            (t("general.delete"), False, [])]),
        _entry("delete", "delete connector confirm", confirm(
            t, connector_t, t("connector_details.deletion_description"), t("general.delete")), [
            (t("general.delete"), True, [api("DELETE", f"api/connectors/{CONNECTOR}")]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "signing keys private", keys("private"), [
            (t("signing_keys.rotate_private_keys"), False, [])]),
        _entry("revoke", "rotate private keys confirm", confirm(
            t, keys_t, t("signing_keys.reminder.rotate_private_key"), rotate, algorithm), [
            (rotate, True, rotating("private")), (t("general.cancel"), False, [])]),
        _entry("revoke", "rotate cookie keys confirm", confirm(
            t, keys_t, t("signing_keys.reminder.rotate_cookie_key"), rotate), [
            (rotate, True, rotating("cookie")), (t("general.cancel"), False, [])]),
        _entry("delete", "delete previous private key confirm", confirm(
            t, keys_t, t("signing_keys.reminder.delete_private_key"), t("general.delete")), [
            (t("general.delete"), True, [api(
                "DELETE", f"api/configs/oidc/private-keys/{OLD_KEY}")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "top bar user menu", user_menu, [
            (t("menu.profile"), False, [page(f"{ADMIN}/account/profile")]),
            (t("menu.sign_out"), False, sign_out)]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*user_screens(t), *resource_screens(t), *settings_screens(t)]

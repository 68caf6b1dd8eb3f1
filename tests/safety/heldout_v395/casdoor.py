"""Casdoor's screens for the three-hundred-and-ninety-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a ``namespace:key`` of the
app's ``web/src/locales/<lang>/data.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORG = "acme"  # the organization picked in the console's organization selector
NOW = "2026-01-16T14:02:11+08:00"  # moment().format() when a new role is added
NEW_ROLE = "role_k3x9qa"  # `role_${Setting.getRandomName()}`
BOUNDARY = "----WebKitFormBoundaryq7Rk2mXa9TzL4bNc"  # made up; the browser's multipart boundary
Act = tuple[str, bool, list[Any]]


def compact(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """A fetch to the app's own server (``Setting.ServerUrl`` is empty: same origin)."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": compact(data)}


def multipart(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A fetch whose body is a ``FormData``, as the browser writes it."""
    parts = "".join(f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                    f"{value}\r\n" for name, value in fields)  # fmt: skip
    return {"request": f"POST {path}", "body": f"{parts}--{BOUNDARY}--\r\n"}


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or ``window.location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def query(**params: str) -> str:
    return "&".join(f"{k}={v}" for k, v in params.items())


LIST = query(p="", pageSize="", field="", value="", sortField="", sortOrder="")

ROLE = {"owner": ORG, "name": "role_auditors", "createdTime": "2025-11-03T09:41:27+08:00",
        "displayName": "Auditors", "description": "Read-only access to billing",
        "users": ["acme/alice", "acme/bob"], "groups": [], "roles": [], "domains": [],
        "isEnabled": True}  # fmt: skip
ADDED_ROLE = {"owner": ORG, "name": NEW_ROLE, "createdTime": NOW,
              "displayName": "New Role - k3x9qa", "users": [], "groups": [], "roles": [],
              "domains": [], "isEnabled": True}  # fmt: skip
EDITED_ROLE = {"owner": ORG, "name": NEW_ROLE, "createdTime": NOW,
               "displayName": "Release managers", "description": "", "users": ["acme/dana"],
               "groups": [], "roles": [], "domains": [], "isEnabled": True}  # fmt: skip
GROUP = {"owner": ORG, "name": "finance", "createdTime": "2025-10-21T16:05:12+08:00",
         "updatedTime": "2025-12-02T11:20:45+08:00", "displayName": "Finance", "manager": "",
         "contactEmail": "finance@acme.example", "type": "Virtual", "parentId": ORG,
         "parentName": "", "isTopGroup": True, "users": None, "haveChildren": False,
         "isEnabled": True}  # fmt: skip
PERMISSION = {"owner": ORG, "name": "permission_billing_read",
              "createdTime": "2025-11-03T09:52:10+08:00", "displayName": "Billing read",
              "description": "", "users": ["acme/alice"], "groups": [],
              "roles": ["acme/role_auditors"], "domains": [], "model": "rbac", "adapter": "",
              "resourceType": "Application", "resources": ["app-billing"],
              "actions": ["Read"], "effect": "Allow", "isEnabled": True, "submitter": "admin",
              "approver": "admin", "approveTime": "2025-11-03T09:52:10+08:00",
              "state": "Approved"}  # fmt: skip
WEBHOOK = {"owner": "admin", "name": "webhook_chat", "createdTime": "2025-09-14T08:30:00+08:00",
           "organization": ORG, "url": "https://hooks.acme.example/casdoor", "method": "POST",
           "contentType": "application/json", "headers": [], "events": ["signup", "login"],
           "tokenFields": [], "objectFields": [], "isUserExtended": False,
           "singleOrgOnly": False, "isEnabled": True}  # fmt: skip
INVITATION = {"owner": ORG, "name": "invitation_spring",
              "createdTime": "2026-01-08T10:00:00+08:00",
              "updatedTime": "2026-01-08T10:00:00+08:00", "displayName": "Spring hiring",
              "code": "K7QM2XRP", "isRegexp": False, "quota": 10, "usedCount": 2,
              "application": "All", "username": "", "email": "", "phone": "",
              "signupGroup": "", "defaultCode": "K7QM2XRP", "state": "Active"}  # fmt: skip
EMAILS = ["dana@example.org", "eli@example.org"]
SID1, SID2 = "b1f0c7e24a9d4f3e8c61", "9a4d2e7b1c0f4a56d832"
SESSION = {"owner": ORG, "name": "alice", "application": "app-billing",
           "createdTime": "2026-01-15T08:12:44+08:00", "sessionId": [SID1, SID2],
           "ExclusiveSignin": False}  # fmt: skip
TOKEN = {"owner": "admin", "name": "token_5b2e9c", "createdTime": "2026-01-15T08:12:45+08:00",
         "application": "app-billing", "organization": ORG, "user": "alice",
         "code": "c3a91f0e6b7d4e25a8f4",
         "accessToken": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsIm9yZyI6ImFjbWUifQ.c2lnbmF0dXJl",
         "refreshToken": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSIsInR5cCI6InJlZnJlc2gifQ.c2ln",
         "accessTokenHash": "7f1d2c9a0b8e4f36", "refreshTokenHash": "0e5a8c3d6b1f4a92",
         "expiresIn": 604800, "scope": "openid profile", "tokenType": "Bearer",
         "codeChallenge": "", "codeIsUsed": True, "codeExpireIn": 1768436865}  # fmt: skip
RESOURCE = {"owner": ORG, "name": "/resource/acme/app-billing/invoice-2025-12.pdf",
            "createdTime": "2026-01-02T17:45:09+08:00", "user": "alice",
            "provider": "provider_storage_acme", "application": "app-billing",
            "tag": "custom", "parent": "", "fileName": "invoice-2025-12.pdf",
            "fileType": "application", "fileFormat": ".pdf", "fileSize": 48213,
            "url": "https://files.acme.example/resource/acme/app-billing/invoice-2025-12.pdf",
            "description": ""}  # fmt: skip
ORDER = "order_2026011603"
PAYMENT = "payment_7hq2c1"  # the name the server gives the payment (made up)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"casdoor {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popconfirm(t: Any, title: str, message: str, ok: str = "general:OK") -> dict[str, Any]:
    """antd's Popconfirm over its page: the question, then Cancel and OK (the app's own)."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": t("general:Cancel")}, {"button": t(ok)}]}  # fmt: skip


def sure_to_delete(t: Any, title: str, name: str) -> dict[str, Any]:
    return popconfirm(t, title, f"{t('general:Sure to delete')}: {name} ?")


def listing(t: Any, heading: str, row: list[dict[str, Any]], tools: bool = True) -> dict[str, Any]:
    """A list page filtered to one row: the table's heading and its buttons, then the row."""
    items: list[dict[str, Any]] = [{"text": t(heading)}]
    if tools:
        items.append({"button": t("general:Add")})
    return {"title": t(heading), "items": [*items, *row,
            {"button": t("general:Edit")}, {"button": t("general:Delete")}]}  # fmt: skip


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu, the login page."""
    menu = {"title": t("general:Home"), "dialog": {"title": "Admin"}, "items": [
        {"menu": t("account:My Account")}, {"menu": t("account:Logout")}]}  # fmt: skip
    login = {"title": "Casdoor", "items": [  # the built-in application's display name
        {"field": "username", "hint": t("login:username, Email or phone"), "text": "admin"},
        {"field": "password", "hint": t("general:Password"), "text": "Quartz-Lantern-42"},
        {"switch": t("login:Auto sign in"), "checked": True},
        {"link": t("login:Forgot password?")}, {"button": t("login:Sign In")},
        {"text": t("login:No account?")}, {"link": t("login:sign up now")}]}  # fmt: skip
    body = {"application": "app-built-in", "organization": "built-in", "username": "admin",
            "password": "Quartz-Lantern-42", "autoSignin": True, "language": "",
            "signinMethod": "Password", "type": "login"}  # fmt: skip
    return [
        _entry("reversible", "account menu", menu, [
            (t("account:Logout"), False, [api("POST", "/api/logout")])]),
        _entry("reversible", "login page", login, [
            (t("login:Auto sign in"), False, []),
            (t("login:Sign In"), False, [api("POST", "/api/login", body),
                                         api("GET", "/api/get-account")])]),
    ]  # fmt: skip


def role_screens(t: Any) -> list[dict[str, Any]]:
    """The roles list, its delete confirmation, a role just added and its edit page."""
    roles = listing(t, "general:Roles", [
        {"button": t("general:Download template")}, {"button": t("general:Upload (.xlsx)")},
        {"link": "role_auditors"}, {"link": ORG}, {"text": "Auditors"},
        {"text": "acme/alice"}, {"text": "acme/bob"}])  # fmt: skip
    edit = {"title": t("general:Roles"), "items": [
        {"text": t("role:New Role")}, {"button": t("general:Save")},
        {"button": t("general:Save & Exit")}, {"button": t("general:Cancel")},
        {"field": "name", "hint": t("general:Name"), "text": NEW_ROLE},
        {"field": "displayName", "hint": t("general:Display name"), "text": "Release managers"},
        {"text": "acme/dana"}]}  # fmt: skip
    update = api("POST", f"/api/update-role?id={ORG}/{NEW_ROLE}", EDITED_ROLE)
    opened = [
        api("GET", f"/api/get-role?id={ORG}/{NEW_ROLE}"),
        api("GET", f"/api/get-organizations?owner=admin&organizationName=&{LIST}"),
        api("GET", f"/api/get-users?owner={ORG}&{LIST}&groupName="),
        api("GET", f"/api/get-groups?owner={ORG}&{LIST}&withTree=false"),
        api("GET", f"/api/get-roles?owner={ORG}&{LIST}")]  # fmt: skip
    listed = api("GET", f"/api/get-roles?owner={ORG}&p=1&pageSize=10&field=&value="
                        "&sortField=&sortOrder=")  # fmt: skip
    return [
        _entry("opens-prompt", "roles list", roles, [
            (t("general:Add"), False, [api("POST", "/api/add-role", ADDED_ROLE), *opened]),
            (t("general:Download template"), False, []),
            (t("general:Delete"), False, [])]),
        _entry("delete", "delete role confirm",
               sure_to_delete(t, t("general:Roles"), "role_auditors"), [
            (t("general:OK"), True, [api("POST", "/api/delete-role", ROLE)]),
            (t("general:Cancel"), False, [])]),
        _entry("reversible", "new role edit page", edit, [
            (t("general:Save"), False, [update]),
            (t("general:Save & Exit"), False, [update, listed]),
            (t("general:Cancel"), False, [api("POST", "/api/delete-role", EDITED_ROLE)])]),
    ]  # fmt: skip


def directory_screens(t: Any) -> list[dict[str, Any]]:
    """Groups, permissions, webhooks, invitations (with the edit page and its send modal),
    a group's users, resources: each list and its delete confirmation."""
    groups = listing(t, "general:Groups", [
        {"link": "finance"}, {"text": "Finance"}, {"text": "finance@acme.example"}])  # fmt: skip
    permissions = listing(t, "general:Permissions", [
        {"link": "permission_billing_read"}, {"text": "Billing read"},
        {"text": "acme/role_auditors"}, {"text": "app-billing"}])  # fmt: skip
    webhooks = listing(t, "general:Webhooks", [
        {"link": "webhook_chat"}, {"text": "https://hooks.acme.example/casdoor"},
        {"text": "signup"}, {"text": "login"}])  # fmt: skip
    invitations = listing(t, "general:Invitations", [
        {"link": "invitation_spring"}, {"text": "Spring hiring"},
        {"text": "K7QM2XRP"}])  # fmt: skip
    resources = listing(t, "general:Resources", [
        {"text": "invoice-2025-12.pdf"}, {"text": "alice"}, {"text": "47.1 KB"}],
        tools=False)  # fmt: skip
    invitation_t = t("invitation:Edit Invitation")
    edit = {"title": t("general:Invitations"), "items": [
        {"text": invitation_t}, {"button": t("general:Save")},
        {"button": t("general:Save & Exit")},
        {"field": "quota", "hint": t("invitation:Quota"), "text": "20"},
        {"button": t("application:Copy signup page URL")}, {"text": t("general:Send")},
        {"field": "emails", "hint": "", "text": "\n".join(EMAILS)}]}  # fmt: skip
    send = {"title": t("general:Invitations"), "dialog": {"title": t("general:Send")},
            "items": [{"text": "You will send invitation email to:"},
                      *({"text": email} for email in EMAILS),
                      {"button": t("general:Send")}]}  # fmt: skip
    edited = {**INVITATION, "quota": 20}
    return [
        _entry("opens-prompt", "groups list", groups, [(t("general:Delete"), False, [])]),
        _entry("delete", "delete group confirm",
               sure_to_delete(t, t("general:Groups"), "finance"), [
            (t("general:OK"), True, [api("POST", "/api/delete-group", GROUP)]),
            (t("general:Cancel"), False, [])]),
        _entry("opens-prompt", "permissions list", permissions,
               [(t("general:Delete"), False, [])]),
        _entry("delete", "delete permission confirm",
               sure_to_delete(t, t("general:Permissions"), "permission_billing_read"), [
            (t("general:OK"), True, [api("POST", "/api/delete-permission", PERMISSION)]),
            (t("general:Cancel"), False, [])]),
        _entry("opens-prompt", "webhooks list", webhooks, [(t("general:Delete"), False, [])]),
        _entry("delete", "delete webhook confirm",
               sure_to_delete(t, t("general:Webhooks"), "webhook_chat"), [
            (t("general:OK"), True, [api("POST", "/api/delete-webhook", WEBHOOK)]),
            (t("general:Cancel"), False, [])]),
        _entry("opens-prompt", "invitations list", invitations,
               [(t("general:Delete"), False, [])]),
        _entry("delete", "delete invitation confirm",
               sure_to_delete(t, t("general:Invitations"), "invitation_spring"), [
            (t("general:OK"), True, [api("POST", "/api/delete-invitation", INVITATION)]),
            (t("general:Cancel"), False, [])]),
        _entry("reversible", "invitation edit page", edit, [
            (t("application:Copy signup page URL"), False, []),
            (t("general:Save"), False, [api(
                "POST", f"/api/update-invitation?id={ORG}/invitation_spring", edited)])]),
        _entry("send", "send invitation modal", send, [
            (t("general:Send"), True, [api(
                "POST", f"/api/send-invitation?id={ORG}/invitation_spring", EMAILS)])]),
        _entry("opens-prompt", "resources list", resources, [(t("general:Delete"), False, [])]),
        _entry("delete", "delete resource confirm",
               sure_to_delete(t, t("general:Resources"), RESOURCE["name"]), [
            (t("general:OK"), True, [api("POST", "/api/delete-resource?provider=", RESOURCE)]),
            (t("general:Cancel"), False, [])]),
    ]  # fmt: skip


def access_screens(t: Any) -> list[dict[str, Any]]:
    """Sessions (a whole session and one session id), tokens, a syncer, a group's users, the
    removal of one from the group, the users list."""
    sessions = {"title": t("general:Sessions"), "items": [
        {"text": t("general:Sessions")}, {"link": "alice"}, {"link": ORG},
        {"text": "app-billing"}, {"text": SID1}, {"text": SID2},
        {"button": t("general:Delete")}]}  # fmt: skip
    one = {"title": t("general:Sessions"),
           "dialog": {"title": t("general:Sure to delete"),
                      "message": f"{t('general:Session ID')}: {SID2}"},
           "items": [{"button": t("general:Cancel")}, {"button": t("general:OK")}]}  # fmt: skip
    tokens = listing(t, "general:Tokens", [
        {"link": "token_5b2e9c"}, {"text": "app-billing"}, {"text": "alice"},
        {"text": "openid profile"}])  # fmt: skip
    syncers = listing(t, "general:Syncers", [
        {"link": "syncer_hr"}, {"text": "Database"}, {"text": "hr.acme.example"},
        {"button": t("general:Sync")}])  # fmt: skip
    members = {"title": t("general:Groups"), "items": [
        {"text": "Finance"}, {"text": t("general:Users")}, {"button": t("general:Add")},
        {"link": "alice"}, {"text": "Alice Martin"},
        {"button": t("general:Impersonation")}, {"button": t("general:Edit")},
        {"button": t("general:remove")}, {"button": t("general:Delete")}]}  # fmt: skip
    users = listing(t, "general:Users", [
        {"button": t("general:Download template")}, {"button": t("general:Upload (.xlsx)")},
        {"link": "alice"}, {"text": "Alice Martin"}, {"text": "alice@acme.example"},
        {"button": t("general:Impersonation")}])  # fmt: skip
    return [
        _entry("opens-prompt", "sessions list", sessions, [(t("general:Delete"), False, [])]),
        _entry("revoke", "delete session confirm",
               sure_to_delete(t, t("general:Sessions"), "alice"), [
            (t("general:OK"), True, [api("POST", "/api/delete-session", SESSION)]),
            (t("general:Cancel"), False, [])]),
        _entry("revoke", "delete one session id confirm", one, [
            (t("general:OK"), True, [api(
                "POST", f"/api/delete-session?sessionId={SID2}", SESSION)]),
            (t("general:Cancel"), False, [])]),
        _entry("opens-prompt", "tokens list", tokens, [(t("general:Delete"), False, [])]),
        _entry("revoke", "delete token confirm",
               sure_to_delete(t, t("general:Tokens"), "token_5b2e9c"), [
            (t("general:OK"), True, [api("POST", "/api/delete-token", TOKEN)]),
            (t("general:Cancel"), False, [])]),
        _entry("overwrite", "syncers list", syncers, [
            (t("general:Sync"), True, [api("GET", "/api/run-syncer?id=admin/syncer_hr")]),
            (t("general:Delete"), False, [])]),
        _entry("reversible", "group users", members, [
            (t("general:Impersonation"), False, [
                multipart("/api/impersonate-user", [("username", "acme/alice")]),
                page("/")])]),
        _entry("opens-prompt", "users list", users, [(t("general:Delete"), False, [])]),
        _entry("reversible", "remove from group confirm", popconfirm(
            t, t("general:Groups"), f"{t('general:Sure to remove')}: alice ?"), [
            (t("general:OK"), False, [multipart("/api/remove-user-from-group", [
                ("owner", ORG), ("name", "alice"), ("groupName", "finance")])]),
            (t("general:Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Orders and the pay page; a user's page (multi-factor methods, password) with its
    confirmation and the password modals of an administrator and of the user herself."""
    orders = {"title": t("general:Orders"), "items": [
        {"text": t("general:Orders")}, {"link": ORDER}, {"text": "alice"},
        {"text": "Team plan (annual)"}, {"text": "USD 480"}, {"text": "Created"},
        {"button": t("order:Pay")}, {"button": t("general:Cancel")},
        {"button": t("general:Edit")}, {"button": t("general:Delete")}]}  # fmt: skip
    pay = {"title": t("product:Pay"), "items": [
        {"text": t("order:Order Information")}, {"text": ORDER}, {"text": "Created"},
        {"text": t("product:Product Information")}, {"text": "Team plan (annual)"},
        {"text": "USD 480"}, {"button": "Balance"}, {"button": t("product:PayPal")}]}  # fmt: skip
    user = {"title": t("general:Users"), "items": [
        {"text": t("user:Edit User")}, {"text": "alice"},
        {"button": t("user:Modify password...")},
        {"text": t("mfa:Multi-factor methods")}, {"button": t("general:Disable")},
        {"text": f"{t('general:Type')}: app"}, {"text": t("mfa:preferred")},
        {"text": f"{t('general:Type')}: email"}, {"button": t("mfa:Set preferred")}]}  # fmt: skip

    def password_modal(old: bool) -> dict[str, Any]:
        fields = [{"field": "new", "hint": t("user:New Password"), "text": "Harbor-Violet-77"},
                  {"field": "again", "hint": t("user:Re-enter New"),
                   "text": "Harbor-Violet-77"}]  # fmt: skip
        if old:
            fields.insert(0, {"field": "old", "hint": t("user:Old Password"),
                              "text": "Copper-Finch-19"})  # fmt: skip
        return {"title": t("general:Users"), "dialog": {"title": t("general:Password")},
                "items": [*fields, {"button": t("general:Cancel")},
                          {"button": t("user:Set Password")}]}  # fmt: skip

    def set_password(old: str) -> dict[str, str]:
        return multipart("/api/set-password", [
            ("userOwner", ORG), ("userName", "alice"), ("oldPassword", old),
            ("newPassword", "Harbor-Violet-77")])  # fmt: skip

    order_id = f"id={ORG}/{ORDER}"
    result = page(f"/payments/{ORG}/{PAYMENT}/result")
    paypal = page("https://www.paypal.com/checkoutnow?token=5LW61234AB9876543")
    return [
        _entry("cancel", "orders list", orders, [
            (t("general:Cancel"), True, [api("POST", f"/api/cancel-order?{order_id}")]),
            (t("general:Delete"), False, [])]),
        _entry("pay", "order pay page", pay, [
            ("Balance", True, [api("POST", f"/api/pay-order?{order_id}"
                                   "&providerName=provider_balance&paymentEnv="), result]),
            (t("product:PayPal"), False, [api("POST", f"/api/pay-order?{order_id}"
                                              "&providerName=provider_paypal&paymentEnv="),
                                          paypal])]),
        _entry("opens-prompt", "user page multi-factor methods", user, [
            (t("general:Disable"), False, []),
            (t("mfa:Set preferred"), False, [multipart("/api/set-preferred-mfa", [
                ("mfaType", "email"), ("owner", ORG), ("name", "alice")])]),
            (t("user:Modify password..."), False, [])]),
        _entry("delete", "disable multi-factor confirm", popconfirm(
            t, t("general:Users"), f"{t('general:Sure to disable')}?"), [
            (t("general:OK"), True, [multipart("/api/delete-mfa", [
                ("owner", ORG), ("name", "alice")])]),
            (t("general:Cancel"), False, [])]),
        _entry("reset", "administrator password modal", password_modal(False), [
            (t("user:Set Password"), True, [set_password("")]),
            (t("general:Cancel"), False, [])]),
        _entry("reversible", "own password modal", password_modal(True), [
            (t("user:Set Password"), False, [set_password("Copper-Finch-19")]),
            (t("general:Cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *role_screens(t), *directory_screens(t), *access_screens(t),
            *account_screens(t)]  # fmt: skip

"""Passbolt's screens for the four-hundred-and-nineteenth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``src/locales/<lang>/common.json`` catalogue (the key is the English text). What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SITE = "https://passbolt.acme.example"  # the organisation's trusted domain, made up
TITLE = "Passbolt"  # the page's title, the same in every language
ADMIN, ADMIN_MAIL = "Ada Lovelace", "ada@acme.example"
COLLEAGUE = "grace@acme.example"
TEAM = "it-team@acme.example"
SR_ID = "4a8d2c1e-6b3f-4e9a-8c7d-1f2e3a4b5c6d"  # the self registration settings' id
DOMAINS = ["acme.example", "acme-labs.example"]
ROLES = {"auditor": "7c1e9a2b-3d4f-4a5b-9c8d-2e1f0a9b8c7d",
         "contractor": "2f6b8d0a-4c1e-4e3b-a7d9-5b3c1e9f7a2d",
         "support": "9e3a5c7b-1d2f-4b6a-8e0c-3f5d7b9a1c4e",
         "intern": "e5b7d9f1-3a2c-4e8b-b6d0-8a1c3e5f7b9d"}  # fmt: skip
RBAC_EXPORT = "b3e2d1c0-5a6f-4d8e-9b7a-0c1d2e3f4a5b"  # the user role's "Can export" rule
YUBIKEY_ID, YUBIKEY_SECRET = "80412", "pas6lyijz2AIhX3D9eLIYAxv63lt"
SMTP_PASSWORD = "Hx7rQ2vLm9"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None, query: str = "") -> Any:
    """ApiClient's request: ``<site>/<resource>.json?api-version=v2``, a body JSON.stringify's."""
    request = f"{method} {SITE}/{path}.json?api-version=v2{query}"
    if data is None:
        return request
    return {"request": request,
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(path: str) -> dict[str, str]:
    """A page load: ``window.open(url, "_parent")`` or ``window.location.href = url``."""
    return {"request": f"GET {SITE}{path}", "via": "link"}


MFA_GET = api("GET", "mfa/settings")
POLICY_GET = api("GET", "mfa-policies/settings")
NOTIFY_GET = api("GET", "settings/emails/notifications")
SR_GET = api("GET", "self-registration/settings")
HEALTH_GET = api("GET", "healthcheck")
USERS_GET = api("GET", "users")
DIRECTORY_GET = [api("GET", "directorysync/settings"), USERS_GET]
RBAC_QUERY = "&contain%5Bui_action%5D=1&contain%5Baction%5D=1"
RELOAD_ROLES = [api("GET", "roles"), api("GET", "rbacs", query=RBAC_QUERY)]
SYNCHRONIZE = api("POST", "directorysync/synchronize", {})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"passbolt {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, items: list[dict[str, Any]], message: str | None = None) -> dict[str, Any]:
    """A DialogWrapper over the administration page, headed by its title."""
    box = {"title": title} if message is None else {"title": title, "message": message}
    return {"title": TITLE, "dialog": box, "items": items}


def workspace(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An administration page: the user badge, the page's own items, its actions bar."""
    return {"title": TITLE, "items": [{"button": ADMIN}, *items]}


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The administration menu (its Authentication, User provisionning, Emails groups open),
    and the user badge's menu."""
    menu = {"title": TITLE, "items": [
        {"link": t("Home")}, {"link": t("Subscription")}, {"link": t("Password Policy")},
        {"link": t("MFA Policy")}, {"link": t("Multi Factor Authentication")},
        {"link": t("Users Directory")}, {"link": t("Self Registration")},
        {"link": t("Email server")}, {"link": t("Email Notifications")},
        {"link": t("Role-Based Access Control")}, {"link": t("Internationalisation")},
        {"link": t("Passbolt API Status")}]}  # fmt: skip
    badge = {"title": TITLE, "items": [
        {"button": ADMIN}, {"text": ADMIN_MAIL}, {"menu": t("Manage account")},
        {"menu": t("Sign out")}]}  # fmt: skip
    return [
        _entry("reversible", "administration menu", menu, [
            (t("Email Notifications"), False, [NOTIFY_GET]),
            (t("MFA Policy"), False, [POLICY_GET]),
            (t("Users Directory"), False, DIRECTORY_GET)]),
        _entry("reversible", "administration menu other pages", menu, [
            (t("Subscription"), False, [page("/app/administration/subscription")])]),
        _entry("reversible", "user badge menu", badge, [
            (t("Manage account"), False, [page("/app/settings/profile")]),
            (t("Sign out"), False, [api("POST", "auth/logout"), page("/")])]),
    ]  # fmt: skip


def policy_screens(t: Any) -> list[dict[str, Any]]:
    """The multi factor authentication page (Yubikey switched on, then TOTP switched off),
    the MFA policy page, the email notifications page, the internationalisation page and
    the API status page."""
    save_hint = {"text": t("Don't forget to save your settings to apply your modification.")}

    def mfa(totp: bool, yubikey: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"switch": t("Time-based One Time Password"), "checked": totp},
            {"switch": "Yubikey", "checked": yubikey}]  # fmt: skip
        if yubikey:
            items += [
                {"field": "yubikeyClientIdentifier", "hint": t("Client identifier"),
                 "text": YUBIKEY_ID},
                {"field": "yubikeySecretKey", "hint": t("Secret key"),
                 "text": "**********"}]  # fmt: skip
        items += [{"switch": "Duo", "checked": False}, save_hint, {"button": t("Save")}]
        return workspace(t, items)

    policy = workspace(t, [
        {"text": t("Default users multi factor authentication policy")},
        {"radio": t("Prompt"), "checked": True}, {"radio": t("Opt-in (default)"), "checked": False},
        save_hint, {"button": t("Save")}])  # fmt: skip
    notify = workspace(t, [
        {"text": t("Email delivery")},
        {"switch": t("When a password is created, notify its creator."), "checked": True},
        {"switch": t("When a password is deleted, notify the users who had access to it."),
         "checked": False},
        {"switch": t("Username"), "checked": True}, {"switch": t("URI"), "checked": True},
        save_hint, {"button": t("Save")}])  # fmt: skip
    locale = workspace(t, [
        {"text": t("Language")}, {"field": "language", "hint": "", "text": "Français"},
        {"text": t("The default language of the organisation.")}, save_hint,
        {"link": t("Contribute")}, {"button": t("Save")}])  # fmt: skip
    health = workspace(t, [{"text": t("Passbolt API Status")}, {"button": t("Refresh")}])
    notifications = {
        "sources_database": True, "sources_file": False, "send_password_create": True,
        "send_password_share": True, "send_password_update": True,
        "send_password_delete": False, "send_folder_create": True, "send_folder_update": True,
        "send_folder_delete": True, "send_folder_share": True, "send_comment_add": True,
        "send_group_delete": True, "send_group_user_add": True,
        "send_group_user_delete": True, "send_group_user_update": True,
        "send_group_manager_update": True, "send_group_manager_requestAddUser": True,
        "send_user_create": True, "send_user_recover": True,
        "send_user_recoverComplete": True, "send_admin_user_setup_completed": True,
        "send_admin_user_recover_abort": True, "send_admin_user_recover_complete": True,
        "send_accountRecovery_request_user": True, "send_accountRecovery_request_admin": True,
        "send_accountRecovery_request_guessing": True,
        "send_accountRecovery_response_user_approved": True,
        "send_accountRecovery_response_user_rejected": True,
        "send_accountRecovery_response_created_admin": True,
        "send_accountRecovery_response_created_allAdmins": True,
        "send_accountRecovery_policy_update": True, "show_description": True,
        "show_secret": True, "show_uri": True, "show_username": True, "show_comment": True,
        "send_password_expire": True}  # fmt: skip
    yubikey = {"providers": ["totp", "yubikey"],
               "yubikey": {"clientId": YUBIKEY_ID, "secretKey": YUBIKEY_SECRET},
               "duo": {}}  # fmt: skip
    return [
        _entry("reversible", "mfa page yubikey on", mfa(True, True), [
            (t("Save"), False, [api("POST", "mfa/settings", yubikey), MFA_GET])]),
        _entry("reversible", "mfa page totp off", mfa(False, False), [
            (t("Time-based One Time Password"), False, []),
            (t("Save"), False, [api("POST", "mfa/settings",
                                    {"providers": [], "yubikey": {}, "duo": {}}), MFA_GET])]),
        _entry("reversible", "mfa policy page", policy, [
            (t("Opt-in (default)"), False, []),
            (t("Save"), False, [api("POST", "mfa-policies/settings", {
                "policy": "mandatory", "remember_me_for_a_month": True}), POLICY_GET])]),
        _entry("reversible", "email notifications page", notify, [
            (t("Save"), False, [api("POST", "settings/emails/notifications", notifications),
                                NOTIFY_GET])]),
        _entry("reversible", "internationalisation page", locale, [
            (t("Save"), False, [api("POST", "locale/settings", {"value": "fr-FR"})])]),
        _entry("harmless", "api status page", health, [(t("Refresh"), False, [HEALTH_GET])]),
    ]  # fmt: skip


def email_screens(t: Any) -> list[dict[str, Any]]:
    """The email server page and its test email dialog, for three recipients."""
    smtp = {"source": "db", "host": "smtp.acme.example", "port": 587, "tls": True,
            "client": None, "sender_name": "Passbolt", "sender_email": "passbolt@acme.example",
            "username": "passbolt@acme.example", "password": SMTP_PASSWORD}  # fmt: skip
    server = workspace(t, [
        {"text": t("SMTP server configuration")},
        {"field": "provider", "hint": t("Email provider"), "text": t("Other")},
        {"field": "username", "hint": t("Username"), "text": "passbolt@acme.example"},
        {"field": "password", "hint": t("Password"), "text": "**********"},
        {"field": "host", "hint": t("SMTP host"), "text": "smtp.acme.example"},
        {"field": "port", "hint": t("Port"), "text": "587"},
        {"field": "sender_name", "hint": t("Sender name"), "text": "Passbolt"},
        {"field": "sender_email", "hint": t("Sender email"), "text": "passbolt@acme.example"},
        {"button": t("Send test email")}, {"button": t("Save")}])  # fmt: skip

    def test(recipient: str) -> dict[str, Any]:
        return dialog(t("Send test email"), [
            {"field": "recipient", "hint": t("Recipient"), "text": recipient},
            {"text": t("Pro tip")}, {"button": t("Cancel")}, {"button": t("Send")}])  # fmt: skip

    def send(recipient: str) -> list[Any]:
        return [api("POST", "smtp/email", {**smtp, "email_test_to": recipient})]

    sent = dialog(t("Send test email"), [
        {"text": t("The test email has been sent. Check your email box, you should receive it "
                   "in a minute.")},
        {"button": t("Logs")}, {"button": t("Retry")}, {"button": t("Close")}])  # fmt: skip
    return [
        _entry("opens-prompt", "email server page", server, [
            (t("Send test email"), False, []),
            (t("Save"), False, [api("POST", "smtp/settings", smtp)])]),
        _entry("send", "test email to oneself", test(ADMIN_MAIL), [
            (t("Send"), True, send(ADMIN_MAIL)), (t("Cancel"), False, [])]),
        _entry("send", "test email to a colleague", test(COLLEAGUE), [
            (t("Send"), True, send(COLLEAGUE)), (t("Cancel"), False, [])]),
        _entry("send", "test email to a team list", test(TEAM), [
            (t("Send"), True, send(TEAM))]),
        _entry("harmless", "test email sent", sent, [
            (t("Close"), False, [])]),
    ]  # fmt: skip


def directory_screens(t: Any) -> list[dict[str, Any]]:
    """The users directory page (on, then switched off), its synchronize simulation report and
    the synchronize report; the self registration page, its save and disable confirmations."""

    def directory(on: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"switch": t("Users Directory"), "checked": on}]
        if on:
            items += [
                {"field": "directoryType", "hint": t("Directory type"), "text": "OpenLDAP"},
                {"field": "hostname", "hint": t("Server url"),
                 "text": "ldap.acme.example"}]  # fmt: skip
        items += [{"button": t("Test settings")}, {"button": t("Simulate synchronize")},
                  {"button": t("Synchronize")}, {"button": t("Save")}]  # fmt: skip
        return workspace(t, items)

    simulation = dialog(t("Synchronize simulation report"), [
        {"text": t("The operation was successful.")}, {"button": t("Full report")},
        {"button": t("Download the Full Report")}, {"button": t("Cancel")},
        {"button": t("Synchronize")}])  # fmt: skip
    report = dialog(t("Synchronize report"), [
        {"text": t("The operation was successful.")}, {"button": t("Full report")},
        {"button": t("Download the Full Report")}, {"button": t("Ok")}])  # fmt: skip
    row_ids = ["5d1f3b7a-9c2e-4f6a-8b0d-7e9c1a3f5b2d", "c8e0a2f4-6b1d-4c3e-9a5f-1b3d5f7a9c0e"]

    def registration(domains: list[str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"switch": t("Self Registration"), "checked": bool(domains)}]
        if domains:
            items.append({"text": t("Email domain safe list")})
            for n, domain in enumerate(domains):
                items += [{"field": f"domain-{n}", "hint": t("domain"), "text": domain},
                          {"id": f"delete-{row_ids[n]}"}]  # fmt: skip
            items.append({"button": t("Add")})
        else:
            items.append({"text": t("User self registration is disabled.")})
        items.append({"button": t("Save")})
        return workspace(t, items)

    save_sr = dialog(t("Save self registration settings"), [
        {"text": t("Allowed domains")}, *({"text": d} for d in DOMAINS),
        {"text": t("Please review carefully this configuration.")},
        {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip
    disable_sr = dialog(t("Disable self registration"), [
        {"text": t("Are you sure to disable the self registration for the organization ?")},
        {"text": t("Users will not be able to self register anymore.")},
        {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip
    sr_body = {"id": SR_ID, "provider": "email_domains", "data": {"allowed_domains": DOMAINS}}
    return [
        _entry("sync", "users directory page", directory(True), [
            (t("Simulate synchronize"), False, [api("GET", "directorysync/synchronize/dry-run")]),
            (t("Synchronize"), True, [SYNCHRONIZE])]),
        _entry("delete", "users directory page switched off", directory(False), [
            (t("Save"), True, [api("DELETE", "directorysync/settings"), *DIRECTORY_GET])]),
        _entry("sync", "synchronize simulation report", simulation, [
            (t("Synchronize"), True, [SYNCHRONIZE]), (t("Cancel"), False, [])]),
        _entry("harmless", "synchronize report", report, [
            (t("Ok"), False, [])]),
        _entry("reversible", "self registration page", registration(DOMAINS), [
            (f"delete-{row_ids[1]}", False, []),
            (t("Save"), False, [])]),
        _entry("reversible", "self registration save confirmation", save_sr, [
            (t("Save"), False, [api("POST", "self-registration/settings", sr_body), SR_GET]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "self registration page switched off", registration([]), [
            (t("Save"), False, [])]),
        _entry("delete", "self registration disable confirmation", disable_sr, [
            (t("Save"), True, [api("DELETE", f"self-registration/settings/{SR_ID}"), SR_GET]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def role_screens(t: Any) -> list[dict[str, Any]]:
    """The role-based access control page, a role's menu, the create and rename dialogs and
    the delete confirmation of three roles."""
    rbac = workspace(t, [
        {"text": t("Role-Based Access Control")}, {"button": t("Add role")},
        {"text": t("Admin")}, {"text": t("User")}, {"text": "auditor"},
        {"text": t("Can export")}, {"field": "can-export", "hint": "", "text": t("Deny")},
        {"button": t("Save")}])  # fmt: skip
    role_menu = workspace(t, [
        {"text": "auditor"}, {"menu": t("Rename")}, {"menu": t("Delete")}])  # fmt: skip

    def name_dialog(title: str, name: str) -> dict[str, Any]:
        return dialog(t(title), [
            {"field": "name", "hint": t("Role name"), "text": name, "focused": True},
            {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip

    def delete(role: str) -> dict[str, Any]:
        return dialog(t("Delete role?"), [
            {"text": t("Are you sure you want to delete the role <2>{{roleName}}</2>?",
                       roleName=role)},
            {"text": t("Once the role is deleted, it will be removed permanently and will not "
                       "be recoverable.")},
            {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip

    acts = []
    for n, (role, role_id) in enumerate(ROLES.items()):
        cancel = [(t("Cancel"), False, [])] if n < 2 else []  # the Cancel of two of them
        acts.append(_entry("delete", f"delete role {role} confirmation", delete(role), [
            (t("Delete"), True, [api("DELETE", f"roles/{role_id}"), *RELOAD_ROLES]),
            *cancel]))  # fmt: skip
    return [
        _entry("reversible", "role-based access control page", rbac, [
            (t("Add role"), False, []),
            (t("Save"), False, [api("PUT", "rbacs", [
                {"id": RBAC_EXPORT, "control_function": "Deny"}], query=RBAC_QUERY)])]),
        _entry("opens-prompt", "role menu", role_menu, [
            (t("Rename"), False, []), (t("Delete"), False, [USERS_GET])]),
        _entry("reversible", "create role dialog", name_dialog("Create role", "reviewer"), [
            (t("Save"), False, [api("POST", "roles", {"name": "reviewer"}), *RELOAD_ROLES])]),
        _entry("reversible", "rename role dialog", name_dialog("Rename role", "auditors"), [
            (t("Save"), False, [api("PUT", f"roles/{ROLES['auditor']}", {"name": "auditors"}),
                                *RELOAD_ROLES])]),
        *acts,
    ]  # fmt: skip


def sign_in_screens(t: Any) -> list[dict[str, Any]]:
    """The sign-in page served by the API (the triage): the e-mail form, the name form of a
    domain open to self registration, and the page shown to an e-mail with no account."""
    username = {"title": TITLE, "items": [
        {"text": t("Please enter your email to continue.")},
        {"field": "username", "hint": t("Email"), "text": COLLEAGUE},
        {"button": t("Next")}, {"link": t("Continue with SSO.")}]}  # fmt: skip
    name = {"title": TITLE, "items": [
        {"text": t("New here? Enter your name to get started.")},
        {"field": "firstname", "hint": t("First name"), "text": "Grace"},
        {"field": "lastname", "hint": t("Last name"), "text": "Hopper"},
        {"button": t("Sign up")}, {"link": t("I already have an account")}]}  # fmt: skip
    invitation = {"title": TITLE, "items": [
        {"text": t("Access to this service requires an invitation.")},
        {"text": t("Please contact your administrator to request an invitation link.")},
        {"link": t("Try with another email")}]}  # fmt: skip
    register = {"username": COLLEAGUE, "profile": {"first_name": "Grace", "last_name": "Hopper"}}
    return [
        _entry("reversible", "sign-in e-mail form", username, [
            (t("Next"), False, [api("POST", "users/recover", {"username": COLLEAGUE})])]),
        _entry("reversible", "sign-up name form", name, [
            (t("Sign up"), False, [api("POST", "users/register", register)])]),
        _entry("harmless", "invitation required page", invitation, [
            (t("Try with another email"), False, [page("/auth/login")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*menu_screens(t), *policy_screens(t), *email_screens(t), *directory_screens(t),
            *role_screens(t), *sign_in_screens(t)]  # fmt: skip

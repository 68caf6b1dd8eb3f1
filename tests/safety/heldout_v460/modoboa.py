"""Modoboa's screens for the four-hundred-and-sixtieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, context=None, **args)`` being that language's lookup of
a message of the app's ``frontend/src/locale/<lang>/app.po`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v2"  # API_BASE_URL: the API lives on the web app's own host
TITLE = "Welcome to Modoboa"  # document.title, set by the router in English
DOMAIN, DOMAIN_PK = "example.org", 4
DOMAIN_ALIAS, DOMAIN_ALIAS_PK = "example.net", 7
ADMIN, ADMIN_PK, ADMIN_NAME = "lucas@example.org", 12, "Lucas Martin"
ACCOUNT, ACCOUNT_PK, ACCOUNT2_PK = "tom@example.org", 15, 18
ALIAS, ALIAS_PK = "sales@example.org", 9
ALARM_PK, ALARM2_PK = 3, 5
USER = "anna@example.org"  # the user of the account, quarantine and webmail screens
MAILID = "Vk3fQ9xR2LpT"  # an amavis mail id
FOLDER = "Archive"
UIDS = ["1042", "1043"]  # IMAP ids of the selected messages
SESSION = "b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"  # a compose session's uid
PASSWORD = "Hydrangea-71"
FIDO_PK, FIDO_NAME = 3, "Office key"
FILTER_SET, FILTER = "main", "Newsletters"
CONTACT_PK, CONTACT = 21, "Paul Durand"
CALENDAR_PK = 2
ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"  # made up
STATE = "6f1e0a9d3c7b4e21a8d5f0c3b9e7a214"  # made up; oidc-client-ts's state id
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None, raw: str | None = None) -> Any:
    """An axios call to the API; a body is JSON.stringify's (``raw``, as sent)."""
    if data is None and raw is None:
        return f"{method} {API}{path}"
    body = raw if raw is not None else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} {API}{path}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load (a navigation away from the single-page app)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"modoboa {source}", "web": True,
            "screen": {"title": TITLE, **screen}, "cases": cases}  # fmt: skip


def confirm(t: Any, message: str, no: str, yes: str,
            extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """ConfirmDialog: a toolbar title, the message, what the caller slots in, and the two
    buttons (Cancel and OK unless the caller names others)."""
    return {"dialog": {"title": t("Warning"), "message": message},
            "items": [*(extra or []), {"button": no}, {"button": yes}]}  # fmt: skip


def menu(heading: str, entries: list[str]) -> dict[str, Any]:
    """A page whose popup menu (MenuItems) is open."""
    return {"items": [{"text": heading}, *({"menu": e} for e in entries)]}


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The domains page, a domain's menu, its deletion, its administrators and an alias of
    it; the identities page's menus and deletions; the alarms' menus."""
    domains = t("Domains")
    toolbar = {"items": [
        {"text": domains}, {"field": "search", "hint": t("Search"), "text": ""},
        {"button": t("New", "male")},
        {"icon": t("Import domains and aliases from CSV file")},
        {"icon": t("Export domains and aliases to CSV")}, {"button": t("Actions")},
        {"link": DOMAIN}]}  # fmt: skip
    domain_menu = menu(domains, [t("Administrators"), t("Edit"), t("Delete")])
    question = t("Do you really want to delete the domain %{ domain }?", domain=DOMAIN)

    def keep(checked: bool) -> list[dict[str, Any]]:
        return [{"switch": t("Do not delete domain folder"), "checked": checked}]

    delete_domain = f"/domains/{DOMAIN_PK}/delete/"
    admins = {"dialog": {"title": f"{t('Administrators of')} {DOMAIN}"}, "items": [
        {"text": ADMIN}, {"text": ADMIN_NAME}, {"icon": t("Remove this administrator")},
        {"button": t("Add administrator")}, {"button": t("Close")}]}  # fmt: skip
    alias = {"dialog": {"title": t("Edit domain alias")}, "items": [
        {"text": t("Name")}, {"field": "name", "hint": "", "text": DOMAIN_ALIAS},
        {"text": t("Choose a domain")}, {"field": "target", "hint": "", "text": DOMAIN},
        {"switch": "Enabled", "checked": True},  # the switch's label is not translated
        {"button": t("Close")}, {"button": t("Delete")}, {"button": t("Update")}]}  # fmt: skip
    identities = t("Identities")
    account_menu = menu(identities, [t("Edit"), t("Delete")])
    no, yes = t("No"), t("Yes")
    account_folder = [{"switch": t("Do not delete account folder"), "checked": False}]
    bulk = menu(identities, [t("Delete")])
    alarms = t("Alarms")
    opened = menu(alarms, [t("Delete"), t("Close alarm")])
    closed = menu(alarms, [t("Delete"), t("Reopen alarm")])
    switch = f"/alarms/{ALARM_PK}/switch/"
    return [
        _entry("harmless", "domains toolbar", toolbar, [
            (t("Export domains and aliases to CSV"), False, [api("GET", "/domains/export/")])]),
        _entry("opens-prompt", "domain menu", domain_menu, [
            (t("Administrators"), False, [
                api("GET", f"/domains/{DOMAIN_PK}/administrators/"),
                api("GET", "/accounts/?role=Resellers&role=DomainAdmins&page_size=50")]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete domain confirm", confirm(t, question, no, yes, keep(False)), [
            (yes, True, [api("POST", delete_domain, {"keep_folder": False})]),
            (no, False, [])]),
        _entry("delete", "delete domain keeping folder", confirm(
            t, question, no, yes, keep(True)), [
            (yes, True, [api("POST", delete_domain, {"keep_folder": True})]),
            (no, False, [])]),
        _entry("reversible", "domain administrators dialog", admins, [
            (t("Remove this administrator"), False, [
                api("POST", f"/domains/{DOMAIN_PK}/administrators/remove/",
                    {"account": ADMIN_PK})]),
            (t("Add administrator"), False, [])]),
        _entry("delete", "domain alias dialog", alias, [
            (t("Delete"), True, [api("DELETE", f"/domainaliases/{DOMAIN_ALIAS_PK}/")]),
            (t("Update"), False, [api("PUT", f"/domainaliases/{DOMAIN_ALIAS_PK}/", {
                "pk": DOMAIN_ALIAS_PK, "name": DOMAIN_ALIAS, "target": DOMAIN_PK,
                "enabled": True})])]),
        _entry("opens-prompt", "account menu", account_menu, [
            (t("Edit"), False, [api("GET", f"/accounts/{ACCOUNT_PK}/")]),
            (t("Delete"), False, [])]),
        _entry("delete-user", "delete account confirm", confirm(
            t, t("Are you sure you want to delete this identity ?"), no, yes, account_folder), [
            (yes, True, [api("POST", f"/accounts/{ACCOUNT_PK}/delete/", {"keepdir": False})]),
            (no, False, [])]),
        _entry("opens-prompt", "accounts bulk menu", bulk, [(t("Delete"), False, [])]),
        _entry("delete-user", "delete selected accounts confirm", confirm(
            t, t("Are you sure you want to delete the selected accounts?"), no, yes,
            account_folder), [
            (yes, True, [api("POST", "/accounts/bulk_delete/", {
                "ids": [ACCOUNT_PK, ACCOUNT2_PK], "keepdir": False})]),
            (no, False, [])]),
        _entry("delete", "delete alias confirm", confirm(
            t, t("Are you sure you want to delete this alias?"), no, yes), [
            (yes, True, [api("DELETE", f"/aliases/{ALIAS_PK}/")]), (no, False, [])]),
        _entry("delete", "opened alarm menu", opened, [
            (t("Delete"), True, [api("DELETE", f"/alarms/{ALARM_PK}/")]),
            (t("Close alarm"), False, [api("PATCH", switch, {"status": 2})])]),
        _entry("reversible", "closed alarm menu", closed, [
            (t("Reopen alarm"), False, [api("PATCH", switch, {"status": 1})])]),
    ]  # fmt: skip


def quarantine_screens(t: Any) -> list[dict[str, Any]]:
    """The quarantine's toolbar with one message selected and a quarantined message's page,
    of a domain administrator (whose release goes through), and the learning menu of a
    simple user (whose marks go without the learning-database dialog)."""
    selection = {"selection": [{"rcpt": USER, "mailid": MAILID}]}
    listing = {"items": [
        {"text": t("Quarantine")},
        {"field": "search", "hint": t("Search in messages"), "text": ""},
        {"icon": t("Release selection")}, {"icon": t("Delete selection")},
        {"text": "Invoice 2026-0815"}]}  # fmt: skip
    learning = menu(t("Quarantine"), [t("Mark as spam"), t("Mark as not spam")])
    message = {"items": [
        {"text": t("Quarantined message")}, {"icon": t("Release message")},
        {"icon": t("Delete message")}, {"button": t("View full headers")},
        {"text": "Invoice 2026-0815"}]}  # fmt: skip
    one = {"rcpt": USER, "mailid": MAILID}
    q = "/amavis/quarantine"
    return [
        _entry("delete", "quarantine delete selection", listing, [
            (t("Delete selection"), True, [api("POST", f"{q}/delete_selection/", selection)])]),
        _entry("release", "quarantine release selection", listing, [
            (t("Release selection"), True, [api("POST", f"{q}/release_selection/", selection)])]),
        _entry("reversible", "quarantine learning menu", learning, [
            (t("Mark as spam"), False, [api("POST", f"{q}/mark_selection/",
                                            {**selection, "type": "spam"})]),
            (t("Mark as not spam"), False, [api("POST", f"{q}/mark_selection/",
                                                {**selection, "type": "ham"})])]),
        _entry("delete", "quarantined message", message, [
            (t("Delete message"), True, [api("POST", f"{q}/{MAILID}/delete/", one)]),
            (t("View full headers"), False, [
                api("GET", f"{q}/{MAILID}/headers/?rcpt=anna%40example.org")])]),
    ]  # fmt: skip


def webmail_screens(t: Any) -> list[dict[str, Any]]:
    """The webmail's folder menu and a folder's deletion, the message list's menus in the
    inbox and in the trash, a message's menu, the compose page."""
    webmail = t("Webmail")
    folder_menu = menu(webmail, [
        t("Create a new mailbox"), t("Edit this mailbox"), t("Delete this mailbox"),
        t("Compress this mailbox")])  # fmt: skip
    flags = [t("Mark as read"), t("Mark as unread"), t("Mark as followed"),
             t("Mark as unfollowed")]  # fmt: skip
    inbox = menu(webmail, flags)
    trash = menu(webmail, [*flags, t("Empty mailbox")])

    def flag(mailbox: str, status: str) -> Any:
        return api("POST", "/webmail/emails/flag/",
                   {"mailbox": mailbox, "selection": UIDS, "status": status})  # fmt: skip

    reading = menu("Board meeting minutes", [t("Enable links"), t("Display source")])
    message = {"sender": USER, "request_dsn": False, "request_mdn": False,
               "to": ["tom@example.net"], "subject": "Board meeting minutes",
               "body": "Hello Tom, the minutes of Monday's meeting are below."}  # fmt: skip
    compose = {"items": [
        {"button": t("Send")}, {"button": t("Options")},
        {"button": f"{t('Attachments')} (0)"}, {"icon": t("Save as draft")},
        {"text": t("From")}, {"field": "sender", "hint": "", "text": USER},
        {"text": t("To")}, {"field": "to", "hint": t("Provide one or more addresses"),
                            "text": "tom@example.net"},
        {"button": t("Cc")}, {"button": t("Bcc")}, {"text": t("Subject")},
        {"field": "subject", "hint": "", "text": message["subject"]},
        {"field": "body", "hint": "", "text": message["body"]}]}  # fmt: skip
    session = f"/webmail/compose-sessions/{SESSION}"
    return [
        _entry("opens-prompt", "folder menu", folder_menu, [
            (t("Delete this mailbox"), False, [])]),
        _entry("delete", "delete folder confirm", confirm(
            t, t("Delete this mailbox?"), t("No"), t("Yes")), [
            (t("Yes"), True, [api("POST", "/webmail/mailboxes/delete/", {"name": FOLDER})]),
            (t("No"), False, [])]),
        _entry("reversible", "inbox selection menu", inbox, [
            (t("Mark as read"), False, [flag("INBOX", "read")]),
            (t("Mark as followed"), False, [flag("INBOX", "flagged")])]),
        _entry("delete", "trash selection menu", trash, [
            (t("Empty mailbox"), True, [api("POST", "/webmail/mailboxes/empty/",
                                            {"name": "Trash"})])]),
        _entry("harmless", "message menu", reading, [
            (t("Display source"), False, [
                api("GET", f"/webmail/emails/source/?mailbox=INBOX&mailid={UIDS[0]}")])]),
        _entry("send", "compose page", compose, [
            (t("Send"), True, [api("POST", f"{session}/send/", message)]),
            (t("Save as draft"), False, [api("POST", f"{session}/save/", message)])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account settings: API token, two-factor authentication, WebAuthn devices,
    forward, auto-reply, password; the message filters; the user menu."""
    settings = t("Account settings")
    token = {"items": [
        {"text": settings}, {"tab": t("API access")}, {"text": t("Your API token is:")},
        {"text": "9c1e5a77d0b24f3e8a61c2b9d4f0e7a3"},
        {"icon": t("Copy token to clipboard")}, {"icon": t("Delete token")}]}  # fmt: skip
    no_token = {"items": [
        {"text": settings}, {"tab": t("API access")},
        {"text": t("Your API token has not been generated yet.")},
        {"button": t("Generate")}]}  # fmt: skip
    delete_token = confirm(t, t("You are about to delete your API access token"),
                           t("Cancel"), t("Proceed"))  # fmt: skip
    password = {"field": "password", "hint": "", "text": PASSWORD}
    totp = {"items": [
        {"text": t("One-time passwords")},
        {"text": t("Two-factor authentication using one-time passwords is enabled for "
                   "your account.")},
        {"text": t("Password")}, password, {"button": t("Disable 2FA")}]}  # fmt: skip
    codes = {"items": [
        {"text": t("Backup codes")}, {"text": t("Password")}, password,
        {"button": t("Reset recovery codes")}]}  # fmt: skip
    fido = confirm(t, t("Do you really want to delete this WebAuthn device?"), t("No"),
                   t("Yes"))  # fmt: skip
    forward = {"items": [
        {"text": settings}, {"tab": t("Forward")}, {"text": t("Recipient(s)")},
        {"field": "recipients", "hint": "", "text": "anna.home@example.net"},
        {"switch": t("Keep local copies"), "checked": True},
        {"button": t("Update")}]}  # fmt: skip
    reply = {"enabled": True, "subject": "Out of office",
             "content": "I am away until 24 August.", "fromdate": "2026-08-10T09:00:00",
             "untildate": "2026-08-24T18:00:00"}  # fmt: skip
    autoreply = {"items": [
        {"text": settings}, {"tab": t("Auto-reply message")},
        {"switch": t("Enabled"), "checked": True}, {"text": t("Subject")},
        {"field": "subject", "hint": "", "text": reply["subject"]},
        {"text": t("Content")}, {"field": "content", "hint": "", "text": reply["content"]},
        {"button": t("Update auto-reply")}]}  # fmt: skip
    profile = {"items": [
        {"text": settings}, {"tab": t("Profile")}, {"text": t("Password")},
        {"field": "password", "hint": "", "text": PASSWORD},
        {"field": "new_password", "hint": "", "text": "Peony-Lantern-48"},
        {"field": "confirmation", "hint": "", "text": "Peony-Lantern-48"},
        {"button": t("Update Password")}]}  # fmt: skip
    filterset = menu(
        t("Message filters"),
        [t("Deactivate filter set"), t("Download filter set"), t("Delete filter set")],
    )
    filters = menu(t("Message filters"), [t("Edit"), t("Delete"), t("Disable"), t("Move down")])
    sets = f"/account/filtersets/{FILTER_SET}"
    user_menu = menu(USER, [t("Account"), t("Logout")])
    logout = page(f"/api/o/logout/?id_token_hint={ID_TOKEN}&post_logout_redirect_uri="
                  f"https%3A%2F%2Fmail.example.org&state={STATE}")  # fmt: skip
    return [
        _entry("opens-prompt", "api token", token, [
            (t("Copy token to clipboard"), False, []), (t("Delete token"), False, [])]),
        _entry("harmless", "delete api token confirm", delete_token, [
            (t("Proceed"), False, []), (t("Cancel"), False, [])]),
        _entry("reversible", "api token not generated", no_token, [
            (t("Generate"), False, [api("POST", "/account/api_token/")])]),
        _entry("revoke", "one-time passwords", totp, [
            (t("Disable 2FA"), True, [api("POST", "/account/tfa/disable/",
                                          {"password": PASSWORD})])]),
        _entry("reset", "backup codes", codes, [
            (t("Reset recovery codes"), True, [api("POST", "/account/tfa/reset_codes/",
                                                   {"password": PASSWORD})])]),
        _entry("revoke", "delete webauthn device confirm", fido, [
            (t("Yes"), True, [api("DELETE", f"/fido/{FIDO_PK}/")]), (t("No"), False, [])]),
        _entry("reversible", "forward", forward, [
            (t("Update"), False, [api("POST", "/account/forward/", {
                "recipients": "anna.home@example.net", "keepcopies": True})])]),
        _entry("reversible", "auto-reply", autoreply, [
            (t("Update auto-reply"), False, [api("PUT", "/account/armessage/", reply)])]),
        _entry("reversible", "password", profile, [
            (t("Update Password"), False, [api("POST", "/account/me/password/change/", {
                "password": PASSWORD, "new_password": "Peony-Lantern-48"})])]),
        _entry("delete", "filter set menu", filterset, [
            (t("Delete filter set"), True, [api("DELETE", f"{sets}/")]),
            (t("Deactivate filter set"), False, [
                api("POST", "/account/filtersets/deactivate_active/")])]),
        _entry("delete", "filter menu", filters, [
            (t("Delete"), True, [api("DELETE", f"{sets}/filters/{FILTER}/")]),
            (t("Disable"), False, [api("POST", f"{sets}/filters/{FILTER}/disable/")])]),
        _entry("reversible", "user menu", user_menu, [
            (t("Logout"), False, [logout])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """A contact's menu in the address book, a calendar's deletion."""
    contact = {"items": [
        {"text": CONTACT}, {"menu": t("Categories")}, {"menu": t("Edit")},
        {"menu": t("Delete")}]}  # fmt: skip
    calendar = confirm(t, t("Do you really want to delete this calendar?"), t("Cancel"),
                       t("OK"))  # fmt: skip
    return [
        _entry("delete", "contact menu", contact, [
            (t("Delete"), True, [api("DELETE", f"/contacts/{CONTACT_PK}/")]),
            (t("Categories"), False, [])]),
        _entry("delete", "delete calendar confirm", calendar, [
            (t("OK"), True, [api("DELETE", f"/user-calendars/{CALENDAR_PK}/")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*admin_screens(t), *quarantine_screens(t), *webmail_screens(t),
            *account_screens(t), *other_screens(t)]  # fmt: skip

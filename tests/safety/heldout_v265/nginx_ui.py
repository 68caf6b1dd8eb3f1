"""Nginx UI's screens for the two-hundred-and-sixty-fifth held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(msgid, **args)`` being that language's lookup of an English
message of the app's ``app/src/language/<lang>.po`` catalogue and ``lang`` choosing the
built-in button texts of Ant Design Vue. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "nginx.example.com"  # the app is served at https://nginx.example.com/
SHORT_TOKEN = "b7e1c94a2f6d4b0e"  # made up; the user store's short token for WebSockets
SECURE_SESSION = "d41f7a2c-93be-4e15-8c6a-2b9f0e7d5a13"  # made up; a valid secure session
FINGERPRINT = "6c1f0e9a8b7d4c3e2f1a0b9c8d7e6f5a"  # made up; getBrowserFingerprint()
TIMESTAMP = 1786003200  # dayjs().unix() at the time of the action
ENCRYPTED = "Qm9YxT3n0cVh8kPz2rLw5eJd7uGs1aFb4iNo6tMy9qRe0WcX3vZk8pHj2lSg5dUf"  # made up
OPERATION = "0f8e6d4c-2b1a-4f9e-8d7c-6b5a4e3d2c1b"  # made up; uuid() of a restart
SITE, SITE2, OLD_SITE = "blog.example.com", "shop.example.com", "old-shop.example.com"
STREAM, NEW_STREAM = "mysql-proxy", "redis-proxy"
CERT_ID, CERT_NAME = 7, "example.com"
TOKEN_ID, TOKEN_NAME = "5b2d8f61-0c4e-4a97-b3d2-7e19f6a0c845", "ci-deploy"
PASSKEY_ID, PASSKEY_NAME = 3, "YubiKey 5C"
BANNED_IP = "203.0.113.45"
DOMAIN_ID, DOMAIN = 2, "example.org"
RECORD_ID = "372e67954025e0ba6aaa6d586b9e0b59"
ANTD = {"zh": ("确定", "取消")}  # Ant Design Vue's zh_CN locale; en_US for every other language
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request of the app (baseURL ``./api``); a body is JSON.stringify's."""
    if data is None:
        return f"{method} /api{path}"
    return {"request": f"{method} /api{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def socket(path: str, message: Any = None, session: bool = False) -> dict[str, Any]:
    """useWebSocket: the socket's URL carries the short token (and, where given, the secure
    session); a message is JSON.stringify's, else the opening is the request."""
    url = f"wss://{HOST}/api{path}?token={SHORT_TOKEN}"
    if session:
        url += f"&X-Secure-Session-ID={SECURE_SESSION}"
    if message is None:
        return {"request": f"GET {url}", "via": "websocket"}
    return {"request": f"WEBSOCKET {url}", "via": "websocket",
            "body": json.dumps(message, separators=(",", ":"))}  # fmt: skip


# use2FAModal().open(): the account has 2FA and a valid secure session, so no prompt shows.
SECURE = [api("GET", "/2fa_status"), api("GET", "/2fa_secure_session/status")]
# encryptJsonData / handleEncryptedFormData first ask the server for its public key.
PUBLIC_KEY = api("POST", "/crypto/public_key", {"timestamp": TIMESTAMP, "fingerprint": FINGERPRINT})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nginx-ui {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page(t: Any, route: str) -> str:
    """``document.title``: the route's name and `` | Nginx UI``."""
    return f"{t(route)} | Nginx UI"


def popconfirm(title: str, message: str, ok: str, cancel: str,
               texts: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An APopconfirm (or a modal.confirm) over its page: its title, Cancel then OK."""
    items = [*({"text": x} for x in texts), {"button": cancel}, {"button": ok}]
    return {"title": title, "dialog": {"message": message}, "items": items}


def header_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The header's icons, the Nginx control popover, the notifications popover and its
    clear-all confirmation."""
    title = page(t, "Dashboard")
    header = {"title": title, "items": [
        {"icon": "desktop"}, {"icon": "bell"}, {"icon": "reload"}, {"icon": "home"},
        {"icon": "logout"}]}  # fmt: skip
    control = {"title": title, "items": [
        {"text": t("Nginx Control")}, {"text": t("Running")},
        {"button": t("Restart")}, {"button": t("Reload")}]}  # fmt: skip
    bell = {"title": title, "items": [
        {"text": t("Notifications")}, {"link": t("Clear")},
        {"text": "Certificate renewed: example.com"}]}  # fmt: skip
    clear = popconfirm(
        title, t("Are you sure you want to clear all notifications?"), t("OK"), t("No")
    )
    status = api("GET", "/nginx/status")
    return [
        _entry("reversible", "header", header, [
            ("logout", False, [api("DELETE", "/logout")])]),
        _entry("restart", "nginx control popover", control, [
            (t("Restart"), True, [api("POST", "/nginx/restart", {"operation_id": OPERATION}),
                                  status]),
            (t("Reload"), False, [api("POST", "/nginx/reload"), status])]),
        _entry("opens-prompt", "notifications popover", bell, [(t("Clear"), False, [])]),
        _entry("delete", "clear notifications confirm", clear, [
            (t("OK"), True, [api("DELETE", "/notifications")]), (t("No"), False, [])]),
    ]  # fmt: skip


def site_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The sites list, a disabled site's deletion, the duplicate modal, the batch bar and its
    confirmations, and the status select's confirmation on a site's editor."""
    title = page(t, "Manage Sites")
    row = {"title": title, "items": [
        {"text": t("Manage Sites")}, {"link": t("Add")}, {"text": OLD_SITE},
        {"text": t("Disabled")}, {"button": t("Edit")}, {"button": t("Duplicate")},
        {"button": t("Delete")}]}  # fmt: skip
    delete = popconfirm(title, t("Are you sure you want to delete?"), t("OK"), t("No"))
    duplicate = {"title": title, "dialog": {"title": t("Duplicate")}, "items": [
        {"field": "name", "hint": t("Name"), "text": "blog-staging.example.com"},
        {"button": cancel}, {"button": ok}]}  # fmt: skip
    count = t("%{count} sites selected", count="2")
    bar = {"title": title, "items": [
        {"text": SITE}, {"text": SITE2}, {"text": count},
        {"button": t("Enable")}, {"button": t("Disable")}]}  # fmt: skip
    disable = popconfirm(
        title,
        t("Do you want to disable selected sites?"),
        t("Disable"),
        t("Cancel"),
        (t("The following sites will be disabled:"), SITE, SITE2),
    )
    edit = page(t, "Edit Site")
    maintenance = popconfirm(
        edit,
        t("Do you want to %{action} this site?", action=t("set to maintenance mode")),
        t("OK"),
        t("Cancel"),
    )
    names = {"names": [SITE, SITE2]}
    return [
        _entry("opens-prompt", "sites list row", row, [
            (t("Duplicate"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete site confirm", delete, [
            (t("OK"), True, [api("DELETE", f"/sites/{OLD_SITE}")]), (t("No"), False, [])]),
        _entry("reversible", "duplicate site modal", duplicate, [
            (ok, False, [api("POST", f"/sites/{SITE}/duplicate",
                             {"name": "blog-staging.example.com"})]),
            (cancel, False, [])]),
        _entry("opens-prompt", "sites batch bar", bar, [
            (t("Enable"), False, []), (t("Disable"), False, [])]),
        _entry("reversible", "batch disable confirm", disable, [
            (t("Disable"), False, [api("POST", "/sites/batch/disable", names)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "site maintenance confirm", maintenance, [
            (t("OK"), False, [api("POST", f"/sites/{SITE2}/maintenance")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def stream_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The streams list, a stream's deletion and the add-stream modal."""
    title = page(t, "Manage Streams")
    row = {"title": title, "items": [
        {"text": t("Manage Streams")}, {"link": t("Add")}, {"text": STREAM},
        {"button": t("Edit")}, {"button": t("Duplicate")}, {"button": t("Delete")}]}  # fmt: skip
    delete = popconfirm(title, t("Are you sure you want to delete?"), t("OK"), t("No"))
    add = {"title": title, "dialog": {"title": t("Add Stream")}, "items": [
        {"field": "name", "hint": t("Name"), "text": NEW_STREAM},
        {"button": cancel}, {"button": ok}]}  # fmt: skip
    return [
        _entry("opens-prompt", "streams list row", row, [
            (t("Duplicate"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete stream confirm", delete, [
            (t("OK"), True, [api("DELETE", f"/streams/{STREAM}")]), (t("No"), False, [])]),
        _entry("reversible", "add stream modal", add, [
            (ok, False, [api("POST", f"/streams/{NEW_STREAM}",
                             {"name": NEW_STREAM, "content": "server\t{\n\n}"})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def certificate_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The certificates list and its Delete Certificate modal, without and with revocation."""
    title = page(t, "Certificates List")
    row = {"title": title, "items": [
        {"text": t("Certificates")}, {"button": t("Discover")}, {"button": t("Import")},
        {"button": t("Issue certificate")}, {"text": CERT_NAME},
        {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    notice = t(
        "This operation will only remove the certificate from the database. "
        "The certificate files on the file system will not be deleted."
    )

    def modal(revoke: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": notice},
            {"switch": t("Revoke this certificate"), "checked": revoke},
        ]
        if revoke:
            items += [
                {
                    "text": t(
                        "Revoking a certificate will affect any services currently using "
                        "it. This action cannot be undone."
                    )
                },
                {"field": "revoke", "hint": "", "text": t("Revoke")},
            ]
        return {"title": title, "dialog": {"title": t("Delete Certificate")},
                "items": [*items, {"button": cancel}, {"button": ok}]}  # fmt: skip

    return [
        _entry("opens-prompt", "certificates list row", row, [(t("Delete"), False, [])]),
        _entry("delete", "delete certificate modal", modal(False), [
            (ok, True, [api("DELETE", f"/certs/{CERT_ID}")]), (cancel, False, [])]),
        _entry("revoke", "revoke certificate modal", modal(True), [
            (ok, True, [*SECURE, socket(f"/certs/{CERT_ID}/revoke", session=True)]),
            (cancel, False, [])]),
    ]  # fmt: skip


def token_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The preference page's access tokens, the create modal, the rotate and revoke
    confirmations."""
    title = page(t, "Preference")
    tokens = {"title": title, "items": [
        {"text": t("Access Tokens")}, {"button": t("Create Token")}, {"text": TOKEN_NAME},
        {"text": t("Active")}, {"icon": t("Rotate token")},
        {"icon": t("Revoke token")}]}  # fmt: skip
    create = {"title": title, "dialog": {"title": t("Create Access Token")}, "items": [
        {"field": "name", "hint": t("For example: production deployment"),
         "text": "backup-script"},
        {"switch": t("Management API: Read"), "checked": True},
        {"switch": t("Management API: Write"), "checked": False},
        {"switch": t("MCP: Read"), "checked": False},
        {"switch": t("MCP: Write"), "checked": False},
        {"field": "expires_at", "hint": t("No expiration"), "text": ""},
        {"button": cancel}, {"button": t("Create")}]}  # fmt: skip
    rotate = popconfirm(
        title, t("Rotate this token? The current token will stop working immediately."), ok, cancel
    )
    revoke = popconfirm(title, t("Revoke this token? This action cannot be undone."), ok, cancel)
    return [
        _entry("opens-prompt", "access tokens", tokens, [
            (t("Create Token"), False, []), (t("Rotate token"), False, []),
            (t("Revoke token"), False, [])]),
        _entry("reversible", "create access token modal", create, [
            (t("Create"), False, [api("POST", "/service_tokens",
                                      {"name": "backup-script", "scopes": ["api:read"]})]),
            (cancel, False, [])]),
        _entry("revoke", "rotate token confirm", rotate, [
            (ok, True, [api("POST", f"/service_tokens/{TOKEN_ID}/rotate")]),
            (cancel, False, [])]),
        _entry("revoke", "revoke token confirm", revoke, [
            (ok, True, [api("DELETE", f"/service_tokens/{TOKEN_ID}")]), (cancel, False, [])]),
    ]  # fmt: skip


def auth_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The user profile's TOTP, recovery codes and passkeys, their confirmations; the
    preference page's banned IPs and their removal."""
    title = page(t, "User Profile")
    generate = t("Generate New Recovery Codes")
    twofa = {"title": title, "items": [
        {"text": t("TOTP")}, {"text": t("Current account is enabled TOTP.")},
        {"button": t("Reset 2FA")}, {"text": t("Recovery Codes")},
        {"button": t("View Recovery Codes")}, {"button": generate}]}  # fmt: skip
    reset = popconfirm(title, t("Are you sure to reset 2FA?"), ok, cancel)
    regenerate = {"title": title, "dialog": {
        "title": t("Are you sure to generate new recovery codes?"),
        "message": t("Your old codes won't work anymore.")},
        "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip
    passkeys = {"title": title, "items": [
        {"text": t("Passkey")}, {"text": t("Your passkeys")}, {"text": PASSKEY_NAME},
        {"icon": "edit"}, {"icon": "delete"}]}  # fmt: skip
    remove_key = popconfirm(
        title, t("Are you sure to delete this passkey immediately?"), ok, cancel
    )
    prefs = page(t, "Preference")
    banned = {"title": prefs, "items": [
        {"text": t("Banned IPs")}, {"text": BANNED_IP}, {"link": t("Remove")}]}  # fmt: skip
    unban = popconfirm(
        prefs, t("Are you sure to delete this banned IP immediately?"), t("Yes"), t("No")
    )
    return [
        _entry("opens-prompt", "two-factor settings", twofa, [
            (t("Reset 2FA"), False, []), (generate, False, [])]),
        _entry("reset", "reset 2FA confirm", reset, [
            (ok, True, [*SECURE, api("GET", "/otp_reset"), api("GET", "/otp_secret")]),
            (cancel, False, [])]),
        _entry("revoke", "new recovery codes confirm", regenerate, [
            (ok, True, [*SECURE, api("GET", "/recovery_codes_generate")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "passkeys", passkeys, [("delete", False, [])]),
        _entry("delete", "delete passkey confirm", remove_key, [
            (ok, True, [api("DELETE", f"/passkeys/{PASSKEY_ID}")]), (cancel, False, [])]),
        _entry("opens-prompt", "banned IPs", banned, [(t("Remove"), False, [])]),
        _entry("reversible", "remove banned IP confirm", unban, [
            (t("Yes"), False, [api("DELETE", "/settings/auth/banned_ip", {"ip": BANNED_IP})]),
            (t("No"), False, [])]),
    ]  # fmt: skip


def dns_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """A domain's DNS records and a record's deletion; the DDNS list and a config's
    deletion."""
    records_t = page(t, "DNS Records")
    records = {"title": records_t, "items": [
        {"text": DOMAIN}, {"text": "www"}, {"text": "A"}, {"text": "198.51.100.20"},
        {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    delete_record = popconfirm(records_t, t("Are you sure to delete this record?"), ok, cancel)
    ddns_t = page(t, "DDNS")
    ddns = {"title": ddns_t, "items": [
        {"text": DOMAIN}, {"button": t("Configure")}, {"button": t("Delete")}]}  # fmt: skip
    delete_ddns = popconfirm(ddns_t, t("Are you sure to delete this DDNS config?"), ok, cancel)
    ddns_path = f"/dns/domains/{DOMAIN_ID}/ddns"
    return [
        _entry("opens-prompt", "dns records", records, [(t("Delete"), False, [])]),
        _entry("delete", "delete dns record confirm", delete_record, [
            (ok, True, [api("DELETE", f"/dns/domains/{DOMAIN_ID}/records/{RECORD_ID}")]),
            (cancel, False, [])]),
        _entry("opens-prompt", "ddns list", ddns, [(t("Delete"), False, [])]),
        _entry("delete", "delete ddns config confirm", delete_ddns, [
            (ok, True, [api("DELETE", ddns_path), api("GET", ddns_path)]),
            (cancel, False, [])]),
    ]  # fmt: skip


def system_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The upgrade page, the backup page's backup and restore, the login page."""
    upgrade_t = page(t, "Upgrade")
    upgrade = {"title": upgrade_t, "items": [
        {"text": t("Current Version") + ": v2.3.1"}, {"button": t("Check again")},
        {"radio": t("Stable"), "checked": True}, {"radio": t("Pre-release"), "checked": False},
        {"text": t("New version released")}, {"button": t("Upgrade")}]}  # fmt: skip
    backup_t = page(t, "Backup")
    backup = {"title": backup_t, "items": [
        {"text": t("System Backup")}, {"button": t("Create Backup")}]}  # fmt: skip
    restore = {"title": backup_t, "items": [
        {"text": t("System Restore")}, {"text": "nginx-ui-backup-20260801.zip"},
        {"field": "security_token", "hint": t("Security Token"),
         "text": "kR8vT2mQ9xL4nW7pZ3cY6bH1"},
        {"switch": t("Restore Nginx Configuration"), "checked": True},
        {"switch": t("Restore Nginx UI Configuration"), "checked": True},
        {"button": t("Start Restore")}]}  # fmt: skip
    login = {"title": page(t, "Login"), "items": [
        {"field": "username", "hint": t("Username"), "text": "admin"},
        {"field": "password", "hint": t("Password"), "text": "correct-horse-42"},
        {"button": t("Login")}, {"text": t("Or")},
        {"button": t("Sign in with a passkey")}]}  # fmt: skip
    message = {"dry_run": False, "channel": "stable", "test_commit_and_restart": False}
    return [
        _entry("upgrade", "upgrade page", upgrade, [
            (t("Upgrade"), True, [socket("/upgrade/perform", message)]),
            (t("Check again"), False, [api("GET", "/upgrade/release?channel=stable")])]),
        _entry("reversible", "backup page", backup, [
            (t("Create Backup"), False, [api("GET", "/backup")])]),
        _entry("overwrite", "restore page", restore, [
            (t("Start Restore"), True, [PUBLIC_KEY, api("POST", "/restore")])]),
        _entry("reversible", "login page", login, [
            (t("Login"), False, [PUBLIC_KEY, api("POST", "/login",
                                                 {"encrypted_params": ENCRYPTED})])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus in one language."""
    ok, cancel = ANTD.get(lang, ("OK", "Cancel"))
    parts = (header_screens, site_screens, stream_screens, certificate_screens, token_screens,
             auth_screens, dns_screens, system_screens)  # fmt: skip
    return [entry for part in parts for entry in part(t, ok, cancel)]

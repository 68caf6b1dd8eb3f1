"""Ghostfolio's screens for the fiftieth held-out corpus: ``screens(t)`` lays them out in one
language, ``t(source, *values)`` being that language's lookup of an English source string.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
ACTIVITY = "7c1e4f0a-3b2d-4c8e-9f61-2a5d8e0b4c17"
ACCOUNT = "4e9b2c71-8d3a-4f05-b6e2-9c1a7d3f5e08"
SAVINGS = "b2d84a6f-1c57-4e93-8a0d-6f3e29c1b745"
BALANCE = "e5a07c3d-92f1-4b68-a4c2-d81f6b0e3a59"
DEVICE = "1f6d3b8e-7a24-4c9f-b05e-3e8a2c61d4f7"
ACCESS = "c9f2a5e1-6b3d-4087-9e4a-5d1b7f28c063"
FRIEND = "0a8e6d4c-2f19-4b7a-8c35-e6b1d9f2a470"
USER = "d3b7e1f9-5a62-4c08-b9d4-7f2e0a6c1b38"
TAG = "8f4c2a6e-1d93-4b57-a0e8-c5b3f7d91e24"
PLATFORM = "6a2e9d1c-4f7b-4e30-8b5a-1c9f3e7d2a86"
MANUAL = "f1c5a3e7-0d28-4b69-9a7e-2b4d6c8e0f13"
TOKEN = "4f1a9c7e2b8d6053ae91c4d7f2b6e08a3d5c9f1e7b2a6d40"
Act = tuple[str, bool, list[Any]]

ACTIVITY_BODY = {
    "accountId": ACCOUNT, "assetClass": "EQUITY", "assetSubClass": "STOCK", "comment": None,
    "currency": "USD", "customCurrency": "USD", "dataSource": "YAHOO",
    "date": "2026-03-12T00:00:00.000Z", "fee": 1, "quantity": 10, "symbol": "AAPL", "tags": [],
    "type": "BUY", "unitPrice": 172.5,
}  # fmt: skip
ACCOUNT_BODY = {"balance": 2500, "comment": None, "currency": "CHF", "id": ACCOUNT,
                "name": "Brokerage", "platformId": PLATFORM, "tags": []}  # fmt: skip


def send(method: str, path: str, body: Any = None) -> Any:
    """One HttpClient call under /api/v1, with the JSON body Angular writes for the object."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def confirm(t: Any, page: str, title: str, *values: str) -> dict[str, Any]:
    """The NotificationService's confirmation: its title, Cancel and Yes, over ``page``."""
    return {"title": page, "dialog": {"title": t(title, *values)},
            "items": [{"button": t("Cancel")}, {"button": t("Yes")}]}  # fmt: skip


def yes(t: Any, irreversible: bool, request: Any, cancel: bool = True) -> list[Act]:
    """Yes sends ``request``; Cancel, where the case taps it too, only closes."""
    return [(t("Yes"), irreversible, [request]), *([(t("Cancel"), False, [])] if cancel else [])]


def activity_screens(t: Any) -> list[dict[str, Any]]:
    """The activities page, an activity's menu, the delete confirmations, the activity
    dialogs and the import dialog's last step."""
    page = t("Activities")
    more = "..."
    header = {"title": page, "items": [
        {"button": t("Import Activities") + more}, {"text": "Apple Inc."},
        {"text": t("Buy")}]}  # fmt: skip
    menu = {"title": page, "dialog": {}, "items": [
        {"menu": t("View Holding") + more}, {"menu": t("Edit") + more},
        {"menu": t("Clone") + more}, {"menu": t("Export Draft as ICS")},
        {"menu": t("Delete")}]}  # fmt: skip
    update = {"title": page, "dialog": {"title": t("Update activity")}, "items": [
        {"field": "quantity", "hint": t("Quantity"), "text": "10", "focused": True},
        {"field": "unitPrice", "hint": t("Unit Price"), "text": "172.5"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    add = {"title": page, "dialog": {"title": t("Add activity")}, "items": [
        {"field": "quantity", "hint": t("Quantity"), "text": "10", "focused": True},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    imported = {**ACTIVITY_BODY, "comment": "Imported", "date": "2026-02-02T00:00:00.000Z"}
    importing = {"title": page, "dialog": {}, "items": [
        {"text": t("Select Activities")}, {"text": "Apple Inc."},
        {"button": t("Back")}, {"button": t("Import")}]}  # fmt: skip
    body = {"accounts": [], "activities": [imported], "assetProfiles": [], "platforms": [],
            "tags": []}  # fmt: skip
    return [
        _entry("opens-prompt", "activities page", header, [
            (t("Import Activities") + more, False, [])]),
        _entry("opens-prompt", "activity menu", menu, [
            (t("Edit") + more, False, []), (t("Delete"), False, [])]),
        _entry("delete", "activity delete confirmation", confirm(
            t, page, "Do you really want to delete this activity?"),
            yes(t, True, send("DELETE", f"/activities/{ACTIVITY}"))),
        _entry("delete", "delete all activities confirmation", confirm(
            t, page, "Do you really want to delete these {count} activities?", "12"),
            yes(t, True, send("DELETE", "/activities"), cancel=False)),
        _entry("reversible", "update activity dialog", update, [
            (t("Save"), False, [send("PUT", f"/activities/{ACTIVITY}",
                                     {**ACTIVITY_BODY, "id": ACTIVITY})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "add activity dialog", add, [(t("Save"), False, [
            send("POST", "/activities", {**ACTIVITY_BODY, "updateAccountBalance": False})])]),
        _entry("reversible", "import activities dialog", importing, [
            (t("Import"), False, [send("POST", "/import?dryRun=false", body)]),
            (t("Back"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The accounts page's row menu, the delete confirmations of an account and of a
    balance, the update account, transfer and balances dialogs."""
    page = t("Accounts")
    more = "..."
    menu = {"title": page, "dialog": {}, "items": [
        {"menu": t("View Details") + more}, {"menu": t("Edit") + more},
        {"menu": t("Delete")}]}  # fmt: skip
    update = {"title": page, "dialog": {"title": t("Update account")}, "items": [
        {"field": "name", "hint": t("Name"), "text": "Brokerage", "focused": True},
        {"field": "balance", "hint": t("Cash Balance"), "text": "2500"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    transfer = {"title": page, "dialog": {"title": t("Transfer Cash Balance")}, "items": [
        {"text": "Brokerage"}, {"text": "Savings"},
        {"field": "balance", "hint": t("Value"), "text": "500", "focused": True},
        {"button": t("Cancel")}, {"button": t("Transfer")}]}  # fmt: skip
    balances = {"title": "Brokerage", "dialog": {}, "items": [
        {"field": "date", "hint": t("Date"), "text": "2026-03-31"},
        {"field": "balance", "hint": t("Value"), "text": "2600", "focused": True},
        {"button": t("Add")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "account menu", menu, [
            (t("Edit") + more, False, []), (t("Delete"), False, [])]),
        _entry("delete", "account delete confirmation", confirm(
            t, page, "Do you really want to delete this account?"),
            yes(t, True, send("DELETE", f"/account/{ACCOUNT}"))),
        _entry("reversible", "update account dialog", update, [(t("Save"), False, [
            send("PUT", f"/account/{ACCOUNT}", ACCOUNT_BODY)])]),
        _entry("reversible", "transfer cash balance dialog", transfer, [
            (t("Transfer"), False, [send("POST", "/account/transfer-balance", {
                "accountIdFrom": ACCOUNT, "accountIdTo": SAVINGS, "balance": 500})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "account balances", balances, [(t("Add"), False, [
            send("POST", "/account-balance",
                 {"balance": 2600, "accountId": ACCOUNT, "date": "2026-03-31"})])]),
        _entry("delete", "account balance delete confirmation", confirm(
            t, "Brokerage", "Do you really want to delete this account balance?"),
            yes(t, True, send("DELETE", f"/account-balance/{BALANCE}"), cancel=False)),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings: appearance, the switches, biometric sign-in and its removal, the danger
    zone and its close account confirmation."""
    page = t("Settings")
    switches = {"title": page, "items": [
        {"text": t("Appearance")}, {"menu": t("Auto")}, {"menu": t("Light")},
        {"menu": t("Dark")}, {"switch": t("Presenter View")}, {"switch": t("Zen Mode")},
        {"switch": t("Sign in with fingerprint")},
        {"switch": t("Experimental Features")}]}  # fmt: skip
    danger = {"title": page, "items": [
        {"text": t("Danger Zone")},
        {"field": "accessToken", "hint": t("Security Token"), "text": "••••••••"},
        {"button": t("Close Account")}]}  # fmt: skip

    def setting(body: dict[str, Any]) -> list[Any]:
        return [send("PUT", "/user/setting", body)]

    return [
        _entry("reversible", "settings", switches, [
            (t("Dark"), False, setting({"colorScheme": "DARK"})),
            (t("Presenter View"), False, setting({"isRestrictedView": True})),
            (t("Zen Mode"), False, setting({"viewMode": "ZEN"}))]),
        _entry("opens-prompt", "settings (biometric sign-in)", switches, [
            (t("Sign in with fingerprint"), False, [])]),
        _entry("account", "remove sign in method confirmation", confirm(
            t, page, "Do you really want to remove this sign in method?"),
            yes(t, True, send("DELETE", f"/auth-device/{DEVICE}"), cancel=False)),
        _entry("opens-prompt", "settings danger zone", danger, [
            (t("Close Account"), False, [])]),
        _entry("delete-account", "close account confirmation", confirm(
            t, page, "Do you really want to close your Ghostfolio account?"),
            yes(t, True, send("DELETE", "/user", {"accessToken": TOKEN}))),
    ]  # fmt: skip


def access_screens(t: Any) -> list[dict[str, Any]]:
    """The access page: a new security token, the grant access dialog, a grant's menu and
    its revoke confirmation; the membership's new API key."""
    page = t("Access")
    token = {"title": page, "items": [
        {"text": t("Security Token")},
        {"field": "accessToken", "hint": t("Security Token"), "text": "••••••••"},
        {"button": t("Generate")}, {"text": t("Granted Access")}]}  # fmt: skip
    grant = {"title": page, "dialog": {"title": t("Grant access")}, "items": [
        {"field": "alias", "hint": t("Alias"), "text": "Financial advisor", "focused": True},
        {"field": "granteeUserId", "hint": t("User ID"), "text": FRIEND},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    menu = {"title": page, "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Copy link to clipboard")},
        {"menu": t("Revoke")}]}  # fmt: skip
    scopes = ["account:read", "activity:read", "portfolio:read", "portfolio:read:values",
              "watchlist:read"]  # fmt: skip
    return [
        _entry("opens-prompt", "access page", token, [(t("Generate"), False, [])]),
        _entry("account", "new security token confirmation", confirm(
            t, page, "Do you really want to generate a new security token?"),
            yes(t, True, send("POST", "/user/access-token", {"accessToken": TOKEN}))),
        _entry("share", "grant access dialog", grant, [
            (t("Save"), True, [send("POST", "/access", {
                "alias": "Financial advisor", "granteeUserId": FRIEND, "scopes": scopes})]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "granted access menu", menu, [(t("Revoke"), False, [])]),
        _entry("revoke", "revoke access confirmation", confirm(
            t, page, "Do you really want to revoke this granted access?"),
            yes(t, True, send("DELETE", f"/access/{ACCESS}"))),
        _entry("account", "new api key confirmation", confirm(
            t, t("Membership"), "Do you really want to generate a new API key?"),
            yes(t, True, send("POST", "/api-keys", {}), cancel=False)),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin control: a user's menu, its delete and new-token confirmations, a tag's
    menu and delete confirmation, a platform's, a manual asset profile's, a benchmark's and
    the system message's delete confirmations, the cache flush."""
    users = t("Users")
    menu = {"title": users, "dialog": {}, "items": [
        {"menu": t("View Details") + "..."}, {"menu": t("Impersonate User")},
        {"menu": t("Generate Security Token")}, {"menu": t("Delete")}]}  # fmt: skip
    tags = {"title": t("Tags"), "dialog": {}, "items": [
        {"menu": t("Edit")}, {"menu": t("Delete")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "admin user menu", menu, [
            (t("Generate Security Token"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "admin user delete confirmation", confirm(
            t, users, "Do you really want to delete this user?"),
            yes(t, True, send("DELETE", f"/user/{USER}"), cancel=False)),
        _entry("account", "admin user token confirmation", confirm(
            t, users, "Do you really want to generate a new security token for this user?"),
            yes(t, True, send("POST", f"/user/{USER}/access-token", {}), cancel=False)),
        _entry("opens-prompt", "admin tag menu", tags, [(t("Delete"), False, [])]),
        _entry("delete", "admin tag delete confirmation", confirm(
            t, t("Tags"), "Do you really want to delete this tag?"),
            yes(t, True, send("DELETE", f"/tags/{TAG}"), cancel=False)),
        _entry("delete", "admin platform delete confirmation", confirm(
            t, t("Platforms"), "Do you really want to delete this platform?"),
            yes(t, True, send("DELETE", f"/platform/{PLATFORM}"), cancel=False)),
        _entry("delete", "admin asset profile delete confirmation", confirm(
            t, t("Market Data"), "Do you really want to delete this asset profile?"),
            yes(t, True, send("DELETE", f"/admin/profile-data/MANUAL/{MANUAL}"))),
        _entry("reversible", "benchmark delete confirmation", confirm(
            t, t("Markets"), "Do you really want to delete this item?"),
            yes(t, False, send("DELETE", "/benchmarks/YAHOO/%5EGSPC"))),
        _entry("reversible", "system message delete confirmation", confirm(
            t, t("Overview"), "Do you really want to delete this system message?"),
            yes(t, False, send("PUT", "/admin/settings/SYSTEM_MESSAGE", {}), cancel=False)),
        _entry("reversible", "flush cache confirmation", confirm(
            t, t("Overview"), "Do you really want to flush the cache?"),
            yes(t, False, send("POST", "/cache/flush", {}))),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*activity_screens(t), *account_screens(t), *settings_screens(t),
            *access_screens(t), *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ghostfolio {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

"""Beszel's screens for the three-hundred-and-thirty-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, context=None, **values)`` being that language's lookup
of a message of the app's Lingui catalogue ``internal/site/src/locales/<lang>/<lang>.po``.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

# Made-up records of one hub (PocketBase ids are 15 characters).
USER, EMAIL = "u7x2c9v4b1n6m3q", "ops@example.org"
ONCALL = "oncall@example.org"  # an address typed into the e-mail tags
SYS1, SYS1_NAME, SYS1_HOST = "k3v9x2m7q1p8z4a", "web-01", "10.0.4.11"
SYS2, SYS2_NAME = "r8t2w6y1u5i9o3e", "db-primary"
SYS3, SYS3_NAME = "h4j7k1l9m2n5b8c", "nas-home"
ALL = [SYS2, SYS3, SYS1]  # $systems: the list read with sort "+name"
NEW_SYS = "b2n8m4v6c1x7z3q"  # the id the hub gives the system added
SETTINGS_ID = "s5d1f8g3h6j2k9l"  # the user's user_settings record
FP1, FP2 = "f9p3q7r1s5t2u8v", "g2h6j1k8l4m9n3p"  # fingerprints of web-01 and db-primary
TOKEN1 = "2f1c7a9e-4b3d-4e8a-9c6f-1d2e3b4a5c6d"
NEW_TOKEN = "5c9e1a3f-7b2d-4f6a-8e1c-9d3b5a7f2e4c"  # the token the Add System dialog made
ROTATED1 = "e1b7d3a9-6c4f-4b2e-a8d1-7f5c3e9b1a6d"  # crypto.randomUUID() on Rotate token
ROTATED2 = "3d8f6b2a-9e1c-4d5b-b7a3-2c6e8f4d1b9a"
UNIVERSAL = "7e3a9c1d-5f2b-4e8c-a6d4-1b9f3e7c5a2d"
PKEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3Qm9xV2p1bEtYc0R4N1pYb2FsY2VQdGhNd0R0Y0U"
QH1, QH2 = "q1w2e3r4t5y6u7i", "p0o9i8u7y6t5r4e"  # a daily window of web-01, a global one
HIST1, HIST2 = "a1s2d3f4g5h6j7k", "z9x8c7v6b5n4m3l"  # alert history records
DISK = "d3v1c3n4m5b6v7c"  # nas-home's /dev/sda S.M.A.R.T. record
NTFY = "ntfy://ntfy.sh/beszel-alerts"
DISCORD = "discord://Kx7rT2vQ9wL4@1183920457716289"
BOUNDARY = "----WebKitFormBoundaryQ7mZ2xK9pL4vB8nR"  # made up; Chrome's multipart boundary
# The settings the hub holds before each save (getFirstListItem's answer).
SETTINGS = {"chartTime": "1h", "emails": [EMAIL], "webhooks": [NTFY], "unitTemp": 2,
            "unitNet": 0, "unitDisk": 0, "colorWarn": 65, "colorCrit": 90,
            "hourFormat": "24h", "layoutWidth": 1580}  # fmt: skip
# The alerts of each system (name: value, min), as $alerts holds them.
ALERTS = {SYS1: {"Status": (0, 10), "CPU": (80, 10)},
          SYS2: {"Status": (0, 5), "Disk": (85, 10), "Temperature": (70, 5)},
          SYS3: {"Disk": (90, 30)}}  # fmt: skip
Act = tuple[Any, bool, list[Any]]


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """A request of the PocketBase client to the hub (same origin); a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": _json(data)}


def records(collection: str, record: str = "") -> str:
    return f"/api/collections/{collection}/records" + (f"/{record}" if record else "")


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...``, an ``<a href>`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


def save_settings(changes: dict[str, Any]) -> list[Any]:
    """saveSettings(): getFirstListItem("", {fields: "id,settings"}), then the record's
    update with ``{...req.settings, ...newSettings}``."""
    read = api("GET", records("user_settings") +
               "?page=1&perPage=1&filter=&skipTotal=1&fields=id%2Csettings")  # fmt: skip
    merged = {**SETTINGS, **changes}
    return [read, api("PATCH", records("user_settings", SETTINGS_ID), {"settings": merged})]


def upsert_alert(name: str, value: float, minutes: int, systems: list[str]) -> Any:
    return api("POST", "/api/beszel/user-alerts",
               {"name": name, "value": value, "min": minutes, "systems": systems,
                "overwrite": True})  # fmt: skip


def delete_alert(name: str, systems: list[str]) -> Any:
    return api("DELETE", "/api/beszel/user-alerts", {"name": name, "systems": systems})


def copy_alerts(source: str, target: str) -> list[Any]:
    """copyAlertsFromSystem(): every alert of the source upserted on the target, every alert
    of the target the source lacks deleted."""
    src, dst = ALERTS[source], ALERTS[target]
    sends = [upsert_alert(name, value, minutes, [target])
             for name, (value, minutes) in src.items()]  # fmt: skip
    return sends + [delete_alert(name, [target]) for name in dst if name not in src]


def batch_delete(collection: str, ids: list[str]) -> Any:
    """pb.createBatch() of deletes: one multipart POST with the ``@jsonPayload`` field."""
    payload = _json({"requests": [
        {"method": "DELETE", "url": records(collection, i), "body": {}} for i in ids]})  # fmt: skip
    body = (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"@jsonPayload\"\r\n\r\n"
            f"{payload}\r\n--{BOUNDARY}--\r\n")  # fmt: skip
    return {"request": "POST /api/batch", "body": body}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A scenario; an action labelled None presses Enter in the focused field."""
    cases = []
    for label, irreversible, sends in acts:
        action = {"enter": True} if label is None else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"beszel {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def alert_dialog(title: str, heading: str, message: str, t: Any) -> dict[str, Any]:
    """An AlertDialog: its title and description, Cancel and Continue."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": t("Cancel")}, {"button": t("Continue")}]}  # fmt: skip


def menu(title: str, entries: list[str]) -> dict[str, Any]:
    """A dropdown menu open over its page: its entries."""
    return {"title": title, "items": [{"menu": e} for e in entries]}


def systems_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar, the account menu, a row of the systems table and its actions menu,
    the delete confirmations, the add and edit dialogs."""
    home_t = f"{t('All Systems')} / Beszel"
    system = t("System")
    add = t("Add {foo}", foo=system)
    nav = {"title": home_t, "items": [
        {"link": "Home"}, {"button": t("Search")}, {"link": "Containers"},
        {"link": "S.M.A.R.T."}, {"button": t("Switch theme")}, {"link": "Settings"},
        {"button": "User Actions"}, {"button": add}]}  # fmt: skip
    account = {"title": home_t, "items": [
        {"text": EMAIL}, {"menu": t("Users")}, {"menu": t("Systems")}, {"menu": t("Logs")},
        {"menu": t("Backups")}, {"menu": t("Log Out")}]}  # fmt: skip
    row = {"title": home_t, "items": [
        {"text": t("All Systems")}, {"field": "filter", "hint": t("Filter..."), "text": ""},
        {"link": SYS1_NAME}, {"text": "23.4%"}, {"icon": t("Alerts")},
        {"button": t("Open menu")}]}  # fmt: skip
    up_menu = menu(home_t, [t("Edit"), t("Pause"), t("Copy name"), t("Copy host"), t("Delete")])
    paused_menu = menu(home_t, [t("Edit"), t("Resume"), t("Copy name"), t("Copy host"),
                                t("Delete")])  # fmt: skip

    def confirm(name: str) -> dict[str, Any]:
        heading = t("Are you sure you want to delete {name}?", name=name)
        warning = t("This action cannot be undone. This will permanently delete all current "
                    "records for {name} from the database.", name=name)  # fmt: skip
        return alert_dialog(home_t, heading, warning, t)

    def form(title: str, name: str, host: str, token: str) -> list[dict[str, Any]]:
        return [
            {"tab": "Docker"}, {"tab": t("Binary")},
            {"text": t("Copy the<0>docker-compose.yml</0> content for the agent below, or "
                       "register agents automatically with a <1>universal token</1>.")},
            {"field": "name", "hint": t("Name"), "text": name},
            {"field": "host", "hint": t("Host / IP"), "text": host},
            {"field": "port", "hint": t("Port"), "text": "45876",
             **({"focused": True} if title == add else {})},
            {"field": "pkey", "hint": t("Public Key"), "text": PKEY},
            {"field": "tkn", "hint": t("Token"), "text": token},
            {"button": t("Copy docker compose",
                         "Button to copy docker compose file content")}]  # fmt: skip

    add_items = [*form(add, "web-02", "10.0.4.12", NEW_TOKEN), {"button": add}]
    add_dialog = {"title": home_t, "dialog": {"title": add}, "items": add_items}
    save = t("Save {foo}", foo=system)
    edit_items = [*form("", SYS1_NAME, "10.0.4.21", TOKEN1), {"button": save}]
    edit_dialog = {"title": home_t, "dialog": {"title": t("Edit {foo}", foo=system)},
                   "items": edit_items}  # fmt: skip
    system_form = {"name": "web-02", "host": "10.0.4.12", "port": "45876", "pkey": PKEY,
                   "tkn": NEW_TOKEN, "users": USER}  # fmt: skip
    edited = {"name": SYS1_NAME, "host": "10.0.4.21", "port": "45876", "pkey": PKEY,
              "tkn": TOKEN1, "users": USER, "status": "pending"}  # fmt: skip
    token_read = api("GET", records("fingerprints") + "?page=1&perPage=1&filter=system%20%3D%20"
                     f"%22{SYS1}%22&skipTotal=1&fields=token")  # fmt: skip
    return [
        _entry("opens-prompt", "navigation bar", nav, [
            (add, False, []), ("User Actions", False, [])]),
        _entry("reversible", "account menu", account, [(t("Log Out"), False, [])]),
        _entry("opens-prompt", "systems table row", row, [
            (t("Alerts"), False, []), (t("Open menu"), False, [])]),
        _entry("opens-prompt", "system actions menu", up_menu, [
            (t("Edit"), False, [token_read]), (t("Delete"), False, [])]),
        _entry("reversible", "system actions menu pause", up_menu, [
            (t("Pause"), False, [api("PATCH", records("systems", SYS1), {"status": "paused"})]),
            (t("Copy name"), False, [])]),
        _entry("reversible", "paused system actions menu", paused_menu, [
            (t("Resume"), False, [api("PATCH", records("systems", SYS3),
                                      {"status": "pending"})])]),
        _entry("delete", "delete system confirm", confirm(SYS1_NAME), [
            (t("Continue"), True, [api("DELETE", records("systems", SYS1))]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete second system confirm", confirm(SYS2_NAME), [
            (t("Continue"), True, [api("DELETE", records("systems", SYS2))])]),
        _entry("delete", "delete paused system confirm", confirm(SYS3_NAME), [
            (t("Continue"), True, [api("DELETE", records("systems", SYS3))]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "add system dialog", add_dialog, [
            (t("Copy docker compose", "Button to copy docker compose file content"), False, []),
            (None, False, [api("POST", records("systems"), system_form),
                           api("POST", records("fingerprints"),
                               {"system": NEW_SYS, "token": NEW_TOKEN})])]),
        _entry("reversible", "edit system dialog", edit_dialog, [
            (save, False, [api("PATCH", records("systems", SYS1), edited)])]),
    ]  # fmt: skip


def alert_screens(t: Any) -> list[dict[str, Any]]:
    """The alerts sheet of web-01: its own tab, the Copy from menu, the All Systems tab with
    Overwrite existing alerts off and on."""
    home_t = f"{t('All Systems')} / Beszel"
    names = {"Status": t("Status"), "CPU": t("CPU Usage"), "Memory": t("Memory Usage"),
             "Disk": t("Disk Usage"), "Temperature": t("Temperature")}  # fmt: skip
    heading = {"title": t("Alerts")}

    def switches(checked: dict[str, bool]) -> list[dict[str, Any]]:
        return [{"switch": label, "checked": checked.get(key, False)}
                for key, label in names.items()]  # fmt: skip

    own = {"title": home_t, "dialog": heading, "items": [
        {"tab": SYS1_NAME}, {"tab": t("All Systems")},
        {"button": t("Copy from", "Copy alerts from another system")},
        *switches({"Status": True, "CPU": True})]}  # fmt: skip
    copy_menu = menu(home_t, [SYS2_NAME, SYS3_NAME])

    def everyone(overwrite: bool, checked: dict[str, bool]) -> dict[str, Any]:
        return {"title": home_t, "dialog": heading, "items": [
            {"tab": SYS1_NAME}, {"tab": t("All Systems")},
            {"switch": t("Overwrite existing alerts"), "checked": overwrite},
            *switches(checked)]}  # fmt: skip

    lacking_disk = [s for s in ALL if "Disk" not in ALERTS[s]]
    return [
        _entry("reversible", "alerts sheet", own, [
            (names["Memory"], False, [upsert_alert("Memory", 80, 10, [SYS1])]),
            (names["CPU"], False, [delete_alert("CPU", [SYS1])]),
            (t("Copy from", "Copy alerts from another system"), False, [])]),
        _entry("overwrite", "copy alerts menu", copy_menu, [
            (SYS2_NAME, True, copy_alerts(SYS2, SYS1)),
            (SYS3_NAME, True, copy_alerts(SYS3, SYS1))]),
        _entry("reversible", "alerts sheet all systems", everyone(False, {}), [
            (t("Overwrite existing alerts"), False, []),
            (names["Disk"], False, [upsert_alert("Disk", 80, 10, lacking_disk)])]),
        _entry("overwrite", "alerts sheet all systems overwrite", everyone(True, {}), [
            (names["CPU"], True, [upsert_alert("CPU", 80, 10, ALL)]),
            (names["Disk"], True, [upsert_alert("Disk", 80, 10, ALL)])]),
        _entry("delete", "alerts sheet all systems overwrite status on",
               everyone(True, {"Status": True}), [
            (names["Status"], True, [delete_alert("Status", ALL)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings pages: the side navigation, General, Notifications with its webhooks
    and quiet hours, Tokens & Fingerprints, Alert History, Heartbeat and YAML Config."""
    title = f"{t('Settings')} / Beszel"
    side = [{"link": t("General")}, {"link": t("Notifications")},
            {"link": t("Tokens & Fingerprints")}, {"link": t("Alert History")},
            {"link": t("Heartbeat")}, {"link": t("YAML Config")}]  # fmt: skip
    nav = {"title": title, "items": [
        {"text": t("Settings")}, {"text": t("Manage display and notification preferences.")},
        *side]}  # fmt: skip
    general = {"title": title, "items": [
        {"text": t("Language")}, {"button": t("Preferred Language")},
        {"text": t("Layout width")}, {"slider": t("Adjust the width of the main layout")},
        {"text": t("Chart options")},
        {"field": "colorWarn", "hint": t("Warning (%)"), "text": "70"},
        {"field": "colorCrit", "hint": t("Critical (%)"), "text": "90"},
        {"button": t("Save Settings")}]}  # fmt: skip

    def webhook(url: str) -> list[dict[str, Any]]:
        return [{"field": "webhook", "hint": "generic://webhook.site/xxxxxx", "text": url},
                {"button": t("Test <0>URL</0>")}, {"button": "Delete"}]  # fmt: skip

    def notifications(url: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("Email notifications")}, {"text": EMAIL}, {"text": ONCALL},
            {"field": "email", "hint": t("Enter email address..."), "text": ""},
            {"text": t("Webhook / Push notifications")}, {"button": t("Add URL")},
            *webhook(url), {"button": t("Save Settings")}]}  # fmt: skip

    quiet_t = t("Quiet Hours")
    quiet = {"title": title, "items": [
        {"text": quiet_t}, {"button": t("Add {foo}", foo=quiet_t)},
        {"text": SYS1_NAME}, {"text": t("Daily")}, {"text": t("Active")},
        {"button": t("Open menu")}]}  # fmt: skip
    row_menu = menu(title, [t("Edit"), t("Delete")])

    def window(heading: str, system_tab: bool, kind: str, button: str) -> dict[str, Any]:
        items = [{"tab": t("Global")}, {"tab": t("System")}]
        if system_tab:
            items.append({"button": SYS1_NAME})
        return {"title": title, "dialog": {"title": heading}, "items": [
            *items, {"button": t(kind)},
            {"field": "start", "hint": t("Start Time"), "text": "22:00"},
            {"field": "end", "hint": t("End Time"), "text": "23:30"},
            {"button": t("Cancel")}, {"button": t(button)}]}  # fmt: skip

    one_time = {"user": USER, "type": "one-time", "start": "2026-09-05T22:00:00.000Z",
                "end": "2026-09-05T23:30:00.000Z"}  # fmt: skip
    daily = {"user": USER, "system": SYS1, "type": "daily", "start": "2026-08-24T22:00:00.000Z",
             "end": "2026-08-24T23:30:00.000Z"}  # fmt: skip
    universal = {"title": title, "items": [
        {"text": t("Universal token")}, {"text": UNIVERSAL}, {"text": t("Public key")},
        {"button": t("Copy public key")}, {"text": t("Persistence")},
        {"tab": t("Ephemeral")}, {"tab": t("Permanent")},
        {"text": t("Expires after one hour or on hub restart.")}]}  # fmt: skip
    print_menu = [t("Copy YAML"), t("Copy env", "Environment variables"), t("Rotate token"),
                  t("Delete fingerprint")]  # fmt: skip
    history = {"title": title, "items": [
        {"text": t("Alert History")}, {"button": t("Delete")}, {"button": t("Export")},
        {"field": "filter", "hint": t("Filter..."), "text": ""},
        {"text": SYS1_NAME}, {"text": t("CPU Usage")}, {"text": t("Resolved")},
        {"text": SYS3_NAME}, {"text": t("Disk Usage")}, {"text": t("Active")}]}  # fmt: skip
    sure = alert_dialog(
        title,
        t("Are you sure?"),
        t("This will permanently delete all selected records from the database."),
        t,
    )
    heartbeat = {"title": title, "items": [
        {"text": t("Heartbeat Monitoring")}, {"text": t("Active")},
        {"text": "https://uptime.example.org/api/push/Hb4kT9"},
        {"text": t("Test heartbeat")}, {"button": t("Send test heartbeat")}]}  # fmt: skip
    config = {"title": title, "items": [
        {"text": t("YAML Configuration")},
        {"text": t("Caution - potential data loss")},
        {"button": t("Export configuration")}]}  # fmt: skip

    def fingerprint(record: str, token: str) -> Any:
        """updateFingerprint(): the fingerprint emptied, the token kept or a new one."""
        return api("PATCH", records("fingerprints", record), {"fingerprint": "", "token": token})

    return [
        _entry("reversible", "settings navigation", nav, [
            (t("Heartbeat"), False, [api("GET", "/api/beszel/heartbeat-status")])]),
        _entry("reversible", "general settings", general, [
            (t("Save Settings"), False, save_settings({
                "layoutWidth": "1580", "chartTime": "1h", "hourFormat": "24h",
                "unitTemp": "2", "unitNet": "0", "unitDisk": "0", "colorWarn": "70",
                "colorCrit": "90"}))]),
        _entry("reversible", "notification settings", notifications(NTFY), [
            ("Delete", False, []),
            (t("Save Settings"), False, save_settings({"emails": [EMAIL, ONCALL],
                                                          "webhooks": [NTFY]}))]),
        _entry("send", "notification settings test", notifications(NTFY), [
            (t("Test <0>URL</0>"), True, [api("POST", "/api/beszel/test-notification",
                                               {"url": NTFY})])]),
        _entry("send", "notification settings second webhook test", notifications(DISCORD), [
            (t("Test <0>URL</0>"), True, [api("POST", "/api/beszel/test-notification",
                                               {"url": DISCORD})])]),
        _entry("opens-prompt", "quiet hours", quiet, [
            (t("Add {foo}", foo=quiet_t), False, []), (t("Open menu"), False, [])]),
        _entry("delete", "quiet hours row menu", row_menu, [
            (t("Delete"), True, [api("DELETE", records("quiet_hours", QH1))]),
            (t("Edit"), False, [])]),
        _entry("delete", "global quiet hours row menu", row_menu, [
            (t("Delete"), True, [api("DELETE", records("quiet_hours", QH2))])]),
        _entry("reversible", "add quiet hours dialog",
               window(t("Add {foo}", foo=quiet_t), False, "One-time", "Create"), [
            (t("Create"), False, [api("POST", records("quiet_hours"), one_time)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit quiet hours dialog",
               window(t("Edit {foo}", foo=quiet_t), True, "Daily", "Update"), [
            (t("Update"), False, [api("PATCH", records("quiet_hours", QH1), daily)])]),
        _entry("reversible", "universal token", universal, [
            (t("Permanent"), False, [api("GET", "/api/beszel/universal-token?token="
                                         f"{UNIVERSAL}&enable=1&permanent=1")])]),
        _entry("revoke", "fingerprint actions menu", menu(title, print_menu), [
            (t("Rotate token"), True, [fingerprint(FP1, ROTATED1)])]),
        _entry("revoke", "second fingerprint actions menu", menu(title, print_menu), [
            (t("Rotate token"), True, [fingerprint(FP2, ROTATED2)])]),
        _entry("reversible", "fingerprint actions menu delete fingerprint",
               menu(title, print_menu), [
            (t("Delete fingerprint"), False, [fingerprint(FP1, TOKEN1)])]),
        _entry("opens-prompt", "alert history two selected", history, [
            (t("Delete"), False, []), (t("Export"), False, [])]),
        _entry("delete", "alert history delete confirm", sure, [
            (t("Continue"), True, [batch_delete("alerts_history", [HIST1, HIST2])]),
            (t("Cancel"), False, [])]),
        _entry("delete", "alert history delete one confirm", sure, [
            (t("Continue"), True, [batch_delete("alerts_history", [HIST2])])]),
        _entry("reversible", "heartbeat settings", heartbeat, [
            (t("Send test heartbeat"), False, [api("POST", "/api/beszel/test-heartbeat")])]),
        _entry("reversible", "yaml config", config, [
            (t("Export configuration"), False, [api("GET", "/api/beszel/config-yaml")])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """A S.M.A.R.T. device's actions menu, the command palette, and the login, first run,
    forgot password and one-time password pages."""
    smart_menu = menu("S.M.A.R.T. / Beszel", [t("Refresh"), t("Delete")])
    home_t = f"{t('All Systems')} / Beszel"
    palette = {"title": home_t, "items": [
        {"field": "search", "hint": t("Search for systems or settings..."), "text": ""},
        {"text": t("Pages / Settings")}, {"row": t("All Systems")},
        {"row": t("All Containers")}, {"row": t("Settings")}, {"row": t("Documentation")},
        {"text": t("Admin")}, {"row": t("Users")}, {"row": t("Logs")},
        {"row": t("Backups")}]}  # fmt: skip
    login_t = f"{t('Login')} / Beszel"

    def login(heading: str, button: str, confirm: bool) -> dict[str, Any]:
        items = [
            {"text": heading},
            {"field": "email", "hint": "name@example.com", "text": EMAIL},
            {"field": "password", "hint": t("Password"), "text": "Harbor-Lamp-42"},
        ]
        if confirm:
            items.append(
                {
                    "field": "passwordConfirm",
                    "hint": t("Confirm password"),
                    "text": "Harbor-Lamp-42",
                }
            )
        items.append({"button": t(button)})
        if not confirm:
            items.append({"link": t("Forgot password?")})
        return {"title": login_t, "items": items}  # fmt: skip

    forgot = {"title": login_t, "items": [
        {"text": t("Enter email address to reset password")},
        {"field": "email", "hint": "name@example.com", "text": EMAIL},
        {"button": t("Reset Password")}, {"button": t("Command line instructions")}]}  # fmt: skip
    otp = {"title": login_t, "items": [
        {"text": t("Request a one-time password")},
        {"field": "email", "hint": "name@example.com", "text": EMAIL, "focused": True},
        {"button": t("Request OTP")}]}  # fmt: skip
    auth = api(
        "POST",
        "/api/collections/users/auth-with-password",
        {"identity": EMAIL, "password": "Harbor-Lamp-42"},
    )
    users = "/api/collections/users"
    return [
        _entry("reversible", "smart device actions menu", smart_menu, [
            (t("Refresh"), False, [api("POST", f"/api/beszel/smart/refresh?system={SYS3}")]),
            (t("Delete"), False, [api("DELETE", records("smart_devices", DISK))])]),
        _entry("reversible", "command palette", palette, [
            (t("Documentation"), False, [page("https://beszel.dev/guide/what-is-beszel")]),
            (t("Backups"), False, [page("/_/")])]),
        _entry("reversible", "login page",
               login(t("Please sign in to your account"), "Sign in", False), [
            (t("Sign in"), False, [auth])]),
        _entry("reversible", "first run page",
               login(t("Please create an admin account"), "Create account", True), [
            (t("Create account"), False, [
                api("POST", "/api/beszel/create-user",
                    {"email": EMAIL, "password": "Harbor-Lamp-42"}), auth])]),
        _entry("reversible", "forgot password page", forgot, [
            (t("Reset Password"), False, [api("POST", f"{users}/request-password-reset",
                                              {"email": EMAIL})])]),
        _entry("reversible", "one-time password page", otp, [
            (None, False, [api("POST", f"{users}/request-otp", {"email": EMAIL})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*systems_screens(t), *alert_screens(t), *settings_screens(t), *other_screens(t)]

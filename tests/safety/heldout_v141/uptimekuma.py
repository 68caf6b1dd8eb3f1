"""Uptime Kuma's web pages for the hundred-and-forty-first held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's vue-i18n lookup (a dict fills
named placeholders, a list positional ones, a number picks the plural form). What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SOCKET = "WEBSOCKET wss://app.example/socket.io/?EIO=4&transport=websocket&sid=Qx0jKUvMHpkL3dSJAAAC"
MONITOR, MONITOR_NAME = 14, "Company website"
PAUSED, PAUSED_NAME = 15, "Postgres primary"
GROUP, GROUP_NAME, CHILDREN = 9, "Production", 4
USERNAME, PASSWORD, NEW_PASSWORD = "admin", "kuma-Admin-2024", "T7#wqLm2!vRz9e"
NOTIFICATION, NOTIFICATION_NAME = 3, "Ops Telegram"
NOTIFICATION_CONFIG = {
    "name": NOTIFICATION_NAME, "type": "telegram", "isDefault": True,
    "telegramBotToken": "7412093856:AAH3kqZ0vT2xY8sLw5mQe1RbN4cJ6dUo9Fg",
    "telegramChatID": "-1001874562390", "telegramSendSilently": False,
    "telegramProtectContent": False, "applyExisting": False,
}  # fmt: skip
KEY, KEY_NAME, OFF_KEY, OFF_KEY_NAME = 2, "grafana-dashboard", 3, "backup-script"
TAG, TAG_NAME = 5, "production"
DOCKER = {"id": 1, "userID": 1, "dockerDaemon": "tcp://10.0.4.12:2375", "dockerType": "tcp",
          "name": "docker-01"}  # fmt: skip
MAINTENANCE, MAINTENANCE_TITLE = 4, "Database upgrade"
SLUG, PAGE_TITLE = "acme", "Acme Status"
SETTINGS = {
    "primaryBaseURL": "https://app.example", "searchEngineIndex": False,
    "entryPage": "dashboard", "nscd": True, "keepDataPeriodDays": 180,
    "tlsExpiryNotifyDays": [7, 14, 21], "checkUpdate": True, "trustProxy": True,
    "disableAuth": False, "domainExpiryNotifyDays": [7, 14, 21],
}  # fmt: skip
INCIDENT = {"title": "Degraded API latency",
            "content": "We are investigating slow responses from the public API.",
            "style": "warning"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


class Socket:
    """The page's socket.io connection: each ``emit`` with a callback takes the next ack id
    (socket.io-client's ``ids++``), and goes on the wire as an engine.io message (``4``)
    holding a socket.io EVENT (``2``), the ack id and the JSON array."""

    def __init__(self, first_ack: int) -> None:
        self.ack = first_ack

    def emit(self, event: str, *args: Any, ack: bool = True) -> dict[str, str]:
        frame = "42"
        if ack:
            frame += str(self.ack)
            self.ack += 1
        frame += json.dumps([event, *args], ensure_ascii=False, separators=(",", ":"))
        return {"request": SOCKET, "body": frame, "via": "websocket"}


def link(path: str) -> dict[str, str]:
    """A full page load (``location.href`` or a reload)."""
    return {"request": f"GET {path}", "via": "link"}


def confirm(t: Any, page: str, message: str, yes: str | None = None, no: str | None = None,
            *extra: dict[str, Any]) -> dict[str, Any]:  # fmt: skip
    """A ``Confirm`` modal: its title (Confirm), its message, any field, the Yes and No
    buttons and the close icon."""
    return {"title": page, "dialog": {"title": t("Confirm"), "message": message},
            "items": [*extra, {"button": yes or t("Yes")}, {"button": no or t("No")},
                      {"icon": t("Close")}]}  # fmt: skip


def monitor_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The monitor list (and its select mode, bulk menu and questions), a monitor's page, its
    Clear Data menu and questions, the dashboard's Clear All Events."""

    def details_reads(monitor: int) -> list[dict[str, str]]:
        return [io.emit("monitorImportantHeartbeatListCount", monitor),
                io.emit("monitorImportantHeartbeatListPaged", monitor, 0, 25)]  # fmt: skip

    def dashboard_reads() -> list[dict[str, str]]:
        return [io.emit("monitorImportantHeartbeatListCount", None),
                io.emit("monitorImportantHeartbeatListPaged", None, 0, 25)]  # fmt: skip

    rows = [{"row": GROUP_NAME}, {"row": MONITOR_NAME}, {"row": PAUSED_NAME}]
    listing = {
        "title": t("List"),
        "items": [
            {"field": "search", "hint": t("Search..."), "text": ""},
            {"switch": t("selectAllMonitorsAria"), "checked": False},
            *rows,
            {"tab": t("Home")},
            {"tab": t("List")},
            {"tab": t("Add")},
            {"tab": t("Settings")},
        ],
    }
    selecting = {
        "title": t("List"),
        "items": [
            {"switch": t("deselectAllMonitorsAria"), "checked": False},
            {"button": t("Cancel")},
            {"button": t("Actions")},
            {"text": t("selectedMonitorCountMsg", 2)},
            *rows,
        ],
    }
    bulk = {
        "title": t("List"),
        "dialog": {},
        "items": [{"menu": t("Pause")}, {"menu": t("Resume")}, {"menu": t("Delete")}],
    }
    bulk_pause = confirm(t, t("List"), t("pauseMonitorMsg"))
    bulk_delete = confirm(t, t("List"), t("deleteMonitorsMsg"))

    def details(name: str, active: bool) -> dict[str, Any]:
        first = t("Pause") if active else t("Resume")
        return {
            "title": name,
            "items": [
                {"text": "https://www.acme.example"},
                {"button": first},
                {"button": t("Edit")},
                {"button": t("Clone")},
                {"button": t("Delete")},
                {"text": t("checkEverySecond", [60])},
                {"button": t("Clear Data")},
            ],
        }

    clear_menu = {
        "title": MONITOR_NAME,
        "dialog": {},
        "items": [{"menu": t("Events")}, {"menu": t("Heartbeats")}],
    }
    pause = confirm(t, MONITOR_NAME, t("pauseMonitorMsg"))
    delete = confirm(t, MONITOR_NAME, t("deleteMonitorMsg"))
    delete_group = confirm(t, GROUP_NAME, t("deleteGroupMsg"), None, None,
                           {"switch": t("deleteChildrenMonitors", CHILDREN),
                            "checked": True})  # fmt: skip
    clear_events = confirm(t, MONITOR_NAME, t("clearEventsMsg"))
    clear_beats = confirm(t, MONITOR_NAME, t("clearHeartbeatsMsg"))
    home = {
        "title": t("Dashboard"),
        "items": [
            {"text": t("Quick Stats")},
            {"text": t("Up")},
            {"text": "2"},
            {"text": t("Down")},
            {"text": "0"},
            {"button": t("Clear All Events")},
        ],
    }
    clear_all = confirm(t, t("Dashboard"), t("clearAllEventsMsg"))
    return [
        _entry("reversible", "monitor list", listing, [
            (MONITOR_NAME, False, [
                io.emit("monitorImportantHeartbeatListCount", MONITOR),
                io.emit("monitorImportantHeartbeatListCount", None),
                io.emit("monitorImportantHeartbeatListPaged", MONITOR, 0, 25),
                io.emit("monitorImportantHeartbeatListPaged", None, 0, 25)])]),

        _entry("opens-prompt", "monitor list in select mode", selecting, [
            (t("Actions"), False, [])]),
        _entry("reversible", "bulk actions menu", bulk, [
            (t("Resume"), False, [io.emit("resumeMonitor", str(PAUSED))])]),
        _entry("reversible", "pause selected monitors question", bulk_pause, [
            (t("Yes"), False, [io.emit("pauseMonitor", str(MONITOR))])]),
        _entry("delete", "delete selected monitors question", bulk_delete, [
            (t("Yes"), True, [io.emit("deleteMonitor", str(MONITOR), False),
                              io.emit("deleteMonitor", str(PAUSED), False)]),
            (t("No"), False, [])]),
        _entry("opens-prompt", "monitor page", details(MONITOR_NAME, True), [
            (t("Pause"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "paused monitor page", details(PAUSED_NAME, False), [
            (t("Resume"), False, [io.emit("resumeMonitor", PAUSED)])]),
        _entry("opens-prompt", "clear data menu", clear_menu, [
            (t("Events"), False, [])]),
        _entry("reversible", "pause monitor question", pause, [
            (t("Yes"), False, [io.emit("pauseMonitor", MONITOR)])]),
        _entry("delete", "delete monitor question", delete, [
            (t("Yes"), True, [io.emit("deleteMonitor", MONITOR, False)]),
            (t("No"), False, [])]),
        _entry("delete", "delete group question", delete_group, [
            (t("Yes"), True, [io.emit("deleteMonitor", GROUP, True)])]),
        _entry("delete", "clear events question", clear_events, [
            (t("Yes"), True, [io.emit("clearEvents", MONITOR), *details_reads(MONITOR)])]),
        _entry("delete", "clear heartbeats question", clear_beats, [
            (t("Yes"), True, [io.emit("clearHeartbeats", MONITOR)])]),
        _entry("opens-prompt", "dashboard home", home, [(t("Clear All Events"), False, [])]),
        _entry("delete", "clear all events question", clear_all, [
            (t("Yes"), True, [io.emit("clearEvents", str(GROUP)),
                              io.emit("clearEvents", str(MONITOR)),
                              io.emit("clearEvents", str(PAUSED)), *dashboard_reads()])]),
    ]  # fmt: skip


def settings_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The settings menu, the security page, the disable-auth question, the 2FA dialog and its
    questions, the API keys page, its dialog and questions."""

    def save(settings: dict[str, Any], password: str | None) -> list[dict[str, str]]:
        return [io.emit("setSettings", settings, password), io.emit("getSettings")]

    menu = {
        "title": t("Settings"),
        "items": [
            {"link": t("Status Pages")},
            {"link": t("Maintenance")},
            *(
                {"menu": t(k)}
                for k in (
                    "General",
                    "Appearance",
                    "Notifications",
                    "Reverse Proxy",
                    "Tags",
                    "Monitor History",
                    "Docker Hosts",
                    "Remote Browsers",
                    "Security",
                    "API Keys",
                    "Proxies",
                    "About",
                    "Logout",
                )
            ),
        ],
    }
    password = {"field": "current-password", "hint": t("Current Password"), "text": PASSWORD}
    security = {
        "title": t("Security"),
        "items": [
            {"button": t("logoutCurrentUser", {"username": USERNAME})},
            password,
            {"field": "new-password", "hint": t("New Password"), "text": NEW_PASSWORD},
            {
                "field": "repeat-new-password",
                "hint": t("Repeat New Password"),
                "text": NEW_PASSWORD,
            },
            {"button": t("Update Password")},
            {"text": t("Two Factor Authentication")},
            {"button": t("2FA Settings")},
            {"text": t("Advanced")},
            {"button": t("Disable Auth")},
        ],
    }
    disable_auth = confirm(
        t,
        t("Security"),
        t("Please use this option carefully!"),
        t("I understand, please disable"),
        t("Leave"),
        password,
    )
    setup = {
        "title": t("Security"),
        "dialog": {"title": t("Setup 2FA")},
        "items": [
            {"text": t("Inactive")},
            password,
            {"button": t("Enable 2FA")},
            {"icon": t("Close")},
        ],
    }
    verify = {
        "title": t("Security"),
        "dialog": {"title": t("Setup 2FA")},
        "items": [
            {"text": t("Inactive")},
            {"text": t("twoFAVerifyLabel")},
            {"field": "token", "text": "482913"},
            {"button": t("Verify Token")},
            {"button": t("Save")},
            {"icon": t("Close")},
        ],
    }
    enable_2fa = confirm(t, t("Security"), t("confirmEnableTwoFAMsg"))
    active = {
        "title": t("Security"),
        "dialog": {"title": t("Setup 2FA")},
        "items": [
            {"text": t("Active")},
            password,
            {"button": t("Disable 2FA")},
            {"icon": t("Close")},
        ],
    }
    disable_2fa = confirm(t, t("Security"), t("confirmDisableTwoFAMsg"))

    def keys(name: str, on: bool) -> dict[str, Any]:
        return {
            "title": t("API Keys"),
            "items": [
                {"button": t("Add API Key")},
                {"text": name},
                {"text": t("apiKey-active" if on else "apiKey-inactive")},
                {"text": t("createdAt", {"date": "2025-11-03 09:41:17"})},
                {"button": t("Disable") if on else t("Enable")},
                {"button": t("Delete")},
            ],
        }

    add_key = {
        "title": t("API Keys"),
        "dialog": {"title": t("Add API Key")},
        "items": [
            {"field": "name", "hint": t("Name"), "text": "status-exporter"},
            {"switch": t("Don't expire"), "checked": True},
            {"button": t("Generate")},
            {"icon": t("Close")},
        ],
    }
    disable_key = confirm(t, t("API Keys"), t("disableAPIKeyMsg"))
    delete_key = confirm(t, t("API Keys"), t("deleteAPIKeyMsg"))
    return [
        _entry("reversible", "settings menu", menu, [
            (t("Security"), False, [io.emit("twoFAStatus")]),
            (t("Tags"), False, [io.emit("getTags")]),
            (t("Monitor History"), False, [io.emit("getDatabaseSize")]),
            (t("Logout"), False, [io.emit("logout")])]),
        _entry("reversible", "security page", security, [
            (t("Update Password"), False, [io.emit("changePassword", {
                "currentPassword": PASSWORD, "newPassword": NEW_PASSWORD,
                "repeatNewPassword": NEW_PASSWORD})]),
            (t("Disable Auth"), False, [])]),
        _entry("revoke", "disable auth question", disable_auth, [
            (t("I understand, please disable"), True,
             save({**SETTINGS, "disableAuth": True}, PASSWORD)),
            (t("Leave"), False, [])]),
        _entry("reversible", "2fa dialog", setup, [
            (t("Enable 2FA"), False, [io.emit("prepare2FA", PASSWORD)])]),
        _entry("reversible", "2fa dialog verifying", verify, [
            (t("Verify Token"), False, [io.emit("verifyToken", "482913", PASSWORD)]),
            (t("Save"), False, [])]),
        _entry("reversible", "enable 2fa question", enable_2fa, [
            (t("Yes"), False, [io.emit("save2FA", PASSWORD)])]),
        _entry("opens-prompt", "2fa dialog active", active, [(t("Disable 2FA"), False, [])]),
        _entry("revoke", "disable 2fa question", disable_2fa, [
            (t("Yes"), True, [io.emit("disable2FA", PASSWORD)])]),
        _entry("opens-prompt", "api keys page", keys(KEY_NAME, True), [
            (t("Disable"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "api keys page with a disabled key", keys(OFF_KEY_NAME, False), [
            (t("Enable"), False, [io.emit("enableAPIKey", OFF_KEY)])]),
        _entry("reversible", "add api key dialog", add_key, [
            (t("Generate"), False, [io.emit("addAPIKey", {
                "name": "status-exporter", "expires": None, "active": 1})])]),
        _entry("reversible", "disable api key question", disable_key, [
            (t("Yes"), False, [io.emit("disableAPIKey", KEY)])]),
        _entry("revoke", "delete api key question", delete_key, [
            (t("Yes"), True, [io.emit("deleteAPIKey", KEY)]), (t("No"), False, [])]),
    ]  # fmt: skip


def data_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The notifications page, a notification's dialog and delete question, the tags page's
    delete question, the monitor history page and its question, a Docker host's dialog and
    delete question."""
    notifications = {
        "title": t("Notifications"),
        "items": [
            {"text": NOTIFICATION_NAME},
            {"link": t("Edit")},
            {"button": t("Setup Notification")},
            {"text": t("settingsCertificateExpiry")},
            {"text": t("days", 7)},
            {"text": t("days", 14)},
            {"button": t("Save")},
        ],
    }
    dialog = {"title": t("Notifications"), "dialog": {"title": t("Setup Notification")},
              "items": [
        {"text": t("Notification Type")}, {"text": "Telegram"},
        {"field": "notification-name", "hint": t("Friendly Name"), "text": NOTIFICATION_NAME},
        {"switch": t("Default enabled"), "checked": True},
        {"switch": t("Apply on all existing monitors"), "checked": False},
        {"button": t("Delete")}, {"button": t("Test")}, {"button": t("Save")},
        {"icon": t("Close")}]}  # fmt: skip
    delete_notification = confirm(t, t("Notifications"), t("deleteNotificationMsg"))
    delete_tag = confirm(t, t("Tags"), t("confirmDeleteTagMsg"))
    tags = {
        "title": t("Tags"),
        "items": [{"button": t("Add New Tag")}, {"row": TAG_NAME}, {"row": "eu-west"}],
    }
    keep = {**SETTINGS, "keepDataPeriodDays": 90}
    history = {
        "title": t("Monitor History"),
        "items": [
            {"text": t("clearDataOlderThan", [90])},
            {"field": "keepDataPeriodDays", "text": "90"},
            {"button": t("Save")},
            {"button": f"{t('Shrink Database')} (48.6 MB)"},
            {"button": t("Clear all statistics")},
        ],
    }
    clear_stats = confirm(t, t("Monitor History"), t("confirmClearStatisticsMsg"))
    docker = {
        "title": t("Docker Hosts"),
        "dialog": {"title": t("Setup Docker Host")},
        "items": [
            {"field": "docker-name", "hint": t("Friendly Name"), "text": DOCKER["name"]},
            {"text": t("Connection Type")},
            {"text": "TCP / HTTP"},
            {"field": "docker-daemon", "hint": t("Docker Daemon"), "text": DOCKER["dockerDaemon"]},
            {"button": t("Delete")},
            {"button": t("Test")},
            {"button": t("Save")},
            {"icon": t("Close")},
        ],
    }
    delete_docker = confirm(t, t("Docker Hosts"), t("deleteDockerHostMsg"))
    return [
        _entry("reversible", "notifications page", notifications, [
            (t("Save"), False, [io.emit("setSettings", SETTINGS, None), io.emit("getSettings")])]),
        _entry("send", "notification dialog", dialog, [
            (t("Test"), True, [io.emit("testNotification", NOTIFICATION_CONFIG)]),
            (t("Save"), False, [io.emit("addNotification", NOTIFICATION_CONFIG, NOTIFICATION)]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete notification question", delete_notification, [
            (t("Yes"), True, [io.emit("deleteNotification", NOTIFICATION)])]),
        _entry("opens-prompt", "tags page", tags, [(t("Add New Tag"), False, [])]),
        _entry("delete", "delete tag question", delete_tag, [
            (t("Yes"), True, [io.emit("deleteTag", TAG), io.emit("getTags"),
                              io.emit("getMonitorList")])]),
        _entry("reversible", "monitor history page", history, [
            (t("Save"), False, [io.emit("setSettings", keep, None), io.emit("getSettings")]),
            (f"{t('Shrink Database')} (48.6 MB)", False, [
                io.emit("shrinkDatabase"), io.emit("getDatabaseSize")])]),
        _entry("delete", "clear all statistics question", clear_stats, [
            (t("Yes"), True, [io.emit("clearStatistics"), link("/settings/monitor-history")])]),
        _entry("reversible", "docker host dialog", docker, [
            (t("Test"), False, [io.emit("testDockerHost", DOCKER)]),
            (t("Save"), False, [io.emit("addDockerHost", DOCKER, DOCKER["id"])])]),
        _entry("delete", "delete docker host question", delete_docker, [
            (t("Yes"), True, [io.emit("deleteDockerHost", DOCKER["id"])])]),
    ]  # fmt: skip


def maintenance_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The maintenance page (an active and a paused window) and its questions; the status
    pages list, its delete question, the new status page form, a status page in edit mode, its
    incident form and delete question."""

    def page(on: bool) -> dict[str, Any]:
        status = "maintenanceStatus-under-maintenance" if on else "maintenanceStatus-inactive"
        return {
            "title": t("Maintenance"),
            "items": [
                {"link": t("Schedule Maintenance")},
                {"text": MAINTENANCE_TITLE},
                {"text": t(status)},
                {"button": t("Pause") if on else t("Resume")},
                {"link": t("Clone")},
                {"link": t("Edit")},
                {"button": t("Delete")},
            ],
        }

    def edit_reads() -> list[dict[str, str]]:
        return [io.emit("getMonitorList"), io.emit("getMaintenance", str(MAINTENANCE)),
                io.emit("getMonitorMaintenance", str(MAINTENANCE)),
                io.emit("getMaintenanceStatusPage", str(MAINTENANCE))]  # fmt: skip

    pause = confirm(t, t("Maintenance"), t("pauseMaintenanceMsg"))
    delete = confirm(t, t("Maintenance"), t("deleteMaintenanceMsg"))
    pages = {
        "title": t("Status Pages"),
        "items": [
            {"link": t("New Status Page")},
            {"row": PAGE_TITLE, "secondary": f"/status/{SLUG}"},
            {"button": t("Delete")},
        ],
    }
    delete_page = confirm(t, t("Status Pages"), t("deleteStatusPageMsg"))
    add = {
        "title": t("Add New Status Page"),
        "items": [
            {"field": "name", "hint": t("Name"), "text": "Acme Internal"},
            {"field": "slug", "hint": t("Slug"), "text": "acme-internal"},
            {"button": t("Next")},
        ],
    }
    editing = {
        "title": PAGE_TITLE,
        "items": [
            {"text": t("Description")},
            {"field": "description", "text": "Live status of Acme."},
            {"text": t("Footer Text")},
            {"button": t("Delete")},
            {"button": t("Save")},
            {"button": t("Create Incident")},
            {"text": MONITOR_NAME},
        ],
    }
    incident = {
        "title": PAGE_TITLE,
        "items": [
            {"text": t("Title")},
            {"field": "title", "text": INCIDENT["title"], "focused": True},
            {"text": t("Content")},
            {"field": "content", "text": INCIDENT["content"]},
            {"button": t("Post")},
            {"button": t("Cancel")},
        ],
    }
    delete_editing = confirm(t, PAGE_TITLE, t("deleteStatusPageMsg"))
    return [
        _entry("reversible", "maintenance page", page(True), [
            (t("Edit"), False, edit_reads()),
            (t("Schedule Maintenance"), False, [io.emit("getMonitorList")]),
            (t("Delete"), False, [])]),
        _entry("reversible", "paused maintenance page", page(False), [
            (t("Resume"), False, [io.emit("resumeMaintenance", MAINTENANCE)])]),
        _entry("reversible", "pause maintenance question", pause, [
            (t("Yes"), False, [io.emit("pauseMaintenance", MAINTENANCE)])]),
        _entry("delete", "delete maintenance question", delete, [
            (t("Yes"), True, [io.emit("deleteMaintenance", MAINTENANCE)])]),
        _entry("reversible", "status pages list", pages, [
            (PAGE_TITLE, False, [link(f"/status/{SLUG}")])]),
        _entry("delete", "delete status page question", delete_page, [
            (t("Yes"), True, [io.emit("deleteStatusPage", SLUG), link("/manage-status-page")]),
            (t("No"), False, [])]),
        _entry("reversible", "new status page form", add, [
            (t("Next"), False, [io.emit("addStatusPage", "Acme Internal", "acme-internal"),
                                link("/status/acme-internal?edit")])]),
        _entry("opens-prompt", "status page in edit mode", editing, [
            (t("Create Incident"), False, [])]),
        _entry("publish", "incident form", incident, [
            (t("Post"), True, [io.emit("postIncident", SLUG, INCIDENT),
                               io.emit("getIncidentHistory", SLUG, None)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete status page question in edit mode", delete_editing, [
            (t("Yes"), True, [io.emit("deleteStatusPage", SLUG), link("/manage-status-page")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen in one language; the ack ids count on from the socket's earlier calls,
    in the same order in every language."""
    io = Socket(first_ack=37)
    return [*monitor_screens(t, io), *settings_screens(t, io), *data_screens(t, io),
            *maintenance_screens(t, io)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"uptime-kuma {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

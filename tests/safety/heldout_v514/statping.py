"""Statping-ng's screens for the five-hundred-and-fourteenth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``frontend/src/languages/<language>.js`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

GITHUB_RELEASE = "https://api.github.com/repos/statping-ng/statping-ng/releases/latest"
DOMAIN = "https://status.example.org"  # the status page's own domain (core.domain)
SERVICE, SERVICE_NAME = 4, "Billing API"
GROUP, GROUP_NAME = 2, "Payments"
USER, USER_NAME = 3, "dana"
MESSAGE, MESSAGE_TITLE = 6, "Database upgrade"
INCIDENT, INCIDENT_TITLE, UPDATE = 9, "Elevated error rates", 14
CHECKIN, CHECKIN_KEY = "nightly-backup", "Xk2m9QpL7v"
SLACK_HOOK = "https://hooks.slack.com/services/T04ACME/B07STATUS/9fKq2LmN8xVwZr3T"
# The failures page's range: 60 hours (216000 s) before it was opened, up to then.
FAILURES_RANGE = "start=1741784400&end=1742000400&limit=64&offset=0"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request to the app's own API (``<base href="/">``, so ``api/x`` is ``/api/x``);
    an object body is JSON.stringify's, a string body is sent as it is."""
    if data is None:
        return f"{method} {path}"
    body = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} {path}", "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"statping {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, message: str, button: str) -> dict[str, Any]:
    """The app's Modal over its page: the ``h5`` title, the body, then Close (written in
    English in the component) and the action's button (``btnText``, English too)."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": "Close"}, {"button": button}]}  # fmt: skip


def services_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar; the services page's list, its groups and the group form; the
    create-service form; the dashboard's service card; the delete confirmations."""
    dash_t, services_t = "Statping - Dashboard", "Statping - Services"
    nav = {"title": dash_t, "items": [
        {"link": "Statping-ng"}, {"link": t("dashboard")}, {"link": t("services")},
        {"link": t("users")}, {"link": t("announcements")}, {"link": t("settings")},
        {"link": t("logs")}, {"link": t("help")}, {"link": t("logout")}]}  # fmt: skip
    services = {"title": services_t, "items": [
        {"text": t("services")}, {"link": t("create")},
        {"text": t("name")}, {"text": t("status")}, {"text": t("visibility")},
        {"text": t("group")}, {"text": t("failures")},
        {"button": "3h"}, {"button": "12h"}, {"button": "24h"}, {"button": "7d"},
        {"text": SERVICE_NAME}, {"text": t("online")}, {"text": t("public")},
        {"text": GROUP_NAME},
        {"icon": "edit"}, {"icon": "chart-area"}, {"icon": "times"}]}  # fmt: skip
    # The form's card header repeats its button's words: it is left out.
    groups = {"title": services_t, "items": [
        {"text": t("groups")}, {"text": t("name")}, {"text": t("service")},
        {"text": t("visibility")}, {"text": GROUP_NAME}, {"text": "1"}, {"text": t("public")},
        {"icon": "edit"}, {"icon": "times"},
        {"text": f"{t('group')} {t('name')}"},
        {"field": "title", "hint": "Group Name", "text": "Internal tools"},
        {"text": f"{t('public')} {t('group')}"},
        {"switch": t("group_public_desc"), "checked": True},
        {"button": t("group_create")}]}  # fmt: skip
    group_edit = {"title": services_t, "items": [
        {"text": f"{t('update')} {GROUP_NAME}"}, {"button": t("close")},
        {"text": f"{t('group')} {t('name')}"},
        {"field": "title", "hint": "Group Name", "text": "Payments Europe"},
        {"text": f"{t('public')} {t('group')}"},
        {"switch": t("group_public_desc"), "checked": True},
        {"button": t("group_update")}]}  # fmt: skip
    create_t = "Statping - Create Service"
    create = {"title": create_t, "items": [
        {"text": t("service_info")}, {"text": t("service_name")},
        {"field": "name", "hint": "Server Name", "text": "Search API"},
        {"text": t("permalink")},
        {"field": "permalink", "hint": "awesome_service", "text": "search-api"},
        {"text": t("service_public")},
        {"switch": "This service will be visible for everyone", "checked": True},
        {"text": f"{t('service_endpoint')} (URL)"},
        {"field": "service_url", "hint": "https://google.com",
         "text": "https://search.example.org/health"},
        {"text": t("notification_opts")}, {"text": t("notifications_enable")},
        {"button": t("service_create")}]}  # fmt: skip
    card = {"title": dash_t, "items": [
        {"text": t("total_services")}, {"text": t("online_services")},
        {"link": SERVICE_NAME}, {"text": t("online")},
        {"icon": "bullhorn"}, {"icon": "calendar-check"},
        {"icon": "exclamation-triangle"}]}  # fmt: skip
    new_service = {"name": "Search API", "type": "http",
                   "domain": "https://search.example.org/health", "group_id": GROUP,
                   "method": "GET", "post_data": "", "headers": "", "expected": "",
                   "expected_status": 200, "port": 80, "check_interval": 60, "timeout": 15,
                   "permalink": "search-api", "order": 1, "verify_ssl": True,
                   "grpc_health_check": False, "redirect": True, "allow_notifications": True,
                   "notify_all_changes": True, "notify_after": 2, "public": True,
                   "tls_cert": "", "tls_cert_key": "", "tls_cert_root": ""}  # fmt: skip
    settings_loads = [f"GET {GITHUB_RELEASE}", api("GET", "/api/theme"),
                      api("GET", "/api/oauth"), api("GET", "/api/settings/configs")]  # fmt: skip
    return [
        _entry("harmless", "navigation bar", nav, [
            (t("users"), False, []), (t("announcements"), False, []),
            (t("settings"), False, settings_loads),
            (t("logs"), False, [api("GET", "/api/logs")])]),
        _entry("reversible", "navigation bar logout", nav, [
            (t("logout"), False, [api("GET", "/api/logout")])]),
        _entry("harmless", "services list", services, [
            (t("create"), False, []),
            ("edit", False, [api("GET", f"/api/services/{SERVICE}")])]),
        _entry("opens-prompt", "services list delete", services, [("times", False, [])]),
        _entry("delete", "delete service confirm", modal(
            services_t, "Delete Service",
            f"Are you sure you want to delete service {SERVICE_NAME}? This will also delete "
            "all failures, checkins, and incidents for this service.", "Delete Service"), [
            ("Delete Service", True, [api("DELETE", f"/api/services/{SERVICE}"),
                                      api("GET", "/api/services")]),
            ("Close", False, [])]),
        _entry("reversible", "groups and group form", groups, [
            (t("group_public_desc"), False, []),
            (t("group_create"), False, [
                api("POST", "/api/groups", {"name": "Internal tools", "public": True}),
                api("GET", "/api/groups")])]),
        _entry("harmless", "groups edit", groups, [("edit", False, [])]),
        _entry("opens-prompt", "groups delete", groups, [("times", False, [])]),
        _entry("reversible", "group edit form", group_edit, [
            (t("group_update"), False, [
                api("POST", f"/api/groups/{GROUP}",
                    {"id": GROUP, "name": "Payments Europe", "public": True}),
                api("GET", "/api/groups")])]),
        _entry("delete", "delete group confirm", modal(
            services_t, "Delete Group",
            f"Are you sure you want to delete group {GROUP_NAME}? All services attached will "
            "be removed from this group.", "Delete Group"), [
            ("Delete Group", True, [api("DELETE", f"/api/groups/{GROUP}"),
                                    api("GET", "/api/groups")]),
            ("Close", False, [])]),
        _entry("reversible", "create service form", create, [
            (t("service_create"), False, [api("POST", "/api/services", new_service),
                                          api("GET", "/api/services")])]),
        _entry("harmless", "dashboard service card", card, [
            ("bullhorn", False, [api("GET", f"/api/services/{SERVICE}/incidents"),
                                 api("GET", f"/api/incidents/{INCIDENT}/updates")])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """The users page and its form, the announcements page and its form, and their delete
    confirmations."""
    users_t, messages_t = "Statping - Users", "Statping - Messages"
    users = {"title": users_t, "items": [
        {"text": t("users")}, {"text": t("username")}, {"text": t("type")},
        {"text": t("last_login")}, {"text": "Scopes"},
        {"text": "admin"}, {"text": t("admin")}, {"link": t("edit")},
        {"text": USER_NAME}, {"text": t("user")}, {"link": t("edit")},
        {"icon": "times"}]}  # fmt: skip
    # The form's card header repeats its button's words: it is left out.
    user_form = {"title": users_t, "items": [
        {"text": t("username")}, {"field": "username", "hint": "Username", "text": "erin"},
        {"switch": t("administrator"), "checked": False},
        {"text": t("email")},
        {"field": "email", "hint": "user@domain.com", "text": "erin@example.org"},
        {"text": t("password")},
        {"field": "password", "hint": "Password", "text": "Qv7-lantern-42"},
        {"text": t("confirm_password")},
        {"field": "password_confirm", "hint": "Confirm Password", "text": "Qv7-lantern-42"},
        {"button": t("user_create")}]}  # fmt: skip
    messages = {"title": messages_t, "items": [
        {"text": t("announcements")}, {"text": t("title")}, {"text": t("service")},
        {"text": t("begins")}, {"text": MESSAGE_TITLE}, {"link": SERVICE_NAME},
        {"icon": "edit"}, {"icon": "times"}]}  # fmt: skip
    # The form's card header repeats its button's words: it is left out.
    message_form = {"title": messages_t, "items": [
        {"text": t("title")},
        {"field": "title", "hint": "Announcement Title", "text": "Scheduled maintenance"},
        {"text": t("description")},
        {"field": "description", "hint": "",
         "text": "Billing API will be read-only from 22:00 to 23:00 UTC."},
        {"text": t("service")}, {"text": SERVICE_NAME},
        {"text": t("announcement_date")},
        {"field": "start_on", "hint": "", "text": "Friday Mar 14th, at 10:00PM"},
        {"field": "end_on", "hint": "", "text": "Friday Mar 14th, at 11:00PM"},
        {"text": t("notify_users")}, {"switch": t("notify_desc"), "checked": False},
        {"button": t("message_create")}]}  # fmt: skip
    new_user = {"username": "erin", "admin": False, "email": "erin@example.org",
                "password": "Qv7-lantern-42", "api_key": ""}  # fmt: skip
    new_message = {"title": "Scheduled maintenance",
                   "description": "Billing API will be read-only from 22:00 to 23:00 UTC.",
                   "start_on": "2025-03-14T22:00:00.000Z", "end_on": "2025-03-14T23:00:00.000Z",
                   "service_id": 0, "service": SERVICE, "notify_method": "", "notify": False,
                   "notify_before": 0, "notify_before_scale": "minute"}  # fmt: skip
    return [
        _entry("opens-prompt", "users list delete", users, [("times", False, [])]),
        _entry("reversible", "create user form", user_form, [
            (t("administrator"), False, []),
            (t("user_create"), False, [api("POST", "/api/users", new_user),
                                       api("GET", "/api/users")])]),
        _entry("delete-user", "delete user confirm", modal(
            users_t, "Delete User", f"Are you sure you want to delete user {USER_NAME}?",
            "Delete User"), [
            ("Delete User", True, [api("DELETE", f"/api/users/{USER}"),
                                   api("GET", "/api/users")]),
            ("Close", False, [])]),
        _entry("opens-prompt", "announcements list delete", messages, [("times", False, [])]),
        _entry("reversible", "announcement form notify", message_form, [
            (t("notify_desc"), False, [])]),
        _entry("publish", "announcement form create", message_form, [
            (t("message_create"), True, [api("POST", "/api/messages", new_message),
                                         api("GET", "/api/messages")])]),
        _entry("delete", "delete announcement confirm", modal(
            messages_t, "Delete Announcement",
            f"Are you sure you want to delete Announcement {MESSAGE_TITLE}?",
            "Delete Announcement"), [
            ("Delete Announcement", True, [api("DELETE", f"/api/messages/{MESSAGE}"),
                                           api("GET", "/api/messages")]),
            ("Close", False, [])]),
    ]  # fmt: skip


def service_page_screens(t: Any) -> list[dict[str, Any]]:
    """A service's incidents, checkins and failures pages and their confirmations (these
    pages are written in English in the app)."""
    incidents_t = "Statping - Incidents"
    checkins_t = "Statping - Checkins"
    failures_t = "Statping - Service Failures"
    # The create card's header repeats its button's words: it is left out.
    incidents = {"title": incidents_t, "items": [
        {"text": f"Incident: {INCIDENT_TITLE}"}, {"icon": "times"},
        {"text": "Investigating"}, {"text": "- Payment confirmations are delayed"},
        {"button": "\u00d7"}, {"text": "12 minutes ago"},
        {"field": "message", "hint": "", "text": "Fix deployed, monitoring"},
        {"button": "Add"},
        {"text": "Title"}, {"field": "title", "hint": "Incident Title",
                            "text": "Checkout latency"},
        {"text": "Description"},
        {"field": "description", "hint": "",
         "text": "Card payments take up to a minute to confirm."},
        {"button": "Create Incident"}]}  # fmt: skip
    checkins = {"title": checkins_t, "items": [
        {"text": f"{SERVICE_NAME} Checkins"},
        {"text": "Tell your service to send a routine HTTP request to a Statping Checkin."},
        {"text": CHECKIN}, {"button": "Delete"},
        {"field": "checkin_url", "hint": "", "text": f"{DOMAIN}/checkin/{CHECKIN_KEY}"},
        {"button": "Copy"},
        {"text": "Send a GET request to this URL every 60 minutes"},
        {"text": "Create Checkin"}, {"text": "Checkin Name"},
        {"field": "checkin_name", "hint": "New Checkin", "text": "hourly-sync"},
        {"text": "Interval (minutes)"},
        {"field": "checkin_interval", "hint": "1", "text": "60"},
        {"button": "Save Checkin"}]}  # fmt: skip
    failures = {"title": failures_t, "items": [
        {"text": f"{SERVICE_NAME} Failures"}, {"button": "Delete All"},
        {"text": "Search and Filter"}, {"text": "From Date"}, {"text": "To Date"},
        {"text": "Search Terms"}, {"field": "search", "hint": "", "text": ""},
        {"switch": "View Checkin Failures", "checked": False}]}  # fmt: skip
    return [
        _entry("opens-prompt", "incidents page delete", incidents, [("times", False, [])]),
        _entry("publish", "incidents page add update", incidents, [
            ("Add", True, [api("POST", f"/api/incidents/{INCIDENT}/updates", {
                "incident": INCIDENT, "message": "Fix deployed, monitoring",
                "type": "Update"})])]),
        _entry("delete", "incidents page remove update", incidents, [
            ("\u00d7", True, [api("DELETE", f"/api/incidents/{INCIDENT}/updates/{UPDATE}"),
                              api("GET", f"/api/incidents/{INCIDENT}/updates")])]),
        _entry("publish", "incidents page create", incidents, [
            ("Create Incident", True, [api("POST", f"/api/services/{SERVICE}/incidents", {
                "title": "Checkout latency",
                "description": "Card payments take up to a minute to confirm.",
                "service": SERVICE})])]),
        _entry("delete", "delete incident confirm", modal(
            incidents_t, "Delete Incident",
            f"Are you sure you want to delete Incident {INCIDENT_TITLE}?", "Delete Incident"), [
            ("Delete Incident", True, [api("DELETE", f"/api/incidents/{INCIDENT}")]),
            ("Close", False, [])]),
        _entry("delete", "checkins page delete", checkins, [
            ("Delete", True, [api("DELETE", f"/api/checkins/{CHECKIN_KEY}"),
                              api("GET", "/api/checkins")])]),
        _entry("harmless", "checkins page copy", checkins, [("Copy", False, [])]),
        _entry("reversible", "checkins page create", checkins, [
            ("Save Checkin", False, [api("POST", "/api/checkins", {
                "name": "hourly-sync", "interval": 60, "service_id": SERVICE,
                "hits": [], "failures": []}), api("GET", "/api/checkins")])]),
        _entry("opens-prompt", "failures page", failures, [("Delete All", False, [])]),
        _entry("delete", "delete failures confirm", modal(
            failures_t, "Delete All Failures",
            # service.title is undefined: the app writes "undefined".
            "Are you sure you want to delete all Failures for service undefined?",
            "Delete Failures"), [
            ("Delete Failures", True, [
                api("DELETE", f"/api/services/{SERVICE}/failures"),
                api("GET", f"/api/services/{SERVICE}"),
                api("GET", f"/api/services/{SERVICE}/failures?{FAILURES_RANGE}")]),
            ("Close", False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page: its side menu, the API key card and its confirmation, the theme
    editor before and after local assets and its confirmation, the import tab before and
    after a file is chosen, the configuration tab, the Slack notifier; the login page."""
    settings_t = "Statping - Settings"
    side = {"title": settings_t, "items": [
        {"text": t("main_settings")}, {"tab": t("settings")}, {"tab": t("theme")},
        {"tab": t("authentication")}, {"tab": t("import")}, {"tab": t("configs")},
        {"text": t("notifiers")}, {"tab": "Slack"}, {"tab": t("variables")},
        {"text": f"Statping-ng {t('links')}"}, {"link": "Statping-ng"},
        {"link": t("docs")}, {"link": f"API {t('docs')}"}, {"link": t("changelog")},
        {"link": t("repo")}]}  # fmt: skip
    api_card = {"title": settings_t, "items": [
        {"text": f"API {t('settings')}"}, {"text": f"API {t('secret')}"},
        {"field": "api_secret", "hint": "",
         "text": "5d1f3a9c7e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f"},
        {"button": t("copy")}, {"text": t("regen_desc")}, {"button": t("regen_api")}]}  # fmt: skip
    # The heading above the button repeats its words: it is left out.
    theme_off = {"title": settings_t, "items": [
        {"text": t("theme_editor")}, {"text": t("assets_desc")},
        {"button": t("assets_btn")}]}  # fmt: skip
    theme_on = {"title": settings_t, "items": [
        {"text": t("theme_editor")}, {"text": f"{t('assets_dir')}: /app/assets"},
        {"text": "Variables"}, {"text": f"Base {t('theme')}"},
        {"text": f"Layout {t('theme')}"}, {"text": f"Forms {t('theme')}"},
        {"text": "Mixins"}, {"text": "Mobile Overwrites"},
        {"button": "Save Styles"}, {"button": "Delete Local Assets"}]}  # fmt: skip
    import_start = {"title": settings_t, "items": [
        {"text": "Import and Export"},
        {"text": "You can export your current Statping services, groups, notifiers, and other "
                 "settings to a JSON file."},
        {"button": "Choose exported Statping JSON file"}, {"link": "Export"}]}  # fmt: skip
    import_groups = {"title": settings_t, "items": [
        {"text": "Groups"}, {"button": "Select All"}, {"text": "Internal tools"},
        {"id": "switch-group-3"}, {"button": "Import"}]}  # fmt: skip
    import_core = {"title": settings_t, "items": [
        {"text": "Core Settings"}, {"id": "switch-core"},
        {"text": "Name"}, {"text": "Acme Status"},
        {"text": "Description"}, {"text": "Live status of Acme services"},
        {"text": "Domain"}, {"text": "https://status.acme.example"},
        {"button": "Import"}]}  # fmt: skip
    configs_text = ("connection: sqlite\nlocation: /app\nsqlfile: statping.db\n"
                    "disable_http: false\ndemo_mode: false\ndisable_logs: true\n"
                    "use_assets: false\nsample_data: false\nuse_cdn: false\n"
                    "disable_colors: false\n")  # fmt: skip
    configs = {"title": settings_t, "items": [
        {"text": "Configuration"},
        {"text": "For security reasons, all database credentials cannot be editted from this "
                 "page."},
        {"field": "configs", "hint": "", "text": configs_text}, {"button": "Save"}]}  # fmt: skip
    slack = {"title": settings_t, "items": [
        {"text": "Slack"}, {"id": "enable_slack"},
        {"text": "Incoming Webhook Url"},
        {"field": "host", "hint": "https://hooks.slack.com/services/ETJ1B87WE/H76D6G8S30/"
                                  "H4d97R4EcZ40SpfyqPlAHr", "text": SLACK_HOOK},
        {"text": "Limit 60 per hour"},
        {"text": "Notifier 'Slack' will send a maximum of 60 notifications per hour."},
        {"text": "Slack Outgoing Request"},
        {"button": "Save"}, {"button": "Test Success"}, {"button": "Test Failure"}]}  # fmt: skip
    login_t = "Statping - Login"
    login = {"title": login_t, "items": [
        {"text": t("username")}, {"field": "username", "hint": "admin", "text": "admin"},
        {"text": t("password")},
        {"field": "password", "hint": "************", "text": "Orchard-Kite-58"},
        {"button": t("sign_in")}, {"link": "Login with Github"}]}  # fmt: skip
    file_group = {"name": "Internal tools", "public": True, "order_id": 3,
                  "created_at": "2025-01-10T09:12:00Z",
                  "updated_at": "2025-01-10T09:12:00Z"}  # fmt: skip
    file_core = {"name": "Acme Status", "description": "Live status of Acme services",
                 "api_secret": "0b7e2c9f4a1d8e3b6c5f0a9d2e7b4c1f8a3d6e9b2c5f0a7d4e1b8c3f6a9d2e5b",
                 "footer": "", "domain": "https://status.acme.example", "version": "0.91.0",
                 "commit": "b7ecf0c31b0c75c394061d2f6457a925e4440f1e", "language": "en",
                 "setup": True, "migration_id": 1583860000, "using_cdn": False,
                 "allow_reports": False, "created_at": "2025-01-10T09:00:00Z",
                 "updated_at": "2025-03-01T12:00:00Z", "started_on": "2025-03-14T08:00:00Z",
                 "enabled": True}  # fmt: skip

    def imported(core: Any) -> dict[str, Any]:
        return {"core": core, "users": [], "services": [], "groups": [file_group],
                "notifiers": [], "checkins": []}  # fmt: skip

    def slack_test(method: str) -> Any:
        return api(
            "POST",
            "/api/notifier/slack/test",
            {"notifier": {"method": "slack", "host": SLACK_HOOK}, "method": method},
        )

    login_loads = [api("GET", f"/api/{name}") for name in
                   ("groups", "services", "messages", "checkins", "notifiers", "users",
                    "oauth")]  # fmt: skip
    github = ("https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766"
              f"&redirect_uri={DOMAIN}/oauth/github&scope=read:user,read:org")  # fmt: skip
    return [
        _entry("harmless", "settings side menu", side, [
            (t("theme"), False, []), (t("import"), False, []),
            (t("docs"), False, [page("https://github.com/statping-ng/statping-ng/wiki")])]),
        _entry("harmless", "settings api card copy", api_card, [(t("copy"), False, [])]),
        _entry("opens-prompt", "settings api card regenerate", api_card, [
            (t("regen_api"), False, [])]),
        _entry("revoke", "reset api key confirm", modal(
            settings_t, "Reset API Key",
            "Are you sure you want to reset the API keys? You will be logged out.", "Reset"), [
            ("Reset", True, [api("GET", "/api/renew"), api("GET", "/api"),
                             api("GET", "/api/logout")]),
            ("Close", False, [])]),
        _entry("reversible", "theme editor without assets", theme_off, [
            (t("assets_btn"), False, [api("GET", "/api/theme/create"),
                                      api("GET", "/api/theme")])]),
        _entry("opens-prompt", "theme editor with assets", theme_on, [
            ("Delete Local Assets", False, [])]),
        _entry("delete", "delete local assets confirm", modal(
            settings_t, "Delete Local Assets",
            "Are you sure you want to delete all local assets?", "Delete"), [
            ("Delete", True, [api("DELETE", "/api/theme"), api("GET", "/api/theme")]),
            ("Close", False, [])]),
        _entry("harmless", "import tab", import_start, [
            ("Export", False, [page("/api/settings/export")])]),
        _entry("reversible", "import tab groups chosen", import_groups, [
            ("Select All", False, []),
            ("Import", False, [api("POST", "/api/settings/import", imported(None))])]),
        _entry("overwrite", "import tab with core settings", import_core, [
            ("Import", True, [api("POST", "/api/settings/import", imported(file_core))])]),
        _entry("reversible", "configuration tab", configs, [
            ("Save", False, [api("POST", "/api/settings/configs", configs_text)])]),
        _entry("reversible", "slack notifier switch", slack, [
            ("enable_slack", False, [api("POST", "/api/notifier/slack",
                                         {"enabled": True, "method": "slack"})])]),
        _entry("send", "slack notifier tests", slack, [
            ("Test Success", True, [slack_test("success")]),
            ("Test Failure", True, [slack_test("failure")])]),
        _entry("reversible", "login page", login, [
            (t("sign_in"), False, [
                api("POST", "/api/login", "username=admin&password=Orchard-Kite-58"),
                *login_loads])]),
        _entry("harmless", "login page github", login, [
            ("Login with Github", False, [page(github)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*services_screens(t), *people_screens(t), *service_page_screens(t),
            *settings_screens(t)]  # fmt: skip

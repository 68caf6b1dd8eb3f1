"""Cachet's screens for the two-hundred-and-seventy-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, n, **values)`` being that language's lookup in the app's
Laravel language files. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "pX4cN8vR2mQ7tL1wK9sD5hF3jB6gY0zA8eU4iO2n"  # made up
ME, ME_MAIL, ME_ID = "alice", "alice@example.org", 1
MEMBER, MEMBER_MAIL, MEMBER_ID = "omar", "omar@example.org", 5
INCIDENT, INCIDENT_NAME = 7, "Elevated API error rates"
INCIDENT_TEXT = "Some API requests fail with a 502 error. We are looking into it."
UPDATE_TEXT = "A faulty load balancer was replaced; errors have stopped."
TEMPLATE, TEMPLATE_NAME = 5, "Database failover"
SCHEDULE, SCHEDULE_NAME = 9, "Database upgrade"
SCHEDULE_TEXT, SCHEDULE_AT = "The database moves to a new version.", "2026-03-12 22:00"
COMPONENT, COMPONENT_NAME, COMPONENT2_NAME = 3, "Public API", "Website"
GROUP, GROUP_NAME = 2, "Core services"
METRIC, METRIC_NAME = 4, "API response time"
SUBSCRIBER, SUBSCRIBER_MAIL, NEW_MAILS = 12, "lena@example.org", ("dana@example.org",
                                                                   "yuki@example.org")  # fmt: skip
CODE = "4d2f8a7c1b9e3f60a5c2d7e8b1f4a93c"
SIGNATURE = "9b1e4c7a2f5d8e0b3a6c9f2e5d8b1a4c7e0f3b6a9d2c5e8f1b4a7d0c3e6f9b2a"
MANAGE = f"/subscribe/manage/{CODE}?signature={SIGNATURE}"
CONFIRM = {"title": "Confirm your action", "message": "Are you sure you want to do this?"}
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser: urlencoded, the CSRF token first."""
    return {"request": f"POST {url}", "body": body([("_token", CSRF), *fields]), "via": "form"}


def method_form(url: str, method: str = "DELETE") -> dict[str, str]:
    """The hidden form cachet.js appends to a ``data-method`` link: ``_method``, then
    ``_token``."""
    return {"request": f"POST {url}", "body": body([("_method", method), ("_token", CSRF)]),
            "via": "form"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"cachet {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str) -> dict[str, Any]:
    """cachet.js's ``askConfirmation``: a SweetAlert2 modal over its page whose title, text
    and buttons are written in English in the script (Cancel before Yes: reverseButtons)."""
    return {"title": title, "dialog": dict(CONFIRM), "items": [
        {"text": CONFIRM["title"]}, {"text": CONFIRM["message"]},
        {"button": "Cancel"}, {"button": "Yes"}]}  # fmt: skip


def row(name: str, *extra: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"text": name}, *extra]


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the status page's user menu and its footer."""
    login = {"title": "Example Status", "items": [
        {"field": "username", "hint": t("forms.login.login"), "text": ME},
        {"field": "password", "hint": t("forms.login.password"), "text": "••••••••••••"},
        {"switch": t("forms.login.remember_me"), "checked": False},
        {"button": t("dashboard.login.login")}]}  # fmt: skip
    menu = {"title": "Example Status", "dialog": {}, "items": [
        {"link": t("cachet.home")}, {"link": ME},
        {"link": t("dashboard.incidents.add.title")}, {"link": t("dashboard.dashboard")},
        {"link": t("dashboard.logout")}]}  # fmt: skip
    footer = {"title": "Example Status", "items": [
        {"text": t("cachet.timezone", timezone="Europe/Berlin")},
        {"link": t("dashboard.dashboard")}, {"link": t("dashboard.logout")},
        {"link": t("cachet.subscriber.button")}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("dashboard.login.login"), False, [form("/auth/login", [
                ("username", ME), ("password", "correct horse battery"),
                ("remember_me", "0")])])]),
        _entry("reversible", "status page user menu", menu, [
            (t("dashboard.logout"), False, [link("/auth/logout")])]),
        _entry("reversible", "status page footer", footer, [
            (t("cachet.subscriber.button"), False, [link("/subscribe")])]),
    ]  # fmt: skip


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard with its sidebar and a component's inline status, the welcome modal."""
    sidebar = [
        {"link": ME}, {"link": t("dashboard.incidents.add.title")},
        {"link": t("dashboard.dashboard")}, {"link": t("dashboard.incidents.incidents")},
        {"link": t("dashboard.incidents.incident-templates")},
        {"link": t("dashboard.schedule.schedule")},
        {"link": t("dashboard.components.components")},
        {"link": t("dashboard.metrics.metrics")},
        {"link": t("dashboard.subscribers.subscribers")}, {"link": t("dashboard.team.team")},
        {"link": t("dashboard.settings.settings")}, {"icon": t("dashboard.help")},
        {"icon": t("dashboard.status_page")}, {"icon": t("dashboard.logout")}]  # fmt: skip
    status = [{"radio": t(f"cachet.components.status.{i}"), "checked": i == 1}
              for i in range(1, 5)]  # fmt: skip
    home = {"title": t("dashboard.dashboard"), "items": [
        *sidebar, {"text": t("dashboard.components.component_statuses")},
        {"text": COMPONENT_NAME}, *status]}  # fmt: skip
    welcome = {"title": t("dashboard.dashboard"), "dialog": {}, "items": [
        {"button": "×"}, {"text": t("dashboard.welcome.welcome", username=ME)},
        {"text": t("dashboard.welcome.message")},
        *({"link": t(f"dashboard.welcome.steps.{s}")}
          for s in ("component", "incident", "customize", "team", "api", "two-factor")),
        {"link": t("dashboard.welcome.close")}]}  # fmt: skip
    inline = "/dashboard/api/components/3"
    return [
        _entry("reversible", "dashboard sidebar", home, [
            (t("dashboard.incidents.incidents"), False, [link("/dashboard/incidents")]),
            (t("dashboard.logout"), False, [link("/auth/logout")])]),
        _entry("reversible", "dashboard component status", home, [
            (t("cachet.components.status.4"), False, [
                {"request": f"POST {inline}", "body": f"status=4&component_id={COMPONENT}"}])]),
        _entry("reversible", "welcome modal", welcome, [
            (t("dashboard.welcome.close"), False, [])]),
    ]  # fmt: skip


def incident_screens(t: Any) -> list[dict[str, Any]]:
    """The incidents list and its delete confirmation, the report form (three ways), the
    edit form, the updates list, the new update and edit update forms."""
    incidents = t("dashboard.incidents.incidents")
    listing = {"title": incidents, "items": [
        {"link": t("dashboard.incidents.add.title")},
        {"text": t("dashboard.incidents.logged", 1, count=1)},
        *row(INCIDENT_NAME, {"text": t("dashboard.incidents.updates.count", 1)},
             {"link": t("forms.manage_updates")}, {"link": t("forms.edit")},
             {"link": t("forms.delete")})]}  # fmt: skip
    radios = [{"radio": t(f"cachet.incidents.status.{i}")} for i in range(1, 5)]

    def report(visible: str, notify: bool) -> dict[str, Any]:
        shown = t("forms.incidents.public" if visible == "1" else "forms.incidents.logged_in_only")
        return {"title": incidents, "items": [
            {"text": t("dashboard.incidents.add.title")},
            {"field": "template", "hint": t("forms.incidents.templates.template"), "text": ""},
            {"field": "name", "hint": t("forms.incidents.name"), "text": INCIDENT_NAME},
            *radios, {"field": "visible", "hint": t("forms.incidents.visibility"),
                      "text": shown},
            {"field": "stickied", "hint": t("forms.incidents.stick_status"),
             "text": t("forms.incidents.not_stickied")},
            {"field": "message", "hint": t("forms.incidents.message"), "text": INCIDENT_TEXT},
            {"switch": t("forms.incidents.notify_subscribers"), "checked": notify},
            {"button": t("forms.add")}, {"link": t("forms.cancel")}]}  # fmt: skip

    def report_fields(visible: str, notify: bool) -> Fields:
        return [("name", INCIDENT_NAME), ("status", "2"), ("visible", visible),
                ("stickied", "0"), ("message", INCIDENT_TEXT), ("occurred_at", ""),
                ("notify", "0"), *([("notify", "1")] if notify else []),
                ("seo[title]", ""), ("seo[description]", "")]  # fmt: skip

    edit = {"title": incidents, "items": [
        {"text": t("dashboard.incidents.edit.title")},
        {"field": "name", "hint": t("forms.incidents.name"), "text": INCIDENT_NAME},
        *radios, {"field": "message", "hint": t("forms.incidents.message"),
                  "text": INCIDENT_TEXT + " The cause is known."},
        {"button": t("forms.update")}, {"link": t("forms.cancel")}]}  # fmt: skip
    edit_fields = [("name", INCIDENT_NAME), ("status", "2"), ("visible", "1"),
                   ("stickied", "0"), ("message", INCIDENT_TEXT + " The cause is known."),
                   ("occurred_at", "2026-03-04 09:15"), ("seo[title]", ""),
                   ("seo[description]", "")]  # fmt: skip
    updates_title = t("dashboard.incidents.updates.title", incident=INCIDENT_NAME)
    updates = {"title": incidents, "items": [
        {"text": updates_title}, {"link": t("dashboard.incidents.updates.add.title")},
        {"text": "We are looking into it."}, {"link": t("forms.edit")}]}  # fmt: skip

    def update_form(heading: str) -> dict[str, Any]:
        return {"title": incidents, "items": [
            {"text": updates_title}, {"text": heading}, *radios,
            {"field": "message", "hint": t("forms.incidents.message"), "text": UPDATE_TEXT},
            {"button": t("forms.update")}, {"link": t("forms.cancel")}]}  # fmt: skip

    base = f"/dashboard/incidents/{INCIDENT}"
    return [
        _entry("reversible", "incidents list", listing, [
            (t("dashboard.incidents.add.title"), False, [link("/dashboard/incidents/create")])]),
        _entry("opens-prompt", "incidents list delete", listing, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "incident delete confirmation", confirm(incidents), [
            ("Yes", True, [method_form(base)])]),
        _entry("reversible", "incident delete confirmation cancel", confirm(incidents), [
            ("Cancel", False, [])]),
        _entry("send", "report incident notifying subscribers", report("1", True), [
            (t("forms.add"), True, [form("/dashboard/incidents/create",
                                         report_fields("1", True))])]),
        _entry("publish", "report public incident without notifying", report("1", False), [
            (t("forms.add"), True, [form("/dashboard/incidents/create",
                                         report_fields("1", False))])]),
        _entry("reversible", "report incident for logged in users", report("0", False), [
            (t("forms.add"), False, [form("/dashboard/incidents/create",
                                          report_fields("0", False))]),
            (t("forms.incidents.notify_subscribers"), False, [])]),
        _entry("reversible", "edit incident", edit, [
            (t("forms.update"), False, [form(base, edit_fields)])]),
        _entry("reversible", "incident updates list", updates, [
            (t("dashboard.incidents.updates.add.title"), False, [
                link(f"{base}/updates/create")])]),
        _entry("send", "new incident update",
               update_form(t("dashboard.incidents.updates.add.title")), [
            (t("forms.update"), True, [form(f"{base}/updates/create", [
                ("status", "4"), ("message", UPDATE_TEXT), ("incident_id", str(INCIDENT))])])]),
    ]  # fmt: skip


def listing(title: str, add: str, name: str) -> dict[str, Any]:
    """A dashboard list of one row: its add button, the row's name, Edit and Delete."""
    return {"title": title, "items": [{"link": add}, {"text": name}]}


def crud_screens(t: Any) -> list[dict[str, Any]]:
    """Incident templates, maintenance, components, component groups and metrics: each
    list, its delete confirmation and a form."""
    edit, delete = {"link": t("forms.edit")}, {"link": t("forms.delete")}
    templates = t("dashboard.incidents.templates.title")
    tpl_list = listing(templates, t("dashboard.incidents.templates.add.title"), TEMPLATE_NAME)
    tpl_list["items"] += [edit, delete]
    tpl_form = {"title": templates, "items": [
        {"text": t("dashboard.incidents.templates.add.title")},
        {"field": "name", "hint": t("forms.incidents.templates.name"), "text": TEMPLATE_NAME},
        {"field": "template", "hint": t("forms.incidents.templates.template"),
         "text": "We are failing over to the standby database."},
        {"button": t("forms.create")}, {"link": t("forms.cancel")}]}  # fmt: skip
    schedule = t("dashboard.schedule.schedule")
    sch_list = listing(schedule, t("dashboard.schedule.add.title"), SCHEDULE_NAME)
    sch_list["items"] += [
        {"text": t("dashboard.schedule.scheduled_at", timestamp="12 March 2026 22:00")},
        edit,
        delete,
    ]
    sch_form = {"title": schedule, "items": [
        {"text": t("dashboard.schedule.add.title")},
        {"field": "name", "hint": t("forms.schedules.name"), "text": SCHEDULE_NAME},
        *({"radio": t(f"cachet.schedules.status.{i}"), "checked": i == 0} for i in range(3)),
        {"field": "message", "hint": t("forms.schedules.message"), "text": SCHEDULE_TEXT},
        {"field": "scheduled_at", "hint": t("forms.schedules.scheduled_at"),
         "text": SCHEDULE_AT},
        {"field": "completed_at", "hint": t("forms.schedules.completed_at"), "text": ""},
        {"switch": t("forms.incidents.notify_subscribers"), "checked": True},
        {"button": t("forms.add")}, {"link": t("forms.cancel")}]}  # fmt: skip
    components = t("dashboard.components.components")
    cmp_list = listing(components, t("dashboard.components.add.title"), COMPONENT_NAME)
    cmp_list["items"] += [{"text": t("dashboard.components.listed_group", name=GROUP_NAME)},
                          edit, delete]  # fmt: skip
    cmp_form = {"title": components, "items": [
        {"text": t("dashboard.components.edit.title")},
        {"field": "component[name]", "hint": t("forms.components.name"),
         "text": COMPONENT_NAME},
        {"field": "component[status]", "hint": t("forms.components.status"),
         "text": t("cachet.components.status.3")},
        {"field": "component[description]", "hint": t("forms.components.description"),
         "text": "The public REST API."},
        {"switch": t("forms.components.enabled"), "checked": True},
        {"button": t("forms.save")}, {"link": t("forms.cancel")}]}  # fmt: skip
    cmp_fields = [("component[name]", COMPONENT_NAME), ("component[status]", "3"),
                  ("component[description]", "The public REST API."),
                  ("component[group_id]", str(GROUP)),
                  ("component[link]", "https://api.example.com"),
                  ("component[tags]", "api, public"), ("component[enabled]", "0"),
                  ("component[enabled]", "1"), ("component[user_id]", "1"),
                  ("component[order]", "1")]  # fmt: skip
    groups = t("dashboard.components.groups.groups", 2)
    grp_list = listing(groups, t("dashboard.components.groups.add.title"), GROUP_NAME)
    grp_list["items"] += [edit, delete]
    metrics = t("dashboard.metrics.metrics")
    met_list = listing(metrics, t("dashboard.metrics.add.title"), METRIC_NAME)
    met_list["items"] += [edit, delete]
    tpl, sch = f"/dashboard/templates/{TEMPLATE}", f"/dashboard/schedule/{SCHEDULE}"
    cmp, grp = f"/dashboard/components/{COMPONENT}", f"/dashboard/components/groups/{GROUP}"
    met = f"/dashboard/metrics/{METRIC}"
    return [
        _entry("opens-prompt", "incident templates list delete", tpl_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "incident template delete confirmation", confirm(templates), [
            ("Yes", True, [method_form(tpl)])]),
        _entry("reversible", "new incident template", tpl_form, [
            (t("forms.create"), False, [form("/dashboard/templates/create", [
                ("name", TEMPLATE_NAME),
                ("template", "We are failing over to the standby database.")])])]),
        _entry("opens-prompt", "maintenance list delete", sch_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "maintenance delete confirmation", confirm(schedule), [
            ("Yes", True, [method_form(sch)])]),
        _entry("reversible", "maintenance delete confirmation cancel", confirm(schedule), [
            ("Cancel", False, [])]),
        _entry("send", "new maintenance notifying subscribers", sch_form, [
            (t("forms.add"), True, [form("/dashboard/schedule/create", [
                ("name", SCHEDULE_NAME), ("status", "0"), ("message", SCHEDULE_TEXT),
                ("scheduled_at", SCHEDULE_AT), ("completed_at", ""), ("notify", "0"),
                ("notify", "1")])])]),
        _entry("reversible", "components list", cmp_list, [
            (t("dashboard.components.add.title"), False, [
                link("/dashboard/components/create")])]),
        _entry("opens-prompt", "components list delete", cmp_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "component delete confirmation", confirm(components), [
            ("Yes", True, [method_form(cmp)])]),
        _entry("reversible", "edit component", cmp_form, [
            (t("forms.save"), False, [form(cmp, cmp_fields)])]),
        _entry("opens-prompt", "component groups list delete", grp_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "component group delete confirmation", confirm(groups), [
            ("Yes", True, [method_form(grp)])]),
        _entry("opens-prompt", "metrics list delete", met_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "metric delete confirmation", confirm(metrics), [
            ("Yes", True, [method_form(met)])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """Subscribers (list, delete confirmation, add form), the team (page, a member's page,
    its delete confirmation, the invite and add forms) and the own profile."""
    subscribers = t("dashboard.subscribers.subscribers")
    sub_list = {"title": subscribers, "items": [
        {"link": t("dashboard.subscribers.add.title")},
        {"text": t("dashboard.subscribers.description")},
        {"text": t("dashboard.subscribers.subscriber", email=SUBSCRIBER_MAIL,
                   date="2026-02-18 10:04:12")},
        {"text": t("dashboard.subscribers.verified")},
        {"text": t("dashboard.subscribers.no_subscriptions")},
        {"link": t("forms.edit")}, {"link": t("forms.delete")}]}  # fmt: skip
    sub_add = {"title": subscribers, "items": [
        {"field": "email", "hint": t("forms.user.email"), "text": "\n".join(NEW_MAILS)},
        {"text": t("dashboard.subscribers.add.help")},
        {"button": t("forms.add")}, {"link": t("forms.cancel")}]}  # fmt: skip
    team = t("dashboard.team.team")
    team_page = {"title": team, "items": [
        {"link": t("dashboard.team.invite.title")}, {"link": t("dashboard.team.add.title")},
        {"text": t("dashboard.team.description")}, {"link": ME}, {"text": ME_MAIL},
        {"link": MEMBER}, {"text": MEMBER_MAIL}]}  # fmt: skip
    levels = {"field": "level", "hint": t("forms.user.user_level"),
              "text": t("forms.user.levels.user")}  # fmt: skip
    member = {"title": t("dashboard.team.member"), "items": [
        {"field": "username", "hint": t("forms.user.username"), "text": MEMBER},
        {"field": "email", "hint": t("forms.user.email"), "text": MEMBER_MAIL},
        {"field": "password", "hint": t("forms.user.password"), "text": ""}, levels,
        {"button": t("forms.update")}, {"link": t("cachet.api.revoke")},
        {"link": t("forms.delete")}]}  # fmt: skip
    invite = {"title": team, "items": [
        {"text": t("forms.user.team.description")},
        {"field": "emails[]", "hint": t("forms.user.team.email"), "text": NEW_MAILS[0]},
        *({"field": "emails[]", "hint": t("forms.user.team.email"), "text": ""}
          for _ in range(4)),
        {"button": t("forms.invite")}, {"link": t("forms.cancel")},
        {"button": t("forms.add")}]}  # fmt: skip
    add = {"title": team, "items": [
        {"field": "username", "hint": t("forms.user.username"), "text": "dana"},
        {"field": "email", "hint": t("forms.user.email"), "text": NEW_MAILS[0]},
        {"field": "password", "hint": t("forms.user.password"), "text": "••••••••••••"},
        levels, {"button": t("forms.add")}, {"link": t("forms.cancel")}]}  # fmt: skip
    api_key = "9Zr2Kd7Qw1Lm4Xp8Tv3N"
    profile = {"title": t("dashboard.team.profile"), "items": [
        {"field": "username", "hint": t("forms.user.username"), "text": ME},
        {"field": "email", "hint": t("forms.user.email"), "text": ME_MAIL},
        {"field": "password", "hint": t("forms.user.password"), "text": ""},
        {"field": "api_key", "hint": t("forms.user.api-token"), "text": api_key},
        {"link": t("cachet.api.regenerate")}, {"text": t("forms.user.api-token-help")},
        {"switch": t("forms.setup.enable_google2fa"), "checked": False},
        {"button": t("forms.update")}]}  # fmt: skip
    sub_url = f"/dashboard/subscribers/{SUBSCRIBER}/delete"
    member_url = f"/dashboard/team/{MEMBER_ID}"
    return [
        _entry("opens-prompt", "subscribers list delete", sub_list, [
            (t("forms.delete"), False, [])]),
        _entry("delete", "subscriber delete confirmation", confirm(subscribers), [
            ("Yes", True, [method_form(sub_url)])]),
        _entry("reversible", "subscriber delete confirmation cancel", confirm(subscribers), [
            ("Cancel", False, [])]),
        _entry("send", "add subscribers", sub_add, [
            (t("forms.add"), True, [form("/dashboard/subscribers/create", [
                ("email", "\r\n".join(NEW_MAILS))])])]),
        _entry("reversible", "team page", team_page, [
            (MEMBER, False, [link(member_url)])]),
        _entry("reversible", "team member page", member, [
            (t("forms.update"), False, [form(member_url, [
                ("username", MEMBER), ("email", MEMBER_MAIL), ("password", ""),
                ("level", "2")])])]),
        _entry("revoke", "team member api key", member, [
            (t("cachet.api.revoke"), True, [link(f"/dashboard/user/{MEMBER_ID}/api/regen")])]),
        _entry("opens-prompt", "team member delete", member, [
            (t("forms.delete"), False, [])]),
        _entry("delete-user", "team member delete confirmation", confirm(team), [
            ("Yes", True, [method_form(member_url)])]),
        _entry("send", "invite team members", invite, [
            (t("forms.invite"), True, [form("/dashboard/team/invite", [
                ("emails[]", NEW_MAILS[0]), *([("emails[]", "")] * 4)])])]),
        _entry("reversible", "invite team members fields", invite, [
            (t("forms.add"), False, [])]),
        _entry("reversible", "add team member", add, [
            (t("forms.add"), False, [form("/dashboard/team/create", [
                ("username", "dana"), ("email", NEW_MAILS[0]),
                ("password", "spring meadow lantern"), ("level", "2")])])]),
        _entry("reversible", "profile", profile, [
            (t("forms.setup.enable_google2fa"), False, []),
            (t("forms.update"), False, [form("/dashboard/user", [
                ("username", ME), ("email", ME_MAIL), ("password", ""), ("api_key", api_key),
                ("google2fa", "0")])])]),
        _entry("revoke", "profile api key", profile, [
            (t("cachet.api.regenerate"), True, [link(f"/dashboard/user/{ME_ID}/api/regen")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings' application setup, mail (and its test confirmation), security and
    localization pages."""
    menu = [{"link": t(f"dashboard.settings.{k}.{k}")}
            for k in ("app-setup", "localization", "security", "mail")]  # fmt: skip
    settings = t("dashboard.settings.settings")
    boxes = [("enable_subscribers", t("forms.settings.app-setup.subscribers"), True),
             ("skip_subscriber_verification",
              t("forms.settings.app-setup.skip_subscriber_verification"), False),
             ("display_graphs", t("forms.settings.app-setup.display-graphs"), True)]  # fmt: skip
    setup = {"title": settings, "items": [
        *menu, {"field": "app_name", "hint": t("forms.settings.app-setup.site-name"),
                "text": "Example Status"},
        {"field": "app_domain", "hint": t("forms.settings.app-setup.site-url"),
         "text": "https://status.example.com"},
        *({"switch": label, "checked": on} for _, label, on in boxes),
        {"button": t("forms.save")}]}  # fmt: skip
    setup_fields = [("app_name", "Example Status"), ("app_domain", "https://status.example.com"),
                    ("app_about", "Service status of Example."), ("app_incident_days", "7"),
                    ("app_refresh_rate", "0"), ("major_outage_rate", "50"),
                    ("enable_subscribers", "0"), ("enable_subscribers", "1"),
                    ("suppress_notifications_in_maintenance", "0"),
                    ("skip_subscriber_verification", "0"), ("display_graphs", "0"),
                    ("display_graphs", "1"), ("show_support", "0"), ("show_support", "1"),
                    ("enable_external_dependencies", "0"), ("show_timezone", "0"),
                    ("show_timezone", "1"), ("only_disrupted_days", "0"),
                    ("remove_banner", "")]  # fmt: skip
    mail = {"title": settings, "items": [
        *menu, {"field": "config[mail_driver]", "hint": t("forms.setup.mail_driver"),
                "text": "SMTP"},
        {"field": "config[mail_host]", "hint": t("forms.setup.mail_host"),
         "text": "smtp.example.com"},
        {"field": "config[mail_address]", "hint": t("forms.setup.mail_address"),
         "text": "status@example.com"},
        {"button": t("forms.save")}, {"link": t("dashboard.settings.mail.test")}]}  # fmt: skip
    security = {"title": settings, "items": [
        *menu, {"text": t("forms.settings.security.always-authenticate")},
        {"switch": t("forms.settings.security.always-authenticate-help"), "checked": False},
        {"field": "allowed_domains", "hint": t("forms.settings.security.allowed-domains"),
         "text": "https://www.example.com"},
        {"button": t("forms.save")}]}  # fmt: skip
    return [
        _entry("reversible", "application setup settings", setup, [
            (t("forms.save"), False, [form("/dashboard/settings", setup_fields)])]),
        _entry("opens-prompt", "mail settings test", mail, [
            (t("dashboard.settings.mail.test"), False, [])]),
        _entry("harmless", "mail test confirmation", confirm(settings), [
            ("Yes", False, [method_form("/dashboard/settings/mail/test", "POST")]),
            ("Cancel", False, [])]),
        _entry("reversible", "security settings", security, [
            (t("forms.save"), False, [form("/dashboard/settings", [
                ("always_authenticate", "0"), ("allowed_domains", "https://www.example.com")])])]),
    ]  # fmt: skip


def public_screens(t: Any) -> list[dict[str, Any]]:
    """The status page's subscribe page and a subscriber's manage page."""
    subscribe = {"title": t("cachet.subscriber.subscribe"), "items": [
        {"field": "email", "hint": "", "text": "yuki@example.org"},
        {"button": t("cachet.subscriber.button")}]}  # fmt: skip
    manage = {"title": f"Example Status {t('cachet.subscriber.manage.notifications')}", "items": [
        {"text": t("cachet.subscriber.manage.notifications_for")}, {"text": SUBSCRIBER_MAIL},
        {"text": GROUP_NAME}, {"link": t("cachet.components.select_all")},
        {"link": t("cachet.components.deselect_all")},
        {"switch": COMPONENT_NAME, "checked": True},
        {"switch": COMPONENT2_NAME, "checked": False},
        {"button": t("cachet.subscriber.manage.update_subscription")}]}  # fmt: skip
    return [
        _entry("reversible", "subscribe page", subscribe, [
            (t("cachet.subscriber.button"), False, [form("/subscribe", [
                ("email", "yuki@example.org")])])]),
        _entry("reversible", "manage subscriptions page", manage, [
            (t("cachet.components.deselect_all"), False, []),
            (t("cachet.subscriber.manage.update_subscription"), False, [form(MANAGE, [
                ("subscriptions[]", str(COMPONENT))])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*auth_screens(t), *dashboard_screens(t), *incident_screens(t), *crud_screens(t),
            *people_screens(t), *settings_screens(t), *public_screens(t)]  # fmt: skip

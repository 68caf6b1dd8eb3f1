"""Kimai's screens for the hundred-and-twenty-fifth held-out corpus: ``screens(t, lang)`` lays
them out in one language, ``t(key, domain="messages", **values)`` being that language's lookup
of a key of the app's ``translations/<domain>.<locale>.xlf`` catalogues (and of the Tabler
bundle's ``TablerBundle`` domain). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

RUNNING, STOPPED, SELECTED = 41, 40, "38,39,40"
CUSTOMER, CUSTOMER_NAME, OTHER_CUSTOMER = 3, "Harbour Logistics", "Quayside Ferries"
PROJECT, PROJECT_NAME, ACTIVITY, ACTIVITY_NAME = 8, "Quay Renovation", 12, "Site survey"
COMMENT, RATE = 8, 2
INVOICE, INVOICE_NUMBER, TEMPLATE, TEMPLATE_NAME = 7, "2026-0042", 2, "Harbour PDF"
USER, USER_NAME, USER_LOGIN, ME, ME_NAME = 5, "Maria Lopez", "maria", "alice", "Alice Moreau"
TOKEN_ID, TOKEN_NAME, ROLE, ROLE_NAME = 4, "Backup script", 3, "ROLE_ACCOUNTANT"
TEAM, TEAM_NAME, TAG, TAG_NAME = 2, "Dock crew", 4, "overtime"
EMAIL = "alice@harbour.example"
CSRF = "b7Qx2Lr9VkN4mT8cWz1HdF6sJa3GeU0nYoXiKqPl5Rg"  # made up; Symfony's CSRF value
NOTE = "Call before delivering to gate 4."
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form the browser submits (``form.submit()``): urlencoded, a POST."""
    return {"request": f"POST {path}", "body": body(fields), "via": "form"}


def link(path: str) -> dict[str, str]:
    """A link the browser follows."""
    return {"request": f"GET {path}", "via": "link"}


def fetch(method: str, path: str, data: Any = None, fields: Fields | None = None) -> Any:
    """One ``fetch``: a JSON body as ``JSON.stringify`` writes it, or a FormData's fields, or
    a body string as the page writes it."""
    if data is None and fields is None:
        return f"{method} {path}"
    if fields is not None:
        text = body(fields)
    elif isinstance(data, str):
        text = data
    else:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"{method} {path}", "body": text}


def api(method: str, path: str, data: Any = None) -> Any:
    """KimaiAPILink: the API under /api; PATCH and POST send ``{}`` when the link has no
    payload, DELETE sends no body."""
    if method in ("PATCH", "POST") and data is None:
        data = {}
    return fetch(method, f"/api{path}", data)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kimai {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


class Page:
    """The pages of one language: ``u(path)`` is a path under the user's locale."""

    def __init__(self, t: Any, locale: str) -> None:
        self.t, self.locale = t, locale

    def u(self, path: str) -> str:
        return f"/{self.locale}{path}"

    def question(self, title: str, message: str | None = None) -> dict[str, Any]:
        """KimaiAlert.question: the message as its heading, Confirm and Cancel."""
        t = self.t
        return {"title": title, "dialog": {"message": message or t("confirm.delete")},
                "items": [{"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip

    def menu(self, title: str, rows: list[str], entries: list[str]) -> dict[str, Any]:
        """A row's open actions dropdown (the Tabler bundle's ``actions`` macro)."""
        items = [*({"text": r} for r in rows), *({"menu": e} for e in entries)]
        return {"title": title, "dialog": {}, "items": items}

    def modal(self, title: str, items: list[dict[str, Any]], submit: str | None = None,
              ) -> dict[str, Any]:  # fmt: skip
        """A modal form (``default/_form_modal``): its fields, Save (or ``submit``), Close."""
        t = self.t
        return {"title": title, "dialog": {}, "items": [
            *items, {"button": submit or t("action.save")},
            {"button": t("action.close")}]}  # fmt: skip

    def delete_modal(self, name: str, stats: str) -> dict[str, Any]:
        """``default/_form_delete_modal`` for an item in use: its name, the warning with the
        statistics, the replacement select, Delete and Close."""
        t = self.t
        return {"title": t("confirm.delete"), "dialog": {}, "items": [
            {"text": name}, {"text": f"{stats} {t('admin_entity.delete_confirm')}"},
            {"field": "replace", "hint": "", "text": ""},
            {"button": t("delete")}, {"button": t("action.close")}]}  # fmt: skip


def timesheet_screens(p: Page) -> list[dict[str, Any]]:
    """My times: a running and a stopped entry's menus, the delete question, the edit modal,
    the batch delete and its question."""
    t, u = p.t, p.u
    title = t("my_times")
    rows = [f"{PROJECT_NAME} · {ACTIVITY_NAME}", "09:00", t("duration")]
    running = p.menu(title, rows, [t("stop"), t("edit"), t("copy"), t("trash")])
    stopped = p.menu(title, rows, [t("repeat"), t("edit"), t("copy"), t("trash")])
    edit = p.modal(t("edit"), [
        {"field": "begin_date", "hint": t("date"), "text": "2026-08-18"},
        {"field": "begin_time", "hint": t("begin"), "text": "09:00"},
        {"field": "duration", "hint": t("duration"), "text": "2:30"},
        {"field": "description", "hint": t("description"), "text": "Survey of berth 4",
         "focused": True}])  # fmt: skip
    batch = {"title": title, "items": [
        {"text": f"{PROJECT_NAME} · {ACTIVITY_NAME}"}, {"text": "3"},
        {"button": t("edit")}, {"button": t("delete")}]}  # fmt: skip
    fields = [("timesheet_edit_form[begin_date]", "2026-08-18"),
              ("timesheet_edit_form[begin_time]", "09:00"),
              ("timesheet_edit_form[duration]", "2:30"),
              ("timesheet_edit_form[customer]", str(CUSTOMER)),
              ("timesheet_edit_form[project]", str(PROJECT)),
              ("timesheet_edit_form[activity]", str(ACTIVITY)),
              ("timesheet_edit_form[description]", "Survey of berth 4"),
              ("timesheet_edit_form[tags]", ""),
              ("timesheet_edit_form[_token]", CSRF)]  # fmt: skip
    return [
        _entry("opens-prompt", "running entry menu", running, [
            (t("edit"), False, [fetch("GET", u(f"/timesheet/{RUNNING}/edit"))]),
            (t("copy"), False, [fetch("GET", u(f"/timesheet/{RUNNING}/duplicate"))]),
            (t("trash"), False, [])]),
        _entry("reversible", "running entry menu (stop)", running, [
            (t("stop"), False, [api("PATCH", f"/timesheets/{RUNNING}/stop")])]),
        _entry("reversible", "stopped entry menu (start again)", stopped, [
            (t("repeat"), False, [api("PATCH", f"/timesheets/{STOPPED}/restart",
                                      '{"copy": "all"}')])]),
        _entry("delete", "entry delete question", p.question(title), [
            (t("confirm"), True, [api("DELETE", f"/timesheets/{RUNNING}")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "entry edit modal", edit, [
            (t("action.save"), False, [fetch("POST", u(f"/timesheet/{STOPPED}/edit"),
                                             fields=fields)]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "batch actions", batch, [(t("delete"), False, [])]),
        _entry("delete", "batch delete question", p.question(title, t("delete")), [
            (t("confirm"), True, [form(u("/timesheet/multi-delete"), [
                ("multi_update_table[entities]", SELECTED),
                ("multi_update_table[_token]", CSRF)])]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def customer_screens(p: Page) -> list[dict[str, Any]]:
    """Customers, projects and activities: the row menus, the delete modals, a customer's
    comments and rates and its edit modal."""
    t, u = p.t, p.u
    stats = t("delete_warning.short_stats", **{"%records%": "214", "%duration%": "356:30"})
    customer_menu = p.menu(t("customers"), [CUSTOMER_NAME], [
        t("details"), t("edit"), t("permissions"), t("projects"), t("activities"),
        t("trash")])  # fmt: skip
    project_menu = p.menu(t("projects"), [PROJECT_NAME, CUSTOMER_NAME], [
        t("details"), t("edit"), t("permissions"), t("copy"), t("trash")])  # fmt: skip
    details = {"title": CUSTOMER_NAME, "items": [
        {"text": ME_NAME}, {"text": NOTE},
        {"icon": "pin"}, {"icon": "delete"},
        {"field": "message", "hint": t("placeholder.type_message"),
         "text": "Gate 4 closes at 18:00 on Fridays.", "focused": True},
        {"button": t("comment")}]}  # fmt: skip
    rates = {"title": CUSTOMER_NAME, "items": [
        {"text": t("rate")}, {"text": t("hourlyRate")}, {"text": "85.00"},
        {"icon": "delete"}]}  # fmt: skip
    edit = p.modal(t("edit"), [
        {"field": "name", "hint": t("name"), "text": CUSTOMER_NAME},
        {"field": "number", "hint": t("number"), "text": "C-0003"},
        {"field": "email", "hint": t("email"), "text": "office@harbour.example",
         "focused": True}])  # fmt: skip

    def delete(kind: str, item: int, field: str) -> list[Any]:
        fields = [(f"form[{field}]", ""), ("form[_token]", CSRF)]
        return [fetch("POST", u(f"/admin/{kind}/{item}/delete"), fields=fields)]

    return [
        _entry("opens-prompt", "customer row menu", customer_menu, [
            (t("details"), False, []),
            (t("edit"), False, [fetch("GET", u(f"/admin/customer/{CUSTOMER}/edit"))]),
            (t("permissions"), False, [
                fetch("GET", u(f"/admin/customer/{CUSTOMER}/permissions"))]),
            (t("trash"), False, [fetch("GET", u(f"/admin/customer/{CUSTOMER}/delete"))])]),
        _entry("delete", "customer delete modal", p.delete_modal(CUSTOMER_NAME, stats), [
            (t("delete"), True, delete("customer", CUSTOMER, "customer")),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "project row menu", project_menu, [
            (t("trash"), False, [fetch("GET", u(f"/admin/project/{PROJECT}/delete"))])]),
        _entry("reversible", "project row menu (copy)", project_menu, [
            (t("copy"), False, [api("POST", f"/projects/{PROJECT}/duplicate")])]),
        _entry("delete", "project delete modal", p.delete_modal(PROJECT_NAME, stats), [
            (t("delete"), True, delete("project", PROJECT, "project"))]),
        _entry("delete", "activity delete modal", p.delete_modal(ACTIVITY_NAME, stats), [
            (t("delete"), True, delete("activity", ACTIVITY, "activity"))]),
        _entry("reversible", "customer comments", details, [
            (t("comment"), False, [form(u(f"/admin/customer/{CUSTOMER}/comment_add"), [
                ("customer_comment_form[message]", "Gate 4 closes at 18:00 on Fridays."),
                ("customer_comment_form[_token]", CSRF)])]),
            ("pin", False, [
                api("PATCH", f"/customers/{CUSTOMER}/comments/{COMMENT}/pin")])]),
        _entry("opens-prompt", "customer comments (delete icon)", details, [
            ("delete", False, [])]),
        _entry("delete", "comment delete question", p.question(CUSTOMER_NAME), [
            (t("confirm"), True, [api("DELETE", f"/customers/{CUSTOMER}/comments/{COMMENT}")])]),
        _entry("opens-prompt", "customer rates", rates, [("delete", False, [])]),
        _entry("delete", "rate delete question", p.question(CUSTOMER_NAME), [
            (t("confirm"), True, [api("DELETE", f"/customers/{CUSTOMER}/rates/{RATE}")])]),
        _entry("reversible", "customer edit modal", edit, [
            (t("action.save"), False, [fetch("POST", u(f"/admin/customer/{CUSTOMER}/edit"),
                                             fields=[
                ("customer_edit_form[name]", CUSTOMER_NAME),
                ("customer_edit_form[number]", "C-0003"),
                ("customer_edit_form[email]", "office@harbour.example"),
                ("customer_edit_form[_token]", CSRF)])])]),
    ]  # fmt: skip


def invoice_screens(p: Page) -> list[dict[str, Any]]:
    """Invoices: the create page, an invoice's menu, its delete question and paid modal,
    the templates' delete question."""
    t, u = p.t, p.u
    create = {"title": t("invoice_form.title"), "items": [
        {"text": t("invoice.filter")}, {"field": "daterange", "hint": t("daterange"),
                                        "text": "2026-07-01 - 2026-07-31"},
        {"text": t("customer")}, {"text": CUSTOMER_NAME},
        {"text": "4,280.00 EUR"}, {"icon": t("preview")}, {"icon": t("action.save")}]}  # fmt: skip
    menu = p.menu(t("all_invoices"), [INVOICE_NUMBER, CUSTOMER_NAME, t("status.pending")], [
        t("edit"), t("download"), t("invoice.paid"), t("invoice.cancel"),
        t("trash")])  # fmt: skip
    paid = p.modal(t("edit"), [
        {"text": INVOICE_NUMBER},
        {"field": "status", "hint": t("status"), "text": t("status.paid")},
        {"field": "paymentDate", "hint": t("invoice.payment_date"), "text": "2026-08-19",
         "focused": True}])  # fmt: skip
    query = [("daterange", "2026-07-01 - 2026-07-31"), ("exported", "1"),
             ("customers[]", str(CUSTOMER)), ("template", str(TEMPLATE)),
             ("invoiceDate", "2026-08-19")]  # fmt: skip
    templates = p.menu(t("admin_invoice_template.title"), [TEMPLATE_NAME], [
        t("edit"), t("copy"), t("trash")])  # fmt: skip
    return [
        _entry("reversible", "invoice create page", create, [
            (t("preview"), False, [link(u(f"/invoice/preview/{CUSTOMER}/{CSRF}?") + body(query))]),
            (t("action.save"), False, [form(u(f"/invoice/save-invoice/{CUSTOMER}"),
                                            [*query, ("_token", CSRF)])])]),
        _entry("opens-prompt", "invoice menu", menu, [
            (t("invoice.paid"), False, [fetch("GET", u(f"/invoice/mark-paid/{INVOICE}"))]),
            (t("trash"), False, [])]),
        _entry("reversible", "invoice menu (cancel invoice)", menu, [
            (t("invoice.cancel"), False, [form(u(f"/invoice/change-status/{INVOICE}/canceled"),
                                               [("_token", CSRF)])])]),
        _entry("delete", "invoice delete question", p.question(t("all_invoices")), [
            (t("confirm"), True, [api("DELETE", f"/invoices/{INVOICE}")])]),
        _entry("reversible", "invoice paid modal", paid, [
            (t("action.save"), False, [fetch("POST", u(f"/invoice/edit/{INVOICE}"), fields=[
                ("invoice_edit_form[status]", "paid"),
                ("invoice_edit_form[paymentDate]", "2026-08-19"),
                ("invoice_edit_form[_token]", CSRF)])])]),
        _entry("opens-prompt", "invoice template menu", templates, [
            (t("copy"), False, [fetch("GET", u(f"/invoice/template/create/{TEMPLATE}"))]),
            (t("trash"), False, [])]),
        _entry("delete", "invoice template delete question",
               p.question(t("admin_invoice_template.title")), [
            (t("confirm"), True, [api("DELETE", f"/invoices/templates/{TEMPLATE}")])]),
    ]  # fmt: skip


def user_screens(p: Page) -> list[dict[str, Any]]:
    """Users, API access, two-factor, roles, teams, tags, the doctor, the user menu and the
    password reset page."""
    t, u = p.t, p.u
    stats = t("delete_warning.short_stats", **{"%records%": "96", "%duration%": "188:15"})
    user_menu = p.menu(t("users"), [USER_NAME, USER_LOGIN], [
        t("profile-stats"), t("edit"), t("work_times"), t("trash")])  # fmt: skip
    tokens = {"title": t("profile.api-token"), "items": [
        {"text": t("api_password.intro")}, {"button": t("create")}, {"link": t("help")},
        {"text": t("name")}, {"text": t("last_usage")}, {"text": t("expires")},
        {"text": TOKEN_NAME}, {"icon": "trash"}]}  # fmt: skip
    new_token = p.modal(t("create"), [
        {"field": "name", "hint": t("name"), "text": "Phone app", "focused": True},
        {"field": "expiresAt", "hint": t("expires"), "text": "2027-08-19"}])  # fmt: skip
    twofa = {"title": t("profile.2fa"), "items": [
        {"text": t("profile.2fa_intro")}, {"text": t("activated")},
        {"button": t("deactivate")}]}  # fmt: skip
    roles = {"title": t("roles"), "items": [
        {"text": ROLE_NAME}, {"icon": "trash"}, {"text": "view_customer"},
        {"switch": t("yes")}]}  # fmt: skip
    team_menu = p.menu(t("teams"), [TEAM_NAME], [t("edit"), t("copy"), t("trash")])
    doctor = {"title": "Doctor", "items": [
        {"text": "app.ERROR: Uncaught PHP Exception"}, {"button": t("delete")}]}  # fmt: skip
    account = {"title": t("my_times"), "dialog": {}, "items": [
        {"text": ME_NAME}, {"menu": t("user_profile")}, {"menu": t("edit")},
        {"menu": t("profile.password")}, {"menu": t("profile.2fa")},
        {"menu": t("profile.api-token")}, {"menu": t("profile.preferences")},
        {"menu": t("Sign out", "TablerBundle")}]}  # fmt: skip
    reset = {"title": "Kimai", "items": [
        {"field": "username", "hint": t("Username or email address", "TablerBundle"),
         "text": EMAIL, "focused": True},
        {"button": t("Reset your password", "TablerBundle")},
        {"link": t("Back to login", "TablerBundle")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "user row menu", user_menu, [
            (t("profile-stats"), False, []),
            (t("trash"), False, [fetch("GET", u(f"/admin/user/{USER}/delete"))])]),
        _entry("delete", "user delete modal", p.delete_modal(USER_NAME, stats), [
            (t("delete"), True, [fetch("POST", u(f"/admin/user/{USER}/delete"), fields=[
                ("form[user]", ""), ("form[_token]", CSRF)])])]),
        _entry("opens-prompt", "api access page", tokens, [
            (t("create"), False, [fetch("GET", u(f"/profile/{ME}/create-access-token"))]),
            ("trash", False, [])]),
        _entry("reversible", "create access token modal", new_token, [
            (t("action.save"), False, [fetch("POST", u(f"/profile/{ME}/create-access-token"),
                                             fields=[
                ("access_token_form[name]", "Phone app"),
                ("access_token_form[expiresAt]", "2027-08-19"),
                ("access_token_form[_token]", CSRF)])])]),
        _entry("revoke", "access token delete question", p.question(t("profile.api-token")), [
            (t("confirm"), True, [api("DELETE", f"/users/api-token/{TOKEN_ID}")])]),
        _entry("opens-prompt", "two-factor page", twofa, [(t("deactivate"), False, [])]),
        _entry("reversible", "two-factor deactivate question",
               p.question(t("profile.2fa"), t("deactivate") + "?"), [
            (t("confirm"), False, [form(u(f"/profile/{ME}/2fa_deactivate"),
                                        [("form[_token]", CSRF)])]),
            (t("cancel"), False, [])]),
        _entry("reversible", "roles and permissions", roles, [
            (t("yes"), False, [fetch("POST", u(f"/admin/permissions/roles/{ROLE}/view_customer"),
                                     {"token": CSRF, "value": False})]),
            ("trash", False, [])]),
        _entry("delete", "role delete question", p.question(t("roles")), [
            (t("confirm"), True, [api("DELETE", f"/users/roles/{ROLE}")])]),
        _entry("opens-prompt", "team row menu", team_menu, [
            (t("edit"), False, [fetch("GET", u(f"/admin/teams/{TEAM}/edit"))]),
            (t("copy"), False, [fetch("GET", u(f"/admin/teams/{TEAM}/duplicate"))]),
            (t("trash"), False, [])]),
        _entry("delete", "team delete question", p.question(t("teams")), [
            (t("confirm"), True, [api("DELETE", f"/teams/{TEAM}")])]),
        _entry("delete", "tag delete question", p.question(t("tags")), [
            (t("confirm"), True, [api("DELETE", f"/tags/{TAG}")])]),
        _entry("delete", "tags batch delete question", p.question(t("tags"), t("delete")), [
            (t("confirm"), True, [form(u("/admin/tags/multi-delete"), [
                ("multi_update_table[entities]", "4,6"),
                ("multi_update_table[_token]", CSRF)])])]),
        _entry("opens-prompt", "doctor log", doctor, [(t("delete"), False, [])]),
        _entry("delete", "doctor log delete question", p.question("Doctor"), [
            (t("confirm"), True, [form(u("/doctor/flush-log"), [("form[_token]", CSRF)])])]),
        _entry("reversible", "user menu", account, [
            (t("user_profile"), False, []),
            (t("Sign out", "TablerBundle"), False, [link(u("/logout"))])]),
        _entry("mail", "password reset page", reset, [
            (t("Reset your password", "TablerBundle"), True, [
                form(u("/resetting/send-email"), [("username", EMAIL), ("_csrf_token", CSRF)])]),
            (t("Back to login", "TablerBundle"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, locale: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language (``locale`` heads the app's paths)."""
    p = Page(t, locale)
    return [*timesheet_screens(p), *customer_screens(p), *invoice_screens(p),
            *user_screens(p)]  # fmt: skip

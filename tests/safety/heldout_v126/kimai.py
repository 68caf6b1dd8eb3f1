"""Kimai's screens for the hundred-and-twenty-sixth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
``translations/messages.<locale>.xlf`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

L = "/en"  # the locale prefix of every page route (written as English's in all languages)
ME, ME_NAME, USER, USER_NAME = "alice", "Alice Moreau", "maria", "Maria Lopez"
TIMESHEET, RUNNING, CUSTOMER, CUSTOMER_NAME = 7, 8, 5, "Harbour Logistics"
PROJECT, PROJECT_NAME, ACTIVITY, ACTIVITY_NAME = 4, "Website relaunch", 6, "Design"
INVOICE, INVOICE_NUMBER, TEMPLATE, TEMPLATE_NAME = 9, "2026-041", 2, "Standard"
DOCUMENT, DOCUMENT_NAME = 14, "company-invoice.docx"
TEAM, TEAM_NAME, TAG, TAG_NAME, TOKEN, TOKEN_NAME = 3, "Berlin office", 11, "urgent", 3, "Phone"
COMMENT, USER_ID, RATE, EXPORT_TEMPLATE = 12, 7, 2, 3
CSRF = "Xb7kQ2vN9pLm4TzW8cYb1HdF6sJa3GeU0nVoRiKq5w"  # made up; one per form in Symfony
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser (``form.submit()``): a urlencoded POST."""
    return {"request": f"POST {path}", "body": body(fields), "via": "form"}


def modal(path: str, fields: Fields) -> dict[str, str]:
    """A form in the remote modal: KimaiAjaxModalForm posts its FormData by fetch."""
    return {"request": f"POST {path}", "body": body(fields)}


def api(method: str, path: str, data: Any = None) -> Any:
    """KimaiAPI's fetch under /api: DELETE without a body, PATCH and POST with JSON."""
    if data is None:
        return f"{method} /api{path}"
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} /api{path}", "body": text}


def get(path: str) -> str:
    """KimaiAjaxModalForm loading a page into the modal (a fetch GET)."""
    return f"GET {L}{path}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kimai {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def question(t: Any, title: str, message: str | None = None) -> dict[str, Any]:
    """KimaiAlert.question: the message and its Confirm and Cancel buttons."""
    return {"title": title, "dialog": {"message": message or t("confirm.delete")},
            "items": [{"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip


def menu(title: str, rows: list[str], entries: list[str]) -> dict[str, Any]:
    """A row's open actions dropdown over its list page."""
    return {"title": title, "dialog": {}, "items": [
        *({"text": r} for r in rows), *({"menu": e} for e in entries)]}  # fmt: skip


def delete_modal(t: Any, title: str, name: str, used: bool, records: str = "14",
                 duration: str = "32:15") -> dict[str, Any]:  # fmt: skip
    """default/_form_delete_modal: the item's name, the warning (or "safely deleted"), the
    replacement select where it is in use, Delete and Close."""
    if used:
        warn = (t("delete_warning.short_stats", records=records, duration=duration) + " "
                + t("admin_entity.delete_confirm"))  # fmt: skip
        extra: list[dict[str, Any]] = [{"text": warn}, {"field": "replace", "hint": "",
                                                         "text": ""}]  # fmt: skip
    else:
        extra = [{"text": t("delete.not_in_use")}]
    return {"title": title, "dialog": {"title": t("confirm.delete")}, "items": [
        {"text": name}, *extra, {"button": t("delete")},
        {"button": t("action.close")}]}  # fmt: skip


def timesheet_screens(t: Any) -> list[dict[str, Any]]:
    """My times: a stopped and a running row's menus, the delete question, the edit modal and
    the batch delete."""
    title = t("my_times")
    rows = ["09:00 – 12:30", f"{PROJECT_NAME} – {ACTIVITY_NAME}"]
    stopped = menu(title, rows, [t("repeat"), t("edit"), t("copy"), t("trash")])
    running = menu(title, ["13:15 –", PROJECT_NAME], [t("stop"), t("edit"), t("copy"),
                                                        t("trash")])  # fmt: skip
    edit = {"title": title, "dialog": {"title": t("timesheet.edit")}, "items": [
        {"field": "description", "hint": t("description"), "text": "Landing page mock-ups"},
        {"field": "duration", "hint": t("duration"), "text": "3:30"},
        {"button": t("action.save")}, {"button": t("action.close")}]}  # fmt: skip
    batch = {"title": title, "items": [
        {"text": rows[1]}, {"switch": t("batch_table_checkbox_all")},
        {"button": t("edit")}, {"button": t("delete")}]}  # fmt: skip
    ts = f"{L}/timesheet"
    edit_body = [("timesheet_edit_form[begin_date]", "2026-08-20"),
                 ("timesheet_edit_form[begin_time]", "09:00"),
                 ("timesheet_edit_form[duration]", "3:30"),
                 ("timesheet_edit_form[project]", str(PROJECT)),
                 ("timesheet_edit_form[activity]", str(ACTIVITY)),
                 ("timesheet_edit_form[description]", "Landing page mock-ups"),
                 ("timesheet_edit_form[_token]", CSRF)]  # fmt: skip
    return [
        _entry("reversible", "timesheet row menu", stopped, [
            (t("repeat"), False, [api("PATCH", f"/timesheets/{TIMESHEET}/restart",
                                      '{"copy": "all"}')]),
            (t("edit"), False, [get(f"/timesheet/{TIMESHEET}/edit")]),
            (t("copy"), False, [get(f"/timesheet/{TIMESHEET}/duplicate")]),
            (t("trash"), False, [])]),
        _entry("reversible", "running timesheet row menu", running, [
            (t("stop"), False, [api("PATCH", f"/timesheets/{RUNNING}/stop", {})]),
            (t("trash"), False, [])]),
        _entry("delete", "timesheet delete question", question(t, title), [
            (t("confirm"), True, [api("DELETE", f"/timesheets/{TIMESHEET}")]),
            (t("cancel"), False, [])]),
        _entry("delete", "running timesheet delete question", question(t, title), [
            (t("confirm"), True, [api("DELETE", f"/timesheets/{RUNNING}")])]),
        _entry("reversible", "timesheet edit modal", edit, [
            (t("action.save"), False, [modal(f"{ts}/{TIMESHEET}/edit", edit_body)]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "timesheet batch bar", batch, [
            (t("delete"), False, [])]),
        _entry("delete", "timesheet batch delete question", question(t, title, t("delete")), [
            (t("confirm"), True, [form(f"{ts}/multi-delete", [
                ("multi_update_table[entities]", "7,12,15"),
                ("multi_update_table[_token]", CSRF)])]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def invoice_screens(t: Any) -> list[dict[str, Any]]:
    """Creating an invoice, the invoice list's row menus, its delete question, the mark-paid
    modal, the templates' and documents' delete questions."""
    create = {"title": t("invoices"), "items": [
        {"text": CUSTOMER_NAME}, {"text": "32:15"}, {"icon": t("preview")},
        {"icon": t("action.save")},
        {"field": "template", "hint": t("template"), "text": TEMPLATE_NAME},
        {"field": "invoiceDate", "hint": t("invoice_date"), "text": "2026-08-31"}]}  # fmt: skip
    rows = [INVOICE_NUMBER, CUSTOMER_NAME]
    new = menu(t("invoices"), rows, [t("edit"), t("download"), t("invoice.paid"),
                                     t("invoice.cancel"), t("trash")])  # fmt: skip
    paid = menu(t("invoices"), rows, [t("edit"), t("download"), t("invoice.pending"),
                                      t("invoice.cancel"), t("trash")])  # fmt: skip
    mark = {"title": t("invoices"), "dialog": {"title": INVOICE_NUMBER}, "items": [
        {"field": "status", "hint": t("status"), "text": t("invoice.paid")},
        {"field": "paymentDate", "hint": t("invoice.payment_date"), "text": "2026-09-02"},
        {"field": "comment", "hint": t("comment"), "text": ""},
        {"button": t("action.save")}, {"button": t("action.close")}]}  # fmt: skip
    templates = menu(t("invoices"), [TEMPLATE_NAME], [t("edit"), t("copy"), t("trash")])
    status = [("_token", CSRF)]
    inv = f"{L}/invoice"
    return [
        _entry("reversible", "create invoice page", create, [
            (t("action.save"), False, [form(f"{inv}/save-invoice/{CUSTOMER}", [
                ("daterange", "2026-08-01 - 2026-08-31"), ("customers[]", str(CUSTOMER)),
                ("template", str(TEMPLATE)), ("invoiceDate", "2026-08-31"),
                ("_token", CSRF)])]),
            (t("preview"), False, [])]),
        _entry("reversible", "new invoice row menu", new, [
            (t("invoice.paid"), False, [get(f"/invoice/mark-paid/{INVOICE}")]),
            (t("invoice.cancel"), False, [form(f"{inv}/change-status/{INVOICE}/canceled",
                                               status)]),
            (t("trash"), False, [])]),
        _entry("reversible", "paid invoice row menu", paid, [
            (t("invoice.pending"), False, [form(f"{inv}/change-status/{INVOICE}/pending",
                                                status)]),
            (t("download"), False, [])]),
        _entry("delete", "invoice delete question", question(t, t("invoices")), [
            (t("confirm"), True, [api("DELETE", f"/invoices/{INVOICE}")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "invoice mark-paid modal", mark, [
            (t("action.save"), False, [modal(f"{inv}/edit/{INVOICE}", [
                ("invoice_edit_form[comment]", ""), ("invoice_edit_form[status]", "paid"),
                ("invoice_edit_form[paymentDate]", "2026-09-02"),
                ("invoice_edit_form[_token]", CSRF)])]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "invoice template row menu", templates, [
            (t("copy"), False, [get(f"/invoice/template/create/{TEMPLATE}")]),
            (t("trash"), False, [])]),
        _entry("delete", "invoice template delete question", question(t, t("invoices")), [
            (t("confirm"), True, [api("DELETE", f"/invoices/templates/{TEMPLATE}")])]),
        _entry("delete", "export template delete question", question(t, t("export")), [
            (t("confirm"), True, [api("DELETE", f"/export/{EXPORT_TEMPLATE}")])]),
        _entry("delete", "invoice document delete question", question(t, t("invoices")), [
            (t("confirm"), True, [api("DELETE", f"/invoices/documents/{DOCUMENT}")])]),
    ]  # fmt: skip


def customer_screens(t: Any) -> list[dict[str, Any]]:
    """Customers, projects and activities: the row menus, the delete modals (in use and not),
    the customer edit modal, a customer's comment form and the comment delete question."""
    customers = menu(t("customers"), [CUSTOMER_NAME], [
        t("details"), t("edit"), t("permissions"), t("create-project"), t("projects"),
        t("activities"), t("trash")])  # fmt: skip
    projects = menu(t("projects"), [PROJECT_NAME, CUSTOMER_NAME], [
        t("details"), t("edit"), t("permissions"), t("activities"), t("create-activity"),
        t("copy"), t("trash")])  # fmt: skip
    activities = menu(t("activities"), [ACTIVITY_NAME, PROJECT_NAME], [
        t("details"), t("edit"), t("permissions"), t("create-timesheet"),
        t("trash")])  # fmt: skip
    edit = {"title": t("customers"), "dialog": {"title": CUSTOMER_NAME}, "items": [
        {"field": "name", "hint": t("name"), "text": CUSTOMER_NAME},
        {"field": "email", "hint": t("email"), "text": "office@harbour.example"},
        {"button": t("action.save")}, {"button": t("action.close")}]}  # fmt: skip
    comments = {"title": CUSTOMER_NAME, "items": [
        {"text": "Invoices go to the Hamburg office."},
        {"field": "message", "hint": t("placeholder.type_message"),
         "text": "Contract renewed until 2027."},
        {"button": t("comment")}]}  # fmt: skip
    admin = f"{L}/admin"

    def delete(what: str, item: int) -> list[dict[str, str]]:
        return [modal(f"{admin}/{what}/{item}/delete", [
            (f"form[{what}]", ""), ("form[_token]", CSRF)])]  # fmt: skip

    return [
        _entry("opens-prompt", "customer row menu", customers, [
            (t("trash"), False, [get(f"/admin/customer/{CUSTOMER}/delete")]),
            (t("edit"), False, [get(f"/admin/customer/{CUSTOMER}/edit")]),
            (t("permissions"), False, [get(f"/admin/customer/{CUSTOMER}/permissions")])]),
        _entry("delete", "customer delete modal (in use)",
               delete_modal(t, t("customers"), CUSTOMER_NAME, True), [
            (t("delete"), True, delete("customer", CUSTOMER)),
            (t("action.close"), False, [])]),
        _entry("reversible", "customer edit modal", edit, [
            (t("action.save"), False, [modal(f"{admin}/customer/{CUSTOMER}/edit", [
                ("customer_edit_form[name]", CUSTOMER_NAME),
                ("customer_edit_form[email]", "office@harbour.example"),
                ("customer_edit_form[_token]", CSRF)])]),
            (t("action.close"), False, [])]),
        _entry("reversible", "customer comments", comments, [
            (t("comment"), False, [form(f"{admin}/customer/{CUSTOMER}/comment_add", [
                ("customer_comment_form[message]", "Contract renewed until 2027."),
                ("customer_comment_form[_token]", CSRF)])])]),
        _entry("delete", "customer comment delete question", question(t, CUSTOMER_NAME), [
            (t("confirm"), True, [api("DELETE", f"/customers/{CUSTOMER}/comments/{COMMENT}")])]),
        _entry("delete", "customer rate delete question", question(t, CUSTOMER_NAME), [
            (t("confirm"), True, [api("DELETE", f"/customers/{CUSTOMER}/rates/{RATE}")])]),
        _entry("delete", "project rate delete question", question(t, PROJECT_NAME), [
            (t("confirm"), True, [api("DELETE", f"/projects/{PROJECT}/rates/{RATE + 1}")])]),
        _entry("delete", "activity rate delete question", question(t, ACTIVITY_NAME), [
            (t("confirm"), True, [api("DELETE", f"/activities/{ACTIVITY}/rates/{RATE + 2}")])]),
        _entry("delete", "project comment delete question", question(t, PROJECT_NAME), [
            (t("confirm"), True, [api("DELETE", f"/projects/{PROJECT}/comments/{COMMENT + 1}")])]),
        _entry("reversible", "project row menu", projects, [
            (t("copy"), False, [api("POST", f"/projects/{PROJECT}/duplicate", {})]),
            (t("trash"), False, [get(f"/admin/project/{PROJECT}/delete")])]),
        _entry("delete", "project delete modal (in use)",
               delete_modal(t, t("projects"), PROJECT_NAME, True, "9", "21:40"), [
            (t("delete"), True, delete("project", PROJECT)),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "activity row menu", activities, [
            (t("trash"), False, [get(f"/admin/activity/{ACTIVITY}/delete")]),
            (t("create-timesheet"), False, [
                get(f"/team/timesheet/create?activity={ACTIVITY}&project={PROJECT}")])]),
        _entry("delete", "activity delete modal (not in use)",
               delete_modal(t, t("activities"), ACTIVITY_NAME, False), [
            (t("delete"), True, delete("activity", ACTIVITY)),
            (t("action.close"), False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Users and teams: a user's row menu and delete modal, the password page, the API access
    page with its token delete question and create modal, the 2FA page and its deactivate
    question, the teams and tags lists and their delete questions, the user menu."""
    users = menu(t("users"), [USER_NAME], [
        t("profile-stats"), t("profile.password"), t("profile.api-token"), t("teams"),
        t("trash")])  # fmt: skip
    password = {"title": USER_NAME, "items": [
        {"field": "first", "hint": t("password"), "text": "••••••••••••"},
        {"field": "second", "hint": t("password_repeat"), "text": "••••••••••••"},
        {"button": t("action.save")}]}  # fmt: skip
    tokens = {"title": ME_NAME, "items": [
        {"text": t("api_password.intro")}, {"button": t("create")},
        {"link": t("help")}, {"text": TOKEN_NAME}, {"text": "2026-12-31"},
        {"icon": t("trash")}]}  # fmt: skip
    new_token = {"title": ME_NAME, "dialog": {"title": t("profile.api-token")}, "items": [
        {"field": "name", "hint": t("name"), "text": "Laptop sync", "focused": True},
        {"field": "expiresAt", "hint": t("expires"), "text": "2027-01-31"},
        {"button": t("action.save")}, {"button": t("action.close")}]}  # fmt: skip
    twofa = {"title": ME_NAME, "items": [
        {"text": t("activated")}, {"button": t("deactivate")}]}  # fmt: skip
    teams = menu(t("teams"), [TEAM_NAME], [t("edit"), t("copy"), t("trash")])
    tags = menu(t("tags"), [TAG_NAME], [t("edit"), t("timesheet.filter"), t("trash")])
    account = {"title": t("menu.homepage"), "dialog": {}, "items": [
        {"menu": t("user_profile")}, {"menu": t("logout")}]}  # fmt: skip
    reset = {"title": t("menu.homepage"), "items": [
        {"button": t("action.save")}, {"button": t("widget_add")},
        {"button": t("action.reset")}]}  # fmt: skip
    profile = f"{L}/profile"
    return [
        _entry("opens-prompt", "user row menu", users, [
            (t("trash"), False, [get(f"/admin/user/{USER_ID}/delete")]),
            (t("profile.password"), False, [])]),
        _entry("delete-user", "user delete modal (in use)",
               delete_modal(t, t("users"), USER_NAME, True, "212", "1604:30"), [
            (t("delete"), True, [modal(f"{L}/admin/user/{USER_ID}/delete", [
                ("form[user]", ""), ("form[_token]", CSRF)])]),
            (t("action.close"), False, [])]),
        _entry("reversible", "user password page", password, [
            (t("action.save"), False, [form(f"{profile}/{USER}/password", [
                ("user_password[plainPassword][first]", "harbour-tide-42"),
                ("user_password[plainPassword][second]", "harbour-tide-42"),
                ("user_password[_token]", CSRF)])])]),
        _entry("opens-prompt", "api access page", tokens, [
            (t("create"), False, [get(f"/profile/{ME}/create-access-token")]),
            (t("trash"), False, [])]),
        _entry("revoke", "api token delete question", question(t, ME_NAME), [
            (t("confirm"), True, [api("DELETE", f"/users/api-token/{TOKEN}")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "create api token modal", new_token, [
            (t("action.save"), False, [modal(f"{profile}/{ME}/create-access-token", [
                ("access_token_form[name]", "Laptop sync"),
                ("access_token_form[expiresAt]", "2027-01-31"),
                ("access_token_form[_token]", CSRF)])]),
            (t("action.close"), False, [])]),
        _entry("opens-prompt", "two-factor page", twofa, [(t("deactivate"), False, [])]),
        _entry("reversible", "two-factor deactivate question",
               question(t, ME_NAME, t("deactivate") + "?"), [
            (t("confirm"), False, [form(f"{profile}/{ME}/2fa_deactivate",
                                        [("form[_token]", CSRF)])]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "team row menu", teams, [
            (t("trash"), False, []),
            (t("copy"), False, [get(f"/admin/teams/{TEAM}/duplicate")])]),
        _entry("delete", "team delete question", question(t, t("teams")), [
            (t("confirm"), True, [api("DELETE", f"/teams/{TEAM}")])]),
        _entry("opens-prompt", "tag row menu", tags, [(t("trash"), False, [])]),
        _entry("delete", "tag delete question", question(t, t("tags")), [
            (t("confirm"), True, [api("DELETE", f"/tags/{TAG}")])]),
        _entry("opens-prompt", "dashboard edit page", reset, [
            (t("action.reset"), False, []), (t("widget_add"), False, [])]),
        _entry("reversible", "dashboard reset question", question(t, t("menu.homepage")), [
            (t("confirm"), False, [api("DELETE", "/dashboard/widgets")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "user menu", account, [
            (t("logout"), False, [{"request": f"GET {L}/logout", "via": "link"}]),
            (t("user_profile"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*timesheet_screens(t), *invoice_screens(t), *customer_screens(t),
            *user_screens(t)]  # fmt: skip

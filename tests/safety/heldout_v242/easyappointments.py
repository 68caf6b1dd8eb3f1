"""Easy!Appointments' screens for the two-hundred-and-forty-second held-out corpus: ``screens(t)``
lays them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``application/language/<language>/translations_lang.php`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote, quote_plus, urlencode

ORIGIN = "https://book.harbourside-physio.example"  # base_url: the host the app is served on
SITE = "/index.php/"  # site_url(): base_url, index_page ("index.php"), the URI
CSRF = "5e8f1c2a9b7d4e6f0a3c8b1d2e4f6a7c"  # made up; vars('csrf_token'), the csrf_cookie's hash
COMPANY = "Harbourside Physio"
ADMIN = "Maria Lopez"  # the admin logged in to the backend
PROVIDER, PROVIDER_NAME, PROVIDER_MAIL = "4", "Jonas Berg", "jonas.berg@harbourside-physio.example"
SERVICE, SERVICE_NAME = "2", "Sports Massage"  # 60 minutes, 55.00 EUR
TZ, TZ_LABEL = "Europe/Berlin", "Berlin (+1:00)"  # Timezones: the option's label
WEEK = ("2026-06-14", "2026-06-21")  # the calendar's week view (first weekday Sunday)
APPOINTMENT, CUSTOMER, CUSTOMER_NAME = "57", "12", "Anna Weber"
UNAVAILABILITY = "61"
NEW_HASH = "Vb3nT8qL1wZc"  # the hash booking/register answers with
OWN, OWN_HASH = 63, "k7Qm2Xp9Rt4B"  # the appointment the booking page manages
OWN_CUSTOMER, CUSTOMER_TOKEN = 18, "3f8a2c6d9e1b4f7a8c0d2e5b6a9f1c3d"  # the token is made up
WORKING_PLAN = {
    "sunday": None,
    **{
        day: {"start": "08:00", "end": "18:00", "breaks": [{"start": "12:30", "end": "13:00"}]}
        for day in ("monday", "tuesday", "wednesday", "thursday", "friday")
    },
    "saturday": {"start": "09:00", "end": "13:00", "breaks": []},
}
Act = tuple[str, bool, list[Any]]


class Unset:
    """A JavaScript ``undefined``: ``$.param`` writes it as an empty value, ``JSON.stringify``
    leaves its key out (a custom field the settings do not display has no input)."""


UNSET = Unset()
NO_CUSTOM_FIELDS = {f"custom_field_{i}": UNSET for i in range(1, 6)}


def _uri(text: str) -> str:
    """JavaScript's encodeURIComponent."""
    return quote(text, safe="!'()*~")


def jquery_param(data: dict[str, Any]) -> str:
    """jQuery 3's ``$.param`` of a ``$.post`` body (``processData``): nested objects as
    ``a[b][c]``, arrays of objects as ``a[0][b]``, ``null`` and ``undefined`` empty, ``%20`` as
    ``+``."""
    parts: list[str] = []

    def add(key: str, value: Any) -> None:
        if value is None or isinstance(value, Unset):
            text = ""
        elif isinstance(value, bool):
            text = "true" if value else "false"
        else:
            text = str(value)
        parts.append(f"{_uri(key)}={_uri(text)}")

    def build(prefix: str, value: Any) -> None:
        if isinstance(value, list):
            for i, item in enumerate(value):
                if prefix.endswith("[]"):
                    add(prefix, item)
                else:
                    build(f"{prefix}[{i if isinstance(item, (dict, list)) else ''}]", item)
        elif isinstance(value, dict):
            for key, item in value.items():
                build(f"{prefix}[{key}]", item)
        else:
            add(prefix, value)

    for key, value in data.items():
        build(key, value)
    return "&".join(parts).replace("%20", "+")


def json_round_trip(value: Any) -> Any:
    """``JSON.parse(JSON.stringify(value))``: ``undefined`` members dropped."""
    if isinstance(value, dict):
        return {k: json_round_trip(v) for k, v in value.items() if not isinstance(v, Unset)}
    if isinstance(value, list):
        return [json_round_trip(v) for v in value]
    return value


def post(uri: str, data: dict[str, Any]) -> dict[str, str]:
    """``$.post(App.Utils.Url.siteUrl(uri), data)``: the CSRF token first, then the data."""
    return {"request": f"POST {SITE}{uri}", "body": jquery_param({"csrf_token": CSRF, **data})}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location.href = ...`` or a new tab."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """An HTML form posted by the browser (urlencoded)."""
    body = "&".join(f"{quote_plus(n, safe='*')}={quote_plus(v, safe='*')}" for n, v in fields)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def search(page: str, keyword: str = "") -> dict[str, str]:
    """A record page's filter(): ``search(keyword, 20)`` with no offset and no order."""
    return post(f"{page}/search", {"keyword": keyword, "limit": 20, "offset": None,
                                   "order_by": UNSET})  # fmt: skip


RELOAD = post("calendar/get_calendar_appointments", {
    "record_id": PROVIDER, "start_date": WEEK[0], "end_date": WEEK[1],
    "filter_type": "provider"})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"easyappointments {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page_title(t: Any, key: str) -> str:
    """The backend and account layouts' ``<title>``: the page's title and the app's name."""
    return f"{t(key)} | Easy!Appointments"


def message(page: str, title: str, text: str, buttons: list[str],
            extra: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:  # fmt: skip
    """App.Utils.Message.show(): a Bootstrap modal over its page, its ``h5`` title, its close
    button (``aria-label="Close"``, in English), its message and its buttons."""
    return {"title": page, "dialog": {"title": title, "message": text},
            "items": [{"icon": "Close"}, *extra, *({"button": b} for b in buttons)]}  # fmt: skip


def popup(page: str, items: list[dict[str, Any]], title: str = "") -> dict[str, Any]:
    """An open dropdown menu or popover over its page."""
    return {"title": page, "dialog": {"title": title} if title else {}, "items": items}


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The backend's header and its user menu."""
    calendar = page_title(t, "calendar")
    header = {"title": calendar, "items": [
        {"text": "EASY!APPOINTMENTS"}, {"link": t("calendar")}, {"link": t("customers")},
        {"link": t("services")}, {"link": t("users")}, {"link": ADMIN}]}  # fmt: skip
    menu = popup(calendar, [
        {"menu": t("settings")}, {"menu": t("account")}, {"menu": t("about")},
        {"menu": "Premium"}, {"menu": t("booking")}, {"menu": t("log_out")}])  # fmt: skip
    return [
        _entry("reversible", "header", header, [
            (t("customers"), False, [link(f"{SITE}customers")]),
            (t("services"), False, [])]),
        _entry("reversible", "user menu", menu, [
            (t("settings"), False, [link(f"{SITE}general_settings")]),
            (t("log_out"), False, [link(f"{SITE}logout")])]),
    ]  # fmt: skip


def calendar_screens(t: Any) -> list[dict[str, Any]]:
    """The calendar's toolbar, its add and sync menus, the sync's disabling, an appointment's
    popover and its deletion, the appointment modal and its notification questions, the
    conflict question, an unavailability's popover and the unavailability modal."""
    calendar = page_title(t, "calendar")
    toolbar = {"title": calendar, "items": [
        {"text": PROVIDER_NAME}, {"button": t("synchronize")}, {"button": "Toggle Dropdown"},
        {"icon": t("reload_appointments_hint")}, {"icon": t("table")}]}  # fmt: skip
    add = popup(calendar, [
        {"menu": t("appointment")}, {"menu": t("unavailability")},
        {"menu": t("working_plan_exception")}])  # fmt: skip
    sync = popup(calendar, [{"menu": t("disable_sync")}])
    disable = message(calendar, t("disable_sync"), t("disable_sync_prompt"),
                      [t("cancel"), t("confirm")])  # fmt: skip
    event = f"{CUSTOMER_NAME} - {SERVICE_NAME}"
    appointment = popup(calendar, [
        {"text": f"{t('start')} 16/06/2026 10:00"}, {"text": f"{t('end')} 16/06/2026 11:00"},
        {"text": f"{t('timezone')} {TZ_LABEL}"}, {"text": f"{t('status')} Booked"},
        {"text": f"{t('service')} {SERVICE_NAME}"}, {"text": f"{t('provider')} {PROVIDER_NAME}"},
        {"text": f"{t('customer')} {CUSTOMER_NAME}"},
        {"text": f"{t('email')} anna.weber@example.org"},
        {"text": f"{t('phone')} +49 30 5550 1234"}, {"text": f"{t('notes')} -"},
        {"button": t("close")}, {"button": t("delete")}, {"button": t("edit")}],
        title=event)  # fmt: skip
    notify = t("notify_users_on_delete_question")
    ask_delete = message(calendar, t("delete_appointment_title"), notify,
                         [t("cancel"), t("no"), t("yes")])  # fmt: skip
    reason = "Your therapist is ill that day, please book another slot."
    reason_field = {"field": "cancellation-reason", "hint": "", "text": reason}
    write_reason = message(calendar, t("delete_appointment_title"),
                           t("write_appointment_removal_reason"), [t("cancel"), t("delete")],
                           [reason_field])  # fmt: skip

    def delete(text: str, notify_users: int) -> list[Any]:
        return [post("calendar/delete_appointment", {
            "appointment_id": APPOINTMENT, "cancellation_reason": text or None,
            "notify_users": notify_users}), RELOAD]  # fmt: skip

    modal = popup(calendar, [
        {"text": t("appointment_details_title")}, {"text": SERVICE_NAME},
        {"text": PROVIDER_NAME}, {"text": "Booked"},
        {"field": "start-datetime", "hint": t("start_date_time"), "text": "18/06/2026 15:00"},
        {"field": "end-datetime", "hint": t("end_date_time"), "text": "18/06/2026 16:00"},
        {"text": t("customer_details_title")}, {"button": t("new")}, {"button": t("select")},
        {"field": "first-name", "hint": t("first_name"), "text": "Paul"},
        {"field": "last-name", "hint": t("last_name"), "text": "Richter"},
        {"field": "email", "hint": t("email"), "text": "paul.richter@example.org"},
        {"field": "phone-number", "hint": t("phone_number"), "text": "+49 30 5550 7788"},
        {"button": t("cancel")}, {"button": t("save")}],
        title=t("new_appointment_title"))  # fmt: skip
    new = {"id_services": SERVICE, "id_users_provider": PROVIDER,
           "start_datetime": "2026-06-18 15:00:00", "end_datetime": "2026-06-18 16:00:00",
           "location": "", "meeting_link": "", "color": "#7cbae8", "status": "Booked",
           "notes": "", "is_unavailability": 0}  # fmt: skip
    new_customer = {"first_name": "Paul", "last_name": "Richter",
                    "email": "paul.richter@example.org", "phone_number": "+49 30 5550 7788",
                    "address": "", "city": "", "zip_code": "", "language": "english",
                    "timezone": TZ, "notes": "", **NO_CUSTOM_FIELDS}  # fmt: skip
    moved = {"id_services": SERVICE, "id_users_provider": PROVIDER,
             "start_datetime": "2026-06-17 09:00:00", "end_datetime": "2026-06-17 10:00:00",
             "location": "", "meeting_link": "", "color": "#7cbae8", "status": "Rescheduled",
             "notes": "", "is_unavailability": 0, "id": APPOINTMENT,
             "id_users_customer": CUSTOMER}  # fmt: skip
    anna = {"first_name": "Anna", "last_name": "Weber", "email": "anna.weber@example.org",
            "phone_number": "+49 30 5550 1234", "address": "Lindenstrasse 8", "city": "Berlin",
            "zip_code": "10969", "language": "english", "timezone": TZ,
            "notes": "Prefers morning slots.", **NO_CUSTOM_FIELDS, "id": CUSTOMER}  # fmt: skip

    def save(appointment: dict[str, Any], customer: dict[str, Any], notify_users: int,
             force: int = 0) -> list[Any]:  # fmt: skip
        return [post("calendar/save_appointment", {
            "appointment_data": appointment, "notify_users": notify_users, "force_save": force,
            "customer_data": customer}), RELOAD]  # fmt: skip

    question = t("notify_users_on_create_question")
    ask_new = message(calendar, t("new_appointment_title"), question, [t("no"), t("yes")])
    ask_update = message(calendar, t("appointment_update"),
                         t("notify_users_on_update_question"), [t("no"), t("yes")])  # fmt: skip
    conflict = message(calendar, t("appointment_update"), " ".join([
        t("provider_has_conflicting_appointment"), t("would_you_like_to_proceed")]),
        [t("cancel"), t("proceed")])  # fmt: skip
    off = f"{t('unavailability')} - Training course"
    unavailable = popup(calendar, [
        {"text": f"{t('provider')} {PROVIDER_NAME}"},
        {"text": f"{t('start')} 19/06/2026 13:00"}, {"text": f"{t('end')} 19/06/2026 17:00"},
        {"text": f"{t('notes')} Training course"}, {"button": t("close")},
        {"button": t("delete")}, {"button": t("edit")}], title=off)  # fmt: skip
    new_off = popup(calendar, [
        {"text": PROVIDER_NAME},
        {"field": "unavailability-start", "hint": t("start"), "text": "19/06/2026 13:00"},
        {"field": "unavailability-end", "hint": t("end"), "text": "19/06/2026 17:00"},
        {"field": "unavailability-notes", "hint": t("notes"), "text": "Training course"},
        {"button": t("cancel")}, {"button": t("save")}],
        title=t("new_unavailability_title"))  # fmt: skip
    return [
        _entry("reversible", "calendar toolbar", toolbar, [
            (t("synchronize"), False, [f"GET {SITE}google/sync/{PROVIDER}", RELOAD]),
            (t("reload_appointments_hint"), False, [RELOAD])]),
        _entry("opens-prompt", "calendar add menu", add, [
            (t("appointment"), False, []), (t("unavailability"), False, [])]),
        _entry("opens-prompt", "calendar sync menu", sync, [(t("disable_sync"), False, [])]),
        _entry("revoke", "disable sync question", disable, [
            (t("confirm"), True, [post("google/disable_provider_sync",
                                       {"provider_id": PROVIDER})]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "appointment popover", appointment, [
            (t("delete"), False, []), (t("edit"), False, [])]),
        _entry("delete", "delete appointment notify question", ask_delete, [
            (t("no"), True, delete("", 0)), (t("yes"), False, []), (t("cancel"), False, [])]),
        _entry("delete", "delete appointment reason", write_reason, [
            (t("delete"), True, delete(reason, 1)), (t("cancel"), False, [])]),
        _entry("opens-prompt", "new appointment modal", modal, [(t("save"), False, [])]),
        _entry("send", "new appointment notify question", ask_new, [
            (t("yes"), True, save(new, new_customer, 1)),
            (t("no"), False, save(new, new_customer, 0))]),
        _entry("send", "edited appointment notify question", ask_update, [
            (t("yes"), True, save(moved, anna, 1)), (t("no"), False, save(moved, anna, 0))]),
        _entry("reversible", "appointment conflict question", conflict, [
            (t("proceed"), False, save(new, new_customer, 0, force=1))]),
        _entry("delete", "unavailability popover", unavailable, [
            (t("delete"), True, [post("calendar/delete_unavailability",
                                      {"unavailability_id": UNAVAILABILITY}), RELOAD]),
            (t("edit"), False, [])]),
        _entry("reversible", "new unavailability modal", new_off, [
            (t("save"), False, [post("calendar/save_unavailability", {"unavailability": {
                "start_datetime": "2026-06-19 13:00:00", "end_datetime": "2026-06-19 17:00:00",
                "notes": "Training course", "id_users_provider": PROVIDER}}), RELOAD])]),
    ]  # fmt: skip


def record_screens(t: Any) -> list[dict[str, Any]]:
    """The customers page (its filter, a customer being edited, its deletion), the deletion
    questions of a service, a category, a provider and an admin, and a new webhook and a
    webhook's deletion."""
    customers = page_title(t, "customers")
    listing = {"title": customers, "items": [
        {"button": t("add")}, {"field": "keyword", "hint": "", "text": "weber"},
        {"icon": t("filter")}, {"text": t("customers")}]}  # fmt: skip
    editing = {"title": customers, "items": [
        {"button": t("save")}, {"button": t("cancel")}, {"button": t("delete")},
        {"text": t("details")},
        {"field": "first-name", "hint": t("first_name"), "text": "Anna"},
        {"field": "last-name", "hint": t("last_name"), "text": "Weber"},
        {"field": "email", "hint": t("email"), "text": "anna.weber@example.org"},
        {"field": "address", "hint": t("address"), "text": "Oranienstrasse 25"},
        {"text": t("appointments")}]}  # fmt: skip
    anna = {"first_name": "Anna", "last_name": "Weber", "email": "anna.weber@example.org",
            "phone_number": "+49 30 5550 1234", "address": "Oranienstrasse 25", "city": "Berlin",
            "zip_code": "10997", "notes": "Prefers morning slots.", "timezone": TZ,
            "language": "english", **NO_CUSTOM_FIELDS, "ldap_dn": UNSET,
            "id": CUSTOMER}  # fmt: skip
    prompt = t("delete_record_prompt")

    def confirm(page: str, key: str) -> dict[str, Any]:
        return message(page_title(t, page), t(key), prompt, [t("cancel"), t("delete")])

    webhooks = page_title(t, "webhooks")
    webhook = {"title": webhooks, "items": [
        {"button": t("save")}, {"button": t("cancel")},
        {"field": "name", "hint": t("name"), "text": "CRM sync"},
        {"field": "url", "hint": t("url"),
         "text": "https://crm.example.net/hooks/easyappointments"},
        {"field": "secret-header", "hint": t("secret_header"), "text": "X-Ea-Token"},
        {"field": "secret-token", "hint": t("secret_token"), "text": "wh-7c1e9a44"},
        {"switch": t("appointment_save"), "checked": True},
        {"switch": t("appointment_delete"), "checked": True},
        {"switch": t("verify_ssl"), "checked": True}]}  # fmt: skip
    new_webhook = {"name": "CRM sync", "url": "https://crm.example.net/hooks/easyappointments",
                   "actions": "appointment_save,appointment_delete",
                   "secret_header": "X-Ea-Token", "secret_token": "wh-7c1e9a44",
                   "is_ssl_verified": 1, "notes": ""}  # fmt: skip

    def destroy(page: str, field: str, record: str) -> list[Any]:
        return [post(f"{page}/destroy", {field: record}), search(page)]

    return [
        _entry("reversible", "customers filter", listing, [
            (t("filter"), False, [search("customers", "weber")])]),
        _entry("reversible", "customer being edited", editing, [
            (t("save"), False, [post("customers/update", {"customer": anna}),
                                search("customers")]),
            (t("delete"), False, [])]),
        _entry("delete", "delete customer question", confirm("customers", "delete_customer"), [
            (t("delete"), True, destroy("customers", "customer_id", CUSTOMER)),
            (t("cancel"), False, [])]),
        _entry("delete", "delete service question", confirm("services", "delete_service"), [
            (t("delete"), True, destroy("services", "service_id", "5")),
            (t("cancel"), False, [])]),
        _entry("delete", "delete category question", confirm(
            "service_categories", "delete_service_category"), [
            (t("delete"), True, destroy("service_categories", "service_category_id", "3"))]),
        _entry("delete-user", "delete provider question", confirm(
            "providers", "delete_provider"), [
            (t("delete"), True, destroy("providers", "provider_id", "6")),
            (t("cancel"), False, [])]),
        _entry("delete-user", "delete admin question", confirm("admins", "delete_admin"), [
            (t("delete"), True, destroy("admins", "admin_id", "9"))]),
        _entry("reversible", "new webhook", webhook, [
            (t("save"), False, [post("webhooks/store", {"webhook": new_webhook}),
                                search("webhooks")])]),
        _entry("delete", "delete webhook question", confirm("webhooks", "delete_webhook"), [
            (t("delete"), True, destroy("webhooks", "webhook_id", "3"))]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The general settings (with a logo and a colour, then saved without), the business logic
    page and its working plan question, the API settings with a new token."""
    settings = page_title(t, "settings")
    with_logo = {"title": settings, "items": [
        {"text": t("general_settings")}, {"button": t("save")},
        {"field": "company-name", "hint": t("company_name"), "text": COMPANY},
        {"text": t("company_logo")}, {"button": t("remove")}, {"text": t("company_color")},
        {"button": t("reset")}]}  # fmt: skip
    plain = {"title": settings, "items": [
        {"text": t("general_settings")}, {"button": t("save")},
        {"field": "company-name", "hint": t("company_name"), "text": COMPANY},
        {"field": "company-email", "hint": t("company_email"),
         "text": "desk@harbourside-physio.example"},
        {"text": t("company_logo")}, {"text": t("company_color")}]}  # fmt: skip
    general = [("company_name", COMPANY), ("company_email", "desk@harbourside-physio.example"),
               ("company_link", "https://harbourside-physio.example"), ("company_logo", ""),
               ("company_color", "#ffffff"), ("theme", "default"), ("date_format", "DMY"),
               ("time_format", "military"), ("first_weekday", "sunday"),
               ("default_language", "english"), ("default_timezone", TZ),
               ("company_logo", "")]  # fmt: skip
    business = {"title": settings, "items": [
        {"text": t("business_logic")}, {"button": t("save")}, {"text": t("working_plan")},
        {"button": t("apply_to_all_providers")}, {"text": t("breaks")},
        {"button": t("add_break")}]}  # fmt: skip
    overwrite = message(settings, t("working_plan"), t("overwrite_existing_working_plans"),
                        [t("cancel"), "OK"])  # fmt: skip
    token = "f6d1c94b0e2a7358b4c9e01d"
    api = {"title": page_title(t, "api"), "items": [
        {"text": t("api")}, {"link": t("back")}, {"button": t("save")},
        {"field": "api-token", "hint": t("api_token"), "text": token},
        {"text": t("api_token_hint")}]}  # fmt: skip
    plan = json.dumps(WORKING_PLAN, separators=(",", ":"))
    return [
        _entry("reversible", "general settings with a logo", with_logo, [
            (t("remove"), False, []), (t("reset"), False, [])]),
        _entry("reversible", "general settings", plain, [
            (t("save"), False, [post("general_settings/save", {"general_settings": [
                {"name": n, "value": v} for n, v in general]})])]),
        _entry("opens-prompt", "business logic", business, [
            (t("apply_to_all_providers"), False, [])]),
        _entry("overwrite", "working plan question", overwrite, [
            ("OK", True, [post("business_settings/apply_global_working_plan",
                               {"working_plan": plan})]),
            (t("cancel"), False, [])]),
        _entry("revoke", "api settings with a new token", api, [
            (t("save"), True, [post("api_settings/save", {"api_settings": [
                {"name": "api_token", "value": token}]})]),
            (t("back"), False, [link(f"{SITE}integrations")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login page and the password recovery page."""
    login = {"title": page_title(t, "login"), "items": [
        {"text": t("backend_section")}, {"text": t("you_need_to_login")},
        {"field": "username", "hint": t("enter_username_here"), "text": "maria"},
        {"field": "password", "hint": t("enter_password_here"), "text": "Harbour-Desk-2026"},
        {"button": t("login")}, {"link": t("forgot_your_password")}]}  # fmt: skip
    recovery = {"title": page_title(t, "forgot_your_password"), "items": [
        {"text": t("forgot_your_password")}, {"text": t("type_username_and_email_for_reset_link")},
        {"field": "username", "hint": t("enter_username_here"), "text": "maria"},
        {"field": "email", "hint": t("enter_email_here"),
         "text": "maria.lopez@harbourside-physio.example"},
        {"button": t("send_reset_link")}, {"link": t("go_to_login")}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("login"), False, [post("login/validate", {
                "username": "maria", "password": "Harbour-Desk-2026"}),
                link(f"{SITE}calendar")]),
            (t("forgot_your_password"), False, [link(f"{SITE}recovery")])]),
        _entry("reversible", "password recovery page", recovery, [
            (t("send_reset_link"), False, [post("recovery/perform", {
                "username": "maria", "email": "maria.lopez@harbourside-physio.example"})])]),
    ]  # fmt: skip


def booking_screens(t: Any) -> list[dict[str, Any]]:
    """The public booking page: its confirmation step, the page of an appointment being
    managed (its two deletions and their questions, the rescheduled confirmation step) and
    the success page."""
    title = f"{t('page_title')} {COMPANY} | Easy!Appointments"

    def final(customer: str, mail: str, phone: str, when: str, button: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("appointment_confirmation")}, {"text": SERVICE_NAME},
            {"text": PROVIDER_NAME}, {"text": when}, {"text": f"60 {t('minutes')}"},
            {"text": TZ_LABEL}, {"text": "55.00 EUR"}, {"text": t("contact_info")},
            {"text": customer}, {"text": mail}, {"text": phone}, {"button": t("back")},
            {"button": t(button)}]}  # fmt: skip

    new = final("Sofia Marino", "sofia.marino@example.org", "+49 30 5550 4321",
                "18/06/2026 15:00", "confirm")  # fmt: skip
    sofia = {"last_name": "Marino", "first_name": "Sofia", "email": "sofia.marino@example.org",
             "phone_number": "+49 30 5550 4321", "address": "", "city": "", "zip_code": "",
             "timezone": TZ, **NO_CUSTOM_FIELDS}  # fmt: skip

    def register(start: str, end: str, manage: bool) -> dict[str, Any]:
        customer = {**sofia, **({"id": OWN_CUSTOMER} if manage else {})}
        appointment = {"start_datetime": start, "end_datetime": end, "notes": "",
                       "is_unavailability": False, "id_users_provider": PROVIDER,
                       "id_services": SERVICE, **({"id": OWN} if manage else {})}  # fmt: skip
        post_data = {"customer": customer, "appointment": appointment, "manage_mode": int(manage)}
        data: dict[str, Any] = {"post_data": json_round_trip(post_data)}
        if manage:
            data["exclude_appointment_id"] = OWN
        return post("booking/register", data)

    managed = {"title": title, "items": [
        {"text": t("cancel_appointment_hint")},
        {"button": t("delete"), "rid": "cancel-appointment"},
        {"text": t("delete_personal_information_hint")},
        {"button": t("delete"), "rid": "delete-personal-information"}]}  # fmt: skip
    reason = "I have to travel that week."
    cancel = message(title, t("cancel_appointment_title"), t("write_appointment_removal_reason"),
                     [t("close"), t("confirm")],
                     [{"field": "cancellation-reason", "hint": "", "text": reason}])  # fmt: skip
    forget_text = t("delete_personal_information_prompt")
    forget = message(title, t("delete_personal_information"), forget_text,
                     [t("cancel"), t("delete")])  # fmt: skip
    moved = final("Sofia Marino", "sofia.marino@example.org", "+49 30 5550 4321",
                  "19/06/2026 09:00", "update")  # fmt: skip
    google = "https://calendar.google.com/calendar/render?" + urlencode({
        "action": "TEMPLATE", "text": SERVICE_NAME, "dates": "20260618T130000Z/20260618T140000Z",
        "location": COMPANY,
        "details": f"View/Change Appointment: {ORIGIN}{SITE}booking/reschedule/{NEW_HASH}",
    }) + "".join(f"&add={quote(m, safe='')}" for m in (
        PROVIDER_MAIL, "sofia.marino@example.org"))  # fmt: skip
    success = {"title": f"{t('success')} | Easy!Appointments", "items": [
        {"text": t("appointment_registered")}, {"text": t("appointment_details_was_sent_to_you")},
        {"text": t("check_spam_folder")}, {"link": t("go_to_booking_page")},
        {"link": t("add_to_google_calendar")}]}  # fmt: skip
    return [
        _entry("book", "booking confirmation step", new, [
            (t("confirm"), True, [
                register("2026-06-18 15:00:00", "2026-06-18 16:00:00", False),
                link(f"{SITE}booking_confirmation/of/{NEW_HASH}")]),
            (t("back"), False, [])]),
        _entry("opens-prompt", "managed appointment", managed, [
            ("cancel-appointment", False, []), ("delete-personal-information", False, [])]),
        _entry("delete", "cancel appointment question", cancel, [
            (t("confirm"), True, [form(f"{SITE}booking_cancellation/of/{OWN_HASH}",
                                       [("cancellation_reason", reason)])])]),
        _entry("delete-user", "delete personal information question", forget, [
            (t("delete"), True, [post("privacy/delete_personal_information",
                                      {"customer_token": CUSTOMER_TOKEN}), link("/")]),
            (t("cancel"), False, [])]),
        _entry("send", "rescheduled confirmation step", moved, [
            (t("update"), True, [
                register("2026-06-19 09:00:00", "2026-06-19 10:00:00", True),
                link(f"{SITE}booking_confirmation/of/{OWN_HASH}")])]),
        _entry("reversible", "booking success page", success, [
            (t("add_to_google_calendar"), False, [link(google)]),
            (t("go_to_booking_page"), False, [link("/index.php")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*navigation_screens(t), *calendar_screens(t), *record_screens(t),
            *settings_screens(t), *account_screens(t), *booking_screens(t)]  # fmt: skip

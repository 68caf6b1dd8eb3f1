"""Jorani's screens for the four-hundred-and-fifty-fifth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``application/language/<language>/*_lang.php`` catalogue; ``t.code`` is the language code the
page carries and ``t.date_js`` the datepicker's date format. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import hashlib
from typing import Any
from urllib.parse import quote

CSRF_NAME = "csrf_test_jorani"  # $config['csrf_token_name']
CSRF = "3f9a1c7e5b2d4086a1e7c9b3d5f08a42"  # made up; CodeIgniter's token is an md5 in hex
# Made up: the RSA-OAEP ciphertext (1024-bit key, 128 bytes) of a password, as btoa writes it.
CIPHERED = base64.b64encode(hashlib.sha512(b"pw1").digest() + hashlib.sha512(b"pw2").digest())
CIPHERED_VALUE = CIPHERED.decode()
ME, ME_NAME, ME_LOGIN = 7, "Alice Martin", "amartin"
EMP, EMP_NAME = 12, "Bob Lee"
PLANNED, REQUESTED, ACCEPTED = 4211, 4212, 4213  # Alice's own leave requests
BOB_LEAVE, BOB_CANCELLATION, BOB_EXTRA = 4220, 4221, 78
MY_EXTRA, DELEGATION, DELEGATE = 77, 3, "Chloe Durand"
ENTITLEMENT, CONTRACT, CONTRACT_NAME = 31, 3, "Full time France"
LEAVE_TYPE, LEAVE_TYPE_NAME, PAID = 8, "Sabbatical", "Paid leave"
ENTITY, ENTITY_NAME = 5, "Logistics"
OTHER, OTHER_NAME = 2, "Part time 80%"
# The copy button's text, set by changeTextCopyButton: an icon, the page's contract, an arrow
# icon, the contract chosen in the select; only the names are text.
COPY_LABEL = f"{CONTRACT_NAME} {OTHER_NAME}"
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def form_body(fields: Fields) -> str:
    """A form as the browser encodes it (application/x-www-form-urlencoded)."""
    return "&".join(f"{quote(n, safe='*-._')}={quote(v, safe='*-._')}".replace("%20", "+")
                    for n, v in fields)  # fmt: skip


def jq_body(fields: Fields) -> str:
    """``jQuery.param``: encodeURIComponent of each name and value, ``%20`` written ``+``."""
    safe = "-_.!~*'()"
    return "&".join(f"{quote(n, safe=safe)}={quote(v, safe=safe)}"
                    for n, v in fields).replace("%20", "+")  # fmt: skip


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """A form posted by the browser; ``form_open`` puts the CSRF token first."""
    return {"request": f"POST {url}", "body": form_body([(CSRF_NAME, CSRF), *fields]),
            "via": "form"}  # fmt: skip


def xhr(url: str, fields: Fields = ()) -> dict[str, str]:
    """``$.post``/``$.ajax`` POST: the data of ``$.ajaxSetup`` (the token) merged first."""
    return {"request": f"POST {url}", "body": jq_body([(CSRF_NAME, CSRF), *fields])}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def date(t: Any, y: int, m: int, d: int) -> str:
    """A date as the datepicker writes it in the language's ``global_date_js_format``."""
    parts = {"yy": f"{y:04d}", "mm": f"{m:02d}", "dd": f"{d:02d}"}
    text = t.date_js
    for key, value in parts.items():
        text = text.replace(key, value)
    return text


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"jorani {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, key: str) -> str:
    """The page's ``<title>``: the controller's title, then `` - Jorani``."""
    return f"{t(key)} - Jorani"


def modal(page: str, heading: str, texts: list[str], items: list[dict[str, Any]]) -> dict:
    """A Bootstrap modal over its page: its ``h3``, its body's paragraphs, its buttons."""
    dialog = {"title": heading}
    if texts:
        dialog["message"] = " ".join(texts)
    return {"title": page, "dialog": dialog, "items": items}


def bootbox(page: str, message: str, cancel: str, ok: str) -> dict[str, Any]:
    """bootbox 3's confirm: no header, the message, then Cancel and the confirm button."""
    return {"title": page, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The login page and its forgotten password confirmation, the menu bar, the change of
    one's own password."""
    login_t = title(t, "session_login_title")
    login = {"title": login_t, "items": [
        {"field": "language", "text": t.native},
        {"field": "login", "text": ME_LOGIN},
        {"field": "password", "text": "••••••••"},
        {"button": t("session_login_button_login")},
        {"button": t("session_login_button_forget_password")}]}  # fmt: skip
    forgot = bootbox(login_t, t("session_login_msg_forget_password"), t("Cancel"), t("OK"))
    page = title(t, "leaves_index_title")
    bar = {"title": page, "items": [
        {"link": "Jorani"}, {"link": t("menu_leaves_request_button")}, {"link": ME_NAME},
        {"icon": t("menu_banner_tip_myprofile")}, {"icon": t("menu_banner_tip_reset")},
        {"icon": t("menu_banner_logout")}]}  # fmt: skip
    password = modal(page, t("menu_password_popup_title"), [], [
        {"field": "password", "hint": t("users_reset_field_password"), "text": "••••••••"},
        {"button": t("users_reset_button_reset")},
        {"button": t("menu_password_popup_button_cancel")}])  # fmt: skip
    login_fields = [("last_page", "session/login"), ("language", t.code), ("login", ME_LOGIN),
                    ("CipheredValue", CIPHERED_VALUE)]  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("session_login_button_login"), False, [form("/session/login", login_fields)])]),
        _entry("opens-prompt", "login page forgotten password", login, [
            (t("session_login_button_forget_password"), False, [])]),
        _entry("reset", "forgotten password confirmation", forgot, [
            (t("OK"), True, [xhr("/session/forgetpassword", [("login", ME_LOGIN)])]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "menu bar", bar, [
            (t("menu_banner_tip_reset"), False, [f"GET /users/reset/{ME}"]),
            (t("menu_leaves_request_button"), False, [link("/leaves/create")])]),
        _entry("reversible", "menu bar logout", bar, [
            (t("menu_banner_logout"), False, [link("/session/logout")])]),
        _entry("reversible", "change own password", password, [
            (t("users_reset_button_reset"), False, [form(f"/users/reset/{ME}", [
                ("CipheredValue", CIPHERED_VALUE)])]),
            (t("menu_password_popup_button_cancel"), False, [])]),
    ]  # fmt: skip


def leave_screens(t: Any) -> list[dict[str, Any]]:
    """The new leave request form, the rows of one's own leave requests, the delete
    confirmation, the list's foot, a leave request's page and one's overtime list."""
    create_t = title(t, "leaves_create_title")
    create = {"title": create_t, "items": [
        {"field": "type", "hint": t("leaves_create_field_type"), "text": PAID},
        {"field": "viz_startdate", "hint": t("leaves_create_field_start"),
         "text": date(t, 2026, 10, 19)},
        {"field": "viz_enddate", "hint": t("leaves_create_field_end"),
         "text": date(t, 2026, 10, 23)},
        {"field": "duration", "hint": t("leaves_create_field_duration"), "text": "5"},
        {"field": "cause", "hint": t("leaves_create_field_cause"), "text": "Autumn break"},
        {"button": t("Planned")}, {"button": t("Requested")},
        {"link": t("leaves_create_button_cancel")}]}  # fmt: skip

    def create_fields(status: str) -> Fields:
        return [("type", "1"), ("viz_startdate", date(t, 2026, 10, 19)),
                ("startdate", "2026-10-19"), ("startdatetype", "Morning"),
                ("viz_enddate", date(t, 2026, 10, 23)), ("enddate", "2026-10-23"),
                ("enddatetype", "Afternoon"), ("duration", "5"), ("cause", "Autumn break"),
                ("status", status)]  # fmt: skip

    page = title(t, "leaves_index_title")

    def row(leave: int, status: str, cause: str, icons: list[str]) -> dict[str, Any]:
        return {"title": page, "items": [
            {"link": str(leave)}, *({"icon": t(k)} for k in icons), {"text": cause},
            {"text": PAID}, {"text": t(status)}]}  # fmt: skip

    planned = row(PLANNED, "Planned", "Summer holiday", [
        "leaves_index_thead_tip_edit", "leaves_index_thead_tip_delete",
        "leaves_index_thead_tip_view"])  # fmt: skip
    requested = row(REQUESTED, "Requested", "Family visit", [
        "leaves_index_thead_tip_cancel", "leaves_button_send_reminder",
        "leaves_index_thead_tip_view"])  # fmt: skip
    accepted = row(ACCEPTED, "Accepted", "Moving house", [
        "leaves_index_thead_tip_cancel", "leaves_index_thead_tip_view"])  # fmt: skip
    delete = modal(page, t("leaves_index_popup_delete_title"), [
        t("leaves_index_popup_delete_message"), t("leaves_index_popup_delete_question")], [
        {"button": t("leaves_index_popup_delete_button_yes")},
        {"button": t("leaves_index_popup_delete_button_no")}])  # fmt: skip
    foot = {"title": page, "items": [
        {"link": t("leaves_index_button_export")}, {"link": t("leaves_index_button_create")},
        {"link": "ICS"}]}  # fmt: skip
    view = {"title": title(t, "leaves_view_html_title"), "items": [
        {"text": f"{t('leaves_view_title')}{ACCEPTED}"}, {"text": t("Accepted")},
        {"field": "comment", "hint": t("leaves_comment_new_comment"),
         "text": "Movers booked for the 6th"},
        {"button": t("leaves_comment_send_comment")}]}  # fmt: skip
    extra_t = title(t, "extra_index_title")
    extra = {"title": extra_t, "items": [
        {"link": str(MY_EXTRA)}, {"icon": t("extra_index_thead_tip_edit")},
        {"icon": t("extra_index_thead_tip_delete")}, {"text": "Inventory count"},
        {"text": t("Planned")}]}  # fmt: skip
    extra_delete = modal(extra_t, t("extra_index_popup_delete_title"), [
        t("extra_index_popup_delete_message"), t("extra_index_popup_delete_question")], [
        {"button": t("extra_index_popup_delete_button_yes")},
        {"button": t("extra_index_popup_delete_button_no")}])  # fmt: skip
    return [
        _entry("reversible", "new leave request planned", create, [
            (t("Planned"), False, [form("/leaves/create", create_fields("1"))]),
            (t("leaves_create_button_cancel"), False, [link("/leaves")])]),
        _entry("send", "new leave request requested", create, [
            (t("Requested"), True, [form("/leaves/create", create_fields("2"))])]),
        _entry("opens-prompt", "leaves list planned row", planned, [
            (t("leaves_index_thead_tip_delete"), False, []),
            (t("leaves_index_thead_tip_edit"), False, [link(f"/leaves/edit/{PLANNED}")])]),
        _entry("delete", "leave delete confirmation", delete, [
            (t("leaves_index_popup_delete_button_yes"), True, [
                link(f"/leaves/delete/{PLANNED}")]),
            (t("leaves_index_popup_delete_button_no"), False, [])]),
        _entry("cancel", "leaves list requested row", requested, [
            (t("leaves_index_thead_tip_cancel"), True, [link(f"/leaves/cancel/{REQUESTED}")])]),
        _entry("send", "leaves list requested row reminder", requested, [
            (t("leaves_button_send_reminder"), True, [link(f"/leaves/reminder/{REQUESTED}")])]),
        _entry("send", "leaves list accepted row", accepted, [
            (t("leaves_index_thead_tip_cancel"), True, [
                link(f"/leaves/cancellation/{ACCEPTED}")])]),
        _entry("harmless", "leaves list foot", foot, [
            (t("leaves_index_button_export"), False, [link("/leaves/export")]),
            ("ICS", False, [])]),
        _entry("reversible", "leave request page comment", view, [
            (t("leaves_comment_send_comment"), False, [form(
                f"/leaves/{ACCEPTED}/comments/add", [("comment", "Movers booked for the 6th")])])]),
        _entry("opens-prompt", "overtime list row", extra, [
            (t("extra_index_thead_tip_delete"), False, [])]),
        _entry("delete", "overtime delete confirmation", extra_delete, [
            (t("extra_index_popup_delete_button_yes"), True, [link(f"/extra/delete/{MY_EXTRA}")]),
            (t("extra_index_popup_delete_button_no"), False, [])]),
    ]  # fmt: skip


def manager_screens(t: Any) -> list[dict[str, Any]]:
    """The leave requests submitted to the manager, the reject prompt, the overtime requests
    submitted to the manager, the delegations and their revocation."""
    page = title(t, "requests_index_title")

    def row(leave: int, status: str) -> dict[str, Any]:
        return {"title": page, "items": [
            {"link": str(leave)}, {"icon": t("requests_index_thead_tip_accept")},
            {"icon": t("requests_index_thead_tip_reject")},
            {"icon": t("requests_index_thead_tip_view")}, {"text": EMP_NAME},
            {"text": PAID}, {"text": t(status)}]}  # fmt: skip

    requested = row(BOB_LEAVE, "Requested")
    prompt = {"title": page, "dialog": {"title": t("requests_comment_reject_request_title")},
              "items": [
                  {"field": "comment", "text": "Team offsite that week"},
                  {"button": t("requests_comment_reject_request_button_cancel")},
                  {"button": t("requests_comment_reject_request_button_reject")}]}  # fmt: skip
    overtime = {"title": title(t, "overtime_index_title"), "items": [
        {"text": t("overtime_index_description")}, {"link": str(BOB_EXTRA)},
        {"icon": t("overtime_index_thead_tip_accept")},
        {"icon": t("overtime_index_thead_tip_reject")}, {"text": EMP_NAME},
        {"text": t("Requested")}]}  # fmt: skip
    deleg_t = title(t, "requests_delegations_title")
    delegations = {"title": deleg_t, "items": [
        {"icon": t("requests_delegations_thead_tip_delete")}, {"text": DELEGATE},
        {"button": t("requests_delegations_button_add")}]}  # fmt: skip
    revoke = bootbox(deleg_t, t("requests_delegations_confirm_delete_message"),
                     t("requests_delegations_confirm_delete_cancel"),
                     t("requests_delegations_confirm_delete_yes"))  # fmt: skip
    return [
        _entry("send", "requests list accept", requested, [
            (t("requests_index_thead_tip_accept"), True, [
                link(f"/requests/accept/{BOB_LEAVE}")])]),
        _entry("opens-prompt", "requests list reject", requested, [
            (t("requests_index_thead_tip_reject"), False, [])]),
        _entry("send", "reject prompt", prompt, [
            (t("requests_comment_reject_request_button_reject"), True, [form(
                f"/requests/reject/{BOB_LEAVE}", [("comment", "Team offsite that week")])]),
            (t("requests_comment_reject_request_button_cancel"), False, [])]),
        _entry("send", "overtime requests accept", overtime, [
            (t("overtime_index_thead_tip_accept"), True, [
                link(f"/overtime/accept/{BOB_EXTRA}")])]),
        _entry("opens-prompt", "delegations page", delegations, [
            (t("requests_delegations_thead_tip_delete"), False, [])]),
        _entry("reversible", "delegation revoke confirmation", revoke, [
            (t("requests_delegations_confirm_delete_yes"), False, [xhr(
                "/requests/ajax/delegations/delete", [("manager_id", str(ME)),
                                                      ("delegation_id", str(DELEGATION))])]),
            (t("requests_delegations_confirm_delete_cancel"), False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The users list, its delete and password modals, an employee's entitled days and
    their delete confirmation, the contracts, leave types, organization and employees pages
    with their confirmations, a contract's calendar of days off."""
    users_t = title(t, "users_index_title")
    user_row = {"title": users_t, "items": [
        {"text": str(EMP)}, {"icon": t("users_index_thead_tip_active")},
        {"icon": t("users_index_thead_tip_edit")}, {"icon": t("users_index_thead_tip_delete")},
        {"icon": t("users_index_thead_tip_reset")}, {"text": "Bob"}, {"text": "Lee"},
        {"link": "bob.lee@example.org"}]}  # fmt: skip
    user_delete = modal(users_t, t("users_index_popup_delete_title"), [
        t("users_index_popup_delete_message"), t("users_index_popup_delete_question")], [
        {"button": t("users_index_popup_delete_button_yes")},
        {"button": t("users_index_popup_delete_button_no")}])  # fmt: skip
    user_password = modal(users_t, t("users_index_popup_password_title"), [], [
        {"field": "password", "hint": t("users_reset_field_password"), "text": "••••••••"},
        {"button": t("users_reset_button_reset")},
        {"button": t("users_index_popup_password_button_cancel")}])  # fmt: skip
    ent_t = title(t, "entitleddays_user_index_title")
    entitlement = {"title": ent_t, "items": [
        {"icon": t("entitleddays_user_index_thead_tip_delete")},
        {"icon": t("entitleddays_user_index_thead_tip_copy")},
        {"icon": t("entitleddays_user_index_thead_tip_edit")}, {"text": "25"},
        {"text": PAID}, {"text": "Annual leave 2026"}]}  # fmt: skip
    ent_delete = bootbox(ent_t, t("entitleddays_user_confirm_delete_message"),
                         t("entitleddays_user_confirm_delete_cancel"),
                         t("entitleddays_user_confirm_delete_yes"))  # fmt: skip
    contracts_t = title(t, "contract_index_title")
    contract_row = {"title": contracts_t, "items": [
        {"text": str(CONTRACT)}, {"icon": t("contract_index_tip_delete")},
        {"text": CONTRACT_NAME}]}  # fmt: skip
    contract_delete = modal(contracts_t, t("contract_index_popup_delete_title"), [
        t("contract_index_popup_delete_description"), t("contract_index_popup_delete_confirm")], [
        {"button": t("contract_index_popup_delete_button_yes")},
        {"button": t("contract_index_popup_delete_button_no")}])  # fmt: skip
    types_t = title(t, "leavetypes_type_title")
    type_row = {"title": types_t, "items": [
        {"text": str(LEAVE_TYPE)}, {"icon": t("leavetypes_type_thead_tip_delete")},
        {"text": LEAVE_TYPE_NAME}]}  # fmt: skip
    type_delete = modal(types_t, t("leavetypes_popup_delete_title"), [
        t("leavetypes_popup_delete_description"), t("leavetypes_popup_delete_confirm")], [
        {"button": t("leavetypes_popup_delete_button_yes")},
        {"button": t("leavetypes_popup_delete_button_no")}])  # fmt: skip
    org_t = title(t, "organization_index_title")
    context = {"title": org_t, "dialog": {}, "items": [
        {"menu": t("treeview_context_menu_create")}, {"menu": t("treeview_context_menu_rename")},
        {"menu": t("treeview_context_menu_remove")},
        {"menu": t("treeview_context_menu_edit")}]}  # fmt: skip
    org_delete = modal(org_t, t("organization_index_popup_delete_title"), [
        t("organization_index_popup_delete_description"),
        t("organization_index_popup_delete_confirm")], [
        {"button": t("organization_index_popup_delete_button_yes")},
        {"button": t("organization_index_popup_delete_button_no")}])  # fmt: skip
    org_employees = {"title": org_t, "items": [
        {"row": ENTITY_NAME}, {"text": t("organization_index_title_employees")},
        {"row": f"{EMP} Bob Lee"}, {"button": t("organization_index_button_add_employee")},
        {"button": t("organization_index_button_remove_employee")}]}  # fmt: skip
    hr_t = title(t, "hr_employees_title")
    selection = {"title": hr_t, "dialog": {}, "items": [
        {"menu": t("hr_employees_button_create_request")},
        {"menu": t("hr_employees_button_select_manager")},
        {"menu": t("hr_employees_button_entitleddays")},
        {"menu": t("hr_employees_button_select_contract")},
        {"menu": t("hr_employees_button_select_entity")},
        {"menu": t("hr_employees_button_select_all")},
        {"menu": t("hr_employees_button_deselect_all")}]}  # fmt: skip
    contract_pick = modal(hr_t, t("hr_employees_popup_contract_title"), [], [
        {"field": "cboContract", "text": OTHER_NAME}, {"button": t("OK")},
        {"button": t("Cancel")}])  # fmt: skip
    calendar = {"title": title(t, "contract_calendar_title"), "items": [
        {"text": CONTRACT_NAME}, {"link": t("contract_calendar_button_back")},
        {"button": t("contract_calendar_button_import")},
        {"link": t("contract_calendar_button_series")},
        {"field": "contract", "hint": t("contract_calendar_button_copy"), "text": OTHER_NAME},
        {"button": COPY_LABEL}]}  # fmt: skip
    return [
        _entry("reversible", "users list deactivate", user_row, [
            (t("users_index_thead_tip_active"), False, [xhr("/users/account", [
                ("operation", "disable"), ("id", str(EMP))])])]),
        _entry("opens-prompt", "users list row", user_row, [
            (t("users_index_thead_tip_delete"), False, []),
            (t("users_index_thead_tip_reset"), False, [f"GET /users/reset/{EMP}"])]),
        _entry("delete-user", "user delete confirmation", user_delete, [
            (t("users_index_popup_delete_button_yes"), True, [xhr("/users/account", [
                ("operation", "delete"), ("id", str(EMP))])]),
            (t("users_index_popup_delete_button_no"), False, [])]),
        _entry("reset", "user password modal", user_password, [
            (t("users_reset_button_reset"), True, [form(f"/users/reset/{EMP}", [
                ("CipheredValue", CIPHERED_VALUE)])]),
            (t("users_index_popup_password_button_cancel"), False, [])]),
        _entry("opens-prompt", "entitled days row", entitlement, [
            (t("entitleddays_user_index_thead_tip_delete"), False, [])]),
        _entry("reversible", "entitled days copy", entitlement, [
            (t("entitleddays_user_index_thead_tip_copy"), False, [xhr(
                "/entitleddays/ajax/user", [
                    ("user_id", str(EMP)), ("startdate", "2026-01-01"),
                    ("enddate", "2026-12-31"), ("days", "25"), ("type", "1"),
                    ("description", "Annual leave 2026")])])]),
        _entry("delete", "entitled days delete confirmation", ent_delete, [
            (t("entitleddays_user_confirm_delete_yes"), True, [
                f"GET /entitleddays/userdelete/{ENTITLEMENT}?{CSRF_NAME}={CSRF}"]),
            (t("entitleddays_user_confirm_delete_cancel"), False, [])]),
        _entry("opens-prompt", "contracts list row", contract_row, [
            (t("contract_index_tip_delete"), False, [])]),
        _entry("delete", "contract delete confirmation", contract_delete, [
            (t("contract_index_popup_delete_button_yes"), True, [
                link(f"/contracts/delete/{CONTRACT}")]),
            (t("contract_index_popup_delete_button_no"), False, [])]),
        _entry("opens-prompt", "leave types row", type_row, [
            (t("leavetypes_type_thead_tip_delete"), False, [])]),
        _entry("delete", "leave type delete confirmation", type_delete, [
            (t("leavetypes_popup_delete_button_yes"), True, [
                link(f"/leavetypes/delete/{LEAVE_TYPE}")]),
            (t("leavetypes_popup_delete_button_no"), False, [])]),
        _entry("opens-prompt", "organization tree context menu", context, [
            (t("treeview_context_menu_remove"), False, []),
            (t("treeview_context_menu_rename"), False, [])]),
        _entry("delete", "entity delete confirmation", org_delete, [
            (t("organization_index_popup_delete_button_yes"), True, [
                f"GET /organization/delete?entity={ENTITY}"]),
            (t("organization_index_popup_delete_button_no"), False, [
                "GET /organization/root?id=%23"])]),
        _entry("reversible", "organization detach employee", org_employees, [
            (t("organization_index_button_remove_employee"), False, [
                f"GET /organization/delemployee?user={EMP}"])]),
        _entry("opens-prompt", "employees selection menu", selection, [
            (t("hr_employees_button_select_contract"), False, [])]),
        _entry("overwrite", "employees contract modal", contract_pick, [
            (t("OK"), True, [xhr("/hr/employees/edit/contract", [
                ("contract", str(OTHER)), ("employees", f"[{EMP},15,19]")])]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "contract calendar page", calendar, [
            (t("contract_calendar_button_back"), False, [link("/contracts")]),
            (t("contract_calendar_button_series"), False, [])]),
        _entry("overwrite", "contract calendar copy", calendar, [
            (COPY_LABEL, True, [link(f"/contracts/{CONTRACT}/calendar/2026/copy/{OTHER}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *leave_screens(t), *manager_screens(t), *admin_screens(t)]

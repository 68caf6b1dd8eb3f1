"""InvoiceShelf's screens for the hundred-and-ninety-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``lang/<lang>.json`` catalogue as vue-i18n shows it. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

API = "/api/v1"
COMPANY, COMPANY_ID, SLUG = "Acme Studio", 2, "acme-studio"  # the second of the user's two
CUSTOMER, CUSTOMER_ID, CUSTOMER_MAIL = "Northwind Traders", 7, "billing@northwind.example"
FROM_MAIL = "invoices@acme.example"
INVOICE, INVOICE_NO, SENT_INVOICE, SENT_NO = 12, "INV-000012", 13, "INV-000013"
ESTIMATE, ESTIMATE_NO, PAYMENT, PAYMENT_NO = 5, "EST-000005", 9, "PAY-000009"
ITEM, ITEM_NAME, EXPENSE, EXPENSE_CAT, RECURRING = 4, "Logo design", 6, "Travel", 3
TAX, TAX_NAME, MODE, MODE_NAME, NOTE, NOTE_NAME = 2, "VAT", 3, "Bank Transfer", 4, "Thanks"
ROLE, ROLE_NAME, USER, USER_NAME, USER_MAIL = 3, "accountant", 5, "Dana Lee", "dana@acme.example"
ME, ME_MAIL = "Sam Carter", "sam@acme.example"
BACKUP = "InvoiceShelf/2026-04-08-10-15-00.zip"
DISK = {"disk": "local", "file_disk_id": 1, "path": BACKUP}
# Company::setupDefaultSettings()'s mail bodies, the send dialogs' Body field.
INVOICE_BODY = ("You have received a new invoice from <b>{COMPANY_NAME}</b>.</br> Please "
                "download using the button below:")  # fmt: skip
ESTIMATE_BODY = ("You have received a new estimate from <b>{COMPANY_NAME}</b>.</br> Please "
                 "download using the button below:")  # fmt: skip
PAYMENT_BODY = ("Thank you for the payment.</b></br> Please download your payment receipt "
                "using the button below:")  # fmt: skip
Act = tuple[str, bool, list[Any]]


def axios_query(params: dict[str, Any]) -> str:
    """axios 1.x's buildURL: null values dropped, each key and value encodeURIComponent'd,
    then ``:``, ``$``, ``,``, ``[``, ``]`` put back and a space written ``+``."""

    def enc(value: Any) -> str:
        text = quote(str(value), safe="-_.!~*'()")
        for a, b in (("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%20", "+"), ("%5B", "["),
                     ("%5D", "]")):  # fmt: skip
            text = text.replace(a, b)
        return text

    return "&".join(f"{enc(k)}={enc(v)}" for k, v in params.items() if v is not None)


def xhr(method: str, path: str, data: Any = None, params: dict[str, Any] | None = None) -> Any:
    """The app's axios instance (``resources/scripts/http``): a JSON body as JSON.stringify
    writes it; ``params`` in the query."""
    url = f"{method} {path}" + (f"?{axios_query(params)}" if params else "")
    if data is None:
        return url
    return {"request": url, "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"invoiceshelf {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open BaseDropdown over its page (the row's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A BaseModal over the page ``title``, its heading the modal's title."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def confirm(t: Any, title: str, message: str, yes: str = "general.ok",
            no: str = "general.cancel") -> dict[str, Any]:  # fmt: skip
    """dialogStore.openDialog's BaseDialog: its title (``general.are_you_sure``), message and
    its yes button before its no button."""
    return {"title": title, "dialog": {"title": t("general.are_you_sure"), "message": message},
            "items": [{"button": t(yes)}, {"button": t(no)}]}  # fmt: skip


def send_screens(t: Any, kind: str, record: int, number: str, page: str, subject_key: str,
                 body: str, category: str) -> list[dict[str, Any]]:  # fmt: skip
    """The send dialog (SendInvoiceModal, SendEstimateModal, SendPaymentModal): its form, whose
    Preview GETs ``send/preview`` with the form as query, and the preview, whose Send POSTs
    the form to ``send``."""
    heading = t(f"{kind}.send_{kind[:-1]}") if kind != "payments" else t("payments.send_payment")
    form = {"id": record, "from": FROM_MAIL, "to": CUSTOMER_MAIL, "cc": None, "bcc": None,
            "subject": t(subject_key), "body": body}  # fmt: skip
    fields = modal(page, heading, [
        {"text": number},
        {"field": "from", "hint": t("general.from"), "text": FROM_MAIL},
        {"field": "to", "hint": t("general.to"), "text": CUSTOMER_MAIL},
        {"field": "subject", "hint": t("general.subject"), "text": t(subject_key)},
        {"button": t("general.cancel")}, {"button": t("general.preview")}])  # fmt: skip
    preview = modal(page, heading, [
        {"button": t("general.edit")}, {"text": number}, {"text": CUSTOMER},
        {"button": t("general.cancel")}, {"button": t("general.send")}])  # fmt: skip
    base = f"{API}/{kind}/{record}/send"
    return [
        _entry("opens-prompt", f"{kind} send form", fields, [
            (t("general.preview"), False, [xhr("GET", f"{base}/preview", params=form)]),
            (t("general.cancel"), False, [])]),
        _entry(category, f"{kind} send preview", preview, [
            (t("general.send"), True, [xhr("POST", base, form)]),
            (t("general.edit"), False, []), (t("general.cancel"), False, [])]),
    ]  # fmt: skip


def invoice_screens(t: Any) -> list[dict[str, Any]]:
    """The invoices list's row menus (a draft and a sent invoice), their confirmations and the
    send dialog; the invoice page's header."""
    title = t("invoices.title")
    draft = popup(title, [INVOICE_NO, CUSTOMER], [
        {"link": t("general.edit")}, {"link": t("general.view")},
        {"menu": t("invoices.send_invoice")}, {"menu": t("invoices.mark_as_sent")},
        {"menu": t("invoices.clone_invoice")}, {"menu": t("general.delete")}])  # fmt: skip
    sent = popup(title, [SENT_NO, CUSTOMER], [
        {"link": t("general.edit")}, {"link": t("general.view")},
        {"menu": t("invoices.resend_invoice")}, {"link": t("invoices.record_payment")},
        {"menu": t("invoices.clone_invoice")}, {"menu": t("general.delete")}])  # fmt: skip
    view = {"title": INVOICE_NO, "items": [
        {"button": t("invoices.mark_as_sent")}, {"button": t("invoices.send_invoice")},
        {"button": t("invoices.record_payment")}, {"text": CUSTOMER}]}  # fmt: skip
    row = {"id": INVOICE, "invoice_date": "2026-04-02", "due_date": "2026-04-16",
           "invoice_number": INVOICE_NO, "reference_number": None, "status": "DRAFT",
           "paid_status": "UNPAID"}  # fmt: skip
    mail = xhr("GET", f"{API}/company/mail/config")
    one = f"{API}/invoices/{INVOICE}"
    return [
        _entry("opens-prompt", "draft invoice row menu", draft, [
            (t("general.edit"), False, [xhr("GET", one)]),
            (t("general.view"), False, [xhr("GET", one)]),
            (t("invoices.send_invoice"), False, [mail]),
            (t("invoices.mark_as_sent"), False, []),
            (t("invoices.clone_invoice"), False, []),
            (t("general.delete"), False, [])]),
        _entry("opens-prompt", "sent invoice row menu", sent, [
            (t("invoices.resend_invoice"), False, [mail]),
            (t("invoices.record_payment"), False, [
                xhr("GET", f"{API}/invoices/{SENT_INVOICE}")]),
            (t("general.delete"), False, [])]),
        _entry("delete", "invoice delete confirm", confirm(t, title,
                                                            t("invoices.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", f"{API}/invoices/delete",
                                         {"ids": [INVOICE]})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "invoice clone confirm", confirm(t, title,
                                                              t("invoices.confirm_clone")), [
            (t("general.ok"), False, [xhr("POST", f"{one}/clone", row)]),
            (t("general.cancel"), False, [])]),
        _entry("mark", "invoice mark as sent confirm", confirm(
            t, title, t("invoices.invoice_mark_as_sent")), [
            (t("general.ok"), False, [xhr("POST", f"{one}/status",
                                          {"id": INVOICE, "status": "SENT"})]),
            (t("general.cancel"), False, [])]),
        *send_screens(t, "invoices", INVOICE, INVOICE_NO, title, "invoices.new_invoice",
                      INVOICE_BODY, "send"),
        _entry("opens-prompt", "draft invoice page", view, [
            (t("invoices.mark_as_sent"), False, []),
            (t("invoices.send_invoice"), False, [mail])]),
    ]  # fmt: skip


def estimate_screens(t: Any) -> list[dict[str, Any]]:
    """The estimates list's row menu, its confirmations and the send dialog."""
    title = t("estimates.title")
    labels = [
        "general.edit", "general.view", "estimates.clone_estimate", "estimates.convert_to_invoice",
        "estimates.mark_as_sent", "estimates.send_estimate", "estimates.mark_as_accepted",
        "estimates.mark_as_rejected", "general.delete",
    ]  # fmt: skip
    menu = popup(title, [ESTIMATE_NO, CUSTOMER], [
        {"link" if k.startswith("general.") and k != "general.delete" else "menu": t(k)}
        for k in labels])  # fmt: skip
    one = f"{API}/estimates/{ESTIMATE}"
    acts: list[Act] = [(t(k), False, []) for k in labels]
    acts[0] = (t("general.edit"), False, [xhr("GET", one)])
    acts[1] = (t("general.view"), False, [xhr("GET", one)])
    acts[5] = (t("estimates.send_estimate"), False, [xhr("GET", f"{API}/company/mail/config")])
    row = {"id": ESTIMATE, "estimate_date": "2026-04-01", "expiry_date": "2026-04-15",
           "estimate_number": ESTIMATE_NO, "status": "DRAFT"}  # fmt: skip

    def status(key: str, value: str) -> dict[str, Any]:
        return _entry("mark", f"estimate {value.lower()} confirm", confirm(t, title, t(key)), [
            (t("general.ok"), False, [xhr("POST", f"{one}/status",
                                          {"id": ESTIMATE, "status": value})]),
            (t("general.cancel"), False, [])])  # fmt: skip

    return [
        _entry("opens-prompt", "estimate row menu", menu, acts),
        _entry("delete", "estimate delete confirm", confirm(t, title,
                                                             t("estimates.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", f"{API}/estimates/delete",
                                         {"ids": [ESTIMATE]})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "estimate convert confirm", confirm(
            t, title, t("estimates.confirm_conversion")), [
            (t("general.ok"), False, [xhr("POST", f"{one}/convert-to-invoice")]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "estimate clone confirm", confirm(t, title,
                                                               t("estimates.confirm_clone")), [
            (t("general.ok"), False, [xhr("POST", f"{one}/clone", row)]),
            (t("general.cancel"), False, [])]),
        status("estimates.confirm_mark_as_sent", "SENT"),
        status("estimates.confirm_mark_as_accepted", "ACCEPTED"),
        status("estimates.confirm_mark_as_rejected", "REJECTED"),
        *send_screens(t, "estimates", ESTIMATE, ESTIMATE_NO, title, "estimates.new_estimate",
                      ESTIMATE_BODY, "send"),
    ]  # fmt: skip


def record_screens(t: Any) -> list[dict[str, Any]]:
    """Customers, payments, items, expenses and recurring invoices: each list's row menu and
    its delete confirmation; a payment's receipt dialog."""
    customers, payments = t("customers.title"), t("payments.title")
    items, expenses = t("items.title"), t("expenses.title")
    recurring = t("recurring_invoices.title")
    ok, cancel = t("general.ok"), t("general.cancel")

    def delete(category: str, source: str, title: str, message: str, path: str,
               body: Any) -> dict[str, Any]:  # fmt: skip
        return _entry(category, source, confirm(t, title, message), [
            (ok, True, [xhr("POST", path, body)]), (cancel, False, [])])  # fmt: skip

    customer = popup(customers, [CUSTOMER, CUSTOMER_MAIL], [
        {"link": t("general.edit")}, {"link": t("general.view")},
        {"menu": t("general.delete")}])  # fmt: skip
    payment = popup(payments, [PAYMENT_NO, CUSTOMER], [
        {"link": t("general.edit")}, {"link": t("general.view")},
        {"menu": t("payments.send_payment")},
        {"menu": t("general.delete")}])  # fmt: skip
    payment_view = {"title": PAYMENT_NO, "items": [
        {"button": t("payments.send_payment_receipt")}, {"text": CUSTOMER}]}  # fmt: skip
    item = popup(items, [ITEM_NAME], [{"link": t("general.edit")},
                                      {"menu": t("general.delete")}])  # fmt: skip
    expense = popup(expenses, [EXPENSE_CAT, CUSTOMER], [
        {"link": t("general.edit")}, {"menu": t("expenses.duplicate_expense")},
        {"menu": t("general.delete")}])  # fmt: skip
    rec = popup(recurring, [CUSTOMER], [{"link": t("general.edit")}, {"link": t("general.view")},
                                       {"menu": t("general.delete")}])  # fmt: skip
    mail = xhr("GET", f"{API}/company/mail/config")
    return [
        _entry("opens-prompt", "customer row menu", customer, [
            (t("general.edit"), False, [xhr("GET", f"{API}/customers/{CUSTOMER_ID}")]),
            (t("general.delete"), False, [])]),
        delete("delete", "customer delete confirm", customers, t("customers.confirm_delete"),
               f"{API}/customers/delete", {"ids": [CUSTOMER_ID]}),
        _entry("opens-prompt", "payment row menu", payment, [
            (t("general.view"), False, [xhr("GET", f"{API}/payments/{PAYMENT}")]),
            (t("payments.send_payment"), False, [mail]),
            (t("general.delete"), False, [])]),
        delete("delete", "payment delete confirm", payments, t("payments.confirm_delete"),
               f"{API}/payments/delete", {"ids": [PAYMENT]}),
        _entry("opens-prompt", "payment page", payment_view, [
            (t("payments.send_payment_receipt"), False, [mail])]),
        *send_screens(t, "payments", PAYMENT, PAYMENT_NO, PAYMENT_NO, "payments.new_payment",
                      PAYMENT_BODY, "send"),
        _entry("opens-prompt", "item row menu", item, [
            (t("general.edit"), False, [xhr("GET", f"{API}/items/{ITEM}")]),
            (t("general.delete"), False, [])]),
        delete("delete", "item delete confirm", items, t("items.confirm_delete"),
               f"{API}/items/delete", {"ids": [ITEM]}),
        _entry("opens-prompt", "expense row menu", expense, [
            (t("expenses.duplicate_expense"), False, []), (t("general.delete"), False, [])]),
        delete("delete", "expense delete confirm", expenses, t("expenses.confirm_delete"),
               f"{API}/expenses/delete", {"ids": [EXPENSE]}),
        _entry("opens-prompt", "recurring invoice row menu", rec, [
            (t("general.view"), False, [xhr("GET", f"{API}/recurring-invoices/{RECURRING}")]),
            (t("general.delete"), False, [])]),
        delete("delete", "recurring invoice delete confirm", recurring,
               t("invoices.confirm_delete"), f"{API}/recurring-invoices/delete",
               {"ids": [RECURRING]}),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Settings: mail configuration and its test mail, backups, tax types, payment modes,
    notes, roles, users, the account, the company and its deletion, the user menu."""
    mail_t, backup_t = t("settings.mail.mail_config"), t("settings.backup.title")
    smtp = {"mail_driver": "smtp", "mail_host": "smtp.acme.example", "mail_port": 587,
            "mail_username": FROM_MAIL, "mail_password": "s3cret-app-pass",
            "mail_encryption": "tls", "from_mail": FROM_MAIL, "from_name": COMPANY}  # fmt: skip
    mail = {"title": mail_t, "items": [
        {"button": t("general.test_mail_conf")},
        {"field": "mail_host", "hint": t("settings.mail.host"), "text": smtp["mail_host"]},
        {"field": "from_mail", "hint": t("settings.mail.from_mail"), "text": FROM_MAIL},
        {"button": t("general.save")}]}  # fmt: skip
    test = modal(mail_t, t("general.test_mail_conf"), [
        {"field": "to", "hint": t("general.to"), "text": ME_MAIL},
        {"field": "subject", "hint": t("general.subject"), "text": "SMTP check"},
        {"field": "message", "hint": t("general.message"), "text": "Does this arrive?"},
        {"button": t("general.cancel")}, {"button": t("general.send")}])  # fmt: skip
    backups = {"title": backup_t, "items": [
        {"button": t("settings.backup.new_backup")}, {"text": BACKUP}]}  # fmt: skip
    backup_menu = popup(backup_t, [BACKUP], [{"menu": t("general.download")},
                                             {"menu": t("general.delete")}])  # fmt: skip
    backup_modal = modal(backup_t, t("settings.backup.create_backup"), [
        {"text": t("settings.backup.select_backup_type")}, {"text": "full"},
        {"button": t("general.cancel")}, {"button": t("general.create")}])  # fmt: skip

    def row_menu(title: str, name: str) -> dict[str, Any]:
        return popup(title, [name], [{"menu": t("general.edit")}, {"menu": t("general.delete")}])

    def removal(category: str, source: str, title: str, message: str, request: Any,
                yes: str = "general.ok", no: str = "general.cancel") -> dict[str, Any]:  # fmt: skip
        return _entry(category, source, confirm(t, title, message, yes, no), [
            (t(yes), True, [request]), (t(no), False, [])])  # fmt: skip

    taxes, modes = t("settings.tax_types.title"), t("settings.payment_modes.title")
    notes, roles = t("settings.customization.notes.title"), t("settings.roles.title")
    users = t("users.title")
    account_t = t("settings.account_settings.account_settings")
    account = {"title": account_t, "items": [
        {"field": "name", "hint": t("settings.account_settings.name"), "text": ME},
        {"field": "email", "hint": t("settings.account_settings.email"), "text": ME_MAIL},
        {"field": "password", "hint": t("settings.account_settings.password"),
         "text": "••••••••••"},
        {"field": "confirm_password", "hint": t("settings.account_settings.confirm_password"),
         "text": "••••••••••"},
        {"button": t("settings.company_info.save")}]}  # fmt: skip
    company_t = t("settings.company_info.company_info")
    company = {"title": company_t, "items": [
        {"field": "name", "hint": t("settings.company_info.company_name"), "text": COMPANY},
        {"button": t("settings.company_info.save")},
        {"text": t("settings.company_info.delete_company")},
        {"text": t("settings.company_info.delete_company_description")},
        {"button": t("general.delete")}]}  # fmt: skip
    delete_company = modal(company_t, t("settings.company_info.are_you_absolutely_sure"), [
        {"text": t("settings.company_info.delete_company_modal_desc", company=COMPANY)},
        {"text": t("settings.company_info.delete_company_modal_label", company=COMPANY)},
        {"field": "name", "hint": "", "text": COMPANY},
        {"button": t("general.cancel")}, {"button": t("general.delete")}])  # fmt: skip
    dashboard = t("navigation.dashboard")
    user_menu = popup(dashboard, [ME], [{"link": t("navigation.settings")},
                                        {"menu": t("navigation.logout")}])  # fmt: skip
    company_body = {"name": COMPANY, "logo": None, "tax_id": None, "vat_id": None,
                    "address": {"address_street_1": "12 Harbour Road", "address_street_2": "",
                                "website": "", "country_id": 231, "state": "", "city": "Leeds",
                                "phone": "", "zip": ""}}  # fmt: skip
    return [
        _entry("reversible", "mail configuration", mail, [
            (t("general.save"), False, [xhr("POST", f"{API}/mail/config", smtp)]),
            (t("general.test_mail_conf"), False, [])]),
        _entry("send", "test mail dialog", test, [
            (t("general.send"), True, [xhr("POST", f"{API}/mail/test", {
                "to": ME_MAIL, "subject": "SMTP check", "message": "Does this arrive?"})]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "backups page", backups, [
            (t("settings.backup.new_backup"), False, [
                xhr("GET", f"{API}/disks", params={"limit": "all"})])]),
        _entry("opens-prompt", "backup row menu", backup_menu, [
            (t("general.download"), False, [xhr("GET", f"{API}/download-backup", params=DISK)]),
            (t("general.delete"), False, [])]),
        _entry("reversible", "new backup dialog", backup_modal, [
            (t("general.create"), False, [xhr("POST", f"{API}/backups",
                                              {"option": "full", "file_disk_id": 1})]),
            (t("general.cancel"), False, [])]),
        removal("delete", "backup delete confirm", backup_t,
                t("settings.backup.backup_confirm_delete"),
                xhr("DELETE", f"{API}/backups/local", params=DISK)),
        _entry("opens-prompt", "tax type row menu", row_menu(taxes, TAX_NAME), [
            (t("general.edit"), False, [xhr("GET", f"{API}/tax-types/{TAX}")]),
            (t("general.delete"), False, [])]),
        removal("delete", "tax type delete confirm", taxes,
                t("settings.tax_types.confirm_delete"),
                xhr("DELETE", f"{API}/tax-types/{TAX}")),
        _entry("opens-prompt", "payment mode row menu", row_menu(modes, MODE_NAME), [
            (t("general.edit"), False, [xhr("GET", f"{API}/payment-methods/{MODE}")]),
            (t("general.delete"), False, [])]),
        removal("delete", "payment mode delete confirm", modes,
                t("settings.payment_modes.payment_mode_confirm_delete"),
                xhr("DELETE", f"{API}/payment-methods/{MODE}")),
        removal("delete", "note delete confirm", notes,
                t("settings.customization.notes.note_confirm_delete"),
                xhr("DELETE", f"{API}/notes/{NOTE}"), "general.yes", "general.no"),
        _entry("opens-prompt", "role row menu", row_menu(roles, ROLE_NAME), [
            (t("general.edit"), False, [xhr("GET", f"{API}/abilities"),
                                        xhr("GET", f"{API}/roles/{ROLE}")]),
            (t("general.delete"), False, [])]),
        removal("delete", "role delete confirm", roles, t("settings.roles.confirm_delete"),
                xhr("DELETE", f"{API}/roles/{ROLE}")),
        _entry("opens-prompt", "user row menu", popup(users, [USER_NAME, USER_MAIL], [
            {"link": t("general.edit")}, {"menu": t("general.delete")}]), [
            (t("general.edit"), False, [xhr("GET", f"{API}/users/{USER}")]),
            (t("general.delete"), False, [])]),
        removal("delete-user", "user delete confirm", users, t("users.confirm_delete"),
                xhr("POST", f"{API}/users/delete", {"users": [USER]})),
        _entry("reversible", "account settings", account, [
            (t("settings.company_info.save"), False, [xhr("PUT", f"{API}/me", {
                "name": ME, "email": ME_MAIL, "password": "n3w-Passw0rd"})])]),
        _entry("opens-prompt", "company information", company, [
            (t("settings.company_info.save"), False, [
                xhr("PUT", f"{API}/company", company_body)]),
            (t("general.delete"), False, [])]),
        _entry("delete", "delete company dialog", delete_company, [
            (t("general.delete"), True, [xhr("POST", f"{API}/companies/delete",
                                             {"id": COMPANY_ID, "name": COMPANY})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "user menu", user_menu, [
            (t("navigation.logout"), False, [xhr("POST", "/auth/logout"),
                                             xhr("GET", "/sanctum/csrf-cookie")])]),
    ]  # fmt: skip


def portal_screens(t: Any) -> list[dict[str, Any]]:
    """The customer portal: an estimate's Accept and Reject and their confirmations, the
    portal's user menu."""
    page = ESTIMATE_NO
    view = {"title": page, "items": [
        {"button": t("estimates.accept_estimate")}, {"button": t("estimates.reject_estimate")},
        {"text": COMPANY}]}  # fmt: skip
    status = f"{API}/{SLUG}/customer/estimate/{ESTIMATE}/status"
    menu = popup(t("navigation.dashboard"), [CUSTOMER], [
        {"link": t("navigation.settings")}, {"menu": t("navigation.logout")}])  # fmt: skip
    return [
        _entry("opens-prompt", "portal estimate page", view, [
            (t("estimates.accept_estimate"), False, []),
            (t("estimates.reject_estimate"), False, [])]),
        _entry("accept", "portal accept confirm", confirm(
            t, page, t("estimates.confirm_mark_as_accepted")), [
            (t("general.ok"), True, [xhr("POST", status, {"status": "ACCEPTED"})]),
            (t("general.cancel"), False, [])]),
        _entry("accept", "portal reject confirm", confirm(
            t, page, t("estimates.confirm_mark_as_rejected")), [
            (t("general.ok"), True, [xhr("POST", status, {"status": "REJECTED"})]),
            (t("general.cancel"), False, [])]),
        _entry("reversible", "portal user menu", menu, [
            (t("navigation.logout"), False, [xhr("POST", f"/{SLUG}/customer/logout")])]),
    ]  # fmt: skip


# The screens the corpus holds and, on each, the actions it tries (by their index among the
# screen's actions above): every screen is laid out with all its controls.
TRIED = {
    "draft invoice row menu": (2, 3, 4, 5), "invoice delete confirm": (0, 1),
    "invoice clone confirm": (0,), "invoice mark as sent confirm": (0,),
    "invoices send form": (0,), "invoices send preview": (0, 1),
    "estimate row menu": (3, 5, 6, 8), "estimate delete confirm": (0,),
    "estimate convert confirm": (0, 1), "estimate accepted confirm": (0,),
    "estimates send form": (0,), "estimates send preview": (0, 2),
    "customer delete confirm": (0, 1), "payment row menu": (1, 2),
    "payment delete confirm": (0,), "payments send form": (0,), "payments send preview": (0,),
    "item delete confirm": (0,), "expense row menu": (0, 1), "expense delete confirm": (0,),
    "recurring invoice delete confirm": (0,), "mail configuration": (0, 1),
    "test mail dialog": (0, 1), "backup row menu": (0, 1), "new backup dialog": (0,),
    "backup delete confirm": (0, 1), "tax type delete confirm": (0,),
    "payment mode delete confirm": (0,), "note delete confirm": (0, 1),
    "role delete confirm": (0,), "user delete confirm": (0, 1), "account settings": (0,),
    "company information": (0, 1), "delete company dialog": (0, 1), "user menu": (0,),
    "portal estimate page": (0, 1), "portal accept confirm": (0, 1),
    "portal reject confirm": (0,),
}  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language, with the actions it tries (``TRIED``)."""
    laid_out = [*invoice_screens(t), *estimate_screens(t), *record_screens(t),
                *settings_screens(t), *portal_screens(t)]  # fmt: skip
    shown = []
    for entry in laid_out:
        tried = TRIED.get(entry["source"].removeprefix("invoiceshelf "))
        if tried is not None:
            shown.append({**entry, "cases": [entry["cases"][i] for i in tried]})
    return shown

"""Crater's screens for the two-hundred-and-twenty-first held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``resources/scripts/locales/<lang>.json`` catalogue (an argument: the plural choice, or the
values of ``{name}`` placeholders). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

API = "/api/v1"
INVOICE, INVOICE_NO, ESTIMATE, ESTIMATE_NO, PAYMENT, PAYMENT_NO = (
    12, "INV-000012", 7, "EST-000007", 5, "PAY-000005"
)  # fmt: skip
RECURRING, CUSTOMER, ITEM, EXPENSE, USER, DISK = 3, 4, 9, 6, 8, 1
COMPANY, CUSTOMER_NAME, CUSTOMER_MAIL = "Northwind Studio", "Acme Corp", "billing@acme.example"
FROM_MAIL, USER_MAIL = "invoices@northwind.example", "maria@northwind.example"
BACKUP = "Crater/2023-02-18-10-00-00.zip"
Act = tuple[str, bool, list[Any]]


def js(data: Any) -> str:
    """A body as axios writes it (JSON.stringify)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios request; a body is JSON."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": js(data)}


def params(pairs: list[tuple[str, Any]]) -> str:
    """axios's ``params`` (buildURL): encodeURIComponent, then ``:``, ``$``, ``,``, ``[``,
    ``]`` and ``@`` put back and a space written ``+``."""
    out = []
    for name, value in pairs:
        text = quote(str(value), safe="-_.!~*'()")
        for code, char in (("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%20", "+"),
                           ("%5B", "["), ("%5D", "]"), ("%40", "@")):  # fmt: skip
            text = text.replace(code, char)
        out.append(f"{name}={text}")
    return "&".join(out)


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"crater {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(page: str, rows: list[str], labels: list[str]) -> dict[str, Any]:
    """An open row dropdown (BaseDropdown) over its list page."""
    return {"title": page, "dialog": {}, "items": [*({"text": r} for r in rows),
                                                   *({"menu": m} for m in labels)]}  # fmt: skip


def ask(t: Any, page: str, message: str) -> dict[str, Any]:
    """dialogStore.openDialog: BaseDialog over the page, its title ``general.are_you_sure``,
    the yes button ``general.ok`` and the no button ``general.cancel``."""
    return {"title": page, "dialog": {"title": t("general.are_you_sure"), "message": message},
            "items": [{"button": t("general.ok")}, {"button": t("general.cancel")}]}  # fmt: skip


def modal(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A BaseModal (modalStore.openModal) over its page, titled by the modal."""
    return {"title": title, "dialog": {"title": title}, "items": items}


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": title, "items": items}


MAIL_CONFIG = xhr("GET", "/company/mail/config")  # SendXModal's setInitialData


def send_form(kind: str, number: int, subject: str, body: str) -> tuple[list[tuple[str, Any]], Any]:
    """A Send…Modal's form (from, to, subject, body, then the id it sets) and its send."""
    fields = [("from", FROM_MAIL), ("to", CUSTOMER_MAIL), ("subject", subject), ("body", body),
              ("id", number)]  # fmt: skip
    return fields, xhr("POST", f"/{kind}/{number}/send", dict(fields))


def sending(t: Any, kind: str, number: int, title: str, subject: str, body: str,
            cancel: bool) -> list[dict[str, Any]]:  # fmt: skip
    """A Send…Modal: its form (Preview) and its preview (Edit, Send)."""
    fields, send = send_form(kind, number, subject, body)
    preview = xhr("GET", f"/{kind}/{number}/send/preview?{params(fields)}")
    form = modal(title, [
        {"field": "from", "hint": t("general.from"), "text": FROM_MAIL},
        {"field": "to", "hint": t("general.to"), "text": CUSTOMER_MAIL},
        {"field": "subject", "hint": t("general.subject"), "text": subject},
        {"field": "body", "hint": t("general.body"), "text": body},
        {"button": t("general.cancel")},
        {"button": t("general.preview")},
    ])  # fmt: skip
    shown = modal(title, [
        {"button": "Edit"},  # written in English in every language (not translated)
        {"text": subject},
        {"button": t("general.cancel")},
        {"button": t("general.send")},
    ])  # fmt: skip
    form_acts: list[Act] = [(t("general.preview"), False, [preview])]
    shown_acts: list[Act] = [("Edit", False, []), (t("general.send"), True, [send])]
    if cancel:
        form_acts.append((t("general.cancel"), False, []))
        shown_acts.append((t("general.cancel"), False, []))
    return [entry("reversible", f"{kind} send modal", form, form_acts),
            entry("send", f"{kind} send preview", shown, shown_acts)]  # fmt: skip


def invoices(t: Any) -> list[dict[str, Any]]:
    title = t("invoices.title")
    row = [INVOICE_NO, CUSTOMER_NAME]
    labels = [t("general.edit"), t("general.view"), t("invoices.send_invoice"),
              t("invoices.mark_as_sent"), t("invoices.clone_invoice"),
              t("general.delete")]  # fmt: skip
    clone = {"id": INVOICE, "invoice_number": INVOICE_NO, "status": "DRAFT",
             "customer_id": CUSTOMER, "total": 150000}  # fmt: skip
    created = {"invoice_date": "2023-02-18", "due_date": "2023-03-04",
               "invoice_number": "INV-000013", "customer_id": CUSTOMER, "template_name":
               "invoice1", "items": [{"name": "Logo design", "quantity": 1, "price": 150000}],
               "total": 150000}  # fmt: skip
    new = page(t("invoices.new_invoice"), [{"field": "invoice_number", "text": "INV-000013"},
                                           {"button": t("invoices.save_invoice")}])  # fmt: skip
    return [
        entry("opens-prompt", "invoice row menu", menu(title, row, labels), [
            (labels[2], False, [MAIL_CONFIG]),
            (labels[3], False, []),
            (labels[4], False, []),
            (labels[5], False, []),
        ]),
        entry("delete", "invoice delete confirmation",
              ask(t, title, t("invoices.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", "/invoices/delete", {"ids": [INVOICE]})]),
            (t("general.cancel"), False, []),
        ]),
        entry("reversible", "invoice mark as sent confirmation",
              ask(t, title, t("invoices.invoice_mark_as_sent")), [
            (t("general.ok"), False, [xhr("POST", f"/invoices/{INVOICE}/status",
                                          {"id": INVOICE, "status": "SENT"})]),
        ]),
        entry("reversible", "invoice clone confirmation",
              ask(t, title, t("invoices.confirm_clone")), [
            (t("general.ok"), False, [xhr("POST", f"/invoices/{INVOICE}/clone", clone)]),
        ]),
        *sending(t, "invoices", INVOICE, t("invoices.send_invoice"), "New Invoice",
                 f"Dear {CUSTOMER_NAME}, please find invoice {INVOICE_NO} attached.", False),
        entry("reversible", "new invoice page", new, [
            (t("invoices.save_invoice"), False, [xhr("POST", "/invoices", created)]),
        ]),
    ]  # fmt: skip


def estimates(t: Any) -> list[dict[str, Any]]:
    title = t("estimates.title")
    row = [ESTIMATE_NO, CUSTOMER_NAME]
    labels = [t("general.edit"), t("general.delete"), t("general.view"),
              t("estimates.convert_to_invoice"), t("estimates.resend_estimate"),
              t("estimates.mark_as_accepted"), t("estimates.mark_as_rejected")]  # fmt: skip
    status = f"/estimates/{ESTIMATE}/status"
    return [
        entry("opens-prompt", "estimate row menu", menu(title, row, labels), [
            (labels[1], False, []),
            (labels[3], False, []),
            (labels[4], False, [MAIL_CONFIG]),
            (labels[5], False, []),
            (labels[6], False, []),
        ]),
        entry("delete", "estimate delete confirmation",
              ask(t, title, t("estimates.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", "/estimates/delete", {"ids": [ESTIMATE]})]),
        ]),
        entry("reversible", "estimate convert confirmation",
              ask(t, title, t("estimates.confirm_conversion")), [
            (t("general.ok"), False, [xhr("POST", f"/estimates/{ESTIMATE}/convert-to-invoice")]),
        ]),
        entry("reversible", "estimate accepted confirmation",
              ask(t, title, t("estimates.confirm_mark_as_accepted")), [
            (t("general.ok"), False, [xhr("POST", status, {"id": ESTIMATE, "status": "ACCEPTED"})]),
        ]),
        entry("reversible", "estimate rejected confirmation",
              ask(t, title, t("estimates.confirm_mark_as_rejected")), [
            (t("general.ok"), False, [xhr("POST", status, {"id": ESTIMATE, "status": "REJECTED"})]),
        ]),
        *sending(t, "estimates", ESTIMATE, t("estimates.send_estimate"), "New Estimate",
                 f"Dear {CUSTOMER_NAME}, please find estimate {ESTIMATE_NO} attached.", False),
    ]  # fmt: skip


def payments(t: Any) -> list[dict[str, Any]]:
    title = t("payments.title")
    labels = [t("general.edit"), t("general.view"), t("payments.send_payment"),
              t("general.delete")]  # fmt: skip
    record = {"payment_date": "2023-02-18", "payment_number": PAYMENT_NO, "customer_id": CUSTOMER,
              "invoice_id": INVOICE, "amount": 150000, "payment_method_id": 1}  # fmt: skip
    new = page(t("payments.new_payment"), [{"field": "amount", "text": "1,500.00"},
                                           {"button": t("payments.save_payment")}])  # fmt: skip
    return [
        entry("reversible", "record payment page", new, [
            (t("payments.save_payment"), False, [xhr("POST", "/payments", record)]),
        ]),
        entry("opens-prompt", "payment row menu",
              menu(title, [PAYMENT_NO, CUSTOMER_NAME], labels), [
            (labels[2], False, [MAIL_CONFIG]),
            (labels[3], False, []),
        ]),
        entry("delete", "payment delete confirmation",
              ask(t, title, t("payments.confirm_delete", 1)), [
            (t("general.ok"), True, [xhr("POST", "/payments/delete", {"ids": [PAYMENT]})]),
        ]),
        *sending(t, "payments", PAYMENT, t("payments.send_payment"), "Payment Receipt",
                 f"Dear {CUSTOMER_NAME}, thank you for payment {PAYMENT_NO}.", False),
    ]  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    """Recurring invoices, customers, items, expenses."""
    rec_title, cus_title = t("recurring_invoices.title"), t("customers.title")
    item_title, exp_title = t("items.title"), t("expenses.title")
    edit, view, delete = t("general.edit"), t("general.view"), t("general.delete")
    recurring = {"starts_at": "2023-03-01", "send_automatically": False, "customer_id": CUSTOMER,
                 "status": "ACTIVE", "frequency": "0 0 1 * *", "limit_by": "NONE",
                 "items": [{"name": "Hosting", "quantity": 1, "price": 2000}],
                 "total": 2000}  # fmt: skip
    customer = {"name": CUSTOMER_NAME, "email": CUSTOMER_MAIL, "currency_id": 1,
                "enable_portal": False, "billing": {"name": CUSTOMER_NAME}}  # fmt: skip
    return [
        entry("reversible", "new recurring invoice page",
              page(t("recurring_invoices.new_invoice"),
                   [{"button": t("recurring_invoices.save_invoice")}]), [
            (t("recurring_invoices.save_invoice"), False,
             [xhr("POST", "/recurring-invoices", recurring)]),
        ]),
        entry("opens-prompt", "recurring invoice row menu",
              menu(rec_title, [CUSTOMER_NAME, "Monthly"], [edit, view, delete]), [
            (delete, False, []),
        ]),
        entry("delete", "recurring invoice delete confirmation",
              ask(t, rec_title, t("invoices.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", "/recurring-invoices/delete",
                                         {"ids": [RECURRING]})]),
        ]),
        entry("reversible", "new customer page",
              page(t("customers.new_customer"), [{"field": "name", "text": CUSTOMER_NAME},
                                                 {"button": t("customers.save_customer")}]), [
            (t("customers.save_customer"), False, [xhr("POST", "/customers", customer)]),
        ]),
        entry("opens-prompt", "customer row menu",
              menu(cus_title, [CUSTOMER_NAME, CUSTOMER_MAIL], [edit, view, delete]), [
            (view, False, [xhr("GET", f"/customers/{CUSTOMER}/stats")]),
            (delete, False, []),
        ]),
        entry("delete", "customer delete confirmation",
              ask(t, cus_title, t("customers.confirm_delete", 1)), [
            (t("general.ok"), True, [xhr("POST", "/customers/delete", {"ids": [CUSTOMER]})]),
        ]),
        entry("opens-prompt", "item row menu", menu(item_title, ["Logo design"], [edit, delete]), [
            (delete, False, []),
        ]),
        entry("delete", "item delete confirmation", ask(t, item_title, t("items.confirm_delete")), [
            (t("general.ok"), True, [xhr("POST", "/items/delete", {"ids": [ITEM]})]),
        ]),
        entry("opens-prompt", "expense row menu",
              menu(exp_title, ["Travel", "2023-02-16"], [edit, delete]), [
            (delete, False, []),
        ]),
        entry("delete", "expense delete confirmation",
              ask(t, exp_title, t("expenses.confirm_delete", 1)), [
            (t("general.ok"), True, [xhr("POST", "/expenses/delete", {"ids": [EXPENSE]})]),
        ]),
    ]  # fmt: skip


def users(t: Any) -> list[dict[str, Any]]:
    title = t("users.title")
    edit, delete = t("general.edit"), t("general.delete")
    user = {"name": "Maria Lopez", "email": USER_MAIL, "password": "correct-horse-9",
            "companies": [{"id": 1, "role": "admin"}]}  # fmt: skip
    return [
        entry("reversible", "new user page",
              page(t("users.add_user"), [{"field": "email", "text": USER_MAIL},
                                         {"button": t("users.save_user")}]), [
            (t("users.save_user"), False, [xhr("POST", "/users", user)]),
        ]),
        entry("opens-prompt", "user row menu",
              menu(title, ["Maria Lopez", USER_MAIL], [edit, delete]), [
            (delete, False, []),
        ]),
        entry("delete-user", "user delete confirmation",
              ask(t, title, t("users.confirm_delete", 1)), [
            (t("general.ok"), True, [xhr("POST", "/users/delete", {"users": [USER]})]),
        ]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    company_title = t("settings.company_info.company_info")
    mail_title, backup_title = t("settings.mail.mail_config"), t("settings.backup.title")
    update_title = t("settings.update_app.title")
    delete_company = t("settings.company_info.delete_company")
    company = {"name": COMPANY, "slug": "northwind-studio",
               "address": {"country_id": 231, "city": "Portland"}}  # fmt: skip
    mail = {"mail_driver": "smtp", "mail_host": "smtp.northwind.example", "mail_port": 587,
            "mail_username": FROM_MAIL, "mail_password": "app-password-1",
            "mail_encryption": "tls", "from_mail": FROM_MAIL, "from_name": COMPANY}  # fmt: skip
    test = {"to": "ops@partner.example", "subject": "Test", "message": "Mail setup check"}
    removal = params([("disk", "local"), ("file_disk_id", DISK), ("path", BACKUP)])
    steps = ["download", "unzip", "copy", "delete", "migrate", "finish"]
    update = [xhr("POST", f"/update/{step}", {"version": "6.0.7", "installed": "6.0.6",
                                               "deleted_files": [], "path": None})
              for step in steps]  # fmt: skip
    preferences = {"settings": {"currency": 1, "time_zone": "America/Los_Angeles",
                                "carbon_date_format": "d M Y", "language": "en"}}  # fmt: skip
    return [
        entry("opens-prompt", "company settings", page(company_title, [
            {"field": "name", "text": COMPANY},
            {"button": t("settings.company_info.save")},
            {"text": t("settings.company_info.delete_company_description")},
            {"button": delete_company},
        ]), [
            (t("settings.company_info.save"), False, [xhr("PUT", "/company", company)]),
            (delete_company, False, []),
        ]),
        entry("delete", "delete company modal", modal(delete_company, [
            {"text": t("settings.company_info.delete_company_modal_desc", {"company": COMPANY})},
            {"field": "name", "hint": t("settings.company_info.delete_company_modal_label",
                                        {"company": COMPANY}), "text": COMPANY},
            {"button": t("general.cancel")},
            {"button": t("general.delete")},
        ]), [
            (t("general.delete"), True, [xhr("POST", "/companies/delete", {"name": COMPANY})]),
        ]),
        entry("reversible", "preferences settings", page(t("settings.preferences.preference"), [
            {"button": t("settings.preferences.save")},
        ]), [
            (t("settings.preferences.save"), False, [xhr("POST", "/company/settings",
                                                         preferences)]),
        ]),
        entry("opens-prompt", "mail configuration", page(mail_title, [
            {"field": "from_mail", "hint": t("settings.mail.from_mail"), "text": FROM_MAIL},
            {"button": t("general.save")},
            {"button": t("general.test_mail_conf")},
        ]), [
            (t("general.save"), False, [xhr("POST", "/mail/config", mail)]),
            (t("general.test_mail_conf"), False, []),
        ]),
        entry("send", "test mail modal", modal(t("general.test_mail_conf"), [
            {"field": "to", "hint": t("general.to"), "text": test["to"]},
            {"field": "subject", "hint": t("general.subject"), "text": test["subject"]},
            {"field": "message", "hint": t("general.message"), "text": test["message"]},
            {"button": t("general.cancel")},
            {"button": t("general.send")},
        ]), [
            (t("general.send"), True, [xhr("POST", "/mail/test", test)]),
        ]),
        entry("opens-prompt", "backup settings", page(backup_title, [
            {"button": t("settings.backup.new_backup")},
            {"text": BACKUP},
            {"menu": t("general.download")},
            {"menu": t("general.delete")},
        ]), [
            (t("settings.backup.new_backup"), False, [xhr("GET", "/disks?limit=all")]),
            (t("general.delete"), False, []),
        ]),
        entry("reversible", "new backup modal", modal(t("settings.backup.create_backup"), [
            {"field": "option", "hint": t("settings.backup.select_backup_type"), "text": "full"},
            {"button": t("general.cancel")},
            {"button": t("general.create")},
        ]), [
            (t("general.create"), False, [xhr("POST", "/backups", {"option": "full",
                                                                   "file_disk_id": DISK})]),
        ]),
        entry("delete", "backup delete confirmation",
              ask(t, backup_title, t("settings.backup.backup_confirm_delete")), [
            (t("general.ok"), True, [xhr("DELETE", f"/backups/local?{removal}")]),
        ]),
        entry("opens-prompt", "update app settings", page(update_title, [
            {"button": t("settings.update_app.check_update")},
            {"button": t("settings.update_app.update")},
        ]), [
            (t("settings.update_app.check_update"), False, [xhr("GET", "/check/update")]),
            (t("settings.update_app.update"), False, []),
        ]),
        entry("update", "update app confirmation",
              ask(t, update_title, t("settings.update_app.update_warning")), [
            (t("general.ok"), True, update),
        ]),
        entry("reversible", "user menu", menu(t("navigation.dashboard"), ["Maria Lopez"],
                                              [t("navigation.settings"), t("navigation.logout")]), [
            (t("navigation.logout"), False, ["POST /auth/logout"]),
        ]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*invoices(t), *estimates(t), *payments(t), *records(t), *users(t), *settings(t)]

"""Akaunting's screens for the hundred-and-sixty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``resources/lang/<locale>/*.php`` catalogue (an int first argument picks the plural form as
``trans_choice`` does; the rest are placeholder and value pairs). What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

CO = "/1"  # every admin route is under the company's id ({company_id})
TOKEN = "q3VxW8mZ1rT6yN9bK2dF5eH7jL0sW4uA8cE1gI3k"  # made up; csrf_token()
INV, INV_NO, BILL, BILL_NO, PAY = 5, "INV-00005", 7, "BILL-00007", 9
CUSTOMER, CUSTOMER_NAME, VENDOR, VENDOR_NAME = 3, "Northwind Traders", 4, "Acme Paper Co."
ITEM, ITEM_NAME, ACCOUNT, ACCOUNT_NAME = 2, "Consulting hour", 2, "Business Checking"
TRANSFER, RECON, TXN, CATEGORY, CATEGORY_NAME = 3, 1, 12, 5, "Office supplies"
TAX, TAX_NAME, CURRENCY, CURRENCY_NAME = 1, "VAT 20%", 2, "Euro"
USER, USER_NAME, ME, APP, APP_NAME = 3, "Jane Doe", 1, "double-entry", "Double-Entry"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(method: str, path: str, fields: Fields) -> dict[str, str]:
    """form.js's submit: the form's named inputs (``_token`` and Laravel's ``_method``
    first) posted by axios as FormData; written urlencoded in the form's order."""
    return {"request": f"{method} {CO}{path}", "body": body([("_token", TOKEN), *fields])}


def patch(path: str, fields: Fields) -> dict[str, str]:
    """A form with ``@method('PATCH')``: POSTed with ``_method=PATCH``."""
    return form("POST", path, [("_method", "PATCH"), *fields])


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios call (the CSRF token in its header); a body is JSON."""
    if data is None:
        return f"{method} {CO}{path}"
    return {"request": f"{method} {CO}{path}",
            "body": json.dumps(data, separators=(",", ":"))}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {CO}{path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"akaunting {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def _type(t: Any, key: str) -> str:
    return t(f"general.{key}", 1)


def delete_modal(t: Any, page: str, key: str, name: str) -> dict[str, Any]:
    """global.js's confirmDelete: the akaunting-modal over the page, titled ``Delete
    :type``, its message ``general.delete_confirm``, its buttons Cancel and Delete."""
    kind = _type(t, key)
    message = t("general.delete_confirm", "name", name, "type", kind.lower())
    return {"title": page, "dialog": {"title": t("general.title.delete", "type", kind),
                                      "message": message},
            "items": [{"button": t("general.cancel")},
                      {"button": t("general.delete")}]}  # fmt: skip


def deleted(t: Any, category: str, source: str, page: str, key: str, name: str,
            path: str, cancel: bool = False) -> dict[str, Any]:  # fmt: skip
    """A delete confirmation: Delete sends ``DELETE`` by axios; Cancel (tried where
    ``cancel``) closes the modal."""
    acts: list[Act] = [(t("general.delete"), True, [xhr("DELETE", path)])]
    if cancel:
        acts.append((t("general.cancel"), False, []))
    return _entry(category, source, delete_modal(t, page, key, name), acts)


def sales_screens(t: Any) -> list[dict[str, Any]]:
    """Invoices: the list, the form, a draft's, a sent and a cancelled invoice's page, the
    more-actions menu, the email, payment and receipt modals, the delete modals."""
    invoices = t("general.invoices", 2)
    inv = _type(t, "invoices")
    index = {"title": invoices, "items": [
        {"link": t("general.title.new", "type", inv)}, {"link": INV_NO},
        {"text": CUSTOMER_NAME}]}  # fmt: skip
    new = {"title": t("general.title.new", "type", inv), "items": [
        {"text": CUSTOMER_NAME}, {"field": "document_number", "hint": "", "text": INV_NO},
        {"link": t("general.cancel")}, {"button": t("general.save")},
        {"button": t("general.send_to")}]}  # fmt: skip
    inv_fields = [("type", "invoice"), ("document_number", INV_NO),
                  ("contact_id", str(CUSTOMER)), ("issued_at", "2025-03-01"),
                  ("due_at", "2025-03-31"), ("currency_code", "USD"),
                  ("items[0][item_id]", str(ITEM)), ("items[0][quantity]", "3"),
                  ("items[0][price]", "120")]  # fmt: skip
    draft = {"title": INV_NO, "items": [
        {"link": t("general.edit")}, {"icon": "more_horiz"}, {"text": t("general.send")},
        {"button": t("invoices.send_mail")}, {"link": t("invoices.mark_sent")},
        {"button": t("general.share_link")}, {"text": t("invoices.get_paid")},
        {"button": t("invoices.add_payment")}]}  # fmt: skip
    more = {"title": INV_NO, "dialog": {}, "items": [
        {"link": t("general.duplicate")}, {"link": t("general.print")},
        {"link": t("general.download_pdf")}, {"button": t("general.share_link")},
        {"button": t("invoices.send_mail")}, {"link": t("general.customize")},
        {"link": t("documents.actions.cancel")}, {"button": t("general.delete")}]}  # fmt: skip
    email = {"title": INV_NO, "dialog": {"title": t("general.title.new", "type",
                                                     t("general.email", 1))},
             "items": [
        {"field": "to", "hint": t("general.to"), "text": "ap@northwind.example"},
        {"field": "subject", "hint": t("general.subject"), "text": f"Invoice {INV_NO}"},
        {"button": t("general.cancel")}, {"button": t("general.send")}]}  # fmt: skip
    pay_title = t("general.title.new", "type", _type(t, "payments"))
    payment = {"title": INV_NO, "dialog": {"title": pay_title}, "items": [
        {"field": "amount", "hint": t("general.amount"), "text": "360.00"},
        {"button": t("general.cancel")}, {"button": t("general.save_and_send")},
        {"button": t("general.save")}]}  # fmt: skip
    pay_fields = [("type", "income"), ("paid_at", "2025-03-12"), ("amount", "360.00"),
                  ("account_id", str(ACCOUNT)), ("currency_code", "USD"),
                  ("payment_method", "offline-payments.bank_transfer.2")]  # fmt: skip
    pay_path = f"/modals/documents/{INV}/transactions"
    receipt = _type(t, "receipts")
    paid = {"title": INV_NO, "items": [
        {"text": t("invoices.payments_received")},
        {"button": t("general.title.send", "type", receipt)},
        {"button": t("general.title.edit", "type", _type(t, "payments"))},
        {"button": t("general.title.delete", "type", _type(t, "payments"))}]}  # fmt: skip
    receipt_email = {"title": INV_NO, "dialog": {"title": t("general.title.new", "type",
                                                             t("general.email", 1))},
                     "items": [
        {"field": "to", "hint": t("general.to"), "text": "ap@northwind.example"},
        {"button": t("general.cancel")}, {"button": t("general.send")}]}  # fmt: skip
    pay_name = "2025-03-12 - $360.00 - " + ACCOUNT_NAME
    return [
        _entry("reversible", "invoice list", index, [
            (t("general.title.new", "type", inv), False, [link("/sales/invoices/create")])]),
        _entry("reversible", "new invoice form", new, [
            (t("general.save"), False, [form("POST", "/sales/invoices", inv_fields)]),
            (t("general.send_to"), False, [form("POST", "/sales/invoices",
                                                [*inv_fields, ("senddocument", "true")])])]),
        _entry("opens-prompt", "draft invoice page", draft, [
            (t("invoices.mark_sent"), False, [link(f"/sales/invoices/{INV}/sent")]),
            (t("invoices.send_mail"), False, [
                xhr("GET", f"/modals/invoices/{INV}/emails/create")]),
            (t("invoices.add_payment"), False, [
                xhr("GET", f"/modals/documents/{INV}/transactions/create")]),
            ("more_horiz", False, [])]),
        _entry("opens-prompt", "invoice more actions menu", more, [
            (t("general.duplicate"), False, [link(f"/sales/invoices/{INV}/duplicate")]),
            (t("documents.actions.cancel"), True, [link(f"/sales/invoices/{INV}/cancelled")]),
            (t("general.delete"), False, [])]),
        deleted(t, "delete", "invoice delete modal", INV_NO, "invoices", INV_NO,
                f"/sales/invoices/{INV}", cancel=True),
        _entry("send", "invoice email modal", email, [
            (t("general.send"), True, [form("POST", f"/modals/invoices/{INV}/emails", [
                ("document_id", str(INV)), ("to", "ap@northwind.example"),
                ("subject", f"Invoice {INV_NO}"), ("body", "Dear customer, ...")])]),
            (t("general.cancel"), False, [])]),
        _entry("send", "invoice payment modal", payment, [
            (t("general.save"), False, [form("POST", pay_path, pay_fields)]),
            (t("general.save_and_send"), True, [form("POST", pay_path, [
                *pay_fields, ("sendtransaction", "true")])]),
            (t("general.cancel"), False, [])]),
        _entry("opens-prompt", "paid invoice page", paid, [
            (t("general.title.send", "type", receipt), False, [
                xhr("GET", f"/modals/transactions/{PAY}/emails/create")]),
            (t("general.title.edit", "type", _type(t, "payments")), False, [
                xhr("GET", f"{pay_path}/{PAY}/edit")]),
            (t("general.title.delete", "type", _type(t, "payments")), False, [])]),
        deleted(t, "delete", "payment delete modal", INV_NO, "transactions", pay_name,
                f"{pay_path}/{PAY}", cancel=True),
        _entry("send", "receipt email modal", receipt_email, [
            (t("general.send"), True, [form("POST", f"/modals/transactions/{PAY}/emails", [
                ("transaction_id", str(PAY)), ("to", "ap@northwind.example")])]),
            (t("general.cancel"), False, [])]),
    ]  # fmt: skip


def purchase_screens(t: Any) -> list[dict[str, Any]]:
    """A draft bill's page, its payment modal and delete modal; customers and vendors."""
    draft = {"title": BILL_NO, "items": [
        {"link": t("general.edit")}, {"link": t("bills.mark_received")},
        {"button": t("bills.add_payment")}]}  # fmt: skip
    pay_title = t("general.title.new", "type", _type(t, "payments"))
    payment = {"title": BILL_NO, "dialog": {"title": pay_title}, "items": [
        {"field": "amount", "hint": t("general.amount"), "text": "84.50"},
        {"button": t("general.cancel")}, {"button": t("general.save")}]}  # fmt: skip
    customers = t("general.customers", 2)
    cust_list = {"title": customers, "items": [
        {"link": t("general.title.new", "type", _type(t, "customers"))},
        {"link": CUSTOMER_NAME}, {"switch": t("general.enabled"), "checked": True}]}  # fmt: skip
    cust_more = {"title": CUSTOMER_NAME, "dialog": {}, "items": [
        {"link": t("general.edit")}, {"link": t("general.duplicate")},
        {"button": t("general.delete")}]}  # fmt: skip
    vendors = t("general.vendors", 2)
    return [
        _entry("reversible", "draft bill page", draft, [
            (t("bills.mark_received"), False, [link(f"/purchases/bills/{BILL}/received")]),
            (t("bills.add_payment"), False, [
                xhr("GET", f"/modals/documents/{BILL}/transactions/create")])]),
        _entry("reversible", "bill payment modal", payment, [
            (t("general.save"), False, [form("POST", f"/modals/documents/{BILL}/transactions", [
                ("type", "expense"), ("paid_at", "2025-03-14"), ("amount", "84.50"),
                ("account_id", str(ACCOUNT)), ("currency_code", "USD"),
                ("payment_method", "offline-payments.cash.1")])]),
            (t("general.cancel"), False, [])]),
        deleted(t, "delete", "bill delete modal", BILL_NO, "bills", BILL_NO,
                f"/purchases/bills/{BILL}"),
        _entry("reversible", "customer list", cust_list, [
            (t("general.enabled"), False, [
                xhr("GET", f"/sales/customers/{CUSTOMER}/disable")])]),
        _entry("opens-prompt", "customer more actions menu", cust_more, [
            (t("general.duplicate"), False, [link(f"/sales/customers/{CUSTOMER}/duplicate")]),
            (t("general.delete"), False, [])]),
        deleted(t, "delete", "customer delete modal", customers, "customers", CUSTOMER_NAME,
                f"/sales/customers/{CUSTOMER}", cancel=True),
        deleted(t, "delete", "vendor delete modal", vendors, "vendors", VENDOR_NAME,
                f"/purchases/vendors/{VENDOR}"),
    ]  # fmt: skip


def banking_screens(t: Any) -> list[dict[str, Any]]:
    """Items, accounts, transfers, reconciliations, transactions."""
    items = t("general.items", 2)
    item_form = {"title": t("general.title.new", "type", _type(t, "items")), "items": [
        {"field": "name", "hint": t("general.name"), "text": ITEM_NAME},
        {"link": t("general.cancel")}, {"button": t("general.save")}]}  # fmt: skip
    accounts = t("general.accounts", 2)
    acc_list = {"title": accounts, "items": [
        {"link": ACCOUNT_NAME}, {"switch": t("general.enabled"), "checked": True}]}  # fmt: skip
    transfers = t("general.transfers", 2)
    transfer_form = {"title": t("general.title.new", "type", _type(t, "transfers")), "items": [
        {"field": "amount", "hint": t("general.amount"), "text": "500.00"},
        {"link": t("general.cancel")}, {"button": t("general.save")}]}  # fmt: skip
    recons = t("general.reconciliations", 2)
    recon_form = {"title": t("general.title.new", "type", _type(t, "reconciliations")),
                  "items": [
        {"field": "closing_balance", "hint": t("reconciliations.closing_balance"),
         "text": "4,210.00"},
        {"link": t("general.cancel")}, {"button": t("reconciliations.save_draft")},
        {"button": t("reconciliations.reconcile")}]}  # fmt: skip
    recon_fields = [("account_id", str(ACCOUNT)), ("started_at", "2025-02-01"),
                    ("ended_at", "2025-02-28"), ("opening_balance", "3,900.00"),
                    ("closing_balance", "4,210.00"), ("transactions[12_1]", "true")]  # fmt: skip
    transactions = t("general.transactions", 2)
    return [
        _entry("reversible", "new item form", item_form, [
            (t("general.save"), False, [form("POST", "/common/items", [
                ("type", "service"), ("name", ITEM_NAME), ("sale_price", "120"),
                ("purchase_price", "")])])]),
        deleted(t, "delete", "item delete modal", items, "items", ITEM_NAME,
                f"/common/items/{ITEM}"),
        _entry("reversible", "account list", acc_list, [
            (t("general.enabled"), False, [xhr("GET", f"/banking/accounts/{ACCOUNT}/disable")])]),
        deleted(t, "delete", "account delete modal", accounts, "accounts", ACCOUNT_NAME,
                f"/banking/accounts/{ACCOUNT}"),
        _entry("reversible", "new transfer form", transfer_form, [
            (t("general.save"), False, [form("POST", "/banking/transfers", [
                ("from_account_id", str(ACCOUNT)), ("to_account_id", "1"),
                ("transferred_at", "2025-03-02"), ("amount", "500.00"),
                ("payment_method", "offline-payments.bank_transfer.2")])])]),
        deleted(t, "delete", "transfer delete modal", transfers, "transfers",
                f"{ACCOUNT_NAME} - Cash", f"/banking/transfers/{TRANSFER}"),
        _entry("reversible", "new reconciliation form", recon_form, [
            (t("reconciliations.save_draft"), False, [form("POST", "/banking/reconciliations",
                                                          recon_fields)]),
            (t("reconciliations.reconcile"), False, [form("POST", "/banking/reconciliations",
                                                         [*recon_fields, ("reconcile", "1")])])]),
        deleted(t, "delete", "reconciliation delete modal", recons, "reconciliations",
                ACCOUNT_NAME, f"/banking/reconciliations/{RECON}"),
        deleted(t, "delete", "transaction delete modal", transactions, "transactions",
                "TRA-00012", f"/banking/transactions/{TXN}"),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Categories, taxes, currencies, company settings, users, an app's page, the profile."""
    categories = t("general.categories", 2)
    company = {"title": t("general.companies", 1), "items": [
        {"field": "name", "hint": t("settings.company.name"), "text": "Bluebird Studio"},
        {"link": t("general.cancel")}, {"button": t("general.save")}]}  # fmt: skip
    users = t("general.users", 2)
    invite_t = t("general.title.invite", "type", _type(t, "users"))
    user_list = {"title": users, "items": [{"link": invite_t}, {"link": USER_NAME}]}
    invite = {"title": invite_t, "items": [
        {"field": "name", "hint": t("general.name"), "text": USER_NAME},
        {"field": "email", "hint": t("general.email"), "text": "jane@bluebird.example"},
        {"link": t("general.cancel")}, {"button": t("general.invite")}]}  # fmt: skip
    resend = t("general.resend") + " " + t("general.invitations", 1)
    user_menu = {"title": users, "dialog": {}, "items": [
        {"link": t("general.show")}, {"link": t("general.edit")}, {"link": resend},
        {"button": t("general.delete")}]}  # fmt: skip
    app_page = {"title": APP_NAME, "items": [
        {"link": t("modules.button.uninstall")},
        {"link": t("modules.button.disable")}]}  # fmt: skip
    store = {"title": APP_NAME, "items": [{"button": t("modules.install")}]}
    profile_t = t("auth.profile")
    account_menu = {"title": t("general.dashboards", 1), "dialog": {}, "items": [
        {"link": profile_t}, {"link": t("auth.logout")}]}  # fmt: skip
    profile = {"title": profile_t, "items": [
        {"field": "name", "hint": t("general.name"), "text": "Alex Morgan"},
        {"link": t("general.cancel")}, {"button": t("general.save")}]}  # fmt: skip
    return [
        deleted(t, "delete", "category delete modal", categories, "categories",
                CATEGORY_NAME, f"/settings/categories/{CATEGORY}"),
        deleted(t, "delete", "tax delete modal", t("general.taxes", 2), "taxes", TAX_NAME,
                f"/settings/taxes/{TAX}"),
        deleted(t, "delete", "currency delete modal", t("general.currencies", 2),
                "currencies", CURRENCY_NAME, f"/settings/currencies/{CURRENCY}"),
        _entry("reversible", "company settings", company, [
            (t("general.save"), False, [patch("/settings/company", [
                ("name", "Bluebird Studio"), ("email", "hello@bluebird.example"),
                ("tax_number", ""), ("phone", ""), ("address", "")])])]),
        _entry("reversible", "user list", user_list, [
            (invite_t, False, [link("/auth/users/create")])]),
        _entry("send", "invite user form", invite, [
            (t("general.invite"), True, [form("POST", "/auth/users", [
                ("name", USER_NAME), ("email", "jane@bluebird.example"),
                ("roles", "2"), ("companies[]", "1")])])]),
        _entry("send", "user actions menu", user_menu, [
            (resend, True, [link(f"/auth/users/{USER}/invite")]),
            (t("general.delete"), False, [])]),
        deleted(t, "delete-user", "user delete modal", users, "users", USER_NAME,
                f"/auth/users/{USER}", cancel=True),
        _entry("delete", "installed app page", app_page, [
            (t("modules.button.uninstall"), True, [link(f"/apps/{APP}/uninstall")]),
            (t("modules.button.disable"), False, [link(f"/apps/{APP}/disable")])]),
        _entry("reversible", "app store page", store, [
            (t("modules.install"), False, [xhr("POST", "/apps/steps", {
                "name": APP_NAME, "alias": APP, "version": "3.1.4"})])]),
        _entry("reversible", "account menu", account_menu, [
            (profile_t, False, [link(f"/auth/profile/{ME}/edit")]),
            (t("auth.logout"), False, [link("/auth/logout")])]),
        _entry("reversible", "profile form", profile, [
            (t("general.save"), False, [patch(f"/auth/profile/{ME}", [
                ("name", "Alex Morgan"), ("email", "alex@bluebird.example"),
                ("password", ""), ("password_confirmation", ""), ("locale", "en-GB")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*sales_screens(t), *purchase_screens(t), *banking_screens(t),
            *settings_screens(t)]  # fmt: skip

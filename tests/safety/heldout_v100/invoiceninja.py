"""Invoice Ninja's screens (``com.invoiceninja.app``, the Flutter admin app of the Invoice
Ninja invoicing platform: invoices emailed and cancelled, recurring invoices sent, payments
emailed, refunded and deleted, clients purged, the company's data purged and the account
deleted), strings from ``lib/utils/i18n.dart`` (one map a language, read with ``lookup``, a
missing string shown in English). The client, the invoice and payment numbers and the
amounts are the same in every language.

Read from the code (``lib``): ``ui/app/entities/entity_actions_dialog.dart``
(``showEntityActionsDialog``, a list row's long press: a ``SimpleDialog`` with no title whose
rows are the entity's ``getActions`` with Edit first, each labelled ``lookup`` of the action);
``data/models/invoice_model.dart`` (a sent, unpaid invoice's actions: Edit, "Send Email",
"View PDF", "Print PDF", Download, "Mark Paid", "Enter Payment", "Client Portal", "Clone to
Other", "Cancel Invoice", Archive and Delete; a pending recurring invoice's Edit, "Send
Now", Stop, "View PDF", "Client Portal", "Clone to Other", Archive and Delete);
``redux/invoice/invoice_actions.dart`` (``handleInvoiceAction``: "Send Email" only opens the
email page; "Cancel Invoice" only opens ``confirmCallback`` titled "Cancel Invoice", whose OK
cancels the invoice, which no action offers to undo; the bulk "Email Invoices" asks
``confirmCallback`` titled "Email Invoices", whose OK emails every selected invoice; Archive
and Delete are done at once, and Restore brings either back);
``redux/recurring_invoice/recurring_invoice_actions.dart`` ("Send Now" emails the invoice at
once; Stop pauses it, and Start resumes it); ``utils/dialogs.dart`` (``confirmCallback``: the
title, "Are you sure?" and CANCEL and OK, or, with a word to type, no title, "Please type
':value' to confirm:", the field, a reason field where asked, the message in bold and the
same buttons; ``passwordCallback``'s ``PasswordConfirmation``, "Verify Password" with the
Password field, CANCEL and SUBMIT, which runs the action);
``ui/app/invoice/invoice_email_view.dart`` and ``ui/app/edit_scaffold.dart`` (the email page on
a phone: "Send Email", the tabs Preview, Customize, PDF and History, the template menu and
Send, which emails the invoice to the client's contacts); ``data/models/payment_model.dart``
and ``redux/payment/payment_actions.dart`` (a payment's actions: Edit, "Refund Payment", which
only opens the refund page, "Send Email", which emails the receipt at once, Archive and
Delete, done at once, a deleted payment offered no Restore); ``ui/payment/refund/
payment_refund.dart`` (the refund page on a phone: "Refund Payment", the invoice and its
amount, "Refund Date", the "Send Email" and "Gateway Refund" switches, read only when the
form is sent, and Refund, which refunds the payment, through the gateway with "Gateway
Refund" on); ``data/models/client_model.dart`` and ``redux/client/client_actions.dart`` (a
client's actions: Edit, "View Statement", "Client Portal", Settings, "New Invoice", "New
Quote", "Enter Payment", "New Task", "New Expense", Merge, Archive, Delete, done at once and
restorable, and Purge, which only opens ``confirmCallback`` "Purge - <client>", whose OK only
asks the password, whose SUBMIT purges the client and all its records);
``ui/settings/account_management.dart`` (Account Management's Overview tab for the owner of
one company: "API DOCS", ZAPIER, "PURGE DATA", which asks to type "purge", then the
password, whose SUBMIT deletes all the company's data, and "DELETE ACCOUNT", which asks to
type "delete" and a reason, then the password, whose SUBMIT deletes the account).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

CLIENT, INVOICE, PAYMENT, RECURRING = "Acme Corp", "0042", "0017", "0008"
COMPANY, USER = "Northwind Studio", "Maria Lopez"
AMOUNT, DATE = "$1,250.00", "2026-04-12"
STATS = (12, 30, 148)


def screens(t: Any) -> list[dict[str, Any]]:
    return invoices(t) + payments(t) + clients(t) + users(t) + account(t)


def actions(t: Any, category: str, source: str, behind: str, keys: list[str],
            tap: str) -> dict[str, Any]:  # fmt: skip
    """``showEntityActionsDialog`` over the list ``behind``: a row for each action."""
    rows = [{"menu": t(k)} for k in keys]
    where = f"invoiceninja showEntityActionsDialog ({source})"
    return entry(category, where, {"title": t(behind), "dialog": {}, "items": rows},
                 [(t(tap), False)])  # fmt: skip


def confirm(t: Any, category: str, source: str, behind: str, title: str,
            cancel: bool | None, ok: bool | None) -> dict[str, Any]:  # fmt: skip
    """``confirmCallback`` with a message: the message as title, "Are you sure?"."""
    buttons = [(t("cancel").upper(), cancel), (t("ok").upper(), ok)]
    return popup(category, f"invoiceninja {source} (confirmCallback)", behind, title,
                 t("are_you_sure"), buttons)  # fmt: skip


def password(t: Any, category: str, source: str, behind: str, cancel: bool | None,
             submit: bool | None) -> dict[str, Any]:  # fmt: skip
    """``PasswordConfirmation``: "Verify Password", the field and its icon."""
    items = ({"field": t("password"), "text": "••••••••••"},)
    buttons = [(t("cancel").upper(), cancel), (t("submit").upper(), submit)]
    return popup(category, f"invoiceninja {source} (PasswordConfirmation)", behind,
                 t("verify_password"), None, buttons, items)  # fmt: skip


def invoices(t: Any) -> list[dict[str, Any]]:
    keys = ["edit", "send_email", "view_pdf", "print_pdf", "download", "mark_paid",
            "new_payment", "client_portal", "clone_to_other", "cancel_invoice", "archive",
            "delete"]  # fmt: skip
    recurring = ["edit", "send_now", "stop", "view_pdf", "client_portal", "clone_to_other",
                 "archive", "delete"]  # fmt: skip
    one = f"a sent, unpaid invoice {INVOICE}"
    pending = f"a pending recurring invoice {RECURRING}"
    listed = t("invoices")
    email = page(t("send_email"), [
        {"button": t("send")}, {"tab": t("preview")},
        {"tab": t("customize")}, {"tab": t("pdf")}, {"tab": t("history")},
        {"row": t("initial_email")}, {"text": f"{t('invoice')} {INVOICE}"},
        {"text": CLIENT}, {"text": AMOUNT}])  # fmt: skip
    where = "invoiceninja InvoiceEmailView"
    return [
        actions(t, "opens-prompt", one, "invoices", keys, "send_email"),
        actions(t, "opens-prompt", one, "invoices", keys, "cancel_invoice"),
        actions(t, "reversible", one, "invoices", keys, "archive"),
        actions(t, "reversible", one, "invoices", keys, "delete"),
        actions(t, "harmless", one, "invoices", keys, "download"),
        confirm(t, "cancel", "handleInvoiceAction (Cancel Invoice)", listed,
                t("cancel_invoice"), None, True),
        confirm(t, "harmless", "handleInvoiceAction (Cancel Invoice)", listed,
                t("cancel_invoice"), False, None),
        confirm(t, "send", "handleInvoiceAction (Email Invoices, three selected)", listed,
                t("bulk_email_invoices"), None, True),
        confirm(t, "harmless", "handleInvoiceAction (Email Invoices, three selected)", listed,
                t("bulk_email_invoices"), False, None),
        entry("send", where, email, [(t("send"), True)]),
        actions(t, "send", pending, "recurring_invoices", recurring, "send_now"),
        actions(t, "reversible", pending, "recurring_invoices", recurring, "stop"),
    ]  # fmt: skip


def payments(t: Any) -> list[dict[str, Any]]:
    keys = ["edit", "refund_payment", "send_email", "archive", "delete"]
    one = f"a paid payment {PAYMENT}"
    refund = page(t("refund_payment"), [
        {"button": t("refund")},
        {"field": t("invoice"), "text": INVOICE}, {"field": t("amount"), "text": AMOUNT},
        {"field": t("refund_date"), "text": DATE},
        {"switch": t("send_email"), "secondary": t("email_receipt")},
        {"switch": t("gateway_refund"), "secondary": t("gateway_refund_help")}])  # fmt: skip
    where = "invoiceninja PaymentRefund"
    return [
        actions(t, "send", one, "payments", keys, "send_email"),
        actions(t, "opens-prompt", one, "payments", keys, "refund_payment"),
        actions(t, "delete", one, "payments", keys, "delete"),
        actions(t, "reversible", one, "payments", keys, "archive"),
        entry("refund", where, refund, [(t("refund"), True)]),
        entry("reversible", where, refund, [(t("send_email"), False)]),
        entry("reversible", where, refund, [(t("gateway_refund"), False)]),
    ]  # fmt: skip


def clients(t: Any) -> list[dict[str, Any]]:
    keys = [
        "edit",
        "view_statement",
        "client_portal",
        "settings",
        "new_invoice",
        "new_quote",
        "new_payment",
        "new_task",
        "new_expense",
        "merge",
        "archive",
        "delete",
        "purge",
    ]
    one = f"a client {CLIENT}"
    purging = f"{t('purge')} - {CLIENT}"
    listed = t("clients")
    return [
        actions(t, "opens-prompt", one, "clients", keys, "purge"),
        actions(t, "reversible", one, "clients", keys, "delete"),
        confirm(t, "opens-prompt", "handleClientAction (Purge)", listed, purging, None, False),
        confirm(t, "harmless", "handleClientAction (Purge)", listed, purging, False, None),
        password(t, "purge", "handleClientAction (Purge)", listed, None, True),
        password(t, "harmless", "handleClientAction (Purge)", listed, False, None),
    ]  # fmt: skip


def users(t: Any) -> list[dict[str, Any]]:
    listed = t("user_management")
    where = "handleUserAction (Remove)"
    sure = t("are_you_sure")
    buttons = [(t("cancel").upper(), None), (t("ok").upper(), True)]
    return [
        popup("remove-member", f"invoiceninja {where} (confirmCallback)", listed, sure, None,
              buttons),
        popup("harmless", f"invoiceninja {where} (confirmCallback)", listed, sure, None,
              [(buttons[0][0], False), (buttons[1][0], None)]),
        password(t, "remove-member", where, listed, None, True),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    title = t("account_management")
    shown = page(title, [
        {"button": t("save")}, {"tab": t("overview")},
        {"tab": t("enabled_modules")}, {"tab": t("integrations")},
        {"tab": t("security_settings")}, {"button": t("api_docs").upper()},
        {"button": "Zapier"}, {"button": t("purge_data").upper()},
        {"button": t("cancel_account").upper()}])  # fmt: skip
    where = "invoiceninja AccountManagement"
    clients, products, invoices = STATS
    stats = (f"- {clients} {t('clients')} - {products} {t('products')} "
             f"- {invoices} {t('invoices')}")  # fmt: skip

    def typed(word: str, message: str, reason: bool) -> tuple[dict[str, Any], ...]:
        asked = t("please_type_to_confirm").replace(":value", word) + ":"
        items: list[dict[str, Any]] = [{"text": asked}, {"field": word, "text": word}]
        if reason:
            items += [{"text": t("why_are_you_leaving")}, {"field": "", "text": ""}]
        return (*items, {"text": f"{message} {stats}"})

    purge = typed(t("purge").lower(), t("purge_data_message"), False)
    leave = t("cancel_account_message").replace(":company", COMPANY)
    delete = typed(t("delete").lower(), leave, True)
    cancel, ok = t("cancel").upper(), t("ok").upper()

    def confirming(category: str, source: str, items: tuple[dict[str, Any], ...],
                   buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"{where} ({source}, confirmCallback)", title, None, None,
                     buttons, items)  # fmt: skip

    return [
        entry("opens-prompt", where, shown, [(t("purge_data").upper(), False)]),
        entry("opens-prompt", where, shown, [(t("cancel_account").upper(), False)]),
        confirming("opens-prompt", "Purge Data", purge, [(cancel, None), (ok, False)]),
        confirming("harmless", "Purge Data", purge, [(cancel, False), (ok, None)]),
        password(t, "purge", "AccountManagement (Purge Data)", title, None, True),
        confirming("opens-prompt", "Delete Account", delete, [(cancel, None), (ok, False)]),
        password(t, "delete-account", "AccountManagement (Delete Account)", title, None, True),
        password(t, "harmless", "AccountManagement (Delete Account)", title, False, None),
    ]  # fmt: skip

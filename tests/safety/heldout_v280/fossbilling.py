"""FOSSBilling's screens for the two-hundred-and-eightieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid)`` being that language's lookup in the app's gettext
catalogue. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

CSRF = "c41f9e07b2d85a63e1f04d9b7a2c6e58"  # made up: the fossbilling_csrf cookie's value
ADMIN = "/admin/"  # ADMIN_PREFIX
INV, INV_NO, INV_HASH = 42, "FB-00042", "7d1e4b9a2c6f08e35b7a91d4c2e6f0a8"
PAID, PAID_NO, PAID_HASH = 43, "FB-00043", "b3a8c0e51f2d7946ae0c18b5d3f7a269"
ORDER, ORDER_TITLE = 31, "Shared Hosting Starter"
CLIENT, CLIENT_NAME, CLIENT_MAIL = 17, "Mia Novak", "mia.novak@example.net"
TICKET, TICKET_SUBJECT = 9, "Cannot reach the control panel"
EMAIL, EMAIL_SUBJECT = 120, "Invoice FB-00042 is due"
TEMPLATE, TEMPLATE_CODE = 14, "mod_invoice_due_after"
MSG, MSG_SUBJECT = 7, "Planned maintenance on 3 October"
STAFF, STAFF_NAME, STAFF_MAIL = 3, "Jonas Berg", "jonas@billing.example.com"
ME, ME_MAIL = "Ana Costa", "ana@billing.example.com"
# The app's JavaScript modals name their buttons in English whatever the language
# (Modals.defaultOptions), as do the mass mailer's two confirmations.
JS_CANCEL, JS_CONFIRM = "Cancel", "Confirm"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: dict[str, Any] | None = None) -> Any:
    """FOSSBilling.api's fetch to ``/api/<role>/<path>``: a GET carries no body (the
    CSRF token goes in a header); a POST's object gets ``CSRFToken`` last and is
    JSON.stringify's."""
    if data is None:
        return f"{method} /api/{path}"
    body = json.dumps({**data, "CSRFToken": CSRF}, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} /api/{path}", "body": body}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (a new tab where it says ``target="_blank"``)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"fossbilling {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def small_confirm(page: str, title: str, content: str = "") -> dict[str, Any]:
    """Modals' ``small-confirm`` over its page: title, content, Cancel and Confirm."""
    dialog = {"title": title, **({"message": content} if content else {})}
    return {"title": page, "dialog": dialog,
            "items": [{"button": JS_CANCEL}, {"button": JS_CONFIRM}]}  # fmt: skip


def danger(page: str, title: str, content: str, button: str) -> dict[str, Any]:
    """Modals' ``danger`` (the emphasis template): its two buttons are links."""
    dialog = {"title": title, **({"message": content} if content else {})}
    return {"title": page, "dialog": dialog,
            "items": [{"link": JS_CANCEL}, {"link": button}]}  # fmt: skip


def invoice_screens(t: Any) -> list[dict[str, Any]]:
    """An unpaid invoice's summary actions, the delete confirmation, the Mark as Paid
    dialog, a paid invoice's Refund and its confirmation, the texts tab, the invoice
    list's bulk delete and export."""
    sure = t("Are you sure?")
    unpaid = {"title": f"{t('Invoice')} {INV_NO}", "items": [
        {"tab": t("Details")}, {"tab": t("Manage")}, {"tab": t("Texts")},
        {"text": CLIENT_NAME}, {"text": t("Unpaid")},
        {"link": t("View as Client")}, {"link": t("Delete")}, {"link": t("Send Reminder")},
        {"link": t("Mark as Paid")}, {"link": t("PDF")}]}  # fmt: skip
    paid = {"title": f"{t('Invoice')} {PAID_NO}", "items": [
        {"tab": t("Details")}, {"tab": t("Manage")}, {"tab": t("Texts")},
        {"text": CLIENT_NAME}, {"text": t("Paid")},
        {"link": t("View as Client")}, {"link": t("Delete")}, {"link": t("Refund")},
        {"link": t("PDF")}]}  # fmt: skip
    mark = {"title": unpaid["title"], "dialog": {"title": t("Enter Custom Transaction ID") + ":"},
            "items": [
        {"button": t("Close")},
        {"field": "transaction-id", "hint": t("Transaction ID"), "text": "BANK-2026-0917"},
        {"text": t("Add the transaction ID of the payment to mark the invoice as paid.")},
        {"link": t("Cancel")}, {"button": t("Submit")}]}  # fmt: skip
    texts = {"title": unpaid["title"], "items": [
        {"tab": t("Texts")},
        {"form": t("Invoice Text Content"), "items": [
            {"field": "text_1", "hint": t("Text Before Invoice Item Table"),
             "text": "Thank you for your business."},
            {"field": "text_2", "hint": t("Text After Invoice Item Table"),
             "text": "Payment within 14 days."}]},
        {"button": t("Update Invoice Text")}]}  # fmt: skip
    listing = {"title": t("Invoices"), "items": [
        {"switch": INV_NO, "checked": True}, {"text": CLIENT_NAME},
        {"switch": "FB-00041", "checked": True}, {"text": "Leo Brandt"},
        {"link": t("Delete Selected")}, {"link": t("Export Invoices")}]}  # fmt: skip
    batch = danger(t("Invoices"), sure, t("Are you sure you want to delete the selected items?"),
                   JS_CONFIRM)  # fmt: skip
    return [
        _entry("opens-prompt", "unpaid invoice page", unpaid, [
            (t("Delete"), False, []),
            (t("Mark as Paid"), False, []),
            (t("View as Client"), False, [link(f"/invoice/{INV_HASH}")])]),
        _entry("send", "unpaid invoice page, Send Reminder", unpaid, [
            (t("Send Reminder"), True, [api("GET", f"admin/invoice/send_reminder?id={INV}")])]),
        _entry("delete", "invoice delete confirmation", small_confirm(unpaid["title"], sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/invoice/delete?id={INV}")])]),
        _entry("harmless", "invoice delete confirmation, Cancel",
               small_confirm(unpaid["title"], sure), [(JS_CANCEL, False, [])]),
        _entry("pay", "mark as paid dialog", mark, [
            (t("Submit"), True, [api("POST", f"admin/invoice/mark_as_paid?id={INV}&execute=1",
                                     {"id": str(INV), "execute": "1",
                                      "transactionId": "BANK-2026-0917"})])]),
        _entry("harmless", "mark as paid dialog, Cancel", mark, [(t("Cancel"), False, [])]),
        _entry("opens-prompt", "paid invoice page", paid, [
            (t("Refund"), False, []),
            (t("PDF"), False, [link(f"/invoice/pdf/{PAID_HASH}")])]),
        _entry("refund", "refund confirmation", small_confirm(paid["title"], sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/invoice/refund?id={PAID}")])]),
        _entry("reversible", "invoice texts tab", texts, [
            (t("Update Invoice Text"), False, [api("POST", "admin/invoice/update", {
                "text_1": "Thank you for your business.", "text_2": "Payment within 14 days.",
                "id": str(INV)})])]),
        _entry("opens-prompt", "invoice list", listing, [(t("Delete Selected"), False, [])]),
        _entry("harmless", "invoice list, export", listing, [
            (t("Export Invoices"), False, [
                link(f"/api/admin/invoice/export_csv?CSRFToken={CSRF}")])]),
        _entry("delete", "invoice bulk delete confirmation", batch, [
            (JS_CONFIRM, True, [api("POST", "admin/invoice/batch_delete",
                                    {"ids": [str(INV), "41"]})])]),
        _entry("harmless", "invoice bulk delete confirmation, Cancel", batch, [
            (JS_CANCEL, False, [])]),
    ]  # fmt: skip


def order_screens(t: Any) -> list[dict[str, Any]]:
    """An active order's actions, the confirmations of Renew and Issue Invoice, the suspend
    prompt, the cancel and delete dialogs."""
    sure = t("Are you sure?")
    title = ORDER_TITLE
    page = {"title": title, "items": [
        {"text": f"#{ORDER}"}, {"text": CLIENT_NAME}, {"text": t("Active")},
        {"link": t("Renew")}, {"link": t("Suspend")}, {"button": t("Cancel")},
        {"button": t("Delete")}, {"link": t("Issue Invoice")}]}  # fmt: skip
    suspend = {"title": title, "dialog": {"title": t("Suspension Reason")}, "items": [
        {"field": "prompt-input", "hint": t("Reason for Suspension"), "text": "Overdue payment"},
        {"button": JS_CANCEL}, {"button": JS_CONFIRM}]}  # fmt: skip
    cancel = {"title": title, "dialog": {"title": t("Cancel Order")}, "items": [
        {"button": t("Close")},
        {"field": "cancellationReason", "hint": t("Reason for Cancellation"),
         "text": "Customer request"},
        {"text": t("This order does not have an active gateway subscription that supports "
                   "cancellation at the end of the billing period.")},
        {"button": t("Confirm Cancellation")}]}  # fmt: skip
    delete = {"title": title, "dialog": {"title": sure}, "items": [
        {"text": t("Are you sure you want to delete the selected item?")},
        {"switch": t("Force the deletion of the item"), "checked": False},
        {"text": t("Selecting this will force the item to be removed from the database even if "
                   "errors occur.")},
        {"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "active order page", page, [
            (t("Renew"), False, []), (t("Suspend"), False, []), (t("Cancel"), False, []),
            (t("Delete"), False, []), (t("Issue Invoice"), False, [])]),
        _entry("reversible", "renew confirmation", small_confirm(title, sure), [
            (JS_CONFIRM, False, [api("GET", f"admin/order/renew?id={ORDER}")])]),
        _entry("reversible", "suspend prompt", suspend, [
            (JS_CONFIRM, False, [api("GET", f"admin/order/suspend?id={ORDER}"
                                            "&reason=Overdue+payment")])]),
        _entry("harmless", "suspend prompt, Cancel", suspend, [(JS_CANCEL, False, [])]),
        _entry("cancel", "cancel order dialog", cancel, [
            (t("Confirm Cancellation"), True, [api("POST", "admin/order/cancel", {
                "id": str(ORDER), "reason": "Customer request",
                "cancel_at_period_end": "0"})])]),
        _entry("delete", "order delete dialog", delete, [
            (t("Delete"), True, [api("POST", "admin/order/delete", {"id": str(ORDER)})])]),
        _entry("harmless", "order delete dialog, Cancel", delete, [(t("Cancel"), False, [])]),
        _entry("send", "issue invoice confirmation", small_confirm(title, sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/invoice/renewal_invoice?id={ORDER}")])]),
    ]  # fmt: skip


def client_screens(t: Any) -> list[dict[str, Any]]:
    """A client's page and its delete confirmation, the client list's bulk delete."""
    sure = t("Are you sure?")
    page = {"title": CLIENT_NAME, "items": [
        {"tab": t("Profile")}, {"tab": t("Edit")}, {"tab": t("Orders")},
        {"tab": t("Invoices")}, {"text": CLIENT_MAIL},
        {"link": t("Login to Client Area")}, {"link": t("Delete")}]}  # fmt: skip
    listing = {"title": t("Clients"), "items": [
        {"switch": CLIENT_NAME, "checked": True}, {"text": CLIENT_MAIL},
        {"link": t("Delete Selected")}, {"link": t("Export Clients")}]}  # fmt: skip
    batch = danger(t("Clients"), sure, t("Are you sure you want to delete the selected items?"),
                   JS_CONFIRM)  # fmt: skip
    return [
        _entry("opens-prompt", "client page", page, [
            (t("Login to Client Area"), False, [link(f"{ADMIN}client/login/{CLIENT}")]),
            (t("Delete"), False, [])]),
        _entry("delete-user", "client delete confirmation", small_confirm(CLIENT_NAME, sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/client/delete?id={CLIENT}")])]),
        _entry("harmless", "client delete confirmation, Cancel",
               small_confirm(CLIENT_NAME, sure), [(JS_CANCEL, False, [])]),
        _entry("opens-prompt", "client list", listing, [(t("Delete Selected"), False, [])]),
        _entry("delete-user", "client bulk delete confirmation", batch, [
            (JS_CONFIRM, True, [api("POST", "admin/client/batch_delete",
                                    {"ids": [str(CLIENT)]})])]),
    ]  # fmt: skip


def support_screens(t: Any) -> list[dict[str, Any]]:
    """A ticket's actions, its reply form, the close and delete confirmations."""
    sure = t("Are you sure?")
    title = f"#{TICKET} - {TICKET_SUBJECT}"
    page = {"title": title, "items": [
        {"tab": t("Ticket")}, {"tab": t("Manage")}, {"text": CLIENT_NAME},
        {"link": t("Close")}, {"link": t("Delete")}]}  # fmt: skip
    reply = "Hello Mia,\n\nThe panel is reachable again after a restart."
    replying = {"title": title, "items": [
        {"text": CLIENT_NAME}, {"text": "The control panel shows a timeout since this morning."},
        {"field": "rt", "text": reply},
        {"button": t("Post")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "ticket page", page, [
            (t("Close"), False, []), (t("Delete"), False, [])]),
        _entry("send", "ticket reply", replying, [
            (t("Post"), True, [api("POST", "admin/support/ticket_reply",
                                   {"content": reply, "id": str(TICKET)})])]),
        _entry("reversible", "ticket close confirmation", small_confirm(title, sure), [
            (JS_CONFIRM, False, [api("GET", f"admin/support/ticket_close?id={TICKET}")])]),
        _entry("delete", "ticket delete confirmation", small_confirm(title, sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/support/ticket_delete?id={TICKET}")])]),
        _entry("harmless", "ticket delete confirmation, Cancel", small_confirm(title, sure), [
            (JS_CANCEL, False, [])]),
    ]  # fmt: skip


def email_screens(t: Any) -> list[dict[str, Any]]:
    """A sent email's page (Preview, Resend, Delete) and its delete confirmation; an email
    template's page and its reset confirmation."""
    sure = t("Are you sure?")
    log = {"title": EMAIL_SUBJECT, "items": [
        {"text": t("From")}, {"text": "billing@billing.example.com"}, {"text": t("To")},
        {"text": CLIENT_MAIL}, {"button": t("Preview")}, {"link": t("Resend")},
        {"link": t("Delete")}]}  # fmt: skip
    subject = "Invoice {{ invoice.serie_nr }} is overdue"
    content = "Hello {{ c.first_name }}, your invoice is overdue."
    template = {"title": TEMPLATE_CODE, "items": [
        {"tab": t("Template")}, {"tab": t("Variables")},
        {"field": "email-subject", "hint": t("Email Subject"), "text": subject},
        {"field": "email-template", "hint": t("Email Message"), "text": content},
        {"link": t("Reset")}, {"button": t("Update")}]}  # fmt: skip
    reset = danger(TEMPLATE_CODE, sure, "", t("Reset"))
    return [
        _entry("opens-prompt", "sent email page", log, [(t("Delete"), False, [])]),
        _entry("send", "sent email page, Resend", log, [
            (t("Resend"), True, [api("GET", f"admin/email/email_resend?id={EMAIL}")])]),
        _entry("delete", "sent email delete confirmation", small_confirm(EMAIL_SUBJECT, sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/email/email_delete?id={EMAIL}")])]),
        _entry("opens-prompt", "email template page", template, [(t("Reset"), False, [])]),
        _entry("reversible", "email template page, Update", template, [
            (t("Update"), False, [api("POST", "admin/email/template_update", {
                "id": str(TEMPLATE), "subject": subject, "content": content})])]),
        _entry("reset", "template reset confirmation", reset, [
            (t("Reset"), True, [api("GET", f"admin/email/template_reset?code={TEMPLATE_CODE}")])]),
        _entry("harmless", "template reset confirmation, Cancel", reset, [
            (JS_CANCEL, False, [])]),
    ]  # fmt: skip


def massmailer_screens(t: Any) -> list[dict[str, Any]]:
    """A mass mail message's page and its two send confirmations (whose words the app
    writes in English)."""
    content = "Dear {{ c.first_name }}, our servers are updated on 3 October."
    page = {"title": MSG_SUBJECT, "items": [
        {"link": t("Back to List")},
        {"field": "from_name", "hint": t("From Name"), "text": "Example Hosting"},
        {"field": "from_email", "hint": t("From Email"), "text": "news@billing.example.com"},
        {"field": "subject", "hint": t("Subject"), "text": MSG_SUBJECT},
        {"button": t("Update and Preview")}, {"button": t("Send Test Message")},
        {"button": t("Send Message to Clients")}]}  # fmt: skip
    send = small_confirm(
        MSG_SUBJECT,
        "Send message to clients?",
        "Are you sure you want to send this message to clients?",
    )
    test = small_confirm(
        MSG_SUBJECT, "Send test message?", "Are you sure you want to send a test message?"
    )
    update = {"from_name": "Example Hosting", "from_email": "news@billing.example.com",
              "subject": MSG_SUBJECT, "filter": {"client_status": ["active"]},
              "content": content, "id": str(MSG)}  # fmt: skip
    return [
        _entry("reversible", "mass mail message page", page, [
            (t("Update and Preview"), False, [
                api("POST", "admin/massmailer/update", update),
                api("POST", "admin/massmailer/preview", {"id": MSG, "include_recipients": 1})])]),
        _entry("opens-prompt", "mass mail message page, send buttons", page, [
            (t("Send Test Message"), False, []), (t("Send Message to Clients"), False, [])]),
        _entry("send", "send to clients confirmation", send, [
            (JS_CONFIRM, True, [api("POST", "admin/massmailer/send", {"id": MSG})])]),
        _entry("harmless", "send to clients confirmation, Cancel", send, [
            (JS_CANCEL, False, [])]),
        _entry("send", "send test confirmation", test, [
            (JS_CONFIRM, True, [api("POST", "admin/massmailer/send_test", {"id": MSG})])]),
    ]  # fmt: skip


def staff_screens(t: Any) -> list[dict[str, Any]]:
    """The staff list and a member's delete confirmation, a member's password tab, my API
    key, the account menu and the login page."""
    sure = t("Are you sure?")
    listing = {"title": t("Staff"), "items": [
        {"text": STAFF_NAME}, {"text": STAFF_MAIL}, {"icon": t("Edit")},
        {"icon": t("Delete")}]}  # fmt: skip
    password = {"title": STAFF_NAME, "items": [
        {"tab": t("Profile")}, {"tab": t("Groups")}, {"tab": t("Password")},
        {"form": t("Change Staff Member Password"), "items": [
            {"field": "inputPassword", "hint": t("Password"), "text": "Wr7#kP2v-Lm9q"},
            {"field": "inputPasswordConfirm", "hint": t("Password confirmation"),
             "text": "Wr7#kP2v-Lm9q"}]},
        {"button": t("Submit")}]}  # fmt: skip
    key = {"title": ME, "items": [
        {"form": t("API Key"), "items": [
            {"text": t("Use this token for external integrations. Rotating it will immediately "
                       "invalidate existing API clients.")},
            {"field": "apikey", "text": "Q2x9T7mV4bN8rK1w"}]},
        {"button": t("Generate New Key")}]}  # fmt: skip
    menu = {"title": t("Dashboard"), "dialog": {}, "items": [
        {"text": ME}, {"text": ME_MAIL}, {"link": t("Profile")}, {"link": t("Settings")},
        {"link": t("Logout")}]}  # fmt: skip
    login = {"title": "Example Hosting", "items": [
        {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"field": "password", "hint": t("Password"), "text": "Ab4!rT8z-Qe2w"},
        {"button": t("Login")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "staff list", listing, [
            (t("Delete"), False, []),
            (t("Edit"), False, [link(f"{ADMIN}staff/manage/{STAFF}")])]),
        _entry("delete-user", "staff delete confirmation", small_confirm(t("Staff"), sure), [
            (JS_CONFIRM, True, [api("GET", f"admin/staff/delete?id={STAFF}")])]),
        _entry("overwrite", "staff member password tab", password, [
            (t("Submit"), True, [api("POST", "admin/staff/change_password", {
                "password": "Wr7#kP2v-Lm9q", "password_confirm": "Wr7#kP2v-Lm9q",
                "id": str(STAFF)})])]),
        _entry("reset", "my API key tab", key, [
            (t("Generate New Key"), True, [api("POST", "admin/profile/generate_api_key", {})])]),
        _entry("harmless", "account menu", menu, [
            (t("Logout"), False, [api("GET", "admin/profile/logout")])]),
        _entry("harmless", "staff login page", login, [
            (t("Login"), False, [api("POST", "guest/staff/login", {
                "email": ME_MAIL, "password": "Ab4!rT8z-Qe2w"})])]),
    ]  # fmt: skip


def client_area_screens(t: Any) -> list[dict[str, Any]]:
    """The client area (the huraga theme): the profile's API key tab and the user menu."""
    key = {"title": t("Profile"), "items": [
        {"tab": t("Details")}, {"tab": t("Change Password")}, {"tab": t("API Key")},
        {"text": t("Resetting the key will break existing applications using it!")},
        {"field": "api-key", "hint": t("Your API Key"), "text": "hX3m9Qp2Lr7V"},
        {"button": t("Generate a New Key")}]}  # fmt: skip
    menu = {"title": t("Dashboard"), "dialog": {}, "items": [
        {"link": t("Profile")}, {"link": t("Sign Out")}]}  # fmt: skip
    return [
        _entry("reset", "client API key tab", key, [
            (t("Generate a New Key"), True, [api("POST", "client/profile/api_key_reset", {})])]),
        _entry("harmless", "client user menu", menu, [
            (t("Sign Out"), False, [link("/client/logout")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*invoice_screens(t), *order_screens(t), *client_screens(t), *support_screens(t),
            *email_screens(t), *massmailer_screens(t), *staff_screens(t),
            *client_area_screens(t)]  # fmt: skip

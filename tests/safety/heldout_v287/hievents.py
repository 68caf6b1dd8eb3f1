"""Hi.Events' screens for the two-hundred-and-eighty-seventh held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(msgid, *values)`` being that language's lookup of a message
of the app's ``frontend/src/locales/<locale>.po`` catalogue (``{0}``, ``{1}`` filled in from
``values``). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "https://tickets.harbourlights.example"  # VITE_FRONTEND_URL
API = f"{APP}/api"  # VITE_API_URL_CLIENT: the API behind the same host, as in all-in-one
ACCOUNT, ME, ORGANIZER = 3, 7, 2
EVENT, SLUG = 14, "harbour-lights-festival-2024"
EVENT_TITLE = "Harbour Lights Festival 2024"
TICKET, TICKET_NAME, PRICE = 31, "Early Bird", 44
ATTENDEE, ATTENDEE_PUBLIC, ATTENDEE_NAME = 512, "A-7KQ2MZ", "Priya Nair"
ATTENDEE2_PUBLIC, ATTENDEE2_NAME = "A-3RW8XD", "Tom Keane"
ORDER, ORDER_PUBLIC = 208, "O-4FJ8TQ"
PROMO, PROMO_CODE = 9, "HARBOUR10"
QUESTION, QUESTION_TITLE = 17, "Dietary requirements"
CAPACITY, CAPACITY_NAME = 5, "Main hall"
TAX, TAX_NAME = 6, "VAT"
IMAGE = 88
INVITED, INVITED_NAME, INVITED_EMAIL = 27, "Marco Ruiz", "marco.ruiz@harbourlights.example"
MEMBER, MEMBER_FIRST, MEMBER_LAST = 19, "Lena", "Vogt"
MY_EMAIL, MY_NEW_EMAIL = "dana@harbourlights.example", "dana.w@harbourlights.example"
TIMEZONE = "Europe/Dublin"
PAYMENT_INTENT = "pi_3PkT2sLm8Rz4QxYw1B0cDe7F"  # made up
STRIPE_CONNECT = "https://connect.stripe.com/setup/e/acct_1PkR9dQx4Lm2Zt7B/Yq2mXc8vLw3n"
SESSION = "2f8c1a9e"  # getSessionIdentifier()'s hash of the browser's details, made up
# getClientLocale(): the browser's language if the app offers it (locales.ts), else English.
CLIENT_LOCALE = {"en": "en", "zh": "zh-cn", "ja": "en", "ko": "en", "de": "de", "fr": "fr",
                 "es": "es", "pt": "pt-br", "ru": "en"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call of ``api`` (``client.ts``): the path joined to the API's base URL; a body
    is ``JSON.stringify``'s (axios's default for an object)."""
    if data is None:
        return f"{method} {API}/{path}"
    return {"request": f"{method} {API}/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...`` or a link opened in a new tab."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"hievents {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The app's ``Modal`` over its page, headed by its ``heading``."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def confirm(t: Any, title: str, message: str, ok: str = "Confirm") -> dict[str, Any]:
    """``confirmationDialog()``: Mantine's confirm modal over its page, the message as its
    title, then Cancel and the confirm button (Confirm, or the label the caller gives)."""
    return {"title": title, "dialog": {"title": t(message)},
            "items": [{"button": t("Cancel")}, {"button": t(ok)}]}  # fmt: skip


def menu(page_items: list[dict[str, Any]], entries: list[str]) -> list[dict[str, Any]]:
    """A page with one of its menus open: the page's items, then the menu's entries."""
    return [*page_items, *({"menu": label} for label in entries)]


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Logging in, a forgotten password, the user menu, the profile page, the users, taxes
    and payment sections of the account settings."""
    login = {"title": "Hi.Events", "items": [
        {"field": "email", "hint": t("Email"), "text": MY_EMAIL},
        {"field": "password", "hint": t("Your password"), "text": "tide-pool-42"},
        {"link": t("Forgot password?")}, {"button": t("Log in")}]}  # fmt: skip
    forgot = {"title": "Hi.Events", "items": [  # ForgotPassword writes its words in English
        {"field": "email", "hint": "Your email", "text": MY_EMAIL},
        {"button": "Reset password"}, {"link": "Back to login"}]}  # fmt: skip
    user_menu = {"title": t("All Events"), "items": [
        {"text": t("All Events")}, {"button": "DW"},
        {"menu": t("My Profile")}, {"menu": t("Account Settings")},
        {"menu": t("Help & Support")}, {"menu": t("Feedback")}, {"menu": t("Logout")}]}  # fmt: skip
    profile_t = t("Manage Profile")

    def profile(banner: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": profile_t, "items": [
            {"tab": t("Profile")}, {"tab": t("Password")}, *banner,
            {"field": "first_name", "hint": t("First Name"), "text": "Dana"},
            {"field": "last_name", "hint": t("Last Name"), "text": "Whitfield-Ode"},
            {"field": "email", "hint": t("Email"), "text": MY_EMAIL},
            {"field": "timezone", "hint": t("Timezone"), "text": TIMEZONE},
            {"button": t("Update profile")}]}  # fmt: skip

    pending = profile([{"text": t("Email change pending")},
                       {"text": t("If you did not request this change, please immediately "
                                  "change your password.")},
                       {"button": t("Cancel email change")}])  # fmt: skip
    password = {"title": profile_t, "items": [
        {"tab": t("Profile")}, {"tab": t("Password")},
        {"field": "current_password", "hint": t("Current Password"), "text": "tide-pool-42"},
        {"field": "password", "hint": t("New Password"), "text": "north-quay-77"},
        {"field": "password_confirmation", "hint": t("Confirm New Password"),
         "text": "north-quay-77"}, {"button": t("Change password")}]}  # fmt: skip
    users_t = t("User Management")
    users_page = [
        {"text": t("Manage your users and their permissions")}, {"button": t("Invite User")},
        {"text": f"{MEMBER_FIRST} {MEMBER_LAST}"}, {"text": t("Admin")},
        {"text": INVITED_NAME}, {"text": t("Organizer")}, {"text": t("Never")},
        {"text": "INVITED"}]  # fmt: skip
    users = {"title": users_t, "items": users_page}
    invited_menu = {"title": users_t, "items": menu(users_page, [
        t("Edit user"), t("Resend invitation"), t("Revoke invitation")])}  # fmt: skip
    invite = modal(users_t, t("Invite User"), [
        {"field": "first_name", "hint": t("First Name"), "text": "Marco"},
        {"field": "last_name", "hint": t("Last Name"), "text": "Ruiz"},
        {"field": "email", "hint": t("Email"), "text": INVITED_EMAIL},
        {"radio": t("Admin"), "checked": False}, {"radio": t("Organizer"), "checked": True},
        {"button": t("Invite User")}])  # fmt: skip
    edit_user = modal(users_t, t("Edit User"), [
        {"field": "first_name", "hint": t("First Name"), "text": MEMBER_FIRST},
        {"field": "last_name", "hint": t("Last Name"), "text": MEMBER_LAST},
        {"field": "status", "hint": t("Status"), "text": t("Inactive")},
        {"text": t("Inactive users cannot log in.")}, {"button": t("Edit User")}])  # fmt: skip
    taxes = {"title": t("Tax & Fees"), "items": [
        {"text": t("Manage taxes and fees which can be applied to your tickets")},
        {"button": t("Add Tax or Fee")}, {"text": TAX_NAME}, {"text": "20%"},
        {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    payment = {"title": t("Payment"), "items": [
        {"text": t("Manage your Stripe payment details")},
        {"text": t("You have not connected your Stripe account")},
        {"text": t("We use Stripe to process payments. Connect your Stripe account to start "
                   "receiving payments.")},
        {"button": t("Connect Stripe")}, {"link": t("Learn more about Stripe")}]}  # fmt: skip
    profile_body = {"first_name": "Dana", "last_name": "Whitfield-Ode", "email": MY_EMAIL,
                    "timezone": TIMEZONE, "locale": CLIENT_LOCALE[lang]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Log in"), False, [api("POST", "auth/login", {
                "email": MY_EMAIL, "password": "tide-pool-42", "account_id": ""}),
                page("/manage/events")]),
            (t("Forgot password?"), False, [])]),
        _entry("reversible", "forgot password page", forgot, [
            ("Reset password", False, [api("POST", "auth/forgot-password",
                                           {"email": MY_EMAIL})])]),
        _entry("reversible", "user menu", user_menu, [
            (t("Logout"), False, [api("POST", "auth/logout"), page("/auth/login")]),
            (t("Help & Support"), False, [
                page("https://hi.events/docs?utm_source=app-top-menu-help-support")])]),
        _entry("reversible", "profile page email change pending", pending, [
            (t("Cancel email change"), False, [api("DELETE", f"users/{ME}/email-change")]),
            (t("Update profile"), False, [api("PUT", "users/me", profile_body)])]),
        _entry("reversible", "profile page password", password, [
            (t("Change password"), False, [api("PUT", "users/me", {
                "current_password": "tide-pool-42", "password": "north-quay-77",
                "password_confirmation": "north-quay-77"})])]),
        _entry("opens-prompt", "users page", users, [(t("Invite User"), False, [])]),
        _entry("send", "users page invited user menu resend", invited_menu, [
            (t("Resend invitation"), True, [api("POST", f"users/{INVITED}/invitation")])]),
        _entry("revoke", "users page invited user menu revoke", invited_menu, [
            (t("Revoke invitation"), True, [api("DELETE", f"users/{INVITED}/invitation")])]),
        _entry("send", "invite user modal", invite, [
            (t("Invite User"), True, [api("POST", "users", {
                "email": INVITED_EMAIL, "first_name": "Marco", "last_name": "Ruiz",
                "role": "ORGANIZER"})])]),
        _entry("reversible", "edit user modal", edit_user, [
            (t("Edit User"), False, [api("PUT", f"users/{MEMBER}", {
                "first_name": MEMBER_FIRST, "last_name": MEMBER_LAST, "status": "INACTIVE",
                "role": "ADMIN"})])]),
        _entry("delete", "tax and fee settings", taxes, [
            (t("Delete"), True, [api("DELETE", f"accounts/{ACCOUNT}/taxes-and-fees/{TAX}")]),
            (t("Edit"), False, [])]),
        _entry("reversible", "payment settings", payment, [
            (t("Connect Stripe"), False, [page(STRIPE_CONNECT)])]),
    ]  # fmt: skip


def event_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The events list's card menu and the duplicate modal; an event's top bar, the status
    confirmation, tickets, attendees, orders, messages, promo codes, questions, capacity
    assignments, the homepage designer's cover, check-in and the misc settings."""
    home = page(f"/event/{EVENT}/{SLUG}")
    card = {"title": t("All Events"), "items": menu([
        {"text": t("All Events")}, {"link": EVENT_TITLE}, {"button": t("Manage")}], [
        t("View event page"), t("Manage event"), t("Check-in"),
        t("Duplicate event")])}  # fmt: skip
    duplicate = modal(t("All Events"), t("Duplicate Event"), [
        {"field": "title", "hint": t("Name"), "text": "Harbour Lights Festival 2025"},
        {"field": "start_date", "hint": t("Start Date"), "text": "2025-08-15T18:00"},
        {"field": "end_date", "hint": t("End Date"), "text": "2025-08-17T23:00"},
        {"switch": t("Duplicate Tickets"), "checked": True},
        {"switch": t("Duplicate Questions"), "checked": True},
        {"switch": t("Duplicate Settings"), "checked": True},
        {"switch": t("Duplicate Promo Codes"), "checked": False},
        {"button": t("Duplicate Event")}])  # fmt: skip
    dashboard_t = EVENT_TITLE
    top = {"title": dashboard_t, "items": [
        {"link": t("Events")}, {"link": EVENT_TITLE},
        {"button": f"DRAFT • {t('Upcoming')}"}, {"link": t("Event page")}]}  # fmt: skip
    publish = confirm(t, dashboard_t, "Are you sure you want to make this event public? This "
                      "will make the event visible to the public")  # fmt: skip
    tickets_t = t("Tickets")
    tickets = {"title": tickets_t, "items": menu([
        {"text": TICKET_NAME}, {"text": t("On Sale")}, {"button": t("Manage")}], [
        t("Message Attendees"), t("Edit Ticket"), t("Delete ticket")])}  # fmt: skip
    attendees_t = t("Attendees")
    attendee_row = [
        {"field": "search", "hint": t("Search by attendee name, email or order #..."),
         "text": ""}, {"button": t("Add")}, {"button": t("Export")},
        {"text": ATTENDEE_NAME}, {"link": "priya.nair@mailbox.example"},
        {"link": ORDER_PUBLIC}, {"text": TICKET_NAME}, {"text": "ACTIVE"}]  # fmt: skip
    attendees = {"title": attendees_t, "items": attendee_row}
    attendee_menu = {"title": attendees_t, "items": menu(attendee_row, [
        t("View attendee"), t("Message attendee"), t("Edit attendee"), t("Resend ticket email"),
        f"{t('Cancel')} {t('ticket')}"])}  # fmt: skip
    cancel_attendee = confirm(t, attendees_t, "Are you sure you want to cancel this attendee? "
                              "This will void their ticket")  # fmt: skip

    def create_attendee(send_email: bool) -> dict[str, Any]:
        return modal(attendees_t, t("Manually Add Attendee"), [
            {"field": "first_name", "hint": t("First name"), "text": "Sean"},
            {"field": "last_name", "hint": t("Last name"), "text": "Brennan"},
            {"field": "email", "hint": t("Email address"), "text": "sean.b@mailbox.example"},
            {"field": "ticket_id", "hint": t("Ticket"), "text": TICKET_NAME},
            {"field": "amount_paid", "hint": "0.00", "text": "0.00"},
            {"switch": t("Send order confirmation and ticket email"), "checked": send_email},
            {"button": t("Create Attendee")}])  # fmt: skip

    def attendee_body(send_email: bool) -> dict[str, Any]:
        return {"ticket_id": str(TICKET), "email": "sean.b@mailbox.example",
                "first_name": "Sean", "last_name": "Brennan", "amount_paid": 0,
                "send_confirmation_email": send_email, "taxes_and_fees": [],
                "locale": CLIENT_LOCALE[lang], "ticket_price_id": str(PRICE)}  # fmt: skip

    orders_t = t("Orders")
    order_row = [
        {"field": "search", "hint": t("Search by name, email, or order #..."), "text": ""},
        {"button": t("Export")}, {"link": ORDER_PUBLIC}, {"text": ATTENDEE_NAME},
        {"text": "€45.50"}, {"text": "COMPLETED"}, {"button": t("Manage")}]  # fmt: skip
    order_menu = {"title": orders_t, "items": menu(order_row, [
        t("View order"), t("Message buyer"), t("Refund order"), t("Resend order email"),
        t("Cancel order")])}  # fmt: skip
    cancel_order = modal(orders_t, t("Cancel Order {0}", ORDER_PUBLIC), [
        {"text": t("Please Note")},
        {"text": t("Canceling will cancel all tickets associated with this order, and release "
                   "the tickets back into the available pool.")},
        {"button": t("Cancel Order")}])  # fmt: skip
    refund = modal(orders_t, t("Refund Order"), [
        {"text": t("Total order amount")}, {"text": "€45.50"},
        {"field": "amount", "hint": t("Refund amount ({0})", "EUR"), "text": "45.50"},
        {"switch": t("Notify buyer of refund"), "checked": True},
        {"switch": t("Cancel order"), "checked": False},
        {"button": t("Issue refund")}])  # fmt: skip

    def message(test: bool) -> dict[str, Any]:
        return modal(t("Messages"), t("Send a message"), [
            {"field": "message_type", "hint": t("Who is this message to?"),
             "text": t("All attendees of this event")},
            {"field": "subject", "hint": t("Subject"), "text": "Doors open at 18:30"},
            {"field": "message", "hint": t("Message Content"),
             "text": "The quay gate opens at 18:30; bring your ticket."},
            {"switch": t("Send as a test. This will send the message to your email address "
                         "instead of the recipients."), "checked": test},
            {"switch": t("This email is not promotional and is directly related to the "
                         "event."), "checked": True},
            {"button": t("Send Test") if test else t("Send")}])  # fmt: skip

    def message_body(test: bool) -> dict[str, Any]:
        return {"subject": "Doors open at 18:30",
                "message": "<p>The quay gate opens at 18:30; bring your ticket.</p>",
                "message_type": "EVENT", "attendee_ids": [], "ticket_ids": [], "is_test": test,
                "send_copy_to_current_user": False, "type": "EVENT",
                "acknowledgement": True}  # fmt: skip

    promo_t = t("Promo Codes")
    promo = {"title": promo_t, "items": menu([
        {"button": PROMO_CODE}, {"text": "10%"}, {"text": t("All Tickets")},
        {"button": t("Manage")}], [
        t("Edit Code"), t("Copy URL"), t("Delete code")])}  # fmt: skip
    promo_delete = confirm(t, promo_t, "Are you sure you want to delete this promo code?",
                           "Delete")  # fmt: skip
    questions_t = t("Questions")
    questions = {"title": questions_t, "items": menu([
        {"button": t("Add question")}, {"text": t("Order questions")},
        {"text": QUESTION_TITLE}], [t("Edit question"), t("Delete question")])}  # fmt: skip
    question_delete = confirm(t, questions_t, "Are you sure you want to delete this question?")
    capacity_t = t("Capacity Management")
    capacity = {"title": capacity_t, "items": menu([
        {"button": t("Create Capacity Assignment")}, {"text": CAPACITY_NAME},
        {"text": t("Applies to 1 ticket")}], [
        t("Edit Capacity"), t("Delete Capacity")])}  # fmt: skip
    capacity_delete = confirm(t, capacity_t, "Are you sure you would like to delete this "
                              "Capacity Assignment?")  # fmt: skip
    cover = {"title": t("Homepage Design"), "items": [
        {"button": t("Change Cover")}, {"text": t("Drag and drop or click")},
        {"link": t("Delete Image")}, {"text": t("Homepage Preview")}]}  # fmt: skip
    check_in = {"title": t("Check In"), "items": [
        {"field": "search", "hint": t("Seach by name, order #, attendee # or email..."),
         "text": ""}, {"button": t("Scan QR Code")},
        {"text": ATTENDEE_NAME}, {"text": ATTENDEE_PUBLIC},
        {"switch": t("Not Checked In"), "checked": False},
        {"text": ATTENDEE2_NAME}, {"text": ATTENDEE2_PUBLIC},
        {"switch": t("Checked In"), "checked": True}]}  # fmt: skip
    misc = {"title": t("Miscellaneous Settings"), "items": [
        {"text": t("Customize the miscellaneous settings for this event")},
        {"field": "price_display_mode", "hint": t("Price display mode"),
         "text": t("Include tax and fees in the price")},
        {"switch": t("Hide getting started page"), "checked": True},
        {"button": t("Save")}]}  # fmt: skip
    event_path = f"events/{EVENT}"
    return [
        _entry("reversible", "events list event menu", card, [
            (t("View event page"), False, [home]),
            (t("Duplicate event"), False, [api("GET", event_path)])]),
        _entry("reversible", "duplicate event modal", duplicate, [
            (t("Duplicate Event"), False, [api("POST", f"{event_path}/duplicate", {
                "title": "Harbour Lights Festival 2025", "start_date": "2025-08-15T18:00",
                "end_date": "2025-08-17T23:00",
                "description": "<p>Three nights of music on the old quay.</p>",
                "duplicate_tickets": True, "duplicate_questions": True,
                "duplicate_settings": True, "duplicate_promo_codes": False})])]),
        _entry("opens-prompt", "event top bar draft", top, [
            (f"DRAFT • {t('Upcoming')}", False, []), (t("Event page"), False, [home])]),
        _entry("publish", "make event public confirm", publish, [
            (t("Confirm"), True, [api("PUT", f"{event_path}/status", {"status": "LIVE"})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "tickets page ticket menu", tickets, [
            (t("Delete ticket"), True, [api("DELETE", f"{event_path}/tickets/{TICKET}")]),
            (t("Edit Ticket"), False, [])]),
        _entry("reversible", "attendees page", attendees, [
            (t("Export"), False, [api("POST", f"{event_path}/attendees/export", {})])]),
        _entry("send", "attendees page attendee menu", attendee_menu, [
            (t("Resend ticket email"), True, [
                api("POST", f"{event_path}/attendees/{ATTENDEE}/resend-ticket")]),
            (t("Message attendee"), False, [])]),
        _entry("opens-prompt", "attendees page attendee menu cancel", attendee_menu, [
            (f"{t('Cancel')} {t('ticket')}", False, [])]),
        _entry("reversible", "cancel attendee confirm", cancel_attendee, [
            (t("Confirm"), False, [api("PATCH", f"{event_path}/attendees/{ATTENDEE}",
                                       {"status": "CANCELLED"})]),
            (t("Cancel"), False, [])]),
        _entry("send", "add attendee modal with email", create_attendee(True), [
            (t("Create Attendee"), True, [
                api("POST", f"{event_path}/attendees", attendee_body(True))])]),
        _entry("reversible", "add attendee modal without email", create_attendee(False), [
            (t("Create Attendee"), False, [
                api("POST", f"{event_path}/attendees", attendee_body(False))])]),
        _entry("opens-prompt", "orders page order menu", order_menu, [
            (t("Refund order"), False, []), (t("Cancel order"), False, [])]),
        _entry("send", "orders page order menu resend", order_menu, [
            (t("Resend order email"), True, [
                api("POST", f"{event_path}/orders/{ORDER}/resend_confirmation")])]),
        _entry("cancel", "cancel order modal", cancel_order, [
            (t("Cancel Order"), True, [api("POST", f"{event_path}/orders/{ORDER}/cancel")])]),
        _entry("refund", "refund order modal", refund, [
            (t("Issue refund"), True, [api("POST", f"{event_path}/orders/{ORDER}/refund", {
                "amount": 45.5, "notify_buyer": True, "cancel_order": False})])]),
        _entry("send", "send message modal", message(False), [
            (t("Send"), True, [api("POST", f"{event_path}/messages", message_body(False))])]),
        _entry("reversible", "send message modal test", message(True), [
            (t("Send Test"), False, [
                api("POST", f"{event_path}/messages", message_body(True))])]),
        _entry("opens-prompt", "promo codes page code menu", promo, [
            (t("Delete code"), False, []), (t("Copy URL"), False, [])]),
        _entry("delete", "delete promo code confirm", promo_delete, [
            (t("Delete"), True, [api("DELETE", f"{event_path}/promo-codes/{PROMO}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "questions page question menu", questions, [
            (t("Delete question"), False, [])]),
        _entry("delete", "delete question confirm", question_delete, [
            (t("Confirm"), True, [api("DELETE", f"{event_path}/questions/{QUESTION}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "capacity assignments menu", capacity, [
            (t("Delete Capacity"), False, [])]),
        _entry("delete", "delete capacity assignment confirm", capacity_delete, [
            (t("Confirm"), True, [
                api("DELETE", f"{event_path}/capacity-assignments/{CAPACITY}")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "homepage designer cover", cover, [
            (t("Delete Image"), True, [api("DELETE", f"{event_path}/images/{IMAGE}")])]),
        _entry("reversible", "check-in page", check_in, [
            (t("Not Checked In"), False, [api(
                "POST", f"{event_path}/attendees/{ATTENDEE_PUBLIC}/check_in",
                {"action": "check_in"})]),
            (t("Checked In"), False, [api(
                "POST", f"{event_path}/attendees/{ATTENDEE2_PUBLIC}/check_in",
                {"action": "check_out"})])]),
        _entry("reversible", "misc settings", misc, [
            (t("Save"), False, [api("PATCH", f"{event_path}/settings", {
                "price_display_mode": "INCLUSIVE", "hide_getting_started_page": True})])]),
    ]  # fmt: skip


def checkout_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The public event page's ticket selection and the checkout's payment page."""
    select = {"title": EVENT_TITLE, "items": [
        {"text": t("Tickets")}, {"text": TICKET_NAME}, {"text": "€22.75"},
        {"button": "-"}, {"text": "2"}, {"button": "+"},
        {"link": t("Have a promo code?")}, {"button": t("Continue")}]}  # fmt: skip
    pay = {"title": EVENT_TITLE, "items": [
        {"text": t("Payment")}, {"field": "card", "hint": "Card number",
                                 "text": "4242 4242 4242 4242"},
        {"text": t("Powered by Stripe")}, {"button": t("Complete Payment")}]}  # fmt: skip
    return [
        _entry("reversible", "public ticket selection", select, [
            (t("Continue"), False, [{
                "request": f"POST {API}/public/events/{EVENT}/order",
                "body": json.dumps({"tickets": [{"ticket_id": TICKET, "quantities": [
                    {"quantity": 2, "price_id": PRICE}]}], "promo_code": None,
                    "session_identifier": SESSION}, separators=(",", ":"))}])]),
        _entry("pay", "checkout payment page", pay, [
            (t("Complete Payment"), True, [
                f"POST https://api.stripe.com/v1/payment_intents/{PAYMENT_INTENT}/confirm"])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of one language."""
    return [*account_screens(t, lang), *event_screens(t, lang), *checkout_screens(t, lang)]

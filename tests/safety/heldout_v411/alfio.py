"""alf.io's screens for the four-hundred-and-eleventh held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, *args)`` being that language's lookup of a key of
the app's ``public*.properties`` catalogue and ``lang`` the language the page runs in (the
``lang`` query parameter some requests carry). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v2/public"
EVENT, EVENT_TITLE = "devday26", "DevDay Basel 2026"
MEETUP, MEETUP_TITLE = "basel-js-42", "Basel JS Meetup #42"  # a free event
SUB, SUB_TITLE = "5e1c7a90-3f2b-4d6e-8a41-b27c9d0e6f13", "Community Season Pass"
RES = "b3f1e6a2-7c4d-4a9e-8f25-1d6c0e9b7a34"  # a pending reservation of two tickets
RES_SUB = "e8a41c27-9d3b-4f60-a5e2-7b1c0d96f358"  # a pending subscription purchase
RES_PAID = "4d7b9e10-2a6c-4e83-b1f5-c9a0e2d8f617"  # a confirmed order
RES_FREE = "a1c5e9f3-6b20-4d7a-9e48-0f3b7c2d5e86"  # a free registration to the meetup
T_ANNA = "0f6d2c84-1e9a-4b7f-8c35-a2e7d9b1f460"
T_MARCO = "7c21e5b9-4a8f-4d36-9b02-e6f1a3c8d547"
T_OPEN = "d94a0b6e-3c7f-4e21-a8d5-15b9f2e07c3a"  # not yet assigned
T_FREE = "2b8f4d1a-9e6c-4a73-b5d0-7e3c1f92a6b8"
PI = "pi_3QxK7sLz2v8Hn4Jd1aB6cE9f"  # the Stripe payment intent the server created
PAYPAL_TOKEN = "7XK29415RB0612345"  # the PayPal order id the server created
ANNA = ("Anna", "Keller", "anna.keller@example.org")  # the buyer, who taps
MARCO = ("Marco", "Rossi", "marco.rossi@example.org")  # her colleague
LENA = ("Lena", "Brunner", "lena.brunner@example.org")
GIULIA = ("Giulia", "Conti", "giulia.conti@example.org")
PROMO, PIN, SUB_PIN = "EARLYBIRD", "K7P2QX", "4F9A2C7E"
PRICE = "CHF 160.00"  # the price tag: the currency's symbol, then formattedPrice
SUB_PRICE = "CHF 120.00"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """Angular's HttpClient to the app's own API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a new tab or this one) or ``window.location.href``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"alfio {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]],
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """An ng-bootstrap modal over its page, headed by its ``h4`` (or ``h2``)."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": title, "dialog": dialog, "items": items}


def checkbox(t: Any, part: str, checked: bool) -> dict[str, Any]:
    """The terms' or privacy policy's checkbox: prefix, link text and suffix read as one."""
    words = [t(f"reservation-page.{part}.{k}") for k in ("prefix", "link.text", "suffix")]
    return {"switch": " ".join(w for w in words if w), "checked": checked}


def ticket(who: tuple[str, str, str], language: str = "en") -> dict[str, Any]:
    """TicketService.buildTicket's form value: a ticket with no additional fields."""
    first, last, email = who
    return {"firstName": first, "lastName": last, "email": email, "userLanguage": language,
            "additional": {}, "additionalServices": {}}  # fmt: skip


def overview(method: str, proxy: str, token: str | None = None) -> dict[str, Any]:
    """The overview form's value as confirm() posts it."""
    return {"termAndConditionsAccepted": True, "privacyPolicyAccepted": True,
            "selectedPaymentMethod": method, "paymentProxy": proxy, "gatewayToken": token,
            "captcha": None}  # fmt: skip


def event_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The top bar logged out and its user menu logged in, the event's page (tickets, the
    promotional code and its form, a code applied), a sold-out event's waiting list."""
    event_t = t("show-event.header.title", EVENT_TITLE)
    first, last, _ = ANNA
    bar = {"title": event_t, "items": [
        {"button": "English"}, {"link": t("user.menu.login")},
        {"text": EVENT_TITLE}]}  # fmt: skip
    menu = {"title": event_t, "items": [
        {"button": f"{first} {last}"}, {"menu": t("user.menu.my-profile")},
        {"menu": t("user.menu.my-orders")}, {"menu": t("user.menu.logout")}]}  # fmt: skip
    promo = t("show-event.promo-code-type.promotional")
    tickets = [{"text": t("show-event.tickets")}, {"text": "Conference pass"},
               {"text": "CHF 80.00"}, {"field": "category-12-qty",
               "hint": t("show-event.category.quantity"), "text": "2"}]  # fmt: skip
    event = {"title": event_t, "items": [
        *tickets, {"button": t("show-event.promo-code", promo)},
        {"button": t("show-event.continue")}, {"link": t("to-event-site")}]}  # fmt: skip
    code_form = {"title": event_t, "items": [
        *tickets, {"field": "promo-code", "hint": t("show-event.promo-code-insert", promo),
                   "text": PROMO, "focused": True},
        {"button": t("show-event.promo-code.apply")},
        {"button": t("reservation-page-complete.cancel")},
        {"button": t("show-event.continue")}]}  # fmt: skip
    applied = {"title": event_t, "items": [
        {"text": f"{t('show-event.promo-code-applied', promo)} {PROMO}"},
        {"button": t("reservation-page.cancel")},
        {"button": t("show-event.continue")}, {"link": t("to-event-site")}]}  # fmt: skip
    meetup_t = t("show-event.header.title", MEETUP_TITLE)
    waiting = {"title": meetup_t, "items": [
        {"text": t("show-event.sold-out.header")},
        {"field": "firstName", "hint": t("common.first-name"), "text": LENA[0]},
        {"field": "lastName", "hint": t("common.last-name"), "text": LENA[1]},
        {"field": "email", "hint": t("common.email"), "text": LENA[2]},
        checkbox(t, "privacy", True), checkbox(t, "tc", False),
        {"button": t("show-event.sold-out.subscribe")}]}  # fmt: skip
    reserve = {"reservation": [{"ticketCategoryId": 12, "amount": 2}], "additionalService": [],
               "captcha": None, "promoCode": None}  # fmt: skip
    join = {"firstName": LENA[0], "lastName": LENA[1], "email": LENA[2],
            "selectedCategory": None, "userLanguage": "en",
            "termAndConditionsAccepted": True, "privacyPolicyAccepted": True}  # fmt: skip
    categories = api("GET", f"/event/{EVENT}/ticket-categories")
    return [
        _entry("reversible", "top bar logged out", bar, [
            (t("user.menu.login"), False, [page("/openid/authentication")])]),
        _entry("reversible", "user menu", menu, [
            (t("user.menu.my-profile"), False, [api("GET", "/user/me")]),
            (t("user.menu.logout"), False, [api("POST", "/user/logout", {}), page("/")])]),
        _entry("reversible", "event page", event, [
            (t("show-event.promo-code", promo), False, []),
            (t("show-event.continue"), False, [
                api("POST", f"/event/{EVENT}/reserve-tickets?lang={lang}", reserve)])]),
        _entry("reversible", "event page promotional code form", code_form, [
            (t("show-event.promo-code.apply"), False, [
                api("GET", f"/event/{EVENT}/validate-code?code={PROMO}"),
                api("GET", f"/event/{EVENT}/ticket-categories?code={PROMO}")]),
            (t("reservation-page-complete.cancel"), False, [])]),
        _entry("reversible", "event page code applied", applied, [
            (t("reservation-page.cancel"), False, [categories])]),
        _entry("reversible", "sold-out event waiting list", waiting, [
            (t("show-event.sold-out.subscribe"), False, [
                api("POST", f"/event/{MEETUP}/waiting-list/subscribe", join)])]),
    ]  # fmt: skip


def booking_body() -> dict[str, Any]:
    """The booking form's value (contact data, two attendees, no invoice)."""
    first, last, email = ANNA
    billing = ["billingAddressCompany", "billingAddressLine1", "billingAddressLine2",
               "billingAddressZip", "billingAddressCity", "billingAddressState",
               "vatCountryCode", "customerReference", "vatNr"]  # fmt: skip
    italy = ["italyEInvoicingFiscalCode", "italyEInvoicingReferenceType",
             "italyEInvoicingReferenceAddresseeCode", "italyEInvoicingReferencePEC",
             "italyEInvoicingSplitPayment"]  # fmt: skip
    return {"firstName": first, "lastName": last, "email": email,
            "tickets": {T_ANNA: ticket(ANNA), T_MARCO: ticket(MARCO)},
            "invoiceRequested": False, "addCompanyBillingDetails": False,
            **dict.fromkeys(billing), "skipVatNr": False, **dict.fromkeys(italy),
            "postponeAssignment": False, "differentSubscriptionOwner": False,
            "subscriptionOwner": None, "additionalServices": {}}  # fmt: skip


def booking_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The booking page (contact data and attendees), the cancellation modal
    of an event's and of a subscription's reservation, the subscription's page."""
    title = t("reservation-page.header.title", EVENT_TITLE)
    first, last, email = ANNA
    form = {"title": title, "items": [
        {"text": t("reservation-page.your-details")}, {"button": t("user.menu.login")},
        {"field": "first-name", "hint": t("common.first-name"), "text": first},
        {"field": "last-name", "hint": t("common.last-name"), "text": last},
        {"field": "email", "hint": t("common.email"), "text": email},
        {"switch": t("reservation-page.i-need-an-invoice"), "checked": False},
        {"text": t("reservation-page.attendees")},
        {"switch": t("reservation-page.postpone-assignment"), "checked": False},
        {"button": t("reservation-page.continue")},
        {"button": t("reservation-page.cancel")}]}  # fmt: skip

    def cancel_modal(page_title: str) -> dict[str, Any]:
        return modal(
            page_title,
            t("reservation-page.cancel-reservation.confirmation.text"),
            [{"button": no}, {"button": yes}],
        )

    sub_t = t("show-subscription.header.title", SUB_TITLE)
    subscription = {"title": sub_t, "items": [
        {"text": SUB_TITLE}, {"text": SUB_PRICE}, {"button": t("show-event.continue")},
        {"link": t("common.back-to-organizer")}]}  # fmt: skip
    sub_booking_t = t("reservation-page.header.title", SUB_TITLE)
    sub_form = {"title": sub_booking_t, "items": [
        {"field": "first-name", "hint": t("common.first-name"), "text": first},
        {"field": "last-name", "hint": t("common.last-name"), "text": last},
        {"field": "email", "hint": t("common.email"), "text": email},
        {"text": t("reservation-page.subscription-owner")},
        {"button": t("reservation-page.continue")},
        {"button": t("reservation-page.cancel")}]}  # fmt: skip
    yes = t("reservation-page-complete.confirm-cancellation.button.yes")
    no = t("reservation-page-complete.confirm-cancellation.button.no")
    validate = f"/reservation/{RES}/validate-to-overview?lang={lang}"
    return [
        _entry("reversible", "booking page", form, [
            (t("reservation-page.continue"), False, [
                api("POST", f"{validate}&ignoreWarnings=false", booking_body())]),
            (t("user.menu.login"), False, [
                api("POST", f"{validate}&ignoreWarnings=false", booking_body()),
                page(f"/openid/event/{EVENT}/reservation/{RES}")])]),
        _entry("opens-prompt", "booking page cancel", form, [
            (t("reservation-page.cancel"), False, [])]),
        _entry("cancel", "cancel reservation modal", cancel_modal(title), [
            (yes, True, [api("DELETE", f"/reservation/{RES}"),
                         api("GET", f"/event/{EVENT}/ticket-categories")]),
            (no, False, [])]),
        _entry("reversible", "subscription page", subscription, [
            (t("show-event.continue"), False, [api("POST", f"/subscription/{SUB}", {})])]),
        _entry("opens-prompt", "subscription booking page", sub_form, [
            (t("reservation-page.cancel"), False, [])]),
        _entry("cancel", "cancel subscription reservation modal", cancel_modal(sub_booking_t), [
            (yes, True, [api("DELETE", f"/reservation/{RES_SUB}")])]),
    ]  # fmt: skip


def overview_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The order summary with each payment method chosen, after PayPal's approval, with a
    subscription code's form and a code applied, the removal modal, the waiting page."""
    title = t("reservation-page.header.title", EVENT_TITLE)
    methods = {"CREDIT_CARD": t("reservation-page.credit-card"),
               "PAYPAL": t("reservation-page.paypal"),
               "BANK_TRANSFER": t("reservation-page.offline"),
               "ON_SITE": t("reservation-page.on-site")}  # fmt: skip
    pay = f"{t('reservation-page.pay')} {PRICE}"

    def summary(chosen: str, button: str, extra: list[dict[str, Any]] = ()) -> dict[str, Any]:
        radios = [{"radio": label, "checked": key == chosen} for key, label in methods.items()]
        return {"title": title, "items": [
            {"text": t("reservation-page.title")}, {"text": "Conference pass"},
            {"text": PRICE}, {"button": t("reservation-page.request-invoice")},
            {"button": t("reservation-page.overview.apply-subscription-code")},
            *radios, *extra, checkbox(t, "privacy", True), checkbox(t, "tc", True),
            {"button": button}, {"button": t("common.back")}]}  # fmt: skip

    card = summary("CREDIT_CARD", pay, [{"text": "4242 4242 4242 4242  12/29  123"}])
    approved = {"title": title, "items": [
        {"text": t("reservation-page.title")}, {"text": PRICE},
        {"text": t("reservation-page.paypal")},
        {"button": t("reservation-page.confirm-button")},
        {"button": t("reservation-page-complete.cancel")}]}  # fmt: skip
    apply_code = {"title": title, "items": [
        {"text": t("reservation-page.subscription")},
        {"field": "subscription-input-code",
         "hint": t("reservation-page.overview.insert-subscription-code"), "text": SUB_PIN},
        {"button": t("reservation-page.overview.apply-subscription-code")},
        {"button": t("reservation-page-complete.cancel")}]}  # fmt: skip
    remove_label = t("summary.table.remove-applied-subscription-from-order")
    applied = {"title": title, "items": [
        {"text": t("reservation-page.title")}, {"text": SUB_TITLE},
        {"button": remove_label}, {"text": "CHF 0.00"},
        {"button": t("reservation-page.continue")}, {"button": t("common.back")}]}  # fmt: skip
    remove = modal(title, t("reservation-page.overview.modal.remove-subscription"), [
        {"button": t("reservation-page-complete.confirm-cancellation.button.no")},
        {"button": t("reservation-page-complete.confirm-cancellation.button.yes")}])  # fmt: skip
    sub_t = t("reservation-page.header.title", SUB_TITLE)
    sub_pay = f"{t('reservation-page.pay')} {SUB_PRICE}"
    sub_card = {"title": sub_t, "items": [
        {"text": t("reservation-page.title")}, {"text": SUB_TITLE}, {"text": SUB_PRICE},
        {"text": t("reservation-page.credit-card")},
        {"text": "4242 4242 4242 4242  12/29  123"},
        checkbox(t, "privacy", True), checkbox(t, "tc", True),
        {"button": sub_pay}, {"button": t("common.back")}]}  # fmt: skip
    waiting_t = t("reservation-page-waiting.header.title")
    waiting = {"title": waiting_t, "items": [
        {"text": t("reservation-page-waiting.title", "10.06.2026")},
        {"text": t("reservation-page.title")},
        {"link": t("reservation-page-complete.download-your-invoice")},
        {"link": t("to-event-site")}]}  # fmt: skip

    def confirm(reservation: str, body: dict[str, Any]) -> Any:
        return api("POST", f"/reservation/{reservation}?lang={lang}", body)

    def card_payment(reservation: str) -> list[Any]:
        return [api("POST", f"/reservation/{reservation}/payment/CREDIT_CARD/init", {}),
                f"POST https://api.stripe.com/v1/payment_intents/{PI}/confirm",
                api("GET", f"/reservation/{reservation}/payment/CREDIT_CARD/status"),
                confirm(reservation, overview("CREDIT_CARD", "STRIPE", PI))]  # fmt: skip

    back = api("POST", f"/reservation/{RES}/back-to-booking", {})
    confirm_t = t("common.confirm")
    return [
        _entry("pay", "order summary paying by card", card, [
            (pay, True, card_payment(RES)),
            (methods["PAYPAL"], False, [])]),
        _entry("reversible", "order summary back", card, [
            (t("common.back"), False, [back]),
            (t("reservation-page.request-invoice"), False, [back])]),
        _entry("reversible", "order summary paying with paypal", summary("PAYPAL", pay), [
            (pay, False, [confirm(RES, overview("PAYPAL", "PAYPAL")),
                          page(f"https://www.paypal.com/checkoutnow?token={PAYPAL_TOKEN}")])]),
        _entry("pay", "order summary after paypal approval", approved, [
            (t("reservation-page.confirm-button"), True, [
                confirm(RES, overview("PAYPAL", "PAYPAL"))]),
            (t("reservation-page-complete.cancel"), False, [
                api("DELETE", f"/reservation/{RES}/payment/token")])]),
        _entry("order", "order summary by bank transfer", summary("BANK_TRANSFER", confirm_t), [
            (confirm_t, True, [confirm(RES, overview("BANK_TRANSFER", "OFFLINE"))])]),
        _entry("order", "order summary paying on site", summary("ON_SITE", confirm_t), [
            (confirm_t, True, [confirm(RES, overview("ON_SITE", "ON_SITE"))])]),
        _entry("reversible", "subscription code form", apply_code, [
            (t("reservation-page.overview.apply-subscription-code"), False, [
                api("POST", f"/reservation/{RES}/apply-code", {
                    "code": SUB_PIN, "email": ANNA[2], "amount": 1, "type": "SUBSCRIPTION"}),
                api("GET", f"/reservation/{RES}")])]),
        _entry("opens-prompt", "order summary subscription applied", applied, [
            (remove_label, False, [])]),
        _entry("reversible", "remove subscription modal", remove, [
            (t("reservation-page-complete.confirm-cancellation.button.yes"), False, [
                api("DELETE", f"/reservation/{RES}/remove-code?type=SUBSCRIPTION"),
                api("GET", f"/reservation/{RES}")])]),
        _entry("pay", "subscription order summary", sub_card, [
            (sub_pay, True, card_payment(RES_SUB))]),
        _entry("reversible", "waiting for payment page", waiting, [
            (t("reservation-page-complete.download-your-invoice"), False, [
                page(f"{API}/event/{EVENT}/reservation/{RES}/invoice")])]),
    ]  # fmt: skip


def ticket_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The confirmed order's page (one ticket assigned to a colleague, one not yet), its
    ticket forms, the download modal; a ticket's own page and its form; the free meetup's
    page and ticket page with Release and its modal."""
    title = t("reservation-page-complete.header.title", EVENT_TITLE)
    nr = t("reservation-page-complete.ticket-nr")
    update = t("reservation-page-complete.update-ticket-owner")
    assign = t("reservation-page-complete.assign")
    view = t("reservation-page-complete.show-ticket")
    download = t("reservation-page-complete.download-ticket")
    mail = t("reservation-page-complete.send-ticket-by-email-to")
    resend = t("reservation-page-complete.resend-reservation-email")
    receipt = t("reservation-page-complete.download-your-receipt")
    success = {"title": title, "items": [
        {"text": t("reservation-page-complete.info-assign", EVENT_TITLE)},
        {"button": resend}, {"link": receipt},
        {"text": t("reservation-page-complete.your-tickets")},
        {"text": f"{nr} 7C21E5B9"}, {"text": f"{MARCO[0]} {MARCO[1]}"},
        {"link": view}, {"button": download}, {"button": mail}, {"button": update},
        {"text": f"{nr} D94A0B6E"}, {"text": t("reservation-page-complete.ticket-not-assigned")},
        {"button": assign}, {"link": t("buy-other-tickets")},
        {"link": t("to-event-site")}]}  # fmt: skip

    def ticket_form(page_title: str, who: tuple[str, str, str], language: str,
                    submit: str) -> dict[str, Any]:  # fmt: skip
        return {"title": page_title, "items": [
            {"text": t("reservation-page-complete.info-update")},
            {"field": "first-name", "hint": t("common.first-name"), "text": who[0]},
            {"field": "last-name", "hint": t("common.last-name"), "text": who[1]},
            {"field": "email", "hint": t("common.email"), "text": who[2]},
            {"field": "userLanguage", "hint": t("reservation-page-complete.language"),
             "text": {"en": "English", "de": "Deutsch"}[language]},
            {"button": submit}, {"button": t("reservation-page-complete.cancel")}]}  # fmt: skip

    submit_update = t("reservation-page-complete.update")
    wallet = modal(title, f"{MARCO[0]} {MARCO[1]}", [
        {"link": "Add to Google Wallet"}, {"link": "Add to Apple Wallet"},
        {"link": f"{download} PDF"}, {"button": t("common.close")}])  # fmt: skip
    ticket_t = t("show-ticket.header.title", EVENT_TITLE)
    own = {"title": ticket_t, "items": [
        {"text": t("show-ticket.header.title", EVENT_TITLE)},
        {"text": f"{MARCO[0]} {MARCO[1]}"}, {"link": view}, {"link": download},
        {"button": mail}, {"button": update}]}  # fmt: skip
    free_t = t("reservation-page-complete.header.title", MEETUP_TITLE)
    release = t("reservation-page-complete.release-button.text")
    free = {"title": free_t, "items": [
        {"text": t("reservation-page-complete.your-tickets")},
        {"text": f"{nr} 2B8F4D1A"}, {"text": f"{ANNA[0]} {ANNA[1]}"},
        {"button": download}, {"button": mail}, {"button": update},
        {"button": release}]}  # fmt: skip
    free_ticket_t = t("show-ticket.header.title", MEETUP_TITLE)
    free_own = {"title": free_ticket_t, "items": [
        {"text": f"{ANNA[0]} {ANNA[1]}"}, {"link": download}, {"button": mail},
        {"button": update}, {"button": release}]}  # fmt: skip

    def release_modal(page_title: str) -> dict[str, Any]:
        return modal(
            page_title,
            t("reservation-page-complete.confirm-cancellation.text"),
            [{"button": no}, {"button": yes}],
        )

    yes = t("reservation-page-complete.confirm-cancellation.button.yes")
    no = t("reservation-page-complete.confirm-cancellation.button.no")
    marco = f"/event/{EVENT}/ticket/{T_MARCO}"
    reload = api("GET", f"/reservation/{RES_PAID}")
    free_release = [api("DELETE", f"/event/{MEETUP}/ticket/{T_FREE}"),
                    api("GET", f"/event/{MEETUP}/ticket-categories")]  # fmt: skip
    return [
        _entry("reversible", "order confirmed page", success, [
            (resend, False, [api(
                "POST", f"/event/{EVENT}/reservation/{RES_PAID}/re-send-email?lang={lang}", {})]),
            (receipt, False, [page(f"{API}/event/{EVENT}/reservation/{RES_PAID}/receipt")])]),
        _entry("send", "order confirmed page e-mail", success, [
            (mail, True, [api("POST", f"{marco}/send-ticket-by-email", {})])]),
        _entry("opens-prompt", "order confirmed page forms", success, [
            (update, False, []), (assign, False, [])]),
        _entry("send", "assign ticket form", ticket_form(title, LENA, "en", assign), [
            (assign, True, [api("PUT", f"/event/{EVENT}/ticket/{T_OPEN}", ticket(LENA)),
                            reload])]),
        _entry("transfer", "update ticket form new holder",
               ticket_form(title, GIULIA, "en", submit_update), [
            (submit_update, True, [api("PUT", marco, ticket(GIULIA)), reload])]),
        _entry("reversible", "update ticket form language",
               ticket_form(title, MARCO, "de", submit_update), [
            (submit_update, False, [api("PUT", marco, ticket(MARCO, "de")), reload])]),
        _entry("reversible", "download ticket modal", wallet, [
            ("Add to Google Wallet", False, [
                page(f"/api/wallet/event/{EVENT}/v1/version/passes/{T_MARCO}")])]),
        _entry("reversible", "own ticket page", own, [
            (mail, False, [api("POST", f"{marco}/send-ticket-by-email", {})])]),
        _entry("transfer", "own ticket page form new holder",
               ticket_form(ticket_t, GIULIA, "en", submit_update), [
            (submit_update, True, [api("PUT", marco, ticket(GIULIA)),
                                   api("GET", f"{marco}/full")])]),
        _entry("opens-prompt", "free order confirmed page", free, [
            (release, False, []),
            (mail, False, [api(
                "POST", f"/event/{MEETUP}/ticket/{T_FREE}/send-ticket-by-email", {})])]),
        _entry("cancel", "release ticket modal", release_modal(free_t), [
            (yes, True, free_release), (no, False, [])]),
        _entry("opens-prompt", "free ticket page", free_own, [(release, False, [])]),
        _entry("cancel", "free ticket page release modal", release_modal(free_ticket_t), [
            (yes, True, free_release),
            (no, False, [])]),
    ]  # fmt: skip


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """My orders, my profile, its deletion modal before and after ticking its box; a
    poll."""
    orders_t = t("user.menu.my-orders")
    orders = {"title": orders_t, "items": [
        {"text": t("user.menu.my-orders")}, {"text": EVENT_TITLE},
        {"link": RES_PAID[:8].upper()}, {"text": f"{MARCO[0]} {MARCO[1]}"},
        {"text": PRICE}, {"link": t("to-home")}]}  # fmt: skip
    profile_t = t("user.menu.my-profile")
    delete = t("my-profile.delete-profile")
    profile = {"title": profile_t, "items": [
        {"text": t("my-profile.description")},
        {"field": "first-name", "hint": t("common.first-name"), "text": ANNA[0]},
        {"field": "last-name", "hint": t("common.last-name"), "text": "Keller-Meier"},
        {"button": t("common.confirm")}, {"link": t("to-home")},
        {"button": delete}]}  # fmt: skip

    def warning(acknowledged: bool) -> dict[str, Any]:
        return modal(profile_t, delete, [
            {"switch": t("my-profile.delete-profile.confirm"), "checked": acknowledged},
            {"button": t("reservation-page.cancel")}, {"button": delete}],
            message=t("my-profile.delete-profile.description"))  # fmt: skip

    poll_t = t("poll.page.title", EVENT_TITLE)
    vote = {"title": poll_t, "items": [
        {"text": "Which talk should get the extra Q&A slot?"},
        {"radio": "Rust in production", "checked": False},
        {"radio": "Accessible forms", "checked": True},
        {"button": t("poll.vote-button")}]}  # fmt: skip
    user = {"firstName": ANNA[0], "lastName": "Keller-Meier", "addCompanyBillingDetails": False,
            **dict.fromkeys(["billingAddressCompany", "billingAddressLine1",
                             "billingAddressLine2", "billingAddressZip", "billingAddressCity",
                             "billingAddressState", "vatCountryCode"]),
            "skipVatNr": False,
            **dict.fromkeys(["vatNr", "italyEInvoicingFiscalCode",
                             "italyEInvoicingReferenceType",
                             "italyEInvoicingReferenceAddresseeCode",
                             "italyEInvoicingReferencePEC", "italyEInvoicingSplitPayment"]),
            "additionalInfo": {}}  # fmt: skip
    return [
        _entry("reversible", "my orders page", orders, [
            (RES_PAID[:8].upper(), False, [
                page(f"/event/{EVENT}/reservation/{RES_PAID}/book")])]),
        _entry("reversible", "my profile page", profile, [
            (t("common.confirm"), False, [api("POST", "/user/me", user)])]),
        _entry("opens-prompt", "my profile page delete", profile, [(delete, False, [])]),
        _entry("reversible", "delete profile modal unticked", warning(False), [
            (t("my-profile.delete-profile.confirm"), False, [])]),
        _entry("delete-user", "delete profile modal", warning(True), [
            (delete, True, [api("DELETE", "/user/me"), page("/")]),
            (t("reservation-page.cancel"), False, [])]),
        _entry("reversible", "poll vote", vote, [
            (t("poll.vote-button"), False, [api(
                "POST", f"/event/{EVENT}/poll/31/answer", {"pin": PIN, "optionId": 87})])]),
    ]  # fmt: skip


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*event_screens(t, lang), *booking_screens(t, lang), *overview_screens(t, lang),
            *ticket_screens(t, lang), *account_screens(t, lang)]  # fmt: skip

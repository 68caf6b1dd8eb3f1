"""Bagisto's screens for the hundred-and-ninety-sixth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup of a ``shop::app.*`` or
``admin::app.*`` key of the packages' ``src/Resources/lang/<lang>/app.php`` catalogues. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

TOKEN = "Qm3vT8kLz2RfX9wYp4NcA7hGd1JsE6uB0oVi5KtM"  # made up; Laravel's csrf_token()
PRODUCT, PRODUCT_NAME, PRODUCT2 = 7, "Arctic Cozy Knit Beanie", 8
CART_ITEM, WISHLIST_ITEM, ADDRESS, ORDER, ORDER_ITEM = 12, 5, 3, 41, 88
CUSTOMER, CUSTOMER_NAME, CATEGORY, CATEGORY_NAME = 9, "Jane Cooper", 5, "Winter Wear"
REVIEW, USER, ROLE, CHANNEL, CURRENCY, CAMPAIGN = 3, 2, 2, 2, 3, 1
ADMIN = "/admin"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def form(path: str, fields: Fields) -> dict[str, str]:
    """A ``<form method="POST">`` submitted by the browser (``@csrf`` writes ``_token``,
    ``@method`` writes ``_method``), urlencoded in tree order."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {path}", "body": body, "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` or ``window.location.href`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def xhr(method: str, path: str, data: Any = None) -> Any:
    """``this.$axios``: a plain object is sent as JSON; a FormData is written as its
    urlencoded fields (a string)."""
    if data is None:
        return f"{method} {path}"
    if isinstance(data, str):
        return {"request": f"{method} {path}", "body": data}
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def fields(pairs: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in pairs)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"bagisto {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, side: str, title: str, message: str | None = None) -> dict[str, Any]:
    """The in-page ``v-modal-confirm`` (``open-confirm-modal``): its title and message (the
    default ones unless the caller passes a message), Disagree and Agree."""
    key = f"{side}::app.components.modal.confirm"
    return {"title": title,
            "dialog": {"title": t(f"{key}.title"), "message": message or t(f"{key}.message")},
            "items": [{"button": t(f"{key}.disagree-btn")},
                      {"button": t(f"{key}.agree-btn")}]}  # fmt: skip


def answers(t: Any, side: str, irreversible: bool, sends: list[Any],
            disagree: bool = False) -> list[Act]:  # fmt: skip
    """Agree, and where ``disagree`` is set the Disagree that sends nothing."""
    key = f"{side}::app.components.modal.confirm"
    agree: list[Act] = [(t(f"{key}.agree-btn"), irreversible, sends)]
    return [*agree, (t(f"{key}.disagree-btn"), False, [])] if disagree else agree


def shop_screens(t: Any) -> list[dict[str, Any]]:
    """The storefront: product page, review and contact forms, cart, coupon, checkout, the
    account menu, an order, addresses, wishlist, profile, the footer's newsletter form."""
    s = "shop::app."
    product_t = PRODUCT_NAME
    cart_t = t(f"{s}checkout.cart.index.cart")
    checkout_t = t(f"{s}checkout.onepage.index.checkout")
    product = {"title": product_t, "items": [
        {"text": PRODUCT_NAME}, {"icon": t(f"{s}products.view.add-to-wishlist")},
        {"field": "quantity", "hint": "", "text": "1"},
        {"button": t(f"{s}products.view.add-to-cart")},
        {"button": t(f"{s}products.view.buy-now")}, {"button": t(f"{s}products.view.compare")},
        {"button": t(f"{s}products.view.reviews.write-a-review")},
        {"button": t(f"{s}components.layouts.footer.contact-us")}]}  # fmt: skip
    cart_add = [("product_id", str(PRODUCT)), ("is_buy_now", "0"), ("quantity", "1")]
    buy_now = [("product_id", str(PRODUCT)), ("is_buy_now", "1"), ("quantity", "1")]
    review = {"title": product_t, "items": [
            {"text": t(f"{s}products.view.reviews.write-a-review")},
            {"field": "name", "hint": t(f"{s}products.view.reviews.name"), "text": "Jane"},
            {"field": "title", "hint": t(f"{s}products.view.reviews.title"), "text": "Warm"},
            {"field": "comment", "hint": t(f"{s}products.view.reviews.comment"),
             "text": "Soft and warm."},
            {"button": t(f"{s}products.view.reviews.submit-review")},
            {"button": t(f"{s}products.view.reviews.cancel")}]}  # fmt: skip
    review_body = fields([("rating", "5"), ("name", "Jane"), ("title", "Warm"),
                          ("comment", "Soft and warm.")])  # fmt: skip
    contact = {"title": product_t, "dialog": {"title": t(f"{s}products.view.contact-us.title")},
               "items": [
        {"field": "name", "hint": t(f"{s}products.view.contact-us.name"), "text": "Jane"},
        {"field": "email", "hint": t(f"{s}products.view.contact-us.email"),
         "text": "jane@example.com"},
        {"field": "message", "hint": t(f"{s}products.view.contact-us.describe-here"),
         "text": "Is it machine washable?"},
        {"button": t(f"{s}products.view.contact-us.submit")}]}  # fmt: skip
    cart = {"title": cart_t, "items": [
        {"text": PRODUCT_NAME}, {"field": "quantity", "hint": "", "text": "2"},
        {"link": t(f"{s}checkout.cart.index.remove")},
        {"link": t(f"{s}checkout.cart.index.continue-shopping")},
        {"button": t(f"{s}checkout.cart.index.update-cart")},
        {"button": t(f"{s}checkout.coupon.apply")},
        {"link": t(f"{s}checkout.cart.summary.proceed-to-checkout")}]}  # fmt: skip
    coupon = {"title": cart_t, "dialog": {"title": t(f"{s}checkout.coupon.apply")}, "items": [
        {"field": "code", "hint": t(f"{s}checkout.coupon.enter-your-code"), "text": "WINTER10"},
        {"button": t(f"{s}checkout.coupon.button-title")}]}  # fmt: skip
    applied = {"title": cart_t, "items": [
        {"text": t(f"{s}checkout.coupon.applied")}, {"text": "WINTER10"},
        {"icon": t(f"{s}checkout.coupon.remove")}]}  # fmt: skip
    shipping = {"title": checkout_t, "items": [
        {"text": t(f"{s}checkout.onepage.shipping.shipping-method")},
        {"radio": "Flat Rate"}, {"radio": "Free Shipping"}]}  # fmt: skip
    payment = {"title": checkout_t, "items": [
        {"text": t(f"{s}checkout.onepage.payment.payment-method")},
        {"radio": "Cash On Delivery"}, {"radio": "Money Transfer"}]}  # fmt: skip
    # No title: in es the page's title (checkout) is the button's own text.
    review_order = {"items": [
        {"text": t(f"{s}checkout.onepage.summary.cart-summary")}, {"text": PRODUCT_NAME},
        {"text": t(f"{s}checkout.onepage.summary.grand-total")},
        {"button": t(f"{s}checkout.onepage.summary.place-order")}]}  # fmt: skip
    bottom = f"{s}components.layouts.header.desktop.bottom."
    menu = {"title": PRODUCT_NAME, "dialog": {}, "items": [
        {"text": t(f"{bottom}welcome")}, {"link": t(f"{bottom}profile")},
        {"link": t(f"{bottom}orders")}, {"link": t(f"{bottom}wishlist")},
        {"link": t(f"{bottom}logout")}]}  # fmt: skip
    ov = f"{s}customers.account.orders.view."
    order_t = t(f"{ov}page-title", order_id=str(ORDER))
    order = {"title": order_t, "items": [
        {"link": t(f"{ov}reorder-btn-title")}, {"link": t(f"{ov}cancel-btn-title")},
        {"text": PRODUCT_NAME}]}  # fmt: skip
    ad = f"{s}customers.account.addresses.index."
    addresses = {"title": t(f"{ad}title"), "dialog": {}, "items": [
        {"text": "Jane Cooper, 12 Elm Street, Springfield"}, {"link": t(f"{ad}edit")},
        {"link": t(f"{ad}delete")}, {"button": t(f"{ad}set-as-default")}]}  # fmt: skip
    wl = f"{s}customers.account.wishlist."
    wishlist = {"title": t(f"{wl}page-title"), "items": [
        {"button": t(f"{wl}delete-all")}, {"text": PRODUCT_NAME},
        {"link": t(f"{wl}remove")}, {"button": t(f"{wl}move-to-cart")}]}  # fmt: skip
    pr = f"{s}customers.account.profile.index."
    profile = {"title": t(f"{pr}title"), "items": [
        {"link": t(f"{pr}edit")}, {"text": "jane@example.com"},
        {"button": t(f"{pr}delete-profile")}]}  # fmt: skip
    delete_profile = {"title": t(f"{pr}title"), "dialog": {"title": t(f"{pr}enter-password")},
                      "items": [
        {"field": "password", "hint": "Enter your password", "text": "winter-sun-84"},
        {"button": t(f"{pr}delete")}]}  # fmt: skip
    pe = f"{s}customers.account.profile.edit."
    edit = {"title": t(f"{pe}edit-profile"), "items": [
        {"field": "first_name", "hint": t(f"{pe}first-name"), "text": "Jane"},
        {"field": "last_name", "hint": t(f"{pe}last-name"), "text": "Cooper"},
        {"switch": t(f"{pe}subscribe-to-newsletter"), "checked": False},
        {"button": t(f"{pe}save")}]}  # fmt: skip
    ft = f"{s}components.layouts.footer."
    footer = {"title": PRODUCT_NAME, "items": [
        {"text": t(f"{ft}newsletter-text")},
        {"field": "email", "hint": t(f"{ft}email"), "text": "jane@example.com"},
        {"button": t(f"{ft}subscribe")}]}  # fmt: skip
    token = [("_token", TOKEN)]
    acc = "/customer/account"
    return [
        _entry("reversible", "product page", product, [
            (t(f"{s}products.view.add-to-cart"), False, [
                xhr("POST", "/api/checkout/cart", fields(cart_add))]),
            (t(f"{s}products.view.buy-now"), False, [
                xhr("POST", "/api/checkout/cart", fields(buy_now))]),
            (t(f"{s}products.view.add-to-wishlist"), False, [
                xhr("POST", "/api/customer/wishlist", {"product_id": str(PRODUCT)})]),
            (t(f"{s}products.view.compare"), False, [
                xhr("POST", "/api/compare-items", {"product_id": PRODUCT})])]),
        _entry("send", "product review form", review, [
            (t(f"{s}products.view.reviews.submit-review"), True, [
                xhr("POST", f"/api/product/{PRODUCT}/review", review_body)])]),
        _entry("send", "product contact form", contact, [
            (t(f"{s}products.view.contact-us.submit"), True, [form("/contact-us/send-mail", [
                *token, ("name", "Jane"), ("email", "jane@example.com"),
                ("message", "Is it machine washable?")])])]),
        _entry("reversible", "cart page", cart, [
            (t(f"{s}checkout.cart.index.remove"), False, []),
            (t(f"{s}checkout.cart.index.update-cart"), False, [
                xhr("PUT", "/api/checkout/cart", {"qty": {str(CART_ITEM): 2}})]),
            (t(f"{s}checkout.cart.summary.proceed-to-checkout"), False, [
                link("/checkout/onepage")])]),
        _entry("reversible", "cart item remove confirm", confirm(t, "shop", cart_t),
               answers(t, "shop", False, [xhr("POST", "/api/checkout/cart", {
                   "_method": "DELETE", "cart_item_id": CART_ITEM})])),
        _entry("reversible", "coupon modal", coupon, [
            (t(f"{s}checkout.coupon.button-title"), False, [
                xhr("POST", "/api/checkout/cart/coupon", {"code": "WINTER10"})])]),
        _entry("reversible", "coupon applied", applied, [
            (t(f"{s}checkout.coupon.remove"), False, [
                xhr("DELETE", "/api/checkout/cart/coupon")])]),
        _entry("reversible", "checkout shipping method", shipping, [
            ("Flat Rate", False, [xhr("POST", "/api/checkout/onepage/shipping-methods", {
                "shipping_method": "flatrate_flatrate"})]),
            ]),
        _entry("reversible", "checkout payment method", payment, [
            ("Cash On Delivery", False, [xhr("POST", "/api/checkout/onepage/payment-methods", {
                "payment": {"method": "cashondelivery", "method_title": "Cash On Delivery",
                            "description": "Cash On Delivery", "sort": 1}})])]),
        _entry("payment", "checkout place order", review_order, [
            (t(f"{s}checkout.onepage.summary.place-order"), True, [
                xhr("POST", "/api/checkout/onepage/orders")])]),
        _entry("reversible", "account menu", menu, [
            (t(f"{bottom}wishlist"), False, [link(f"{acc}/wishlist")]),
            (t(f"{bottom}logout"), False, [form("/customer/logout", [
                *token, ("_method", "DELETE")])])]),
        _entry("reversible", "customer order", order, [
            (t(f"{ov}reorder-btn-title"), False, [link(f"{acc}/orders/reorder/{ORDER}")]),
            (t(f"{ov}cancel-btn-title"), False, [])]),
        _entry("cancel-order", "customer order cancel confirm",
               confirm(t, "shop", order_t, t(f"{ov}cancel-confirm-msg")),
               answers(t, "shop", True, [form(f"{acc}/orders/cancel/{ORDER}", token)], True)),
        _entry("opens-prompt", "address menu", addresses, [
            (t(f"{ad}delete"), False, [])]),
        _entry("delete", "address delete confirm", confirm(t, "shop", t(f"{ad}title")),
               answers(t, "shop", True, [form(f"{acc}/addresses/delete/{ADDRESS}", [
                   ("_method", "DELETE"), *token])], True)),
        _entry("reversible", "wishlist page", wishlist, [
            (t(f"{wl}remove"), False, []),
            (t(f"{wl}move-to-cart"), False, [xhr(
                "POST", f"/api/customer/wishlist/{WISHLIST_ITEM}/move-to-cart",
                {"quantity": 1, "product_id": PRODUCT})])]),
        _entry("reversible", "wishlist remove confirm", confirm(t, "shop", t(f"{wl}page-title")),
               answers(t, "shop", False, [xhr(
                   "DELETE", f"/api/customer/wishlist/{WISHLIST_ITEM}")])),
        _entry("opens-prompt", "profile page", profile, [
            (t(f"{pr}delete-profile"), False, [])]),
        _entry("delete-user", "profile delete modal", delete_profile, [
            (t(f"{pr}delete"), True, [form(f"{acc}/profile/destroy", [
                *token, ("password", "winter-sun-84")])])]),
        _entry("reversible", "profile edit", edit, [
            (t(f"{pe}save"), False, [form(f"{acc}/profile/edit", [
                *token, ("first_name", "Jane"), ("last_name", "Cooper"),
                ("email", "jane@example.com"), ("phone", "5550100"), ("gender", "Female"),
                ("date_of_birth", ""), ("password", ""), ("new_password", ""),
                ("new_password_confirmation", "")])])]),
        _entry("reversible", "footer newsletter", footer, [
            (t(f"{ft}subscribe"), False, [form("/subscription", [
                *token, ("email", "jane@example.com")])])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panel: an order and its invoice, shipment, refund and comment forms; a
    customer and its note; the products, categories and reviews grids; the users, roles,
    channels, currencies, exchange rates and campaigns grids."""
    a = "admin::app."
    ov = f"{a}sales.orders.view."
    order_t = t(f"{ov}title", order_id=str(ORDER))
    token = [("_token", TOKEN)]
    sales = f"{ADMIN}/sales"
    order = {"title": order_t, "items": [
        {"link": t(f"{ov}reorder")}, {"button": t(f"{a}sales.invoices.create.invoice")},
        {"button": t(f"{ov}ship")}, {"button": t(f"{ov}refund")}, {"link": t(f"{ov}cancel")},
        {"text": PRODUCT_NAME}]}  # fmt: skip
    ic = f"{a}sales.invoices.create."
    invoice = {"title": order_t, "dialog": {"title": t(f"{ic}new-invoice")}, "items": [
        {"button": t(f"{ic}create-invoice")}, {"text": PRODUCT_NAME},
        {"field": f"invoice[items][{ORDER_ITEM}]", "hint": t(f"{ic}qty-to-invoiced"),
         "text": "1"},
        {"switch": t(f"{ic}create-transaction"), "checked": False}]}  # fmt: skip
    sc = f"{a}sales.shipments.create."
    shipment = {"title": order_t, "dialog": {"title": t(f"{sc}title")}, "items": [
        {"button": t(f"{sc}create-btn")},
        {"field": "shipment[carrier_title]", "hint": t(f"{sc}carrier-name"), "text": "DHL"},
        {"field": "shipment[track_number]", "hint": t(f"{sc}tracking-number"),
         "text": "JD014600006281230704"},
        {"text": PRODUCT_NAME}]}  # fmt: skip
    rc = f"{a}sales.refunds.create."
    refund = {"title": order_t, "dialog": {"title": t(f"{rc}title")}, "items": [
        {"button": t(f"{rc}update-totals-btn")}, {"button": t(f"{rc}refund-btn")},
        {"text": PRODUCT_NAME},
        {"field": f"refund[items][{ORDER_ITEM}]", "hint": t(f"{rc}qty-to-refund"),
         "text": "1"}]}  # fmt: skip
    comment = {"title": order_t, "items": [{"text": t(f"{ov}comments")},
        {"field": "comment", "hint": t(f"{ov}write-your-comment"),
         "text": "Your parcel left our warehouse today."},
        {"switch": t(f"{ov}notify-customer"), "checked": True},
        {"button": t(f"{ov}submit-comment")}]}  # fmt: skip
    note_comment = copy.deepcopy(comment)
    note_comment["items"][1]["text"] = "Called the carrier about the delay."
    note_comment["items"][2]["checked"] = False
    cv = f"{a}customers.customers.view."
    customer_t = t(f"{cv}title")
    customer = {"title": customer_t, "items": [
        {"text": CUSTOMER_NAME}, {"button": t(f"{cv}create-order")},
        {"link": t(f"{cv}login-as-customer")}, {"button": t(f"{cv}delete-account")}]}  # fmt: skip
    note = {"title": customer_t, "items": [{"text": t(f"{cv}notes.add-note")},
        {"field": "note", "hint": t(f"{cv}notes.note-placeholder"),
         "text": "Your refund has been approved."},
        {"switch": t(f"{cv}notes.notify-customer"), "checked": True},
        {"button": t(f"{cv}notes.submit-btn-title")}]}  # fmt: skip
    cust = f"{ADMIN}/customers"
    pi = f"{a}catalog.products.index."
    products_t = t(f"{pi}title")
    grid = f"{a}components.datagrid.toolbar.mass-actions."
    mass = {"title": products_t, "dialog": {}, "items": [
        {"text": t(f"{grid}select-action")}, {"menu": t(f"{pi}datagrid.delete")},
        {"menu": t(f"{pi}datagrid.active")}, {"menu": t(f"{pi}datagrid.disable")}]}  # fmt: skip
    ci = f"{a}catalog.categories.index."
    ri = f"{a}customers.reviews.index."
    settings = f"{ADMIN}/settings"
    er = f"{a}settings.exchange-rates.index."
    rates = {"title": t(f"{er}title"), "items": [
        {"link": t(f"{er}update-rates")}, {"button": t(f"{er}create-btn")},
        {"text": "EUR"}, {"id": "icon-edit"}, {"id": "icon-delete"}]}  # fmt: skip

    def grid_delete(category: str, name: str, title_key: str, path: str) -> dict[str, Any]:
        return _entry(category, f"{name} delete confirm", confirm(t, "admin", t(title_key)),
                      answers(t, "admin", True, [xhr("DELETE", path)]))  # fmt: skip

    return [
        _entry("opens-prompt", "admin order", order, [
            (t(f"{ov}reorder"), False, [link(f"{sales}/orders/reorder/{ORDER}")]),
            (t(f"{ov}refund"), False, []),
            (t(f"{ov}cancel"), False, [])]),
        _entry("cancel-order", "admin order cancel confirm",
               confirm(t, "admin", order_t, t(f"{ov}cancel-msg")),
               answers(t, "admin", True, [form(f"{sales}/orders/cancel/{ORDER}", token)])),
        _entry("fulfil", "invoice drawer", invoice, [
            (t(f"{ic}create-invoice"), True, [form(f"{sales}/invoices/create/{ORDER}", [
                *token, (f"invoice[items][{ORDER_ITEM}]", "1")])])]),
        _entry("fulfil", "shipment drawer", shipment, [
            (t(f"{sc}create-btn"), True, [form(f"{sales}/shipments/create/{ORDER}", [
                *token, ("shipment[carrier_title]", "DHL"),
                ("shipment[track_number]", "JD014600006281230704"), ("shipment[source]", "1"),
                (f"shipment[items][{ORDER_ITEM}][1]", "1")])])]),
        _entry("payment", "refund drawer", refund, [
            (t(f"{rc}update-totals-btn"), False, [xhr(
                "POST", f"{sales}/refunds/update-totals/{ORDER}", {
                    "items": {str(ORDER_ITEM): 1}, "shipping": "10",
                    "adjustment_refund": 0, "adjustment_fee": 0})]),
            (t(f"{rc}refund-btn"), True, [form(f"{sales}/refunds/create/{ORDER}", [
                *token, (f"refund[items][{ORDER_ITEM}]", "1"), ("refund[shipping]", "10"),
                ("refund[adjustment_refund]", "0"), ("refund[adjustment_fee]", "0")])])]),
        _entry("send", "order comment notifying the customer", comment, [
            (t(f"{ov}submit-comment"), True, [form(f"{sales}/orders/comment/{ORDER}", [
                *token, ("comment", "Your parcel left our warehouse today."),
                ("customer_notified", "1")])])]),
        _entry("reversible", "order comment without notice", note_comment, [
            (t(f"{ov}submit-comment"), False, [form(f"{sales}/orders/comment/{ORDER}", [
                *token, ("comment", "Called the carrier about the delay.")])])]),
        _entry("opens-prompt", "admin customer", customer, [
            (t(f"{cv}login-as-customer"), False, [
                link(f"{cust}/login-as-customer/{CUSTOMER}")]),
            (t(f"{cv}delete-account"), False, [])]),
        _entry("delete-user", "customer delete confirm",
               confirm(t, "admin", customer_t, t(f"{cv}account-delete-confirmation")),
               answers(t, "admin", True, [form(f"{cust}/{CUSTOMER}", token)], True)),
        _entry("send", "customer note notifying the customer", note, [
            (t(f"{cv}notes.submit-btn-title"), True, [form(f"{cust}/note/{CUSTOMER}", [
                *token, ("note", "Your refund has been approved."),
                ("customer_notified", "1")])])]),
        _entry("opens-prompt", "products mass actions", mass, [
            (t(f"{pi}datagrid.delete"), False, [])]),
        _entry("delete", "products mass delete confirm", confirm(t, "admin", products_t),
               answers(t, "admin", True, [xhr("POST", f"{ADMIN}/catalog/products/mass-delete", {
                   "indices": [PRODUCT, PRODUCT2], "value": None})])),
        grid_delete("delete", "category", f"{ci}title",
                    f"{ADMIN}/catalog/categories/edit/{CATEGORY}"),
        _entry("reversible", "review approve confirm", confirm(t, "admin", t(f"{ri}title")),
               answers(t, "admin", False, [xhr("POST", f"{ADMIN}/customers/reviews/mass-update", {
                   "indices": [REVIEW], "value": "approved"})])),
        grid_delete("delete", "review", f"{ri}title", f"{ADMIN}/customers/reviews/{REVIEW}"),
        grid_delete("delete-user", "user", f"{a}settings.users.index.title",
                    f"{settings}/users/edit/{USER}"),
        grid_delete("delete", "role", f"{a}settings.roles.index.title",
                    f"{settings}/roles/edit/{ROLE}"),
        grid_delete("delete", "currency", f"{a}settings.currencies.index.title",
                    f"{settings}/currencies/edit/{CURRENCY}"),
        _entry("reversible", "exchange rates grid", rates, [
            (t(f"{er}update-rates"), False, [link(f"{settings}/exchange-rates/update-rates")]),
            ("icon-edit", False, [xhr("GET", f"{settings}/exchange-rates/edit/1")])]),
        grid_delete("delete", "campaign", f"{a}marketing.communications.campaigns.index.title",
                    f"{ADMIN}/marketing/communications/campaigns/edit/{CAMPAIGN}"),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*shop_screens(t), *admin_screens(t)]

"""Sylius's screens for the two-hundred-and-fifth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the bundles'
``Resources/translations/messages.<lang>.yml`` catalogues. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

SHOP, ADMIN = "/en_US", "/admin"  # the shop's locale prefix; the admin panel's prefix
TOKEN = "Lq3vX9cT1wz8Hk2pN5rB7yM0dFs4aGe6JuQ1oVi3tCk"  # made up; csrf_token()
SLUG, VARIANT = "everyday-white-t-shirt", "Everyday_white_T_shirt-variant-2"
ORDER, ORDER_ID, ORDER_TOKEN = "000000042", 42, "aR9xk3Lm7Q"
PAYMENT, SHIPMENT, ADDRESS, CUSTOMER, USER = 61, 58, 14, 23, 19
USERNAME, COUPON = "amelia.hart@example.com", "SPRING10"
PRODUCT, PRODUCT_NAME = 12, "Everyday white T-shirt"
PROMO, PROMO_NAME, COUPON_ID = 3, "Spring sale", 8
CHANNEL, CHANNEL_NAME, ADMIN_ID, ADMIN_NAME = 2, "Fashion Web Store", 5, "sam.keller"
REVIEW, REVIEW_TITLE = 27, "Soft and true to size"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST (``_method`` carries PUT,
    PATCH or DELETE for Symfony's method override)."""
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def live(component: str, action: str, props: dict[str, Any], updated: dict[str, Any],
         args: dict[str, Any] | None = None) -> dict[str, str]:  # fmt: skip
    """A Symfony UX live component's fetch: ``POST /_components/<name>[/<action>]`` whose
    FormData ``data`` field holds this JSON (props shortened to the resource's id)."""
    url = f"{SHOP}/_components/{component}" + (f"/{action}" if action else "")
    data: dict[str, Any] = {"props": props, "updated": updated}
    if args is not None:
        data["args"] = args
    return {"request": f"POST {url}", "body": json.dumps(data, separators=(",", ":"))}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"sylius {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def shop_screens(t: Any) -> list[dict[str, Any]]:
    """The shop: product page, cart, checkout, order payment, account, reviews."""
    cart_props = {"resource": 87}
    add_props = {"product": PRODUCT, "routeName": "sylius_shop_cart_summary"}
    product = {"title": PRODUCT_NAME, "items": [
        {"text": PRODUCT_NAME}, {"text": "$24.99"},
        {"field": "sylius_shop_add_to_cart[cartItem][quantity]", "hint": t("sylius.ui.quantity"),
         "text": "2"},
        {"button": t("sylius.ui.add_to_cart")},
        {"link": t("sylius.ui.add_your_review")}]}  # fmt: skip
    add_values = {"sylius_shop_add_to_cart": {"cartItem": {"quantity": "2", "variant": VARIANT},
                                              "_token": TOKEN}}  # fmt: skip
    cart_title = t("sylius.ui.your_shopping_cart")
    cart = {"title": cart_title, "items": [
        {"text": PRODUCT_NAME},
        {"field": "sylius_shop_cart[items][0][quantity]", "hint": "", "text": "2"},
        {"button": "×", "desc": "remove-cart-item"},
        {"field": "sylius_shop_cart[promotionCoupon]", "hint": t("sylius.ui.enter_your_code"),
         "text": COUPON},
        {"button": t("sylius.ui.apply_coupon")}, {"button": t("sylius.ui.clear_cart")},
        {"text": t("sylius.ui.order_total")}, {"button": t("sylius.ui.checkout")}]}  # fmt: skip
    coupon_cart = {"title": cart_title, "items": [
        {"text": PRODUCT_NAME}, {"text": t("sylius.ui.applied_coupon")}, {"text": COUPON},
        {"button": "🗑", "desc": "cart-promotion-remove-coupon"},
        {"button": t("sylius.ui.clear_cart")}, {"button": t("sylius.ui.checkout")}]}  # fmt: skip
    cart_fields = [("_method", "PATCH"), ("sylius_shop_cart[_token]", TOKEN),
                   ("sylius_shop_cart[items][0][quantity]", "2"),
                   ("sylius_shop_cart[promotionCoupon]", "")]  # fmt: skip
    coupon_update = {"sylius_shop_cart": {"promotionCoupon": COUPON}}
    addr = "sylius_shop_checkout_address"
    address = {"title": t("sylius.ui.checkout"), "items": [
        {"text": t("sylius.ui.address")},
        {"field": f"{addr}[customer][email]", "hint": t("sylius.ui.email"),
         "text": USERNAME},
        {"field": f"{addr}[shippingAddress][street]", "hint": t("sylius.ui.street"),
         "text": "18 Harbour Road"},
        {"link": t("sylius.ui.back_to_store")}, {"button": t("sylius.ui.next")}]}  # fmt: skip
    address_fields = [
        ("_method", "PUT"),
        (f"{addr}[customer][email]", USERNAME),
        (f"{addr}[shippingAddress][firstName]", "Amelia"),
        (f"{addr}[shippingAddress][lastName]", "Hart"),
        (f"{addr}[shippingAddress][street]", "18 Harbour Road"),
        (f"{addr}[shippingAddress][countryCode]", "US"),
        (f"{addr}[shippingAddress][city]", "Portland"),
        (f"{addr}[shippingAddress][postcode]", "97201"),
        (f"{addr}[_token]", TOKEN),
    ]
    ship = "sylius_shop_checkout_select_shipping"
    shipping = {"title": t("sylius.ui.checkout"), "items": [
        {"text": t("sylius.ui.shipping")}, {"radio": "UPS", "checked": True},
        {"radio": "DHL Express", "checked": False},
        {"link": t("sylius.ui.change_address")}, {"button": t("sylius.ui.next")}]}  # fmt: skip
    pay = "sylius_shop_checkout_select_payment"
    payment = {
        "title": t("sylius.ui.checkout"),
        "items": [
            {"text": t("sylius.ui.payment")},
            {"radio": "Cash on delivery", "checked": False},
            {"radio": "Bank transfer", "checked": True},
            {"link": t("sylius.ui.change_shipping_method")},
            {"button": t("sylius.ui.next")},
        ],
    }
    complete = {"title": t("sylius.ui.checkout"), "items": [
        {"text": t("sylius.ui.summary")}, {"text": PRODUCT_NAME},
        {"text": t("sylius.ui.order_total")},
        {"field": "sylius_checkout_complete[notes]", "hint": t("sylius.ui.extra_notes"),
         "text": "Please leave the parcel at the door."},
        {"button": t("sylius.ui.place_order")}]}  # fmt: skip
    {"title": t("sylius.ui.thank_you"), "items": [
        {"link": t("sylius.ui.change_payment_method")},
        {"link": t("sylius.ui.view_order")}]}  # fmt: skip
    order_url = f"{SHOP}/order/{ORDER_TOKEN}"
    pay_page = {"title": f"{t('sylius.ui.order')} #{ORDER}", "items": [
        {"text": t("sylius.ui.payment_method")}, {"radio": "Bank transfer", "checked": True},
        {"radio": "Cash on delivery", "checked": False},
        {"button": t("sylius.ui.pay")}]}  # fmt: skip
    history_t = t("sylius.menu.shop.account.order_history")
    orders = {"title": history_t, "items": [
        {"text": f"#{ORDER}"}, {"text": "$54.98"}, {"link": t("sylius.ui.show")},
        {"link": t("sylius.ui.pay")}]}  # fmt: skip
    {"title": f"{t('sylius.ui.order')} #{ORDER}", "items": [
        {"link": t("sylius.ui.pay")}, {"text": PRODUCT_NAME},
        {"text": t("sylius.ui.payments")}, {"text": t("sylius.ui.shipments")}]}  # fmt: skip
    account_t = t("sylius.ui.my_account")
    menu = {"title": account_t, "items": [
        {"link": t("sylius.menu.shop.account.dashboard")},
        {"link": t("sylius.menu.shop.account.personal_information")},
        {"link": t("sylius.menu.shop.account.change_password")},
        {"link": t("sylius.menu.shop.account.address_book")},
        {"link": history_t}, {"link": t("sylius.ui.logout")}]}  # fmt: skip
    book_t = t("sylius.ui.address_book")
    book = {"title": book_t, "items": [
        {"link": t("sylius.ui.add_address")}, {"text": t("sylius.ui.default_address")},
        {"text": "18 Harbour Road, Portland"}, {"text": "5 Mill Lane, Seattle"},
        {"button": t("sylius.ui.set_as_default")}, {"link": t("sylius.ui.edit")},
        {"button": t("sylius.ui.delete")}]}  # fmt: skip
    book_url = f"{SHOP}/account/address-book"
    sa = "sylius_shop_address"
    edit_addr = {"title": book_t, "items": [
        {"field": f"{sa}[street]", "hint": t("sylius.ui.street"), "text": "7 Mill Lane"},
        {"field": f"{sa}[city]", "hint": t("sylius.ui.city"), "text": "Seattle"},
        {"link": t("sylius.ui.cancel")}, {"button": t("sylius.ui.save_changes")}]}  # fmt: skip
    cp = "sylius_shop_change_password"
    password = {"title": t("sylius.ui.change_password"), "items": [
        {"field": f"{cp}[currentPassword]", "hint": t("sylius.ui.current_password"), "text": ""},
        {"field": f"{cp}[newPassword][first]", "hint": t("sylius.ui.new_password"), "text": ""},
        {"button": t("sylius.ui.save_changes")}]}  # fmt: skip
    {"title": t("sylius.ui.reviews"), "items": [
        {"text": PRODUCT_NAME}, {"link": t("sylius.ui.add_your_review")},
        {"text": REVIEW_TITLE}]}  # fmt: skip
    rv = "sylius_shop_product_review"
    review = {"title": t("sylius.ui.add_your_review"), "items": [
        {"radio": "5", "checked": True},
        {"field": f"{rv}[title]", "hint": t("sylius.ui.title"), "text": "Great fit"},
        {"field": f"{rv}[comment]", "hint": t("sylius.ui.comment"),
         "text": "Washes well and keeps its shape."},
        {"button": t("sylius.ui.add")}]}  # fmt: skip
    return [
        _entry("reversible", "product page", product, [
            (t("sylius.ui.add_to_cart"), False, [live(
                "sylius_shop:product:add_to_cart_form", "addToCart", add_props, add_values)])]),
        _entry("reversible", "cart page", cart, [
            ("×", False, [live("sylius_shop:cart:form", "removeItem", cart_props, {},
                               {"index": "0"})]),
            (t("sylius.ui.apply_coupon"), False, [live(
                "sylius_shop:cart:form", "", cart_props, coupon_update)]),
            (t("sylius.ui.clear_cart"), False, [live(
                "sylius_shop:cart:form", "clearCart", cart_props, {}, {})]),
            (t("sylius.ui.checkout"), False, [form(f"{SHOP}/cart/checkout", cart_fields)])]),
        _entry("reversible", "cart with a coupon", coupon_cart, [
            ("🗑", False, [live("sylius_shop:cart:form", "removeCoupon", cart_props, {}, {})])]),
        _entry("reversible", "checkout address", address, [
            (t("sylius.ui.next"), False, [form(f"{SHOP}/checkout/address", address_fields)])]),
        _entry("reversible", "checkout shipping", shipping, [
            (t("sylius.ui.next"), False, [form(f"{SHOP}/checkout/select-shipping", [
                ("_method", "PUT"), (f"{ship}[shipments][0][method]", "ups"),
                (f"{ship}[_token]", TOKEN)])])]),
        _entry("reversible", "checkout payment", payment, [
            (t("sylius.ui.next"), False, [form(f"{SHOP}/checkout/select-payment", [
                ("_method", "PUT"), (f"{pay}[payments][0][method]", "bank_transfer"),
                (f"{pay}[_token]", TOKEN)])])]),
        _entry("payment", "checkout summary", complete, [
            (t("sylius.ui.place_order"), True, [form(f"{SHOP}/checkout/complete", [
                ("_method", "PUT"),
                ("sylius_checkout_complete[notes]", "Please leave the parcel at the door."),
                ("sylius_checkout_complete[_token]", TOKEN)])])]),
        _entry("payment", "order payment page", pay_page, [
            (t("sylius.ui.pay"), True, [form(order_url, [
                ("_method", "PUT"),
                ("sylius_checkout_select_payment[payments][0][method]", "bank_transfer"),
                ("sylius_checkout_select_payment[_token]", TOKEN)])])]),
        _entry("reversible", "account order history", orders, [
            (t("sylius.ui.pay"), False, [link(order_url)])]),
        _entry("reversible", "account menu", menu, [
            (t("sylius.menu.shop.account.change_password"), False, [
                link(f"{SHOP}/account/change-password")]),
            (t("sylius.ui.logout"), False, [link(f"{SHOP}/logout")])]),
        _entry("delete", "address book", book, [
            (t("sylius.ui.set_as_default"), False, [form(
                f"{book_url}/{ADDRESS}/set-as-default", [
                    ("_method", "PATCH"),
                    ("sylius_shop_customer_default_address[defaultAddress]", str(ADDRESS)),
                    ("sylius_shop_customer_default_address[_token]", TOKEN)])]),
            (t("sylius.ui.delete"), True, [form(f"{book_url}/{ADDRESS}", [
                ("_method", "DELETE"), ("_csrf_token", TOKEN)])])]),
        _entry("reversible", "address edit form", edit_addr, [
            (t("sylius.ui.save_changes"), False, [form(f"{book_url}/{ADDRESS}/edit", [
                ("_method", "PUT"), (f"{sa}[firstName]", "Amelia"), (f"{sa}[lastName]", "Hart"),
                (f"{sa}[street]", "7 Mill Lane"), (f"{sa}[countryCode]", "US"),
                (f"{sa}[city]", "Seattle"), (f"{sa}[postcode]", "98101"),
                (f"{sa}[_token]", TOKEN)])])]),
        _entry("reversible", "change password form", password, [
            (t("sylius.ui.save_changes"), False, [form(f"{SHOP}/account/change-password", [
                (f"{cp}[currentPassword]", "old-harbour-31"),
                (f"{cp}[newPassword][first]", "quiet-meadow-58"),
                (f"{cp}[newPassword][second]", "quiet-meadow-58"),
                (f"{cp}[_token]", TOKEN)])])]),
        _entry("send", "review form", review, [
            (t("sylius.ui.add"), True, [form(f"{SHOP}/products/{SLUG}/reviews/new", [
                (f"{rv}[rating]", "5"), (f"{rv}[title]", "Great fit"),
                (f"{rv}[comment]", "Washes well and keeps its shape."),
                (f"{rv}[_token]", TOKEN)])])]),
    ]  # fmt: skip


def modal(t: Any, title: str, rows: list[str], confirm: str) -> dict[str, Any]:
    """The admin's Bootstrap confirmation modal over its page: its heading, Cancel and the
    action's button."""
    return {"title": title, "dialog": {
        "title": t("sylius.ui.are_your_sure_you_want_to_perform_this_action")},
        "items": [*({"text": r} for r in rows), {"button": t("sylius.ui.cancel")},
                  {"button": confirm}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def grid_delete(t: Any, source: str, title: str, row: str, url: str,
                category: str = "delete") -> dict[str, Any]:  # fmt: skip
    """A grid row's delete modal: its Delete sends the DELETE form, Cancel nothing."""
    delete, cancel = t("sylius.ui.delete"), t("sylius.ui.cancel")
    return _entry(category, f"{source} delete modal", modal(t, title, [row], delete), [
        (delete, True, [form(url, [("_method", "DELETE"), ("_csrf_token", TOKEN)])]),
        (cancel, False, [])])  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panel: orders, customers, products and variants, promotions and coupons,
    channels, administrators, product reviews, the user menu."""
    show, edit, delete = t("sylius.ui.show"), t("sylius.ui.edit"), t("sylius.ui.delete")
    actions, cancel = t("sylius.ui.actions"), t("sylius.ui.cancel")
    order_t = f"{t('sylius.ui.order')} #{ORDER}"
    order_url = f"{ADMIN}/orders/{ORDER_ID}"
    new_order = {"title": order_t, "items": [
        {"button": actions}, {"text": t("sylius.ui.payments")}, {"text": "Bank transfer"},
        {"button": t("sylius.ui.complete")}, {"text": t("sylius.ui.shipments")},
        {"text": "UPS"},
        {"field": "sylius_admin_shipment_ship[tracking]", "hint": t("sylius.ui.tracking_code"),
         "text": "1Z999AA10123456784"},
        {"button": t("sylius.ui.ship")}]}  # fmt: skip
    order_menu = popup(order_t, [], [
        {"link": t("sylius.ui.history")}, {"button": cancel},
        {"link": t("sylius.ui.resend_the_order_confirmation_email")}])  # fmt: skip
    done_order = {"title": order_t, "items": [
        {"button": actions}, {"text": t("sylius.ui.payments")}, {"text": "Bank transfer"},
        {"button": t("sylius.ui.refund")}, {"text": t("sylius.ui.shipments")},
        {"link": t("sylius.ui.resend_the_shipment_confirmation_email")}]}  # fmt: skip
    t("sylius.ui.orders")
    customers_t = t("sylius.ui.customers")
    {"title": customers_t, "items": [
        {"text": USERNAME}, {"icon": t("sylius.ui.show_orders")}, {"icon": show},
        {"icon": edit}]}  # fmt: skip
    customer_t = t("sylius.ui.customer")
    customer = {"title": customer_t, "items": [
        {"text": "Amelia Hart"}, {"text": USERNAME}, {"button": actions}]}  # fmt: skip
    customer_menu = popup(customer_t, ["Amelia Hart"], [
        {"link": t("sylius.ui.show_orders")}, {"link": edit},
        {"link": t("sylius.ui.impersonate")}, {"button": delete}])  # fmt: skip
    cu = "sylius_admin_customer"
    customer_form = {"title": t("sylius.ui.edit_customer"), "items": [
        {"field": f"{cu}[firstName]", "hint": t("sylius.ui.first_name"), "text": "Amelia"},
        {"field": f"{cu}[email]", "hint": t("sylius.ui.email"), "text": USERNAME},
        {"button": t("sylius.ui.update")}, {"link": cancel}]}  # fmt: skip
    products_t = t("sylius.ui.products")
    products = {"title": products_t, "items": [
        {"switch": "", "checked": True}, {"text": PRODUCT_NAME},
        {"icon": t("sylius.ui.details")}, {"icon": edit}, {"icon": delete},
        {"button": t("sylius.ui.variants")}]}  # fmt: skip
    bulk = {"title": products_t, "items": [
        {"text": PRODUCT_NAME}, {"button": delete}, {"icon": edit}]}  # fmt: skip
    pr = "sylius_admin_product"
    product_form = {"title": PRODUCT_NAME, "items": [
        {"field": f"{pr}[code]", "hint": t("sylius.ui.code"), "text": "EVERYDAY_TEE"},
        {"switch": t("sylius.ui.enabled"), "checked": True},
        {"button": t("sylius.ui.update")}, {"link": cancel}]}  # fmt: skip
    t("sylius.ui.product_variants")
    promos_t = t("sylius.ui.promotions")
    promos = {"title": promos_t, "items": [
        {"text": PROMO_NAME}, {"icon": edit}, {"icon": delete}, {"icon": t("sylius.ui.archive")},
        {"button": t("sylius.ui.manage_coupons")}]}  # fmt: skip
    popup(promos_t, [PROMO_NAME], [
        {"link": t("sylius.ui.list_coupons")}, {"link": t("sylius.ui.create")},
        {"link": t("sylius.ui.generate")}])  # fmt: skip
    archive = t("sylius.ui.archive")
    coupons_t = t("sylius.ui.coupons")
    coupons_url = f"{ADMIN}/promotions/{PROMO}/coupons"
    coupons = {"title": coupons_t, "items": [
        {"link": t("sylius.ui.generate")}, {"link": t("sylius.ui.create")},
        {"text": COUPON}, {"icon": edit}, {"icon": delete}]}  # fmt: skip
    gi = "sylius_promotion_coupon_generator_instruction"
    generate = {"title": coupons_t, "items": [
        {"field": f"{gi}[amount]", "hint": t("sylius.ui.amount"), "text": "50"},
        {"field": f"{gi}[usageLimit]", "hint": t("sylius.ui.usage_limit"), "text": "1"},
        {"button": t("sylius.ui.generate")}, {"link": cancel}]}  # fmt: skip
    channels_t = t("sylius.ui.channels")
    admins_t = t("sylius.ui.admin_users")
    reviews_t = t("sylius.ui.product_reviews")
    reviews = {"title": reviews_t, "items": [
        {"text": REVIEW_TITLE}, {"button": t("sylius.ui.accept")},
        {"button": t("sylius.ui.reject")}, {"icon": edit}, {"icon": delete}]}  # fmt: skip
    user_menu = popup(t("sylius.ui.administration_dashboard"), [ADMIN_NAME], [
        {"link": t("sylius.ui.my_account")}, {"link": t("sylius.ui.logout")},
        {"link": t("sylius.ui.documentation")}])  # fmt: skip

    def transition(url: str) -> list[Any]:
        """apply_transition.html.twig's form: the token field before ``_method``."""
        return [form(url, [("_csrf_token", TOKEN), ("_method", "PUT")])]

    def put(url: str) -> list[Any]:
        return [form(url, [("_method", "PUT"), ("_csrf_token", TOKEN)])]

    return [
        _entry("payment", "new order page", new_order, [
            (actions, False, []),
            (t("sylius.ui.complete"), True, put(
                f"{order_url}/payments/{PAYMENT}/complete")),
            (t("sylius.ui.ship"), True, [form(f"{order_url}/shipment/{SHIPMENT}/ship", [
                ("_method", "PUT"), ("sylius_admin_shipment_ship[tracking]", "1Z999AA10123456784"),
                ("sylius_admin_shipment_ship[_token]", TOKEN)])])]),
        _entry("cancel", "order actions menu", order_menu, [
            (cancel, True, put(f"{order_url}/cancel")),
            (t("sylius.ui.resend_the_order_confirmation_email"), True, [link(
                f"{order_url}/resend-confirmation-email?_csrf_token={TOKEN}")])]),
        _entry("payment", "paid and shipped order page", done_order, [
            (t("sylius.ui.refund"), True, put(f"{order_url}/payments/{PAYMENT}/refund")),
            (t("sylius.ui.resend_the_shipment_confirmation_email"), True, [link(
                f"{ADMIN}/shipments/{SHIPMENT}/resend-confirmation-email?_csrf_token={TOKEN}")])]),
        _entry("opens-prompt", "customer page", customer, [(actions, False, [])]),
        _entry("delete-user", "customer actions menu", customer_menu, [
            (t("sylius.ui.impersonate"), False, [link(f"{ADMIN}/impersonate/{USERNAME}")]),
            (delete, True, [form(f"{ADMIN}/shop-user/{USER}", [
                ("_method", "DELETE"), ("_csrf_token", TOKEN)])])]),
        _entry("reversible", "customer edit form", customer_form, [
            (t("sylius.ui.update"), False, [form(f"{ADMIN}/customers/{CUSTOMER}/edit", [
                ("_method", "PUT"), (f"{cu}[firstName]", "Amelia"), (f"{cu}[lastName]", "Hart"),
                (f"{cu}[email]", USERNAME), (f"{cu}[_token]", TOKEN)])])]),
        _entry("opens-prompt", "products grid", products, [
            (edit, False, [link(f"{ADMIN}/products/{PRODUCT}/edit")]),
            (delete, False, [])]),
        grid_delete(t, "product", products_t, PRODUCT_NAME, f"{ADMIN}/products/{PRODUCT}"),
        _entry("opens-prompt", "products grid with a row checked", bulk, [(delete, False, [])]),
        _entry("delete", "products bulk delete modal", modal(t, products_t, [], delete), [
            (delete, True, [form(f"{ADMIN}/products/bulk-delete", [
                ("_method", "DELETE"), ("_csrf_token", TOKEN), ("ids[]", str(PRODUCT)),
                ("ids[]", "13")])]),
            (cancel, False, [])]),
        _entry("reversible", "product edit form", product_form, [
            (t("sylius.ui.update"), False, [form(f"{ADMIN}/products/{PRODUCT}/edit", [
                ("_method", "PUT"), (f"{pr}[code]", "EVERYDAY_TEE"), (f"{pr}[enabled]", "1"),
                (f"{pr}[translations][en_US][name]", PRODUCT_NAME),
                (f"{pr}[translations][en_US][slug]", SLUG), (f"{pr}[_token]", TOKEN)])])]),
        _entry("opens-prompt", "promotions grid", promos, [
            (delete, False, []), (archive, False, []),
            (t("sylius.ui.manage_coupons"), False, [])]),
        grid_delete(t, "promotion", promos_t, PROMO_NAME, f"{ADMIN}/promotions/{PROMO}"),
        _entry("reversible", "promotion archive modal", modal(t, promos_t, [PROMO_NAME], archive), [
            (archive, False, [form(f"{ADMIN}/promotions/{PROMO}/archive", [
                ("_method", "PATCH"), ("sylius_archivable[_token]", TOKEN)])]),
            (cancel, False, [])]),
        _entry("opens-prompt", "coupons grid", coupons, [
            (t("sylius.ui.generate"), False, [link(f"{coupons_url}/generate")]),
            (delete, False, [])]),
        _entry("reversible", "coupon generate form", generate, [
            (t("sylius.ui.generate"), False, [form(f"{coupons_url}/generate", [
                (f"{gi}[amount]", "50"), (f"{gi}[prefix]", "SPRING-"), (f"{gi}[codeLength]", "6"),
                (f"{gi}[suffix]", ""), (f"{gi}[usageLimit]", "1"), (f"{gi}[expiresAt]", ""),
                (f"{gi}[_token]", TOKEN)])])]),
        grid_delete(t, "coupon", coupons_t, COUPON, f"{coupons_url}/{COUPON_ID}"),
        grid_delete(t, "channel", channels_t, CHANNEL_NAME, f"{ADMIN}/channels/{CHANNEL}"),
        grid_delete(t, "administrator", admins_t, ADMIN_NAME, f"{ADMIN}/users/{ADMIN_ID}",
                    "delete-user"),
        _entry("send", "product reviews grid", reviews, [
            (t("sylius.ui.accept"), True, transition(
                f"{ADMIN}/product-review/{REVIEW}/accept")),
            (t("sylius.ui.reject"), False, transition(
                f"{ADMIN}/product-review/{REVIEW}/reject")),
            (delete, False, [])]),
        grid_delete(t, "product review", reviews_t, REVIEW_TITLE,
                    f"{ADMIN}/product-reviews/{REVIEW}"),
        _entry("reversible", "admin user menu", user_menu, [
            (t("sylius.ui.logout"), False, [link(f"{ADMIN}/logout")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*shop_screens(t), *admin_screens(t)]

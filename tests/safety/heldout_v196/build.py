"""Builds the hundred-and-ninety-sixth held-out corpus (``heldout_v196.yaml``) from a real web
app's source.

The source is Bagisto (github.com/bagisto/bagisto), a Laravel e-commerce platform whose pages
are Blade views carrying Vue components, at commit 889a7c6bd7200867d528f6ddc2668798e7db05d8
("fix: build isue fixed", 21 Aug 2026 as the commit records it). Read: the routes
``packages/Webkul/Shop/src/Routes`` (api, customer, checkout, store-front) and
``packages/Webkul/Admin/src/Routes`` (sales, customers, catalog, settings, marketing); the
storefront views ``products/view`` and ``view/reviews``, ``checkout/cart/index``,
``cart/summary``, ``checkout/coupon``, ``onepage/index``, ``shipping`` and ``payment``,
``customers/account/orders/view``, ``addresses/index``, ``wishlist/index``,
``profile/index`` and ``edit``, ``components/layouts/header/desktop/bottom``,
``layouts/footer``, ``components/form`` and ``components/modal/confirm``; the admin views
``sales/orders/view``, ``sales/invoices/create``, ``shipments/create``, ``refunds/create``,
``customers/customers/view`` and ``view/notes``, ``catalog/products/index``,
``customers/reviews/index``, ``settings/users/index``, ``currencies/index``,
``exchange-rates/index``, ``components/datagrid/table`` and ``toolbar/mass-action``; the
DataGrids of products, categories, reviews, users, roles, channels, currencies, exchange rates
and campaigns (their row and mass actions).

**Screens** (41 a language). Storefront: the product page, its review form and Contact Us
modal, the cart, the coupon modal and an applied coupon, the checkout's shipping and payment
methods and its Place Order, the account dropdown, an order, an address's menu, the wishlist,
the profile, its deletion modal and edit form, the footer's newsletter form, and the
confirmations of a cart item's Remove, an order's Cancel, an address's Delete and a wishlist
item's Remove. Admin: an order's toolbar, its invoice, shipment and refund drawers, its comment
form with and without Notify Customer, a customer's page and note form, the products grid's
mass-action menu, the exchange-rates grid, and the confirmations of the order's Cancel, the
customer's Delete Account, the products' mass Delete, a review's Approved, and the deletes of
a category, a review, a user, a role, a currency and a campaign from their grids. Every
confirmation is Bagisto's own in-page modal (``v-modal-confirm``, opened by
``open-confirm-modal``): its title ``components.modal.confirm.title``, its message the
default ``.message`` unless the control passes one (the orders' cancel and the admin
customer's Delete Account do), and its Disagree and Agree buttons; Agree is tried on each,
Disagree on the storefront order's cancel, the address delete and the customer delete. A
DataGrid row action is a ``<span>`` with only its icon class and no text or title (``v-text``
is empty when an icon is set), written as an ``id`` item named by the class (``icon-edit``,
``icon-delete``); the mass-action dropdown is a popup menu. The checkout's Place Order screen
has no title: in es the page's title is the button's own text. Shipping and payment method
names (Flat Rate, Cash On Delivery) are the carrier's and method's configured titles, the same
in every language, as are the product, customer and typed texts.

**Strings** are the PHP arrays ``packages/Webkul/Shop/src/Resources/lang/<lang>/app.php``
(``shop::app.*``) and ``packages/Webkul/Admin/src/Resources/lang/<lang>/app.php``
(``admin::app.*``) for en, zh_CN, ja, de, fr, es, pt_BR and ru, ``:name`` placeholders filled
as Laravel's ``trans`` does. Bagisto has no Korean catalogue: the ko screens show English's
strings throughout (as the app itself falls back to its ``en`` locale). A key missing or
empty in a language falls back to English; the build prints such keys per language. The
password field's placeholder "Enter your password" is written in the view in English.

**What each action sends**, read from the code; the admin's paths under ``/admin``
(``config('app.admin_url')``), ``_token`` made up. By ``this.$axios`` (XHR; a plain object
sent as JSON, a FormData written as its urlencoded fields; axios's ``X-CSRF-TOKEN`` header
not written): the product form's Add To Cart and Buy Now ``POST /api/checkout/cart`` with the
form's FormData (``product_id``, ``is_buy_now`` 0 or 1, ``quantity``); Add To Wishlist
``POST /api/customer/wishlist``; Compare ``POST /api/compare-items`` (a signed-in customer);
Submit Review ``POST /api/product/7/review`` (the form's fields; no attachments); Update Cart
``PUT /api/checkout/cart`` with ``qty``; the cart's confirmed Remove ``POST /api/checkout/cart``
with ``_method: DELETE`` and ``cart_item_id``; the coupon's Apply ``POST
/api/checkout/cart/coupon`` with ``code`` and its Remove ``DELETE /api/checkout/cart/coupon``
(the object passed is axios's config, so no body); a shipping method ``POST
/api/checkout/onepage/shipping-methods`` with ``shipping_method``; a payment method ``POST
/api/checkout/onepage/payment-methods`` with ``payment`` (the method's object, written with its
method, method_title, description and sort; its image left out); Place Order ``POST
/api/checkout/onepage/orders`` with no body; the wishlist's Move To Cart ``POST
/api/customer/wishlist/5/move-to-cart`` and its confirmed Remove ``DELETE
/api/customer/wishlist/5``. In the admin, the DataGrid's confirmed row actions
``this.$axios[method](url)`` without a body (the deletes ``DELETE``), its mass actions ``POST``
with ``indices`` and ``value`` (the products' Delete, the reviews' Approved); the refund's
Update Totals ``POST /admin/sales/refunds/update-totals/41`` with the drawer's refund object;
the exchange rates' edit icon ``GET`` its edit URL to fill the modal. HTML form submits
(``via: form``, urlencoded, ``@csrf``'s ``_token`` and ``@method``'s ``_method`` in the order
the view writes them): the Contact Us form (``POST /contact-us/send-mail``), Logout (``POST
/customer/logout`` with ``_method=DELETE``, the link's ``onclick`` submitting the hidden
form), the order's cancel (``POST /customer/account/orders/cancel/41``), the address's delete
(``_method=DELETE``), the profile's delete (``password``) and edit (its text fields; the
image and the newsletter switch, unchecked, send nothing), the footer's subscribe (``POST
/subscription``); in the admin the order's cancel, invoice, shipment, refund and comment forms
(the items' quantity fields written for the one item; the shipment's per-source field for
source 1), the customer's Delete Account (``POST /admin/customers/9``) and note. Page loads
(``via: link``): Proceed To Checkout, the account dropdown's Wishlist, an order's Reorder
(storefront and admin: both ``GET``), Login as customer, Update Exchange Rate. Opening a
modal, a drawer, a menu or a confirmation, and a confirmation's Disagree, send nothing.

Each action is labelled by what it does, not by its words. **Irreversible:** Place Order
(**payment**: the order is placed and paid by the chosen method); Submit Review and the
Contact Us Submit (**send**: the review goes to the store, where the customer cannot take it
back; the message is mailed to the store); the admin's Submit Comment and Submit Note with
Notify Customer checked (**send**: mailed to the customer); Agree on an order's cancel,
storefront and admin (**cancel-order**: a canceled order cannot be reopened); Create Invoice
and Create Shipment (**fulfil**: no route deletes an invoice or a shipment, the order's state
moves on, and the customer is mailed); Refund (**payment**: money goes back to the customer);
Agree on the address delete, the products' mass delete, and the category, review, role,
currency and campaign deletes (**delete**: no trash); Delete on the profile's deletion modal,
Agree on the admin customer's Delete Account and on a user's delete (**delete-user**).
**Harmless:** Add To Cart, Buy Now (judgement call: it only fills the cart and opens the
checkout; nothing is ordered), the wishlist and compare, the cart's Update and Remove
(judgement call: a removed item is added again from its page), the coupon, the shipping and
payment methods (set again before the order), Logout, an order's Reorder (only fills a cart),
the wishlist's Remove (judgement call: a wishlist is the customer's own bookmarks, refilled
from the product pages), the profile's Save and the newsletter's Subscribe (unsubscribed from
the profile or the mail's link), Update Totals (a computation), a comment without Notify
Customer (judgement call: an internal note no one outside the admin sees, though no route
deletes it), Login as customer (judgement call: opens the storefront as the customer in a new
tab; it grants nothing that outlives the session), a review's Approved (judgement call: it
publishes the review on the storefront, set back to Pending or Disapproved from the same
menu), Update Exchange Rate (the rates fetched again and edited at will), and every control
that only opens a modal, drawer, menu, confirmation or page (**opens-prompt** where the
screen holds only such controls, **reversible** otherwise). Bagisto has no button that sends
a newsletter: a marketing campaign is mailed by the scheduler on its event's date, so the
campaigns grid appears by its delete only. Every screen is a web page (``web: true``) and
every action states its requests and bodies.

    git clone https://github.com/bagisto/bagisto bagisto
    git -C bagisto checkout 889a7c6bd7200867d528f6ddc2668798e7db05d8
    python tests/safety/heldout_v196/build.py bagisto

The corpus was built once from these sources alone, without reading the safety policy, its
term lists or any corpus's measured figures, and was measured once after it was final;
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))

from bagisto import screens
from web_corpus import build

# Bagisto has no Korean catalogue: ko reads English's.
LANGUAGES = {"en": "en", "zh": "zh_CN", "ja": "ja", "ko": "en", "de": "de", "fr": "fr",
             "es": "es", "pt": "pt_BR", "ru": "ru"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v196.yaml")
TOKEN = re.compile(
    r"""\s+|//[^\n]*|/\*.*?\*/|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(=>)|(\[)|(\])|(,)|[^\s'"\[\],]+""",
    re.S,
)


def read_catalogue(path: Path) -> dict[str, str]:
    """A Laravel ``lang/<lang>/app.php`` (``return [...]`` of nested arrays): each key path
    joined with dots to its text."""
    tokens: list[tuple[str, str]] = []
    for m in TOKEN.finditer(path.read_text(encoding="utf-8")):
        single, double, arrow, opening, closing, comma = m.groups()
        if single is not None:
            tokens.append(("s", re.sub(r"\\([\\'])", r"\1", single)))
        elif double is not None:
            tokens.append(("s", double.replace('\\"', '"')))
        elif arrow or opening or closing or comma:
            tokens.append((arrow or opening or closing or comma, ""))
    table: dict[str, str] = {}

    def array(i: int, prefix: str) -> int:
        i += 1
        while tokens[i][0] != "]":
            key = tokens[i][1]
            if tokens[i + 1][0] != "=>":
                raise SystemExit(f"{path}: no => after {key!r}")
            if tokens[i + 2][0] == "[":
                i = array(i + 2, f"{prefix}{key}.")
            else:
                table[f"{prefix}{key}"] = tokens[i + 2][1]
                i += 3
            if tokens[i][0] == ",":
                i += 1
        return i + 1

    array(next(i for i, tok in enumerate(tokens) if tok[0] == "["), "")
    return table


class Lookup:
    """``t("shop::app.a.b", name=value)`` as Laravel's ``trans``: a missing or empty string
    shows English's (``fallbacks``), ``:name`` filled in."""

    def __init__(self, root: Path, lang: str) -> None:
        self.tables, self.english = {}, {}
        for package, side in (("Shop", "shop"), ("Admin", "admin")):
            folder = root / package / "src" / "Resources" / "lang"
            self.tables[side] = read_catalogue(folder / lang / "app.php")
            self.english[side] = read_catalogue(folder / "en" / "app.php")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, **values: str) -> str:
        side, _, rest = key.partition("::app.")
        if rest not in self.english[side]:
            raise SystemExit(f"no key {key!r} in the app")
        text = self.tables[side].get(rest) or ""
        if not text:
            self.fallbacks.add(key)
            text = self.english[side][rest]
        for name, value in values.items():
            text = text.replace(f":{name}", value)
        return text.strip()


def main(checkout: str) -> int:
    root = Path(checkout) / "packages" / "Webkul"

    def lookup(lang: str) -> Lookup:
        return Lookup(root, LANGUAGES[lang])

    def language_screens(t: Any, lang: str) -> list[dict[str, Any]]:
        return screens(t)

    return build(OUT, Path(__file__), LANGUAGES, lookup, language_screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

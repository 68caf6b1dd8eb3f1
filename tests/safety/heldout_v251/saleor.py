"""The Saleor Dashboard's screens for the two-hundred-and-fifty-first held-out corpus:
``screens(t, gql)`` lays them out in one language, ``t(key, **values)`` being that language's
lookup of a message id of the app's catalogues and ``gql(document, variables)`` the request
Apollo Client sends for a document of the app. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
from typing import Any

API = "https://shop.example.com/graphql/"  # API_URL
DASHBOARD = "https://shop.example.com/dashboard/"  # the origin and APP_MOUNT_URI
SHOP = "Oakwood Goods"
Act = tuple[str, bool, list[Any]]

# The shared button strings of src/intl.ts (buttonMessages).
BACK, CANCEL, CONFIRM, DELETE, SEND = "0OfZJA", "9uNz+T", "DJFPzq", "ufmuTp", "hqVMLQ"
ACTIVATE, DEACTIVATE = "+b3KCV", "gygOA1"


def gid(kind: str, key: object) -> str:
    """A Saleor global id, as the API gives it and the dashboard sends it back."""
    return base64.b64encode(f"{kind}:{key}".encode()).decode()


PRODUCT, PRODUCT_NAME = gid("Product", 72), "Walnut Side Table"
PRODUCTS = [gid("Product", 72), gid("Product", 73)]
CATEGORY, CATEGORY_NAME = gid("Category", 14), "Garden Furniture"
COLLECTION, COLLECTION_NAME = gid("Collection", 5), "Summer Sale"
CUSTOMER, CUSTOMER_NAME = gid("User", 311), "Ada Lovelace"
CUSTOMER_EMAIL = "ada.lovelace@example.com"
ADDRESS = gid("Address", 512)
STAFF, STAFF_EMAIL, STAFF_NAME = gid("User", 9), "lena.fischer@example.com", "Lena Fischer"
ACTIVE, ACTIVE_EMAIL, ACTIVE_NAME = gid("User", 12), "marco.rossi@example.com", "Marco Rossi"
INACTIVE, INACTIVE_EMAIL, INACTIVE_NAME = gid("User", 15), "yuki.tanaka@example.com", "Yuki Tanaka"
INVITED, INVITED_EMAIL, INVITED_NAME = gid("User", 21), "sam.okafor@example.com", "Sam Okafor"
GROUP, GROUP_NAME = gid("Group", 4), "Content editors"
APP, APP_NAME = gid("App", 7), "Stock sync"
APP2, APP2_NAME = gid("App", 8), "Label printer"
TOKEN, TOKEN_TAIL = gid("AppToken", 3), "x9Qe"
WEBHOOK, WEBHOOK_NAME = gid("Webhook", 11), "Orders to ERP"
GIFT_CARD, GIFT_CARD_CODE = gid("GiftCard", 40), "7Q2M"
GIFT_CARDS = 120  # the shop's gift cards, in the export dialog's scope option
CHANNEL = "default-channel"
VOUCHER, VOUCHER_CODE = gid("Voucher", 6), "SUMMER25"
WAREHOUSE = gid("Warehouse", "3fb1a2c4-6d5e-4f70-8a9b-0c1d2e3f4a5b")
WAREHOUSE_NAME = "Berlin Central"
DRAFT, DRAFT_NUMBER = gid("Order", "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4"), "1045"
INVOICE, INVOICE_NUMBER = gid("Invoice", 17), "INV/2026/0042"
RESET_REDIRECT = f"{DASHBOARD}new-password/"  # getNewPasswordResetRedirectUrl()


def titled(name: str) -> str:
    """WindowTitle's ``{title} | {shop name}``."""
    return f"{name} | {SHOP}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"saleor-dashboard {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(
    title: str, heading: str, message: str | None, items: list[dict[str, Any]]
) -> dict[str, Any]:
    """A DashboardModal over its page: its header, its subtitle and its controls."""
    box: dict[str, str] = {"title": heading}
    if message is not None:
        box["message"] = message
    return {"title": title, "dialog": box, "items": items}


def buttons(t: Any, confirm: str, back: str = BACK) -> list[dict[str, Any]]:
    """DashboardModal.Actions: the BackButton, then the ConfirmButton."""
    return [{"button": t(back)}, {"button": confirm}]


def confirmation(t: Any, category: str, source: str, title: str, heading: str, message: str,
                 confirm: str, irreversible: bool, sends: list[Any],
                 back: str = BACK) -> dict[str, Any]:  # fmt: skip
    """A confirmation dialog tried both ways: its confirm button and its back button."""
    screen = dialog(title, heading, message, buttons(t, confirm, back))
    return _entry(category, source, screen, [(confirm, irreversible, sends),
                                             (t(back), False, [])])  # fmt: skip


def savebar_page(t: Any, category: str, source: str, name: str) -> dict[str, Any]:
    """An entity's page with its Savebar (Delete, Back, Save); its Delete opens the entity's
    confirmation."""
    page = {
        "title": titled(name),
        "items": [
            {"text": name},
            {"button": t(DELETE)},
            {"button": t(BACK)},
            {"button": t("RaycYK")},
        ],
    }
    return _entry(category, source, page, [(t(DELETE), False, [])])


def account_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """The login page, the password reset page and the account menu."""
    # index.html's <title>; the card's header (vzgZ3U) is left out, as pt-BR words it as the
    # button and a tap on the words would find the header first.
    login = {"title": "Sign in to the Saleor Dashboard", "items": [
        {"field": "email", "hint": t("hJZwTS"), "text": "owner@oakwoodgoods.example"},
        {"field": "password", "hint": t("5sg7KC"), "text": "correct-horse-battery"},
        {"link": t("3tbL7x")}, {"button": t("AubJ/S")}]}  # fmt: skip
    reset = {"title": "Sign in to the Saleor Dashboard", "items": [
        {"text": t("Yy/yDL")}, {"text": t("h7yWcT")},
        {"field": "email", "hint": t("hJZwTS"), "text": "owner@oakwoodgoods.example"},
        {"button": t("lm9NSK")}]}  # fmt: skip
    menu = {"title": titled(t("hzSNj4")), "items": [
        {"text": "owner@oakwoodgoods.example"}, {"menu": t("NQgbYA")},
        {"menu": t("38dc43")}, {"menu": t("qLbse5")}]}  # fmt: skip
    login_sent = gql("LOGIN_WITHOUT_DETAILS", {"email": "owner@oakwoodgoods.example",
                                               "password": "correct-horse-battery"})  # fmt: skip
    reset_sent = gql("RequestPasswordResetDocument", {"email": "owner@oakwoodgoods.example",
                                                      "redirectUrl": RESET_REDIRECT})  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("AubJ/S"), False, [login_sent]), (t("3tbL7x"), False, [])]),
        _entry("harmless", "reset password page", reset, [
            (t("lm9NSK"), False, [reset_sent])]),
        _entry("reversible", "account menu", menu, [
            (t("38dc43"), False, []), (t("qLbse5"), False, [])]),
    ]  # fmt: skip


def catalogue_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """The delete confirmations of a product, two products, a category and a collection."""
    return [
        confirmation(t, "delete", "product delete dialog", titled(PRODUCT_NAME), t("TWVx7O"),
                     t("ZHF4Z9", name=PRODUCT_NAME), t(DELETE), True,
                     [gql("ProductDeleteDocument", {"id": PRODUCT})]),
        confirmation(t, "delete", "product bulk delete dialog", titled(t("K8xNLe")),
                     t("F4WdSO"), t("yDkmX7", counter=2, displayQuantity=2), t(DELETE), True,
                     [gql("ProductBulkDeleteDocument", {"ids": PRODUCTS})]),
        confirmation(t, "delete", "category delete dialog", titled(CATEGORY_NAME), t("xo5UIb"),
                     t("xRkj2h", categoryName=CATEGORY_NAME), t(DELETE), True,
                     [gql("CategoryDeleteDocument", {"id": CATEGORY})]),
        confirmation(t, "delete", "collection delete dialog", titled(COLLECTION_NAME),
                     t("+wpvnk"), t("pVFoOk", collectionName=COLLECTION_NAME), t(DELETE), True,
                     [gql("RemoveCollectionDocument", {"id": COLLECTION})]),
    ]  # fmt: skip


def people_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """A customer and their address; staff members deleted, deactivated, activated and
    invited again; a permission group."""
    # The page of a staff member whose invitation is pending: its top bar's call to action
    # opens the resend dialog, whose header repeats the button's words.
    invited = {"title": titled(INVITED_NAME), "items": [
        {"text": INVITED_NAME}, {"text": INVITED_EMAIL}, {"button": t("n9bERs")}]}  # fmt: skip
    return [
        savebar_page(t, "opens-prompt", "customer page", CUSTOMER_EMAIL),
        confirmation(t, "delete-user", "customer delete dialog", titled(CUSTOMER_EMAIL),
                     t("ey0lZj"), t("2p0tZx", email=CUSTOMER_EMAIL), t(DELETE), True,
                     [gql("RemoveCustomerDocument", {"id": CUSTOMER})]),
        confirmation(t, "delete", "customer address delete dialog", titled(CUSTOMER_NAME),
                     t("qLOBff"), t("/kWzY1"), t(DELETE), True,
                     [gql("RemoveCustomerAddressDocument", {"id": ADDRESS})]),
        confirmation(t, "delete-user", "staff member delete dialog", titled(STAFF_NAME),
                     t("GhXwO/"), t("gxPjIQ", email=STAFF_EMAIL), t(DELETE), True,
                     [gql("StaffMemberDeleteDocument", {"id": STAFF})]),
        confirmation(t, "reversible", "staff member deactivate dialog", titled(ACTIVE_NAME),
                     t("BcKoQ9"), t("gIDsue", email=ACTIVE_EMAIL), t("MMPgsZ"), False,
                     [gql("StaffMemberUpdateDocument",
                          {"id": ACTIVE, "input": {"isActive": False}})]),
        confirmation(t, "reversible", "staff member activate dialog", titled(INACTIVE_NAME),
                     t("5MmwNP"), t("hbNxgV", email=INACTIVE_EMAIL), t(CONFIRM), False,
                     [gql("StaffMemberUpdateDocument",
                          {"id": INACTIVE, "input": {"isActive": True}})]),
        _entry("opens-prompt", "staff member page invited", invited, [
            (t("n9bERs"), False, [])]),
        savebar_page(t, "opens-prompt", "permission group page", GROUP_NAME),
        confirmation(t, "delete", "permission group delete dialog", titled(GROUP_NAME),
                     t("L6+p8a"), t("sR0urA", name=GROUP_NAME), t(DELETE), True,
                     [gql("PermissionGroupDeleteDocument", {"id": GROUP})]),
    ]  # fmt: skip


def extension_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """A custom extension's page, its tokens, its webhook, its deactivation and deletion,
    and another extension's activation."""
    title = titled(APP_NAME)
    page = {"title": title, "items": [
        {"text": APP_NAME}, {"text": t("0Mg8o5")}, {"button": t("RMB6fU")},
        {"text": t("0DRBjg")}, {"text": t("MAsLIT")}, {"text": f"**** {TOKEN_TAIL}"}]}  # fmt: skip
    create = dialog(title, t("T5nU7u"), t("k0rGBI"), [
        {"field": "name", "hint": t("0DRBjg"), "text": "ERP import", "focused": True},
        *buttons(t, t("isM94c"))])  # fmt: skip
    delete_local = t("vYMZxh", name=APP_NAME) + " " + t("S8ew6Q")
    return [
        _entry("opens-prompt", "custom extension page", page, [(t("RMB6fU"), False, [])]),
        _entry("reversible", "token create dialog", create, [
            (t("isM94c"), False, [gql("AppTokenCreateDocument",
                                      {"input": {"app": APP, "name": "ERP import"}})]),
            (t(BACK), False, [])]),
        confirmation(t, "revoke", "token delete dialog", title, t("quV5zH"),
                     t("2VSP8C", token=f"**** {TOKEN_TAIL}"), t(DELETE), True,
                     [gql("AppTokenDeleteDocument", {"id": TOKEN})]),
        confirmation(t, "delete", "webhook delete dialog", title, t("X90ElB"),
                     t("o5KXAN", name=WEBHOOK_NAME), t(DELETE), True,
                     [gql("WebhookDeleteDocument", {"id": WEBHOOK})]),
        confirmation(t, "reversible", "extension deactivate dialog", title, t("RmEeMP"),
                     t("aC7AjR", name=APP_NAME), t(DEACTIVATE), False,
                     [gql("AppDeactivateDocument", {"id": APP})]),
        confirmation(t, "reversible", "extension activate dialog", titled(APP2_NAME),
                     t("cEO6Yx"), t("JbUg2b", name=APP2_NAME), t(ACTIVATE), False,
                     [gql("AppActivateDocument", {"id": APP2})]),
        confirmation(t, "delete", "extension delete dialog", title, t("QdanQw"),
                     delete_local, t(DELETE), True,
                     [gql("AppDeleteDocument", {"id": APP})]),
    ]  # fmt: skip


def gift_card_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """A gift card's resend dialog and deletion, and the gift cards' export dialog."""
    card = titled(GIFT_CARD_CODE)
    resend = dialog(card, t("mslSpp"), None, [
        {"text": t("a80vXY")},
        {"radio": t("k80FoQ", recipient=CUSTOMER_EMAIL), "checked": True},
        {"radio": t("Zyjb/g"), "checked": False}, {"text": t("eUcaVH")},
        {"field": "channelSlug", "hint": t("qUMJtL"), "text": "Default Channel"},
        {"text": t("Zhloph")}, *buttons(t, t("s1IQuN"))])  # fmt: skip
    delete = dialog(card, t("a+iRI1", selectedItemsCount=1),
                    t("zCjsF7", selectedItemsCount=1), [
        {"switch": t("Yxihwg", selectedItemsCount=1), "checked": False},
        *buttons(t, t(DELETE))])  # fmt: skip
    export = dialog(titled(t("HSmg1/")), t("nzycaQ"), t("NSOHa/"), [
        {"text": t("7bueG3")}, {"radio": t("a6cSKQ", number=GIFT_CARDS), "checked": True},
        {"text": t("wqaEMQ")}, {"radio": t("9Tl/bT"), "checked": False},
        {"radio": t("li1BBk"), "checked": True}, *buttons(t, t("CRAfpd"), CANCEL)])  # fmt: skip
    resent = gql(
        "GiftCardResendDocument", {"input": {"channel": CHANNEL, "email": None, "id": GIFT_CARD}}
    )
    exported = gql("ExportGiftCardsDocument", {"input": {"fileType": "CSV", "scope": "ALL"}})
    return [
        _entry("send", "gift card resend dialog", resend, [
            (t("s1IQuN"), True, [resent]), (t("Zyjb/g"), False, []), (t(BACK), False, [])]),
        _entry("delete", "gift card delete dialog", delete, [
            (t("Yxihwg", selectedItemsCount=1), False, []),
            (t(DELETE), True, [gql("DeleteGiftCardDocument", {"id": GIFT_CARD})]),
            (t(BACK), False, [])]),
        _entry("harmless", "gift card export dialog", export, [
            (t("CRAfpd"), False, [exported]), (t("9Tl/bT"), False, []),
            (t(CANCEL), False, [])]),
    ]  # fmt: skip


def sales_screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    """A voucher, a warehouse, a draft order and an invoice."""
    return [
        confirmation(t, "delete", "voucher delete dialog", titled(VOUCHER_CODE), t("Hgz44z"),
                     t("NEJo1I", voucherCode=VOUCHER_CODE), t(DELETE), True,
                     [gql("VoucherDeleteDocument", {"id": VOUCHER})]),
        savebar_page(t, "opens-prompt", "warehouse page", WAREHOUSE_NAME),
        confirmation(t, "delete", "warehouse delete dialog", titled(WAREHOUSE_NAME),
                     t("ny4zrH"), t("DTL7sE", warehouseName=WAREHOUSE_NAME), t(DELETE), True,
                     [gql("WarehouseDeleteDocument", {"id": WAREHOUSE})]),
        confirmation(t, "delete", "draft order delete dialog", titled(f"#{DRAFT_NUMBER}"),
                     t("Yk0avO"), t("aHasbu", orderNumber=DRAFT_NUMBER), t(DELETE), True,
                     [gql("OrderDraftCancelDocument", {"id": DRAFT})], back="uU1mx5"),
        confirmation(t, "send", "invoice send dialog", titled("#1039"), t("5JT4v2"),
                     t("Yxnwa3", invoiceNumber=INVOICE_NUMBER), t(SEND), True,
                     [gql("InvoiceEmailSendDocument", {"id": INVOICE})]),
    ]  # fmt: skip


def screens(t: Any, gql: Any) -> list[dict[str, Any]]:
    parts = (account_screens, catalogue_screens, people_screens, extension_screens,
             gift_card_screens, sales_screens)  # fmt: skip
    return [entry for part in parts for entry in part(t, gql)]

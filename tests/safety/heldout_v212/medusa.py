"""Medusa admin's screens for the two-hundred-and-twelfth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
dashboard's ``src/i18n/translations/<lang>.json`` catalog. A string a component writes in
English itself (no ``t()``) is the same in every language. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORDER = "order_01JAXB4T2C6QK9M3N8R5V7W0YZ"
DISPLAY = "#1042"
PAY = "pay_01JAXB5D8F3HJ6K2M9P4Q7S1TV"
FUL = "ful_01JAXB7N2R5T8V1X4Z6B9C3D5F"
RET = "return_01JAXC2K6M9P3R5T8V1W4Y7Z0B"
ITEM = "ordli_01JAXB4T9W2Y5A8C1E3G6J9K2M"
LOC = "sloc_01J9Z3Q5S7U9W1Y3A5C7E9G1H3"
REASON = "refr_01J9Z4B6D8F0H2K4M6P8R0T2V4"
PROD = "prod_01J9ZA1C3E5G7J9L1N3Q5S7U9W"
VAR = "variant_01J9ZA2D4F6H8K0M2P4R6T8V0X"
CUS = "cus_01J9ZB3E5G7J9L1N3Q5S7U9W1Y"
GRP = "cusgroup_01J9ZC4F6H8K0M2P4R6T8V0X2Z"
PROMO = "promo_01J9ZD5G7J9L1N3Q5S7U9W1Y3A"
CAMP = "camp_01J9ZE6H8K0M2P4R6T8V0X2Z4B"
PLIST = "plist_01J9ZF7J9L1N3Q5S7U9W1Y3A5C"
REG = "reg_01J9ZG8K0M2P4R6T8V0X2Z4B6D"
SC = "sc_01J9ZH9L1N3Q5S7U9W1Y3A5C7E"
USER = "user_01J9ZJ0M2P4R6T8V0X2Z4B6D8F"
INVITE = "invite_01J9ZK1N3Q5S7U9W1Y3A5C7E9G"
KEY = "apk_01J9ZM2P4R6T8V0X2Z4B6D8F0H"
PRODUCT, VARIANT, SKU = "Linen Shirt", "M / Sand", "LS-M-SAND"
CUSTOMER = "dana.kowalski@example.com"
GROUP, PROMO_CODE, CAMPAIGN = "Wholesale", "SUMMER15", "Summer sale 2024"
PRICE_LIST, REGION, CHANNEL = "Black Friday", "Europe", "Pop-up store"
USER_NAME, INVITEE, KEY_TITLE = "Marta Nowak", "jonas@example.com", "ERP sync"
Act = tuple[str, bool, list[Any]]


def xhr(method: str, url: str, data: Any = None) -> Any:
    """A fetch of the JS SDK's client (``credentials: include``, JSON body)."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"medusa {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, rows: list[str], labels: list[str]) -> dict[str, Any]:
    """An open ActionMenu (a dropdown) over its page."""
    return {"title": title, "dialog": {},
            "items": [*({"text": r} for r in rows), *({"menu": m} for m in labels)]}  # fmt: skip


def prompt(t: Any, page: str, heading: str, message: str, confirm: str,
           verify: str | None = None) -> dict[str, Any]:  # fmt: skip
    """usePrompt's dialog: title, description, with ``verificationText`` the instruction
    (``general.typeToConfirm``) and its input, already typed; then Cancel and the action."""
    items: list[dict[str, Any]] = []
    if verify is not None:
        before, _, after = t("general.typeToConfirm").partition("{val}")
        items += [{"text": f"{before}{verify} {after.strip()}".strip()},
                  {"field": "verificationText", "hint": verify, "text": verify}]  # fmt: skip
    items += [{"button": t("actions.cancel")}, {"button": confirm}]
    return {"title": page, "dialog": {"title": heading, "message": message}, "items": items}


def form(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A RouteFocusModal or RouteDrawer form over its page."""
    return {"title": title, "dialog": {"title": heading, "message": ""}, "items": items}


def order_screens(t: Any) -> list[dict[str, Any]]:
    """An order's general, payment and fulfillment sections, their prompts, the refund,
    shipment, fulfillment and return forms."""
    page = t("orders.domain")
    o = f"/admin/orders/{ORDER}"
    f = f"{o}/fulfillments/{FUL}"
    sure, cancel = t("general.areYouSure"), t("actions.cancel")
    cont = t("actions.continue")
    payment = {"title": page, "items": [
        {"text": t("orders.payment.title")}, {"text": PAY},
        {"button": t("orders.payment.capture")}]}  # fmt: skip
    card = {"title": page, "items": [
        {"text": t("orders.fulfillment.number", number=1)},
        {"button": t("orders.fulfillment.markAsDelivered")},
        {"button": t("orders.fulfillment.markAsShipped")}]}  # fmt: skip
    refund = form(page, t("orders.payment.refund"), [
        {"field": "amount", "hint": t("fields.amount"), "text": "40.00"},
        {"field": "refund_reason_id", "hint": t("fields.refundReason"), "text": "Damaged"},
        {"field": "note", "hint": t("fields.note"), "text": "Torn seam"},
        {"button": cancel}, {"button": t("actions.save")}])  # fmt: skip
    shipment = form(page, t("orders.shipment.title"), [
        {"field": "labels.0.tracking_number", "hint": t("orders.shipment.trackingNumber"),
         "text": "1Z999AA10123456784"},
        {"button": t("orders.shipment.addTracking")},
        {"switch": t("orders.shipment.sendNotification"), "checked": True},
        {"button": cancel}, {"button": t("actions.save")}])  # fmt: skip
    fulfil = form(page, "", [
        {"field": "location_id", "hint": t("fields.location"), "text": "Warsaw warehouse"},
        {"switch": t("orders.returns.sendNotification"), "checked": True},
        {"button": cancel}, {"button": t("orders.fulfillment.create")}])  # fmt: skip
    ret = form(
        page,
        t("orders.returns.create"),
        [
            {"text": t("orders.returns.inbound")},
            {"text": PRODUCT},
            {"switch": t("orders.returns.sendNotification"), "checked": True},
            {"button": t("orders.returns.cancel.title")},
            {"button": t("orders.returns.confirm")},
        ],
    )
    return [
        _entry(
            "opens-prompt",
            "order actions menu",
            menu(page, [DISPLAY], [cancel]),
            [(cancel, False, [])],
        ),
        _entry(
            "cancel",
            "cancel order prompt",
            prompt(t, page, sure, t("orders.cancelWarning", id=DISPLAY), cont),
            [(cont, True, [xhr("POST", f"{o}/cancel")]), (cancel, False, [])],
        ),
        _entry(
            "opens-prompt", "payment section", payment, [(t("orders.payment.capture"), False, [])]
        ),
        _entry(
            "payment",
            "capture payment prompt",
            prompt(
                t,
                page,
                t("orders.payment.capture"),
                t("orders.payment.capturePayment", amount="€129.00"),
                t("actions.confirm"),
            ),
            [
                (
                    t("actions.confirm"),
                    True,
                    [xhr("POST", f"/admin/payments/{PAY}/capture", {"amount": 129})],
                ),
            ],
        ),
        _entry(
            "payment",
            "refund form",
            refund,
            [
                (
                    t("actions.save"),
                    True,
                    [
                        xhr(
                            "POST",
                            f"/admin/payments/{PAY}/refund",
                            {"amount": 40, "refund_reason_id": REASON, "note": "Torn seam"},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "fulfillment card",
            card,
            [(t("orders.fulfillment.markAsDelivered"), False, [])],
        ),
        _entry(
            "opens-prompt",
            "fulfillment actions menu",
            menu(page, [t("orders.fulfillment.number", number=1)], [cancel]),
            [(cancel, False, [])],
        ),
        _entry(
            "fulfil",
            "mark delivered prompt",
            prompt(t, page, sure, t("orders.fulfillment.markAsDeliveredWarning"), cont),
            [(cont, True, [xhr("POST", f"{f}/mark-as-delivered", {})]), (cancel, False, [])],
        ),
        _entry(
            "cancel",
            "cancel fulfillment prompt",
            prompt(t, page, sure, t("orders.fulfillment.cancelWarning"), cont),
            [(cont, True, [xhr("POST", f"{f}/cancel")]), (cancel, False, [])],
        ),
        _entry(
            "send",
            "create shipment form",
            shipment,
            [
                (
                    t("actions.save"),
                    True,
                    [
                        xhr(
                            "POST",
                            f"{f}/shipments",
                            {
                                "items": [{"id": ITEM, "quantity": 1}],
                                "labels": [
                                    {
                                        "tracking_number": "1Z999AA10123456784",
                                        "tracking_url": "#",
                                        "label_url": "#",
                                    }
                                ],
                                "no_notification": False,
                            },
                        )
                    ],
                ),
                (t("orders.shipment.addTracking"), False, []),
                (cancel, False, []),
            ],
        ),
        _entry(
            "reversible",
            "create fulfillment form",
            fulfil,
            [
                (
                    t("orders.fulfillment.create"),
                    False,
                    [
                        xhr(
                            "POST",
                            f"{o}/fulfillments",
                            {
                                "location_id": LOC,
                                "no_notification": False,
                                "items": [{"id": ITEM, "quantity": 1}],
                            },
                        )
                    ],
                ),
                (cancel, False, []),
            ],
        ),
        _entry(
            "reversible",
            "return request form",
            ret,
            [
                (t("orders.returns.confirm"), False, []),
                (
                    t("orders.returns.cancel.title"),
                    False,
                    [xhr("DELETE", f"/admin/returns/{RET}/request")],
                ),
            ],
        ),
        _entry(
            "send",
            "confirm return prompt",
            prompt(t, page, sure, t("orders.returns.confirmText"), cont),
            [
                (
                    cont,
                    True,
                    [xhr("POST", f"/admin/returns/{RET}/request", {"no_notification": False})],
                ),
                (cancel, False, []),
            ],
        ),
    ]


def catalog_screens(t: Any) -> list[dict[str, Any]]:
    """A product's menu and delete prompt, a variant's, the create form's footer and the
    edit drawer; a promotion's, a campaign's and a price list's delete."""
    page, sure = t("products.domain"), t("general.areYouSure")
    edit, delete, cancel = t("actions.edit"), t("actions.delete"), t("actions.cancel")
    p = f"/admin/products/{PROD}"
    create = form(page, t("products.create.header"), [
        {"tab": t("products.create.tabs.details")}, {"tab": t("products.create.tabs.organize")},
        {"tab": t("products.create.tabs.variants")},
        {"field": "title", "hint": t("fields.title"), "text": PRODUCT},
        {"button": cancel}, {"button": t("actions.saveAsDraft")},
        {"button": t("actions.publish")}])  # fmt: skip
    body = {"is_giftcard": False, "images": [], "categories": [], "title": PRODUCT,
            "options": [{"title": "Default option", "values": ["Default option value"]}],
            "variants": [{"title": "Default variant",
                          "options": {"Default option": "Default option value"},
                          "manage_inventory": True, "allow_backorder": False,
                          "inventory_items": [], "prices": []}]}  # fmt: skip
    edit_form = form(page, t("products.editProduct"), [
        {"field": "status", "hint": t("fields.status"), "text": t("products.productStatus.draft")},
        {"field": "title", "hint": t("fields.title"), "text": PRODUCT},
        {"button": cancel}, {"button": t("actions.save")}])  # fmt: skip
    promos, camps = t("promotions.domain"), t("campaigns.domain")
    plists = t("priceLists.domain")
    return [
        _entry(
            "opens-prompt",
            "product actions menu",
            menu(page, [PRODUCT], [edit, delete]),
            [(delete, False, [])],
        ),
        _entry(
            "delete",
            "delete product prompt",
            prompt(t, page, sure, t("products.deleteWarning", title=PRODUCT), delete),
            [(delete, True, [xhr("DELETE", p)])],
        ),
        _entry(
            "opens-prompt",
            "variant row menu",
            menu(page, [VARIANT, SKU], [edit, delete]),
            [(delete, False, [])],
        ),
        _entry(
            "delete",
            "delete variant prompt",
            prompt(t, page, sure, t("products.deleteVariantWarning", title=VARIANT), delete),
            [(delete, True, [xhr("DELETE", f"{p}/variants/{VAR}")])],
        ),
        _entry(
            "publish",
            "create product form",
            create,
            [
                (
                    t("actions.publish"),
                    True,
                    [xhr("POST", "/admin/products", {"status": "published", **body})],
                ),
                (
                    t("actions.saveAsDraft"),
                    False,
                    [xhr("POST", "/admin/products", {"status": "draft", **body})],
                ),
                (cancel, False, []),
            ],
        ),
        _entry(
            "reversible",
            "edit product drawer",
            edit_form,
            [
                (
                    t("actions.save"),
                    False,
                    [
                        xhr(
                            "POST",
                            p,
                            {
                                "title": PRODUCT,
                                "discountable": True,
                                "handle": "linen-shirt",
                                "status": "draft",
                                "subtitle": None,
                                "material": None,
                                "description": None,
                            },
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "promotion actions menu",
            menu(promos, [PROMO_CODE], [edit, delete]),
            [(delete, False, [])],
        ),
        _entry(
            "delete",
            "delete promotion prompt",
            prompt(
                t,
                promos,
                sure,
                t("promotions.deleteWarning", code=PROMO_CODE),
                delete,
                verify=PROMO_CODE,
            ),
            [(delete, True, [xhr("DELETE", f"/admin/promotions/{PROMO}")]), (cancel, False, [])],
        ),
        _entry(
            "delete",
            "delete campaign prompt",
            prompt(
                t,
                camps,
                t("campaigns.delete.title"),
                t("campaigns.delete.description", name=CAMPAIGN),
                delete,
            ),
            [(delete, True, [xhr("DELETE", f"/admin/campaigns/{CAMP}")])],
        ),
        _entry(
            "delete",
            "delete price list prompt",
            prompt(t, plists, sure, t("priceLists.delete.confirmation", title=PRICE_LIST), delete),
            [
                (delete, True, [xhr("DELETE", f"/admin/price-lists/{PLIST}")]),
            ],
        ),
    ]


def customer_screens(t: Any) -> list[dict[str, Any]]:
    """A customer's menu, delete prompt, create and edit forms; a customer group's create
    form, delete prompt, a member's menu and its Remove prompt."""
    page, groups = t("customers.domain"), t("customerGroups.domain")
    edit, delete, cancel = t("actions.edit"), t("actions.delete"), t("actions.cancel")
    remove, cont = t("actions.remove"), t("actions.continue")
    c = f"/admin/customers/{CUS}"
    create = form(page, t("customers.create.header"), [
        {"field": "first_name", "hint": t("fields.firstName"), "text": "Dana"},
        {"field": "last_name", "hint": t("fields.lastName"), "text": "Kowalski"},
        {"field": "email", "hint": t("fields.email"), "text": CUSTOMER},
        {"button": cancel}, {"button": t("actions.create")}])  # fmt: skip
    edit_form = form(page, t("customers.edit.header"), [
        {"field": "first_name", "hint": t("fields.firstName"), "text": "Dana"},
        {"field": "last_name", "hint": t("fields.lastName"), "text": "Kowalska"},
        {"button": cancel}, {"button": t("actions.save")}])  # fmt: skip
    group_form = form(groups, t("customerGroups.create.header"), [
        {"field": "name", "hint": t("fields.name"), "text": GROUP},
        {"button": cancel}, {"button": t("actions.create")}])  # fmt: skip
    return [
        _entry(
            "opens-prompt",
            "customer actions menu",
            menu(page, [CUSTOMER], [edit, delete]),
            [(delete, False, [])],
        ),
        _entry(
            "delete-user",
            "delete customer prompt",
            prompt(
                t,
                page,
                t("customers.delete.title"),
                t("customers.delete.description", email=CUSTOMER),
                delete,
                verify=CUSTOMER,
            ),
            [(delete, True, [xhr("DELETE", c)]), (cancel, False, [])],
        ),
        _entry(
            "reversible",
            "create customer form",
            create,
            [
                (
                    t("actions.create"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/admin/customers",
                            {"email": CUSTOMER, "first_name": "Dana", "last_name": "Kowalski"},
                        )
                    ],
                ),
            ],
        ),
        _entry(
            "reversible",
            "edit customer drawer",
            edit_form,
            [
                (
                    t("actions.save"),
                    False,
                    [
                        xhr(
                            "POST",
                            c,
                            {
                                "first_name": "Dana",
                                "last_name": "Kowalska",
                                "company_name": None,
                                "phone": None,
                            },
                        )
                    ],
                )
            ],
        ),
        _entry(
            "reversible",
            "create customer group form",
            group_form,
            [
                (
                    t("actions.create"),
                    False,
                    [xhr("POST", "/admin/customer-groups", {"name": GROUP})],
                ),
            ],
        ),
        _entry(
            "delete",
            "delete customer group prompt",
            prompt(
                t,
                groups,
                t("customerGroups.delete.title"),
                t("customerGroups.delete.description", name=GROUP),
                delete,
            ),
            [
                (delete, True, [xhr("DELETE", f"/admin/customer-groups/{GRP}")]),
            ],
        ),
        _entry(
            "opens-prompt",
            "group member row menu",
            menu(groups, [CUSTOMER], [edit, remove]),
            [(remove, False, [])],
        ),
        _entry(
            "reversible",
            "remove customer from group prompt",
            prompt(
                t,
                groups,
                t("customerGroups.customers.remove.title", count=1),
                t("customerGroups.customers.remove.description", count=1),
                cont,
            ),
            [
                (
                    cont,
                    False,
                    [xhr("POST", f"/admin/customer-groups/{GRP}/customers", {"remove": [CUS]})],
                ),
                (cancel, False, []),
            ],
        ),
    ]


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """A region's and a sales channel's delete prompts; the invite form, a pending invite's
    menu and delete prompt, a user's delete prompt; an API key's menu, revoke and delete
    prompts and the create form; the user menu's Log out."""
    sure = t("general.areYouSure")
    delete, cancel = t("actions.delete"), t("actions.cancel")
    users, keys = t("users.domain"), t("apiKeyManagement.domain.secret")
    revoke = t("apiKeyManagement.actions.revoke")
    invite = form(users, t("users.inviteUser"), [
        {"field": "email", "hint": t("fields.email"), "text": INVITEE},
        {"button": t("users.sendInvite")}])  # fmt: skip
    invite_menu = menu(users, [INVITEE, t("users.inviteStatus.pending")], [
        t("users.resendInvite"), t("users.copyInviteLink"), delete])  # fmt: skip
    key_form = form(keys, t("apiKeyManagement.create.createSecretHeader"), [
        {"field": "title", "hint": t("fields.title"), "text": KEY_TITLE},
        {"button": cancel}, {"button": t("actions.save")}])  # fmt: skip
    k = f"/admin/api-keys/{KEY}"
    user_menu = menu(USER_NAME, [], [
        t("app.menus.user.profileSettings"), t("app.menus.user.documentation"),
        t("app.menus.user.changelog"), t("app.menus.actions.logout")])  # fmt: skip
    return [
        _entry(
            "delete",
            "delete region prompt",
            prompt(
                t,
                t("regions.domain"),
                sure,
                t("regions.deleteRegionWarning", name=REGION),
                delete,
                verify=REGION,
            ),
            [(delete, True, [xhr("DELETE", f"/admin/regions/{REG}")])],
        ),
        _entry(
            "delete",
            "delete sales channel prompt",
            prompt(
                t,
                t("salesChannels.domain"),
                sure,
                t("salesChannels.deleteSalesChannelWarning", name=CHANNEL),
                delete,
                verify=CHANNEL,
            ),
            [
                (delete, True, [xhr("DELETE", f"/admin/sales-channels/{SC}")]),
            ],
        ),
        _entry(
            "send",
            "invite user form",
            invite,
            [(t("users.sendInvite"), True, [xhr("POST", "/admin/invites", {"email": INVITEE})])],
        ),
        _entry(
            "send",
            "pending invite menu",
            invite_menu,
            [
                (t("users.resendInvite"), True, [xhr("POST", f"/admin/invites/{INVITE}/resend")]),
                (t("users.copyInviteLink"), False, []),
                (delete, False, []),
            ],
        ),
        _entry(
            "delete",
            "delete invite prompt",
            prompt(t, users, sure, t("users.deleteInviteWarning", email=INVITEE), delete),
            [(delete, True, [xhr("DELETE", f"/admin/invites/{INVITE}")])],
        ),
        _entry(
            "opens-prompt",
            "user actions menu",
            menu(users, [USER_NAME], [t("actions.edit"), delete]),
            [(delete, False, [])],
        ),
        _entry(
            "delete-user",
            "delete user prompt",
            prompt(
                t,
                users,
                sure,
                t("users.deleteUserWarning", name=USER_NAME),
                delete,
                verify=USER_NAME,
            ),
            [(delete, True, [xhr("DELETE", f"/admin/users/{USER}")])],
        ),
        _entry(
            "opens-prompt",
            "api key actions menu",
            menu(keys, [KEY_TITLE], [t("actions.edit"), revoke, delete]),
            [(revoke, False, []), (delete, False, [])],
        ),
        _entry(
            "revoke",
            "revoke api key prompt",
            prompt(t, keys, sure, t("apiKeyManagement.revoke.warning", title=KEY_TITLE), revoke),
            [(revoke, True, [xhr("POST", f"{k}/revoke")])],
        ),
        _entry(
            "delete",
            "delete api key prompt",
            prompt(t, keys, sure, t("apiKeyManagement.delete.warning", title=KEY_TITLE), delete),
            [(delete, True, [xhr("DELETE", k)])],
        ),
        _entry(
            "reversible",
            "create api key form",
            key_form,
            [
                (
                    t("actions.save"),
                    False,
                    [xhr("POST", "/admin/api-keys", {"title": KEY_TITLE, "type": "secret"})],
                ),
            ],
        ),
        _entry(
            "reversible",
            "user menu",
            user_menu,
            [(t("app.menus.actions.logout"), False, [xhr("DELETE", "/auth/session")])],
        ),
    ]


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of one language, in the corpus's order."""
    return [*order_screens(t), *catalog_screens(t), *customer_screens(t), *settings_screens(t)]

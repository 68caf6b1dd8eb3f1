"""LNbits's wallet screens for the five-hundred-and-twenty-ninth held-out corpus, all of a user
who is no administrator, Jonas: his Savings wallet's page (``pages/wallet.vue``), its receive
and send dialogs, the wallet's settings and sharing (``lnbits-wallet-extra``,
``lnbits-wallet-share``), a hold invoice of his Shop till wallet (``lnbits-payment-list``) and
the header's account menu. ``screens(t)`` lays them out in one language."""

from __future__ import annotations

import hashlib
from typing import Any

from screens import CANCEL, OK, api, confirm, dialog, entry, link, menu, page

JONAS, JONAS_NAME = "47e6d7dc34d5bddab66f34de5ad49442", "jonas"
SAVINGS, SAVINGS_NAME, NEW_NAME = "50d55eba61991bcc207458b44abcc001", "Savings", "Holiday savings"
SHOP = "c48a99b53febd4e3a4d47c9de3fdd4e0"  # Shop till, his other wallet, first in his list
AMARA, AMARA_NAME = "41d1d7fe4d697e7b8509ec26c81d09d3", "amara"  # shares Savings (approved)
TOMAS, TOMAS_NAME = "082e5cf864a97c6fdf79d628a58676d0", "tomas"  # invited, not yet accepted
INVITED = "li.wei"  # the user invited on the sharing screen
BALANCE = "912 sats"  # utils.formatBalance: Intl's grouping, the same below 1000 everywhere
BOLT11 = (
    "lnbc2500n1pns85g5d4jd9pztj8mc423mx0r8wchw2cjr4ql8l548kqkraqff6w4uf7nqwz4jvzw588lh66klrn8"
    "xwen9knqxsh502x02mcpgqtr8lypa72tnve0wezlycz9y4tn7q3defugu39d7ue734hscfnl5z7nk2uk7c2g48n"
    "gvpu4t0deduedcl2rpx9w4t22eyvwfe82nfla7nzdpycygg5yhggl7n3hm22lwpku48n92q9sjssgarv35emnej"
    "l0fxhxurq3lyrzrzdh5dapfuj6sg4qvzk8k26hdm"
)  # made up: 2500 nano-BTC, 250 sats
INVOICE_MEMO = "Pour-over coffee, kiosk 4"  # the invoice's description
NEW_HASH = "c7539dc1df1da791d801481fe0f9b9b0c6362828bd93209ac9f546f1bb2a33ef"  # the new invoice
PREIMAGE = "0cda6b8ffa03e4325194710d233a4e78dfc5bb3ee7b31feaaaf282a5ae170e1b"  # made up
# The hold invoice's payment hash (and checking id): the SHA-256 of its preimage, as
# settle_hold_invoice verifies it.
HOLD_HASH = hashlib.sha256(bytes.fromhex(PREIMAGE)).hexdigest()
# prepareFilterQuery of the wallet page's list: 10 rows, newest first, failed ones hidden
# (paymentFilter {'status[ne]': 'failed'}), as URLSearchParams writes it.
LIST = (
    "/api/v1/payments/paginated?limit=10&offset=0&sortby=time&direction=desc&status%5Bne%5D=failed"
)
LOGOUT = 'Do you really want to logout? Please visit "My Account" page to check your credentials!'
REMOVE_SHARE = "Are you sure you want to remove this share permission?"


def share_id(user: str, wallet: str) -> str:
    """A share's ``request_id``: ``sha256s(invited_user.id + source_wallet.id)``."""
    return hashlib.sha256((user + wallet).encode()).hexdigest()


def screens(t: Any) -> list[dict[str, Any]]:
    wallet_text = t("wallet").strip()

    def extra(name: str, opened: list[dict[str, Any]] | None = None,
              at: str = "") -> list[dict[str, Any]]:  # fmt: skip
        """``lnbits-wallet-extra``: the wallet's name, its icon and pin buttons, then its
        expansion items (no stored pay links, so none of theirs), one of them opened."""
        items: list[dict[str, Any]] = [
            {"icon": "edit"},
            {"text": wallet_text},
            {"text": name},
            {"icon": "push_pin"},
        ]
        for label in (t("share_wallet"), t("access_wallet_on_mobile"), t("wallet_config"),
                      t("wallet_charts"), t("api_keys_api_docs")):  # fmt: skip
            items.append({"row": label})
            if label == at and opened:
                items += opened
        return items

    payments = [
        {"field": "search", "hint": t("search_by_tag_memo_amount"), "text": ""},
        {"icon": "event"}, {"icon": "local_offer"}, {"icon": "filter_alt"}, {"icon": "sort"},
        {"icon": "archive"}, {"text": t("memo") + "/" + t("date")}, {"text": t("amount")},
        {"icon": "call_received"}, {"text": "Rent share from Li"}, {"text": "2 hours ago"},
        {"text": "450"},
    ]  # fmt: skip
    wallet_page = page(t, [
        {"text": BALANCE}, {"button": t("receive")}, {"button": t("send")}, *payments,
        *extra(SAVINGS_NAME)])  # fmt: skip
    receive = dialog([
        {"field": "unit", "hint": t("unit"), "text": "sat"},
        {"field": "amount", "hint": t("amount") + " (sat) *", "text": "2100"},
        {"field": "payment_hash", "hint": t("hold_invoice_payment_hash"), "text": ""},
        {"field": "memo", "hint": t("memo"), "text": "Coffee beans"}, {"icon": "add_comment"},
        {"button": t("create_invoice")}, {"button": t("cancel")}])  # fmt: skip
    send = dialog([
        {"field": "request", "hint": t("paste_invoice_label"), "text": BOLT11},
        {"button": t("read")}, {"icon": "content_paste"}, {"button": t("cancel")}])  # fmt: skip
    pay = dialog([
        {"text": "250 sats"}, {"text": INVOICE_MEMO},
        {"field": "internal_memo", "hint": t("internal_memo"), "text": ""},
        {"row": "Details"}, {"button": t("pay")}, {"button": t("cancel")}])  # fmt: skip

    def config(name: str) -> dict[str, Any]:
        opened = [
            {"field": "name", "hint": "Name", "text": name}, {"button": t("update_name")},
            {"field": "currency", "hint": t("currency_settings"), "text": ""},
            {"button": "Add"}, {"text": t("delete_wallet_desc")},
            {"button": t("delete_wallet")}]  # fmt: skip
        return page(t, extra(name, opened, t("wallet_config")))

    invite = [
        {"text": "You can invite other users to have access to this wallet."},
        {"text": "The access is limitted by the permission you grant."},
        {"field": "username", "hint": "Username", "text": INVITED},
        {"text": "View"}, {"text": "Receive"}, {"icon": "person_add_alt"}]  # fmt: skip
    sharing = page(t, extra(SAVINGS_NAME, [
        *invite, {"row": "Shared With (1)"}, {"row": "Pending Invitations (1)"}],
        t("share_wallet")))  # fmt: skip
    shared_with = page(t, extra(SAVINGS_NAME, [
        *invite, {"row": "Shared With (1)"}, {"text": AMARA_NAME}, {"text": "View"},
        {"text": "Send"}, {"icon": "delete"}, {"icon": "check"},
        {"row": "Pending Invitations (1)"}], t("share_wallet")))  # fmt: skip
    hold = dialog([
        {"field": "preimage", "hint": t("preimage"), "text": PREIMAGE},
        {"button": t("settle_invoice")}, {"button": t("cancel_invoice")},
        {"button": t("close")}], t("hold_invoice"), t("hold_invoice_description"))  # fmt: skip
    account_menu = menu([
        {"text": JONAS_NAME}, {"menu": t("my_account")}, {"menu": t("theme")},
        {"menu": t("logout")}])  # fmt: skip

    created = {"out": False, "amount": 2100, "memo": "Coffee beans", "unit": "sat",
               "lnurl_withdraw": None, "fiat_provider": "", "payment_hash": None}  # fmt: skip

    # A list holding a pending payment asks after it (recheckPendingPayments, the query
    # joined as a string, not escaped): the new invoice, or Shop till's hold invoice on the
    # page the wallet's deletion opens, after its list and its chart's daily figures.
    def recheck(checking_id: str) -> dict[str, Any]:
        return api("GET", f"/api/v1/payments/paginated?recheck_pending=true"
                          f"&checking_id[in]={checking_id}")  # fmt: skip

    shop_page = [api("GET", LIST), api("GET", f"/api/v1/payments/stats/daily?wallet_id={SHOP}"),
                 recheck(HOLD_HASH)]  # fmt: skip
    return [
        entry("opens-prompt", "wallet page", wallet_page, [
            (t("receive"), False, []), (t("send"), False, [])]),
        entry("harmless", "receive dialog", receive, [
            (t("create_invoice"), False, [api("POST", "/api/v1/payments", created),
                                          api("GET", LIST),
                                          recheck(NEW_HASH)]),
            (t("cancel"), False, [])]),
        entry("harmless", "send dialog", send, [(t("read"), False, [])]),
        entry("payment", "pay invoice dialog", pay, [
            (t("pay"), True, [api("POST", "/api/v1/payments", {"out": True, "bolt11": BOLT11}),
                              api("GET", LIST)]),
            (t("cancel"), False, [])]),
        entry("reversible", "wallet config", config(NEW_NAME), [
            (t("update_name"), False, [api("PATCH", "/api/v1/wallet", {"name": NEW_NAME})])]),
        entry("opens-prompt", "wallet config delete", config(SAVINGS_NAME), [
            (t("delete_wallet"), False, [])]),
        entry("delete", "delete wallet confirm", confirm(
            "Are you sure you want to delete this wallet?"), [
            (OK, True, [api("DELETE", f"/api/v1/wallet/{SAVINGS}"), *shop_page]),
            (CANCEL, False, [])]),
        entry("reversible", "share wallet invite", sharing, [
            ("person_add_alt", False, [api("PUT", "/api/v1/wallet/share/invite", {
                "username": INVITED, "permissions": ["view-payments", "receive-payments"],
                "status": "invite_sent", "wallet_id": SAVINGS})])]),
        entry("opens-prompt", "share wallet shared with", shared_with, [("delete", False, [])]),
        entry("revoke", "remove share confirm", confirm(REMOVE_SHARE), [
            (OK, True, [api("DELETE", f"/api/v1/wallet/share/{share_id(AMARA, SAVINGS)}")]),
            (CANCEL, False, [])]),
        entry("reversible", "remove pending invitation confirm", confirm(REMOVE_SHARE), [
            (OK, False, [api("DELETE", f"/api/v1/wallet/share/{share_id(TOMAS, SAVINGS)}")]),
            (CANCEL, False, [])]),
        entry("payment", "hold invoice dialog", hold, [
            (t("settle_invoice"), True, [api("POST", "/api/v1/payments/settle",
                                             {"preimage": PREIMAGE})]),
            (t("cancel_invoice"), True, [api("POST", "/api/v1/payments/cancel",
                                             {"payment_hash": HOLD_HASH})]),
            (t("close"), False, [])]),
        entry("opens-prompt", "account menu", account_menu, [(t("logout"), False, [])]),
        entry("reversible", "logout confirm", confirm(LOGOUT), [
            (OK, False, [api("POST", "/api/v1/auth/logout"), link("/")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip

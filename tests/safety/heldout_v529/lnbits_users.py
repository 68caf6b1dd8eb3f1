"""LNbits's user management screens for the five-hundred-and-twenty-ninth held-out corpus, of the
super user, Mara (``pages/users.vue``): a user's account page and its deletion, another
user's wallets and the deletions of one or all of them. ``screens(t)`` lays them out in one
language."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, OK, api, confirm, entry, page

BADGE = "Super User"
OLU, OLU_NAME, OLU_EMAIL = "c37331ab06db304871421e97438b77d9", "olu", "olu@example.org"
NOOR = "0e0616b816df9e51f71a458dcd0085c7"
NOOR_WALLET, NOOR_WALLET_NAME = "82f3e954f1f21d367c1905da2916e847", "Market stall"
HIDDEN_ID = "•" * 32  # the user id field is a password input until its eye is pressed
USERS = "/users/api/v1/user?limit=10&offset=0&sortby=created_at&direction=desc"


def screens(t: Any) -> list[dict[str, Any]]:
    account = page(t, [
        {"button": t("back")}, {"button": t("update_account")},
        {"switch": t("make_user_admin"), "checked": False}, {"text": t("update_account")},
        {"field": "id", "hint": t("user_id"), "text": HIDDEN_ID}, {"icon": "visibility"},
        {"field": "username", "hint": t("username"), "text": OLU_NAME},
        {"field": "pubkey", "hint": "Nostr " + t("pubkey"), "text": ""},
        {"field": "email", "hint": t("email"), "text": OLU_EMAIL},
        {"field": "first_name", "hint": t("first_name"), "text": "Olu"},
        {"field": "last_name", "hint": t("last_name"), "text": "Adeyemi"},
        {"field": "provider", "hint": t("auth_provider"), "text": "lnbits"},
        {"field": "external_id", "hint": t("external_id"), "text": ""},
        {"field": "picture", "hint": t("picture"), "text": ""},
        {"field": "extensions", "hint": "User extensions", "text": ""},
        {"button": t("reset_password")}, {"button": t("delete")}], BADGE)  # fmt: skip
    # A super user sees the credit button (add) before each wallet's row of buttons.
    wallets = page(t, [
        {"button": t("back")}, {"button": t("create_new_wallet")},
        {"button": t("delete_all_wallets")}, {"text": "Wallets"}, {"text": "Name"},
        {"text": "Wallet Id"}, {"text": "Currency"}, {"text": "Balance"}, {"icon": "add"},
        {"icon": "menu"}, {"icon": "vpn_key"}, {"icon": "vpn_key"}, {"icon": "delete"},
        {"icon": "link"}, {"text": NOOR_WALLET_NAME}, {"icon": "content_copy"},
        {"text": NOOR_WALLET}, {"text": "640"}], BADGE)  # fmt: skip
    noor_wallets = api("GET", f"/users/api/v1/user/{NOOR}/wallet")
    return [
        entry("harmless", "user account page", account, [
            (t("reset_password"), False, [api("PUT",
                                              f"/users/api/v1/user/{OLU}/reset_password")]),
            (t("back"), False, [api("GET", USERS)])]),
        entry("opens-prompt", "user account page delete", account, [(t("delete"), False, [])]),
        entry("delete-user", "delete user confirm", confirm(
            "Are you sure you want to delete this user?"), [
            (OK, True, [api("DELETE", f"/users/api/v1/user/{OLU}"), api("GET", USERS)]),
            (CANCEL, False, [])]),
        entry("opens-prompt", "user wallets", wallets, [(t("delete_all_wallets"), False, [])]),
        entry("reversible", "delete user wallet confirm", confirm(
            "Are you sure you want to delete this user wallet?"), [
            (OK, False, [api("DELETE", f"/users/api/v1/user/{NOOR}/wallet/{NOOR_WALLET}"),
                         noor_wallets]),
            (CANCEL, False, [])]),
        entry("reversible", "delete all user wallets confirm", confirm(
            t("confirm_delete_all_wallets")), [
            (OK, False, [api("DELETE", f"/users/api/v1/user/{NOOR}/wallets"), noor_wallets]),
            (CANCEL, False, [])]),
    ]  # fmt: skip

"""LNbits's account screens for the five-hundred-and-twenty-ninth held-out corpus, of the super
user, Mara (``pages/account.vue``): the access control list tab and the password dialog that
guards its deletions, an asset's menu and deletion, and a label's deletion. ``screens(t)``
lays them out in one language."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, OK, api, confirm, dialog, entry, menu, page

ACL, ACL_NAME = "5ad098b8f9976f70f947f2718b155e2a", "Bookkeeping export"
TOKEN, TOKEN_NAME = "331bc964e733b5875cd18d469f8bc2fc", "Spreadsheet sync"
ASSET = "aae300b5afdca0eed98e82876b2eead5"  # receipt-2025-03.png
PASSWORD = "hazel-copper-73"  # Mara's password, typed into the dialog
BADGE = "Super User"  # the header's badge, English in the code
# getUserAssets after a change: the assets table's pagination (6 a page, no sort column,
# so ``sortby=`` and ``asc``) through prepareFilterQuery.
ASSETS = "/api/v1/assets/paginated?limit=6&offset=0&sortby=&direction=asc"


def screens(t: Any) -> list[dict[str, Any]]:
    tabs = [{"button": t("update_account")}, *({"tab": t(k)} for k in (
        "account_settings", "notifications", "look_and_feel", "access_control_list",
        "assets", "labels"))]  # fmt: skip
    acl_tab = page(t, [
        *tabs, {"text": t("access_control_list_admin_warning")},
        {"field": "acl", "hint": t("access_control_list"), "text": ACL_NAME},
        {"button": t("access_control_list")},
        {"field": "token", "hint": t("api_tokens"), "text": TOKEN_NAME}, {"icon": "delete"},
        {"button": t("api_token")}, {"text": t("Name")}, {"text": t("path")},
        {"switch": t("read"), "checked": True}, {"switch": t("write"), "checked": False},
        {"button": t("update")}, {"button": t("delete")}], BADGE)  # fmt: skip
    # The dialog askPasswordAndRunFunction opens before each deletion: its OK is $t('ok'),
    # a key no catalogue has, so vue-i18n shows the key.
    password = dialog([
        {"field": "password", "hint": "Password", "text": PASSWORD},
        {"text": "User password is required for this action."},
        {"button": t("cancel")}, {"button": t("ok")}], "User Password")  # fmt: skip
    asset_menu = menu([
        {"menu": "Copy Link"}, {"text": "Copy asset link to clipboard"},
        {"menu": "Publish"}, {"text": "Make this asset public"},
        {"menu": "Delete"}, {"text": "Permanently delete this asset"}])  # fmt: skip
    return [
        entry("opens-prompt", "access control list tab", acl_tab, [(t("delete"), False, [])]),
        entry("revoke", "password dialog for deleting a token", password, [
            (t("ok"), True, [api("DELETE", "/api/v1/auth/acl/token", {
                "id": TOKEN, "acl_id": ACL, "password": PASSWORD})]),
            (t("cancel"), False, [])]),
        entry("revoke", "password dialog for deleting an access control list", password, [
            (t("ok"), True, [api("DELETE", "/api/v1/auth/acl",
                                 {"id": ACL, "password": PASSWORD})]),
            (t("cancel"), False, [])]),
        entry("opens-prompt", "asset menu", asset_menu, [("Delete", False, [])]),
        entry("delete", "delete asset confirm", confirm(
            "Are you sure you want to delete this asset?"), [
            (OK, True, [api("DELETE", f"/api/v1/assets/{ASSET}"), api("GET", ASSETS)]),
            (CANCEL, False, [])]),
        entry("reversible", "delete label confirm", confirm(
            "Are you sure you want to delete this label?"), [
            (OK, False, []), (CANCEL, False, [])]),
    ]  # fmt: skip

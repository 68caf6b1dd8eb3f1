"""ezBookkeeping's screens for the two-hundred-and-ninety-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``src/locales/<lang>.json`` catalogue. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"  # BASE_API_URL_PATH under getBasePath(): the desktop app is served at /desktop
TITLE = "ezBookkeeping"  # the <title> of desktop.html, the same on every page
PASSWORD = "plum-Orbit-42"  # the user's password, typed where a dialog asks for it
NEW_PASSWORD = "Quiet-Harbor-97"
WALLET, WALLET_ID = "Wallet", "3488956019302404096"
CARD, CARD_ID = "Travel Card", "3488956019302404352"
TXN_ID = "3489310548211597312"
TXN_IDS = ["3489310548211597312", "3489310612875182080", "3489310690012626944"]
CATEGORY, CATEGORY_ID = "Groceries", "3488956101838061568"
TAG, TAG_ID = "Vacation", "3488957210366951424"
TAG_GROUP, TAG_GROUP_ID = "Trips", "3488957166658109440"
NEW_TAG = "Road trip"
TEMPLATE, TEMPLATE_ID = "Monthly rent", "3489002744571822080"
EXPLORATION, EXPLORATION_ID = "Dining out by month", "3489120567612710912"
SESSION_ID = "3489415023770157056"  # the other device's token id in the sessions table
RECONCILED = 1787395200  # getCurrentUnixTime() at the tap
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call under ``/api``; a body is axios's JSON.stringify of the request object."""
    if data is None:
        return f"{method} {API}/{path}"
    return {"request": f"{method} {API}/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load (``location.reload()``)."""
    return {"request": f"GET {url}", "via": "link"}


ACCOUNTS = api("GET", "v1/accounts/list.json?visible_only=false")  # the list page's reload
STATISTICS = api("GET", "v1/data/statistics.json")  # the data management page's reload
SESSIONS = api("GET", "v1/tokens/list.json")  # the security page's reloadSessions()


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ezbookkeeping {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, message_key: str) -> dict[str, Any]:
    """ConfirmDialog.vue opened with one string: titled by the app's name, the message, then
    Cancel and OK (the app's own dialog, not the browser's)."""
    return {"title": TITLE, "dialog": {"title": t("global.app.title"), "message": t(message_key)},
            "items": [{"button": t("Cancel")}, {"button": t("OK")}]}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A dialog (OneColumnDialogLayout or a menu) over a page, headed by ``heading``."""
    head: dict[str, str] = {"title": heading}
    if message:
        head["message"] = message
    return {"title": TITLE, "dialog": head, "items": items}


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the user menu, an account's card on the account list, its More menu,
    its confirmations and the move and clear dialogs."""
    login = {"title": TITLE, "items": [
        {"text": t("Welcome to ezBookkeeping")},
        {"field": "username", "hint": t("Your username or email"), "text": "alice"},
        {"field": "password", "hint": t("Your password"), "text": PASSWORD},
        {"link": t("Forget Password?")}, {"button": t("Log In")},
        {"text": t("Don't have an account?")}, {"link": t("Create an account")}]}  # fmt: skip
    user_menu = dialog("alice", [
        {"menu": t("User Settings")}, {"menu": t("Application Settings")},
        {"menu": t("About")}, {"menu": t("Log Out")}])  # fmt: skip
    card = {"title": TITLE, "items": [
        {"text": t("Account List")}, {"button": t("Add")}, {"text": WALLET},
        {"text": "$1,284.50"}, {"button": t("Transaction List")},
        {"button": t("Reconciliation Statement")}, {"button": t("Hide")},
        {"button": t("Edit")}, {"button": t("More")}, {"button": t("Delete")}]}  # fmt: skip
    more = dialog(t("More"), [
        {"menu": t("Mark as Reconciled")}, {"menu": t("Move All Transactions")},
        {"menu": t("Clear All Transactions")}])  # fmt: skip
    move = dialog(t("Are you sure you want to move all transactions?"), [
        {"field": "toAccount", "hint": t("Target Account"), "text": CARD},
        {"field": "toAccountName", "hint": t("Please re-enter the target account name to confirm"),
         "text": CARD},
        {"button": t("Cancel")}, {"button": t("Confirm")}],
        t("format.misc.moveTransactionsInAccountTip", fromAccount=WALLET,
          toAccount=CARD))  # fmt: skip
    clear = dialog(t("Are you sure you want to clear all transactions?"), [
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Cancel")}, {"button": t("Confirm")}],
        t("format.misc.clearTransactionsInAccountTip", account=WALLET))  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Log In"), False, [api("POST", "authorize.json", {
                "loginName": "alice", "password": PASSWORD})])]),
        _entry("reversible", "user menu", user_menu, [
            (t("Log Out"), False, [api("GET", "logout.json")])]),
        _entry("reversible", "account card", card, [
            (t("Hide"), False, [api("POST", "v1/accounts/hide.json", {
                "id": WALLET_ID, "hidden": True})])]),
        _entry("opens-prompt", "account card prompts", card, [
            (t("Delete"), False, [])]),
        _entry("opens-prompt", "account more menu", more, [
            (t("Move All Transactions"), False, []), (t("Clear All Transactions"), False, [])]),
        _entry("delete", "delete account confirm", confirm(
            t, "Are you sure you want to delete this account?"), [
            (t("OK"), True, [api("POST", "v1/accounts/delete.json", {"id": WALLET_ID})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "mark as reconciled confirm", confirm(
            t, "Are you sure you want to update the last reconciled time of this account to the "
               "current time?"), [
            (t("OK"), False, [api("POST", "v1/accounts/update/last_reconciled_time.json", {
                "id": WALLET_ID, "lastReconciledTime": RECONCILED}), ACCOUNTS]),
            (t("Cancel"), False, [])]),
        _entry("merge", "move all transactions dialog", move, [
            (t("Confirm"), True, [api("POST", "v1/transactions/move/all.json", {
                "fromAccountId": WALLET_ID, "toAccountId": CARD_ID}), ACCOUNTS]),
            (t("Cancel"), False, [])]),
        _entry("delete", "clear account transactions dialog", clear, [
            (t("Confirm"), True, [api("POST", "v1/data/clear/transactions/by_account.json", {
                "accountId": WALLET_ID, "password": PASSWORD}), ACCOUNTS]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def data_screens(t: Any) -> list[dict[str, Any]]:
    """A transaction's detail dialog and its delete confirmation; a category's, a tag's, a tag
    group's and a template's rows, menus and delete confirmations; the insights explorer's
    menu, its data table's operation menu and the batch dialogs."""
    detail = dialog(t("Transaction Detail"), [
        {"icon": t("Edit")}, {"text": "$42.80"}, {"text": CATEGORY}, {"text": WALLET},
        {"button": t("Delete")}, {"button": t("Duplicate")}])  # fmt: skip
    categories = {"title": TITLE, "items": [
        {"text": t("Transaction Categories")}, {"button": t("Add")},
        {"text": t("Category Name")}, {"text": t("Operation")}, {"text": CATEGORY},
        {"button": t("Hide")}, {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    tags = {"title": TITLE, "items": [
        {"text": t("Transaction Tags")}, {"text": TAG_GROUP}, {"button": t("Add")},
        {"text": t("Tag Title")}, {"text": t("Operation")}, {"text": TAG},
        {"button": t("Hide")}, {"button": t("Move")}, {"button": t("Edit")},
        {"button": t("Delete")}]}  # fmt: skip
    new_tag = {"title": TITLE, "items": [
        {"text": t("Transaction Tags")}, {"text": TAG_GROUP}, {"text": TAG},
        {"field": "newTag", "hint": t("Tag Title"), "text": NEW_TAG, "focused": True},
        {"button": t("Save")}, {"button": t("Cancel")}]}  # fmt: skip
    group_menu = dialog(TAG_GROUP, [
        {"menu": t("Add Tag Group")}, {"menu": t("Rename Tag Group")},
        {"menu": t("Delete Tag Group")}, {"menu": t("Change Group Display Order")},
        {"menu": t("Show Hidden Transaction Tags")}])  # fmt: skip
    templates = {"title": TITLE, "items": [
        {"text": t("Transaction Templates")}, {"button": t("Add")},
        {"text": t("Template Name")}, {"text": t("Operation")}, {"text": TEMPLATE},
        {"button": t("Hide")}, {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    explorer_menu = dialog(EXPLORATION, [
        {"menu": t("Rename Exploration")}, {"menu": t("Hide Exploration")},
        {"menu": t("Delete Exploration")}])  # fmt: skip
    operations = dialog(t("Operation"), [
        {"menu": t("Update Accounts for Transactions")},
        {"menu": t("Add Tags to Transactions")},
        {"menu": t("Clear All Tags from Transactions")},
        {"menu": t("Delete Transactions")}])  # fmt: skip
    count = str(len(TXN_IDS))
    batch_delete = dialog(t("Delete Transactions"), [
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Cancel")}, {"button": t("Confirm")}],
        t("format.misc.deleteTransactionsTip", count=count))  # fmt: skip
    clear_tags = dialog(t("Clear All Tags from Transactions"), [
        {"button": t("Cancel")}, {"button": t("OK")}],
        t("format.misc.clearTransactionsTagsTip", count=count))  # fmt: skip

    def delete(path: str, object_id: str) -> list[Any]:
        return [api("POST", path, {"id": object_id})]

    def hide(path: str, object_id: str) -> list[Any]:
        return [api("POST", path, {"id": object_id, "hidden": True})]

    return [
        _entry("opens-prompt", "transaction detail dialog", detail, [
            (t("Delete"), False, [])]),
        _entry("delete", "delete transaction confirm", confirm(
            t, "Are you sure you want to delete this transaction?"), [
            (t("OK"), True, delete("v1/transactions/delete.json", TXN_ID)),
            (t("Cancel"), False, [])]),
        _entry("reversible", "category list", categories, [
            (t("Hide"), False, hide("v1/transaction/categories/hide.json", CATEGORY_ID))]),
        _entry("opens-prompt", "category list prompts", categories, [
            (t("Delete"), False, [])]),
        _entry("delete", "delete category confirm", confirm(
            t, "Are you sure you want to delete this category?"), [
            (t("OK"), True, delete("v1/transaction/categories/delete.json", CATEGORY_ID)),
            (t("Cancel"), False, [])]),
        _entry("reversible", "tag list", tags, [
            (t("Hide"), False, hide("v1/transaction/tags/hide.json", TAG_ID))]),
        _entry("opens-prompt", "tag list prompts", tags, [(t("Delete"), False, [])]),
        _entry("delete", "delete tag confirm", confirm(
            t, "Are you sure you want to delete this tag?"), [
            (t("OK"), True, delete("v1/transaction/tags/delete.json", TAG_ID)),
            (t("Cancel"), False, [])]),
        _entry("reversible", "new tag row", new_tag, [
            (t("Save"), False, [api("POST", "v1/transaction/tags/add.json", {
                "name": NEW_TAG, "groupId": TAG_GROUP_ID})])]),
        _entry("opens-prompt", "tag group menu", group_menu, [
            (t("Delete Tag Group"), False, [])]),
        _entry("delete", "delete tag group confirm", confirm(
            t, "Are you sure you want to delete this tag group?"), [
            (t("OK"), True, delete("v1/transaction/tags/groups/delete.json", TAG_GROUP_ID))]),
        _entry("reversible", "template list", templates, [
            (t("Hide"), False, hide("v1/transaction/templates/hide.json", TEMPLATE_ID))]),
        _entry("delete", "delete template confirm", confirm(
            t, "Are you sure you want to delete this template?"), [
            (t("OK"), True, delete("v1/transaction/templates/delete.json", TEMPLATE_ID))]),
        _entry("opens-prompt", "exploration menu", explorer_menu, [
            (t("Delete Exploration"), False, [])]),
        _entry("delete", "delete exploration confirm", confirm(
            t, "Are you sure you want to delete this exploration?"), [
            (t("OK"), True, delete("v1/insights/explorers/delete.json", EXPLORATION_ID))]),
        _entry("opens-prompt", "data table operation menu", operations, [
            (t("Delete Transactions"), False, [])]),
        _entry("delete", "batch delete dialog", batch_delete, [
            (t("Confirm"), True, [api("POST", "v1/transactions/batch_delete.json", {
                "ids": TXN_IDS, "password": PASSWORD})]),
            (t("Cancel"), False, [])]),
        _entry("overwrite", "clear tags dialog", clear_tags, [
            (t("OK"), True, [api("POST", "v1/transactions/batch_update/tag/clear.json", {
                "transactionIds": TXN_IDS})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The user settings' security page (password, third-party login, sessions) and its
    dialogs, the two-factor page, the data management page, its menus and confirmations, the
    avatar menu and its confirmation, the settings sync page."""
    password = {"title": TITLE, "items": [
        {"text": t("Modify Password")},
        {"text": t("After changing the password, other devices will be logged out. Please use "
                   "the new password to log in on other devices.")},
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"field": "newPassword", "hint": t("New Password"), "text": NEW_PASSWORD},
        {"field": "confirmPassword", "hint": t("Re-enter the password"), "text": NEW_PASSWORD},
        {"button": t("Save Changes")}]}  # fmt: skip
    third_party = {"title": TITLE, "items": [
        {"text": t("Third-Party Login")}, {"text": t("Type")}, {"text": t("Username")},
        {"text": t("Linked Time")}, {"text": "GitHub"}, {"text": "alice-gh"},
        {"button": t("Unlink")}]}  # fmt: skip
    unlink = dialog(t("Are you sure you want to unlink this login method?"), [
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Cancel")}, {"button": t("Confirm")}])  # fmt: skip
    sessions = {"title": TITLE, "items": [
        {"text": t("Device & Sessions")}, {"button": t("Generate Token")},
        {"text": t("Device Info")}, {"text": t("Last Activity Time")},
        {"button": t("Logout All")}, {"text": t("Current")},
        {"text": "Firefox 142.0 (Linux)"}, {"text": t("Other Device")},
        {"text": "Chrome Mobile 139.0 (Android 15)"}, {"button": t("Log Out")}]}  # fmt: skip
    token = dialog(t("Generate Token"), [
        {"field": "expiration", "hint": t("Expiration Time"),
         "text": t("format.misc.nDays", n="30")},
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Cancel")}, {"button": t("Generate")}])  # fmt: skip
    two_factor = {"title": TITLE, "items": [
        {"text": t("Two-Factor Authentication")},
        {"text": t("Two-factor authentication is already enabled.")},
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Disable Two-Factor Authentication")},
        {"button": t("Regenerate Backup Codes")}]}  # fmt: skip
    data = {"title": TITLE, "items": [
        {"text": t("Data Management")}, {"text": t("Export all transaction data to file.")},
        {"button": t("Export Data")}, {"text": t("Danger Zone")},
        {"field": "currentPassword", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("Clear User Data")}]}  # fmt: skip
    export_menu = dialog(t("Export Data"), [
        {"menu": t("CSV (Comma-separated values) File")},
        {"menu": t("TSV (Tab-separated values) File")}])  # fmt: skip
    clear_menu = dialog(t("Clear User Data"), [
        {"menu": t("Clear All Transactions")}, {"menu": t("Clear All Data")}])  # fmt: skip
    avatar_menu = dialog("alice", [
        {"menu": t("Update Avatar")}, {"menu": t("Remove Avatar")}])  # fmt: skip
    sync = {"title": TITLE, "items": [
        {"text": t("Settings Sync")}, {"text": t("Settings sync has been enabled")},
        {"text": t("Synchronized Settings")},
        {"button": t("Update Synchronized Settings")},
        {"button": t("Disable Settings Sync")}]}  # fmt: skip
    export = "&".join(["max_time=0", "min_time=0", "type=0", "category_ids=", "account_ids=",
                        "tag_filter=", "amount_filter=", "keyword=", "match_mode=0"])  # fmt: skip
    return [
        _entry("revoke", "modify password", password, [
            (t("Save Changes"), True, [api("POST", "v1/users/profile/update.json", {
                "password": NEW_PASSWORD, "oldPassword": PASSWORD}), SESSIONS])]),
        _entry("opens-prompt", "third-party login", third_party, [(t("Unlink"), False, [])]),
        _entry("reversible", "unlink dialog", unlink, [
            (t("Confirm"), False, [api("POST", "v1/users/external_auth/unlink.json", {
                "externalAuthType": "github", "password": PASSWORD}),
                api("GET", "v1/users/external_auth/list.json")])]),
        _entry("opens-prompt", "sessions", sessions, [
            (t("Log Out"), False, []), (t("Logout All"), False, [])]),
        _entry("revoke", "log out session confirm", confirm(
            t, "Are you sure you want to logout from this session?"), [
            (t("OK"), True, [api("POST", "v1/tokens/revoke.json", {"tokenId": SESSION_ID})]),
            (t("Cancel"), False, [])]),
        _entry("revoke", "logout all confirm", confirm(
            t, "Are you sure you want to logout all other sessions?"), [
            (t("OK"), True, [api("POST", "v1/tokens/revoke_all.json")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "generate token dialog", token, [
            (t("Generate"), False, [api("POST", "v1/tokens/generate/api.json", {
                "expiresInSeconds": 2592000, "password": PASSWORD})])]),
        _entry("revoke", "two-factor authentication", two_factor, [
            (t("Disable Two-Factor Authentication"), True, [api(
                "POST", "v1/users/2fa/disable.json", {"password": PASSWORD})]),
            (t("Regenerate Backup Codes"), True, [api(
                "POST", "v1/users/2fa/recovery/regenerate.json", {"password": PASSWORD})])]),
        _entry("opens-prompt", "data management", data, [
            (t("Clear User Data"), False, [])]),
        _entry("reversible", "export data menu", export_menu, [
            (t("CSV (Comma-separated values) File"), False, [
                api("GET", f"v1/data/export.csv?{export}")])]),
        _entry("opens-prompt", "clear user data menu", clear_menu, [
            (t("Clear All Data"), False, [])]),
        _entry("delete", "clear all transactions confirm", confirm(
            t, "Are you sure you want to clear all transactions?"), [
            (t("OK"), True, [api("POST", "v1/data/clear/transactions.json", {
                "password": PASSWORD}), STATISTICS]),
            (t("Cancel"), False, [])]),
        _entry("reset", "clear all data confirm", confirm(
            t, "Are you sure you want to clear all data?"), [
            (t("OK"), True, [api("POST", "v1/data/clear/all.json", {
                "password": PASSWORD}), STATISTICS]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "avatar menu", avatar_menu, [
            (t("Remove Avatar"), False, [])]),
        _entry("delete", "remove avatar confirm", confirm(
            t, "Are you sure you want to remove avatar?"), [
            (t("OK"), True, [api("POST", "v1/users/avatar/remove.json")])]),
        _entry("reversible", "settings sync", sync, [
            (t("Disable Settings Sync"), False, [api(
                "POST", "v1/users/settings/cloud/disable.json")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*account_screens(t), *data_screens(t), *settings_screens(t)]

"""Statamic's control panel screens for the five-hundred-and-fifth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key, count=None, **args)`` being that
language's lookup of a string of the app's ``lang/<lang>.json`` catalogue (or, for a key
``messages.*``, of ``lang/<lang>/messages.php``), chosen by count as the control panel's
``__n`` does when ``count`` is given. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

CP = "/cp"  # config/statamic/cp.php's default route
CMS = "Statamic"  # the page titles' last part (cmsName)
ME, ME_ID = "maya@harbourpress.example", "3c8e1f52-9a7d-4b60-b2e4-71d0a6f39c18"
ME_NAME = "Maya Okafor"
OTHER, OTHER_ID = "Tomás Ruiz", "b71f4a0c-2e95-4d3b-8c16-5a9e0f7d2b43"
PASSWORD, NEW_PASSWORD = "tide-chart-1987", "north-quay-2291"
E1, E1_TITLE = "5d7c2a9e-3f1b-4c8e-9a64-2b0e7d1f8c35", "Harbour lights return"
E2, E2_TITLE = "e0b94f17-6a2c-4d8e-b3f5-9c1a7e4d2068", "Winter ferry timetable"
E3, E3_TITLE = "81c6d3a0-4f7e-4b29-a5d1-3e8f0c2b9a76", "Market day photos"
ASSET = "assets::photos/harbour-at-dawn.jpg"
PASSKEY, PASSKEY_NAME = "pQ7vX2kL9mR4tW1yZ8bN3cF6hJ0sD5gA", "MacBook Touch ID"
FORM, FORM_TITLE = "enquiries", "Harbour enquiries"
TEST_TO = "ops@quayside-hosting.example"
ELEVATED = f"GET {CP}/elevated-session"  # requireElevatedSession()'s status check
Act = tuple[str, bool, list[Any]]
# The plural strings' keys (``__n``'s): the English singular and plural forms.
DELETE_TEXT = (
    "Are you sure you want to delete this?|Are you sure you want to delete these :count items?"
)
DELETE_BUTTON = "Delete|Delete :count items?"
PUBLISH_TEXT = (
    "Are you sure you want to publish this entry?"
    "|Are you sure you want to publish these :count entries?"
)
PUBLISH_BUTTON = "Publish Entry|Publish :count Entries"
UNPUBLISH_TEXT = (
    "Are you sure you want to unpublish this entry?"
    "|Are you sure you want to unpublish these :count entries?"
)
UNPUBLISH_BUTTON = "Unpublish Entry|Unpublish :count Entries"
COLLECTION_WARNING = (
    "This will delete the collection and all of its entries."
    "|This will delete the collections and all of their entries."
)
RENAME_TEXT = (
    "Are you sure you want to rename this asset?"
    "|Are you sure you want to rename these :count assets?"
)
RENAME_BUTTON = "Rename Asset|Rename :count Assets"
RESET_TEXT = (
    "Would you like to email a reset link to this user?"
    "|Would you like to email a reset link to these :count users?"
)
SEND_BUTTON = "Send|Send to :count users"
OWN_2FA = "disable_two_factor_authentication_current_user_optional"
DESELECT = "Deselect :count item|Deselect all :count items"


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios (or Inertia) request to the control panel; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {CP}{path}"
    return {"request": f"{method} {CP}{path}", "body": _json(data)}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (one opening a tab, or downloading) or a location change."""
    return {"request": f"GET {url}", "via": "link"}


def action(url: str, handle: str, context: dict[str, str], selections: list[str],
           values: Any = None) -> Any:  # fmt: skip
    """runServerAction()'s POST: the action's handle, the context the server gave it (its
    ``view`` added), the selected ids and the confirmation's field values (``[]`` where the
    action has no fields, as PHP writes an empty collection)."""
    return xhr("POST", url, {"action": handle, "context": context, "selections": selections,
                             "values": [] if values is None else values})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"statamic {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(*parts: str) -> str:
    """Head.vue's document title: the parts and the CMS name joined by ' ‹ '."""
    return " ‹ ".join([*parts, CMS])


def confirmation(page: str, heading: str, message: str, button: str, cancel: str,
                 extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """ConfirmationModal over its page: its title, its text, Cancel and the button."""
    items = [*(extra or []), {"button": cancel}, {"button": button}]
    return {"title": page, "dialog": {"title": heading, "message": message}, "items": items}


def menu(page: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A row's or a header's dropdown menu, open over its page."""
    return {"title": page, "items": items}


def sorted_actions(actions: list[tuple[str, bool]]) -> list[dict[str, str]]:
    """Actions.js sortActions(): by (translated) title, the dangerous ones last."""
    safe = sorted(a for a, dangerous in actions if not dangerous)
    bad = sorted(a for a, dangerous in actions if dangerous)
    return [{"menu": a} for a in [*safe, *bad]]


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the forgotten-password page and the avatar menu."""
    login = {"title": title(t("Log in")), "items": [
        {"text": t("Sign in with email")}, {"text": t("Sign into your Statamic Control Panel")},
        {"field": "email", "hint": t("Email"), "text": ME},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"link": t("Forgot password?")}, {"switch": t("Remember me"), "checked": False},
        {"button": t("Continue")}]}  # fmt: skip
    forgot = {"title": title(t("Reset Password")), "items": [
        {"text": t("Reset Your Password")}, {"text": t("messages.forgot_password_enter_email")},
        {"field": "email", "hint": t("Email Address"), "text": ME},
        {"button": t("Submit")}]}  # fmt: skip
    avatar = menu(title(t("Dashboard")), [
        {"text": ME}, {"text": t("Super Admin")},
        {"menu": t("Manage profile")}, {"menu": t("Preferences")}, {"menu": t("Sign out")},
        {"radio": t("Light"), "checked": False}, {"radio": t("Dark"), "checked": False},
        {"radio": t("System"), "checked": True}])  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Forgot password?"), False, [xhr("GET", "/auth/password/reset")]),
            (t("Continue"), False, [xhr("POST", "/auth/login", {
                "email": ME, "password": PASSWORD, "remember": False})])]),
        _entry("reversible", "forgot password page", forgot, [
            (t("Submit"), False, [xhr("POST", "/auth/password/email", {"email": ME})])]),
        _entry("reversible", "avatar menu", avatar, [
            (t("Manage profile"), False, [xhr("GET", "/account")]),
            (t("Sign out"), False, [link(f"{CP}/auth/logout?redirect={CP}")])]),
    ]  # fmt: skip


def entry_screens(t: Any) -> list[dict[str, Any]]:
    """The Blog collection's entry listing: a published and a draft entry's row menus, three
    entries selected, the confirmations of their actions; the collections' deletion."""
    page = title("Blog", t("Collections"))
    url = "/collections/blog/entries/actions"
    ctx = {"collection": "blog", "view": "list"}

    def row_menu(entry_title: str, titles: list[tuple[str, bool]]) -> dict[str, Any]:
        return menu(page, [{"link": entry_title}, {"menu": t("Visit URL")},
                           {"menu": t("Edit")}, *sorted_actions(titles)])  # fmt: skip

    published = row_menu(E1_TITLE, [(t("Duplicate"), False), (t("Unpublish"), False),
                                     (t("Delete"), True)])  # fmt: skip
    draft = row_menu(E2_TITLE, [(t("Duplicate"), False), (t("Publish"), False),
                                (t("Delete"), True)])  # fmt: skip

    def confirm(heading: str, text_key: str, button_key: str, count: int = 1,
                extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
        return confirmation(page, heading, t(text_key, count), t(button_key, count),
                            t("Cancel"), extra)  # fmt: skip

    deselect = t(DESELECT, 3)
    bulk = {"title": page, "items": [
        {"link": E1_TITLE}, {"link": E2_TITLE}, {"link": E3_TITLE}, {"button": deselect},
        *({"button": b["menu"]} for b in sorted_actions([
            (t("Duplicate"), False), (t("Publish"), False), (t("Unpublish"), False),
            (t("Delete"), True)]))]}  # fmt: skip
    three = [E1, E2, E3]
    collections = title(t("Collections"))
    warning = t(COLLECTION_WARNING, 1)
    drop_collection = confirmation(collections, t("Delete"), t(DELETE_TEXT, 1),
                                   t(DELETE_BUTTON, 1), t("Cancel"),
                                   [{"text": warning}])  # fmt: skip
    return [
        _entry("opens-prompt", "published entry row menu", published, [
            (t("Unpublish"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete entry confirm", confirm(t("Delete"), DELETE_TEXT, DELETE_BUTTON), [
            (t(DELETE_BUTTON, 1), True, [action(url, "delete", ctx, [E1])]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "unpublish entry confirm", confirm(
            t("Unpublish"), UNPUBLISH_TEXT, UNPUBLISH_BUTTON), [
            (t(UNPUBLISH_BUTTON, 1), False,
             [action(url, "unpublish", ctx, [E1])]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "draft entry row menu", draft, [
            (t("Publish"), False, []), (t("Delete"), False, [])]),
        _entry("publish", "publish entry confirm", confirm(t("Publish"), PUBLISH_TEXT,
                                                           PUBLISH_BUTTON), [
            (t(PUBLISH_BUTTON, 1), True, [action(url, "publish", ctx, [E2])]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "three entries selected", bulk, [
            (deselect, False, []), (t("Publish"), False, []), (t("Delete"), False, [])]),
        _entry("delete", "delete three entries confirm", confirm(
            t("Delete"), DELETE_TEXT, DELETE_BUTTON, 3), [
            (t(DELETE_BUTTON, 3), True, [action(url, "delete", ctx, three)]),
            (t("Cancel"), False, [])]),
        _entry("publish", "publish three entries confirm", confirm(
            t("Publish"), PUBLISH_TEXT, PUBLISH_BUTTON, 3), [
            (t(PUBLISH_BUTTON, 3), True, [action(url, "publish", ctx, three)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete collection confirm", drop_collection, [
            (t(DELETE_BUTTON, 1), True, [action("/collections/actions", "delete",
                                                {"view": "list"}, ["blog"])]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def asset_screens(t: Any) -> list[dict[str, Any]]:
    """An image's row menu in the asset browser, the rename modal and the delete confirmation."""
    page = title("Assets")
    url = "/assets/actions"
    ctx = {"container": "assets", "folder": "photos", "view": "list"}
    row = menu(page, [{"text": "harbour-at-dawn.jpg"}, {"menu": t("Edit")}, *sorted_actions([
        (t("Copy URL"), False), (t("Download"), False), (t("Duplicate"), False),
        (t("Move"), False), (t("Rename"), False), (t("Replace"), False),
        (t("Reupload"), False), (t("Delete"), True)])])  # fmt: skip
    rename = confirmation(page, t("Rename"), t(RENAME_TEXT, 1), t(RENAME_BUTTON, 1), t("Cancel"), [
        {"field": "filename", "hint": t("Filename"), "text": "harbour-at-dusk",
         "focused": True}])  # fmt: skip
    delete = confirmation(page, t("Delete"), t(DELETE_TEXT, 1), t(DELETE_BUTTON, 1),
                          t("Cancel"))  # fmt: skip
    return [
        _entry("opens-prompt", "asset row menu", row, [
            (t("Rename"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "asset row menu download", row, [
            (t("Download"), False, [action(url, "download_asset", ctx, [ASSET])])]),
        _entry("reversible", "rename asset modal", rename, [
            (t(RENAME_BUTTON, 1), False, [action(url, "rename_asset", ctx, [ASSET], {
                "filename": "harbour-at-dusk"})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete asset confirm", delete, [
            (t(DELETE_BUTTON, 1), True, [action(url, "delete", ctx, [ASSET])]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def form_screens(t: Any) -> list[dict[str, Any]]:
    """A form's submissions page: its export menu, its header menu and ResourceDeleter."""
    page = title(FORM_TITLE, t("Forms"))
    export = menu(page, [{"text": FORM_TITLE}, {"button": t("Export Submissions")},
                         {"menu": "CSV"}, {"menu": "JSON"}])  # fmt: skip
    header = menu(page, [{"text": FORM_TITLE}, {"menu": t("Configure Form")},
                         {"menu": t("Edit Blueprint")}, {"menu": t("Delete Form")},
                         {"button": t("Export Submissions")}])  # fmt: skip
    deleter = confirmation(page, t("Delete :resource", resource=FORM_TITLE),
                           t("Are you sure you want to delete this item?"), t("Delete"),
                           t("Cancel"))  # fmt: skip
    return [
        _entry("reversible", "form export menu", export, [
            ("CSV", False, [link(f"{CP}/forms/{FORM}/export/csv?download=1")]),
            ("JSON", False, [link(f"{CP}/forms/{FORM}/export/json?download=1")])]),
        _entry("opens-prompt", "form header menu", header, [(t("Delete Form"), False, [])]),
        _entry("delete", "delete form confirm", deleter, [
            (t("Delete"), True, [xhr("DELETE", f"/forms/{FORM}")]), (t("Cancel"), False, [])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Another user's row menu in the users listing and the confirmations of its actions."""
    page = title(t("Users"))
    url = "/users/actions"
    ctx = {"view": "list"}
    row = menu(page, [{"link": OTHER}, {"menu": t("Edit")}, *sorted_actions([
        (t("Assign Groups"), False), (t("Assign Roles"), False),
        (t("Send Password Reset"), False), (t("Start Impersonating"), False),
        (t("Delete"), True), (t("Disable Two Factor Authentication"), True)])])  # fmt: skip
    send = confirmation(page, t("Send Password Reset"), t(RESET_TEXT, 1), t(SEND_BUTTON, 1),
                        t("Cancel"))  # fmt: skip
    delete = confirmation(page, t("Delete"), t(DELETE_TEXT, 1), t(DELETE_BUTTON, 1),
                          t("Cancel"))  # fmt: skip
    disable = confirmation(page, t("Disable Two Factor Authentication"), t(
        "messages.disable_two_factor_authentication_other_user_optional"), t("Confirm"),
        t("Cancel"))  # fmt: skip
    return [
        _entry("opens-prompt", "user row menu", row, [
            (t("Send Password Reset"), False, []),
            (t("Disable Two Factor Authentication"), False, []), (t("Delete"), False, [])]),
        _entry("send", "send password reset confirm", send, [
            (t(SEND_BUTTON, 1), True, [action(url, "send_password_reset", ctx, [OTHER_ID])]),
            (t("Cancel"), False, [])]),
        _entry("delete-user", "delete user confirm", delete, [
            (t(DELETE_BUTTON, 1), True, [action(url, "delete", ctx, [OTHER_ID])]),
            (t("Cancel"), False, [])]),
        _entry("reset", "disable user two-factor confirm", disable, [
            (t("Confirm"), True, [ELEVATED, action(
                url, "disable_two_factor_authentication", ctx, [OTHER_ID])]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """One's own account page: the password modal, the two-factor popover, its recovery codes
    and confirmations; the passkeys page and the browser's confirm() of a passkey's removal."""
    page = title(t("Edit User"))
    header = {"title": page, "items": [
        {"text": ME_NAME}, {"icon": t("Open dropdown menu")},
        {"button": t("Two-Factor Authentication")}, {"button": t("Change Password")},
        {"button": t("Save")}]}  # fmt: skip
    password = {"title": page, "dialog": {"title": t("Change Password")}, "items": [
        {"field": "current_password", "hint": t("Current Password"), "text": PASSWORD},
        {"field": "password", "hint": t("Password"), "text": NEW_PASSWORD},
        {"field": "password_confirmation", "hint": t("Password Confirmation"),
         "text": NEW_PASSWORD},
        {"button": "Cancel"}, {"button": t("Change Password")}]}  # fmt: skip
    popover = {"title": page, "items": [
        {"text": t("messages.two_factor_enabled")},
        {"button": t("Show recovery codes")},
        {"button": t("Disable two factor authentication")}]}  # fmt: skip
    sure = t("Are you sure?")
    disable = confirmation(page, sure, t("messages.disable_two_factor_authentication"),
                           t("Confirm"), t("Cancel"), [
        {"text": t(f"messages.{OWN_2FA}")}])  # fmt: skip
    codes = {"title": page, "dialog": {"title": t("Recovery Codes")}, "items": [
        {"text": t("messages.two_factor_recovery_codes")},
        {"text": "7QK2-M9XD"}, {"text": "R4TP-8WNV"}, {"text": "J6HC-3LZB"},
        {"button": t("Copy")}, {"button": t("Download")},
        {"button": t("Refresh recovery codes")}, {"button": t("Close")}]}  # fmt: skip
    refresh = confirmation(page, sure, t("messages.two_factor_regenerate_recovery_codes"),
                           t("Confirm"), t("Cancel"))  # fmt: skip
    keys_page = title(t("Passkeys"))
    keys = menu(keys_page, [{"button": t("Create Passkey")}, {"text": PASSKEY_NAME},
                            {"menu": t("Delete")}])  # fmt: skip
    ok, cancel = CONFIRM_BUTTONS[t.language]
    browser = {"title": keys_page, "dialog": {"message": sure},
               "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
    return [
        _entry("opens-prompt", "account page header", header, [
            (t("Change Password"), False, []), (t("Two-Factor Authentication"), False, [])]),
        _entry("overwrite", "change password modal", password, [
            (t("Change Password"), True, [xhr("PATCH", f"/users/{ME_ID}/password", {
                "current_password": PASSWORD, "password": NEW_PASSWORD,
                "password_confirmation": NEW_PASSWORD})]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "two-factor popover", popover, [
            (t("Show recovery codes"), False, [ELEVATED, xhr("GET", "/two-factor/recovery-codes")]),
            (t("Disable two factor authentication"), False, [ELEVATED])]),
        _entry("reset", "disable own two-factor confirm", disable, [
            (t("Confirm"), True, [xhr("DELETE", "/two-factor")]), (t("Cancel"), False, [])]),
        _entry("reversible", "recovery codes modal", codes, [
            (t("Download"), False, [link(f"{CP}/two-factor/recovery-codes/download")]),
            (t("Refresh recovery codes"), False, [])]),
        _entry("revoke", "refresh recovery codes confirm", refresh, [
            (t("Confirm"), True, [xhr("POST", "/two-factor/recovery-codes")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "passkey row menu", keys, [(t("Delete"), False, [])]),
        _entry("revoke", "delete passkey browser confirm", browser, [
            (ok, True, [xhr("DELETE", f"/passkeys/{PASSKEY}")]), (cancel, False, [])]),
    ]  # fmt: skip


def utility_screens(t: Any) -> list[dict[str, Any]]:
    """The cache manager and the e-mail utility's test message."""
    cache = {"title": title(t("Cache Manager"), t("Utilities")), "items": [
        {"text": t("Cache Manager")}, {"button": t("Clear All")}, {"text": t("Content Stache")},
        {"button": t("Warm")}]}  # fmt: skip
    email = {"title": title(t("Email"), t("Utilities")), "items": [
        {"text": t("Send Test Email")}, {"field": "email", "hint": "", "text": TEST_TO},
        {"button": t("Send")}, {"text": t("Configuration")},
        {"text": t("Default Mailer")}]}  # fmt: skip
    return [
        _entry("reversible", "cache manager", cache, [
            (t("Clear All"), False, [xhr("POST", "/utilities/cache/clear-all", {})])]),
        _entry("send", "email utility", email, [
            (t("Send"), True, [xhr("POST", "/utilities/email", {"email": TEST_TO})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*auth_screens(t), *entry_screens(t), *asset_screens(t), *form_screens(t),
            *user_screens(t), *account_screens(t), *utility_screens(t)]  # fmt: skip

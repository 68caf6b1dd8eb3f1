"""Stump's screens for the three-hundred-and-fifty-fourth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``packages/i18n/src/locales/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"  # formatApiURL(window.location.origin): the server that serves the page
LIB, LIB_NAME = "cm1k9z3xq0001lb08h2v7d4rt", "Comics"
LIST = "cm1ka2b7c0004lb08r6n1x9ye"
CLUB = "cm1kb4d9f0007lb08q2w5m8zt"
USER, USER_NAME = "cm1kc6f1h000alb08t4y7p0uv", "marta"
BOOK, BOOK_NAME = "cm1kd8h3j000dlb08w6z9r2xy", "Saga #1"
JOB = "9f1c2a7e-4b3d-4e8a-b6f5-2d0c8e9a1b47"  # a finished scan
RUNNING = "3e7d9b2c-6a1f-4c0e-8d5b-7f2a9e4c1d36"  # a running scan
KEY, KEY_NAME = 7, "Tablet reader"
DEVICE, DEVICE_NAME, DEVICE_MAIL = 3, "Ana's Kindle", "ana.reads@kindle.com"
ADDRESS = "marta@example.org"
PASSWORD = "correct-horse-battery"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request of the SDK to the same origin; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"stump {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, heading: str, message: str | None, confirm_text: str,
            extra: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """ConfirmationModal: a dialog over its page, its children, then Cancel (the component's
    own English word) and the confirm button."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": title, "dialog": dialog,
            "items": [*(extra or []), {"button": "Cancel"}, {"button": confirm_text}]}  # fmt: skip


def menu(title: str, labels: list[str]) -> dict[str, Any]:
    """An open DropdownMenu: its entries."""
    return {"title": title, "items": [{"menu": label} for label in labels]}


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's library menu, the library's deletion and cleaning confirmations, its scan
    history and thumbnails, the user menu's sign-out, the login and claim pages."""
    home = "Stump | Home"
    side = menu(home, [t("sidebar.libraryOptions.scanLibrary"),
                       t("sidebar.libraryOptions.fileExplorer"),
                       t("sidebar.libraryOptions.manageLibrary"),
                       t("sidebar.libraryOptions.deleteLibrary")])  # fmt: skip
    delete_library = confirm(
        home, "Delete Library",
        "Are you sure you want to delete this library? This action cannot be undone.",
        "Delete Library")  # fmt: skip
    user_menu = {"title": home, "items": [
        {"text": USER_NAME}, {"link": "Notifications"}, {"link": "Settings"},
        {"button": "Sign out"}]}  # fmt: skip
    sign_out = confirm(home, "Sign out", "Are you sure you want sign out?", "Sign out")
    labels = "authScene.form.labels"
    fields = [{"field": "username", "hint": t(f"{labels}.username"), "text": USER_NAME},
              {"field": "password", "hint": t(f"{labels}.password"), "text": PASSWORD}]  # fmt: skip
    login = {"title": "Stump", "items": [
        {"text": "Stump"}, *fields, {"button": t("authScene.form.buttons.login")}]}  # fmt: skip
    claim = {"title": "Stump", "items": [
        {"text": t("authScene.claimHeading")}, {"text": t("authScene.claimText")}, *fields,
        {"button": t("authScene.form.buttons.createAccount")}]}  # fmt: skip
    clean = "librarySettingsScene.danger-zone/delete.sections.cleanLibrary"
    clean_library = confirm("Stump", t(f"{clean}.confirmation.label"),
                            t(f"{clean}.confirmation.text"),
                            t(f"{clean}.confirmation.label"))  # fmt: skip
    history = "librarySettingsScene.options/scanning.sections.history"
    scan_history = {"title": "Stump", "items": [
        {"text": t(f"{history}.heading")}, {"text": t(f"{history}.description")},
        {"button": t(f"{history}.clearHistory")}]}  # fmt: skip
    management = "librarySettingsScene.options/thumbnails.sections.management"
    thumbnails = {"title": "Stump", "items": [
        {"text": t(f"{management}.heading")}, {"text": t(f"{management}.description")},
        {"text": "Regenerate thumbnails"},
        {"text": "Either generate missing thumbnails or force the recreation of all thumbnails"},
        {"button": "Generate thumbnails"},
        {"text": "Delete all generated thumbnails for this library"},
        {"button": "Delete thumbnails"}]}  # fmt: skip
    generate = menu("Stump", ["Create missing only", "Force recreate all"])
    delete_thumbnails = confirm(
        "Stump", "Delete library thumbnails",
        "Are you sure you want to delete all thumbnails for this library? You will have to "
        "manually regenerate them.", "Delete thumbnails")  # fmt: skip
    return [
        _entry("opens-prompt", "sidebar library menu", side, [
            (t("sidebar.libraryOptions.deleteLibrary"), False, [])]),
        _entry("reversible", "sidebar library menu scan", side, [
            (t("sidebar.libraryOptions.scanLibrary"), False, [
                api("POST", f"/libraries/{LIB}/scan", {})])]),
        _entry("delete", "delete library confirm", delete_library, [
            ("Delete Library", True, [api("DELETE", f"/libraries/{LIB}")]),
            ("Cancel", False, [])]),
        _entry("opens-prompt", "user menu", user_menu, [("Sign out", False, [])]),
        _entry("reversible", "sign out confirm", sign_out, [
            ("Sign out", False, [api("POST", "/auth/logout")]), ("Cancel", False, [])]),
        _entry("reversible", "login page", login, [
            (t("authScene.form.buttons.login"), False, [api("POST", "/auth/login", {
                "password": PASSWORD, "username": USER_NAME})])]),
        _entry("reversible", "claim page", claim, [
            (t("authScene.form.buttons.createAccount"), False, [
                api("POST", "/auth/register", {"password": PASSWORD, "username": USER_NAME}),
                api("POST", "/auth/login", {"password": PASSWORD, "username": USER_NAME})])]),
        _entry("delete", "clean library confirm", clean_library, [
            (t(f"{clean}.confirmation.label"), True, [api("PUT", f"/libraries/{LIB}/clean")]),
            ("Cancel", False, [])]),
        _entry("delete", "scan history section", scan_history, [
            (t(f"{history}.clearHistory"), True, [
                api("DELETE", f"/libraries/{LIB}/scan-history")])]),
        _entry("opens-prompt", "thumbnails section", thumbnails, [
            ("Generate thumbnails", False, []), ("Delete thumbnails", False, [])]),
        _entry("reversible", "generate thumbnails menu", generate, [
            ("Create missing only", False, [api(
                "POST", f"/libraries/{LIB}/thumbnail/generate", {"force_regenerate": False})])]),
        _entry("reversible", "delete thumbnails confirm", delete_thumbnails, [
            ("Delete thumbnails", False, [api("DELETE", f"/libraries/{LIB}/thumbnail")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A smart list's and a book club's deletion, the user management table's row menus,
    the user deletion modal and the login activity, the job history and its row menus, the
    persisted logs and their deletion."""
    smart = "smartListSettingsScene.danger-zone/delete.sections.deleteList.confirmation"
    delete_list = confirm("Stump", t(f"{smart}.title"), t(f"{smart}.description"),
                          t(f"{smart}.confirm"))  # fmt: skip
    delete_club = confirm(
        "Stump | Book Clubs", "Delete book club",
        "Are you sure you want to delete this club? This action cannot be undone.",
        "Delete club")  # fmt: skip
    users_t = f"Stump | {t('settingsScene.server/users.helmet')}"
    row = menu(users_t, ["Inspect", "Clear sessions", "Edit", "Delete", "Lock account"])
    locked = menu(users_t, ["Inspect", "Clear sessions", "Edit", "Delete", "Unlock account"])

    def delete_user(hard: bool) -> dict[str, Any]:
        return confirm(
            users_t, "Delete User Account",
            "Are you sure you want to delete this user? If you select the hard delete option, "
            "this user and all of their data will be permanently deleted.", "Delete User",
            [{"switch": "Hard Delete User", "checked": hard}])  # fmt: skip

    activity = {"title": users_t, "items": [
        {"text": "Login activity can be cleared and deleted from the database at any time."},
        {"button": "Clear activity"}]}  # fmt: skip
    jobs = "settingsScene.server/jobs.sections.history"
    jobs_t = f"Stump | {t('settingsScene.server/jobs.helmet')}"
    history = {"title": jobs_t, "items": [
        {"text": t(f"{jobs}.title")}, {"text": t(f"{jobs}.description")},
        {"text": t(f"{jobs}.table.deleteAllMessage")},
        {"button": t(f"{jobs}.table.deleteAllConfirmButton")}]}  # fmt: skip
    finished = menu(jobs_t, ["View data", "View logs", "Clear logs", "Delete"])
    running = menu(jobs_t, ["Cancel", "View data"])
    logs = "settingsScene.server/logs.sections.persistedLogs"
    logs_t = f"Stump | {t('settingsScene.server/logs.helmet')}"
    persisted = {"title": logs_t, "items": [
        {"text": t(f"{logs}.title")}, {"text": t(f"{logs}.description")},
        {"button": t(f"{logs}.deleteLogs.title")}]}  # fmt: skip
    delete_logs = confirm(logs_t, t(f"{logs}.deleteLogs.title"),
                          t(f"{logs}.deleteLogs.description"), t(f"{logs}.deleteLogs.confirm"),
                          [{"text": t(f"{logs}.deleteLogs.disclaimer")}])  # fmt: skip
    user_url = f"/users/{USER}"
    return [
        _entry("delete", "delete smart list confirm", delete_list, [
            (t(f"{smart}.confirm"), True, [api("DELETE", f"/smart-lists/{LIST}")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete book club confirm", delete_club, [
            ("Delete club", True, [api("DELETE", f"/book-clubs/{CLUB}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "user row menu", row, [
            ("Lock account", False, [api("PUT", user_url, {"lock": True})]),
            ("Inspect", False, [])]),
        _entry("revoke", "user row menu clear sessions", row, [
            ("Clear sessions", True, [api("DELETE", f"{user_url}/sessions")])]),
        _entry("opens-prompt", "user row menu delete", row, [("Delete", False, [])]),
        _entry("reversible", "locked user row menu", locked, [
            ("Unlock account", False, [api("PUT", user_url, {"lock": False})])]),
        _entry("delete-user", "delete user modal", delete_user(False), [
            ("Delete User", True, [api("DELETE", user_url, {"hard_delete": False})]),
            ("Hard Delete User", False, []), ("Cancel", False, [])]),
        _entry("delete-user", "delete user modal hard delete", delete_user(True), [
            ("Delete User", True, [api("DELETE", user_url, {"hard_delete": True})])]),
        _entry("delete", "login activity", activity, [
            ("Clear activity", True, [api("DELETE", "/users/login-activity")])]),
        _entry("delete", "job history", history, [
            (t(f"{jobs}.table.deleteAllConfirmButton"), True, [api("DELETE", "/jobs")])]),
        _entry("delete", "finished job menu", finished, [
            ("Delete", True, [api("DELETE", f"/jobs/{JOB}")]), ("View data", False, [])]),
        _entry("delete", "finished job menu clear logs", finished, [
            ("Clear logs", True, [api("DELETE", f"/logs?job_id={JOB}")])]),
        _entry("reversible", "running job menu", running, [
            ("Cancel", False, [api("DELETE", f"/jobs/{RUNNING}/cancel")])]),
        _entry("opens-prompt", "persisted logs section", persisted, [
            (t(f"{logs}.deleteLogs.title"), False, [])]),
        _entry("delete", "delete logs confirm", delete_logs, [
            (t(f"{logs}.deleteLogs.confirm"), True, [api("DELETE", "/logs")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def key_and_mail_screens(t: Any) -> list[dict[str, Any]]:
    """The API keys page, a key's row menu, its deletion and the creation modal; the email
    devices, a device's row menu, its deletion and creation; a book's email dialog."""
    keys = "settingsScene.app/apiKeys"
    modal = f"{keys}.sections.createKey.modal"
    page = {"title": "Stump", "items": [
        {"text": t(f"{keys}.title")}, {"text": t(f"{keys}.description")},
        {"button": t(f"{modal}.trigger")}, {"text": t(f"{keys}.sections.table.title")},
        {"text": KEY_NAME}, {"text": t(f"{keys}.shared.fields.inherited")}]}  # fmt: skip
    action = f"{keys}.sections.table.actionMenu"
    key_menu = menu("Stump", [t(f"{action}.inspect"), t(f"{action}.delete")])
    delete_key = confirm("Stump", "Delete API key",
                         "Anything using this key will immediately lose authentication",
                         "Delete key")  # fmt: skip
    create_key = {"title": "Stump", "dialog": {
        "title": t(f"{modal}.heading.creating"), "message": t(f"{modal}.description.creating")},
        "items": [
            {"field": "name", "hint": "Name", "text": KEY_NAME},
            {"button": t("common.cancel")}, {"button": t(f"{modal}.submit")}]}  # fmt: skip
    devices = "settingsScene.server/email.sections.devices"
    mail_t = f"Stump | {t('settingsScene.server/email.helmet')}"
    device_page = {"title": mail_t, "items": [
        {"text": t(f"{devices}.title")}, {"text": t(f"{devices}.description")},
        {"button": t(f"{devices}.addDevice")}, {"text": DEVICE_NAME},
        {"text": DEVICE_MAIL}]}  # fmt: skip
    device_menu = menu(mail_t, ["Edit", "Delete"])
    delete_device = confirm(
        mail_t, "Delete device", "Are you sure you want to delete this device?", "Delete device"
    )
    add = f"{devices}.addOrUpdateDevice"
    create_device = {"title": mail_t, "dialog": {"title": t(f"{add}.title.create")}, "items": [
        {"field": "name", "hint": t(f"{add}.name.label"), "text": DEVICE_NAME},
        {"field": "email", "hint": t(f"{add}.email.label"), "text": DEVICE_MAIL},
        {"switch": t(f"{add}.forbidden.label"), "checked": False},
        {"button": t(f"{add}.submit.create")}]}  # fmt: skip
    book = "bookOverviewScene.emailBook"
    book_t = f"Stump | {BOOK_NAME}"

    def email_book(addresses: list[str]) -> dict[str, Any]:
        return {"title": book_t, "dialog": {
            "title": t(f"{book}.heading"), "message": t(f"{book}.description")}, "items": [
            {"text": t(f"{book}.form.devices.label")}, {"text": DEVICE_NAME},
            *({"text": address} for address in addresses),
            {"field": "email", "hint": t(f"{book}.form.email.label"), "text": ""},
            {"button": t("common.add")}, {"button": "Cancel"},
            {"button": "Confirm"}]}  # fmt: skip

    def send(*to: dict[str, Any]) -> list[Any]:
        return [api("POST", "/emailers/send-attachment", {"media_ids": [BOOK],
                                                          "send_to": list(to)})]  # fmt: skip

    return [
        _entry("opens-prompt", "api keys page", page, [(t(f"{modal}.trigger"), False, [])]),
        _entry("opens-prompt", "api key row menu", key_menu, [
            (t(f"{action}.delete"), False, []), (t(f"{action}.inspect"), False, [])]),
        _entry("revoke", "delete api key confirm", delete_key, [
            ("Delete key", True, [api("DELETE", f"/api-keys/{KEY}")]), ("Cancel", False, [])]),
        _entry("reversible", "create api key modal", create_key, [
            (t(f"{modal}.submit"), False, [api("POST", "/api-keys", {
                "name": KEY_NAME, "permissions": "inherit"})]),
            (t("common.cancel"), False, [])]),
        _entry("opens-prompt", "email devices section", device_page, [
            (t(f"{devices}.addDevice"), False, [])]),
        _entry("opens-prompt", "device row menu", device_menu, [("Delete", False, [])]),
        _entry("delete", "delete device confirm", delete_device, [
            ("Delete device", True, [api("DELETE", f"/email-devices/{DEVICE}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "create device modal", create_device, [
            (t(f"{add}.submit.create"), False, [api("POST", "/email-devices", {
                "email": DEVICE_MAIL, "forbidden": False, "name": DEVICE_NAME})])]),
        _entry("send", "email book dialog", email_book([]), [
            ("Confirm", True, send({"device_id": DEVICE})),
            (t("common.add"), False, []), ("Cancel", False, [])]),
        _entry("send", "email book dialog with an address", email_book([ADDRESS]), [
            ("Confirm", True, send({"device_id": DEVICE}, {"email": ADDRESS}))]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*library_screens(t), *people_screens(t), *key_and_mail_screens(t)]

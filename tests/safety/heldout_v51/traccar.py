"""Traccar's screens for the fifty-first held-out corpus: ``screens(t)`` lays them out in one
language, ``t(key)`` being that language's lookup of a key of the app's l10n catalogue. What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

API = "/api"
DEVICE, GROUP, ME, USER = 12, 2, 1, 7
DEPOT, WAREHOUSE, NOTIFICATION, DRIVER = 4, 5, 5, 3
MAINTENANCE, COMMAND, CALENDAR = 6, 8, 9
NAME = "Van 12"
EMAIL = "alice@harbour.example"
TOKEN = "RzBFAiEA3kq9Lm2Rt7Vb5Nw8Yc4Hd6Jf1Gs0Az"
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None, form: dict[str, str] | None = None) -> Any:
    """One fetch under /api: a JSON body (``JSON.stringify``) or URLSearchParams as a form."""
    if body is None and form is None:
        return f"{method} {API}{path}"
    text = urlencode(form) if form is not None else json.dumps(
        body, ensure_ascii=False, separators=(",", ":"))  # fmt: skip
    return {"request": f"{method} {API}{path}", "body": text}


def page(t: Any, *crumbs: str) -> str:
    """PageLayout's title: the last of its breadcrumbs."""
    return t(crumbs[-1])


def snackbar(t: Any, title: str) -> dict[str, Any]:
    """RemoveDialog: a snackbar asking "Remove item?" with one Remove button."""
    return {"title": title, "dialog": {"message": t("sharedRemoveConfirm")},
            "items": [{"button": t("sharedRemove")}]}  # fmt: skip


def map_screens(t: Any) -> list[dict[str, Any]]:
    """The main map: the selected device's status card, its Extra menu, the remove snackbar,
    the account menu."""
    card = {"title": NAME, "items": [
        {"text": t("deviceStatusOnline")}, {"icon": t("sharedExtra")},
        {"icon": t("reportReplay")}, {"icon": t("commandTitle")}, {"icon": t("sharedEdit")},
        {"icon": t("sharedRemove")}]}  # fmt: skip
    extra = {"title": NAME, "dialog": {}, "items": [
        {"menu": t("sharedCreateGeofence")}, {"menu": t("linkGoogleMaps")},
        {"menu": t("linkAppleMaps")}, {"menu": t("linkStreetView")},
        {"menu": t("sharedShare")}]}  # fmt: skip
    account = {"title": t("mapTitle"), "dialog": {}, "items": [
        {"menu": t("settingsUser")}, {"menu": t("loginLogout")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "status card", card, [
            (t("sharedRemove"), False, []), (t("commandTitle"), False, []),
            (t("sharedEdit"), False, []), (t("sharedExtra"), False, [])]),
        _entry("reversible", "status card extra menu", extra, [
            (t("sharedCreateGeofence"), False, [
                send("POST", "/geofences", {
                    "name": t("sharedGeofence"), "area": "CIRCLE (48.8566 2.3522, 50)"}),
                send("POST", "/permissions", {"deviceId": DEVICE, "geofenceId": 11})]),
            (t("sharedShare"), False, [])]),
        _entry("delete", "status card remove snackbar", snackbar(t, NAME), [
            (t("sharedRemove"), True, [send("DELETE", f"/devices/{DEVICE}")])]),
        _entry("reversible", "account menu", account, [
            (t("settingsUser"), False, []),
            (t("loginLogout"), False, [send("DELETE", "/session")])]),
    ]  # fmt: skip


def command_screens(t: Any) -> list[dict[str, Any]]:
    """Sending a command to a device and a custom command to a group."""
    device = {"title": page(t, "settingsTitle", "deviceCommand"), "items": [
        {"text": t("sharedRequired")},
        {"field": "type", "hint": t("sharedType"), "text": t("commandEngineStop")},
        {"button": t("sharedCancel")}, {"button": t("commandSend")}]}  # fmt: skip
    group = {"title": page(t, "settingsTitle", "deviceCommand"), "items": [
        {"text": t("sharedRequired")},
        {"field": "type", "hint": t("sharedType"), "text": t("commandCustom")},
        {"field": "data", "hint": t("commandData"), "text": "SETGPS,30"},
        {"switch": t("commandSendSms")},
        {"button": t("sharedCancel")}, {"button": t("commandSend")}]}  # fmt: skip
    return [
        _entry("send", "device command page", device, [
            (t("commandSend"), True, [send("POST", "/commands/send", {
                "type": "engineStop", "attributes": {}, "deviceId": DEVICE})]),
            (t("sharedCancel"), False, [])]),
        _entry("send", "group command page", group, [
            (t("commandSend"), True, [send("POST", f"/commands/send?groupId={GROUP}", {
                "type": "custom", "attributes": {"data": "SETGPS,30"}})])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The settings lists (each row's CollectionActions) and the remove snackbar of each."""
    devices = {"title": page(t, "settingsTitle", "deviceTitle"), "items": [
        {"text": NAME}, {"icon": t("sharedConnections")}, {"icon": t("sharedEdit")},
        {"icon": t("sharedRemove")}, {"button": t("reportExport")}]}  # fmt: skip
    users = {"title": page(t, "settingsTitle", "settingsUsers"), "items": [
        {"text": "Maria Lopez"}, {"icon": t("loginLogin")}, {"icon": t("sharedConnections")},
        {"icon": t("sharedEdit")}, {"icon": t("sharedRemove")}]}  # fmt: skip

    def rows(crumb: str, row: str) -> dict[str, Any]:
        return {"title": page(t, "settingsTitle", crumb), "items": [
            {"text": row}, {"icon": t("sharedEdit")}, {"icon": t("sharedRemove")}]}  # fmt: skip

    def remove(crumb: str, endpoint: str, item: int) -> dict[str, Any]:
        acts = [(t("sharedRemove"), True, [send("DELETE", f"/{endpoint}/{item}")])]
        return _entry("delete", f"{endpoint} remove snackbar",
                      snackbar(t, page(t, "settingsTitle", crumb)), acts)  # fmt: skip

    return [
        _entry("opens-prompt", "devices list", devices, [
            (t("sharedRemove"), False, []), (t("sharedConnections"), False, []),
            (t("sharedEdit"), False, [])]),
        _entry("reversible", "users list", users, [
            (t("loginLogin"), False, [send("GET", f"/session/{USER}")]),
            (t("sharedRemove"), False, []), (t("sharedConnections"), False, [])]),
        _entry("opens-prompt", "notifications list",
               rows("sharedNotifications", t("eventIgnitionOn")), [(t("sharedRemove"), False, [])]),
        _entry("opens-prompt", "drivers list", rows("sharedDrivers", "Tom Becker"),
               [(t("sharedRemove"), False, [])]),
        _entry("opens-prompt", "geofences list", rows("sharedGeofences", "Depot"),
               [(t("sharedRemove"), False, [])]),
        remove("deviceTitle", "devices", DEVICE),
        remove("settingsUsers", "users", USER),
        remove("sharedNotifications", "notifications", NOTIFICATION),
        remove("sharedDrivers", "drivers", DRIVER),
        remove("sharedGeofences", "geofences", DEPOT),
        remove("settingsGroups", "groups", GROUP),
        remove("sharedMaintenance", "maintenance", MAINTENANCE),
        remove("sharedSavedCommands", "commands", COMMAND),
        remove("sharedCalendars", "calendars", CALENDAR),
    ]  # fmt: skip


def edit_screens(t: Any) -> list[dict[str, Any]]:
    """A device's page, its accumulators and connections, a user's connections, the
    notification page, the announcement, the share page and the server page."""
    device = {"title": page(t, "settingsTitle", "sharedDevice"), "items": [
        {"field": "name", "hint": t("sharedName"), "text": "Van 12 (north)", "focused": True},
        {"field": "uniqueId", "hint": t("deviceIdentifier"), "text": "864895030123456"},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    saved = {"id": DEVICE, "name": "Van 12 (north)", "uniqueId": "864895030123456",
             "status": "online", "disabled": False, "groupId": GROUP, "attributes": {}}  # fmt: skip
    accumulators = {"title": page(t, "sharedDeviceAccumulators"), "items": [
        {"field": "hours", "hint": t("positionHours"), "text": "1520"},
        {"field": "totalDistance", "hint": t("deviceTotalDistance"), "text": "84210"},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    links = {"title": page(t, "settingsTitle", "sharedDevice", "sharedConnections"),
             "dialog": {}, "items": [
        {"field": "geofences", "hint": t("sharedGeofences"), "text": "Depot"},
        {"menu": "Depot"}, {"menu": "Warehouse"}]}  # fmt: skip
    user_links = {"title": page(t, "settingsTitle", "settingsUser", "sharedConnections"),
                  "dialog": {}, "items": [
        {"field": "devices", "hint": t("deviceTitle"), "text": NAME},
        {"menu": NAME}, {"menu": "Truck 3"}]}  # fmt: skip
    notification = {"title": page(t, "settingsTitle", "sharedNotification"), "items": [
        {"field": "type", "hint": t("sharedType"), "text": t("eventIgnitionOn")},
        {"field": "notificators", "hint": t("notificationNotificators"),
         "text": t("notificatorMail")},
        {"button": t("sharedTestNotificators")}, {"switch": t("notificationAlways")},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    rule = {"id": NOTIFICATION, "type": "ignitionOn", "notificators": "mail", "always": False,
            "calendarId": 0, "commandId": 0, "attributes": {}}  # fmt: skip
    message = {"subject": "Depot closed Friday", "body": "Park at the north gate."}
    announcement = {"title": page(t, "serverAnnouncement"), "items": [
        {"field": "users", "hint": t("settingsUsers"), "text": "Maria Lopez"},
        {"field": "notificator", "hint": t("notificationNotificators"),
         "text": t("notificatorMail")},
        {"field": "subject", "hint": t("sharedSubject"), "text": message["subject"]},
        {"field": "body", "hint": t("commandMessage"), "text": message["body"]},
        {"button": t("sharedCancel")}, {"button": t("commandSend")}]}  # fmt: skip
    share = {"title": page(t, "sharedShare"), "items": [
        {"field": "device", "hint": t("sharedDevice"), "text": NAME},
        {"field": "expiration", "hint": t("userExpirationTime"), "text": "2026-12-11T09:30"},
        {"button": t("reportShow")}, {"field": "link", "hint": t("sharedLink"), "text": ""},
        {"button": t("sharedCancel")}, {"button": t("sharedCopy")}]}  # fmt: skip
    server = {"title": page(t, "settingsTitle", "settingsServer"), "items": [
        {"switch": t("serverRegistration")}, {"switch": t("serverReadonly")},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    return [
        _entry("reversible", "device page", device, [
            (t("sharedSave"), False, [send("PUT", f"/devices/{DEVICE}", saved)]),
            (t("sharedCancel"), False, [])]),
        _entry("reversible", "accumulators page", accumulators, [
            (t("sharedSave"), False, [send("PUT", f"/devices/{DEVICE}/accumulators", {
                "deviceId": DEVICE, "hours": 5472000000, "totalDistance": 84210000})])]),
        _entry("reversible", "device connections", links, [
            ("Warehouse", False, [send(
                "POST", "/permissions", {"deviceId": DEVICE, "geofenceId": WAREHOUSE})]),
            ("Depot", False, [send(
                "DELETE", "/permissions", {"deviceId": DEVICE, "geofenceId": DEPOT})])]),
        _entry("reversible", "user connections", user_links, [
            (NAME, False, [send("DELETE", "/permissions", {"userId": USER, "deviceId": DEVICE})])]),
        _entry("send", "notification page", notification, [
            (t("sharedTestNotificators"), True, [
                send("POST", "/notifications/test/mail", rule)]),
            (t("sharedSave"), False, [send("PUT", f"/notifications/{NOTIFICATION}", rule)]),
            (t("sharedCancel"), False, [])]),
        _entry("send", "announcement page", announcement, [
            (t("commandSend"), True, [send("POST", f"/notifications/send/mail?userId={USER}",
                                           message)]),
            (t("sharedCancel"), False, [])]),
        _entry("reversible", "share page", share, [
            (t("reportShow"), False, [send("POST", "/share/device", form={
                "deviceId": str(DEVICE), "expiration": "2026-12-11T08:30:00.000Z"})]),
            (t("sharedCopy"), False, [])]),
        _entry("reversible", "server page", server, [
            (t("sharedSave"), False, [send("PUT", "/server", {
                "id": 1, "registration": False, "readonly": False, "attributes": {}})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account page with its revoke dialog and delete-account section, the preferences
    page and the password reset page."""
    user = {"id": ME, "name": "Alice Moreau", "email": EMAIL, "administrator": True,
            "attributes": {}}  # fmt: skip
    account = {"title": page(t, "settingsTitle", "settingsUser"), "items": [
        {"field": "name", "hint": t("sharedName"), "text": "Alice Moreau"},
        {"field": "email", "hint": t("userEmail"), "text": EMAIL},
        {"button": t("userRevokeToken")},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    revoke = {"title": page(t, "settingsTitle", "settingsUser"), "dialog": {}, "items": [
        {"field": "token", "hint": t("userToken"), "text": TOKEN, "focused": True},
        {"button": t("sharedCancel")}, {"button": t("userRevokeToken")}]}  # fmt: skip
    delete = {"title": page(t, "settingsTitle", "settingsUser"), "items": [
        {"field": "deleteEmail", "hint": t("userEmail"), "text": EMAIL},
        {"button": t("userDeleteAccount")}]}  # fmt: skip
    preferences = {"title": page(t, "settingsTitle", "sharedPreferences"), "items": [
        {"switch": t("mapClustering")}, {"text": t("userToken")},
        {"field": "expiration", "hint": t("userExpirationTime"), "text": "2026-12-11"},
        {"button": t("sharedEmulator")}, {"button": t("serverReboot")},
        {"button": t("sharedCancel")}, {"button": t("sharedSave")}]}  # fmt: skip
    reset = {"title": "Traccar", "items": [
        {"field": "email", "hint": t("userEmail"), "text": EMAIL, "focused": True},
        {"button": t("loginReset")}]}  # fmt: skip
    return [
        _entry("reversible", "account page", account, [
            (t("sharedSave"), False, [send("PUT", f"/users/{ME}", user)]),
            (t("userRevokeToken"), False, [])]),
        _entry("revoke", "revoke token dialog", revoke, [
            (t("userRevokeToken"), True, [send("POST", "/session/token/revoke",
                                               form={"token": TOKEN})]),
            (t("sharedCancel"), False, [])]),
        _entry("delete-account", "delete account", delete, [
            (t("userDeleteAccount"), True, [send("DELETE", f"/users/{ME}")])]),
        _entry("reversible", "preferences page", preferences, [
            (t("sharedSave"), False, [send("PUT", f"/users/{ME}", {
                **user, "attributes": {"mapCluster": False}})]),
            (t("sharedEmulator"), False, [])]),
        _entry("server", "preferences page (reboot)", preferences, [
            (t("serverReboot"), True, [send("POST", "/server/reboot")])]),
        _entry("reset-password", "reset password page", reset, [
            (t("loginReset"), True, [send("POST", "/password/reset", form={"email": EMAIL})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*map_screens(t), *command_screens(t), *list_screens(t), *edit_screens(t),
            *account_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"traccar {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

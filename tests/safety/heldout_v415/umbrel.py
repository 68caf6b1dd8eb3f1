"""umbrelOS's screens for the four-hundred-and-fifteenth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``packages/ui/public/locales/<lang>.json`` catalogue. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "http://umbrel.local"  # the device's address on the home network; the UI's origin
# Made up: the session JWT that the UI keeps in localStorage and puts on the socket's URL.
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJsb2dnZWRJbiI6dHJ1ZSwiaWF0IjoxNzc4MDAwMDAwfQ."
       "Xk3pR8vQ2mLc7Tn0bWf5YsHj9aEu4GdZ1oKiNqVrB6s")  # fmt: skip
SOCKET = f"WEBSOCKET ws://umbrel.local/trpc?token={JWT}"
MESSAGE_ID = 41  # the tRPC client's running operation id; any value, the same in each case
PASSWORD, NEW_PASSWORD = "moss-lantern-58", "quiet-harbour-73"
APP, APP_ID = "Nextcloud", "nextcloud"
APP2, APP2_ID = "Home Assistant", "home-assistant"
NEW_APP, NEW_APP_ID = "Jellyfin", "jellyfin"
STORE_URL = "https://github.com/sparkles-dev/umbrel-community-app-store"
NEW_STORE_URL = "https://github.com/nolan-apps/umbrel-apps"
STORE_NAME = "Sparkles"
REPO_ID = "3f9a61c2"  # a backup location's id: the first 8 hex digits of a sha256
BACKUP_ID = (
    f"{REPO_ID}:7d0e5b9c2a4f81e36b5d09c7a1f4e2b8"  # location id : the id of one backup in it
)
NAS = "nas.local"
FOLDER, FOLDER_PATH = "Photos", "/Home/Photos"
FILE = "Holiday 2025.jpg"
FILE2 = "Receipts.pdf"
NET_FILE, NET_PATH = "Old clip.mp4", "/Network/nas.local/Media/Old clip.mp4"
DRIVE, DRIVE_ID = "SanDisk Extreme", "sdb"
DRIVE2, DRIVE2_ID = "Seagate Expansion", "sdc"
NAME = "Robin"
OS_RELEASE = "umbrelOS 1.7.3"
NO_INPUT = object()
Act = tuple[str, bool, list[Any]]


def message(method: str, path: str, data: Any = NO_INPUT, mid: int = MESSAGE_ID) -> dict[str, Any]:
    """One tRPC operation as wsClient builds it: ``{id, method, params: {input, path}}``; an
    absent input (and the unset lastEventId) is left out by JSON.stringify."""
    params: dict[str, Any] = {} if data is NO_INPUT else {"input": data}
    params["path"] = path
    return {"id": mid, "method": method, "params": params}


def frame(*messages: dict[str, Any]) -> dict[str, str]:
    """What the socket sends: one message alone, or an array of those queued together."""
    data: Any = messages[0] if len(messages) == 1 else list(messages)
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": SOCKET, "body": body, "via": "websocket"}


def mutation(path: str, data: Any = NO_INPUT) -> dict[str, str]:
    """A tRPC mutation sent over the WebSocket (wsLink: the user is logged in)."""
    return frame(message("mutation", path, data))


def query(path: str, data: Any = NO_INPUT) -> dict[str, str]:
    """A tRPC query sent over the WebSocket."""
    return frame(message("query", path, data))


def http(path: str, data: Any = NO_INPUT) -> Any:
    """A procedure of ``httpOnlyPaths`` (httpLink): a POST whose body is the input, if any."""
    if data is NO_INPUT:
        return f"POST {HOST}/trpc/{path}"
    return {"request": f"POST {HOST}/trpc/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(path: str) -> dict[str, str]:
    """A page load: ``window.location.href = ...``."""
    return {"request": f"GET {HOST}{path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"umbrel {source}", "web": True,
            "screen": {"title": "Umbrel", **screen}, "cases": cases}  # fmt: skip


def alert(title: str, message_text: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An AlertDialog (or the confirmation provider's dialog): its title, its description
    where it has one, then its controls."""
    dialog = {"title": title} if message_text is None else {"title": title, "message": message_text}
    return {"dialog": dialog, "items": items}


def desktop_screens(t: Any) -> list[dict[str, Any]]:
    """The log-out confirmation, an app icon's context menu, the uninstall confirmations, an
    app's App Store page, the updates dialog and the community app stores dialog."""
    cancel = {"button": t("cancel")}
    logout = alert(t("logout.confirm.title"), None, [
        {"button": t("logout.confirm.submit")}, cancel])  # fmt: skip
    menu = {"items": [
        {"text": APP}, {"menu": t("stop")}, {"menu": t("restart")},
        {"menu": t("troubleshoot")}, {"menu": t("desktop.app.context.go-to-store-page")},
        {"menu": t("desktop.app.context.uninstall")}]}  # fmt: skip

    def uninstall(app: str) -> dict[str, Any]:
        return alert(t("app.uninstall.confirm.title", app=app),
                     t("app.uninstall.confirm.description", app=app), [
            {"button": t("app.uninstall.confirm.submit")}, cancel])  # fmt: skip

    store_page = {"items": [
        {"text": NEW_APP}, {"text": t("app-page.section.about")},
        {"button": t("app.install")}, {"text": t("app-page.section.info.title")}]}  # fmt: skip
    updates_two = {"items": [
        {"button": t("app-updates.update-all")},
        {"text": APP}, {"text": f"{t('app-page.section.info.version')} 31.0.4"},
        {"button": t("app-updates.update")},
        {"text": APP2}, {"text": f"{t('app-page.section.info.version')} 2026.4.2"},
        {"button": t("app-updates.update")}]}  # fmt: skip
    updates_one = {"items": [
        {"text": t("app-updates.updates-available-count", count=1)},
        {"button": t("app-updates.update-all")},
        {"text": APP}, {"text": f"{t('app-page.section.info.version')} 31.0.4"},
        {"button": t("app-updates.update")}]}  # fmt: skip
    stores = alert(t("app-store.menu.community-app-stores"), t("community-app-stores.warning"), [
        {"field": "url", "hint": t("url"), "text": NEW_STORE_URL},
        {"button": t("community-app-stores.add-button")},
        {"text": f"{STORE_NAME} {t('community-app-store')}"},
        {"button": t("community-app-store.remove-button")},
        {"button": t("community-app-store.open-button")}])  # fmt: skip
    update_all = frame(
        message("mutation", "apps.update", {"appId": APP_ID}, MESSAGE_ID),
        message("mutation", "apps.update", {"appId": APP2_ID}, MESSAGE_ID + 1),
    )
    return [
        _entry("reversible", "log out confirmation", logout, [
            (t("logout.confirm.submit"), False, [http("user.logout"), page("/login")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "app icon context menu", menu, [
            (t("stop"), False, [mutation("apps.stop", {"appId": APP_ID})]),
            (t("restart"), False, [mutation("apps.restart", {"appId": APP_ID})])]),
        _entry("opens-prompt", "app icon context menu uninstall", menu, [
            (t("desktop.app.context.uninstall"), False, [query("apps.dependents", APP_ID)])]),
        _entry("delete", "uninstall confirmation", uninstall(APP), [
            (t("app.uninstall.confirm.submit"), True,
             [mutation("apps.uninstall", {"appId": APP_ID})]),
            (t("cancel"), False, [])]),
        _entry("delete", "uninstall confirmation second app", uninstall(APP2), [
            (t("app.uninstall.confirm.submit"), True,
             [mutation("apps.uninstall", {"appId": APP2_ID})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "app store page", store_page, [
            (t("app.install"), False, [mutation("apps.install", {"appId": NEW_APP_ID})])]),
        _entry("update", "updates dialog", updates_two, [
            (t("app-updates.update-all"), True, [update_all])]),
        _entry("update", "updates dialog one app", updates_one, [
            (t("app-updates.update"), True, [mutation("apps.update", {"appId": APP_ID})])]),
        _entry("reversible", "community app stores dialog", stores, [
            (t("community-app-stores.add-button"), False,
             [mutation("appStore.addRepository", {"url": NEW_STORE_URL})]),
            (t("community-app-store.remove-button"), False,
             [mutation("appStore.removeRepository", {"url": STORE_URL})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page, its restart, shut-down, name and password dialogs, the advanced
    settings, the factory reset, the software update and the migration assistant."""
    cancel = {"button": t("cancel")}
    settings = {"items": [
        {"text": NAME}, {"button": t("logout")}, {"button": t("restart")},
        {"button": t("shut-down")}, {"text": t("account")},
        {"button": t("change-name")}, {"button": t("change-password")},
        {"switch": t("2fa"), "checked": False},
        {"text": t("settings.file-sharing")}, {"button": t("settings.file-sharing.configure")},
        {"text": t("advanced-settings")}, {"button": t("open")}]}  # fmt: skip
    restart = alert(t("restart.confirm.title"), None, [
        {"button": t("restart.confirm.submit")}, cancel])  # fmt: skip
    shutdown = alert(t("shut-down.confirm.title"), None, [
        {"button": t("shut-down.confirm.submit")}, cancel])  # fmt: skip
    name = {"dialog": {"title": t("change-name")}, "items": [
        {"field": "name", "hint": t("change-name.input-placeholder"), "text": NAME},
        {"button": t("confirm")}, cancel]}  # fmt: skip
    password = {"dialog": {"title": t("change-password")}, "items": [
        {"text": t("change-password.callout")},
        {"field": "oldPassword", "hint": t("change-password.current-password"),
         "text": PASSWORD},
        {"field": "newPassword", "hint": t("change-password.new-password"),
         "text": NEW_PASSWORD},
        {"field": "repeatPassword", "hint": t("change-password.repeat-password"),
         "text": NEW_PASSWORD},
        {"button": t("confirm")}, cancel]}  # fmt: skip
    advanced = {"dialog": {"title": t("advanced-settings")}, "items": [
        {"text": t("terminal")}, {"button": t("open")},
        {"switch": t("beta-program"), "checked": False},
        {"text": t("network")},
        {"switch": t("remote-tor-access"), "checked": False},
        {"text": t("factory-reset")}, {"button": t("reset")}]}  # fmt: skip
    reset = {"items": [
        {"text": t("factory-reset")}, {"text": t("factory-reset-description")},
        {"text": t("factory-reset.confirm.body")},
        {"field": "password", "hint": "", "text": PASSWORD, "focused": True},
        {"button": t("factory-reset.confirm.submit")},
        {"text": t("factory-reset.confirm.submit-callout")}]}  # fmt: skip
    update = {"dialog": {"title": OS_RELEASE}, "items": [
        {"button": t("software-update.install-now")}, cancel]}  # fmt: skip
    device = "Umbrel Home"
    prep = {"items": [
        {"text": t("migration-assistant")},
        {"text": t("migration-assistant-description", deviceName=device)},
        {"text": t("migration-assistant.prep.body")},
        {"text": t("migration-assistant.prep.shut-down-rpi")},
        {"text": t("migration-assistant.prep.connect-disk-to-home", deviceName=device)},
        {"button": t("migration-assistant.prep.button-continue")}]}  # fmt: skip
    ready = {"items": [
        {"text": t("migration-assistant.ready.title")},
        {"text": t("migration-assistant.ready.description", deviceName=device)},
        {"button": t("migration-assistant.continue-migration.ready.submit")},
        {"text": t("migration-assistant.prep.callout", deviceName=device)},
        {"text": t("migration-assistant.ready.hint-use-same-password.title")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "settings page", settings, [
            (t("restart"), False, []), (t("shut-down"), False, []),
            (t("change-password"), False, [])]),
        _entry("reversible", "restart confirmation", restart, [
            (t("restart.confirm.submit"), False, [mutation("system.restart")]),
            (t("cancel"), False, [])]),
        _entry("shutdown", "shut down confirmation", shutdown, [
            (t("shut-down.confirm.submit"), True, [mutation("system.shutdown")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "change name dialog", name, [
            (t("confirm"), False, [mutation("user.set", {"name": NAME})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "change password dialog", password, [
            (t("confirm"), False, [mutation("user.changePassword", {
                "oldPassword": PASSWORD, "newPassword": NEW_PASSWORD})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "advanced settings", advanced, [
            (t("beta-program"), False,
             [mutation("system.setReleaseChannel", {"channel": "beta"})]),
            (t("remote-tor-access"), False, [mutation("apps.setTorEnabled", True)])]),
        _entry("reset", "factory reset password", reset, [
            (t("factory-reset.confirm.submit"), True,
             [mutation("system.factoryReset", {"password": PASSWORD})])]),
        _entry("update", "software update dialog", update, [
            (t("software-update.install-now"), True, [mutation("system.update")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "migration assistant preparation", prep, [
            (t("migration-assistant.prep.button-continue"), False,
             [query("migration.canMigrate")])]),
        _entry("overwrite", "migration assistant ready", ready, [
            (t("migration-assistant.continue-migration.ready.submit"), True,
             [mutation("migration.migrate")])]),
    ]  # fmt: skip


def backup_screens(t: Any) -> list[dict[str, Any]]:
    """The backups page, a backup location, its removal and the restore's last confirmation."""
    cancel = {"button": t("cancel")}
    configure = {"dialog": {"title": t("backups")}, "items": [
        {"text": t("backups.schedule-description")},
        {"button": t("backups-configure.back-up-now")},
        {"text": t("backups-configure.locations")},
        {"button": t("backups-configure.add-backup-location")},
        {"text": NAS}, {"button": t("backups-configure.view")}]}  # fmt: skip
    location = {"dialog": {"title": t("backups")}, "items": [
        {"icon": t("back")}, {"text": NAS},
        {"text": t("backups-configure.connection")}, {"text": t("backups-configure.connected")},
        {"text": t("backups-configure.path")}, {"text": f"/Network/{NAS}/Backups"},
        {"button": t("backups-configure.remove-backup-location")}]}  # fmt: skip
    forget = alert(t("backups-configure.remove-backup-location-confirmation"), t(
        "backups-configure.remove-backup-location-confirmation-description", device=NAS), [
        cancel, {"button": t("backups-configure.remove-backup-location")}])  # fmt: skip
    restore = alert(t("backups-restore.final-confirmation"),
                    t("backups-restore.final-confirmation-description"), [
        {"text": t("backups-restore.enter-password-to-confirm")},
        {"field": "password", "hint": "", "text": PASSWORD, "focused": True},
        cancel, {"button": t("backups-restore.restore-umbrel")}])  # fmt: skip
    return [
        _entry("reversible", "backups page", configure, [
            (t("backups-configure.back-up-now"), False,
             [mutation("backups.backup", {"repositoryId": REPO_ID})])]),
        _entry("opens-prompt", "backup location", location, [
            (t("backups-configure.remove-backup-location"), False, [])]),
        _entry("reversible", "remove backup location confirmation", forget, [
            (t("backups-configure.remove-backup-location"), False,
             [mutation("backups.forgetRepository", {"repositoryId": REPO_ID})]),
            (t("cancel"), False, [])]),
        _entry("overwrite", "restore confirmation", restore, [
            (t("backups-restore.restore-umbrel"), True, [
                http("user.login", {"password": PASSWORD}),
                mutation("backups.restoreBackup", {"backupId": BACKUP_ID})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def files_screens(t: Any) -> list[dict[str, Any]]:
    """The Files app: a folder's context menu, its sharing dialog, a trashed file's menu, the
    permanent deletions, the trash, an external drive's menu and the format dialogs."""
    cancel = {"button": t("cancel")}
    folder_menu = {"items": [
        {"text": FOLDER}, {"menu": t("files-action.open")}, {"menu": t("files-action.rename")},
        {"menu": t("files-action.download")}, {"menu": t("files-action.cut")},
        {"menu": t("files-action.copy")}, {"menu": t("rewind")},
        {"menu": t("files-action.trash")}, {"menu": t("files-action.compress")},
        {"menu": t("files-action.share")}, {"menu": t("files-action.add-favorite")}]}  # fmt: skip
    share = alert(t("files-share.regular-title"), t("files-share.regular-description"), [
        {"switch": t("files-share.toggle", name=FOLDER), "checked": False},
        {"text": t("files-share.instructions.how-to-access")},
        {"button": t("done")}])  # fmt: skip
    trashed_menu = {"items": [
        {"text": FILE}, {"menu": t("files-action.restore")},
        {"menu": t("files-action.delete")}]}  # fmt: skip
    delete_one = alert(t("files-permanently-delete.title-single"),
                       t("files-permanently-delete.description-single", fileName=FILE), [
        {"button": t("files-permanently-delete.confirm")}, cancel])  # fmt: skip
    delete_two = alert(t("files-permanently-delete.title-multiple", count="2"),
                       t("files-permanently-delete.description-multiple", count="2"), [
        {"button": t("files-permanently-delete.confirm")}, cancel])  # fmt: skip
    delete_net = alert(t("files-permanently-delete.title-single"),
                       t("files-permanently-delete.description-single", fileName=NET_FILE), [
        {"button": t("files-permanently-delete.confirm")}, cancel])  # fmt: skip
    trash = {"items": [
        {"text": t("files-sidebar.trash")}, {"button": t("files-action.empty-trash")},
        {"text": FILE}, {"text": FILE2}]}  # fmt: skip
    empty = alert(t("files-empty-trash.title"), t("files-empty-trash.description"), [
        {"button": t("files-empty-trash.confirm")}, cancel])  # fmt: skip
    drive_menu = {"items": [
        {"text": DRIVE}, {"menu": t("files-action.eject-disk")},
        {"menu": t("files-action.format-drive")}]}  # fmt: skip

    def format_dialog(title: str, description: str, ext4: bool, label: str) -> dict[str, Any]:
        return alert(title, description, [
            {"text": t("files-format.filesystem-label")},
            {"radio": "ext4", "checked": ext4}, {"radio": "exFAT", "checked": not ext4},
            {"field": "label", "hint": t("files-format.drive-label"), "text": label},
            {"button": t("files-format.confirm")}, cancel])  # fmt: skip

    def delete(*paths: str) -> list[Any]:
        return [frame(*(message("mutation", "files.delete", {"path": p}, MESSAGE_ID + i)
                        for i, p in enumerate(paths)))]  # fmt: skip

    return [
        _entry("reversible", "folder context menu", folder_menu, [
            (t("files-action.trash"), False, [mutation("files.trash", {"path": FOLDER_PATH})]),
            (t("files-action.add-favorite"), False,
             [mutation("files.addFavorite", {"path": FOLDER_PATH})])]),
        _entry("opens-prompt", "folder context menu share", folder_menu, [
            (t("files-action.share"), False, [])]),
        _entry("reversible", "share folder dialog", share, [
            (t("files-share.toggle", name=FOLDER), False,
             [mutation("files.addShare", {"path": FOLDER_PATH})])]),
        _entry("reversible", "trashed file context menu", trashed_menu, [
            (t("files-action.restore"), False,
             [mutation("files.restore", {"path": f"/Trash/{FILE}"})])]),
        _entry("opens-prompt", "trashed file context menu delete", trashed_menu, [
            (t("files-action.delete"), False, [])]),
        _entry("delete", "permanently delete confirmation", delete_one, [
            (t("files-permanently-delete.confirm"), True, delete(f"/Trash/{FILE}")),
            (t("cancel"), False, [])]),
        _entry("delete", "permanently delete two items", delete_two, [
            (t("files-permanently-delete.confirm"), True,
             delete(f"/Trash/{FILE}", f"/Trash/{FILE2}")),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "trash", trash, [(t("files-action.empty-trash"), False, [])]),
        _entry("delete", "empty trash confirmation", empty, [
            (t("files-empty-trash.confirm"), True, [mutation("files.emptyTrash")]),
            (t("cancel"), False, [])]),
        _entry("delete", "network file delete confirmation", delete_net, [
            (t("files-permanently-delete.confirm"), True, delete(NET_PATH)),
            (t("cancel"), False, [])]),
        _entry("reversible", "external drive context menu", drive_menu, [
            (t("files-action.eject-disk"), False,
             [mutation("files.unmountExternalDevice", {"deviceId": DRIVE_ID})])]),
        _entry("opens-prompt", "external drive context menu format", drive_menu, [
            (t("files-action.format-drive"), False, [])]),
        _entry("erase", "format drive dialog", format_dialog(
            t("files-format.title"), t("files-format.description", driveName=DRIVE),
            True, "MEDIA"), [
            (t("files-format.confirm"), True, [mutation("files.formatExternalDevice", {
                "deviceId": DRIVE_ID, "filesystem": "ext4", "label": "MEDIA"})]),
            (t("cancel"), False, [])]),
        _entry("erase", "format required dialog", format_dialog(
            t("files-format.title-requires-format"),
            t("files-format.description-unreadable", driveName=DRIVE2), False, ""), [
            (t("files-format.confirm"), True, [mutation("files.formatExternalDevice", {
                "deviceId": DRIVE2_ID, "filesystem": "exfat", "label": DRIVE2[:11]})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def login_screens(t: Any) -> list[dict[str, Any]]:
    """The login page (logged out: every call is an HTTP one)."""
    login = {"items": [
        {"text": t("login.title")}, {"text": t("login.subtitle")},
        {"field": "password", "hint": t("login.password-label"), "text": PASSWORD},
        {"button": t("login.password.submit")}]}  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("login.password.submit"), False,
             [http("user.login", {"password": PASSWORD}), page("/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*desktop_screens(t), *settings_screens(t), *backup_screens(t), *files_screens(t),
            *login_screens(t)]  # fmt: skip

"""Runtipi's screens for the three-hundred-and-sixty-second held-out corpus: ``screens(t, date)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``packages/backend/src/modules/i18n/translations/<locale>.json`` catalogue and ``date`` a
backup's date as ``toLocaleString`` writes it in that language. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

TITLE = "Runtipi"  # root.tsx: <title>Runtipi</title> on every page
CLOSE = "Close"  # the Dialog's close button: aria-label="Close", in English in every language
JELLYFIN, JELLYFIN_URN = "Jellyfin", "jellyfin:migrated"  # running, an update available
SYNCTHING, SYNCTHING_URN = "Syncthing", "syncthing:migrated"  # stopped
KUMA, KUMA_URN = "Uptime Kuma", "uptime-kuma:migrated"  # not installed
BACKUP = "jellyfin:migrated-1751072400000.tar.gz"  # BackupManager: `${urn}-${Date.now()}`
BACKUP2 = "syncthing:migrated-1751072400000.tar.gz"
LINK_ID, LINK_NAME, LINK_URL = 3, "Grafana", "https://grafana.home.lan"
LINK2_ID, LINK2_NAME = 4, "Router"
STORE_SLUG, STORE_NAME = "5e1c0a9f", "homelab"
STORE_URL = "https://github.com/alice-home/homelab-apps"
EMAIL, PASSWORD, NEW_PASSWORD = "alice@example.org", "correct-horse-battery", "Tr4vel-Mug-91"
SETTINGS = {  # PATCH /api/user-settings: settingsSchema.parse's keys, in its order
    "appsRepoUrl": "https://github.com/runtipi/runtipi-appstore", "localDomain": "tipi.lan",
    "guestDashboard": False, "allowAutoThemes": True, "allowErrorMonitoring": False,
    "timeZone": "Europe/Berlin", "advancedSettings": False, "internalIp": "192.168.1.20",
    "listenIp": "0.0.0.0", "port": 80, "sslPort": 443, "eventsTimeout": 5,
    "persistTraefikConfig": False, "domain": "example.com", "appDataPath": "/opt/runtipi",
    "forwardAuthUrl": "http://runtipi:3000/api/auth/traefik", "logLevel": "info",
    "themeColor": "blue", "themeBase": "gray"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """The generated client's request from script to the same origin; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def lifecycle(method: str, urn: str, verb: str, data: Any = None) -> Any:
    """``/api/app-lifecycle/{urn}/...``: the URN goes through encodeURIComponent."""
    return api(method, f"/api/app-lifecycle/{quote(urn, safe='')}/{verb}", data)


def page(url: str) -> dict[str, str]:
    """A page load: ``window.open``, an ``<a target="_blank">`` or a reload."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"runtipi {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A Dialog over its page: its DialogTitle, its description, the close button, then the
    form and the footer's buttons."""
    shown = {"title": heading, "message": message} if message else {"title": heading}
    return {"title": TITLE, "dialog": shown, "items": [{"icon": CLOSE}, *items]}


def app_screens(t: Any, date: str) -> list[dict[str, Any]]:
    """The navigation bar, the My Apps page, its update-all dialog, the external links'
    dialogs and context menu, an app's page running and stopped with its action dialogs, its
    tabs, backups and user config, and the install dialog of an app not installed."""
    nav = {"title": TITLE, "items": [
        {"link": "Runtipi"}, {"link": t("HEADER_SOURCE_CODE")}, {"link": t("HEADER_SPONSOR")},
        {"icon": t("HEADER_LOGOUT")}, {"link": t("HEADER_DASHBOARD")},
        {"link": t("HEADER_APPS")}, {"link": t("HEADER_APP_STORE")},
        {"link": t("HEADER_SETTINGS")}]}  # fmt: skip
    my_apps = {"title": TITLE, "items": [
        {"text": t("HEADER_APPS")}, {"button": t("MY_APPS_UPDATE_ALL_FORM_SUBMIT")},
        {"link": JELLYFIN}, {"text": t("MY_APPS_UPDATE_AVAILABLE")}, {"link": SYNCTHING},
        {"link": LINK_NAME}, {"link": LINK2_NAME},
        {"button": t("LINKS_ADD_TITLE"), "desc": t("LINKS_ADD_SUBTITLE")}]}  # fmt: skip
    update_all = dialog(t("MY_APPS_UPDATE_ALL_FORM_TITLE"), [
        {"text": t("MY_APPS_UPDATE_ALL_FORM_SUBTITLE_2")},
        {"button": t("MY_APPS_UPDATE_ALL_FORM_SUBMIT")}],
        t("MY_APPS_UPDATE_ALL_FORM_SUBTITLE_1"))  # fmt: skip

    def link_form(heading: str, submit: str, title: str, url: str) -> dict[str, Any]:
        return dialog(t(heading), [
            {"field": "title", "hint": t("LINKS_FORM_LINK_TITLE"), "text": title},
            {"field": "description", "hint": t("LINKS_FROM_LINK_DESCRIPTION"),
             "text": "Home metrics"},
            {"field": "url", "hint": t("LINKS_FORM_LINK_URL"), "text": url},
            {"field": "iconUrl", "hint": t("LINKS_FORM_ICON_URL"), "text": ""},
            {"button": t(submit)}])  # fmt: skip

    def link_body(title: str, url: str) -> dict[str, Any]:
        return {"title": title, "description": "Home metrics", "url": url, "iconUrl": "",
                "isVisibleOnGuestDashboard": False}  # fmt: skip

    menu = {"title": TITLE, "items": [
        {"menu": t("LINKS_EDIT_CONTEXT_MENU")},
        {"menu": t("LINKS_DELETE_CONTEXT_MENU")}]}  # fmt: skip

    def delete_link(name: str) -> dict[str, Any]:
        return dialog(f"{t('LINKS_DELETE_TITLE')} {name}?", [
            {"button": t("LINKS_DELETE_SUBMIT")}], t("LINKS_DELETE_SUBTITLE"))  # fmt: skip

    def tabs(extra: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{"tab": t("APP_DETAILS_DESCRIPTION")}, {"tab": t("APP_DETAILS_BASE_INFO")},
                {"tab": t("APP_BACKUPS_TAB_TITLE")}, {"tab": t("APP_LOGS_TAB_TITLE")},
                {"tab": t("APP_USER_CONFIG_TAB_TITLE")}, *extra]  # fmt: skip

    running = {"title": TITLE, "items": [
        {"text": JELLYFIN}, {"button": t("APP_ACTION_STOP")},
        {"button": t("APP_ACTION_RESTART")}, {"button": t("APP_ACTION_SETTINGS")},
        {"button": t("APP_ACTION_OPEN")}, {"button": t("APP_ACTION_UPDATE")},
        *tabs([])]}  # fmt: skip
    open_menu = {"title": TITLE, "items": [
        {"text": t("APP_DETAILS_CHOOSE_OPEN_METHOD")}, {"menu": "jellyfin.tipi.lan"},
        {"menu": "tipi.lan:8091"}]}  # fmt: skip
    stop = dialog(t("APP_STOP_FORM_TITLE", name=JELLYFIN), [
        {"button": t("APP_STOP_FORM_SUBMIT")}], t("APP_STOP_FORM_SUBTITLE"))  # fmt: skip

    def update(backup: bool) -> dict[str, Any]:
        return dialog(t("APP_UPDATE_FORM_TITLE", name=JELLYFIN), [
            {"text": f"{t('APP_UPDATE_FORM_SUBTITLE_1')} 10.10.7 (12) ?"},
            {"text": t("APP_UPDATE_FORM_SUBTITLE_2")},
            {"switch": t("APP_UPDATE_FORM_BACKUP"), "checked": backup},
            {"button": t("APP_UPDATE_FORM_SUBMIT")}])  # fmt: skip

    settings = dialog(t("APP_UPDATE_SETTINGS_FORM_TITLE", name="jellyfin"), [
        {"text": t("APP_DETAILS_PORT")},
        {"switch": t("APP_INSTALL_FORM_OPEN_PORT"), "checked": True},
        {"field": "port", "hint": "8484", "text": "8092"},
        {"button": t("APP_INSTALL_FORM_RANDOM")},
        {"text": t("APP_INSTALL_FORM_REVERSE_PROXY")},
        {"switch": t("APP_INSTALL_FORM_EXPOSE_LOCAL"), "checked": False},
        {"switch": t("APP_INSTALL_FORM_ENABLE_AUTH"), "checked": False},
        {"switch": t("APP_INSTALL_FORM_EXPOSE_APP"), "checked": False},
        {"button": t("APP_INSTALL_FORM_SUBMIT_UPDATE")},
        {"button": t("APP_INSTALL_FORM_RESET")}])  # fmt: skip

    def reset(name: str) -> dict[str, Any]:
        return dialog(t("APP_RESET_FORM_TITLE", name=name), [
            {"text": t("APP_RESET_FORM_WARNING")}, {"text": t("APP_RESET_FORM_SUBTITLE")},
            {"button": t("APP_RESET_FORM_SUBMIT")}])  # fmt: skip

    stopped = {"title": TITLE, "items": [
        {"text": SYNCTHING}, {"button": t("APP_ACTION_START")},
        {"button": t("APP_ACTION_REMOVE")}, {"button": t("APP_ACTION_SETTINGS")},
        *tabs([])]}  # fmt: skip

    def uninstall(name: str, remove_backups: bool) -> dict[str, Any]:
        return dialog(t("APP_UNINSTALL_FORM_TITLE", name=name), [
            {"text": t("APP_UNINSTALL_FORM_WARNING")},
            {"text": t("APP_UNINSTALL_FORM_SUBTITLE")},
            {"switch": t("APP_UNINSTALL_FORM_REMOVE_BACKUPS"), "checked": remove_backups},
            {"button": t("APP_UNINSTALL_FORM_SUBMIT")}])  # fmt: skip

    backups = {"title": TITLE, "items": tabs([
        {"text": t("BACKUPS_LIST")}, {"button": t("BACKUPS_LIST_BACKUP_NOW")},
        {"text": BACKUP}, {"text": "1.42 GB"}, {"text": date},
        {"button": t("APP_RESTORE_SUBMIT")},
        {"button": t("DELETE_BACKUP_MODAL_SUBMIT")}])}  # fmt: skip
    backup = dialog(t("APP_BACKUP_TITLE", name=JELLYFIN), [
        {"button": t("APP_BACKUP_SUBMIT")}], t("APP_BACKUP_SUBTITLE"))  # fmt: skip

    def restore(name: str, file: str) -> dict[str, Any]:
        return dialog(t("APP_RESTORE_TITLE", name=name), [
            {"text": t("APP_RESTORE_WARNING", id=file, date=date)},
            {"text": t("APP_RESTORE_SUBTITLE")}, {"button": t("APP_RESTORE_SUBMIT")}])  # fmt: skip

    def delete_backup(file: str) -> dict[str, Any]:
        return dialog(t("DELETE_BACKUP_MODAL_TITLE"), [
            {"text": t("DELETE_BACKUP_MODAL_WARNING", id=file, date=date)},
            {"text": t("DELETE_BACKUP_MODAL_SUBTITLE")},
            {"button": t("DELETE_BACKUP_MODAL_SUBMIT")}])  # fmt: skip

    compose = "services:\n  jellyfin:\n    devices:\n      - /dev/dri:/dev/dri"
    user_config = {"title": TITLE, "items": tabs([
        {"text": t("USER_CONFIG_WARNING_TITLE")},
        {"switch": t("USER_CONFIG_ENABLE"), "checked": True},
        {"field": "dockerCompose", "hint": "", "text": compose},
        {"field": "appEnv", "hint": "", "text": "TZ=Europe/Berlin"},
        {"button": t("SAVE")}])}  # fmt: skip
    store_app = {"title": TITLE, "items": [
        {"text": KUMA}, {"button": t("APP_ACTION_INSTALL")}, *tabs([])[:2]]}  # fmt: skip
    install = dialog(t("APP_INSTALL_FORM_TITLE", name=KUMA), [
        {"text": t("APP_DETAILS_PORT")},
        {"switch": t("APP_INSTALL_FORM_OPEN_PORT"), "checked": True},
        {"field": "port", "hint": "8484", "text": "8125"},
        {"button": t("APP_INSTALL_FORM_RANDOM")},
        {"text": t("APP_INSTALL_FORM_REVERSE_PROXY")},
        {"switch": t("APP_INSTALL_FORM_EXPOSE_LOCAL"), "checked": False},
        {"switch": t("APP_INSTALL_FORM_ENABLE_AUTH"), "checked": False},
        {"switch": t("APP_INSTALL_FORM_EXPOSE_APP"), "checked": False},
        {"button": t("APP_INSTALL_FORM_SUBMIT_INSTALL")}])  # fmt: skip

    jelly = quote(JELLYFIN_URN, safe="")
    return [
        _entry("reversible", "navigation bar", nav, [
            (t("HEADER_APPS"), False, [api("GET", "/api/apps/installed"),
                                       api("GET", "/api/links")]),
            (t("HEADER_LOGOUT"), False, [api("POST", "/api/auth/logout"), page("/apps")])]),
        _entry("reversible", "my apps page", my_apps, [
            (JELLYFIN, False, [api("GET", f"/api/apps/{jelly}")]),
            (LINK_NAME, False, [page(f"{LINK_URL}/")])]),
        _entry("opens-prompt", "my apps page dialogs", my_apps, [
            (t("MY_APPS_UPDATE_ALL_FORM_SUBMIT"), False, []),
            (t("LINKS_ADD_TITLE"), False, [])]),
        _entry("reversible", "update all dialog", update_all, [
            (t("MY_APPS_UPDATE_ALL_FORM_SUBMIT"), False, [
                api("PATCH", "/api/app-lifecycle/update-all")])]),
        _entry("reversible", "add link dialog", link_form(
            "LINKS_ADD_TITLE", "LINKS_ADD_SUBMIT", LINK_NAME, LINK_URL), [
            (t("LINKS_ADD_SUBMIT"), False, [api("POST", "/api/links",
                                                link_body(LINK_NAME, LINK_URL))])]),
        _entry("opens-prompt", "link context menu", menu, [
            (t("LINKS_EDIT_CONTEXT_MENU"), False, []),
            (t("LINKS_DELETE_CONTEXT_MENU"), False, [])]),
        _entry("reversible", "edit link dialog", link_form(
            "LINKS_EDIT_TITLE", "LINKS_EDIT_SUBMIT", "Grafana home", LINK_URL), [
            (t("LINKS_EDIT_SUBMIT"), False, [api("PATCH", f"/api/links/{LINK_ID}",
                                                 link_body("Grafana home", LINK_URL))])]),
        _entry("delete", "delete link dialog", delete_link(LINK_NAME), [
            (t("LINKS_DELETE_SUBMIT"), True, [api("DELETE", f"/api/links/{LINK_ID}")]),
            (CLOSE, False, [])]),
        _entry("delete", "delete second link dialog", delete_link(LINK2_NAME), [
            (t("LINKS_DELETE_SUBMIT"), True, [api("DELETE", f"/api/links/{LINK2_ID}")])]),
        _entry("opens-prompt", "app page running", running, [
            (t("APP_ACTION_STOP"), False, []), (t("APP_ACTION_UPDATE"), False, []),
            (t("APP_ACTION_SETTINGS"), False, [])]),
        _entry("reversible", "open menu", open_menu, [
            ("jellyfin.tipi.lan", False, [page("https://jellyfin.tipi.lan/")])]),
        _entry("reversible", "stop dialog", stop, [
            (t("APP_STOP_FORM_SUBMIT"), False, [lifecycle("POST", JELLYFIN_URN, "stop")])]),
        _entry("reversible", "update dialog with backup", update(True), [
            (t("APP_UPDATE_FORM_SUBMIT"), False, [lifecycle(
                "PATCH", JELLYFIN_URN, "update", {"performBackup": True})])]),
        _entry("overwrite", "update dialog without backup", update(False), [
            (t("APP_UPDATE_FORM_SUBMIT"), True, [lifecycle(
                "PATCH", JELLYFIN_URN, "update", {"performBackup": False})])]),
        _entry("reversible", "app settings dialog", settings, [
            (t("APP_INSTALL_FORM_SUBMIT_UPDATE"), False, [lifecycle(
                "PATCH", JELLYFIN_URN, "update-config",
                {"port": 8092, "openPort": True, "exposed": False})]),
            (t("APP_INSTALL_FORM_RESET"), False, [])]),
        _entry("reset", "reset dialog", reset(JELLYFIN), [
            (t("APP_RESET_FORM_SUBMIT"), True, [lifecycle("POST", JELLYFIN_URN, "reset")])]),
        _entry("reset", "reset stopped app dialog", reset(SYNCTHING), [
            (t("APP_RESET_FORM_SUBMIT"), True, [lifecycle("POST", SYNCTHING_URN, "reset")])]),
        _entry("reversible", "app page stopped", stopped, [
            (t("APP_ACTION_START"), False, [lifecycle("POST", SYNCTHING_URN, "start")]),
            (t("APP_ACTION_REMOVE"), False, [])]),
        _entry("delete", "uninstall dialog", uninstall(SYNCTHING, False), [
            (t("APP_UNINSTALL_FORM_REMOVE_BACKUPS"), False, []),
            (t("APP_UNINSTALL_FORM_SUBMIT"), True, [lifecycle(
                "DELETE", SYNCTHING_URN, "uninstall", {"removeBackups": False})])]),
        _entry("delete", "uninstall dialog removing backups", uninstall(SYNCTHING, True), [
            (t("APP_UNINSTALL_FORM_SUBMIT"), True, [lifecycle(
                "DELETE", SYNCTHING_URN, "uninstall", {"removeBackups": True})])]),
        _entry("reversible", "app page tabs", running, [
            (t("APP_BACKUPS_TAB_TITLE"), False, [
                api("GET", f"/api/backups/{jelly}?page=1&pageSize=5")])]),
        _entry("opens-prompt", "backups tab", backups, [
            (t("BACKUPS_LIST_BACKUP_NOW"), False, []), (t("APP_RESTORE_SUBMIT"), False, []),
            (t("DELETE_BACKUP_MODAL_SUBMIT"), False, [])]),
        _entry("reversible", "backup dialog", backup, [
            (t("APP_BACKUP_SUBMIT"), False, [api("POST", f"/api/backups/{jelly}/backup")])]),
        _entry("overwrite", "restore dialog", restore(JELLYFIN, BACKUP), [
            (t("APP_RESTORE_SUBMIT"), True, [api("POST", f"/api/backups/{jelly}/restore",
                                                 {"filename": BACKUP})]),
            (CLOSE, False, [])]),
        _entry("overwrite", "restore stopped app dialog", restore(SYNCTHING, BACKUP2), [
            (t("APP_RESTORE_SUBMIT"), True, [api(
                "POST", f"/api/backups/{quote(SYNCTHING_URN, safe='')}/restore",
                {"filename": BACKUP2})])]),
        _entry("delete", "delete backup dialog", delete_backup(BACKUP), [
            (t("DELETE_BACKUP_MODAL_SUBMIT"), True, [api("DELETE", f"/api/backups/{jelly}",
                                                         {"filename": BACKUP})]),
            (CLOSE, False, [])]),
        _entry("delete", "delete stopped app backup dialog", delete_backup(BACKUP2), [
            (t("DELETE_BACKUP_MODAL_SUBMIT"), True, [api(
                "DELETE", f"/api/backups/{quote(SYNCTHING_URN, safe='')}",
                {"filename": BACKUP2})])]),
        _entry("reversible", "user config tab", user_config, [
            (t("SAVE"), False, [api("PUT", f"/api/user-config/{jelly}", {
                "dockerCompose": compose, "appEnv": "TZ=Europe/Berlin"})])]),
        _entry("opens-prompt", "app store app page", store_app, [
            (t("APP_ACTION_INSTALL"), False, [])]),
        _entry("reversible", "install dialog", install, [
            (t("APP_INSTALL_FORM_SUBMIT_INSTALL"), False, [lifecycle(
                "POST", KUMA_URN, "install", {"port": 8125, "openPort": True,
                                             "exposed": False})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's tabs (actions, general, security, app stores) with their dialogs,
    and the login and reset-password pages."""
    tabs = [{"tab": t("SETTINGS_ACTIONS_TAB_TITLE")}, {"tab": t("SETTINGS_GENERAL_TAB_TITLE")},
            {"tab": t("SETTINGS_SECURITY_TAB_TITLE")},
            {"tab": t("SETTINGS_APPSTORES_TAB_TITLE")},
            {"tab": t("SETTINGS_LOGS_TAB_TITLE")}]  # fmt: skip
    actions = {"title": TITLE, "items": [
        *tabs, {"text": t("SETTINGS_ACTIONS_CURRENT_VERSION", version="v4.2.1")},
        {"button": t("SETTINGS_ACTIONS_ALREADY_LATEST")},
        {"text": t("SETTINGS_ACTIONS_UPDATE_REPO_TITLE")},
        {"text": t("SETTINGS_ACTIONS_UPDATE_REPO_SUBTITLE")},
        {"button": t("SETTINGS_ACTIONS_UPDATE_REPO_MODAL_BUTTON")}]}  # fmt: skip
    pull = dialog(t("SETTINGS_ACTIONS_UPDATE_REPO_TITLE"), [
        {"button": t("SETTINGS_ACTIONS_UPDATE_REPO_MODAL_BUTTON")}],
        t("SETTINGS_ACTIONS_UPDATE_REPO_MODAL_SUBTITLE"))  # fmt: skip
    general = {"title": TITLE, "items": [
        {"text": t("SETTINGS_GENERAL_TITLE")},
        {"switch": t("SETTINGS_GENERAL_GUEST_DASHBOARD"), "checked": False},
        {"switch": t("SETTINGS_GENERAL_ALLOW_ERROR_MONITORING"), "checked": False},
        {"switch": t("SETTINGS_GENERAL_ALLOW_AUTO_THEMES"), "checked": True},
        {"switch": t("SETTINGS_GENERAL_ADVANCED_SETTINGS_TITLE"), "checked": False},
        {"field": "localDomain", "hint": t("SETTINGS_GENERAL_LOCAL_DOMAIN"),
         "text": "tipi.lan"},
        {"button": t("SETTINGS_GENERAL_DOWNLOAD_CERTIFICATE")},
        {"button": t("SETTINGS_GENERAL_SUBMIT")}]}  # fmt: skip
    security = {"title": TITLE, "items": [
        *tabs, {"text": t("SETTINGS_SECURITY_CHANGE_USERNAME_SUBTITLE")},
        {"button": t("SETTINGS_SECURITY_CHANGE_USERNAME_TITLE")},
        {"field": "currentPassword", "hint": t("SETTINGS_SECURITY_FORM_CURRENT_PASSWORD"),
         "text": PASSWORD},
        {"field": "newPassword", "hint": t("SETTINGS_SECURITY_FORM_NEW_PASSWORD"),
         "text": NEW_PASSWORD},
        {"field": "newPasswordConfirm", "hint": t("SETTINGS_SECURITY_FORM_CONFIRM_PASSWORD"),
         "text": NEW_PASSWORD},
        {"button": t("SETTINGS_SECURITY_FORM_CHANGE_PASSWORD_SUBMIT")},
        {"text": t("SETTINGS_SECURITY_2FA_TITLE")},
        {"switch": t("SETTINGS_SECURITY_ENABLE_2FA"), "checked": True}]}  # fmt: skip
    username = dialog(t("SETTINGS_SECURITY_CHANGE_USERNAME_FORM_PASSWORD"), [
        {"text": t("SETTINGS_SECURITY_CHANGE_USERNAME_FORM_PASSWORD_NEEDED_HINT")},
        {"field": "newUsername", "hint": t("SETTINGS_SECURITY_CHANGE_USERNAME_FORM_NEW_USERNAME"),
         "text": "alice@home.example.org"},
        {"field": "password", "hint": "", "text": PASSWORD},
        {"button": t("SETTINGS_SECURITY_CHANGE_USERNAME_FORM_SUBMIT")}])  # fmt: skip

    def password_dialog(submit: str) -> dict[str, Any]:
        return dialog(t("SETTINGS_SECURITY_PASSWORD_NEEDED"), [
            {"text": t("SETTINGS_SECURITY_PASSWORD_NEEDED_HINT")},
            {"field": "password", "hint": "", "text": PASSWORD},
            {"button": t(submit)}])  # fmt: skip

    stores = {"title": TITLE, "items": [
        {"text": t("SETTINGS_APPSTORES_TITLE")}, {"text": STORE_NAME}, {"text": "Enabled"},
        {"link": STORE_URL}, {"button": t("APP_STORE_TABLE_EDIT")},
        {"button": t("APP_STORE_TABLE_DELETE")}, {"button": "Add App Store"}]}  # fmt: skip
    add_store = dialog(t("APP_STORE_ADD_DIALOG_TITLE"), [
        {"field": "name", "hint": t("APP_STORE_ADD_FORM_NAME"), "text": STORE_NAME},
        {"field": "url", "hint": t("APP_STORE_ADD_FORM_URL"), "text": STORE_URL},
        {"button": t("APP_STORE_ADD_FORM_SUBMIT")}])  # fmt: skip
    delete_store = dialog(t("APP_STORE_DELETE_DIALOG_TITLE"), [
        {"text": t("APP_STORE_DELETE_DIALOG_SUBTITLE")},
        {"text": t("APP_STORE_DELETE_DIALOG_WARNING", name=STORE_NAME)},
        {"button": t("APP_STORE_DELETE_DIALOG_SUBMIT")}])  # fmt: skip
    login = {"title": TITLE, "items": [
        {"text": t("AUTH_LOGIN_TITLE", type="your account")},
        {"field": "email", "hint": t("AUTH_FORM_EMAIL_PLACEHOLDER"), "text": EMAIL},
        {"field": "password", "hint": t("AUTH_FORM_PASSWORD_PLACEHOLDER"), "text": PASSWORD},
        {"button": t("AUTH_LOGIN_SUBMIT")}, {"link": t("AUTH_FORM_FORGOT")}]}  # fmt: skip
    # The page's heading (AUTH_RESET_PASSWORD_TITLE) is left out: in Japanese it is the
    # submit button's text.
    reset_password = {"title": TITLE, "items": [
        {"field": "password", "hint": t("AUTH_FORM_NEW_PASSWORD_PLACEHOLDER"),
         "text": NEW_PASSWORD},
        {"field": "passwordConfirm",
         "hint": t("AUTH_FORM_NEW_PASSWORD_CONFIRMATION_PLACEHOLDER"), "text": NEW_PASSWORD},
        {"button": t("AUTH_RESET_PASSWORD_SUBMIT")},
        {"button": t("AUTH_RESET_PASSWORD_CANCEL")}]}  # fmt: skip

    return [
        _entry("reversible", "settings actions tab", actions, [
            (t("SETTINGS_APPSTORES_TAB_TITLE"), False, [api("GET", "/api/marketplace/all")])]),
        _entry("opens-prompt", "settings update app stores", actions, [
            (t("SETTINGS_ACTIONS_UPDATE_REPO_MODAL_BUTTON"), False, [])]),
        _entry("reversible", "update app stores dialog", pull, [
            (t("SETTINGS_ACTIONS_UPDATE_REPO_MODAL_BUTTON"), False, [
                api("POST", "/api/marketplace/pull")])]),
        _entry("reversible", "settings general tab", general, [
            (t("SETTINGS_GENERAL_DOWNLOAD_CERTIFICATE"), False, [
                page("/api/system/certificate")]),
            (t("SETTINGS_GENERAL_SUBMIT"), False, [api("PATCH", "/api/user-settings",
                                                       SETTINGS)])]),
        _entry("opens-prompt", "settings security tab", security, [
            (t("SETTINGS_SECURITY_CHANGE_USERNAME_TITLE"), False, [])]),
        _entry("revoke", "settings security change password", security, [
            (t("SETTINGS_SECURITY_FORM_CHANGE_PASSWORD_SUBMIT"), True, [
                api("PATCH", "/api/auth/password", {
                    "currentPassword": PASSWORD, "newPassword": NEW_PASSWORD,
                    "newPasswordConfirm": NEW_PASSWORD})])]),
        _entry("revoke", "change username dialog", username, [
            (t("SETTINGS_SECURITY_CHANGE_USERNAME_FORM_SUBMIT"), True, [
                api("PATCH", "/api/auth/username", {
                    "newUsername": "alice@home.example.org", "password": PASSWORD})])]),
        _entry("reversible", "enable two-factor dialog",
               password_dialog("SETTINGS_SECURITY_ENABLE_2FA"), [
            (t("SETTINGS_SECURITY_ENABLE_2FA"), False, [
                api("PATCH", "/api/auth/totp/get-uri", {"password": PASSWORD})])]),
        _entry("revoke", "disable two-factor dialog",
               password_dialog("SETTINGS_SECURITY_DISABLE_2FA"), [
            (t("SETTINGS_SECURITY_DISABLE_2FA"), True, [
                api("PATCH", "/api/auth/totp/disable", {"password": PASSWORD})]),
            (CLOSE, False, [])]),
        _entry("opens-prompt", "settings app stores tab", stores, [
            (t("APP_STORE_TABLE_DELETE"), False, [])]),
        _entry("reversible", "add app store dialog", add_store, [
            (t("APP_STORE_ADD_FORM_SUBMIT"), False, [api("POST", "/api/marketplace/create", {
                "name": STORE_NAME, "url": STORE_URL})])]),
        _entry("delete", "delete app store dialog", delete_store, [
            (t("APP_STORE_DELETE_DIALOG_SUBMIT"), True, [
                api("DELETE", f"/api/marketplace/{STORE_SLUG}")])]),
        _entry("reversible", "login page", login, [
            (t("AUTH_LOGIN_SUBMIT"), False, [api("POST", "/api/auth/login", {
                "password": PASSWORD, "username": EMAIL})])]),
        _entry("reset", "reset password page", reset_password, [
            (t("AUTH_RESET_PASSWORD_SUBMIT"), True, [api(
                "POST", "/api/auth/reset-password", {"newPassword": NEW_PASSWORD})]),
            (t("AUTH_RESET_PASSWORD_CANCEL"), False, [
                api("DELETE", "/api/auth/reset-password")])]),
    ]  # fmt: skip


def screens(t: Any, date: str = "6/28/2025, 3:00:00\u202fAM") -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*app_screens(t, date), *settings_screens(t)]

"""CasaOS's screens for the four-hundred-and-seventeenth held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of
the app's ``src/assets/lang/<code>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, urlencode

ORIGIN = "http://casaos.local"  # the device's address: $protocol//$baseURL
TOKEN = "eyJhbGciOiJFUzI1NiJ9.eyJpZCI6MX0.Qm4tR2xh"  # made up; the access token from login
ACCESS_ID = "V1StGXR8_Z5jIHdeqZwu1"  # made up; the nanoid Home.vue stores as access_id
USER, PASSWORD, NEW_PASSWORD = "alice", "Casa-Harbor-27", "Tide-Lantern-58"
APP, APP_TITLE, APP_PORT = "jellyfin", "Jellyfin", "8097"
SOURCE = "https://github.com/bigbeartechworld/big-bear-casaos/archive/refs/heads/master.zip"
DOCS = "/DATA/Documents"
FILE = f"{DOCS}/notes-2024.txt"
SELECTED = [f"{DOCS}/invoice-0412.pdf", f"{DOCS}/scan-0413.pdf"]
FOLDER = f"{DOCS}/Old tax returns"
SHARED = "/DATA/Media"
EDITED = "/DATA/AppData/homepage/settings.yaml"
CONTENT = "title: Home\ntheme: dark\n"
SMB_HOST = "192.168.1.20"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call on the app's own origin; a body is JSON.stringify's (a string sent as
    it is)."""
    if data is None:
        return f"{method} {path}"
    body = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} {path}", "body": body}


def link(url: str) -> dict[str, str]:
    """A page load: ``window.open(url)`` or a hidden iframe's ``src`` (downloads)."""
    return {"request": f"GET {url}", "via": "link"}


def event(name: str, value: str | None = None) -> dict[str, str]:
    """``$messageBus``: an event posted to the device's message bus (events/index.js), the
    store's ids and language, and the control's value where it passes one."""
    properties = {"device_id": "xxx", "access_id": ACCESS_ID, "casaos_lang": "zh"}
    if value is not None:
        properties["value"] = value
    return api("POST", f"/v2/message_bus/event/casaos-ui/casaos-ui:{name}", properties)


def listing(path: str) -> str:
    """The file panel's reload: ``GET /v1/folder`` with axios's ``params``."""
    return api("GET", f"/v1/folder?path={quote(path, safe='')}")


def system(lang: str, **changed: bool) -> dict[str, str]:
    """TopBar's saveData: the whole ``system`` settings object, one field changed."""
    bar = {"lang": lang, "search_engine": "https://duckduckgo.com/?q=", "search_switch": True,
           "recommend_switch": True, "shortcuts_switch": False, "widgets_switch": False,
           "existing_apps_switch": True, "rss_switch": False}  # fmt: skip
    return api("POST", "/v1/users/current/custom/system", {**bar, **changed})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"casaos {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str | None, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Buefy dialog or modal card over the dashboard."""
    box = {key: value for key, value in (("title", title), ("message", message)) if value}
    return {"title": "CasaOS", "dialog": box, "items": items}


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The login page, the account panel and its password form, the settings menu, its
    power buttons armed, the news feed confirmation, the port panel and the update modal."""
    login = {"title": "CasaOS", "items": [
        {"field": "username", "hint": t("Username"), "text": USER},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"button": t("Login")}]}  # fmt: skip
    panel = {"title": "CasaOS", "items": [
        {"text": t("Account")}, {"button": t("Logout")}, {"text": t("Name")}, {"text": USER},
        {"text": t("Password")}, {"text": "********"}]}  # fmt: skip
    password = {"title": "CasaOS", "items": [
        {"text": t("Change Password")}, {"button": t("Logout")},
        {"field": "oriPassword", "hint": t("Original password"), "text": PASSWORD},
        {"field": "password", "hint": t("New password"), "text": NEW_PASSWORD},
        {"field": "confirmation", "hint": t("Confirm the new password again"),
         "text": NEW_PASSWORD},
        {"button": t("Back")}, {"button": t("Submit")}]}  # fmt: skip

    def settings(restart: str, shutdown: str) -> dict[str, Any]:
        return {"title": "CasaOS", "items": [
            {"text": t("Settings")},
            {"switch": t("Show Search Bar"), "checked": True},
            {"text": t("Search Engine")}, {"text": "DuckDuckGo"},
            {"text": t("Language")}, {"text": t("lang_name")},
            {"text": t("WebUI Port")}, {"text": "80"}, {"button": t("Change")},
            {"switch": t("Show news feed from CasaOS Blog"), "checked": False},
            {"switch": t("Show Recommended Apps"), "checked": True},
            {"switch": t("Automount USB Drive"), "checked": False},
            {"text": t("Currently at the latest version")},
            {"button": restart}, {"button": shutdown}]}  # fmt: skip

    menu = settings(t("Restart"), t("Shutdown"))
    sure = t("Are you sure?")
    rss = dialog(t("Show news feed from CasaOS Blog"), t(
        "CasaOS dashboard will get the the latest news feed of https://blog.casaos.io via "
        "Internet, which might leave your visit records to the site. Do you accept?"),
        [{"button": t("Cancel")}, {"button": t("Accept")}])  # fmt: skip
    port = dialog(t("Edit Web UI port"), None, [
        {"field": "port", "hint": "", "text": "8080", "focused": True},
        {"button": t("Cancel")}, {"button": t("Submit")}])  # fmt: skip
    update = dialog(t("Update"), None, [
        {"text": "v0.4.16: Fixed the display of disks in the storage manager."},
        {"button": t("Upgrade Now")}])  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Login"), False, [api("POST", "/v1/users/login", {
                "username": USER, "password": PASSWORD}), api("GET", "/v1/sys/version")])]),
        _entry("reversible", "account panel", panel, [
            (t("Logout"), False, [event("topbar:dashboardsetting_showsearchbar")])]),
        _entry("reversible", "change password form", password, [
            (t("Submit"), False, [api("PUT", "/v1/users/current/password", {
                "old_password": PASSWORD, "password": NEW_PASSWORD})]),
            (t("Back"), False, [])]),
        _entry("reversible", "settings menu switches", menu, [
            (t("Show Search Bar"), False, [system(lang, search_switch=False),
                                           event("topbar:dashboardsetting_showsearchbar",
                                                 "false")]),
            (t("Show Recommended Apps"), False, [system(lang, recommend_switch=False)]),
            (t("Automount USB Drive"), False, [
                api("PUT", "/v1/usb/usb-auto-mount", {"state": "on"}),
                event("topbar:dashboardsetting_automountusb", "true")])]),
        _entry("opens-prompt", "settings menu prompts", menu, [
            (t("Show news feed from CasaOS Blog"), False, []), (t("Restart"), False, [])]),
        _entry("restart", "settings menu restart armed", settings(sure, t("Shutdown")), [
            (sure, True, [api("PUT", "/v1/sys/state/restart"),
                          event("topbar:dashboardsetting_reboot")])]),
        _entry("shutdown", "settings menu shutdown armed", settings(t("Restart"), sure), [
            (sure, True, [api("PUT", "/v1/sys/state/off"),
                          event("topbar:dashboardsetting_shutdown")])]),
        _entry("reversible", "news feed confirm", rss, [
            (t("Accept"), False, [system(lang, rss_switch=True)]), (t("Cancel"), False, [])]),
        _entry("reversible", "web ui port panel", port, [
            (t("Submit"), False, [api("PUT", "/v1/gateway/port", {"port": "8080"}),
                                  event("topbar:dashboardsetting_webuiport", "8080")]),
            (t("Cancel"), False, [])]),
        _entry("update", "update modal", update, [
            (t("Upgrade Now"), True, [api("POST", "/v1/sys/update")])]),
    ]  # fmt: skip


def app_screens(t: Any) -> list[dict[str, Any]]:
    """An installed app's menu, its uninstall confirmation with and without its data, and
    the app store's field for a new source."""
    menu = {"title": "CasaOS", "items": [
        {"text": APP_TITLE}, {"button": t("Open")}, {"button": t("Tips")},
        {"button": t("Setting")}, {"button": t("Check then update")},
        {"button": t("Uninstall")}]}  # fmt: skip
    message = t("Data cannot be recovered after deletion! <br/>Continue on to uninstall this "
                "application?<br/>{divS}Delete userdata ( config folder ){divE}",
                divS="\x00", divE="\x00")  # fmt: skip
    question, userdata = (part.strip() for part in message.split("\x00")[:2])

    def uninstall(checked: bool) -> dict[str, Any]:
        return dialog(t("Attention"), question, [
            {"switch": userdata, "checked": checked},
            {"button": t("Cancel")}, {"button": t("Uninstall")}])  # fmt: skip

    def removal(delete: str) -> list[Any]:
        return [api("DELETE", f"/v2/app_management/compose/{APP}?delete_config_folder={delete}")]

    adding = {"title": "CasaOS", "items": [
        {"text": "App Store"}, {"field": "url", "hint": "", "text": SOURCE},
        {"button": t("Add")}]}  # fmt: skip
    register = f"/v2/app_management/appstore?{urlencode({'url': SOURCE})}"
    return [
        _entry("harmless", "app menu", menu, [
            (t("Open"), False, [link(f"http://casaos.local:{APP_PORT}/"),
                                event("app:apps_open", APP)])]),
        _entry("opens-prompt", "app menu uninstall", menu, [
            (t("Uninstall"), False, [event("app:apps_uninstall", APP)])]),
        _entry("update", "app menu check then update", menu, [
            (t("Check then update"), True, [api("PATCH", f"/v2/app_management/compose/{APP}"),
                                            event("app:apps_checkupdate", APP)])]),
        _entry("uninstall", "uninstall confirm keeping data", uninstall(False), [
            (t("Uninstall"), True, removal("false")), (t("Cancel"), False, [])]),
        _entry("uninstall", "uninstall confirm deleting data", uninstall(True), [
            (t("Uninstall"), True, removal("true"))]),
        _entry("reversible", "app store source input", adding, [
            (t("Add"), False, [api("POST", register)])]),
    ]  # fmt: skip


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The file browser: a file's, a folder's and the blank area's context menus, the
    selection toolbar, the delete and unshare confirmations, the rename and new folder
    modals, the code editor and its save prompt, the network storage modal and the data
    protection confirmation."""
    title = "CasaOS"
    reload = listing(DOCS)
    file_menu = {"title": title, "items": [
        {"text": "notes-2024.txt"}, {"menu": t("Download")}, {"menu": t("Copy Path")},
        {"menu": t("Rename")}, {"menu": t("Cut")}, {"menu": t("Copy")},
        {"menu": t("Delete")}]}  # fmt: skip
    armed = copy.deepcopy(file_menu)
    armed["items"][-1] = {"menu": t("Are you sure?")}
    folder_menu = {"title": title, "items": [
        {"text": "Media"}, {"menu": t("Download")}, {"menu": t("Copy Path")},
        {"menu": t("Rename")}, {"menu": t("Cut")}, {"menu": t("Copy")},
        {"menu": t("Share")}, {"menu": t("Delete")}]}  # fmt: skip
    blank = {"title": title, "items": [
        {"menu": t("New File")}, {"menu": t("New Folder")}, {"menu": t("Upload Files")},
        {"menu": t("Upload Folder")}, {"menu": t("Paste - Overwrite")},
        {"menu": t("Paste - Skip")}, {"menu": t("Refresh")}]}  # fmt: skip
    toolbar = {"title": title, "items": [
        {"text": "2"}, {"icon": t("Download")}, {"icon": t("Copy")}, {"icon": t("Cut")},
        {"icon": t("Delete")}, {"icon": t("Cancel")}]}  # fmt: skip
    # Buefy's own Cancel: the confirmation passes no cancelText, so it is English everywhere.
    delete = dialog(t("Deleting files"), t(
        "Are you sure you want to <b>delete</b> these files? This action cannot be undone."),
        [{"button": "Cancel"}, {"button": t("Delete")}])  # fmt: skip
    unshare = dialog(t("Unsharing Folder"), t("Are you sure you want to unshare this Folder?"),
                     [{"button": t("Cancel")}, {"button": t("UnShare")}])  # fmt: skip
    rename = dialog(t("Rename"), None, [
        {"field": "fileName", "hint": "", "text": "notes-2025.txt", "focused": True},
        {"button": t("Submit")}])  # fmt: skip
    new_folder = dialog(t("New Folder"), None, [
        {"field": "folderName", "hint": "", "text": "Receipts", "focused": True},
        {"switch": t("Add a shortcut"), "checked": False},
        {"switch": t("Shared"), "checked": True}, {"button": t("Submit")}])  # fmt: skip
    editor = {"title": title, "items": [
        {"text": t("Code Editor")}, {"text": "settings.yaml"}, {"button": t("Save")},
        {"button": t("Download")}, {"text": "title: Home"}, {"text": "theme: dark"}]}  # fmt: skip
    save = dialog(t("Want to save?"), t("Your changes will be lost if you don’t save them."),
                  [{"button": t("Don’t Save")}, {"button": t("Save")}])  # fmt: skip
    network = dialog(t("Connect Network Storage"), None, [
        {"field": "host", "hint": t("eg : smb://192.168.1.1"), "text": f"smb://{SMB_HOST}"},
        {"switch": t("Connect As Guest"), "checked": False},
        {"field": "username", "hint": t("Name"), "text": USER},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"button": t("Connect")}])  # fmt: skip
    protected = dialog(t("Data Protected"), t(
        "Changing internal files may break the structure of the CasaOS HD"),
        [{"button": t("Cancel")}, {"button": t("Continue")}])  # fmt: skip
    shortcuts = api("POST", "/v1/users/current/custom/shortcut", [])

    def deleting(paths: list[str]) -> list[Any]:
        return [api("DELETE", "/v1/batch", paths), shortcuts, reload]

    def paste(style: str) -> list[Any]:
        return [
            api(
                "POST",
                "/v1/batch/task",
                {
                    "type": "copy",
                    "item": [{"from": "/DATA/Downloads/report.pdf"}],
                    "to": DOCS,
                    "style": style,
                },
            )
        ]

    def download(path: str, key: str, value: str) -> dict[str, str]:
        return link(f"{ORIGIN}{path}?{urlencode({'token': TOKEN, key: value})}")

    return [
        _entry("harmless", "file context menu", file_menu, [
            (t("Download"), False, [download("/v3/file", "path", FILE)]),
            (t("Copy"), False, [])]),
        _entry("opens-prompt", "file context menu prompts", file_menu, [
            (t("Delete"), False, [])]),
        _entry("delete", "file context menu delete armed", armed, [
            (t("Are you sure?"), True, deleting([FILE]))]),
        _entry("reversible", "folder context menu", folder_menu, [
            (t("Share"), False, [api("POST", "/v1/samba/shares", [
                {"path": SHARED, "anonymous": True}]), listing("/DATA")])]),
        _entry("reversible", "unshare confirm", unshare, [
            (t("UnShare"), False, [api("DELETE", "/v1/samba/shares/4"), listing("/DATA")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "blank context menu", blank, [
            (t("Paste - Skip"), False, paste("skip")),
            (t("Refresh"), False, [reload])]),
        _entry("overwrite", "blank context menu paste overwrite", blank, [
            (t("Paste - Overwrite"), True, paste("overwrite"))]),
        _entry("opens-prompt", "selection toolbar", toolbar, [
            (t("Download"), False, [download("/v1/batch", "files", ",".join(SELECTED))]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete files confirm", delete, [
            (t("Delete"), True, deleting(SELECTED)), ("Cancel", False, [])]),
        _entry("delete", "delete folder confirm", delete, [
            (t("Delete"), True, deleting([FOLDER]))]),
        _entry("reversible", "rename modal", rename, [
            (t("Submit"), False, [api("PUT", "/v1/file/name", {
                "old_path": FILE, "new_path": f"{DOCS}/notes-2025.txt"}), reload])]),
        _entry("reversible", "new folder modal", new_folder, [
            (t("Submit"), False, [
                api("POST", "/v1/folder", {"path": f"{DOCS}/Receipts"}),
                api("POST", "/v1/samba/shares", [{"path": f"{DOCS}/Receipts",
                                                  "anonymous": True}]), reload])]),
        _entry("overwrite", "code editor", editor, [
            (t("Save"), True, [api("PUT", "/v1/file", {"path": EDITED, "content": CONTENT})]),
            (t("Download"), False, [download("/v3/file", "path", EDITED)])]),
        _entry("overwrite", "code editor save prompt", save, [
            (t("Save"), True, [api("PUT", "/v1/file", {"path": EDITED, "content": CONTENT})]),
            (t("Don’t Save"), False, [])]),
        _entry("reversible", "network storage modal", network, [
            (t("Connect"), False, [api("POST", "/v1/samba/connections", {
                "host": SMB_HOST, "username": USER, "password": PASSWORD})])]),
        _entry("reversible", "data protected confirm", protected, [
            (t("Continue"), False, [api("POST", "/v1/users/current/custom/"
                                                "notFirstOpenMergerStorage", "true")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def storage_screens(t: Any) -> list[dict[str, Any]]:
    """The storage manager, its format and remove prompts and the create-storage form."""
    manager = {"title": "CasaOS", "items": [
        {"text": t("Storage Manager")}, {"tab": t("Storage")}, {"tab": t("Drive")},
        {"text": "Storage1"}, {"text": t("Single Drive Storage")},
        {"button": t("Format")}, {"button": t("Remove")},
        {"button": t("Create Storage")}]}  # fmt: skip

    def prompt(key: str) -> dict[str, Any]:
        return dialog(t(key), t("Enter the password to continue:"), [
            {"field": "password", "hint": "", "text": PASSWORD, "focused": True},
            {"button": t("Cancel")}, {"button": t("OK")}])  # fmt: skip

    def create(mountable: bool) -> dict[str, Any]:
        items = [{"field": "name", "hint": t("Storage Name"), "text": "Backup"},
                 {"text": t("Choose Drive")}, {"text": "WD Elements 2TB"},
                 {"text": t("Warning")}, {"text": t("The selected drive will be emptied.")},
                 {"button": t("Cancel")}, {"button": t("Format and Create")}]  # fmt: skip
        if mountable:
            items[3:5] = [
                {"text": t("Attention")},
                {"text": t("The drive you select can be used directly as storage.")},
            ]
            items.append({"button": t("Create")})
        return dialog(t("Create Storage"), None, items)

    def creating(fmt: bool) -> list[Any]:
        return [api("POST", "/v1/storage", {"path": "/dev/sdc", "name": "Backup",
                                           "format": fmt})]  # fmt: skip

    return [
        _entry("opens-prompt", "storage manager", manager, [
            (t("Format"), False, []), (t("Remove"), False, [])]),
        _entry("format", "format storage prompt", prompt("Format"), [
            (t("OK"), True, [api("PUT", "/v1/storage", {
                "path": "/dev/sdb1", "volume": "/media/Storage1", "password": PASSWORD})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "remove storage prompt", prompt("Remove"), [
            (t("OK"), False, [api("DELETE", "/v1/disks", {
                "path": "/dev/sdb", "password": PASSWORD})]),
            (t("Cancel"), False, [])]),
        _entry("format", "create storage form", create(False), [
            (t("Format and Create"), True, creating(True)), (t("Cancel"), False, [])]),
        _entry("format", "create storage form mountable", create(True), [
            (t("Format and Create"), True, creating(True)), (t("Create"), False, creating(False))]),
    ]  # fmt: skip


def screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language, ``lang`` being the app's locale code
    (the ``system`` settings store it)."""
    return [*account_screens(t, lang), *app_screens(t), *file_screens(t),
            *storage_screens(t)]  # fmt: skip

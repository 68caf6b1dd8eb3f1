"""PhotoPrism's screens for the two-hundred-and-twenty-seventh held-out corpus:
``screens(t)`` lays them out in one language, ``t(msgid)`` being that language's lookup of a
message of the app's ``frontend/src/locales/<lang>.po`` catalogue. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1/"  # common/api.js: axios with baseURL config.apiUri
USER = "usqx7kf3b2r9wm4a"
PHOTOS = ["psqx8e2n1k4zt7ab", "psqx8e3d9v0hy2cd"]
PHOTO, FILE, HASH = PHOTOS[0], "fsqx8e2n5c7wl1qe", "7b2c1d9e4f3a6b8c0d5e2f1a9b8c7d6e5f4a3b2c"
ALBUM, ALBUM_NAME = "asqx9a1b2c3d4e5f", "Iceland 2024"
MOMENT, LINK = "asqx9m7n8p9q0r1s", "ssqxb2c3d4e5f6g7"
LABEL, SERVICE, APP = "lsqx7h8j9k0l1m2n", 1, "sess5f2a9c1e7b3d"
TOKEN = "1jxf3jqxm6cc"  # made up: config.downloadToken
PHOTO_TITLE, LABEL_NAME, SERVICE_NAME = "Black sand beach at Vik", "Waterfall", "Nextcloud"
Act = tuple[str, bool, list[Any]]


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios request to ``/api/v1/<path>``; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """common/download.js: a download through a temporary ``<a href>``."""
    return {"request": f"GET {API}{path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"photoprism {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, message: str, buttons: list[str], heading: str = "") -> dict[str, Any]:
    """A Vuetify dialog over its page: its message, then its buttons."""
    box = {"title": heading, "message": message} if heading else {"message": message}
    return {"title": title, "dialog": box, "items": [{"button": b} for b in buttons]}


def fab(title: str, count: int, icons: list[str]) -> dict[str, Any]:
    """A clipboard's open speed dial: the count of the selection and the icon buttons,
    each named by its ``title``."""
    return {"title": title, "items": [{"text": str(count)}, *({"icon": i} for i in icons)]}


SELECTION = {"files": [], "photos": PHOTOS, "albums": [], "labels": [], "places": [],
             "subjects": []}  # fmt: skip
SERVICES = [xhr("GET", "services?share=true&count=2000&offset=0"),
            xhr("GET", f"services/{SERVICE}/folders")]  # fmt: skip


def photo_screens(t: Any) -> list[dict[str, Any]]:
    """Photos, the review and the archive: the clipboards, their dialogs, the viewer, the
    edit dialog's files tab, the album picker and the WebDAV upload."""
    photos, sel = t("Photos"), {"photos": PHOTOS}
    clip = fab(photos, 2, [t("Share"), t("Edit"), t("Change private flag"), t("Download"),
                           t("Add to album"), t("Archive")])  # fmt: skip
    review = fab(t("Review"), 2, [t("Approve"), t("Edit"), t("Change private flag"),
                                  t("Download"), t("Add to album"), t("Archive")])  # fmt: skip
    archive = fab(t("Archive"), 2, [t("Edit"), t("Restore"), t("Delete")])
    album = fab(ALBUM_NAME, 2, [t("Share"), t("Edit"), t("Download"), t("Add to album"),
                                t("Remove from album")])  # fmt: skip
    viewer = {"title": PHOTO_TITLE, "items": [
        {"icon": t("Close")}, {"icon": t("Download")}, {"icon": t("Edit")},
        {"icon": t("Select")}, {"icon": t("Like")},
        {"icon": t("Start/Stop Slideshow")}]}  # fmt: skip
    files = {"title": PHOTO_TITLE, "items": [
        {"text": "IMG_4102.jpg"}, {"button": t("Download")}, {"button": t("Primary")},
        {"button": t("Unstack")}, {"button": t("Delete")}]}  # fmt: skip
    picker = {"title": photos, "dialog": {}, "items": [
        {"field": "album", "hint": t("Album Name"), "text": ALBUM_NAME},
        {"button": t("Cancel")}, {"button": t("Add to album")}]}  # fmt: skip
    upload = {"title": photos, "dialog": {"title": t("WebDAV Upload")}, "items": [
        {"text": SERVICE_NAME}, {"text": "/Photos"}, {"button": t("Cancel")},
        {"button": t("Setup")}, {"button": t("Upload")}]}  # fmt: skip
    return [
        _entry("reversible", "photos clipboard", clip, [
            (t("Change private flag"), False, [xhr("POST", "batch/photos/private", sel)]),
            (t("Archive"), False, [xhr("POST", "batch/photos/archive", sel)]),
            (t("Share"), False, SERVICES)]),
        _entry("reversible", "archive confirmation (delete feature off)", dialog(
            photos, t("Are you sure you want to archive the selection?"), [t("No"), t("Yes")]), [
            (t("Yes"), False, [xhr("POST", "batch/photos/archive", sel)])]),
        _entry("reversible", "review clipboard", review, [
            (t("Approve"), False, [xhr("POST", "batch/photos/approve", sel)])]),
        _entry("reversible", "archive clipboard", archive, [
            (t("Restore"), False, [xhr("POST", "batch/photos/restore", sel)]),
            (t("Delete"), False, [])]),
        _entry("delete", "permanent delete confirmation", dialog(
            t("Archive"), t("Are you sure you want to permanently delete these pictures?"),
            [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [xhr("POST", "batch/photos/delete", sel)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "album photos clipboard", album, [
            (t("Remove from album"), False, [xhr("DELETE", f"albums/{ALBUM}/photos", sel)])]),
        _entry("reversible", "photo viewer", viewer, [
            (t("Like"), False, [xhr("POST", f"photos/{PHOTO}/like")])]),
        _entry("reversible", "album picker", picker, [
            (t("Add to album"), False, [xhr("POST", f"albums/{ALBUM}/photos", sel)])]),
        _entry("send", "WebDAV upload of the selection", upload, [
            (t("Upload"), True, [xhr("POST", f"services/{SERVICE}/upload",
                                     {"selection": SELECTION, "folder": "/Photos"})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit dialog files tab", files, [
            (t("Primary"), False, [xhr("POST", f"photos/{PHOTO}/files/{FILE}/primary")]),
            (t("Unstack"), False, [xhr("POST", f"photos/{PHOTO}/files/{FILE}/unstack")]),
            (t("Download"), False, [link(f"dl/{HASH}?t={TOKEN}")]),
            (t("Delete"), False, [])]),
        _entry("delete", "file delete confirmation", dialog(
            PHOTO_TITLE, t("Are you sure you want to permanently delete this file?"),
            [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [xhr("DELETE", f"photos/{PHOTO}/files/{FILE}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def album_screens(t: Any) -> list[dict[str, Any]]:
    """Albums and moments: the clipboard, the delete confirmations, the toolbar, the share
    dialog and its links, the edit dialog, the album's WebDAV upload; labels."""
    albums = t("Albums")
    clip = fab(albums, 1, [t("Share"), t("Edit"), t("Download"), t("Add to album"),
                           t("Delete")])  # fmt: skip
    delete = [t("Cancel"), t("Delete")]
    ask = t("Are you sure you want to delete these albums?")
    toolbar = {"title": ALBUM_NAME, "items": [
        {"icon": t("Reload")}, {"icon": t("Edit")}, {"icon": t("Share")},
        {"icon": t("Download")}, {"icon": t("Upload")}]}  # fmt: skip
    share_title = t("Share %{name}").replace("%{name}", t("Album"))
    share = {"title": ALBUM_NAME, "dialog": {"title": share_title}, "items": [
        {"icon": t("Add Link")}, {"button": f"/s/{TOKEN}/iceland-2024"},
        {"text": t("People you share a link with will be able to view public contents.")},
        {"button": t("WebDAV Upload")}, {"button": t("Close")}]}  # fmt: skip
    opened = {"title": ALBUM_NAME, "dialog": {"title": share_title}, "items": [
        {"icon": t("Add Link")}, {"field": "url", "hint": t("URL"), "text": ""},
        {"field": "token", "hint": t("Secret"), "text": "1jxf3jqxm6cc"},
        {"icon": t("Delete")}, {"button": t("Save")}]}  # fmt: skip
    edit_title = t("Edit %{name}").replace("%{name}", t("Album"))
    edit = {"title": ALBUM_NAME, "dialog": {"title": edit_title}, "items": [
        {"field": "title", "hint": t("Name"), "text": "Iceland, summer 2024"},
        {"field": "location", "hint": t("Location"), "text": "Iceland"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    upload = {"title": ALBUM_NAME, "dialog": {"title": t("WebDAV Upload")}, "items": [
        {"text": SERVICE_NAME}, {"text": "/Photos"}, {"button": t("Cancel")},
        {"button": t("Setup")}, {"button": t("Upload")}]}  # fmt: skip
    labels = fab(t("Labels"), 1, [t("Download"), t("Add to album"), t("Delete")])
    album_sel = {"files": [], "photos": [], "albums": [ALBUM], "labels": [], "places": [],
                 "subjects": []}  # fmt: skip
    link_body = {"UID": LINK, "ShareUID": ALBUM, "Slug": "iceland-2024", "Token": TOKEN,
                 "Expires": 604800, "Views": 0, "MaxViews": 0, "Password": "",
                 "HasPassword": False, "Comment": "", "Perm": 0,
                 "CreatedAt": "2024-12-10T09:12:44Z",
                 "ModifiedAt": "2024-12-10T09:12:44Z"}  # fmt: skip
    return [
        _entry("reversible", "albums clipboard", clip, [
            (t("Download"), False, [link(f"albums/{ALBUM}/dl?t={TOKEN}")]),
            (t("Delete"), False, [])]),
        _entry("delete", "album delete confirmation", dialog(albums, ask, delete), [
            (t("Delete"), True, [xhr("POST", "batch/albums/delete", {"albums": [ALBUM]})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "moment delete confirmation", dialog(t("Moments"), ask, delete), [
            (t("Delete"), True, [xhr("POST", "batch/albums/delete", {"albums": [MOMENT]})])]),
        _entry("opens-prompt", "album toolbar", toolbar, [
            (t("Share"), False, [xhr("GET", f"albums/{ALBUM}/links")])]),
        _entry("reversible", "share dialog", share, [
            (t("Add Link"), False, [xhr("POST", f"albums/{ALBUM}/links", {
                "Password": "", "Expires": 0, "Slug": "iceland-2024", "Comment": "",
                "Perm": 0})]),
            (f"/s/{TOKEN}/iceland-2024", False, []),
            (t("WebDAV Upload"), False, SERVICES)]),
        _entry("delete", "share dialog with a link open", opened, [
            (t("Delete"), True, [xhr("DELETE", f"albums/{ALBUM}/links/{LINK}")]),
            (t("Save"), False, [xhr("PUT", f"albums/{ALBUM}/links/{LINK}", link_body)])]),
        _entry("reversible", "album edit dialog", edit, [
            (t("Save"), False, [xhr("PUT", f"albums/{ALBUM}", {
                "Title": "Iceland, summer 2024"})])]),
        _entry("send", "WebDAV upload of the album", upload, [
            (t("Upload"), True, [xhr("POST", f"services/{SERVICE}/upload",
                                     {"selection": album_sel, "folder": "/Photos"})])]),
        _entry("opens-prompt", "labels clipboard", labels, [(t("Delete"), False, [])]),
        _entry("delete", "label delete confirmation", dialog(
            t("Labels"), t("Are you sure you want to delete these labels?"), delete), [
            (t("Delete"), True, [xhr("POST", "batch/labels/delete", {"labels": [LABEL]})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The library's index and import pages."""
    library = t("Library")
    index = {"title": library, "items": [
        {"text": t("Press button to start indexing…")},
        {"switch": t("Complete Rescan"), "checked": False},
        {"switch": t("Cleanup"), "checked": False}, {"button": t("Start")}]}  # fmt: skip
    running = {"title": library, "items": [
        {"text": t("Indexing media and sidecar files…")}, {"button": t("Cancel")}]}  # fmt: skip
    imp = {"title": library, "items": [
        {"text": t("Press button to start importing…")},
        {"switch": t("Move Files"), "checked": True}, {"button": t("Upload")},
        {"button": t("Import")}]}  # fmt: skip
    return [
        _entry("reversible", "index page", index, [
            (t("Start"), False, [xhr("POST", "index", {
                "path": "/", "rescan": False, "cleanup": False})])]),
        _entry("reversible", "indexing in progress", running, [
            (t("Cancel"), False, [xhr("DELETE", "index")])]),
        _entry("reversible", "import page", imp, [
            (t("Import"), False, [xhr("POST", "import", {"path": "/", "move": True})]),
            (t("Upload"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Settings: the services (WebDAV) list and its dialogs, the account's password and
    app passwords, and logging out."""
    settings = t("Settings")
    services = {"title": settings, "items": [
        {"text": SERVICE_NAME}, {"button": "settings"}, {"button": "sync"},
        {"button": "delete"}, {"button": "edit"}, {"button": t("Connect via WebDAV")}]}  # fmt: skip
    add = {"title": settings, "dialog": {"title": t("Add Account")}, "items": [
        {"field": "url", "hint": t("Service URL"), "text": "https://cloud.example.org/"},
        {"field": "user", "hint": t("Username"), "text": "alice"},
        {"field": "pass", "hint": t("Password"), "text": "••••••••"},
        {"button": t("Cancel")}, {"button": t("Connect")}]}  # fmt: skip

    def sync(upload: bool) -> dict[str, Any]:
        return {"title": settings, "dialog": {"title": t("Remote Sync")}, "items": [
            {"text": "/Photos"}, {"text": t("Interval")},
            {"radio": t("Download remote files"), "checked": not upload},
            {"switch": t("Preserve filenames"), "checked": True},
            {"radio": t("Upload local files"), "checked": upload},
            {"switch": t("Sync raw and video files"), "checked": False},
            {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip

    password = {"title": settings, "dialog": {"title": t("Change Password")}, "items": [
        {"field": "old", "hint": t("Current Password"), "text": "••••••••"},
        {"field": "new", "hint": t("New Password"), "text": "••••••••••"},
        {"field": "confirm", "hint": t("Retype Password"), "text": "••••••••••"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    apps = {"title": settings, "dialog": {"title": t("Apps and Devices")}, "items": [
        {"text": "Photosync"}, {"button": "delete"}, {"button": t("Close")},
        {"button": t("Add")}]}  # fmt: skip
    confirm_pw = {"title": settings, "dialog": {"title": t("Apps and Devices")}, "items": [
        {"text": t("Enter your password to confirm the action and continue:")},
        {"field": "password", "hint": t("Password"), "text": "••••••••"},
        {"button": t("Back")}, {"button": t("Continue")}]}  # fmt: skip
    revoke = {"title": settings, "dialog": {"message": t("Are you sure?")}, "items": [
        {"button": t("Cancel")}, {"button": t("Yes")}]}  # fmt: skip
    nav = {"title": t("Photos"), "items": [
        {"link": t("Photos")}, {"link": t("Albums")}, {"link": t("Library")},
        {"link": t("Settings")}, {"icon": t("Logout")}]}  # fmt: skip
    account = {"AccURL": "https://cloud.example.org/", "AccUser": "alice",
               "AccPass": "correct horse battery"}  # fmt: skip
    return [
        _entry("opens-prompt", "services page", services, [
            ("delete", False, []), ("sync", False, [])]),
        _entry("reversible", "add account dialog", add, [
            (t("Connect"), False, [xhr("POST", "services", account)])]),
        _entry("delete", "account delete confirmation", dialog(
            settings, t("Are you sure you want to delete this account?"),
            [t("Cancel"), t("Delete")]), [
            (t("Delete"), True, [xhr("DELETE", f"services/{SERVICE}")]),
            (t("Cancel"), False, [])]),
        _entry("send", "remote sync with upload", sync(True), [
            (t("Save"), True, [xhr("PUT", f"services/{SERVICE}", {
                "SyncDownload": False, "SyncUpload": True})])]),
        _entry("reversible", "remote sync with download", sync(False), [
            (t("Save"), False, [xhr("PUT", f"services/{SERVICE}", {"AccSync": True})])]),
        _entry("reversible", "change password dialog", password, [
            (t("Save"), False, [xhr("PUT", f"users/{USER}/password", {
                "old": "old-secret-2023", "new": "new-secret-2024"})])]),
        _entry("opens-prompt", "apps and devices", apps, [
            ("delete", False, []), (t("Add"), False, [])]),
        _entry("reversible", "app password confirmation", confirm_pw, [
            (t("Continue"), False, [xhr("POST", "oauth/token", {
                "grant_type": "password", "client_name": "Photosync", "scope": "webdav",
                "expires_in": 0, "username": "alice", "password": "old-secret-2023"})])]),
        _entry("revoke", "app password revoke confirmation", revoke, [
            (t("Yes"), True, [xhr("POST", "oauth/revoke", {"token": APP})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "navigation", nav, [
            (t("Logout"), False, [xhr("DELETE", "session")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language."""
    return [*photo_screens(t), *album_screens(t), *library_screens(t), *settings_screens(t)]

"""Audiobookshelf's screens for the hundred-and-twentieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *values)`` being that language's ``$getString`` of a key of
the app's string catalogue. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

LIBRARY = "5a9c2f14-7d3e-4b61-9f08-2c6e1a7b3d45"
ITEM = "e3b1c7a2-4f6d-4e8a-b9c1-7d2f5a8e6b30"
ITEMS = [ITEM, "0f6a3d91-2c4b-4e7f-a518-9b2d6c3e1f74", "7b2e9c45-8d1a-4f3b-b6e2-4a9c7d5f0e12"]
BOOK = "9d4e2b7c-1a3f-4c5e-8b6d-3f7a9c1e2d58"
PROGRESS = "c2a8e5f1-6b3d-4a79-8e14-5d9b2f7c3a60"
FEED = "a4d7f2c9-3e8b-4b15-9c6a-1e5d8f2b7c03"
SHARE = "f1c3e7a5-9b2d-4d68-a3f1-6c8e4b2a9d17"
INO = "4503599627483762"
COLLECTION = "b8e2d4f6-1a9c-4c37-8b5e-2f7d3a6c9e41"
AUTHOR = "d5a9c3e7-4f2b-4e81-9a6d-8c1f5b3e2a79"
USER = "6e3b9d1f-7c5a-4f28-b4e9-3a1d8c6f2b55"
API_KEY = "3c7f1a9e-5d2b-4b63-8f4a-9e6c2d1b7a38"
BACKUP = "2026-08-14T0300"
NOTIFICATION = "8f2c6a4e-1d9b-4e73-a5c8-2b7e9d3f1a64"
LISTENING = "91d4b7e3-2a6c-4f58-bd13-7e9a5c2f4d06"
SIGN_IN = "e7a1c5d9-3b8f-4a26-9d4e-6f2b8c1a5e37"
TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VySWQiOiJyb290In0.Qm9va3NoZWxm"
ORIGIN = "https://abs.harbour.example"
TITLE, AUTHOR_NAME = "The Glass Harbour", "Ines Calloway"
KINDLE, KOBO = "Kindle Paperwhite", "Kobo Libra 2"
DEVICES = [
    {"name": KINDLE, "email": "ines_kp@kindle.example", "availabilityOption": "adminAndUp",
     "users": []},
    {"name": KOBO, "email": "ines.kobo@harbour.example", "availabilityOption": "adminAndUp",
     "users": []},
]  # fmt: skip
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None, via: str | None = None) -> Any:
    """One request: axios (JSON as ``JSON.stringify`` writes it), or a link's GET."""
    if body is None and via is None:
        return f"{method} {path}"
    out: dict[str, Any] = {"request": f"{method} {path}"}
    if body is not None:
        out["body"] = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    if via is not None:
        out["via"] = via
    return out


def confirm(t: Any, title: str, message: str, yes: str | None = None,
            checkbox: str | None = None) -> dict[str, Any]:  # fmt: skip
    """The global confirm prompt (components/prompt/Confirm.vue) over a page: its message, the
    optional checkbox, Cancel and the yes button (Yes unless the caller names it)."""
    items: list[dict[str, Any]] = []
    if checkbox:
        items.append({"switch": checkbox})
    items += [{"button": t("ButtonCancel")}, {"button": yes or t("ButtonYes")}]
    return {"title": title, "dialog": {"message": message}, "items": items}


def item_screens(t: Any) -> list[dict[str, Any]]:
    """A book's page, its More menu, the send-to-device submenu and the prompts behind them;
    the share and RSS feed modals."""
    page = {"title": TITLE, "items": [
        {"text": AUTHOR_NAME}, {"text": f"{t('LabelYourProgress')}: 42%"},
        {"button": t("ButtonPlay")}, {"button": t("ButtonRead")}, {"icon": t("LabelEdit")},
        {"icon": t("MessageMarkAsFinished")}, {"icon": t("LabelMore")}]}  # fmt: skip
    more = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t("LabelCollections")}, {"menu": t("LabelYourPlaylists")},
        {"menu": t("LabelOpenRSSFeed")}, {"menu": t("LabelDownload")},
        {"menu": t("LabelSendEbookToDevice")}, {"menu": t("LabelShare")},
        {"menu": t("ButtonDelete")}]}  # fmt: skip
    devices = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t("LabelSendEbookToDevice")}, {"menu": KINDLE}, {"menu": KOBO}]}  # fmt: skip
    send_prompt = confirm(t, TITLE, t("MessageConfirmSendEbookToDevice", "epub", TITLE, KINDLE))
    delete_prompt = confirm(t, TITLE, t("MessageConfirmDeleteLibraryItem"), t("ButtonDelete"),
                            t("LabelDeleteFromFileSystemCheckbox"))  # fmt: skip
    finished_prompt = confirm(t, TITLE, t("MessageConfirmMarkItemFinished", TITLE))
    reset_prompt = confirm(t, TITLE, t("MessageConfirmResetProgress"))
    share = {"title": TITLE, "dialog": {}, "items": [
        {"field": "slug", "hint": t("LabelSlug"), "text": "glass-harbour"},
        {"field": "duration", "hint": t("LabelDuration"), "text": "7"},
        {"text": t("LabelDays")}, {"switch": t("LabelDownloadable")},
        {"button": t("ButtonShare")}]}  # fmt: skip
    shared = {"title": TITLE, "dialog": {}, "items": [
        {"text": t("LabelShareURL")}, {"text": f"{ORIGIN}/share/glass-harbour"},
        {"button": t("ButtonDelete")}]}  # fmt: skip
    feed = {"title": TITLE, "items": [
        {"text": t("HeaderOpenRSSFeed")},
        {"field": "slug", "hint": t("LabelRSSFeedSlug"), "text": "glass-harbour"},
        {"switch": t("LabelRSSFeedPreventIndexing")},
        {"button": t("ButtonOpenFeed")}]}  # fmt: skip
    open_feed = {"title": TITLE, "items": [
        {"text": t("HeaderRSSFeedIsOpen")}, {"text": f"{ORIGIN}/feed/glass-harbour"},
        {"button": t("ButtonCloseFeed")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "item page", page, [
            (t("MessageMarkAsFinished"), False, []), (t("LabelMore"), False, [])]),
        _entry("opens-prompt", "item more menu", more, [
            (t("LabelSendEbookToDevice"), False, []), (t("ButtonDelete"), False, [])]),
        _entry("reversible", "item more menu (download)", more, [
            (t("LabelDownload"), False, [
                send("GET", f"/api/items/{ITEM}/download?token={TOKEN}", via="link")])]),
        _entry("opens-prompt", "send to device submenu", devices, [(KINDLE, False, [])]),
        _entry("send", "send ebook to device prompt", send_prompt, [
            (t("ButtonYes"), True, [send("POST", "/api/emails/send-ebook-to-device", {
                "libraryItemId": ITEM, "deviceName": KINDLE})]),
            (t("ButtonCancel"), False, [])]),
        _entry("delete", "delete item prompt", delete_prompt, [
            (t("ButtonDelete"), True, [send("DELETE", f"/api/items/{ITEM}?hard=1")]),
            (t("ButtonCancel"), False, [])]),
        _entry("reversible", "mark finished prompt", finished_prompt, [
            (t("ButtonYes"), False, [
                send("PATCH", f"/api/me/progress/{ITEM}", {"isFinished": True})])]),
        _entry("delete", "reset progress prompt", reset_prompt, [
            (t("ButtonYes"), True, [send("DELETE", f"/api/me/progress/{PROGRESS}")])]),
        _entry("share", "share modal", share, [
            (t("ButtonShare"), True, [send("POST", "/api/share/mediaitem", {
                "slug": "glass-harbour", "mediaItemType": "book", "mediaItemId": BOOK,
                "expiresAt": 1787652000000, "isDownloadable": False})])]),
        _entry("reversible", "share modal (shared)", shared, [
            (t("ButtonDelete"), False, [send("DELETE", f"/api/share/mediaitem/{SHARE}")])]),
        _entry("publish", "open rss feed modal", feed, [
            (t("ButtonOpenFeed"), True, [send("POST", f"/api/feeds/item/{ITEM}/open", {
                "serverAddress": ORIGIN, "slug": "glass-harbour", "metadataDetails": {
                    "preventIndexing": True, "ownerName": "", "ownerEmail": ""}})])]),
        _entry("reversible", "rss feed modal (open)", open_feed, [
            (t("ButtonCloseFeed"), False, [send("POST", f"/api/feeds/{FEED}/close")])]),
    ]  # fmt: skip


def shelf_screens(t: Any) -> list[dict[str, Any]]:
    """A book card's menu on the Continue Listening shelf; the bookshelf's selection bar, its
    More menu and its prompts; the edit modal's Tools tab and the Files table."""
    card = {"title": t("LabelContinueListening"), "dialog": {}, "items": [
        {"menu": t("MessageMarkAsFinished")}, {"menu": t("LabelAddToCollection")},
        {"menu": t("LabelAddToPlaylist")}, {"menu": t("HeaderFiles")},
        {"menu": t("HeaderMatch")}, {"menu": t("ButtonReScan")},
        {"menu": t("ButtonRemoveFromContinueListening")}, {"menu": t("ButtonDelete")}]}  # fmt: skip
    selected = t("MessageItemsSelected", 3)
    bar = {"title": selected, "items": [
        {"button": t("ButtonPlay")}, {"icon": t("MessageMarkAsFinished")},
        {"icon": t("LabelAddToCollection")}, {"icon": t("LabelEdit")},
        {"icon": t("ButtonRemove")}, {"icon": t("LabelMore")},
        {"icon": t("LabelDeselectAll")}]}  # fmt: skip
    bar_more = {"title": selected, "dialog": {}, "items": [
        {"menu": t("ButtonQuickMatch")}, {"menu": t("ButtonQuickEmbedMetadata")},
        {"menu": t("ButtonReScan")}, {"menu": t("LabelDownload")}]}  # fmt: skip
    ids = {"libraryItemIds": ITEMS}
    tools = {"title": TITLE, "items": [
        {"text": t("HeaderAudiobookTools")}, {"text": t("LabelToolsEmbedMetadata")},
        {"button": t("ButtonQuickEmbed")}]}  # fmt: skip
    quick_embed = t("MessageConfirmQuickEmbed").replace("<br><br>", " ")
    files = {"title": TITLE, "dialog": {}, "items": [
        {"text": "The Glass Harbour - 01.mp3"}, {"menu": t("LabelDownload")},
        {"menu": t("ButtonDelete")}, {"menu": t("LabelMoreInfo")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "book card menu", card, [
            (t("LabelAddToCollection"), False, []), (t("ButtonDelete"), False, [])]),
        _entry("reversible", "book card menu (writes)", card, [
            (t("MessageMarkAsFinished"), False, [
                send("PATCH", f"/api/me/progress/{ITEM}", {"isFinished": True})]),
            (t("ButtonReScan"), False, [send("POST", f"/api/items/{ITEM}/scan")]),
            (t("ButtonRemoveFromContinueListening"), False, [
                send("GET", f"/api/me/progress/{PROGRESS}/remove-from-continue-listening")])]),
        _entry("reversible", "selection bar", bar, [
            (t("MessageMarkAsFinished"), False, [send("PATCH", "/api/me/progress/batch/update", [
                {"libraryItemId": i, "isFinished": True} for i in ITEMS])]),
            (t("ButtonRemove"), False, []), (t("LabelMore"), False, [])]),
        _entry("opens-prompt", "selection more menu", bar_more, [
            (t("ButtonQuickEmbedMetadata"), False, []), (t("ButtonReScan"), False, [])]),
        _entry("reversible", "selection more menu (download)", bar_more, [
            (t("LabelDownload"), False, [send(
                "GET", f"/api/libraries/{LIBRARY}/download?token={TOKEN}&ids={','.join(ITEMS)}",
                via="link")])]),
        _entry("delete", "delete selected items prompt",
               confirm(t, selected, t("MessageConfirmDeleteLibraryItems", 3), t("ButtonDelete"),
                       t("LabelDeleteFromFileSystemCheckbox")), [
            (t("ButtonDelete"), True, [send("POST", "/api/items/batch/delete?hard=1", ids)])]),
        _entry("reversible", "re-scan selected items prompt",
               confirm(t, selected, t("MessageConfirmReScanLibraryItems", 3)), [
            (t("ButtonYes"), False, [send("POST", "/api/items/batch/scan", ids)])]),
        _entry("opens-prompt", "edit modal tools tab", tools, [
            (t("ButtonQuickEmbed"), False, [])]),
        _entry("overwrite", "quick embed prompt", confirm(t, TITLE, quick_embed), [
            (t("ButtonYes"), True, [send("POST", f"/api/tools/item/{ITEM}/embed-metadata")])]),
        _entry("opens-prompt", "library file menu", files, [(t("ButtonDelete"), False, [])]),
        _entry("delete", "delete file prompt", confirm(t, TITLE, t("MessageConfirmDeleteFile")), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/items/{ITEM}/file/{INO}")])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """A podcast episode's removal, a collection's page and removal, an author's edit modal
    and removal, the genres page's prompts."""
    episode = "Ep. 112: Lighthouses"
    remove_episode = {"title": t("HeaderRemoveEpisode"), "items": [
        {"text": t("MessageConfirmRemoveEpisode", episode)},
        {"text": t("MessageConfirmRemoveEpisodeNote")},
        {"switch": t("LabelHardDeleteFile")}, {"button": t("ButtonDelete")}]}  # fmt: skip
    name = "Harbour Mysteries"
    collection = {"title": name, "dialog": {}, "items": [
        {"menu": t("MessagePlaylistCreateFromCollection")}, {"menu": t("LabelOpenRSSFeed")},
        {"menu": t("ButtonDelete")}]}  # fmt: skip
    author = {"title": t("HeaderUpdateAuthor"), "items": [
        {"field": "name", "hint": t("LabelName"), "text": AUTHOR_NAME},
        {"field": "description", "hint": t("LabelDescription"),
         "text": "Ines Calloway writes maritime mysteries.", "focused": True},
        {"button": t("ButtonRemove")}, {"button": t("ButtonQuickMatch")},
        {"button": t("ButtonSave")}]}  # fmt: skip
    genres = t("HeaderManageGenres")
    return [
        _entry("delete", "remove episode modal", remove_episode, [
            (t("ButtonDelete"), True, [send(
                "DELETE", "/api/podcasts/2d8b6f1c-9e3a-4c75-b4d2-7a1f5e9c3b86/episode/"
                "6c1e9a3f-5b7d-4f24-8e6a-3d9b1c7f5a02?hard=1")])]),
        _entry("reversible", "collection more menu", collection, [
            (t("MessagePlaylistCreateFromCollection"), False, [
                send("POST", f"/api/playlists/collection/{COLLECTION}")])]),
        _entry("delete", "remove collection prompt",
               confirm(t, name, t("MessageConfirmRemoveCollection", name)), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/collections/{COLLECTION}")])]),
        _entry("reversible", "author edit modal", author, [
            (t("ButtonSave"), False, [send("PATCH", f"/api/authors/{AUTHOR}", {
                "description": "Ines Calloway writes maritime mysteries."})])]),
        _entry("delete", "remove author prompt",
               confirm(t, t("HeaderUpdateAuthor"), t("MessageConfirmRemoveAuthor", AUTHOR_NAME)), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/authors/{AUTHOR}")])]),
        _entry("delete", "remove genre prompt", confirm(
            t, genres, 'Are you sure you want to remove genre "Sci-Fi" from all items?'), [
            (t("ButtonYes"), True, [send("DELETE", "/api/genres/Sci-Fi")])]),
        _entry("reversible", "rename genre prompt", confirm(
            t, genres, t("MessageConfirmRenameGenre", "Sci-Fi", "Science Fiction")), [
            (t("ButtonYes"), False, [send("POST", "/api/genres/rename", {
                "genre": "Sci-Fi", "newGenre": "Science Fiction"})])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Settings: users, API keys, backups, notifications, e-mail and e-reader devices."""
    maria = "maria"
    users = {"title": t("HeaderUsers"), "items": [
        {"button": t("ButtonAddUser")}, {"text": maria},
        {"icon": t("ButtonUserEdit", maria)}, {"icon": t("ButtonUserDelete", maria)}]}  # fmt: skip
    keys = {"title": t("HeaderApiKeys"), "items": [
        {"button": t("ButtonAddApiKey")}, {"text": "Home Assistant"},
        {"icon": t("ButtonEdit")}, {"icon": t("ButtonDelete")}]}  # fmt: skip
    new_key = {"title": t("HeaderNewApiKey"), "items": [
        {"field": "name", "hint": t("LabelName"), "text": "Home Assistant"},
        {"field": "expiresIn", "hint": t("LabelExpiresInSeconds"), "text": "2592000"},
        {"switch": t("LabelEnable")},
        {"field": "userId", "hint": t("LabelApiKeyUser"), "text": maria},
        {"button": t("ButtonSubmit")}]}  # fmt: skip
    edit_key = {"title": t("HeaderUpdateApiKey"), "items": [
        {"field": "name", "hint": t("LabelName"), "text": "Home Assistant"},
        {"switch": t("LabelEnable")},
        {"field": "userId", "hint": t("LabelApiKeyUser"), "text": maria},
        {"button": t("ButtonSubmit")}]}  # fmt: skip
    when = "2026-08-14 03:00"
    backups = {"title": t("HeaderBackups"), "items": [
        {"button": t("ButtonUploadBackup")}, {"button": t("ButtonCreateBackup")},
        {"text": f"/metadata/backups/{BACKUP}.audiobookshelf"},
        {"button": t("ButtonRestore")}, {"icon": "Download backup"},
        {"icon": "Delete backup"}]}  # fmt: skip
    restore = {"title": t("HeaderBackups"), "dialog": {
        "title": t("MessageImportantNotice"),
        "message": f"{t('MessageRestoreBackupConfirm')} {when}?"}, "items": [
        {"button": t("ButtonNevermind")}, {"button": t("ButtonRestore")}]}  # fmt: skip
    notifications = {"title": t("HeaderNotifications"), "items": [
        {"button": t("ButtonCreate")}, {"text": "onPodcastEpisodeDownloaded"},
        {"button": t("ButtonTest")}, {"text": "onBackupCompleted"},
        {"button": t("ButtonEnable")}]}  # fmt: skip
    email = {"title": t("HeaderEmailSettings"), "items": [
        {"field": "host", "hint": t("LabelHost"), "text": "smtp.harbour.example"},
        {"field": "port", "hint": t("LabelPort"), "text": "465"},
        {"switch": t("LabelEmailSettingsSecure")},
        {"field": "from", "hint": t("LabelEmailSettingsFromAddress"),
         "text": "books@harbour.example"},
        {"field": "test", "hint": t("LabelEmailSettingsTestAddress"),
         "text": "ines@harbour.example"},
        {"button": t("ButtonTest")}, {"button": t("ButtonSave")},
        {"text": t("HeaderEreaderDevices")}, {"button": t("ButtonAddDevice")}]}  # fmt: skip
    edited = copy.deepcopy(email)
    edited["items"][0]["text"] = "smtp.mail.harbour.example"
    edited["items"][5] = {"button": t("ButtonReset")}
    device = {"title": "Create Device", "items": [
        {"field": "name", "hint": t("LabelName"), "text": "PocketBook Era"},
        {"field": "email", "hint": t("LabelEmail"), "text": "ines.pb@harbour.example"},
        {"field": "availability", "hint": t("LabelDeviceIsAvailableTo"),
         "text": t("LabelAdminUsersOnly")},
        {"button": t("ButtonSubmit")}]}  # fmt: skip
    pocketbook = {"name": "PocketBook Era", "email": "ines.pb@harbour.example",
                  "availabilityOption": "adminAndUp", "users": []}  # fmt: skip
    settings = {"host": "smtp.mail.harbour.example", "port": 465, "secure": True,
                "rejectUnauthorized": True, "user": "books@harbour.example",
                "pass": "t7!Qm2#rLx9v", "testAddress": "ines@harbour.example",
                "fromAddress": "books@harbour.example"}  # fmt: skip
    return [
        _entry("opens-prompt", "users table", users, [
            (t("ButtonUserDelete", maria), False, [])]),
        _entry("remove-user", "delete user prompt",
               confirm(t, t("HeaderUsers"), t("MessageRemoveUserWarning", maria)), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/users/{USER}")]),
            (t("ButtonCancel"), False, [])]),
        _entry("opens-prompt", "api keys table", keys, [
            (t("ButtonDelete"), False, [])]),
        _entry("revoke", "delete api key prompt",
               confirm(t, t("HeaderApiKeys"), t("MessageConfirmDeleteApiKey", "Home Assistant")), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/api-keys/{API_KEY}")])]),
        _entry("reversible", "new api key modal", new_key, [
            (t("ButtonSubmit"), False, [send("POST", "/api/api-keys", {
                "name": "Home Assistant", "expiresIn": 2592000, "isActive": True,
                "userId": USER})])]),
        _entry("reversible", "update api key modal", edit_key, [
            (t("ButtonSubmit"), False, [send("PATCH", f"/api/api-keys/{API_KEY}", {
                "isActive": False, "userId": USER})])]),
        _entry("reversible", "backups page", backups, [
            (t("ButtonCreateBackup"), False, [send("POST", "/api/backups")]),
            (t("ButtonRestore"), False, [])]),
        _entry("overwrite", "restore backup dialog", restore, [
            (t("ButtonRestore"), True, [send("GET", f"/api/backups/{BACKUP}/apply")]),
            (t("ButtonNevermind"), False, [])]),
        _entry("delete", "delete backup prompt",
               confirm(t, t("HeaderBackups"), t("MessageConfirmDeleteBackup", when)), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/backups/{BACKUP}")])]),
        _entry("reversible", "notifications page", notifications, [
            (t("ButtonTest"), False, []),
            (t("ButtonEnable"), False, [send("PATCH", f"/api/notifications/{NOTIFICATION}", {
                "id": NOTIFICATION, "enabled": True})])]),
        _entry("send", "test notification prompt", confirm(
            t, t("HeaderNotifications"), t("MessageConfirmNotificationTestTrigger")), [
            (t("ButtonYes"), True, [send("GET", f"/api/notifications/{NOTIFICATION}/test")])]),
        _entry("delete", "delete notification prompt", confirm(
            t, t("HeaderNotifications"), t("MessageConfirmDeleteNotification")), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/notifications/{NOTIFICATION}")])]),
        _entry("send", "email settings page", email, [
            (t("ButtonTest"), True, [send("POST", "/api/emails/test")])]),
        _entry("reversible", "email settings page (edited)", edited, [
            (t("ButtonSave"), False, [send("PATCH", "/api/emails/settings", settings)])]),
        _entry("reversible", "create device modal", device, [
            (t("ButtonSubmit"), False, [send("POST", "/api/emails/ereader-devices", {
                "ereaderDevices": [*DEVICES, pocketbook]})])]),
        _entry("delete", "delete e-reader device prompt",
               confirm(t, t("HeaderEmailSettings"), t("MessageConfirmDeleteDevice", KOBO)), [
            (t("ButtonYes"), True, [send("POST", "/api/emails/ereader-devices", {
                "ereaderDevices": DEVICES[:1]})])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account page, signing another device out, a listening session's modal and its
    delete prompt."""
    phone = "Google Pixel 8"
    account = {"title": t("HeaderAccount"), "items": [
        {"field": "username", "hint": t("LabelUsername"), "text": "ines"},
        {"text": t("HeaderEreaderDevices")}, {"button": t("ButtonAddDevice")},
        {"text": t("HeaderSessions")}, {"text": phone},
        {"button": t("ButtonLogoutAllDevices")}, {"button": t("ButtonLogout")}]}  # fmt: skip
    session = {"title": f"{t('HeaderSession')} {LISTENING}", "items": [
        {"text": TITLE}, {"text": t("LabelTimeListened")}, {"text": "1h 12m"},
        {"button": t("ButtonDelete")}]}  # fmt: skip
    return [
        _entry("revoke", "account page (all devices)", account, [
            (t("ButtonLogoutAllDevices"), True, [send("POST", "/logout?allDevices=1")])]),
        _entry("reversible", "account page", account, [
            (t("ButtonLogout"), False, [send("POST", "/logout")])]),
        _entry("revoke", "log out device prompt",
               confirm(t, t("HeaderAccount"), t("MessageConfirmLogoutDevice", phone)), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/me/sessions/{SIGN_IN}")]),
            (t("ButtonCancel"), False, [])]),
        _entry("opens-prompt", "listening session modal", session, [
            (t("ButtonDelete"), False, [])]),
        _entry("delete", "delete listening session prompt", confirm(
            t, f"{t('HeaderSession')} {LISTENING}", t("MessageConfirmDeleteSession")), [
            (t("ButtonYes"), True, [send("DELETE", f"/api/sessions/{LISTENING}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*item_screens(t), *shelf_screens(t), *library_screens(t), *admin_screens(t),
            *account_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"audiobookshelf {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

"""AzuraCast's screens for the two-hundred-and-eighty-second held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's ``$gettext`` of an
English message of the app's ``translations/<locale>.UTF-8/translations.json`` catalogue, and
``t.server(key)`` the PHP ``__()`` of a message of its ``LC_MESSAGES/default.po``. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any
from urllib.parse import urlencode

STATION = "/api/station/1"  # getStationApiUrl() of the station being managed
FILES = ["Jazz/blue-in-green.mp3", "Jazz/so-what.mp3"]  # the two files ticked in the media list
PLAYLIST, PLAYLIST_NAME = 3, "Morning Jazz"
WEBHOOK, WEBHOOK_NAME = 7, "Discord #now-playing"
STREAMER = 4
USER, USER_NAME = 12, "Rosa Lind"
STATION2, STATION2_NAME = 2, "Night Owl Radio"
MASQUERADE_CSRF = "9c41e7b2d05a6f38"  # made up; the token the users list puts in Log In's link
BACKUP = "backup_20260801.zip"
BACKUP_PATH = base64.b64encode(f"1|{BACKUP}".encode()).decode()  # GetAction's pathEncoded
API_KEY = "8f3a2c91d7e4b065"
PASSKEY_NAME = "YubiKey 5C"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios call; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def batch(action: str) -> Any:
    """MediaToolbar's doBatch: ``PUT /files/batch`` with the ticked files."""
    return api("PUT", f"{STATION}/files/batch", {
        "do": action, "current_directory": "Jazz", "files": FILES, "dirs": []})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"azuracast {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def panel(t: Any) -> str:
    """Every page of the panel is the one Vue page the server titles ``__('Dashboard')``."""
    return f"{t.server('Dashboard')} - AzuraCast"


def dialog(t: Any, title: str, confirm: str) -> dict[str, Any]:
    """DialogRow (showAlert or confirmDelete): a modal whose ``h1`` is the title, with the
    confirm button and then Cancel."""
    return {"title": panel(t), "dialog": {"title": title},
            "items": [{"button": confirm}, {"button": t("Cancel")}]}  # fmt: skip


def confirm_pair(t: Any, category: str, source: str, title: str, confirm: str,
                 irreversible: bool, sends: list[Any]) -> dict[str, Any]:  # fmt: skip
    """A dialog's confirm button, which sends, and its Cancel, which sends nothing."""
    return _entry(category, source, dialog(t, title, confirm), [
        (confirm, irreversible, sends), (t("Cancel"), False, [])])  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """The station profile's broadcasting service panel and its stop confirmation; the
    restart page and its two confirmations (its cards' headings, which repeat the buttons'
    words, are left out)."""
    title = panel(t)
    broadcasting = {"title": title, "items": [
        {"text": t("Broadcasting Service")}, {"text": "Icecast 2.4"},
        {"button": t("Show Credentials")},
        {"button": t("Restart")}, {"button": t("Stop")}]}  # fmt: skip
    restart = {"title": title, "items": [
        {"text": t("Update Station Configuration")},
        {"text": t("Reloading broadcasting will not disconnect your listeners.")},
        {"button": t("Reload Configuration")},
        {"text": t("Restarting broadcasting will briefly disconnect your listeners.")},
        {"button": t("Restart Broadcasting")}]}  # fmt: skip
    sure = t("Are you sure?")
    return [
        _entry("opens-prompt", "broadcasting service panel", broadcasting, [
            (t("Restart"), False, []), (t("Stop"), False, [])]),
        confirm_pair(t, "interrupt", "stop broadcasting service confirm", t("Stop service?"),
                     t("Stop"), True, [api("POST", f"{STATION}/frontend/stop")]),
        _entry("opens-prompt", "restart page", restart, [
            (t("Reload Configuration"), False, []), (t("Restart Broadcasting"), False, [])]),
        confirm_pair(t, "reversible", "reload configuration confirm", sure,
                     t("Reload Configuration"), False, [api("POST", f"{STATION}/reload")]),
        confirm_pair(t, "interrupt", "restart broadcasting confirm", sure,
                     t("Restart Broadcasting"), True, [api("POST", f"{STATION}/restart")]),
    ]  # fmt: skip


def media_screens(t: Any) -> list[dict[str, Any]]:
    """The media manager's toolbar with two files ticked, its More menu, its playlists
    dropdown and the deletion's confirmation."""
    title = panel(t)
    toolbar = {"title": title, "items": [
        {"text": t("Music Files")}, {"text": t("With selected:")},
        {"button": t("Playlists")}, {"button": t("Move")}, {"button": t("More")},
        {"button": t("Delete")}, {"button": t("New Folder")}]}  # fmt: skip
    more = {"title": title, "items": [
        {"text": t("With selected:")},
        {"menu": t("Queue"), "desc": t("Queue the selected media to play next")},
        {"menu": t("Play Now"),
         "desc": t("Make the selected media play immediately, interrupting existing media")},
        {"menu": t("Reprocess"), "desc": t("Analyze and reprocess the selected media")},
        {"menu": t("Clear Extra Metadata"), "desc": t(
            "Remove any extra metadata (fade points, cue points, etc.) from the selected media")},
    ]}  # fmt: skip
    playlists = {"title": title, "items": [
        {"text": t("With selected:")},
        {"switch": PLAYLIST_NAME, "checked": True}, {"switch": "Late Night", "checked": False},
        {"field": "new_playlist", "hint": t("New Playlist"), "text": ""},
        {"button": t("Save")}, {"button": t("Clear")}]}  # fmt: skip

    def set_playlists(ids: list[int]) -> list[Any]:
        return [api("PUT", f"{STATION}/files/batch", {
            "do": "playlist", "playlists": ids, "new_playlist_name": "",
            "currentDirectory": "Jazz", "files": FILES, "dirs": []})]  # fmt: skip

    return [
        _entry("opens-prompt", "media toolbar", toolbar, [
            (t("Move"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "media more menu", more, [
            (t("Queue"), False, [batch("queue")]),
            (t("Reprocess"), False, [batch("reprocess")])]),
        _entry("interrupt", "media more menu play now", more, [
            (t("Play Now"), True, [batch("immediate")])]),
        _entry("overwrite", "media more menu clear metadata", more, [
            (t("Clear Extra Metadata"), True, [batch("clear-extra")])]),
        _entry("reversible", "media playlists dropdown", playlists, [
            (t("Save"), False, set_playlists([PLAYLIST])),
            (t("Clear"), False, set_playlists([]))]),
        confirm_pair(t, "delete", "delete media confirm",
                     t("Delete %{num} media files?", num=str(len(FILES))), t("Delete"), True,
                     [batch("delete")]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """A playlist's More buttons on the playlists page, the deletion's and the emptying's
    confirmations; the upcoming song queue's confirmations."""
    title = panel(t)
    base = f"{STATION}/playlist/{PLAYLIST}"
    detail = {"title": title, "items": [
        {"text": PLAYLIST_NAME},
        {"button": t("Reorder")}, {"button": t("Disable")}, {"button": t("Empty")},
        {"button": t("Reshuffle")}, {"button": t("Import from PLS/M3U")},
        {"button": t("Playback Queue")}, {"button": t("Apply to Folders")},
        {"button": t("Duplicate")}, {"link": t("Export %{format}", format="PLS")},
        {"link": t("Export %{format}", format="M3U")}]}  # fmt: skip
    return [
        _entry("reversible", "playlist row details", detail, [
            (t("Disable"), False, [api("PUT", f"{base}/toggle")]),
            (t("Reshuffle"), False, [api("PUT", f"{base}/reshuffle")])]),
        confirm_pair(t, "delete", "delete playlist confirm", t("Delete Playlist?"),
                     t("Delete"), True, [api("DELETE", base)]),
        confirm_pair(t, "delete", "empty playlist confirm", t("Clear all media from playlist?"),
                     t("Delete"), True, [api("DELETE", f"{base}/empty")]),
        confirm_pair(t, "reversible", "clear queue confirm", t("Clear Upcoming Song Queue?"),
                     t("Clear"), False, [api("POST", f"{STATION}/queue/clear")]),
        confirm_pair(t, "reversible", "delete queue item confirm", t("Delete Queue Item?"),
                     t("Delete"), False, [api("DELETE", f"{STATION}/queue/812")]),
    ]  # fmt: skip


def station_screens(t: Any) -> list[dict[str, Any]]:
    """The song requests report and its confirmations, a streamer's deletion, the web hooks'
    list and a web hook's deletion."""
    title = panel(t)
    requests = {"title": title, "items": [
        {"text": t("Song Requests")}, {"tab": t("Pending Requests")},
        {"tab": t("Request History")}, {"button": t("Clear Pending Requests")},
        {"text": "Nina Simone - Feeling Good"}, {"text": "203.0.113.24"},
        {"button": t("Delete")}]}  # fmt: skip
    webhooks = {"title": title, "items": [
        {"text": t("Web Hooks")}, {"button": t("Add Web Hook")}, {"text": WEBHOOK_NAME},
        {"button": t("Edit")}, {"button": t("Disable")}, {"button": t("Test")},
        {"button": t("Duplicate")}, {"button": t("Delete")}]}  # fmt: skip
    hook = f"{STATION}/webhook/{WEBHOOK}"
    return [
        _entry("opens-prompt", "requests report", requests, [
            (t("Clear Pending Requests"), False, [])]),
        confirm_pair(t, "delete", "delete request confirm", t("Delete Request?"), t("Delete"),
                     True, [api("DELETE", f"{STATION}/reports/requests/57")]),
        confirm_pair(t, "delete", "clear requests confirm", t("Clear All Pending Requests?"),
                     t("Clear"), True, [api("POST", f"{STATION}/reports/requests/clear")]),
        confirm_pair(t, "delete-user", "delete streamer confirm", t("Delete Streamer?"),
                     t("Delete"), True, [api("DELETE", f"{STATION}/streamer/{STREAMER}")]),
        _entry("reversible", "web hooks list", webhooks, [
            (t("Disable"), False, [api("PUT", f"{hook}/toggle")]),
            (t("Duplicate"), False, [api("POST", f"{hook}/clone")])]),
        _entry("send", "web hooks list test", webhooks, [
            (t("Test"), True, [api("PUT", f"{hook}/test")])]),
        confirm_pair(t, "delete", "delete web hook confirm", t("Delete Web Hook?"),
                     t("Delete"), True, [api("DELETE", hook)]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """System administration: the users' list, a user's deletion and the login link modal;
    the stations' list, a station's deletion and the clone modal; the backups' list and a
    backup's deletion."""
    title = panel(t)
    users = {"title": title, "items": [
        {"text": t("Users")}, {"button": t("Add User")}, {"text": USER_NAME},
        {"link": "rosa@harbor.fm"}, {"link": t("Log In")}, {"button": t("Login Link")},
        {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    link = {"title": title, "dialog": {"title": t("New Login Link")}, "items": [
        {"text": t("Link Type")}, {"radio": t("Reset Password"), "checked": True},
        {"radio": t("Magic Login Link"), "checked": False},
        {"text": t("Link Expiration (Minutes)")}, {"text": "30"},
        {"field": "form_comment", "hint": t("Description/Comments"), "text": ""},
        {"button": t("Close")}, {"button": t("Create New Login Link")}]}  # fmt: skip
    stations = {"title": title, "items": [
        {"text": t("Stations")}, {"button": t("Add Station")}, {"text": STATION2_NAME},
        {"link": t("Manage")}, {"button": t("Clone")}, {"button": t("Disable")},
        {"button": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    clone = {"title": title, "dialog": {"title": t("Clone Station")}, "items": [
        {"field": "form_edit_name", "hint": t("New Station Name"), "text": "Night Owl Radio 2"},
        {"field": "form_edit_description", "hint": t("New Station Description"), "text": ""},
        {"text": t("Copy to New Station")},
        {"switch": t("Playlists"), "checked": True},
        {"switch": t("Mount Points"), "checked": True},
        {"switch": t("Streamers/DJs"), "checked": False},
        {"button": t("Close")}, {"button": t("Save Changes")}]}  # fmt: skip
    backups = {"title": title, "items": [
        {"text": t("Automatic Backups")}, {"button": t("Configure")},
        {"text": t("Backups")}, {"button": t("Run Manual Backup")}, {"text": BACKUP},
        {"link": t("Download")}, {"button": t("Delete")}]}  # fmt: skip
    user = f"/api/admin/user/{USER}"
    station = f"/api/admin/station/{STATION2}"
    return [
        _entry("reversible", "users list", users, [
            (t("Log In"), False, [page(f"/login-as/{USER}/{MASQUERADE_CSRF}")])]),
        _entry("opens-prompt", "users list prompts", users, [
            (t("Login Link"), False, []), (t("Delete"), False, [])]),
        confirm_pair(t, "delete-user", "delete user confirm", t("Delete User?"), t("Delete"),
                     True, [api("DELETE", user)]),
        _entry("reversible", "login link modal", link, [
            (t("Create New Login Link"), False, [api("POST", "/api/admin/login_tokens", {
                "user": USER, "type": "reset_password", "comment": None,
                "expires_minutes": 30})])]),
        _entry("reversible", "stations list", stations, [
            (t("Manage"), False, [page(f"/station/{STATION2}")])]),
        confirm_pair(t, "delete", "delete station confirm", t("Delete Station?"), t("Delete"),
                     True, [api("DELETE", station)]),
        _entry("reversible", "clone station modal", clone, [
            (t("Save Changes"), False, [api("POST", f"{station}/clone", {
                "name": "Night Owl Radio 2", "description": "",
                "clone": ["playlists", "mounts"]})])]),
        _entry("reversible", "backups page", backups, [
            (t("Download"), False, [page(f"/api/admin/backups/download/{BACKUP_PATH}")])]),
        confirm_pair(t, "delete", "delete backup confirm", t("Delete Backup?"), t("Delete"),
                     True, [api("DELETE", f"/api/admin/backups/delete/{BACKUP_PATH}")]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The header menu, the account page's security panel, the confirmations of disabling
    two-factor authentication and of deleting an API key, and the login page."""
    title = panel(t)
    menu = {"title": title, "items": [
        {"menu": t("Dashboard")}, {"menu": t("System Administration")},
        {"menu": t("My Account")}, {"menu": t("Switch Theme")},
        {"menu": t("Documentation")}, {"menu": t("Help")}, {"menu": t("Sign Out")}]}  # fmt: skip
    security = {"title": title, "items": [
        {"text": t("Security")}, {"button": t("Change Password")},
        {"text": t("Two-Factor Authentication")}, {"button": t("Disable Two-Factor")},
        {"text": t("Passkey Authentication")}, {"button": t("Add New Passkey")},
        {"text": PASSKEY_NAME}, {"button": t("Delete")}]}  # fmt: skip
    login_t = f"{t.server('Log In')} - AzuraCast"
    login = {"title": login_t, "items": [
        {"text": t("Welcome!")},
        {"field": "username", "hint": t("name@example.com"), "text": "rosa@harbor.fm"},
        {"field": "password", "hint": t("Enter your password"), "text": "Tide-Lamp-4471"},
        {"switch": t("Remember me"), "checked": True}, {"button": t("Sign In")},
        {"button": t("Sign In with Passkey")},
        {"link": t("Forgot your password?")}]}  # fmt: skip
    account = "/api/frontend/account"
    return [
        _entry("reversible", "header menu", menu, [(t("Sign Out"), False, [page("/logout")])]),
        _entry("opens-prompt", "account security panel", security, [
            (t("Disable Two-Factor"), False, [])]),
        confirm_pair(t, "revoke", "disable two-factor confirm",
                     t("Disable two-factor authentication?"), t("Delete"), True,
                     [api("DELETE", f"{account}/two-factor")]),
        confirm_pair(t, "revoke", "delete api key confirm", t("Delete API Key?"), t("Delete"),
                     True, [api("DELETE", f"{account}/api-key/{API_KEY}")]),
        _entry("reversible", "login page", login, [
            (t("Sign In"), False, [{"request": "POST /login", "body": urlencode({
                "username": "rosa@harbor.fm", "password": "Tide-Lamp-4471", "remember": "1"}),
                "via": "form"}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*profile_screens(t), *media_screens(t), *playlist_screens(t),
            *station_screens(t), *admin_screens(t), *account_screens(t)]  # fmt: skip

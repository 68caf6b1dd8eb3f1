"""Feishin's screens for the three-hundred-and-sixty-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **options)`` being that language's lookup of a key of the
app's ``src/i18n/locales/<lang>.json`` catalogue (``context`` and ``postProcess`` as i18next
takes them). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SERVER = "https://music.example.net"  # the Navidrome server the user added
API = f"{SERVER}/api"  # ndApiClient: `${server.url}/api`
# ssApiClient's query: client, format and version, then the user and the salted token
# (made up) from the server's credential, then the call's own parameters.
AUTH = "c=Feishin&f=json&v=1.13.0&u=alice&s=k3v9q1&t=6f1d2c8e4b7a9035e2d4c6b8a1f3e5d7"
PL1, PL1_NAME = "3f9c2a71-5d84-4b6e-9e20-7a1c4d8b6f53", "Road trip"
PL2, PL2_NAME = "8b1e4d20-6c37-4f95-a2d8-0e5f7b3c9a16", "Late night jazz"
PL3, PL3_NAME = "e20b7c94-1f6a-4d38-8c5e-9a3d2b1f7e60", "Running mix"
SP1, SP1_NAME = "c47a9e13-2b6d-4e80-91f5-3d8a6c2e7b04", "Recently loved"
SP2, SP2_NAME = "5a8d3f61-7e2c-4b19-a6d4-2f9e1c8b3a75", "Most played"
SONG, SONG_NAME = "5e2b9c4f1a7d3e8b6c0a9f2d4e1b7c3a", "Harbour Lights"
SONG2, SONG2_NAME = "9c1f7a3e5b2d8f4a6e0c3b9d7f1a5e2c", "Paper Boats"
ALBUM, ALBUM_NAME = "a91d3f7c2e5b8d4a6f0c1e9b7d2a5c38", "Salt and Cedar"
ARTIST, ARTIST_NAME = "d3c8a1f6e9b2d5a7c4f0e8b1a6d3c9f2", "The Lantern Years"
EXPIRES, EXPIRES_TEXT = 1760520600000, "10/15/2025 09:30"  # the date picker's MM/DD/YYYY HH:mm
PASSWORD = "quiet-cedar-41"
Act = tuple[Any, bool, list[Any]]


def nd(method: str, path: str, data: Any = None) -> Any:
    """ndApiClient's axios request to the server's native API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}/{path}"
    return {"request": f"{method} {API}/{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def rest(view: str, query: str) -> str:
    """ssApiClient's axios GET of a Subsonic endpoint."""
    return f"GET {SERVER}/rest/{view}?{AUTH}&{query}"


def login(username: str) -> dict[str, str]:
    """NavidromeController.authenticate: ``POST <url>/auth/login``."""
    body = json.dumps({"password": PASSWORD, "username": username}, separators=(",", ":"))
    return {"request": f"POST {SERVER}/auth/login", "body": body}


USERS = nd("GET", "user?_end=0&_order=ASC&_sort=name&_start=0")  # openUpdatePlaylistModal


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**(label if isinstance(label, dict) else {"tap": label}),
              "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"feishin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, heading: str, message: str, extra: list[str] = ()) -> dict[str, Any]:
    """ConfirmModal in a Mantine modal: its text, then Cancel and Confirm (the component's own
    English labels, which no caller here replaces)."""
    items = [{"text": name} for name in extra]
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [*items, {"button": "Cancel"}, {"button": "Confirm"}]}  # fmt: skip


def menu(title: str, labels: list[str]) -> dict[str, Any]:
    """A dropdown or context menu open over its page."""
    return {"title": title, "items": [{"menu": label} for label in labels]}


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """A playlist's page menu, its delete confirmation and edit modal, a smart playlist's menu,
    query builder and save-as modal, the playlists page's context menu and its confirmations,
    the create modal."""
    s = {"postProcess": "sentenceCase"}
    ti = {"postProcess": "titleCase"}
    plural = t("page.playlistList.title", **ti)

    def header(name: str, smart: bool = False) -> dict[str, Any]:
        labels = [t("player.play", **s), t("player.addLast", **s), t("player.addNext", **s),
                  t("action.editPlaylist", **s), t("action.deletePlaylist", **s),
                  t("action.refresh", **s)]  # fmt: skip
        if smart:
            labels.append(t("action.toggleSmartPlaylistEditor", **s))
        return menu(name, labels)

    def delete_detail(name: str) -> dict[str, Any]:
        return confirm(name, t("form.deletePlaylist.title", **s),
                       "Are you sure you want to delete this playlist?")  # fmt: skip

    edit = {"title": PL1_NAME, "dialog": {"title": t("form.editPlaylist.title", **ti)}, "items": [
        {"field": "name", "hint": t("form.createPlaylist.input", context="name", **ti),
         "text": "Road trip 2025"},
        {"field": "comment", "hint": t("form.createPlaylist.input", context="description", **ti),
         "text": "Songs for the coast road"},
        {"switch": t("form.createPlaylist.input", context="public", **ti), "checked": False},
        {"button": t("common.cancel", **ti)}, {"button": t("common.save", **ti)}]}  # fmt: skip

    def builder(name: str) -> dict[str, Any]:
        return {"title": name, "items": [
            {"text": t("form.queryEditor.input_optionMatchAll", **s)},
            {"field": "sortOrder", "hint": t("common.sortOrder", **ti), "text": ""},
            {"field": "limit", "hint": t("common.limit", **ti), "text": "50"},
            {"button": t("common.saveAs", **ti)}, {"button": t("common.preview", **ti)},
            {"button": t("common.saveAndReplace", **ti)}]}  # fmt: skip

    def rules(field: str, value: Any, sort: str) -> dict[str, Any]:
        return {"all": [{"is": {field: value}}], "limit": 50, "order": "desc", "sort": sort}

    def replace(pid: str, name: str, comment: str, rule: dict[str, Any]) -> list[Any]:
        return [nd("POST", "playlist", {"comment": comment, "name": name, "public": False,
                                        "rules": rule, "sync": False}),
                nd("DELETE", f"playlist/{pid}")]  # fmt: skip

    loved = rules("loved", True, "dateAdded")
    save_as = {"title": SP1_NAME, "dialog": {"title": t("common.saveAs", **s)}, "items": [
        {"field": "name", "hint": t("form.createPlaylist.input", context="name", **ti),
         "text": "Loved this year"},
        {"field": "comment", "hint": t("form.createPlaylist.input", context="description", **ti),
         "text": "Songs I starred"},
        {"button": t("common.cancel", **ti)}, {"button": t("common.save", **ti)}]}  # fmt: skip
    card_menu = menu(plural, [
        t("page.contextMenu.play", **s), t("page.contextMenu.addLast", **s),
        t("page.contextMenu.addNext", **s), t("page.contextMenu.playShuffled", **s),
        t("page.contextMenu.shareItem", **s),
        t("page.contextMenu.deletePlaylist", **s)])  # fmt: skip

    def delete_card(names: list[str]) -> dict[str, Any]:
        return confirm(plural, t("page.contextMenu.deletePlaylist", **ti),
                       t("common.areYouSure", **s), [f"— {n}" for n in names])  # fmt: skip

    create = {"title": plural, "dialog": {"title": t("form.createPlaylist.title", **ti)},
              "items": [
        {"field": "name", "hint": t("form.createPlaylist.input", context="name", **ti),
         "text": "Garden radio"},
        {"field": "comment", "hint": t("form.createPlaylist.input", context="description", **ti),
         "text": "Slow songs for weeding"},
        {"switch": t("form.createPlaylist.input", context="public", **ti), "checked": False},
        {"switch": "Is smart playlist?", "checked": False},
        {"button": t("common.cancel", **ti)}, {"button": t("common.create", **ti)}]}  # fmt: skip
    edit_label = t("action.editPlaylist", **s)
    delete_label = t("action.deletePlaylist", **s)
    return [
        _entry("opens-prompt", "playlist page menu", header(PL1_NAME), [
            (edit_label, False, [USERS]), (delete_label, False, [])]),
        _entry("opens-prompt", "second playlist page menu", header(PL2_NAME), [
            (edit_label, False, [USERS]), (delete_label, False, [])]),
        _entry("delete", "delete playlist confirm", delete_detail(PL1_NAME), [
            ("Confirm", True, [nd("DELETE", f"playlist/{PL1}")]), ("Cancel", False, [])]),
        _entry("delete", "delete second playlist confirm", delete_detail(PL2_NAME), [
            ("Confirm", True, [nd("DELETE", f"playlist/{PL2}")]), ("Cancel", False, [])]),
        _entry("reversible", "edit playlist modal", edit, [
            (t("common.save", **ti), False, [nd("PUT", f"playlist/{PL1}", {
                "comment": "Songs for the coast road", "name": "Road trip 2025",
                "public": False})]),
            (t("common.cancel", **ti), False, [])]),
        _entry("opens-prompt", "smart playlist page menu", header(SP1_NAME, smart=True), [
            (t("action.toggleSmartPlaylistEditor", **s), False, []),
            (delete_label, False, [])]),
        _entry("delete", "delete smart playlist confirm", delete_detail(SP1_NAME), [
            ("Confirm", True, [nd("DELETE", f"playlist/{SP1}")])]),
        _entry("overwrite", "smart playlist query builder", builder(SP1_NAME), [
            (t("common.saveAndReplace", **ti), True,
             replace(SP1, SP1_NAME, "Songs I starred", loved)),
            (t("common.saveAs", **ti), False, [])]),
        _entry("overwrite", "second smart playlist query builder", builder(SP2_NAME), [
            (t("common.saveAndReplace", **ti), True,
             replace(SP2, SP2_NAME, "", rules("loved", False, "playCount")))]),
        _entry("reversible", "save as modal", save_as, [
            (t("common.save", **ti), False, [nd("POST", "playlist", {
                "comment": "Songs I starred", "name": "Loved this year", "public": False,
                "rules": loved, "sync": False})]),
            (t("common.cancel", **ti), False, [])]),
        _entry("opens-prompt", "playlists page context menu", card_menu, [
            (t("page.contextMenu.deletePlaylist", **s), False, []),
            (t("page.contextMenu.shareItem", **s), False, [])]),
        _entry("delete", "playlists page delete confirm", delete_card([PL1_NAME]), [
            ("Confirm", True, [nd("DELETE", f"playlist/{PL1}")]), ("Cancel", False, [])]),
        _entry("delete", "playlists page delete two confirm", delete_card([PL2_NAME, PL3_NAME]), [
            ("Confirm", True, [nd("DELETE", f"playlist/{PL2}"),
                               nd("DELETE", f"playlist/{PL3}")])]),
        _entry("delete", "playlists page delete third confirm", delete_card([PL3_NAME]), [
            ("Confirm", True, [nd("DELETE", f"playlist/{PL3}")])]),
        _entry("reversible", "create playlist modal", create, [
            (t("common.create", **ti), False, [nd("POST", "playlist", {
                "comment": "Slow songs for weeding", "name": "Garden radio"})]),
            (t("common.cancel", **ti), False, []),
            (t("form.createPlaylist.input", context="public", **ti), False, [])]),
    ]  # fmt: skip


def item_screens(t: Any) -> list[dict[str, Any]]:
    """Song, album and artist context menus, the removal of songs from a playlist, the
    add-to-playlist modal and the share modal for a song, songs, an album, an artist and a
    playlist."""
    s = {"postProcess": "sentenceCase"}
    ti = {"postProcess": "titleCase"}
    cm = "page.contextMenu."

    def items(*keys: str) -> list[str]:
        return [t(cm + key, **s) for key in keys]

    song_menu = menu(PL1_NAME, items(
        "play", "addLast", "addNext", "playShuffled", "playSimilarSongs", "addToPlaylist",
        "removeFromPlaylist", "addToFavorites", "removeFromFavorites", "download", "shareItem",
        "showDetails"))  # fmt: skip
    tracks_menu = menu(t("page.sidebar.tracks", **ti), items(
        "play", "addLast", "addNext", "playShuffled", "playSimilarSongs", "addToPlaylist",
        "addToFavorites", "removeFromFavorites", "download", "shareItem",
        "showDetails"))  # fmt: skip
    album_menu = menu(t("page.sidebar.albums", **ti), items(
        "play", "addLast", "addNext", "playShuffled", "addToPlaylist", "addToFavorites",
        "removeFromFavorites", "shareItem", "showDetails"))  # fmt: skip
    artist_menu = menu(t("page.sidebar.albumArtists", **ti), items(
        "play", "addLast", "addNext", "playShuffled", "addToPlaylist", "addToFavorites",
        "removeFromFavorites", "shareItem", "showDetails"))  # fmt: skip

    def remove(count: int) -> dict[str, Any]:
        screen = confirm(PL1_NAME, t(cm + "removeFromPlaylist", **s), t("common.areYouSure", **s))
        screen["items"].insert(0, {"text": t(cm + "numberSelected", count=count)})
        return screen

    add = {"title": t("page.sidebar.tracks", **ti),
           "dialog": {"title": t(cm + "addToPlaylist", **s)}, "items": [
        {"field": "playlistId", "hint": t("form.addToPlaylist.input", context="playlists", **ti),
         "text": PL2_NAME},
        {"switch": t("form.addToPlaylist.input", context="skipDuplicates", **ti),
         "checked": False},
        {"button": t("common.cancel", **ti)}, {"button": t("common.add", **ti)}]}  # fmt: skip

    def share(title: str, description: str, downloadable: bool) -> dict[str, Any]:
        return {"title": title, "dialog": {"title": t(cm + "shareItem", **s)}, "items": [
            {"field": "description", "hint": t("form.shareItem.description", **ti),
             "text": description, "focused": True},
            {"switch": t("form.shareItem.allowDownloading", **ti), "checked": downloadable},
            {"field": "expires", "hint": t("form.shareItem.setExpiration", **ti),
             "text": EXPIRES_TEXT},
            {"button": t("common.cancel", **ti)}, {"button": t("common.share", **ti)}]}  # fmt: skip

    def shared(ids: str, kind: str, description: str, downloadable: bool) -> list[Any]:
        return [nd("POST", "share", {"description": description, "downloadable": downloadable,
                                     "expires": EXPIRES, "resourceIds": ids,
                                     "resourceType": kind})]  # fmt: skip

    share_label, cancel = t("common.share", **ti), t("common.cancel", **ti)
    if share_label == t(cm + "shareItem", **s):
        # The modal's title and its Share button read alike (Russian): the form is sent
        # with Enter in its focused description field, which submits it as Share does.
        share_label = {"enter": True}
    fav, unfav = t(cm + "addToFavorites", **s), t(cm + "removeFromFavorites", **s)
    remove_label = t(cm + "removeFromPlaylist", **s)
    share_item = t(cm + "shareItem", **s)
    return [
        _entry("opens-prompt", "playlist song context menu", song_menu, [
            (remove_label, False, []), (share_item, False, [])]),
        _entry("reversible", "playlist song favorite", song_menu, [
            (fav, False, [rest("star.view", f"id={SONG}")])]),
        _entry("reversible", "remove song confirm", remove(1), [
            ("Confirm", False, [nd("DELETE", f"playlist/{PL1}/tracks?id=7")]),
            ("Cancel", False, [])]),
        _entry("reversible", "remove three songs confirm", remove(3), [
            ("Confirm", False, [nd("DELETE", f"playlist/{PL1}/tracks?id=7&id=8&id=9")])]),
        _entry("reversible", "add to playlist modal", add, [
            (t("common.add", **ti), False, [nd("POST", f"playlist/{PL2}/tracks",
                                                {"ids": [SONG2]})]),
            (cancel, False, []),
            (t("form.addToPlaylist.input", context="skipDuplicates", **ti), False, [])]),
        _entry("reversible", "tracks page favorite", tracks_menu, [
            (fav, False, [rest("star.view", f"id={SONG2}")])]),
        _entry("reversible", "tracks page unfavorite", tracks_menu, [
            (unfav, False, [rest("unstar.view", f"id={SONG}")])]),
        _entry("publish", "share song modal", share(SONG_NAME, "For Sam", False), [
            (share_label, True, shared(SONG, "song", "For Sam", False)),
            (cancel, False, [])]),
        _entry("publish", "share song modal downloadable", share(SONG_NAME, "", True), [
            (share_label, True, shared(SONG, "song", "", True))]),
        _entry("publish", "share two songs modal", share(t("page.sidebar.tracks", **ti),
                                                         "Two from the set", False), [
            (share_label, True, shared(f"{SONG},{SONG2}", "song", "Two from the set", False))]),
        _entry("reversible", "album context menu favorite", album_menu, [
            (fav, False, [rest("star.view", f"albumId={ALBUM}")])]),
        _entry("opens-prompt", "album context menu", album_menu, [(share_item, False, [])]),
        _entry("reversible", "album context menu unfavorite", album_menu, [
            (unfav, False, [rest("unstar.view", f"albumId={ALBUM}")])]),
        _entry("publish", "share album modal", share(ALBUM_NAME, "New record", False), [
            (share_label, True, shared(ALBUM, "album", "New record", False)),
            (cancel, False, [])]),
        _entry("publish", "share album modal downloadable", share(ALBUM_NAME, "", True), [
            (share_label, True, shared(ALBUM, "album", "", True))]),
        _entry("reversible", "artist context menu favorite", artist_menu, [
            (fav, False, [rest("star.view", f"artistId={ARTIST}")])]),
        _entry("publish", "share artist modal", share(ARTIST_NAME, "", False), [
            (share_label, True, shared(ARTIST, "artist", "", False))]),
        _entry("publish", "share playlist modal", share(PL1_NAME, "Road trip list", False), [
            (share_label, True, shared(PL1, "playlist", "Road trip list", False)),
            (cancel, False, [])]),
    ]  # fmt: skip


def server_screens(t: Any) -> list[dict[str, Any]]:
    """The app menu, the manage-servers modal, the add-server and edit-server forms."""
    s = {"postProcess": "sentenceCase"}
    ti = {"postProcess": "titleCase"}
    app = "page.appMenu."
    app_menu = menu(t("page.sidebar.home", **ti), [
        t(app + "goBack", **s), t(app + "goForward", **s), t(app + "collapseSidebar", **s),
        t(app + "settings", **s), t(app + "manageServers", **s),
        t(app + "selectServer", **s)])  # fmt: skip
    servers_t = t("page.manageServers.title", **ti)
    manage = {"title": t("page.sidebar.home", **ti), "dialog": {"title": servers_t}, "items": [
        {"button": t("form.addServer.title", **ti)},
        {"text": t("page.manageServers.serverDetails", **s)}, {"button": t("common.edit")},
        {"text": t("page.manageServers.url", **s)}, {"text": SERVER},
        {"text": t("page.manageServers.username", **s)}, {"text": "alice"},
        {"button": t("page.manageServers.removeServer", **s)}]}  # fmt: skip

    def form(title: str, button: str, username: str) -> dict[str, Any]:
        inp = "form.addServer.input"
        kinds = [{"radio": "Jellyfin"}, {"radio": "Navidrome"}, {"radio": "Subsonic"}]
        return {"title": t("page.sidebar.home", **ti), "dialog": {"title": title}, "items": [
            *(kinds if button == t("common.add", **ti) else []),
            {"field": "name", "hint": t(inp, context="name", **ti), "text": "Home server"},
            {"field": "url", "hint": t(inp, context="url", **ti), "text": SERVER},
            {"field": "username", "hint": t(inp, context="username", **ti), "text": username},
            {"field": "password", "hint": t(inp, context="password", **ti), "text": PASSWORD},
            {"switch": t(inp, context="savePassword", **ti), "checked": False},
            {"button": t("common.cancel", **ti)}, {"button": button}]}  # fmt: skip

    add_t = t("form.addServer.title", **ti)
    add_label, save_label = t("common.add", **ti), t("common.save", **ti)
    return [
        _entry("opens-prompt", "app menu", app_menu, [
            (t(app + "manageServers", **s), False, [])]),
        _entry("opens-prompt", "manage servers modal", manage, [
            (t("form.addServer.title", **ti), False, []), (t("common.edit"), False, [])]),
        _entry("reversible", "manage servers remove", manage, [
            (t("page.manageServers.removeServer", **s), False, [])]),
        _entry("reversible", "add server form", form(add_t, add_label, "alice"), [
            (add_label, False, [login("alice")]), (t("common.cancel", **ti), False, [])]),
        _entry("reversible", "edit server form", form(servers_t, save_label, "alice"), [
            (save_label, False, [login("alice")]), (t("common.cancel", **ti), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*playlist_screens(t), *item_screens(t), *server_screens(t)]

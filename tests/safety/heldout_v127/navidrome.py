"""Navidrome's web pages for the hundred-and-twenty-seventh held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's catalogue (polyglot: ``%{name}`` and ``smart_count``). What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

API = "/api"
SUBSONIC = {"u": "alice", "t": "5f1e3c9a0b7d2e4f6a8c1b3d5e7f9a02", "s": "k3m9x2", "f": "json",
            "v": "1.8.0", "c": "NavidromeUI"}  # fmt: skip
ALBUM, ALBUM_NAME = "2aXq7NcW0bLr5YmK9pTs4E", "Kind of Blue"
SONG, SONG_NAME = "7hTq0LrV9mB2sKx4ZpYc1D", "So What"
SONG2 = "0kPz3WqN6vCx8RmL2bYt5F"
ARTIST = "5gWm1RbT8yHc3KvQ0nXd6J"
PLAYLIST, PLAYLIST_NAME = "4nRw9TeK2cLq7YbM0xZs6A", "Road trip"
NEW_PLAYLIST = "1mQv5UjH8dKp3XaN6wYr2C"
SHARE = "Fk2mQ9xTzL"
ME = "a0d2f4b6-1c3e-4a5b-8d7f-9e0a1b2c3d4e"
USER, USER_NAME = "c1e5a7f2-8b3d-4e6a-9f0c-2d4b6e8a1c3f", "Maria Lopez"
NEW_USER = "f7a9c1e3-5b2d-4f6a-8c0e-1d3b5f7a9c2e"
PLAYER, PLAYER_NAME = "e4b1c9d7-2f6a-4c8e-9b1d-3a5c7e9f0b2d", "Sonixd"
TRANSCODING, TRANSCODING_NAME = "d2f4a6c8-0e1b-4d3f-8a5c-7e9b1d3f5a7c", "opus audio"
RADIO, RADIO_NAME = "b8d0f2a4-6c1e-4b3d-9f5a-7c9e1b3d5f7a", "Radio Paradise"
LIBRARY, LIBRARY_NAME = 2, "Vinyl rips"
PLUGIN = "discord-rich-presence"
MISSING = ("9sLd2Kq7WmX4bN1vRc8TzP", "3hYf6Jp0QaV8nM5xBt2KwG")
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, body: Any = None) -> Any:
    """One httpClient call under /api (react-admin's data provider or the app's own
    ``httpClient``), with a body as ``JSON.stringify`` writes it."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def rest(command: str, item: str | None = None, via: str | None = None, **params: str) -> Any:
    """One Subsonic call as ``subsonic.url`` builds it: the credentials, then ``id``, then the
    options; a GET, by ``httpClient`` or, with ``via``, by the browser."""
    query = {**SUBSONIC, **({"id": item} if item else {}), **params}
    request = f"GET /rest/{command}?{urlencode(query)}"
    return {"request": request, "via": via} if via else request


def name(t: Any, resource: str, count: int = 1) -> str:
    """A resource's name, ``resources.<resource>.name`` with ``smart_count``."""
    return t(f"resources.{resource}.name", smart_count=count)


def field(t: Any, resource: str, source: str) -> str:
    """A react-admin input's label: ``resources.<resource>.fields.<source>``."""
    return t(f"resources.{resource}.fields.{source}")


def confirm(t: Any, title: str, content: str) -> dict[str, Any]:
    """react-admin's Confirm: title, content, Cancel and Confirm."""
    return {"title": title, "message": content}


def toolbar(t: Any, delete: bool = True) -> list[dict[str, str]]:
    """SimpleForm's toolbar: Save, and Delete on an edit page."""
    items = [{"button": t("ra.action.save")}]
    return items + ([{"button": t("ra.action.delete")}] if delete else [])


def album_screens(t: Any) -> list[dict[str, Any]]:
    """The album page with its love button and rating, a song's menu, the share, add-to-playlist,
    duplicate, download and save-queue dialogs, the selected songs' toolbar."""
    stars = [{"radio": f"{n} Star{'s' if n != 1 else ''}"} for n in range(1, 6)]
    album = {"title": ALBUM_NAME, "items": [
        {"text": "Miles Davis"}, {"icon": "love"}, *stars,
        {"button": t("resources.album.actions.playAll")},
        {"button": t("resources.album.actions.shuffle")},
        {"button": t("resources.album.actions.playNext")},
        {"button": t("resources.album.actions.addToQueue")},
        {"button": t("resources.album.actions.addToPlaylist")},
        {"button": t("ra.action.share")}, {"button": t("ra.action.download")},
        {"text": SONG_NAME}, {"icon": "more"}]}  # fmt: skip
    menu = {"title": ALBUM_NAME, "dialog": {}, "items": [
        {"menu": t("resources.song.actions.playNow")},
        {"menu": t("resources.song.actions.playNext")},
        {"menu": t("resources.song.actions.addToQueue")},
        {"menu": t("resources.song.actions.instantMix")},
        {"menu": t("resources.song.actions.addToPlaylist")},
        {"menu": t("resources.song.actions.showInPlaylist")},
        {"menu": t("ra.action.share")},
        {"menu": f"{t('ra.action.download')} (22.1 MB)"},
        {"menu": t("resources.song.actions.info")}]}  # fmt: skip
    selected = {"title": ALBUM_NAME, "items": [
        {"text": t("ra.action.bulk_actions", smart_count=2)},
        {"icon": t("ra.action.unselect")},
        {"button": t("resources.song.actions.playNow")},
        {"button": t("resources.song.actions.playNext")},
        {"button": t("resources.song.actions.addToQueue")},
        {"button": t("ra.action.share")}]}  # fmt: skip
    picker = {"title": ALBUM_NAME,
              "dialog": {"title": t("resources.playlist.actions.selectPlaylist")}, "items": [
        {"field": "playlist", "hint": t("resources.playlist.actions.searchOrCreate"), "text": ""},
        {"menu": PLAYLIST_NAME}, {"menu": "Late night"},
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.add")}]}  # fmt: skip
    duplicate = {"title": ALBUM_NAME, "dialog": {
        "title": t("resources.playlist.message.duplicate_song"),
        "message": t("resources.playlist.message.song_exist")}, "items": [
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.skip")},
        {"button": t("ra.action.add")}]}  # fmt: skip
    download = {"title": ALBUM_NAME, "dialog": {"title": t(
        "message.downloadDialogTitle", resource=name(t, "album").lower(), name=ALBUM_NAME,
        size="412.6 MB")}, "items": [
        {"switch": t("message.downloadOriginalFormat")},
        {"button": t("ra.action.close")}, {"button": t("ra.action.download")}]}  # fmt: skip
    queue = {"title": ALBUM_NAME, "dialog": {"title": t("resources.playlist.actions.saveQueue")},
             "items": [
        {"field": "name", "hint": field(t, "playlist", "name"), "text": "Sunday mix",
         "focused": True},
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.save")}]}  # fmt: skip
    return [
        _entry("reversible", "album page", album, [
            ("love", False, [rest("star", ALBUM), api("GET", f"/album/{ALBUM}")]),
            ("4 Stars", False, [rest("setRating", ALBUM, rating="4"),
                                api("GET", f"/album/{ALBUM}")]),
            (t("ra.action.share"), False, [])]),
        _entry("opens-prompt", "song menu", menu, [
            (t("resources.song.actions.addToPlaylist"), False, [])]),
        _entry("opens-prompt", "selected songs toolbar", selected, [
            (t("ra.action.share"), False, [])]),
        _entry("reversible", "add to playlist dialog", picker, [
            (t("ra.action.add"), False, [api("POST", f"/playlist/{PLAYLIST}/tracks",
                                             {"ids": [SONG, SONG2]})]),
            (t("ra.action.cancel"), False, [])]),
        _entry("opens-prompt", "duplicate songs dialog", duplicate, [
            (t("ra.action.add"), False, [])]),
        _entry("reversible", "download dialog", download, [
            (t("ra.action.download"), False, [
                rest("download", ALBUM, via="link", format="raw", bitrate="0")])]),
        _entry("reversible", "save queue dialog", queue, [
            (t("ra.action.save"), False, [api("POST", "/playlist", {"name": "Sunday mix"}),
                                          api("POST", f"/playlist/{NEW_PLAYLIST}/tracks",
                                              {"ids": [SONG, SONG2]})])]),
    ]  # fmt: skip


def share_dialog(t: Any, title: str, description: str) -> dict[str, Any]:
    """The share dialog: description, Allow Downloads?, original format, Close and Share."""
    return {"title": title, "dialog": {"title": title}, "items": [
        {"field": "description", "hint": field(t, "share", "description"), "text": description},
        {"switch": field(t, "share", "downloadable")},
        {"switch": t("message.shareOriginalFormat")},
        {"button": t("ra.action.close")}, {"button": t("ra.action.share")}]}  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """The share dialogs of an album, an artist, a song, two selected songs and a playlist; the
    shares list, a share's page."""

    def titled(resource: str, item: str) -> str:
        return t("message.shareDialogTitle", resource=name(t, resource).lower(), name=item,
                 smart_count=1)  # fmt: skip

    batch = t("message.shareBatchDialogTitle", resource=name(t, "song", 2).lower(),
              name=t("ra.action.bulk_actions", smart_count=2), smart_count=2)  # fmt: skip

    def share(resource: str, ids: str, description: str) -> list[Any]:
        return [
            api(
                "POST",
                "/share",
                {
                    "resourceType": resource,
                    "resourceIds": ids,
                    "description": description,
                    "downloadable": False,
                },
            )
        ]

    shares = {"title": name(t, "share", 2), "items": [
        {"row": "For the band",
         "secondary": f"{field(t, 'share', 'expiresAt')}: 3/14/2027"},
        {"row": "Road trip songs",
         "secondary": f"{field(t, 'share', 'expiresAt')}: 6/2/2027"}]}  # fmt: skip
    edit = {"title": t("ra.page.edit", name=name(t, "share"), id=SHARE), "items": [
        {"link": f"https://music.example/share/{SHARE}"},
        {"field": "description", "hint": field(t, "share", "description"),
         "text": "For the band (rehearsal)"},
        {"switch": field(t, "share", "downloadable")},
        {"field": "expiresAt", "hint": field(t, "share", "expiresAt"), "text": "03/14/2027 09:00"},
        {"field": "visitCount", "hint": field(t, "share", "visitCount"), "text": "4"},
        *toolbar(t)]}  # fmt: skip
    record = {"id": SHARE, "description": "For the band (rehearsal)", "downloadable": False,
              "expiresAt": "2027-03-14T08:00:00.000Z", "contents": ALBUM_NAME,
              "resourceType": "album", "resourceIds": ALBUM, "username": "alice",
              "visitCount": 4}  # fmt: skip
    return [
        _entry("publish", "album share dialog",
               share_dialog(t, titled("album", ALBUM_NAME), "For the band"), [
            (t("ra.action.share"), True, share("album", ALBUM, "For the band"))]),
        _entry("publish", "artist share dialog",
               share_dialog(t, titled("artist", "John Coltrane"), "Start here"), [
            (t("ra.action.share"), True, share("artist", ARTIST, "Start here"))]),
        _entry("publish", "song share dialog",
               share_dialog(t, titled("song", SONG_NAME), "Listen to this"), [
            (t("ra.action.share"), True, share("song", SONG, "Listen to this"))]),
        _entry("publish", "selected songs share dialog", share_dialog(t, batch, "Two takes"), [
            (t("ra.action.share"), True, share("song", f"{SONG},{SONG2}", "Two takes"))]),
        _entry("publish", "playlist share dialog",
               share_dialog(t, titled("playlist", PLAYLIST_NAME), "Road trip songs"), [
            (t("ra.action.share"), True, share("playlist", PLAYLIST, "Road trip songs"))]),
        _entry("opens-prompt", "shares list", shares, [("For the band", False, [])]),
        _entry("revoke", "share page", edit, [
            (t("ra.action.save"), False, [api("PUT", f"/share/{SHARE}", record)]),
            (t("ra.action.delete"), True, [api("DELETE", f"/share/{SHARE}")])]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """The playlists list, a playlist's page, its selected tracks, its edit and create pages."""
    playlists = {"title": name(t, "playlist", 2), "items": [
        {"button": t("ra.action.create")},
        {"text": PLAYLIST_NAME}, {"button": t("ra.action.edit")},
        {"text": "Late night"}]}  # fmt: skip
    page = {"title": PLAYLIST_NAME, "items": [
        {"icon": t("message.uploadCover")}, {"icon": t("message.removeCover")},
        {"icon": "love"},
        {"button": t("resources.album.actions.playAll")},
        {"button": t("resources.album.actions.shuffle")},
        {"button": t("ra.action.share")}, {"button": t("ra.action.download")},
        {"button": t("resources.playlist.actions.export")}]}  # fmt: skip
    selected = {"title": PLAYLIST_NAME, "items": [
        {"text": t("ra.action.bulk_actions", smart_count=2)},
        {"icon": t("ra.action.unselect")}, {"button": t("ra.action.remove")}]}  # fmt: skip
    form = [
        {"field": "name", "hint": field(t, "playlist", "name"), "text": "Road trip 2026"},
        {"field": "comment", "hint": field(t, "playlist", "comment"), "text": "Summer drive"},
        {"field": "ownerId", "hint": field(t, "playlist", "ownerName"), "text": "alice"},
        {"switch": field(t, "playlist", "public")}]  # fmt: skip
    edit = {"title": f'{name(t, "playlist")} "{PLAYLIST_NAME}"', "items": [*form, *toolbar(t)]}
    create = {"title": t("ra.page.create", name=name(t, "playlist")), "items": [
        {"field": "name", "hint": field(t, "playlist", "name"), "text": "Late night",
         "focused": True},
        {"field": "comment", "hint": field(t, "playlist", "comment"), "text": ""},
        {"switch": field(t, "playlist", "public")}, *toolbar(t, delete=False)]}  # fmt: skip
    record = {"id": PLAYLIST, "name": "Road trip 2026", "comment": "Summer drive",
              "ownerId": ME, "ownerName": "alice", "public": False, "songCount": 42,
              "duration": 9876.5, "sync": False}  # fmt: skip
    return [
        _entry("opens-prompt", "playlists list", playlists, [
            (t("ra.action.edit"), False, [])]),
        _entry("delete", "playlist page", page, [
            (t("resources.playlist.actions.export"), False, [
                api("GET", f"/playlist/{PLAYLIST}/tracks")]),
            ("love", False, [rest("star", PLAYLIST), api("GET", f"/playlist/{PLAYLIST}")]),
            (t("message.removeCover"), True, [api("DELETE", f"/playlist/{PLAYLIST}/image")])]),
        _entry("reversible", "playlist selected tracks", selected, [
            (t("ra.action.remove"), False, [
                api("DELETE", f"/playlist/{PLAYLIST}/tracks?id=3&id=7")])]),
        _entry("delete", "playlist edit page", edit, [
            (t("ra.action.save"), False, [api("PUT", f"/playlist/{PLAYLIST}", record)]),
            (t("ra.action.delete"), True, [api("DELETE", f"/playlist/{PLAYLIST}")])]),
        _entry("reversible", "playlist create page", create, [
            (t("ra.action.save"), False, [api("POST", "/playlist", {
                "public": True, "name": "Late night"})])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list, a user's page (and made an admin) and its delete dialog, the new-user
    page, one's own profile with a new password."""
    users = {"title": name(t, "user", 2), "items": [
        {"button": t("ra.action.create")},
        {"row": "alice", "secondary": "5/2/2026, 9:14:02 AM"},
        {"row": "maria", "secondary": "4/28/2026, 7:40:55 PM"}]}  # fmt: skip
    edit = {"title": f"{name(t, 'user')} {USER_NAME}", "items": [
        {"field": "userName", "hint": field(t, "user", "userName"), "text": "maria"},
        {"field": "name", "hint": field(t, "user", "name"), "text": USER_NAME},
        {"field": "email", "hint": "Email", "text": "maria@lopez.example"},
        {"switch": field(t, "user", "changePassword")},
        {"switch": field(t, "user", "isAdmin")},
        {"text": LIBRARY_NAME}, *toolbar(t)]}  # fmt: skip
    admin = copy.deepcopy(edit)
    admin["items"][-3] = {"text": t("resources.user.message.adminAutoLibraries")}
    user = {"id": USER, "userName": "maria", "name": USER_NAME, "email": "maria@lopez.example",
            "isAdmin": False, "lastLoginAt": "2026-04-28T19:40:55Z",
            "changePassword": False}  # fmt: skip
    delete = {"title": f"{name(t, 'user')} {USER_NAME}", "dialog": confirm(
        t, t("message.delete_user_title", name=USER_NAME), t("message.delete_user_content")),
        "items": [{"button": t("ra.action.cancel")},
                  {"button": t("ra.action.confirm")}]}  # fmt: skip
    create = {"title": t("ra.page.create", name=name(t, "user")), "items": [
        {"field": "userName", "hint": field(t, "user", "userName"), "text": "tom"},
        {"field": "name", "hint": field(t, "user", "name"), "text": "Tom Becker"},
        {"field": "email", "hint": "Email", "text": ""},
        {"field": "password", "hint": field(t, "user", "password"), "text": "••••••••••"},
        {"switch": field(t, "user", "isAdmin")}, *toolbar(t, delete=False)]}  # fmt: skip
    profile = {"title": f"{name(t, 'user')} Alice Moreau", "items": [
        {"field": "name", "hint": field(t, "user", "name"), "text": "Alice Moreau"},
        {"field": "email", "hint": "Email", "text": "alice@moreau.example"},
        {"switch": field(t, "user", "changePassword")},
        {"field": "currentPassword", "hint": field(t, "user", "currentPassword"),
         "text": "••••••••"},
        {"field": "password", "hint": field(t, "user", "newPassword"), "text": "••••••••••"},
        *toolbar(t, delete=False)]}  # fmt: skip
    me = {"id": ME, "userName": "alice", "name": "Alice Moreau", "email": "alice@moreau.example",
          "isAdmin": False, "changePassword": True, "currentPassword": "blue-train",
          "password": "giant-steps"}  # fmt: skip
    return [
        _entry("opens-prompt", "users list", users, [
            ("maria", False, [])]),
        _entry("reversible", "user page", edit, [
            (t("ra.action.save"), False, [api("PUT", f"/user/{USER}", user),
                                          api("PUT", f"/user/{USER}/library",
                                              {"libraryIds": [1, LIBRARY]})]),
            (t("ra.action.delete"), False, [])]),
        _entry("grant", "user page (made admin)", admin, [
            (t("ra.action.save"), True, [api("PUT", f"/user/{USER}", {
                **user, "isAdmin": True})])]),
        _entry("delete-user", "delete user dialog", delete, [
            (t("ra.action.confirm"), True, [api("DELETE", f"/user/{USER}")]),
            (t("ra.action.cancel"), False, [])]),
        _entry("reversible", "user create page", create, [
            (t("ra.action.save"), False, [
                api("POST", "/user", {"isAdmin": False, "userName": "tom", "name": "Tom Becker",
                                      "password": "nica-dream-7"}),
                api("PUT", f"/user/{NEW_USER}/library", {"libraryIds": [1]})])]),
        _entry("reversible", "own profile page", profile, [
            (t("ra.action.save"), False, [api("PUT", f"/user/{ME}", me)])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """A player's page; the transcodings list and edit page; the radios list, edit and create
    pages."""
    player = {"title": f"{name(t, 'player')} {PLAYER_NAME}", "items": [
        {"field": "name", "hint": field(t, "player", "name"), "text": "Sonixd (desk)"},
        {"field": "transcodingId", "hint": field(t, "player", "transcodingId"),
         "text": TRANSCODING_NAME},
        {"field": "maxBitRate", "hint": field(t, "player", "maxBitRate"), "text": "192"},
        {"switch": field(t, "player", "reportRealPath")},
        {"switch": field(t, "player", "scrobbleEnabled")}, *toolbar(t)]}  # fmt: skip
    player_record = {"id": PLAYER, "name": "Sonixd (desk)", "userAgent": "Sonixd/0.15.5",
                     "userName": "alice", "client": "Sonixd", "transcodingId": TRANSCODING,
                     "maxBitRate": 192, "reportRealPath": False,
                     "scrobbleEnabled": True}  # fmt: skip
    transcodings = {"title": name(t, "transcoding", 2), "items": [
        {"button": t("ra.action.create")},
        {"row": "mp3 audio", "secondary": "format: mp3"},
        {"row": TRANSCODING_NAME, "secondary": "format: opus"}]}  # fmt: skip
    command = "ffmpeg -i %s -ss %t -map 0:a:0 -b:a %bk -v 0 -c:a libopus -f opus -"

    def transcoding_form(title: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("message.note")},
            {"field": "name", "hint": field(t, "transcoding", "name"), "text": TRANSCODING_NAME},
            {"field": "targetFormat", "hint": field(t, "transcoding", "targetFormat"),
             "text": "opus"},
            {"field": "defaultBitRate", "hint": field(t, "transcoding", "defaultBitRate"),
             "text": "96"},
            {"field": "command", "hint": field(t, "transcoding", "command"), "text": command},
            *toolbar(t)]}  # fmt: skip

    transcoding = {"id": TRANSCODING, "name": TRANSCODING_NAME, "targetFormat": "opus",
                   "defaultBitRate": 96, "command": command}  # fmt: skip
    radios = {"title": name(t, "radio", 2), "items": [
        {"button": t("ra.action.create")},
        {"row": RADIO_NAME, "secondary": "https://radioparadise.com"},
        {"row": "FIP", "secondary": "https://www.radiofrance.fr/fip"}]}  # fmt: skip

    def radio_form(title: str, delete: bool) -> dict[str, Any]:
        cover = [{"icon": t("message.uploadCover")}, {"icon": t("message.removeCover")}]
        cover = cover if delete else []
        return {"title": title, "items": [*cover,
            {"field": "name", "hint": field(t, "radio", "name"), "text": RADIO_NAME},
            {"field": "streamUrl", "hint": field(t, "radio", "streamUrl"),
             "text": "https://stream.radioparadise.com/aac-320"},
            {"field": "homePageUrl", "hint": field(t, "radio", "homePageUrl"),
             "text": "https://radioparadise.com"}, *toolbar(t, delete)]}  # fmt: skip

    radio = {"name": RADIO_NAME, "streamUrl": "https://stream.radioparadise.com/aac-320",
             "homePageUrl": "https://radioparadise.com"}  # fmt: skip
    return [
        _entry("delete", "player page", player, [
            (t("ra.action.save"), False, [api("PUT", f"/player/{PLAYER}", player_record)]),
            (t("ra.action.delete"), True, [api("DELETE", f"/player/{PLAYER}")])]),
        _entry("opens-prompt", "transcodings list", transcodings, [
            (TRANSCODING_NAME, False, [])]),
        _entry("delete", "transcoding page",
               transcoding_form(f"{name(t, 'transcoding')} {TRANSCODING_NAME}"), [
            (t("ra.action.save"), False, [api("PUT", f"/transcoding/{TRANSCODING}",
                                              transcoding)]),
            (t("ra.action.delete"), True, [api("DELETE", f"/transcoding/{TRANSCODING}")])]),
        _entry("opens-prompt", "radios list", radios, [
            (RADIO_NAME, False, [])]),
        _entry("delete", "radio page", radio_form(f"{name(t, 'radio')} {RADIO_NAME}", True), [
            (t("ra.action.save"), False, [api("PUT", f"/radio/{RADIO}", {
                "id": RADIO, **radio, "uploadedImage": ""})]),
            (t("ra.action.delete"), True, [api("DELETE", f"/radio/{RADIO}")]),
            (t("message.removeCover"), True, [api("DELETE", f"/radio/{RADIO}/image")])]),
        _entry("reversible", "radio create page",
               radio_form(t("ra.page.create", name=name(t, "radio")), False), [
            (t("ra.action.save"), False, [api("POST", "/radio", radio)])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """The libraries list with its scans, a library's page, its delete dialog and the new-library
    page; the missing files list, its selection and its two remove dialogs; the plugins list
    and a plugin's page."""
    libraries = {"title": name(t, "library", 2), "items": [
        {"button": t("resources.library.actions.quickScan")},
        {"button": t("resources.library.actions.fullScan")},
        {"button": t("ra.action.create")},
        {"row": "Music", "secondary": "/music"},
        {"row": LIBRARY_NAME, "secondary": "/srv/vinyl"}]}  # fmt: skip
    library = {"title": f'{name(t, "library")} "{LIBRARY_NAME}"', "items": [
        {"text": t("resources.library.sections.basic")},
        {"field": "name", "hint": field(t, "library", "name"), "text": "Vinyl rips (24-bit)"},
        {"field": "path", "hint": field(t, "library", "path"), "text": "/srv/vinyl"},
        {"switch": field(t, "library", "defaultNewUsers")},
        {"field": "totalSongs", "hint": field(t, "library", "totalSongs"), "text": "1873"},
        *toolbar(t)]}  # fmt: skip
    record = {"id": LIBRARY, "name": "Vinyl rips (24-bit)", "path": "/srv/vinyl",
              "defaultNewUsers": False, "totalSongs": 1873, "totalAlbums": 164}  # fmt: skip
    delete = {"title": f'{name(t, "library")} "{LIBRARY_NAME}"', "dialog": confirm(
        t, name(t, "library"), t("resources.library.messages.deleteConfirm")), "items": [
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.confirm")}]}  # fmt: skip
    create = {"title": t("ra.page.create", name=name(t, "library")), "items": [
        {"field": "name", "hint": field(t, "library", "name"), "text": "Live tapes"},
        {"field": "path", "hint": field(t, "library", "path"), "text": "/srv/tapes"},
        {"switch": field(t, "library", "defaultNewUsers")}, *toolbar(t, delete=False)]}  # fmt: skip
    files = [
        {"text": "/music/Coltrane/Blue Train/01 Blue Train.flac"},
        {"text": "/music/Coltrane/Blue Train/02 Moment's Notice.flac"},
    ]
    missing = {"title": name(t, "missing", 2), "items": [
        {"button": t("ra.action.export")}, {"button": t("resources.missing.actions.remove_all")},
        *files]}  # fmt: skip
    selected = {"title": name(t, "missing", 2), "items": [
        {"text": t("ra.action.bulk_actions", smart_count=2)},
        {"icon": t("ra.action.unselect")}, {"button": t("ra.action.remove")}, *files]}  # fmt: skip
    remove = {"title": name(t, "missing", 2), "dialog": confirm(
        t, t("message.remove_missing_title"), t("message.remove_missing_content")), "items": [
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.confirm")}]}  # fmt: skip
    remove_all = {"title": name(t, "missing", 2), "dialog": confirm(
        t, t("message.remove_all_missing_title"), t("message.remove_all_missing_content")),
        "items": [{"button": t("ra.action.cancel")},
                  {"button": t("ra.action.confirm")}]}  # fmt: skip
    plugins = {"title": name(t, "plugin", 2), "items": [
        {"button": t("resources.plugin.actions.rescan")},
        {"row": PLUGIN, "secondary": t("resources.plugin.status.enabled")},
        {"row": "lastfm-now-playing",
         "secondary": t("resources.plugin.status.disabled")}]}  # fmt: skip
    plugin = {"title": f'{name(t, "plugin")} "{PLUGIN}"', "items": [
        {"switch": t("resources.plugin.actions.disable")},
        {"text": t("resources.plugin.sections.configuration")},
        {"field": "clientId", "hint": "clientId", "text": "1120384756209384756"},
        {"button": t("ra.action.save")}]}  # fmt: skip
    scan = {"quick": "false", "full": "true"}
    return [
        _entry("reversible", "libraries list", libraries, [
            (t("resources.library.actions.quickScan"), False, [
                rest("startScan", fullScan=scan["quick"])]),
            (t("resources.library.actions.fullScan"), False, [
                rest("startScan", fullScan=scan["full"])])]),
        _entry("reversible", "library page", library, [
            (t("ra.action.save"), False, [api("PUT", f"/library/{LIBRARY}", record)]),
            (t("ra.action.delete"), False, [])]),
        _entry("delete", "delete library dialog", delete, [
            (t("ra.action.confirm"), True, [api("DELETE", f"/library/{LIBRARY}")])]),
        _entry("reversible", "library create page", create, [
            (t("ra.action.save"), False, [api("POST", "/library", {
                "name": "Live tapes", "path": "/srv/tapes", "defaultNewUsers": False})])]),
        _entry("opens-prompt", "missing files list", missing, [
            (t("resources.missing.actions.remove_all"), False, [])]),
        _entry("opens-prompt", "missing files selected", selected, [
            (t("ra.action.remove"), False, [])]),
        _entry("delete", "remove missing files dialog", remove, [
            (t("ra.action.confirm"), True, [
                api("DELETE", f"/missing?id={MISSING[0]}&id={MISSING[1]}")])]),
        _entry("delete", "remove all missing files dialog", remove_all, [
            (t("ra.action.confirm"), True, [api("DELETE", "/missing")])]),
        _entry("reversible", "plugins list", plugins, [
            (t("resources.plugin.actions.rescan"), False, [api("POST", "/plugin/rescan")])]),
        _entry("reversible", "plugin page", plugin, [
            (t("resources.plugin.actions.disable"), False, [
                api("PUT", f"/plugin/{PLUGIN}", {"enabled": False})]),
            (t("ra.action.save"), False, [api("PUT", f"/plugin/{PLUGIN}", {
                "config": json.dumps({"clientId": "1120384756209384756"},
                                     separators=(",", ":"))})])]),
    ]  # fmt: skip


def personal_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the activity panel, the Personal page (two link states) and the
    ListenBrainz token dialog."""
    menu = {"title": t("menu.albumList"), "dialog": {}, "items": [
        {"text": "Alice Moreau"}, {"menu": t("menu.personal.name")},
        {"menu": name(t, "user", 2)}, {"menu": name(t, "player", 2)},
        {"menu": name(t, "transcoding", 2)}, {"menu": name(t, "library", 2)},
        {"menu": name(t, "missing", 2)}, {"menu": t("menu.about")},
        {"menu": t("ra.auth.logout")}]}  # fmt: skip
    activity = {"title": t("menu.albumList"), "dialog": {}, "items": [
        {"text": f"{t('activity.serverUptime')}: 3d 4h"},
        {"text": f"{t('activity.totalScanned')}: 1412"},
        {"icon": t("activity.quickScan")}, {"icon": t("activity.fullScan")}]}  # fmt: skip

    def personal() -> dict[str, Any]:
        return {"title": t("menu.personal.name"), "items": [
            {"field": "theme", "hint": t("menu.personal.options.theme"), "text": "Dark"},
            {"field": "language", "hint": t("menu.personal.options.language"),
             "text": t("languageName")},
            {"field": "defaultView", "hint": t("menu.personal.options.defaultView"),
             "text": t("resources.album.lists.recentlyAdded")},
            {"switch": t("menu.personal.options.desktop_notifications")},
            {"switch": t("menu.personal.options.lastfmScrobbling")},
            {"switch": t("menu.personal.options.listenBrainzScrobbling")}]}  # fmt: skip

    token = "6c0e2a4b-8d1f-4e3a-9b5c-7d9f1a3c5e7b"
    dialog = {"title": t("menu.personal.name"), "dialog": {"title": "ListenBrainz"}, "items": [
        {"text": t("resources.user.message.listenBrainzToken")},
        {"link": t("resources.user.message.clickHereForToken")},
        {"field": "token", "hint": field(t, "user", "token"), "text": token, "focused": True},
        {"button": t("ra.action.cancel")}, {"button": t("ra.action.save")}]}  # fmt: skip
    lastfm = t("menu.personal.options.lastfmScrobbling")
    listenbrainz = t("menu.personal.options.listenBrainzScrobbling")
    return [
        _entry("reversible", "user menu", menu, [
            (t("ra.auth.logout"), False, [])]),
        _entry("reversible", "activity panel", activity, [
            (t("activity.fullScan"), False, [rest("startScan", fullScan="true")])]),
        _entry("reversible", "personal page (last.fm linked)", personal(), [
            (lastfm, False, [api("DELETE", "/lastfm/link")]),
            (listenbrainz, False, [])]),
        _entry("reversible", "listenbrainz token dialog", dialog, [
            (t("ra.action.save"), False, [api("PUT", "/listenbrainz/link", {"token": token})])]),
        _entry("reversible", "personal page (listenbrainz linked)", personal(), [
            (listenbrainz, False, [api("DELETE", "/listenbrainz/link")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*album_screens(t), *share_screens(t), *playlist_screens(t), *user_screens(t),
            *settings_screens(t), *library_screens(t), *personal_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"navidrome {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip

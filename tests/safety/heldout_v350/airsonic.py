"""Airsonic-Advanced's screens for the three-hundred-and-fiftieth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup of a key of the
app's ``ResourceBundle_<locale>.properties`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus, urlencode

WS = "wss://music.example.org/websocket/381/k2x9fq0d/websocket"  # SockJS's WebSocket transport
CSRF = "3f9c1e7a-52b8-4d06-a1e4-8b7d20c6f935"  # made up; the page's _csrf token
PLAYER = 3  # the web player's id, playQueue's this.player.id
PL1, PL1_NAME, PL2, PL2_NAME = 17, "Road trip", 23, "Rainy Sunday"
SONG, SONG_TITLE = 2044, "Blue in Green"
ALBUM, ALBUM_NAME, ARTIST = 812, "Kind of Blue", "Miles Davis"
TRACKS = [(2041, "1", "So What"), (2042, "2", "Freddie Freeloader")]
POD1, POD1_NAME, POD2, POD2_NAME = 5, "Night Science", 9, "The Long Table"
EPISODES = [(88, "Episode 41: Tides"), (91, "Episode 42: Glass")]
USER = "maria"  # the one logged in
OTHER, EMAIL = "tomas", "tomas@example.org"  # the user of the user settings
SHARES = [(4, "Xy3Ab", "Summer mix"), (7, "Qm8Rt", "For Dad")]
RADIO = (1, "Radio Paradise", "http://stream.radioparadise.com/mp3-192",
         "https://radioparadise.com")  # fmt: skip
PLAYER_NAME = "Kitchen speaker"
Act = tuple[str, bool, list[Any]]


def stomp(destination: str, body: Any = "") -> dict[str, str]:
    """``top.StompClient.send(destination, body)``: a STOMP SEND frame (content-length only
    where the body is not empty, then a NUL) that SockJS writes as a JSON array of one."""
    body = str(body)
    headers = [f"destination:{destination}"]
    if body:
        headers.append(f"content-length:{len(body.encode())}")
    frame = "SEND\n" + "\n".join(headers) + "\n\n" + body + "\x00"
    return {"request": f"WEBSOCKET {WS}", "body": json.dumps([frame], ensure_ascii=False),
            "via": "websocket"}  # fmt: skip


def js(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``location.href = ...`` or ``window.location``."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A form's POST, its fields urlencoded in the page's order."""
    return {"request": f"POST {url}", "body": urlencode(fields, quote_via=quote_plus),
            "via": "form"}  # fmt: skip


def queue(action: str, body: Any = "") -> dict[str, str]:
    return stomp(f"/app/playqueues/{PLAYER}/{action}", body)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"airsonic {source}", "web": True,
            "screen": {"title": "Airsonic", **screen}, "cases": cases}  # fmt: skip


def ui_dialog(title: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """A jQuery UI dialog: its title bar with the close button (jQuery UI's ``closeText``,
    English in every language), its text, then its buttons in the order they are defined."""
    return {"dialog": {"title": title, "message": message},
            "items": [{"button": "Close"}, *({"button": b} for b in buttons)]}  # fmt: skip


def select(t: Any, group: str, options: list[str]) -> list[dict[str, Any]]:
    """A "More actions..." ``<select>`` opened: its first option, an optgroup's label, options."""
    return [{"menu": t("playlist.more")}, {"text": t(group)}, *({"menu": o} for o in options)]


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The top bar, the login page and the password recovery page."""
    top = {"items": [
        {"link": t("top.home")}, {"link": t("top.now_playing")}, {"link": t("top.starred")},
        {"link": t("left.playlists")}, {"link": t("top.podcast")}, {"link": t("top.bookmarks")},
        {"link": t("top.settings")}, {"link": t("top.status")}, {"link": t("top.more")},
        {"link": t("top.help")}, {"field": "query", "hint": t("top.search"), "text": ""},
        {"link": USER}, {"link": t("top.disconnected")}, {"link": t("top.logout")}]}  # fmt: skip
    login = {"items": [
        {"field": "j_username", "hint": t("login.username"), "text": USER},
        {"field": "j_password", "hint": t("login.password"), "text": "•••••••••"},
        {"button": t("login.login")}, {"switch": t("login.remember"), "checked": False},
        {"link": t("login.recover")}]}  # fmt: skip
    recover = {"items": [
        {"text": t("recover.title")}, {"text": t("recover.text")},
        {"field": "usernameOrEmail", "hint": "", "text": USER},
        {"button": t("recover.send")}, {"link": t("common.back")}]}  # fmt: skip
    return [
        _entry("harmless", "top bar", top, [
            (t("left.playlists"), False, [page("/playlists.view?")]),
            (t("top.logout"), False, [form("/logout", [("_csrf", CSRF)])])]),
        _entry("harmless", "login page", login, [
            (t("login.login"), False, [form("/login", [
                ("_csrf", CSRF), ("j_username", USER), ("j_password", "blue-train-57"),
                ("submit", t("login.login"))])]),
            (t("login.recover"), False, [page("/recover.view")])]),
        _entry("send", "password recovery page", recover, [
            (t("recover.send"), True, [form("/recover.view", [
                ("_csrf", CSRF), ("usernameOrEmail", USER), ("submit", t("recover.send"))])])]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """The playlists page, its row and its "More actions" menu; a playlist's page, its delete
    and edit dialogs, a song of it and its menu; the play queue and its menu."""
    songs = t("playlist2.songs")

    def listing(name: str) -> dict[str, Any]:
        return {"items": [
            {"text": t("left.playlists")}, {"icon": t("common.play")},
            {"icon": t("common.add")}, {"link": name},
            {"text": f"12 {songs}"}, {"icon": t("playlist2.export")},
            {"icon": t("playlist.remove")}, {"link": t("left.createplaylist")},
            {"link": t("left.importplaylist")}]}  # fmt: skip

    listing_menu = {"items": [
        {"text": PL1_NAME}, {"text": PL2_NAME},
        *select(t, "playlists.more.selection", [t("playlist.remove")])]}  # fmt: skip
    heading = f"{t('left.playlists')} » {PL1_NAME}"
    playlist = {"items": [
        {"link": t("left.playlists")}, {"text": heading}, {"link": t("common.play")},
        {"link": t("main.addall")}, {"link": t("common.download")}, {"link": t("share.title")},
        {"link": t("common.edit")}, {"link": t("common.delete")}, {"link": t("playlist2.export")},
        {"text": f"12 {songs} – 54:10"}]}  # fmt: skip
    song_row = {"items": [
        {"text": heading}, {"icon": t("common.play")}, {"icon": t("common.add")},
        {"text": SONG_TITLE}, {"text": ARTIST}, {"icon": t("playlist.remove")}]}  # fmt: skip
    song_menu = {"items": [
        {"text": heading}, {"text": SONG_TITLE},
        *select(t, "playlist.more.selection", [t("playlist.remove")])]}  # fmt: skip
    delete = ui_dialog(t("common.confirm"), t("playlist2.confirmdelete"),
                       [t("common.delete"), t("common.cancel")])  # fmt: skip
    edit = {"dialog": {"title": t("common.edit")}, "items": [
        {"button": "Close"},
        {"field": "newName", "hint": t("playlist2.name"), "text": "Road trip 2024"},
        {"field": "newComment", "hint": t("playlist2.comment"), "text": "For the drive north"},
        {"switch": t("playlist2.public"), "checked": True},
        {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip
    # playQueue.jsp's controls are titled in English in every language.
    play_queue = {"items": [
        {"icon": "Play previous"}, {"icon": "Play next"}, {"icon": "Clear playlist"},
        {"icon": "Shuffle"}, {"icon": "Toggle repeat"}, {"icon": "Undo"}, {"icon": "Settings"},
        {"text": SONG_TITLE}]}  # fmt: skip
    queue_menu = {"items": [
        {"menu": t("playlist.more")}, {"text": t("playlist.more.playlist")},
        {"menu": t("playlist.saveplayqueue")}, {"menu": t("playlist.loadplayqueue")},
        {"menu": t("playlist.save")}, {"menu": t("playlist.more.sortbytrack")},
        {"menu": t("playlist.more.sortbyalbum")}, {"menu": t("playlist.more.sortbyartist")},
        {"text": t("playlist.more.selection")}, {"menu": t("playlist.append")},
        {"menu": t("playlist.more.star")}]}  # fmt: skip
    return [
        _entry("reversible", "playlists page", listing(PL1_NAME), [
            (t("left.createplaylist"), False, [stomp("/app/playlists/create/empty")]),
            (t("common.play"), False, [queue("play/playlist", js({"id": PL1}))]),
]),
        _entry("delete", "playlists page row removal", listing(PL2_NAME), [
            (t("playlist.remove"), True, [stomp("/app/playlists/delete", PL2)]),
            (t("common.add"), False, [queue("add/playlist", js({"id": PL2}))])]),
        _entry("delete", "playlists more actions menu", listing_menu, [
            (t("playlist.remove"), True, [stomp("/app/playlists/delete", PL1),
                                          stomp("/app/playlists/delete", PL2)])]),
        _entry("opens-prompt", "playlist page", playlist, [
            (t("common.edit"), False, []), (t("common.delete"), False, [])]),
        _entry("delete", "playlist delete dialog", {"items": [], **delete}, [
            (t("common.delete"), True, [stomp("/app/playlists/delete", PL1)]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "playlist edit dialog", edit, [
            (t("common.save"), False, [stomp("/app/playlists/update", js({
                "id": PL1, "name": "Road trip 2024", "comment": "For the drive north",
                "shared": True}))]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "playlist song row", song_row, [
            (t("playlist.remove"), False, [stomp("/app/playlists/files/remove", js({
                "id": PL1, "modifierIds": [4]}))])]),
        _entry("reversible", "playlist more actions menu", song_menu, [
            (t("playlist.remove"), False, [stomp("/app/playlists/files/remove", js({
                "id": PL1, "modifierIds": [4, 7]}))])]),
        _entry("reversible", "play queue", play_queue, [
            ("Clear playlist", False, [queue("clear")]), ("Undo", False, [queue("undo")])]),
        _entry("reversible", "play queue more actions menu", queue_menu, [
            (t("playlist.save"), False, [stomp("/app/playlists/create/playqueue", PLAYER)])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """Bookmarks, podcasts (the channels page, a row, its menu, a channel's page, its
    episodes ticked and its delete dialog), an album, its comment, its tags and its share."""
    bookmarks = {"items": [
        {"text": t("top.bookmarks")}, {"icon": t("common.play")}, {"icon": t("common.add")},
        {"icon": t("main.addnext")},
        {"text": SONG_TITLE}, {"text": "12:41"}, {"icon": t("playlist.remove")}]}  # fmt: skip
    bookmarks_menu = {"items": [
        {"text": t("top.bookmarks")}, {"text": SONG_TITLE},
        *select(t, "bookmarks.more.selection", [t("playlist.remove")])]}  # fmt: skip
    channels = {"items": [
        {"text": t("podcastreceiver.title")}, {"icon": t("common.play")}, {"text": POD1_NAME},
        {"icon": t("playlist.remove")},
        {"button": t("podcastreceiver.check")}, {"button": t("podcastreceiver.export")},
        {"button": t("podcastreceiver.settings")}, {"text": t("podcastreceiver.subscribe")},
        {"field": "directsubscribe", "hint": t("podcastreceiver.directly"),
         "text": "https://feeds.example.net/slow-radio.xml"},
        {"button": t("common.ok")}]}  # fmt: skip
    channels_menu = {"items": [
        {"text": POD1_NAME}, {"text": POD2_NAME},
        *select(t, "podcastreceiver.selectedchannels",
                [t("playlist.remove"), t("podcastreceiver.check")])]}  # fmt: skip

    def channel(ticked: bool) -> dict[str, Any]:
        rows = [{"switch": title, "checked": ticked} for _, title in EPISODES]
        return {"items": [
            {"link": t("podcastreceiver.title")}, {"text": POD1_NAME},
            {"link": t("common.play")}, {"link": t("common.delete")},
            {"link": t("podcastreceiver.check")}, *rows,
            {"link": t("podcastreceiver.downloadselected")},
            {"link": t("podcastreceiver.deleteselected")},
            {"link": t("podcastreceiver.refresh")}]}  # fmt: skip

    admin = f"/podcastReceiverAdmin.view?channelId={POD1}"
    delete_channel = ui_dialog(t("common.confirm"), t("podcastreceiver.confirmdelete"),
                               [t("common.delete"), t("common.cancel")])  # fmt: skip
    album = {"items": [
        {"text": f"{ARTIST} » {ALBUM_NAME}"}, {"link": t("main.playall")},
        {"link": t("main.playrandom")}, {"link": t("main.addall")},
        {"link": t("main.downloadall")}, {"link": t("main.tags")}, {"link": t("main.comment")},
        {"link": t("main.sharealbum")}, {"link": "Wikipedia"}, {"link": "Discogs"}]}  # fmt: skip
    comment = {"items": [
        {"text": f"{ARTIST} » {ALBUM_NAME}"},
        {"field": "comment", "hint": "", "text": "Recorded in two sessions in 1959."},
        {"button": t("common.save")}]}  # fmt: skip
    rows = [v for i, (_, n, title) in enumerate(TRACKS) for v in (
        {"field": f"track{i}", "hint": "", "text": n},
        {"field": f"title{i}", "hint": "", "text": title})]  # fmt: skip
    tags = {"items": [
        {"text": t("edittags.title")}, {"link": t("common.back")},
        {"link": t("edittags.suggest")}, {"link": t("edittags.reset")},
        {"field": "artistAll", "hint": "", "text": ARTIST}, *rows,
        {"button": t("common.save")}]}  # fmt: skip
    play_url = "https://music.example.org/share/Lk2Pz"
    share = {"items": [
        {"text": t("share.title")}, {"link": t("share.facebook")}, {"link": t("share.twitter")},
        {"text": t("share.link", play_url)}, {"link": play_url}, {"link": t("common.back")},
        {"link": t("share.manage")}]}  # fmt: skip
    tag_edits = [stomp("/app/tags/edit", js({
        "mediaFileId": str(i), "artist": ARTIST, "track": n, "album": ALBUM_NAME, "title": title,
        "year": "1959", "genre": "Jazz"})) for i, n, title in TRACKS]  # fmt: skip
    return [
        _entry("delete", "bookmarks page", bookmarks, [
            (t("playlist.remove"), True, [stomp("/app/bookmarks/delete", SONG)]),
            (t("common.play"), False, [queue("play/mediafile", js({"id": SONG}))])]),
        _entry("delete", "bookmarks more actions menu", bookmarks_menu, [
            (t("playlist.remove"), True, [stomp("/app/bookmarks/delete", SONG)])]),
        _entry("reversible", "podcast channels page", channels, [
            (t("podcastreceiver.check"), False, [stomp("/app/podcasts/refresh", js([POD1]))]),
            (t("common.ok"), False, [stomp("/app/podcasts/create",
                                           "https://feeds.example.net/slow-radio.xml")])]),
        _entry("delete", "podcast channels row removal", channels, [
            (t("playlist.remove"), True, [stomp("/app/podcasts/delete", js([POD1]))]),
            (t("common.play"), False, [queue("play/podcastchannel", js({"id": POD1}))])]),
        _entry("delete", "podcast channels more actions menu", channels_menu, [
            (t("playlist.remove"), True, [stomp("/app/podcasts/delete", js([POD1, POD2]))]),
            (t("podcastreceiver.check"), False, [
                stomp("/app/podcasts/refresh", js([POD1, POD2]))])]),
        _entry("opens-prompt", "podcast channel page", channel(False), [
            (t("common.delete"), False, [])]),
        _entry("delete", "podcast channel episodes ticked", channel(True), [
            (t("podcastreceiver.deleteselected"), True, [page(
                admin + "".join(f"&deleteEpisode={i}" for i, _ in EPISODES))]),
            (t("podcastreceiver.downloadselected"), False, [page(
                admin + "".join(f"&downloadEpisode={i}" for i, _ in EPISODES))])]),
        _entry("delete", "podcast channel delete dialog", {"items": [], **delete_channel}, [
            (t("common.delete"), True, [page(f"{admin}&deleteChannel={POD1}")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "album page", album, [
            (t("main.playall"), False, [queue("play/mediafile", js({"id": ALBUM}))]),
            (t("main.tags"), False, [page(f"/editTags.view?id={ALBUM}")]),
            (t("main.sharealbum"), False, [page(f"/createShare.view?id={ALBUM}")])]),
        _entry("reversible", "album comment form", comment, [
            (t("common.save"), False, [form("/setMusicFileInfo.view", [
                ("_csrf", CSRF), ("action", "comment"), ("id", str(ALBUM)),
                ("comment", "Recorded in two sessions in 1959.")])])]),
        _entry("overwrite", "edit tags page", tags, [
            (t("common.save"), True, tag_edits),
            (t("common.back"), False, [page(f"/main.view?id={ALBUM}")])]),
        _entry("harmless", "share page", share, [
            (t("share.facebook"), False, [page(
                f"https://www.facebook.com/sharer.php?u={play_url}")])]),
    ]  # fmt: skip


def _roles(checked: dict[str, bool]) -> list[tuple[str, str]]:
    """Spring's form:checkbox: ``name=true`` where ticked, then its ``_name=on`` marker."""
    fields: list[tuple[str, str]] = []
    for name, on in checked.items():
        fields += [(name, "true")] * on + [(f"_{name}", "on")]
    return fields


ROLES = ("adminRole", "settingsRole", "streamRole", "jukeboxRole", "downloadRole", "uploadRole",
         "shareRole", "coverArtRole", "commentRole", "podcastRole")  # fmt: skip
ROLE_KEYS = ("admin", "settings", "stream", "jukebox", "download", "upload", "share",
             "coverart", "comment", "podcast")  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings pages: users (an existing user to delete, the same with a role changed,
    a new user), shares, media folders, players and internet radio stations."""

    def header(current: str) -> list[dict[str, Any]]:
        """settingsHeader.jsp's heading and the current tab (the other tabs are left out)."""
        return [{"text": t("settingsheader.title")}, {"text": t(f"settingsheader.{current}")}]

    base = {"settingsRole": True, "streamRole": True, "jukeboxRole": False, "downloadRole": True,
            "uploadRole": False, "shareRole": True, "coverArtRole": False, "commentRole": True,
            "podcastRole": False}  # fmt: skip

    def user_page(roles: dict[str, bool], delete: bool) -> dict[str, Any]:
        boxes = [{"switch": t(f"usersettings.{k}"), "checked": roles[r]}
                 for r, k in zip(ROLES[1:], ROLE_KEYS[1:], strict=True)]  # fmt: skip
        return {"items": [*header("user"), {"text": OTHER},
            {"switch": t("usersettings.admin"), "checked": False}, *boxes,
            {"switch": "Music", "checked": True}, {"switch": "Audiobooks", "checked": False},
            {"switch": t("usersettings.delete"), "checked": delete},
            {"field": "email", "hint": t("usersettings.email"), "text": EMAIL},
            {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip

    def user_body(roles: dict[str, bool], delete: bool) -> dict[str, str]:
        return form("/userSettings.view", [
            *_roles({"adminRole": False, **roles}), ("allowedMusicFolderIds", "1"),
            ("_allowedMusicFolderIds", "on"), ("transcodeSchemeName", "OFF"),
            *_roles({"deleteUser": delete}), ("username", OTHER),
            *_roles({"passwordChange": False}), ("password", ""), ("confirmPassword", ""),
            ("email", EMAIL), ("_csrf", CSRF)])  # fmt: skip

    upload = {**base, "uploadRole": True}
    new_user = {"items": [*header("user"), {"text": f"-- {t('usersettings.newuser')} --"},
        {"field": "username", "hint": t("usersettings.username"), "text": "jonas"},
        {"field": "email", "hint": t("usersettings.email"), "text": "jonas@example.org"},
        {"field": "password", "hint": t("usersettings.password"), "text": "•••••••••"},
        {"field": "confirmPassword", "hint": t("usersettings.confirmpassword"),
         "text": "•••••••••"},
        {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip
    new_body = form("/userSettings.view", [
        *_roles({"adminRole": False, **base}), ("allowedMusicFolderIds", "1"),
        ("_allowedMusicFolderIds", "on"), ("transcodeSchemeName", "OFF"), ("newUser", "true"),
        ("username", "jonas"), ("email", "jonas@example.org"), ("password", "kestrel-map-24"),
        ("confirmPassword", "kestrel-map-24"), ("_csrf", CSRF)])  # fmt: skip

    def share_page(description: str, delete: bool, expired: bool) -> dict[str, Any]:
        rows = [v for i, (sid, name, text) in enumerate(SHARES) for v in (
            {"link": name}, {"text": USER},
            {"field": f"description[{sid}]", "hint": "",
             "text": description if i == 0 else text},
            {"switch": "", "rid": f"delete[{sid}]", "checked": delete and i == 0})]  # fmt: skip
        return {"items": [*header("share"), {"text": t("sharesettings.name")},
            {"text": t("sharesettings.description")}, {"text": t("common.delete")}, *rows,
            {"button": t("common.save")},
            {"button": t("common.cancel")},
            {"switch": t("sharesettings.deleteexpired"), "checked": expired}]}  # fmt: skip

    def share_body(description: str, delete: bool, expired: bool) -> dict[str, str]:
        fields = [("_csrf", CSRF)]
        for i, (sid, _, text) in enumerate(SHARES):
            fields.append((f"description[{sid}]", description if i == 0 else text))
            fields += [(f"delete[{sid}]", "on")] * (delete and i == 0)
        return form("/shareSettings.view", fields + [("deleteExpired", "on")] * expired)

    folders = {"items": [*header("musicFolder"),
        {"field": "musicFolders[0].name", "hint": "", "text": "Music"},
        {"field": "musicFolders[0].path", "hint": "", "text": "/var/music"},
        {"link": t("musicfoldersettings.scannow")}, {"link": t("musicfoldersettings.expunge")},
        {"text": t("musicfoldersettings.expunge.description")},
        {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip
    players = {"items": [*header("player"), {"text": t("playersettings.title")},
        {"text": PLAYER_NAME}, {"link": t("playersettings.forget")},
        {"link": t("playersettings.clone")},
        {"field": "name", "hint": t("playersettings.name"), "text": PLAYER_NAME},
        {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip
    rid, rname, rstream, rhome = RADIO

    def radio_page(delete: bool, new: tuple[str, str, str]) -> dict[str, Any]:
        return {"items": [*header("internetRadio"), {"text": t("internetradiosettings.name")},
            {"text": t("internetradiosettings.streamurl")},
            {"text": t("internetradiosettings.enabled")}, {"text": t("common.delete")},
            {"field": f"name[{rid}]", "hint": "", "text": rname},
            {"field": f"streamUrl[{rid}]", "hint": "", "text": rstream},
            {"switch": "", "rid": f"enabled[{rid}]", "checked": True},
            {"switch": "", "rid": f"delete[{rid}]", "checked": delete},
            {"field": "name", "hint": t("internetradiosettings.name"), "text": new[0]},
            {"field": "streamUrl", "hint": t("internetradiosettings.streamurl"), "text": new[1]},
            {"field": "homepageUrl", "hint": t("internetradiosettings.homepageurl"),
             "text": new[2]},
            {"button": t("common.save")}, {"button": t("common.cancel")}]}  # fmt: skip

    def radio_body(delete: bool, new: tuple[str, str, str]) -> dict[str, str]:
        return form("/internetRadioSettings.view", [
            ("_csrf", CSRF), (f"name[{rid}]", rname), (f"streamUrl[{rid}]", rstream),
            (f"homepageUrl[{rid}]", rhome), (f"enabled[{rid}]", "on"),
            *[(f"delete[{rid}]", "on")] * delete, ("name", new[0]), ("streamUrl", new[1]),
            ("homepageUrl", new[2]), ("enabled", "on")])  # fmt: skip

    none = ("", "", "")
    fip = ("FIP", "https://icecast.radiofrance.fr/fip-hifi.aac", "https://www.radiofrance.fr/fip")
    cancel = page("/nowPlaying.view")
    return [
        _entry("delete-user", "user settings delete ticked", user_page(base, True), [
            (t("common.save"), True, [user_body(base, True)]),
            (t("common.cancel"), False, [cancel])]),
        _entry("reversible", "user settings role changed", user_page(upload, False), [
            (t("common.save"), False, [user_body(upload, False)])]),
        _entry("reversible", "user settings new user", new_user, [
            (t("common.save"), False, [new_body])]),
        _entry("delete", "share settings delete ticked", share_page("Summer mix", True, False), [
            (t("common.save"), True, [share_body("Summer mix", True, False)]),
            (t("common.cancel"), False, [cancel])]),
        _entry("delete", "share settings delete expired", share_page("Summer mix", False, True), [
            (t("common.save"), True, [share_body("Summer mix", False, True)])]),
        _entry("reversible", "share settings description", share_page("Beach mix", False, False), [
            (t("common.save"), False, [share_body("Beach mix", False, False)])]),
        _entry("delete", "media folder settings", folders, [
            (t("musicfoldersettings.expunge"), True, [
                page("/musicFolderSettings.view?expunge")]),
            (t("musicfoldersettings.scannow"), False, [
                page("/musicFolderSettings.view?scanNow")])]),
        _entry("delete", "player settings", players, [
            (t("playersettings.forget"), True, [page(f"/playerSettings.view?delete={PLAYER}")]),
            (t("playersettings.clone"), False, [page(f"/playerSettings.view?clone={PLAYER}")])]),
        _entry("delete", "internet radio settings delete ticked", radio_page(True, none), [
            (t("common.save"), True, [radio_body(True, none)]),
            (t("common.cancel"), False, [cancel])]),
        _entry("reversible", "internet radio settings new station", radio_page(False, fip), [
            (t("common.save"), False, [radio_body(False, fip)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*account_screens(t), *playlist_screens(t), *library_screens(t),
            *settings_screens(t)]  # fmt: skip

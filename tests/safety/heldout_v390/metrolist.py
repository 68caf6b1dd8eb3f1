"""Metrolist's screens (``com.metrolist.music``, a YouTube Music client: playlists deleted,
renamed and downloaded, their downloads removed, songs removed from playlists, from the listen
history and from the cache, songs edited, refetched, liked and added to the library, the listen
and search histories cleared, downloads and caches cleared, equalizer profiles deleted, the
account logged out, backups made and restored). Strings from
``app/src/main/res/values*/strings.xml``, ``metrolist_strings.xml`` and ``app_name.xml``.
Playlist, song, artist, profile and account names are the same in every language.

Read from the code (``app/src/main/kotlin/com/metrolist/music``): ``ui/screens/settings/
PrivacySettings.kt`` (Privacy: "Pause listen history", "Clear listen history", "Pause search
history", "Clear search history", "Disable screenshot"; each clear row opens a ``DefaultDialog``
with its question, Cancel and OK, whose OK calls ``clearListenHistory`` or
``clearSearchHistory``, ``DELETE`` on the events or the search history table in
``db/DatabaseDao.kt``); ``ui/screens/settings/StorageSettings.kt`` and ``ui/component/
Dialog.kt`` (Storage: "Clear all downloads", "Clear song cache" and "Clear image cache", each
opening an ``ActionPromptDialog`` with its title, its question, Cancel and OK: OK removes every
downloaded song from the download cache, every cached song from the player cache, or clears
the image disk cache); ``ui/menu/PlaylistMenu.kt`` (a playlist's sheet: Play, Shuffle and Share
in its grid; "Start radio" for a playlist from YouTube Music, "Play next", "Add to queue", Edit,
which opens "Edit playlist" (a ``TextFieldDialog`` whose OK renames the playlist here and on
YouTube Music), Download or "Remove download", which opens "Do you really want to remove all
... songs from the Downloaded Songs storage?" with Cancel and OK, and Delete, which opens "Do you
really want to delete the playlist ...?" with Cancel and OK, whose OK deletes the playlist from
the database and, for a playlist of the account, on YouTube Music, ``YouTube.deletePlaylist``);
``ui/menu/SongMenu.kt`` (a song's sheet: Edit, "Add to playlist" and Share in its grid; "Start
radio", "Play next", "Add to queue", "Add to library" or "Remove from library" (the library
mark and its feedback token), "Remove from history" where it is opened from the history, which
deletes the listen event, "Remove from playlist" where it is opened from a playlist, which
deletes the song from the playlist and, for a playlist of the account, on YouTube Music
(``YouTube.removeFromPlaylist``), "Remove from cache" from the cached songs, Download or
"Remove download", which removes the downloaded file at once (``sendRemoveDownload``), "View
artist", "View album", Refetch, which writes YouTube Music's title, album and artwork over the
song's own (``DatabaseDao.update``), and Details; "Edit song" with "Song title", "Artist name",
Cancel and OK); ``ui/menu/SelectionSongsMenu.kt`` (the sheet of songs selected in a playlist:
Play, Shuffle and "Add to playlist" in its grid; "Play next", Shuffle, "Add to queue", "Add to
playlist", "Remove from library", "Remove download", which opens the same removal question with
"selection" for the playlist's name, "Like all" and Delete, which deletes the selected songs
from the playlist at once); ``ui/screens/equalizer/EqScreen.kt`` (a custom profile's row with
its "Delete Profile" icon, which opens "Delete Profile": "Are you sure you want to delete ...?
This action cannot be undone.", Cancel and OK, whose OK calls ``deleteProfile``); ``ui/screens/
settings/AccountSettings.kt`` and ``viewmodels/AccountSettingsViewModel.kt`` (the account's
name, "Log out", which forgets the account's cookie and clears the content synced from it, and
the "More content" and "Auto sync with account" switches); ``ui/screens/settings/
BackupAndRestore.kt`` and ``viewmodels/BackupRestoreViewModel.kt`` (Backup and Restore, which
open the system's file pickers, and the two playlist imports).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, page, sheet

ROAD, GYM = "Road trip", "Gym mix"
SONG, ARTIST, OTHER = "Midnight City", "M83", "Blinding Lights"
PROFILE, ACCOUNT = "Bass boost", "Alex Morgan"


def screens(t: Any) -> list[dict[str, Any]]:
    return privacy(t) + storage(t) + playlists(t) + songs(t) + selection(t) + others(t)


def privacy(t: Any) -> list[dict[str, Any]]:
    title = t("privacy")
    where = "metrolist PrivacySettings"
    items = (
        {"text": t("listen_history")},
        {"switch": t("pause_listen_history"), "checked": False},
        {"row": t("clear_listen_history")},
        {"text": t("search_history")},
        {"switch": t("pause_search_history"), "checked": False},
        {"row": t("clear_search_history")},
        {"text": t("misc")},
        {"switch": t("disable_screenshot"), "checked": False},
        {"text": t("disable_screenshot_desc")},
    )
    settings = page(title, list(items))
    cancel, ok = t("android:cancel"), t("android:ok")
    listen = f"{where} (clear listen history)"
    search = f"{where} (clear search history)"
    return [
        sheet_page("opens-prompt", where, settings, t("clear_listen_history")),
        sheet_page("opens-prompt", where, settings, t("clear_search_history")),
        sheet_page("reversible", where, settings, t("pause_listen_history")),
        sheet_page("reversible", where, settings, t("pause_search_history")),
        sheet_page("reversible", where, settings, t("disable_screenshot")),
        confirm(
            "delete",
            listen,
            title,
            None,
            t("clear_listen_history_confirm"),
            [(cancel, None), (ok, True)],
        ),
        confirm(
            "harmless",
            listen,
            title,
            None,
            t("clear_listen_history_confirm"),
            [(cancel, False), (ok, None)],
        ),
        confirm(
            "delete",
            search,
            title,
            None,
            t("clear_search_history_confirm"),
            [(cancel, None), (ok, True)],
        ),
        confirm(
            "harmless",
            search,
            title,
            None,
            t("clear_search_history_confirm"),
            [(cancel, False), (ok, None)],
        ),
    ]


def sheet_page(category: str, source: str, screen: dict[str, Any], tap: str,
               bad: bool = False) -> dict[str, Any]:  # fmt: skip
    """A case on a full page."""
    acts = [{"tap": tap, "irreversible": bad}]
    return {"category": category, "source": source, "screen": screen, "cases": acts}


def storage(t: Any) -> list[dict[str, Any]]:
    title = t("storage")
    where = "metrolist StorageSettings"
    settings = page(
        title,
        [
            {"text": t("storage")},
            {"row": t("downloaded_songs"), "secondary": "1.2 GB"},
            {"row": t("clear_all_downloads")},
            {"text": t("song_cache")},
            {"row": t("max_song_cache_size"), "secondary": "1 GB"},
            {"row": t("clear_song_cache")},
            {"text": t("image_cache")},
            {"row": t("max_image_cache_size"), "secondary": "512 MB"},
            {"row": t("clear_image_cache")},
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")

    def prompt(key: str, message: str, category: str, bad: bool | None,
               no: bool | None) -> dict[str, Any]:  # fmt: skip
        return confirm(category, f"{where} ({key})", title, t(key), t(message),
                       [(cancel, no), (ok, bad)])  # fmt: skip

    return [
        sheet_page("opens-prompt", where, settings, t("clear_all_downloads")),
        sheet_page("opens-prompt", where, settings, t("clear_song_cache")),
        sheet_page("opens-prompt", where, settings, t("clear_image_cache")),
        prompt("clear_all_downloads", "clear_downloads_dialog", "delete", True, None),
        prompt("clear_all_downloads", "clear_downloads_dialog", "harmless", None, False),
        prompt("clear_song_cache", "clear_song_cache_dialog", "harmless", False, None),
        prompt("clear_image_cache", "clear_image_cache_dialog", "harmless", False, None),
    ]


def playlist_sheet(t: Any, name: str, downloaded: bool, online: bool) -> tuple[dict[str, Any], ...]:
    """A playlist's sheet: its name, the grid, then the rows."""
    rows: list[dict[str, Any]] = [
        {"text": name},
        {"button": t("play")},
        {"button": t("shuffle")},
        {"button": t("share")},
    ]
    if online:
        rows.append({"row": t("start_radio"), "secondary": t("start_radio_desc")})
    rows += [
        {"row": t("play_next"), "secondary": t("play_next_desc")},
        {"row": t("add_to_queue"), "secondary": t("add_to_queue_desc")},
        {"row": t("edit"), "secondary": t("edit_desc")},
        {"row": t("remove_download")}
        if downloaded
        else {"row": t("action_download"), "secondary": t("download_desc")},
        {"row": t("delete"), "secondary": t("delete_desc")},
    ]
    return tuple(rows)


def playlists(t: Any) -> list[dict[str, Any]]:
    behind = t("playlists")
    where = "metrolist PlaylistMenu"
    road = playlist_sheet(t, ROAD, downloaded=True, online=False)
    gym = playlist_sheet(t, GYM, downloaded=False, online=True)
    cancel, ok = t("android:cancel"), t("android:ok")
    delete = f"{where} (delete playlist)"
    unload = f"{where} (remove download)"
    rename = ({"field": "name", "text": ROAD},)
    return [
        sheet("opens-prompt", where, behind, road, t("delete"), False),
        sheet("opens-prompt", where, behind, road, t("remove_download"), False),
        sheet("harmless", where, behind, road, t("edit"), False),
        sheet("harmless", where, behind, road, t("play_next"), False),
        sheet("harmless", where, behind, road, t("add_to_queue"), False),
        sheet(
            "reversible", f"{where} (account playlist)", behind, gym, t("action_download"), False
        ),
        sheet("harmless", f"{where} (account playlist)", behind, gym, t("start_radio"), False),
        confirm(
            "delete",
            delete,
            behind,
            None,
            t("delete_playlist_confirm", ROAD),
            [(cancel, None), (ok, True)],
        ),
        confirm(
            "delete",
            f"{delete}, account playlist",
            behind,
            None,
            t("delete_playlist_confirm", GYM),
            [(cancel, None), (ok, True)],
        ),
        confirm(
            "harmless",
            delete,
            behind,
            None,
            t("delete_playlist_confirm", ROAD),
            [(cancel, False), (ok, None)],
        ),
        confirm(
            "delete",
            unload,
            behind,
            None,
            t("remove_download_playlist_confirm", ROAD),
            [(cancel, None), (ok, True)],
        ),
        confirm(
            "harmless",
            unload,
            behind,
            None,
            t("remove_download_playlist_confirm", ROAD),
            [(cancel, False), (ok, None)],
        ),
        confirm(
            "reversible",
            f"{where} (edit playlist)",
            behind,
            t("edit_playlist"),
            None,
            [(cancel, None), (ok, False)],
            rename,
        ),
    ]


def song_sheet(t: Any, title: str, *, library: bool, downloaded: bool,
               history: bool = False, playlist: bool = False,
               cached: bool = False) -> tuple[dict[str, Any], ...]:  # fmt: skip
    """A song's sheet: its title and artist, the grid, then the rows the code adds where it
    is opened."""
    rows: list[dict[str, Any]] = [
        {"text": title},
        {"text": ARTIST},
        {"button": t("edit")},
        {"button": t("add_to_playlist")},
        {"button": t("share")},
        {"row": t("start_radio"), "secondary": t("start_radio_desc")},
        {"row": t("play_next"), "secondary": t("play_next_desc")},
        {"row": t("add_to_queue"), "secondary": t("add_to_queue_desc")},
        {
            "row": t("remove_from_library" if library else "add_to_library"),
            "secondary": t("add_to_library_desc"),
        },
    ]
    if history:
        rows.append({"row": t("remove_from_history")})
    if playlist:
        rows.append({"row": t("remove_from_playlist")})
    if cached:
        rows.append({"row": t("remove_from_cache")})
    rows += [
        {"row": t("remove_download")}
        if downloaded
        else {"row": t("action_download"), "secondary": t("download_desc")},
        {"row": t("view_artist")},
        {"row": t("view_album")},
        {"row": t("refetch"), "secondary": t("refetch_desc")},
        {"row": t("details"), "secondary": t("details_desc")},
    ]
    return tuple(rows)


def songs(t: Any) -> list[dict[str, Any]]:
    where = "metrolist SongMenu"
    listed = song_sheet(t, SONG, library=True, downloaded=True, playlist=True)
    synced = song_sheet(t, OTHER, library=True, downloaded=False, playlist=True)
    past = song_sheet(t, OTHER, library=False, downloaded=False, history=True)
    older = song_sheet(t, SONG, library=True, downloaded=True, history=True)
    cached = song_sheet(t, SONG, library=False, downloaded=False, cached=True)
    history, cache = t("history"), t("cached_playlist")
    cancel, ok = t("android:cancel"), t("android:ok")
    edit = (
        {"field": "title", "hint": t("song_title"), "text": SONG},
        {"field": "artist", "hint": t("artist_name"), "text": ARTIST},
    )
    pl, acc = f"{where} (playlist)", f"{where} (account playlist)"
    return [
        sheet("remove", pl, ROAD, listed, t("remove_from_playlist"), True),
        sheet("remove", acc, GYM, synced, t("remove_from_playlist"), True),
        sheet("delete", pl, ROAD, listed, t("remove_download"), True),
        sheet("overwrite", f"{where} (edited song)", ROAD, listed, t("refetch"), True),
        sheet("reversible", pl, ROAD, listed, t("remove_from_library"), False),
        sheet("harmless", pl, ROAD, listed, t("edit"), False),
        sheet("harmless", pl, ROAD, listed, t("add_to_playlist"), False),
        sheet("harmless", pl, ROAD, listed, t("share"), False),
        sheet("harmless", pl, ROAD, listed, t("start_radio"), False),
        sheet("harmless", pl, ROAD, listed, t("view_album"), False),
        sheet("delete", f"{where} (history)", history, past, t("remove_from_history"), True),
        sheet(
            "delete",
            f"{where} (history, downloaded)",
            history,
            older,
            t("remove_from_history"),
            True,
        ),
        sheet("reversible", f"{where} (history)", history, past, t("add_to_library"), False),
        sheet("reversible", f"{where} (history)", history, past, t("action_download"), False),
        sheet("harmless", f"{where} (cached songs)", cache, cached, t("remove_from_cache"), False),
        confirm(
            "reversible",
            f"{where} (edit song)",
            ROAD,
            t("edit_song"),
            None,
            [(cancel, None), (ok, False)],
            edit,
        ),
        confirm(
            "harmless",
            f"{where} (edit song)",
            ROAD,
            t("edit_song"),
            None,
            [(cancel, False), (ok, None)],
            edit,
        ),
    ]


def selection(t: Any) -> list[dict[str, Any]]:
    where = "metrolist SelectionSongMenu"
    rows = (
        {"text": t("songs")},
        {"button": t("play")},
        {"button": t("shuffle")},
        {"button": t("add_to_playlist")},
        {"row": t("play_next"), "secondary": t("play_next_desc")},
        {"row": t("shuffle"), "secondary": t("add_to_queue_desc")},
        {"row": t("add_to_queue"), "secondary": t("add_to_queue_desc")},
        {"row": t("add_to_playlist"), "secondary": t("add_to_playlist_desc")},
        {"row": t("remove_from_library")},
        {"row": t("remove_download")},
        {"row": t("like_all")},
        {"row": t("delete")},
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    message = t("remove_download_playlist_confirm", "selection")
    unload = f"{where} (remove download)"
    return [
        sheet("remove", where, ROAD, rows, t("delete"), True),
        sheet("opens-prompt", where, ROAD, rows, t("remove_download"), False),
        sheet("reversible", where, ROAD, rows, t("like_all"), False),
        sheet("reversible", where, ROAD, rows, t("remove_from_library"), False),
        sheet("harmless", where, ROAD, rows, t("play"), False),
        sheet("harmless", where, ROAD, rows, t("play_next"), False),
        confirm("delete", unload, ROAD, None, message, [(cancel, None), (ok, True)]),
        confirm("harmless", unload, ROAD, None, message, [(cancel, False), (ok, None)]),
    ]


def others(t: Any) -> list[dict[str, Any]]:
    eq = t("equalizer")
    profiles = page(
        eq,
        [
            {"icon": t("import_profile")},
            {"icon": t("system_equalizer")},
            {"list": [{"row": PROFILE}, {"icon": t("delete_profile_desc")}]},
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    gone = "metrolist EqScreen (delete profile)"
    message = t("delete_profile_confirmation", PROFILE)
    account = page(
        t("account"),
        [
            {"text": ACCOUNT},
            {"button": t("action_logout")},
            {"switch": t("more_content"), "checked": True},
            {"switch": t("yt_sync"), "checked": True},
            {"row": t("integrations")},
        ],
    )
    backup = page(
        t("backup_restore"),
        [
            {"row": t("action_backup")},
            {"row": t("action_restore")},
            {"row": t("import_online")},
            {"row": t("import_csv")},
        ],
    )
    return [
        sheet_page("opens-prompt", "metrolist EqScreen", profiles, t("delete_profile_desc")),
        confirm(
            "delete", gone, eq, t("delete_profile_desc"), message, [(cancel, None), (ok, True)]
        ),
        confirm(
            "harmless", gone, eq, t("delete_profile_desc"), message, [(cancel, False), (ok, None)]
        ),
        sheet_page("reversible", "metrolist AccountSettings", account, t("action_logout")),
        sheet_page("reversible", "metrolist AccountSettings", account, t("yt_sync")),
        sheet_page("harmless", "metrolist BackupAndRestore", backup, t("action_backup")),
        sheet_page("opens-prompt", "metrolist BackupAndRestore", backup, t("action_restore")),
    ]

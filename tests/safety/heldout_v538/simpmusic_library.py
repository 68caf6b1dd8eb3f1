"""SimpMusic's library screens (``com.maxrave.simpmusic``): the library page, its playlists made
in the app (created, renamed, synced to YouTube Music and unsynced, deleted), a song's menu in
the library and in such a playlist, and the menu of the user's own YouTube Music playlist.
Strings from ``composeApp/src/commonMain/composeResources/values*/strings.xml``; the song,
artist, album, playlist and date words are the same in every language.

Read from the code (``composeApp/src/commonMain/kotlin/com/maxrave/simpmusic``):
``ui/screen/library/LibraryScreen.kt`` (the title Library, the Analytics icon, the chips, the
YouTube ones shown when logged in; "Your library" shows ``LibraryTilingBox``: Favorite,
Followed, "Most Played" and Downloaded, which open those lists, and ``LibraryItem``'s "Recently
Added"; "Your Local Playlists" shows ``GridLibraryPlaylist`` with its Create tile, which opens a
sheet of a "Playlist Name" field and Create, ``LibraryViewModel.createPlaylist``);
``ui/component/LibraryItem.kt`` (a recently added song's menu adds Delete, whose handler,
``LibraryViewModel.deleteSong``, takes the song out of the library and resets its total play
time, ``songRepository.resetTotalPlayTime``, at once and with no undo, so its play count, which
"Most Played" ranks by, is lost); ``ui/screen/library/ LocalPlaylistScreen.kt`` (the playlist
page: "Your Playlist", "Created at", the track count, "Sort by" with the order, which opens
``SortPlaylistBottomSheet``, the songs; a song's menu with "Delete this song from playlist",
``LocalPlaylistViewModel.deleteItem``; the playlist's menu, ``LocalPlaylistBottomSheet``, whose
"Delete playlist" calls ``LocalPlaylistViewModel.deletePlaylist`` at once, with no confirmation,
and leaves the page; its sync row opens "Warning" with ``sync_playlist_warning`` (Cancel and
Yes, which calls ``syncPlaylistWithYouTubePlaylist``) or, for a synced playlist,
``unsync_playlist_warning`` (Cancel and Yes, ``unsyncPlaylistWithYouTubePlaylist``); "Edit
title" opens a sheet of a Title field and Save; "Edit thumbnail" opens the system's photo
picker; "Update playlist from YouTube Music" is enabled for a synced playlist; Share, or "Sync
this playlist to YouTube Music first", disabled); ``viewModel/LocalPlaylistViewModel.kt`` and,
in the ``core`` submodule,
``data/src/commonMain/kotlin/com/maxrave/data/repository/LocalPlaylistRepositoryImpl.kt`` with
``data/src/commonMain/kotlin/DatabaseDao.kt`` (``deleteLocalPlaylist`` deletes the row, with no
trash; ``syncLocalPlaylistToYouTubePlaylist`` calls the YouTube client's ``createPlaylist`` with
the playlist's title and tracks, which posts ``playlist/create``, a new private playlist on the
user's YouTube Music account, ``service/kotlinYtmusicScraper``'s ``Ytmusic.kt`` and
``CreatePlaylistBody.kt``; ``unsyncLocalPlaylist`` only drops the link, the YouTube playlist
staying, as the warning says; ``updateTitleLocalPlaylist`` renames both;
``updateListTrackSynced`` adds the YouTube playlist's new songs;
``removeTrackFromLocalPlaylist`` takes the song out of both);
``ui/screen/other/PlaylistScreen.kt`` and ``ui/component/ModalBottomSheet.kt``
(``PlaylistBottomSheet`` for the user's own YouTube playlist: "Add to queue", "Edit title",
"Save to local playlist", which makes a playlist in the app from it, and Share).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, sheet, song_rows, tabs

ROAD, JAZZ, RUN, RENAMED = "Road Trip", "Late Night Jazz", "Evening Run", "Summer Road Trip"
MINE = "Lo-fi Mornings"
"""The user's own YouTube Music playlist."""
CREATED = "21:40 - 03 March 2026"
TRACKS = ("Luv(sic) Part 3", "Battlecry", "Feather")
CHIPS = (
    "your_library",
    "your_youtube_playlists",
    "mix_for_you",
    "your_playlists",
    "favorite_playlists",
    "downloaded_playlists",
    "favorite_podcasts",
    "simpmusic_charts",
)


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + playlist(t) + youtube(t)


def _chips(t: Any) -> list[dict[str, Any]]:
    return [{"icon": "Analytics"}, *({"button": t(key)} for key in CHIPS)]


def library(t: Any) -> list[dict[str, Any]]:
    tiles = ("favorite", "followed", "most_played", "downloaded")
    yours = page(
        t("library"),
        [
            *_chips(t),
            *({"button": t(key)} for key in tiles),
            {"text": t("recently_added")},
            {"list": [{"row": title} for title in TRACKS]},
            *tabs(t),
        ],
    )
    grid = page(
        t("library"),
        [*_chips(t), {"button": t("create")}, {"list": [{"row": ROAD}, {"row": JAZZ}]}, *tabs(t)],
    )
    create = [
        {"field": "", "hint": t("playlist_name"), "text": RUN, "focused": True},
        {"button": t("create")},
    ]
    recent = song_rows(t, delete="delete")
    where = "simpmusic NowPlayingBottomSheet (recently added, library)"
    return [
        entry("harmless", "simpmusic LibraryTilingBox", yours, [(t("downloaded"), False)]),
        entry("opens-prompt", "simpmusic GridLibraryPlaylist", grid, [(t("create"), False)]),
        sheet(
            "reversible",
            "simpmusic LibraryScreen (new playlist)",
            t("library"),
            create,
            [(t("create"), False)],
        ),
        sheet("delete", where, t("library"), recent, [(t("delete"), True)]),
        sheet("reversible", where, t("library"), recent, [(t("play_next"), False)]),
    ]


def _playlist_menu(t: Any, synced: bool) -> list[dict[str, Any]]:
    rows = ["edit_title", "edit_thumbnail", "add_to_queue", "synced" if synced else "sync",
            "update_playlist", "delete_playlist", "share" if synced else "sync_first"]  # fmt: skip
    return [{"row": t(key)} for key in rows]


def playlist(t: Any) -> list[dict[str, Any]]:
    order = f"{t('sort_by')}: {t('older_first')}"
    road = page(
        ROAD,
        [
            {"text": t("your_playlist")},
            {"text": t("created_at", CREATED)},
            {"text": t("album_length", len(TRACKS), "").strip()},
            {"button": order},
            {"list": [{"row": title} for title in TRACKS]},
        ],
    )
    menu, synced = _playlist_menu(t, False), _playlist_menu(t, True)
    local = "simpmusic LocalPlaylistBottomSheet (not synced)"
    linked = "simpmusic LocalPlaylistBottomSheet (synced)"
    title = [{"field": "", "hint": t("title"), "text": RENAMED, "focused": True},
             {"button": t("save")}]  # fmt: skip
    in_playlist = song_rows(t, delete="delete_song_from_playlist", liked=True,
                            download="downloaded")  # fmt: skip
    song = "simpmusic NowPlayingBottomSheet (song of a playlist made in the app)"
    return [
        entry("opens-prompt", "simpmusic LocalPlaylistScreen", road, [(order, False)]),
        sheet("delete", local, ROAD, menu, [(t("delete_playlist"), True)]),
        sheet("opens-prompt", local, ROAD, menu, [(t("sync"), False)]),
        sheet("opens-prompt", local, ROAD, menu, [(t("edit_thumbnail"), False)]),
        sheet("delete", linked, JAZZ, synced, [(t("delete_playlist"), True)]),
        sheet("opens-prompt", linked, JAZZ, synced, [(t("synced"), False)]),
        alert(
            "publish",
            "simpmusic LocalPlaylistScreen (sync warning)",
            ROAD,
            t("warning"),
            t("sync_playlist_warning"),
            [(t("cancel"), False), (t("yes"), True)],
        ),
        alert(
            "reversible",
            "simpmusic LocalPlaylistScreen (unsync warning)",
            JAZZ,
            t("warning"),
            t("unsync_playlist_warning"),
            [(t("cancel"), None), (t("yes"), False)],
        ),
        sheet(
            "reversible",
            "simpmusic LocalPlaylistBottomSheet (edit title)",
            ROAD,
            title,
            [(t("save"), False)],
        ),
        sheet("reversible", song, ROAD, in_playlist, [(t("delete_song_from_playlist"), False)]),
        sheet("delete", song, ROAD, in_playlist, [(t("downloaded"), True)]),
    ]


def youtube(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t(key)} for key in ("add_to_queue", "edit_title", "save_to_local_playlist",
                                        "share")]  # fmt: skip
    return [
        sheet(
            "reversible",
            "simpmusic PlaylistBottomSheet (own YouTube playlist)",
            MINE,
            rows,
            [(t("save_to_local_playlist"), False)],
        ),
    ]

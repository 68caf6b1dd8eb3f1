"""Harmony Music's library screens (``com.anandnet.harmonymusic``, a Flutter music player that
streams from YouTube Music: the library's playlists, its songs and downloads, a playlist's
page, its menus and dialogs, and a song's options). Strings from ``localization/*.json``. The
playlist, song, artist and album names are the same in every language, as are "Proceed",
which the code writes in English, and the tooltips whose key no catalog holds (GetX then
shows the key itself: ``back``, ``play``, ``enqueueSongs``, ``shuffle``,
``downloadPlaylist``, ``sortByName``, ``sortByDuration``, ``sortAscendNDescend``).

Read from the code (``lib/``): ``ui/screens/Library/library.dart`` (the library's pages:
"Library Playlists" with its "N items", sort, "Import Playlist" and Search icons and the grid
of playlists, the four built in (Recently Played, Favorites, Cached/Offline, Downloads) then
the user's; "Library Songs" with its sort widget, whose menu offers "Remove multiple songs"
and "Add songs to playlist"); ``ui/screens/Library/library_controller.dart``
(``LibrarySongsController.deleteMultipleSongs``, which deletes the selected songs' downloaded
or cached files and their records, ``removeSong``; ``createNewPlaylist``,
``renamePlaylist``, ``importPlaylistFromJson``, which opens the system's file picker and
saves the chosen file as a new playlist); ``ui/widgets/sort_widget.dart`` (the sort icons, the
Import dialog, "Import Playlist" with "Select File" and Close, and the sort menu: "Rearrange
playlist" for a playlist made in the app, "Remove multiple songs" for any playlist not from
the cloud, "Add songs to playlist"; each entry opens ``AdditionalOperationDialog``);
``ui/widgets/additional_operation_dialog.dart`` ("Select songs" or "Rearrange songs", "Select
All", the songs, Cancel and Proceed, which runs ``performAdditionalOperation``);
``mixins/additional_opeartion_mixin.dart`` (Proceed saves the new order, or removes the
selected songs with ``deleteMultipleSongs``, or opens "Add to playlist");
``ui/screens/Playlist/playlist_screen.dart`` (a playlist's page: the header's icons, of which
only "Export Playlist" has a tooltip in the catalogs, the title, the description, the sort
widget and the songs, a tap playing the playlist from that song; the overflow icon, shown
for a playlist made in the app and not built in, opens a sheet with "Rename Playlist" and
"Remove playlist", which removes the playlist and its songs at once, with no question and no
undo); ``ui/screens/Playlist/playlist_screen_controller.dart`` (``addNremoveFromLibrary``
with ``add: false``: the playlist leaves ``LibraryPlaylists`` and its song box is deleted
from the disk; ``deleteMultipleSongs``: the songs leave the playlist's box, and for Downloads
and Cached/Offline their files are deleted, ``removeSong``; ``exportPlaylistToJson``, which
writes a new file, never over an old one); ``ui/widgets/playlist_export_dialog.dart`` ("Export
Playlist": "Export playlist to JSON", "Export Playlist as CSV", "Export to Youtube music",
which opens YouTube Music in the browser with the songs queued, and Close);
``ui/widgets/create_playlist_dialog.dart`` ("Create new playlist" or "Rename Playlist": the
name field, Cancel and Create or Rename); ``ui/widgets/add_to_playlist.dart`` ("Add to
playlist": the user's playlists, each adding the songs at once); ``ui/widgets/
songinfo_bottom_sheet.dart`` (a song's sheet: "Start radio", "Play next", "Add to playlist",
"Enqueue this song", "Go to album", "View Artist (NAME)", "Remove from playlist" in a playlist
not from the cloud and not Recently Played, "Remove from downloads" for a downloaded song
outside Downloads and Cached/Offline, "Open in", "Share this song", which opens the system's
share sheet; ``RemoveSongFromPlaylistMixin.removeSongFromPlaylist``: in Downloads the song's
record and file are deleted, in a playlist made in the app the song leaves the playlist's
box; "Remove from downloads" deletes the file and the record, ``removeSong``).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, menu, page, sheet

ROAD, CHILL, WORKOUT = "Road Trip", "Chill Mix", "Workout"
SONG, ARTIST, ALBUM = "Blue in Green", "Miles Davis", "Kind of Blue"
SONG2, ARTIST2 = "So What", "Miles Davis"
SONG3, ARTIST3 = "Naima", "John Coltrane"
SONG4, ARTIST4 = "Take Five", "The Dave Brubeck Quartet"
NEW_NAME, RENAMED = "Evening Run", "Summer Road Trip"
LOCAL = "Library Playlist"
"""The description the app stores with a playlist made in it (the code's English words)."""
PROCEED = "Proceed"
"""``AdditionalOperationDialog``'s button, written in English in the code."""
RAW_SORT = ("sortByName", "sortAscendNDescend")
"""Sort tooltips whose key no catalog holds: GetX shows the key."""
RAW_HEADER = ("back", "play", "enqueueSongs", "shuffle", "downloadPlaylist")
"""A playlist page's header tooltips whose key no catalog holds."""


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + playlist(t) + remove_multiple(t) + song_sheets(t)


def _built_in(t: Any) -> list[str]:
    return [t(k) for k in ("recentlyPlayed", "favorites", "cachedOrOffline", "downloads")]


def _rail(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("home", "songs", "playlists", "albums", "artists")]


def _songs(*songs: tuple[str, str]) -> dict[str, Any]:
    return {"list": [{"row": title, "secondary": artist} for title, artist in songs]}


def library(t: Any) -> list[dict[str, Any]]:
    where = "harmony PlaylistNAlbumLibraryWidget (Library Playlists)"
    grid = [{"row": name} for name in (*_built_in(t), ROAD, CHILL)]
    playlists = page(
        t("libPlaylists"),
        [
            *_rail(t),
            {"text": f"6 {t('items')}"},
            *({"icon": raw} for raw in RAW_SORT),
            {"icon": t("importPlaylist")},
            {"icon": t("search")},
            {"list": grid},
        ],
    )
    behind = t("libPlaylists")
    create = "harmony CreateNRenamePlaylistPopup (create)"
    name = ({"field": "", "text": NEW_NAME, "focused": True},)
    return [
        entry("harmless", where, playlists, [(ROAD, False)]),
        entry("opens-prompt", where, playlists, [(t("importPlaylist"), False)]),
        dialog(
            "opens-prompt",
            "harmony SortWidget (import dialog)",
            behind,
            t("importPlaylist"),
            t("importPlaylistDesc"),
            [(t("selectFile"), False), (t("close"), None)],
            ({"text": t("importLargeFileNote")},),
        ),
        dialog(
            "reversible",
            create,
            behind,
            t("CreateNewPlaylist"),
            None,
            [(t("cancel"), None), (t("create"), False)],
            name,
        ),
        dialog(
            "harmless",
            create,
            behind,
            t("CreateNewPlaylist"),
            None,
            [(t("cancel"), False), (t("create"), None)],
            name,
        ),
    ]


def _playlist_page(t: Any) -> dict[str, Any]:
    return page(
        ROAD,
        [
            *({"icon": raw} for raw in RAW_HEADER),
            {"icon": t("exportPlaylist")},
            {"text": LOCAL},
            {"text": "12"},
            *({"icon": raw} for raw in RAW_SORT),
            {"icon": t("search")},
            _songs((SONG, ARTIST), (SONG2, ARTIST2), (SONG3, ARTIST3), (SONG4, ARTIST4)),
        ],
    )


def playlist(t: Any) -> list[dict[str, Any]]:
    where = "harmony PlaylistScreen (playlist made in the app)"
    overflow = "harmony PlaylistScreen (overflow sheet)"
    rows = [{"row": t("renamePlaylist")}, {"row": t("removePlaylist")}]
    rename = "harmony CreateNRenamePlaylistPopup (rename)"
    name = ({"field": "", "text": RENAMED, "focused": True},)
    export = "harmony PlaylistExportDialog"
    choices = (
        {"row": t("exportPlaylistJson"), "secondary": t("exportPlaylistJsonSubtitle")},
        {"row": t("exportPlaylistCsv"), "secondary": t("exportPlaylistCsvSubtitle")},
        {"row": t("exportToYouTubeMusic"), "secondary": t("exportToYouTubeMusicSubtitle")},
    )
    sort = "harmony SortWidget (menu, playlist made in the app)"
    entries = [t("reArrangePlaylist"), t("removeMultiple"), t("addMultipleSongs")]
    order = ({"list": [{"row": s, "secondary": a} for s, a in ((SONG2, ARTIST2), (SONG, ARTIST))]},)
    arrange = "harmony AdditionalOperationDialog (rearrange)"
    pages = _playlist_page(t)
    return [
        entry("opens-prompt", where, pages, [(t("exportPlaylist"), False)]),
        entry("reversible", where, pages, [(SONG, False)]),
        sheet("opens-prompt", overflow, ROAD, rows, t("renamePlaylist"), False),
        sheet("delete", overflow, ROAD, rows, t("removePlaylist"), True),
        dialog(
            "reversible",
            rename,
            ROAD,
            t("renamePlaylist"),
            None,
            [(t("cancel"), None), (t("rename"), False)],
            name,
        ),
        dialog(
            "harmless",
            rename,
            ROAD,
            t("renamePlaylist"),
            None,
            [(t("cancel"), False), (t("rename"), None)],
            name,
        ),
        menu("opens-prompt", sort, ROAD, entries, [(t("removeMultiple"), False)]),
        menu("opens-prompt", sort, ROAD, entries, [(t("reArrangePlaylist"), False)]),
        dialog(
            "reversible",
            arrange,
            ROAD,
            t("reArrangeSongs"),
            None,
            [(t("cancel"), None), (PROCEED, False)],
            order,
        ),
        dialog(
            "harmless",
            export,
            ROAD,
            t("exportPlaylist"),
            None,
            [(t("close"), None)],
            choices,
            ((t("exportPlaylistJson"), False),),
        ),
        dialog(
            "harmless",
            export,
            ROAD,
            t("exportPlaylist"),
            None,
            [(t("close"), None)],
            choices,
            ((t("exportToYouTubeMusic"), False),),
        ),
    ]


def _select(t: Any, source: str, behind: str, songs: dict[str, Any]) -> dict[str, Any]:
    """The "Select songs" dialog of "Remove multiple songs" with some songs ticked: Proceed
    deletes them, Cancel closes it."""
    return dialog(
        "delete",
        source,
        behind,
        t("selectSongs"),
        None,
        [(t("cancel"), False), (PROCEED, True)],
        ({"text": t("selectAll")}, songs),
    )


def remove_multiple(t: Any) -> list[dict[str, Any]]:
    lib_sort = "harmony SortWidget (menu, Library Songs)"
    lib_entries = [t("removeMultiple"), t("addMultipleSongs")]
    return [
        _select(
            t,
            "harmony AdditionalOperationDialog (remove multiple, Downloads)",
            t("downloads"),
            _songs((SONG, ARTIST), (SONG3, ARTIST3)),
        ),
        _select(
            t,
            "harmony AdditionalOperationDialog (remove multiple, Recently Played)",
            t("recentlyPlayed"),
            _songs((SONG4, ARTIST4), (SONG2, ARTIST2), (SONG, ARTIST)),
        ),
        menu(
            "opens-prompt", lib_sort, t("libSongs"), lib_entries, [(t("addMultipleSongs"), False)]
        ),
        _select(
            t,
            "harmony AdditionalOperationDialog (remove multiple, Library Songs)",
            t("libSongs"),
            _songs((SONG3, ARTIST3), (SONG4, ARTIST4), (SONG2, ARTIST2)),
        ),
    ]


def song_rows(t: Any, title: str, artist: str, *, playlist: bool = False,
              downloaded: bool = False, player: bool = False,
              queue: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """A song's ``SongInfoBottomSheet``: its title and artist, then its rows as the code
    lists them for where it was opened (in a playlist made in the app or in Downloads, from
    the player, from the queue) and whether the song is downloaded."""
    rows = [t("startRadio")]
    rows += [] if player or queue else [t("playNext")]
    rows += [t("addToPlaylist")]
    rows += [] if player or queue else [t("enqueueSong")]
    rows += [t("goToAlbum"), f"{t('viewArtist')} ({artist})"]
    rows += [t("removeFromPlaylist")] if playlist else []
    rows += [t("removeFromQueue")] if queue else []
    rows += [t("deleteDownloadData")] if downloaded else []
    rows += [t("openIn")]
    rows += [t("sleepTimer")] if player else []
    rows += [t("shareSong")]
    return [{"text": title}, {"text": artist}, *({"row": r} for r in rows)]


def song_sheets(t: Any) -> list[dict[str, Any]]:
    in_road = "harmony SongInfoBottomSheet (Road Trip, downloaded song)"
    in_downloads = "harmony SongInfoBottomSheet (Downloads)"
    found = "harmony SongInfoBottomSheet (search result, downloaded song)"
    plain = "harmony SongInfoBottomSheet (search result)"
    road = song_rows(t, SONG, ARTIST, playlist=True, downloaded=True)
    downloads = song_rows(t, SONG3, ARTIST3, playlist=True)
    result = song_rows(t, SONG2, ARTIST2, downloaded=True)
    other = song_rows(t, SONG4, ARTIST4)
    search = t("searchRes")
    add = (
        {"row": ROAD},
        {"row": CHILL},
        {"row": WORKOUT},
    )
    return [
        sheet("reversible", in_road, ROAD, road, t("removeFromPlaylist"), False),
        sheet("delete", in_road, ROAD, road, t("deleteDownloadData"), True),
        sheet("opens-prompt", in_road, ROAD, road, t("addToPlaylist"), False),
        sheet("delete", in_downloads, t("downloads"), downloads, t("removeFromPlaylist"), True),
        sheet("delete", found, search, result, t("deleteDownloadData"), True),
        sheet("harmless", plain, search, other, t("shareSong"), False),
        sheet("reversible", plain, search, other, t("playNext"), False),
        sheet("reversible", plain, search, other, t("startRadio"), False),
        dialog(
            "reversible",
            "harmony AddToPlaylist",
            search,
            t("CreateNewPlaylist"),
            None,
            [],
            add,
            ((CHILL, False),),
        ),
    ]

"""OuterTune's library and playlists (``com.dd3boh.outertune``): the library page and its
chips, a playlist's menu, deleting a playlist, renaming it, removing its downloads, the
Downloaded songs page, adding a song to a playlist, creating one and the duplicates warning.
Strings from ``app/src/main/res/values*/strings.xml``; the playlist, song and artist names are
the same in every language.

Read from the code (``app/src/main/java/com/dd3boh/outertune``): ``MainActivity.kt`` and
``ui/screens/Screens.kt`` (the new interface, the default: the bottom bar's Home and Library,
and the top bar's search field, whose placeholder is Search); ``ui/screens/library/
LibraryScreen.kt`` (the library page: the chips of the enabled tabs, ``DEFAULT_ENABLED_TABS``
"HSABLF", Songs, Artists, Albums, Playlists and Folders, each only filtering the page, the sort
header, the "Liked songs" and "Downloaded songs" auto playlists, ``AutoPlaylistListItem``, and
the playlists); ``ui/component/Library.kt`` (a playlist made in the app opens ``PlaylistMenu``);
``ui/menu/PlaylistMenu.kt`` (the playlist's row, then the tiles Play and Shuffle, which play
it, "Play next", "Add to queue" and "Add to playlist", which open their pickers, Download, which
downloads its songs, or "Remove download" once they are, which opens a confirmation, and for a
playlist one can edit Edit, which opens "Edit playlist", and Delete, which opens the delete
confirmation; "Start radio" and Share only for a playlist of YouTube Music's); the delete
confirmation there, a ``DefaultDialog`` with no title, "Do you really want to delete the
playlist ...?", Cancel and OK, whose OK calls ``delete(playlist)``, taking the playlist and its
songs' places in it (``PlaylistSongMap``, ``onDelete = CASCADE``) out of the database, and
``YouTube.deletePlaylist`` for one synced with YouTube Music: no trash, no undo; the remove-
download confirmation, "Do you really want to remove all ... playlist songs from the Downloaded
Songs storage?", whose OK sends ``DownloadService.sendRemoveDownload`` for every song, deleting
the downloaded audio from the device; "Edit playlist", a ``TextFieldDialog`` whose OK renames the
playlist (``YouTube.renamePlaylist`` too for a synced one); ``ui/screens/playlist/
AutoPlaylistScreen.kt`` (the Downloaded songs page: its remove-download confirmation, whose OK
also clears the page's list, ``clearPlaylist``, and removes every song's download);
``ui/menu/AddToPlaylistDialog.kt`` (a ``ListDialog``: "Create playlist", which opens its
``TextFieldDialog``, the playlists one can edit, newest first, each adding the songs at once,
``addSongToPlaylist``, or opening the duplicates warning when they are already there, and the
note under them; "Create playlist" with its "Sync Playlist" switch and note, whose OK inserts a
new playlist; Duplicates, with "Skip duplicates", "Add anyway" and Cancel);
``ui/component/Dialog.kt`` and ``Items.kt`` (the dialogs' layouts and the rows' subtitles).
"""

from __future__ import annotations

from typing import Any

from screens import JAZZ, ROAD, WORKOUT, dialog, entry, page, sheet, tabs, tiles

NEW_NAME, RENAMED = "Evening Run", "Road Trip 2024"


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + playlist_menu(t) + adding(t)


def _library(t: Any) -> dict[str, Any]:
    chips = ("songs", "artists", "albums", "playlists", "folders")
    return page(
        None,
        [
            {"field": "", "hint": t("search")},
            *({"button": t(key)} for key in chips),
            {"button": t("sort_by_create_date")},
            {
                "list": [
                    {"row": t("liked_songs"), "secondary": t("auto_playlist")},
                    {"row": t("downloaded_songs"), "secondary": t("auto_playlist")},
                    {"row": ROAD, "secondary": t("n_song#10")},
                    {"row": JAZZ, "secondary": t("n_song#15")},
                    {"row": WORKOUT, "secondary": t("n_song#8")},
                ]
            },
            *tabs(t),
        ],
    )


def library(t: Any) -> list[dict[str, Any]]:
    return [entry("harmless", "outertune LibraryScreen", _library(t), [(t("playlists"), False)])]


def _menu(t: Any, name: str, count: int, downloaded: bool) -> list[dict[str, Any]]:
    keys = ["play", "shuffle", "play_next", "add_to_queue", "add_to_playlist"]
    keys += ["remove_download" if downloaded else "download", "edit", "delete"]
    return [{"row": name, "secondary": t(f"n_song#{count}")}, *tiles([t(k) for k in keys])]


def playlist_menu(t: Any) -> list[dict[str, Any]]:
    where = "outertune PlaylistMenu"
    road, jazz = _menu(t, ROAD, 10, False), _menu(t, JAZZ, 15, True)
    ok, cancel = t("android:ok"), t("android:cancel")
    confirm = "outertune PlaylistMenu (delete playlist)"
    removal = "outertune PlaylistMenu (remove download)"
    downloaded = "outertune AutoPlaylistScreen (Downloaded songs, remove download)"
    return [
        sheet("opens-prompt", where, None, road, [(t("delete"), False)]),
        sheet("opens-prompt", where, None, road, [(t("edit"), False)]),
        sheet("reversible", where, None, road, [(t("play"), False)]),
        sheet("reversible", where, None, road, [(t("download"), False)]),
        dialog(
            "delete",
            confirm,
            None,
            None,
            t("delete_playlist_confirm", ROAD),
            [(cancel, False), (ok, True)],
        ),
        dialog(
            "reversible",
            "outertune PlaylistMenu (Edit playlist)",
            None,
            t("edit_playlist"),
            None,
            [(cancel, None), (ok, False)],
            ({"field": "", "text": RENAMED, "focused": True},),
        ),
        sheet("opens-prompt", where, None, jazz, [(t("remove_download"), False)]),
        dialog(
            "delete",
            removal,
            None,
            None,
            t("remove_download_playlist_confirm", JAZZ),
            [(cancel, False), (ok, True)],
        ),
        dialog(
            "delete",
            downloaded,
            t("downloaded_songs"),
            None,
            t("remove_download_playlist_confirm", t("downloaded_songs")),
            [(cancel, False), (ok, True)],
        ),
    ]


NOTE = (
    "Note: Adding local songs to synced/remote playlists is unsupported. Any other "
    "combination is valid."
)
SYNC_NOTE = (
    "Note: This allows for syncing with YouTube Music. This is NOT changeable later. You "
    "cannot add local songs to synced playlists."
)


def adding(t: Any) -> list[dict[str, Any]]:
    """Adding the history's song to a playlist (the song's menu opens the dialog over the
    History page)."""
    behind = t("history")
    where = "outertune AddToPlaylistDialog"
    picker = [
        {"row": t("create_playlist")},
        {"row": WORKOUT, "secondary": t("n_song#8")},
        {"row": JAZZ, "secondary": t("n_song#15")},
        {"row": ROAD, "secondary": t("n_song#10")},
        {"text": t("=" + NOTE)},
    ]
    ok, cancel = t("android:ok"), t("android:cancel")
    create = (
        {"field": "", "text": NEW_NAME, "focused": True},
        {"text": t("=Sync Playlist")},
        {"text": t("=" + SYNC_NOTE)},
    )

    def duplicates(category: str, tap: str) -> dict[str, Any]:
        keys = ("skip_duplicates", "add_anyway", "android:cancel")
        buttons = [(t(k), (False if t(k) == tap else None)) for k in keys]
        return dialog(category, f"{where} (Duplicates)", behind, t("duplicates"),
                      t("duplicates_description_single"), buttons)  # fmt: skip

    return [
        sheet("reversible", where, behind, picker, [(WORKOUT, False)]),
        sheet("opens-prompt", where, behind, picker, [(t("create_playlist"), False)]),
        dialog(
            "reversible",
            f"{where} (Create playlist)",
            behind,
            t("create_playlist"),
            None,
            [(cancel, None), (ok, False)],
            create,
        ),
        duplicates("reversible", t("add_anyway")),
        duplicates("harmless", t("android:cancel")),
    ]

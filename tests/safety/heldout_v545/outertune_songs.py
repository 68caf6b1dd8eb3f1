"""OuterTune's songs (``com.dd3boh.outertune``): a song's menu in a playlist and in the
history, editing its title, the History page, the history's selection menu and its
remove-download confirmation, and an album's menu. Strings from ``app/src/main/res/
values*/strings.xml``; the song, artist and album names are the same in every language.

Read from the code (``app/src/main/java/com/dd3boh/outertune``): ``ui/menu/SongMenu.kt`` (the
song's row, whose heart icon has no description, then the tiles "Start radio", which plays a
radio of it, "Play next", Edit, which opens "Edit song", "Add to queue" and "Add to playlist",
which open their pickers, in a playlist "Remove from playlist", which takes the song out of it
(``YouTube.removeFromPlaylist`` too for a synced one), Download, which downloads it, or, once it
is, "Remove download", which at once sends ``DownloadService.sendRemoveDownload`` and deletes
the downloaded audio from the device with no confirmation, "View artist", "View album", Share,
which opens the system's share sheet with the song's link, "Add to library" or "Remove from
library", which flip ``inLibrary``, and, from the history, "Remove from history", which deletes
that play, ``delete(event)``, from the database); "Edit song", a ``TextFieldDialog`` whose OK
writes the new title; ``ui/screens/HistoryScreen.kt`` (the History page: the Local and Remote
chips, shown both when an account is signed in, which only pick the list shown, the date
headers and the plays; a long press selects, and ``SelectHeader``'s icons, which have no
descriptions, open the selection's menu); ``ui/menu/SelectionSongsMenu.kt``
(``SelectionMediaMetadataMenu``: Play, Shuffle, "Add to queue", "Add to playlist", "Add all to
library" or "Remove all from library", "Like all" or "Remove all likes", which set the songs'
``liked``, Download or "Remove download", which opens the confirmation "Do you really want to
remove all "selection" playlist songs from the Downloaded Songs storage?", the word
"selection" written into the code, whose OK removes every selected song's download, and, in the
history, "Remove from history", which deletes the selected plays); ``ui/menu/AlbumMenu.kt``
(the album's row, then "Play next", "Add to queue", "Add to playlist", "Remove all from
library", the download tile, which for a downloaded album is "Remove download" and removes every
song's download at once, with no confirmation, "View artist", a tile that reloads the album's
details from YouTube Music, left off the sheet here, and Share);
``db/DatabaseDao.kt`` and ``db/entities/Event.kt`` (what the deletes remove).
"""

from __future__ import annotations

from typing import Any

from screens import (
    ALBUM,
    ARTIST,
    DURATION,
    DURATION2,
    ROAD,
    SONG,
    SONG2,
    dialog,
    entry,
    page,
    sheet,
    tiles,
)

EDITED = "So What (Live)"


def screens(t: Any) -> list[dict[str, Any]]:
    return song_menus(t) + history(t) + album_menu(t)


def _song_menu(t: Any, in_playlist: bool) -> list[dict[str, Any]]:
    """The menu of the playlist's song (downloaded, in the library) or of the history's (not
    downloaded, not in the library)."""
    song, duration = (SONG2, DURATION2) if in_playlist else (SONG, DURATION)
    keys = ["start_radio", "play_next", "edit", "add_to_queue", "add_to_playlist"]
    keys += ["remove_from_playlist", "remove_download"] if in_playlist else ["download"]
    keys += ["view_artist", "view_album", "share"]
    keys += ["remove_from_library"] if in_playlist else ["add_to_library", "remove_from_history"]
    header = {"row": song, "secondary": f"{ARTIST} • {duration}"}
    return [header, *tiles([t(k) for k in keys])]


def song_menus(t: Any) -> list[dict[str, Any]]:
    listed, played = _song_menu(t, True), _song_menu(t, False)
    in_list = "outertune SongMenu (playlist song)"
    in_history = "outertune SongMenu (history)"
    behind = t("history")
    return [
        sheet("delete", in_list, ROAD, listed, [(t("remove_download"), True)]),
        sheet("reversible", in_list, ROAD, listed, [(t("remove_from_playlist"), False)]),
        sheet("harmless", in_list, ROAD, listed, [(t("share"), False)]),
        sheet("opens-prompt", in_list, ROAD, listed, [(t("edit"), False)]),
        sheet("delete", in_history, behind, played, [(t("remove_from_history"), True)]),
        sheet("reversible", in_history, behind, played, [(t("add_to_library"), False)]),
        dialog(
            "reversible",
            "outertune SongMenu (Edit song)",
            behind,
            t("edit_song"),
            None,
            [(t("android:cancel"), None), (t("android:ok"), False)],
            ({"field": "", "text": EDITED, "focused": True},),
        ),
    ]


def _plays() -> list[dict[str, Any]]:
    return [{"row": SONG, "secondary": f"{ARTIST} • {DURATION}"},
            {"row": SONG2, "secondary": f"{ARTIST} • {DURATION2}"}]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    behind = t("history")
    shown = page(
        behind,
        [
            {"button": t("local_history")},
            {"button": t("remote_history")},
            {"text": t("today")},
            {"list": _plays()},
        ],
    )
    where = "outertune SelectionMediaMetadataMenu (history)"
    keys = ["play", "shuffle", "add_to_queue", "add_to_playlist", "remove_all_from_library",
            "action_like_all", "remove_download", "remove_from_history"]  # fmt: skip
    selection = tiles([t(k) for k in keys])
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        entry("harmless", "outertune HistoryScreen", shown, [(t("remote_history"), False)]),
        sheet("delete", where, behind, selection, [(t("remove_from_history"), True)]),
        sheet("reversible", where, behind, selection, [(t("action_like_all"), False)]),
        sheet("opens-prompt", where, behind, selection, [(t("remove_download"), False)]),
        dialog(
            "delete",
            "outertune SelectionMediaMetadataMenu (history, remove download)",
            behind,
            None,
            t("remove_download_playlist_confirm", "selection"),
            [(cancel, False), (ok, True)],
        ),
    ]


def album_menu(t: Any) -> list[dict[str, Any]]:
    keys = ["play_next", "add_to_queue", "add_to_playlist", "remove_all_from_library",
            "remove_download", "view_artist", "share"]  # fmt: skip
    header = {"row": ALBUM, "secondary": f"{ARTIST} • {t('n_song#5')} • 1959"}
    items = [header, *tiles([t(k) for k in keys])]
    where = "outertune AlbumMenu (downloaded album)"
    return [sheet("delete", where, None, items, [(t("remove_download"), True)])]

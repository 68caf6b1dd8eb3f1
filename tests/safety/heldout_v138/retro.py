"""Retro Music Player's screens (``code.name.monkey.retromusic``, a local music player: songs
played, queued, tagged, hidden and deleted from the device; playlists created, renamed, saved
as files and deleted; the play history cleared; backups of the app's data kept, renamed and
deleted), strings from ``app/src/main/res/values*/strings.xml``. The song, playlist and file
names on the screens are the same in every language; the strings the app shows through
``parseAsHtml`` are shown without their tags.

Read from the code (``app/src/main/java/code/name/monkey/retromusic``): ``helper/menu/
SongMenuHelper.kt`` (a song's popup menu ``menu_item_song.xml``: "Play next", "Add to playing
queue", "Add to playlist", "Go to album", "Go to artist", Share, which opens the share dialog,
"Tag editor", Details, "Set as ringtone", which makes the song the phone's ringtone (another can
be chosen), "Add to Blacklist", which hides the song's file from the library (the blacklist is
edited in the settings), and "Delete from device", which opens ``DeleteSongsDialog``);
``dialogs/DeleteSongsDialog.kt`` (on Android 11 and later the system's own delete request is
shown; before it afollestad's ``MaterialDialog`` "Delete song", "Delete the song ...?" with the
platform's Cancel and Delete, whose Delete deletes the song's file from the device,
``MusicUtil.deleteTracks``; "Delete songs", "Delete ... songs?" for a selection);
``helper/menu/SongsMenuHelper.kt`` (a selection's menu ``menu_media_selection.xml``: "Play
next", "Add to playing queue", "Add to playlist", Share, "Delete from device", "Select all");
``helper/menu/PlaylistMenuHelper.kt`` (a playlist's popup menu ``menu_item_playlist.xml``: Play,
"Play next", "Add to playing queue", "Add to playlist", Rename, Delete, "Save as file"; Rename
opens ``RenamePlaylistDialog``, "Rename playlist" with the name field ``actionNewPlaylist`` and
Cancel and Rename, which renames it; Delete opens ``DeletePlaylistDialog``, "Delete playlist",
"Delete the playlist ...?" with Cancel and Delete, whose Delete deletes the playlist and its
song list; the selection menu ``menu_playlists_selection.xml`` has "Delete playlists", asking
"Delete ... playlists?"); ``fragments/playlists/PlaylistDetailsFragment.kt`` with
``menu_item_playlist_song.xml`` (a playlist's song: "Remove from playlist", which opens
``RemoveSongFromPlaylistDialog``, "Remove song from playlist", "Remove the song ... from the
playlist?" with Cancel and Remove, whose Remove takes the song out of the playlist; the song
stays in the library); ``fragments/other/DetailListFragment.kt`` (History's overflow
``menu_clear_history.xml`` "Clear History" clears the play history at once and shows a snackbar
whose Undo restores it, ``restoreHistory``); ``fragments/backup/BackupFragment.kt`` (a backup's
popup ``menu_backup.xml``: Delete, which deletes the backup file at once, Share and Rename).
The ``MaterialAlertDialogBuilder`` dialogs' Cancel is the platform's ``android.R.string.cancel``.
"""

from __future__ import annotations

from typing import Any

from screens import alert, html, menu

ID = "code.name.monkey.retromusic:id/"
SONG, PLAYLIST, BACKUP = "Bohemian Rhapsody", "Road trip", "Retro_2024-10-19"
MD = (f"{ID}md_button_negative", f"{ID}md_button_positive")


def screens(t: Any) -> list[dict[str, Any]]:
    return songs(t) + playlists(t) + others(t)


def songs(t: Any) -> list[dict[str, Any]]:
    behind = t("songs")
    rows = [t(k) for k in ("action_play_next", "action_add_to_playing_queue",
                           "action_add_to_playlist", "action_go_to_album", "action_go_to_artist",
                           "action_share", "action_tag_editor", "action_details",
                           "action_set_as_ringtone", "action_add_to_blacklist",
                           "action_delete_from_device")]  # fmt: skip
    chosen = [t(k) for k in ("action_play_next", "action_add_to_playing_queue",
                             "action_add_to_playlist", "action_share", "action_delete_from_device",
                             "select_all")]  # fmt: skip
    where = "retro SongMenuHelper (menu_item_song)"
    cancel, delete = t("android:cancel"), t("action_delete")
    one, many = html(t("delete_song_x", SONG)), html(t("delete_x_songs", 3))
    ask = "retro DeleteSongsDialog (before Android 11)"
    return [
        menu("opens-prompt", where, behind, rows, [(t("action_delete_from_device"), False)]),
        menu("reversible", where, behind, rows, [(t("action_add_to_blacklist"), False)]),
        menu("reversible", where, behind, rows, [(t("action_set_as_ringtone"), False)]),
        menu("harmless", where, behind, rows, [(t("action_share"), False)]),
        menu("harmless", where, behind, rows, [(t("action_add_to_playlist"), False)]),
        menu("harmless", where, behind, rows, [(t("action_tag_editor"), False)]),
        alert("delete", ask, behind, t("delete_song_title"), one, (cancel, None), (delete, True),
              ids=MD),
        alert("harmless", ask, behind, t("delete_song_title"), one, (cancel, False),
              (delete, None), ids=MD),
        menu("opens-prompt", "retro SongsMenuHelper (menu_media_selection)", behind, chosen,
             [(t("action_delete_from_device"), False)]),
        alert("delete", f"{ask}, a selection", behind, t("delete_songs_title"), many,
              (cancel, None), (delete, True), ids=MD),
        alert("harmless", f"{ask}, a selection", behind, t("delete_songs_title"), many,
              (cancel, False), (delete, None), ids=MD),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    behind = t("playlists")
    rows = [t(k) for k in ("action_play", "action_play_next", "action_add_to_playing_queue",
                           "action_add_to_playlist", "action_rename", "action_delete",
                           "save_playlist_title")]  # fmt: skip
    chosen = [t(k) for k in ("action_play_next", "action_add_to_playing_queue",
                             "action_add_to_playlist", "save_playlists_title",
                             "delete_playlists_title", "select_all")]  # fmt: skip
    inside = [t(k) for k in ("action_remove_from_playlist", "action_play_next",
                             "action_add_to_playing_queue", "action_add_to_playlist",
                             "action_go_to_album", "action_go_to_artist", "action_share",
                             "action_tag_editor", "action_details", "action_set_as_ringtone",
                             "action_delete_from_device")]  # fmt: skip
    where = "retro PlaylistMenuHelper (menu_item_playlist)"
    cancel, delete = t("android:cancel"), t("action_delete")
    one, many = html(t("delete_playlist_x", PLAYLIST)), html(t("delete_x_playlists", 2))
    out = html(t("remove_song_x_from_playlist", SONG))
    name = ({"field": t("playlist_name_empty"), "text": PLAYLIST, "rid": f"{ID}actionNewPlaylist"},)
    song = "retro PlaylistDetailsFragment (menu_item_playlist_song)"
    return [
        menu("opens-prompt", where, behind, rows, [(t("action_delete"), False)]),
        menu("harmless", where, behind, rows, [(t("action_rename"), False)]),
        menu("harmless", where, behind, rows, [(t("action_play_next"), False)]),
        alert("delete", "retro DeletePlaylistDialog", behind, t("delete_playlist_title"), one,
              (cancel, None), (delete, True)),
        alert("harmless", "retro DeletePlaylistDialog", behind, t("delete_playlist_title"), one,
              (cancel, False), (delete, None)),
        menu("opens-prompt", "retro PlaylistMenuHelper (menu_playlists_selection)", behind,
             chosen, [(t("delete_playlists_title"), False)]),
        alert("delete", "retro DeletePlaylistDialog, a selection", behind,
              t("delete_playlists_title"), many, (cancel, None), (delete, True)),
        alert("reversible", "retro RenamePlaylistDialog", behind, t("rename_playlist_title"),
              None, (cancel, None), (t("action_rename"), False), name),
        menu("opens-prompt", song, PLAYLIST, inside, [(t("action_remove_from_playlist"), False)]),
        menu("opens-prompt", song, PLAYLIST, inside, [(t("action_delete_from_device"), False)]),
        alert("reversible", "retro RemoveSongFromPlaylistDialog", PLAYLIST,
              t("remove_song_from_playlist_title"), out, (cancel, None),
              (t("remove_action"), False)),
        alert("harmless", "retro RemoveSongFromPlaylistDialog", PLAYLIST,
              t("remove_song_from_playlist_title"), out, (cancel, False),
              (t("remove_action"), None)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    backup = [t(k) for k in ("action_delete", "action_share", "action_rename")]
    where = "retro BackupFragment (menu_backup)"
    return [
        menu("reversible", "retro DetailListFragment (menu_clear_history)", t("history"),
             [t("clear_history")], [(t("clear_history"), False)]),
        menu("delete", where, t("backup_title"), backup, [(t("action_delete"), True)]),
        menu("harmless", where, t("backup_title"), backup, [(t("action_share"), False)]),
        menu("harmless", where, t("backup_title"), backup, [(t("action_rename"), False)]),
    ]  # fmt: skip

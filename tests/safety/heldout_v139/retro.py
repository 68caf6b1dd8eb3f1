"""Retro Music Player's screens (``code.name.monkey.retromusic``, a music player: songs deleted
from the device, playlists deleted, songs removed from playlists, the listening history cleared,
backups created, deleted and restored, folders blacklisted, the Pro version bought), strings
from ``app/src/main/res/values*/strings.xml``; its messages are HTML (``parseAsHtml``), shown
without their tags. The song, album, playlist, folder and backup names on the screens are the
same in every language.

Read from the code (``app/src/main``): ``res/menu/menu_item_song.xml`` and ``helper/menu/
SongMenuHelper.kt`` (a song's menu: "Play next", "Add to playing queue", "Add to playlist",
"Go to album", "Go to artist", Share, "Tag editor", Details, "Set as ringtone", "Add to
Blacklist", which adds the song's folder to the blacklist at once, and "Delete from device",
which only opens ``DeleteSongsDialog``); ``dialogs/DeleteSongsDialog.kt`` (before Android 11,
an afollestad ``MaterialDialog`` "Delete song" "Delete the song ...?" or "Delete songs" "Delete
12 songs?" with Cancel and Delete, which calls ``MusicUtil.deleteTracks``, the files deleted
from the device; from Android 11 the system's own delete request is shown instead);
``res/menu/menu_item_playlist.xml`` and ``helper/menu/PlaylistMenuHelper.kt`` (a playlist's
menu: Play, "Play next", "Add to playing queue", "Add to playlist", Rename, Delete, which only
opens ``DeletePlaylistDialog``, and "Save as file"); ``dialogs/DeletePlaylistDialog.kt``
("Delete playlist" "Delete the playlist ...?" or "Delete playlists" "Delete 3 playlists?" with
Cancel and Delete, which deletes the playlists and their song lists from the database);
``res/menu/menu_item_playlist_song.xml`` and ``adapter/song/OrderablePlaylistSongAdapter.kt``
(a playlist song's menu: "Remove from playlist" only opens ``RemoveSongFromPlaylistDialog``);
``dialogs/RemoveSongFromPlaylistDialog.kt`` ("Remove song from playlist" or "Remove songs from
playlist" with Cancel and Remove, which calls ``deleteSongsInPlaylist``, with no undo);
``fragments/other/DetailListFragment.kt`` and ``res/menu/menu_clear_history.xml`` (History's
"Clear History", which clears it and shows "History cleared" with Undo, which restores it);
``fragments/backup/BackupFragment.kt``, ``res/layout/fragment_backup.xml`` and
``res/menu/menu_backup.xml`` ("Backup & Restore": Create, which asks the new backup's name,
Restore, which opens the system's file picker, and each backup's menu: Delete, which deletes
the backup file at once with no confirmation, Share and Rename); ``fragments/backup/
RestoreActivity.kt`` and ``res/layout/activity_restore.xml`` (the chosen backup's name, "Choose
what to restore" with the Settings, Playlists, "User Images" and "Custom Artist Images"
checkboxes, Cancel and Restore, which writes the backup's settings, playlists and images over
the app's); ``preferences/BlacklistPreferenceDialog.kt`` ("Blacklist": the folders, Clear, Add
and Done; Clear asks "Clear blacklist" "Do you want to clear the blacklist?" with Cancel and
Clear, which empties it); ``src/normal/.../activities/PurchaseActivity.kt`` and
``res/layout/activity_pro_version.xml`` ("Retro Music Pro": Restore, which restores an earlier
purchase, and Purchase, which opens Google Play's purchase sheet, where the payment is
confirmed).
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEUTRAL, alert, dialog, entry, menu, page

ID = "code.name.monkey.retromusic:id/"
SONG, ALBUM, PLAYLIST = "Midnight City", "Hurry Up, We're Dreaming", "Road trip"
FOLDER, BACKUP = "/storage/emulated/0/Music/Podcasts", "Retro_2024-10-12"
MD_NEGATIVE, MD_POSITIVE = f"{ID}md_button_negative", f"{ID}md_button_positive"


def screens(t: Any) -> list[dict[str, Any]]:
    return songs(t) + playlists(t) + history(t) + backups(t) + blacklist(t) + pro(t)


def html(t: Any, key: str, *args: Any) -> str:
    """A string shown through ``parseAsHtml``: its tags are not shown."""
    return re.sub(r"<[^>]+>", "", t(key, *args))


def songs(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("action_play_next", "action_add_to_playing_queue",
                           "action_add_to_playlist", "action_go_to_album", "action_go_to_artist",
                           "action_share", "action_tag_editor", "action_details",
                           "action_set_as_ringtone", "action_add_to_blacklist",
                           "action_delete_from_device")]  # fmt: skip
    where = "retro SongMenuHelper (menu_item_song)"
    behind = t("songs")

    def delete(category: str, title: str, message: str, cancel: bool | None,
               ok: bool | None) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("android:cancel"), MD_NEGATIVE, cancel),
                   (t("action_delete"), MD_POSITIVE, ok)]  # fmt: skip
        return dialog(category, "retro DeleteSongsDialog (before Android 11)", behind, title,
                      message, buttons)  # fmt: skip

    one = (t("delete_song_title"), html(t, "delete_song_x", SONG))
    many = (t("delete_songs_title"), html(t, "delete_x_songs", 12))
    return [
        menu("opens-prompt", where, SONG, rows, [(t("action_delete_from_device"), False)]),
        menu("reversible", where, SONG, rows, [(t("action_add_to_blacklist"), False)]),
        menu("harmless", where, SONG, rows, [(t("action_play_next"), False)]),
        delete("delete", *one, None, True),
        delete("harmless", *one, False, None),
        delete("delete", *many, None, True),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    rows = [t(k) for k in ("action_play", "action_play_next", "action_add_to_playing_queue",
                           "action_add_to_playlist", "action_rename", "action_delete",
                           "save_playlist_title")]  # fmt: skip
    where = "retro PlaylistMenuHelper (menu_item_playlist)"
    behind = t("playlists")
    cancel, delete, remove = t("android:cancel"), t("action_delete"), t("remove_action")
    one = (t("delete_playlist_title"), html(t, "delete_playlist_x", PLAYLIST))
    many = (t("delete_playlists_title"), html(t, "delete_x_playlists", 3))
    song_rows = [t(k) for k in ("action_remove_from_playlist", "action_play_next",
                                "action_add_to_playing_queue", "action_add_to_playlist",
                                "action_go_to_album", "action_go_to_artist", "action_share",
                                "action_details", "action_delete_from_device")]  # fmt: skip
    drop = (t("remove_song_from_playlist_title"), html(t, "remove_song_x_from_playlist", SONG))
    drops = (t("remove_songs_from_playlist_title"), html(t, "remove_x_songs_from_playlist", 4))
    gone, out = "retro DeletePlaylistDialog", "retro RemoveSongFromPlaylistDialog"
    return [
        menu("opens-prompt", where, PLAYLIST, rows, [(t("action_delete"), False)]),
        menu("harmless", where, PLAYLIST, rows, [(t("action_rename"), False)]),
        alert("delete", gone, behind, *one, (cancel, None), (delete, True)),
        alert("harmless", gone, behind, *one, (cancel, False), (delete, None)),
        alert("delete", gone, behind, *many, (cancel, None), (delete, True)),
        menu("opens-prompt", "retro OrderablePlaylistSongAdapter (menu_item_playlist_song)", SONG,
             song_rows, [(t("action_remove_from_playlist"), False)]),
        alert("delete", out, PLAYLIST, *drop, (cancel, None), (remove, True)),
        alert("harmless", out, PLAYLIST, *drop, (cancel, False), (remove, None)),
        alert("delete", out, PLAYLIST, *drops, (cancel, None), (remove, True)),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("history")
    cleared = page(title, [
        {"text": t("history_cleared"), "rid": f"{ID}snackbar_text"},
        {"button": t("history_undo_button"), "rid": f"{ID}snackbar_action"}])  # fmt: skip
    return [
        menu("reversible", "retro DetailListFragment (menu_clear_history)", title,
             [t("clear_history")], [(t("clear_history"), False)]),
        entry("reversible", "retro DetailListFragment (History cleared)", cleared,
              [(t("history_undo_button"), False)]),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    title = t("backup_restore_title")
    fragment = page(title, [
        {"button": t("create_new_backup"), "rid": f"{ID}create_backup"},
        {"button": t("restore"), "rid": f"{ID}restore_backup"},
        {"text": t("backup_title"), "rid": f"{ID}backup_title"},
        {"row": BACKUP}, {"row": "Retro_2024-09-01"}])  # fmt: skip
    rows = [t("action_delete"), t("action_share"), t("action_rename")]
    checks = [(t(k), f"{ID}check_{rid}") for k, rid in (
        ("action_settings", "settings"), ("playlists", "playlists"),
        ("user_images_description", "user_images"),
        ("custom_artist_images", "artist_images"))]  # fmt: skip
    restore = page(BACKUP, [
        {"field": f"{ID}backupName", "text": BACKUP},
        {"text": t("choose_restore_title"), "rid": f"{ID}materialTextView"},
        *({"switch": label, "rid": rid, "checked": True} for label, rid in checks),
        {"button": t("action_cancel"), "rid": f"{ID}cancel_button"},
        {"button": t("restore"), "rid": f"{ID}restore_button"}])  # fmt: skip
    where, menu_where = "retro BackupFragment", "retro BackupFragment (menu_backup)"
    back = "retro RestoreActivity"
    return [
        entry("harmless", where, fragment, [(t("create_new_backup"), False)]),
        entry("opens-prompt", where, fragment, [(t("restore"), False)]),
        menu("delete", menu_where, BACKUP, rows, [(t("action_delete"), True)]),
        menu("harmless", menu_where, BACKUP, rows, [(t("action_share"), False)]),
        menu("harmless", menu_where, BACKUP, rows, [(t("action_rename"), False)]),
        entry("overwrite", back, restore, [(t("restore"), True)]),
        entry("harmless", back, restore, [(t("action_cancel"), False)]),
        entry("reversible", back, restore, [(t("playlists"), False)]),
    ]  # fmt: skip


def blacklist(t: Any) -> list[dict[str, Any]]:
    behind = t("action_settings")
    title = t("blacklist")
    paths = ({"text": FOLDER}, {"text": "/storage/emulated/0/Ringtones"})
    buttons = [(t("clear_action"), NEUTRAL), (t("add_action"), "android:id/button2"),
               (t("done"), "android:id/button1")]  # fmt: skip

    def shown(clear: bool | None, done: bool | None) -> list[tuple[str, str, bool | None]]:
        return [(buttons[0][0], buttons[0][1], clear), (buttons[1][0], buttons[1][1], None),
                (buttons[2][0], buttons[2][1], done)]  # fmt: skip

    where = "retro BlacklistPreferenceDialog"
    ask = (t("clear_blacklist"), t("do_you_want_to_clear_the_blacklist"))
    cancel, clear = t("android:cancel"), t("clear_action")
    return [
        dialog("opens-prompt", where, behind, title, None, shown(False, None), paths),
        dialog("harmless", where, behind, title, None, shown(None, False), paths),
        alert("reversible", f"{where} (clear)", behind, *ask, (cancel, None), (clear, False)),
        alert("harmless", f"{where} (clear)", behind, *ask, (cancel, False), (clear, None)),
    ]  # fmt: skip


def pro(t: Any) -> list[dict[str, Any]]:
    shop = page(t("retro_music_pro"), [
        {"text": t("black_theme_name")}, {"text": t("now_playing_themes")},
        {"text": t("support_development")},
        {"text": t("try_retro_music_premium")},
        {"button": t("restore"), "rid": f"{ID}restoreButton"},
        {"button": t("purchase"), "rid": f"{ID}purchaseButton"}])  # fmt: skip
    where = "retro PurchaseActivity"
    return [
        entry("opens-prompt", where, shop, [(t("purchase"), False)]),
        entry("harmless", where, shop, [(t("restore"), False)]),
    ]  # fmt: skip

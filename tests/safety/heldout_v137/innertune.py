"""InnerTune's screens (``com.zionhuang.music``, a YouTube Music client: songs played, liked,
downloaded and kept in a local library; playlists created, renamed, imported, synced from
YouTube Music and deleted; listen and search history kept and cleared; the database backed up
and restored), strings from ``app/src/main/res/values*/strings.xml``. The song, artist and
playlist names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/zionhuang/music``, Compose throughout):
``ui/menu/PlaylistMenu.kt`` (a local playlist's menu: the playlist's row, then the grid Play,
Shuffle, "Add to queue", Edit, "Remove download" for a playlist whose songs are downloaded
(``DownloadGridMenu`` in ``ui/component/GridMenu.kt``), Delete and, for a playlist imported from
YouTube Music, Sync; Edit opens ``TextFieldDialog`` "Edit playlist" with the platform's Cancel
and OK, whose OK renames it; "Remove download" asks ``DefaultDialog`` "Do you really want to
remove all ... songs from the Downloaded Songs storage?" with Cancel and OK, whose OK removes
every song's download; Delete asks "Do you really want to delete the playlist ...?" with Cancel
and OK, whose OK deletes the playlist; Sync, with no question, fetches the playlist from YouTube
Music, clears the local playlist and fills it with the fetched songs); ``ui/menu/SongMenu.kt``
(a song's menu opened from History: "Start radio", "Play next", "Add to queue", Edit, "Add to
playlist", "Remove download" for a downloaded song, which removes the download at once, "View
artist", "View album", Share, which opens the system's share sheet, "Remove from library" for a
song in the library, which only clears its library flag, and "Remove from history", which
deletes that listen event from the database); ``ui/screens/settings/PrivacySettings.kt`` (the
switches "Pause listen history", "Pause search history" and "Enable KuGou lyrics provider", and
"Clear listen history" and "Clear search history", each asking ``DefaultDialog`` "Are you sure
to clear all ... history?" with Cancel and OK, whose OK deletes the history);
``ui/screens/settings/StorageSettings.kt`` ("Clear all downloads", which removes every
downloaded song at once, "Clear song cache" and "Clear image cache", which empty the caches the
player and the image loader fill again as songs are played and pictures shown; the foss flavour
has no translation models); ``ui/screens/settings/BackupAndRestore.kt`` (Backup opens the
system's file creation picker, Restore its file picker; the database is written or replaced
only after a file is picked). The dialogs' Cancel and OK are the platform's
``android.R.string.cancel`` and ``ok``.
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

PLAYLIST = "Road trip"


def screens(t: Any) -> list[dict[str, Any]]:
    return playlists(t) + songs(t) + settings(t)


def playlists(t: Any) -> list[dict[str, Any]]:
    behind = t("playlists")
    grid = [t(k) for k in ("play", "shuffle", "add_to_queue", "edit", "remove_download",
                           "delete", "sync")]  # fmt: skip
    where = "innertune PlaylistMenu"
    cancel, ok = t("android:cancel"), t("android:ok")
    removing = t("remove_download_playlist_confirm", PLAYLIST)
    deleting = t("delete_playlist_confirm", PLAYLIST)
    return [
        menu("opens-prompt", where, behind, grid, [(t("delete"), False)]),
        menu("opens-prompt", where, behind, grid, [(t("remove_download"), False)]),
        menu("overwrite", f"{where} (an imported playlist)", behind, grid, [(t("sync"), True)]),
        menu("harmless", where, behind, grid, [(t("add_to_queue"), False)]),
        menu("harmless", where, behind, grid, [(t("edit"), False)]),
        popup("delete", f"{where} (showDeletePlaylistDialog)", behind, None, deleting,
              [(cancel, None), (ok, True)]),
        popup("harmless", f"{where} (showDeletePlaylistDialog)", behind, None, deleting,
              [(cancel, False), (ok, None)]),
        popup("delete", f"{where} (showRemoveDownloadDialog)", behind, None, removing,
              [(cancel, None), (ok, True)]),
        popup("harmless", f"{where} (showRemoveDownloadDialog)", behind, None, removing,
              [(cancel, False), (ok, None)]),
        popup("reversible", f"{where} (showEditDialog)", behind, t("edit_playlist"), None,
              [(cancel, None), (ok, False)], ({"field": "", "text": PLAYLIST},)),
    ]  # fmt: skip


def songs(t: Any) -> list[dict[str, Any]]:
    behind = t("history")
    grid = [t(k) for k in ("start_radio", "play_next", "add_to_queue", "edit", "add_to_playlist",
                           "remove_download", "view_artist", "view_album", "share",
                           "remove_from_library", "remove_from_history")]  # fmt: skip
    where = "innertune SongMenu (from History)"
    return [
        menu("delete", where, behind, grid, [(t("remove_download"), True)]),
        menu("delete", where, behind, grid, [(t("remove_from_history"), True)]),
        menu("reversible", where, behind, grid, [(t("remove_from_library"), False)]),
        menu("harmless", where, behind, grid, [(t("share"), False)]),
        menu("harmless", where, behind, grid, [(t("add_to_playlist"), False)]),
        menu("harmless", where, behind, grid, [(t("play_next"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    privacy = page(t("privacy"), [
        {"switch": t("pause_listen_history"), "checked": False},
        {"row": t("clear_listen_history")},
        {"switch": t("pause_search_history"), "checked": False},
        {"row": t("clear_search_history")},
        {"switch": t("enable_kugou"), "checked": True}])  # fmt: skip
    storage = page(t("storage"), [
        {"text": t("downloaded_songs")}, {"text": t("size_used", "1.2 GB")},
        {"row": t("clear_all_downloads")},
        {"text": t("song_cache")}, {"text": t("size_used", "214 MB / 1 GB")},
        {"row": t("max_cache_size"), "secondary": "1 GB"},
        {"row": t("clear_song_cache")},
        {"text": t("image_cache")}, {"text": t("size_used", "38 MB / 512 MB")},
        {"row": t("max_image_cache_size"), "secondary": "512 MB"},
        {"row": t("clear_image_cache")}])  # fmt: skip
    backup = page(t("backup_restore"), [{"row": t("backup")}, {"row": t("restore")}])
    cancel, ok = t("android:cancel"), t("android:ok")
    listen, search = t("clear_listen_history_confirm"), t("clear_search_history_confirm")
    where = "innertune PrivacySettings"
    return [
        entry("opens-prompt", where, privacy, [(t("clear_listen_history"), False)]),
        entry("opens-prompt", where, privacy, [(t("clear_search_history"), False)]),
        entry("reversible", where, privacy, [(t("pause_listen_history"), False)]),
        popup("delete", f"{where} (showClearListenHistoryDialog)", t("privacy"), None, listen,
              [(cancel, None), (ok, True)]),
        popup("harmless", f"{where} (showClearListenHistoryDialog)", t("privacy"), None, listen,
              [(cancel, False), (ok, None)]),
        popup("delete", f"{where} (showClearSearchHistoryDialog)", t("privacy"), None, search,
              [(cancel, None), (ok, True)]),
        popup("harmless", f"{where} (showClearSearchHistoryDialog)", t("privacy"), None, search,
              [(cancel, False), (ok, None)]),
        entry("delete", "innertune StorageSettings", storage, [(t("clear_all_downloads"), True)]),
        entry("reversible", "innertune StorageSettings", storage, [(t("clear_song_cache"), False)]),
        entry("reversible", "innertune StorageSettings", storage,
              [(t("clear_image_cache"), False)]),
        entry("harmless", "innertune BackupAndRestore", backup, [(t("backup"), False)]),
        entry("opens-prompt", "innertune BackupAndRestore", backup, [(t("restore"), False)]),
    ]  # fmt: skip

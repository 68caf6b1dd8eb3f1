"""Musify's screens (``com.gokadzev.musify``, a Flutter music player that streams from YouTube:
custom playlists created, edited, pinned, moved into folders and deleted, folders created,
renamed and deleted, playlists and songs downloaded for offline use and their downloads
removed, songs liked, queued and removed from playlists, the queue, the recently played list,
the search history and the listening stats cleared, a Spotify playlist imported from CSV, the
user data backed up and restored, the equalizer, the sleep timer and the settings). Strings
from ``lib/localization/app_*.arb``. Playlist, folder, song and artist names, search queries
and typed texts are the same in every language.

Read from the code (``lib/`` unless named): ``widgets/confirmation_dialog.dart`` (the
"Confirmation" dialog: the question, Cancel and the confirming button);
``screens/library_page.dart`` (the library: Recently played, Liked songs, Offline songs, Radio
Stations, the "Custom playlists" section with its "Create folder" icon, folders and playlists;
``_showRemovePlaylistDialog``, whose Remove drops a custom playlist from the library with
``removeUserPlaylistEntry`` and its download with it; ``_showDeleteFolderDialog``, whose
Delete removes the folder with ``deletePlaylistFolder``, its playlists going back to the main
library; ``_showCreateFolderDialog``, whose Create adds a folder); ``widgets/playlist_bar.dart``
(a playlist's or a folder's menu: "Pin to library", "Move to folder", "Edit playlist", "Delete
playlist", "Remove from offline", "Edit folder", "Delete folder", which only open their
dialogs or toggle the pin; "Move to folder", whose rows move the playlist);
``utilities/offline_playlist_dialogs.dart`` (Remove deletes the playlist's downloaded songs
with ``removeOfflinePlaylist``); ``utilities/playlist_dialogs.dart`` ("Add playlist", YouTube or
Custom, whose Add adds a YouTube playlist by its link or creates a custom one; "Add to
playlist", whose rows add the song to a custom playlist); ``widgets/edit_playlist_dialog.dart``
("Edit playlist": name and image URL, Update); ``screens/playlist_folder_page.dart`` (a
folder's menu: "Add playlist", "Edit folder", "Delete folder"; Delete removes the folder and
goes back to the library; Update renames it; Remove in "Remove from folder" moves the playlist
back to the main library); ``screens/playlist_page.dart`` and ``widgets/playlist_page/``
(a custom playlist's page: Share, which copies the playlist's link, "Edit playlist",
"Download playlist", "Remove from offline" once downloaded, Play and Shuffle; a song removed
from the playlist comes back with the snackbar's Undo, ``_updateSongsListOnRemove``);
``widgets/song_bar.dart`` (a song's menu: "Play next", "Go to artist", "Add to queue", "Add
to liked songs" or "Remove from liked songs", "Rename song", "Remove from playlist", "Add to
playlist", "Remove from recently played", "Make available offline" or "Remove from offline",
each acting at once: ``removeFromRecentlyPlayed``, ``removeSongFromOfflineAndResync``);
``screens/user_songs_page.dart`` (Recently played: its delete icon, which has no tooltip and
names nothing, opens "Are you sure you want to clear recently played history?", whose Clear
empties the list); ``screens/search_page.dart`` (the search history: a query tapped searches
again, a long press asks "Are you sure you want to remove this search query?", whose Confirm
removes it from the stored history); ``screens/settings_page.dart`` (the preferences, their
pickers and switches, each saved at once; the tools: "Clear cache" at once, "Clear search
history", "Clear recently played", "Clear listening stats" and "Delete downloads" behind
their confirmations, "Import playlist from Spotify", "Backup user data" and "Restore user
data", which open the system's file picker, ``services/data_manager.dart``);
``screens/equalizer_page.dart`` ("Reset bands", the presets, "Enable equalizer");
``widgets/now_playing/bottom_actions_row.dart`` (the player's icons: the offline icon, whose
tooltip is always "Make available offline" but which removes the download of a song already
offline, ``_toggleOffline``; "Sleep timer", "Add to playlist", Queue, Lyrics and "Liked songs";
the sleep timer dialog with its durations, "End of song", Cancel and "Set timer");
``widgets/queue_list_view.dart`` (the queue sheet: Clear, which asks "Are you sure you want to
clear the queue?"); ``screens/import_spotify_playlist_page.dart`` ("Import Spotify playlist":
"Open Chosic Spotify exporter", "Choose CSV file", the name and CSV fields, "Import playlist",
which searches each song and saves a new custom playlist); ``screens/time_machine_page.dart``
("Share recap" opens the system's share sheet with the recap's picture);
``widgets/now_playing/now_playing_controls.dart`` (Shuffle, "Skip to previous", "Skip to next"
and Repeat, by their tooltips).
"""

from __future__ import annotations

from typing import Any

from screens import alert, confirm, menu, page, sheet

PLAYLIST = "Road Trip"
"""A custom playlist of the user's."""
OTHER = "Chill Mix"
FOLDER = "Workout"
SONG, ARTIST = "Bohemian Rhapsody", "Queen"
SONG2, ARTIST2 = "Blinding Lights", "The Weeknd"
QUERY = "lofi beats"


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of Musify, in the language of ``t``."""
    return [*_library(t), *_folder(t), *_playlist(t), *_songs(t), *_settings(t), *_player(t)]


def _library_page(t: Any) -> dict[str, Any]:
    return page(t("library"), [
        {"row": t("recentlyPlayed")}, {"row": t("likedSongs")}, {"row": t("offlineSongs")},
        {"row": t("radioStations")}, {"text": t("customPlaylists")},
        {"icon": t("createFolder")},
        {"row": FOLDER, "secondary": f"2 {t('playlists').lower()}"}, {"row": PLAYLIST},
        {"text": t("offlinePlaylists")}, {"row": OTHER},
    ])  # fmt: skip


def _library(t: Any) -> list[dict[str, Any]]:
    lib = t("library")
    shown = _library_page(t)
    playlist_menu = [t("pinToLibrary"), t("moveToFolder"), t("editPlaylist"),
                     t("deletePlaylist")]  # fmt: skip
    folder_menu = [t("editFolder"), t("deleteFolder")]
    offline_menu = [t("pinToLibrary"), t("addToLikedPlaylists"), t("removeOffline")]
    ask = t("confirmation")
    return [
        {"category": "harmless", "source": "musify LibraryPage", "screen": shown,
         "cases": [{"tap": PLAYLIST, "irreversible": False}]},
        {"category": "opens-prompt", "source": "musify LibraryPage (section actions)",
         "screen": shown, "cases": [{"tap": t("createFolder"), "irreversible": False}]},
        menu("opens-prompt", "musify PlaylistBar (custom playlist menu)", lib, playlist_menu,
             [(t("deletePlaylist"), False)]),
        menu("reversible", "musify PlaylistBar (pin)", lib, playlist_menu,
             [(t("pinToLibrary"), False)]),
        confirm("delete", "musify LibraryPage (remove playlist)", lib, ask,
                t("removePlaylistQuestion"), (t("cancel"), False), (t("remove"), True)),
        menu("opens-prompt", "musify PlaylistBar (folder menu)", lib, folder_menu,
             [(t("deleteFolder"), False)]),
        confirm("delete", "musify LibraryPage (delete folder)", lib, ask,
                t("deleteFolderQuestion"), (t("cancel"), None), (t("delete"), True)),
        alert("reversible", "musify LibraryPage (create folder)", lib, t("createFolder"), None,
              [(t("cancel"), None), (t("create"), False)],
              ({"field": "folder_name", "hint": t("newFolder"), "text": "Chill"},)),
        alert("reversible", "musify PlaylistBar (move to folder)", lib, t("moveToFolder"), None,
              [(t("cancel"), None)], ({"row": FOLDER}, {"row": "Running"}),
              ((FOLDER, False),)),
        menu("opens-prompt", "musify PlaylistBar (offline playlist menu)", lib, offline_menu,
             [(t("removeOffline"), False)]),
        confirm("delete", "musify showRemoveOfflinePlaylistDialog (library)", lib, ask,
                t("removeOfflinePlaylistConfirm"), (t("cancel"), False), (t("remove"), True)),
        alert("reversible", "musify EditPlaylistDialog", lib, t("editPlaylist"), None,
              [(t("cancel"), None), (t("update"), False)],
              ({"field": "playlist_name", "hint": t("customPlaylistName"), "text": "Road Trip 2"},
               {"field": "image_url", "hint": t("customPlaylistImgUrl")})),
        alert("reversible", "musify showCreatePlaylistDialog (custom)", lib, t("addPlaylist"),
              None, [(t("cancel"), None), (t("add"), False)],
              ({"button": "YouTube"}, {"button": t("custom")},
               {"field": "playlist_name", "hint": t("customPlaylistName"), "text": OTHER},
               {"field": "image_url", "hint": t("customPlaylistImgUrl")}), untitled=True),
    ]  # fmt: skip


def _folder(t: Any) -> list[dict[str, Any]]:
    entries = [t("addPlaylist"), t("editFolder"), t("deleteFolder")]
    ask = t("confirmation")
    return [
        menu("opens-prompt", "musify PlaylistFolderPage (menu)", FOLDER, entries,
             [(t("deleteFolder"), False)]),
        confirm("delete", "musify PlaylistFolderPage (delete folder)", FOLDER, ask,
                t("deleteFolderQuestion"), (t("cancel"), False), (t("delete"), True)),
        alert("reversible", "musify PlaylistFolderPage (rename folder)", FOLDER, t("editFolder"),
              None, [(t("cancel"), None), (t("update"), False)],
              ({"field": "folder_name", "hint": t("folderName"), "text": "Gym"},)),
        confirm("reversible", "musify PlaylistFolderPage (remove from folder)", FOLDER, ask,
                t("removeFromFolder"), (t("cancel"), None), (t("remove"), False)),
    ]  # fmt: skip


def _playlist_page(t: Any, downloaded: bool) -> dict[str, Any]:
    download = t("removeOffline") if downloaded else t("downloadPlaylist")
    return page(PLAYLIST, [
        {"icon": t("back")}, {"icon": t("share")}, {"icon": t("editPlaylist")},
        {"icon": download}, {"button": t("play")}, {"button": t("shuffle")},
        {"field": "search", "hint": t("search")},
        {"row": SONG, "secondary": ARTIST}, {"row": SONG2, "secondary": ARTIST2},
    ])  # fmt: skip


def _playlist(t: Any) -> list[dict[str, Any]]:
    fresh, downloaded = _playlist_page(t, False), _playlist_page(t, True)
    song_menu = [t("playNext"), t("goToArtist"), t("addToQueue"), t("addToLikedSongs"),
                 t("renameSong"), t("removeFromPlaylist"), t("addToPlaylist"),
                 t("makeOffline")]  # fmt: skip

    def on(category: str, source: str, screen: dict[str, Any],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
        acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
        return {"category": category, "source": source, "screen": screen, "cases": acts}

    return [
        on("harmless", "musify PlaylistPage", fresh, [(t("share"), False)]),
        on("reversible", "musify PlaylistDownloadButton", fresh,
           [(t("downloadPlaylist"), False)]),
        on("opens-prompt", "musify PlaylistDownloadButton (downloaded)", downloaded,
           [(t("removeOffline"), False)]),
        confirm("delete", "musify showRemoveOfflinePlaylistDialog (playlist page)", PLAYLIST,
                t("confirmation"), t("removeOfflinePlaylistConfirm"), (t("cancel"), None),
                (t("remove"), True)),
        menu("reversible", "musify SongBar (custom playlist song menu)", PLAYLIST, song_menu,
             [(t("removeFromPlaylist"), False)]),
        alert("reversible", "musify showAddToPlaylistDialog", PLAYLIST, t("addToPlaylist"), None,
              [(t("cancel"), None), (t("addPlaylist"), None)],
              ({"row": OTHER}, {"row": "Sunday Morning"}), ((OTHER, False),)),
    ]  # fmt: skip


def _songs(t: Any) -> list[dict[str, Any]]:
    liked, recent, offline = t("likedSongs"), t("recentlyPlayed"), t("offlineSongs")
    liked_menu = [t("playNext"), t("goToArtist"), t("addToQueue"), t("removeFromLikedSongs"),
                  t("renameSong"), t("addToPlaylist"), t("makeOffline")]  # fmt: skip
    recent_menu = [t("playNext"), t("goToArtist"), t("addToQueue"), t("addToLikedSongs"),
                   t("addToPlaylist"), t("removeFromRecentlyPlayed"),
                   t("makeOffline")]  # fmt: skip
    offline_menu = [t("playNext"), t("goToArtist"), t("addToQueue"), t("addToLikedSongs"),
                    t("addToPlaylist"), t("removeOffline")]  # fmt: skip
    ask = t("confirmation")
    history = page(t("search"), [
        {"field": "search", "hint": f"{t('search')}..."}, {"row": QUERY}, {"row": "jazz piano"},
    ])  # fmt: skip
    return [
        menu("reversible", "musify SongBar (liked song menu)", liked, liked_menu,
             [(t("removeFromLikedSongs"), False)]),
        menu("delete", "musify SongBar (recent song menu)", recent, recent_menu,
             [(t("removeFromRecentlyPlayed"), True)]),
        confirm("delete", "musify UserSongsPage (clear recently played)", recent, ask,
                t("clearRecentlyPlayedQuestion"), (t("cancel"), False), (t("clear"), True)),
        menu("delete", "musify SongBar (offline song menu)", offline, offline_menu,
             [(t("removeOffline"), True)]),
        {"category": "harmless", "source": "musify SearchPage (history)", "screen": history,
         "cases": [{"tap": QUERY, "irreversible": False}]},
        confirm("delete", "musify SearchPage (remove search query)", t("search"), ask,
                t("removeSearchQueryQuestion"), (t("cancel"), False), (t("confirm"), True),
                untitled=True),
    ]  # fmt: skip


def _settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    prefs = page(title, [
        {"text": t("preferences")}, {"row": t("accentColor")}, {"row": t("themeMode")},
        {"row": t("language")}, {"row": t("audioQuality")}, {"row": t("equalizer")},
        {"switch": t("dynamicColor"), "checked": False},
        {"switch": t("audioQualityBadge"), "checked": False},
        {"switch": t("useProxy"), "checked": False},
        {"switch": t("listeningStats"), "checked": True},
        {"switch": t("offlineMode"), "checked": False},
        {"switch": t("automaticUpdateChecks"), "checked": True},
    ])  # fmt: skip
    tools = page(title, [
        {"text": t("tools")}, {"row": t("clearCache")}, {"row": t("clearSearchHistory")},
        {"row": t("clearRecentlyPlayed")}, {"row": t("clearListeningStats")},
        {"row": t("deleteDownloads")}, {"row": t("importSpotifyPlaylist")},
        {"row": t("backupUserData")}, {"row": t("restoreUserData")},
        {"row": t("downloadAppUpdate")},
    ])  # fmt: skip

    def on(category: str, source: str, screen: dict[str, Any],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
        acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
        return {"category": category, "source": source, "screen": screen, "cases": acts}

    ask = t("confirmation")
    modes = [{"row": t(k)} for k in ("themeModeSystem", "themeModeLight", "themeModeDark")]
    return [
        on("reversible", "musify SettingsPage (preferences)", prefs,
           [(t("offlineMode"), False), (t("listeningStats"), False)]),
        on("opens-prompt", "musify SettingsPage (tools)", tools,
           [(t("clearSearchHistory"), False), (t("deleteDownloads"), False),
            (t("restoreUserData"), False)]),
        on("harmless", "musify SettingsPage (tools, at once)", tools, [(t("clearCache"), False)]),
        confirm("delete", "musify SettingsPage (clear search history)", title, ask,
                t("clearSearchHistoryQuestion"), (t("cancel"), False), (t("clear"), True)),
        confirm("delete", "musify SettingsPage (clear recently played)", title, ask,
                t("clearRecentlyPlayedQuestion"), (t("cancel"), None), (t("clear"), True)),
        confirm("delete", "musify SettingsPage (clear listening stats)", title, ask,
                t("clearListeningStatsQuestion"), (t("cancel"), None), (t("delete"), True)),
        confirm("delete", "musify SettingsPage (delete downloads)", title, ask,
                t("deleteDownloadsQuestion"), (t("cancel"), False), (t("delete"), True)),
        sheet("reversible", "musify SettingsPage (theme mode)", title, modes,
              [(t("themeModeDark"), False)]),
    ]  # fmt: skip


def _player(t: Any) -> list[dict[str, Any]]:
    icons = [{"icon": t(k)} for k in ("makeOffline", "sleepTimer", "addToPlaylist", "queue",
                                      "lyrics", "likedSongs")]  # fmt: skip
    controls = [{"icon": t(k)} for k in ("shuffle", "skipToPrevious", "skipToNext", "repeat")]
    player = page(SONG, [{"text": ARTIST}, *controls, *icons])
    names = ("Balanced", "BassBoost", "TrebleBoost", "Vocal", "Rock", "Pop", "Electronic")
    presets = [t(f"equalizerPreset{p}") for p in names]
    equalizer = page(t("equalizer"), [
        {"icon": t("equalizerResetBands")}, {"switch": t("equalizerEnable"), "checked": True},
        {"text": t("equalizerEnabledHint")}, {"text": t("equalizerPresets")},
        *({"button": p} for p in presets), {"text": t("equalizerBands")},
    ])  # fmt: skip
    queue = [{"text": t("queue")}, {"text": f"3 {t('songs').lower()}"}, {"button": t("clear")},
             {"row": SONG}, {"row": SONG2}, {"row": "Take On Me"}]  # fmt: skip
    spotify = page(t("importSpotifyPlaylistTitle"), [
        {"text": t("importSpotifyPlaylistInstructions")}, {"button": t("openChosicExporter")},
        {"button": t("chooseCsvFile")},
        {"field": "playlist_name", "hint": f"{t('playlistName')} *", "text": "Summer 2024"},
        {"field": "csv", "hint": t("pasteCsv"),
         "text": "Song,Artist\nBohemian Rhapsody,Queen\nTake On Me,a-ha"},
        {"button": t("importPlaylist")},
    ])  # fmt: skip
    recap = page(t("timeMachine"), [
        {"text": f"{t('annualRecap')} 2025"}, {"icon": t("shareRecap")},
        {"button": t("tapToView")},
    ])  # fmt: skip
    timer = ({"text": t("selectDuration")}, {"text": t("hours")}, {"text": t("minutes")},
             {"button": "15 min"}, {"button": "30 min"}, {"button": "45 min"},
             {"button": "60 min"}, {"button": t("endOfSong")})  # fmt: skip

    def on(category: str, source: str, screen: dict[str, Any],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
        acts = [{"tap": label, "irreversible": bad} for label, bad in cases]
        return {"category": category, "source": source, "screen": screen, "cases": acts}

    return [
        on("reversible", "musify BottomActionsRow", player,
           [(t("likedSongs"), False), (t("makeOffline"), False)]),
        on("opens-prompt", "musify BottomActionsRow (dialogs)", player,
           [(t("sleepTimer"), False)]),
        on("delete", "musify BottomActionsRow (song offline)", player,
           [(t("makeOffline"), True)]),
        alert("reversible", "musify SleepTimerDialog", SONG, t("sleepTimer"), None,
              [(t("cancel"), None), (t("setTimer"), False)], timer),
        sheet("opens-prompt", "musify QueueWidget", SONG, queue, [(t("clear"), False)]),
        confirm("delete", "musify QueueWidget (clear queue)", SONG, t("confirmation"),
                t("clearQueueQuestion"), (t("cancel"), False), (t("clear"), True)),
        on("reversible", "musify EqualizerPage", equalizer,
           [(t("equalizerResetBands"), False)]),
        on("reversible", "musify ImportSpotifyPlaylistPage", spotify,
           [(t("importPlaylist"), False)]),
        on("opens-prompt", "musify TimeMachinePage", recap, [(t("shareRecap"), False)]),
    ]  # fmt: skip

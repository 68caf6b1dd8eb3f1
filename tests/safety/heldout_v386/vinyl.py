"""Vinyl Music Player's screens (``com.poupa.vinylmusicplayer``, a local music player: songs,
albums and folders deleted from the device, playlists created, renamed, exported, emptied of
songs and deleted, the history and play counts cleared, tags written into the audio files,
the playing queue, the sleep timer, the library's blacklist and issue reports sent to
GitHub), strings from ``app/src/main/res/values*/strings.xml`` and ``donottranslate.xml``.
The song, album, artist, playlist, folder and typed names on the screens are the same in
every language.

Read from the code (``app/src/main/java/com/poupa/vinylmusicplayer``):
``adapter/song/SongAdapter.java`` and its menu handler, with ``res/menu/menu_item_song.xml`` (a
song's menu: "Play next", "Add to playing queue", "Add to playlist…", which opens the playlist
chooser, "Go to album", "Go to artist", Share, which opens the system's share sheet, "Tag
editor", Details, "Set as ringtone", which writes the song into the system's ringtone setting at
once, and "Delete from device", which opens the delete dialog);
``dialogs/DeleteSongsDialog.java`` ("Delete song" and "Delete songs" with Cancel and Delete,
which deletes the files through ``MusicUtil.deleteTracks``);
``adapter/base/AbsMultiSelectAdapter.java``, ``adapter/song/SongAdapter.java`` and
``res/menu/menu_media_selection.xml`` (the selection bar: "Play next", "Add to playing queue",
"Add to playlist…", "Delete from device" and "Select all");
``ui/activities/AlbumDetailActivity.java`` with ``res/menu/menu_album_detail.xml`` (the album's
overflow, whose "Delete from device" opens the delete dialog with every song of the album and
"Tag editor" opens the album's tag editor); ``dialogs/AddToPlaylistDialog.java`` ("Add to
playlist" with "New playlist…" and the playlists; a playlist that already holds the songs asks
"Add tracks already in selected playlist?" with No and Yes);
``dialogs/CreatePlaylistDialog.java`` and ``RenamePlaylistDialog.java`` (a name field, Cancel
and Create or Rename); ``adapter/PlaylistAdapter.java`` and the playlist menu's handler, with
``res/menu/menu_item_playlist.xml``, ``menu_item_smart_playlist.xml`` and
``menu_playlists_selection.xml`` (a playlist's menu: Play, "Play next", "Add to playing queue",
"Add to playlist…", Rename, Delete and "Save as file", which writes an M3U file to the device's
storage through ``PlaylistsUtil.savePlaylist``; a smart playlist's menu with Settings and "Clear
playlist"; the selection bar with "Delete playlists" and, in its overflow, "Save as files");
``dialogs/DeletePlaylistDialog.java`` ("Delete playlist" and "Delete playlists" with Cancel and
Delete, which calls ``PlaylistsUtil.deletePlaylists``);
``dialogs/ClearSmartPlaylistDialog.java`` with ``model/smartplaylist/HistoryPlaylist.java`` and
``MyTopTracksPlaylist.java`` ("Clear playlist" with Cancel and Clear, which empties the history
store or the play-count store); ``preferences/SmartPlaylistPreferenceDialog.java`` (a smart
playlist's interval, Cancel and OK); ``ui/activities/PlaylistDetailActivity.java``,
``adapter/song/OrderablePlaylistSongAdapter.java`` with
``res/menu/menu_item_playlist_song.xml``, ``menu_playlists_songs_selection.xml`` and
``menu_playlist_detail.xml`` (a playlist song's menu with "Remove from playlist", the selection
bar with "Delete from device", the page's overflow with Delete);
``dialogs/RemoveFromPlaylistDialog.java`` ("Remove song from playlist" and "Remove songs from
playlist" with Cancel and Remove, which deletes the entries through
``PlaylistsUtil.removeFromPlaylist``); ``ui/fragments/player/AbsPlayerFragment.java`` with
``res/menu/menu_player.xml`` (the player's toolbar: "Add to favorites", and in the overflow
"Clear playing queue", which calls ``MusicPlayerRemote.clearQueue`` at once, "Save playing
queue", which opens "New playlist", "Sleep timer" and Equalizer);
``dialogs/SleepTimerDialog.java`` and ``res/layout/dialog_sleep_timer.xml`` (the minutes,
"Finish last song", "Cancel current timer" and Set); ``adapter/song/PlayingQueueAdapter.java``
(a song swiped out of the queue, with the snackbar's undo, and a queued song's menu from
``res/menu/menu_item_playing_queue_song.xml`` whose "Delete from device" opens the delete
dialog); ``util/RingtoneManager.java`` ("Set ringtone" with Cancel and OK, which only opens the
system's page for the write-settings permission);
``ui/fragments/mainactivity/folders/FoldersFragment.java`` with
``res/menu/menu_item_directory.xml`` (a folder's menu: "Set as start directory", Scan and
"Delete from device", which lists the folder's songs and opens the delete dialog with them);
``ui/activities/MainActivity.java`` with ``res/menu/menu_drawer.xml`` (the drawer: Library,
Folders, "Scan media", "Rescan library", which calls
``Discography.triggerSyncWithMediaStore(true)``, Settings and About);
``ui/activities/ArtistDetailActivity.java`` with ``res/menu/menu_artist_detail.xml`` (the
artist's overflow; "Reset artist image" calls ``CustomArtistImageUtil.resetCustomArtistImage``);
``ui/activities/tageditor/AbsTagEditorActivity.java``, ``SongTagEditorActivity.java`` and
``AlbumTagEditorActivity.java`` with ``res/layout/activity_song_tag_editor.xml`` and
``activity_album_tag_editor.xml`` (the fields, the "Update image" list, and the floating
``play_pause_fab``, which writes the tags into the files through ``WriteTagsAsyncTask``);
``ui/activities/SettingsActivity.java`` with ``res/xml/pref_audio.xml`` and ``pref_library.xml``
(Audio's switches); ``preferences/BlacklistPreferenceDialog.java`` (Blacklist with Clear, Add
and OK; a row opens "Remove from blacklist" with Cancel and Remove; Clear opens "Clear
blacklist" with Cancel and Clear, which calls ``BlacklistStore.clear``);
``preferences/LibraryPreferenceDialog.java`` ("Library categories" with Reset, which only puts
the default order back into the dialog's list, Cancel and OK);
``ui/activities/bugreport/BugReportActivity.java`` with ``res/layout/activity_bug_report.xml``
and ``bug_report_card_report.xml`` (the two options, the issue's title and description, the
GitHub login, and the floating ``button_send``, which creates the issue through
``IssueService.createIssue`` with the account, or, with "Send manually", copies the device info
and opens the issue tracker in the browser).
"""

from __future__ import annotations

from typing import Any

from screens import ID, bare, entry, html, md, menu, page

ALBUM, ARTIST = "Kind of Blue", "Miles Davis"
SONGS = ("So What", "Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches")
ROAD, SUNDAY = "Road trip", "Sunday morning"
FOLDER = "/storage/emulated/0/Music/Jazz"
INFO = f"{ARTIST} • {ALBUM}"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        songs(t)
        + albums(t)
        + adding(t)
        + playlists(t)
        + smart(t)
        + playlist_songs(t)
        + player(t)
        + folders(t)
        + library(t)
        + tag_editors(t)
        + settings(t)
        + bug_report(t)
    )


def rows(names: tuple[str, ...] = SONGS) -> dict[str, Any]:
    return {"list": [{"row": name, "secondary": INFO} for name in names]}


def delete_songs(
    t: Any, source: str, behind: str, names: tuple[str, ...], ok: bool | None, no: bool | None
) -> dict[str, Any]:
    """``DeleteSongsDialog`` for one song (by title) or several (by count)."""
    if len(names) == 1:
        title, message = t("delete_song_title"), html(t("delete_song_x", names[0]))
    else:
        title, message = t("delete_songs_title"), html(t("delete_x_songs", len(names)))
    buttons = [(t("android:cancel"), "negative", no), (t("delete_action"), "positive", ok)]
    category = "delete" if ok else "harmless"
    return md(category, f"vinyl DeleteSongsDialog ({source})", behind, title, message, buttons)


def delete_playlists(
    t: Any, source: str, behind: str, names: tuple[str, ...], ok: bool | None, no: bool | None
) -> dict[str, Any]:
    """``DeletePlaylistDialog`` for one playlist (by name) or several (by count)."""
    if len(names) == 1:
        title, message = t("delete_playlist_title"), html(t("delete_playlist_x", names[0]))
    else:
        title, message = t("delete_playlists_title"), html(t("delete_x_playlists", len(names)))
    buttons = [(t("android:cancel"), "negative", no), (t("delete_action"), "positive", ok)]
    category = "delete" if ok else "harmless"
    return md(category, f"vinyl DeletePlaylistDialog ({source})", behind, title, message, buttons)


def song_menu(t: Any) -> list[str]:
    keys = (
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_go_to_album",
        "action_go_to_artist",
        "action_share",
        "action_tag_editor",
        "action_details",
        "action_set_as_ringtone",
        "action_delete_from_device",
    )
    return [t(k) for k in keys]


def songs(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "vinyl SongAdapter (menu_item_song)"
    entries = song_menu(t)
    selected = SONGS[:3]
    bar = page(
        t("x_selected", len(selected)),
        [
            {"icon": t("action_play_next"), "rid": f"{ID}action_play_next"},
            {"icon": t("action_add_to_playing_queue"), "rid": f"{ID}action_add_to_current_playing"},
            {"icon": t("action_add_to_playlist"), "rid": f"{ID}action_add_to_playlist"},
            {"icon": t("action_delete_from_device"), "rid": f"{ID}action_delete_from_device"},
            {"icon": t("select_all_title"), "rid": f"{ID}action_multi_select_adapter_check_all"},
            rows(),
        ],
    )
    cab = "vinyl SongAdapter (menu_media_selection)"
    return [
        menu("opens-prompt", where, home, entries, [(t("action_delete_from_device"), False)]),
        menu("opens-prompt", where, home, entries, [(t("action_add_to_playlist"), False)]),
        menu("reversible", where, home, entries, [(t("action_set_as_ringtone"), False)]),
        menu("harmless", where, home, entries, [(t("action_share"), False)]),
        delete_songs(t, "one song", home, SONGS[:1], True, None),
        delete_songs(t, "one song", home, SONGS[:1], None, False),
        entry("opens-prompt", cab, bar, [(t("action_delete_from_device"), False)]),
        entry("reversible", cab, bar, [(t("action_add_to_playing_queue"), False)]),
        delete_songs(t, "selected songs", home, selected, True, None),
        delete_songs(t, "selected songs", home, selected, None, False),
    ]


def albums(t: Any) -> list[dict[str, Any]]:
    keys = (
        "wiki",
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_go_to_artist",
        "action_tag_editor",
        "action_delete_from_device",
    )
    entries = [t(k) for k in keys]
    where = "vinyl AlbumDetailActivity (menu_album_detail)"
    return [
        menu("opens-prompt", where, ALBUM, entries, [(t("action_delete_from_device"), False)]),
        menu("harmless", where, ALBUM, entries, [(t("action_tag_editor"), False)]),
        delete_songs(t, "whole album", ALBUM, SONGS, True, None),
    ]


def adding(t: Any) -> list[dict[str, Any]]:
    home, cancel = t("app_name"), t("android:cancel")
    chooser = ({"row": t("action_new_playlist")}, {"row": ROAD}, {"row": SUNDAY})
    where = "vinyl AddToPlaylistDialog"
    name = {"field": "android:id/input", "hint": t("playlist_name_empty"), "text": "Late night"}
    create = (t("new_playlist_title"), None)
    return [
        md("reversible", where, home, t("add_playlist_title"), None, [], chooser, ((ROAD, False),)),
        md(
            "opens-prompt",
            where,
            home,
            t("add_playlist_title"),
            None,
            [],
            chooser,
            ((t("action_new_playlist"), False),),
        ),
        md(
            "reversible",
            f"{where} (duplicates)",
            home,
            t("confirm_adding_duplicates"),
            None,
            [(t("no"), "negative", None), (t("yes"), "positive", False)],
        ),
        md(
            "reversible",
            "vinyl CreatePlaylistDialog",
            home,
            *create,
            [(cancel, "negative", None), (t("create_action"), "positive", False)],
            (name,),
        ),
        md(
            "harmless",
            "vinyl CreatePlaylistDialog",
            home,
            *create,
            [(cancel, "negative", False), (t("create_action"), "positive", None)],
            (name,),
        ),
    ]


def playlist_menu(t: Any) -> list[str]:
    keys = (
        "action_play",
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_rename",
        "action_delete",
        "save_playlist_title",
    )
    return [t(k) for k in keys]


def playlists(t: Any) -> list[dict[str, Any]]:
    home, cancel = t("app_name"), t("android:cancel")
    where = "vinyl PlaylistAdapter (menu_item_playlist)"
    entries = playlist_menu(t)
    both = (ROAD, SUNDAY)
    selected = t("x_selected", len(both))
    bar = page(
        selected,
        [
            {"icon": t("action_play_next"), "rid": f"{ID}action_play_next"},
            {"icon": t("action_add_to_playing_queue"), "rid": f"{ID}action_add_to_current_playing"},
            {"icon": t("action_add_to_playlist"), "rid": f"{ID}action_add_to_playlist"},
            {"icon": t("delete_playlists_title"), "rid": f"{ID}action_delete_playlist"},
            {"icon": t("select_all_title"), "rid": f"{ID}action_multi_select_adapter_check_all"},
            {"list": [{"row": t("history")}, {"row": ROAD}, {"row": SUNDAY}]},
        ],
    )
    cab = "vinyl PlaylistAdapter (menu_playlists_selection)"
    name = {"field": "android:id/input", "hint": t("playlist_name_empty"), "text": "Road trip 2021"}
    return [
        menu("opens-prompt", where, home, entries, [(t("action_delete"), False)]),
        menu("export", where, home, entries, [(t("save_playlist_title"), False)]),
        delete_playlists(t, "one playlist", home, (ROAD,), True, None),
        delete_playlists(t, "one playlist", home, (ROAD,), None, False),
        entry("opens-prompt", cab, bar, [(t("delete_playlists_title"), False)]),
        menu(
            "export",
            f"{cab} overflow",
            selected,
            [t("save_playlists_title")],
            [(t("save_playlists_title"), False)],
        ),
        delete_playlists(t, "selected playlists", home, both, True, None),
        md(
            "reversible",
            "vinyl RenamePlaylistDialog",
            home,
            t("rename_playlist_title"),
            None,
            [(cancel, "negative", None), (t("rename_action"), "positive", False)],
            (name,),
        ),
    ]


def smart(t: Any) -> list[dict[str, Any]]:
    home, cancel = t("app_name"), t("android:cancel")
    keys = (
        "action_play",
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_settings",
        "action_clear_playlist",
        "save_playlist_title",
    )
    where = "vinyl PlaylistAdapter (menu_item_smart_playlist)"

    def clearing(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return md(
            "delete" if ok else "harmless",
            f"vinyl ClearSmartPlaylistDialog ({name})",
            home,
            t("clear_playlist_title"),
            html(t("clear_playlist_x", t(name))),
            [(cancel, "negative", no), (t("clear_action"), "positive", ok)],
        )

    interval = (
        {"text": "3"},
        {"text": t("week")},
        {"switch": t("pref_playlist_disabled"), "checked": False},
    )
    return [
        menu(
            "opens-prompt", where, home, [t(k) for k in keys], [(t("action_clear_playlist"), False)]
        ),
        clearing("history", True, None),
        clearing("history", None, False),
        clearing("my_top_tracks", True, None),
        md(
            "reversible",
            "vinyl SmartPlaylistPreferenceDialog",
            home,
            t("pref_title_recently_played_interval"),
            None,
            [(cancel, "negative", None), (t("android:ok"), "positive", False)],
            interval,
        ),
    ]


def playlist_songs(t: Any) -> list[dict[str, Any]]:
    cancel = t("android:cancel")
    keys = (
        "action_remove_from_playlist",
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_go_to_album",
        "action_go_to_artist",
        "action_share",
        "action_tag_editor",
        "action_details",
        "action_set_as_ringtone",
        "action_delete_from_device",
    )
    where = "vinyl OrderablePlaylistSongAdapter (menu_item_playlist_song)"

    def removing(names: tuple[str, ...], ok: bool | None, no: bool | None) -> dict[str, Any]:
        if len(names) == 1:
            title = t("remove_song_from_playlist_title")
            message = html(t("remove_song_x_from_playlist", names[0]))
        else:
            title = t("remove_songs_from_playlist_title")
            message = html(t("remove_x_songs_from_playlist", len(names)))
        return md(
            "delete" if ok else "harmless",
            "vinyl RemoveFromPlaylistDialog",
            ROAD,
            title,
            message,
            [(cancel, "negative", no), (t("remove_action"), "positive", ok)],
        )

    return [
        menu(
            "opens-prompt",
            where,
            ROAD,
            [t(k) for k in keys],
            [(t("action_remove_from_playlist"), False)],
        ),
        removing(SONGS[:1], True, None),
        removing(SONGS[1:3], True, None),
        removing(SONGS[1:3], None, False),
        delete_songs(t, "playlist songs selected", ROAD, SONGS[1:3], True, None),
        delete_playlists(t, "playlist page", SUNDAY, (SUNDAY,), True, None),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    song = SONGS[2]
    keys = (
        "action_clear_playing_queue",
        "action_save_playing_queue",
        "action_sleep_timer",
        "equalizer",
    )
    where = "vinyl AbsPlayerFragment (menu_player)"
    entries = [t(k) for k in keys]
    queue = [{"text": t("up_next"), "rid": f"{ID}player_queue_sub_header"}, rows(SONGS[3:])]
    now = page(
        song, [{"icon": t("action_add_to_favorites"), "rid": f"{ID}action_toggle_favorite"}, *queue]
    )
    swiped = page(
        song,
        [
            *queue,
            {
                "text": f"{SONGS[4]} {t('snack_bar_title_removed_song')}",
                "rid": f"{ID}snackbar_text",
            },
            {"button": t("snack_bar_action_undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    timer = (
        {"text": "45", "rid": f"{ID}timer_display"},
        {"text": t("time_unit_minutes"), "rid": f"{ID}unit_display_min"},
        {
            "switch": t("finish_current_music_sleep_timer"),
            "rid": f"{ID}should_finish_last_song",
            "checked": False,
        },
    )
    sleep = "vinyl SleepTimerDialog"

    def sleeping(cancel: bool | None, set_: bool | None) -> dict[str, Any]:
        return md(
            "reversible",
            sleep,
            song,
            t("action_sleep_timer"),
            None,
            [(t("cancel_current_timer"), "neutral", cancel), (t("action_set"), "positive", set_)],
            timer,
        )

    return [
        menu("harmless", where, song, entries, [(t("action_clear_playing_queue"), False)]),
        menu("opens-prompt", where, song, entries, [(t("action_save_playing_queue"), False)]),
        menu("opens-prompt", where, song, entries, [(t("action_sleep_timer"), False)]),
        entry("reversible", f"{where} toolbar", now, [(t("action_add_to_favorites"), False)]),
        sleeping(None, False),
        sleeping(False, None),
        entry(
            "reversible",
            "vinyl PlayingQueueAdapter (swiped out, undo)",
            swiped,
            [(t("snack_bar_action_undo"), False)],
        ),
        delete_songs(t, "playing queue", song, (song,), True, None),
        md(
            "harmless",
            "vinyl RingtoneManager (write settings)",
            SONGS[0],
            t("dialog_ringtone_title"),
            t("dialog_ringtone_message"),
            [(t("android:cancel"), "negative", None), (t("android:ok"), "positive", False)],
        ),
    ]


def folders(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    keys = (
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "action_set_as_start_directory",
        "action_scan",
        "action_delete_from_device",
    )
    where = "vinyl FoldersFragment (menu_item_directory)"
    entries = [t(k) for k in keys]
    twelve = tuple(f"Track {n:02d}" for n in range(1, 13))
    return [
        menu("opens-prompt", where, home, entries, [(t("action_delete_from_device"), False)]),
        menu("reversible", where, home, entries, [(t("action_set_as_start_directory"), False)]),
        delete_songs(t, f"folder {FOLDER}", home, twelve, True, None),
    ]


def library(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    keys = (
        "library",
        "folders",
        "scan_media",
        "reset_discography",
        "action_settings",
        "action_about",
    )
    drawer = page(
        home,
        [
            {"text": SONGS[2], "rid": f"{ID}title"},
            {"text": INFO, "rid": f"{ID}text"},
            *({"row": t(k)} for k in keys),
        ],
    )
    artist = (
        "biography",
        "action_play_next",
        "action_add_to_playing_queue",
        "action_add_to_playlist",
        "set_artist_image",
        "reset_artist_image",
        "colored_footers",
    )
    return [
        entry(
            "harmless",
            "vinyl MainActivity (menu_drawer)",
            drawer,
            [(t("reset_discography"), False)],
        ),
        menu(
            "reversible",
            "vinyl ArtistDetailActivity (menu_artist_detail)",
            ARTIST,
            [t(k) for k in artist],
            [(t("reset_artist_image"), False)],
        ),
    ]


def tag_editors(t: Any) -> list[dict[str, Any]]:
    def field(name: str, hint: str, text: str) -> dict[str, Any]:
        return {"field": f"{ID}{name}", "hint": t(hint), "text": text}

    song = page(
        t("action_tag_editor"),
        [
            field("title1", "song", SONGS[0]),
            field("title2", "album", ALBUM),
            field("artist", "artist_multiple", ARTIST),
            field("genre", "genre", "Jazz"),
            field("year", "year", "1959"),
            field("track_number", "track_number", "1"),
            field("disc_number", "disc_number", "1"),
            field("lyrics", "lyrics", ""),
            bare("play_pause_fab"),
        ],
    )
    album = page(
        ALBUM,
        [
            field("title", "album", ALBUM),
            field("album_artist", "album_artist_multiple", ARTIST),
            field("genre", "genre", "Modal jazz"),
            field("year", "year", "1959"),
            bare("play_pause_fab"),
        ],
    )
    image = tuple(
        {"row": t(k)}
        for k in ("download_from_last_fm", "pick_from_local_storage", "web_search", "remove_cover")
    )
    return [
        entry("overwrite", "vinyl SongTagEditorActivity (save)", song, [("play_pause_fab", True)]),
        entry(
            "overwrite", "vinyl AlbumTagEditorActivity (save)", album, [("play_pause_fab", True)]
        ),
        md(
            "reversible",
            "vinyl AbsTagEditorActivity (update image)",
            ALBUM,
            t("update_image"),
            None,
            [],
            image,
            ((t("remove_cover"), False),),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    cancel, ok = t("android:cancel"), t("android:ok")
    audio = page(
        t("action_settings"),
        [
            {"text": t("pref_header_audio")},
            {"switch": t("pref_title_audio_ducking"), "checked": True},
            {"text": t("pref_summary_audio_ducking")},
            {"switch": t("pref_title_gapless_playback"), "checked": False},
            {"text": t("pref_summary_gapless_playback")},
            {"switch": t("pref_title_remember_shuffle"), "checked": True},
            {"text": t("pref_summary_remember_shuffle")},
            {"row": t("equalizer")},
        ],
    )
    behind = t("action_settings")
    paths = ("/storage/emulated/0/Ringtones", "/storage/emulated/0/WhatsApp/Media")
    listed = tuple({"row": p} for p in paths)
    categories = tuple(
        {"switch": t(k), "checked": True}
        for k in ("songs", "albums", "artists", "genres", "playlists")
    )
    return [
        entry(
            "reversible",
            "vinyl SettingsActivity (pref_audio)",
            audio,
            [(t("pref_title_gapless_playback"), False)],
        ),
        md(
            "opens-prompt",
            "vinyl BlacklistPreferenceDialog",
            behind,
            t("blacklist"),
            None,
            [
                (t("clear_action"), "neutral", False),
                (t("add_action"), "negative", None),
                (ok, "positive", None),
            ],
            listed,
        ),
        md(
            "reset",
            "vinyl BlacklistPreferenceDialog (clear)",
            behind,
            t("clear_blacklist"),
            t("do_you_want_to_clear_the_blacklist"),
            [(cancel, "negative", None), (t("clear_action"), "positive", True)],
        ),
        md(
            "reversible",
            "vinyl BlacklistPreferenceDialog (remove one)",
            behind,
            t("remove_from_blacklist"),
            html(t("do_you_want_to_remove_from_the_blacklist", paths[0])),
            [(cancel, "negative", None), (t("remove_action"), "positive", False)],
        ),
        md(
            "reversible",
            "vinyl LibraryPreferenceDialog",
            behind,
            t("library_categories"),
            None,
            [
                (t("reset_action"), "neutral", False),
                (cancel, "negative", None),
                (ok, "positive", None),
            ],
            categories,
        ),
    ]


def bug_report(t: Any) -> list[dict[str, Any]]:
    def form(account: bool) -> dict[str, Any]:
        def field(name: str, hint: str, text: str) -> dict[str, Any]:
            return {"field": f"{ID}{name}", "hint": t(hint), "text": text}

        return page(
            t("report_an_issue"),
            [
                {"radio": "", "rid": f"{ID}option_use_account", "checked": account},
                {"text": t("bug_report_use_account")},
                {"text": t("your_account_data_is_only_used_for_authentication")},
                {"text": t("bug_report_issue")},
                field("input_title", "title", "Crash when a playlist is renamed"),
                field("input_description", "description", "The app closes after Rename."),
                {"text": t("login")},
                field("input_username", "username", "mdavis"),
                field("input_password", "password", "••••••••••"),
                {"radio": "", "rid": f"{ID}option_anonymous", "checked": not account},
                {"text": t("bug_report_manual")},
                {"text": t("you_will_be_forwarded_to_the_issue_tracker_website")},
                {"text": t("device_info")},
                bare("button_send"),
            ],
        )

    where = "vinyl BugReportActivity"
    return [
        entry("send", f"{where} (GitHub account)", form(True), [("button_send", True)]),
        entry("harmless", f"{where} (send manually)", form(False), [("button_send", False)]),
    ]

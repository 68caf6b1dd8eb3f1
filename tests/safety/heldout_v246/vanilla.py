"""Vanilla Music's screens (``ch.blinkenlights.android.vanilla``, a music player for the
tracks on the device: artists, albums, tracks, genres and folders played, queued and deleted
from the storage, playlists made, filled, renamed, overwritten and deleted, the play queue
emptied and saved, the library's folders and scanner set, the tab order reset), strings from
``app/src/main/res/values*/translatable.xml``. Artist, album, track, genre, playlist, folder
and file names are the same in every language, as are the folder paths and the typed names;
the Favorites playlist bears the name the app gives it in the device's language.

Read from the code (``app/src/main/java/ch/blinkenlights/android/vanilla`` unless named):
``LibraryActivity.java``, ``LibraryPagerAdapter.java``, ``MediaAdapter.java`` and
``res/layout/library_content.xml`` (the library: the tabs Artists, Albums, Tracks, Playlists,
Genres and Files of the default order, the "Play all" header of the lists, the bottom bar of
``BottomBarControls.java`` and ``res/layout/bottombar_controls.xml`` with the playing track's
title and artist, whose menu button opens a popup of "Now playing", Settings, "Show queue",
"Jump to Time" and "Sort by", and "Home directory" on the Files tab; "Sort by" opens a
single-choice dialog of the tab's orders with the "Reverse sort" box of
``res/layout/sort_dialog.xml`` and Done, a row picked sorting the list at once;
``onCreateFancyMenu`` builds a row's long-press sheet, ``ui/FancyMenu.java``: Play, "Play all",
"Play next", Enqueue, Expand, Rename for a playlist, "Add to playlist…", "Add to homescreen…",
"More from artist", "More from album", Details and Delete, as the row's kind allows, and for the
header "Play all", "Enqueue all" and "Add to playlist…"; Delete opens the dialog titled Delete,
"Delete '%s'?", with Cancel and Delete, which ``PlaybackActivity.delete`` carries out: a
playlist is removed from the library's database (``Playlist.deletePlaylist``), a file or a
folder is deleted from the storage with everything in it (``MediaUtils.deleteFile``), and an
artist, album, genre or track has every file of its tracks deleted from the storage
(``PlaybackService.deleteMedia``); Rename opens the name dialog with the playlist's name);
``PlaylistDialog.java`` and ``PlaylistInputDialog.java`` ("Add to playlist…": "New playlist…"
and the playlists, each marked with a box where a track is known; a playlist picked has the
tracks appended; "New playlist…" opens "Choose playlist name", with Cancel and Create, whose
positive button reads Overwrite while the typed name is an existing playlist's; Create and
Overwrite call ``Playlist.createPlaylist``, which deletes the playlist of that name first, so
Overwrite replaces its tracks with the new ones; in the rename dialog the same button calls
``MediaLibrary.renamePlaylist``, which can not insert a playlist whose name is taken and
changes nothing); ``PlaylistActivity.java`` and ``res/layout/playlist_buttons.xml`` (a
playlist's page: Edit, which turns on reordering, and Delete, which opens "Delete playlist
%s?" with Cancel and Delete, deleting the playlist; a row's sheet: Play, "Play all", "Play
next", Enqueue, "Enqueue all", Details and Remove, which takes the entry out of the playlist);
``FullPlaybackActivity.java``, ``res/layout/full_playback_alt.xml``, ``track_details.xml``,
``seek_bar.xml`` and ``controls.xml`` (the playing screen of the default display mode: the
track's details, the seek bar, the shuffle, previous, play-pause, next and repeat buttons; the
star, "Add to favorites", which adds the track to the Favorites playlist or takes it out; the
overflow's Settings, "Show queue", "Jump to Time", Delete, "Enqueue…", "More from…", "Add to
playlist…" and "Share…"; Delete opens "Delete file '%s'?" with Cancel and Delete, which deletes
the track's file; "Share…" opens the system's chooser, ``MediaUtils.shareMedia``; "Enqueue…"
opens Album, Artist and Genre); ``PlaybackActivity.java`` (the shuffle button's long press:
"No shuffle", "Shuffle tracks", "Shuffle albums"); ``SlidingPlaybackActivity.java`` and
``ShowQueueFragment.java`` (with the queue shown, the overflow holds "Hide queue", "Dequeue
rest", "Empty queue", "Save as playlist…" and "Jump to Time"; "Empty queue" pauses and empties
the queue, ``PlaybackService.emptyQueue``; "Save as playlist…" opens "Add to playlist…"
without boxes; a queued track's sheet: Play, "Enqueue album", "Enqueue artist", "Enqueue
genre", "Add to playlist…", "Move to top", "Move to bottom", Details and Remove);
``JumpToTimeDialog.java`` and ``res/layout/duration_input.xml`` ("Jump to Time": hours, minutes
and seconds, Cancel and OK, which seeks); ``PreferencesActivity.java`` and
``res/xml/preference_headers.xml`` (Settings: Audio, "Playback screen", "Library screen",
Notifications, "Accelerometer shake", "Cover art", "Miscellaneous features", "Media library",
Playlists, Theme, Help and About), ``res/xml/preference_audio.xml`` ("Play when plugged",
which without the "Headphone detector" app opens a dialog whose OK opens the store's page),
``preference_library.xml`` ("Tab order", "Default action", "Filebrowser home" and the
scroll boxes), ``preference_misc.xml`` ("Keep screen on" and the others), ``preference_playlist
.xml`` ("Playlist synchronization", a list of Disabled, "Full synchronization", "Write M3U,
never import" and "Import M3U, never export") and ``PreferencesTheme.java`` (the themes, one
tapped applied at once); ``PreferencesMediaLibrary.java`` and
``res/layout/medialibrary_preferences.xml`` ("Media library": the scanner options "Group albums
by folder" and "Always use built-in tag reader", each opening "Scanner options changed" with
Cancel and OK; the indexed directories with Edit, which opens the same dialog, whose OK opens
the folder picker; "Scan full filesystem (slower)", "Flush media database" and "Start scan",
``MediaLibrary.startLibraryScan``; the statistics; the overflow's "Dump database", which copies
the library's database to the storage, and "Force M3U reimport", which forgets which M3U files
were imported so that the playlist folder's files are read again;
``ch/blinkenlights/android/medialibrary/MediaScanner.java`` shows that a flushed scan keeps
the play counts and playlist entries of the files it finds again and drops those of the files
it does not); ``FolderPickerActivity.java``,
``MediaFoldersSelectionActivity.java`` and ``res/layout/folderpicker_content.xml`` ("Indexed
directories": the path, Save, the folders, whose long press opens Include, Exclude and Neutral,
and "Status of Directory:"); ``TabOrderActivity.java`` and ``res/layout/tab_order.xml`` ("Tab
order": the tabs, each ticked shown, "Restore default", which puts back the default order and
visibility and saves it at once, and Done).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choice, entry, items, menu, page, sheet

ARTIST, ARTIST2, ARTIST3 = "Radiohead", "Massive Attack", "Portishead"
ALBUM, ALBUM2, ALBUM3 = "OK Computer", "Kid A", "Mezzanine"
TRACK, TRACK2, TRACK3 = "Karma Police", "Teardrop", "Glory Box"
GENRE, GENRE2 = "Jazz", "Trip hop"
ROAD, RUN, NEW, RENAMED = "Road trip", "Running", "Summer 2024", "Road trip 2024"
FOLDER, FILE = "Live recordings", "01 Intro.flac"
MUSIC, ROOT = "/storage/emulated/0/Music", "/storage/emulated/0"
UNCHECKED, CHECKED = "\u2610", "\u2611"

Screen = dict[str, Any]


def screens(t: Any) -> list[Screen]:
    return library(t) + playlists(t) + playback(t) + queue(t) + settings(t) + media(t)


def tabs(t: Any) -> list[Screen]:
    return [{"tab": t(k)} for k in ("artists", "albums", "songs", "playlists", "genres", "files")]


def bottom_bar(t: Any) -> list[Screen]:
    return [
        {"icon": t("cover_art"), "rid": f"{ID}cover"},
        {"text": TRACK, "rid": f"{ID}title"},
        {"text": ARTIST, "rid": f"{ID}artist"},
    ]


def library_page(t: Any, rows: list[Screen]) -> Screen:
    return page(t("app_name"), [*tabs(t), {"list": rows}, *bottom_bar(t)])


def deleting(t: Any, source: str, name: str, ok: bool | None, no: bool | None) -> Screen:
    """The library's "Delete '%s'?" over the library, titled Delete."""
    return alert(
        "delete" if ok else "harmless",
        source,
        t("app_name"),
        t("delete"),
        t("delete_item", name),
        (t("android:cancel"), no),
        (t("delete"), ok),
    )


def naming(
    t: Any,
    category: str,
    source: str,
    behind: str,
    typed: str,
    button: str,
    ok: bool | None,
    no: bool | None = None,
) -> Screen:
    """``PlaylistInputDialog`` over ``behind``: "Choose playlist name", the name typed, Cancel
    and the action (Create, Rename, or Overwrite where the name is an existing playlist's)."""
    return alert(
        category,
        source,
        behind,
        t("choose_playlist_name"),
        None,
        (t("android:cancel"), no),
        (t(button), ok),
        ({"field": "playlist_name", "text": typed, "focused": True},),
    )


def library(t: Any) -> list[Screen]:
    where = "vanilla LibraryActivity"
    artists = library_page(
        t,
        [
            {"row": t("play_all")},
            {"row": ARTIST2},
            {"row": ARTIST3},
            {"row": ARTIST},
        ],
    )
    popup = [t(k) for k in ("playback_view", "settings", "show_queue", "jump_to_time", "sort_by")]
    files_popup = [*popup, t("go_home")]
    orders = [t(k) for k in ("title", "artist_album", "year", "date_added", "duration")]
    reverse = ({"switch": t("reverse_sort"), "checked": False, "rid": f"{ID}reverse_sort"},)
    done = (t("done"), "android:id/button1")
    home = t("app_name")
    artist_rows = [
        t(k)
        for k in (
            "play",
            "play_all",
            "enqueue_as_next",
            "enqueue",
            "expand",
            "add_to_playlist",
            "add_to_homescreen",
            "delete",
        )
    ]
    album_rows = [
        t(k)
        for k in (
            "play",
            "play_all",
            "enqueue_as_next",
            "enqueue",
            "expand",
            "add_to_playlist",
            "add_to_homescreen",
            "more_from_artist",
            "delete",
        )
    ]
    track_rows = [
        t(k)
        for k in (
            "play",
            "play_all",
            "enqueue_as_next",
            "enqueue",
            "add_to_playlist",
            "add_to_homescreen",
            "more_from_artist",
            "more_from_album",
            "details",
            "delete",
        )
    ]
    return [
        entry("harmless", f"{where} (Artists)", artists, [(t("albums"), False)]),
        menu("opens-prompt", f"{where} (menu)", home, popup, [(t("sort_by"), False)]),
        choice(
            "reversible",
            f"{where} (sort, Albums)",
            home,
            t("sort_by"),
            orders,
            t("title"),
            t("date_added"),
            False,
            reverse,
            done,
        ),
        sheet("opens-prompt", f"{where} (artist)", home, artist_rows, t("delete"), False),
        sheet("reversible", f"{where} (artist)", home, artist_rows, t("enqueue_as_next"), False),
        sheet("reversible", f"{where} (artist)", home, artist_rows, t("add_to_homescreen"), False),
        deleting(t, f"{where} (delete artist)", ARTIST, True, None),
        deleting(t, f"{where} (delete artist)", ARTIST, None, False),
        sheet("opens-prompt", f"{where} (album)", home, album_rows, t("add_to_playlist"), False),
        deleting(t, f"{where} (delete album)", ALBUM, True, None),
        deleting(t, f"{where} (delete album of the artist)", ALBUM2, True, None),
        sheet("harmless", f"{where} (track)", home, track_rows, t("details"), False),
        deleting(t, f"{where} (delete track)", TRACK2, True, None),
        deleting(t, f"{where} (delete genre)", GENRE, True, None),
        menu("harmless", f"{where} (menu, Files)", home, files_popup, [(t("go_home"), False)]),
        deleting(t, f"{where} (delete folder)", FOLDER, True, None),
        deleting(t, f"{where} (delete file)", FILE, True, None),
    ]


def playlists(t: Any) -> list[Screen]:
    where = "vanilla LibraryActivity"
    home = t("app_name")
    favorites = t("playlist_favorites")
    rows = [
        t(k)
        for k in (
            "play",
            "rename",
            "enqueue_as_next",
            "enqueue",
            "add_to_playlist",
            "add_to_homescreen",
            "delete",
        )
    ]
    boxed = [t("new_playlist"), *(f"{UNCHECKED} {n}" for n in (favorites, ROAD, RUN))]
    add = "vanilla PlaylistDialog"
    name = "vanilla PlaylistInputDialog"
    page_rows = [
        {"button": t("edit"), "rid": f"{ID}edit"},
        {"button": t("delete"), "rid": f"{ID}delete"},
        {
            "list": [
                {"row": TRACK, "secondary": ARTIST},
                {"row": TRACK2, "secondary": ARTIST2},
                {"row": TRACK3, "secondary": ARTIST3},
            ]
        },
    ]
    road = page(ROAD, page_rows)
    entry_rows = [
        t(k)
        for k in (
            "play",
            "play_all",
            "enqueue_as_next",
            "enqueue",
            "enqueue_all",
            "details",
            "remove",
        )
    ]
    gone = "vanilla PlaylistActivity (delete playlist)"
    cancel, delete = t("android:cancel"), t("delete")
    return [
        sheet("opens-prompt", f"{where} (playlist)", home, rows, t("rename"), False),
        naming(t, "reversible", f"{name} (rename)", home, RENAMED, "rename", False),
        naming(t, "harmless", f"{name} (rename, taken name)", home, RUN, "overwrite", False),
        deleting(t, f"{where} (delete playlist)", RUN, True, None),
        deleting(t, f"{where} (delete Favorites)", favorites, True, None),
        items(
            "reversible",
            f"{add} (album)",
            home,
            t("add_to_playlist"),
            boxed,
            f"{UNCHECKED} {ROAD}",
            False,
        ),
        naming(t, "reversible", f"{name} (new playlist)", home, NEW, "create", False),
        naming(t, "overwrite", f"{name} (new playlist, taken name)", home, ROAD, "overwrite", True),
        entry("reversible", "vanilla PlaylistActivity", road, [(t("edit"), False)]),
        entry("opens-prompt", "vanilla PlaylistActivity", road, [(t("delete"), False)]),
        alert(
            "delete", gone, ROAD, None, t("delete_playlist", ROAD), (cancel, None), (delete, True)
        ),
        alert(
            "harmless",
            gone,
            ROAD,
            None,
            t("delete_playlist", ROAD),
            (cancel, False),
            (delete, None),
        ),
        sheet(
            "reversible", "vanilla PlaylistActivity (entry)", ROAD, entry_rows, t("remove"), False
        ),
    ]


def playing(t: Any) -> Screen:
    """The playing screen of the default display mode (``full_playback_alt.xml``)."""
    details = [
        ("_title", "title", TRACK),
        ("_artist", "artist", ARTIST),
        ("_album", "album", ALBUM),
        ("_genre", "genre", "Rock"),
        ("_track", "track", "6"),
        ("_year", "year", "1997"),
    ]
    widgets: list[Screen] = [{"icon": t("add_to_favorites")}]
    for label, rid, value in details:
        widgets += [{"text": t(label)}, {"text": value, "rid": f"{ID}{rid}"}]
    widgets += [
        {"text": "3/12", "rid": f"{ID}queue_pos"},
        {"text": "1:12", "rid": f"{ID}elapsed"},
        {"text": "4:21", "rid": f"{ID}duration"},
        {"icon": t("cycle_shuffle_mode"), "rid": f"{ID}shuffle"},
        {"icon": t("previous_song"), "rid": f"{ID}previous"},
        {"icon": t("play_pause"), "rid": f"{ID}play_pause"},
        {"icon": t("next_song"), "rid": f"{ID}next"},
        {"icon": t("cycle_repeat_mode"), "rid": f"{ID}end_action"},
    ]
    return page(t("playback_view"), widgets)


def playback(t: Any) -> list[Screen]:
    where = "vanilla FullPlaybackActivity"
    now = t("playback_view")
    overflow = [
        t(k)
        for k in (
            "settings",
            "show_queue",
            "jump_to_time",
            "delete",
            "enqueue_current",
            "more_from_current",
            "add_to_playlist",
            "share",
        )
    ]
    boxed = [
        t("new_playlist"),
        f"{CHECKED} {t('playlist_favorites')}",
        *(f"{UNCHECKED} {n}" for n in (ROAD, RUN)),
    ]
    time = (
        {"field": f"{ID}hours", "hint": t("hour_hint")},
        {"text": t("time_separator")},
        {"field": f"{ID}minutes", "hint": t("minute_hint"), "text": "2"},
        {"text": t("time_separator")},
        {"field": f"{ID}seconds", "hint": t("second_hint"), "text": "30"},
    )
    shuffle = [t(k) for k in ("no_shuffle", "shuffle_songs", "shuffle_albums")]
    return [
        entry("reversible", where, playing(t), [(t("add_to_favorites"), False)]),
        menu("opens-prompt", f"{where} (overflow)", now, overflow, [(t("delete"), False)]),
        menu("opens-prompt", f"{where} (overflow)", now, overflow, [(t("share"), False)]),
        alert(
            "delete",
            f"{where} (delete file)",
            now,
            t("delete"),
            t("delete_file", TRACK),
            (t("android:cancel"), None),
            (t("delete"), True),
        ),
        items(
            "opens-prompt",
            "vanilla PlaylistDialog (playing track)",
            now,
            t("add_to_playlist"),
            boxed,
            t("new_playlist"),
            False,
        ),
        naming(
            t,
            "overwrite",
            "vanilla PlaylistInputDialog (playing track, taken name)",
            now,
            RUN,
            "overwrite",
            True,
        ),
        alert(
            "harmless",
            "vanilla JumpToTimeDialog",
            now,
            t("jump_to_time"),
            None,
            (t("android:cancel"), None),
            (t("android:ok"), False),
            time,
        ),
        menu(
            "reversible",
            "vanilla PlaybackActivity (shuffle, long press)",
            now,
            shuffle,
            [(t("no_shuffle"), False)],
        ),
    ]


def queue(t: Any) -> list[Screen]:
    where = "vanilla SlidingPlaybackActivity (queue shown)"
    now = t("playback_view")
    overflow = [
        t(k)
        for k in (
            "settings",
            "hide_queue",
            "dequeue_rest",
            "empty_the_queue",
            "save_as_playlist",
            "jump_to_time",
        )
    ]
    plain = [t("new_playlist"), t("playlist_favorites"), ROAD, RUN]
    name = "vanilla PlaylistInputDialog (queue, taken name)"
    rows = [
        t(k)
        for k in (
            "play",
            "enqueue_current_album",
            "enqueue_current_artist",
            "enqueue_current_genre",
            "add_to_playlist",
            "move_to_top",
            "move_to_bottom",
            "details",
            "remove",
        )
    ]
    return [
        menu("harmless", where, now, overflow, [(t("empty_the_queue"), False)]),
        menu("opens-prompt", where, now, overflow, [(t("save_as_playlist"), False)]),
        items(
            "reversible",
            "vanilla PlaylistDialog (queue)",
            now,
            t("add_to_playlist"),
            plain,
            RUN,
            False,
        ),
        naming(t, "overwrite", name, now, ROAD, "overwrite", True),
        naming(t, "harmless", name, now, ROAD, "overwrite", None, False),
        sheet("reversible", "vanilla ShowQueueFragment (track)", now, rows, t("remove"), False),
    ]


def settings(t: Any) -> list[Screen]:
    where = "vanilla PreferencesActivity"
    headers = page(
        t("app_name"),
        [
            {"row": t(k)}
            for k in (
                "audio",
                "playback_screen",
                "library_screen",
                "notifications",
                "accelerometer_shake",
                "cover_art",
                "misc_features",
                "media_library",
                "playlists",
                "theme",
                "help",
                "about",
            )
        ],
    )
    misc = page(
        t("misc_features"),
        [
            {"switch": t("disable_lockscreen_title"), "checked": False},
            {"switch": t("keep_screen_on_title"), "checked": False},
            {"switch": t("use_idle_timeout_title"), "checked": False},
            {"row": t("idle_timeout_title")},
            {"switch": t("double_tap_title"), "checked": False},
            {"switch": t("scrobble_title"), "checked": False},
            {"switch": t("stock_broadcast_title"), "checked": False},
            {"switch": t("readahead"), "checked": False},
        ],
    )
    library_prefs = page(
        t("library_screen"),
        [
            {"row": t("tabs"), "secondary": t("customize_tab_order")},
            {"row": t("default_action_title"), "secondary": t("expand_or_play_all")},
            {"row": t("default_playlist_action_title"), "secondary": t("play")},
            {"switch": t("enable_scroll_to_song_title"), "checked": False},
            {"switch": t("queue_enable_scroll_to_song_title"), "checked": False},
            {"switch": t("jump_to_enqueued_on_play_title"), "checked": False},
            {"row": t("filebrowser_start"), "secondary": t("customize_filebrowser_start")},
        ],
    )
    order = [
        ("playlists", True),
        ("artists", True),
        ("albums", True),
        ("songs", True),
        ("files", True),
        ("genres", False),
        ("albumartists", False),
        ("composers", False),
    ]
    tab_order = page(
        t("tabs"),
        [
            {"list": [{"switch": t(k), "checked": on} for k, on in order]},
            {"button": t("restore_default"), "rid": f"{ID}restore_default"},
            {"button": t("done"), "rid": f"{ID}done"},
        ],
    )
    modes = [
        t(k)
        for k in (
            "playlist_sync_disabled",
            "playlist_sync_all",
            "playlist_sync_only_export",
            "playlist_sync_only_import",
        )
    ]
    themes = page(
        t("theme"),
        [
            {"row": t(f"theme_name_{k}")}
            for k in (
                "standard_light",
                "standard_dark",
                "grey_light",
                "grey_dark",
                "orange_light",
                "orange_dark",
                "blue_light",
                "blue_dark",
                "red_light",
                "red_dark",
                "amoled_dark",
                "start_wearing_purple",
            )
        ],
    )
    cancel = (t("android:cancel"), "android:id/button2")
    return [
        entry("harmless", where, headers, [(t("media_library"), False)]),
        alert(
            "harmless",
            "vanilla PreferencesActivity (HeadsetLaunchFragment)",
            t("audio"),
            t("headset_launch_title"),
            t("headset_launch_app_missing"),
            (t("android:cancel"), None),
            (t("android:yes"), False),
        ),
        entry("reversible", f"{where} (Miscellaneous)", misc, [(t("keep_screen_on_title"), False)]),
        entry("harmless", f"{where} (Library screen)", library_prefs, [(t("tabs"), False)]),
        entry("reset", "vanilla TabOrderActivity", tab_order, [(t("restore_default"), True)]),
        entry("reversible", "vanilla TabOrderActivity", tab_order, [(t("genres"), False)]),
        choice(
            "reversible",
            f"{where} (Playlists, synchronization)",
            t("playlists"),
            t("playlist_sync_mode_title"),
            modes,
            t("playlist_sync_disabled"),
            t("playlist_sync_only_export"),
            False,
            button=cancel,
        ),
        entry(
            "reversible", "vanilla PreferencesTheme", themes, [(t("theme_name_grey_dark"), False)]
        ),
    ]


def media(t: Any) -> list[Screen]:
    where = "vanilla PreferencesMediaLibrary"
    title = t("media_library")
    prefs = page(
        title,
        [
            {"text": t("media_scan_preferences")},
            {
                "switch": t("media_scan_group_albums"),
                "checked": False,
                "rid": f"{ID}media_scan_group_albums",
            },
            {
                "switch": t("media_scan_force_bastp"),
                "checked": False,
                "rid": f"{ID}media_scan_force_bastp",
            },
            {"text": t("media_folders_header")},
            {"text": f"\u2714 {MUSIC}", "rid": f"{ID}media_directories"},
            {"button": t("edit"), "rid": f"{ID}edit_button"},
            {"text": t("media_scan_header")},
            {"switch": t("media_scan_full"), "checked": False, "rid": f"{ID}media_scan_full"},
            {"switch": t("media_scan_drop_db"), "checked": True, "rid": f"{ID}media_scan_drop_db"},
            {"button": t("media_scan_start"), "rid": f"{ID}start_button"},
            {"text": t("media_statistics")},
            {"text": t("media_stats_tracks")},
            {"text": "1843", "rid": f"{ID}media_stats_tracks"},
            {"text": t("media_stats_library_playtime")},
            {"text": "121.4", "rid": f"{ID}media_stats_library_playtime"},
            {"text": t("media_stats_listen_playtime")},
            {"text": "310.2", "rid": f"{ID}media_stats_listen_playtime"},
        ],
    )
    overflow = [t("dump_database"), t("force_m3u_import")]
    changed = (t("media_scan_preferences_change_title"), t("media_scan_preferences_change_message"))
    folders = page(
        t("media_folders_header"),
        [
            {"field": f"{ID}path_display", "text": ROOT},
            {"button": t("save"), "rid": f"{ID}save_button"},
            {
                "list": [
                    {"row": r, "rid": f"{ID}text"}
                    for r in ("..", "Alarms", "Audiobooks", "Download", "Music", "Podcasts")
                ]
            },
            {"text": t("folder_picker_spinner_desc")},
            {"text": t("folder_neutral"), "rid": "android:id/text1"},
        ],
    )
    states = [t(k) for k in ("folder_include", "folder_exclude", "folder_neutral")]
    return [
        entry("opens-prompt", where, prefs, [(t("edit"), False)]),
        alert(
            "reversible",
            f"{where} (scanner options changed)",
            title,
            *changed,
            (t("android:cancel"), None),
            (t("android:yes"), False),
        ),
        entry("reversible", f"{where} (flush ticked)", prefs, [(t("media_scan_start"), False)]),
        menu("harmless", f"{where} (overflow)", title, overflow, [(t("dump_database"), False)]),
        menu(
            "reversible", f"{where} (overflow)", title, overflow, [(t("force_m3u_import"), False)]
        ),
        items(
            "reversible",
            "vanilla FolderPickerActivity (long press)",
            t("media_folders_header"),
            "Audiobooks",
            states,
            t("folder_include"),
            False,
        ),
        entry("reversible", "vanilla MediaFoldersSelectionActivity", folders, [(t("save"), False)]),
    ]

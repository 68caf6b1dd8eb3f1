"""Metro's screens (``io.github.muntashirakon.Music``, a local music player: songs deleted from
the device, one at a time and in batches, playlists created, renamed, saved as files, imported
from the system and deleted, songs removed from playlists and from the playing queue, a song
set as the phone's ringtone, tags written into the audio files, the blacklist of folders
cleared, a bug report sent through a GitHub account), strings from
``app/src/main/res/values*/strings.xml``. The song, album, artist, playlist and folder names
on the screens are the same in every language.

Read from the code (``app/src/main/java/io/github/muntashirakon/music``):
``res/menu/menu_item_song.xml`` and the code that handles it (a song row's popup: "Play next",
"Add to playing queue", "Add to playlist", "Go to album", "Go to artist", Share, which opens
the system's share chooser, "Tag editor", Details, "Set as ringtone", which through
``util/RingtoneManager.kt`` writes the song as the phone's ringtone into the system settings at
once, or, while the app may not write system settings, opens "Set ringtone" with Cancel and OK,
which only opens the system's permission page, and "Delete from device");
``res/menu/menu_media_selection.xml`` and the code that handles it (the selection bar of the
songs, albums and artists lists: "Play next", "Add to playing queue", "Add to playlist",
"Delete from device" and "Select all"); ``dialogs/DeleteSongsDialog.kt`` ("Delete song" and
"Delete songs", whose only button, Delete, calls ``MusicUtil.deleteTracks``, which deletes the
audio files from the device's storage; the dialog cannot be cancelled by a tap outside it);
``dialogs/AddToPlaylistDialog.kt`` ("Add to playlist": "New playlist" and the playlists, each
of which adds the songs to it); ``dialogs/CreatePlaylistDialog.kt`` ("New playlist" with the
name field and Create); ``fragments/playlists/PlaylistsFragment.kt`` and
``res/menu/menu_main.xml`` (the Playlists tab's overflow: "Sort order", "New playlist", "Import
playlist" and Settings); ``dialogs/ImportPlaylistDialog.kt`` ("Import playlist" with Import,
which calls ``LibraryViewModel.importPlaylists``: every playlist of the Android media store
becomes a playlist of the app, and one whose name already exists gets the songs merged in); the
code that handles ``res/menu/menu_item_playlist.xml`` and ``menu_playlist_detail.xml`` (a
playlist's popup and its page's overflow: Play, "Play next", "Add to playing queue", "Add to
playlist", Rename, Delete and "Save as file"); ``dialogs/DeletePlaylistDialog.kt`` ("Delete
playlist" with Cancel and Delete, which deletes the playlist and its list of songs from the
app's database); ``dialogs/RenamePlaylistDialog.kt`` (Cancel and Rename);
``dialogs/SavePlaylistDialog.kt``, ``util/PlaylistsUtil.java`` and ``M3UWriter.kt`` ("Save as
file" writes the playlist as ``Playlists/NAME.m3u`` to the device's storage);
``adapter/song/OrderablePlaylistSongAdapter.kt`` with ``res/menu/menu_item_playlist_song.xml``
and ``menu_playlists_songs_selection.xml`` (a playlist song's popup and the selection bar:
"Remove from playlist"); ``dialogs/RemoveSongFromPlaylistDialog.kt`` ("Remove song from
playlist" and "Remove songs from playlist" with Cancel and Remove, which takes the songs out of
the playlist, the files untouched); ``fragments/base/AbsPlayerFragment.kt`` and
``res/menu/menu_player.xml`` (the player's toolbar: Favorites, "Now playing queue", and its
overflow: "Drive mode", "Go to album", "Go to artist", "Go to genre", "Add to playlist", "Save
playing queue", which opens "New playlist" with the queue's songs, Share, which opens "What do
you want to share?" (``dialogs/SongShareDialog.kt``), "Set as ringtone", "Clear playing queue",
which empties the queue at once, Details, "Sleep timer", Equalizer and "Delete from device");
``activities/PlayingQueueActivity.kt`` and ``res/layout/activity_playing_queue.xml`` ("Up next"
with the ``clearQueue`` button, "Clear queue"), with
``res/menu/menu_item_playing_queue_song.xml`` ("Remove from playing queue");
``dialogs/SleepTimerDialog.kt`` and ``res/layout/dialog_sleep_timer.xml`` ("Sleep timer": the
minutes, "Finish last song", Cancel and Start, which sets the timer);
``activities/tageditor/SongTagEditorActivity.kt``, ``AlbumTagEditorActivity.kt``,
``AbsTagEditorActivity.kt`` and ``res/layout/activity_song_tag_editor.xml`` and
``activity_album_tag_editor.xml`` (the tag fields and ``saveTags``, Save, which writes the tags
into the audio files through ``WriteTagsAsyncTask``);
``fragments/albums/AlbumDetailsFragment.kt`` and ``res/menu/menu_album_detail.xml`` (an album's
overflow, whose "Delete from device" opens "Delete songs" for the album's songs);
``fragments/artists/ArtistDetailsFragment.kt`` and ``res/menu/menu_artist_detail.xml`` ("Set
artist image" and "Reset artist image", which deletes the copy of the picked image and
downloads the artist's image again); ``fragments/folder/FoldersFragment.java`` and
``res/menu/menu_item_directory.xml`` (a folder's popup, whose "Delete from device" opens
"Delete songs" for every song under the folder); ``fragments/settings/MainSettingsFragment.kt``
and ``res/layout/fragment_main_settings.xml`` (the settings' rows); ``res/xml/pref_audio.xml``
("Gapless playback"); ``res/xml/pref_advanced.xml`` and
``preferences/BlacklistPreferenceDialog.kt`` (Other: Blacklist, which opens "Blacklist" with
its folders, Clear, Add and Done; "Clear blacklist" with Cancel and Clear, which empties the
list at once; "Remove from blacklist" with Cancel and Remove, which takes one folder off it);
``activities/bugreport/BugReportActivity.kt`` and ``res/layout/bug_report_card_report.xml``
("Report an issue": "Send using GitHub account" with title, description, user name and
password, or "Send manually"; the ``sendFab`` button, which with an account posts the issue to
the app's GitHub tracker, and without one opens the tracker's page in the browser).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, NEUTRAL, POSITIVE, alert, entry, html, menu, page

SONG, SONG2, SONG3 = "Harbor Lights", "Paper Moon Drive", "Salt and Cedar"
ARTIST, ALBUM, PLAYLIST, PLAYLIST2 = "Nina Vale", "Low Tide", "Road trip", "Sunday morning"
FOLDER = "/storage/emulated/0/Music/Live"
LIVE = "Live"


def screens(t: Any) -> list[dict[str, Any]]:
    return songs(t) + playlists(t) + player(t) + library(t) + settings(t)


def _song_rows(t: Any) -> dict[str, Any]:
    rows = [{"row": s, "secondary": ARTIST} for s in (SONG, SONG2, SONG3)]
    return {"list": rows}


def _song_menu(t: Any) -> list[str]:
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


def _selection(t: Any, title: str, rows: dict[str, Any], remove: bool = False) -> dict[str, Any]:
    """The selection bar over a list (``menu_media_selection``, or for a playlist's songs
    ``menu_playlists_songs_selection``)."""
    if remove:
        icons = [
            ("action_play_next", "action_play_next"),
            ("action_add_to_playing_queue", "action_add_to_current_playing"),
            ("action_add_to_playlist", "action_add_to_playlist"),
            ("action_remove_from_playlist", "action_remove_from_playlist"),
        ]
    else:
        icons = [
            ("action_play_next", "action_play_next"),
            ("action_add_to_playing_queue", "action_add_to_current_playing"),
            ("action_add_to_playlist", "action_add_to_playlist"),
            ("action_delete_from_device", "action_delete_from_device"),
            ("select_all", "action_multi_select_adapter_check_all"),
        ]
    return page(title, [*({"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in icons), rows])


def _delete_songs(t: Any, source: str, behind: str, n: int, name: str = SONG) -> dict[str, Any]:
    """``DeleteSongsDialog``: its title and message, and Delete, its only button."""
    if n == 1:
        title, message = t("delete_song_title"), html(t("delete_song_x", name))
    else:
        title, message = t("delete_songs_title"), html(t("delete_x_songs", n))
    return alert("delete", source, behind, title, message, [(t("action_delete"), POSITIVE, True)])


def songs(t: Any) -> list[dict[str, Any]]:
    title = t("songs")
    where = "metro menu_item_song (song popup)"
    bar = _selection(t, "3", _song_rows(t))
    cab = "metro menu_media_selection (songs selected)"
    cancel, ok = t("android:cancel"), t("android:ok")
    pick = [
        {"row": t("action_new_playlist"), "rid": f"{ID}title"},
        {"row": PLAYLIST, "rid": f"{ID}title"},
        {"row": PLAYLIST2, "rid": f"{ID}title"},
    ]
    add = {"title": title, "dialog": {"title": t("add_playlist_title")}, "items": pick}
    adding = "metro AddToPlaylistDialog"
    return [
        menu(
            "opens-prompt", where, title, _song_menu(t), [(t("action_delete_from_device"), False)]
        ),
        menu("overwrite", where, title, _song_menu(t), [(t("action_set_as_ringtone"), True)]),
        menu("reversible", where, title, _song_menu(t), [(t("action_play_next"), False)]),
        menu("harmless", where, title, _song_menu(t), [(t("action_share"), False)]),
        _delete_songs(t, "metro DeleteSongsDialog (one song)", title, 1),
        entry("opens-prompt", cab, bar, [(t("action_delete_from_device"), False)]),
        entry("reversible", cab, bar, [(t("action_add_to_playing_queue"), False)]),
        _delete_songs(t, "metro DeleteSongsDialog (songs selected)", title, 3),
        alert(
            "harmless",
            "metro RingtoneManager (write settings permission)",
            title,
            t("dialog_title_set_ringtone"),
            t("dialog_message_set_ringtone"),
            [(cancel, NEGATIVE, False), (ok, POSITIVE, False)],
        ),
        entry("reversible", f"{adding} (a playlist)", add, [(PLAYLIST, False)]),
        entry("opens-prompt", f"{adding} (new playlist)", add, [(t("action_new_playlist"), False)]),
        alert(
            "reversible",
            "metro CreatePlaylistDialog",
            title,
            t("new_playlist_title"),
            None,
            [(t("create_action"), POSITIVE, False)],
            (
                {
                    "field": f"{ID}actionNewPlaylist",
                    "hint": t("playlist_name_empty"),
                    "text": "Evening walk",
                },
            ),
        ),
    ]


def playlists(t: Any) -> list[dict[str, Any]]:
    tab = t("playlists")
    overflow = [
        t(k)
        for k in ("action_sort_order", "new_playlist_title", "import_playlist", "action_settings")
    ]
    row_menu = [
        t(k)
        for k in (
            "action_play",
            "action_play_next",
            "action_add_to_playing_queue",
            "action_add_to_playlist",
            "action_rename",
            "action_delete",
            "save_playlist_title",
        )
    ]
    popup = "metro menu_item_playlist (playlist popup)"
    cancel, delete = t("android:cancel"), t("action_delete")
    gone = (t("delete_playlist_title"), html(t("delete_playlist_x", PLAYLIST)))
    detail = page(PLAYLIST, [_song_rows(t)])
    song_menu = [t("action_remove_from_playlist"), *_song_menu(t)]
    in_list = "metro OrderablePlaylistSongAdapter (song popup)"
    bar = _selection(t, "2", _song_rows(t), remove=True)
    removing = "metro RemoveSongFromPlaylistDialog"
    remove = t("remove_action")
    return [
        menu(
            "opens-prompt",
            "metro PlaylistsFragment (overflow)",
            tab,
            overflow,
            [(t("import_playlist"), False)],
        ),
        alert(
            "import",
            "metro ImportPlaylistDialog",
            tab,
            t("import_playlist"),
            t("import_playlist_message"),
            [(t("import_label"), POSITIVE, True)],
        ),
        menu("opens-prompt", popup, tab, row_menu, [(t("action_delete"), False)]),
        menu("opens-prompt", popup, tab, row_menu, [(t("action_rename"), False)]),
        menu("reversible", popup, tab, row_menu, [(t("save_playlist_title"), False)]),
        alert(
            "delete",
            "metro DeletePlaylistDialog (playlists)",
            tab,
            *gone,
            [(cancel, NEGATIVE, None), (delete, POSITIVE, True)],
        ),
        alert(
            "harmless",
            "metro DeletePlaylistDialog (playlists)",
            tab,
            *gone,
            [(cancel, NEGATIVE, False), (delete, POSITIVE, None)],
        ),
        alert(
            "reversible",
            "metro RenamePlaylistDialog",
            tab,
            t("rename_playlist_title"),
            None,
            [(cancel, NEGATIVE, None), (t("action_rename"), POSITIVE, False)],
            (
                {
                    "field": f"{ID}actionNewPlaylist",
                    "hint": t("playlist_name_empty"),
                    "text": "Road trip 2021",
                },
            ),
        ),
        menu(
            "opens-prompt",
            "metro PlaylistDetailsFragment (overflow)",
            PLAYLIST,
            row_menu,
            [(t("action_delete"), False)],
        ),
        alert(
            "delete",
            "metro DeletePlaylistDialog (playlist page)",
            PLAYLIST,
            *gone,
            [(cancel, NEGATIVE, None), (delete, POSITIVE, True)],
        ),
        menu(
            "opens-prompt",
            in_list,
            PLAYLIST,
            song_menu,
            [(t("action_remove_from_playlist"), False)],
        ),
        menu("overwrite", in_list, PLAYLIST, song_menu, [(t("action_set_as_ringtone"), True)]),
        alert(
            "reversible",
            f"{removing} (one song)",
            PLAYLIST,
            t("remove_song_from_playlist_title"),
            html(t("remove_song_x_from_playlist", SONG)),
            [(cancel, NEGATIVE, None), (remove, POSITIVE, False)],
        ),
        alert(
            "harmless",
            f"{removing} (one song)",
            PLAYLIST,
            t("remove_song_from_playlist_title"),
            html(t("remove_song_x_from_playlist", SONG)),
            [(cancel, NEGATIVE, False), (remove, POSITIVE, None)],
        ),
        entry(
            "opens-prompt",
            "metro OrderablePlaylistSongAdapter (songs selected)",
            bar,
            [(t("action_remove_from_playlist"), False)],
        ),
        alert(
            "reversible",
            f"{removing} (songs selected)",
            PLAYLIST,
            t("remove_songs_from_playlist_title"),
            html(t("remove_x_songs_from_playlist", 2)),
            [(cancel, NEGATIVE, None), (remove, POSITIVE, False)],
        ),
        entry("harmless", "metro PlaylistDetailsFragment", detail, [(SONG2, False)]),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    now = t("now_playing")
    overflow = [
        t(k)
        for k in (
            "drive_mode",
            "action_go_to_album",
            "action_go_to_artist",
            "action_go_to_genre",
            "action_add_to_playlist",
            "action_save_playing_queue",
            "action_share",
            "action_set_as_ringtone",
            "action_clear_playing_queue",
            "action_details",
            "action_sleep_timer",
            "equalizer",
            "action_delete_from_device",
        )
    ]
    where = "metro AbsPlayerFragment (overflow)"
    bar = page(
        now,
        [
            {"icon": t("favorites"), "rid": f"{ID}action_toggle_favorite"},
            {"icon": t("now_playing_queue"), "rid": f"{ID}now_playing"},
            {"text": SONG, "rid": f"{ID}title"},
            {"text": ARTIST, "rid": f"{ID}text"},
        ],
    )
    queue = page(
        t("up_next"),
        [
            {"list": [{"row": SONG2, "secondary": ARTIST}, {"row": SONG3, "secondary": ARTIST}]},
            {"button": t("clear_playing_queue"), "rid": f"{ID}clearQueue"},
        ],
    )
    queue_menu = [
        t(k)
        for k in (
            "action_play_next",
            "action_remove_from_playing_queue",
            "action_add_to_playlist",
            "action_go_to_album",
            "action_go_to_artist",
            "action_share",
            "action_tag_editor",
            "action_details",
            "action_set_as_ringtone",
            "action_delete_from_device",
        )
    ]
    timer = (
        {"text": "30", "rid": f"{ID}timerDisplay"},
        {"slider": "30", "rid": f"{ID}seekBar"},
        {"switch": t("finish_last_song"), "rid": f"{ID}shouldFinishLastSong", "checked": False},
    )
    share = {
        "title": now,
        "dialog": {"title": t("what_do_you_want_to_share")},
        "items": [
            {"row": t("the_audio_file"), "rid": "android:id/text1"},
            {"row": t("social_stories"), "rid": "android:id/text1"},
        ],
    }
    cancel = t("android:cancel")
    return [
        menu("reversible", where, now, overflow, [(t("action_clear_playing_queue"), False)]),
        menu("overwrite", where, now, overflow, [(t("action_set_as_ringtone"), True)]),
        menu("opens-prompt", where, now, overflow, [(t("action_delete_from_device"), False)]),
        _delete_songs(t, "metro DeleteSongsDialog (playing song)", now, 1),
        menu("opens-prompt", where, now, overflow, [(t("action_sleep_timer"), False)]),
        alert(
            "reversible",
            "metro SleepTimerDialog",
            now,
            t("action_sleep_timer"),
            None,
            [(cancel, NEGATIVE, None), (t("action_set"), POSITIVE, False)],
            timer,
        ),
        alert(
            "harmless",
            "metro SleepTimerDialog",
            now,
            t("action_sleep_timer"),
            None,
            [(cancel, NEGATIVE, False), (t("action_set"), POSITIVE, None)],
            timer,
        ),
        menu("opens-prompt", where, now, overflow, [(t("action_save_playing_queue"), False)]),
        entry("reversible", "metro AbsPlayerFragment (toolbar)", bar, [(t("favorites"), False)]),
        entry(
            "reversible", "metro PlayingQueueActivity", queue, [(t("clear_playing_queue"), False)]
        ),
        menu(
            "reversible",
            "metro PlayingQueueAdapter (song popup)",
            t("up_next"),
            queue_menu,
            [(t("action_remove_from_playing_queue"), False)],
        ),
        entry("harmless", "metro SongShareDialog", share, [(t("the_audio_file"), False)]),
    ]


def library(t: Any) -> list[dict[str, Any]]:
    song_editor = page(
        t("action_tag_editor"),
        [
            {"field": f"{ID}songText", "hint": t("song"), "text": SONG},
            {"field": f"{ID}albumText", "hint": t("album"), "text": ALBUM},
            {"field": f"{ID}artistText", "hint": t("artist"), "text": ARTIST},
            {"field": f"{ID}genreText", "hint": t("genre"), "text": "Jazz"},
            {"field": f"{ID}yearText", "hint": t("year"), "text": "2019"},
            {"button": t("save"), "rid": f"{ID}saveTags"},
        ],
    )
    album_editor = page(
        ALBUM,
        [
            {"icon": ALBUM, "rid": f"{ID}editorImage"},
            {"field": f"{ID}albumText", "hint": t("album"), "text": ALBUM},
            {"field": f"{ID}albumArtistText", "hint": t("album_artist"), "text": ARTIST},
            {"field": f"{ID}genreTitle", "hint": t("genre"), "text": "Jazz"},
            {"button": t("save"), "rid": f"{ID}saveTags"},
        ],
    )
    album_menu = [
        t(k)
        for k in (
            "sort_order",
            "action_play_next",
            "action_add_to_playing_queue",
            "action_add_to_playlist",
            "action_tag_editor",
            "action_delete_from_device",
        )
    ]
    artist_menu = [
        t(k)
        for k in (
            "action_play_next",
            "action_add_to_playing_queue",
            "action_add_to_playlist",
            "set_artist_image",
            "reset_artist_image",
        )
    ]
    folder_menu = [
        t(k)
        for k in (
            "action_play_next",
            "action_add_to_playing_queue",
            "action_add_to_playlist",
            "action_set_as_start_directory",
            "action_scan",
            "action_delete_from_device",
        )
    ]
    albums = t("albums")
    album_rows = {
        "list": [{"row": ALBUM, "secondary": ARTIST}, {"row": "Glass Harbor", "secondary": ARTIST}]
    }
    bar = _selection(t, "2", album_rows)
    folders = t("folders")
    return [
        entry("overwrite", "metro SongTagEditorActivity", song_editor, [(t("save"), True)]),
        entry("overwrite", "metro AlbumTagEditorActivity", album_editor, [(t("save"), True)]),
        menu(
            "opens-prompt",
            "metro AlbumDetailsFragment (overflow)",
            ALBUM,
            album_menu,
            [(t("action_delete_from_device"), False)],
        ),
        _delete_songs(t, "metro DeleteSongsDialog (album)", ALBUM, 12),
        entry(
            "opens-prompt",
            "metro AlbumAdapter (albums selected)",
            bar,
            [(t("action_delete_from_device"), False)],
        ),
        _delete_songs(t, "metro DeleteSongsDialog (albums selected)", albums, 24),
        menu(
            "reversible",
            "metro ArtistDetailsFragment (overflow)",
            ARTIST,
            artist_menu,
            [(t("reset_artist_image"), False)],
        ),
        menu(
            "opens-prompt",
            "metro FoldersFragment (folder popup)",
            folders,
            folder_menu,
            [(t("action_delete_from_device"), False)],
        ),
        _delete_songs(t, "metro DeleteSongsDialog (folder)", folders, 8),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [
        ("generalSettings", "general_settings_title"),
        ("nowPlayingSettings", "now_playing"),
        ("audioSettings", "pref_header_audio"),
        ("personalizeSettings", "personalize"),
        ("imageSettings", "pref_header_images"),
        ("notificationSettings", "notification"),
        ("otherSettings", "others"),
        ("aboutSettings", "action_about"),
    ]
    main = page(
        t("action_settings"), [{"list": [{"row": t(k), "rid": f"{ID}{rid}"} for rid, k in rows]}]
    )
    audio = page(
        t("pref_header_audio"),
        [
            {"switch": t("pref_title_audio_ducking"), "checked": True},
            {"switch": t("pref_title_gapless_playback"), "checked": False},
            {"row": t("equalizer")},
        ],
    )
    other = page(
        t("others"),
        [
            {"row": t("pref_title_blacklist"), "secondary": t("pref_summary_blacklist")},
            {"row": t("pref_title_last_added_interval")},
            {"row": t("pref_filter_song_title")},
            {"switch": t("pref_keep_screen_on_title"), "checked": False},
        ],
    )
    behind = t("others")
    paths = (
        {"row": FOLDER, "rid": "android:id/text1"},
        {"row": "/storage/emulated/0/Notifications", "rid": "android:id/text1"},
    )
    clear, cancel = t("clear_action"), t("android:cancel")
    black = "metro BlacklistPreferenceDialog"
    buttons: list[tuple[str, str, bool | None]] = [
        (clear, NEUTRAL, False),
        (t("add_action"), NEGATIVE, None),
        (t("done"), POSITIVE, None),
    ]
    report = page(
        t("report_an_issue"),
        [
            {"radio": t("bug_report_use_account"), "checked": True},
            {"field": f"{ID}inputTitle", "hint": t("title"), "text": "Crash when saving tags"},
            {
                "field": f"{ID}inputDescription",
                "hint": t("description"),
                "text": "The app closes after tapping Save in the tag editor.",
            },
            {"field": f"{ID}inputUsername", "hint": t("username"), "text": "ninavale"},
            {"field": f"{ID}inputPassword", "hint": t("password"), "text": "••••••••"},
            {"radio": t("bug_report_manual"), "checked": False},
            {"id": f"{ID}sendFab", "rid": f"{ID}sendFab"},
        ],
    )
    manual = page(
        t("report_an_issue"),
        [
            {"radio": t("bug_report_use_account"), "checked": False},
            {"radio": t("bug_report_manual"), "checked": True},
            {"id": f"{ID}sendFab", "rid": f"{ID}sendFab"},
        ],
    )
    return [
        entry("harmless", "metro MainSettingsFragment", main, [(t("others"), False)]),
        entry(
            "reversible", "metro AudioSettings", audio, [(t("pref_title_gapless_playback"), False)]
        ),
        entry(
            "opens-prompt",
            "metro OtherSettingsFragment",
            other,
            [(t("pref_title_blacklist"), False)],
        ),
        alert("opens-prompt", black, behind, t("blacklist"), None, buttons, paths),
        entry(
            "opens-prompt",
            f"{black} (a folder)",
            {
                "title": behind,
                "dialog": {"title": t("blacklist")},
                "items": [*paths, *({"button": b, "rid": r} for b, r, _ in buttons)],
            },
            [(FOLDER, False)],
        ),
        alert(
            "reset",
            f"{black} (clear)",
            behind,
            t("clear_blacklist"),
            t("do_you_want_to_clear_the_blacklist"),
            [(cancel, NEGATIVE, None), (clear, POSITIVE, True)],
        ),
        alert(
            "harmless",
            f"{black} (clear)",
            behind,
            t("clear_blacklist"),
            t("do_you_want_to_clear_the_blacklist"),
            [(cancel, NEGATIVE, False), (clear, POSITIVE, None)],
        ),
        alert(
            "reversible",
            f"{black} (remove a folder)",
            behind,
            t("remove_from_blacklist"),
            html(t("do_you_want_to_remove_from_the_blacklist", FOLDER)),
            [(cancel, NEGATIVE, None), (t("remove_action"), POSITIVE, False)],
        ),
        entry("send", "metro BugReportActivity (GitHub account)", report, [("sendFab", True)]),
        entry("harmless", "metro BugReportActivity (send manually)", manual, [("sendFab", False)]),
    ]

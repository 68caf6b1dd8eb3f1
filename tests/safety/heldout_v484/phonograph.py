"""Phonograph's screens (``com.kabouzeid.gramophone``, a local music player: songs, albums,
artists, genres and folders of the device's own audio files played, queued and shuffled;
playlists created, renamed, filled, saved as files and deleted; songs deleted from the device;
tags and covers written into the files; the listening history and play counts cleared; folders
blacklisted; a bug report sent to GitHub), strings from ``res/values*/strings.xml``. The song,
album, artist, playlist and folder names on the screens are the same in every language.

Read from the code (``app/src/main``, ``java/com/kabouzeid/gramophone``):
``helper/menu/SongMenuHelper.java`` with ``res/menu/menu_item_song.xml`` (a song row's popup:
"Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist", Share,
which opens the system's share sheet with the file, "Tag editor", Details, "Set as ringtone",
which sets the system ringtone at once through ``util/RingtoneManager.java`` or, without the
right to write settings, opens "Set ringtone" with Cancel and OK, which opens the system's
settings page, and "Delete from device", which opens ``dialogs/DeleteSongsDialog.java``);
``DeleteSongsDialog.java`` ("Delete song" or "Delete songs" with Cancel and Delete, which calls
``MusicUtil.deleteTracks``: the files are deleted from the storage and the media store, no
trash); ``helper/menu/SongsMenuHelper.java``, ``adapter/base/AbsMultiSelectAdapter.java`` and
``res/menu/menu_media_selection.xml`` (the songs', albums' and artists' selection bar, titled
"N selected": "Play next", "Add to playing queue", "Add to playlist…", "Delete from device"
and "Select all"); ``ui/activities/AlbumDetailActivity.java`` and
``res/menu/menu_album_detail.xml`` (the album's overflow: "Shuffle album", Wiki, "Play next",
"Add to playing queue", "Add to playlist…", "Go to artist", "Tag editor", "Delete from
device"); ``ui/activities/tageditor/AbsTagEditorActivity.java``, ``SongTagEditorActivity
.java``, ``AlbumTagEditorActivity.java``, ``res/layout/activity_song_tag_editor.xml`` and
``activity_album_tag_editor.xml`` (the fields, the cover, whose tap opens "Update image" with
"Download from Last.fm", "Pick from local storage", "Web search" and "Remove cover", which only
marks the cover for removal in the editor, and the save button ``play_pause_fab``, which writes
the tags, and the cover or its removal, into the audio files through ``WriteTagsAsyncTask``);
``ui/activities/ArtistDetailActivity.java`` and ``res/menu/menu_artist_detail.xml`` ("Shuffle
artist", Biography, "Play next", "Add to playing queue", "Add to playlist…", "Set artist
image", which opens the image picker, "Reset artist image", which drops the picked image
through ``CustomArtistImageUtil``, and "Colored footers"); ``dialogs/AddToPlaylistDialog.java``
("Add to playlist": "New playlist…", which opens ``CreatePlaylistDialog``, then the playlists,
a tap adding the songs); ``dialogs/CreatePlaylistDialog.java`` ("New playlist", the name field,
Cancel and Create); ``dialogs/RenamePlaylistDialog.java`` ("Rename playlist", Cancel and
Rename); ``adapter/PlaylistAdapter.java`` with ``res/menu/menu_item_playlist.xml``,
``menu_item_smart_playlist.xml`` and ``menu_playlists_selection.xml`` (a playlist's popup:
Play, "Play next", "Add to playing queue", "Add to playlist…", Rename, Delete, which opens
``DeletePlaylistDialog``, and "Save as file", which writes the playlist as an M3U file under
``Playlists`` on the storage through ``helper/M3UWriter.java``; a smart playlist's popup has
"Clear playlist" in place of Rename and Delete, which opens ``ClearSmartPlaylistDialog``; the
selection bar: "Play next", "Add to playing queue", "Add to playlist…", "Save as files",
"Delete playlists" and "Select all"); ``dialogs/DeletePlaylistDialog.java`` ("Delete playlist"
or "Delete playlists" with Cancel and Delete, which calls ``PlaylistsUtil.deletePlaylists``);
``dialogs/ClearSmartPlaylistDialog.java`` and ``model/smartplaylist/`` ("Clear playlist" with
Cancel and Clear: "Recently played" clears ``HistoryStore``, "My top tracks" clears
``SongPlayCountStore``); ``ui/activities/PlaylistDetailActivity.java``,
``adapter/song/OrderablePlaylistSongAdapter.java``, ``res/menu/menu_playlist_detail.xml``,
``menu_item_playlist_song.xml`` and ``menu_playlists_songs_selection.xml`` (a playlist's page:
its overflow, a song's popup opening with "Remove from playlist", the selection bar with
"Remove from playlist"); ``dialogs/RemoveFromPlaylistDialog.java`` ("Remove song from playlist"
or "Remove songs from playlist" with Cancel and Remove, which calls
``PlaylistsUtil.removeFromPlaylist``); ``ui/fragments/player/AbsPlayerFragment.java``,
``card/CardPlayerFragment.java`` and ``res/menu/menu_player.xml`` (the player's bar: "Add to
favorites", which adds the song to the Favorites playlist, "Clear playing queue", which calls
``MusicPlayerRemote.clearQueue``, "Save playing queue", which opens ``CreatePlaylistDialog``,
"Sleep timer" and Equalizer); ``adapter/song/PlayingQueueAdapter.java`` and
``menu_item_playing_queue_song.xml`` ("Remove from playing queue"); ``dialogs/SleepTimerDialog
.java`` and ``res/layout/dialog_sleep_timer.xml`` (the arc, "Finish last song", "Cancel
current timer" and Set, which sets the alarm); ``dialogs/SongShareDialog.java`` ("What do you
want to share?": "The audio file" and the "Currently listening to" line, each opening the
system's share sheet); ``ui/fragments/mainactivity/folders/FoldersFragment.java`` with
``res/menu/menu_folders.xml`` and ``menu_item_directory.xml`` (a folder's popup: "Play next",
"Add to playing queue", "Add to playlist…", "Set as start directory", Scan and "Delete from
device", which lists the folder's songs and opens ``DeleteSongsDialog`` with them);
``dialogs/ScanMediaFolderChooserDialog.java`` (the folder chooser, Cancel and "Scan
directory", which hands the folder's files to the media scanner);
``preferences/BlacklistPreferenceDialog.java`` (Blacklist: the folders, Clear, Add and OK; a
folder's tap opens "Remove from blacklist" with Cancel and Remove; Clear opens "Clear
blacklist" with Cancel and Clear, which empties ``BlacklistStore``);
``res/xml/pref_audio.xml`` (Audio: "Reduce volume on focus loss", "Gapless playback",
"Remember shuffle", Equalizer); ``ui/activities/bugreport/BugReportActivity.java``,
``res/layout/activity_bug_report.xml`` and ``bug_report_card_report.xml`` (Report an issue:
title and description, "Send using GitHub account" with username and password, or "Send
manually"; the send button ``button_send`` creates the issue on GitHub with the account
through ``IssueService.createIssue``, or, sent manually, copies the device info and opens the
issue tracker in the browser); ``ui/activities/PurchaseActivity.java`` and
``res/layout/activity_purchase_content.xml`` (Restore and Purchase, which opens Google Play's
purchase sheet).
"""

from __future__ import annotations

from typing import Any

from screens import ID, bold, entry, md, menu, page

SONG, ARTIST, ALBUM = "Blue Monday", "New Order", "Power, Corruption & Lies"
OTHER = "Age of Consent"
ROAD, RUNNING = "Road trip", "Running"
FOLDER = "/storage/emulated/0/Music"

Screen = dict[str, Any]


def screens(t: Any) -> list[Screen]:
    return songs(t) + albums(t) + playlists(t) + player(t) + folders(t) + settings(t)


def _song_menu(t: Any) -> list[str]:
    return [
        t(k)
        for k in (
            "action_play_next", "action_add_to_playing_queue", "action_add_to_playlist",
            "action_go_to_album", "action_go_to_artist", "action_share", "action_tag_editor",
            "action_details", "action_set_as_ringtone", "action_delete_from_device",
        )
    ]  # fmt: skip


def _rows(*names: str) -> dict[str, Any]:
    return {"list": [{"row": n} for n in names]}


def _delete_songs(t: Any, behind: str, source: str, n: int, name: str, ok: bool | None,
                  no: bool | None) -> Screen:  # fmt: skip
    if n == 1:
        title, message = t("delete_song_title"), bold(t("delete_song_x", name))
    else:
        title, message = t("delete_songs_title"), bold(t("delete_x_songs", n))
    buttons = {"negative": (t("android:cancel"), no), "positive": (t("delete_action"), ok)}
    category = "delete" if ok else "harmless"
    return md(category, f"phonograph DeleteSongsDialog ({source})", behind, title, message,
              buttons)  # fmt: skip


def _selection(t: Any, menu_items: list[tuple[str, str]], n: int,
               rows: list[str]) -> Screen:  # fmt: skip
    items: list[dict[str, Any]] = [{"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in menu_items]
    return page(t("x_selected", n), [*items, _rows(*rows)])


MEDIA_SELECTION = [
    ("action_play_next", "action_play_next"),
    ("action_add_to_playing_queue", "action_add_to_current_playing"),
    ("action_add_to_playlist", "action_add_to_playlist"),
    ("action_delete_from_device", "action_delete_from_device"),
    ("select_all_title", "action_multi_select_adapter_check_all"),
]


def songs(t: Any) -> list[Screen]:
    home = t("app_name")
    song_menu = "phonograph SongMenuHelper (song menu)"
    rows = _song_menu(t)
    selected = _selection(t, MEDIA_SELECTION, 3, [SONG, OTHER, "Temptation"])
    cab = "phonograph SongAdapter (selection)"
    ringtone = md(
        "harmless",
        "phonograph RingtoneManager (write settings)",
        home,
        t("dialog_ringtone_title"),
        t("dialog_ringtone_message"),
        {"negative": (t("android:cancel"), None), "positive": (t("android:ok"), False)},
    )
    return [
        menu("opens-prompt", song_menu, home, rows, [(t("action_delete_from_device"), False)]),
        menu("reversible", song_menu, home, rows, [(t("action_set_as_ringtone"), False)]),
        menu("harmless", song_menu, home, rows, [(t("action_share"), False)]),
        ringtone,
        _delete_songs(t, home, "one song", 1, SONG, True, None),
        _delete_songs(t, home, "one song", 1, SONG, None, False),
        entry("opens-prompt", cab, selected, [(t("action_delete_from_device"), False)]),
        _delete_songs(t, home, "selected songs", 3, "", True, None),
    ]


def albums(t: Any) -> list[Screen]:
    home = t("app_name")
    selected = _selection(t, MEDIA_SELECTION, 2, [ALBUM, "Low-Life"])
    overflow = [
        t(k)
        for k in (
            "action_shuffle_album", "wiki", "action_play_next", "action_add_to_playing_queue",
            "action_add_to_playlist", "action_go_to_artist", "action_tag_editor",
            "action_delete_from_device",
        )
    ]  # fmt: skip
    detail = "phonograph AlbumDetailActivity (menu_album_detail)"
    fields = [
        {"field": f"{ID}title", "hint": t("album"), "text": ALBUM},
        {"field": f"{ID}album_artist", "hint": t("album_artist"), "text": ARTIST},
        {"field": f"{ID}genre", "hint": t("genre"), "text": "Synth-pop"},
        {"field": f"{ID}year", "hint": t("year"), "text": "1983"},
    ]
    album_editor = page(
        ALBUM,
        [{"id": f"{ID}image", "rid": f"{ID}image"}, *fields,
         {"id": f"{ID}play_pause_fab", "rid": f"{ID}play_pause_fab"}],
    )  # fmt: skip
    song_fields = [
        {"field": f"{ID}title1", "hint": t("song"), "text": SONG},
        {"field": f"{ID}title2", "hint": t("album"), "text": ALBUM},
        {"field": f"{ID}artist", "hint": t("artist"), "text": ARTIST},
        {"field": f"{ID}genre", "hint": t("genre"), "text": "Synth-pop"},
        {"field": f"{ID}year", "hint": t("year"), "text": "1983"},
        {"field": f"{ID}image_text", "hint": t("track_hint"), "text": "1"},
        {"field": f"{ID}lyrics", "hint": t("lyrics"), "text": ""},
    ]
    song_editor = page(
        SONG,
        [{"id": f"{ID}image", "rid": f"{ID}image"}, *song_fields,
         {"id": f"{ID}play_pause_fab", "rid": f"{ID}play_pause_fab"}],
    )  # fmt: skip
    image_rows = [
        t(k)
        for k in ("download_from_last_fm", "pick_from_local_storage", "web_search", "remove_cover")
    ]
    update = md(
        "reversible",
        "phonograph AbsTagEditorActivity (update image)",
        ALBUM,
        t("update_image"),
        None,
        {},
        (_rows(*image_rows),),
        ((t("remove_cover"), False),),
    )
    artist_menu = [
        t(k)
        for k in (
            "action_shuffle_artist", "biography", "action_play_next",
            "action_add_to_playing_queue", "action_add_to_playlist", "set_artist_image",
            "reset_artist_image", "colored_footers",
        )
    ]  # fmt: skip
    artist = "phonograph ArtistDetailActivity (menu_artist_detail)"
    add = "phonograph AddToPlaylistDialog"
    add_rows = (_rows(t("action_new_playlist"), t("favorites"), ROAD, RUNNING),)

    def adding(tap: str, category: str) -> Screen:
        return md(category, add, ALBUM, t("add_playlist_title"), None, {}, add_rows,
                  ((tap, False),))  # fmt: skip

    create = "phonograph CreatePlaylistDialog"
    name = ({"field": "android:id/input", "hint": t("playlist_name_empty"), "text": "Synth"},)

    def creating(ok: bool | None, no: bool | None, category: str) -> Screen:
        buttons = {"negative": (t("android:cancel"), no), "positive": (t("create_action"), ok)}
        return md(category, create, ALBUM, t("new_playlist_title"), None, buttons, name)

    return [
        entry(
            "opens-prompt",
            "phonograph AlbumAdapter (selection)",
            selected,
            [(t("action_delete_from_device"), False)],
        ),
        _delete_songs(t, home, "selected albums", 24, "", True, None),
        menu("opens-prompt", detail, ALBUM, overflow, [(t("action_delete_from_device"), False)]),
        _delete_songs(t, ALBUM, "album", 10, "", True, None),
        menu("harmless", detail, ALBUM, overflow, [(t("action_tag_editor"), False)]),
        entry(
            "overwrite",
            "phonograph AlbumTagEditorActivity (save)",
            album_editor,
            [("play_pause_fab", True)],
        ),
        update,
        entry(
            "overwrite",
            "phonograph SongTagEditorActivity (save)",
            song_editor,
            [("play_pause_fab", True)],
        ),
        menu("reversible", artist, ARTIST, artist_menu, [(t("reset_artist_image"), False)]),
        menu("harmless", artist, ARTIST, artist_menu, [(t("set_artist_image"), False)]),
        adding(ROAD, "reversible"),
        adding(t("action_new_playlist"), "harmless"),
        creating(False, None, "reversible"),
        creating(None, False, "harmless"),
    ]


def playlists(t: Any) -> list[Screen]:
    tab = t("playlists")
    pop = [
        t(k)
        for k in (
            "action_play", "action_play_next", "action_add_to_playing_queue",
            "action_add_to_playlist", "action_rename", "action_delete", "save_playlist_title",
        )
    ]  # fmt: skip
    smart = [
        t(k)
        for k in (
            "action_play", "action_play_next", "action_add_to_playing_queue",
            "action_add_to_playlist", "action_clear_playlist", "save_playlist_title",
        )
    ]  # fmt: skip
    where = "phonograph PlaylistAdapter (menu_item_playlist)"
    selection = [
        ("action_play_next", "action_play_next"),
        ("action_add_to_playing_queue", "action_add_to_current_playing"),
        ("action_add_to_playlist", "action_add_to_playlist"),
        ("delete_playlists_title", "action_delete_playlist"),
        ("select_all_title", "action_multi_select_adapter_check_all"),
    ]
    bar = _selection(t, selection, 2, [ROAD, RUNNING])
    bar["items"].insert(-1, {"menu": t("save_playlists_title")})
    cab = "phonograph PlaylistAdapter (selection)"

    def deleting(n: int, name: str, ok: bool | None, no: bool | None, behind: str) -> Screen:
        if n == 1:
            title, message = t("delete_playlist_title"), bold(t("delete_playlist_x", name))
        else:
            title, message = t("delete_playlists_title"), bold(t("delete_x_playlists", n))
        buttons = {"negative": (t("android:cancel"), no), "positive": (t("delete_action"), ok)}
        return md("delete" if ok else "harmless", "phonograph DeletePlaylistDialog", behind,
                  title, message, buttons)  # fmt: skip

    def clearing(name: str, ok: bool | None, no: bool | None) -> Screen:
        buttons = {"negative": (t("android:cancel"), no), "positive": (t("clear_action"), ok)}
        title, message = t("clear_playlist_title"), bold(t("clear_playlist_x", name))
        return md("delete" if ok else "harmless", "phonograph ClearSmartPlaylistDialog", tab,
                  title, message, buttons)  # fmt: skip

    rename = md(
        "reversible",
        "phonograph RenamePlaylistDialog",
        tab,
        t("rename_playlist_title"),
        None,
        {"negative": (t("android:cancel"), None), "positive": (t("rename_action"), False)},
        ({"field": "android:id/input", "hint": t("playlist_name_empty"), "text": "Summer 2020"},),
    )
    detail = [
        t(k)
        for k in (
            "action_shuffle_playlist", "action_play", "action_play_next",
            "action_add_to_playing_queue", "action_add_to_playlist", "action_rename",
            "action_delete", "save_playlist_title",
        )
    ]  # fmt: skip
    song_pop = [t("action_remove_from_playlist"), *_song_menu(t)]
    songs_bar = _selection(
        t,
        [
            ("action_play_next", "action_play_next"),
            ("action_add_to_playing_queue", "action_add_to_current_playing"),
            ("action_add_to_playlist", "action_add_to_playlist"),
            ("action_remove_from_playlist", "action_remove_from_playlist"),
            ("select_all_title", "action_multi_select_adapter_check_all"),
        ],
        4,
        [SONG, OTHER, "Temptation", "Regret", "Crystal"],
    )

    def removing(n: int, ok: bool | None, no: bool | None) -> Screen:
        if n == 1:
            title = t("remove_song_from_playlist_title")
            message = bold(t("remove_song_x_from_playlist", SONG))
        else:
            title = t("remove_songs_from_playlist_title")
            message = bold(t("remove_x_songs_from_playlist", n))
        buttons = {"negative": (t("android:cancel"), no), "positive": (t("remove_action"), ok)}
        return md("remove" if ok else "harmless", "phonograph RemoveFromPlaylistDialog", ROAD,
                  title, message, buttons)  # fmt: skip

    return [
        menu("opens-prompt", where, tab, pop, [(t("action_delete"), False)]),
        menu("export", where, tab, pop, [(t("save_playlist_title"), False)]),
        deleting(1, ROAD, True, None, tab),
        deleting(1, ROAD, None, False, tab),
        entry("opens-prompt", cab, bar, [(t("delete_playlists_title"), False)]),
        entry("export", cab, bar, [(t("save_playlists_title"), False)]),
        deleting(2, "", True, None, tab),
        rename,
        menu(
            "opens-prompt",
            "phonograph PlaylistAdapter (menu_item_smart_playlist)",
            tab,
            smart,
            [(t("action_clear_playlist"), False)],
        ),
        clearing(t("history"), True, None),
        clearing(t("my_top_tracks"), True, None),
        clearing(t("history"), None, False),
        menu(
            "opens-prompt",
            "phonograph PlaylistDetailActivity (menu_playlist_detail)",
            RUNNING,
            detail,
            [(t("action_delete"), False)],
        ),
        deleting(1, RUNNING, True, None, RUNNING),
        menu(
            "opens-prompt",
            "phonograph OrderablePlaylistSongAdapter (song menu)",
            ROAD,
            song_pop,
            [(t("action_remove_from_playlist"), False)],
        ),
        removing(2, True, None),
        entry(
            "opens-prompt",
            "phonograph OrderablePlaylistSongAdapter (selection)",
            songs_bar,
            [(t("action_remove_from_playlist"), False)],
        ),
        removing(4, True, None),
        removing(2, None, False),
    ]


def player(t: Any) -> list[Screen]:
    bar = page(
        SONG,
        [
            {"icon": t("action_add_to_favorites"), "rid": f"{ID}action_toggle_favorite"},
            {"text": ARTIST},
            {"text": t("up_next")},
            _rows(OTHER, "Temptation"),
        ],
    )
    overflow = [
        t(k)
        for k in (
            "action_clear_playing_queue", "action_save_playing_queue", "action_sleep_timer",
            "equalizer",
        )
    ]  # fmt: skip
    where = "phonograph AbsPlayerFragment (menu_player)"
    timer = (
        {"text": "30 min", "rid": f"{ID}timer_display"},
        {"switch": t("finish_current_music_sleep_timer"), "rid": f"{ID}should_finish_last_song",
         "checked": False},
    )  # fmt: skip

    def sleeping(category: str, set_: bool | None, cancel: bool | None) -> Screen:
        buttons = {
            "neutral": (t("cancel_current_timer"), cancel),
            "positive": (t("action_set"), set_),
        }
        return md(category, "phonograph SleepTimerDialog", SONG, t("action_sleep_timer"), None,
                  buttons, timer)  # fmt: skip

    queue_menu = [
        t(k)
        for k in (
            "action_play_next", "action_remove_from_playing_queue", "action_add_to_playlist",
            "action_go_to_album", "action_go_to_artist", "action_share", "action_tag_editor",
            "action_details", "action_set_as_ringtone", "action_delete_from_device",
        )
    ]  # fmt: skip
    share_rows = (
        _rows(t("the_audio_file"), f"“{t('currently_listening_to_x_by_x', SONG, ARTIST)}”"),
    )
    return [
        entry(
            "reversible",
            "phonograph AbsPlayerFragment (favorite)",
            bar,
            [(t("action_add_to_favorites"), False)],
        ),
        menu("reversible", where, SONG, overflow, [(t("action_clear_playing_queue"), False)]),
        menu("harmless", where, SONG, overflow, [(t("action_sleep_timer"), False)]),
        sleeping("reversible", False, None),
        sleeping("reversible", None, False),
        menu(
            "reversible",
            "phonograph PlayingQueueAdapter (menu_item_playing_queue_song)",
            SONG,
            queue_menu,
            [(t("action_remove_from_playing_queue"), False)],
        ),
        _delete_songs(t, SONG, "queued song", 1, OTHER, True, None),
        md(
            "harmless",
            "phonograph SongShareDialog",
            SONG,
            t("what_do_you_want_to_share"),
            None,
            {},
            share_rows,
            ((t("the_audio_file"), False),),
        ),
    ]


def folders(t: Any) -> list[Screen]:
    home = t("app_name")
    directory = [
        t(k)
        for k in (
            "action_play_next", "action_add_to_playing_queue", "action_add_to_playlist",
            "action_set_as_start_directory", "action_scan", "action_delete_from_device",
        )
    ]  # fmt: skip
    where = "phonograph FoldersFragment (menu_item_directory)"
    chooser = md(
        "harmless",
        "phonograph ScanMediaFolderChooserDialog",
        home,
        f"{FOLDER}/Jazz",
        None,
        {"negative": (t("android:cancel"), None), "positive": (t("action_scan_directory"), False)},
        (_rows("...", "Blue Train", "Kind of Blue"),),
    )
    return [
        menu("opens-prompt", where, home, directory, [(t("action_delete_from_device"), False)]),
        _delete_songs(t, home, "folder", 27, "", True, None),
        menu("reversible", where, home, directory, [(t("action_set_as_start_directory"), False)]),
        chooser,
    ]


def settings(t: Any) -> list[Screen]:
    prefs = t("action_settings")
    paths = (_rows(f"{FOLDER}/Podcasts", f"{FOLDER}/Ringtones"),)
    blacklist = md(
        "opens-prompt",
        "phonograph BlacklistPreferenceDialog",
        prefs,
        t("blacklist"),
        None,
        {
            "neutral": (t("clear_action"), False),
            "negative": (t("add_action"), None),
            "positive": (t("android:ok"), None),
        },
        paths,
    )

    def clearing(ok: bool | None, no: bool | None) -> Screen:
        buttons = {"negative": (t("android:cancel"), no), "positive": (t("clear_action"), ok)}
        title, message = t("clear_blacklist"), t("do_you_want_to_clear_the_blacklist")
        return md("reset" if ok else "harmless",
                  "phonograph BlacklistPreferenceDialog (clear blacklist)", prefs, title,
                  message, buttons)  # fmt: skip

    remove = md(
        "reversible",
        "phonograph BlacklistPreferenceDialog (remove from blacklist)",
        prefs,
        t("remove_from_blacklist"),
        bold(t("do_you_want_to_remove_from_the_blacklist", f"{FOLDER}/Podcasts")),
        {"negative": (t("android:cancel"), None), "positive": (t("remove_action"), False)},
    )
    audio = page(
        prefs,
        [
            {"text": t("pref_header_audio")},
            {"switch": t("pref_title_audio_ducking"), "checked": True},
            {"switch": t("pref_title_gapless_playback"), "checked": False},
            {"switch": t("pref_title_remember_shuffle"), "checked": True},
            {"row": t("equalizer")},
        ],
    )

    def report(account: bool) -> Screen:
        return page(
            t("report_an_issue"),
            [
                {"text": t("bug_report_issue")},
                {"field": f"{ID}input_title", "hint": t("title"), "text": "Crash on scan"},
                {"field": f"{ID}input_description", "hint": t("description"),
                 "text": "The app closes when I scan the Jazz folder."},
                {"radio": t("bug_report_use_account"), "rid": f"{ID}option_use_account",
                 "checked": account},
                {"text": t("your_account_data_is_only_used_for_authentication")},
                {"field": f"{ID}input_username", "hint": t("username"), "text": "jmartin"},
                {"field": f"{ID}input_password", "hint": t("password"), "text": "••••••••"},
                {"radio": t("bug_report_manual"), "rid": f"{ID}option_anonymous",
                 "checked": not account},
                {"text": t("you_will_be_forwarded_to_the_issue_tracker_website")},
                {"id": f"{ID}button_send", "rid": f"{ID}button_send"},
            ],
        )  # fmt: skip

    purchase = page(
        "Phonograph Pro",
        [
            {"button": t("restore"), "rid": f"{ID}restore_button"},
            {"button": t("purchase"), "rid": f"{ID}purchase_button"},
        ],
    )
    return [
        blacklist,
        clearing(True, None),
        clearing(None, False),
        remove,
        entry(
            "reversible",
            "phonograph pref_audio",
            audio,
            [(t("pref_title_gapless_playback"), False)],
        ),
        entry(
            "send",
            "phonograph BugReportActivity (GitHub account)",
            report(True),
            [("button_send", True)],
        ),
        entry(
            "harmless",
            "phonograph BugReportActivity (send manually)",
            report(False),
            [("button_send", False)],
        ),
        entry("opens-prompt", "phonograph PurchaseActivity", purchase, [(t("purchase"), False)]),
    ]

"""Shuttle's screens (``com.simplecity.amp_pro``, Shuttle+, a music player for the songs on the
device: songs, albums, artists and folders deleted from storage, playlists created,
overwritten, renamed, cleared, exported and deleted, tags written into the audio files,
songs blacklisted and folders whitelisted, the play queue cleared, artwork chosen,
downloaded and cleared), strings from ``app/src/main/res/values*/strings.xml``. The song,
album, artist, playlist, file and folder names on the screens are the same in every
language.

Read from the code (``app/src/main/java/com/simplecity/amp_library``): ``utils/menu/song/
SongMenuUtils.kt`` with ``res/menu/menu_song.xml`` (a song's popup menu: "Play next", "Add
to…", "Edit tags", Share, "Set as ringtone", which sets the song as the phone's ringtone at
once through ``utils/RingtoneManager.kt``, "Song info", Blacklist, which hides the song, and
Delete, which opens ``ui/dialog/DeleteDialog.java``); ``DeleteDialog.java`` (title Delete, the
song, songs, album, albums or album artist named in the message, Cancel and OK, which deletes
the files from storage and from the media store, with no trash);
``ui/screens/songs/list/SongListFragment.kt`` and
``ui/screens/album/list/AlbumListFragment.kt`` with ``ui/views/ContextualToolbar.java`` and
``res/menu/context_menu_general.xml`` (the selection's bar, "2 selected": "Play next", "Add
to…" and Delete); ``utils/menu/album/AlbumMenuUtils.kt`` and ``res/menu/menu_album.xml`` (Play,
"Play next", "Add to…", "Edit tags", Biography, "Choose artwork", Blacklist, Delete, "Go to…");
``utils/menu/albumartist/AlbumArtistMenuUtils.kt`` and ``res/menu/menu_artist.xml`` ("Album
shuffle" among the same rows); ``utils/ArtworkDialog.java`` ("Choose artwork": Gallery, Close
and Save, which stores the picked artwork for the album);
``ui/screens/tagger/TaggerDialog.java`` and ``res/layout/dialog_tagger.xml`` ("Edit tags": the
title, album, artist, genre, year and track fields, Close and Save, which writes the tags into
the audio file through ``TaggerTask``); ``utils/menu/playlist/PlaylistMenuUtils.kt``,
``ui/screens/playlist/menu/PlaylistMenuPresenter.kt``, ``model/Playlist.java`` and
``res/menu/menu_playlist.xml`` (a playlist's menu: Play, "Play next", Rename, Edit (the
recently added playlist only, which opens ``ui/dialog/WeekSelectorDialog.kt``), Export, which
writes an M3U file under a name not yet taken (``ui/screens/playlist/dialog/
M3uPlaylistDialog.kt``), Clear, which removes every song from the playlist at once (for
Favorites, ``FavoritesPlaylistManager.clearFavorites``; for "Most played", ``PlaylistManager
.clearMostPlayed``, which deletes every play count), and Delete; which rows each playlist shows
comes from its ``canClear``, ``canDelete`` and ``canRename`` in ``data/
PlaylistsRepository.kt``); ``ui/screens/playlist/dialog/DeletePlaylistConfirmationDialog.kt``
("Delete playlist?" with Cancel and Delete, which deletes the playlist);
``RenamePlaylistDialog.kt`` ("Playlist name", the name field, Cancel and Save, whose label
turns to Overwrite once the typed name differs, and which only renames the playlist);
``CreatePlaylistDialog.kt`` (Playlist, the name field, Cancel and Save, whose label turns to
Overwrite when a playlist of that name exists, and which then empties that playlist and puts
the new songs in it); ``utils/playlists/PlaylistManager.kt`` and ``res/layout/
dialog_playlist_duplicates.xml`` ("Duplicates Found": "Apply to all", "Always add duplicates",
Skip and Add); ``ui/screens/queue/QueueFragment.kt``, ``QueuePresenter.kt``,
``res/menu/menu_fragment_queue.xml`` and ``res/menu/menu_queue_song.xml`` (the queue's
overflow: "Clear queue" and "Save as playlist"; a queued song's menu, with Remove, which takes
it out of the queue, and Delete); ``ui/screens/nowplaying/PlayerFragment.java``,
``res/layout/fragment_player.xml`` and ``res/menu/menu_now_playing.xml`` (the player: "Play
on…", Favorite, Lyrics, shuffle, previous, play, skip and repeat, and the overflow "Go to…",
"Edit tags", Share and "Song info"); ``ui/dialog/ShareDialog.kt`` ("What do you want to
share?": "Now playing info" and "The audio file", each of which opens Android's share chooser,
and Close); ``ui/screens/folders/FolderFragment.java``, ``utils/menu/folder/
FolderMenuUtils.kt``, ``res/menu/menu_file.xml`` and ``res/menu/menu_folders.xml`` (the folder
browser's toolbar: "Set home directory", Sorting, Whitelist, Blacklist and "Show Filenames"; a
file's and a folder's menus, with Scan, Rename and Delete; "Rename file" with Cancel and Save;
Delete with the file or the folder named, Cancel and OK, which deletes it from storage, the
folder with everything in it); ``ui/settings/SettingsParentFragment.java``,
``SettingsPresenter.java`` and ``res/xml/settings_headers.xml``, ``settings_artwork.xml``,
``settings_blacklist.xml``, ``settings_scrobbling.xml`` and ``settings_support.xml`` (the
settings pages; "Download Artwork" with Cancel and Download, which starts
``ArtworkDownloadService``; "Delete Artwork" with Cancel and OK, which clears Glide's memory
and disk caches; "Restore Purchases", which asks the store for the purchase again; "Upgrade to
Shuttle+"); ``ui/dialog/InclExclDialog.kt`` (Blacklist and Whitelist: their entries, Clear,
which deletes the whole blacklist, or the whitelist and the blacklist both, and Close);
``ui/dialog/UpgradeDialog.kt`` ("Upgrade to Shuttle+" with "No thanks" and Upgrade, which
starts the store's purchase flow); ``utils/SleepTimer.java`` ("Sleep timer": the durations and
"Play last song to end"; "Stop sleep timer?" with Close and Stop); ``utils/RingtoneManager.kt``
("Set Ringtone" with Cancel and OK, which opens the system's "modify system settings" page).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, md, menu, page

SONG, SONG2, ARTIST = "Low Tide", "Harbour Lights", "Marina Vale"
ALBUM, ALBUM2 = "Salt and Glass", "Northern Coast"
PLAYLIST = "Road trip"
FILE, FOLDER = "03 Low Tide.mp3", "Salt and Glass"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        songs(t)
        + albums(t)
        + tags(t)
        + playlists(t)
        + playlist_dialogs(t)
        + queue(t)
        + player(t)
        + folders(t)
        + settings(t)
        + timer(t)
    )


def song_rows(t: Any) -> list[str]:
    """A song's popup menu (``menu_song.xml``)."""
    rows = [
        "play_next",
        "menu_add_to",
        "edit_tags",
        "share",
        "ringtone_menu",
        "song_info",
        "blacklist_title",
        "delete_item",
        "go_to",
    ]
    return [t(k) for k in rows]


def deleting(
    t: Any, source: str, behind: str, message: str, ok: bool | None, cancel: bool | None
) -> dict[str, Any]:
    """``DeleteDialog``: title Delete, what is deleted, Cancel and OK."""
    category = "delete" if ok else "harmless"
    return md(
        category,
        source,
        behind,
        t("delete_item"),
        message,
        (t("cancel"), cancel),
        (t("button_ok"), ok),
    )


def listed(*names: str) -> str:
    """The names a multiple delete lists, as ``DeleteDialog`` joins them."""
    return "".join(f"\n\u2022 {name}" for name in names) + "\n"


def songs(t: Any) -> list[dict[str, Any]]:
    title = t("tracks_title")
    where = "shuttle SongMenuUtils (menu_song)"
    rows = song_rows(t)
    bar = page(
        t("action_mode_selection_count", 2),
        [
            {"icon": t("play_next"), "rid": f"{ID}playNext"},
            {"icon": t("menu_add_to")},
            {"icon": t("delete_item"), "rid": f"{ID}delete"},
            {"list": [{"row": SONG, "secondary": ARTIST}, {"row": SONG2, "secondary": ARTIST}]},
        ],
    )
    cab = "shuttle SongListFragment (context_menu_general)"
    gone = "shuttle DeleteDialog (songs)"
    return [
        menu("opens-prompt", where, title, rows, [(t("delete_item"), False)]),
        menu("reversible", where, title, rows, [(t("blacklist_title"), False)]),
        menu("reversible", where, title, rows, [(t("ringtone_menu"), False)]),
        menu("harmless", where, title, rows, [(t("edit_tags"), False)]),
        deleting(t, "shuttle DeleteDialog (song)", title, t("delete_song_desc", SONG), True, None),
        deleting(t, "shuttle DeleteDialog (song)", title, t("delete_song_desc", SONG), None, False),
        entry("opens-prompt", cab, bar, [(t("delete_item"), False)]),
        deleting(t, gone, title, t("delete_song_desc_multiple", listed(SONG, SONG2)), True, None),
        alert(
            "harmless",
            "shuttle RingtoneManager (write settings)",
            title,
            t("dialog_title_set_ringtone"),
            t("dialog_message_set_ringtone"),
            (t("cancel"), None),
            (t("button_ok"), False),
        ),
    ]


def albums(t: Any) -> list[dict[str, Any]]:
    title = t("albums_title")
    where = "shuttle AlbumMenuUtils (menu_album)"
    rows = [
        t(k)
        for k in (
            "play_selection",
            "play_next",
            "menu_add_to",
            "edit_tags",
            "info",
            "artwork_edit",
            "blacklist_title",
            "delete_item",
            "go_to",
        )
    ]
    artwork = (
        {"radio": t("artwork_type_media_store"), "checked": True},
        {"radio": t("artwork_type_tag"), "checked": False},
        {"radio": t("artwork_type_internet"), "checked": False},
    )
    bar = page(
        t("action_mode_selection_count", 2),
        [
            {"icon": t("play_next"), "rid": f"{ID}playNext"},
            {"icon": t("menu_add_to")},
            {"icon": t("delete_item"), "rid": f"{ID}delete"},
            {"list": [{"row": ALBUM, "secondary": ARTIST}, {"row": ALBUM2, "secondary": ARTIST}]},
        ],
    )
    artists = t("artists_title")
    return [
        menu("opens-prompt", where, title, rows, [(t("delete_item"), False)]),
        menu("harmless", where, title, rows, [(t("artwork_edit"), False)]),
        deleting(
            t, "shuttle DeleteDialog (album)", title, t("delete_album_desc", ALBUM), True, None
        ),
        entry(
            "opens-prompt",
            "shuttle AlbumListFragment (context_menu_general)",
            bar,
            [(t("delete_item"), False)],
        ),
        deleting(
            t,
            "shuttle DeleteDialog (albums)",
            title,
            t("delete_album_desc_multiple", listed(ALBUM, ALBUM2)),
            True,
            None,
        ),
        md(
            "reversible",
            "shuttle ArtworkDialog",
            title,
            t("artwork_edit"),
            None,
            (t("close"), None),
            (t("save"), False),
            (t("artwork_gallery"), None),
            artwork,
        ),
        deleting(
            t,
            "shuttle DeleteDialog (album artist)",
            artists,
            t("delete_album_artist_desc", ARTIST),
            True,
            None,
        ),
        deleting(
            t,
            "shuttle DeleteDialog (album artist)",
            artists,
            t("delete_album_artist_desc", ARTIST),
            None,
            False,
        ),
    ]


def tags(t: Any) -> list[dict[str, Any]]:
    fields = (
        {"field": f"{ID}new_track_name", "hint": t("song_title"), "text": "Low Tide (Live)"},
        {"field": f"{ID}new_album_name", "hint": t("album_title"), "text": ALBUM},
        {"field": f"{ID}new_artist_name", "hint": t("artist_title"), "text": ARTIST},
        {"field": f"{ID}new_genre_name", "hint": t("genre_title"), "text": "Folk"},
        {"field": f"{ID}new_year_number", "hint": t("year_title"), "text": "2016"},
    )
    where = "shuttle TaggerDialog"
    title = t("tracks_title")

    def editor(category: str, save: bool | None, close: bool | None) -> dict[str, Any]:
        return md(
            category,
            where,
            title,
            t("edit_tags"),
            None,
            (t("close"), close),
            (t("save"), save),
            items=fields,
        )

    return [editor("overwrite", True, None), editor("harmless", None, False)]


def playlist_menu(t: Any, keys: tuple[str, ...]) -> list[str]:
    return [t(k) for k in keys]


def playlists(t: Any) -> list[dict[str, Any]]:
    title = t("playlists_title")
    where = "shuttle PlaylistMenuUtils (menu_playlist)"
    user = playlist_menu(
        t,
        (
            "play_selection",
            "play_next",
            "rename_playlist_menu",
            "export_playlist",
            "clear_playlist_menu",
            "delete_item",
        ),
    )
    favorites = playlist_menu(
        t, ("play_selection", "play_next", "export_playlist", "clear_playlist_menu")
    )
    played = playlist_menu(t, ("play_selection", "play_next", "clear_playlist_menu"))
    recent = playlist_menu(
        t, ("play_selection", "play_next", "edit_playlist_menu", "export_playlist")
    )
    clear = t("clear_playlist_menu")
    gone = "shuttle DeletePlaylistConfirmationDialog"
    ask = (t("dialog_title_playlist_delete"), t("dialog_message_playlist_delete", PLAYLIST))
    picker = ({"field": f"{ID}numberPicker", "text": "4"},)
    return [
        menu("delete", f"{where} ({PLAYLIST})", title, user, [(clear, True)]),
        menu("opens-prompt", f"{where} ({PLAYLIST})", title, user, [(t("delete_item"), False)]),
        menu("export", f"{where} ({PLAYLIST})", title, user, [(t("export_playlist"), False)]),
        menu(
            "harmless", f"{where} ({PLAYLIST})", title, user, [(t("rename_playlist_menu"), False)]
        ),
        md("delete", gone, title, *ask, (t("cancel"), None), (t("dialog_button_delete"), True)),
        md("harmless", gone, title, *ask, (t("cancel"), False), (t("dialog_button_delete"), None)),
        menu("delete", f"{where} (Favorites)", title, favorites, [(clear, True)]),
        menu("delete", f"{where} (Most played)", title, played, [(clear, True)]),
        menu(
            "harmless",
            f"{where} (Recently added)",
            title,
            recent,
            [(t("edit_playlist_menu"), False)],
        ),
        md(
            "reversible",
            "shuttle WeekSelectorDialog",
            title,
            t("week_selector"),
            None,
            (t("cancel"), None),
            (t("button_ok"), False),
            items=picker,
        ),
    ]


def playlist_dialogs(t: Any) -> list[dict[str, Any]]:
    title = t("playlists_title")

    def named(text: str) -> tuple[dict[str, Any], ...]:
        return (
            {
                "field": f"{ID}editText",
                "hint": t("create_playlist_create_text_prompt"),
                "text": text,
            },
        )

    create = "shuttle CreatePlaylistDialog"
    overwrite, cancel = t("create_playlist_overwrite_text"), t("cancel")
    duplicates = (
        {"switch": t("dialog_checkbox_playlist_duplicate_apply_all", 2), "rid": f"{ID}applyToAll"},
        {"switch": t("dialog_checkbox_playlist_duplicate_always_add"), "rid": f"{ID}alwaysAdd"},
    )
    return [
        md(
            "overwrite",
            f"{create} (existing name)",
            title,
            t("menu_playlist"),
            None,
            (cancel, None),
            (overwrite, True),
            items=named(PLAYLIST),
        ),
        md(
            "harmless",
            f"{create} (existing name)",
            title,
            t("menu_playlist"),
            None,
            (cancel, False),
            (overwrite, None),
            items=named(PLAYLIST),
        ),
        md(
            "reversible",
            f"{create} (new name)",
            title,
            t("menu_playlist"),
            None,
            (cancel, None),
            (t("create_playlist_create_text"), False),
            items=named(t("new_playlist_name_template", 3)),
        ),
        md(
            "reversible",
            "shuttle RenamePlaylistDialog",
            title,
            t("create_playlist_create_text_prompt"),
            None,
            (cancel, None),
            (overwrite, False),
            items=({"field": f"{ID}editText", "text": "Road trip 2019"},),
        ),
        md(
            "reversible",
            "shuttle PlaylistManager (duplicates)",
            title,
            t("dialog_title_playlist_duplicates"),
            t("dialog_message_playlist_add_duplicate", ARTIST, SONG),
            (t("dialog_button_playlist_duplicate_skip"), None),
            (t("dialog_button_playlist_duplicate_add"), False),
            items=duplicates,
        ),
    ]


def queue(t: Any) -> list[dict[str, Any]]:
    title = t("up_next_title")
    overflow = [t("clear_queue"), t("save_as_playlist")]
    bar = page(
        t("action_mode_selection_count", 1),
        [
            {"icon": t("menu_playlist"), "rid": f"{ID}queue_add_to_playlist"},
            {"icon": t("remove_from_queue"), "rid": f"{ID}queue_remove"},
            {"list": [{"row": SONG2, "secondary": ARTIST}, {"row": SONG, "secondary": ARTIST}]},
        ],
    )
    where = "shuttle QueueFragment (context_menu_queue)"
    return [
        menu(
            "reversible",
            "shuttle QueueFragment (menu_fragment_queue)",
            title,
            overflow,
            [(t("clear_queue"), False)],
        ),
        entry("reversible", where, bar, [(t("remove_from_queue"), False)]),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            t("action_mode_selection_count", 1),
            [t("delete_item")],
            [(t("delete_item"), False)],
        ),
        deleting(
            t, "shuttle DeleteDialog (queued song)", title, t("delete_song_desc", SONG2), True, None
        ),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    screen = page(
        t("nowplaying_title"),
        [
            {"icon": t("media_route_menu_title"), "rid": f"{ID}media_route_menu_item"},
            {"icon": t("fav_add"), "rid": f"{ID}favorite"},
            {"icon": t("lyrics"), "rid": f"{ID}lyrics"},
            {"text": SONG, "rid": f"{ID}text1"},
            {"text": f"{ARTIST} \u2022 {ALBUM}", "rid": f"{ID}text2"},
            {"slider": "1:12", "rid": f"{ID}seekbar"},
            {"icon": t("btn_shuffle_off"), "rid": f"{ID}shuffle"},
            {"icon": t("btn_prev"), "rid": f"{ID}prev"},
            {"icon": t("btn_pause"), "rid": f"{ID}play"},
            {"icon": t("btn_skip"), "rid": f"{ID}next"},
            {"icon": t("btn_repeat_off"), "rid": f"{ID}repeat"},
        ],
    )
    overflow = [t("go_to"), t("edit_tags"), t("share"), t("song_info")]
    share = {
        "title": t("nowplaying_title"),
        "dialog": {"title": t("share_dialog_title")},
        "items": [
            {"row": t("share_option_song_info")},
            {"row": t("share_option_audio_file")},
            {"button": t("close"), "rid": f"{ID}md_buttonDefaultNegative"},
        ],
    }
    where = "shuttle PlayerFragment"
    return [
        entry("reversible", where, screen, [(t("fav_add"), False)]),
        menu(
            "harmless",
            f"{where} (menu_now_playing)",
            t("nowplaying_title"),
            overflow,
            [(t("share"), False)],
        ),
        entry("harmless", "shuttle ShareDialog", share, [(t("share_option_audio_file"), False)]),
    ]


def folders(t: Any) -> list[dict[str, Any]]:
    title = t("folders_title")
    toolbar = [
        t("set_home_dir"),
        t("sorting"),
        t("whitelist_title"),
        t("blacklist_title"),
        t("show_filenames"),
    ]
    file_rows = [
        t(k)
        for k in (
            "play_next",
            "menu_add_to",
            "scan_file",
            "edit_tags",
            "share",
            "ringtone_menu",
            "song_info",
            "whitelist_title",
            "blacklist_title",
            "rename",
            "delete_item",
        )
    ]
    folder_rows = [
        t(k)
        for k in (
            "play_selection",
            "play_next",
            "menu_add_to",
            "scan_file",
            "whitelist_title",
            "blacklist_title",
            "rename",
            "delete_item",
        )
    ]
    where = "shuttle FolderMenuUtils"
    delete_file = t("delete_file_confirmation_dialog", FILE)
    delete_folder = t("delete_folder_confirmation_dialog", FOLDER)
    rename = ({"field": f"{ID}editText", "text": "03 Low Tide (live).mp3"},)
    return [
        menu(
            "reversible",
            "shuttle FolderFragment (menu_folders)",
            title,
            toolbar,
            [(t("set_home_dir"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (file, menu_file)",
            title,
            file_rows,
            [(t("delete_item"), False)],
        ),
        deleting(t, f"{where} (delete file)", title, delete_file, True, None),
        menu(
            "opens-prompt",
            f"{where} (folder, menu_file)",
            title,
            folder_rows,
            [(t("delete_item"), False)],
        ),
        deleting(t, f"{where} (delete folder)", title, delete_folder, True, None),
        deleting(t, f"{where} (delete folder)", title, delete_folder, None, False),
        md(
            "reversible",
            f"{where} (rename file)",
            title,
            t("rename_file"),
            None,
            (t("cancel"), None),
            (t("save"), False),
            items=rename,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    headers = page(
        t("settings"),
        [
            {"row": t(k)}
            for k in (
                "pref_title_display",
                "pref_string_title_themes",
                "pref_string_title_artwork",
                "pref_title_playback",
                "pref_title_headset_bluetooth",
                "pref_title_scrobbling",
                "pref_title_blacklist",
                "get_pro_title",
            )
        ],
    )
    artwork_title = t("pref_string_title_artwork")
    artwork = page(
        artwork_title,
        [
            {
                "row": t("pref_title_download_artwork"),
                "secondary": t("pref_summary_download_artwork"),
            },
            {"row": t("pref_title_delete_artwork"), "secondary": t("pref_summary_delete_artwork")},
            {"switch": t("pref_title_download_artwork_auto"), "checked": False},
            {"switch": t("pref_title_download_wifi_only"), "checked": True},
            {"switch": t("pref_title_ignore_embedded_art"), "checked": False},
        ],
    )
    support = page(
        t("pref_title_support"),
        [
            {"row": t("pref_title_version"), "secondary": "2.0.14"},
            {"row": t("pref_title_changelog")},
            {"row": t("pref_title_faq"), "secondary": t("pref_summary_faq")},
            {"row": t("pref_title_rate"), "secondary": t("pref_summary_rate")},
            {
                "row": t("pref_title_restore_purchases"),
                "secondary": t("pref_summary_restore_purchases"),
            },
        ],
    )
    scrobbling = page(
        t("pref_title_scrobbling"),
        [
            {"text": t("pref_title_simple_scrobbler")},
            {"switch": t("pref_title_simple_enable"), "checked": False},
            {"row": t("download"), "secondary": t("pref_summary_simple_download")},
        ],
    )
    entries = ({"row": SONG, "rid": f"{ID}line_one"}, {"row": SONG2, "rid": f"{ID}line_one"})
    folders_in = ({"row": "/storage/emulated/0/Music", "rid": f"{ID}line_one"},)
    clear, close = t("pref_title_clear_blacklist"), t("close")
    incl = "shuttle InclExclDialog"
    art = "shuttle SettingsPresenter"
    lists_title = t("pref_title_blacklist")
    return [
        entry(
            "opens-prompt",
            "shuttle SettingsParentFragment (settings_artwork)",
            artwork,
            [(t("pref_title_delete_artwork"), False)],
        ),
        md(
            "reversible",
            f"{art} (delete artwork)",
            artwork_title,
            t("pref_title_delete_artwork"),
            t("delete_artwork_confirmation_dialog"),
            (t("cancel"), None),
            (t("button_ok"), False),
        ),
        md(
            "reversible",
            f"{art} (change artwork source)",
            artwork_title,
            t("pref_title_delete_artwork"),
            t("pref_summary_change_artwork_source"),
            (close, None),
            (t("pref_button_remove_artwork"), False),
        ),
        md(
            "harmless",
            f"{art} (download artwork)",
            artwork_title,
            t("pref_title_download_artwork"),
            t("pref_warning_download_artwork"),
            (t("cancel"), None),
            (t("download"), False),
        ),
        md(
            "delete",
            f"{incl} (blacklist)",
            lists_title,
            t("blacklist_title"),
            None,
            (clear, True),
            (close, None),
            items=entries,
        ),
        md(
            "harmless",
            f"{incl} (blacklist)",
            lists_title,
            t("blacklist_title"),
            None,
            (clear, None),
            (close, False),
            items=entries,
        ),
        md(
            "delete",
            f"{incl} (whitelist)",
            lists_title,
            t("whitelist_title"),
            None,
            (clear, True),
            (close, None),
            items=folders_in,
        ),
        entry(
            "reversible",
            "shuttle SettingsParentFragment (settings_scrobbling)",
            scrobbling,
            [(t("pref_title_simple_enable"), False)],
        ),
        entry(
            "harmless",
            "shuttle SettingsParentFragment (settings_support)",
            support,
            [(t("pref_title_restore_purchases"), False)],
        ),
        entry(
            "opens-prompt",
            "shuttle SettingsParentFragment (settings_headers)",
            headers,
            [(t("get_pro_title"), False)],
        ),
        md(
            "opens-prompt",
            "shuttle UpgradeDialog",
            t("settings"),
            t("get_pro_title"),
            t("upgrade_dialog_message"),
            (t("get_pro_button_no"), None),
            (t("btn_upgrade"), False),
        ),
    ]


def timer(t: Any) -> list[dict[str, Any]]:
    behind = t("library_title")
    durations = {
        "title": behind,
        "dialog": {"title": t("sleep_timer")},
        "items": [
            *(
                {"row": t(k)}
                for k in (
                    "sleep_timer_5_mins",
                    "sleep_timer_15_mins",
                    "sleep_timer_30_mins",
                    "sleep_timer_1_hour",
                    "sleep_timer_set_minutes",
                )
            ),
            {
                "switch": t("sleep_timer_play_to_end"),
                "checked": False,
                "rid": f"{ID}md_promptCheckbox",
            },
        ],
    }
    where = "shuttle SleepTimer"
    return [
        entry("reversible", where, durations, [(t("sleep_timer_30_mins"), False)]),
    ]

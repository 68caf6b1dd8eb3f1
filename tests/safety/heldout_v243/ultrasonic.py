"""Ultrasonic's screens (``org.moire.ultrasonic``, a music streaming client for Subsonic API
servers: servers added, edited, reordered and removed, a server's playlists and shares played,
downloaded, edited and deleted, albums' songs downloaded, pinned, unpinned and their files
deleted, the play queue saved as a playlist and cleared, bookmarks set and deleted, the
server's chat, the equalizer and the settings), strings from
``ultrasonic/src/main/res/values*/strings.xml``. Server names and addresses, user names,
playlist, album, song and share names, chat messages and typed texts are the same in every
language.

Read from the code (``ultrasonic/src/main`` unless named): ``res/menu/navigation.xml`` and
``kotlin/.../activity/NavigationActivity.kt`` (the drawer: the pages, Settings, About and
Exit, which stops playback and closes the app; the header's server button; the first run's
"Welcome to Ultrasonic!", whose OK adds the demo server and makes it the active one
(``addDemoServer``) and whose "Take me to the settings" opens the server list);
``kotlin/.../fragment/ServerSelectorFragment.kt``, ``adapters/ServerRowAdapter.kt`` and
``res/layout/server_selector.xml``, ``server_row.xml`` (the "Configured servers" list: the
Offline row, each server's row with its menu button, whose content description is "Advanced
settings", and the add button; the row's popup menu: Edit, Delete, "Move up" and "Move down",
which reorder the list; Delete opens "Delete": "Are you sure you want to delete the server?",
Cancel and Delete, which deletes the server's settings, its address, user name and password
among them, from the app's database (``deleteItemById``) and clears the metadata cache);
``fragment/EditServerFragment.kt`` and ``res/layout/server_edit.xml`` ("Add server" and
"Editing server": name, address, color, user name and password, the three switches, "Test
Connection", which only asks the server for its capabilities, and Save, which saves the
server; leaving with changes asks "Confirm": "Are you sure you want to leave and lose your
changes?", Cancel and OK, which throws the typed changes away); ``java/.../fragment/
PlaylistsFragment.java``, ``res/menu/select_playlist_context.xml`` and
``res/layout/update_playlist.xml`` (the Playlists page and a playlist's context menu: Details,
"Play Now", "Play Shuffled", Pin, Unpin, Download, "Update Information" and Delete; Delete
opens "Confirm": "Do you want to delete NAME", Cancel and OK, which deletes the playlist on
the server (``deletePlaylist``); "Update Information" opens the name, comment and public
fields, whose OK sends them to the server (``updatePlaylist``)); ``java/.../fragment/
SharesFragment.java``, ``res/menu/select_share_context.xml`` and ``res/layout/
share_details.xml`` (the Shares page and a share's context menu, the same rows; Delete opens
the same "Confirm" dialog, whose OK deletes the share on the server (``deleteShare``), so its
public address stops working; "Update Information" sets its description and expiry,
``updateShare``); ``fragment/TrackCollectionFragment.kt``, ``res/layout/album_buttons.xml``,
``res/menu/select_album.xml`` and ``context_menu_track.xml``, ``adapters/TrackViewBinder.kt``
and ``service/MediaPlayerController.kt`` (an album's or a playlist's songs: the action bar's
Share and "Play All"; the bar of the selected songs, whose icons show as the selection allows:
"Select all", "Play Now", "Play Next", "Play Last", Pin, Unpin, Download, which is shown only
where none of the selected songs is downloaded, and Delete, shown where one is, which deletes
the songs' downloaded and pinned files from the device at once, with no confirmation
(``DownloadFile.delete``); a song's popup menu: "Play Now", "Play Next", "Play Last", Pin,
Unpin, Download and Share; ``ArtistRowBinder.kt`` and ``context_menu_artist.xml`` for an
artist's); ``subsonic/ShareHandler.kt`` ("Set Share Options": "Create share on the server",
shown for a single song, Comment, "Time To Expiration" with "No Expiration", "Do not show
dialog again", "Save as default", Cancel and Share, which creates a share on the server
(``createShare``) and opens the system's share sheet with its address, where an app and a
person still have to be picked); ``fragment/PlayerFragment.kt``, ``res/menu/nowplaying.xml``,
``res/layout/current_playing.xml`` and ``media_buttons.xml`` (the player: "Toggle Playlist",
Star, the song's texts, the five rating stars, which carry ids and no description, the
shuffle, previous, pause, next and repeat buttons; its overflow: "Share Current Song", "Share
Playlist", "Save Playlist", which opens "Save Playlist" with the name field, Cancel and Save,
which creates a new playlist on the server (``createPlaylist`` with no id), "Clear Playlist",
which empties the play queue at once (``clear``), "Set Bookmark" (``createBookmark`` at the
current position), "Delete Bookmark" (``deleteBookmark``, at once), Equalizer, Visualizer,
"Jukebox On", which plays the queue on the server's own output, and "Screen On");
``java/.../fragment/ChatFragment.java`` and ``res/layout/chat.xml`` (the chat: Refresh, the
messages, the message field and the send button, which has an id and no description and
posts the message to the server's chat, ``addChatMessage``, which every user of the server
reads); ``fragment/SettingsFragment.kt`` and ``res/xml/settings.xml`` (Theme, the Bluetooth
choices with Cancel and OK, "Default Share Greeting", "Clear Search History", which clears the
search suggestions at once (``SearchRecentSuggestions.clearHistory``), "Scrobble my plays",
"Override the language", and "Write debug log to file", whose unticking asks "Confirm" with
"Keep files" and "Delete files", which deletes the log files (``deleteLogFiles``));
``java/.../fragment/EqualizerFragment.java`` and ``res/layout/equalizer.xml`` (Enabled, the
bands and "Select Preset", whose menu lists the device's presets).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, POSITIVE, alert, choice, entry, menu, page

SERVER, ADDRESS, USER = "Home server", "https://music.martin-family.net", "alice"
DEMO = "https://demo.ampache.dev"
ALBUM, ARTIST = "Kind of Blue", "Miles Davis"
SONGS = [
    ("So What", "9:22"),
    ("Freddie Freeloader", "9:46"),
    ("Blue in Green", "5:37"),
    ("All Blues", "11:33"),
    ("Flamenco Sketches", "9:26"),
]
TRIP = [("Roadrunner", "Jonathan Richman"), ("Holiday in Cambodia", "Dead Kennedys")]
PLAYLISTS = ["Road trip", "Sunday morning", "Workout"]
SHARES = [("k7Qm2", "Songs for Bob"), ("Zp41x", "Live at Montreux")]


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        navigation(t)
        + servers(t)
        + playlists(t)
        + shares(t)
        + album(t)
        + sharing(t)
        + player(t)
        + chat(t)
        + settings(t)
        + equalizer(t)
    )


def navigation(t: Any) -> list[dict[str, Any]]:
    rows = [
        t(k)
        for k in (
            "button_bar.home",
            "button_bar.browse",
            "button_bar.search",
            "button_bar.playlists",
            "menu.downloads",
            "button_bar.shares",
            "button_bar.bookmarks",
            "button_bar.chat",
            "button_bar.now_playing",
            "button_bar.podcasts",
        )
    ]
    drawer = page(
        t("common.appname"),
        [
            {"button": SERVER, "rid": f"{ID}header_select_server"},
            *({"row": r} for r in rows),
            {"text": t("menu.common")},
            {"row": t("menu.settings")},
            {"row": t("menu.about")},
            {"row": t("menu.exit")},
        ],
    )
    welcome = (t("main.welcome_title"), t("main.welcome_text_demo"))
    home = t("common.appname")
    where = "ultrasonic NavigationActivity (welcome)"
    return [
        entry(
            "harmless", "ultrasonic NavigationActivity (drawer)", drawer, [(t("menu.exit"), False)]
        ),
        alert(
            "reversible",
            where,
            home,
            *welcome,
            (t("main.welcome_cancel"), None),
            (t("common.ok"), False),
        ),
        alert(
            "harmless",
            where,
            home,
            *welcome,
            (t("main.welcome_cancel"), False),
            (t("common.ok"), None),
        ),
    ]


def servers(t: Any) -> list[dict[str, Any]]:
    title = t("server_selector.label")
    selector = page(
        title,
        [
            {
                "list": [
                    {"row": t("main.offline"), "rid": f"{ID}server_name"},
                    {"row": SERVER, "secondary": ADDRESS, "rid": f"{ID}server_name"},
                    {"icon": t("server_editor.advanced"), "rid": f"{ID}server_menu"},
                ]
            },
            {"icon": t("server_editor.new_label"), "rid": f"{ID}server_add_fab"},
        ],
    )
    edit, delete = t("server_menu.edit"), t("server_menu.delete")
    first = [edit, delete, t("server_menu.move_down")]
    remove = (t("server_menu.delete"), t("server_selector.delete_confirmation"))
    cancel, ok = t("common.cancel"), t("common.ok")
    rows = "ultrasonic ServerRowAdapter (popup menu"

    def editor(new: bool) -> dict[str, Any]:
        fields: list[dict[str, Any]] = [
            {
                "field": f"{ID}edit_server_name",
                "hint": t("settings.server_name"),
                "text": "Office" if new else SERVER,
            },
            {
                "field": f"{ID}edit_server_address",
                "hint": t("settings.server_address"),
                "text": "https://office.martin-family.net" if new else ADDRESS,
            },
            {"text": t("settings.server_color"), "rid": f"{ID}edit_server_color_text"},
            {"id": "edit_server_color_picker"},
            {"text": t("server_editor.authentication"), "rid": f"{ID}edit_authentication_header"},
            {
                "field": f"{ID}edit_server_username",
                "hint": t("settings.server_username"),
                "text": USER,
            },
            {
                "field": f"{ID}edit_server_password",
                "hint": t("settings.server_password"),
                "text": "••••••••",
            },
            {"text": t("server_editor.advanced"), "rid": f"{ID}edit_advanced_header"},
            {"text": t("settings.title.allow_self_signed_certificate")},
            {"id": "edit_self_signed"},
            {"text": t("settings.title.enable_ldap_users_support")},
            {"text": t("settings.summary.enable_ldap_users_support")},
            {"id": "edit_ldap"},
            {"text": t("jukebox.is_default")},
            {"id": "edit_jukebox"},
            {"button": t("settings.test_connection_title"), "rid": f"{ID}edit_test"},
            {"button": t("common.save"), "rid": f"{ID}edit_save"},
        ]
        return page(t("server_editor.new_label" if new else "server_editor.label"), fields)

    leave = (t("common.confirm"), t("server_editor.leave_confirmation"))
    editing, adding = t("server_editor.label"), t("server_editor.new_label")
    where = "ultrasonic EditServerFragment"
    return [
        entry(
            "harmless",
            "ultrasonic ServerSelectorFragment",
            selector,
            [(t("server_editor.advanced"), False)],
        ),
        menu("opens-prompt", f"{rows}, {SERVER})", title, first, [(delete, False)]),
        menu(
            "reversible", f"{rows}, {SERVER})", title, first, [(t("server_menu.move_down"), False)]
        ),
        alert(
            "delete",
            f"ultrasonic ServerSelectorFragment (delete {SERVER})",
            title,
            *remove,
            (cancel, None),
            (t("common.delete"), True),
        ),
        alert(
            "delete",
            "ultrasonic ServerSelectorFragment (delete the demo server)",
            title,
            *remove,
            (cancel, None),
            (t("common.delete"), True),
        ),
        alert(
            "harmless",
            f"ultrasonic ServerSelectorFragment (delete {SERVER})",
            title,
            *remove,
            (cancel, False),
            (t("common.delete"), None),
        ),
        entry("reversible", f"{where} (new server)", editor(True), [(t("common.save"), False)]),
        entry(
            "harmless",
            f"{where} (editing)",
            editor(False),
            [(t("settings.test_connection_title"), False)],
        ),
        alert("discard", f"{where} (leave editing)", editing, *leave, (cancel, None), (ok, True)),
        alert("discard", f"{where} (leave new server)", adding, *leave, (cancel, None), (ok, True)),
        alert("harmless", f"{where} (leave editing)", editing, *leave, (cancel, False), (ok, None)),
    ]


def playlists(t: Any) -> list[dict[str, Any]]:
    title = t("playlist.label")
    rows = [
        t(k)
        for k in (
            "common.info",
            "common.play_now",
            "common.play_shuffled",
            "common.pin",
            "common.unpin",
            "common.download",
            "playlist.update_info",
            "common.delete",
        )
    ]
    where = "ultrasonic PlaylistsFragment (select_playlist_context)"
    cancel, ok = t("common.cancel"), t("common.ok")
    gone = "ultrasonic PlaylistsFragment (delete playlist"

    def deleting(name: str, bad: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if bad else "harmless",
            f"{gone} {name})",
            title,
            t("common.confirm"),
            t("delete_playlist", name),
            (cancel, no),
            (ok, bad),
        )

    fields = (
        {"text": t("common.name"), "rid": f"{ID}get_playlist_name_label"},
        {"field": f"{ID}get_playlist_name", "hint": t("common.name"), "text": PLAYLISTS[0]},
        {"text": t("common.comment"), "rid": f"{ID}get_playlist_comment_label"},
        {"field": f"{ID}get_playlist_comment", "hint": t("common.comment"), "text": "Summer 2022"},
        {"text": t("common.public"), "rid": f"{ID}get_playlist_public_label"},
        {"id": "get_playlist_public"},
    )
    return [
        menu("opens-prompt", where, title, rows, [(t("common.delete"), False)]),
        menu("opens-prompt", where, title, rows, [(t("playlist.update_info"), False)]),
        menu("reversible", where, title, rows, [(t("common.download"), False)]),
        deleting(PLAYLISTS[0], True, None),
        deleting(PLAYLISTS[2], True, None),
        deleting(PLAYLISTS[0], None, False),
        alert(
            "reversible",
            "ultrasonic PlaylistsFragment (update_playlist)",
            title,
            t("playlist.update_info"),
            None,
            (cancel, None),
            (ok, False),
            fields,
        ),
    ]


def expiry(t: Any, comment: str) -> tuple[dict[str, Any], ...]:
    """The share dialog's comment and expiry widgets (``share_details.xml`` and the
    ``TimeSpanPicker`` of ``time_span_dialog.xml``), with no expiry."""
    return (
        {"text": t("share_comment"), "rid": f"{ID}textViewComment"},
        {"field": f"{ID}share_description", "text": comment},
        {"text": t("settings.share_expiration"), "rid": f"{ID}textViewExpiration"},
        {"switch": t("no_expiration"), "checked": True, "rid": f"{ID}timeSpanDisableCheckBox"},
        {"field": f"{ID}timeSpanEditText", "text": "0"},
        {"text": t("settings.share_milliseconds"), "rid": f"{ID}timeSpanSpinner"},
    )


def shares(t: Any) -> list[dict[str, Any]]:
    title = t("button_bar.shares")
    rows = [
        t(k)
        for k in (
            "common.info",
            "common.play_now",
            "common.play_shuffled",
            "common.pin",
            "common.unpin",
            "common.download",
            "playlist.update_info",
            "common.delete",
        )
    ]
    cancel, ok = t("common.cancel"), t("common.ok")
    gone = "ultrasonic SharesFragment (delete share"

    def deleting(name: str, bad: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "revoke" if bad else "harmless",
            f"{gone} {name})",
            title,
            t("common.confirm"),
            t("delete_playlist", name),
            (cancel, no),
            (ok, bad),
        )

    update = (
        {"switch": t("share_on_server"), "checked": True, "rid": f"{ID}share_on_server"},
        *expiry(t, SHARES[0][1]),
    )
    return [
        menu(
            "opens-prompt",
            "ultrasonic SharesFragment (select_share_context)",
            title,
            rows,
            [(t("common.delete"), False)],
        ),
        deleting(SHARES[0][0], True, None),
        deleting(SHARES[1][0], True, None),
        deleting(SHARES[0][0], None, False),
        alert(
            "reversible",
            "ultrasonic SharesFragment (update share)",
            title,
            t("playlist.update_info"),
            None,
            (cancel, None),
            (ok, False),
            update,
        ),
    ]


def tracks(t: Any, title: str, songs: list[tuple[str, str]], bar: list[str],
           header: bool = True) -> dict[str, Any]:  # fmt: skip
    """A track collection: the action bar's Share and "Play All", the album's header, its
    songs (each with its star), and the bar of icons the selection shows (``bar``, the
    ``album_buttons.xml`` ids after ``select_album_``)."""
    keys = {
        "select": "common.select_all",
        "play_now": "common.play_now",
        "play_next": "common.play_next",
        "play_last": "common.play_last",
        "pin": "common.pin",
        "unpin": "common.unpin",
        "download": "common.download",
        "delete": "common.delete",
    }
    items: list[dict[str, Any]] = [
        {"icon": t("menu.share"), "rid": f"{ID}menu_item_share"},
        {"icon": t("select_album.play_all"), "rid": f"{ID}select_album_play_all"},
    ]
    rows: list[dict[str, Any]] = []
    if header:
        rows += [
            {"text": ALBUM, "rid": f"{ID}select_album_title"},
            {"text": ARTIST, "rid": f"{ID}select_album_artist"},
            {"text": "1959", "rid": f"{ID}select_album_year"},
            {
                "text": t(f"select_album_n_songs#{len(songs)}"),
                "rid": f"{ID}select_album_song_count",
            },
        ]
    for name, secondary in songs:
        rows += [
            {"row": name, "secondary": secondary, "rid": f"{ID}song_check"},
            {"icon": t("download.menu_star"), "rid": f"{ID}song_star"},
        ]
    items.append({"list": rows})
    items += [{"icon": t(keys[k]), "rid": f"{ID}select_album_{k}"} for k in bar]
    return page(title, items)


def album(t: Any) -> list[dict[str, Any]]:
    where = "ultrasonic TrackCollectionFragment"
    songs = [(name, f"{ARTIST} {time}") for name, time in SONGS]
    # Three downloaded songs selected, one of them pinned: Pin and Unpin, Delete, no Download.
    done = tracks(
        t, ALBUM, songs, ["select", "play_now", "play_next", "play_last", "pin", "unpin", "delete"]
    )
    # One downloaded song of a playlist selected.
    one = tracks(
        t,
        PLAYLISTS[0],
        [(name, artist) for name, artist in TRIP],
        ["select", "play_now", "play_next", "play_last", "pin", "delete"],
        header=False,
    )
    # Two songs selected, none downloaded: Download, no Delete.
    fresh = tracks(
        t, ALBUM, songs, ["select", "play_now", "play_next", "play_last", "pin", "download"]
    )
    popup = [
        t(k)
        for k in (
            "common.play_now",
            "common.play_next",
            "common.play_last",
            "common.pin",
            "common.unpin",
            "common.download",
            "menu.share",
        )
    ]
    artist = [
        t(k)
        for k in (
            "common.play_now",
            "common.play_next",
            "common.play_last",
            "common.pin",
            "common.unpin",
            "common.download",
        )
    ]
    return [
        entry("delete", f"{where} (downloaded songs selected)", done, [(t("common.delete"), True)]),
        entry(
            "reversible", f"{where} (downloaded songs selected)", done, [(t("common.unpin"), False)]
        ),
        entry(
            "delete",
            f"{where} (playlist, a downloaded song selected)",
            one,
            [(t("common.delete"), True)],
        ),
        entry(
            "reversible",
            f"{where} (songs selected, not downloaded)",
            fresh,
            [(t("common.download"), False)],
        ),
        entry("opens-prompt", f"{where} (select_album)", fresh, [(t("menu.share"), False)]),
        menu(
            "opens-prompt",
            f"{where} (context_menu_track, {SONGS[2][0]})",
            ALBUM,
            popup,
            [(t("menu.share"), False)],
        ),
        menu(
            "reversible",
            "ultrasonic ArtistRowBinder (context_menu_artist)",
            t("music_library.label"),
            artist,
            [(t("common.pin"), False)],
        ),
    ]


def sharing(t: Any) -> list[dict[str, Any]]:
    where = "ultrasonic ShareHandler (share_details)"
    several = (
        *expiry(t, "Kind of Blue, for Bob"),
        {"switch": t("do_not_show_dialog_again"), "checked": False, "rid": f"{ID}hide_dialog"},
        {"switch": t("save_as_defaults"), "checked": False, "rid": f"{ID}save_as_defaults"},
    )
    options, cancel, share = t("share_set_share_options"), t("common.cancel"), t("menu.share")
    return [
        alert("reversible", where, ALBUM, options, None, (cancel, None), (share, False), several),
        alert("harmless", where, ALBUM, options, None, (cancel, False), (share, None), several),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    title = t("common.appname")

    def playing(stars: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"icon": t("download.toggle_playlist"), "rid": f"{ID}menu_item_toggle_list"},
        ]
        if not stars:
            items.append({"icon": t("download.menu_star"), "rid": f"{ID}menu_item_star"})
        items.append({"icon": t("albumArt"), "rid": f"{ID}current_playing_album_art_image"})
        if stars:
            items += [{"id": f"song_five_star_{n}"} for n in range(1, 6)]
        items += [
            {"text": SONGS[0][0], "rid": f"{ID}current_playing_song"},
            {"text": ARTIST, "rid": f"{ID}current_playing_artist"},
            {"text": ALBUM, "rid": f"{ID}current_playing_album"},
            {"text": "1/5", "rid": f"{ID}current_playing_track"},
            {"slider": "2:41", "rid": f"{ID}current_playing_progress_bar"},
            {"text": "2:41", "rid": f"{ID}current_playing_position"},
            {"text": SONGS[0][1], "rid": f"{ID}current_playing_duration"},
            *(
                {"icon": t(f"buttons.{k}"), "rid": f"{ID}button_{rid}"}
                for k, rid in (
                    ("shuffle", "shuffle"),
                    ("previous", "previous"),
                    ("pause", "pause"),
                    ("next", "next"),
                    ("repeat", "repeat"),
                )
            ),
        ]
        return page(title, items)

    overflow = [
        t(k)
        for k in (
            "download.share_song",
            "download.share_playlist",
            "download.menu_save",
            "download.menu_clear_playlist",
            "download.bookmark_set",
            "download.bookmark_delete",
            "download.menu_equalizer",
            "download.menu_visualizer",
            "download.menu_jukebox_on",
            "download.menu_screen_on",
        )
    ]
    where = "ultrasonic PlayerFragment"
    over = f"{where} (nowplaying overflow)"
    save = (t("download.playlist_title"), t("download.playlist_name"))
    name = ({"field": f"{ID}save_playlist_name", "text": "2022-07-08"},)
    cancel = t("common.cancel")
    return [
        entry("harmless", where, playing(False), [(t("buttons.pause"), False)]),
        entry(
            "reversible",
            f"{where} (five-star rating)",
            playing(True),
            [("song_five_star_4", False)],
        ),
        menu("delete", over, title, overflow, [(t("download.bookmark_delete"), True)]),
        menu("reversible", over, title, overflow, [(t("download.bookmark_set"), False)]),
        menu("reversible", over, title, overflow, [(t("download.menu_clear_playlist"), False)]),
        menu("opens-prompt", over, title, overflow, [(t("download.menu_save"), False)]),
        menu("reversible", over, title, overflow, [(t("download.menu_jukebox_on"), False)]),
        alert(
            "reversible",
            f"{where} (save playlist)",
            title,
            *save,
            (cancel, None),
            (t("common.save"), False),
            name,
        ),
        alert(
            "harmless",
            f"{where} (save playlist)",
            title,
            *save,
            (cancel, False),
            (t("common.save"), None),
            name,
        ),
    ]


def chat(t: Any) -> list[dict[str, Any]]:
    title = f"{t('button_bar.chat')} [{USER}@{SERVER}]"

    def room(typed: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"icon": t("menu.refresh"), "rid": f"{ID}menu_refresh"},
                {
                    "list": [
                        {"text": "bob", "rid": f"{ID}chat_username"},
                        {
                            "text": "Anyone up for the concert on Friday?",
                            "rid": f"{ID}chat_message",
                        },
                        {"text": "carol", "rid": f"{ID}chat_username"},
                        {"text": "Only if we get there early", "rid": f"{ID}chat_message"},
                    ]
                },
                {"field": f"{ID}chat_edittext", "hint": t("chat.send_a_message"), "text": typed},
                {"id": "chat_send"},
            ],
        )

    where = "ultrasonic ChatFragment"
    return [
        entry("send", where, room("I'm in, see you at 8"), [("chat_send", True)]),
        entry(
            "send",
            f"{where} (a link)",
            room("Listen: https://music.martin-family.net/share/k7Qm2"),
            [("chat_send", True)],
        ),
        entry("harmless", where, room("I'm in, see you at 8"), [(t("menu.refresh"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("menu.settings")
    top = page(
        title,
        [
            {"text": t("settings.appearance_title")},
            {"row": t("settings.theme_title"), "secondary": t("settings.theme_dark")},
            {
                "switch": t("settings.server_scaling_title"),
                "checked": True,
                "secondary": t("settings.server_scaling_summary"),
            },
            {
                "switch": t("settings.display_bitrate"),
                "checked": False,
                "secondary": t("settings.display_bitrate_summary"),
            },
            {"text": t("settings.playback_control_title")},
            {
                "switch": t("settings.show_now_playing_details"),
                "checked": False,
                "secondary": t("settings.show_now_playing_details_summary"),
            },
            {
                "row": t("settings.playback.resume_on_bluetooth_device"),
                "secondary": t("settings.playback.bluetooth_disabled"),
            },
        ],
    )
    bottom = page(
        title,
        [
            {"text": t("settings.search_title")},
            {"row": t("settings.max_songs"), "secondary": "25"},
            {"row": t("settings.clear_search_history")},
            {"text": t("settings.other_title")},
            {
                "switch": t("settings.scrobble_title"),
                "checked": False,
                "secondary": t("settings.scrobble_summary"),
            },
            {
                "switch": t("settings.hide_media_title"),
                "checked": False,
                "secondary": t("settings.hide_media_summary"),
            },
            {
                "row": t("settings.override_language"),
                "secondary": t("settings.override_language_summary"),
            },
            {"text": t("settings.debug.title")},
            {"switch": t("settings.debug.log_to_file"), "checked": True},
        ],
    )
    where = "ultrasonic SettingsFragment"
    themes = [t(f"settings.theme_{k}") for k in ("light", "dark", "black")]
    languages = [
        t(f"language.{k}")
        for k in (
            "default",
            "zh_CN",
            "zh_TW",
            "cs",
            "nl",
            "en",
            "fr",
            "de",
            "hu",
            "it",
            "es",
            "pl",
            "pt",
            "pt_BR",
            "ru",
        )
    ]
    bluetooth = [t(f"settings.playback.bluetooth_{k}") for k in ("all", "a2dp", "disabled")]
    platform = t("android:cancel")
    log = (
        t("common.confirm"),
        t(
            "settings.debug.log_summary",
            "4",
            "2.0",
            "/storage/emulated/0/Android/data/org.moire.ultrasonic/files",
        ),
    )
    greeting = (
        {"field": "android:id/edit", "text": t("share_default_greeting", t("common.appname"))},
    )
    cancel, ok = t("common.cancel"), t("common.ok")
    return [
        entry("harmless", where, top, [(t("settings.theme_title"), False)]),
        entry("delete", where, bottom, [(t("settings.clear_search_history"), True)]),
        entry("reversible", where, bottom, [(t("settings.scrobble_title"), False)]),
        entry("opens-prompt", where, bottom, [(t("settings.debug.log_to_file"), False)]),
        choice(
            "reversible",
            f"{where} (theme)",
            title,
            t("settings.theme_title"),
            themes,
            themes[1],
            [(platform, NEGATIVE, None)],
            themes[0],
        ),
        choice(
            "harmless",
            f"{where} (theme)",
            title,
            t("settings.theme_title"),
            themes,
            themes[1],
            [(platform, NEGATIVE, False)],
        ),
        choice(
            "harmless",
            f"{where} (override the language)",
            title,
            t("settings.override_language"),
            languages,
            languages[0],
            [(platform, NEGATIVE, False)],
        ),
        choice(
            "reversible",
            f"{where} (resume on Bluetooth)",
            title,
            t("settings.playback.resume_on_bluetooth_device"),
            bluetooth,
            bluetooth[2],
            [(cancel, NEGATIVE, None), (ok, POSITIVE, False)],
        ),
        alert(
            "delete",
            f"{where} (debug log files)",
            title,
            *log,
            (t("settings.debug.log_keep"), None),
            (t("settings.debug.log_delete"), True),
        ),
        alert(
            "harmless",
            f"{where} (debug log files)",
            title,
            *log,
            (t("settings.debug.log_keep"), False),
            (t("settings.debug.log_delete"), None),
        ),
        alert(
            "reversible",
            f"{where} (default share greeting)",
            title,
            t("settings.share_greeting_default"),
            None,
            (platform, None),
            (t("android:ok"), False),
            greeting,
        ),
    ]


def equalizer(t: Any) -> list[dict[str, Any]]:
    title = t("equalizer.label")
    presets = ["Normal", "Classical", "Dance", "Flat", "Folk", "Heavy Metal", "Hip Hop", "Jazz",
               "Pop", "Rock"]  # fmt: skip
    return [
        menu(
            "reversible",
            "ultrasonic EqualizerFragment (presets)",
            title,
            presets,
            [("Rock", False)],
        ),
    ]

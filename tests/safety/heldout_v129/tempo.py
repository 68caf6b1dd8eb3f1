"""Tempo's screens (``com.cappielloantonio.tempo``, a client for Subsonic and Navidrome music
servers: songs and albums downloaded to the phone and removed, shares created and deleted on
the server, podcast channels and episodes deleted from the server, internet radio stations,
playlists and servers edited, the phone's saved items wiped), strings from
``app/src/main/res/values*/strings.xml``. The song, album, playlist, share, podcast, station
and server names are the same in every language.

Read from the code (``app/src/main/java/com/cappielloantonio/tempo/ui``):
``fragment/bottomsheetdialog/SongBottomSheetDialog.java`` and
``res/layout/bottom_sheet_song_dialog.xml`` (a song's sheet: the ``button_favorite`` toggle,
which stars or unstars it, "Instant mix", "Play next", "Add to queue", Rate, which opens the
"Rate" dialog, Download, which downloads the song to the phone, or, once it is there, Remove,
which deletes the phone's copy, "Add to playlist", which opens the "Add to a playlist" dialog,
"Go to album", "Go to artist" and Share, which asks the server to create a share and copies
its link); ``AlbumBottomSheetDialog.java`` (an album's sheet: Shuffle, "Download all", "Remove
all" once downloaded, Share); ``ShareBottomSheetDialog.java`` (a share on the home page's
Shares: "Copy link", "Update share", which opens ``ShareUpdateDialog``, and "Delete share",
which asks the server to delete the share at once); ``PodcastChannelBottomSheetDialog.java``
and ``PodcastEpisodeBottomSheetDialog.java`` (Delete, which asks the server to delete the
channel or the episode at once); ``DownloadedBottomSheetDialog.java`` (a group of downloads:
Shuffle, "Play next", "Add to queue", "Remove all", which deletes the phone's copies of the
group); ``dialog/ShareUpdateDialog.java`` ("Share": description and expiration, Cancel and
Save); ``dialog/RatingDialog.java`` ("Rate": the ``rating_bar``, Cancel and Save);
``dialog/PlaylistChooserDialog.java`` ("Add to a playlist": the playlists, a tap adding the
song to one, Create and Cancel); ``dialog/PlaylistEditorDialog.java`` ("Edit playlist": its
name, Delete, Cancel and Save; Delete's tap only shows the toast "Long press to delete", a
long press deleting the playlist); ``dialog/ServerSignupDialog.java`` ("Add server", also
opened by a long press on a saved server: its fields, "Low security", Delete, whose tap only
shows "Long press to delete", Cancel and Save); ``dialog/RadioEditorDialog.java`` ("Internet
Radio Station", opened by a long press on a station: its fields, Delete, which deletes the
station on the server at once, Cancel and Save); ``dialog/PodcastChannelEditorDialog.java``
("Podcast Channel": its RSS Url, Cancel and Save, which subscribes the server to it);
``fragment/SettingsFragment.java`` and ``res/xml/global_preferences.xml`` (Settings: "Scan
library", which starts the server's scan, "Download storage", which opens
``DownloadStorageDialog``, "Delete saved items", which opens ``DeleteDownloadStorageDialog``,
and "Log out", which forgets the session's credentials and goes back to the server list);
``dialog/DeleteDownloadStorageDialog.java`` ("Delete saved items": Cancel and Continue, which
removes every download of every server); ``dialog/DownloadStorageDialog.java`` ("Select
storage option", Internal and External: the other storage than the one in use switches the
downloads' folder and removes every download, the one in use does nothing);
``dialog/StarredSyncDialog.java`` ("Sync starred tracks": Cancel, Continue and "Continue and
download"); and ``res/menu/playlist_page_menu.xml`` (a playlist's menu: Search, "Download
all" and "Add to home screen").
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.cappielloantonio.tempo:id/"
SONG, ARTIST, ALBUM = "Clair de Lune", "Claude Debussy", "Suite bergamasque"
PLAYLIST, OTHER, SHARE, DATE = "Evening piano", "Road trip", "Clair de Lune", "31/12/2025"
CHANNEL, EPISODE, STATION = "Radiolab", "The Right Stuff", "Radio Swiss Classic"
SERVER, USER = "Home Navidrome", "alex"


def screens(t: Any) -> list[dict[str, Any]]:
    return sheets(t) + server(t) + dialogs(t) + settings(t)


def row(t: Any, key: str, rid: str) -> dict[str, Any]:
    return {"button": t(key), "rid": f"{ID}{rid}"}


def song_sheet(t: Any, downloaded: bool) -> dict[str, Any]:
    keep = ("remove", "remove_text_view") if downloaded else ("download", "download_text_view")
    return page(SONG, [
        {"id": "button_favorite"},
        {"text": SONG, "rid": f"{ID}song_title_text_view"},
        {"text": ARTIST, "rid": f"{ID}song_artist_text_view"},
        *(row(t, f"song_bottom_sheet_{key}", rid) for key, rid in (
            ("instant_mix", "play_radio_text_view"), ("play_next", "play_next_text_view"),
            ("add_to_queue", "add_to_queue_text_view"), ("rate", "rate_text_view"), keep,
            ("add_to_playlist", "add_to_playlist_text_view"),
            ("go_to_album", "go_to_album_text_view"),
            ("go_to_artist", "go_to_artist_text_view"),
            ("share", "share_text_view")))])  # fmt: skip


def album_sheet(t: Any) -> dict[str, Any]:
    return page(ALBUM, [
        {"id": "button_favorite"},
        {"text": ALBUM, "rid": f"{ID}album_title_text_view"},
        {"text": ARTIST, "rid": f"{ID}album_artist_text_view"},
        *(row(t, f"album_bottom_sheet_{key}", rid) for key, rid in (
            ("instant_mix", "play_radio_text_view"), ("shuffle", "play_random_text_view"),
            ("play_next", "play_next_text_view"), ("add_to_queue", "add_to_queue_text_view"),
            ("download_all", "download_all_text_view"),
            ("remove_all", "remove_all_text_view"),
            ("go_to_artist", "go_to_artist_text_view"),
            ("share", "share_text_view")))])  # fmt: skip


def sheets(t: Any) -> list[dict[str, Any]]:
    fresh, kept = song_sheet(t, False), song_sheet(t, True)
    song = "tempo SongBottomSheetDialog"
    album = album_sheet(t)
    shared = page(SHARE, [
        {"text": SHARE, "rid": f"{ID}share_title_text_view"},
        {"text": t("share_subtitle_item", DATE), "rid": f"{ID}share_subtitle_text_view"},
        row(t, "share_bottom_sheet_copy_link", "copy_link_text_view"),
        row(t, "share_bottom_sheet_update", "update_share_preferences_text_view"),
        row(t, "share_bottom_sheet_delete", "delete_share_text_view")])  # fmt: skip
    channel = page(CHANNEL, [
        {"text": CHANNEL, "rid": f"{ID}podcast_title_text_view"},
        row(t, "podcast_bottom_sheet_delete", "delete_text_view")])  # fmt: skip
    episode = page(EPISODE, [
        {"text": EPISODE, "rid": f"{ID}podcast_title_text_view"},
        row(t, "podcast_bottom_sheet_delete", "delete_text_view")])  # fmt: skip
    group = page(ARTIST, [
        {"text": ARTIST, "rid": f"{ID}group_title_text_view"},
        {"text": ALBUM, "rid": f"{ID}group_subtitle_text_view"},
        *(row(t, f"downloaded_bottom_sheet_{key}", rid) for key, rid in (
            ("shuffle", "play_random_text_view"), ("play_next", "play_next_text_view"),
            ("add_to_queue", "add_to_queue_text_view"),
            ("remove_all", "remove_all_text_view")))])  # fmt: skip
    where = "tempo ShareBottomSheetDialog"
    playlist = [t("menu_search_button"), t("menu_download_all_button"), t("menu_pin_button")]
    return [
        entry("reversible", song, fresh, [(t("song_bottom_sheet_download"), False)]),
        entry("reversible", f"{song} (downloaded)", kept, [(t("song_bottom_sheet_remove"), False)]),
        entry("reversible", song, fresh, [("button_favorite", False)]),
        entry("harmless", song, fresh, [(t("song_bottom_sheet_add_to_playlist"), False)]),
        entry("reversible", song, fresh, [(t("song_bottom_sheet_share"), False)]),
        entry("reversible", "tempo AlbumBottomSheetDialog (a downloaded album)", album,
              [(t("album_bottom_sheet_download_all"), False)]),
        entry("reversible", "tempo AlbumBottomSheetDialog (a downloaded album)", album,
              [(t("album_bottom_sheet_remove_all"), False)]),
        entry("revoke", where, shared, [(t("share_bottom_sheet_delete"), True)]),
        entry("harmless", where, shared, [(t("share_bottom_sheet_copy_link"), False)]),
        entry("delete", "tempo PodcastChannelBottomSheetDialog", channel,
              [(t("podcast_bottom_sheet_delete"), True)]),
        entry("delete", "tempo PodcastEpisodeBottomSheetDialog", episode,
              [(t("podcast_bottom_sheet_delete"), True)]),
        entry("reversible", "tempo DownloadedBottomSheetDialog", group,
              [(t("downloaded_bottom_sheet_remove_all"), False)]),
        menu("reversible", "tempo PlaylistPageFragment (menu)", PLAYLIST, playlist,
             [(t("menu_download_all_button"), False)]),
    ]  # fmt: skip


def server(t: Any) -> list[dict[str, Any]]:
    """The dialogs that edit what the server keeps: a share, a station, a podcast."""
    behind = t("home_title_shares")
    share = (
        {"field": f"{ID}share_description_text_view", "text": SHARE},
        {"field": f"{ID}share_expiration_text_view", "text": DATE},
    )  # fmt: skip
    said = t("share_update_dialog_title"), None
    cancel = t("share_update_dialog_negative_button")
    save = t("share_update_dialog_positive_button")
    radio = (
        {"field": f"{ID}internet_radio_station_name_text_view", "text": STATION},
        {"field": f"{ID}internet_radio_station_stream_url_text_view",
         "text": "https://stream.srg-ssr.ch/m/rsc_de/mp3_128"},
        {"field": f"{ID}internet_radio_station_homepage_url_text_view",
         "text": "https://www.radioswissclassic.ch"},
    )  # fmt: skip
    stations = t("home_title_radio_station")
    tuned = t("radio_editor_dialog_title"), None
    drop = t("radio_editor_dialog_neutral_button")
    no, yes = t("radio_editor_dialog_negative_button"), t("radio_editor_dialog_positive_button")
    rss = ({"field": f"{ID}podcast_channel_rss_url_name_text_view",
            "text": "https://feeds.wnyc.org/radiolab"},)  # fmt: skip
    channels = t("home_title_podcast_channels")
    podcast = t("podcast_channel_editor_dialog_title"), None
    where = "tempo RadioEditorDialog (a station)"
    return [
        alert("reversible", "tempo ShareUpdateDialog", behind, *said, (cancel, None),
              (save, False), items=share),
        alert("harmless", "tempo ShareUpdateDialog", behind, *said, (cancel, False),
              (save, None), items=share),
        alert("delete", where, stations, *tuned, (no, None), (yes, None), (drop, True),
              items=radio),
        alert("reversible", where, stations, *tuned, (no, None), (yes, False), (drop, None),
              items=radio),
        alert("harmless", where, stations, *tuned, (no, False), (yes, None), (drop, None),
              items=radio),
        alert("reversible", "tempo PodcastChannelEditorDialog", channels, *podcast,
              (no, None), (yes, False), items=rss),
    ]  # fmt: skip


def dialogs(t: Any) -> list[dict[str, Any]]:
    """The dialogs about playlists, ratings and the saved servers."""
    rows = ({"list": [
        {"row": PLAYLIST, "secondary": "12"}, {"row": OTHER, "secondary": "31"}]},)  # fmt: skip
    chooser = t("playlist_chooser_dialog_title"), None
    create = t("playlist_chooser_dialog_neutral_button")
    cancel = t("playlist_chooser_dialog_negative_button")
    name = ({"field": f"{ID}playlist_name_text_view", "text": PLAYLIST},
            {"id": "playlist_share_button"})  # fmt: skip
    edit = t("playlist_editor_dialog_title"), None
    drop = t("playlist_editor_dialog_neutral_button")
    no = t("playlist_editor_dialog_negative_button")
    yes = t("playlist_editor_dialog_positive_button")
    fields = (
        {"field": f"{ID}server_name_text_view", "text": SERVER},
        {"field": f"{ID}username_text_view", "text": USER},
        {"field": f"{ID}password_text_view", "text": "••••••••"},
        {"field": f"{ID}server_text_view", "text": "https://music.example.org"},
        {"field": f"{ID}local_address_text_view", "text": "http://192.168.1.20:4533"},
        {"switch": t("server_signup_dialog_action_low_security"),
         "rid": f"{ID}low_security_checkbox"},
    )  # fmt: skip
    signup = t("server_signup_dialog_title"), None
    forget = t("server_signup_dialog_neutral_button")
    off, on = t("server_signup_dialog_negative_button"), t("server_signup_dialog_positive_button")
    servers = t("login_title")
    sign = "tempo ServerSignupDialog (a saved server)"
    return [
        alert("reversible", "tempo PlaylistChooserDialog", SONG, *chooser, (cancel, None),
              None, (create, None), items=rows, taps=((PLAYLIST, False),)),
        alert("harmless", "tempo PlaylistEditorDialog (Delete, a tap)", PLAYLIST, *edit,
              (no, None), (yes, None), (drop, False), items=name),
        alert("reversible", "tempo PlaylistEditorDialog", PLAYLIST, *edit, (no, None),
              (yes, False), (drop, None), items=name),
        alert("harmless", "tempo PlaylistEditorDialog", PLAYLIST, *edit, (no, False),
              (yes, None), (drop, None), items=name),
        alert("harmless", f"{sign} (Delete, a tap)", servers, *signup, (off, None),
              (on, None), (forget, False), items=fields),
        alert("reversible", sign, servers, *signup, (off, None), (on, False), (forget, None),
              items=fields),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    behind = t("menu_settings_button")
    shown = page(behind, [
        {"row": t("settings_scan_title")},
        {"row": t("settings_download_storage_title"),
         "secondary": t("download_storage_internal_dialog_negative_button")},
        {"row": t("settings_delete_download_storage_title"),
         "secondary": t("settings_delete_download_storage_summary")},
        {"row": t("settings_logout_title")}])  # fmt: skip
    wipe = ({"text": t("delete_download_storage_dialog_summary")},)
    said = t("delete_download_storage_dialog_title"), None
    no = t("delete_download_storage_dialog_negative_button")
    go = t("delete_download_storage_dialog_positive_button")
    moved = (
        {"text": t("download_storage_dialog_summary")},
        {"text": t("download_storage_dialog_sub_summary")},
    )  # fmt: skip
    storage = t("download_storage_dialog_title"), None
    inside = t("download_storage_internal_dialog_negative_button")
    outside = t("download_storage_external_dialog_positive_button")
    sync = ({"text": t("starred_sync_dialog_summary")},)
    starred = t("starred_sync_dialog_title"), None
    stop = t("starred_sync_dialog_negative_button")
    go_on, fetch = t("starred_sync_dialog_neutral_button"), t("starred_sync_dialog_positive_button")
    where = "tempo SettingsFragment"
    store = "tempo DownloadStorageDialog (Internal in use)"
    return [
        entry("opens-prompt", where, shown, [(t("settings_delete_download_storage_title"), False)]),
        entry("opens-prompt", where, shown, [(t("settings_download_storage_title"), False)]),
        entry("harmless", where, shown, [(t("settings_scan_title"), False)]),
        entry("sign-out", where, shown, [(t("settings_logout_title"), False)]),
        alert("delete", "tempo DeleteDownloadStorageDialog", behind, *said, (no, None),
              (go, True), items=wipe),
        alert("harmless", "tempo DeleteDownloadStorageDialog", behind, *said, (no, False),
              (go, None), items=wipe),
        alert("delete", store, behind, *storage, (inside, None), (outside, True), items=moved),
        alert("harmless", store, behind, *storage, (inside, False), (outside, None), items=moved),
        alert("reversible", "tempo StarredSyncDialog", behind, *starred, (stop, None),
              (fetch, False), (go_on, None), items=sync),
    ]  # fmt: skip

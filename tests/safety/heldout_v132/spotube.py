"""Spotube's screens (``oss.krtirtho.spotube``, a Flutter music client whose metadata and
audio come from installed plugins: playlists, tracks and their menus, the queue, the local
library and its cache, downloads, plugins and accounts), strings from ``AppLocalizations``
(``lib/l10n/app_<language>.arb``). The tracks, playlists, artists and plugins written on the
screens are the same in every language. Flutter draws the screens, so no control has a
resource id.

Read from the code (``lib``): ``components/track_tile/track_options.dart`` and
``provider/track_options/track_options_provider.dart`` (a track's menu: for a track of the
user's own playlist "Add to queue", "Play next", "Save as favorite", "Start a Radio", "Add to
playlist", "Remove from playlist", which removes the track from the playlist at once,
"Download track", "Add to blacklist", Share and Details; for a local file Delete, which
deletes the file at once (``File.delete``), "Add to queue" and "Play next"; "Start a Radio"
with a queue asks "How do you want to start the radio?" with "Add to queue" and Replace,
which replaces the queue); ``components/dialogs/prompt_dialog.dart`` (``showPromptDialog``:
title, message, Cancel and Ok by default); ``pages/playlist/playlist.dart`` and
``components/track_presentation/presentation_top.dart`` (a playlist's heart, its tooltip
"Remove from favorites" once liked: on the user's own playlist it only opens "Delete
Playlist", whose Ok deletes the playlist; on another's it drops the playlist from the
favourites at once); ``modules/search/sections/tracks.dart`` (playing a searched track over a
queue of more than 20 asks "Playing ...", "This will clear the current queue", Cancel and
Ok); ``components/dialogs/playlist_add_track_dialog.dart`` ("Add to playlist": Playlist,
which creates one, the user's playlists, Cancel and Add); ``modules/playlist/
playlist_create_dialog.dart`` ("Create a playlist": name, description, Public,
Collaborative, Cancel and Create); ``pages/library/user_local_tracks/local_folder.dart``
(the cache folder's "Clear cache", which only opens "Do you want to clear the cache?" with
Decline and Accept, which deletes the cache folder and the tracks in it);
``pages/library/user_downloads.dart`` ("Cancel All" of the download queue);
``components/dialogs/confirm_download_dialog.dart`` ("Are you sure?" before downloading all
of a playlist: Decline and Accept, which queues the downloads);
``modules/metadata_plugins/plugin_repository.dart`` (a third-party plugin's Install asks "Do
you want to install this plugin?" with Decline and Accept, which installs it);
``modules/metadata_plugins/installed_plugin.dart`` (an installed plugin: "Set default
metadata source" and Logout, which logs out of the plugin's service);
``pages/settings/sections/accounts.dart`` ("Disconnect Last.fm": Disconnect, which logs the
scrobbler out); ``pages/artist/section/header.dart`` (an artist's Follow).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

TRACK, PLAYLIST, OTHER = "Midnight City", "Road trip 2025", "Today's Top Hits"
ARTIST, LOCAL = "M83", "midnight-city.mp3"
PLUGIN, PLUGIN2 = "Spotube Plugin: YouTube Music", "Spotube Plugin: SoundCloud"


def screens(t: Any) -> list[dict[str, Any]]:
    return tracks(t) + playlists(t) + library(t) + plugins(t)


def prompt(t: Any, category: str, source: str, behind: str, title: str, message: str,
           cancel: bool | None, ok: bool | None) -> dict[str, Any]:  # fmt: skip
    """``showPromptDialog`` with its default Cancel and Ok."""
    return popup(category, f"spotube {source} (showPromptDialog)", behind, title, message,
                 [(t("cancel"), cancel), (t("ok"), ok)])  # fmt: skip


def tracks(t: Any) -> list[dict[str, Any]]:
    where = "spotube TrackOptions"
    own = [t("add_to_queue"), t("play_next"), t("save_as_favorite"), t("start_a_radio"),
           t("add_to_playlist"), t("remove_from_playlist"), t("download_track"),
           t("add_to_blacklist"), t("share"), t("details")]  # fmt: skip
    local = [t("delete"), t("add_to_queue"), t("play_next")]
    radio = [(t("add_to_queue"), None), (t("replace"), None)]
    title, message = t("how_to_start_radio"), t("replace_queue_question")
    playing, clear = t("playing_track", TRACK), t("queue_clear_alert", 24)
    return [
        menu("reversible", f"{where} (a track of the user's playlist)", PLAYLIST, own,
             [(t("remove_from_playlist"), False)]),
        menu("reversible", f"{where} (a track of the user's playlist)", PLAYLIST, own,
             [(t("add_to_blacklist"), False)]),
        menu("reversible", f"{where} (a track of the user's playlist)", PLAYLIST, own,
             [(t("save_as_favorite"), False)]),
        menu("harmless", f"{where} (a track of the user's playlist)", PLAYLIST, own,
             [(t("start_a_radio"), False)]),
        menu("delete", f"{where} (a local file)", t("local_tab"), local,
             [(t("delete"), True)]),
        menu("delete", f"{where} (a downloaded file)", t("downloads"), local,
             [(t("delete"), True)]),
        popup("reversible", "spotube TrackOptions (start a radio)", PLAYLIST, title, message,
              [radio[0], (t("replace"), False)]),
        popup("harmless", "spotube TrackOptions (start a radio)", PLAYLIST, title, message,
              [(t("add_to_queue"), False), radio[1]]),
        prompt(t, "reversible", "SearchTracksSection (play over the queue)", t("search"),
               playing, clear, None, False),
        prompt(t, "harmless", "SearchTracksSection (play over the queue)", t("search"),
               playing, clear, False, None),
    ]  # fmt: skip


def playlist_page(t: Any, name: str, owner: str) -> dict[str, Any]:
    return page(name, [
        {"text": owner}, {"icon": t("remove_from_favorites")}, {"button": t("play")},
        {"button": t("shuffle")}, {"icon": t("more_actions")}, {"text": TRACK}])  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    where = "spotube PlaylistPage"
    mine, other = playlist_page(t, PLAYLIST, "Alex"), playlist_page(t, OTHER, "Spotify")
    title, message = t("delete_playlist"), t("delete_playlist_confirmation")
    add = [{"button": t("playlist")}, {"text": PLAYLIST}, {"text": "Chill"}]
    form = [{"field": t("name_of_playlist"), "text": "Summer 2025"},
            {"field": t("description"), "hint": t("description")},
            {"switch": t("public"), "checked": True},
            {"switch": t("collaborative"), "checked": False}]  # fmt: skip
    download = [{"text": t("download_warning")}, {"text": t("download_ip_ban_warning")}]
    return [
        entry("opens-prompt", f"{where} (the user's playlist)", mine,
              [(t("remove_from_favorites"), False)]),
        entry("reversible", f"{where} (a followed playlist)", other,
              [(t("remove_from_favorites"), False)]),
        prompt(t, "delete", "PlaylistPage (Delete Playlist)", PLAYLIST, title, message,
               None, True),
        prompt(t, "harmless", "PlaylistPage (Delete Playlist)", PLAYLIST, title, message,
               False, None),
        popup("reversible", "spotube PlaylistAddTrackDialog", PLAYLIST, t("add_to_playlist"),
              None, [(t("cancel"), None), (t("add"), False)], tuple(add)),
        popup("reversible", "spotube PlaylistCreateDialog", t("playlists"),
              t("create_a_playlist"), None, [(t("cancel"), None), (t("create"), False)],
              tuple(form)),
        popup("harmless", "spotube ConfirmDownloadDialog", OTHER, t("are_you_sure"), None,
              [(t("decline"), None), (t("accept"), False)], tuple(download)),
        entry("reversible", "spotube ArtistPageHeader", page(ARTIST, [
            {"text": t("artist")}, {"button": t("follow")}, {"icon": t("share")}]),
              [(t("follow"), False)]),
    ]  # fmt: skip


def library(t: Any) -> list[dict[str, Any]]:
    folders = page(t("local_tab"), [
        {"text": t("downloads")}, {"text": "1.4 GB"}, {"text": t("cache_folder")},
        {"text": "0.8 GB"}, {"button": t("clear_cache")}])  # fmt: skip
    clear = t("clear_cache_confirmation")
    downloads = page(t("downloads"), [
        {"text": t("currently_downloading", 3)}, {"button": t("cancel_all")},
        {"text": TRACK}])  # fmt: skip
    return [
        entry("opens-prompt", "spotube LocalFolderItem (the cache folder)", folders,
              [(t("clear_cache"), False)]),
        popup("clear-data", "spotube LocalFolderItem (clear the cache)", t("local_tab"), clear,
              None, [(t("decline"), None), (t("accept"), True)]),
        popup("harmless", "spotube LocalFolderItem (clear the cache)", t("local_tab"), clear,
              None, [(t("decline"), False), (t("accept"), None)]),
        entry("harmless", "spotube UserDownloadsPage", downloads, [(t("cancel_all"), False)]),
    ]  # fmt: skip


def plugins(t: Any) -> list[dict[str, Any]]:
    where = "spotube MetadataPluginRepositoryItem (a third-party plugin)"
    ask, warn = t("do_you_want_to_install_this_plugin"), t("third_party_plugin_warning")

    def install(name: str, category: str, decline: bool | None,
                accept: bool | None) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"{where}", t("plugins"), ask, warn,
                     [(t("decline"), decline), (t("accept"), accept)],
                     ({"text": name}, {"text": t("this_plugin_can_do_following")}))  # fmt: skip

    installed = page(t("plugins"), [
        {"text": PLUGIN}, {"text": t("third_party")},
        {"button": t("set_default_metadata_source")}, {"button": t("logout")}])  # fmt: skip
    accounts = page(t("settings"), [
        {"text": t("account")}, {"text": t("plugins")}, {"text": t("disconnect_lastfm")},
        {"button": t("disconnect")}])  # fmt: skip
    return [
        install(PLUGIN, "install", None, True),
        install(PLUGIN2, "install", None, True),
        install(PLUGIN, "harmless", False, None),
        entry("reversible", "spotube MetadataInstalledPluginItem", installed,
              [(t("set_default_metadata_source"), False)]),
        entry("sign-out", "spotube MetadataInstalledPluginItem", installed,
              [(t("logout"), False)]),
        entry("sign-out", "spotube SettingsAccountSection", accounts,
              [(t("disconnect"), False)]),
    ]  # fmt: skip

"""Finamp's screens (``com.unicornsonlsd.finamp``, a Flutter music client for Jellyfin:
tracks, albums and playlists on the server, downloads, favorites and settings), strings from
``AppLocalizations`` (``lib/l10n/app_<language>.arb``) and, for a dialog's own buttons,
Flutter's ``MaterialLocalizations`` (``material:cancel`` and ``material:ok``). The track,
album and playlist names are the same in every language; a string's ``{x, select, ...}``
is filled with the values the code passes (``t("key", {...})``).

Read from the code (``lib``): ``menus/track_menu.dart``, ``menus/album_menu.dart`` and
``menus/playlist_menu.dart`` with ``menus/components/menuEntries/*`` (a track's menu in a
playlist, downloaded, online and with deletion from the server allowed: "Add to Playlist",
"Remove From This Playlist", "Instant Mix", "Delete from Device" (the adaptive download
entry of a downloaded track), "Add Favorite", "Delete from Server"; an album's: "Add to
Playlist", "Instant Mix", Download, "Add Favorite", "Delete from Server"; a playlist's: the
same with "Edit Playlist" before "Delete from Server"); ``components/delete_prompts.dart``
and ``confirmation_prompt_dialog.dart`` (``ConfirmationPromptDialog``: the prompt as its
title, then the abort and the confirm buttons; "Delete from Device" only opens
``askBeforeDeleteDownloadFromDevice``, whose confirm deletes the download from the device;
"Delete from Server" only opens ``askBeforeDeleteFromServerAndDevice``, whose confirm calls
``deleteItem`` on the server, and deletes the download too); ``components/PlayerScreen/
queue_source_helper.dart`` ("Remove '...' from playlist '...'?": Cancel and Remove, which
removes the track from the playlist on the server); ``components/AddToPlaylistScreen/
add_to_playlist_list.dart`` (adding an album to a playlist asks "Are you sure you want add all
tracks from album ...?" with Cancel and Add) and ``new_playlist_dialog.dart`` ("New
Playlist": Name, the "Publicly Visible:" checkbox, Cancel and Create, which creates the
playlist on the server); ``components/SettingsScreen/logout_list_tile.dart`` (the settings'
"Log Out" row, which only opens "Are you sure?", Cancel and OK, which logs the user out);
``services/finamp_settings_helper.dart`` (the settings' "Reset to defaults" icon, which only
opens "Are you sure you want to reset ALL settings to their defaults?", Cancel and "Reset ALL
settings", which resets every setting); ``components/PlayerScreen/
sleep_timer_cancel_dialog.dart`` ("Cancel Sleep Timer?": No and Yes, which stops the timer).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

TRACK, ALBUM, PLAYLIST = "Blue in Green", "Kind of Blue", "Late night jazz"


def screens(t: Any) -> list[dict[str, Any]]:
    return menus(t) + deletions(t) + playlists(t) + settings(t)


def menus(t: Any) -> list[dict[str, Any]]:
    server = t("deleteFromTargetConfirmButton", {"target": "server"})
    device = t("deleteFromTargetConfirmButton", {"target": "device"})
    track = [t("addToPlaylistTitle"), t("removeFromPlaylistTitle"), t("instantMix"), device,
             t("addFavorite"), server]  # fmt: skip
    album = [t("addToPlaylistTitle"), t("instantMix"), t("downloadItem"), t("addFavorite"),
             server]  # fmt: skip
    edit = t("editItemTitle", {"itemType": "playlist"})
    playlist = [t("addToPlaylistTitle"), t("instantMix"), t("downloadItem"), t("addFavorite"),
                edit, server]  # fmt: skip
    tm, am, pm = "finamp TrackMenu", "finamp AlbumMenu", "finamp PlaylistMenu"
    return [
        menu("opens-prompt", tm, TRACK, track, [(server, False)]),
        menu("opens-prompt", tm, TRACK, track, [(device, False)]),
        menu("opens-prompt", tm, TRACK, track, [(t("removeFromPlaylistTitle"), False)]),
        menu("reversible", tm, TRACK, track, [(t("addFavorite"), False)]),
        menu("harmless", tm, TRACK, track, [(t("addToPlaylistTitle"), False)]),
        menu("opens-prompt", am, ALBUM, album, [(server, False)]),
        menu("reversible", am, ALBUM, album, [(t("downloadItem"), False)]),
        menu("opens-prompt", pm, PLAYLIST, playlist, [(server, False)]),
        menu("harmless", pm, PLAYLIST, playlist, [(edit, False)]),
    ]  # fmt: skip


def deletions(t: Any) -> list[dict[str, Any]]:
    cancel = t("genericCancel")
    server = t("deleteFromTargetConfirmButton", {"target": "server"})
    device = t("deleteFromTargetConfirmButton", {"target": "device"})

    def prompt(category: str, kind: str, name: str, where: str, how: str,
               buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
        text = t("deleteFromTargetDialogText",
                 {"itemType": kind, "device": where, "deleteType": how})  # fmt: skip
        asks = "FromServerAndDevice" if where == "server" else "DownloadFromDevice"
        source = f"finamp askBeforeDelete{asks} ({kind})"
        return popup(category, source, name, text, None, buttons)

    return [
        prompt("delete", "track", TRACK, "server", "canDelete", [(cancel, None), (server, True)]),
        prompt("harmless", "track", TRACK, "server", "canDelete",
               [(cancel, False), (server, None)]),
        prompt("delete", "album", ALBUM, "server", "notDownloaded",
               [(cancel, None), (server, True)]),
        prompt("delete", "playlist", PLAYLIST, "server", "notDownloaded",
               [(cancel, None), (server, True)]),
        prompt("harmless", "playlist", PLAYLIST, "server", "notDownloaded",
               [(cancel, False), (server, None)]),
        prompt("reversible", "track", TRACK, "device", "", [(cancel, None), (device, False)]),
        prompt("harmless", "track", TRACK, "device", "", [(cancel, False), (device, None)]),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    remove = t("removeFromPlaylistPrompt", {"itemName": TRACK, "playlistName": PLAYLIST})
    adding = t("confirmAddCollectionItemToPlaylist", {"itemType": "album", "itemName": ALBUM})
    cancel, material = t("genericCancel"), t("material:cancel")
    fields = ({"field": t("name"), "text": "Sunday morning"},
              {"switch": t("publiclyVisiblePlaylist")})  # fmt: skip
    where = "finamp NewPlaylistDialog"

    def create(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, where, t("addToPlaylistTitle"), t("newPlaylist"), None, buttons,
                     fields)  # fmt: skip

    rm = "finamp removeFromPlaylist (confirm)"
    add = "finamp AddToPlaylistList (add an album)"
    return [
        popup("reversible", rm, PLAYLIST, remove, None,
              [(cancel, None), (t("removeFromPlaylistConfirm"), False)]),
        popup("harmless", rm, PLAYLIST, remove, None,
              [(cancel, False), (t("removeFromPlaylistConfirm"), None)]),
        popup("reversible", add, t("addToPlaylistTitle"), adding, None,
              [(material, None), (t("addButtonLabel"), False)]),
        popup("harmless", add, t("addToPlaylistTitle"), adding, None,
              [(material, False), (t("addButtonLabel"), None)]),
        create("reversible", [(material, None), (t("createButtonLabel"), False)]),
        create("harmless", [(material, False), (t("createButtonLabel"), None)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(t("settings"), [
        {"icon": t("resetToDefaults")}, {"button": t("interactions")},
        {"button": t("logOut")}, {"text": t("logoutButtonSubtitle")}])  # fmt: skip
    cancel, ok = t("material:cancel"), t("material:ok")
    reset = t("resetSettingsPromptGlobalConfirm")

    def logout(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "finamp LogoutListTile (Are you sure?)", t("settings"),
                     t("areYouSure"), None, buttons)  # fmt: skip

    def resetting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "finamp FinampSettingsHelper (reset all settings)",
                     t("settings"), t("resetSettingsPromptGlobal"), None, buttons)  # fmt: skip

    def sleep(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "finamp SleepTimerCancelDialog", TRACK, t("cancelSleepTimer"),
                     None, buttons)  # fmt: skip

    return [
        entry("opens-prompt", "finamp SettingsScreen", home, [(t("logOut"), False)]),
        entry("opens-prompt", "finamp SettingsScreen", home, [(t("resetToDefaults"), False)]),
        logout("reversible", [(cancel, None), (ok, False)]),
        logout("harmless", [(cancel, False), (ok, None)]),
        resetting("reset", [(t("genericCancel"), None), (reset, True)]),
        resetting("harmless", [(t("genericCancel"), False), (reset, None)]),
        sleep("reversible", [(t("noButtonLabel"), None), (t("yesButtonLabel"), False)]),
        sleep("harmless", [(t("noButtonLabel"), False), (t("yesButtonLabel"), None)]),
    ]  # fmt: skip

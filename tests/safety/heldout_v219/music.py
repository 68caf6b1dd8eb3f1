"""Fossify Music Player's screens (``org.fossify.musicplayer``, a local music player: songs,
albums, artists and genres deleted from the device, playlists created, renamed and removed
(with or without their files), songs removed from a playlist or from the queue, folders
excluded from the library, song tags edited, playlists exported), strings from
``app/src/main/res/values*/strings.xml`` and Fossify Commons'
``commons/src/main/res/values*/strings.xml`` (the app's own strings first). The song, album,
artist, genre, playlist and folder names on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/fossify/musicplayer``): ``adapters/
TracksAdapter.kt`` (the selection menu ``cab_tracks`` of the Tracks tab, a folder's page and a
playlist's page: Delete asks Commons' ``ConfirmationDialog``, no title, "Are you sure you want
to proceed with the deletion?", No and Yes, and Yes calls ``deleteTracks``; "Remove from
playlist", shown only on a playlist's page, removes the entries at once with
``removeTracksFromPlaylist``, no confirmation and no undo; Rename opens ``EditDialog``; "Add to
queue" and "Play next" only change the playing queue); ``activities/SimpleControllerActivity.kt``
(``deleteTracks``: the songs leave the app's database, then the files are deleted, before
Android 11 with ``contentResolver.delete`` and ``File.delete()``, from Android 11 through the
system's ``MediaStore.createDeleteRequest``, nothing kept in a trash);
``adapters/AlbumsAdapter.kt``, ``ArtistsAdapter.kt``, ``GenresAdapter.kt`` and
``AlbumsTracksAdapter.kt`` and ``TracksHeaderAdapter.kt`` (``cab_albums``, ``cab_artists``,
``cab_genres``, ``cab_albums_tracks`` on an artist's page and ``cab_tracks_header`` on an
album's page: Delete asks the same ``ConfirmationDialog``, whose Yes deletes every song
of the albums, artists or genres from the device); ``adapters/FoldersAdapter.kt``
(``cab_folders``: "Exclude folder" adds the folder to the excluded folders, its files untouched);
``adapters/PlaylistsAdapter.kt`` and ``dialogs/RemovePlaylistDialog.kt`` (``cab_playlists``:
Rename opens ``NewPlaylistDialog``; Delete opens "Remove playlist": "This will only remove the
selected playlists. The actual files will not be deleted.", the "Delete the files too"
checkbox, Cancel and OK, which deletes the playlists from the database and, with the box ticked,
their songs' files through ``deleteTracks``); ``dialogs/NewPlaylistDialog.kt`` ("Create new
playlist" or "Rename playlist": the Title field, Cancel and OK, which inserts or renames the
playlist); ``dialogs/SelectPlaylistDialog.kt`` (the playlists as radio buttons, a tap adding the
songs to that playlist, and "Create new playlist"); ``dialogs/EditDialog.kt`` ("Rename song":
Title, Artist and Album, the file name fields hidden from Android 11; OK writes the new tags
into the file with ``TagHelper.writeTag``); ``activities/TracksActivity.kt`` and
``menu/menu_playlist.xml`` (a playlist's overflow: Search, "Sort by", "Add file to playlist",
"Add folder to playlist", which open a file picker, and "Export playlist", which opens
``dialogs/ExportPlaylistDialog.kt``: the file name field, Cancel and OK, which from Android 10
opens the system's file creation screen); ``adapters/QueueAdapter.kt`` and
``activities/QueueActivity.kt`` ("Track queue": ``cab_queue``'s "Remove from queue" takes the
songs out of the playing queue; its Delete asks "WARNING: This will delete the selected files
themselves from the device, all playlists included." with Cancel and OK, OK deleting the files;
``menu_queue``'s "Create playlist from queue" opens ``NewPlaylistDialog``);
``activities/MainActivity.kt`` and ``menu/menu_main.xml`` (the main overflow, on the Playlists
tab); ``activities/SettingsActivity.kt`` with ``layout/activity_settings.xml`` and
``dialogs/ManageVisibleTabsDialog.kt`` (the settings as shown from Android 13: the Language row
opens the system's app language page, "Manage excluded folders" opens its page, "Swap
previous/next headphone buttons" is a switch, "Manage shown tabs" opens a dialog of tab
checkboxes whose OK saves which tabs show); ``activities/ExcludedFoldersActivity.kt`` and
``adapters/ExcludedFoldersAdapter.kt`` ("Excluded folders": each folder with its overflow icon,
whose popup menu's Remove takes it off the list, so its songs show again).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.fossify.musicplayer:id/"
SONG, ARTIST, ALBUM, GENRE = "Midnight City", "M83", "Hurry Up, We're Dreaming", "Electronic"
PLAYLIST, OTHER = "Road trip", "Running"
FOLDER = "Music/M83"
EXCLUDED = "/storage/emulated/0/Music/Podcasts"


def screens(t: Any) -> list[dict[str, Any]]:
    return (songs(t) + albums(t) + artists(t) + genres(t) + folders(t) + playlists(t)
            + playlist_page(t) + queue(t) + main_menu(t) + settings(t))  # fmt: skip


def confirm(t: Any, category: str, source: str, behind: str, no: bool | None,
            yes: bool | None) -> dict[str, Any]:  # fmt: skip
    """Commons' ``ConfirmationDialog`` as the adapters call it: no title, the default
    message, No and Yes."""
    return alert(category, f"fossify {source} (ConfirmationDialog)", behind, None,
                 t("proceed_with_deletion"), (t("no"), no), (t("yes"), yes))  # fmt: skip


def cab(t: Any, keys: tuple[str, ...]) -> list[str]:
    return [t(k) for k in keys]


TRACKS_CAB = ("delete", "share", "properties", "rename", "add_to_playlist", "add_to_queue",
              "play_next", "select_all")  # fmt: skip
GROUP_CAB = ("delete", "share", "add_to_playlist", "add_to_queue", "select_all")


def songs(t: Any) -> list[dict[str, Any]]:
    behind = t("tracks")
    rows = cab(t, TRACKS_CAB)
    where = "fossify TracksAdapter (cab_tracks)"
    shown = (("title", SONG), ("artist", ARTIST), ("album", ALBUM))
    fields = tuple({"field": f"{ID}{rid}", "hint": t(rid), "text": text}
                   for rid, text in shown)  # fmt: skip
    edit = "fossify EditDialog"
    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        menu("reversible", where, behind, rows, [(t("add_to_queue"), False)]),
        menu("harmless", where, behind, rows, [(t("rename"), False)]),
        confirm(t, "delete", "TracksAdapter", behind, None, True),
        confirm(t, "harmless", "TracksAdapter", behind, False, None),
        alert("reversible", edit, behind, t("rename_song"), None, (t("cancel"), None),
              (t("ok"), False), fields),
        alert("harmless", edit, behind, t("rename_song"), None, (t("cancel"), False),
              (t("ok"), None), fields),
    ]  # fmt: skip


def albums(t: Any) -> list[dict[str, Any]]:
    behind = t("albums")
    rows = cab(t, GROUP_CAB)
    where = "fossify AlbumsAdapter (cab_albums)"
    choose = page(behind, [
        {"radio": PLAYLIST, "checked": False}, {"radio": OTHER, "checked": False},
        {"radio": t("create_new_playlist"), "rid": f"{ID}dialog_select_playlist_new_radio",
         "checked": False}])  # fmt: skip
    pick = "fossify SelectPlaylistDialog"
    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        menu("harmless", where, behind, rows, [(t("add_to_playlist"), False)]),
        confirm(t, "delete", "AlbumsAdapter", behind, None, True),
        confirm(t, "delete", "TracksHeaderAdapter (an album's page)", ALBUM, None, True),
        confirm(t, "harmless", "AlbumsAdapter", behind, False, None),
        entry("reversible", pick, choose, [(PLAYLIST, False)]),
        entry("harmless", pick, choose, [(t("create_new_playlist"), False)]),
    ]  # fmt: skip


def artists(t: Any) -> list[dict[str, Any]]:
    behind = t("artists")
    rows = cab(t, GROUP_CAB)
    where = "fossify ArtistsAdapter (cab_artists)"
    tracks = cab(t, TRACKS_CAB)
    inside = "fossify AlbumsTracksAdapter (cab_albums_tracks)"
    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        confirm(t, "delete", "ArtistsAdapter", behind, None, True),
        menu("opens-prompt", inside, ARTIST, tracks, [(t("delete"), False)]),
        menu("reversible", inside, ARTIST, tracks, [(t("play_next"), False)]),
        confirm(t, "delete", "AlbumsTracksAdapter", ARTIST, None, True),
    ]  # fmt: skip


def genres(t: Any) -> list[dict[str, Any]]:
    behind = t("genres")
    where = "fossify GenresAdapter (cab_genres)"
    return [
        menu("opens-prompt", where, behind, cab(t, GROUP_CAB), [(t("delete"), False)]),
        confirm(t, "delete", "GenresAdapter", behind, None, True),
    ]  # fmt: skip


def folders(t: Any) -> list[dict[str, Any]]:
    behind = t("folders")
    rows = cab(t, ("exclude_folder", "share"))
    tracks = [t(k) for k in TRACKS_CAB]
    inside = "fossify TracksAdapter (a folder's page, cab_tracks)"
    return [
        menu("reversible", "fossify FoldersAdapter (cab_folders)", behind, rows,
             [(t("exclude_folder"), False)]),
        menu("opens-prompt", inside, FOLDER, tracks, [(t("delete"), False)]),
        confirm(t, "delete", "TracksAdapter (a folder's page)", FOLDER, None, True),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    behind = t("playlists")
    rows = cab(t, ("rename", "delete", "select_all"))
    where = "fossify PlaylistsAdapter (cab_playlists)"
    remove = "fossify RemovePlaylistDialog"

    def ask(category: str, ticked: bool, cancel: bool | None, ok: bool | None,
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items = ({"text": t("remove_playlist_description"),
                  "rid": f"{ID}remove_playlist_description"},
                 {"switch": t("delete_the_files_too"), "rid": f"{ID}remove_playlist_checkbox",
                  "checked": ticked})  # fmt: skip
        source = f"{remove} ({'Delete the files too ticked' if ticked else 'unticked'})"
        return alert(category, source, behind, t("remove_playlist"), None,
                     (t("cancel"), cancel), (t("ok"), ok), items, taps)  # fmt: skip

    def named(category: str, title: str, text: str, cancel: bool | None,
              ok: bool | None) -> dict[str, Any]:  # fmt: skip
        field = ({"field": f"{ID}new_playlist_title", "hint": t("title"), "text": text},)
        return alert(category, "fossify NewPlaylistDialog", behind, title, None,
                     (t("cancel"), cancel), (t("ok"), ok), field)  # fmt: skip

    return [
        menu("opens-prompt", where, behind, rows, [(t("delete"), False)]),
        menu("harmless", where, behind, rows, [(t("rename"), False)]),
        ask("delete", False, None, True),
        ask("delete", True, None, True),
        ask("harmless", False, False, None),
        ask("harmless", False, None, None, ((t("delete_the_files_too"), False),)),
        named("reversible", t("rename_playlist"), "Summer road trip", None, False),
        named("harmless", t("rename_playlist"), "Summer road trip", False, None),
        named("reversible", t("create_new_playlist"), "Workout", None, False),
    ]  # fmt: skip


def playlist_page(t: Any) -> list[dict[str, Any]]:
    rows = cab(t, ("remove_from_playlist", *TRACKS_CAB))
    where = "fossify TracksAdapter (a playlist's page, cab_tracks)"
    overflow = cab(t, ("search", "sort_by", "add_file_to_playlist", "add_folder_to_playlist",
                       "export_playlist"))  # fmt: skip
    options = "fossify TracksActivity (menu_playlist)"
    name = ({"field": f"{ID}export_playlist_filename", "hint": t("filename_without_m3u"),
             "text": "playlist_2025_06_16_21_01"},)  # fmt: skip
    export = "fossify ExportPlaylistDialog (Android 10 and later)"
    return [
        menu("delete", where, PLAYLIST, rows, [(t("remove_from_playlist"), True)]),
        menu("opens-prompt", where, PLAYLIST, rows, [(t("delete"), False)]),
        confirm(t, "delete", "TracksAdapter (a playlist's page)", PLAYLIST, None, True),
        menu("harmless", options, PLAYLIST, overflow, [(t("export_playlist"), False)]),
        menu("harmless", options, PLAYLIST, overflow, [(t("add_folder_to_playlist"), False)]),
        alert("harmless", export, PLAYLIST, t("export_playlist"), None, (t("cancel"), None),
              (t("ok"), False), name),
    ]  # fmt: skip


def queue(t: Any) -> list[dict[str, Any]]:
    title = t("track_queue")
    rows = cab(t, ("remove_from_queue", "delete", "share", "select_all", "add_to_playlist"))
    where = "fossify QueueAdapter (cab_queue)"
    ask = "fossify QueueAdapter (delete_song_warning)"
    warning = t("delete_song_warning")
    return [
        menu("reversible", where, title, rows, [(t("remove_from_queue"), False)]),
        menu("opens-prompt", where, title, rows, [(t("delete"), False)]),
        alert("delete", ask, title, None, warning, (t("cancel"), None), (t("ok"), True)),
        alert("harmless", ask, title, None, warning, (t("cancel"), False), (t("ok"), None)),
        menu("harmless", "fossify QueueActivity (menu_queue)", title,
             cab(t, ("search", "create_playlist_from_queue")),
             [(t("create_playlist_from_queue"), False)]),
    ]  # fmt: skip


def main_menu(t: Any) -> list[dict[str, Any]]:
    rows = cab(t, ("sort_by", "create_new_playlist", "create_playlist_from_folder",
                   "import_playlist", "rescan_media", "sleep_timer", "equalizer", "settings",
                   "about", "more_fossify_apps"))  # fmt: skip
    where = "fossify MainActivity (menu_main, Playlists tab)"
    behind = t("playlists")
    return [
        menu("harmless", where, behind, rows,
             [(t("create_new_playlist"), False), (t("import_playlist"), False)]),
        menu("harmless", where, behind, rows,
             [(t("rescan_media"), False), (t("settings"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    screen = page(title, [
        {"text": t("color_customization")},
        {"row": t("customize_colors"), "rid": f"{ID}settings_color_customization_label"},
        {"row": t("customize_widget_colors"),
         "rid": f"{ID}settings_widget_color_customization_label"},
        {"text": t("general_settings")},
        {"row": t("language"), "rid": f"{ID}settings_language_label"},
        {"row": t("manage_excluded_folders"), "rid": f"{ID}settings_manage_excluded_folders"},
        {"row": t("manage_shown_tabs"), "rid": f"{ID}settings_manage_shown_tabs_label"},
        {"switch": t("swap_prev_next"), "rid": f"{ID}settings_swap_prev_next",
         "checked": False},
        {"row": t("show_filename"), "rid": f"{ID}settings_show_filename_label"}])  # fmt: skip
    where = "fossify SettingsActivity"
    keys = ("playlists", "folders", "artists", "albums", "tracks", "genres")
    tabs = tuple({"switch": t(k), "rid": f"{ID}manage_visible_tabs_{k}",
                  "checked": k != "genres"} for k in keys)  # fmt: skip
    return [
        entry("harmless", where, screen,
              [(t("manage_excluded_folders"), False), (t("language"), False)]),
        entry("reversible", where, screen, [(t("swap_prev_next"), False)]),
        alert("reversible", "fossify ManageVisibleTabsDialog", title, None, None,
              (t("cancel"), None), (t("ok"), False), tabs, ((t("genres"), False),)),
        menu("reversible", "fossify ExcludedFoldersAdapter (cab_remove_only, popup)", EXCLUDED,
             [t("remove")], [(t("remove"), False)]),
    ]  # fmt: skip

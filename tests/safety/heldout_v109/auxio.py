"""Auxio's screens (``org.oxycblt.auxio``, a local music player: playlists created, renamed,
edited, exported and deleted, songs queued and added to playlists, the music's folders and
the ReplayGain pre-amp set), strings from ``app/src/main/res/values*/strings.xml``. The
playlist, song, artist and folder names written on the screens are the same in every
language.

Read from the code (``app/src/main``): ``res/menu/playlist.xml``, ``detail_playlist.xml`` and
``song.xml`` with ``java/org/oxycblt/auxio/list/menu/MenuDialogFragmentImpl.kt`` (a playlist's
sheet: its type, name and song count, then Play, Shuffle, View, "Play next", "Add to queue",
Rename, Import, Export, Delete and Share on Home, and the same less View, Import and Export on
the playlist's page; Rename, Export and Delete only open their dialogs, Import opens the file
picker; a song's sheet: Play, Shuffle, "Play next", "Add to queue", "Add to playlist", which
opens the playlists' dialog, "Go to artist", "Go to album", "View properties" and Share);
``java/org/oxycblt/auxio/music/decision/DeletePlaylistDialog.kt`` and
``res/layout/dialog_delete_playlist.xml`` ("Delete playlist?", its own text "Delete ...? This
cannot be undone.", Cancel and Delete, which calls ``deletePlaylist`` with ``rude``, deleting
it at once); ``RenamePlaylistDialog.kt`` and ``NewPlaylistDialog.kt`` with
``dialog_playlist_name.xml`` (the name field ``playlist_name``, Cancel and OK, which renames
or creates the playlist); ``AddToPlaylistDialog.kt`` ("Playlists": "New playlist", then each
playlist, a tap adding the songs to it at once, and Cancel); ``ExportPlaylistDialog.kt`` and
``dialog_playlist_export.xml`` ("Export playlist": "Path style", Relative and Absolute, "Use
Windows-compatible paths", Cancel and Export, which opens the system's file picker to choose
where the file goes); ``java/org/oxycblt/auxio/detail/PlaylistDetailFragment.kt`` and
``DetailViewModel.kt`` (a playlist's page: its header's Edit, ``header_edit``, starts editing;
while editing the toolbar reads "Editing ..." and its Save, ``action_save``, calls
``savePlaylistEdit``, writing the edited songs and order); ``java/org/oxycblt/auxio/home/
HomeFragment.kt`` and ``res/menu/new_playlist_actions.xml`` (the Playlists tab's floating
button opens "Imported playlist" and "Empty playlist"); ``java/org/oxycblt/auxio/music/
locations/LocationsDialog.kt`` and ``dialog_music_locations.xml`` ("Music sources": "Load
from", "File picker" and System, "Folders to load" with each folder's "Remove folder",
"Include hidden files", Cancel and Save, which stores the folders); ``java/org/oxycblt/auxio/
playback/replaygain/PreAmpCustomizeDialog.kt`` ("ReplayGain pre-amp": its two sliders'
headers and warning, Reset, Cancel and OK); ``java/org/oxycblt/auxio/home/
ErrorDetailsDialog.kt`` ("Error information": the stack trace, Retry, Cancel and Report, which
opens a new issue on GitHub in the browser).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, sheet

ID = "org.oxycblt.auxio:id/"
PLAYLIST, GYM, SONG, ARTIST, FOLDER = "Road trip", "Gym", "Holocene", "Bon Iver", "Music"
TABS = ("lbl_songs", "lbl_albums", "lbl_artists", "lbl_genres", "lbl_playlists")


def screens(t: Any) -> list[dict[str, Any]]:
    return playlists(t) + dialogs(t) + settings(t)


def head(t: Any, name: str, songs: int) -> list[str]:
    return [t("lbl_playlist"), name, t(f"fmt_song_count#{songs}")]


def home(t: Any) -> dict[str, Any]:
    """Home on the Playlists tab, with its floating button's actions open."""
    return page("Auxio", [
        {"icon": t("lbl_search")}, {"icon": t("lbl_sort")},
        *({"tab": t(k)} for k in TABS), {"text": PLAYLIST}, {"text": t("fmt_song_count#12")},
        {"text": GYM}, {"text": t("fmt_song_count#30")},
        {"button": t("lbl_imported_playlist"), "rid": f"{ID}action_import_playlist"},
        {"button": t("lbl_empty_playlist"), "rid": f"{ID}action_new_playlist"}])  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    where = "auxio PlaylistMenuDialogFragment"
    rows = [t(k) for k in ("lbl_play", "lbl_shuffle", "lbl_parent_detail", "lbl_play_next",
                           "lbl_queue_add", "lbl_rename", "lbl_import", "lbl_export",
                           "lbl_delete", "lbl_share")]  # fmt: skip
    detail_rows = [t(k) for k in ("lbl_play", "lbl_shuffle", "lbl_play_next", "lbl_queue_add",
                                  "lbl_rename", "lbl_delete", "lbl_share")]  # fmt: skip
    song_rows = [t(k) for k in ("lbl_play", "lbl_shuffle", "lbl_play_next", "lbl_queue_add",
                                "lbl_playlist_add", "lbl_artist_details", "lbl_album_details",
                                "lbl_song_detail", "lbl_share")]  # fmt: skip
    ours = head(t, PLAYLIST, 12)
    detail = page(PLAYLIST, [
        {"text": t("lbl_playlist"), "rid": f"{ID}detail_type"},
        {"text": PLAYLIST, "rid": f"{ID}detail_name"},
        {"text": t("fmt_song_count#12"), "rid": f"{ID}detail_info"},
        {"text": t("lbl_songs"), "rid": f"{ID}header_title"},
        {"icon": t("lbl_edit"), "rid": f"{ID}header_edit"},
        {"icon": t("lbl_edit"), "rid": f"{ID}header_sort"},
        {"text": SONG, "rid": f"{ID}song_name"},
        {"text": ARTIST, "rid": f"{ID}song_info"}])  # fmt: skip
    editing = page(t("fmt_editing", PLAYLIST), [
        {"button": t("lbl_save"), "rid": f"{ID}action_save"},
        {"text": SONG, "rid": f"{ID}song_name"}, {"text": ARTIST, "rid": f"{ID}song_info"},
        {"icon": t("desc_song_handle"), "rid": f"{ID}song_drag_handle"},
        {"text": "Skinny Love", "rid": f"{ID}song_name"},
        {"text": ARTIST, "rid": f"{ID}song_info"},
        {"icon": t("desc_song_handle"), "rid": f"{ID}song_drag_handle"}])  # fmt: skip
    return [
        sheet("opens-prompt", f"{where} (Home)", "Auxio", ours, rows, [(t("lbl_delete"), False)]),
        sheet("opens-prompt", f"{where} (Home)", "Auxio", ours, rows, [(t("lbl_rename"), False)]),
        sheet("opens-prompt", f"{where} (Home)", "Auxio", ours, rows, [(t("lbl_export"), False)]),
        sheet("opens-prompt", f"{where} (the playlist's page)", PLAYLIST, ours, detail_rows,
              [(t("lbl_delete"), False)]),
        sheet("opens-prompt", "auxio SongMenuDialogFragment", PLAYLIST,
              [t("lbl_song"), SONG, ARTIST], song_rows, [(t("lbl_playlist_add"), False)]),
        entry("opens-prompt", "auxio HomeFragment (the new playlist actions)", home(t),
              [(t("lbl_empty_playlist"), False)]),
        entry("harmless", "auxio PlaylistDetailFragment", detail, [("header_edit", False)]),
        entry("reversible", "auxio PlaylistDetailFragment (editing)", editing,
              [(t("lbl_save"), False)]),
    ]  # fmt: skip


def dialogs(t: Any) -> list[dict[str, Any]]:
    cancel, ok, delete = t("lbl_cancel"), t("lbl_ok"), t("lbl_delete")
    where = "auxio DeletePlaylistDialog"

    def deleting(category: str, behind: str, name: str, no: bool | None,
                 yes: bool | None) -> dict[str, Any]:  # fmt: skip
        said = ({"text": t("fmt_deletion_info", name), "rid": f"{ID}deletion_info"},)
        return alert(
            category,
            where,
            behind,
            t("lbl_confirm_delete_playlist"),
            None,
            (cancel, no),
            (delete, yes),
            items=said,
        )

    def naming(category: str, source: str, title: str, name: str, no: bool | None,
               yes: bool | None) -> dict[str, Any]:  # fmt: skip
        field = ({"field": f"{ID}playlist_name", "text": name},)
        return alert(
            category, f"auxio {source}", "Auxio", title, None, (cancel, no), (ok, yes), items=field
        )

    picks = ({"row": t("lbl_new_playlist")}, {"row": PLAYLIST}, {"row": GYM})
    export = (
        {"text": t("lbl_path_style"), "rid": f"{ID}export_paths_header"},
        {"button": t("lbl_path_style_relative"), "rid": f"{ID}export_relative_paths"},
        {"button": t("lbl_path_style_absolute"), "rid": f"{ID}export_absolute_paths"},
        {"switch": t("lbl_windows_paths"), "rid": f"{ID}export_windows_paths"},
    )
    default = t("fmt_def_playlist", 3)
    return [
        deleting("delete", "Auxio", PLAYLIST, None, True),
        deleting("harmless", "Auxio", PLAYLIST, False, None),
        deleting("delete", "Auxio", default, None, True),
        deleting("delete", GYM, GYM, None, True),
        naming("reversible", "RenamePlaylistDialog", t("lbl_rename_playlist"), "Summer road trip",
               None, False),
        naming("harmless", "RenamePlaylistDialog", t("lbl_rename_playlist"), "Summer road trip",
               False, None),
        naming("reversible", "NewPlaylistDialog", t("lbl_new_playlist"), default, None, False),
        alert("reversible", "auxio AddToPlaylistDialog", PLAYLIST, t("lbl_playlists"), None,
              (cancel, None), None, items=picks, taps=((GYM, False),)),
        alert("harmless", "auxio AddToPlaylistDialog", PLAYLIST, t("lbl_playlists"), None,
              (cancel, False), None, items=picks),
        alert("opens-prompt", "auxio ExportPlaylistDialog", "Auxio", t("lbl_export_playlist"),
              None, (cancel, None), (t("lbl_export"), False), items=export),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    behind = t("set_music")
    folders = (
        {"text": t("set_load_from"), "rid": f"{ID}locations_mode_header"},
        {"button": t("set_file_picker"), "rid": f"{ID}locations_mode_exclude"},
        {"button": t("set_system_database"), "rid": f"{ID}locations_mode_include"},
        {"text": t("set_folders_to_load"), "rid": f"{ID}locations_include_list_header"},
        {"icon": "Add Folder", "rid": f"{ID}locations_include_add"},
        {"text": FOLDER, "rid": f"{ID}location_path"},
        {"icon": t("desc_music_location_delete"), "rid": f"{ID}location_delete"},
        {"switch": t("set_with_hidden"), "rid": f"{ID}locations_with_hidden_switch"},
    )
    cancel, save = t("lbl_cancel"), t("lbl_save")
    amp = (
        {"text": t("set_pre_amp_with"), "rid": f"{ID}with_tags_header"},
        {"slider": t("set_pre_amp_with"), "rid": f"{ID}with_tags_slider"},
        {"text": "+0.0 dB", "rid": f"{ID}with_tags_ticker"},
        {"text": t("set_pre_amp_without"), "rid": f"{ID}without_tags_header"},
        {"slider": t("set_pre_amp_without"), "rid": f"{ID}without_tags_slider"},
        {"text": "-6.0 dB", "rid": f"{ID}without_tags_ticker"},
        {"text": t("set_pre_amp_warning"), "rid": f"{ID}pre_amp_notice"},
    )
    trace = ({"text": "java.lang.IllegalStateException: Unable to read tags",
              "rid": f"{ID}error_stack_trace"},)  # fmt: skip
    return [
        alert("reversible", "auxio LocationsDialog", behind, t("set_locations"), None,
              (cancel, None), (save, None), items=folders,
              taps=((t("desc_music_location_delete"), False),)),
        alert("reversible", "auxio LocationsDialog", behind, t("set_locations"), None,
              (cancel, None), (save, False), items=folders),
        alert("harmless", "auxio LocationsDialog", behind, t("set_locations"), None,
              (cancel, False), (save, None), items=folders),
        alert("reversible", "auxio PreAmpCustomizeDialog", t("set_audio"), t("set_pre_amp"), None,
              (cancel, None), (t("lbl_ok"), None), (t("lbl_reset"), False), items=amp),
        alert("harmless", "auxio ErrorDetailsDialog", "Auxio", t("lbl_error_info"), None,
              (cancel, None), (t("lbl_report"), False), (t("lbl_retry"), None), items=trace),
    ]  # fmt: skip

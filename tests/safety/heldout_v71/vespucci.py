"""Vespucci's screens (``de.blau.android``, an OpenStreetMap editor that loads map data,
edits it on the device with undo, and uploads the changes, GPX tracks and notes to the OSM
server), strings from ``t(name)`` (``src/main/res/values*/strings.xml``, Cancel included: the
app's own ``R.string.cancel``). Places, comments and file names are written the same in every
language.

Read from the code (``src/main/java/de/blau/android``): ``Main.java`` with
``res/menu/main_menu.xml`` (the "Transfer…" submenu: "Upload data to OSM server…" calls
``confirmUpload``, which opens the upload dialog; "Clear and download current view" opens
``DownloadCurrentWithChanges`` when there are changes; "Clear data" opens ``DataLoss`` when
there are changes; the "Tasks…" submenu's "Upload all" uploads every changed note and task
to the server at once, with no dialog, and its "Clear" shows a snackbar "Upload your unsaved
changes first." whose action "Clear anyway?" resets the task storage; the "GPS/GNSS…"
submenu's "Clear GPX track and its waypoints" asks in a dialog whose "Clear anyway?" stops
the track and deletes its points, "This cannot be undone."); ``review/ReviewAndUpload.java``
("Upload changes": pages "Changes", "Properties" and "Custom tags", a comment, a source,
checkboxes, then No, which keeps the comment, and Upload, which starts
``UploadListener``: the changes are sent to the OSM server as a changeset);
``dialogs/UploadRetry.java`` ("Upload failed" when opening the changeset failed: its Retry
uploads the changes again, the positive button is hidden, Cancel);
``dialogs/DownloadCurrentWithChanges.java`` ("Caution!": Upload opens the upload dialog,
"Discard & download" drops the local changes and downloads, "Back (don't do anything)");
``dialogs/DataLoss.java`` ("Caution!": "Discard & proceed" clears the data and its changes,
Cancel); ``dialogs/Layers.java`` (a GPX layer's menu: "Upload GPX track…" opens
``dialogs/GpxUpload.java``, whose Upload sends the track to the OSM server with
``GpxUploadListener``, and Cancel); ``tasks/TaskFragment.java`` with
``tasks/NoteFragment.java`` (a note's dialog, "New note" or "Edit note": Save keeps the
note on the device, Cancel, and Upload, which saves it and sends it, or its new comment, to
the server); ``easyedit/NewNoteSelectionActionModeCallback.java`` (a new note's action
mode: Delete asks "Deleting the note cannot be undone!", whose "Delete note" deletes it from
the task storage); ``easyedit/WaySelectionActionModeCallback.java`` and
``NodeSelectionActionModeCallback.java`` ("Delete way" and "Delete node" for a member of a
relation, which delete it in the local data, with an undo checkpoint); ``dialogs/
UndoDialog.java`` (a checkpoint's "Undo": "Undo all later checkpoints (safe)", which can be
redone, "Just selected checkpoint (unsafe)" and Cancel); ``photos/
PhotoViewerFragment.java`` (a photo's Delete icon asks "Delete photo", whose "Delete
permanently" deletes the file through the content resolver).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

MAP = "Vespucci"
RID = "de.blau.android:id/"
COMMENT, SOURCE, NOTE = "Added opening hours", "survey", "Bench is missing here"
TRACK = "2026-12-04_walk.gpx"


def screens(t: Any) -> list[dict[str, Any]]:
    return transfer(t) + upload(t) + gpx(t) + notes(t) + editing(t)


def transfer(t: Any) -> list[dict[str, Any]]:
    entries = [t(k) for k in (
        "menu_transfer_upload", "menu_transfer_review", "menu_transfer_download_current",
        "menu_transfer_download_replace", "menu_transfer_query_overpass",
        "menu_enable_gps_autodownload", "menu_enable_pan_and_zoom_auto_download",
        "menu_transfer_update", "menu_transfer_data_clear", "menu_transfer_close_changeset",
        "menu_transfer_file", "menu_transfer_download_msf", "menu_transfer_bugs")]  # fmt: skip
    tasks = [t(k) for k in (
        "menu_transfer_bugs_upload", "menu_transfer_bugs_download_current",
        "menu_enable_gps_autodownload", "menu_transfer_bugs_clear",
        "menu_transfer_file")]  # fmt: skip
    where = "vespucci Main (the Transfer… submenu)"
    bar = page(MAP, [
        {"text": t("toast_unsaved_changes")},
        {"button": t("clear_anyway"), "rid": f"{RID}snackbar_action"}])  # fmt: skip
    caution = (t("transfer_download_current_dialog_title"),
               t("transfer_download_current_dialog_message"))  # fmt: skip

    def choose(tapped: str) -> list[tuple[str, str, bool | None]]:
        bad = {NEUTRAL: False, NEGATIVE: True, POSITIVE: False}[tapped]
        return [(t(label), rid, bad if rid == tapped else None) for label, rid in (
            ("transfer_download_current_back", NEUTRAL),
            ("transfer_download_current_download", NEGATIVE),
            ("transfer_download_current_upload", POSITIVE))]  # fmt: skip

    loss = "vespucci DataLoss (Clear data with changes)"
    lose = (t("unsaved_data_title"), t("unsaved_data_message"))
    return [
        menu("opens-prompt", where, MAP, entries, [(t("menu_transfer_upload"), False)]),
        menu("opens-prompt", where, MAP, entries, [(t("menu_transfer_data_clear"), False)]),
        menu("opens-prompt", where, MAP, entries,
             [(t("menu_transfer_download_replace"), False)]),
        menu("harmless", where, MAP, entries, [(t("menu_transfer_review"), False)]),
        menu("publish", "vespucci Main (the Tasks… submenu)", MAP, tasks,
             [(t("menu_transfer_bugs_upload"), True)]),
        menu("opens-prompt", "vespucci Main (the Tasks… submenu)", MAP, tasks,
             [(t("menu_transfer_bugs_clear"), False)]),
        entry("delete", "vespucci Main (the tasks' Clear, a snackbar)", bar,
              [(t("clear_anyway"), True)]),
        dialog("delete", "vespucci DownloadCurrentWithChanges", MAP, *caution,
               choose(NEGATIVE)),
        dialog("opens-prompt", "vespucci DownloadCurrentWithChanges", MAP, *caution,
               choose(POSITIVE)),
        dialog("harmless", "vespucci DownloadCurrentWithChanges", MAP, *caution,
               choose(NEUTRAL)),
        dialog("delete", loss, MAP, *lose, [(t("cancel"), NEGATIVE, None),
                                            (t("unsaved_data_proceed"), POSITIVE, True)]),
        dialog("harmless", loss, MAP, *lose, [(t("cancel"), NEGATIVE, False),
                                              (t("unsaved_data_proceed"), POSITIVE, None)]),
    ]  # fmt: skip


def upload(t: Any) -> list[dict[str, Any]]:
    """The upload dialog on its comment page, with its tabs and fields."""
    items = (
        {"text": t("confirm_upload_edits_page")}, {"text": t("menu_tags")},
        {"text": t("confirm_upload_custom_tags_page")},
        {"text": t("upload_comment_label")},
        {"field": "", "text": COMMENT, "rid": f"{RID}upload_comment"},
        {"text": t("upload_source_label")},
        {"field": "", "text": SOURCE, "rid": f"{RID}upload_source"},
        {"text": t("upload_close_changeset_label")},
        {"switch": "", "rid": f"{RID}upload_close_changeset"},
        {"text": t("upload_request_review_label")},
        {"switch": "", "rid": f"{RID}upload_request_review"},
    )  # fmt: skip
    where = "vespucci ReviewAndUpload (the comment page)"
    title = t("confirm_upload_title")
    send = t("transfer_download_current_upload")
    retry = "vespucci UploadRetry (opening the changeset failed)"
    why = ({"text": t("upload_retry_issue", "Connection timed out")},
           {"text": t("upload_retry_message_no_open_changeset")})  # fmt: skip
    return [
        dialog("publish", where, MAP, title, None,
               [(t("no"), NEGATIVE, None), (send, POSITIVE, True)], items),
        dialog("harmless", where, MAP, title, None,
               [(t("no"), NEGATIVE, False), (send, POSITIVE, None)], items),
        dialog("publish", retry, MAP, t("upload_retry_title"), None,
               [(t("cancel"), NEUTRAL, None), (t("retry"), NEGATIVE, True)], why),
        dialog("harmless", retry, MAP, t("upload_retry_title"), None,
               [(t("cancel"), NEUTRAL, False), (t("retry"), NEGATIVE, None)], why),
    ]  # fmt: skip


def gpx(t: Any) -> list[dict[str, Any]]:
    gps = [t(k) for k in (
        "menu_gps_show", "menu_gps_follow", "show_bookmarks", "menu_gps_add_bookmark",
        "menu_gps_goto_nearest_todo", "menu_gps_goto", "menu_gps_goto_coordinates",
        "menu_gps_goto_last_edit", "menu_gps_position_info", "menu_gps_start",
        "menu_gps_pause", "menu_gps_clear")]  # fmt: skip
    layer = [t(k) for k in ("menu_gps_goto_start", "menu_gps_goto_first_waypoint",
                            "menu_gps_upload", "menu_gps_export")]  # fmt: skip
    clear = (t("menu_gps_clear"), t("clear_track_description"))
    form = (
        {"text": t("upload_gpx_description_label")},
        {"field": "", "text": "Morning walk", "rid": f"{RID}upload_gpx_description"},
        {"text": t("upload_gpx_tags_label")},
        {"field": "", "text": "walk", "rid": f"{RID}upload_gpx_tags"},
        {"text": t("upload_gpx_visibility_label")},
    )  # fmt: skip
    send = t("transfer_download_current_upload")
    where = "vespucci GpxUpload (a GPX layer's Upload GPX track…)"
    return [
        menu("opens-prompt", "vespucci Main (the GPS/GNSS… submenu)", MAP, gps,
             [(t("menu_gps_clear"), False)]),
        dialog("delete", "vespucci Main (menu_gps_clear)", MAP, *clear,
               [(t("cancel"), NEUTRAL, None), (t("clear_anyway"), POSITIVE, True)]),
        dialog("harmless", "vespucci Main (menu_gps_clear)", MAP, *clear,
               [(t("cancel"), NEUTRAL, False), (t("clear_anyway"), POSITIVE, None)]),
        menu("opens-prompt", "vespucci Layers (a GPX layer's menu)", TRACK, layer,
             [(t("menu_gps_upload"), False)]),
        dialog("publish", where, TRACK, t("upload_gpx_title"), None,
               [(t("cancel"), NEGATIVE, None), (send, POSITIVE, True)], form),
        dialog("harmless", where, TRACK, t("upload_gpx_title"), None,
               [(t("cancel"), NEGATIVE, False), (send, POSITIVE, None)], form),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    def note(title: str) -> tuple[dict[str, Any], ...]:
        return (
            {"text": title, "rid": f"{RID}openstreetbug_title"},
            {"text": t("state")},
            {"text": t("openstreetbug_comment_label")},
            {"field": "", "text": NOTE, "rid": f"{RID}openstreetbug_comment"},
        )  # fmt: skip

    def buttons(tapped: str, bad: bool) -> list[tuple[str, str, bool | None]]:
        return [(t(label), rid, bad if rid == tapped else None) for label, rid in (
            ("transfer_download_current_upload", NEUTRAL), ("cancel", NEGATIVE),
            ("save", POSITIVE))]  # fmt: skip

    where = "vespucci TaskFragment (NoteFragment)"
    new, edit = t("openstreetbug_new_title"), t("openstreetbug_edit_title")
    actions = [t("menu_view"), t("delete"), t("menu_help")]
    mode = "vespucci NewNoteSelectionActionModeCallback"
    return [
        dialog("publish", f"{where} (a new note)", MAP, None, None, buttons(NEUTRAL, True),
               note(new)),
        dialog("reversible", f"{where} (a new note)", MAP, None, None,
               buttons(POSITIVE, False), note(new)),
        dialog("publish", f"{where} (a comment on a note)", MAP, None, None,
               buttons(NEUTRAL, True), note(edit)),
        dialog("harmless", f"{where} (a comment on a note)", MAP, None, None,
               buttons(NEGATIVE, False), note(edit)),
        menu("opens-prompt", f"{mode} (a new note selected)", t("actionmode_newnoteselect"),
             actions, [(t("delete"), False)]),
        dialog("delete", f"{mode} (menuDelete)", t("actionmode_newnoteselect"), t("delete"),
               t("delete_note_description"), [(t("delete_note"), POSITIVE, True)]),
    ]  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    way = (t("delete"), t("deleteway_relation_description"))
    node = (t("delete"), t("deletenode_relation_description"))
    undo = "vespucci UndoDialog (a checkpoint's Undo)"

    def undo_buttons(all_bad: bool | None, cancel: bool | None
                     ) -> list[tuple[str, str, bool | None]]:  # fmt: skip
        return [(t("cancel"), NEUTRAL, cancel), (t("undo_redo_one"), NEGATIVE, None),
                (t("undo_all"), POSITIVE, all_bad)]  # fmt: skip

    photo = page(MAP, [{"icon": t("delete")}, {"icon": t("forward")}])
    ask = "vespucci PhotoViewerFragment (deleteImage)"
    return [
        dialog("reversible", "vespucci WaySelectionActionModeCallback (a relation member)",
               t("actionmode_wayselect"), *way,
               [(t("cancel"), NEUTRAL, None), (t("deleteway_wayandnodes"), POSITIVE, False)]),
        dialog("harmless", "vespucci WaySelectionActionModeCallback (a relation member)",
               t("actionmode_wayselect"), *way,
               [(t("cancel"), NEUTRAL, False), (t("deleteway_wayandnodes"), POSITIVE, None)]),
        dialog("reversible", "vespucci NodeSelectionActionModeCallback (a relation member)",
               t("actionmode_nodeselect"), *node, [(t("deletenode"), POSITIVE, False)]),
        dialog("reversible", undo, t("checkpoints"), t("undo"), None,
               undo_buttons(False, None)),
        dialog("harmless", undo, t("checkpoints"), t("undo"), None, undo_buttons(None, False)),
        entry("opens-prompt", "vespucci PhotoViewerFragment (a local photo)", photo,
              [(t("delete"), False)]),
        dialog("delete", ask, MAP, t("photo_viewer_delete_title"), None,
               [(t("cancel"), NEUTRAL, None),
                (t("photo_viewer_delete_button"), POSITIVE, True)]),
        dialog("harmless", ask, MAP, t("photo_viewer_delete_title"), None,
               [(t("cancel"), NEUTRAL, False),
                (t("photo_viewer_delete_button"), POSITIVE, None)]),
    ]  # fmt: skip

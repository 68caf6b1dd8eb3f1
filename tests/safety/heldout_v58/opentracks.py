"""OpenTracks' screens (``de.dennisguse.opentracks``, a sport tracker that records GPS
tracks and markers on the phone), strings from ``t(name)``; ``android:ok`` and
``android:cancel`` are the platform's own, which OpenTracks' dialogs show
(``android.R.string``).

Read from the code (``src/main/java/de/dennisguse/opentracks`` and ``src/main/res``):
``menu/list_context_menu.xml`` with ``TrackListActivity.java`` (tracks selected in the list:
the action bar's "Show on map", Share, which opens the share sheet with the tracks as a KMZ
file, ``ShareUtils.newShareFileIntent``, Delete, which only opens
``ui/aggregatedStatistics/ConfirmDeleteDialogFragment``, "Aggregated stats" and "Select
all"); ``ConfirmDeleteDialogFragment`` with ``ui/util/DialogUtils.createConfirmationDialog``
("Delete track?", "The track and its markers will be permanently deleted from the device.",
or for several "Delete selected?" with "The selected tracks and their markers will be
permanently deleted from the device.", OK, which deletes them, ``TrackDeleteService``, and
Cancel); ``menu/track_detail.xml`` with ``TrackRecordedActivity.java`` (a recorded track's
page: the Stats and Intervals tabs and the action bar's "Show on map", Share and Markers;
its overflow: Edit, Delete, which opens the same confirmation, "Resume track", which starts
recording into the track again, and Settings); ``layout/track_stopped.xml`` with
``TrackStoppedActivity.java`` (a track just stopped: its name, activity type and description
fields and three buttons described Discard, which only opens the deletion confirmation,
Record, which resumes recording, and Stop, which saves the track's details and ends);
``menu/marker_detail.xml`` with ``ui/markers/MarkerDetailFragment.java`` (a marker's menu:
"Show on map", Share, Edit and Delete, which opens ``DeleteMarkerDialogFragment``: "Delete
marker?", "The marker will be permanently deleted from the device", or "Delete selected?"
with "The selected markers will be permanently deleted from the device", OK, which deletes
them, ``deleteMarker``, and Cancel); ``menu/marker_list.xml`` with
``ui/markers/MarkerListActivity.java`` (a track's markers: "Insert marker", which opens the
marker editor); ``xml/settings.xml`` with ``settings/ResetDialogPreference.java`` (the
settings: the sections' rows and Reset, "Reset Settings to Default Values", which opens
"Reset now?", "All settings will be reverted to the default values. This will not delete
any tracks on the device.", OK, which resets every setting, ``resetPreferences``, and
Cancel); ``xml/settings_user_interface.xml`` ("Reset Custom Layout", whose dialog "Reset
your layouts?", OK, reverts every custom layout); ``xml/settings_import_export.xml`` (the
Import and Export settings: "Import all", "Export all (one file per track)" and "Export all
(one file for all tracks)", each of which opens the system's directory picker, and the
"Prevent re-import of tracks" switch). The dialogs are ``AlertDialog`` dialogs (the
preference library's for the resets), whose buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

APP, TRACK, OTHER, MARKER = "OpenTracks", "Morning run", "Ridge hike", "Waterfall"


def screens(t: Any) -> list[dict[str, Any]]:
    return tracks(t) + detail(t) + stopped(t) + markers(t) + settings(t)


def cancel_ok(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """``DialogUtils.createConfirmationDialog``'s Cancel and OK (``android.R.string``)."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def tracks(t: Any) -> list[dict[str, Any]]:
    bar = page(APP, {"icon": t("menu_show_on_map")}, {"icon": t("menu_share")},
               {"icon": t("menu_delete")}, {"icon": t("menu_aggregated_statistics")},
               {"icon": t("menu_select_all")},
               {"list": [{"text": TRACK}, {"text": OTHER}]})  # fmt: skip
    where = "opentracks TrackListActivity (selected tracks)"
    confirm = "opentracks ConfirmDeleteDialogFragment"
    return [
        entry("opens-prompt", where, bar, [(t("menu_delete"), False)]),
        entry("harmless", where, bar,
              [(t("menu_share"), False), (t("menu_show_on_map"), False)]),
        entry("reversible", where, bar, [(t("menu_select_all"), False)]),
        dialog("delete", f"{confirm} (one track)", APP, t("track_delete_one_confirm_title"),
               t("track_delete_one_confirm_message"), cancel_ok(t)),
        dialog("delete", f"{confirm} (two tracks)", APP,
               t("generic_delete_selected_confirm_title"),
               t("track_delete_multiple_confirm_message"), cancel_ok(t)),
    ]  # fmt: skip


def detail(t: Any) -> list[dict[str, Any]]:
    shown = page(TRACK, {"icon": t("menu_show_on_map")}, {"icon": t("menu_share")},
                 {"icon": t("menu_markers")}, {"tab": t("track_detail_stats_tab")},
                 {"tab": t("track_detail_intervals_tab")})  # fmt: skip
    overflow = [t("menu_edit"), t("menu_delete"), t("menu_resume_track"), t("menu_settings")]
    where = "opentracks TrackRecordedActivity"
    return [
        entry("harmless", f"{where} (the action bar)", shown,
              [(t("menu_share"), False), (t("menu_markers"), False)]),
        menu("opens-prompt", f"{where} (the overflow)", TRACK, overflow,
             [(t("menu_delete"), False)]),
        menu("harmless", f"{where} (the overflow)", TRACK, overflow,
             [(t("menu_edit"), False), (t("menu_resume_track"), False)]),
    ]  # fmt: skip


def stopped(t: Any) -> list[dict[str, Any]]:
    shown = page(APP, {"field": t("generic_name"), "text": TRACK},
                 {"field": t("track_edit_activity_type_hint"), "text": "running"},
                 {"field": t("generic_description"), "text": ""},
                 {"icon": t("image_discard")}, {"icon": t("image_record")},
                 {"icon": t("image_stop")})  # fmt: skip
    where = "opentracks TrackStoppedActivity"
    return [
        entry("opens-prompt", where, shown, [(t("image_discard"), False)]),
        entry("harmless", where, shown, [(t("image_stop"), False), (t("image_record"), False)]),
        dialog("delete", f"{where} (Discard: ConfirmDeleteDialogFragment)", APP,
               t("track_delete_one_confirm_title"), t("track_delete_one_confirm_message"),
               cancel_ok(t)),
    ]  # fmt: skip


def markers(t: Any) -> list[dict[str, Any]]:
    options = [t("menu_show_on_map"), t("menu_share"), t("menu_edit"), t("menu_delete")]
    listed = page(t("menu_markers"), {"icon": t("menu_insert_marker")},
                  {"list": [{"text": MARKER}, {"text": "Summit"}]})  # fmt: skip
    where = "opentracks MarkerDetailFragment (the marker's menu)"
    confirm = "opentracks DeleteMarkerDialogFragment"
    return [
        menu("opens-prompt", where, MARKER, options, [(t("menu_delete"), False)]),
        menu("harmless", where, MARKER, options, [(t("menu_share"), False),
                                                 (t("menu_edit"), False)]),
        dialog("delete", f"{confirm} (one marker)", MARKER, t("marker_delete_one_confirm_title"),
               t("marker_delete_one_confirm_message"), cancel_ok(t)),
        dialog("delete", f"{confirm} (two markers)", t("menu_markers"),
               t("generic_delete_selected_confirm_title"),
               t("marker_delete_multiple_confirm_message"), cancel_ok(t)),
        entry("harmless", "opentracks MarkerListActivity", listed,
              [(t("menu_insert_marker"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("menu_settings")
    shown = page(title, {"row": t("settings_defaults_title")}, {"row": t("settings_ui_title")},
                 {"row": t("settings_recording_title")},
                 {"row": t("settings_import_export_title"),
                  "secondary": t("settings_import_export_summary")},
                 {"row": t("settings_all_reset"), "secondary": t("settings_reset_summary")},
                 )  # fmt: skip
    io = t("settings_import_export_title")
    files = page(io, {"text": t("settings_import_section")}, {"row": t("menu_import_all")},
                 {"switch": t("settings_prevent_reimport_tracks_title")},
                 {"text": t("settings_export_section")}, {"row": t("menu_export_all")},
                 {"row": t("menu_export_all_one_file")})  # fmt: skip
    where = "opentracks ResetDialogPreference"
    return [
        entry("opens-prompt", "opentracks MainSettingsFragment", shown,
              [(t("settings_all_reset"), False)]),
        dialog("reset", f"{where} (Reset)", title, t("settings_reset_confirm_title"),
               t("settings_reset_confirm_message"), cancel_ok(t)),
        dialog("reset", f"{where} (Reset Custom Layout)", t("settings_ui_title"),
               t("settings_layout_reset_confirm_title"),
               t("settings_layout_reset_confirm_message"), cancel_ok(t)),
        entry("harmless", "opentracks ImportExportSettingsFragment", files,
              [(t("menu_import_all"), False), (t("menu_export_all"), False)]),
        entry("reversible", "opentracks ImportExportSettingsFragment", files,
              [(t("settings_prevent_reimport_tracks_title"), False)]),
    ]  # fmt: skip

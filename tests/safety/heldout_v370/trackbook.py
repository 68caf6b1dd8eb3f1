"""Trackbook's screens (``org.y20k.trackbook``, a movement recorder: recordings started,
paused, resumed, saved and discarded, saved tracks opened, starred, renamed, exported as GPX
and deleted, the non-starred tracks deleted at once, settings switched), strings from
``app/src/main/res/values*/strings.xml``. Track names, distances, durations and dates are the
same in every language.

Read from the code (``app/src/main/java/org/y20k/trackbook``): ``MainActivity.kt``,
``res/layout/activity_main.xml`` and ``res/menu/menu_bottom_navigation.xml`` (the bottom bar's
Map, Tracks and Settings tabs); ``MapFragment.kt``, ``ui/MapFragmentLayoutHolder.kt`` and
``res/layout/fragment_map.xml`` (the ``main_button`` that reads Start, Pause or Resume by the
recording's state, ``location_button``, which only centres the map, and, while paused,
``button_save``, which saves the recording as a track and opens it, and ``button_clear``,
which opens "Discard current recording?" with Cancel and Discard, which calls
``TrackerService.clearTrack``: the recording is dropped and its temporary file deleted; a
save with no waypoints opens "Unable to save" with Cancel and "Resume Recording");
``dialogs/YesNoDialog.kt`` (every confirmation: a message, the negative Cancel and a positive
button); ``TrackerService.kt`` (``startTracking``, which begins a new track in place of the
current one, ``stopTracking``, ``resumeTracking``, ``clearTrack``) and
``helpers/NotificationHelper.kt`` (the recording notification: Pause while recording, Resume
and Show while paused); ``TrackingToggleTileService.kt`` (the quick settings tile: "Pause
Recording" while recording, otherwise "Start Recording", which sends ``ACTION_START``, so a
paused recording that was not saved is replaced by a new one); ``TracklistFragment.kt``,
``tracklist/TracklistAdapter.kt``, ``res/layout/fragment_tracklist.xml``,
``element_statistics.xml``, ``element_track.xml`` and ``track_onboarding.xml`` (the total
distance, a row per track that opens it, its ``star_button``, which stars and unstars it, and
the swipe that opens "Delete this recording?" with Cancel and Delete, which calls
``FileHelper.deleteTrack``: the track's file and GPX file are deleted); ``TrackFragment.kt``,
``ui/TrackFragmentLayoutHolder.kt``, ``res/layout/fragment_track.xml`` and
``track_statistics.xml`` (the track's map and statistics sheet: collapsed it shows
``save_button``, which opens the system's "save as" screen for a copy of the GPX file;
expanded it shows ``delete_button``, which opens "Delete this recording?" with Cancel and
Delete, and ``edit_button``, which opens the rename dialog; the headline toggles the sheet and
the elevation rows show a hint); ``dialogs/RenameTrackDialog.kt`` and
``res/layout/dialog_rename_track.xml`` (the name field, Cancel and Rename);
``SettingsFragment.kt`` (General: "Restrict to GPS", "Use Imperial Measurements" and "App
Theme", whose list dialog holds "Same as device", "Light mode" and "Dark mode" and the
platform's Cancel; Maintenance: "Delete Non-Starred Recordings", which opens "Delete all
non-starred recordings? This action cannot be undone." with Cancel and Delete, which calls
``FileHelper.deleteNonStarredSuspended``; Advanced: "Recording Accuracy" and Reset, which
only turns "Recording Accuracy" off; About: "App Version", which copies the version to the
clipboard, and "Report Issue", which opens the project's issue page in the browser).
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, dialog
from screens import alert, entry, page

ID = "org.y20k.trackbook:id/"
RUN, RIDGE, LAKE, COMMUTE = "Morning run", "Ridge walk", "Lake loop", "Commute home"
TRACKS = [  # name, date, distance, hours, minutes, seconds, starred
    (RUN, "2022-07-02", "5.2 km", 0, 42, 10, False),
    (RIDGE, "2022-06-26", "14.8 km", 4, 5, 31, True),
    (LAKE, "2022-06-19", "7.9 km", 1, 31, 2, False),
    (COMMUTE, "2022-06-15", "3.4 km", 0, 16, 48, False),
]


def screens(t: Any) -> list[dict[str, Any]]:
    return map_page(t) + shade(t) + tracklist(t) + track(t) + settings(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation bar, on every page."""
    return [
        {"tab": t("tab_map"), "rid": f"{ID}map_fragment"},
        {"tab": t("tab_tracks"), "rid": f"{ID}tracklist_fragment"},
        {"tab": t("tab_settings"), "rid": f"{ID}settings_fragment"},
    ]


def duration(t: Any, hours: int, minutes: int, seconds: int) -> str:
    """A duration in the long form of ``DateTimeHelper.convertToReadableTime``."""
    h, m, s = t("abbreviation_hours"), t("abbreviation_minutes"), t("abbreviation_seconds")
    if hours:
        return f"{hours} {h} {minutes} {m} {seconds} {s}"
    return f"{minutes} {m} {seconds} {s}"


def map_page(t: Any) -> list[dict[str, Any]]:
    title = t("tab_map")
    where = "trackbook MapFragment"
    location = {"icon": t("descr_button_location"), "rid": f"{ID}location_button"}
    current = {"icon": t("descr_map_current_track"), "rid": f"{ID}map"}

    def main(label: str, desc: str) -> dict[str, Any]:
        return {"button": t(label), "desc": t(desc), "rid": f"{ID}main_button"}

    stats = [
        {"text": "3.1 km", "rid": f"{ID}live_statistics_distance"},
        {"text": "27:14", "rid": f"{ID}live_statistics_duration"},
    ]
    idle = page(title, [current, location, main("button_start", "descr_button_start"), *tabs(t)])
    recording = page(
        title,
        [current, *stats, location, main("button_pause", "descr_button_start"), *tabs(t)],
    )
    paused = page(
        title,
        [
            current,
            *stats,
            {"icon": t("descr_button_save"), "rid": f"{ID}button_save"},
            {"icon": t("descr_button_delete"), "rid": f"{ID}button_clear"},
            location,
            main("button_resume", "descr_button_resume"),
            *tabs(t),
        ],
    )
    cancel = t("dialog_generic_button_cancel")
    discard = (
        where + " (discard current recording)",
        title,
        None,
        t("dialog_delete_current_recording_message"),
    )
    empty = (
        where + " (unable to save)",
        title,
        None,
        t("dialog_error_empty_recording_message"),
    )
    return [
        entry("reversible", where + " (not recording)", idle, [(t("button_start"), False)]),
        entry("harmless", where + " (not recording)", idle, [(t("descr_button_location"), False)]),
        entry("harmless", where + " (not recording)", idle, [(t("tab_tracks"), False)]),
        entry("reversible", where + " (recording)", recording, [(t("button_pause"), False)]),
        entry("reversible", where + " (paused)", paused, [(t("button_resume"), False)]),
        entry("reversible", where + " (paused)", paused, [(t("descr_button_save"), False)]),
        entry("opens-prompt", where + " (paused)", paused, [(t("descr_button_delete"), False)]),
        alert(
            "delete",
            *discard,
            (cancel, None),
            (t("dialog_delete_current_recording_button_discard"), True),
        ),
        alert(
            "harmless",
            *discard,
            (cancel, False),
            (t("dialog_delete_current_recording_button_discard"), None),
        ),
        alert(
            "reversible",
            *empty,
            (cancel, None),
            (t("dialog_error_empty_recording_button_resume"), False),
        ),
        alert(
            "harmless",
            *empty,
            (cancel, False),
            (t("dialog_error_empty_recording_button_resume"), None),
        ),
    ]


def shade(t: Any) -> list[dict[str, Any]]:
    """The notification shade: the recording notification and the quick settings tile."""
    app = t("app_name")

    def notification(recording: bool, distance: str, minutes: int) -> list[dict[str, Any]]:
        if recording:
            head, actions = "notification_title_trackbook_running", ["notification_pause"]
        else:
            head, actions = (
                "notification_title_trackbook_not_running",
                [
                    "notification_resume",
                    "notification_show",
                ],
            )
        return [
            {"text": app},
            {"text": t(head)},
            {"text": f"{distance} • {duration(t, 0, minutes, 14)}"},
            *({"button": t(a)} for a in actions),
        ]

    def tile(label: str) -> dict[str, Any]:
        return {"button": t(label)}

    def screen(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": "", "items": items}

    notes = "trackbook TrackerService notification"
    tiles = "trackbook TrackingToggleTileService"
    start, pause = "quick_settings_tile_title_start", "quick_settings_tile_title_pause"
    return [
        entry(
            "reversible",
            notes + " (recording)",
            screen(notification(True, "3.1 km", 27)),
            [(t("notification_pause"), False)],
        ),
        entry(
            "reversible",
            notes + " (paused)",
            screen(notification(False, "3.1 km", 27)),
            [(t("notification_resume"), False)],
        ),
        entry(
            "harmless",
            notes + " (paused)",
            screen(notification(False, "3.1 km", 27)),
            [(t("notification_show"), False)],
        ),
        entry("reversible", tiles + " (not recording)", screen([tile(start)]), [(t(start), False)]),
        entry(
            "reversible",
            tiles + " (recording)",
            screen([tile(pause), *notification(True, "3.1 km", 27)]),
            [(t(pause), False)],
        ),
        entry(
            "overwrite",
            tiles + " (paused, new recording)",
            screen([tile(start), *notification(False, "3.1 km", 27)]),
            [(t(start), True)],
        ),
        entry(
            "overwrite",
            tiles + " (paused, new recording)",
            screen([tile(start), *notification(False, "11.6 km", 58)]),
            [(t(start), True)],
        ),
        entry(
            "overwrite",
            tiles + " (paused, new recording)",
            screen([tile(start), *notification(False, "0.8 km", 6)]),
            [(t(start), True)],
        ),
    ]


def rows(t: Any, tracks: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """The track list: the total distance, then a row per track with its star button."""
    items: list[dict[str, Any]] = [
        {"text": t("track_list_p_element_statistics"), "rid": f"{ID}total_distance_p"},
        {"text": "312.4 km", "rid": f"{ID}total_distance_data"},
    ]
    for name, date, distance, h, m, s, _ in tracks:
        data = f"{date} • {distance} • {duration(t, h, m, s)}"
        items.append({"row": name, "secondary": data, "rid": f"{ID}track_element"})
        items.append({"icon": t("descr_mark_starred_button"), "rid": f"{ID}star_button"})
    return [{"list": items}, *tabs(t)]


def tracklist(t: Any) -> list[dict[str, Any]]:
    title = t("tab_tracks")
    where = "trackbook TracklistFragment"
    full = page(title, rows(t, TRACKS))
    cancel, delete = (
        t("dialog_generic_button_cancel"),
        t("dialog_yes_no_positive_button_delete_recording"),
    )
    onboarding = page(
        title,
        [
            {"text": t("track_list_onboarding_h1_part_1")},
            {"icon": t("layout_onboarding_description_app_icon"), "rid": f"{ID}trackbook_icon"},
            {"text": t("track_list_onboarding_h1_part_2")},
            *tabs(t),
        ],
    )

    def deleting(name: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        message = f"{t('dialog_yes_no_message_delete_recording')}\n\n- {name}"
        category = "delete" if ok else "harmless"
        return alert(category, where + " (swiped, delete recording)", title, None, message,
                     (cancel, no), (delete, ok))  # fmt: skip

    return [
        entry("harmless", where, full, [(RUN, False)]),
        entry("harmless", where, full, [(t("tab_map"), False)]),
        entry(
            "reversible",
            where + " (one track, star)",
            page(title, rows(t, TRACKS[2:3])),
            [(t("descr_mark_starred_button"), False)],
        ),
        entry(
            "reversible",
            where + " (one track, unstar)",
            page(title, rows(t, TRACKS[1:2])),
            [(t("descr_mark_starred_button"), False)],
        ),
        entry("harmless", where + " (no tracks)", onboarding, [(t("tab_map"), False)]),
        deleting(RUN, True, None),
        deleting(RIDGE, True, None),
        deleting(LAKE, True, None),
        deleting(COMMUTE, True, None),
        deleting(RUN, None, False),
    ]


def sheet(t: Any, track: tuple[Any, ...], expanded: bool) -> dict[str, Any]:
    """A track's page: its map and statistics sheet, with the icons of the sheet's state."""
    name, date, distance, h, m, s, _ = track
    if expanded:
        icons = [
            {"icon": t("descr_statistics_sheet_delete_button"), "rid": f"{ID}delete_button"},
            {"icon": t("descr_statistics_sheet_edit_button"), "rid": f"{ID}edit_button"},
        ]
    else:
        icons = [{"icon": t("descr_statistics_sheet_save_button"), "rid": f"{ID}save_button"}]
    values = [
        ("distance", distance),
        ("waypoints", "412"),
        ("duration", duration(t, h, m, s)),
        ("velocity", "7.4 km/h"),
        ("recording_start", f"{date} 07:12"),
        ("recording_stop", f"{date} 07:54"),
        ("positive_elevation", "86 m"),
        ("negative_elevation", "84 m"),
        ("max_altitude", "312 m"),
        ("min_altitude", "241 m"),
    ]
    stats = [
        item
        for key, value in values
        for item in (
            {"text": t(f"statistics_sheet_p_{key}"), "rid": f"{ID}statistics_p_{key}"},
            {"text": value, "rid": f"{ID}statistics_data_{key}"},
        )
    ]
    head = {"text": name, "rid": f"{ID}statistics_track_name_headline"}
    shown = [head, *icons, *stats] if expanded else [head, *icons, *stats[:8]]
    return page(name, [{"icon": t("descr_map_last_track"), "rid": f"{ID}map"}, *shown, *tabs(t)])


def track(t: Any) -> list[dict[str, Any]]:
    where = "trackbook TrackFragment"
    run, ridge = TRACKS[0], TRACKS[1]
    cancel, delete = (
        t("dialog_generic_button_cancel"),
        t("dialog_yes_no_positive_button_delete_recording"),
    )

    def deleting(track: tuple[Any, ...], ok: bool | None, no: bool | None) -> dict[str, Any]:
        message = f"{t('dialog_yes_no_message_delete_recording')}\n\n- {track[0]}"
        category = "delete" if ok else "harmless"
        return alert(category, where + " (delete recording)", track[0], None, message,
                     (cancel, no), (delete, ok))  # fmt: skip

    def renaming(ok: bool | None, no: bool | None) -> dict[str, Any]:
        field = {
            "field": f"{ID}dialog_rename_track_input_edit_text",
            "hint": t("dialog_rename_track_input_hint"),
            "text": "Morning run by the river",
            "focused": True,
        }
        return alert("reversible" if ok is False else "harmless", where + " (rename)", RUN,
                     None, None, (cancel, no), (t("dialog_rename_track_button"), ok),
                     (field,))  # fmt: skip

    return [
        entry(
            "opens-prompt",
            where + " (sheet collapsed)",
            sheet(t, run, False),
            [(t("descr_statistics_sheet_save_button"), False)],
        ),
        entry(
            "harmless",
            where + " (sheet collapsed)",
            sheet(t, run, False),
            [("statistics_track_name_headline", False)],
        ),
        entry(
            "opens-prompt",
            where + " (sheet expanded)",
            sheet(t, run, True),
            [(t("descr_statistics_sheet_delete_button"), False)],
        ),
        entry(
            "opens-prompt",
            where + " (sheet expanded)",
            sheet(t, run, True),
            [(t("descr_statistics_sheet_edit_button"), False)],
        ),
        entry(
            "harmless",
            where + " (sheet expanded)",
            sheet(t, run, True),
            [("statistics_p_positive_elevation", False)],
        ),
        entry(
            "opens-prompt",
            where + " (sheet expanded, starred)",
            sheet(t, ridge, True),
            [(t("descr_statistics_sheet_delete_button"), False)],
        ),
        deleting(run, True, None),
        deleting(ridge, True, None),
        deleting(TRACKS[2], True, None),
        deleting(TRACKS[3], True, None),
        deleting(run, None, False),
        renaming(False, None),
        renaming(None, False),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("tab_settings")
    where = "trackbook SettingsFragment"
    theme = f"{t('pref_theme_selection_summary')} {t('pref_theme_selection_mode_device_default')}"
    version = f"{t('pref_app_version_summary')} 2.1.2 ({t('app_version_name')})"

    def prefs(gps: bool) -> dict[str, Any]:
        gps_summary = (
            "pref_gps_only_summary_gps_only" if gps else "pref_gps_only_summary_gps_and_network"
        )
        return page(
            title,
            [
                {"text": t("pref_general_title")},
                {"switch": t("pref_gps_only_title"), "checked": gps},
                {"text": t(gps_summary)},
                {"switch": t("pref_imperial_measurement_units_title"), "checked": False},
                {"text": t("pref_imperial_measurement_units_summary_metric")},
                {"row": t("pref_theme_selection_title"), "secondary": theme},
                {"text": t("pref_maintenance_title")},
                {
                    "row": t("pref_delete_non_starred_title"),
                    "secondary": t("pref_delete_non_starred_summary"),
                },
                {"text": t("pref_advanced_title")},
                {"switch": t("pref_recording_accuracy_title"), "checked": True},
                {"text": t("pref_recording_accuracy_summary_high")},
                {
                    "row": t("pref_reset_advanced_title"),
                    "secondary": t("pref_reset_advanced_summary"),
                },
                {"text": t("pref_about_title")},
                {"row": t("pref_app_version_title"), "secondary": version},
                {"row": t("pref_report_issue_title"), "secondary": t("pref_report_issue_summary")},
                *tabs(t),
            ],
        )

    off, on = prefs(False), prefs(True)
    cancel = t("dialog_generic_button_cancel")
    purge = (
        where + " (delete non-starred)",
        title,
        None,
        t("dialog_yes_no_message_delete_non_starred"),
    )
    delete = t("dialog_yes_no_positive_button_delete_non_starred")
    radios = ("device_default", "light", "dark")

    def themes(
        category: str, taps: tuple[tuple[str, bool], ...], no: bool | None
    ) -> dict[str, Any]:
        items = tuple(
            {
                "radio": t(f"pref_theme_selection_mode_{r}"),
                "checked": r == "device_default",
                "rid": "android:id/text1",
            }
            for r in radios
        )
        head = t("pref_theme_selection_title")
        return dialog(category, where + " (app theme)", title, head, None,
                      [(t("android:cancel"), NEGATIVE, no)], items, taps)  # fmt: skip

    return [
        entry("reversible", where, off, [(t("pref_gps_only_title"), False)]),
        entry("reversible", where + " (GPS only)", on, [(t("pref_gps_only_title"), False)]),
        entry("reversible", where, off, [(t("pref_imperial_measurement_units_title"), False)]),
        entry("harmless", where, off, [(t("pref_theme_selection_title"), False)]),
        entry("opens-prompt", where, off, [(t("pref_delete_non_starred_title"), False)]),
        entry("reversible", where, off, [(t("pref_recording_accuracy_title"), False)]),
        entry("reversible", where, off, [(t("pref_reset_advanced_title"), False)]),
        entry("harmless", where, off, [(t("pref_app_version_title"), False)]),
        entry("harmless", where, off, [(t("pref_report_issue_title"), False)]),
        themes("reversible", ((t("pref_theme_selection_mode_dark"), False),), None),
        themes("harmless", (), False),
        alert("delete", *purge, (cancel, None), (delete, True)),
        alert("harmless", *purge, (cancel, False), (delete, None)),
    ]

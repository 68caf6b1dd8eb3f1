"""Todo Agenda's screens (``org.andstatus.todoagenda``, home screen widgets that show the
events of the chosen calendars and the tasks of the chosen task lists, each widget with its
own settings: layouts, colors, filters, calendars, a snapshot of the events, and backups of
the settings written to and restored from files), strings from
``app/src/main/res/values*/strings.xml``. The widget, calendar, event, task and file names on
the screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/andstatus/todoagenda``):
``RemoteViewsFactory.kt``, ``EnvironmentChangedReceiver.kt`` and
``res/layout/widget_header_one_row.xml``, ``widget_scrollable.xml`` and ``event_entry.xml``
(the widget on the home screen: the header's ``go_to_today``, ``add_event``, ``add_task``,
``refresh`` and ``overflow_menu`` buttons, which scroll to today, open the calendar's or the
task app's editor for a new entry, reload the list and open the widget's settings; each
``event_entry`` opens its event in the calendar or its task in the task app);
``MainActivity.kt`` and ``res/layout/activity_main.xml`` and ``widget_list_item.xml`` (the
permission page: "Grant permissions", which opens the app's page in the system settings, and
"Don't ask for permissions anymore", which sets ``askForPermissions`` off and goes to the
home screen; the list of widgets, each ``widget_name`` opening that widget's settings; "Go to
home screen"); ``ErrorReportActivity.kt`` and ``res/layout/activity_error_report.xml`` (the
message and OK, which closes the page); ``WidgetConfigurationActivity.kt`` (the title, the
widget's name, or a section's title and the widget's name; ``backupSettings``, which writes
the settings to the file the user made, and ``restoreSettings``, which reads the file picked
and calls ``AllSettings.restoreWidgetSettings``); ``prefs/AllSettings.kt``
(``restoreWidgetSettings`` saves the file's settings, and its snapshot of events, over the
widget's, with no question and no undo); ``prefs/RootFragment.kt`` and
``res/xml/preferences_root.xml`` (the seven sections); ``prefs/FeedbackPreferencesFragment.kt``
and ``res/xml/preferences_feedback.xml`` ("Visit widget on Github" and "on Google Play Store",
which open the pages, "Share events and settings for debugging", which opens the share sheet
through ``QueryResultsStorage.shareEventsForDebugging``, "Backup settings", which opens the
system's file creation with ``ACTION_CREATE_DOCUMENT``, and "Restore settings from a backup",
which opens the system's file picker with ``ACTION_GET_CONTENT``, where tapping a file picks
it); ``prefs/OtherPreferencesFragment.kt`` and ``res/xml/preferences_other.xml`` ("Widget
name", "Buttons size", "Text size", "Time format", "Lock time zone", "Start hour of a day",
"Lock list of events (Snapshot mode)" and "Auto refresh period"; ``onSharedPreferenceChanged``
keeps the stored snapshot while a snapshot mode is picked, takes a new one where there is
none, and sets ``resultsStorage`` to null, so drops the snapshot, when "Live data from real
sources" is picked); ``prefs/LayoutPreferencesFragment.kt`` and ``res/xml/preferences_layout
.xml``; ``prefs/dateformat/DateFormatDialog.kt`` and ``res/layout/dateformat_preference.xml``
(the date format dialog: the ``date_format_type`` spinner, ``custom_pattern``,
``sample_date`` and ``result``, with Cancel and OK); ``prefs/colors/ColorsPreferencesFragment
.kt``, ``res/xml/preferences_colors.xml`` and ``colorpicker/.../ColorPreferenceDialog.kt``
(the color picker, whose Default button only sets the picker to the default color, with
Cancel and OK); ``prefs/EventDetailsPreferencesFragment.kt`` and
``res/xml/preferences_event_details.xml``; ``prefs/EventFiltersPreferencesFragment.kt`` and
``res/xml/preferences_event_filters.xml``; ``prefs/EventSourcesPreferencesFragment.kt`` (a
check box for each calendar and task list, saved when the page is left); the list entries
from ``res/values/arrays.xml``.
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choice, edit, entry, page

WIDGET, OTHER_WIDGET, WIDGET_ID = "Work agenda", "Home", 12
MEETING, LUNCH, TASK = "Team meeting", "Lunch with Alice", "Send the quarterly report"
BACKUP = "Work-agenda-Todo-Agenda-backup-2025-03-01-09-30-12-345.json"
CLONE = "Home-Todo-Agenda-backup-2025-02-14-18-02-44-101.json"
SHARED = "Work-agenda-Todo-Agenda-shareEvents-2025-03-05-17-45-03-220.json"
TAKEN = "2025-03-10 14:05"
ZONE = "GMT+01:00"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        widget(t)
        + main(t)
        + root(t)
        + feedback(t)
        + other(t)
        + layout(t)
        + colors(t)
        + details(t)
        + filters(t)
        + sources(t)
    )


def section(t: Any, key: str) -> str:
    """A section's title bar: its title, then the widget's name."""
    return f"{t(key)} - {WIDGET}"


def widget(t: Any) -> list[dict[str, Any]]:
    home = page(
        WIDGET,
        [
            {"text": "10.03.2025", "rid": f"{ID}calendar_current_date"},
            {"icon": t("go_to_today"), "rid": f"{ID}go_to_today"},
            {"icon": t("add_event_desc"), "rid": f"{ID}add_event"},
            {"icon": t("add_task_desc"), "rid": f"{ID}add_task"},
            {"icon": t("refresh_desc"), "rid": f"{ID}refresh"},
            {"icon": t("open_prefs_desc"), "rid": f"{ID}overflow_menu"},
            {
                "list": [
                    {"text": t("today"), "rid": f"{ID}day_header_title"},
                    {"row": MEETING, "secondary": "10:00 - 11:00", "rid": f"{ID}event_entry"},
                    {"row": TASK, "rid": f"{ID}event_entry"},
                    {"text": t("tomorrow"), "rid": f"{ID}day_header_title"},
                    {"row": LUNCH, "secondary": "12:30 - 13:30", "rid": f"{ID}event_entry"},
                ]
            },
        ],
    )
    where = "todoagenda widget (home screen)"
    taps = (
        "go_to_today",
        "add_event_desc",
        "add_task_desc",
        "open_prefs_desc",
    )
    return [
        *(entry("harmless", where, home, [(t(k), False)]) for k in taps),
        entry("harmless", f"{where}, event", home, [(MEETING, False)]),
        entry("harmless", f"{where}, task", home, [(TASK, False)]),
    ]


def main(t: Any) -> list[dict[str, Any]]:
    title = t("app_name")
    asking = page(
        title,
        [
            {"text": t("permissions_justification"), "rid": f"{ID}message"},
            {"button": t("grant_permissions"), "rid": f"{ID}grant_permissions"},
            {
                "button": t("dont_ask_for_permissions"),
                "rid": f"{ID}dont_ask_for_permissions_button",
            },
        ],
    )
    widgets = page(
        title,
        [
            {"text": t("select_a_widget_to_configure"), "rid": f"{ID}message"},
            {
                "list": [
                    {"row": WIDGET, "rid": f"{ID}widget_name"},
                    {"row": OTHER_WIDGET, "rid": f"{ID}widget_name"},
                ]
            },
        ],
    )
    error = page(
        title,
        [
            {"field": f"{ID}appMessage", "text": "Failed to load events"},
            {"button": t("android:ok"), "rid": f"{ID}okButton"},
        ],
    )
    where = "todoagenda MainActivity"
    return [
        entry("harmless", f"{where} (permissions)", asking, [(t("grant_permissions"), False)]),
        entry(
            "reversible", f"{where} (permissions)", asking, [(t("dont_ask_for_permissions"), False)]
        ),
        entry("harmless", f"{where} (widgets)", widgets, [(WIDGET, False)]),
        entry("harmless", "todoagenda ErrorReportActivity", error, [(t("android:ok"), False)]),
    ]


def root(t: Any) -> list[dict[str, Any]]:
    rows = (
        ("layout_prefs_title", "layout_prefs_desc"),
        ("appearance_group_color_title", "colors_prefs_desc"),
        ("event_details_prefs", "event_details_prefs_desc"),
        ("event_filters_prefs", "event_filters_prefs_desc"),
        ("calendars_prefs", "calendars_prefs_desc"),
        ("other_prefs_title", "other_prefs_desc"),
        ("feedback_prefs", "feedback_prefs_desc"),
    )
    screen = page(WIDGET, [{"row": t(k), "secondary": t(s)} for k, s in rows])
    where = "todoagenda RootFragment (preferences_root)"
    taps = ("feedback_prefs", "other_prefs_title")
    return [entry("harmless", where, screen, [(t(k), False)]) for k in taps]


def feedback(t: Any) -> list[dict[str, Any]]:
    rows = (
        ("feedback_github_title", "feedback_github_desc"),
        ("feedback_play_store_title", "feedback_play_store_desc"),
        ("share_events_for_debugging_title", "share_events_for_debugging_desc"),
        ("backup_settings_title", "backup_settings_desc"),
        ("restore_settings_title", "restore_settings_desc"),
    )
    screen = page(section(t, "feedback_prefs"), [{"row": t(k), "secondary": t(s)} for k, s in rows])
    where = "todoagenda FeedbackPreferencesFragment (preferences_feedback)"
    files = page(
        "Download",
        [
            {"row": BACKUP, "secondary": "4.2 kB", "rid": "com.android.documentsui:id/item_root"},
            {"row": SHARED, "secondary": "38 kB", "rid": "com.android.documentsui:id/item_root"},
            {"row": CLONE, "secondary": "4.1 kB", "rid": "com.android.documentsui:id/item_root"},
        ],
    )
    picked = "todoagenda WidgetConfigurationActivity (restore settings, file picked)"
    share = page(
        t("share_events_for_debugging_title"),
        [
            {"row": "Gmail", "rid": "android:id/text1"},
            {"row": "Drive", "rid": "android:id/text1"},
        ],
    )
    return [
        entry("opens-prompt", where, screen, [(t("restore_settings_title"), False)]),
        entry("opens-prompt", where, screen, [(t("backup_settings_title"), False)]),
        entry("opens-prompt", where, screen, [(t("share_events_for_debugging_title"), False)]),
        entry("harmless", where, screen, [(t("feedback_github_title"), False)]),
        entry("overwrite", picked, files, [(BACKUP, True)]),
        entry(
            "overwrite",
            "todoagenda WidgetConfigurationActivity (restore settings, another widget's file)",
            files,
            [(CLONE, True)],
        ),
        entry(
            "overwrite",
            "todoagenda WidgetConfigurationActivity (restore settings, shared events file)",
            files,
            [(SHARED, True)],
        ),
        entry(
            "harmless", "todoagenda QueryResultsStorage (share sheet)", share, [("Gmail", False)]
        ),
    ]


def other(t: Any) -> list[dict[str, Any]]:
    title = section(t, "other_prefs_title")
    live, at_time, now = (
        t("snapshot_mode_live_data"),
        t("snapshot_mode_time", TAKEN),
        t("snapshot_mode_now", TAKEN),
    )

    def screen(mode: str, locked: bool) -> dict[str, Any]:
        return page(
            title,
            [
                {"row": t("widget_instance_name"), "secondary": f"{WIDGET} (id:{WIDGET_ID})"},
                {
                    "row": t("appearance_text_size_title"),
                    "secondary": t("appearance_text_size_desc"),
                },
                {
                    "row": t("appearance_time_format_title"),
                    "secondary": t("appearance_date_format_desc"),
                },
                {"switch": t("lock_time_zone_title"), "checked": locked},
                {
                    "text": t(
                        "lock_time_zone_on_desc" if locked else "lock_time_zone_off_desc", ZONE
                    )
                },
                {"row": t("start_hour_of_day"), "secondary": "5"},
                {"row": t("snapshot_mode"), "secondary": mode},
                {
                    "row": t("refresh_period_minutes"),
                    "secondary": t("refresh_period_minutes_desc", 60),
                },
            ],
        )

    where = "todoagenda OtherPreferencesFragment (preferences_other)"
    mode = "todoagenda OtherPreferencesFragment (snapshot mode)"
    cancel, ok = t("android:cancel"), t("android:ok")
    shown = screen(live, False)
    snapshots = [live, at_time, now]
    early = [live, t("snapshot_mode_time", "..."), t("snapshot_mode_now", "...")]
    sizes = [
        t(k)
        for k in (
            "appearance_text_size_very_large",
            "appearance_text_size_large",
            "appearance_text_size_medium",
            "appearance_text_size_small",
            "appearance_text_size_very_small",
        )
    ]
    formats = [
        t(k)
        for k in (
            "appearance_date_format_auto",
            "appearance_date_format_24",
            "appearance_date_format_12",
        )
    ]
    return [
        entry("reversible", where, shown, [(t("lock_time_zone_title"), False)]),
        entry("opens-prompt", where, shown, [(t("snapshot_mode"), False)]),
        entry("opens-prompt", where, screen(at_time, True), [(t("snapshot_mode"), False)]),
        entry("opens-prompt", where, shown, [(t("widget_instance_name"), False)]),
        choice("delete", mode, title, t("snapshot_mode"), snapshots, at_time, live, True, cancel),
        choice("delete", mode, title, t("snapshot_mode"), snapshots, now, live, True, cancel),
        choice("reversible", mode, title, t("snapshot_mode"), early, live, early[1], False, cancel),
        choice(
            "reversible", mode, title, t("snapshot_mode"), snapshots, at_time, now, False, cancel
        ),
        choice(
            "harmless", mode, title, t("snapshot_mode"), snapshots, at_time, cancel, False, cancel
        ),
        edit(
            "reversible",
            "todoagenda OtherPreferencesFragment (widget name)",
            title,
            t("widget_instance_name"),
            "Work calendar",
            (cancel, None),
            (ok, False),
        ),
        edit(
            "harmless",
            "todoagenda OtherPreferencesFragment (widget name)",
            title,
            t("widget_instance_name"),
            "Work calendar",
            (cancel, False),
            (ok, None),
        ),
        choice(
            "reversible",
            "todoagenda OtherPreferencesFragment (text size)",
            title,
            t("appearance_text_size_title"),
            sizes,
            sizes[2],
            sizes[1],
            False,
            cancel,
        ),
        choice(
            "reversible",
            "todoagenda OtherPreferencesFragment (time format)",
            title,
            t("appearance_time_format_title"),
            formats,
            formats[0],
            formats[1],
            False,
            cancel,
        ),
        edit(
            "reversible",
            "todoagenda OtherPreferencesFragment (refresh period)",
            title,
            t("refresh_period_minutes"),
            "30",
            (cancel, None),
            (ok, False),
        ),
    ]


def layout(t: Any) -> list[dict[str, Any]]:
    title = section(t, "layout_prefs_title")
    screen = page(
        title,
        [
            {"switch": t("compact_layout_title"), "checked": False},
            {"text": t("widget_header")},
            {"row": t("widget_header_layout"), "secondary": t("single_line_layout")},
            {"row": t("widget_header_date_format"), "secondary": t("device_default")},
            {"text": t("day_header")},
            {"switch": t("appearance_show_day_headers_title"), "checked": True},
            {"row": t("day_header_date_format"), "secondary": t("date_format_default_weekday")},
            {"text": t("other_widget_parts")},
            {"switch": t("show_current_time_line_title"), "checked": False},
            {"row": t("last_entry_title"), "secondary": t("last_entry_with_message")},
        ],
    )
    where = "todoagenda LayoutPreferencesFragment (preferences_layout)"
    cancel, ok = t("android:cancel"), t("android:ok")
    headers = [t("single_line_layout"), t("two_rows_layout"), t("hidden")]
    last = [t("last_entry_with_message"), t("last_entry_empty"), t("last_entry_hidden")]
    formats = (
        {"text": t("simple_options")},
        {"row": t("date_format_default_weekday"), "rid": f"{ID}date_format_type"},
        {"text": t("custom_pattern")},
        {"field": f"{ID}custom_pattern", "text": "EEEE, d MMMM"},
        {"text": t("sample_date")},
        {"field": f"{ID}sample_date", "text": "2025-03-10"},
        {"text": t("result_formatted_date")},
        {"text": "Monday, 10 March", "rid": f"{ID}result"},
    )
    dated = "todoagenda DateFormatDialog (day header date format)"

    def date_format(category: str, ok_bad: bool | None, cancel_bad: bool | None) -> dict:
        buttons = [("negative", cancel, cancel_bad), ("positive", ok, ok_bad)]
        return alert(category, dated, title, t("day_header_date_format"), buttons, formats)

    return [
        entry("reversible", where, screen, [(t("compact_layout_title"), False)]),
        entry("reversible", where, screen, [(t("appearance_show_day_headers_title"), False)]),
        entry("opens-prompt", where, screen, [(t("widget_header_layout"), False)]),
        entry("opens-prompt", where, screen, [(t("day_header_date_format"), False)]),
        choice(
            "reversible",
            "todoagenda LayoutPreferencesFragment (widget header layout)",
            title,
            t("widget_header_layout"),
            headers,
            headers[0],
            headers[2],
            False,
            cancel,
        ),
        date_format("reversible", False, None),
        date_format("harmless", None, False),
        choice(
            "reversible",
            "todoagenda LayoutPreferencesFragment (end of list entry)",
            title,
            t("last_entry_title"),
            last,
            last[0],
            last[2],
            False,
            cancel,
        ),
    ]


def colors(t: Any) -> list[dict[str, Any]]:
    title = section(t, "appearance_group_color_title")
    screen = page(
        title,
        [
            {"switch": t("different_colors_for_dark_title"), "checked": False},
            {"row": t("text_color_source"), "secondary": t("text_color_source_auto_desc")},
            {"row": t("text_shadow_title"), "secondary": t("text_shadow_no_shadow")},
            {"text": t("widget_header")},
            {"row": t("appearance_header_theme_title"), "secondary": t("appearance_theme_black")},
            {"row": t("widget_header_background_color_title")},
            {"text": t("future_events")},
            {"row": t("background_color_title")},
        ],
    )
    where = "todoagenda ColorsPreferencesFragment (preferences_colors)"
    cancel, ok = t("android:cancel"), t("android:ok")
    sources = [
        t("text_color_source_auto"),
        t("text_color_source_shading"),
        t("text_color_source_color"),
    ]
    picker = (
        {"id": f"{ID}hueSatView"},
        {"field": f"{ID}hexEdit", "text": "FF3F51B5"},
    )
    picked = "todoagenda ColorPreferenceDialog (background color)"

    def color(category: str, bad: tuple[bool | None, bool | None, bool | None]) -> dict:
        buttons = [
            ("neutral", t("default_value"), bad[0]),
            ("negative", cancel, bad[1]),
            ("positive", ok, bad[2]),
        ]
        return alert(category, picked, title, t("background_color_title"), buttons, picker)

    return [
        entry("reversible", where, screen, [(t("different_colors_for_dark_title"), False)]),
        entry("opens-prompt", where, screen, [(t("text_color_source"), False)]),
        entry("opens-prompt", where, screen, [(t("background_color_title"), False)]),
        choice(
            "reversible",
            "todoagenda ColorsPreferencesFragment (text color source)",
            title,
            t("text_color_source"),
            sources,
            sources[0],
            sources[2],
            False,
            cancel,
        ),
        color("reversible", (None, None, False)),
        color("harmless", (None, False, None)),
        color("harmless", (False, None, None)),
    ]


def details(t: Any) -> list[dict[str, Any]]:
    screen = page(
        section(t, "event_details_prefs"),
        [
            {"switch": t("show_day_xy_title"), "checked": True},
            {"switch": t("event_details_show_end_time_title"), "checked": True},
            {"switch": t("event_details_show_location_title"), "checked": True},
            {"switch": t("show_description_title"), "checked": False},
            {"switch": t("event_details_fill_all_day_events_title"), "checked": True},
            {"text": t("event_details_indicators")},
            {"switch": t("event_details_indicate_alert_title"), "checked": True},
            {"switch": t("event_details_indicate_recurring_title"), "checked": False},
        ],
    )
    where = "todoagenda EventDetailsPreferencesFragment (preferences_event_details)"
    taps = ("event_details_show_location_title",)
    return [entry("reversible", where, screen, [(t(k), False)]) for k in taps]


def filters(t: Any) -> list[dict[str, Any]]:
    title = section(t, "event_filters_prefs")
    off = t("this_option_is_turned_off")
    screen = page(
        title,
        [
            {"text": t("past_events")},
            {"row": t("pref_events_ended_title"), "secondary": off},
            {"text": t("current_and_future_events")},
            {"row": t("event_details_event_range_title"), "secondary": t("event_range_one_month")},
            {"text": t("all_events")},
            {"row": t("pref_hide_based_on_keywords_title"), "secondary": off},
            {"switch": t("hide_duplicates"), "checked": False},
            {"row": t("filter_mode"), "secondary": t("filter_mode_normal")},
        ],
    )
    where = "todoagenda EventFiltersPreferencesFragment (preferences_event_filters)"
    cancel, ok = t("android:cancel"), t("android:ok")
    ranges = [
        t(k)
        for k in (
            "event_range_today",
            "event_range_today_and_tomorrow",
            "event_range_one_day",
            "event_range_one_week",
            "event_range_two_weeks",
            "event_range_one_month",
        )
    ]
    ended = [
        t(k)
        for k in (
            "this_option_is_turned_off",
            "ended_one_hour_ago",
            "ended_two_hours_ago",
            "ended_four_hours_ago",
            "ended_today",
            "ended_yesterday",
        )
    ]
    modes = [t("filter_mode_normal"), t("filter_mode_debug"), t("filter_mode_no_filtering")]
    return [
        entry("opens-prompt", where, screen, [(t("event_details_event_range_title"), False)]),
        entry("opens-prompt", where, screen, [(t("pref_hide_based_on_keywords_title"), False)]),
        entry("reversible", where, screen, [(t("hide_duplicates"), False)]),
        choice(
            "reversible",
            "todoagenda EventFiltersPreferencesFragment (date range)",
            title,
            t("event_details_event_range_title"),
            ranges,
            ranges[5],
            ranges[3],
            False,
            cancel,
        ),
        choice(
            "reversible",
            "todoagenda EventFiltersPreferencesFragment (past events)",
            title,
            t("pref_events_ended_title"),
            ended,
            ended[0],
            ended[4],
            False,
            cancel,
        ),
        choice(
            "reversible",
            "todoagenda EventFiltersPreferencesFragment (filters troubleshooter)",
            title,
            t("filter_mode"),
            modes,
            modes[0],
            modes[2],
            False,
            cancel,
        ),
        edit(
            "reversible",
            "todoagenda EventFiltersPreferencesFragment (hide keywords)",
            title,
            t("pref_hide_based_on_keywords_title"),
            "birthday, holiday",
            (cancel, None),
            (ok, False),
        ),
    ]


def sources(t: Any) -> list[dict[str, Any]]:
    screen = page(
        section(t, "calendars_prefs"),
        [
            {"switch": "Work", "checked": True},
            {"switch": "Family", "checked": True},
            {"switch": "Holidays in Germany", "checked": False},
            {"switch": f"{t('task_source_opentasks')}: My tasks", "checked": False},
        ],
    )
    where = "todoagenda EventSourcesPreferencesFragment"
    return [
        entry("reversible", where, screen, [("Holidays in Germany", False)]),
    ]

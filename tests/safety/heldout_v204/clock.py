"""Fossify Clock's screens (``org.fossify.clock``: alarms added, edited, switched on and off,
deleted, snoozed and dismissed; timers added, started, paused, reset and deleted; the stopwatch
started, lapped and reset; world-clock time zones added, renamed and removed; settings, colors,
export and the widgets' configuration), strings from ``app/src/main/res/values*/strings.xml``
and Fossify Commons' ``commons/src/main/res/values*/strings.xml``. The alarm, timer, sound, time
zone and file names and the times on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/org/fossify/clock``): ``fragments/AlarmFragment.kt``,
``res/layout/fragment_alarm.xml`` and ``item_alarm.xml`` (the alarms, each with its switch, and
the ``alarm_fab`` button, which opens ``EditAlarmDialog``); ``adapters/AlarmsAdapter.kt`` and
``res/menu/cab_alarms.xml`` (a long press selects alarms; the selection's Delete calls
``deleteItems()``, which removes them from the database at once, with no confirmation and no
undo; the switch enables or disables an alarm, the first time showing the ``alarm_warning``
``ConfirmationDialog``); ``dialogs/EditAlarmDialog.kt`` and ``res/layout/dialog_edit_alarm.xml``
(no title: the time, the week days, Vibrate, the sound, the Label field, Cancel and OK, which
inserts or updates the alarm); Commons' ``dialogs/SelectAlarmSoundDialog.kt`` ("Your sounds",
"Add a new sound", which opens the system's file picker, "System sounds", Cancel and OK; a long
press on one of your sounds opens a ``RadioGroupDialog`` with Remove, which only takes it off
the app's list of sounds, the file staying where it is); ``dialogs/ChangeAlarmSortDialog.kt``
and ``ChangeTimerSortDialog.kt`` ("Sort by", reached from ``res/menu/menu.xml``'s Sort item on
the alarm and timer tabs); ``helpers/AlarmNotificationHelper.kt`` and ``helpers/
AlarmController.kt`` (a ringing alarm's notification: Snooze, which schedules it again after
the snooze time, and Dismiss, which stops it, a one-time alarm being switched off);
``receivers/UpcomingAlarmReceiver.kt`` and ``SkipUpcomingAlarmReceiver.kt`` (the "Upcoming
alarm" notification's Dismiss, which skips the next ring, the alarm staying in the list);
``fragments/TimerFragment.kt``, ``adapters/TimerAdapter.kt`` and ``res/layout/item_timer.xml``
("New Timer", each timer's play/pause and reset buttons, the selection's Delete, which posts
``TimerEvent.Delete`` for each timer at once, with no confirmation); ``dialogs/
EditTimerDialog.kt`` and ``MyTimePickerDialogDialog.kt`` (the timer's time, Vibrate, sound and
Label, Cancel and OK); ``extensions/Context.kt`` and ``receivers/HideTimerReceiver.kt`` (the
"Time expired" notification's Dismiss, which hides it and resets the timer);
``fragments/StopwatchFragment.kt`` and ``helpers/Stopwatch.kt`` (play/pause, Lap, the laps'
sorting headers and reset, which clears the time and every lap at once); ``fragments/
ClockFragment.kt``, ``adapters/TimeZonesAdapter.kt``, ``dialogs/AddTimeZonesDialog.kt`` and
``EditTimeZoneDialog.kt`` (the world clocks: ``clock_fab`` opens the list of time zones to tick,
a time zone's row opens its Title and "Time zone" fields, the selection's Delete takes the time
zones off the list of shown zones, the edited titles staying kept); ``activities/
SettingsActivity.kt`` and ``res/layout/activity_settings.xml`` (the settings' rows and
switches); ``dialogs/ExportDataDialog.kt`` ("Export alarms and timers": the file name, Cancel and
OK, which opens the system's save-file picker, the file written only when a place is chosen
there); Commons' ``activities/CustomizationActivity.kt`` (Theme, the colors, Save, and on
leaving with changes the "Save before exit?" dialog with Discard and Save); ``activities/
WidgetDigitalConfigureActivity.kt`` and ``WidgetAnalogueConfigureActivity.kt`` (the widgets'
colors and OK, which saves them).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, image, menu, notification

WAKE, GYM, OTHER = "07:30", "18:15", "22:00"
GYM_LABEL, TIMER, PASTA = "Gym", "05:00", "Pasta"
SOUND, SYSTEM = "Birdsong.mp3", "Argon"
NEW_YORK, TOKYO = "New York", "Tokyo"


def screens(t: Any) -> list[dict[str, Any]]:
    return alarms(t) + timers(t) + stopwatch(t) + world(t) + settings(t)


def _popup(category: str, source: str, screen: dict[str, Any],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    return entry(category, source, {"dialog": {}, **screen}, cases)


def alarms(t: Any) -> list[dict[str, Any]]:
    title = t("alarm")
    toolbar = [{"icon": t("sort_by")}]

    def row(time: str, days: str, label: str = "", on: bool = True) -> list[dict[str, Any]]:
        shown = [{"row": time, "secondary": f"{days} {label}".strip()}]
        return [*shown, image("alarm_switch", "switch", checked=on)]

    tabs = [{"tab": t(k)} for k in ("clock", "alarm", "stopwatch", "timer")]
    one = [*toolbar, *row(WAKE, t("every_day")), image("alarm_fab"), *tabs]
    two = [
        *toolbar,
        {"row": WAKE, "secondary": t("every_day")},
        {"row": GYM, "secondary": f"{t('tomorrow')} {GYM_LABEL}"},
        image("alarm_fab"),
        *tabs,
    ]
    where = "clock AlarmFragment (fragment_alarm, item_alarm)"
    cab = "clock AlarmsAdapter (cab_alarms, selection)"

    def selected(count: str, rows: list[tuple[str, str]]) -> dict[str, Any]:
        items = [{"icon": t("delete")}, *({"row": r, "secondary": s} for r, s in rows)]
        return _popup("delete", cab, {"title": count, "items": items}, [(t("delete"), True)])

    fields = [{"button": WAKE, "rid": f"{ID}edit_alarm_time"},
              {"switch": t("vibrate"), "checked": True},
              {"button": SYSTEM, "rid": f"{ID}edit_alarm_sound"}]  # fmt: skip

    def edit(category: str, label: str, cancel: bool | None, ok: bool | None,
             taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items = (*fields, {"field": "edit_alarm", "hint": t("label"), "text": label})
        return alert(category, "clock EditAlarmDialog (dialog_edit_alarm)", title, None, None,
                     (t("cancel"), cancel), (t("ok"), ok), items, taps)  # fmt: skip

    sort_rows = ("sort_by_creation_order", "sort_by_alarm_time", "sort_by_day_and_alarm_time",
                 "custom")  # fmt: skip
    radios = tuple({"radio": t(k), "checked": k == "sort_by_creation_order"} for k in sort_rows)
    sort = "clock ChangeAlarmSortDialog (dialog_change_alarm_sort)"
    sounds = (
        {"text": t("your_sounds")}, {"radio": SOUND, "checked": False},
        {"radio": t("add_new_sound"), "checked": False},
        {"text": t("system_sounds")}, {"radio": SYSTEM, "checked": True},
        {"radio": "Helium", "checked": False},
    )  # fmt: skip
    pick = "commons SelectAlarmSoundDialog (dialog_select_alarm_sound)"
    ringing = "clock AlarmNotificationHelper (ringing alarm)"
    actions = [t("snooze"), t("dismiss")]
    return [
        _popup("harmless", where, {"title": title, "items": two}, [("alarm_fab", False)]),
        _popup("reversible", where, {"title": title, "items": one}, [("alarm_switch", False)]),
        _popup("harmless", where, {"title": title, "items": two}, [(t("sort_by"), False)]),
        menu("harmless", "clock MainActivity (menu)", title,
             [t("settings"), t("about"), t("more_fossify_apps")],
             [(t("settings"), False)]),
        selected("1 / 2", [(WAKE, t("every_day")), (GYM, GYM_LABEL)]),
        selected("2 / 2", [(WAKE, t("every_day")), (GYM, GYM_LABEL)]),
        selected("1 / 3", [(WAKE, t("every_day")), (GYM, GYM_LABEL), (OTHER, t("not_scheduled"))]),
        alert("reversible", sort, title, t("sort_by"), None, (t("cancel"), None),
              (t("ok"), False), radios, ((t("sort_by_alarm_time"), False),)),
        edit("reversible", "", None, False),
        edit("harmless", "", False, None),
        edit("reversible", GYM_LABEL, None, False, ((t("vibrate"), False),)),
        edit("harmless", GYM_LABEL, None, None, (("edit_alarm_sound", False),)),
        alert("reversible", "commons ConfirmationDialog (alarm_warning)", title, None,
              t("alarm_warning"), None, (t("ok"), False)),
        alert("reversible", pick, title, None, None, (t("cancel"), None), (t("ok"), False),
              sounds, ((SYSTEM, False),)),
        _popup("reversible", "commons RadioGroupDialog (SelectAlarmSoundDialog, your sound)",
               {"title": title, "items": [{"radio": t("remove")}]}, [(t("remove"), False)]),
        notification("reversible", ringing, title, f"{WAKE} {GYM_LABEL}", actions,
                     [(t("dismiss"), False)]),
        notification("reversible", ringing, title, f"{WAKE} {GYM_LABEL}", actions,
                     [(t("snooze"), False)]),
        notification("reversible", "clock UpcomingAlarmReceiver (upcoming alarm)",
                     t("upcoming_alarm"), f"{WAKE} {GYM_LABEL}", [t("dismiss")],
                     [(t("dismiss"), False)]),
    ]  # fmt: skip


def timers(t: Any) -> list[dict[str, Any]]:
    title = t("timer")
    tabs = [{"tab": t(k)} for k in ("clock", "alarm", "stopwatch", "timer")]

    def listing(time: str, running: bool) -> list[dict[str, Any]]:
        items = [{"icon": t("sort_by")}, {"row": time, "secondary": PASTA}]
        if running:
            items.append(image("timer_reset"))
        return [*items, image("timer_play_pause"), {"icon": t("new_timer")}, *tabs]

    where = "clock TimerFragment (fragment_timer, item_timer)"
    cab = "clock TimerAdapter (cab_alarms, selection)"

    def selected(count: str, rows: list[tuple[str, str]]) -> dict[str, Any]:
        items = [{"icon": t("delete")}, *({"row": r, "secondary": s} for r, s in rows)]
        return _popup("delete", cab, {"title": count, "items": items}, [(t("delete"), True)])

    def edit(category: str, cancel: bool | None, ok: bool | None,
             taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items = ({"button": TIMER, "rid": f"{ID}edit_timer_initial_time"},
                 {"switch": t("vibrate"), "checked": False},
                 {"button": SYSTEM, "rid": f"{ID}edit_timer_sound"},
                 {"field": "edit_timer", "hint": t("label"), "text": PASTA})  # fmt: skip
        return alert(category, "clock EditTimerDialog (dialog_edit_timer)", title, None, None,
                     (t("cancel"), cancel), (t("ok"), ok), items, taps)  # fmt: skip

    sort_rows = ("sort_by_creation_order", "sort_by_timer_duration", "custom")
    radios = tuple({"radio": t(k), "checked": k == "sort_by_creation_order"} for k in sort_rows)
    sort = "clock ChangeTimerSortDialog (dialog_change_timer_sort)"
    return [
        _popup("harmless", where, {"title": title, "items": listing(TIMER, False)},
               [(t("new_timer"), False)]),
        _popup("reversible", where, {"title": title, "items": listing(TIMER, False)},
               [("timer_play_pause", False)]),
        _popup("reversible", where, {"title": title, "items": listing("03:12", True)},
               [("timer_play_pause", False)]),
        _popup("reversible", where, {"title": title, "items": listing("03:12", True)},
               [("timer_reset", False)]),
        selected("1 / 1", [(TIMER, PASTA)]),
        selected("2 / 2", [(TIMER, PASTA), ("25:00", "")]),
        edit("reversible", None, False),
        edit("harmless", False, None),
        alert("reversible", sort, title, t("sort_by"), None, (t("cancel"), None),
              (t("ok"), False), radios, ((t("sort_by_timer_duration"), False),)),
        notification("reversible", "clock Context.getTimerNotification (time expired)", PASTA,
                     t("time_expired"), [t("dismiss")], [(t("dismiss"), False)]),
    ]  # fmt: skip


def stopwatch(t: Any) -> list[dict[str, Any]]:
    title = t("stopwatch")
    tabs = [{"tab": t(k)} for k in ("clock", "alarm", "stopwatch", "timer")]
    idle = [{"text": "0.00", "rid": f"{ID}stopwatch_time"}, image("stopwatch_play_pause"), *tabs]
    laps = [{"list": [{"text": "#2  00:41.20  01:53.05"}, {"text": "#1  01:11.85  01:11.85"}]}]
    running = [
        {"text": "01:53.05", "rid": f"{ID}stopwatch_time"},
        image("stopwatch_sorting_indicator_1"), image("stopwatch_sorting_indicator_2"),
        image("stopwatch_sorting_indicator_3"), *laps, image("stopwatch_reset"),
        image("stopwatch_play_pause"), {"icon": t("lap")}, *tabs,
    ]  # fmt: skip
    paused = [{"text": "02:07.40", "rid": f"{ID}stopwatch_time"}, *running[1:]]
    where = "clock StopwatchFragment (fragment_stopwatch)"

    def shown(category: str, items: list[dict[str, Any]], tap: str, bad: bool) -> dict[str, Any]:
        return _popup(category, where, {"title": title, "items": items}, [(tap, bad)])

    return [
        shown("reversible", idle, "stopwatch_play_pause", False),
        shown("harmless", running, t("lap"), False),
        shown("reversible", running, "stopwatch_play_pause", False),
        shown("discard", running, "stopwatch_reset", True),
        shown("discard", paused, "stopwatch_reset", True),
        shown("reversible", running, "stopwatch_sorting_indicator_2", False),
    ]


def world(t: Any) -> list[dict[str, Any]]:
    title = t("clock")
    tabs = [{"tab": t(k)} for k in ("clock", "alarm", "stopwatch", "timer")]
    zones = [{"row": NEW_YORK, "secondary": "02:30"}, {"row": TOKYO, "secondary": "15:30"}]
    clock = [{"text": "08:30", "rid": f"{ID}clock_time"}, *zones, image("clock_fab"), *tabs]
    where = "clock ClockFragment (fragment_clock, item_time_zone)"
    choices = tuple({"switch": z, "checked": z in (NEW_YORK, TOKYO)}
                    for z in ("Lisbon", NEW_YORK, "Sydney", TOKYO))  # fmt: skip
    add = "clock AddTimeZonesDialog (dialog_select_time_zones)"
    fields = (
        {"field": "edit_time_zone_title", "hint": t("title"), "text": "Tokyo office"},
        {"field": "edit_time_zone_label", "hint": t("time_zone"), "text": "Asia/Tokyo"},
    )
    selection = [{"icon": t("delete")}, *zones]
    return [
        _popup("harmless", where, {"title": title, "items": clock}, [("clock_fab", False)]),
        _popup("harmless", where, {"title": title, "items": clock}, [(TOKYO, False)]),
        alert("reversible", add, title, None, None, (t("cancel"), None), (t("ok"), False),
              choices, (("Sydney", False),)),
        alert("reversible", "clock EditTimeZoneDialog (dialog_edit_time_zone)", title, None,
              None, (t("cancel"), None), (t("ok"), False), fields),
        _popup("reversible", "clock TimeZonesAdapter (cab_timezones, selection)",
               {"title": "1 / 2", "items": selection}, [(t("delete"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    rows = [
        {"text": t("color_customization")},
        {"row": t("customize_colors")},
        {"row": t("customize_widget_colors")},
        {"text": t("general_settings")},
        {"switch": t("use_english_language"), "checked": False},
        {"switch": t("use_24_hour_time_format"), "checked": True},
        {"row": t("default_tab_to_open"), "secondary": t("last_used_tab")},
        {"row": t("start_week_on"), "secondary": t("monday")},
        {"switch": t("prevent_phone_from_sleeping"), "checked": False},
        {"text": t("alarm_tab")},
        {"switch": t("increase_volume_gradually"), "checked": True},
        {"switch": t("use_same_snooze"), "checked": True},
        {"row": t("snooze_time"), "secondary": "10 min"},
        {"text": t("timer_tab")},
        {"text": t("migrating")},
        {"row": t("settings_export_data")},
        {"row": t("settings_import_data")},
    ]  # fmt: skip
    where = "clock SettingsActivity (activity_settings)"
    switches = ("use_english_language", "use_24_hour_time_format", "increase_volume_gradually")
    opens = ("customize_colors", "default_tab_to_open", "settings_export_data",
             "settings_import_data")  # fmt: skip
    tabs = tuple({"radio": t(k), "checked": k == "last_used_tab"}
                 for k in ("clock", "alarm", "stopwatch", "timer", "last_used_tab"))  # fmt: skip
    export = ({"field": "export_data_filename", "hint": t("filename_without_json"),
               "text": "alarms_and_timers_2025_06_16"},)  # fmt: skip
    colors = t("customize_colors")
    custom = [
        {"icon": t("save")},
        {"row": t("theme"), "secondary": t("custom")},
        {"row": t("text_color")}, {"row": t("background_color")}, {"row": t("primary_color")},
        {"row": t("app_icon_color")},
    ]  # fmt: skip
    customize = "commons CustomizationActivity (activity_customization)"
    widget = [
        {"text": "08:30", "rid": f"{ID}config_digital_time"},
        image("config_digital_bg_color", "button"), image("config_digital_bg_seekbar", "slider"),
        image("config_digital_text_color", "button"),
        {"button": t("ok"), "rid": f"{ID}config_digital_save"},
    ]  # fmt: skip
    analogue = [
        image("config_analogue_bg_color", "button"), image("config_analogue_bg_seekbar", "slider"),
        {"button": t("ok"), "rid": f"{ID}config_analogue_save"},
    ]  # fmt: skip
    digital = "clock WidgetDigitalConfigureActivity (widget_config_digital)"
    return [
        _popup("reversible", where, {"title": title, "items": rows},
               [(t(k), False) for k in switches]),
        _popup("harmless", where, {"title": title, "items": rows},
               [(t(k), False) for k in opens]),
        _popup("reversible", "commons RadioGroupDialog (default_tab_to_open)",
               {"title": title, "items": list(tabs)}, [(t("stopwatch"), False)]),
        alert("harmless", "clock ExportDataDialog (dialog_export_data)", title,
              t("settings_export_data"), None, (t("cancel"), False), (t("ok"), False), export),
        _popup("reversible", customize, {"title": colors, "items": custom}, [(t("save"), False)]),
        alert("reversible", "commons ConfirmationAdvancedDialog (save_before_closing)", colors,
              None, t("save_before_closing"), (t("discard"), None), (t("save"), False)),
        alert("harmless", "commons ConfirmationAdvancedDialog (save_before_closing)", colors,
              None, t("save_before_closing"), (t("discard"), False), (t("save"), None)),
        _popup("reversible", digital, {"title": t("customize_widget_colors"), "items": widget},
               [("config_digital_save", False)]),
        _popup("reversible", "clock WidgetAnalogueConfigureActivity (widget_config_analogue)",
               {"title": t("customize_widget_colors"), "items": analogue},
               [("config_analogue_save", False)]),
    ]  # fmt: skip

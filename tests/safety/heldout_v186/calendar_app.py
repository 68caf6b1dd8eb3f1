"""Fossify Calendar's screens (``org.fossify.calendar``, a calendar: events and tasks deleted,
one occurrence, the following ones or all of a repeating series, calendars deleted with or
without their events, every event deleted at once; events and tasks saved, duplicated, shared
and marked done, calendars added and renamed, CalDAV calendars synced, holidays, birthdays and
.ics files imported, events exported), strings from ``app/src/main/res/values*/strings.xml``
and, for the words Fossify Commons gives it (Yes, No, OK, Cancel, Delete, Share, Save,
Discard, Settings, Disclaimer, "Are you sure you want to proceed with the deletion?", "You have
unsaved changes. Save before exit?", Custom...), from Commons'
``commons/src/main/res/values*/strings.xml``. The event, task, calendar, account and file names
on the screens are the same in every language.

Read from the code (``app/src/main``): ``res/menu/menu_main.xml`` and
``activities/MainActivity.kt`` (the main screen's top bar: "Go to today", "Change view",
"Filter events by calendar" and, with CalDAV sync on, "Refresh CalDAV calendars" as icons; "Go
to date", Print, "Add holidays", "Add contact birthdays", "Add contact anniversaries",
Settings, About and "More Fossify apps" in its overflow. "Change view" opens a
``RadioGroupDialog`` of the views, a view chosen at once; the filter opens
``SelectCalendarsDialog``, a checkbox per calendar, Cancel and OK, whose OK only changes which
calendars are shown; "Add holidays" opens a list of countries, then ``SelectHolidayTypesDialog``
("Select holidays to import": public, regional and other holidays, Cancel and OK), then
``SetRemindersDialog`` ("Event reminders", Cancel and OK), whose OK imports the holidays into
the Holidays calendar; "Add contact birthdays" and "... anniversaries" open
``SetRemindersDialog`` with "Add new birthdays automatically", whose OK adds the contacts'
birthdays as events of a Birthdays calendar); ``adapters/EventListAdapter.kt`` and
``res/menu/cab_event_list.xml`` (the simple event list's action mode: Share and Delete icons;
Share writes the events to an .ics file and opens the system's share sheet, Delete opens
``DeleteEventDialog``); ``adapters/DayEventsAdapter.kt`` and ``res/menu/cab_day.xml`` (the day
view's action mode: the same Share and Delete); ``dialogs/DeleteEventDialog.kt`` and
``res/layout/dialog_delete_event.xml`` (no title: "Are you sure you want to proceed with the
deletion?", and for a repeating event or task "The event is repeatable" (the code sets "The
selection contains repeating events" for several and then writes over it) with the radio
buttons "Delete the selected occurrence only" (checked by default), "Delete this and all future
occurrences" and "Delete all occurrences"; No and Yes, whose Yes runs the chosen rule:
``EventsHelper.deleteEvents`` (the events removed from the app's database and, for a synced
event, from the CalDAV calendar; no trash, no undo), ``deleteRepeatingEventOccurrence`` (an
exception added to the series, locally and in CalDAV) or ``addEventRepeatLimit`` (the series'
"Repeat till" set to the day before the occurrence)); ``activities/EventActivity.kt``,
``res/layout/activity_event.xml`` and ``res/menu/menu_event.xml`` (the event's page, which is
its editor, "Edit Event" or "New Event": Save, Delete, "Duplicate event" and Share in the
toolbar, the last three only for a saved event; the title, location and description fields,
All-day, the dates, reminders, Repetition, "Repeat till", the attendees, the calendar and the
color. Save writes the event (a repeating one first asks ``EditRepeatingEventDialog``: "The
event is repeatable" with "Update the selected occurrence only", "Update this and all future
occurrences" and "Update all occurrences", a tap saving at once); the first save with a
reminder shows ``ReminderWarningDialog`` (Disclaimer, Settings and OK, whose OK saves); leaving
with unsaved changes asks Commons' ``ConfirmationAdvancedDialog`` "You have unsaved changes.
Save before exit?" with Discard and Save; "Duplicate event" opens a new editor filled from the
event; Repetition opens a ``RadioGroupDialog`` ("No repetition", Daily, Weekly, Monthly,
Yearly, Custom), the editor's calendar row a ``SelectCalendarDialog``);
``activities/TaskActivity.kt``, ``res/layout/activity_task.xml`` and ``res/menu/menu_task.xml``
(a task's page: Save, Delete, "Duplicate task" and Share, and the "Mark completed" button,
"Mark incomplete" on a completed task, which sets the task's completion and closes the page;
Delete opens ``DeleteEventDialog`` with "The task is repeatable" for a repeating task, whose Yes
deletes the task or its occurrence from the app's database); ``activities/
ManageCalendarsActivity.kt``, ``adapters/ManageCalendarsAdapter.kt`` and
``res/menu/cab_calendar.xml`` ("Manage calendars": "Add a new calendar" in the toolbar, the
calendars, each with an overflow icon whose popup menu holds Edit and Delete, and the same two
icons in the action mode; a row or Edit opens ``EditCalendarDialog``, Delete asks, for
calendars holding events or tasks, a ``RadioGroupDialog`` without title or buttons, "Move
affected events into the default calendar" and "Permanently remove affected events", a tap
deleting the calendar at once (its events moved into the default calendar or deleted with it),
and otherwise Commons' ``ConfirmationDialog`` "Are you sure you want to proceed with the
deletion?" with No and Yes, whose Yes deletes the calendar; a synced CalDAV calendar is not
deleted there); ``dialogs/EditCalendarDialog.kt`` and ``res/layout/dialog_calendar.xml`` ("Add
a new calendar" or "Edit calendar": the Title field, Color, Cancel and OK, whose OK creates or
renames the calendar); ``activities/SettingsActivity.kt`` and ``res/layout/
activity_settings.xml`` (the settings: "Manage calendars", the "CalDAV sync" switch, "Manage
synced calendars", "Delete all events and tasks", which asks ``ConfirmationDialog`` "Are you
sure you want to delete all events and tasks? ..." with No and Yes, whose Yes calls
``EventsHelper.deleteAllEvents`` (every event and task deleted, the synced ones from their
CalDAV calendars too), "Export events to an .ics file", "Import events from an .ics file";
turning "CalDAV sync" off removes the synced calendars' events from the app only, the CalDAV
calendars left as they are, and turning it on asks which calendars to sync again);
``dialogs/ManageSyncedCalendarsDialog.kt`` ("Select calendars to sync": each account with a
checkbox per calendar, Cancel and OK, whose OK syncs the ticked calendars and drops the app's
copy of the unticked ones); ``dialogs/ExportEventsDialog.kt`` ("Export events": the file name,
"Export events", "Export tasks", "Export past entries too", "Include calendars", Cancel and
OK, whose OK opens the system's "save as" picker, where the file is written);
``dialogs/ImportEventsDialog.kt`` ("Import events": "Default calendar", "Ignore calendars in
the file, always use the default one", Cancel and OK, whose OK imports the file's events).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page

ID = "org.fossify.calendar:id/"
DENTIST, MEETING, YOGA, RENT = "Dentist", "Team meeting", "Yoga class", "Pay rent"
FAMILY, ACCOUNT = "Family", "anna.novak@example.com"
WORK = f"Work ({ACCOUNT})"
MONTH, DAY = "March 2025", "Friday, 14 March 2025"
FILE = "events_2025_03_14_09_30"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + lists(t) + events(t) + tasks(t) + calendars(t) + settings(t)


def yes_no(t: Any, no: bool | None, yes: bool | None) -> tuple[tuple[str, bool | None], ...]:
    return (t("no"), no), (t("yes"), yes)


def delete_event(category: str, source: str, t: Any, behind: str, repeatable: str | None,
                 checked: str, no: bool | None, yes: bool | None,
                 taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``DeleteEventDialog``: no title, its question, and for a repeating event or task its
    note and the three rules, ``checked`` the one chosen; No and Yes."""
    ask = {"text": t("proceed_with_deletion"), "rid": f"{ID}delete_event_description"}
    items: list[dict[str, Any]] = [ask]
    if repeatable:
        items.append({"text": t(repeatable), "rid": f"{ID}delete_event_repeat_description"})
        items += [{"radio": t(k), "rid": f"{ID}{rid}", "checked": rid == checked}
                  for k, rid in (("delete_one_only", "delete_event_one_only"),
                                 ("delete_future_occurrences", "delete_event_future"),
                                 ("delete_all_occurrences", "delete_event_all"))]  # fmt: skip
    no_, yes_ = yes_no(t, no, yes)
    return alert(category, source, behind, None, None, no_, yes_, tuple(items), taps)


def confirm(category: str, source: str, t: Any, behind: str, message: str,
            no: bool | None, yes: bool | None) -> dict[str, Any]:  # fmt: skip
    """Commons' ``ConfirmationDialog``: no title, its message, No and Yes."""
    no_, yes_ = yes_no(t, no, yes)
    return alert(category, source, behind, None, message, no_, yes_)


def reminders(t: Any, box: str | None) -> tuple[dict[str, Any], ...]:
    """``SetRemindersDialog``'s own view: the three reminders and, for birthdays or
    anniversaries, the box that adds new ones automatically."""
    items: list[dict[str, Any]] = [
        {"text": t("no_reminder"), "rid": f"{ID}set_reminders_1"},
    ]
    if box:
        items.append({"switch": t(box), "rid": f"{ID}add_event_automatically_checkbox",
                      "checked": False})  # fmt: skip
    return tuple(items)


def main(t: Any) -> list[dict[str, Any]]:
    icons = [("go_to_today", "go_to_today"), ("change_view", "change_view"),
             ("filter_events_by_type", "filter"),
             ("refresh_caldav_calendars", "refresh_caldav_calendars")]  # fmt: skip
    home = page(MONTH, [
        {"field": f"{ID}top_toolbar_search", "text": "", "hint": t("search")},
        *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in icons),
        {"text": MONTH, "rid": f"{ID}top_value"},
        *({"text": name} for name in (DENTIST, MEETING, YOGA)),
        {"button": t("new_event"), "rid": f"{ID}calendar_fab"}])  # fmt: skip
    rows = [t(k) for k in ("go_to_date", "print", "add_holidays", "add_birthdays",
                           "add_anniversaries", "settings", "about",
                           "more_fossify_apps")]  # fmt: skip
    views = [t(k) for k in ("daily_view", "weekly_view", "monthly_view", "monthly_daily_view",
                            "yearly_view", "simple_event_list")]  # fmt: skip
    shown = tuple({"switch": name, "checked": True}
                  for name in (t("regular_event"), t("holidays"), FAMILY, WORK))  # fmt: skip
    kinds = tuple({"switch": t(k), "rid": f"{ID}{rid}", "checked": rid == "public_checkbox"}
                  for k, rid in (("public_holidays", "public_checkbox"),
                                 ("regional_holidays", "regional_checkbox"),
                                 ("other_holidays", "other_checkbox")))  # fmt: skip
    src, over = "calendar MainActivity (monthly view)", "calendar MainActivity (menu_main)"
    cancel, ok = t("cancel"), t("ok")
    sets = "calendar SetRemindersDialog"
    return [
        entry("harmless", src, home, [(t("change_view"), False),
                                      (t("filter_events_by_type"), False)]),
        menu("opens-prompt", over, MONTH, rows, [(t("add_holidays"), False),
                                                 (t("add_birthdays"), False)]),
        dialog("reversible", "calendar MainActivity (showViewDialog)", MONTH, None, None, [],
               tuple({"radio": v, "checked": v == t("monthly_view")} for v in views),
               ((t("simple_event_list"), False),)),
        alert("reversible", "calendar SelectCalendarsDialog (filter)", MONTH, None, None,
              (cancel, None), (ok, False), shown),
        alert("opens-prompt", "calendar SelectHolidayTypesDialog", MONTH,
              t("select_holidays_to_import"), None, (cancel, None), (ok, False), kinds),
        alert("reversible", f"{sets} (holidays)", MONTH, t("event_reminders"), None,
              (cancel, None), (ok, False), reminders(t, None)),
        alert("reversible", f"{sets} (birthdays)", MONTH, t("event_reminders"), None,
              (cancel, None), (ok, False), reminders(t, "add_birthdays_automatically")),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    icons = [{"button": t(k), "rid": f"{ID}{rid}"}
             for k, rid in (("share", "cab_share"), ("delete", "cab_delete"))]  # fmt: skip
    cab, day = page("1 / 6", icons), page("2 / 3", icons)
    src = "calendar EventListAdapter (cab_event_list)"
    ask = "calendar EventListAdapter (DeleteEventDialog)"
    listed = t("simple_event_list")
    return [
        entry("opens-prompt", src, cab, [(t("delete"), False)]),
        entry("harmless", src, cab, [(t("share"), False)]),
        delete_event("delete", ask, t, listed, None, "", None, True),
        delete_event("harmless", ask, t, listed, None, "", False, None),
        delete_event("delete", f"{ask} (3 events, one repeating)", t, listed,
                     "event_is_repeatable", "delete_event_one_only", None, True),
        entry("opens-prompt", "calendar DayEventsAdapter (cab_day)", day,
              [(t("delete"), False)]),
        delete_event("delete", "calendar DayEventsAdapter (DeleteEventDialog)", t, DAY, None,
                     "", None, True),
    ]  # fmt: skip


def editor(t: Any, title: str, saved: bool, repeating: bool) -> dict[str, Any]:
    """``EventActivity``: its toolbar and the fields of the event."""
    icons = [("save", "save")]
    if saved:
        icons += [("delete", "delete"), ("duplicate_event", "duplicate"), ("share", "share")]
    repeat = t("weekly") if repeating else t("no_repetition")
    items = [
        *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in icons),
        {"field": f"{ID}event_title", "text": MEETING if repeating else DENTIST,
         "hint": t("title")},
        {"field": f"{ID}event_location", "text": "", "hint": t("location")},
        {"field": f"{ID}event_description", "text": "", "hint": t("description")},
        {"switch": t("all_day"), "rid": f"{ID}event_all_day", "checked": False},
        {"text": "14.03.2025", "rid": f"{ID}event_start_date"},
        {"text": "10:00", "rid": f"{ID}event_start_time"},
        {"text": t("at_start"), "rid": f"{ID}event_reminder_1"},
        {"text": repeat, "rid": f"{ID}event_repetition"},
        {"field": f"{ID}event_attendees_holder", "text": "", "hint": t("add_another_attendee")},
        {"text": WORK if repeating else t("regular_event"), "rid": f"{ID}event_calendar_title"},
        {"text": t("event_color"), "rid": f"{ID}event_color_text"},
    ]  # fmt: skip
    return page(title, items)


def events(t: Any) -> list[dict[str, Any]]:
    edit, new = t("edit_event"), t("new_event")
    src = "calendar EventActivity (menu_event)"
    ask = "calendar EventActivity (DeleteEventDialog)"
    weekly = editor(t, edit, True, True)
    repeats = tuple({"radio": t(k), "rid": f"{ID}{rid}"} for k, rid in (
        ("update_one_only", "edit_repeating_event_one_only"),
        ("update_this_and_future_occurrences",
         "edit_repeating_event_this_and_future_occurences"),
        ("update_all_occurrences", "edit_repeating_event_all_occurrences")))  # fmt: skip
    note = ({"text": t("event_is_repeatable"), "rid": f"{ID}edit_repeating_event_title"},)
    again = "calendar EditRepeatingEventDialog"
    intervals = [t(k) for k in ("no_repetition", "daily", "weekly", "monthly", "yearly",
                                "custom")]  # fmt: skip
    unsaved = "calendar EventActivity (ConfirmationAdvancedDialog)"
    return [
        entry("reversible", src, editor(t, edit, True, False), [(t("save"), False)]),
        entry("opens-prompt", src, editor(t, edit, True, False), [(t("delete"), False)]),
        entry("harmless", src, editor(t, edit, True, False), [(t("duplicate_event"), False)]),
        alert("harmless", unsaved, edit, None, t("save_before_closing"), (t("discard"), False),
              (t("save"), None)),
        alert("reversible", unsaved, edit, None, t("save_before_closing"), (t("discard"), None),
              (t("save"), False)),
        alert("reversible", "calendar ReminderWarningDialog", new, t("disclaimer"),
              t("reminder_warning"), None, (t("ok"), False), neutral=(t("settings"), None)),
        dialog("reversible", again, edit, None, None, [], note + repeats,
               ((t("update_one_only"), False), (t("update_all_occurrences"), False))),
        dialog("reversible", "calendar EventActivity (showEventRepeatIntervalDialog)", edit,
               None, None, [], tuple({"radio": v, "checked": v == t("no_repetition")}
                                     for v in intervals), ((t("daily"), False),)),
        entry("opens-prompt", src, weekly, [(t("delete"), False)]),
        delete_event("delete", ask, t, edit, None, "", None, True),
        delete_event("delete", f"{ask} (repeating, selected occurrence)", t, edit,
                     "event_is_repeatable", "delete_event_one_only", None, True),
        delete_event("delete", f"{ask} (repeating, all occurrences)", t, edit,
                     "event_is_repeatable", "delete_event_all", None, True),
        delete_event("reversible", f"{ask} (repeating, future occurrences)", t, edit,
                     "event_is_repeatable", "delete_event_future", None, False),
        delete_event("harmless", f"{ask} (repeating, choosing a rule)", t, edit,
                     "event_is_repeatable", "delete_event_one_only", None, None,
                     ((t("delete_all_occurrences"), False),)),
    ]  # fmt: skip


def task_page(t: Any, done: bool) -> dict[str, Any]:
    icons = [("save", "save"), ("delete", "delete"), ("duplicate_task", "duplicate"),
             ("share", "share")]  # fmt: skip
    mark = t("mark_incomplete") if done else t("mark_completed")
    return page(t("edit_task"), [
        *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in icons),
        {"field": f"{ID}task_title", "text": RENT, "hint": t("title")},
        {"field": f"{ID}task_description", "text": "", "hint": t("description")},
        {"switch": t("all_day"), "rid": f"{ID}task_all_day", "checked": True},
        {"text": "01.04.2025", "rid": f"{ID}task_date"},
        {"text": t("monthly"), "rid": f"{ID}task_repetition"},
        {"text": t("regular_event"), "rid": f"{ID}calendar_title"},
        {"button": mark, "rid": f"{ID}toggle_mark_complete"}])  # fmt: skip


def tasks(t: Any) -> list[dict[str, Any]]:
    src = "calendar TaskActivity (menu_task)"
    ask = "calendar TaskActivity (DeleteEventDialog)"
    edit = t("edit_task")
    return [
        entry("reversible", f"{src} (toggle_mark_complete)", task_page(t, False),
              [(t("mark_completed"), False)]),
        entry("reversible", f"{src} (toggle_mark_complete, completed)", task_page(t, True),
              [(t("mark_incomplete"), False)]),
        entry("opens-prompt", src, task_page(t, False), [(t("delete"), False)]),
        delete_event("delete", ask, t, edit, None, "", None, True),
        delete_event("delete", f"{ask} (repeating, selected occurrence)", t, edit,
                     "task_is_repeatable", "delete_event_one_only", None, True),
        delete_event("delete", f"{ask} (repeating, all occurrences)", t, edit,
                     "task_is_repeatable", "delete_event_all", None, True),
    ]  # fmt: skip


def calendars(t: Any) -> list[dict[str, Any]]:
    title = t("manage_event_types")
    names = (t("regular_event"), t("holidays"), FAMILY, WORK)
    managed = page(title, [
        {"button": t("add_new_type"), "rid": f"{ID}add_calendar"},
        *({"row": name, "rid": f"{ID}calendar_title"} for name in names)])  # fmt: skip
    rows = [t("edit"), t("delete")]
    src = "calendar ManageCalendarsAdapter"
    choice = tuple({"radio": t(k)} for k in ("move_events_into_default",
                                             "remove_affected_events"))  # fmt: skip
    picked = f"{src} (askConfirmDelete, calendar with events)"
    field = ({"field": f"{ID}type_title", "text": FAMILY, "hint": t("title")},
             {"text": t("color"), "rid": f"{ID}type_color_label"})  # fmt: skip
    made = "calendar EditCalendarDialog"
    cancel, ok = t("cancel"), t("ok")
    return [
        entry("harmless", "calendar ManageCalendarsActivity", managed,
              [(t("add_new_type"), False)]),
        menu("opens-prompt", f"{src} (popup menu)", title, rows, [(t("delete"), False)]),
        dialog("delete", picked, title, None, None, [], choice,
               ((t("remove_affected_events"), True),)),
        dialog("delete", picked, title, None, None, [], choice,
               ((t("move_events_into_default"), True),)),
        confirm("delete", f"{src} (askConfirmDelete, empty calendar)", t, title,
                t("proceed_with_deletion"), None, True),
        confirm("harmless", f"{src} (askConfirmDelete, empty calendar)", t, title,
                t("proceed_with_deletion"), False, None),
        alert("reversible", f"{made} (new)", title, t("add_new_type"), None, (cancel, None),
              (ok, False), ({**field[0], "text": ""}, field[1])),
        alert("reversible", f"{made} (edit)", title, t("edit_type"), None, (cancel, None),
              (ok, False), field),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    home = page(title, [
        {"row": t("manage_event_types"), "rid": f"{ID}settings_manage_calendars_holder"},
        {"switch": t("caldav_sync"), "rid": f"{ID}settings_caldav_sync", "checked": True},
        {"switch": t("enable_pull_to_refresh"), "rid": f"{ID}settings_caldav_pull_to_refresh",
         "checked": False},
        {"row": t("manage_synced_calendars"),
         "rid": f"{ID}settings_manage_synced_calendars_holder"},
        {"switch": t("allow_creating_tasks"), "rid": f"{ID}settings_allow_creating_tasks",
         "checked": True},
        {"row": t("delete_all_events_and_tasks"),
         "rid": f"{ID}settings_delete_all_events_holder"},
        {"row": t("export_events_to_ics"), "rid": f"{ID}events_export_holder"},
        {"row": t("import_events_from_ics"), "rid": f"{ID}events_import_holder"}])  # fmt: skip
    src = "calendar SettingsActivity"
    wipe = f"{src} (setupDeleteAllEvents)"
    synced = ({"text": ACCOUNT}, {"switch": "Work", "checked": True},
              {"switch": "Personal", "checked": False})  # fmt: skip
    export = (
        {"field": f"{ID}export_events_filename", "text": FILE,
         "hint": t("filename_without_ics")},
        {"switch": t("export_events"), "rid": f"{ID}export_events_checkbox", "checked": True},
        {"switch": t("export_tasks"), "rid": f"{ID}export_tasks_checkbox", "checked": True},
        {"switch": t("export_past_entries"), "rid": f"{ID}export_past_events_checkbox",
         "checked": True},
        {"text": t("include_event_types"), "rid": f"{ID}export_events_pick_types_label"},
        {"switch": t("regular_event"), "checked": True},
        {"switch": FAMILY, "checked": True},
    )  # fmt: skip
    imports = (
        {"field": f"{ID}import_calendar_title", "text": t("regular_event"),
         "hint": t("default_event_type")},
        {"switch": t("ignore_event_types"), "rid": f"{ID}import_events_checkbox",
         "checked": False},
    )  # fmt: skip
    cancel, ok = t("cancel"), t("ok")
    return [
        entry("harmless", src, home, [(t("manage_event_types"), False),
                                      (t("manage_synced_calendars"), False)]),
        entry("reversible", src, home, [(t("caldav_sync"), False)]),
        entry("opens-prompt", src, home, [(t("delete_all_events_and_tasks"), False)]),
        confirm("delete", wipe, t, title, t("delete_all_events_confirmation"), None, True),
        confirm("harmless", wipe, t, title, t("delete_all_events_confirmation"), False, None),
        alert("reversible", "calendar ManageSyncedCalendarsDialog", title,
              t("select_caldav_calendars"), None, (cancel, None), (ok, False), synced),
        alert("harmless", "calendar ExportEventsDialog", title, t("export_events"), None,
              (cancel, None), (ok, False), export),
        alert("reversible", "calendar ImportEventsDialog", title, t("import_events"), None,
              (cancel, None), (ok, False), imports),
    ]  # fmt: skip

"""Etar's screens (a calendar), strings from ``t(name)``; ``t("android:ok")`` and
``t("android:cancel")`` are the platform's, ``t("delete_repeating_labels[i]")`` an entry of
that string array.

Read from the code (``app/src/main``): ``res/menu/all_in_one_title_bar.xml`` and
``calendar_view.xml`` (the main screen's overflow and drawer: views, Refresh, Settings),
``res/menu/event_info_title_bar.xml`` and ``EventInfoFragment.onOptionsItemSelected`` (an
event's action bar, its icons described by their titles: Edit and Duplicate open the
editor, Share opens the system's share sheet with an ``.ics`` file, Delete opens
``DeleteEventHelper``'s dialog), ``DayView``'s context menu (a long press on an event: View
event, Edit event, Delete event, which opens the same dialog, New event),
``DeleteEventHelper.delete`` (an event that does not repeat: "Delete this event?", Cancel and
OK; OK deletes it at once, ``UNDO_DELAY`` being 0, also for an exception, a changed instance
of a repeating event; a repeating event: "Delete <title>?", a single-choice list of
``delete_repeating_labels`` and Cancel and OK, OK disabled until an entry is chosen; the
list drops "Only this event" for an event with no sync id, as in an offline calendar, and
"This and future events" when the user is not the organizer; choosing an entry only
selects it, OK deletes what it says: "This and future events" on the series' first date
deletes the whole series, ``DELETE_ALL_FOLLOWING``), ``settings/CalendarPreferences.kt`` (an offline
calendar's page: Display events, Color, Change name, Delete calendar, which opens a dialog
whose "Delete calendar" removes the calendar with all its events), ``settings/
MainListPreferences.kt`` and ``AddOfflineCalendarDialogFragment.kt`` (Add offline calendar
opens a dialog whose "Add calendar" creates one, deleted as above),
``res/xml/general_preferences.xml`` and ``GeneralPreferences.clearSearchHistory`` ("Clear
search history" erases the searches at once, with only a toast after), and
``event/EditEventFragment.java`` with ``layout/edit_event_all.xml`` and
``edit_event_custom_actionbar.xml`` (the editor's Cancel and Done; Done saves the event,
which can be edited or deleted again, but where the event has guests the app says
"Invitations will be sent." for a new one and "Updates will be sent." for a changed one:
the guests are written to, which cannot be taken back; "Remove reminder" drops a reminder
row before anything is saved).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

EVENT, WEEKLY, CALENDAR, GUEST = "Team lunch", "Weekly review", "Family", "anna@example.org"
MONTH, WHEN = "March 2025", "Tue, Mar 4, 2025 · 12:30 – 13:30"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + deleting(t) + calendars(t) + editing(t)


def main(t: Any) -> list[dict[str, Any]]:
    overflow = [t("goto_today"), t("menu_info"), t("goto_date"), t("calendar_refresh"),
                t("search"), t("cal_import_menu_title"), t("view_settings")]  # fmt: skip
    drawer = [t("day_view"), t("week_view"), t("month_view"), t("agenda_view"),
              t("menu_preferences"), t("preferences_menu_about")]  # fmt: skip
    icons = ("edit_label", "delete_label", "duplicate_label", "share_label",
             "cal_export_event_title", "choose_event_color_label")  # fmt: skip
    info = {"title": EVENT, "items": [
        *({"icon": t(name), "rid": f"info_action_{rid}"} for name, rid in zip(
            icons, ("edit", "delete", "duplicate", "share_event", "export", "change_color"),
            strict=True)),
        {"text": EVENT, "rid": "title"}, {"text": WHEN, "rid": "when_datetime"},
        {"text": t("view_event_calendar_label")}, {"text": CALENDAR, "rid": "calendar_name"},
        {"button": t("email_guests_label"), "rid": "email_attendees_button"}]}  # fmt: skip
    context = [t("event_view"), t("event_edit"), t("event_delete"), t("event_create")]
    return [
        menu("harmless", "etar all_in_one_title_bar (the main overflow)", MONTH, overflow,
             [(t("calendar_refresh"), False)]),
        menu("harmless", "etar calendar_view (the drawer)", MONTH, drawer,
             [(t("menu_preferences"), False)]),
        entry("opens-prompt", "etar event_info_title_bar (an event's page)", info,
              [(t("delete_label"), False), (t("share_label"), False)]),
        entry("harmless", "etar event_info_title_bar (an event's page)", info,
              [(t("edit_label"), False)]),
        menu("opens-prompt", "etar DayView (an event's context menu)", MONTH, context,
             [(t("event_delete"), False)]),
    ]  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("android:ok"), t("android:cancel")
    title = t("delete_recurring_event_title", WEEKLY)

    def repeating(source: str, choices: tuple[int, ...],
                  taps: tuple[tuple[str, bool], ...], bad: bool) -> dict[str, Any]:  # fmt: skip
        items = tuple({"radio": t(f"delete_repeating_labels[{i}]")} for i in choices)
        return dialog("delete", f"etar DeleteEventHelper ({source})", MONTH, title, None,
                      [(cancel, NEGATIVE, None), (ok, POSITIVE, bad or None)],
                      items, taps)  # fmt: skip

    return [
        dialog("delete", "etar DeleteEventHelper (an event, from its page)", EVENT, None,
               t("delete_this_event_title"),
               [(cancel, NEGATIVE, False), (ok, POSITIVE, True)]),
        dialog("delete", "etar DeleteEventHelper (a changed instance, from the day view)",
               MONTH, None, t("delete_this_event_title"),
               [(cancel, NEGATIVE, None), (ok, POSITIVE, True)]),
        repeating("a repeating event the user organizes: choosing", (0, 1, 2),
                  ((t("delete_repeating_labels[2]"), False),), False),
        repeating("a repeating event the user organizes, All events chosen", (0, 1, 2), (),
                  True),
        repeating("a repeating event the user was invited to, Only this event chosen",
                  (0, 2), (), True),
        repeating("an offline calendar's repeating event at its first date, This and "
                  "future chosen", (1, 2), (), True),
    ]  # fmt: skip


def calendars(t: Any) -> list[dict[str, Any]]:
    page = {"title": CALENDAR, "items": [
        {"switch": t("preferences_calendar_visible")}, {"row": t("preferences_calendar_color")},
        {"row": t("preferences_calendar_display_name")},
        {"row": t("preferences_calendar_delete")},
        {"text": t("preferences_calendar_number_of_events", 42)},
        {"text": t("preferences_calendar_account_local")}]}  # fmt: skip
    listing = {"title": t("preferences_title"), "items": [
        {"row": t("preferences_list_general")}, {"row": CALENDAR},
        {"row": t("preferences_list_add_remote")},
        {"row": t("preferences_list_add_offline")}]}  # fmt: skip
    name = ({"field": "offline_calendar_name", "hint": t("preferences_list_add_offline_name"),
             "text": "Trips"},)  # fmt: skip
    general = {"title": t("preferences_list_general"), "items": [
        {"text": t("preferences_general_title")}, {"row": t("preferences_theme")},
        {"switch": t("preferences_hide_declined_title")},
        {"row": t("preferences_week_start_day_title")},
        {"row": t("preferences_clear_search_history_title"),
         "secondary": t("preferences_clear_search_history_summary")}]}  # fmt: skip
    return [
        entry("opens-prompt", "etar CalendarPreferences (an offline calendar)", page,
              [(t("preferences_calendar_delete"), False)]),
        entry("reversible", "etar CalendarPreferences (an offline calendar)", page,
              [(t("preferences_calendar_visible"), False)]),
        dialog("delete", "etar CalendarPreferences.deleteCalendar", CALENDAR, None,
               t("preferences_calendar_delete_message"),
               [(t("preferences_calendar_delete_cancel"), NEGATIVE, False),
                (t("preferences_calendar_delete_delete"), POSITIVE, True)]),
        entry("opens-prompt", "etar MainListPreferences (the calendars)", listing,
              [(t("preferences_list_add_offline"), False)]),
        dialog("reversible", "etar AddOfflineCalendarDialogFragment", t("preferences_title"),
               t("preferences_list_add_offline_title"),
               t("preferences_list_add_offline_message"),
               [(t("preferences_list_add_offline_cancel"), NEGATIVE, None),
                (t("preferences_list_add_offline_button"), POSITIVE, False)], name),
        entry("delete", "etar general_preferences (General settings)", general,
              [(t("preferences_clear_search_history_title"), True),
               (t("preferences_hide_declined_title"), False)]),
    ]  # fmt: skip


def editor(t: Any, title: str, guests: bool) -> dict[str, Any]:
    """The event editor: its action bar's Cancel and Done, then the form."""
    items: list[dict[str, Any]] = [
        {"button": t("discard_label"), "rid": "action_cancel"},
        {"button": t("save_label"), "rid": "action_done"},
        {"field": "title", "hint": t("hint_what"), "text": title},
        {"icon": t("choose_event_color_label"), "rid": "change_color"},
        {"switch": t("edit_event_all_day_label"), "rid": "is_all_day"},
        {"text": "Tue, Mar 4, 2025", "rid": "start_date"},
        {"text": "12:30", "rid": "start_time"},
        {"text": "13:30", "rid": "end_time"},
    ]
    if guests:
        items.append({"field": "attendees", "hint": t("hint_attendees"), "text": GUEST})
    items += [{"field": "location", "hint": t("hint_where"), "text": "Café Rivoli"},
              {"text": t("does_not_repeat"), "rid": "rrule"},
              {"icon": t("accessibility_remove_reminder"), "rid": "reminder_remove"},
              {"button": t("reminders_label"), "rid": "reminder_add"}]  # fmt: skip
    return {"title": title, "items": items}


def editing(t: Any) -> list[dict[str, Any]]:
    alone, invited = editor(t, EVENT, False), editor(t, "Project kickoff", True)
    return [
        entry("reversible", "etar EditEventFragment (a new event, no guests)", alone,
              [(t("save_label"), False), (t("accessibility_remove_reminder"), False)]),
        entry("publish", "etar EditEventFragment (a new event with a guest)", invited,
              [(t("save_label"), True)]),
        entry("publish", "etar EditEventFragment (an event with a guest, its time changed)",
              invited, [(t("save_label"), True)]),
    ]  # fmt: skip

"""Builds the hundred-and-eighty-sixth held-out corpus (``heldout_v186.yaml``): a real Android
calendar's screens, from its translations and code.

The source is Fossify Calendar (``org.fossify.calendar``, ``calendar_app.py``): events and tasks
deleted (one, several, one occurrence or all of a repeating series), calendars deleted with
their events or with their events moved, every event and task deleted at once; events and tasks
saved, duplicated, shared and marked done, calendars added and renamed, CalDAV calendars
synced, holidays, birthdays and .ics files imported, events exported. It is built on Fossify
Commons, which draws its confirmations (the ``ConfirmationDialog`` with No and Yes, the
unsaved-changes question, the radio lists) and gives many of its words. Calendar at commit
14816e9a09c6012c48743928d4e1634da08667cc ("chore(deps): bump actions/setup-node from 6.4.0 to
7.0.0 (#1259)", 2026-07-21) names Commons 6.1.6 (``gradle/libs.versions.toml``), tag 6.1.6 at
commit cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd ("chore(l10n): update Swedish translations",
2026-02-21). The app's strings are read from ``app/src/main/res/values*/strings.xml`` and
Commons' from ``commons/src/main/res/values*/strings.xml``, the app's first (as Android merges
a library's resources under the app's). Both are translated into all nine languages; the app
keeps its Korean in ``values-ko`` and Commons in ``values-ko-rKR`` (``LOCALE``), read by a
device set to Korean (Korea); both keep their Brazilian Portuguese in ``values-pt-rBR``. A
language without a string shows the English one, and the build prints which (see the test
module for the strings that fall back). How each screen is put together (a dialog's title,
message, own widgets and buttons, an action mode's icons, a menu's rows, a page's widgets with
the ids of its layouts) and what each control does comes from the code, named in
``calendar_app.py``'s docstring. In this version the app calls its event types "calendars" (the
string names still say ``event_types``), and an event's page is its editor.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, filed as delete: Yes in ``DeleteEventDialog`` for one event of the simple event
list, for three selected events of which one repeats (the selected occurrence rule checked, as
by default), for two events of the day view, and, in an event's page, for a single event, for
a repeating event with "Delete the selected occurrence only" and with "Delete all occurrences"
checked; the same for a task (single, selected occurrence, all occurrences): the events are
removed from the app's database and, when synced, from their CalDAV calendar, with no trash
and no undo; an occurrence deleted only adds an exception to the series, which the app has no
way to take back. In "Manage calendars", a tap on "Permanently remove affected events" and on
"Move affected events into the default calendar" (the radio list deletes the calendar at once),
and Yes in "Are you sure you want to proceed with the deletion?" for a calendar without events;
and Yes in "Are you sure you want to delete all events and tasks? ...". Not commits: the rows
and icons that only open a confirmation or a choice (Delete in the action modes, the event's and
the task's pages and a calendar's popup menu, "Delete all events and tasks", "Add holidays",
"Add contact birthdays", OK in "Select holidays to import", which opens the reminders'
dialog): opens-prompt; No, Discard and tapping a rule in the delete dialog; the rows that open
a page, a picker, a share sheet or another dialog ("Change view", "Filter events by calendar",
Settings, Share, "Duplicate event", Edit, "Add a new calendar", "Manage calendars", "Manage
synced calendars", OK in "Export events", which opens the system's "save as" picker): harmless;
and the reversible: a view chosen, OK in the filter, OK in "Event reminders" for holidays and
birthdays (events added to a calendar of their own, which can be deleted), Save in an event's
page, in a new event, in the unsaved-changes question and OK in the reminders' Disclaimer (the
event written, editable again), the three "Update ..." choices of a repeating event's save, a
repetition chosen, "Mark completed" and "Mark incomplete", OK in "Add a new calendar" and "Edit
calendar", the "CalDAV sync" switch, OK in "Select calendars to sync" and OK in "Import
events".

Judgement calls: Yes with "Delete this and all future occurrences" checked is reversible: the
code only sets the series' "Repeat till" to the day before (``addEventRepeatLimit``), locally
and in CalDAV, and the event's page can set "Repeat till" back to Forever, bringing the
occurrences back; it is filed as reversible, not delete. Deleting a calendar and moving its
events into the default calendar is a delete: the events stay, but the calendar, its name and
color, and which events were in it are gone with no undo (the same as deleting a calendar
without events). Turning "CalDAV sync" off and unticking a calendar in "Select calendars to
sync" remove only the app's copy of the synced events (``deleteEvents`` without CalDAV), the
calendars on the server left as they are, and syncing again brings them back: reversible.
Saving an event writes it to the app and, for a synced calendar, to the system's calendar for
its CalDAV account; an attendee field is on the page but the app itself sends nothing to the
attendees, so Save is reversible (the event can be edited or deleted again). Importing an .ics
file, holidays or contacts' birthdays only adds events, which can be deleted again:
reversible. Share writes an .ics to the app's cache and opens the system's share sheet, where
the recipient is chosen: harmless. The action mode's title is the count the list shows ("1 /
6"); the monthly view's title is its month. Not shown: the week, year and month-day grids, the
search, the time zone picker, the reminder and snooze pickers, the color pickers, automatic
backups, the settings' import and export, the widgets' configuration and the "About" pages.

Fossify Calendar is View-based: its ``AlertDialog`` buttons are ``android:id/button1``,
``button2`` and ``button3``, and its pages carry the ids of its layouts, under
``org.fossify.calendar:id/`` (its namespace and application id). A control a screen shows but
no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Calendar
    git clone https://github.com/FossifyOrg/commons
    git -C Calendar checkout 14816e9a09c6012c48743928d4e1634da08667cc
    git -C commons checkout cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd
    python tests/safety/heldout_v186/build.py Calendar commons

(The strings are read with ``git show`` at the commits ``CALENDAR`` and ``COMMONS`` name, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from these sources alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import calendar_app
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v186.yaml")
CALENDAR: Source = (
    "14816e9a09c6012c48743928d4e1634da08667cc", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""The region folder Commons keeps its Korean in (the app's is plain ``values-ko``)."""


def main(calendar_repo: str, commons_repo: str) -> int:
    sources = [
        ("calendar", Path(calendar_repo), CALENDAR),
        ("commons", Path(commons_repo), COMMONS),
    ]
    return build(OUT, Path(__file__), [("calendar", sources, calendar_app.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the four-hundred-and-sixth held-out corpus (``heldout_v406.yaml``): an Android
calendar and task widget's screens, from its translations and code.

The source is Todo Agenda (``org.andstatus.todoagenda``, home screen widgets that list the
events of the chosen calendars and the tasks of the chosen task lists, each widget with its own
settings: layouts, colors, event details and filters, calendars and task lists, a snapshot of
the events, and backups of the settings written to and restored from files; ``todoagenda.py``).
Todo Agenda keeps its strings in ``app/src/main/res/values*/strings.xml``, translated into all
nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and
for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device
set to the language reads them; the list entries of ``res/values/arrays.xml`` name these
strings. A string a language lacks shows the English one, and the build prints which. German,
French and Russian lack none of the strings shown. Chinese, Japanese, Spanish and Portuguese
lack the strings of the app's later versions (19 to 22 of them): "Don't ask for permissions
anymore", "Today and Tomorrow", the end-of-list entry's title and its three choices, "Other
widget parts", "Show Current time line", "(Day x/y)", Description, "Start hour of a day", "How
Text color is defined" with its description and its three choices, "Text shadow" and "No
shadow", and the future events' "Background color"; Chinese also "Day header", "Day header date
format" and the snapshot entry "Snapshot as seen at the time", Spanish also "Add new task",
"Compact layout" and "Different colors for Android system Dark theme". Korean translates about
110 of the app's 274 strings and shows 64 of the strings used here in English, among them the
snapshot mode's title and entries, "Layout", "Other settings", the widget header rows, "Backup
settings", "Restore settings from a backup", "Go to Today", "Hide duplicates" and the filters
troubleshooter. The preference dialogs take OK and Cancel from the platform (the preference
library's ``android.R.string.ok`` and ``cancel``; :data:`android_corpus.PLATFORM`). The
widget's, calendars', events', tasks' and files' names, the system file picker's folder
(Download) and the share sheet's apps (Gmail, Drive) are the same in every language. How each
screen is put together (a dialog's title, rows, fields and buttons, a page's widgets) and what
each control does comes from the app's code, named in ``todoagenda.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: a backup file tapped in the system file picker that "Restore settings from a
backup" opens (the widget's own backup, another widget's backup and a "Share events" file,
which holds the settings too): the app reads the file at once and
``AllSettings.restoreWidgetSettings`` saves its settings, and its snapshot of events, over
every setting of the widget, with no question, no undo and no copy of the settings it
replaced, filed as overwrite; "Live data from real sources" picked in the snapshot mode's list
while the widget shows a stored snapshot (in either snapshot mode): the settings are saved
without the snapshot, which is gone for good (a later snapshot shows the events as they are
then), filed as delete. Not commits: the rows that only open a dialog, a picker or the share
sheet (the snapshot mode, "Widget name", "Widget header layout", "Day header date format",
"How Text color is defined", the background color, "Date range", "Hide based on keywords in
a title", "Share events and settings for debugging", "Backup settings", "Restore settings from
a backup"); Cancel everywhere; the color picker's Default, which only sets the picker; the
widget's buttons and entries (Go to Today, the new event and new task buttons, which open the
calendar's and the task app's editors, where nothing is saved until saved there, the settings
button, an event, a task); "Grant permissions", a widget picked from the list, the error
page's OK, "Visit widget on Github", the sections of the settings and Gmail in the share sheet
(it opens a draft that the user still has to send); and the reversible: every setting picked
or typed (a snapshot taken while the widget shows live data, the other snapshot mode, the
widget's name, text size, time format, auto refresh period, header layout, date format, end
of list entry, text color source, background color, date range, past events, keywords,
filters troubleshooter), the switches ("Lock time zone", "Compact layout", "Show day headers",
"Different colors for Android system Dark theme", Location, "Hide duplicates"), the calendars
ticked and unticked, and "Don't ask for permissions anymore".

Judgement calls: restoring has no confirmation of its own; the tap on the file in the system
picker is the commit, and it replaces the widget's settings whole, so it is an overwrite even
where the file is the widget's own backup (what was changed since is lost). Sharing events
for debugging sends nothing by itself: the share sheet only hands the report to the app
picked, which opens a draft. Dropping the snapshot is a delete although it is a setting: the
events as they were when it was taken cannot be had again. Taking a snapshot, and switching
between the two snapshot modes, keep or create data and can be undone. "Don't ask for
permissions anymore" only stops the app asking while a calendar can be read; the permissions
can still be granted in the system settings, and the app asks again when no source is left.
Backing up only writes a new file the user names; the system's file creation page is not
shown.

Todo Agenda is View-based: its preference dialogs are ``AlertDialog``s whose buttons are
``android:id/button3`` (neutral), ``button2`` (negative) and ``button1`` (positive), a list
preference's rows are ``android:id/text1``, and the widget and its pages carry the ids of its
layouts under ``org.andstatus.todoagenda:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/andstatus/todoagenda
    python tests/safety/heldout_v406/build.py todoagenda

(Todo Agenda at 78dea928c4356e391278a9b7b09bbfbdf48a36a9, "v.4.14.0. #193 Subscribed calendar
events appear in the widget", 2026-06-27, as ``TODOAGENDA`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy
is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import todoagenda
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v406.yaml")
TODOAGENDA: Source = (
    "78dea928c4356e391278a9b7b09bbfbdf48a36a9",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("todoagenda-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("todoagenda", Path(repo), TODOAGENDA), ("todoagenda-pt", Path(repo), TODOAGENDA)]
    return build(OUT, Path(__file__), [("todoagenda", sources, todoagenda.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

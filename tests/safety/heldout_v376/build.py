"""Builds the three-hundred-and-seventy-sixth held-out corpus (``heldout_v376.yaml``): an
Android glucose monitoring app's screens, from its translations and code.

The source is xDrip (``com.eveningoutpost.dexdrip``, a continuous glucose monitoring app
that receives readings from a sensor: blood tests and treatments logged and deleted,
calibrations entered and reset, sensors started and stopped, glucose alerts created,
removed and snoozed, remote snoozes sent to the other devices of a sync group, reminders
deleted, the database and the settings exported, imported and restored, emergency text
messages sent to chosen contacts; ``xdrip.py``). xDrip keeps its strings in
``app/src/main/res/values/strings.xml`` (with ``strings_activity_preferences.xml`` and
``internal.xml``, where the app's name is) and its translations in
``values-LANG/strings-LANG.xml``, for all nine languages: ``values-zh-rCN``, ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``), read by name as a device set to the language reads them. A
string a language lacks shows the English one, and the build prints which: the app's name,
xDrip, is not translatable and shows in every language; Japanese lacks twenty of the
strings shown (the blood test action dialog's title and its delete message, Calibrate,
"Use BG for calibration?" with its message and "Yes, calibrate", the remote snooze dialog
and "Send remote snooze", the stop sensor page's instructions, its calibration reset button
and that dialog's message, the sensor start warning, the note editor's title and message,
the voice input box, the reminders floater's "postponed for", the settings backup page's
heading and "Test message sending"); German, Portuguese and Russian lack the alert removal's
message, "You cannot undo delete alert". A few texts are
written into the code in English and show so in every language: the home page's "Undo
last" description, the database import's "Confirm Import" dialog, the emergency contact's
"Remove?" dialog and the OK of the note editor. Dialogs take OK, Cancel, Yes and No from
the app's own ``ok``, ``cancel``, ``yes`` and ``no``, as its code asks for them. How each
screen is put together (a dialog's title, message and buttons, a menu's rows, a page's
widgets) and what each control does comes from the app's code, named in ``xdrip.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Yes, Delete" in "Confirm Delete" for a blood test (its valid state and its
pending calibration are removed and the removal is synced, with no way back in the app)
and for a treatment (deleted, and the deletion queued for Nightscout and the followers),
Yes in "Are you sure?" when an alert is removed (the dialog says it cannot be undone), the
reminders floater's trash button (the swiped reminder is deleted) and "Delete settings folder
(Download/xDrip-export)" (the saved settings folder is deleted at once), filed as delete; "YES, send
it!" in "Confirm Remote Snooze" (the snooze goes to every other device of the sync group)
and "Test Message Sending" (a text message goes to the chosen emergency contacts), filed as
send; Restore in "Restore Backup?", OK in "Confirm Import", Yes in "Are you really sure?"
before a cloud restore, "Load all settings from the settings file", "Restore Settings" in
"Backup detected" and Yes in the settings QR code's "Are you sure?" (each replaces the database or
the settings with another copy), filed as overwrite; Yes in "Are you sure?" on the stop
sensor page (the sensor session ends; a Dexcom G6 Firefly or G7 cannot be started again, as
the message shown says), filed as end; Yes in "Are you sure?" for "Don't stop, just reset
all calibrations" (every calibration of the sensor is invalidated), filed as reset; "YES,
Calibrate" in "Use BG for Calibration?" and Done on the calibration page, filed as
calibrate. Not commits: the rows and buttons that only open a dialog or a page (the blood
test's and the note's Delete, "Stop Sensor", the calibration reset button, "Start Sensor"
on its page, "Remove alert", "Restore From Backup", Yes in "Backup Source Confirm", which
only leads to "Are you really sure?", the overflow's "Import / Export features", feedback and
update rows, "Restore database", "Create low alert", the contact picker and "Start Sensor" in
"Start Sensor?"); No, Cancel and Nothing everywhere; "Test alert"; and the reversible:
"Undo last", Done in the treatment note dialog (a note is created), "Save alert", the
snooze button, the reminders floater's undo button, Yes in "Remove?" for an emergency
contact and OK in "Edit Note".

Judgement calls: a calibration feeds the sensor's readings from then on (and with a Dexcom
collecting natively it is sent to the transmitter); the app has no way to take one
calibration back, only to reset them all, so entering one is a commit, filed as calibrate.
Deleting a blood test only clears its valid flag in the database, but nothing in the app
sets it again and the removal is synced to the other devices: a commit. Both restores of
the database export the current one first (step 2 of the import), yet whatever arrives
between the two is lost and the old data comes back only through a second import: a commit,
filed as overwrite. "Export database", "Do Backup Now" and "Save all Settings to the
settings file" only copy the data into a file the user chose (replacing an older copy of
the same data); nothing in the app changes: not commits, filed as export. Removing an
emergency contact only takes them off the list, and they can be picked again: reversible.
The note editor says there is no undo, but the note can be edited again to any text: an
edit, reversible. Snoozing an alert silences it for a while and it comes back: reversible.
Starting a sensor is not shown past its first prompt; stopping one is a commit.

xDrip is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages carry the ids of its
layouts, under ``com.eveningoutpost.dexdrip:id/`` (its package); an image button with no
description is written by its id alone. A control a screen shows but no case taps is still
on the screen.

    git clone https://github.com/NightscoutFoundation/xDrip
    python tests/safety/heldout_v376/build.py xDrip

(xDrip at c2a0ba1a8f69d5f93610a83695656bd0fd15a142, "Merge pull request #4644 from
simelis/fix-wear-service-fgs-crash", 2026-08-08, as ``XDRIP`` says; the strings are read
with ``git show`` at that commit, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from this source alone and without reading the policy.
It is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import xdrip
from android_corpus import SUFFIX, Source, build

OUT = Path(__file__).with_name("heldout_v376.yaml")
FILES = (
    "strings.xml",
    "strings_activity_preferences.xml",
    "internal.xml",
    *(f"strings{suffix}.xml" for suffix in (*SUFFIX.values(), "-pt") if suffix),
)
XDRIP: Source = ("c2a0ba1a8f69d5f93610a83695656bd0fd15a142", ("app/src/main/res",), FILES)
"""The commit and where the strings are: each language's folder holds its one
``strings-LANG.xml``."""
LOCALE = {("xdrip-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("xdrip", Path(repo), XDRIP), ("xdrip-pt", Path(repo), XDRIP)]
    return build(OUT, Path(__file__), [("xdrip", sources, xdrip.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the seventieth held-out corpus (``heldout_v70.yaml``): two real Android apps'
screens about journals, notes and tasks synced by CalDAV and about GPS tracks sent to
servers, from their translations and code.

The sources are jtx Board (``at.techbee.jtx``, journals, notes and tasks in local
collections or synced with a CalDAV server through DAVx⁵; ``jtx.py``) and GPSLogger
(``com.mendhak.gpslogger``, a GPS logger that writes track files and sends them by email,
to OpenStreetMap, Google Drive and other targets; ``gpslogger.py``), two apps the project
had not used. Organic Maps was the first choice for the second app, but its repository
(about 4 GB) is too large to bring in whole, and its generated ``strings.xml`` files
(some 140,000 characters a language) could only be read piecemeal, so a build from a
checkout could not be checked against what was read; GPSLogger, whose strings and code
could be read whole, was taken instead. Both keep their strings in Android's
``res/values*/strings.xml``, read by name as Android does. jtx Board has no
``values-zh-rCN`` and no ``values-pt-rBR``, so a device set to Chinese (China) reads
``values-zh`` and one set to Portuguese (Brazil) ``values-pt``; its ``values-ko`` holds no
strings, so Korean shows English. GPSLogger has no plain ``values-es``, so a device set to
Spanish (Spain) reads ``values-es-rES``. A language without a string shows the English one,
and the build prints which. How each screen is put together (a dialog's title, message,
own widgets and buttons, a page's rows, switches and icons) and what each control does
comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in jtx Board, Delete in "Delete all done tasks?", in "Delete selected
entries?" (on the tasks' and the notes' tab), in a saved entry's "Delete "…"?" (a task and
a note), in a filter preset's "Delete "…"?", in a collection's "Delete "…"?" (the
collection goes with every entry in it) and in an account's "Delete "…"?" (its collections
go), and "Detach from series" for all instances (the series is deleted). In GPSLogger,
"Auto Send Now" (the log files go to every enabled target), OK in "Pick a file to upload"
for the email sender (the chosen files are emailed), OK in the OpenStreetMap form (the
trace is published on the user's OpenStreetMap account), OK in "Delete profile?", "Test
email" (an email is sent at once) and Google Drive's "Test upload" (a file is uploaded at
once). Not commits: an icon, a row or a menu entry that only opens the confirmation or a
picker (jtx's "More", "Delete done", the selection's and an entry's Delete, Revert, "Create
copy", "Detach all instances", "Collection menu" and its Delete, the account's Delete;
GPSLogger's Upload, Annotate, Share, the OpenStreetMap and Email entries, the target
addresses' and the folder path's rows); Cancel everywhere; "Clear filters"; "Select all";
"Copy as Todo"; "Export as .ics"; Save in "Save changes?"; Unlink in "Unlink from parent";
Start Logging; "Allow auto sending"; OK in the share picker; OK in "Create new profile"
and in the folder path's form.

Judgement calls: a deletion in jtx Board is a delete although a synced entry may still be
in a server's backup (the app deletes it locally and the sync deletes it on the server,
"This operation cannot be undone!"); a filter preset's Delete is a delete although a
preset is only a saved filter (it is gone with no undo); detaching all instances from a
series is filed as a delete (the series is deleted and cannot be restored); Unlink is
reversible (the subtask stays and can be linked again); "Copy as Todo" is harmless (it
creates a new entry and touches nothing else); "Clear filters" is reversible (a filter can
be set again); the deletion of an account no longer in the account manager is a delete (its
collections and entries go from jtx Board). In GPSLogger, the email sender's OK is filed as
send and the OpenStreetMap form's OK as publish; "Test email" and "Test upload" are sends
although they carry a test file (a real email goes to the target addresses, a real file to
the user's Google Drive); the profile's deletion is a delete although a profile is a file
of settings (it is gone with no undo); Start Logging is reversible (it can be stopped); the
share picker's OK only opens the system's share chooser and is filed as opens-prompt;
Discard in "Save changes?", "Discard this entry?" and Revert in "Revert changes?" are
shown, not tapped. The file picker's OK is the library's default (the platform's own), the
other GPSLogger buttons are the app's ``ok`` and ``cancel``.

jtx Board draws its dialogs with Jetpack Compose, whose buttons carry no resource ids, in
the order dismiss, confirm; GPSLogger's dialogs are platform ``AlertDialog``s with
``android:id/button1/2``. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/TechbeeAT/jtxBoard
    git clone https://github.com/mendhak/gpslogger
    python tests/safety/heldout_v70/build.py jtxBoard gpslogger

(jtx Board at 2447df34eb0444169daa1907e3e60cc28944efb3 and GPSLogger at
32994bfc7c03d406aadbf038d0f4813849d0b250, as ``JTX`` and ``GPSLOGGER`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gpslogger
import jtx
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v70.yaml")
JTX: Source = ("2447df34eb0444169daa1907e3e60cc28944efb3", ("app/src/main/res",),
               ("strings.xml",))  # fmt: skip
GPSLOGGER: Source = ("32994bfc7c03d406aadbf038d0f4813849d0b250",
                     ("gpslogger/src/main/res",), ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("jtx", "zh"): "-zh", ("jtx", "pt"): "-pt", ("gpslogger", "es"): "-es-rES"}
"""The folder a device set to the language's region reads where the plain one is missing:
jtx Board has no ``values-zh-rCN`` or ``values-pt-rBR`` and GPSLogger no ``values-es``."""


def main(jtx_repo: str, gpslogger_repo: str) -> int:
    apps = [
        ("jtx", [("jtx", Path(jtx_repo), JTX)], jtx.screens),
        ("gpslogger", [("gpslogger", Path(gpslogger_repo), GPSLOGGER)], gpslogger.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

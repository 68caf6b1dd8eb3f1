"""Builds the four-hundred-and-eighty-third held-out corpus (``heldout_v483.yaml``): an
Android call recorder's screens, from its translations and code.

The source is BCR (Basic Call Recorder, ``com.chiller3.bcr``, an app that records phone calls
through the system's call audio: recording turned on and off, auto-record rules added, edited
and reset, the output directory, filename template, file retention and output format chosen
and reset, recordings paused, resumed, marked for deletion and kept during a call, opened,
shared and deleted from their notification after it; ``bcr.py``). BCR keeps its strings in
``app/src/main/res/values*/strings.xml`` (its name, BCR, in ``strings_notranslate.xml``), read
by name as a device set to the language reads them: ``values-zh-rCN``, ``-ja``, ``-ko``,
``-de``, ``-fr``, ``-es`` and ``-ru``, and for Portuguese ``values-pt-rPT`` (``LOCALE``): the
app has no ``values-pt-rBR`` and no ``values-pt``, and a device set to Brazilian Portuguese
then takes the closest Portuguese it has (Android 7 and later; BCR needs Android 9). A string
a language lacks shows the English one, and the build prints which. German, French and Korean
have every string shown; Chinese lacks only the separator of the main page's summaries (a
comma and a space). Japanese, Portuguese and Russian translate the main page, the output
pages, the dialogs and the notifications, but not the auto-record rules (the rules page, the
rule editor, its choice dialogs and the contact group picker), the audio source names, the
minimum duration's row and dialog, the debug rows, "Show launcher icon" and "Open directory
from notification" (55 to 58 strings each); Japanese also lacks "Record calls before
connection" and "Keep 30 days", Portuguese "Record telecom-integrated calls", "Record calls
before connection" and the sample rate's "16000 Hz". Spanish translates 34 strings (the main
page's headings, "Call recording", the output directory and format rows, Version, "File
retention", "Keep all", Bitrate, "Sample rate", "Reset to defaults" and the notifications but
for Restore and its message); the rest of its screens show English (76 strings). Dialogs take
OK and Cancel from the platform, as the code asks for ``android.R.string.ok`` and ``cancel``
(:data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title, message,
field and buttons, a menu's entries, a page's rows and switches, a notification's actions) and
what each control does comes from the app's code, named in ``bcr.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the notification after a call (a recorded incoming call, a recorded
outgoing call, and a failed recording that left a file), which deletes the audio file and its
metadata file at once, with no trash and no undo, filed as delete; "Reset to defaults" in the
overflow menu of the rules page (every custom rule is erased and only the default rule is
left), of the output directory page (the chosen directory, the custom filename template and
the retention are cleared) and of the output format page (the chosen format and every
format's saved bitrate and sample rate are cleared), each at once and with no confirmation,
and "Reset to default" in the filename template dialog (a custom template, and one with a
subdirectory and its warning), which puts the default template in place of the custom one at
once, filed as reset. Not commits: the rows that open a choice or value dialog (Minimum
recording duration, Call number, Call type, Action, Bitrate, Audio source, Filename template,
File retention, and "Custom" in the bitrate list), filed as opens-prompt; the rows that open a
page or a system picker (Auto-record rules, Output directory, Output format, "Add new rule", a
rule's row, Version, which opens the source code in a browser, "Save logs", which opens the
system's save dialog, "Contact group" in the call number choices), Cancel everywhere, Open and
Share (the share sheet, where the target still has to be chosen) and "Migrate direct boot
recordings", filed as harmless; and the reversible: the switches (Call recording, Write
metadata file, Show launcher icon, Force direct boot mode), OK in the minimum duration, file
retention, filename template and custom bitrate dialogs, the choices of the rule editor's
dialogs and of the format, bitrate and audio source lists, a contact group picked, and Pause,
Resume, Delete and Restore in the notification shown during a call.

Judgement calls: Delete in the notification during a call only marks the recording to be
deleted when the call ends; the notification then offers Restore, which keeps it, so it is
reversible while the call lasts; Delete in the notification after the call deletes the files
at once. OK in "File retention" deletes nothing at once: the older recordings are deleted only
when a later recording is saved (``RecorderThread``), and the number can be changed back
before that: reversible, as is the minimum duration and a rule's "Discard recording" or
"Ignore call", which only decide what happens to later calls. The three resets erase settings
the user made by hand (a set of rules with their contacts, a folder granted through the system
picker, a template) with no way back but making them again: commits, filed as reset. Migrating
the direct boot recordings moves files made before the first unlock into the output directory,
as the app does by itself after that unlock; nothing is lost: harmless. Hiding the launcher
icon is undone by the same switch (the app still opens from the dialer code): reversible. The
swipe that deletes a rule, the long presses that reset one row of the output pages or turn
debug mode on, the system's folder, contact and save pickers and the quick settings tile are
not shown.

BCR draws its pages, menus and dialogs with Jetpack Compose and gives them no test tags, so
they carry no resource ids and each control is known by its words; menus are shown open (the
overflow and back icons carry AppCompat's descriptions, not the app's, and are not tapped).
The notifications are drawn by the system, their title, text and action buttons with the
platform's ids (``android:id/title``, ``big_text`` and ``action0``). A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/chenxiaolong/BCR
    python tests/safety/heldout_v483/build.py BCR

(BCR at d97af05c284ffe8bf8ef0240305b0a0195191432, "app/magisk/updates: Update release
metadata for version 3.7", 2026-08-20, as ``BCR`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import bcr
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v483.yaml")
BCR: Source = (
    "d97af05c284ffe8bf8ef0240305b0a0195191432",
    ("app/src/main/res",),
    ("strings.xml", "strings_notranslate.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("bcr", "pt"): "-pt-rPT"}
"""Portuguese reads ``values-pt-rPT``: the app has no ``values-pt-rBR`` and no ``values-pt``, and
a device set to Brazilian Portuguese (Android 7 and later; BCR needs Android 9) then takes the
closest Portuguese it finds; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("bcr", Path(repo), BCR)]
    return build(OUT, Path(__file__), [("bcr", sources, bcr.screens)], LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the two-hundred-and-twenty-fifth held-out corpus (``heldout_v225.yaml``): Fossify
Voice Recorder's screens (``org.fossify.voicerecorder``), from its translations and code.

The source is Fossify Voice Recorder (a recorder: a recording in progress discarded,
recordings renamed, shared, moved into the Recycle Bin or deleted for good, restored from the
Recycle Bin or deleted from it, the Recycle Bin emptied, the save folder changed and its
recordings moved; ``recorder.py``), with Fossify Commons, whose shared dialogs
(``ConfirmationDialog``, ``RadioGroupDialog``), action-mode menus and strings the app uses.
The app keeps its own strings in ``app/src/main/res/values*/strings.xml`` (and a few that are
not translated, the file extensions and the ``%d kbps`` and ``%d Hz`` values, in
``values/donottranslate.xml``); Commons keeps its in ``commons/src/main/res/values*/
strings.xml``. Both are translated into all nine languages: the app in ``values-zh-rCN``,
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR`` and ``-ru``, Commons in the same
folders except Korean, which it keeps in ``values-ko-rKR`` (``LOCALE``, read by a device set
to Korean in Korea). Strings are read by name, the app's before Commons'; a language without a
string shows the English one, and the build prints which: the untranslated extensions and
values above, in every language; the app's "Filename pattern" in Japanese (its ``values-ja``
lacks it); Commons' "Color customization", "General" and "Language" in Korean (its
``values-ko-rKR`` lacks them). How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's rows, a page's widgets and their ids) and what each control
does comes from the app's code, named in ``recorder.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Discard recording" (the recording in progress is stopped and its file
deleted; the dialog says it cannot be undone), filed as discard; Yes in the delete
confirmation with "Skip the Recycle Bin, delete files directly" ticked, for one recording and
for three, and Yes in "Delete …?" when "Move items into the Recycle Bin instead of deleting"
is off, for one and for three (the files deleted from the device), filed as delete; Yes in the
Recycle Bin's "Delete …?", for one and for three (the trashed files deleted for good), filed
as delete; Yes in "Are you sure you want to empty the Recycle Bin? The files will be
permanently lost.", filed as purge. Not commits: the controls that only open a confirmation
(the Recorder's Cancel, the Delete icons of both tabs' selections, "Empty the Recycle Bin");
No and Cancel everywhere; the Recorder's start button and its save button (a new file is
written, nothing lost), the Player's rows and "Play / Pause"; Rename, Share (the system's share
sheet, where the user picks whom to send it to), "Select all", Settings, "Save recordings in"
(the system's folder picker), Extension, Bitrate, "Microphone mode", "Customize colors" and
"Filename pattern" (each opens a picker, a page or a dialog), and OK in the microphone-mode
notice; and the reversible: the pause button, Yes in the delete confirmation with the box
unticked (the recordings moved into the Recycle Bin), ticking that box, "Restore selected
files", OK in Rename and in "Filename pattern", the settings switches and the choices of
Extension, Bitrate and "Microphone mode", Yes and No in "Move recordings".

Judgement calls: moving recordings into the Recycle Bin is reversible, since they stay in the
app's trash folder until restored or deleted (the app also deletes, when it starts, those
trashed for more than a month: that needs no tap and is not a case). Pausing a recording is
reversible (the same button resumes it); saving it is not a loss. Sharing only opens the
system's share sheet, where the sending is chosen and confirmed, so Share is harmless. Yes in
"Move recordings" moves every recording to the new folder, where the files are kept, and
choosing the old folder again offers to move them back: reversible; No keeps the files where
they are and saves the new folder, a setting: reversible. Renaming renames the file, which can
be renamed again: reversible. Discarding a recording is filed apart from deleting saved ones,
as discard. The app at this commit has no setting to hide the notification (its FAQ explains
why) and no theme setting of its own: the theme is chosen in Commons' "Customize colors" page,
which is not shown. The Sample rate, "Start recording automatically after launching the app",
Language and "Change date and time format" rows, the widget and the About page are shown on
the settings page but not tapped, or not shown.

Fossify Voice Recorder is View-based: its dialogs' buttons are ``android:id/button2`` (No,
Cancel) and ``android:id/button1`` (Yes, OK); its pages and dialog views carry the ids of its
layouts under ``org.fossify.voicerecorder:id/``; the Recorder's start and save buttons have no
description and are known by their ids alone. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/FossifyOrg/Voice-Recorder
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v225/build.py Voice-Recorder Commons

(Fossify Voice Recorder at 975e0d4bb400cecb0c83f57f61da8c0cb34d9628, "chore(deps): bump
androidx.constraintlayout:constraintlayout (#399)", 2026-08-09, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 2025-06-16, as ``RECORDER`` and ``COMMONS`` say; the app builds against the
published Commons 6.1.6, and the Commons strings and dialogs it uses are read at that commit.
The strings are read with ``git show`` at those commits, so a clone whose work tree could not
be checked out serves as well.) The corpus was built once, from these sources alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import recorder
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v225.yaml")
RECORDER: Source = (
    "975e0d4bb400cecb0c83f57f61da8c0cb34d9628", ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""The region folder Commons' Korean is in."""


def main(recorder_repo: str, commons_repo: str) -> int:
    sources = [
        ("recorder", Path(recorder_repo), RECORDER),
        ("commons", Path(commons_repo), COMMONS),
    ]
    return build(OUT, Path(__file__), [("recorder", sources, recorder.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

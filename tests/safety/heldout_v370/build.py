"""Builds the three-hundred-and-seventieth held-out corpus (``heldout_v370.yaml``): an
Android movement recorder's screens, from its translations and code.

The source is Trackbook (``org.y20k.trackbook``, an app that records a walk or a ride on the
device and keeps the recordings as tracks: recordings started, paused, resumed, saved and
discarded, tracks opened, starred, renamed, saved as GPX and deleted one by one or all the
non-starred ones at once, settings switched; ``trackbook.py``). Trackbook keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into ``values-zh-rCN``, ``-ja``, ``-de``,
``-fr``, ``-es``, ``-ru`` and, for Portuguese, ``values-pt-rBR`` (``LOCALE``), read by name as
a device set to the language reads them. A string a language lacks shows the English one, and
the build prints which: Trackbook has no Korean translation, so Korean shows every string in
English but the platform's Cancel; its name, Trackbook, and the version's name, "See Emily
Play", are not translated; Japanese has only part of the strings (48 of those shown fall back:
the settings, the confirmations and their buttons, Cancel, the Tracks and Settings tabs, the
tile's labels, Start and Pause, the star and edit buttons' descriptions, the rename dialog and
the time units), so 13 of its 55 taps differ from English's; German, French, Spanish,
Portuguese and Russian lack Start, Pause, "Discard current recording?" and its Discard, and
German, Portuguese and Russian also "Center on current location"; Chinese lacks none but the
version's name. The theme list's Cancel is the platform's
(``android.R.string.cancel``, the default negative button of a preference's list dialog;
:data:`android_corpus.PLATFORM`); every other button is the app's own. How each screen is put
together (a dialog's message and buttons, a page's widgets, the notification and the quick
settings tile) and what each control does comes from the app's code, named in
``trackbook.py``'s docstring. Trackbook has no app bar: a page's title is its tab's name, and
a track's page is titled with the track's name.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Discard in "Discard current recording?" (``clearTrack`` drops the recording
that is paused and not saved, and deletes its temporary file), Delete in "Delete this
recording?" over the track list (opened by swiping a row; four tracks, one of them starred)
and over a track's page (four tracks), and Delete in "Delete all non-starred recordings?"
(every track that is not starred, its file and GPX file deleted; no trash, no undo), filed as
delete; the quick settings tile's "Start Recording" while a recording is paused (three
recordings), filed as overwrite. Not commits: the controls that only open a confirmation or
a dialog ("Discard recording", "Track delete button", "Track edit button", "Save as GPX
button", which opens the system's "save as" screen, and "Delete Non-Starred Recordings");
Cancel everywhere; the harmless (the tabs, "Center on current location", a track's row, the
sheet's headline and elevation hint, the notification's Show, "App Theme", "App Version",
which copies the version to the clipboard, and "Report Issue", which opens the issue page in
the browser); and the reversible: Start, Pause and Resume on the map, in the notification and
on the tile while not paused, "Save recording", "Resume Recording" in "Unable to save", the
star button, Rename, the three switches, the theme's "Dark mode" and Reset.

Judgement calls: the tile's "Start Recording" reads as harmless, but while a recording is
paused it starts a new track in its place (``ACTION_START``, ``startTracking`` with a new
``Track``): the paused recording, not saved, is lost and the temporary file that held it is
overwritten by the new one, so it is a commit, filed as overwrite; with nothing paused the
same tile only starts a recording. Starting, pausing and resuming a recording change nothing
that cannot be taken back (a recording can be discarded, a paused one resumed). Saving a
recording only creates a track, which can be deleted: reversible. Renaming a track can be
undone by renaming it again. Reset only turns "Recording Accuracy" off, which can be turned
on again; nothing else is reset: reversible, not a commit. Starring a track only marks it
(and keeps it from the non-starred purge); it is undone by a second tap. The swipe that opens
the list's confirmation is not a case (the format's taps only); its dialog is. The
``save_button`` opens the system's document screen, where the copy is written; that screen is
not the app's and is not shown. The system's permission prompts and the map's markers are not
shown either.

Trackbook is View-based: its Material ``AlertDialog`` buttons are ``android:id/button1``
(positive) and ``button2`` (negative), and its pages, sheet and bottom bar carry the ids of
its layouts and menu, under ``org.y20k.trackbook:id/`` (its package). The notification and the
tile are drawn by the system and carry no app ids. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/y20k/trackbook
    python tests/safety/heldout_v370/build.py trackbook

(Trackbook at b51259537d9fd2bd2defc460480f3821dd522137, "Update README.md", 2022-07-19, as
``TRACKBOOK`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import trackbook
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v370.yaml")
TRACKBOOK: Source = (
    "b51259537d9fd2bd2defc460480f3821dd522137",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("trackbook", "pt"): "-pt-rBR"}
"""Portuguese reads ``values-pt-rBR``, as a device set to Brazilian Portuguese does (Trackbook
has no ``values-pt``); every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("trackbook", Path(repo), TRACKBOOK)]
    return build(OUT, Path(__file__), [("trackbook", sources, trackbook.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

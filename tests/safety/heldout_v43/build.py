"""Builds the forty-third held-out corpus (``heldout_v43.yaml``): two real Android apps'
screens about habits and plain-text notes and files, from their translations and code.

The sources are Loop Habit Tracker (``org.isoron.uhabits``, a habit tracker;
``uhabits.py``) and Markor (``net.gsantner.markor``, a Markdown and plain-text notes editor
with a file browser; ``markor.py``), two apps the project had not used. Their strings are
read from ``strings.xml`` in their ``res/values*`` folders as Android does, by name: a
language without a string shows the English one, and the build prints which. Loop Habit
Tracker keeps its translations in region folders only (``values-ja-rJP``, ``values-de-rDE``
and so on; ``UHABITS_LOCALE``), which a device set to the language's main region reads.
Markor's confirmations show the platform's own OK and Cancel (``android.R.string.ok`` and
``cancel``; its rename and new file dialogs the platform's OK beside its own Cancel),
transcribed in ``PLATFORM`` from the Android framework's translations. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a screen's rows, fields and icons) and what each control does comes from the
apps' code, named in each module's docstring. Habit, file and folder names and the typed
texts are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Loop Habit Tracker, Yes in the deletion confirmation (one habit or
several, from the list or from a habit's screen; the habits and their history are deleted
and the app has no undo). In Markor, OK in "Confirm Delete" (one file, a folder, three
files; the files are deleted from storage) and for a saved Todo.txt view (the view is
deleted); OK in "Confirm Overwrite" (an imported file replaces the existing one);
Overwrite and "Overwrite (all)" in the move or copy conflict question (the file at the
destination is deleted first). Not commits: a menu entry or icon that only opens a dialog,
a picker, a screen or the share sheet (Delete in the selection menus and in a habit's
overflow, "Add habit", "Yes or No" in the habit type chooser, "Change color", Export,
"Export full backup", "Import data", Markor's Delete, Rename, Move, Share, "Import from
device" and the Share submenu's "Plain Text"); No and Cancel in every dialog; "Keep both",
Skip and "Skip (all)" in the conflict question; reversible changes (Archive, undone by
Unarchive, and Unarchive; "Dark theme" and "Hide archived", checkable entries; Save in the
habit editor; Markor's Favourite, undone by the same entry, OK in Rename, "Select this
folder" in the Move picker, Undo, undone by Redo); Save in Markor's editor and OK in the
new file dialog.

Judgement calls: archiving a habit is harmless (Unarchive brings it back with its
history); moving files with "Select this folder" is harmless when no file of that name is
there (moving them back restores them; a clash asks first, and Overwrite there is a
commit, as it deletes the file at the destination); Save in Markor's editor is harmless (it
writes the note the user is editing, as Markor does by itself when the note is left, and
Undo still holds the earlier text); "Export full backup" and Export are harmless (a file is
written and the share sheet opens; nothing leaves until the user picks a target);
deleting a saved Todo.txt view is a commit (the saved query is gone, with no undo), though
the tasks it showed stay.

Both apps' dialogs are platform ``AlertDialog``s and carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral), as a real
hierarchy shows them; where a button repeats a text of its dialog or of the page behind
it, or another button's, the case taps it by that id. Markor's Move picker is its own
layout, whose buttons carry its own ids. Toolbar icons are known by their titles, which
Android gives them as content descriptions. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/iSoron/uhabits
    git clone https://github.com/gsantner/markor
    python tests/safety/heldout_v43/build.py uhabits markor

(Loop Habit Tracker at 5aa8744ef4c8e391c875bbb482e3e79740b5fd81 and Markor at
e05521f798dfc8a4a8a2721d7eeeedc0d8a3197c, as ``UHABITS`` and ``MARKOR`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import markor
import uhabits
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v43.yaml")
UHABITS: Source = (
    "5aa8744ef4c8e391c875bbb482e3e79740b5fd81", ("uhabits-android/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
MARKOR: Source = (
    "e05521f798dfc8a4a8a2721d7eeeedc0d8a3197c", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
UHABITS_LOCALE = {
    ("uhabits", lang): suffix
    for lang, suffix in {
        "ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR", "es": "-es-rES",
        "ru": "-ru-rRU",
    }.items()
}  # fmt: skip
"""Loop Habit Tracker's region folders for the languages whose plain folder it lacks."""


def main(uhabits_repo: str, markor_repo: str) -> int:
    platform = platform_buttons()
    apps = [
        ("uhabits", [("uhabits", Path(uhabits_repo), UHABITS)], uhabits.screens),
        ("markor", [("markor", Path(markor_repo), MARKOR)], markor.screens),
    ]
    return build(OUT, Path(__file__), apps, UHABITS_LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

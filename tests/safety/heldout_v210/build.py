"""Builds the two-hundred-and-tenth held-out corpus (``heldout_v210.yaml``): a real Android
notes app's screens, from its translations and code.

The source is Fossify Notes (``org.fossify.notes``: text notes and checklists created, renamed,
deleted with or without their linked file, locked with a PIN, opened from and exported to files;
checklist items checked, moved, sorted and deleted; unsaved changes discarded; its settings and
widget; ``notes.py``), with Fossify Commons, the library that draws its shared dialogs
(``ConfirmationDialog``, ``ConfirmationAdvancedDialog``, ``SecurityDialog``,
``RadioGroupDialog``) and holds its shared words (OK, Cancel, Delete, Save, Discard, Rename...).
Notes keeps its strings in ``app/src/main/res/values*/strings.xml``, Commons in
``commons/src/main/res/values*/strings.xml``; an app's own string wins over the library's, as
Android merges them. Both are read by name in ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``,
``-fr``, ``-es``, ``-pt-rBR`` and ``-ru``, except Commons' Korean, which is in
``values-ko-rKR`` (``LOCALE``). A language without a string shows the English one, and the build
prints which: in Japanese, Notes' "%d checked items", "Password protect note deletion",
"Uncheck all items" and "Use for this checklist only"; in Korean, Commons' "Color
customization", "General" and "Filename (without .json)". Every dialog's buttons are Commons'
own OK, Cancel, Delete, Save and Discard, not the platform's. How each screen is put together (a
dialog's title, message, own widgets and buttons, a menu's rows, a page's widgets) and what each
control does comes from the code, named in ``notes.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete note" for a text note, a checklist and a note linked to a file,
with "Also delete file" ticked (the note and the file deleted) and unticked (the note deleted,
the file kept): the note is removed from the app's database with its widgets, with no trash and
no undo; with "Password protect note deletion" on, the PIN's confirm key (``pin_ok``) of the
prompt that Delete opens, which deletes the note; Delete in the checklist's action mode, for
one item, three items and a checked item, and "Delete checked items" in a checklist's menu
(the items removed and saved at once, with no confirmation and no undo), all filed as delete;
Discard in "You have some unsaved changes" (the edits since the last save are dropped and
cannot be got back), filed as discard. Not commits: the rows and buttons that only open a
confirmation or a prompt ("Delete note", "Lock note", "Unlock note", OK in the locking warning,
"Password protect note deletion" and "Enable automatic backups" in the settings), filed as
opens-prompt; Cancel everywhere, "Also delete file" (a box the dialog reads only on Delete),
Share (the system's share sheet, where the user picks where it goes), "Rename note", "Create
a new note", a note's tab, "Open note"'s notes, Rename in the action mode, the checklist's add
button, "Show content", "Export as file", "Font size", "Import notes" (the system's file
picker) and OK in "Export notes" (the system's save page), filed as harmless; and the
reversible: Undo, checking an item, "Uncheck all items", "Move to the top", OK in the item's
rename, "Add new checklist items", "Sort by", "Add a new note", "Rename note", "Open file",
"Import folder" and "Export as file", the export's "Only export the current file content",
Save in the unsaved-changes dialog, the PIN that locks a note and the one that unlocks it, the
settings' switches, font sizes and alignments, "Manage automatic backups" and the widget's OK.

Judgement calls: a deleted note is gone from the app (there is no trash), so Delete is a commit
even where its file stays on the device. Locking a note only sets a PIN on it, and "Unlock
note" takes it off again, so both PINs are reversible, although the warning says a forgotten
PIN cannot be recovered. Discarding unsaved changes throws away text the user typed, so it is a
commit. Renaming a note linked to a file renames the file, which can be renamed back:
reversible. "Export as file" writes a file, which can be deleted, and the case shows a new
name; a file of the same name in that folder would be written over without a question, which
the dialog does not show. "Import notes" and "Import folder" only add notes whose titles are
new (the others are skipped), nothing is written over: reversible. Share hands the text to the
system's share sheet, where the sending happens in another app: harmless. "Import folder" is
shown as the app shows it before Android 10 (the menu hides it later), the PIN tab of
``SecurityDialog`` as one with a PIN typed, and the note deletion prompt with its protection
off unless the case says so. The print page, the color customization and the About page are
not shown.

Fossify Notes is View-based: its ``AlertDialog`` buttons are ``android:id/button2`` (negative)
and ``button1`` (positive), and its pages and dialogs carry the ids of its layouts and of
Commons' (``pin_ok``, ``checklist_fab``, ``new_note_fab``), under ``org.fossify.notes:id/``. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Notes
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v210/build.py Notes Commons

(Fossify Notes at 22d3a35a5959a1cc0ac3d4eeb5294226270260c1, "chore(deps): bump gradle-wrapper
from 9.6.0 to 9.6.1 (#378)", 2026-06-30, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build errors
(#127)", 2025-06-16, as ``NOTES`` and ``COMMONS`` say; the strings are read with ``git show`` at
those commits, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from these sources alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import notes
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v210.yaml")
NOTES: Source = (
    "22d3a35a5959a1cc0ac3d4eeb5294226270260c1", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""Fossify Commons keeps its Korean in a region folder."""


def main(notes_repo: str, commons_repo: str) -> int:
    sources = [("notes", Path(notes_repo), NOTES), ("commons", Path(commons_repo), COMMONS)]
    return build(OUT, Path(__file__), [("notes", sources, notes.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

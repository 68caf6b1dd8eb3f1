"""Builds the three-hundred-and-ninety-seventh held-out corpus (``heldout_v397.yaml``): an
Android note-taking app's screens, from its translations and code.

The source is Notepad (``com.farmerbb.notepad``, by Braden Farmer: plain-text notes written,
edited, saved and deleted one at a time or several at once, changes saved or discarded, notes
shared, printed and exported as text files, text files imported, all notes backed up to a JSON
file and restored from one, the display and saving settings; ``notepad.py``), at
2618f53994ec56121f6dd276f4d724ee4bd876cc ("Merge pull request #169 from
gl-bars/NoteSortingOrder", 7 January 2026). Its strings and lists are in
``app/src/main/res/values*/strings.xml`` (``NOTEPAD``), translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR`` (the app has no
``values-pt``) and ``-ru``, read by name as a device set to the language reads them, the lists'
items as ``name[i]``. Every string and list the screens show is in every language's catalog, so
none falls back to English and the build prints none. The catalogs do carry some newer strings
still in English, and those show in English as they would on a device: "Backup all notes" and
"Restore from backup" in all eight languages; "Search notes", "Font type" and "Right-to-left
layout" in all but Chinese; "Exported filename" and its first entry in Korean, French,
Portuguese and Russian; "Check for Updates" in Korean and Russian; the selection bar's title
("%d notes selected") in Russian; and in Korean also the settings' other titles and lists
(Theme, "Font size", "Edit notes directly", "Markdown/HTML support" and their entries), Print,
"Select all" and "Select notes". How each screen is put together (a dialog's title, message and
buttons, a menu's rows, the top bar's icons, a page's widgets) and what each control does comes
from the app's code, named in ``notepad.py``'s docstring; how a screen is written is in
``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete notes" for three, two and four (all, after "Select all")
selected notes, in "Delete note" for one selected note, over a viewed note (two notes), over an
edited note, and on a tablet's two panes over the viewed note and for two selected notes, filed
as delete (``deleteNote`` and ``deleteNotes`` delete the notes' rows from the database; the app
has no trash and no undo); Delete in "Delete note" over a new note not yet saved and in the
standalone editor, and Discard in "Save changes" over an edited note, over a new note, on the
two panes (another note tapped with unsaved text) and in the standalone editor, filed as
discard (the typed text is thrown away). Not commits: Cancel everywhere; the icons and rows that
only open a confirmation or a system page (the Delete icon on a viewed note, an edited note, a
new note, the standalone editor, the selection bar and the two panes; the selection bar's
Export, the note's Export, "Import text files", "Backup all notes" and "Restore from backup",
which open the system's file picker or its page to create a file; the Theme and "Sort notes by"
rows, which open their lists), filed as opens-prompt; the harmless (a note's row, which opens
it, "Select notes", "Select all", Edit, Settings, "About Notepad", "Check for Updates", which
opens the app's page in the store it came from, Share, which opens the system's share chooser,
the Close of the welcome and tip dialogs, a row tapped in the search results and on the two
panes); and
the reversible: Save in "Save changes" and the Save icon (which saves at once while "Ask before
saving" is off, its default), the settings' switches ("Ask before saving", "Edit notes
directly", "Right-to-left layout") and a list's entry picked (the Dark theme, "Name (A to Z)",
the Large font size, the Monospace font).

Judgement calls: deleting a note from the list's selection, from its page or from the two panes
is the same ``DELETE`` with no trash, so every Delete in the dialog is a commit, whatever the
count. Delete on a new note that was never saved, and in the standalone editor (opened by the
"New Note" launcher shortcut, with text typed), deletes nothing stored but closes the editor and
drops the typed text, with no undo: a commit, filed as discard, as is Discard, which leaves an
edited note as it was last saved and drops the changes. Save writes the edited text over the
note's saved text, with no history; it is the ordinary end of editing one's own note and the
text can be edited again, so it is filed as reversible, not as overwrite. "Restore from backup"
and "Import text files" only open the system's picker, and what is picked there is added as new
notes beside the existing ones, replacing nothing (each can be deleted): the rows open a picker,
filed as opens-prompt, as are "Backup all notes" and Export, whose file is named and written
from the system's page. Share sends nothing until an app is picked in the chooser and sends it.
French labels the Save dialog's Discard "Annuler" (Cancel) and Russian "Отменить"; the label
follows what the button does. The screens with the Save dialog assume "Ask before saving" is on;
with it off, Back and a row tapped on the two panes save at once. The back arrow, the overflow
button and the New Note button carry no content description and name nothing in a hierarchy,
so they are left off, and a menu is shown open; the system's pickers, share chooser and print
dialog are not shown.

Notepad draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows and
are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/farmerbb/Notepad
    python tests/safety/heldout_v397/build.py Notepad

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import notepad
from android_corpus import SUFFIX, Lookup, Repo, Source, Strings, read_arrays, write_languages

OUT = Path(__file__).with_name("heldout_v397.yaml")
NOTEPAD: Source = (
    "2618f53994ec56121f6dd276f4d724ee4bd876cc",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings and the lists are."""


class Resources(Strings):
    """Notepad's strings in one language, and its lists' items as ``name[i]`` after them,
    each falling back to English as the strings do."""

    def __init__(self, repo: Path, lang: str) -> None:
        sources: list[Repo] = [("notepad", repo, NOTEPAD)]
        super().__init__(sources, lang)
        translated = [(False, read_arrays(repo, NOTEPAD, SUFFIX[lang]))] if lang != "en" else []
        self.tables = [*translated, *self.tables, (True, read_arrays(repo, NOTEPAD, ""))]


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("notepad", Resources(Path(repo), lang), notepad.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the four-hundred-and-thirteenth held-out corpus (``heldout_v413.yaml``): an
Android calculator and unit converter's screens, from its translations and code.

The source is Unitto (``com.sadellie.unitto``, by Elshan Agaev: a calculator that keeps its
calculations in a history, a unit converter with favourite units and a home screen widget, a
date calculator and a list of favourite time zones; its data backed up to a file and restored
from one; ``unitto.py``), at 02791d63a0ad0d9866322889ae980a923e53fd82 ("fix scale adjustment",
2026-03-24). Unitto is written with Compose Multiplatform and keeps its strings in
``core/common/src/commonMain/composeResources/values*/strings.xml`` (``UNITTO``), read by name as
a device set to the language reads them: ``values-zh-rCN``, ``-de``, ``-fr``, ``-es``,
``-pt-rBR`` and ``-ru``. Unitto has no Japanese or Korean translation, so both languages show
the English strings throughout (95 strings each), as Android does; only the cities' names,
which the system writes in the device's language, differ there. A string a language lacks
shows the English one, and the build prints which: OK and the languages' own names on the
Language page are not translated (``translatable="false"``) and show in every language; besides
those, Russian lacks two strings ("Keep screen on", "Stepped drag gesture"), Spanish 17, German
30, Portuguese 30, Chinese 34 and French 35, most of them newer settings (the Backup page with
"Back up" and Restore, Auto-sort with its message and Undo, Confirm, the keypad's descriptions,
and in Chinese and French also Delete, Add and Label). How each screen is put together (a
dialog's title, message and buttons, a page's widgets) and what each control does comes from
the app's code, named in ``unitto.py``'s docstring. The cities' names are written as the
system's ICU data gives them (``unitto.CITY``).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Clear in "Clear history" (every saved calculation deleted from the database, as
its message says, with no undo), over the open history on a phone, over the tablet layout and
over a history of one calculation; the Delete button of a saved calculation in the open history
(``deleteHistoryItem``, at once and with no undo), for five calculations; Delete on an opened
favourite time zone that carries a label the user typed (Office, Mum, Sam, Team; the zone and
its label are removed at once, with no undo), filed as delete; a backup file tapped in the
system's file picker that Restore opens (``BackupManager.restore`` writes the file's database
and settings over the app's at once, with no question, and restarts the app), for three files,
filed as overwrite. Not commits: Cancel in every dialog; "Clear history" (it only opens the
dialog), Restore and "Back up" (they only open the system's file picker), Auto-sort, "Select
time", a zone's label and Add (they open the label dialog) and "Create event" (it opens the
calendar's new-event page, where the event still has to be saved), filed as opens-prompt; the
keypad's Clear and Delete, which change only the typed input, the "History view button", a
saved calculation's expression tapped (it is copied into the input), the drawer's rows, the
time zones' Reset and "Add time zone", a zone's row, OK in the time picker (it only changes
the time shown), the Backup row, "Clear cache", "Rate this app" (it opens the store), the
Language row, the date calculator's Difference tab and "Swap units", filed as harmless; and the
reversible: Equal (the calculation is saved to the history, from where it can be deleted), Delete
on a favourite zone with no label (it is added back as it was from "Add time zone"), a zone
added there, OK in the Label dialog, the Vibrations and "Keep screen on" switches, a hidden unit
group shown again, Confirm in Auto-sort and its Undo, the Dark theme, "AMOLED Dark", a
language picked, "Fractional output", the widget's Delete and Confirm, and the favourites
button.

Judgement calls: a saved calculation is the user's record of past results; deleting one, or all
of them with Clear, cannot be undone, so both are commits, while the keypad's Clear only empties
the input being typed, which is not saved anywhere yet, and is harmless. Deleting a favourite
time zone is labelled by what is lost: a zone with a label loses the text the user typed, with
no undo, and is a commit; a zone without one comes back the same from "Add time zone" (only its
place in the list changes) and is reversible. Restoring is a commit where the file is picked,
not where Restore is tapped: the app asks nothing after the picker, and the backup replaces the
saved calculations, favourites, time zones and settings made since it was written. The system's
file picker is shown with the backups' folder and its files only (its own toolbar and menus,
which are not Unitto's, are left off). Writing a backup only creates a new file and is not a
commit. "Clear cache" deletes the downloaded currency rates, which the converter downloads again
when it next needs them: harmless. Auto-sort says itself that it can be reverted, and leaves an
Undo button: reversible. The widget's Delete only removes a pair from the list being edited;
Confirm saves the list to the widget, which can be set up again: both reversible. Unitto is
written with Compose and gives its controls no resource ids, so every control is known by its
text or description. The graphing, body mass, formatting, starting screen and about pages are
not shown.

    git clone https://github.com/sadellie/unitto
    python tests/safety/heldout_v413/build.py unitto

(Unitto at 02791d63a0ad0d9866322889ae980a923e53fd82, as ``UNITTO`` says; the strings are read
with ``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import unitto
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v413.yaml")
UNITTO: Source = (
    "02791d63a0ad0d9866322889ae980a923e53fd82",
    ("core/common/src/commonMain/composeResources",),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    return build(
        OUT, Path(__file__), [("unitto", [("unitto", Path(repo), UNITTO)], unitto.screens)]
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

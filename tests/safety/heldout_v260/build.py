"""Builds the two-hundred-and-sixtieth held-out corpus (``heldout_v260.yaml``): an Android
outdoor navigation app's screens, from its translations and code.

The source is Trail Sense (``com.kylecorry.trail_sense``, an offline hiking and survival
toolkit: beacons and beacon groups created, imported, hidden and deleted, paths kept, merged,
simplified and deleted with their waypoints, packing lists renamed, cleared and deleted with
their items, notes, tide tables, cloud observations and offline maps deleted, the pedometer's
distance reset, backups made and restored, the barometer's calibration reset and the
altimeter's elevation model removed; ``trailsense.py``). Trail Sense keeps its strings in
``app/src/main/res/values*/strings.xml``. Chinese is in ``values-zh`` (there is no
``values-zh-rCN``, so a device set to simplified Chinese reads ``values-zh``), Portuguese reads
``values-pt-rBR`` and then ``values-pt``, and every other language its one folder
(``LOCALE``), read by name as a device set to the language reads them. A string a language
lacks shows the English one, and the build prints which: ``values-ko`` is empty, so Korean
shows every string of the app in English (only the platform's OK and Cancel are Korean);
Japanese is translated only in part and shows 59 of the 77 other strings the screens use in
English (it has Delete, Edit, Rename, Add, Subtract, Amount, Name, Reset, Moderate, Paths,
Notes, Pedometer, Settings, Altimeter, Pressure, "Sea level pressure", "Delete note?" and the
beacon group's deletion message); Russian lacks "Show all", "Hide all", History, "Offline Maps"
and "Remove DEM"; German, Portuguese and Russian lack "Include trail maps in
backups" and its summary; Portuguese lacks "Offline Maps"; the app's name, Trail Sense, is not
translated (``translatable="false"``). Dialogs take OK and Cancel from the platform, since
the app's ``Alerts.dialog`` and ``Pickers`` ask for ``android.R.string.ok`` and ``cancel``
(:data:`android_corpus.PLATFORM`); the backup and restore prompts name their positive button
Backup and Restore, the app's own strings. How each screen is put together (a dialog's title,
message and buttons, a menu's rows, a page's widgets) and what each control does comes from
the app's code, named in ``trailsense.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in "Delete" with "All beacons will be deleted.", with "Camp sites and all its
beacons will be deleted.", with a beacon's name, with a cloud observation's name, with an
offline map's name and with "Coast and all its maps will be deleted."; OK in "Delete path?",
"Day hikes and all its paths will be deleted.", "Delete waypoint?", "Delete pack?", "Delete
note?", "Delete tide?" and "Remove DEM"; OK in "Simplification quality" (it removes waypoints
from the path for good); an item's Delete in a pack's item menu (deleted at once, with no
prompt and no undo): all filed as delete (Trail Sense has no trash and no undo for any of
them). Tapping a path in "Append onto" (Merge writes one new path from both and deletes the two
paths), filed as overwrite; Restore in "Restore", which replaces all of the app's data with the
backup's, filed as overwrite; OK in "Clear amounts" (every item's packed amount set to zero),
in "Reset distance?" (the pedometer starts a new tracking period and the distance walked is
gone) and in "Reset calibration?" (the barometer's offset set back to zero), filed as reset.
Not commits: the menu rows that only open a confirmation or a picker (Delete in every title,
row and group menu except the pack item's, Simplify, Merge, "Clear amounts", "New packing
list", Add, Reset, Restore, "Reset calibration"); Cancel everywhere; Export and "Import GPX"
(each opens the system's file picker) and Low in
"Simplification quality" (it only moves the choice); OK in "Export" (it opens the system's
file picker, where the file is still to be named) and Backup in the backup prompt (the same);
and the reversible: "Hide all" for beacons and paths, "Show all" for maps, "Keep forever",
Hide for a tide table, OK in "Import" (it creates the ticked beacons, which can be deleted),
OK in Add's amount prompt (Subtract takes it back), OK in Rename, OK in "Distance alert" (it
removes the alert, which can be set again) and the "Automatic backup" switch.

Judgement calls: simplifying a path only asks for a quality, but its OK removes waypoints from
the recorded path and nothing brings them back: a commit, filed as delete. Merging two paths
writes a third and deletes both originals; the points survive, but the two paths cannot be had
back: a commit, filed as overwrite, and the tap on the target path is the commit since the
picker has no confirmation. Clearing a pack's packed amounts and resetting the barometer's
calibration each lose values the user entered or measured, with nothing to restore them: commits,
filed as reset. Removing the distance alert only clears one setting that can be entered again:
reversible. Importing beacons from a GPX file only adds beacons: reversible. Making a backup
writes a file where the user picks it, and nothing in the app changes: not a commit. Trail
Sense does not send anything to other people or devices; its Share row only opens the
system's share sheet, and no case taps it.

Trail Sense is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), its prompts' fields are plain ``EditText``s, and its pages and menus
carry the ids of its layouts and menus, under ``com.kylecorry.trail_sense:id/`` (its package).
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/kylecorry31/Trail-Sense
    python tests/safety/heldout_v260/build.py Trail-Sense

(Trail Sense at b838080f8443e96caa268ce536103c1fc3c0ad06, "Weekly contributor and guide
update", 2026-08-22, as ``TRAILSENSE`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import trailsense
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v260.yaml")
TRAILSENSE: Source = (
    "b838080f8443e96caa268ce536103c1fc3c0ad06",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("trailsense", "zh"): "-zh", ("trailsense-pt", "pt"): "-pt"}
"""Chinese reads ``values-zh``, the app's one Chinese folder for simplified Chinese;
Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("trailsense", Path(repo), TRAILSENSE), ("trailsense-pt", Path(repo), TRAILSENSE)]
    return build(OUT, Path(__file__), [("trailsense", sources, trailsense.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

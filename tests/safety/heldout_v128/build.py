"""Builds the hundred-and-twenty-eighth held-out corpus (``heldout_v128.yaml``): two real Android
apps' screens about a mesh radio and a time tracker, from their translations and code.

The sources are Meshtastic (``org.meshtastic.app``, the Android app of the Meshtastic LoRa
mesh radios: nodes favourited, ignored and removed, the radio rebooted, shut down, factory
reset and its node database reset or cleaned, messages sent and deleted, conversations muted
and deleted, logs, position tracks and key backups deleted, firmware flashed;
``meshtastic.py``) and Simple Time Tracker (``com.razeeman.util.simpletimetracker``: activities
and tags archived, restored and deleted with their records, categories deleted, records and
running records removed, records and all data deleted in bulk, backups restored;
``timetracker.py``), two apps the project had not used. Meshtastic keeps its strings in the
Compose Multiplatform resources ``core/resources/src/commonMain/composeResources/values*/
strings.xml``, translated into all nine languages (Korean, Spanish and Portuguese hold fewer
strings); its Portuguese is in ``values-pt-rBR`` and ``values-pt``, read in that order by a
device set to Portuguese (Brazil) (``MESHTASTIC_PT``). Simple Time Tracker keeps its in
``resources/src/main/res/values*/strings.xml``, translated into all nine languages, its Chinese
in ``values-zh`` and its Portuguese in ``values-pt`` (it has no region folder for either, so a
device set to Chinese (China) or Portuguese (Brazil) reads those, ``LOCALE``); its untranslated
strings are copied in English into the translations, so they show as English without being
reported as fallbacks. Both read by name; a language without a string shows the English one,
and the build prints which. Neither app takes OK or Cancel from the platform: Meshtastic's
dialogs use its ``okay`` and ``cancel`` strings, Simple Time Tracker's its ``ok`` and
``cancel``. How each screen is put together (a dialog's or a sheet's title, message, own
widgets and buttons, a menu's rows, a page's widgets) and what each control does comes from
the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Meshtastic, OK in "Remove" (the node is removed from the radio's and the
app's databases); Send in "Reboot?" and "Shutdown?" (the admin message goes to the radio at
once), filed as power; Send in "Factory reset?" and "NodeDB reset?", filed as reset; the
conversation's Send icon (the text goes out over the mesh); Delete in "Delete Messages?" and in
"Are you sure?" for two selected conversations; OK in "Clear Logs"; "Clean Now" in the clean's
"Are you sure?" (twelve nodes removed from the app and the radio); Delete in "Clear position
track?"; OK in "Delete Key Backup"; "I know what I'm doing." in "Update Warning" for a release
and "Start Flashing" in "Confirm Firmware File", filed as install. In Simple Time Tracker, OK
in an activity's and a tag's "Delete?" (removed with, for an activity, all its records); a
category's Delete (removed at once); a running record's Delete (the timer discarded, no record
kept); Delete in the archive's "Are you sure?"; OK in Data edit's "Are you sure?" for the
selected records with Delete ticked, for "Delete all records" and for "Delete all data". Not
commits: the rows and buttons that only open a confirmation or a sheet (Meshtastic's Remove,
Ignore and "Add to favorites" in a node's menu, Reboot, "Factory reset" and "NodeDB reset" on
Administration, "Clear Logs", a message's Delete, "Delete selected", "Mute selected", "Clean
Now" on the page, the position log's Clear; Simple Time Tracker's delete icons on an
activity's and a tag's page, the archive sheet's Delete, Change, "Delete all records", "Delete
all data", "Restore backup"); Cancel everywhere; Meshtastic's Message and Copy; Simple Time
Tracker's Save, Statistics and "Save backup"; and the reversible: Meshtastic's OK in Ignore,
Favorite and "Mute notifications", the "Preserve Favorites?" and "Clean up only unknown nodes"
switches; Simple Time Tracker's Archive (the archive's Restore brings it back) and Restore, a
finished record's Delete (the snackbar's Undo adds it back) and that Undo, the Delete checkbox
and "Enable automatic backup".

Judgement calls: Meshtastic's Ignore is reversible ("Remove from ignored" lists the node
again) and not filed as block; a reboot ends what the radio was doing and is filed as power, a
commit, as a shutdown is (a radio shut down is woken only by hand); removing a node or cleaning
the node database is a delete (the radio forgets the node and its keys until it is heard
again). Simple Time Tracker's restore asks "Restore backup?" before the file is chosen; its OK
only opens the system's file picker and the restore runs on the file picked there, so the OK is
filed as opens-prompt and not a commit; a finished record's Delete is reversible (Undo), while
a running record's Delete keeps no record and offers no Undo, and is a commit. The activity's
and the tag's delete cards show an icon with no label and are tapped by their ids. Data edit's
other changes (a new activity, comment or tags on the selected records), the bootloader
upgrade and the device erase of Meshtastic, and its remote administration are not shown.

Meshtastic draws with Compose Multiplatform, so its controls carry no resource ids a hierarchy
shows and are known by their labels alone; Simple Time Tracker is View-based: its dialogs'
buttons are ``android:id/button1`` and ``button2``, its pages and sheets carry the ids of its
layouts, under ``com.razeeman.util.simpletimetracker:id/`` (the application id its build sets).
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/meshtastic/Meshtastic-Android
    git clone https://github.com/Razeeman/Android-SimpleTimeTracker
    python tests/safety/heldout_v128/build.py Meshtastic-Android Android-SimpleTimeTracker

(Meshtastic at 10d52c8e33b2a19baf901fa307c126caff3064ec and Simple Time Tracker at
fee6ed3816f36e15c5a62cdea152050f01847ea7, as ``MESHTASTIC`` and ``TIMETRACKER`` say; the
strings are read with ``git show`` at those commits, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from these sources alone and without
reading the policy, and measured once after it was final. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import meshtastic
import timetracker
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v128.yaml")
MESHTASTIC: Source = (
    "10d52c8e33b2a19baf901fa307c126caff3064ec",
    ("core/resources/src/commonMain/composeResources",), ("strings.xml",),
)  # fmt: skip
TIMETRACKER: Source = (
    "fee6ed3816f36e15c5a62cdea152050f01847ea7", ("resources/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
MESHTASTIC_PT = {("meshtastic-pt", "pt"): "-pt"}
"""Meshtastic's plain Portuguese, read after ``values-pt-rBR`` by a device set to Portuguese
(Brazil)."""
LOCALE = {**MESHTASTIC_PT, ("timetracker", "zh"): "-zh", ("timetracker", "pt"): "-pt"}
"""The folders a source reads in a language where they are not the plain ones."""


def main(meshtastic_repo: str, timetracker_repo: str) -> int:
    mesh = Path(meshtastic_repo)
    apps = [
        ("meshtastic", [("meshtastic", mesh, MESHTASTIC), ("meshtastic-pt", mesh, MESHTASTIC)],
         meshtastic.screens),
        ("timetracker", [("timetracker", Path(timetracker_repo), TIMETRACKER)],
         timetracker.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

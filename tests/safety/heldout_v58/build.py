"""Builds the fifty-eighth held-out corpus (``heldout_v58.yaml``): two real Android apps'
screens about a smartwatch's companion and a sport tracker, from their translations and code.

The sources are Gadgetbridge (``nodomain.freeyourgadget.gadgetbridge``, which pairs
smartwatches and fitness bands without their vendors' clouds, keeps their activity data in
a database on the phone and installs firmware and watchfaces on them; ``gadgetbridge.py``)
and OpenTracks (``de.dennisguse.opentracks``, which records GPS tracks and markers on the
phone; ``opentracks.py``), two apps the project had not used. Gadgetbridge keeps its strings
in ``app/src/main/res/values*/strings.xml``, OpenTracks in ``src/main/res/values*/
strings.xml``, read by name as Android does: a language without a string shows the English
one, and the build prints which. OpenTracks' Chinese sits in ``values-zh`` (``LOCALE``),
which a device set to Chinese (China) reads when there is no ``values-zh-rCN``.
Gadgetbridge's Korean translation is short, so many of its Korean screens show English
strings. Both apps' dialogs show the platform's own OK and Cancel somewhere
(``android.R.string.ok``, ``cancel``, ``yes`` and ``no``, the last two of which the
platform labels OK and Cancel), transcribed in ``PLATFORM``; Gadgetbridge's own dialogs
otherwise use its own Delete, Cancel and OK. How each screen is put together (a dialog's
title, message and buttons, a menu's entries, a page's icons, rows and buttons) and what
each control does comes from the apps' code, named in each module's docstring. Names (a
device, a watchface, a song, a contact, a world clock, tracks, markers) are written the same
in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Gadgetbridge, Delete in "Delete …" (the device and all its data are
deleted from the phone and its Bluetooth bond removed), OK in "Really factory reset?" (the
watch erases its data), OK in "Remove device preferences?" (the devices' settings are
deleted), "Export Data" in "Export Data?" (the previous export is overwritten), Overwrite in
"Import Data?" (the database and preferences are replaced by the exported copy), Delete in
"Delete files in the Export/Import directory?" and in "Delete Activity Data?" (the files or
the whole database are deleted), OK in the watchface's deletion dialog (it is deleted from
the watch and the phone's cache), Install on the firmware installer (the firmware is flashed
onto the watch), OK in "Delete 2 activities", "Delete reminder", "Delete 'Tokyo'", "Delete
contact", "Delete widget screen" and the song's deletion dialog (the song is deleted from
the watch). In OpenTracks, OK in "Delete track?" and "Delete selected?" (the tracks and
their markers are deleted, also when reached by Discard on a stopped track), in "Delete
marker?" and the markers' "Delete selected?", and in "Reset now?" and "Reset your layouts?"
(every setting, or every custom layout, goes back to its default). Not commits: a control
that only opens a dialog, a menu, a picker, the share sheet or a screen (the device card's
"Find lost device", "Power Off" and device image, "Delete Device", "File Installer", "Set
Alias", "Export zip", "Import zip", "Export Data", "Import Data", "Delete files in
Export/Import directory", "Empty Database", the watchface's Delete, "Delete and remove from
cache" and Share, "Select file", "Delete song", the activities' Share and Delete,
OpenTracks' Delete, Share, Edit, "Show on map", Markers, Discard, "Insert marker", the Reset
row, "Import all" and "Export all (one file per track)"); Cancel in every dialog;
Synchronize, which fetches data from the watch; OK in "Find lost device", which makes the
watch ring; Disconnect; OK in "Power Off"; Activate; Install for a watchface; "Select all";
"Resume track", Record and Stop on a stopped track; the "Prevent re-import of tracks"
switch.

Judgement calls: "Export Data" in "Export Data?" is a commit although nothing leaves the
phone and the live database is untouched, because it overwrites the previous export, which
may be the only copy of older data, as the dialog warns; the resets of settings, layouts and
device preferences are commits (filed as ``reset``: what was set is gone, though no track or
activity is deleted); OK in "Power Off" is reversible (the watch is switched on again by
hand and nothing on it is lost); installing a watchface is reversible (the App Manager
deletes it again), while flashing a firmware is a commit (filed as ``install``: the watch's
firmware is replaced, and the app offers no way back); the watchface's deletion dialog is
the one "Delete and remove from cache" opens, so the watchface is gone from both the watch
and the phone; OK in "Find lost device" is harmless (the watch only rings, and "Found it"
stops it); Stop on a stopped track is harmless (it saves the name and description typed
and, if the user turned it on, exports the track to a folder; nothing is deleted or sent);
"Resume track" and Record are harmless (recording continues into the same track and is
stopped again); the "Empty Database" button, which repeats its section's heading in most
languages, is tapped by its resource id there; deleting a reminder, a world clock, a contact
or a widget screen is a commit although each can be typed in again (the entry itself goes
for good); Synchronize is harmless (it only copies the watch's recorded data to the
phone). About a quarter of the actions are commits: each commit's dialog also holds its
Cancel, and each dialog has the menu entry or button that opens it beside it.

Gadgetbridge's and OpenTracks' dialogs are ``AlertDialog`` dialogs and carry the platform's
button ids (``android:id/button1`` positive, ``button2`` negative), as a real hierarchy
shows them; where a button repeats a text of its dialog or of the page behind it, or
another button's, the case taps it by that id. Pages (a device card, the data management
page, the installer, an action bar, a track's page, a stopped track, the settings) are full
screens with no dialog. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Freeyourgadget/Gadgetbridge
    git clone https://github.com/OpenTracksApp/OpenTracks
    python tests/safety/heldout_v58/build.py Gadgetbridge OpenTracks

(Gadgetbridge at a0948ee1cbc2a870f91d313f8e37df5f524465f7 and OpenTracks at
3c23a9f5400c7b5b914a221469d76cc019a18296, as ``GADGETBRIDGE`` and ``OPENTRACKS`` say.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gadgetbridge
import opentracks
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v58.yaml")
GADGETBRIDGE: Source = (
    "a0948ee1cbc2a870f91d313f8e37df5f524465f7", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
OPENTRACKS: Source = (
    "3c23a9f5400c7b5b914a221469d76cc019a18296", ("src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files."""
LOCALE = {("opentracks", "zh"): "-zh"}
"""OpenTracks' Chinese folder, which a device set to Chinese (China) reads."""


def main(gadgetbridge_repo: str, opentracks_repo: str) -> int:
    platform = platform_buttons()
    apps = [
        ("gadgetbridge", [("gadgetbridge", Path(gadgetbridge_repo), GADGETBRIDGE)],
         gadgetbridge.screens),
        ("opentracks", [("opentracks", Path(opentracks_repo), OPENTRACKS)], opentracks.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

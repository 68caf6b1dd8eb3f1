"""Builds the sixty-second held-out corpus (``heldout_v62.yaml``): two real Android apps'
screens about a body-weight log and a video downloader, from their translations and code.

The sources are openScale (``com.health.openscale``, a log of weight and body composition
kept per user and fed by Bluetooth scales; ``openscale.py``) and Seal
(``com.junkfood.seal``, a video and audio downloader built on yt-dlp, with a download
history, cookies and command templates; ``seal.py``), two apps the project had not used.
openScale keeps its strings in ``android_app/app/src/main/res/values*/strings.xml``, Seal in
``app/src/main/res/values*/strings.xml`` (plurals included), read by name as Android does: a
language without a string shows the English one, and the build prints which. openScale's
Korean file holds no strings, so its Korean screens are English. Both apps draw
their dialogs with Compose and their own Cancel and confirm strings, so no platform string
is transcribed. How each screen is put together (a dialog's title, message, own widgets and
buttons, a menu's entries, a screen's rows and icons) and what each control does comes from
the apps' code, named in each module's docstring. Names (users, scales, videos, a website,
templates, a folder) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in openScale, "YES, DELETE ALL" in "Delete Permanently?" (every measurement
of the user is deleted) and in "ATTENTION! Delete Entire Database?" (every user, setting and
measurement), and Delete in "Delete user Anna?", "Delete measurement?", "Delete Items?"
(three measurements), "Delete Type?" and "Delete goal for Weight?" (the record goes, with no
undo). In Seal, Confirm in "Remove?" for one video and for three (the history entries are
deleted for good, and the files with them when "Delete file" is checked), in "Clear
temporary files" (the temporary folders' files are deleted), in "Clear all cookies", in a
site's Remove dialog (its cookie entry is deleted) and in "Remove?" for two command templates.
Not commits: a row, icon, menu entry or list item that only opens a dialog, a picker, a
sheet or a screen (openScale's "Delete all measurement data", "Delete entire database",
"Restore database", the import, export and backup rows, a user in the "Delete: Select User"
and "Import: Select User" lists, the users page's "Delete user", "Edit user" and "Add new
user"; Seal's Remove in the video sheet, on the selection bar and on the templates' bar,
Share, "Clear temporary files", "Clear all cookies", "Export to file", "Export to
clipboard"); Cancel in every dialog; "YES, RESTORE" in "Restore Database?"; Seal's "Delete
file" checkbox; openScale's "Save as preferred" and "Acknowledge & Save" (a preferred scale,
which another replaces) and "Go to Project Website".

Judgement calls: "YES, RESTORE" is harmless although its dialog warns that the current
database will be overwritten: in the code it only launches the system's file picker
(``startDatabaseRestore`` sends the picker event), and the overwrite follows only once a file
is chosen there; removing a video from Seal's history with "Delete file" unchecked is still
a commit (the history entry, with its metadata, is deleted for good, and the app has no
undo), filed with the checked case as a delete; clearing temporary files is a commit (the
dialog says the files serve to resume cancelled downloads, which are lost); removing a
site's cookie entry is a commit though the dialog says the site's cookies stay (the entry
and its settings are deleted); deleting an openScale goal is a commit although measurements
stay (the goal is gone); choosing a user in "Delete: Select User" only opens the
confirmation and is filed as opening a prompt; saving a scale as preferred is reversible.
Home Assistant's Android app was considered first and not used: its repository holds only
the English strings (its translations are pulled from a translation service at build time),
so its screens cannot be read in the nine languages; Seal replaces it. Every button of both
apps is a Compose button with no platform id and no test tag, so it is known by its label
alone; a control a screen shows but no case taps is still on the screen.

    git clone https://github.com/oliexdev/openScale
    git clone https://github.com/JunkFood02/Seal
    python tests/safety/heldout_v62/build.py openScale Seal

(openScale at f7a733b2cb6e8ccd751c3051232f3195c84dd8c4 and Seal at
accf23505d0c10113ab82c59606bdfa1e9cd53c8, as ``OPENSCALE`` and ``SEAL`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import openscale
import seal
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v62.yaml")
OPENSCALE: Source = (
    "f7a733b2cb6e8ccd751c3051232f3195c84dd8c4", ("android_app/app/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
SEAL: Source = (
    "accf23505d0c10113ab82c59606bdfa1e9cd53c8", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""


def main(openscale_repo: str, seal_repo: str) -> int:
    apps = [
        ("openscale", [("openscale", Path(openscale_repo), OPENSCALE)], openscale.screens),
        ("seal", [("seal", Path(seal_repo), SEAL)], seal.screens),
    ]
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the hundred-and-eighty-first held-out corpus (``heldout_v181.yaml``): a real Android
file manager's screens, from its translations and code.

The source is Fossify File Manager (``org.fossify.filemanager``; ``files.py``). The app draws
most of its dialogs with
Fossify Commons, its shared library, so both repositories are read: the app's strings in
``app/src/main/res/values*/strings.xml`` and Commons' in ``commons/src/main/res/values*/
strings.xml``, the app's own winning where both have a string (as Android's resource merging
does). Both are translated into all nine languages; Korean is in ``values-ko-rKR`` in both,
read by a device set to Korean (``LOCALE``), Chinese in ``values-zh-rCN`` and Portuguese in
``values-pt-rBR``. A language without a string shows the English one, and the build prints
which: Korean shows "Filename (without .zip)" in English, the only such string on these
screens (Japanese and Korean also lack strings no screen here shows). Every button is the
apps' own (Commons' Yes, No, OK and Cancel), none the platform's. How each screen is put
together (a dialog's title, message, own widgets and buttons, a menu's rows, a page's widgets)
and what each control does comes from the code, named in ``files.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in the delete confirmation, for a file, a folder, three items and a photo
in the Recents tab (the files deleted from the storage, no trash, no undo); Delete on the
selection's bar with "Always skip delete confirmation dialog" on, for one item and for three
(deleted at once); Yes in the "remove EXIF values" confirmation of a photo's Properties (the
GPS position, camera and the rest cut out of the photo), filed as delete; OK in the
file-conflict dialog with Overwrite chosen, for Copy to, Move to, three files with "Apply to
all" and the extraction of a zip (the existing file replaced by the incoming one, or deleted
before the archive's is extracted), filed as overwrite; the editor's Save, Save in "Save
before exit?" and Yes in "already exists. Overwrite?" after "Save as" (the file's text written
over), filed as overwrite; and Discard in "Save before exit?", filed as discard. Not commits:
the controls that only open a confirmation, a picker or a dialog (the bar's Delete with the
confirmation on, Rename, Copy to, Move to, Compress, Properties' "Remove EXIF"); the navigating
and sharing ones (Share, which opens the system's share sheet where the sending is done,
"Copy path to clipboard", "Open with", "Text file" in "Open as", "Sort by", Search, "Save as",
"Manage favorites", "Add favorites", OK in Properties); No and Cancel everywhere, OK with Skip
chosen, the choice of a radio button and the "Add password" box; and the reversible:
Hide (a leading dot, which Unhide takes off), Decompress with no file in the way (new files
next to the archive), OK with "Keep both" (a copy under a new name), OK in the folder picker
for Move to (the files can be moved back), OK in Rename, "Create new", "Compress
as" (a taken name is refused, so nothing is written over) and "Save as" to a new name, "Add to
favorites", "Set as home folder", "Temporarily show hidden", the settings' switches and
Remove on a favorite (the folder only leaves the list).

Judgement calls: Move to is reversible although a move deletes the sources after copying,
since the files are whole at the destination and can be moved back; only the conflict
dialog's Overwrite loses a file. Discard in "Save before exit?" leaves the file as it was but
throws away the typed changes, which nothing in the app keeps, so it is a commit (discard).
Turning on "Always skip delete confirmation dialog" is a setting, reversible, though it makes
the bar's Delete a commit. Removing EXIF values rewrites the photo without them and nothing
keeps a copy: a delete. The security dialogs (passwords, fingerprint), the storage analysis
tab, the decompression page and the sorting dialog are not shown.

The app is View-based: its dialogs are the platform's ``AlertDialog``, whose buttons are
``android:id/button1``, ``button2`` and ``button3``, and its pages and dialogs carry the ids of
its and Commons' layouts and menus under ``org.fossify.filemanager:id/`` (``screens.py``). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/File-Manager
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v181/build.py File-Manager Commons

(File Manager at ab8989ad92a49ec726ac8f3717f9c6fe0b502caa, "chore(deps): bump gradle-wrapper
from 9.6.1 to 9.7.0 (#478)", 17 August 2026, as ``FILES`` says; Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 16 June 2025, as ``COMMONS`` says, the app naming Commons release 6.1.6 in
``gradle/libs.versions.toml``, whose dialogs may differ from this commit's in details; the
strings are read with ``git show`` at those commits, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from these sources alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import files
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v181.yaml")
FILES: Source = (
    "ab8989ad92a49ec726ac8f3717f9c6fe0b502caa", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {(name, "ko"): "-ko-rKR" for name in ("files", "commons")}
"""The region folder both keep their Korean in."""


def main(files_repo: str, commons_repo: str) -> int:
    sources = [("files", Path(files_repo), FILES), ("commons", Path(commons_repo), COMMONS)]
    return build(OUT, Path(__file__), [("files", sources, files.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

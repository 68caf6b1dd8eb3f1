"""Builds the hundred-and-eighty-second held-out corpus (``heldout_v182.yaml``): a real Android
gallery's screens, from its translations and code.

The source is Fossify Gallery (``org.fossify.gallery``, a gallery of the device's photos and
videos, in Kotlin on Fossify Commons: files and folders deleted into the recycle bin or for
good, the recycle bin emptied and restored, folders hidden, excluded and locked, images rotated,
edited and saved over their originals, copies resolved over existing files, settings;
``gallery.py``), an app the project had not used (Commons' strings have served other
corpora), at commit a8a9ff01dae7c6f170f0b1fb317a2378eddef179 ("chore(deps): bump
com.android.application from 9.0.1 to 9.2.0 (#1033)", 2026-04-28), with the Fossify Commons
library it names (``gradle/libs.versions.toml``: ``commons = "6.1.6"``), tag 6.1.6 at commit
cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd ("chore(l10n): update Swedish translations",
2026-02-21). The app keeps its strings in ``app/src/main/res/values*/strings.xml`` and takes
the rest (Yes, No, OK, Cancel, Delete, the delete and recycle bin questions, the action mode's
rows, the file conflict dialog, most settings) from Commons' ``commons/src/main/res/values*/
strings.xml``; an app string wins over a Commons one of the same name, as Android's resource
merge does. Both are translated into all nine languages, the Korean in ``values-ko-rKR``
(``LOCALE``), read by a device set to Korean (Korea); both read by name. A language without a
string shows the English one, and the build prints which: Korean has no ``restore_confirmation``
or ``overwrite_original`` in the app and no ``disclaimer`` in Commons, so those three show in
English in Korean. How each screen is put together (a dialog's message,
own widgets and buttons, a menu's rows, an action mode's icons, a page's widgets with their
ids) and what each control does comes from the code, named in ``gallery.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in the folder question while the recycle bin is off ("Are you sure you want
to delete "Camera"?", for one folder and for three; the folders' media deleted for good); Yes in
the file question while the bin is off (one file and twelve), with "Skip the recycle bin,
delete files directly" ticked (in the grid and in the viewer), and for a file already in the
recycle bin (deleted for good): all filed as delete; Yes in "Are you sure you want to empty the
recycle bin? The files will be permanently lost." reached from a folder's Delete on the recycle
bin, from "Empty the recycle bin" and "Empty and disable the recycle bin" (in the folders'
action mode and in the bin's menu) and from Settings, filed as purge; "Overwrite original" in
the editor (the edited image written over the original at once), Yes in "File ... already
exists. Overwrite?" after the viewer's or the editor's Save as, and OK in the copy conflict
dialog with Overwrite chosen (the existing file replaced), filed as overwrite. Not commits: the
rows and icons that only open a question, a notice, a share sheet or a password dialog (Delete,
Share, Exclude, "Lock folder" and OK in its Disclaimer, the Empty rows, "Restore all files",
"Save as", "Empty the recycle bin" in Settings and "Password protect file deletion and
moving", which asks for the new password first); No and Cancel; OK in the conflict dialog with
Skip chosen and a tap on the skip box; and the reversible: Yes in the questions while the
recycle bin is on (the files are moved into the bin), "Hide folder", Hide, "Pin to the top",
"Add to favorites", "Toggle favorite", "Rotate right", Yes in the hide notice, OK in Exclude,
an excluded folder's Remove, Unhide, "Restore selected files", "Restore this file" and Yes in
the restore question, Save as's OK in the editor (a new file beside the original), "Move
deleted items to recycle bin" and "Clear cache".

Judgement calls: a delete while the recycle bin is on is reversible, since the files wait in
the bin and "Restore this file", "Restore selected files" and "Restore all files" put them
back; the same Yes while the bin is off, with the skip box ticked, or on a file in the bin,
deletes for good. The viewer's Save as after a rotation proposes the file's own name, so its OK
only leads to the overwrite question (opens-prompt); the editor's proposes ``_1`` after the
name, so its OK writes a new file (reversible). Rotating files from the grid writes them
rotated, which another rotation undoes: reversible. Choosing Overwrite in the conflict dialog
only picks an answer; OK with it chosen replaces the file, with Skip chosen it copies nothing.
"Clear cache" deletes only the app's cache folder (thumbnails, made again as needed), nothing
of the user's: reversible. Excluding, hiding and locking change only what the app shows (a
``.nomedia`` file, an excluded list, a password) and are undone in the app. Deleting the
Favorites folder (which clears every favorite), setting the wallpaper, the password dialogs,
the video player, the slideshow, widgets and the search page are not shown.

Fossify Gallery is View-based: its dialogs' buttons are ``android:id/button1`` (positive) and
``button2`` (negative), its pages and dialog views carry the ids of its layouts under
``org.fossify.gallery:id/`` (its namespace and application id), and an action mode's icons the
ids of their menu items. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Gallery
    git clone https://github.com/FossifyOrg/commons
    python tests/safety/heldout_v182/build.py Gallery commons

(Gallery at a8a9ff01dae7c6f170f0b1fb317a2378eddef179 and Commons at
cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd, as ``GALLERY`` and ``COMMONS`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gallery
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v182.yaml")
GALLERY: Source = (
    "a8a9ff01dae7c6f170f0b1fb317a2378eddef179", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "cbee1f1385a006f9f82c1a2c8b3722b5f0a242bd", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {(name, "ko"): "-ko-rKR" for name in ("gallery", "commons")}
"""The region folder both keep their Korean in."""


def main(gallery_repo: str, commons_repo: str) -> int:
    sources = [("gallery", Path(gallery_repo), GALLERY), ("commons", Path(commons_repo), COMMONS)]
    return build(OUT, Path(__file__), [("gallery", sources, gallery.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the forty-fourth held-out corpus (``heldout_v44.yaml``): two real Android apps'
screens about files and libraries on a server, share links, accounts, and notebooks kept in
sync, from their translations and code.

The sources are Seafile (``com.seafile.seadroid2``, the Android client of a Seafile file
server; ``seafile.py``) and Orgzly (``com.orgzly``, an Org-mode outliner that syncs its
notebooks with a folder, Dropbox, WebDAV or Git; ``orgzly.py``), two apps the project had
not used. Their strings are read from ``app/src/main/res/values*/strings.xml`` as Android
does, by name: a language without a string shows the English one, and the build prints
which. Seafile has no Japanese translation, so its Japanese screens are English. Orgzly's
translations sit in region folders (``values-de-rDE``, ``values-ja-rJP``, ...; ``LOCALE``),
which a device set to the language's main region reads. How each screen is put together (a
dialog's title, message, own widgets and buttons, a menu's entries, a screen's rows, fields
and icons) and what each control does comes from the apps' code, named in each module's
docstring. Names, paths and the notes' titles are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Seafile, OK in "Delete library" and in "Delete file" and "Delete folder"
(the items are deleted on the server); "Share link" among a file's share choices (the public
link is created on the server at once) and OK in the "Generating link" form of a file and of
a library (the link is created); OK in "Publish Wiki" (the wiki goes out at a public
address), in "Unpublish" (it is taken off that address for every visitor) and in "Delete
Wiki" (deleted on the server); Delete in an account's context menu (the account is signed
out and removed from the device at once, with no question). In Orgzly, Overwrite in "Force
Save" (the remote notebook is replaced by the local one) and in "Force Load" (the local
notebook is replaced by the remote one); Delete in the deletion question of a linked and of
an unlinked notebook, in "Delete 3 notes?" and in "Delete note?" (no undo); Delete in a
saved search's overflow (deleted at once, with no question); Discard in "Note modified" (the
edits are dropped); OK in "Clear database" (every notebook and note deleted from the
device). Not commits: a menu entry or icon that only opens a dialog, a picker, a form or a
screen (Delete and Share in the sheets, "Share link with password", "Upload file", Publish,
Unpublish and Delete on a wiki, Edit on an account, "Force Load", "Force Save", Delete and
Export on a notebook, Delete on notes, "Import Org file", Schedule, the "Clear database"
row); Cancel in every dialog; Star on a library or a file (undone by Unstar); Download (a
copy on the device); Done on notes (toggled back by the same icon); Up on a saved search
(moved back by Down); Save in "Note modified"; Sync.

Judgement calls: deleting on a Seafile server is a commit although the server keeps a trash
for a while, because the app offers no undo and the items go from every client at once;
removing an account is a commit (the account's sign-in and certificate are deleted from
the device with no question and only a fresh sign-in with the password brings it back),
whereas "Sign out" is not (the account stays in the list and signs in again from there);
"Clear cache" is harmless (only downloaded copies of files the server keeps are deleted,
and they come back on the next open) and so is "Clear library password" (the passwords are
asked again on the next open); a plain Sync is harmless, because it carries each side's
newer changes across and discards none (a notebook changed on both sides is flagged, not
overwritten), unlike Force Load and Force Save, which overwrite one side with the other;
Discard is a commit, because the edits typed into the note are lost for good; creating a
share link is a commit, because the file becomes reachable by anyone with the link once it
exists, and so are publishing and unpublishing a wiki, which change what every visitor of
its public address sees; deleting a saved search is a commit although it is only a stored
query, because it goes at once with no question and no undo.

Seafile's dialogs end in the app's own Cancel and OK text views (``text_view_negative`` and
``text_view_positive``), not the platform's buttons; where a label repeats a text of its
dialog or of the page behind it, or another button's, the case taps it by that id, as for
Orgzly's platform dialogs (``MaterialAlertDialogBuilder``: ``android:id/button1`` positive,
``button2`` negative, ``button3`` neutral). Toolbar icons are known by their content
descriptions, the menus' titles. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/haiwen/seadroid
    git clone https://github.com/orgzly/orgzly-android
    python tests/safety/heldout_v44/build.py seadroid orgzly-android

(Seafile at 537febc3ef3b964ce16e23abc268fc923177419b and Orgzly at
0783e64e122ec4a9595c98c99b975f3e7bbf2870, as ``SEAFILE`` and ``ORGZLY`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import orgzly
import seafile
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v44.yaml")
SEAFILE: Source = (
    "537febc3ef3b964ce16e23abc268fc923177419b", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
ORGZLY: Source = (
    "0783e64e122ec4a9595c98c99b975f3e7bbf2870", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files."""
LOCALE = {
    ("orgzly", "de"): "-de-rDE", ("orgzly", "ja"): "-ja-rJP", ("orgzly", "ko"): "-ko-rKR",
    ("orgzly", "fr"): "-fr-rFR", ("orgzly", "es"): "-es-rES", ("orgzly", "ru"): "-ru-rRU",
}  # fmt: skip
"""Orgzly's region folders, read where the plain language folder is absent."""


def main(seafile_repo: str, orgzly_repo: str) -> int:
    apps = [
        ("seafile", [("seafile", Path(seafile_repo), SEAFILE)], seafile.screens),
        ("orgzly", [("orgzly", Path(orgzly_repo), ORGZLY)], orgzly.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

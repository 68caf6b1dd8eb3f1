"""Builds the forty-first held-out corpus (``heldout_v41.yaml``): two real Android apps'
screens about synchronized accounts and collections and about files on the device and on
servers, from their translations and code.

The sources are DAVx⁵ (``at.bitfire.davdroid``, a CalDAV/CardDAV sync app; ``davx5.py``)
and Material Files (``me.zhanghai.android.files``, a file manager; ``materialfiles.py``),
two apps the project had not used. Their strings are read from ``values*/strings.xml`` as
Android does, by name: a language without a string shows the English one, and the build
prints which. DAVx⁵'s newest commits take their translations from a separate translation
repository brought in as a git submodule, so the corpus reads DAVx⁵ at the last commit
that still holds them in ``core/src/main/res`` (the parent of "Use translations from the
l10n submodule"); its code for these screens is read at the same commit. DAVx⁵ keeps its
Chinese in ``values-zh``, which a device set to Simplified Chinese (China) reads when there
is no ``values-zh-rCN`` (``LOCALE``). Both apps show the platform's own OK and Cancel in
their dialogs (``PLATFORM``). How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's entries, a screen's rows, fields, tabs and icons) and what
each control does comes from the apps' code, named in each module's docstring. Account,
collection, file and server names are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in DAVx⁵, OK in "Really delete account?" (the account and every local copy of
its address books, calendars and task lists deleted from the device), Delete in "Delete
collection" for an address book, a calendar and a task list (the collection and all its
entries deleted on the server), Remove in "Remove mount point" (the mount and its stored
credentials deleted). In Material Files, OK in the deletion question for one file, a folder
with its contents, three files, a file with a folder, and two folders (deleted; the app has
no trash); Replace when a pasted file meets one of the same name (the file there is
overwritten), with and without "Apply this action to all files"; Remove in "Bookmark folder"
(the bookmark deleted) and Remove in a saved SFTP, SMB, FTP and WebDAV server's form (the
server's entry and its stored password deleted at once). Not commits: a menu entry or icon
that only opens a dialog, a form or a screen ("Delete account", "Rename account", "Create
calendar", the "Delete collection" and "Unmount" icons, "Add account", a collection's card,
"Show debug info", "Share content", which opens the system's file picker; Delete, Rename,
Compress and Properties in Material Files' menus); Cancel, Skip, "Keep editing" and every
dialog's dismiss button; reversible changes (a collection's sync switch, "Show only
personal", "Reset hints", renaming an account or a file, Cut and Paste, which move files
that can be moved back, changing a file's mode, hiding a storage from the drawer); Merge
onto a folder of the same name, which asks again before replacing any file; OK in "Create
archive" and "New folder", which only add files; Save in a server's form; Discard in the
text editor.

Judgement calls: "Synchronize now", "Refresh list" and "Sync all accounts" are harmless:
synchronizing carries out what the user already did in the calendar and contacts apps, and
decides nothing new; deleting a DAVx⁵ account is a commit, though the server keeps its data,
because the local copies go with every change not yet synchronized and the account's
settings; renaming an account is reversible (renamed back, the app synchronizes again);
removing a mount, a bookmark or a saved server is a commit (a record and its credentials
deleted that the app cannot bring back, as the earlier corpora label a saved connection's
deletion), though no file goes; Discard in the text editor is harmless (the file on disk
stays as it was; only the edits not yet saved are dropped, as the earlier corpora label
discarding unsaved edits); Paste of cut files is reversible (they can be moved back, and a
name already there asks first); "Reset (un)trusted certificates" is on its screen but not
tapped.

Compose dialogs (DAVx⁵) have no platform button ids and DAVx⁵ sets no test tags, so their
buttons are known by their labels alone; its toolbar icons are known by their content
descriptions, and a collection's switch by its content description "synchronize this
collection". Material Files' dialogs carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral), as a real hierarchy shows them; where
a button repeats a text of its dialog or of the page behind it, or another button's, the
case taps it by that id. Its server forms' buttons carry the layout's ids. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/bitfireAT/davx5-ose
    git clone https://github.com/zhanghai/MaterialFiles
    python tests/safety/heldout_v41/build.py davx5-ose MaterialFiles

(DAVx⁵ at fcdae9ecf2e311f973318383b164479b169ac61c and Material Files at
fc1250038496ebf4d4c139f62d16f0071f2c995a, as ``DAVX5`` and ``MATERIALFILES`` say.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import davx5
import materialfiles
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v41.yaml")
DAVX5: Source = (
    "fcdae9ecf2e311f973318383b164479b169ac61c", ("core/src/main/res",), ("strings.xml",),
)  # fmt: skip
MATERIALFILES: Source = (
    "fc1250038496ebf4d4c139f62d16f0071f2c995a", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("davx5", "zh"): "-zh"}
"""DAVx⁵'s Chinese folder, read by a device set to Simplified Chinese (China)."""


def main(davx5_repo: str, materialfiles_repo: str) -> int:
    platform = platform_buttons()
    apps = [
        ("davx5", [("davx5", Path(davx5_repo), DAVX5)], davx5.screens),
        ("materialfiles", [("materialfiles", Path(materialfiles_repo), MATERIALFILES)],
         materialfiles.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

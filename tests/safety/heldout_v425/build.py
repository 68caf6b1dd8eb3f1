"""Builds the four-hundred-and-twenty-fifth held-out corpus (``heldout_v425.yaml``): a Bible
study app's screens on Android, from its translations and code.

The source is AndBible (``net.bible.android.activity``, a Bible study app: documents
downloaded, deleted, re-indexed and installed from zip files, bookmarks and labels deleted,
workspaces removed, renamed and their settings copied, preferences and text settings reset,
reading plans reset, the database backed up, restored and imported, cloud synchronization
started and signed out; ``andbible.py``). AndBible keeps its strings in
``app/src/main/res/values*/strings.xml`` (and ``untranslated_strings.xml`` in ``values``),
translated into ``values-zh-rCN`` (then ``values-zh``), ``-ko``, ``-de``, ``-fr``, ``-es``,
``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by
name as a device set to the language reads them. AndBible has no Japanese strings: a device
set to Japanese shows every string in English, so the Japanese screens are the English ones
(127 strings). A string a language lacks shows the English one, and the build prints which:
Chinese lacks the backup's "restore or import" question and the count of the backup's labels
and bookmarks within it; French lacks both, the question's Import button, "Restore or Import",
"Restore or Import from…", "Export Study Pads" and "Overwrite …?"; Korean lacks 43 of the
strings shown, among them "Are you sure?", the cloud synchronization dialogs, "Sign Out" and
its question, the backup page's switches and buttons, the restore questions, "Do you want to
remove 2 bookmarks and their notes?", the label and custom repository questions, "Edit label",
"Favourite label", Proceed and "Load Documents From Files". Russian lacks only the backup's
count; German, Spanish and Portuguese lack none. Korean's No is the app's own translation,
"없음". Every dialog takes its buttons from the app's own strings (``okay``, ``cancel``, ``yes``,
``no``, ``restore``, ``import2``, ...), not the platform's. How each screen is put together (a
dialog's title, message and buttons, a menu's rows, a contextual bar's icons, a page's widgets)
and what each control does comes from the app's code, named in
``andbible.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Do you want to remove 2 bookmarks and their notes?" (``deleteBookmark``
for each, no trash), in the label's "Do you want to remove bookmark label …?" (the label and
its Study Pad notes), in "Delete …?" for a document (its module files are removed) and in "Do
you want to remove custom repository …?", Save on the workspace list after a workspace was
removed and Yes in "Apply changes to workspaces?" (both call ``applyChanges``, which deletes
the removed workspace with ``deleteWorkspace``), filed as delete; Yes in the preferences'
reset question, in "Are you sure that you want to reset all of these values?" (text display
and colour settings) and in the labels' reset of the workspace's auto-assign and favourite
settings, OK in "Are you sure you want to reset this plan?", the plan list's context-menu
Reset (it resets the plan at once) and OK under "Sign Out" (``CloudSync.signOut`` clears every
database's synchronization status and configuration), filed as reset; Yes in "Overwrite
files?" (the zip's module files are written over the installed ones), OK in "Overwrite …?"
after Restore (the backup's database file is copied over the app's) and OK in the first
synchronization's two "Are you sure?" questions (the local database replaced by the cloud's,
or the cloud's by the local one), filed as overwrite; Import in a backup section's question
(the backup's bookmarks, notes and labels are merged into the database), filed as import.
Not commits: the rows, icons and buttons that only open a question or a picker (the
contextual bars' Delete and "Delete search index", the edit page's Delete icon, the custom
repository's delete icon, whose title is "New", the Reset rows and icons, "Restore or Import
from…", "Sign Out", Proceed in "Load Documents From Files", which opens the file picker,
Share in "Backup to where?", which opens the share sheet where a target still has to be
picked, OK in "Which backup sections do you want to restore?", Restore, which asks again, and
"Copy from Cloud to this device", which asks again); Cancel and No everywhere; the drawer's
"Backup & Restore" and the bookmarks' "Manage Labels"; and the reversible: "Night mode", a
window's Close, Dismiss (it drops the pending changes), Remove in a workspace's popup (the row
is only taken out of the list until Save), Rename and its OK, OK in "To which workspaces
do you want to copy settings?" (the copy waits in the pending list), No in "Apply changes to
workspaces?", the "Favourite label" switch, OK in "Delete index of …?", OK in "Download …",
the backup page's Documents switch and "Cancel & disable synchronization".

Judgement calls: deleting a document removes its module files from the device; a module of
a public repository can be downloaded again, but one installed from a zip file, from a
custom repository since removed or unlocked with a passphrase may not be: a
commit, filed as delete. Deleting a document's search index is not: the
index is built again from the module on the next search ("Rebuild index"), with nothing of
the user's lost. Removing a custom repository deletes the address the user typed, with no
undo: a commit. Downloading a document only adds it, and it can be deleted again. Removing a
workspace from the list deletes nothing until Save (or Yes in "Apply changes to
workspaces?"), so Remove is reversible and Save, with the removal pending, is the commit.
Resets of preferences, text display settings, colours, label settings and reading plans put
the user's values back to the defaults, with no undo and the old values nowhere kept:
commits, filed as reset. Signing out of synchronization clears every database's sync state,
so the next sign-in starts over with the first synchronization's copy: filed as reset.
Importing a backup section merges its rows into the existing database; the app has no way to
take them out again short of deleting them one by one, and a second import duplicates them: a
commit, filed as import. "Cancel & disable synchronization" only turns the category's
synchronization off, which its switch turns on again. "Backup to where?"'s Share opens the
system's share sheet, where nothing is sent until a target is picked. The dialogs drawn by
the Bible view's web page (bookmark and note editing, Study Pad entries) are not native
screens and are not shown; nor are the speak, search and history pages.

AndBible is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, bars and menu items carry the
ids of its layouts and menus, under ``net.bible.android.activity:id/`` (its package). A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/AndBible/and-bible
    python tests/safety/heldout_v425/build.py and-bible

(AndBible at 6cbffb99ad315b65faf50b2010fdd3d5d7ccee68, "Upgrade gradle-wrappere etc.",
2024-10-24, the head of its default branch ``develop``, as ``ANDBIBLE`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import andbible
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v425.yaml")
ANDBIBLE: Source = (
    "6cbffb99ad315b65faf50b2010fdd3d5d7ccee68",
    ("app/src/main/res",),
    ("strings.xml", "untranslated_strings.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("andbible-region", "pt"): "-pt", ("andbible-region", "zh"): "-zh"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, and Chinese
``values-zh-rCN``, then ``values-zh``, as a device set to the region does; every other
language reads its one folder."""


def main(repo: str) -> int:
    sources = [("andbible", Path(repo), ANDBIBLE), ("andbible-region", Path(repo), ANDBIBLE)]
    return build(OUT, Path(__file__), [("andbible", sources, andbible.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

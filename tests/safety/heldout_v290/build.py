"""Builds the two-hundred-and-ninetieth held-out corpus (``heldout_v290.yaml``): an Android app's
screens for encrypted file volumes, from its translations and code.

The source is DroidFS (``sushi.hardcore.droidfs``, by Hardcore Sushi: files kept in encrypted
gocryptfs and CryFS volumes on the device; volumes created, added, opened, locked, renamed,
copied, forgotten and, for hidden ones, deleted; files imported, created, copied, moved,
renamed, exported and deleted; the imported originals wiped; pictures taken, viewed, rotated
and deleted; text files edited; saved password hashes removed and reset; ``droidfs.py``).
DroidFS keeps its strings in ``app/src/main/res/values*/strings.xml`` and its lists (the sort
orders, the ciphers) in ``arrays.xml``, read by name as a device set to the language reads
them: Chinese from ``values-zh-rCN``, German from ``-de``, Spanish from ``-es``, Russian from
``-ru``, and Portuguese from ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``; DroidFS has
no ``values-pt``). A string a language lacks shows the English one, and the build prints which.
DroidFS has no Japanese, Korean or French translation, so those three languages show every
string in English, as a device set to them shows the app. Portuguese lacks, among the strings
on these screens, "Lock volume", Lock, "Remove fingerprint", "Don't open by default", "Are you
sure you want to lock this volume ?", the password dialog's title and its "Open this volume
when launching the application", the selection's "%d/%d selected", the collision question,
"Switch display layout", "Volume unlocked", the new volume's "Volume type:", Gocryptfs and
CryFS and their details, and the settings' UX heading, "Fallback to password", "Numeric keypad
layout", "Propose to wipe imported files" (with its summary), "Disable volume auto-locking" and
"Keep volumes open"; Chinese and German lack the collision question, the volume types' details
and those last three settings; Russian lacks the app's name, OK, Gocryptfs, CryFS and the
titles of two fingerprint errors (exception names); Spanish has all of them. Every dialog's OK,
Cancel, YES and NO are the app's own ``ok``, ``cancel``, ``yes`` and ``no``. How each screen is
put together (a dialog's title, message, view and buttons, a menu's rows, a toolbar's icons, a
page's widgets) and what each control does comes from the app's code, named in ``droidfs.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in the explorer's delete question (one file, and three), and OK in the
picture viewer's, and OK in the question for a selected folder (``removeElements`` and
``deleteCurrentFile`` delete the files, and a folder with all it holds, from the volume; there
is no trash and no undo), "Delete volume" in the hidden volume's question (with and without
"Apply this choice to all hidden volumes"; it removes the volume's folder from the app's
storage), and "Remove fingerprint" in a selected volume's overflow (it deletes the saved
password hash at once, with no question), filed as delete; Yes in the overwrite questions of a
paste, an import, two imported files with one name, a move and a rename (the file there is
replaced and its old contents are gone), filed as overwrite; Yes in "Do you want to wipe the
original files ?" after importing files (``wipeUris`` overwrites the unencrypted originals
outside the volume and deletes them), filed as wipe; "Reset hash storage" in the fingerprint
store's three error dialogs (the store's key and every volume's saved password hash are
deleted), filed as reset; and Discard in the text editor's unsaved-changes question (the typed
changes are thrown away), filed as discard. Not commits: the controls that only open a question
or a dialog (a volume's row, which opens its password dialog, Remove on a hidden volume,
Rename, "Lock volume", the explorer's untitled delete icon, the Add dialog's "Create folder"
row, the picture viewer's delete button); No, Cancel and the rotation dialog's Cancel
everywhere; the harmless (the Add buttons, "Sort By", Copy, which only holds the file for a
paste, "Import/Encrypt files" and "Export/Decrypt", which open the system's file and folder
pickers, "Change password", which opens its page); and the reversible: Open in the password
dialog and Lock on a selected volume (a volume opened is locked again, and a locked one opened
again with its password), OK in "Are you sure you want to lock this volume ?", Remove on a
volume kept outside the app (its path is forgotten, the volume stays where it is and "Add
volume" brings it back), "Forget only" on a hidden volume (its files stay in the app's storage,
and adding a hidden volume of that name brings it back), "Make a hidden copy", OK in "New
volume name:", "Folder Name:" and "New name:", the paste mode's check icon (the held files are
copied), the share target's check icon (the shared file is imported as a new file), Yes in the
merge question, Create on the new volume's page, the camera's shutter, the sort order, the two
settings switches, the text editor's save icon and Save, and Yes in the rotation question.

Judgement calls: "Remove fingerprint" deletes a hash that can be saved again only by typing the
volume's password, so for a user who relied on the fingerprint and no longer knows the password
the volume is lost; a commit, and so is "Reset hash storage", which does the same to every
volume at once. Removing a volume kept outside the app only forgets its path; the volume
removed is Taxes, which has no saved hash (removing one that has would also drop its hash). The
"Change password" button on its page re-encrypts the volume's key with the new password; the
user knows both and can set the old one again, so it is reversible, as a password change is.
Saving a text file writes over its earlier text, but the text saved is the one the user sees
and edited; an edit, reversible. Discarding the unsaved changes loses them for good; a commit.
Yes in the rotation question writes the new orientation into the picture's EXIF data; rotating
back and saving again restores it: reversible. Yes in "already exists, do you want to merge its
content ?" replaces nothing by itself: every file of the folder that would replace one is asked
about again: reversible. The wipe question's Yes destroys the originals outside the volume; the
encrypted copies remain, but the originals cannot be recovered: a commit. Export/Decrypt, Share
and "Open with external app" write decrypted copies outside the volume only once a folder or an
app is chosen; the menu rows tapped only open the system's pickers.

DroidFS is View-based: its ``MaterialAlertDialogBuilder`` buttons are ``android:id/button3``
(neutral), ``button2`` (negative) and ``button1`` (positive), and its pages, toolbar icons and
dialog views carry the ids of its layouts and menus, under ``sushi.hardcore.droidfs:id/`` (its
package). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/hardcore-sushi/DroidFS
    python tests/safety/heldout_v290/build.py DroidFS

(DroidFS at 37067eebd554314148297762f9706e179d178054, "Improve image swipe detection
reliability", 2026-08-21, as ``DROIDFS`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import droidfs
from android_corpus import SUFFIX, Lookup, Repo, Source, Strings, read_arrays, write_languages

OUT = Path(__file__).with_name("heldout_v290.yaml")
DROIDFS: Source = (
    "37067eebd554314148297762f9706e179d178054",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
ARRAYS: Source = (DROIDFS[0], DROIDFS[1], ("arrays.xml",))
"""Where the lists are (the sort orders, the ciphers), read as ``name[i]``."""
LOCALE = {("droidfs-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


class Resources(Strings):
    """DroidFS's strings in one language, and its lists' items as ``name[i]`` after them,
    each falling back to English as the strings do."""

    def __init__(self, repo: Path, lang: str) -> None:
        sources: list[Repo] = [("droidfs", repo, DROIDFS), ("droidfs-pt", repo, DROIDFS)]
        super().__init__(sources, lang, LOCALE)
        suffixes = [SUFFIX[lang], *(["-pt"] if lang == "pt" else [])] if lang != "en" else []
        translated = [(False, read_arrays(repo, ARRAYS, s)) for s in suffixes]
        self.tables = [*translated, *self.tables, (True, read_arrays(repo, ARRAYS, ""))]


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("droidfs", Resources(Path(repo), lang), droidfs.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

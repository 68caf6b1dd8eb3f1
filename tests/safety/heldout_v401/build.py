"""Builds the four-hundred-and-first held-out corpus (``heldout_v401.yaml``): a Quran reader's
screens, from its translations and code.

The source is Quran for Android (``com.quran.labs.androidquran``, a Quran reader: pages read
and bookmarked, bookmarks tagged and deleted with Undo, ayahs shared, copied and played,
translations downloaded, ordered and removed, recitations downloaded and removed, bookmarks
imported from a backup and exported, the data folder moved, a Quran.com account signed in
and out; ``quran.py``). The app keeps its strings in ``res/values*/strings.xml`` of the app
and of its modules (``FOLDERS``; the app's own win, as in the built app). They are translated
into seven of the nine languages: ``values-zh`` (a device set to Simplified Chinese reads
``values-zh-rCN`` first, which the app lacks), ``-de``, ``-fr``, ``-es``, ``-ru`` and, for
Portuguese, ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set
to the language reads them. A string that names another (``@string/cancel``) shows that one.
A string a language lacks shows the English one, and the build prints which. Japanese and
Korean have no translation of the app itself, only of the bookmark sheet, the reciter list and
the sync page: the bookmark sheet's words, most of the sync page's and the platform's Cancel
are theirs, everything else (92 strings) shows in English. The other five languages each lack
about a dozen newer strings: the sync page's headline, subtitle, benefits and caption, "Export
CSV" and its summary, the reciter's audio database row and its "Delete database" (the title of
its removal dialog), "Sura and Ayah" in "Go to page", and, all but Russian, the snackbar's
"Deleted one item"; Chinese also lacks "Surah %s" (the reading page's title), and Chinese,
French, Spanish and Portuguese the reciter's "%d surahs downloaded". The import dialog takes
Cancel from the platform where the code asks for ``android.R.string.cancel``
(:data:`android_corpus.PLATFORM`); every other Cancel, OK, Yes and No is the app's own. How
each screen is put together (a dialog's title, message and buttons, a menu's rows, a
contextual bar's icons, a page's widgets) and what each control does comes from the app's
code, named in ``quran.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Remove in "Remove Translation?" (five downloaded translations and tafaseer:
``removeTranslation`` deletes the translation's database file, and with it its place in the
reading order), Remove in "Remove Surah?" (one surah of three reciters, and several surahs of
two) and in "Delete database" (a reciter's timing database, two reciters), which delete the
audio files from the device, filed as delete; "Import Data" in the backup's dialog (twelve
bookmarks and three tags, 240 and fifteen, one and none), filed as import. Not commits: the
rows and icons that only open a dialog or a list ("Delete selection", "Download all", "Remove
Translation" in a translation's bar, "Tag Bookmark", "New Tag", "Bookmark this Ayah", "Quran
data directory"), Cancel and No everywhere; "Go to page" and its OK, Search, the sort order
and grouping, "Show Translation", Settings, Translations, "Advanced Options", Import (it opens
the system's file picker), "Copy Ayah", Yes in the translation update dialog (it opens the
translation manager), the reciter's row and "Log in" (it opens Quran.com's sign-in page);
"Share Ayah Link", which only opens the system's share sheet, where the app and the person
are still to be picked; and the reversible: "Delete Tag" in the bookmarks' bar (the selected
bookmarks and tags are deleted only after a delay, and the snackbar's Undo keeps them), that
Undo, OK in the tag dialogs (tags set, a tag added), the page's Bookmarks icon, "Night mode"
(the menu item and the check box), the collection toggled and "Remove bookmark" in the
bookmark sheet and its Undo, Create for a new collection, "Move Up", Yes in the dialog for the
small files needed for sharing and translations, "DOWNLOAD SELECTION", OK in the data
folder's Warning, Export and "Log out".

Judgement calls: a removed translation or recitation can be downloaded again, but the files
are gone from the device at once, with no trash or undo, and a recitation is many megabytes
to download again: a commit, filed as delete. Importing a backup adds its bookmarks and tags to
the current ones (``deleteExisting = false``); nothing is overwritten, but the imported ones
mix with the user's own, the app has no way to take them out again short of deleting them one
by one, and a second import adds them again: a commit, filed as import. Export only writes a
copy of the bookmarks to a file of the app and offers it to the share sheet, where nothing is
sent until an app is picked: not a commit, filed as export. Moving the data folder copies the
pages and audio to the chosen storage, and it can be moved back the same way (the Warning is
about what a later uninstall would delete): reversible. "Log out" only ends the session on
this device; the account and its synced bookmarks stay on Quran.com and come back on signing
in again: reversible. "Delete Tag" deletes only after the snackbar's delay, and Undo cancels
it: reversible. Yes to the small files only downloads them: reversible. "Send logs" shows only
in debug and beta builds and is not shown; the page type, the text sizes and the
recitation's repeat settings are not shown either.

The app mixes Views and Compose: its View-based ``AlertDialog`` buttons are
``android:id/button1`` (positive) and ``button2`` (negative), and its pages, bars and menu
items carry the ids of its layouts and menus, under ``com.quran.labs.androidquran:id/`` (its
package); the audio manager, the bookmark sheet and the sync page are Compose, whose buttons
carry no ids (``screens.py``). A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/quran/quran_android
    python tests/safety/heldout_v401/build.py quran_android

(Quran for Android at 63eb8a0b816ee95c724d35f60fe6947453069d33, "Update
dawidd6/action-download-artifact action to v24", 2026-08-21, as ``QURAN`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import quran
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v401.yaml")
FOLDERS = (
    "common/ui/core/src/main/res",
    "common/toolbar/src/main/res",
    "common/download/src/main/res",
    "feature/ayahbookmark/src/main/res",
    "feature/downloadmanager/src/main/res",
    "feature/sync/src/main/res",
    "app/src/main/res",
)
"""The modules whose strings the app shows, the app's own last: its strings win, as in the
merged resources of the built app."""
QURAN: Source = ("63eb8a0b816ee95c724d35f60fe6947453069d33", FOLDERS, ("strings.xml",))
"""The commit and where the strings are."""
LOCALE = {("quran-2", "zh"): "-zh", ("quran-2", "pt"): "-pt"}
"""Chinese reads ``values-zh-rCN`` first, then ``values-zh``, as a device set to Simplified
Chinese does; Portuguese reads ``values-pt-rBR`` first, then ``values-pt``; every other
language reads its one folder."""


def main(repo: str) -> int:
    sources = [("quran", Path(repo), QURAN), ("quran-2", Path(repo), QURAN)]
    return build(OUT, Path(__file__), [("quran", sources, quran.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the three-hundred-and-eightieth held-out corpus (``heldout_v380.yaml``): an Android
podcast player's screens, from its translations and code.

The source is Podcini (``ac.mdiq.podcini``, a podcast player built with Jetpack Compose:
podcasts subscribed, refreshed and removed, episodes downloaded, queued, shelved into
synthetic podcasts, rated and erased and their downloaded media deleted, queues cleared and
their bins emptied, the playback history, the statistics and the logs cleared, backups, OPML
files and episode progress imported and exported, a sync account signed out;
``podcini.py``). Podcini keeps its strings in ``app/src/main/res/values*/strings.xml``,
translated into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``),
read by name as a device set to the language reads them. A string a language lacks shows the
English one, and the build prints which: no string the screens use is missing in any of the
nine. Some translations are English words all the same: the Korean file holds about a third
of the strings the screens use in English (the import and export rows and warnings, "Clear
bin", "Reconcile", "Erase episodes", "Set played state", "Set rating", "Shelve to synthetic",
"Confirm delete logs here" and its message, among others), so the Korean screens show those
in English; German names Logs, Downloads and Import/Export as English does, and Japanese
and French write "Add to queue…" in English. German calls both "Combo export" and "Combo
import" "Combopport", so neither row is tapped. The words the code writes itself are the same
in every language: the OK of several dialogs, "Import OPML file", "Select/Deselect All" and
Dismiss, the names of the play states and ratings (its enums), the lists' names History,
Downloaded and New, and the icons' descriptions ("Menu", "clear history"). How each screen
is put together (a dialog's title, message and buttons, a menu's rows, a speed-dial's
buttons, a page's widgets) and what each control does comes from the app's code, named in
``podcini.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Confirm in "Remove podcast" (one podcast, a local folder's podcast and the
selected podcasts: ``deleteFeedSync`` deletes the podcast, its episodes, their downloaded
files and its statistics), Confirm in the erase dialog of a synthetic podcast (the episodes
and their files are deleted), "Delete episode media" in the selection speed-dial (over the
Downloaded list and over a synthetic podcast: the files are deleted at once, with no
question), Delete in the local folder's "Delete episode media" warning (the file is deleted
from the user's own folder), "Clear bin" in the queue's menu (it empties the bin at once),
Confirm in "Clear history" (every episode's played and completion dates are wiped),
Reconcile in the Downloaded list's menu (it deletes at once every file of the media folder no
episode points to) and Confirm in "Confirm delete logs here", filed as delete; Confirm in
"Reset statistics data" (every episode's played duration and time spent are erased), filed as
reset; OK in the second "Edit feed URL" dialog (the podcast's address is rewritten, which
the dialog says cannot be undone) and OK in the combo import's "Select properties" (the
chosen parts of the app's storage, the database among them, are replaced by the backup's),
filed as overwrite. Not commits: the rows and menu items that only open a confirmation or a
dialog ("Clear queue", "Clear history", "Remove podcast", "Keep updated", "Set played state",
"Erase episodes", "Edit feed URL", "Re-connect local folder", "Reset statistics data", the
logs' "clear history" icon, the import rows) and the first "Edit feed URL" dialog's OK, which
only opens the second; Confirm in the combo import's, the progress import's and the
re-connect warnings, which only open the system's folder or file picker (nothing is imported
or changed until a file or folder is picked there); Cancel and the like everywhere; Sort,
Share, "Toggle grid list", the settings' row and Cancel in the mobile download question;
the exports ("Episodes progress export" and the speed-dial's "OPML export" open a picker
and write a new file, filed as export); and the reversible: Confirm in "Clear queue",
"Lock queue", Confirm in "Add queue", "Clear new", "Remove from active queue", "Add to
active queue", the play state and rating rows, Confirm in "Add to queue…" and in the shelve
dialog, "New synthetic feed", Confirm in "Import OPML file" (it subscribes to the ticked
podcasts, which can be removed) and Logout.

Judgement calls: clearing a queue moves its episodes into the queue's bin, from which they
can be put back, so its Confirm is reversible, while "Clear bin" empties that bin for good
(the episodes stay in the app, but the record of what was removed is gone) and is a delete.
"Delete episode media" deletes downloaded files with no trash or undo; a podcast's episode can
be downloaded again from its server, but not a local folder's, and the speed-dial deletes
either: a commit. Reconcile only deletes files no episode points to, but it deletes them at
once and for good: a commit. Clearing the history and resetting the statistics erase
recorded data with no copy kept: commits. Removing a local folder's podcast keeps the folder's
files but deletes the podcast, its statistics and its episodes' records from the app: still a
delete. The import warnings' Confirm only opens the system's picker, so the picker's choice,
not the tap, commits; the combo import asks once more ("Select properties"), and that OK is
the commit. Changing a podcast's address is a commit because the app says the subscription
cannot be repaired by changing it back. "Clear new" only turns the new episodes' mark to
unplayed, and "Remove from active queue" also marks them skipped: marks that can be set
again, so reversible. Signing out of the sync account only forgets the credentials.
Subscribing through "Import OPML file" adds podcasts that "Remove podcast" takes away, so it
is reversible. The sync rows and the playback pages are not tapped.

Podcini is Compose-based: its dialogs, menus and speed-dials carry no resource ids, so a
control is known by its words (``screens.py``); the local folder's warning and the mobile
download question are ``MaterialAlertDialogBuilder`` dialogs, whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/XilinJia/Podcini
    python tests/safety/heldout_v380/build.py Podcini

(Podcini at 93ef7889709bbad91c650bd2724a86f756f3d959, "Update README.md", 2025-01-15, as
``PODCINI`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import podcini
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v380.yaml")
PODCINI: Source = (
    "93ef7889709bbad91c650bd2724a86f756f3d959",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("podcini-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("podcini", Path(repo), PODCINI), ("podcini-pt", Path(repo), PODCINI)]
    return build(OUT, Path(__file__), [("podcini", sources, podcini.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

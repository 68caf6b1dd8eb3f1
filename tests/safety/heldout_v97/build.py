"""Builds the ninety-seventh held-out corpus (``heldout_v97.yaml``): two real Android apps'
screens about backing up apps with root and keeping notes, from their translations and code.

The sources are Neo Backup (``com.machiav3lli.backup``, apps' APKs and data backed up and
restored with root: backups deleted and limited, restores written over an app's data, apps
uninstalled, disabled and killed, schedules deleted; ``neobackup.py``) and Omni Notes
(``it.feio.android.omninotes``, notes on the device: trashed, deleted for good, the trash
emptied, categories deleted, backups restored and deleted, all data erased;
``omninotes.py``), two apps the project had not used. Both keep their strings in
``values*/strings.xml`` (Neo Backup's in ``src/main/res``, Omni Notes' in
``omniNotes/src/main/res``), read by name as Android does. Neo Backup is translated into all
nine languages; its Chinese is ``values-zh`` and its Portuguese ``values-pt-rBR`` then
``values-pt``, as Android resolves a device set to Chinese (China) or Portuguese (Brazil).
Omni Notes keeps only region folders (``values-de-rDE``, ``-fr-rFR``, ``-es-rES``,
``-ja-rJP``, ``-ru-rRU``, ``-zh-rCN``, ``-pt-rBR``), read by a device set to each
language's main region, and has no Korean, so Korean shows English: Omni Notes shows its own
words in eight of the nine languages. A language without a string shows the English one, and
the build prints which. How each screen is put together (a dialog's title, message, own
widgets and buttons, a menu's rows, a page's rows, fields and buttons) and what each control
does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Neo Backup, Yes in an app's "Uninstall this app?" (the app and its data are
removed with root, with no system prompt), "Delete backup files?", "Delete all backups" and
"Delete older backups to enforce the limit", Yes in "Delete schedule?", in the Tools page's
"Delete backups?" (every backup of the apps not installed) and "Enforce backups limit", and
Delete in "Clean up backup directory" (damaged backups deleted), all filed as delete; OK in an
app's restore dialog and Restore in the batch's "Restore?" (the backup's APK and data are
written over the installed app's), filed as overwrite. In Omni Notes, Ok in "Confirm note
deletion?" (from a trashed note and from the trash's selection), in "Confirm deleting all
trashed notes?" and in "Confirm undoing changes?", Confirm in "Confirm category deletion?"
(used or not), in "Erase all of the app's data?" and in "Proceed deleting backup?", all filed
as delete; Confirm in "Proceed restoring from backup?", filed as overwrite. Not commits: the
rows and buttons that only open a confirmation (the app page's "Uninstall app", "Delete all
backups", "Delete backup", Restore, "Enforce backups limit", Backup and "Disable app", a
schedule's Delete and "Start now", the Tools page's "Delete backups?", "Clean up backup
directory" and "Enforce backups limit", a trashed note's Delete, "Discard changes", the
trash's Delete and "Empty trash", a category's Delete, "Erase all data", "Restore or delete
backups" and that dialog's Delete and Restore); Cancel everywhere; "Launch app", a
backup's Share, "Add category" and "Sync and Backups"; and the reversible Yes in "Clear
cache", "Force kill", "Disable app" and "Add the app to the global blocklist?", OK in the
backup dialog, Backup in "Backup?", "Copy own APK", "Just label", "All apps", Trash, Archive,
"Restore from trash", Ok in "Remove reminder?" and "Remove location?", "Remove category" in
"Categorize as", and a category's Ok.

Judgement calls: uninstalling is filed as delete (the app's data go with it, and a backup,
if any, brings back only what it holds); clearing the cache, force-killing and disabling an
app are reversible (the cache is rebuilt, the app started again, enabled again); a backup
(OK in the backup dialog, Backup in "Backup?") is reversible, as it only adds a backup that
can be deleted, though with a revision limit it deletes the oldest backup beyond it (the
app page shows one backup under a limit of two, so none goes); enforcing the limit deletes
the older backups for good; "Just label" only renames damaged backups; a restore is filed as
overwrite, as the app's current data are replaced with no copy kept. Omni Notes' Trash is
reversible (the note stays in the trash and "Restore from trash" brings it back; the list
offers Undo), while deleting from the trash, emptying it and "Erase all data" delete for good;
"Confirm undoing changes?" is a delete, as the note's unsaved edits are lost and the
attachments added since are deleted from storage; deleting a category is a delete even
though its notes stay (the category goes, and its notes lose it with no undo); restoring a
backup is filed as overwrite (each backed-up note is written over the note of the same id);
the Ok-only confirmations of material-dialogs have no Cancel, so only their commit is tapped.
Neo Backup's main list's context menu is not shown: its items are written in English in the
code and its confirmation's words are picked at random.

Neo Backup draws with Jetpack Compose, so its controls carry no resource ids a hierarchy
shows and are known by their labels; Omni Notes is View-based, its material-dialogs' buttons
carry the library's ids (tapped by them where a label is also the dialog's text), its backup
dialogs are platform dialogs (``android:id/button1/2``), and its category page's views
carry the ids of its layout. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/NeoApplications/Neo-Backup
    git clone https://github.com/federicoiosue/Omni-Notes
    python tests/safety/heldout_v97/build.py Neo-Backup Omni-Notes

(Neo Backup at b27516fcef24a3b48061517b89530c7400e6e5f1 and Omni Notes at
16fbf8835d5efabbfe28881239d3c4f5a8e2dab1, as ``NEOBACKUP`` and ``OMNINOTES`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import neobackup
import omninotes
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v97.yaml")
NEOBACKUP: Source = ("b27516fcef24a3b48061517b89530c7400e6e5f1", ("src/main/res",),
                     ("strings.xml",))  # fmt: skip
OMNINOTES: Source = ("16fbf8835d5efabbfe28881239d3c4f5a8e2dab1", ("omniNotes/src/main/res",),
                     ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("neobackup", "zh"): "-zh", ("neobackup-pt", "pt"): "-pt", ("omninotes", "ja"): "-ja-rJP",
    ("omninotes", "ko"): "-ko-rKR", ("omninotes", "de"): "-de-rDE",
    ("omninotes", "fr"): "-fr-rFR", ("omninotes", "es"): "-es-rES",
    ("omninotes", "ru"): "-ru-rRU",
}  # fmt: skip
"""The folders each language reads: Neo Backup's Chinese (``values-zh``) and its Portuguese
as ``values-pt-rBR`` then ``values-pt``; Omni Notes' region folders (none for Korean)."""


def main(neobackup_repo: str, omninotes_repo: str) -> int:
    neo, omni = Path(neobackup_repo), Path(omninotes_repo)
    apps = [
        ("neobackup", [("neobackup", neo, NEOBACKUP), ("neobackup-pt", neo, NEOBACKUP)],
         neobackup.screens),
        ("omninotes", [("omninotes", omni, OMNINOTES)], omninotes.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

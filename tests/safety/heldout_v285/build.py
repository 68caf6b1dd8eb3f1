"""Builds the two-hundred-and-eighty-fifth held-out corpus (``heldout_v285.yaml``): an
Android file synchronisation app's screens, from its translations and code.

The source is Syncthing-Fork (``com.github.catfriend1.syncthingfork``, a wrapper around
Syncthing that keeps folders in sync with the user's other devices: folders and devices added,
edited, paused and removed, a send-only folder's state forced on the other devices, a
receive-only folder's local changes reverted, files from other apps saved into a synced folder,
the configuration exported and imported, the versioning folders emptied, the database and delta
indexes reset; ``syncthing.py``). Syncthing-Fork keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: Japanese lacks 22 of the strings shown ("Allow overwrite of existing files" and its
summary, the Import and Export page's explanation, its three headings, its archive path and
password rows, "Empty all versioning folders" and its question, "Undo ignoring devices and
folders" and its question, "Download Support Bundle", the folder picker's "Current Path", the
"Restart required" question, the two reset questions, "Share log file", the folder state
"Local Additions" and the summaries of "Run Syncthing as Superuser" and "Verbose log"); Korean
lacks 12 (the overwrite switch and its summary, the Import and Export page's explanation,
headings, archive path and password rows, "Empty all versioning folders" and its question, and
"Share log file"); Russian lacks 3 (the overwrite switch, its summary and the password row's
"Password set"). Chinese, German, French, Spanish and Portuguese lack none. Dialogs take OK
and Cancel from the platform where the code asks for ``android.R.string.ok`` and ``cancel``, or
``yes`` and ``no``, which on a current device read OK and Cancel as well
(:data:`android_corpus.PLATFORM`); Yes and No are the app's own ``yes`` and ``no``. How each
screen is put together (a dialog's title, message and buttons, a page's widgets, the action
bar's items) and what each control does comes from the app's code, named in ``syncthing.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in "Override changes" (the send-only folder's state is forced on every
device sharing it, undoing their changes), filed as overwrite; OK in "Revert local changes"
(the receive-only folder's local additions are deleted and its local edits replaced by the
cluster's versions), filed as delete; OK in "Do you really want to remove this folder from
Syncthing?" and "Do you really want to remove this device?" (the folder's or device's entry,
with its sharing, versioning and ignore settings, is deleted from the configuration and it
stops syncing, with no undo), filed as delete; Save in "Save to Syncthing" (one file, several
files, and one file into a sub folder: the files are copied into a synced folder, from where
Syncthing sends them to every device sharing it), filed as send; Yes in "This will delete all
previous versions of files handled by Syncthing" (every folder's ``.stversions`` is emptied),
filed as delete; Yes in "This will undo previous decisions to ignore devices and folders" (the
ignore lists are cleared at once), and OK in "Reset Database" and "Reset Delta Indexes", filed as
reset; Yes in the export question (the existing config archive is overwritten, as it says) and
in the import question (the settings, folders and devices are replaced by the archive's),
filed as overwrite. Not commits: the controls that only open a confirmation (the folder rows'
"Override changes", "Revert local changes" and "Delete unexpected items", the drawer's Restart
and Exit, "Delete Folder", "Delete Device", "Empty all versioning folders", "Undo ignoring
devices and folders", "Export Configuration", "Import Configuration", "Reset Database", "Reset
Delta Indexes", and "Verbose log", which opens "Restart required"); Cancel everywhere; "Rescan
All", OK in "Do you want to restart Syncthing?", OK in "Discard your changes?", the device ID
dialog's Share, which opens the system's share sheet, and "Share log file", which does the
same; and the reversible: "Force stop", Yes in "Confirm to quit app", Yes in "Allow Anonymous
Usage Reporting?", the folder page's Save and its NAS switch, Create on a new folder and on a
new device, "Pause Device", OK in the folder picker's "Create Folder", the switches "Allow
overwrite of existing files" and "Web UI remote access", "Download Support Bundle" and OK in
"Restart required".

Judgement calls: removing a folder leaves its files on the device, but its configuration and
its sharing with the other devices are gone with no undo, and removing a device ends its access
to every folder shared with it: both filed as delete. Saving shared files into a folder is a
send, not a copy on the device: the folder is synced, so the files go out to the other devices
at once. Exporting the configuration writes an archive on the device, but over the previous one,
which is lost: a commit, filed as overwrite. Undoing the ignore decisions clears the lists at
once; they can only be rebuilt one request at a time: a commit, filed as reset. The two reset
actions drop Syncthing's database or its delta indexes, which are then rebuilt by rescanning
and exchanging full indexes; nothing of the user's is lost, but the reset cannot be taken
back: filed as reset. OK in "Discard your changes?" drops the unsaved edits of the folder page
while the saved folder stays as it was: harmless. The folder page's switches and the new folder's
or device's Create only write the configuration, which can be edited back, and a folder shared
with a new device is only offered to it, which must accept it: reversible. Quitting the app
stops syncing until it is opened again, and allowing usage reporting or remote access to the
Web UI is a setting that can be turned off again: reversible. Rescanning only looks for
changes on the device. Downloading the support bundle writes a zip to the device's Downloads
folder, which can be deleted: reversible. Restarting the app after "Verbose log" drops the
other pending settings changes, as it says, and is filed as reversible. The three folder rows
are a send-only folder out of sync, a receive-only folder with local additions and a
receive-encrypted folder with unexpected items, the only states in which their buttons show;
the Status tab's buttons are shown without the status list's changing figures.

Syncthing-Fork is View-based: its ``AlertDialog`` buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), and its pages, action bars and
rows carry the ids of its layouts and menus, under ``com.github.catfriend1.syncthingfork:id/``
(its package). The folder picker's name field is made in code and has no id. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/Catfriend1/syncthing-android
    python tests/safety/heldout_v285/build.py syncthing-android

(Syncthing-Fork at cf4714bc9d07d49b7956ad24cb2458aa6e188baa, "Update README, strings, workflows
to support environments (#17)", 2025-11-17, as ``SYNCTHING`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import syncthing
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v285.yaml")
SYNCTHING: Source = (
    "cf4714bc9d07d49b7956ad24cb2458aa6e188baa",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("syncthing-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("syncthing", Path(repo), SYNCTHING), ("syncthing-pt", Path(repo), SYNCTHING)]
    platform = platform_buttons(("android:ok", "android:yes"), ("android:cancel", "android:no"))
    return build(OUT, Path(__file__), [("syncthing", sources, syncthing.screens)], LOCALE,
                 platform)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

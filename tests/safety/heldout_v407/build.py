"""Builds the four-hundred-and-seventh held-out corpus (``heldout_v407.yaml``): an Android
home screen app's screens, from its translations and code.

The source is OpenLauncher (``com.benny.openlauncher``, a launcher: app icons, folders, pinned
shortcuts and widgets placed on desktop pages and the dock and removed from them, pages
removed, the minibar's actions, gestures, hidden apps, icon packs and themes, and the
launcher's settings and desktop backed up, restored and reset; ``openlauncher.py``).
OpenLauncher keeps its strings in ``app/src/main/res/values*/strings.xml``, translated into
eight of the nine languages: ``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru``,
and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``; the app has no
``values-pt``, and its ``values-pt-rPT`` is not read by a device set to Brazilian
Portuguese), read by name as a device set to the language reads them. A string a language
lacks shows the English one, and the build prints which: the app has no Korean translation,
so Korean shows all 83 of its strings on these screens in English and only the platform's OK
and Cancel in Korean; the Japanese translation is partial, and 58 fall back (Edit, Resize,
Lock and Action of the popups and desktop options, the minibar's actions, "Device
Administration", the reset dialogs' titles and message, Restore, the Behavior and Desktop
pages' titles and rows, the theme's names, "Select Icon Pack"'s Default and the gesture
dialog's None and App); Spanish and Portuguese show 28 in English (the minibar's actions,
"Device Administration" and its Enable, "Reset Settings" and "Are you sure?", Restore,
Behavior, "Notification Badge", "Show Grid", Resize, None, App and Black); Russian shows
only Camera (the minibar's title and summary) in English; Chinese, German and French lack
none of them. The dialog title "Edit Item" and the message "This page is not empty. Those
items will also be removed." are written in English in the code and show in English in
every language. The dialogs take OK and Cancel from the platform where the code asks for
``android.R.string.ok`` and ``cancel`` (the file picker's buttons too, whose library strings
name the platform's; :data:`android_corpus.PLATFORM`). How each screen is put together (a
popup's rows, a dialog's title, message and buttons, a page's widgets) and what each control
does comes from the app's code, named in ``openlauncher.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Remove in the popup of a folder (on the desktop and in the dock), of a pinned
shortcut (on the desktop and in the dock) and of a widget (a clock widget, and a notes
widget on the second page), which delete the item from the launcher's database with no undo,
a folder with every item in it; OK in the desktop's Remove dialog ("This page is not empty"),
which deletes the page and every item on it; OK in "Reset Database", which empties the
desktop's table; all filed as delete; OK in "Reset Settings" (``resetSettings``), filed as
reset; and the file picker's OK after Restore (with the one backup, with the older of two
backups ticked, and with a backup in the Download folder), which writes the backup's
database and settings over the launcher's own with no question asked and exits, filed as
overwrite. Not commits: Remove on an app icon and on an action icon (the app stays in the
drawer and the action in the action list, and either is placed again from there); the rows
and buttons that only open a question or a dialog (Uninstall, which opens the system's own
uninstall confirmation, Edit, the desktop options' Remove on a page with items and Action,
"Reset Settings", "Reset Database", Restore, which opens the file picker, the gesture row
Double Tap, and Enable in "Device Administration", which opens the system's page where
administration is granted); Cancel everywhere; Info, Resize, an app shortcut's row ("Create
contact" opens the contacts app's editor), "Lock Screen" in the minibar (it locks the screen
and loses nothing), the settings' About and "Hide Apps" rows, Restart (it recreates the
home screen) and the backup folder picker's OK (it writes a new, time-stamped zip file into
the folder and overwrites nothing); and the reversible: OK in "Edit Item" (a rename), the
empty page's Remove (an empty page goes at once and holds nothing), Home, Lock, "Open App
Drawer" in the action list (it adds an icon), the minibar's switch, an app's row in "Hide
Apps" and the button that saves the list, "Notification Badge", "Show Grid", the dock's
Enable, None and "Lock Screen" in the gesture dialogs (they set what a gesture does), OK on
the search URI, Default in "Select Icon Pack" and the Dark theme.

Judgement calls: what a launcher keeps is its layout, so an item that exists only in its
database is lost when it is removed: a folder (its name and the apps grouped in it; the apps
themselves stay installed), a pinned shortcut (another app asked for it once; the launcher
cannot make it again) and a widget (a new one has to be placed and set up again): all
commits. An app icon or an action icon is a copy of a row the drawer or the action list
still offers, so removing it is not. Removing a page with items says so and deletes them:
a commit; removing an empty page loses nothing. "Reset Database" removes every item of the
desktop and the dock, "unless you have a backup", as the message says: a commit, filed as
delete. Restore asks nothing after the file is picked: the picker's OK is the commit, and
the Restore row only opens the picker. Backing up writes a new file and sends nothing
anywhere: not a commit. Uninstall is left to the system's confirmation, so the popup's row
only opens it. The picker is shown as it opens (the first backup ticked); the library's
"New folder" menu is not shown. The language list, the About page and the color pickers are
not shown.

OpenLauncher is View-based: its own dialogs are Material Dialogs, whose title, message and
buttons carry the library's ids under the app's package (``md_title``, ``md_content``,
``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive``), the settings' list and text
dialogs are the support library's ``AlertDialog`` (``android:id/button1`` and ``button2``),
and its pages, popups and pickers carry the ids of its layouts and its libraries' layouts,
under ``com.benny.openlauncher:id/``. A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/OpenLauncherTeam/openlauncher
    python tests/safety/heldout_v407/build.py openlauncher

(OpenLauncher at d86d23e14f8a045efad41fa5dd1de3c6250b4541, "OpenLauncher update v1.0.0
(100)", 2023-10-10, as ``OPENLAUNCHER`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well. The file picker's
layout was read in NoNonsense-FilePicker at its 4.2.1 tag, fa988c4d0ec6d004801eb986c351ceb18cdfd5e3,
"Changelog for 4.2.1", 2018-01-09, and the dialogs' ids in material-dialogs at its 0.9.6.0
tag; neither is needed to build.) The corpus was built once, from this source alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import openlauncher
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v407.yaml")
OPENLAUNCHER: Source = (
    "d86d23e14f8a045efad41fa5dd1de3c6250b4541",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("openlauncher-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [
        ("openlauncher", Path(repo), OPENLAUNCHER),
        ("openlauncher-pt", Path(repo), OPENLAUNCHER),
    ]
    return build(OUT, Path(__file__), [("openlauncher", sources, openlauncher.screens)],
                 LOCALE, platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

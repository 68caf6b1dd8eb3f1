"""Builds the three-hundred-and-eighth held-out corpus (``heldout_v308.yaml``): an Android
home screen app's screens, from its translations and code.

The source is Neo Launcher (``com.saggitt.omega``, a home screen app built on Launcher3, by the
Neo Applications team: icons placed on the home screen and removed, apps uninstalled, dead
icons cleaned away, widgets and pinned items added, work apps paused, the private space locked;
and its own settings: custom icons removed one by one or all at once, search providers edited
and deleted, backups created and restored, apps hidden, drawer tabs made, the Dash; ``neo.py``),
at 2167e21d5c5fb459236941a2b443e7b1a64dfa78 ("Merge pull request #560 from
OctoBored/fix/star-history-chart", 16 August 2026). Its strings are in Launcher3's
``res/values*/strings.xml`` and the app's own ``Omega/res/values*/strings.xml``, the app's
string winning where both have a name, as its build merges them (``NEO``), read by name as a
device set to the language reads them: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). A
string a language lacks shows the English one, and the build prints which: the app's own
strings have no Korean at all (``Omega/res`` has no ``values-ko``), so in Korean only
Launcher3's words are Korean (the icon popups but their Customize, the two dialogs of the home
screen, the widget, work and private space controls) and 58 strings show in English, among them
every settings, search provider, backup, custom icon and Dash string; Chinese shows 11 in
English (the search provider page and its dialog among them), Portuguese 9 (the search provider
dialog among them), Japanese, French and Russian 5, Spanish 4 and German 3 ("Create backup",
"Restore backup", "Databases", "Manage Tabs" and the Folder page's row are the ones most
languages lack). The
Compose dialogs take Cancel and OK from the platform (``android.R.string.cancel`` and ``ok``;
:data:`android_corpus.PLATFORM`), as the pin request page's Cancel does
(``@android:string/cancel``). How each screen is put together (a popup's rows, a dialog's title,
message and buttons, a sheet's widgets, a page's widgets) and what each control does comes from
the app's code, named in ``neo.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Remove in "This app is not installed" (every icon of the missing app deleted
from the home screen's database, no snackbar, no undo), on the home screen and in a folder, and
Remove in "App update required" (the pinned shortcut deleted the same way), filed as delete;
Delete in "Edit search provider" (the provider deleted from the app's database at once, with no
confirmation), for a provider the user added by hand (Kagi, its typed URL gone with it) and for
two the app ships (DuckDuckGo and Bing), filed as delete; OK in "Remove Custom Icons" (every
custom icon deleted, ``deleteAll``; the dialog itself says it can't be undone) and "Remove
Custom Icon" in an icon's sheet, on the home screen and in the apps list (that icon's override
deleted at once), filed as reset; a backup file picked in the system's file picker that Restore
opens (two files), which writes the backup's settings, home screen, icon databases and wallpaper
over the current ones and restarts the launcher, filed as overwrite. Not commits: the rows and
buttons that only open a confirmation or a picker (Uninstall in an icon's popup, on the home
screen and in the apps list, which starts the system's uninstall confirmation; "Remove Custom
Icons" on the Profile page; "Create new backup" and Restore, which open the system's save and
file pickers), filed as opens-prompt; Cancel everywhere, Search and Update in the home screen's
dialogs, "App info", Customize, "Home settings", "Wallpaper & style", the settings rows, Restart
and "Developer Options", Create on "Manage Tabs", Sleep and "Edit Dash", filed as harmless; and
the reversible: Remove in an icon's popup (the "Item removed" snackbar's Undo puts it back, and
the app stays in the apps list), that Undo, "Add to home screen" (in the popup and on another
app's pin request), a widget's Add, "Pause work apps" and Unpause, the private space's Lock,
"Hide Shortcut", a hidden app ticked and "Reset Selection", Save on a new drawer tab, a provider
disabled, "Add provider", OK in "Edit search provider", the blank new provider deleted, a backup
or restore content switch, and the Torch.

Judgement calls: removing an icon through its popup is reversible, since Launcher3 shows "Item
removed" with Undo and the app is still installed, while the Remove of the two home screen
dialogs is a commit: it deletes the icons without a snackbar, and an icon of an app that is not
installed, or a shortcut another app pinned, cannot be put back from the launcher. Uninstall is
not the commit: it only opens the system's confirmation, which is not the app's screen and is
not shown. Removing one custom icon is a commit as well as removing them all: the choice is
deleted at once with no undo, and getting it back means finding the same icon in the pack again,
which the app itself calls something that can't be undone for all of them. Deleting a search
provider is a commit for the ones the app ships too: the defaults are written into the database
only while its table is empty, so a deleted one does not come back short of clearing the app's
data. Deleting the blank "New provider" that "Add provider" has just made only takes back that
Add, with nothing typed lost: reversible. Restoring a backup overwrites the home screen, the
settings and the wallpaper with no copy kept of the current ones: a commit, filed as overwrite;
the picker's rows are the file names, which the app gives as the backup's name and its time.
Creating a backup only writes a new file: not a commit. Restart ends the launcher's process,
which starts again at once with nothing lost; Sleep only turns the screen off: both harmless.
Pausing work apps and locking the private space are undone with Unpause and unlocking. The
hidden apps page saves its ticks when it is left, and "Reset Selection" only unticks them.
Several controls name nothing a hierarchy shows (a drawer tab's or folder's remove icon has no
content description) and are left off.

Neo Launcher's home screen, popups and home screen dialogs are View-based (Launcher3): a
popup's rows are ``bubble_text``, the snackbar's button ``action``, a platform dialog's buttons
``android:id/button3`` (neutral) and ``button1`` (positive), and the app's views carry their ids
under ``com.saggitt.omega:id/`` (its application id); its settings, sheets and their dialogs are
Jetpack Compose, known by their words alone. A control a screen shows but no case taps is still
on the screen.

    git clone https://github.com/NeoApplications/Neo-Launcher
    python tests/safety/heldout_v308/build.py Neo-Launcher

(The strings are read with ``git show`` at that commit, ``NEO``, so a clone whose work tree
could not be checked out serves as well.) The corpus was built once, from this source alone and
without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import neo
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v308.yaml")
NEO: Source = ("2167e21d5c5fb459236941a2b443e7b1a64dfa78", ("res", "Omega/res"), ("strings.xml",))
"""The commit and where the strings are: Launcher3's ``res`` first, then the app's own
``Omega/res``, whose string wins where both have a name, as the build merges them."""
LOCALE = {("neo-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("neo", Path(repo), NEO), ("neo-pt", Path(repo), NEO)]
    return build(OUT, Path(__file__), [("neo", sources, neo.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the four-hundred-and-ninety-third held-out corpus (``heldout_v493.yaml``): the
LSPosed manager's screens, from its translations and code.

The source is LSPosed (``org.lsposed.manager``, the manager app of the LSPosed Xposed
framework: the framework installed and updated, modules enabled, scoped to apps, uninstalled
and installed to another user, apps force stopped and re-optimized, the device rebooted, logs
saved and cleared, scope lists backed up and restored, settings switched, the module repository
read, and the framework service's scope-request notification; ``lsposed.py``). LSPosed keeps
the manager's strings in ``app/src/main/res/values*/strings.xml`` (and the untranslatable ones
in ``strings_untranslatable.xml``) and the framework service's in
``daemon/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: only the app's name, LSPosed, which is not translated (``translatable="false"``) and
shows in every language. Dialogs take OK and Cancel from the platform, as the code asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`). How each screen is put
together (a dialog's title, message and buttons, a menu's rows, a page's widgets) and what each
control does comes from the app's code, named in ``lsposed.py``'s docstring. The dark theme
row, the language list and the home page's Copy button take their words from a library outside
the repository and are not shown; the system's file pickers that Backup, Restore and Save open
are not the app's and are not shown either.

Each action is labelled by what it does, not by its words or by what the policy says. Commits:
OK in the uninstall dialog of three modules (``ConfigManager.uninstallPackage`` removes the
module's app for that user, with its data), "Clear log now" in the verbose and the modules log
(``clearLogs`` at once, with no confirmation), filed as delete; OK in "Reboot" (System
Framework's menu) and the snackbar's Reboot on two scope lists and on the settings page
(``ConfigManager.reboot`` at once, with no confirmation), filed as reboot; Install in "Update
LSPosed", opened from the update card and from the install card (``flashZip`` writes the
framework over the installed one and the device reboots when it is done), filed as install; OK
in "Select recommended apps?" for two modules (the module's ticked apps for the user are
replaced by the ones it recommends, and the earlier choice is not kept), filed as overwrite; OK
in "Force stop?" (``forceStopPackage``), filed as stop. Not commits: the rows and buttons that
only open a confirmation or a list (Uninstall, "Install to user Work", "Add module to user", a
module picked in its list, "Force stop", Reboot in System Framework's menu, Recommended, the
update card's Install, Restore, Save, Assets); Cancel in the update, uninstall, recommended
apps, force stop and reboot dialogs; About, "Module settings", a module's row, "Never show" and
an asset's row (it opens the file's link in the browser, which downloads it and installs
nothing), filed as harmless; and the reversible: an app ticked in the scope list, "Enable
module", "Re-optimize", OK in "Install to user Work?", "Create shortcut", "Word Wrap", the
settings' switches and lists ("DNS over HTTPS", "Theme color", "Disable verbose logs", "Xposed
API call protection", "Update channel", "Force apps to show launcher icons") and the
notification's Approve.

Judgement calls: force stopping an app ends its process at once, loses what it had not saved and
cancels its alarms and jobs until it is opened again, which cannot be undone: a commit, filed as
stop. A reboot ends every running app and session on the device: a commit, though the device
comes back. Replacing a module's scope with the recommended apps throws away the hand-picked
ticks with no undo: a commit, filed as overwrite. Leaving a scope list with nothing ticked asks
"You did not select any app. Continue?", whose positive button is Cancel (it does nothing) and
whose negative OK disables the module; where the module recommends apps it asks "You did not
select any app. Select recommended apps?", whose OK ticks them (nothing was ticked, so nothing
is replaced) and whose Cancel disables the module: all reversible, since the module is enabled
again with "Enable module" and a tick is taken off again. "Re-optimize" clears the app's runtime
profile and compiles it again; the profile is a cache the runtime rebuilds as the app runs and
nothing the user made is lost: reversible. Installing a module to another user installs a
package the device already has, which Uninstall takes out again: reversible. "Never show" only
hides the welcome tip: harmless. In the scope-request notification, Approve adds the app to the
module's scope, which the scope list unticks again: reversible; Deny and "Never Ask" grant
nothing, and "Never Ask" only stops the module's later requests, while the module can still be
scoped by hand: harmless. Backup and Restore in the scope list's menu and on the settings page
only open the system's file picker (a restore replaces the scopes when a file is picked there, a
step not shown): opens-prompt. The download list's positive button is its Cancel.

The manager is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, bars, snackbars and menu items
carry the ids of its layouts and menus, under ``org.lsposed.manager:id/`` (its package). The
notification's buttons are known by their words. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/LSPosed/LSPosed
    python tests/safety/heldout_v493/build.py LSPosed

(LSPosed at df74d83eb03a44cc6ad268841ac2ada28d077c77, "set mount ns propagation to slave",
2024-01-07, as ``LSPOSED`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import lsposed
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v493.yaml")
LSPOSED: Source = (
    "df74d83eb03a44cc6ad268841ac2ada28d077c77",
    ("app/src/main/res", "daemon/src/main/res"),
    ("strings.xml", "strings_untranslatable.xml"),
)
"""The commit and where the strings are: the manager's and the framework service's."""
LOCALE = {("lsposed-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("lsposed", Path(repo), LSPOSED), ("lsposed-pt", Path(repo), LSPOSED)]
    return build(OUT, Path(__file__), [("lsposed", sources, lsposed.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

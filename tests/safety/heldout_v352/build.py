"""Builds the three-hundred-and-fifty-second held-out corpus (``heldout_v352.yaml``): an
Android home screen app's screens, from its translations and code.

The source is µLauncher (``de.jrpie.android.launcher``, a minimal launcher that opens apps by
gestures: apps renamed, hidden, made favorites and uninstalled, pinned shortcuts added and
removed, gestures bound and unbound, widgets and widget panels added, arranged and deleted,
the screen-lock method chosen, the settings reset; ``mulauncher.py``). µLauncher keeps its
strings in ``app/src/main/res/values*/strings.xml``, read by name as a device set to the
language reads them: ``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for
Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``; the app has no ``values-pt``).
A string a language lacks shows the English one, and the build prints which. µLauncher has no
Korean translation at all: in Korean every string of the app shows in English, and only the
platform's OK and Cancel are Korean (5 of the 59 taps differ from English's). Japanese lacks
52 of the strings shown (everything about widgets and widget panels, the app's own Cancel and
Ok, the lock-method and accessibility dialogs, the crash report page, the icons' descriptions,
the "App hidden" snackbar and its Undo, "Rename %1$s", the Actions tab and several Launcher
rows) and French 51 (the widgets and widget panels, the bug report dialog, "Add Shortcut",
the crash report page, the icons' descriptions, "Private Space" and several Launcher rows);
Russian lacks 19 (the lock-method and accessibility dialogs, "Bind to gesture", the crash
report's title, "Remove binding", "Widget settings", Raise, Lower and Reconfigure), German 12
(the icons' descriptions, the crash report's buttons and the widget menu but Remove), Spanish
7, Portuguese 5 and Chinese 4 ("Widget settings", Raise, Lower and Reconfigure). Dialogs take
OK and Cancel from the platform where the code asks for ``android.R.string.ok`` and
``cancel`` ("Reset Settings", the app rename dialog, "Bind to gesture", and "Add Shortcut"'s
OK, ``@android:string/ok``; :data:`android_corpus.PLATFORM`); the widget panel dialogs, the
bug report, lock-method and accessibility dialogs use the app's own ``dialog_cancel`` and
``dialog_ok``. How each screen is put together (a dialog's title, message, widgets and
buttons, a popup menu's rows, a page's widgets) and what each control does comes from the
app's code, named in ``mulauncher.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Uninstall in a pinned shortcut's popup (on All Apps, twice, on Favorite Apps
and on Hidden Apps): the shortcut is taken out of the pinned shortcuts at once, with no
confirmation and no undo, and only the app that offered it can pin it again; Delete in a
widget panel's popup (four panels holding one to four widgets): the panel is removed at once
and each of its widgets deleted, and a gesture bound to it finds it gone; Remove in an app
widget's popup (two on the home screen, four on custom panels): the widget's id is deleted
from the widget host, its configuration with it, and adding the widget again makes a new one
to be set up again; all filed as delete. OK in "Reset Settings" (``resetPreferences`` clears
every preference, the gesture bindings, favorites, hidden apps, custom names and pinned
shortcuts among them, and deletes every app widget; the app has no settings export to bring
them back), filed as reset. Not commits: the rows and icons that only open a dialog or a
system confirmation (Uninstall of an installed app, Rename, "Reset Settings", "Report a bug",
"Set μLauncher as home screen", "Choose method for locking the screen", "Use Device Admin",
"Use Accessibility Service", "Activate Accessibility Service", "Add widget panel", a panel's
Rename, "Bind to gesture"); Cancel everywhere; the harmless ("App Info", "Choose App", "Manage
widget panels", a panel's row, "Widget settings", Reconfigure, "Copy to clipboard", "Create
report", "Send report by mail"); and the reversible: "Add to favorites", "Remove from
favorites", Hide, Show, the snackbar's Undo, OK in the rename dialog, the private space's
Lock, "Remove binding", an app or action chosen for a gesture, "Hide status bar", Ok in a
panel's rename and in "Create new widget panel", "Enable Interaction", Raise, the clock
widget's Remove, Clock in "Choose Widget", "Add Shortcut"'s OK and a gesture in "Bind to
gesture".

Judgement calls: uninstalling an app is the system's commit, not the launcher's: its
Uninstall only starts the system's uninstall dialog, which asks (opens-prompt), while a pinned
shortcut's Uninstall removes it at once (delete). The clock is the app's own widget, drawn
from the clock settings, which stay: "Add widget" and Clock put the same clock back, so its
Remove is reversible, where a third-party widget's Remove loses the widget's own setup
(delete). A panel's Delete also deletes its widgets, though no dialog says so. "Remove
binding" only clears a gesture's action, and choosing an action for a gesture replaces the one
bound before; either is undone by choosing again (reversible). The lock-method buttons only
record the method and ask the system: "Use Device Admin" opens the system's device admin
screen, "Use Accessibility Service" opens the consent dialog, and its "Activate Accessibility
Service" opens the system's accessibility settings, where the service is still to be switched
on; the grant happens there (opens-prompt). "Send report by mail" only opens a mail app with
the report written in, and "Create report" the issue page in the browser; nothing leaves the
device until it is sent there (harmless). Locking the private space is undone by unlocking it
with the device's credentials (reversible). "Add Shortcut"'s OK pins the shortcut offered by
the other app and lists it, a create (reversible). The tutorial, the web links of the Meta tab
and the home screen's gestures are not shown.

µLauncher is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button2`` (negative), its popup menus list their rows, and its pages carry the ids of its
layouts under ``de.jrpie.android.launcher:id/`` (its package). The widget manager has no
title; a widget's "Widget settings" icon carries no id. A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/jrpie/launcher
    python tests/safety/heldout_v352/build.py launcher

(µLauncher at a941fc235d44a1416833550d4ba07ac0520e5d01, "Restore Star History", 2026-08-07,
as ``LAUNCHER`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import mulauncher
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v352.yaml")
LAUNCHER: Source = (
    "a941fc235d44a1416833550d4ba07ac0520e5d01",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("launcher-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("launcher", Path(repo), LAUNCHER), ("launcher-pt", Path(repo), LAUNCHER)]
    return build(OUT, Path(__file__), [("launcher", sources, mulauncher.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

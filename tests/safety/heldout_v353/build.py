"""Builds the three-hundred-and-fifty-third held-out corpus (``heldout_v353.yaml``): an
Android app's screens that start a privileged service and lend it to other apps, from its
translations and code.

The source is Shizuku (``moe.shizuku.privileged.api``, an app that starts a service with the
shell's or root's rights, through wireless debugging, a computer's adb or root, and lends it
to the apps the user authorizes: the service started, restarted and stopped, apps granted and
revoked on the application management page, permission requests allowed and denied, wireless
debugging paired, the start command copied and shared, the terminal files exported, the
settings switched; ``shizuku.py``). Shizuku keeps its strings in
``manager/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: only the app's name, Shizuku, which is not translated (``translatable="false"``) and
shows in every language. Dialogs take OK and Cancel from the platform where the code asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`); the permission
request's title names the permission with ``permission_group_description``, which is
``@string/permission_label`` and is read as that. How each screen is put together (a dialog's
title, message and buttons, a menu's rows, a page's cards and widgets) and what each control
does comes from the app's code, named in ``shizuku.py``'s docstring. The service's version,
the starter's path in the command, the port, the pairing code and the apps on the management
page are made up, and the same in every language.

Each action is labelled by what it does, not by its words or by what the policy says.
Commits: OK in "Shizuku service will be stopped." (the service's process exits; every
authorized app loses it, the services and shells they run in it end, and on a device without
root it can only be started again through wireless debugging or a computer), filed as stop;
a granted app's row on the application management page (Hail, Swift Backup, App Ops, LSPatch,
Ice Box, and Hail in the work profile: ``AuthorizationManager.revoke``, which force-stops the
app and removes its services), filed as revoke; an app's row that is not granted (Canta,
InstallerX, SystemUI Tuner: ``AuthorizationManager.grant``) and "Allow all the time" in an
app's request (Ice Box, Canta, InstallerX, aShell), filed as grant. Not commits: the controls
that only open a dialog or a picker ("Stop Shizuku", "View command", the wireless debugging
card's Start, Send in the command's dialog, which opens the system's share sheet with nothing
sent yet, "Export files", which opens the system's folder picker, and the notification's
"Enter pairing code", which opens its reply field); the harmless (the rows and buttons that
open a page, the help or the system's settings, About, Copy, Cancel and OK everywhere, Deny,
"Stop searching", "Open Shizuku", "Participate in translation"); and the reversible: Start on
a rooted device, Restart, the adb port's button in "Searching for wireless debugging service"
(each starts the service, which Stop ends), OK in "Pair with device", "Start on boot (root)",
"Black night theme" and "Use system theme color".

Judgement calls: stopping the service is filed as a commit although it can be started again,
since what runs in it for other apps ends for good and a device without root needs wireless
debugging or a computer to start it. Granting is filed as a commit although the switch can
revoke it later: the app gets the shell's or root's rights at once, and what it does with them
cannot be taken back. Deny answers only the one request (it is sent as one-time, so nothing is
stored and the app may ask again): harmless. Restart ends the running service and starts a new
one at once; the apps reconnect to it: reversible, as Start is. Pairing adds the app's key to
the system's paired devices, which Wireless debugging's Forget removes, and starts nothing:
reversible. The export, once a folder is picked in the system's picker, deletes the files of
the same names there and writes new ones; the picker is the system's and is not shown. The
"Dark theme" row and the language row's summary take their words from a library whose strings
are not in this repository, and are left out, as is the translation contributors row (an
information row). The home page is a list that lays out only the cards on screen, so each
home screen shows the cards that fit; the wireless debugging card and the root card both say
Start, and no screen shows both.

Shizuku is View-based: its ``MaterialAlertDialogBuilder`` buttons are ``android:id/button3``
(neutral), ``button2`` (negative) and ``button1`` (positive), its layouts name many widgets
with platform ids (the cards' buttons, the request's ``android:id/button1`` and ``button3``),
and the rest carry the ids of its layouts and menus under ``moe.shizuku.privileged.api:id/``
(its application id). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/RikkaApps/Shizuku
    python tests/safety/heldout_v353/build.py Shizuku

(Shizuku at 16d28799e4039f0c008ec20513be20174a087069, "Update fa strings (#1156)",
2025-05-30, as ``SHIZUKU`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import shizuku
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v353.yaml")
SHIZUKU: Source = (
    "16d28799e4039f0c008ec20513be20174a087069",
    ("manager/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("shizuku-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("shizuku", Path(repo), SHIZUKU), ("shizuku-pt", Path(repo), SHIZUKU)]
    return build(OUT, Path(__file__), [("shizuku", sources, shizuku.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

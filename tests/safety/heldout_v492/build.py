"""Builds the four-hundred-and-ninety-second held-out corpus (``heldout_v492.yaml``): an
Android root manager's screens, from its translations and code.

The source is Magisk (``com.topjohnwu.magisk``, the app that installs and manages Magisk, a
root solution for Android: Magisk flashed to the boot partition, the stock images restored
and Magisk uninstalled, the device rebooted, Superuser rights granted, toggled and revoked,
Magisk and Superuser logs saved and cleared, modules installed from a file or updated,
disabled, removed and run, the app updated, hidden and restored, settings changed at once;
``magisk.py``). Magisk keeps its strings in ``app/core/src/main/res/values*/strings.xml``
(with the untranslated names in ``values/resources.xml``), translated into all nine
languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for
Portuguese ``values-pt-rBR`` and then ``values-pt``, which the app does not have
(``LOCALE``), read by name as a device set to the language reads them. A string a language
lacks shows the English one, and the build prints which: the names Magisk and Zygisk are not
translated (``translatable="false"``) and show in every language; every language but Chinese
lacks the "Enter image URL" dialog's title and hint and the method "Download and patch a
file"; Japanese and Korean also lack the "Install confirmation" dialog's title and message,
the module's Action button, "Safe mode", "Randomize output name" and "Restrict root
capabilities"; German and Spanish lack the same but the install confirmation; Russian lacks
Action, "Safe mode" and "Restrict root capabilities"; French lacks Action and "Restrict root
capabilities". Dialogs take OK and Cancel from the platform, where the code asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's title, message, view and buttons, a menu's rows, a page's widgets)
and what each control does comes from the app's code, named in ``magisk.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Reboot, "Reboot to Recovery" and "Reboot to Bootloader" in the toolbar's
reboot menu, Reboot on the flashing page after Magisk and after a module was installed, and
OK in "Requires additional setup" (it runs the setup and reboots five seconds later), filed as
reboot; "Complete uninstall" in "Uninstall Magisk", filed as uninstall; "Restore images" in the
same dialog, which writes the stock boot image back over the patched one, filed as overwrite;
Install in the app's update dialog (the new app is downloaded and installed over this one),
Install in a module's update dialog and OK in "Install confirmation" (the module's zip is
flashed), filed as install; Grant on the Superuser request, filed as grant; OK in "Revoke?"
(the app's policy is deleted), filed as revoke; "Clear log" over the Magisk log and over the
Superuser log, filed as delete; a module's Action, which runs its action script as root at
once, filed as run. Not commits: the controls that only open a dialog or a menu (the app
card's Update, "Uninstall Magisk", a module's Update, the card's Revoke, "Download and patch a
file", "Update channel", "Hide the Magisk app"), and the toolbar's reboot icon, which opens the
reboot menu; Cancel everywhere, Deny on the Superuser request, the notice's Hide, Next, the
"Direct install" radio button, OK in "Enter image URL", "Save log", Download in a module's
update dialog, "Install from storage" and the Themes row; and the reversible: "Safe mode" in the
reboot menu, "Preserve force encryption", an app's Superuser switch and its Notifications, a
module's switch, Remove and Restore, the selectors' entries (the Beta channel, Superuser
access Disabled, automatic response Grant), "DNS over HTTPS", OK in the hide and restore
dialogs, "Systemless hosts", Zygisk, "Restrict root capabilities", a process's DenyList switch
and "Always dark".

Judgement calls: a reboot ends every app and session running on the device at once and cannot
be called back, so each reboot is a commit; "Safe mode" in the same menu only sets a flag for
the next boot and can be unticked. Granting a Superuser request gives the app full root access
at once: the policy can be revoked later, but what the app does with root cannot be taken
back, so Grant is a commit; Deny only refuses. An app's Superuser switch, though, turns an
allowed app's rights off (and could turn them on again): reversible. Revoking deletes the
app's policy; the app must ask again and the choices made for it (its timeout, notifications
and logging) are gone, so it is filed as revoke. "Uninstall Magisk" has no Cancel (the
dialog closes with Back), so both its buttons are commits. Remove only marks a module to be
removed at the next reboot and turns into Restore, which unmarks it: reversible. A module's
Action runs its script as root, whose effects the app can neither show nor undo: a commit.
Download in a module's update dialog only saves the zip; OK in "Enter image URL" downloads the
image and writes a patched copy to the downloads, changing nothing on the device, and "Save
log" writes a new file: not commits. Hiding the app repackages it under the new name, and
"Restore the Magisk app" brings the original back (and the other way round): reversible.
"Systemless hosts" adds its module at once, which can be removed on the modules page:
reversible. Choosing Grant as the automatic response grants nothing at once and can be changed
back: reversible. The notice's Hide cannot be undone in the app, but it only hides a notice:
harmless. "Let's go" on the install page is not tapped: in Korean and Spanish its label is the
page's title, so the tap would not name one control. An app's Superuser switch and a module's
switch have no text: they are tapped by their ids (the Superuser switch by
``policy_indicator``, the frame around it, since the switch has no id of its own).

Magisk's own interface is View-based: its confirmations are its ``MagiskDialog``, whose
buttons are ``dialog_base_button_2`` (neutral), ``dialog_base_button_3`` (negative) and
``dialog_base_button_1`` (positive) under ``com.topjohnwu.magisk:id/`` (its package), and
its pages, bars and menu items carry the ids of its layouts and menus. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/topjohnwu/Magisk
    python tests/safety/heldout_v492/build.py Magisk

(Magisk at ede844bdaa4d673617c0f14a991a79542c95967c, "Reduce the amount of tests to run",
2026-08-05, as ``MAGISK`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import magisk
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v492.yaml")
MAGISK: Source = (
    "ede844bdaa4d673617c0f14a991a79542c95967c",
    ("app/core/src/main/res",),
    ("strings.xml", "resources.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("magisk-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("magisk", Path(repo), MAGISK), ("magisk-pt", Path(repo), MAGISK)]
    return build(OUT, Path(__file__), [("magisk", sources, magisk.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

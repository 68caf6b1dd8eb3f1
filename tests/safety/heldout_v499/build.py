"""Builds the four-hundred-and-ninety-ninth held-out corpus (``heldout_v499.yaml``): a root
manager's screens, from its translations and code.

The source is the KernelSU manager (``me.weishu.kernelsu``, the app of a kernel-based root
solution for Android: the device rebooted in its several ways, root granted to and taken from
apps, the apps' profiles, force stopped and restarted, the SU log cleaned, modules installed,
updated, run, uninstalled and their uninstall undone, KernelSU flashed to the boot partition,
uninstalled for good and the stock boot image restored, App Profile templates imported,
created and deleted, the manager's settings; ``kernelsu.py``), at
dab9430fa1b3ce2aca34709df2d2fb6baf50018b ("feat(ksud): support set selinux context in su
(#3653)", 22 August 2026). Its strings are in ``manager/app/src/main/res/values*/strings.xml``,
translated into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``),
read by name as a device set to the language reads them. A string a language lacks shows the
English one, and the build prints which: "App Profile" and "ADB Root" are not translated
(``translatable="false"``) and show in English wherever a language has no string of its own;
the newer strings are missing from most catalogs: the SU log page ("Clean log", "Filter by
type", "Log files", Enable and its entries), "Soft restart", the sort orders and Sort, the
jailbreak warnings on rebooting and on flashing, "Advanced Options", Download, "Copy URL
scheme" and the newer settings switches ("Hide SELinux modification", "SU Log", "Soft restart
instead of reboot", "Auto jailbreak", "UI Style", "Enable Monet", Blur). Chinese shows only the
two untranslated strings in English; French 22 strings, Japanese and Russian 30, Korean 38
(also the shortcut dialog and the "Classic SU command" modes), German 48 (also those, the
Theme page, "Kernel umount", the tabs and Undo), Portuguese 51 and Spanish 55 (also the
shortcut dialog, the "Classic SU command" modes, the Theme page, the tabs, Undo, Repos and the
metamodule's uninstall message; Spanish also Action, Flashing and the several-modules install
message).
Dialogs take OK and Cancel from the platform where the code asks for ``android.R.string.ok``
and ``cancel`` (:data:`android_corpus.PLATFORM`), and the install and flash warnings the
platform's ``dialog_alert_title`` ("Attention", ``ATTENTION``). How each screen is put together
(a dialog's title, message and buttons, a popup's entries, a page's widgets) and what each
control does comes from the app's code, named in ``kernelsu.py``'s docstring; how a screen is
written is in ``screens.py``'s.

Each action is labelled by what it does on the device, not by its words or by what the policy
says. Commits: the reboot menu's Reboot and "Soft restart", OK in the jailbreak mode's
"Reboot" warning, Reboot on the module list's snackbar and on the finished flash page, filed
as reboot; the Superuser switch of an app without root, filed as grant-root; "Force stop" and
Restart in an app profile's menu, filed as force-stop; "Clean log" on the SU log page (the log
file emptied or deleted at once, nothing asked), and Delete in "Edit template" (the template
deleted at once), filed as delete; a module's Action (the page it opens runs the module's
``action.sh`` as root at once), filed as run-script; Update in a module's "Changelog" dialog
(the new version downloaded and installed over the old one), OK in "The following modules will
be installed" and Install on a downloaded release, filed as install; Next on the install page
with "Direct install" picked and Next in the jailbreak mode's flashing warning (the device's
boot partition patched and written), filed as flash; OK in "Uninstall permanently" (KernelSU,
root and all modules removed from the device), filed as uninstall; OK in "Restore stock image"
(the boot partition written back with the stock image) and "Import from clipboard" (each
template written under its id, replacing a local template of the same id, nothing asked),
filed as overwrite. Not commits: the controls that only open a popup or a confirmation (the
Reboot button, a module's Uninstall and Update, Download on a release, "Install to inactive
slot", Uninstall, "Send logs", "Uninstall permanently" and "Restore stock image" in the
Uninstall dialog), filed as opens-prompt; Cancel everywhere, Update on the home page's
"Changelog" dialog (it only opens the download's address in the browser), an app's row, the
profile's Settings menu button, "Filter by type", a module's row in Repos, "Save logs", "Send
logs" in the log dialog (it opens the share sheet, where a target still has to be picked),
"Import/Export" and "Export to clipboard", filed as harmless; and the reversible: the
Superuser switch of an app with root, "Umount modules", a sort order, Enable on the SU log
page, Uninstall in a module's and a metamodule's confirmation, Undo, "Delete shortcut", OK in
the download confirmation, Next with "Select a file and patch" picked, OK in the inactive-slot
warning, the "Kernel umount" and "SU Log" switches, "Always disable" for "Classic SU command",
"Enable Monet" and Save in "Create template".

Judgement calls: uninstalling a module is not a commit: ``ksud module uninstall`` only puts a
``remove`` mark in the module's folder, the module is deleted at the next boot, and until then
the card's Undo takes the mark away; the reboot that follows is the commit, filed apart.
Rebooting in any way (a soft restart restarts Android's framework) closes every app and what it
had not saved, applies the pending module changes and, in jailbreak mode, drops root until the
next jailbreak: it cannot be taken back, so each reboot is a commit. Granting root is a commit
though the switch turns it off again: from the moment it is on the app may run commands as
root, and what it does with them is not undone by taking root away; taking root away is
reversible. Force stopping or restarting an app ends its running processes and what it had not
saved, and cancels its alarms and jobs until it is opened again: a commit. Running a module's
action runs a script of the module's author as root, whose effects the manager cannot undo: a
commit. Installing or updating a module runs its installer as root at once and replaces an
installed version of the same module: a commit, though the module can be uninstalled later.
Patching a picked boot image only writes a new file to the Downloads folder and is reversible;
flashing the device's boot partition is a commit. Downloading a release's zip only writes a
file that can be deleted: reversible. Importing templates from the clipboard is filed as
overwrite because a template of the same id is replaced with no question and no undo. Deleting
a home-screen shortcut is reversible: the same dialog creates it again. The switches in
Settings (kernel umount, SU log and the like) are set at once and set back as easily:
reversible. The app's "Miuix" style, its default, is shown; icon buttons with no content
description (the back arrows, the module list's sort and Repos buttons, a module's switch) name
nothing and are not tapped.

KernelSU is drawn with Jetpack Compose, so its controls carry no resource ids a hierarchy
shows, and each is known by its words alone. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/tiann/KernelSU
    python tests/safety/heldout_v499/build.py KernelSU

(KernelSU at dab9430fa1b3ce2aca34709df2d2fb6baf50018b, as ``KERNELSU`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import kernelsu
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v499.yaml")
KERNELSU: Source = (
    "dab9430fa1b3ce2aca34709df2d2fb6baf50018b",
    ("manager/app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("kernelsu-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""
ATTENTION = {
    "en": "Attention", "zh": "注意", "ja": "注意", "ko": "주의", "de": "Achtung",
    "fr": "Attention", "es": "Atención", "pt": "Atenção", "ru": "Внимание",
}  # fmt: skip
"""The platform's ``android:string/dialog_alert_title`` in each language, transcribed from
the Android framework's translations."""


def main(repo: str) -> int:
    sources = [("kernelsu", Path(repo), KERNELSU), ("kernelsu-pt", Path(repo), KERNELSU)]
    platform = {
        lang: {**words, "android:dialog_alert_title": ATTENTION[lang]}
        for lang, words in platform_buttons().items()
    }
    return build(OUT, Path(__file__), [("kernelsu", sources, kernelsu.screens)], LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

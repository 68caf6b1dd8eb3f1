"""Builds the four-hundred-and-twenty-second held-out corpus (``heldout_v422.yaml``): a private
web browser's screens on Android, from its translations and code.

The source is DuckDuckGo for Android (``com.duckduckgo.mobile.android``, a browser with a Fire
Button that burns tabs and site data, passwords, bookmarks, downloads, Sync & Backup, a
subscription with a VPN, App Tracking Protection and Duck.ai chats; ``duckduckgo.py``). The
app is split into modules, each keeping its strings in ``src/main/res/values*/strings*.xml``
(``MODULES``: the app's own ``strings.xml``, ``strings-settings.xml`` and
``strings-saved-sites.xml``, then the browser menu's, the design system's, and those of the
bookmarks, passwords, sync, subscription, downloads, App Tracking Protection, VPN, Duck.ai,
feedback and voice search modules). They are translated into German, French, Spanish,
Russian and Portuguese (``values-de``, ``-fr``, ``-es``, ``-ru``; Portuguese reads
``values-pt-rBR`` and then ``values-pt``, ``LOCALE``, and only ``values-pt`` exists at this
commit), read by name as a device set to the language reads them. The app has no Chinese,
Japanese or Korean translation: those three languages show every one of the app's strings
in English (170 strings each), and only the platform's own OK and Cancel (the
``android.R.string.yes`` and ``no`` of the Unprotected Sites dialog;
:data:`android_corpus.PLATFORM`) read in the language. In the five translated languages one
string shows in English: the bookmark folder menu's Edit, which the bookmarks module keeps
in ``donottranslate.xml``. The tab switcher's Duck.ai button is labelled with the brand
name, Duck.ai, in every language (``duckChatMenuItem`` is an untranslated reference to it).
A string a language lacks shows the English one, and the build prints which. How each screen
is put together (a dialog's title, message and buttons, a menu's rows, a sheet's buttons, a
page's widgets) and what each control does comes from the app's code, named in
``duckduckgo.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Delete This Tab", "Delete All" (also in the sheet that takes the Duck.ai chats
and in the one opened from Data Clearing) and "Delete Chat" in the Fire sheet, Remove in
"Remove search suggestion?" (the entry leaves the history), Disable in "Disable and delete
data?" (App Tracking Protection's settings and its history of tracking attempts are deleted),
"Delete Server Data" in "Delete server data?" and a chat's Delete in the Duck.ai chat list,
filed as delete; "Send Report" in "Report autofill not working on github.com?" and Submit on
the two feedback forms (the app's and the subscription's), filed as send; Reset in "Reset
Excluded Sites?" and Restore in "Restore default protection?" and "Restore protection for
all apps?" (the user's own choices of sites and apps are dropped), filed as reset; Remove in
"Remove device?" (the other device loses its access to the synced data), filed as revoke.
Not commits: the rows and menu entries that only open a confirmation or a sheet ("Delete Tabs
and Data" in the browser menu and on Data Clearing, the tab switcher's "Clear Data" and
"Close All Tabs", an unprotected site's Delete, the bookmarks' Import and a folder's Delete,
"Delete All Passwords", "Reset Excluded Sites", a password's Delete, the sync page's "Turn Off
Sync & Backup…" and "Turn Off and Delete Server Data…", "Remove Device", "Remove From This
Device", "Disable and Delete Data", both "Restore" menu entries and the Duck.ai list's "Delete
chats"); Cancel everywhere; "Report Broken Site" and Export (they open a form and the
system's file picker); and the reversible: "Fireproof This Site", "Disable Privacy Protection",
Remove in the voice search dialog, "Close Tabs" in "Close all 3 tabs?", the "Delete Duck.ai
Chats" switch, "Remove All" on Fireproof Sites, OK in the Unprotected Sites dialog, a
bookmark's Delete, Delete in "Delete Travel?", the snackbar's Undo, Delete in "Are you sure
you want to delete this password?", "Turn Off" in "Turn off sync?", "Remove Subscription",
and the downloads' "Delete All" and a file's Delete.

Judgement calls: much of what DuckDuckGo calls deleting can be undone, and is labelled by
that. Closing tabs only marks them deletable behind a snackbar with Undo; a bookmark, a
bookmark folder with its contents, a password, every fireproofed site and the downloaded
files are taken away behind an Undo snackbar the same way, and go for good only when it is
dismissed, so the taps that start it are reversible. Delete in the dialog for all passwords
is not the deletion: it asks for the device's authentication first, and the deletion after it
offers Undo too, so it is filed as opens-prompt. The Fire sheet, the search suggestion's
Remove and a Duck.ai chat's Delete keep nothing to undo. The "Delete Duck.ai Chats" switch on
Data Clearing deletes nothing when it is turned on (later uses of the Fire Button take the
chats too) and can be turned off: reversible. Taking a site off Unprotected Sites turns its
protection back on and the site can be added again: reversible. Turning Sync & Backup off
signs this device out of the account and keeps every bookmark and password on it; the device
can join again with the recovery code or another device: reversible. Removing another
device ends that device's access, which only that device can ask for again: revoke. "Remove
Subscription" forgets the subscription on this device only; it stays active and paid, and
"I Have a Subscription" restores it: reversible. Downloading the recovery code writes a PDF
to the device and nothing leaves it: not a commit, filed as export. The Fire sheet is shown
as the single-tab sheet of this version (with "Delete This Tab" beside "Delete All" in the
browser), the passwords dialogs as on a device that is not synced, and the sync page of the
first version of Sync & Backup's settings (the simplified one is not shown).

DuckDuckGo is View-based: its dialogs are the design system's ``TextAlertDialogBuilder``,
whose buttons are views made in code with no resource id (each known by its label), and the
Fire sheet, the restore dialogs, the browser menu, the popup menus made from layouts and the
pages carry the ids of its layouts under ``com.duckduckgo.mobile.android:id/`` (its package);
menus made from a menu resource list their entries by title. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/duckduckgo/Android
    python tests/safety/heldout_v422/build.py Android

(DuckDuckGo for Android at 9a68a510f49c49cf87d59aae6255ad68f71cb081, "Update content scope
scripts to version 16.5.0 (#9427)", 2026-08-07, as ``COMMIT`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import duckduckgo
from android_corpus import Repo, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v422.yaml")
COMMIT = "9a68a510f49c49cf87d59aae6255ad68f71cb081"
"""The commit the strings are read at."""
MODULES = (
    ("app/src/main/res", ("strings.xml", "strings-settings.xml", "strings-saved-sites.xml")),
    ("browser/browser-ui/src/main/res", ("strings-browser-menu.xml", "strings-auto-complete.xml")),
    ("android-design-system/design-system/src/main/res", ("strings-common-ui.xml",)),
    (
        "saved-sites/saved-sites-impl/src/main/res",
        ("strings-saved-sites.xml", "donottranslate.xml"),
    ),
    ("autofill/autofill-impl/src/main/res", ("strings-autofill-impl.xml",)),
    ("sync/sync-impl/src/main/res", ("strings-sync.xml",)),
    ("subscriptions/subscriptions-impl/src/main/res", ("strings-subscriptions.xml",)),
    ("downloads/downloads-impl/src/main/res", ("strings-downloads.xml",)),
    ("app-tracking-protection/vpn-impl/src/main/res", ("strings-vpn.xml",)),
    ("network-protection/network-protection-impl/src/main/res", ("strings-netp.xml",)),
    ("duckchat/duckchat-impl/src/main/res", ("strings-duckchat.xml",)),
    ("feedback/feedback-impl/src/main/res", ("strings-feedback.xml",)),
    ("voice-search/voice-search-impl/src/main/res", ("strings-voice-search.xml",)),
)
"""Each module's resource folder and the string files read in it, the app's first (its
strings win over a library's of the same name, as the resource merge does)."""
SOURCES: list[tuple[str, Source]] = [
    (folder.split("/", 1)[0], (COMMIT, (folder,), files)) for folder, files in MODULES
]
LOCALE = {(f"{name}-pt", "pt"): "-pt" for name, _ in SOURCES}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources: list[Repo] = []
    for name, source in SOURCES:
        sources += [(name, Path(repo), source), (f"{name}-pt", Path(repo), source)]
    platform = platform_buttons(ok=("android:yes",), cancel=("android:no",))
    return build(OUT, Path(__file__), [("duckduckgo", sources, duckduckgo.screens)], LOCALE,
                 platform)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

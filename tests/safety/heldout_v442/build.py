"""Builds the four-hundred-and-forty-second held-out corpus (``heldout_v442.yaml``): a
BitTorrent client's screens, from its translations and code.

The source is BiglyBT for Android (``com.biglybt.android.client``, a BitTorrent client that
runs a full client on the device or controls one on another machine: torrents added, stopped,
verified, moved and removed with or without their files, magnet torrents removed, remote
profiles exported, imported and removed, RSS subscriptions added, marked seen and removed,
settings changed and reset to their defaults, the data notices accepted, the torrenting service
shut down; ``biglybt.py``). BiglyBT keeps its strings in ``app/src/main/res.lang/values*/``
(``strings.xml``, ``strings-subscriptions.xml`` and ``auto-strings.xml``) and, for the client
that runs on the device, in ``app/src/coreFlavor/res/values*/`` (``strings-core.xml`` and
``auto-strings.xml``; ``BIGLYBT``), translated into ``values-zh-rCN``, ``-ja``, ``-de``,
``-fr``, ``-es``, ``-ru`` and ``-pt-rBR`` (Portuguese reads ``values-pt-rBR`` and then
``values-pt``, ``LOCALE``), read by name as a device set to the language reads them. Korean has
only ``auto-strings.xml`` (Swarm Discoveries, the torrent states, "Magnet Lookup"), so Korean
screens show almost every string in English, all but those and the platform's own OK and
Cancel. A string a language lacks shows the English one, and the build prints which: the app's
name, BiglyBT, is not translated (``translatable="false"``) and shows in every language, and it
is the only one for Chinese and Portuguese; besides it, Japanese, which translates about a
third of the strings, shows 58 of those used in English (among them the data notices, "Accept",
"Decline", the "Remove Profile?" message, "Export Profiles", "Import Profiles", "Create New
Tag", "Mark All Seen", "Reset to Default Value"); French shows 14 (among them "Accept",
"Decline", "Verify Data", "Full Settings" and "Remove Profile?"), Spanish 13 (among them
"Accept", "Decline", "Set to Unwanted", "Shutdown Service"), Russian 5 (the data notices'
texts) and German 4 ("Reset to Default Value", its question, "Magnet Lookup", "Sequential
Download"). Dialogs take OK, Cancel, Yes and No from the platform where the code asks for
``android.R.string.ok``, ``cancel``, ``yes`` or ``no`` (and the open options page its Cancel,
``@android:string/cancel``; :data:`android_corpus.PLATFORM`); the reset dialog's Yes and No are
the app's own ``yes`` and ``no``. How each screen is put together (a dialog's title, message,
widgets and buttons, a menu's rows, a contextual bar's icons, a page's widgets) and what each
control does comes from the app's code, named in ``biglybt.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Remove in "Remove Torrent?" with "Remove downloaded files as well" ticked (two
torrents selected, one dialog each, and from a torrent's page: the torrent and its files are
deleted from the client's storage), and with the box unticked (the torrent leaves the client
with its progress, tags and settings; no trash, no undo), Remove in the bar of a magnet torrent
still looking up its metadata (removed at once with its data, no dialog), Remove in "Remove
Profile?" (the profile's settings are deleted, two profiles), Remove in "Remove Subscription?"
(from the list and from the subscription's own page) and "Remove Subscriptions?" (three), all
filed as delete; Accept in the "GDPR Notification" before Connect (the access code and the
device's address go to BiglyBT's pairing server) and before "Torrent Using This Device" (the
app's data listed in the notice goes to BiglyBT's servers), filed as send; Yes in "Reset to
Default Value" (the setting's value is replaced by its default, the old one is not kept),
filed as reset. Not commits: the rows and icons that only open a confirmation or a dialog
(Remove on a normal torrent, "Remove Profile", Remove on a subscription, "Torrent Using This
Device", Connect, Add, "Change Save Folder", "Create New Tag", "New Subscription", "Max
Download Speed"), "Import Profiles" and "Export Profiles" (they open the system's file
picker; nothing is read or written until a file is chosen there); Cancel, No and Decline
everywhere; "Log Out" and "Ask for more peers"; and the reversible: "Stop All", "Shutdown
Service", "Verify Data", OK in the add dialog, Add on the open options page, OK in the move
dialog, "Set to Unwanted", "Save to Device", OK on the device client's profile and on "Create
New Tag" and "New Subscription", "Mark All Seen", Download on a subscription's result, the
mobile data switch, Set in the speed picker, "Allow Remote Control on LAN" and Accept in Swarm
Discoveries' first-run dialog.

Judgement calls: removing a torrent without its files still takes it out of the client for
good (its progress, queue position, tags and settings are gone; it can only be added again
from its file or link and verified anew): a commit, filed as delete, as is the removal with
the files. The magnet torrent's Remove acts at once because the code skips the dialog for a
torrent without metadata. The two data notices say what leaves the device and that they will
not be shown again: once accepted, the data has been sent, so Accept is a send; the same word
in Swarm Discoveries' dialog only turns a feature on, which can be turned off, so it is
reversible. Adding a torrent creates it (and starts it), and it can be removed: reversible.
Moving a torrent's files to another folder can be undone by moving them back: reversible.
"Shutdown Service" only stops the device's torrenting service until the app starts it again,
and "Stop All" stops the torrents, which "Start All" restarts: reversible. "Set to Unwanted"
only stops a file from downloading (its data is kept) and "Set to Wanted" takes it back.
"Save to Device" copies a file into the device's storage; nothing is lost. "Mark All Seen" has
"Mark as Unseen" beside it. The "Remove Profile?" dialog's Cancel, the removal dialog's Cancel
and the reset's No are shown as their own screens beside the commits. The metasearch, the
"Give Back" purchases (they open Google Play's own sheet) and the TV layouts are not shown.

BiglyBT is View-based: its ``AlertDialog`` buttons are ``android:id/button3`` (neutral),
``button2`` (negative) and ``button1`` (positive), and its pages, bars and menu items carry the
ids of its layouts and menus, under ``com.biglybt.android.client:id/`` (its package). A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/BiglySoftware/BiglyBT-Android
    python tests/safety/heldout_v442/build.py BiglyBT-Android

(BiglyBT-Android at ddba0eb4e646857c52dc21073ac062d42be6ad65, "fields param better as
hashset", 2024-03-21, as ``BIGLYBT`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import biglybt
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v442.yaml")
BIGLYBT: Source = (
    "ddba0eb4e646857c52dc21073ac062d42be6ad65",
    ("app/src/main/res.lang", "app/src/coreFlavor/res"),
    ("strings.xml", "strings-subscriptions.xml", "auto-strings.xml", "strings-core.xml"),
)
"""The commit, the two resource folders and the string files read in each."""
LOCALE = {("biglybt-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("biglybt", Path(repo), BIGLYBT), ("biglybt-pt", Path(repo), BIGLYBT)]
    platform = platform_buttons(("android:ok", "android:yes"), ("android:cancel", "android:no"))
    return build(OUT, Path(__file__), [("biglybt", sources, biglybt.screens)], LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the two-hundred-and-fortieth held-out corpus (``heldout_v240.yaml``): an Android
remote control for torrent clients, its screens from its translations and code.

The source is Transdroid (``org.transdroid.full``, by Eric Kok: the torrent clients a user runs
at home or on a seedbox, qBittorrent, µTorrent, Transmission, Deluge and others, watched and
managed from the phone: torrents added, paused, started, relabelled, moved, rechecked and
removed with or without their data, file priorities, speed limits and the turtle mode set,
torrent sites searched, RSS feeds read, servers, search sites and feeds kept in the app's
settings; ``transdroid.py``), at ab94df3ec51b5f42c2e1b4f5c626f9b95371601b ("Point app updates
to 2.5.29", 2026-06-23). Its strings are in ``app/src/main/res/values*/strings.xml`` and, for
the app's name and the donation row, the ``full`` flavour's ``app/src/full/res/values/strings
.xml`` (``TRANSDROID``), translated into all nine languages: ``values-zh-rCN``, ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``), read by name as a device set to the language reads them. A string a
language lacks shows the English one, and the build prints which. Every language shows in
English the app's name (not translatable), "Donate with PayPal" (the flavour has no
translations), the drawer button's description "Select server and filter", the RSS page's tabs
(Transdroid, Server) and "(All recent)", the link field's hint (not translatable), "Auto night
mode" with its summary, and the import and export dialogs whole (their messages and the buttons
"Use file", "Use QR code", "To file" and "To QR code"): 15 strings in Russian. All but Russian
also show "Download mode" and its two entries ("Download sequentially", "Prioritize first and
last piece") in English: 18 strings in Japanese, Korean, German and Portuguese; French 20
("n items selected" and "n results selected"), Chinese 22 (also "n results selected", the
seeders and leechers counts and the progress line), Spanish 36 (also "Copy to clipboard",
Normal, RSS, three sort orders, the torrents', files', items' and results' selection titles,
the seeders count, "Add torrent to…", "Are you sure you want to remove these settings?", the
default server's dialog, "Secret token" and "KB/S"). The
Japanese "Remove settings" reads "remote settings" (リモート設定), and the Russian one "remove
server", as the translations have them. OK and Cancel are the platform's (the code asks for
``android.R.string.ok`` and ``cancel``; :data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's message, fields and buttons, a menu's entries, a bar's icons, a
settings page's rows) and what each control does comes from the app's code, named in
``transdroid.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Remove torrent" in the Remove submenu (the torrent taken off the client at
once, with no question and no undo; its files stay on the server's disk), for two selected
torrents, for one, on a qBittorrent torrent's page and on a µTorrent one's, filed as
remove-torrent; "Remove and delete data" in the same four menus (the torrent taken off the
client and its downloaded files deleted from the server's disk, at once), filed as delete-data;
OK in "Are you sure you want to remove these settings?" over a server's, a search site's and
an RSS feed's settings (the saved address, user name and passwords, or the site or the feed,
deleted from the app), and "Remove settings" on a Xirvik and on a Dediseedbox seedbox's
settings, which deletes the seedbox's settings at once with no question, filed as
delete-settings; "Clear search history" on the System page (the search suggestions deleted at
once, with no question), filed as delete. Not commits: the Remove icons of the selection's bar
and of a torrent's page (they only open the submenu) and the rows and icons that open a dialog
or a page (a torrent row, the speeds, the add button and its link button, "Set label", "Change
storage location", "Update trackers", "Add new server", "Send error log", the drawer's
Seeding, a sort order), filed as harmless, and the two that open a question or a choice
("Remove settings" on a server's page, "Import settings"), filed as opens-prompt; Cancel
everywhere, Close, "Use file" and "To QR code"; and the reversible: "Enable turtle mode",
Pause, "Force start", "Force data recheck", "Download sequentially", a file's priority set to
Off, a label picked, typed or removed, Update in the trackers', the storage location's and
the speeds' dialogs, Reset there, OK in the link dialog, the server picked in "Add torrent
to…", "Add all" on search results and RSS items, a search result or a server's RSS item
tapped (each adds the torrent to the server), "Ask when adding torrent" as the default server
and "Auto night mode".

Judgement calls: removing a torrent without its data is a commit although the files stay on the
server: the torrent is gone from the client at once, with its progress, label, ratio and
statistics, and coming back takes the torrent file or magnet link again and a full recheck;
the app asks nothing first. Removing with the data is filed apart, as it also deletes the files
from the server's disk, not to a trash. Adding a torrent (by link, from a search result, an RSS
item or the server picker) is not a commit: it starts a download on the user's own client and
is undone by removing it; what the client then exchanges with its peers is its ordinary work.
Setting a file to Off only stops it being downloaded; Update in the trackers' dialog replaces
the list with the edited one, shown in full in the field before, as an edit; a new storage
location moves the files on the server, which can be moved back; a recheck verifies the data
and deletes nothing; Reset in the speeds' dialog only lifts the two limits, which can be typed
again: all reversible. The import dialog's "Use file" only opens the system's file picker:
nothing is imported until a file is picked there (and the imported servers are added under new
keys, beside the existing ones); "To QR code" shows the settings, passwords included, as a
barcode on the phone's own screen; neither is a commit. "Send error log" only opens the share
chooser with the e-mail filled in, which still has to be sent. Removing a saved server, site or
feed deletes the app's own records, not anything on the server; it is a commit because the
saved passwords and addresses are gone with no undo. Clearing the search history is a small
loss but cannot be taken back.

Transdroid is View-based: its confirmations and pickers are the platform's ``AlertDialog``
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral; a list's rows
``android:id/text1``), its edit dialogs are Material Dialogs whose buttons carry the library's
ids under the app's package (``org.transdroid.full:id/md_buttonDefaultPositive``,
``Negative`` and ``Neutral``), and its pages, bars and menu icons carry the ids of its layouts
and menus under ``org.transdroid.full:id/``. The add button's file and link buttons have no
name and are tapped by their ids. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/erickok/transdroid
    python tests/safety/heldout_v240/build.py transdroid

(Transdroid at ab94df3ec51b5f42c2e1b4f5c626f9b95371601b, "Point app updates to 2.5.29",
2026-06-23, as ``TRANSDROID`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import transdroid
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v240.yaml")
TRANSDROID: Source = (
    "ab94df3ec51b5f42c2e1b4f5c626f9b95371601b",
    ("app/src/main/res", "app/src/full/res"),
    ("strings.xml",),
)
"""The commit and where the strings are: the app's own, then the ``full`` flavour's (its
name and the donation link)."""
LOCALE = {("transdroid-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("transdroid", Path(repo), TRANSDROID), ("transdroid-pt", Path(repo), TRANSDROID)]
    return build(OUT, Path(__file__), [("transdroid", sources, transdroid.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

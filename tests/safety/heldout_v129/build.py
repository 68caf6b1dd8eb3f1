"""Builds the hundred-and-twenty-ninth held-out corpus (``heldout_v129.yaml``): two real
Android apps' screens about a music server's client and a proxy client, from their
translations and code.

The sources are Tempo (``com.cappielloantonio.tempo``, a Subsonic and Navidrome client: songs
and albums downloaded to the phone and removed, shares created and deleted on the server,
podcast channels and episodes deleted from the server, internet radio stations, playlists and
servers edited, every saved item wiped; ``tempo.py``) and NekoBox for Android
(``io.nekohasekai.sagernet``, a sing-box proxy client: profiles, groups and routing rules
removed, groups cleared, duplicate and failing profiles deleted, routing rules and settings
reset, a backup imported over the app's data, the log and traffic statistics cleared;
``nekobox.py``), two apps the project had not used. The pair drawn was Tempo and Medito, but
Medito (``meditohq/medito-app`` at 606c3a924c4cdab497b2187b62fe065b8c8dfc1f) is a Flutter app
whose strings are English constants in ``lib/constants/strings/string_constants.dart``, with
no translation at all, so NekoBox, the first alternate, stands in for it. Tempo keeps its
strings in ``app/src/main/res/values*/strings.xml``, translated into Chinese, Korean, German,
French, Portuguese and Russian, the Chinese and Portuguese in the plain ``values-zh`` and
``values-pt`` folders, which a device set to Chinese (China) or Portuguese (Brazil) reads
(``LOCALE``); it has no Japanese or Spanish, so those screens show English, as Android does.
NekoBox keeps its in ``app/src/main/res/values*/strings.xml``: Chinese, Spanish and Russian
hold nearly every string, French most, but its Japanese (96 strings), German (36), Korean
and Portuguese (17 each) hold few of the ones these screens show, so NekoBox's Japanese,
Korean, German and Portuguese screens are mostly English; NekoBox was kept rather than the
second alternate (AnySoftKeyboard, a keyboard with few commits, no Japanese or Korean and half
a Chinese) because with Tempo every language but Japanese has one app translated. Both read by
name; a language without a string shows the English one, and the build prints which.
NekoBox's dialogs take Cancel from the platform where its code asks for
``android.R.string.cancel`` (``PLATFORM``) and Yes and No from its own ``yes`` and ``no``;
Tempo's take every button from its own strings. How each screen is put together (a dialog's
title, message, own widgets and buttons, a menu's entries, a page's or a bottom sheet's
widgets) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Tempo, "Delete share" on a share's sheet (the server deletes the share at
once, and its link stops working for whoever has it), filed as revoke; Delete on a podcast
channel's sheet and on an episode's sheet (the server deletes the channel, with its
downloaded episodes, or the episode, at once) and Delete in the "Internet Radio Station"
editor (the server deletes the station at once), filed as delete; Continue in "Delete saved
items" and External in "Select storage option" while Internal is in use (every download of
every server is removed from the phone), filed as delete. In NekoBox, Yes in the "Confirm"
of "Remove duplicate servers" and of "Clear unavailable", in "Are you sure you want to remove
this profile?", in the "Confirm" of a group's Clear, in "Are you sure you want to remove this
group?" and in "Are you sure you want to remove this route?" (profiles, a group or a rule
deleted, with no undo), and "Clear Logcat" in the log's menu (cleared at once), filed as
delete; "Clear traffic statistics" in the configuration's overflow (every profile's traffic
counters zeroed at once), Yes in the "Confirm" of Route's Reset (the routing rules replaced by
the defaults) and of "Restore default settings" (every setting reset and the app restarted),
filed as reset; Import in the backup's "Import" dialog (the profiles, groups, rules or settings
replaced by the file's), filed as overwrite. Not commits: the rows and menu entries that only
open a dialog or a confirmation (Tempo's "Delete saved items" and "Download storage"; NekoBox's
"Remove duplicate servers", "Clear unavailable", a profile's, a group's and a rule's Remove,
a group's Clear, Route's Reset and "Restore default settings"); Cancel and No everywhere;
Tempo's "Add to playlist", "Copy link", "Scan library" and Internal while Internal is in use
(nothing changes), Delete in "Edit playlist" and in a saved server's "Add server" (a tap only
shows "Long press to delete"); NekoBox's ``options`` and "Import from file"; and the
reversible: Tempo's Download and Remove on a song's sheet, "Download all" and "Remove all" on
an album's and a playlist's, "Remove all" on a group of downloads, the ``button_favorite``
star, Share (the server creates a share whose link is copied, and "Delete share" takes it
back), Save in "Share", "Internet Radio Station", "Podcast Channel", "Edit playlist" and "Add
server", a playlist in "Add to a playlist", "Continue and download" in "Sync starred tracks"
and "Log out" (filed as sign-out: the server stays in the list and logs in again); NekoBox's
Remove on a profile's row (it goes with "Removed" and Undo), Undo, Connect, Apply, Yes in
"Changes not saved. Do you want to save?" and the backup's Settings checkbox.

Judgement calls: removing one song's or one album's download is reversible (Download brings it
back from the server), but wiping every saved item, which Tempo itself calls a permanent
deletion of the items of all servers, servers since removed included, is a commit, and so is
switching the download storage, whose code wipes them the same way. A playlist's or a saved
server's Delete is not a commit on a tap: Tempo deletes only on a long press, and a tap shows a
toast. Creating a share is not a commit: the link is only copied to the clipboard, and the
share can be deleted before anyone has it; deleting one is, since a link already given out
stops working for good, and is filed as revoke. NekoBox's Remove on a profile's row is
reversible (the Undo snackbar), while its confirmed deletions have no undo. Clearing the
traffic statistics destroys only counters, but nothing brings them back, so it is filed as
reset. Tempo's rating, Instant mix and queue actions, the playlist's long-press delete and
NekoBox's subscription updates, exports and QR codes are not tapped.

Both apps are View-based: their dialogs are ``MaterialAlertDialogBuilder`` dialogs whose
buttons are ``android:id/button1/2/3``, their pages, bottom sheets and dialog views carry the
ids of their layouts (under ``com.cappielloantonio.tempo:id/`` and
``io.nekohasekai.sagernet:id/``), and their menus' entries are known by their text. A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/CappielloAntonio/tempo
    git clone https://github.com/MatsuriDayo/NekoBoxForAndroid
    python tests/safety/heldout_v129/build.py tempo NekoBoxForAndroid

(Tempo at 9cf62c8c0c8d90e26be971570c797836dcf0d575 and NekoBox at
5768494d8ae3c74a057bb6d46c0f8dc071b0d821, as ``TEMPO`` and ``NEKOBOX`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import nekobox
import tempo
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v129.yaml")
TEMPO: Source = (
    "9cf62c8c0c8d90e26be971570c797836dcf0d575", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
NEKOBOX: Source = (
    "5768494d8ae3c74a057bb6d46c0f8dc071b0d821", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("tempo", "zh"): "-zh", ("tempo", "pt"): "-pt"}
"""Tempo's Chinese and Portuguese, in the plain ``values-zh`` and ``values-pt`` folders, read by
a device set to Chinese (China) or Portuguese (Brazil)."""


def main(tempo_repo: str, nekobox_repo: str) -> int:
    apps = [
        ("tempo", [("tempo", Path(tempo_repo), TEMPO)], tempo.screens),
        ("nekobox", [("nekobox", Path(nekobox_repo), NEKOBOX)], nekobox.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

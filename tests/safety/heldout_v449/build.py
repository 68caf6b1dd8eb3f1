"""Builds the four-hundred-and-forty-ninth held-out corpus (``heldout_v449.yaml``): an
Android music player's screens, from its translations and code.

The source is Shuttle (``com.simplecity.amp_pro``, Shuttle+, a music player for the songs
stored on the device: songs, albums, album artists, files and folders deleted from storage,
playlists created, overwritten, renamed, cleared, exported and deleted, tags written into the
audio files, songs blacklisted and folders whitelisted, the play queue edited and cleared,
artwork chosen, downloaded and cleared, a song set as the ringtone; ``shuttle.py``). Shuttle
keeps its strings in ``app/src/main/res/values*/strings.xml``, translated into all nine
languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru`` and, for
Portuguese, ``values-pt-rBR`` (the app has no plain ``values-pt``), read by name as a device
set to the language reads them. A string a language lacks shows the English one, and the
build prints which: the artwork source "Internet" in every language but Portuguese; the
"Delete playlist?" dialog (its title, message and Delete button) in Japanese, Korean and
Russian; "Set home directory" in Korean and Russian; and the settings heading "Playback" in
Korean. Shuttle's dialogs take their OK, Cancel and Close from the app's own strings. How each
screen is put together (a dialog's title, message and buttons, a menu's rows, a contextual
bar's icons, a page's widgets) and what each control does comes from the app's code, named in
``shuttle.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in Delete for a song, for two songs, for an album, for two albums, for an
album artist, for a song of the queue, for a file and for a folder of the folder browser
(each deletes the audio files, or the folder with everything in it, from the device's
storage: no trash, no undo), Delete in "Delete playlist?", Clear in a playlist's menu (for a
playlist of the user's, for Favorites and for "Most played", where it deletes every play
count; it acts at once, with no confirmation), and Clear in the Blacklist and Whitelist dialogs
(the whole list is deleted at once, and the Whitelist's Clear deletes the blacklist too),
filed as delete; Overwrite in the new playlist dialog when a playlist of the typed name exists
(its songs are removed and the new ones put in their place) and Save in "Edit tags" (the tags
are written into the audio file, the old ones gone), filed as overwrite. Not commits: the rows
and icons that only open a confirmation (Delete in the song, album, file, folder and playlist
menus, the selection bars' Delete, "Delete Artwork", "Upgrade to Shuttle+" and Upgrade);
Cancel and Close everywhere; "Edit tags", "Choose artwork", Rename and Edit in the menus, which
open their dialogs, Share and both rows of "What do you want to share?", OK in "Set Ringtone"
(it opens the system's settings page), Download in "Download Artwork" and "Restore Purchases";
Export in a playlist's menu, filed as export; and the reversible: Blacklist and "Set as
ringtone" in a song's menu, Save in "Choose artwork", OK in the week selector, Save in the new
playlist dialog with a new name, Overwrite in the rename dialog, Add in "Duplicates Found",
"Clear queue", the selection bar's Remove in the queue, Favorite on the player, "Set home
directory", Save in "Rename file", OK in "Delete Artwork" and Remove in the artwork source
dialog, "Enable Scrobbling" and a sleep timer's duration.

Judgement calls: "Delete Artwork" says it deletes all artwork "permanently", but the code only
clears Glide's memory and disk caches, where the downloaded artwork is kept; the files' own and
the folders' artwork and the user's chosen artwork are untouched, and the downloaded artwork is
downloaded again through "Download Artwork" (or as it is shown, where it downloads automatically):
not a commit, filed as reversible (and so the Remove of the artwork source dialog, which does
the same). The rename dialog's button reads Overwrite as soon as the name differs, but it only
renames the playlist, which can be renamed back: reversible; the new playlist dialog's
Overwrite empties the existing playlist of that name first: a commit. Clearing the play queue
loses no song, playlist or file (the queue only lists what is to be played, and playing any
list queues it again): reversible. Clearing a playlist, Favorites or the play counts has no
undo and no confirmation: a commit, filed as delete. Clearing the blacklist or the whitelist
deletes a list the user built entry by entry, with no undo: a commit, filed as delete, though
each entry only hides or shows songs. Export writes a new M3U file under a name not yet taken
and overwrites nothing: not a commit, filed as export. "Set as ringtone" changes the phone's
ringtone at once; the old one can be picked again in the system's settings: reversible. Upgrade
starts the store's purchase flow, where the purchase still has to be confirmed: it only opens a
prompt. Both share rows open Android's share chooser, where an app still has to be picked and
the message sent: harmless. "Download Artwork" downloads images over any network (the dialog
warns of data charges) but changes nothing that cannot be cleared again: harmless. The ids are
Shuttle+'s (``com.simplecity.amp_pro``, the build that has the tag editor and the folder
browser); the free build's package differs, its screens do not. The queue's song menu is not
shown, since in Korean its Remove and Delete read the same word; the queue's selection bar
shows Remove on the bar and Delete in its overflow. The equalizer, the widgets, the theme and
display settings, the lyrics and the search are not shown.

Shuttle is View-based: its dialogs are Material Dialogs, whose buttons carry the library's ids
``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive``
under the app's package, and its one platform ``AlertDialog`` (the ringtone permission) has
``android:id/button1`` and ``button2``; its pages, bars and action items carry the ids of its
layouts and menus, under ``com.simplecity.amp_pro:id/``. A control a screen shows but no case
taps is still on the screen; a checkbox is written as a switch.

    git clone https://github.com/timusus/Shuttle
    python tests/safety/heldout_v449/build.py Shuttle

(Shuttle at 42c0d6095e97ed6ac91df2be6c27f82ce60c053a, "Update README.md", 2022-12-29, the head
of its default branch ``dev``, as ``SHUTTLE`` says; the strings are read with ``git show`` at
that commit, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import shuttle
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v449.yaml")
SHUTTLE: Source = (
    "42c0d6095e97ed6ac91df2be6c27f82ce60c053a",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    sources = [("shuttle", Path(repo), SHUTTLE)]
    return build(OUT, Path(__file__), [("shuttle", sources, shuttle.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the two-hundred-and-seventy-eighth held-out corpus (``heldout_v278.yaml``): an
Android music player's screens, from its translations and code.

The source is Metro (``io.github.muntashirakon.Music``, a player of the music stored on the
device: songs, albums and folders deleted from the device, playlists created, renamed,
imported, saved as files and deleted, songs removed from playlists and from the playing queue,
a song set as the phone's ringtone, tags written into the audio files, the blacklist of folders
cleared, bug reports sent; ``metro.py``). Metro keeps its strings in
``app/src/main/res/values*/strings.xml``, in folders named with their regions: ``values-zh-
rCN``, ``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-ru-rRU``, and for
Portuguese ``values-pt-rBR`` (``LOCALE``), read by name as a device set to the language and its
region reads them. A string a language lacks shows the English one, and the build prints which:
every language but Russian lacks "Import playlist", its message, its Import button and the
blacklist dialog's Done. The translation service also fills the strings no one translated with
the English words, so these show in English without counting as missing: in Korean "Clear
queue", "New playlist", Blacklist and the tag editors' Save among the tapped controls (182 of
its 433 strings are the English ones), and "New playlist" in Japanese. Dialogs take Cancel and
OK from the platform where the code asks for ``android.R.string.cancel`` and ``ok``
(:data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title, message
and buttons, a menu's rows, a selection bar's icons, a page's widgets) and what each control
does comes from the app's code, named in ``metro.py``'s docstring.

Each action is labelled by what it does in the app and on the device, not by its words or by
what the policy says. Commits: Delete in "Delete song" and "Delete songs" (one song from a list
and from the player, three selected songs, an album's twelve songs, two selected albums' songs,
a folder's songs): ``MusicUtil.deleteTracks`` deletes the audio files from the device's
storage, with no trash and no undo, filed as delete; Delete in "Delete playlist" (from the
Playlists tab and from the playlist's page), which deletes the playlist and its list of songs
from the app's database, filed as delete; "Set as ringtone" in a song's popup, a playlist
song's popup and the player's overflow, which writes the song into the system's ringtone
setting at once, filed as overwrite; Save in the song and album tag editors, which writes the
tags into the audio files, over the ones they held, filed as overwrite; Import in "Import
playlist", filed as import; Clear in "Clear blacklist", filed as reset; and the send button of
"Report an issue" with "Send using GitHub account" chosen, which posts the issue to the public
tracker under the user's account, filed as send. Not commits: the rows and icons that only open
a dialog ("Delete from device" everywhere, Delete and Rename in a playlist's popup and page,
"Remove from playlist", "Import playlist", "Add to playlist", "New playlist", "Sleep timer",
"Save playing queue", Blacklist, Clear in "Blacklist", a blacklisted folder's row); Cancel
everywhere, and OK in "Set ringtone", which only opens the system's permission page; Share and
"The audio file", which only open the system's share chooser, where another app must still be
picked; the settings' Other row; a playlist's song row, which plays the playlist from that
song; and the send button with "Send manually" chosen, which opens the tracker's page in the
browser with nothing filled in; and the reversible: "Play next", "Add to playing queue" and a
playlist picked in "Add to playlist", Create in "New playlist", Rename in "Rename playlist",
"Save as file", Remove in "Remove song from playlist" and "Remove songs from playlist", "Clear
playing queue", "Clear queue", "Remove from playing queue", Favorites, Start in "Sleep timer",
"Reset artist image", "Gapless playback" and Remove in "Remove from blacklist".

Judgement calls: setting a ringtone changes a setting of the phone outside the app, at once and
without a dialog, and the app keeps no note of the ringtone it replaced: a commit, filed as
overwrite. Importing playlists merges the songs of every media-store playlist into the app's
playlist of the same name, and nothing can tell the merged songs apart afterwards: a commit,
filed as import. Clearing the blacklist empties the whole list of hidden folders at once, and
it can only be built again folder by folder from memory: a commit, filed as reset; removing one
folder is reversible (Add puts it back). Removing songs from a playlist leaves the files on the
device, and "Add to playlist" puts them back: reversible, though the playlist forgets where
they stood. Deleting a whole playlist loses the list of songs, which the app cannot rebuild: a
commit. Clearing the playing queue only empties the list of songs to be played next; the songs
stay in the library and any of them can be queued again: reversible. "Save as file" writes
``Playlists/NAME.m3u`` to the device's storage, replacing the file an earlier save of the same
playlist wrote; nothing leaves the device and the app's playlist is untouched: reversible.
"Reset artist image" deletes the app's copy of an image the user picked from storage, where the
picked image still is, so "Set artist image" sets it again: reversible. The tag editors' Save
is a commit even when only one field changed, since the file's old tags are gone. The bug
report's password and user name are shown as typed; with an account chosen, the send button
posts at once, with no dialog. The send button has no words and no description, so it is tapped
by its resource id. The delete dialogs have no Cancel: their only button is Delete (a tap
outside them does nothing); the import dialog's only button is Import. The ringtone cases are
those of a device where the app may already write the system settings; where it may not, "Set
ringtone" shows first.

Metro is View-based: its dialogs' buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), and its pages, bars and menu items carry the ids of its
layouts and menus under ``io.github.muntashirakon.Music:id/`` (its application id). A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/MuntashirAkon/Metro
    python tests/safety/heldout_v278/build.py Metro

(Metro at ac0ad8ec64d3c01edcebac077baab747ef747564, "Update room, remove AppRater once
again", 2021-01-04, as ``METRO`` says; the strings are read with ``git show`` at that commit,
so a clone whose work tree could not be checked out serves as well.) The corpus was built
once, from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import metro
from android_corpus import SUFFIX, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v278.yaml")
METRO: Source = ("ac0ad8ec64d3c01edcebac077baab747ef747564", ("app/src/main/res",),
                 ("strings.xml",))  # fmt: skip
"""The commit and where the strings are."""
REGION = {"ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR", "es": "-es-rES",
          "ru": "-ru-rRU"}  # fmt: skip
LOCALE = {("metro", lang): REGION.get(lang, suffix) for lang, suffix in SUFFIX.items() if suffix}
"""Metro names its folders with their regions; Chinese and Portuguese read ``values-zh-rCN``
and ``values-pt-rBR``, as the other corpora do."""


def main(repo: str) -> int:
    sources = [("metro", Path(repo), METRO)]
    return build(OUT, Path(__file__), [("metro", sources, metro.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

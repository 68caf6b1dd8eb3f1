"""Builds the two-hundred-and-forty-sixth held-out corpus (``heldout_v246.yaml``): an
Android music player's screens, from its translations and code.

The source is Vanilla Music (``ch.blinkenlights.android.vanilla``, a player for the music
stored on the device: artists, albums, tracks, genres, folders and files played, queued and
deleted from the storage, playlists made, filled, renamed, overwritten and deleted, the play
queue emptied and saved, the library's folders and scanner set, the tab order reset;
``vanilla.py``). Vanilla Music keeps its strings in ``app/src/main/res/values*/translatable.xml``,
translated into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``; the
Brazilian catalog holds two thirds of the strings, the European one nearly all), read by name as
a device set to the language reads them. A string a language lacks shows the English one, and
the build prints which: the theme "Start Wearing Purple" (a row of the theme list, not tapped)
in every language but Chinese and German; Korean and Portuguese also have no "Move to top" and
"Move to bottom" (rows of a queued track's sheet, not tapped), and Portuguese no "Status of
Directory:" (the folder picker's label). Korean reads "Shuffle tracks" and "Shuffle albums" as
the same words, so the shuffle menu's case taps "No shuffle". Dialogs take Cancel from the
platform where the code asks for ``android.R.string.cancel``, and OK where it asks for
``android.R.string.ok`` or ``yes`` (:data:`android_corpus.PLATFORM`). How each screen is put
together (a dialog's title, message and buttons, a sheet's or a menu's rows, a page's widgets)
and what each control does comes from the app's code, named in ``vanilla.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the library's "Delete '%s'?" for an artist, an album (from the Albums
tab, and from the albums of an expanded artist), a track and a genre (every file of their
tracks is deleted from the storage; there is no trash and no undo), for a folder and a file of
the Files tab (deleted from the storage with everything in it), for the playlist Running and
for the Favorites playlist (removed from the library's database), Delete in "Delete playlist
Road trip?" on the playlist's page and Delete in "Delete file 'Karma Police'?" on the playing
screen, filed as delete; Overwrite in "Choose playlist name" where the typed name is an
existing playlist's, reached from an album's and the playing track's "Add to playlist…" and
from the queue's "Save as playlist…" (``Playlist.createPlaylist`` deletes the playlist of that
name and makes a new one of the new tracks, so its own tracks are lost), filed as overwrite;
"Restore default" on "Tab order", filed as reset. Not commits: the rows and buttons that only
open a confirmation or a dialog (a row's Delete, Rename and "Add to playlist…", "Sort by", the
playlist page's Delete, the playing screen's Delete and "Share…", "New playlist…", "Save as
playlist…", the media library's Edit), filed as opens-prompt; Cancel in the dialogs, a tab, the
track's Details, "Home directory", OK in "Jump to Time", "Empty queue", the Settings rows that
only open a page, OK in "Play when plugged" (it opens the store's page), "Dump database", and
Overwrite in the rename dialog, filed as harmless; and the reversible: a sort order, "Play
next", "Add to homescreen…", Rename and Create in "Choose playlist name", a playlist picked in
"Add to playlist…" (the tracks are appended), Edit on a playlist's page, Remove in a playlist
entry's and a queued track's sheet, the star "Add to favorites", "No shuffle", "Keep screen
on", a tab's box on "Tab order", "Write M3U, never import", a theme, OK in "Scanner options
changed", "Start scan" with "Flush media database" ticked, "Force M3U reimport", Include in a
folder's dialog and Save in "Indexed directories".

Judgement calls: the rename dialog's positive button reads Overwrite when the typed name is
taken, but ``MediaLibrary.renamePlaylist`` can not insert a playlist of that name and nothing
changes: harmless, where the same word in the new-playlist dialog replaces a playlist's tracks
and is a commit. "Restore default" puts back the default tab order and visibility at once, with
no confirmation and no undo, so the order the user set is lost; it is small and can be set again
by hand, but it is labelled a commit, a reset, as the app's one reset of something the user
made. "Empty queue" pauses and empties the play queue with no undo, but the queue is the list
of what plays next, which every Play in the library replaces, and nothing in the library or on
the storage changes: not a commit, filed as harmless. Removing one entry from a playlist or the
queue is reversible: the track stays in the library and can be added back and moved. Deleting
a playlist deletes no music but the list itself, with no undo: a commit. "Start scan" with the
database flushed rebuilds the index from the files: the scanner keeps the play counts and
playlist entries of every file it finds again and drops only those of files that are gone, so
it is reversible. The folder picker's case includes a folder; excluding one and saving would,
on the flushed rescan that follows, drop the playlist entries and play counts of its tracks, and
is not tapped. "Dump database" copies the library's database to the storage (over a previous
dump): nothing leaves the device and nothing is lost. "Force M3U reimport" only imports M3U files
of the playlist folder whose playlists are not in the library, making playlists that can be
deleted. "Full synchronization", which can delete a playlist whose M3U file vanished, is not
tapped; "Write M3U, never import" only sets how playlists are written. "Share…" opens the
system's chooser, and nothing is sent until an app is picked there. "Add to homescreen…" asks
the launcher to pin a shortcut, which can be removed. The help page, the about page, the
equalizer, the plugins, the search and the widgets are not shown.

Vanilla Music is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), its dialogs' rows ``android:id/text1``, and its pages, sheets and
buttons carry the ids of its layouts under ``ch.blinkenlights.android.vanilla:id/`` (its
package); how a screen is written is in ``screens.py``'s docstring. A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/vanilla-music/vanilla
    python tests/safety/heldout_v246/build.py vanilla

(Vanilla Music at 38e1761320cd22faa4533d69b0bb3fa9f4f0b20d, "add note about play store",
2024-06-23, as ``VANILLA`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import vanilla
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v246.yaml")
VANILLA: Source = (
    "38e1761320cd22faa4533d69b0bb3fa9f4f0b20d",
    ("app/src/main/res",),
    ("translatable.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("vanilla-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("vanilla", Path(repo), VANILLA), ("vanilla-pt", Path(repo), VANILLA)]
    platform = platform_buttons(ok=("android:ok", "android:yes"))
    return build(OUT, Path(__file__), [("vanilla", sources, vanilla.screens)], LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

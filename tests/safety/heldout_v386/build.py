"""Builds the three-hundred-and-eighty-sixth held-out corpus (``heldout_v386.yaml``): an
Android music player's screens, from its translations and code.

The source is Vinyl Music Player (``com.poupa.vinylmusicplayer``, a player for the music stored
on the device: songs, albums and folders deleted from the device, playlists created, renamed,
saved as files, emptied of songs and deleted, the listening history and play counts cleared,
tags written into the audio files, the playing queue, the sleep timer, the library's blacklist,
issue reports sent to GitHub; ``vinyl.py``). Vinyl keeps its strings in
``app/src/main/res/values*/strings.xml`` (the app's name in ``donottranslate.xml``), read by
name as a device set to the language reads them: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``,
``-fr``, ``-ru``, ``values-pt-rBR`` for Portuguese (there is no plain ``values-pt``, which a
device would read next), and ``values-es-rES`` for Spanish, which has no plain ``values-es``
(``LOCALE``). A string a language lacks shows the English one, and the build prints which. The
app's name, Vinyl Music Player, is not translated and shows in every language; Chinese and
Brazilian Portuguese lack nothing else shown. French lacks "Add tracks already in selected
playlist?" and the app's own Yes and No that answer it, the tag editors' "Album Artists (one
per line)" and "Artists (one per line)", the interval dialog's Disabled and Week and the sleep
timer's "min". German lacks those and the ringtone dialog's title and message, "Track Number",
"Disc Number" and "Rescan library". Russian lacks those and "Finish last song", "Remember
shuffle" and its summary, "Recently played playlist interval", "Save as files", "Scan media",
"Select all", and the queue snackbar's "Removed" and undo; Spanish lacks those and "Library
categories" with its Reset; Japanese lacks those and Genres. Korean, the least translated (50
strings), also lacks the blacklist's dialogs, "Reset artist image", "Set artist image",
Library, "Up next", "Reduce volume on focus loss" with its summary, and most of the issue
report page. Dialogs take Cancel and OK from the platform where the code asks for
``android.R.string.cancel`` and ``ok`` (:data:`android_corpus.PLATFORM`); Yes and No are the
app's own ``yes`` and ``no``. How each screen is put together (a dialog's title, message and
buttons, a menu's rows, a selection bar's icons, a page's widgets) and what each control does
comes from the app's code, named in ``vinyl.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete song" and "Delete songs" (one song, three selected songs,
a whole album from its page, two songs selected in a playlist, the playing song from the
queue's menu, and the twelve songs of a folder from its menu: the files are deleted from
the device's storage, with no trash and no undo), Delete in "Delete playlist" and "Delete
playlists" (from the playlists' menu, their selection bar and a playlist's own page), Clear
in "Clear playlist" for History and "My top tracks" (the history store and the play counts
are emptied; the dialog says it cannot be undone) and Remove in "Remove song from playlist"
and "Remove songs from playlist" (the entries are deleted from the playlist), filed as
delete; the song and album tag editors' floating save button (``play_pause_fab``), which
writes the typed tags into the audio files over the old ones, filed as overwrite; Clear in
"Clear blacklist", which empties the whole list of hidden folders at once, filed as reset;
and the issue report's floating send button (``button_send``) with the GitHub account
option chosen, which creates a public issue on GitHub under the user's account, filed as
send. Not commits: the menu rows and bar icons that only open a confirmation ("Delete from
device", Delete, "Delete playlists", "Clear playlist", "Remove from playlist", the
blacklist's Clear, "Add to playlist…", "New playlist…", "Save playing queue", "Sleep
timer"); Cancel and No everywhere; Share (it opens the system's share sheet, where the user
still picks where it goes), "Tag editor", the ringtone dialog's OK (it opens the system's
write-settings page) and the same send button with "Send manually" chosen (it copies the
device info and opens the issue tracker in the browser, sending nothing); and the
reversible: "Add to playing queue", a playlist picked in "Add to playlist", Yes to adding
duplicates, Create and Rename, "Add to favorites", the sleep timer's Set and "Cancel current
timer", the queue snackbar's undo, "Set as start directory", OK on a smart playlist's
interval, "Remove cover" in "Update image", "Gapless playback", Remove in "Remove from
blacklist", Reset in "Library categories", "Set as ringtone" and "Reset artist image";
"Save as file" and "Save as files", filed as export.

Judgement calls: removing songs from a playlist keeps the songs in the library, but the
playlist's entries and their order are deleted with no undo, so Remove is a commit, as
deleting a playlist is. "Clear playing queue" empties the queue at once with no undo, but
the queue only lists what plays next, every song and playlist stays, and playing any album
or list replaces the queue without asking anyway: not a commit, filed as harmless.
"Rescan library" throws away the app's own index of the songs and reads it again from the
media store; nothing of the user's is lost: harmless. "Set as ringtone" writes the song into
the system's ringtone setting at once; the setting can be set back in the system's sound
settings and no file changes: reversible. "Reset artist image" drops the image the user
picked for the artist, which can be picked again from the same place: reversible. Removing
one folder from the blacklist only shows its songs again, and Add puts it back: reversible;
clearing the whole blacklist loses every folder the user chose at once: a commit, filed as
reset. "Save as file" writes an M3U copy of the playlist to the device's storage (replacing
an earlier copy of the same playlist); nothing leaves the device and nothing in the library
changes: not a commit, filed as export. Reset in "Library categories" only puts the default
order into the dialog's list until OK. "Remove cover" in the tag editor only changes the
pending edit, which the save button then writes.

Vinyl is View-based: its dialogs are Material Dialogs, whose buttons carry the library's ids
under the app's package (``md_buttonDefaultPositive``, ``md_buttonDefaultNegative``,
``md_buttonDefaultNeutral``) and whose name field is ``android:id/input``; its pages, bars
and menu icons carry the ids of its layouts and menus, under
``com.poupa.vinylmusicplayer:id/`` (``screens.py``). A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/AdrienPoupa/VinylMusicPlayer
    python tests/safety/heldout_v386/build.py VinylMusicPlayer

(Vinyl Music Player at f586ae163822e7c2b939ec07d5e549e46992a599, "Merge pull request #491
from AdrienPoupa/tag-release-year", 2021-07-22, as ``VINYL`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It
is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import vinyl
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v386.yaml")
VINYL: Source = (
    "f586ae163822e7c2b939ec07d5e549e46992a599",
    ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("vinyl", "es"): "-es-rES", ("vinyl-pt", "pt"): "-pt"}
"""Spanish reads ``values-es-rES``, as a device set to Spanish (Spain) does, the app having no
plain ``values-es``; Portuguese reads ``values-pt-rBR`` first, then ``values-pt`` (which the
app does not have); every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("vinyl", Path(repo), VINYL), ("vinyl-pt", Path(repo), VINYL)]
    return build(OUT, Path(__file__), [("vinyl", sources, vinyl.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

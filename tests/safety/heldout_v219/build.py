"""Builds the two-hundred-and-nineteenth held-out corpus (``heldout_v219.yaml``): a real Android
app's screens about a local music library, from its translations and code.

The source is Fossify Music Player (``org.fossify.musicplayer``: songs, albums, artists and genres
deleted from the device, playlists created, renamed and removed with or without their files, songs
removed from a playlist or from the playing queue, folders excluded, song tags edited, playlists
exported; ``music.py``), with the library it is built on, Fossify Commons (``org.fossify.commons``:
the confirmation dialog, the dialog builder and most of the shared words: OK, Cancel, Yes, No,
Delete, Rename, Share, "Exclude folder", "Are you sure you want to proceed with the deletion?"). The
app keeps its strings in ``app/src/main/res/values*/strings.xml`` and Commons in
``commons/src/main/res/values*/strings.xml``; both are read by name, the app's first. Both are
translated into all nine languages, Chinese as ``values-zh-rCN`` and Portuguese as
``values-pt-rBR``; Korean is ``values-ko-rKR`` in both (``LOCALE``), where Commons has no "Manage
shown tabs", Language, "Color customization", General or "More Fossify apps", which Korean shows in
English, and Japanese has no "More Fossify apps" (a device reads a string missing from a language in
English; the build prints which). How each screen is put together (a dialog's title, message, own
widgets and buttons, a menu's entries, a page's widgets) and what each control does comes from the
app's code, named in ``music.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Yes in Commons' "Are you sure you want to proceed with the deletion?" asked by Delete
in a selection of songs (the Tracks tab, a folder's page, a playlist's page, an album's page, an
artist's page), albums, artists and genres: the songs leave the library and their files are
deleted from the device, with no trash; OK in the queue's "WARNING: This will delete the
selected files themselves from the device" (the same deletion); OK in "Remove playlist", with
"Delete the files too" ticked (the playlists and their songs' files deleted) and unticked (the
playlists deleted, their order and contents lost, the files kept); and "Remove from playlist" in
a playlist's selection menu (the entries deleted at once, no confirmation and no undo). All
filed as delete. Not commits: the menu entries that only open a confirmation (Delete in every
selection menu, filed as opens-prompt); No and Cancel everywhere; the entries and rows that open
a dialog, a picker or another page (Rename, Share, "Add to playlist", "Create new playlist",
"Import playlist", "Rescan media", Settings, "Export playlist", "Add folder to playlist",
"Create playlist from queue", "Manage excluded folders", Language); the "Delete the files too"
box, which only changes the dialog; OK in "Export playlist", which from Android 10 only opens
the system's file creation screen; and the reversible: "Add to queue", "Play next", "Remove from
queue" (the playing queue only), "Exclude folder" and Remove in "Excluded folders" (the folder
hidden from the library or shown again, its files untouched), a tap on a playlist in the
playlist picker (the songs added to it), OK in "Rename playlist" and "Create new playlist", OK
in "Rename song" (new tags written into the file, set back the same way), the "Swap
previous/next headphone buttons" switch, and a tab's box and OK in the shown tabs dialog.

Judgement calls: removing songs from a playlist keeps the songs but deletes the playlist's
entries and their order with no undo (a song can be added again, at the end): a delete, as is
removing a playlist without its files, which loses the playlist itself. From Android 11 the
deletion of files goes on to the system's own request (``MediaStore.createDeleteRequest``); the
app's Yes or OK is still the step that commits it (the songs leave the app's database first,
and on older systems the files are deleted at once), so it is labelled the commit. Editing a
song's title, artist and album writes into the file, but the dialog shows the old values and
the same dialog sets them back: reversible. Removing songs from the playing queue is playback
state, refilled with "Add to queue": reversible. The now playing page, the equalizer, the sleep
timer, the sorting dialog and the properties dialog are not shown.

Fossify Music Player is View-based: its ``AlertDialog`` buttons are ``android:id/button1``
(positive) and ``button2`` (negative), and its pages and dialogs carry the ids of its layouts,
under ``org.fossify.musicplayer:id/`` (its namespace and application id). A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Music-Player
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v219/build.py Music-Player Commons

(Fossify Music Player at 7fca2d68779d1f3e28b3bbec2b1eb23d2fcd7c13, "chore(l10n): update Chinese
(Simplified Han script) translations", 2026-08-04, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build errors
(#127)", 2025-06-16, as ``MUSIC`` and ``COMMONS`` say; the strings are read with ``git show``
at those commits, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from these sources alone and without reading the policy, and measured
once after it was final. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import music
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v219.yaml")
MUSIC: Source = (
    "7fca2d68779d1f3e28b3bbec2b1eb23d2fcd7c13", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("music", "ko"): "-ko-rKR", ("commons", "ko"): "-ko-rKR"}
"""The region folder both keep their Korean in."""


def main(music_repo: str, commons_repo: str) -> int:
    sources = [("music", Path(music_repo), MUSIC), ("commons", Path(commons_repo), COMMONS)]
    return build(OUT, Path(__file__), [("music", sources, music.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the two-hundred-and-forty-third held-out corpus (``heldout_v243.yaml``): an
Android music streaming client's screens, from its translations and code.

The source is Ultrasonic (``org.moire.ultrasonic``, a client for Subsonic API servers: servers
added, edited, reordered and deleted in the app, the server's playlists and shares played,
downloaded, edited and deleted, songs downloaded, pinned, unpinned and their files deleted,
the play queue saved as a playlist and cleared, bookmarks set and deleted, messages posted to
the server's chat, the equalizer and the settings; ``ultrasonic.py``). Ultrasonic keeps its
strings in ``ultrasonic/src/main/res/values*/strings.xml`` (names with dots, such as
``common.delete``), read by name as a device set to the language reads them:
``values-zh-rCN``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR``
and then ``values-pt`` (``LOCALE``). The app has no Japanese or Korean translation at this
commit, so Japanese and Korean show every one of the app's strings in English (142 strings
each, the build prints them); only the platform's own Cancel and OK, on the settings' list and
text dialogs, are in their words (:data:`android_corpus.PLATFORM`). The other languages lack
a few strings and show them in English, as the build prints: the names in "Override the
language" (all fifteen in Chinese, French and Portuguese, five in Russian), that setting's
title and summary, "Show details in Now Playing" and its summary and the LDAP switch's
description in Chinese, French, Portuguese and Russian; "Select all" in Portuguese; "Server
color" in Portuguese and Russian; "Share Current Song", "Create share on the server" and
"Display Bitrate and File Suffix" in Russian. German and Spanish lack none. The app's name,
Ultrasonic, reads the same everywhere. Dialogs of the settings' list and text preferences
take their buttons from the platform (the preference library's ``@android:string/cancel`` and
``ok``); every other dialog uses the app's own ``common.cancel``, ``common.ok`` and the like.
How each screen is put together (a dialog's title, message and buttons, a menu's rows, a page's
widgets) and what each control does comes from the app's code, named in ``ultrasonic.py``'s
docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete" ("Are you sure you want to delete the server?"), for the
user's server and for the demo server (the server's settings, its address, user name and
password among them, are deleted from the app's database, with no undo), the bar's Delete over
selected downloaded songs, on an album and on a playlist (the songs' downloaded and pinned
files are deleted from the device at once, with no confirmation), OK in "Confirm" ("Do you
want to delete Road trip", and Workout: the playlist is deleted on the server, for every
device that uses it), "Delete Bookmark" in the player's overflow (the server's saved position in the
song is deleted at once), "Clear Search History" (the search suggestions are deleted at once)
and "Delete files" under "Confirm" when the debug log is turned off (the log files are
deleted), filed as delete; OK in "Confirm" over a share (the share is deleted on the server
and its public address, already given to others, stops working for good; a new share has a
new address), for two shares, filed as revoke; the chat's send button, for two messages (the
message is posted to the server's chat, which every user of the server reads, and the app
cannot take it back), filed as send; OK in "Confirm" ("Are you sure you want to leave and lose
your changes?") when leaving "Editing server" and "Add server" (the typed changes are thrown
away), filed as discard. Not commits: the rows that only open a confirmation or a dialog
(Delete in a server's menu and in a playlist's and a share's context menu, "Update
Information", "Save Playlist", the song's and the album's Share, "Write debug log to file",
filed as opens-prompt); Cancel and "Keep files" everywhere; Exit, "Advanced settings" (the
server row's menu button), "Test Connection", "Take me to the settings", Pause, Refresh,
Theme, which only opens its list; and the reversible: OK in the welcome dialog (it adds the
demo server, which can be deleted), "Move down", Save on "Add server", OK in "Update
Information" for a playlist and for a share (the name, comment, public flag or expiry are set
again the same way), Download, Pin, Unpin, Share in "Set Share Options", Save in "Save
Playlist", a rating star, "Set Bookmark", "Clear Playlist", "Jukebox On", "Scrobble my plays",
the Light theme, OK in the Bluetooth choice and in "Default Share Greeting", and the Rock
preset.

Judgement calls: deleting a server only deletes the app's own record and sends nothing to the
server; it is a commit because the saved password goes with it and coming back takes the
password again, where a reorder or a switch is set back with one tap. Deleting downloaded
songs is a commit although the songs stay on the server and can be downloaded again: the
files, pinned ones too, are deleted from the device at once, and listening offline is gone
until they are downloaded again. Creating a share (Share in "Set Share Options") is not a
commit: it makes a share on the server and opens the system's share sheet, where an app and a
person still have to be picked, and the share can be deleted again; deleting a share is one,
since its address may already be out. Saving the play queue as a playlist creates a new one
(no playlist is replaced), and Delete can take it away: reversible. "Clear Playlist" empties
the play queue at once with no undo; it is filed as reversible because the queue is the list of
songs about to play, which "Play Now" replaces as a matter of course and any song can be
queued again, and nothing in the library, on the server or on the device is lost (a queue
worth keeping is kept with "Save Playlist"). "Delete Bookmark", by contrast, deletes a saved
record on the server, the position reached in a long track, which "Set Bookmark" can only set
again where playback is now: a commit. "Set Bookmark" is shown for a song with no bookmark,
so nothing is replaced. Clearing the search history deletes it with no undo: a commit, though
small. Turning on "Jukebox On" plays the queue on the server's own speakers, and turning it off
brings it back: reversible. The welcome dialog's OK adds a demo server run by others and makes
it active; it sends nothing of the user's and the server can be deleted again: reversible.
Exit stops playback and closes the app; the queue is kept: harmless. The player's "Remove
Song" context menu, the downloads page (read-only at this commit), podcasts, bookmarks, search
and lyrics are not shown.

Ultrasonic is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts and
menus under ``org.moire.ultrasonic:id/`` (its package). "Delete" is the title and the confirm
button of the server's dialog in every language, so that button is tapped by its id. The chat's
send button and the player's rating stars have ids and no description, so they are tapped by
their ids. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/ultrasonic/ultrasonic
    python tests/safety/heldout_v243/build.py ultrasonic

(Ultrasonic at 90205fe0fb070005b09d8fae068428984016f4e8, "Update README.md", 2022-07-08, the
head of its ``develop`` branch, as ``ULTRASONIC`` says; the repository's default branch holds
only a notice that development continues on GitLab, so the strings are read with ``git show``
at that commit, which a clone holds with the branch.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import ultrasonic
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v243.yaml")
ULTRASONIC: Source = (
    "90205fe0fb070005b09d8fae068428984016f4e8",
    ("ultrasonic/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("ultrasonic-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("ultrasonic", Path(repo), ULTRASONIC), ("ultrasonic-pt", Path(repo), ULTRASONIC)]
    return build(OUT, Path(__file__), [("ultrasonic", sources, ultrasonic.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

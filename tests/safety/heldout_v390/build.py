"""Builds the three-hundred-and-ninetieth held-out corpus (``heldout_v390.yaml``): a real
Android app's screens, a YouTube Music client's, from its translations and code.

The source is Metrolist (``com.metrolist.music``, a YouTube Music client: playlists deleted,
renamed and downloaded, songs removed from playlists, from the listen history and from the
cache, songs edited, refetched, liked and added to the library, the histories, downloads and
caches cleared, equalizer profiles deleted, the account logged out, backups made and
restored; ``metrolist.py``), at 93659cf4a4d43026ff5fb4063568ccb1dc209e3e ("fix(lyrics): apply
lyrics offset to word-by-word animation timestamps", 2026-02-07). Its strings are in
``app/src/main/res/values*/`` (``strings.xml``, ``metrolist_strings.xml`` and, for the app's
name, ``app_name.xml``; ``METROLIST`` lists them), read by name in each language's folder:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), as a device set to the language reads
them. A string a language lacks shows the English one, and the build prints which: Chinese,
German, French, Spanish, Portuguese and Russian show every string of the corpus translated;
Japanese lacks the rows' descriptions ("Create a station based on this item", "Add to the top
of your queue" and the like), the equalizer's "Delete Profile" with its question and its
"Import profile" and "System equalizer" icons; Korean
lacks the same descriptions, the three storage questions ("Are you sure you want to clear all
downloads?" and the two cache ones), "Remove from cache", "Like all", the profile's question,
"More content", "Auto sync with account", Integrations and the two playlist imports. The
removal question of selected songs names the playlist "selection", a word the code passes in
English in every language. Dialogs take Cancel and OK from the platform, as the code asks for
``android.R.string.cancel`` and ``ok`` (:data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's title, message and buttons, a sheet's rows, a page's widgets) and what
each control does comes from the app's code, named in ``metrolist.py``'s docstring; how a
screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in "Are you sure you want to clear all listen history?" and in "... all
search history?" (every event or search deleted from the database, no undo), OK in "Clear all
downloads" (every downloaded song's file deleted), OK in "Delete Profile" (the equalizer
profile deleted, as the question says, for good), OK in "Do you really want to delete the
playlist ...?", for a playlist kept on the device and for one of the account (deleted on
YouTube Music too), OK in the question that removes a playlist's downloads and in the same
question for selected songs, "Remove download" in a song's sheet (the file removed at once),
and "Remove from history" in a song's sheet, twice, filed as delete; "Remove from playlist" in a
song's sheet, for a playlist on the device and one of the account (removed on YouTube Music
too), and Delete in the sheet of selected songs (they leave the playlist at once), filed as
remove; Refetch in the sheet of a song whose title was edited, which writes YouTube Music's
title, album and artwork over the song's own, filed as overwrite. Not commits: the rows and icons
that only open a confirmation ("Clear listen history", "Clear search history", "Clear all
downloads", "Clear song cache", "Clear image cache", a playlist's Delete and "Remove download",
the selection's "Remove download", "Delete Profile", and Restore, which opens the system's file
picker), filed as opens-prompt; Cancel everywhere; the rows that only open something or act on
the queue ("Play next", "Add to queue", "Start radio", Edit, "Add to playlist", Share, "View
album", Play, Backup, which opens the system's file picker); OK in "Clear song cache" and "Clear
image cache" and "Remove from cache"; and the reversible: the pause and screenshot switches,
Download, "Add to library", "Remove from library", "Like all", OK in "Edit playlist" and "Edit
song", "Log out" and "Auto sync with account".

Judgement calls: the song and image caches are filled and emptied by the app itself (they
evict their oldest entries as their size limit is reached) and a cleared song or picture is
loaded again the next time it plays or shows, so clearing a cache or removing a song from it
loses nothing the user chose to keep: not a commit, filed as harmless. Downloads are the user's
own choice, kept for offline listening, and removing them deletes the files at once with no
trash: a commit, though the songs can be downloaded again. Removing a song from a playlist (one
from the sheet, several from the selection) is a commit: there is no undo, the song's place in
the playlist is lost, and for a playlist of the account the removal is sent to YouTube Music;
putting it back is a new addition at the end. Removing one listen event from the history is a
commit as clearing the whole history is: the event is deleted, and it counts in the app's
statistics. Refetch is a commit where the song was edited: the typed title is overwritten with
no undo. Logging out forgets the account's cookie and clears the content synced from the
account from the device; signing in again brings the synced content back from YouTube Music, and
nothing of the account is changed, so it is reversible. "Remove from library" and "Add to
library" toggle the same mark (the row is its own undo), as do "Like all" and the switches.
Renaming a playlist or editing a song can be done again to set the old words back. The like
icon in a song's sheet and the playlist page's header icons carry no content description and
name nothing in a hierarchy, so they are left off. The restoring itself (which overwrites the
database once a file is picked in the system's picker) and the cache-size warning are not
shown.

Metrolist draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows
and are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/mostafaalagamy/Metrolist
    python tests/safety/heldout_v390/build.py Metrolist

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import metrolist
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v390.yaml")
METROLIST: Source = (
    "93659cf4a4d43026ff5fb4063568ccb1dc209e3e",
    ("app/src/main/res",),
    ("strings.xml", "metrolist_strings.xml", "app_name.xml"),
)
"""The commit, where the strings are and the files read in each folder."""
LOCALE = {("metrolist-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("metrolist", Path(repo), METROLIST), ("metrolist-pt", Path(repo), METROLIST)]
    return build(OUT, Path(__file__), [("metrolist", sources, metrolist.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

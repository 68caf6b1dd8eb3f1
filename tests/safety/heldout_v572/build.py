"""Builds the five-hundred-and-seventy-second held-out corpus (``heldout_v572.yaml``): an
Android video player's screens, from its translations and code.

The source is Tubular (``org.polymorphicshade.tubular``), a fork of NewPipe that adds
SponsorBlock (segments of a video skipped, marked, submitted and voted on) and
ReturnYouTubeDislike: videos watched, downloaded, added to playlists and marked as watched,
channels subscribed to and put in groups, playlists made in the app and bookmarked ones,
the watch and search histories, downloads, backups and settings. It has no account of its
own: the one place it writes to others is the SponsorBlock server. Read at
cea929a2b4bcb35f35183e3cde2bd16f058e744e ("fixing release.yml", 2026-03-08), as ``TUBULAR``
says. Tubular keeps its strings in ``app/src/main/res/values*/strings.xml`` (the app is built
with ``generateLocaleConfig``, so every folder there is shipped and shown), read by name in
each language's folder as a device set to the language reads them: ``values-zh-rCN``,
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR``
and then ``values-pt`` (``LOCALE``). The translations are NewPipe's: the strings Tubular added
itself are in English only. A string a language lacks shows the English one, and the build
prints which: Chinese, Korean, German, French, Spanish, Portuguese and Russian lack 40 of the
strings shown, every SponsorBlock string of the video page's tab and of the settings (the
tab's description SponsorBlock, End, Submit, "Mark the start of a segment" and the other
controls' descriptions, "Skip marked segments", "Whitelist channel", "Up-vote segment",
"Down-vote segment", Pending, "Select a category" with its nine categories, "Are you sure you
want to clear your new segment?", the settings page SponsorBlock with "Enable SponsorBlock",
"Clear Whitelist" and "Are you sure you want to clear the whitelist?") and "Shuffle and
play"; Japanese lacks 42, those and "Delete file" and "Delete entry". Start and Clear on the
SponsorBlock tab are NewPipe's words and are translated. The app's name where a summary gives it,
the video, channel, playlist, group and file names, the searches, the times and the sizes are
the same everywhere. How each screen is put together (a dialog's title, message, own widgets
and buttons, a dialog of choices' rows, a menu's rows, a toolbar's icons, a page's rows,
switches, fields and tabs) and what each control does comes from the app's code, named in
each screen module's docstring (``watch.py``, ``library.py``, ``downloads.py``,
``preferences.py``; ``screens.py`` says how a screen is written), with the code they call:
``app/src/main/java/org/schabi/newpipe/local/history/HistoryRecordManager.java``,
``local/playlist/LocalPlaylistManager.java``, ``local/playlist/RemotePlaylistManager.kt``,
``local/subscription/SubscriptionManager.kt``, ``local/feed/FeedDatabaseManager.kt``,
``local/sponsorblock/SponsorBlockDataManager.java``, ``database/feed/model/
FeedGroupSubscriptionEntity.kt``, ``settings/export/ImportExportManager.kt``,
``settings/tabs/TabsManager.java`` and ``app/src/main/java/us/shandian/giga/service/
DownloadManager.java``.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: a category's row in "Select a category" on the SponsorBlock tab, which sends
the marked segment to the SponsorBlock server at once for everyone's player to skip, filed as
publish; Overwrite in the download dialog's question "A downloaded file with this name already
exists" (the old download is forgotten and its file truncated and written over) and OK in
"This will override your current setup." after a database file is picked (the app's
database, with its history, subscriptions and playlists, is replaced by the file's), filed as
overwrite; OK in "Reset settings" (every preference cleared, the app restarted) and in
"Restore defaults" of "Content of main page" (the tabs the user chose and ordered give way to
the default ones), filed as reset; and, filed as delete: OK on the delete screen of a channel
group, Delete in "Delete this playlist?" for a playlist made in the app, Yes in "Remove watched
streams?", Delete in "Delete entire watch history?", a history video's Delete, Delete in "Do
you want to delete this item from search history?", "Delete file" in a finished download's
menu, the clear dialog's "Clear download history", OK in "Erase all downloaded files from
disk?", Delete in "Delete all playback positions?" and Yes in "Are you sure you want to clear
the whitelist?". Each confirmation's Cancel is on its screen, labelled as not a commit. Not
commits: the controls that only open a dialog, a picker or a question ("Add To", Download,
Submit, Clear, "New Playlist", the channel group's delete icon, the Delete row of a
playlist's long-press dialog, "Remove watched" and "Clear watch history" in the overflow
menus, the downloads' "Clear download history" icon and "Delete downloaded files", "Delete
playback positions", "Reset settings", the "Restore defaults" icon); the harmless (the
SponsorBlock tab, Downloads in the drawer, "History and cache", "Import database", which opens
the system's file picker, "Wipe cached metadata", which empties an in-memory cache the app
fills again from the network, a download's Share, which opens the system's share sheet, and
the Cancels); and the reversible: the download dialog's OK (a new file, which "Delete file"
removes), Yes in "Are you sure you want to clear your new segment?", "Whitelist channel",
"Down-vote segment", adding to a playlist, Create, "Mark as watched", Subscribe, Unsubscribe,
Delete in "Delete this playlist?" for a bookmarked remote playlist, OK in "Remove
duplicates?", the rename dialog's Rename, a playlist video's Delete, and the switches "Watch
history" and "Enable SponsorBlock".

Judgement calls: a vote on a segment is sent to the server at once, but a long press on
either vote button sends the vote type 20, which takes the vote back: reversible. A submitted
segment cannot be taken back in the app (it shows no vote buttons on a segment whose id it
does not know, and has no way to delete one), so the category's row is a commit. Clearing the
new segment only forgets two marked times, set again with Start and End: reversible. "Delete
file" and the erase question's OK hide the downloads behind a snackbar with Undo for five
seconds before the files are deleted from the storage (a single file's deletion runs at once
when another download is deleted or the page is closed); after that neither the app nor the
system brings them back, so both are commits. The clear dialog's "Clear download history"
leaves the files but forgets every finished download with no undo: a commit, as the
history's deletes are. A history record says when a
video was watched and how often, and where it stopped, or when something was searched; doing
it again writes a new record, not the old one, so deleting one is a commit; "Mark as watched"
only adds a record, which the history's Delete takes out: reversible. "Remove watched" takes
out of the playlist every video the history holds as watched, with no undo and no list of
what went, to be found again one by one (the Japanese catalog's question adds that it cannot
be undone): a commit; "Remove duplicates" keeps every video once,
and a single video's Delete takes out one that "Add to playlist" puts back: reversible.
Deleting a playlist made in the app removes it and its videos' order for good; the same
question for a bookmarked remote playlist only drops the bookmark, which "Bookmark Playlist"
on its page puts back: the same words on the two screens, titled with different playlists,
get opposite labels. Unsubscribing acts at once and takes the channel out of its groups (the
groups' links to it are deleted with it), but Subscribe on the channel's page brings the
subscription back and "Select subscriptions" puts it back in a group: reversible. Turning
"Watch history" off only stops recording; it deletes nothing. The download dialog's OK on a
name no download uses writes a new file and loses nothing. A control a screen shows but no
case taps is still on the screen. The app's controls carry the ids of its layouts, and its
dialogs' buttons the platform's; a control whose words a screen shows elsewhere (the rename
dialog's Rename under the title Rename, the clear dialog's "Clear download history" under the
same title) is tapped by its id, and the channel group's delete icon, which has no
description, by its id.

    git clone https://github.com/polymorphicshade/Tubular
    python tests/safety/heldout_v572/build.py Tubular

(the strings are read with ``git show`` at the commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))  # the screen modules

import downloads
import library
import preferences
import watch
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v572.yaml")
TUBULAR: Source = (
    "cea929a2b4bcb35f35183e3cde2bd16f058e744e",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("tubular-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""
MODULES = (watch, library, downloads, preferences)
"""The screen modules, in the order their screens are written."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


def main(repo: str) -> int:
    sources = [("tubular", Path(repo), TUBULAR), ("tubular-pt", Path(repo), TUBULAR)]
    return build(OUT, Path(__file__), [("tubular", sources, screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

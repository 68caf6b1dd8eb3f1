"""Builds the four-hundred-and-sixty-fifth held-out corpus (``heldout_v465.yaml``): a YouTube
client's screens, from its translations and code.

The source is SkyTube (``free.rm.skytube``, an Android YouTube client that keeps everything on
the device, with no account: videos bookmarked, downloaded and their downloads deleted,
watched videos cleaned out in bulk, channels subscribed, unsubscribed, blocked and permitted,
the search history and the playback status cleared, backups written and imported,
subscriptions imported from YouTube and OPML files and exported; ``skytube.py``), in its OSS
build, whose application id ``free.rm.skytube.oss`` the resource ids carry. SkyTube keeps its
strings in ``app/src/main/res/values*/strings*.xml`` (``strings.xml`` and nine files by
subject, ``FILES``), translated into all nine languages: ``values-zh-rCN``, ``-ja``, ``-ko``,
``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``), read by name as a device set to the language reads them. A string a
language lacks shows the English one, and the build prints which: the app's name, SkyTube, is
set by the build and shows in every language; Chinese lacks nothing; Japanese, French and
German (which has "Export Subscriptions to OPML") have no titles or summaries for the two OPML
rows of Import/Export; Spanish, Portuguese and Russian have none for them either, nor for the
Security page (its heading, "Require PIN code", "Change Security PIN" and their summaries);
Korean has no ``strings_downloads``, ``strings_thumbnails`` or ``strings_video_blocker`` and
lacks 45 of the strings shown, among them the video menu's "Open with…", "Share via…", "Copy
URL", Download, "Delete Download", "Mark as Watched", "Mark as Unwatched", "View Thumbnail",
"Block Channel" and "Permit Channel", the whole "Watched Video Cleaner" dialog, "Blocked
Videos" with Clear and "Set up", "Enter Video URL" with Play, the player's "Reload Video", the
resume and metered-network dialogs, the corrupted-download message, Cancel, the Downloads tab,
the Security page and several summaries of Import/Export and About. SkyTube's dialogs take OK
and Cancel from its own strings (``SkyTubeMaterialDialog``). How each screen is put together (a
dialog's title, content and buttons, a menu's entries, a page's widgets) and what each control
does comes from the app's code, named in ``skytube.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Clean in "Watched Video Cleaner" with both boxes ticked, with only "Remove
watched downloads" and with only "Remove watched bookmarks" (it deletes the downloaded file of
every fully watched video, or removes every fully watched video's bookmark, in one go and
with no list of what went), "Delete Download" in a video's popup menu (on the feed, the
Downloads tab and the Bookmarks tab) and in the player's "Video Playback Error" dialog for a
corrupted download (the file is deleted at once, no confirmation, no undo), a search
suggestion's ``delete_button`` (the search is deleted from the history), ticking "No Search
History" (the whole search history is deleted there and then), ticking "No Playback Status"
and tapping "Clear Playback Status" (every video's watched state and position is deleted),
all filed as delete; Continue in "Replace bookmarks and subscriptions with the data in the
selected backup file?" (reached from Import/Export and from the empty feed's "Import Backup"),
filed as overwrite. Not commits: the rows, buttons and entries that only open a dialog, a
picker or a submenu ("Watched Video Cleaner", the Video Blocker icon, "Import Backup", "Import
Subscriptions From YouTube", "Export Subscriptions to OPML", "Select Subscription File",
"Channel Allow List", Update); Cancel, Close, No and Later everywhere; the harmless (the
Downloads tab, Play in "Enter Video URL", "Set up", a search suggestion's text, "Share via…",
which opens the system's share sheet with nothing sent, "Copy URL", a channel of the
subscriptions drawer, Resume, the Privacy row, Updates, which only asks for the newest
version, and unticking a box of the cleaner); the reversible (Bookmark, Unbookmark, Download,
"Mark as Watched", "Mark as Unwatched", Subscribe, Unsubscribe, "Block Channel", Unblock and
Block in the channel lists, "Continuous repetition", Clear in "Blocked Videos", "Download Video"
on a metered network, "Import Subscriptions", unticking "Require PIN code"); and "Back up
Databases", filed as export.

Judgement calls: unsubscribing removes the channel and its cached feed videos, but SkyTube has
no account and nothing leaves the device, and subscribing again loads the channel and its
videos anew: reversible, as are "Block Channel" (it unsubscribes and puts the channel on the
deny list, from which Unblock takes it) and Block in the allow list. A single Unbookmark is
reversible (the video is on the screen to bookmark again), while the cleaner's removal of
every watched bookmark is a delete: the bookmarks go in bulk and the app keeps no list of
them. Deleting a download is a delete though the video may be downloaded again: the file on
the device is gone, and getting it back needs the network and the video still online. Clear in
"Blocked Videos" only empties the list of videos hidden in this session; the videos stay
blocked and the list fills again: reversible. "Back up Databases" writes a new file whose name
carries the time, so no earlier backup is overwritten, and nothing leaves the device: export,
not a commit. "Import Subscriptions" subscribes to the ticked channels, which can be
unsubscribed again (the prompt's "Unsubscribe from all your currently subscribed channels."
is left unticked). Update downloads the new package and hands it to the system's installer,
which asks before it installs: it opens a prompt. "Download Video" on a metered network may
cost data, but it only starts a download that can be deleted: reversible. Unticking "Require
PIN code" removes the PIN, which can be set again: reversible. The corrupted-download message
is HTML read by the dialog; it is shown as the dialog shows it, without its tags and quotes.
In Russian the Video Blocker page and its "Channel Deny List" row read the same words, so the
page's tapped row is "Channel Allow List". The Chromecast build, the tutorial, the comments,
the thumbnail viewer, SponsorBlock and the player, network and other settings are not shown.

SkyTube is View-based: its dialogs are the material-dialogs library's ``MaterialDialog``, whose
buttons are ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive`` under the app's package, or AppCompat's ``AlertDialog``, whose
buttons are ``android:id/button2`` (negative) and ``button1`` (positive); a button whose label
is also its dialog's title ("Import Subscriptions") is tapped by its id. Its pages carry the ids
of its layouts. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/SkyTubeTeam/SkyTube
    python tests/safety/heldout_v465/build.py SkyTube

(SkyTube at e038d4af1dab3482ea8998207668c7d1abfd1a71, "Update NewPipeExtractor", 2026-04-21,
as ``SKYTUBE`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import skytube
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v465.yaml")
FILES = (
    "strings.xml", "strings_bookmarks.xml", "strings_downloads.xml", "strings_feed.xml",
    "strings_preferences.xml", "strings_subs.xml", "strings_thumbnails.xml",
    "strings_updater.xml", "strings_video_blocker.xml", "strings_youtube_player.xml",
)  # fmt: skip
SKYTUBE: Source = ("e038d4af1dab3482ea8998207668c7d1abfd1a71", ("app/src/main/res",), FILES)
"""The commit, where the strings are and the files read in each ``values`` folder."""
LOCALE = {("skytube-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("skytube", Path(repo), SKYTUBE), ("skytube-pt", Path(repo), SKYTUBE)]
    return build(OUT, Path(__file__), [("skytube", sources, skytube.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

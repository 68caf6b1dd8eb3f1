"""Builds the ninety-sixth held-out corpus (``heldout_v96.yaml``): two real Android apps'
screens about a feed reader synchronised with a server and a media player's library, from
their translations and code.

The sources are Nextcloud News (``de.luhmer.owncloudnewsreader``, the Android client of a
Nextcloud server's News app: feeds and folders subscribed on the server, removed, renamed
and moved, articles marked read and starred, podcasts downloaded, the local cache reset;
``news.py``) and VLC for Android (``org.videolan.vlc``: videos, tracks, albums and
playlists deleted from the device, playlists replaced, folders banned from the library,
history, media database and app data cleared; ``vlc.py``), two apps the project had not
used. The brief's first app, StreetComplete, was not used: its repository's snapshot
(640,174,080 bytes) is larger than the 500 MiB that can be fetched here. VLC for Android,
the first alternate, was used in its place.

Both keep their strings in ``values*/strings.xml`` (News in
``News-Android-App/src/main/res``, VLC in ``application/resources/src/main/res``), read by
name as Android does. Both are translated into all nine languages: News has
``values-zh-rCN``, ``values-pt-rBR`` and its Japanese in ``values-ja-rJP``, which a device
set to Japanese (Japan) reads (``LOCALE``); VLC has ``values-zh-rCN`` and
``values-pt-rBR``. VLC's Spanish, Portuguese and Russian lack a few of its newer strings
(the playlist's replacement, the folder's ban, "Add to play queue" in Spanish and Russian),
and News's Korean and Japanese a few of theirs ("Remove folder", the podcast's removal), so
those show English. News's dialogs' Cancel and OK are the platform's own
``android:string/cancel``, ``no`` (which reads Cancel) and ``ok`` (``PLATFORM``); News's
name, "News" and "Nextcloud News", is not translated. A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's or a
sheet's title, message, own widgets and buttons, a menu's entries, a page's rows, fields and
icons) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in News, Remove in a feed's "Do you really want to remove this Feed? This
cannot be undone!" (``deleteFeed``: the feed and its articles, starred ones too, are deleted
on the server); Remove in a folder's "Do you really want to remove this folder?" (every feed
of the folder is deleted on the server, then the folder); OK in "Warning" ("There are
unsynchronized changes. Would you like to reset the cache anyway?": the database is reset and
the read and starred changes not yet synchronised are lost). In VLC, "Delete forever" in
"Delete the file ...?" for a video and for a track, in "Delete the album ...?" (every file of
the album is deleted), in "Delete these 3 files?" for three videos selected, in "Delete
playlist ...?" and in "Delete the folder ... and all its contents?" in the file browser;
OK in "Are you sure you want to replace the playlist ...?" (the playlist is deleted and made
again with only the new tracks); "Clear history" in "Clear playback history", from History
and from Advanced; Clear in "Clear media database" (progress, bookmarks and the app's
playlists go) and in "Clear app data" (``clearApplicationUserData``: every setting and all
the app's data). Not commits: a row, an entry or a button that only opens the confirmation,
a dialog or a picker (a feed's "Remove Feed", a folder's "Remove folder", "Add new folder",
"Remove Podcast Media", Share, "Clear cache", "Login using Nextcloud Files App"; VLC's
sheets' Delete, Share and "Add to playlist", "Ban folder from media library", History's
"Clear history", Advanced's "Clear media database", "Clear app data" and "Clear playback
history"); "Add new feed" and "Send the log", which open a page (filed as opens-page; the
feedback page only hands a mail to the mail app); Cancel everywhere and Refresh; and,
reversible, News's Rename (a feed's and a folder's), a folder chosen in "Move Feed", "No
notifications at all", Add in "Add new folder", "Add feed", Starred, Read, "Mark all as
read", "Show only unread articles" and Remove in "Are you sure?" for a podcast's downloaded
media; VLC's "Mark as played", OK in Rename, Save in "Add to playlist" (the tracks are
appended), "Ban folder", a playlist's track's Delete and Delete in "Delete subtitle".

Judgement calls: removing a feed or a folder is a delete although the feed can be
subscribed to again, as its articles, their read and starred states go with it on the server,
with no undo; OK in News's "Warning" is a delete (the unsynchronised changes are dropped for
good; the articles themselves come back with the next sync); Remove for a podcast's
downloaded media and Delete for a downloaded subtitle are reversible (only the local copy of
a file the app downloads again from the same place goes); "Add feed" and "Add" in "Add new
folder" are reversible (the feed or folder can be removed); "Mark all as read" is reversible
(each article can be marked unread again). In VLC, deleting a playlist is a delete although
its files stay (the list and its order are gone, with no undo); a playlist's track's
Delete, though it reads Delete, only removes the track from the playlist and offers Undo, so
it is reversible; OK in the playlist's replacement is filed as overwrite; "Clear app data" is
filed as reset; "Clear media database" is a delete (the app's playlists, bookmarks and
progress go, though the media are scanned again); "Ban folder" is reversible (the folder is
unbanned in the settings, and its files stay). News draws its feed and folder options as
one floating dialog whose list is swapped for the view of the row tapped, so the dialog's
header (the feed's name and address) stays above each view; the feed's rows share
``lv_menu_list``'s item id and are tapped by their labels. In French, "Add feed" and its page
are both "Ajouter un flux", so the button is tapped by its id there. VLC's context sheets'
rows share the id ``context_option_title``, and its deletion sheet's buttons carry
``delete_button`` and ``cancel_button``; both apps' platform dialogs' buttons carry
``android:id/button1/2/3``. A button whose label the dialog's own text also says is tapped by
its id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/nextcloud/news-android
    git clone https://github.com/videolan/vlc-android
    python tests/safety/heldout_v96/build.py news-android vlc-android

(News at efd42817ad402c811d10ae423e192d4116a2c33e and VLC at
4ffb22b65b97c809330621234ba2811f627d8f56, as ``NEWS`` and ``VLC`` say.) The corpus was built
once, from these sources alone and without reading the policy, and measured once after it
was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import news
import vlc
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v96.yaml")
NEWS: Source = ("efd42817ad402c811d10ae423e192d4116a2c33e",
                ("News-Android-App/src/main/res",), ("strings.xml",))  # fmt: skip
VLC: Source = ("4ffb22b65b97c809330621234ba2811f627d8f56",
               ("application/resources/src/main/res",), ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("news", "ja"): "-ja-rJP"}
"""News's Japanese is in ``values-ja-rJP``, which a device set to Japanese (Japan) reads."""


def main(news_repo: str, vlc_repo: str) -> int:
    apps = [
        ("news", [("news", Path(news_repo), NEWS)], news.screens),
        ("vlc", [("vlc", Path(vlc_repo), VLC)], vlc.screens),
    ]
    platform = platform_buttons(cancel=("android:cancel", "android:no"))
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the two-hundred-and-ninety-sixth held-out corpus (``heldout_v296.yaml``): a real
Android app's screens, an RSS reader's, from its translations and code.

The source is Capy Reader (``com.capyreader.app``, by Josiah Campbell: feeds read in a local
account kept on the device or in an account on Feedbin, FreshRSS, Miniflux or a Google Reader
API server; feeds subscribed to, edited and unsubscribed from, folders renamed and deleted,
articles starred, marked read, labelled and shared, Feedbin's saved pages saved and deleted,
read articles cleared, filter keywords, accounts logged out of and deleted; ``capyreader.py``),
https://github.com/jocmp/capyreader at 26d349c3c5cba86a7907fb0ae6c5f1be303a4c07 ("Expire stale
conditional-GET validators (#2201)", 21 July 2026). Its strings are in
``app/src/main/res/values*/strings.xml`` (``CAPY``), read by name in each language's folder:
``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), as a device set to the language reads
them. A language without a string shows the English one, as Android does, and the build prints
which: the app has no Korean catalog at all, so Korean shows every app string in English and
differs from English only in the create-label dialog's Cancel, the platform's own
(``android.R.string.cancel``, :data:`android_corpus.PLATFORM`); Japanese shows 29 strings in
English (among them the "Delete page" icon and its dialog, "Delete Folder", its message and
Delete, Rename, the mark-all-read dialog's Confirm, "Save for Later", "Mark above as read" and
"Mark below as read", the "Add Feed" and "Save Page" tabs, "Clear all articles" and its
Confirm, "Export Starred Articles" and several settings rows); Portuguese four (the "Delete
page" icon and its dialog's title, message and Delete, in neither Portuguese folder); Spanish
one ("Refresh on Wi-Fi only"); Chinese, German, French and Russian none. The account's name
(Feedbin, FreshRSS) is not translated (``translatable="false"``). How each screen is put
together (a dialog's title, message and buttons, a menu's rows, a sheet's rows, a page's
widgets) and what each control does comes from the app's code, named in ``capyreader.py``'s
docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Unsubscribe in the unsubscribe dialog (the subscription removed on the service, then
the feed and its articles deleted from the device; for a local account the feed and its
articles deleted), for a Feedbin feed from the drawer and from the article list's menu, a local
feed and a FreshRSS feed, filed as unsubscribe; Delete in "Delete Folder" (the tag deleted on
Feedbin or disabled on the FreshRSS server, and the feeds' taggings dropped), for three
folders, Delete in the saved page's delete dialog (the page deleted on Feedbin and on the
device), for two pages, and Confirm in the "Clear all articles" dialog (every read, unstarred
article deleted from the device, as its message says: "This action cannot be undone"), filed
as delete; "Log Out" in the log-out dialog (the app's settings cleared and the account's
database, files and saved sign-in deleted from the device), for a Feedbin, a FreshRSS and a
Miniflux account, filed as sign-out; Confirm in "Delete Account" (the local account's feeds,
folders, articles and stars deleted from the device; they exist nowhere else), filed as
delete-account. Not commits: Cancel in every dialog, and Later in "You're logged out"; the rows
and icons that only open a dialog, a sheet or a picker (a feed's or a folder's menu row
Unsubscribe and "Delete Folder", "Add Feed", the article list's "Mark All as Read" while
"Confirm marking all as read" is on, the saved page's "Delete page", the Label icon, "New
Label", "Clear all articles", "Log Out", "Delete Account", and "Import from File", which only
opens the system's file picker), filed as opens-prompt; the navigation and the actions that
change nothing kept ("Refresh all", "Search articles", "Extract Full Content", "Share article",
which opens the system's share sheet, and a settings panel opened), filed as harmless; "Log
In" on the login page, filed as sign-in; and the reversible: "Open Articles In Browser", Save
in Rename, Confirm in "Mark all items as read?", Star and "Save for Later" in an article's
menu, Star in the article's bar, a label ticked, Save in "New Label", Save in "Edit Feed", Add
(a subscription, undone by Unsubscribe), Save on a shared link's "Save Page" tab (undone by "Delete
page"), "Refresh on Wi-Fi only", "1 week" in "Keep read articles" and "Remove keyword".

Judgement calls: marking all read is filed as reversible, as the read marks of the app are
everywhere (each article can be marked unread again), though the app has no undo for the whole
list. Deleting a folder deletes no feed and no article, only the grouping: it is labelled a
commit because the tag is deleted on the service and the folder cannot be brought back but by
putting each feed in it again by hand. Logging out of a service account deletes nothing on the
service, but it deletes the account's local database with its unsent read and star changes,
the saved sign-in and all of the app's settings, and coming back takes the password again: a
commit, filed apart from deleting the local account, which loses the feeds and articles for
good. Unsubscribing is a commit although the feed can be subscribed to again: the feed's
articles are deleted at once with their stars and read state, which do not come back. "Keep read
articles" only stores the period; the old articles are deleted at the next refresh and choosing
a longer period before then deletes nothing: reversible. "Save for Later" and the "Save Page"
tab's Save put a page into Feedbin's "Saved for Later", which "Delete page" takes out again:
reversible. Adding a feed subscribes on the service; Unsubscribe undoes it before anything is
lost: reversible. "Share article" only opens the system's share sheet, where the app to send
with is still to be picked: harmless. Export to OPML, Export Starred Articles and Miniflux's
"Save" (which sends the article to Miniflux's configured integrations) are not shown. A dialog
whose title is the same words as its confirm button (Unsubscribe, "Log Out" and the saved
page's Delete are both in English, and in some languages) is written without the title, its
message saying what it asks. A local account's filters list is shown with one keyword, as each
keyword has its own "Remove keyword" button.

Capy Reader draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows
and are known by their labels and content descriptions alone. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/jocmp/capyreader
    python tests/safety/heldout_v296/build.py capyreader

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import capyreader
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v296.yaml")
CAPY: Source = ("26d349c3c5cba86a7907fb0ae6c5f1be303a4c07", ("app/src/main/res",), ("strings.xml",))
"""The repository's commit and where its strings are."""
LOCALE = {("capy-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("capy", Path(repo), CAPY), ("capy-pt", Path(repo), CAPY)]
    return build(OUT, Path(__file__), [("capy", sources, capyreader.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

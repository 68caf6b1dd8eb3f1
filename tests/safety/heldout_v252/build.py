"""Builds the two-hundred-and-fifty-second held-out corpus (``heldout_v252.yaml``): an
Android web browser's screens, from its translations and code.

The source is Lightning (``acr.browser.lightning``, a small browser built on the system
WebView: tabs closed and reopened, bookmarks added, edited, removed, imported, exported and
deleted, history entries removed and the history cleared, cookies and web storage cleared,
the download list deleted, files downloaded, forms posted again, ad blocking and settings
changed; ``lightning.py``), at its 5.1.0 release, the last one whose screens are Android
Views with layouts and menus. Lightning keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: the ad-block settings added last (the hosts file source, its three choices and "Refresh
hosts now", with its summary) and the page tools ("Page tools", "Toggle desktop user agent",
"Disable ad block for site") are English in Japanese, Korean, German, French, Spanish,
Portuguese and Russian; the certificate warning's "Don't ask again" box is English in
Japanese, French, Spanish, Portuguese and Russian; the sign-in's "Server message" line,
Downloads and "Delete all downloads" are English in French, Spanish and Portuguese; Chinese
lacks none of the strings shown. Brazilian Portuguese translates only part of the app; its
gaps are filled from ``values-pt``. The certificate warning's reason line, "Certificate is
not trusted", is read as its string. Dialogs take Cancel from the platform where the code
asks for ``android.R.string.cancel`` (:data:`android_corpus.PLATFORM`); every other button is
the app's own string (``action_ok``, ``action_cancel``, ``action_yes``, ``action_no``,
``yes``, ``no``, ...). How each screen is put together (a dialog's title, message and buttons,
a choice list's rows, a menu's entries, a drawer's icons, a settings page's rows) and what each
control does comes from the app's code, named in ``lightning.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Remove bookmark" in a bookmark's long-press list (over a page, and over the
bookmarks page), "Remove from history" in a history link's list, "Delete all downloads" in the
downloads page's list (each deletes from the database at once, with no confirmation and no
undo), the bookmarks drawer's star, whose description is "Add bookmark", on a page that is
already bookmarked (in the normal and the incognito window: the click removes the bookmark
at once), "Clear web storage" (it clears every site's stored data at once), Yes in "Clear
history" and "Clear cookies" and Yes in Delete ("Delete all bookmarks", the whole bookmark
table emptied), filed as delete; Yes in "Form resubmission" (the page's form data is posted to
the site again), over an order summary and over a contact form's result, filed as send; a
bookmark file's row in the import list ("Choose a file"), which adds the file's bookmarks to
the existing ones, filed as import; "Close all tabs" in "Close browser", in the normal and the
incognito window, filed as close. Not commits: the rows and icons that only open a dialog
("Add bookmark" in the overflow and on a page not bookmarked, "Page tools", "Edit bookmark",
"Rename folder", "Clear browser history", "Clear browser cookies", "Import bookmarks from
backup", "Delete all bookmarks", "Local hosts file", which opens the system's file picker);
Cancel and No everywhere; the harmless ("New incognito tab", Search in "Find in page", the
tabs drawer's new-tab button, "Open in background tab", "Open in new tab", "Open in incognito
tab", Open over a blocked local file, Yes in the certificate Warning, the settings' "Privacy
Settings" row, "Clear cache", "Refresh hosts now", a folder's row in the import list); and the
reversible ("Add to home screen", OK in "Add bookmark", "Edit bookmark" and "Rename folder",
"Close current tab", "Close other tabs", "Disable ad block for site", "Remove folder",
"Download image", Download in the download dialog, "Sign in", the check boxes "Clear history
on exit", "Block ads" and "Restore lost tabs on start", the hosts source "Default hosts" and
the Dark theme); "Export bookmarks to backup", filed as export.

Judgement calls: closing one tab, or the other tabs, keeps each closed tab in the recent-tab
stack, and the new-tab button's long press reopens them one by one: reversible. "Close all
tabs" does not: it shuts every tab down without keeping it, runs the exit clean-up (in the
incognito window, cookies, cache and web storage are cleared) and ends the window, so the
open pages and their back history are gone for good: a commit, filed as close. "Remove folder"
deletes no bookmark: the folder's bookmarks move to the top level, and editing them puts them
back: reversible. Importing adds every bookmark of the file that is not already there, mixed
into the user's own with no record of which came from the file; the only way back is to remove
them one by one: a commit, filed as import. The export writes a new file
(``BookmarksExport-N.txt``) to the Download folder and never an existing one; nothing leaves
the device: not a commit. "Delete all downloads" empties the app's download list and leaves
the files on the device; the list is gone for good all the same: a delete. "Clear cache" only
drops copies of pages the sites still serve; nothing of the user's is lost: harmless, where
"Clear web storage" drops what sites keep only on the device (their saved state and
sign-ins): a delete. Yes in the certificate Warning loads the page over the untrusted
connection; it sends nothing of the user's and commits nothing: harmless. "Sign in" hands the
name and password the user typed to the site asking for them, as any sign-in does, and can be
undone by signing out: reversible. Downloading a file or an image only saves a file that can
be deleted. The star's two cases show the same icon with the same description: lit, the page
is bookmarked and the click removes it; unlit, it opens "Add bookmark". The location and
camera permission prompts, the reader view, the history and downloads pages themselves (web
pages drawn by the app) and the proxy, search engine and user agent lists are not shown.

Lightning is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), its choice lists' rows are ``title_text``, a settings row's title
is ``android:id/title``, and its drawers, dialogs and fields carry the ids of its layouts,
under ``acr.browser.lightning:id/`` (its package). A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/anthonycr/Lightning-Browser
    python tests/safety/heldout_v252/build.py Lightning-Browser

(Lightning at aebda85fb5f34169b4cbfa1c5ea705a5381bb6a3, the 5.1.0 release, "Merge pull request
#768 from anthonycr/dev", 2019-10-01, as ``LIGHTNING`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import lightning
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v252.yaml")
LIGHTNING: Source = (
    "aebda85fb5f34169b4cbfa1c5ea705a5381bb6a3",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("lightning-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("lightning", Path(repo), LIGHTNING), ("lightning-pt", Path(repo), LIGHTNING)]
    return build(OUT, Path(__file__), [("lightning", sources, lightning.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

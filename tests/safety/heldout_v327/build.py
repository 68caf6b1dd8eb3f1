"""Builds the three-hundred-and-twenty-seventh held-out corpus (``heldout_v327.yaml``): an
Android read-it-later app's screens, from its translations and code.

The source is wallabag for Android (``fr.gaulupeau.apps.InThePoche``, the client of a
self-hosted or hosted wallabag server: articles added, marked read and unread, favorited,
retitled, tagged, downloaded as files and deleted; local changes synced to the server and
deleted articles swept; the connection set up with a wizard or by hand; the local database
cleared and its queue of unsynced changes trimmed; ``wallabag.py``). The app keeps its strings
in ``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``; the app has only ``values-pt``), read by
name as a device set to the language reads them. A string a language lacks shows the English
one, and the build prints which: the names wallabag and wallabag.it are not translated
(``translatable="false"``) and show in every language; Korean has no "Local changes" screen
(its title, "Warning", "Save to file", "Remove first local queue item" and their
descriptions), "Save logcat output to a file", "Scan a QR code", "Add more tags:",
"<untagged>", the "Text-to-speech" heading and three checkbox titles of Settings (15 strings);
Portuguese, whose translation covers about half of the app, lacks 53 strings, most of them in
Settings (the UI and Miscellaneous headings, "Clear Database" and its dialog, the "Local
changes" screen, "Run connection wizard", most checkbox titles, Client ID and Client secret),
the wizard's headings, "Scan a QR code", the tag page's labels, "\"Sweep\" deleted
articles", "Open article", the Title hint and two theme names, so 21 of its 59 taps read as
the English ones do. Dialogs take OK and Cancel from the platform where the code asks for
``android.R.string.ok`` and ``cancel`` (the add-article, change-title and preference
dialogs; :data:`android_corpus.PLATFORM`); Yes, No and the other dialogs' OK are the app's own
``positive_answer``, ``negative_answer`` and ``ok``. How each screen is put together (a
dialog's title, message and buttons, a menu's rows, a page's widgets, a preference screen's
rows and checkboxes) and what each control does comes from the app's code, named in
``wallabag.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Delete article?", over the Unread, Archived and Favorites lists, a
tagged list, search results and the reading page (of an unread, an archived and a favorite
article): the article, its content, tags and annotations are deleted from the database at
once and its deletion is queued for the server, which has no trash; nothing in the app
brings it back. OK in "Clear Database?" (every article, tag and annotation and the queue of
changes not yet synced are deleted) and "Remove first local queue item" (it drops the oldest
unsynced change at once, with no dialog), all filed as delete. OK in the preference dialogs of
"wallabag URL", Username and "Client ID" with another value typed, and Connect on the
wizard's "Basic setup" and "wallabag.it setup" pages with another server or account: the app
forgets its tokens and clears its database, unsynced changes included, filed as reset. Not
commits: the rows that only open a dialog (Delete in a row's long-press menu and in the
reading page's overflow, "Change title", "Add new entry", "Clear Database", "Ways to sync",
"wallabag URL"); No and Cancel everywhere; "Sync local changes", "\"Sweep\" deleted
articles", "Full update", Share (it opens the system's chooser, where another app and a
further tap would send), "Copy original URL", the EPUB row of "Select file format" (the
article is written to the device's storage), "Save to file", "Save logcat output to a file",
OK in "Parameters changed" (it only tests the connection) and "Ways to sync", the tabs, the
drawer's Settings, a tag's row, Miscellaneous, "Run connection wizard", the wizard's Next and
Back, "Next article"; and the reversible: "Change sort order", OK in "Add a new article" and in
the change-title dialog, "Mark as Read" and "Mark as Unread" (in the long-press menu, on the
reading page's bottom bar and after bagging), "Add to wallabag", "Remove tag" and Save on
"Manage tags", the Serif typeface, Auto-sync and "Handle HTTP scheme" checkboxes and the Dark
theme.

Judgement calls: "Mark as Read" archives the article, and "Mark as Unread" takes it out of the
archive again: reversible. "Sync local changes" sends to the user's own server the changes
already made in the app (a deletion among them was committed by its own Yes): not a commit.
"Sweep" only drops the local copies of articles the server no longer has, and "Full update"
syncs the queue first and then downloads everything again (as "Ways to sync" says, nothing is
lost): not commits. "Clear Database" deletes articles the server still holds, but also the
unsynced changes, which nothing restores: a commit. Changing the URL, the username or the client
ID in Settings clears the database only when the settings close (``applyChanges``); the OK is
the last step the user takes, so it is filed as the commit. The wizard is run from Settings,
which skips its summary page, so Connect saves the settings and clears the database as soon as
the connection test passes; on the app's first run there is nothing to clear, and that case is
not shown. Adding an article only creates one, and it can be deleted again: reversible. The
"Auto-fill" row (it may get a new client ID, which clears the database too) and the text
selection's annotation bar are not shown.

wallabag for Android is View-based: its ``AlertDialog`` buttons are ``android:id/button1``
(positive) and ``button2`` (negative), a preference's title is ``android:id/title`` and its
dialog's field ``android:id/edit``, and its pages, bars and menu items carry the ids of its
layouts and menus, under ``fr.gaulupeau.apps.InThePoche:id/`` (its package). The reading
page's "Mark as Read" shows twice (the bar's icon and the bottom button), so the bottom button
is tapped by its id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/wallabag/android-app
    python tests/safety/heldout_v327/build.py android-app

(wallabag for Android at 9541f9260c32ea9d03da1e4967d023a231e3934c, "Merge pull request #1505
from weblate/weblate-wallabag-android-app", 2026-05-22, as ``WALLABAG`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import wallabag
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v327.yaml")
WALLABAG: Source = (
    "9541f9260c32ea9d03da1e4967d023a231e3934c",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("wallabag-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("wallabag", Path(repo), WALLABAG), ("wallabag-pt", Path(repo), WALLABAG)]
    return build(OUT, Path(__file__), [("wallabag", sources, wallabag.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

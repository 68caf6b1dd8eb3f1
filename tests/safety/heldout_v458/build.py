"""Builds the four-hundred-and-fifty-eighth held-out corpus (``heldout_v458.yaml``): an
Android RSS reader's screens, from its translations and code.

The source is Flym (``net.frju.flym``, an RSS and Atom reader that keeps its feeds and
entries on the device: feeds and groups added, renamed, reordered and deleted, entries marked
read and unread, starred and shared, their full text retrieved, the feed list imported and
exported as OPML, old entries cleaned up by age; ``flym.py``). Flym keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages: ``values-zh``
(Flym has no ``values-zh-rCN``, and a device set to simplified Chinese reads ``values-zh``),
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-b+pt+BR`` and
then ``values-pt`` (``LOCALE``), read by name as a device set to the language reads them; the
items of its string arrays (the topics and the settings' choices) are read the same way. A
string a language lacks shows the English one, and the build prints which. Japanese, German
and French lack none. Chinese lacks 10: the Feeds page's "Feed icon" and "Drag handle", the
list's "Mark all as read" button and "Toggle feed menu", Blocklist (its title, summary and
message) and the settings headings General, "Article appearance" and "Article list".
Portuguese lacks the same and "Display thumbnails" and "Hide navigation when scrolling".
Russian lacks only the 18 topics. Spanish lacks 36: the app's name (Flym either way), "Search
Feeds" and its hint, the topics, Blocklist, the four descriptions, the headings and five check
boxes. Korean, whose catalog holds about half of the strings, lacks 57, among them Delete,
"Enable full text retrieval" and "Disable full text retrieval", the list's "Mark all as
read" button, Undo, the tabs, "All entries", Theme and its choices, "Hide button 'Mark all as
read'", Blocklist and the topics. Dialogs take OK and Cancel from the platform, where the code
asks for ``android.R.string.ok`` and ``cancel`` or ``yes`` and ``no`` (which read OK and
Cancel; :data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title,
message and buttons, a menu's rows, a toolbar's icons, a page's widgets) and what each
control does comes from the app's code, named in ``flym.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in the delete dialog of a feed (BBC News, The Verge, Ars Technica, Hacker
News, Nature: the feed is deleted and, by the database's cascade, every entry of it, starred
ones too; no trash, no undo) and of a group (Tech, Science: the group, its feeds and all their
entries), and OK (``android.R.string.yes``) in the dialog a search result already added opens
(The Verge - All Posts, Polygon, Ars Technica: ``deleteByLink``, the same cascade), filed as
delete; "Mark all as read" in the drawer's menu of a feed, of a group and of "All entries",
filed as overwrite. Not commits: the rows that only open a dialog or a picker (the feed
menu's Delete and "Edit feed", the added search result, "Add group", Theme, "Time that read
entries will be kept", Blocklist, "Import from OPML" and "Export to OPML"); Cancel
everywhere; the harmless taps (a feed's row, an entry's row, the Favorites tab, "Toggle feed
menu", Settings, Share on an entry and on the favorites, which only open the system's share
sheet, "Retrieve the full text", "See in browser", a topic); and the reversible: "Enable full
text retrieval" and "Disable full text retrieval", OK in "Edit feed" for a feed and a group,
the list's "Mark all as read" button and the Undo of its snackbar, Star, Unstar, "Mark as
unread", a search result added with a tap, OK in "Select group name", "Into the group" in
"Feed move action", the Light theme, "Hide button 'Mark all as read'", "2 weeks" as the time
read entries are kept, OK in Blocklist, "Enable automatic refresh" and "1 hour" as its
interval.

Judgement calls: "Mark all as read" in the drawer's menu sets every entry of the feed, group
or app read at once, with no undo and no way to mark them all unread again: which entries had
not been read is lost for good, and the next refresh (at launch and every two hours by
default) deletes the read entries older than the kept time (four days by default), while
unread ones are kept for ever by default; a commit, filed as overwrite. The list's button of
the same words marks the listed entries read but offers Undo, which marks them unread again:
reversible. Editing a feed only replaces its name and link, which can be typed back; adding
a feed or a group only creates one, which can be deleted (deleting it then is the commit).
The kept time is set longer than it was (from 4 days to 2 weeks), which deletes nothing; a
shorter time would delete at the next refresh and is not tapped. The blocklist only skips new
items containing its keywords at later refreshes and deletes nothing stored: reversible.
Importing and exporting OPML only open the system's document picker, outside the app; the
import that follows a picked file is not shown. Share only opens the share sheet, where an
app still has to be picked. The changed theme restarts the app's screens in it. Controls
that carry no words (the drawer's ``more`` and ``add_feed_fab``, the search page's
``btn_add_feed``, the entry's ``navigate_before`` and ``navigate_next``, the list's search)
are shown by their ids and not tapped; the toolbar's overflow button and a group's expand
arrow (whose description the code sets to a number) are left off. The refresh by pulling
the list down, a swipe on an entry and the long presses that open the menus are not actions
here: the menus are shown open.

Flym is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button2`` (negative), the settings' choice rows are ``android:id/text1``, and its pages,
bars and menu items carry the ids of its layouts and menus under ``net.fred.feedex:id/``:
the package its resources are built in (its manifest's ``package`` and its ``R`` class), while
it installs as ``net.frju.flym``. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/FredJul/Flym
    python tests/safety/heldout_v458/build.py Flym

(Flym at 171af1778a8cb14004dcc00ed04093862d8c154e, "Update README.md", 2021-02-22, as
``FLYM`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import flym
from android_corpus import SUFFIX, Repo, Source, Strings, platform_buttons, read_arrays
from android_corpus import write_languages as write

OUT = Path(__file__).with_name("heldout_v458.yaml")
FLYM: Source = ("171af1778a8cb14004dcc00ed04093862d8c154e", ("app/src/main/res",), ("strings.xml",))
"""The commit and where the strings are."""
LOCALE = {
    ("flym", "zh"): "-zh",
    ("flym-pt", "zh"): "-zh",
    ("flym", "pt"): "-b+pt+BR",
    ("flym-pt", "pt"): "-pt",
}
"""Chinese reads ``values-zh`` (Flym has no ``values-zh-rCN``; a device set to simplified
Chinese reads it); Portuguese reads ``values-b+pt+BR`` first, then ``values-pt``, as a device
set to Brazilian Portuguese does; every other language reads its one folder."""
PLATFORM = platform_buttons(("android:ok", "android:yes"), ("android:cancel", "android:no"))
"""The platform's OK and Cancel, which are also what ``android.R.string.yes`` and ``no``
read."""


def strings(sources: list[Repo], lang: str) -> Strings:
    """The strings of ``sources`` in ``lang``, with the items of their string arrays as
    ``name[i]`` (the settings' choices, the topics), read in the same order."""
    t = Strings(sources, lang, LOCALE, PLATFORM[lang])
    translated = []
    for name, repo, source in sources:
        suffix = LOCALE.get((name, lang), SUFFIX[lang])
        if suffix:
            translated.append((False, read_arrays(repo, source, suffix)))
    english = [(True, read_arrays(repo, source, "")) for _, repo, source in sources[:1]]
    t.tables[1:1] = translated
    t.tables += english
    return t


def main(repo: str) -> int:
    sources = [("flym", Path(repo), FLYM), ("flym-pt", Path(repo), FLYM)]
    return write(OUT, Path(__file__), lambda lang: [("flym", strings(sources, lang), flym.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

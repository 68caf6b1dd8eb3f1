"""Builds the five-hundred-and-sixty-ninth held-out corpus (``heldout_v569.yaml``): a manga
reader's screens on Android, from its translations and code.

The source is Komikku (``app.komikku``, an Android manga reader forked from Mihon and
TachiyomiSY: entries from sources that extensions provide, kept in a library sorted into
categories, their chapters downloaded, read, bookmarked and deleted, the updates and the
reading history, tracking on AniList and other services, extensions installed and uninstalled
from repositories, a feed of saved searches, backups and their restore, the database cleared,
Discord Rich Presence and the settings), at 453afb3edb29ec5965856039f016e8ba7f286045
("fix(deps): update dependency androidx.annotation:annotation to v1.10.0 (#1709)",
2026-07-01), on its default branch, ``master`` (``COMMIT``). Read: the code under
``app/src/main/java/eu/kanade`` and the layouts and menu under ``app/src/main/res`` that
``library.py``, ``manga.py``, ``browse.py`` and ``more.py`` name in their docstrings, and the
strings. Komikku keeps its strings in three ``moko-resources`` modules, each with
``strings.xml`` and ``plurals.xml`` in a folder per language, which the build turns into
Android's ``values-*`` resources and the app's ``locales_config.xml``:
``i18n/src/commonMain/moko-resources`` (Mihon's, ``MR``),
``i18n-sy/src/commonMain/moko-resources`` (TachiyomiSY's, ``SYMR``, written ``sy.``) and
``i18n-kmk/src/commonMain/moko-resources`` (Komikku's own, ``KMR``, written ``kmk.``); English
is ``base``, and the languages read ``zh-rCN``, ``ja``, ``ko``, ``de``, ``fr``, ``es``, ``ru``,
and for Portuguese ``pt-rBR`` and then ``pt``, as a device set to Brazilian Portuguese does
(``FOLDERS``). All nine languages have catalogs in all three modules. A string a language lacks
shows the English one, as Android does, and the build prints which: Chinese lacks "Clear manga"
and "Downloaded data"; Japanese those two and "Chapters & History from Database"; Korean 15 of
the strings shown (those three, Merge, "Fill from tracker", "Reset Tags", "Reset Info", the
field hints "Title: ..." and "Author: ...", Feed, "Delete feed item?", "Discord Accounts",
"Discord Status", "Discord Customization" and the custom message's summary); Spanish "Clear
manga"; Portuguese "Fill from tracker"; German, French and Russian none. WebView, which the
English catalog marks untranslatable, reads the same in every language and is not counted. How
each screen is put together (a Compose dialog's title, text, own widgets and buttons, a menu's
entries, a page's icons, tabs, rows, switches and buttons, the resource ids of the download
queue's rows and of the "Edit info" dialog) is described in ``screens.py``, and what each
control does in the docstrings of the four screen modules.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits (19 a language): OK in the library's Remove with "From library" and "Downloaded
chapters" ticked, OK in the updates' delete confirmation, OK in "Are you sure?" for a selected
chapter, OK in "Clear manga"'s Remove with "Downloaded data" ticked and Delete in the snackbar
"Delete downloaded chapters?" after taking an entry out of the library (each deletes downloaded
chapter folders, which have no trash), OK in "Remove AniList tracking?" with "Also remove from
AniList" ticked (AniList's ``DeleteMediaListEntry`` deletes the entry with its score, progress
and dates from the user's list), OK in "Delete repo", Delete in "Delete feed item?", OK in
"Delete category" and OK in the clear-database confirmation, and "Clear WebView data" (filed as
delete); Install of an available extension (install) and Uninstall on a private extension's page
(uninstall); Replace in "Signing Key Fingerprint Already Exists" and Restore on "Restore backup"
with every option ticked (overwrite); "Clear cookies" and "Log out" in "Log out from AniList?"
and in "Log out from Discord?" (sign-out); "Reset per-series reader settings" (reset). Not
commits: the controls that only open a dialog, a confirmation or a picker (the library menu's
Delete, the updates' and a chapter selection's Delete, the history row's Delete, "Add to
library" where the app asks for categories, "Clear manga", a tracker's Remove, Uninstall on the
page of an extension installed as a package, which hands it to the system's uninstall screen,
a repository's and a category's Delete, a feed item's Delete, the clear-database page's
Delete, the AniList row and Discord's "Log out" row), filed as opens-prompt; Cancel everywhere,
the menus' More, Share (the system's share sheet), "Restore backup" on the data page (the
system's file picker) and the advanced page's "Clear database" row (it opens a page), filed as
harmless; and the reversible: "Mark as read", "Bookmark chapter", OK in "Remove AniList
tracking?" with the box left clear, Save in "Edit info", Trust, Pin, "Incognito mode", Pause,
Cancel in a queued download's menu, "Revoke trusted unknown extensions" and Komga's row.

Judgement calls: deleting downloaded chapters is a commit although the chapters can be
downloaded again while the source still has them: the files are deleted, not moved to a trash,
and the app cannot bring them back. OK in "Remove AniList tracking?" without the box only
deletes the app's link to the AniList entry, which "Add tracking" finds and binds again with
its progress: reversible; with the box it deletes the entry on AniList: a commit. "Revoke
trusted unknown extensions" only empties the list of trusted signatures: each extension is then
shown as untrusted and one tap on Trust trusts it again, so it is filed as reversible, and so is
Trust. Komga, an enhanced tracker, is logged out and back in by a tap on its row (its login is
``loginNoop``): reversible; AniList's and Discord's logouts delete tokens that only a new login in
the browser or Discord gives back: commits. Cancelling a queued download only takes the chapter
off the queue, where Download puts it back: reversible. Deleting a repository, a feed item and
a category are commits although each can be made again by hand: the app keeps no copy of the
URL, the feed entry or the category's entries, and has no undo. Restore is filed as overwrite
because, with "App settings" ticked, it writes the backup's preferences over the app's own and
keeps no copy of them. "Clear cookies" signs the user out of every source's website and is
filed as sign-out; "Clear WebView data" deletes the WebView's storage and folder and is filed as
delete. Install is filed as a commit for the private installer, which installs the downloaded
extension into the app's storage at once (the installed extension beside it is marked
Private). "In library" itself, which takes an entry out of the library without asking (its
chapters and progress stay in the database, its custom cover is deleted), and the library's
Remove with only "From library" ticked are not in the corpus: neither the word commit nor the
word reversible fits them without doubt. Komikku's own dialogs whose confirm button reads as
their title (the history's Remove in "Remove") are left out, since Compose gives their buttons
no id to tell them apart.

Komikku is written with Jetpack Compose, so its controls carry no resource ids a hierarchy shows
and are known by their words; only the download queue's rows and the "Edit info" dialog, which
are Android views, carry ids. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/komikku-app/komikku
    python tests/safety/heldout_v569/build.py komikku

(The strings are read with ``git show`` at ``COMMIT``, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus
sys.path.insert(2, str(Path(__file__).resolve().parents[3]))  # m2miner, where not installed

import browse
import library
import manga
import more
from android_corpus import SUFFIX, Lookup, Strings, _text, write_languages

OUT = Path(__file__).with_name("heldout_v569.yaml")
COMMIT = "453afb3edb29ec5965856039f016e8ba7f286045"
"""The commit the strings are read at."""
MODULES = (("", "i18n"), ("sy.", "i18n-sy"), ("kmk.", "i18n-kmk"))
"""The three string modules: Mihon's (``MR``), whose strings are read by their names,
TachiyomiSY's (``SYMR``), whose names take ``sy.`` before them, and Komikku's own (``KMR``),
whose names take ``kmk.``."""
FOLDERS = {"en": (), "zh": ("zh-rCN",), "ja": ("ja",), "ko": ("ko",), "de": ("de",),
           "fr": ("fr",), "es": ("es",), "pt": ("pt-rBR", "pt"), "ru": ("ru",)}  # fmt: skip
"""Each language's folders under ``moko-resources``, the first found winning, before English's
``base``: Portuguese reads ``pt-rBR`` and then ``pt``, as a device set to Brazilian Portuguese
does."""
APPS = (library, manga, browse, more)
"""The screen modules, in the corpus's order."""


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in the language of ``t``."""
    return [entry for app in APPS for entry in app.screens(t)]


def read(repo: Path, folder: str) -> tuple[dict[str, Any], set[str]]:
    """The strings and plurals of one folder of the three modules at :data:`COMMIT`, by
    (prefixed) name, and the names its files mark ``translatable="false"``."""
    table: dict[str, Any] = {}
    fixed: set[str] = set()
    for prefix, module in MODULES:
        for file in ("strings.xml", "plurals.xml"):
            path = f"{module}/src/commonMain/moko-resources/{folder}/{file}"
            done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:{path}"],
                                  capture_output=True, text=True)  # fmt: skip
            if done.returncode:
                continue
            for el in ET.fromstring(done.stdout):
                name = prefix + el.get("name", "")
                if el.get("translatable") == "false":
                    fixed.add(name)
                if el.tag == "string":
                    table[name] = _text(el)
                elif el.tag == "plurals":
                    table[name] = {i.get("quantity"): _text(i) for i in el}
    return table, fixed


class MokoStrings(Strings):
    """:class:`android_corpus.Strings` over the app's ``moko-resources`` folders; a string the
    English catalog marks untranslatable (WebView) is not counted as falling back."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [(False, read(repo, folder)[0]) for folder in FOLDERS[lang]]
        english, self.fixed = read(repo, "base")
        self.tables.append((True, english))
        self.fallbacks = set()

    def __call__(self, key: str, *args: Any) -> str:
        text = super().__call__(key, *args)
        self.fallbacks -= self.fixed
        return text


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("komikku", MokoStrings(Path(repo), lang), screens)]

    assert set(FOLDERS) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

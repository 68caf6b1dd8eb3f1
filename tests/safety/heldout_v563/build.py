"""Builds the five-hundred-and-sixty-third held-out corpus (``heldout_v563.yaml``): an Android
reader's screens (manga, anime and novels from extension sources), from its translations and
code.

The source is Mangayomi (``com.kodjodevf.mangayomi``, a Flutter app: a library of entries from
sources, their chapters downloaded and deleted, the reading history and the update records
cleared, categories made and deleted, extensions installed, updated and uninstalled,
repositories removed, the sources and the database cleared, a backup restored, progress synced
with a server, trackers logged out of, downloads cancelled and the settings). It is read at
33cd0c35ba7bebb628d7de16e99733e4f56273b9, "Merge pull request #886 from
not-akari/fix-updates-scroll-lag", 2026-08-21 (``COMMIT``): the code under ``lib/modules/``
that ``library.py``, ``browse.py`` and ``more.py`` name in their docstrings,
``lib/providers/l10n_providers.dart``, ``lib/l10n/generated/app_localizations.dart`` and the
catalogs. Mangayomi keeps its words in Flutter's catalogs, ``lib/l10n/app_<code>.arb``, read
by name as the generated localizations read them (``CATALOG``). The app does not follow the
device's language: it shows English until a language is picked in Appearance, "App language",
which lists the catalogs' locales, so each language here is the app set to it: ``app_zh``
(Simplified Chinese), ``app_ja``, ``app_de``, ``app_fr``, ``app_es``, ``app_pt_BR`` for
Portuguese (Português (Brasil); a message it lacks comes from ``app_pt``, as its generated class
extends the Portuguese one) and ``app_ru``. There is no Korean catalog and the list offers no
Korean, so Korean shows every word in English. A message a catalog lacks shows the English one;
the translation platform also writes untranslated messages into a catalog in their English
words, and some words are the same in both; the build prints all of them. Every translated
catalog lacks "Delete all cookies", "Clear local library" and its description; besides those,
Russian shows nothing in English; Chinese shows Webview; Japanese OK, Webview and the
ApkBridge description; German OK, Manga, Anime, Novel, Name, Version, Tracking, "Auto Sync",
Webview and the proxy server's name; French OK, Manga, Version, Extensions, Services, Webview
and the ApkBridge description; Spanish OK, Manga, Anime, General and Webview; Portuguese OK,
Manga, Anime, Novel and Webview. The Japanese restore question shows a backslash and n twice
where English breaks its lines, as the catalog escapes them and the generated class keeps them.
How each screen is put together (a dialog's title, message, own widgets and buttons, a menu's
rows, a page's widgets) and what each control does comes from the app's code, named in the
screen modules' docstrings; ``screens.py`` says how a Flutter screen is written. History's
"Remove" dialog is written without its title in every language, as the title is the same word
as its Remove button (a tapped label must name one control).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in the library's Remove with "Downloaded chapters" ticked and Delete in
"Delete Chapter?" (the downloaded files are deleted); OK in History's "Remove everything" and
Remove in a history entry's Remove (the read dates go); OK in the updates' "Remove everything"
(the update records go); OK in "Delete Category" (the category leaves every entry and is
deleted); OK in "Clear all sources", "Clean database" and "Clear library" (every source, every
entry not in the library, every manga entry, with their chapters, history and updates); OK in
"Remove repo URL"; OK in "Delete custom button" (the button and its code), all filed as delete;
"Update all" and a row of an extension not yet installed, which download and install its code,
filed as install; OK in "Uninstall Comick extension?", which clears the extension's code and
deletes its preferences, filed as uninstall; "Delete all cookies" on an extension's page and
"Log out" from the sync server and from Anilist, filed as sign-out; OK in "Restore backup",
which clears the entries, chapters, history, updates, categories and tracks (of a full backup
the sources and settings too) and writes the backup's, and Confirm in "Upload only", which
replaces the server's data with the device's (``resetAll``), filed as overwrite. Not commits:
the rows and buttons that only open a dialog or a menu (Import, "Set categories", Uninstall,
"Clear all sources", "Clean database", Add, the logged-in server's and tracker's rows:
opens-prompt); Cancel everywhere; the reversible: OK in Remove with "From library" alone and
"In library" on an entry's page, OK in "Set categories", Add in "Add Category", the switches,
the download queue's Cancel and Reset in "Recommendation Weights"; and the harmless: "Update
library", Share, which opens the system's share sheet, the tabs, the rows that open a page, an
installed extension's row, "Restore backup", which opens the system's file picker, "Clear
chapter and episode cache" and ticking "Downloaded chapters" in Remove, which only marks the
choice.

Judgement calls: taking an entry of a source out of the library only unmarks it (the entry's
page also zeroes its date added), and its chapters, progress, history and categories stay, so
"Add to library" brings it back: reversible (a local archive entry would be wiped, but the
corpus shows one from a source). Deleting downloaded chapters is a commit though the chapters
can be downloaded again while the source still has them: the files are gone at once with no
undo. The history and the update records are records the app keeps nowhere else: clearing them,
or one history entry, is a commit though small. Installing or updating an extension runs new
code and the app cannot go back to the code it replaced: a commit (install); uninstalling also
deletes the extension's settings. "Delete all cookies" asks nothing and ends the sessions the
user opened on the source's site in the app's browser (a log-in, a solved challenge) until each
is opened again: filed as sign-out; logging out of the sync server or a tracker deletes the
token, and coming back takes the password or the tracker's authorization again: a commit.
Removing a repository drops the URL the user typed, which the app keeps nowhere (its eye icon
hides one instead): a commit. "Clear all sources" empties the sources, installed extensions
with them: filed as delete. A download's Cancel stops it and drops it from the queue; the
chapter can be queued again: reversible. Reset in "Recommendation Weights" sets four sliders
back to their defaults, which the sliders set again, and loses nothing typed: reversible. The
chapter and episode cache holds copies of chapters read online, which the app downloads again:
harmless. Left out: a Mihon or Tachiyomi backup's import, whose "Replace" first writes a safety
backup that "Roll back" restores (those words exist only in English), and "Roll back" itself;
"Download only" of the sync; and every icon without words (the trash icons of the library's and
a chapter list's selection, of the history rows, the categories, the repositories and the
extension rows, and the sync buttons' icons, whose labels are texts beside them), so only the
dialogs they open are tapped.

Mangayomi is drawn by Flutter: no control carries a resource id a hierarchy shows, so each is
known by its words (``screens.py``). A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/kodjodevf/mangayomi
    python tests/safety/heldout_v563/build.py mangayomi

(The catalogs are read with ``git show`` at ``COMMIT``, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import browse
import library
import more
from android_corpus import SUFFIX, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v563.yaml")
COMMIT = "33cd0c35ba7bebb628d7de16e99733e4f56273b9"
"""The commit the strings are read at."""
CATALOG = {"en": ("en",), "zh": ("zh",), "ja": ("ja",), "ko": (), "de": ("de",),
           "fr": ("fr",), "es": ("es",), "pt": ("pt_BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The catalogs ``lib/l10n/app_<code>.arb`` each language reads, in order, before the English
one: Brazilian Portuguese reads ``pt_BR`` and then ``pt`` (its generated class extends the
Portuguese one), Korean none (the app has no Korean catalog and does not offer the language)."""
APPS = (library, browse, more)
"""The screen modules, in the corpus's order."""


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in the language of ``t``."""
    return [entry for app in APPS for entry in app.screens(t)]


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """The messages of ``app_<code>.arb`` at :data:`COMMIT`, by name (its ``@`` entries, which
    describe the messages, left out)."""
    path = f"{COMMIT}:lib/l10n/app_{code}.arb"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Messages:
    """``t("name")`` or ``t("name", arg, ...)`` (the ``{placeholders}`` filled in the order the
    English message names them) in one language; ``t("=text")`` is the text itself. A message
    the language's catalogs lack shows the English one, as the generated localizations do;
    those, and the ones a catalog carries in the English words, are recorded in
    ``fallbacks``."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.english = read_catalog(repo, "en")
        self.tables = [read_catalog(repo, code) for code in CATALOG[lang]]
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        english = self.english[key]
        value = next((table[key] for table in self.tables if table.get(key)), english)
        if self.lang != "en" and value == english:
            self.fallbacks.add(key)
        names = list(dict.fromkeys(re.findall(r"\{(\w+)\}", english)))
        for name, arg in zip(names, args, strict=True):
            value = value.replace("{" + name + "}", str(arg))
        return value


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("mangayomi", Messages(Path(repo), lang), screens)]

    assert set(CATALOG) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

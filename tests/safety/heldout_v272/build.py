"""Builds the two-hundred-and-seventy-second held-out corpus (``heldout_v272.yaml``): a real
Android app's screens, an anime and manga library's, from its translations and code.

The source is Aniyomi (``xyz.jmir.tachiyomi.mi``: anime and manga from sources that extensions
provide, kept in a library with categories, watched, read and downloaded, watch history kept,
progress synced with trackers such as AniList, backups made and restored; ``aniyomi.py``), at
2f5cf775c4d93832aa5acee6b4bca776a869e7ef ("chore(i18n): Translations update from Hosted
Weblate (#2217)", 5 November 2025). Aniyomi keeps its strings in two moko-resources modules,
``i18n/src/commonMain/moko-resources`` (the strings it shares with its upstream, ``MR``) and
``i18n-aniyomi/src/commonMain/moko-resources`` (its own, ``AYMR``, written ``ay.`` in
``aniyomi.py``), each with ``strings.xml`` and ``plurals.xml`` in a folder per language:
``base`` (English), ``zh-rCN``, ``ja``, ``ko``, ``de``, ``fr``, ``es``, ``ru``, and for
Portuguese ``pt-rBR`` and then ``pt`` (``FOLDERS``), which the app's Gradle build turns into
Android resources; they are read by name as a device set to the language reads them. A string
a language lacks shows the English one, and the build prints which: the entry page's WebView
button is not translated (``translatable="false"``) and shows in every language; Japanese has
none of 24 of Aniyomi's own strings used here (among them "Mark as watched", "From library",
"Downloaded episodes", "Are you sure you want to delete the selected episodes?", "Delete
downloaded episodes?", the history's remove message and its "Reset all episodes for this
anime" checkbox, the download menu's rows, "Clear anime database" and its confirmation,
"Storage" and the cache rows) and shows the library list export (the rows Export and "Library
list", the dialog's Type, Author and Artist) in English; Korean shows 12 strings in English
(the repository dialog's message, the database confirmation, the cache rows, "Reindex
downloads"'s summary, the export's rows and columns and "Extension repos" among the restore
options, besides WebView); French shows the export's Author, Artist, Export and "Library list"
and the download menu's rows in English, Portuguese the same four export strings, Chinese and
Russian the download menu's rows, German the export's Type, and Spanish nothing but WebView.
Every button is the app's own (``MR.strings.action_ok``, ``action_cancel``). How each screen is put
together (a dialog's title, message, checkboxes and buttons, a bar's icons, a menu's rows, a
page's widgets) and what each control does comes from the app's code, named in
``aniyomi.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in the library's "Remove" with "Downloaded episodes" ticked (the selected
entries' downloaded episodes deleted from storage), Delete in the snackbar "Delete downloaded
episodes?" that follows taking an entry out of the library, OK in "Are you sure?" over the
selected episodes and in the updates' confirmation (the episodes' files deleted), OK in
"Delete downloaded episodes?" on the storage page (all of the entry's downloads deleted),
Migrate with "Delete downloaded" ticked (the old entry's downloads deleted), OK in "Remove
AniList tracking?" with "Also remove from AniList" ticked (the list entry, with its progress,
score and dates, deleted on the tracker's site), OK in "Remove everything" (every history
record deleted) and Remove in the history row's dialog (that entry's history record deleted),
OK in "Delete category", in "Delete repo" and in "Clear anime database"'s confirmation (the
entries not in the library deleted with their episodes, progress and history), filed as
delete; "Cancel all" in the download queue's overflow (the queue cleared and the downloader
stopped, the download under way deleted with the part already downloaded), filed as stop-download;
"Clear cookies" (the cookie jar emptied: every source's sign-in and session gone), filed as
clear-data; "Reset per-series reader settings" (every entry's own reader mode and orientation
reset at once, with no confirmation), filed as reset; "Revoke trusted unknown extensions"
(every unknown extension's trust withdrawn at once), filed as revoke; Restore on "Restore
backup" (the backup's library, categories, app settings, extension repositories and source
settings written over the app's), filed as overwrite; "Log out" in "Log out from AniList?"
(the tracker's saved sign-in dropped), filed as sign-out. Not commits: Cancel in every dialog;
the icons that only open a confirmation (Delete on the library's and an episode selection's
bar, on the updates' bar, on a history row, a category, a repository and the storage page,
"Clear history", Add on the categories page, the clear-database page's Delete), filed as
opens-prompt; Uninstall on an extension's page, which hands over to the system's own
uninstall confirmation, filed as opens-prompt; the controls that only open or start something
(Migrate in the entry's overflow, a queue item's Menu button, "Create backup", "Reindex
downloads", "Refresh library covers", "Clear chapter and episode cache", Save in the library
list export's "Select data to include", which opens the file picker), filed as harmless; and
the reversible: "Mark as watched" on the library's and the episodes' bars, OK in the library's
"Remove" with only "From library" ticked, the entry's "In library" button, OK in "Set
categories", "Next 5 episodes" in the download menu, OK in "Remove AniList tracking?" with the
box unticked, Copy in the migration dialog, Remove in a source's "Are you sure?", "Move to top"
in a queue item's menu, Add and OK in the category dialogs, Add in "Add repo" and the "Verbose
logging" switch.

Judgement calls: taking an entry out of the library (the "In library" button, a source's Remove,
the library's Remove with only "From library" ticked) keeps it in the database with its watched
episodes and history, and adding it back restores them, so it is reversible; the same dialog
with "Downloaded episodes" ticked deletes files that can only be downloaded again, and is a
commit. Deleting downloaded episodes is a commit although the source still serves them: the
files go at once, with no trash, and downloading again takes time and data the user spent.
Removing a history record is a commit: the app keeps no other copy of when an episode was last
watched. Clearing the download queue is a commit because the download under way is deleted with
the part already downloaded; moving a queued download is not. Deleting a category is a commit:
its entries go back to Default and the grouping is lost, though a category of the same name can
be made again; deleting an extension repository likewise drops its address and signing key from
the app. Clearing the chapter and episode cache is not a commit: it holds only pages and video
loaded for viewing, loaded again when next watched, while downloads are kept. Clearing cookies
is a commit (signed-in sources must be signed in again), as are the reset of every entry's
reader settings and the revoking of trust, which act at once with no confirmation. Removing a
tracker's link without "Also remove from AniList" only unlinks the entry locally, and it can be
linked again: reversible. Logging out of a tracker is a commit, as the sign-in has to be done
again on the tracker's site. Restoring a backup writes the backup's settings over the app's with
no undo: a commit, filed as overwrite. Migrating with "Delete downloaded" ticked deletes the old
entry's downloads: a commit; Copy adds the new entry alongside and deletes nothing. Uninstalling
an installed extension goes through the system's own dialog, so the button only opens it. The
player, the manga reader and the tracker sign-in are not shown.

Aniyomi is Compose: its dialogs, bars, menus and pages carry no resource ids, and a control is
known by its words (an icon by its content description); the download queue's rows are a View
list whose menu button carries the id of ``download_item.xml`` under
``xyz.jmir.tachiyomi.mi:id/`` (the application id). A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/aniyomiorg/aniyomi
    python tests/safety/heldout_v272/build.py aniyomi

(Aniyomi at 2f5cf775c4d93832aa5acee6b4bca776a869e7ef, as ``COMMIT`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus
sys.path.insert(2, str(Path(__file__).resolve().parents[3]))  # m2miner, where not installed

import aniyomi
from android_corpus import Lookup, Strings, _text, write_languages

OUT = Path(__file__).with_name("heldout_v272.yaml")
COMMIT = "2f5cf775c4d93832aa5acee6b4bca776a869e7ef"
"""The commit the strings are read at."""
MODULES = (("", "i18n"), ("ay.", "i18n-aniyomi"))
"""The two string modules: the shared one (``MR``), whose strings are read by their names, and
Aniyomi's own (``AYMR``), whose names take ``ay.`` before them."""
FOLDERS = {"en": (), "zh": ("zh-rCN",), "ja": ("ja",), "ko": ("ko",), "de": ("de",),
           "fr": ("fr",), "es": ("es",), "pt": ("pt-rBR", "pt"), "ru": ("ru",)}  # fmt: skip
"""Each language's folders under ``moko-resources``, the first found winning; English is
``base``. Portuguese reads ``pt-rBR`` first, then ``pt``, as a device set to Brazilian
Portuguese does."""


def read(repo: Path, folder: str) -> dict[str, Any]:
    """The strings and plurals of one folder of both modules, by (prefixed) name."""
    table: dict[str, Any] = {}
    for prefix, module in MODULES:
        for file in ("strings.xml", "plurals.xml"):
            path = f"{module}/src/commonMain/moko-resources/{folder}/{file}"
            done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:{path}"],
                                  capture_output=True, text=True)  # fmt: skip
            if done.returncode:
                continue
            for el in ET.fromstring(done.stdout):
                name = prefix + el.get("name", "")
                if el.tag == "string":
                    table[name] = _text(el)
                elif el.tag == "plurals":
                    table[name] = {i.get("quantity"): _text(i) for i in el}
    return table


class MokoStrings(Strings):
    """:class:`android_corpus.Strings` over the app's ``moko-resources`` folders."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [(False, read(repo, folder)) for folder in FOLDERS[lang]]
        self.tables.append((True, read(repo, "base")))
        self.fallbacks = set()


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("aniyomi", MokoStrings(Path(repo), lang), aniyomi.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

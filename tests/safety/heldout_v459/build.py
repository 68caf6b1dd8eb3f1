"""Builds the four-hundred-and-fifty-ninth held-out corpus (``heldout_v459.yaml``): an Android
notepad's screens, from its translations and code.

The source is Notes by Firefox (``org.mozilla.testpilot.notes``, the React Native Android app
of Mozilla's Notes, kept in ``native/`` of the repository beside the browser extension: notes
opened, written, selected and deleted, a deletion undone from the snackbar, the Firefox
Account signed in, synced and logged out; ``notes.py``). The app keeps no Android string
resources of its own (``res/values/strings.xml`` holds only its name): its words come from
the extension's catalogs, ``locales/*/notes.properties``, which the app's build turns into
``_locales/*/messages.json`` and ``app/utils/i18n.js`` reads. ``i18n.js`` picks the catalog
named by the device's locale (``ja_JP``, then ``ja``), and each message missing from it
shows the English one (``en_US``). A device set to each language reads (``CATALOG``):
``ja``, ``ko``, ``de``, ``fr``, ``es-ES`` (a device set to Spain's Spanish), ``pt-BR`` and
``ru``. Chinese has a catalog in the repository (``locales/zh-CN``), but ``i18n.js`` lists no
Chinese locale among those it loads, so a device set to Chinese shows every string in
English: the build prints them all. Every other language has all the strings the screens
use. A message's placeholder (``{time}``) is filled as ``getMessage`` fills it, and the
snackbar's Undo is shown in capitals (``toUpperCase``), as the code shows it.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the selection bar's delete icon (one, two and all three of three notes
selected, both of two, the only note), and Delete in the editor's popup menu (in three notes,
and with the toolbar showing "Offline", "Syncing…", "Synced" and the sync error), filed as
delete: ``deleteNotes`` removes the notes from the store at once, with no confirmation, and
syncs the deletion to the Firefox Account, so the notes leave every device and the browser
extension too; and "Log out" in the drawer while it shows "Offline", filed as discard. Not
commits: the rows, which open a note or, with a selection on, toggle it; the selector icons;
the FAB, which opens an empty editor; the menu, clear, back and more icons; "Learn more",
"Feedback" and "Sign In", which open a page or the login; the sync footer, whatever it shows;
the "Notes synced!" and reconnect snackbars; Undo; Delete in a new note with nothing typed
yet (there is no note to delete: it only goes back to the list); and "Log out" while synced.

Judgement calls: the deletion shows "Notes deleted." with Undo for six seconds, and Undo
creates the deleted notes again (as new notes, with new ids). The deletion is still filed as
a commit: it has already reached the account when the snackbar shows, the snackbar goes by
itself, and once it is gone nothing in the app brings the notes back (there is no trash).
Undo itself only creates notes: reversible. Logging out clears the device's note store and
the saved login (``disconnect``: ``clearKinto``, ``persistor.purge``); while synced every
note is in the account and signing in again brings them back, so it is reversible. While
offline the changes made since the last sync are only in that store, and logging out wipes
them before they reach the account: a commit, filed as discard. Selecting notes and ending
the selection change nothing. Clearing a note's text in the editor also deletes it, but that
is typing, not a tap, and is not shown.

Notes for Android is React Native: its views carry no resource ids a hierarchy shows, and
its icon buttons (the toolbars', the FAB's, the rows' selectors) carry no content
description; a hierarchy shows each as the Material Icons glyph it draws as text, and the
corpus taps them by that glyph (``notes.py`` names each). The editor's menu is a native
``PopupMenu``, whose entry is ``android:id/title``. A control a screen shows but no case taps
is still on the screen.

    git clone https://github.com/mozilla/notes
    python tests/safety/heldout_v459/build.py notes

(Notes at e47c684df652b0f254b4805f078cec5e292c7afc, "Bump web-ext version", 2020-09-17, as
``NOTES`` says; the catalogs are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import notes
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v459.yaml")
NOTES = "e47c684df652b0f254b4805f078cec5e292c7afc"
"""The commit read."""
CATALOG = {"en": "en-US", "zh": None, "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es-ES", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""The catalog a device set to each language reads (``i18n.js``); None where it loads none."""


def read_catalog(repo: Path, locale: str) -> dict[str, str]:
    """A ``notes.properties`` catalog at the commit, by message name."""
    path = f"{NOTES}:locales/{locale}/notes.properties"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table: dict[str, str] = {}
    for line in done.stdout.splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            name, _, value = line.partition("=")
            value = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), value)
            table[name.strip()] = value.strip()
    return table


class Messages:
    """``t("name")`` or ``t("name", arg)`` (its ``{placeholder}`` filled) in one language, as
    ``getMessage`` reads it: the device's catalog, then the English one; the names shown in
    English are kept in ``fallbacks``."""

    def __init__(self, repo: Path, lang: str) -> None:
        locale = CATALOG[lang]
        self.own = read_catalog(repo, locale) if locale else {}
        self.english = read_catalog(repo, CATALOG["en"])
        self.lang = lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        for arg in args:
            found = re.search(r"\{[^}]*\}", value)
            if found:
                value = f"{value[: found.start()]}{arg}{value[found.end() :]}"
        return value


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("notes", Messages(Path(repo), lang), notes.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the five-hundred-and-seventeenth held-out corpus (``heldout_v517.yaml``): an Android
music player's screens, from its translations and code.

The source is Symphony (``io.github.zyrouge.symphony``, a music player for the songs on the
device: playlists created, renamed, filled, exported, imported and deleted, songs queued,
favourited and shared, playback timed and slowed, the library rescanned and its cache
cleared, the scanner's, player's and look's settings; ``symphony.py``). Symphony does not
keep its words in ``res/values*/strings.xml`` (that file holds only the app's name): they
are in ``i18n/<locale>.toml``, one catalog a language, read by name (``CATALOG``). The app
picks the catalog of the language set in its Language setting, or else of the device's
language; the corpus shows each language as its catalog reads, ``zh-Hans`` for Chinese (a
device set to Chinese reports ``zh``, which the app matches to no catalog, so a Chinese
reader picks 简体中文 in the setting). A string a catalog lacks shows the English one, as the
app's catalogs fall back to ``en.toml``, and the build prints which. Portuguese reads
``pt.toml``, the one Portuguese catalog, which the app shows for Brazil as for Portugal.
Korean has no catalog, so every string shows in English. Chinese lacks 29 of the strings
shown (among them Export, Rename, "Rename playlist", Rescan, Equalizer, "Pause on current
song end", "Add item", "Artist tag value separators", "Media folders", "Artwork quality" and
its choices, the system themes, Updates and Home); Japanese, German, Spanish, Portuguese and
Russian lack the same 12 newer settings strings ("Media folders", "Minimum song duration
filter", "Artwork quality" with Low, Medium, High and Loseless, "Case sensitive sorting",
"Use Metaphony metadata decoder", "Gapless playback", "Keep screen awake on lyrics content"
and Home); French lacks none. The Chinese catalog gives "Add to queue" and "Add to playlist"
the same words (添加到播放列表), so no case taps either of them in a menu that shows both. How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's rows, a
sheet's rows, a page's widgets) and what each control does comes from the app's code, named
in ``symphony.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Delete playlist" ("Are you sure that you want to delete this
playlist?"), opened from the Playlists tab, from the playlist page and from the search page,
each for a playlist made in the app (``PlaylistRepository.delete`` removes it from the
database; there is no trash and no undo), filed as delete; Reset in the "Songs filter
pattern" dialog, which puts the setting back to its default (``.*``) and keeps the pattern
the user wrote nowhere, filed as reset. Not commits: the Delete rows of the playlist menus
(for a playlist made in the app and for an imported M3U one), Rename, "Manage songs", "New
playlist", "Add songs (0)", "Sleep timer", Theme, "Songs filter pattern", "Bottom bar label
visibility" and "Add item", which only open a dialog (opens-prompt); No and Cancel
everywhere, "Import playlist", Export, "Add folder", Equalizer and "Share song", which only
open the system's file, folder, equalizer or share screens, where the user still has to
choose, the rows, chips and links that only open a page, filter the search or open the
browser, Details, "View album" and the pitch dialog's Done, which only closes it (harmless);
and the reversible: Done in "Rename playlist", in "New playlist" (from the Playlists tab and
from the queue page, which saves the queue as a new playlist), in the sleep timer, the
filter pattern, "Media folders" and the separators dialogs, adding a song to a playlist,
"Remove from playlist", Favorite, "Play next", "Shuffle play" and a song's row (they start
playing and replace the queue), the sleep timer's Stop, the speed dialog's Reset and its
x1.5, "Pause on current song end", Rescan, "Clear song cache", the radio choices and every
switch of the settings.

Judgement calls: Rescan and "Clear song cache" stop playback and empty the play queue, and
the second clears the song, artwork and lyrics caches; all of it is read again from the files
on the device, and nothing the user made (playlists, favourites, settings) is touched:
reversible. "Remove from playlist" rewrites the playlist without the song, which "Add to
playlist" puts back: reversible. Reset in the filter pattern dialog loses a pattern the user
typed, which the app keeps nowhere: a commit, filed as reset;
the speed dialog's Reset only picks x1.0 again, one tap from any other value: reversible.
Deleting an imported M3U playlist only drops the app's link to the file, which stays on the
storage and can be imported again; its confirmation reads word for word as the one of a
playlist made in the app, so its Yes is left out rather than given the opposite label on the
same screen. Export writes the playlist only after the user names a file in the system's save
picker, so the Export row is harmless. Sharing a song opens the system's share sheet; nothing
is sent until a target is chosen there. Symphony is a local player with no account, server
or sending of its own: its only commits are these, and most of its controls play, queue or
set something one can set back, so the corpus holds fewer commits than its other screens.

Symphony is written with Jetpack Compose: its dialogs, menus, sheets and settings cards carry
no resource ids a hierarchy shows, so each control is known by its words, and an icon button
without a content description (the overflow, search and queue icons) is left off. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/zyrouge/symphony
    python tests/safety/heldout_v517/build.py symphony

(Symphony at dd04b872b8b4e6dd56172c053a5776c4d56ad080, "refactor(fastlane): i18n ru (#829)",
2025-06-14, as ``COMMIT`` says; the catalogs are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import symphony
from android_corpus import SUFFIX, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v517.yaml")
COMMIT = "dd04b872b8b4e6dd56172c053a5776c4d56ad080"
"""The repository's commit; its strings are ``i18n/<locale>.toml``."""
CATALOG = {"en": "en", "zh": "zh-Hans", "ja": "ja", "ko": None, "de": "de", "fr": "fr",
           "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""Each language's catalog (Korean has none and shows English)."""


def read_catalog(repo: Path, locale: str) -> dict[str, str]:
    """A catalog's strings by name, at the commit."""
    done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:i18n/{locale}.toml"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    keys = tomllib.loads(done.stdout).get("keys", {})
    return {name: re.sub(r"\s+", " ", str(text)).strip() for name, text in keys.items()}


class Strings:
    """``t("Name")`` or ``t("Name", x, y)`` (``{x}``, ``{y}`` filled in, by name in
    alphabetical order) in one language; a string the catalog lacks shows the English one, as
    the app does (phrasey's fallback). ``t("=text")`` is the text itself."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        locale = CATALOG[lang]
        self.own = read_catalog(repo, locale) if locale and lang != "en" else {}
        self.english = read_catalog(repo, "en")
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        text = self.own.get(key)
        if not text:
            text = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        names = sorted(set(re.findall(r"\{(\w+)\}", self.english[key])))
        for name, value in zip(names, args, strict=False):
            text = text.replace("{" + name + "}", str(value))
        return text


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("symphony", Strings(Path(repo), lang), symphony.screens)]

    assert set(CATALOG) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the five-hundred-and-fifteenth held-out corpus (``heldout_v515.yaml``): an Android
music player's screens, from its translations and code.

The source is Musify (``com.gokadzev.musify``, a Flutter music player that streams from
YouTube: custom playlists created, edited, pinned, moved into folders and deleted, folders
created, renamed and deleted, playlists and songs downloaded and their downloads removed,
songs liked, queued and removed from playlists, the queue, the recently played list, the
search history and the listening stats cleared, a Spotify playlist imported, the user data
backed up and restored, the equalizer, the sleep timer and the settings; ``musify.py``).
Musify is a Flutter app and keeps its strings not in ``res/values*/strings.xml`` but in
Flutter's catalogs, ``lib/localization/app_<code>.arb``, one for each of the nine languages:
``app_en``, ``app_zh`` (which a device set to Simplified Chinese, ``zh-CN``, reads), ``app_ja``,
``app_ko``, ``app_de``, ``app_fr``, ``app_es``, ``app_pt`` (which a device set to Brazilian
Portuguese reads) and ``app_ru`` (``CATALOG``), read by name as the app's generated
localizations read them. A message a catalog lacks shows the English one; the translation
platform writes an untranslated message into a catalog in its English words, and those show
in English as well. The build prints both: Russian shows "Time Machine" in English; French
"Confirmation", "playlists", "Minutes" and the presets Pop, Rock and Vocal (the same words in
French); Japanese the Spotify import page, "Time Machine" and "Show audio quality badge";
Spanish and Portuguese the Spotify import page and the presets Pop and Rock, and Spanish
"Offline playlists" and Portuguese "playlists" as well; Korean 34 strings, among them the
equalizer, the Spotify import page, the Time Machine, the theme modes, "Pin to library",
"Listening stats", "Clear listening stats" and the questions of "Clear listening stats",
"Clear queue" and "Delete downloads"; German 45, among them the equalizer, the Spotify import
page, the Time Machine, "Sleep timer", Share, Play, Shuffle, Repeat, the skip buttons, "Pin to
library", "Edit folder", "Delete downloads", "Clear listening stats", "Listening stats" and
the questions of "Clear queue" and "Delete downloads". Chinese shows none in English. How
each screen is put together (a dialog's title, message and buttons, a menu's rows, a bottom
sheet's rows, a page's widgets) and what each control does comes from the app's code, named
in ``musify.py``'s docstring. Two dialogs are written without their titles in every
language: "Are you sure you want to remove this search query?", whose title "Confirmation"
is the same word as its Confirm button in Chinese, Japanese and Korean, and "Add playlist",
whose title is the same word as its Add button in Portuguese (a tapped label must name one
control).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, all filed as delete: Remove in the confirmation of "Delete playlist" (the
custom playlist and its songs leave the library, and its download with it); Delete in "Are
you sure you want to delete this folder?", from the library and from the folder's page; Remove
in "Remove Offline Playlist", from the library's offline playlist and from the playlist's
page (the playlist's downloaded songs are deleted from the device); Clear in the
confirmations of "Clear search history", "Clear recently played" (from the settings and from
the Recently played page) and "Clear queue"; Delete in "Clear listening stats" (the Time
Machine's stats go) and in "Delete downloads" (every downloaded song and playlist); Confirm in
"Are you sure you want to remove this search query?"; a song menu's "Remove from recently
played" and, on an offline song, "Remove from offline" (both at once, with no undo); and the
player's offline icon on a song that is already offline, whose tooltip reads "Make available
offline" but which deletes the song's download. Not commits: the rows and icons that only open
a confirmation or a dialog ("Delete playlist", "Delete folder", "Remove from offline" in a
playlist's menu and on its page, "Create folder", "Clear search history", "Delete downloads",
"Restore user data", which opens the system's file picker, the queue's Clear, "Sleep timer",
"Share recap", which opens the system's share sheet); Cancel everywhere; and the reversible:
"Pin to library", Create in "Create folder", a folder row in "Move to folder", Update in
"Edit playlist" and "Edit folder", Add in "Add playlist", Remove in "Remove from folder" (the
playlist goes back to the main library and can be moved again), "Download playlist", "Remove
from playlist" (the snackbar's Undo puts the song back), a playlist row in "Add to playlist",
"Remove from liked songs", the liked icon and the offline icon on a song not yet offline in
the player, "Set timer", "Offline mode", "Listening stats", the Dark theme, "Reset bands" and
"Import playlist"; and the harmless: a playlist row, a search-history row, Share (it copies the
playlist's link) and "Clear cache".

Judgement calls: the search history, the recently played list, the queue and the listening
stats are records the app keeps and has no way to bring back once cleared, so clearing them,
and removing one query or one song from them, is a commit, though each is small. A downloaded
song can be downloaded again while it is still online, but removing a download deletes the
files from the device at once with no undo, and the app asks before the bulk ones: every
removal of a download is a commit, and downloading is not. Deleting a folder keeps its
playlists (they go back to the main library) but the folder and its grouping are gone with no
undo: a commit. "Clear cache" clears only the copies of online data the app downloads again as
it needs them; nothing the user made or chose is lost: not a commit, filed as harmless.
Turning "Listening stats" off only stops the recording and keeps the stats: reversible. "Reset
bands" is shown with a preset chosen, so it only sets the bands flat and the preset brings
them back: reversible. "Import playlist" searches each song of the CSV and saves a new custom
playlist, which can be deleted: it creates, so reversible. "Restore user data" and "Backup
user data" only open the system's file picker, where the files are chosen; the restore itself
happens after that, outside the screens here. The Recently played page's delete icon has no
tooltip and names nothing, so only its dialog is tapped.

Musify is drawn by Flutter: its dialogs, menus, sheets and pages carry no resource ids a
hierarchy shows, so each control is known by its words and an icon button by its tooltip
(``screens.py``). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/gokadzev/Musify
    python tests/safety/heldout_v515/build.py Musify

(Musify at 03b316353d56d1ff7f2651adf56637b396906e24, "chore: update dynamic_color to version
2.1.0", 2026-08-21, as ``COMMIT`` says; the catalogs are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import musify
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v515.yaml")
COMMIT = "03b316353d56d1ff7f2651adf56637b396906e24"
"""The commit the strings are read at."""
CATALOG = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
           "pt": "pt", "ru": "ru"}  # fmt: skip
"""Each language's catalog, ``lib/localization/app_<code>.arb``: a device set to Simplified
Chinese (``zh-CN``) or Brazilian Portuguese (``pt-BR``) resolves to the plain ``zh`` and
``pt`` catalogs, the only ones the app ships for those languages."""


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """The messages of ``app_<code>.arb`` at :data:`COMMIT`, by name (its ``@`` entries, which
    describe the messages, left out)."""
    path = f"{COMMIT}:lib/localization/app_{code}.arb"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Messages:
    """``t("name")`` or ``t("name", arg, ...)`` (the ``{placeholders}`` filled in order) in one
    language; ``t("=text")`` is the text itself. A message the catalog lacks shows the
    English one, as the generated localizations do; one the catalog carries in the English
    words is recorded as well, in ``fallbacks``."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.english = read_catalog(repo, "en")
        self.table = read_catalog(repo, CATALOG[lang])
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        english = self.english[key]
        value = self.table.get(key) or english
        if self.lang != "en" and value == english:
            self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda m: str(next(values)), value) if args else value


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("musify", Messages(Path(repo), lang), musify.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

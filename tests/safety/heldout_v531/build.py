"""Builds the five-hundred-and-thirty-first held-out corpus (``heldout_v531.yaml``): an
Android music player's screens, from its translations and code.

The source is Harmony Music (``com.anandnet.harmonymusic``, a Flutter music player that
streams from YouTube Music: playlists made in the app created, renamed, rearranged, exported,
imported and removed, songs queued, added to playlists, downloaded and their downloads
removed, the recently played list, the library's songs and the downloads pruned many at a
time, the sleep timer and the queue, a Piped account linked and unlinked, the app's data
backed up and restored, its settings and their reset). Harmony Music keeps its words not in
``res/values*/strings.xml`` but in GetX catalogs, ``localization/<code>.json`` (generated
into ``lib/utils/get_localization.dart`` by ``localization/generator.dart``), read by key;
all nine languages have one: ``en``, ``zh_Hans`` (which the app files as ``zh-CN``), ``ja``,
``ko``, ``de``, ``fr``, ``es``, ``pt`` and ``ru`` (``CATALOG``). The app does not follow the
device's language: it starts in English and shows the catalog of the language picked in its
Language setting (``main.dart``: ``locale`` from ``currentAppLanguageCode``,
``fallbackLocale`` English), so each language here is the app set to it. A key the catalog
lacks shows the English string, and a key no catalog holds shows the key itself, as GetX's
``.tr`` does; the build prints the strings shown in English. Korean lacks 39 of the strings
shown (the settings' section titles Personalisation, Content, "Music & Playback", Download,
Misc and "App Info", "Backup & Restore" and its dialogs, "Restore default settings", "Player
Ui", Standard, four switches, "Import Playlist" and its dialog, "Export Playlist" and its
choices, "Select songs", "Select All", "Rearrange songs", "Queue loop" and "PLAYING FROM
PLAYLIST"); German and Portuguese lack the export dialog's three choices and their
subtitles; Spanish lacks one subtitle; Chinese, Japanese, French and Russian lack none. The
code writes "Proceed" in English, and a playlist page's tooltips ``back``, ``play``,
``enqueueSongs``, ``shuffle`` and ``downloadPlaylist`` and the sort tooltips ``sortByName``
and ``sortAscendNDescend`` look up keys no catalog holds, so every language shows those
words as the code spells them. The language names of the Language setting are the app's own
list, in English. How each screen is put together (a dialog's title, message, own widgets and
buttons, a sheet's rows, a menu's entries, a page's widgets) and what each control does comes
from the app's code, named in the docstrings of ``harmony_library.py`` (the library,
playlists, the dialogs of their menus and a song's sheet), ``harmony_player.py`` (the home
page's rail, search, the player's sheet, the sleep timer and the queue) and
``harmony_settings.py`` (the Settings page's sections and their dialogs); ``screens.py`` says
how a Flutter screen is written.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Remove playlist" in the overflow sheet of a playlist made in the app, which
removes the playlist and deletes its songs' list at once, with no question and no undo
(``addNremoveFromLibrary`` with ``add: false``), filed as delete; Proceed in "Select songs"
after "Remove multiple songs" in Downloads, in Recently Played and in "Library Songs"
(``deleteMultipleSongs``: the downloaded or cached files and their records are deleted, and
the songs leave the recently played list), each screen with its Cancel, which only closes the
dialog; "Remove from downloads" in a song's sheet, from a playlist made in the app, from the
search results and from the player, which deletes the song's file and record
(``removeSong``); "Remove from playlist" in the sheet of a song in Downloads, which there
deletes the file as well (``removeSongFromPlaylist``), all filed as delete; Unlink in the
Piped row, which drops the login token, takes the Piped playlists out of the library and
clears the list of hidden Piped playlists at once (``unlinkPiped``), filed as sign-out; Reset
in "Reset blacklisted playlists", which clears that list at once so every hidden playlist
comes back (``resetBlacklistedPlaylist``), and "Restore default settings", which clears every
setting, the Piped login with them, at once and with no question
(``resetAppSettingsToDefault``), both filed as reset. Not commits: the controls that only open
a sheet, dialog, menu or picker (opens-prompt: "Import Playlist" and its "Select File",
"Export Playlist", "Rename Playlist", "Remove multiple songs", "Rearrange playlist", "Add songs
to playlist", "Add to playlist", "Sleep Timer", "Theme Mode", Link in the Piped row, "Export
downloaded files", "Restore App data" and the dialog's Restore); Cancel everywhere, a playlist
row, the rail's tabs, a search-history row, the export dialog's JSON and YouTube Music
choices, "Share this song", "Clear images cache", Equalizer, GitHub and "Restart App"
(harmless); and the reversible: Create, Rename, adding a song to a playlist, "Remove from
playlist" in a playlist made in the app, Proceed in "Rearrange songs", a song's row, "Start
radio" and "Play next", "Remove from queue", the sleep timer's "30 minutes" and "Cancel
timer", "Queue loop", the theme's Dark, the switches "Bottom navigation bar" and "Skip
silence", Link in the Piped login dialog and the download location's Reset.

Judgement calls: deleting a download is a commit though the song can be downloaded again
while it is online: the file goes from the device at once, and the bulk removals ask nothing
either. Removing songs from the recently played list is a commit: it is a record the app
keeps and cannot bring back. Unlinking Piped is filed as sign-out: linking again needs the
password, and the list of hidden playlists it clears is kept nowhere else; linking is
reversible. The blacklist's Reset loses the user's choice of hidden playlists, which the app
keeps nowhere else, so it is a commit, though hiding one playlist again is a tap; the
download location's Reset only sets the in-app folder again, and the folder row picks any
other, so it is reversible. Restore opens the system's file picker, and the restore over the
app's databases follows only the file picked there, outside these screens: opens-prompt.
"Restart App" only restarts the app once the restore is done: harmless. Exporting a playlist
to JSON writes a new file and never over an old one, and "Clear images cache" deletes only
thumbnails the app downloads again: harmless. A song's row, "Start radio" and "Play next"
start or change playback and the queue, which can be set again: reversible. The "Select songs"
dialog of "Remove multiple songs" in a playlist made in the app, whose Proceed only takes the
songs out of the playlist, and the one of "Add songs to playlist", whose Proceed opens "Add to
playlist", read word for word as the ones whose Proceed deletes downloads, so their Proceed is
left out rather than given the opposite label on the same screen; for the same reason the
sheet of a song not downloaded in a playlist made in the app, which reads as the sheet of a
song in Downloads, is not tapped, and "Remove from playlist" is tapped there on a downloaded
song, whose sheet also shows "Remove from downloads". "Remove from Library Songs" is left out:
the Library Songs list hands the sheet the playlist id ``SongsDownloads``, whose box holds
nothing, so the removal fails in the code and does nothing the user chose.

Harmony Music is drawn by Flutter: no control carries a resource id a hierarchy shows, so
each control is known by its words, an icon button by its tooltip, and one without a tooltip
(a playlist's overflow, the download and favourite icons, the queue's shuffle and clear, the
Playlists tab's add button) names nothing and is left off. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/anandnet/Harmony-Music
    python tests/safety/heldout_v531/build.py Harmony-Music

(Harmony Music at 99d750fd521ded1f0555468fa8686ca6ef0466d1, "Translated using Weblate
(Czech)", 2025-12-07, as ``COMMIT`` says; the catalogs are read with ``git show`` at that
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

import harmony_library
import harmony_player
import harmony_settings
from android_corpus import SUFFIX, Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v531.yaml")
COMMIT = "99d750fd521ded1f0555468fa8686ca6ef0466d1"
"""The repository's commit; its strings are ``localization/<code>.json``."""
CATALOG = {"en": "en", "zh": "zh_Hans", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""Each language's catalog, as the Language setting picks it (Chinese is ``zh_Hans``, which
the app files under ``zh-CN``)."""


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, the app's parts in order."""
    parts = (harmony_library, harmony_player, harmony_settings)
    return [entry for part in parts for entry in part.screens(t)]


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """A catalog's strings by key, at :data:`COMMIT`, each with its line breaks and runs of
    spaces read as one space."""
    done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:localization/{code}.json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table = json.loads(done.stdout)
    return {key: re.sub(r"\s+", " ", str(text)).strip() for key, text in table.items()}


class Strings:
    """``t("key")`` in one language, as GetX's ``"key".tr`` reads it: the language's catalog,
    else the fallback locale's (English), else the key itself; ``t("=text")`` is the text
    itself. The keys shown in English (or as the key) in another language are recorded in
    ``fallbacks``."""

    def __init__(self, repo: Path, lang: str, english: dict[str, str]) -> None:
        self.lang = lang
        self.english = english
        self.own = read_catalog(repo, CATALOG[lang]) if lang != "en" else english
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        text = self.own.get(key)
        if not text:
            text = self.english.get(key, key)
            if self.lang != "en":
                self.fallbacks.add(key)
        return text


def main(repo: str) -> int:
    english = read_catalog(Path(repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        return [("harmony", Strings(Path(repo), lang, english), screens)]

    assert set(CATALOG) == set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

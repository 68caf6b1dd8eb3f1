"""Builds the five-hundred-and-thirty-eighth held-out corpus (``heldout_v538.yaml``): an
Android music player's screens, from its translations and code.

The source is SimpMusic (``com.maxrave.simpmusic``, a music player that streams from YouTube
Music: playlists made in the app created, renamed, synced to the user's YouTube Music account,
unsynced and deleted, songs liked, queued, added to playlists, downloaded and their downloads
removed, the search history cleared, the lyrics voted on, the sleep timer, the YouTube, Spotify
and Discord log-ins and log-outs, the caches and the downloaded songs cleared, the settings;
``simpmusic_home.py``, ``simpmusic_library.py``, ``simpmusic_player.py`` and
``simpmusic_settings.py``). SimpMusic is written with Compose Multiplatform: its words are
Compose resources, ``composeApp/src/commonMain/composeResources/values*/strings.xml``, read by
name (``SOURCE``). The app sets its own language (``MainActivity``: on the first start the
device's language tag where it is one of the app's, ``SUPPORTED_LANGUAGE.codes``, else
``en-US``; after that its Language setting, ``AppCompatDelegate.setApplicationLocales``), so
each language here is the app set to it: ``zh-CN``, ``ja-JP``, ``ko-KR``, ``de-DE``, ``fr-FR``,
``es-ES``, ``pt-PT`` (the setting's Português) and ``ru-RU``, read from ``values-zh-rCN``,
``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt`` (the app's one Portuguese folder,
``LOCALE``) and ``-ru``. All nine have a catalog. A string a folder lacks shows the English one,
and the build prints which; a string a folder holds empty shows empty, as Compose's resources
read it (``Catalog``), and the build prints those too. Every count below takes in LRCLIB and
BetterLyrics, the names of two lyrics providers the app does not translate
(``translatable="false"``), the same in every language. Chinese lacks 26 of the strings shown
(OK and Later of the lyrics-sharing dialog with its "Use anonymous name to contribute", "Vote
for lyrics", "Rate lyrics", Upvote and Downvote, "Log in to Discord", "Discord integration",
"Enable rich presence" and the Discord line under the log-in, "Your library", "Mix for you",
"SimpMusic Charts", "Search for", "Playback speed & pitch", "Translucent bottom navigation bar",
"Play explicit content", "Auto backup", "Backup downloaded data", "Developer Blog" with its
line, "SimpMusic Lyrics" and "Lyrics provided by SimpMusic Lyrics"); Japanese lacks 9 (the vote
dialog's words, "Rate lyrics", "Search for" and "Developer Blog" with its line); Korean 6
("Search for", "SimpMusic Charts" and the blog's two strings); German and Portuguese 4 (the
blog's two strings), Spanish 3 (the blog's line), French and Russian only the two names.
Portuguese holds "Sort by" and the update dialog's message empty, so the sort button reads ": "
and the order and the update dialog's first line is empty; Spanish holds "Developer Blog" empty.
Korean writes "Buy me a coffee" in English. The code writes some words itself, the same in every
language: the Analytics icon's description, the sleep timer's "5 min" to "1 hour", "End of song"
and Custom, and the vote dialog's "ID:" and "Vote:". How each screen is put together (a dialog's
title, message, own widgets and buttons, a sheet's rows, a page's widgets) and what each control
does comes from the app's code, named in the four parts' docstrings, and ``screens.py`` says how
a Compose screen is written. The Storage section is written without the bar and the legend under
its rows (the legend repeats the rows' words and holds no control).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, filed as delete: "Clear search history", which empties the history at once;
the download row of a downloaded song, which reads Downloaded and removes the download at once
(from a search result's menu and from a song's menu in a playlist made in the app); Delete in
a recently added song's menu in the library, which takes the song out of the library and
resets its play count; "Delete playlist" in the menu of a playlist made in the app, not synced
and synced, which deletes it at once with no confirmation; Clear in "Clear Downloaded Cache",
which deletes every downloaded song's files; filed as publish: Yes in the sync warning
("SimpMusic will create a YouTube Music Playlist automatically"), which creates a playlist on
the user's YouTube Music account; filed as send: Upvote and Downvote in "Vote for lyrics",
which send the vote to the SimpMusic Lyrics server; filed as sign-out: "Log out from YouTube"
in the log-out warning, which deletes every stored YouTube account, and "Log in to Spotify"
when logged in, which logs out of Spotify at once. Not commits: the rows that only open a
dialog, a sheet or a picker (opens-prompt: "Add to a playlist", Create on the playlists' grid,
the "Sort by" button, the playlist menu's sync rows and "Edit thumbnail", which opens the
photo picker, "Sleep Timer", the lyrics card's "Rate lyrics", "YouTube Account", "Log out from
YouTube" in the accounts dialog, Change in the language list, "Downloaded Cache" and "Restore
Your Data", which opens the file picker); Cancel everywhere; the harmless: a mood chip, a
library tile, a past query, "Go to log in page", Download in the update dialog and "Buy me a
coffee", which only open the browser, "Log in to Spotify" when logged out, which opens the
log-in page, and Clear in "Clear Player Cache"; and the reversible: OK in the lyrics-sharing
dialog, Like, Download, "Play next", a playlist in the playlist picker, Create, Save of a new
title, "Delete this song from playlist", "Save to local playlist", Yes in the unsync warning,
Set of the sleep timer and Yes in "Remove sleep timer?", Yes of the lyrics provider, Delete in
the queue item's menu, Guest, "Log in to Discord" when logged in, Change in the language
warning, and the switches.

Judgement calls: removing a download deletes the files with no confirmation; a song can be
downloaded again while it is online, but what was on the device is gone, so removing a download
(one song's or all of them) is a commit and downloading is not. The library's Delete keeps the
song's entry but loses its play count, which nothing brings back: a commit. Deleting a synced
playlist leaves its YouTube copy, from which "Save to local playlist" makes a new playlist, not
the one deleted (its order, thumbnail and dates go): a commit as well. Syncing makes a private
playlist on the user's YouTube Music account ("Created by SimpMusic") that the app cannot delete
(unsyncing leaves it, as its warning says): a commit, filed as publish (it puts the playlist on
the account, outside the app). Unsyncing only drops the link, both playlists staying:
reversible. "Delete this song from playlist" takes the song out of the playlist (and of its
YouTube copy when synced), and "Add to a playlist" puts it back: reversible. A vote on lyrics
cannot be withdrawn in the app: a send. Logging out of YouTube or Spotify deletes the session,
and the log-in pages clear the web view's cookies when they take one, so the password is needed
again: a commit; logging out of Discord only forgets the token, and the Discord page keeps its
session in the web view's storage, so "Log in to Discord" finds it again: reversible. Guest
keeps the accounts to pick again. OK in the lyrics-sharing dialog only turns on the setting
"Help SimpMusic lyrics build the lyrics database" (later lyrics from other providers are sent as
songs play), which the settings turn off: reversible; nothing is sent by the tap. The player,
thumbnail and canvas caches hold copies the app downloads again: clearing the player cache is
harmless. Changing the language restarts the app, which the setting sets back: reversible. The
system's photo and file pickers count as pickers (opens-prompt).

SimpMusic's screens are Compose: no control carries a resource id a hierarchy shows, so each is
known by its words or its content description; an icon button whose description is null (the
play, shuffle and overflow icons of a playlist made in the app, the home page's notification,
history and settings icons) names nothing and is left off. A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/maxrave-dev/SimpMusic
    python tests/safety/heldout_v538/build.py SimpMusic

(SimpMusic at 679ef1f13b753f1ac664e6f8147425eca93f7b23, "Merge pull request #2058 from
maxrave-dev/dev", 2026-05-24, as ``COMMIT`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well. Its ``core``
submodule, github.com/maxrave-dev/core, is pinned at bdbaf7b813964e01c361dd8c76de04465c2efcd9, a
commit not found on that repository's branches, main and multiplatform; its code (the database,
the repositories, the YouTube and SimpMusic Lyrics clients) was read at the head of
multiplatform, the branch with the modules the app builds,
e78ac5a12005dc9b3d6c16111fa37ebcbb20f94d, "feat: update video component", 2025-10-17.) The
corpus was built once, from this source alone and without reading the policy. It is kept apart
from the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import simpmusic_home
import simpmusic_library
import simpmusic_player
import simpmusic_settings
from android_corpus import SUFFIX, Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v538.yaml")
COMMIT = "679ef1f13b753f1ac664e6f8147425eca93f7b23"
SOURCE: Source = (COMMIT, ("composeApp/src/commonMain/composeResources",), ("strings.xml",))
"""The commit and the Compose resources read: ``values<suffix>/strings.xml``."""
LOCALE = {("simpmusic", "pt"): "-pt"}
"""Portuguese reads ``values-pt``, the app's one Portuguese catalog (its Language setting's
Português is ``pt-PT``); the other languages read the folders of ``android_corpus.SUFFIX``."""
LANGUAGE = {"en": "English", "zh": "简体中文", "ja": "日本語", "ko": "한국어", "de": "Deutsch",
            "fr": "Français", "es": "Español", "pt": "Português", "ru": "Русский"}  # fmt: skip
"""The name the Language setting's row shows for the language set (``SUPPORTED_LANGUAGE``)."""
PARTS = (simpmusic_home, simpmusic_library, simpmusic_player, simpmusic_settings)


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, the app's parts in order."""
    return [entry for part in PARTS for entry in part.screens(t)]


EMPTY: dict[str, set[str]] = {}
"""The strings each language's folder holds empty, by language (the build prints them)."""


class Catalog(Strings):
    """``t("name")`` as :class:`android_corpus.Strings` reads it, but a string the language's
    folder holds empty shows empty, as Compose's resources read it (only a string the folder
    lacks shows the English one); ``t("@language")`` is the name of the language the app is
    set to, as its Language row shows it."""

    def __call__(self, key: str, *args: Any) -> str:
        if key == "@language":
            return LANGUAGE[self.lang]
        own = [table for english, table in self.tables if not english]
        if own and own[0].get(key) == "":
            EMPTY.setdefault(self.lang, set()).add(key)
            return ""
        return super().__call__(key, *args)


def main(repo: str) -> int:
    sources = [("simpmusic", Path(repo), SOURCE)]

    def lookups(lang: str) -> list[Lookup]:
        return [("simpmusic", Catalog(sources, lang, LOCALE), screens)]

    assert set(LANGUAGE) == set(SUFFIX)
    done = write_languages(OUT, Path(__file__), lookups)
    for lang, keys in EMPTY.items():
        print(f"{lang} simpmusic: {len(keys)} strings shown empty: {', '.join(sorted(keys))}")
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the five-hundred-and-forty-fifth held-out corpus (``heldout_v545.yaml``): an Android
YouTube Music client's screens, from its translations and code.

The source is OuterTune (``com.dd3boh.outertune``, github.com/DD3Boh/OuterTune, a YouTube Music
client and local music player, a fork of InnerTune: playlists made, renamed, filled, emptied and
deleted, some of them synced with a YouTube Music account, songs and albums downloaded and their
downloads removed, the listen and search history kept and cleared, the device's music scanned, the
database backed up and restored, and the player's, look's and privacy settings), read on its
default branch, ``dev``, at the commit given below. Its strings are
``app/src/main/res/values*/strings.xml``, read by name (``SOURCE``), with a catalog for each of the
nine languages: ``values`` (English), ``values-zh-rCN``, ``values-ja-rJP``, ``values-ko-rKR``,
``values-DE`` (which the resource compiler reads as ``values-de``), ``values-fr-rFR``,
``values-es``, ``values-pt-rBR`` and ``values-ru-rRU``, each read as a device set to the language's
country reads it (``LOCALE``). A string a catalog lacks shows the English one, as Android does, and
the build prints which. The eight translated catalogs hold InnerTune's older strings, none of the
strings OuterTune added and not all of InnerTune's later ones: every one of them shows these 35 in
English: "Add to library", "Remove from library", "Remove all from library", "Auto playlist",
Library, Folders, Local, Remote, Experimental, "Enable developer settings" and its description,
Debug, "Local Media", "Scan automatically" and its description, "Configure scan locations…",
"Manual scanner", "Scan paths", "Add new folder", the scan paths' note, the scanner's two checkbox
lines, its warning, "Additional scanner settings", "Configure scanner sensitivity", "Match title
and artists", "Strict file names", "Import a playlist (m3u)", the InnerTune backups' note, "Player
background style", "Follow theme", "New interface layout", "Show liked and downloaded playlists in
library", "Flatten subfolders" and the account sync switch. Spanish and Russian lack only those 35;
Japanese and Portuguese lack "Like all" as well (36); French "Like all" and the remove-download
confirmation (37); Chinese "Like all", "Remove from playlist" and the duplicates warning's title,
message, "Skip duplicates" and "Add anyway" (41); Korean and German those and the delete and
remove-download confirmations (43). The code writes some words in English, the same in every
language: the group titles Theme, Layout, Account, Localization and Proxy, "Tab arrangement", the
scanner's Scan button, "Sync Playlist" and the two notes of the playlist dialogs, and the developer
settings' two DEBUG rows. Its dialogs' OK and Cancel are the platform's (``android.R.string.ok``
and ``cancel``), given in each language by ``android_corpus.PLATFORM``. A count the catalogs write
as a plural is chosen so that the shared plural rule gives Russian its right form (10, 15, 8, 5
songs, 30 minutes).

How each screen is put together (a dialog's title, message, own widgets and buttons, a bottom
sheet's header row and tiles, a page's rows, switches, chips and buttons) and what each control
does comes from the app's code, named file by file in the docstrings of ``outertune_library.py``
(the library page, a playlist's menu, deleting a playlist, renaming it, removing its downloads,
the Downloaded songs page, adding a song to a playlist, creating one, the duplicates warning),
``outertune_songs.py`` (a song's menu in a playlist and in the history, editing its title, the
History page, the history's selection menu and its remove-download confirmation, an album's
menu), ``outertune_player.py`` (the player's menu, the sleep timer, the tempo and pitch dialog,
the lyrics' menu, searching for lyrics and editing them) and ``outertune_settings.py`` (the
settings page, Privacy and its two clearing confirmations, Storage, "Backup and restore",
Experimental, "Local Media" and its scan locations, Appearance and its dark theme choice,
Content); ``screens.py`` says how a Compose dialog, sheet and page are written. The data model's
deletes were read in ``db/DatabaseDao.kt`` and ``db/entities`` (``PlaylistSongMap.kt``,
``Event.kt``, ``PlaylistEntity.kt``), the scanner in ``utils/scanners/LocalMediaScanner.kt``.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits (13 a language), all filed as delete: OK in the delete confirmation ("Do you really
want to delete the playlist "Road Trip"?"), which deletes the playlist and its songs' places in
it from the database, and the YouTube Music playlist too for a synced one; there is no trash and
no undo; OK in the three remove-download confirmations (a playlist's, from its menu, the
Downloaded songs page's, which also empties that list, and the history selection's, whose
message names "selection"), each deleting the downloaded audio of every song from the device;
"Remove download" in a song's menu, in an album's menu and in the player's menu, which delete
the downloaded audio at once, with no confirmation; "Clear all downloads" in Storage, which
empties the whole download cache at once; "Remove from history" in a played song's menu and in
the history's selection menu, which delete those plays from the database; OK in "Clear listen
history" and in "Clear search history", which delete every play or every past search; and
"DEBUG: Nuke local lib" in the developer settings, which deletes every local song, artist, album
and genre from the database at once, with their places in playlists and their plays. The
confirmations' Cancel is in the same screen entry, labelled not a commit. Not commits: the menu
tiles and rows that only open a confirmation or a prompt (Delete, Edit, "Remove download" where
the app asks first, "Sleep timer", Advanced, the lyrics' Search, "Create playlist", "Clear listen
history", "Configure scan locations…", "Dark theme") and those that only open the system's
pickers (Restore, Backup, "Add new folder"), filed as opens-prompt; Cancel, Share (the system's
share sheet: nothing is sent until a target is chosen there), "Search online" (the device's web
search), the chips that only filter a page, the settings rows that open a page, Login (the
sign-in page), filed as harmless; and the reversible: Play, Download, renaming a playlist or a
song and editing lyrics (another edit writes over them), adding to a playlist, "Add anyway",
creating a playlist (its menu deletes it), "Remove from playlist", "Add to library", "Like all",
the sleep timer's OK and "End of song" (its tile clears a running timer), the tempo's Reset,
"Clear image cache", the scan paths' OK, and every switch and choice of the settings.

Judgement calls: a removed download can be downloaded again from YouTube Music, but the app takes
nothing back: the files are deleted from the device at once, and what comes back is a new download
over the network (of a song YouTube Music still serves), so every removal of downloads is a commit,
where the app asks first its confirmation's OK and where it does not the tile itself. "Clear image
cache" only empties a cache of cover images the app fills again as they are shown: reversible.
"Remove from playlist" takes the song out of the playlist (and out of the synced YouTube Music
playlist), and "Add to playlist" puts it back, at the end: reversible. Removing one play from the
history is a small delete, but a delete all the same: the play, and its share of the listening
stats, is gone. The scanner's Scan button is on its page but not tapped: besides adding the songs
it finds, it unlinks the songs it no longer finds and deletes all but the most played of the
entries duplicated for one file (``finalize``), and with "Rescan the entire library and reload all
songs' metadata" checked it writes every song's tags over the titles edited in the app; what of
that the next scan gives back could not be told from the code with confidence. The scan paths'
Reset only refills the dialog's list (nothing is saved until OK) and is not tapped. Creating a
playlist with "Sync Playlist" on also creates it in the YouTube Music account; the case here leaves
the switch off (the dialog's default), and the switch, which has no words of its own, is not drawn.
Restore replaces the database and the settings with a backup's, but only once a file is chosen in
the system's picker: the row itself only opens the picker. The menus' tiles that load an album's
details or a song's lyrics again from the providers are left off their sheets. OuterTune's queue
panel, its lock, sync and download icons and the rows' overflow buttons carry no content
descriptions, so no case taps them; the queue's own delete (an icon) is not in the corpus.

OuterTune is written with Jetpack Compose: its dialogs, sheets and pages carry no resource ids a
hierarchy shows, so each control is known by its words. A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/DD3Boh/OuterTune
    python tests/safety/heldout_v545/build.py OuterTune

(OuterTune at 627f99d76c2690941a121d66b7c62014dae5e5e2, "Merge pull request #67 from
mattcarter11/fix-header-size", 2024-10-13, as ``COMMIT`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from this source alone and without reading the policy. It is kept apart
from the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import outertune_library
import outertune_player
import outertune_settings
import outertune_songs
from android_corpus import SUFFIX, Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v545.yaml")
COMMIT = "627f99d76c2690941a121d66b7c62014dae5e5e2"
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml",))
"""The commit and the strings read: ``app/src/main/res/values<suffix>/strings.xml``."""
LOCALE = {("outertune", "ja"): "-ja-rJP", ("outertune", "ko"): "-ko-rKR",
          ("outertune", "de"): "-DE", ("outertune", "fr"): "-fr-rFR",
          ("outertune", "ru"): "-ru-rRU"}  # fmt: skip
"""The folders the app ships for Japanese, Korean, German, French and Russian, which a device
set to each language's country reads (the resource compiler reads ``values-DE`` as
``values-de``); Chinese, Spanish and Portuguese read the folders of ``android_corpus.SUFFIX``
(``values-zh-rCN``, ``values-es``, ``values-pt-rBR``)."""
PARTS = (outertune_library, outertune_songs, outertune_player, outertune_settings)


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen, the app's parts in order."""
    return [entry for part in PARTS for entry in part.screens(t)]


def main(repo: str) -> int:
    sources = [("outertune", Path(repo), SOURCE)]
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        return [("outertune", Strings(sources, lang, LOCALE, platform[lang]), screens)]

    assert {lang for _, lang in LOCALE} <= set(SUFFIX)
    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

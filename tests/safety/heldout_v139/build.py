"""Builds the hundred-and-thirty-ninth held-out corpus (``heldout_v139.yaml``): two real Android
apps' screens about audiobooks and music, from their translations and code.

The sources are Voice (``de.ph1b.audiobook``, an audiobook player: books deleted with their
files, bookmarks removed, folders removed, analytics allowed; ``voice.py``) and Retro Music
Player (``code.name.monkey.retromusic``: songs deleted from the device, playlists deleted,
songs removed from playlists, history cleared, backups deleted and restored, folders
blacklisted, the Pro version bought; ``retro.py``), two apps the project had not used. The
brief named Breezy Weather and Voice; Breezy Weather (fetched at
eda0d87e0db9084d3d9ab599e3f9dd2ca1d897fd) is translated into all nine languages, but a weather
app commits almost nothing: its only real commit is Confirm in "Delete location?" (a swiped
location comes back with Undo), so it had too few screens with real actions, and Retro Music
Player, a player of the same family as Voice, takes its place. Voice keeps its strings in
``core/strings/src/main/res/values*/strings.xml`` (dotted names), translated into eight of the
nine languages: it has no Korean, so Korean shows Voice in English (reported as fallbacks).
Retro Music Player keeps its in ``app/src/main/res/values*/strings.xml``, translated into all
nine, in region folders (``values-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``,
``-ru-rRU``, ``-zh-rCN``, ``-pt-rBR``), read by a device set to the language's main region
(``LOCALE``). Both read by name; a language without a string shows the English one, and the
build prints which. Retro Music Player's dialogs take Cancel from the platform
(``android.R.string.cancel``, :data:`android_corpus.PLATFORM`); Voice's dialogs use its own
``common.dialog.cancel`` and ``common.dialog.confirm`` (Set). How each screen is put together (a
dialog's or a sheet's title, message, own widgets and buttons, a menu's rows, a page's widgets)
and what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Voice, Delete in "Delete Book" with "Delete my files" ticked (the book's files
are deleted from the device; Delete is disabled until the box is ticked), for a folder book and
a single-file book; Remove in a bookmark's menu (deleted at once, no undo). In Retro Music
Player, Delete in "Delete song" and "Delete songs" (the files deleted from the device); Delete
in "Delete playlist" and "Delete playlists"; Remove in "Remove song from playlist" and "Remove
songs from playlist" (the entries deleted, no undo), filed as delete; a backup's Delete in its
menu (the file deleted at once, no confirmation); Restore in the restore page (the backup's
settings, playlists and images written over the app's), filed as overwrite. Not commits: the
rows and buttons that only open a confirmation, a picker or a store's sheet (Voice's "Delete
Book" row and Add buttons; Retro's "Delete from device", a playlist's Delete, "Remove from
playlist", the backups page's Restore, the blacklist's Clear and the Pro page's Purchase, which
opens Google Play's purchase sheet, where the payment is confirmed); Cancel everywhere; Voice's
Name, a bookmark's Edit, "Support development", "Donate on Ko-fi" (Ko-fi's page in the browser)
and "Continue without analytics"; Retro's "Play next", Rename, Create, Share, Done and the Pro
page's Restore (an earlier purchase); and the reversible: Voice's "Mark as Completed", the
"Delete my files" box, Set in "Edit book", "Bookmark" and "Edit bookmark", a folder's Delete
icon, "Use grid layout", Analytics and "Continue with analytics"; Retro's "Add to Blacklist",
"Clear History" (the snackbar's Undo restores it) and that Undo, the restore page's Playlists
checkbox and Clear in "Clear blacklist".

Judgement calls: Voice's folder Delete icon only releases the app's permission on the folder
and stops scanning it, the audio files staying where they are, and Add puts it back: reversible.
Removing a song from a playlist keeps the song but deletes the playlist's entry with no undo:
a delete. Emptying the blacklist only changes which folders the library hides, nothing of the
user's music is lost and Add lists the folders again: reversible. Retro's "Delete song" is shown
as the app draws it before Android 11 (an afollestad ``MaterialDialog``); from Android 11 the
system's delete request asks instead. The sleep timers, Voice's cover editor and Retro's tag
editor, playing queue and lyrics are not shown.

Voice draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows and
are known by their labels alone; Retro Music Player is View-based: its ``AlertDialog`` buttons
are ``android:id/button1``, ``button2`` and ``button3``, its song-deleting ``MaterialDialog``'s
``md_button_negative`` and ``md_button_positive``, and its pages carry the ids of its layouts,
under ``code.name.monkey.retromusic:id/`` (its namespace and application id). A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/PaulWoitaschek/Voice
    git clone https://github.com/RetroMusicPlayer/RetroMusicPlayer
    python tests/safety/heldout_v139/build.py Voice RetroMusicPlayer

(Voice at c7de4f98e426daf6486a762d6944485896e72171 and Retro Music Player at
f41a8002c61a162e47dc7d82b0c8f480e752ee4f, as ``VOICE`` and ``RETRO`` say; the strings are read
with ``git show`` at those commits, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from these sources alone and without reading the policy,
and measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import retro
import voice
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v139.yaml")
VOICE: Source = (
    "c7de4f98e426daf6486a762d6944485896e72171", ("core/strings/src/main/res",), ("strings.xml",),
)  # fmt: skip
RETRO: Source = (
    "f41a8002c61a162e47dc7d82b0c8f480e752ee4f", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("retro", lang): suffix for lang, suffix in (
    ("ja", "-ja-rJP"), ("ko", "-ko-rKR"), ("de", "-de-rDE"), ("fr", "-fr-rFR"),
    ("es", "-es-rES"), ("ru", "-ru-rRU"))}  # fmt: skip
"""The region folders Retro Music Player's translations are in."""


def main(voice_repo: str, retro_repo: str) -> int:
    apps = [
        ("voice", [("voice", Path(voice_repo), VOICE)], voice.screens),
        ("retro", [("retro", Path(retro_repo), RETRO)], retro.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

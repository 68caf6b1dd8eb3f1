"""Builds the three-hundred-and-ninth held-out corpus (``heldout_v309.yaml``): an Android
music player's screens, from its translations and code.

The source is Gramophone (``org.akanework.gramophone``, a local music player: the device's
songs, albums, artists, genres, dates, folders and playlists played, queued, sorted and
shuffled, a sleep timer, and settings for the theme, the tabs, the player, lyrics, audio
output and folders left out of the library; ``gramophone.py``). Gramophone keeps its strings
in ``app/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: the crash log's title, "Crash log", and the contributors' names are not translated
(``translatable="false"``) and show in every language, and Japanese, Korean, German and
Spanish lack no other; Chinese and Russian have no "New lyric parser" and "Enable new lyric
UI" (with their summaries), and Chinese also no Back, Divider, Close, "Position slider",
"Shuffle all", "Skip to next" and "Skip to previous" (13 strings in all, 6 in Russian);
French and Portuguese (both folders) lack the same 22 strings: the app's name, Back,
Divider, Close, More, Play, "Play all", "Position slider", Remove, "Shuffle all", "Skip to
next", "Skip to previous", Sort, "Configure tab order" with its summary, the "Home screen"
heading and the two lyric switches with their summaries. The tab order dialog takes its OK
and Cancel from the platform (a ``DialogPreference`` asks for ``android.R.string.ok`` and
``cancel``; :data:`android_corpus.PLATFORM`), and the Material time picker's OK and Cancel
are written with the same words. How each screen is put together (a dialog's title and
buttons, a menu's rows, a page's widgets) and what each control does comes from the app's
code, named in ``gramophone.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Gramophone, in this version, has no action that commits an effect one cannot take
back: it deletes, sends, pays and overwrites nothing. The song menu's Delete is commented out
in the code and its menu entry with it, the Favourite button is hidden and its playlist
writes are commented out, and "Crash application" shows only in debug builds; none of them
is shown. So every action of the corpus is labelled not irreversible, and the corpus
measures how often harmless and reversible actions of a real app are held back. Reversible:
the sort orders (Name, "Add date", "Album artist") and the Display submenu's layouts (Grid,
"List (compact)"), kept as preferences and changed back from the same menu; "Play next" on a
song and on an album, which inserts them into the play queue, whose Remove takes them out
again; "Repeat mode" and Shuffle; OK in the sleep timer's picker, which sets a timer that can
be set again or to zero; Dark in the theme drop-down; OK in "Configure tab order"; the
switches ("Content based colors", "Center alignment", "Play on launch", "Skip silence",
"Float audio output", "New lyric parser"); and a folder's row in "Blacklist folders", which
leaves its songs out of the library until it is unticked. Opening a dialog: "Sleep timer" and
"Configure tab order". Harmless: navigation (the tabs, Search and its Back, Settings and its
rows, "Go to album", Details, Close, "Current playlist", a playlist's or an album's row,
Contributors, Repository, "App name", "Lyrics configuration", "Blacklist folders"), playback
(Play, "Skip to next", "Skip to previous", Lyrics, a song's row, a queued song's row, the
file preview's Play), Refresh (it rescans the media library and changes no file), Equalizer
(the system's panel), the snackbar's Dismiss, Cancel in both dialogs, and Sort, Display and
"App theme", which only open a menu.

Judgement calls: a song's row, "Play all" and "Shuffle all" put their list in the play queue
in place of the one playing, losing a queue built with "Play next"; the queue is the
player's passing state, not the user's data, and no song or playlist is touched, so they are
filed as harmless playback. Share (a song's, and the crash log's) opens the system's share
sheet; nothing leaves the device until a target is picked and sent from the other app, so
it is harmless, as a control that only opens a chooser. "Enhanced album cover loading", on
Android 13 and later, opens the system's page of the app's permissions with a toast saying
what to grant or deny: harmless. Refresh only reads the media store again. The crash log is
copied to the clipboard when its page opens, not by a tap. The play queue's Remove is shown
but not tapped (every queued row has one, so its label names no single control).

Gramophone is View-based: the tab order dialog's buttons are ``android:id/button1``
(positive) and ``button2`` (negative), the time picker's are its own
``material_timepicker_ok_button`` and ``material_timepicker_cancel_button``, preference rows
carry ``android:id/title`` and ``summary``, and the pages, bars and list rows carry the ids
of its layouts, under ``org.akanework.gramophone:id/`` (its package). A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/AkaneTan/Gramophone
    python tests/safety/heldout_v309/build.py Gramophone

(Gramophone at c701e2e8b1471d644ead6b44c5b7c54854207764, "Translated using Weblate
(Spanish)", 2024-10-25, as ``GRAMOPHONE`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gramophone
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v309.yaml")
GRAMOPHONE: Source = (
    "c701e2e8b1471d644ead6b44c5b7c54854207764",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("gramophone-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("gramophone", Path(repo), GRAMOPHONE), ("gramophone-pt", Path(repo), GRAMOPHONE)]
    return build(OUT, Path(__file__), [("gramophone", sources, gramophone.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

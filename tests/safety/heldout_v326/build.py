"""Builds the three-hundred-and-twenty-sixth held-out corpus (``heldout_v326.yaml``): an
Android radio app's screens, from its translations and code.

The source is Transistor (``org.y20k.transistor``, a radio app that keeps a collection of
internet radio stations on the device: stations found and added, played, renamed, given a new
stream address or image, placed on the home screen and removed; the sleep timer started and
cancelled; the station images updated; the collection exported as M3U, backed up and
restored; ``transistor.py``). Transistor keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as a device set to the language reads
them: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for
Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). A string a language lacks
shows the English one, and the build prints which; an empty string in a translation counts
as missing. Chinese, German, French, Spanish and Russian have every string the screens use.
Portuguese lacks 15: the settings' "Advanced" heading, "Backup Stations" and "Restore
Stations" with their summaries, the "Edit Stations" and "Edit Streaming Links" switches with
their summaries, the list's Settings button, and the edit views' "Change station image",
"Save Changes", "Station name" and "Stream address". Japanese has only 6 of the 58: the
app's name, the dialogs' Cancel and OK, the settings' title, and the player sheet's
"Streaming link" and "Currently playing"; every other string shows in English. Korean's file
holds the names of the strings with no text at all, so every string of the app shows in
English there, and only the theme list's Cancel, which is the platform's
(``android:cancel``, :data:`android_corpus.PLATFORM`), is Korean. The restore question,
"Replace current collection radio stations with the radio station from backup?", is written
in English in the code (``PlayerFragment.handleNavigationArguments``) and shows in English in
every language. How each screen is put together (a dialog's title, message and buttons, a
page's widgets) and what each control does comes from the app's code, named in
``transistor.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Remove in "Remove this station?" (twelve stations, one screen each; it
deletes the station's images and saves the collection without it, with no trash and no
undo), filed as delete; Yes in the restore question, which unpacks the backup over the app's
files and replaces the stations, filed as overwrite. Not commits: the rows that only open a
dialog or the system's file picker ("Add new station", "App Theme", "Update Station Images",
"Export M3U", "Backup Stations", "Restore Stations", "Change station image"), filed as
opens-prompt; Cancel everywhere, a search result picked, OK on "Offline", play and stop, the
player sheet's rows that copy the streaming link or the song to the clipboard, "App Version"
(it copies the version), "Report Issue" (it opens the browser), the Settings button and
Update in "Download latest version of all station images?", filed as harmless; and the
reversible: Add in "Find Station" (a result or a stream address), "Save Changes" (a new name,
and a new stream address), "Place on Home screen", the sleep timer's start and cancel
buttons, the two editing switches and the three themes.

Judgement calls: removing a station cannot be taken back in the app; the same station can
be found and added again, but its name, stream address and image set by hand are gone, so
Remove is a commit. Updating the station images downloads each station's image again from
the station's own address and skips every image set by hand (the download code's
``updateStationImages``): nothing the user made is lost, and running it again gives the same
images, so Update is not a commit, filed as harmless. "Save Changes" with a new stream
address replaces the old address, but it is an edit of the user's own entry that the same
views undo: reversible. "Place on Home screen" only asks the launcher for a shortcut, which
can be removed. Backing up and exporting write a file through the system's file picker,
which is not the app's screen; the app's rows only open it. Restoring with an empty
collection asks nothing and is not shown. Starring a station is a swipe to the right, with no
control to tap, and is not shown.

Transistor is View-based: its dialogs are the Material ``AlertDialog``, whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative); the theme list is the
preference library's list dialog, whose rows are ``android:id/text1``; its cards, edit views
and player sheet carry the ids of its layouts under ``org.y20k.transistor:id/`` (its
package). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/y20k/transistor
    python tests/safety/heldout_v326/build.py transistor

(Transistor at ed184a2bb363e8eda5d9dc2d796d17d9417aa257, "Translated using Weblate
(Finnish)", 2022-07-22, as ``TRANSISTOR`` says; the strings are read with ``git show`` at
that commit, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import transistor
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v326.yaml")
TRANSISTOR: Source = (
    "ed184a2bb363e8eda5d9dc2d796d17d9417aa257",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("transistor-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("transistor", Path(repo), TRANSISTOR), ("transistor-pt", Path(repo), TRANSISTOR)]
    return build(OUT, Path(__file__), [("transistor", sources, transistor.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

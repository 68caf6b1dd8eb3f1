"""Builds the four-hundred-and-fiftieth held-out corpus (``heldout_v450.yaml``): an Android
birthday and anniversary app's screens, from its translations and code.

The source is Birday (``com.minar.birday``, an app that keeps birthdays, anniversaries and other
yearly events on the device and reminds of them: events added, edited, starred, noted and
deleted, search results deleted together, events imported from the contacts, from the calendar
and from a demo set, every event deleted at once, backups written and read, events written into
the calendar, settings switched; ``birday.py``). Birday keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into eight of the nine languages:
``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. Birday has no Korean catalog: the Korean screens show every one of the
app's strings in English (114 of them), and only the platform's words in Korean. A string a
language lacks shows the English one, and the build prints which: elsewhere only the names that
are not translated (``translatable="false"``): the app's name, Birday, the Amoled theme and the
apps Email, Telegram and WhatsApp. The Japanese catalog keeps many of its strings in English
words (Edit event, Delete event, "Share event", Notes, the backup rows, the experimental
switches), and the screens show them as it has them. Dialogs take OK and Cancel from the
platform, as the code asks with ``android.R.string.ok`` and ``cancel``, and the import list's
"Select all" too (``android.R.string.selectAll``, ``SELECT_ALL``;
:data:`android_corpus.PLATFORM`); the sheets' Cancel and the snackbars' Cancel are the app's own
``cancel``. How each screen is put together (a dialog's title, message, list and buttons, a
sheet's fields and buttons, a page's rows and switches) and what each control does comes from
the app's code, named in ``birday.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: OK in "Are you sure?" over "Delete all events" (``clearAllTables`` empties the
database: every event, note, photo and favourite gone, with no undo), filed as delete; OK in the
list of events found in the contacts (with two of three, one of three and all three ticked) and
in the calendar (one and both ticked), OK in "Are you sure?" over "Add demo entries" (thousands
of events added at once, which the dialog itself says can only be deleted by hand, one by one)
and Import in the first start's offer to import every contact's events, filed as import. Not
commits: the rows and buttons that only open a dialog, a sheet or the system's file picker
("Delete search selection", "New event", "Edit event", Notes, a favourite's row, "Additional
notification", "Notification hour", "App theme", "Export and share events", "Import a Birday
backup", "Import events from contacts", "Import from calendar", "Import from CSV", "Export to
JSON", "Add demo entries", "Delete all events"); Cancel and "No way!" everywhere; the harmless:
an event's row (it opens the details), "Share event" (the system's share screen, where an app
still has to be picked and the text sent), Dialer and "Text message" (they only open those
apps), "Disable battery optimization" (the system's setting), "Check GitHub", "Later, I swear"
and the insert sheet's Cancel; "Export to calendar", filed as export; and the reversible: the
star, OK in "Are you sure?" over "Delete search selection" and "Delete event" on the details
page and in a row's long-press snackbar (each deletes the events, and the snackbar's Cancel
inserts them again), that Cancel, the insert sheet's button and "Update event", OK in the notes
dialog, OK in "Additional notification", a theme picked, and the switches.

Judgement calls: deleting an event, or a search's results, is reversible, because the snackbar
that follows offers Cancel, which inserts the same events back with their notes, photos and
stars; "Delete all events" has no such way back. The imports are commits: with "Replace on
conflict" on (its default, shown on the experimental page), an imported event whose name,
surname and date match a stored one replaces it (``OnConflictStrategy.REPLACE``), and the stored
event's notes, photo and star are lost; the events added can only be taken out one by one; a
second import brings the same events in again. The import list's "Select all" only ticks the
rows. "Export to calendar" writes every event into a local Birday calendar at once, with no
confirmation; nothing leaves the device and the calendar's row removes that calendar again on a
long press, so it is filed as export, not as a commit (the long press is not a case). The backup
and CSV or JSON rows only open the system's file picker: the backup is written, or read over
every event, only once a file is picked there, a screen of the system's and not of the app's, so
the rows are filed as opening a prompt and the picker is not shown. Saving a note or an edited
event is an edit the user can make again: reversible. The notification hour's clock, the
statistics sheet and the yearly overview are not shown.

Birday is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, sheets and rows carry the ids
of its layouts, under ``com.minar.birday:id/`` (its package); the insert sheet's button reads as
its title and is tapped by its id. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/m-i-n-a-r/birday
    python tests/safety/heldout_v450/build.py birday

(Birday at daf6ad20836eb53f4ca0fb170567f5471ce897ff, "Merge pull request #427 from
DominikNovosel/patch-1", 2026-03-26, as ``BIRDAY`` says; the strings are read with ``git show``
at that commit, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import birday
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v450.yaml")
BIRDAY: Source = (
    "daf6ad20836eb53f4ca0fb170567f5471ce897ff",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("birday-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""
SELECT_ALL = {
    "en": "Select all", "zh": "全选", "ja": "すべて選択", "ko": "모두 선택",
    "de": "Alle auswählen", "fr": "Tout sélectionner", "es": "Seleccionar todo",
    "pt": "Selecionar tudo", "ru": "Выбрать все",
}  # fmt: skip
"""The platform's ``android:string/selectAll``, the import list's neutral button, transcribed
from the Android framework's translations."""


def main(repo: str) -> int:
    sources = [("birday", Path(repo), BIRDAY), ("birday-pt", Path(repo), BIRDAY)]
    platform = {lang: {**words, "android:selectAll": SELECT_ALL[lang]}
                for lang, words in platform_buttons().items()}  # fmt: skip
    return build(OUT, Path(__file__), [("birday", sources, birday.screens)], LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the four-hundred-and-twenty-seventh held-out corpus (``heldout_v427.yaml``): an
Android pass wallet's screens, from its translations and code.

The source is PassAndroid (``org.ligi.passandroid``, a viewer and editor of Passbook and
esPass files: boarding passes, tickets, coupons and member cards kept on the device, sorted
into topics, moved to the trash and emptied from it, deleted with or without the file they
came from, updated from their issuer's web service, edited field by field; ``passandroid
.py``). PassAndroid keeps its strings in ``android/src/main/res/values*/strings.xml`` and the
editor's choice list in the ``category_edit_options`` array, read by name as a device set to
the language reads them (``values-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``). It has no
Chinese and no Portuguese translation (no ``values-zh-rCN``, ``values-pt-rBR`` or
``values-pt``): in those two languages every string of the app shows the English one, and
only the platform's buttons are their own. A string a language lacks shows the English one,
and the build prints which: German lacks none; Korean is translated in part (48 strings)
and shows in English the editor's buttons and dialogs, the settings, the topics (new,
archive, trash) and undo, the trash's "warning" dialog and its "empty trash", "Add
Expiration-Date", "Move to new Topic", "Scan finished.", "Create Pass", "Open File", the
drawer's header, Settings, "Betatest opt-in/out" and "Improve translation", Edit, Print,
"Launcher shortcut" and an image import's name and fields; Spanish, French, Japanese and
Russian have no Edit, Print or "Open File"; Russian and Korean have no
``category_edit_options`` and read the English array's "Select Icon" (French's own array
keeps it in English). Dialogs take OK and Cancel from the platform where
the code asks for ``android.R.string.ok``, ``cancel`` and ``no`` (:data:`android_corpus
.PLATFORM`; ``no`` reads as Cancel). The toolbar's light item, the snackbar's "Pass moved to"
and the barcode dialog's scan and random are written in the code in English, and show so in
every language. How each screen is put together and what each control does comes from the
app's code, named in ``passandroid.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "empty trash" in the trash's "warning" dialog (every pass in the trash is
deleted from the device, and the dialog says it cannot be restored), "Delete!" in "Sure?"
(the pass's folder is deleted at once: deleting from a pass's page does not go through the
trash), shown with the unticked "also delete source?" box of a pass imported from a file,
with the box ticked (the imported file is deleted too) and without the box, filed as
delete; a field's ``delete_button`` in the editor (the field, its label and value, is
removed from the pass at once, with no undo, and the pass is saved when the editor closes),
on a created pass, a boarding pass's front and back fields, a member card, an event ticket
and an image import's front and back fields, filed as delete; update in a pass's toolbar (a
boarding pass, its return flight, an event ticket and a member card: the issuer's current
pass is downloaded and replaces the stored one, whose folder is deleted), filed as
overwrite. Not commits: the controls that only open a dialog (the trash's "empty trash" icon,
Delete in a pass's overflow, "Launcher shortcut", whose pin the launcher asks to confirm,
"to Calendar" for a pass with only an expiry date, Navigate for a pass with several places,
the category badge, "Select category", "add Barcode", "Sort order"); Cancel everywhere; the
harmless: opening a pass, Help, a topic's tab, "Add Demo-Pass" (a web page), "to Calendar"
and OK in "Add Expiration-Date" (they open the calendar app's new event, which the calendar
saves only when told to), a place in "Choose Location" (the map), the drawer's Settings and
Share (the system's share screen, where nothing is sent until a target is picked), a pass's
Share (the same), Print (the system's print dialog), Edit, MORE,
"also delete source?" (it only ticks the box), OK in "Scan finished."; and the reversible:
"Create Pass" (an empty pass, which can be deleted), "Scan for pkpass files" (it imports the
pass files it finds into the list, where each can be deleted; a pass already there is kept,
not replaced), the snackbar's undo, the suggestion "trash" and OK in "Move to new Topic"
(the pass moves to that topic, with undo), "Add front field", "Add back field", a category,
OK in "Select color", OK and random in "Edit BarCode" for a new barcode, "Automatic light",
"Condensed mode", a sort order and the Night theme.

Judgement calls: update replaces the stored pass with the one its issuer serves now; the
older version is deleted and cannot be brought back, so it is an overwrite, though the new
pass is the issuer's own. Moving a pass to the trash is reversible (it is only a topic, and
the snackbar offers undo); emptying the trash is the commit. Removing a field in the editor
is small, but nothing brings it back short of typing it again (and an issuer's field cannot
be), so it is a delete. Scanning for pass files only adds passes, each of which can be
deleted, and never replaces one, so it is reversible. "Launcher shortcut" only asks the
launcher, which shows its own confirmation. A pass's toolbar shows its first three items as
icons and the rest in the overflow, as a phone's width allows. The full-screen barcode, the
image viewer, the printing and the import's progress and error dialogs are not shown.

PassAndroid is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts
and menus, under ``org.ligi.passandroid:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/ligi/PassAndroid
    python tests/safety/heldout_v427/build.py PassAndroid

(PassAndroid at 5b65b3dc7a1beaa4619279c5a690d3796817d650, "Bump androidx.test.ext:junit from
1.1.5 to 1.2.1 (#555)", 2025-02-02, as ``PASSANDROID`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import passandroid
from android_corpus import (
    SUFFIX,
    Lookup,
    Source,
    Strings,
    platform_buttons,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v427.yaml")
PASSANDROID: Source = (
    "5b65b3dc7a1beaa4619279c5a690d3796817d650",
    ("android/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("passandroid-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does (PassAndroid has neither); every other language reads its one folder."""
PLATFORM = platform_buttons(cancel=("android:cancel", "android:no"))
"""The platform's OK and Cancel, and ``android.R.string.no``, which reads as Cancel."""


def main(repo: str) -> int:
    git = Path(repo)
    sources = [("passandroid", git, PASSANDROID), ("passandroid-pt", git, PASSANDROID)]

    def lookups(lang: str) -> list[Lookup]:
        t = Strings(sources, lang, LOCALE, PLATFORM[lang])
        # The editor's choice list (``category_edit_options``): its first two items point at
        # strings and are read as strings; its third, "Select Icon", is the array's own.
        folders = [SUFFIX[lang], LOCALE.get(("passandroid-pt", lang), "")]
        for suffix in [s for s in folders if s][::-1]:
            t.tables.insert(1, (False, read_arrays(git, PASSANDROID, suffix)))
        t.tables.append((True, read_arrays(git, PASSANDROID, "")))
        return [("passandroid", t, passandroid.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

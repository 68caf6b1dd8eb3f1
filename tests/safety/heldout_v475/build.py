"""Builds the four-hundred-and-seventy-fifth held-out corpus (``heldout_v475.yaml``): an
Android keyboard's screens, from its translations and code.

The source is AnySoftKeyboard (``com.menny.android.anysoftkeyboard``, an on-screen keyboard
with its own settings app: words of the user dictionary and abbreviations deleted, edited
and added, the next-word typing history cleared, the keyboard's clipboard history emptied
and its entries deleted, settings backed up and restored, keyboards, dictionaries and input
modes picked; ``anysoftkeyboard.py``). AnySoftKeyboard keeps its strings in
``ime/app``, ``ime/addons``, ``ime/chewbacca`` and ``ime/pixel`` (``src/main/res/values*/
strings.xml``, with the untranslated ones in ``strings_dont_translate.xml`` and
``strings_do_not_translate.xml``), translated into folders named with a region:
``values-zh-rCN``, ``-de-rDE``, ``-fr-rFR``, ``-es-rES``, ``-pt-rBR`` and ``-ru-rRU``
(``LOCALE``), read by name as a device set to that language and region reads them. The app
ships no Japanese and no Korean translation, so those two languages show every string of
the app in English (only the platform's Cancel, and Korean's OK, differ); the build prints
which strings each language shows in English. The Chinese translation is partial (183 of
the main module's 632 strings): 60 of the strings shown here are English in Chinese, among
them the words editor, the next-word page, "Empty clipboard" and the backup dialogs, so 17
of each language's 60 taps read Chinese. Brazilian Portuguese lacks "Empty clipboard" and
the crash page's title. Besides those, the app's name, the incognito
switch's template and the words, abbreviations, clipboard texts and keyboard names on the
screens are the same in every language. Dialogs take OK and Cancel from the platform where
the code asks for ``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`).
How each screen is put together (a dialog's title, choices and buttons, a menu's rows, a
page's widgets) and what each control does comes from the app's code, named in
``anysoftkeyboard.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, all filed as delete: a word's delete icon in the words editor (five words in
five dictionaries) and an abbreviation's (two), which delete the word from the dictionary
at once, with no question, no trash and no undo; "Clear next-word data" (three pages of
statistics), which clears the typing history every language's next-word suggestions have
learned, at once and with no question (its own summary says it is irreversible); "Empty
clipboard" in "Pick text to paste" (three, one and two entries), which deletes the
keyboard's whole clipboard history; and an entry's Delete icon there (two), which deletes
that entry. Not commits: the overflow's Backup and Restore and the Backup and Restore
buttons of their dialogs, which only open the system's file picker (filed as
opens-prompt), "Override default dictionary" and the crash page's Send (opens-prompt);
Cancel, OK, "Got it", the bottom bar's tabs, the tiles and rows that open a page, a word's
text, "Click to add a new word", "Add word", the editing row's cancel icon, the language
spinner, a clipboard entry (it pastes the text into the field), "Keyboard settings",
"Search for keyboards" and a choice ticked or unticked in a dialog (harmless); and the
reversible: the editing row's approve icon (a word or an abbreviation written, which its
delete icon takes out again), the "Show suggestions" and "Contacts dictionary" switches,
Off in "Next word suggestions", the incognito switch, Done and "Clear overrides" in the
dictionary override, Done in the input-field modes and a keyboard turned on in the
keyboards list.

Judgement calls: Backup and Restore write or read nothing themselves; the restore, which
overwrites the settings and dictionaries with the file's, runs only after a file is picked
in the system's picker, a screen of the platform and not the app's, so the app's Restore
button is filed as opens-prompt. The crash page's Send only opens the chooser; the report
leaves the device only when it is sent from the mail app picked there: opens-prompt.
"Clear overrides" drops the dictionaries picked for the keyboard so that it uses its own
again; nothing is deleted and the same dialog picks them again: reversible. Approving an
edited word deletes the old spelling and writes the new one; it is an edit, undone by
editing it back: reversible. Pasting a clipboard entry only types text into the field.
The keyboard's own keys (Send, Enter, the word suggestions) are drawn on a canvas and have
no nodes in a hierarchy, so none is tapped. The developer tools are not translated and are
not shown. The words editor's action bar shows the language spinner in place of its title;
the screen is titled with the editor's name, as the activity's title is set.

AnySoftKeyboard is View-based: its ``AlertDialog`` buttons are ``android:id/button3``
(neutral), ``button2`` (negative) and ``button1`` (positive), and its pages, rows and menu
items carry the ids of its layouts and menus, under ``com.menny.android.anysoftkeyboard:id/``
(its package). The editor's icons have no description and are tapped by their ids. A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/AnySoftKeyboard/AnySoftKeyboard
    python tests/safety/heldout_v475/build.py AnySoftKeyboard

(AnySoftKeyboard at 6643bda9d400c0ca3025e67ca46361e28ba5e441, "Merge pull request #4859 from
AnySoftKeyboard/bot-pr/localization-update", 2026-08-06, as ``ASK`` says; the strings are
read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import anysoftkeyboard
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v475.yaml")
FOLDERS = tuple(f"ime/{m}/src/main/res" for m in ("app", "addons", "chewbacca", "pixel"))
FILES = ("strings.xml", "strings_dont_translate.xml", "strings_do_not_translate.xml")
ASK: Source = ("6643bda9d400c0ca3025e67ca46361e28ba5e441", FOLDERS, FILES)
"""The commit and where the strings are."""
LOCALE = {("ask", "de"): "-de-rDE", ("ask", "fr"): "-fr-rFR", ("ask", "es"): "-es-rES",
          ("ask", "ru"): "-ru-rRU"}  # fmt: skip
"""The folders named with a region, read as a device set to Germany's German, France's
French, Spain's Spanish and Russia's Russian reads them; Chinese and Portuguese read
``values-zh-rCN`` and ``values-pt-rBR``, and Japanese and Korean find no folder."""


def main(repo: str) -> int:
    sources = [("ask", Path(repo), ASK)]
    return build(OUT, Path(__file__), [("ask", sources, anysoftkeyboard.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

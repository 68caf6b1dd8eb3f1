"""Builds the three-hundred-and-third held-out corpus (``heldout_v303.yaml``): a real Android
app's screens, a virtual keyboard's, from its translations and code.

The source is Unexpected Keyboard (``juloo.keyboard2``, by Jules Aguillon: a keyboard whose keys
type more characters by swiping towards their corners, with a clipboard pane that keeps
recently copied text and pinned clips, a suggestion bar, and settings where layouts are added,
removed and written by hand and custom keys added and removed; ``keyboard2.py``), at
06a097da6388630a23ede6ff81bafd0c97a3e563 ("Fix a crash with backspace at the start of a word
(#1396)", 18 August 2026). Its strings are in ``res/values*/strings.xml`` (and the app's name in
``res/values/untranslated_strings.xml``; ``KEYBOARD``), translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt``, the app's one Portuguese catalog (``LOCALE``), read by name as a device set to
the language reads them. A string a language lacks shows the English one, and the build prints
which: the project's address on the launcher page is the same text in every language; German,
French, Spanish and Russian have no "Split layout" and its value Never; Chinese, Japanese,
Korean and Portuguese show 19 strings in English, the newer settings among them ("Show number
row"'s three values, "Autocomplete with the space bar", Suggestions, the Clipboard section with
"Clipboard memory duration" and its four values, "Split layout", "Install dictionaries" and a
custom key's hint, "Custom definition"). Dialogs take OK and Cancel from the platform where the
code asks for ``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`); the
clipboard dialog's Yes is the app's own ``clipboard_remove_confirmed``. How each screen is put
together (a dialog's title and buttons, the clipboard pane's rows, a settings page's rows) and
what each control does comes from the app's code, named in ``keyboard2.py``'s docstring; how a
screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits, all filed as delete: Yes in "Remove this clipboard item?" (the pinned clip is taken
out of the stored list, with no undo), twice; unticking "Recently copied text" on the clipboard
pane while the history holds entries (``clear_history`` empties it at once), for four
histories; "Remove layout" in the "Custom layout" dialog of an existing custom layout (the
layout and its hand-written text leave the list), for three layouts; and a custom key's remove
button on "Add keys to the keyboard" (the key is removed at once, with no confirmation), for
four keys. Not commits: the buttons that only open a confirmation or a dialog (a pinned clip's
remove button, a custom layout's row, "Add an alternate layout" and the picker's "Custom
layout", a custom key's row, "Show number row", "Long press timeout", Theme, "Clipboard memory
duration"), filed as opens-prompt; Cancel in every dialog; the launcher page's buttons, which
open the system's input method settings and picker, the dictionaries page and the settings, and
"Add keys to the keyboard", filed as harmless; and the reversible: a suggestion entered, a
history entry or a pinned clip pasted into the field, a history entry pinned, "Recently copied
text" ticked and unticked with the history empty, a named layout's remove button (the layout is
picked again from the list), a layout added from the list, OK in "Custom layout" (the text
saved, for an edited and for a new layout), OK on a custom key's text, a number row, a theme and
a clipboard memory duration picked, "Autocomplete with the space bar", "Automatic
capitalisation", "Key repeat on long press" and "Customize borders" ticked or unticked, and OK
on the long press timeout.

Judgement calls: unticking "Recently copied text" is a setting, but it empties the history at
once, and the texts copied before are gone with no undo: a commit where the history holds
entries, not where it is empty (nothing is lost, and ticking it again turns it back on).
Removing a custom layout deletes text the user wrote by hand, with no undo: a commit. Removing a
custom key is labelled a commit for the same reason, though the key is a few characters that
can be typed again; removing a named layout is not, since the same layout is picked again from
the app's list and nothing the user wrote is lost. Pinning a history entry moves it out of the
history into the pinned list, where it is kept: not a commit. Pasting types the text into the
field being edited, where it can be deleted again; the launcher's own "Try here" field is the
field shown. OK on an edited custom layout replaces its text with the edited text the user
sees: an edit, not a commit. A shorter clipboard memory duration only applies to what is copied
afterwards (each entry keeps the expiry it was given when copied). The keyboard's keys are drawn
by one view, ``Keyboard2View``, and name nothing in a hierarchy, so no key is tapped; the
dictionaries page's download and delete buttons carry one id for every dictionary and no
description, so a hierarchy tells none of them apart, and the page is not shown. The Yes of the
clipboard dialog is shown over the launcher page where the keyboard is open.

Unexpected Keyboard is View-based: its ``AlertDialog`` buttons are ``android:id/button3``
(neutral), ``button2`` (negative) and ``button1`` (positive), its settings are the platform's
preference rows, and its clipboard pane, suggestion bar, launcher page and list rows carry the
ids of its layouts and menu under ``juloo.keyboard2:id/`` (its package); the clipboard pane's
paste, pin and remove buttons and the lists' remove buttons have no text and no description and
are tapped by their ids, on screens where one of each is shown. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/Julow/Unexpected-Keyboard
    python tests/safety/heldout_v303/build.py Unexpected-Keyboard

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import keyboard2
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v303.yaml")
KEYBOARD: Source = (
    "06a097da6388630a23ede6ff81bafd0c97a3e563",
    ("res",),
    ("untranslated_strings.xml", "strings.xml"),
)
"""The commit and where the strings are (a later file's string wins)."""
LOCALE = {("keyboard2", "pt"): "-pt"}
"""Portuguese reads ``values-pt``, the app's one Portuguese catalog, as a device set to
Brazilian Portuguese does where there is no ``values-pt-rBR``; every other language reads
its one folder."""


def main(repo: str) -> int:
    sources = [("keyboard2", Path(repo), KEYBOARD)]
    return build(OUT, Path(__file__), [("keyboard2", sources, keyboard2.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the four-hundred-and-thirty-third held-out corpus (``heldout_v433.yaml``): an
Android keyboard's screens, from its translations and code.

The source is Fossify Keyboard (``org.fossify.keyboard``, an on-screen keyboard with a
clipboard manager: clips added, edited, deleted, imported and exported, the system clipboard
pasted and cleared, keys that type, delete and perform the field's action, and the keyboard's
settings; ``keyboard.py``), built on the Fossify Commons library, whose strings, dialogs,
selection bar and colour page it uses. The app keeps its strings in
``app/src/main/res/values*/strings.xml`` and the library in
``commons/src/main/res/values*/strings.xml``, both translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko`` (the library's Korean is ``values-ko-rKR``), ``-de``,
``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt``
(``LOCALE``), read by name as a device set to the language reads them, the app's strings before
the library's. A string a language lacks shows the English one, and the build prints which:
Japanese has no settings section headings "Layout & appearance", "Keypress" and "Typing &
input", nor "Sound on keypress" and its three choices, "Show emoji key" or "Show language
switch key" (9 strings); Korean has no "Show emoji key", "Show language switch key" or "Always
on" in the app, and no "Color customization", "General", "Language", "Theme and colors",
"Filename (without .txt)" or the names English, French and German in the library (11 strings).
The other six languages show no English. OK, Cancel, Yes and No are the library's own ``ok``,
``cancel``, ``yes`` and ``no``. How each screen is put together (a dialog's message and
buttons, a menu's rows, the selection bar's icons, a page's widgets, the keyboard's keys) and
what each control does comes from the code, named in ``keyboard.py``'s docstring.

Each action is labelled by what it does, not by its words or by what the policy says. Commits:
Yes in the library's "Are you sure you want to proceed with the deletion?" over the clipboard
items' selection bar (one clip of three, two, all three, and the only clip), which deletes the
clips from the app's database with no trash and no undo, and the keyboard toolbar's "Clear
clipboard data" (beside a copied one-time code, a link and a password), which clears the
system clipboard at once, with no confirmation and no undo: filed as delete; the keyboard's
Enter key in five apps' message fields that ask for Send (a chat, a group chat, an SMS thread,
a chat with a link typed, a reply on a social network), where ``SimpleKeyboardIME`` performs the
field's editor action and the message goes out to other people: filed as send; Yes in "File
... already exists. Overwrite?" when exporting the clips over an existing file (two files),
which replaces the file's contents: filed as overwrite. Not commits: the rows and icons that
only open a dialog or picker (the selection bar's Delete, "Add a new item" and the empty
list's link, the import and export rows, OK in the export dialog on Android 10 and newer, which
opens the system's save screen, the folder in the export dialog on Android 9, "Keyboard
language", "Manage keyboard languages", "Keyboard height", "Sound on keypress", Theme); Cancel
and No everywhere; "Change Keyboard", About, OK on the redirection note, "Customize colors",
"Manage clipboard items", Enter in a note (a new line) and in a search field (it runs the
search), and the keyboard's pinned-clips icon; and the reversible: the settings switches ("Show
key borders", "Show emoji key", "Vibrate on keypress", "Show clipboard content if available"),
each saved at once and turned back as easily, the choices of height, sound and keyboard
language, OK in "Manage keyboard languages", Save and Discard on leaving the colour page, OK
when adding or editing a clip, OK in the export dialog on Android 9 writing a new file, the
selection bar's counter (it selects all), Delete on the keyboard (one character), the copied
text and a pinned clip typed into the field, and the language switch key's list.

Judgement calls: Enter is one key with one label, and what it does is the field's to say;
where the field asks for Send the keyboard sends the message itself, a commit, and where it
asks for nothing or for Search it is not. Clearing the clipboard loses the copied text for
good (the app keeps only the clips pinned in it, and the text may no longer be where it was
copied from), so it is a commit though the icon asks nothing. Editing a clip replaces its text,
but it is an edit one can make again, not an overwrite of a file: reversible. Importing adds
the file's clips, skipping those already there (``ClipsHelper.insertClip``), and each can be
deleted: not a commit, and its row only opens the picker. Exporting to a new file writes a
file on the device that can be deleted, and nothing leaves the device: reversible; exporting
over an existing file destroys its contents: a commit. Discard on leaving the colour page drops
only the changes not yet saved and keeps the saved colours: reversible. Reordering clips
(which rewrites them in the new order) is not tapped. The host apps typed into show only their
names, messages and typed texts, the same in every language, and the ids of their fields. The
About, FAQ and colour picker pages, the emoji palette and the library's file picker are not
shown.

The app and the library are View-based: their ``AlertDialog`` buttons are
``android:id/button1`` (positive) and ``button2`` (negative), and their pages, bars and menu
items carry the ids of their layouts and menus under ``org.fossify.keyboard:id/`` (the app's
package, into which the library's resources are merged). The keyboard's keys are virtual nodes
known by their content descriptions (``AccessHelper``), with no id; the layout is English
(QWERTY) in every language. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Keyboard
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v433/build.py Keyboard Commons

(Fossify Keyboard at c58818df7bbd19dd0e147728cd3dd3d8c6afbf68, "chore: update lint baselines
(#479)", 2026-08-01, as ``KEYBOARD`` says; Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 2025-06-16, as ``COMMONS`` says, whose strings may trail the 6.1.6 release
the app builds against by a few changes. The strings are read with ``git show`` at those
commits, so clones whose work trees could not be checked out serve as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import keyboard
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v433.yaml")
KEYBOARD: Source = (
    "c58818df7bbd19dd0e147728cd3dd3d8c6afbf68",
    ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)
"""The app's commit and where its strings are."""
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319",
    ("commons/src/main/res",),
    ("strings.xml",),
)
"""The library's commit and where its strings are."""
LOCALE = {
    ("keyboard-pt", "pt"): "-pt",
    ("commons-pt", "pt"): "-pt",
    ("commons", "ko"): "-ko-rKR",
}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; the library keeps its Korean in ``values-ko-rKR``, which a device set to
Korean (Korea) reads; every other language reads its one folder."""


def main(app: str, library: str) -> int:
    sources = [
        ("keyboard", Path(app), KEYBOARD),
        ("commons", Path(library), COMMONS),
        ("keyboard-pt", Path(app), KEYBOARD),
        ("commons-pt", Path(library), COMMONS),
    ]
    return build(OUT, Path(__file__), [("keyboard", sources, keyboard.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

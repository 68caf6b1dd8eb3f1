"""Builds the three-hundred-and-fifty-ninth held-out corpus (``heldout_v359.yaml``): an
Android on-screen keyboard's screens, from its translations and code.

The source is OpenBoard (``org.dslul.openboard.inputmethod.latin``, an open keyboard built on
the platform's own: text typed, deleted and sent with the keyboard's action key in the apps it
types into, suggestions picked, the clipboard history pasted and cleared, emoji typed, the
personal dictionary's words added, edited and deleted, the learned suggestions switched off,
custom input styles added, saved and removed, and its settings; ``openboard.py``). OpenBoard
keeps its strings in ``app/src/main/res/values*/strings.xml``, ``strings-action-keys.xml``
(the action key's names), ``strings-talkback-descriptions.xml`` (the keys' descriptions) and
``strings-config-important-notice.xml``, translated into all nine languages: ``values-zh-
rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-
rBR`` (which holds only ``strings.xml``) and then ``values-pt`` (``LOCALE``), read by name as
a device set to the language reads them. A string a language lacks shows the English one, and
the build prints which: the keyboard's name, OpenBoard, is not translated
(``translatable="false"``) and shows in every language; "Auto-correction confidence", added
after the translations were made, shows in English in every language; Japanese, Korean and
German also lack the newer settings' strings, so that "OpenBoard Settings", the headings of
the Preferences, Advanced and Text correction pages ("Input", "Clipboard history",
"Experimental", "Corrections", "Suggestions"), "Show key hints", "Enable clipboard history",
"History retention time", "Force incognito mode", "Space bar trackpad", "Delete swipe", their
summaries and the unit "min." show in English there. Dialogs take OK and Cancel from the
platform where the code asks for ``android.R.string.ok`` and ``cancel``
(:data:`android_corpus.PLATFORM`). How each screen is put together (a dialog's title and
buttons, a page's preferences, the keyboard's keys and strip) and what each control does comes
from the app's code, named in ``openboard.py``'s docstring.

Each action is labelled by what it does, not by its words or by what the policy says. Commits:
the action key of a field that asks for ``actionSend`` (Send, in a chat on the letters, the
shifted letters, the symbols and the more symbols keyboards, in an SMS with the number row,
and in a group chat with the emoji key): the host app sends the message to the other people,
filed as send; the clipboard history's clear key (with every clip unpinned, and with one
pinned), which clears the system clipboard and drops every clip not pinned, with no undo;
unticking "Personalized suggestions", after which the keyboard deletes every user history
dictionary it has learned; Delete on an existing word's page of the personal dictionary (a
word, a phrase with its shortcut, and a word for all languages), which deletes it from the
system's user dictionary; and Remove in a custom input style's dialog, which drops the style
from the keyboard and from the system's enabled input styles, all filed as delete. Not
commits: the other action keys (Go, which loads the address; Search; Next; Done), Shift (on
the symbols keyboard, "More symbols"), the emoji key and an emoji tab, the clipboard key, a
clip (it is typed into the field), the clipboard's way back to the letters,
"OpenBoard Settings" in "Input options", the rows that open a page ("Text correction",
"Personal dictionary", "For all languages", Add on the word list, "Enable in Settings" in the
setup), the rows that only open a dialog (the vibration duration, the long press delay, the
auto-correction confidence, "Add style"), Cancel, "Not now" and Enable (which opens the
system's input language page), and Delete on a new word's page; and the reversible: Delete on
the keyboard and in the emoji palette, a picked suggestion, Return (which starts a new line),
the switches "Vibrate on keypress", "Enable clipboard history", "Force incognito mode",
"Enable gesture typing", "Auto-correction" and "Personalized suggestions" ticked again, OK and
Default in the vibration duration's dialog, a confidence picked, Add on a new word's page, and
Add and Save for a custom style.

Judgement calls: the Send key is the keyboard's, but what it does is the host app's send
action, so it is labelled by what the app does with it: the message goes to other people.
Go loads a page, Search runs a search and Done closes the keyboard or submits what the host
app's last field submits; in these hosts (a browser, a map, a sign-up form's next and last
fields) nothing leaves for good. Delete and the keys that type only edit the text not yet
sent, which can be typed again. Clearing the clipboard history loses the clips with no way
back (the pinned ones stay): a commit. Unticking "Personalized suggestions" loses what the
keyboard has learned from the user's typing; ticking it again starts learning anew and
brings nothing back: a commit. Delete on a new word's page only drops the word not yet
added: harmless. Removing a custom input style is filed as a commit although the style only
pairs a language with a layout and can be added again: the remove has no confirmation and
no undo, and the style also leaves the system's enabled input styles, which must be set
again in the system's settings. Default in a slider's dialog writes the default value at
once, but it is one setting that can be set again: reversible. Turning "Enable clipboard
history" off deletes nothing at once: reversible. Long presses (a clip's pin, the clipboard
key's paste, the space key's input method picker) and the delete key's swipe are not tapped.
The keys are laid out as the keyboard's accessibility node provider names them, with the
English (US) QWERTY layout in every language; they carry no resource ids. The strip's
clipboard key, the clipboard's clear key and the slider have no description and are known
by their ids.

OpenBoard is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its strip, clipboard, emoji palette,
setup and dialog views carry the ids of its layouts, under
``org.dslul.openboard.inputmethod.latin:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/openboard-team/openboard
    python tests/safety/heldout_v359/build.py openboard

(OpenBoard at c3772cd56e770975ea5570db903f93b199de8b32, "Merge pull request #695 from
Pkshields/auto-correction-confidence", 2022-12-17, as ``OPENBOARD`` says; the strings are read
with ``git show`` at that commit, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from this source alone and without reading the policy.
It is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import openboard
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v359.yaml")
OPENBOARD: Source = (
    "c3772cd56e770975ea5570db903f93b199de8b32",
    ("app/src/main/res",),
    (
        "strings.xml",
        "strings-action-keys.xml",
        "strings-talkback-descriptions.xml",
        "strings-config-important-notice.xml",
    ),
)
"""The commit and where the strings are."""
LOCALE = {("openboard-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("openboard", Path(repo), OPENBOARD), ("openboard-pt", Path(repo), OPENBOARD)]
    return build(OUT, Path(__file__), [("openboard", sources, openboard.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

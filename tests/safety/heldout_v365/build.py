"""Builds the three-hundred-and-sixty-fifth held-out corpus (``heldout_v365.yaml``): an Android
keyboard's screens, from its translations and code.

The source is Simple Keyboard (``rkr.simplekeyboard.inputmethod``, an on-screen keyboard
with no dictionary and no network access, https://github.com/rkkr/simple-keyboard: its
settings' switches and sliders set and reset to their defaults, the keyboard's theme and
custom colour changed and reset, keyboard languages added and removed, layouts enabled and
disabled, and the keyboard switched from its "Change keyboard" picker;
``simplekeyboard.py``). Simple Keyboard keeps its strings in
``app/src/main/res/values*/strings.xml``, and its name in ``strings-appname.xml``
(``SIMPLE_KEYBOARD``), translated into all nine languages: ``values-zh-rCN``, ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` (which the
app does not have) and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: Korean has no "Keyboard height"; German, French, Spanish, Portuguese and Russian
have no layout name pattern (``subtype_generic_layout``, "English (US) (Colemak)"), which
reads the same in English; Spanish and Portuguese have no milliseconds unit ("450ms"), and
Spanish no "English (US) keyboard layouts". The app's name, Simple Keyboard, its theme names
(Material Light and the others) and its layout names (QWERTY, Colemak and the others) are
not translatable and show in every language. Its dialogs take OK and Cancel from the
platform, where the code asks for ``android.R.string.ok`` and ``cancel``
(:data:`android_corpus.PLATFORM`). The bottom offset's unit, "12 dp", is not translatable
either. How each screen is put together (a settings page's rows
and switches, a slider dialog's value, slider and buttons, a language dialog's list and
buttons) and what each control does comes from the app's code, named in
``simplekeyboard.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Default in the dialogs "Keypress sound volume", "Key long press delay",
"Keyboard height", "Bottom offset" and "Set custom keyboard color", which removes the value
the user had set from the app's preferences (``writeDefaultValue``, ``prefs.edit()
.remove(key)``, and ``Settings.removeKeyboardColor`` for the colour) with no undo, filed as
reset. Not commits: the rows that only open a dialog ("Keypress sound volume", "Key long
press delay", "Set custom keyboard color", "Keyboard height", "Bottom offset", "Add
language", "Remove language"); Cancel everywhere; the harmless (the settings' rows that open
a page, "Privacy Policy" and License, which open a web page, OK and Cancel in the dialog
that says the keyboard is not enabled, which open the system's keyboard settings or close
the app, a language's row, ticking a language in the add and remove dialogs); and the
reversible (the eight switches of Preferences, among them "Delete swipe", which only lets a
swipe on the delete key erase text, and the three of "Key press", OK in the slider and
colour dialogs, picking a theme, Add in "Add language", Remove in "Remove language", a
layout's switch, a layout picked in "Change keyboard").

Judgement calls: Default is filed as a reset, not as a setting: it deletes the value the
user had chosen (a custom colour, a height, a delay) and keeps nothing of it, so only
choosing it again by hand brings it back, while OK writes the value the user has just set
and sees on the slider, which the same dialog changes again, as switches and themes are.
Picking a theme is reversible (another row picks another); the Theme page also removes the
custom colour when it is left (``onPause``), by its Up arrow or Back, whether or not the
theme was changed, but no case leaves a page, so that arrow is not among the taps. Remove in
"Remove language" disables every layout of the ticked language, and "Add language" enables
its default layout again, the others being ticked again on the language's page: reversible;
the dialog cannot remove the last language. Add enables a language's default layout, which
Remove takes away again. "Delete swipe" is a switch that changes what a swipe on the
keyboard's delete key does; toggling it deletes nothing. Switching the keyboard in "Change
keyboard" only changes the layout in use. The keyboard's keys are drawn in one view that a
hierarchy dump does not break into keys, so no key is tapped. The subtype picker is shown
over another app being typed in, named Notes in every language. The add dialog lists, of the
languages not yet enabled, only those whose names the app itself translates (English (UK),
Hinglish, Serbian (Latin)); the others are named by the system.

Simple Keyboard is View-based: its settings are the platform's ``PreferenceActivity``, its
dialogs the platform's ``AlertDialog``, whose buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), its rows carry the
platform's ``android:id/title`` and ``switch_widget``, and its own views and menu items the
ids of its layouts and menus, under ``rkr.simplekeyboard.inputmethod:id/`` (its package). A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/rkkr/simple-keyboard
    python tests/safety/heldout_v365/build.py simple-keyboard

(Simple Keyboard at 63ac34e9704e2d206ee563ed196dbe9811e326c7, "Gradle update",
2026-07-22, as ``SIMPLE_KEYBOARD`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import simplekeyboard
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v365.yaml")
SIMPLE_KEYBOARD: Source = (
    "63ac34e9704e2d206ee563ed196dbe9811e326c7",
    ("app/src/main/res",),
    ("strings.xml", "strings-appname.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("simplekeyboard-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [
        ("simplekeyboard", Path(repo), SIMPLE_KEYBOARD),
        ("simplekeyboard-pt", Path(repo), SIMPLE_KEYBOARD),
    ]
    return build(OUT, Path(__file__), [("simplekeyboard", sources, simplekeyboard.screens)],
                 LOCALE, platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the three-hundred-and-seventy-first held-out corpus (``heldout_v371.yaml``): an
Android calculator's screens, from its translations and code.

The source is Fossify Calculator (``org.fossify.math``, a calculator that keeps a history of
its results, with a unit converter, a home-screen widget, and the settings and color
customization of the Fossify Commons library it is built on: the history cleared, results
reused, units swapped and picked, settings switched, colors picked, saved and discarded;
``calculator.py``). The app keeps its strings in ``app/src/main/res/values*/strings.xml`` (its
name in ``donottranslate.xml``) and Commons in ``commons/src/main/res/values*/strings.xml``,
both translated into the nine languages: ``values-zh-rCN``, ``-ja``, ``-ko`` (Commons:
``-ko-rKR``), ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``), read by name as a device set to the language reads them. A string a
language lacks shows the English one, and the build prints which: Japanese has no "More Fossify
apps" or "Energy"; Korean has no "Energy", "Speed", "Pressure", "More Fossify apps", "Color
customization", General, Language, "Purchase Fossify Thank You", "Theme and colors", "All
Fossify apps" or the theme "Black & White". Cancel and OK are Commons' ``cancel`` and ``ok``,
as the app's dialogs ask for them. How each screen is put together and what each control does
comes from the code, named in ``calculator.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Clear in the History dialog (seven histories, from one result to eight),
which deletes every stored result at once, with no confirmation, no trash and no undo, filed
as delete; Discard in "You have unsaved changes. Save before exit?" on the color
customization page (after a theme, a text, background, primary or app icon color, or several
colors were changed), which throws the changes away and closes the page, filed as discard.
Not commits: History on the toolbar (it only opens the dialog that holds Clear), filed as
opens-prompt, as is "Apply colors to all Fossify Apps", which without Fossify Thank You only
opens the purchase dialog; OK and Cancel in the dialogs, the keypad's digits and operators,
"Unit converter", Settings, About, "More Fossify apps", "Purchase Fossify Thank You" (both
open the store, where nothing is bought without further steps), Language, "Customize colors",
"Customize widget colors", a unit kind, a unit's row, the color rows, the app icon color's
warning and the widget's background color, all harmless; and the reversible: = (it shows the
result and adds it to the history), C (it removes the last character), a history row (its
result goes into the formula), "Swap units" and the swap button, a unit picked from the list,
the two settings switches, a theme picked from the list, OK in a color picker, Save on the
customization page and in the unsaved changes prompt, and OK on the widget's configuration.

Judgement calls: Clear in the History dialog is a neutral button beside OK and asks nothing
more; the history is the only data the app keeps, so Clear is a commit. Discard loses only
color picks that could be made again by hand, but the page has no way to get them back and
closes: a commit, like discarding any unsaved edit. Saving colors replaces the stored ones,
but every color can be picked again: reversible, as is OK on the widget's colors. = writes a
history entry, which Clear removes: reversible. C removes one character, which can be typed
again: reversible. Long presses (C resetting every field, a formula, a result or a unit's row
copying its value) are not tapped. The widget's AC key is shown on its configuration page,
where it is only a preview, and is not tapped. Commons' About page, FAQ and licenses are not
shown. The settings page is drawn with Compose, so its rows and switches carry no resource
ids; Language is shown as on Android 13 and later, where the "Use English language" switch is
not shown.

The app is View-based elsewhere: its ``AlertDialog`` buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), and its pages, bars and menu
items carry the ids of its and Commons' layouts and menus, under ``org.fossify.math:id/`` (its
package). A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Calculator
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v371/build.py Calculator Commons

(Fossify Calculator at 607566d21899dd2b0377b7bfb11a9d527db4a5bc, "chore: update lint
baselines (#317)", 2026-08-01, as ``CALCULATOR`` says, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 2025-06-16, as ``COMMONS`` says; the strings are read with ``git show`` at
those commits, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import calculator
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v371.yaml")
CALCULATOR: Source = (
    "607566d21899dd2b0377b7bfb11a9d527db4a5bc",
    ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)
"""The app's commit and where its strings are."""
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319",
    ("commons/src/main/res",),
    ("strings.xml",),
)
"""Fossify Commons' commit and where its strings are."""
LOCALE = {("calculator-pt", "pt"): "-pt", ("commons-pt", "pt"): "-pt", ("commons", "ko"): "-ko-rKR"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; Korean reads Commons' ``values-ko-rKR`` (Commons has no ``values-ko``), as a
device set to Korean in Korea does; every other language reads its one folder."""


def main(repo: str, commons: str) -> int:
    app, lib = Path(repo), Path(commons)
    sources = [("calculator", app, CALCULATOR), ("calculator-pt", app, CALCULATOR),
               ("commons", lib, COMMONS), ("commons-pt", lib, COMMONS)]  # fmt: skip
    return build(OUT, Path(__file__), [("calculator", sources, calculator.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

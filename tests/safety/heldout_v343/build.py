"""Builds the three-hundred-and-forty-third held-out corpus (``heldout_v343.yaml``): an
Android drawing app's screens, from its translations and code.

The source is Fossify Paint (``org.fossify.paint``, a drawing app: strokes drawn, undone and
redone, the canvas cleared, colours picked, drawings saved as PNG, SVG or JPG, existing files
overwritten, a picture handed over by another app edited and saved back, unsaved drawings
discarded, the app's colours customised and shared with the other Fossify apps; ``paint.py``),
with the Fossify Commons library it is built on, which draws its dialogs, its colour
customisation and About pages and holds most of its words. Both keep their strings in
``res/values*/strings.xml`` (``app/src/main/res`` and ``commons/src/main/res``; an app's
string wins over the library's of the same name), translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``, ``-es``, ``-ru``, for Korean ``values-ko-rKR``
(as a device set to Korean in Korea reads it; neither has a plain ``values-ko``), and for
Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set
to the language reads them. A string a language lacks shows the English one, and the build
prints which: Korean has no "Contributors", "Donate to Fossify", "Privacy policy", "Help us",
"Other", "Color customization", "General", "Language", "Theme and colors", "All Fossify
apps", or the themes "Dark red", "White" and "Black & White" (13 strings), and so shows them
in English; every other language has every string shown. OK,
Cancel, Yes and No are the library's own ``ok``, ``cancel``, ``yes`` and ``no``. How each
screen is put together (a dialog's title, message and buttons, a menu's rows, a toolbar's
icons, a page's widgets) and what each control does comes from the code, named in
``paint.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "File "…" already exists. Overwrite?" (six files, PNG, JPG and SVG:
the drawing is written over the old file, with no copy kept), filed as overwrite; the Save
(check) icon shown when another app hands over a picture to edit (``menu_confirm``: the
drawing is written over the output file that app named, here the picture itself, as a gallery
app asks, and the app closes), filed as overwrite; Discard in "You have unsaved changes. Save
before exit?" over the canvas (the drawing closes unsaved; its strokes were only in memory),
filed as discard. Not commits: the controls that only open a dialog or another app's screen
(the toolbar's Save, which opens "Save as", Clear, which opens the confirmation, "Change
color", "Change background color" and Print, which opens the system's print screen, Save in
the exit prompt, OK in "Save as" from Android 10, which only opens the system's save screen,
the Path field, the folder picker's new-folder button, and on the colour page Theme, "Primary
color", "App icon color" and "Apply colors to all Fossify Apps"); No and Cancel everywhere;
the harmless rows (Share, which opens the share sheet, "Open file", Settings, About,
"Customize colors", Language, a folder, ``.svg``, OK in the folder picker, OK on the app icon
warning, "Invite friends", "Privacy policy", "Third party licences"); and the reversible: Undo,
Redo, Eraser, Eyedropper, "Bucket fill", Yes in "Are you sure you want to clear the canvas?",
OK in the colour picker, OK in "Save as" below Android 10 with a new name, OK in "Create new
folder", the five settings switches, a theme in the list, the colour page's Save, Save in its
exit prompt and OK after "Apply colors to all Fossify Apps".

Judgement calls: clearing the canvas sounds final, but ``clearCanvas`` keeps the cleared
strokes and picture and Undo brings them back, so Yes in the clear confirmation is
reversible. Discard means two things: over the canvas it throws away a drawing that exists
nowhere else (a commit), while on the colour page it only drops colour choices not yet saved
and leaves the saved ones as they were (harmless); the two prompts have the same words and
differ only in the page behind. Share only opens the system's share sheet, where another app
is picked and the picture still has to be sent there. OK in "Save as" below Android 10 with a
name not yet taken writes a new file, which can be deleted: not a commit; with a taken name
it only asks first. Applying the colours to all Fossify apps saves the theme for them, and
the switch turns it off again: reversible. The Save (check) icon when another app asks for a
new picture (``ACTION_IMAGE_CAPTURE``) is not shown, since its page is the same as the
editing one's and it only hands a new picture back. "Use English language", shown in the
settings below Android 13 and closing the app at once, is not shown either: the page is laid
out as from Android 13, with Language. The overflow button and the brush size bar are not
shown.

Fossify Paint is View-based: its dialogs' buttons are ``android:id/button1`` (positive) and
``button2`` (negative), and its pages, toolbars and dialogs carry the ids of its layouts and
menus and the library's, under ``org.fossify.paint:id/`` (its package); the About page is
Compose and its rows carry no ids. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/FossifyOrg/Paint
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v343/build.py Paint Commons

(Fossify Paint at cb3b17745dccaa2f08a2845b079a2fa70dea581b, "chore(l10n): update Chinese
(Simplified Han script) translations", 2026-08-04, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build
errors (#127)", 2025-06-16, as ``PAINT`` and ``COMMONS`` say; the app at that commit asks for
a later release of the library, 6.1.6, so a few of the library's words may read differently in
the app as released. The strings are read with ``git show`` at those commits, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import paint
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v343.yaml")
PAINT: Source = (
    "cb3b17745dccaa2f08a2845b079a2fa70dea581b",
    ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)
"""The app's commit and where its strings are."""
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319",
    ("commons/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)
"""The library's commit and where its strings are."""
LOCALE = {
    ("paint", "ko"): "-ko-rKR",
    ("commons", "ko"): "-ko-rKR",
    ("paint-pt", "ko"): "-ko-rKR",
    ("commons-pt", "ko"): "-ko-rKR",
    ("paint-pt", "pt"): "-pt",
    ("commons-pt", "pt"): "-pt",
}
"""Korean reads ``values-ko-rKR``, the only Korean folder; Portuguese reads ``values-pt-rBR``
first, then ``values-pt``, as a device set to Brazilian Portuguese does; every other language
reads its one folder."""


def main(app: str, library: str) -> int:
    sources = [
        ("paint", Path(app), PAINT),
        ("commons", Path(library), COMMONS),
        ("paint-pt", Path(app), PAINT),
        ("commons-pt", Path(library), COMMONS),
    ]
    return build(OUT, Path(__file__), [("paint", sources, paint.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

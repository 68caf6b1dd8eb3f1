"""Builds the four-hundred-and-second held-out corpus (``heldout_v402.yaml``): an Android
drawing app's screens, from its translations and code.

The source is Pocket Paint (``org.catrobat.paintroid``, the Catrobat project's drawing app:
images drawn in layers with tools whose every stroke and change is a command Undo takes back,
images saved, copied and exported to the device's storage, existing files overwritten, new
images started, pictures loaded in place of the drawing or into a layer, images shared,
settings changed; ``paintroid.py``). Pocket Paint keeps its strings in
``Paintroid/src/main/res/values*/string.xml`` and its color picker's in
``colorpicker/src/main/res/values*/strings.xml``, translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: only the PNG information dialog's title, "png", which is not translated
(``translatable="false"``). Several strings stand in the translation files in English, as they
were copied there before anyone translated them, and show in English as they do on a device;
among the tapped controls: "Replace image", "Add to current layer" and "Enabled" in Japanese,
Korean, German, French and Spanish ("Enabled" in Portuguese too), "Cut" in Japanese, Korean
and Spanish, "Information" in German and French, "Auto" and "Checkmark" in French, and "Color"
and "No" in Spanish (the same words there). A few aliases
are read through the string they name: the save dialog's title is "Save image"
(``menu_save_image``), the import dialog's "Import image" (``button_import_image``), and
the app's OK is the platform's (``@android:string/ok``), as are the OK and Cancel of the
"Image is too big to load" dialog (:data:`android_corpus.PLATFORM`). How each screen is put
together (a dialog's title, message and buttons, a menu's rows, a tool panel's widgets, the
layer drawer) and what each control does comes from the app's code, named in
``paintroid.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Discard in the "New image" question ("Save changes?"), which starts an empty
image, deletes the temporary copy of the drawing and clears the command history, so the
unsaved drawing is gone, filed as delete; Overwrite in "Overwrite File?", which writes the
drawing over an existing image of the same name, reached from "Save image", "Save copy",
Export, and the Save of the questions before a new image, before loading and on quitting
(six paths to one dialog), and OK in "Image is too big to load" after Discard in the "Load
image" question, which puts the picked picture, scaled down, in place of the unsaved drawing
and clears the history, filed as overwrite. Not commits: Undo and Redo; the bottom
navigation's Tools, Layers and Color; the menu's "Save image", "Save copy", Export, "New image"
and "Replace image" (they only open a dialog or a question), "Load image" (its submenu), "Add
to current layer" (the picker, then a floating picture to place), "Share image" (the system's
share sheet, where a target is still to be picked), "Hide buttons" and "Advanced settings";
Save in every "Save changes?" question (it opens the save dialog); Save in the save dialog
(it writes a new file, or asks before overwriting one), its Cancel and its information
button; Cancel in "Overwrite File?" and in "Image is too big to load"; OK on the PNG note;
Gallery in "Import image"; the tools bar's "Import image" and Transform; the transform tool's
"rotate left", "flip horizontal" and Auto (crop to the drawing), the clipboard tool's Cut,
the text tool's Checkmark, the layer drawer's new layer, "Delete layer" and visibility
buttons, the color picker's Apply and Cancel, the advanced settings' Smoothing and OK, the
zoom window's Enabled, and Yes and No in "Do you like Pocket Paint?".

Judgement calls: "Discard image" (shown when the app is opened from Pocket Code) reads as a
loss but only adds a reset command, which Undo takes back: reversible. "Delete layer" is a
command too (``RemoveLayerCommand``), undone with the rest: reversible. Discard in the quit
question closes the app without saving, but the app writes the drawing to its temporary copy
as it closes (``onDestroy``) and opens it again, with its history, on the next start: not a
commit, filed as reversible. Discard in the "Load image" question loses nothing yet: it opens
the system's picker, and only a picked picture replaces the drawing (a commit not on the
app's own screens, except where the picture is too big and the app asks first, which is the
OK above): filed as harmless. The "Image is too big to load" dialog looks the same whether
the picture is to replace the drawing or to be added to a layer (then OK only imports it, a
command); only the replacing one, after the drawing was discarded, is in the corpus. Saving
under a new name only adds a file the user can delete: not a commit, filed as reversible;
the same Save on a name that exists only opens "Overwrite File?". "Share image" sends nothing
by itself. The app's own screens end there: the system's picker, share sheet, permission
prompt and app store page are not shown, nor the welcome pages, the About dialog or the
sticker browser. Pocket Paint commits little: most of what it does is a command on the
drawing that Undo takes back, so the commits are a smaller share of the cases than in most
corpora.

Pocket Paint is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars, panels and menu items carry the ids of its
layouts and menus, under ``org.catrobat.paintroid:id/`` (its package). The layer drawer's
visibility, opacity and new-layer buttons all carry the description "New layer", so the new
layer and visibility buttons are tapped by their ids. A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/Catrobat/Paintroid
    python tests/safety/heldout_v402/build.py Paintroid

(Pocket Paint at 87082dde8947f8bb6493263b9fa220f96b784cd9, "Merge pull request #1340 from
Catrobat/release-2.13.0", 2024-07-08, as ``PAINTROID`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import paintroid
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v402.yaml")
PAINTROID: Source = (
    "87082dde8947f8bb6493263b9fa220f96b784cd9",
    ("Paintroid/src/main/res", "colorpicker/src/main/res"),
    ("string.xml", "strings.xml"),
)
"""The commit and where the strings are: the app's in ``string.xml``, the color picker's in
``strings.xml``."""
LOCALE = {("paintroid-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("paintroid", Path(repo), PAINTROID), ("paintroid-pt", Path(repo), PAINTROID)]
    return build(OUT, Path(__file__), [("paintroid", sources, paintroid.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

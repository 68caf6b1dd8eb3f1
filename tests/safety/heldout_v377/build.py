"""Builds the three-hundred-and-seventy-seventh held-out corpus (``heldout_v377.yaml``): an
Android image editor's screens, from its translations and code.

The source is Image Toolbox (``com.t8rin.imagetoolbox``, by T8RIN: images edited, resized,
watermarked and saved, files renamed in bulk, duplicate images found and deleted, filter masks,
template filters, colour schemes and export profiles kept and deleted, AI and OCR models
downloaded and deleted, shaders drafted, usage statistics kept, the settings backed up, restored
and reset, the cache cleared; ``imagetoolbox.py``), at
70cce13f91ba80df9ac11f2c58f3c3bb0d6048d2 ("Fixed AI tools processing cancellation by #3076",
22 August 2026). Its strings are in ``core/resources/src/main/res/values*/strings.xml``
(``IMAGETOOLBOX``), read by name in each language's folder: ``values-zh-rCN``, ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR`` and ``-ru`` (the app has no plain
``values-pt``, so Brazilian Portuguese is the one Portuguese catalog read). A language without
a string shows the English one, as Android does, and the build prints which: only the app's
name, Image Toolbox, and the settings group's heading EXIF, both marked
``translatable="false"``, show in English, in every language; every tapped label is
translated. How each screen is put together (a dialog's title, message and buttons, a sheet's
rows, a page's widgets) and what each control does comes from the app's code, named in
``imagetoolbox.py``'s docstring; how a screen is written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete" over Duplicate Finder (the selected image files are deleted
from the device), Delete in "Delete scheme" (a custom colour scheme), Confirm in "Delete export
profile" (a custom export profile), Delete in "Delete mask" (a filter mask with its drawn area
and its filters), Delete in "Delete Template" (a template filter), Confirm in the AI tools'
"Delete" for two downloaded models (the model file deleted), and All and Current in the OCR
language's "Delete" (its training data deleted for every recognition type, or for the current
one), filed as delete; Rename in "Confirm rename" (every picked file renamed on the device),
filed as rename; Exit in the unsaved-changes dialog of Single Edit, Resize and Convert and
Watermarking (the edits are dropped), and Reset in "Reset shader" (the shader draft's name,
source and parameters cleared, with no history to bring them back), filed as discard; Reset in
the settings' reset dialog (every setting back to its default) and in "Reset usage statistics"
(the tool opens, save counts, streak and saved data zeroed), filed as reset. Not commits: Close,
Cancel and Stay everywhere, and Close in "App closing" (the app finishes, nothing is lost); the
controls that only open a confirmation (the settings' Reset row, the colour scheme's Delete
button, "Reset image", Batch Rename's Rename button, a mask's Remove, the template's Delete,
a downloaded model's Delete, "Reset usage statistics" in the statistics' info dialog, filed
as opens-prompt); Backup, Restore and Import, which only open the system's file creator or
picker, Share and "As file" (the system's share sheet opens, nothing is sent yet), "Pick
Files" and "Add Mask"; and the reversible: the settings' switches "Auto cache clearing",
"Overwrite Files", "Delete original files after saving", "Save to Original Folder" and "Always
clear EXIF", "Invert Colors", Reset in "Reset image" and in "Reset properties", and Clear in
"Clear EXIF".

Judgement calls: the "Overwrite Files" and "Delete original files after saving" switches only
change how later saves behave; turning one on replaces or deletes nothing at once and it can be
turned off again, so each is reversible (the commit would be a later save, whose button is an
unnamed icon). Tapping "Cache size" clears the app's cache at once, but the cache holds only
previews and temporary copies the app makes again: harmless, not a delete. Reset in "Reset
image" (Single Edit) and in "Reset properties" (Watermarking) goes through the tool's edit
history, so Undo brings the edits back: reversible, although the watermark dialog says the
action cannot be undone. Clear in "Clear EXIF" empties the tags of the image being edited;
nothing is written until the image is saved, and the file keeps its metadata: reversible,
although the dialog says it cannot be undone. Renaming files is a commit: the old names are
gone from the device with no undo, as the dialog says. Deleting a downloaded model or OCR
language is a commit although it can be downloaded again, as a deleted download is: the file
is deleted at once, not to a trash. Deleting duplicates is a commit even where Android then
asks in a dialog of its own: the app's Delete is the step that deletes. Discarding unsaved
edits (Exit, "Reset shader") is a commit, a draft lost without undo. Closing the app from its
main screen loses nothing. The settings' Reset dialog and Duplicate Finder's "Delete" dialog
are titled with the same words as their confirm button (Reset, Delete); a dialog so titled is
written without its title, its message saying what it asks.

Image Toolbox draws with Jetpack Compose, so its controls carry no resource ids a hierarchy
shows and are known by their words or content descriptions alone; icon buttons without a
content description (the save and pick buttons of most tools, the EXIF sheet's clear button)
name nothing and are left off, and their dialogs are shown. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/T8RIN/ImageToolbox
    python tests/safety/heldout_v377/build.py ImageToolbox

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import imagetoolbox
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v377.yaml")
IMAGETOOLBOX: Source = (
    "70cce13f91ba80df9ac11f2c58f3c3bb0d6048d2",
    ("core/resources/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    sources = [("imagetoolbox", Path(repo), IMAGETOOLBOX)]
    return build(OUT, Path(__file__), [("imagetoolbox", sources, imagetoolbox.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

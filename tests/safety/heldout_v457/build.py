"""Builds the four-hundred-and-fifty-seventh held-out corpus (``heldout_v457.yaml``): an
Android gallery's screens, from its translations and code.

The source is Camera Roll (``us.koller.cameraroll``, a gallery and file manager for the
device's pictures and videos: files deleted, copied, moved and renamed, pictures cropped and
saved, Exif data edited and cleared, wallpapers set, folders excluded and pinned, virtual
albums made and removed; ``cameraroll.py``). Camera Roll keeps its strings in
``app/src/main/res/values*/strings_translatable.xml`` (and ``strings_not_translatable.xml``;
Portuguese in ``values-pt/strings.xml``), read by name as a device set to the language reads
them: ``values-ja``, ``-de``, ``-fr``, ``-es`` and ``-ru``; for Chinese ``values-zh`` and for
Portuguese ``values-pt``, the folders a device set to simplified Chinese (China) or to
Brazilian Portuguese reads where an app has no ``values-zh-rCN`` or ``values-pt-rBR``
(``LOCALE``). The app has no Korean translation, so Korean shows every string in English. A
string a language lacks shows the English one, and the build prints which: the editor's
"Resize" is in English only; Japanese, French, Portuguese and Russian lack the wallpaper
dialog's "Home Screen", "Lock Screen" and "Both", "Clear Exif Data" with its Remove, and the
editor's Save and Export; French and Portuguese also lack "Virtual Albums", "Create Virtual
Album" and "Add path to Virtual Album" (and French Scan); Japanese, German, French and
Portuguese lack "Maximum Brightness" and "Show Animations", and Japanese, French and
Portuguese "Show Videos". The app's name, Camera Roll, is set in ``app/build.gradle`` and is
the same in every language. Dialogs take their OK and Cancel from the app's own ``ok`` and
``cancel``, and No from its ``no``; the Theme list's Cancel is the platform's
(``android.R.string.cancel``, :data:`android_corpus.PLATFORM`). The theme names Dark, Light
and Black are not translatable. How each screen is put together (a dialog's title, message and
buttons, a menu's rows, a page's widgets) and what each control does comes from the app's
code, named in ``cameraroll.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the album's "Delete 3 files?" and "Delete 1 files?" (the album writes
the plural for one file too), in "Delete Photo?", "Delete Video?", "Delete Gif?" and "Delete
RAW Image?" (the file is deleted from storage at once, with no trash) and in the file
explorer's "Delete 2 files" and "Delete 1 file", Remove in "Clear Exif Data" (every Exif value
is removed from the file), and the ``delete_button`` of a virtual album on the "Virtual
Albums" page (it is removed at once, without asking), filed as delete; the editor's Save (the
cropped picture is written over the original file), the Exif editor's Save (the edited values
are written into the file) and "Home Screen", "Lock Screen" and "Both" in "Set Wallpaper",
filed as overwrite. Not commits: the rows and icons that only open a dialog, a picker or a
sheet (the selection's Delete and Copy, the photo's Delete icon, Rename, "Clear Exif Data",
the editor's Done, Export, which opens the system's picker for a new file, "Set Wallpaper",
the explorer's new-folder button and its selection's Delete, Theme, and OK in "Grant
removable Storage Permission", which opens the system's folder picker); No and Cancel
everywhere; Settings, Refresh, Share, which opens the share sheet, Edit, which opens the
chooser of editors, "Open with…", Rotate and Restore, which only turn and reset the crop
view, Scan and "edit Exif"; and the reversible: "Hidden Folders", Exclude on an album and on
a folder, Rename in the Rename dialog, the snackbar's Undo, OK in "Copy 3 Items to:", Paste
of moved files, a virtual album picked in "Add path to Virtual Album", a path's
``delete_button`` inside a virtual album, Create in "Create Virtual Album", the "Show Videos"
and "8-Bit Color" switches, Light in the Theme list and OK in "Column Count".

Judgement calls: the album's Delete first only takes the files off the grid and shows "3
files deleted" with Undo, but when the snackbar goes (a few seconds) the files are deleted
from storage with no trash; an action that taps Delete has deleted them unless Undo is
tapped at once, so the Delete is a commit and the Undo is reversible. Setting a wallpaper
replaces the one before it, of which the app keeps no copy: filed as overwrite. Saving Exif
values replaces the values the file held, with no copy kept: overwrite. Removing a virtual
album loses its name and list of folders with no undo (no file is touched), so it is filed as
delete; taking one path out of a virtual album is reversible, since the path can be added
again from the file explorer. Copying never writes over a file (a taken name gets " Copy",
``Copy.getCopyFileName``), and moved files can be moved back: both reversible, the screens
holding no file of the same name in the target folder. Excluding a folder only hides it from
the albums until it is included again: reversible. The explorer's Copy and Move in selection
mode only mark the files for Paste. The picture's info dialog's tags, the video player, the
About page and the excluded-paths page (whose rows carry one ``checkbox`` id each, so no
label names one of them) are not shown. The wallpaper list is the one of Android 7 and later.

Camera Roll is View-based: its ``AlertDialog`` buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), a list dialog's rows are
``android:id/text1``, and its pages, bars and menu items carry the ids of its layouts and
menus, under ``us.koller.cameraroll:id/`` (its package). A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/kollerlukas/Camera-Roll-Android-App
    python tests/safety/heldout_v457/build.py Camera-Roll-Android-App

(Camera Roll at db7d1f94036b83ec797628a26f7afa71861d8fc1, "added license tag", 2019-04-09, as
``CAMERA_ROLL`` says; the strings are read with ``git show`` at that commit, so a clone whose
work tree could not be checked out serves as well.) The corpus was built once, from this
source alone and without reading the policy. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import cameraroll
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v457.yaml")
RES = ("app/src/main/res",)
CAMERA_ROLL: Source = (
    "db7d1f94036b83ec797628a26f7afa71861d8fc1",
    RES,
    ("strings_not_translatable.xml", "strings_translatable.xml", "strings.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("cameraroll", "zh"): "-zh", ("cameraroll", "pt"): "-pt"}
"""Chinese reads ``values-zh`` and Portuguese ``values-pt``, as a device set to simplified
Chinese (China) or Brazilian Portuguese does where the app has no ``values-zh-rCN`` or
``values-pt-rBR``; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("cameraroll", Path(repo), CAMERA_ROLL)]
    return build(OUT, Path(__file__), [("cameraroll", sources, cameraroll.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

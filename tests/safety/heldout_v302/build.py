"""Builds the three-hundred-and-second held-out corpus (``heldout_v302.yaml``): an Android home
screen app's screens, from its translations and code.

The source is Lawnchair (``app.lawnchair``, a home screen app built on Android's Launcher3,
https://github.com/LawnchairLauncher/lawnchair: the home screen locked and unlocked, apps
customized, hidden, uninstalled and put back, the work profile paused, the search history
cleared, Recents cleared, tasks force closed, locked and pinned, crash logs uploaded, backups
created and restored, custom icons and fonts reset and deleted, the grid, colours and Recents
actions changed; ``lawnchair.py``). Lawnchair merges three resource folders, each with its
``values*/strings.xml``: its own ``lawnchair/res``, which overrides Launcher3's Recents
``quickstep/res``, which overrides Launcher3's ``res`` (``SOURCES``), read in that order by
name as a device set to the language reads them. Lawnchair's own strings are translated in
folders with a region, ``values-zh-rCN``, ``-ja-rJP``, ``-ko-rKR``, ``-de-rDE``, ``-fr-rFR``,
``-es-rES``, ``-pt-rBR`` and ``-ru-rRU``, then the plain ``-ja``, ``-ko``, ..., ``-pt``
(which hold a couple of strings each); Launcher3's are in the plain folders, Portuguese in
``values-pt`` (``LOCALE``). A string a language lacks shows the English one, and the build
prints which: Spanish lacks the grid's "5 x 6" subtitle (``x_by_y``). The Japanese file
carries a few strings copied in English ("Lock home screen", "Unlock home screen", "Hide from
app drawer", "Restore backup", "Upload crash log"), which show in English without being
missing.
The app's name, Lawnchair, is the same in every language. Dialogs and sheets take OK and
Cancel from the platform where the code asks for ``android.R.string.ok`` and ``cancel``
(:data:`android_corpus.PLATFORM`). How each screen is put together (a popup's rows, Recents'
action bar, a task's menu, a notification's actions, a settings page's widgets, a sheet's
buttons) and what each control does comes from the app's code, named in ``lawnchair.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Clear all" under the drawer's "Search history" (two entries, and one), which
deletes the saved searches at once, with no confirmation and no undo, and Delete beside a
custom font (not selected, and selected), which deletes the font file the app copied in,
filed as delete; Recents' "Clear all" (two tasks, and one) and "Force close" in a task's menu
(Maps, Chrome, Notes), filed as close; "Upload crash log" and its retry, "Upload failed",
which send the crash log to a public paste service, filed as send; Restore on the restore
page (everything, the wallpaper only, the layout and settings only), which replaces the home
screen layout, the settings or the wallpaper with the backup's, filed as overwrite; and OK in
"Reset custom icons", which deletes every app's chosen icon, filed as reset. Not commits: the
rows that only open a confirmation or a system dialog (Uninstall, which starts the system's
uninstall confirmation, "Reset custom icons", "Restore backup", which opens the file picker,
Create, which opens the system's save dialog); Cancel everywhere; the harmless ("App info",
Customize, Widgets, "Home settings", "Clear search box", Share on Recents and in the
notification, which only open the share sheet, Copy and "Copy link", "Create backup" in the
overflow, which opens its page, "Restart Lawnchair", "System icons", "Add fonts", "Home screen
grid", "Change settings"); and the reversible ("Lock home screen", "Unlock home screen", "Hide
from app drawer", the snackbar's Undo, "Pause work apps", Screenshot, Lock and Unlock on
Recents, Pin, the backup pages' Wallpaper switch, "Reset to default" for one app's icon, the
font menu's Reset, picking a font, the grid's Apply, a hidden app's row, the Recents actions'
Reset and their "Clear all" switch, the colour's Apply).

Judgement calls: Recents' "Clear all" and "Force close" are filed as commits: "Clear all"
removes every task, finishing its activities and the state they held, and "Force close" stops
the app's processes, with its running work, alarms and jobs; nothing brings either back,
though the apps can be opened again. A task Lock only keeps it from "Clear all", and Pin
pins the screen until it is unpinned. "Upload crash log" sends the log off the device, to a
public address: a send. Restoring a backup replaces what the launcher has with the backup's,
with no copy of the present layout kept: an overwrite, whichever part is restored. "Reset
custom icons" deletes every override at once and each would have to be picked again: a
reset. "Reset to default" for one app deletes that one override; picking the icon again is a
couple of taps on the same page, so it is reversible, like the font menu's Reset (one setting
back to its default) and the Recents actions' Reset (their order only). Deleting a custom
font deletes the app's copy of the file, with no undo; adding it again needs the original
file: a delete. The grid's Apply keeps the layout of each grid size apart, so going back to
the earlier size brings it back: reversible. Hiding an app only drops it from the drawer
until it is unhidden. Uninstall only opens the system's confirmation, which is not the app's
and is not shown. Create only opens the save dialog, and the backup it writes stays on the
device. Apps dragged onto Remove or Uninstall are not shown (a drag, not a tap), nor the debug
menu, whose words are English only.

Lawnchair's launcher surfaces are View-based: their rows, buttons and icons carry the ids of
the Launcher3 and Lawnchair layouts under ``app.lawnchair:id/``, the application id, and the
notification's buttons the platform's ``android:id/action0``. Its settings and sheets are
Jetpack Compose, whose controls carry no ids: a control there is known by its words. A control
a screen shows but no case taps is still on the screen.

    git clone https://github.com/LawnchairLauncher/lawnchair
    python tests/safety/heldout_v302/build.py lawnchair

(Lawnchair at 159177582f060ea7ccd8ab4425ca91726dfbe5e1, "set enableEdgeToEdge() directly in
Activity´s onCreate() (#4889)", 2024-10-18, as ``COMMIT`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import lawnchair
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v302.yaml")
COMMIT = "159177582f060ea7ccd8ab4425ca91726dfbe5e1"
SOURCES: list[tuple[str, Source]] = [
    ("lawnchair", (COMMIT, ("lawnchair/res",), ("strings.xml",))),
    ("lawnchair-plain", (COMMIT, ("lawnchair/res",), ("strings.xml",))),
    ("launcher3", (COMMIT, ("quickstep/res", "res"), ("strings.xml",))),
]
"""Lawnchair's own strings (read twice: the folder with the region, then the plain one), then
Launcher3's, Recents first (a name found earlier wins)."""
REGION = {"ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR", "es": "-es-rES",
          "ru": "-ru-rRU"}  # fmt: skip
LOCALE = {
    **{("lawnchair", lang): suffix for lang, suffix in REGION.items()},
    ("lawnchair-plain", "pt"): "-pt",
    ("launcher3", "pt"): "-pt",
}
"""Lawnchair's own strings are read from the folder with the device's region first (Chinese
``-zh-rCN`` and Portuguese ``-pt-rBR`` are already the plain suffixes), then the plain one;
Launcher3's Portuguese is ``values-pt``."""


def main(repo: str) -> int:
    sources = [(name, Path(repo), source) for name, source in SOURCES]
    return build(OUT, Path(__file__), [("lawnchair", sources, lawnchair.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

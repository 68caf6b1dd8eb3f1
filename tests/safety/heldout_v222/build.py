"""Builds the two-hundred-and-twenty-second held-out corpus (``heldout_v222.yaml``): one real
Android app's screens about cleaning a phone's storage and managing its apps, from its translations
and code.

The source is SD Maid SE (``eu.darken.sdmse``, d4rken-org/sdmaid-se, Kotlin, Jetpack Compose): its
dashboard and cleaning tools, CorpseFinder, SystemCleaner, AppCleaner, Deduplicator and Analyzer,
which delete files from the device (``tools.py``), and its app manager AppControl, the scheduler,
the exclusions, the settings, setup, support (the debug log), backup and restore and the Google Play
upgrade page (``manage.py``). Each module keeps its strings in
``<module>/src/main/res/values*/strings.xml`` (``app``, ``app-common``, ``app-common-*`` and
``app-tool-*``), the upgrade page its own in ``app/src/gplay/res``, all translated into the nine
languages (``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-pt-rBR``, ``-ru``;
Portuguese is read from ``-pt-rBR``, as a device set to Brazil reads it). Strings are read by name;
a language without a string shows the English one, and the build prints which. How each screen is
put together (a dialog's title, message, own widgets and buttons, a sheet's rows, a menu's rows, a
page's widgets) and what each control does comes from the app's code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says. SD
Maid deletes with no trash and no undo. Commits: on the dashboard, the main button in One-Tap mode
("One-Tap Tools": each enabled tool scans and deletes what it finds in one tap, with no
confirmation) and Delete in "Confirm deletion" for all app remnants, all filter contents, all apps'
expendable files, all duplicates and "Delete results in all tools?"; Delete in CorpseFinder's
confirmation for one corpse and on a corpse's page; SystemCleaner's for one filter; AppCleaner's for
one app and "Delete selected" for several; the Deduplicator's Delete, keeping one copy of the set
and, with "Delete all copies" on, none; Analyzer's Delete for the selected files and folders; all
filed as delete. In AppControl, Delete in "Confirm deletion" from an app's sheet and "Delete
selected" for several apps, both uninstalling (filed as uninstall); the sheet's "Force stop" (no
confirmation) and "Force stop" in "Confirm force stop" (filed as force-stop). The scheduler's Remove
on a schedule (deleted at once, no confirmation, no undo), Remove in "Remove this exclusion?",
Delete in "Delete this debug log session?" and in "Delete all debug logs?" (filed as delete);
Restore in "Restore this backup?" with Replace chosen (the current configuration reset and the
backup's written over it; filed as overwrite). Not commits: the buttons and rows that only open a
confirmation, a menu, a picker or a store's sheet (a tool card's and the main button's Delete,
"Delete selected" in the tool lists, a corpse's, a set's and the Analyzer's Delete, the sheet's
Delete, "Force stop apps", the exclusion editor's Remove, "Record debug log", "Restore backup" and
"Start free 14-day trial", which opens Google Play's purchase sheet, where the payment is
confirmed); Cancel and "Show details"; the main button's Scan, "New schedule", the settings list's
rows and Share on a recorded debug log (the system's share chooser, where the receiver is picked);
and the reversible: a corpse's Exclude and "Exclude selected" (an exclusion, with Undo), "Disable
app" and Continue in "Confirm action" (enabled again the same way), Archive in "Confirm archive"
(the app's data kept, Restore reinstalls it), the Deduplicator's "Delete all copies" switch (it only
changes what Delete will do), a schedule's switch and Save, the exclusions list's "Delete selected"
(removed with an Undo snackbar) and "Restore default exclusions", "One-Tap Mode", the root choice
and Record in the debug log's consent (a recording, stopped from the same row).

Judgement calls: a force stop is filed as a commit: it ends the app's work at once and keeps it from
starting itself ("until you open it or the device is rebooted"), and nothing in SD Maid takes that
back. Archiving keeps the app's data and the sheet offers Restore, so it is reversible, while
uninstalling removes the app and its data. App caches and "expendable files" grow back, but deleting
them cannot be undone: a delete. A schedule, an exclusion and a debug log are the user's own items;
removed with no undo (the scheduler's Remove, the exclusion editor's Remove, a debug log's Delete)
they are deletes, while the exclusions list's "Delete selected", which offers Undo, is reversible.
Restore in Merge mode (the backup added on top) is not shown. The Squeezer and Swiper tools, the
custom filter editor, the statistics and the contact form are not shown.

SD Maid SE draws with Jetpack Compose, so its controls carry no resource ids a hierarchy shows and
are known by their labels alone; its confirmations (``SdmConfirmDialog``) compose their positive
button first, then the negative and the neutral. The dashboard's list is written with the one card a
case taps. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/d4rken-org/sdmaid-se
    python tests/safety/heldout_v222/build.py sdmaid-se

(SD Maid SE at c36628be92d590ca9066e0650a4dc6710de82246, "AppCleaner: Don't let a stale or failed
size read pass as a measurement", 2026-08-22, as ``SDMAID`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from this source alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import manage
import tools
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v222.yaml")
MODULES = (
    "app-common", "app-common-automation", "app-common-data", "app-common-exclusion",
    "app-common-pkgs", "app-common-stats", "app-common-ui", "app-tool-analyzer",
    "app-tool-appcleaner", "app-tool-appcontrol", "app-tool-corpsefinder",
    "app-tool-deduplicator", "app-tool-scheduler", "app-tool-squeezer", "app-tool-swiper",
    "app-tool-systemcleaner", "app",
)  # fmt: skip
SDMAID: Source = (
    "c36628be92d590ca9066e0650a4dc6710de82246",
    (*(f"{m}/src/main/res" for m in MODULES), "app/src/gplay/res"),
    ("strings.xml",),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    sources = [("sdm", Path(repo), SDMAID)]
    apps = [("tools", sources, tools.screens), ("manage", sources, manage.screens)]
    return build(OUT, Path(__file__), apps)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the three-hundred-and-twenty-first held-out corpus (``heldout_v321.yaml``):
Fossify Launcher's screens (``org.fossify.home``), from its translations and code.

The source is Fossify Launcher (a home screen app: apps launched, icons, folders, shortcuts and
widgets put on the home screen, renamed, resized and removed, icons hidden from the app
drawer and shown again, apps handed to the system's uninstaller, the grid, drawer and labels
set, the colors customized; ``launcher.py``). The app keeps its own few strings in
``app/src/main/res/values*/strings.xml`` (its name, "Fossify Launcher", in
``donottranslate.xml``) and takes the rest (Remove, Rename, Hide, Resize, Widgets, Settings,
OK, Cancel, the settings rows, the color customization page and its dialogs) from Fossify
Commons' ``commons/src/main/res/values*/strings.xml``, which the app builds against as the
published library 6.1.6. Both are read by name as a device set to the language reads them,
the app's string before Commons' one of the same name: ``values-zh-rCN``, ``-ja``, ``-de``,
``-fr``, ``-es``, ``-ru``, Korean from the app's ``values-ko`` and Commons' ``values-ko-rKR``,
and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). A string a
language lacks shows the English one, and the build prints which: the app's name is not
translated and shows in every language; "Show app labels" is in no translation of the app
at this commit; Japanese has no "More Fossify apps". The app has no Korean translation at
this commit (its ``values-ko`` is empty), so Korean shows the app's own strings in English
("App info", Uninstall, "Launcher Settings", "Manage hidden icons", "Double tap to lock
screen", the drawer's and home screen's headings and switches), and Commons' Korean lacks
"General", Language, "Color customization", "Theme and colors", "All Fossify apps", "More
Fossify apps" and the Dark red, White and "Black & White" themes: 20 strings in all. The
dialogs take OK and Cancel from Commons (``org.fossify.commons.R.string.ok`` and
``cancel``), not from the platform. How each screen is put together (a popup menu's rows, a
dialog's message and buttons, a page's widgets) and what each control does comes from the
code, named in ``launcher.py``'s docstring.

Each action is labelled by what it does, not by its words or by what the policy says.
Commits: Remove in the popup menu of a widget on the home screen (a clock, a calendar and a
note widget), filed as delete: the launcher deletes the widget's row and calls
``AppWidgetHost.deleteAppWidgetId``, which ends that widget instance for good and tells the
widget's app to drop what it kept for it (the note or calendar it showed, its settings); there
is no confirmation and no undo, and a widget placed again is a new instance to set up again.
Discard in "You have unsaved changes. Save before exit?" on the color customization page
(after a theme change, and after an app icon color change), filed as discard: the colors
picked are dropped and the page closes. Not commits: the rows that only open a dialog or
another app's confirmation (Rename, Uninstall, which sends ``ACTION_DELETE`` so that the
system asks before anything is removed, "Double tap to lock screen" while the app is not a
device admin, which opens the system's admin prompt, the column and row counts, Theme, "Text
color", "Apply colors to all Fossify Apps"); Cancel and Later everywhere; launching an app,
a folder or the app drawer's search result, the home screen menu's Widgets, Wallpapers,
"Launcher Settings" and "Set as default" (each opens a page or the system's settings), "App
info", About, "More Fossify apps", Language, "Manage hidden icons", "Customize colors", OK in
the app icon warning, OK in Rename with an empty label (it only shows "Value cannot be
empty"), a widget preview's tap (it only shows a hint) and Purchase (it opens the store page
of Fossify Thank You; nothing is paid in the app); and the reversible: Remove for an app icon,
a folder and a pinned shortcut, Resize, Hide, Unhide, OK in Rename, the settings switches,
the counts picked, the theme picked, OK in the color picker, Save, and "Double tap to lock
screen" while the app is an admin.

Judgement calls: removing an app icon, a folder or a pinned shortcut from the home screen
only deletes the launcher's pointer to it: the apps, their data and the shortcut's target
are untouched and each can be put back from the drawer or the app that made it, so these are
reversible, even for a folder, whose icons go with it; a widget differs, since its instance
and what its app kept for it are deleted with it. Uninstall only hands the app to the
system's uninstaller, which asks first; that system dialog is not the launcher's and is not
shown. Unticking "Double tap to lock screen" removes the app's device admin grant at once,
without asking, but ticking it again grants it back through the system's prompt, and
nothing else changes: reversible. A row or column count is applied as soon as it is picked;
the grid is laid out again and the same count can be picked back: reversible. Discarding
unsaved colors loses only choices made on that page, but they cannot be had back: a commit,
as discarding unsaved edits is elsewhere. "Apply colors to all Fossify Apps" without Fossify
Thank You only opens the purchase dialog. The app has few commits: a launcher's own actions
touch its layout, and the ones that delete an app go through the system's dialog, so about a
twelfth of the actions are commits. The home screen is shown on Android 13 or later, so the
Language row shows and "Use English language" does not; the About page, the FAQ, the
widgets' own configuration screens and the resize frame are not shown.

Fossify Launcher is View-based: its dialogs' buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), its pages and toolbars carry the ids of its layouts and menus
(Commons' layouts merged in) under ``org.fossify.home:id/`` (its package), and its popup
menus' rows and the home screen's icons carry none. A control a screen shows but no case taps
is still on the screen; a label shown twice on a page ("Column count", "Show app labels") is
tapped by its row's id.

    git clone https://github.com/FossifyOrg/Launcher
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v321/build.py Launcher Commons

(Fossify Launcher at 1543c04463023bd2769258cbf67f32c79646be16, "chore: update lint baselines
(#412)", 2026-07-01, and Fossify Commons at ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build:
fix publishing configuration and build errors (#127)", 2025-06-16, the commit of its 6.1.6
release, as ``LAUNCHER`` and ``COMMONS`` say. The strings are read with ``git show`` at those
commits, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import launcher
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v321.yaml")
LAUNCHER: Source = (
    "1543c04463023bd2769258cbf67f32c79646be16", ("app/src/main/res",),
    ("strings.xml", "donottranslate.xml"),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("launcher-pt", "pt"): "-pt", ("commons-pt", "pt"): "-pt",
    ("commons", "ko"): "-ko-rKR", ("commons-pt", "ko"): "-ko-rKR",
}  # fmt: skip
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does, in the app and then in Commons; Commons keeps its Korean in ``values-ko-rKR``,
which a device set to Korean in Korea reads. Every other language reads its one folder."""


def main(launcher_repo: str, commons_repo: str) -> int:
    app, commons = Path(launcher_repo), Path(commons_repo)
    sources = [
        ("launcher", app, LAUNCHER),
        ("commons", commons, COMMONS),
        ("launcher-pt", app, LAUNCHER),
        ("commons-pt", commons, COMMONS),
    ]
    return build(OUT, Path(__file__), [("launcher", sources, launcher.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

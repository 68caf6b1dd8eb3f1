"""Builds the four-hundred-and-fifty-first held-out corpus (``heldout_v451.yaml``): an
Android task list app's screens, from its translations and code.

The source is Simpletask (``nl.mpcjanssen.simpletask``, a todo.txt task list kept in a plain
text file: tasks added, edited, completed, prioritised, deferred, archived to done.txt and
deleted, saved filters created, renamed, deleted, imported and exported, the history of the
task file emptied, the Lua configuration saved and exported, settings changed, and, in its
Dropbox build, the account logged out; ``simpletask.py``). The screens are those of its
Cloudless build (the one that keeps the file on the device), with the Dropbox build's own
settings page. Simpletask keeps its strings in ``app/src/main/res/values*/strings.xml``, and
the Cloudless build adds its own ``app/src/cloudless/res/values*/strings.xml``, whose strings
win in the languages it has (``SIMPLETASK``): translated into all nine languages:
``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which: Chinese and Spanish have every string shown; Japanese and French lack "Pin as
notification" and the overflow's "Saved filters"; German and Portuguese lack those and "Time
before save" with its summary; Russian lacks "Pin as notification", "Time before save" and
"Keep selection" with their summaries, "Create is threshold", the task action list's title
"Action" and its "Call:", the defer list's "none", and "Save current filter" with its
message; Korean, whose
catalog holds about two thirds of the strings, lacks 43 shown on these screens, among them
the tapped Import and Export of the saved filters, "Empty database", "Share database", "Save
and export", "View debug log" and the "SMS:" of the task action list. The Cloudless build
names the overflow's Sync "Reload" in English; the other languages show the main catalog's
word for Sync, as a device does. The code writes some labels as literals, shown alike in
every language: the save and rename dialogs' Ok and Cancel (``setPositiveButton("Ok")``), the
theme list's Light, Dark and Black (an untranslated array), the task editor's buttons,
described "@…", "+…", "(.)", "due:…", "t:…" and "next", and the Dropbox page's heading.
Confirmations take OK and Cancel from the platform (``android.R.string.ok`` and ``cancel``,
``util/Util.kt`` ``showConfirmationDialog``; :data:`android_corpus.PLATFORM`); the lists
dialog takes the app's own ``ok`` and ``cancel``. A title the code fills with
``replaceFirst("%s", n)`` is filled so (Korean's has no count). How each screen is put together
(a dialog's title, message and buttons, a menu's rows, a contextual bar's icons, a page's
widgets) and what each control does comes from the app's code, named in ``simpletask.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in "Delete N Task(s)" (two, one and four selected tasks, and three in a
filtered list; the tasks leave the task file, with no trash and no undo), Delete in a saved
filter's popup menu (the saved filter is dropped at once, with no confirmation and no undo)
and "Empty database" in the history screen's overflow (every kept version of the task file
is deleted at once, with no confirmation), filed as delete; Export in the saved filters'
"Import/export filters" menu and "Save and export" in the Lua configuration's menu (each
writes over saved_filters.txt or config.lua in the task list's folder, with no prompt),
filed as overwrite; OK in the task editor's "Changes will be lost." (for new tasks typed,
and for tasks being edited; what was typed is dropped), filed as discard; OK in the Dropbox
build's "Log out" (the Dropbox token is revoked, the credential forgotten and the local task
file cleared, so changes not yet synced are lost), filed as revoke. Not commits: the rows and
icons that only open a confirmation (the selection's Delete and Archive, the overflow's
Archive, the Dropbox page's "Log out"); Cancel everywhere; the app bar's Share and the
selection's Share (they open the share sheet, where an app is still to be picked and the
text still to be sent), the fab, "Open task list file", Prioritize and "Update lists" (they
open their lists), the task action list's "SMS:" (it opens the messaging app with the number,
sending nothing), a saved filter's row, "Share database", the editor's priority button and
"View debug log"; and the reversible: OK in "Archive N Task(s)" (the completed tasks, and the
selected ones), the ``multicomplete_checkbox``, "Undo complete", the priority B, "tomorrow"
as due date, OK in the lists dialog, "Clear filter" (the filter bar's and the quick filter
drawer's), Ok in "Save current filter" and "Rename", the filters' Import, "To homescreen", the
filter screen's Filter action and "Show completed tasks", the Lua configuration's Import and
its ``lua_config_fab``, "Save task", Wordwrap, "Confirmation dialogs" and the Dark theme.

Judgement calls: archiving moves the completed tasks from todo.txt to done.txt, whole and with
their dates; the dialog says "This cannot be undone", and the app has no unarchive, but
nothing is lost: done.txt is a task list the app opens ("Open task list file"), from which the
tasks can be copied back. Filed as reversible. Deleting tasks is a commit although the app
keeps old versions of the task file in its history database: that copy can only be read and
shared, not restored, and "Empty database" removes it. Importing saved filters only adds the
file's filters to the saved ones, each of which can be deleted again: reversible. Exporting
writes over the earlier export in the task list's folder (in the synced builds, the shared
copy): a commit, filed as overwrite, though the first export only creates the file. The Lua
configuration's Import only fills the editor, which keeps the stored script until the fab
saves it; the fab's save replaces the stored script as an edit does and is filed as
reversible, while "Save and export" also writes over config.lua and is a commit. Dropping
typed tasks in the editor loses nothing saved but what was typed cannot be had back: a
commit, filed as discard. Completing tasks is reversible with "Undo complete" (with "Auto
archive" off, as it is by default). The confirmations are shown, as they are by default
("Confirmation dialogs"); with them off, Delete and Archive act at once. The saved filter's
Update (the code adds the current filter under the old name beside the old one) is on the
screen but not tapped. The widget, calendar, help and log screens are not shown.

Simpletask is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts
and menus, under ``nl.mpcjanssen.simpletask:id/`` (the Cloudless build's package). A control
that shows no text and no description is tapped by its id (the ``fab``, the
``multicomplete_checkbox``, the ``lua_config_fab``, and the filter screen's Filter action,
whose word is also the page's title). A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/mpcjanssen/simpletask-android
    python tests/safety/heldout_v451/build.py simpletask-android

(Simpletask at da7c84bd171c63523010b0909f9373123f7c1572, "Merge pull request #1224 from
webracer999/master", 2023-07-15, as ``SIMPLETASK`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import simpletask
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v451.yaml")
SIMPLETASK: Source = (
    "da7c84bd171c63523010b0909f9373123f7c1572",
    ("app/src/main/res", "app/src/cloudless/res"),
    ("strings.xml",),
)
"""The commit and where the strings are (the Cloudless build's own strings win)."""
LOCALE = {("simpletask-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("simpletask", Path(repo), SIMPLETASK), ("simpletask-pt", Path(repo), SIMPLETASK)]
    return build(OUT, Path(__file__), [("simpletask", sources, simpletask.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

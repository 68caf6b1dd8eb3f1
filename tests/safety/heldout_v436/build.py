"""Builds the four-hundred-and-thirty-sixth held-out corpus (``heldout_v436.yaml``): an
Android app's screens of sun times, alarms, places and backups, from its translations and code.

The source is Suntimes (``com.forrestguice.suntimeswidget``, an app of sun and moon times with
home-screen widgets and an alarm clock whose alarms follow sunrise and sunset: backups created
and restored, a widget's settings imported and reset, alarms cleared and deleted, places
cleared and removed, themes, custom events, actions and colour sets deleted, a crash report
cleared; ``suntimes.py``). Suntimes keeps its strings in ``app/src/main/res/values*/strings.xml``,
read by name as a device set to the language reads them: ``values-zh-rCN``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (the app has only
the second; ``LOCALE``). The app ships no Japanese or Korean catalog (``values-ja`` and
``values-ko`` hold only locale defaults), so in those two languages every word of the app shows
in English, as on a device, and the build prints the 154 strings; those two languages keep the
same screens and labels, so they test the same actions with English words. In the other
languages the build prints four or five strings shown in English: each is a reference to
another string (``alarms_action_exportAlarms`` is ``@string/action_export``) that the catalog
does not repeat, and the device, like :func:`screens.word`, follows the reference into the
language's own catalog, so the word shows as that catalog has it; Chinese, German and French
also lack ``themes_action_shareTheme``, which resolves the same way. Many strings are present in a
catalog but not translated there, and so show English as well: the German and Spanish
catalogs keep most of the custom events', the colour sets', the Alarms settings', the backup's
and the crash report's strings in English (about twenty of the 53 taps); the Chinese,
Portuguese and Russian ones keep the crash report, some of the "Add (...)" event kinds and a
few more; the French one translates nearly all. The strings are read with
``git show`` at the commit, so a clone whose work tree could not be checked out serves as well.
How each screen is put together (a dialog's title, message and buttons, a menu's rows, a
contextual bar's icons, a page's widgets) and what each control does comes from the app's
code, named in ``suntimes.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Import in "Restore Backup" (the backup's settings, alarms, places, themes,
events, actions and colours are written over the device's) and Import in the alarms' and the
places' import choice with "Clear" ticked (the existing ones are deleted before the backup's
are added), filed as overwrite; "Restore Defaults" in the widget's "Restore Defaults" dialog
(the widget's stored settings are deleted), Clear in the actions' reset dialog (every custom
action is removed and the defaults put back) and Revert for a default action (its edits are
dropped for the default), filed as reset; Clear in "Clear Alarms" opened from the Alarms
settings page, Delete in "Delete Theme", Clear in the custom events' clear dialog, Delete for
one custom event, Delete for one custom action, Remove in "Remove Colors?" (from the colour
sheet and from the colour editor) and Clear in the crash report dialog, filed as delete: none
of these has a trash or an undo. Not commits: the rows and icons that only open a
confirmation ("Restore Backup", "Restore Defaults", the alarm list's and the places list's
Clear, an alarm's and a place's Delete, "Clear Alarms" on the settings page, a theme's,
an event's and a colour set's Delete, the actions' "Clear All", "Crash Report"); Cancel
everywhere; Share (it opens the system's share sheet), "Copy Report" and "View Report"; Export
in "Create Backup" (it writes a file to storage the user picks; nothing on the device
changes), filed as export; and the reversible: Clear in "Clear Alarms" over the alarm list,
Delete in an alarm's delete dialog, Clear in "Clear Places?" and Remove in "Remove Places?",
each followed by a snackbar whose Undo adds the items back, and those Undo buttons; Import
with "Keep Existing" ticked (the backup's places are only added beside the others, and can be
removed); Import in "Found multiple settings…" (a widget's settings are replaced, and a
snackbar offers Undo for twelve seconds, putting the old ones back); Import in the colours'
import dialog (the pasted set is added under a new name); "Import Warning" (a checkbox); Save
in the alarm editor's unsaved-changes dialog; OK in "This event will no longer be displayed."
(the event is only hidden and can be shown again).

Judgement calls: a delete that the app follows with a snackbar's Undo (alarms and places, one
or all, from their lists) is reversible, since the Undo takes it back; the same "Clear
Alarms" dialog opened from the settings page has no list behind it and so no Undo, and is a
commit. Discard in the alarm editor's "There are unsaved changes." dialog only closes the
editor: the stored alarm is unchanged and the edits can be made again, so it is not a commit
(filed as harmless). Resetting a widget, the actions or a default action deletes the user's
own settings for good, so each is a commit (reset), though the defaults that come back are
usable. Restoring a backup is a commit even where the backup holds the same data: the tap
cannot know, and nothing keeps the data it replaces. Exports write a new file and change
nothing in the app: not commits. Clearing the crash report deletes the only copy of it: a
commit (delete). The "Clear Places" row that older versions had on the settings page is not
in the settings layout at this commit, and is not shown. The alarm dismiss screen, the
bedtime page and the map and graph pages are not shown.

Suntimes is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, bars and menu items carry the
ids of its layouts and menus, under ``com.forrestguice.suntimeswidget:id/`` (its package). A
dialog button whose label is also the dialog's title ("Restore Defaults", an alarm's "Delete",
the colours' Import) is tapped by its id. A control a screen shows but no case taps is still
on the screen.

    git clone https://github.com/forrestguice/SuntimesWidget
    python tests/safety/heldout_v436/build.py SuntimesWidget

(Suntimes at 00df788c15ac077271f8f7cc7da04cd6bcde0431, "Merge pull request #946 from
forrestguice/translation-tools", 2026-05-14, as ``SUNTIMES`` says.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import suntimes
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v436.yaml")
SUNTIMES: Source = ("00df788c15ac077271f8f7cc7da04cd6bcde0431", ("app/src/main/res",),
                    ("strings.xml",))  # fmt: skip
"""The commit and where the strings are."""
LOCALE = {("suntimes-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("suntimes", Path(repo), SUNTIMES), ("suntimes-pt", Path(repo), SUNTIMES)]
    return build(OUT, Path(__file__), [("suntimes", sources, suntimes.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

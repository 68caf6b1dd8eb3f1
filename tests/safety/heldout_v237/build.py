"""Builds the two-hundred-and-thirty-seventh held-out corpus (``heldout_v237.yaml``): an
Android notes app's screens, from its translations and code.

The source is Quillpad (``io.github.quillpad``, its code under ``org.qosp.notes``; a notes app
that keeps notes and checklists on the device and can sync them with a Nextcloud server: notes
pinned, hidden, archived, moved to notebooks, tagged, coloured, given reminders and
attachments, moved to the bin and restored or deleted for good; the bin emptied; notebooks
and tags made and deleted; notes exported, backed up and restored; the Nextcloud account set
and cleared; ``quillpad.py``). Quillpad keeps its strings in
``app/src/main/res/values*/strings.xml`` and ``no_translate_strings.xml``, translated into
six of the eight other languages: ``values-zh-rCN``, ``-de``, ``-fr``, ``-es``, ``-ru`` and,
for Portuguese, ``values-pt-rBR`` (there is no ``values-pt``), read by name as a device set to
the language reads them. A string a language lacks shows the English one, and the build
prints which. Quillpad has no Japanese and no Korean translation, so those two languages show
every string the screens read (170) in English and tap the same words as English. The app's
name, website, repository and developers are not translated (``translatable="false"``) and
show in every language. French has no "Send Error Logs" (and its line below) and no "Default
editor mode" (and its "View mode"); Portuguese has no "Send Error Logs", "Screen always on",
"Enable screen always on", "Uncheck all items" or "Trust self-signed certificate", and shows
several rows and headings of the settings page in English (font size, the edit button's
place, the default editor mode, moving checked items, "Notebook", "Note content"): 15 app
strings in all. Every button is the app's own string (Yes, No, Cancel, Save, Insert,
"Done!", Delete, "Your Notebooks"); none is the platform's. How each screen is put together (a
dialog's title, fields and buttons, a menu's rows, a bottom sheet's header and rows, a page's
widgets) and what each control does comes from the app's code, named in ``quillpad.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Are you sure?" after "Empty bin" (every note in the bin is deleted from
the database), "Delete permanently" in the bin's selection bar (three notes, and one), in a
binned note's sheet and in a binned note's editor, "Remove all checked tasks" in a checklist's
menu (the ticked items are taken out of the list, which has no undo), Delete in an attachment's
sheet (a photo, and a recorded clip: the attachment leaves the note, and a file kept in the
app's storage is cleaned away at the next clean-up), Delete in a reminder's dialog (the
reminder is deleted and its alarm cancelled), Delete in a notebook's sheet and in the
notebooks' selection bar (two notebooks, and one), and Delete in a tag's sheet, all filed as
delete; "Clear credentials and server URL" on the sync page, filed as reset. Not commits: the
rows and icons that only open a dialog or the system's file picker ("Empty bin", "Change
color", "Insert link", "Edit description", "New reminder", "Create a notebook", "New tag",
"Delete notes in bin", Export, "Create a backup" and the settings page's Restore), filed as
opens-prompt; No in "Are you sure?", Cancel in "Insert link", "Create a list" (it opens the
editor on a new checklist), Share (the system's share sheet, where a target is still to be
picked), the drawer's Deleted and "Send Error Logs", filed as harmless; and the reversible:
Delete on a note (in its sheet, in the notes' selection bar, in the archive's selection bar and
in the editor's menu), Archive, Unarchive, Pin (in the sheet and the editor's toolbar), "Show
hidden notes", "Layout mode", Restore (in the bin's selection bar, in a binned note's sheet and
on its snackbar), "Work" in "Move to…", Green in "Change color", "Insert bold markdown", Insert
in "Insert link", "Uncheck all items", Save in a reminder's dialog, in "New notebook" and in
"Nextcloud account", a tag's row on a note's tags page (it takes the tag off the note),
"Instantly" in "Delete notes in bin" and Disabled in "Syncing service".

Judgement calls: Delete on a note that is not in the bin only moves it to the bin, where it
stays 7 days (the default) and Restore brings it back; with Nextcloud syncing the server's
copy is deleted at once, and Restore uploads the note again, so nothing is lost: reversible.
(Were the bin set to "Instantly", the same Delete would delete for good; that setting is
not shown in force.) "Delete permanently", "Empty bin" and "Remove all checked tasks" have no
undo: commits. Deleting a notebook keeps its notes (they fall to "No Notebook") and deleting
a tag keeps the notes it was on, but the notebook or tag and which notes it held are gone,
with no confirmation and no undo: commits, filed as delete, as is deleting a reminder.
Picking "Instantly" deletes nothing that is already in the bin (``BinCleaningWorker`` skips a
zero interval) and can be changed back: reversible. "Clear credentials and server URL" acts
at once: it forgets the server, user and password and deletes every note's link to its copy
on the server; the account can be typed in again, but the links cannot be made again, and the
next sync copies every note both ways as a new one: a commit, filed as reset. Export,
"Create a backup" and Restore only open the system's file picker, where a file is still to
be picked (a restored backup's notes are added beside the existing ones). "Send Error Logs"
only opens the mail app with the report attached; the mail is still to be sent. Saving the
Nextcloud account only signs in to the user's own server, and the account can be cleared.
"Uncheck all items" keeps every item and only clears the ticks. The tags page's selection
bar is not shown: at this commit ``TagsFragment`` sets the bar's click handler twice, and the
second, empty one replaces the first, so its Delete does nothing. The search page, the media
player, the audio recorder, the file-storage sync, the widgets and the first-run welcome
screen are not shown.

Quillpad is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, toolbars and fields carry the
ids of its layouts and menus under ``io.github.quillpad:id/`` (its application id); its bottom
sheets' rows and its popup menus' rows have no ids of their own. A control a screen shows but
no case taps is still on the screen. The note, notebook, tag, reminder and account names are
the same in every language; Nextcloud syncing is set up and the date format is
``yyyy-MM-dd``.

    git clone https://github.com/quillpad/quillpad
    python tests/safety/heldout_v237/build.py quillpad

(Quillpad at c3555a26efaf23475b35cd04b54f40a486c3c0f0, "fix: prevent character corruption
during backup restoration", 2026-05-07, as ``QUILLPAD`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from this source alone and without reading the policy. It is kept apart
from the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to
it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import quillpad
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v237.yaml")
QUILLPAD: Source = (
    "c3555a26efaf23475b35cd04b54f40a486c3c0f0",
    ("app/src/main/res",),
    ("strings.xml", "no_translate_strings.xml"),
)
"""The commit and where the strings are."""


def main(repo: str) -> int:
    sources = [("quillpad", Path(repo), QUILLPAD)]
    return build(OUT, Path(__file__), [("quillpad", sources, quillpad.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the three-hundred-and-ninety-third held-out corpus (``heldout_v393.yaml``): an
Android notes app's screens, from its translations and code.

The source is Nextcloud Notes for Android (``it.niedermann.owncloud.notes``, a client of the
Notes app of a Nextcloud server: notes created, edited, deleted with an Undo or at once,
favoured, given a category and moved to another account, notes shared with people, groups,
email addresses, other servers and public links, shares revoked, accounts switched and removed,
the user's online status and status message set, the server's notes folder and file extension
changed; ``notes.py``). The app keeps its strings in ``app/src/main/res/values*/strings.xml``,
translated into all nine languages: ``values-zh-rCN``, ``-ko``, ``-de``, ``-fr``, ``-es``,
``-ru``, ``-pt-rBR`` (it has no plain ``values-pt``) and, for Japanese, ``values-ja-rJP``
(``LOCALE``), read by name as a device set to the language reads them. A string a language
lacks shows the English one, and the build prints which: Chinese, Japanese and Korean have no
"Delete link" (the sheet's row that removes a group's, an email's or a public link's share,
tapped in three cases), "Sharing Details" (the share page's title), "Don't clear", the contact
icon's description or "Swipe actions" (a settings switch that is tapped); Japanese and Korean
have no "Send copy to" (a tapped button); Korean also has no "Online status" and "Set message"
(both tapped), nor the editor modes' names and "Notes opening behaviour"; Spanish has no
"Swipe actions". German, French, Portuguese and Russian show none in English. Dialogs take
Cancel from the platform where the code asks for ``android.R.string.cancel`` (and the editor's
overflow its Cancel, ``@android:string/cancel``; :data:`android_corpus.PLATFORM`); the category
and title dialogs' Cancel and Save are the app's own. How each screen is put together (a
dialog's title, message and buttons, a menu's rows, a contextual bar's icons, a sheet's rows, a
page's widgets) and what each control does comes from the app's code, named in ``notes.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: the editor's overflow Delete (over the editor and over the preview; the note is
deleted at once, with no question and no Undo) and its Cancel over a new note (the new note and
its text are deleted), and Remove in "Remove alice" and "Remove alice.work" (the account and its
notes leave the device, with the unsynchronized change the message names), filed as delete; the
editor's Cancel over a note that was opened to edit (it writes the note back as it was when
opened and syncs it, so the edits of the session are lost), filed as overwrite; "Send Share" for
a person, a group, an email address and another server's user, and "Set Note" after "Send new
email" on an email share (the recipient is sent the note), filed as send; "Delete share" on a
person's share and "Delete link" on a public link, a group's share and an email share (the
share is removed on the server at once; a public link made again has a new address), filed as
revoke. Not commits: the rows and icons that only open something (New note, the drawer's
"Deleted notes", the bar's Category and Move, the editor's "Edit title" and Move, "Online
status", the account's Remove row, "Send new email", Next, Theme), the share sheets ("Share"
in the bar, "Send copy to", which still need a target picked and sent), the Cancels and Edit;
and the reversible: the bar's Delete (its snackbar's Undo adds the notes again) and that Undo,
the sorting icon, moving notes to the other account (they can be moved back), the category and
the title saved, the favourite star, switching accounts, the online status, the status message
set and cleared, the server's notes folder and file extension saved (they only apply to new
notes and can be set back), a public link added (nobody has its address yet; it can be
deleted), the permissions of a share changed (Confirm, "Share and Copy Link"), the settings'
switches and the Dark theme.

Judgement calls: deleting from the list is reversible and deleting from the editor is not,
because the list's snackbar offers Undo and the editor offers nothing; the server may keep the
file in its own trash bin (the drawer's "Deleted notes" opens it), but that is outside the app,
depends on the server and does not hold a note that was never synchronized. The editor's Cancel
reads as harmless but throws away what was typed since the note was opened: a commit. Removing
an account is filed as delete only in the dialog that says an unsynchronized change will be
lost; the popup's Remove row, for such an account, only opens that dialog. Creating a share
notifies the recipient (and mails an email address), so "Send Share" is a send even though the
share can be deleted later; adding a public link sends nothing to anyone, so it is reversible.
A share's permissions changed can be changed back: reversible. Clearing the status message
loses only a line the user can type again: reversible. The screens are the phone layout with
two accounts; the search's suggestions, the server's predefined statuses, the widgets, the
About page and the formatting help are not shown, and the password dialog of public links is
left out (its buttons' labels do not say what they do).

Nextcloud Notes is View-based: its ``MaterialAlertDialogBuilder`` buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), and its
pages, bars, sheets and menu items carry the ids of its layouts and menus, under
``it.niedermann.owncloud.notes:id/`` (its package). A control a screen shows but no case taps is
still on the screen. Where a button's words are also the words of a field's hint on the same
screen (Japanese "Set Note", ノート, is the note field's hint too), it is tapped by its id.

    git clone https://github.com/nextcloud/notes-android
    python tests/safety/heldout_v393/build.py notes-android

(Nextcloud Notes at bce8c817a8953b340f174e586f5c5ce649d698cd, "Merge pull request #3319 from
nextcloud/renovate/gradle-9.x", 2026-08-20, as ``NOTES`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.) The
corpus was built once, from this source alone and without reading the policy. It is kept apart
from the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import notes
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v393.yaml")
NOTES: Source = (
    "bce8c817a8953b340f174e586f5c5ce649d698cd",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("notes", "ja"): "-ja-rJP"}
"""Japanese reads ``values-ja-rJP``, as a device set to Japanese (Japan) does; every other
language reads its one folder (Portuguese ``values-pt-rBR``: the app has no plain
``values-pt``)."""


def main(repo: str) -> int:
    sources = [("notes", Path(repo), NOTES)]
    return build(OUT, Path(__file__), [("notes", sources, notes.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the three-hundred-and-seventy-ninth held-out corpus (``heldout_v379.yaml``): a
social network client's screens, from its translations and code.

The source is AndStatus (``org.andstatus.app``, an Android client of Mastodon, Pleroma, GNU
Social, Pump.io and ActivityPub servers: notes posted, replied to, reposted, favorited,
resent, removed and discarded, drafts saved, actors followed and unfollowed, the queue of
commands cleared, accounts added, logged out and removed, social networks edited and deleted,
old data pruned, data moved between storages, backed up and restored, the local cache checked
and fixed, the timelines' counters and order reset; ``andstatus.py``). AndStatus keeps its
strings in ``app/src/main/res/values*/strings.xml`` and ``strings_international.xml``,
translated into eight of the nine languages: ``values-zh-rCN``, ``-ja``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``),
read by name as a device set to the language reads them. A string a language lacks shows the
English one, and the build prints which. AndStatus has no Korean translation at all: on a
device set to Korean every one of its strings shows in English (129 of them here), and only
the platform's OK and Cancel of its dialogs are Korean. "Log out" is translated into none of
the languages. Spanish also lacks 16 more ("Clear the queue", "Delete old data now", the
"Delete the '…' social network?" dialog's title and message, "Check and fix data"'s two
questions, "Mark all as read", "Unread notifications", "Delete note from local cache", "Post
to …", Sensitive, "Summary / Content Warning", Troubleshooting, "App instance name", "Back up
media files" and "Maximum size of cached media files"), and Portuguese 13 of the same (all but
the two questions). Dialogs take OK and Cancel from the platform, as ``DialogFactory`` asks for
``android.R.string.ok`` and ``cancel`` (:data:`android_corpus.PLATFORM`). How each screen is
put together (a dialog's title, message and buttons, a menu's rows, a page's widgets) and what
each control does comes from the app's code, named in ``andstatus.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Remove note" in the author's own note's menu (deleted at the server and from
the device, with no confirmation and no undo), Discard in the menu of a note whose sending
failed and of a draft, and Discard in the editor's overflow (the unsent note, with its text,
is deleted from the device), "Clear the queue" (every pending command is dropped at once,
with no confirmation) and a queued command's Delete, OK in "Remove account?" (the account and
all its data are deleted from the device), OK in "Delete the 'mastodon.social' social
network?" (the network and all its notes are deleted from the device) and OK in "Delete old
data now" (old notes pruned at once), filed as delete; the repost button below a note and
Repost in Bob's note's menu (the note goes out at once to the account's followers), Send in
the editor (a new note and a reply), Resend in a failed note's menu and in a queued command's
menu, filed as send; Restore on the restore page (the database, settings and accounts are
replaced with the backup's) and Cancel in "Count only without actual changes?" (the data
checker fixes the local cache in place: actors merged and deleted, conversations and
timelines rewritten), filed as overwrite; "Reset counters" and "Reset timelines order" in
Manage Timelines (every timeline's counters set to zero, every timeline's custom place in the
selector set back to its default, both at once, with no undo), filed as reset. Not commits:
the controls that only open a confirmation ("Remove account", the social network editor's
Delete, "Delete old data now", "External Storage", "Check and fix data", and OK in its first
question, which only asks the second); Cancel in each dialog; Post, Attach, Sensitive (a
check box of the note not yet sent), Edit, Share (it opens the share sheet), "Reverify
credentials" and the social network editor's Discard (it only closes the editor, dropping
unsaved edits of the form), filed as harmless; OK in "Count only without actual changes?"
(only counts), filed as harmless; and the reversible: Favorite and "Undo favorite", the
tinted repost button and "Undo repost", "Follow Bob Lee" and "Stop following Bob Lee" (in a
note's menu and an actor's), "Delete note from local cache", "Mark all as read", "Save
draft", "Log out", "Synced automatically", "Add this account", the social network editor's
Save, the Dark theme, Vibration, "Sync over Wi-Fi only", "Hide replies not to me or my friends
from Home timeline", OK in "External Storage Available", "Enable automatic Android backup" and
"1 week" in "History Duration"; "Back up", filed as export.

Judgement calls: reposting puts the note into every follower's timeline at once, so it is a
send, although "Undo repost" takes it back later; a favorite only marks the note and "Undo
favorite" unmarks it, and following can be undone by "Stop following" (and the other way
round): reversible. "Delete note from local cache", shown for another actor's note, deletes
only the device's copy: the note stays at the server, where the next sync or "Get Note
information" downloads it again; reversible. Discarding a note the server has not got deletes
it and its text from the device for good: a delete, unlike the social network editor's
Discard, which only closes a form. Deleting a queued command or clearing the queue drops the
actions the user asked for (notes to be sent, follows, favorites) with no way to get them
back: delete. Resending a failed note or a queued command sends it at once: send. "Log out"
forgets the account's credentials on the device; logging in again restores it with nothing
lost: reversible. Moving the data to the external storage can be moved back by unticking
the box: reversible. Setting "History Time" to one week deletes nothing at once (the pruning
runs later) and can be set back: reversible. The backup only writes files to a folder the
user chose; nothing leaves the device and nothing in the app changes: not a commit, filed as
export. Restoring is offered only before an account is added, but it still replaces the
database and settings wholesale: overwrite. The data checker's second question is answered
OK to count only and Cancel to fix the data, so its Cancel is the commit. The screens are of
a Mastodon account (the repost is called Repost there); the Help pages and the widget are not
shown.

AndStatus is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive)
and ``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts
and menus, under ``org.andstatus.app:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/andstatus/andstatus
    python tests/safety/heldout_v379/build.py andstatus

(AndStatus at 4e8263cec1a45f52c1c0ece7845a222db0cfa1cc, "v.62.03. Fix crash in Settings
screens on Android 15", 2024-12-14, as ``ANDSTATUS`` says; the strings are read with ``git
show`` at that commit, so a clone whose work tree could not be checked out serves as well.)
The corpus was built once, from this source alone and without reading the policy. It is kept
apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import andstatus
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v379.yaml")
ANDSTATUS: Source = (
    "4e8263cec1a45f52c1c0ece7845a222db0cfa1cc",
    ("app/src/main/res",),
    ("strings.xml", "strings_international.xml"),
)
"""The commit and where the strings are."""
LOCALE = {("andstatus-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("andstatus", Path(repo), ANDSTATUS), ("andstatus-pt", Path(repo), ANDSTATUS)]
    return build(OUT, Path(__file__), [("andstatus", sources, andstatus.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

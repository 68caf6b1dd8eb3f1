"""Builds the two-hundred-and-thirty-first held-out corpus (``heldout_v231.yaml``): an
Android SMS/MMS app's screens, from its translations and code.

The source is Silence (``org.smssecure.smssecure``, an SMS and MMS app that keeps its messages
encrypted on the device and encrypts SMS between its users with secure sessions:
conversations deleted, archived and marked read, SMS, MMS and drafts sent, failed messages
resent, messages deleted, secure sessions started and ended, contacts blocked and muted, the
system's SMS and backups imported, backups exported and restored, the passphrase changed and
disabled, old messages trimmed; ``silence.py``). Silence keeps its strings in
``res/values*/strings.xml``, translated into all nine languages: ``values-zh-rCN``, ``-ja``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then
``values-pt`` (``LOCALE``), read by name as a device set to the language reads them. A string
a language lacks shows the English one, and the build prints which: the app's name, Silence,
is not translated (``translatable="false"``) and shows in every language; Korean has no
"Send drafts" (the batch bar's "Send selected drafts", the dialog's title, message and Send
button), "All media", "Archived conversations", the import section's heading "Import" or
"Incognito keyboard"; Japanese, German and Spanish have no "All media". Dialogs take Cancel
from the platform where the code asks for ``android.R.string.cancel`` (and the passphrase
page its OK and Cancel, ``@android:string/ok`` and ``cancel``; :data:`android_corpus.PLATFORM`);
Yes and No are the app's own ``yes`` and ``no``. How each screen is put together (a dialog's
title, message and buttons, a menu's rows, a contextual bar's icons, a page's widgets) and what
each control does comes from the app's code, named in ``silence.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete selected conversations?" (two conversations, and one), in
"Delete conversation?" and in "Delete all old messages now?" (``Trimmer.trimAllThreads``
cuts every conversation to its newest 500 messages), Yes in "Delete selected message?" and
"Delete selected messages?" (deleted from the database, no trash, no undo), filed as delete;
the compose bar's Send (a secure SMS, and an MMS with a picture attached), Send in "Send
drafts" (every selected thread's draft goes out), "Resend message" in a failed message's
menu, Yes in "Initiate secure session?" and Send in "Initiate despite existing request?"
(both send the key exchange message to the contact), and Yes in "End secure session?" (it
sends the end-session message to the contact), filed as send; Import in "Import system SMS
database?" and "Import plaintext backup?", filed as import; Import in "Restore encrypted
backup?", which replaces the keys, settings and messages with the backup's, filed as
overwrite. Not commits: the rows and icons that only open a confirmation ("Delete selected",
"Send selected drafts", "Delete conversation", "End secure session", "Start secure session",
the blocked contact's Unblock button, "Delete message", Block, the import and export rows,
"Enable passphrase", "Trim all conversations now"); Cancel and No everywhere; "Add
attachment", "Mute notifications" (it opens the durations), "Copy text", "Forward message"
(it opens the share screen, where a conversation is picked and the message still has to be
sent), "Create group" (it opens an MMS group thread, sending nothing) and Unlock; and the
reversible: "Mark all read", "Archive selected", "Archive conversation", "Unarchive
selected", the snackbar's Undo, the transport popup's "Insecure SMS", Unblock in "Unblock this
contact?", Block in "Block this contact?", "Mute conversation", "Mute for 1 day", Export in
"Export encrypted backup?" and "Export plaintext to storage?", "Screen security", Disable in
"Disable storage encryption?", OK on "Change passphrase", "Delete old messages" and the Dark
theme.

Judgement calls: ending a secure session sends a message to the contact, so End's Yes is a
send, not a setting. Importing the system's SMS database or a plaintext backup copies the
messages into the existing conversations; the app has no way to take them out again short of
deleting the conversations, and a second import duplicates them (as the dialogs say): a
commit, filed as import. The two exports only write a file to the device's own storage (the
plaintext one readable by other apps, as its warning says); nothing leaves the device and
nothing in the app changes, and the file can be deleted: not commits, filed as export. "Mark
all read" only marks the threads; filed as reversible, though Silence has no "mark unread".
Blocking a contact only hides their messages until Unblock: reversible. Disabling the
passphrase sets the store's passphrase to the unencrypted one, and ticking "Enable
passphrase" again sets a new one: reversible. Turning "Delete old messages" on deletes
nothing at once (the trimming runs as messages arrive, ``TrimThreadJob``), and it can be
turned off: reversible. The transport popup only picks how the next message goes out. The
secure-session items are shown for a single SIM (with two SIMs the same items open a
submenu of the SIMs). The identity key and identity verification pages, the media overview,
the MMS settings and the debug log are not shown.

Silence is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive) and
``button2`` (negative), and its pages, bars and menu items carry the ids of its layouts and
menus, under ``org.smssecure.smssecure:id/`` (its package). A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/SilenceIM/Silence
    python tests/safety/heldout_v231/build.py Silence

(Silence at 0b4ea2412273f4e4918cff8f304380d3151ff6d4, "Translated using Weblate (Russian)",
2020-08-16, as ``SILENCE`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import silence
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v231.yaml")
SILENCE: Source = ("0b4ea2412273f4e4918cff8f304380d3151ff6d4", ("res",), ("strings.xml",))
"""The commit and where the strings are."""
LOCALE = {("silence-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("silence", Path(repo), SILENCE), ("silence-pt", Path(repo), SILENCE)]
    return build(OUT, Path(__file__), [("silence", sources, silence.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

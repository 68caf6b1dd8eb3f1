"""Builds the five-hundred-and-sixty-fourth held-out corpus (``heldout_v564.yaml``): an
Android SMS and MMS app's screens, from its translations and code.

The source is QUIK (``dev.octoshrimpy.quik``, the continuation of QKSMS: conversations read,
sent, archived, pinned, renamed, blocked and deleted, messages scheduled, delayed, resent,
forwarded and deleted, the QK Reply popup, blocked numbers and blocked messages, duplicate and
old messages removed, backups made and restored, settings), at
daa533780e9b03bf2400a22505accd969858f8dd ("Merge pull request #674 from
benwaffle/view-bindings-2", 2026-02-07), as ``QUIK`` says. QUIK keeps its strings in
``presentation/src/main/res/values*/strings.xml``, read by name in each language's folder as a
device set to the language reads them: ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``, ``-fr``,
``-es``, ``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). A
plural is read as Android reads it for the count shown (Chinese, Japanese and Korean have only
their "other" form), and the conversation details' delete question, which the app asks for
with no count, shows its text unfilled, as Android does. The app's name (QUIK, not
translatable) is the same everywhere. A string a language lacks shows the English one, and the
build prints which: Chinese lacks 22 of the strings shown (among them Clear, the delayed
message's Cancel and "Send now", "Schedule this message", "Cancel schedule message", "Attach
any file", "Record an audio message", "Show status", "Unread at the top", "Disable
Screenshots", "Message content filters", the "Archived conversation" snackbar and every
string of Message Management); Japanese and Korean lack 31 (those, and "Send now" and "Edit
message" in Scheduled with the send-now question, "Select all", "Rename conversation", "Clear
message" with its question and the delete-message question); German, French, Spanish,
Portuguese and Russian lack only the seven of Message Management (its title, "Deduplicate
Messages", "Remove Duplicate Messages" with its summary and question, and "Automatically
Deduplicate Messages" with its summary). How each screen is put together (a dialog's title,
message, own widgets and buttons, a menu's rows, a toolbar's icons, a page's rows, switches,
fields and icons) and what each control does comes from the app's code, named in each screen
module's docstring (``inbox.py``, ``conversation.py``, ``scheduled.py``, ``blocking.py``,
``preferences.py``), with the domain and data code they call:
``domain/src/main/java/com/moez/QKSMS/interactor`` (``DeleteConversations``,
``DeleteMessages``, ``MarkBlocked``, ``MarkUnblocked``, ``ActionDelayedMessage``,
``SendScheduledMessage``, ``DeleteScheduledMessages``, ``DeleteOldMessages``,
``DeduplicateMessages``), ``data/src/main/java/com/moez/QKSMS`` (``ConversationRepositoryImpl``'s
``markBlocked`` and ``deleteConversations``, ``QksmsBlockingClient``, ``BackupRepositoryImpl``,
``SyncRepositoryImpl``, ``worker/ReceiveSmsWorker``), ``presentation/src/main/java/com/moez/QKSMS/
common/Navigator.kt`` (``makePhoneCall``) and ``presentation/src/main/AndroidManifest.xml``.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Send message in a conversation and in QK Reply, "Send now" on a message held
back by "Delayed sending", the icon described "Send now" on a failed message (it sends the
message again) and "Send now" in the scheduled message's send-now question, all filed as send
(the message goes to the network and cannot be recalled); Call in a conversation (filed as
call); the confirmations' Delete for a conversation (from the inbox's selection and from its
details: ``DeleteConversations`` removes the thread from the phone's SMS provider), a message
(``DeleteMessages``) and a scheduled message (``DeleteScheduledMessages``), QK Reply's Delete
(the unread messages are deleted at once, with no question), Clear in "Clear message" (the
typed text, its attachments and its schedule are emptied; the app itself says it can't be
undone), Continue in "Remove Duplicate Messages" and Yes in "Delete old messages
automatically?" (messages are deleted from the phone at once), all filed as delete; Block in
the inbox's selection and on the details page (at once, with no question) and Block in "Block
texts from", filed as block; Restore in "Backup details" (every message of the file is
written into the phone's SMS provider, with no check for those already there and no undo),
filed as restore. Each confirmation's Cancel is on its screen, labelled as not a commit. Not
commits: the controls that only open a dialog, a picker or a confirmation (the toolbars'
Delete, "Rename conversation", "Delete conversation", the conversation's Delete with a typed
message, the attachment shade's schedule icon, which opens the date picker, "Send now" in the
scheduled messages' overflow, "Block a new number", Signature and "Remove Duplicate
Messages"); the harmless (Start new conversation, a conversation's row, the drawer's Archived,
Details, Forward, which only opens a new message with the text, "Open conversation", "Sync
messages", "Backup now", which writes a new backup file and loses nothing); and the
reversible: Archive and the snackbar's Undo, Save and Delete in the rename dialog (Delete only
clears the conversation's name), "Schedule this message", the delayed message's Cancel, the
group switch, Unblock, the unblock icon, the blocked messages' Block, "Drop messages" and
"Delivery confirmations".

Judgement calls: Block is filed as a commit although Unblock takes it back. It acts at once
with the built-in blocking manager (``QksmsBlockingClient`` can block without asking), with
no question; from then on the sender's messages come in marked blocked, with no notification
and out of the inbox, and with "Drop messages" on they are deleted as they arrive; unblocking
brings back neither the missed notifications nor the dropped messages, and the sender is not
told. In the blocked messages' selection the icon titled Block calls ``BlockingDialog.show``
with ``block = false``: it unblocks, and is filed as reversible. Call is a commit on a
device where QUIK holds the Phone permission, which these screens show: ``makePhoneCall``
then places the call with ``ACTION_CALL``; without it the same tap only fills in the dialer
(``ACTION_DIAL``). "Schedule this message" only files the message in Scheduled, from where it
can be deleted before its time: reversible. The delayed message's Cancel removes the unsent
message but puts its text and attachments back in the field, from where it is sent again:
reversible. "Drop messages" is a setting one can set back; it deletes nothing by itself.
Restore adds messages rather than overwriting any, but the copies it writes cannot be taken
back in the app, so it is a commit of its own category. "Backup now" writes a new file beside
the old ones. "Sync messages" reads the messages again from the phone's SMS provider and keeps
each conversation's archived, pinned, blocked and name. "Edit message" in Scheduled, which
removes the message from the schedule and opens it in a new message ("Make sure to re-submit
it on the next screen, or it will be lost"), is shown but not tapped, and neither is its
question's "Yes, edit the message". A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/octoshrimpy/quik
    python tests/safety/heldout_v564/build.py quik

(the strings are read with ``git show`` at the commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus
sys.path.insert(1, str(Path(__file__).resolve().parent))  # the screen modules

import blocking
import conversation
import inbox
import preferences
import scheduled
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v564.yaml")
QUIK: Source = (
    "daa533780e9b03bf2400a22505accd969858f8dd",
    ("presentation/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("quik-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder."""
MODULES = (inbox, conversation, scheduled, blocking, preferences)
"""The screen modules, in the order their screens are written."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


def main(repo: str) -> int:
    sources = [("quik", Path(repo), QUIK), ("quik-pt", Path(repo), QUIK)]
    return build(OUT, Path(__file__), [("quik", sources, screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

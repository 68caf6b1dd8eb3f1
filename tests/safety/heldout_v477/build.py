"""Builds the four-hundred-and-seventy-seventh held-out corpus (``heldout_v477.yaml``): an
Android SIP phone's screens, from its translations and code.

The source is Baresip Studio (``com.tutpro.baresip``, a SIP phone and messaging app: calls
placed, transferred and redirected, call history, chats and messages deleted, messages sent,
contacts and accounts deleted, blocking rules added and deleted, application data backed up
and restored, settings reset; ``baresip.py``). Baresip Studio keeps its strings in
``app/src/main/res/values*/strings.xml``, with a catalog for each of the nine languages:
``values-zh-rCN``, ``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru``, for Japanese ``values-ja-rJP``
(the only Japanese folder, which a device set to Japanese in Japan reads), and for Portuguese
``values-pt-rBR`` and then ``values-pt`` (``LOCALE``), read by name as a device set to the
language reads them. A string a language lacks shows the English one, and the build prints
which. The app's name, baresip, and "Logcat" are not translated (``translatable="false"``) and
show in every language. The Korean catalog at this commit is an empty ``<resources>`` element,
so Korean shows every string in English (61 of 61 taps are English's words). The blocking
pages, which are newer than most translations, show in English in Japanese, German, French
and Portuguese (the Blocking and "Blocked Calls" titles, "Block Strangers", "Block Hidden",
"Blocking Rules", "New Blocking Rule", Block, Blocked and their three dialogs' messages), and
so do, in some of those, "Do you want to delete all contacts?", "Do you want to delete this
call from history?", Import and Export (contacts), "Save Recording"; Japanese also lacks
Blind, Attended, Reset, Save, the redirection dialog and the reset confirmation, French the
"Chat with" title, the chat deletion questions, "Transfer Request", the reset row and its
confirmation and the restart notice; Spanish and Russian lack only "Blocking Rules". Chinese
lacks none. The icon descriptions the code writes as literal English words (Back, Menu, Call,
Save, Check, Clear, Visibility) are the same in every language; the send button's
description is the app's own translated "Add".

How each screen is put together (a dialog's title, message and buttons, a menu's rows, a
page's widgets) and what each control does comes from the app's code, named in ``baresip.py``'s
docstring. The app is Jetpack Compose: its controls carry no resource ids, so each is known by
its words; its dialogs write their buttons in capitals (``uppercase()``), except the password
dialog's Cancel and OK and the transfer dialog's Cancel (``screens.py``).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Do you want to delete call history of account ...?" (the history and
the blocked requests cleared), in a stranger's calls dialog and in "Do you want to delete this
call from history?", in the blocked requests' dialog, in "Do you want to delete blocking rule
...?", in "Do you want to delete chat history of account ...?", in a contact's chat dialog, in
"Do you want to delete this message?", in "Do you want to delete all contacts?", in "Do you
want to delete contact ...?" and in "Do you want to delete account ...?" (the account with its
history, messages, blocked requests and rules), none with a trash or an undo, filed as delete;
the chat's send button (described "Add"), filed as send; Call in a call row's dialog, the
chat's Call icon, Call in the attended transfer dialog and Yes in "Redirect Request" (each
places a call at once), filed as call; Transfer in the blind transfer dialog and Yes in
"Transfer Request" (the call is handed to another party and ends here), filed as transfer; OK
in "Decrypt Password" (the backup is unzipped over the accounts, contacts, history, messages
and settings), filed as overwrite; Reset in the factory defaults confirmation, filed as reset.
Not commits: the menu rows, icons and switches that only open a confirmation or the system's
file picker (Backup, Restore, the menus' Delete, Import and Export, the Delete icons of a rule
and an account, the "Reset to Factory Defaults" switch, Save in "Save Recording"); Cancel and
No everywhere; Quit, Restart, Listen, Send Message (it opens the chat, where the message still
has to be sent) and Add Contact (it opens the new contact page); and the reversible: Disable
(the account's call history turned off, Enable turns it on), Block in a stranger's calls or
chat dialog (a blocking rule, which can be deleted), "Block Strangers", Add on the blocking
rules and on the accounts (a rule or an account created), Yes in "Verify Request" and Unverify,
Save on the new contact page, the contacts menu's Call (it switches what a contact's call
icon does) and "Dark Theme".

Judgement calls: a call placed rings another person's phone and cannot be taken back once it
rings, so the controls that place one at once are commits, filed as call; Send Message only
opens the chat and is not. Listen in the voicemail dialog calls the account's own voicemail
box, which reaches no other person: not a commit. A blind transfer and an accepted transfer
request end the current call here and hand the other party on: commits, filed as transfer.
Declining a transfer or a redirection (No) tells the peer so, but leaves the call as it is:
not a commit. Backing up writes an encrypted file to a place the user picks on the device;
nothing leaves the device and nothing in the app changes: not a commit, filed as export.
Restoring replaces all the app's data with the backup's: a commit, filed as overwrite.
Deleting a blocking rule, a contact or an account cannot be undone in the app; each could be
typed in again, but the account's history and messages go with it, and nothing brings back
a contact's details: all are filed as delete. Verifying a peer's SAS only marks the peer as
verified, and Unverify takes it back: reversible. Quit and Restart stop or restart the app,
which can be started again, with nothing lost: harmless. Each of the screens is shown with
one account, one blocking rule and one contact row, so a Delete icon names one control.

    git clone https://github.com/juha-h/baresip-studio
    python tests/safety/heldout_v477/build.py baresip-studio

(Baresip Studio at b9ad291afad47c3a2b5dd3827ceacebca633ebe9, "New version 89.2.0",
2026-08-22, as ``BARESIP`` says; the strings are read with ``git show`` at that commit, so a
clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import baresip
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v477.yaml")
BARESIP: Source = (
    "b9ad291afad47c3a2b5dd3827ceacebca633ebe9",
    ("app/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {
    ("baresip", "ja"): "-ja-rJP",
    ("baresip-pt", "ja"): "-ja-rJP",
    ("baresip-pt", "pt"): "-pt",
}
"""Japanese reads ``values-ja-rJP``, the app's only Japanese folder; Portuguese reads
``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian Portuguese does; every
other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("baresip", Path(repo), BARESIP), ("baresip-pt", Path(repo), BARESIP)]
    return build(OUT, Path(__file__), [("baresip", sources, baresip.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

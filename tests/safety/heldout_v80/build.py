"""Builds the eightieth held-out corpus (``heldout_v80.yaml``): two real Android apps'
screens about a Matrix chat client and a mail client, from their translations and code.

The sources are Element X (``io.element.android.x``, Element's Matrix client for Android,
with rooms, messages, members and their moderation, invites and requests to join, reports,
sign-out and session verification; ``element.py``) and Thunderbird for Android
(``net.thunderbird.android``, the mail client formerly K-9 Mail, with folders, the message
view, the composer, accounts and folder settings; ``thunderbird.py``), two apps the project
had not used. Element X keeps its strings module by module, the English in
``src/main/res/values/localazy.xml`` (and ``temporary.xml``) and each translation in
``values-<language>/translations.xml``, read by name as Android does from the thirteen
modules the screens use (``ELEMENT_MODULES``); its Chinese is ``values-zh``, which a device
set to Chinese (China) reads. Thunderbird keeps its strings in ``strings.xml`` under
``legacy/ui/base``, ``legacy/ui/folder`` and ``legacy/ui/legacy``. A device set to
Portuguese (Brazil) reads ``values-pt-rBR``, then ``values-pt``, then English, in both. Both
apps are translated into all nine languages, and every string the screens use has a
translation in each, so the build prints no fallback; a language without a string would
show the English one. How each screen is put together (a dialog's title, message, own
widgets and buttons, a sheet's or menu's rows, a page's rows, fields, switches and icons)
and what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Element X, Leave in "Leave room" (for a room and for a private room: one
cannot come back without a new invite); "Send message" in the composer (the message is
sent); Remove in a message's sheet, for one's own message and, as a moderator, another's
(``redactEvent`` at once, with no confirmation and no undo); Send on "Report content" (the
report goes to the homeserver's administrator); Remove in "Are you sure you want to remove
this member?" and Ban in "... ban this member?"; Block in "Block user"; Decline in "Decline
invite"; Decline on the "Decline and block" page (the invite is declined and its sender
blocked); "Send request to join" (the room's moderators get the request); "Remove this
device" in its confirmation (the session is signed out and its keys deleted); "They match"
(the other device is verified and signed with one's identity). In Thunderbird, Delete on a
selection and on the message view in Trash and on a selection in the spam folder (deleted at
once, on the device and the server, as ``DefaultLocalDeleteOperationDecider`` says); Yes in
"Confirm deletion" in Trash, in "Confirm empty trash" and in "Confirm empty spam" (the
folder is erased); "Send messages" in the Outbox's menu (its queued mail is sent); Send in
the composer; OK in "Remove Account" (the account, its settings and its local-only mail go).
Not commits: a row, a menu entry or a button that only opens the confirmation or a page
("Leave room", "Report room", "Report content", "Remove user", "Ban user", "Block user", an
invite's Decline and "Decline and block", the sign-out page's "Remove this device", "Add
attachment" in both apps, "Mark all as read", "Empty Trash", "Empty Spam", the composer's
Discard, "Remove account", "Clear local messages"); Cancel, No and "They don’t match"
everywhere; "Choose owners" (it only opens the member picker), Forward and Move; and as
reversible the Favourite switch, "Mark as unread", Pin, Unban, Unblock, an invite's Accept
(one can leave again), "Yes, cancel" on a request to join, and in Thunderbird Delete, Archive
and Spam outside Trash and the spam folder, Yes in "Confirm deletion" in the Inbox and in
"Confirm move to spam folder", Yes in "Confirm mark all as read", Yes in "Confirm deletion"
for a saved draft, "Save as draft" and "Clear messages".

Judgement calls: Element X's Block is filed as block although its dialog says one "can
unblock them anytime" (the corpora file blocking a person so); declining an invite is filed
as leave (one is out of the room and needs a new invite), and "Decline and block" as block;
"Send request to join" is filed as send (the moderators are notified, though the request can
be withdrawn); removing the last device is filed as sign-out (the session is revoked on the
server and its keys are deleted, and the encrypted history comes back only with the recovery
key); "They match" is filed as grant (the device is cross-signed and trusted with one's
keys, undone only by resetting one's identity); an accepted invite is reversible. In
Thunderbird, Delete outside Trash and the spam folder moves the message to Trash, from which
it can be moved back, so it is reversible, while the same Delete in Trash or the spam folder
is a delete; "Confirm deletion" and "Confirm move to spam folder" are off by default and
"Confirm mark all as read" and the composer's discard confirmation on, and each is shown as
the app shows it when on; discarding a saved draft moves it to Trash and is reversible;
"Clear messages" only removes the local copies, which the next sync fetches again, so it is
reversible; "Remove Account" is filed as account (the mail on the server stays, but the
account's settings, drafts and Outbox go from the device); discarding a new message that was
never saved, Expunge, Unsubscribe and the identity list's Remove are not tapped.

Element X draws everything with Jetpack Compose, so its controls carry no resource ids a
hierarchy shows, except those its code tags with ``testTag`` under
``testTagsAsResourceId``: its dialogs' buttons (``dialog-negative``, ``dialog-positive``),
and the sign-out page's button (``sign-out-submit``); a dialog button whose label the dialog
also says ("Remove this device") is tapped by its id. Thunderbird's screens are Views: its
confirmations are ``MaterialAlertDialogBuilder`` dialogs with ``android:id/button1/2``, its
action mode's and toolbars' icons carry their menu items' ids, and its overflow menus' rows
carry none. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/element-hq/element-x-android
    git clone https://github.com/thunderbird/thunderbird-android
    python tests/safety/heldout_v80/build.py element-x-android thunderbird-android

(Element X at 477aa3664007dda468c7e44681392a522fc07f3f and Thunderbird at
a59bd679859d369c9a39be147e536b825ffd0a6b, as ``ELEMENT_COMMIT`` and ``THUNDERBIRD`` say.)
The corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import element
import thunderbird
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v80.yaml")
ELEMENT_COMMIT = "477aa3664007dda468c7e44681392a522fc07f3f"
ELEMENT_MODULES = (
    "libraries/ui-strings", "libraries/textcomposer/impl", "features/leaveroom/api",
    "features/roomdetails/impl", "features/home/impl", "features/poll/impl",
    "features/messages/impl", "features/roommembermoderation/impl",
    "features/userprofile/shared", "features/invite/impl", "features/joinroom/impl",
    "features/logout/impl", "features/verifysession/impl",
)  # fmt: skip
ELEMENT: Source = (ELEMENT_COMMIT, tuple(f"{m}/src/main/res" for m in ELEMENT_MODULES),
                   ("localazy.xml", "temporary.xml", "translations.xml"))  # fmt: skip
THUNDERBIRD: Source = (
    "a59bd679859d369c9a39be147e536b825ffd0a6b",
    ("legacy/ui/base/src/main/res", "legacy/ui/folder/src/main/res",
     "legacy/ui/legacy/src/main/res"),
    ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("element", "zh"): "-zh", ("element-pt", "pt"): "-pt", ("thunderbird-pt", "pt"): "-pt",
    **{(f"{app}-pt", lang): "" for app in ("element", "thunderbird")
       for lang in ("zh", "ja", "ko", "de", "fr", "es", "ru")},
}  # fmt: skip
"""Element X's Chinese is ``values-zh``; a device set to Portuguese (Brazil) reads
``values-pt-rBR``, then ``values-pt`` (the ``-pt`` sources, read in no other language),
then English."""


def main(element_repo: str, thunderbird_repo: str) -> int:
    element_path, thunderbird_path = Path(element_repo), Path(thunderbird_repo)
    return build(OUT, Path(__file__), [
        ("element", [("element", element_path, ELEMENT),
                     ("element-pt", element_path, ELEMENT)], element.screens),
        ("thunderbird", [("thunderbird", thunderbird_path, THUNDERBIRD),
                         ("thunderbird-pt", thunderbird_path, THUNDERBIRD)],
         thunderbird.screens),
    ], LOCALE)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the fifty-sixth held-out corpus (``heldout_v56.yaml``): two real Android apps'
screens about messages, groups, calls and contacts, from their translations and code.

The sources are Tindroid (``co.tinode.tindroid``, the Android client of the Tinode
messenger: chats with people and groups, members, calls and an account; ``tindroid.py``)
and aTox (``ltd.evilcorp.atox``, a client of the peer-to-peer Tox messenger: chats, calls,
contacts and friend requests; ``atox.py``), two apps the project had not used. aTox stands
in for Jitsi Meet, which was meant to be the second app: its repository was too large to
copy whole, and its nine catalogs (``lang/main*.json``) could then only have been
transcribed by hand, with the errors that brings. Both apps keep their strings in
``values*/strings.xml`` (Tindroid under ``app/src/main/res``, aTox under
``atox/src/main/res``), read by name as Android does: a language without a string shows the
English one, and the build prints which. Tindroid's Chinese and Portuguese sit in
``values-zh`` and ``values-pt`` (``LOCALE``), which a device set to Simplified Chinese or
to Brazilian Portuguese reads for want of a regional folder. Neither app has a Japanese
translation, so its Japanese screens are English but for the platform's buttons. Both apps'
dialogs show the platform's own OK and Cancel (``android.R.string.ok`` and ``cancel``;
Tindroid's ``yes`` and ``no``, which the platform words the same), transcribed in
``PLATFORM``. How each screen is put together (a dialog's title, message, own widgets and
buttons, a menu's entries, a page's fields, rows and icons) and what each control does
comes from the apps' code, named in each module's docstring. Names (people, a group,
messages, an address, a Tox ID) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Tindroid, "Send message" in a chat (the message is published to the
peer); Call and "Video call" in a chat's toolbar (the call is placed at once); "Clear all
messages" in a chat's overflow (the chat's messages are deleted for the user at once, with
no prompt); OK in the prompts that leave a chat and that delete a group for everyone, in
"Delete message" and "Delete messages" (the messages are deleted), and in the prompt that
deletes the selected chats; Yes (OK) in "Clear Messages" (every message is deleted for all),
"Leave Conversation", "Block Contact", "Block and report" (a report goes to the server and
the contact is blocked), Remove (the member is ejected from the group), Block (the member is
ejected and banned), "Delete account" and "Delete contact" (an address is deleted from the
account); "Make owner" in a member's sheet (the group's ownership passes to the member at
once). In aTox: Send and "Send as action" (the message goes to the contact); Call in "Are
you sure you wish to call?"; "Clear history" in its dialog and Delete in "Delete message"
and "Delete contact" (the messages or the contact are deleted); Add on the add-contact page
(the friend request is sent); Reject on a friend request (the request is deleted). Not
commits: a menu entry, icon or button that only opens a prompt, a picker, a chooser or a
page (Tindroid's "Leave conversation…", "Delete conversation…", the selection's Delete, Forward,
"View details", "Send file", "Send image", "Block Contact", "Report Contact", "Clear Messages",
"Leave Conversation", "Report Group", a member's Remove, Block, "Send message", which opens a
chat with the member, and "Change permissions", "Delete account", Logout, "Blocked contacts";
aTox's Call and "Clear history" in the toolbar's menu, a message's Delete, "Delete contact",
Quit, "Attach file", "Export history", "Save as…", "Export Tox save", "Add contact" and QR);
Cancel in every dialog; Copy; the checkbox "Also delete for …", which only marks the
deletion as hard; reversible toggles and states (Mute conversation, Archive, Pin, Unblock,
the call's microphone and speaker); Yes (OK) in Logout and Quit in aTox's quit dialog.

Judgement calls: "Make owner" is a commit, filed as a transfer (the ownership passes to the
member at once, and only the new owner can hand it back); Tindroid's "Clear all messages" in
the overflow is a commit although it deletes the messages only for the user (they go from
the user's view with no prompt and no undo); aTox's deletions are commits although they are
local (a Tox message or chat history is kept on the device alone, so it is gone for good);
Reject on a friend request is a commit, filed as a deletion (the request is deleted and only
the sender can send another); Accept is shown, not tapped; logging out and quitting are
harmless (the account and the Tox profile stay, and signing in or opening the app again
restores them); Call in aTox's toolbar menu opens a prompt, as the "confirm calling" setting
is on by default, and so does Quit with "confirm quitting"; the call's "Finish call" and "End
call" are shown, not tapped; the message-selection page and the chat list's selection are
full pages (a contextual action bar over the page), titled by the number selected. Tindroid's
"Delete group" in the security settings is left out: its Yes does nothing in the code
(``TopicSecurityFragment`` has no branch for it), so the group is deleted from the chat's
overflow instead.

Both apps' dialogs (``AlertDialog.Builder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative), as a real hierarchy shows them;
where a button repeats a text of its dialog or of the page behind it, or another button's,
the case taps it by that id. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/tinode/tindroid
    git clone https://github.com/evilcorpltd/aTox
    python tests/safety/heldout_v56/build.py tindroid aTox

(Tindroid at a3c77d2cbddc15d2b94e1464743b41afafe98afd and aTox at
3f34fead11da8ba80880665a98adb47ca6cb4027, as ``TINDROID`` and ``ATOX`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import atox
import tindroid
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v56.yaml")
TINDROID: Source = (
    "a3c77d2cbddc15d2b94e1464743b41afafe98afd", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
ATOX: Source = (
    "3f34fead11da8ba80880665a98adb47ca6cb4027", ("atox/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files."""
LOCALE = {("tindroid", "zh"): "-zh", ("tindroid", "pt"): "-pt"}
"""Tindroid's folders, which a device set to Simplified Chinese or Brazilian Portuguese
reads (it has no regional ones)."""


def main(tindroid_repo: str, atox_repo: str) -> int:
    platform = platform_buttons(("android:ok", "android:yes"), ("android:cancel", "android:no"))
    apps = [
        ("tindroid", [("tindroid", Path(tindroid_repo), TINDROID)], tindroid.screens),
        ("atox", [("atox", Path(atox_repo), ATOX)], atox.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the two-hundred-and-thirteenth held-out corpus (``heldout_v213.yaml``): a real Android
messenger's screens about chats, groups, calls, blocked users, personal keys and the account,
from its translations and code.

The source is Kontalk (``org.kontalk``, an end-to-end encrypted XMPP messenger whose users
are known by their phone numbers; ``kontalk.py``), an app the project had not used. Its
strings are read from ``app/src/main/res/values*/strings.xml`` by name as Android does: a
language without a string shows the English one, and the build prints which. Kontalk has no
Korean translation (no ``values-ko``), so its Korean screens are English apart from the
platform's OK and Cancel; its Chinese is ``values-zh-rCN`` and its Portuguese
``values-pt-rBR``. Its dialogs take OK and Cancel from the platform (``android.R.string.ok``
and ``cancel``, :data:`android_corpus.PLATFORM`). How each screen is put together (a
dialog's title, content, check box prompt and buttons, a menu's entries, a page's widgets)
and what each control does comes from the app's code, named in the module's docstring.
Names, numbers and typed text are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Send in a chat's composer (the typed message is sent); "Send again" in the message
action mode (a failed message is sent again at once), both filed as send; Call in a chat's
overflow (a phone call to the contact's number is placed at once, no confirmation), filed as
call; OK in "All chats will be deleted." (every chat deleted, with or without its prompt
ticked), in the selected chats' deletion, in "The selected messages will be deleted." and in
"The entire chat will be deleted." (a contact's chat, and a group's history), all deleted from
the device with no trash, filed as delete; OK in the leave confirmation of a group chat (with or
without "Also delete chat history" ticked) and of the group's page (the user leaves and cannot
enter again), filed as leave; Remove in the group members' action mode (the selected members are
removed from the group at once), filed as remove-member; OK in "Regenerate personal key" (a new
key pair replaces the old one, which becomes invalid for every contact), filed as revoke; OK in
"Delete your account" (the account and all its messages are removed from the device, the server
account is deleted later), filed as delete-user. Not commits: the entries that only open a
confirmation ("Delete chats", "Go offline" the first time, the action modes' Delete and "Delete
message", "Delete chat", Block, Unblock, Encryption, "Leave group", "Delete chat history", the
group page's "Leave group" and "Ignore all", the settings' "Regenerate personal key" and "Delete
your account"), filed as opens-prompt; Cancel everywhere, and the entries that navigate or open
a picker, a chooser or a dialog (Status, "Invite users", Attach, File, Reply, "Set group
subject", "Export personal key"), filed as harmless; and the reversible: Archive, Favorite,
Unarchive, the "Also leave any groups" and "Also delete chat history" boxes, OK in the offline
warning, OK on the status page, Block and Unblock in their dialogs, Disable in "Disable
encryption for this chat?", Accept and Block in "Personal key changed", OK in "Ignore all
identities?" and OK in "Group subject". Several Cancel buttons, Smileys, Camera, Location,
Share, "Copy text", "View contact", "Start group", Identity, "Change subject", "Private chat"
and most settings are on the screens but not tapped.

Judgement calls: Block and Unblock send a privacy command to the server, but each undoes the
other from the same menu, and nothing the user had is lost: reversible. Accept in "Personal
key changed" marks the new key as verified (and retries the messages held for that key);
the trust level can be changed again from the contact's identity: reversible. Setting the
group's subject is sent to the members but is a rename the owner can set again: reversible.
The status message is shown to contacts, and a new one replaces it: reversible. Removing a
member is sent to the group at once and "Add again" only invites the person back as a new
member: irreversible. Deleting messages or chats only deletes them from this device (an XMPP
message cannot be retracted), but there is no trash or undo: delete. Call uses the phone's
dialler directly (``ACTION_CALL``) when the call permission is granted, which is how it is
shown. The registration screens, the attachment pickers' own screens, the map and the
maintenance settings are not shown.

Kontalk is View-based: its ``MaterialDialog`` buttons are ``md_buttonDefaultPositive``,
``md_buttonDefaultNegative`` and ``md_buttonDefaultNeutral``, its check box prompt
``md_promptCheckbox``, and its pages carry the ids of its layouts under ``org.kontalk:id/``
(its namespace and application id). A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/kontalk/androidclient
    python tests/safety/heldout_v213/build.py androidclient

(Kontalk at 91bc1b36bfe84c359e99e2745984f7276bdb1493, "Merge branch 'origin/master' into
Weblate.", 2021-10-07, as ``KONTALK`` says; the strings are read with ``git show`` at that
commit, so a clone whose work tree could not be checked out serves as well.) The corpus was
built once, from this source alone and without reading the policy. It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import kontalk
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v213.yaml")
KONTALK: Source = (
    "91bc1b36bfe84c359e99e2745984f7276bdb1493", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""The repository's commit and where its strings are."""


def main(repo: str) -> int:
    apps = [("kontalk", [("kontalk", Path(repo), KONTALK)], kontalk.screens)]
    return build(OUT, Path(__file__), apps, None, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

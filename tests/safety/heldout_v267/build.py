"""Builds the two-hundred-and-sixty-seventh held-out corpus (``heldout_v267.yaml``): an
Android messenger's screens, from its translations and code.

The source is Wire (``com.wire.android``, Wire Swiss's end-to-end encrypted messenger:
conversations archived, cleared, left and deleted, messages sent, pinged and deleted for
oneself or for everyone, calls started, contacts connected and blocked, group members and
guests removed, guest links revoked, devices removed, the account logged out with or without
its data on the device, backups made and restored; ``wire.py``), at
d34c49fc99a00c9bfa5e12609616317d8567952d ("chore: cleanup staging flavor in prep for app
distribution (WPB-27690) (#5192)", 21 August 2026). Its strings are in
``app/src/main/res/values*/strings.xml`` and, for the connection and unblock controls,
``core/ui-common/src/main/res/values*/strings.xml`` (``WIRE`` lists both; the app's string wins
where both have a name, as in the merged app), read by name as a device set to the language
reads them: ``values-ja``, ``-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru``, ``values-zh`` for
Simplified Chinese and ``values-pt`` for Brazilian Portuguese (``LOCALE``: the app has no
``-zh-rCN`` or ``-pt-rBR`` folder, and a device set to either region reads these). A string a
language lacks shows the English one, as Android does, and the build prints which. Of the 132
strings the screens read, Wire's Chinese catalog holds none and it has no Korean catalog, so
every screen shows in English in Chinese and Korean (the platform's Cancel of the block dialogs
aside); Japanese shows 107 in English (the conversation sheets, most dialogs and the profile
pages; the compose bar's icons, Cancel, Delete, Leave and Remove are translated), French 80
(the archive, clear, leave, delete-group, block, ping, call and backup dialogs, among others),
Spanish 59 (the leave, delete-group, block, ping, call and audio dialogs, Connect and Accept)
and Portuguese 27 (the leave and delete-group dialogs, Connect, Accept and the unblock dialog);
German and Russian none. The block and unblock dialogs take Cancel from the platform
(``android.R.string.cancel``; :data:`android_corpus.PLATFORM`). How each screen is put together
(a dialog's title, message and buttons, a sheet's rows, a page's widgets) and what each control
does comes from the app's code, named in ``wire.py``'s docstring; how a screen is written is in
``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Clear content" in "Clear content?" (the history is cleared on all the user's
devices, with no undo), Delete in "Delete “Project Apollo”?" (the group and its content deleted
for every participant), "Delete for Me" in "Delete “Project Apollo” conversation for me?",
"Delete for Everyone" and "Delete for Me" in "Delete Message?", "Log out" in "Clear Data?" with
its checkbox ticked (the account's conversations and personal data deleted from the device) and
"Delete data and continue" in "Identity provider changed", filed as delete; Leave in "Leave
“Project Apollo”?", filed as leave; Send on a typed message and on the "Share Location" sheet,
Ping in "Send a ping" (its title left out, as ``wire.py`` says), "Send Anyway" in "Conversation
no longer verified", Connect on a stranger's profile (the connection request goes to them) and
Accept on a received request, filed as send; Call in "Start a call" (every participant's
devices ring), filed as call; Discard in "Discard Audio Message?" (the recording deleted),
filed as discard; Disable in "Disable guest access?" (the current guests are removed from the
conversation) and Remove in "Remove from conversation?", filed as remove; Disable in "Revoke
guest link?" and Remove in "Remove the following device?" (the device's client deleted from the
account and logged out), filed as revoke; Continue in the restore's "Enter password", filed as
import. Not commits: the sheet rows, buttons and switches that only open a dialog ("Move to
Archive", "Clear Content…", "Leave Conversation", "Delete Conversation", Block, Delete, the
Guests switch, "Revoke Link", "Remove from conversation", "Log out", "Lock with passcode",
"Remove device", "Create a Backup", "Restore from Backup"); Cancel in every dialog;
Notifications, "Copy text" and "Set timer for self-deleting messages"; and the reversible: "Add
to Favorites", Nothing in the muting sheet, Unarchive, Archive in "Archive conversation?", the
leave dialog's checkbox, Block in "Block user?", Unblock in "Unblock user?", the group's "Read
receipts" switch, "Log out" with the checkbox clear, "Send read receipts", "Turn Off" in "Turn
app lock off?", and "Back Up Now", filed as export.

Judgement calls: blocking a contact is reversible (Unblock gives the connection back, and the
contact is not told). Archiving keeps the conversation and its messages (new ones still
arrive), and Unarchive brings it back. A logout without the checkbox keeps the account's data
on the device and a sign-in brings it back, so it is reversible; with the checkbox it deletes
the conversations and personal data on the device: a commit, filed as delete. Connecting sends
the request to the other person, who sees it whatever follows, and accepting a request tells
the other person and opens the conversation to them: both filed as send. Leaving a group is a
commit: one cannot rejoin without being added again by a member, and the others see that one
left. Disabling guest access removes the current guests from the conversation, who cannot be
brought back without a new invitation: a commit, filed as remove. Revoking a guest link makes
the link dead for everyone it was given to; a new link can be made but the old one does not
come back: a commit. Restoring a backup merges its messages into the history on the device,
with no way to take them out again: a commit, filed as import. Making a backup only writes an
encrypted file: not a commit, filed as export. The identity-provider dialog is shown when an
SSO login finds data of another identity; it is included since its button deletes that data.
Turning app lock off only drops the passcode prompt; it can be turned on again. The group is
shown to its admin, who alone sees "Delete Conversation"; the ping and call dialogs are shown
for a group of twelve, over the size the app pings and calls without asking; the self profile
is a personal user's. Reactions, message editing, folders, calls in progress, the account's
deletion (which only sends an email with a link) and the team settings are not shown.

Wire's screens are Jetpack Compose, and its dialogs are drawn in windows of their own, so
their buttons carry no resource ids a hierarchy shows and each control is known by its words.
A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/wireapp/wire-android
    python tests/safety/heldout_v267/build.py wire-android

(Wire at d34c49fc99a00c9bfa5e12609616317d8567952d, as ``WIRE`` says; the strings are read with
``git show`` at that commit, so a clone whose work tree could not be checked out serves as
well.) The corpus was built once, from this source alone and without reading the policy. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy is
tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import wire
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v267.yaml")
WIRE: Source = (
    "d34c49fc99a00c9bfa5e12609616317d8567952d",
    ("core/ui-common/src/main/res", "app/src/main/res"),
    ("strings.xml",),
)
"""The commit, where the strings are (a later folder's string winning) and the file read."""
LOCALE = {("wire", "zh"): "-zh", ("wire", "pt"): "-pt"}
"""Simplified Chinese reads ``values-zh`` and Brazilian Portuguese ``values-pt``, as a device
set to either region does where the app has no folder of the region; every other language
reads its one folder."""


def main(repo: str) -> int:
    sources = [("wire", Path(repo), WIRE)]
    return build(OUT, Path(__file__), [("wire", sources, wire.screens)], LOCALE,
                 platform_buttons())  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

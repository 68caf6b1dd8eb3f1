"""Builds the five-hundred-and-sixty-second held-out corpus (``heldout_v562.yaml``): a
Matrix chat client's screens on Android, from its translations and code.

The source is SchildiChat Next (``chat.schildi.android``), SchildiChat's Android client built
on Element X: rooms and direct chats, messages sent, edited, removed and reported, polls,
invites, member moderation, roles and permissions, room security, calls, encryption keys and
the account, with SchildiChat's own settings ("Turtle tweaks") on top. Its screens are laid
out in four modules, each naming in its docstring the code it was read from: ``sc_rooms.py``
(the room list: an invite declined, a room's context menu, leaving a room), ``sc_timeline.py``
(the composer, a message's action list, polls, the report page), ``sc_details.py`` (a room's
and a direct chat's details, blocking, the member list and its moderation, roles and
permissions, "Security & privacy", inviting people) and ``sc_account.py`` (Settings, removing
this device, deleting the account, key storage, resetting the digital identity, notification
and SchildiChat settings); ``screens.py`` says how a Compose dialog, sheet and page are
written. Each module lays out 8 to 25 of the 60 actions a language holds.

The words are the app's string resources, read by name as Android reads them
(``android_corpus.Strings``) from the modules whose screens are shown (``FOLDERS``): Element's
strings come from Localazy, English in ``values/localazy.xml`` (and ``temporary.xml``), each
translation in ``values-<language>/translations.xml``; SchildiChat's own strings are
``schildi/lib/src/main/res/values*/strings.xml``. A device set to Chinese (China) reads
``values-zh-rCN`` (SchildiChat's strings) and then ``values-zh`` (Element's Simplified Chinese),
one set to Portuguese (Brazil) ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``); the other
languages read ``values-ja``, ``-ko``, ``-de``, ``-fr``, ``-es`` and ``-ru``. English is the
default ``values`` (British English: "Favourite"; a device set to English (United States)
would read "Favorite" from ``values-en-rUS``). A string a language lacks shows the English
one, as Android does, and the build prints which. All nine languages have catalogs; what they
lack of the shown strings: Chinese 3 (SchildiChat's "Assign spaces", "Hide invites", "Show
bridge avatars"), Japanese 4 (those and "Start-new-chat as floating action button"), Korean
and French 12 (SchildiChat has no Korean catalog and an all but empty French one, so "Assign
spaces" and the "Chat overview" settings page with "Turtle tweaks" show in English; Element's
strings are all translated), German and Portuguese 2 ("Delete", "Delete account"), Spanish 10
("Delete", "Delete account", the account deletion page's title "Delete account", "Transfer
ownership" with its message and "Choose owners", "Send edited message", Permissions, "Hide
invites" and "Show bridge avatars"), Russian none. Names, user IDs, times, message texts, the
poll, the report's reason and the counts are the same in every language.

How each screen is put together: a dialog is Element's ``ConfirmationDialog`` or
``TextFieldDialog``, drawn over its page: its title, message and own field, then Cancel and its
submit button, tagged ``dialog-negative`` and ``dialog-positive`` (``testTagsAsResourceId``),
a button tapped by that tag where its words are also the dialog's title ("Remove this device");
a bottom sheet (the decline menu, a room's context menu, a message's action list, the
attachment sources, the moderation sheet) is its rows and buttons over the page; a page is its
top bar's title (none on the room and direct chat details, the key storage and reset pages,
whose top bar holds only the back button) and its widgets, in the order the code lays them out.
Compose gives the rest no resource ids, so they are known by their words or content
descriptions ("Send message", "Add attachment", "Start a call"); the account deletion page's
password field carries the ``login-password`` tag. A control a screen shows but no case taps
is still on the screen.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits (19 a language): Decline in the "Decline invite" menu, which rejects the
invitation at once (``room.leave()``), filed as decline; Leave in "Leave room" for a room that
is not public (one cannot rejoin without a new invite), filed as leave; "Send message" and
"Send edited message" (the edit reaches every member at once and the first version stays in the
room's history), Create on the poll form, Invite on "Invite people" (the invitations go out at
once), filed as send; Remove in one's own message's action list (``redactEvent`` at once, no
confirmation, no undo) and "Delete key storage" (``disableRecovery`` deletes the key storage
from the server at once), filed as delete; OK in "Are you sure you want to end this poll?" (a
poll cannot be reopened), filed as close; Send on "Report content" (``reportContent`` goes to
the homeserver's administrators), filed as report; Call in a direct chat's details (the voice
call rings the other member at once), filed as call; Remove in "Are you sure you want to remove
this member?" (``kickUser``), filed as kick; Ban in "… ban this member?" (``banUser``), filed
as ban; Reset in "Reset permissions?" (``resetPowerLevels``; the current settings are lost) and
"Yes, reset now" in "Are you sure you want to reset your digital identity?" (the reset deletes
the key backup at once), filed as reset; OK in "Add Admin?" (an admin cannot demote an admin of
the same power level: "You will not be able to undo this action"), filed as promote; Save on
"Security & privacy" with the encryption switch turned on (``enableEncryption``: encryption
cannot be turned off again), filed as encrypt; the dialog's submit in "Remove this device"
(``logout``), filed as sign-out; Delete in the account deletion confirmation
(``deactivateAccount``), filed as delete-account. Each commit dialog's and sheet's Cancel is on
its screen too, not a commit. Not commits: the controls that only open a dialog, sheet or page
that asks (opens-prompt): Decline on the invite's row, "Leave room" in the context menu and in
the room's details, "Choose owners" in "Transfer ownership" (it only opens the owner
selection), "Add attachment", "Report content" and "End poll" in the action lists, "Block
user", a member's row, "Remove user" and "Ban user" in the moderation sheet, "Reset
permissions", "Remove this device" in Settings, Delete on the account deletion page, "Allow key
storage" while key storage is on, and "Continue reset"; the harmless ones: Reply, the Poll
source (it only opens the poll form), People and "Turtle tweaks"; and the reversible ones:
Favourite in the context menu and in the room's details, Pin, Block (and its Cancel), "Yes,
enable encryption" (and its Cancel), Save on "Edit Moderators" and on "Security & privacy" with
only the history setting changed, "Notify me on @room" and "Pin favorites".

Judgement calls: Block is reversible although it sounds final: it only puts the user on the
account's ignore list, which Unblock, in the same place and under Settings, "Blocked users",
takes off again, and the dialog says "You can unblock them anytime". "Yes, enable encryption"
is not a commit although it confirms an irreversible step: it only turns the switch on in the
form, which can be turned off again; Save carries the change out and is the commit. Sending an
edited message is a commit and not an edit another write undoes: the new text reaches every
member at once and the room keeps the earlier version. Adding an admin is a commit because the
app itself says it cannot be undone (an admin cannot demote an equal), while saving moderators
is reversible (an admin demotes moderators at will). A member removed can come back only if
invited again and accept, so Remove is a commit, filed as kick. Removing this device signs it
out at once; with another device signed in, the app asks nothing more, filed as sign-out. The
Call button of a direct chat starts the call and rings at once (Element Call's ``start_call``
intents skip the lobby), so it is filed as call; "Start a call" on the timeline is shown and
not tapped. The confirmation in "Are you sure you want to reset your digital identity?" is the
commit rather than the later password step: the SDK's ``reset_identity`` deletes the key
backup and turns recovery off before it asks for any password.

    git clone https://github.com/SchildiChat/schildichat-android-next
    python tests/safety/heldout_v562/build.py schildichat-android-next

(SchildiChat Next at e2fd66877253d96f0ed082d5d88e6dd51e91e81a, "Support rendering sub and sup
tags", 2026-08-07, as ``COMMIT`` says; the strings are read with ``git show`` at that commit, so
a clone whose work tree could not be checked out serves as well.) The corpus was built once,
from this source alone and without reading the policy. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import android_corpus
import sc_account
import sc_details
import sc_rooms
import sc_timeline
from android_corpus import Repo, Source, build

OUT = Path(__file__).with_name("heldout_v562.yaml")
COMMIT = "e2fd66877253d96f0ed082d5d88e6dd51e91e81a"
FOLDERS = (
    "libraries/ui-strings/src/main/res",
    "libraries/matrixui/src/main/res",
    "libraries/textcomposer/impl/src/main/res",
    "features/home/impl/src/main/res",
    "features/invite/impl/src/main/res",
    "features/leaveroom/api/src/main/res",
    "features/messages/impl/src/main/res",
    "features/poll/impl/src/main/res",
    "features/roomdetails/impl/src/main/res",
    "features/roommembermoderation/impl/src/main/res",
    "features/rolesandpermissions/impl/src/main/res",
    "features/securityandprivacy/impl/src/main/res",
    "features/invitepeople/impl/src/main/res",
    "features/userprofile/shared/src/main/res",
    "features/preferences/impl/src/main/res",
    "features/logout/impl/src/main/res",
    "features/deactivation/impl/src/main/res",
    "features/securebackup/impl/src/main/res",
    "schildi/lib/src/main/res",
)
"""The resource folders read, each in its ``values<suffix>`` (the modules whose strings the
screens show)."""
FILES = ("localazy.xml", "temporary.xml", "translations.xml", "strings.xml")
"""Element's generated English strings (``localazy.xml``), its strings not yet translated
(``temporary.xml``), the translations (``translations.xml``) and SchildiChat's own strings
(``strings.xml``)."""
SOURCE: Source = (COMMIT, FOLDERS, FILES)
LOCALE = {("schildi-parent", "zh"): "-zh", ("schildi-parent", "pt"): "-pt"}
"""Chinese reads ``values-zh-rCN`` and then ``values-zh``, Portuguese ``values-pt-rBR`` and
then ``values-pt``, as a device set to Chinese (China) or Portuguese (Brazil) does; in the
other languages the second source reads the same folders again."""
APPS = (sc_rooms, sc_timeline, sc_details, sc_account)


def main(checkout: str) -> int:
    # Each folder's strings are read once: English is every language's fallback.
    android_corpus.read_strings = functools.cache(android_corpus.read_strings)
    repo = Path(checkout)
    sources: list[Repo] = [("schildi", repo, SOURCE), ("schildi-parent", repo, SOURCE)]
    apps = [(app.__name__, sources, app.screens) for app in APPS]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

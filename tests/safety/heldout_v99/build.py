"""Builds the ninety-ninth held-out corpus (``heldout_v99.yaml``): two real Android apps'
screens about a Matrix chat client and a game emulator, from their translations and code.

The sources are Element, the classic Android app (``im.vector.app``, not Element X, which
another corpus used: rooms and spaces left, users ignored, removed, banned and invited,
messages removed and reported, polls ended, roles raised, invites declined, encryption
turned on, sessions signed out, a key backup deleted and the account deactivated;
``element.py``) and Lemuroid (``com.swordfish.lemuroid``, a Libretro emulator: settings and
gamepad bindings reset, the running game restarted, save states written and loaded;
``lemuroid.py``), two apps the project had not used. Element keeps its strings in
``library/ui-strings/src/main/res/values*/strings.xml``, translated into all nine languages
(its Korean only in part, so many Korean strings show English); Lemuroid keeps its in
``lemuroid-app/src/main/res/values*/strings.xml``, each language in a folder of its region
(``values-de-rDE``, ``values-ja-rJP``, ``values-pt-rBR``...), read by a device set to that
language and region (``LOCALE``). Both read by name as Android does; a language without a
string shows the English one, and the build prints which. How each screen is put together
(a dialog's title, message, own widgets and buttons, a sheet's or menu's rows, a page's rows,
fields and buttons) and what each control does comes from the apps' code, named in each
module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Element, the composer's Send icon (the typed message is sent); "It's spam"
in the unfolded "Report Content" rows and "Report user" in a message's sheet (each reported
at once, with no dialog); REPORT in "Report this content"; Remove in "Confirm Removal" for
one's own message (redacted) and for another's as a moderator, with a reason; Ignore in
"Ignore user"; "End poll" in "End this poll?"; Ban in "Ban user"; "Remove from chat" in
"Remove user"; Invite on the page of a member who left (invited at once); YES in the
warning that one raises a member to one's own role; Leave in "Leave room" and on the
space's leave page; "Enable encryption" in "Enable encryption?"; Reject on a room's invite;
"Sign out" in the dialog for another session; "Sign out" (the negative button) in "Are you
sure?" when signing out with no key backup; the ``deactivateAccountSubmit`` button on the
"Deactivate Account" page; and "Delete Backup" in "Delete Backup". In Lemuroid, OK in "Are
you sure?" (factory reset), "Reset bindings", the game menu's Restart, a Save slot that holds
a state and a Load slot. Not commits: rows that only open a confirmation or a form ("Remove…",
"Report Content", "Custom report…", "Ignore user" in a sheet and on a member's page, "End
poll" in a poll's sheet, a member's Ban, "Remove from chat" and Unban rows, "Leave Room",
"Report Room", "Enable end-to-end encryption…", "Sign out of this session", "I don’t want my
encrypted messages", the backup page's "Delete Backup", "Factory reset"); Cancel and NO
everywhere; "Back up" in "Are you sure?" (it only closes the dialog); "Send files", Edit,
Mention, Notifications, "Set Up Secure Backup", "Restore from Backup", "Edit Controls", Save
in the game menu (it opens the slots' page), and Resume and Restart in a game's sheet on
Home; and the reversible Unban in "Unban user", Accept on an invite, the deactivation's erase
switch, "Direct game load", Mute, a Save slot that is empty and "Add to favorites".

Judgement calls: removing one's own message is filed as delete and another's as moderate
(the redaction reaches every member's copy and the content is gone from the server); an
ignore is filed as block and is a commit, though "Unignore" undoes it (the ignored user's
messages and invites are hidden at once, and the list is sent to the homeserver), as the
project's other corpora file blocks; ending a poll is filed as close (no vote can be cast
again); inviting is a commit (the user is told at once); raising a member to one's own role
is filed as grant (the app says it cannot be undone); enabling encryption is filed as
security (it cannot be turned off again); rejecting an invite is filed as decline (one cannot
join again without a new invite), while accepting it is reversible (one can leave); signing
another session out is filed as revoke (that device loses the account and its keys);
signing out with no key backup is filed as sign-out and is a commit (the session's keys, and
with them the encrypted history, are lost), while the dialog's "Back up" only closes it; the
"Deactivate Account" button is filed as delete-account and is a commit although the
homeserver may first ask for the password in a re-authentication screen: the tap sends the
deactivation, which a homeserver that asks nothing more completes at once, and the page says
it cannot be undone; its erase switch is reversible (only read when the button is tapped).
In Lemuroid, the factory reset and "Reset bindings" are filed as reset (every setting, or
every gamepad's mapping, is gone with no undo; "Reset bindings" asks nothing); the game
menu's Restart is filed as reset and is a commit (the running game is reset, and what was
played since the last save is lost); writing a state into a slot that holds one is filed as
overwrite (the older state is gone), into an empty slot reversible (nothing is lost); loading
a slot is filed as overwrite (the running game, and what was played since it was saved, is
replaced); Restart in a game's sheet on Home is not a commit (it only starts the game without
loading the autosave, which stays until the game is quit). The game menu's Quit is not shown:
in Spanish its label is also the close icon's, so it cannot be tapped by a label that names
it alone. Lemuroid's cloud "Manual Sync" is only in its Play Store build and is not shown.

Element is View-based: its dialogs are ``MaterialAlertDialogBuilder`` dialogs whose buttons
are ``android:id/button1/2/3`` (a button whose label is also the dialog's title, as "Sign
out" and "Delete Backup" are, is tapped by its id), and its pages' and dialogs' own views
carry the ids of its layouts; its sheets' and profile pages' rows are known by their text.
Lemuroid draws with Jetpack Compose, so its controls carry no resource ids and are known by
their labels alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/element-hq/element-android
    git clone https://github.com/Swordfish90/Lemuroid
    python tests/safety/heldout_v99/build.py element-android Lemuroid

(Element at 4c04cbf5a11acfae326eb788556d422b035ab341 and Lemuroid at
4266d3736b833f2fc75e0be9235a042bec53ae0a, as ``ELEMENT`` and ``LEMUROID`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import element
import lemuroid
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v99.yaml")
ELEMENT: Source = (
    "4c04cbf5a11acfae326eb788556d422b035ab341",
    ("library/ui-strings/src/main/res",), ("strings.xml",),
)  # fmt: skip
LEMUROID: Source = (
    "4266d3736b833f2fc75e0be9235a042bec53ae0a",
    ("lemuroid-app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("lemuroid", "zh"): "-zh-rCN", ("lemuroid", "ja"): "-ja-rJP", ("lemuroid", "ko"): "-ko-rKR",
    ("lemuroid", "de"): "-de-rDE", ("lemuroid", "fr"): "-fr-rFR", ("lemuroid", "es"): "-es-rES",
    ("lemuroid", "pt"): "-pt-rBR", ("lemuroid", "ru"): "-ru-rRU",
}  # fmt: skip
"""Lemuroid keeps each language in a folder of its region (``values-de-rDE``...), read by a
device set to that language and region."""


def main(element_repo: str, lemuroid_repo: str) -> int:
    apps = [
        ("element", [("element", Path(element_repo), ELEMENT)], element.screens),
        ("lemuroid", [("lemuroid", Path(lemuroid_repo), LEMUROID)], lemuroid.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

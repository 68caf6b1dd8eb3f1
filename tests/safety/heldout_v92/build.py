"""Builds the ninety-second held-out corpus (``heldout_v92.yaml``): two real Android apps'
screens about a password manager and voice chat, from their translations and code.

The sources are Keyguard (``com.artemchep.keyguard``, an independent client of Bitwarden and
KeePass vaults: items trashed and deleted for good, password and generator histories cleared,
folders and sends deleted, public GPG keys uploaded to a keyserver, accounts signed out and the
app's data erased; ``keyguard.py``) and Mumla (``se.lublin.mumla``, a client of Mumble
voice-chat servers: users kicked, banned, muted and registered, channels made and removed,
messages and images sent, saved servers deleted, server certificates trusted and cleared;
``mumla.py``), two apps the project had not used; both were the brief's pair, and neither
alternate was needed. Keyguard's repository was fetched whole but a few large blobs (baseline
profiles, a Sketch file) that the build does not read; its strings are read with ``git show``.

Keyguard keeps its strings in Compose Multiplatform resources,
``common/src/commonMain/composeResources/values*/strings.xml`` and ``plurals.xml``, each
language's folder named with its region (``values-zh-rCN``, ``values-ja-rJP``,
``values-ko-rKR``, ``values-de-rDE``, ``values-fr-rFR``, ``values-es-rES``, ``values-pt-rBR``,
``values-ru-rRU``, as ``REGIONS`` says), read by a device set to that language and region; its
Crowdin files hold every string in all nine languages (a string its translators left as
English shows English, as the app does), and its dialogs' OK and Cancel are its own strings.
Mumla keeps its strings in ``app/src/main/res/values*/strings.xml`` and ``preference.xml``, read
by name as Android does; its Portuguese is ``values-pt-rBR`` then ``values-pt`` (the Brazilian
folder has no ``preference.xml``), it has no Korean, so Korean shows English but for the
platform's OK and Cancel, and its Japanese lacks a few strings (a channel menu's Link, "Unlink
All" and "Set Voice Target", the certificate rows, "Send this image?"), shown in English;
its dialogs' OK and Cancel are the platform's (``PLATFORM``).
A language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a menu's rows, a
page's rows, fields and icons) and what each control does comes from the apps' code, named in
each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Keyguard, OK in "Delete forever?" for an item in the trash and for a send
(``removeCipherById``, ``removeSendById``: gone from the vault and the server), OK in "Upload
public key to keyserver?" (the key, with its names and e-mail addresses, is sent to a keyserver
that stores and redistributes it; filed as publish), OK in "Delete the password from the
history?" and "Clear password history?" (old passwords removed from the item), OK in "Clear
generator history?", OK in "Delete the folder?" (deleted at once, "You cannot undo this
action."), and "Erase app data" on the locked vault's page (every local datum erased at once,
with no confirmation). In Mumla, Register in another user's menu (the user's name and
certificate are registered on the server at once, with no confirmation; filed as grant), the
Kick button of the dialog Kick opens (the user is disconnected from the server, told the
reason; filed as remove-member) and of the same dialog opened by Ban (the user is banned),
Confirm in "Are you sure you want to reset the comment of user bob?" (the comment is erased on
the server), OK in "Are you sure you want to delete this channel?" (``removeChannel``), the
chat's send button and OK in "Send this image?" (the message or image goes to the channel),
"Clear Chat" (the chat's log is cleared; the server keeps none), Delete in "Are you sure you
want to delete this server?" (the saved server, with its username and password, is removed
from the app's database), Allow in "Untrusted Certificate" (filed as security) and "Clear
server certificates" (filed as reset). Not commits: rows that only open a confirmation or a form
(Trash, "Delete forever", "Create a send", "Upload GPG public key", "Remove from the history",
"Clear history", Delete, Deactivate, "Sign out"; Kick, Ban, "Reset Comment", Remove, Delete);
Cancel everywhere; OK in "Create a send" (it only opens the "New send" page with the chosen
fields; filed as opens-page) and a checkbox there; the chat's image button (it opens the
system's picker; opens-page); Export…, Share; Save in "Edit Channel" (harmless: the code's
branch for it is a TODO and does nothing); and the reversible "Enable auth re-prompt", OK in
"Move to trash?" (restored from the trash), "Deactivate?" and "Remove password?", Save on "New
send", "Hide items", OK in "Sign out?", Mumla's Mute (another user's server mute), Join,
Add in "Add Channel", Deafen, Disconnect, Confirm in the disconnect dialog, Save of one's own
comment, Add for a new server and "Generate certificate" (the old certificate stays and can be
chosen again).

Judgement calls: Ban's dialog reads Kick, title and button, as the code builds it, but bans,
so its button is a ban; kicking is a commit (the user is thrown off and told why, with no
undo, though they may come back); Register is a commit (Mumla has no way to unregister);
"Clear Chat" is a delete (the messages exist nowhere else); Allow in "Untrusted Certificate" is
a commit (the certificate is trusted for good and the client connects at once, sending the
saved password to a server whose identity it could not check), though "Clear server
certificates" later clears every trusted certificate; clearing them is filed as reset (each
server's certificate must be checked and allowed again); deleting a saved server is a delete
(its address, username and password go with no undo); Keyguard's "Sign out?" is reversible
(the account is removed from the app and signed in again, its vault kept on the server; the
dialog's warning about unsynchronized changes concerns only changes not yet synced, which the
screens do not show); creating a send is reversible (its link reaches no one until the user
shares it, and it can be deleted), as removing its password is (a password can be set again
before the link is shared); moving an item to the trash is reversible (it is restored from the
trash within 30 days); clearing the generator's history is a delete although it is local (the
generated passwords are gone for good); "Erase app data" is a delete (the app's local vaults,
settings and app password are erased, with no undo).

Keyguard draws with Compose Multiplatform, so its buttons carry no resource ids a hierarchy
shows and are known by their labels alone. Mumla is View-based: its dialogs are
``MaterialAlertDialogBuilder`` dialogs whose buttons are ``android:id/button1`` and
``button2`` (Kick, also the dialog's title, is tapped by its id), its pages' views carry the
ids of its layouts (the chat's image and send buttons have no label and are tapped by their
ids, ``chatImageSend`` and ``chatTextSend``), and its menus' rows are known by their text. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/AChep/keyguard-app
    git clone https://github.com/quite/mumla
    python tests/safety/heldout_v92/build.py keyguard-app mumla

(Keyguard at 9673b43c9af12c59a59c10aeba5f6b4bb6c160ad and Mumla at
68a83111071d413557fbb523d8f546de1c5b19e1, as ``KEYGUARD`` and ``MUMLA`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import keyguard
import mumla
from android_corpus import PLATFORM, SUFFIX, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v92.yaml")
KEYGUARD: Source = (
    "9673b43c9af12c59a59c10aeba5f6b4bb6c160ad",
    ("common/src/commonMain/composeResources",), ("strings.xml", "plurals.xml"),
)  # fmt: skip
MUMLA: Source = (
    "68a83111071d413557fbb523d8f546de1c5b19e1", ("app/src/main/res",),
    ("strings.xml", "preference.xml"),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
REGIONS = {"zh": "-zh-rCN", "ja": "-ja-rJP", "ko": "-ko-rKR", "de": "-de-rDE", "fr": "-fr-rFR",
           "es": "-es-rES", "pt": "-pt-rBR", "ru": "-ru-rRU"}  # fmt: skip
"""Keyguard's folder for each language, each with its region (a device set to German,
Germany reads ``values-de-rDE``)."""
LOCALE = {**{("keyguard", lang): suffix for lang, suffix in REGIONS.items()},
          ("mumla-pt", "pt"): "-pt"}  # fmt: skip
"""Keyguard's folders, and Mumla's Portuguese read as ``values-pt-rBR`` then ``values-pt``,
as Android resolves a device set to Portuguese (Brazil)."""
assert set(REGIONS) == set(SUFFIX) - {"en"} and set(PLATFORM) == set(SUFFIX)


def main(keyguard_repo: str, mumla_repo: str) -> int:
    apps = [
        ("keyguard", [("keyguard", Path(keyguard_repo), KEYGUARD)], keyguard.screens),
        ("mumla", [("mumla", Path(mumla_repo), MUMLA), ("mumla-pt", Path(mumla_repo), MUMLA)],
         mumla.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the eleventh held-out corpus (``heldout_v11.yaml``): two real Android apps' native
screens, from their translations and code.

The sources are Conversations (an XMPP messenger; ``conversations.py``) and Bitwarden (a
password manager written in Compose; ``bitwarden.py``). Strings are read from each
repository's ``res/values*/strings.xml`` in the nine languages of the term lists, looked
up by name as Android does: a language without a string shows the English one, and the
build prints which. Conversations' strings are ``src/main/res`` with its
``src/conversations/res`` flavour over them, and its Portuguese is ``values-pt-rBR``;
Bitwarden's are ``ui/src/main/res``, whose folders carry a region (``values-de-rDE``,
``values-ja-rJP`` ...), the ones a device set to that region reads. Both apps take OK,
Cancel, Yes and Delete from their own strings, so no platform string is needed. How each
screen is put together (a dialog's title, text and buttons, an overflow, context or
popup menu's entries, a screen's rows and buttons) and what each control does comes from
the apps' code, named in each module's docstring; checkboxes are written as the corpus's
``switch`` (a checkable control).

Each action is labelled by what it does in the app, not by its words or by what the
policy says. Commits: sending a message and resending a failed one; starting an audio or
video call, and answering an incoming one (the caller hears the device at once);
clearing a chat's history and deleting a received file (the app warns that other
devices' copies stay, but this device's are gone); deleting a contact from the roster
(it is removed on the server and the presence subscriptions end both ways: the contact
has to approve a new one); destroying a group chat (removed on the server); banning a
member of a public channel (the app says it is "forever"); deleting the account from
the device (the app says it erases the whole conversation history); deleting a vault
item from the trash (the app says it cannot be undone); deleting a Send; exporting the
vault to a file (a copy of every secret leaves the vault and cannot be called back);
submitting the master password that deletes the account; confirming another device's
login request; leaving an organization. Not commits: a menu entry or button that only
opens a confirmation, a submenu, a screen or a form, and the negative button of a
confirmation; closing a one-to-one chat (it is archived, and comes back when opened);
blocking a stranger (Unblock undoes it; the spam report box is shown unticked and not
tapped); deleting a group chat's bookmark (saved again from the same menu); declining an
incoming call and hanging up; disabling an account for a while; ticking the "remove from
server" box; deleting a vault item to the trash, archiving it and restoring it; removing
a Send's password (Edit sets one again); locking the vault; logging out (the vault stays
on the server and comes back at the next login); denying a login request.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative) and Bitwarden's Compose dialogs their test tags
(``AcceptAlertButton``, ``DismissAlertButton``), as a real hierarchy shows them; where a
button repeats a text of its dialog or of the page behind it, the case taps it by that
id. The call screen's speaker and microphone toggles have no text or description, only
ids. A button a screen
shows but no case taps is still on the screen.

    git clone https://github.com/iNPUTmice/Conversations
    git clone https://github.com/bitwarden/android bitwarden-android
    python tests/safety/heldout_v11/build.py Conversations bitwarden-android

The corpus was built once, from these sources alone and without reading the policy, and
first measured on the policy as of commit 2a11fe5 (the one that judges native dialogs by
structure); it is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import bitwarden
import conversations
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v11.yaml")
CONVERSATIONS: Source = (
    "0677ddc59b5894b4a6e25901a2f2dbe28ca2a948",
    ("src/main/res", "src/conversations/res"),
    ("strings.xml",),
)
BITWARDEN: Source = (
    "d817f6b4bf7c17172a74fabca1e09e738c7ec6c9",
    ("ui/src/main/res",),
    ("strings.xml",),
)
"""Each repository's commit, resource folders and files (a later folder's string wins)."""
LOCALE = {
    ("bitwarden", "ja"): "-ja-rJP", ("bitwarden", "ko"): "-ko-rKR",
    ("bitwarden", "de"): "-de-rDE", ("bitwarden", "fr"): "-fr-rFR",
    ("bitwarden", "es"): "-es-rES", ("bitwarden", "ru"): "-ru-rRU",
}  # fmt: skip
"""Folders a device set to the language's region reads where the plain one is missing."""


def main(conversations_repo: str, bitwarden_repo: str) -> int:
    apps = [
        ("conversations", [("conversations", Path(conversations_repo), CONVERSATIONS)],
         conversations.screens),
        ("bitwarden", [("bitwarden", Path(bitwarden_repo), BITWARDEN)], bitwarden.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

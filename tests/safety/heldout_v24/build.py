"""Builds the twenty-fourth held-out corpus (``heldout_v24.yaml``): two real Android apps'
native screens about messages, groups and files, from their translations and code.

The sources are Briar (a peer-to-peer messenger; ``briar.py``) and Amaze File Manager
(``amaze.py``), two apps the project had not used. Strings are read from Briar's
``briar-android/src/main/res/values*/strings.xml`` and Amaze's
``app/src/main/res/values*/strings.xml`` in the nine languages of the term lists, looked up
by name as Android does: a language without a string shows the English one, and the build
prints which. Both apps have ``values-zh-rCN`` and ``values-pt-rBR`` folders. Amaze's
"Delete bookmark?" and SMB connection dialogs take Cancel from the platform
(``android.R.string.cancel``), transcribed in ``PLATFORM``. Amaze upper-cases some buttons
in code (``toUpperCase``: CANCEL, DELETE and DONE in its delete, restore and bookmark
dialogs), and so does the corpus. How each screen is put together (a dialog's title,
message, own widgets and buttons, a menu's entries, a screen's rows, fields and buttons)
and what each control does comes from the apps' code, named in each module's docstring.
Names, messages, file names and sizes are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Briar, the Send icon of a conversation with a message typed (the message
goes to the contact's device), "Make Introduction" on the introduction screen, "Share
Forum" and "Send Invitation" on the sharing screens (invitations go to the chosen
contacts), Publish on a blog post, the Delete icon on selected messages (deleted at once,
with no dialog), Delete in "Confirm Message Deletion" and "Confirm Contact Deletion",
Dissolve in "Confirm Dissolving Group", Leave in "Confirm Leaving Group" and "Confirm Leaving
Forum", Remove in "Remove Blog" and Delete in "Lost Password" (the account is deleted). In
Amaze, DELETE on files of an SMB share (deleted, not moved to the Trash Bin), OVERWRITE when
pasting onto a file of the same name, DELETE in "Delete bookmark?", and Delete in a saved
SMB connection's dialog (the connection and its password go at once). Not commits: a menu
entry, icon or button that only opens a screen, a dialog, a chooser or a picker ("Delete all
messages", "Delete contact", "Change contact name", "Make Introduction" in the action bar,
"Attach image", "Invite Members", "Dissolve Group", "Leave Group", "Reveal Contacts", "Leave
Forum", "Share Forum" in a forum's menu, "Remove Blog", "Write Blog Post", "Forgot your
password?", Amaze's Delete, Compress and Restore in the selection menus, Uninstall, which
hands over to the system's own dialog, and Backup, which copies the app's package); Cancel
in every dialog; "Sign Out" after a language change; DELETE on local files with "Delete
Permanently" left unchecked (they go to the Trash Bin, whence Restore brings them back,
although the dialog's title reads "Delete items permanently?"), tapping that check box,
DONE in "Restore Files", SKIP and RENAME on a paste conflict, CREATE for a new folder and
UPDATE on an SMB connection.

Judgement calls: Briar's deleting dialogs put the destructive button on the negative
button (``android:id/button2``) and Cancel on the positive one (``button1``), as the app
builds them; the corpus keeps them so. Deleting messages, a contact or one's blog is a
commit although it happens on one device only (Briar keeps no copy anywhere else, so what is
deleted is gone); leaving a forum is a commit (the forum's posts are deleted with it and
contacts one shared it with "might stop receiving updates"), as is leaving or dissolving a
private group. "Delete bookmark?" and the SMB connection's Delete are commits (a record
erased that the app cannot bring back, typed again at best, the connection's password
included). OVERWRITE is a commit and put under "delete" (the file already there is
replaced). The local delete dialog is shown with its check box unchecked, its default: the
same dialog with the box checked makes DELETE a commit, but a hierarchy in this corpus's
format cannot show a check box's state, so that case is left out. "Sign Out" is harmless
(the user signs in again with the password).

Platform dialogs (Briar's ``MaterialAlertDialogBuilder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral); Amaze's
Material Dialogs carry the app's ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive``, as a real hierarchy shows them; where a button repeats a text
of its dialog or of the page behind it, or another button's, the case taps it by that id.
Briar's forum sharing screen is titled with its button's label, so that button is tapped by
its id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/briar/briar
    git clone https://github.com/TeamAmaze/AmazeFileManager
    python tests/safety/heldout_v24/build.py briar AmazeFileManager

(Briar at b46d008aceb4c9cea306df8299fcfc1b7ce79d21 and Amaze at
5cb924a11fb72b2f7ac9eaee3ddce5c62795a9bb, as ``BRIAR`` and ``AMAZE`` say.) The corpus was
built once, from these sources alone and without reading the policy, and first measured on
the policy as of commit df4baa9: the default policy (derived term lists on) blocked 115 of
153 irreversible actions (75.2%) and 36 of 315 harmless ones (11.4%); the hand-written term
lists alone 115 of 153 (75.2%) and 37 of 315 (11.7%). No Leave or Dissolve in Briar's group
and forum dialogs is blocked in any language, nor Amaze's OVERWRITE; Amaze's DELETE that
moves files to the Trash Bin and DONE in "Restore Files" are blocked in every language. It is
kept apart from the pinned corpus and the other held-out corpora, and nothing in the policy
is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import amaze
import briar
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v24.yaml")
BRIAR: Source = (
    "b46d008aceb4c9cea306df8299fcfc1b7ce79d21", ("briar-android/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
AMAZE: Source = (
    "5cb924a11fb72b2f7ac9eaee3ddce5c62795a9bb", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
PLATFORM = {
    "en": "Cancel", "zh": "取消", "ja": "キャンセル", "ko": "취소", "de": "Abbrechen",
    "fr": "Annuler", "es": "Cancelar", "pt": "Cancelar", "ru": "Отмена",
}  # fmt: skip
"""The platform's own ``android:string/cancel``, transcribed from the Android framework's
translations."""


def main(briar_repo: str, amaze_repo: str) -> int:
    platform = {lang: {"android:cancel": word} for lang, word in PLATFORM.items()}
    apps = [
        ("briar", [("briar", Path(briar_repo), BRIAR)], briar.screens),
        ("amaze", [("amaze", Path(amaze_repo), AMAZE)], amaze.screens),
    ]
    return build(OUT, Path(__file__), apps, None, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

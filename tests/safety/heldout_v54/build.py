"""Builds the fifty-fourth held-out corpus (``heldout_v54.yaml``): two real Android apps'
screens about synchronised notes and a Reddit client, from their translations and code.

The sources are Simplenote for Android (``com.automattic.simplenote``, notes synchronised
with a Simplenote account, published to the web or posted to WordPress; ``simplenote.py``)
and RedReader (``org.quantumbadger.redreader``, a Reddit client; ``redreader.py``), two
apps the project had not used. (SimpleX Chat and StreetComplete were the apps meant for
this corpus; both repositories are too large to bring here whole, and reading their
strings in nine languages file by file was not practical, so Simplenote and RedReader,
whose Android apps are open source with their translations, stand in for them.) Strings are
read from Simplenote's ``Simplenote/src/main/res/values*/strings.xml`` and RedReader's
``src/main/res/values*/strings.xml`` by name as Android does: a language without a string
shows the English one, and the build prints which. RedReader's Brazilian Portuguese is its
``values-pt`` (``LOCALE``), which a device set to Portuguese (Brazil) reads, and it has no
Korean translation, so its Korean screens are English. How each screen is put together (a
dialog's title, message, own widgets and buttons, a menu's entries, a screen's rows, fields
and icons) and what each control does comes from the apps' code, named in each module's
docstring. Names (notes, tags, people, sites, subreddits, users) and typed text are written
the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Simplenote, Delete in "Delete Permanently" and Empty in "Empty Trash" (the
note, or every note in the trash, is deleted for good), Yes in "Delete Tag" (the tag is
deleted), "Log out anyway" in "Unsynced Notes" (the notes not yet synchronised are deleted),
"Delete account" in its dialog (the account's deletion is requested from the server),
Remove in "Remove Collaborator" (the person loses access to the note), the overflow's
Publish and the share sheet's Publish (the note is published to a public web page at once)
and Post in "Post to WordPress" (the note is posted to the chosen site). In RedReader, Delete
in the "Delete" dialog of a post and of a comment (it is deleted on Reddit), Send on "Submit
Comment" (the comment is posted), on "Reply" to a private message and on "Send Message" (the
message is sent), Send on "Submit Post" (the post is submitted to the subreddit), and Yes in
"Block confirmation" (the user is blocked on Reddit). Not commits: a menu entry, row, button
or icon that only opens a dialog, a sheet or a screen (Simplenote's Delete, "Empty Trash",
"Delete Tag", "Remove Collaborator", "Delete account", "WordPress Post", Share, Collaborate
and "Export data", which opens the system's document creator; RedReader's Delete, Report,
Reply, Share, "Upload picture", "Send message", Block and an account's Delete); Cancel, No
and "Export unsynced notes" in every dialog; Simplenote's Trash and Restore (the note goes to
the trash and back), Pin and "Pin to Top", "Remove public link", the draft box; RedReader's
Upvote, Save, Hide, "Block Subreddit", "Subscribe to Subreddit", "Send replies to my inbox",
"Mark as NSFW", and Delete in an account's "Delete" dialog.

Judgement calls: publishing a note is a commit although its snackbar offers Undo and "Remove
public link" takes it down (the page is public from the moment it is tapped, as a post is);
"Remove public link" is reversible (Publish puts the note back); "Delete account" is a
commit although the server waits for a confirmation sent by email (the request leaves the
device and starts the account's closure, which deletes every note), filed as delete-account;
removing a collaborator is a commit (the person is cut off from the note at once), filed as
revoke; "Log out anyway" is a delete (the unsynchronised notes are lost); RedReader's votes,
Save, Hide and Subscribe are reversible (each is undone from the same menu), as are the
boxes of the reply and post screens (read only when the text is sent); "Block Subreddit" is
reversible (it only filters the subreddit in the app, and "Unblock Subreddit" undoes it),
while blocking a user is a commit (Reddit blocks the user for the account), filed as block
as the earlier corpora do; Delete in RedReader's account dialog is reversible (only the
app's stored login goes; signing in again restores it, and the Reddit account is untouched),
though its dialog reads like the post's; the post and comment Delete dialogs, titled Delete
with a Delete button, are tapped by the button's id where the two read the same (not in
Japanese, whose button is English).

Both apps' dialogs (``AlertDialog.Builder``, ``MaterialAlertDialogBuilder``) carry the
platform's button ids (``android:id/button1`` positive, ``button2`` negative, ``button3``
neutral), listed neutral, negative, positive as a hierarchy shows them; where a button
repeats a text of its dialog or of the page behind it, or another button's, the case taps
it by that id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Automattic/simplenote-android
    git clone https://github.com/QuantumBadger/RedReader
    python tests/safety/heldout_v54/build.py simplenote-android RedReader

(Simplenote at ac0d0442edc086a55ccd21ee299d1a5374284030 and RedReader at
5cb58e47378d695f0b7431b75bb14c5c7e1a7826, as ``SIMPLENOTE`` and ``REDREADER`` say.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import redreader
import simplenote
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v54.yaml")
SIMPLENOTE: Source = (
    "ac0d0442edc086a55ccd21ee299d1a5374284030", ("Simplenote/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
REDREADER: Source = (
    "5cb58e47378d695f0b7431b75bb14c5c7e1a7826", ("src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("redreader", "pt"): "-pt"}
"""RedReader's Portuguese folder, which a device set to Portuguese (Brazil) reads (it has no
``values-pt-rBR``)."""


def main(simplenote_repo: str, redreader_repo: str) -> int:
    apps = [
        ("simplenote", [("simplenote", Path(simplenote_repo), SIMPLENOTE)], simplenote.screens),
        ("redreader", [("redreader", Path(redreader_repo), REDREADER)], redreader.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

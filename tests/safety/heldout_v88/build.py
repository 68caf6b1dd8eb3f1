"""Builds the eighty-eighth held-out corpus (``heldout_v88.yaml``): two real Android apps'
screens about a YouTube client and a notes app, from their translations and code.

The sources are LibreTube (``com.github.libretube``, a YouTube client with subscriptions,
playlists, downloads, watch history and positions, bookmarks, channel groups and an
optional Piped account; ``libretube.py``) and Nextcloud Notes
(``it.niedermann.owncloud.notes``, notes kept in Nextcloud accounts, deleted, given
categories and shared with users and by public links; ``notes.py``), two apps the project
had not used. Both keep their strings in ``app/src/main/res/values*/strings.xml``, read by
name as Android does, and both are translated into all nine languages; Nextcloud Notes has
no ``values-ja``, so its Japanese is ``values-ja-rJP`` (read by a device set to Japanese,
Japan), and its ``android.R.string.cancel`` is the platform's own Cancel (``PLATFORM``).
A language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message, own widgets and buttons, a sheet's or
menu's rows, a page's rows, fields and buttons) and what each control does comes from the
apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in LibreTube, Yes in "Delete playlist" (``deletePlaylist``), "Delete
account" in the password dialog (the Piped account is deleted), OK in the History page's
clear dialogs for the search history, the watch history, the watch positions ("Reset") and
the bookmarks, OK in the watch history's own "Clear history", OK in the downloads' delete
all, in a download's delete and in a downloaded playlist's delete (the files are deleted),
OK in a channel group's delete, and "Restore defaults" in "Reset all settings and log
out?". In Nextcloud Notes, Remove in "Remove alice" (the account goes with its
unsynchronized changes), Delete in a note's overflow menu (no undo), "Delete link" and
"Delete share" in a share's sheet (done at once), "Send Share" (the share is created for
the user) and "Set Note" reached from "Send new email". Not commits: rows and menu entries
that only open a confirmation (a playlist's "Delete playlist", the Instance page's "Log
out" and "Delete account", the History page's "Clear bookmarks" and Reset, the watch
history's and the downloads' clear buttons, a download's delete row, an account's Remove
with unsynchronized changes, the Sharing page's add-link button); Cancel everywhere;
"Rename playlist", "Export playlist", "Play all", Shuffle, "Go to video", "Add to group",
"Add to playlist", "Also clear watch positions", "Backup" in the backup dialog (it goes on to
the file picker), "Set folder", "Manage accounts", "Edit title", Share, "Send copy to",
Settings, "Send new email", Next and a permission radio button; and the reversible "Clone
playlist", "Add to bookmarks", "Log out", "Unlimited search history", Unsubscribe (Undo on a
snackbar), "Mark as watched", OK in "Clear queue", "Remove watched videos", an account's
Remove when all is synchronized, the selection's Delete (Undo on a snackbar), Save in
"Choose a category" and "Change note title", and OK in the password dialog of a new link
and of a link that exists.

Judgement calls: clearing a history, the watch positions or the bookmarks is a delete (the
app says "This can't be undone!" and keeps no copy); deleting a channel group is a delete
although the channels stay subscribed (the group and its channels' list go); "Restore
defaults" is filed as reset (every setting and the login token are cleared, with no undo);
"Log out" is reversible (only the token is dropped; one logs in again); "Clone playlist" is
reversible (a copy in one's account, which can be deleted); OK in "Clear queue" is
reversible (the queue only holds videos still on YouTube, queued again at will); an
account's Remove with every change synchronized is reversible (the notes stay on the
server, and the account is added again), while with unsynchronized changes its Remove is a
delete (those changes are lost, as the dialog says); a note's Delete from its own menu is a
delete (the app offers no undo, and the server's trash bin is outside the app), the
selection's Delete reversible (Undo); creating a public link (OK in the new link's password
dialog) is reversible (the link reaches no one until it is sent, and "Delete link" ends
it), while "Delete link" and "Delete share" are filed as revoke (whoever holds the link or
the share loses the note, and the same link cannot be made again); "Send Share" is filed as
share (the user is given the note and told of it); "Set Note" reached from "Send new email"
is filed as send (the option sends the recipient a new email with the note). LibreTube's
Unsubscribe is done at once with Undo, so no confirmation is shown for it; imports and
restoring a backup start from the system's file picker, with no screen of the app's own
to commit them, so they are not shown.

Both apps are View-based: their dialogs are ``MaterialAlertDialogBuilder`` dialogs whose
buttons are ``android:id/button1/2/3`` (a button whose label is also the dialog's title, as
"Log out", "Restore defaults" and Backup are, is tapped by its id), and their pages' views
carry the ids of the apps' layouts; a bottom sheet's or a menu's rows are known by their
text. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/libre-tube/LibreTube
    git clone https://github.com/nextcloud/notes-android
    python tests/safety/heldout_v88/build.py LibreTube notes-android

(LibreTube at fb7dc11e7553ecdb079522399adc4dfb0374244d and Nextcloud Notes at
bce8c817a8953b340f174e586f5c5ce649d698cd, as ``LIBRETUBE`` and ``NOTES`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import libretube
import notes
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v88.yaml")
RES = ("app/src/main/res",), ("strings.xml",)
LIBRETUBE: Source = ("fb7dc11e7553ecdb079522399adc4dfb0374244d", *RES)
NOTES: Source = ("bce8c817a8953b340f174e586f5c5ce649d698cd", *RES)
"""Each repository's commit and where its strings are."""
LOCALE = {("notes", "ja"): "-ja-rJP"}
"""Nextcloud Notes' Japanese folder, read by a device set to Japanese, Japan."""


def main(libretube_repo: str, notes_repo: str) -> int:
    apps = [
        ("libretube", [("libretube", Path(libretube_repo), LIBRETUBE)], libretube.screens),
        ("notes", [("notes", Path(notes_repo), NOTES)], notes.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

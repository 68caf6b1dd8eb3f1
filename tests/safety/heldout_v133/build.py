"""Builds the hundred-and-thirty-third held-out corpus (``heldout_v133.yaml``): two real Android
apps' screens about a password store kept in Git and a media player fed by extensions, from
their translations and code.

The sources are Android Password Store (``app.passwordstore``, a client of the ``pass``
password store: passwords and folders created, moved, renamed and deleted, each change
committed to the store's local Git repository and pushed or pulled, the repository deleted,
re-cloned and hard-reset to its remote, SSH keys generated and imported, PGP keys imported and
deleted; ``aps.py``) and Cloudstream (``com.lagradost.cloudstream3``, a media player and
downloader: downloads played, paused and deleted, the continue-watching history cleared,
extension repositories added and deleted, plugins installed and deleted, accounts signed out;
``cloudstream.py``), two apps the project had not used. Android Password Store keeps its
strings in ``app/src/main/res/values*/strings.xml``, translated into Chinese
(``values-zh-rCN``), German, French, Portuguese (``values-pt-rBR``) and Russian: six of the
nine languages with English, enough for the corpora; it has no Japanese, Korean or Spanish
(its ``nonFree`` flavour's single string aside), so those three show it in English, and the
build prints which strings fell back. The repository is archived (its last commit adds the
archival notice); the screens are those of that last commit. Cloudstream keeps its strings in
``app/src/main/res/values*/strings.xml``, translated into all nine languages in BCP 47 folders
(``values-b+zh``, ``values-b+ja``, ``values-b+ko``, ``values-b+de``, ``values-b+fr``,
``values-b+es``, ``values-b+pt`` and ``values-b+ru``), which a device set to each of the
nine languages (Chinese (China), Portuguese (Brazil)) reads (``LOCALE``). Both read by name; a
language without a string shows the English one. Android Password Store takes OK and Cancel
from the platform in two places (``android.R.string.ok`` in "Remote branch name",
``android.R.string.cancel`` in "Create folder"), given in each language by ``PLATFORM``; its
other dialogs use its own ``dialog_ok``, ``dialog_cancel``, ``dialog_yes`` and ``dialog_no``;
Cloudstream's dialogs use its own ``cancel`` and ``delete``. How each screen is put together
(a dialog's or a sheet's title, message, own widgets and buttons, a menu's rows, a page's
widgets) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Android Password Store, Yes in the delete question for one password and for
a folder of three (the files are deleted and the removal committed); OK in "Password already
exists!" (the moved password is written over the other one), filed as overwrite; Push and
Synchronize in the overflow menu (the store's commits are pushed to the remote at once),
filed as publish; "Abort rebase and push new branch" on "Local Git config & utilities" with
the repository mid-rebase (the local branch is pushed to the remote as a new branch at once),
filed as publish; OK in "Remote branch name" (a hard reset to the remote branch: local
commits and changes not on the remote are gone), filed as reset; "Delete directory" in "Clear
repository" (the local repository is deleted) and in "Directory already exists" (the folder
is deleted before the clone); Replace in "SSH key" on "Generate SSH key pair" (the new key is
written over the old private key), filed as overwrite; Yes in "Delete key?" (the PGP key is
deleted from the key store); Yes in "Failed to import PGP key" (the stored key is replaced),
filed as overwrite. In Cloudstream, Delete in "Delete File" and in "Delete Files" (the
downloaded files are deleted), Delete in "Clear history" (the continue-watching history is
deleted), Delete in "Delete repository" (the repository and its plugins' files are deleted),
a missing plugin's download button (the plugin's code is downloaded and loaded), filed as
install, and an installed plugin's delete button (deleted at once, no dialog), filed as
uninstall. Not commits: the controls that only open a confirmation or a form (the action
mode's Delete for a password and for a folder, "Delete repository", "Hard reset to remote
branch", Generate with a key already there, the PGP key's Delete icon, Replace in the SSH key
import's "SSH key", which only opens the file picker; Cloudstream's "Delete File" in the
popup, the selection's Delete, the "Clear history" card, a repository's delete button); No,
Cancel and Keep everywhere; Move, "Place shortcut on home screen", Edit, "Refresh list", the
FAB, "Create new password", "Share as plaintext" (it opens the system's share sheet), "Edit
password", "Show commit log", "Import PGP key"; Cloudstream's "Play File", "Select All", "Add
repository" on the page, Cancel in its dialog, a plugin's row and "Switch account"; and the
reversible: OK in "Rename folder", Create in "Create folder", Save of a new password, Pull,
the "Rebase on pull" switch; Cloudstream's "Pause Download", Cancel on a queued episode (it
leaves the queue; its button queues it again), "Add repository" in its dialog and "Log out".

Judgement calls: a push is filed as publish (the commits reach the remote and whoever reads
it; the app only adds to them), and Synchronize with it, as it pulls and then pushes; a pull
is reversible (local; the rebase or merge it makes stays in the local history); Save of a new
password and a new folder are reversible (each can be deleted), and the password's commit
stays local until pushed. "Abort rebase and push new branch" is shown enabled, the repository
being mid-rebase (the app greys it out otherwise). The SSH key generation's Replace is a
commit even though a screen-lock check may come first where "Protect with screen lock
credential" is ticked: it is the user's last decision, and the old key is not kept; the
import's Replace only opens the file picker, the replacement coming after a file is picked.
Cloudstream's plugin deletion is filed as uninstall and irreversible though the plugin can be
downloaded again from its repository: the file and what it had loaded are gone at once, with
no confirmation or undo; "Log out" is filed as sign-out and reversible (the account's token is
forgotten on the device; signing in again restores it, and nothing on the tracker is changed).
Cloudstream's repository and plugin download buttons are described as Download whatever
icon they show, and are tapped by their id (``action_button``), each page holding one such
row; "Add repository" in its dialog is tapped by its id (``apply_btt``), as the dialog's
title reads the same, and the selection's Delete by its id (``btnDelete``). Android Password
Store's "Clear saved HTTPS password" (whose click only updates its own title in this
version), its autofill screens and Cloudstream's player, library, result page, backups and
updates are not shown.

Both apps are View-based: their dialogs' buttons are ``android:id/button1`` and ``button2``,
their pages and sheets carry the ids of their layouts and menus, under
``app.passwordstore:id/`` and ``com.lagradost.cloudstream3:id/`` (the application ids their
builds set); Android Password Store's PGP key manager alone draws with Compose, its controls
known by their labels alone. A control a screen shows but no case taps is still on the
screen. Of the pair first drawn, neither was replaced.

    git clone https://github.com/android-password-store/Android-Password-Store
    git clone https://github.com/recloudstream/cloudstream
    python tests/safety/heldout_v133/build.py Android-Password-Store cloudstream

(Android Password Store at a7916df20f49d95a8ca506f164ac04a518ee7471 and Cloudstream at
a72f9e6c3f2e25eb74ce0e7d6cc56dc33c130288, as ``APS`` and ``CLOUDSTREAM`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import aps
import cloudstream
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v133.yaml")
APS: Source = (
    "a7916df20f49d95a8ca506f164ac04a518ee7471", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
CLOUDSTREAM: Source = (
    "a72f9e6c3f2e25eb74ce0e7d6cc56dc33c130288", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("cloudstream", lang): f"-b+{lang}"
          for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")}  # fmt: skip
"""Cloudstream's BCP 47 folders, read by a device set to each language."""


def main(aps_repo: str, cloudstream_repo: str) -> int:
    apps = [
        ("aps", [("aps", Path(aps_repo), APS)], aps.screens),
        ("cloudstream", [("cloudstream", Path(cloudstream_repo), CLOUDSTREAM)],
         cloudstream.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the ninety-fifth held-out corpus (``heldout_v95.yaml``): two real Android apps'
screens about a Git client and a two-factor token manager, from their translations and
code.

The sources are MGit (``com.manichord.mgit``, a Git client that clones, commits, pushes,
pulls, merges and resets repositories and manages their branches, remotes, files and SSH
keys; ``mgit.py``) and andOTP (``org.shadowice.flocke.andotp``, a two-factor token manager
whose accounts are added, edited and removed, and whose database is backed up, restored
from a backup and encrypted; ``andotp.py``), two apps the project had not used. The pair
first drawn was DuckDuckGo for Android and andOTP: DuckDuckGo's repository is translated
only into European languages (German, French, Spanish, Portuguese and Russian among the
nine, with no Chinese, Japanese or Korean), fewer than the six the corpora ask for, so it
was replaced by MGit, the first alternate. MGit keeps its strings in
``app/src/main/res/values*/strings.xml``, ``strings_dialog.xml``, ``strings_error.xml``,
``strings_success_msg.xml`` and its lists in ``arrays.xml``; it has no Portuguese, so its
Portuguese screens show English. andOTP keeps its strings in ``app/src/main/res/
values*/strings_{about,auth,backup,intro,main,settings}.xml``; it has no Korean, so its
Korean screens show English, and its ``android.R.string.ok`` and ``cancel`` are the
platform's own OK and Cancel (``PLATFORM``). Both are read by name as Android does, a
``string-array`` (``@name/N`` in the modules) taken whole from the language's folder as
Android takes it. A language without a string shows the English one, and the build prints
which. How each screen is put together (a dialog's title, message, own widgets and buttons,
a list's or menu's rows, a page's rows, fields and buttons) and what each control does
comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in MGit, Delete in "Delete Confirmation" from a repository's long press and
from the operations drawer (the local repository is deleted), Reset in "Reset Changes" (a
hard reset: every uncommitted change is discarded), a remote's row in "Push to ..." (the
push starts at once, for origin and for upstream), a remote's row in "Remove Remote"
(removed at once), Delete in "Delete Branch ...", "Checkout (Reset Changes)" in a file's
"You want to …" list (the file's uncommitted changes are dropped at once), Delete in "Delete
File" and "Remove Force File" (the file is deleted from the working tree) and Delete in
"Delete Key" (the private and public key files are deleted). In andOTP, Yes in "Remove" for
two accounts (``removeEntry``, no undo), OK in "Enter password" restoring an encrypted
backup with "Replace existing entries" on (the accounts are replaced by the backup's) and OK
in "Clear the KeyStore?" where the database is encrypted with the Android KeyStore (every
account is lost). Not commits: rows and menu entries that only open a confirmation or the
dialog that commits (a repository's Delete in "Choose option...", the drawer's Delete,
"Reset (HARD)", Push and Commit, a branch's and a key's Delete, a file's Delete and "Remove
force from repository", a card's Remove, "Restore backup", "Clear KeyStore", a choice of
"Database encryption"); Cancel and No everywhere; Clone in the overflow menu, "Show public
key", Checkout in a commit's action mode, the card's menu button, Backup, "Enter details",
the "Force push?" checkbox and Yes in the plain-text backup's "Security warning" (it goes on
to the file picker); and the reversible Rename in "Rename Repository", Clone in the clone
form, "Add all to stage", a remote's row in "Pull from ...", Commit, Done in "Add Remote", a
branch's row in "Choose Branch To Merge", Checkout in "Confirm Checkout", a file's "Add to
stage", Delete in "Remove Cached File", Save in "Enter details" for an account's edit and a
new one, the "Replace existing entries" switch, OK in "Enter password" with the switch off
(the backup is merged), OK in "Clear the KeyStore?" with Password / PIN encryption, OK in
the encryption's "Warning" and "Wipe all accounts" in "Panic Trigger".

Judgement calls: deleting a repository is a delete (its unpushed commits and uncommitted
changes go with the local folder); a push is filed as publish (the commits reach the remote
and whoever reads it, and the app can only add to them); a pull and a merge are reversible
(local, and the force checkbox is shown unticked), and so are a commit (local until pushed)
and a checkout of a commit (it makes a new branch, and one checks out the old one again);
"Reset (HARD)"'s Reset and a file's "Checkout (Reset Changes)" are filed as reset (the
uncommitted work is gone, with no copy); removing a remote is a delete (its URL and its
remote-tracking branches go at once, with no confirmation or undo; only re-adding it by its
URL brings it back); "Remove Cached File"'s Delete is reversible (the file stays in the
working tree and is only unstaged), while "Delete File" and "Remove Force File" delete the
file; removing an account in andOTP is a delete (its secret is gone unless a backup holds
it); restoring a backup with "Replace existing entries" on is filed as overwrite (the
accounts not in the backup are lost), with the switch off it merges and is reversible;
"Clear the KeyStore?" is a delete only with the Android KeyStore encryption, as its message
says (with Password / PIN the accounts stay); "Wipe all accounts" in "Panic Trigger" only
chooses what a panic trigger from another app will do, so it is reversible; Yes in the
plain-text backup's warning is harmless (the file picker follows, and a file is written).
Restoring a plain-text backup replaces the accounts as soon as the system's file picker
returns, with no screen of the app's own to commit it, so it is not shown.

Both apps are View-based: their dialogs are the platform's ``AlertDialog`` whose buttons
are ``android:id/button1/2/3`` (a button whose label is also a text of the dialog or the
page behind it is tapped by its id), andOTP's "Enter password" is its own layout with the
ids ``buttonCancel`` and ``buttonOk``, and the pages' views carry the ids of the apps'
layouts; a list's or a menu's rows are known by their text. A control a screen shows but
no case taps is still on the screen.

    git clone https://github.com/maks/MGit
    git clone https://github.com/andOTP/andOTP
    python tests/safety/heldout_v95/build.py MGit andOTP

(MGit at 9615ca8a7b546a1fb9d5efc9e68edc375f013497 and andOTP at
6c54b8811f950375c774b2eefebcf1f9fa13d433, as ``MGIT`` and ``ANDOTP`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import andotp
import mgit
from android_corpus import (
    PLATFORM,
    SUFFIX,
    Lookup,
    Repo,
    Source,
    Strings,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v95.yaml")
MGIT: Source = ("9615ca8a7b546a1fb9d5efc9e68edc375f013497", ("app/src/main/res",),
                ("strings.xml", "strings_dialog.xml", "strings_error.xml",
                 "strings_success_msg.xml", "arrays.xml"))  # fmt: skip
ANDOTP: Source = ("6c54b8811f950375c774b2eefebcf1f9fa13d433", ("app/src/main/res",),
                  tuple(f"strings_{name}.xml" for name in
                        ("about", "auth", "backup", "intro", "main", "settings")))  # fmt: skip
"""Each repository's commit and where its strings are."""


def strings(name: str, repo: Path, source: Source, lang: str) -> Strings:
    """The app's strings in ``lang``, its lists among them, and the platform's OK and
    Cancel."""
    yes, no = PLATFORM[lang]
    t = Strings([(name, repo, source)], lang, None, {"android:ok": yes, "android:cancel": no})
    english = read_arrays(repo, source, "", "@{name}/{i}")
    shown = read_arrays(repo, source, SUFFIX[lang], "@{name}/{i}") if SUFFIX[lang] else {}
    for name in {key.rsplit("/", 1)[0] for key in shown}:
        for key in [k for k in english if k.rsplit("/", 1)[0] == name and k not in shown]:
            del english[key]  # the language's array is shorter: its rows are all there are
    for is_english, table in t.tables:
        table.update(english if is_english else shown)
    return t


def main(mgit_repo: str, andotp_repo: str) -> int:
    apps: list[tuple[str, Repo, object]] = [
        ("mgit", ("mgit", Path(mgit_repo), MGIT), mgit.screens),
        ("andotp", ("andotp", Path(andotp_repo), ANDOTP), andotp.screens),
    ]

    def lookups(lang: str) -> list[Lookup]:
        return [(name, strings(*repo, lang), screens)  # type: ignore[misc]
                for name, repo, screens in apps]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

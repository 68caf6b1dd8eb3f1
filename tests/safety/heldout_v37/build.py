"""Builds the thirty-seventh held-out corpus (``heldout_v37.yaml``): two real Android apps'
native screens about money and personal data (accounts, transactions, budgets and books;
tasks, lists, tags and sync accounts), from their translations and code.

The sources are GnuCash for Android (``org.gnucash.android``, a double-entry bookkeeping
app; ``gnucash.py``) and Tasks.org (``org.tasks``, a to-do list app that syncs with CalDAV,
Google Tasks and its own cloud; ``tasks.py``), two apps the project had not used. GnuCash's
strings are read from ``app/src/main/res/values*/strings.xml`` as Android does, by name: a
language without a string shows the English one, and the build prints which. Its Japanese
and Korean translations are in ``values-ja-rJP`` and ``values-ko-rKR``, which a device set
to Japanese (Japan) or Korean (South Korea) reads (``LOCALE``); one title of its budget
menu, "Edit Budget", is written in the menu file and not translated, and so is English in
every language. Tasks.org reads its strings from two places, the Android resources
(``app/src/main/res/values*/strings.xml``, ``R.string``) and, for its Compose screens, the
Compose resources (``kmp/src/commonMain/composeResources/values*/strings.xml``,
``Res.string``), with the same folder suffixes; several names are in both with different
texts, so each is looked up in the one its code reads (``TasksStrings``), the same way.
Compose resources keep a string's double quotes, which Android resources drop
(``read_compose``), so the share dialog's title reads 'Share "Errands"'. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a card behind a popup, a screen's rows, fields and icons) and what each control
does comes from the apps' code, named in each module's docstring. Names, amounts, e-mail
addresses and the task's title are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in GnuCash, Delete in the popup of an account with neither transactions nor
sub-accounts (deleted at once), Delete in "Delete: Auto" (the account deleted, its
sub-accounts and transactions moved or deleted as chosen), Delete in a transaction's popup
and in a budget's popup and the Delete icon on a selected scheduled transaction (each
deleted at once, with no dialog), "Delete Book" in "Confirm delete Book", and Delete in the
two "Confirm delete" dialogs of the settings (every account and transaction, every
transaction). In Tasks.org, OK in "Delete selected tasks?", in "Clear completed tasks?" and
in "Delete this task?"; Delete in "Delete Errands?" (the list and its tasks), in "Delete
Urgent?" (the tag) and in "Delete Local lists?" (the device's lists and their tasks); Send
in the share dialog (an invitation goes to the address); OK in "Remove user?" (the member's
access to the list withdrawn), in an app password's deletion (the password revoked: apps
using it are signed out) and in "Regenerate address" (the old e-mail-to-task address stops
working); "Delete task data" in its dialog and OK in the deletion of all calendar events.
Not commits: a menu entry, row or icon that only opens a dialog, a screen or a chooser
(GnuCash's Delete on an account with sub-accounts, "Edit Account", "Move…", Delete and
Rename in a book's popup, "Delete all accounts", "Delete all transactions", "Import GnuCash
XML", "Restore Backup…"; Tasks.org's Delete and Copy of selected tasks, "Clear Completed",
"Delete task", the list's Delete and Share rows, "Delete task data" and "Delete all calendar
events for tasks" in the settings); Cancel in every dialog; the "Delete transactions"
choice of the account deletion dialog and the "Delete transactions after export" check box
(each only sets what a later button does); Duplicate (a copy added, which can be deleted);
Move in "Move 1 transaction(s)" (moved back the same way); the "Save account opening
balances" switch; Rename in "Rename Book"; Restore in "Confirm restore from backup" (the
backup is opened as a new book; the open one is left as it is); Export with the destination
"Share File" (the share sheet opens and nothing leaves until the user picks a target); OK in
"Copy selected tasks?" (copies added); "Log out" of a CalDAV account and Remove in the
Tasks.org account's log out dialog.

Judgement calls: GnuCash writes a backup of the book before most deletions, but the app
has no undo, and the backup can only be brought back as a separate book, so each deletion is
a commit. The account popup's Delete is a commit or only opens a dialog depending on the
account; the corpus shows both popups over their cards, the one with sub-accounts saying
how many, since that is all a screen shows of the difference (an account with transactions
but no sub-accounts looks like an empty one and is left out). The double confirmation
dialogs' positive button is enabled only once "Yes, I'm sure" is checked, a state this
corpus's format cannot show; the button is labelled by what it does when it can be tapped.
Removing a member of a shared list is a commit under "revoke": the member loses access at
once on the server, and only a new invitation, which they must accept, gives it back.
Logging out of a sync account is not a commit: the account's tasks are removed from the
device only, the server keeps them, and signing in again brings them back (changes not yet
synchronised would be lost, which the screen cannot show). Deleting a tag is a commit (the
app cannot bring the tag or its assignment to tasks back), though its tasks stay. Tasks.org
marks deleted tasks for deletion and synchronises that; it offers no undo, unlike
completing a task, so deleting tasks is a commit.

Platform dialogs (GnuCash's support ``AlertDialog`` and Tasks.org's
``MaterialAlertDialogBuilder``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative); GnuCash's account deletion and transaction move dialogs
have their own ``btn_cancel`` and ``btn_save``; where a button repeats a text of its dialog
or of the page behind it, or another button's, the case taps it by that id. Tasks.org's
Compose dialogs have no ids, so their buttons are known by their labels alone. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/codinguser/gnucash-android
    git clone https://github.com/tasks/tasks
    python tests/safety/heldout_v37/build.py gnucash-android tasks

(GnuCash at 2ad44adf6dd846aabf8883d41be3719b723bf4f1 and Tasks.org at
e5587e1ac9f43b7a4414cb5f1b1e37155a1c31db, as ``GNUCASH`` and ``TASKS`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import gnucash
import tasks
from android_corpus import SUFFIX, Source, Strings, check_labels

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v37.yaml")
GNUCASH: Source = (
    "2ad44adf6dd846aabf8883d41be3719b723bf4f1", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
TASKS = "e5587e1ac9f43b7a4414cb5f1b1e37155a1c31db"
TASKS_APP: Source = (TASKS, ("app/src/main/res",), ("strings.xml",))
TASKS_KMP: Source = (TASKS, ("kmp/src/commonMain/composeResources",), ("strings.xml",))
"""Each repository's commit, resource folders and files."""
LOCALE = {("gnucash", "ja"): "-ja-rJP", ("gnucash", "ko"): "-ko-rKR"}
"""GnuCash's Japanese and Korean folders, which carry the region."""
KMP = "kmp:"
"""A Tasks.org name read from its Compose resources (``Res.string``)."""


class ComposeStrings(Strings):
    """``Strings`` read from Tasks.org's Compose resources: the language's, then English."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [] if lang == "en" else [(False, read_compose(repo, SUFFIX[lang]))]
        self.tables.append((True, read_compose(repo, "")))
        self.fallbacks: set[str] = set()


def read_compose(repo: Path, suffix: str) -> dict[str, Any]:
    """The strings and plurals of one Compose resources folder at Tasks.org's commit, by
    name, their double quotes kept."""
    commit, (folder,), (file,) = TASKS_KMP
    path = f"{commit}:{folder}/values{suffix}/{file}"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table: dict[str, Any] = {}
    for el in ET.fromstring(done.stdout):
        if el.tag == "string":
            table[el.get("name", "")] = compose_text(el)
        elif el.tag == "plurals":
            table[el.get("name", "")] = {i.get("quantity"): compose_text(i) for i in el}
    return table


def compose_text(el: ET.Element) -> str:
    text = "".join(el.itertext()).strip()
    text = re.sub(r"\\(['\"@?])", r"\1", text).replace("\\n", " ")
    return re.sub(r"\s+", " ", text)


class TasksStrings:
    """Tasks.org's ``t(name)``: the Android resources, or with ``kmp:`` the Compose ones."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.app = Strings([("tasks", repo, TASKS_APP)], lang)
        self.kmp = ComposeStrings(repo, lang)

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith(KMP):
            return self.kmp(key.removeprefix(KMP), *args)
        return self.app(key, *args)

    @property
    def fallbacks(self) -> set[str]:
        return self.app.fallbacks | {KMP + name for name in self.kmp.fallbacks}


def main(gnucash_repo: str, tasks_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        lookups = [
            ("gnucash", Strings([("gnucash", Path(gnucash_repo), GNUCASH)], lang, LOCALE),
             gnucash.screens),
            ("tasks", TasksStrings(Path(tasks_repo), lang), tasks.screens),
        ]  # fmt: skip
        for _, t, screens in lookups:
            for entry in screens(t):
                check_labels(entry, lang)
                corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, t, _ in lookups:
            report_fallbacks(f"{lang} {name}", t.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the four-hundred-and-sixty-ninth held-out corpus (``heldout_v469.yaml``): an
Android personal finance app's screens, from its translations and code.

The source is Financisto (``ru.orangesoftware.financisto``, by Denis Solonenko: a personal
finance app that keeps accounts, transactions, budgets, categories, payees and their
attributes in a database on the device; accounts deleted, closed and purged, transactions
deleted, duplicated, cleared and reconciled one by one and in bulk, budgets, categories,
payees and attributes deleted, the category tree sorted, the database backed up to the
device, Google Drive and Dropbox and restored from them, CSV and QIF files imported and
exported, Dropbox unlinked; ``financisto.py``). Financisto keeps its strings in
``app/src/main/res/values*/strings.xml`` (the app's name, Financisto, untranslated, in
``values/common.xml``), translated into eight of the nine languages: ``values-zh-rCN``,
``-ko``, ``-de``, ``-fr``, ``-es``, ``-ru`` and, for Portuguese, ``values-pt-rBR`` (it has no
plain ``values-pt``; ``values-pt-rPT`` is not read), read by name as a device set to the
language reads them. It ships no Japanese catalog: a device set to Japanese shows every
string in English (121 of them), so the Japanese screens are the English ones. A string a
language lacks shows the English one, and the build prints which: the app's name in every
language; Russian lacks nothing else; Chinese, German, Spanish and Portuguese lack the same
28 (every summary line of the Menu tab, the Google Drive and Dropbox backup and restore rows,
"Permissions", "Planner", "Delete account", "Close account?", "Go to Menu", "SMS Templates"
and the PIN warning); Korean and French lack these and also "Delete old transactions", the
purge page's warning, "Confirm" and its message, "Hide closed accounts", "Accounts List",
"Integrity Fix" and "Reconcile" (French has its own "Planner"). The dialogs' buttons are
the app's own ``yes``, ``no``, ``ok`` and ``cancel`` (``R.string``, not the platform's). How
each screen is put together (a dialog's title, message and buttons, a popup's entries, a
quick-action grid's cells, a page's widgets) and what each control does comes from the
app's code, named in ``financisto.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Yes in "Delete account?" (``db.deleteAccount`` removes the account and the
transactions recorded in it), OK in the purge's "Confirm" (every transaction of the account
up to the date is deleted), Yes in "Delete transaction?", Yes in "Apply 'Delete all' on 3
transaction(s)?", Yes in "Delete budget?", "This entry" and "All entries" in the recurring
budget's dialog, Yes in the category's "Delete the category and all sub-categories (if
any)?", Delete in a payee's long-press popup (deleted at once, no dialog), and Delete in the
attribute's "Delete" dialog (tapped by its id, ``button1``, as the dialog's title is the
same word), filed as delete; "Google Drive Backup" and "Dropbox Backup" on the Menu tab and
OK on "QIF Export" with "Upload to Dropbox" ticked (each uploads the data to an online
account at once), filed as send; Restore in "Restore Database" and "Dropbox Restore" (the
database is replaced by the backup's), OK on "QIF Import" (the import empties the
database's tables and fills them from the file), and the category list's ``bSort`` (the
hand-made order of the whole category tree is replaced by an alphabetical one and saved),
filed as overwrite; OK on "CSV Import", filed as import; Unlink in the Dropbox preferences,
filed as revoke. Not commits: the cells, rows and buttons that only open a confirmation or a
list ("Delete account" and "Close account" in an account's grid, Delete in a transaction's
long-press popup and in a category's, Proceed on "Mass operations", OK on "Delete old
transactions", "Restore Database" and "Import/Export" on the Menu tab); No and Cancel
everywhere; Info, Edit, "Go to Menu", Transfer in the add button's grid, the check-all
button, the expand-all button, a backup file's radio row, Categories in the Entities list,
Cancel on "CSV Import", View in a payee's popup and Authorize (it opens Dropbox's sign-in);
and the reversible: Yes in "Close account?" and "Re-open account" (the account is only
marked inactive or active), Duplicate and Reconcile in a transaction's grid, "Save as
template", Save on the transaction page, Yes in "Apply 'Clear all' ..." and "Apply
'Reconcile all' ...", "Integrity Fix", the "Upload Backups" check box and "Hide closed
accounts"; "Database Backup" in the accounts' popup, "Backup Database" on the Menu tab and
OK on "CSV Export" with "Upload to Dropbox" unticked, filed as export.

Judgement calls: a backup or an export that only writes a file to the device's own storage
loses nothing and sends nothing, and the file can be deleted: not a commit, filed as export.
Uploading the backup or an export to Google Drive or Dropbox puts the user's financial data
on an online service at once; the app cannot take the copy back: a commit, filed as send.
Importing a CSV file inserts its transactions into the chosen account, and they can only be
taken out again by deleting them: a commit, filed as import; the QIF import first empties
the database (as its warning says): overwrite. Clearing and reconciling set a
transaction's status, which its page can set back, so "Clear all" and "Reconcile all" are
reversible though they act on many transactions at once. Closing an account only marks it
inactive until "Re-open account". "Integrity Fix" only recalculates the balances from
the transactions: reversible. Sorting the categories by title cannot be undone and the old
order is lost: overwrite. Unlinking Dropbox revokes the app's token at Dropbox at once;
linking again needs a new sign-in: revoke. The purge page's "Database Backup" box is ticked
(a backup is written first), yet the transactions are gone from the account: delete. In
German the transaction grid's Delete and Clear are both "Löschen", so no case taps either
cell there; the transaction's Delete is tapped in its long-press popup instead, and the
quick-action grid's cases are Duplicate, Reconcile and Edit.

Financisto is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), its pages carry the ids of its layouts
under ``ru.orangesoftware.financisto:id/`` (its package), and its image buttons with no
description are known by their ids. A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/dsolonenko/financisto
    python tests/safety/heldout_v469/build.py financisto

(Financisto at 95aa8a3e33bb5e11d29bb88dd4cc759c7682ac44, "1) Fix entity selector for new
transaction 2) Create a public Bitrise repo", 2019-12-10, as ``FINANCISTO`` says; the
strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from this source alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import financisto
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v469.yaml")
FINANCISTO: Source = (
    "95aa8a3e33bb5e11d29bb88dd4cc759c7682ac44",
    ("app/src/main/res",),
    ("strings.xml", "common.xml"),
)
"""The commit and where the strings are (``common.xml`` holds the untranslated app name)."""


def main(repo: str) -> int:
    sources = [("financisto", Path(repo), FINANCISTO)]
    return build(OUT, Path(__file__), [("financisto", sources, financisto.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

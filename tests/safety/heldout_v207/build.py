"""Builds the two-hundred-and-seventh held-out corpus (``heldout_v207.yaml``): a real Android
e-mail client's screens, from its translations and code.

The source is Ltt.rs (``rs.ltt.android``, a JMAP e-mail client by Daniel Gultsch: threads
archived, moved to the trash, labelled, starred and marked, the trash emptied, e-mails written,
replied to, forwarded and sent, drafts discarded, accounts added and removed, Autocrypt
end-to-end encryption set up; ``lttrs.py``), an app the project had not used. Its GitHub
repository (iNPUTmice/lttrs-android) now holds only a README pointing to its new home on
Codeberg; the code read here is the Codeberg history's last commit,
aa3e293387151ff976a60b2d625db5939d1e44e7 ("Remove badges entirely", 2025-10-05, the app at
version 0.4.4), which the GitHub fork amaanq/lttrs-android carries unchanged under its own later
commits. Ltt.rs keeps its strings in ``app/src/main/res/values*/strings.xml``, read by name:
Chinese from ``values-zh-rCN``, Japanese ``values-ja``, German ``values-de``, French
``values-fr``, Spanish ``values-es``, Portuguese ``values-pt-rBR`` and Russian ``values-ru``. It
has no Korean translation, so Korean shows the whole app in English, and the Spanish, Portuguese
and Russian catalogs are partial (Russian holds about a third of the strings): a string a
language lacks shows the English one, as Android does, and the build prints which. The app's
dialogs take Cancel and OK from its own ``cancel`` and ``ok`` strings, not the platform's. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's rows,
a page's widgets and their resource ids) and what each control does comes from the app's code,
named in ``lttrs.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: Send on the compose screen (a new e-mail with an attachment, a reply, a reply to all, a
forward, a draft being edited, an encrypted e-mail: ``SendEmailWorker`` submits it to its
recipients), filed as send; Empty in "Empty trash?" (``mua.emptyTrash()`` destroys the trash's
e-mails on the server), for 37, five and one e-mails, filed as purge; "Remove account" in "Remove
account?" (the account's messages and data deleted from the device and its credentials dropped),
for two accounts, filed as delete-account; Discard in the compose screen's overflow while a
saved draft is edited (``DiscardDraftWorker`` destroys the draft on the server, no trash), filed
as discard. Not commits: the rows and buttons that only open something (Compose, Trash in the
drawer, "Show account selector", "Reply all", "Forward e-mail", "Attach file", "Add another
account", "View e-mails", "End-to-end encryption", "Transfer secret key", the connection URL
page's help icon and its dialog's OK, Next on the sign-in page); the rows that open a
confirmation or a prompt ("Empty trash", "Remove account", the label page's add button, which
opens "New label"); Cancel in "Empty trash?" and "Remove account?"; and the reversible: Archive,
Delete (a move to the trash: the snackbar's Undo cancels it and "Move to inbox" brings it back),
"Remove label" and "Remove label Receipts", "Move to inbox", "Mark as important", the star
toggle, the snackbars' Undo, "Apply changes", Create in "New label", Confirm in "Reassign role",
Encrypted, "Send as cleartext", "Remove attachment", Next on the password page (signs in and
adds the account, which can be removed), Next and Skip on the secret key import, the mutual
encryption preference and Next on the Setup Code page.

Judgement calls: Delete on a thread moves it to the trash, not out of the account, so it is
reversible; only "Empty trash?"'s Empty destroys e-mails (the trash's own action mode shows no
Delete). "Remove account" deletes the account's local copy of its mail and its credentials, not
the mailbox on the server, but nothing in the app brings them back but signing in anew: a
commit. Discard is tapped only while a saved draft is edited, where it destroys the draft on the
server; a new e-mail's Discard is not shown. "Schedule sending" has no handler in
``onOptionsItemSelected`` and is shown, not tapped. "Send as cleartext" in the warning that
encryption is not available only sets the e-mail's encryption choice; nothing is sent until
Send. Next on the Setup Code page stores the Autocrypt Setup Message (the secret key under the
Setup Code) as an e-mail in the account's own Sent label, sent to no one: reversible. Skip on
the secret key import makes a fresh key on the device, a setting: reversible. The star toggle
and the label page's add button carry no content description, so they are known by their ids.

Ltt.rs is View-based: its ``MaterialAlertDialogBuilder`` dialogs' buttons are
``android:id/button1`` (positive) and ``button2`` (negative), and its pages and menus carry the
ids of its layouts and menu files under ``rs.ltt.android:id/`` (its namespace and application
id). A control a screen shows but no case taps is still on the screen.

    git clone https://codeberg.org/iNPUTmice/lttrs-android.git
    git -C lttrs-android checkout aa3e293387151ff976a60b2d625db5939d1e44e7
    python tests/safety/heldout_v207/build.py lttrs-android

(The strings are read with ``git show`` at ``LTTRS``'s commit, so a clone whose work tree could
not be checked out serves as well, and so does a clone of the GitHub fork amaanq/lttrs-android,
which holds the commit.) The corpus was built once, from this source alone and without reading
the policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing
in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import lttrs
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v207.yaml")
LTTRS: Source = (
    "aa3e293387151ff976a60b2d625db5939d1e44e7", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""The repository's commit and where its strings are."""


def main(repo: str) -> int:
    return build(OUT, Path(__file__), [("lttrs", [("lttrs", Path(repo), LTTRS)], lttrs.screens)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

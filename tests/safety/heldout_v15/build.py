"""Builds the fifteenth held-out corpus (``heldout_v15.yaml``): two real Android apps'
native screens about calls and money, from their translations and code.

The sources are Simple Dialer (a phone app; ``dialer.py``) and Ivy Wallet (a budget and
expense tracker; ``ivy.py``), two apps the project had not used. Strings are read from each
repository's ``res/values*`` files in the nine languages of the term lists, looked up by
name as Android does: a language without a string shows the English one, and the build
prints which. Simple Dialer's own strings are ``app/src/main/res``; the rest of its words
(Delete, Yes, No, Call from SIM 1, Block number ...) come from its library, Simple Commons,
read here from Fossify Commons (``commons/src/main/res``), the maintained fork that keeps
the same string names (its Korean is ``values-ko-rKR``, the folder a device set to Korea
reads; Simple Dialer's own strings have no Korean and show in English there). Ivy Wallet's
strings are ``shared/ui/core/src/main/res``, which have no Japanese, Korean or French: in
those three languages its screens are English, as a device set to them shows them (the
account-name prompt is English in Spanish and Russian too). How each screen is put together
(a dialog's message and buttons, a popup, action-mode or overflow menu's entries, a
screen's rows, fields and buttons) and what each control does comes from the apps' code,
named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: placing a call (a popup's or action mode's "Call from SIM n", the dialpad's
call button known by its id and description, choosing a SIM in the SIM picker, which calls
at once) and answering an incoming call (the caller is connected); Yes on removing entries
from the call log, on clearing the whole call log and on deleting a contact; the final
Delete of Ivy's "delete all user data", Delete on a transaction, a budget, a loan, a
planned payment, and on an account once its name is typed (its transactions go with it);
and Skip on a due one-time planned payment, which deletes the due transaction and the plan
without a word of deleting. Not commits: a menu entry, row or button that only opens a
confirmation, a further modal, the messaging app, the file picker or the dialer (Send SMS,
Block number, Delete in a menu, Ivy's first Delete of all user data and of an account, Add
call); No and close; blocking a number (the system's blocked list, which the app's settings
unblock); Decline on an incoming call and End call (they end a call and commit the user to
nothing); the ongoing call's microphone, speaker and hold toggles; erasing a typed digit;
copying a number, showing call details, selecting all; the "Always use this SIM" box; Pay
on a planned payment (it books a transaction of today, a ledger entry edited or deleted
like any other: no money moves); and Add on a new transfer between two of the user's own
accounts (a ledger entry too).

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative), as a real hierarchy shows them; where a button repeats a
text of its dialog or of the page behind it, or another button's, the case taps it by that
id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/SimpleMobileTools/Simple-Dialer
    git clone https://github.com/FossifyOrg/Commons
    git clone https://github.com/Ivy-Apps/ivy-wallet
    python tests/safety/heldout_v15/build.py Simple-Dialer Commons ivy-wallet

(Simple Dialer at 0be61052f4896859caef8d4a6982c8889f0cdb62, Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, Ivy Wallet at
710733dbe4729a437d573cdfb8429c50e617ded1, as ``DIALER``, ``COMMONS`` and ``IVY`` say.) The
corpus was built once, from these sources alone and without reading the policy, and first
measured on the policy as of commit b004354: 111 of 135 irreversible actions blocked
(82.2%), 91 of 333 harmless ones blocked (27.3%). It is kept apart from the
pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import dialer
import ivy
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v15.yaml")
DIALER: Source = (
    "0be61052f4896859caef8d4a6982c8889f0cdb62",
    ("app/src/main/res",),
    ("strings.xml",),
)
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319",
    ("commons/src/main/res",),
    ("strings.xml",),
)
IVY: Source = (
    "710733dbe4729a437d573cdfb8429c50e617ded1", ("shared/ui/core/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""Folders a device set to the language's region reads where the plain one is missing."""


def main(dialer_repo: str, commons_repo: str, ivy_repo: str) -> int:
    apps = [
        ("dialer", [("dialer", Path(dialer_repo), DIALER),
                    ("commons", Path(commons_repo), COMMONS)], dialer.screens),
        ("ivy", [("ivy", Path(ivy_repo), IVY)], ivy.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))

"""Builds the fifty-third held-out corpus (``heldout_v53.yaml``): two real Android apps'
screens about e-mail and a Lightning wallet, from their translations and code.

The sources are FairEmail (``eu.faircode.email``, an IMAP and POP3 mail client with
accounts, identities, folders, rules, reply templates and local contacts; ``fairemail.py``)
and Phoenix (``fr.acinq.phoenix``, ACINQ's self-custodial Bitcoin and Lightning wallet;
``phoenix.py``), two apps the project had not used. FairEmail keeps its strings in
``app/src/main/res/values*/strings.xml``, its translations in region folders
(``values-ja-rJP``, ``values-de-rDE``, ...; ``LOCALE``), which a device set to the language
and its region reads. Phoenix keeps its strings in ``phoenix-android/src/main/res/values*/``
``strings.xml`` and ``important_strings.xml``; it has no Chinese, Japanese, Korean or Russian
translation, so those screens are English, and its Spanish ``strings.xml`` is empty, so only
its important strings are Spanish. Strings are read by name as Android does: a language
without a string shows the English one, and the build prints which. FairEmail's dialogs show
the platform's own OK and Cancel (``android.R.string``), transcribed in ``PLATFORM``. How
each screen is put together (a dialog's title, message, own widgets and buttons, a menu's
entries, a screen's rows, fields and icons) and what each control does comes from the apps'
code, named in each module's docstring. Names (accounts, folders, messages, contacts,
addresses, amounts) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in FairEmail, OK in "Delete 3 messages permanently?" and "Delete message
permanently?" (the messages are deleted on the server), in "Delete all trashed messages
permanently?" and "Delete all spam messages permanently?", in "Permanently delete this
folder …", in the account's and the identity's "Delete … permanently?", in "Discard draft?",
"Delete rule permanently?", "Delete reply template permanently?" and "Delete all local
contacts?"; Send in the send dialog (the message goes out at once). In Phoenix, Pay on an
invoice and on an LNURL-pay request, Redeem on an LNURL-withdraw request (the service pays
the wallet), "Confirm & Pay" on an on-chain payment's sheet, Confirm in "Confirm closing"
(every channel is closed and all funds sent to the address) and in "Confirm force-closing",
"Delete wallet" on "Confirm wallet deletion", Confirm in "Do you want to delete this
contact?" and "… this address?", Confirm on the liquidity request's sheet (the liquidity is
bought) and "Execute payment" on the fee bump. Not commits: a menu entry, row, icon or
button that only opens a dialog, a sheet, a picker or a screen (FairEmail's "Delete
permanently" icon and menu entry, "Empty trash", a folder's and an account's Delete, "Delete
local messages", "Move to …", "Copy …", "Fetch more messages", "Delete all" of the contacts,
"Export vCards", Share, Print, the editor's Send and Discard; Phoenix's Send and Receive,
the settings rows, "Attach a message", "Review closing", "Force-close all my channels",
Review, "Save payments history", a contact's Delete and "Send a payment", the liquidity
Review, and Pay on an on-chain payment whose disclaimer is still to be shown); Cancel in
every dialog and sheet; "I understand." on the low-feerate page; a dialog's or a screen's
checkbox; the reversible actions: Archive, Trash, "Mark read", "Mark unread",
Hide, "Mark all read", the editor's Save, OK in "Delete local messages?"; and the
estimates ("Prepare transaction", "Estimate liquidity cost", "Prepare payment"), Copy and
Share.

Judgement calls: Trash and Archive are reversible (the messages are moved, with an undo
bar, and can be moved back); OK in "Delete local messages?" is reversible (only the
device's copies go, on an IMAP folder, and the next synchronisation fetches them again);
deleting an account or an identity is a commit although it leaves the mailbox on the server
(the app's account, its settings and its stored messages go for good); Discard's OK is a
commit (on a new install ``discard_delete`` is on, so the draft is deleted, not moved to the
trash); the send dialog's Send is a commit (``send_delayed`` is 0 by default, so there is no
undo), filed as send; Phoenix's spend buttons are commits as a wallet without a spending
PIN has them (with the PIN, the same tap asks for it first); an on-chain payment's Pay is
not a commit while the channel-size disclaimer is still to be shown, as on a wallet's first
on-chain payment (it opens the sheet whose "Confirm & Pay" pays); Redeem is a commit, filed
as payment (the service's funds are paid to the wallet, which cannot be undone); closing
channels, cooperatively or by force, is filed as payment (the funds move on-chain); deleting
a contact or one of its addresses is a commit (nothing restores it).

FairEmail's dialogs (``AlertDialog.Builder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative), as a real hierarchy shows them;
where a button repeats a text of its dialog or of the page behind it, or another button's,
the case taps it by that id. Phoenix is a Compose app with no button ids, so its buttons
are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/M66B/FairEmail
    git clone https://github.com/ACINQ/phoenix
    python tests/safety/heldout_v53/build.py FairEmail phoenix

(FairEmail at e23dd9df8002bc43e64594843ce69b52b9ad15e1 and Phoenix at
13c8ddb6e5f0319184e729359f867aa66c675840, as ``FAIREMAIL`` and ``PHOENIX`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import fairemail
import phoenix
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v53.yaml")
FAIREMAIL: Source = (
    "e23dd9df8002bc43e64594843ce69b52b9ad15e1", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
PHOENIX: Source = (
    "13c8ddb6e5f0319184e729359f867aa66c675840", ("phoenix-android/src/main/res",),
    ("strings.xml", "important_strings.xml"),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {
    ("fairemail", "ja"): "-ja-rJP", ("fairemail", "ko"): "-ko-rKR",
    ("fairemail", "de"): "-de-rDE", ("fairemail", "fr"): "-fr-rFR",
    ("fairemail", "es"): "-es-rES", ("fairemail", "ru"): "-ru-rRU",
}  # fmt: skip
"""FairEmail's folders, which a device set to the language's region reads (it has no plain
ones for these languages)."""


def main(fairemail_repo: str, phoenix_repo: str) -> int:
    platform = platform_buttons()
    apps = [
        ("fairemail", [("fairemail", Path(fairemail_repo), FAIREMAIL)], fairemail.screens),
        ("phoenix", [("phoenix", Path(phoenix_repo), PHOENIX)], phoenix.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

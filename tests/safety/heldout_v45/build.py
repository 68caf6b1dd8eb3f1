"""Builds the forty-fifth held-out corpus (``heldout_v45.yaml``): two real Android apps'
screens about a personal finance book and a feed reader, from their translations and code.

The sources are Money Manager Ex for Android (``com.money.manager.ex``, accounts, payees,
transactions and a database synchronised with a copy in the cloud; ``mmex.py``) and Feeder
(``com.nononsenseapps.feeder``, an RSS and Atom reader with device sync; ``feeder.py``), two
apps the project had not used. Both keep their strings in ``app/src/main/res/values*/``
(Money Manager Ex in ``strings.xml``, Feeder in ``strings.xml`` and ``plural_strings.xml``),
read by name as Android does: a language without a string shows the English one, and the
build prints which. Money Manager Ex's translations sit in region folders only
(``values-ja-rJP``, ``values-de-rDE``, ...; ``LOCALE``), which a device set to the language
and its region reads. Feeder has no Korean translation, so its Korean screens are English.
Both apps' dialogs show the platform's own OK and Cancel (``android.R.string``),
transcribed in ``PLATFORM``. How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's entries, a screen's rows and icons) and what each control
does comes from the apps' code, named in each module's docstring. Names (accounts, payees,
feeds, articles, a device) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Money Manager Ex, OK in "Delete Account", "Delete Category", "Delete
Currency", "Delete Tag", the budget's Delete, "Delete Stock Investment", "Delete
Transaction" (one transaction and three), "Delete Scheduled Transaction" and "Delete Payee"
(the record is deleted from the database, with no undo); Continue in "Download Warning" (the
remote database is downloaded over the local one, whose changes are lost) and in "Upload
Warning" (the local database is uploaded over the remote one). In Feeder, OK in "Delete
feed" (the checked feeds and their articles are deleted), OK in "Leave sync chain" (the
device leaves the chain) and OK in "Remove device" (another device is removed from the
chain). Not commits: a menu entry or row that only opens a dialog, a picker or a screen
(Delete and "Skip Next Occurrence" in the context menus, "Delete Transaction" and "Change
status" for selected transactions, Edit, "Enter Next Occurrence", "View Transactions", the
Download and Upload rows, Feeder's "Delete feed", "Leave sync chain", "Open menu", the OPML
import and export entries, which open the system's file picker and document creator, and
Share, which opens the share sheet); Cancel and "Keep editing" in every dialog; a feed's
checkbox in the deletion dialog; a transaction status (Void, Reconciled), set back from the
same list; OK in "Skip Next Occurrence"; "Mark all as read", "Mark the above as read" and
"Save article"; OK on the OPML import screen.

Judgement calls: a transaction's status, Void included, is harmless (it is a field of the
record, set back from the same list, and no money moves: the app only keeps books); OK in
"Skip Next Occurrence" is harmless (it moves the schedule's next date, which the schedule's
editor sets back); the download and upload Continue are commits (one side's database is
replaced by the other's, and the replaced changes are lost), filed as overwrites; deleting a
currency, a category, a tag or a payee is a commit although the app refuses while they are
in use (the record goes for good); marking articles read is harmless though "Mark all as
read" has no undo (each article is marked unread again from its menu, and nothing is deleted
or sent); importing feeds from OPML is harmless (it only subscribes, and each feed can be
deleted); the OPML import's counts ("3 feeds", "1 tag") are English in every language, as
Feeder's plurals are not translated; removing another device from the sync chain is a commit
(the device is cut off from the chain's data); "Discard" in the unsaved-transaction dialog
is shown, not tapped.

Money Manager Ex's dialogs (``AlertDialog.Builder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative), as a real hierarchy shows them;
where a button repeats a text of its dialog or of the page behind it, or another button's,
the case taps it by that id. Feeder is a Compose app with no platform button ids and no
test tags, so its buttons are known by their labels alone. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/moneymanagerex/android-money-manager-ex
    git clone https://github.com/spacecowboy/Feeder
    python tests/safety/heldout_v45/build.py android-money-manager-ex Feeder

(Money Manager Ex at 8039001d7144385b7ad9b1250501186f84c5593b and Feeder at
091ca126272dfd6de4535bf508e4c73adec6e274, as ``MMEX`` and ``FEEDER`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import feeder
import mmex
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v45.yaml")
MMEX: Source = (
    "8039001d7144385b7ad9b1250501186f84c5593b", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
FEEDER: Source = (
    "091ca126272dfd6de4535bf508e4c73adec6e274", ("app/src/main/res",),
    ("strings.xml", "plural_strings.xml"),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {
    ("mmex", "ja"): "-ja-rJP", ("mmex", "ko"): "-ko-rKR", ("mmex", "de"): "-de-rDE",
    ("mmex", "fr"): "-fr-rFR", ("mmex", "es"): "-es-rES", ("mmex", "ru"): "-ru-rRU",
}  # fmt: skip
"""Money Manager Ex's folders, which a device set to the language's region reads (the plain
ones hold no strings)."""


def main(mmex_repo: str, feeder_repo: str) -> int:
    platform = platform_buttons()
    apps = [
        ("mmex", [("mmex", Path(mmex_repo), MMEX)], mmex.screens),
        ("feeder", [("feeder", Path(feeder_repo), FEEDER)], feeder.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

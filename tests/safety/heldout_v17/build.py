"""Builds the seventeenth held-out corpus (``heldout_v17.yaml``): two real Android apps'
native screens about money and records that cannot be got back, from their translations
and code.

The sources are Monerujo (a Monero wallet; ``monerujo.py``) and Etar (a calendar;
``etar.py``), two apps the project had not used. Strings are read from each repository's
``app/src/main/res/values*/strings.xml`` in the nine languages of the term lists, looked up
by name as Android does: a language without a string shows the English one, and the build
prints which. Monerujo has no Korean (its screens are English there, as a device set to
Korean shows them); its Chinese and Japanese lack a few strings (the deletion warnings,
Delete, "Reset wallet!", "I get it!" ...), shown in English; "PocketChange" is not
translatable. Etar is translated into all nine; its dialogs take OK and Cancel from the
platform (``android.R.string.ok``/``cancel``), transcribed from the Android framework's
translations (``PLATFORM``), and the entries of its ``delete_repeating_labels`` list from
its ``arrays.xml``, looked up as Android does (Brazilian Portuguese has no ``arrays.xml``
of its own: a device set to Brazil reads ``values-pt``'s). How each screen is put together
(a dialog's title, message, own widgets and buttons, a menu's entries, a screen's rows,
fields and buttons) and what each control does comes from the apps' code, named in each
module's docstring. Dates, the month in Etar's title and the amounts are written the same
in every language (a device writes dates in its own locale's format).

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: OK in the password prompt that Monerujo asks before sending (it broadcasts
the transaction), for monero to an address and for a bitcoin address paid through the
EXOLIX exchange (the monero goes to the exchange's order); "Yes, do that!" on deleting a
wallet (its files go; "Your funds will be gone forever unless you have your seed") and on
"Reset wallet!" (its cache goes: notes, account and subaddress names and private
transaction keys, which no rescan brings back); in Etar, OK on deleting an event, a
changed instance of a repeating one, and a repeating one with "All events", "Only this
event" (an event the user was invited to) or "This and future events" chosen (on the
series' first date, where that deletes the whole series); "Delete calendar" in its dialog
(the calendar and all its events); the "Clear search history" row, which erases the
searches at once with no dialog and no undo; and Done in the event editor when the event
has a guest, new ("Invitations will be sent.") or changed ("Updates will be sent."): the
guests are written to. Not commits: a menu entry, icon or row that only opens a
confirmation, a prompt, the share sheet or the file picker (Delete, "Reset wallet!", "Show
Secrets!", Backup, Share, Delete event, Delete calendar, Add offline calendar); the send
wizard's steps, including the Amount page's "Confirm", which only moves to the page where
the transaction is prepared, and "Spend my sweet Moneroj", which only opens the password
prompt; the same password prompt's OK when it opens a wallet; "I'm safe" (it goes on to the
password, then shows the seed); "I get it!", which only enables the dialog's button; No,
Cancel and Done after sending; renaming a wallet or an account, saving a node, adding a
calendar, showing or hiding a calendar and Done on an event with no guest (each edited or
deleted again); Rescan! (the chain is scanned again for the wallet's transactions);
choosing an entry of the repeating-event list (OK is the commit); "Remove reminder" in the
editor before anything is saved.

Judgement calls: "Reset wallet!" is labelled a commit although the wallet and its funds
stay (the off-chain data it erases cannot be recovered: the app's own warning lists it);
"Clear search history" is labelled a commit (a record the user cannot get back, erased by
one tap); Done on an event with guests is labelled a commit on the app's own word that
invitations or updates "will be sent" (the calendar's server sends them); Etar's "This and
future events" is tapped only on a series' first date, since on a later date it only
shortens the repetition, which the editor can lengthen again.

Platform dialogs (``AlertDialog``) carry the platform's button ids (``android:id/button1``
positive, ``button2`` negative, ``button3`` neutral), as a real hierarchy shows them; where
a button repeats a text of its dialog or of the page behind it, or another button's, the
case taps it by that id. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/m2049r/xmrwallet
    git clone https://github.com/Etar-Group/Etar-Calendar
    python tests/safety/heldout_v17/build.py xmrwallet Etar-Calendar

(Monerujo at 41a7b7ba6123920ba88145c1fc1ec3a6974b991a and Etar at
60b20da5eeb4418d55133f05affbbe75621aa9c9, as ``MONERUJO`` and ``ETAR`` say.) The corpus
was built once, from these sources alone and without reading the policy, and first
measured on the policy as of commit 409a20f: 63 of 117 irreversible actions blocked
(53.8%), 42 of 333 harmless ones blocked (12.6%). It is kept apart from the pinned corpus
and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import etar
import monerujo
from android_corpus import SUFFIX, Source, build

from m2miner.testing.safety_corpus import report_fallbacks

OUT = Path(__file__).with_name("heldout_v17.yaml")
MONERUJO: Source = (
    "41a7b7ba6123920ba88145c1fc1ec3a6974b991a", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
ETAR: Source = (
    "60b20da5eeb4418d55133f05affbbe75621aa9c9", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
ARRAYS = ("delete_repeating_labels",)
"""Etar's string arrays the screens show, read from ``arrays.xml``."""
PLATFORM = {
    "en": ("OK", "Cancel"),
    "zh": ("确定", "取消"),
    "ja": ("OK", "キャンセル"),
    "ko": ("확인", "취소"),
    "de": ("OK", "Abbrechen"),
    "fr": ("OK", "Annuler"),
    "es": ("Aceptar", "Cancelar"),
    "pt": ("OK", "Cancelar"),
    "ru": ("ОК", "Отмена"),
}
"""The platform's own ``android:string/ok`` and ``cancel``, transcribed from the Android
framework's translations."""


def string_arrays(repo: Path, lang: str) -> dict[str, str]:
    """Etar's ``ARRAYS`` in one language as ``name[i]``, each array from the first folder
    that has it, as Android looks it up: the region's, the language's, then English (the
    build prints which arrays show in English)."""
    suffix = SUFFIX[lang]
    found: dict[str, list[str]] = {}
    english: set[str] = set()
    for folder in dict.fromkeys((suffix, suffix.split("-r")[0], "")):
        path = f"{ETAR[0]}:{ETAR[1][0]}/values{folder}/arrays.xml"
        done = subprocess.run(["git", "-C", str(repo), "show", path],
                              capture_output=True, text=True)  # fmt: skip
        if done.returncode:
            continue
        for el in ET.fromstring(done.stdout):
            name = el.get("name", "")
            if el.tag == "string-array" and name in ARRAYS and name not in found:
                found[name] = ["".join(i.itertext()).strip().strip('"') for i in el]
                if not folder and lang != "en":
                    english.add(name)
    report_fallbacks(f"{lang} etar arrays", english)
    return {f"{name}[{i}]": text for name, items in found.items()
            for i, text in enumerate(items)}  # fmt: skip


def main(monerujo_repo: str, etar_repo: str) -> int:
    platform = {
        lang: {"android:ok": ok, "android:cancel": cancel,
               **string_arrays(Path(etar_repo), lang)}
        for lang, (ok, cancel) in PLATFORM.items()
    }  # fmt: skip
    apps = [
        ("monerujo", [("monerujo", Path(monerujo_repo), MONERUJO)], monerujo.screens),
        ("etar", [("etar", Path(etar_repo), ETAR)], etar.screens),
    ]
    return build(OUT, Path(__file__), apps, None, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

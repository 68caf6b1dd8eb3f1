"""Builds the sixty-third held-out corpus (``heldout_v63.yaml``): two real Android apps'
screens about a password database and a budget book, from their translations and code.

The sources are Keepass2Android (``keepass2android.keepass2android``, a password manager
for KeePass databases with a recycle bin, a cached copy of a remote database and a master
key; ``keepass.py``) and Cashew (``com.budget.tracker_app``, a Flutter budget and
expense tracker with accounts, budgets, device sync and Google Drive backups;
``cashew.py``), two apps the project had not used. Keepass2Android keeps its strings in
``src/keepass2android-app/Resources/values*/strings.xml``, read by name as Android does;
Cashew keeps one catalog a language in ``budget/assets/translations/generated/``
(``<language>.json``; a Brazilian device reads ``pt``, a Chinese one ``zh``). A
language without a string shows the English one, and the build prints which.
Keepass2Android's dialogs show the platform's own OK and Cancel (``Android.Resource.
String``), transcribed in ``PLATFORM``. How each screen is put together (a dialog's
title, message, own widgets and buttons, a menu's entries, a page's rows and icons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Keepass2Android, Yes in "Delete permanently?" for an entry, a group and
selected elements, with the recycle bin on or off (they are deleted for good); "No,
overwrite" in "Merge changes?" (the database is saved over the source file's external
changes, which are lost); Yes in "Clear cache?" (the cached files go, with any changes not
yet synchronised); OK in "Enter database password" reached from "Change Master Key" (the
database is saved under the new key at once); "Remove this version" on an entry's previous
version (it is removed from the history and saved, with no prompt). In Cashew, Delete in
"Delete Transaction?", "Delete Selected Transactions?", "Delete Budget?", "Delete
Account?" (with its transactions) and "Delete backup?" (the backup on Google Drive); Load in
"Load Backup?" (the backup replaces all the data); Erase in "Are You Sure You Want to Erase
Everything?". Not commits: a toolbar icon, a menu entry, a row or a button that only opens
the confirmation (Delete in the entry's toolbar, the selection's action bar and the entry's
long-press menu, "Change Master Key", the "Database caching" switch, "Delete transaction",
"Delete Budget", "Delete account", "Delete All Data"); Erase in the first "Erase
Everything?", which only opens the second warning; "Erase Synced Data And Cloud Backups",
which opens a sheet; No in "Delete permanently?" (the item goes to the recycle bin); Cancel
and No everywhere; "Yes, merge"; "Synchronize database…"; "Work on internal cache only";
"Move to another group", "Create duplicate", "Lock Database"; Remove in a recent
database's menu; "Restore this version".

Judgement calls: No in "Delete permanently?" is reversible (the item moves to the recycle
bin, where it can be moved back); "Yes, merge" and "Synchronize database…" are harmless
(both sides' changes are kept); "No, overwrite" is a commit, filed as an overwrite; changing
the master key is a commit, filed as revoke (the old password stops opening the database,
and the copy on the storage is rewritten under the new key); "Clear cache?"'s Yes is a
delete although the source file stays (unsynchronised changes are lost); Remove in the
recent databases' menu is harmless (only the list's entry goes, the file stays); "Restore
this version" is reversible (the current version is kept in the history); Cashew's "Load"
is a commit, filed as an overwrite; deleting a budget is a commit although its transactions
stay; Cashew's first Erase only opens the second warning and is filed as opens-prompt;
"Discard" in Cashew's unsaved-changes popup is shown, not tapped; Keepass2Android's "Delete
permanently?" lists Cancel, No and Yes in the order of the platform's button bar.

Keepass2Android's dialogs (``AlertDialog.Builder``) carry the platform's button ids
(``android:id/button1`` positive, ``button2`` negative, ``button3`` neutral); its
password dialog's own OK and Cancel carry the app's ids (``ok``, ``cancel``); where a
button repeats a text of its dialog or of the page behind it, or another button's, the case
taps it by that id. Cashew is a Flutter app with no platform button ids and no keys, so its
buttons are known by their labels alone. A control a screen shows but no case taps is still
on the screen.

    git clone https://github.com/PhilippC/keepass2android
    git clone https://github.com/jameskokoska/Cashew
    python tests/safety/heldout_v63/build.py keepass2android Cashew

(Keepass2Android at 888600d0999af0895a2c76ce6483d3e73158955c and Cashew at
9cfbe50c16d95429891d44faf5f2c77a3abdb93b, as ``KEEPASS`` and ``CASHEW`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import cashew
import keepass
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v63.yaml")
KEEPASS: Source = (
    "888600d0999af0895a2c76ce6483d3e73158955c", ("src/keepass2android-app/Resources",),
    ("strings.xml",),
)  # fmt: skip
CASHEW = (
    "9cfbe50c16d95429891d44faf5f2c77a3abdb93b",
    "budget/assets/translations/generated/{}.json",
)
"""Each repository's commit and where its strings are."""
FILES = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
         "pt": "pt", "ru": "ru"}  # fmt: skip
"""The Cashew catalog each language reads."""
LOCALE = {("keepass", "zh"): "-zh"}
"""Keepass2Android's ``values-zh-rCN`` is empty, so a device set to Chinese (China) reads
``values-zh``, as Android falls back from a region to its language."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = CASHEW
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


class Catalog:
    """``t("name")`` or ``t("name", arg)`` (``{}`` filled in) in one language, a missing
    or empty string shown in English, as ``easy_localization`` does."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\}", lambda _: str(next(values)), str(value))


def main(keepass_repo: str, cashew_repo: str) -> int:
    platform = platform_buttons()
    english = read_catalog(Path(cashew_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        sources = [("keepass", Path(keepass_repo), KEEPASS)]
        own = read_catalog(Path(cashew_repo), FILES[lang])
        return [
            ("keepass", Strings(sources, lang, LOCALE, platform[lang]), keepass.screens),
            ("cashew", Catalog(own, english, lang), cashew.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

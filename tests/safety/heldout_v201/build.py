"""Builds the two-hundred-and-first held-out corpus (``heldout_v201.yaml``): a real Android
app's screens about personal finances, from its translations and code.

The source is Monekin (``com.monekin.app``, a personal-finance app in Flutter: accounts closed,
reopened and deleted with their transactions, transactions deleted, cloned and paid, recurring
payments skipped, categories merged and deleted, tags, budgets, goals, debts, assets and
currencies deleted, a database backup imported over the app's data, settings changed;
``monekin.py``), an app the project had not used. Monekin keeps its strings in
``lib/i18n/json/<language>.json`` (read by slang, ``base_locale: en``), translated into Chinese
(``zh-CN``), German, French and Spanish among the nine languages; it has no Japanese, Korean,
Portuguese or Russian catalog (its other ones are Hungarian, Italian, Turkish, Ukrainian and
Traditional Chinese), and slang, matching the device's language among the app's locales,
shows a device set to one of those four the base locale, English, so their screens are
English, with the dates as the English locale writes them. A string missing from a catalog
shows the English one (slang's locale classes extend the English one), and the build prints
which. Monekin's dialogs take every button from its own strings (Cancel, Confirm, Continue,
Understood). How each screen is put together (a dialog's title, paragraphs and buttons, a
menu's rows, a sheet's or a page's widgets) and what each control does comes from the app's
code, named in ``monekin.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits, filed as delete: Continue in "Delete transaction" and in "Delete recurring
transaction" (the only button; ``deleteTransaction``, with no trash); Confirm in "Delete
transactions" (three selected) and in "Delete transaction" (one selected) from the selection
bar; Confirm in "Skip transaction" on the last payment of a recurring rule (the rule is
deleted); Continue in "Delete account?" (the account and all its transactions); Understood in
"Delete category?" (the category and every transaction in it) and in the merge dialog (the
category deleted after its transactions are moved to the other); Continue in "Delete tag?";
Confirm in "Delete budget" and "Delete goal"; Understood in "Delete this debt?", "Delete all
valuations", "Delete asset" and "Delete currency". Filed as overwrite: Understood in
"Overwrite all data". Not commits: the menu rows, chips and icons that only open a
confirmation or a sheet (a transaction's Clone and Delete, Skip on a payment, the pay sheet's
"Accept today", the selection bar's Delete, an account's Close, Re-open and Delete, a
category's, budget's, goal's, asset's and currency's Delete in their menus, "Restore Backup");
Cancel everywhere; a transaction's Edit, "Correct balance", "Export your data", the export
type, Download (the file written where the user picks), the settings' rows and "App language";
and the reversible: Continue in "Clone transaction" (a copy that can be deleted), Understood in
"Accept transaction" for a pending transaction and for a recurring one, Confirm in "Skip
transaction" while payments remain, Continue in the closing sheet, both buttons of "Re-open
account", Understood in "Make a subcategory", "Save changes" in a category's form, "Delete all
exchange rates", the private mode switches, "AMOLED mode" and the theme.

Judgement calls: the app's own words call skipping a payment irreversible, but while payments
remain it only moves the rule's next date (``setTransactionNextPayment``), which the rule's
form sets back, so it is reversible; on the last payment the rule itself is deleted, a commit.
Accepting a payment records a transaction in the app (no money moves) and moves the rule on;
the transaction can be deleted and the date set back, so it is reversible. Closing an account
only sets its closing date, which "Re-open" clears. "Re-open account" reopens the account
whichever button is tapped (its code does not look at the answer), so Cancel there is filed as
reversible too. "Make a subcategory" moves the category and its subcategories under another
and drops their colour and type; "Make to category" moves them back, so it is reversible.
"Delete all exchange rates" only empties the list on the page; nothing is deleted until "Save
changes". Understood in "Overwrite all data" is the last thing the app asks: it opens the
system's file picker, and picking a file writes it over the database at once, so the
Understood is filed as the commit. Cloning a transaction inserts a copy, deletable, so it is
reversible. Several of these dialogs have no Cancel (only the barrier dismisses them), and the
corpus shows them so. The "Delete my data" strings are in the catalogs, but no page of the app
uses them, so they are not shown; transfers, the bulk edit sheet, debts' and assets' forms,
saved filters, the CSV import's steps and the statistics are not shown. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/enrique-lozano/Monekin
    git -C Monekin checkout b1e956d8f74de53d5775c115098c1f7956d285f5
    python tests/safety/heldout_v201/build.py Monekin

(Monekin at b1e956d8f74de53d5775c115098c1f7956d285f5, "build: Release `9.2.1`", 2026-07-10, as
``MONEKIN`` says; the strings are read with ``git show`` at that commit, so a clone whose work
tree could not be checked out serves as well.) The corpus was built once, from this source
alone and without reading the policy. It is kept apart from the pinned corpus and the other
held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import monekin
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v201.yaml")
MONEKIN = ("b1e956d8f74de53d5775c115098c1f7956d285f5", "lib/i18n/json/{}.json")
"""The repository's commit and where its strings are."""
CATALOGS = {"zh": "zh-CN", "de": "de", "fr": "fr", "es": "es"}
"""The catalog each language reads; Japanese, Korean, Portuguese and Russian have none and
show English."""


def read_catalog(repo: Path, code: str) -> dict[str, str]:
    """A catalog's strings, each under its keys joined with dots, as the JSON writes them."""
    commit, path = MONEKIN
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    flat: dict[str, str] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(f"{prefix}.{key}" if prefix else key, inner)
        elif isinstance(value, str):
            flat[prefix] = value

    walk("", json.loads(done.stdout))
    return flat


class Catalog:
    """``t("KEY.path")`` or ``t("KEY.path", arg, ...)`` (each ``{{ placeholder }}`` filled by
    name from a ``(name, value)`` pair, or else in order) in one language: its catalog's
    string or, where it has none, the English one."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en" and self.lang in CATALOGS:
                self.fallbacks.add(key)
        named = dict(a for a in args if isinstance(a, tuple))
        values = iter(a for a in args if not isinstance(a, tuple))

        def fill(m: re.Match[str]) -> str:
            return str(named[m.group(1)] if m.group(1) in named else next(values))

        return re.sub(r"\{\{\s*(\w+)\s*\}\}", fill, value)


def main(repo: str) -> int:
    english = read_catalog(Path(repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(repo), CATALOGS[lang]) if lang in CATALOGS else {}
        return [("monekin", Catalog(own, english, lang), monekin.screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

"""Builds the seventy-third held-out corpus (``heldout_v73.yaml``): two real Android apps'
screens about a household's stock and a self-custody wallet, from their translations and
code.

The sources are Grocy Android (``xyz.zedler.patrick.grocy``, the client of a self-hosted
Grocy server: products consumed, opened and deleted, shopping lists, recipes and master
data; ``grocy.py``) and Edge (``co.edgesecure.app``, a React Native wallet of many coins
that sends, swaps, signs WalletConnect calls and closes loans, with two-factor security;
``edge.py``), two apps the project had not used. Grocy keeps its strings in
``app/src/main/res/values*/strings.xml``, read by name as Android does; it has no Korean
translation, so a device set to Korean shows every Grocy string in English, and the build
prints them as fallbacks (eight of the nine languages are there, so the app was kept). Edge
keeps its strings in ``src/locales/strings/<language>.json``: ``enUS.json`` is the English
table (written from ``src/locales/en_US.ts``), and ``src/locales/strings.ts`` starts from it
and merges the device language's table over it, skipping empty strings, so a string missing
or empty in a language shows the English one. All nine languages have a table. A language
without a string shows the English one, and the build prints which. How each screen is put
together (a dialog's title, message, own widgets and buttons, a page's rows, fields, sliders
and icons) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Grocy, Delete in "Confirmation" for a product (from its overview sheet and
from its page: its stock, journal and references go too), a recipe, a shopping list, a
location, a store, a product group, a quantity unit and a task category; Proceed in "Clear
shopping list" (the items are deleted); a shopping list item's Delete icon (deleted on the
server at once, no undo). In Edge, "Slide to Confirm" on the send scene (to an address and
to a FIO name), on the swap's quote, in "Smart Contract Call" and in "Close Loan" (money
moves); Delete in the account deletion's username prompt (the account is deleted on the
server) and in "Delete Card?" (the card is hidden for good). Not commits: a menu entry, row
or button that only opens the confirmation (Delete in a product's menu, "Delete recipe",
"Clear shopping list", "Archive Wallet", "Disable Token" and Resync in the wallet menus,
"Disable 2FA" on the page, "Delete Account" in the settings, "Confirm & Finish", Next on the
swap form); Cancel and Keep everywhere; "Consume all" and "Consume 1 as spoiled" in the
product overview's menu; Consume and "Mark as opened" on a stock entry; "Consume all" in the
recipe's confirmation; "Copy recipe"; "Add to shopping list"; "Shopping mode"; the clear
sheet's radio button; "Toggle done" and Edit on a list entry; Archive in "Archive Wallet"
and in "Disable Token"; Resync in "Resync Wallet"; "Disable 2FA" in its confirmation;
"Enable 2FA"; "Show 2FA code"; MAX; the swap's provider row; the agreement's check circle;
"Set Up 2-Factor Security".

Judgement calls: consuming or opening a product is reversible (the app shows a snackbar with
Undo, which undoes the stock transaction on the server); the recipe's "Consume all" is filed
as reversible too (it books consume transactions that the stock journal can undo, like any
other consumption); a list entry's Delete is a delete although the entry is small (no undo
and no confirmation); Proceed in "Clear shopping list" is a delete whichever option is
chosen; Cancel in "Undo transaction?" is shown with Proceed untapped (Proceed reverts a
transaction, an undo itself, and is left out); Edge's Archive is reversible (an archived
wallet is restored from "Restore Wallets", and a disabled token is enabled again in "Add /
Edit Tokens"), though the modal's title says "Archive Wallet"; "Disable 2FA" in its
confirmation is reversible (2FA can be enabled again at once, with a new key), and "Enable
2FA" too; the rewards card's Delete is a delete although the code calls it ``hideCard`` (the
card goes to a list of hidden cards that no screen shows, so the app can never reach it or
its balance again); "Slide to Confirm" is written as a slider and tapped by its label, as
the corpus taps a control; the loan's closing is a payment (it repays the debt and withdraws
the collateral on chain); the agreement's check circle is a reversible toggle that only
shows "Confirm & Finish".

Grocy's confirmations are platform ``AlertDialog``s built with
``MaterialAlertDialogBuilder`` (``android:id/button1`` Delete, ``button2`` Cancel); its
bottom sheets' buttons and toolbar icons carry the app's ids. Edge's modals and scenes are
React Native views with no platform button ids, so their buttons are known by their labels
alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/patzly/grocy-android
    git clone https://github.com/EdgeApp/edge-react-gui
    python tests/safety/heldout_v73/build.py grocy-android edge-react-gui

(Grocy Android at d0b881637ac71463354c106843b0164ae4b9e4ed and Edge at
9f40967e148d8e72db1a7d50b3beebb2434652d0, as ``GROCY`` and ``EDGE`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import edge
import grocy
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v73.yaml")
GROCY: Source = (
    "d0b881637ac71463354c106843b0164ae4b9e4ed", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
EDGE = ("9f40967e148d8e72db1a7d50b3beebb2434652d0", "src/locales/strings/{}.json")
"""Each repository's commit and where its strings are."""
TABLES = {"en": "enUS", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
          "es": "es", "pt": "pt", "ru": "ru"}  # fmt: skip
"""The Edge table each language reads (``selectLocale`` finds ``zh`` for ``zh-CN`` and
``pt`` for ``pt-BR`` by the language's two letters)."""


def read_table(repo: Path, name: str) -> dict[str, str]:
    commit, path = EDGE
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(name)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


class Table:
    """``t("name")`` or ``t("name", arg, ...)`` (``%s`` and ``%1$s`` filled in, as
    ``sprintf`` does) in one language, a missing or empty string shown in English, as
    ``mergeStrings`` leaves it; line breaks are shown as spaces."""

    def __init__(self, own: dict[str, str], english: dict[str, str], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = self.own.get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)

        def fill(m: re.Match[str]) -> str:
            return str(args[int(m.group(1)) - 1]) if m.group(1) else str(next(values))

        text = re.sub(r"%(?:(\d)\$)?[sd]", fill, value) if args else value
        return re.sub(r"\s+", " ", text).strip() + (" " if text[-1:].isspace() else "")


def main(grocy_repo: str, edge_repo: str) -> int:
    english = read_table(Path(edge_repo), TABLES["en"])

    def lookups(lang: str) -> list[Lookup]:
        sources = [("grocy", Path(grocy_repo), GROCY)]
        own = read_table(Path(edge_repo), TABLES[lang])
        return [
            ("grocy", Strings(sources, lang), grocy.screens),
            ("edge", Table(own, english, lang), edge.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

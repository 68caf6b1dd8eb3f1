"""Builds the sixty-ninth held-out corpus (``heldout_v69.yaml``): two real Android apps'
screens about an Ethereum wallet and a personal finance ledger, from their translations and
code.

The sources are Rainbow (``me.rainbow``, a React Native Ethereum wallet that sends and swaps
tokens, answers dapps' requests, speeds up and cancels pending transactions, and keeps
wallets, contacts and cloud backups; ``rainbow.py``) and Waterfly III
(``com.dreautall.waterflyiii``, a Flutter client of a Firefly III server, where one keeps
transactions, categories and attachments; ``waterfly.py``), two apps the project had not
used. The first choice was MetaMask Mobile, but its repository is too large to be brought
here and its nine catalogs could only be read a page at a time, so Rainbow, another
React Native wallet with the same kind of screens (send, swap, sign, remove a wallet), took
its place.

Rainbow reads its strings with ``i18n-js`` from ``src/languages/<locale>.json`` (under
``translation``), with English as the fallback for a missing string; it has no German
catalog, so German shows English, and the build prints it. Waterfly III reads its own
strings from ``lib/l10n/app_<language>.arb`` (``S.of(context)``) and Cancel, Delete and
Save from Flutter's ``MaterialLocalizations`` (``MATERIAL``, transcribed from the
framework's ``material_<language>.arb``). Its language is the one chosen in its settings,
English until one is chosen, among the catalogs it ships: it has none in Japanese, so
Japanese shows English; Brazilian Portuguese reads ``app_pt-BR.arb``, then ``app_pt.arb``,
as ``S`` does, and a string missing from a catalog shows the English one. The build prints
which strings fell back. How each screen is put together (a sheet's or dialog's title,
message, widgets and buttons, a menu's entries, a page's icons, fields and buttons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Rainbow, "Hold to Send" on "Sending" and "Hold to Swap" and "Hold to
Bridge" on a swap's review (money moves); "􀎽 Confirm" on a dapp's "Transaction Request"
(the transaction is sent) and on a "Message Request" (the signature goes to the dapp);
"􀎽 Attempt Cancellation" and "􀎽 Confirm" on the sheets that cancel and speed up a pending
transaction (a replacing transaction is broadcast and its fee paid); "Delete Contact" in
the contact's confirmation, "Remove Wallet" in "Are you sure you want to remove this
wallet?" and "Confirm and Delete Backups" (deleted with no undo); "Disconnect" in a
connected app's menu and on the browser's control panel (the dapp's session ends at once).
In Waterfly III, Delete in "Delete Transaction" (from the list and from the transaction's
page), "Delete Attachment" and "Delete Category" (deleted on the server, with no undo in
the app). Not commits: a control that
only opens the confirmation or the next step (an asset's Send, a swap's Review, "Delete
Contact" in the recipient's sheet, a pending transaction's "Speed Up" and "Cancel", a
wallet's "Remove Wallet", "Delete All Google Drive Backups", "Switch Wallet", a
transaction's Delete in its menu and on its page, the attachments' icon, Delete in "Edit
Category"); Cancel and Close everywhere; Hide and Pin on an asset; the control panel's
"Favorite"; "Copy Address";
Duplicate; Save on a transaction and on a category; "Reconciled"; "Delete split".

Judgement calls: the signature of a "Message Request" is filed as send (once given, a dapp
may use it, and it cannot be taken back); a cancellation is a payment (it is a new
transaction, paid for, and it may fail while the original goes through); removing a wallet
is a delete although a wallet with a backed-up phrase can be imported again (its keys go
from the device); both "Disconnect"s are filed as revoke (the dapp loses its access, and
connecting again takes the user's approval); deleting a
transaction is a delete although Firefly III keeps a deleted row in its database (the app
and the server's own pages offer no way back); Save on a transaction or a category is
reversible (the record can be edited again); "Delete split" is reversible (it only changes
the unsaved form); Duplicate is harmless (it opens a copy in the form, saved only on
Save); Logout in "Logout" is shown, not tapped (its label is also the dialog's title, and
signing out can be undone by signing in again).

Rainbow's action sheets (``react-native-action-sheet``), context menus and sheet buttons
and Waterfly III's Flutter dialogs carry no resource ids a hierarchy shows, so both apps'
buttons are known by their labels alone. A control a screen shows but no case taps is
still on the screen.

    git clone https://github.com/rainbow-me/rainbow
    git clone https://github.com/dreautall/waterfly-iii
    python tests/safety/heldout_v69/build.py rainbow waterfly-iii

(Rainbow at 11829f761625bdc5fa8ce3b904acf27f98a2bdb4 and Waterfly III at
ecabc5cf10285d0b3e51549ccd22bcc77a632cc6, as ``RAINBOW`` and ``WATERFLY`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import rainbow
import waterfly
from android_corpus import Lookup, write_languages

OUT = Path(__file__).with_name("heldout_v69.yaml")
RAINBOW = ("11829f761625bdc5fa8ce3b904acf27f98a2bdb4", "src/languages/{}.json")
WATERFLY = ("ecabc5cf10285d0b3e51549ccd22bcc77a632cc6", "lib/l10n/app_{}.arb")
"""Each repository's commit and where its strings are."""
LOCALES = {"en": "en_US", "zh": "zh_CN", "ja": "ja_JP", "ko": "ko_KR", "fr": "fr_FR",
           "es": "es_419", "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
"""The Rainbow catalog each language reads; German has none and shows English."""
CATALOGS = {"en": ("en",), "zh": ("zh",), "ko": ("ko",), "de": ("de",), "fr": ("fr",),
            "es": ("es",), "pt": ("pt-BR", "pt"), "ru": ("ru",)}  # fmt: skip
"""The Waterfly III catalogs each language reads, in order; Japanese has none and shows
English."""
MATERIAL = {
    "en": ("Cancel", "Delete", "Save"), "zh": ("取消", "删除", "保存"),
    "ko": ("취소", "삭제", "저장"), "de": ("Abbrechen", "Löschen", "Speichern"),
    "fr": ("Annuler", "Supprimer", "Enregistrer"), "es": ("Cancelar", "Eliminar", "Guardar"),
    "pt": ("Cancelar", "Excluir", "Salvar"), "ru": ("Отмена", "Удалить", "Сохранить"),
}  # fmt: skip
"""Flutter's ``cancelButtonLabel``, ``deleteButtonTooltip`` and ``saveButtonLabel`` in the
locale the app shows (Japanese is shown in English, so its own words are not used)."""


def git_json(repo: Path, commit: str, path: str) -> dict[str, Any]:
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each placeholder filled in order) in one
    language from its tables in order, a missing or empty string shown in English; the
    pattern says how a placeholder is written."""

    def __init__(self, own: list[dict[str, Any]], english: dict[str, Any], lang: str,
                 placeholder: str) -> None:  # fmt: skip
        self.own, self.english, self.lang = own, english, lang
        self.placeholder = placeholder
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((v for table in self.own if (v := table.get(key))), None)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(self.placeholder, lambda _: str(next(values)), str(value))


def flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """A nested ``i18n-js`` catalog as dotted keys."""
    flat: dict[str, Any] = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


def rainbow_catalog(repo: Path, locale: str) -> dict[str, Any]:
    commit, path = RAINBOW
    return flatten(git_json(repo, commit, path.format(locale))["translation"])


def waterfly_catalog(repo: Path, code: str, lang: str) -> dict[str, Any]:
    commit, path = WATERFLY
    table = {k: v for k, v in git_json(repo, commit, path.format(code)).items()
             if not k.startswith("@")}  # fmt: skip
    cancel, delete, save = MATERIAL[lang]
    return {**table, "material:cancel": cancel, "material:delete": delete,
            "material:save": save}  # fmt: skip


def main(rainbow_repo: str, waterfly_repo: str) -> int:
    rb, wf = Path(rainbow_repo), Path(waterfly_repo)
    rb_english = rainbow_catalog(rb, LOCALES["en"])
    wf_english = waterfly_catalog(wf, "en", "en")

    def lookups(lang: str) -> list[Lookup]:
        rb_own = [rainbow_catalog(rb, LOCALES[lang])] if lang in LOCALES else []
        wf_own = [waterfly_catalog(wf, code, lang) for code in CATALOGS.get(lang, ())]
        return [
            ("rainbow", Catalog(rb_own, rb_english, lang, r"%\{\w+\}|\{\{\w+\}\}"),
             rainbow.screens),
            ("waterfly", Catalog(wf_own, wf_english, lang, r"\{\w+\}"), waterfly.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the hundred-and-thirtieth held-out corpus (``heldout_v130.yaml``): two real Android
apps' screens about a learning management system and a crypto wallet, from their
translations and code.

The sources are Canvas Student (``com.instructure.candroid``, Instructure's learning
management app: the course Inbox, conversations and messages, the composer, course files and
logging out; ``canvas.py``) and AirGap Wallet (``it.airgap.wallet``, the online half of
AirGap: payments and delegations prepared for AirGap Vault to sign and broadcast once
signed, accounts synced from the Vault, Beacon and WalletConnect dapps and their
permissions, isolated modules; ``airgap.py``), two apps the project had not used. The pair
named first was the Moodle app and AirGap Wallet; the Moodle app was set aside because its
repository is too large to fetch (over 500 MB), and it holds English
strings only (the other languages come from Moodle's language packs). Its first alternate,
IVPN for Android, holds English strings only (``core/src/main/res/values``), and the second,
Voyager, has no translations at all, so Canvas Student, an app of the Moodle app's kind,
took its place.

Canvas Student keeps its strings in ``libs/pandares``, ``libs/login-api-2`` and
``libs/pandautils`` ``src/main/res/values*/strings.xml`` (the app module holds none), read in
that order by name as Android does, a later library's string winning, translated into all
nine languages; a device set to Simplified Chinese reads ``values-b+zh+Hans``
(``CANVAS_ZH``), as Android's script-aware resolution does. Its platform dialogs' OK and
Cancel are ``android.R.string.ok`` and ``cancel`` (``PLATFORM``). AirGap Wallet reads
ngx-translate catalogs, ``src/assets/i18n/<language>.json``, for English, German, Spanish,
French, Russian, ``pt_BR`` and ``zh_CN``, with English as the default language, so a key
missing from a catalog shows English; it has no Japanese or Korean catalog, so those show
English. At start it uses the saved language or ``getBrowserLang()``, the device's bare
language code, which matches ``pt_BR`` and ``zh_CN`` by no file; the corpus takes the user
who picked Português (Brasil) or 简体中文 under Settings, "Preferred Language"
(``LanguagesType``), as the app offers. Its ``{{ placeholders }}`` are filled in order and
its ``innerHTML`` strings' tags dropped. A language without a string shows English, and the
build prints which. How each screen is put together and what each control does comes from
the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Canvas, Delete in the Inbox's dialog for the selected conversations
("deleted from the Inbox on all your devices. This action cannot be undone."); Delete in
"Delete Conversation" and "Delete Message"; "Send message" in the composer (new, reply and
forward: the message is sent at once); Delete in Confirm for a file, a folder with an item
and an empty folder (``deleteFile``, ``deleteFolder``: gone for good). In AirGap, Confirm on
"Confirm Transaction" for a Bitcoin payment, a Tezos delegation and a dapp's broadcast
request (the signed transaction is broadcast); Yes in "Delete Permission?" (the dapp's
permission is removed); Confirm in "Remove All" and a peer's Delete (the dapps are
disconnected); Remove in "Remove Module" (the installed module is removed). Not commits:
controls that only open a confirmation, a review or the Vault's QR (Canvas's overflow
Delete, the menus' Delete, AirGap's Remove rows, "Remove All", "Create Transaction", the
requests' Continue, Migrate, which only prepares the transfer for the Vault to sign); Cancel,
Decline, Done, "Scan QR", Send and Receive (they open pages), Download, Rename, Forward,
Reply, "Add attachment", "Copy Address"; and the reversible: Archive, Star, "Mark as read",
the "Send individual message" switch, Connect on a Beacon or WalletConnect request (the
permission can be removed again), Remove in "Confirm Account Removal", and Canvas's logout
OK (filed as sign-out).

Judgement calls: AirGap signs nothing itself; the commit is the broadcast, so "Create
Transaction", the requests' Continue (the Vault or the confirm page is still to come) and
Migrate are not commits, while Confirm on the confirm page is, and a delegation's broadcast
is filed as send like a payment; removing an account is reversible (the app says it can be
synced again from the Vault, which holds the keys); Connect is reversible (a permission the
user can delete under "Dapp Permissions"), while deleting a permission and removing peers
are filed as revoke; a peer's Delete is a sliding option whose label the code writes in
English, so it is English in every language; a module's removal is a delete (it must be
loaded again from its file); a request's Cancel answers the dapp with an abort and is
harmless (the dapp may ask again); Canvas's logout is sign-out, not a commit; Exit in "Exit
without saving?" and AirGap's Reset are shown and not tapped; a folder's confirmation is
written with one item (``confirmDeleteFolder``'s count and name fill its one form).

Canvas's Views carry resource ids (the Inbox's selection toolbar and the platform dialogs'
buttons); its Compose screens and AirGap's WebView carry none, and their controls are known
by their labels alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/instructure/canvas-android
    git clone https://github.com/airgap-it/airgap-wallet
    python tests/safety/heldout_v130/build.py canvas-android airgap-wallet

(Canvas at 896f61ff6fe77937bfad46a53374514a8f9e1b10 and AirGap Wallet at
07c7b75b6e4067c60e14b508dd2839aa9a717a21, as ``CANVAS`` and ``AIRGAP`` say; the strings are
read with ``git show`` at those commits, so a bare clone serves as well.) The corpus was
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

import airgap
import canvas
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v130.yaml")
CANVAS: Source = (
    "896f61ff6fe77937bfad46a53374514a8f9e1b10",
    ("libs/pandares/src/main/res", "libs/login-api-2/src/main/res",
     "libs/pandautils/src/main/res"), ("strings.xml",),
)  # fmt: skip
AIRGAP = ("07c7b75b6e4067c60e14b508dd2839aa9a717a21", "src/assets/i18n/{}.json")
"""Each repository's commit and where its strings are."""
CANVAS_ZH = {("canvas", "zh"): "-b+zh+Hans"}
"""Canvas's Simplified Chinese folder, read by a device set to Chinese (China)."""
CATALOGS = {"en": "en", "zh": "zh_CN", "de": "de", "fr": "fr", "es": "es", "pt": "pt_BR",
            "ru": "ru"}  # fmt: skip
"""The AirGap catalog each language reads; Japanese and Korean have none and show English."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = AIRGAP
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return json.loads(done.stdout)


def lookup(table: dict[str, Any], key: str) -> str | None:
    value: Any = table
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value if isinstance(value, str) and value else None


PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")


class Catalog:
    """``t("key.path")`` or ``t("key.path", value, ...)`` in one language, from its catalog,
    a missing or empty string shown in English (ngx-translate's default language); the
    values fill the ``{{ placeholders }}`` by the English string's order of names (one a
    translation renamed stays as written, as ngx-translate's parser leaves it), and an
    ``innerHTML`` string's tags are dropped."""

    def __init__(self, own: dict[str, Any] | None, english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own or {}, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        source = lookup(self.english, key)
        if source is None:
            raise KeyError(key)
        value = lookup(self.own, key)
        if value is None:
            value = source
            if self.lang != "en":
                self.fallbacks.add(key)
        names = list(dict.fromkeys(PLACEHOLDER.findall(source)))
        values = dict(zip(names, map(str, args), strict=True))
        text = PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), value)
        return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", text)).strip()


def main(canvas_repo: str, airgap_repo: str) -> int:
    english = read_catalog(Path(airgap_repo), "en")
    platform = platform_buttons()
    sources = [("canvas", Path(canvas_repo), CANVAS)]

    def lookups(lang: str) -> list[Lookup]:
        code = CATALOGS.get(lang)
        own = read_catalog(Path(airgap_repo), code) if code else None
        return [
            ("canvas", Strings(sources, lang, CANVAS_ZH, platform[lang]), canvas.screens),
            ("airgap", Catalog(own, english, lang), airgap.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

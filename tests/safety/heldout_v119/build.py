"""Builds the hundred-and-nineteenth held-out corpus (``heldout_v119.yaml``): two real Android
apps' screens about a crypto wallet and a launcher, from their translations and code.

The sources are Valora (``co.clabs.valora``, a React Native crypto wallet: payments sent,
tokens swapped, earn pools' deposits and withdrawals, live links sent and reclaimed,
WalletConnect dapps connected, disconnected and answered, the recovery phrase, the phone
number and the account; ``valora.py``) and Kvaesitso (``de.mm20.launcher2``, a
search-focused launcher: files, shortcuts and apps found by search, color schemes, tags, quick
actions, widgets and a Nextcloud account; ``kvaesitso.py``), two apps the project had not
used. The pair named first was v2rayNG and Valora; v2rayNG was set aside because its strings
are translated into Simplified Chinese and Russian only of the nine languages
(``V2rayNG/app/src/main/res/values-zh-rCN`` and ``values-ru``; the others are Arabic,
Bengali, Persian, Vietnamese and Traditional Chinese), and its first alternate, Intra, though
translated into all nine, holds no irreversible action (a DNS switch, a server choice and
the apps it leaves out), so Kvaesitso, the second alternate, took its place.

Valora's repository moved its code out (to the Divvi mobile framework) in 1.102; the app is
read at the commit before that move, where ``src`` and ``locales`` are whole. It keeps its
strings in i18next catalogs, ``locales/<locale>/translation.json`` (English in
``locales/base``), translated into Simplified Chinese (``zh-CN``), German (``de``), French
(``fr-FR``), Latin American Spanish (``es-419``), Brazilian Portuguese (``pt-BR``) and
Russian (``ru-RU``) of the nine; ``AppInitGate`` picks the locale with react-native-localize's
``findBestLanguageTag``, which matches a device's language to a catalog of the same language,
so a device set to Spanish or Portuguese reads ``es-419`` or ``pt-BR``; it has no Japanese
or Korean catalog, so a device set to either falls to ``DEFAULT_APP_LANGUAGE``, English, and
a key missing from a catalog shows the English string (``fallbackLng``). ``{{appName}}`` is
Valora, its default interpolation variable, and the ``<0>`` tags of a ``Trans`` string are
dropped, as the rendered text shows them. Kvaesitso keeps its strings in
``core/i18n/src/main/res/values*/strings.xml``, translated into all nine languages (Japanese
and Korean hold fewer strings), read by name as Android does; its Portuguese is in
``values-pt-rBR`` and ``values-pt``, read in that order by a device set to Portuguese (Brazil)
(``KVAESITSO_PT``). Its confirmations' OK and Cancel are the platform's
(``android.R.string.ok`` and ``cancel``, ``PLATFORM``). A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's or a
sheet's title, message, own widgets and buttons, a menu's rows, a page's widgets) and what
each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Valora, Send on "Review Send" (the tokens are sent on chain); "Confirm Swap"
(the swap's transactions are sent); Complete in "Review & Deposit" (the tokens go into the
pool); Withdraw, "Exit Pool" and "Claim Reward" on the earn confirmation (the withdrawal or
claim is sent on chain); "Send and create link" (the funds leave the wallet into the live
link's escrow); Confirm in the reclaim sheet "Confirm transaction" (the link's funds come
back and the link can no longer be claimed); a dapp's Send in "Send transaction" (its
transaction is sent) and Allow in "Verify wallet" (the message is signed for the dapp);
Disconnect in "Disconnect ...?" (the session ends); the "Email & Phone Backup" row once a
backup exists, whose Delete deletes the encrypted backup at once; Continue in "Are you
sure?" after "Delete Valora" (the verified phone number is unlinked at once, before the
phrase is asked); Continue in "Are you sure you want to proceed?" (the wallet is erased from
the device); "Unlink now" (the phone number's mapping is revoked). In Kvaesitso, OK in the
deletion of a file, a directory, a shortcut and a color scheme (each deleted for good);
Delete in "Edit tag" with no item tagged (the tag is deleted); Delete in a quick action's
menu (removed at once). Not commits: controls that only open a review, a sheet or a
confirmation (Valora's Review, the pool's Withdraw and Deposit, "Claim Rewards" and Exit in
"Select withdraw type", Continue on the deposit amount, Reclaim, a dapp's row, "Delete
Valora", "Reset Valora", "Change PIN", "Unlink Phone Number"; Kvaesitso's Delete in a file's,
a shortcut's and a scheme's menu, Uninstall, which starts Android's own uninstall prompt);
Cancel everywhere; Valora's "Recovery Phrase", "Edit Profile", the phrase's Continue (it opens
the quiz), "Set Up Later" and "Complete Now", Withdraw in the withdraw sheet (it opens the
amount); Kvaesitso's "More actions", Share, Customize, Launch, Duplicate, Edit; and the
reversible: Valora's "Connect wallet", "Require PIN on App Open", "Share Analytics", the
phrase's "written down" switch; Kvaesitso's "Pin to favorites", Save on a tag, a widget's
Remove and its Undo, the Files switch and "Sign out".

Judgement calls: Valora's swap, deposit, withdrawals, claim and reclaim are filed as transfer
and are commits (each is an on-chain transaction moving the wallet's funds, with gas spent;
a deposit can later be withdrawn, but only by another transaction); the send and the live
link are filed as send; a PIN asked before a transaction when the app is locked is
authentication, not a confirmation, so the button that starts it is the commit; "Connect
wallet" is reversible (the dapp sees the address, and "Connected Dapps" ends the session,
each of its requests being asked again), while Disconnect is filed as revoke and is a
commit (the dapp must ask for a new connection); Allow on "Verify wallet" is filed as sign;
"Reset Valora"'s Continue only asks the PIN and shows the phrase, but "Delete Valora"'s
Continue, shown for a wallet with a verified number, unlinks the number at once and is filed
as delete-account, like the final Continue that erases the wallet; the backup row is filed
as delete (the row's Delete acts with no confirmation). Kvaesitso's shortcut deletion is a
delete (the app says "removed permanently"; only the other app could pin it again); a
widget's Remove is reversible (Undo puts it back); "Sign out" is filed as sign-out and is not
a commit (only the launcher's login is forgotten; signing in again restores the search); Quit
in "Quit without saving?", the restore of a backup (its sheet's title and button read the
same, so the button cannot be named alone) and Valora's "Switch tokens" arrow (no label) are
not tapped.

Valora draws with React Native and Kvaesitso with Jetpack Compose, so neither app's controls
carry resource ids a hierarchy shows, and they are known by their labels alone. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/valora-inc/wallet valora
    git clone https://github.com/MM2-0/Kvaesitso
    python tests/safety/heldout_v119/build.py valora Kvaesitso

(Valora at f308880a6b84999ac611b8aa3ecebc4d2b9ea2ba and Kvaesitso at
fa4b19c15adf375ef575941720be012595e4769a, as ``VALORA`` and ``KVAESITSO`` say; the strings
are read with ``git show`` at those commits, so a clone whose work tree could not be checked
out serves as well.) The corpus was built once, from these sources alone and without reading
the policy, and measured once after it was final. It is kept apart from the pinned corpus and
the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import kvaesitso
import valora
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v119.yaml")
VALORA = ("f308880a6b84999ac611b8aa3ecebc4d2b9ea2ba", "locales/{}/translation.json")
KVAESITSO: Source = (
    "fa4b19c15adf375ef575941720be012595e4769a", ("core/i18n/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": "base", "zh": "zh-CN", "de": "de", "fr": "fr-FR", "es": "es-419",
            "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
"""The Valora catalog each language reads; Japanese and Korean have none and show English."""
KVAESITSO_PT = {("kvaesitso-pt", "pt"): "-pt"}
"""Kvaesitso's plain Portuguese, read after ``values-pt-rBR`` by a device set to Portuguese
(Brazil)."""
APP_NAME = "Valora"


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = VALORA
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
    a missing or empty string shown in English as i18next's ``fallbackLng`` does; the values
    fill the English string's ``{{placeholders}}`` in the order they first appear there, by
    name, so a translation that orders them otherwise reads them right; ``{{appName}}`` is
    Valora and a ``Trans`` string's tags are dropped."""

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
        names = list(dict.fromkeys(n for n in PLACEHOLDER.findall(source) if n != "appName"))
        values = {"appName": APP_NAME, **dict(zip(names, map(str, args), strict=True))}
        text = PLACEHOLDER.sub(lambda m: values[m.group(1)], value)
        return re.sub(r"\s+", " ", re.sub(r"</?\d+>", "", text)).strip()


def main(valora_repo: str, kvaesitso_repo: str) -> int:
    english = read_catalog(Path(valora_repo), "base")
    platform = platform_buttons()
    sources = [("kvaesitso", Path(kvaesitso_repo), KVAESITSO),
               ("kvaesitso-pt", Path(kvaesitso_repo), KVAESITSO)]  # fmt: skip

    def lookups(lang: str) -> list[Lookup]:
        code = CATALOGS.get(lang)
        own = read_catalog(Path(valora_repo), code) if code else None
        return [
            ("valora", Catalog(own, english, lang), valora.screens),
            ("kvaesitso", Strings(sources, lang, KVAESITSO_PT, platform[lang]),
             kvaesitso.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

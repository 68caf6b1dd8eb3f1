"""Builds the fortieth held-out corpus (``heldout_v40.yaml``): two real Android wallets'
screens about money (sending, paying Lightning invoices, bumping and cancelling
transactions, closing a channel, deleting a wallet), from their translations and
code.

The sources are BlueWallet (``io.bluewallet.bluewallet``, a Bitcoin and Lightning wallet;
``bluewallet.py``) and ZEUS (``app.zeusln.zeus``, a Bitcoin and Lightning wallet and node
remote; ``zeus.py``), two apps the project had not used. Both are React Native apps whose
strings are JSON files, not Android resources. BlueWallet's are ``loc/<language>.json``
(``en``, ``zh_cn``, ``jp_jp``, ``ko_KR``, ``de_de``, ``fr_fr``, ``es``, ``pt_br``, ``ru``),
nested by screen and read by their dotted path (``send.confirm_sendNow``); its
``loc/index.ts`` loads the language with English as the fallback of every string
(``react-localization``). ZEUS's are ``locales/<language>.json`` (``en``, ``zh_CN``, ``ja``,
``ko``, ``de``, ``fr``, ``es``, ``pt_BR``, ``ru``), flat, read by name; its
``utils/LocaleUtils.ts`` ``localeString`` falls back to English string by string. So a
language without a string shows the English one here too, and the build prints which. ZEUS's
files for languages it marks "in progress" (Japanese, Korean and Russian among them) also
hold English text under many names not yet translated; the app shows that text, and so does
the corpus, without counting it a fallback.
``{name}`` placeholders are filled in order (``loc.formatString``, ZEUS's ``replace``). How
each screen is put together (a dialog's title, message and buttons, a menu's entries, a
screen's texts, fields and buttons) and what each control does comes from the apps' code,
named in each module's docstring. Addresses, amounts, names and the typed values are written
the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in BlueWallet, "Send now" on the Confirm screen (the transaction is broadcast)
and on the second stage of "Speed Up (RBF)", "Cancel this transaction (RBF)" and "Bump Fee
(CPFP)" (the replacement or child transaction is broadcast); the Broadcast screen's button
(a signed transaction is broadcast); Pay on a scanned Lightning invoice and on an LNURL pay
request (the invoice is paid); "Yes, delete" in "Delete Wallet" (the wallet goes, with its
keys) and Delete in the balance prompt that follows for a wallet with funds. In ZEUS, "Pay
this invoice" and the "Slide to Pay" handle on a Lightning invoice, "Send Coins" and its
slide handle on Verify Transaction (the coins are sent), "Confirm Channel Close" (the
channel is closed and its funds swept on-chain), and "Delete Wallet Config" where it deletes: in the
confirmation of a remote wallet, and in the balance and channel warnings of an embedded
one. Not commits: Next on the Send screen (it builds the transaction and opens Confirm, a
review screen), the fee button and the fee picker's rows, the overflow's entries ("Use Full
Balance" opens its question; "Allow Fee Bump" is a check that toggles back), OK and Cancel in
"Use Full Balance" and "Remove All Recipients" (the form is edited), Details and the Payjoin
switch on Confirm, "Speed Up" and Cancel on a pending transaction (they open the RBF and
CPFP screens), OK in the offline-signing question (a wallet setting turned on), Create on
the first stage of the fee bumps (a transaction is signed and shown, not broadcast), "Copy
and broadcast later" and "Verify on coinb.in", "Scan or open file", "Delete Wallet" and
"Export/Backup" on the wallet's screen (they open a dialog and a screen), Yes and No in
"Co-sign this transaction?" (the wallet adds its signature to a PSBT on the device; nothing
is broadcast), and Cancel in every dialog; in ZEUS, Proceed on the on-chain Send form (it
opens Verify Transaction), "Add output", "Close Channel" (it only unfolds the close form),
"Cancel Channel Close" and "Speed up channel open" (it opens the fee bump screen), the
"Delete Wallet Config" button (it opens the confirmation), the same confirmation's "Delete
Wallet Config" for an embedded wallet with funds (it only opens the balance warning), and
"Export Channels" (it opens the seed screen).

Judgement calls: closing a Lightning channel is a payment (an on-chain transaction that
moves the channel's funds; it cannot be undone); a fee bump's and a cancellation's "Send
now" are payments (a replacement transaction is broadcast and pays a higher fee); deleting a
remote wallet's configuration in ZEUS is a deletion (the connection and its credentials go,
with no undo, though the node and its funds stay); the LNURL pay request is one whose
service takes no comment, so Pay pays at once; signing a PSBT is harmless; the biometric
check BlueWallet may ask for after "Send now" or "Yes, delete" only confirms who taps, and
the tap is the commit.

React Native gives a ``Pressable`` or ``TouchableOpacity`` with ``accessibilityRole="button"``
the class of a platform button and its text as label; a ``testID`` is written as the
control's resource id where the code sets one (BlueWallet's ``CreateTransactionButton``,
``chooseFee``, ``TransactionDetailsButton``, ``PayjoinSwitch``, ``BroadcastButton``,
``DeleteWallet``, ``WalletExport``, ``AddressInput``, ``BitcoinAmountInput``); ZEUS sets
none on these screens. ZEUS's ``Button`` draws its title upper-case (``textTransform``), as
the hierarchy shows it. Both apps' dialogs are ``Alert.alert`` (or a prompt built the same
way), platform dialogs with the platform's button ids, laid out as ``screens.alert`` says.
ZEUS's slide-to-pay handle (``components/SwipeButton.tsx``) is written as a slider known by
the instruction it slides over. Header menus (``@react-native-menu/menu``) are platform
popup menus. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/BlueWallet/BlueWallet
    git clone https://github.com/ZeusLN/zeus
    python tests/safety/heldout_v40/build.py BlueWallet zeus

(BlueWallet at 7dc4fc5b9c2ae85fc4d610814be9226bf5db1489 and ZEUS at
f39a8ee52458884e383266debd777b9e12e122e4, as ``BLUEWALLET`` and ``ZEUS`` say.) The corpus was
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

import bluewallet
import zeus
from android_corpus import SUFFIX, Strings, check_labels

from m2miner.testing.safety_corpus import report_fallbacks, write_corpus

OUT = Path(__file__).with_name("heldout_v40.yaml")
BLUEWALLET = ("7dc4fc5b9c2ae85fc4d610814be9226bf5db1489", "loc", {
    "en": "en", "zh": "zh_cn", "ja": "jp_jp", "ko": "ko_KR", "de": "de_de", "fr": "fr_fr",
    "es": "es", "pt": "pt_br", "ru": "ru"})  # fmt: skip
"""BlueWallet's commit, its strings folder and each language's file."""
ZEUS = ("f39a8ee52458884e383266debd777b9e12e122e4", "locales", {
    "en": "en", "zh": "zh_CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
    "pt": "pt_BR", "ru": "ru"})  # fmt: skip
"""ZEUS's commit, its strings folder and each language's file."""


class JsonStrings(Strings):
    """``t("path", *args)`` read from an app's JSON strings: the language's file, then the
    English one, as the app falls back; ``{name}`` placeholders are filled in order."""

    def __init__(self, repo: Path, source: tuple[str, str, dict[str, str]], lang: str) -> None:
        self.lang = lang
        files = source[2]
        self.tables = [] if lang == "en" else [(False, read_json(repo, source, files[lang]))]
        self.tables.append((True, read_json(repo, source, files["en"])))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        for english, table in self.tables:
            value = table.get(key)
            if isinstance(value, str) and value.strip():
                if english and self.lang != "en":
                    self.fallbacks.add(key)
                return re.sub(r"\s+", " ", fill(value, args)).strip()
        raise KeyError(key)


def fill(text: str, args: tuple[Any, ...]) -> str:
    """``text`` with its ``{name}`` placeholders replaced by ``args`` in order."""
    values = iter(args)
    return re.sub(r"\{\w+\}", lambda _: str(next(values)), text) if args else text


def read_json(repo: Path, source: tuple[str, str, dict[str, str]], name: str) -> dict[str, Any]:
    """One language's strings at the app's commit, nested keys joined by dots."""
    commit, folder, _ = source
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{folder}/{name}.json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    flat: dict[str, Any] = {}

    def walk(prefix: str, node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else k, v)
        else:
            flat[prefix] = node

    walk("", json.loads(done.stdout))
    return flat


def main(bluewallet_repo: str, zeus_repo: str) -> int:
    corpus = []
    for lang in SUFFIX:
        lookups = [
            ("bluewallet", JsonStrings(Path(bluewallet_repo), BLUEWALLET, lang),
             bluewallet.screens),
            ("zeus", JsonStrings(Path(zeus_repo), ZEUS, lang), zeus.screens),
        ]  # fmt: skip
        for _, t, screens in lookups:
            for entry in screens(t):
                check_labels(entry, lang)
                corpus.append({"category": entry["category"], "language": lang, **entry})
        for name, t, _ in lookups:
            report_fallbacks(f"{lang} {name}", t.fallbacks)
    write_corpus(OUT, corpus, Path(__file__))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

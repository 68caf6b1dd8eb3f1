"""Builds the hundred-and-third held-out corpus (``heldout_v103.yaml``): two real Android apps'
screens about a Bitcoin wallet and a team password manager, from their translations and code.

The sources are Electrum's Android app (``org.electrum.electrum``, its QML GUI in
``electrum/gui/qml``: on-chain and Lightning payments, sweeps, broadcasts, saved invoices and
payment requests, local transactions, Lightning channels and swaps, wallets deleted;
``electrum.py``) and Passbolt (``com.passbolt.mobile.android``, the Android app of the Passbolt
team password manager: resources and TOTPs deleted, resources shared, permissions edited,
accounts removed from the device and transferred, sign-out; ``passbolt.py``), two apps the
project had not used. Passbolt's repository is ``passbolt/mobile-passbolt-android`` (the name
``passbolt/passbolt_android`` could not be fetched). Electrum keeps its translations in the
separate repository ``spesmilo/electrum-locale`` (``locale/<language>/electrum.po``, the
commit its ``electrum/locale`` submodule pins), compiled with ``msgfmt`` and read by gettext:
``ElectrumTranslator`` hands every QML ``qsTr`` string to ``electrum.i18n._`` with its file's
context, and the Python strings (the confirmations ``auth_protect`` asks) are read without
one (``Catalog``). Its language is the device's (``get_default_language`` reads
``java.util.Locale`` and keeps it where ``electrum.i18n.languages`` names it): zh_CN, ja_JP,
de_DE, fr_FR, es_ES, pt_BR and ru_RU are named there, but ko_KR is not (though a catalog
exists), so a Korean device gets en_GB and Electrum's Korean screens are English; its French,
Spanish and Russian catalogs hold far fewer strings than the German one, so many of those
screens' strings show English. Passbolt keeps its strings in
``core/localization/src/main/res/values*/strings.xml``, read by name as Android does, with all
nine languages (``values-zh`` and ``values-pt`` serve Chinese (China) and Portuguese (Brazil),
``LOCALE``). A language without a string shows the English one, and the build prints which.
How each screen is put together (a dialog's title, message, own widgets and buttons, a sheet's
or menu's rows, a page's rows and buttons) and what each control does comes from the apps'
code, named in each module's docstring. Tailscale Android (English only), Envoy (four of the
nine languages) and Zashi (English and Spanish), the alternates, were not needed.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Electrum, Yes in "Really delete this wallet?" (the wallet file is deleted);
Yes in "Sign and send on-chain transaction?" (signed and broadcast), in "Pay lightning
invoice?" (paid), in "Open Lightning channel?" (the funding transaction is sent) and in
"Confirm Lightning swap?" (the swap runs); Sweep in the sweep's "Confirm Sweep" fee dialog
(``finalizer.send`` broadcasts at once, with no question); Broadcast on a local signed
transaction and on a scanned one (broadcast at once); Delete on a selected saved invoice and a
selected pending payment request (deleted at once); Yes in "Are you sure you want to remove
this transaction?" (``removeLocalTx``); Yes in "Close Lightning channel?" (closed by the method
chosen); Yes in "Are you sure?" for a closed channel's "Delete channel" (the channel and its
transactions are purged). In Passbolt, Delete in "Are you sure?" for a resource, over Home and
over the resource's details (deleted on the server for everyone); "Delete TOTP" in its "Are you
sure?"; Save on "Shared with" in edit mode (``simulateAndShareResource`` shares at once);
Remove in "Are you sure?" for an account on the device. Not commits: buttons and rows that only
ask or open a form (Send, "Sweep key(s)", "Delete Wallet...", both invoices' "Pay...",
``ConfirmTxDialog``'s "Pay...", Yes in the balance's Warning and in "Insufficient balance to
pay over Lightning. Pay on-chain instead?", "Remove...", Sign, "Close channel", "Delete
channel", "Open Channel", the swap's Ok; Passbolt's Delete, Share, "Delete TOTP" in the sheets,
"Delete permission", "Sign out", "Cancel transfer"); No and Cancel everywhere; View, Backup,
Edit, "Edit permissions", "Transfer account to another device", "Start transfer" and "Remove an
account from this device" (it only shows the accounts' trash icons); and the reversible Save
of an invoice and of a transaction, a closing method's radio button, "Add to favourite",
Apply, a permission's choice, Confirm in the permission's "Are you sure?", "Sign out", "Stop
transfer" and Disable.

Judgement calls: Electrum's ``auth_protect`` confirmations are shown as a device with
"Payment authentication" off and so asks them (``handleAuthConfirmationOnly``; with it on, or
with a password, the same call asks for the password instead), and a button that leads to one
is not a commit; Yes in "Sign on-chain transaction?" is harmless (the transaction is only
signed, nothing leaves the wallet); the sweep, the channel opening and the swap are filed as
send (the coins move on-chain); a channel's close is filed as close; removing a local
transaction and deleting a closed channel are deletes (no undo), and so are a saved invoice's
and a payment request's Delete, which ask nothing. The Close Channel dialog's own "Close
channel" button is shown but not tapped: in most languages its label is also the dialog's
title, and Qt Quick gives it no id to tap it by; a channel's two Freeze buttons (for sending
and for receiving) share a label and are shown, not tapped; the swap dialog's Cancel shows in
Ok's place only while a swap runs and is not shown. In Passbolt, Confirm in the permission's
"Are you sure?" ("The password will no longer be shared with this user.") is reversible: it
only drops the user from the unsaved list, and nothing is sent until Save; "Sign out" is
reversible (the account stays on the device and one signs in again with the passphrase);
removing an account from the device is filed as delete (its key is gone from the device, and
only a new setup or transfer brings it back; the passwords stay on the server); "Stop
transfer" is reversible (polling stops and a new transfer can be started); the accounts' trash
icons have no label and are not tapped.

Electrum draws with Qt Quick (and turns Qt's Android accessibility bridge off) and Passbolt
with Jetpack Compose, so neither app's controls carry resource ids a hierarchy shows, and they
are known by their labels alone. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/spesmilo/electrum-locale
    git clone https://github.com/passbolt/mobile-passbolt-android
    python tests/safety/heldout_v103/build.py electrum-locale mobile-passbolt-android

(Electrum at 923578010e56243ee85b3965604d6ad6974d8f33, whose code the screens were read from,
its electrum-locale at 3d7594c27c4e74f1334c0c2b396ed8b1d46efa07, and Passbolt at
62b534910cad2fbae286883a9a74976c17e723f5, as ``ELECTRUM_LOCALE`` and ``PASSBOLT`` say; the
strings are read with ``git show`` at those commits, so a clone whose work tree could not be
checked out serves as well.) The corpus was built once, from these sources alone and without
reading the policy, and measured once after it was final. It is kept apart from the pinned
corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import electrum
import passbolt
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v103.yaml")
ELECTRUM_LOCALE = ("3d7594c27c4e74f1334c0c2b396ed8b1d46efa07", "locale/{}/electrum.po")
"""The electrum-locale commit Electrum's ``electrum/locale`` submodule pins, and where each
language's catalog is."""
PASSBOLT: Source = (
    "62b534910cad2fbae286883a9a74976c17e723f5",
    ("core/localization/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Passbolt's commit and where its strings are."""
LANGUAGES = {"zh": "zh_CN", "ja": "ja_JP", "de": "de_DE", "fr": "fr_FR", "es": "es_ES",
             "pt": "pt_BR", "ru": "ru_RU"}  # fmt: skip
"""The Electrum language a device set to each language gets (``get_default_language``: the
device's ``java.util.Locale``, kept where ``electrum.i18n.languages`` names it); Korean
(``ko_KR``) is not named there, so a Korean device gets ``en_GB`` and shows English, and
English is Electrum's own source text."""
LOCALE = {("passbolt", "zh"): "-zh", ("passbolt", "pt"): "-pt"}
"""Passbolt's Chinese and Portuguese folders have no region (``values-zh``, ``values-pt``),
which a device set to Chinese (China) or Portuguese (Brazil) reads."""

_ESCAPE = re.compile(r"\\(.)")


def _unquote(text: str) -> str:
    return _ESCAPE.sub(lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def read_po(repo: Path, code: str) -> dict[tuple[str | None, str], str]:
    """A gettext catalog's translated messages by (context, message), as ``msgfmt`` compiles
    it: an untranslated (empty) or fuzzy message is left out."""
    commit, path = ELECTRUM_LOCALE
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table: dict[tuple[str | None, str], str] = {}
    entry: dict[str, str] = {}
    field, fuzzy = "", False

    def flush() -> None:
        if entry.get("msgid") and entry.get("msgstr") and not fuzzy:
            table[(entry.get("msgctxt"), entry["msgid"])] = entry["msgstr"]

    for line in [*done.stdout.splitlines(), ""]:
        line = line.strip()
        if not line:
            flush()
            entry, field, fuzzy = {}, "", False
        elif line.startswith("#"):
            fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
        elif line.startswith('"'):
            entry[field] = entry.get(field, "") + _unquote(line[1:-1])
        else:
            field, _, rest = line.partition(" ")
            entry[field] = _unquote(rest.strip()[1:-1])
    return table


def _fields(text: str) -> list[str]:
    return sorted(re.findall(r"\{([^{}]*)\}", text))


class Catalog:
    """``t("Context|message")`` or ``t("Context|message", arg, ...)`` in one language as
    Electrum shows it: a QML ``qsTr`` string is looked up under its file's context
    (``Context`` and ``Context|``), then without one (``ElectrumTranslator`` calls
    ``electrum.i18n._`` with the context), a Python ``_()`` string (``|message``) without one;
    a translation whose ``{}`` fields differ from the message's is refused, as ``_`` does, and
    a message with no translation shows in English. Arguments fill ``%1``, ``%2`` (QML's
    ``arg``) or ``{}`` (Python's ``format``) in order."""

    def __init__(self, table: dict[tuple[str | None, str], str] | None, lang: str) -> None:
        self.table, self.lang = table, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        context, _, message = key.partition("|")
        found = None
        if self.table is not None:
            contexts = [context, f"{context}|"] if context else []
            for ctx in [*contexts, None]:
                value = self.table.get((ctx, message))
                if value and (value != message or ctx is None):
                    found = value
                    break
        if found is not None and _fields(found) != _fields(message):
            found = None
        if found is None:
            found = message
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        text = re.sub(r"%\d", lambda _: str(next(values)), found)
        return re.sub(r"\{\}", lambda _: str(next(values)), text)


def main(electrum_locale_repo: str, passbolt_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        code = LANGUAGES.get(lang)
        table = read_po(Path(electrum_locale_repo), code) if code else None
        sources = [("passbolt", Path(passbolt_repo), PASSBOLT)]
        return [
            ("electrum", Catalog(table, lang), electrum.screens),
            ("passbolt", Strings(sources, lang, LOCALE), passbolt.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

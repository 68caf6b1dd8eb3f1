"""Builds the sixty-sixth held-out corpus (``heldout_v66.yaml``): two real Android apps'
screens about two-factor accounts on a security key and on the phone, from their
translations and code.

The sources are Yubico Authenticator (``com.yubico.yubioath``, a Flutter app that keeps
OATH accounts, passkeys, fingerprints and PIV certificates on a YubiKey and resets its
applications; ``yubico.py``) and 2FAS (``com.twofasapp``, a two-factor token app with a
trash, groups, Google Drive sync and a browser extension; ``twofas.py``), two apps the
project had not used. Yubico Authenticator keeps one catalog a language in
``lib/l10n/app_<language>.arb`` (a Chinese device reads ``zh``, a Brazilian one ``pt``); it
has no Korean catalog, so a Korean device shows English, as Flutter falls back to the
template's language. 2FAS keeps its strings in ``core/locale/src/main/res/values*/
strings.xml``, read by name as Android does, in region folders (``values-de-rDE``,
``values-ja-rJP``, ...; ``LOCALE``), which a device set to the language in that country
reads; it has no Korean or Russian strings, so those devices show English. A language
without a string shows the English one, and the build prints which. How each screen is put
together (a dialog's title, message, own widgets and buttons, a menu's entries, a page's rows
and icons) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Yubico Authenticator, Delete in "Delete account?", "Delete passkey?",
"Delete fingerprint?", "Delete certificate?" and "Delete certificate/key?" (each deletes it
from the YubiKey); Reset in "Factory reset" with OATH, FIDO2 or PIV chosen (the
application's accounts, passkeys or keys and certificates are deleted from the key); Save
in "Manage password" with a new password and in "Change PIN" (the key takes the new
secret at once); Enable in "Enable Enterprise Attestation?" (only a FIDO factory reset turns
it off). In 2FAS, "Delete service forever" on the dispose screen (the token is deleted for
good); Yes in the group's "Delete" dialog; Delete in "Delete your backup file from Google
Drive?" for a backup without a password, and Continue in the password dialog that follows
it for one with a password (the backup file on Google Drive is deleted); Yes in "Deleting
Paired Device" (the browser's pairing is deleted on the 2FAS server). Not commits: a page's
row or a menu's entry that only opens the confirmation ("Delete account", "Delete passkey",
"Delete fingerprint", "Delete certificate", "Factory reset", "Enterprise Attestation",
"Reset settings"; 2FAS's Delete on "Customize service", "Delete Token" in the trash's menu,
Delete in a group's menu, the "Google Drive sync" switch, "Delete backup file from Google
Drive", "Forget this web browser"); Delete in "Delete your backup file from Google Drive?"
for a backup with a password (it only opens the password dialog); Cancel, No and the close
icon everywhere; the Reset dialog's OATH segment and the "Private key" chip, which only
choose; "Pin account", "Rename account" and Save in it; "Manage password"; "Remove
password"; Reset in "Reset settings?"; 2FAS's Delete on "You are deleting" (the service
goes to the trash), Restore in the trash's menu, the "Yes, I want to delete this service"
switch, "Disable Sync", Export and "Remove password" on the backup pages, and Continue in
the remove-password dialog.

Judgement calls: a new OATH password and a new FIDO PIN are commits, filed as revoke (the
old secret stops unlocking the key, as v63 filed a new master key); enabling Enterprise
Attestation is a commit, filed as security (the key identifies itself to authorised
domains from then on, and only a factory reset undoes it); the factory resets are filed
as reset, and Reset is a commit although a FIDO2 reset then asks for the key to be
reinserted and touched (the tap is the last confirmation on the screen, as a key held to
the phone for NFC is for every action here); "Remove password" is reversible (the
accounts stay, and a password can be set again), and so is 2FAS's Continue in the
remove-password dialog (the backup is re-uploaded without it and a password can be set
again); renaming an account is reversible (it can be renamed back); Reset in "Reset
settings?" is reversible, as it only restores the app's own preferences, each of which can
be set again, and touches nothing on the key;
2FAS's Delete on "You are deleting" is reversible (the service goes to the trash, whence
Restore brings it back); deleting a group is a commit although its services stay (they go
back to the main list); "Disable Sync" is reversible (the tokens stay on the device and on
Google Drive, and sync can be turned on again); forgetting a paired browser is a commit,
filed as revoke (the extension can no longer ask the phone for tokens and must be paired
again); 2FAS's group dialog is titled "Delete" and tapped by its Yes. Yubico
Authenticator's ``ResponsiveDialog`` is a full-screen dialog on a phone, written as a page
(its app bar's close icon, described Cancel, and its action); its ``FsDialog`` pages
("Manage", "Menu") likewise.

Both apps draw their own dialogs, with no platform button ids and no keys a hierarchy
shows, so their buttons are known by their labels alone. A control a screen shows but no
case taps is still on the screen.

    git clone https://github.com/Yubico/yubioath-flutter
    git clone https://github.com/twofas/2fas-android
    python tests/safety/heldout_v66/build.py yubioath-flutter 2fas-android

(Yubico Authenticator at 6b816b1d2d700a7f8dfe212d8a9b19c113c03c1d and 2FAS at
6bbcc5c477fc8c8ffecb4a87dba92cbe4f86e8ed, as ``YUBICO`` and ``TWOFAS`` say.) The corpus was
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

import twofas
import yubico
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v66.yaml")
YUBICO = ("6b816b1d2d700a7f8dfe212d8a9b19c113c03c1d", "lib/l10n/app_{}.arb")
TWOFAS: Source = (
    "6bbcc5c477fc8c8ffecb4a87dba92cbe4f86e8ed", ("core/locale/src/main/res",),
    ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
FILES = {"en": "en", "zh": "zh", "ja": "ja", "ko": None, "de": "de", "fr": "fr", "es": "es",
         "pt": "pt", "ru": "ru"}  # fmt: skip
"""The Yubico Authenticator catalog each language reads (none in Korean)."""
LOCALE = {("twofas", "zh"): "-zh-rCN", ("twofas", "ja"): "-ja-rJP",
          ("twofas", "ko"): "-ko", ("twofas", "de"): "-de-rDE",
          ("twofas", "fr"): "-fr-rFR", ("twofas", "es"): "-es-rES",
          ("twofas", "pt"): "-pt-rBR", ("twofas", "ru"): "-ru"}  # fmt: skip
"""The ``values`` folder a device set to each language in its main country reads in 2FAS
(``-ko`` and ``-ru`` are absent, so those devices read English)."""


def read_catalog(repo: Path, code: str | None) -> dict[str, Any]:
    if code is None:
        return {}
    commit, path = YUBICO
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each ``{placeholder}`` filled in order) in
    one language, a missing or empty string shown in English, as Flutter's generated
    localizations do for a language without a catalog."""

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
        text = re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))
        return re.sub(r"\s+", " ", text).strip()


def main(yubico_repo: str, twofas_repo: str) -> int:
    english = read_catalog(Path(yubico_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        own = read_catalog(Path(yubico_repo), FILES[lang])
        sources = [("twofas", Path(twofas_repo), TWOFAS)]
        return [
            ("yubico", Catalog(own, english, lang), yubico.screens),
            ("twofas", Strings(sources, lang, LOCALE), twofas.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

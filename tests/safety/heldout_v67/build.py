"""Builds the sixty-seventh held-out corpus (``heldout_v67.yaml``): two real Android apps'
screens about an offline library and a Lightning wallet, from their translations and code.

The sources are Kiwix (``org.kiwix.kiwixmobile``, an offline reader of Wikipedia and other
content packed in ZIM files, with downloads, bookmarks, a history and notes; ``kiwix.py``)
and Misty Breez (``com.breez.misty``, Breez's Flutter Lightning wallet, which pays
invoices, Lightning addresses and Bitcoin addresses and refunds failed swaps;
``breez.py``), two apps the project had not used. Kiwix keeps its strings in
``core/src/main/res/values*/strings.xml`` and ``app/src/main/res/values*/strings.xml``, read
by name as Android does; Misty Breez reads its strings from the ``breez_translations``
package, one ARB catalog a language in Breez-Translations' ``lib/app_<language>.arb``, at
the commit Misty Breez's ``pubspec.yaml`` pins. Breez is translated into German, Spanish,
French and Portuguese but not into Chinese, Japanese, Korean or Russian; English is the
first of its supported locales, so a device set to one of those four shows English, as
Flutter's locale resolution does, and a string missing from a catalog shows the English
one. That is five of the nine languages, so the app was kept; the four are printed as
fallbacks. Kiwix's ``values-zh-rCN`` does not exist, so a device set to Chinese (China)
reads ``values-zh``. A language without a string shows the English one, and the build
prints which. How each screen is put together (a dialog's title, message, own widgets and
buttons, a page's rows, switches and icons) and what each control does comes from the
apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Kiwix, Delete in "The following ZIM file(s) will be deleted" (the files
go from the storage); Delete in "Delete All Bookmarks?", "Delete Selected Bookmarks?",
"Delete All History?", "Delete Selected History?", "Delete all notes?" and "Delete Selected
Notes?" (on the pages and in the settings) and in "Clear All History?", on the settings and
for a tab's navigation history (no undo); Delete in a recent search's "Delete this item?";
Yes in "Transfer files to ...?" (the ZIM files are sent to the peer device). In Misty
Breez, SEND on a Lightning invoice's page, on a BOLT12 offer's and on the confirmation of
an LNURL payment and of a Liquid address payment, CONFIRM in "Choose Processing Speed" for
an on-chain payment and for a refund (money moves); YES in "Confirm Username Change" (the
old Lightning address is released for good) and in "Delete Connection" (the Nostr Wallet
Connect connection is deleted). Not commits: a toolbar icon, a row or a button that only
opens the confirmation (Delete in the library's selection, "Clear bookmarks", "Clear
history", "Clear notes", the navigation history's "Clear history", Delete in a page's
selection, the settings' rows, NEXT on a payment form, CONTINUE on a refund, DONE in
"Customize Address", "Delete connection"); Cancel and No everywhere; Share, Search,
"Validate ZIM files" and its Yes; Yes in "Stop download?"; a page's "View ... From All
Books" switch; a note's Delete, Save and Share; "Open Note"; Yes in "Export All Bookmarks?"
and "Import Bookmarks?"; Yes in "Entering External Link!"; RETRY; "Use All Funds"; a fee
option; YES in "Exit Breez"; "Deactivate PIN"; "Change PIN"; BACKUP NOW.

Judgement calls: Yes in "Stop download?" is reversible (the download is cancelled and its
partial file dropped, but it can be started again from the online library); a note's Delete
is reversible (the app offers Undo in a snackbar and writes the text back); its Save is
reversible (the note can be edited again); "Delete all notes?" and "Delete Selected
Notes?" are deletes although the dialog says "Notes are not deleted from your storage"
(the code removes the note files too); "Clear All History?"'s Delete is a delete (recent
searches and the tabs' history go for good); a recent search's Delete is a delete although
the entry is small; the file transfer's Yes is filed as send; "Export All Bookmarks?"'s Yes
is harmless (it writes a copy, nothing is lost); "Import Bookmarks?"'s Yes only opens a
file picker and is filed as opens-prompt; a ZIM file deleted can be downloaded again but is
gone from the device (it may have been copied from elsewhere), so it is a delete; a refund's
CONFIRM is a payment (it broadcasts a transaction of the wallet's funds to an address);
the username change's YES is filed as revoke (the old address is given up and may be taken
by anyone) and the connection's deletion as revoke (the connected app loses its access);
"Deactivate PIN" is reversible (a PIN can be created again); YES in "Exit Breez" is
harmless (it only closes the app); "Discard unsaved changes?"'s Yes and "Entering External Link!"'s
"Do not ask anymore" are shown, not tapped.

Kiwix draws its dialogs with Jetpack Compose (``AlertDialogShower``): its buttons carry
test tags that a hierarchy does not show as resource ids, in the order neutral, dismiss,
confirm, and their labels in capitals. Misty Breez is a Flutter app with no platform
button ids and no keys. So both apps' buttons are known by their labels alone. A control a
screen shows but no case taps is still on the screen.

    git clone https://github.com/kiwix/kiwix-android
    git clone https://github.com/breez/Breez-Translations
    python tests/safety/heldout_v67/build.py kiwix-android Breez-Translations

(Kiwix at 31bf1e86636255b2c0a53f52914fcc701b68c17f and Breez-Translations at
86d0d7e1c871a4ede69d867313d796089c956385, as ``KIWIX`` and ``BREEZ`` say; the screens follow
https://github.com/breez/misty-breez at 9d7feb7b146878d8b1899169995bd0ff75bcc72c.) The
corpus was built once, from these sources alone and without reading the policy, and
measured once after it was final. It is kept apart from the pinned corpus and the other
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

import breez
import kiwix
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v67.yaml")
KIWIX: Source = (
    "31bf1e86636255b2c0a53f52914fcc701b68c17f",
    ("core/src/main/res", "app/src/main/res"), ("strings.xml",),
)  # fmt: skip
BREEZ = ("86d0d7e1c871a4ede69d867313d796089c956385", "lib/app_{}.arb")
"""Each repository's commit and where its strings are."""
CATALOGS = {"en": "en", "de": "de", "fr": "fr", "es": "es", "pt": "pt"}
"""The Breez catalog each language reads; the others have none and show English."""
LOCALE = {("kiwix", "zh"): "-zh"}
"""Kiwix has no ``values-zh-rCN``, so a device set to Chinese (China) reads ``values-zh``,
as Android falls back from a region to its language."""


def read_catalog(repo: Path, code: str) -> dict[str, Any]:
    commit, path = BREEZ
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(code)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return {k: v for k, v in json.loads(done.stdout).items() if not k.startswith("@")}


class Catalog:
    """``t("name")`` or ``t("name", arg, ...)`` (each ``{placeholder}`` filled in order) in
    one language, a missing or empty string shown in English, as the generated
    ``BreezTranslations`` does; a language with no catalog shows every string in English."""

    def __init__(self, own: dict[str, Any] | None, english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = (self.own or {}).get(key)
        if not value:
            value = self.english[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        values = iter(args)
        return re.sub(r"\{\w+\}", lambda _: str(next(values)), str(value))


def main(kiwix_repo: str, breez_repo: str) -> int:
    platform = platform_buttons()
    english = read_catalog(Path(breez_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        sources = [("kiwix", Path(kiwix_repo), KIWIX)]
        code = CATALOGS.get(lang)
        own = read_catalog(Path(breez_repo), code) if code else None
        return [
            ("kiwix", Strings(sources, lang, LOCALE, platform[lang]), kiwix.screens),
            ("breez", Catalog(own, english, lang), breez.screens),
        ]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

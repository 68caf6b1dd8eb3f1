"""Builds the fifty-fifth held-out corpus (``heldout_v55.yaml``): two real Android apps'
screens about a cryptocurrency wallet and an app store client, from their translations and
code.

The sources are Cake Wallet (``com.cakewallet.cake_wallet``, a Flutter wallet for Monero,
Bitcoin and other coins, with swaps through exchange providers; ``cake.py``) and Aurora
Store (``com.aurora.store``, an unofficial Google Play client that installs, updates and
reviews apps; ``aurora.py``), two apps the project had not used. Cake Wallet keeps its
strings in Flutter's ``res/values/strings_<lang>.arb`` (``ARB``: ``zh``, ``ja``, ``ko``,
``de``, ``fr``, ``es``, ``pt_BR``, ``ru``, English in ``strings_en.arb``), whose ``${name}``
placeholders are filled in order; Aurora Store keeps its in
``app/src/main/res/values*/strings.xml``. Both are read by name as the apps do: a language
without a string shows the English one, and the build prints which. Aurora Store's review
and dispenser dialogs show the platform's own Cancel (``android.R.string``), transcribed in
``PLATFORM``. How each screen is put together (a dialog's title, message and buttons, a
menu's entries, a page's fields, rows and icons) and what each control does comes from the
apps' code, named in each module's docstring. Names (wallets, a contact, a node, apps, an
account) are written the same in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Cake Wallet, Delete in "Delete wallet" (the wallet's files are removed
from the device), Delete in the send and the exchange page's "Template" dialog (the template
is removed), Remove in "Remove node" and in "Remove contact" (the record is deleted), Send
on the "Confirm transaction" sheet (the transaction is broadcast: a payment, a fee bumped by
replace-by-fee, a gift card bought from Cake Pay), and "Disconnect Session" on a
WalletConnect pairing (the dApp's session ends, revoked). In Aurora Store, Install on a free
app's page, on the manual download pane, in "Install favourites?" and on a finished
download's sheet, Update on an app's page and "Update all" (the app is acquired for the
account and downloaded, and the new software installed on the device), Post under "What do
you think about this app?" (the rating and review are published on Google Play), Delete
in "Delete review?" (they are removed from Google Play), and Remove in "Remove dispenser?"
(the token dispenser is deleted from the list). Not commits: a control that only opens a
dialog, a sheet, a pane, a picker or a page (Cake Wallet's Delete on "Edit wallet" and "Edit
Node" and among a contact's slide actions, "Send from Cake Wallet", which only builds the
transaction and opens the confirmation sheet, "Send from External Wallet", Edit, "Export
backup", "Change password", "Verify Seed", the WalletConnect pairing's Delete, Save on the
seed page and Share, which open the share sheet; Aurora Store's Uninstall, which only opens
the system's own uninstall prompt, "Manual download", Open, "Switch account", "App info",
Delete and "Edit your review" under "Your review", "Install all", a dispenser's Remove,
Import and Export); Cancel and "Go back" in every dialog; Cake Wallet's Clear, which resets
the send form, Remove, which drops a receiver from it, "Extend Session" and "Update
Session", Save on "Edit wallet", which renames the wallet, "Yes, I have" and "Save to
Downloads", which write the encrypted backup file, and Remove in the background dialog;
Aurora Store's Cancel on a downloading app, Favourite, Join and Leave of a beta programme,
"Add to blacklist", "Skip version …", an app's blacklist checkbox, "Select all" and "Remove
all" in the blacklist, Clear on a finished download, Cancel and "Cancel all" on the updates
page and in the downloads' overflow, Unignore, Remove in "Remove account?" and Restart in
"Switch default account?".

Judgement calls: installing is a commit, filed as installs (a free app's Install has the
download worker acquire the app for the Google account, ``PurchaseHelper.purchase``, which
stays in its library, and puts new software on the device; updates are installed without a
further prompt where the system allows it), while Uninstall is not (Aurora Store only hands
the package to the system's own uninstall prompt, which asks again); the confirmation
sheet's control is a slide button that becomes a Send button under accessible navigation
(TalkBack), the only form a tap reaches, and the case taps that; the exchange trade page's
confirmation sheet sets no label for that button, so it is left out, and so are the send
page's Send and the exchange page's Swap, whose labels are their page's heading (each only
builds a transaction or asks the provider for a trade, and opens the next step), and so is
an app's own Update on the updates page, whose label is the page's in Chinese (it downloads
and installs the update, as "Update all" does); deleting a node, a contact, a template or a
token dispenser is a commit although each can be typed in again (the record goes for good,
as other corpora file deleted records); removing an account from Aurora Store is reversible
(only its sign-in is dropped, and the account signs in again); Clear on a finished download
is harmless (only the downloaded files go, and the app downloads them again); joining and
leaving a beta programme are reversible (each undoes the other from the same page); Remove
in Cake Wallet's background dialog is reversible (the background is picked again from the
gallery).

Neither app's buttons carry an id a hierarchy shows (Cake Wallet is a Flutter app whose keys
are not in the accessibility tree, Aurora Store a Compose app with no test tags), so every
case taps a button by its label, which names it alone on its screen. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/cake-tech/cake_wallet
    git clone https://github.com/whyorean/AuroraStore
    python tests/safety/heldout_v55/build.py cake_wallet AuroraStore

(Cake Wallet at 98aa1fd6c95d228c692d3fe99d9c3bde0fd183f4 and Aurora Store at
3ab3943f1ea897d0939090aa9cd660c4e7f08c5c, as ``CAKE`` and ``AURORA`` say.) The corpus was
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

import aurora
import cake
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v55.yaml")
CAKE = ("98aa1fd6c95d228c692d3fe99d9c3bde0fd183f4", "res/values")
"""Cake Wallet's commit and the folder of its ``.arb`` files."""
ARB = {"en": "en", "zh": "zh", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es",
       "pt": "pt_BR", "ru": "ru"}  # fmt: skip
"""Each language's ``strings_<locale>.arb`` (Brazilian Portuguese, as ``pt-rBR`` elsewhere)."""
AURORA: Source = (
    "3ab3943f1ea897d0939090aa9cd660c4e7f08c5c", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
PLATFORM = {
    "en": "Cancel", "zh": "取消", "ja": "キャンセル", "ko": "취소", "de": "Abbrechen",
    "fr": "Annuler", "es": "Cancelar", "pt": "Cancelar", "ru": "Отмена",
}  # fmt: skip
"""The platform's own ``android:string/cancel``, transcribed from the Android framework's
translations."""


class ArbStrings(Strings):
    """``Strings`` read from Flutter ``.arb`` files: the language's, then English; a
    ``${name}`` placeholder takes the next argument."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [] if lang == "en" else [(False, read_arb(repo, ARB[lang]))]
        self.tables.append((True, read_arb(repo, "en")))
        self.fallbacks: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        text = super().__call__(key)
        values = iter(args)
        return re.sub(r"\$\{\w+\}", lambda _: str(next(values)), text) if args else text


def read_arb(repo: Path, locale: str) -> dict[str, Any]:
    """The strings of ``strings_<locale>.arb`` at Cake Wallet's commit, by name, with line
    breaks (written ``\\n`` or escaped twice) and runs of spaces shown as one space."""
    commit, folder = CAKE
    path = f"{commit}:{folder}/strings_{locale}.arb"
    done = subprocess.run(["git", "-C", str(repo), "show", path],
                          capture_output=True, text=True, check=True)  # fmt: skip
    table = json.loads(done.stdout)
    return {
        name: re.sub(r"\s+", " ", value.replace("\\n", " ")).strip()
        for name, value in table.items()
        if isinstance(value, str) and not name.startswith("@")
    }


def main(cake_repo: str, aurora_repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        platform = {"android:cancel": PLATFORM[lang]}
        return [
            ("cake", ArbStrings(Path(cake_repo), lang), cake.screens),
            ("aurora", Strings([("aurora", Path(aurora_repo), AURORA)], lang, None, platform),
             aurora.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

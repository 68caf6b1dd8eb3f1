"""Builds the eighty-third held-out corpus (``heldout_v83.yaml``): two real Android apps'
screens about a Lightning wallet and a podcast player, from their translations and code.

The sources are Blixt Wallet (``com.blixtwallet``, a React Native Bitcoin Lightning wallet
running its own node: invoices paid, keysend, coins withdrawn on-chain, channels closed,
LNURL payments, logins and withdrawals, contacts and the seed; ``blixt.py``) and Pocket
Casts (``au.com.shiftyjelly.pocketcasts``, a podcast player with an account, downloads,
histories, Up Next, playlists, folders, bookmarks and files in its cloud; ``pocketcasts.py``),
two apps the project had not used. Blixt reads its strings with i18next from
``locales/<language>.json``, one catalog a language holding every namespace
(``src/i18n/i18n.ts``); the language is the one chosen in the app, and every catalog holds
every key, a string not yet translated on Transifex being the English one, so the build
reports as shown in English the strings a catalog holds as English (Chinese reads ``zh``,
Portuguese ``pt``). Pocket Casts keeps its strings in
``modules/services/localization/src/main/res/values*/strings.xml``, read by name as
Android does; its Chinese is ``values-zh`` (read by a device set to Chinese, China) and a
``@string/`` alias is read as the string it names. A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's
title, message and buttons, a sheet's or menu's rows, a page's rows, fields and buttons) and
what each control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Blixt, Pay on "Pay invoice" (the invoice is paid at once), Pay on an
LNURL payment card (the invoice is fetched and paid), Send on Keysend (the node is paid),
Withdraw on "Withdraw coins" (the coins are sent on-chain), Yes in "Close channel" for a
cooperative and a forced close (``closeChannel``: the channel is closed on-chain), Yes in
"Contact deletion" and "Delete seed" in "Remove seed" (the seed is removed from the device
for good). In Pocket Casts, "Yes, delete it" (the account is deleted), Unfollow for a
podcast with downloaded files (the files are deleted), Delete in "Clean up", "Clear all" in
"Clear Listening History", "Clear Search History", Delete in "Delete playlist?", "Delete
folder", "Replace folders", "Delete bookmarks", "Delete everywhere" and "Delete from cloud"
for an uploaded file, and "Remove N downloads". Not commits: rows and menu entries that only
open a confirmation (a channel's "Close Channel", "Force Close Channel" and "Close Channel
to External Address", a contact's Send and Withdraw, "Remove mnemonic from device",
"Scheduled chain sync", the Account page's "Sign out", "Delete account" and "Cancel
subscription", "Clear listening history", and Delete in the first "Delete account?", which
only opens the last chance); No, Cancel, Ok, "Maybe later" and "No thanks"; "View in block
explorer", All, "Generate new address", "Withdraw coins", "Show mnemonic", "Export channel
backup", "Change password", "Clean up" in the Downloads options; and the reversible Yes in
"Autopilot", Yes in "Login request" and "Add to Contact List", Proceed in "Not recommended",
the newsletter switch, "Sign out" in "Sign out", Unfollow for a podcast with no downloads,
"Apply to existing", "Stop all downloads", "Clear N episodes" of Up Next, Restore, "Archive
N episodes", "Mark N episodes as played", "Delete from device only", "Queue for later" and
"Download now".

Judgement calls: closing a channel is filed as close-channel (an on-chain transaction is
broadcast and the channel cannot be reopened, only a new one opened, with fees paid again);
Withdraw is filed as send and keysend as pay; Yes in "Login request" is reversible (the
wallet signs the service's challenge with a key for that domain alone and logs in; no funds
move and one logs out there); deleting a contact is a delete (its saved LNURL-withdraw code,
the way back to a balance held at the service, goes with it); "Delete seed" is a delete
(the 24 words leave the device, and a wallet not backed up cannot be restored); deleting
downloaded episodes ("Clean up", "Remove N downloads", Unfollow with files) is a delete,
as the files are gone from the device with no undo; Unfollow with no downloads is
reversible (the podcast is followed again, only its own settings back to the defaults);
"Delete folder" is a delete although the podcasts stay (the folder, its name and order go
with no undo); "Replace folders" is filed as overwrite (the folders are replaced, "This
can't be undone."); "Clear N episodes" of Up Next is reversible (the episodes stay, can be
queued again, and the app keeps Up Next history to restore); "Delete from device only" is
reversible (the file stays in the cloud and is downloaded again); "Sign out" is reversible
(the account signs in again); "Apply to existing" is reversible (a display setting of every
podcast, which can be set back). Pocket Casts' confirmations have no Cancel (the sheet is
swiped away), so its harmless sheet taps are "No thanks" and "Maybe later"; "Cancel
subscription" opens the win-back sheet, which is not shown; Blixt's "Open channel" page is
not shown, since its button reads as its title and carries no id.

Blixt is a React Native app, so its pages' buttons carry no resource ids a hierarchy shows
and are known by their labels, but its ``Alert.alert`` is the platform's ``AlertDialog``,
whose buttons are ``android:id/button1/2/3``; Pocket Casts' ``ConfirmationDialog`` is a
View-based sheet whose buttons are ``btnSecondary`` and ``btnConfirm`` (a button whose label
is also the sheet's title, as "Sign out" is, is tapped by its id), and its Account page is
drawn with Jetpack Compose. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/hsjoberg/blixt-wallet
    git clone https://github.com/Automattic/pocket-casts-android
    python tests/safety/heldout_v83/build.py blixt-wallet pocket-casts-android

(Blixt Wallet at e868a65b38c22e591675b256c813c47d4fd574c7 and Pocket Casts at
7fef4bbde101ee492ce218b089374ade1f1f575f, as ``BLIXT`` and ``POCKETCASTS`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
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

import blixt
import pocketcasts
from android_corpus import Lookup, Source, Strings, write_languages

OUT = Path(__file__).with_name("heldout_v83.yaml")
BLIXT = ("e868a65b38c22e591675b256c813c47d4fd574c7", "locales/{}.json")
POCKETCASTS: Source = (
    "7fef4bbde101ee492ce218b089374ade1f1f575f",
    ("modules/services/localization/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("pocketcasts", "zh"): "-zh"}
"""Pocket Casts' Chinese folder (``values-zh``), read by a device set to Chinese, China."""


def read_catalog(repo: Path, lang: str) -> dict[str, Any]:
    commit, path = BLIXT
    done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{path.format(lang)}"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return dict(json.loads(done.stdout))


class Catalog:
    """Blixt's ``t("namespace:key.path", arg, ...)`` in one language (each ``{{name}}``
    filled in order), as i18next reads it; ``t("=text")`` is the text itself, written in
    the code in English. A string the catalog holds as the English one is reported as shown
    in English."""

    def __init__(self, own: dict[str, Any], english: dict[str, Any], lang: str) -> None:
        self.own, self.english, self.lang = own, english, lang
        self.fallbacks: set[str] = set()

    @staticmethod
    def find(table: dict[str, Any], key: str) -> str:
        namespace, _, path = key.partition(":")
        value: Any = table[namespace]
        for part in path.split("."):
            value = value[part]
        return str(value)

    def __call__(self, key: str, *args: Any) -> str:
        if key.startswith("="):
            return key[1:]
        value, english = self.find(self.own, key), self.find(self.english, key)
        if not value:
            value = english
        if self.lang != "en" and value == english and re.search("[A-Za-z]", value):
            self.fallbacks.add(key)
        values = iter(args)
        value = re.sub(r"\{\{\s*\w+\s*\}\}", lambda _: str(next(values)), value)
        return re.sub(r"\s+", " ", value).strip()


class Aliased:
    """Pocket Casts' strings (``Strings``), an ``@string/name`` value read as that string,
    as Android resolves a resource alias."""

    def __init__(self, strings: Strings) -> None:
        self.strings = strings
        self.fallbacks = strings.fallbacks

    def __call__(self, key: str, *args: Any) -> str:
        value = self.strings(key, *args)
        if value.startswith("@string/"):
            self.fallbacks.discard(key)
            return self(value.removeprefix("@string/"), *args)
        return value


def main(blixt_repo: str, pocketcasts_repo: str) -> int:
    english = read_catalog(Path(blixt_repo), "en")

    def lookups(lang: str) -> list[Lookup]:
        sources = [("pocketcasts", Path(pocketcasts_repo), POCKETCASTS)]
        return [
            ("blixt", Catalog(read_catalog(Path(blixt_repo), lang), english, lang),
             blixt.screens),
            ("pocketcasts", Aliased(Strings(sources, lang, LOCALE)), pocketcasts.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

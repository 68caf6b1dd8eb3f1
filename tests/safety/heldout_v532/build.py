"""Builds the five-hundred-and-thirty-second held-out corpus (``heldout_v532.yaml``): an Android
Monero wallet's screens, from its translations and code.

The source is Monerujo (``com.m2049r.xmrwallet``, a Monero wallet for Android: wallets made,
restored, opened, renamed, backed up, deleted and reset, their secrets shown and their
passphrase changed; XMR given to an address or swapped through EXOLIX into another coin; the
accounts, subaddresses, street mode and PocketChange of an open wallet; the remote nodes, Tor
and the settings). It is View-based Java; its strings are ``app/src/main/res/values*/
strings.xml``, ``about.xml`` and ``help.xml``, read by name as a device set to the language
reads them (``SOURCE``, ``LOCALE``): Chinese from ``values-zh-rCN``, Portuguese from
``values-pt-rBR`` and then ``values-pt``, Japanese, German, French, Spanish and Russian from
their one folder; the items of its string arrays (the choices of "Day / Night" and Style) are
read from the same files. Korean has no catalog, so every Korean screen shows English. A string
a catalog lacks shows the English one, as Android does, and the build prints which: Chinese
lacks 37 of the strings shown and Japanese 36, nearly the same ones (among them Delete, "Reset
wallet!", "I get it!" and the messages of both wallet dialogs, "Rescan!", "Restore default
nodes", "Add Subaddress", "Get Orbot!" and "Nah…" with the Tor help, APPLY and the
PocketChange texts, the settings page's headers, titles and Day / Night choices, Settings,
Back and Cancel of the toolbar, "Enable TOR", "Paste give address", "Copy receive address",
the node's "Last Block: N seconds ago", and in Chinese Scan); German lacks 7 ("Nah…", the Tor
help, "Connect Sidekick", "Paste give address", Scan, "Sticky Fiat", "Add Subaddress");
Portuguese lacks only Classic, the first Style; French, Spanish and Russian lack none. A few
words are the same in every language because the app writes them so: "Share" on the receive
page (``res/menu/receive_menu.xml``), PocketChange (not translatable), the coins' buttons
XMR, BTC, LTC, ETH, USDT and DOGE (content descriptions in the layout), EXOLIX, and the
amounts. The settings' list dialog takes Cancel from the platform (``android.R.string.cancel``,
:data:`android_corpus.PLATFORM`); the app's own OK and Cancel are its strings. How each
screen is put together (a dialog's title, message, own views and buttons, a menu's rows, a
page's widgets) and what each control does comes from the app's code, named in the docstrings
of ``mj_wallets.py`` (the wallet list, the wallets' menu and dialogs, new wallets, the
passphrase), ``mj_settings.py`` (settings, nodes, the Tor help), ``mj_wallet.py`` (the open
wallet, its overflow and drawer, receive, a transaction, subaddresses) and ``mj_send.py`` (the
send wizard and the password asked before a send); ``screens.py`` says how a screen is
written.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: "Yes, do that!" in the deletion dialog of the wallet daily and of the
view-only wallet shop-viewonly, with "I get it!" ticked (``deleteWallet`` deletes the
wallet's cache, keys and address files from the device, with no trash), filed as delete;
"Yes, do that!" in the reset dialog ("Reset wallet!") of savings and of daily
(``deleteWalletCache`` deletes the wallet's cache file, and with it the notes, account and
subaddress names and private transaction keys that only it held), filed as reset; OK in the
password dialog a send page opens: on the XMR confirmation of daily, on the confirmation of
savings sending all its funds with the fingerprint offered, on the EXOLIX swap to BTC of daily
after a wrong password, and on the swap to USDT of savings (``commitTransaction``: the wallet
service commits the pending transaction to the node and the coins are spent, to the
receiver's address or to EXOLIX's deposit address for the swap), filed as payment. Not
commits: a wallet's row (it asks for the password), Delete, "Reset wallet!", Rename and "Show
Secrets!" in a wallet's menu, "I'm safe" in "Sensitive data will now be shown…", "Change
Passphrase", "Day / Night", "Add Node", PocketChange in the overflow, and "Spend my sweet
Moneroj" and its timed form on the two confirmation pages, which only open a dialog
(opens-prompt); Cancel, "No thanks!" and "Take me back!" everywhere, the rows, icons and
buttons that open a page, a menu, the send wizard's next page, the system's share sheet or
file picker, "I get it!" (it only enables the dialog's button), Test in the node dialog (it
only connects to the node), "Get Orbot!", "Create Account", "Add Subaddress", the coin BTC and
Done (harmless); and the reversible: "Touch to refresh!" and a node's row (they choose the
node the wallets use), "Enable TOR", OK in Rename (the wallet's files are copied to the new
name and the old ones deleted; a second rename gives the name back), "Make me a wallet
already!" for a new wallet and a restored one, OK in the passphrase dialog, "Lock Wallet in
Background", Night, "Restore default nodes", OK in the node dialog, "Street Mode", "Rescan!",
APPLY in PocketChange and another account in the drawer.

Judgement calls: the password dialog (``promptPassword`` in ``util``) is one dialog wherever it is
asked for: opening a wallet, showing its secrets, ending street mode and sending. It has no
title and says nothing of what it is for, only "Password for NAME", so its OK is labelled
only where it sends, and the dialogs that open a wallet or show its secrets are left out
rather than given the opposite label on the same screen; "Spend my sweet Moneroj" only opens
it. Deleting a view-only wallet puts no funds at risk, but its files are gone from the device
and only its address and view key can make it again: a delete. "Reset wallet!" keeps the keys
and the wallet resyncs its funds from the chain, but the notes, names and private transaction
keys the cache held are lost: a reset. Changing the passphrase encrypts the keys file anew
and the old passphrase no longer opens it, but the same dialog sets any passphrase again and
nothing else changes: reversible. "Rescan!" runs the wallet API's soft rescan
(``rescanBlockchainAsync``, Monero's ``rescan_blockchain(false)``), which rebuilds the
transfers from the chain and keeps the notes, names and keys: reversible. "Create Account" and
"Add Subaddress" add the wallet's next account or subaddress, which the app cannot remove,
but they are derived from the wallet's keys, cost nothing and are made again by any restore:
harmless. "Make me a wallet already!" writes a new wallet under a name no wallet has, which
the list's Delete removes: reversible. "Get Orbot!" only opens Orbot's page in the app store;
nothing is installed unless the user asks the store: harmless. Backup and "Import wallet" only
open the system's save and file pickers (an import then adds the wallet under a new name).
Choosing BTC only switches the wizard to a swap; the EXOLIX order is made when the swap's
confirmation page opens, and an unpaid order lapses, so only the password's OK pays. "Enable
TOR" is shown as the device with Orbot installed sees it (it toggles Tor); without Orbot it
opens the Tor help, which the corpus shows too.

Monerujo is View-based: its dialogs' buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), and its pages, dialog views and action items
carry the ids of its layouts and menus under ``com.m2049r.xmrwallet:id/``. A control a screen
shows but no case taps is still on the screen.

    git clone https://github.com/m2049r/xmrwallet
    python tests/safety/heldout_v532/build.py xmrwallet

(Monerujo at 41a7b7ba6123920ba88145c1fc1ec3a6974b991a, "bump version", 2025-06-17, the head
of its default branch, master, as ``COMMIT`` says; the strings are read with ``git show`` at
that commit, so a clone whose work tree could not be checked out serves as well.) The corpus
was built once, from this source alone and without reading the policy. It is kept apart from
the pinned corpus and the other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import mj_send
import mj_settings
import mj_wallet
import mj_wallets
from android_corpus import (
    SUFFIX,
    Lookup,
    Repo,
    Source,
    Strings,
    platform_buttons,
    read_arrays,
    write_languages,
)

OUT = Path(__file__).with_name("heldout_v532.yaml")
COMMIT = "41a7b7ba6123920ba88145c1fc1ec3a6974b991a"
SOURCE: Source = (COMMIT, ("app/src/main/res",), ("strings.xml", "about.xml", "help.xml"))
"""The commit, the app's resource folder and the files read in each ``values*`` folder."""
LOCALE = {("monerujo-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder (Chinese ``values-zh-rCN``)."""
MODULES = (mj_wallets, mj_settings, mj_wallet, mj_send)
"""The app's parts, in the order the corpus shows them."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [entry for module in MODULES for entry in module.screens(t)]


class Catalog(Strings):
    """Monerujo's strings in one language as Android reads them (``Strings``), with the
    items of its string arrays as ``t("name[i]")`` (falling back to English as the strings
    do) and the platform's Cancel as ``t("android:cancel")``."""

    def __init__(self, repo: Path, lang: str) -> None:
        sources: list[Repo] = [("monerujo", repo, SOURCE)]
        if lang == "pt":
            sources.append(("monerujo-pt", repo, SOURCE))
        super().__init__(sources, lang, LOCALE, platform_buttons()[lang])
        suffixes = [LOCALE.get((name, lang), SUFFIX[lang]) for name, _, _ in sources]
        arrays = [(False, read_arrays(repo, SOURCE, s)) for s in suffixes if s]
        english = len(self.tables) - len(sources)
        self.tables[english:english] = arrays
        self.tables.append((True, read_arrays(repo, SOURCE, "")))


def main(repo: str) -> int:
    def lookups(lang: str) -> list[Lookup]:
        return [("monerujo", Catalog(Path(repo), lang), screens)]

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

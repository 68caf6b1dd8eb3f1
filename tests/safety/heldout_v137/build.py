"""Builds the hundred-and-thirty-seventh held-out corpus (``heldout_v137.yaml``): two real
Android apps' screens about a Polkadot wallet and a YouTube Music client, from their
translations and code.

The sources are Nova Wallet (``io.novafoundation.nova``, a Polkadot and Kusama wallet: wallets
added and forgotten, tokens sent, referenda voted on, staking proxies granted and revoked, dApps
connected through WalletConnect, gifts shared and reclaimed, networks and the Google Drive
backup managed; ``nova.py``) and InnerTune (``com.zionhuang.music``, a YouTube Music client:
playlists renamed, synced and deleted, downloads removed, listen and search history cleared,
caches emptied, the database backed up and restored; ``innertune.py``), two apps the project had
not used (c:geo, the first choice, was over the size a snapshot may have). Nova Wallet keeps
nearly all its strings in ``common/src/main/res/values*/strings.xml``, translated into Chinese
(``values-zh-rCN``), Japanese, Korean, French (``values-fr-rFR``), Spanish, Portuguese
(``values-pt``) and Russian: eight of the nine languages with English, enough for the corpora;
it has no German, so German shows it in English, and the build prints which strings fell back.
A device set to French (France) reads ``values-fr-rFR`` and one set to Portuguese (Brazil) reads
``values-pt`` (``LOCALE``). InnerTune keeps its strings in ``app/src/main/res/values*/strings.xml``,
translated into all nine languages in region folders (``values-zh-rCN``, ``values-ja-rJP``,
``values-ko-rKR``, ``values-DE``, which the resource compiler reads as ``values-de``,
``values-fr-rFR``, ``values-es``, ``values-pt-rBR`` and ``values-ru-rRU``), which a device set to
each language's region reads (``LOCALE``). Both read by name; a language without a string shows
the English one. InnerTune's dialogs take Cancel and OK from the platform
(``android.R.string.cancel`` and ``ok``), given in each language by ``PLATFORM``; Nova Wallet's
use its own ``common_cancel`` and the button each dialog names. How each screen is put together
(a dialog's or a sheet's title, message, own widgets and buttons, a menu's rows, a page's
widgets) and what each control does comes from the apps' code, named in each module's
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Nova Wallet, Forget in "Forget wallet?" (the wallet and its keys are deleted
from the device); Delete in "Delete network?" (the network is deleted); "Delete Backup" in the
confirmation "Are you sure you want to delete Cloud Backup?" (the backup is deleted from Google
Drive); Confirm on the transfer's review page, filed as send; Confirm on the vote's review page
(the vote is submitted on chain, the tokens locked for the conviction's period), filed as vote;
Confirm on "Add delegation" (another account gets a staking proxy over the wallet, a deposit
reserved) and Allow on the WalletConnect session proposal (the dApp sees the wallet's accounts
and may send it signing requests), filed as grant; Confirm on "Revoke access" (the proxy is
removed on chain), Disconnect on a WalletConnect session (ended at once, no dialog) and Continue
in "Reclaim ... Gift?" (the tokens come back and the shared link stops working), filed as
revoke. In InnerTune, Sync in an imported playlist's menu (the local playlist is cleared and
refilled from YouTube Music at once, local changes lost), filed as overwrite; OK in the delete
question (the playlist is deleted), OK in "remove all ... songs from the Downloaded Songs
storage" and "Remove download" in a downloaded song's menu (the downloads are removed), "Remove
from history" in a song's menu (the listen event is deleted), OK in "clear all listen history"
and "clear all search history" (the history is deleted) and "Clear all downloads" in Storage
(every download is removed at once, no dialog). Not commits: the controls that only open a
confirmation (a wallet's delete icon in edit mode, "Delete network" in "Manage network", "Delete
backup" in "Manage backup" and "Delete Backup" in the action sheet before the confirmation, the
gift page's Reclaim; InnerTune's Delete and "Remove download" in a playlist's menu, "Clear
listen history" and "Clear search history" in Privacy, Restore, which opens the file picker);
Cancel everywhere; Edit (the wallet list's edit mode), "Add wallet", "Edit network", "Change
password", Reject on the WalletConnect proposal (the proposal is declined: nothing is shared,
and the dApp can ask again), "Share gift link" (the system's share sheet); InnerTune's "Add to
queue", Edit, Share, "Add to playlist", "Play next" and Backup; and the reversible: OK in "Edit
playlist" (a rename), "Remove from library" (the song's library flag is cleared; "Add to
library" sets it again), the "Pause listen history" switch, "Clear song cache" and "Clear image
cache" (caches the app fills again as it plays and shows).

Judgement calls: Nova Wallet's network deletion runs after either answer to "Delete network?"
(the view model ignores the Boolean the dialog returns), so its Cancel is shown and not tapped,
and its Delete is the commit; a vote is filed as a commit though it can be changed or removed
while the referendum is open, as it is signed and submitted with its fee, public on chain, and
the conviction lock stays; a transfer, a vote and a proxy are committed by their review page's
Confirm even where "Ask authentication for operation signing" adds a PIN check after it (the
user's last decision). InnerTune's removed downloads and cleared history are commits though the
songs can be downloaded again (the files, and the listen events behind its statistics and quick
picks, are gone at once); its caches are not (the player and the image loader refill them).
Restore only opens the file picker; the database is replaced after a file is picked. The wallet
list in edit mode shows one wallet, so its delete icon (which has no description) is tapped by
its id, ``itemAccountDelete``. Nova Wallet's dApp browser, staking, Ledger, multisig and
swap screens and InnerTune's player, search, login and YouTube library are not shown.

Nova Wallet is View-based: its dialogs' buttons are ``android:id/button1`` and ``button2``, its
pages and sheets carry the ids of their layouts under ``io.novafoundation.nova:id/`` (the
application id its build sets), its selectors' rows known by their labels. InnerTune draws with
Compose: its controls carry no resource ids and are known by their labels alone. A control a
screen shows but no case taps is still on the screen. Of the pair first drawn, c:geo was
replaced by InnerTune (its repository was over the size a snapshot may have).

    git clone https://github.com/novasamatech/nova-wallet-android
    git clone https://github.com/z-huang/InnerTune
    python tests/safety/heldout_v137/build.py nova-wallet-android InnerTune

(Nova Wallet at 9e617701129f32fae5d6228e23bfedf8273f3c2a and InnerTune at
6660e8b774303d2464f06b7c09f0768ecb19c014, as ``NOVA`` and ``INNERTUNE`` say; the strings are
read with ``git show`` at those commits, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from these sources alone and without reading the
policy, and measured once after it was final. It is kept apart from the pinned corpus and the
other held-out corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import innertune
import nova
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v137.yaml")
NOVA: Source = (
    "9e617701129f32fae5d6228e23bfedf8273f3c2a", ("common/src/main/res",), ("strings.xml",),
)  # fmt: skip
INNERTUNE: Source = (
    "6660e8b774303d2464f06b7c09f0768ecb19c014", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {
    ("nova", "fr"): "-fr-rFR", ("nova", "pt"): "-pt",
    ("innertune", "ja"): "-ja-rJP", ("innertune", "ko"): "-ko-rKR",
    ("innertune", "de"): "-DE", ("innertune", "fr"): "-fr-rFR",
    ("innertune", "ru"): "-ru-rRU",
}  # fmt: skip
"""The folders a device set to each language reads where they are not the plain ones."""


def main(nova_repo: str, innertune_repo: str) -> int:
    apps = [
        ("nova", [("nova", Path(nova_repo), NOVA)], nova.screens),
        ("innertune", [("innertune", Path(innertune_repo), INNERTUNE)], innertune.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform_buttons())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the seventy-sixth held-out corpus (``heldout_v76.yaml``): two real Android apps'
screens about a home automation server and a cryptocurrency wallet, from their translations
and code.

The sources are Home Assistant (``io.homeassistant.companion.android``, the Companion app of
a Home Assistant server: its settings, the notification history, home screen widgets that
call the server's services on the devices of a house, NFC tags that fire the server's
automations; ``homeassistant.py``) and Unstoppable Wallet (``io.horizontalsystems.
bankwallet``, a non-custodial wallet that sends and swaps coins, revokes token allowances,
speeds up and cancels transactions, deletes wallets, keeps contacts, restores backups and
connects to dApps with WalletConnect; ``unstoppable.py``), two apps the project had not used.
Home Assistant's repository holds its English strings alone today: since "Pull translations
at build time (#1397)" (March 2021) its translations are downloaded from Lokalise when the app
is built, so the repository at its newest commit has none of the other eight languages. The
corpus therefore reads Home Assistant at the parent of that commit, the last version whose
translations are in the repository (2021.3, "Lokalise: updates (#1394)"), and the screens
are that version's, read from its code; its then View-based pages and platform dialogs are
what the app showed then. It keeps its strings in ``app/src/main/res/values*/strings.xml``:
it has no Japanese, so Japanese shows English; its Korean is ``values-ko-rKR`` (a device set
to Korean in Korea reads it), which holds a third of the strings; its Portuguese is
``values-pt`` alone, which a device set to Portuguese (Brazil) reads, and holds fewer than a
third; its Chinese is ``values-zh-rCN``. Unstoppable Wallet keeps its strings in
``app/src/main/res/values*/strings.xml``; it has no Japanese either, so Japanese shows
English; its Chinese is ``values-zh``, which a device set to Chinese (China) reads. A
language without a string shows the English one, and the build prints which. How each
screen is put together (a dialog's title, message and buttons, a sheet's content and
buttons, a menu's entries, a page's rows, switches, fields and buttons) and what each
control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Home Assistant, YES in "Confirm deleting all notifications" and in
"Confirm deleting this notification" (the notification history is deleted from the device,
"This cannot be undone"); YES in "Confirm deleting this widget" (the widget's configuration
is deleted; the widget must be removed and made again); a button widget that calls
``notify.mobile_app_anna`` (a notification is sent to another person's phone at once);
"Fire event" on a tag read (the tag's event is fired on the server at once, and the
automations it triggers run). In Unstoppable Wallet, Send in "Confirm Send" (the
transaction is signed and broadcast); Swap in "Confirm Swap"; Revoke in "Confirm Revoke"
(the revoking transaction is broadcast and its fee paid); Resend on the speed-up page and
"Cancel Transaction" on the cancel page (a replacing transaction is broadcast with a higher
fee); "Delete from Phone" in "Delete Wallet" (the wallet and its keys are deleted from the
device); Replace in the restore's "Attention!" (the saved contacts are replaced by the
backup's); Delete in "Delete Contact"; Disconnect for a dApp's session (the session ends on
both sides); Delete in "Delete All Pairs"; Confirm on a sign request (the message is signed
and the signature handed to the dApp). Not commits: a row or button that only opens the
confirmation or a page ("Delete all notifications from history", "Delete this notification
from history", "Delete Widget", "Add Field", "Write NFC Tag", "Read NFC Tag", "Create
duplicate", "Unlink Wallet", "Delete Contact", "Add Address", "Delete All", a pending
transaction's "Speed Up" and "Cancel Transaction" rows, YES in "Location access", which goes
on to Android's permission request); NO, Cancel, Back, Reject, "Keep Editing" and "I
Understand" everywhere; the settings' rows, "Filter Notifications", a notification's rows,
Share, "View Bulletin", Settings and "Refresh External URL" in the connection error, the
balance menu's Send and "Copy Address", "Manual Backup", ticking a statement of "Delete
Wallet"; and, reversible, the "Lock app", Fullscreen and "Crash Reporting" switches, "Update
Widget", a lamp's button widget (``light.toggle``), the media widget's "Play/Pause" and "Next
Track", "Hide Coin", a wallet's Save (its name), and "Stop Watching" for a watched wallet.

Judgement calls: Home Assistant is read at its 2021.3 version, as said above, because no
later version of the repository holds its translations; a button widget's tap does what its
configured service does, so the lamp's ``light.toggle`` is reversible (the same tap turns it
back) and ``notify.mobile_app_anna`` is a send (a message reaches another person); "Fire
event" is filed as send (the event reaches the server, whose automations may open a door or
start a scene, and it cannot be taken back); the deletion of a widget's configuration is a
delete although the widget stays on the home screen (the app says it cannot be undone, and
the widget no longer works); the notification history is local to the phone, but its
deletion has no undo and is a delete. In Unstoppable Wallet, a swap is filed as swap (a
payment for another coin, broadcast); a revoke is filed as revoke (an allowance is taken
away, by a paid transaction on the chain); speeding up and cancelling a transaction are
filed as send (each broadcasts a replacing, paid transaction); "Stop Watching" is reversible
(a watched wallet holds no keys and is added again from its address); signing a message is
filed as sign (the signature, once given, can be used by the dApp, and may authorise a
transfer); Disconnect is filed as revoke (the dApp loses its session); "Delete All Pairs"'
Delete is a delete (the pairings are gone, and each dApp must be paired again); Replace is
filed as overwrite; "Hide Coin" is reversible (the coin is enabled again from the coin
list); "Discard Changes", "Delete from Phone" while its statements are unticked, and Connect
on a connection request are shown, not tapped.

Home Assistant's dialogs are platform ``AlertDialog``s whose buttons carry
``android:id/button1/2``, and its pages' buttons carry the ids of its layouts; Unstoppable
Wallet draws its pages and sheets with Jetpack Compose, so its buttons carry no resource ids
a hierarchy shows and are known by their labels alone. A control a screen shows but no case
taps is still on the screen.

    git clone https://github.com/home-assistant/android home-assistant-android
    git clone https://github.com/horizontalsystems/unstoppable-wallet-android
    python tests/safety/heldout_v76/build.py home-assistant-android unstoppable-wallet-android

(Home Assistant at c6fff9216d22bba66d9ce7e4dc9e45f79c79b9bf and Unstoppable Wallet at
12dad622f2166c096188daf9020ead42a5a5b5f7, as ``HOMEASSISTANT`` and ``UNSTOPPABLE`` say.) The
corpus was built once, from these sources alone and without reading the policy, and measured
once after it was final. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import homeassistant
import unstoppable
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v76.yaml")
HOMEASSISTANT: Source = ("c6fff9216d22bba66d9ce7e4dc9e45f79c79b9bf", ("app/src/main/res",),
                         ("strings.xml",))  # fmt: skip
UNSTOPPABLE: Source = ("12dad622f2166c096188daf9020ead42a5a5b5f7", ("app/src/main/res",),
                       ("strings.xml",))  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("homeassistant", "ko"): "-ko-rKR", ("homeassistant", "pt"): "-pt",
          ("unstoppable", "zh"): "-zh"}  # fmt: skip
"""The folders a device set to Korean, Portuguese (Brazil) or Chinese (China) reads where an
app has no plain ``values-ko``, ``values-pt-rBR`` or ``values-zh-rCN``."""


def main(homeassistant_repo: str, unstoppable_repo: str) -> int:
    apps = [
        ("homeassistant", [("homeassistant", Path(homeassistant_repo), HOMEASSISTANT)],
         homeassistant.screens),
        ("unstoppable", [("unstoppable", Path(unstoppable_repo), UNSTOPPABLE)],
         unstoppable.screens),
    ]  # fmt: skip
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

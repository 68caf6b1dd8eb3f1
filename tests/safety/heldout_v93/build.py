"""Builds the ninety-third held-out corpus (``heldout_v93.yaml``): two real Android apps'
screens about a DNS firewall and a Bitcoin wallet, from their translations and code.

The sources are Rethink DNS (``com.celzero.bravedns``, a DNS resolver and per-app firewall
run as a local VPN: DNS and network logs, events, custom domain and IP rules, DNS endpoints,
WireGuard proxies, backups and the Rethink Plus subscription; ``rethink.py``) and Bitkit
(``to.bitkit``, a Bitcoin and Lightning wallet: payments, Lightning connections, the wallet's
reset, suggestions, widgets and logs; ``bitkit.py``), two apps the project had not used. The
brief's first app, Jitsi Meet, was not used: its repository (680 MB) is larger than the fetch
tool brings (500 MB). The first alternate, Bitkit, was used, from its native Android app
(``synonymdev/bitkit-android``): the ``synonymdev/bitkit`` repository named in the brief now
holds only a README and an updater pointing to the native apps, the React Native app having
been replaced by them. Bitkit is translated into German, French, Spanish, Portuguese (Brazil,
``values-b+pt+BR``, which Android reads for a device set to Portuguese (Brazil)) and Russian,
and has no Chinese, Japanese or Korean, so those three show English; it was kept, with six of
the nine languages. Rethink keeps its strings in ``app/src/main/res/values*/strings.xml``, read
by name as Android does: Chinese ``values-zh-rCN``, Portuguese ``values-pt-rBR`` then
``values-pt``, and a Japanese that holds about a third of the strings. A language without a
string shows the English one, and the build prints which. How each screen is put together (a
dialog's title, message and buttons, a page's rows, fields, icons and buttons) and what each
control does comes from the apps' code, named in each module's docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Rethink, "Delete logs" in "Delete all DNS logs?", "Delete all network logs?"
and "Delete logs for this rule?", Proceed in an app's "Clear logs", Delete in "Delete All
Events" and in a bug-report file's "Delete" (each deletes the logs, events or file on the device,
with no undo); "Delete all" in "Delete all Domain Rules?" and "Delete all IP Rules?", Delete in
"Delete domain?" and "Delete IP Rule?" (the rules go); Delete for a custom DoH endpoint, DNS
proxy and DNSCrypt resolver (removed from the saved configuration); "Delete All WireGuard" and
"Delete WireGuard" (the configurations, with their keys, are deleted); Delete in "Delete SSID";
"Revoke Purchase" in "Revoke Purchase?" (the subscription is ended at once and refunded);
Restore in "Restore backup" (the app's settings, rules and logs are replaced by the backup's).
In Bitkit, "Yes, Send" in the payment's "Are you sure?" for three warnings (the payment is
made); Close on Close Connection (the Lightning channel is closed and its funds sent to savings
on chain); "Yes, Reset" in "Reset Bitkit?" (the wallet is wiped from the device); Delete in
"Delete All Logs". Not commits: the icons, rows and buttons that only open a confirmation (the
DNS logs', an app's logs' and the events' delete icons, "Delete All", "Revoke Purchase" on the
plan's sheet, "Reset Wallet", "Reset Suggestions"); Cancel, Dismiss and "No, Cancel"
everywhere; the filter and refresh icons, the app's IP tab, Create, Import, Backup in "Take
backup", "Back Up First", "Address Viewer"; "Send email", Grant and Install (each only opens
another app or the system's settings; filed as opens-page); and the reversible Save of an app's
note, Stop in "Stop WireGuard" and "Always-on VPN", Include in "Include all apps", Remove in
"Remove Server", "Yes, Reset" in "Reset Suggestions?" and "Yes, Delete" in "Delete Widget?".

Judgement calls: deleting logs, events and bug-report files is filed as delete (the app keeps
no copy); deleting a custom DNS endpoint or an SSID is a delete, though small, as what was typed
is gone; restoring a backup is filed as reset (the current settings and rules are overwritten,
with no undo); revoking the purchase is filed as revoke; the payment warnings' "Yes, Send" is
filed as payment (with no PIN asked for payments, the app pays once it is tapped, the swipe
having come before); closing a Lightning connection is filed as transfer (the funds move on
chain and the channel cannot be reopened); wiping the wallet is a delete (only the recovery
phrase brings the funds back, and the app's own data is gone); removing a widget is reversible
(it is added again from the widgets list, with no data of its own), as is "Reset Suggestions"
(only dismissed cards come back); removing a server location is reversible (it can be chosen
again); stopping the VPN or WireGuard is reversible; Proceed in "Close Connections" is not
tapped (the apps' connections are cut and reopened by the apps), nor is "Include all apps"'s
Cancel. Blocking an app in the firewall is not shown: it is a local toggle, undone by a tap.

Rethink is a View-based app: its dialogs' buttons carry the platform's ``android:id/button1``
to ``button3`` and its icons the ids of its layouts, and a button whose label is also the
dialog's title is tapped by its id. Bitkit draws with Jetpack Compose and sets
``testTagsAsResourceId``, so its tagged controls carry their tags as ids (its dialogs'
``dialog_cancel`` and ``dialog_confirm``, ``close_button``), and the logs' dialog's untagged
buttons are known by their labels. A control a screen shows but no case taps is still on the
screen.

    git clone https://github.com/celzero/rethink-app
    git clone https://github.com/synonymdev/bitkit-android
    python tests/safety/heldout_v93/build.py rethink-app bitkit-android

(Rethink DNS at c1b8349d357e861acb76725817e8e1e9b082dc20 and Bitkit at
1059c1bd9019e2a5299e3fe296bf5d64eff2cfcf, as ``RETHINK`` and ``BITKIT`` say.) The corpus was
built once, from these sources alone and without reading the policy, and measured once after
it was final. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import bitkit
import rethink
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v93.yaml")
RETHINK: Source = (
    "c1b8349d357e861acb76725817e8e1e9b082dc20", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
BITKIT: Source = (
    "1059c1bd9019e2a5299e3fe296bf5d64eff2cfcf", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("rethink-pt", "pt"): "-pt", ("bitkit", "pt"): "-b+pt+BR"}
"""Rethink's Portuguese read as ``values-pt-rBR`` then ``values-pt``, and Bitkit's as
``values-b+pt+BR``, as Android resolves a device set to Portuguese (Brazil)."""


def main(rethink_repo: str, bitkit_repo: str) -> int:
    mine = [("rethink", Path(rethink_repo), RETHINK), ("rethink-pt", Path(rethink_repo), RETHINK)]
    apps = [
        ("rethink", mine, rethink.screens),
        ("bitkit", [("bitkit", Path(bitkit_repo), BITKIT)], bitkit.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the five-hundred-and-seventh held-out corpus (``heldout_v507.yaml``): a real Android
app's screens, a VPN client's, from its translations and code.

The source is Windscribe's Android app (``com.windscribe.vpn``,
https://github.com/Windscribe/Android-App: a VPN client whose tunnel is connected, whose exit IP
is pinned and rotated, whose locations are kept as favourites, with custom OpenVPN and WireGuard
configs imported, edited and deleted, networks secured and forgotten, apps and IP ranges split
from the tunnel, R.O.B.E.R.T.'s server-side block lists switched, the account's email confirmed,
its password reset and vouchers redeemed, debug logs and support tickets sent and the session
signed out; ``windscribe.py``), at 29085c84345d042fc7980e501dd2b9c89224e79b ("Merge branch
'develop' into 'master'", 20 July 2026, the release of version 4.3), its default branch. Its
strings are in ``base/src/main/res/values*/strings.xml`` (``WINDSCRIBE``), read by name as a
device set to each language reads them: ``values-ja``, ``-ko``, ``-de``, ``-fr``, ``-es`` and
``-ru``; for Chinese ``values-zh`` (the app has no ``values-zh-rCN``, so a device set to
Simplified Chinese in China reads the plain Chinese folder); for Portuguese ``values-pt-rBR``
and then ``values-pt`` (``LOCALE``). A string a language lacks shows the English one, and the
build prints which: every string the screens use is in all nine languages' catalogs, so none
falls back. The Brazilian Portuguese catalog, though, holds 79 of the 133 strings the screens
use in English words, copied there untranslated ("Log Out", "Send Debug Log", Send, Save, Clear,
"Forget network", "Grant Permission", "Share Invite Link" among them); a device set to Brazilian
Portuguese finds them in ``values-pt-rBR`` and shows them so, never reaching the translations of
``values-pt``, and so does the corpus: Portuguese shows 33 of its 55 taps in the words of
English (names, ids and content descriptions included), the other languages 14 to 16. The
content descriptions the code writes in English ("Refresh IP", "Mark as Favourite", "Close
Menu", "Edit", "Delete", "Add", "Custom config", "Favourite", "Attention", "Export server list
file." and the like), the "Save credentials" label of the config editor and the R.O.B.E.R.T.
block lists' titles, which come from the server, show the same words in every language. How each
screen is put together (a dialog's title, message and buttons, a page's widgets) and what each
control does comes from the app's code, named in ``windscribe.py``'s docstring; how a screen is
written is in ``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy says.
Commits: "Refresh IP" in the home page's IP menu (the server releases the tunnel's exit IP and
hands out a new one; the old address cannot be asked back), filed as rotate; Delete behind a
custom config's row (the imported config, with any saved username and password, deleted from
the app's database at once, with no confirmation and no undo), "Forget network" (the network's
saved Auto-Secure and preferred protocol and port deleted), an exclusion entry's Delete and
Delete in "Delete All?" (the IP and hostname exclusions deleted, as the dialog says, for good),
and Clear on "Advanced Parameters" (the saved parameters emptied at once), filed as delete; "Log
Out" (the session deleted on the server and every table and preference of the app cleared,
custom configs, favourites, networks and exclusions with them, with no confirmation), filed as
sign-out; "Reset Password" (the server sends the password-recovery email), "Resend Verification
Email", "Send Debug Log" on the help page and on "This network hates us" (the debug log uploaded
to Windscribe) and Send on the support ticket, filed as send; OK in the voucher code dialog (the
voucher claimed for the account, and a code once used cannot be used again), filed as redeem;
Reset under "Rename Locations" (the custom location names file deleted at once), filed as reset.
Not commits: the buttons that only open a confirmation, a code dialog, a file or document
picker, the share sheet, the system's battery prompt or Google Play's purchase sheet ("Delete
All", Import on the exclusions page, "Voucher Code", "Lazy Login", Export and Import under
"Rename Locations", "Export Log", "Grant Permission", Subscribe, "Share Invite Link"), filed as
opens-prompt; Cancel everywhere, the rows and buttons that only open a page (the main menu's
"Help Me!", the unconfirmed email's row, "Change Email", Connection's "Split Tunneling", a
network's row, "IP & Hostname Exclusions", "Manage Custom Rules", "View Debug Log", 'Contact
"Humans"', Edit behind a config's row), "Don't ask again" and a plan tile and Restore on the
upgrade page, filed as harmless; and the reversible: the connect button, "Mark as Favourite" (the
IP pinned, unpinned by the same button), a favourite's star (the location starred again with one
tap), connecting to a custom config, Update in the config editor, the Auto-Secure switches, an
app ticked for split tunnelling, the R.O.B.E.R.T. block lists switched on or off, Save on
"Advanced Parameters", "Set as Preferred", "I Understand" (decoy traffic turned on, and off again
in Connection) and "Switch to Auto".

Judgement calls: rotating the exit IP is labelled a commit, though the tunnel goes on, because the
address given up is gone for good and whatever was tied to it (an allow-list, a session) breaks.
Deleting a custom config, a network's settings, one exclusion entry or the advanced parameters is
a commit although each could be typed or imported again: the app deletes them at once, with no
confirmation and no undo, and the config takes its saved credentials with it. Logging out is a
commit, not navigation: it deletes the session on the server and wipes the app's data (custom
configs, favourites, per-network settings, exclusions, preferences), and coming back takes the
password again. The two emails (password recovery, verification) go to the account's own
mailbox, yet they are sent and cannot be called back, and the recovery ends the single-sign-on
state the page shows: commits, filed as send. Claiming a voucher uses the code up: a commit.
Subscribe is not a commit, since it only opens Google Play's purchase sheet, where the payment
still has to be confirmed. The lazy-login dialog submits itself when the eighth character is
typed, so it shows no OK to tap with a code and is not written; its row only opens it. Turning
decoy traffic on uses much data but is turned off again with one tap: reversible. "Don't ask
again" only stops the battery prompt: harmless. The favourites and configs lists show one item
each, since Compose keeps every row's star, Edit and Delete in the hierarchy (Edit and Delete
stay composed behind the row until it is swiped), and with two items no label would name one
control. "Add Email" is not shown: its page's heading and its button are the same words.

Windscribe's phone app draws with Jetpack Compose and sets ``testTagsAsResourceId``, so a
control with a test tag shows the tag as its resource id (``logout_button``, ``fav_remove_icon``,
``robert_toggle_on_ads``), with no package; other controls are known by their words or content
descriptions alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/Windscribe/Android-App
    python tests/safety/heldout_v507/build.py Android-App

(The strings are read with ``git show`` at that commit, so a clone whose work tree could not be
checked out, or a bare clone, serves as well.) The corpus was built once, from this source alone
and without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import windscribe
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v507.yaml")
WINDSCRIBE: Source = (
    "29085c84345d042fc7980e501dd2b9c89224e79b",
    ("base/src/main/res",),
    ("strings.xml",),
)
"""The commit and where the strings are."""
LOCALE = {("windscribe", "zh"): "-zh", ("windscribe-pt", "pt"): "-pt"}
"""Chinese reads ``values-zh`` (there is no ``values-zh-rCN``); Portuguese reads
``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian Portuguese does; every
other language reads its one folder."""


def main(repo: str) -> int:
    sources = [("windscribe", Path(repo), WINDSCRIBE), ("windscribe-pt", Path(repo), WINDSCRIBE)]
    return build(OUT, Path(__file__), [("windscribe", sources, windscribe.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

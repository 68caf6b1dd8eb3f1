"""Builds the seventy-eighth held-out corpus (``heldout_v78.yaml``): two real Android apps'
screens about a VPN and a Tor proxy, from their translations and code.

The sources are Proton VPN (``ch.protonvpn.android``, the Android client of Proton VPN:
connecting and disconnecting, recent connections, profiles, the account, signing out,
settings and bug reports; ``protonvpn.py``) and Orbot (``org.torproject.android``, the Tor
proxy and VPN for Android: the Tor connection, bridges, the apps sent through Tor, a new
identity, Kindness Mode, v3 onion services and client authorization; ``orbot.py``), two apps
the project had not used. Proton VPN keeps its strings in
``app/src/main/res/values*/strings.xml``; it has no plain ``values-es``, so a device set to
Spanish (Spain) reads ``values-es-rES``. Orbot keeps them in ``app/src/main/res`` and in its
``orbotservice`` library's ``orbotservice/src/main/res`` (``values*/strings.xml``, merged
into the app, the app's own string winning); its app has ``values-fr-rFR`` and
``values-es-rES`` but no plain ``values-fr`` or ``values-es``, so a device set to French
(France) or Spanish (Spain) reads those and then the library's ``values-fr`` or
``values-es``, and a device set to Portuguese (Brazil) reads ``values-pt-rBR`` and then the
library's ``values-pt``, as Android falls back from a region to its language. Proton VPN is
translated into all nine languages (its "NetShield" is not translatable and is printed as a
fallback); Orbot's Korean holds few of the strings shown, so most of its Korean screens show
English, and its other seven languages are translated. A language without a string shows the
English one, and the build prints which. How each screen is put together (a dialog's title,
message, own widgets and buttons, a sheet's or list's rows, a page's rows, fields, switches
and icons) and what each control does comes from the apps' code, named in each module's
docstring.

The pair has few commits: a VPN client and a Tor proxy mostly change how the device
connects, which is undone as it was done, so the corpus holds far fewer commits (six screens
of seventy, one case in twelve) than the others, and more reversible controls; none was
added that the apps do not have, and no screen was repeated to raise the share.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in Proton VPN, a profile's Delete in its sheet (the profile and its settings
are deleted at once, with no confirmation); "Send report" on the phone's and on the TV app's
bug report form (the report, with the error logs when ticked, is sent to Proton's support);
"Sign in" in "Sign in on Android TV?" (the account's session is forked to the TV, which can
then use the account). In Orbot, OK in "Confirm service deletion" (the onion service's
folder goes with its private key, so its .onion address is lost for good); "Delete Client
Authorization" in "Delete Client Authorization Key" (the stored private key is deleted). Not
commits: a row or a button that only opens the confirmation or a page where it is asked
("Sign out" on Settings, "Delete account", which opens Proton's account deletion page in the
browser, "Delete Service", "Delete Client Authorization Key"); Cancel and OK where they
dismiss; Edit, Next, "Create profile", "Change password", "Report an issue", "Kill switch",
Done and "Contact us" in the report's suggestions; "Choose How To Connect", "Ask Tor",
Refresh (new Tor circuits), "Change exit", "Choose apps", "Hosted Onion Services", Log,
"Copy Log", "Copy address to clipboard", the backups, "Restore Backup", "Import
.auth_private" and the add button; and, reversible: Connect, Disconnect, Cancel while
connecting, a recent or a profile tapped (it connects), Pin, a recent's Remove (connecting
to it again brings it back), Duplicate, "Sign out" in "Sign out?", the "Don't ask me again"
and "Send error logs" checkboxes, "Change icon", "Reconnect now"; "Start VPN", Cancel while
Tor connects, "Turn Tor off", Exit, an exit country, a way to reach Tor and Connect in the
sheets, Activate and Save in Kindness Mode and its "Only on Wifi" switch, an app's checkbox
and Save in "Choose Apps", an onion service's switch, Save in a new onion service and in a
new client authorization.

Judgement calls: a profile's Delete is filed as delete although "Profile deleted" offers
Undo for five seconds (nothing asks first, and once the snackbar goes the profile is gone);
"Sign in" on the TV's request is filed as grant (it hands a signed-in session of the account
to another device, which keeps it until it is signed out there or from the account); a bug
report's "Send report" is filed as send; "Sign out" in "Sign out?" is reversible (the
account signs in again, and the profiles stay), as earlier corpora filed a sign-out; "Delete
account" only opens the web page where Proton asks, so it opens a prompt; Refresh, which
asks Tor for new circuits, is harmless (nothing is kept or sent that matters; the next
connections only take other routes); Exit stops Tor and closes the app, reversible; "Ask
Tor" only fetches settings, harmless; a new onion service's Save is reversible (the service
can be turned off by its switch or deleted, and nothing is published until Tor restarts).
Orbot's backup entries are written without the italics that ``Html.fromHtml`` draws. Orbot's
onion service and client authorization switches and its add buttons carry no label and are
tapped by their ids; its dialogs are platform ``AlertDialog``s whose buttons carry
``android:id/button1/2``; Proton VPN is drawn with Jetpack Compose, so its controls carry no
resource ids a hierarchy shows and are known by their labels alone. A control a screen shows
but no case taps is still on the screen.

    git clone https://github.com/ProtonVPN/android-app protonvpn
    git clone https://github.com/guardianproject/orbot
    python tests/safety/heldout_v78/build.py protonvpn orbot

(Proton VPN at 769cbdd30030002a27b5042a6861760a1ad71b52 and Orbot at
bbf181c0a2ce21678f3b26cca1ddf5d6452a17b2, as ``PROTONVPN`` and ``ORBOT`` say.) The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import orbot
import protonvpn
from android_corpus import Lookup, Source, Strings, platform_buttons, write_languages

OUT = Path(__file__).with_name("heldout_v78.yaml")
PROTONVPN: Source = ("769cbdd30030002a27b5042a6861760a1ad71b52", ("app/src/main/res",),
                     ("strings.xml",))  # fmt: skip
ORBOT: Source = (
    "bbf181c0a2ce21678f3b26cca1ddf5d6452a17b2",
    ("orbotservice/src/main/res", "app/src/main/res"), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are (Orbot's app after its library, so
that the app's own string wins)."""
LOCALE = {
    ("protonvpn", "es"): "-es-rES", ("orbot", "fr"): "-fr-rFR", ("orbot", "es"): "-es-rES",
    ("orbot-language", "fr"): "-fr", ("orbot-language", "es"): "-es",
    ("orbot-language", "pt"): "-pt", ("orbot-language", "zh"): "-zh",
}  # fmt: skip
"""The folder each source reads where it is not the plain one: Orbot is read a second time
from the language's own folder (after the region's, before English), as Android falls back
from a region to its language; in the other languages its second reading is the first one
again."""


def main(protonvpn_repo: str, orbot_repo: str) -> int:
    platform = platform_buttons()

    def lookups(lang: str) -> list[Lookup]:
        repo = Path(orbot_repo)
        region = [("orbot", repo, ORBOT), ("orbot-language", repo, ORBOT)]
        return [
            ("protonvpn", Strings([("protonvpn", Path(protonvpn_repo), PROTONVPN)], lang,
                                  LOCALE), protonvpn.screens),
            ("orbot", Strings(region, lang, LOCALE, platform[lang]), orbot.screens),
        ]  # fmt: skip

    return write_languages(OUT, Path(__file__), lookups)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the two-hundred-and-sixty-first held-out corpus (``heldout_v261.yaml``): an
Android tracker blocker's screens, from its translations and code.

The source is TrackerControl (``net.kollnig.missioncontrol``, an app that filters every app's
traffic through a local VPN, records and blocks the trackers each app contacts, and can send
the traffic on through a remote WireGuard VPN: an app's recorded contacts cleared, the
traffic log and the resolved domain names cleared, port forwarding rules, host files and
WireGuard profiles deleted, WireGuard devices registered with Mullvad and IVPN, tracker
protection set for every app at once, settings exported and imported; ``trackercontrol.py``).
TrackerControl keeps its strings in ``app/src/main/res/values*/strings.xml``, and the GitHub
build's name, TrackerControl, and its switch title "Control Trackers" in
``app/src/github/res/values/meta_data.xml`` (not translated). It is translated into all nine
languages: ``values-zh-rCN``, ``-de``, ``-fr``, ``-es``, for Japanese, Korean and Russian
the region's folders ``values-ja-rJP``, ``-ko-rKR`` and ``-ru-rRU``, and for Portuguese
``values-pt-rBR`` (``LOCALE``), read by name as a device set to the language reads them. A
string a language lacks shows the English one, and the build prints which; of the 134
strings the screens show, Chinese lacks 10 and French 13 (the app's name and switch title,
the host file buttons' descriptions, the switch descriptions "Tracker blocking" and "VPN",
and "Exclude all apps from tracking" and "Include all apps in tracking" with their
summaries; French also the Mullvad note, "Delete this WireGuard profile?" and the
blocking mode's summary), Portuguese and
Russian 41, German 49, Spanish 51 and Japanese 54 (besides those, most of the newer VPN and
WireGuard screens: the VPN tab, "Set up Mullvad", the profile dialogs and "Delete profile",
and in German, Spanish and Japanese the settings headings and the host file dialogs), and
Korean 94, whose translation is old: besides those, the app's "My Data" tab, its Yes and No,
the forwarding dialog, the log's popup and the details menu show English. Dialogs take
their buttons from the platform where the code asks for ``android.R.string.yes``, ``no``,
``ok`` and ``cancel`` (a current device shows yes and no as OK and Cancel;
:data:`android_corpus.PLATFORM`); the developer email and ipinfo dialogs' Yes and No are the
app's own ``yes`` and ``no``. How each screen is put together (a dialog's title, message, view
and buttons, a menu's rows, a page's widgets) and what each control does comes from the app's
code, named in ``trackercontrol.py``'s docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Clear in an app's menu (two apps; ``clearAccess`` erases the app's recorded
tracker contacts at once, with no confirmation and no undo), Clear in the traffic log's menu
(with packet capture off and on; the log and the capture file are erased at once), Yes in the
"Are you sure?" of "Show resolved domain names" (every recorded domain name is erased), Delete
in a port forwarding rule's popup (two rules, deleted at once), Yes in "Delete host file" and
in "Delete profile" (the WireGuard profile, its private key with it), filed as delete; Yes in
the "Are you sure?" of "Exclude all apps from tracking" and of "Include all apps in tracking"
(each writes every app's tracker protection, and the apps set one by one before are not kept),
filed as overwrite; OK in "Set up Mullvad" and a country's row on the VPN tab (Sweden and
Switzerland with Mullvad, the Netherlands with IVPN: each sends a new WireGuard key to the
provider and registers a device on the account), filed as send. Not commits: the controls that
only open a confirmation, a dialog, a sheet or the system's file picker ("Export as CSV" in
both menus, the first start's OK, which opens the system's VPN consent, "Request deletion",
"Show organization", "PCAP export", Clear in the domain names' menu, Add, "Import settings",
"Exclude all apps from tracking", "Include all apps in tracking", the host file's delete button
and "Add host file", the profile's delete button, "Set up Mullvad" in the add choice, "Mullvad
settings"); Cancel and No everywhere; the harmless: Invite (the share sheet), "App Settings &
Uninstall" (the system's app page, which asks again before uninstalling), the Protection row,
Google (a mail draft), Yes and No in "Get developer email automatically?", Copy, Cleanup and
"Update hosts file"; and the reversible: the switch "Tracker blocking", a tracker company's
Block switch, "No Internet" and "Directly from this device" in the app's sheets, Yes in
"Retrieve organisation info?", OK in the new forwarding rule's dialog, a host file's switch, OK
in "Add host file", OK and "Set active" in a profile's dialog, the WireGuard provider button
and Save in "Mullvad settings".

Judgement calls: the recorded tracker contacts, the traffic log and the domain names are the
app's record of what happened; it cannot be rebuilt once erased, so each Clear is a delete,
though the app goes on recording. Cleanup only drops the domain names whose lifetime has run
out, which the app drops itself in time: harmless. Excluding or including all apps looks like
a setting, but it overwrites every app's own choice, and the mix of protected and excluded apps
cannot be brought back short of setting each app again: overwrite. Registering a device with
Mullvad or IVPN sends a new key to the provider and takes one of the account's device places,
which the app does not give back (deleting the profile keeps the device, as the Mullvad note
says): a send, though the country row's words only name a country. Turning on "Show
organization" makes the log look up its addresses at ipinfo.io, as its dialog warns; it is a
lookup, not a message to anyone, and it can be turned off again: reversible. Likewise Yes in
"Get developer email automatically?" only asks the Play Store for the developer's address and
opens a mail draft that still has to be sent: harmless. Exporting settings, an app's CSV or
the capture file only opens the system's picker, and the file written stays on the device.
Blocking all of an app's traffic ("No Internet"), routing it outside the remote VPN or turning
the blocker off can each be turned back: reversible. Editing a profile keeps its name and
saves what was typed, like any edit: reversible. The timeline, the insights, the onboarding
pages and the IVPN account dialog with its CAPTCHA are not shown.

TrackerControl is View-based: its ``AlertDialog`` buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), and its pages, sheets and rows
carry the ids of its layouts and menus, under ``net.kollnig.missioncontrol:id/`` (its
package); the widgets the code builds itself (the fields of the Mullvad, profile and host
file dialogs) have no id. The app, tracker, host file, profile and country names and the typed
texts are the same in every language. A control a screen shows but no case taps is still on
the screen.

    git clone https://github.com/TrackerControl/tracker-control-android
    python tests/safety/heldout_v261/build.py tracker-control-android

(TrackerControl at 8c119b04ae2e6979e9bdc6b5d6ede63b4ed6d017, "Document the fragmented-traffic
drop on the direct path (#779) (#780)", 2026-08-22, as ``TRACKERCONTROL`` says; the strings
are read with ``git show`` at that commit, so a clone whose work tree could not be checked out
serves as well.) The corpus was built once, from this source alone and without reading the
policy. It is kept apart from the pinned corpus and the other held-out corpora, and nothing in
the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import trackercontrol
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v261.yaml")
TRACKERCONTROL: Source = (
    "8c119b04ae2e6979e9bdc6b5d6ede63b4ed6d017",
    ("app/src/main/res", "app/src/github/res"),
    ("strings.xml", "meta_data.xml"),
)
"""The commit and where the strings are: the app's strings, then the GitHub build's name."""
LOCALE = {("trackercontrol", "ja"): "-ja-rJP", ("trackercontrol", "ko"): "-ko-rKR",
          ("trackercontrol", "ru"): "-ru-rRU"}  # fmt: skip
"""Japanese, Korean and Russian read the region's folder, as a device set to Japan, Korea or
Russia does; Chinese reads ``values-zh-rCN`` and Portuguese ``values-pt-rBR`` (there is no
``values-pt``); German, French and Spanish read their plain folders."""


def main(repo: str) -> int:
    sources = [("trackercontrol", Path(repo), TRACKERCONTROL)]
    platform = platform_buttons(("android:ok", "android:yes"), ("android:cancel", "android:no"))
    return build(OUT, Path(__file__), [("trackercontrol", sources, trackercontrol.screens)],
                 LOCALE, platform)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

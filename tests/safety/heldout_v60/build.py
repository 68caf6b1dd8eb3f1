"""Builds the sixtieth held-out corpus (``heldout_v60.yaml``): two real Android apps' screens
about blocking network traffic, from their translations and code.

The sources are NetGuard (``eu.faircode.netguard``, a firewall that allows or blocks each
app's internet access through a local VPN, with traffic and DNS logs and port forwarding;
``netguard.py``) and AdAway (``org.adaway``, an ad blocker built from hosts sources and the
user's own lists; ``adaway.py``), two apps the project had not used. Both keep their strings
in ``app/src/main/res/values*/`` (NetGuard in ``strings.xml``, AdAway in ``strings.xml`` and
its ``strings_*.xml`` files), read by name as Android does: a language without a string
shows the English one, and the build prints which. NetGuard's translations sit in region
folders only (``values-ja-rJP``, ``values-de-rDE``, ...; ``LOCALE``), which a device set to
the language and its region reads; AdAway's Chinese sits in ``values-zh``, which a device
set to Simplified Chinese (China) reads. NetGuard's dialogs show the platform's own
``android.R.string.yes`` and ``no``, which read OK and Cancel, transcribed in ``PLATFORM``.
How each screen is put together (a dialog's view and buttons, a menu's entries, a page's
rows, icons and fields) and what each control does comes from the apps' code, named in each
module's docstring. Names (an app, an address, a hosts source, a host) are written the same
in every language.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: in NetGuard, OK in the confirmation of an app's access log (the access
attempts without a rule are deleted), of "Reset network usage" (the usage counted is
deleted) and of the resolved names' Clear (the DNS records are deleted); the traffic log's
Clear, which deletes the log and its PCAP file with no prompt; Delete in a port forward's
popup, which deletes the rule at once. In AdAway, the source editor's Delete (the hosts
source is deleted at once), Delete in a host's contextual bar in each of the three lists
(the host goes from the list at once) and "Clear log" (the logged DNS requests are deleted).
Not commits: a control that only opens a confirmation, a dialog, a page or a picker
(NetGuard's reset and access-log buttons, "Reset network usage", "Show log", Settings, Add,
"Export settings", which opens the system's document creator, "Import settings" and "Import
hosts file", which open the file picker, "PCAP export" and Export; AdAway's source card,
"Add source", Edit, "Show requested domains" and an adware app's row, which only opens the
system's uninstall prompt); Cancel in every dialog; Copy, Refresh and "Sort domains";
blocking or allowing an app on Wi-Fi or mobile data, an address's Allow, Block and Reset, a
log line's Block, a rule's condition and "Filter traffic", all set back from the same
controls; OK in "This will reset the rules and conditions to their default values"; AdAway's
pause button, "Update blocked domains", a source's checkbox, its Apply and its format, Add
in "Add host to blacklist" and in "Redirect domain", and a request's "Add entry to black
list" and allow icon.

Judgement calls: blocking an app's internet access is reversible, not a block of a person
(the app's checkbox allows it again, and nothing is sent or deleted); OK in the rule reset
is reversible (only the app's checkboxes go back to their defaults, each set again from the
same row); resetting the network usage is a commit, filed as a deletion (the counted usage
goes for good); AdAway's "Update blocked domains" is reversible (the hosts file is written
again from the sources and the lists, and the pause button or a later update sets it back);
deleting a hosts source or a host from a list is a commit although either can be typed in
again (the entry and, for a source, its settings go for good with no undo); adding a host or
a redirect is reversible (it is deleted from the list); NetGuard's DNS Cleanup, which
deletes expired records only, is shown, not tapped, and so is the DNS overflow's Clear
(Korean writes it and Cleanup alike, so a tap on it would name two entries), as are the OK
and Cancel a case does not tap.

NetGuard's ``AlertDialog`` and AdAway's ``MaterialAlertDialogBuilder`` carry the platform's
button ids (``android:id/button1`` positive, ``button2`` negative), as a real hierarchy
shows them; where a button repeats a text of its dialog or of the page behind it, or another
button's, the case taps it by that id. NetGuard's reset and access-log buttons are image
buttons with no text or description, so their cases tap them by their ids (``btnClear``,
``btnClearAccess``), and so do AdAway's allow icon, whose description the redirect icon
repeats, and a source's checkbox, which has no text. A full page (the apps' list, an app's
expanded row, the settings, the source editor, "Your lists", the DNS requests) is a screen
of its own, not a popup. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/M66B/NetGuard
    git clone https://github.com/AdAway/AdAway
    python tests/safety/heldout_v60/build.py NetGuard AdAway

(NetGuard at 552ef140e440fc4e93f777d21f0c68c50108d67c and AdAway at
ed333e3b573c72293fa44d00dcb5f67c5aff6434, as ``NETGUARD`` and ``ADAWAY`` say.) AdAway is
read at the commit before its German ``strings_source_edit.xml`` took an unclosed ``<br>``,
which an XML reader rejects; its code and its English strings are the same there. The corpus
was built once, from these sources alone and without reading the policy, and measured once
after it was final. It is kept apart from the pinned corpus and the other held-out corpora,
and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import adaway
import netguard
from android_corpus import Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v60.yaml")
NETGUARD: Source = (
    "552ef140e440fc4e93f777d21f0c68c50108d67c", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
ADAWAY: Source = (
    "ed333e3b573c72293fa44d00dcb5f67c5aff6434", ("app/src/main/res",),
    ("strings.xml", "strings_app.xml", "strings_home.xml", "strings_hosts.xml",
     "strings_lists.xml", "strings_log.xml", "strings_source_edit.xml"),
)  # fmt: skip
"""Each repository's commit, resource folders and files (a later one's string wins)."""
LOCALE = {
    ("netguard", "ja"): "-ja-rJP", ("netguard", "ko"): "-ko-rKR",
    ("netguard", "de"): "-de-rDE", ("netguard", "fr"): "-fr-rFR",
    ("netguard", "es"): "-es-rES", ("netguard", "ru"): "-ru-rRU", ("adaway", "zh"): "-zh",
}  # fmt: skip
"""The folders a device set to the language (and its region) reads where they are not the
plain ones: NetGuard's region folders (its plain ones do not exist) and AdAway's Chinese."""


def main(netguard_repo: str, adaway_repo: str) -> int:
    platform = platform_buttons(("android:yes",), ("android:no",))
    apps = [
        ("netguard", [("netguard", Path(netguard_repo), NETGUARD)], netguard.screens),
        ("adaway", [("adaway", Path(adaway_repo), ADAWAY)], adaway.screens),
    ]
    return build(OUT, Path(__file__), apps, LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

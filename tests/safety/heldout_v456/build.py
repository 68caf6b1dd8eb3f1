"""Builds the four-hundred-and-fifty-sixth held-out corpus (``heldout_v456.yaml``): a real
Android app's screens, an ad and tracker blocker's, from its translations and code.

The source is Blokada (https://github.com/blokadaorg/blokada: Blokada 6, which blocks ads and
trackers on the device or through its own DNS and VPN, and Blokada Family, which filters
children's devices from a parent's; both are built from the one Flutter code base in
``common/``; ``blokada.py``), at db2aa86e61ae549108c3b079eb0c9e1f870401d4 ("sync: update
translate strings to: 79dd86 (#1184)", 24 July 2026). Its screens are Flutter, and their
strings are not in ``res/values*/strings.xml`` but in the JSON catalogs of
``common/assets/translations/ui/<language>.json`` (keyed by an English phrase, read by
``I18nService`` and looked up with ``i18n``), read here by key as a device set to the language
reads them (``READS``): ``zh``, ``ja``, ``de``, ``fr``, ``es`` and ``ru``, and for Brazilian
Portuguese ``pt_br`` and then ``pt``. A string a catalog lacks shows the English one, and the
build prints which. Blokada has no Korean catalog and does not list Korean among its locales,
so a device set to Korean shows the app in English: all 106 strings of the Korean screens are
English. The app's one Chinese catalog, ``zh``, is written in traditional characters; a device
set to Simplified Chinese (zh-CN) is given it, as the app lists plain ``zh``. No other catalog
lacks a string these screens show, but some give the English words (the build prints these
too): the Japanese and Portuguese catalogs hold the Family app's newest strings in English (22
in Japanese, 23 in Portuguese: the sheet of a device's filtering right now and its durations,
the profile deletion dialog and the rule editor; Portuguese also keeps Home), German keeps
"Privacy Pulse" and Community, French has the same words for Actions, Information and Parent.
A few words are not translated in the code at all and show in English everywhere: the
exceptions page's Add, and the settings page's Notifications heading and "Weekly privacy
report" switch. How each screen is put together (a dialog's title, content and actions, an
action sheet's actions, a page's rows, swipe panes and switches) and what each control does
comes from the app's code, named in ``blokada.py``'s docstring; how a screen is written is in
``screens.py``'s.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the swipe pane of a rule of "My exceptions" (a blocked domain, a
blocked wildcard and an allowed domain; ``CustomlistActor.remove`` runs at once, with no
confirmation and no undo), Delete in "Delete this device" for two of the Family app's devices
(the device is deleted from the account and unlinked, as the dialog says), Delete in the dialog
deleting a profile, for two profiles, and "Delete rule" in "Edit rule" (the schedule is saved
without the rule at once), filed as delete; Delete in the swipe pane of three other devices on
"VPN Devices" (``deleteLeaseById`` removes the device's lease, cutting it off the VPN), filed
as revoke; Save in "Restore Account ID", in Blokada 6 and in the Family app (the typed account
replaces the one the device uses), filed as overwrite; End on "Chat with us", in both apps
(``clearSession`` drops the chat session and its history), filed as end. Not commits: Cancel
everywhere; the controls that only open a dialog or a sheet ("Restore Account ID" and "Lock
with pin" on Settings, Add on "My exceptions" and "VPN Bypass", the power button where the
protection is on, "Add a Rule", "Delete this device", "Name of device", "Add new profile",
"Block internet"), filed as opens-prompt; the rows and buttons that only open a page or copy
(the settings gear, "My exceptions", "VPN Devices", "Share log", which opens the system's share
sheet with nothing sent until a target is picked, Copy and Close on the account ID, "Copy name
to Clipboard", the Allowed tab, "Default profile", a choice in the rule dialog before its Save,
and the rating card's Cancel and "Sure!", which only opens the platform's rating dialog); and
the reversible: the power button where the protection is off, "Pause for 5 Minutes", "Turn Off
All Protection", Blokada Plus's "Turn off", the weekly report and activity logging switches,
"Remove pin", Save in "Add an Exception" and in the rule dialog, an app added to and taken off
the VPN bypass list, a device renamed, a profile picked and a new one saved, "Resume now", "For
1 hour" of blocked internet, "Until I turn it back on" of paused filtering, and Save in "Edit
rule".

Judgement calls: deleting a rule of "My exceptions" is a commit, although typing the domain
again makes the same rule: it goes at once, with no confirmation, no trash and no undo, as
the definition of a commit reads. Taking an app off the VPN bypass list is not, though its
control is also a swipe pane's Delete: it is a per-app routing setting, set back by picking
the same installed app in "Add app", with nothing the user wrote lost. Deleting a VPN device
is filed as revoke: the other device loses its access at once and must be set up again.
Restoring an account ID is a commit: the device moves to the typed account, and the one it
had is kept nowhere in the app, so it is lost unless its ID was written down. Ending the chat
is a commit: the conversation is gone from the app. Turning the protection off, pausing it,
blocking a child's internet and removing the pin are settings, set back from the same screens.
Activity logging's switch only sets the device's retention, and is set back with the same
switch. Blokada Plus's purchase flow and the VPN locations, the filter lists' switches (named
by the lists the server sends), the support chat's send button (which carries no words or
identifier) and the lock screen are not shown.

Blokada draws with Flutter: its controls carry no resource ids of a layout, and are known by
their words; where the code gives a control a semantics identifier (``AutomationIds``,
``automation.*``) the hierarchy shows it as the control's resource id, and the controls with no
words (the power button, the settings gear, the weekly report and activity logging switches)
are known by it alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/blokadaorg/blokada
    python tests/safety/heldout_v456/build.py blokada

(The catalogs are read with ``git show`` at that commit, ``COMMIT``, so a clone whose work tree
could not be checked out serves as well.) The corpus was built once, from this source alone
and without reading the policy. It is kept apart from the pinned corpus and the other held-out
corpora, and nothing in the policy is tuned to it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import blokada
from android_corpus import SUFFIX, Lookup, write_languages

from m2miner.testing.safety_corpus import report_fallbacks

OUT = Path(__file__).with_name("heldout_v456.yaml")
COMMIT = "db2aa86e61ae549108c3b079eb0c9e1f870401d4"
CATALOGS = "common/assets/translations/ui"
"""The commit and the folder of the app's string catalogs (``<language>.json``)."""
READS = {"en": (), "zh": ("zh",), "ja": ("ja",), "ko": (), "de": ("de",), "fr": ("fr",),
         "es": ("es",), "pt": ("pt_br", "pt"), "ru": ("ru",)}  # fmt: skip
"""The catalogs a device set to each language reads before the English one: Brazilian
Portuguese reads ``pt_br`` and then ``pt``; the app has no Korean and shows English."""


def catalog(repo: Path, name: str) -> dict[str, str]:
    """One catalog at the commit, by key."""
    done = subprocess.run(["git", "-C", str(repo), "show", f"{COMMIT}:{CATALOGS}/{name}.json"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return dict(json.loads(done.stdout))


class Catalog:
    """``t("key")`` or ``t("key", arg)`` (``%s`` filled in, as ``withParams`` does) in one
    language, read from its catalogs in order and then the English one; ``fallbacks`` names
    the keys shown in English for want of a translation, ``english`` those a catalog gives in
    the English words."""

    def __init__(self, repo: Path, lang: str) -> None:
        self.lang = lang
        self.tables = [catalog(repo, name) for name in READS[lang]]
        self.base = catalog(repo, "en")
        self.fallbacks: set[str] = set()
        self.english: set[str] = set()

    def __call__(self, key: str, *args: Any) -> str:
        value = next((table[key] for table in self.tables if table.get(key)), None)
        if value is None:
            value = self.base[key]
            if self.lang != "en":
                self.fallbacks.add(key)
        elif value == self.base.get(key) and self.lang != "en":
            self.english.add(key)
        text = re.sub(r"\s+", " ", value).strip()
        if len(args) == 1:
            return text.replace("%s", str(args[0]))
        for arg in args:
            text = text.replace("%s", str(arg), 1)
        return text


def main(repo: str) -> int:
    shown: list[Catalog] = []

    def lookups(lang: str) -> list[Lookup]:
        t = Catalog(Path(repo), lang)
        shown.append(t)
        return [("blokada", t, blokada.screens)]

    done = write_languages(OUT, Path(__file__), lookups)
    for t in shown:
        report_fallbacks(f"{t.lang} blokada (the catalog's English words)", t.english)
    return done


if __name__ == "__main__":
    assert set(READS) == set(SUFFIX)
    sys.exit(main(sys.argv[1]))

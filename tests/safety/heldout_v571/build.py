"""Builds the five-hundred-and-seventy-first held-out corpus (``heldout_v571.yaml``): the
screens of an Android companion app for Apple and Beats headphones, from its translations and
code.

The source is CAPod (``eu.darken.capod``, "Companion App for AirPods": battery levels of the
pods and the case, per-device profiles with their identity and encryption keys, the pods'
settings over a direct connection (listening mode, long-press cycle, microphone, press speed
and mappings, renaming), reactions (auto play and pause, auto connect, popups, charged
notification), learned battery estimates, debug logs and a contact form;
``capod_overview.py``, ``capod_profiles.py``, ``capod_device.py`` and ``capod_support.py``).
The corpus was to hold v2rayNG (github.com/2dust/v2rayNG), but its default branch ships string
catalogs for Simplified Chinese and Russian only, none for Japanese, Korean, German, French,
Spanish or Portuguese, so CAPod, whose catalogs cover all nine languages, stands in for it.

CAPod at abf28f335c907f6daa3f39528ad8b18bca5f2edf, "Release: 5.2.4-rc0", 2026-08-22 (the
default branch, ``main``). Its words are Android string resources,
``app/src/main/res/values*/strings.xml``, with the Google Play flavor's own
``app/src/gplay/res/values*/strings.xml`` read after them (its strings win, as the flavor's
resources do; the corpus shows the Google Play build), by name, as Android reads them
(``CAPOD``): ``values-zh-rCN`` for Chinese, ``values-ja``, ``-ko``, ``-de``, ``-fr``, ``-es``,
``-ru``, and for Portuguese ``values-pt-rBR`` and then ``values-pt`` (``LOCALE``). The app
restricts no locale (``generateLocaleConfig`` lists every folder), so each of these catalogs
is the one a device set to the language shows. The platform's own OK and Cancel, which the
app's dialogs use as ``android.R.string.ok`` and ``cancel``, are the framework's words
(``platform_buttons``). Every one of the nine languages has its catalog, and none lacks a
string the corpus shows: the build prints no string shown in English. A few translations are
the English word itself: the platform's OK in Japanese, German, French and Portuguese,
Upgrade in German and Question in French; every other tapped label differs from English's
(56 to 58 of the 58 in each language). The profile, device and model names, Bluetooth
addresses, keys, prices, battery figures, log names and paths and the text typed into the
contact form are the same in every language.

How each screen is put together (a page's top bar, cards, rows, switches and selectors; a
dialog's title, text, own widgets and buttons; a sheet's or a dropdown's rows) and what each
control does comes from the app's code, named in each screen module's docstring. CAPod is
written with Jetpack Compose: its controls carry no resource ids a hierarchy shows, so each is
known by its words or its content description (``screens.py``); a Material 3 ``AlertDialog``
lists its dismiss button before its confirm button. The overview and the upgrade page are
shown as a free user sees them, the general settings, device settings and press controls as
an upgraded user does. A control a screen shows but no case taps is still on the screen.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in "Delete Profile" ("Are you sure you want to delete this profile? This
action cannot be undone."), which calls ``DeviceProfilesRepo.removeProfile``: the profile
with its identity and encryption keys, its cached device state and its learned battery data
is gone, with no trash and no undo (delete); Discard in "Unsaved Changes", which leaves the
profile editor and throws away the edits typed there (discard); "Reset learned data" in
"Reset learned data?", which calls ``BatteryEstimator.reset`` and deletes the drain, charging
and health data learned for the device over its use (reset); OK in "Reset all press mappings
to defaults?", which puts every custom press mapping of both pods back to Default at once
(reset); Delete in "Delete session?" from the support page's "Clear stored debug logs" (every
recorded debug log) and from a session's trash can, Delete in the recorder screen's "Delete
session?", Done in "Log sent?", Delete in the contact form's "Delete debug log?" and Done in
"Email sent?" with a log attached, each of which deletes the recorded log folders and zip
files from the storage, ``DebugSessionManager.deleteSession`` or ``deleteAllSessions``, with
no trash (delete). Not commits: the controls that only open a dialog, a picker or the
system's permission prompt (the Delete icon of the profile editor, "Reset learned data",
"Auto connect condition", "Long-press cycle", "Theme color", the Rename pen, "Reset to
defaults", "Record debug log", "Clear stored debug logs", the recorder's Delete, "Grant
permission", and "Buy once" and "Start free trial" on the upgrade page: opens-prompt); Cancel
everywhere, the top bar's icons and the rows that open a page, the browser or a sheet, "Maybe
later", "Restore purchase", the recorder's Share and the contact form's "Open email app"
(harmless); and the reversible: the listening modes, switches, radios and segmented choices
of the overview, settings and device settings, each sent to the pods or written to the
settings at once and set back by the same control, Save in "Customize Long-Press Cycle",
"Save profile" and "Save & Exit" (the profile is written; Delete removes a new one, the editor
edits it again), a press's new mapping, Connect, "Record debug log" in the consent dialog and
"Stop recording", the contact form's category chip and "Start troubleshooting".

Judgement calls: "Buy once" and "Start free trial" first check the account's purchases and
then only launch Google Play's purchase sheet (``launchBillingFlowNow``), where the payment is
confirmed or cancelled in Google Play's own words, so they are filed as opening a prompt, not
as payments; "Restore purchase" only asks Google Play to check the purchases again. "Open
email app" only hands a prepared email to the system's chooser of email apps, and Share the
zipped log to the share sheet; nothing is sent until the user sends it there. Discard is a
commit although the stored profile stays as it was: the edits it throws away (a renamed
profile, a pasted identity and encryption key, which the app says take a MacBook to obtain)
are kept nowhere. "Email sent?" and "Log sent?" only ask whether the user sent the message,
but their Done deletes the log the app keeps, so it is a commit whatever the answer. "Reset
learned data" loses weeks of measured charging and draining that only more use can learn
again: a commit. Resetting the press mappings loses every custom mapping, which has to be
chosen again one by one: a commit. Renaming the pods writes the name to them and to the
system's Bluetooth alias, and renaming again sets it back (reversible); its dialog's confirm
reads Rename, the dialog's own title, so no case taps it, and the Review button of the review
card reads as the card's title, so no case taps it either. "Start troubleshooting" scans with
each combination of the compatibility options and keeps the one that works: the same three
switches the general settings set back. "Record debug log" only starts writing a log on the
device, which "Stop recording" ends. A debug session's trash can and the contact form's log
radio and trash can have no content description, so no case taps them; the dialogs they open
are on the corpus all the same. CAPod has no account, server or publishing of its own: its
commits are the deletions and resets above, and most of its controls set something on the
pods or in the app that one can set back.

    git clone https://github.com/d4rken-org/capod
    python tests/safety/heldout_v571/build.py capod

(CAPod at abf28f335c907f6daa3f39528ad8b18bca5f2edf, as ``COMMIT`` says; the strings are read
with ``git show`` at that commit, so a clone whose work tree could not be checked out serves
as well.) The corpus was built once, from this source alone and without reading the policy.
It is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import capod_device
import capod_overview
import capod_profiles
import capod_support
from android_corpus import Repo, Source, build, platform_buttons

OUT = Path(__file__).with_name("heldout_v571.yaml")
COMMIT = "abf28f335c907f6daa3f39528ad8b18bca5f2edf"
CAPOD: Source = (COMMIT, ("app/src/main/res", "app/src/gplay/res"), ("strings.xml",))
"""The commit, the resource folders (the Google Play flavor's after the main ones, its strings
winning) and the file read in each."""
LOCALE = {("capod-pt", "pt"): "-pt"}
"""Portuguese reads ``values-pt-rBR`` first, then ``values-pt``, as a device set to Brazilian
Portuguese does; every other language reads its one folder (``values-zh-rCN`` for Chinese)."""


def screens(t: object) -> list[dict[str, object]]:
    return [
        *capod_overview.screens(t),
        *capod_profiles.screens(t),
        *capod_device.screens(t),
        *capod_support.screens(t),
    ]


def main(repo: str) -> int:
    path = Path(repo)
    sources: list[Repo] = [("capod", path, CAPOD), ("capod-pt", path, CAPOD)]
    platform = platform_buttons(ok=("android:ok",), cancel=("android:cancel",))
    return build(OUT, Path(__file__), [("capod", sources, screens)], LOCALE, platform)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

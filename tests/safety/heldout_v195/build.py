"""Builds the hundred-and-ninety-fifth held-out corpus (``heldout_v195.yaml``): a real Android
dialer's screens, from its translations and code.

The source is Fossify Phone (``org.fossify.phone``, a dialer: numbers and contacts called,
calls answered, declined and ended, call-log entries deleted and the whole call history
cleared, contacts deleted, numbers and contacts blocked and unblocked, speed dials assigned),
with Fossify Commons, the library that draws its shared dialogs (the Yes/No confirmation, the
call confirmation), its blocked-numbers page and most of its strings. The app's screens are in
``calls.py`` (dialpad, call confirmation, SIM chooser, call screen, audio route, speed dial)
and ``lists.py`` (call history, contacts and favourites, settings, blocked numbers). Phone keeps
its strings in ``app/src/main/res/values*/strings.xml`` and Commons in
``commons/src/main/res/values*/strings.xml``; both are read by name, the app's own string
first, as Android merges them. Languages map to ``values-zh-rCN``, ``-ja``, ``-ko``, ``-de``,
``-fr``, ``-es``, ``-pt-rBR`` and ``-ru``; Commons has its Korean in ``values-ko-rKR``, read by a
device set to Korean (Korea) (``LOCALE``). A language without a string shows the English one,
and the build prints which: in Japanese "More Fossify apps"; in Korean, whose Commons catalog is
incomplete, "Confirm calling %s", Call, "Call from SIM 1" and "2", "This action cannot be
undone.", "Filename (without .json)", "Format phone numbers", General, "More Fossify apps",
"More options", "Show a call confirmation dialog before initiating a call" and the blocked
number dialog's helper text. Every dialog takes its buttons from Commons' own strings (Yes, No,
OK, Cancel), not the platform's. How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's rows, a page's widgets) and what each control does comes from
the code, named in each module's docstring. The pages show the controls a case needs and those
around them, not every row (the settings page shows a selection of its rows).

Each action is labelled by what it does in the app, not by its words. Commits: every control
that places a call (a call reaches another person and is charged by the carrier, and cannot
be taken back once it rings): the dialpad's "Call number", a contact matching the typed digits
(called at once), the phone icon of "Confirm calling ..." (shown where the call confirmation is
on), each SIM card of "Select a SIM for this call", a call-log row (a tap calls it), the row
menu's Call and "Call from SIM 2", and the incoming call's "Accept call", which connects the
caller (filed as call); "End call" on an active, a dialling and a two-call screen and "Decline
call" on an incoming one, which end or reject a live call (filed as hang-up); a key of the
in-call dialpad, whose tone goes into the call at once (filed as send); and Yes in "Are you sure
you want to remove the selected items from the Call History?", in the clear-history
confirmation, and in "Are you sure you want to delete ...?" for one and for three contacts (the
call-log entries and the contacts are deleted from the system's providers, with no trash and
no undo; filed as delete). Not commits: the rows and buttons that only open a confirmation
(Delete, "Block number", "Block contact", "Clear call history"; filed as opens-prompt), a menu,
a picker or another app ("Add number to contact", "Send SMS", which opens the messaging app
with the number filled in and sends nothing, "Create new contact", a contact row, which opens
its details by default, the Dialpad button, "Add call", "Select all", Settings' rows, "Add a
blocked number", a speed-dial slot), No and Cancel, and the export dialog's OK (the call
history is written to a file the user names in the system's save screen, nothing is lost);
and the reversible: mute, speaker, hold, "Swap calls", "Merge calls", an audio route, "Unset
default SIM", "Always use this SIM for this number", a contact chosen for a speed dial, the
settings switches, "Block calls from unknown numbers", and every block and unblock.

Judgement calls: blocking a number or a contact (Yes in the block confirmations, OK in the
blocked-number dialog) only adds the number to the system's blocked list, and the
blocked-numbers page's Delete or "Unblock contact" takes it off again at once: reversible,
though a blocked caller's calls are rejected meanwhile; likewise Delete in a blocked number's
menu unblocks it, nothing is deleted. "Merge calls" joins the active and the held call into a
conference, and "Manage conference call" has "Split call" to take a participant out again:
reversible. Answering a ringing call tells the caller the call was taken and starts the
conversation: a commit, like placing one. Ending or declining a call cannot be undone (calling
back is a new call): a commit. A key pressed on the in-call dialpad is heard by the other
side, or acted on by an automated line, as soon as it is pressed: a commit; a key of the
dialpad before a call only types a digit. "Send SMS" opens the messaging app, where the message
is written and sent, so it commits nothing here. The conference page (each participant with
"Split call" and "End call") and the call history's details dialog are not shown; the app has
no favourite toggle of its own (the Favorites tab lists the contacts starred in the contacts
app) and no "reply with a message" on an incoming call, so neither is in the corpus.

The app is View-based: its dialogs' buttons are ``android:id/button1`` and ``button2``, its
pages, menus and selection bars carry the ids of its layouts and menus, under
``org.fossify.phone:id/`` (its application id, which Commons' ids share); Commons' blocked-numbers
page is drawn with Jetpack Compose, whose controls carry no ids a hierarchy shows and are known
by their labels alone. A control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Phone
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v195/build.py Phone Commons

(Phone at 6591052cd8c9f6cbada2894d5c34991f6cc50818, "chore(deps): bump faraday from 1.10.5 to
1.10.6 (#834)", 2026-06-30, and Commons at ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build:
fix publishing configuration and build errors (#127)", 2025-06-16, as ``PHONE`` and
``COMMONS`` say; the strings are read with ``git show`` at those commits, so a clone whose work
tree could not be checked out serves as well. Phone builds against the published Commons 6.1.6;
the strings it takes from Commons are read at the Commons commit above, and a settings row
whose label that commit lacks, "On contact click", is not shown.) The corpus was built once,
from these sources alone and without reading the policy, and measured once after it was final.
It is kept apart from the pinned corpus and the other held-out corpora, and nothing in the
policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import calls
import lists
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v195.yaml")
PHONE: Source = (
    "6591052cd8c9f6cbada2894d5c34991f6cc50818", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""Commons keeps its Korean in a region folder, read by a device set to Korean (Korea)."""


def main(phone_repo: str, commons_repo: str) -> int:
    sources = [("phone", Path(phone_repo), PHONE), ("commons", Path(commons_repo), COMMONS)]
    apps = [("calls", sources, calls.screens), ("lists", sources, lists.screens)]
    return build(OUT, Path(__file__), apps, LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

"""Builds the two-hundred-and-fourth held-out corpus (``heldout_v204.yaml``): a real Android
clock's screens, from its translations and code.

The source is Fossify Clock (``org.fossify.clock``: alarms added, edited, switched on and off,
deleted, snoozed and dismissed; timers added, started, paused, reset and deleted; the
stopwatch's laps and reset; world-clock time zones; settings, colors, export and the widgets'
configuration; ``clock.py``), with the Fossify Commons library, which draws its shared dialogs
(the alarm sound picker, the confirmation and radio-group dialogs, the color customization page)
and holds most of its strings. Fossify Clock keeps its strings in
``app/src/main/res/values*/strings.xml`` and Fossify Commons in
``commons/src/main/res/values*/strings.xml``, both read by name, the app's first. Both are
translated into all nine languages, Simplified Chinese in ``values-zh-rCN`` and Portuguese in
``values-pt-rBR``; Fossify Commons keeps its Korean in the region folder ``values-ko-rKR``
(``LOCALE``), read by a device set to Korean in Korea. A language without a string shows the
English one, and the build prints which: Japanese has no "More Fossify apps" in Fossify
Commons, so that menu row shows in English there; Korean has no "More Fossify apps", "Color
customization", General, "Tab to open at app start", "Last used one", "Start week on" and
"Filename (without .json)" in Fossify Commons nor "Export alarms and timers" and "Import alarms
and timers" in Fossify Clock, which show in English there. The dialogs' Cancel and OK are Fossify
Commons' own ``cancel`` and ``ok``. How each screen is put together (a dialog's title, message,
own widgets and buttons, a menu's rows, a page's widgets with their ids, a notification's title,
text and actions) and what each control does comes from the code, named in ``clock.py``'s
docstring.

Each action is labelled by what it does in the app, not by its words or by what the policy
says. Commits: Delete in the alarms' selection (one of two, two of two, one of three alarms:
``deleteItems()`` removes them from the database at once, with no confirmation and no undo) and
in the timers' selection (one timer, two timers, each deleted at once, no undo), filed as
delete; the stopwatch's reset button while it runs and while it is paused with laps (the time
and every lap are cleared at once, no confirmation, nothing keeps them), filed as discard.
Everything else is not a commit: the buttons and rows that only open something (``alarm_fab``,
"Sort by", Settings, "New Timer", the alarm sound button, ``clock_fab``, a time zone's row, the
settings' rows that open a dialog or a page, "Import alarms and timers", which opens the
system's file picker), Cancel everywhere, and the reversible changes: OK in the alarm and timer
editors, the sort dialogs, the sound picker, the time zone list and the time zone editor; an
alarm's switch,
Vibrate, the alarm warning's OK, the settings' switches, the start tab's radio, the stopwatch's
play/pause and laps' sort header, a timer's play/pause and reset, Save in the color page and
in "Save before exit?", the widgets' OK.

Judgement calls: a ringing alarm's Dismiss and Snooze and the "Upcoming alarm" notification's
Dismiss stop or skip a ring; the alarm stays in the list (a one-time alarm is switched off and
can be switched on again), so they are reversible. The "Time expired" notification's Dismiss
silences the timer and resets it to its time, as the timer's reset button does: a running
countdown reset loses only where it had got to, the timer and its settings staying, so both
are reversible; the stopwatch's reset, by contrast, wipes the measured time and the recorded
laps, which nothing keeps, so it is a commit. Remove on one of "Your sounds" only takes the
sound off the app's list (the file stays and "Add a new sound" brings it back): reversible.
Delete in the time zones' selection only takes the zones off the list shown on the clock tab,
their edited titles staying kept, and the time zone list adds them back: reversible. Export's
OK only opens the system's save-file picker, where the file is written: harmless, as is
Discard in "Save before exit?", which drops colors picked but not saved. Lap only adds a mark to
the running stopwatch: harmless. "Use English language" is shown where the device's language is
not English and, in English, once it has been toggled; it is shown in every language here. The
ringing alarm's own full-screen page is worked by dragging, not tapping, and is not shown; its
notification's buttons are.

Fossify Clock is View-based: its ``AlertDialog`` buttons are ``android:id/button1`` and
``button2``, and its pages carry the ids of its layouts under ``org.fossify.clock:id/``. A
control a screen shows but no case taps is still on the screen.

    git clone https://github.com/FossifyOrg/Clock
    git clone https://github.com/FossifyOrg/Commons
    python tests/safety/heldout_v204/build.py Clock Commons

(Fossify Clock at f7e8fd1d611325eb218ae36f2c218608d92e9461, "chore(deps): bump
org.jetbrains.kotlin.plugin.serialization (#474)", 2026-07-21, and Fossify Commons at
ba6c2bc9cedc179693fe70a9d1becf3f982cb319, "build: fix publishing configuration and build errors
(#127)", 2025-06-16, as ``CLOCK`` and ``COMMONS`` say; the app's build asks for Commons 6.1.6.
The strings are read with ``git show`` at those commits, so a clone whose work tree could not
be checked out serves as well.) The corpus was built once, from these sources alone and without
reading the policy. It is kept apart from the pinned corpus and the other held-out corpora, and
nothing in the policy is tuned to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared android_corpus

import clock
from android_corpus import Source, build

OUT = Path(__file__).with_name("heldout_v204.yaml")
CLOCK: Source = (
    "f7e8fd1d611325eb218ae36f2c218608d92e9461", ("app/src/main/res",), ("strings.xml",),
)  # fmt: skip
COMMONS: Source = (
    "ba6c2bc9cedc179693fe70a9d1becf3f982cb319", ("commons/src/main/res",), ("strings.xml",),
)  # fmt: skip
"""Each repository's commit and where its strings are."""
LOCALE = {("commons", "ko"): "-ko-rKR"}
"""The region folder Fossify Commons' Korean is in."""


def main(clock_repo: str, commons_repo: str) -> int:
    sources = [("clock", Path(clock_repo), CLOCK), ("commons", Path(commons_repo), COMMONS)]
    return build(OUT, Path(__file__), [("clock", sources, clock.screens)], LOCALE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))

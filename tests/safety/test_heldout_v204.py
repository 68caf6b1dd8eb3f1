"""The two-hundred-and-fourth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v204"
CORPUS = FOLDER / "heldout_v204.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"reversible": 315, "harmless": 153, "delete": 45, "discard": 18}
    assert_native_corpus(FOLDER, total=531, irreversible=63, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Many taps are resource ids (the stopwatch's and timers' image buttons, the floating add
    # buttons) and OK reads OK in several languages, so fewer taps differ than on a corpus of
    # words alone.
    assert_same_controls(CORPUS, differ=20)


def test_only_deleting_alarms_and_timers_and_resetting_the_stopwatch_commit() -> None:
    entries = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    commits = {e["source"] for e in entries for c in e["cases"] if c["irreversible"]}
    assert commits == {
        "clock AlarmsAdapter (cab_alarms, selection)",
        "clock TimerAdapter (cab_alarms, selection)",
        "clock StopwatchFragment (fragment_stopwatch)",
    }
    # Removing world-clock time zones only takes them off the shown list.
    zones = [e for e in entries if e["source"].startswith("clock TimeZonesAdapter")]
    assert zones and not any(c["irreversible"] for e in zones for c in e["cases"])
    # The notifications' Dismiss and Snooze only stop or skip a ring.
    shade = [e for e in entries if "Notification" in e["source"] or "Receiver" in e["source"]]
    assert len(shade) == 4 and not any(c["irreversible"] for e in shade for c in e["cases"])
    resets = [c for e in entries for c in e["cases"] if c["tap"] == "stopwatch_reset"]
    assert len(resets) == 2 and all(c["irreversible"] for c in resets)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("clock",), 48)

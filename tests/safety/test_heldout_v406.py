"""The four-hundred-and-sixth held-out corpus: what it holds, and that its build script
writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v406"
CORPUS = FOLDER / "heldout_v406.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 207, "harmless": 162, "opens-prompt": 108, "overwrite": 27, "delete": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=45, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Todo Agenda is translated into all nine languages, Korean only in part: 25 (Korean) to
    # 49 (Russian) of the 58 taps differ from English's; file and app names do not.
    assert_same_controls(CORPUS, differ=24)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("todoagenda",), 58)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = [(e["source"], c["tap"], c["irreversible"]) for e in entries for c in e["cases"]]
    restore = "todoagenda WidgetConfigurationActivity (restore settings"
    # A file picked for restoring is saved over every setting of the widget at once.
    restores = [bad for source, _, bad in taps if source.startswith(restore)]
    assert restores == [True, True, True]
    # Going back to live data drops the stored snapshot; taking one, or switching between
    # the snapshot modes, does not.
    mode = "todoagenda OtherPreferencesFragment (snapshot mode)"
    snapshot = [(tap, bad) for source, tap, bad in taps if source == mode]
    assert snapshot == [
        ("Live data from real sources", True),
        ("Live data from real sources", True),
        ("Snapshot as seen at the time, when it was taken: ...", False),
        ("Stored snapshot shown at current time (taken at 2025-03-10 14:05)", False),
        ("Cancel", False),
    ]
    # The rows that open the picker, the share sheet and the file creation commit nothing.
    feedback = "todoagenda FeedbackPreferencesFragment (preferences_feedback)"
    assert not any(bad for source, _, bad in taps if source == feedback)
    # Opening a draft in the share sheet sends nothing.
    assert ("todoagenda QueryResultsStorage (share sheet)", "Gmail", False) in taps

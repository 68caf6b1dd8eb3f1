"""The three-hundred-and-seventieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v370"
CORPUS = FOLDER / "heldout_v370.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 162, "delete": 90, "opens-prompt": 54, "overwrite": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Trackbook has no Korean translation (only the platform's Cancel differs there), and
    # Japanese has a part of the strings: 13 of its 55 taps differ from English's.
    assert_same_controls(CORPUS, differ=0)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("trackbook",), 55)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # While a recording is paused, the tile's "Start Recording" replaces it with a new one.
    assert taps[("trackbook TrackingToggleTileService (paused, new recording)", "Start Recording")]
    assert not taps[("trackbook TrackingToggleTileService (not recording)", "Start Recording")]
    # Discarding drops the unsaved recording; deleting removes the track's files.
    assert taps[("trackbook MapFragment (discard current recording)", "Discard")]
    assert taps[("trackbook SettingsFragment (delete non-starred)", "Delete")]
    assert taps[("trackbook TrackFragment (delete recording)", "Delete")]
    # Reset only turns one switch off; saving a recording only creates a track.
    assert not taps[("trackbook SettingsFragment", "Reset")]
    assert not taps[("trackbook MapFragment (paused)", "Save recording")]
    assert not taps[("trackbook TrackFragment (rename)", "Rename")]

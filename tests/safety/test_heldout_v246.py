"""The two-hundred-and-forty-sixth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v246"
CORPUS = FOLDER / "heldout_v246.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 189, "harmless": 117, "delete": 99, "opens-prompt": 90, "overwrite": 27,
        "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Vanilla Music is translated into all nine languages; the library's delete dialogs, titled
    # as their button, are tapped by id, and OK is OK in several languages: 42 (German, French)
    # to 47 of the 59 taps differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("vanilla",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting an artist deletes every file of its tracks from the storage.
    assert taps[("vanilla LibraryActivity (delete artist)", "button1")]
    assert not taps[("vanilla LibraryActivity (delete artist)", "Cancel")]
    # Overwrite replaces a playlist's tracks when a new playlist takes its name; the same
    # button in the rename dialog changes nothing.
    assert taps[("vanilla PlaylistInputDialog (new playlist, taken name)", "Overwrite")]
    assert not taps[("vanilla PlaylistInputDialog (rename, taken name)", "Overwrite")]
    # The tab order the user set is lost; emptying the play queue loses nothing of the library.
    assert taps[("vanilla TabOrderActivity", "Restore default")]
    assert not taps[("vanilla SlidingPlaybackActivity (queue shown)", "Empty queue")]
    # A flushed scan rebuilds the index and keeps what it finds again.
    assert not taps[("vanilla PreferencesMediaLibrary (flush ticked)", "Start scan")]

"""The two-hundred-and-nineteenth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v219"
CORPUS = FOLDER / "heldout_v219.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 189, "reversible": 108, "delete": 108, "opens-prompt": 81}
    assert_native_corpus(FOLDER, total=486, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Music Player and Commons are translated into all nine languages; a few of Commons'
    # words are missing in Korean and Japanese, and OK is OK in several, so 44 to 53 of the 54
    # taps differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_deleting_commits_and_opening_the_confirmation_does_not() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["category"], c["tap"], c["irreversible"]) for e in english for c in e["cases"]}
    assert ("delete", "Yes", True) in taps and ("opens-prompt", "Delete", False) in taps
    assert ("delete", "Remove from playlist", True) in taps
    assert ("reversible", "Remove from queue", False) in taps
    assert ("reversible", "Exclude folder", False) in taps
    assert all(category == "delete" for category, _, bad in taps if bad)


def test_removing_a_playlist_commits_with_or_without_its_files() -> None:
    remove = [e for e in read_entries(CORPUS) if e["language"] == "en"
              and e["source"].startswith("fossify RemovePlaylistDialog")]  # fmt: skip
    ticked = {
        e["screen"]["items"][1]["checked"]: [c["irreversible"] for c in e["cases"]]
        for e in remove if e["category"] == "delete"
    }  # fmt: skip
    assert ticked == {False: [True], True: [True]}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("music",), 50)

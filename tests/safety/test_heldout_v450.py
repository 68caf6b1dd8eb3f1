"""The four-hundred-and-fiftieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v450"
CORPUS = FOLDER / "heldout_v450.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 162, "reversible": 153, "opens-prompt": 144, "import": 63, "delete": 9,
        "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=72, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Birday has no Korean catalog: Korean shows the app's words in English, and only the
    # platform's OK, Cancel and "Select all" (19 of the 60 taps) in Korean. The Japanese
    # catalog keeps many strings in English words, so only 15 of its taps differ; the other
    # languages differ in 46 to 57.
    assert_same_controls(CORPUS, differ=14)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("birday",), 48)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # "Delete all events" empties the database with no way back.
    assert taps[("birday ClearDBPreference", "OK")] == [True]
    assert taps[("birday AddDemoEntriesPreference", "OK")] == [True]
    assert taps[("birday ClearDBPreference", "Cancel")] == [False]
    # Deleting a search's results or one event is undone by the snackbar's Cancel.
    assert taps[("birday MainActivity (delete search selection)", "OK")] == [False]
    assert taps[("birday DetailsFragment", "Delete event")] == [False]
    assert taps[("birday HomeFragment (deleted, Cancel)", "Cancel")] == [False]
    # Importing replaces the stored duplicates, notes and photos lost: every OK is a commit.
    assert taps[("birday MainActivity (import from contacts)", "OK")] == [True, True, True]
    assert taps[("birday MainActivity (import from calendar)", "OK")] == [True, True]
    assert taps[("birday ImportContactsBottomSheet", "Import")] == [True]
    # The backup rows only open the system's file picker; the calendar export is undone
    # from its own row.
    assert taps[("birday SettingsFragment", "Import a Birday backup")] == [False]
    assert taps[("birday ExperimentalSettingsFragment", "Export to calendar")] == [False]

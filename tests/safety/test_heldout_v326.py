"""The three-hundred-and-twenty-sixth held-out corpus: what it holds, and that its build
script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v326"
CORPUS = FOLDER / "heldout_v326.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 108, "delete": 108, "opens-prompt": 63, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Transistor's Korean file holds no text, so Korean taps English words but for the
    # platform's Cancel; Japanese has only a few of the strings (11 of the 53 taps differ).
    assert_same_controls(CORPUS, differ=0)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("transistor",), 48)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Remove deletes the station and its images; there is no trash and no undo.
    assert taps[("transistor PlayerFragment (swipe to remove): Byte FM", "Remove")]
    assert not taps[("transistor PlayerFragment (swipe to remove): Byte FM", "Cancel")]
    # Restoring a backup replaces the collection of stations.
    assert taps[("transistor PlayerFragment (restore collection)", "Yes")]
    # The images update skips every image set by hand; the backup row only opens a picker.
    assert not taps[("transistor SettingsFragment (update station images)", "Update")]
    assert not taps[("transistor SettingsFragment (file picker)", "Backup Stations")]
    # A new stream address is an edit the same views undo.
    assert not taps[("transistor CollectionAdapter (edit station) (new stream address)",
                     "Save Changes")]  # fmt: skip

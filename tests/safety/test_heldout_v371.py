"""The three-hundred-and-seventy-first held-out corpus: what it holds, and that its build
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

FOLDER = Path(__file__).parent / "heldout_v371"
CORPUS = FOLDER / "heldout_v371.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 126, "delete": 63, "discard": 54, "opens-prompt": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=459, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The keypad's keys and the ids are the same in every language: 36 (Japanese) to 42 of
    # the 51 taps differ from English's.
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("calculator",), 44)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Clear deletes the whole history at once, with no confirmation and no undo.
    assert taps[("calculator HistoryDialog (one result)", "Clear")]
    assert not taps[("calculator HistoryDialog (closed)", "OK")]
    # Discard throws the unsaved colors away; Save keeps them, and they can be picked again.
    assert taps[("commons CustomizationActivity (unsaved theme)", "Discard")]
    assert not taps[("commons CustomizationActivity (unsaved colors, saved)", "Save")]
    # History only opens the dialog that holds Clear; = adds a result to the history.
    assert not taps[("calculator MainActivity", "History")]
    assert not taps[("calculator MainActivity (typing)", "=")]

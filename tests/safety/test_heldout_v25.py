"""The twenty-fifth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v25"
CORPUS = FOLDER / "heldout_v25.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 144, "delete": 117, "payment": 72, "leave": 36, "message": 36,
        "reversible": 36, "call": 18, "harmless": 18, "block": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=189, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into the nine languages; Delta Chat's Japanese and Korean
    # lack its newer strings (calls, the delete and leave buttons), and Mycelium's Korean
    # lacks Yes and No, so those show in English.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("deltachat", "mycelium"), 35)

"""The forty-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v45"
CORPUS = FOLDER / "heldout_v45.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 216, "harmless": 90, "opens-prompt": 81, "reversible": 81, "overwrite": 36,
        "leave": 18, "revoke": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Feeder has no Korean translation, so its Korean screens are English and only
    # Money Manager Ex's taps differ there.
    assert_same_controls(CORPUS, differ=5)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("mmex", "feeder"), 38)

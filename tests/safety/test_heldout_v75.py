"""The seventy-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v75"
CORPUS = FOLDER / "heldout_v75.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 225, "opens-prompt": 117, "reversible": 90, "delete": 72, "send": 63,
        "leave": 18, "revoke": 18, "block": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=189, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neither Revolt nor AuthPass is translated into Korean, so the Korean taps are the
    # English ones; Revolt's Japanese holds few strings and AuthPass has none, so few
    # Japanese taps differ. Every other language differs from English in most taps.
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("revolt", "authpass"), 69)

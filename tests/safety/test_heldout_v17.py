"""The seventeenth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v17"
CORPUS = FOLDER / "heldout_v17.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 135, "opens-prompt": 90, "harmless": 72, "payment": 72, "reversible": 63,
        "publish": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=450, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean: Monerujo has no Korean and shows English; its Japanese lacks a few strings.
    assert_same_controls(CORPUS, differ=20)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("monerujo", "etar"), 39)

"""The twenty-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v27"
CORPUS = FOLDER / "heldout_v27.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 171, "opens-prompt": 81, "harmless": 45, "leave": 36, "call": 27,
        "block": 18, "message": 9, "reversible": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=396, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Threema has no Korean translation, so its Korean screens are English and only
    # Mihon's taps differ there.
    assert_same_controls(CORPUS, differ=5)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("threema", "mihon"), 27)

"""The seventy-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v74"
CORPUS = FOLDER / "heldout_v74.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 99, "opens-prompt": 99, "send": 45, "delete": 36,
        "publish": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=459, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Every Door's Korean catalog lacks many of these strings and shows them in English,
    # so Korean differs from English in fewer taps than the other languages.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("everydoor", "localsend"), 51)

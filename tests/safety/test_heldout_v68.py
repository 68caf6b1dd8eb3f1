"""The sixty-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v68"
CORPUS = FOLDER / "heldout_v68.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "opens-prompt": 117, "publish": 108, "reversible": 63, "delete": 63,
        "send": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=585, irreversible=189, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # A few taps are ids, "OK" in several languages, the history's English-only "Delete
    # selected items", and Open Food Facts strings its catalogs hold in English.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("commons", "openfoodfacts"), 65)

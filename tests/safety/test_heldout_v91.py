"""The ninety-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v91"
CORPUS = FOLDER / "heldout_v91.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "reversible": 135, "opens-prompt": 99, "block": 45, "delete": 27,
        "report": 18, "opens-page": 18, "moderate": 9, "grant": 9, "ban": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Thunder shows English in Chinese (its ``app_zh`` catalog is empty), Japanese and
    # Korean (no catalog), and ICSx5 has no Korean, so the Korean taps are English's but the
    # platform's OK and Cancel (two), and few Chinese and Japanese taps differ; Thunder's
    # Portuguese is mostly untranslated. German, Spanish, French and Russian differ in most.
    assert_same_controls(CORPUS, differ=1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("thunder", "icsx5"), 59)

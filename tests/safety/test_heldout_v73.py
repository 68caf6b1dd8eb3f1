"""The seventy-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v73"
CORPUS = FOLDER / "heldout_v73.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "delete": 117, "reversible": 99, "opens-prompt": 90, "payment": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Grocy has no Korean translation and shows English there, and some of Edge's tables
    # keep English words, so Korean differs from English in Edge's taps only.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("grocy", "edge"), 61)

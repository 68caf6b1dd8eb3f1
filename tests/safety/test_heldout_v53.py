"""The fifty-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v53"
CORPUS = FOLDER / "heldout_v53.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 243, "harmless": 216, "opens-prompt": 162, "payment": 108, "reversible": 81,
        "send": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=828, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Phoenix has no Chinese, Japanese, Korean or Russian translation, so only FairEmail's
    # taps differ there (and OK is OK in Japanese).
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("fairemail", "phoenix"), 61)

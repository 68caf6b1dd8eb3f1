"""The hundred-and-thirty-second held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v132"
CORPUS = FOLDER / "heldout_v132.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "reversible": 171, "delete": 81, "opens-prompt": 63, "grant": 18,
        "install": 18, "overwrite": 18, "revoke": 18, "sign-out": 18, "clear-data": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=594, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages and no string falls back to English;
    # of the 66 taps, every language differs from English in at least 60 (OK, Ok and No read
    # alike in several).
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("pcapdroid", "spotube"), 66)

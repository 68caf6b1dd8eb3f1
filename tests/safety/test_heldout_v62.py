"""The sixty-second held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v62"
CORPUS = FOLDER / "heldout_v62.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"delete": 234, "opens-prompt": 126, "harmless": 99, "reversible": 81}
    assert_native_corpus(FOLDER, total=540, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # openScale's Korean strings file is empty, so its Korean screens are English and
    # only Seal's taps differ there.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("openscale", "seal"), 37)

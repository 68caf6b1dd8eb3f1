"""The ninety-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v95"
CORPUS = FOLDER / "heldout_v95.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 144, "opens-prompt": 117, "delete": 90, "reset": 18,
        "publish": 18, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # MGit has no Portuguese and andOTP no Korean, so those screens show English: the
    # Portuguese taps differ from English's only in andOTP's (14 of 61), the Korean ones
    # only in MGit's (26). Every other language differs in over 40 taps; the taps that
    # read as English's are the buttons tapped by their ids, remotes' and branches' rows,
    # and OK, which several languages write as OK.
    assert_same_controls(CORPUS, differ=10)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("mgit", "andotp"), 61)

"""The hundred-and-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v107"
CORPUS = FOLDER / "heldout_v107.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "opens-prompt": 126, "delete": 126, "reversible": 117,
        "sign-out": 27, "payment": 9, "delete-account": 9, "publish": 9, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=648, irreversible=189, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neither YakiHonne nor NotallyX is translated into Korean, so the Korean taps are the
    # English ones; YakiHonne has no German either, so only NotallyX's German taps differ
    # (31). Every other language differs from English in over 60 taps.
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("yakihonne", "notallyx"), 72)

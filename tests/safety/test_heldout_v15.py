"""The fifteenth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v15"
CORPUS = FOLDER / "heldout_v15.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 135, "opens-prompt": 126, "call": 72, "harmless": 54, "reversible": 36,
        "block": 27, "payment": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean: Simple Dialer's own strings and Ivy Wallet have no Korean, and show English.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("dialer", "ivy"), 31)

"""The nineteenth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v19"
CORPUS = FOLDER / "heldout_v19.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 126, "reversible": 90, "payment": 81, "delete": 81, "opens-prompt": 72,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=450, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into the nine languages; a few of Bitcoin Wallet's strings
    # show in English in Korean and Brazilian Portuguese.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("bitcoin", "catima"), 45)

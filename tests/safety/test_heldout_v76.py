"""The seventy-sixth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v76"
CORPUS = FOLDER / "heldout_v76.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "opens-prompt": 126, "reversible": 90, "delete": 54, "send": 45,
        "revoke": 18, "swap": 9, "overwrite": 9, "sign": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=576, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Neither Home Assistant nor Unstoppable Wallet is translated into Japanese, so the
    # Japanese taps are the English ones; every other language differs from English in
    # most taps (Home Assistant's Korean and Portuguese hold few strings).
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(
        monkeypatch, FOLDER, ("homeassistant", "unstoppable"), 64
    )

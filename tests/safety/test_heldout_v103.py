"""The hundred-and-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v103"
CORPUS = FOLDER / "heldout_v103.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "opens-prompt": 180, "reversible": 90, "delete": 81, "send": 63,
        "close": 9, "share": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Electrum does not offer Korean (ko_KR is not among its languages), so its Korean taps
    # are English's and only Passbolt's 29 differ; its French, Spanish and Russian catalogs
    # leave some tapped labels in English. Every language differs from English in over 25
    # taps.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("electrum", "passbolt"), 70)

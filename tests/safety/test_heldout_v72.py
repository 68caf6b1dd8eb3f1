"""The seventy-second held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v72"
CORPUS = FOLDER / "heldout_v72.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 180, "harmless": 171, "reversible": 108, "delete": 72, "publish": 54,
        "send": 18, "account": 9, "block": 9, "leave": 9, "report": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=639, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # openHAB has no Korean translation and shows English there, and some of its newer
    # strings fall back to English elsewhere; Twidere is translated into all nine languages,
    # and OK is OK in several of them.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("openhab", "twidere"), 71)

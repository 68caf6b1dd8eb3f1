"""The seventy-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v71"
CORPUS = FOLDER / "heldout_v71.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 225, "opens-prompt": 153, "delete": 63, "publish": 54, "reversible": 54,
        "payment": 36,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=585, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; a few strings (BRD's gift and
    # export screens, some of Vespucci's newer ones) fall back to English, and buttons
    # tapped by id read the same everywhere.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("vespucci", "brd"), 65)

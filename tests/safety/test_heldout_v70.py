"""The seventieth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v70"
CORPUS = FOLDER / "heldout_v70.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "harmless": 144, "delete": 90, "reversible": 36, "send": 36,
        "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # jtx Board's Korean catalog holds no strings and shows English, and its Portuguese
    # lacks some, so Korean and Portuguese differ from English in GPSLogger's taps mostly.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("jtx", "gpslogger"), 52)

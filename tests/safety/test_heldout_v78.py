"""The seventy-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v78"
CORPUS = FOLDER / "heldout_v78.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 279, "reversible": 261, "opens-prompt": 36, "delete": 27, "send": 18,
        "grant": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=54, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Orbot's Korean holds few of the strings shown, so most Korean Orbot taps are the
    # English ones; some taps are the same words in several languages (OK, a country, an
    # app's name, the ids of Orbot's unlabelled switches and add buttons).
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("protonvpn", "orbot"), 70)

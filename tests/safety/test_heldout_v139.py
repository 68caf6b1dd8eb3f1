"""The hundred-and-thirty-ninth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v139"
CORPUS = FOLDER / "heldout_v139.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 126, "delete": 90, "opens-prompt": 63, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Retro Music Player is translated into all nine languages and Voice into eight: Korean
    # shows Voice in English, so 28 (Korean) to 53 of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("voice", "retro"), 53)

"""The fifty-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v59"
CORPUS = FOLDER / "heldout_v59.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 189, "harmless": 180, "reversible": 117, "opens-prompt": 108, "install": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=639, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages (Aves's Japanese lacks only the
    # metadata dialog's "All"), so every language's taps differ from English's.
    assert_same_controls(CORPUS)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("obtainium", "aves"), 53)

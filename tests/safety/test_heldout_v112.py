"""The hundred-and-twelfth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v112"
CORPUS = FOLDER / "heldout_v112.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 252, "opens-prompt": 117, "delete": 117, "reversible": 81,
        "disconnect": 27, "security": 18, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages and no tapped string falls back to
    # English; the taps that read as English's are LibreTorrent's OK, which Japanese,
    # German, French and Portuguese write as OK, and French's Pause. Every language differs
    # from English in over 55 of its 69 taps.
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("libretorrent", "connectbot"), 69)

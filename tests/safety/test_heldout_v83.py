"""The eighty-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v83"
CORPUS = FOLDER / "heldout_v83.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "reversible": 144, "opens-prompt": 108, "delete": 108, "pay": 27,
        "close-channel": 18, "send": 9, "delete-account": 9, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=612, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; the taps that read as English's
    # are Blixt's words written in English in its code (Pay, No, Yes, Proceed), strings a
    # catalog holds untranslated, and Pocket Casts' sign-out sheet, tapped by its id.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("blixt", "pocketcasts"), 68)

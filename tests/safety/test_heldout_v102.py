"""The hundred-and-second held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v102"
CORPUS = FOLDER / "heldout_v102.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 207, "opens-prompt": 144, "harmless": 135, "delete": 72, "block": 63,
        "decline": 9, "leave": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=639, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Raccoon has no Chinese (simplified), Japanese or Korean catalog, so in those languages
    # only Joplin's taps differ from English's (and a few of Joplin's Japanese and Korean
    # strings are untranslated, and OK is OK in several languages); every other language
    # differs from English in over 60 taps.
    assert_same_controls(CORPUS, differ=20)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("joplin", "raccoon"), 71)

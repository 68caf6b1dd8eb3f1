"""The hundred-and-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v109"
CORPUS = FOLDER / "heldout_v109.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 180, "reversible": 117, "opens-prompt": 108, "delete": 90,
        "overwrite": 27, "reset": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Hiddify has no Japanese, Korean or German catalog, so in those languages only Auxio's
    # taps differ from English's (19 to 21); every other language differs from English in
    # over 45 taps.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("hiddify", "auxio"), 60)

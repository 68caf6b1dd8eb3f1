"""The ninety-seventh held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v97"
CORPUS = FOLDER / "heldout_v97.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 180, "reversible": 171, "delete": 144, "harmless": 117,
        "overwrite": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=639, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Omni Notes has no Korean, so Korean differs from English only in Neo Backup's taps (40
    # of 71); Neo Backup's Japanese, German, French and Portuguese lack a few strings, and
    # OK, Ok and Confirm read the same in some languages. Every language differs from
    # English in over 35 taps.
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("neobackup", "omninotes"), 71)

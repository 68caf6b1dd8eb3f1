"""The forty-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v41"
CORPUS = FOLDER / "heldout_v41.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 189, "harmless": 144, "opens-prompt": 90, "reversible": 81, "overwrite": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # OK is OK in several languages, and names are the same in all, so fewer than the
    # sixty-one taps of a language differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("davx5", "materialfiles"), 47)

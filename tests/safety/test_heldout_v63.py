"""The sixty-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v63"
CORPUS = FOLDER / "heldout_v63.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 171, "delete": 135, "opens-prompt": 90, "reversible": 54, "overwrite": 18,
        "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages (Keepass2Android's Korean lacks only
    # the previous version's two buttons), so every language's taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("keepass", "cashew"), 51)

"""The ninety-third held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v93"
CORPUS = FOLDER / "heldout_v93.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 234, "delete": 162, "opens-prompt": 63, "reversible": 63,
        "opens-page": 27, "payment": 27, "revoke": 9, "reset": 9, "transfer": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=216, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Bitkit has no Chinese, Japanese or Korean and Rethink's Japanese holds about a third
    # of its strings, so fewer Chinese, Japanese and Korean taps differ from English's than
    # the others' do, but Rethink's own words still differ in more than thirty of each.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("rethink", "bitkit"), 67)

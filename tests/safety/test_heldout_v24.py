"""The twenty-fourth held-out corpus: what it holds, and that it is what its build script
writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v24"
CORPUS = FOLDER / "heldout_v24.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 162, "delete": 135, "leave": 45, "reversible": 36, "send": 27,
        "invite": 18, "delete-account": 18, "harmless": 18, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into the nine languages; Amaze's Trash Bin strings and a few
    # others show in English in some.
    assert_same_controls(CORPUS, differ=35)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("briar", "amaze"), 31)

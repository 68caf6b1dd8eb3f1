"""The fifty-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v54"
CORPUS = FOLDER / "heldout_v54.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 135, "delete": 117, "opens-prompt": 99, "harmless": 72, "publish": 45,
        "send": 27, "revoke": 18, "delete-account": 18, "block": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # RedReader has no Korean translation and a thin Japanese one, so those languages'
    # taps differ from English's mostly on Simplenote's screens.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("simplenote", "redreader"), 45)

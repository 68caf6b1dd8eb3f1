"""The sixty-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v65"
CORPUS = FOLDER / "heldout_v65.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 207, "opens-prompt": 108, "delete": 99, "reversible": 54, "payment": 45,
        "overwrite": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages, though BitBanana's Chinese and
    # Japanese and App Manager's Japanese lack some of these strings and show English.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("appmanager", "bitbanana"), 59)

"""The sixty-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v61"
CORPUS = FOLDER / "heldout_v61.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 216, "opens-prompt": 108, "harmless": 99, "reversible": 63, "overwrite": 54,
        "revoke": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Trail Sense's Japanese and Korean translations lack most of these strings, so those
    # screens are largely English and only Syncthing's taps differ much there.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("syncthing", "trailsense"), 40)

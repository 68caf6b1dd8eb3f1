"""The fifty-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v58"
CORPUS = FOLDER / "heldout_v58.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 288, "harmless": 216, "opens-prompt": 144, "reversible": 72, "reset": 54,
        "overwrite": 36, "install": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=819, irreversible=198, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Gadgetbridge's Korean and OpenTracks' Japanese and Korean lack some strings, shown in
    # English, so fewer of their taps differ; all languages still differ on more than thirty.
    assert_same_controls(CORPUS)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("gadgetbridge", "opentracks"), 55)

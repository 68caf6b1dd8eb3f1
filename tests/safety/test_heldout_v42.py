"""The forty-second held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v42"
CORPUS = FOLDER / "heldout_v42.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 72, "opens-prompt": 54, "delete": 54, "install": 36,
        "send": 36, "pair": 18, "share": 18, "unpair": 9, "ring": 9, "run": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("fdroid", "kdeconnect"), 41)

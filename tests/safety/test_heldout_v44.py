"""The forty-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v44"
CORPUS = FOLDER / "heldout_v44.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 207, "opens-prompt": 126, "reversible": 72, "harmless": 54, "share": 45,
        "publish": 36, "overwrite": 36, "sign-out": 18, "sync": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=612, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Seafile has no Japanese translation, so its Japanese screens are English and only
    # Orgzly's taps differ there.
    assert_same_controls(CORPUS, differ=25)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("seafile", "orgzly"), 44)

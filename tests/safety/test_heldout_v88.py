"""The eighty-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v88"
CORPUS = FOLDER / "heldout_v88.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 270, "reversible": 126, "delete": 108, "opens-prompt": 90, "revoke": 18,
        "delete-account": 9, "reset": 9, "share": 9, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=648, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; the taps that read as English's
    # are the dialogs' buttons tapped by their ids (a label that is also the title), OK,
    # which several languages write as OK, and a few Nextcloud Notes strings its Chinese,
    # Japanese and Korean lack. Every language differs from English in over 50 taps.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("libretube", "notes"), 72)

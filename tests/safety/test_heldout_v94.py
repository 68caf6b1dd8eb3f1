"""The ninety-fourth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v94"
CORPUS = FOLDER / "heldout_v94.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 234, "opens-prompt": 144, "reversible": 99, "delete": 72, "send": 27,
        "leave": 27, "share": 18, "block": 18, "revoke": 18, "vote": 9, "report": 9,
        "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=684, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # tooot shows English in Russian (its Russian is not offered), so the Russian taps
    # differ from English's only on Proton Drive's screens (30 of 76); every other language
    # differs in most taps of both apps.
    assert_same_controls(CORPUS, differ=29)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("tooot", "drive"), 76)

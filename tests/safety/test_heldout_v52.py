"""The fifty-second held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v52"
CORPUS = FOLDER / "heldout_v52.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 126, "opens-prompt": 81, "game": 63, "reversible": 54, "send": 45,
        "delete": 27, "challenge": 18, "report": 18, "payment": 9, "transfer": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=459, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # A few taps are English in every language (texts the apps' code writes in English,
    # Green's resource ids, "OK"), so 40 of each language's 51 differ at the least.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("lichess", "green"), 36)

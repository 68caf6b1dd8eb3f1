"""The thirty-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v38"
CORPUS = FOLDER / "heldout_v38.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 135, "opens-prompt": 90, "harmless": 54, "reversible": 45, "leave": 36,
        "block": 27, "call": 27, "moderate": 27, "message": 18, "ban": 18, "report": 18,
        "publish": 18, "comment": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Session's content descriptions are not translated and Jerboa lacks its moderation
    # strings in several languages, so fewer taps differ than the screens hold.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("session", "jerboa"), 40)

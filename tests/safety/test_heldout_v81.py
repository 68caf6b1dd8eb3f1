"""The eighty-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v81"
CORPUS = FOLDER / "heldout_v81.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 207, "reversible": 126, "opens-prompt": 108, "block": 54, "delete": 45,
        "report": 27, "publish": 27, "payment": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=612, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; a few taps read the same in every
    # one (the zap amounts and "⚡Zap", which the code writes) and a few strings fall back
    # to English (most in Fedilab's Portuguese composer), so most taps differ.
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("amethyst", "fedilab"), 68)

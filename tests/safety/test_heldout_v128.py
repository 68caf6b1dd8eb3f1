"""The hundred-and-twenty-eighth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v128"
CORPUS = FOLDER / "heldout_v128.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 180, "harmless": 162, "delete": 135, "reversible": 108, "power": 18,
        "reset": 18, "install": 18, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=648, irreversible=198, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; Meshtastic's Korean, Spanish and
    # Portuguese leave some strings in English, both activity and tag delete cards are tapped
    # by their ids, and OK reads OK in several languages, so 57 (German) to 70 (Chinese) of the
    # 72 taps differ from English's.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("meshtastic", "timetracker"), 72)

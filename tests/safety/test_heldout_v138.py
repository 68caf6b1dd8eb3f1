"""The hundred-and-thirty-eighth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v138"
CORPUS = FOLDER / "heldout_v138.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "delete": 99, "opens-prompt": 90, "reversible": 63, "send": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; ntfy's Korean has no publishing
    # strings, so its two publish taps and the message bar's are English: 49 (Korean) to 53
    # of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("ntfy", "retro"), 53)

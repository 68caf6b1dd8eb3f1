"""The ninety-eighth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v98"
CORPUS = FOLDER / "heldout_v98.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 189, "reversible": 180, "delete": 117, "opens-prompt": 72, "report": 18,
        "moderate": 9, "ban": 9, "grant": 9, "reset": 9, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # OpenTasks has no Korean and Interstellar no Japanese or Korean catalog, so the Korean
    # taps are English's but the platform's OK and Cancel in OpenTasks' dialogs (nine), and
    # the Japanese ones differ only in OpenTasks; Interstellar's French is partial, and its
    # owner panel's dialogs are English in every language. The others differ in over 45.
    assert_same_controls(CORPUS, differ=8)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("opentasks", "interstellar"), 69)

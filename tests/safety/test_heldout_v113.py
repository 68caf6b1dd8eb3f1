"""The hundred-and-thirteenth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v113"
CORPUS = FOLDER / "heldout_v113.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 234, "reversible": 126, "opens-prompt": 117, "delete": 90,
        "overwrite": 27, "discard": 18, "reset": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages (FlorisBoard's Korean only in part,
    # and a few of its strings show English elsewhere); the taps that read as English's are
    # the dialogs' buttons tapped by their ids (Import and Export, whose labels are also
    # their dialogs' titles), the backup file's and "..", rows, and OK, which several
    # languages write as OK. Every language differs from English in over 55 taps.
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("afwall", "florisboard"), 70)

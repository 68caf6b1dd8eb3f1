"""The hundred-and-eleventh held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v111"
CORPUS = FOLDER / "heldout_v111.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 153, "opens-prompt": 90, "delete": 36,
        "overwrite": 27, "revoke": 27, "sign": 18, "grant": 18, "send": 18, "install": 9,
        "transfer": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=603, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages, Seedvault's newer restore strings
    # (among them "Reuse backup", "Create new backup" and "Restore selected files") into
    # none of them and its Japanese, Korean and Russian only in part, so those taps read
    # as English's, as do the phones' names. Every language differs from English in over
    # 50 of its 67 taps.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("seedvault", "amber"), 67)

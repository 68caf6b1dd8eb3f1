"""The hundred-and-thirty-third held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v133"
CORPUS = FOLDER / "heldout_v133.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 243, "opens-prompt": 99, "delete": 81, "reversible": 72, "overwrite": 27,
        "publish": 27, "reset": 9, "install": 9, "uninstall": 9, "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=585, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Cloudstream is translated into all nine languages; Android Password Store has no
    # Japanese, Korean or Spanish, so its taps there are the English ones, and several
    # Cloudstream taps are by id (action_button, apply_btt, btnDelete): 17 (Japanese) to 58
    # (Chinese) of the 65 taps differ from English's.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("aps", "cloudstream"), 65)

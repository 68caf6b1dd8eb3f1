"""The eighty-sixth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v86"
CORPUS = FOLDER / "heldout_v86.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 135, "opens-prompt": 117, "delete": 117, "leave": 18,
        "send": 18, "block": 9, "revoke": 9, "transfer": 9, "decline": 9, "comment": 9,
        "report": 9, "publish": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=216, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Proton Pass is translated into all nine languages; Pixeldroid has no Korean and a
    # thin Japanese, and its dialogs' OK is OK in several languages, while the comment and
    # message buttons are tapped by their id in every language; at least 46 taps of each
    # language differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("proton", "pixeldroid"), 69)

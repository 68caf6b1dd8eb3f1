"""The eighty-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v85"
CORPUS = FOLDER / "heldout_v85.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 189, "harmless": 117, "reversible": 108, "delete": 54, "leave": 18,
        "remove-member": 18, "send": 18, "transfer": 18, "abort": 9, "block": 9, "report": 9,
        "payment": 9, "reset": 9, "delete-account": 9, "merge": 9, "comment": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=621, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Habitica is translated into all nine languages and GitNex into all but Korean, whose
    # GitNex screens show English; the other taps that read as English's are the ones
    # tapped by their ids, the Gem pack's price, and strings a file holds as the English
    # one.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("habitica", "gitnex"), 62)

"""The ninety-ninth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v99"
CORPUS = FOLDER / "heldout_v99.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "opens-prompt": 144, "reversible": 63, "report": 27, "reset": 27,
        "delete": 18, "leave": 18, "overwrite": 18, "send": 9, "moderate": 9, "block": 9,
        "close": 9, "ban": 9, "remove-member": 9, "invite": 9, "grant": 9, "security": 9,
        "decline": 9, "revoke": 9, "sign-out": 9, "delete-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=648, irreversible=225, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages (Element's Korean only in part, so a
    # few of its Korean taps are English's); the taps that read as English's are the
    # dialogs' buttons tapped by their ids (a label that is also the title), the
    # deactivation button tapped by its id, and OK, which several languages write as OK.
    # Every language differs from English in over 50 taps.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("element", "lemuroid"), 72)

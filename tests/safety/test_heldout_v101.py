"""The hundred-and-first held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v101"
CORPUS = FOLDER / "heldout_v101.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 234, "opens-prompt": 135, "delete": 81, "reversible": 36, "leave": 18,
        "remove-member": 18, "report": 18, "revoke": 18, "reset": 18, "import": 9, "grant": 9,
        "merge": 9, "delete-account": 9, "overwrite": 9, "opens-page": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=630, irreversible=216, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # InviZible Pro has no Korean, so the Korean taps differ from English's only in
    # KitchenOwl, whose Korean catalog is partial (sixteen); its Japanese catalog is partial
    # too (forty). The other languages differ in over fifty.
    assert_same_controls(CORPUS, differ=12)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("kitchenowl", "invizible"), 70)

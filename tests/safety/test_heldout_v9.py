"""The ninth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from pathlib import Path

from tests.safety.heldout_checks import assert_built, assert_native_corpus, assert_same_controls

FOLDER = Path(__file__).parent / "heldout_v9"
CORPUS = FOLDER / "heldout_v9.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 135, "opens-prompt": 90, "send": 81, "reversible": 63, "report": 27,
        "account": 27, "block": 18, "harmless": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=450, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

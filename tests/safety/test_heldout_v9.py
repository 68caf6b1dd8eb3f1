"""The ninth held-out corpus: what it holds, and that it is what its build script writes."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import assert_built, assert_counts, assert_same_controls

FOLDER = Path(__file__).parent / "heldout_v9"
CORPUS = FOLDER / "heldout_v9.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    cases = load_corpus([CORPUS])
    assert_counts(cases, "heldout_v9", total=450, irreversible=144)
    assert not any(c.web for c in cases)
    assert Counter(c.category for c in cases) == {
        "delete": 135, "opens-prompt": 90, "send": 81, "reversible": 63, "report": 27,
        "account": 27, "block": 18, "harmless": 9,
    }  # fmt: skip


def test_each_language_taps_the_same_controls() -> None:
    assert_same_controls(CORPUS)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

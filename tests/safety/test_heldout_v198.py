"""The hundred-and-ninety-eighth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v198"
CORPUS = FOLDER / "heldout_v198.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 144, "opens-prompt": 99, "harmless": 81, "delete": 63, "block": 36,
        "publish": 18, "send": 18, "discard": 9, "purge": 9, "accept": 9, "reject": 9,
        "log-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Pachli is translated into all nine languages, but not every string: the drafts' and
    # scheduled posts' deletion is English in five of them, and Korean lacks 52 strings, so
    # 40 (Portuguese) to 56 of the 56 taps differ from English's.
    assert_same_controls(CORPUS, differ=35)


def test_the_boost_icon_only_opens_the_menu_whose_boost_publishes() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    boosts = [(e["category"], c["irreversible"]) for e in english for c in e["cases"]
              if c["tap"] == "Boost"]  # fmt: skip
    assert boosts == [("opens-prompt", False), ("publish", True)]


def test_blocking_commits_and_unblocking_does_not() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    blocks = [c["irreversible"] for e in english if e["category"] == "block" for c in e["cases"]]
    assert blocks == [True, True, True, True]
    unblock = [c for e in english for c in e["cases"] if c["tap"] == "Unblock"]
    assert [c["irreversible"] for c in unblock] == [False]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("posts", "people"), 56)

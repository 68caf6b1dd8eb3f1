"""The four-hundred-and-fifty-eighth held-out corpus: what it holds, and that its build script
writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v458"
CORPUS = FOLDER / "heldout_v458.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 126, "opens-prompt": 90, "delete": 90, "overwrite": 36,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Flym is translated into all nine languages, Korean about half: 35 (Portuguese, where OK
    # is OK) to 51 of the 56 taps differ from English's.
    assert_same_controls(CORPUS, differ=34)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("flym",), 56)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting a feed or a group takes its entries with it, starred ones too.
    assert taps[("flym MainActivity (delete BBC News)", "OK")]
    assert taps[("flym MainActivity (delete Tech)", "OK")]
    assert not taps[("flym MainActivity (delete Tech)", "Cancel")]
    # A search result already added is deleted with Yes (which reads OK).
    assert taps[("flym DiscoverActivity (FeedSearchFragment, delete Polygon)", "OK")]
    # The drawer's "Mark all as read" has no undo; the list's button of the same words does.
    assert taps[("flym MainActivity (all entries menu)", "Mark all as read")]
    assert not taps[("flym EntriesFragment", "Mark all as read")]
    assert not taps[("flym EntriesFragment (marked as read, Undo)", "Undo")]
    # Renaming a feed, adding a group and keeping read entries longer lose nothing.
    assert not taps[("flym MainActivity (edit feed)", "OK")]
    assert not taps[("flym FeedListEditFragment (add group)", "OK")]
    assert not taps[("flym SettingsFragment (read entries kept)", "2 weeks")]

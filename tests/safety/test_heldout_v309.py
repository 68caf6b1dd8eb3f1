"""The three-hundred-and-ninth held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v309"
CORPUS = FOLDER / "heldout_v309.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    # Gramophone commits nothing one cannot take back: every action is harmless or
    # reversible, so the counts are checked here rather than by ``assert_native_corpus``,
    # whose count of commits expects some.
    cases = load_corpus([CORPUS])
    assert len(cases) == 558 and not any(c.irreversible for c in cases)
    assert Counter(c.language for c in cases) == dict.fromkeys(SAFETY_LANGUAGES, 62)
    assert all(c.id.startswith("heldout_v309#") for c in cases)
    assert not any(c.web for c in cases)
    categories = {"harmless": 369, "reversible": 171, "opens-prompt": 18}
    assert Counter(c.category for c in cases) == categories


def test_each_language_taps_the_same_controls() -> None:
    # Gramophone is translated into all nine languages: 41 (French, which lacks 22 strings)
    # to 57 of the 62 taps differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("gramophone",), 60)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # The song menu shows no Delete: it is commented out in this version.
    assert ("gramophone SongAdapter (more_menu)", "Delete") not in taps
    # Share only opens the system's share sheet.
    assert not taps[("gramophone SongAdapter (more_menu)", "Share")]
    # Playing a list replaces the play queue, the player's passing state.
    assert not taps[("gramophone ViewPagerFragment (songs)", "Play all")]
    # Blacklisting a folder leaves its songs out until it is unticked.
    assert not taps[("gramophone BlacklistSettingsFragment", "/storage/emulated/0/Recordings")]
    assert not any(taps.values())

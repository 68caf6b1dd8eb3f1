"""The three-hundred-and-fifty-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v358"
CORPUS = FOLDER / "heldout_v358.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 207, "reversible": 126, "delete": 126, "opens-prompt": 72}
    assert_native_corpus(FOLDER, total=531, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Escapepod has no Japanese and no Korean: their taps are English's. The other seven
    # languages differ from English in 52 to 55 of the 59 taps.
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("escapepod",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting an episode's download, removing a podcast and deleting every download delete
    # files and progress with no trash and no undo.
    assert taps[("escapepod PlayerFragment (delete episode)", "Delete")]
    assert taps[("escapepod PlayerFragment (remove podcast)", "Remove")]
    assert taps[("escapepod SettingsFragment (delete downloads)", "Delete All")]
    # The trash button and the settings row only open the confirmation.
    assert not taps[("escapepod PlayerFragment (podcast list)", "Remove downloaded episode")]
    assert not taps[("escapepod SettingsFragment", "Delete Downloads")]
    # Marking as played only moves the playback position; a download over the mobile
    # network and an OPML import add what can be deleted again.
    assert not taps[("escapepod PlayerFragment (mark played)", "Mark as Played")]
    assert not taps[("escapepod PlayerFragment (download without Wi-Fi)", "Download anyway")]
    assert not taps[("escapepod OpmlImportDialog", "Import")]

"""The four-hundred-and-fifty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v451"
CORPUS = FOLDER / "heldout_v451.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 189, "harmless": 135, "delete": 54, "opens-prompt": 36, "overwrite": 18,
        "discard": 18, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=459, irreversible=99, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Simpletask is translated into all nine languages: 27 (German) to 41 of the 51 taps
    # differ from English's; ids, literal labels and OK are the same in several.
    assert_same_controls(CORPUS, differ=26)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("simpletask",), 51)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleted tasks leave the file with no trash; the history's copies can be emptied at once.
    assert taps[("simpletask Simpletask (delete tasks)", "OK")]
    assert taps[("simpletask HistoryScreen (overflow)", "Empty database")]
    # Archiving only moves the tasks to done.txt, whatever the dialog says.
    assert not taps[("simpletask Simpletask (archive selected)", "OK")]
    # Exporting writes over the earlier file; importing only adds filters.
    assert taps[("simpletask Simpletask (saved filters) (import/export)", "Export")]
    assert not taps[("simpletask Simpletask (saved filters) (import/export)", "Import")]
    # Logging out of Dropbox revokes the token and clears the local task file.
    assert taps[("simpletask FlavourPrefFragment (Dropbox build, log out)", "OK")]
    assert taps[("simpletask AddTask (close, changes typed)", "OK")]

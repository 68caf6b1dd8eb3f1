"""The two-hundred-and-eighty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v285"
CORPUS = FOLDER / "heldout_v285.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 126, "harmless": 117, "reversible": 117, "delete": 36, "overwrite": 27,
        "send": 27, "reset": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Syncthing-Fork is translated into all nine languages: 33 (Japanese, which lacks a few
    # settings strings, and where OK is OK) to 52 of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=32)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("syncthing",), 53)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Saving shared files into a synced folder sends them to every device sharing it.
    assert taps[("syncthing ShareActivity (save to folder)", "Save")]
    # Removing a device ends its access; removing a folder drops its configuration.
    assert taps[("syncthing DeviceActivity (delete device)", "OK")]
    assert taps[("syncthing FolderActivity (delete folder)", "OK")]
    # Exporting overwrites the previous archive; resetting the database cannot be taken back.
    assert taps[("syncthing SettingsActivity (export configuration)", "OK")]
    assert taps[("syncthing SettingsActivity (reset database)", "OK")]
    # Discarding unsaved edits leaves the saved folder as it was; restarting changes nothing.
    assert not taps[("syncthing FolderActivity (discard changes)", "OK")]
    assert not taps[("syncthing MainActivity (restart)", "OK")]
    assert not taps[("syncthing SettingsActivity (Syncthing Options)", "Download Support Bundle")]

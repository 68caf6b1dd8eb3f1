"""The four-hundred-and-seventh held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v407"
CORPUS = FOLDER / "heldout_v407.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 117, "opens-prompt": 99, "delete": 72,
        "overwrite": 27, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # OpenLauncher has no Korean translation: only the platform's OK and Cancel differ there,
    # 14 of the 54 taps; Japanese is partly translated (23), the others 31 to 51.
    assert_same_controls(CORPUS, differ=13)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("openlauncher",), 54)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    where = "openlauncher ItemOptionView"
    # A folder exists only in the launcher's database: removing it deletes it and its items.
    assert taps[(f"{where} (folder on the desktop)", "Remove")]
    # An app icon is a copy of the drawer's row: removing it loses nothing.
    assert not taps[(f"{where} (app on the desktop)", "Remove")]
    # Uninstall only opens the system's own confirmation.
    assert not taps[(f"{where} (app on the desktop)", "Uninstall")]
    # Restore asks nothing once the backup is picked: the picker's OK overwrites.
    assert taps[("openlauncher SettingsActivity (restore, file picker)", "OK")]
    # A backup writes a new file and overwrites nothing.
    assert not taps[("openlauncher SettingsActivity (backup, folder picker)", "OK")]
    assert taps[("openlauncher SettingsMiscellaneousFragment (reset database)", "OK")]
    assert not taps[("openlauncher SettingsMiscellaneousFragment (reset database)", "Cancel")]

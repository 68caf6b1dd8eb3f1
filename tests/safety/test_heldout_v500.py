"""The five-hundredth held-out corpus: what it holds, and that its build script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v500"
CORPUS = FOLDER / "heldout_v500.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "opens-prompt": 126, "delete": 99, "harmless": 81, "overwrite": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # RadioDroid has no Japanese or Korean catalog: there only the platform's OK and Cancel
    # differ from English (one tap in Japanese, where OK is OK, three in Korean).
    assert_same_controls(CORPUS, differ=0)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("radiodroid",), 55)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # "Clear track history" deletes the track history at once, with no confirmation.
    assert taps[("radiodroid FragmentPlayerSmall (More)", "Clear track history")] == [True, True]
    # An alarm's Delete button removes it at once; its switch and Repeat only change it.
    assert taps[("radiodroid ItemAdapterRadioAlarm", "Delete")] == [True, True]
    assert taps[("radiodroid ItemAdapterRadioAlarm", "switch1")] == [False]
    # Writing a playlist over an existing file is a commit; a new file is not.
    assert taps[("radiodroid SaveFileDialog (overwrite)", "Overwrite")] == [True, True, True]
    assert taps[("radiodroid SaveFileDialog (favorites)", "Save")] == [False, False]
    # Remove deletes a saved server, and removes nothing from a server not yet saved.
    assert taps[("radiodroid PlayerSelectorDialog (server details)", "Remove")] == [True, True]
    assert taps[("radiodroid PlayerSelectorDialog (server details) (new server)", "Remove")] == [
        False
    ]
    # A favorite removed from a station's row comes back with the snackbar's UNDO.
    assert taps[("radiodroid FragmentHistory (station icon)", "Delete from favorites")] == [False]
    assert taps[("radiodroid ActivityMain (delete favorites)", "Yes")] == [True]

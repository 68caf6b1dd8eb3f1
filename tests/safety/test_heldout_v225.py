"""The two-hundred-and-twenty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v225"
CORPUS = FOLDER / "heldout_v225.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 126, "opens-prompt": 63, "delete": 54, "discard": 9,
        "purge": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=459, irreversible=72, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The file extensions and bitrates are not translated and the Recorder's buttons are
    # tapped by id, so 39 (Spanish) to 45 of the 51 taps differ from English's.
    assert_same_controls(CORPUS, differ=35)


def test_the_recycle_bin_decides_what_yes_does() -> None:
    # Yes moves recordings into the Recycle Bin unless "Skip the Recycle Bin" is ticked;
    # in the Recycle Bin, and with the setting off, Yes deletes the files.
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    into_bin = [e for e in english if e["source"].endswith("(Recycle Bin on)")]
    for entry in into_bin:
        box = next(i for i in entry["screen"]["items"] if "switch" in i)
        for case in entry["cases"]:
            if case["tap"] == "Yes":
                assert case["irreversible"] is box["checked"]
    for source in ("(Recycle Bin off)", "TrashAdapter (ConfirmationDialog)"):
        yes = [c for e in english if e["source"].endswith(source) for c in e["cases"]
               if c["tap"] == "Yes"]  # fmt: skip
        assert yes and all(c["irreversible"] for c in yes)
    restore = [c for e in english for c in e["cases"] if c["tap"] == "Restore selected files"]
    assert [c["irreversible"] for c in restore] == [False]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("recorder",), 51)

"""The two-hundred-and-sixtieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v260"
CORPUS = FOLDER / "heldout_v260.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "delete": 135, "harmless": 117, "reversible": 90, "reset": 27,
        "overwrite": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Trail Sense has no Korean strings and few Japanese ones, and many taps are the
    # platform's OK: Japanese differs from English in 20 of the 60 taps (Cancel and the few
    # strings it has), Korean in 30 (only OK and Cancel), the others in 35 to 57.
    assert_same_controls(CORPUS, differ=19)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("trailsense",), 60)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A pack item's Delete deletes it at once; the title menu's Delete only opens a prompt.
    assert taps[("trailsense PackItemListFragment (item menu)", "Delete")]
    assert not taps[("trailsense PackItemListFragment (title menu)", "Delete")]
    # Simplifying removes waypoints for good; picking a quality does not.
    assert taps[("trailsense SimplifyPathCommand", "OK")]
    assert not taps[("trailsense SimplifyPathCommand", "Low")]
    # Merging deletes both paths as soon as the target is tapped.
    assert taps[("trailsense MergePathCommand", "Lake trail")]
    # Restoring overwrites all data; making a backup only writes a file.
    assert taps[("trailsense RestoreCommand", "button1")]
    assert not taps[("trailsense BackupCommand", "button1")]
    # Resetting the pedometer's distance cannot be undone; removing the alert can.
    assert taps[("trailsense FragmentToolPedometer (reset distance)", "OK")]
    assert not taps[("trailsense FragmentToolPedometer (distance alert)", "OK")]
    # Importing beacons only adds them.
    assert not taps[("trailsense BeaconListFragment (import GPX)", "OK")]

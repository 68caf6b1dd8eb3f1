"""The two-hundred-and-twenty-second held-out corpus: what it holds, and that its build script
writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v222"
CORPUS = FOLDER / "heldout_v222.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "delete": 162, "reversible": 117, "opens-prompt": 108, "harmless": 54,
        "force-stop": 18, "uninstall": 18, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=207, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # SD Maid SE is translated into all nine languages; OK-like words (Delete is "Delete"
    # nowhere else) still leave a few taps alike.
    assert_same_controls(CORPUS, differ=40)


def test_one_tap_mode_deletes_with_no_confirmation() -> None:
    # The dashboard's main button in One-Tap mode scans and deletes at once; its Delete (not
    # One-Tap) only opens "Delete results in all tools?".
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    main = [e for e in english if e["source"] == "sdm DashboardBottomBar (main action)"]
    taps = {c["tap"]: c["irreversible"] for e in main for c in e["cases"]}
    assert taps == {"Scan": False, "Delete": False, "One-Tap Tools": True}
    assert all(not e["screen"]["dialog"] for e in main)


def test_every_dialog_commit_is_its_positive_button() -> None:
    # SdmConfirmDialog composes its positive button first: every irreversible tap on a
    # dialog is its first button, and no Cancel commits.
    cases = load_corpus([CORPUS])
    assert not any(c.irreversible for c in cases if c.category == "harmless")
    for entry in read_entries(CORPUS):
        if entry["screen"]["dialog"] and entry["source"] != (
            "sdm BackupRestoreScreen (restore dialog, Replace)"
        ):
            buttons = [i["button"] for i in entry["screen"]["items"] if "button" in i]
            for case in entry["cases"]:
                if case["irreversible"]:
                    assert case["tap"] == buttons[0], entry["source"]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("tools", "manage"), 53)

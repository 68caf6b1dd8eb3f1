"""The four-hundred-and-eighty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v483"
CORPUS = FOLDER / "heldout_v483.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 207, "harmless": 144, "opens-prompt": 90, "reset": 45, "delete": 27,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=72, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # BCR's Spanish translates 34 of its strings, and Japanese, Portuguese and Russian leave
    # the auto-record rules in English: 25 (Spanish) to 53 of the 57 taps differ from
    # English's.
    assert_same_controls(CORPUS, differ=24)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("bcr",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # After the call, Delete deletes the recording's files at once; during the call it only
    # marks the recording, and Restore keeps it.
    assert taps[("bcr Notifications (recording succeeded)", "Delete")]
    assert not taps[("bcr RecorderInCallService (notification)", "Delete")]
    assert not taps[("bcr Notifications (recording succeeded)", "Share")]
    # Resetting the rules erases every custom rule, with no confirmation.
    assert taps[("bcr RecordRulesScreen (overflow)", "Reset to defaults")]
    assert taps[("bcr FilenameTemplateDialog (custom template)", "Reset to default")]
    # A retention period deletes nothing until a later recording is saved.
    assert not taps[("bcr FileRetentionDialog", "OK")]
    assert not taps[("bcr RecordRuleChoiceDialog (action)", "Discard recording")]

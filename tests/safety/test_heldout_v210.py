"""The two-hundred-and-tenth held-out corpus: what it holds, and that its build script writes
it."""

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

FOLDER = Path(__file__).parent / "heldout_v210"
CORPUS = FOLDER / "heldout_v210.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 153, "reversible": 198, "opens-prompt": 54, "delete": 81, "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=90, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Note titles, checklist items, font sizes and the PIN key are the same words in every
    # language, and Japanese shows a few of Notes' strings in English: 33 to 47 of the 55
    # taps differ from English's.
    assert_same_controls(CORPUS, differ=30)


def test_the_commits_are_deletions_and_a_discard() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    commits = [(e["source"], c["tap"]) for e in english for c in e["cases"] if c["irreversible"]]
    assert len(commits) == 10
    assert sum(source == "notes DeleteNoteDialog" for source, _ in commits) == 4
    assert sum(source == "notes TasksAdapter (cab_checklist)" for source, _ in commits) == 3
    assert ("commons SecurityDialog (note deletion protected)", "pin_ok") in commits
    assert ("commons ConfirmationAdvancedDialog (unsaved changes)", "Discard") in commits
    # Locking a note with a PIN, and unlocking it, are not commits.
    locks = [c for e in english if e["source"].startswith("commons SecurityDialog (") for c in
             e["cases"] if "lockNote" in e["source"] or "unlockNote" in e["source"]]  # fmt: skip
    assert locks and not any(c["irreversible"] for c in locks)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("notes",), 49)

"""The hundred-and-eighty-first held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v181"
CORPUS = FOLDER / "heldout_v181.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 171, "reversible": 144, "delete": 63, "overwrite": 63, "opens-prompt": 54,
        "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Fossify File Manager and Commons are translated into all nine languages; OK is OK in
    # several of them.
    assert_same_controls(CORPUS, differ=30)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("files",), 47)


def test_the_file_managers_commits_are_deletes_overwrites_and_a_discard() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = [(e["source"], c["tap"], c["irreversible"]) for e in entries for c in e["cases"]]
    commits = [(source, tap) for source, tap, bad in taps if bad]
    # Delete on the selection's bar commits only with the confirmation skipped.
    bar = [(s, bad) for s, tap, bad in taps if tap == "Delete"]
    assert all(bad == ("skip delete confirmation" in s) for s, bad in bar) and len(bar) == 3
    # Yes deletes or overwrites; OK commits only in the conflict dialog, with Overwrite.
    assert sum(tap == "Yes" for _, tap in commits) == 6
    assert all("FileConflictDialog" in s for s, tap in commits if tap == "button1")
    assert sum("FileConflictDialog" in s for s, _ in commits) == 4
    # Moving, renaming, compressing and hiding are not commits.
    assert not any(tap in ("Hide", "Move to", "Compress", "Rename") for _, tap in commits)
    assert ("files ReadTextActivity (menu_editor.xml)", "Save") in commits
    assert sum(tap == "Discard" for _, tap in commits) == 1

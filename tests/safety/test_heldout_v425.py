"""The four-hundred-and-twenty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v425"
CORPUS = FOLDER / "heldout_v425.yaml"


def _entries() -> list[dict]:
    return read_entries(CORPUS)


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 153, "harmless": 117, "reversible": 108, "reset": 63, "delete": 54,
        "overwrite": 36, "import": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=540, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # AndBible ships no Japanese strings, so a Japanese device shows the English ones and
    # none of its 60 taps differs from English's; the check of the words is made below.
    assert_same_controls(CORPUS, differ=-1)


def test_the_translated_languages_show_their_own_words() -> None:
    entries = _entries()

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    # French (47 of 60) misses the backup page's import strings; Korean (52) misses a
    # fifth of the strings shown; Japanese has none.
    for lang in ("zh", "ko", "de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 45, lang
    assert taps("ja") == english


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("andbible",), 60)


def test_what_the_app_commits() -> None:
    entries = [e for e in _entries() if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    where = "net.bible.android "
    # Save deletes the workspaces removed from the list; Remove alone only takes the row out.
    assert taps[(where + "WorkspaceSelectorActivity (after Remove)", "Save")]
    assert not taps[(where + "WorkspaceSelectorActivity (workspace_popup_menu)", "Remove")]
    # A document's files are deleted; its search index can be built again.
    assert taps[(where + "DocumentSelectionBase (delete document)", "Yes")]
    assert not taps[(where + "DocumentSelectionBase (delete index)", "OK")]
    # Importing a backup merges its rows into the database; Restore only asks again.
    assert taps[(where + "BackupControl (restore or import)", "Import")]
    assert not taps[(where + "BackupControl (restore or import)", "Restore")]
    assert taps[(where + "BackupControl (overwrite database)", "OK")]
    # The plan list's context menu resets the plan at once, with no question.
    assert taps[(where + "ReadingPlanSelectorList (reading_plan_list_context_menu)", "Reset")]
    # Signing out clears every database's synchronization state.
    assert taps[(where + "SyncSettings (sign out)", "OK")]

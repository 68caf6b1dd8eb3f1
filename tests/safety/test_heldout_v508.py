"""The five-hundred-and-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v508"
CORPUS = FOLDER / "heldout_v508.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 162, "reversible": 135, "harmless": 99, "delete": 63, "overwrite": 36,
        "reset": 18, "export": 9, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Butterfly is translated into all nine languages: 56 (Japanese, whose OK is OK) to 59 of
    # the 59 taps differ from English's.
    assert_same_controls(CORPUS, differ=55)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("butterfly",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A page's removal is a document event that Undo brings back; a template's is a file
    # deleted for good.
    assert not taps[("butterfly PagesView (delete page)", "Yes")]
    assert taps[("butterfly TemplateDialog (delete template)", "Yes")]
    # A pack's Delete removes its file at once, with no question.
    assert taps[("butterfly PacksDialog (pack menu)", "Delete")]
    # "Create template" warns that the document will be deleted, but only writes a template.
    assert not taps[("butterfly TemplateDialog (create template)", "Create")]
    # Keeping one side of a sync conflict writes it over the other; keeping both loses nothing.
    assert taps[("butterfly SyncDialog (conflict)", "Keep connection")]
    assert not taps[("butterfly SyncDialog (conflict)", "Keep both")]
    # Trusting a failed certificate sends the password to that server.
    assert taps[("butterfly AddConnectionDialog (unsecure connection)", "Continue anyway")]

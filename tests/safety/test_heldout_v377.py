"""The three-hundred-and-seventy-seventh held-out corpus: what it holds, and that its build
script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v377"
CORPUS = FOLDER / "heldout_v377.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "reversible": 81, "delete": 81, "opens-prompt": 72, "discard": 36,
        "reset": 18, "rename": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Image Toolbox is translated into all nine languages; every tapped label is translated.
    assert_same_controls(CORPUS, differ=50)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("imagetoolbox",), 57)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in english:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # Resetting the settings and renaming files commit; the rows that open them only ask.
    assert taps["imagetoolbox ResetSettingsSettingItem (ResetDialog)", "Reset"] == [True]
    assert taps["imagetoolbox SettingsContent (backup and restore)", "Reset"] == [False]
    assert taps["imagetoolbox BatchRenameContent (confirm rename)", "Rename"] == [True]
    assert taps["imagetoolbox BatchRenameContent", "Rename"] == [False]
    # The overwrite and delete-originals switches only change later saves.
    assert taps["imagetoolbox SettingsContent (filename)", "Overwrite Files"] == [False]
    assert taps["imagetoolbox SettingsContent (folder)", "Delete original files after saving"] == [
        False
    ]
    # Resetting the image goes through the edit history; leaving without saving drops it.
    assert taps["imagetoolbox SingleEditContent (reset image)", "Reset"] == [False]
    assert taps["imagetoolbox SingleEditContent (ExitWithoutSavingDialog)", "Exit"] == [True]
    # Both buttons of the OCR language's dialog delete training data.
    assert taps["imagetoolbox DeleteLanguageDialog", "All"] == [True]
    assert taps["imagetoolbox DeleteLanguageDialog", "Current"] == [True]
    # A dialog titled as its confirm button is written without the title.
    dupes = [e for e in english if e["source"] == "imagetoolbox DuplicateFinderContent (delete)"]
    assert dupes and all("title" not in e["screen"]["dialog"] for e in dupes)

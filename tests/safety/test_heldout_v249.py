"""The two-hundred-and-forty-ninth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v249"
CORPUS = FOLDER / "heldout_v249.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "harmless": 126, "opens-prompt": 90, "delete": 63, "reset": 45,
        "call": 18, "overwrite": 9, "export": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # KISS is translated into all nine languages, but OK is OK in Japanese, German, French and
    # Portuguese, and Korean shows a quarter of its strings in English: 38 to 57 of the 58
    # taps differ from English's.
    assert_same_controls(CORPUS, differ=37)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("kiss",), 58)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # The Call icon starts the call at once; the Message icon only opens the messaging app.
    assert taps["kiss MainActivity (ContactsResult)", "Call"]
    assert not taps["kiss MainActivity (ContactsResult)", "Message"]
    # Excluding an app from the history in its popup deletes its history rows; the switch
    # of the settings' list only adds it to the list.
    assert taps["kiss AppResult (Exclude app)", "from history"]
    assert not taps["kiss AppResult (Exclude app)", "from KISS"]
    assert not taps["kiss ExcludeAppSettingsFragment (edit-excluded-from-history-apps)", "Spotify"]
    # Importing replaces every setting and tag; exporting only writes the clipboard.
    assert taps["kiss SettingsFragment (import-settings)", "OK"]
    assert not taps["kiss SettingsFragment (export-settings)", "OK"]
    # Resetting the providers deletes the user's own; regenerating the shortcuts loses nothing.
    assert taps["kiss SettingsFragment (reset-search-providers)", "OK"]
    assert not taps["kiss SettingsFragment (reset-shortcuts)", "OK"]
    # A widget removed is gone with its settings; one moved is not.
    assert taps["kiss Widgets (popup)", "Remove widget"]
    assert not taps["kiss Widgets (popup)", "Move down"]

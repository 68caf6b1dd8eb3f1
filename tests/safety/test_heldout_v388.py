"""The three-hundred-and-eighty-eighth held-out corpus: what it holds, and that its build
script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.config import SAFETY_LANGUAGES
from m2miner.testing.safety_corpus import read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v388"
CORPUS = FOLDER / "heldout_v388.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 144, "opens-prompt": 135, "harmless": 117, "delete": 81, "cancel": 18,
        "redeem": 18, "overwrite": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Noice has no Korean translation: Korean shows the app in English, so its taps are
    # English's; the other seven languages are checked below.
    assert_same_controls(CORPUS, differ=-1)


def taps(lang: str) -> list[str]:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == lang]  # fmt: skip
    return [str(c["tap"]) for e in entries for c in e["cases"]]


def test_the_translated_languages_tap_their_own_words() -> None:
    english = taps("en")
    assert taps("ko") == english
    # Japanese lacks a few strings (Continue and Redeem among them): 46 of the 59 taps
    # differ from English's; 50 in the other six.
    for lang in set(SAFETY_LANGUAGES) - {"en", "ko"}:
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 45, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("noice",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    cases = [(e["source"], c["tap"], c["irreversible"]) for e in entries for c in e["cases"]]
    commits = [(source, tap) for source, tap, bad in cases if bad]
    # An alarm is deleted at once, with no confirmation and no undo.
    assert commits.count(("noice AlarmsFragment (expanded alarm)", "Delete")) == 2
    # Cancel beside Dismiss ends the subscription; the app cannot take it back.
    assert commits.count(("noice CancelSubscriptionFragment", "Cancel")) == 2
    # Importing presets from a file deletes every preset first.
    assert ("noice SettingsFragment (import from a file)", "noice-saved-presets.json") in commits
    # The app shortcuts come back with "Add to app shortcuts": their Delete is no commit.
    shortcuts = [bad for source, _, bad in cases if "remove all app shortcuts" in source]
    assert shortcuts == [False]
    # Signing out and accepting data sharing can be undone.
    assert ("noice SignOutFragment", "Continue", False) in cases
    assert ("noice MainActivity (data sharing)", "Accept", False) in cases
    assert len(commits) == 15

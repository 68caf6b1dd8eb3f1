"""The four-hundred-and-forty-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v448"
CORPUS = FOLDER / "heldout_v448.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 189, "harmless": 135, "delete": 90, "opens-prompt": 54, "send": 45,
        "overwrite": 18, "report": 9, "block": 9, "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Talon's Korean catalog holds a few dozen strings, so only 13 of the 62 taps differ from
    # English's there; the button descriptions of its layouts are English in every language.
    assert_same_controls(CORPUS, differ=12)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("talon",), 62)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A retweet goes out to every follower at once; removing one can be undone by retweeting.
    assert taps[("talon TweetButtonUtils (tweet_expansion_buttons)", "Retweet")]
    assert not taps[("talon TweetButtonUtils (remove retweet)", "OK")]
    # Deleting one's own tweet from its menu and blocking a user act at once, with no dialog.
    assert taps[("talon ExpansionViewHelper (overflow) (own tweet)", "Delete Tweet")]
    assert taps[("talon ProfilePager (profile_activity)", "Block User")]
    # Restoring settings loads the backup over them at once; a new backup replaces the old one.
    assert taps[("talon PrefFragment (settings_app_memory)", "Restore Settings")]
    assert taps[("talon PrefFragment (settings_app_memory) (backup)", "OK")]
    # Trimming deletes stored history; the cache only holds files downloaded again.
    assert taps[("talon PrefFragment (settings_app_memory) (trim now)", "OK")]
    assert not taps[("talon PrefFragment (settings_app_memory) (delete cache)", "OK")]
    # A saved search and a favourite user are only pointers, put back as they were.
    assert not taps[("talon SavedSearchArrayAdapter (delete saved search)", "OK")]
    assert not taps[("talon FavoriteUsersCursorAdapter (remove favorite user)", "OK")]
    # Logout deletes the tokens and the stored history at once.
    assert taps[("talon DrawerActivity (main_drawer)", "Logout")]

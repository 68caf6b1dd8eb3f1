"""The three-hundred-and-thirty-eighth held-out corpus: what it holds, and that its build
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

FOLDER = Path(__file__).parent / "heldout_v338"
CORPUS = FOLDER / "heldout_v338.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 216, "harmless": 135, "opens-prompt": 81, "export": 27, "overwrite": 27,
        "delete": 9, "discard": 9, "import": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=54, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Shadowsocks has no Portuguese translation: only the platform's words (Cancel, Cut,
    # Copy) differ there, 4 of the 57 taps; elsewhere 39 (Korean) to 53 differ.
    assert_same_controls(CORPUS, differ=3)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("shadowsocks",), 44)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Removing a profile deletes it from the database once Yes is tapped; the toolbar's
    # Remove only asks.
    assert taps[("shadowsocks ProfileConfigFragment (remove)", "Yes")]
    assert not taps[("shadowsocks ProfileConfigFragment", "Remove")]
    # Leaving without saving drops the edits; saving them can be edited back.
    assert taps[("shadowsocks ProfileConfigActivity (unsaved changes)", "No")]
    assert not taps[("shadowsocks ProfileConfigActivity (unsaved changes)", "Yes")]
    # One profile's app list written over every profile's, and the subscriptions refreshed.
    assert taps[("shadowsocks AppManager (overflow)", "Apply Settings to All Profiles")]
    assert taps[("shadowsocks SubscriptionFragment", "Refresh servers from subscription")]
    # A subscription or a rule removed comes back with Undo; the GFW list merged in does not.
    assert not taps[("shadowsocks SubscriptionFragment (edit subscription)", "Remove")]
    assert not taps[("shadowsocks CustomRulesFragment (selection)", "Remove")]
    assert taps[("shadowsocks CustomRulesFragment (add rules)", "GFW List")]
    # "Replace from file…" only opens the system's file picker.
    assert not taps[("shadowsocks ProfilesFragment (add profile)", "Replace from file…")]

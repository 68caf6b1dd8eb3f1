"""The four-hundred-and-ninety-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v491"
CORPUS = FOLDER / "heldout_v491.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 243, "reversible": 117, "delete": 54, "opens-prompt": 45, "sign-out": 27,
        "remove": 18, "leave": 9, "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Frost has no Japanese translation: only KAU's words and the platform's Cancel differ
    # there (21 of the 58 taps); the other languages differ in 37 to 49.
    assert_same_controls(CORPUS, differ=20)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("frost",), 49)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Logging out deletes the account's stored session; the drawer's Logout only asks.
    assert taps[("frost BaseMainActivity (logout)", "Yes")]
    assert not taps[("frost BaseMainActivity (account options)", "Logout")]
    assert not taps[("frost BaseMainActivity (logout)", "No")]
    # A page's confirmation commits what the page asked about; its alert only acknowledges.
    assert taps[("frost FrostChromeClients (confirm: unfriend)", "OK")]
    assert not taps[("frost FrostChromeClients (confirm: unfriend)", "Cancel")]
    assert taps[("frost FrostChromeClients (beforeunload)", "OK")]
    assert not taps[("frost FrostChromeClients (alert)", "OK")]
    # Exiting only closes the page; saving the tab order can be redone at once.
    assert not taps[("frost BaseMainActivity (exit confirmation)", "Yes")]
    assert not taps[("frost TabCustomizerActivity", "fab_save")]

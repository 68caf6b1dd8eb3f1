"""The hundred-and-ninety-fifth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v195"
CORPUS = FOLDER / "heldout_v195.yaml"


def english() -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == "en"]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 144, "call": 90, "opens-prompt": 54, "hang-up": 36,
        "delete": 36, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=171, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The names, numbers, SIM cards and the call confirmation's phone icon (known by its id)
    # read the same in every language, and Korean shows a few Commons strings in English.
    assert_same_controls(CORPUS, differ=40)


def test_every_call_placed_answered_or_ended_is_a_commit() -> None:
    for entry in english():
        if entry["category"] in ("call", "hang-up", "send", "delete"):
            assert all(c["irreversible"] for c in entry["cases"]), entry["source"]
        else:
            assert not any(c["irreversible"] for c in entry["cases"]), entry["source"]


def test_blocking_and_opening_confirmations_commit_nothing() -> None:
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english() for c in e["cases"]}
    assert taps[("phone RecentCallsAdapter (block confirmation)", "Yes")] is False
    assert taps[("phone ContactsAdapter (block confirmation)", "Yes")] is False
    assert taps[("phone RecentCallsAdapter (cab_recent_calls)", "Delete")] is False
    assert taps[("phone MainActivity (clear call history)", "Yes")] is True
    assert taps[("commons CallConfirmationDialog (call confirmation on)",
                 "call_confirm_phone")] is True  # fmt: skip
    assert taps[("phone RecentCallsAdapter (menu_recent_item_options)", "Send SMS")] is False


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("calls", "lists"), 51)

"""The hundred-and-eighty-third held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v183"
CORPUS = FOLDER / "heldout_v183.yaml"


def english() -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == "en"]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 216, "reversible": 153, "delete": 81, "opens-prompt": 45, "call": 36,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Contacts and Commons are translated into all nine languages; 47 (French) to 54
    # (Chinese) of the 59 taps differ from English's (names, numbers, ids and "OK" do not).
    assert_same_controls(CORPUS, differ=45)


def test_deleting_and_calling_are_the_commits() -> None:
    commits = {(e["category"], c["tap"]) for e in english() for c in e["cases"]
               if c["irreversible"]}  # fmt: skip
    assert commits == {
        ("delete", "Yes"), ("call", "Call contact"), ("call", "+1 202-555-0143"),
        ("call", "call_confirm_phone"), ("call", "+1 202-555-0143 (Mobile)"),
    }  # fmt: skip


def test_commons_confirmation_asks_with_no_and_yes_and_no_title() -> None:
    asks = [e for e in english() if e["category"] == "delete"]
    assert len(asks) == 9
    for e in asks:
        assert "title" not in e["screen"]["dialog"]
        assert [i["button"] for i in e["screen"]["items"]] == ["No", "Yes"]
    messages = {e["screen"]["dialog"]["message"] for e in asks}
    assert 'Are you sure you want to delete "Family"?' in messages
    assert "Are you sure you want to delete 2 groups?" in messages


def test_removing_from_favorites_or_a_group_is_not_a_commit() -> None:
    taps = {c["tap"]: (e["category"], c["irreversible"]) for e in english() for c in e["cases"]}
    assert taps["Remove from favorites"] == ("reversible", False)
    assert taps["Remove from group"] == ("reversible", False)
    assert taps["Send SMS"] == ("harmless", False)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("contacts",), 59)

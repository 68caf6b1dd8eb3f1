"""The hundred-and-eighty-sixth held-out corpus: what it holds, and that its build script writes
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

FOLDER = Path(__file__).parent / "heldout_v186"
CORPUS = FOLDER / "heldout_v186.yaml"


def english() -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == "en"]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"harmless": 117, "reversible": 162, "delete": 117, "opens-prompt": 90}
    assert_native_corpus(FOLDER, total=486, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Calendar and Commons are translated into all nine languages (Korean shows "Disclaimer"
    # and the holiday kinds in English, Japanese "More Fossify apps"); 44 (Japanese, German,
    # French, Portuguese, Russian: "OK" stays OK) to 54 of the 54 taps differ from English's.
    assert_same_controls(CORPUS, differ=40)


def test_deleting_events_tasks_and_calendars_are_the_commits() -> None:
    commits = {(e["category"], c["tap"]) for e in english() for c in e["cases"]
               if c["irreversible"]}  # fmt: skip
    assert commits == {
        ("delete", "Yes"),
        ("delete", "Permanently remove affected events"),
        ("delete", "Move affected events into the default calendar"),
    }
    assert sum(c["irreversible"] for e in english() for c in e["cases"]) == 13


def test_deleting_the_following_occurrences_only_shortens_the_series() -> None:
    (future,) = [e for e in english() if e["source"].endswith("(repeating, future occurrences)")]
    radios = {i["radio"]: i["checked"] for i in future["screen"]["items"] if "radio" in i}
    assert radios["Delete this and all future occurrences"] is True
    assert future["category"] == "reversible"
    assert [(c["tap"], c["irreversible"]) for c in future["cases"]] == [("Yes", False)]


def test_the_delete_dialog_has_no_title_and_asks_with_no_and_yes() -> None:
    asks = [e for e in english() if "DeleteEventDialog" in e["source"]]
    assert len(asks) == 12
    for e in asks:
        assert "title" not in e["screen"]["dialog"]
        assert [i["button"] for i in e["screen"]["items"] if "button" in i] == ["No", "Yes"]
        assert e["screen"]["items"][0]["text"] == (
            "Are you sure you want to proceed with the deletion?"
        )


def test_syncing_importing_and_marking_done_are_reversible() -> None:
    taps = {c["tap"]: (e["category"], c["irreversible"]) for e in english() for c in e["cases"]}
    assert taps["CalDAV sync"] == ("reversible", False)
    assert taps["Mark completed"] == ("reversible", False)
    assert taps["Mark incomplete"] == ("reversible", False)
    assert taps["Delete all events and tasks"] == ("opens-prompt", False)
    assert taps["Share"] == ("harmless", False)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("calendar_app",), 50)

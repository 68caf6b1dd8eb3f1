"""The two-hundred-and-seventh held-out corpus: what it holds, and that its build script writes
it."""

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

FOLDER = Path(__file__).parent / "heldout_v207"
CORPUS = FOLDER / "heldout_v207.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 198, "harmless": 135, "send": 54, "opens-prompt": 36, "purge": 27,
        "delete-account": 18, "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Ltt.rs has no Korean translation: Korean shows the app in English, so its taps are
    # English's; the other seven languages are checked below.
    assert_same_controls(CORPUS, differ=-1)


def taps(lang: str) -> list[str]:
    entries = [e for e in read_entries(CORPUS) if e["language"] == lang]
    return [str(c["tap"]) for e in entries for c in e["cases"]]


def test_the_translated_languages_tap_their_own_words() -> None:
    english = taps("en")
    assert taps("ko") == english
    for lang in set(SAFETY_LANGUAGES) - {"en", "ko"}:
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 20, lang


def test_the_commits_are_sending_emptying_the_trash_removing_an_account_and_a_discard() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    commits = [(e["source"], c["tap"]) for e in english for c in e["cases"] if c["irreversible"]]
    assert [tap for _, tap in commits].count("Send") == 6
    assert [tap for _, tap in commits].count("Empty") == 3
    assert [tap for _, tap in commits].count("Remove account") == 2
    assert ("lttrs ComposeActivity (overflow, editing a draft)", "Discard") in commits
    # Delete moves a thread to the trash (Undo and "Move to inbox" bring it back).
    deletes = [c for e in english for c in e["cases"] if c["tap"] == "Delete"]
    assert len(deletes) == 2 and not any(c["irreversible"] for c in deletes)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("lttrs",), 47)

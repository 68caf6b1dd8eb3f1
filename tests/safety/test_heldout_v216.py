"""The two-hundred-and-sixteenth held-out corpus (Zulip's Flutter app): what it holds, and that
its build script writes it."""

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

FOLDER = Path(__file__).parent / "heldout_v216"
CORPUS = FOLDER / "heldout_v216.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 144, "opens-prompt": 72, "send": 54, "delete": 27,
        "report": 18, "discard": 18, "leave": 9, "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The app has no Korean catalog and its Portuguese one holds only the About page's
    # title, so Korean and Portuguese tap the English words; the checks below ask the other
    # languages for their own.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    for lang, differ in (("zh", 50), ("ja", 55), ("de", 55), ("fr", 55), ("es", 55),
                         ("ru", 55), ("ko", 0), ("pt", 0)):  # fmt: skip
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) >= differ, lang


def test_the_commits_are_the_app_s_own() -> None:
    entries = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    commits = {(e["category"], c["tap"]) for e in entries for c in e["cases"] if c["irreversible"]}
    assert commits == {
        ("send", "Send"),
        ("delete", "Delete"),
        ("report", "Submit"),
        ("leave", "Unsubscribe"),
        ("discard", "Discard"),
        ("sign-out", "Log out"),
    }
    # Unsubscribing asks everywhere; only where the user could not join again is it a commit.
    unsubscribe = [e for e in entries if e["source"].endswith("unsubscribeFromChannel")]
    rejoin = "Once you leave this channel, you will not be able to rejoin."
    for e in unsubscribe:
        tapped = [c for c in e["cases"] if c["tap"] == "Unsubscribe"]
        for case in tapped:
            assert case["irreversible"] == (e["screen"]["dialog"].get("message") == rejoin)
    # The sheet's rows only open the confirmations.
    sheet = [e for e in entries if e["category"] == "opens-prompt"]
    assert {"Delete message", "Report message", "Unsubscribe"} <= {
        c["tap"] for e in sheet for c in e["cases"]
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("messages", "home"), 49)

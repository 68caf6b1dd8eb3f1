"""The hundred-and-ninety-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v192"
CORPUS = FOLDER / "heldout_v192.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 162, "delete": 36, "send": 36, "leave": 18,
        "publish": 18, "opens-prompt": 18, "discard": 18, "log-out": 9, "remove-account": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=108, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Zulip is translated into all nine languages; Korean leaves more of these strings in
    # English, so 45 (Korean) to 54 of the 56 taps differ from English's (an account's e-mail
    # and a language's own name never do).
    assert_same_controls(CORPUS, differ=40)


def test_the_app_commits_what_its_code_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Deleting a message asks nothing; deleting a topic commits only in its confirmation.
    assert taps["zulip action-sheets showMessageActionSheet (own message)", "Delete message"]
    assert not taps["zulip action-sheets showTopicActionSheet (admin)", "Delete topic"]
    assert taps["zulip action-sheets deleteTopic (confirmation)", "Confirm"] is True
    # Leaving a private stream commits; a public one comes back with Subscribe.
    assert taps["zulip action-sheets showStreamActionSheet (private stream)", "Unsubscribe"]
    assert not taps["zulip action-sheets showStreamActionSheet", "Unsubscribe"]
    # Logging out and removing an account only forget it on the device.
    assert not taps["zulip account-info/ProfileScreen (log out)", "Confirm"]
    assert not taps["zulip account/AccountPickScreen (remove account)", "Confirm"]
    sent = [e for e in english if e["category"] == "send"]
    assert len(sent) == 4 and all(c["tap"] == "Send message" for e in sent for c in e["cases"])


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("zulip",), 47)

"""The four-hundred-and-twenty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v421"
CORPUS = FOLDER / "heldout_v421.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 171, "harmless": 117, "opens-prompt": 108, "delete": 81, "send": 54,
        "reset": 18, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Slide has no Korean translation: Korean shows the app in English, so its taps are
    # English's, and the shared check only compares the screens and labels.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    assert taps("ko") == english
    differ = {lang: sum(a != b for a, b in zip(taps(lang), english, strict=True))
              for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru")}  # fmt: skip
    # The other seven differ from English in 48 (Spanish) to 57 (Russian) of the 62 taps.
    assert all(n >= 48 for n in differ.values()), differ


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("slide",), 62)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A report goes to the moderators and cannot be withdrawn.
    assert taps[("slide PopulateSubmissionViewHolder (report post)", "Report")]
    # Removing with a reason posts the reason as a public reply; a plain removal is undone
    # by Approve.
    assert taps[("slide PopulateSubmissionViewHolder (remove with reason)", "Remove")]
    assert not taps[("slide PopulateSubmissionViewHolder (moderator sheet)", "Remove")]
    # "Delete account" only drops the login from the app; its Delete is the negative button.
    assert not taps[("slide MainActivity (remove account)", "Delete")]
    # Clearing the history acts at once, with no prompt.
    assert taps[("slide SettingsHistoryFragment", "Clear submission history")]
    # Discard drops a typed reply without keeping a draft; editing a comment is an edit.
    assert taps[("slide CommentAdapter (reply area)", "Discard")]
    assert not taps[("slide CommentAdapterHelper (edit comment)", "Submit")]
    # "Really delete Synccit account?" only clears the name and key kept in the app.
    assert not taps[("slide SettingsSynccit (disconnect)", "Yes")]

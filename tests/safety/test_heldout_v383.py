"""The three-hundred-and-eighty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v383"
CORPUS = FOLDER / "heldout_v383.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 225, "reversible": 126, "call": 63, "opens-prompt": 54, "hangup": 36,
        "delete": 27, "answer": 18, "send": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Koler has no Japanese or Korean translation, so those two show every word in English,
    # and many of its taps are wordless buttons known by their ids in every language.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    differ = {lang: sum(a != b for a, b in zip(taps(lang), english, strict=True))
              for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")}  # fmt: skip
    assert differ == {"zh": 13, "ja": 0, "ko": 0, "de": 34, "fr": 20, "es": 20, "pt": 20,
                      "ru": 31}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("koler",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Picking the phone account lets the waiting call go out.
    assert taps[("koler CallActivity (select phone account)", "Orange F(%2B33612345678)")]
    # Answering connects the caller; rejecting ends the call for good.
    assert taps[("koler CallActivity (incoming)", "Answer Button")]
    assert taps[("koler CallNotification (incoming)", "Hangup")]
    # A key of the in-call keypad plays its tone on the line; in the dialer it only types.
    assert taps[("koler DialpadFragment (in call)", "1")]
    assert not taps[("koler DialerFragment", "5")]
    # The call button calls the number typed, but with the field empty only fills one in.
    assert taps[("koler DialerFragment", "dialpad_button_call")]
    assert not taps[("koler DialerFragment (empty)", "dialpad_button_call")]
    # The call log entry's Yes deletes it, though its words speak of a contact.
    assert taps[("koler RecentMenuFragment (delete recent)", "prompt_button_yes")]
    # Blocking acts at once and is undone by Unblock; Send SMS only opens the messaging app.
    assert not taps[("koler RecentMenuFragment", "Block Number")]
    assert not taps[("koler BriefContactFragment", "Send SMS")]

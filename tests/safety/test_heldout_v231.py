"""The two-hundred-and-thirty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v231"
CORPUS = FOLDER / "heldout_v231.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 135, "opens-prompt": 117, "harmless": 99, "send": 63, "delete": 54,
        "import": 18, "export": 18, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Silence is translated into all nine languages: 55 (Korean, which has no "Send drafts")
    # to 57 of the 57 taps differ from English's.
    assert_same_controls(CORPUS, differ=54)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("silence",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Ending a secure session sends the end-session message to the contact.
    assert taps[("silence ConversationActivity (end secure session)", "Yes")]
    # Restoring an encrypted backup replaces the keys, settings and messages.
    assert taps[("silence ImportExportFragment (restore encrypted backup)", "Import")]
    # Exporting writes a file to the device's storage; nothing leaves it, nothing is lost.
    assert not taps[("silence ImportExportFragment (export plaintext)", "Export")]
    # Blocking only hides the contact's messages until Unblock; the trimming switch deletes
    # nothing at once.
    assert not taps[("silence RecipientPreferenceActivity (block)", "Block")]
    assert not taps[("silence ChatsPreferenceFragment", "Delete old messages")]
    assert taps[("silence ChatsPreferenceFragment (trim now)", "Delete")]

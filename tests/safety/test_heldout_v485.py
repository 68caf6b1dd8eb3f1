"""The four-hundred-and-eighty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v485"
CORPUS = FOLDER / "heldout_v485.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 198, "opens-prompt": 108, "delete": 81, "harmless": 72, "revoke": 45,
        "send": 45, "vote": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=180, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Megalodon is translated into all nine languages, Korean only in part: 50 (Korean) to
    # 60 of the 62 taps differ from English's (the footer's icons are tapped by their ids).
    assert_same_controls(CORPUS, differ=48)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("megalodon",), 60)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Removing a follower blocks and unblocks them: their follow is gone for good.
    assert taps[("megalodon UiUtils.confirmSoftBlockUser", "Remove")]
    # A vote cannot be taken back; a boost goes out to every follower's home timeline.
    assert taps[("megalodon PollFooterStatusDisplayItem", "Vote")]
    assert taps[("megalodon FooterStatusDisplayItem (boost menu, item_boost_menu)", "Public")]
    # Leaving the editor with Discard drops the text; Save keeps it as a draft.
    assert taps[("megalodon ComposeFragment (leaving)", "Discard")]
    assert not taps[("megalodon ComposeFragment (leaving)", "Save")]
    # A muted word taken out of a filter being edited is only gone once the filter is saved.
    assert not taps[("megalodon FilterWordsFragment (delete word)", "Delete")]
    # Clearing the media cache loses nothing: the pictures load again.
    assert not taps[("megalodon SettingsAboutAppFragment", "Clear media cache")]
    # Logging out revokes the token and deletes the account's data on the device.
    assert taps[("megalodon SettingsMainFragment (log out)", "Log out")]

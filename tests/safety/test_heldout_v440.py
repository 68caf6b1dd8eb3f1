"""The four-hundred-and-fortieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v440"
CORPUS = FOLDER / "heldout_v440.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 135, "delete": 126, "opens-prompt": 90, "overwrite": 72, "harmless": 45,
        "send": 36, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=513, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # SmartTube is translated into all nine languages: 40 (Japanese and Portuguese, where OK
    # reads OK and the confirmations' Cancel is English) to 53 of the 57 taps differ from
    # English's.
    assert_same_controls(CORPUS, differ=39)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("smarttube",), 40)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # A backup deletes the previous one before it writes; a restore replaces the settings.
    assert taps[("smarttube BackupSettingsPresenter (backup)", "Confirm")]
    assert taps[("smarttube GDriveBackupManager (restore)", "Confirm")]
    # Removing all devices unlinks every paired phone.
    assert taps[("smarttube RemoteControlSettingsPresenter (remove all devices)", "Confirm")]
    # Signing out only forgets the account on this TV; blocking a channel only hides it here.
    assert not taps[("smarttube AccountSettingsPresenter (sign out)", "Confirm")]
    assert not taps[("smarttube VideoMenuPresenter (Home)", "Block the channel")]
    # A History video's row acts at once; Notifications' Hide hides the notification for good.
    assert taps[("smarttube VideoMenuPresenter (History)", "Remove from history")]
    assert taps[("smarttube VideoMenuPresenter (Notifications)", "Hide")]
    # "Install update" only opens the system's installer, which asks again.
    assert not taps[("smarttube AppUpdatePresenter", "Install update")]

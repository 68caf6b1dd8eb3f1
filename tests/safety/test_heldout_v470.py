"""The four-hundred-and-seventieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v470"
CORPUS = FOLDER / "heldout_v470.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 198, "harmless": 117, "upload": 108, "opens-prompt": 54, "reset": 9,
        "sign-out": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # SMS Backup+ has no Japanese catalog and no Brazilian or plain Portuguese one: those two
    # languages show the app in English, and only the platform's Cancel differs, in 4 of the
    # 55 taps.
    assert_same_controls(CORPUS, differ=3)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("smsbackup",), 55)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # A backup uploads the messages to the mail account; before the first one, the button
    # only asks whether to back up or skip.
    assert taps["smsbackup StatusPreference (idle)", "Backup"] is True
    assert taps["smsbackup StatusPreference (first backup)", "Backup"] is False
    assert taps["smsbackup Dialogs.FirstSync", "Backup"] is True
    # Skip is taken back by a reset; the reset forgets what was backed up.
    assert taps["smsbackup Dialogs.FirstSync", "Skip"] is False
    assert taps["smsbackup Dialogs.Reset", "OK"] is True
    assert taps["smsbackup MainActivity (menu)", "Reset"] is False
    # Restore only opens the way to the system's default SMS app prompt.
    assert taps["smsbackup StatusPreference (idle)", "Restore"] is False
    assert taps["smsbackup Dialogs.SmsRequestDefaultPackage", "OK"] is False
    # Disconnecting drops the tokens and the sync state; connecting can be undone.
    assert taps["smsbackup Dialogs.Disconnect", "OK"] is True
    assert taps["smsbackup AccountManagerAuthActivity (select account)", "OK"] is False
    # Stopping a running backup keeps what was done.
    assert taps["smsbackup StatusPreference (backing up)", "Stop"] is False
    # The status panel's buttons carry the layout's ids.
    idle = next(e for e in english if e["source"] == "smsbackup StatusPreference (idle)")
    assert any(i.get("rid") == "com.zegoggles.smssync:id/sync_button"
               for i in idle["screen"]["items"])  # fmt: skip

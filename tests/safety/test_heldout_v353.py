"""The three-hundred-and-fifty-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v353"
CORPUS = FOLDER / "heldout_v353.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 279, "reversible": 63, "grant": 63, "opens-prompt": 54, "revoke": 54,
        "stop": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Shizuku is translated into all nine languages; the apps' names on the management page
    # and the port are the same in every language, and OK is OK in several: 37 (German) to
    # 49 of the 59 taps differ from English's.
    assert_same_controls(CORPUS, differ=36)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("shizuku",), 57)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Stopping the service ends what the authorized apps run in it.
    assert taps[("shizuku HomeActivity (stop, running through adb)", "OK")]
    assert not taps[("shizuku HomeActivity (stop, cancel)", "Cancel")]
    # A granted app's row revokes it (the app is force-stopped); another's grants it.
    assert taps[("shizuku ApplicationManagementActivity (revoke Hail)", "Hail")]
    assert taps[("shizuku ApplicationManagementActivity (grant Canta)", "Canta")]
    assert taps[("shizuku RequestPermissionActivity (allow aShell)", "Allow all the time")]
    # Deny answers one request only; pairing and starting can be undone.
    assert not taps[("shizuku RequestPermissionActivity (deny App Ops)", "Deny")]
    assert not taps[("shizuku AdbPairDialogFragment (code)", "OK")]
    assert not taps[("shizuku HomeActivity (restart with root)", "Restart")]
    # Send only opens the share sheet.
    assert not taps[("shizuku HomeActivity (view command)", "Send")]

"""The two-hundred-and-sixty-first held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v261"
CORPUS = FOLDER / "heldout_v261.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 144, "harmless": 135, "reversible": 108, "delete": 81, "send": 36,
        "overwrite": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # TrackerControl is translated into all nine languages, though not its newer VPN and
    # WireGuard screens in most, and Korean only in part: 29 (Korean) to 48 (Chinese) of the
    # 58 taps differ from English's.
    assert_same_controls(CORPUS, differ=28)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("trackercontrol",), 58)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Clear in an app's menu erases its recorded tracker contacts at once, with no dialog.
    assert taps[("trackercontrol DetailsActivity (menu_details, Weather Now)", "Clear")]
    # A country's row registers a new WireGuard device on the provider's account.
    assert taps[("trackercontrol VpnFragment (Mullvad)", "Sweden")]
    # Excluding all apps overwrites every app's own tracker protection.
    assert taps[("trackercontrol ActivitySettings (advanced options) (exclude all)", "OK")]
    # Cleanup drops only the expired domain names; the organisation lookups can be turned off.
    assert not taps[("trackercontrol ActivityDns (dns)", "Cleanup")]
    assert not taps[("trackercontrol ActivityLog (organization)", "Yes")]
    # Clear in the domain names' menu only opens its "Are you sure?" dialog.
    assert not taps[("trackercontrol ActivityDns (dns)", "Clear")]
    assert taps[("trackercontrol ActivityDns (clear)", "OK")]

"""The three-hundred-and-sixty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v364"
CORPUS = FOLDER / "heldout_v364.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 207, "harmless": 117, "opens-prompt": 72, "delete": 72,
        "overwrite": 54, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=531, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # WG Tunnel has no Korean translation: Korean taps English's words. Chinese, German and
    # Russian differ in 53 to 55 of the 59 taps, French in 41, Spanish and Portuguese in 25
    # or so, Japanese (which lacks most of the strings shown) in 12.
    assert_same_controls(CORPUS, differ=-1)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("wgtunnel",), 59)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting tunnels and the stored logs has no undo.
    assert taps[("wgtunnel MainScreen (delete 2 selected)", "Yes")]
    assert taps[("wgtunnel LogsBottomSheet", "Delete and clear logs")]
    # The editor's Save writes over a rotated private key for good; a rename can be undone.
    assert taps[("wgtunnel ConfigScreen (save keys rotated)", "Save")]
    assert not taps[("wgtunnel ConfigScreen (save renamed)", "Save")]
    # Rotating keys only changes the form until Save.
    assert not taps[("wgtunnel ConfigScreen", "Rotate keys")]
    # Turning remote control off ends its key for good; turning it on does not.
    assert taps[("wgtunnel SettingsAdvancedScreen (on)", "Enable remote app control")]
    assert not taps[("wgtunnel SettingsAdvancedScreen (off)", "Enable remote app control")]
    # Exporting only opens the share sheet; a URL import adds a tunnel that can be deleted.
    assert not taps[("wgtunnel LogsBottomSheet", "Export stored logs")]
    assert not taps[("wgtunnel UrlImportDialog", "Okay")]

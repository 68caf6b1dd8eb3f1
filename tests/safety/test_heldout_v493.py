"""The four-hundred-and-ninety-third held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v493"
CORPUS = FOLDER / "heldout_v493.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 153, "harmless": 117, "opens-prompt": 108, "delete": 45, "reboot": 36,
        "install": 18, "overwrite": 18, "stop": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=126, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # LSPosed is translated into all nine languages: 40 (Japanese, German, French and
    # Portuguese, where OK is OK) to 51 of the 56 taps differ from English's.
    assert_same_controls(CORPUS, differ=38)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("lsposed",), 54)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # The snackbar's Reboot reboots the device at once, with no confirmation.
    assert taps[("lsposed SettingsFragment (reboot hint)", "Reboot")]
    # Clearing a log takes effect at once; saving one only opens the system's file picker.
    assert taps[("lsposed LogsFragment (menu_logs) (verbose logs)", "Clear log now")]
    assert not taps[("lsposed LogsFragment (save)", "Save")]
    # Force stopping an app ends it; re-optimizing only rebuilds a cache.
    assert taps[("lsposed ScopeAdapter (force stop) Signal", "OK")]
    assert not taps[("lsposed ModulesFragment (context_menu_modules)", "Re-optimize")]
    # Installing a module to another user is undone by uninstalling it there.
    assert not taps[("lsposed ModulesFragment (install to user)", "OK")]
    # Leaving an empty scope list: OK disables the module, which is enabled again.
    assert not taps[("lsposed ScopeAdapter (no scope selected)", "OK")]
    assert taps[("lsposed ScopeAdapter (use recommended)", "OK")]

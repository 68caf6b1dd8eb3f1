"""The four-hundred-and-twenty-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v422"
CORPUS = FOLDER / "heldout_v422.yaml"


def entries(lang: str) -> list[dict[str, object]]:
    return [e for e in read_entries(CORPUS) if e["language"] == lang]


def taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in entries(lang) for c in e["cases"]]  # type: ignore[attr-defined]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "opens-prompt": 171,
        "reversible": 135,
        "harmless": 81,
        "delete": 81,
        "reset": 27,
        "send": 27,
        "export": 9,
        "revoke": 9,
    }
    assert_native_corpus(FOLDER, total=540, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # DuckDuckGo has no Chinese, Japanese or Korean translation: those languages show the app
    # in English, and only the platform's OK and Cancel differ, so the shared check only
    # compares the screens and labels; the five translated languages differ from English in
    # 58 to 60 of their 60 taps.
    assert_same_controls(CORPUS, differ=-1)
    english = taps("en")
    for lang in ("de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) >= 58, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("duckduckgo",), 60)


def test_what_the_app_commits() -> None:
    found = {(e["source"], c["tap"]): c["irreversible"] for e in entries("en") for c in e["cases"]}  # type: ignore[attr-defined]
    fire = "duckduckgo SingleTabFireDialog"
    # The Fire sheet burns the tabs and the site data with nothing to undo.
    assert found[(f"{fire} (browser)", "Delete This Tab")]
    assert found[(f"{fire} (settings)", "Delete All")]
    # Closing tabs and deleting a bookmark folder or a password leave an Undo snackbar.
    assert not found[("duckduckgo TabSwitcherActivity (close all tabs)", "Close Tabs")]
    assert not found[("duckduckgo BookmarksActivity (delete folder)", "Delete")]
    assert not found[("duckduckgo AutofillManagementCredentialsMode (delete password)", "Delete")]
    # Deleting every password first asks for the device's authentication.
    assert not found[("duckduckgo AutofillManagementListMode (delete all passwords)", "Delete")]
    # Turning sync off keeps the data on the device; removing another device ends its access.
    assert not found[("duckduckgo SyncActivity (turn off sync)", "Turn Off")]
    assert found[("duckduckgo SyncActivity (remove device)", "Remove")]
    assert found[("duckduckgo SyncActivity (delete server data)", "Delete Server Data")]
    # The switch only makes later uses of the Fire Button take the Duck.ai chats.
    assert not found[("duckduckgo DataClearingSettingsActivity", "Delete Duck.ai Chats")]

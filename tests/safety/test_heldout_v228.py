"""The two-hundred-and-twenty-eighth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v228"
CORPUS = FOLDER / "heldout_v228.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 180, "harmless": 153, "delete-server": 36, "delete": 36, "sign-in": 27,
        "delete-user": 18, "stop-download": 18, "opens-prompt": 9, "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Findroid's Japanese catalog covers only its core module: Japanese shows the setup,
    # settings and player strings in English, so fewer of its 54 taps differ from English's.
    assert_same_controls(CORPUS, differ=15)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("findroid",), 51)


def test_findroid_facts() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # Confirm removes a server or a user from the app; the sheet's row only asks.
    assert taps["findroid ServersScreen (Remove server)", "Confirm"] is True
    assert taps["findroid UsersScreen (Remove user)", "Confirm"] is True
    assert taps["findroid ServerBottomSheet", "Remove server"] is False
    # A dialog titled as its confirm button is written without the title.
    deletes = [e for e in english if e["source"] == "findroid DeleteDownloadDialog"]
    assert all("title" not in e["screen"]["dialog"] for e in deletes)
    assert taps["findroid DeleteDownloadDialog", "Delete download"] is True
    assert taps["findroid CancelDownloadDialog", "Stop download"] is True
    # The played and favourite marks are set back by the same button.
    assert taps["findroid tv MovieScreen", "Mark as played"] is False
    assert taps["findroid tv ShowScreen", "Remove from favorites"] is False
    # The player is View-based: its buttons carry the layout's ids.
    player = next(e for e in english if e["source"].startswith("findroid PlayerActivity"))
    assert any(i.get("rid") == "dev.jdtech.jellyfin:id/exo_play_pause"
               for i in player["screen"]["items"])  # fmt: skip

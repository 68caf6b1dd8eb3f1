"""The five-hundred-and-seventeenth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v517"
CORPUS = FOLDER / "heldout_v517.yaml"


def _taps(lang: str) -> list[str]:
    entries = read_entries(CORPUS)
    return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 243, "harmless": 162, "opens-prompt": 117, "delete": 27, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=558, irreversible=36, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Symphony has no Korean catalog, so Korean shows every word in English: no tap differs
    # from English's there.
    assert_same_controls(CORPUS, differ=-1)


def test_the_translated_languages_show_their_own_words() -> None:
    # Chinese lacks 29 of the strings shown, and the other six catalogs 12 or none: 42 (Chinese)
    # to 55 of the 62 taps differ from English's.
    english = _taps("en")
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 42, lang
    assert _taps("ko") == english


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("symphony",), 62)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], list[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), []).append(c["irreversible"])
    # Deleting a playlist made in the app removes it from the database, with no undo.
    for where in ("Playlists", "Playlist page", "Search"):
        assert taps[(f"symphony ConfirmationDialog (delete playlist, {where})", "Yes")] == [True]
    assert taps[("symphony ConfirmationDialog (delete playlist, Playlists)", "No")] == [False]
    # The menu's Delete only opens the confirmation.
    assert taps[("symphony PlaylistDropdownMenu (in-app playlist)", "Delete")] == [False]
    # Resetting the filter pattern loses the pattern the user typed; the speed's Reset does not.
    assert taps[("symphony TextInputTile (songs filter pattern)", "Reset")] == [True]
    assert taps[("symphony NowPlayingSpeedDialog", "Reset")] == [False]
    # Clearing the song cache and rescanning read the library again from the device's files.
    assert taps[("symphony GrooveSettingsView", "Clear song cache")] == [False]
    assert taps[("symphony Home (overflow)", "Re-scan")] == [False]
    # Export and Share only open the system's picker and share sheet.
    assert taps[("symphony PlaylistDropdownMenu (in-app playlist)", "Export")] == [False]
    assert taps[("symphony Playlist (song menu)", "Share song")] == [False]

"""The two-hundred-and-thirty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v234"
CORPUS = FOLDER / "heldout_v234.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 198, "reversible": 81, "opens-prompt": 72, "delete": 45, "quit": 36,
        "wake": 27, "reset": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=468, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Moonlight is translated into all nine languages, Japanese the least (29 of the strings
    # shown fall back to English): 34 (Japanese) to 44 of the 52 taps differ from English's.
    # The image buttons, PC and game names are the same in every language, and OK is OK in
    # several.
    assert_same_controls(CORPUS, differ=33)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("moonlight",), 52)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps: dict[tuple[str, str], set[bool]] = {}
    for e in entries:
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), set()).add(c["irreversible"])
    # Wake-On-LAN goes out at the tap, with no question; the PC starts up.
    assert taps[("moonlight PcView (context menu, offline)", "Send Wake-On-LAN request")] == {True}
    # Delete PC only asks; Yes deletes the PC, its box art and its hidden-app list, No does not.
    assert taps[("moonlight PcView (context menu, paired)", "Delete PC")] == {False}
    assert taps[("moonlight PcView (delete PC)", "Yes")] == {True}
    assert taps[("moonlight PcView (delete PC)", "No")] == {False}
    # Quitting ends the game on the PC, and so does starting another one over it.
    assert taps[("moonlight AppView (quit session)", "Yes")] == {True}
    assert taps[("moonlight AppView (quit current game and start)", "Yes")] == {True}
    assert taps[("moonlight AppView (context menu, other app)", "Quit Current Game and Start")] == {
        False
    }
    # Pairing only shows a PIN to be typed on the PC; hiding an app is undone by the same row.
    assert taps[("moonlight PcView (context menu, unpaired)", "Pair with PC")] == {False}
    assert taps[("moonlight AppView (context menu, hidden app shown)", "Hide App")] == {False}
    # Yes in "Reset Layout" clears the saved on-screen controls layout.
    assert taps[("moonlight ConfirmDeleteOscPreference (reset layout)", "Yes")] == {True}
    # The settings reset after decoder crashes is done before its dialog shows: OK only closes it.
    assert taps[("moonlight PcView (decoder crash, settings reset)", "OK")] == {False}

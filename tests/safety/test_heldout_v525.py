"""The five-hundred-and-twenty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v525"
CORPUS = FOLDER / "heldout_v525.yaml"


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in read_entries(CORPUS) if e["language"] == lang
            for c in e["cases"]]  # fmt: skip


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {"overwrite": 162, "harmless": 153, "reversible": 99, "opens-prompt": 81}
    assert_native_corpus(FOLDER, total=495, irreversible=81, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # The Korean catalog carries nearly every string in English: only the platform's OK and
    # Cancel (nine questions), "I agree" and "Read identifiers" differ, 20 of the 55 taps.
    assert_same_controls(CORPUS, differ=19)


def test_the_translated_languages_show_their_own_words() -> None:
    # The seven other catalogs translate what is shown but "FAQ" (Japanese, German, French)
    # and "Documentation" (French): 39 (French) to 50 of the 55 taps differ from English's;
    # app names and ids read the same everywhere.
    english = _taps("en")
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= 39, lang
    korean = {b for a, b in zip(_taps("ko"), english, strict=True) if a != b}
    assert korean == {"OK", "Cancel", "I agree", "Read identifiers"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("xprivacylua",), 30)


def test_what_the_app_commits() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in english for c in e["cases"]}
    # OK lifts the group from every app in the list at once and force-stops them; the choice
    # of which apps had it is lost.
    for group in ("group_get_location", "group_send_messages", "group_read_clipboard"):
        where = f"xlua FragmentMain (toggle for all apps, {group})"
        assert taps[(where, "OK")] is True
        assert taps[(where, "Cancel")] is False
    # Restrict only asks.
    assert taps[("xlua FragmentMain (restrict, group_get_location)", "Restrict")] is False
    # One group for one app is set back by the same tap, whatever the group's words.
    assert taps[("xlua AdapterGroup (Signal, scrolled)", "Send messages")] is False
    assert taps[("xlua AdapterGroup (Signal, scrolled)", "Record audio")] is False
    assert taps[("xlua AdapterApp (Waze, group_get_location)", "cbAssigned")] is False
    assert taps[("xlua AdapterApp (Signal expanded)", "Force stop automatically")] is False
    # The Android system's restriction waits for a restart and can be unticked before it.
    assert taps[("xlua AdapterGroup (Android System, all apps shown)", "Read identifiers")] is False
    # The licence's answers and Donate commit nothing.
    assert taps[("xlua ActivityMain (first run licence)", "I agree")] is False
    assert taps[("xlua ActivityMain (first run licence)", "I disagree")] is False
    assert taps[("xlua ActivityMain (drawer, links)", "Donate")] is False
    # Every commit is an OK of the bulk toggle.
    commits = {(s, tap) for (s, tap), bad in taps.items() if bad}
    assert len(commits) == 9
    assert all(s.startswith("xlua FragmentMain (toggle for all apps") and tap == "OK"
               for s, tap in commits)  # fmt: skip

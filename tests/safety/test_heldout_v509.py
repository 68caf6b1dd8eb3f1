"""The five-hundred-and-ninth held-out corpus: what it holds, and that its build script writes
it."""

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

FOLDER = Path(__file__).parent / "heldout_v509"
CORPUS = FOLDER / "heldout_v509.yaml"


def english() -> list[dict]:
    entries = read_entries(CORPUS)
    return [e for e in entries if e["language"] == "en"]


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 144, "opens-prompt": 117, "harmless": 108, "delete": 108, "overwrite": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=486, irreversible=117, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Discreet Launcher has no Korean translation: the Korean screens show English, so no
    # Korean tap differs from English's; the seven other translations differ on most taps.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True)) > 30, lang
    assert taps("ko") == taps("en")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("discreet",), 54)


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], set[bool]] = {}
    for e in english():
        for c in e["cases"]:
            taps.setdefault((e["source"], c["tap"]), set()).add(c["irreversible"])
    # A shortcut is removed at once, with no confirmation and no undo, wherever it is pressed.
    shortcut = "discreet RecyclerAdapter (long press, shortcut)"
    assert taps[(shortcut, "Remove this shortcut")] == {True}
    assert taps[(shortcut, 'Open "Wikipedia"')] == {False}
    # Removing a folder deletes it; sorting overwrites the favorites' own order.
    assert taps[("discreet ActivityFolders (remove folder)", "Remove")] == {True}
    assert taps[("discreet ActivityFavorites (sort)", "Sort")] == {True}
    assert taps[("discreet ActivityFavorites", "Sort")] == {False}
    # Import only opens the system's file picker; hiding and un-favoriting are undone alike.
    assert taps[("discreet ActivityExportImport", "Import")] == {False}
    assert taps[("discreet DialogHiddenApps", "Apply")] == {False}
    assert taps[("discreet RecyclerAdapter (long press, app)", "Remove from favorites")] == {False}

"""The four-hundred-and-fifty-seventh held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v457"
CORPUS = FOLDER / "heldout_v457.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 144, "reversible": 126, "opens-prompt": 117, "delete": 90,
        "overwrite": 45,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Camera Roll has no Korean translation: Korean shows every string in English, so no
    # Korean tap differs from English's. The other seven languages are translated: 38
    # (French, which lacks the virtual albums' and the wallpaper's strings) to 52 (Chinese)
    # of the 58 taps differ.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    assert taps("ko") == english
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 37, lang


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("cameraroll",), 56)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # The album's Delete only takes the files off the grid behind a snackbar with Undo, but
    # deletes them for good when the snackbar goes; the Undo itself brings them back.
    assert taps[("cameraroll AlbumActivity (delete files)", "Delete")]
    assert not taps[("cameraroll AlbumActivity (files deleted, Undo)", "Undo")]
    # Saving a cropped picture writes it over the original file; Export makes a new file.
    assert taps[("cameraroll EditImageActivity (save)", "Save")]
    assert not taps[("cameraroll EditImageActivity (save)", "Export")]
    # Setting a wallpaper replaces the one before, of which nothing is kept.
    assert taps[("cameraroll SetWallpaperActivity (set wallpaper)", "Home Screen")]
    # A virtual album goes at once and for good; a path taken out of one can be added again.
    assert taps[("cameraroll VirtualAlbumsActivity", "delete_button")]
    assert not taps[("cameraroll VirtualAlbumsActivity (virtual album)", "delete_button")]
    # Copying into a folder adds files (a name taken gets " Copy"); Paste of moved files can
    # be undone by moving them back.
    assert not taps[("cameraroll FileOperationDialogActivity (copy)", "OK")]
    assert not taps[("cameraroll FileExplorerActivity (paste)", "Paste")]

"""The two-hundred-and-eighty-fourth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v284"
CORPUS = FOLDER / "heldout_v284.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 207, "delete": 126, "opens-prompt": 90, "harmless": 63, "overwrite": 18,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=504, irreversible=144, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Korean's file holds English for most of Gallery's strings (the trash sheets, Move,
    # Hide, the vault's chips and sheets): 33 of its 56 taps differ from English's; the other
    # languages 48 (Portuguese, whose vault strings are partly English) to 51.
    assert_same_controls(CORPUS, differ=32)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("gallery",), 56)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # With the trash can on, Confirm only moves the media to the trash for 30 days; with it
    # off, the same words delete for good.
    assert not taps[("gallery SelectionSheet (TrashDialog)", "Confirm")]
    assert taps[("gallery SelectionSheet (TrashDialog) (trash can off)", "Confirm")]
    assert taps[("gallery SelectionSheet (TrashDialog) (item on the SD card)", "Confirm")]
    # A trashed item's Delete acts at once; its Restore brings it back.
    assert taps[("gallery MediaViewQuickBottomBar (trashed item)", "Delete")]
    assert not taps[("gallery MediaViewQuickBottomBar (trashed item)", "Restore")]
    # Deleting a vault item deletes the encrypted file, though its sheet says trash.
    assert taps[("gallery EncryptedMediaView (TrashDialog)", "Confirm")]
    assert taps[("gallery DeleteVaultSheet", "Yes")]
    assert not taps[("gallery RestoreVaultSheet", "Yes")]
    # Override writes over the original; Save Copy makes a new file.
    assert taps[("gallery EditScreen (cropped)", "Override")]
    assert not taps[("gallery EditScreen (cropped)", "Save Copy")]
    # Stripping the location rewrites the file; moving an album to the trash can be undone.
    assert taps[("gallery MediaViewSheetDetails", "Delete Location")]
    assert not taps[("gallery AlbumComponent (album sheet)", "Move album to trash")]

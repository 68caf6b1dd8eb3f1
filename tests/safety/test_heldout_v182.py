"""The hundred-and-eighty-second held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v182"
CORPUS = FOLDER / "heldout_v182.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "opens-prompt": 126, "delete": 63, "purge": 54, "harmless": 36,
        "overwrite": 36,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=477, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Gallery and Commons are translated into all nine languages; Yes, No, OK and Cancel
    # read alike in some (OK is OK in Japanese, German, French, Portuguese and Russian), so
    # 47 to 53 of the 53 taps differ from English's.
    assert_same_controls(CORPUS, differ=45)


def test_a_delete_commits_only_where_the_recycle_bin_is_left_out() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    yes = {(e["source"], c["irreversible"]) for e in entries for c in e["cases"]
           if c["tap"] in ("Yes", "button1") and "Delete" in e["source"]}  # fmt: skip
    assert len(yes) == 8
    for source, irreversible in yes:
        if "recycle bin on" in source:
            assert not irreversible, source
        if "recycle bin off" in source or "skip the recycle bin" in source:
            assert irreversible, source
    said = [(e["screen"].get("dialog") or {}).get("message", "") for e in entries]
    emptying = [c for e, message in zip(entries, said, strict=True) for c in e["cases"]
                if "permanently lost" in message]  # fmt: skip
    assert len(emptying) == 6 and all(c["irreversible"] for c in emptying)
    # "Overwrite original" writes over the file at once; its sibling "Save as" only asks.
    editor = [c for e in entries for c in e["cases"] if "EditActivity" in e["source"]]
    assert {c["tap"]: c["irreversible"] for c in editor}["Overwrite original"] is True
    assert {c["tap"]: c["irreversible"] for c in editor}["Save as"] is False


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("gallery",), 53)

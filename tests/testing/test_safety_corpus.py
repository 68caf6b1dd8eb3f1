"""Reading a corpus file: parsed once while it is unchanged, a fresh copy every time."""

from __future__ import annotations

import os
from pathlib import Path

from m2miner.testing.safety_corpus import read_entries


def test_a_corpus_file_is_read_again_as_a_copy_and_again_when_it_changes(
    tmp_path: Path,
) -> None:
    path = tmp_path / "corpus.yaml"
    path.write_text("- language: en\n  cases: [{tap: Delete}]\n", encoding="utf-8")
    first = read_entries(path)
    assert first == [{"language": "en", "cases": [{"tap": "Delete"}]}]
    first[0]["cases"].append({"tap": "Cancel"})  # a caller's change stays its own
    assert read_entries(path) == [{"language": "en", "cases": [{"tap": "Delete"}]}]
    assert read_entries(path) is not read_entries(path)
    # The file changed (its size and time): read again, not answered from before.
    path.write_text("- language: de\n  cases: [{tap: Löschen}]\n", encoding="utf-8")
    os.utime(path, ns=(1, 1))
    assert read_entries(path) == [{"language": "de", "cases": [{"tap": "Löschen"}]}]
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    assert read_entries(empty) == []

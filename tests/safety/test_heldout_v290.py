"""The two-hundred-and-ninetieth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v290"
CORPUS = FOLDER / "heldout_v290.yaml"


def english_taps() -> dict[tuple[str, str], bool]:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    return {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 189, "harmless": 135, "opens-prompt": 72, "delete": 63,
        "overwrite": 45, "reset": 27, "wipe": 9, "discard": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=549, irreversible=153, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # DroidFS has no Japanese, Korean or French translation: those languages show the
    # English words, so no tap of theirs differs; the assertion below holds the translated
    # ones to their share.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    differ = {lang: sum(a != b for a, b in zip(taps(lang), english, strict=True))
              for lang in ("zh", "ja", "ko", "de", "fr", "es", "pt", "ru")}  # fmt: skip
    # 40 (German, Portuguese) to 51 (Chinese) of the 61 taps differ from English's.
    assert all(differ[lang] >= 40 for lang in ("zh", "de", "es", "pt", "ru")), differ
    assert differ["ja"] == differ["ko"] == differ["fr"] == 0


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("droidfs",), 61)


def test_what_the_app_commits() -> None:
    taps = english_taps()
    # A hidden volume's "Delete volume" removes its folder from the app's storage; "Forget
    # only" leaves it there, to be added again.
    assert taps[("droidfs MainActivity (remove hidden volume)", "Delete volume")]
    assert not taps[("droidfs MainActivity (remove hidden volume)", "Forget only")]
    # Removing a volume kept outside the app only forgets its path.
    assert not taps[("droidfs MainActivity (selection, Remove)", "Remove")]
    # The saved password hash is gone at once, and with every hash on a reset.
    assert taps[("droidfs MainActivity (overflow, Remove fingerprint)", "Remove fingerprint")]
    assert taps[("droidfs FingerprintProtector (MAC verification failed)", "Reset hash storage")]
    # Wiping the imported originals destroys them outside the volume.
    assert taps[("droidfs ExplorerActivity (wipe after importing files)", "YES")]
    # Replacing a file is a commit; merging two folders replaces nothing by itself.
    assert taps[("droidfs ExplorerActivity (checkMoveOverwrite)", "YES")]
    assert not taps[("droidfs BaseExplorerActivity (checkPathOverwrite, merge)", "YES")]
    # Unsaved edits discarded are lost; a rotation saved can be rotated back.
    assert taps[("droidfs TextEditor (unsaved changes)", "Discard")]
    assert not taps[("droidfs TextEditor (unsaved changes)", "Save")]
    assert not taps[("droidfs ImageViewer (rotated)", "YES")]
    # A password change can be undone with the new password.
    assert not taps[("droidfs ChangePasswordActivity", "button")]

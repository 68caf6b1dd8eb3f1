"""The two-hundred-and-fifty-fifth held-out corpus: what it holds, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v255"
CORPUS = FOLDER / "heldout_v255.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 288, "delete": 126, "reversible": 63, "overwrite": 9, "opens-prompt": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=495, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # FreeOTP+ has no Korean translation: Korean shows the app's words in English, and only
    # the platform's Cancel (5 of the 55 taps) in Korean. The other seven languages are
    # translated: 45 to 47 of their 55 taps differ from English's.
    assert_same_controls(CORPUS, differ=4)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("freeotp",), 55)


def test_what_the_app_commits() -> None:
    entries = [e for e in read_entries(CORPUS)
               if e["language"] == "en"]  # fmt: skip
    taps = {(e["source"], c["tap"]): c["irreversible"] for e in entries for c in e["cases"]}
    # Deleting a token removes its secret from the device for good, whichever token it is.
    deletes = [bad for (source, tap), bad in taps.items() if tap == "Delete"]
    assert deletes.count(True) == 14
    assert taps[("freeotp DeleteActivity (delete) root@homeserver.lan", "Delete")]
    # The token menu's Delete only opens the delete page.
    assert not taps[("freeotp TokenViewHolder (token menu, GitHub)", "Delete")]
    # Importing a JSON file replaces the stored tokens under the file's numbers.
    assert taps[("freeotp MainActivity (import JSON file)", "Ok")]
    assert not taps[("freeotp MainActivity (import JSON file)", "Cancel")]
    # The export rows only open the system's save screen; an HOTP card's tap only advances
    # its counter and shows the code.
    assert not taps[("freeotp MainActivity (main menu) (Export)", "Export JSON format")]
    assert not taps[("freeotp MainActivity (main) (HOTP card)", "Corporate VPN")]
    # Turning the lock off acts at once, and it can be turned on again.
    assert not taps[
        ("freeotp MainActivity (main menu) (authentication on)", "Require authentication")
    ]

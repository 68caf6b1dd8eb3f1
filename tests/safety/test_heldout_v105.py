"""The hundred-and-fifth held-out corpus: what it holds, and that its build script writes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
)

FOLDER = Path(__file__).parent / "heldout_v105"
CORPUS = FOLDER / "heldout_v105.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "harmless": 171, "opens-prompt": 117, "reversible": 99, "delete": 63, "leave": 18,
        "revoke": 18, "publish": 9, "remove-member": 9, "invite": 9, "grant": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=135, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Both apps are translated into all nine languages; the taps that read as English's are
    # AppFlowy's strings its catalogs lack (the invite link's, and in Spanish and Portuguese
    # a few more), its "Send invite" and OpenVPN's "Duplicate VPN", which are not
    # translated, the profile's row, and OK, which several languages write as OK. Every
    # language differs from English in over 45 taps.
    assert_same_controls(CORPUS, differ=45)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("appflowy", "openvpn"), 58)

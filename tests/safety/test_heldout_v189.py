"""The hundred-and-eighty-ninth held-out corpus: what it holds, and that its build script writes
it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.safety.heldout_checks import (
    assert_built,
    assert_native_corpus,
    assert_same_controls,
    assert_screen_modules_lay_out_the_file,
    read_entries,
)

FOLDER = Path(__file__).parent / "heldout_v189"
CORPUS = FOLDER / "heldout_v189.yaml"


def test_the_corpus_holds_the_same_screens_in_nine_languages() -> None:
    categories = {
        "reversible": 162, "opens-prompt": 126, "harmless": 54, "delete": 36, "send": 27,
        "sign-out": 18, "report": 18, "reset-key": 18, "remove-member": 18,
        "delete-account": 18, "edit": 9, "leave": 9, "revoke": 9,
    }  # fmt: skip
    assert_native_corpus(FOLDER, total=522, irreversible=162, categories=categories)


def test_each_language_taps_the_same_controls() -> None:
    # Rocket.Chat's Korean catalog is empty, so Korean shows the app in English and its taps
    # are English's: the shared check only compares the screens and labels here, and the other
    # languages must differ from English in most of their 58 taps.
    assert_same_controls(CORPUS, differ=-1)
    entries = read_entries(CORPUS)

    def taps(lang: str) -> list[str]:
        return [str(c["tap"]) for e in entries if e["language"] == lang for c in e["cases"]]

    english = taps("en")
    assert taps("ko") == english
    for lang in ("zh", "ja", "de", "fr", "es", "pt", "ru"):
        assert sum(a != b for a, b in zip(taps(lang), english, strict=True)) > 20, lang


def test_the_app_specific_controls() -> None:
    english = [e for e in read_entries(CORPUS) if e["language"] == "en"]
    by_source = {e["source"]: e for e in english}
    # Deleting a message asks with the platform's dialog; its Delete is the positive button.
    deleting = [e for e in english if e["source"] == "rocketchat MessageActions (handleDelete)"]
    dialog = deleting[0]["screen"]
    assert dialog["dialog"]["message"] == "You will not be able to recover this message!"
    assert {"button": "Delete", "rid": "android:id/button1"} in dialog["items"]
    # A message's Report reports it at once, with no confirmation.
    report = [e for e in english if e["category"] == "report"]
    assert [c["tap"] for e in report for c in e["cases"]] == ["Report", "Report"]
    # The direct message's Block and Report rows share one id in the app's code.
    rows = by_source["rocketchat RoomActionsView (direct message)"]["screen"]["items"]
    assert [r["row"] for r in rows if r.get("rid") == "room-actions-block-user"] == [
        "Block",
        "Report",
    ]
    # Removing a workspace and logging out end only this device's session.
    assert all(not c["irreversible"] for e in english if e["category"] == "sign-out"
               for c in e["cases"])  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("rocketchat",), 49)

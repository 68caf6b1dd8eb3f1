"""The five-hundred-and-eighteenth held-out corpus, ZoneMinder (PHP pages whose forms and jQuery
calls carry csrf-magic's token, Bootstrap modals loaded from the server before each deletion,
the browser's own confirm() for a monitor and an encoder template, and the host's shutdown
and restart): what it holds, that every action states its requests in nine languages, that
the translated languages show their own words, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v518"
CORPUS = FOLDER / "heldout_v518.yaml"
CATEGORIES = {"harmless": 126, "opens-prompt": 117, "reversible": 117, "delete": 117,
              "shutdown": 18, "reboot": 18, "delete-user": 18, "revoke": 18}  # fmt: skip
INDEX = "/zm/index.php"


def _entries(lang: str) -> list[dict[str, Any]]:
    return [e for e in read_entries(CORPUS) if e["language"] == lang]


def _taps(lang: str) -> list[str]:
    return [str(c["tap"]) for e in _entries(lang) for c in e["cases"]]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus([CORPUS])
    assert_counts(cases, "heldout_v518", total=549, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same actions and the same requests in every language: no body holds a word of the
    # app's catalogues.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # Everything goes to index.php but the encoder template's deletion, a REST call.
    assert all(r.split()[1].startswith(INDEX) for r, _, _ in sent
               if not r.startswith("DELETE "))  # fmt: skip
    assert {r for r, _, _ in sent if r.startswith("DELETE ")} == {
        "DELETE /zm/api/encoder_templates/3.json"
    }
    # Page loads are GETs; a form posts csrf-magic's hidden field first, form-encoded; a
    # jQuery POST has csrf-magic.js's prefix, the token as it stands; a GET has no body.
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    assert all(r.startswith("POST ") and b and b.startswith("__csrf_magic=key%3A")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(b.startswith("__csrf_magic=key:") for r, b, v in sent
               if v is None and r.startswith("POST ") and b)  # fmt: skip
    assert all(b is None for r, b, _ in sent if not r.startswith("POST "))
    # Two of the app's confirmations are the browser's confirm(), answered OK.
    assert Counter(c.confirmed for c in cases) == {False: 531, True: 18}


def test_the_translated_languages_show_their_own_words() -> None:
    english = _taps("en")
    least = {"zh": 50, "ja": 50, "es": 45, "ru": 45, "de": 40, "fr": 40, "pt": 35}
    for lang, count in least.items():
        taps = _taps(lang)
        assert sum(a != b for a, b in zip(taps, english, strict=True)) >= count, lang
    # The app has no Korean catalogue: Korean shows English but for Chrome's own buttons.
    korean = {b for a, b in zip(english, _taps("ko"), strict=True) if a != b}
    assert korean == {"확인", "취소"}
    # The commits' buttons in the app's words.
    commits = {lang: {str(c["tap"]) for e in _entries(lang) for c in e["cases"]
                      if c["irreversible"]} for lang in ("en", "de", "ja", "ru")}  # fmt: skip
    assert {"Delete", "Shutdown", "Restart", "Revoke All Tokens", "Update", "Clear Logs",
            "OK"} == commits["en"]  # fmt: skip
    assert {"Löschen", "Neustart", "Aktualisieren"} <= commits["de"]
    assert {"削除", "シャットダウン", "再起動", "すべてのトークンを取り消す"} <= commits["ja"]
    assert {"Удалить", "Перезапустить", "Отозвать все токены", "ОК"} <= commits["ru"]


def test_what_the_app_commits() -> None:
    taps: dict[tuple[str, str], tuple[bool, list[Any]]] = {}
    for e in _entries("en"):
        for c in e["cases"]:
            taps[(e["source"].removeprefix("zoneminder "), str(c["tap"]))] = (
                c["irreversible"],
                c["sends"],
            )

    def request(where: str, tap: str) -> tuple[bool, str, str | None]:
        bad, sends = taps[(where, tap)]
        first = sends[0] if isinstance(sends[0], dict) else {"request": sends[0]}
        return bad, first["request"], first.get("body")

    # Deleting events: a GET of the ajax request with the ticked ids, no trash behind it.
    assert request("delete event confirm", "Delete") == (
        True,
        f"GET {INDEX}?request=events&task=delete&eids%5B%5D=412",
        None,
    )
    assert request("delete two events confirm", "Delete")[1].endswith(
        "eids%5B%5D=412&eids%5B%5D=415"
    )
    # A monitor's deletion posts action=delete, but only marks it deleted: not a commit.
    bad, line, body = request("delete monitor confirm", "OK")
    assert not bad and line == f"POST {INDEX}?view=console"
    assert body is not None and body.endswith("&action=delete&btSelectItem=on&markMids%5B%5D=3")
    # Shutting down or restarting now commits; scheduled a minute ahead it can be cancelled.
    assert request("shutdown now", "Shutdown") == (
        True,
        f"GET {INDEX}?request=shutdown&when=now&command=shutdown",
        None,
    )
    assert request("restart now", "Restart") == (
        True,
        f"GET {INDEX}?request=shutdown&when=now&command=restart",
        None,
    )
    assert request("shutdown in a minute", "Shutdown") == (
        False,
        f"GET {INDEX}?request=shutdown&when=1min&command=shutdown",
        None,
    )
    assert request("shutdown scheduled cancel", "Cancel")[1].endswith("&command=cancel")
    # The run state dialog: stopping ZoneMinder is undone by starting it, a saved state's
    # deletion is not.
    assert request("run state stop", "Apply")[0] is False
    bad, line, body = request("run state delete saved", "Delete")
    assert bad and line == f"POST {INDEX}"
    assert body is not None and body.endswith("&view=state&action=delete&apply=1&runState=Away"
                                              "&newState=")  # fmt: skip
    # The API tab's Update revokes a token only where a Revoke Token box is ticked.
    bad, _, body = request("options api revoke kim", "Update")
    assert bad and body is not None and "&tokenUids%5B%5D=3&" in body
    bad, _, body = request("options api disable kim", "Update")
    assert not bad and body is not None and "tokenUids" not in body
    assert body.endswith("&action=delete&apiUids%5B%5D=1")
    bad, line, body = request("options api revoke all", "Revoke All Tokens")
    assert bad and line == f"POST {INDEX}?" and body is not None
    assert "&revokeAllTokens=&view=options&tab=API&" in body
    # Users, storage areas, zones and log entries go for good.
    bad, line, body = request("delete user confirm", "Delete")
    assert bad and line == f"POST {INDEX}?"
    assert body is not None and body.endswith("&view=options&tab=users&action=delete"
                                              "&markUids%5B%5D=3")  # fmt: skip
    bad, line, body = request("zones page gate marked", "Delete")
    assert bad and line == f"POST {INDEX}?view=zones"
    assert body is not None and body.endswith("&mids%5B%5D=3&markZids%5B%5D=7&action=delete")
    bad, line, body = request("clear logs confirm", "Clear Logs")
    assert bad and line == f"POST {INDEX}?request=log&task=delete"
    assert body is not None and body.endswith("&ids%5B%5D=52311&ids%5B%5D=52312")
    assert request("delete encoder template confirm", "OK") == (
        True,
        "DELETE /zm/api/encoder_templates/3.json",
        None,
    )
    # The buttons that only open a dialog send at most the dialog's own HTML.
    assert request("events list dialogs", "Delete") == (
        False,
        f"GET {INDEX}?request=modal&modal=delconfirm",
        None,
    )
    assert taps[("console delete monitor", "Delete")] == (False, [])
    assert taps[("options encoder templates", "Delete")] == (False, [])
    # Archiving, unarchiving and editing an event are undone in the same list.
    assert request("events list archive", "Archive")[:2] == (
        False,
        f"POST {INDEX}?request=events&task=archive",
    )
    assert request("unarchive confirm", "Unarchive")[0] is False
    assert request("event detail dialog", "Save")[0] is False


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)


def test_the_screen_modules_lay_out_the_screens_of_the_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_screen_modules_lay_out_the_file(
        monkeypatch, FOLDER, ("zm_console", "zm_events", "zm_options"), 36
    )

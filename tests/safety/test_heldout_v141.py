"""The hundred-and-forty-first held-out corpus, Uptime Kuma's web client (an uptime monitor
whose actions go as socket.io events on a websocket, and a few page loads as links): what it
holds, that every action states its messages in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v141"
SOCKET = "WEBSOCKET wss://app.example/socket.io/?EIO=4&transport=websocket&sid=Qx0jKUvMHpkL3dSJAAAC"
CATEGORIES = {
    "reversible": 270, "delete": 144, "opens-prompt": 90, "revoke": 45, "send": 27,
    "publish": 18,
}  # fmt: skip


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v141", total=594, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def _frames() -> list[tuple[str, dict[str, str]]]:
    """Every request of the corpus file as written (language, request), before loading."""
    entries = read_entries(FOLDER / "heldout_v141.yaml")
    return [(e["language"], r) for e in entries for c in e["cases"] for r in c["sends"]]


def test_every_message_is_a_socket_io_event_frame() -> None:
    sent = [r for _, r in _frames()]
    assert {r["via"] for r in sent} == {"websocket", "link"}
    assert all(r["request"] == SOCKET for r in sent if r["via"] == "websocket")
    assert all(r["request"].startswith("GET /") and "body" not in r for r in sent
               if r["via"] == "link")  # fmt: skip
    for r in sent:
        if r["via"] == "websocket":
            assert r["body"].startswith("42")
            payload = json.loads(r["body"][2:].lstrip("0123456789"))
            assert isinstance(payload, list) and isinstance(payload[0], str)
    # Each emit takes the next ack id, in the same order in every language.
    english = [int(r["body"][2 : r["body"].index("[")]) for lang, r in _frames()
               if lang == "en" and r["via"] == "websocket"]  # fmt: skip
    assert english == list(range(37, 37 + len(english)))


def test_every_delete_event_is_a_commit() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    events = {"deleteMonitor", "deleteNotification", "deleteTag", "deleteAPIKey",
              "deleteMaintenance", "deleteStatusPage", "deleteDockerHost",
              "clearStatistics"}  # fmt: skip
    for case in cases:
        names = {r.rsplit("/", 1)[1] for r in case.sends or ()}
        if names & events:
            assert case.irreversible, case.id
    paused = [c for c in cases if any(r.endswith("/pauseMonitor") for r in c.sends or ())]
    assert paused and not any(c.irreversible for c in paused)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

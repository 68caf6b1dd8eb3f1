"""The hundred-and-forty-fourth held-out corpus, HedgeDoc 1.x (a collaborative Markdown editor
whose note page sends its permission changes, deletions and edits as socket.io events, and its
history and other pages HTTP requests): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v144"
CATEGORIES = {"reversible": 279, "delete": 81, "publish": 27, "delete-account": 9}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v144", total=396, irreversible=90)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def test_every_message_is_a_socket_io_event_frame_without_ack() -> None:
    entries = read_entries(FOLDER / "heldout_v144.yaml")
    sent = [r for e in entries for c in e["cases"] for r in c["sends"] if isinstance(r, dict)]
    frames = [r for r in sent if r.get("via") == "websocket"]
    assert frames
    for r in frames:
        assert r["request"].startswith("WEBSOCKET wss://app.example/socket.io/?noteId=")
        assert r["body"].startswith('42["')
        assert isinstance(json.loads(r["body"][2:]), list)
    # Every note deletion is a commit; no permission change is.
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    for case in cases:
        if '42["delete"]' in case.bodies:
            assert case.irreversible, case.id
        if any(b and b.startswith('42["permission"') for b in case.bodies):
            assert not case.irreversible, case.id


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

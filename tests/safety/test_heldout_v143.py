"""The hundred-and-forty-third held-out corpus, Etherpad's pad page and admin (a collaborative
editor whose actions go as socket.io messages on a websocket, with a few page loads and an
import upload): what it holds, that every action states its messages in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v143"
PAD = "WEBSOCKET wss://pad.example/socket.io/?EIO=4&transport=websocket&sid=Xk3p9QzR2mLw7vNbAAAD"
ADMIN = "WEBSOCKET wss://pad.example/socket.io/?EIO=4&transport=websocket"
CATEGORIES = {"reversible": 297, "delete": 144, "opens-prompt": 99, "send": 45}


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v143", total=585, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def _sent() -> list[dict[str, str]]:
    """Every request of the corpus file as written, before loading."""
    entries = read_entries(FOLDER / "heldout_v143.yaml")
    return [r for e in entries for c in e["cases"] for r in c["sends"]]


def test_every_message_is_a_socket_io_event_frame() -> None:
    sent = _sent()
    assert {r.get("via") for r in sent} == {"websocket", "link", None}
    for r in sent:
        if r.get("via") == "websocket":
            assert r["request"] in (PAD, ADMIN)
            nsp = "/" if r["request"] == PAD else r["body"][2 : r["body"].index(",")]
            assert nsp in ("/", "/settings", "/pluginfw/installer")
            payload = json.loads(r["body"][2:] if nsp == "/" else r["body"][3 + len(nsp) :])
            assert isinstance(payload, list) and isinstance(payload[0], str)
            # The pad's every message is a COLLABROOM message.
            if nsp == "/":
                assert payload[0] == "message" and payload[1]["type"] == "COLLABROOM"
        elif r.get("via") == "link":
            assert r["request"].startswith("GET /") and "body" not in r
        else:
            assert r["request"] == "POST /p/team-notes/import" and "WebKitFormBoundary" in r["body"]


def test_every_delete_and_every_message_to_others_is_a_commit() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    commits = (
        "PAD_DELETE",
        '"type":"CHAT_MESSAGE"',
        '"deletePad"',
        '"cleanupPadRevisions"',
        '"shout"',
    )
    for case in cases:
        if any(b and any(word in b for word in commits) for b in case.bodies):
            assert case.irreversible, case.id
    edits = [c for c in cases if any(b and "USER_CHANGES" in b for b in c.bodies)]
    assert edits and any(c.irreversible for c in edits) and not all(c.irreversible for c in edits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

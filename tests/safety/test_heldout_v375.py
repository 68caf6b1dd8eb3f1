"""The three-hundred-and-seventy-fifth held-out corpus, PairDrop (a page that sends files and
messages between devices, every message going over one WebSocket to its signalling server,
which relays it to the other device where WebRTC is missing): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v375"
SERVER = "://drop.example.com/server?webrtc_supported=false"  # the loader reads wss as https
CATEGORIES = {"reversible": 234, "send": 189, "opens-prompt": 63, "revoke": 45}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v375", total=531, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    # Every WebSocket message goes to the one signalling server, as a JSON object with a type;
    # the one other request is a catalogue, and page loads are GETs.
    assert all(r.startswith("WEBSOCKET ") and r.endswith(SERVER) and json.loads(b or "")["type"]
               for r, b, v in sent if v == "websocket")  # fmt: skip
    assert {r for r, _, v in sent if v is None} == {"GET /lang/it.json"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")

    def kinds(irreversible: bool) -> set[str]:
        return {json.loads(b or "")["type"] for c in cases if c.irreversible == irreversible
                for b, v in zip(c.bodies, c.vias, strict=True) if v == "websocket"}  # fmt: skip

    # Texts, transfer requests and unpairings commit; a transfer's answer, a pairing, a
    # public room and a new display name do not.
    assert kinds(True) == {"text", "request", "room-secrets-deleted"}
    assert {"files-transfer-response", "pair-device-join", "leave-public-room",
            "display-name-changed"} <= kinds(False)  # fmt: skip
    assert not kinds(True) & kinds(False)
    # A message for another device names it and its room, which the server relays it in.
    for _, b, v in sent:
        message = json.loads(b or "{}") if v == "websocket" else {}
        if message.get("type") in ("text", "request", "files-transfer-response"):
            assert {"to", "roomType", "roomId"} <= set(message)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

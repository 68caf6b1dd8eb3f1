"""The four-hundred-and-eighty-seventh held-out corpus, Kiwi IRC (a Vue web IRC client whose
every IRC line goes to a Kiwi server as a message on one SockJS WebSocket, with the app's own
prompts and the browser's confirmations): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v487"
# The corpus writes wss://; the loaded case names it https://.
SOCKET = "WEBSOCKET https://localdev.clients.kiwiirc.com/webirc/kiwiirc/482/k3v9qx2m/websocket"
CATEGORIES = {"reversible": 288, "send": 81, "remove-user": 45, "harmless": 18,
              "opens-prompt": 18, "reset": 18, "delete": 18, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v487", total=495, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every IRC line is a SockJS frame on the one socket; the rest are SockJS's info read
    # (an XHR) and Forget me's page reload.
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    assert all(r == SOCKET and json.loads(b)[0].startswith(":") for r, b, v in sent
               if v == "websocket")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v != "websocket")

    def lines(irreversible: bool) -> set[str]:
        return {json.loads(b)[0] for c in cases if c.irreversible is irreversible
                for b, v in zip(c.bodies, c.vias, strict=True) if v == "websocket"}  # fmt: skip

    commits, others = lines(True), lines(False)
    assert ":1 PRIVMSG #kiwiirc-default :Meeting moved to 15:00" in commits
    assert ":1 INVITE tomasz #kiwi-dev" in commits and ":1 QUIT" in commits
    assert any(line.startswith(":1 KICK #kiwiirc-default tomasz :") for line in commits)
    # Joining, leaving, bans on their own, modes and disconnecting are not commits.
    assert ":1 PART #kiwi-dev" in others and ":1 JOIN #rust" in others
    assert ":1 QUIT :Page closed" in others
    assert ":1 MODE #kiwiirc-default +b *!tomasz@dsl-88-12.example.net" in others
    assert not any(line.startswith((":1 PART", ":1 JOIN", ":1 NICK")) for line in commits)
    # Every commit but Forget me's reload sends something on the socket.
    assert all(
        tuple(c.vias) == ("link",) for c in cases if c.irreversible and "websocket" not in c.vias
    )


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

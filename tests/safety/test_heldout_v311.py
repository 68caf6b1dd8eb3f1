"""The three-hundred-and-eleventh held-out corpus, Converse.js (a browser XMPP client whose every
action is a stanza on one WebSocket to the XMPP server: messages, presences and IQs, with the
app's own confirmation modals): what it holds, that every action states its frames in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v311"
SOCKET = "WEBSOCKET https://chat.example.org/xmpp-websocket"  # as loaded: wss:// read as https://
CATEGORIES = {"opens-prompt": 207, "reversible": 144, "delete": 81, "reject": 36, "send": 27,
              "revoke": 18, "remove-user": 18, "overwrite": 9, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_frame_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v311", total=549, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Everything goes as one XML frame on the XMPP WebSocket.
    assert {(r, v) for r, _, v in sent} == {(SOCKET, "websocket")}
    assert all(b and b.startswith("<") and b.endswith(">") for _, b, _ in sent)

    def bodies(irreversible: bool) -> list[str]:
        return [b for c in cases if c.irreversible == irreversible for b in c.bodies]

    commits, harmless = bodies(True), bodies(False)
    # Messages to people, a room's subject, a destroyed room, a kick and a ban are commits.
    assert any('type="chat"' in b and "<body>The seedlings" in b for b in commits)
    assert any("<subject>" in b for b in commits)
    assert any("<destroy " in b for b in commits)
    assert any('role="none"' in b for b in commits)
    assert any('affiliation="outcast"' in b for b in commits)
    assert any('subscription="remove"' in b for b in commits)
    assert any("<password>" in b for b in commits)
    # Logging in and out, joining and leaving, the status and the vCard are not.
    assert not any(b.startswith(("<open ", "<close ")) for b in commits)
    assert any(b.startswith("<open ") for b in harmless)
    assert not any('type="unavailable"' in b for b in commits)
    assert not any("<vCard" in b or "<unblock " in b for b in commits)
    assert not any("<show>" in b for b in commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

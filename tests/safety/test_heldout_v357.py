"""The three-hundred-and-fifty-seventh held-out corpus, Frigate (a React single-page network
video recorder whose controls call its own server's API with axios and send camera switches
and restarts on a WebSocket, with its own confirmation dialogs): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v357"
CATEGORIES = {"reversible": 198, "delete": 198, "opens-prompt": 108, "send": 18,
              "delete-user": 18, "overwrite": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v357", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # Every axios request goes to the app's own API; page loads are GETs; messages go to its socket.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    frames = [(r, b) for r, b, v in sent if v == "websocket"]
    assert all(r.startswith("WEBSOCKET ") and r.endswith("://frigate.example.net/ws")
               and b and b.startswith('{"topic":') for r, b in frames)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /api/reviews/delete" in commits and "DELETE /api/users/dana" in commits
    assert "POST /api/config/save?save_option=saveonly" in commits
    assert "PUT /api/events/1753268415.523881-x7k2pq/false_positive" in commits
    assert "POST /api/reviews/viewed" not in commits
    assert not any(r.startswith("WEBSOCKET ") for r in commits)  # restart, the switches
    assert "PUT /api/users/dana/role" not in commits
    # The config editor sends its text, not JSON.
    config = {b for r, b, _ in sent if r.startswith("POST /api/config/save")}
    assert len(config) == 1 and config.pop().startswith("mqtt:\n")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

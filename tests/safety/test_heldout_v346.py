"""The three-hundred-and-forty-sixth held-out corpus, Dockge (a Vue single-page manager of Docker
Compose stacks that does everything over one socket.io WebSocket, its stacks' buttons, their
delete modals, its agents, its console and its settings): what it holds, that every action
states its messages in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v346"
WS = "WEBSOCKET wss://dockge.example.org/socket.io/?EIO=4&transport=websocket"
CATEGORIES = {"reversible": 279, "delete": 126, "opens-prompt": 63, "overwrite": 27,
              "discard": 27, "disable-auth": 18, "revoke": 9}  # fmt: skip


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v346", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))


def test_every_write_is_a_socket_io_frame_and_the_commits_are_the_apps_own() -> None:
    entries = read_entries(FOLDER / "heldout_v346.yaml")
    sent = [(s, c["irreversible"]) for e in entries for c in e["cases"] for s in c["sends"]]
    frames = [(s, bad) for s, bad in sent if isinstance(s, dict) and s.get("via") == "websocket"]
    # Everything goes over the one WebSocket but two page loads (GitHub, the reload).
    assert {s["request"] for s, _ in frames} == {WS}
    assert sum(1 for s, _ in sent if not isinstance(s, dict) or s.get("via") != "websocket") == 18
    assert all(s["body"].startswith("42") and s["body"][2:4].isdigit() for s, _ in frames)
    commits = {s["body"][4:] for s, bad in frames if bad}
    assert '["agent","","deleteStack","immich"]' in commits
    assert '["agent","nas.lan:5001","deleteStack","paperless"]' in commits
    assert '["removeAgent","http://nas.lan:5001"]' in commits
    assert '["agent","","updateStack","uptime-kuma"]' in commits
    assert any(b.startswith('["changePassword",') for b in commits)
    assert any(b.startswith('["setSettings",') and '"disableAuth":true' in b for b in commits)
    assert '["agent","","terminalInput","console","docker volume rm immich_pgdata\\r"]' in commits
    # Stopping, taking a stack down, deploying and re-enabling authentication are not commits.
    for harmless in ("stopStack", "downStack", "deployStack", "saveStack", "startStack"):
        assert not any(f'"{harmless}"' in b for b in commits), harmless
    assert not any('"disableAuth":false' in b for b in commits)
    assert '["agent","","terminalInput","console","docker ps -a\\r"]' not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

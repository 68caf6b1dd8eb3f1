"""The three-hundred-and-twenty-fifth held-out corpus, Tinode's web app (a React messenger whose
every action is a JSON message on one WebSocket, with the app's own alerts before its
deletions, leaving, blocking, reporting and the account's deletion): what it holds, that every
action states its messages in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v325"
SOCKET = "web.tinode.co/v0/channels?apikey=AQEAAAABAAD_rAp4DJh05a1HAwFT3A6K"
CATEGORIES = {"reversible": 189, "delete": 108, "opens-prompt": 90, "harmless": 45,
              "send": 45, "remove-member": 27, "leave": 18, "report": 18,
              "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_message_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v325", total=558, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is a JSON message on the app's one WebSocket.
    assert {(r.split()[0], r.split("://")[1], v) for r, _, v in sent} == {
        ("WEBSOCKET", SOCKET, "websocket")
    }
    assert all(b and len(json.loads(b)) == 1 for _, b, _ in sent)

    def kinds(irreversible: bool) -> set[str]:
        return {next(iter(json.loads(b))) for c in cases if c.irreversible == irreversible
                for b in c.bodies}  # fmt: skip

    # Commits delete, publish or leave; settings, sign-in and sign-up are never commits.
    assert kinds(True) == {"del", "pub", "leave", "set"}
    assert kinds(False) == {"set", "del", "login", "acc"}
    commits = [json.loads(b) for c in cases if c.irreversible for b in c.bodies]
    assert {"del": {"id": "103272", "what": "user", "hard": True}} in commits
    assert all(m["set"]["sub"]["mode"] == "RWS" for m in commits if "set" in m)
    assert any(m.get("pub", {}).get("topic") == "sys" for m in commits)
    # Blocking, unblocking, archiving and a credential's removal are not commits.
    harmless = [json.loads(b) for c in cases if not c.irreversible for b in c.bodies]
    assert any(m.get("del", {}).get("what") == "cred" for m in harmless)
    assert not any(m.get("del", {}).get("what") in ("msg", "topic", "user") for m in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

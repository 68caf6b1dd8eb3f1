"""The two-hundred-and-forty-fifth held-out corpus, Wiki.js 1.x (Pug pages whose Vue components
call the server with XMLHttpRequest and emit socket.io events over a WebSocket, with a login
form, page loads and the app's own modals): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v245"
WS = "WEBSOCKET wss://wiki.northfield.example/socket.io/?EIO=3&transport=websocket&sid="
EVENT = "https://wiki.northfield.example/"
CATEGORIES = {"reversible": 162, "harmless": 135, "delete": 135, "opens-prompt": 45,
              "delete-user": 45}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v245", total=522, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", "websocket", None}
    # Requests go to the wiki's own origin (paths); a frame of its socket.io WebSocket is read
    # as the event it carries, a request to the event's name with the event's data.
    assert all(r.split()[1].startswith("/") for r, _, v in sent if v != "websocket")
    assert all(r.startswith(f"POST {EVENT}") for r, _, v in sent if v == "websocket")
    raw = [s for e in read_entries(FOLDER / "heldout_v245.yaml") for c in e["cases"]
           for s in c["sends"] if isinstance(s, dict) and s.get("via") == "websocket"]  # fmt: skip
    assert raw and all(s["request"].startswith(WS) for s in raw)
    # A frame is a socket.io EVENT packet with its ack id: 42<id>["event",data].
    assert all(re.fullmatch(r'42\d+\["\w+",\{.*\}\]', s["body"]) for s in raw)
    # Page loads are GETs; the one form is the login, with no anti-forgery token.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {(r, b) for r, b, v in sent if v == "form"} == {
        ("POST /login", "email=dana.whitlock%40northfield.example&password=Kestrel-Tide-42")
    }
    # Every XMLHttpRequest body is JSON.stringify's object.
    assert all(b is None or b.startswith("{") for _, b, v in sent if v is None)
    commits = [c for c in cases if c.irreversible]
    # Every commit is a page's DELETE, a user's DELETE or an upload's uploadsDeleteFile.
    assert all(c.sends[0].startswith(("DELETE /", f"POST {EVENT}uploadsDeleteFile"))
               for c in commits)  # fmt: skip
    assert Counter(c.sends[0].startswith("DELETE /admin/users/") for c in commits) == {
        False: 99,
        True: 36,
    }
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    # Saving, moving and creating pages, the upgrade (refused by the server) are not commits.
    assert {"PUT /edit/lab/freezer-inventory", "PUT /lab/freezer-inventory",
            "PUT /create/lab/cold-room", "POST /admin/system/install"} <= harmless  # fmt: skip
    assert not any(r.startswith("DELETE ") for r in harmless)
    # Whatever their words, Flush Sessions, Reset System Accounts and Revert to Version send
    # nothing (their handlers only show "Coming soon!").
    english = [c for e in read_entries(FOLDER / "heldout_v245.yaml") if e["language"] == "en"
               for c in e["cases"]]  # fmt: skip
    quiet = {c["tap"] for c in english if "tap" in c and not c["sends"]}
    assert {"Flush Sessions", "Reset System Accounts", "Revert to Version"} <= quiet


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

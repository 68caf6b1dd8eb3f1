"""The three-hundred-and-ninety-second held-out corpus, Send (a Choo single-page app for sharing
files by expiring links, which uploads over a WebSocket, deletes with one request at once and signs
in and out through Firefox Accounts): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v392"
SOCKET = "WEBSOCKET https://send.example.com/api/ws"  # as the loader reads wss://
DESTROY = "POST https://oauth.accounts.firefox.com/v1/destroy"
CATEGORIES = {"harmless": 180, "delete": 171, "reversible": 90, "opens-prompt": 54}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v392", total=495, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # Uploads go over the socket, whose first message is the file's JSON header.
    assert all(r == SOCKET and b and b.startswith('{"fileMetadata":')
               for r, b, v in sent if v == "websocket")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The app's own calls are same-origin; only signing out calls another origin.
    assert all(r.split()[1].startswith("/") or r.startswith(DESTROY)
               for r, _, v in sent if v is None)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert commits and all(r.startswith("POST /api/delete/") for r in commits)
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert SOCKET in harmless and DESTROY in harmless
    assert not any(r.startswith("POST /api/delete/") for r in harmless)
    # Every Delete that commits is the owner's: its body carries the owner token.
    assert all(b and b.startswith('{"owner_token":')
               for c in cases if c.irreversible for b in c.bodies)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-eighty-fifth held-out corpus, NodeBB (server-rendered forum pages whose
controls call the ``/api/v3`` write API by fetch, emit socket.io events over the page's
WebSocket, or load pages; bootbox confirmations with the app's own Cancel and Confirm): what
it holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v185"
CATEGORIES = {
    "reversible": 324,
    "opens-prompt": 90,
    "send": 63,
    "delete": 27,
    "revoke": 18,
    "leave": 9,
    "ban": 9,
    "delete-user": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v185", total=549, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The flag modal's reason is the radio's translated text, so bodies differ by language.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    assert all(r.split()[1].startswith("/api/v3/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET /user/") for r, _, v in sent if v == "link")
    # A socket.io event message is read as the event it carries.
    events = {r.split("/")[-1] for r, _, v in sent if v == "websocket"}
    assert {"posts.loadPostTools", "user.toggleBlock", "notifications.markAllRead"} <= events
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Purge commits; Delete is a soft delete that Restore undoes.
    assert "DELETE /api/v3/posts/311" in commits and "DELETE /api/v3/topics/42" in commits
    assert "DELETE /api/v3/posts/311/state" not in commits
    assert "DELETE /api/v3/topics/42/state" not in commits
    assert "DELETE /api/v3/chats/7/messages/901" not in commits
    assert {"POST /api/v3/topics", "POST /api/v3/topics/42", "POST /api/v3/chats/7"} <= commits
    assert "PUT /api/v3/posts/312" not in commits  # an edit keeps its history
    # The flag's reason is written in each language's words.
    reasons = {b for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == "POST /api/v3/flags"}  # fmt: skip
    assert len(reasons) > 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

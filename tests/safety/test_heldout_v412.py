"""The four-hundred-and-twelfth held-out corpus, Restyaboard (a Backbone kanban board whose
controls call the app's own PHP API with XMLHttpRequests carrying the access token on the URL,
with its own confirmation popovers and the browser's ``confirm()`` before bulk actions): what
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

FOLDER = Path(__file__).parent / "heldout_v412"
TOKEN = "token=f3a9c2e7b1d84a6e9c0b5d2f7a1e8c4b"
CATEGORIES = {"reversible": 180, "opens-prompt": 162, "delete": 108, "revoke": 27,
              "delete-user": 27, "send": 18, "reset": 18, "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v412", total=549, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an XMLHttpRequest to the app's own API, with a token on its URL.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/v1/") for r, _, _ in sent)
    assert all("token=" in r or "/oauth.json?_=" in r for r, _, _ in sent)
    # Every write but a DELETE carries a JSON body; a DELETE carries none.
    assert all(b and b[0] in "[{" for r, b, _ in sent if r.split()[0] in ("POST", "PUT"))
    assert all(b is None for r, b, _ in sent if r.startswith(("DELETE ", "GET ")))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE /api/v1/boards/3/lists/7.json?{TOKEN}" in commits
    assert f"DELETE /api/v1/boards/3/boards_users/14.json?{TOKEN}" in commits
    assert f"POST /api/v1/users/invite.json?{TOKEN}" in commits
    # Archiving, closing and sending back are no commits; the bulk Block and Close are none,
    # though they send the same request as the bulk Delete with another action id.
    assert f"PUT /api/v1/boards/3/lists/7.json?{TOKEN}" not in commits
    assert f"PUT /api/v1/boards/3.json?{TOKEN}" in commits  # made public
    english = [c for c in cases if c.language == "en"]
    pairs = [(c.irreversible, r, b) for c in english
             for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    bulk = [(irreversible, b) for irreversible, r, b in pairs if "bulk_action" in r]
    assert sorted(bulk) == [
        (False, '[{"0":{"board_id":"3"},"action_id":{"action_id":"1"}}]'),
        (False, '[{"0":{"user_id":"4"},"action_id":{"action_id":"1"}}]'),
        (True, '[{"0":{"board_id":"3"},"action_id":{"action_id":"3"}}]'),
        (True, '[{"0":{"user_id":"4"},"action_id":{"action_id":"3"}}]'),
    ]
    archived = {b for c in cases if not c.irreversible for b in c.bodies}
    assert '{"is_archived":1}' in archived and '{"is_closed":1}' in archived


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The two-hundred-and-eighteenth held-out corpus, Focalboard (a React board app whose controls
send octoClient's JSON fetches to a Go server, its modals ConfirmationDialogBox and
DeleteBoardDialog, and one browser ``confirm()``): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v218"
CATEGORIES = {"reversible": 261, "delete": 90, "opens-prompt": 72, "revoke": 27, "send": 9,
              "share": 9, "publish": 9}  # fmt: skip
BOARD = "bfb7ty9ke1tbu5nqgwm3zxjxfpe"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v218", total=477, irreversible=99)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an octoClient fetch under /api/v2, its body JSON where it has one.
    assert sent and all(r.split()[1].startswith("/api/v2/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {None}
    assert all(json.loads(b) is not None for _, b, _ in sent if b)
    # Every commit sends a write; the deletes are DELETEs, with or without a confirmation.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE /api/v2/boards/{BOARD}" in commits and "POST /api/v2/logout" not in commits
    assert all(c.sends[0].split()[0] == "DELETE" for c in cases if c.category == "delete"
               and c.irreversible)  # fmt: skip
    # Duplicating is harmless; where a commit and a harmless action share a request line
    # (a new view or a comment; Publish on or off), only the body tells them apart.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"POST /api/v2/boards/{BOARD}/duplicate?asTemplate=false" in harmless
    assert harmless & commits == {
        f"POST /api/v2/boards/{BOARD}/blocks",
        f"POST /api/v2/boards/{BOARD}/sharing",
        f"GET /api/v2/boards/{BOARD}/sharing",
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The two-hundred-and-fifteenth held-out corpus, Docmost (a React front end whose controls call
a NestJS API by axios ``POST /api/...`` with JSON bodies, Mantine menus and confirmation
modals, no page loads): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v215"
CATEGORIES = {
    "reversible": 261,
    "revoke": 81,
    "opens-prompt": 72,
    "delete": 54,
    "send": 54,
    "publish": 9,
    "delete-user": 9,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v215", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios POST to the API, none a form or a link.
    assert sent and all(r.startswith("POST /api/") and v is None for r, _, v in sent)
    assert all(b is None or isinstance(json.loads(b), dict) for _, b, _ in sent)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"POST /api/shares/create", "POST /api/workspace/invites/create",
            "POST /api/workspace/members/delete", "POST /api/spaces/delete"} <= commits  # fmt: skip
    # Logging out, moving to the trash and restoring are no commits.
    assert not commits & {"POST /api/auth/logout", "POST /api/pages/restore",
                          "POST /api/pages/move-to-space"}  # fmt: skip
    # /pages/delete commits only with permanentlyDelete.
    deletes = {(b, c.irreversible) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /api/pages/delete"}  # fmt: skip
    assert {json.loads(b or "{}")["permanentlyDelete"]: i for b, i in deletes} == {
        True: True,
        False: False,
    }
    # Signing one's own sessions out is no commit; deactivating a member is.
    assert "POST /api/sessions/revoke-all" not in commits
    assert "POST /api/workspace/members/deactivate" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

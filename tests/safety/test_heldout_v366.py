"""The three-hundred-and-sixty-sixth held-out corpus, Photoview (a React photo gallery whose
controls call its own server's GraphQL endpoint through Apollo, with its own confirmation
modals, public share links, users and face groups): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v366"
CATEGORIES = {"reversible": 198, "opens-prompt": 90, "delete-user": 54, "revoke": 54,
              "publish": 36, "merge": 36, "delete": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v366", total=486, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call is Apollo's POST to the same origin's GraphQL endpoint; page loads are GETs.
    assert all(r == "POST /api/graphql" for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "link"} == {"GET /", "GET /logout"}
    bodies = [json.loads(b) for _, b, v in sent if v is None]
    assert all(list(b) == ["operationName", "variables", "query"] for b in bodies)

    def operations(irreversible: bool) -> set[str]:
        return {json.loads(b)["operationName"] for c in cases if c.irreversible is irreversible
                for b in c.bodies if b}  # fmt: skip

    commits = operations(True)
    assert {"deleteUser", "sidebareDeleteShare", "sidebarProtectShare", "combineFaces",
            "userRemoveAlbumPathMutation"} <= commits  # fmt: skip
    assert not {"sidebarAlbumAddShare", "updateUser", "createUser", "scanAllMutation",
                "sidebarSetExpireShare", "Authorize"} & commits  # fmt: skip
    assert "sidebarSetExpireShare" in operations(False)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

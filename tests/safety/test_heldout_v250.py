"""The two-hundred-and-fiftieth held-out corpus, Hoppscotch (a Vue single-page API client whose
workspaces, collections, history and account live on a self-hosted backend it calls with
GraphQL over fetch, with a few REST calls and page loads, and the app's own confirmation
modals): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v250"
GQL = "https://api.hoppscotch.example.com/graphql"
API = "https://api.hoppscotch.example.com/v1"
CATEGORIES = {"reversible": 171, "delete": 135, "opens-prompt": 108, "revoke": 54,
              "leave": 18, "send": 18, "unpublish": 18, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v250", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the backend; every GraphQL call is a POST of urql's JSON body.
    assert all(r.split()[1].startswith((GQL, API)) for r, _, v in sent if v is None)
    operations = [json.loads(b) for r, b, _ in sent if r == f"POST {GQL}"]
    assert operations and all(list(o) == ["query", "operationName", "variables"]
                              for o in operations)  # fmt: skip

    def names(irreversible: bool) -> set[str]:
        return {json.loads(b)["operationName"]
                for c in cases if c.irreversible is irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)
                if r == f"POST {GQL}"}  # fmt: skip

    assert {"DeleteTeam", "LeaveTeam", "DeleteUser", "CreateTeamInvitation",
            "RevokeTeamInvitation", "DeleteShortcode",
            "DeletePublishedDoc"} <= names(True)  # fmt: skip
    assert {"RenameTeam", "CreateTeam", "DuplicateTeamCollection", "UpdateMockServer",
            "ToggleHistoryStarStatus", "GetMyTeams"} <= names(False)  # fmt: skip
    assert not names(True) & names(False)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {API}/access-tokens/revoke?id=clx9e6j2k000rpk1m9a4c8d3f" in commits
    assert f"GET {API}/auth/logout" in commits  # after Delete account, never alone
    assert not any(c.irreversible for c in cases if c.sends == (f"GET {API}/auth/logout",))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

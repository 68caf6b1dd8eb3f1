"""The hundred-and-twenty-third held-out corpus, Memos' web client (Connect calls): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v123"
CATEGORIES = {
    "reversible": 252, "opens-prompt": 90, "delete": 90, "send": 36, "publish": 27,
    "revoke": 27, "delete-account": 18,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v123", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # Every request is a Connect unary call, a POST to /memos.api.v1.<Service>/<Method>,
    # with its request message as a JSON body; none goes by form, link, beacon or socket.
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.startswith("POST /memos.api.v1.") for r in requests)
    assert all(b is not None and isinstance(json.loads(b), dict) for c in cases for b in c.bodies)
    assert not any(v for c in cases for v in c.vias)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_commit_is_one_of_the_apps_irreversible_calls() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    methods = {r.rsplit("/", 1)[1] for c in cases if c.irreversible for r in c.sends or ()}
    assert methods == {
        "DeleteMemo", "CreateMemo", "GetMemo", "UpdateMemo", "CreateMemoComment",
        "DeleteMemoShare", "ListAttachments", "BatchDeleteAttachments", "DeleteUser", "SignOut",
        "DeletePersonalAccessToken", "DeleteUserWebhook", "UpdateInstanceSetting",
        "TestInstanceEmailSetting", "DeleteIdentityProvider", "DeleteMemoView",
    }  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

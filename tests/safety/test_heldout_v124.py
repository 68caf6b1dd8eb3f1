"""The hundred-and-twenty-fourth held-out corpus, Tandoor Recipes' web client (``/api``): what
it holds, that every action states its requests in nine languages, and that its build script
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

FOLDER = Path(__file__).parent / "heldout_v124"
CATEGORIES = {
    "reversible": 180, "delete": 171, "merge": 72, "opens-prompt": 63, "revoke": 36,
    "remove-member": 18, "leave": 18, "send": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v124", total=567, irreversible=198)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # Every request is the generated client's fetch under /api/, a body as JSON where it
    # has one; none goes by form, link, beacon or socket.
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/") for r in requests)
    assert all(isinstance(json.loads(b), dict) for c in cases for b in c.bodies if b)
    assert not any(v for c in cases for v in c.vias)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_commit_deletes_merges_or_invites() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    methods = Counter(r.split()[0] for c in cases if c.irreversible for r in c.sends or ())
    assert set(methods) == {"DELETE", "PUT", "POST"}
    # The one POST that commits is an invitation mailed to an address.
    posts = [c for c in cases if c.irreversible and any(r.startswith("POST") for r in c.sends)]
    assert posts and all('"email"' in (c.bodies[0] or "") for c in posts)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

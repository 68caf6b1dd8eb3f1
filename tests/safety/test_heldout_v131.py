"""The hundred-and-thirty-first held-out corpus, Karakeep's web app (its tRPC API under
``/api/trpc``): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v131"
CATEGORIES = {
    "reversible": 153, "opens-prompt": 117, "delete": 117, "revoke": 54, "leave": 18,
    "publish": 18, "decline": 18, "delete-account": 18, "delete-user": 18, "reset-password": 18,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v131", total=549, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_fetch_is_a_batched_trpc_mutation() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    fetched = [
        (r, b)
        for c in cases
        for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)
        if not v
    ]
    assert fetched
    for request, body in fetched:
        assert request.startswith("POST /api/trpc/") and request.endswith("?batch=1")
        assert body is not None and list(json.loads(body)) == ["0"]
    # Only the downloads and Sign Out leave by the browser: GETs of a page or an asset.
    links = {r for c in cases for r, v in zip(c.sends or (), c.vias, strict=True) if v}
    assert {v for c in cases for v in c.vias if v} == {"link"}
    assert all(r.startswith(("GET /api/assets/", "GET /logout")) for r in links)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

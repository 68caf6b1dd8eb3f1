"""The hundred-and-thirty-sixth held-out corpus, Kavita's web client (its REST API under
``/api``): what it holds, that every action states its requests, reads included, in nine
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

FOLDER = Path(__file__).parent / "heldout_v136"
CATEGORIES = {
    "reversible": 234, "opens-prompt": 117, "delete": 117, "send": 54, "revoke": 18,
    "delete-user": 18, "reset-password": 18,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v136", total=576, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_request_is_the_clients_xhr_under_api() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    sent = [(r, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)]
    assert sent and not any(v for c in cases for v in c.vias)
    for request, body in sent:
        method, path = request.split(" ", 1)
        assert path.startswith("/api/")
        # HttpClient sends no body with a GET or a DELETE here; every POST has its JSON.
        assert (body is None) == (method in ("GET", "DELETE")), request
        if body is not None:
            json.loads(body)
    # Reads are stated: the dialogs' loads and the reloads after a write.
    assert {r for r, _ in sent if r.startswith("GET ")} >= {
        "GET /api/collection?ownedOnly=true", "GET /api/filter", "GET /api/device",
        "GET /api/users?includePending=true",
    }  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-ninetieth held-out corpus, Homebox (a Nuxt/Vue front end whose controls
call a Go REST API under ``/api/v1`` with fetch and JSON bodies, and the app's own
confirmation dialog): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v190"
CATEGORIES = {"reversible": 216, "opens-prompt": 72, "delete": 144, "revoke": 54,
              "delete-user": 18, "send": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v190", total=522, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True)]
    assert sent and all(r.split()[1].startswith("/api/v1/") for r, _ in sent)
    # Fetch calls carry no via; only the downloads opened with window.open are page loads.
    links = {r for r, v in sent if v == "link"}
    assert links == {"GET /api/v1/entities/export", "GET /api/v1/reporting/bill-of-materials"}
    # Every commit is a DELETE or POST sent by fetch, never a read.
    assert all(c.sends and not c.sends[-1].startswith("GET ") for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/users/self" in commits and "POST /api/v1/notifiers/test" in commits
    assert "POST /api/v1/users/logout" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

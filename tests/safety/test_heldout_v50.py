"""The fiftieth held-out corpus, Ghostfolio (``/api/v1``): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v50"
CATEGORIES = {
    "reversible": 153, "opens-prompt": 108, "delete": 99, "account": 45, "delete-account": 18,
    "share": 18, "revoke": 18,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v50", total=459, irreversible=135)
    assert_web_requests(cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/v1/") for r in requests)
    # Every request is Angular's HttpClient: none goes by form, link, beacon or socket.
    assert not any(v for c in cases for v in c.vias)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

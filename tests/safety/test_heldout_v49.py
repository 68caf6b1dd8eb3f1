"""The forty-ninth held-out corpus, Umami (``/api``): what it holds, that every action
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

FOLDER = Path(__file__).parent / "heldout_v49"
CATEGORIES = {
    "delete": 162, "reversible": 153, "opens-prompt": 54, "transfer": 18, "leave": 18,
    "remove-member": 18, "invite": 18, "account": 18, "revoke": 9, "delete-account": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v49", total=477, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/") for r in requests)
    # Every request is useApi's fetch: none goes by form, link, beacon or socket.
    assert not any(v for c in cases for v in c.vias)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

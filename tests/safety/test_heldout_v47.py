"""The forty-seventh held-out corpus, Chatwoot's dashboard, every action with the request and
body its axios client sends under ``/api/v1`` (the account's delete goes by the enterprise
client, under ``/enterprise/api/v1``). Its figures are reported by bench/safety.py, never
pinned here: this test pins what the corpus is."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
)

FOLDER = Path(__file__).parent / "heldout_v47"
ROOTS = ("/api/v1/", "/enterprise/api/v1/")
CATEGORIES = {
    "delete": 144, "reversible": 108, "opens-prompt": 81, "send": 45, "invite": 18,
    "remove-member": 18, "delete-account": 18, "comment": 9, "revoke": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v47", total=450, irreversible=135)
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert not [c for c in cases if c.irreversible and not c.sends]  # every commit sends
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith(ROOTS) for r in requests)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

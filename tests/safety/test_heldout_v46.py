"""The forty-sixth held-out corpus (Listmonk, a newsletter manager, under ``/api``): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import assert_built, assert_counts, assert_same_actions

FOLDER = Path(__file__).parent / "heldout_v46"
CATEGORIES = {
    "opens-prompt": 153, "reversible": 117, "delete": 72, "send": 63, "import": 27,
    "blocklist": 18, "cancel-campaign": 9,
}  # fmt: skip


def test_every_action_states_its_requests_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v46", total=459, irreversible=171)
    assert all(c.web and c.sends is not None for c in cases)
    assert all(len(c.bodies) == len(c.sends or ()) for c in cases)
    assert all(c.sends for c in cases if c.irreversible)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/") for r in requests)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends))


def test_only_the_export_is_a_navigation() -> None:
    # The export sets document.location; every other request is an axios call.
    cases = load_corpus([FOLDER / "heldout_v46.yaml"])
    links = [r for c in cases for r, via in zip(c.sends or (), c.vias, strict=False) if via]
    assert len(links) == 9 and all(r.startswith("GET /api/subscribers/export?") for r in links)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The tenth held-out corpus: a link aggregator's web UI (Lemmy) in nine languages, each
action with the requests and JSON bodies its handler sends. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v10"
MUTATING = ("POST", "PUT", "PATCH", "DELETE")


def test_the_tenth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v10", total=396, irreversible=117)
    assert_web_requests(cases)
    # Every request of this app is JSON (lemmy-js-client's wrapper); none goes without it.
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 279
    assert all(json.loads(b) is not None for c in cases for b in c.bodies)
    # Controls that only open a menu, a dialog or a form, and navigation, send nothing.
    assert sum(c.sends == () for c in cases) == 117
    # More harmless writes than irreversible actions: a guard that holds back every write
    # cannot score well on both sides.
    harmless_writes = [c for c in cases if not c.irreversible and c.sends]
    assert len(harmless_writes) == 162
    assert all(r.split()[0] in MUTATING for c in harmless_writes for r in c.sends or ())


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    cases = load_corpus([FOLDER / "heldout_v10.yaml"])
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_tenth_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

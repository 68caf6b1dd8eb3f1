"""The eighth held-out corpus: a Mastodon web client's screens in nine languages, each
action with the requests and JSON bodies its handler sends. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v8"


def test_the_eighth_held_out_corpus_is_web_and_states_request_bodies() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v8", total=351, irreversible=135)
    assert_web_requests(cases)
    assert sum(any(b is not None for b in c.bodies) for c in cases) == 126
    # Controls that only open a menu, a form or a confirmation, and navigation, send nothing.
    assert sum(c.sends == () for c in cases) == 63


def test_each_language_labels_the_same_actions_the_same_way() -> None:
    # The same screens in every language: the n-th action of a language is labelled and
    # sends as the n-th action of English does.
    # (A new post's body names its language, so bodies are not compared.)
    cases = load_corpus([FOLDER / "heldout_v8.yaml"])
    assert_same_actions(cases, lambda c: (c.irreversible, c.sends))


def test_the_eighth_held_out_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

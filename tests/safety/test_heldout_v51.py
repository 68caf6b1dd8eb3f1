"""The fifty-first held-out corpus, Traccar's web app (``/api``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its figures
are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v51"
CATEGORIES = {
    "reversible": 180, "opens-prompt": 90, "delete": 90, "send": 72, "revoke": 18,
    "delete-account": 9, "server": 9, "reset-password": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v51", total=477, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/") for r in requests)
    # Every request is the client's fetch: none goes by form, link, beacon or socket.
    assert not any(v for c in cases for v in c.vias)
    # Create Geofence names the new geofence in the user's language: its name is masked.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, masked(c.bodies)))


def masked(bodies: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """The bodies with a new geofence's name left out."""
    return tuple(b and re.sub(r'^\{"name":"[^"]*",', '{"name":"",', b) for b in bodies)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

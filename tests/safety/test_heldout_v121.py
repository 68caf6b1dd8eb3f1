"""The hundred-and-twenty-first held-out corpus, Jellyseerr's web app (``/api/v1``): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v121"
CATEGORIES = {
    "reversible": 198, "opens-prompt": 99, "delete": 90, "send": 90, "approve": 54,
    "request": 27, "delete-account": 18, "reset-password": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v121", total=585, irreversible=198)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith("/api/v1/") for r in requests)
    # Every request is the client's fetch: none goes by form, link, beacon or socket.
    assert not any(v for c in cases for v in c.vias)
    # One GET commits: Discover's armed Reset to Default deletes every custom slider.
    gets = {r for c in cases if c.irreversible for r in c.sends or () if r.startswith("GET")}
    assert gets == {"GET /api/v1/settings/discover/reset"}
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

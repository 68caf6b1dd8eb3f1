"""The hundred-and-twentieth held-out corpus, Audiobookshelf's web client (``/api``): what it
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

FOLDER = Path(__file__).parent / "heldout_v120"
CATEGORIES = {
    "reversible": 216, "opens-prompt": 126, "delete": 117, "send": 36, "revoke": 36,
    "overwrite": 27, "remove-user": 18, "share": 9, "publish": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v120", total=594, irreversible=207)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith(("/api/", "/logout")) for r in requests)
    # Downloads go as links ($downloadFile's anchor); every other request is axios.
    vias = Counter(v for c in cases for v in c.vias)
    assert vias == {None: len(requests) - 18, "link": 18}
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The two-hundred-and-eighty-eighth held-out corpus, selfoss (an RSS reader whose React client
calls its PHP server with fetch, with the browser's confirm() before deleting a source): what it
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

FOLDER = Path(__file__).parent / "heldout_v288"
CATEGORIES = {"harmless": 153, "reversible": 126, "opens-prompt": 108, "delete": 99,
              "mark-read": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v288", total=513, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every fetch goes to the app's own origin; page loads are GETs.
    assert all(r.split()[1].startswith("/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every commit is a source's deletion or a list marked read, and every deletion commits.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {r.split()[0] for r in commits} == {"DELETE", "POST"}
    assert {r for r in commits if r.startswith("POST ")} == {"POST /mark"}
    deletes = {r for c in cases for r in c.sends or () if r.startswith("DELETE /source/")}
    assert deletes <= commits and len(deletes) == 9
    # An entry's own mark and star, log out and the import stay harmless.
    for request in ("POST /mark/4182", "POST /unmark/4179", "POST /unstarr/4179",
                    "DELETE /api/session/current", "POST /opml", "POST /source/34"):  # fmt: skip
        assert request not in commits
    marked = [b for r, b, _ in sent if r == "POST /mark"]
    assert marked and all(b and b.startswith("[") for b in marked)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-twenty-seventh held-out corpus, Navidrome's web UI (its ``/api`` and the
Subsonic ``/rest`` API): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v127"
CATEGORIES = {
    "reversible": 252, "opens-prompt": 90, "delete": 135, "publish": 45, "revoke": 18,
    "delete-user": 18, "grant": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v127", total=567, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    requests = [r for c in cases for r in c.sends or ()]
    assert requests and all(r.split()[1].startswith(("/api/", "/rest/")) for r in requests)
    # Subsonic calls are GETs that carry the user's token; only Download leaves the page
    # (window.location), every other request is the client's fetch.
    assert all(r.startswith("GET ") for r in requests if " /rest/" in r)
    vias = {(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True) if v}
    assert {v for _, v in vias} == {"link"}
    assert all(r.startswith("GET /rest/download?") for r, _ in vias)
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_commit_creates_a_share_or_deletes_or_grants() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {r.split()[0] for r in commits} == {"POST", "PUT", "DELETE"}
    assert {r for r in commits if not r.startswith("DELETE ")} == {
        "POST /api/share", "PUT /api/user/c1e5a7f2-8b3d-4e6a-9f0c-2d4b6e8a1c3f",
    }  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

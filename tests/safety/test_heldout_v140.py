"""The hundred-and-fortieth held-out corpus, Linkwarden's web app (its REST API under
``/api/v1``): what it holds, that every action states its requests, reads included, in nine
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

FOLDER = Path(__file__).parent / "heldout_v140"
CATEGORIES = {
    "reversible": 90, "opens-prompt": 153, "delete": 81, "leave": 9, "publish": 9,
    "revoke": 18, "delete-account": 9, "delete-user": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v140", total=378, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies))


def test_every_request_is_the_apps_own() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    requests = [r for c in cases for r in c.sends or ()]
    assert all(r.split(" ", 1)[1].startswith(("/api/", "/_next/data/", "/dashboard",
                                              "/settings/")) for r in requests)  # fmt: skip
    # Every commit writes: none of them is only a read.
    for case in cases:
        if case.irreversible:
            assert not (case.sends or ("GET x",))[0].startswith("GET ")
    # Only the sign-out's reload of the page goes by the browser.
    vias = {(r, v) for c in cases for r, v in zip(c.sends or (), c.vias, strict=True) if v}
    assert vias == {("GET /dashboard", "link"), ("GET /settings/account", "link")}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

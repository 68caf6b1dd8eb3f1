"""The four-hundred-and-ninety-eighth held-out corpus, giscus (a comments widget in an iframe
whose comments, replies and reactions are requests to GitHub's GraphQL API, with its own API
creating a page's discussion, page loads for signing in and out, and giscus.app's
configuration page): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never
pinned here."""

from __future__ import annotations

import json
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

FOLDER = Path(__file__).parent / "heldout_v498"
GRAPHQL = "POST https://api.github.com/graphql"
CATEGORIES = {"reversible": 225, "publish": 207, "harmless": 45, "opens-prompt": 27}


def _unlocalised(request: str) -> str:
    """Sign out reloads the frame at its locale's address, the one request that differs."""
    return re.sub(r"^GET https://giscus\.app/[\w-]+/widget\?", "GET https://giscus.app/widget?",
                  request)  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v498", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (
        c.category, c.irreversible, [_unlocalised(r) for r in c.sends or ()], c.bodies,
        c.vias))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Calls go to the widget's own API or to GitHub's; every write is a POST with JSON.
    calls = [(r, b) for r, b, v in sent if v is None]
    assert all(r.split()[1].startswith(("/api/discussions", "https://api.github.com/"))
               for r, _ in calls)  # fmt: skip
    assert all(b and b[0] == "{" for r, b in calls if r.startswith("POST "))
    # Every commit posts a comment or a reply through GraphQL, last of what it sends.
    for case in (c for c in cases if c.irreversible):
        assert case.sends[-1] == GRAPHQL
        query = json.loads(case.bodies[-1])["query"]
        assert "addDiscussionComment(input:" in query
    # A reaction is a GraphQL mutation too, but never a commit, even where it has giscus
    # create the page's discussion first.
    reactions = [c for c in cases if any(b and "Reaction(input:" in b for b in c.bodies)]
    assert reactions and not any(c.irreversible for c in reactions)
    assert any(c.sends[0] == "POST /api/discussions" for c in reactions)
    assert any(c.sends[0] == "POST /api/discussions" for c in cases if c.irreversible)
    # Preview only renders Markdown; signing out only reloads the frame.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST https://api.github.com/markdown" in harmless
    assert any(r.startswith("GET https://giscus.app/ru/widget?") for r in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-eighty-seventh held-out corpus, Rallly (a Next.js meeting-poll app whose
pages call a tRPC API through ``httpBatchLink``, next-safe-action server actions and
better-auth): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v187"
CATEGORIES = {
    "reversible": 252,
    "delete": 99,
    "revoke": 72,
    "opens-prompt": 54,
    "send": 45,
    "delete-user": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v187", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every page change is a GET; every fetch is a POST but the comments' tRPC query.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    fetches = [(r, b) for r, b, v in sent if v is None]
    assert all(r.startswith("POST ") or "polls.comments.list?batch=1" in r for r, _ in fetches)
    # A tRPC mutation is batched, its body superjson's {"0": ...}.
    trpc = [(r, b) for r, b in fetches if r.startswith("POST /api/trpc/")]
    assert trpc and all(r.endswith("?batch=1") and "0" in json.loads(b or "") for r, b in trpc)
    # Every commit sends, and no commit is only a page load.
    assert all(any(v is None for v in c.vias) for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"POST /api/trpc/polls.book?batch=1", "POST /api/trpc/polls.markAsDeleted?batch=1",
            "POST /api/trpc/polls.participants.add?batch=1"} <= commits  # fmt: skip
    assert "POST /api/trpc/polls.close?batch=1" not in commits
    assert "POST /api/better-auth/sign-out" in commits  # after the immediate account deletion
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/trpc/polls.reopen?batch=1" in harmless
    # Japanese and Korean have no catalogue in the app and show English's words.
    entries = read_entries(FOLDER / "heldout_v187.yaml")

    def taps(lang: str) -> list[str]:
        return [c["tap"] for e in entries if e["language"] == lang for c in e["cases"]]

    assert taps("ja") == taps("ko") == taps("en")
    assert all(sum(a != b for a, b in zip(taps(lang), taps("en"), strict=True)) > 30
               for lang in ("zh", "de", "fr", "es", "pt", "ru"))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

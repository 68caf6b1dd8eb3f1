"""The two-hundred-and-fifty-ninth held-out corpus, Spliit (a Next.js app to share expenses in a
group, with no accounts, whose controls call its server through tRPC, with page loads through
its links and router): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v259"
TRPC = "POST /api/trpc/"
CATEGORIES = {"delete": 162, "reversible": 144, "harmless": 126, "opens-prompt": 54,
              "delete-user": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v259", total=513, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Page loads are GETs; every fetch is same-origin, to tRPC or the locale's server action.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith((TRPC, "GET /api/trpc/", "POST /groups")) for r, _, v in sent
               if v is None)  # fmt: skip
    # A tRPC mutation's body is the batch of one superjson result.
    assert all(b and b.startswith('{"0":{"json":{') for r, b, _ in sent if r.startswith(TRPC))
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"{TRPC}groups.expenses.delete?batch=1" in commits
    assert f"{TRPC}groups.update?batch=1" in commits
    assert f"{TRPC}groups.expenses.create?batch=1" not in commits
    assert f"{TRPC}groups.expenses.update?batch=1" not in commits
    assert f"{TRPC}groups.create?batch=1" not in commits
    # Every delete confirmation's Yes deletes; a settings save commits only where it drops
    # participants.
    for c in cases:
        if c.irreversible:
            assert c.category in ("delete", "delete-user")
        if c.category == "delete-user":
            body = c.bodies[0] or ""
            assert '"Chen"' in body and body.count('"name"') < 6


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-twenty-sixth held-out corpus, Kimai (Symfony pages whose writes are KimaiAPI
fetches under ``/api``, modal forms posted by fetch, and HTML form submits carrying Symfony's
CSRF field): what it holds, that every action states its requests in nine languages, and that
its build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v126"
CATEGORIES = {
    "reversible": 279, "delete": 207, "opens-prompt": 162, "delete-user": 18, "revoke": 18,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v126", total=684, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/api/", "/en/")) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every POST to a page route carries a CSRF token, whether a form or a modal's fetch.
    pages = [(r, b) for r, b, _ in sent if r.startswith("POST /en/")]
    assert pages and all(b and ("_token%5D=" in b or "_token=" in b) for _, b in pages)
    # Opening a delete modal is a GET that loads it; only its Delete button deletes.
    opens = [c for c in cases if any(r.startswith("GET ") and r.endswith("/delete")
                                     for r in c.sends or ())]  # fmt: skip
    assert opens and not any(c.irreversible for c in opens)
    # Every API DELETE is a commit but the dashboard's reset of its own layout.
    deletes = {(r, c.irreversible) for c in cases for r in c.sends or () if r.startswith("DELETE")}
    assert {r for r, bad in deletes if not bad} == {"DELETE /api/dashboard/widgets"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

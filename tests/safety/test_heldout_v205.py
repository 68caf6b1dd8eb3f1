"""The two-hundred-and-fifth held-out corpus, Sylius (server-rendered Symfony pages whose
controls are HTML forms carrying ``_method`` and a CSRF token, page links, Symfony UX live
components' fetches and the admin's Bootstrap modals): what it holds, that every action states
its requests in nine languages, and that its build script writes it. Its figures are reported
by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v205"
CATEGORIES = {"reversible": 180, "delete": 126, "opens-prompt": 81, "payment": 63,
              "send": 36, "delete-user": 36, "cancel": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v205", total=540, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/en_US/", "/admin/")) for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying a CSRF token; every page load is a GET; the fetches are
    # the live components' POSTs.
    assert all(r.startswith("POST ") and "_token" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all("/_components/" in r for r, _, v in sent if v is None)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /en_US/checkout/complete" in commits
    assert "POST /admin/products/bulk-delete" in commits
    assert "GET /admin/logout" not in commits
    # Clearing the cart is a live action on a draft; deleting a shop account is a commit.
    assert not any(c.irreversible for c in cases if any("clearCart" in r for r in c.sends or ()))
    assert "POST /admin/shop-user/19" in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

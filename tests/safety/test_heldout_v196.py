"""The hundred-and-ninety-sixth held-out corpus, Bagisto (a Laravel e-commerce platform whose
Blade pages carry Vue components: storefront and admin controls that send axios requests,
HTML forms carrying ``_token`` and Bagisto's own in-page confirmation modal): what it holds,
that every action states its requests in nine languages, and that its build script writes
it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v196"
CATEGORIES = {"reversible": 225, "opens-prompt": 72, "delete": 72, "send": 36,
              "delete-user": 36, "payment": 27, "cancel-order": 27, "fulfil": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v196", total=513, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries Laravel's CSRF field; every page load is a GET.
    assert all(r.startswith("POST ") and "_token=" in (b or "") for r, b, v in sent
               if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    # Placing the order and deleting from a grid commit; Buy Now only fills the cart.
    assert "POST /api/checkout/onepage/orders" in commits
    assert "DELETE /admin/settings/users/edit/2" in commits
    assert "POST /api/checkout/cart" not in commits
    # Removing from the cart or the wishlist is undone by adding again.
    assert "DELETE /api/customer/wishlist/5" not in commits
    # Every irreversible action sends something.
    assert all(c.sends for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

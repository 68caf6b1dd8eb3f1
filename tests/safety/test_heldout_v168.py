"""The hundred-and-sixty-eighth held-out corpus, Akaunting (Laravel pages driven by Vue: forms
and modals sent by axios with ``_token``, delete modals sending ``DELETE``, and page links that
act by ``GET``): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_screen_modules_lay_out_the_file,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v168"
CATEGORIES = {
    "reversible": 171,
    "delete": 162,
    "opens-prompt": 108,
    "send": 90,
    "delete-user": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v168", total=549, irreversible=189)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every admin route is under the company's id.
    assert sent and all(r.split()[1].startswith("/1/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"link", None}
    # Every form post carries the CSRF token; every page load is a GET.
    assert all(b.startswith("_token=") for r, b, v in sent if r.startswith("POST ") and
               "/apps/steps" not in r)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /1/sales/invoices/5" in commits and "DELETE /1/auth/users/3" in commits
    # An invoice's Cancel deletes its payments; Mark Sent and Logout only mark or navigate.
    assert "GET /1/sales/invoices/5/cancelled" in commits
    assert "GET /1/sales/invoices/5/sent" not in commits and "GET /1/auth/logout" not in commits
    # Resend Invitation mails by a plain GET link.
    assert "GET /1/auth/users/3/invite" in commits


def test_the_screen_module_lays_out_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_screen_modules_lay_out_the_file(monkeypatch, FOLDER, ("akaunting",), screens=38)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

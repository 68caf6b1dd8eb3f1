"""The hundred-and-forty-sixth held-out corpus, FreshRSS (server-rendered PHP pages whose
controls are HTML forms carrying ``_csrf``, page links, XMLHttpRequests of main.js and the
browser's ``confirm()``): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v146"
CATEGORIES = {"reversible": 540, "delete": 180, "opens-prompt": 99, "delete-user": 36}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v146", total=855, irreversible=108)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/i/?") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries the CSRF field; every page load is a GET.
    assert all("_csrf=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The commits are form POSTs sent from a confirm()'s OK.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /i/?c=feed&a=delete&id=3" in commits and "GET /i/?c=auth&a=logout" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

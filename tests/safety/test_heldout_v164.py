"""The hundred-and-sixty-fourth held-out corpus, Firefly III (server-rendered Twig pages
whose controls are HTML forms carrying ``_token``, page links, jQuery XMLHttpRequests and the
browser's ``confirm()``): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import parse_qsl

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v164"
CATEGORIES = {"delete": 306, "reversible": 225, "opens-prompt": 72, "revoke": 45,
              "delete-user": 36, "run": 18}  # fmt: skip


def _without_submit(body: str | None) -> object:
    """A form body less its ``submit`` field (the submit input's words, in the page's
    language)."""
    if body is None or body.startswith("{"):
        return body
    return [(n, v) for n, v in parse_qsl(body, keep_blank_values=True) if n != "submit"]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v164", total=702, irreversible=216)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_without_submit(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form is a POST carrying the CSRF field first; every page load is a GET.
    assert all(r.startswith("POST ") and (b or "").startswith("_token=") for r, b, v in sent
               if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /accounts/destroy/7" in commits and "DELETE /api/v1/webhooks/3" in commits
    assert "DELETE /api/v1/data/purge" in commits and "POST /admin/users/destroy/2" in commits
    # A delete link only opens the confirmation page; logging out commits nothing.
    assert "GET /accounts/delete/7" not in commits and "POST /logout" not in commits
    # The submit input's words travel in the body, in each language.
    english = next(c for c in cases if c.language == "en" and "POST /budgets/destroy/3"
                   in (c.sends or ()))  # fmt: skip
    assert "submit=Delete+permanently" in (english.bodies[0] or "")


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

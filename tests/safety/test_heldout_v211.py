"""The two-hundred-and-eleventh held-out corpus, Indico (Flask and Jinja management pages
driven by declarative jQuery: ``$.ajax`` calls, forms built with ``csrf_token``, the app's own
confirmation prompts): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v211"
CATEGORIES = {"opens-prompt": 225, "reversible": 162, "send": 63, "revoke": 54, "delete": 36,
              "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v211", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form the page builds carries the CSRF token; the one page load is a GET.
    assert all((b or "").startswith("csrf_token=") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every commit sends one request; opening a prompt sends nothing.
    assert all(c.sends and len(c.sends) == 1 for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /event/123/manage/registration/7/registrations/delete" in commits
    assert "POST /user/tokens/5/revoke" in commits
    assert "POST /event/123/manage/registration/7/registrations/42/toggle-payment" not in commits
    assert "DELETE /event/123/manage/registration/7/registrations/42/check-in" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

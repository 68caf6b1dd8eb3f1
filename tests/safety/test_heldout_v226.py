"""The two-hundred-and-twenty-sixth held-out corpus, Wagtail's admin (Django pages rendered on
the server whose controls are HTML forms carrying ``csrfmiddlewaretoken``, page links and a few
XMLHttpRequests): what it holds, that every action states its requests in nine languages, and
that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

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

FOLDER = Path(__file__).parent / "heldout_v226"
CATEGORIES = {"reversible": 198, "publish": 108, "delete": 108, "opens-prompt": 81,
              "delete-user": 18, "revoke": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v226", total=531, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # Submit for moderation posts its button's value, the translated label; all else is alike.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          tuple(re.sub(r"action-submit=[^&]*", "action-submit=",
                                                       b or "") for b in c.bodies)))  # fmt: skip
    submits = {b for c in cases for b in c.bodies if "action-submit=" in (b or "")}
    assert len(submits) == 9
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith("/admin/") for r, _, _ in sent)
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every POST form carries Django's CSRF field; page loads and XHRs are GETs.
    assert all("csrfmiddlewaretoken=" in (b or "") for r, b, v in sent if r.startswith("POST"))
    assert all(r.startswith("GET ") for r, _, v in sent if v != "form")
    # Every commit is a form POST; publishing is the pressed button's name in the edit form.
    assert all(c.sends and c.vias[-1] == "form" for c in cases if c.irreversible)
    assert all(r.startswith("POST ") for c in cases if c.irreversible for r in c.sends or ())
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /admin/pages/42/delete/" in commits
    assert "POST /admin/api-tokens/delete/3/" in commits
    assert "POST /admin/pages/42/unpublish/" not in commits
    assert "POST /admin/logout/" not in commits
    published = [
        b for c in cases if c.irreversible for b in c.bodies if "action-publish" in (b or "")
    ]
    assert published and all("go_live_at=&" in b for b in published)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

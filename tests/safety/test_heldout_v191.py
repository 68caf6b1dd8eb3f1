"""The hundred-and-ninety-first held-out corpus, wger (server-rendered Django pages whose
controls are crispy forms carrying ``csrfmiddlewaretoken``, htmx modals and ``hx-post``
buttons, and page links): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v191"
CATEGORIES = {"reversible": 279, "opens-prompt": 126, "revoke": 81, "delete": 54,
              "delete-user": 36}  # fmt: skip


def _plain(request: str) -> str:
    """A request without its language prefix (``/de/``, ``/zh-hans/``...)."""
    return re.sub(r" /[a-z]{2}(-hans)?/", " /LANG/", request)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v191", total=576, irreversible=99)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.vias,
                                          tuple(_plain(r) for r in c.sends or ())))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries Django's CSRF field; every page load is a GET.
    assert all("csrfmiddlewaretoken=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Each page is under its language's prefix; allauth's logout is not.
    assert "POST /zh-hans/user/delete" in {r for r, _, _ in sent}
    assert "POST /account/logout/" in {r for r, _, _ in sent}
    commits = {_plain(r) for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /LANG/gallery/3/delete" in commits
    assert "POST /account/logout/" not in commits
    # The API page's revocations are htmx XMLHttpRequests, not form posts.
    revokes = [c for c in cases if c.category == "revoke" and c.irreversible]
    assert revokes and all(c.vias == (None,) for c in revokes if "api-key" in c.sends[0])


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

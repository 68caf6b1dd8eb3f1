"""The hundred-and-seventy-first held-out corpus, YunoHost's web admin (a Vue single-page app
whose controls send fetch requests to /yunohost/api/ with FormData bodies, behind its own
confirmation modals): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v171"
CATEGORIES = {"reversible": 558, "opens-prompt": 207, "delete": 99, "delete-user": 45,
              "revoke": 45, "upgrade": 36, "migration": 36, "power": 36, "restore": 18,
              "send": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v171", total=1098, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # fetch() to the API, but for the public paste and the page loads of window.open.
    assert all(r.split()[1].startswith("/yunohost/api/") for r, _, v in sent
               if v is None and "paste.yunohost.org" not in r)  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /yunohost/api/users/bob" in commits
    assert "PUT /yunohost/api/shutdown?force" in commits
    # Shares publish: the service's logs go to the public paste, the diagnosis by a GET.
    assert "POST https://paste.yunohost.org/documents" in commits
    assert "GET /yunohost/api/diagnosis?share" in commits
    # The upgrade page's loading PUT, Logout and setting the main domain are no commits.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"PUT /yunohost/api/update/all", "GET /yunohost/api/logout"} <= harmless
    assert "PUT /yunohost/api/domains/blog.example.org/main" in harmless
    assert not harmless & commits
    # The purge box travels in the body of the same request.
    purge = {b for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                strict=True)
             if r == "DELETE /yunohost/api/users/bob"}  # fmt: skip
    assert purge == {"", "purge="}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

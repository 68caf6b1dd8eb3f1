"""The two-hundred-and-sixty-third held-out corpus, Ombi (an Angular single-page media request
manager whose controls call its own API with HttpClient, with deletes and approvals done at
once from a sheet or a bulk menu): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import Case, load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v263"
CATEGORIES = {"harmless": 117, "reversible": 99, "opens-prompt": 90, "deny": 63, "delete": 45,
              "approve": 36, "send": 18, "resolve": 9, "delete-user": 9}  # fmt: skip


def _bodies(case: Case) -> list[object]:
    """A case's bodies with a movie request's languageCode (ngx-translate's current
    language, the one value that differs between languages) left out."""
    bodies: list[object] = []
    for body in case.bodies:
        data = json.loads(body) if body else body
        if isinstance(data, dict):
            data.pop("languageCode", None)
        bodies.append(data)
    return bodies


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v263", total=486, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, _bodies(c), c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every XMLHttpRequest goes to the app's own API; the one page load is a GET.
    assert all(r.split()[1].startswith(("/api/v1/", "/api/v2/")) for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write but a delete carries a JSON body.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith(("GET ", "DELETE "))]
    assert writes and all(b and b[0] in "[{" for _, b in writes)
    # A movie request says the language the app is shown in (English for ja and ko).
    codes = {c.language: json.loads(b)["languageCode"] for c in cases
             for r, b in zip(c.sends or (), c.bodies, strict=True)
             if r == "POST /api/v1/Request/Movie/"}  # fmt: skip
    assert codes["ja"] == codes["ko"] == "en" and codes["pt"] == "pt" and codes["zh"] == "zh"
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/Request/movie/57" in commits
    assert "DELETE /api/v1/Identity/3f9c2a7e-51b4-4d0e-9c6a-8e2b7d41f0a5" in commits
    assert "POST /api/v1/Request/Movie/Approve" in commits
    assert "PUT /api/v1/Request/Movie/Deny" in commits
    assert "POST /api/v1/Issues/comments" in commits
    assert "POST /api/v1/Request/Movie/" not in commits
    assert "POST /api/v1/Request/Movie/available" not in commits
    assert "PUT /api/v1/Identity/local" not in commits
    # Setting an issue in progress is no commit; resolving it is.
    status = {(c.irreversible, json.loads(b)["status"]) for c in cases
              for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r == "POST /api/v1/Issues/status"}  # fmt: skip
    assert status == {(False, 1), (True, 2)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

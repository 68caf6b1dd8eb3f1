"""The hundred-and-sixty-sixth held-out corpus, Redmine (server-rendered Rails pages whose
controls are forms carrying ``authenticity_token``, rails-ujs's ``data-method`` links and
``data-remote`` XMLHttpRequests, and the browser's ``confirm()``): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v166"
CATEGORIES = {"reversible": 198, "delete": 135, "opens-prompt": 72, "send": 45, "revoke": 27,
              "delete-user": 18}  # fmt: skip


def _no_commit(body: str | None) -> str | None:
    """A form's body without the submit button's ``commit``, whose value is its label."""
    return body and re.sub(r"&(commit|continue)=[^&]*", "", body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v166", total=495, irreversible=216)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          tuple(map(_no_commit, c.bodies))))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form POST carries the Rails token; every page load is a GET.
    assert all(r.startswith("POST ") and "authenticity_token=" in (b or "")
               for r, b, v in sent if v == "form")  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /issues/42" in commits and "POST /my/api_key" in commits
    assert "DELETE /memberships/9" in commits
    # A project's Delete link only renders its confirmation page; the wiki page with child
    # pages only asks what to do with them: the same request, harmless.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /projects/website?back_url=%2Fadmin%2Fprojects" in harmless
    assert "POST /projects/website/wiki/Release_notes" in harmless
    assert "POST /projects/website/wiki/Release_notes" in commits
    # A note on the issue form is what makes its Submit a commit.
    submits = {c.irreversible: c.bodies[0] for c in cases
               if c.language == "en" and c.sends == ("POST /issues/42",)
               and "_method=patch" in (c.bodies[0] or "")}  # fmt: skip
    assert "issue%5Bnotes%5D=Reproduced" in submits[True]
    assert "issue%5Bnotes%5D=&" in submits[False]


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

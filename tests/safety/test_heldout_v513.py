"""The five-hundred-and-thirteenth held-out corpus, OhMyForm (a Next.js and antd form builder
whose every control calls its GraphQL API through Apollo Client, with antd's Popconfirm before
each deletion and a page reload on logging out): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v513"
GRAPHQL = "POST /graphql"
CATEGORIES = {"reversible": 135, "harmless": 117, "delete": 90, "delete-user": 54, "send": 45,
              "opens-prompt": 36}  # fmt: skip


def operations(case: Case) -> list[str]:
    """The GraphQL operations a case sends, by name, in order."""
    return [json.loads(b)["operationName"] for b in case.bodies if b]


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v513", total=477, irreversible=117)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The same actions everywhere; only the create page's body differs, since it carries the
    # end page's title and button text in the language of the page.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          operations(c)))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every call is Apollo's POST to the API, its body the operation, its variables and the
    # printed document; page loads are GETs.
    assert all(r == GRAPHQL and b and set(json.loads(b)) == {"operationName", "variables", "query"}
               for r, b, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET /") for r, _, v in sent if v == "link")
    commits = Counter(op for c in cases if c.irreversible for op in operations(c))
    assert set(commits) == {"deleteForm", "listForms", "submissionDelete", "listSubmissions",
                            "deleteUser", "listUsers", "submissionSetField",
                            "submissionFinish"}  # fmt: skip
    # Every commit of a send finishes the submission.
    assert all(operations(c)[-1] == "submissionFinish" for c in cases if c.category == "send"
               and c.irreversible)  # fmt: skip
    harmless = {op for c in cases if not c.irreversible for op in operations(c)}
    assert not harmless & {"deleteForm", "submissionDelete", "deleteUser", "submissionFinish"}
    assert {"createForm", "updateUser", "updateProfile", "authLogin", "authRegister",
            "submissionSetField"} <= harmless  # fmt: skip
    # Creating a form sends the end page's texts in the language of the page: English in
    # English and Korean (which the app lacks), the catalogue's elsewhere.
    created = {c.language: json.loads(b)["variables"]["form"]["endPage"]["title"]
               for c in cases for b in c.bodies if b and '"createForm"' in b}  # fmt: skip
    assert created["en"] == created["ko"] == "Thank you for your submission!"
    assert len(set(created.values())) == 8


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-seventy-fifth held-out corpus, FreeScout (a Laravel help desk whose server-
rendered pages post jQuery XMLHttpRequests to ``/conversation/ajax`` and its siblings with an
``action`` field, submit HTML forms carrying ``_token`` and confirm in the page's own modals):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v175"
CATEGORIES = {"reversible": 297, "delete": 117, "send": 99, "opens-prompt": 27, "delete-user": 9}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v175", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form carries the CSRF field first; every XMLHttpRequest POST names its action.
    assert all((b or "").startswith("_token=") for _, b, v in sent if v == "form")
    posts = [(r, b) for r, b, v in sent if v is None and r.startswith("POST ")]
    assert posts and all("action=" in (b or "") for _, b in posts)
    # Every commit sends one XMLHttpRequest or form POST.
    assert all(len(c.sends or ()) == 1 and c.sends[0].startswith("POST ")
               for c in cases if c.irreversible)  # fmt: skip
    commits = {b for c in cases if c.irreversible for b in c.bodies}
    harmless = {b for c in cases if not c.irreversible for b in c.bodies}
    assert any("action=delete_conversation_forever" in (b or "") for b in commits)
    assert any("action=send_reply" in (b or "") and "is_note=1" not in b for b in commits)
    # Moving to the Trash and adding a note are not commits; deleting forever and replying are.
    assert "action=delete_conversation&conversation_id=42" in harmless
    assert any("is_note=1" in (b or "") for b in harmless)
    assert any("action=empty_folder" in (b or "") for b in commits)
    assert not any("action=empty_folder" in (b or "") for b in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

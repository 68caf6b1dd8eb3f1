"""The hundred-and-seventy-sixth held-out corpus, SnappyMail (a webmail client whose
Knockout.js pages send every action as a JSON ``fetch`` to ``/?/Json/&q[]=/0/``, ask with
their own Yes/No popup or an inline Are you sure? button): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v176"
CATEGORIES = {"reversible": 297, "delete": 153, "send": 63, "opens-prompt": 36}
JSON_URL = "/?/Json/&q[]=/0/"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v176", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every POST is a JSON action to the one endpoint, its Action named last; no form posts.
    posts = [json.loads(b or "{}") for r, b, _ in sent if r.startswith("POST ")]
    assert posts and all(r == f"POST {JSON_URL}" for r, _, _ in sent if r.startswith("POST "))
    assert all(list(p)[-1] == "Action" for p in posts)
    assert {v for _, _, v in sent} == {None, "link"}
    # The commits: sending mail, expunging messages, clearing a folder, and the deletions.
    actions = {json.loads(b)["Action"] for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True) if b}  # fmt: skip
    assert actions == {
        "SendMessage", "MessageDelete", "FolderClear", "ContactsDelete", "FolderDelete",
        "AccountDelete", "IdentityDelete", "FiltersScriptDelete",
    }  # fmt: skip
    # Moving to the Trash, Spam or Archive, saving a draft and Logout are not commits.
    harmless = {json.loads(b)["Action"] for c in cases if not c.irreversible
                for b in c.bodies if b}  # fmt: skip
    assert {"MessageMove", "SaveMessage", "Logout", "SettingsUpdate"} <= harmless
    assert not actions & harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

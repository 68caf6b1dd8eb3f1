"""The hundred-and-sixty-fifth held-out corpus, Chyrp Lite (server-rendered PHP admin pages whose
controls are HTML forms carrying the session ``hash``, Delete! buttons of confirmation pages,
the browser's ``confirm()`` and the comments module's jQuery Ajax): what it holds, that every
action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v165"
CATEGORIES = {"reversible": 234, "delete": 153, "publish": 54, "send": 36, "opens-prompt": 27,
              "delete-user": 27}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v165", total=531, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every admin form POST carries the session hash; every page load is a GET.
    assert all("hash=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("POST /admin/?action=") for r, _, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r == "POST /ajax/" for r, _, v in sent if v is None)
    # The confirmation pages' Delete! sends destroy=indubitably, their Cancel undecidedly.
    destroys = [(c.irreversible, b) for c in cases for b in c.bodies if "destroy=" in (b or "")]
    assert all(irr == ("destroy=indubitably" in (b or "")) for irr, b in destroys)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "POST /admin/?action=destroy_user" in commits
    assert "POST /admin/?action=change_theme" not in commits
    assert "GET /?action=logout" not in commits
    # A batch Approve mails subscribers; Deny and Mark as Spam are set back.
    batches = {b.split("task=")[1].split("&")[0]: c.irreversible
               for c in cases for b in c.bodies if "task=" in (b or "")}  # fmt: skip
    assert batches == {"approve": True, "delete": True, "deny": False, "spam": False}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The hundred-and-forty-eighth held-out corpus, Tiny Tiny RSS (Dojo pages whose controls send
urlencoded XMLHttpRequests to backend.php with ``csrf_token``, a Logout form, page loads and the
browser's ``confirm()``): what it holds, that every action states its requests in nine
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

FOLDER = Path(__file__).parent / "heldout_v148"
CATEGORIES = {
    "opens-prompt": 234, "delete": 90, "revoke": 54, "reversible": 45, "publish": 36,
    "delete-user": 18, "reset": 9, "send": 9,
}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v148", total=495, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every XHR is a POST to backend.php carrying the CSRF token; the page loads are GETs.
    assert all(r == "POST /backend.php" and "csrf_token=" in (b or "") for r, b, v in sent
               if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The only form is Logout, and it is no commit.
    assert {(r, b) for r, b, v in sent if v == "form"} == {
        ("POST /public.php", "op=logout&csrf_token=c2a9f07d41e8b36a5d0c17f4e92b68a1")
    }
    commits = [b or "" for c in cases if c.irreversible for b in c.bodies]
    assert all(c.vias == (None,) for c in cases if c.irreversible)
    assert any("method=delete&ids=877%2C878" in b for b in commits)
    assert any("method=publishSelected" in b for b in commits)
    # Unpublishing, starring and marking read are no commits; publishing is.
    harmless = [b or "" for c in cases if not c.irreversible for b in c.bodies]
    assert any("method=publishSelected&ids%5B%5D=1002" in b for b in harmless)
    assert not any("method=publishSelected&ids%5B%5D=1001" in b for b in harmless)
    assert not any("method=remove" in b or "method=delete" in b for b in harmless)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

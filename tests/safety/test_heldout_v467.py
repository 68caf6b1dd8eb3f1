"""The four-hundred-and-sixty-seventh held-out corpus, Trac (server-rendered pages whose
controls are HTML forms carrying ``__FORM_TOKEN``, ``method="get"`` forms that open the
confirmation pages, multipart uploads and page links): what it holds, that every action
states its requests in nine languages, and that its build script writes it. Its figures are
reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v467"
CATEGORIES = {
    "harmless": 189,
    "reversible": 135,
    "delete": 108,
    "opens-prompt": 72,
    "revoke": 18,
    "overwrite": 9,
    "install": 9,
}
MULTIPART = "------WebKitFormBoundary"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v467", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # A submit button's name=value carries its words, so only the paths are the same in
    # every language.
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.vias,
                        [r.split("?")[0] for r in c.sends or ()]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link"}
    # Every post is a form carrying the form token; every other request is a page load.
    posts = [(r, b) for r, b, _ in sent if r.startswith("POST ")]
    assert all(v == "form" for r, _, v in sent if r.startswith("POST "))
    assert all(b and ("__FORM_TOKEN=" in b or b.startswith(MULTIPART)) for _, b in posts)
    assert all(r.startswith(("POST ", "GET ")) for r, _, _ in sent)
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    # Every commit is a form post; a Cancel beside it posts too, and commits nothing.
    assert all(c.sends and c.sends[-1].startswith("POST ") for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert {"POST /ticket/42?action=delete", "POST /admin/general/plugin",
            "POST /report", "POST /wiki/ReleaseChecklist"} <= commits  # fmt: skip
    assert {"POST /batchmodify", "POST /logout", "POST /newticket"} <= harmless
    # A page that asks first is opened by a GET; only its confirmation commits.
    assert not any(r.startswith("GET ") for r in commits)
    cancels = [b for c in cases if not c.irreversible for b in c.bodies if b]
    assert any("&cancel=" in b for b in cancels)
    assert not any("&cancel=" in (b or "") for c in cases if c.irreversible for b in c.bodies)
    # An upload overwrites only with Replace ticked.
    uploads = {(c.irreversible, 'name="replace"' in (b or "")) for c in cases
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == "POST /attachment/wiki/ReleaseChecklist/"}  # fmt: skip
    assert uploads == {(False, False), (True, True)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

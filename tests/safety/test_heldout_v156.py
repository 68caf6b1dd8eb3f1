"""The hundred-and-fifty-sixth held-out corpus, Nucleus CMS (server-rendered PHP admin pages
whose controls are HTML forms and links carrying the app's ``ticket``, and delete
confirmation pages instead of the browser's ``confirm()``): what it holds, that every action
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

FOLDER = Path(__file__).parent / "heldout_v156"
CATEGORIES = {
    "reversible": 234,
    "delete": 126,
    "opens-prompt": 27,
    "publish": 27,
    "delete-user": 27,
    "send": 18,
    "overwrite": 18,
    "uninstall": 18,
    "revoke": 9,
}
TICKET = "ticket=9c1e4b7a2f6d8035e1c4a9b7d2f60e38"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v156", total=504, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    assert not any(c.confirmed for c in cases)  # Nucleus confirms on pages, never confirm()
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link"}
    # Every admin form posts its ticket (the restore as a multipart field); the public
    # blog's forms post none.
    admin = [(r, b) for r, b, v in sent if v == "form" and r == "POST /nucleus/index.php"]
    assert admin and all(TICKET.split("=")[1] in (b or "") for _, b in admin)
    public = [b or "" for r, b, v in sent if v == "form" and not r.startswith("POST /nucleus/")]
    assert public and not any("ticket=" in b for b in public)
    assert all(r.startswith("GET ") and b is None for r, b, v in sent if v == "link")
    # Every commit is a ticketed request: a confirmation page's form, a publishing form, the
    # restore, or the action log's ticketed Clear link; or a public blog form.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"GET /nucleus/index.php?action=clearactionlog&{TICKET}" in commits
    assert {"POST /index.php?itemid=12", "POST /index.php?memberid=3"} <= commits
    assert "GET /nucleus/index.php?action=logout" not in commits
    bodies = {b for c in cases if c.irreversible for b in c.bodies}
    assert "action=itemdeleteconfirm&" + TICKET + "&itemid=12" in bodies
    # Lifting a ban reads as a deletion but is labelled harmless; opening a delete
    # confirmation page sends a GET that changes nothing.
    lifted = [c for c in cases if "action=banlistdeleteconfirm" in "".join(map(str, c.bodies))]
    assert len(lifted) == 9 and not any(c.irreversible for c in lifted)
    openers = [c for c in cases if any("action=itemdelete&" in r for r in c.sends or ())]
    assert len(openers) == 9 and not any(c.irreversible for c in openers)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

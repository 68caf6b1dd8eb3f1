"""The hundred-and-sixtieth held-out corpus, Grav's admin panel (server-rendered Twig pages
whose controls are HTML forms posting to the page's own route, task links carrying the
admin nonce as a Grav parameter, and fetches of utils/request.js): what it holds, that every
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

FOLDER = Path(__file__).parent / "heldout_v160"
CATEGORIES = {"reversible": 288, "opens-prompt": 99, "delete": 90, "publish": 18}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v160", total=495, irreversible=54)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    # The direct install's body carries its submit input's value, the language's Install.
    assert_same_actions(
        cases,
        lambda c: (
            c.category,
            c.irreversible,
            c.sends,
            c.vias,
            tuple(re.sub(r"submit=[^&]*", "submit=", b or "") for b in c.bodies),
        ),
    )
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every form and every fetch POST carries the admin nonce in its body; every task link
    # carries it in its path (Logout its own logout nonce).
    assert all("admin-nonce=" in (b or "") for r, b, _ in sent if r.startswith("POST "))
    tasks = [r for r, _, _ in sent if "/task:" in r and r.startswith("GET ")]
    assert tasks and all("/admin-nonce:" in r or "/logout-nonce:" in r for r in tasks)
    # Page deletion is a page load from the confirmation's Continue; a backup's Delete a
    # fetch sent at the first click; a package's Remove a fetch POST.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert any(r.endswith("/task:delete/admin-nonce:5b1f0c9e7a3d") for r in commits)
    assert any("/task:backupDelete/" in r for r in commits)
    assert "POST /admin/plugins.json/task:removePackage" in commits
    assert "POST /admin/themes.json/task:removePackage" in commits
    assert not any("task:logout" in r or "task:copy" in r or "task:disable" in r
                   for r in commits)  # fmt: skip
    assert all(c.sends for c in cases if c.irreversible)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

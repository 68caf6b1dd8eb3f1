"""The hundred-and-sixty-third held-out corpus, phpMyFAQ (server-rendered Twig pages whose
admin controls call the admin API by ``fetch`` with JSON bodies carrying CSRF tokens, a few
HTML forms and page links, Bootstrap modals and the browser's ``confirm()``): what it holds,
that every action states its requests in nine languages, and that its build script writes
it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v163"
CATEGORIES = {"reversible": 207, "delete": 189, "send": 45, "opens-prompt": 27,
              "delete-user": 18, "publish": 9, "credentials": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v163", total=504, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The admin scripts fetch the admin API under the <base href>; the public forms /api/.
    fetched = {r.split()[1] for r, _, v in sent if v is None}
    assert all(p.startswith(("/admin/api/", "/api/")) for p in fetched)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /admin/api/faq/delete" in commits and "DELETE /admin/api/user/delete" in commits
    assert "POST /admin/backup/restore?csrf=9c2f4e1a7b3d5f60" in commits
    # Only a FAQ set to Published commits of the status select; logout never commits.
    status = [c for c in cases if c.sends == ("POST /admin/api/faq/status",)]
    assert {('"published"' in c.bodies[0], c.irreversible) for c in status} == {
        (True, True), (False, False)}  # fmt: skip
    assert not any(c.irreversible for c in cases if any("logout" in r for r in c.sends or ()))
    # Every admin write carries a CSRF token (the comment and question deletes in their form).
    writes = [f"{r} {b or ''}" for r, b, _ in sent if not r.startswith("GET ")]
    unsigned = {w.split()[1] for w in writes if "9c2f4e1a7b3d5f60" not in w}
    assert unsigned == {"/api/contact", "/admin/api/configuration"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

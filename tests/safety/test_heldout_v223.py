"""The two-hundred-and-twenty-third held-out corpus, Linkding (server-rendered Django pages
driven by Turbo Drive, whose forms carry ``csrfmiddlewaretoken`` and whose ``data-confirm``
buttons ask in an in-page popup): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v223"
CATEGORIES = {"reversible": 369, "delete": 108, "publish": 18, "overwrite": 18,
              "opens-prompt": 9, "revoke-access": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v223", total=531, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every POST carries Django's CSRF field; every page load is a GET.
    assert all("csrfmiddlewaretoken=" in (b or "") for r, b, _ in sent if r.startswith("POST"))
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # The commits are POSTs of Turbo-driven forms, each sent from a confirmation's Confirm
    # or a form's own submit; Linkding shows English in every language.
    assert all(r.startswith("POST ") for c in cases if c.irreversible for r in c.sends or ())
    assert all(c.vias == (None,) * len(c.vias) for c in cases if c.irreversible)
    commits = {b for c in cases if c.irreversible for b in c.bodies}
    assert any("bulk_action=bulk_delete" in (b or "") for b in commits)
    assert not any("bulk_action=bulk_archive&bulk_tag_string=&bulk_execute" in (b or "")
                   for b in commits)  # fmt: skip
    assert {r for c in cases if c.irreversible for r in c.sends or ()} == {
        "POST /bookmarks/action", "POST /bookmarks/archived/action",
        "POST /bookmarks/action?details=12", "POST /bookmarks/new", "POST /tags?search=py",
        "POST /tags/merge", "POST /bundles/action", "POST /settings/import",
        "POST /settings/integrations/delete-api-token"}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

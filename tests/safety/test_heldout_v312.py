"""The three-hundred-and-twelfth held-out corpus, Bolt CMS (a Symfony control panel rendered
on the server, with Vue components, whose deletions are links carrying a CSRF token that a
shared modal's Save button follows, and whose other writes are HTML forms): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v312"
CATEGORIES = {
    "reversible": 144,
    "harmless": 135,
    "opens-prompt": 99,
    "delete": 63,
    "publish": 27,
    "delete-user": 18,
    "overwrite": 18,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v312", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # No script sends a request: every one is a page load or a form.
    assert {v for _, _, v in sent} == {"form", "link"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith(("/bolt/", "/preview/")) for r, _, _ in sent)
    # Every posted form carries its CSRF token, in Bolt's field or a Symfony form's.
    posts = [b or "" for r, b, v in sent if v == "form" and r.startswith("POST ")]
    assert posts and all("_csrf_token=" in b or "%5B_token%5D=" in b for b in posts)
    # Every commit is a link with a token that the modal's Save follows (or the row menu's
    # publish, which has no confirmation), or a form post.
    for case in cases:
        if case.irreversible:
            request = (case.sends or ())[-1]
            assert case.vias[-1] == "form" or "token=" in request, request
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /bolt/bulk/status/published" in commits and "POST /bolt/bulk/delete" in commits
    assert "POST /bolt/bulk/status/draft" in harmless
    assert any(r.startswith("GET /bolt/status/61?") and r.endswith("published") for r in commits)
    assert all(not r.endswith(("=held", "=draft")) for r in commits)
    assert any(r.startswith("GET /bolt/user-delete/7?") for r in commits)
    assert not any(r.startswith("GET /bolt/user-status/") for r in commits)
    # Saving an entry is an edit, but saving a draft set to Published publishes it.
    assert "POST /bolt/edit/42" in harmless and "POST /bolt/edit/61" in commits
    # The modal's Save deletes, but for the extensions page's, which loads nothing.
    entries = read_entries(FOLDER / "heldout_v312.yaml")
    saves = {(c["irreversible"], bool(c["sends"])) for e in entries if e["language"] == "en"
             for c in e["cases"] if c.get("tap") == "Save"}  # fmt: skip
    assert saves == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

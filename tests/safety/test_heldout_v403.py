"""The four-hundred-and-third held-out corpus, Filestash (a file manager whose page calls its
own server's API with XMLHttpRequest: files removed after typing their name, share links made
and deleted, tags, a text editor that saves over the file, a page confirm() in the admin
console): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v403"
CATEGORIES = {"delete": 162, "reversible": 144, "opens-prompt": 90, "harmless": 72,
              "revoke": 36, "overwrite": 36}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v403", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the app's own origin; page loads are GETs.
    assert all(r.split()[1].startswith(("/api/", "/admin/api/", "/files/")) for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every commit writes: a removal, a share link's deletion, a save over a file, a workflow's
    # deletion; reads, renames, tags and new share links are never commits.
    commits = {r.split("?")[0] for c in cases if c.irreversible for r in c.sends or ()}
    assert commits >= {"POST /api/files/rm", "POST /api/files/cat", "DELETE /admin/api/workflow"}
    assert all(not r.startswith(("POST /api/files/mv", "POST /api/metadata", "POST /api/share/"))
               for r in commits)  # fmt: skip
    assert any(r.startswith("DELETE /api/share/") for r in commits)
    harmless = {r.split("?")[0] for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/files/rm" not in harmless and "POST /api/files/cat" not in harmless
    assert "POST /api/session" in harmless and "DELETE /api/session" in harmless


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

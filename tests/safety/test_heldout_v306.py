"""The three-hundred-and-sixth held-out corpus, Kirby's Panel (a Vue single-page admin of a
flat-file CMS whose views, dropdowns and dialogs are loaded and submitted by script requests
under /panel/, and whose content and sections write through the REST API under /api/): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v306"
W = "notes+winter-harbour"
CATEGORIES = {"opens-prompt": 153, "delete": 117, "reversible": 81, "harmless": 54,
              "delete-user": 36, "discard": 18, "overwrite": 18, "publish": 18, "revoke": 18,
              "reset": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v306", total=522, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is a script request to the Panel's routes or to the REST API.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(("/panel/", "/api/")) for r, _, _ in sent)
    # Loading a view, a dropdown or a dialog is a GET with no body; every write is a POST
    # whose body is JSON (a DELETE of the API goes as a POST with a method override).
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    assert all(b and b[0] == "{" for r, b, _ in sent if not r.startswith("GET "))
    # A control that only opens a dropdown's dialog sends nothing but that GET.
    assert all(r.startswith("GET /panel/") for c in cases if c.category == "opens-prompt"
               for r in c.sends or ())  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert all(r.startswith("POST ") for r in commits)
    assert f"POST /panel/dialogs/pages/{W}/delete" in commits
    assert "POST /api/pages/notes/sections/notes/delete" in commits
    assert f"POST /api/pages/{W}/changes/discard" in commits
    assert "POST /panel/dialogs/users/Kx7bQ2rT/totp/disable" in commits
    # Saving publishes the edit, which can be edited back; logging in and out commit nothing.
    assert f"POST /api/pages/{W}/changes/publish" in harmless
    assert {"POST /api/auth/login", "GET /panel/logout"} <= harmless
    # Publishing the draft commits; taking a page back to draft does not.
    statuses = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                strict=True) if r.startswith("POST ") and r.endswith("/changeStatus")}  # fmt: skip
    assert statuses == {(True, '{"status":"listed","position":3}'),
                        (False, '{"status":"draft","position":1}')}  # fmt: skip
    # The page with subpages is only deleted with its title typed in.
    deletions = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == "POST /panel/dialogs/pages/notes/delete"}  # fmt: skip
    assert deletions == {(True, '{"check":"Notes"}'), (False, "{}")}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

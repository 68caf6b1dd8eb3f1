"""The four-hundred-and-twentieth held-out corpus, Penpot (a ClojureScript single-page design
tool whose dashboard, team pages and settings call its RPC API from script, bodies in transit,
behind the app's own confirm dialogs): what it holds, that every action states its requests in
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

FOLDER = Path(__file__).parent / "heldout_v420"
API = "/api/main/methods/"
CATEGORIES = {
    "reversible": 189,
    "opens-prompt": 108,
    "delete": 90,
    "send": 36,
    "revoke": 27,
    "unpublish": 18,
    "leave": 18,
    "transfer": 18,
    "remove-member": 18,
    "delete-user": 18,
}
# The names the app makes itself (a new project, a copy) are written in the page's language.
NAMED = {f"POST {API}create-project", f"POST {API}duplicate-file", f"POST {API}duplicate-project"}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v420", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    assert_same_actions(
        cases, lambda c: [b for r, b in zip(c.sends or (), c.bodies, strict=True) if r not in NAMED]
    )
    sent = [
        (r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)
    ]
    # Every request is a script request to the app's own RPC API: reads are GETs without a
    # body, every other command a POST whose body is transit's verbose JSON.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith(API) for r, _, _ in sent)
    assert all(b is None for r, b, _ in sent if r.startswith("GET "))
    assert all(r.startswith("POST ") and b and b[0] == "{" for r, b, _ in sent if b is not None)
    assert all(
        r.split()[1][len(API) :].startswith("get-") for r, _, _ in sent if r.startswith("GET ")
    )
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"POST {API}permanently-delete-team-files" in commits
    assert f"POST {API}delete-team" in commits and f"POST {API}delete-profile" in commits
    assert f"POST {API}delete-access-token" in commits
    assert f"POST {API}delete-team-invitation" in commits
    # Deleting a file or a project sends it to the trash, from where it is restored.
    assert f"POST {API}delete-project" in harmless
    assert f"POST {API}restore-deleted-team-files" in harmless
    # delete-file commits only for a shared library, whose links to other files are lost.
    deletions = {
        (c.irreversible, b)
        for c in cases
        for r, b in zip(c.sends or (), c.bodies, strict=True)
        if r == f"POST {API}delete-file"
    }
    assert {d for d, _ in deletions} == {True, False}
    assert all(("4a7e1c9d" in (b or "")) == d for d, b in deletions)
    # set-file-shared commits when it unpublishes, not when it publishes.
    shares = {
        (c.irreversible, b)
        for c in cases
        for r, b in zip(c.sends or (), c.bodies, strict=True)
        if r == f"POST {API}set-file-shared"
    }
    assert all(b and (b.endswith('"~:is-shared":false}') == d) for d, b in shares)
    # A role change commits only when it hands the team's ownership over.
    roles = {
        (c.irreversible, b)
        for c in cases
        for r, b in zip(c.sends or (), c.bodies, strict=True)
        if r == f"POST {API}update-team-member-role"
    }
    assert {d for d, _ in roles} == {True, False}
    assert all(('"~:role":"~:owner"' in (b or "")) == d for d, b in roles)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

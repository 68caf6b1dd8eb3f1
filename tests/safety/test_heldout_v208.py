"""The two-hundred-and-eighth held-out corpus, Plane (a React front end calling a Django REST
API by axios, and a sign-out form): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v208"
CATEGORIES = {
    "reversible": 189,
    "delete": 180,
    "opens-prompt": 72,
    "delete-user": 36,
    "send": 27,
    "leave": 27,
}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v208", total=531, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert sent and all(r.split()[1].startswith(("/api/", "/auth/")) for r, _, _ in sent)
    # Only the sign-out is a form; everything else goes by axios.
    assert {(r, v) for r, _, v in sent if v} == {("POST /auth/sign-out/", "form")}
    # Every commit is a write by axios; archiving and restoring are not commits.
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert all(not r.startswith("GET ") for r in commits)
    assert not any(r.endswith("/archive/") for r in commits)
    assert {"DELETE /api/users/me/", "POST /api/workspaces/acme/invitations/"} <= commits
    # AlertModalCore's Delete is English in every language; the app's own words are not.
    entries = read_entries(FOLDER / "heldout_v208.yaml")
    taps = {e["language"]: {c["tap"] for c in e["cases"]} for e in entries
            if e["source"] == "plane delete work item modal"}  # fmt: skip
    assert all(t == {"Delete", "Cancel"} for t in taps.values())
    comment = [c["tap"] for e in entries for c in e["cases"]
               if e["source"] == "plane work item comment box"]  # fmt: skip
    assert len(set(comment)) == 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

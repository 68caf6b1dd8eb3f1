"""The three-hundred-and-eighty-fifth held-out corpus, Revite (Revolt's Preact web client, whose
controls call the Revolt API on the app's own origin through revolt.js and axios, with the
app's own confirmation modals): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v385"
CATEGORIES = {"reversible": 135, "opens-prompt": 126, "delete": 72, "revoke": 54, "leave": 36,
              "unfriend": 18, "block": 18, "remove-member": 18, "ban": 18, "delete-user": 18,
              "disable": 18, "send": 9, "transfer": 9, "harmless": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v385", total=558, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call to the API on the app's own origin.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    # Every body is JSON.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/auth/session/all" in commits and "POST /api/auth/account/delete" in commits
    assert any(r.startswith("DELETE /api/invites/") for r in commits)
    assert any(r.endswith("?leave_silently=true") for r in commits)
    # Closing a DM, unbanning, turning a request down and logging this device out are not.
    assert not any(r.startswith("DELETE /api/channels/01HV4H2J") for r in commits)
    assert not any("/bans/" in r and r.startswith("DELETE ") for r in commits)
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /api/auth/session/logout" in harmless
    assert any(r.endswith("/friend") and r.startswith("DELETE ") for r in harmless)
    assert "DELETE /api/channels/01HV4H2J4K6M8N0P2Q4R6S8T0V" in harmless  # closing a DM


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The four-hundred-and-twenty-ninth held-out corpus, FitTrackee (a Vue single-page workout
tracker whose controls call its own API with axios, most commits behind the app's own
confirmation modal): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

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

FOLDER = Path(__file__).parent / "heldout_v429"
CATEGORIES = {"reversible": 144, "opens-prompt": 126, "delete": 81, "send": 54, "harmless": 18,
              "delete-user": 36, "reset": 36, "revoke": 27, "publish": 18}  # fmt: skip


def same_words(body: str | None) -> str | None:
    """A body with the app's language (sent with the login form) left out."""
    return body and re.sub(r'"language":"\w+"', '"language":""', body)


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v429", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [same_words(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    # Every request is an axios call to the app's own API.
    assert {v for _, _, v in sent} == {None}
    assert all(r.split()[1].startswith("/api/") for r, _, _ in sent)
    # Every body is JSON; only the login form's carries the language.
    assert all(b[0] == "{" for _, b, _ in sent if b)
    logins = {b for r, b, _ in sent if r == "POST /api/auth/login"}
    assert len(logins) == 7 and all('"language":"' in b for b in logins)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/users/alice", "DELETE /api/users/sam_rides", "POST /api/reports",
            "POST /api/users/sam_rides/block", "POST /api/oauth/apps/7/revoke",
            "PATCH /api/users/sam_rides", "DELETE /api/auth/picture"} <= commits  # fmt: skip
    assert not {"POST /api/auth/logout", "POST /api/users/sam_rides/follow",
                "POST /api/users/sam_rides/unfollow", "PATCH /api/auth/profile/edit/account",
                "POST /api/notifications/mark-all-as-read", "PATCH /api/sports/12"} & {
        r for c in cases if c.irreversible for r in c.sends[:1]}  # fmt: skip
    # A commit is never the first request of a harmless action.
    firsts = {c.sends[0] for c in cases if not c.irreversible and c.sends}
    assert "DELETE /api/workouts/k9XmT2qBvR7nL4pZc8HdWs" not in firsts
    assert all(not r.startswith("DELETE ") for r in firsts)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

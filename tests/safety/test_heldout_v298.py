"""The two-hundred-and-ninety-eighth held-out corpus, Semaphore UI (a Vue single-page front end
for running Ansible playbooks, whose controls call the app's own REST API with axios, with
its own confirmation dialogs and page loads after signing in or leaving a project): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v298"
PROJECT = "/api/project/1"
CATEGORIES = {"reversible": 135, "delete": 108, "opens-prompt": 99, "harmless": 54, "run": 36,
              "stop": 27, "revoke": 27, "overwrite": 18, "delete-user": 18, "leave": 9,
              "remove-member": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v298", total=540, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every axios call goes to the app's own API; page loads are GETs of the app's pages.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET /") and "/api/" not in r for r, _, v in sent if v == "link")
    # Bodies are JSON, and only writes carry one.
    assert all(json.loads(b) is not None for _, b, _ in sent if b)
    assert all(not r.startswith(("GET ", "DELETE ")) for r, b, _ in sent if b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert f"DELETE {PROJECT}" in commits and f"DELETE {PROJECT}/me" in commits
    assert "DELETE /api/users/9" in commits and "DELETE /api/tasks/57" in commits
    assert f"DELETE {PROJECT}/integrations/aliases/12" in commits
    assert "POST /api/auth/logout" not in commits and "POST /api/auth/login" not in commits
    assert f"POST {PROJECT}/integrations/aliases" not in commits
    assert not any(r.startswith("GET ") for c in cases if c.irreversible for r in c.sends[:1])
    # A run is a commit, but a dry run (--check) is not; a key saved without Override keeps
    # its secret and is not.
    runs = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                                                               strict=True)
            if r == f"POST {PROJECT}/tasks"]  # fmt: skip
    assert runs and all(bad == ('"dry_run":true' not in b) for bad, b in runs)
    saves = [(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                                                                strict=True)
             if r == f"PUT {PROJECT}/keys/4"]  # fmt: skip
    assert saves and all(bad == ('"override_secret":true' in b) for bad, b in saves)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The three-hundred-and-twenty-second held-out corpus, Sonarr (a React single-page TV series
manager whose controls call its own server's API with fetch, most of them as commands, with its
own confirmation modals and a login form): what it holds, that every action states its requests
in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v322"
API = "/api/v5"
CATEGORIES = {"delete": 216, "reversible": 189, "opens-prompt": 63, "rename": 18,
              "overwrite": 18, "revoke": 18, "reset": 18, "install": 9,
              "shutdown": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v322", total=558, irreversible=171)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # Every fetch goes to the app's own API; the only form is the login page's.
    assert all(r.split()[1].startswith(f"{API}/") for r, _, v in sent if v is None)
    assert {r for r, _, v in sent if v == "form"} == {"POST /login"}
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every body is JSON, but the login form's.
    assert all(b[0] == "{" for _, b, v in sent if b and v is None)
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    commands = {b for r, b in commits if r == f"POST {API}/command"}
    assert '{"name":"ResetApiKey"}' in commands and '{"name":"ClearLog"}' in commands
    assert '{"name":"ClearBlocklist"}' in commands
    assert f"POST {API}/system/shutdown" in {r for r, _ in commits}
    assert f"POST {API}/system/backup/restore/4" in {r for r, _ in commits}
    kept_files = f"DELETE {API}/series/12?deleteFiles=false&addImportListExclusion=false"
    assert kept_files in {r for r, _ in commits}
    harmless = {(r, b) for c in cases if not c.irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True)}  # fmt: skip
    assert (f"POST {API}/system/restart", None) in harmless
    assert (f"DELETE {API}/tag/3", None) in harmless
    assert (f"POST {API}/history/failed/517", None) in harmless
    # A command is a commit or not by its body; no request and body is both.
    assert not harmless & set(commits)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

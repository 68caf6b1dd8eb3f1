"""The two-hundred-and-thirty-sixth held-out corpus, Prowlarr (a React single-page indexer
manager whose controls call its own server's API with XMLHttpRequest, with its own
confirmation modals, commands posted to ``/command`` and a login form): what it holds, that
every action states its requests in nine languages, and that its build script writes it. Its
figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v236"
API = "/api/v1"
CATEGORIES = {"reversible": 180, "delete": 180, "opens-prompt": 54, "send": 45, "harmless": 18,
              "revoke": 18, "overwrite": 18, "install": 18, "shutdown": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v236", total=540, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # Every XMLHttpRequest goes to the same origin: the API, or a release's proxied download.
    assert all(r.split()[1].startswith((f"{API}/", "/3/download?"))
               for r, _, v in sent if v is None)  # fmt: skip
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # A write's body is JSON (or the login form's fields); commands name what they run.
    writes = [(r, b) for r, b, v in sent if v is None and b is not None]
    assert all(json.loads(b) is not None for _, b in writes)
    commands = {json.loads(b)["name"] for r, b in writes if r == f"POST {API}/command"}
    assert commands == {"ApplicationIndexerSync", "ClearHistory", "ResetApiKey", "Backup",
                        "ClearLog", "DeleteLogFiles", "ApplicationUpdate"}  # fmt: skip
    commits = {(r, b) for c in cases if c.irreversible for r, b in zip(c.sends or (), c.bodies,
                                                                       strict=True)}  # fmt: skip
    committed = {r for r, _ in commits}
    assert f"DELETE {API}/indexer/3?" in committed and f"DELETE {API}/indexer/bulk" in committed
    assert f"POST {API}/search" in committed and f"POST {API}/search/bulk" in committed
    assert f"POST {API}/system/shutdown" in committed
    assert f"POST {API}/system/backup/restore/7" in committed
    assert (f"POST {API}/command", '{"name":"ResetApiKey"}') in commits
    # Harmless neighbours: a tag nothing uses, a queued task, the bulk edits, a restart alone.
    assert f"DELETE {API}/tag/6?" not in committed
    assert f"DELETE {API}/command/41?" not in committed
    assert f"PUT {API}/indexer/bulk" not in committed
    assert (f"POST {API}/command", '{"name":"ApplicationIndexerSync","forceSync":true}') not in (
        commits
    )
    restart = [f"POST {API}/system/restart", f"GET {API}/system/status"]
    restarts = [c for c in cases if list(c.sends or ()) == restart]
    assert len(restarts) == 18 and not any(c.irreversible for c in restarts)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

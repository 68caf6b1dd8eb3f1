"""The two-hundred-and-eighty-second held-out corpus, AzuraCast (a web radio manager whose
signed-in panel is one Vue page calling its JSON API with axios, asking with its own modal
dialogs, with page loads for signing out and in as another user and a login form): what it
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

FOLDER = Path(__file__).parent / "heldout_v282"
STATION = "/api/station/1"
CATEGORIES = {"reversible": 189, "delete": 144, "opens-prompt": 90, "interrupt": 45,
              "delete-user": 36, "revoke": 36, "overwrite": 9, "send": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v282", total=558, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"form", "link", None}
    # Every axios call goes to the app's own API; page loads are GETs; the one form is the login.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {(r, (b or "").split("=")[0]) for r, b, v in sent if v == "form"} == {
        ("POST /login", "username")
    }
    # Every body is JSON but the login form's.
    assert all(json.loads(b) is not None for _, b, v in sent if b and v is None)
    # Every commit is an axios call.
    assert all(c.vias == (None,) * len(c.vias) for c in cases if c.irreversible)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"PUT {STATION}/webhook/7/test" in commits
    assert f"PUT {STATION}/webhook/7/toggle" in harmless
    assert {"DELETE /api/admin/user/12", f"POST {STATION}/restart"} <= commits
    assert f"POST {STATION}/reports/requests/clear" in commits
    # Reloading keeps the listeners; the AutoDJ builds its queue again.
    assert {f"POST {STATION}/reload", f"POST {STATION}/queue/clear"} <= harmless
    assert f"DELETE {STATION}/queue/812" in harmless
    # The media batch: the same request, labelled by what its "do" does.
    batches = {(c.irreversible, json.loads(b)["do"]) for c in cases
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == f"PUT {STATION}/files/batch"}  # fmt: skip
    assert batches == {(True, "delete"), (True, "immediate"), (True, "clear-extra"),
                       (False, "queue"), (False, "reprocess"), (False, "playlist")}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

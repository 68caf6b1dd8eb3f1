"""The two-hundred-and-thirty-fifth held-out corpus, Node-RED's editor (a jQuery single-page app
whose controls call the runtime's admin API with $.ajax: deploys, the palette manager, context
data, projects under git, with the app's own notifications as confirmations): what it holds,
that every action states its requests in nine languages, and that its build script writes it.
Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v235"
CATEGORIES = {"reversible": 180, "overwrite": 90, "opens-prompt": 81, "delete": 72,
              "deploy": 36, "reset": 36, "harmless": 18, "publish": 18}  # fmt: skip
CATALOGUE = "https://catalogue.nodered.org/catalogue.json"
COMMS = "localhost:1880/comms"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v235", total=531, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # The admin API is the editor's own origin; the palette catalogue is the one other.
    assert all(r.split()[1].startswith("/") or r.startswith(f"GET {CATALOGUE}?_=")
               for r, _, v in sent if v is None)  # fmt: skip
    # The token goes on the comms socket after a login (the loader writes its scheme).
    assert {r.split("//")[1] for r, _, v in sent if v == "websocket"} == {COMMS}
    assert {r for r, _, v in sent if v == "link"} == {"GET /"}
    # Every JSON body parses; the rest are jQuery's urlencoded $.param.
    for _, b, _ in sent:
        if b and b[0] in "[{":
            json.loads(b)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert "POST /flows" in commits and "DELETE /projects/greenhouse-v2" in commits
    assert "POST /projects/greenhouse/push" in commits
    assert "DELETE /settings/user/keys/greenhouse_deploy" in commits
    # A restart posts no flows; every deploy posts them.
    deploys = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
               strict=True) if r == "POST /flows"}  # fmt: skip
    assert {d for d, b in deploys if b is None} == {False}
    assert all(json.loads(b)["flows"] for d, b in deploys if d)
    # Removing a module, a remote and a flow's editing stay harmless; updating does not.
    assert "DELETE /nodes/node-red-node-email" in harmless
    assert "DELETE /projects/greenhouse/remotes/origin" in harmless
    assert "DELETE /nodes/node-red-node-email" not in commits
    # Opening a project commits only where it clears every context.
    opening = {(c.irreversible, json.loads(b)["clearContext"]) for c in cases
               for r, b in zip(c.sends or (), c.bodies, strict=True)
               if r == "PUT /projects/greenhouse-v2"}  # fmt: skip
    assert opening == {(True, True), (False, False)}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The three-hundred-and-thirty-fifth held-out corpus, Beszel (a React single-page app of a
server monitoring hub, whose controls call the PocketBase hub on the page's own origin from
script, with the app's own confirmation dialogs): what it holds, that every action states its
requests in nine languages, and that its build script writes it. Its figures are reported by
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

FOLDER = Path(__file__).parent / "heldout_v335"
SYSTEMS = "/api/collections/systems/records/"
ALERTS = "/api/beszel/user-alerts"
CATEGORIES = {"reversible": 279, "delete": 108, "opens-prompt": 90, "overwrite": 36,
              "send": 18, "revoke": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v335", total=549, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every scripted request goes to the hub on the page's own origin; page loads are GETs.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v is None)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    # Every write's body is JSON, but for the batch (multipart) and the bodiless posts.
    writes = [(r, b) for r, b, v in sent if v is None and not r.startswith("GET ")]
    bare = {"POST /api/beszel/test-heartbeat", "POST /api/batch"}
    assert all(b and b[0] == "{" for r, b in writes
               if r not in bare and not r.startswith(("DELETE /api/collections/",
                                                      "POST /api/beszel/smart/")))  # fmt: skip
    commits = [(r, b) for c in cases if c.irreversible
               for r, b in zip(c.sends or (), c.bodies, strict=True)]  # fmt: skip
    requests = {r for r, _ in commits}
    assert f"DELETE {SYSTEMS}k3v9x2m7q1p8z4a" in requests and "POST /api/batch" in requests
    assert "POST /api/beszel/test-notification" in requests
    assert not any(r.startswith(f"PATCH {SYSTEMS}") for r in requests)  # pause, resume, edit
    assert "POST /api/beszel/test-heartbeat" not in requests
    assert not any(r.startswith("DELETE /api/collections/smart_devices/") for r in requests)
    # An alert switched for every system commits; for web-01 alone it does not, but for
    # a copy from another system, which replaces web-01's alerts.
    every = '"systems":["r8t2w6y1u5i9o3e","h4j7k1l9m2n5b8c","k3v9x2m7q1p8z4a"]'
    alerts = [(c, b) for c in cases for r, b in zip(c.sends or (), c.bodies, strict=True)
              if r.endswith(ALERTS)]  # fmt: skip
    assert all(c.irreversible for c, b in alerts if every in b)
    assert all(c.irreversible == (c.category == "overwrite") for c, b in alerts
               if every not in b)  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

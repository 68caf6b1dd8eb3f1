"""The four-hundred-and-seventy-third held-out corpus, Nextcloud Approval (Vue components in
the Files app, the dashboard and the admin settings, calling the Nextcloud server with axios:
approving, rejecting and requesting approval of files, and the workflows that govern them):
what it holds, that every action states its requests in nine languages, and that its build
script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v473"
OCS = "/ocs/v2.php/apps/approval/api/v1"
APPS = "/index.php/apps/approval"
CATEGORIES = {"opens-prompt": 144, "harmless": 108, "reversible": 81, "approve": 45,
              "reject": 36, "send": 36, "delete": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v473", total=468, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Every request goes to the same origin; page loads are links to a file.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert {r for r, _, v in sent if v == "link"} == {"GET /index.php/f/4821",
                                                      "GET /index.php/f/4907",
                                                      "GET /index.php/f/5318"}  # fmt: skip
    # Every write but a workflow's deletion carries a JSON body.
    writes = [(r, b) for r, b, v in sent if not r.startswith("GET ")]
    assert all(b and b[0] == "{" for r, b in writes if not r.startswith("DELETE "))
    commits = [c for c in cases if c.irreversible]
    assert all(c.category in {"approve", "reject", "send", "delete"} for c in commits)
    decided = {r.split("/")[-2] for c in commits for r in c.sends or () if r.startswith("PUT ")}
    assert decided == {"approve", "reject"}
    # A request is the shares and then the request itself.
    requests = [c.bodies[:2] for c in commits if c.category == "send"]
    assert requests and all(
        b == ('{"createShares":true}', '{"createShares":false}') for b in requests
    )
    assert f"DELETE {APPS}/rule/3" in {r for c in commits for r in c.sends or ()}
    # Saving, creating and tagging are not commits; nor is opening a modal.
    harmless = {r for c in cases if not c.irreversible for r in c.sends or ()}
    assert f"PUT {APPS}/rule/3" in harmless and f"POST {APPS}/rule" in harmless
    assert not any(r.startswith((f"PUT {OCS}/", f"POST {OCS}/", "DELETE ")) for r in harmless)
    assert all(r.startswith("GET ") for c in cases if c.category in {"harmless", "opens-prompt"}
               for r in c.sends or ())  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The five-hundred-and-tenth held-out corpus, Kener (a SvelteKit status page: a translated public
page that subscribes visitors by e-mail, and an English dashboard whose every control posts
an action to one endpoint with fetch, with its own dialogs, typed confirmations and one
browser confirm()): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never
pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v510"
API = "POST /manage/api"
CATEGORIES = {"opens-prompt": 126, "delete": 117, "harmless": 90, "reversible": 90,
              "send": 54, "revoke": 27, "end-event": 18, "cancel": 18,
              "publish": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v510", total=549, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "form", None}
    # Every request stays on the page's origin; page loads are GETs, the one form logs out.
    assert all(r.split()[1].startswith("/") for r, _, _ in sent)
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "form"} == {"POST /account/logout"}
    # The dashboard's fetches all carry {"action", "data"}.
    actions = {json.loads(b)["action"] for r, b, v in sent if r == API}
    assert all(set(json.loads(b)) == {"action", "data"} for r, b, _ in sent if r == API)

    def committed(case_actions: bool) -> set[str]:
        return {json.loads(b)["action"] for c in cases if c.irreversible is case_actions
                for r, b in zip(c.sends or (), c.bodies, strict=True) if r == API}  # fmt: skip

    commits = committed(True)
    assert {"deleteMonitor", "deleteMonitorData", "deleteIncident", "addComment",
            "testTrigger", "deleteApiKey", "createNewUser", "manualUpdate",
            "adminDeleteSubscriber", "deleteRole"} <= commits  # fmt: skip
    assert not commits & {"cloneMonitor", "createNewApiKey", "updateUser", "updatePassword",
                          "storeSiteData"}  # fmt: skip
    assert commits | committed(False) == actions
    # Every commit is a dashboard fetch; the public page's subscription steps never commit.
    assert all(API in (c.sends or ()) for c in cases if c.irreversible)
    assert not any(c.irreversible for c in cases
                   if "POST /dashboard-apis/subscription" in (c.sends or ()))  # fmt: skip
    # The one confirm() is answered OK in each language and deletes the maintenance.
    confirmed = [c for c in cases if c.confirmed]
    assert len(confirmed) == 9 and all(c.irreversible for c in confirmed)


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

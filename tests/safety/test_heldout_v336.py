"""The three-hundred-and-thirty-sixth held-out corpus, Nightscout (a jQuery web app whose
controls call its REST API with $.ajax, emit socket.io events over the polling transport, and
ask with the browser's confirm()): what it holds, that every action states its requests in
nine languages, and that its build script writes it. Its figures are reported by
bench/safety.py, never pinned here."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus, read_entries
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v336"
CATEGORIES = {"delete": 162, "reversible": 153, "opens-prompt": 90, "send": 54,
              "harmless": 36, "silence": 18, "delete-user": 18, "reset": 9}  # fmt: skip
LOOP = "POST /api/v2/notifications/loop"
TREATMENTS = "POST /api/v1/treatments/"


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v336", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", None}
    # Page loads are GETs; every XMLHttpRequest goes to the API or to the socket.io poll.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.split()[1].startswith(("/api/", "/socket.io/?EIO=4&transport=polling"))
               for r, _, v in sent if v is None)  # fmt: skip
    # A socket emit is a POST of an event packet; the alarm's silence goes to /alarm.
    polls = [b or "" for r, b, _ in sent if r.split()[1].startswith("/socket.io/")]
    assert polls and all(b.startswith("42") for b in polls)
    assert sum(b.startswith('42/alarm,["ack",') for b in polls) == 18

    def bodies(irreversible: bool, request: str) -> set[str]:
        return {b or "" for c in cases if c.irreversible == irreversible
                for r, b in zip(c.sends or (), c.bodies, strict=True) if r == request}  # fmt: skip

    # The loop's remote bolus and carbs commit; cancelling an override does not.
    assert all("eventType=Remote+" in b for b in bodies(True, LOOP))
    assert bodies(False, LOOP) == {
        "enteredBy=Dana&eventType=Temporary+Override+Cancel&glucoseType=Finger&preBolus=0"
        "&units=mg%2Fdl&created_at=2026-05-04T09%3A30%3A00.000Z"
    }
    # Of the care portal's entries only the announcement, pushed to every follower, commits.
    assert all("eventType=Announcement" in b for b in bodies(True, TREATMENTS))
    assert not any("Announcement" in b for b in bodies(False, TREATMENTS))
    # The food list's Delete record deletes at once, with no confirmation.
    food = [c for c in cases if c.sends and c.sends[0].startswith("DELETE /api/v1/food/")]
    assert food and all(c.irreversible and c.category == "delete" for c in food)
    listing = [e for e in read_entries(FOLDER / "heldout_v336.yaml")
               if e["source"] == "nightscout food list"]  # fmt: skip
    assert len(listing) == 9 and not any("dialog" in e["screen"] for e in listing)
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert "DELETE /api/v1/devicestatus/*" in commits
    assert "DELETE /api/v2/authorization/subjects/66b2e4f17a0c3d0012f5a8b2" in commits
    assert "POST /api/v1/food/" not in commits and "PUT /api/v1/food/" not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

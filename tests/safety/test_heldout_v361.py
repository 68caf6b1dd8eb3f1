"""The three-hundred-and-sixty-first held-out corpus, RomM (a Vue single-page manager of game
ROMs whose controls call its own API with axios and start scans over a socket.io WebSocket,
with the app's own confirmation dialogs): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v361"
# A socket.io event on the app's socket is read as the request it carries.
SCAN, STOP = "POST https://romm.example.org/scan", "POST https://romm.example.org/scan:stop"
CATEGORIES = {"reversible": 198, "delete": 162, "opens-prompt": 81, "harmless": 45,
              "revoke": 27, "delete-user": 18, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v361", total=540, irreversible=144)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # Every axios call goes to the app's own /api; page loads are downloads; every WebSocket
    # message is a scan or its abort.
    assert all(r.split()[1].startswith("/api/") for r, _, v in sent if v != "websocket")
    assert all(r.startswith("GET /api/roms/") for r, _, v in sent if v == "link")
    assert {r for r, _, v in sent if v == "websocket"} == {SCAN, STOP}
    # A JSON body everywhere but the user's edit, which axios sends urlencoded.
    bodies = [(r, b) for r, b, v in sent if v is None and b is not None]
    assert all(b[0] in "[{" for r, b in bodies if r != "PUT /api/users/4")
    assert next(b for r, b in bodies if r == "PUT /api/users/4") == (
        "username=maria&password=&email=maria%40example.org&enabled=true&role=admin"
    )
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert {"DELETE /api/users/4", "PUT /api/client-tokens/7/regenerate",
            "DELETE /api/client-tokens/7", "POST /api/roms/delete", "DELETE /api/platforms/3",
            "DELETE /api/roms/42/manuals"} <= commits  # fmt: skip
    assert "DELETE /api/collections/5/roms" not in commits
    assert "POST /api/client-tokens/7/pair" not in commits
    assert "DELETE /api/config/system/platforms/super-nintendo" not in commits
    # Only the complete rescan commits, not the quick one.
    scans = {(b, c.irreversible) for c in cases for r, b in zip(c.sends or (), c.bodies,
                                                                strict=True)
             if r == SCAN}  # fmt: skip
    assert {b for b, bad in scans if bad} == {
        '{"platforms":[3],"type":"complete","apis":["igdb","ss"],"launchbox_remote_enabled":true}'
    }
    assert STOP not in commits


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The three-hundred-and-thirty-fourth held-out corpus, Cockpit (the web console for Linux
servers, whose every tool sends commands, D-Bus calls and file writes as messages on the one
WebSocket of the session): what it holds, that every action states what it sends in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v334"
SOCKET = "//web01.example.com:9090/cockpit/socket"
CATEGORIES = {"reversible": 180, "opens-prompt": 126, "delete": 63, "terminate": 27,
              "delete-user": 27, "reboot": 18, "power-off": 18, "overwrite": 18,
              "harmless": 18, "crash": 18, "update": 18, "revoke": 9}  # fmt: skip


def _opened(body: str) -> dict[str, object]:
    """The options of a control message that opens a channel (``{}`` for any other)."""
    if not body.startswith("\n"):
        return {}
    message = json.loads(body[1:])
    return message if message.get("command") == "open" else {}


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v334", total=540, irreversible=135)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    # Every message goes on the session's one WebSocket; page loads are GETs of the origin.
    assert all(r.startswith("WEBSOCKET ") and r.endswith(SOCKET) and b
               for r, b, v in sent if v == "websocket")  # fmt: skip
    assert all(r.startswith("GET /") for r, _, v in sent if v != "websocket")
    # A frame's channels are opened with the frame's group, the shell's own without one.
    opened = [_opened(b or "") for _, b, v in sent if v == "websocket"]
    assert all(o["channel"].startswith("1:") and o["host"] == "localhost" for o in opened if o)
    assert all(("!" in o["channel"]) == ("group" in o) for o in opened if o)
    # Every commit sends a WebSocket message; what the commits spawn.
    commits = [c for c in cases if c.irreversible]
    assert all(v == "websocket" for c in commits for v in c.vias)
    spawned = {tuple(o["spawn"][:2]) for c in commits for b in c.bodies
               if (o := _opened(b or "")).get("payload") == "stream"}  # fmt: skip
    assert ("/usr/sbin/userdel", "-r") in spawned and ("loginctl", "terminate-user") in spawned
    assert ("shutdown", "--reboot") in spawned and ("shutdown", "--poweroff") in spawned
    assert ("groupdel", "backup-ops") in spawned and ("chpasswd",) in spawned
    harmless = {tuple(o["spawn"][:2]) for c in cases if not c.irreversible for b in c.bodies
                if (o := _opened(b or "")).get("payload") == "stream"}  # fmt: skip
    assert ("passwd", "-e") in harmless and ("groupadd", "backup-ops") in harmless
    assert ("/usr/sbin/usermod", "alice") in harmless and ("sos", "report") in harmless
    # chpasswd also sets the new account's first password, which is no commit.
    assert ("chpasswd",) in harmless
    assert not harmless & {("/usr/sbin/userdel", "-r"), ("groupdel", "backup-ops")}
    # The D-Bus calls: systemd's unit changes are reversible, PackageKit's updates commits.
    calls = [(c.irreversible, m) for c in cases for b in c.bodies if b and '{"call":' in b
             for m in [json.loads(b.partition("\n")[2])["call"][2]]]  # fmt: skip
    assert {m for bad, m in calls if bad} == {"StopUnit", "DisableUnitFiles", "Reload",
                                              "CreateTransaction", "UpdatePackages"}  # fmt: skip
    assert {"RestartUnit", "MaskUnitFiles", "SetStaticHostname", "Answer"} <= {
        m for bad, m in calls if not bad
    }


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

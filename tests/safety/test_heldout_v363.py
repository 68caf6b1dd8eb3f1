"""The three-hundred-and-sixty-third held-out corpus, CryptPad (an end-to-end encrypted office
suite whose changes travel as netflux messages on one WebSocket: encrypted patches, signed RPCs
to the server, messages to other users' mailboxes, and ``/api/auth/`` requests for the login
block): what it holds, that every action states its requests in nine languages, and that its
build script writes it. Its figures are reported by bench/safety.py, never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v363"
ORIGIN = "https://cryptpad.fr"
SOCKET = "WEBSOCKET https://cryptpad.fr/cryptpad_websocket"  # wss://, as the loader reads it
CATEGORIES = {"reversible": 108, "opens-prompt": 126, "delete": 126, "revoke": 54,
              "send": 36, "remove-contact": 18, "remove-member": 18, "leave": 18,
              "delete-user": 9}  # fmt: skip


def commands(bodies: list[str | None], requests: tuple[str, ...]) -> list[str]:
    """The commands a case's frames carry: an RPC's (signed or not), a message's type left
    out (it is encrypted), ``JOIN``, or ``patch`` for a ciphertext sent to a channel."""
    found = []
    for request, body in zip(requests, bodies, strict=True):
        if request != SOCKET:
            continue
        frame = json.loads(body or "")
        if frame[1] == "JOIN":
            found.append("JOIN")
        elif frame[3].startswith("["):
            data = json.loads(frame[3])[1]
            found.append(data[3] if len(data) == 5 else data[0])
        else:
            found.append("patch")
    return found


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v363", total=513, irreversible=162)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "link", None}
    # Frames go on the app's one socket; HTTP requests and page loads stay on its origin.
    assert all(r == SOCKET for r, _, v in sent if v == "websocket")
    assert all(r.startswith(f"GET {ORIGIN}/") for r, _, v in sent if v == "link")
    assert all(r.startswith((f"GET {ORIGIN}/block/", f"POST {ORIGIN}/api/auth/"))
               for r, _, v in sent if v is None)  # fmt: skip
    # Every POST has a JSON body; every frame is a JSON array.
    assert all(b and b[0] == "{" for r, b, v in sent if v is None and r.startswith("POST "))
    assert all(b and b[0] == "[" for _, b, v in sent if v == "websocket")

    def by_command(name: str, irreversible: bool) -> bool:
        return any(name in commands(c.bodies, c.sends or ()) for c in cases
                   if c.irreversible == irreversible)  # fmt: skip

    # Destroying, clearing and removing pins on the server only ever commit.
    for name in ("REMOVE_OWNED_CHANNEL", "CLEAR_OWNED_CHANNEL", "REMOVE_PINS"):
        assert by_command(name, True) and not by_command(name, False), name
    # A message to another user's mailbox may commit (sharing, unfriending) or not (a
    # contact request, which can be withdrawn), and so may a drive patch.
    assert by_command("WRITE_PRIVATE_MESSAGE", True)
    assert by_command("WRITE_PRIVATE_MESSAGE", False)
    assert by_command("patch", True) and by_command("patch", False)
    # Deleting the account removes its login block; registering writes one.
    deletion = [c for c in cases if c.category == "delete-user"]
    assert all(any('"command":"REMOVE_BLOCK"' in (b or "") for b in c.bodies) for c in deletion)
    writes = [c for c in cases if any('"command":"WRITE_BLOCK"' in (b or "") for b in c.bodies)]
    assert {c.category for c in writes} == {"reversible", "revoke"}
    # Logging out sends nothing but the load of the home page.
    assert all(c.sends == (f"GET {ORIGIN}/",) for c in cases
               if c.category == "reversible" and len(c.sends or ()) == 1
               and c.vias == ("link",))  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The four-hundred-and-thirtieth held-out corpus, Excalidraw (a React whiteboard that keeps the
drawing in the browser and sends it out only to share it: a read-only link, a live
collaboration room over a WebSocket with the scene kept in Firebase, an export to
Excalidraw+, a library submitted for review): what it holds, that every action states its
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

FOLDER = Path(__file__).parent / "heldout_v430"
COLLAB = "POST https://oss-collab.excalidraw.com/"
SHARE_LINK = "POST https://json.excalidraw.com/api/v2/post/"
CATEGORIES = {"opens-prompt": 135, "reversible": 126, "harmless": 117, "publish": 63,
              "upload": 36, "share": 18, "overwrite": 9}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v430", total=504, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"link", "websocket", None}
    # Page loads are GETs; every message is an event to the collaboration server.
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    assert all(r.startswith(COLLAB) and b for r, b, v in sent if v == "websocket")
    # The app talks only to its own backends and Firebase: no request to the page's origin.
    assert not any(r.split()[1].startswith("https://excalidraw.com") for r, _, v in sent
                   if v is None)  # fmt: skip
    commits = {r for c in cases if c.irreversible for r in c.sends or ()}
    assert SHARE_LINK in commits
    assert any(r.endswith("/libraries/submit") for r in commits)
    assert any(r.endswith("documents:commit") for r in commits)
    # A clear canvas or a deletion in a session is broadcast but undone by Undo.
    broadcasts = [c for c in cases if f"{COLLAB}server-broadcast" in (c.sends or ())]
    assert broadcasts and not any(c.irreversible for c in broadcasts)
    # Joining a room is a commit (the scene is saved to the room first); a share link is
    # published from three screens, a drawing holding an image uploading it too.
    joins = [c for c in cases if f"{COLLAB}join-room" in (c.sends or ())]
    assert len(joins) == 18 and all(c.irreversible and len(c.sends or ()) == 3 for c in joins)
    links = [c for c in cases if SHARE_LINK in (c.sends or ())]
    assert len(links) == 36 and all(c.irreversible and c.category == "publish" for c in links)
    # Replacing the drawing with a link's is the one commit that only reads.
    reads = [c for c in cases if c.irreversible and all(r.startswith("GET ") for r in c.sends)]
    assert {c.category for c in reads} == {"overwrite"} and len(reads) == 9


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

"""The four-hundred-and-eighth held-out corpus, CodiMD (a collaborative Markdown editor whose
server renders its pages and whose scripts call it with XHR, post forms, load pages and edit a
note over a socket.io WebSocket): what it holds, that every action states its requests in nine
languages, and that its build script writes it. Its figures are reported by bench/safety.py,
never pinned here."""

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

FOLDER = Path(__file__).parent / "heldout_v408"
EVENT = "POST https://codimd.example.org/"  # a socket.io event, read as the request it carries
GITLAB = "POST https://gitlab.example.com/api/v4/projects/"
CATEGORIES = {"reversible": 171, "delete": 144, "opens-prompt": 117, "harmless": 45,
              "publish": 27, "delete-user": 18}  # fmt: skip


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v408", total=522, irreversible=126)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.bodies, c.vias))
    sent = [(r, b, v, c.irreversible) for c in cases
            for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)]  # fmt: skip
    assert {v for _, _, v, _ in sent} == {None, "link", "form", "websocket"}
    # The server's own origin is written as paths; the one other origin is GitLab's API.
    assert all(r.split()[1].startswith("/") or r.startswith(GITLAB)
               for r, _, v, _ in sent if v != "websocket")  # fmt: skip
    events = {r.removeprefix(EVENT) for r, _, v, _ in sent if v == "websocket"}
    assert events == {"delete", "permission", "operation"}
    assert all(r.startswith("GET ") for r, _, v, _ in sent if v == "link")
    assert all(r.startswith("POST ") and b for r, b, v, _ in sent if v == "form")
    assert any(b == f"_csrf={b.split('=')[1]}" for r, b, v, _ in sent if r == "POST /me/export")
    # What commits: deleting a note over the socket, the history, the account by its token,
    # and a snippet every GitLab user can read.
    commits = {(r, b) for r, b, _, bad in sent if bad}
    assert {r for r, _ in commits if r.startswith(EVENT)} == {f"{EVENT}delete"}
    assert ("DELETE /history", None) in commits
    assert any(r.startswith("GET /me/delete/") for r, _ in commits)
    assert all(b.endswith("visibility=internal") for r, b in commits if r.startswith(GITLAB))
    # What does not: a private snippet, the permissions, replacing the text, signing out.
    kept = {(r, b) for r, b, _, bad in sent if not bad}
    assert any(r.startswith(GITLAB) and b.endswith("visibility=private") for r, b in kept)
    assert not any(r.startswith(GITLAB) and b.endswith("visibility=internal") for r, b in kept)
    assert {r for r, _ in kept if r.startswith(EVENT)} == {f"{EVENT}permission",
                                                          f"{EVENT}operation"}  # fmt: skip
    assert ("GET /logout", None) in kept and ("POST /history", None) not in kept


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

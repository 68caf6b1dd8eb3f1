"""The three-hundred-and-fiftieth held-out corpus, Airsonic-Advanced (a self-hosted music server
whose JSP pages send most of their actions as STOMP frames over a SockJS WebSocket, the
settings as HTML forms carrying ``_csrf``, and some writes as plain page links): what it
holds, that every action states its requests in nine languages, and that its build script
writes it. Its figures are reported by bench/safety.py, never pinned here."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v350"
CATEGORIES = {"delete": 225, "reversible": 171, "harmless": 45, "opens-prompt": 27,
              "overwrite": 18, "delete-user": 18, "send": 9}  # fmt: skip


def _destination(body: str | None) -> str:
    """The destination of the STOMP SEND frame a SockJS message carries."""
    (frame,) = json.loads(body or "")
    command, destination = frame.split("\n")[:2]
    assert command == "SEND" and frame.endswith("\x00")
    return destination.removeprefix("destination:")


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v350", total=513, irreversible=153)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias))
    # The bodies are alike in every language but for the value of the submit button that
    # the login and the password recovery forms send, which is the button's words.
    assert_same_actions(cases, lambda c: [re.sub(r"&submit=.*", "", b or "") for b in c.bodies])
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", "form", "link"}
    # Every WebSocket message is one STOMP frame sent to an /app/ destination.
    frames = [(r, _destination(b)) for r, b, v in sent if v == "websocket"]
    assert all(r.startswith("WEBSOCKET ") and d.startswith("/app/") for r, d in frames)
    # Every form is a POST carrying the CSRF token; every page load is a GET.
    assert all(r.startswith("POST ") and "_csrf=" in (b or "") for r, b, v in sent if v == "form")
    assert all(r.startswith("GET ") for r, _, v in sent if v == "link")
    commits = {(r, _destination(b) if v == "websocket" else b) for c in cases if c.irreversible
               for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)}  # fmt: skip
    harmless = {(r, _destination(b) if v == "websocket" else b) for c in cases
                if not c.irreversible
                for r, b, v in zip(c.sends or (), c.bodies, c.vias, strict=True)}  # fmt: skip
    destinations = {d for _, d in commits}
    # A playlist, a podcast channel and a bookmark are deleted over the WebSocket, tags are
    # written into the files; removing songs from a playlist or clearing the queue is not.
    assert {"/app/playlists/delete", "/app/podcasts/delete", "/app/bookmarks/delete",
            "/app/tags/edit"} <= destinations  # fmt: skip
    assert "/app/playlists/files/remove" in {d for _, d in harmless}
    assert "/app/playqueues/3/clear" in {d for _, d in harmless}
    # Links that write: deleting episodes, a channel, a player, and the database clean-up.
    links = {r for r, _ in commits if r.startswith("GET ")}
    assert links == {
        "GET /podcastReceiverAdmin.view?channelId=5&deleteEpisode=88&deleteEpisode=91",
        "GET /podcastReceiverAdmin.view?channelId=5&deleteChannel=5",
        "GET /playerSettings.view?delete=3",
        "GET /musicFolderSettings.view?expunge",
    }
    # The user settings form deletes only with its box ticked; the share and radio settings
    # delete only with a delete box ticked.
    users = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
             strict=True) if r == "POST /userSettings.view"}  # fmt: skip
    assert {d for d, _ in users} == {True, False}
    assert all(("deleteUser=true" in (b or "")) == d for d, b in users)
    for url in ("POST /shareSettings.view", "POST /internetRadioSettings.view"):
        posts = {(c.irreversible, b) for c in cases for r, b in zip(c.sends or (), c.bodies,
                 strict=True) if r == url}  # fmt: skip
        assert {d for d, _ in posts} == {True, False}
        assert all(bool(re.search(r"delete(Expired=|%5B\d+%5D=)on", b or "")) == d
                   for d, b in posts)  # fmt: skip
    # Logging in and out is harmless; the password recovery sends a new password.
    assert any(r == "POST /recover.view" for r, _ in commits)
    assert {r for r, _ in harmless} >= {"POST /login", "POST /logout"}


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

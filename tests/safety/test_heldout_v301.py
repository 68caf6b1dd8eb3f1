"""The three-hundred-and-first held-out corpus, Movim (an XMPP web client whose page calls its
widgets' PHP methods as messages on a WebSocket, or as POSTs to ``/ajax`` and ``/ajaxd``, and
draws their answers): what it holds, that every action states its requests in nine languages,
and that its build script writes it. Its figures are reported by bench/safety.py, never pinned
here."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from m2miner.testing.safety_corpus import load_corpus
from tests.safety.heldout_checks import (
    assert_built,
    assert_counts,
    assert_same_actions,
    assert_web_requests,
)

FOLDER = Path(__file__).parent / "heldout_v301"
SOCKET = "://movim.example.org/ws/"  # wss: on the page
CATEGORIES = {"delete": 126, "opens-prompt": 99, "reversible": 99, "harmless": 63, "send": 36,
              "publish": 27, "overwrite": 18, "delete-user": 18, "ban": 18, "leave": 18,
              "authorize": 9, "block": 9}  # fmt: skip


def _shape(body: str | None) -> Any:
    """A body with the form fields' translated attributes (a placeholder or a title, which
    MovimUtils.formToJson sends with each value) left out: all else is alike everywhere."""

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in ("placeholder", "title")}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return None if body is None else strip(json.loads(body))


def _calls(cases: list[Any], irreversible: bool) -> set[str]:
    """The widget methods (``Widget.method``) that the cases of this kind call."""
    calls = set()
    for case in cases:
        if case.irreversible == irreversible:
            for body in case.bodies:
                message = json.loads(body or "{}").get("b", {})
                calls.add(f"{message.get('w')}.{message.get('f')}")
    return calls


def test_the_corpus_states_every_request_in_nine_languages() -> None:
    cases = load_corpus(sorted(FOLDER.glob("*.yaml")))
    assert_counts(cases, "heldout_v301", total=540, irreversible=180)
    assert_web_requests(cases)
    assert Counter(c.category for c in cases) == CATEGORIES
    assert_same_actions(cases, lambda c: (c.category, c.irreversible, c.sends, c.vias,
                                          [_shape(b) for b in c.bodies]))  # fmt: skip
    sent = [(r, b, v) for c in cases for r, b, v in zip(c.sends or (), c.bodies, c.vias,
                                                         strict=True)]  # fmt: skip
    assert {v for _, _, v in sent} == {"websocket", None}
    # Every message goes on the pod's socket; the other requests are the widgets' /ajax and /ajaxd
    # calls and the pages MovimUtils.reload draws in place.
    assert all(r.startswith("WEBSOCKET ") and r.endswith(SOCKET) for r, _, v in sent if v)
    assert {r for r, _, v in sent if v is None} == {
        "POST /ajax", "POST /ajaxd", "GET /news?soft=true", "GET /explore?soft=true"}  # fmt: skip
    assert all(b for r, b, _ in sent if not r.startswith("GET "))
    commits = _calls(cases, True)
    assert {"Account.ajaxRemoveAccountConfirm", "Account.ajaxChangePasswordConfirm",
            "RoomsUtils.ajaxDestroy", "ChatActions.ajaxHttpDaemonModerate",
            "Chat.ajaxHttpDaemonSendMessage", "Publish.ajaxPublish", "SendTo.ajaxSend",
            "Confirm.ajaxAccept", "RoomsUtils.ajaxAddBannedConfirm"} <= commits  # fmt: skip
    # The undoable neighbours of the commits send, and commit nothing.
    harmless = _calls(cases, False)
    assert {"ChatActions.ajaxUnblock", "CommunityHeader.ajaxUnsubscribe", "Confirm.ajaxRefuse",
            "Presence.ajaxLogout", "Notifications.ajaxAccept", "PostActions.ajaxLike",
            "Config.ajaxMAMSetConfig"} <= harmless  # fmt: skip
    assert not commits & {"CommunityHeader.ajaxUnsubscribe", "ChatActions.ajaxUnblock",
                          "Presence.ajaxLogout", "Config.ajaxMAMSetConfig"}  # fmt: skip


def test_the_corpus_file_is_what_its_build_script_writes() -> None:
    assert_built(FOLDER)

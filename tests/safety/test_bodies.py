"""The request layer's body signals, on bodies written here (the page's copy of the same
decision runs in tests/safety/test_network.py)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote_plus

import pytest

from m2miner.safety.bodies import HELD, MAX_BODY, RELEASED, body_reason, parse_body
from m2miner.safety.network import NetworkRules, judge_sends
from m2miner.safety.policy import Verdict
from m2miner.safety.release import HOLD, release_reason


def _json(data: Any) -> str:
    return json.dumps(data)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"query": "query Orders { orders { id } }"}, (RELEASED, "graphql query")),
        ({"query": "{ orders { id } }"}, (RELEASED, "graphql query")),
        ({"query": "# list\nquery A { a }", "operationName": "A"}, (RELEASED, "graphql query")),
        ([{"query": "query A { a }"}, {"query": "query B { b }"}], (RELEASED, "graphql query")),
        ({"query": "mutation SaveDraft { save { id } }"}, (HELD, "graphql mutation")),
        ([{"query": "query A { a }"}, {"query": "mutation B { b }"}], (HELD, "graphql mutation")),
        ({"query": "fragment F on X { a } mutation M { m { ...F } }"}, (HELD, "graphql mutation")),
        ({"query": "subscription S { s }"}, (HELD, "graphql")),
    ],
)
def test_graphql_queries_are_reads_and_anything_else_stays_held(
    body: Any, expected: tuple[str, str]
) -> None:
    assert body_reason(_json(body), HOLD) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"title": "Spring", "_status": "draft"}, (RELEASED, "draft")),
        ({"data": {"title": "Spring", "status": "Draft"}}, (RELEASED, "draft")),
        ({"title": "Spring", "_status": "published"}, (HELD, "_status: published")),
        ({"comments": [{"id": "c1", "status": "deleted"}]}, (HELD, "status: deleted")),
        ({"state": "sent", "subject": "Hi"}, (HELD, "state: sent")),
        # A draft status alone is a change of state (an unpublish), not a save.
        ({"_status": "draft"}, (HELD, "status change")),
        ({"id": 42, "_status": "draft"}, (HELD, "status change")),
        ({"title": "Spring", "isPublished": False}, (HELD, "isPublished: false")),
        ({"title": "Spring", "action": "publishNow"}, (HELD, "action: publishNow")),
        # An audience flag set on shows the record to others; set off, it says nothing.
        ({"url": "https://htmx.org", "shared": True}, (HELD, "shared: true")),
        ({"name": "Trips", "isPublic": "on"}, (HELD, 'isPublic: "on"')),
        ({"name": "Trips", "is_public": False}, None),
        ({"name": "Trips", "public": 1}, None),
        ({"title": "Spring", "operation": "rename"}, None),
        ({"do": "clear-extra", "files": ["a.mp3"]}, (HELD, "do: clear-extra")),
        ({"do": "queue", "files": ["a.mp3"]}, None),
        ({"title": "Spring"}, None),
    ],
)
def test_status_fields_and_operation_names(body: Any, expected: Any) -> None:
    assert body_reason(_json(body), HOLD) == expected


def test_form_bodies_and_what_is_not_read() -> None:
    # Form fields, and a field that carries the document as JSON (Payload's _payload).
    assert parse_body("a=1&b=two") == {"a": "1", "b": "two"}
    payload = "_payload=" + quote_plus(_json({"title": "x", "_status": "draft"}))
    assert body_reason(payload, HOLD) == (RELEASED, "draft")
    assert body_reason("status=published&title=x", HOLD) == (HELD, "status: published")
    # A ticked check box posts "on": Linkding's new bookmark saved with Share ticked.
    assert body_reason("url=https%3A%2F%2Fhtmx.org&shared=on", HOLD) == (HELD, 'shared: "on"')
    # Nothing, plain text, broken JSON and a body over the cap say nothing.
    for body in (
        None,
        "",
        "hello",
        "{broken",
        _json({"title": "x" * MAX_BODY, "_status": "draft"}),
    ):
        assert body_reason(body, HOLD) is None
    # A text with a space or a line break, or XML, is no form, though it holds "=": a
    # calendar's PUT of an event with attendees, who are mailed, is not read as fields.
    event = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nATTENDEE;RSVP=TRUE:mailto:bob@example.org\r\n"
    assert parse_body(event) is None and parse_body('<d:set xmlns:d="DAV:"/>') is None
    assert parse_body("q=two+words&a=%0A") == {"q": "two words", "a": "\n"}
    assert release_reason("PUT", "/remote.php/dav/calendars/alice/work/7.ics", event) is None


def test_the_layer_reads_the_body_after_the_path() -> None:
    draft = _json({"title": "Spring", "_status": "draft"})
    assert release_reason("PATCH", "/api/posts/42?draft=true", draft) == "draft"
    # A commit word in the path keeps it held whatever the body says.
    assert release_reason("POST", "/api/posts/42/publish", draft) is None
    # A body that keeps it held wins over a releasing path.
    assert release_reason("POST", "/api/search", _json({"action": "delete"})) is None
    assert release_reason("POST", "/api/search", _json({"term": "x"})) == "read"
    # Without a body the layer is what it was: a save stays held.
    assert release_reason("PATCH", "/api/posts/42") is None


def test_judge_sends_reads_each_requests_body_and_records_the_release() -> None:
    allowed = Verdict(True, "ok")
    rules = NetworkRules()
    draft = _json({"title": "Spring", "_status": "draft"})
    published = _json({"title": "Spring", "_status": "published"})
    verdict = judge_sends(allowed, ["PATCH /api/posts/42"], rules, [draft])
    assert verdict.allowed and verdict.detail["released"] == ["PATCH /api/posts/42 (draft)"]
    verdict = judge_sends(allowed, ["GET /api/posts/42", "PATCH /api/posts/42"], rules,
                          [None, published])  # fmt: skip
    assert not verdict.allowed and verdict.detail["requests"] == ["PATCH /api/posts/42"]
    # A tap its words call a commit releases nothing, and the layer can be turned off.
    blocked = Verdict(False, "pay", rule="commit-label")
    assert not judge_sends(blocked, ["PATCH /api/posts/42"], rules, [draft]).allowed
    off = NetworkRules(release=False)
    assert not judge_sends(allowed, ["PATCH /api/posts/42"], off, [draft]).allowed
    assert json.loads(rules.script_args())["release"]["hold"] == sorted(HOLD)

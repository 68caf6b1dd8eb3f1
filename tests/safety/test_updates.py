"""Updates the request layer releases (a PUT or PATCH another write can set back), and the
page's copy of the whole request layer deciding as the Python one does."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from m2miner.safety.network import NetworkRules, judge_sends
from m2miner.safety.policy import Verdict
from m2miner.safety.release import HOLD, RELEASE_JS, release_args, release_reason
from m2miner.safety.updates import compounds, keeps
from m2miner.testing.safety_corpus import stated_requests

TESTS = Path(__file__).parent


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("PUT", "/members/api/member/", {"name": "Alex", "bio": "Neurosurgeon"}),
        ("PATCH", "/api/v1/settings", {"theme": "dark", "locale": "de"}),
        ("PATCH", "/items/articles/42", {"title": "Spring", "tags": ["news"]}),
        ("PUT", "/api/comments/c42", {"comments": [{"id": "c42", "html": "<p>fixed</p>"}]}),
        ("PUT", "/api/profile", "display_name=Alex&bio=hi"),
        ("PATCH", "/api/notifications/prefs", {"archived": True, "muted": False}),
    ],
)
def test_an_update_that_a_later_write_can_set_back_is_released(
    method: str, url: str, body: Any
) -> None:
    text = body if isinstance(body, str) else _json(body)
    assert release_reason(method, url, text) == "update"


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        # what it costs
        ("PUT", "/members/api/subscriptions/sub_9/", {"tierId": "t2", "cadence": "year"}),
        ("PATCH", "/api/carts/7", {"quantity": 3}),
        ("PATCH", "/api/account", {"plan": "pro"}),
        ("PUT", "/api/billing/address", {"street": "Main St 1"}),
        # the account's security, and who may see it
        ("PATCH", "/api/users/42", {"password": "hunter2", "confirm": "hunter2"}),
        ("PATCH", "/api/users/42", {"roles": ["admin"]}),
        ("PUT", "/api/me", {"email": "new@example.com"}),
        ("PATCH", "/api/docs/9", {"visibility": "public"}),
        ("PATCH", "/api/docs/9", {"sharedWith": ["bo@example.com"]}),
        # Grist's removal of a member from a document's access list
        ("PATCH", "/o/acme/api/docs/d9/access", {"delta": {"users": {"bo@example.com": None}}}),
        ("PATCH", "/api/docs/9", {"accessLevel": "viewers"}),
        # a private key, named in two words: only the form held it
        ("PUT", "/apps/saml/settings/providerSettings/1", {"newConfigs": {"sp-privateKey": "k"}}),
        ("PATCH", "/api/tls", {"private_key": "-----BEGIN PRIVATE KEY-----"}),
        ("PUT", "/api/settings/ssh-private-key", {"value": "k"}),
        # a key or path that names a commit, in any inflection
        ("PUT", "/api/subs/9", {"cancel_at_period_end": True}),
        ("PATCH", "/api/comments/9", {"deleted": True}),
        ("PATCH", "/api/messages/9", {"sent": True}),
        ("PATCH", "/api/invoices/9", {"note": "x"}),
        ("PATCH", "/api/posts/9/publish", {"title": "x"}),
        # what the body's signals keep held
        ("PATCH", "/api/posts/9", {"title": "x", "status": "published"}),
        ("PATCH", "/api/posts/9", {"title": "x", "isPublished": True}),
        ("PUT", "/api/jobs/9", {"action": "send_now"}),
        # nothing read: no body, only ids, not JSON or fields
        ("PATCH", "/api/posts/9", None),
        ("PATCH", "/api/posts/9", {"id": "9"}),
        ("PATCH", "/api/posts/9", {}),
        ("PUT", "/api/files/9", "binary"),
        # not an update: a create or a DELETE
        ("POST", "/api/posts", {"title": "x"}),
        ("DELETE", "/api/posts/9", {"title": "x"}),
    ],
)
def test_anything_else_stays_held(method: str, url: str, body: Any) -> None:
    text = body if body is None or isinstance(body, str) else _json(body)
    assert release_reason(method, url, text) is None


def test_a_word_counts_with_its_inflections_but_not_as_a_prefix() -> None:
    assert keeps("deleted", HOLD) and keeps("cancellation", HOLD)
    assert keeps("prices", HOLD | {"price"})
    assert not keeps("bookmark", HOLD) and not keeps("subscribed", HOLD)


def test_two_words_in_a_row_count_as_one_and_an_update_naming_them_otherwise_goes() -> None:
    joined = ["sp", "private", "key", "spprivate", "privatekey"]
    assert compounds(["sp", "private", "key"]) == joined
    assert release_reason("PATCH", "/api/v1/settings", _json({"key_name": "Laptop"})) == "update"
    assert release_reason("PATCH", "/api/v1/settings", _json({"private": True})) == "update"


def test_a_tap_the_words_call_a_commit_releases_no_update() -> None:
    body = _json({"name": "Alex"})
    allowed = judge_sends(Verdict(True), ["PUT /api/member"], NetworkRules(), [body])
    assert allowed.allowed and allowed.detail["released"] == ["PUT /api/member (update)"]
    commit = Verdict(False, "looks irreversible", rule="commit-label")
    assert not judge_sends(commit, ["PUT /api/member"], NetworkRules(), [body]).allowed
    assert not judge_sends(Verdict(True), ["PUT /api/member"], NetworkRules(release=False),
                           [body]).allowed  # fmt: skip


_MULTIPART = (
    '--B\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
    '--B\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n'
    "Content-Type: video/mp4\r\n\r\nMP4\r\n--B--\r\n"
)


def _requests() -> list[tuple[str, str, str | None]]:
    """Every request of the held-out corpora, with its body, and the cases above."""
    seen: dict[tuple[str, str, str | None], None] = {}
    for path in sorted(TESTS.glob("heldout*/*.yaml")):
        for request, body in stated_requests(path):
            method, _, url = request.partition(" ")
            seen[(method, url, body)] = None
    extra = [
        ("PUT", "/api/profile", "display_name=Alex&bio=hi"),
        ("PATCH", "/api/users/42", _json({"password": "x"})),
        ("PATCH", "/api/tls", _json({"private_key": "k", "certificate": "c"})),
        ("PUT", "/api/settings/ssh-private-key", _json({"value": "k"})),
        ("PATCH", "/api/comments/9", _json({"deleted": True})),
        ("PATCH", "/api/posts/9", _json({"title": "x", "_status": "draft"})),
        ("POST", "/api/graphql", _json({"query": "query A { a }"})),
        ("POST", "/auth/logout", None),
        ("POST", "/api/stars.add", None),
        ("POST", "/api/bookmarks/delete", None),
        ("POST", "/api/archive/delete", None),
        ("POST", "/api/orders/42/pin", None),
        ("POST", "/api/posts/7/pin", _json({"status": "published"})),
        ("POST", "/api/users.update", _json({"id": "u1", "name": "Jo"})),
        ("POST", "/api/users.update", _json({"id": "u1", "role": "admin"})),
        ("PUT", "/t/318/status", "status=closed&enabled=true"),
        ("PUT", "/t/318/status", "status=published&enabled=true"),
        ("POST", "/api/account/close", None),
        ("POST", "/v1/disputes/dp_1/close", None),
        ("PUT", "/repos/o/r/issues/7/lock", _json({"lock_reason": "resolved"})),
        ("POST", "/projects/5/restore", _json({"operation": "send"})),
        ("PUT", "/api/v1/tasks/42/comments", _json({"comment": "Done"})),
        ("PUT", "/api/v1/filters", _json({"title": "Mine"})),
        ("PUT", "/api/v1/user/settings", _json({"name": "Jo"})),
        ("POST", "/api/v1/lists", _json({"title": "Garden"})),
        ("POST", "/api/labels.create", _json({"name": "bug", "public": True})),
        ("POST", "/api/playlists/5/add-video", _json({"videoId": 3})),
        ("DELETE", "/api/v1/lists/5", None),
        ("PUT", "/api/v1/videos/42", _MULTIPART.format(name="name", value="Tides")),
        ("PUT", "/api/v1/videos/42", _MULTIPART.format(name="privacy", value="1")),
        ("DELETE", "/api/v1/labels/4", None),
        ("POST", "/json/messages/flags", "messages=%5B1%5D&flag=starred&op=add"),
        ("POST", "/api/orders/flags", "flag=starred"),
        ("POST", "/o/r/issues/labels?issue_ids=3", "id=4"),
        ("POST", "/backend.php?op=rpc&method=catchupFeed&feed_id=3", None),
        ("POST", "/?_task=mail&_action=mark&_flag=flagged", None),
        ("POST", "/doku.php?id=start&do=subscribe", None),
        ("POST", "/i/?a=12&c=entry", None),
        ("POST", "/i/?c=entry&a=read%20all", None),
        ("POST", "/api/posts/7/pin?action=delete", None),
        ("GET", "/?_task=logout&_token=9f2c", None),
        ("POST", "/i/?c=entry&a=read%0A", None),  # a name ends with the value
        ("POST", "/?_task=mail", "_action=mark&_flag=read"),
        ("POST", "/api/v1/search", _json({"guid": "https://t.example/6", "indexerId": 3})),
        ("POST", "/api/v1/search", _json({"filter": {"guid": "https://t.example/6"}})),
        ("POST", "/control/clients/search", _json({"clients": [{"id": "10.0.0.5"}]})),
        ("POST", "/api/search", _json({})),
        ("POST", "/api/search", "[3]"),
        ("PUT", "/projects/p2", _json({"active": True, "clearContext": True})),
    ]
    return [*seen, *extra]


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (installed with Appium)")
def test_the_page_decides_every_corpus_request_as_python_does(tmp_path: Path) -> None:
    requests = _requests()
    script = tmp_path / "decide.js"
    script.write_text(
        "globalThis.location = {href: 'http://127.0.0.1/'};\n"
        + RELEASE_JS
        + "\nconst lists = JSON.parse(process.argv[2]);\n"
        + "const cases = JSON.parse(require('fs').readFileSync(process.argv[3], 'utf8'));\n"
        + "console.log(JSON.stringify(cases.map(([m, u, b]) => releaseReason(m, u, lists, b))));\n",
        encoding="utf-8",
    )
    cases = tmp_path / "cases.json"
    cases.write_text(json.dumps(requests), encoding="utf-8")
    node = shutil.which("node")
    assert node is not None
    out = subprocess.run(
        [node, str(script), json.dumps(release_args()), str(cases)],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    page = json.loads(out.stdout)
    python = [release_reason(m, u, b) for m, u, b in requests]
    assert page == python
    assert len(requests) > 100 and python.count("update") >= 5 and python.count(None) > 50
    assert python.count("mark") >= 10 and python.count("state") >= 10
    assert python.count("organise") >= 3

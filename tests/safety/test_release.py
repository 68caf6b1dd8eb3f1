"""The request layer: which held-back writes may leave, decided by the request itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from m2miner.config import SafetyConfig
from m2miner.devices.base import AppTarget
from m2miner.safety.bodies import STATUS_KEYS
from m2miner.safety.files import app_rules, load_policy_file
from m2miner.safety.network import (
    GUARD_SCRIPT,
    NetworkRules,
    judge_sends,
    lift_words,
    names_operation,
    strictness,
)
from m2miner.safety.policy import Policy, Verdict
from m2miner.safety.release import calls, endpoint, release_args, release_reason, words
from m2miner.testing.safety_corpus import load_corpus, run_corpus


def test_words_split_camel_case_digits_and_punctuation() -> None:
    assert words("/api/v2/bulkFindForValidation?draft=true") == [
        "api", "v2", "bulk", "find", "for", "validation", "draft", "true",
    ]  # fmt: skip
    assert words("sign-out") == ["sign", "out"]


@pytest.mark.parametrize(
    ("method", "url", "reason"),
    [
        ("POST", "/api/users/logout", "logout"),
        ("POST", "/logout?allDevices=0", "logout"),
        ("POST", "https://shop.example/auth/sign-out", "logout"),
        ("DELETE", "/auth/session", "logout"),
        ("POST", "/rest/products/search?q=tea", "read"),
        ("POST", "/content/actions/countDrafts", "read"),
        ("POST", "/api/pages/7/duplicate", "copy"),
        ("POST", "/api/pages/7/clone", "copy"),
        # A remote call named as a standard Get or List reads.
        ("POST", "/memos.api.v1.MemoService/GetMemo", "read"),
        ("POST", "/memos.api.v1.AttachmentService/ListAttachments", "read"),
        ("POST", "https://status.example/getMonitorList", "read"),
        ("POST", "/api/conversations.list", "read"),
    ],
)
def test_a_sign_out_a_read_and_a_copy_are_released(method: str, url: str, reason: str) -> None:
    assert release_reason(method, url) == reason


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("DELETE", "/auth/sessions/17"),  # another device's session, not one's own
        ("POST", "/logout?allDevices=1"),  # every session, the others' too
        ("POST", "/api/auth/logout/everywhere"),
        ("DELETE", "/api/pets/3"),
        ("PUT", "/rest/products/search"),  # a read is a POST
        ("PATCH", "/api/pages/7/duplicate"),
        ("POST", "/api/orders/search"),  # a word that holds, anywhere in the path
        ("POST", "/api/search?then=publish"),  # or in the query
        ("POST", "/checkout/validate"),
        ("POST", "/forms/validate"),  # validating a comment publishes it (Piwigo's)
        ("POST", "/ws.php?format=json&method=pwg.userComments.validate"),
        ("POST", "/api/pages/7/publishClone"),
        ("POST", "/api/pages"),  # a create: no verb says what it does
        ("PATCH", "/api/pages/7?draft=true"),  # a body can still publish it
        ("POST", "/"),
        ("PUT", "/api/foods/merge"),  # merging deletes the record merged away
        ("POST", "/api/admin/maintenance/clean/recipe-folders"),  # not one's own folders
        ("POST", "/api/v1/repos/prune"),
        ("POST", "/api/todo/listing"),
        ("POST", "https://status.example/getAndDeleteMonitor"),  # a word that holds
    ],
)
def test_everything_else_stays_held(method: str, url: str) -> None:
    assert release_reason(method, url) is None


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("PUT", "/api/v3/users/9/ban", '{"until":0,"reason":""}'),  # NodeBB's ban
        ("POST", "/_matrix/client/v3/rooms/!r:example.org/kick", '{"user_id":"@bob:example.org"}'),
        ("PUT", "/api/v10/guilds/41/bans/9", '{"delete_message_seconds":0}'),
    ],
)
def test_a_ban_or_a_kick_stays_held_though_its_body_reads_as_fields(
    method: str, url: str, body: str
) -> None:
    assert release_reason(method, url, body) is None
    assert release_reason("PUT", "/api/v3/users/9/settings", '{"until":0,"reason":""}')


def test_a_read_sent_as_a_post_names_what_it_looks_for() -> None:
    # Prowlarr hands a release to the download client with POST /api/v1/search and the
    # release's guid; a search sends its terms, its filter or its page.
    grab = '{"guid":"https://tracker.example/torrent/6123457/","indexerId":3}'
    assert release_reason("POST", "/api/v1/search", grab) is None
    for body in ('{"searchTerm":"","limit":99}', '{"q":"tea"}', '{"filter":{"tag":"x"}}',
                 "[14]", "q=tea&page=2", "", None):  # fmt: skip
        assert release_reason("POST", "/api/v1/search", body) == "read", body
    # A remote call named as a Get reads whatever its body holds.
    assert release_reason("POST", "/memos.api.v1.MemoService/GetMemo", '{"name":"m/1"}')


def test_a_reset_or_a_clear_stays_held() -> None:
    # Node-RED's project switch with "Clear context" ticked deletes every stored context.
    switch = '{"active":true,"clearContext":%s}'
    assert release_reason("PUT", "/projects/greenhouse", switch % "false") is None
    assert release_reason("PUT", "/projects/greenhouse", '{"active":true}') == "update"
    assert release_reason("PUT", "/projects/greenhouse?clear=context", '{"active":true}') is None
    assert release_reason("POST", "/reset/tags", "token=b1c4e7") is None


def test_a_decision_on_anothers_request_or_a_regenerated_secret_stays_held() -> None:
    # Ombi denies a request with its id and a reason, an update's shape; the requester is
    # told. Castopod regenerates a subscriber's token and the old feed stops working.
    reason = '{"id":57,"reason":"Not released on disc yet"}'
    assert release_reason("PUT", "/api/v1/Request/Movie/Deny", reason) is None
    assert release_reason("PUT", "/api/v1/Request/Movie", reason) == "update"
    for path in ("/api/follow_requests/5/reject", "/api/v1/request/12/decline",
                 "/cp-admin/podcasts/1/subscriptions/3/regenerate-token"):  # fmt: skip
        assert release_reason("PUT", path, '{"note":"x"}') is None, path


def _wire(method: str, params: list[Any] | None = None, **updates: Any) -> str:
    """A Livewire 3 request's body: one component, its field updates and one call."""
    call = {"method": method, "params": params or [], "metadata": {}}
    component = {"snapshot": '{"data":{}}', "updates": updates, "calls": [call]}
    return json.dumps({"_token": "x7Qm", "components": [component]})


def test_a_remote_call_is_judged_by_the_method_it_calls_not_its_endpoint() -> None:
    # Livewire sends every call to POST /livewire/update; the endpoint's word is not what
    # the call does.
    url = "https://billing.example/livewire/update"
    for method in ("cancelService", "processPayment", "closeTicket", "save", "enableTwoFactor",
                   "changePassword", "create"):  # fmt: skip
        assert release_reason("POST", url, _wire(method, message="hi")) is None, method
    assert release_reason("POST", url, _wire("updateLabel", label="web-01")) == "update"
    # Its magic $set sends only the fields beside it, and they decide.
    assert release_reason("POST", url, _wire("$set", selectedMethod="credit")) == "update"
    # A sign-out with no argument is the session's own; one naming a session revokes it.
    assert release_reason("POST", url, _wire("logout")) == "logout"
    assert release_reason("POST", url, _wire("logoutSession", ["57"])) is None
    # Two calls in one request: no one name says what it does.
    two = json.loads(_wire("updateLabel", label="x"))
    two["components"][0]["calls"].append({"method": "deleteService", "params": []})
    assert release_reason("POST", url, json.dumps(two)) is None
    # JSON-RPC and Transmission name the call in the same way; an HTTP method is not one.
    rpc = '{"jsonrpc": "2.0", "id": 1, "method": "aria2.remove", "params": ["2089b05e"]}'
    assert release_reason("POST", "/jsonrpc", rpc) is None
    assert calls(rpc) == [("aria2.remove", True)]
    assert calls('{"method": "torrent-remove", "arguments": {}}') == [("torrent-remove", False)]
    assert calls('{"method": "PUT", "params": {"a": 1}}') == calls('{"method": "x"}') == []


def test_a_sign_out_of_every_session_stays_held_one_of_this_session_leaves() -> None:
    # Ghost signs its own session out with {"all": false}; Audiobookshelf's "Logout All
    # Devices" revokes the others' too.
    assert release_reason("DELETE", "/members/api/session/", '{"all": false}') == "logout"
    assert release_reason("DELETE", "/members/api/session/", '{"all": true}') is None
    assert release_reason("POST", "/auth/logout", "everywhere=1") is None
    assert release_reason("POST", "/auth/logout", "everywhere=false") == "logout"


def test_the_page_gets_the_same_word_lists() -> None:
    args = json.loads(NetworkRules().script_args())
    assert args["release"] == release_args()
    assert "publish" in args["release"]["hold"] and "logout" in args["release"]["logout"]
    assert json.loads(NetworkRules(release=False).script_args())["release"] is None
    assert "releaseReason(method, url, lists, bodyText(body))" in GUARD_SCRIPT
    # The body signals' lists are written into the page from the Python ones.
    assert f"const STATUS_KEYS = {json.dumps(sorted(STATUS_KEYS))};" in GUARD_SCRIPT


def test_judge_sends_releases_only_where_the_words_call_the_tap_harmless() -> None:
    rules = NetworkRules()
    harmless = Verdict(True)
    commit = Verdict(False, "looks irreversible", rule="commit-label")
    released = judge_sends(harmless, ["GET /account", "POST /api/users/logout"], rules)
    assert released.allowed and released.detail["released"] == ["POST /api/users/logout (logout)"]
    held = judge_sends(commit, ["POST /api/users/logout"], rules)
    assert not held.allowed and held.detail["requests"] == ["POST /api/users/logout"]
    assert held.detail["words"]["rule"] == "commit-label"
    mixed = judge_sends(harmless, ["POST /api/users/logout", "DELETE /api/pets/3"], rules)
    assert not mixed.allowed and mixed.detail["requests"] == ["DELETE /api/pets/3"]
    off = judge_sends(harmless, ["POST /api/users/logout"], NetworkRules(release=False))
    assert not off.allowed
    denied = Verdict(False, "denied", rule="deny")
    assert judge_sends(denied, [], rules) is denied


def test_only_a_tap_the_words_let_through_as_the_way_to_an_operation_names_one() -> None:
    # The policy's three verdicts for a label naming an operation it lets through: a
    # menu's entry, a link's or a row's navigation, a screen's control that asks first.
    for why in ("navigation (names 'delete')", "a menu entry naming 'delete' opens its"):
        verdict = Verdict(True, why, kind="delete")
        assert names_operation(verdict) and strictness(verdict) is False
    assert not names_operation(Verdict(True))  # names nothing
    commit = Verdict(False, "looks irreversible (matches 'delete')", rule="commit-label")
    assert not names_operation(commit) and strictness(commit) == "marks"
    # A block a policy file or sandbox mode let through keeps its rule: it is a commit.
    sandboxed = Verdict(True, "looks irreversible", rule="commit-label", kind="delete")
    assert not names_operation(sandboxed)


def test_a_policy_file_turns_the_layer_off(tmp_path: Path) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text("apps: [shop]\nrelease_requests: false\n", encoding="utf-8")
    policy = load_policy_file(path)
    assert not app_rules([(policy, "p")], AppTarget("shop", url="https://shop.example")).release
    assert app_rules([(policy, "p")], AppTarget("other", url="https://o.example")).release
    assert app_rules([], None).release


def test_the_corpus_runner_judges_a_sign_out_by_the_request_layer(tmp_path: Path) -> None:
    corpus = tmp_path / "web.yaml"
    corpus.write_text(
        """
- category: harmless
  web: true
  screen:
    title: Account
    items: [{button: Log out}, {button: Save}, {button: Send}]
  cases:
    - {tap: Log out, irreversible: false, sends: ["POST /api/session/logout"]}
    - {tap: Save, irreversible: false, sends: ["PATCH /api/users/4"]}
    - {tap: Send, irreversible: true, sends: ["POST /api/messages/search"]}
""",
        encoding="utf-8",
    )
    policy = Policy(SafetyConfig(), AppTarget("app", "com.example.app"))
    logout, save, send = run_corpus(policy, load_corpus([corpus]))
    assert logout.verdict.allowed and logout.verdict.detail["released"]
    assert not save.verdict.allowed  # a harmless write the requests cannot tell apart
    assert not send.verdict.allowed  # "Send" is a commit: its request is not released


def test_a_link_the_words_block_stays_blocked_where_the_requests_decide(tmp_path: Path) -> None:
    # A link navigates with a GET, which the request guard does not see.
    link = Verdict(False, "looks irreversible", rule="critical", role="link")
    assert lift_words(link) is link
    assert lift_words(Verdict(False, "looks irreversible", rule="critical", role="button")).allowed
    corpus = tmp_path / "web.yaml"
    corpus.write_text(
        """
- category: critical
  web: true
  screen:
    title: Settings
    items: [{link: Delete account}, {button: Factory reset}]
  cases:
    - {tap: Delete account, irreversible: true, sends: []}
    - {tap: Factory reset, irreversible: true, sends: []}
""",
        encoding="utf-8",
    )
    policy = Policy(SafetyConfig(), AppTarget("app", "com.example.app"))
    link_case, button_case = run_corpus(policy, load_corpus([corpus]))
    assert not link_case.verdict.allowed and link_case.verdict.rule == "critical"
    assert button_case.verdict.allowed  # its words are recorded; it sends nothing
    assert button_case.verdict.detail["words"]["rule"] == "critical"


@pytest.mark.parametrize(
    ("path", "query", "named"),
    [
        ("/i/", "c=entry&a=read&id=3", "/i/entry/read"),  # Minz (FreshRSS)
        (
            "/",
            "controller=TaskStatusController&action=close&task_id=4",
            "/TaskStatusController/close",
        ),
        ("/doku.php", "id=start&do=revert", "/doku.php/revert"),  # DokuWiki
        ("/backend.php", "op=rpc&method=mark&id=9", "/backend.php/rpc/mark"),  # Tiny Tiny RSS
        ("/", "_task=mail&_action=move&_uid=7", "/mail/move"),  # Roundcube
        ("/api/posts/42", "action=delete", "/api/posts/42"),  # a REST path names itself
        ("/", "_task=logout&_token=9f2c", "/logout"),  # a handler alone names it
        ("/i/", "id=3&get=a", "/i/"),  # neither named
        ("/i/", "a=12&c=7", "/i/"),  # a number names neither
        ("", "a=read", "/read"),
        ("/index.pl", "Action=AdminSession;Subaction=Kill", "/index.pl/AdminSession"),  # OTOBO
    ],
)
def test_a_front_controllers_endpoint_is_named_in_its_query(
    path: str, query: str, named: str
) -> None:
    assert endpoint(path, query) == named


def test_a_write_a_front_controller_names_is_judged_by_its_action() -> None:
    # FreshRSS marks an article read with POST /i/?c=entry&a=read: the path says
    # nothing, the query says a read mark; its deletion of a feed stays held.
    assert release_reason("POST", "/i/?c=entry&a=read&id=3") == "mark"
    assert release_reason("POST", "/i/?c=entry&a=bookmark&id=3&is_favorite=0") == "mark"
    assert release_reason("POST", "/i/?c=feed&a=delete&id=3") is None
    assert release_reason("POST", "/i/?c=user&a=delete", "username=bob") is None
    # Roundcube's Logout is a link whose GET carries its anti-forgery token: the
    # session's own sign-out, named by the task alone.
    assert release_reason("GET", "/?_task=logout&_token=Zr3kq9XwT1") == "logout"
    # A REST path keeps its own end: a query field named action changes nothing.
    assert release_reason("POST", "/api/posts/42/publish?action=read") is None


@pytest.mark.parametrize(
    ("url", "body", "reason"),
    [
        # Laravel's @method('PUT') and Rails' hidden _method field: a form's POST of a
        # user's name stands for a PUT, an update.
        ("/settings/users/5", "_token=tok-9&_method=PUT&name=Bob", "update"),
        ("/issues/42", "_method=patch&issue%5Bsubject%5D=Crash", "update"),
        ("/api/users/5", '{"_method": "PATCH", "name": "Bob"}', "update"),
        ("/settings/users/5?_method=PUT", "name=Bob", "update"),  # a query getter
        # Without it the POST is a create; a DELETE stays held; other values change nothing.
        ("/settings/users/5", "_token=tok-9&name=Bob", None),
        ("/settings/users/5", "_token=tok-9&_method=DELETE", None),
        ("/settings/users/5", "_method=GET&name=Bob", None),
        ("/settings/users/5", "method=PUT&name=Bob", None),
        # A form that carries only its anti-forgery token and its method sets nothing
        # the layer can read (Sylius' review Accept publishes the review).
        ("/admin/product-review/27/accept", "_csrf_token=Lq3vX9cT1wz8&_method=PUT", None),
        ("/posts/7", "authenticity_token=9f2c&_method=patch", None),
        # What it sets may be in the form's URL (Redmine's context menu).
        ("/issues/42?issue%5Bstatus_id%5D=3", "_method=patch&authenticity_token=9f2c", "update"),
        # A mark's DELETE clears it, as a DELETE would.
        ("/api/posts/7/like", "_method=DELETE", "mark"),
    ],
)
def test_a_post_is_judged_as_the_method_its_method_field_names(
    url: str, body: str, reason: str | None
) -> None:
    assert release_reason("POST", url, body) == reason


def test_only_a_post_is_overridden() -> None:
    assert release_reason("PUT", "/settings/users/5", "_method=DELETE&name=Bob") == "update"

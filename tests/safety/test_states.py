"""States the request layer releases: a record locked, closed, assigned or restored by a
call its API pairs with one that takes it back, and the writes that look like one and
are not."""

from __future__ import annotations

import json

import pytest

from m2miner.safety.bodies import parse_body
from m2miner.safety.network import NetworkRules, judge_sends
from m2miner.safety.policy import Verdict
from m2miner.safety.release import release_reason


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("PUT", "/repos/o/r/issues/7/lock", json.dumps({"lock_reason": "resolved"})),  # GitHub
        ("DELETE", "/repos/o/r/issues/7/lock", None),
        ("POST", "/repos/o/r/issues/7/assignees", json.dumps({"assignees": ["bob"]})),
        ("DELETE", "/repos/o/r/issues/7/labels", None),
        ("POST", "/api/v4/projects/5/issues/7/subscribe", None),  # GitLab
        ("POST", "/api/v4/projects/5/issues/7/todo", None),
        ("POST", "/api/v4/projects/5/restore", None),
        ("PUT", "/t/318/status", "status=closed&enabled=true&until="),  # Discourse
        ("PUT", "/t/318/status", "status=archived&enabled=false"),
        ("POST", "/t/318/notifications", "notification_level=3"),
        ("PUT", "/posts/1057/recover", None),
        ("POST", "/api/documents.restore", json.dumps({"id": "d1"})),
    ],
)
def test_a_state_a_second_call_takes_back_is_released(
    method: str, url: str, body: str | None
) -> None:
    assert release_reason(method, url, body) == "state"


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("PUT", "/t/318/status", "status=published&enabled=true"),  # not a state value
        ("PUT", "/t/318/status", "status=visible&enabled=true"),  # who may see it
        ("POST", "/api/account/close", None),  # an account is not taken back
        ("POST", "/v1/disputes/dp_1/close", None),  # Stripe: the dispute is lost
        ("POST", "/api/backups/3/restore", None),  # a backup restored over the data
        ("POST", "/system/update-manager/restore", "_token=d3b0&filename=b.zip&restore_database=1"),
        ("POST", "/admin/imports/restore", "utf8=%E2%9C%93&authenticity_token=k3"),  # an import
        ("POST", "/config/restore/?_=1773655200000", None),  # a configuration
        ("POST", "/api/orders/42/close", None),  # a hold word
        ("POST", "/api/plans/3/close", None),  # money
        ("POST", "/api/issues/7/close", json.dumps({"action": "send"})),  # the body commits
        ("POST", "/api/issues/7/close", json.dumps({"published": True})),
        ("POST", "/api/issues/7/close", json.dumps({"price": 3})),  # a body key keeps it
        ("PUT", "/api/issues/7/status", None),  # a status endpoint whose body says nothing
        ("POST", "/api/issues/7/comments", "status=close"),  # not the path's last word
    ],
)
def test_what_only_looks_like_a_state_stays_held(method: str, url: str, body: str | None) -> None:
    assert release_reason(method, url, body) is None


def test_a_state_stands_under_a_commit_s_words_but_not_a_critical_term() -> None:
    # "Lock" as a dialog's primary button: the request says the conversation is locked,
    # which a second call unlocks. A critical term releases nothing.
    rules = NetworkRules()
    commit = Verdict(False, "looks irreversible", rule="commit-primary", kind="stakes")
    critical = Verdict(False, "looks irreversible", rule="critical", kind="critical")
    sends = ["PUT /repos/o/r/issues/7/lock"]
    verdict = judge_sends(commit, sends, rules)
    assert verdict.allowed
    assert verdict.detail["released"] == ["PUT /repos/o/r/issues/7/lock (state)"]
    assert not judge_sends(critical, sends, rules).allowed


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("POST", "/api/v1/lists", json.dumps({"title": "Garden"})),  # Mastodon
        ("POST", "/api/v2/filters", json.dumps({"title": "Spoilers", "context": ["home"]})),
        ("POST", "/repos/o/r/milestones", json.dumps({"title": "v1.2"})),  # GitHub
        ("POST", "/api/labels.create", json.dumps({"name": "bug"})),
        ("POST", "/api/playlists/5/add-video", json.dumps({"videoId": 3})),
        ("POST", "/api/users/lists/create", json.dumps({"name": "Friends"})),
        ("POST", "/api/trpc/lists.addToList", json.dumps({"0": {"json": {"listId": "c2"}}})),
        ("PUT", "/api/v1/filters", json.dumps({"title": "Mine"})),  # a PUT to a collection
        ("POST", "/import/playlist", json.dumps({"playlistId": "PLq8"})),  # Piped: a new one
    ],
)
def test_making_one_s_own_organiser_or_filling_one_is_released(
    method: str, url: str, body: str | None
) -> None:
    assert release_reason(method, url, body) == "organise"


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("DELETE", "/api/v1/lists/5", None),  # what the list sorted goes with it
        ("POST", "/api/lists/delete", json.dumps({"id": 5})),
        ("POST", "/api/playlists", json.dumps({"name": "Mine", "visibility": "public"})),
        ("POST", "/api/tags/create", json.dumps({"name": "x", "status": "published"})),
        ("POST", "/api/posts", json.dumps({"text": "hello"})),  # not an organiser
        ("PUT", "/api/v1/tasks/42/comments", json.dumps({"comment": "Done"})),
        # Karakeep's tRPC procedure ends in "List" but leaves a list someone else shares.
        (
            "POST",
            "/api/trpc/lists.leaveList?batch=1",
            json.dumps({"0": {"json": {"listId": "c2"}}}),
        ),
    ],
)
def test_what_only_looks_like_an_organiser_stays_held(
    method: str, url: str, body: str | None
) -> None:
    assert release_reason(method, url, body) is None


def test_a_put_to_a_collection_is_judged_as_the_create_it_is() -> None:
    # Vikunja creates with PUT: PUT /tasks/42/comments posts a comment, which no later
    # write takes back from the people it notified; a PUT to one record stays an update.
    assert release_reason("PUT", "/api/v1/tasks/42/comments", json.dumps({"comment": "x"})) is None
    assert release_reason("PUT", "/api/v1/comments/318", json.dumps({"comment": "x"})) == "update"
    assert release_reason("PUT", "/api/v1/user/settings", json.dumps({"name": "Jo"})) == "update"


def test_a_record_s_field_is_a_state_only_under_the_record() -> None:
    # GitHub's DELETE /issues/7/labels/bug takes a label off an issue; Vikunja's
    # DELETE /labels/4 deletes the label from every task that had it.
    assert release_reason("DELETE", "/api/v1/issues/7/labels/4") == "state"
    assert release_reason("POST", "/org/repo/issues/labels?issue_ids=3", "id=4") == "state"
    assert release_reason("POST", "/org/repo/issues/labels?a=1;issue_ids=3", "id=4") == "state"
    assert release_reason("DELETE", "/api/v1/labels/4") is None
    assert release_reason("POST", "/api/v2/notifications", json.dumps({"read": True})) is None


def test_a_multipart_body_is_read_by_its_text_fields() -> None:
    # PeerTube's video update is a multipart PUT: its privacy field says who may see it.
    body = (
        '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nTides\r\n'
        '--B\r\nContent-Disposition: form-data; name="{key}"\r\n\r\n1\r\n'
        '--B\r\nContent-Disposition: form-data; name="thumb"; filename="t.png"\r\n'
        "Content-Type: image/png\r\n\r\nPNG\r\n--B--\r\n"
    )
    assert parse_body(body.format(key="category")) == {"name": "Tides", "category": "1"}
    assert release_reason("PUT", "/api/v1/videos/42", body.format(key="category")) == "update"
    assert release_reason("PUT", "/api/v1/videos/42", body.format(key="privacy")) is None

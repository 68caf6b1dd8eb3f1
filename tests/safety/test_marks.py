"""Marks the request layer releases: one user's star, pin, like, follow or archive of a
record, set or cleared, and the writes that look like one and are not."""

from __future__ import annotations

import json

import pytest

from m2miner.safety.network import MARKS_ONLY, NetworkRules, judge_sends, strictness
from m2miner.safety.policy import Verdict
from m2miner.safety.release import release_reason


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("POST", "/api/v1/statuses/109/favourite"),  # Mastodon's pairs
        ("POST", "/api/v1/statuses/109/unbookmark"),
        ("POST", "/api/v1/accounts/7/follow"),
        ("POST", "/api/stars.add"),  # Slack's
        ("POST", "/api/pins.remove"),
        ("POST", "/api/reactions.add"),
        ("POST", "/api/conversations.unarchive"),
        ("POST", "/api/unsave"),  # Reddit's
        ("POST", "/api/hide"),
        ("DELETE", "/api/posts/42/like"),  # a DELETE of the mark is its undoing
        ("PUT", "/user/threads/9/following"),
        ("POST", "/api/notifications/mark-as-read"),
        ("POST", "/api/bookmarks/delete"),  # a mark kept as a record
        ("POST", "/api/stars"),
    ],
)
def test_a_mark_set_or_cleared_is_released(method: str, url: str) -> None:
    assert release_reason(method, url) == "mark"


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("POST", "/api/v1/statuses/109/reblog"),  # a boost spreads it to followers
        ("POST", "/api/v1/polls/3/votes"),  # a vote is counted once
        ("POST", "/api/v1/accounts/7/block"),  # ends follows both ways
        ("POST", "/api/posts/42/report"),
        ("POST", "/api/orders/42/pin"),  # another word of the path names a commit
        ("POST", "/api/payments/star"),
        ("POST", "/api/public/like"),  # or who may see it
        ("POST", "/api/archive/delete"),  # an archive is not a mark record
        ("POST", "/api/documents.delete"),
        ("POST", "/api/stars.publish"),
        ("POST", "/api/subscriptions.create"),  # a subscription may be paid for
        ("POST", "/category/save"),  # a save stores a form: here a new category
        ("POST", "/?controller=CommentController&action=save&task_id=42"),  # a comment
    ],
)
def test_what_only_looks_like_a_mark_stays_held(method: str, url: str) -> None:
    assert release_reason(method, url) is None


def test_a_body_that_commits_keeps_a_mark_held() -> None:
    body = json.dumps({"id": "7", "status": "published"})
    assert release_reason("POST", "/api/posts/7/pin", body) is None
    assert release_reason("POST", "/api/posts/7/pin", json.dumps({"id": "7"})) == "mark"


def test_an_rpc_style_update_is_judged_as_an_update() -> None:
    # An API that takes every call as a POST names its updates by verb (Slack's
    # chat.update); the body decides as for a PATCH.
    assert release_reason("POST", "/api/users.update", json.dumps({"id": "u1", "name": "Jo"})) == (
        "update"
    )
    assert (
        release_reason("POST", "/api/users.update", json.dumps({"id": "u1", "role": "admin"}))
        is None
    )
    assert release_reason("POST", "/api/users.update", json.dumps({"id": "u1"})) is None
    assert release_reason("POST", "/api/users.create", json.dumps({"name": "Jo"})) is None


def test_a_mark_is_released_where_the_words_call_the_tap_a_commit_unless_critical() -> None:
    # "OK" under "Unfollow Alice?" or "Remove star": the request says more about the
    # effect than the label or the dialog's question. A critical term keeps everything.
    rules = NetworkRules()
    commit = Verdict(False, "looks irreversible", rule="commit-primary", kind="stakes")
    critical = Verdict(False, "looks irreversible", rule="critical", kind="critical")
    assert strictness(Verdict(True)) is False and strictness(commit) == MARKS_ONLY
    assert strictness(critical) is True
    sends = ["POST /api/following/delete", "POST /api/users/logout"]
    verdict = judge_sends(commit, sends, rules)
    assert verdict.detail["released"] == ["POST /api/following/delete (mark)"]
    assert not verdict.allowed and verdict.detail["requests"] == ["POST /api/users/logout"]
    assert judge_sends(commit, sends[:1], rules).allowed
    assert not judge_sends(critical, sends[:1], rules).allowed


@pytest.mark.parametrize(
    ("body", "why"),
    [
        ("messages=%5B1042%5D&flag=starred&op=add", "mark"),  # Zulip
        ("messages=%5B1042%5D&flag=read&op=remove", "mark"),
        (json.dumps({"ids": ["m1"], "keyword": "$flagged"}), None),  # not a mark word
        (json.dumps({"flag": "pinned", "price": 3}), None),  # money beside it
        ("flag=published", None),
        ("messages=%5B1042%5D&flag=starred&op=add&status=sent", None),  # the body commits
    ],
)
def test_a_mark_named_in_the_body_is_released(body: str, why: str | None) -> None:
    assert release_reason("POST", "/json/messages/flags", body) == why


def test_a_body_mark_under_a_commit_word_of_the_path_stays_held() -> None:
    assert release_reason("POST", "/api/orders/flags", "flag=starred") is None

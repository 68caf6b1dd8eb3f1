"""A GET that carries an anti-forgery token is a write: an app that changes something
through a link (Kanboard's confirmations) protects the link with the token a form would
carry, and the request guard holds it back like a POST."""

from __future__ import annotations

import pytest

from m2miner.safety.network import NetworkRules, carries_token, judge_sends
from m2miner.safety.policy import Verdict


@pytest.mark.parametrize(
    "url",
    [
        "/?controller=TaskSuppressionController&action=remove&task_id=42&csrf_token=9f2c",
        "/admin/delete?id=3&_csrf=abc",  # Express's csurf
        "/posts/3/destroy?authenticity_token=abc",  # Rails
        "/items/3/delete?_token=abc",  # Laravel
        "/wp-admin/post.php?post=1&action=trash&_wpnonce=abc",  # WordPress
        "/Home/Delete/3?__RequestVerificationToken=abc",  # ASP.NET
        "/x?XSRF-TOKEN=abc",
        "/tag_detach.php?bug_id=42&tag_id=11&tag_detach_token=abc",  # a form's own token
        "/entry/3?form%5B_token%5D=abc",  # Symfony's form[_token]
    ],
)
def test_a_get_with_an_anti_forgery_token_writes(url: str) -> None:
    assert carries_token(url)


@pytest.mark.parametrize(
    "url",
    [
        "/board?project_id=3",
        "/download?token=abc",  # an access token reads: not a forgery guard
        "/graph?access_token=abc",
        "/password/reset?reset_token=abc",  # a mailed link opens a form
        "/list?page_token=abc",
        "/oauth/authorize?client_id=a&nonce=n&state=s",
        "/search?q=csrf",  # the word as a value, not a field
    ],
)
def test_a_plain_get_reads(url: str) -> None:
    assert not carries_token(url)


def test_a_get_form_s_fields_are_read_for_the_token() -> None:
    assert carries_token("/tasks/42/remove", "confirmation=yes&csrf_token=9f2c")
    assert not carries_token("/search", "q=tulips")


def test_judge_sends_holds_a_token_get_and_lets_a_plain_one_and_a_sandbox_through() -> None:
    allowed = Verdict(True)
    token = "GET /?controller=TaskSuppressionController&action=remove&task_id=42&csrf_token=9f"
    held = judge_sends(allowed, [token, "GET /board?project_id=3"], NetworkRules())
    assert not held.allowed and held.rule == "network" and held.detail["requests"] == [token]
    assert judge_sends(allowed, [token], NetworkRules(sandbox=True)).allowed
    # A token GET the request layer reads as a state change is released like a POST.
    closed = judge_sends(allowed, ["GET /tasks/42/close?csrf_token=9f"], NetworkRules())
    assert closed.allowed and closed.detail["released"] == [
        "GET /tasks/42/close?csrf_token=9f (state)"
    ]


def test_a_navigation_after_a_confirm_answered_ok_is_a_write() -> None:
    allowed = Verdict(True)
    link = "GET /serendipity_admin.php?adminModule=comments&adminAction=delete&id=7"
    held = judge_sends(allowed, [link], NetworkRules(), confirmed=[link])
    assert not held.allowed and held.detail["requests"] == [link]
    assert judge_sends(allowed, [link], NetworkRules()).allowed  # it asked nothing
    # Released as the request layer reads it, a write like any other.
    mark = "GET /admin.php?c=entry&a=read&id=7"
    assert judge_sends(allowed, [mark], NetworkRules(), confirmed=[mark]).detail["released"]

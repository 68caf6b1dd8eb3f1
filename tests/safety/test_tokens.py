"""A GET that carries an anti-forgery token is a write: an app that changes something
through a link (Kanboard's confirmations) protects the link with the token a form would
carry, and the request guard holds it back like a POST."""

from __future__ import annotations

import pytest

from m2miner.safety.bodies import query_fields
from m2miner.safety.network import (
    NetworkRules,
    carries_token,
    judge_sends,
    url_names_operation,
    url_operations,
    url_words,
)
from m2miner.safety.policy import Verdict
from m2miner.safety.terms import Terms, load_terms


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
        "/index.pl?Action=AdminSession;Subaction=Kill;ChallengeToken=abc",  # OTOBO's ';'
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


SHAARLI = "5c0d8a3f1e7b29c4d6a8e0f2b4c6d8e0a1b3c5d7"  # a sha1 in hex, as Shaarli's token is


@pytest.mark.parametrize(
    "url",
    [
        f"/admin/shaare/visibility?token={SHAARLI}&newVisibility=public&id=12",  # Shaarli
        f"/nucleus/index.php?action=clearactionlog&ticket={SHAARLI}",  # Nucleus's ticket
        f"/moderation/users/pending/deny/8?t=1729531884-{SHAARLI}",  # Friendica's t
    ],
)
def test_a_token_is_known_by_its_value_where_the_pages_forms_carry_it_hidden(url: str) -> None:
    hidden = {SHAARLI, f"1729531884-{SHAARLI}"}
    assert carries_token(url, hidden=hidden)
    assert not carries_token(url)  # by its name alone, none of these is a token


@pytest.mark.parametrize(
    "value",
    [
        "3f2b8e0c-9a7d-41e3-b6c2-f8a0d4e19b7c",  # a UUID is an id, hidden or not
        "5c0d8a3f1e7b",  # too short for a token
        "12345678901234567890123456789012345",  # digits alone: a number
        "https://example.org/0123456789abcdef0123456789abcdef",  # a URL
    ],
)
def test_a_hidden_value_not_shaped_as_a_token_is_no_token(value: str) -> None:
    assert not carries_token(f"/items?ref={value}", hidden={value})


def test_judge_sends_holds_a_get_that_carries_a_hidden_token_value() -> None:
    allowed = Verdict(True)
    drop = f"GET /admin/shaare/delete?id=12&token={SHAARLI}"
    assert judge_sends(allowed, [drop], NetworkRules()).allowed
    held = judge_sends(allowed, [drop], NetworkRules(), hidden={SHAARLI})
    assert not held.allowed and held.detail["requests"] == [drop]
    # A write like any other: the request layer releases a pin as a mark.
    pin = f"GET /admin/shaare/12/pin?token={SHAARLI}"
    released = judge_sends(allowed, [pin], NetworkRules(), hidden={SHAARLI})
    assert released.detail["released"] == [f"{pin} (mark)"]


def _operation_words() -> dict[str, list[str]]:
    terms = Terms()
    terms.add({"operations": {
        "delete": ["delete", "delet*", "eliminar", "supprimer la conversation"],
        "reset": ["reset", "сброс*"], "call": ["*anruf"],
    }}, "test")  # fmt: skip
    return terms.operation_words()


OPERATIONS = _operation_words()


def test_the_operation_words_a_url_is_read_for_are_single_latin_words_and_stems() -> None:
    # A phrase, a compound's head and another script are never in a URL as such.
    assert OPERATIONS == {"words": ["delete", "eliminar", "reset"], "stems": ["delet"]}


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("/admin/uninstall-plugin/pluginAbout", ["uninstall", "plugin", "plugin", "about"]),
        ("/api/v1/settings/discover/reset", ["discover", "reset"]),  # ids and digits out
        ("/yunohost/api/diagnosis?share", ["api", "diagnosis", "share"]),  # a bare field
        ("/admin.php?c=entry&a=deleteAll&id=3", ["admin", "php", "entry", "delete", "all"]),
    ],
)
def test_a_url_says_what_it_does_with_its_last_segments_and_query_values(
    url: str, said: list[str]
) -> None:
    assert url_words(url) == said


def test_a_get_whose_url_names_an_operation() -> None:
    assert url_names_operation("/api/v1/settings/discover/reset", OPERATIONS)
    assert url_names_operation("/notes/7/deleted", OPERATIONS)  # a stem
    assert url_names_operation("/?page=comments&action=eliminar&id=4", OPERATIONS)
    # Settings, a list, an id holding the word, no operations known: none.
    assert not url_names_operation("/admin/configure-plugin/pluginAbout", OPERATIONS)
    assert not url_names_operation("/api/posts/7?mode=reset2", OPERATIONS)
    assert not url_names_operation("/api/v1/settings/discover/reset", None)


def test_a_url_is_read_for_the_words_a_write_is_held_for_too() -> None:
    # Serendipity approves a comment, Akaunting resends an invitation, with a GET whose
    # URL names the request layer's word, not an operation term.
    words = url_operations(OPERATIONS)
    assert {"approve", "invite", "merge"} <= set(words["words"]) and words["stems"]
    assert set(OPERATIONS["words"]) <= set(words["words"])
    assert url_names_operation("/serendipity_admin.php?adminAction=approve&id=5", words)
    assert url_names_operation("/sales/invoices/7/invite", words)
    # Or the repeat of one: FOSSBilling sends a mail again with email_resend.
    assert url_names_operation("/api/admin/email/email_resend?id=120", words)
    assert url_names_operation("/posts/7/republish", words)
    assert not url_names_operation("/api/admin/email/email_read?id=120", words)
    assert not url_names_operation("/api/rest/records", words)
    assert not url_names_operation("/serendipity_admin.php?adminAction=approve&id=5",
                                   OPERATIONS)  # fmt: skip
    assert not url_names_operation("/admin/configure-plugin/pluginAbout", words)
    # A word that also names a record or a page: a GET reads it.
    assert not url_names_operation("/admin/orders?q=tulips", words)
    assert not url_names_operation("/checkout", words)
    assert not url_names_operation("/transactions/show/7", words)
    # A channel's trial sends out as a real message does: a webhook's test delivery.
    assert url_names_operation("/_api/admin/webhook/test/3", words)
    assert url_names_operation("/api/notifiers?action=test", words)
    assert not url_names_operation("/_api/admin/webhook/latest", words)
    # A machine or a server turned off or started again: ZoneMinder's shutdown, LNbits'
    # restart.
    assert url_names_operation("/zm/index.php?request=shutdown&when=1min&command=cancel", words)
    assert url_names_operation("/admin/api/v1/restart/", words)
    assert url_names_operation("/api/system/reboot", words)
    assert not url_names_operation("/api/system/status?since=restarted", words)
    # A compound an API writes as one word names the operation at its head: Domoticz's
    # test message and Saltcorn's test run; a plural, a past or a longer word does not.
    assert url_names_operation("/json.htm?type=command&param=testnotification", words)
    assert url_names_operation("/actions/testrun/7", words)
    assert url_names_operation("/json.htm?type=command&param=cleartimers&idx=4", words)
    assert not url_names_operation("/api/tests?state=cleared", words)
    assert not url_names_operation("/api/banners", words)
    assert not url_names_operation("/json.htm?type=command&param=getsettings", words)


def test_a_url_that_ends_a_process_names_an_operation() -> None:
    # Webmin's process page sends its Kill and Terminate as a form's GET.
    words = url_operations(load_terms().operation_words())
    assert url_names_operation("/proc/kill_proc.cgi?pid=4312&signal=HUP&KILL=Kill", words)
    assert not url_names_operation("/proc/edit_proc.cgi?4312", words)


def test_a_query_without_an_ampersand_may_separate_its_fields_by_semicolons() -> None:
    # OTOBO's links, as Perl's CGI writes them; a query that has an ampersand keeps a
    # semicolon as part of a value.
    url = "/otobo/index.pl?Action=AdminSession;Subaction=KillAll;WantSessionID=x"
    assert {"kill", "all"} <= set(url_words(url))
    assert query_fields("Action=AdminSession;Subaction=Kill") == [
        ("Action", "AdminSession"), ("Subaction", "Kill")]  # fmt: skip
    assert query_fields("sort=name;desc&page=2") == [("sort", "name;desc"), ("page", "2")]

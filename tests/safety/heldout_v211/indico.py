"""Indico's screens for the two-hundred-and-eleventh held-out corpus: ``screens(t)`` lays them
out in one language, ``t(msgid, **values)`` being that language's lookup of a message of the
app's ``messages-all.po`` catalogue. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "a3f1c9e07b2d4e8f9c6b5a4d3e2f1a0b"  # made up; the page's <meta id="csrf-token">
EVENT, REGFORM, REG, REG2 = 123, 7, 42, 43
REGS = f"/event/{EVENT}/manage/registration/{REGFORM}/registrations"
ONE = f"{REGS}/{REG}"
SURVEY = f"/event/{EVENT}/manage/surveys/4"
TOKEN_ID, TOKEN_NAME, APP_ID, APP_NAME = 5, "calendar-sync", 2, "Zoom"
NEWS_ID, NEWS_TITLE = 3, "Scheduled maintenance"
PERSON, PERSON2, SURVEY_TITLE = "Maria Keller", "Jonas Weber", "Delegate feedback"
REASON = "The workshop is full."
Act = tuple[str, bool, list[Any]]


def body(fields: list[tuple[str, str]]) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def xhr(method: str, url: str, fields: list[tuple[str, str]] | None = None) -> Any:
    """jQuery's ``$.ajax`` (declarative.js, reglists.js): its data urlencoded in the body
    (``traditional: true``, so a list repeats its name); no data, no body."""
    if not fields:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": body(fields)}


def post_form(url: str, fields: list[tuple[str, str]] | None = None) -> dict[str, str]:
    """declarative.js's ``data-method="POST"`` without an update target: a ``<form>`` built
    with the page's ``csrf_token`` and the ``data-params``, submitted by the browser."""
    return {"request": f"POST {url}", "body": body([("csrf_token", CSRF), *(fields or [])]),
            "via": "form"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"indico {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def prompt(t: Any, page: str, message: str, title: str | None = None) -> dict[str, Any]:
    """misc.js's ``confirmPrompt``: a ConfirmPopup over the page, titled by ``data-title`` (or
    ``Confirm action`` from an action link, ``Please confirm`` from reglists.js), its message,
    and the app's own OK and Cancel buttons."""
    return {"title": page, "dialog": {"title": title or t("Confirm action"), "message": message},
            "items": [{"button": t("OK")}, {"button": t("Cancel")}]}  # fmt: skip


def ok_cancel(t: Any, ok: list[Any], irreversible: bool, cancel: bool = False) -> list[Act]:
    """OK, and with ``cancel`` the prompt's Cancel too (it sends nothing)."""
    return [(t("OK"), irreversible, ok), *([(t("Cancel"), False, [])] if cancel else [])]


def registration_screens(t: Any) -> list[dict[str, Any]]:
    """A registration's management page in its states, and the list of registrations."""
    page = t("Registration")
    approve_msg = t("Are you sure you want to approve this registration? This will trigger a "
                    "notification email.")  # fmt: skip
    withdraw_msg = t("Are you sure that you want to withdraw this registration? This will "
                     "trigger a notification email.")  # fmt: skip
    reset_msg = t("Are you sure you want to reset this registration status?")
    checkin_msg = t("Are you sure you want to reset the check-in info? The original check-in "
                    "time will be lost.")  # fmt: skip
    pending = {"title": page, "items": [
        {"text": PERSON}, {"text": t("Registration awaiting manager approval")},
        {"button": t("Approve")}, {"button": t("Reject")},
        {"text": t("Withdraw registration")}, {"button": t("Withdraw")},
        {"button": t("Schedule")}]}  # fmt: skip
    reject = {"title": page, "dialog": {"title": t("Reject registration")}, "items": [
        {"text": t("Rejecting this registration will trigger a notification email.")},
        {"field": "rejection_reason", "hint": t("Reason"), "text": REASON},
        {"switch": t("Attach reason"), "checked": True},
        {"button": t("Reject")}, {"button": t("Cancel")}]}  # fmt: skip
    unpaid = {"title": page, "items": [
        {"text": PERSON}, {"text": t("Registration not paid yet")},
        {"button": t("Mark as paid")}, {"button": t("Reset approval")},
        {"text": t("Not checked in")}, {"button": t("Check-in")},
        {"button": t("Withdraw")}]}  # fmt: skip
    complete = {"title": page, "items": [
        {"text": PERSON}, {"text": t("This registration is complete")},
        {"link": t("Get ticket")}, {"text": t("Checked in")},
        {"link": t("reset"), "desc": t("Mark as not checked in")},
        {"button": t("Edit")}, {"button": t("Close")},
        {"button": t("Mark as unpaid")}]}  # fmt: skip
    withdrawn = {"title": page, "items": [{"text": PERSON}, {"button": t("Reset withdrawal")}]}
    notified = f"{reset_msg} {t('This will trigger a notification email.')}"
    silent = f"{reset_msg} {t('This action will not be notified to the registrant.')}"
    pay = [xhr("POST", f"{ONE}/toggle-payment", [("pay", "1")])]
    return [
        _entry("opens-prompt", "pending registration", pending, [
            (t("Approve"), False, []),
            (t("Reject"), False, [xhr("GET", f"{ONE}/reject")]),
            (t("Withdraw"), False, []),
            (t("Schedule"), False, [xhr("GET", f"{ONE}/schedule-modification")])]),
        _entry("send", "approve registration prompt", prompt(
            t, page, approve_msg, t("Approve registration")),
            ok_cancel(t, [xhr("POST", f"{ONE}/approve")], True)),
        _entry("send", "reject registration dialog", reject, [
            (t("Reject"), True, [xhr("POST", f"{ONE}/reject", [
                ("csrf_token", CSRF), ("rejection_reason", REASON),
                ("attach_rejection_reason", "y"), ("submitted", "")])]),
]),
        _entry("send", "withdraw registration prompt", prompt(
            t, page, withdraw_msg, t("Withdraw")),
            ok_cancel(t, [xhr("POST", f"{ONE}/withdraw")], True)),
        _entry("reversible", "unpaid registration", unpaid, [
            (t("Mark as paid"), False, pay),
            (t("Reset approval"), False, []),
            (t("Check-in"), False, [xhr("PUT", f"{ONE}/check-in")]),
            (t("Withdraw"), False, [])]),
        _entry("reversible", "reset approval prompt", prompt(t, page, silent, t("Reset approval")),
               ok_cancel(t, [xhr("POST", f"{ONE}/reset")], False)),
        _entry("reversible", "complete registration", complete, [
            (t("Get ticket"), False, [link(
                f"/event/{EVENT}/registrations/{REGFORM}/ticket.pdf?token=7c4e1f2a")]),
            (t("reset"), False, []),
            (t("Edit"), False, [xhr("GET", f"{ONE}/schedule-modification")]),
            (t("Close"), False, [xhr("POST", f"{ONE}/close-modification")]),
            (t("Mark as unpaid"), False, [xhr("POST", f"{ONE}/toggle-payment", [("pay", "0")])])]),
        _entry("reversible", "reset check-in prompt", prompt(
            t, page, checkin_msg, t("Reset check-in info")),
            ok_cancel(t, [xhr("DELETE", f"{ONE}/check-in")], False)),
        _entry("opens-prompt", "withdrawn registration", withdrawn, [
            (t("Reset withdrawal"), False, [])]),
        _entry("send", "reset withdrawal prompt", prompt(t, page, notified, t("Reset withdrawal")),
               ok_cancel(t, [xhr("POST", f"{REGS}/{REG2}/reset")], True)),
    ]  # fmt: skip


def reglist_screens(t: Any) -> list[dict[str, Any]]:
    """The list of registrations, one row selected, its toolbar and dropdowns."""
    page = t("Registration")
    rows = [{"switch": PERSON, "checked": True}, {"switch": PERSON2, "checked": False}]
    toolbar = {"title": page, "items": [
        {"button": t("Customize list")}, {"button": t("Register")}, {"button": t("Remove")},
        {"button": t("Export")}, {"button": t("Import")}, {"button": t("Actions")},
        {"button": t("Moderation")}, {"button": t("Check-in control")},
        *rows]}  # fmt: skip
    moderation = {"title": page, "dialog": {}, "items": [
        {"menu": t("Approve registrations")}, {"menu": t("Reject registrations")},
        {"menu": t("Reset registrations")}]}  # fmt: skip
    checkin = {
        "title": page,
        "dialog": {},
        "items": [{"menu": t("Check-in")}, {"menu": t("Reset check-in")}],
    }
    reject = {"title": page, "dialog": {"title": t("Reject registrations")}, "items": [
        {"field": "rejection_reason", "hint": t("Reason"), "text": REASON},
        {"switch": t("Attach reason"), "checked": False},
        {"button": t("Reject")}, {"button": t("Cancel")}]}  # fmt: skip
    ids = [("registration_id", str(REG))]
    return [
        _entry("opens-prompt", "registration list toolbar", toolbar, [
            (t("Remove"), False, []),
            (t("Customize list"), False, [xhr("GET", f"{REGS}/customize")]),
            (t("Import"), False, [xhr("GET", f"{REGS}/import")])]),
        _entry("delete", "remove registrations prompt", prompt(
            t, page, t("Do you really want to delete the selected registration?"),
            t("Please confirm")),
            ok_cancel(t, [xhr("POST", f"{REGS}/delete", ids)], True, cancel=True)),
        _entry("opens-prompt", "moderation dropdown", moderation, [
            (t("Approve registrations"), False, []),
            (t("Reject registrations"), False, [xhr("POST", f"{REGS}/reject", ids)]),
            (t("Reset registrations"), False, [])]),
        _entry("send", "approve registrations prompt", prompt(t, page, t(
            "Do you really want to approve the selected registrations? This will trigger a "
            "notification email for each registrant.")),
            ok_cancel(t, [xhr("POST", f"{REGS}/approve", [*ids, ("flag", "")])], True)),
        _entry("send", "reject registrations dialog", reject, [
            (t("Reject"), True, [xhr("POST", f"{REGS}/reject", [
                ("csrf_token", CSRF), ("rejection_reason", REASON), *ids, ("submitted", "")])]),
]),
        _entry("reversible", "reset registrations prompt", prompt(t, page, t(
            "Do you really want to reset the selected registrations?")),
            ok_cancel(t, [xhr("POST", f"{REGS}/reset", [*ids, ("flag", "")])], False)),
        _entry("reversible", "check-in control dropdown", checkin, [
            (t("Check-in"), False, [xhr("POST", f"{REGS}/check-in", [*ids, ("flag", "1")])]),
            (t("Reset check-in"), False, [])]),
        _entry("reversible", "bulk reset check-in prompt", prompt(t, page, t(
            "Are you sure you want to reset the check-in info? The original check-in time will "
            "be lost."), t("Reset check-in")),
            ok_cancel(t, [xhr("POST", f"{REGS}/check-in", [*ids, ("flag", "0")])], False)),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user's API key, API tokens and authorized applications pages."""
    key_page, tokens_page, apps_page = t("API Key"), t("API tokens"), t("Authorized applications")
    key = {"title": key_page, "items": [
        {"button": t("Create new API key")}, {"button": t("Delete API key")},
        {"text": t("Token")}, {"text": "b8e2c1f4-7a9d-4e3b-9c0f-2d5e6a7b8c9d"},
        {"text": t("Token-based links")}, {"button": t("Invalidate all links")},
        {"text": t("Administration")}, {"button": t("Block API key")}]}  # fmt: skip
    no_key = {
        "title": key_page,
        "items": [{"button": t("Create API key")}, {"button": t("Invalidate all links")}],
    }
    tokens = {"title": tokens_page, "items": [
        {"button": t("Create new token")}, {"link": TOKEN_NAME},
        {"icon": t("Regenerate token")}, {"icon": t("Revoke token")}]}  # fmt: skip
    apps = {"title": apps_page, "items": [{"text": APP_NAME}, {"button": t("Revoke")}]}
    token_url = f"/user/tokens/{TOKEN_ID}"
    return [
        _entry("opens-prompt", "API key page", key, [
            (t("Create new API key"), False, []), (t("Delete API key"), False, []),
            (t("Invalidate all links"), False, []),
            (t("Block API key"), False, [post_form("/user/api/block")])]),
        _entry("revoke", "create new API key prompt", prompt(t, key_page, t(
            "Do you really want to create a new API key? Your old key will stop working "
            "immediately!"), t("Create new API key")),
            ok_cancel(t, [post_form("/user/api/create", [("force", "1")])], True)),
        _entry("delete", "delete API key prompt", prompt(
            t, key_page, t("Do you really want to delete your API key?"), t("Delete API key")),
            ok_cancel(t, [post_form("/user/api/delete")], True)),
        _entry("revoke", "invalidate links prompt", prompt(t, key_page, t(
            "Are you sure you'd like to invalidate all your token-based links?")),
            ok_cancel(t, [post_form("/user/reset-signature-tokens")], True)),
        _entry("reversible", "API key page without a key", no_key, [
            (t("Create API key"), False, [post_form("/user/api/create")])]),
        _entry("opens-prompt", "API tokens page", tokens, [
            (t("Create new token"), False, [xhr("GET", "/user/tokens/new")]),
            (TOKEN_NAME, False, [xhr("GET", f"{token_url}/")]),
            (t("Regenerate token"), False, []), (t("Revoke token"), False, [])]),
        _entry("revoke", "regenerate token prompt", prompt(t, tokens_page, t(
            "If you've lost/forgotten this token, you can regenerate it, but be aware that any "
            "applications or scripts using this token will need to be updated. You cannot undo "
            "this action."), t("Regenerate token '%(token_name)s'", token_name=TOKEN_NAME)),
            ok_cancel(t, [post_form(f"{token_url}/reset")], True)),
        _entry("revoke", "revoke token prompt", prompt(t, tokens_page, t(
            "Any applications or scripts using this token will no longer be able to access the "
            "Indico API. You cannot undo this action."),
            t("Revoke token '%(token_name)s'", token_name=TOKEN_NAME)),
            ok_cancel(t, [post_form(f"{token_url}/revoke")], True, cancel=True)),
        _entry("opens-prompt", "authorized applications page", apps, [(t("Revoke"), False, [])]),
        _entry("revoke", "revoke application prompt", prompt(t, apps_page, t(
            "%(app_name)s will no longer have access to your Indico data. Are you sure you want "
            "to revoke its access?", app_name=APP_NAME)),
            ok_cancel(t, [post_form(f"/user/applications/{APP_ID}/revoke")], True)),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The news admin page and a survey's management page."""
    news_page = t("News")
    news = {"title": news_page, "items": [
        {"button": t("Settings")}, {"button": t("Post news")}, {"text": NEWS_TITLE},
        {"icon": t("Edit news")}, {"icon": t("Delete news")}]}  # fmt: skip
    post = {"title": news_page, "dialog": {"title": t("Post news")}, "items": [
        {"field": "title", "hint": t("Title"), "text": NEWS_TITLE},
        {"button": t("Save")}, {"button": t("Cancel")}]}  # fmt: skip
    finished = {
        "title": SURVEY_TITLE,
        "items": [{"text": t("Survey finished")}, {"button": t("Reopen now")}],
    }
    live = {
        "title": SURVEY_TITLE,
        "items": [
            {"text": t("Survey is live")},
            {"button": t("Reschedule")},
            {"button": t("Close now")},
        ],
    }
    reopen = (
        f"{t('The survey finished already. Do you want to open it again for submissions?')}"
        f" {t('This will result in resending the survey start notification.')}"
    )
    return [
        _entry("opens-prompt", "news admin page", news, [
            (t("Settings"), False, [xhr("GET", "/admin/news/settings")]),
            (t("Post news"), False, [xhr("GET", "/admin/news/create")]),
            (t("Edit news"), False, [xhr("GET", f"/admin/news/{NEWS_ID}/")]),
            (t("Delete news"), False, [])]),
        _entry("delete", "delete news prompt", prompt(t, news_page, t(
            "Do you really want to delete the news '%(title)s'?", title=NEWS_TITLE)),
            ok_cancel(t, [post_form(f"/admin/news/{NEWS_ID}/delete")], True)),
        _entry("publish", "post news dialog", post, [
            (t("Save"), True, [xhr("POST", "/admin/news/create", [
                ("csrf_token", CSRF), ("title", NEWS_TITLE), ("content", "Indico will be "
                 "unavailable on Saturday from 08:00 to 10:00.")])]),
]),
        _entry("opens-prompt", "finished survey", finished, [(t("Reopen now"), False, [])]),
        _entry("send", "reopen survey prompt", prompt(t, SURVEY_TITLE, reopen),
               ok_cancel(t, [post_form(f"{SURVEY}/open")], True)),
        _entry("reversible", "live survey", live, [
            (t("Close now"), False, [post_form(f"{SURVEY}/close")]),
            (t("Reschedule"), False, [xhr("GET", f"{SURVEY}/schedule")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*registration_screens(t), *reglist_screens(t), *account_screens(t),
            *admin_screens(t)]  # fmt: skip

"""Remark42's screens for the five-hundred-and-sixth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
``frontend/apps/remark42/app/locales/<lang>.json`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any
from urllib.parse import urlencode

HOST = "https://remark42.example.org"  # remark_config.host: BASE_URL of every call
API = f"{HOST}/api/v1"  # apiFetcher; adminFetcher is API/admin, authFetcher HOST/auth
SITE = "remark"  # siteId when the embedding page sets no site_id
POST = "https://kitchen-notes.example.com/posts/sourdough-starter/"  # the commented page
PAGE = "Keeping a sourdough starter alive - Kitchen Notes"  # its document.title
ME, ME_ID = "Kate Moreau", "github_3f9a1c7e2b5d"  # a signed-in reader
OTHER, OTHER_ID = "Tomas Berg", "google_8d2e4a6b1c07"  # another commenter
THIRD, THIRD_ID = "Lena Park", "email_5c1b7e93d0aa"  # a commenter blocked for good
ADMIN = "Mira Holt"  # the site's administrator
SPAMMER, SPAMMER_ID = "Cheap Flour Deals", "anonymous_7c0e3b9f41d2"  # signed in anonymously
C_OTHER = "1b7d3c52-9e4a-4f18-b6a0-3c2e8f5d7a19"  # Tomas's comment
C_THIRD = "6e0f2a84-5b1c-4d97-a3e2-8c4b1f6d9e07"  # Lena's comment
C_MINE = "a4c91e07-3d5b-4a2f-8e16-7b0d2c9f5e38"  # Kate's comment
C_MINE2 = "d2e83b19-7a4c-4f05-9b61-0e5c8a3d7f24"  # Kate's reply to Tomas
C_SPAM = "f93a6d20-1c8e-4b74-a5d9-2e7b0c4f8a61"  # a visitor's spam comment
EMAIL = "kate@example.org"
EMAIL_TOKEN = (  # made up; the token from the sign-in email
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJoYW5kc2hha2UiOnsiaWQiOiJLYXRlIE1vcmVhdSJ9fQ"
    ".Qm9yZWQ3ZXhhbXBsZVRva2VuU2lnbmF0dXJl"
)
TG_BOT, TG_TOKEN = "kitchen_notes_bot", "c81f4e2a9b7d"  # made up; from /telegram/subscribe
TEXT = "Mine went flat after a week in the fridge. Feeding it twice a day brought it back."
TEXT2 = "Rye flour helps a lot in the first days. I use about 20 percent."
TEXT_ANON = "Does it work with gluten-free flour?"
REPLY = "Thanks, I will try the warmer spot on top of the fridge."
REPLY2 = "Which rye do you use, light or dark?"
REPLY_ADMIN = "Please keep the thread on topic."
EDITED = "Mine went flat after ten days in the fridge. Feeding it twice a day brought it back."
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, query: dict[str, Any] | None = None, body: Any = None) -> Any:
    """The fetcher's request: ``site`` put first in the query (URLSearchParams), a body
    object sent as ``JSON.stringify({...body, site})``; ``path`` is absolute."""
    url = f"{path}?{urlencode({'site': SITE, **(query or {})})}"
    if body is None:
        return f"{method} {url}"
    data = json.dumps({**body, "site": SITE}, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {url}", "body": data}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href target=_blank>`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


def find(sort: str = "-active") -> str:
    """fetchComments: the post's comment tree."""
    return call("GET", f"{API}/find", {"url": POST, "sort": sort, "format": "tree"})


LOGOUT = call("GET", f"{HOST}/auth/logout")
OAUTH_FROM = "https%3A%2F%2Fremark42.example.org%2Fweb%2Fiframe.html%3FselfClose"


def profile_read(user: str) -> str:
    """The profile's first getUserComments, ten at a time."""
    return call("GET", f"{API}/comments", {"user": user, "skip": 0, "limit": 10})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"remark42 {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def inner(text: str) -> str:
    """The words of a message's ``<a>`` part (the link's text)."""
    found = re.search(r"<a>(.*?)</a>", text)
    return found.group(1) if found else text


def plain(text: str) -> str:
    """A message with its tags dropped, as it reads on the page."""
    return re.sub(r"</?a>", "", text)


def confirm(ok: str, cancel: str, message: str) -> dict[str, Any]:
    """``window.confirm(message)``: the browser's dialog over the page."""
    return {"title": PAGE, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def comment(t: Any, name: str, text: str, actions: list[str], votes: bool = True,
            admin: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """A comment's head and body: the name (opens the profile), the verification toggle
    for an admin, the vote arrows where one may vote, the text and the action buttons."""
    items: list[dict[str, Any]] = [{"button": name}]
    if admin:
        items.append({"icon": t("comment.toggle-verification")})
    if votes:
        items += [{"icon": t("vote.downvote")}, {"text": "3"}, {"icon": t("vote.upvote")}]
    items.append({"text": text})
    return items + [{"button": t(key)} for key in actions]


def form(t: Any, text: str, send_key: str) -> list[dict[str, Any]]:
    """CommentForm of a signed-in user: the markdown toolbar, the text, Preview and the
    send button (Send, Reply or Save)."""
    return [
        {"icon": t("toolbar.header")}, {"icon": t("toolbar.quote")},
        {"icon": t("toolbar.code")}, {"icon": t("toolbar.unordered-list")},
        {"field": "textarea_1", "hint": t("commentForm.input-placeholder"), "text": text},
        {"button": t("commentForm.preview")}, {"button": t(send_key)}]  # fmt: skip


def new_comment(text: str, pid: str | None = None) -> Any:
    """addComment: POST /comment with the page's title, the text and the locator."""
    body: dict[str, Any] = {"title": PAGE, "text": text, "locator": {"site": SITE, "url": POST}}
    if pid:
        body["pid"] = pid
    return call("POST", f"{API}/comment", body=body)


def reader_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """A visitor signing in, then a reader's comment form, replies, edits, deletions,
    votes, hidden users, subscriptions, sorting and profile."""
    styling = t("commentForm.notice-about-styling")
    signed_out = {"title": PAGE, "items": [
        {"field": "textarea_1", "hint": t("commentForm.input-placeholder"), "text": ""},
        {"button": t("auth.signin")}, {"text": plain(styling).replace(inner(styling), "").strip()},
        {"link": inner(styling)}, {"text": t("sort-by")},
        {"button": t("commentsSort.recently-updated")}]}  # fmt: skip
    github = t("auth.oauth-button", provider="GitHub")
    google = t("auth.oauth-button", provider="Google")

    def dropdown(view: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": PAGE, "items": [
            {"button": t("auth.signin")}, {"text": t("auth.oauth-source")},
            {"link": github}, {"link": google},
            {"radio": "email", "checked": view == "email"},
            {"radio": "anonym", "checked": view == "anonymous"}, *fields,
            {"button": t("auth.submit")}]}  # fmt: skip

    user_field = {"field": "username", "hint": t("auth.username"), "text": ME}
    email = dropdown("email", [user_field, {"field": "email", "hint": t("auth.email-address"),
                                            "text": EMAIL}])  # fmt: skip
    anon_form = {"title": PAGE, "items": [
        {"button": "Kate"}, {"icon": t("auth.signout")},
        *form(t, TEXT_ANON, "commentForm.send")]}  # fmt: skip
    panel = [{"button": ME}, {"icon": t("auth.signout")}]
    subscribe = [
        {"text": t("commentForm.subscribe-by")}, {"button": t("subscribeByRSS.title")},
        {"text": t("commentForm.subscribe-or")}, {"button": t("subscribeByEmail.email")},
        {"button": t("subscribeByTelegram.telegram")}]  # fmt: skip
    main = {"title": PAGE, "items": [*panel, *form(t, TEXT, "commentForm.send"),
                                     {"link": inner(styling)}, *subscribe]}  # fmt: skip
    main2 = {"title": PAGE, "items": [*panel, *form(t, TEXT2, "commentForm.send"),
                                      {"link": inner(styling)}]}  # fmt: skip
    reply = {"title": PAGE, "items": [
        *comment(t, OTHER, "Keep it somewhere warm, around 24 degrees.",
                 ["comment.cancel", "comment.hide"]),
        *form(t, REPLY, "commentForm.reply")]}  # fmt: skip
    reply2 = {"title": PAGE, "items": [
        *comment(t, THIRD, TEXT2, ["comment.cancel", "comment.hide"]),
        *form(t, REPLY2, "commentForm.reply")]}  # fmt: skip
    own = {"title": PAGE, "items": comment(
        t, ME, TEXT, ["comment.reply", "comment.edit", "comment.delete"], votes=False)}  # fmt: skip
    edit = {"title": PAGE, "items": [
        *comment(t, ME, TEXT, ["comment.reply", "comment.cancel", "comment.delete"],
                 votes=False), *form(t, EDITED, "commentForm.save")]}  # fmt: skip
    warm = "Keep it somewhere warm, around 24 degrees."
    other = {"title": PAGE, "items": comment(t, OTHER, warm, ["comment.reply", "comment.hide"])}
    delete_message = t("comment.delete-message")
    hide_message = t("comment.hide-user-comment", userName=OTHER)

    def hidden(action: str) -> dict[str, Any]:
        return {"title": PAGE, "items": [
            *panel, {"link": t("authPanel.hide-settings")},
            {"text": t("settings.hidden-user-header")}, {"text": OTHER},
            {"button": t(action)}, {"text": f"id: {OTHER_ID}"}]}  # fmt: skip

    email_form = {"title": PAGE, "items": [
        {"button": t("subscribeByEmail.email")},
        {"text": t("subscribeByEmail.subscribe-to-replies")},
        {"field": "email", "hint": t("subscribeByEmail.email"), "text": EMAIL},
        {"button": t("subscribeByEmail.submit")}]}  # fmt: skip
    tg_link = f"https://t.me/{TG_BOT}/?start={TG_TOKEN}"
    telegram = {"title": PAGE, "items": [
        {"button": t("subscribeByTelegram.telegram")},
        {"text": t("auth.telegram-message-1")}, {"link": t("auth.telegram-link")},
        {"text": t("auth.telegram-message-2")}, {"text": t("auth.telegram-message-3")},
        {"button": t("auth.telegram-check")}]}  # fmt: skip
    telegram_on = {"title": PAGE, "items": [
        {"button": t("subscribeByTelegram.telegram")},
        {"text": t("subscribeByTelegram.have-been-subscribed")},
        {"button": t("subscribeByTelegram.unsubscribe")}]}  # fmt: skip
    rss = {"title": PAGE, "items": [
        {"button": t("subscribeByRSS.title")}, {"link": t("subscribeByRSS.thread")},
        {"link": t("subscribeByRSS.site")}, {"link": t("subscribeByRSS.replies")}]}  # fmt: skip
    sorts = ["best", "worst", "newest", "oldest", "recently-updated",
             "least-recently-updated", "most-controversial", "least-controversial"]  # fmt: skip
    sort_menu = {"title": PAGE, "items": [{"menu": t(f"commentsSort.{s}")} for s in sorts]}
    profile = {"title": PAGE, "items": [
        {"icon": t("profile.close")}, {"text": ME}, {"text": ME_ID},
        {"icon": t("auth.signout")}, {"text": t("user.my-comments")}, {"text": "14"},
        {"link": PAGE}, {"text": TEXT}, {"button": t("user.load-more")},
        {"button": t("profile.request-to-delete-data")}]}  # fmt: skip
    rss_base = f"{API}/rss"
    mine = {"url": POST}
    return [
        _entry("opens-prompt", "signed out comment form", signed_out, [
            (t("auth.signin"), False, []),
            (inner(styling), False, [page(f"{HOST}/web/markdown-help.html")])]),
        _entry("reversible", "sign in dropdown", email, [
            (github, False, [page(
                f"{HOST}/auth/github/login?from={OAUTH_FROM}&site={SITE}")]),
            (t("auth.submit"), False, [call("GET", f"{HOST}/auth/email/login",
                                            {"address": EMAIL, "user": ME})])]),
        _entry("publish", "anonymous comment form", anon_form, [
            (t("commentForm.send"), True, [new_comment(TEXT_ANON)])]),
        _entry("publish", "comment form", main, [
            (t("commentForm.preview"), False, [call("POST", f"{API}/preview",
                                                    body={"text": TEXT})]),
            (t("commentForm.send"), True, [new_comment(TEXT)]),
            (ME, False, [profile_read(ME_ID)]),
            (t("auth.signout"), False, [LOGOUT, find()])]),
        _entry("publish", "comment form second comment", main2, [
            (t("commentForm.send"), True, [new_comment(TEXT2)])]),
        _entry("publish", "reply form", reply, [
            (t("commentForm.reply"), True, [new_comment(REPLY, C_OTHER)]),
            (t("comment.cancel"), False, [])]),
        _entry("publish", "reply form second comment", reply2, [
            (t("commentForm.reply"), True, [new_comment(REPLY2, C_THIRD)])]),
        _entry("opens-prompt", "own comment", own, [
            (t("comment.delete"), False, []), (t("comment.edit"), False, [])]),
        _entry("reversible", "edit form", edit, [
            (t("commentForm.save"), False, [call(
                "PUT", f"{API}/comment/{C_MINE}", mine, {"text": EDITED})]),
            (t("comment.cancel"), False, [])]),
        _entry("delete", "own comment delete confirm", confirm(ok, cancel, delete_message), [
            (ok, True, [call("PUT", f"{API}/comment/{C_MINE}", mine, {"delete": True})]),
            (cancel, False, [])]),
        _entry("delete", "own reply delete confirm", confirm(ok, cancel, delete_message), [
            (ok, True, [call("PUT", f"{API}/comment/{C_MINE2}", mine, {"delete": True})])]),
        _entry("reversible", "other comment", other, [
            (t("vote.upvote"), False, [call("PUT", f"{API}/vote/{C_OTHER}",
                                            {"url": POST, "vote": 1})]),
            (t("comment.hide"), False, [])]),
        _entry("reversible", "hide user confirm", confirm(ok, cancel, hide_message), [
            (ok, False, []), (cancel, False, [])]),
        _entry("reversible", "hidden users settings", hidden("settings.show"), [
            (t("settings.show"), False, [])]),
        _entry("reversible", "email subscription", email_form, [
            (t("subscribeByEmail.submit"), False, [call(
                "POST", f"{API}/email/subscribe", body={"address": EMAIL, "autoConfirm": True})])]),
        _entry("reversible", "telegram subscription", telegram, [
            (t("auth.telegram-link"), False, [page(tg_link)]),
            (t("auth.telegram-check"), False, [call("GET", f"{API}/telegram/subscribe",
                                                    {"tkn": TG_TOKEN})])]),
        _entry("reversible", "telegram subscribed", telegram_on, [
            (t("subscribeByTelegram.unsubscribe"), False, [call("DELETE", f"{API}/telegram")])]),
        _entry("reversible", "rss dropdown", rss, [
            (t("subscribeByRSS.thread"), False, [page(
                f"{rss_base}/post?site={SITE}&url={POST}")])]),
        _entry("reversible", "sort menu", sort_menu, [
            (t("commentsSort.oldest"), False, [find("+time")])]),
        _entry("reversible", "own profile", profile, [
            (t("profile.request-to-delete-data"), False, [
                call("POST", f"{API}/deleteme"), LOGOUT]),
            (t("auth.signout"), False, [LOGOUT])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The administrator's panel, a comment's moderation buttons and their confirmations,
    the blocking menu, the settings with the blocked users."""
    panel = [{"button": ADMIN}, {"icon": t("auth.signout")}]
    auth = {"title": PAGE, "items": [
        *panel, {"link": t("authPanel.show-settings")},
        {"link": t("authPanel.disable-comments")}]}  # fmt: skip
    actions = ["comment.reply", "comment.hide", "comment.copy", "comment.pin"]
    row = {"title": PAGE, "items": [
        *comment(t, OTHER, "Keep it somewhere warm, around 24 degrees.", actions, admin=True),
        {"button": t("comment.block"), "desc": t("comment.blocking-period")},
        {"button": t("comment.delete")}]}  # fmt: skip
    blocked_row = {"title": PAGE, "items": [
        {"button": OTHER}, {"icon": t("comment.toggle-verification")},
        {"text": t("comment.blocked-user")},
        {"text": "Keep it somewhere warm, around 24 degrees."},
        {"button": t("comment.reply")}, {"button": t("comment.hide")},
        {"button": t("comment.copy")}, {"button": t("comment.pin")},
        {"button": t("comment.unblock")}, {"button": t("comment.delete")}]}  # fmt: skip
    durations = ["comment.block", "blockingDuration.permanently", "blockingDuration.month",
                 "blockingDuration.week", "blockingDuration.day"]  # fmt: skip
    menu = {"title": PAGE, "items": [{"menu": t(key)} for key in durations]}
    reply = {"title": PAGE, "items": [
        *comment(t, SPAMMER, "Best prices on flour, click here!",
                 ["comment.cancel", "comment.hide", "comment.copy", "comment.pin"], admin=True),
        *form(t, REPLY_ADMIN, "commentForm.reply")]}  # fmt: skip

    def settings(action: str) -> dict[str, Any]:
        return {"title": PAGE, "items": [
            *panel, {"link": t("authPanel.hide-settings")},
            {"link": t("authPanel.disable-comments")},
            {"text": t("settings.hidden-user-header")},
            {"text": t("settings.no-hidden-users")},
            {"text": t("settings.blocked-users-header")}, {"text": THIRD},
            {"text": t("settings.permanently")}, {"button": t(action)},
            {"text": f"id: {THIRD_ID}"}]}  # fmt: skip

    admin = f"{API}/admin"
    at_post = {"url": POST}
    week = t("blockingDuration.week").lower()
    forever = t("blockingDuration.permanently").lower()

    def ask(message: str) -> dict[str, Any]:
        return confirm(ok, cancel, message)

    def block(user: str, ttl: str) -> str:
        # URLSearchParams writes the undefined ttl of "permanently" as "undefined"
        return call("PUT", f"{admin}/user/{user}", {"block": 1, "ttl": ttl})

    def remove(comment_id: str) -> str:
        return call("DELETE", f"{admin}/comment/{comment_id}", at_post)

    return [
        _entry("reversible", "admin panel", auth, [
            (t("authPanel.show-settings"), False, [call("GET", f"{admin}/blocked")]),
            (t("authPanel.disable-comments"), False, [call(
                "PUT", f"{admin}/readonly", {"url": POST, "ro": 1})])]),
        _entry("opens-prompt", "admin comment actions", row, [
            (t("comment.delete"), False, []), (t("comment.pin"), False, []),
            (t("comment.block"), False, [])]),
        _entry("opens-prompt", "blocking period menu", menu, [
            (t("blockingDuration.week"), False, []),
            (t("blockingDuration.permanently"), False, [])]),
        _entry("reversible", "block for a week confirm", ask(t(
            "comment.block-user", userName=OTHER, duration=week)), [
            (ok, False, [block(OTHER_ID, "10080m")])]),
        _entry("ban", "block permanently confirm", ask(t(
            "comment.block-user", userName=OTHER, duration=forever)), [
            (ok, True, [block(OTHER_ID, "undefined")]), (cancel, False, [])]),
        _entry("ban", "block spammer permanently confirm", ask(t(
            "comment.block-user", userName=SPAMMER, duration=forever)), [
            (ok, True, [block(SPAMMER_ID, "undefined")])]),
        _entry("reversible", "pin confirm", ask(t("comment.pin-comment")), [
            (ok, False, [call("PUT", f"{admin}/pin/{C_OTHER}", {"url": POST, "pin": 1})])]),
        _entry("reversible", "verify confirm", ask(t("comment.verify-user", userName=OTHER)), [
            (ok, False, [call("PUT", f"{admin}/verify/{OTHER_ID}", {"verified": 1})]),
            (cancel, False, [])]),
        _entry("delete", "admin delete confirm", ask(t("comment.delete-message")), [
            (ok, True, [remove(C_OTHER)]), (cancel, False, [])]),
        _entry("delete", "admin delete spam confirm", ask(t("comment.delete-message")), [
            (ok, True, [remove(C_SPAM)])]),
        _entry("delete", "admin delete third comment confirm", ask(t(
            "comment.delete-message")), [(ok, True, [remove(C_THIRD)])]),
        _entry("delete", "admin delete reader's reply confirm", ask(t(
            "comment.delete-message")), [(ok, True, [remove(C_MINE2)])]),
        _entry("publish", "admin reply form", reply, [
            (t("commentForm.reply"), True, [new_comment(REPLY_ADMIN, C_SPAM)]),
            (t("comment.cancel"), False, [])]),
        _entry("opens-prompt", "blocked user comment", blocked_row, [
            (t("comment.unblock"), False, [])]),
        _entry("reversible", "unblock confirm", ask(t("comment.unblock-user")), [
            (ok, False, [call("PUT", f"{admin}/user/{OTHER_ID}", {"block": 0})])]),
        _entry("reversible", "settings unblock confirm", ask(t(
            "settings.unblock-user", userName=THIRD)), [
            (ok, False, [call("PUT", f"{admin}/user/{THIRD_ID}", {"block": 0})])]),
        _entry("opens-prompt", "settings after unblock", settings("settings.block"), [
            (t("settings.block"), False, []),
            (t("authPanel.hide-settings"), False, [find()])]),
        _entry("ban", "settings block confirm", ask(t("settings.block-user", userName=THIRD)), [
            (ok, True, [block(THIRD_ID, "undefined")]), (cancel, False, [])]),
    ]  # fmt: skip


def screens(t: Any, ok: str = "OK", cancel: str = "Cancel") -> list[dict[str, Any]]:
    """Every screen in one language; ``ok`` and ``cancel`` are the browser's buttons of a
    ``window.confirm`` in that language."""
    return reader_screens(t, ok, cancel) + admin_screens(t, ok, cancel)

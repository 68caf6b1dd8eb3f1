"""Builds the eighth held-out corpus (``heldout_v8.yaml``) from a real web app's source.

The source is Phanpy (github.com/cheeaun/phanpy, commit
0340050401a5e19d8c3dd3fde319ee6c81ff3799, 19 Aug 2026), a web client for Mastodon
servers: composing, replying, private mentions and scheduled posts, a post's actions and
menus, reporting, an account's menu (follow, notes, notifications, mute, block, remove
follower), lists, filters, polls, follow requests, notification settings, the profile
editor, scheduled posts and the navigation menu. Its translations are the Lingui
catalogues ``src/locales/<lang>.po`` (en, zh-CN, ja-JP, ko-KR, de-DE, fr-FR, es-ES,
pt-BR, ru-RU); the strings below are looked up by message id (and context) in each of
the nine languages of the term lists, and a message a language leaves empty shows its
English text, as the app does (``fallbackLocales: en``). The screens and **what each
action sends** are read from the same source: each handler's masto.js call (masto 8.0.0,
the version the app pins), which sends ``POST`` for create and named actions (``reblog``,
``favourite``, ``mute``…), ``PUT`` for update, ``DELETE`` for remove and ``PATCH`` for
``update_credentials``, with the parameters as a JSON body whose keys are snake_cased.
Ids: the other person's post ``110``, one's own ``111``, the account ``109`` (@jamie),
poll ``34``, list ``12``, filter ``7``, scheduled post ``88``, a follow request from
``205``. The profile editor and the default visibility send a multipart form, written as
a request with no body.

Each action is labelled by what it does, not by what the policy says: publishing a post,
a reply or a private mention (public or delivered at once), scheduling a post (it is
published later with no further step), boosting (the post is shown again to all one's
followers and its author is notified: as public as publishing), deleting a post, a list,
a filter or a scheduled post (nothing in the app restores them), reporting (the
moderators are told), blocking (the server also ends the follows both ways, which
unblocking does not restore), removing a follower and rejecting a follow request (only
the other person can ask again), and voting in a poll (a vote cannot be changed or
withdrawn) are irreversible. Editing a post, liking, bookmarking, unboosting, muting a
conversation or an account, pinning, following and unfollowing (one can follow again),
turning on an account's notifications, saving a private note, creating a list or a
filter, accepting a follow request (the follower can be removed), saving notification
settings or the profile, refreshing a poll, choosing a report's category, navigating and
every control that only opens a menu, a confirmation or a form are not. Phanpy confirms
by a one-item menu whose entry is the question itself ("Delete this post?"): tapping that
entry is the commit. Every screen is a web page (``web: true``), and every action states
its requests and, where it has one, the JSON body (``{request, body}``).

    git clone https://github.com/cheeaun/phanpy
    git -C phanpy checkout 0340050401a5e19d8c3dd3fde319ee6c81ff3799
    python tests/safety/heldout_v8/build.py phanpy

The corpus was built once, before any change to the policy, and is kept apart from the
pinned corpus and the other held-out corpora; nothing in the policy is tuned to it.
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(1, str(Path(__file__).resolve().parents[1]))  # the shared web_corpus

from web_corpus import build

LANGUAGES = {"en": "en", "zh": "zh-CN", "ja": "ja-JP", "ko": "ko-KR", "de": "de-DE",
             "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}  # fmt: skip
OUT = Path(__file__).with_name("heldout_v8.yaml")
API = "/api/v1"
ACCT = "/api/v1/accounts/109"
VALUES = {"username": "jamie", "domain": "social.example", "hashtag": "gardening"}
Act = tuple[str, bool, list[Any]]


def send(request: str, body: Any = None) -> Any:
    """One request an action makes; with a body, the JSON masto.js serialises."""
    if body is None:
        return request
    return {"request": request, "body": json.dumps(body, ensure_ascii=False)}


def status_body(lang: str, text: str, **extra: Any) -> dict[str, Any]:
    """The composer's params (compose.jsx): the common part, then what a new post adds."""
    return {"status": text, "spoiler_text": "", "language": lang, "sensitive": False,
            "media_ids": [], "quote_approval_policy": extra.pop("quote", "public"),
            **extra}  # fmt: skip


def compose_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The composer (compose.jsx): its submit button says Post, Reply, Update or
    Schedule; every one sends the form's params to the statuses API."""
    post = t("Post", ctx="Submit button in composer")
    tools = [{"button": t("Add content warning")}, {"button": t("Add poll")}]
    new = status_body(lang, "First tulips of the year", visibility="public")
    reply = status_body(lang, "@jamie Lovely!", visibility="public", in_reply_to_id="110")
    direct = status_body(lang, "@jamie See you at six", quote="nobody", visibility="direct")
    later = status_body(lang, "Garden open day on Sunday", visibility="public",
                        scheduled_at="2026-06-01T09:00:00.000Z")  # fmt: skip
    edit = status_body(lang, "First tulips of the year!", media_attributes=[])
    return [
        _entry("publish", "compose (new post)", {"items": [
            {"field": "status", "hint": t("What are you doing?"),
             "text": "First tulips of the year", "focused": True},
            *tools, {"text": t("Public")}, {"button": post}],
        }, [(post, True, [send(f"POST {API}/statuses", new)])]),
        _entry("publish", "compose (reply)", {"items": [
            {"text": t("Replying to @{0}’s post", "jamie")},
            {"field": "status", "hint": t("Post your reply"), "text": "@jamie Lovely!",
             "focused": True}, *tools, {"text": t("Public")}, {"button": t("Reply")}],
        }, [(t("Reply"), True, [send(f"POST {API}/statuses", reply)])]),
        _entry("send", "compose (private mention)", {"items": [
            {"field": "status", "hint": t("What are you doing?"),
             "text": "@jamie See you at six", "focused": True},
            *tools, {"text": t("Private mention")}, {"button": post}],
        }, [(post, True, [send(f"POST {API}/statuses", direct)])]),
        _entry("publish", "compose (scheduled)", {"items": [
            {"field": "status", "hint": t("What are you doing?"),
             "text": "Garden open day on Sunday", "focused": True},
            *tools, {"text": t("Public")}, {"button": t("Schedule")}],
        }, [(t("Schedule"), True, [send(f"POST {API}/statuses", later)])]),
        _entry("reversible", "compose (edit)", {"items": [
            {"text": t("Editing source post")},
            {"field": "status", "hint": t("Edit your post"),
             "text": "First tulips of the year!", "focused": True}, {"button": t("Update")}],
        }, [(t("Update"), False, [send(f"PUT {API}/statuses/111", edit)])]),
    ]  # fmt: skip


def post_screens(t: Any) -> list[dict[str, Any]]:
    """A post (status.jsx): its action bar, the boost submenu, the More menus and the
    one-item menu that confirms a delete."""
    other, own = f"{API}/statuses/110", f"{API}/statuses/111"
    own_menu = [
        {"menu": t("Copy post text")},
        {"menu": t("Mute conversation")},
        {"menu": t("Pin to profile")},
        {"menu": t("Edit")},
        {"menu": t("Delete…")},
    ]
    return [
        _entry("harmless", "status action bar", {
            "title": "Jamie Larson", "items": [
                {"text": "First tulips of the year"}, {"button": t("Reply")},
                {"button": t("Boost/Quote…")}, {"button": t("Like")},
                {"button": t("Bookmark")}, {"button": t("More")}],
        }, [(t("Reply"), False, []), (t("Boost/Quote…"), False, []),
            (t("Like"), False, [f"POST {other}/favourite"]),
            (t("Bookmark"), False, [f"POST {other}/bookmark"])]),
        # MenuConfirm: the submenu's first entry boosts (reblog()), Quote opens the composer.
        _entry("publish", "status boost submenu", {
            "title": "Jamie Larson", "dialog": {},
            "items": [{"menu": t("Boost")}, {"menu": t("Quote")}],
        }, [(t("Boost"), True, [f"POST {other}/reblog"])]),
        _entry("reversible", "status boost submenu (boosted)", {
            "title": "Jamie Larson", "dialog": {},
            "items": [{"menu": t("Unboost")}, {"menu": t("Quote")}],
        }, [(t("Unboost"), False, [f"POST {other}/unreblog"])]),
        _entry("reversible", "status menu (own post)", {
            "title": "Alex Kim", "dialog": {}, "items": own_menu,
        }, [(t("Mute conversation"), False, [f"POST {own}/mute"]),
            (t("Pin to profile"), False, [f"POST {own}/pin"]),
            (t("Delete…"), False, [])]),
        _entry("delete", "status menu (delete confirmation)", {
            "title": "Alex Kim", "dialog": {},
            "items": [*own_menu, {"menu": t("Delete this post?")}],
        }, [(t("Delete this post?"), True, [f"DELETE {own}"])]),
        _entry("opens-prompt", "status menu (someone else's post)", {
            "title": "Jamie Larson", "dialog": {},
            "items": [{"menu": t("Copy post text")}, {"menu": t("Report post…")}],
        }, [(t("Report post…"), False, [])]),
    ]  # fmt: skip


def report_screens(t: Any) -> list[dict[str, Any]]:
    """The report modal (report-modal.jsx): reports.create({accountId, statusIds,
    category, comment, ruleIds, forward}); the second button blocks first."""
    report = send(
        f"POST {API}/reports",
        {"account_id": "109", "status_ids": ["110"], "category": "spam", "forward": True},
    )
    plus_block = t("Send Report <0>+ Block profile</0>")
    return [
        _entry("report", "report-modal (post)", {
            "title": t("Report Post"), "items": [
                {"text": t("What's the issue with this post?")},
                {"radio": t("Spam")}, {"radio": t("Illegal")}, {"radio": t("Other")},
                {"field": "comment", "hint": t("Additional info")},
                {"switch": t("Forward to <0>{domain}</0>")}, {"button": t("Send Report")},
                {"button": t("Send Report <0>+ Mute profile</0>")}, {"button": plus_block}],
        }, [(t("Spam"), False, []), (t("Send Report"), True, [report]),
            (plus_block, True, [f"POST {ACCT}/block", report])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """A profile (related-actions.jsx, private-note-sheet.jsx): follow, the unfollow
    confirmation, the account's menu and its submenus, the private note."""
    block_q = t("Block <0>@{username}</0>?")
    remove_q = t("Remove <0>@{username}</0> from followers?")
    menu = [
        {"menu": t("Add notes")},
        {"menu": t("Enable notifications")},
        {"menu": t("Add/Remove from Lists")},
        {"menu": t("Mute <0>@{username}</0>…")},
        {"menu": t("Remove follower…")},
        {"menu": t("Block <0>@{username}</0>…")},
        {"menu": t("Report <0>@{username}</0>…")},
    ]
    unfollow = t("Unfollow @{0}?", "jamie@social.example")
    return [
        _entry("reversible", "profile (not following)", {
            "title": "Jamie Larson", "items": [
                {"text": "@jamie@social.example"}, {"button": t("Follow")},
                {"button": t("More")}],
        }, [(t("Follow"), False, [f"POST {ACCT}/follow"])]),
        _entry("reversible", "profile (unfollow confirmation)", {
            "title": "Jamie Larson", "dialog": {}, "items": [{"menu": unfollow}],
        }, [(unfollow, False, [f"POST {ACCT}/unfollow"])]),
        _entry("reversible", "profile menu", {
            "title": "Jamie Larson", "dialog": {}, "items": menu,
        }, [(t("Enable notifications"), False, [send(f"POST {ACCT}/follow", {"notify": True})]),
            (t("Block <0>@{username}</0>…"), False, [])]),
        _entry("reversible", "profile menu (mute durations)", {
            "title": "Jamie Larson", "dialog": {}, "items": [*menu, {"menu": t("Forever")}],
        }, [(t("Forever"), False, [send(f"POST {ACCT}/mute", {"duration": 0})])]),
        _entry("block", "profile menu (block confirmation)", {
            "title": "Jamie Larson", "dialog": {}, "items": [*menu, {"menu": block_q}],
        }, [(block_q, True, [f"POST {ACCT}/block"])]),
        _entry("block", "profile menu (remove follower confirmation)", {
            "title": "Jamie Larson", "dialog": {}, "items": [*menu, {"menu": remove_q}],
        }, [(remove_q, True, [f"POST {ACCT}/remove_from_followers"])]),
        _entry("reversible", "private-note-sheet", {
            "title": t("Notes"), "items": [
                {"text": t("Only visible to you")},
                {"field": "note", "text": "Met at the spring fair", "focused": True},
                {"button": t("Cancel")}, {"button": t("Save & close")}],
        }, [(t("Save & close"), False, [send(f"POST {ACCT}/note",
                                             {"comment": "Met at the spring fair"})])]),
    ]  # fmt: skip


def organise_screens(t: Any) -> list[dict[str, Any]]:
    """Lists (list-add-edit.jsx), filters (filters.jsx) and a poll (poll.jsx)."""
    new_list = {"title": "Gardening", "replies_policy": "list", "exclusive": False}
    new_filter = {
        "title": "Finale spoilers",
        "context": ["home", "public", "notifications", "thread", "account"],
        "expires_in": None,
        "keywords_attributes": [{"keyword": "finale", "whole_word": True}],
        "filter_action": "warn",
    }
    contexts = [{"switch": t(k)} for k in ("Home and lists", "Public timelines", "Notifications")]
    return [
        _entry("reversible", "list-add-edit (new)", {
            "title": t("New list"), "items": [
                {"field": "title", "hint": t("Name"), "text": "Gardening"},
                {"text": t("Show replies to list members")},
                {"switch": t("Hide posts on this list from Home/Following")},
                {"button": t("Create")}],
        }, [(t("Create"), False, [send(f"POST {API}/lists", new_list)])]),
        _entry("delete", "list-add-edit (delete confirmation)", {
            "title": t("Edit list"), "dialog": {}, "items": [{"menu": t("Delete this list?")}],
        }, [(t("Delete this list?"), True, [f"DELETE {API}/lists/12"])]),
        _entry("reversible", "filters (new)", {
            "title": t("New filter"), "items": [
                {"field": "title", "hint": t("Title"), "text": "Finale spoilers"},
                {"field": "keyword", "text": "finale"}, {"switch": t("Whole word")},
                {"button": t("Add keyword")}, {"text": t("Filter from…")}, *contexts,
                {"text": t("Expiry")}, {"text": t("Filtered post will be…")},
                {"radio": t("minimized")}, {"radio": t("hidden")}, {"button": t("Create")}],
        }, [(t("Create"), False, [send("POST /api/v2/filters", new_filter)])]),
        _entry("delete", "filters (delete confirmation)", {
            "title": t("Edit filter"), "dialog": {},
            "items": [{"menu": t("Delete this filter?")}],
        }, [(t("Delete this filter?"), True, ["DELETE /api/v2/filters/7"])]),
        _entry("vote", "poll", {
            "title": "Jamie Larson", "items": [
                {"text": "Tea or coffee?"}, {"radio": "Tea"}, {"radio": "Coffee"},
                {"button": t("Vote")}, {"button": t("Show results")},
                {"button": t("Refresh")}],
        }, [(t("Vote"), True, [send(f"POST {API}/polls/34/votes", {"choices": [1]})]),
            (t("Refresh"), False, [f"GET {API}/polls/34"])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """Follow requests, notification settings (notifications.jsx), the profile editor
    (edit-profile-sheet.jsx), scheduled posts and the navigation menu."""
    policy = {
        "for_not_following": "filter",
        "for_not_followers": "accept",
        "for_new_accounts": "filter",
        "for_private_mentions": "filter",
        "for_limited_accounts": "filter",
        "summary": {"pending_requests_count": 0, "pending_notifications_count": 0},
    }
    labels = (
        "People you don't follow",
        "People not following you",
        "New accounts",
        "Unsolicited private mentions",
        "Moderated accounts",
    )
    requests = f"{API}/follow_requests/205"
    return [
        _entry("follow-requests", "follow-request-buttons", {
            "title": t("Follow requests"), "items": [
                {"text": "Sam Rivera"}, {"button": t("Accept")}, {"button": t("Reject")}],
        }, [(t("Accept"), False, [f"POST {requests}/authorize"]),
            (t("Reject"), True, [f"POST {requests}/reject"])]),
        _entry("reversible", "notifications settings", {
            "title": t("Notifications"),
            "dialog": {"title": t("Notifications settings"),
                       "message": t("Filter notifications from:")},
            "items": [*({"text": t(label)} for label in labels), {"button": t("Save")}],
        }, [(t("Save"), False, [send("PUT /api/v2/notifications/policy", policy)])]),
        _entry("reversible", "edit-profile-sheet", {
            "title": t("Edit profile"), "items": [
                {"field": "display_name", "hint": t("Name"), "text": "Alex Kim"},
                {"field": "note", "hint": t("Bio"), "text": "Gardener"},
                {"button": t("Cancel")}, {"button": t("Save")}],
        }, [(t("Save"), False, [f"PATCH {API}/accounts/update_credentials"])]),
        _entry("delete", "scheduled-posts (delete confirmation)", {
            "title": t("Scheduled Posts"), "dialog": {},
            "items": [{"menu": t("Delete scheduled post?")}],
        }, [(t("Delete scheduled post?"), True, [f"DELETE {API}/scheduled_statuses/88"])]),
        _entry("harmless", "nav-menu", {
            "title": t("Notifications"), "dialog": {},
            "items": [{"menu": t("Home")}, {"menu": t("Bookmarks")}, {"menu": t("Lists")},
                      {"menu": t("Filters")}],
        }, [(t("Home"), False, [])]),
    ]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"phanpy {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def catalogue(path: Path) -> dict[tuple[str | None, str], str]:
    """A Lingui ``.po`` file's messages: (context, id) -> translation ('' where none)."""
    out: dict[tuple[str | None, str], str] = {}
    entry: dict[str, str] = {}
    key = ""
    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if not line.strip():
            if "msgid" in entry and "msgid_plural" not in entry:
                out[(entry.get("msgctxt"), _unquote(entry["msgid"]))] = _unquote(
                    entry.get("msgstr", "")
                )
            entry, key = {}, ""
        elif line.startswith('"') and key:
            entry[key] += line[1:-1]
        elif not line.startswith("#"):
            match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr)(?:\[\d+\])? "(.*)"$', line)
            if match:
                key = match.group(1)
                entry[key] = match.group(2)
    return out


def _unquote(text: str) -> str:
    return re.sub(r'\\(["\\n])', lambda m: "\n" if m.group(1) == "n" else m.group(1), text)


class Lookup:
    """``t(id)`` for one language: the app's message, its English text where the language
    leaves it empty, tags (``<0>…</0>``) reduced to their text, ``{name}`` filled in."""

    def __init__(self, table: dict[tuple[str | None, str], str], english: set[Any]) -> None:
        self.table, self.english = table, english
        self.fallbacks: set[str] = set()

    def __call__(self, message: str, *args: str, ctx: str | None = None) -> str:
        if (ctx, message) not in self.english:
            raise SystemExit(f"no message {message!r} in the app")
        text = self.table.get((ctx, message)) or ""
        if not text:
            self.fallbacks.add(message)
            text = message
        values = {**VALUES, **{str(i): value for i, value in enumerate(args)}}
        text = re.sub(r"</?\d+/?>", "", text)
        return re.sub(r"\{(\w+)\}", lambda m: values.get(m.group(1), m.group(0)), text)


def main(phanpy: str) -> int:
    folder = Path(phanpy) / "src" / "locales"
    english = set(catalogue(folder / "en.po"))

    def lookup(lang: str) -> Lookup:
        return Lookup(catalogue(folder / f"{LANGUAGES[lang]}.po"), english)

    def screens(t: Lookup, lang: str) -> list[dict[str, Any]]:
        return [*compose_screens(t, lang), *post_screens(t), *report_screens(t),
                *account_screens(t), *organise_screens(t), *other_screens(t)]  # fmt: skip

    return build(OUT, Path(__file__), LANGUAGES, lookup, screens)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

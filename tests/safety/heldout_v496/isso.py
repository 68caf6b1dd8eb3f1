"""Isso's screens for the four-hundred-and-ninety-sixth held-out corpus: ``screens(t, ok,
cancel)`` lays them out in one language, ``t(key)`` being that language's lookup of a key of
the app's ``isso/js/app/i18n/<lang>.js`` catalogue and ``t.plural(key, n)`` its plural form,
``ok`` and ``cancel`` the browser's buttons of a page's ``confirm()``. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, urlencode

ISSO = "https://comments.example.org"  # the data-isso endpoint, another origin than the blog
BLOG = "https://allotment.example.net"
POST_URI, POST_TITLE = "/2026/pruning-plums/", "Pruning plum trees in June - Allotment diary"
NEW_URI, NEW_TITLE = "/2026/seed-potatoes/", "Chitting seed potatoes - Allotment diary"
ADMIN_TITLE = "Isso admin"
# itsdangerous signatures of the comment ids (made up): the moderation keys of the e-mails
# and of the admin page.
KEYS = {7: "Nw.aFx3Qw.R5tY8uWq2Zx0Lm3Nv6Bc9Kd1Hs4",
        15: "MTU.aFx3Qw.3kT9bWq7LrVx0Zy2NcHd5JpEa1s",
        16: "MTY.aFx3Qw.Qm8Lr2Vt6Xk0Ps9Dz4Hn1BcYf7w"}  # fmt: skip
MAREN, MAREN_SITE = "Maren Holt", "https://marenholt.example.com"
AUTHOR, INES, ALICE, EMAIL = "Tomasz Wiecek", "Ines Duarte", "Alice Brennan", "alice@example.org"
Act = tuple[str, bool, list[Any]]
ENTER = "enter"  # an act whose label is ENTER presses Enter in the focused field


def uri_component(text: str) -> str:
    """``encodeURIComponent``."""
    return quote(text, safe="-_.!~*'()")


def xhr(method: str, path: str, data: Any = None, origin: str = ISSO) -> Any:
    """``curl()``'s XMLHttpRequest (api.js) or admin.js's ``ajax()``; a body is
    JSON.stringify's."""
    url = f"{origin}{path}"
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def local(method: str, path: str, data: Any = None) -> Any:
    """A request of a page served by Isso itself (the admin page, a moderation link's page)
    to its own origin; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str, via: str = "link") -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location`` or a GET form."""
    return {"request": f"GET {url}", "via": via}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        act: dict[str, Any] = {"enter": True} if label == ENTER else {"tap": label}
        cases.append({**act, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"isso {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def create(uri: str, text: str, parent: int | None = None, email: str | None = None,
           notification: int = 0) -> Any:  # fmt: skip
    """api.create: the postbox's fields, null where empty, the thread's title null (the
    section has no data-title)."""
    return xhr("POST", f"/new?uri={uri_component(uri)}", {
        "author": ALICE, "email": email, "website": None, "text": text, "parent": parent,
        "title": None, "notification": notification})  # fmt: skip


def widget_screens(t: Any) -> list[dict[str, Any]]:
    """The comment widget on a blog post: its postbox empty, filled, in preview and with an
    e-mail; a new thread's postbox; comments of others and their reply forms, the hidden
    replies' loader; the reader's own queued comment and reply, their edit and their armed
    delete links; the blog's index with the comment counts."""
    feed = page(f"{ISSO}/feed?uri={uri_component(POST_URI)}")  # api.feed(), an <a href>

    def postbox(text: str, email: str = "", notify: bool | None = None,
                preview: bool = False) -> list[dict[str, Any]]:  # fmt: skip
        items: list[dict[str, Any]] = []
        if preview:
            items.append({"text": text})
        else:
            items.append({"field": "isso-textarea", "hint": t("postbox-text"), "text": text})
        items += [
            {"text": t("postbox-author")},
            {"field": "isso-postbox-author", "hint": t("postbox-author-placeholder"),
             "text": ALICE if text else ""},
            {"text": t("postbox-email")},
            {"field": "isso-postbox-email", "hint": t("postbox-email-placeholder"),
             "text": email},
            {"text": t("postbox-website")},
            {"field": "isso-postbox-website", "hint": t("postbox-website-placeholder"),
             "text": ""},
            {"button": t("postbox-submit")},
            {"button": t("postbox-edit") if preview else t("postbox-preview")}]  # fmt: skip
        if notify is not None:  # shown once an e-mail is typed (reply-notifications on)
            items.append({"switch": t("postbox-notification"), "checked": notify})
        return items

    head = [{"text": t.plural("num-comments", 4)}, {"link": t("atom-feed")}]
    empty = {"title": POST_TITLE, "items": [*head, *postbox("")]}
    text1 = "We pruned ours in July and lost half the crop to silver leaf."
    filled = {"title": POST_TITLE, "items": [*head, *postbox(text1)]}
    preview = {"title": POST_TITLE, "items": [*head, *postbox(text1, preview=True)]}
    text2 = "Is a dwarf rootstock pruned the same way?"
    mail_off = {"title": POST_TITLE, "items": [*head, *postbox(text2, EMAIL, False)]}
    mail_on = {"title": POST_TITLE, "items": [*head, *postbox(text2, EMAIL, True)]}
    text3 = "Which variety did you chit first?"
    fresh = {"title": NEW_TITLE, "items": [
        {"text": t("no-comments")}, *postbox(text3)]}  # fmt: skip

    def footer(reply: str | None, votes: int = 0) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = [{"text": str(votes)}] if votes else []
        items += [{"id": "isso-upvote"}, {"text": "|"}, {"id": "isso-downvote"}]
        return items + ([{"link": reply}] if reply else [])

    maren_text = "Summer pruning keeps the tree small. Cut new shoots back to five leaves."
    maren_head = [{"link": MAREN}, {"text": "\u2022"}, {"link": t.plural("date-day", 3)}]
    maren = {"title": POST_TITLE, "items": [
        *maren_head, {"text": maren_text}, *footer(t("comment-reply"), 6)]}  # fmt: skip
    tomasz = {"title": POST_TITLE, "items": [
        {"text": AUTHOR}, {"text": "\u2022"}, {"text": t("comment-page-author-suffix")},
        {"text": "\u2022"}, {"link": t.plural("date-day", 1)},
        {"text": "Yes, and thin the fruit once the stones harden."},
        *footer(t("comment-reply"), 2)]}  # fmt: skip
    ines_text = "Mine is a Czar and it fruits better after a June cut."
    ines_head = [{"text": INES}, {"text": "\u2022"}, {"link": t.plural("date-hour", 5)},
                 {"text": ines_text}]  # fmt: skip
    reply_text = "Five leaves worked for my greengage too."
    reply_form = [
        {"field": "isso-textarea", "hint": t("postbox-text"), "text": reply_text},
        {"field": "isso-postbox-author", "hint": t("postbox-author-placeholder"),
         "text": ALICE},
        {"field": "isso-postbox-email", "hint": t("postbox-email-placeholder"), "text": ""},
        {"button": t("postbox-submit")}, {"button": t("postbox-preview")}]  # fmt: skip
    replying = {"title": POST_TITLE, "items": [
        *maren_head, {"text": maren_text}, *footer(t("comment-close"), 6),
        *reply_form]}  # fmt: skip
    replying_ines = {"title": POST_TITLE, "items": [
        *ines_head, *footer(t("comment-close")), *reply_form]}  # fmt: skip
    loader = {"title": POST_TITLE, "items": [
        *ines_head, *footer(t("comment-reply")),
        {"link": t.plural("comment-hidden", 3)}]}  # fmt: skip

    own_text = "Does this work for a Victoria plum on a dwarf rootstock?"
    own_edit = "Does this work for a Victoria plum on a Pixy rootstock?"

    def own(text: Any, edit: str, delete: str, cancel: bool = False) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": ALICE}, {"text": "\u2022"}, {"link": t("date-now")},
            {"text": t("comment-queued")}, text, *footer(None), {"link": edit}]  # fmt: skip
        if cancel:
            items.append({"link": t("comment-cancel")})
        items.append({"link": delete})
        return {"title": POST_TITLE, "items": items}

    own_view = own({"text": own_text}, t("comment-edit"), t("comment-delete"))
    own_editing = own({"field": "isso-textarea", "hint": "", "text": own_edit, "focused": True},
                      t("comment-save"), t("comment-delete"), cancel=True)  # fmt: skip
    own_armed = own({"text": own_text}, t("comment-edit"), t("comment-confirm"))
    own_reply_text = "Thanks, I will try it next week."
    own_reply = {"title": POST_TITLE, "items": [
        {"text": ALICE}, {"text": "\u2022"}, {"link": t.plural("date-minute", 2)},
        {"text": t("comment-queued")}, {"text": own_reply_text}, *footer(None),
        {"link": t("comment-edit")}, {"link": t("comment-delete")}]}  # fmt: skip
    own_reply_armed = copy.deepcopy(own_reply)
    own_reply_armed["items"][-1] = {"link": t("comment-confirm")}
    index = {"title": "Allotment diary", "items": [
        {"link": "Pruning plum trees in June"}, {"link": t.plural("num-comments", 4)},
        {"link": "Chitting seed potatoes"}, {"link": t.plural("num-comments", 1)}]}  # fmt: skip

    post = uri_component(POST_URI)
    return [
        _entry("harmless", "empty postbox", empty, [
            (t("postbox-submit"), False, []),
            (t("postbox-preview"), False, [xhr("POST", "/preview", {"text": ""})]),
            (t("atom-feed"), False, [feed])]),
        _entry("send", "filled postbox", filled, [
            (t("postbox-preview"), False, [xhr("POST", "/preview", {"text": text1})]),
            (t("postbox-submit"), True, [create(POST_URI, text1)])]),
        _entry("send", "postbox in preview", preview, [
            (t("postbox-edit"), False, []),
            (t("postbox-submit"), True, [create(POST_URI, text1)])]),
        _entry("harmless", "postbox with an e-mail", mail_off, [
            (t("postbox-notification"), False, [])]),
        _entry("send", "postbox with notifications on", mail_on, [
            (t("postbox-submit"), True, [create(POST_URI, text2, email=EMAIL,
                                                notification=1)])]),
        _entry("send", "postbox of a new thread", fresh, [
            (t("postbox-preview"), False, [xhr("POST", "/preview", {"text": text3})]),
            (t("postbox-submit"), True, [create(NEW_URI, text3)])]),
        _entry("vote", "a reader's comment votes", maren, [
            ("isso-upvote", True, [xhr("POST", "/id/7/like")]),
            ("isso-downvote", True, [xhr("POST", "/id/7/dislike")])]),
        _entry("harmless", "a reader's comment links", maren, [
            (t("comment-reply"), False, []), (MAREN, False, [page(MAREN_SITE)]),
            (t.plural("date-day", 3), False, [])]),
        _entry("vote", "the page author's reply", tomasz, [
            ("isso-upvote", True, [xhr("POST", "/id/8/like")]),
            (t("comment-reply"), False, [])]),
        _entry("send", "reply form", replying, [
            (t("comment-close"), False, []),
            (t("postbox-preview"), False, [xhr("POST", "/preview", {"text": reply_text})]),
            (t("postbox-submit"), True, [create(POST_URI, reply_text, parent=7)])]),
        _entry("send", "reply form under a reply", replying_ines, [
            (t("postbox-submit"), True, [create(POST_URI, reply_text, parent=7)]),
            (t("comment-close"), False, [])]),
        _entry("harmless", "hidden replies loader", loader, [
            (t.plural("comment-hidden", 3), False, [xhr(
                "GET", f"/?uri={post}&sort=oldest&parent=7&offset=5&limit=5&nested_limit=5")])]),
        _entry("opens-prompt", "own queued comment", own_view, [
            (t("comment-edit"), False, [xhr("GET", "/id/12?plain=1")]),
            (t("comment-delete"), False, [])]),
        _entry("reversible", "own comment in edit", own_editing, [
            (t("comment-save"), False, [xhr("PUT", "/id/12", {"text": own_edit})]),
            (t("comment-cancel"), False, [])]),
        _entry("delete", "own comment delete armed", own_armed, [
            (t("comment-confirm"), True, [xhr("DELETE", "/id/12")]),
            (t("comment-edit"), False, [xhr("GET", "/id/12?plain=1")])]),
        _entry("opens-prompt", "own queued reply", own_reply, [
            (t("comment-delete"), False, [])]),
        _entry("delete", "own reply delete armed", own_reply_armed, [
            (t("comment-confirm"), True, [xhr("DELETE", "/id/13")])]),
        _entry("harmless", "blog index comment counts", index, [
            (t.plural("num-comments", 4), False, [page(POST_URI)]),
            (t.plural("num-comments", 1), False, [page(NEW_URI)])]),
    ]  # fmt: skip


def admin_screens(ok: str, cancel: str) -> list[dict[str, Any]]:
    """The admin interface (English in every language): its login page, its header and
    filters, its search, a pending, a published and a hidden comment's rows, a row in edit,
    the list grouped by thread; the pages the moderation e-mail's links open, each a
    ``confirm()``."""
    header = [{"link": "Isso Administration"}, {"link": "Log Out"}]
    filters = [
        {"link": "Valid (41)"}, {"link": "Pending (2)"}, {"link": "Staled (1)"},
        {"text": "Group by thread:"}]  # fmt: skip
    orders = [{"link": f"{name} \u2193"} for name in ("id", "created", "modified", "likes",
                                                      "dislikes")]  # fmt: skip
    login = {"title": ADMIN_TITLE, "items": [
        {"link": "Isso Administration"}, {"text": "Administration secured by password:"},
        {"field": "password", "hint": "", "text": "plum-tree-admin-42",
         "focused": True}]}  # fmt: skip
    top = {"title": ADMIN_TITLE, "items": [
        *header, *filters, {"switch": "Group by thread", "checked": False},
        {"text": "Pages:"}, {"field": "page", "hint": "", "text": "0"}, {"text": "/ 0"},
        {"text": "Order:"}, *orders]}  # fmt: skip
    search_url = f"{BLOG}{POST_URI}#isso-7"
    search = {"title": ADMIN_TITLE, "items": [
        {"text": "Search by URL"}, {"link": "?"},
        {"field": "comment_search_url", "hint": "https://example.com/demo/#isso-1",
         "text": search_url}, {"button": "Search"}]}  # fmt: skip

    def row(author: str, email: str | None, site: str | None, label: str,
            text: Any, controls: list[str]) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [
            {"text": f"Thread: Pruning plum trees in June ({POST_URI})"},
            {"text": author}]  # fmt: skip
        if email:
            items += [{"text": email}, {"link": "mailto"}]
        if site:
            items += [{"text": site}, {"link": "open"}]
        items += [{"text": "5 June 2026 08:14"}, {"text": label}, text]
        items += [{"link": name} for name in controls]
        return {"title": ADMIN_TITLE, "items": items}

    spam = "Great tips! Cheap garden sheds delivered next day, see my shop."
    shed = "https://sheds.example.biz"
    pending = row("Grower Dan", "dan@example.net", shed, "Pending", {"text": spam},
                  ["Edit", "Delete", "Validate"])  # fmt: skip
    cleaned = "Great tips!"
    editing = row("Grower Dan", "dan@example.net", shed, "Pending",
                  {"field": "isso-text-15-textarea", "hint": "", "text": cleaned},
                  ["Cancel", "Send", "Delete", "Validate"])  # fmt: skip
    maren_text = "Summer pruning keeps the tree small. Cut new shoots back to five leaves."
    valid = row(MAREN, None, MAREN_SITE, "Valid", {"text": maren_text}, ["Edit", "Delete"])
    staled = row("Anonymous", None, None, "Staled", {"text": "HIDDEN. Original text:"},
                 ["Edit"])  # fmt: skip
    grouped = {"title": ADMIN_TITLE, "items": [
        *header, *filters, {"switch": "Group by thread", "checked": True},
        {"text": "Pruning plum trees in June"}, {"link": POST_URI}]}  # fmt: skip

    def moderation(action: str, number: int) -> tuple[dict[str, Any], list[Any]]:
        """The page of an e-mail's link ``/id/N/<action>/<key>``: its ``confirm()``; OK
        sends the same URL with POST, then loads the comment's place in the thread."""
        path = f"/id/{number}/{action}/{KEYS[number]}"
        screen = {"dialog": {"message": f"{action.capitalize()}: Are you sure?"},
                  "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
        return screen, [local("POST", path), page(f"{BLOG}{POST_URI}")]

    def moderate(action: str, number: int) -> Any:
        """admin.js's moderate(): a POST with no body, the row faded out."""
        return local("POST", f"/id/{number}/{action}/{KEYS[number]}")

    delete_15, delete_15_sends = moderation("delete", 15)
    activate_16, activate_16_sends = moderation("activate", 16)
    delete_7, delete_7_sends = moderation("delete", 7)
    return [
        _entry("reversible", "admin login", login, [
            (ENTER, False, [{"request": local("POST", "/login/"),
                             "body": urlencode({"password": "plum-tree-admin-42"}),
                             "via": "form"}])]),
        _entry("reversible", "admin header and filters", top, [
            ("Valid (41)", False, [page("/admin/?mode=1&page=0&order_by=created")]),
            ("Group by thread", False, [page("/admin/?mode=2&page=0&order_by=tid")]),
            ("likes \u2193", False, [page("/admin/?mode=2&page=0&order_by=likes&asc=1")]),
            ("Log Out", False, [page("/admin/")])]),
        _entry("harmless", "admin search", search, [
            ("?", False, []),
            ("Search", False, [page("/admin/?" + urlencode(
                {"mode": "0", "comment_search_url": search_url}), via="form")])]),
        _entry("delete", "admin pending comment delete", pending, [
            ("Delete", True, [moderate("delete", 15)]), ("mailto", False, [])]),
        _entry("publish", "admin pending comment validate", pending, [
            ("Validate", True, [moderate("activate", 15)]), ("Edit", False, [])]),
        _entry("reversible", "admin pending comment in edit", editing, [
            ("Send", False, [local("POST", "/id/15/edit/" + KEYS[15], {
                "text": cleaned, "author": "Grower Dan", "email": "dan@example.net",
                "website": shed})]),
            ("Cancel", False, [])]),
        _entry("delete", "admin published comment", valid, [
            ("Delete", True, [moderate("delete", 7)]), ("open", False, [page(MAREN_SITE)])]),
        _entry("harmless", "admin hidden comment", staled, [("Edit", False, [])]),
        _entry("harmless", "admin grouped by thread", grouped, [
            ("Group by thread", False, [page("/admin/?mode=2&page=0&order_by=id")])]),
        _entry("delete", "moderation e-mail delete link", delete_15, [
            (ok, True, delete_15_sends), (cancel, False, [])]),
        _entry("publish", "moderation e-mail activate link", activate_16, [
            (ok, True, activate_16_sends), (cancel, False, [])]),
        _entry("delete", "moderation e-mail delete link of a published comment", delete_7, [
            (cancel, False, []), (ok, True, delete_7_sends)]),
    ]  # fmt: skip


def screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*widget_screens(t), *admin_screens(ok, cancel)]

"""Pixelfed's screens for the hundred-and-eightieth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key of the app's
``resources/lang/<lang>/*.php`` catalogue (``web.`` keys are the Vue components' ``$t``) and
``ok`` the browser's OK and Cancel of a JavaScript ``confirm()``. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

POST, MINE = "684392510327357442", "684401186913665025"
ARCHIVED, COMMENT = "684377205149917185", "684402311285710849"
BOB, CAROL, DAVE = "684388104230379521", "684390871542337537", "684385522164760577"
REQUEST, MESSAGE, TOKEN_ID = "31", "684403977104998401", "7f3c9a2b1e"
CSRF = "Xq8Zk2LmN4pR7sT1vW3yB6dF9hJ0cA5eG8iK2mO4"  # made up; Laravel's csrf_token()
CAPTION, REPLY, DM = "Morning light over the harbour", "What a view!", "See you at the market?"
Act = tuple[str, bool, list[Any]]
SWAL = ("Cancel", "OK")  # sweetalert's buttons: true, the library's own English words


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios request; a body is its JSON."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def form(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A Blade form's submit: a urlencoded POST with ``_token``."""
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)
    return {"request": f"POST {path}", "body": body, "via": "form"}


def link(path: str) -> dict[str, str]:
    """A page load (an ``<a href>`` or ``location.href``)."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"pixelfed {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(title: str, message: str, ok: tuple[str, str]) -> dict[str, Any]:
    """``window.confirm(message)``: the browser's dialog over the page."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def swal(title: str, heading: str, text: str) -> dict[str, Any]:
    """sweetalert's ``swal({title, text, buttons: true})``: a page modal, Cancel then OK."""
    return {"title": title, "dialog": {"title": heading, "message": text},
            "items": [{"button": SWAL[0]}, {"button": SWAL[1]}]}  # fmt: skip


def modal(title: str, rows: list[str], buttons: list[str]) -> dict[str, Any]:
    """A b-modal list of choices over the page (its rows of text above)."""
    return {"title": title, "dialog": {},
            "items": [*({"text": r} for r in rows), *({"button": b} for b in buttons)]}  # fmt: skip


def post_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A post's page (Post.vue, PostHeader, PostReactions), its context menu, share and report
    modals and their confirmations, the comment drawer."""
    page = "@bob"
    like, comment, cancel = t("web.common.like"), t("web.common.comment"), t("web.common.cancel")
    menu_icon, boost, mark = "far fa-ellipsis-v", "far fa-retweet", "far fa-bookmark"
    fresh = {"title": page, "items": [
        {"icon": menu_icon}, {"text": CAPTION}, {"button": like}, {"button": comment},
        {"icon": boost}, {"icon": mark}]}  # fmt: skip
    liked_label = f"1 {like}"
    done = {"title": page, "items": [
        {"icon": menu_icon}, {"text": CAPTION}, {"button": liked_label},
        {"button": comment}, {"icon": "fas fa-retweet"}, {"icon": "fas fa-bookmark"}]}  # fmt: skip
    view_post, view_profile = t("web.menu.viewPost"), t("web.menu.viewProfile")
    share, report = t("web.common.share"), t("web.menu.report")
    archive, unarchive = t("web.menu.archive"), t("web.menu.unarchive")
    delete = t("web.common.delete")
    others_menu = modal(page, [], [view_post, view_profile, share, report, cancel])
    own_menu = modal("@alice", [], [view_post, view_profile, share, archive, delete, cancel])
    archived_menu = modal("@alice", [], [unarchive, cancel])
    to_followers = t("web.menu.toFollowers")
    share_label, unshare_label = f"Share {to_followers}", f"Unshare {to_followers}"
    copy_link, embed = t("web.common.copyLink"), t("web.menu.embed")
    share_modal = modal(page, [], [share_label, copy_link, embed, cancel])
    unshare_modal = modal(page, [], [unshare_label, copy_link, embed, cancel])
    heading, choose = t("web.menu.report"), t("web.menu.selectOneOption")
    reasons = [t("web.menu.spam"), t("web.menu.sensitive"), t("web.menu.abusive"),
               t("web.common.other")]  # fmt: skip
    report_modal = modal(page, [heading, choose], [*reasons, cancel])
    confirm_report = swal(page, t("web.menu.confirmReport"), t("web.menu.confirmReportText"))
    drawer = {"title": page, "items": [
        {"text": "@carol"}, {"text": "Lovely colours"}, {"button": "Like"}, {"link": "Reply"},
        {"text": "@alice"}, {"text": "Thank you!"}, {"link": "Delete"},
        {"field": "comment", "hint": "Write a comment....", "text": REPLY},
        {"button": comment}]}  # fmt: skip
    delete_post = t("web.menu.deletePostConfirm")
    fav = f"/api/v1/statuses/{POST}"
    report_body = {"report": "spam", "type": "post", "id": POST}
    return [
        _entry(
            "reversible",
            "post page",
            fresh,
            [
                (like, False, [xhr("POST", f"{fav}/favourite")]),
                (comment, False, [xhr("GET", f"/api/v2/statuses/{POST}/replies?limit=3")]),
                (mark, False, [xhr("POST", "/i/bookmark", {"item": POST})]),
                (menu_icon, False, []),
            ],
        ),
        _entry("send", "post page share", fresh, [(boost, True, [xhr("POST", f"{fav}/reblog")])]),
        _entry(
            "reversible",
            "liked, shared and bookmarked post",
            done,
            [
                (liked_label, False, [xhr("POST", f"{fav}/unfavourite")]),
                ("fas fa-retweet", False, [xhr("POST", f"{fav}/unreblog")]),
                ("fas fa-bookmark", False, [xhr("POST", "/i/bookmark", {"item": POST})]),
            ],
        ),
        _entry(
            "opens-prompt",
            "context menu of another's post",
            others_menu,
            [(share, False, []), (report, False, [])],
        ),
        _entry(
            "opens-prompt",
            "context menu of my post",
            own_menu,
            [(archive, False, []), (delete, False, [])],
        ),
        _entry(
            "opens-prompt",
            "context menu of my archived post",
            archived_menu,
            [(unarchive, False, [])],
        ),
        _entry(
            "delete",
            "delete post confirm()",
            confirm("@alice", delete_post, ok),
            [
                (ok[0], True, [xhr("POST", "/i/delete", {"type": "status", "item": MINE})]),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "reversible",
            "archive post confirm()",
            confirm("@alice", t("web.menu.archivePostConfirm"), ok),
            [(ok[0], False, [xhr("POST", f"/api/pixelfed/v2/status/{MINE}/archive")])],
        ),
        _entry(
            "reversible",
            "unarchive post confirm()",
            confirm("@alice", t("web.menu.unarchivePostConfirm"), ok),
            [(ok[0], False, [xhr("POST", f"/api/pixelfed/v2/status/{ARCHIVED}/unarchive")])],
        ),
        _entry(
            "send",
            "share modal",
            share_modal,
            [
                (share_label, True, [xhr("POST", "/i/share", {"item": POST})]),
                (copy_link, False, []),
                (embed, False, []),
            ],
        ),
        _entry(
            "reversible",
            "share modal of a shared post",
            unshare_modal,
            [(unshare_label, False, [xhr("POST", "/i/share", {"item": POST})])],
        ),
        _entry(
            "opens-prompt",
            "report modal",
            report_modal,
            [(reasons[0], False, []), (reasons[3], False, [])],
        ),
        _entry(
            "send",
            "confirm report",
            confirm_report,
            [(SWAL[1], True, [xhr("POST", "/i/report/", report_body)]), (SWAL[0], False, [])],
        ),
        _entry(
            "send",
            "comment drawer",
            drawer,
            [
                (
                    comment,
                    True,
                    [
                        xhr(
                            "POST",
                            "/api/v1/statuses",
                            {"status": REPLY, "in_reply_to_id": POST, "sensitive": False},
                        )
                    ],
                ),
                ("Like", False, [xhr("POST", f"/api/v1/statuses/{COMMENT}/favourite")]),
                ("Delete", False, []),
            ],
        ),
        _entry(
            "delete",
            "delete comment confirm()",
            confirm(page, delete_post, ok),
            [(ok[0], True, [xhr("POST", "/i/delete", {"type": "status", "item": COMMENT})])],
        ),
    ]


def profile_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Another's profile (ProfileSidebar): follow, unfollow, a private account's follow
    request, the cog menu's direct message, mute, block and report."""
    posts, followers, following = (
        t("web.profile.posts"),
        t("web.profile.followers"),
        t("web.profile.following"),
    )
    follow, unfollow = t("web.profile.follow"), t("web.profile.unfollow")
    cog = "far fa-lg fa-cog"
    counts = [{"link": posts}, {"link": followers}, {"link": following}]
    public = {"title": "bob", "items": [{"text": "bob"}, *counts, {"button": follow},
                                        {"icon": cog}]}  # fmt: skip
    followed = {"title": "bob", "items": [{"text": "bob"}, *counts, {"button": unfollow},
                                          {"icon": cog}]}  # fmt: skip
    locked = {"title": "carol", "items": [{"text": "carol"}, *counts,
                                          {"button": "Request Follow"}]}  # fmt: skip
    requested = {"title": "carol", "items": [
        {"text": "carol"}, *counts, {"text": t("web.profile.followRequested")},
        {"link": "Cancel Follow Request"}]}  # fmt: skip
    menu = {"title": "bob", "dialog": {}, "items": [
        {"menu": "View in old UI"}, {"menu": "Copy Link"}, {"menu": "Atom feed"},
        {"menu": "Direct Message"}, {"menu": "Mute"}, {"menu": "Block"},
        {"menu": "Report"}]}  # fmt: skip
    menu_after = {"title": "bob", "dialog": {}, "items": [
        {"menu": "View in old UI"}, {"menu": "Copy Link"}, {"menu": "Unmute"},
        {"menu": "Unblock"}, {"menu": "Report"}]}  # fmt: skip
    acct = f"/api/v1/accounts/{BOB}"
    who = {"type": "user", "item": BOB}
    return [
        _entry(
            "reversible",
            "profile",
            public,
            [(follow, False, [xhr("POST", f"{acct}/follow")]), (cog, False, [])],
        ),
        _entry(
            "reversible",
            "followed profile",
            followed,
            [(unfollow, False, [xhr("POST", f"{acct}/unfollow")])],
        ),
        _entry(
            "reversible",
            "private profile",
            locked,
            [("Request Follow", False, [xhr("POST", f"/api/v1/accounts/{CAROL}/follow")])],
        ),
        _entry(
            "opens-prompt",
            "requested private profile",
            requested,
            [("Cancel Follow Request", False, [])],
        ),
        _entry(
            "reversible",
            "cancel follow request confirm()",
            confirm("carol", "Are you sure you want to cancel your follow request?", ok),
            [(ok[0], False, [xhr("POST", f"/api/v1/accounts/{CAROL}/unfollow")])],
        ),
        _entry(
            "reversible",
            "profile cog menu",
            menu,
            [
                ("Direct Message", False, [link(f"/i/web/direct/thread/{BOB}")]),
                ("Mute", False, [xhr("POST", "/i/mute", who)]),
                ("Report", False, [link(f"/i/report?type=user&id={BOB}")]),
            ],
        ),
        _entry(
            "block",
            "profile cog menu block",
            menu,
            [("Block", True, [xhr("POST", "/i/block", who)])],
        ),
        _entry(
            "reversible",
            "cog menu of a muted, blocked profile",
            menu_after,
            [
                ("Unmute", False, [xhr("POST", "/i/unmute", who)]),
                ("Unblock", False, [xhr("POST", "/i/unblock", who)]),
            ],
        ),
    ]


def social_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Follow requests (Notifications.vue), a direct message thread (DirectMessage.vue and
    its Message partial), the navigation menu's logout (navbar.vue)."""
    notes, direct = t("web.navmenu.notifications"), t("web.navmenu.directMessages")
    requests = {"title": notes, "items": [
        {"text": "dave"}, {"button": "Accept"}, {"button": "Reject"}]}  # fmt: skip
    thread = {"title": direct, "items": [
        {"icon": "far fa-cog fa-lg"}, {"text": "See you tomorrow"}, {"text": "Sure!"},
        {"icon": "far fa-trash-alt"}, {"field": "comment", "hint": "Reply ...", "text": DM},
        {"button": "Send"}]}  # fmt: skip
    options = {
        "title": direct,
        "items": [{"text": "Mute Notifications"}, {"switch": "customSwitch4", "checked": False}],
    }
    nav = {"title": t("web.navmenu.homeFeed"), "dialog": {}, "items": [
        {"link": t("web.navmenu.compose")}, {"link": t("web.navmenu.discover")},
        {"link": direct}, {"link": notes}, {"link": t("web.navmenu.profile")},
        {"link": t("web.navmenu.logout")}]}  # fmt: skip

    def handle(action: str) -> list[Any]:
        return [xhr("POST", "/account/follow-requests", {"action": action, "id": REQUEST})]

    return [
        _entry(
            "opens-prompt",
            "follow requests",
            requests,
            [("Accept", False, []), ("Reject", False, [])],
        ),
        _entry(
            "reversible",
            "accept follow request confirm()",
            confirm(notes, "Are you sure you want to accept this follow request?", ok),
            [(ok[0], False, handle("accept"))],
        ),
        _entry(
            "delete",
            "reject follow request confirm()",
            confirm(notes, "Are you sure you want to reject this follow request?", ok),
            [(ok[0], True, handle("reject"))],
        ),
        _entry(
            "send",
            "direct message thread",
            thread,
            [
                (
                    "Send",
                    True,
                    [
                        xhr(
                            "POST",
                            "/api/direct/create",
                            {"to_id": BOB, "message": DM, "type": "text"},
                        )
                    ],
                ),
                ("far fa-trash-alt", False, []),
            ],
        ),
        _entry(
            "delete",
            "delete message confirm()",
            confirm(direct, "Are you sure you want to delete this message?", ok),
            [
                (ok[0], True, [xhr("DELETE", f"/api/direct/message?id={MESSAGE}")]),
                (ok[1], False, []),
            ],
        ),
        _entry(
            "reversible",
            "direct message options",
            options,
            [("customSwitch4", False, [xhr("POST", "/api/direct/mute", {"id": BOB})])],
        ),
        _entry(
            "reversible",
            "navigation menu",
            nav,
            [(t("web.navmenu.logout"), False, [xhr("POST", "/logout")])],
        ),
    ]


def compose_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The compose modal (ComposeModal.vue): its last step's Post, a media's removal."""
    title = t("web.navmenu.compose")
    final = {"title": title, "items": [
        {"text": "New Post"}, {"field": "caption", "hint": "", "text": CAPTION},
        {"link": "Post"}]}  # fmt: skip
    publish = {"media": [{"id": "4417"}], "caption": CAPTION, "visibility": "public",
               "cw": False, "comments_disabled": False, "place": False, "tagged": [],
               "optimize_media": True, "license": 1,
               "video": {"title": "", "description": ""}}  # fmt: skip
    return [
        _entry(
            "send",
            "compose last step",
            final,
            [("Post", True, [xhr("POST", "/api/compose/v0/publish", publish)])],
        ),
        _entry(
            "reversible",
            "remove media confirm()",
            confirm(title, "Are you sure you want to delete this media?", ok),
            [(ok[0], False, [xhr("DELETE", "/api/compose/v0/media/delete?id=4417")])],
        ),
    ]


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The Blade settings pages: privacy, blocked accounts, applications, account removal."""
    title = t("web.navmenu.settings")
    token = [("_token", CSRF)]
    privacy = {"title": title, "items": [
        {"link": t("profile.mutedAccounts")}, {"link": t("profile.blockedAccounts")},
        {"link": t("profile.blockedDomains")},
        {"switch": "Private Account", "checked": False},
        {"switch": "Show Follower Count", "checked": True}, {"button": "Submit"}]}  # fmt: skip
    blocked = {
        "title": title,
        "items": [{"link": t("profile.mutedAccounts")}, {"text": "bob"}, {"button": "Unblock"}],
    }
    apps = {"title": title, "items": [
        {"text": "Authorized Applications"}, {"text": "Pixelfed for Android"},
        {"link": "Revoke"}]}  # fmt: skip
    temporary = {"title": title, "items": [
        {"text": "When you press the button below, your photos, comments and likes will be "
                 "hidden until you reactivate your account by logging back in."},
        {"button": "Temporarily Disable Account"}]}  # fmt: skip
    permanent = {"title": title, "items": [
        {"switch": "I confirm that this action is not reversible, and will result in the "
                   "permanent deletion of my account.", "checked": True},
        {"button": "Permanently delete my account"}]}  # fmt: skip
    privacy_fields = [
        *token,
        ("pa_mode", ""),
        ("pa_duration", ""),
        ("pa_newrequests", ""),
        ("show_profile_follower_count", "on"),
    ]
    return [
        _entry(
            "reversible",
            "privacy settings",
            privacy,
            [
                ("Private Account", False, []),
                ("Submit", False, [form("/settings/privacy", privacy_fields)]),
                (t("profile.blockedAccounts"), False, [link("/settings/privacy/blocked-users")]),
            ],
        ),
        _entry(
            "reversible",
            "blocked accounts",
            blocked,
            [
                (
                    "Unblock",
                    False,
                    [form("/settings/privacy/blocked-users", [*token, ("profile_id", BOB)])],
                )
            ],
        ),
        _entry(
            "revoke",
            "authorized applications",
            apps,
            [("Revoke", True, [xhr("DELETE", f"/oauth/tokens/{TOKEN_ID}")])],
        ),
        _entry(
            "reversible",
            "temporary account removal",
            temporary,
            [
                (
                    "Temporarily Disable Account",
                    False,
                    [form("/settings/remove/request/temporary", token)],
                )
            ],
        ),
        _entry(
            "delete-user",
            "permanent account removal",
            permanent,
            [
                (
                    "Permanently delete my account",
                    True,
                    [form("/settings/remove/request/permanent", token)],
                )
            ],
        ),
    ]


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*post_screens(t, ok), *profile_screens(t, ok), *social_screens(t, ok),
            *compose_screens(t, ok), *settings_screens(t, ok)]  # fmt: skip

"""Open Source Social Network's screens for the two-hundred-and-eighty-first held-out corpus:
``screens(t, ok, cancel)`` lays them out in one language, ``t(key, *args)`` being that
language's lookup of a key of the app's PHP locale arrays and ``ok``/``cancel`` the buttons of
the browser's ``confirm()`` in that language. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

SITE = "https://social.example/"  # the site's URL ($Ossn->url), made up
TS, TOKEN = "1767225600", "9c4e1f7a2b6d8e03c5a17f94d2b0e6a8"  # made up; ossn_ts, ossn_token
TOKENS = f"ossn_ts={TS}&ossn_token={TOKEN}"
BOUNDARY = "----WebKitFormBoundaryQ7xk2Lm9Zp4Rt8Wd"  # made up, as Chrome writes one
ME, ME_NAME = "maya", "Maya Lindqvist"
FRIEND, FRIEND_NAME, FRIEND_USER = 58, "Tomas Brandt", "tomas"
OTHER, OTHER_NAME, OTHER_USER = 73, "Ines Okafor", "ines"
POST, POST_TEXT = 1042, "Ride to the lighthouse on Saturday, 9:00 at the pier."
EDITED = "Ride to the lighthouse on Sunday, 9:00 at the pier."
COMMENT, COMMENT_TEXT = 311, "Count me in!"
GROUP, GROUP_NAME = 19, "Harbour Cyclists"
GROUP_DESC = "Weekend rides around the bay."
ALBUM, ALBUM_NAME, PHOTO, AVATAR = 27, "Lake weekend", 305, 301
MESSAGE, MESSAGE_TEXT = 57, "See you at the pier."
PENDING = (214, "Leo Varga", 215, "Sana Reyes")
COMPONENT = "OssnPoke"
INVITEES = "ana@example.org, ben@example.org"
INVITE_TEXT = "Join our cycling group here."
Act = tuple[str, bool, list[Any]]


def act(path: str, query: str = "") -> str:
    """``ossn_site_url($path, true)`` or ``Ossn.AddTokenToUrl``: the page's query, then the
    action tokens (``http_build_query``, ``jQuery.param``)."""
    return f"{SITE}{path}?{query + '&' if query else ''}{TOKENS}"


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location`` after a ``confirm()``."""
    return {"request": f"GET {url}", "via": "link"}


def xhr(url: str, body: str | None = None) -> Any:
    """``Ossn.PostRequest`` or ``Ossn.ajaxRequest``: jQuery's ``$.ajax`` POST."""
    if body is None:
        return f"POST {url}"
    return {"request": f"POST {url}", "body": body}


def urlencoded(fields: list[tuple[str, str]]) -> str:
    """jQuery's ``$form.serialize()``: the fields urlencoded in tree order."""
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def multipart(fields: list[tuple[str, str]]) -> str:
    """A ``multipart/form-data`` body (every OSSN form has that ``enctype``; a ``FormData``
    is sent alike), an empty file input left out."""
    parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{n}"\r\n\r\n{v}\r\n'
             for n, v in fields]  # fmt: skip
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def form(url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """An HTML form posted by the browser: ``output/form`` puts the tokens first."""
    data = [("ossn_ts", TS), ("ossn_token", TOKEN), *fields]
    return {"request": f"POST {url}", "body": multipart(data), "via": "form"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ossn {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """A dropdown menu opened over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def confirm(title: str, message: str, ok: str, cancel: str) -> dict[str, Any]:
    """The browser's ``confirm()`` over its page: a message, no title, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def box(title: str, heading: str, items: list[dict[str, Any]], t: Any,
        button: str) -> dict[str, Any]:  # fmt: skip
    """``Ossn.MessageBox``: ``output/ossnbox`` over its page, its title, contents, the
    callback button and Cancel; a title that is its button's words is left out."""
    dialog = {"title": heading} if heading != button else {}
    return {"title": title, "dialog": dialog,
            "items": [*items, {"button": button}, {"button": t("cancel")}]}  # fmt: skip


def wall_screens(t: Any) -> list[dict[str, Any]]:
    """The top bar's menu, the news feed's composer, a post's menu, its edit box, its like
    button before and after, a comment's menu."""
    feed = t("news:feed")
    topbar = menu(
        feed,
        [ME_NAME],
        [{"link": t("account:settings")}, {"link": t("admin")}, {"link": t("logout")}],
    )
    composer = {"title": feed, "items": [
        {"field": "post", "hint": t("wall:post:container"), "text": POST_TEXT},
        {"button": t("post")}, {"button": t("privacy")}]}  # fmt: skip
    post_menu = menu(feed, [ME_NAME, POST_TEXT], [{"link": t("edit")}, {"link": t("delete")}])
    edit = box(feed, t("edit"), [{"field": "post", "text": EDITED}], t, t("save"))
    liking = {"title": feed, "items": [
        {"text": FRIEND_NAME}, {"text": POST_TEXT}, {"link": t("ossn:like")}]}  # fmt: skip
    liked = {
        "title": feed,
        "items": [{"text": FRIEND_NAME}, {"text": POST_TEXT}, {"link": t("ossn:reaction:like")}],
    }
    comment_menu = menu(feed, [FRIEND_NAME, COMMENT_TEXT], [{"link": t("comment:delete")}])
    wall = [("friends", ""), ("location", ""), ("wallowner", ""), ("privacy", "2"),
            ("postbackground_type", ""), ("post", POST_TEXT)]  # fmt: skip
    edit_fields = [("ossn_ts", TS), ("ossn_token", TOKEN), ("post", EDITED),
                   ("guid", str(POST))]  # fmt: skip
    embed = f"text={quote_plus(EDITED).replace('+', '%20')}&preview=&guid={POST}"
    return [
        _entry("reversible", "top bar menu", topbar, [
            (t("account:settings"), False, [link(f"{SITE}u/{ME}/edit")]),
            (t("logout"), False, [link(act("action/user/logout"))])]),
        _entry("publish", "news feed composer", composer, [
            (t("post"), True, [xhr(act("action/wall/post/a"), multipart([
                ("ossn_ts", TS), ("ossn_token", TOKEN), *wall]))])]),
        _entry("opens-prompt", "post menu", post_menu, [
            (t("edit"), False, [xhr(act(f"post/edit/{POST}"))])]),
        _entry("delete", "post menu delete", post_menu, [
            (t("delete"), True, [xhr(act("action/wall/post/delete", f"post={POST}"))])]),
        _entry("reversible", "post edit box", edit, [
            (t("save"), False, [xhr(f"{SITE}action/wall/post/edit", multipart(edit_fields)),
                                xhr(act("action/wall/post/embed"), embed)]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "post like button", liking, [(t("ossn:like"), False, [])]),
        _entry("reversible", "post liked button", liked, [
            (t("ossn:reaction:like"), False, [xhr(act("action/post/unlike"), f"&post={POST}")])]),
        _entry("delete", "comment menu", comment_menu, [
            (t("comment:delete"), True, [
                xhr(act("action/delete/comment", f"comment={COMMENT}"))])]),
    ]  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """A friend's profile and its extra menu, another member's profile before and after a
    friend request and its extra menu, a blocked member's extra menu."""

    def profile(name: str, user: str, buttons: list[str]) -> dict[str, Any]:
        return {"title": name, "items": [{"text": name}, {"text": f"@{user}"},
                *({"link": b} for b in buttons), {"link": t("timeline")},
                {"link": t("friends")}]}  # fmt: skip

    friend = profile(FRIEND_NAME, FRIEND_USER, [t("remove:friend"), t("message")])
    other = profile(OTHER_NAME, OTHER_USER, [t("add:friend"), t("message")])
    requested = profile(OTHER_NAME, OTHER_USER, [t("cancel:request"), t("message")])
    friend_menu = menu(
        FRIEND_NAME, [f"@{FRIEND_USER}"], [{"link": t("poke")}, {"link": t("user:block")}]
    )
    other_menu = menu(
        OTHER_NAME, [f"@{OTHER_USER}"], [{"link": t("poke")}, {"link": t("user:block")}]
    )
    blocked_menu = menu(
        OTHER_NAME, [f"@{OTHER_USER}"], [{"link": t("poke")}, {"link": t("user:unblock")}]
    )
    return [
        _entry("reversible", "friend's profile", friend, [
            (t("message"), False, [link(f"{SITE}messages/message/{FRIEND_USER}")])]),
        _entry("revoke", "friend's profile unfriend", friend, [
            (t("remove:friend"), True, [
                link(act("action/friend/remove", f"user={FRIEND}"))])]),
        _entry("send", "friend's profile menu poke", friend_menu, [
            (t("poke"), True, [link(act("action/poke/user", f"user={FRIEND}"))])]),
        _entry("revoke", "friend's profile menu block", friend_menu, [
            (t("user:block"), True, [link(act("action/block/user", f"user={FRIEND}"))])]),
        _entry("reversible", "member's profile", other, [
            (t("add:friend"), False, [link(act("action/friend/add", f"user={OTHER}"))]),
            (t("message"), False, [link(f"{SITE}messages/message/{OTHER_USER}")])]),
        _entry("reversible", "member's profile menu block", other_menu, [
            (t("user:block"), False, [link(act("action/block/user", f"user={OTHER}"))])]),
        _entry("reversible", "member's profile after a request", requested, [
            (t("cancel:request"), False, [
                link(act("action/friend/remove", f"cancel=true&user={OTHER}"))])]),
        _entry("reversible", "blocked member's profile menu", blocked_menu, [
            (t("user:unblock"), False, [
                link(act("action/unblock/user", f"user={OTHER}"))])]),
    ]  # fmt: skip


def message_screens(t: Any) -> list[dict[str, Any]]:
    """A conversation's composer, a message's delete box (for oneself, for everyone), a
    conversation's delete box, the notifications dropdown."""
    chat = {"title": FRIEND_NAME, "items": [
        {"text": FRIEND_NAME}, {"text": "Saturday works for me."},
        {"field": "message", "hint": t("message:placeholder"), "text": MESSAGE_TEXT},
        {"button": t("send")}]}  # fmt: skip
    everyone = f"{t('ossnmessages:delete:all')} ({t('ossnmessages:delete:all:note')})"
    mine = f"{t('ossnmessages:delete:me')} ({t('ossnmessages:delete:me:note')})"

    def delete_box(which: str, options: list[str]) -> dict[str, Any]:
        radios = [{"radio": o, "checked": o == which} for o in options]
        return box(FRIEND_NAME, t("delete"), radios, t, t("delete"))

    def delete_body(kind: str, ident: int) -> str:
        return urlencoded([("ossn_ts", TS), ("ossn_token", TOKEN), ("type", kind),
                           ("id", str(ident))])  # fmt: skip

    send = multipart([("ossn_ts", TS), ("ossn_token", TOKEN), ("message", MESSAGE_TEXT),
                      ("to", str(FRIEND)), ("ossn_ts", TS), ("ossn_token", TOKEN)])  # fmt: skip
    notifications = menu(
        t("news:feed"),
        [t("notifications"), f"{FRIEND_NAME}: {t('poke')}"],
        [{"link": t("ossn:notifications:mark:as:read")}, {"link": t("see:all")}],
    )
    return [
        _entry("send", "conversation composer", chat, [
            (t("send"), True, [xhr(act("action/message/send"), send)])]),
        _entry("delete", "message delete box (for you)", delete_box(mine, [everyone, mine]), [
            (t("delete"), True, [xhr(f"{SITE}action/message/delete",
                                     delete_body("me", MESSAGE))]),
            (t("cancel"), False, [])]),
        _entry("delete", "message delete box (for everyone)",
               delete_box(everyone, [everyone, mine]), [
            (t("delete"), True, [xhr(f"{SITE}action/message/delete",
                                     delete_body("all", MESSAGE))])]),
        _entry("delete", "conversation delete box", delete_box(mine, [mine]), [
            (t("delete"), True, [xhr(f"{SITE}action/message/delete_conversation",
                                     delete_body("me", FRIEND))])]),
        _entry("reversible", "notifications dropdown", notifications, [
            (t("ossn:notifications:mark:as:read"), False, [
                xhr(act("action/notification/mark/allread"))]),
            (t("see:all"), False, [link(f"{SITE}notifications/all")])]),
    ]  # fmt: skip


def group_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """A group's page as a member, as a visitor and as its owner, its settings, the delete
    confirmation and a membership request."""
    page = f"{SITE}group/{GROUP}/"

    def group(buttons: list[str]) -> dict[str, Any]:
        return {"title": GROUP_NAME, "items": [
            {"text": GROUP_NAME}, *({"link": b} for b in buttons),
            {"text": t("about:group")}, {"text": GROUP_DESC}]}  # fmt: skip

    settings = {"title": GROUP_NAME, "items": [
        {"field": "groupname", "hint": t("group:name"), "text": GROUP_NAME},
        {"field": "groupdesc", "hint": t("group:desc"), "text": GROUP_DESC},
        {"text": t("privacy")}, {"text": t("public")}, {"button": t("save")},
        {"link": t("group:delete:cover")}, {"link": t("delete")}]}  # fmt: skip
    sure = t("ossn:exception:make:sure")
    requests = {"title": GROUP_NAME, "items": [
        {"text": t("requests")}, {"link": OTHER_NAME}, {"link": t("approve")},
        {"link": t("decline")}]}  # fmt: skip
    fields = [("groupname", GROUP_NAME), ("groupdesc", GROUP_DESC), ("membership", "2"),
              ("group", str(GROUP))]  # fmt: skip
    req = f"group={GROUP}&user={OTHER}"
    return [
        _entry("reversible", "group page (member)", group([t("leave:group")]), [
            (t("leave:group"), False, [
                link(act("action/group/member/cancel", f"group={GROUP}"))])]),
        _entry("reversible", "group page (visitor)", group([t("join:group")]), [
            (t("join:group"), False, [link(act("action/group/join", f"group={GROUP}"))])]),
        _entry("opens-prompt", "group page (owner)", group([t("settings")]), [
            (t("settings"), False, [link(f"{page}edit")])]),
        _entry("reversible", "group settings", settings, [
            (t("save"), False, [form(f"{SITE}action/group/edit", fields)]),
            (t("delete"), False, [])]),
        _entry("delete", "group settings delete cover", settings, [
            (t("group:delete:cover"), True, [
                link(act("action/group/cover/delete", f"guid={GROUP}"))])]),
        _entry("delete", "group delete confirmation", confirm(GROUP_NAME, sure, ok, cancel), [
            (ok, True, [link(act("action/group/delete", f"guid={GROUP}"))]),
            (cancel, False, [])]),
        _entry("reversible", "group membership requests", requests, [
            (t("approve"), False, [link(act("action/group/member/approve", req))]),
            (t("decline"), False, [link(act("action/group/member/decline", req))])]),
    ]  # fmt: skip


def photo_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """An album's page and its delete confirmation, a photo and its delete confirmation, a
    profile photo."""
    sure = t("ossn:exception:make:sure")
    album = {"title": ALBUM_NAME, "items": [
        {"text": ALBUM_NAME}, {"link": t("edit")}, {"link": t("add:photos")},
        {"link": t("delete:album")}, {"link": t("back")}]}  # fmt: skip
    photo = {"title": ALBUM_NAME, "items": [
        {"text": ME_NAME}, {"link": t("delete:photo")}]}  # fmt: skip
    avatar = {"title": t("photos"), "items": [
        {"text": ME_NAME}, {"link": t("delete:photo")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "album page", album, [
            (t("delete:album"), False, []),
            (t("back"), False, [link(f"{SITE}u/{ME}/photos")])]),
        _entry("delete", "album delete confirmation", confirm(ALBUM_NAME, sure, ok, cancel), [
            (ok, True, [link(act("action/ossn/album/delete", f"guid={ALBUM}"))]),
            (cancel, False, [])]),
        _entry("opens-prompt", "album photo", photo, [(t("delete:photo"), False, [])]),
        _entry("delete", "photo delete confirmation", confirm(ALBUM_NAME, sure, ok, cancel), [
            (ok, True, [link(act("action/photo/delete", f"id={PHOTO}"))])]),
        _entry("delete", "profile photo", avatar, [
            (t("delete:photo"), True, [
                link(act("action/profile/photo/delete", f"id={AVATAR}"))])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The invitation page and the login page."""
    invite = {"title": t("com:ossn:invite:friends"), "items": [
        {"text": t("com:ossn:invite:friends:note")},
        {"field": "addresses", "hint": t("com:ossn:invite:emails:note"), "text": INVITEES},
        {"field": "message", "hint": t("com:ossn:invite:message"), "text": INVITE_TEXT},
        {"button": t("com:ossn:invite")}]}  # fmt: skip
    login = {"title": "Harbour Social", "items": [
        {"field": "username", "hint": t("username"), "text": ME},
        {"field": "password", "hint": t("password"), "text": "••••••••"},
        {"button": t("site:login")}, {"link": t("reset:login")}]}  # fmt: skip
    return [
        _entry("send", "invite friends page", invite, [
            (t("com:ossn:invite"), True, [form(f"{SITE}action/invite/friends", [
                ("addresses", INVITEES), ("message", INVITE_TEXT)])])]),
        _entry("reversible", "login page", login, [
            (t("site:login"), False, [form(f"{SITE}action/user/login", [
                ("username", ME), ("password", "tide-lantern-42")])]),
            (t("reset:login"), False, [link(f"{SITE}resetlogin")])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """The users list and its delete confirmation, the unvalidated users' bulk menu and its
    confirmations, a component's row and its two confirmations, the GoBlue theme's
    settings."""
    users = {"title": t("admin:users"), "items": [
        {"text": OTHER_NAME}, {"text": OTHER_USER}, {"text": "ines@example.org"},
        {"link": t("edit")}, {"link": t("delete")}]}  # fmt: skip
    user_sure = t("ossn:user:delete:exception")
    sure = t("ossn:exception:make:sure")
    pending_t = t("admin:users:unvalidated")
    bulk = menu(
        pending_t, [PENDING[1], PENDING[3]], [{"link": t("validate")}, {"link": t("delete")}]
    )
    guids = f"guid={PENDING[0]}%2C{PENDING[2]}"  # jQuery.param encodes the comma
    component = {
        "title": t("admin:components"),
        "items": [
            {"text": COMPONENT},
            {"link": t("admin:button:disable")},
            {"link": t("admin:button:configure")},
            {"link": t("admin:button:delete")},
        ],
    }
    delete = act("action/component/delete", f"component={COMPONENT}")
    goblue = {"title": t("admin:theme:goblue"), "items": [
        {"text": f"{t('theme:goblue:logo:site')} (450x90 - 500 KB)"},
        {"text": f"{t('theme:goblue:logo:admin')} (180x45 - 500 KB)"},
        {"button": t("save")}, {"link": "Reset"}]}  # fmt: skip
    return [
        _entry("opens-prompt", "users list", users, [
            (t("delete"), False, []),
            (t("edit"), False, [link(f"{SITE}administrator/edituser/{OTHER_USER}")])]),
        _entry("delete-user", "user delete confirmation",
               confirm(t("admin:users"), user_sure, ok, cancel), [
            (ok, True, [link(act("action/admin/delete/user", f"guid={OTHER}"))]),
            (cancel, False, [])]),
        _entry("opens-prompt", "unvalidated users bulk menu", bulk, [
            (t("validate"), False, []), (t("delete"), False, [])]),
        _entry("delete-user", "unvalidated users bulk delete confirmation",
               confirm(pending_t, sure, ok, cancel), [
            (ok, True, [link(act("action/admin/delete/user", guids))])]),
        _entry("reversible", "unvalidated users bulk validate confirmation",
               confirm(pending_t, sure, ok, cancel), [
            (ok, False, [link(act("action/admin/validate/user", guids))]),
            (cancel, False, [])]),
        _entry("reversible", "component row", component, [
            (t("admin:button:disable"), False, [
                link(act("action/component/disable", f"com={COMPONENT}"))]),
            (t("admin:button:delete"), False, [])]),
        _entry("opens-prompt", "component delete first confirmation",
               confirm(t("admin:components"), sure, ok, cancel), [
            (ok, False, []), (cancel, False, [])]),
        _entry("delete", "component delete preferences confirmation",
               confirm(t("admin:components"), t("com:pref"), ok, cancel), [
            (ok, True, [link(f"{delete}&keep_pref=1")]),
            (cancel, True, [link(delete)])]),
        _entry("reset", "GoBlue theme settings", goblue, [
            ("Reset", True, [link(act("action/goblue/settings/logos_bgs_reset"))])]),
    ]  # fmt: skip


def screens(t: Any, ok: str, cancel: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*wall_screens(t), *profile_screens(t), *message_screens(t),
            *group_screens(t, ok, cancel), *photo_screens(t, ok, cancel),
            *account_screens(t), *admin_screens(t, ok, cancel)]  # fmt: skip

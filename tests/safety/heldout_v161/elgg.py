"""Elgg's screens for the hundred-and-sixty-first held-out corpus: ``screens(t, ok)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``languages/<lang>.php`` and ``mod/*/languages/<lang>.php`` catalogues and ``ok`` the browser's
OK and Cancel of a JavaScript ``confirm()``. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

TS, TOKEN = "1774520000", "b7e41f0c9a2d53e8"  # made up; __elgg_ts and __elgg_token
BLOG, FILE, TOPIC, GROUP = 41, 52, 74, 85
ME, BOB, CAROL, DAVE = 36, 58, 59, 60  # alice (admin), bob, carol (an admin), dave (unvalidated)
TRASHED, COLLECTION, MESSAGE, PLUGIN = 96, 7, 107, 12
BLOG_TITLE, FILE_TITLE = "Notes from the spring meetup", "budget-2026.pdf"
TOPIC_TITLE, GROUP_NAME, TRASHED_TITLE = "Venue for June?", "Cycling club", "Old draft"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]
TOKENS = [("__elgg_token", TOKEN), ("__elgg_ts", TS)]  # input/securitytoken's order


def query(pairs: Fields) -> str:
    return "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in pairs)


def action(name: str, pairs: Fields | None = None, tokens: bool = True) -> str:
    """``elgg_generate_action_url``: ``/action/<name>`` with its query, then (Urls::
    addActionTokensToUrl) ``__elgg_ts`` and ``__elgg_token``."""
    pairs = [*(pairs or []), *([("__elgg_ts", TS), ("__elgg_token", TOKEN)] if tokens else [])]
    return f"/action/{name}" + (f"?{query(pairs)}" if pairs else "")


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (an action link, once its data-confirm is answered)."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, fields: Fields) -> dict[str, str]:
    """An ``input/form`` submitted by the browser: a urlencoded POST, the tokens first."""
    return {"request": f"POST {url}", "body": query([*TOKENS, *fields]), "via": "form"}


def ajax(url: str, fields: Fields | None = None) -> Any:
    """elgg/Ajax's ``action()``: a POST by XMLHttpRequest; the tokens stay in a URL that has
    them, else they join the data."""
    if fields is None:
        return f"POST {url}"
    return {"request": f"POST {url}", "body": query([*fields, ("__elgg_ts", TS),
                                                     ("__elgg_token", TOKEN)])}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"elgg {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """elgg.mjs's ``confirm()`` of a ``data-confirm`` control: the browser's dialog over the
    page with the control's text, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu (the entity menu's ⋯ or the user hover menu) over its page."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def content_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A blog post's menu and likes, the blog form, the trash, a file's and a discussion's
    menus and their confirmations, a group's Join and Leave."""

    def entity_menu(title: str, guid: int, edit: str) -> tuple[dict[str, Any], list[Act]]:
        screen = popup(title, [title], [{"link": t("edit")}, {"link": t("trash")}])
        return screen, [(t("edit"), False, [link(edit)]), (t("trash"), False, [])]

    def trash_ok(title: str, guid: int) -> dict[str, Any]:
        trashed = [link(action("entity/trash", [("guid", str(guid))]))]
        screen = confirm(ok, title, t("trashconfirm"))
        return _entry("reversible", f"{title} trash confirm", screen, [(ok[0], False, trashed)])

    blog_menu, blog_acts = entity_menu(BLOG_TITLE, BLOG, f"/blog/edit/{BLOG}")
    file_menu, file_acts = entity_menu(FILE_TITLE, FILE, f"/file/edit/{FILE}")
    unliked = {"title": BLOG_TITLE, "items": [
        {"text": BLOG_TITLE}, {"link": "👍", "desc": t("likes:likethis")}]}  # fmt: skip
    liked = {"title": BLOG_TITLE, "items": [
        {"text": BLOG_TITLE}, {"link": "👍", "desc": t("likes:remove")}]}  # fmt: skip
    post = {"title": BLOG_TITLE, "items": [
        {"field": "title", "hint": t("title"), "text": BLOG_TITLE},
        {"field": "excerpt", "hint": t("blog:excerpt"), "text": "What we planned"},
        {"field": "status", "hint": "", "text": t("status:published")},
        {"button": t("save")}, {"button": t("preview")}]}  # fmt: skip
    draft = copy.deepcopy(post)
    draft["items"][2]["text"] = t("status:draft")

    def blog_fields(status: str) -> Fields:
        return [("title", BLOG_TITLE), ("excerpt", "What we planned"),
                ("description", "<p>Thanks to all who came.</p>"), ("tags", "meetup"),
                ("comments_on", "On"), ("access_id", "2"), ("status", status), ("guid", ""),
                ("container_guid", str(ME))]  # fmt: skip

    preview = [ajax(action("blog/edit", tokens=False), [*blog_fields("draft"), ("preview", "1")])]
    trash_t = t("trash:owner:title")
    trash = {"title": trash_t, "items": [
        {"text": TRASHED_TITLE}, {"link": t("restore:this")},
        {"link": t("delete")}]}  # fmt: skip
    topic = popup(TOPIC_TITLE, [TOPIC_TITLE], [{"link": t("close")}, {"link": t("edit")}])
    toggle = ajax(action("discussion/toggle_status", [("guid", str(TOPIC))]))
    topic_closed = popup(TOPIC_TITLE, [TOPIC_TITLE], [{"link": t("open")}, {"link": t("edit")}])
    join = {"title": GROUP_NAME, "items": [{"text": GROUP_NAME}, {"link": t("groups:join")}]}
    leave = {"title": GROUP_NAME, "items": [{"text": GROUP_NAME}, {"link": t("groups:leave")}]}
    group_q = [("group_guid", str(GROUP)), ("user_guid", str(ME))]
    return [
        _entry("opens-prompt", "blog post menu", blog_menu, blog_acts),
        trash_ok(BLOG_TITLE, BLOG),
        _entry("reversible", "blog post like", unliked, [
            (t("likes:likethis"), False, [ajax(action("likes/add", tokens=False),
                                               [("guid", str(BLOG))])])]),
        _entry("reversible", "blog post unlike", liked, [
            (t("likes:remove"), False, [ajax(action("likes/delete", tokens=False),
                                             [("guid", str(BLOG))])])]),
        _entry("send", "blog form published", post, [
            (t("save"), True, [form(action("blog/edit", tokens=False),
                                    [*blog_fields("published"), ("save", "1")])]),
            (t("preview"), False, preview)]),
        _entry("reversible", "blog form draft", draft, [
            (t("save"), False, [form(action("blog/edit", tokens=False),
                                     [*blog_fields("draft"), ("save", "1")])]),
            (t("preview"), False, preview)]),
        _entry("opens-prompt", "trash page", trash, [
            (t("restore:this"), False, []), (t("delete"), False, [])]),
        _entry("delete", "trash delete confirm", confirm(ok, trash_t, t("deleteconfirm")), [
            (ok[0], True, [link(action("entity/delete", [("guid", str(TRASHED))]))])]),
        _entry("reversible", "trash restore confirm", confirm(ok, trash_t, t("restoreconfirm")), [
            (ok[0], False, [link(action("entity/restore", [("guid", str(TRASHED))]))])]),
        _entry("opens-prompt", "file menu", file_menu, file_acts),
        trash_ok(FILE_TITLE, FILE),
        _entry("opens-prompt", "discussion menu", topic, [
            (t("close"), False, []), (t("edit"), False, [link(f"/discussion/edit/{TOPIC}")])]),
        _entry("reversible", "discussion close confirm", confirm(
            ok, TOPIC_TITLE, t("discussion:topic:toggle_status:closed:confirm")), [
                (ok[0], False, [toggle])]),
        _entry("opens-prompt", "closed discussion menu", topic_closed, [(t("open"), False, [])]),
        _entry("reversible", "discussion open confirm", confirm(
            ok, TOPIC_TITLE, t("discussion:topic:toggle_status:open:confirm")), [
                (ok[0], False, [toggle])]),
        _entry("reversible", "group join", join, [
            (t("groups:join"), False, [link(action("groups/join", group_q))])]),
        _entry("reversible", "group leave", leave, [
            (t("groups:leave"), False, [link(action("groups/leave", group_q))])]),
    ]  # fmt: skip


def social_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Friends, a friends collection, composing a message, the inbox."""
    stranger = {"title": "Bob", "items": [{"text": "Bob"}, {"link": t("friend:add")}]}
    friend = {"title": "Bob", "items": [{"text": "Bob"}, {"link": t("friend:remove")}]}
    coll_t = t("friends:collections")
    coll = popup(coll_t, ["Neighbours"], [{"link": t("edit")}, {"link": t("delete")}])
    compose_t = t("messages:add")
    compose = {"title": compose_t, "items": [
        {"field": "recipient", "hint": t("email:to"), "text": "Bob"},
        {"field": "subject", "hint": t("messages:title"), "text": "Saturday ride"},
        {"field": "body", "hint": t("messages:message"), "text": "Meet at 9?"},
        {"button": t("send")}]}  # fmt: skip
    inbox_t = t("messages:inbox")
    inbox = {"title": inbox_t, "items": [
        {"switch": "Saturday ride", "checked": True}, {"button": t("delete")},
        {"button": t("messages:markread")}, {"button": t("messages:toggle")}]}  # fmt: skip
    picked = [("message_id[]", str(MESSAGE))]
    return [
        _entry("reversible", "profile add friend", stranger, [
            (t("friend:add"), False, [ajax(action("friends/add", [("friend", str(BOB))]))])]),
        _entry("reversible", "profile remove friend", friend, [
            (t("friend:remove"), False, [ajax(action("friends/remove",
                                                     [("friend", str(BOB))]))])]),
        _entry("opens-prompt", "friends collection menu", coll, [
            (t("edit"), False, [link(f"/friends/collections/edit/{COLLECTION}")]),
            (t("delete"), False, [])]),
        _entry("delete", "friends collection delete confirm",
               confirm(ok, coll_t, t("question:areyousure")), [
                   (ok[0], True, [link(action("friends/collections/delete",
                                              [("collection_id", str(COLLECTION))]))])]),
        _entry("send", "compose message", compose, [
            (t("send"), True, [form(action("messages/send", tokens=False), [
                ("recipient[]", str(BOB)), ("subject", "Saturday ride"),
                ("body", "<p>Meet at 9?</p>")])])]),
        _entry("reversible", "inbox", inbox, [
            (t("delete"), False, []),
            (t("messages:markread"), False, [form(action("messages/process", tokens=False),
                                                   [*picked, ("read", "")])]),
            (t("messages:toggle"), False, [])]),
        _entry("delete", "inbox delete confirm", confirm(ok, inbox_t, t("deleteconfirm:plural")), [
            (ok[0], True, [form(action("messages/process", tokens=False),
                                [*picked, ("delete", "1")])])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The admin area's users (the user hover menu's admin section and its confirmations, the
    account deletion page) and plugins."""
    users_t = t("admin:users")
    are_you_sure = t("question:areyousure")
    hover = popup(users_t, ["Bob"], [
        {"link": t("ban")}, {"link": t("resetpassword")}, {"link": t("makeadmin")},
        {"link": t("settings:edit")}, {"link": t("delete")}])  # fmt: skip
    banned = popup(users_t, ["Bob"], [{"link": t("unban")}, {"link": t("makeadmin")}])
    admin = popup(users_t, ["Carol"], [{"link": t("ban")}, {"link": t("removeadmin")}])
    unvalidated = popup(t("admin:users:unvalidated"), ["Dave"], [
        {"link": t("validate")}, {"link": t("delete")}])  # fmt: skip

    def asked(source: str, category: str, title: str, irreversible: bool,
              sends: list[Any]) -> dict[str, Any]:  # fmt: skip
        return _entry(
            category, source, confirm(ok, title, are_you_sure), [(ok[0], irreversible, sends)]
        )

    bob = [("guid", str(BOB))]
    delete_t = t("user:delete:title")
    delete = {"title": delete_t, "items": [
        {"text": t("user:delete:description", "Bob")},
        {"switch": t("user:delete:confirm"), "checked": True},
        {"button": t("delete")}]}  # fmt: skip
    plugins_t = t("admin:plugins")
    plugins = {"title": plugins_t, "items": [
        {"link": t("admin:plugins:activate_all")}, {"link": t("admin:plugins:deactivate_all")},
        {"text": "Blog"}, {"link": t("admin:plugins:deactivate")}, {"text": "Bookmarks"},
        {"link": t("admin:plugins:activate")}]}  # fmt: skip
    plugin_menu = popup(plugins_t, ["Blog"], [{"link": t("plugins:settings:remove:menu:text")}])
    return [
        _entry("opens-prompt", "user hover menu", hover, [
            (t("ban"), False, []), (t("resetpassword"), False, []),
            (t("makeadmin"), False, []),
            (t("settings:edit"), False, [link("/settings/user/bob")]),
            (t("delete"), False, [link(f"/user/delete/{BOB}")])]),
        asked("ban confirm", "reversible", users_t, False,
              [link(action("admin/user/ban", bob))]),
        asked("reset password confirm", "send", users_t, True,
              [link(action("admin/user/resetpassword", bob))]),
        asked("make admin confirm", "reversible", users_t, False,
              [ajax(action("admin/user/makeadmin", bob))]),
        _entry("opens-prompt", "banned user hover menu", banned, [
            (t("unban"), False, []), (t("makeadmin"), False, [])]),
        asked("unban confirm", "reversible", users_t, False,
              [link(action("admin/user/unban", bob))]),
        _entry("opens-prompt", "admin user hover menu", admin, [
            (t("removeadmin"), False, []), (t("ban"), False, [])]),
        asked("remove admin confirm", "reversible", users_t, False,
              [ajax(action("admin/user/removeadmin", [("guid", str(CAROL))]))]),
        _entry("opens-prompt", "unvalidated user menu", unvalidated, [
            (t("validate"), False, []),
            (t("delete"), False, [link(f"/user/delete/{DAVE}")])]),
        asked("validate confirm", "grant-access", t("admin:users:unvalidated"), True,
              [link(action("admin/user/validate", [("user_guid", str(DAVE))]))]),
        _entry("delete-user", "account deletion page", delete, [
            (t("delete"), True, [form(action("admin/user/delete", [
                ("forward_url", "https://social.example/")], tokens=False), bob)])]),
        _entry("reversible", "plugins page", plugins, [
            (t("admin:plugins:deactivate"), False, [link(action(
                "admin/plugins/deactivate", [("plugin_guids[0]", str(PLUGIN))]))]),
            (t("admin:plugins:activate"), False, [link(action(
                "admin/plugins/activate", [("plugin_guids[0]", str(PLUGIN + 1))]))]),
            (t("admin:plugins:activate_all"), False, [])]),
        asked("activate all confirm", "reversible", plugins_t, False, [{
            "request": f"POST {action('admin/plugins/activate_all')}",
            "body": query([("guids", str(PLUGIN + 1))]), "via": "form"}]),
        _entry("opens-prompt", "plugin menu", plugin_menu, [
            (t("plugins:settings:remove:menu:text"), False, [])]),
        _entry("delete", "plugin settings remove confirm", confirm(
            ok, plugins_t, t("plugins:settings:remove:menu:confirm")), [
                (ok[0], True, [link(action("plugins/settings/remove",
                                           [("plugin_id", "blog")]))])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*content_screens(t, ok), *social_screens(t, ok), *admin_screens(t, ok)]

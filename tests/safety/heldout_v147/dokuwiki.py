"""DokuWiki's screens for the hundred-and-forty-seventh held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key)`` being that language's lookup of a string of the app's
catalogues (``core:btn_edit`` in ``inc/lang``, ``usermanager:add`` in a plugin's ``lang``,
``core:js.del_confirm`` for a ``$lang['js']`` entry) and ``ok`` the browser's OK and Cancel of
a JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote, quote_plus

ID = "projects:roadmap"  # the page the session is on; wl() keeps its colon
PAGE = f"/doku.php?id={ID}"
AJAX = "/lib/exe/ajax.php"
SECTOK = "5f1c0e9a7b3d4c2e8f6a1b0c9d8e7f60"  # made up; getSecurityToken(), an md5 HMAC
TITLE = "Roadmap"
OLD, NOW = "1719830000", "1721640000"  # an old revision and the page's current one
CHECK = "9b2f6c1e0d4a7385f1e2c3b4a5968776"  # made up; md5 of the page's text (changecheck)
TEXT = "====== Roadmap ======\n  * Ship the 2.0 release in Q3\n"
IMAGE, IMAGE_REV = "projects:logo.png", "1718000000"
PLUGIN = "gallery"
DATA = 'uniqid=7c2d9e41f0a3b58c6e1d2f3a4b5c6d7e\nversion=2025-05-14b "Librarian"\nphp_version=8.3.6'
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def enc(value: str) -> str:
    """A value as a browser's form encoding writes it (``*`` kept, ``~`` escaped)."""
    return quote_plus(value, safe="*").replace("~", "%7E")


def body(fields: Fields) -> str:
    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def query(params: Fields) -> str:
    """http_build_query(..., PHP_QUERY_RFC3986), as wl() writes a URL's parameters."""
    return "&".join(f"{quote(n, safe='')}={quote(v, safe='')}" for n, v in params)


def url(params: Fields) -> str:
    """wl($ID, params): the page's URL with more parameters."""
    return f"{PAGE}&{query(params)}" if params else PAGE


def form(target: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {target}", "body": body(fields), "via": "form"}


def link(target: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {target}", "via": "link"}


def ajax(data: str) -> dict[str, str]:
    """A jQuery.post to lib/exe/ajax.php with a urlencoded body."""
    return {"request": f"POST {AJAX}", "body": data}


def draftdel() -> dict[str, str]:
    """edit.js's deleteDraft, run on the editor page's unload (not after Preview)."""
    return ajax(body([("call", "draftdel"), ("id", ID), ("sectok", SECTOK)]))


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"dokuwiki {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(message: str, ok: tuple[str, str], title: str) -> dict[str, Any]:
    """The browser's ``confirm()`` over the page: its message, OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def page_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The page, its tools, an old revision and its restore, the revisions list, the editor
    and the draft recovery."""
    edit, revs, top = t("core:btn_edit"), t("core:btn_revs"), t("core:btn_top")
    view = {"title": TITLE, "items": [
        {"text": TITLE}, {"text": "Ship the 2.0 release in Q3"},
        {"link": edit}, {"link": revs}, {"link": t("core:btn_backlink")},
        {"link": top}]}  # fmt: skip
    user = {"title": TITLE, "items": [
        {"text": t("core:loggedinas")}, {"link": t("core:btn_profile")},
        {"link": t("core:btn_admin")}, {"link": t("core:btn_logout")}]}  # fmt: skip
    site = {"title": TITLE, "items": [
        {"field": "q", "hint": t("core:btn_search"), "text": ""},
        {"link": t("core:btn_recent")}, {"link": t("core:btn_media")},
        {"link": t("core:btn_index")}]}  # fmt: skip
    old = {"title": TITLE, "items": [
        {"text": TITLE}, {"link": edit}, {"link": revs},
        {"link": t("core:btn_revert")}]}  # fmt: skip
    listing = {"title": TITLE, "items": [
        {"text": t("core:btn_revs")}, {"switch": NOW, "checked": True},
        {"switch": OLD, "checked": True}, {"button": t("core:diff2")}]}  # fmt: skip
    editor = {"title": TITLE, "items": [
        {"field": "wikitext", "hint": "", "text": TEXT, "focused": True},
        {"button": t("core:btn_save")}, {"button": t("core:btn_preview")},
        {"button": t("core:btn_cancel")},
        {"field": "summary", "hint": t("core:summary"), "text": "Q3 target"},
        {"switch": t("core:minoredit"), "checked": False}]}  # fmt: skip
    emptied = {"title": TITLE, "items": [
        {"field": "wikitext", "hint": "", "text": "", "focused": True},
        {"button": t("core:btn_save")}, {"button": t("core:btn_preview")},
        {"button": t("core:btn_cancel")},
        {"field": "summary", "hint": t("core:summary"), "text": "obsolete"}]}  # fmt: skip
    draft = {"title": TITLE, "items": [
        {"text": t("core:draftdate")}, {"button": t("core:btn_recover")},
        {"button": t("core:btn_draftdel")}, {"button": t("core:btn_cancel")}]}  # fmt: skip

    def edit_form(text: str, summary: str, button: str) -> Fields:
        return [("sectok", SECTOK), ("id", ID), ("rev", ""), ("date", NOW), ("prefix", "."),
                ("suffix", ""), ("changecheck", CHECK), ("target", "section"),
                ("wikitext", text), (button, "1"), ("summary", summary)]  # fmt: skip

    editing = url([("do", "edit")])
    drafting = url([("do", "draft")])
    draft_fields = [("sectok", SECTOK), ("id", ID), ("date", NOW), ("wikitext", TEXT)]
    return [
        _entry("reversible", "page view", view, [
            (edit, False, [link(editing)]), (revs, False, [link(url([("do", "revisions")]))])]),
        _entry("reversible", "user tools", user, [
            (t("core:btn_logout"), False, [link(url([("do", "logout"), ("sectok", SECTOK)]))]),
            (t("core:btn_profile"), False, [link(url([("do", "profile")]))])]),
        _entry("reversible", "site tools", site, [
            (t("core:btn_media"), False, [link(url([("do", "media"), ("ns", "projects")]))])]),
        _entry("opens-prompt", "old revision view", old, [(t("core:btn_revert"), False, [])]),
        _entry("reversible", "restore confirm", confirm(t("core:js.restore_confirm"), ok, TITLE), [
            (ok[0], False, [link(url([("do", "revert"), ("rev", OLD), ("sectok", SECTOK)]))]),
            (ok[1], False, [])]),
        _entry("reversible", "old revisions list", listing, [
            (t("core:diff2"), False, [form(url([("do", "revisions")]), [
                ("sectok", SECTOK), ("rev2[]", NOW), ("rev2[]", OLD), ("do[diff]", "1")])])]),
        _entry("reversible", "editor", editor, [
            (t("core:btn_save"), False, [
                form(editing, edit_form(TEXT, "Q3 target", "do[save]")), draftdel()]),
            (t("core:btn_preview"), False, [
                form(editing, edit_form(TEXT, "Q3 target", "do[preview]"))]),
            (t("core:btn_cancel"), False, [
                form(editing, edit_form(TEXT, "Q3 target", "do[cancel]")), draftdel()])]),
        _entry("reversible", "editor with the text emptied", emptied, [
            (t("core:btn_save"), False, [
                form(editing, edit_form("", "obsolete", "do[save]")), draftdel()])]),
        _entry("delete", "draft recovery", draft, [
            (t("core:btn_recover"), False, [form(drafting, [*draft_fields,
                                                             ("do[recover]", "1")])]),
            (t("core:btn_draftdel"), True, [form(drafting, [*draft_fields,
                                                            ("do[draftdel]", "1")])]),
            (t("core:btn_cancel"), False, [form(drafting, [*draft_fields,
                                                           ("do[show]", "1")])])]),
    ]  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page's three forms and the password reset request."""
    title = t("core:profile")
    profile = {"title": title, "items": [
        {"field": "fullname", "hint": t("core:fullname"), "text": "Alice Doe"},
        {"field": "email", "hint": t("core:email"), "text": "alice@example.org"},
        {"field": "newpass", "hint": t("core:newpass"), "text": ""},
        {"field": "oldpass", "hint": t("core:oldpass"), "text": "••••••••"},
        {"button": t("core:btn_save")}, {"button": t("core:btn_reset")}]}  # fmt: skip
    token = {"title": title, "items": [
        {"text": t("core:proftokenlegend")}, {"text": t("core:proftokeninfo")},
        {"button": t("core:proftokengenerate")}]}  # fmt: skip
    delete = {"title": title, "items": [
        {"switch": t("core:profconfdelete"), "checked": True},
        {"field": "oldpass", "hint": t("core:oldpass"), "text": "••••••••"},
        {"button": t("core:btn_deleteuser")}]}  # fmt: skip
    resend = {"title": TITLE, "items": [
        {"field": "login", "hint": t("core:user"), "text": "bob"},
        {"button": t("core:btn_resendpwd")}]}  # fmt: skip
    at_profile = url([("do", "profile")])
    return [
        _entry("reversible", "profile form", profile, [
            (t("core:btn_save"), False, [form(at_profile, [
                ("sectok", SECTOK), ("do", "profile"), ("save", "1"), ("fullname", "Alice Doe"),
                ("email", "alice@example.org"), ("newpass", ""), ("passchk", ""),
                ("oldpass", "hunter-moss-42")])]),
            (t("core:btn_reset"), False, [])]),
        _entry("revoke", "authentication token", token, [
            (t("core:proftokengenerate"), True, [form("/doku.php?id=start", [
                ("sectok", SECTOK), ("do", "authtoken"), ("id", "ID"), ("regen", "1")])])]),
        _entry("delete-user", "account deletion", delete, [
            (t("core:btn_deleteuser"), True, [form(at_profile, [
                ("sectok", SECTOK), ("do", "profile_delete"), ("delete", "1"),
                ("confirm_delete", "1"), ("oldpass", "hunter-moss-42")])])]),
        _entry("send", "password reset request", resend, [
            (t("core:btn_resendpwd"), True, [form(url([("do", "resendpwd")]), [
                ("sectok", ""), ("do", "resendpwd"), ("save", "1"), ("login", "bob")])])]),
    ]  # fmt: skip


def media_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The media manager: its file list, a file's details, delete and restore."""
    title = t("core:btn_media")
    name = IMAGE.split(":")[1]
    files = {"title": title, "items": [
        {"tab": t("core:media_uploadtab")}, {"tab": t("core:media_searchtab")},
        {"link": name}, {"link": "team-photo.jpg"}]}  # fmt: skip
    details = {"title": title, "items": [
        {"tab": t("core:media_viewtab")}, {"tab": t("core:media_historytab")},
        {"text": name}, {"button": t("core:btn_delete")},
        {"button": t("core:media_update")}]}  # fmt: skip
    old = {"title": title, "items": [
        {"tab": t("core:media_viewtab")}, {"tab": t("core:media_historytab")},
        {"text": name}, {"button": t("core:media_restore")}]}  # fmt: skip
    reload = ajax(f"call=medialist&id={ID}&" + body([
        ("sectok", ""), ("do", "media"), ("ns", "projects"), ("list_dwmedia", "thumbs"),
        ("sort_dwmedia", "name")]))  # fmt: skip
    delete = ajax(
        "call=mediadetails&"
        + query([("delete", IMAGE), ("do", "media"), ("ns", "projects")])
        + f"&sectok={SECTOK}"
    )
    restore = ajax(
        "call=mediadetails&"
        + query([("image", IMAGE), ("do", "media"), ("tab_details", "view"), ("ns", "projects")])
        + "&"
        + body([("sectok", SECTOK), ("mediado", "restore"), ("rev", IMAGE_REV)])
    )
    update = ajax(
        "call=medialist&"
        + query(
            [
                ("image", IMAGE),
                ("mediado", "update"),
                ("do", "media"),
                ("tab_details", "view"),
                ("ns", "projects"),
            ]
        )
        + f"&sectok={SECTOK}"
    )
    return [
        _entry("opens-prompt", "media file list", files, [
            (name, False, [ajax(f"call=mediadetails&id={ID}&" + query([
                ("image", IMAGE), ("ns", "projects"), ("tab_details", "view"),
                ("do", "media")]))]),
            (t("core:media_uploadtab"), False, [ajax(f"call=medialist&id={ID}&" + query([
                ("tab_files", "upload"), ("do", "media"), ("ns", "projects")]))])]),
        _entry("opens-prompt", "media file details", details, [
            (t("core:btn_delete"), False, []),
            (t("core:media_update"), False, [update])]),
        _entry("reversible", "media delete confirm", confirm(t("core:js.del_confirm"), ok,
                                                             title), [
            (ok[0], False, [delete, reload]), (ok[1], False, [])]),
        _entry("opens-prompt", "media old revision", old, [(t("core:media_restore"), False, [])]),
        _entry("reversible", "media restore confirm", confirm(t("core:js.restore_confirm"), ok,
                                                              title), [
            (ok[0], False, [restore, reload]), (ok[1], False, [])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The admin menu, the user manager, ACL, extensions, configuration, revert and
    popularity."""
    admin = t("core:btn_admin")
    menu = {"title": admin, "items": [
        {"link": t("usermanager:menu")}, {"link": t("acl:admin_acl")},
        {"link": t("extension:menu")}, {"link": t("config:menu")},
        {"link": t("revert:menu")}, {"link": t("popularity:name")}]}  # fmt: skip

    def page(plugin: str) -> str:
        return url([("do", "admin"), ("page", plugin)])

    um = t("usermanager:menu")
    users = {"title": um, "items": [
        {"text": t("usermanager:user_id")}, {"text": t("usermanager:user_name")},
        {"switch": "delete[bob]", "checked": True}, {"link": "bob"},
        {"text": "Bob Stone"}, {"button": t("usermanager:delete_selected")},
        {"button": t("usermanager:next")}, {"button": t("usermanager:export_all")}]}  # fmt: skip

    def user_form(notify: bool, editing: bool) -> dict[str, Any]:
        who = (
            ("bob", "Bob Stone", "bob@example.org")
            if editing
            else ("carol", "Carol Lee", "carol@example.org")
        )
        return {
            "title": um,
            "items": [
                {"field": "userid", "hint": t("usermanager:user_id"), "text": who[0]},
                {"field": "userpass", "hint": t("usermanager:user_pass"), "text": ""},
                {"field": "username", "hint": t("usermanager:user_name"), "text": who[1]},
                {"field": "usermail", "hint": t("usermanager:user_mail"), "text": who[2]},
                {"switch": t("usermanager:user_notify"), "checked": notify},
                {"button": t("usermanager:modify" if editing else "usermanager:add")},
            ],
        }

    list_fields = [("sectok", SECTOK), ("userid", ""), ("username", ""), ("usermail", ""),
                   ("usergroups", "")]  # fmt: skip
    tail = [("do", "admin"), ("page", "usermanager"), ("start", "0")]

    def add(notify: bool, password: str) -> list[Any]:
        fields = [("sectok", SECTOK), ("userid", "carol"), ("userpass", password),
                  ("userpass2", password), ("username", "Carol Lee"),
                  ("usermail", "carol@example.org"), ("usergroups", "user")]  # fmt: skip
        fields += [("usernotify", "1")] if notify else []
        return [form(PAGE, [*fields, *tail, ("fn[add]", "")])]

    def modify(notify: bool, name: str) -> list[Any]:
        fields = [("sectok", SECTOK), ("userid", "bob"), ("userpass", ""), ("userpass2", ""),
                  ("username", name), ("usermail", "bob@example.org"),
                  ("usergroups", "user,editors")]  # fmt: skip
        fields += [("usernotify", "1")] if notify else []
        return [
            form(
                PAGE,
                [
                    *fields,
                    ("do", "admin"),
                    ("page", "usermanager"),
                    ("userid_old", "bob"),
                    ("start", "0"),
                    ("fn[modify]", ""),
                ],
            )
        ]

    acl_t = t("acl:admin_acl")
    perms = [t(f"acl:acl_perm{p}") for p in (0, 1, 2, 4, 8)]
    rule = {"title": acl_t, "items": [
        {"text": t("acl:acl_mod")}, {"radio": perms[0], "checked": False},
        {"radio": perms[1], "checked": True}, {"radio": perms[2], "checked": False},
        {"radio": perms[3], "checked": False}, {"radio": perms[4], "checked": False},
        {"button": t("core:btn_update")}, {"button": t("core:btn_delete")}]}  # fmt: skip
    table = {"title": acl_t, "items": [
        {"text": t("acl:current")}, {"text": "projects:*"}, {"text": "@staff"},
        {"switch": "del[projects:*][]", "checked": True},
        {"button": t("core:btn_update")}]}  # fmt: skip

    def acl_rule(perm: str, button: str) -> list[Any]:
        return [
            form(
                "/doku.php?id=start",
                [
                    ("acl_t", "@staff"),
                    ("acl_w", ""),
                    ("acl", perm),
                    (button, ""),
                    ("ns", "projects"),
                    ("id", ID),
                    ("do", "admin"),
                    ("page", "acl"),
                    ("sectok", SECTOK),
                ],
            )
        ]

    ext = t("extension:menu")
    plugins = {"title": ext, "items": [
        {"tab": t("extension:tab_plugins")}, {"tab": t("extension:tab_templates")},
        {"text": "Gallery Plugin"}, {"button": t("extension:btn_uninstall")},
        {"button": t("extension:btn_update")},
        {"button": t("extension:btn_disable")}]}  # fmt: skip
    disabled = {"title": ext, "items": [
        {"tab": t("extension:tab_plugins")}, {"text": "Gallery Plugin"},
        {"button": t("extension:btn_uninstall")},
        {"button": t("extension:btn_enable")}]}  # fmt: skip
    at_plugins = url([("do", "admin"), ("page", "extension"), ("tab", "plugins")])
    toggle = f"GET {AJAX}?call=plugin_extension&ext={PLUGIN}&act=toggle&sectok={SECTOK}"

    config_t = t("config:menu")
    config = {"title": config_t, "items": [
        {"field": "config[title]", "hint": "title", "text": "Team Wiki"},
        {"button": t("core:btn_save")}, {"button": t("core:btn_reset")}]}  # fmt: skip
    revert_t = t("revert:menu")
    search = {"title": revert_t, "items": [
        {"field": "filter", "hint": t("revert:filter"), "text": "casino"},
        {"button": t("core:btn_search")}]}  # fmt: skip
    found = {"title": revert_t, "items": [
        {"switch": ID, "checked": True}, {"switch": "wiki:sandbox", "checked": True},
        {"button": t("revert:revert")}]}  # fmt: skip
    pop_t = t("popularity:name")
    pop = {"title": pop_t, "items": [
        {"field": "data", "hint": "", "text": DATA},
        {"switch": t("popularity:autosubmit"), "checked": False},
        {"button": t("popularity:submit")}]}  # fmt: skip
    failed = {"title": pop_t, "items": [
        {"text": t("popularity:submissionFailed")}, {"text": t("popularity:submitDirectly")},
        {"field": "data", "hint": "", "text": DATA},
        {"button": t("popularity:submit")}]}  # fmt: skip
    return [
        _entry("reversible", "admin menu", menu, [
            (t("usermanager:menu"), False, [link(page("usermanager"))]),
            (t("acl:admin_acl"), False, [link(page("acl"))])]),
        _entry("opens-prompt", "user list", users, [
            (t("usermanager:delete_selected"), False, []),
            ("bob", False, [link(url([("fn[edit][bob]", "1"), ("do", "admin"),
                                      ("page", "usermanager"), ("sectok", SECTOK)]))]),
            (t("usermanager:export_all"), False, [form(PAGE, [
                *list_fields, ("fn[export]", ""), *tail])])]),
        _entry("delete-user", "user delete confirm", confirm(t("core:js.del_confirm"), ok, um), [
            (ok[0], True, [form(PAGE, [*list_fields, ("delete[bob]", "on"), ("fn[delete]", ""),
                                       *tail])]),
            (ok[1], False, [])]),
        _entry("reversible", "add user form", user_form(False, False), [
            (t("usermanager:add"), False, add(False, "river-stone-77"))]),
        _entry("send", "add user form (notify user)", user_form(True, False), [
            (t("usermanager:add"), True, add(True, ""))]),
        _entry("reversible", "edit user form", user_form(False, True), [
            (t("usermanager:modify"), False, modify(False, "Bob Stone"))]),
        _entry("send", "edit user form (notify user)", user_form(True, True), [
            (t("usermanager:modify"), True, modify(True, "Bob Stone"))]),
        _entry("reversible", "acl rule editor", rule, [
            (t("core:btn_update"), False, acl_rule("1", "cmd[save]")),
            (t("core:btn_delete"), False, acl_rule("1", "cmd[del]"))]),
        _entry("reversible", "acl rules table", table, [
            (t("core:btn_update"), False, [form("/doku.php?id=start", [
                ("ns", "projects"), ("acl_w", "@staff"), ("do", "admin"), ("page", "acl"),
                ("sectok", SECTOK), ("acl[*][@ALL]", "1"), ("acl[*][@user]", "8"),
                ("acl[projects:*][@staff]", "2"), ("del[projects:*][]", "@staff"),
                ("cmd[update]", "")])])]),
        _entry("opens-prompt", "installed plugins", plugins, [
            (t("extension:btn_uninstall"), False, []),
            (t("extension:btn_update"), False, [form(at_plugins, [
                ("sectok", SECTOK), (f"fn[update][{PLUGIN}]", "")])]),
            (t("extension:btn_disable"), False, [toggle])]),
        _entry("uninstall", "uninstall confirm", confirm(t("extension:js.reallydel"), ok, ext), [
            (ok[0], True, [form(at_plugins, [("sectok", SECTOK),
                                             (f"fn[uninstall][{PLUGIN}]", "")])]),
            (ok[1], False, [])]),
        _entry("reversible", "disabled plugin", disabled, [
            (t("extension:btn_enable"), False, [toggle])]),
        _entry("reversible", "configuration settings", config, [
            (t("core:btn_save"), False, [form("/doku.php", [
                ("id", ID), ("sectok", SECTOK), ("config[title]", "Team Wiki"),
                ("config[start]", "start"), ("config[lang]", "en"), ("do", "admin"),
                ("page", "config"), ("save", "1"), ("submit", "")])])]),
        _entry("reversible", "revert manager search", search, [
            (t("core:btn_search"), False, [form(page("revert"), [("filter", "casino")])])]),
        _entry("reversible", "revert manager results", found, [
            (t("revert:revert"), False, [form(page("revert"), [
                ("filter", "casino"), ("sectok", SECTOK), ("revert[]", ID),
                ("revert[]", "wiki:sandbox")])])]),
        _entry("send", "popularity feedback", pop, [
            (t("popularity:submit"), True, [form("/doku.php", [
                ("sectok", SECTOK), ("do", "admin"), ("page", "popularity"), ("data", DATA),
                ("submit", "1")])])]),
        _entry("send", "popularity feedback (server could not send)", failed, [
            (t("popularity:submit"), True, [form("https://update.dokuwiki.org/popularity.php", [
                ("data", DATA), ("submit", "1")])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*page_screens(t, ok), *profile_screens(t), *media_screens(t, ok),
            *admin_screens(t, ok)]  # fmt: skip

"""Serendipity's screens for the hundred-and-fiftieth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a constant of the
app's ``lang/UTF-8/serendipity_lang_<code>.inc.php`` and ``ok`` the browser's OK and Cancel of
a JavaScript ``confirm()`` or ``prompt()``. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

ADMIN = "/serendipity_admin.php"
BLOG = "Bakery Notes"
ME, ME_NAME, ME_MAIL = "alex", "Alex Moreau", "alex@bakery-notes.example"
ENTRY, ENTRY_TITLE = 5, "Slow bread in a cold kitchen"
DRAFT, DRAFT_TITLE = 6, "Notes from the autumn market"
OLD, OLD_TITLE = 4, "Rye starter, week three"
PERMALINK = f"/archives/{ENTRY}-Slow-bread-in-a-cold-kitchen.html"
TS, NEW_DATE, NEW_TIME = "1786960800", "2026-08-17", "10:00"
COMMENT, COMMENT_AUTHOR = 7, "Marta Kowalski"
PENDING, PENDING_AUTHOR = 8, "Jon Ebbers"
CAT, CAT_NAME = 2, "Baking"
FILE, FILE_NAME, FILE2 = 12, "harbour-dawn", 13
DIR = "trips/"
USER, USER_NAME = 3, "Lena Hart"
GROUP, GROUP_NAME = 4, "Guest writers"
PLUGIN = "serendipity_html_nugget_plugin:5c1b6f0e2a4d8c3b9e7f1a0d6b2c4e8f"
PLUGIN_TITLE = "Opening hours"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(query: str, fields: Fields, path: str = ADMIN) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    url = f"{path}?{query}" if query else path
    return {"request": f"POST {url}", "body": body(fields), "via": "form"}


def link(query: str) -> dict[str, str]:
    """An ``<a href>`` page load of the admin (its brackets as the href writes them)."""
    return {"request": f"GET {ADMIN}?{query}", "via": "link"}


def xhr(method: str, query: str) -> str:
    """A jQuery XMLHttpRequest without a body."""
    return f"{method} {ADMIN}?{query}"


def q(*pairs: tuple[str, Any]) -> str:
    """A query as the templates write it: ``serendipity[key]=value`` pairs joined by ``&``."""
    return "&".join(f"serendipity[{k}]={v}" for k, v in pairs)


def icon(label: str, title: str | None = None, kind: str = "link") -> dict[str, str]:
    """An icon link or button: its visually hidden label, and its ``title`` as the
    description where that says more."""
    item = {kind: label}
    if title and title != label:
        item["desc"] = title
    return item


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"serendipity {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page(t: Any, section: str) -> str:
    """An admin page's document title (``admin/index.tpl``): its module's section, the blog's
    title and the suite's name."""
    return f"{t(section)} | {BLOG} | {t('SERENDIPITY_ADMIN_SUITE')}"


def dialog(title: str, message: str, ok: tuple[str, str], field: str | None = None) -> dict:
    """The browser's ``confirm()`` (or, with ``field``, ``prompt()``) over its page."""
    items: list[dict[str, Any]] = [{"field": "prompt", "hint": "", "text": field}] if field else []
    return {"title": title, "dialog": {"message": message},
            "items": [*items, {"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def entry_fields(t: Any, entry: int | str, title: str, text: str, draft: bool,
                 preview: bool = False) -> Fields:  # fmt: skip
    """The entry form's fields in tree order, up to the first category."""
    return [
        ("serendipity[action]", "admin"), ("serendipity[adminModule]", "entries"),
        ("serendipity[adminAction]", "save"), ("serendipity[id]", str(entry)),
        ("serendipity[timestamp]", TS), ("serendipity[preview]", "true" if preview else "false"),
        ("serendipity[title]", title), ("serendipity[body]", text), ("serendipity[extended]", ""),
        ("serendipity[chk_timestamp]", TS), ("serendipity[new_date]", NEW_DATE),
        ("serendipity[new_time]", NEW_TIME), ("serendipity[isdraft]", "true" if draft else "false"),
        ("serendipity[allow_comments]", "true"), ("serendipity[had_categories]", "1"),
        ("serendipity[categories][]", str(CAT)),
    ]  # fmt: skip


def comment_fields(t: Any, entry: int, name: str, mail: str, url: str, text: str,
                   reply_to: int) -> Fields:  # fmt: skip
    return [
        ("serendipity[entry_id]", str(entry)), ("serendipity[name]", name),
        ("serendipity[email]", mail), ("serendipity[url]", url),
        ("serendipity[comment]", text), ("serendipity[replyTo]", str(reply_to)),
    ]  # fmt: skip


def entry_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The main menu, the entries list, its delete confirmations and the entry form."""
    menu = {"title": page(t, "ADMIN_FRONTPAGE"), "items": [
        {"text": t("USER_SELF_INFO", ME, t("USERLEVEL_ADMIN_DESC"))},
        icon(t("MENU_DASHBOARD"), t("MENU_DASHBOARD")),
        icon(t("PERSONAL_SETTINGS"), t("PERSONAL_SETTINGS")),
        icon(t("BACK_TO_BLOG"), t("BACK_TO_BLOG")),
        icon(t("LOGOUT"), t("LOGOUT")), {"text": t("CONTENT")},
        {"link": t("NEW_ENTRY")}, {"link": t("EDIT_ENTRIES")}, {"link": t("CATEGORIES")},
        {"text": t("MEDIA")}, {"link": t("MEDIA_LIBRARY")}, {"text": t("MENU_ACTIVITY")},
        {"link": t("COMMENTS")}]}  # fmt: skip
    title = page(t, "ADMIN_ENTRIES")
    listing = {"title": title, "items": [
        icon(t("FILTERS"), t("FILTERS")),
        icon(t("SORT_ORDER"), t("SORT_ORDER")),
        {"link": ENTRY_TITLE, "desc": f"#{ENTRY}: {ENTRY_TITLE}"},
        {"link": t("VIEW"), "desc": f"{t('VIEW')} #{ENTRY}"},
        {"link": t("EDIT"), "desc": f"{t('EDIT')} #{ENTRY}"},
        {"link": t("DELETE"), "desc": f"{t('DELETE')} #{ENTRY}"}]}  # fmt: skip
    foot = {"title": title, "items": [
        {"text": ENTRY_TITLE}, {"text": OLD_TITLE},
        {"button": t("INVERT_SELECTIONS")}, {"button": t("DELETE")}]}  # fmt: skip
    confirm_one = {"title": title, "items": [
        {"text": t("DELETE_SURE", f"{ENTRY} - {ENTRY_TITLE}")},
        {"link": t("NOT_REALLY")}, {"link": t("DUMP_IT")}]}  # fmt: skip
    confirm_many = {"title": title, "items": [
        {"text": t("DELETE_SURE", f"{ENTRY} - {ENTRY_TITLE}")},
        {"text": t("DELETE_SURE", f"{OLD} - {OLD_TITLE}")},
        {"link": t("NOT_REALLY")}, {"link": t("DUMP_IT")}]}  # fmt: skip
    entries_q = q(("adminModule", "entries"), ("adminAction", "editSelect"))

    def editor(heading: str, state: str, new: bool, text: str) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"field": "serendipity[title]", "hint": t("TITLE"),
             "text": ENTRY_TITLE if new else DRAFT_TITLE},
            {"field": "serendipity[body]", "hint": t("ENTRY_BODY"), "text": text},
            icon(t("RESET_DATE"), t("RESET_DATE_DESC"), "button"),
            icon(t("CATEGORIES"), t("CATEGORY")),
            icon(state, state, "button")]  # fmt: skip
        if not new:
            items.append(icon(t("DELETE"), t("DELETE")))
        items += [{"button": t("PREVIEW")}, {"button": t("SAVE")}]
        return {"title": title, "items": [{"text": heading}, *items]}

    new_text = "The dough rose for eighteen hours on the windowsill."
    draft_text = "Quinces, the last plums and a baker selling rye by weight."
    new_draft = editor(t("NEW_ENTRY"), t("DRAFT"), True, new_text)
    new_publish = editor(t("NEW_ENTRY"), t("PUBLISH"), True, new_text)
    draft_publish = editor(t("EDIT_ENTRY"), t("PUBLISH"), False, draft_text)
    return [
        _entry("reversible", "main menu", menu, [
            (t("NEW_ENTRY"), False, [link(q(("adminModule", "entries"), ("adminAction", "new")))]),
            (t("LOGOUT"), False, [link(q(("adminModule", "logout")))])]),
        _entry("opens-prompt", "entries list", listing, [
            (t("EDIT"), False, [link(q(("action", "admin"), ("adminModule", "entries"),
                                       ("adminAction", "edit"), ("id", ENTRY)))]),
            (t("DELETE"), False, [link(q(("action", "admin"), ("adminModule", "entries"),
                                         ("adminAction", "delete"), ("id", ENTRY)) + "&")])]),
        _entry("opens-prompt", "entries list foot, two ticked", foot, [
            (t("DELETE"), False, [form("", [
                ("serendipity[action]", "admin"), ("serendipity[adminModule]", "entries"),
                ("serendipity[adminAction]", "multidelete"),
                ("serendipity[multiDelete][]", str(ENTRY)),
                ("serendipity[multiDelete][]", str(OLD)), ("toggle", t("DELETE"))])])]),
        _entry("delete", "entry delete confirmation", confirm_one, [
            (t("NOT_REALLY"), False, [link(entries_q)]),
            (t("DUMP_IT"), True, [link("&" + q(("action", "admin"), ("adminModule", "entries"),
                                              ("adminAction", "doDelete"), ("id", ENTRY)))])]),
        _entry("delete", "entries multidelete confirmation", confirm_many, [
            (t("DUMP_IT"), True, [link("&" + q(("action", "admin"), ("adminModule", "entries"),
                                              ("adminAction", "doMultiDelete"),
                                              ("id", f"{ENTRY},{OLD},")))])]),
        _entry("reversible", "new entry, status Draft", new_draft, [
            (t("SAVE"), False, [form("", entry_fields(t, "", ENTRY_TITLE, new_text, True))]),
            (t("PREVIEW"), False, [form("", entry_fields(t, "", ENTRY_TITLE, new_text, True,
                                                         preview=True))])]),
        _entry("publish", "new entry, status Publish", new_publish, [
            (t("SAVE"), True, [form("", entry_fields(t, "", ENTRY_TITLE, new_text, False))])]),
        _entry("publish", "draft entry switched to Publish", draft_publish, [
            (t("SAVE"), True, [form("", entry_fields(t, DRAFT, DRAFT_TITLE, draft_text,
                                                     False))]),
            (t("DELETE"), False, [link(q(("action", "admin"), ("adminModule", "entries"),
                                         ("adminAction", "delete"), ("id", DRAFT)) + "&")])]),
    ]  # fmt: skip


def comment_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The comments list (an approved and a pending comment), its confirm()s, the edit and
    reply forms, and the blog's comment form."""
    title = page(t, "COMMENTS")
    list_q = q(("adminModule", "comments"))

    def row(cid: int, author: str, pending: bool) -> dict[str, Any]:
        kind = t("COMMENT")
        items: list[dict[str, Any]] = [
            {"text": f"{author} {t('IN')} {kind} #{cid} - {t('IN_REPLY_TO')}"},
            {"link": ENTRY_TITLE},
        ]
        if pending:
            items.append({"text": t("COMMENTS_FILTER_NEED_APPROVAL")})
        items += [icon(t("VIEW"), t("VIEW")), icon(t("EDIT"), t("EDIT")),
                  icon(t("REPLY"), t("REPLY"))]  # fmt: skip
        if pending:
            items.append(icon(t("APPROVE"), t("APPROVE")))
        else:
            items.append(icon(t("SET_TO_MODERATED"), t("SET_TO_MODERATED")))
        items.append(icon(t("DELETE"), t("DELETE")))
        return {"title": title, "items": items}

    base = (("action", "admin"), ("adminModule", "comments"))
    delete_one = q(*base, ("adminAction", "delete"), ("id", COMMENT), ("entry_id", ENTRY)) + "&"
    foot = {"title": title, "items": [
        {"text": f"{PENDING_AUTHOR} {t('IN')} {t('COMMENT')} #{PENDING}"},
        {"button": t("INVERT_SELECTIONS")}, {"button": t("DELETE")},
        {"button": t("APPROVE")}]}  # fmt: skip
    ticked = [("serendipity[formAction]", "multiDelete"), (f"serendipity[delete][{PENDING}]",
                                                          str(ENTRY))]  # fmt: skip
    edit_text = "Lovely post - which flour did you use for the rye?"

    def comment_form(heading: str, name: str, text: str, preview: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"field": "serendipity[name]", "hint": t("NAME"), "text": name},
            {"field": "serendipity[email]", "hint": t("EMAIL"), "text": ""},
            {"field": "serendipity[url]", "hint": t("HOMEPAGE"), "text": ""},
            {"field": "serendipity[comment]", "hint": t("COMMENT"), "text": text},
            {"text": t("IN_REPLY_TO")},
        ]
        if preview:
            items.append({"button": t("PREVIEW")})
        items.append({"button": t("SUBMIT_COMMENT")})
        return {"title": heading, "items": items}

    reply_text = "Thanks Jon - it was a light rye, about 15% bran."
    blog_text = "I tried this in a cold flat and it worked. Thank you!"
    edit_form = comment_form(title, COMMENT_AUTHOR, edit_text, True)
    reply_form = comment_form(title, ME_NAME, reply_text, True)
    blog_form = {"title": ENTRY_TITLE, "items": [
        {"field": "serendipity[name]", "hint": t("NAME"), "text": "Ines Vidal"},
        {"field": "serendipity[email]", "hint": t("EMAIL"), "text": "ines@mail.example"},
        {"field": "serendipity[url]", "hint": t("HOMEPAGE"), "text": ""},
        {"field": "serendipity[comment]", "hint": t("COMMENT"), "text": blog_text},
        {"switch": t("REMEMBER_INFO"), "checked": False},
        {"switch": t("SUBSCRIBE_TO_THIS_ENTRY"), "checked": False},
        {"button": t("PREVIEW")}, {"button": t("SUBMIT_COMMENT")}]}  # fmt: skip
    blog_fields = comment_fields(t, ENTRY, "Ines Vidal", "ines@mail.example", "", blog_text, 0)
    reply_fields = comment_fields(t, ENTRY, ME_NAME, ME_MAIL, "", reply_text, PENDING)
    edit_fields = comment_fields(
        t, ENTRY, COMMENT_AUTHOR, "marta@post.example", "http://marta.example", edit_text, 0
    )
    reply_url = (
        q(
            *base,
            ("adminAction", "doReply"),
            ("id", PENDING),
            ("entry_id", ENTRY),
            ("noBanner", "true"),
            ("noSidebar", "true"),
        )
        + "&"
    )
    return [
        _entry("reversible", "comments list, approved comment", row(COMMENT, COMMENT_AUTHOR,
                                                                    False), [
            (t("SET_TO_MODERATED"), False, [link(q(*base, ("adminAction", "pending"),
                                                   ("id", COMMENT)) + "&")]),
            (t("DELETE"), False, [])]),
        _entry("delete", "comment delete confirm",
               dialog(title, t("COMMENT_DELETE_CONFIRM", COMMENT, COMMENT_AUTHOR), ok), [
            (ok[0], True, [link(delete_one)]), (ok[1], False, [])]),
        _entry("send", "comments list, pending comment", row(PENDING, PENDING_AUTHOR, True), [
            (t("APPROVE"), True, [link(q(*base, ("adminAction", "approve"), ("id", PENDING),
                                         ("page", 1)) + "&")]),
            (t("REPLY"), False, [link(q(*base, ("adminAction", "reply"), ("id", PENDING),
                                        ("entry_id", ENTRY), ("noBanner", "true"),
                                        ("noSidebar", "true")) + "&")])]),
        _entry("send", "comments list foot, pending comment ticked", foot, [
            (t("DELETE"), False, []),
            (t("APPROVE"), True, [form(list_q, [
                *ticked, ("serendipity[togglemoderate]", t("APPROVE"))])])]),
        _entry("delete", "comments multidelete confirm",
               dialog(title, t("COMMENTS_DELETE_CONFIRM"), ok), [
            (ok[0], True, [form(list_q, [*ticked, ("toggle", t("DELETE"))])]),
            (ok[1], False, [])]),
        _entry("reversible", "comment edit form", edit_form, [
            (t("SUBMIT_COMMENT"), False, [form(
                q(*base, ("adminAction", "doEdit"), ("id", COMMENT), ("entry_id", ENTRY)) + "&",
                [*edit_fields, ("serendipity[submit]", t("SUBMIT_COMMENT"))])])]),
        _entry("send", "comment reply popup", reply_form, [
            (t("SUBMIT_COMMENT"), True, [form(reply_url, [
                *reply_fields, ("serendipity[submit]", t("SUBMIT_COMMENT"))])])]),
        _entry("send", "blog entry comment form", blog_form, [
            (t("PREVIEW"), False, [form("", [*blog_fields,
                                             ("serendipity[preview]", t("PREVIEW"))],
                                        path=PERMALINK)]),
            (t("SUBMIT_COMMENT"), True, [form("", [
                *blog_fields, ("serendipity[submit]", t("SUBMIT_COMMENT"))], path=PERMALINK)])]),
    ]  # fmt: skip


def media_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Categories, the media library and its directories."""
    cats = page(t, "CATEGORIES")
    cat_list = {"title": cats, "items": [
        {"text": CAT_NAME}, {"link": t("EDIT"), "desc": f"{t('EDIT')} {CAT_NAME}"},
        icon(t("CREATE_NEW_CAT"), t("CREATE_NEW_CAT")),
        {"link": t("DELETE"), "desc": f"{t('DELETE')} {CAT_NAME}"}]}  # fmt: skip
    cat_edit = {"title": cats, "items": [{"text": t("EDIT_THIS_CAT", CAT_NAME)},
        {"field": "serendipity[cat][name]", "hint": t("NAME"), "text": CAT_NAME},
        {"field": "serendipity[cat][description]", "hint": t("DESCRIPTION"),
         "text": "Breads, cakes and everything from the oven"},
        {"link": t("BACK")}, {"button": t("SAVE")}]}  # fmt: skip
    cat_delete = {"title": cats, "items": [
        {"text": t("CATEGORY_REMAINING")}, {"text": t("NO_CATEGORY")},
        {"button": t("DELETE")}]}  # fmt: skip
    cat_edit_q = q(("adminModule", "category"), ("adminAction", "edit"), ("cid", CAT))
    lib = page(t, "MEDIA")
    toolbar = {"title": lib, "items": [
        {"text": f"{FILE_NAME}.jpg"},
        icon(t("SHOW_METADATA"), t("SHOW_METADATA")),
        icon(t("MEDIA_RENAME"), t("MEDIA_RENAME"), "button"),
        icon(t("IMAGE_RESIZE"), t("IMAGE_RESIZE")),
        icon(t("IMAGE_ROTATE_LEFT"), t("IMAGE_ROTATE_LEFT")),
        icon(t("IMAGE_ROTATE_RIGHT"), t("IMAGE_ROTATE_RIGHT")),
        icon(t("MEDIA_PROP"), t("MEDIA_PROP")),
        icon(t("MEDIA_DELETE"), t("MEDIA_DELETE"))]}  # fmt: skip
    images = (("adminModule", "images"),)
    foot = {"title": lib, "items": [
        {"text": f"{FILE_NAME}.jpg"}, {"text": "sourdough-crumb.jpg"},
        {"button": t("INVERT_SELECTIONS")}, {"button": t("DELETE")}]}  # fmt: skip
    confirm_many = {"title": lib, "items": [
        {"text": t("ABOUT_TO_DELETE_FILES")},
        {"text": t("DELETE_SURE", f"{FILE} - {FILE_NAME}.jpg")},
        {"text": t("DELETE_SURE", f"{FILE2} - sourdough-crumb.jpg")},
        {"link": t("BACK")}, {"link": t("DUMP_IT")}]}  # fmt: skip
    dir_delete = {"title": lib, "items": [
        {"text": t("DELETE_DIRECTORY_DESC")},
        {"switch": f"{DIR} - {t('FORCE_DELETE')}", "checked": False},
        {"button": t("DELETE_DIRECTORY")}]}  # fmt: skip
    dir_create = {"title": lib, "items": [
        {"text": t("CREATE_DIRECTORY_DESC")},
        {"field": "serendipity[name]", "hint": t("NAME"), "text": "markets"},
        {"text": t("PARENT_DIRECTORY")}, {"text": t("BASE_DIRECTORY")},
        {"link": t("BACK")}, {"button": t("CREATE_DIRECTORY")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "categories list", cat_list, [
            (t("EDIT"), False, [link(cat_edit_q)]),
            (t("DELETE"), False, [link(q(("adminModule", "category"), ("adminAction", "delete"),
                                         ("cid", CAT)))])]),
        _entry("reversible", "category edit form", cat_edit, [
            (t("SAVE"), False, [form(cat_edit_q, [
                ("serendipity[cat][name]", CAT_NAME),
                ("serendipity[cat][description]", "Breads, cakes and everything from the oven"),
                ("serendipity[cat][parent_cat]", "0"), ("serendipity[cat][hide_sub]", "0"),
                ("serendipity[cat][read_authors][]", "0"),
                ("serendipity[cat][write_authors][]", "0"), ("serendipity[cat][icon]", ""),
                ("SAVE", t("SAVE"))])])]),
        _entry("delete", "category delete page", cat_delete, [
            (t("DELETE"), True, [form(q(("adminModule", "category"), ("adminAction", "doDelete"),
                                        ("cid", CAT)), [
                ("serendipity[cat][remaining_catid]", "0"), ("REMOVE", t("DELETE"))])])]),
        _entry("reversible", "media file toolbar", toolbar, [
            (t("MEDIA_RENAME"), False, []),
            (t("IMAGE_ROTATE_RIGHT"), False, [xhr("GET", q(*images, ("adminAction", "rotateCW"),
                                                           ("fid", FILE)))]),
            (t("MEDIA_DELETE"), False, [])]),
        _entry("reversible", "media rename prompt",
               dialog(lib, t("ENTER_NEW_NAME") + " " + FILE_NAME, ok, "harbour-dawn-2026"), [
            (ok[0], False, [xhr("POST", q(*images, ("adminAction", "rename"), ("fid", FILE),
                                          ("newname", "harbour-dawn-2026"),
                                          ("token", "undefined")))])]),
        _entry("delete", "media delete confirm", dialog(lib, t("DELETE") + "?", ok), [
            (ok[0], True, [xhr("POST", q(*images, ("adminAction", "doDelete"), ("fid", FILE),
                                         ("token", "undefined")))]),
            (ok[1], False, [])]),
        _entry("opens-prompt", "media library foot, two ticked", foot, [
            (t("DELETE"), False, [form("", [
                ("serendipity[action]", "admin"), ("serendipity[adminModule]", "media"),
                ("serendipity[adminAction]", "multicheck"),
                ("serendipity[multicheck][]", str(FILE)),
                ("serendipity[multicheck][]", str(FILE2)), ("toggle_delete", t("DELETE")),
                ("serendipity[newDir]", "")])])]),
        _entry("delete", "media multidelete confirmation", confirm_many, [
            (t("DUMP_IT"), True, [link("&" + q(("action", "admin"), *images,
                                              ("adminAction", "doMultiDelete"),
                                              ("id", f"{FILE},{FILE2},")))])]),
        _entry("delete", "directory delete form", dir_delete, [
            (t("DELETE_DIRECTORY"), True, [form(q(*images, ("adminAction", "directoryDoDelete"),
                                                  ("dir", DIR)),
                                                [("SAVE", t("DELETE_DIRECTORY"))])])]),
        _entry("reversible", "directory create form", dir_create, [
            (t("CREATE_DIRECTORY"), False, [form(
                q(("step", "directoryDoCreate"), *images, ("adminAction", "directoryDoCreate")),
                [("serendipity[name]", "markets"), ("serendipity[parent]", ""),
                 ("SAVE", t("CREATE_DIRECTORY"))])])]),
    ]  # fmt: skip


def admin_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Users, groups, plugins, themes, configuration, personal settings, maintenance."""
    users_t = page(t, "MANAGE_USERS")
    users = {"title": users_t, "items": [
        {"text": f"{USER_NAME} ({t('USERLEVEL_EDITOR_DESC')})"},
        {"link": t("EDIT"), "desc": f"{t('EDIT')} {USER_NAME}"},
        {"link": t("DELETE"), "desc": f"{t('DELETE')} {USER_NAME}"},
        {"link": t("CREATE_NEW_USER")}]}  # fmt: skip
    user_delete = {"title": users_t, "items": [
        {"text": t("DELETE_USER", USER, USER_NAME)},
        {"button": t("NOT_REALLY")}, {"button": t("DUMP_IT")}]}  # fmt: skip
    new_user = {"title": users_t, "items": [{"text": t("CREATE")},
        {"field": "username", "hint": t("USERCONF_USERNAME"), "text": "sam"},
        {"field": "password", "hint": t("USERCONF_PASSWORD"), "text": "••••••••••"},
        {"field": "realname", "hint": t("USERCONF_REALNAME"), "text": "Sam Ortiz"},
        {"field": "email", "hint": t("USERCONF_EMAIL"), "text": "sam@bakery-notes.example"},
        {"button": t("CREATE_NEW_USER")}]}  # fmt: skip
    groups_t = page(t, "MANAGE_GROUPS")
    groups = {"title": groups_t, "items": [
        {"text": GROUP_NAME}, {"link": t("EDIT"), "desc": f"{t('EDIT')} {GROUP_NAME}"},
        {"link": t("DELETE"), "desc": f"{t('DELETE')} {GROUP_NAME}"},
        {"link": t("CREATE_NEW_GROUP")}]}  # fmt: skip
    group_delete = {"title": groups_t, "items": [
        {"text": t("DELETE_GROUP", GROUP, GROUP_NAME)},
        {"button": t("NOT_REALLY")}, {"button": t("DUMP_IT")}]}  # fmt: skip
    plugins_t = page(t, "MENU_PLUGINS")
    plugins = {"title": plugins_t, "items": [
        {"text": t("SIDEBAR_PLUGINS")},
        {"switch": t("REMOVE_TICKED_PLUGINS"), "checked": True}, {"text": PLUGIN_TITLE},
        icon(t("MOVE"), t("MOVE"), "button"),
        icon(t("CONFIGURATION"), t("CONFIGURATION")),
        icon(t("DELETE"), t("REMOVE_TICKED_PLUGINS"), "button"),
        icon(t("SAVE"), t("SAVE_CHANGES_TO_LAYOUT"), "button")]}  # fmt: skip
    plugin_fields = [
        ("serendipity[pluginorder]", ""), (f"serendipity[plugin][{PLUGIN}][id]", PLUGIN),
        (f"serendipity[plugin][{PLUGIN}][position]", "0"),
        ("serendipity[plugin_to_remove][]", PLUGIN), (f"serendipity[ownership][{PLUGIN}]", "0"),
        (f"serendipity[plugin][{PLUGIN}][placement]", "right")]  # fmt: skip
    hours = "Tue-Sat 7:00-14:00"
    plugin_conf = {"title": plugins_t, "items": [
        {"field": "serendipity[plugin][title]", "hint": t("TITLE"), "text": PLUGIN_TITLE},
        {"field": "serendipity[plugin][content]", "hint": "", "text": hours},
        {"button": t("SAVE")}]}  # fmt: skip
    themes = {"title": page(t, "MENU_TEMPLATES"), "items": [
        {"text": "Bootstrap 4"}, icon(t("TEMPLATE_INFO"), t("TEMPLATE_INFO"), "button"),
        {"link": f"{t('INSTALL')}: {t('FRONTEND')}", "desc": t("SET_AS_TEMPLATE")}]}  # fmt: skip
    config = {"title": page(t, "CONFIGURATION"), "items": [
        {"field": "blogTitle", "hint": t("INSTALL_BLOGNAME"), "text": "Bakery Notes"},
        {"field": "blogDescription", "hint": t("INSTALL_BLOGDESC"),
         "text": "Bread, markets and a cold kitchen"},
        {"button": t("CHECK_N_SAVE")}]}  # fmt: skip
    personal = {"title": page(t, "PERSONAL_SETTINGS"), "items": [
        {"field": "username", "hint": t("USERCONF_USERNAME"), "text": ME},
        {"field": "realname", "hint": t("USERCONF_REALNAME"), "text": ME_NAME},
        {"field": "email", "hint": t("USERCONF_EMAIL"), "text": ME_MAIL},
        {"button": t("SAVE")}]}  # fmt: skip
    maint = {"title": page(t, "MENU_MAINTENANCE"), "items": [
        {"button": t("CLEANCOMPILE_TITLE")},
        icon(t("MORE"), t("MORE"), "button"), {"text": t("MAINTENANCE_MODE")},
        {"text": t("MAINTENANCE_MODE_DURATION")}, {"field": "hours", "hint": "", "text": "1"},
        {"button": t("MAINTENANCE_MODE_ACTIVATE")}]}  # fmt: skip
    users_q, groups_q = q(("adminModule", "users")), q(("adminModule", "groups"))
    plugins_q = q(("adminModule", "plugins"))
    return [
        _entry("opens-prompt", "users list", users, [
            (t("DELETE"), False, [link("&" + q(("adminModule", "users"), ("adminAction", "delete"),
                                              ("userid", USER)))])]),
        _entry("delete-user", "user delete confirmation", user_delete, [
            (t("NOT_REALLY"), False, [form(users_q, [("serendipity[userid]", str(USER)),
                                                     ("NO", t("NOT_REALLY"))])]),
            (t("DUMP_IT"), True, [form(users_q, [("serendipity[userid]", str(USER)),
                                                 ("DELETE_YES", t("DUMP_IT"))])])]),
        _entry("reversible", "new user form", new_user, [
            (t("CREATE_NEW_USER"), False, [form(users_q, [
                ("username", "sam"), ("password", "oven-spring-41"),
                ("check_password", ""), ("realname", "Sam Ortiz"), ("userlevel", "0"),
                ("groups[]", "1"), ("email", "sam@bakery-notes.example"),
                ("SAVE_NEW", t("CREATE_NEW_USER"))])])]),
        _entry("opens-prompt", "groups list", groups, [
            (t("DELETE"), False, [link("&" + q(("adminModule", "groups"),
                                              ("adminAction", "delete"), ("group", GROUP)))])]),
        _entry("delete", "group delete confirmation", group_delete, [
            (t("DUMP_IT"), True, [form(groups_q, [("serendipity[group]", str(GROUP)),
                                                  ("DELETE_YES", t("DUMP_IT"))])])]),
        _entry("delete", "sidebar plugins, one ticked", plugins, [
            (t("DELETE"), True, [form(plugins_q, [*plugin_fields, ("REMOVE", t("DELETE"))])]),
            (t("SAVE"), False, [form(plugins_q, [*plugin_fields, ("SAVE", t("SAVE"))])])]),
        _entry("reversible", "plugin configuration", plugin_conf, [
            (t("SAVE"), False, [form(q(("adminModule", "plugins"), ("plugin_to_conf", PLUGIN)), [
                ("serendipity[plugin][title]", PLUGIN_TITLE),
                ("serendipity[plugin][backend_title]", ""),
                ("serendipity[plugin][content]", hours),
                ("serendipity[plugin][markup]", "false"),
                ("serendipity[plugin][show_where]", "both"),
                ("SAVECONF", t("SAVE"))])])]),
        _entry("reversible", "themes page, a theme's card", themes, [
            (f"{t('INSTALL')}: {t('FRONTEND')}", False, [link(q(
                ("adminModule", "templates"), ("adminAction", "install"),
                ("theme", "bootstrap4")) + "&")])]),
        _entry("reversible", "configuration", config, [
            (t("CHECK_N_SAVE"), False, [form("", [
                ("serendipity[adminModule]", "installer"), ("installAction", "check"),
                ("blogTitle", "Bakery Notes"),
                ("blogDescription", "Bread, markets and a cold kitchen")])])]),
        _entry("reversible", "personal settings", personal, [
            (t("SAVE"), False, [form(q(("adminModule", "personal"), ("adminAction", "save")), [
                ("username", ME), ("password", ""), ("check_password", ""),
                ("realname", ME_NAME), ("email", ME_MAIL), ("SAVE", t("SAVE"))])])]),
        _entry("reversible", "maintenance", maint, [
            (t("CLEANCOMPILE_TITLE"), False, [form(q(("adminModule", "maintenance")),
                                                   [("adminAction", "runcleanup")])]),
            (t("MAINTENANCE_MODE_ACTIVATE"), False, [form(q(("adminModule", "maintenance")), [
                ("adminAction", "maintenanceMode"), ("hours", "1")])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*entry_screens(t, ok), *comment_screens(t, ok), *media_screens(t, ok),
            *admin_screens(t, ok)]  # fmt: skip

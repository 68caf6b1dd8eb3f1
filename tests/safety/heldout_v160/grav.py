"""Grav admin's screens for the hundred-and-sixtieth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a ``PLUGIN_ADMIN`` key
of the plugin's ``languages/<lang>.yaml``. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

A = "/admin"  # the admin's base route (base_url_relative)
NONCE = "5b1f0c9e7a3d"  # made up; Utils::getNonce('admin-form')
LOGOUT_NONCE = "9d2e4a6c8f01"  # made up; Utils::getNonce('logout-form')
PAGE, PAGE_TITLE, NEW_PAGE = "blog/hello-world", "Hello World", "blog/my-first-post"
PLUGIN, PLUGIN_NAME, OFF_PLUGIN, OFF_NAME = "email", "Email", "sitemap", "Sitemap"
NEW_PLUGIN, NEW_NAME = "form", "Form"
THEME, THEME_NAME, OTHER, OTHER_NAME = "quark", "Quark", "antimatter", "Antimatter"
BACKUP = "default_site_backup--20250105093000.zip"
BACKUP_B64 = "ZGVmYXVsdF9zaXRlX2JhY2t1cC0tMjAyNTAxMDUwOTMwMDAuemlw"  # base64 of BACKUP
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def nonced(path: str) -> str:
    """uri.addNonce(url, 'admin-form', 'admin-nonce'): the nonce as a Grav parameter."""
    return f"{path}/admin-nonce:{NONCE}"


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load (or a ``location.href`` set by the page's script)."""
    return {"request": f"GET {path}", "via": "link"}


def fetch(path: str) -> str:
    """utils/request.js's ``fetch`` GET."""
    return f"GET {path}"


def post(path: str, fields: Fields) -> dict[str, str]:
    """utils/request.js's ``fetch`` POST: a FormData of ``admin-nonce`` and the body's
    fields, written as its urlencoded fields."""
    return {"request": f"POST {path}", "body": body([("admin-nonce", NONCE), *fields])}


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form posted by the browser to ``path`` (the page's own route)."""
    return {"request": f"POST {path}", "body": body(fields), "via": "form"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"grav-admin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A remodal dialog over its page: its ``<h1>``, its text and its buttons."""
    dialog = {"title": heading, "message": message} if message else {"title": heading}
    return {"title": title, "dialog": dialog, "items": items}


def capitalize(text: str) -> str:
    """Twig's ``capitalize`` filter (the tools tabs' names)."""
    return text[:1].upper() + text[1:].lower()


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard's Clear Cache and Backup Now, the clear-cache dropdown, the backup
    dropdown, and the sidebar (its pages, the quick tray's Clear Cache and Logout), seen on the
    backups tool's page."""
    title = t("DASHBOARD")
    clear = f"{A}/cache.json/task:clearCache"
    backup = nonced(f"{A}/backup.json/id:0/task:backup")
    dash = {"title": title, "items": [
        {"button": t("CLEAR_CACHE")}, {"icon": "fa-caret-down"},
        {"button": t("CHECK_FOR_UPDATES")}, {"text": t("MAINTENANCE")},
        {"button": t("BACKUP_NOW")}]}  # fmt: skip
    kinds = [("CLEAR_CACHE_ALL_CACHE", "all"), ("CLEAR_CACHE_ASSETS_ONLY", "assets-only"),
             ("CLEAR_CACHE_IMAGES_ONLY", "images-only"), ("CLEAR_CACHE_CACHE_ONLY", "cache-only"),
             ("CLEAR_CACHE_TMP_ONLY", "tmp-only"), ("CACHE_PURGE", "purge")]  # fmt: skip
    menu = {"title": title, "dialog": {}, "items": [{"link": t(k)} for k, _ in kinds]}
    backups = {"title": title, "dialog": {}, "items": [
        {"link": "Default Site Backup"}, {"link": "Backups Manager"}]}  # fmt: skip
    nav = {"title": f"{t('TOOLS')} - {t('BACKUPS')}", "items": [
        {"link": "Admin User"}, {"icon": "fa-retweet", "desc": t("CLEAR_CACHE")},
        {"link": t("DASHBOARD")}, {"link": t("CONFIGURATION")}, {"link": t("PAGES")},
        {"link": t("PLUGINS")}, {"link": t("THEMES")}, {"link": t("TOOLS")},
        {"link": t("LOGOUT")}]}  # fmt: skip
    return [
        _entry("reversible", "dashboard", dash, [
            (t("BACKUP_NOW"), False, [fetch(backup)])]),
        _entry("reversible", "clear cache dropdown", menu, [
            (t(k), False, [fetch(nonced(f"{clear}/cleartype:{v}"))])
            for k, v in kinds if v == "purge"]),
        _entry("reversible", "backup dropdown", backups, [
            ("Backups Manager", False, [link(f"{A}/tools/backups")])]),
        _entry("reversible", "sidebar", nav, [
            (t("CLEAR_CACHE"), False, [fetch(nonced(clear))]),
            (t("LOGOUT"), False, [link(f"{A}/task:logout/logout-nonce:{LOGOUT_NONCE}")])]),
    ]  # fmt: skip


def page_fields(route: str, title: str, folder: str) -> Fields:
    """The page form's fields, shortened to its title, content, folder and parent."""
    return [("data[header][title]", title), ("data[content]", "Welcome to the new blog."),
            ("data[folder]", folder), ("data[route]", route)]  # fmt: skip


def pages_screens(t: Any) -> list[dict[str, Any]]:
    """The pages list, its Add dropdown, the Add Page and Add Folder modals, the new page's
    editor, the existing page's editor, its Add dropdown, the Delete confirmation (from the
    list and from the editor), the Move modal and the unsaved-changes modal."""
    lst = t("PAGES")
    edit = f"{t('EDIT')} {PAGE_TITLE}"
    page_url = f"{A}/pages/{PAGE}"
    delete_blog = link(nonced(f"{A}/pages/blog/task:delete"))
    delete_page = link(nonced(f"{page_url}/task:delete"))
    listing = {"title": lst, "items": [
        {"link": t("BACK")}, {"icon": "fa-caret-down"},
        {"field": "page-filter", "hint": t("ADD_FILTERS"), "text": ""},
        {"field": "page-search", "hint": t("SEARCH_PAGES"), "text": ""},
        {"button": t("EXPAND_ALL")}, {"button": t("COLLAPSE_ALL")},
        {"text": "Home"}, {"link": "Blog"}, {"icon": "fa-eye", "desc": t("PREVIEW")},
        {"icon": "fa-trash-o"}]}  # fmt: skip
    add_items = [{"link": t("ADD_PAGE")}, {"link": t("ADD_FOLDER")}, {"link": t("ADD_MODULE")}]
    add_menu = {"title": lst, "dialog": {}, "items": add_items}
    add_edit = {"title": edit, "dialog": {}, "items": add_items}
    confirm_items = [{"button": t("CANCEL")}, {"button": t("CONTINUE")}]
    heading = t("MODAL_DELETE_PAGE_CONFIRMATION_REQUIRED_TITLE")
    desc = t("MODAL_DELETE_PAGE_CONFIRMATION_REQUIRED_DESC")
    del_list = modal(lst, heading, desc, confirm_items)
    del_edit = modal(edit, heading, desc,
                     [{"text": f"{t('PAGE')}: {PAGE_TITLE}"}, *confirm_items])  # fmt: skip
    new = modal(lst, t("ADD_PAGE"), "", [
        {"field": "data[title]", "hint": t("PAGE_TITLE"), "text": "My First Post"},
        {"field": "data[folder]", "hint": t("FOLDER_NAME"), "text": "my-first-post"},
        {"text": t("PARENT_PAGE")}, {"text": "/blog"}, {"text": t("PAGE_FILE")},
        {"text": "Default"}, {"text": t("VISIBLE")}, *confirm_items])  # fmt: skip
    folder = modal(lst, t("ADD_FOLDER"), "", [
        {"field": "data[folder]", "hint": t("FOLDER_NAME"), "text": "archive"},
        {"button": t("SAVE")}])  # fmt: skip
    new_url = f"{A}/pages/{NEW_PAGE}"
    fresh = {"title": t("ADD_PAGE"), "items": [
        {"icon": "fa-reply", "desc": t("BACK")}, {"button": t("SAVE")},
        {"field": "data[header][title]", "hint": "", "text": "My First Post"},
        {"field": "data[content]", "hint": "", "text": "Welcome to the new blog."}]}  # fmt: skip
    editor = {"title": edit, "items": [
        {"icon": "fa-eye", "desc": t("PREVIEW")}, {"icon": "fa-reply", "desc": t("BACK")},
        {"icon": "fa-chevron-left", "desc": t("PREVIOUS")},
        {"icon": "fa-chevron-right", "desc": t("NEXT")},
        {"link": t("DELETE")}, {"icon": "fa-caret-down"},
        {"link": t("COPY")}, {"link": t("MOVE")}, {"button": t("SAVE")},
        {"radio": t("NORMAL"), "checked": True}, {"radio": t("EXPERT"), "checked": False},
        {"field": "data[header][title]", "hint": "", "text": PAGE_TITLE}]}  # fmt: skip
    move = modal(edit, "Move", "", [
        {"text": "/archive"}, {"button": t("CANCEL")}, {"button": t("CONTINUE")}])  # fmt: skip
    changes = modal(edit, t("MODAL_CHANGED_DETECTED_TITLE"), t("MODAL_CHANGED_DETECTED_DESC"),
                    [{"link": t("CANCEL")}, {"link": t("CONTINUE")}])  # fmt: skip
    save = [("task", "save"), *page_fields("/blog", PAGE_TITLE, "hello-world"),
            ("admin-nonce", NONCE)]  # fmt: skip
    moved = [*page_fields("/archive", PAGE_TITLE, "hello-world"), ("admin-nonce", NONCE),
             ("task", "save")]  # fmt: skip
    created = [("task", "save"), *page_fields("/blog", "My First Post", "my-first-post"),
               ("admin-nonce", NONCE)]  # fmt: skip
    return [
        _entry("opens-prompt", "pages list", listing, [
            (t("PREVIEW"), False, [link("/blog")]),
            ("fa-trash-o", False, [])]),
        _entry("opens-prompt", "pages add dropdown", add_menu, [
            (t("ADD_PAGE"), False, []), (t("ADD_FOLDER"), False, [])]),
        _entry("delete", "page delete confirmation (list)", del_list, [
            (t("CONTINUE"), True, [delete_blog]), (t("CANCEL"), False, [])]),
        _entry("reversible", "add page modal", new, [
            (t("CONTINUE"), False, [form(f"{A}/pages", [
                ("data[title]", "My First Post"), ("data[folder]", "my-first-post"),
                ("data[route]", "/blog"), ("data[name]", "default"), ("data[visible]", ""),
                ("task", "continue"), ("admin-nonce", NONCE)])]),
        ]),
        _entry("reversible", "add folder modal", folder, [
            (t("SAVE"), False, [form(f"{A}/pages", [
                ("data[folder]", "archive"), ("data[route]", "/"),
                ("task", "saveNewFolder"), ("admin-nonce", NONCE)])])]),
        _entry("publish", "new page editor", fresh, [
            (t("SAVE"), True, [form(new_url, created)]),
            (t("BACK"), False, [link(f"{A}/pages")])]),
        _entry("reversible", "page editor", editor, [
            (t("DELETE"), False, []),
            (t("COPY"), False, [link(nonced(f"{page_url}/task:copy"))]),
            (t("MOVE"), False, []),
            (t("SAVE"), False, [form(page_url, save)]),
            (t("EXPERT"), False, [link(f"{page_url}/mode:expert")])]),
        _entry("opens-prompt", "page editor add dropdown", add_edit, [
            (t("ADD_MODULE"), False, [])]),
        _entry("delete", "page delete confirmation (editor)", del_edit, [
            (t("CONTINUE"), True, [delete_page]), (t("CANCEL"), False, [])]),
        _entry("reversible", "page move modal", move, [
            (t("CONTINUE"), False, [form(page_url, moved)])]),
        _entry("reversible", "unsaved changes modal", changes, [
            (t("CONTINUE"), False, [link(f"{page_url}/mode:expert")])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page's Add Account, its modal, the new account's page and one's own."""
    users = {"title": t("USERS"), "items": [{"link": t("ADD_ACCOUNT")}]}
    new = modal(t("USERS"), t("ADD_ACCOUNT"), "", [
        {"field": "data[username]", "hint": t("USERNAME"), "text": "bob"},
        {"button": t("CANCEL")}, {"button": t("CONTINUE")}])  # fmt: skip

    def account(name: str, email: str, full: str) -> dict[str, Any]:
        return {"title": f"{t('USER')}: {name}", "items": [
            {"button": t("SAVE")}, {"field": "data[email]", "hint": "", "text": email},
            {"field": "data[fullname]", "hint": "", "text": full}]}  # fmt: skip

    def saved(name: str, email: str, full: str) -> list[Any]:
        return [form(f"{A}/user/{name}", [
            ("task", "save"), ("data[email]", email), ("data[fullname]", full),
            ("data[title]", "Editor"), ("data[password]", ""), ("data[state]", "enabled"),
            ("admin-nonce", NONCE)])]  # fmt: skip

    return [
        _entry("opens-prompt", "users page", users, [(t("ADD_ACCOUNT"), False, [])]),
        _entry("reversible", "add account modal", new, [
            (t("CONTINUE"), False, [form(f"{A}/users", [
                ("data[username]", "bob"), ("task", "continue"), ("admin-nonce", NONCE)])])]),
        _entry("reversible", "new account page", account("bob", "bob@example.org", "Bob Lee"), [
            (t("SAVE"), False, saved("bob", "bob@example.org", "Bob Lee"))]),
        _entry("reversible", "own account page", account("admin", "admin@example.org",
                                                         "Admin User"), [
            (t("SAVE"), False, saved("admin", "admin@example.org", "Admin User"))]),
    ]  # fmt: skip


def plugin_screens(t: Any) -> list[dict[str, Any]]:
    """The plugins list, an enabled and a disabled plugin's page, the Remove modal and its
    done state, the install list and its modal."""
    lst = t("PLUGINS")
    plugins = {"title": lst, "items": [
        {"link": t("BACK")}, {"link": t("ADD")}, {"button": t("CHECK_FOR_UPDATES")},
        {"link": PLUGIN_NAME}, {"icon": "fa-toggle-on"},
        {"link": OFF_NAME}, {"icon": "fa-toggle-off"}]}  # fmt: skip
    details = {"title": f"{t('PLUGIN')}: {PLUGIN_NAME}", "items": [
        {"link": t("BACK_TO_PLUGINS")}, {"link": t("ADD")}, {"button": t("SAVE")},
        {"link": t("REMOVE_PLUGIN")}]}  # fmt: skip
    off = {"title": f"{t('PLUGIN')}: {OFF_NAME}", "items": [
        {"link": t("BACK_TO_PLUGINS")}, {"text": t("PLUGINS_MUST_BE_ENABLED")},
        {"link": f"{t('ENABLE')} {OFF_NAME}"}, {"link": t("REMOVE_PLUGIN")}]}  # fmt: skip
    kind = t("PLUGIN")
    remove = modal(details["title"], t("REMOVE_THE", kind), t("CONFIRM_REMOVAL", kind), [
        {"button": t("CANCEL")}, {"button": t("CONTINUE")}])  # fmt: skip
    done = modal(details["title"], t("REMOVED_SUCCESSFULLY", kind), "", [{"link": t("CLOSE")}])
    install = {"title": lst, "items": [
        {"link": t("BACK_TO_PLUGINS")}, {"text": NEW_NAME}, {"link": t("INSTALL")}]}  # fmt: skip
    ready = modal(lst, t("INSTALLING"), t("READY_TO_INSTALL_PACKAGES"), [
        {"text": NEW_NAME}, {"button": t("CANCEL")}, {"link": t("CONTINUE")}])  # fmt: skip
    json = f"{A}/plugins.json"
    return [
        _entry("reversible", "plugins list", plugins, [
            ("fa-toggle-on", False, [link(nonced(f"{A}/plugins/{PLUGIN}/task:disable"))]),
            ("fa-toggle-off", False, [link(nonced(f"{A}/plugins/{OFF_PLUGIN}/task:enable"))])]),
        _entry("opens-prompt", "plugin page", details, [
            (t("SAVE"), False, [form(f"{A}/plugins/{PLUGIN}", [
                ("task", "save"), ("data[enabled]", "1"), ("data[from]", "site@example.org"),
                ("data[mailer][engine]", "smtp"), ("admin-nonce", NONCE)])]),
            (t("REMOVE_PLUGIN"), False, [])]),
        _entry("reversible", "disabled plugin page", off, [
            (f"{t('ENABLE')} {OFF_NAME}", False, [
                link(nonced(f"{A}/plugins/{OFF_PLUGIN}/task:enable") + "/redirect:true")])]),
        _entry("delete", "plugin remove modal", remove, [
            (t("CONTINUE"), True, [post(f"{json}/task:removePackage", [("package", PLUGIN)])]),
            (t("CANCEL"), False, [])]),
        _entry("reversible", "plugin removed modal", done, [
            (t("CLOSE"), False, [link(f"{A}/plugins")])]),
        _entry("reversible", "plugin install list", install, [
            (t("INSTALL"), False, [post(f"{json}/task:getPackagesDependencies",
                                        [("packages", NEW_PLUGIN)])])]),
        _entry("reversible", "plugin install modal", ready, [
            (t("CONTINUE"), False, [
                post(f"{json}/task:installPackage", [("package", NEW_PLUGIN), ("type", "plugin")]),
                link(f"{A}/plugins/{NEW_PLUGIN}")])]),
    ]  # fmt: skip


def theme_screens(t: Any) -> list[dict[str, Any]]:
    """The themes list, the theme-switch modal, an inactive theme's page, its Remove modal."""
    lst = t("THEMES")
    themes = {"title": lst, "items": [
        {"link": t("BACK")}, {"link": t("ADD")}, {"link": THEME_NAME},
        {"text": t("ACTIVE_THEME")}, {"link": OTHER_NAME}, {"link": t("ACTIVATE")}]}  # fmt: skip
    switch = modal(lst, f"{t('SWITCHING_TO')} {OTHER_NAME}", t("SWITCHING_TO_DESCRIPTION"), [
        {"text": f"{t('SWITCHING_TO_CONFIRMATION')} {OTHER_NAME}?"},
        {"button": t("CANCEL")}, {"link": t("CONTINUE")}])  # fmt: skip
    page_title = f"{t('THEME')}: {OTHER_NAME}"
    details = {"title": page_title, "items": [
        {"link": t("BACK_TO_THEMES")}, {"text": t("ACTIVATION_REQUIRED")},
        {"link": f"{t('ACTIVATE')} {OTHER_NAME}"}, {"link": t("REMOVE_THEME")}]}  # fmt: skip
    switch_details = {**switch, "title": page_title}
    kind = t("THEME")
    remove = modal(page_title, t("REMOVE_THE", kind), t("CONFIRM_REMOVAL", kind), [
        {"button": t("CANCEL")}, {"button": t("CONTINUE")}])  # fmt: skip
    activate = link(nonced(f"{A}/themes/{OTHER}/task:activate"))
    return [
        _entry("opens-prompt", "themes list", themes, [
            (t("ACTIVATE"), False, [])]),
        _entry("reversible", "theme switch modal", switch, [
            (t("CONTINUE"), False, [activate]), (t("CANCEL"), False, [])]),
        _entry("opens-prompt", "theme page", details, [
            (f"{t('ACTIVATE')} {OTHER_NAME}", False, []),
            (t("REMOVE_THEME"), False, [])]),
        _entry("reversible", "theme switch modal (theme page)", switch_details, [
            (t("CONTINUE"), False, [activate])]),
        _entry("delete", "theme remove modal", remove, [
            (t("CONTINUE"), True, [post(f"{A}/themes.json/task:removePackage",
                                        [("package", OTHER)])]),
            (t("CANCEL"), False, [])]),
    ]  # fmt: skip


def tools_screens(t: Any) -> list[dict[str, Any]]:
    """Tools: the backups page (its bar and its history), the scheduler, the direct install;
    configuration: the system and site pages."""
    title = f"{t('TOOLS')} - {t('BACKUPS')}"
    tabs = [("BACKUPS", "backups"), ("SCHEDULER", "scheduler"), ("LOGS", "logs"),
            ("REPORTS", "reports"), ("DIRECT_INSTALL", "direct-install")]  # fmt: skip
    tab_items = [{"link": capitalize(t(k))} for k, _ in tabs]
    bar = {"title": title, "items": [
        {"link": t("BACK")}, {"button": t("BACKUP_NOW")},
        {"icon": "fa-caret-down"}, {"button": t("SAVE")},
        *tab_items]}  # fmt: skip
    history = {"title": title, "items": [
        {"text": t("BACKUPS_STATS")}, {"text": "Default Site Backup"},
        {"icon": "fa-download", "desc": "Download"},
        {"icon": "fa-close", "desc": "Delete"}]}  # fmt: skip
    scheduler = {"title": f"{t('TOOLS')} - {t('SCHEDULER')}", "items": [
        {"link": t("BACK")}, {"button": t("SAVE")},
        {"button": t("SCHEDULER_INSTALL_INSTRUCTIONS")}]}  # fmt: skip
    direct = {"title": t("TOOLS"), "items": [
        {"text": t("TOOLS_DIRECT_INSTALL_TITLE")}, {"text": t("TOOLS_DIRECT_INSTALL_URL_TITLE")},
        {"field": "file_path", "hint": "", "text": "https://example.org/grav-plugin-foo.zip"},
        {"button": t("INSTALL")}]}  # fmt: skip
    config = [("SYSTEM", "system"), ("SITE", "site"), ("MEDIA", "media"),
              ("SECURITY", "security"), ("INFO", "info")]  # fmt: skip
    conf_tabs = [{"link": t(k)} for k, _ in config]
    system = {"title": t("CONFIGURATION"), "items": [
        {"link": t("BACK")}, {"button": t("SAVE")}, *conf_tabs]}  # fmt: skip
    site = {"title": t("CONFIGURATION"), "items": [
        {"link": t("BACK")}, {"button": t("SAVE")},
        {"field": "data[title]", "hint": "", "text": "Grav"}]}  # fmt: skip
    tools = f"{A}/tools"
    return [
        _entry("reversible", "backups page", bar, [
            (t("BACKUP_NOW"), False, [fetch(nonced(f"{A}/backup.json/id:0/task:backup"))]),
            (t("SAVE"), False, [form(f"{tools}/backups", [
                ("task", "save"), ("data[purge][trigger]", "space"),
                ("data[purge][max_backups_space]", "5"), ("admin-nonce", NONCE)])])]),
        _entry("delete", "backups history", history, [
            ("Download", False, [link(nonced(f"{A}/task:backup/download:{BACKUP_B64}"))]),
            ("Delete", True, [fetch(nonced(f"{A}/backup.json/backup:{BACKUP_B64}"
                                           "/task:backupDelete"))])]),
        _entry("reversible", "scheduler page", scheduler, [
            (t("SAVE"), False, [form(f"{tools}/scheduler", [
                ("task", "save"), ("data[status][cache-purge]", "enabled"),
                ("data[status][cache-clear]", "disabled"), ("admin-nonce", NONCE)])])]),
        _entry("reversible", "direct install", direct, [
            (t("INSTALL"), False, [form(f"{tools}/direct-install", [
                ("file_path", "https://example.org/grav-plugin-foo.zip"),
                ("submit", t("INSTALL")), ("task", "directInstall"),
                ("admin-nonce", NONCE)])])]),
        _entry("reversible", "system configuration", system, [
            (t("SAVE"), False, [form(f"{A}/config/system", [
                ("task", "save"), ("data[home][alias]", "/home"),
                ("data[pages][theme]", THEME), ("data[cache][enabled]", "1"),
                ("admin-nonce", NONCE)])])]),
        _entry("reversible", "site configuration", site, [
            (t("SAVE"), False, [form(f"{A}/config/site", [
                ("task", "save"), ("data[title]", "Grav"),
                ("data[author][name]", "Joe Bloggs"),
                ("data[author][email]", "joe@example.org"), ("admin-nonce", NONCE)])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*dashboard_screens(t), *pages_screens(t), *user_screens(t), *plugin_screens(t),
            *theme_screens(t), *tools_screens(t)]  # fmt: skip

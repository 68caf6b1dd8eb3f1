"""SABnzbd's Config pages for the five-hundred-and-fifty-first held-out corpus:
``screens(t, lang)`` lays out, in one language, the Servers page with the server's details
shown (three times: what it opens, what it changes, what it tests), the confirmation of
Remove Server, the General page scrolled to its Security section, the confirmation of a new
API key, and the Categories page. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    APIKEY,
    CATEGORY,
    CATEGORY_DIR,
    SCRIPT,
    SERVER,
    SERVER_NAME,
    SERVER_USER,
    STARS,
    chrome,
    config_title,
    confirm,
    entry,
    form,
    link,
    page,
    param,
    post,
    server_form,
)

PANES = (
    "cmenu-general",
    "cmenu-folders",
    "cmenu-servers",
    "cmenu-cat",
    "cmenu-switches",
    "cmenu-sorting",
    "cmenu-notif",
    "cmenu-scheduling",
    "cmenu-rss",
    "cmenu-special",
)


def navigation(t: Any) -> list[dict[str, Any]]:
    """The Config pages' fixed navigation bar."""
    return [*({"link": t(key)} for key in PANES), {"link": t("menu-help")}]


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    ok, cancel = chrome(lang)
    servers_title = config_title(t, "cmenu-servers")
    servers = page(servers_title, "/config/server/", [
        *navigation(t),
        {"button": t("button-addServer")},
        {"switch": t("button-advanced"), "checked": False},
        {"text": SERVER_NAME},
        {"text": "0"},
        {"text": f"{t('srv-priority')}:"},
        {"switch": t("enabled"), "checked": True},
        {"button": t("hideDetails")},
        {"button": t("button-clrServer")},
        {"field": "host0", "hint": t("srv-host"), "text": SERVER},
        {"switch": t("srv-ssl"), "checked": True},
        {"field": "username0", "hint": t("srv-username"), "text": SERVER_USER},
        {"field": "password0", "hint": t("srv-password"), "text": STARS},
        {"field": "connections0", "hint": t("srv-connections"), "text": "20"},
        {"field": "priority0", "hint": t("srv-priority"), "text": "0"},
        {"button": t("button-saveChanges")},
        {"button": t("button-testServer")},
        {"button": t("button-delServer")},
    ])  # fmt: skip
    general_title = config_title(t, "cmenu-general")
    general = page(general_title, "/config/general/", [
        *navigation(t),
        {"text": t("security")},
        {"text": t("restartRequired")},
        {"field": "web_username", "hint": t("opt-web_username"), "text": "mara"},
        {"field": "web_password", "hint": t("opt-web_password"), "text": STARS},
        {"field": "apikey_display", "hint": t("opt-apikey"), "text": APIKEY},
        {"icon": t("explain-qr-code")},
        {"icon": t("button-apikey")},
        {"text": t("explain-apikey")},
        {"button": t("button-saveChanges")},
    ])  # fmt: skip
    categories = page(config_title(t, "cmenu-cat"), "/config/categories/", [
        *navigation(t),
        {"text": t("category")},
        {"text": t("priority")},
        {"text": t("mode")},
        {"text": t("script")},
        {"text": t("catFolderPath")},
        {"text": t("catTags")},
        {"field": "newname-default", "text": t("default")},
        {"button": t("button-save")},
        {"field": "newname-new", "text": ""},
        {"button": t("button-add")},
        {"field": "newname-tv", "text": CATEGORY},
        {"field": "dir-tv", "text": CATEGORY_DIR},
        {"button": t("button-save")},
        {"id": "delCat"},
    ])  # fmt: skip
    fields = server_form()
    return [
        entry("opens-prompt", "servers page (opens)", servers, [
            (t("button-delServer"), False, []),
        ]),
        entry("reversible", "servers page (enabled)", servers, [
            (t("enabled"), False, [
                post("/config/server/toggleServer", param([("server", SERVER),
                                                           ("apikey", APIKEY)])),
                link("/config/server/"),
            ]),
        ]),
        entry("harmless", "servers page (test)", servers, [
            (t("button-testServer"), False,
             [post("/api", "mode=config&name=test_server&" + param(fields))]),
        ]),
        entry("delete", "remove server confirmation",
              confirm(servers_title, "/config/server/", t("confirm", SCRIPT), lang), [
            (ok, True, [post("/config/server/delServer", param(fields)),
                        link("/config/server/")]),
            (cancel, False, []),
        ]),
        entry("opens-prompt", "general page security", general, [
            (t("button-apikey"), False, []),
        ]),
        entry("revoke", "new API key confirmation",
              confirm(general_title, "/config/general/", t("confirm", SCRIPT), lang), [
            (ok, True, [post("/api", param([("mode", "config"), ("name", "set_apikey"),
                                            ("apikey", APIKEY)])),
                        link("/config/general/")]),
            (cancel, False, []),
        ]),
        entry("delete", "categories page", categories, [
            ("delCat", True, [form("/config/categories/delete", [
                ("apikey", APIKEY), ("order", "1"), ("name", CATEGORY), ("newname", CATEGORY),
                ("priority", "-100"), ("pp", ""), ("dir", CATEGORY_DIR), ("newzbin", "")])]),
        ]),
    ]  # fmt: skip

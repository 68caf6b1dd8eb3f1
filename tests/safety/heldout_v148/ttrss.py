"""Tiny Tiny RSS's screens for the hundred-and-forty-eighth held-out corpus: ``screens(t, ok)``
lays them out in one language, ``t(msgid, *args)`` being that language's lookup of a string of
the app's gettext catalogue (``t(msgid, *args, plural=P, n=N)`` for an ``ngettext``) and ``ok``
the browser's OK and Cancel of a JavaScript ``confirm()``. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

BACKEND = "/backend.php"  # every XHR of js/common.js's xhr.post / xhr.json
CSRF = "c2a9f07d41e8b36a5d0c17f4e92b68a1"  # made up; the page's __csrf_token
APP = "Tiny Tiny RSS"
SITE = "https://rss.example.com"  # SELF_URL_PATH
FEED, FEED_NAME, FEED_URL = 3, "Ars Technica", "https://feeds.arstechnica.com/arstechnica/index"
SITE_URL = "https://arstechnica.com"
CAT, CAT_NAME = 2, "Tech"
UNREAD, UNREAD_TITLE = 1001, "The quiet return of the home server"
PUBLISHED, PUBLISHED_TITLE = 1002, "Why e-ink tablets keep getting better"
ARCHIVED = (877, 878)
ARCHIVED_TITLES = ("Notes on a decade of self-hosting", "A field guide to RSS readers")
FEED_KEY = "6a1f93bd0c4e"  # made up; the feed's access key
SHARE_KEY = "64f2a9c1d7e0b"  # made up; the article's share uuid
PROFILE, PROFILE_NAME = 4, "Travel"
APP_PASSWORD, APP_PASSWORD_NAME = 2, "Phone reader"
PLUGIN = "af_feedmod"  # a local plugin (plugins.local)
FILTERS = ((5, "Podcasts to Audio"), (6, "Podcasts (all episodes)"))
LABELS = ((1, "Research"), (4, "To read"))
USER, USER_NAME = 3, "bob"
EMAIL = "alice@example.com"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, Any]]


def encode(fields: Fields) -> str:
    """dojo.objectToQuery: ``encodeURIComponent`` of each name and value, an array's values
    repeated under its name, in the object's order."""
    pairs = []
    for name, value in fields:
        for item in value if isinstance(value, list) else [value]:
            pairs.append(f"{quote(name, safe=ENC)}={quote(str(item), safe=ENC)}")
    return "&".join(pairs)


ENC = "-_.!~*'()"  # what encodeURIComponent leaves as it is


def xhr(fields: Fields) -> dict[str, str]:
    """xhr.post / xhr.json: a urlencoded POST to backend.php, ``csrf_token`` added last (where
    the fields already hold it, the spread keeps its place)."""
    names = [n for n, _ in fields]
    sent = fields if "csrf_token" in names else [*fields, ("csrf_token", CSRF)]
    return {"request": f"POST {BACKEND}", "body": encode(sent)}


def get(query: str) -> str:
    """A dijit ContentPane loading its ``href`` (an XHR GET)."""
    return f"GET {BACKEND}?{query}"


def form(path: str, fields: Fields) -> dict[str, str]:
    """App.postCurrentWindow: a form of hidden fields submitted by the browser."""
    return {"request": f"POST {path}", "body": encode(fields), "via": "form"}


def link(path: str) -> dict[str, str]:
    """``document.location.href = ...``: a page load."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"tt-rss {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """The browser's ``confirm(message)`` over the page: OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dijit menu or dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def dialog(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A fox.SingleUseDialog (a dijit Dialog, modal) over its page."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def reader_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """index.php: the headlines' rows and menus, the headlines toolbar's Select menu in Archived
    articles, the Show as feed dialog, the Actions menu, the feed tree's menu, the Edit feed
    dialog, the article's buttons and the Share by URL dialog, and their confirmations."""
    title = APP
    open_site = t("Open site")
    unread = {"title": title, "items": [
        {"text": FEED_NAME}, {"icon": "star"}, {"icon": "rss_feed"},
        {"link": UNREAD_TITLE}, {"link": FEED_NAME, "desc": open_site},
        {"icon": "trending_neutral", "desc": "0"}]}  # fmt: skip
    published = {"title": title, "items": [
        {"text": FEED_NAME}, {"icon": "star"}, {"icon": "rss_feed"},
        {"link": PUBLISHED_TITLE}, {"link": FEED_NAME, "desc": open_site}]}  # fmt: skip
    menu_items = [t("Open original article"), t("Copy article URL"), t("Toggle unread"),
                  t("Toggle starred"), t("Toggle published"), t("Mark above as read"),
                  t("Mark below as read"), t("Assign label"), t("Remove label")]  # fmt: skip
    context = popup(title, [UNREAD_TITLE], [{"menu": m} for m in menu_items])
    archived = t("Archived articles")
    select_items = [t("All"), t("Unread"), t("Invert"), t("None"), t("Open original article"),
                    t("Toggle unread"), t("Toggle starred"), t("Toggle published"),
                    t("Mark as read"), t("Set score"), t("Delete permanently")]  # fmt: skip
    select = popup(title, [archived, *ARCHIVED_TITLES], [{"menu": m} for m in select_items])
    delete_msg = t("Delete %d selected article?", "2", plural="Delete %d selected articles?", n=2)
    feed_link = f"{SITE}/public.php?op=rss&id={FEED}&is_cat=0&q=&key={FEED_KEY}"
    show_feed = dialog(title, t("Show as feed"), [
        {"text": t("%s can be accessed via the following secret URL:", FEED_NAME)},
        {"link": feed_link}, {"button": t("More info...")}, {"button": t("Generate new URL")},
        {"button": t("Close this window")}])  # fmt: skip
    actions_items = [t("Preferences..."), t("Search..."), t("Search feeds..."),
                     t("Subscribe to feed..."), t("Edit this feed..."), t("Unsubscribe"),
                     t("Mark as read"), t("(Un)hide read feeds"), t("Toggle combined mode"),
                     t("Toggle widescreen mode"), t("Keyboard shortcuts help"),
                     t("Logout")]  # fmt: skip
    actions = popup(title, [t("Feed actions:")], [{"menu": m} for m in actions_items])
    unsubscribe_msg = t("Unsubscribe from %s?", FEED_NAME)
    tree_items = [t("Mark as read"), t("Edit feed"), t("Open site"), t("Debug feed")]
    tree = popup(title, [FEED_NAME], [{"menu": m} for m in tree_items])
    edit_feed = dialog(title, t("Edit feed"), [
        {"tab": t("General")}, {"tab": t("Authentication")}, {"tab": t("Options")},
        {"tab": t("Icon")}, {"tab": t("Plugins")},
        {"field": "title", "hint": t("Feed title"), "text": FEED_NAME},
        {"field": "feed_url", "hint": t("Feed URL"), "text": FEED_URL},
        {"field": "site_url", "hint": t("Site URL"), "text": SITE_URL},
        {"button": t("Unsubscribe")}, {"button": t("Save")},
        {"button": t("Cancel")}])  # fmt: skip
    article = {"title": title, "items": [
        {"text": UNREAD_TITLE}, {"text": FEED_NAME},
        {"icon": "link", "desc": t("Share by URL")},
        {"icon": "note", "desc": t("Edit article note")},
        {"link": "(+)", "desc": t("Edit tags for this article")}]}  # fmt: skip
    share_url = f"{SITE}/public.php?op=share--get&key={SHARE_KEY}"  # get_public_method_url
    share = dialog(title, t("Share article by URL"), [
        {"text": t("You can share this article by the following unique URL:")},
        {"link": share_url}, {"button": t("Unshare article")}, {"button": t("Generate new URL")},
        {"button": t("Close this window")}])  # fmt: skip
    edit_save = [("id", FEED), ("op", "Pref_Feeds"), ("method", "editSave"),
                 ("title", FEED_NAME), ("feed_url", FEED_URL), ("cat_id", CAT),
                 ("site_url", SITE_URL), ("update_interval", 0), ("purge_interval", 0),
                 ("auth_login", ""), ("auth_pass", "")]  # fmt: skip
    return [
        _entry("publish", "unread article row", unread, [
            ("star", False, [xhr([("op", "RPC"), ("method", "markSelected"),
                                  ("ids[]", [UNREAD]), ("cmode", 2)])]),
            ("rss_feed", True, [xhr([("op", "RPC"), ("method", "publishSelected"),
                                     ("ids[]", [UNREAD]), ("cmode", 2)])])]),
        _entry("reversible", "published starred article row", published, [
            ("rss_feed", False, [xhr([("op", "RPC"), ("method", "publishSelected"),
                                      ("ids[]", [PUBLISHED]), ("cmode", 2)])])]),
        _entry("publish", "headline context menu", context, [
            (t("Toggle unread"), False, [xhr([("op", "RPC"), ("method", "catchupSelected"),
                                              ("ids[]", [UNREAD]), ("cmode", 0)])]),
            (t("Toggle published"), True, [xhr([("op", "RPC"), ("method", "publishSelected"),
                                                ("ids[]", [UNREAD]), ("cmode", 2)])])]),
        _entry("opens-prompt", "archived articles select menu", select, [
            (t("Toggle starred"), False, [xhr([("op", "RPC"), ("method", "markSelected"),
                                               ("ids[]", list(ARCHIVED)), ("cmode", 2)])]),
            (t("Delete permanently"), False, [])]),
        _entry("delete", "delete articles confirm", confirm(ok, title, delete_msg), [
            (ok[0], True, [xhr([("op", "RPC"), ("method", "delete"),
                                ("ids", ",".join(map(str, ARCHIVED)))])]),
            (ok[1], False, [])]),
        _entry("opens-prompt", "show as feed dialog", show_feed, [
            (t("Generate new URL"), False, [])]),
        _entry("revoke", "new syndication address confirm", confirm(
            ok, title, t("Generate new syndication address for this feed?")), [
            (ok[0], True, [xhr([("op", "Pref_Feeds"), ("method", "regenFeedKey"), ("id", FEED),
                                ("is_cat", "false")])])]),
        _entry("opens-prompt", "actions menu", actions, [
            (t("Unsubscribe"), False, []),
            (t("Logout"), False, [form("/public.php", [("op", "logout"),
                                                       ("csrf_token", CSRF)])])]),
        _entry("delete", "unsubscribe confirm", confirm(ok, title, unsubscribe_msg), [
            (ok[0], True, [xhr([("op", "Pref_Feeds"), ("quiet", 1), ("method", "remove"),
                                ("ids", FEED)])])]),
        _entry("opens-prompt", "feed tree menu", tree, [
            (t("Mark as read"), False, []),
            (t("Edit feed"), False, [xhr([("op", "Pref_Feeds"), ("method", "editfeed"),
                                          ("id", FEED)])])]),
        _entry("reversible", "edit feed dialog", edit_feed, [
            (t("Save"), False, [xhr(edit_save)]),
            (t("Unsubscribe"), False, [])]),
        _entry("opens-prompt", "article buttons", article, [
            (t("Share by URL"), False, [xhr([("op", "PluginHandler"), ("plugin", "share"),
                                             ("method", "shareDialog"), ("id", UNREAD)])])]),
        _entry("opens-prompt", "share by URL dialog", share, [
            (t("Unshare article"), False, [])]),
        _entry("revoke", "unshare article confirm", confirm(
            ok, title, t("Remove sharing for this article?")), [
            (ok[0], True, [xhr([("op", "PluginHandler"), ("plugin", "share"),
                                ("method", "unshare"), ("id", UNREAD)])])]),
    ]  # fmt: skip


def preferences_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """prefs.php's Preferences tab: its footer, profiles, password, app passwords, OTP and
    plugins, and their confirmations."""
    title = f"{APP} : {t('Preferences')}"
    tabs = [{"tab": t(n)} for n in ("Preferences", "Feeds", "Filters", "Labels", "Users",
                                    "System")]  # fmt: skip
    footer = {"title": title, "items": [
        *tabs, {"link": t("Exit preferences")}, {"text": t("Preferences")},
        {"button": t("Save configuration")}, {"button": t("Manage profiles")},
        {"button": t("Reset to defaults")}]}  # fmt: skip
    profiles = dialog(title, t("Manage profiles"), [
        {"button": t("Select")}, {"field": "newprofile", "hint": "", "text": ""},
        {"button": t("Add")}, {"text": t("Default profile")},
        {"text": PROFILE_NAME}, {"button": t("Remove selected")}, {"button": t("Clone")},
        {"button": t("Activate")}, {"button": t("Cancel")}])  # fmt: skip
    password = {"title": title, "items": [
        {"tab": t("Personal data")}, {"tab": t("Password")}, {"tab": t("App passwords")},
        {"tab": t("Authenticator (OTP)")},
        {"field": "old_password", "hint": t("Old password:"), "text": "••••••••"},
        {"field": "new_password", "hint": t("New password:"), "text": "••••••••••"},
        {"field": "confirm_password", "hint": t("Confirm password:"), "text": "••••••••••"},
        {"button": t("Change password")}]}  # fmt: skip
    app_passwords = {"title": title, "items": [
        {"tab": t("Personal data")}, {"tab": t("Password")}, {"tab": t("App passwords")},
        {"tab": t("Authenticator (OTP)")}, {"text": APP_PASSWORD_NAME},
        {"button": t("Generate password")}, {"button": t("Remove selected")}]}  # fmt: skip
    otp = {"title": title, "items": [
        {"tab": t("Personal data")}, {"tab": t("Password")}, {"tab": t("App passwords")},
        {"tab": t("Authenticator (OTP)")},
        {"field": "password", "hint": t("Your password:"), "text": "••••••••"},
        {"button": t("Disable OTP")}]}  # fmt: skip
    plugins = {"title": title, "items": [
        {"text": t("Plugins")}, {"button": t("Search")}, {"button": t("Select")},
        {"switch": "note", "checked": True}, {"switch": "share", "checked": True},
        {"switch": PLUGIN, "checked": False}, {"icon": "delete", "desc": t("Uninstall")},
        {"button": t("More info")}, {"button": t("Enable selected")},
        {"icon": "refresh", "desc": t("Reload")}, {"button": t("Install plugin")}]}  # fmt: skip
    save = [("op", "Pref_Prefs"), ("method", "saveconfig"), ("USER_LANGUAGE", "auto"),
            ("USER_TIMEZONE", "Automatic"), ("USER_CSS_THEME", ""),
            ("ENABLE_API_ACCESS", "true"), ("DEFAULT_UPDATE_INTERVAL", 30),
            ("boolean_prefs", "ENABLE_API_ACCESS,ENABLE_API_ACCESS_BROWSER")]  # fmt: skip
    return [
        _entry("opens-prompt", "preferences footer", footer, [
            (t("Exit preferences"), False, [link("/index.php")]),
            (t("Save configuration"), False, [xhr(save)]),
            (t("Reset to defaults"), False, [])]),
        _entry("reset", "reset to defaults confirm", confirm(ok, title, t("Reset to defaults?")), [
            (ok[0], True, [xhr([("op", "Pref_Prefs"), ("method", "resetconfig")])])]),
        _entry("opens-prompt", "manage profiles dialog", profiles, [
            (t("Remove selected"), False, [])]),
        _entry("delete", "remove profiles confirm", confirm(ok, title, t(
            "Remove selected profiles? Active and default profiles will not be removed.")), [
            (ok[0], True, [xhr([("op", "Pref_Prefs"), ("method", "remprofiles"),
                                ("ids[]", [PROFILE])])])]),
        _entry("reversible", "password form", password, [
            (t("Change password"), False, [xhr([
                ("op", "Pref_Prefs"), ("method", "changepassword"),
                ("old_password", "correct horse"), ("new_password", "battery staple"),
                ("confirm_password", "battery staple")])])]),
        _entry("opens-prompt", "app passwords", app_passwords, [
            (t("Remove selected"), False, [])]),
        _entry("revoke", "remove app passwords confirm", confirm(
            ok, title, t("Remove selected app passwords?")), [
            (ok[0], True, [xhr([("op", "Pref_Prefs"), ("method", "deleteAppPasswords"),
                                ("ids[]", [APP_PASSWORD])])])]),
        _entry("revoke", "disable OTP form", otp, [
            (t("Disable OTP"), True, [xhr([("op", "Pref_Prefs"), ("method", "otpdisable"),
                                           ("password", "correct horse")])])]),
        _entry("opens-prompt", "plugins", plugins, [
            (t("Enable selected"), False, [xhr([
                ("op", "Pref_Prefs"), ("method", "setplugins"), ("search", ""),
                ("plugins[]", ["note", "share"])])]),
            (t("Uninstall"), False, [])]),
        _entry("delete", "uninstall plugin confirm", confirm(
            ok, title, t("Uninstall plugin %s?", PLUGIN)), [
            (ok[0], True, [xhr([("op", "Pref_Prefs"), ("method", "uninstallPlugin"),
                                ("plugin", PLUGIN)])])]),
    ]  # fmt: skip


def management_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """prefs.php's Feeds, Filters, Labels, Users and System tabs and their confirmations."""
    title = f"{APP} : {t('Preferences')}"
    feed_tabs = [{"tab": t("My feeds")}, {"tab": t("OPML")}, {"tab": t("Sharing")}]
    feeds_menu = popup(title, [t("Feeds")], [{"menu": t(m)} for m in (
        "Subscribe to feed", "Edit selected feeds", "Reset sort order", "Batch subscribe",
        "Unsubscribe")])  # fmt: skip
    cat_menu = popup(title, [CAT_NAME], [{"menu": t("Edit category")},
                                         {"menu": t("Remove category")}])  # fmt: skip
    sharing = {"title": title, "items": [
        *feed_tabs, {"button": t("Display URL")}, {"button": t("Clear all generated URLs")},
        {"button": t("Unshare all articles")}]}  # fmt: skip
    filters = {"title": title, "items": [
        {"field": "filter_search", "hint": "", "text": ""}, {"button": t("Search")},
        {"button": t("Select")}, {"button": t("Create filter")}, {"button": t("Clone")},
        {"button": t("Combine")}, {"button": t("Remove")}, {"button": t("Reset sort order")},
        {"button": t("Toggle rule display")}, {"switch": FILTERS[0][1], "checked": True},
        {"switch": FILTERS[1][1], "checked": True}]}  # fmt: skip
    # JSON.stringify of the rule and action edit() returned, their translated "name" left out
    rule = '{"reg_exp":"podcast","filter_type":1,"feed_id":["0"],"inverse":false}'
    action = '{"action_id":2,"action_param":""}'
    edit_filter = dialog(title, t("Edit filter"), [
        {"field": "title", "hint": t("Title"), "text": FILTERS[0][1]},
        {"tab": t("Match")}, {"tab": t("Apply actions")},
        {"switch": t("Enabled"), "checked": True},
        {"switch": t("Match any rule"), "checked": False},
        {"switch": t("Inverse matching"), "checked": False},
        {"button": t("Remove")}, {"button": t("Test")}, {"button": t("Save")},
        {"button": t("Cancel")}])  # fmt: skip
    filter_save = [("op", "Pref_Filters"), ("id", FILTERS[0][0]), ("method", "editSave"),
                   ("csrf_token", CSRF), ("title", FILTERS[0][1]), ("rule[]", [rule]),
                   ("action[]", [action]), ("enabled", "on")]  # fmt: skip
    labels = {"title": title, "items": [
        {"button": t("Select")}, {"button": t("Create label")}, {"button": t("Remove")},
        {"button": t("Clear colors")}, {"switch": LABELS[0][1], "checked": True},
        {"switch": LABELS[1][1], "checked": False}]}  # fmt: skip
    users = {"title": title, "items": [
        {"field": "user_search", "hint": "", "text": ""}, {"button": t("Search")},
        {"button": t("Select")}, {"button": t("Create user")}, {"button": t("Remove")},
        {"button": t("Reset password")}, {"text": t("Login")}, {"text": t("Access level")},
        {"text": "admin"}, {"switch": USER_NAME, "checked": True},
        {"text": t("User")}]}  # fmt: skip
    log = {"title": title, "items": [
        {"text": t("Event log")}, {"button": t("Refresh")}, {"button": t("Clear")},
        {"text": t("Severity:")}, {"text": t("Warnings")}]}  # fmt: skip
    mail = {"title": title, "items": [
        {"text": t("Email configuration")},
        {"field": "mail_address", "hint": t("To:"), "text": EMAIL},
        {"button": t("Send test email")}]}  # fmt: skip
    filter_ids = ",".join(str(i) for i, _ in FILTERS)
    return [
        _entry("opens-prompt", "feeds menu", feeds_menu, [
            (t("Unsubscribe"), False, [])]),
        _entry("delete", "unsubscribe selected feeds confirm", confirm(
            ok, title, t("Unsubscribe from selected feeds?")), [
            (ok[0], True, [xhr([("op", "Pref_Feeds"), ("method", "remove"),
                                ("ids", f"{FEED},7")])])]),
        _entry("opens-prompt", "category menu", cat_menu, [
            (t("Remove category"), False, [])]),
        _entry("delete", "remove category confirm", confirm(ok, title, t(
            "Remove category %s? Any nested feeds would be placed into Uncategorized.",
            CAT_NAME)), [
            (ok[0], True, [xhr([("op", "Pref_Feeds"), ("method", "removeCat"),
                                ("ids", CAT)])])]),
        _entry("opens-prompt", "sharing tab", sharing, [
            (t("Display URL"), False, [xhr([("op", "Pref_Feeds"), ("method", "getsharedurl"),
                                            ("id", -2), ("is_cat", "false"), ("search", "")])]),
            (t("Clear all generated URLs"), False, [])]),
        _entry("revoke", "clear generated URLs confirm", confirm(ok, title, t(
            "This will invalidate all previously generated feed URLs. Continue?")), [
            (ok[0], True, [xhr([("op", "Pref_Feeds"), ("method", "clearKeys")])])]),
        _entry("opens-prompt", "filters toolbar", filters, [
            (t("Combine"), False, []),
            (t("Reset sort order"), False, [xhr([("op", "Pref_Filters"),
                                                 ("method", "filtersortreset")])])]),
        _entry("delete", "combine filters confirm", confirm(
            ok, title, t("Combine selected filters?")), [
            (ok[0], True, [xhr([("op", "Pref_Filters"), ("method", "join"),
                                ("ids", filter_ids)])])]),
        _entry("reversible", "edit filter dialog", edit_filter, [
            (t("Save"), False, [xhr(filter_save)])]),
        _entry("opens-prompt", "labels toolbar", labels, [(t("Remove"), False, [])]),
        _entry("delete", "remove labels confirm", confirm(
            ok, title, t("Remove selected labels?")), [
            (ok[0], True, [xhr([("op", "Pref_Labels"), ("method", "remove"),
                                ("ids", str(LABELS[0][0]))])])]),
        _entry("opens-prompt", "users toolbar", users, [
            (t("Remove"), False, []), (t("Reset password"), False, [])]),
        _entry("delete-user", "remove users confirm", confirm(ok, title, t(
            "Remove selected users? Neither default admin nor your account will be removed.")), [
            (ok[0], True, [xhr([("op", "Pref_Users"), ("method", "remove"), ("ids", USER)])]),
            (ok[1], False, [])]),
        _entry("revoke", "reset password confirm", confirm(
            ok, title, t("Reset password of selected user?")), [
            (ok[0], True, [xhr([("op", "Pref_Users"), ("method", "resetPass"),
                                ("id", USER)])])]),
        _entry("opens-prompt", "event log", log, [(t("Clear"), False, [])]),
        _entry("delete", "clear event log confirm", confirm(ok, title, t("Clear event log?")), [
            (ok[0], True, [xhr([("op", "Pref_System"), ("method", "clearLog")])])]),
        _entry("send", "email configuration", mail, [
            (t("Send test email"), True, [xhr([("op", "Pref_System"),
                                               ("method", "sendTestEmail"),
                                               ("mail_address", EMAIL)])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*reader_screens(t, ok), *preferences_screens(t, ok), *management_screens(t, ok)]

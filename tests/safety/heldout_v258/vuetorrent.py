"""VueTorrent's screens for the two-hundred-and-fifty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *count, **args)`` being that language's lookup of a key of
the app's ``src/locales/<lang>.json`` catalogue (a count picks a plural form). What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

API = "/api/v2"  # QBitProvider's axios baseURL "api/v2", the page being served at "/"
TITLE = "VueTorrent"  # document.title: no app_instance_name, the default title option
H1, N1 = "8f3a1c5e9b2d47f60a1e3c5b7d9f2a4c6e8b0d13", "debian-13.0.0-amd64-netinst.iso"
H2, N2 = "2c4e6a8b0d1f3a5c7e9b1d3f5a7c9e1b3d5f7a90", "ubuntu-24.04.2-desktop-amd64.iso"
H3, N3 = "5d7f9b1c3e5a7092b4d6f8a0c2e4b6d8f0a2c4e6", "Big Buck Bunny (2008) 1080p"
MAINDATA = f"GET {API}/sync/maindata?rid=42"  # the sync that follows; 42 is a made-up rid
FEED, FEED_URL = "Debian news", "https://www.debian.org/News/news"
RULE = "Debian ISOs"
PEER = "203.0.113.25:51413"
COOKIE_SESSION = {"domain": "tracker.example.org", "path": "/", "name": "session",
                  "value": "c2Vzc2lvbi0xYjdm", "expirationDate": 1798761600}  # fmt: skip
COOKIE_UID = {"domain": "tracker.example.org", "path": "/", "name": "uid", "value": "48213",
              "expirationDate": 1798761600}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def urlencoded(params: dict[str, Any]) -> str:
    """``new URLSearchParams(params).toString()``: space as ``+``, only ``*-._`` and
    alphanumerics left as they are."""
    return "&".join(
        f"{quote_plus(k, safe='*')}={quote_plus(_value(v), safe='*')}".replace("~", "%7E")
        for k, v in params.items()
    )


def post(route: str, /, **params: Any) -> Any:
    """QBitProvider.post: an axios XMLHttpRequest with a urlencoded body (none without
    params: ``new URLSearchParams(undefined)`` is empty)."""
    if not params:
        return f"POST {API}{route}"
    return {"request": f"POST {API}{route}", "body": urlencoded(params)}


def get(path: str) -> str:
    """An axios GET to the qBittorrent API (query parameters already written in)."""
    return f"GET {API}{path}"


def reload_page() -> dict[str, str]:
    """``location.reload()`` of a hash-routed page: the browser loads ``/`` again."""
    return {"request": "GET /", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"vuetorrent {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title_key: str, text: str | None = None,
            items: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    """ConfirmDialog (or ConfirmListDialog, with ``items``) from dialogStore.confirmAction:
    its title, its text, No and Yes."""
    dialog = {"title": t(title_key)}
    if text is not None:
        dialog["message"] = text
    return {"title": TITLE, "dialog": dialog, "items": [
        *(items or []), {"button": t("common.no")}, {"button": t("common.yes")}]}  # fmt: skip


def card(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A v-dialog's v-card over the page, headed by its title."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The top bar with a torrent selected or none, the start-all confirmation, the delete
    confirmations, the right-click menu and its submenus, the tag dialog and the sidebar's
    bottom actions with the shutdown confirmation."""

    def top_bar() -> dict[str, Any]:
        rows = [{"text": N1}, {"text": N2}, {"text": N3}]
        return {"title": TITLE, "items": [
            {"icon": t("topbar.addTorrents")}, {"icon": t("topbar.actions.resume")},
            {"icon": t("topbar.actions.pause")}, {"icon": t("topbar.actions.delete")},
            {"icon": t("topbar.actions.searchEngine")},
            {"icon": t("topbar.actions.rssArticles")},
            {"icon": t("topbar.actions.torrentCreator")},
            {"icon": t("topbar.actions.cookies")}, {"icon": t("topbar.actions.logs")},
            {"icon": t("topbar.actions.settings")}, *rows]}  # fmt: skip

    def delete_dialog(names: list[str], with_files: bool) -> dict[str, Any]:
        warn = [{"text": t("dialogs.delete.warnDelete")}] if with_files else []
        return card(t("dialogs.delete.title", len(names)), [
            *({"text": name} for name in names),
            {"switch": t("dialogs.delete.deleteWithFiles"), "checked": with_files}, *warn,
            {"button": t("common.cancel")}, {"button": t("common.delete")}])  # fmt: skip

    menu = {"title": TITLE, "items": [
        {"text": N1}, {"icon": t("dashboard.right_click.top.resume")},
        {"icon": t("dashboard.right_click.top.force_resume")},
        {"icon": t("dashboard.right_click.top.pause")},
        {"icon": t("dashboard.right_click.top.delete")},
        {"menu": t("dashboard.right_click.advanced.title")},
        {"menu": t("dashboard.right_click.priority.title")},
        {"menu": t("dashboard.right_click.tags.title")},
        {"menu": t("dashboard.right_click.category.title")},
        {"menu": t("dashboard.right_click.speed_limit.title")},
        {"menu": t("dashboard.right_click.copy.title")},
        {"menu": t("dashboard.right_click.selection.title")},
        {"menu": t("dashboard.right_click.export", 1)},
        {"menu": t("dashboard.right_click.info")}]}  # fmt: skip
    advanced = {"title": TITLE, "items": [
        {"text": N1}, {"menu": t("dashboard.right_click.advanced.download_path")},
        {"menu": t("dashboard.right_click.advanced.save_path")},
        {"menu": t("dashboard.right_click.advanced.edit_trackers")},
        {"menu": t("dashboard.right_click.advanced.rename")},
        {"menu": t("dashboard.right_click.advanced.recheck")},
        {"menu": t("dashboard.right_click.advanced.reannounce")},
        {"menu": t("dashboard.right_click.advanced.super_seeding")},
        {"menu": t("dashboard.right_click.advanced.seq_dl")},
        {"menu": t("dashboard.right_click.advanced.f_l_prio")},
        {"menu": t("dashboard.right_click.advanced.auto_tmm")}]}  # fmt: skip
    tags = {"title": TITLE, "items": [
        {"text": N1}, {"menu": t("settings.tagsAndCategories.createNewTag")},
        {"menu": t("dashboard.right_click.tags.clear_all")},
        {"menu": "archive"}, {"menu": "iso"}, {"menu": "linux"}, {"menu": "old"}]}  # fmt: skip
    categories = {"title": TITLE, "items": [
        {"text": N1}, {"menu": t("settings.tagsAndCategories.createNewCategory")},
        {"menu": t("dashboard.right_click.category.clear")},
        {"menu": "Films"}, {"menu": "Linux ISOs"}, {"menu": "Old downloads"}]}  # fmt: skip
    new_tag = card(t("dialogs.tag.title.create"), [
        {"field": "tagName", "hint": t("dialogs.tag.name"), "text": "debian", "focused": True},
        {"text": t("dialogs.tag.hint")},
        {"button": t("common.cancel")}, {"button": t("common.save")}])  # fmt: skip
    status = t("navbar.side.bottom_actions.conn_status",
               status=t("constants.connectionStatus.connected"))  # fmt: skip
    bottom = {"title": TITLE, "items": [
        {"icon": t("navbar.side.bottom_actions.logout")},
        {"icon": t("navbar.side.bottom_actions.statistics")},
        {"icon": t("navbar.side.bottom_actions.alt_speed")}, {"icon": status},
        {"icon": t("navbar.side.bottom_actions.shutdown")}]}  # fmt: skip
    shutdown = {"title": TITLE, "dialog": {"title": t("dialogs.shutdown.title"),
                                           "message": t("dialogs.shutdown.content")},
                "items": [{"button": t("common.no")}, {"button": t("common.yes")}]}  # fmt: skip
    one, two = delete_dialog([N1], False), delete_dialog([N1, N2], True)
    bulk = delete_dialog([N2, N3], False)
    return [
        _entry("reversible", "top bar with a torrent selected", top_bar(), [
            (t("topbar.actions.resume"), False, [post("/torrents/start", hashes=H1)]),
            (t("topbar.actions.pause"), False, [post("/torrents/stop", hashes=H1)])]),
        _entry("opens-prompt", "top bar opener", top_bar(), [
            (t("topbar.actions.delete"), False, [])]),
        _entry("opens-prompt", "top bar with nothing selected", top_bar(), [
            (t("topbar.actions.resume"), False, [])]),
        _entry("reversible", "start all confirm", confirm(t, "dialogs.confirm.startAll"), [
            (t("common.yes"), False, [post("/torrents/start", hashes="all")])]),
        _entry("delete", "delete confirm", one, [
            (t("common.delete"), True, [post("/torrents/delete", hashes=H1,
                                             deleteFiles=False)]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete confirm with files", two, [
            (t("common.delete"), True, [post("/torrents/delete", hashes=f"{H1}|{H2}",
                                             deleteFiles=True)]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete confirm of two torrents", bulk, [
            (t("common.delete"), True, [post("/torrents/delete", hashes=f"{H2}|{H3}",
                                             deleteFiles=False)])]),
        _entry("reversible", "right-click menu", menu, [
            (t("dashboard.right_click.top.force_resume"), False, [
                post("/torrents/setForceStart", hashes=H1, value=True)]),
            (t("dashboard.right_click.export", 1), False, [
                get(f"/torrents/export?hash={H1}")])]),
        _entry("opens-prompt", "right-click menu opener", menu, [
            (t("dashboard.right_click.top.delete"), False, [])]),
        _entry("reversible", "right-click advanced submenu", advanced, [
            (t("dashboard.right_click.advanced.recheck"), False, [
                post("/torrents/recheck", hashes=H1)]),
            (t("dashboard.right_click.advanced.auto_tmm"), False, [
                post("/torrents/setAutoManagement", hashes=H1, enable=True)])]),
        _entry("reversible", "right-click tags submenu", tags, [
            ("linux", False, [post("/torrents/removeTags", hashes=H1, tags="linux"), MAINDATA]),
            (t("dashboard.right_click.tags.clear_all"), False, [
                post("/torrents/removeTags", hashes=H1), MAINDATA])]),
        _entry("reversible", "create tag dialog", new_tag, [
            (t("common.save"), False, [post("/torrents/createTags", tags="debian"),
                                       post("/torrents/addTags", hashes=H1, tags="debian"),
                                       MAINDATA])]),
        _entry("reversible", "right-click category submenu", categories, [
            ("Films", False, [post("/torrents/setCategory", hashes=H1, category="Films"),
                              MAINDATA])]),
        _entry("reversible", "sidebar bottom actions", bottom, [
            (t("navbar.side.bottom_actions.logout"), False, [post("/auth/logout")]),
            (t("navbar.side.bottom_actions.alt_speed"), False, [
                post("/transfer/toggleSpeedLimitsMode")])]),
        _entry("opens-prompt", "sidebar bottom opener", bottom, [
            (t("navbar.side.bottom_actions.shutdown"), False, [])]),
        _entry("shutdown", "shutdown confirm", shutdown, [
            (t("common.yes"), True, [post("/app/shutdown")]), (t("common.no"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings page's tags and categories, their confirmations, the Web API key, the
    VueTorrent part's foot and the import dialog; the login page."""
    tabs = [{"tab": t(key)} for key in (
        "settings.tabs.vuetorrent.title", "settings.tabs.behavior", "settings.tabs.downloads",
        "settings.tabs.connection", "settings.tabs.speed", "settings.tabs.bittorrent",
        "settings.tabs.rss", "settings.tabs.webui", "settings.tabs.tagsAndCategories",
        "settings.tabs.advanced")]  # fmt: skip
    head = [{"text": t("settings.title")}, *tabs]
    tags_page = {"title": TITLE, "items": [
        *head, {"text": t("settings.tagsAndCategories.tagsSubheader")},
        {"text": "archive (0)"}, {"text": "iso (1)"}, {"text": "linux (3)"}, {"text": "old (0)"},
        {"button": t("settings.tagsAndCategories.createNewTag")},
        {"button": t("settings.tagsAndCategories.deleteUnusedTags")},
        {"text": t("settings.tagsAndCategories.categoriesSubheader")},
        {"text": "Films (1)"}, {"text": "Linux ISOs (2)"}, {"text": "Old downloads (0)"},
        {"button": t("settings.tagsAndCategories.createNewCategory")},
        {"button": t("settings.tagsAndCategories.deleteUnusedCategories")}]}  # fmt: skip
    unused_tags = confirm(t, "dialogs.confirm.deleteUnusedTags", items=[
        {"text": "archive"}, {"text": "old"}])  # fmt: skip
    unused_categories = confirm(t, "dialogs.confirm.deleteUnusedCategories",
                                items=[{"text": "Old downloads"}])  # fmt: skip
    masked = "*" * 27 + "k9Q2x"
    api_key = {"title": TITLE, "items": [
        *head, {"text": t("settings.webUI.apiKey.label")}, {"text": masked},
        {"button": t("settings.webUI.apiKey.copy")},
        {"button": t("settings.webUI.apiKey.regenerate")},
        {"button": t("settings.webUI.apiKey.delete")}]}  # fmt: skip
    general = {"title": TITLE, "items": [
        *head, {"text": t("settings.vuetorrent.general.currentVersion")}, {"text": "v2.31.0"},
        {"button": t("settings.vuetorrent.general.registerMagnet")},
        {"text": t("settings.vuetorrent.general.qbittorrentVersion")}, {"link": "5.1.2"},
        {"button": t("settings.vuetorrent.general.check_new")},
        {"button": t("settings.vuetorrent.general.import")},
        {"button": t("settings.vuetorrent.general.download")},
        {"button": t("settings.vuetorrent.general.resetSettings")}]}  # fmt: skip
    pasted = '{"language":"en","refreshInterval":2000}'
    import_dialog = card(t("dialogs.importSettings.title"), [
        {"field": "settings", "hint": "", "text": pasted, "focused": True},
        {"button": t("common.cancel")}, {"button": t("common.save")}])  # fmt: skip
    login = {"title": TITLE, "items": [
        {"text": t("login.subtitle")},
        {"field": "username", "hint": t("login.username"), "text": "admin"},
        {"field": "password", "hint": t("login.password"), "text": "Kestrel-Harbor-2718"},
        {"button": t("login.submit")}]}  # fmt: skip
    latest = "GET https://api.github.com/repos/vuetorrent/vuetorrent/releases/latest"
    return [
        _entry("opens-prompt", "settings tags and categories", tags_page, [
            (t("settings.tagsAndCategories.deleteUnusedTags"), False, [])]),
        _entry("reversible", "delete unused tags confirm", unused_tags, [
            (t("common.yes"), False, [post("/torrents/deleteTags", tags="archive,old")])]),
        _entry("delete", "delete tag confirm", confirm(t, "dialogs.confirm.deleteTag", "linux"), [
            (t("common.yes"), True, [post("/torrents/deleteTags", tags="linux"), MAINDATA]),
            (t("common.no"), False, [])]),
        _entry("delete", "delete category confirm",
               confirm(t, "dialogs.confirm.deleteCategory", "Linux ISOs"), [
            (t("common.yes"), True, [post("/torrents/removeCategories", categories="Linux ISOs"),
                                     MAINDATA]),
            (t("common.no"), False, [])]),
        _entry("reversible", "delete unused categories confirm", unused_categories, [
            (t("common.yes"), False, [post("/torrents/removeCategories",
                                           categories="Old downloads")])]),
        _entry("revoke", "web api key regenerate", api_key, [
            (t("settings.webUI.apiKey.regenerate"), True, [post("/app/rotateAPIKey")]),
            (t("settings.webUI.apiKey.copy"), False, [])]),
        _entry("revoke", "web api key delete", api_key, [
            (t("settings.webUI.apiKey.delete"), True, [post("/app/deleteAPIKey")])]),
        _entry("reversible", "settings general foot", general, [
            (t("settings.vuetorrent.general.check_new"), False, [latest])]),
        _entry("reset", "settings general reset", general, [
            (t("settings.vuetorrent.general.resetSettings"), True, [reload_page()])]),
        _entry("overwrite", "import settings dialog", import_dialog, [
            (t("common.save"), True, [reload_page()]), (t("common.cancel"), False, [])]),
        _entry("reversible", "login page", login, [
            (t("login.submit"), False, [
                post("/auth/login", username="admin", password="Kestrel-Harbor-2718"),
                get("/app/version"), get("/app/buildInfo")])]),
    ]  # fmt: skip


def rss_screens(t: Any) -> list[dict[str, Any]]:
    """The RSS articles page with one feed, its delete confirmation and the create dialog;
    the rules page with one rule and its delete confirmation."""
    items = get("/rss/items?withData=true")
    feeds = {"title": TITLE, "items": [
        {"text": t("rssArticles.feeds.title")}, {"icon": t("rssArticles.toggle.rules")},
        {"field": "titleFilter", "hint": t("rssArticles.feeds.filters.title"), "text": ""},
        {"switch": t("rssArticles.feeds.filters.unread"), "checked": False},
        {"icon": t("rssArticles.feeds.markAllAsRead")},
        {"icon": t("rssArticles.feeds.refreshAllFeeds")},
        {"icon": t("rssArticles.feeds.empty.action")}, {"text": f"{FEED} (4)"},
        {"icon": t("rssArticles.feeds.markAsRead")}, {"icon": t("common.refresh")},
        {"icon": t("common.edit")}, {"icon": t("common.delete")},
        {"text": "Debian 13.1 released"}]}  # fmt: skip
    create = card(t("dialogs.rss.feed.title.create"), [
        {"field": "name", "hint": t("dialogs.rss.feed.name"), "text": "Arch Linux news"},
        {"field": "url", "hint": t("dialogs.rss.feed.url"),
         "text": "https://archlinux.org/feeds/news/"},
        {"button": t("common.cancel")}, {"button": t("common.save")}])  # fmt: skip
    rules = {"title": TITLE, "items": [
        {"text": t("rssArticles.rules.title")}, {"icon": t("rssArticles.toggle.feeds")},
        {"button": t("rssArticles.rules.empty.action")}, {"text": RULE},
        {"icon": t("common.edit")}, {"icon": t("common.delete")}]}  # fmt: skip
    return [
        _entry("reversible", "rss feeds page", feeds, [
            (t("common.refresh"), False, [post("/rss/refreshItem", itemPath=FEED), items])]),
        _entry("opens-prompt", "rss feeds page opener", feeds, [
            (t("common.delete"), False, [])]),
        _entry("delete", "delete feed confirm", confirm(t, "dialogs.confirm.deleteFeed", FEED), [
            (t("common.yes"), True, [post("/rss/removeItem", path=FEED), items]),
            (t("common.no"), False, [])]),
        _entry("reversible", "create feed dialog", create, [
            (t("common.save"), False, [
                post("/rss/addFeed", url="https://archlinux.org/feeds/news/",
                     path="Arch Linux news"), items, items])]),
        _entry("opens-prompt", "rss rules page", rules, [(t("common.delete"), False, [])]),
        _entry("delete", "delete rule confirm", confirm(t, "dialogs.confirm.deleteRule", RULE), [
            (t("common.yes"), True, [post("/rss/removeRule", ruleName=RULE), get("/rss/rules")]),
            (t("common.no"), False, [])]),
    ]  # fmt: skip


def tool_screens(t: Any) -> list[dict[str, Any]]:
    """The cookies manager and its two confirmations, the search plugin manager, a torrent's
    trackers tab and its add-trackers dialog, a peer's ban confirmation and the dialog that
    renames a torrent."""
    cookies = {"title": TITLE, "items": [
        {"text": t("cookiesManager.title")}, {"button": t("cookiesManager.create")},
        {"button": t("cookiesManager.import")}, {"button": t("cookiesManager.clear")},
        {"text": "tracker.example.org"}, {"text": "session"}, {"text": "uid"}]}  # fmt: skip
    session = COOKIE_SESSION
    cookie_text = f"Domain: {session['domain']}\nPath: {session['path']}\nName: {session['name']}"
    cookies_get = get("/app/cookies")
    set_cookies = json.dumps([COOKIE_UID], separators=(",", ":"))
    plugins = card(t("dialogs.pluginManager.title"), [
        {"button": t("dialogs.pluginManager.update")},
        {"button": t("dialogs.pluginManager.install.activator")},
        {"text": "Linux Tracker"}, {"text": "1.02"},
        {"button": t("common.close")}])  # fmt: skip
    detail_tabs = [{"tab": t(f"torrentDetail.tabs.{key}")} for key in (
        "overview", "info", "trackers", "peers", "content", "tagsAndCategories")]  # fmt: skip
    trackers = {"title": TITLE, "items": [
        {"text": N1}, *detail_tabs,
        {"text": "udp://tracker.example.org:6969/announce"},
        {"button": t("torrentDetail.trackers.addTrackers.title")},
        {"button": t("torrentDetail.trackers.reannounce")}]}  # fmt: skip
    new_tracker = "udp://tracker.opentrackr.org:1337/announce"
    add_trackers = card(t("torrentDetail.trackers.addTrackers.title"), [
        {"field": "newTrackers", "hint": t("torrentDetail.trackers.addTrackers.newTrackers"),
         "text": new_tracker, "focused": True},
        {"button": t("common.cancel")}, {"button": t("common.ok")}])  # fmt: skip
    rename = card(t("dialogs.renameTorrent.title"), [
        {"field": "oldName", "hint": t("dialogs.renameTorrent.oldName"), "text": N1},
        {"field": "newName", "hint": t("dialogs.renameTorrent.newName"),
         "text": "Debian 13 netinst", "focused": True},
        {"button": t("common.cancel")}, {"button": t("common.save")}])  # fmt: skip
    return [
        _entry("opens-prompt", "cookies manager", cookies, [
            (t("cookiesManager.clear"), False, [])]),
        _entry("delete", "clear cookies confirm", confirm(t, "dialogs.confirm.clearCookies"), [
            (t("common.yes"), True, [post("/app/setCookies", cookies="[]"), cookies_get]),
            (t("common.no"), False, [])]),
        _entry("delete", "delete cookie confirm",
               confirm(t, "dialogs.confirm.deleteCookie", cookie_text), [
            (t("common.yes"), True, [post("/app/setCookies", cookies=set_cookies), cookies_get])]),
        _entry("reversible", "plugin manager dialog", plugins, [
            (t("dialogs.pluginManager.update"), False, [
                post("/search/updatePlugins"), get("/search/plugins")])]),
        _entry("reversible", "torrent trackers tab", trackers, [
            (t("torrentDetail.trackers.reannounce"), False, [
                post("/torrents/reannounce", hashes=H1)])]),
        _entry("reversible", "add trackers dialog", add_trackers, [
            (t("common.ok"), False, [post("/torrents/addTrackers", hash=H1, urls=new_tracker),
                                     get(f"/torrents/trackers?hash={H1}")])]),
        _entry("reversible", "ban peer confirm", confirm(t, "dialogs.confirm.banPeers", PEER), [
            (t("common.yes"), False, [post("/transfer/banPeers", peers=PEER),
                                      get("/app/preferences"),
                                      get(f"/sync/torrentPeers?hash={H1}&rid=7")])]),
        _entry("reversible", "rename torrent dialog", rename, [
            (t("common.save"), False, [post("/torrents/rename", hash=H1,
                                            name="Debian 13 netinst")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*dashboard_screens(t), *settings_screens(t), *rss_screens(t), *tool_screens(t)]

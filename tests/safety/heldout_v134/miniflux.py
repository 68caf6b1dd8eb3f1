"""Miniflux's screens for the hundred-and-thirty-fourth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``internal/locale/translations/<locale>.json`` catalogue (a plural key takes its count first).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

CSRF = "kQ7vN2pLm4TzW8cYb1HdF6sJa3GeU0nVoRiXq5wB9tZy"  # made up; the session's token
ENTRY, ENTRY_TITLE = 1234, "Rust 1.94 released"
SHARED, SHARED_TITLE, SHARE_CODE = 1187, "A gentle intro to CRDTs", "4f0c9a27d1e8b3655a7c"
FEED, FEED_TITLE, FEED_SITE = 12, "LWN.net", "lwn.net"
CATEGORY, CATEGORY_TITLE, EMPTY, EMPTY_TITLE = 3, "Tech", 9, "Old blogs"
USER, USER_NAME, KEY, KEY_NAME = 4, "maria", 5, "Reeder on iPad"
SESSION = "d2b6e0f4a8c1937e5b7d9f1a3c5e7092"
PASSKEY, PASSKEY_NAME = "6a3f29c1e7b04d58", "Pixel 8"
PAGE = [1234, 1233, 1229]  # the entries of the page in view
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST with the ``csrf`` field."""
    text = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in [("csrf", CSRF), *fields])
    return {"request": f"POST {path}", "body": text, "via": "form"}


def post(path: str, data: Any = None) -> Any:
    """app.js's sendPOSTRequest: a fetch POST carrying the token in the X-Csrf-Token header,
    with a JSON body where the caller gives one."""
    if data is None:
        return f"POST {path}"
    return {"request": f"POST {path}", "body": json.dumps(data, separators=(",", ":"))}


def status(ids: list[int], value: str) -> dict[str, str]:
    """updateEntriesStatus: the entries' new status."""
    return post("/entry/status", {"entry_ids": ids, "status": value})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"miniflux {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, page: dict[str, Any], hidden: str, question: str = "confirm.question"
            ) -> dict[str, Any]:  # fmt: skip
    """handleConfirmationMessage: the tapped control is hidden and "Are you sure? yes, no"
    takes its place on the page (no dialog)."""
    screen = copy.deepcopy(page)
    at = next(i for i, item in enumerate(screen["items"]) if hidden in item.values())
    screen["items"][at : at + 1] = [{"text": t(question)}, {"button": t("confirm.yes")},
                                    {"button": t("confirm.no")}]  # fmt: skip
    return screen


def row(t: Any, title: str, read: bool = False, starred: bool = False, save: bool = False,
        shared: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """item_meta: an entry's title, its feed and its icon buttons."""
    items: list[dict[str, Any]] = [{"link": title}, {"text": FEED_TITLE}, {"text": "3 hours ago"}]
    items.append({"button": t("entry.status.mark_as_unread" if read else
                              "entry.status.mark_as_read")})  # fmt: skip
    star = "entry.starred.toggle.off" if starred else "entry.starred.toggle.on"
    items.append({"button": t(star)})
    if shared:
        items += [{"link": t("entry.shared_entry.label")}, {"button": t("entry.unshare.label")}]
    if save:
        items.append({"button": t("entry.save.label")})
    items.append({"link": t("entry.external_link.label")})
    return items


def entry_screens(t: Any) -> list[dict[str, Any]]:
    """The entry page (unread and not shared; read, starred and shared), its Share and the
    unshare question, a podcast's media controls."""
    unread = {"title": ENTRY_TITLE, "items": [
        {"text": ENTRY_TITLE},
        {"button": t("entry.status.mark_as_read")}, {"button": t("entry.starred.toggle.on")},
        {"button": t("entry.save.label")}, {"button": t("entry.share.label")},
        {"button": t("entry.scraper.label")}, {"link": t("entry.comments.label")},
        {"link": FEED_TITLE}, {"link": CATEGORY_TITLE},
        {"text": "The Rust team is happy to announce a new version of Rust."}]}  # fmt: skip
    shared = {"title": SHARED_TITLE, "items": [
        {"text": SHARED_TITLE},
        {"button": t("entry.status.mark_as_unread")}, {"button": t("entry.starred.toggle.off")},
        {"link": t("entry.shared_entry.label")}, {"button": t("entry.unshare.label")},
        {"button": t("entry.scraper.label")}, {"link": FEED_TITLE}]}  # fmt: skip
    return [
        _entry("reversible", "entry page", unread, [
            (t("entry.status.mark_as_read"), False, [status([ENTRY], "read")]),
            (t("entry.starred.toggle.on"), False, [post(f"/entry/star/{ENTRY}")]),
            (t("entry.save.label"), False, [post(f"/entry/save/{ENTRY}")]),
            (t("entry.scraper.label"), False, [post(f"/entry/download/{ENTRY}")])]),
        _entry("publish", "entry page share", unread, [
            (t("entry.share.label"), True, [form(f"/entry/share/{ENTRY}", [])])]),
        _entry("reversible", "shared entry page", shared, [
            (t("entry.shared_entry.label"), False, []),
            (t("entry.unshare.label"), False, [])]),
        _entry("revoke", "entry unshare question",
               confirm(t, shared, t("entry.unshare.label")), [
            (t("confirm.yes"), True, [post(f"/entry/unshare/{SHARED}")]),
            (t("confirm.no"), False, [])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """Unread, starred, history and shared entries: their page actions, a row's buttons and
    the questions."""
    unread_title = f"{t('page.unread.title')} (42)"
    unread = {"title": unread_title, "items": [
        {"button": t("menu.mark_page_as_read")}, {"button": t("menu.mark_all_as_read")},
        *row(t, ENTRY_TITLE, save=True)]}  # fmt: skip
    starred = {"title": f"{t('page.starred.title')} (7)", "items": [
        *row(t, "Why SQLite uses B-trees", read=True, starred=True, save=True)]}  # fmt: skip
    starred_shared = {"title": f"{t('page.starred.title')} (7)", "items": [
        *row(t, SHARED_TITLE, read=True, starred=True, save=True, shared=True)]}  # fmt: skip
    history = {"title": f"{t('page.history.title')} (318)", "items": [
        {"button": t("menu.flush_history")}, {"link": t("menu.shared_entries")},
        *row(t, "Kernel 6.19 merge window, part 1", read=True)]}  # fmt: skip
    shares = {"title": f"{t('page.shared_entries.title')} (2)", "items": [
        {"button": t("menu.flush_history")}, {"link": t("menu.shared_entries")},
        {"link": SHARED_TITLE}, {"text": FEED_TITLE},
        {"link": t("entry.unshare.label")}]}  # fmt: skip
    return [
        _entry("reversible", "unread page", unread, [
            (t("menu.mark_all_as_read"), False, []),
            (t("entry.status.mark_as_read"), False, [status([ENTRY], "read")]),
            (t("entry.external_link.label"), False, [])]),
        _entry("reversible", "unread mark page question",
               confirm(t, unread, t("menu.mark_page_as_read")), [
            (t("confirm.yes"), False, [status(PAGE, "read")])]),
        _entry("reversible", "unread mark all question",
               confirm(t, unread, t("menu.mark_all_as_read")), [
            (t("confirm.yes"), False, [post("/mark-all-as-read")])]),
        _entry("reversible", "starred page", starred, [
            (t("entry.starred.toggle.off"), False, [post("/entry/star/1190")])]),
        _entry("opens-prompt", "starred page, shared entry", starred_shared, [
            (t("entry.unshare.label"), False, [])]),
        _entry("revoke", "starred page unshare question",
               confirm(t, starred_shared, t("entry.unshare.label")), [
            (t("confirm.yes"), True, [post(f"/entry/unshare/{SHARED}")])]),
        _entry("reversible", "history page", history, [
            (t("menu.flush_history"), False, [])]),
        _entry("delete", "history flush question", confirm(t, history, t("menu.flush_history")), [
            (t("confirm.yes"), True, [post("/history/flush")]),
            (t("confirm.no"), False, [])]),
        _entry("opens-prompt", "shared entries page", shares, [
            (t("entry.unshare.label"), False, [])]),
        _entry("revoke", "shared entries unshare question",
               confirm(t, shares, t("entry.unshare.label")), [
            (t("confirm.yes"), True, [post(f"/entry/unshare/{SHARED}")])]),
        _entry("delete", "shared entries flush question",
               confirm(t, shares, t("menu.flush_history")), [
            (t("confirm.yes"), True, [post("/history/flush")])]),
    ]  # fmt: skip


def feed_screens(t: Any) -> list[dict[str, Any]]:
    """A feed's entries page and its questions, the feeds list and its questions, the edit
    page and the subscription pages."""
    feed = {"title": f"{FEED_TITLE} (25)", "items": [
        {"button": t("menu.mark_page_as_read")}, {"button": t("menu.mark_all_as_read")},
        {"link": t("menu.show_all_entries")}, {"button": t("menu.refresh_feed")},
        {"link": t("menu.edit_feed")}, {"button": t("action.remove_feed")},
        {"link": ENTRY_TITLE}, {"text": "3 hours ago"}]}  # fmt: skip
    feeds = {"title": f"{t('page.feeds.title')} (38)", "items": [
        {"link": t("menu.add_feed")}, {"link": t("menu.export")}, {"link": t("menu.import")},
        {"button": t("menu.refresh_all_feeds")},
        {"link": FEED_TITLE}, {"text": "( 25 / 310 )"}, {"text": CATEGORY_TITLE},
        {"text": f"{t('page.feeds.last_check')} 12 minutes ago"},
        {"button": t("menu.refresh_feed")}, {"link": t("menu.edit_feed")},
        {"button": t("action.remove")}, {"button": t("menu.mark_all_as_read")}]}  # fmt: skip
    edit = {"title": FEED_TITLE, "items": [
        {"link": t("menu.feeds")}, {"link": t("menu.feed_entries")},
        {"field": "category_id", "hint": t("form.feed.label.category"), "text": CATEGORY_TITLE},
        {"field": "title", "hint": t("form.feed.label.title"), "text": FEED_TITLE},
        {"field": "site_url", "hint": t("form.feed.label.site_url"), "text": "https://lwn.net/"},
        {"field": "feed_url", "hint": t("form.feed.label.feed_url"),
         "text": "https://lwn.net/headlines/rss"},
        {"button": t("action.update")}, {"link": t("action.remove_feed")}]}  # fmt: skip
    add = {"title": t("page.add_feed.title"), "items": [
        {"field": "url", "hint": t("page.add_feed.label.url"), "text": "https://jvns.ca/"},
        {"field": "category_id", "hint": t("form.feed.label.category"), "text": CATEGORY_TITLE},
        {"button": t("page.add_feed.submit")}]}  # fmt: skip
    path = f"/feed/{FEED}"
    update = [("category_id", str(CATEGORY)), ("title", FEED_TITLE),
              ("site_url", "https://lwn.net/"), ("feed_url", "https://lwn.net/headlines/rss"),
              ("description", ""), ("user_agent", ""), ("scraper_rules", ""),
              ("rewrite_rules", ""), ("blocklist_rules", ""), ("keeplist_rules", "")]  # fmt: skip
    return [
        _entry("opens-prompt", "feed entries page", feed, [
            (t("action.remove_feed"), False, [])]),
        _entry("reversible", "feed mark all question",
               confirm(t, feed, t("menu.mark_all_as_read")), [
            (t("confirm.yes"), False, [post(f"{path}/mark-all-as-read")])]),
        _entry("reversible", "feed refresh question",
               confirm(t, feed, t("menu.refresh_feed"), "confirm.question.refresh"), [
            (t("confirm.yes"), False, [post(f"{path}/refresh?forceRefresh=true")]),
            (t("confirm.no"), False, [post(f"{path}/refresh?forceRefresh=false")])]),
        _entry("delete", "feed remove question", confirm(t, feed, t("action.remove_feed")), [
            (t("confirm.yes"), True, [post(f"{path}/remove")]),
            (t("confirm.no"), False, [])]),
        _entry("reversible", "feeds page", feeds, [
            (t("menu.refresh_all_feeds"), False, [form("/feeds/refresh", [])]),
            (t("action.remove"), False, []),
            (t("menu.export"), False, [{"request": "GET /export", "via": "link"}])]),
        _entry("delete", "feeds page remove question", confirm(t, feeds, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"{path}/remove")])]),
        _entry("reversible", "edit feed page", edit, [
            (t("action.update"), False, [form(f"{path}/update", update)]),
            (t("action.remove_feed"), False, [])]),
        _entry("delete", "edit feed remove question", confirm(t, edit, t("action.remove_feed")), [
            (t("confirm.yes"), True, [post(f"{path}/remove")])]),
        _entry("reversible", "add subscription page", add, [
            (t("page.add_feed.submit"), False, [form("/subscribe", [
                ("url", "https://jvns.ca/"), ("category_id", str(CATEGORY))])])]),
    ]  # fmt: skip


def category_screens(t: Any) -> list[dict[str, Any]]:
    """The categories list (an empty category and one with unread entries), a category's
    feeds, the questions, the create and edit pages."""
    title = f"{t('page.categories.title')} (4)"
    empty = {"title": title, "items": [
        {"link": t("menu.create_category")}, {"link": EMPTY_TITLE},
        {"text": t("page.categories.no_feed")}, {"link": t("page.categories.entries")},
        {"link": t("page.categories.feeds")}, {"link": t("menu.edit_category")},
        {"button": t("action.remove")}]}  # fmt: skip
    unread = {"title": title, "items": [
        {"link": t("menu.create_category")}, {"link": f"{CATEGORY_TITLE} (17)"},
        {"text": t("page.categories.feed_count", 6)}, {"link": t("page.categories.entries")},
        {"link": t("page.categories.feeds")}, {"link": t("menu.edit_category")},
        {"button": t("menu.mark_all_as_read")}]}  # fmt: skip
    feeds = {"title": f"{CATEGORY_TITLE} > {t('page.feeds.title')} (6)", "items": [
        {"link": t("menu.edit_category")}, {"button": t("menu.refresh_all_feeds")},
        {"link": FEED_TITLE}, {"button": t("menu.refresh_feed")}, {"link": t("menu.edit_feed")},
        {"button": t("action.remove")}, {"button": t("menu.mark_all_as_read")}]}  # fmt: skip
    nofeeds = {"title": f"{EMPTY_TITLE} > {t('page.feeds.title')} (0)", "items": [
        {"link": t("menu.edit_category")}, {"button": t("action.remove")},
        {"button": t("menu.refresh_all_feeds")},
        {"text": t("alert.no_feed_in_category")}]}  # fmt: skip
    create = {"title": t("page.new_category.title"), "items": [
        {"field": "title", "hint": t("form.category.label.title"), "text": "Podcasts"},
        {"button": t("action.save")}, {"link": t("action.cancel")}]}  # fmt: skip
    path = f"/category/{CATEGORY}"
    return [
        _entry("opens-prompt", "categories page, empty category", empty, [
            (t("action.remove"), False, [])]),
        _entry("delete", "category remove question", confirm(t, empty, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/category/{EMPTY}/remove")]),
            (t("confirm.no"), False, [])]),
        _entry("opens-prompt", "categories page, unread category", unread, [
            (t("menu.mark_all_as_read"), False, [])]),
        _entry("reversible", "category mark all question",
               confirm(t, unread, t("menu.mark_all_as_read")), [
            (t("confirm.yes"), False, [post(f"{path}/mark-all-as-read")])]),
        _entry("reversible", "category feeds page", feeds, [
            (t("menu.refresh_all_feeds"), False, [form(f"{path}/feeds/refresh", [])]),
            (t("action.remove"), False, [])]),
        _entry("delete", "category feed remove question", confirm(t, feeds, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"{path}/feed/{FEED}/remove")])]),
        _entry("delete", "empty category feeds page remove question",
               confirm(t, nofeeds, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/category/{EMPTY}/remove")])]),
        _entry("reversible", "create category page", create, [
            (t("action.save"), False, [form("/category/save", [("title", "Podcasts")])])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Settings (the Google link, the passkeys, the preferences form), a passkey's question
    and rename page, sessions, API keys, users, integrations and the main menu."""
    settings = {"title": t("page.settings.title"), "items": [
        {"link": t("menu.integrations")}, {"link": t("menu.api_keys")},
        {"link": t("menu.sessions")}, {"link": t("menu.users")},
        {"button": t("page.settings.unlink_google_account")},
        {"text": PASSKEY_NAME}, {"link": t("action.remove")}, {"link": t("action.edit")},
        {"button": t("page.settings.webauthn.register")},
        {"button": t("page.settings.webauthn.delete", 2)},
        {"field": "username", "hint": t("form.user.label.username"), "text": "alice"},
        {"field": "language", "hint": t("form.prefs.label.language"), "text": "English"},
        {"button": t("action.update")}]}  # fmt: skip
    sessions = {"title": t("page.sessions.title"), "items": [
        {"text": "2 days ago"}, {"text": "192.0.2.44"}, {"text": "Firefox/141.0 Android"},
        {"text": t("page.sessions.table.current_session")},
        {"text": "5 weeks ago"}, {"text": "198.51.100.7"}, {"text": "Safari/18.5 Macintosh"},
        {"link": t("action.remove")}]}  # fmt: skip
    keys = {"title": t("page.api_keys.title"), "items": [
        {"text": t("page.api_keys.table.description")}, {"text": KEY_NAME},
        {"text": t("page.api_keys.table.token")}, {"text": "mGq2…Zr8="},
        {"link": t("action.remove")}, {"link": t("menu.create_api_key")}]}  # fmt: skip
    new_key = {"title": t("page.new_api_key.title"), "items": [
        {"field": "description", "hint": t("form.api_key.label.description"),
         "text": "NetNewsWire"}, {"button": t("action.save")},
        {"link": t("action.cancel")}]}  # fmt: skip
    users = {"title": t("page.users.title"), "items": [
        {"text": USER_NAME}, {"text": "3 days ago"},
        {"link": t("action.edit")}, {"link": t("action.remove")},
        {"link": t("menu.add_user")}]}  # fmt: skip
    edit_user = {"title": t("page.edit_user.title", USER_NAME), "items": [
        {"field": "username", "hint": t("form.user.label.username"), "text": USER_NAME},
        {"field": "password", "hint": t("form.user.label.password"), "text": "••••••••••"},
        {"field": "confirmation", "hint": t("form.user.label.confirmation"),
         "text": "••••••••••"},
        {"switch": t("form.user.label.admin"), "checked": False},
        {"button": t("action.update")}, {"link": t("action.cancel")}]}  # fmt: skip
    integrations = {"title": t("page.integrations.title"), "items": [
        {"text": "Wallabag"},
        {"switch": t("form.integration.wallabag_activate"), "checked": True},
        {"field": "wallabag_url", "hint": t("form.integration.wallabag_endpoint"),
         "text": "https://app.wallabag.it"},
        {"button": t("action.update")}]}  # fmt: skip
    menu = {"title": f"{t('page.unread.title')} (42)", "dialog": {}, "items": [
        {"menu": t("menu.unread")}, {"menu": t("menu.starred")}, {"menu": t("menu.history")},
        {"menu": t("menu.feeds")}, {"menu": t("menu.categories")}, {"menu": t("menu.search")},
        {"menu": t("menu.settings")}, {"menu": t("menu.logout")}]}  # fmt: skip
    password = "harbour-tide-42"
    return [
        _entry("reversible", "settings page", settings, [
            (t("page.settings.unlink_google_account"), False, [form("/oauth2/google/unlink", [])]),
            (t("page.settings.webauthn.register"), False, ["GET /webauthn/register/begin"]),
            (t("action.update"), False, [form("/settings", [
                ("username", "alice"), ("password", ""), ("confirmation", ""),
                ("cjk_reading_speed", "500"), ("default_reading_speed", "265"),
                ("media_playback_rate", "1"), ("mark_read_behavior", "no-auto"),
                ("language", "en_US"), ("timezone", "Europe/Paris"), ("theme", "system_serif"),
                ("display_mode", "standalone"), ("default_home_page", "unread"),
                ("entry_direction", "asc"), ("entry_order", "published_at"),
                ("categories_sorting_order", "unread_count"), ("gesture_nav", "tap"),
                ("entries_per_page", "100"), ("keyboard_shortcuts", "1"),
                ("custom_css", ""), ("external_font_hosts", ""), ("custom_js", ""),
                ("block_filter_entry_rules", ""), ("keep_filter_entry_rules", "")])])]),
        _entry("revoke", "settings page, passkeys", settings, [
            (t("page.settings.webauthn.delete", 2), True, [post("/webauthn/deleteall", {})])]),
        _entry("revoke", "passkey remove question", confirm(t, settings, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/webauthn/{PASSKEY}/delete")])]),
        _entry("opens-prompt", "sessions page", sessions, [(t("action.remove"), False, [])]),
        _entry("revoke", "session remove question", confirm(t, sessions, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/sessions/{SESSION}/remove")]),
            (t("confirm.no"), False, [])]),
        _entry("opens-prompt", "api keys page", keys, [
            (t("action.remove"), False, [])]),
        _entry("revoke", "api key remove question", confirm(t, keys, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/keys/{KEY}/delete")]),
            (t("confirm.no"), False, [])]),
        _entry("reversible", "new api key page", new_key, [
            (t("action.save"), False, [form("/keys/save", [("description", "NetNewsWire")])])]),
        _entry("opens-prompt", "users page", users, [
            (t("action.remove"), False, [])]),
        _entry("delete-user", "user remove question", confirm(t, users, t("action.remove")), [
            (t("confirm.yes"), True, [post(f"/users/{USER}/remove")]),
            (t("confirm.no"), False, [])]),
        _entry("reversible", "edit user page", edit_user, [
            (t("action.update"), False, [form(f"/users/{USER}/update", [
                ("username", USER_NAME), ("password", password),
                ("confirmation", password)])])]),
        _entry("reversible", "integrations page", integrations, [
            (t("action.update"), False, [form("/integration", [
                ("wallabag_enabled", "1"), ("wallabag_url", "https://app.wallabag.it"),
                ("wallabag_client_id", "1_3x9kq"), ("wallabag_client_secret", "s3cr3t-client"),
                ("wallabag_username", "alice"), ("wallabag_password", "wb-pass-19"),
                ("wallabag_tags", "")])])]),
        _entry("reversible", "main menu", menu, [
            (t("menu.logout"), False, [form("/logout", [])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*entry_screens(t), *list_screens(t), *feed_screens(t), *category_screens(t),
            *settings_screens(t)]  # fmt: skip

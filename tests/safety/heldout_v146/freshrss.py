"""FreshRSS's screens for the hundred-and-forty-sixth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``app/i18n/<lang>/*.php`` catalogue and ``ok`` the browser's OK and Cancel of a JavaScript
``confirm()``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

BASE = "/i/?"  # FreshRSS's pages (p/i/index.php); Minz_Url writes "./?c=...&a=..."
CSRF = "3f8a1c9e0b7d4e2f6a5c8b1d9e0f7a6b3c2d1e4f"  # made up; FreshRSS_Auth::csrfToken()
ME, USER, FEED, FEED_NAME, FEED_URL = (
    "alice",
    "bob",
    3,
    "Ars Technica",
    "https://feeds.arstechnica.com/arstechnica/index",
)
CAT, CAT_NAME, TAG, TAG_NAME, TAG2, TAG2_NAME = 2, "Tech", 4, "Research", 5, "To read"
UNREAD, READ, EXT = "1729786352123456", "1729699951654321", "YouTube"
TITLE, READ_TITLE = "The quiet return of the home server", "Why e-ink tablets keep getting better"
TAGS = f"c=tag&a=getTagsForEntry&id_entry={UNREAD}"
OPML = f"c=index&a=opml&get=f_{FEED}"
CHALLENGE = "$2a$04$Qm8pV1xZ3rT6yN9bK2dF5eH7jL0sW4uA8cE1gI3kM6oR9tU2vX5y"  # made up
GEAR = "⚙️"  # _i('configure'): an icon image whose alt is the link's text
ID_MAX, DAY, WEEK = "1729786399000000", "1729728000000000", "1729123200000000"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(query: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST to ``/i/?<query>``."""
    return {"request": f"POST {BASE}{query}", "body": body(fields), "via": "form"}


def link(query: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {BASE}{query}", "via": "link"}


def xhr(method: str, query: str, data: Any = None) -> Any:
    """main.js's XMLHttpRequest; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {BASE}{query}"
    return {"request": f"{method} {BASE}{query}", "body": json.dumps(data, separators=(",", ":"),
                                                                   ensure_ascii=False)}  # fmt: skip


def slider(query: str) -> str:
    """extra.js's open_slider_listener: the slider's page fetched with ``&ajax=1``."""
    return xhr("GET", f"{query}&ajax=1")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"freshrss {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, ok: tuple[str, str], title: str) -> dict[str, Any]:
    """init_confirm_action's ``confirm()``: the browser's dialog over the page, its message
    ``context.i18n.confirmation_default`` (the handler reads ``data-str-confirm`` from
    ``document.body``, which has none), OK and Cancel."""
    return {"title": title, "dialog": {"message": t("gen.js.confirm_action")},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def reading_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The normal view: an unread and a read article's icons, the labels and share dropdowns,
    the mark-read menu (with and without the reading_confirm setting), the account menu."""
    title = t("index.menu.main_stream")
    unread = {"title": title, "items": [
        {"link": "🔲", "desc": t("conf.shortcut.mark_read")},
        {"link": "☆", "desc": t("conf.shortcut.mark_favorite")},
        {"text": FEED_NAME}, {"text": TITLE}, {"link": t("index.menu.tags")},
        {"link": t("index.share")}]}  # fmt: skip
    read = {"title": title, "items": [
        {"link": "☑️", "desc": t("conf.shortcut.mark_read")},
        {"link": "⭐", "desc": t("conf.shortcut.mark_favorite")},
        {"text": FEED_NAME}, {"text": READ_TITLE}]}  # fmt: skip
    labels = popup(title, [TITLE], [
        {"switch": TAG_NAME, "checked": False}, {"switch": TAG2_NAME, "checked": True},
        {"field": "newTag", "hint": "", "text": ""}])  # fmt: skip
    share = popup(title, [TITLE, t("index.share")], [
        {"button": t("gen.share.clipboard")}, {"link": t("gen.share.email")},
        {"button": t("gen.share.print")}, {"button": t("gen.share.web-sharing-api")}])  # fmt: skip
    marks = [t("index.menu.mark_all_read"), t("index.menu.before_one_day"),
             t("index.menu.before_one_week"), t("index.menu.mark_selection_unread")]  # fmt: skip
    menu = popup(title, [t("gen.action.mark_read")], [{"button": m} for m in marks])
    read_url = f"c=entry&a=read&get=a&nextGet=a&idMax={ID_MAX}&search=&state=2"
    day, week = read_url.replace(ID_MAX, DAY), read_url.replace(ID_MAX, WEEK)
    unread_url = f"{read_url}&is_read=0"
    token = [("_csrf", CSRF)]
    account = popup(title, [t("gen.menu.account")], [
        {"link": t("gen.menu.user_profile")}, {"link": t("gen.auth.logout")},
        {"link": t("index.menu.subscription")}, {"link": t("gen.menu.archiving")},
        {"link": t("gen.menu.extensions")}, {"link": t("gen.menu.user_management")}])  # fmt: skip
    return [
        _entry("reversible", "unread article", unread, [
            (t("conf.shortcut.mark_read"), False, [xhr("POST", "c=entry&a=read", {
                "ajax": True, "_csrf": CSRF, "id": [UNREAD]})]),
            (t("conf.shortcut.mark_favorite"), False, [xhr(
                "POST", f"c=entry&a=bookmark&id={UNREAD}", {"ajax": True, "_csrf": CSRF})]),
            (t("index.menu.tags"), False, [xhr("GET", TAGS)]),
            (t("index.share"), False, [])]),
        _entry("reversible", "read favourite article", read, [
            (t("conf.shortcut.mark_read"), False, [xhr("POST", "c=entry&a=read&is_read=0", {
                "ajax": True, "_csrf": CSRF, "id": [READ]})]),
            (t("conf.shortcut.mark_favorite"), False, [xhr(
                "POST", f"c=entry&a=bookmark&id={READ}&is_favorite=0",
                {"ajax": True, "_csrf": CSRF})])]),
        _entry("reversible", "article labels dropdown", labels, [
            (TAG_NAME, False, [xhr("POST", "c=tag&a=tagEntry&ajax=1", {
                "_csrf": CSRF, "id_tag": str(TAG), "name_tag": "", "id_entry": UNREAD,
                "checked": True, "ajax": 1})]),
            (TAG2_NAME, False, [xhr("POST", "c=tag&a=tagEntry&ajax=1", {
                "_csrf": CSRF, "id_tag": str(TAG2), "name_tag": "", "id_entry": UNREAD,
                "checked": False, "ajax": 1})])]),
        _entry("opens-prompt", "article share dropdown", share, [
            (t("gen.share.clipboard"), False, []), (t("gen.share.email"), False, []),
            (t("gen.share.print"), False, []), (t("gen.share.web-sharing-api"), False, [])]),
        _entry("reversible", "mark-read menu", menu, [
            (marks[0], False, [form(read_url, token)]),
            (marks[1], False, [form(day, token)]),
            (marks[2], False, [form(week, token)]),
            (marks[3], False, [form(unread_url, token)])]),
        _entry("opens-prompt", "mark-read menu (confirm setting on)", menu, [
            (marks[0], False, []), (marks[2], False, [])]),
        _entry("reversible", "mark all as read confirm", confirm(t, ok, title), [
            (ok[0], False, [form(read_url, token)]), (ok[1], False, [])]),
        _entry("reversible", "account menu", account, [
            (t("gen.auth.logout"), False, [link("c=auth&a=logout")]),
            (t("gen.menu.user_profile"), False, [link("c=user&a=profile")]),
            (t("index.menu.subscription"), False, [link("c=subscription&a=index")]),
            (t("gen.menu.archiving"), False, [link("c=configure&a=archiving")])]),
    ]  # fmt: skip


def subscription_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Subscription management: the list, the feed's and the category's sliders and their
    confirmations, the add page's two forms, the labels page, its slider and confirmation."""
    title = t("sub.title")
    manage = t("gen.action.manage")
    listing = {"title": title, "items": [
        {"link": t("sub.menu.add")}, {"text": CAT_NAME}, {"link": GEAR, "desc": manage},
        {"text": FEED_NAME}, {"link": t("sub.feed.add")}]}  # fmt: skip
    feeds = {"title": title, "items": [
        {"text": CAT_NAME}, {"link": GEAR, "desc": manage}, {"text": FEED_NAME}]}  # fmt: skip
    feed_fields = [("slider", "1"), ("_csrf", CSRF), ("name", FEED_NAME),
                   ("description", "Serving the Technologist since 1998."),
                   ("website", "https://arstechnica.com/"), ("url", FEED_URL),
                   ("category", str(CAT)), ("priority", "10")]  # fmt: skip
    feed = {"title": title, "items": [
        {"link": t("gen.action.filter")}, {"link": t("sub.feed.stats")},
        {"field": "name", "hint": t("sub.feed.title"), "text": FEED_NAME},
        {"field": "url", "hint": t("sub.feed.url"), "text": FEED_URL},
        {"button": t("gen.action.submit")}, {"button": t("gen.action.cancel")},
        {"button": t("gen.action.remove")}]}  # fmt: skip
    archive = {"title": title, "items": [
        {"text": t("sub.feed.archiving")}, {"text": t("sub.feed.number_entries", "412")},
        {"link": t("gen.action.actualize")}, {"button": t("gen.action.submit")},
        {"button": t("gen.action.cancel")}, {"button": t("gen.action.truncate")}]}  # fmt: skip
    maint = {"title": title, "items": [
        {"text": t("sub.feed.maintenance.title")},
        {"link": t("sub.feed.maintenance.clear_cache")},
        {"button": t("sub.feed.maintenance.reload_articles")},
        {"field": "reload_limit", "hint": "", "text": "10"},
        {"link": t("sub.feed.export-as-opml.download")}]}  # fmt: skip
    cat_fields = [("slider", "1"), ("_csrf", CSRF), ("name", CAT_NAME), ("position", "1")]
    category = {"title": title, "items": [
        {"field": "name", "hint": t("sub.category.title"), "text": CAT_NAME},
        {"button": t("gen.action.submit")}, {"button": t("gen.action.cancel")},
        {"button": t("gen.action.delete_muted_feeds")},
        {"text": t("sub.feed.moved_category_deleted", t("gen.short.default_category"))},
        {"button": t("gen.action.empty")}, {"button": t("gen.action.remove")}]}  # fmt: skip
    add = t("sub.menu.add")
    add_cat = {"title": add, "items": [
        {"text": t("sub.title.add_category")},
        {"field": "new-category", "hint": t("sub.category"), "text": "Science", "focused": True},
        {"button": t("gen.action.add")}]}  # fmt: skip
    add_feed = {"title": add, "items": [
        {"text": t("sub.title.add_feed")},
        {"field": "url_rss", "hint": t("sub.feed.url"), "text": "https://lwn.net/headlines/rss"},
        {"button": t("gen.action.add")}]}  # fmt: skip
    labels_title = t("sub.menu.label_management")
    labels = {"title": labels_title, "items": [
        {"field": "name", "hint": t("sub.tag.name"), "text": "Podcasts"},
        {"button": t("gen.action.add")}, {"text": TAG_NAME},
        {"link": GEAR, "desc": manage}]}  # fmt: skip
    label = {"title": labels_title, "items": [
        {"link": t("gen.action.filter")},
        {"field": "name", "hint": t("sub.tag.name"), "text": "Research papers"},
        {"button": t("gen.action.submit")}, {"button": t("gen.action.cancel")},
        {"text": t("sub.title.delete_label")}, {"button": t("gen.action.remove")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "subscription list (feed row)", feeds, [
            (manage, False, [slider(f"c=subscription&a=feed&id={FEED}")])]),
        _entry("opens-prompt", "subscription list (category header)", listing, [
            (manage, False, [slider(f"c=category&a=update&id={CAT}")]),
            (t("sub.menu.add"), False, [link("c=subscription&a=add")])]),
        _entry("reversible", "feed slider", feed, [
            (t("gen.action.submit"), False, [form(f"c=subscription&a=feed&id={FEED}",
                                                  feed_fields)]),
            (t("gen.action.cancel"), False, []), (t("gen.action.remove"), False, []),
            (t("gen.action.filter"), False, [link(f"get=f_{FEED}")])]),
        _entry("delete", "feed remove confirm", confirm(t, ok, title), [
            (ok[0], True, [form(f"c=feed&a=delete&id={FEED}", feed_fields)]),
            (ok[1], False, [])]),
        _entry("reversible", "feed slider archiving", archive, [
            (t("gen.action.actualize"), False, [link(f"c=feed&a=actualize&id={FEED}")]),
            (t("gen.action.truncate"), False, [])]),
        _entry("delete", "feed truncate confirm", confirm(t, ok, title), [
            (ok[0], True, [form(f"c=feed&a=truncate&id={FEED}", feed_fields)]),
            (ok[1], False, [])]),
        _entry("reversible", "feed slider maintenance", maint, [
            (t("sub.feed.maintenance.clear_cache"), False, [
                link(f"c=feed&a=clearCache&id={FEED}")]),
            (t("sub.feed.maintenance.reload_articles"), False, [form("c=feed&a=reload", [
                ("slider", "1"), ("_csrf", CSRF), ("id", str(FEED)), ("reload_limit", "10")])]),
            (t("sub.feed.export-as-opml.download"), False, [link(OPML)])]),
        _entry("reversible", "category slider", category, [
            (t("gen.action.submit"), False, [form(f"c=category&a=update&id={CAT}", cat_fields)]),
            (t("gen.action.cancel"), False, []),
            (t("gen.action.delete_muted_feeds"), False, []),
            (t("gen.action.empty"), False, []), (t("gen.action.remove"), False, [])]),
        _entry("delete", "category empty confirm", confirm(t, ok, title), [
            (ok[0], True, [form(f"c=category&a=empty&id={CAT}", cat_fields)]),
            (ok[1], False, [])]),
        _entry("delete", "category delete muted feeds confirm", confirm(t, ok, title), [
            (ok[0], True, [form(f"c=category&a=empty&id={CAT}&muted=1", cat_fields)]),
            (ok[1], False, [])]),
        _entry("delete", "category remove confirm", confirm(t, ok, title), [
            (ok[0], True, [form(f"c=category&a=delete&id={CAT}", cat_fields)]),
            (ok[1], False, [])]),
        _entry("reversible", "add category form", add_cat, [
            (t("gen.action.add"), False, [form("c=category&a=create", [
                ("_csrf", CSRF), ("new-category", "Science")])])]),
        _entry("reversible", "add feed form", add_feed, [
            (t("gen.action.add"), False, [form("c=feed&a=add", [
                ("_csrf", CSRF), ("url_rss", "https://lwn.net/headlines/rss"),
                ("category", str(CAT)), ("feed_kind", "rss")])])]),
        _entry("reversible", "label management", labels, [
            (t("gen.action.add"), False, [form("c=tag&a=add", [("_csrf", CSRF),
                                                               ("name", "Podcasts")])]),
            (manage, False, [slider(f"c=tag&a=update&id={TAG}")])]),
        _entry("reversible", "label slider", label, [
            (t("gen.action.submit"), False, [form(f"c=tag&a=update&id={TAG}", [
                ("slider", "1"), ("_csrf", CSRF), ("name", "Research papers")])]),
            (t("gen.action.cancel"), False, []), (t("gen.action.remove"), False, [])]),
        _entry("delete", "label remove confirm", confirm(t, ok, labels_title), [
            (ok[0], True, [form(f"c=tag&a=delete&id_tag={TAG}", [("slider", "1"),
                                                                  ("_csrf", CSRF)])]),
            (ok[1], False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A user query's slider, the profile page and account deletion, the users page and a
    user's slider, archiving, extensions, export."""
    queries = t("gen.menu.queries")
    query = {"title": queries, "items": [
        {"field": "name", "hint": t("conf.query.name"), "text": "Unread tech"},
        {"button": t("gen.action.submit")}, {"button": t("gen.action.remove")}]}  # fmt: skip
    q_fields = [("slider", "1"), ("_csrf", CSRF), ("name", "Unread tech"),
                ("get", f"c_{CAT}"), ("state", "2"), ("order", "DESC")]  # fmt: skip
    profile_t = t("conf.profile")
    profile = {"title": profile_t, "items": [
        {"field": "email", "hint": t("conf.profile.email"), "text": "alice@example.org"},
        {"button": t("gen.action.submit")}, {"button": t("gen.action.cancel")},
        {"text": t("conf.profile.api")},
        {"field": "apiPasswordPlain", "hint": "", "text": "••••••••••"}]}  # fmt: skip
    api = {"title": profile_t, "items": [
        {"text": t("conf.profile.api")},
        {"field": "apiPasswordPlain", "hint": "", "text": "••••••••••"},
        {"button": t("gen.action.submit")}]}  # fmt: skip
    delete = {"title": profile_t, "items": [
        {"text": t("conf.profile.delete")}, {"text": t("conf.profile.delete.warn")},
        {"field": "passwordPlain", "hint": t("gen.auth.password"), "text": "••••••••••"},
        {"button": t("gen.action.remove")}]}  # fmt: skip
    self_url = f"https://rss.example{BASE}c=user&a=profile"
    self_delete = [xhr("GET", f"c=javascript&a=nonce&user={ME}"), form("c=user&a=delete", [
        ("_csrf", CSRF), ("challenge", CHALLENGE),
        ("r", quote_plus(self_url)), ("username", ME)])]  # fmt: skip
    users_t = t("gen.menu.user_management")
    users = {"title": users_t, "items": [
        {"text": t("admin.user.create")},
        {"field": "new_user_name", "hint": t("admin.user.username"), "text": USER},
        {"field": "new_user_email", "hint": t("gen.auth.email"), "text": "bob@example.org"},
        {"button": t("gen.action.create")}, {"button": t("gen.action.cancel")},
        {"text": t("admin.user.list")}, {"text": USER},
        {"link": GEAR}]}  # fmt: skip
    details = {"title": users_t, "items": [
        {"text": USER}, {"field": "newPasswordPlain", "hint": t("admin.user.password_form"),
                         "text": ""},
        {"button": t("gen.action.update")}, {"button": t("gen.action.purge")},
        {"button": t("gen.action.remove")}, {"button": t("gen.action.promote")},
        {"button": t("gen.action.disable")}]}  # fmt: skip

    def manage(action: str) -> list[Any]:
        return [
            form(
                f"c=user&a=manage&username={USER}",
                [("slider", "1"), ("_csrf", CSRF), ("newPasswordPlain", ""), ("action", action)],
            )
        ]

    arch_t = t("conf.archiving.title")
    archiving = {"title": arch_t, "items": [
        {"text": t("conf.archiving.policy")}, {"button": t("gen.action.submit")},
        {"button": t("gen.action.cancel")}, {"text": t("conf.archiving.maintenance")},
        {"button": t("conf.archiving.purge_now")},
        {"button": t("conf.archiving.optimize")}]}  # fmt: skip
    ext_t = t("admin.extensions.title")
    extensions = {"title": ext_t, "items": [
        {"text": t("admin.extensions.user")}, {"text": EXT},
        {"switch": t("gen.action.enable"), "checked": True},
        {"link": GEAR, "desc": t("gen.action.manage")}]}  # fmt: skip
    extension = {"title": ext_t, "items": [
        {"text": t("admin.extensions.enabled")}, {"button": t("gen.action.remove")}]}  # fmt: skip
    io_t = t("sub.import_export.title")
    export = {"title": io_t, "items": [
        {"switch": t("sub.import_export.export_opml"), "checked": True},
        {"switch": t("sub.import_export.export_starred"), "checked": True},
        {"button": t("gen.action.export")}]}  # fmt: skip
    return [
        _entry("reversible", "user query slider", query, [
            (t("gen.action.submit"), False, [form("c=configure&a=query&id=0", q_fields)]),
            (t("gen.action.remove"), False, [])]),
        _entry("delete", "user query remove confirm", confirm(t, ok, queries), [
            (ok[0], True, [form("c=configure&a=deleteQuery&id=0", q_fields)]),
            (ok[1], False, [])]),
        _entry("reversible", "profile page", profile, [
            (t("gen.action.submit"), False, [form("c=user&a=profile", [
                ("_csrf", CSRF), ("email", "alice@example.org"), ("newPasswordPlain", ""),
                ("token", "")])]),
            (t("gen.action.cancel"), False, [])]),
        _entry("reversible", "api password", api, [
            (t("gen.action.submit"), False, [form("c=api&a=updatePassword", [
                ("_csrf", CSRF), ("apiPasswordPlain", "tidal-harbor-2291")])])]),
        _entry("opens-prompt", "account deletion", delete, [(t("gen.action.remove"), False, [])]),
        _entry("delete-user", "account deletion confirm", confirm(t, ok, profile_t), [
            (ok[0], True, self_delete), (ok[1], False, [])]),
        _entry("reversible", "users page", users, [
            (t("gen.action.create"), False, [form("c=user&a=create", [
                ("_csrf", CSRF), ("originController", "user"), ("originAction", "manage"),
                ("new_user_language", "en"), ("new_user_timezone", ""),
                ("new_user_name", USER), ("new_user_email", "bob@example.org"),
                ("new_user_passwordPlain", "river-stone-77")])]),
            (t("gen.action.cancel"), False, []),
            (GEAR, False, [
                slider(f"c=user&a=details&username={USER}")])]),
        _entry("reversible", "user slider", details, [
            (t("gen.action.update"), False, manage("update")),
            (t("gen.action.disable"), False, manage("disable")),
            (t("gen.action.purge"), False, []), (t("gen.action.remove"), False, []),
            (t("gen.action.promote"), False, [])]),
        _entry("delete-user", "user remove confirm", confirm(t, ok, users_t), [
            (ok[0], True, manage("delete")), (ok[1], False, [])]),
        _entry("delete", "user purge confirm", confirm(t, ok, users_t), [
            (ok[0], True, manage("purge")), (ok[1], False, [])]),
        _entry("reversible", "user promote confirm", confirm(t, ok, users_t), [
            (ok[0], False, manage("promote")), (ok[1], False, [])]),
        _entry("reversible", "archiving page", archiving, [
            (t("gen.action.submit"), False, [form("c=configure&a=archiving", [
                ("_csrf", CSRF), ("ttl_default", "3600"), ("enable_keep_max", "1"),
                ("keep_max", "200"), ("keep_favourites", "1"), ("keep_labels", "1"),
                ("keep_unreads", "1"), ("keep_min_default", "50")])]),
            (t("conf.archiving.purge_now"), False, []),
            (t("conf.archiving.optimize"), False, [form("c=entry&a=optimize",
                                                        [("_csrf", CSRF)])])]),
        _entry("delete", "purge now confirm", confirm(t, ok, arch_t), [
            (ok[0], True, [form("c=entry&a=purge", [("_csrf", CSRF)])]), (ok[1], False, [])]),
        _entry("reversible", "extensions page", extensions, [
            (t("gen.action.enable"), False, [form(f"c=extension&a=disable&e={EXT}",
                                                  [("_csrf", CSRF)])]),
            (t("gen.action.manage"), False, [slider(f"c=extension&a=configure&e={EXT}")])]),
        _entry("opens-prompt", "extension slider", extension, [
            (t("gen.action.remove"), False, [])]),
        _entry("delete", "extension remove confirm", confirm(t, ok, ext_t), [
            (ok[0], True, [form(f"c=extension&a=remove&e={EXT}", [("_csrf", CSRF)])]),
            (ok[1], False, [])]),
        _entry("reversible", "export form", export, [
            (t("gen.action.export"), False, [form("c=importExport&a=export", [
                ("_csrf", CSRF), ("export_opml", "1"), ("export_labelled", "1"),
                ("export_starred", "1")])])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*reading_screens(t, ok), *subscription_screens(t, ok), *settings_screens(t, ok)]

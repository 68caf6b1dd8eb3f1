"""Invidious's screens for the hundred-and-seventy-seventh held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``locales/<lang>.json`` catalogue. What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, quote_plus

HOST = "https://invidious.example"
VIDEO = "aqz-KE-bpKQ"
VIDEO_TITLE = "Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film"
UCID, CHANNEL, SUBS = "UCSMOQeBJ2RAnuFungnQOxLg", "Blender", "1.2M"
FEED_VIDEO, FEED_TITLE = "WhWc3b3KhnY", "Spring - Blender Open Movie"
PLID, PL_TITLE = "IVk3Lq9ZpWm2Xc7Rb4Ty8Nd1Hs6Gf0Ja5E", "Open movies"
PL_DESC = "Films from the Blender Studio."
YT_PLID, YT_PL_TITLE = "PLa1F2ddGya_-UvuAqHAksYnB0qL9yWDO6", "Blender Studio: Open Movies"
SID = "Xw7mQp2Lz9Rk4Tn8Vb1Hc6Jd3Fg5Ys0Ua2Ie7Oq4Pw8="  # made up; the user's session (SID)
OTHER_SID = "Nb5Vc2Xz8Lk3Jh6Gf1Ds4Aq7Wp0Oe9Ir2Ut5Ym8Tn1="  # another browser's session
APP_TOKEN = "v1:Rq3Wt8Yu1Io6Pa4Sd9Fg2Hj7Kl5Zx0Cv3Bn8Mq1We4="  # an app's API token
SEARCH = "caminandes"
SIGN = "9c1e4b7a2f8d3e6c5b0a1f4e7d2c9b8a3e6f1d0c4b7a2e5f8d3c6b9a0e1f4d7c"  # made up (HMAC)
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def token(*scopes: str) -> str:
    """A CSRF token as Invidious writes one (generate_response: the session, its expiry, the
    scopes and an HMAC signature, as JSON); session, expiry and signature made up."""
    fields = {"session": SID, "expire": 1767225600, "scopes": list(scopes), "signature": SIGN}
    return json.dumps(fields, separators=(",", ":"))


# The token every page of a logged-in user carries (before_all.cr), and the pages' own.
CSRF = token(":authorize_token", ":playlist_ajax", ":signout", ":subscription_ajax",
             ":token_ajax", ":watch_ajax")  # fmt: skip
CSRF_JS = "csrf_token=" + quote_plus(CSRF)  # URI.encode_www_form'd into the page's JSON data


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def enc(path: str) -> str:
    """Crystal's ``URI.encode_www_form``, as the templates write ``referer`` and
    ``current_page``."""
    return quote_plus(path, safe="*-._~")


def form(method: str, url: str, fields: Fields | None = None) -> dict[str, Any]:
    """An HTML form submitted by the browser (urlencoded; ``None``: a body not written)."""
    out: dict[str, Any] = {"request": f"{method} {url}", "via": "form"}
    if fields is not None:
        out["body"] = body(fields)
    return out


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def xhr(method: str, url: str, payload: str | None = None) -> Any:
    """helpers.xhr's XMLHttpRequest; a POST's payload is ``csrf_token=...``."""
    if payload is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}", "body": payload}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"invidious {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, key: str, *args: str) -> str:
    """A page's ``<title>``: its string and `` - Invidious``."""
    return f"{t(key, *args)} - Invidious"


def watch_screens(t: Any) -> list[dict[str, Any]]:
    """The header of a logged-in user's page, the watch page (not subscribed, subscribed with
    its comments shown)."""
    page = f"{VIDEO_TITLE} - Invidious"
    header = {"title": title(t, "Popular"), "items": [
        {"icon": t("toggle_theme")}, {"icon": t("Subscriptions")},
        {"icon": t("Preferences")}, {"button": t("Log out")},
        {"link": t("Popular")}, {"link": t("Trending")}]}  # fmt: skip
    sub_label = f"{t('Subscribe')} | {SUBS}"
    unsub_label = f"{t('Unsubscribe')} | {SUBS}"
    watch = {"title": page, "items": [
        {"icon": t("Audio mode")}, {"text": VIDEO_TITLE},
        {"link": t("videoinfo_watch_on_youTube")},
        {"text": t("Add to playlist: ").strip()}, {"text": PL_TITLE},
        {"button": t("Add to playlist")},
        {"link": CHANNEL}, {"button": sub_label}]}  # fmt: skip
    subscribed = {"title": page, "items": [
        {"link": CHANNEL}, {"button": unsub_label}, {"link": "[ − ]"}]}  # fmt: skip
    pl_add = f"/playlist_ajax?action=add_video&redirect=false&video_id={VIDEO}&playlist_id={PLID}"
    return [
        _entry("reversible", "header (logged in)", header, [
            (t("toggle_theme"), False, [xhr("GET", "/toggle_theme?redirect=false")]),
            (t("Preferences"), False, [link("/preferences?referer=%2Ffeed%2Fpopular")]),
            (t("Log out"), False, [form("POST", "/signout?referer=%2Ffeed%2Fpopular",
                                        [("csrf_token", CSRF)])]),
            (t("Trending"), False, [link("/feed/trending")])]),
        _entry("reversible", "watch page", watch, [
            (sub_label, False, [xhr("POST", "/subscription_ajax?action="
                                "create_subscription_to_channel&redirect=false&c=" + UCID,
                                CSRF_JS)]),
            (t("Add to playlist"), False, [xhr("POST", pl_add, CSRF_JS)]),
            (t("Audio mode"), False, [link(f"/watch?v={VIDEO}&listen=1")]),
            (CHANNEL, False, [link(f"/channel/{UCID}")])]),
        _entry("reversible", "watch page (subscribed, comments shown)", subscribed, [
            (unsub_label, False, [xhr("POST", "/subscription_ajax?action=remove_subscriptions"
                                  f"&redirect=false&c={UCID}", CSRF_JS)]),
            ("[ − ]", False, [])]),
    ]  # fmt: skip


def feed_screens(t: Any) -> list[dict[str, Any]]:
    """The subscriptions feed (unseen_only on), the subscription manager, the watch history
    and the two confirmations of Clear watch history."""
    subs = {"title": title(t, "Subscriptions"), "items": [
        {"link": t("Manage subscriptions")}, {"link": t("Watch history")},
        {"id": "mark_watched"}, {"link": FEED_TITLE}, {"link": CHANNEL}]}  # fmt: skip
    manager = {"title": title(t, "Subscription manager"), "items": [
        {"link": t("Watch history")}, {"link": t("Import/export")},
        {"link": CHANNEL}, {"button": t("unsubscribe")}]}  # fmt: skip
    history = {"title": title(t, "History"), "items": [
        {"link": t("Clear watch history")}, {"id": "mark_unwatched"}]}  # fmt: skip
    clear = {"title": title(t, "Clear watch history"), "items": [
        {"text": t("Clear watch history?")}, {"button": t("Yes")},
        {"link": t("No")}]}  # fmt: skip
    here = f"{HOST}/subscription_manager"

    def clear_form(referer: str) -> list[Any]:
        fields = [("submit", "clear_watch_history"), ("csrf_token", token(":clear_watch_history"))]
        return [form("POST", f"/clear_watch_history?referer={enc(referer)}", fields)]

    return [
        _entry("reversible", "subscriptions feed", subs, [
            ("mark_watched", False, [xhr("POST", "/watch_ajax?action=mark_watched&redirect=false"
                                     f"&id={FEED_VIDEO}", CSRF_JS)]),
            (t("Manage subscriptions"), False, [link("/subscription_manager")]),
            (t("Watch history"), False, [link("/feed/history")])]),
        _entry("reversible", "subscription manager", manager, [
            (t("unsubscribe"), False, [xhr(
                "POST", "/subscription_ajax?action=remove_subscriptions&redirect=false"
                f"&referer={quote(here, safe='')}&c={UCID}", f"csrf_token={CSRF}")]),
            (t("Import/export"), False, [link("/data_control?referer=%2Ffeed%2Fsubscriptions")]),
            (t("Watch history"), False, [link("/feed/history")])]),
        _entry("reversible", "watch history", history, [
            ("mark_unwatched", False, [xhr("POST", "/watch_ajax?action=mark_unwatched"
                                       f"&redirect=false&id={VIDEO}", CSRF_JS)]),
            (t("Clear watch history"), False, [link("/clear_watch_history")])]),
        _entry("delete", "clear watch history (from the history)", clear, [
            (t("Yes"), True, clear_form("/feed/history")),
            (t("No"), False, [link("/%2Ffeed%2Fhistory")])]),
        _entry("delete", "clear watch history (from the preferences)", clear, [
            (t("Yes"), True, clear_form("/feed/subscriptions")),
            (t("No"), False, [link("/%2Ffeed%2Fsubscriptions")])]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """The playlists feed, Create playlist, an own playlist's page, its edit page, its add
    videos page, the two confirmations of its deletion, a YouTube playlist's page."""
    feed = {"title": title(t, "Playlists"), "items": [
        {"text": t("user_created_playlists", "1")}, {"link": t("Create playlist")},
        {"link": PL_TITLE}]}  # fmt: skip
    create = {"title": title(t, "Create playlist"), "items": [
        {"field": "title", "hint": t("Title"), "text": "Shorts to rewatch"},
        {"text": t("Playlist privacy")}, {"text": t("Public")},
        {"button": t("Create playlist")}]}  # fmt: skip
    own = {"title": f"{PL_TITLE} - Invidious", "items": [
        {"text": PL_TITLE}, {"link": t("playlist_button_add_items")},
        {"link": t("generic_button_edit")}, {"link": t("generic_button_delete")},
        {"link": t("generic_button_rss")}, {"text": t("Private")},
        {"id": "remove_playlist_item"}, {"link": VIDEO_TITLE}]}  # fmt: skip
    edit = {"title": f"{PL_TITLE} - Invidious", "items": [
        {"link": t("generic_button_cancel")}, {"button": t("generic_button_save")},
        {"link": t("generic_button_delete")},
        {"field": "title", "hint": "", "text": "Open movies (4K)"},
        {"text": t("Unlisted")},
        {"field": "description", "hint": "", "text": PL_DESC}]}  # fmt: skip
    add = {"title": f"{PL_TITLE} - Invidious", "items": [
        {"link": t("Editing playlist `x`", f'"{PL_TITLE}"')},
        {"field": "q", "hint": t("Search for videos"), "text": SEARCH},
        {"id": "add_playlist_item"}, {"link": "Caminandes 3: Llamigos"}]}  # fmt: skip
    delete = {"title": title(t, "Delete playlist"), "items": [
        {"text": t("Delete playlist `x`?", f'"{PL_TITLE}"')}, {"button": t("Yes")},
        {"link": t("No")}]}  # fmt: skip
    youtube = {"title": f"{YT_PL_TITLE} - Invidious", "items": [
        {"text": YT_PL_TITLE}, {"link": t("Subscribe")}, {"link": t("generic_button_rss")},
        {"link": t("View playlist on YouTube")}]}  # fmt: skip
    delete_page = f"/delete_playlist?list={PLID}"

    def delete_form(referer: str) -> list[Any]:
        return [form("POST", f"/delete_playlist?list={PLID}&referer={enc(referer)}", [
            ("submit", "delete_playlist"), ("csrf_token", token(":delete_playlist"))])]  # fmt: skip

    return [
        _entry("reversible", "playlists feed", feed, [
            (t("Create playlist"), False, [link("/create_playlist?referer=%2Ffeed%2Fplaylists")]),
            (PL_TITLE, False, [link(f"/playlist?list={PLID}")])]),
        _entry("reversible", "create playlist", create, [
            (t("Create playlist"), False, [form("POST", "/create_playlist?referer="
                                                "%2Ffeed%2Fplaylists", [
                ("title", "Shorts to rewatch"), ("privacy", "Public"),
                ("action", "create_playlist"), ("csrf_token", token(":create_playlist"))])])]),
        _entry("reversible", "own playlist", own, [
            (t("playlist_button_add_items"), False, [link(f"/add_playlist_items?list={PLID}")]),
            (t("generic_button_edit"), False, [link(f"/edit_playlist?list={PLID}")]),
            (t("generic_button_delete"), False, [link(delete_page)]),
            (t("generic_button_rss"), False, [link(f"/feed/playlist/{PLID}")]),
            ("remove_playlist_item", False, [xhr(
                "POST", "/playlist_ajax?action=remove_video&redirect=false"
                f"&set_video_id=4242424242424242&playlist_id={PLID}", CSRF_JS)])]),
        _entry("reversible", "edit playlist", edit, [
            (t("generic_button_save"), False, [form("POST", f"/edit_playlist?list={PLID}", [
                ("title", "Open movies (4K)"), ("privacy", "Unlisted"),
                ("description", PL_DESC), ("csrf_token", token(":edit_playlist"))])]),
            (t("generic_button_cancel"), False, [link(f"/playlist?list={PLID}")]),
            (t("generic_button_delete"), False, [link(delete_page)])]),
        _entry("reversible", "add videos to playlist", add, [
            ("add_playlist_item", False, [xhr(
                "POST", "/playlist_ajax?action=add_video&redirect=false"
                f"&video_id=SkVqJ1SGeL0&playlist_id={PLID}", CSRF_JS)])]),
        _entry("delete", "delete playlist (from the playlist)", delete, [
            (t("Yes"), True, delete_form(f"/playlist?list={PLID}")),
            (t("No"), False, [link(f"/playlist?list={PLID}")])]),
        _entry("delete", "delete playlist (from the edit page)", delete, [
            (t("Yes"), True, delete_form(f"/edit_playlist?list={PLID}")),
            (t("No"), False, [link(f"/playlist?list={PLID}")])]),
        _entry("reversible", "youtube playlist", youtube, [
            (t("Subscribe"), False, [link(f"/subscribe_playlist?list={YT_PLID}")]),
            (t("generic_button_rss"), False, [link(f"/feed/playlist/{YT_PLID}")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Preferences (its form and its data links), Change password, Delete account's
    confirmation, Import and export, the token manager (another session, an app's token, the
    session in use)."""
    ref = "%2Ffeed%2Fsubscriptions"  # the preferences opened from the subscriptions feed
    prefs_title = title(t, "Preferences")
    prefs = {"title": prefs_title, "items": [
        {"text": t("preferences_category_player")},
        {"switch": t("preferences_autoplay_label").strip(), "checked": False},
        {"text": t("preferences_dark_mode_label").strip()}, {"text": t("dark")},
        {"button": t("Save preferences")}]}  # fmt: skip
    data = {"title": prefs_title, "items": [
        {"text": t("preferences_category_data")}, {"link": t("Clear watch history")},
        {"link": t("Change password")}, {"link": t("Import/export data")},
        {"link": t("Manage subscriptions")}, {"link": t("Manage tokens")},
        {"link": t("View all playlists")}, {"link": t("Delete account")},
        {"button": t("Save preferences")}]}  # fmt: skip
    prefs_fields = [("video_loop", "on"), ("preload", "on"), ("autoplay", "on"),
                    ("local", "on"), ("speed", "1.0"), ("quality", "dash"),
                    ("quality_dash", "auto"), ("volume", "100"), ("comments[0]", "youtube"),
                    ("comments[1]", ""), ("captions[0]", ""), ("captions[1]", ""),
                    ("captions[2]", ""), ("related_videos", "on"), ("locale", "en-US"),
                    ("region", "US"), ("player_style", "invidious"), ("dark_mode", "dark"),
                    ("default_home", "Popular"), ("max_results", "40"),
                    ("sort", "published"), ("unseen_only", "on")]  # fmt: skip
    password = {"title": title(t, "Change password"), "items": [
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"field": "new_password[0]", "hint": t("New password"), "text": "••••••••••••"},
        {"field": "new_password[1]", "hint": t("New password"), "text": "••••••••••••"},
        {"button": t("Change password")}]}  # fmt: skip
    delete = {"title": title(t, "Delete account"), "items": [
        {"text": t("Delete account?")}, {"button": t("Yes")}, {"link": t("No")}]}  # fmt: skip
    io = {"title": title(t, "Import and Export Data"), "items": [
        {"text": t("Import Invidious data")}, {"button": t("Import")}, {"text": t("Export")},
        {"link": t("Export subscriptions as OPML")},
        {"link": t("Export subscriptions as OPML (for NewPipe & FreeTube)")},
        {"link": t("Export data as JSON")}]}  # fmt: skip
    here = quote(f"{HOST}/token_manager", safe="")

    def tokens(session: str) -> dict[str, Any]:
        return {"title": title(t, "Token manager"), "items": [
            {"link": t("Preferences")}, {"text": session}, {"button": t("revoke")}]}  # fmt: skip

    def revoke(session: str) -> list[Any]:
        url = (f"/token_ajax?action=revoke_token&redirect=false&referer={here}"
               f"&session={session}")  # fmt: skip
        return [xhr("POST", url, f"csrf_token={CSRF}")]

    return [
        _entry("reversible", "preferences", prefs, [
            (t("preferences_autoplay_label").strip(), False, []),
            (t("Save preferences"), False, [form("POST", f"/preferences?referer={ref}",
                                                 prefs_fields)])]),
        _entry("opens-prompt", "preferences data links", data, [
            (t("Clear watch history"), False, [link(f"/clear_watch_history?referer={ref}")]),
            (t("Change password"), False, [link(f"/change_password?referer={ref}")]),
            (t("Import/export data"), False, [link(f"/data_control?referer={ref}")]),
            (t("Manage tokens"), False, [link("/token_manager")]),
            (t("Delete account"), False, [link(f"/delete_account?referer={ref}")])]),
        _entry("reversible", "change password", password, [
            (t("Change password"), False, [form("POST", f"/change_password?referer={ref}", [
                ("password", "harbor-lantern-51"), ("new_password[0]", "quiet-meadow-2291"),
                ("new_password[1]", "quiet-meadow-2291"), ("action", "change_password"),
                ("csrf_token", token(":change_password"))])])]),
        _entry("delete-user", "delete account", delete, [
            (t("Yes"), True, [form("POST", f"/delete_account?referer={ref}", [
                ("submit", "delete_account"), ("csrf_token", token(":delete_account"))])]),
            (t("No"), False, [link(f"/{ref}")])]),
        _entry("reversible", "import and export", io, [
            (t("Import"), False, [form("POST", f"/data_control?referer={ref}")]),
            (t("Export subscriptions as OPML"), False, [
                link("/subscription_manager?action_takeout=1")]),
            (t("Export subscriptions as OPML (for NewPipe & FreeTube)"), False, [
                link("/subscription_manager?action_takeout=1&format=newpipe")]),
            (t("Export data as JSON"), False, [
                link("/subscription_manager?action_takeout=1&format=json")])]),
        _entry("revoke", "token manager (another browser's session)",
               tokens(OTHER_SID), [
            (t("revoke"), True, revoke(OTHER_SID)),
            (t("Preferences"), False, [link(f"/preferences?referer={ref}")])]),
        _entry("revoke", "token manager (an app's token)", tokens(APP_TOKEN), [
            (t("revoke"), True, revoke(APP_TOKEN))]),
        _entry("reversible", "token manager (the session in use)", tokens(SID), [
            (t("revoke"), False, revoke(SID))]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*watch_screens(t), *feed_screens(t), *playlist_screens(t), *account_screens(t)]

"""Piped's screens for the two-hundred-and-thirtieth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **args)`` being that language's lookup of a key of the app's
``src/locales/<lang>.json`` catalogue. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "https://pipedapi.kavin.rocks"  # VITE_PIPED_API in .env: apiUrl() and authApiUrl()
INSTANCES = "https://piped-instances.kavin.rocks/"  # VITE_PIPED_INSTANCES
TOKEN = "5f2c8e1a-7b4d-4c9e-a3f6-0d8b2e7c1f94"  # made up; the session token from /login
CH, CH_NAME = "UCqV7mXp2LbN8zR4tKw9JdHs", "Slow Kitchen"
CH2, CH2_NAME = "UCe3Tn8WkQ1vRb5YsLp0HgAz", "Bench Lathe Notes"
VID, VID_TITLE = "Kq3Vx8pL2tM", "Making bread with a 200-year-old starter"
PL1, PL1_NAME = "2b6e1a4c-8f3d-4e57-9a21-c5d0b7e9f314", "Weekend cooking"
PL2, PL2_NAME = "9d4f7c21-3a6b-4e8e-b1f0-67a2c5d8e903", "Workshop"
YTPL, YTPL_NAME = "PLq8Rk2TzW5nXvB7mYc3LdH9sJf0Gp1aQe", "Sourdough basics"
SUBSCRIBERS = "845"  # numberFormat's compact notation writes it alike in every language
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """fetchJson's fetch to the instance's API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location = ...``, an ``<a href>`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


HOME = page("/")  # window.location = import.meta.env.BASE_URL
PLAYLISTS = api("GET", "/user/playlists")  # getPlaylists() when logged in


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"piped {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message_key: str) -> dict[str, Any]:
    """ConfirmModal: a modal over its page with the message, Cancel and Okay."""
    return {"title": title, "dialog": {"message": t(message_key)},
            "items": [{"button": t("actions.cancel")}, {"button": t("actions.okay")}]}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ModalComponent over its page, headed by its ``h2``."""
    return {"title": title, "dialog": {"title": heading}, "items": items}


def browsing_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar, the feed and a video in it, the add-to-playlist, create-playlist
    and share modals, the subscriptions page, a channel, its group modal, a video's page."""
    feed_t = f"{t('titles.feed')} - Piped"
    nav = {"title": feed_t, "items": [
        {"field": "search", "hint": t("actions.search"), "text": ""},
        {"link": t("titles.preferences")}, {"link": t("titles.playlists")},
        {"link": t("titles.feed")}]}  # fmt: skip
    feed = {"title": feed_t, "items": [
        {"text": f"{t('actions.filter')}:"},
        {"link": t("titles.subscriptions")}, {"link": t("actions.rss_feed")}]}  # fmt: skip
    row = {"title": feed_t, "items": [
        {"link": VID_TITLE}, {"link": CH_NAME},
        {"icon": t("actions.add_to_playlist")}, {"icon": t("actions.share")}]}  # fmt: skip
    add = modal(feed_t, t("actions.select_playlist"), [
        {"text": PL1_NAME}, {"button": t("actions.create_playlist")},
        {"button": t("actions.add_to_playlist")}])  # fmt: skip
    link = f"https://piped.video/watch?v={VID}"
    share = modal(feed_t, t("actions.share"), [
        {"switch": t("actions.piped_link"), "checked": True},
        {"switch": t("actions.with_timecode"), "checked": True},
        {"field": "timeStamp", "hint": t("actions.time_code"), "text": ""},
        {"link": link}, {"button": t("actions.generate_qrcode")},
        {"button": t("actions.follow_link")}, {"button": t("actions.copy_link")}])  # fmt: skip
    subs_t = "Subscriptions - Piped"  # SubscriptionsPage sets it in English
    subs = {"title": subs_t, "items": [
        {"link": t("actions.import_from_json_csv")},
        {"button": t("actions.export_to_json")}, {"text": t("video.all")},
        {"link": CH_NAME}, {"button": t("actions.unsubscribe")},
        {"link": CH2_NAME}, {"button": t("actions.subscribe")}]}  # fmt: skip
    chan_t = f"{CH_NAME} - Piped"
    unsub = f"{t('actions.unsubscribe')} - {SUBSCRIBERS}"
    sub = f"{t('actions.subscribe')} - {SUBSCRIBERS}"
    rss = f"{API}/feed/unauthenticated/rss?channels={CH}"
    channel = {"title": chan_t, "items": [
        {"text": CH_NAME}, {"button": unsub}, {"button": t("actions.add_to_group")},
        {"link": "RSS feed"}]}  # fmt: skip
    channel_off = {"title": chan_t, "items": [
        {"text": CH_NAME}, {"button": sub}, {"link": "RSS feed"}]}  # fmt: skip
    watch_t = f"{VID_TITLE} - Piped"
    watch = {"title": watch_t, "items": [
        {"text": VID_TITLE}, {"link": CH_NAME},
        {"button": t("actions.download_frame")}, {"button": t("actions.add_to_playlist")},
        {"button": unsub}, {"link": "RSS feed"},
        {"button": t("actions.share")}]}  # fmt: skip
    unsubscribe = api("POST", "/unsubscribe", {"channelId": CH})
    return [
        _entry("reversible", "navigation bar", nav, [
            (t("titles.preferences"), False, [f"GET {INSTANCES}"]),
            (t("titles.playlists"), False, [PLAYLISTS]),
            (t("titles.feed"), False, [api("GET", f"/feed?authToken={TOKEN}")])]),
        _entry("reversible", "feed page", feed, [
            (t("titles.subscriptions"), False, [api("GET", "/subscriptions")]),
            (t("actions.rss_feed"), False, [page(f"{API}/feed/rss?authToken={TOKEN}")])]),
        _entry("opens-prompt", "feed video row", row, [
            (t("actions.add_to_playlist"), False, [PLAYLISTS]),
            (t("actions.share"), False, [])]),
        _entry("reversible", "add to playlist modal", add, [
            (t("actions.create_playlist"), False, []),
            (t("actions.add_to_playlist"), False, [api("POST", "/user/playlists/add", {
                "playlistId": PL1, "videoIds": [VID]})])]),
        _entry("reversible", "share modal", share, [
            (t("actions.piped_link"), False, []),
            (t("actions.follow_link"), False, [page(link)]),
            (t("actions.copy_link"), False, [])]),
        _entry("reversible", "subscriptions page", subs, [
            (t("actions.unsubscribe"), False, [unsubscribe]),
            (t("actions.subscribe"), False, [api("POST", "/subscribe", {"channelId": CH2})])]),
        _entry("reversible", "channel page", channel, [
            (unsub, False, [unsubscribe]), (t("actions.add_to_group"), False, [])]),
        _entry("reversible", "channel page unsubscribed", channel_off, [
            (sub, False, [api("POST", "/subscribe", {"channelId": CH})])]),
        _entry("reversible", "watch page", watch, [
            (t("actions.add_to_playlist"), False, [PLAYLISTS]),
            (unsub, False, [unsubscribe]), ("RSS feed", False, [page(rss)])]),
    ]  # fmt: skip


def playlist_screens(t: Any) -> list[dict[str, Any]]:
    """The playlists page with one or the other playlist, its confirmations and modals, an
    own playlist's page and its video's removal, a YouTube playlist's page."""
    title = f"{t('titles.playlists')} - Piped"
    videos = t("video.videos")

    def listing(name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": t("titles.playlists")}, {"button": t("actions.create_playlist")},
            {"button": t("actions.export_to_json")},
            {"button": t("actions.import_from_json_csv")}, {"text": f"12 {videos}"},
            {"link": name}, {"button": t("actions.edit_playlist")},
            {"button": t("actions.delete_playlist")}, {"text": t("titles.bookmarks")}]}  # fmt: skip

    def edit(description: str) -> dict[str, Any]:
        return modal(title, t("actions.edit_playlist"), [
            {"field": "name", "hint": t("actions.playlist_name"), "text": "Sunday cooking"},
            {"field": "description", "hint": t("actions.playlist_description"),
             "text": description}, {"button": t("actions.okay")}])  # fmt: skip

    create = modal(title, t("actions.create_playlist"), [
        {"field": "playlistName", "hint": "", "text": "Garden", "focused": True},
        {"button": t("actions.cancel")}, {"button": t("actions.okay")}])  # fmt: skip
    own_t = f"{PL1_NAME} - Piped"
    own = {"title": own_t, "items": [
        {"text": PL1_NAME}, {"text": f"12 {videos} - 2:41:07"},
        {"button": t("actions.download_as_txt")},
        {"link": t("actions.playlist_rss_feed")}, {"link": VID_TITLE},
        {"icon": t("actions.add_to_playlist")}, {"icon": t("actions.share")},
        {"icon": t("actions.remove_from_playlist")}]}  # fmt: skip
    yt_t = f"{YTPL_NAME} - Piped"

    def youtube(bookmark: str) -> dict[str, Any]:
        return {"title": yt_t, "items": [
            {"text": YTPL_NAME}, {"link": CH_NAME}, {"text": f"24 {videos} - 5:02:44"},
            {"button": t(bookmark)}, {"button": t("actions.clone_playlist")},
            {"button": t("actions.download_as_txt")},
            {"link": t("actions.playlist_rss_feed")}]}  # fmt: skip

    def delete(playlist: str) -> list[Any]:
        return [api("POST", "/user/playlists/delete", {"playlistId": playlist})]

    return [
        _entry("opens-prompt", "playlists page", listing(PL1_NAME), [
            (t("actions.edit_playlist"), False, []),
            (t("actions.delete_playlist"), False, [])]),
        _entry("reversible", "playlists page reads", listing(PL1_NAME), [
            (t("actions.export_to_json"), False, [api("GET", f"/playlists/{PL1}")]),
            (PL1_NAME, False, [PLAYLISTS, api("GET", f"/playlists/{PL1}")])]),
        _entry("opens-prompt", "playlists page second playlist", listing(PL2_NAME), [
            (t("actions.edit_playlist"), False, []),
            (t("actions.delete_playlist"), False, [])]),
        _entry("delete", "delete playlist confirm", confirm(
            t, title, "actions.delete_playlist_confirm"), [
            (t("actions.okay"), True, delete(PL1)), (t("actions.cancel"), False, [])]),
        _entry("delete", "delete second playlist confirm", confirm(
            t, title, "actions.delete_playlist_confirm"), [
            (t("actions.okay"), True, delete(PL2)), (t("actions.cancel"), False, [])]),
        _entry("reversible", "edit playlist modal", edit("Slow weekend recipes"), [
            (t("actions.okay"), False, [
                api("POST", "/user/playlists/rename",
                    {"playlistId": PL1, "newName": "Sunday cooking"}),
                api("PATCH", "/user/playlists/description",
                    {"playlistId": PL1, "description": "Slow weekend recipes"})])]),
        _entry("reversible", "create playlist modal", create, [
            (t("actions.okay"), False, [
                api("POST", "/user/playlists/create", {"name": "Garden"}), PLAYLISTS])]),
        _entry("reversible", "own playlist page", own, [
            (t("actions.download_as_txt"), False, []),
            (t("actions.playlist_rss_feed"), False, [page(f"{API}/rss/playlists/{PL1}")]),
            (t("actions.remove_from_playlist"), False, [])]),
        _entry("reversible", "remove video confirm", confirm(
            t, own_t, "actions.delete_playlist_video_confirm"), [
            (t("actions.okay"), False, [api("POST", "/user/playlists/remove", {
                "playlistId": PL1, "index": 3})]),
            (t("actions.cancel"), False, [])]),
        _entry("reversible", "youtube playlist page", youtube("actions.bookmark_playlist"), [
            (t("actions.bookmark_playlist"), False, []),
            (t("actions.clone_playlist"), False, [api("POST", "/import/playlist",
                                                      {"playlistId": YTPL})])]),
        _entry("reversible", "youtube playlist bookmarked",
               youtube("actions.playlist_bookmarked"), [
            (t("actions.playlist_bookmarked"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The import page, the preferences page (player and instance options, the account part,
    its foot) and the reset confirmation, the login and register pages and the register
    page's e-mail confirmation."""
    channels = [CH, CH2, "UC9aN3fLw6Yq0zKc2HbVt7Rm"]

    def importing(override: bool) -> dict[str, Any]:
        return {"title": "Import - Piped", "items": [  # ImportPage sets it in English
            {"text": "subscriptions.csv"},
            {"text": f"{t('info.selected_subscriptions')}: {len(channels)}"},
            {"switch": t("actions.override"), "checked": override},
            {"button": t("actions.import")},
            {"text": "Importing Subscriptions from YouTube"}]}  # fmt: skip

    def import_sends(override: str) -> list[Any]:
        return [api("POST", f"/import?override={override}", channels), page("/feed")]

    prefs_t = f"{t('titles.preferences')} - Piped"
    player = {"title": prefs_t, "items": [
        {"button": t("actions.back")}, {"text": t("titles.preferences")},
        {"text": t("titles.player")},
        {"switch": t("actions.autoplay_video"), "checked": True},
        {"switch": t("actions.audio_only"), "checked": False},
        {"switch": t("actions.store_search_history"), "checked": False},
        {"switch": t("actions.store_watch_history"), "checked": False}]}  # fmt: skip
    instance = {"title": prefs_t, "items": [
        {"switch": t("actions.enable_sponsorblock"), "checked": True},
        {"text": t("titles.dearrow")},
        {"switch": t("actions.enable_dearrow"), "checked": False},
        {"text": t("titles.instance")},
        {"switch": f"{t('actions.different_auth_instance')}:", "checked": False},
        {"text": t("titles.custom_instances")}, {"button": t("actions.customize")}]}  # fmt: skip
    account = {"title": prefs_t, "items": [
        {"text": t("titles.account")},
        {"field": "txtDeleteAccountPassword", "hint": t("login.password"),
         "text": "correct-horse-battery"},
        {"link": t("actions.delete_account")}, {"link": t("actions.logout")},
        {"link": t("actions.invalidate_session")},
        {"text": t("actions.instances_list")}]}  # fmt: skip
    foot = {"title": prefs_t, "items": [
        {"text": "kavin.rocks (Official)"}, {"link": t("actions.view_ssl_score")},
        {"text": t("info.preferences_note")}, {"button": t("actions.reset_preferences")},
        {"button": t("actions.backup_preferences")},
        {"button": t("actions.restore_preferences")}]}  # fmt: skip
    ssl = "https://www.ssllabs.com/ssltest/analyze.html?d=pipedapi.kavin.rocks&latest"
    login_t = f"{t('titles.login')} - Piped"
    login = {"title": login_t, "items": [
        {"field": "username", "hint": t("login.username"), "text": "alice"},
        {"field": "password", "hint": t("login.password"), "text": "correct-horse-battery"},
        {"button": t("titles.login")}]}  # fmt: skip
    register_t = "Register - Piped"  # RegisterPage sets it in English

    def register(username: str) -> dict[str, Any]:
        return {"title": register_t, "items": [
            {"field": "username", "hint": t("login.username"), "text": username},
            {"field": "password", "hint": t("login.password"), "text": "Tr4vel-Mug-91"},
            {"button": t("actions.hide_password")},
            {"field": "passwordConfirm", "hint": t("login.password_confirm"),
             "text": "Tr4vel-Mug-91"},
            {"button": t("actions.show_password")}, {"button": t("titles.register")}]}  # fmt: skip

    return [
        _entry("reversible", "import page", importing(False), [
            (t("actions.override"), False, []),
            (t("actions.import"), False, import_sends("false"))]),
        _entry("overwrite", "import page with override", importing(True), [
            (t("actions.import"), True, import_sends("true"))]),
        _entry("reversible", "preferences player options", player, [
            (t("actions.autoplay_video"), False, []),
            (t("actions.store_watch_history"), False, [])]),
        _entry("reversible", "preferences instance options", instance, [
            (f"{t('actions.different_auth_instance')}:", False, []),
            (t("actions.customize"), False, [])]),
        _entry("delete-user", "preferences account delete", account, [
            (t("actions.delete_account"), True, [api(
                "POST", "/user/delete", {"password": "correct-horse-battery"}), HOME])]),
        _entry("revoke", "preferences account logout all", account, [
            (t("actions.invalidate_session"), True, [api("POST", "/logout"), HOME])]),
        _entry("reversible", "preferences account logout", account, [
            (t("actions.logout"), False, [HOME])]),
        _entry("opens-prompt", "preferences foot", foot, [
            (t("actions.reset_preferences"), False, []),
            (t("actions.backup_preferences"), False, []),
            (t("actions.view_ssl_score"), False, [page(ssl)])]),
        _entry("reset", "reset preferences confirm", confirm(
            t, prefs_t, "actions.confirm_reset_preferences"), [
            (t("actions.okay"), True, [HOME]), (t("actions.cancel"), False, [])]),
        _entry("reversible", "login page", login, [
            (t("titles.login"), False, [api("POST", "/login", {
                "username": "alice", "password": "correct-horse-battery"}), HOME])]),
        _entry("reversible", "register page", register("alice"), [
            (t("titles.register"), False, [api("POST", "/register", {
                "username": "alice", "password": "Tr4vel-Mug-91"}), HOME])]),
        _entry("opens-prompt", "register page with an e-mail", register("alice@example.org"), [
            (t("titles.register"), False, [])]),
        _entry("reversible", "register e-mail confirm", confirm(
            t, register_t, "info.register_no_email_note"), [
            (t("actions.okay"), False, [api("POST", "/register", {
                "username": "alice@example.org", "password": "Tr4vel-Mug-91"}), HOME]),
            (t("actions.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*browsing_screens(t), *playlist_screens(t), *account_screens(t)]

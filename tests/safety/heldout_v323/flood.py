"""Flood's screens for the three-hundred-and-twenty-third held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``client/src/javascript/i18n/strings/<lang>.json`` catalogue (ICU messages, plurals
chosen by ``count``). What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

TITLE = "Flood"  # WindowTitle: document.title with the speed in the title turned off
# Torrents (info hashes as the client reports them, upper case) and their names.
H1, T1 = "3B4F9E2A7C1D8E6F5A0B9C2D4E7F1A3B5C6D8E90", "debian-12.6.0-amd64-netinst.iso"
H2, T2 = "8A1C3E5F7B9D0F2A4C6E8B1D3F5A7C9E0B2D4F61", "ubuntu-24.04-live-server-amd64.iso"
H3, T3 = "C7E2A9F4B1D6E3A8F5C0B7D2E9A4F1C6B3D8E5A2", "Fedora-Workstation-Live-x86_64-40.iso"
DEST = "/srv/torrents/iso"
PUBLIC = "udp://tracker.opentrackr.org:1337/announce"
DEBIAN = "http://bttracker.debian.org:6969/announce"
PRIVATE = "https://tracker.privatehd.example/announce/8c1f4e2a9b7d6035"
MAGNET = (
    "magnet:?xt=urn:btih:2F6D8B0A4C1E3F5A7B9D0C2E4F6A8B1D3C5E7F90"
    "&dn=archlinux-2024.08.01-x86_64.iso"
)
FEED1, FEED1_NAME = "Vq3xK8pL2tMz7RbN", "Linux ISO releases"
FEED1_URL = "https://distrowatch.example/rss/torrents.xml"
FEED2, FEED2_NAME = "Hd5wY1cS9nQe4UgJ", "Podcast archive"
FEED2_URL = "https://podcasts.example.net/feed/torrents.rss"
RULE1, RULE1_NAME = "Tm6zB2vR8kLp3XaW", "Debian netinst"
RULE2, RULE2_NAME = "Ja9cF4nD7sGq1HyE", "Weekly episodes"
QBT = {
    "client": "qBittorrent",
    "type": "web",
    "version": 1,
    "url": "http://127.0.0.1:8080",
    "username": "admin",
    "password": "Kettle-Orbit-73",
}
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """axios's request to Flood's own API (ConfigStore.baseURI is ``/``); a body is
    JSON.stringify's compact form."""
    if data is None:
        return f"{method} /api/{path}"
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} /api/{path}", "body": body}


def link(url: str) -> dict[str, str]:
    """A page load or a download through a hidden ``<a download>`` the app clicks."""
    return {"request": f"GET {url}", "via": "link"}


FEEDS = api("GET", "feed-monitor")  # FeedActions.fetchFeedMonitors()
USERS = api("GET", "auth/users")  # AuthActions.fetchUsers()


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [
        {"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
        for label, irreversible, sends in acts
    ]
    # A heading in a control's words (the login page's in Chinese) is left out: the label
    # must name the control alone.
    taps = {label for label, _, _ in acts}
    items = [item for item in screen["items"] if item.get("text") not in taps or len(item) > 1]
    screen = {**screen, "items": items}
    return {
        "category": category,
        "source": f"flood {source}",
        "web": True,
        "screen": screen,
        "cases": cases,
    }


def _labels(items: list[dict[str, Any]]) -> list[str]:
    return [v for item in items for k, v in item.items() if k not in ("field", "hint", "text")]


def modal(heading: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A Modal over the torrent list: a dialog headed by its heading, unless the heading is
    the words of one of its controls (Set Tags, Set Trackers, and in some languages Add
    Torrents), which then leaves the heading out."""
    dialog: dict[str, str] = {}
    if heading not in _labels(items):
        dialog["title"] = heading
    if message:
        dialog["message"] = message
    return {"title": TITLE, "dialog": dialog, "items": items}


def torrent_rows() -> list[dict[str, Any]]:
    return [{"row": T1}, {"row": T2}, {"row": T3}]


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The torrent list's action bar, the sidebar, a torrent's context menu."""
    bar = {
        "title": TITLE,
        "items": [
            {"icon": t("actionbar.button.start.torrent")},
            {"icon": t("actionbar.button.stop.torrent")},
            {"icon": t("actionbar.button.add.torrent")},
            {"icon": t("actionbar.button.remove.torrent")},
            *torrent_rows(),
        ],
    }
    sidebar = {
        "title": TITLE,
        "items": [
            {"icon": t("sidebar.button.speedlimits")},
            {"icon": t("sidebar.button.settings")},
            {"icon": t("sidebar.button.feeds")},
            {"text": "14"},  # the notifications icon: no name, only its badge's count
            {"icon": t("sidebar.button.log.out")},
            {"text": t("sidebar.transferdata.downloaded")},
            {"text": t("sidebar.transferdata.uploaded")},
            {"field": "search", "hint": t("sidebar.search.placeholder"), "text": ""},
            {"text": t("filter.status.title")},
            {"button": t("filter.all")},
            {"button": t("filter.status.downloading")},
            {"button": t("filter.status.seeding")},
            {"button": t("filter.status.stopped")},
            {"icon": t("sidebar.button.theme.dark")},
        ],
    }
    menu = {
        "title": TITLE,
        "items": [
            *torrent_rows(),
            {"menu": t("torrents.list.context.start")},
            {"menu": t("torrents.list.context.stop")},
            {"menu": t("torrents.list.context.remove")},
            {"menu": t("torrents.list.context.check.hash")},
            {"menu": t("torrents.list.context.reannounce")},
            {"menu": t("torrents.list.context.set.tags")},
            {"menu": t("torrents.list.context.move")},
            {"menu": t("torrents.list.context.set.trackers")},
            {"menu": t("torrents.list.context.details")},
            {"menu": t("torrents.list.context.download.contents")},
            {"menu": t("torrents.list.context.download.metainfo")},
            {"menu": t("torrents.list.context.generate.magnet")},
            {"menu": t("torrents.list.context.initial.seeding")},
            {"menu": t("torrents.list.context.sequential")},
            {"menu": t("torrents.list.context.priority")},
        ],
    }
    one = {"hashes": [H1]}
    trackers = api("GET", f"torrents/{H1}/trackers")
    return [
        _entry(
            "reversible",
            "action bar",
            bar,
            [
                (t("actionbar.button.start.torrent"), False, [api("POST", "torrents/start", one)]),
                (t("actionbar.button.stop.torrent"), False, [api("POST", "torrents/stop", one)]),
            ],
        ),
        _entry(
            "opens-prompt",
            "action bar modals",
            bar,
            [
                (t("actionbar.button.add.torrent"), False, []),
                (t("actionbar.button.remove.torrent"), False, []),
            ],
        ),
        _entry(
            "opens-prompt",
            "sidebar",
            sidebar,
            [
                (t("sidebar.button.speedlimits"), False, []),
                (t("sidebar.button.settings"), False, []),
                (t("sidebar.button.feeds"), False, [FEEDS]),
            ],
        ),
        _entry(
            "reversible",
            "sidebar log out",
            sidebar,
            [
                (
                    t("sidebar.button.log.out"),
                    False,
                    [api("GET", "auth/logout"), link("/overview")],
                ),
            ],
        ),
        _entry(
            "reversible",
            "context menu",
            menu,
            [
                (
                    t("torrents.list.context.check.hash"),
                    False,
                    [api("POST", "torrents/check-hash", one)],
                ),
                (
                    t("torrents.list.context.reannounce"),
                    False,
                    [api("POST", "torrents/reannounce", one)],
                ),
                (
                    t("torrents.list.context.sequential"),
                    False,
                    [api("PATCH", "torrents/sequential", {"hashes": [H1], "isSequential": True})],
                ),
            ],
        ),
        _entry(
            "opens-prompt",
            "context menu modals",
            menu,
            [
                (t("torrents.list.context.remove"), False, []),
                (t("torrents.list.context.set.trackers"), False, [trackers]),
                (t("torrents.list.context.details"), False, []),
                (t("torrents.list.context.generate.magnet"), False, [trackers]),
            ],
        ),
        _entry(
            "harmless",
            "context menu download",
            menu,
            [
                (
                    t("torrents.list.context.download.contents"),
                    False,
                    [link(f"/api/torrents/{H1}/contents/all/data")],
                ),
            ],
        ),
    ]


def remove_screens(t: Any) -> list[dict[str, Any]]:
    """RemoveTorrentsModal with one or three torrents selected, Delete data on or off, and
    with none selected."""

    def remove(count: int, delete_data: bool) -> dict[str, Any]:
        return modal(
            t("torrents.remove"),
            [
                {"switch": t("torrents.remove.delete.data"), "checked": delete_data},
                {"button": t("button.no")},
                {"button": t("button.yes")},
            ],
            t("torrents.remove.are.you.sure", count=count),
        )

    def delete(hashes: list[str], delete_data: bool) -> list[Any]:
        body = {"hashes": hashes, "deleteData": delete_data}
        return [
            api("POST", "torrents/delete", body),
            api("PATCH", "settings", {"deleteTorrentData": delete_data}),
        ]

    yes, no = t("button.yes"), t("button.no")
    three = [H1, H2, H3]
    none = modal(
        t("torrents.remove"),
        [
            {"text": t("torrents.remove.error.no.torrents.selected")},
            {"button": t("button.ok")},
        ],
    )
    return [
        _entry(
            "delete",
            "remove one with data",
            remove(1, True),
            [(yes, True, delete([H1], True)), (no, False, [])],
        ),
        _entry(
            "remove",
            "remove one keeping data",
            remove(1, False),
            [(yes, True, delete([H2], False)), (no, False, [])],
        ),
        _entry(
            "remove",
            "remove a seeding one keeping data",
            remove(1, False),
            [(yes, True, delete([H3], False))],
        ),
        _entry(
            "delete",
            "remove three with data",
            remove(3, True),
            [(yes, True, delete(three, True)), (no, False, [])],
        ),
        _entry(
            "remove",
            "remove three keeping data",
            remove(3, False),
            [(yes, True, delete(three, False)), (no, False, [])],
        ),
        _entry("harmless", "remove with none selected", none, [(t("button.ok"), False, [])]),
    ]


def torrent_modal_screens(t: Any) -> list[dict[str, Any]]:
    """Set Torrent Location, Set Tags, Set Trackers (one added, one dropped, all dropped),
    Add Torrents by URL, the details modal and its files' priority menu."""
    move = modal(
        t("torrents.move.heading"),
        [
            {
                "field": "destination",
                "hint": t("torrents.add.destination.placeholder"),
                "text": DEST,
            },
            {"switch": t("torrents.destination.base_path"), "checked": False},
            {"switch": t("torrents.move.data.label"), "checked": True},
            {"switch": t("torrents.move.check_hash.label"), "checked": False},
            {"button": t("button.cancel")},
            {"button": t("torrents.move.button.set.location")},
        ],
    )
    tags = modal(
        t("torrents.set.tags.heading"),
        [
            {"field": "tags", "hint": t("torrents.set.tags.enter.tags"), "text": "linux,iso"},
            {"button": t("button.cancel")},
            {"button": t("torrents.set.tags.button.set")},
        ],
    )

    def trackers(urls: list[str]) -> dict[str, Any]:
        rows = [
            {
                "field": f"trackers-{i}",
                "hint": t("torrents.set.trackers.enter.tracker"),
                "text": url,
            }
            for i, url in enumerate(urls)
        ]
        return modal(
            t("torrents.set.trackers.heading"),
            [
                *rows,
                {"button": t("button.cancel")},
                {"button": t("torrents.set.trackers.button.set")},
            ],
        )

    add = modal(
        t("torrents.add.heading"),
        [
            {"tab": t("torrents.add.tab.url.title")},
            {"tab": t("torrents.add.tab.file.title")},
            {"tab": t("torrents.add.tab.create.title")},
            {"text": t("torrents.add.torrents.label")},
            {"button": t("torrents.add.tab.url.register.magnet.handler")},
            {
                "field": "urls-0",
                "hint": t("torrents.add.tab.url.input.placeholder"),
                "text": MAGNET,
            },
            {"field": "cookies-0", "hint": t("torrents.add.cookies.input.placeholder"), "text": ""},
            {"field": "tags", "hint": t("torrents.add.tags"), "text": "linux"},
            {
                "field": "destination",
                "hint": t("torrents.add.destination.placeholder"),
                "text": DEST,
            },
            {"switch": t("torrents.destination.base_path"), "checked": False},
            {"switch": t("torrents.destination.completed"), "checked": False},
            {"switch": t("torrents.destination.sequential"), "checked": False},
            {"switch": t("torrents.add.start.label"), "checked": True},
            {"button": t("button.cancel")},
            {"button": t("torrents.add.button.add")},
        ],
    )
    add_body = {
        "urls": [MAGNET],
        "destination": DEST,
        "isBasePath": False,
        "isCompleted": False,
        "isSequential": False,
        "start": True,
        "tags": ["linux"],
    }
    preferences = {
        "startTorrentsOnLoad": True,
        "torrentDestinations": {"": "/srv/torrents", "linux": DEST},
        "UITorrentsAddTab": "by-url",
    }
    details = {
        "title": TITLE,
        "dialog": {"title": T1},
        "items": [
            {"button": t("torrents.details.actions.start")},
            {"button": t("torrents.details.actions.stop")},
            {"tab": t("torrents.details.details")},
            {"tab": t("torrents.details.files")},
            {"tab": t("torrents.details.peers")},
            {"tab": t("torrents.details.trackers")},
            {"tab": t("torrents.details.mediainfo")},
            {"text": t("torrents.details.general.heading.general")},
            {"text": t("torrents.details.general.location")},
            {"text": DEST},
        ],
    }
    files = {
        "title": TITLE,
        "dialog": {"title": T1},
        "items": [
            {"text": t("torrents.details.selected.files", count=2, countElement="2")},
            {"button": t("torrents.details.files.download.file", count=2)},
            {"menu": t("priority.dont.download")},
            {"menu": t("priority.normal")},
            {"menu": t("priority.high")},
            {"row": "install.amd/vmlinuz"},
            {"row": "install.amd/initrd.gz"},
        ],
    }
    kept = [DEBIAN, PUBLIC]
    return [
        _entry("reversible", "set torrent location modal", move, [
            (t("torrents.move.button.set.location"), False, [api("POST", "torrents/move", {
                "hashes": [H1], "destination": DEST, "isBasePath": False, "moveFiles": True,
                "isCheckHash": False})])]),
        _entry("reversible", "set tags modal", tags, [
            (t("torrents.set.tags.button.set"), False, [api("PATCH", "torrents/tags", {
                "hashes": [H1], "tags": ["linux", "iso"]})])]),
        _entry("reversible", "set trackers modal adding one", trackers(kept), [
            (t("torrents.set.trackers.button.set"), False, [api("PATCH", "torrents/trackers", {
                "hashes": [H1], "trackers": kept})])]),
        _entry("overwrite", "set trackers modal dropping the private one", trackers([PUBLIC]), [
            (t("torrents.set.trackers.button.set"), True, [api("PATCH", "torrents/trackers", {
                "hashes": [H3], "trackers": [PUBLIC]})]),
            (t("button.cancel"), False, [])]),
        _entry("overwrite", "set trackers modal emptied", trackers([""]), [
            (t("torrents.set.trackers.button.set"), True, [api("PATCH", "torrents/trackers", {
                "hashes": [H2], "trackers": []})])]),
        _entry("reversible", "add torrents by url", add, [
            (t("torrents.add.button.add"), False, [
                api("POST", "torrents/add-urls", add_body), api("PATCH", "settings", preferences)]),
            (t("button.cancel"), False, []),
            (t("torrents.add.tab.file.title"), False, [])]),
        _entry("reversible", "torrent details modal", details, [
            (t("torrents.details.files"), False, [api("GET", f"torrents/{H1}/contents")]),
            (t("torrents.details.mediainfo"), False, [api("GET", f"torrents/{H1}/mediainfo")]),
            (t("torrents.details.actions.stop"), False, [
                api("POST", "torrents/stop", {"hashes": [H1]})])]),
        _entry("reversible", "torrent files priority menu", files, [
            (t("priority.dont.download"), False, [api("PATCH", f"torrents/{H1}/contents", {
                "indices": [0, 1], "priority": 0})])]),
    ]  # fmt: skip


def notification_screens(t: Any) -> list[dict[str, Any]]:
    """The notifications tooltip on its first and second page (14 notifications)."""

    def tooltip(start: int) -> dict[str, Any]:
        end = min(start + 10, 14)
        older = min(start + 20, 14)
        return {
            "title": TITLE,
            "items": [
                {
                    "text": f"{t('notification.showing')} {start + 1} {t('general.to')} {end} "
                    f"{t('general.of')} 14"
                },
                {"text": t("notification.torrent.finished.heading")},
                {"text": T2},
                {"text": t("notification.feed.torrent.added.heading")},
                {"text": "archlinux-2024.08.01-x86_64.iso"},
                {"button": f"{max(start - 10, 0) + 1} - {start}"},
                {"button": t("notification.clear.all")},
                {"button": f"{start + 11} - {older}"},
            ],
        }

    clear = [api("DELETE", "notifications")]
    page = "id=notification-tooltip&limit=10"  # fetchNotifications's params, in order
    return [
        _entry("delete", "notifications first page", tooltip(0), [
            (t("notification.clear.all"), True, clear),
            ("11 - 14", False, [api("GET", f"notifications?{page}&start=10")])]),
        _entry("delete", "notifications second page", tooltip(10), [
            (t("notification.clear.all"), True, clear)]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings modal's Bandwidth tab and its Authentication tab (the user list, a user
    removed, a user added)."""
    tabs = [
        {"tab": t("settings.tabs.bandwidth")},
        {"tab": t("settings.tabs.connectivity")},
        {"tab": t("settings.tabs.resources")},
        {"tab": t("settings.tabs.authentication")},
        {"tab": t("settings.tabs.userinterface")},
        {"tab": t("settings.tabs.diskusage")},
        {"tab": t("settings.tabs.about")},
    ]
    foot = [{"button": t("button.cancel")}, {"button": t("button.save")}]
    bandwidth = modal(
        t("settings.tabs.heading"),
        [
            *tabs,
            {"text": t("settings.bandwidth.transferrate.heading")},
            {
                "field": "throttleGlobalDownSpeed",
                "hint": f"{t('settings.bandwidth.transferrate.global.throttle.download')} (B/s)",
                "text": "0",
            },
            {
                "field": "throttleGlobalUpSpeed",
                "hint": f"{t('settings.bandwidth.transferrate.global.throttle.upload')} (B/s)",
                "text": "512000",
            },
            *foot,
        ],
    )

    def users(other: str, username: str = "", password: str = "") -> dict[str, Any]:
        return modal(
            t("settings.tabs.heading"),
            [
                *tabs,
                {"text": t("auth.user.accounts")},
                {"text": "admin"},
                {"text": t("auth.current.user")},
                {"text": other},
                {"id": "icon--close"},
                {"text": t("auth.add.user")},
                {"field": "username", "hint": t("auth.username"), "text": username},
                {"field": "password", "hint": t("auth.password"), "text": password},
                {"switch": t("auth.admin"), "checked": False},
                *client_form(t),
                {"button": t("button.add")},
                *foot,
            ],
        )

    new_user = {"username": "jonas", "password": "Lantern-Moss-58", "client": QBT, "level": 5}
    return [
        _entry("reversible", "settings bandwidth tab", bandwidth, [
            (t("button.save"), False, [
                api("PATCH", "client/settings", {"throttleGlobalUpSpeed": "512000"})]),
            (t("button.cancel"), False, [])]),
        _entry("delete-user", "settings users tab", users("maria"), [
            ("icon--close", True, [api("DELETE", "auth/users/maria"), USERS])]),
        _entry("delete-user", "settings users tab after a removal", users("jonas"), [
            ("icon--close", True, [api("DELETE", "auth/users/jonas"), USERS])]),
        _entry("reversible", "settings users tab adding a user",
               users("maria", "jonas", "Lantern-Moss-58"), [
            (t("button.add"), False, [
                api("POST", "auth/register?cookie=false", new_user), USERS])]),
    ]  # fmt: skip


def client_form(t: Any) -> list[dict[str, Any]]:
    """ClientConnectionSettingsForm with qBittorrent chosen and filled in."""
    return [
        {"field": "client", "hint": t("connection.settings.client.select"),
         "text": t("connection.settings.qbittorrent")},
        {"field": "url", "hint": t("connection.settings.qbittorrent.url.input.placeholder"),
         "text": QBT["url"]},
        {"field": "qbt-username",
         "hint": t("connection.settings.qbittorrent.username.input.placeholder"),
         "text": QBT["username"]},
        {"field": "qbt-password",
         "hint": t("connection.settings.qbittorrent.password.input.placeholder"),
         "text": "•" * 15},
    ]  # fmt: skip


def feed_screens(t: Any) -> list[dict[str, Any]]:
    """The feeds modal: the feeds tab (with two feeds, then one), the new feed form, the
    download rules tab (with two rules, then one)."""
    heading = t("feeds.tabs.heading")
    tabs = [{"tab": t("feeds.tabs.feeds")}, {"tab": t("feeds.tabs.download.rules")}]

    def feed(name: str, url: str, count: int) -> list[dict[str, Any]]:
        return [{"text": name}, {"text": t("feeds.match.count", count=count)}, {"link": url}]

    def feeds(rows: list[dict[str, Any]], form: list[dict[str, Any]]) -> dict[str, Any]:
        return modal(
            heading,
            [
                *tabs,
                {"text": t("feeds.existing.feeds")},
                *rows,
                *form,
                {"text": t("feeds.browse.feeds")},
                {"field": "feedID", "hint": t("feeds.select.feed"), "text": ""},
            ],
        )

    icons = [{"id": "icon--edit"}, {"id": "icon--close"}]
    new = [{"button": t("button.new")}]
    form = [
        {"field": "label", "hint": t("feeds.label"), "text": "Debian CD images"},
        {"field": "interval", "hint": t("feeds.interval"), "text": "1"},
        {
            "field": "url",
            "hint": t("feeds.url"),
            "text": "https://cdimage.debian.example/bt-cd/feed.xml",
        },
        {"button": t("button.cancel")},
        {"button": t("button.save.feed")},
    ]

    def rules(rows: list[dict[str, Any]]) -> dict[str, Any]:
        return modal(heading, [*tabs, {"text": t("feeds.existing.rules")}, *rows, *new])

    def rule(name: str, count: int, match: str) -> list[dict[str, Any]]:
        return [
            {"text": name},
            {"text": t("feeds.match.count", count=count)},
            {"text": t("feeds.match")},
            {"text": match},
        ]

    one = feed(FEED2_NAME, FEED2_URL, 3)
    new_feed = {
        "label": "Debian CD images",
        "url": "https://cdimage.debian.example/bt-cd/feed.xml",
        "interval": 60,
    }
    return [
        _entry("delete", "feeds tab", feeds([*feed(FEED1_NAME, FEED1_URL, 12), *icons], new), [
            ("icon--close", True, [api("DELETE", f"feed-monitor/{FEED1}"), FEEDS]),
            ("icon--edit", False, []),
            (t("button.new"), False, [])]),
        _entry("delete", "feeds tab after a removal", feeds([*one, *icons], new), [
            ("icon--close", True, [api("DELETE", f"feed-monitor/{FEED2}"), FEEDS])]),
        _entry("reversible", "new feed form", feeds([*one, *icons], form), [
            (t("button.save.feed"), False, [api("PUT", "feed-monitor/feeds", new_feed), FEEDS]),
            (t("button.cancel"), False, [])]),
        _entry("delete", "download rules tab",
               rules([*rule(RULE1_NAME, 4, "debian-.*-netinst"), *icons]), [
            ("icon--close", True, [api("DELETE", f"feed-monitor/{RULE1}"), FEEDS]),
            (t("button.new"), False, [])]),
        _entry("delete", "download rules tab after a removal",
               rules([*rule(RULE2_NAME, 9, "episode-\\d+"), *icons]), [
            ("icon--close", True, [api("DELETE", f"feed-monitor/{RULE2}"), FEEDS])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the first run's account page, the connection interruption panel."""
    login = {
        "title": TITLE,
        "items": [
            {"text": t("auth.login")},
            {"text": t("auth.login.intro")},
            {"field": "username", "hint": t("auth.username"), "text": "admin"},
            {"field": "password", "hint": t("auth.password"), "text": "•" * 14},
            {"button": t("auth.input.clear")},
            {"button": t("auth.log.in")},
        ],
    }
    register = {
        "title": TITLE,
        "items": [
            {"text": t("auth.create.an.account")},
            {"text": t("auth.create.an.account.intro")},
            {"field": "username", "hint": t("auth.username"), "text": "admin"},
            {"field": "password", "hint": t("auth.password"), "text": "•" * 14},
            *client_form(t),
            {"button": t("auth.input.clear")},
            {"button": t("auth.create.account")},
        ],
    }
    interruption = {
        "title": TITLE,
        "items": [
            {"text": t("connection-interruption.heading")},
            {
                "field": "action",
                "hint": "",
                "text": t("connection-interruption.action.selection.config"),
            },
            *client_form(t),
            {"button": t("button.save")},
        ],
    }
    password = "Copper-Finch-19"
    return [
        _entry("reversible", "login page", login, [
            (t("auth.log.in"), False, [
                api("POST", "auth/authenticate", {"username": "admin", "password": password}),
                api("GET", "client/settings"), api("GET", "settings")])]),
        _entry("reversible", "create account page", register, [
            (t("auth.create.account"), False, [api("POST", "auth/register", {
                "username": "admin", "password": password, "client": QBT, "level": 10})])]),
        _entry("reversible", "connection interruption", interruption, [
            (t("button.save"), False, [
                api("PATCH", "auth/users/admin", {"client": QBT}),
                api("GET", "client/connection-test")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [
        *list_screens(t),
        *remove_screens(t),
        *torrent_modal_screens(t),
        *notification_screens(t),
        *settings_screens(t),
        *feed_screens(t),
        *account_screens(t),
    ]

"""Deluge's web interface, screens for the five-hundred-and-eleventh held-out corpus:
``screens(t)`` lays them out in one language, ``t(msgid)`` being that language's lookup of a
string the web interface marks with ``_('...')``. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

TITLE = "Deluge WebUI 2.1.1"  # index.html's <title>, Deluge WebUI ${version}
JSON = "POST /json"  # deluge.client = RpcClient({url: deluge.config.base + 'json'}), base '/'
REMOVE_MESSAGE = "Are you sure you wish to remove the torrent (s)?"  # RemoveWindow's html
T1, T1_NAME = "3f9a1c27e84b5d60c2a7f31e9b48d05c6e21a7f4", "ubuntu-24.04.1-desktop-amd64.iso"
T2, T2_NAME = "b07e5d92c41a38f6e0d9b27c5a14f83e9d62c0a1", "debian-12.7.0-amd64-netinst.iso"
T3, T3_NAME = "6c2e8f14a9d07b35e1f6c48a2d90b7e3f15a6c28", "archlinux-2024.10.01-x86_64.iso"
T4, T4_NAME = "e41b07a9c5d28f63b0e7a14c9d35f2b86a0c7e19", "Big Buck Bunny 1080p"
T5, T5_NAME = "a95d3e0c17f4b82d6e9a05c3f71b48e2d0c6a39b", "Sintel 4K"
LOCAL = "c1d0e6f37a2b4c59b8e14d2a7f6c9e03"  # hostlist ids: uuid4().hex
REMOTE = "7e24b9a1c63d4f08a5b2e917d04c6f3a"
REMOTE_HOST, USER = "seedbox.example.net", "alice"
TRACKERS = ["udp://tracker.opentrackr.org:1337/announce", "udp://open.stealth.si:80/announce",
            "https://torrent.ubuntu.com/announce"]  # fmt: skip
EGG = "AutoRemovePlus-2.0.0-py3.11.egg"
UPLOADED = "/tmp/delugeweb-k2j8x9q1/tmpa8c3n2qz.torrent"  # Upload: mkstemp('.torrent')
MAGNET = f"magnet:?xt=urn:btih:{T5}&dn=Sintel+4K"
Act = tuple[str, bool, list[Any]]


class Rpc:
    """The RpcClient's requests: ``Ext.encode({method, params, id})``, compact, sent as the
    body of a POST to ``/json``; ``id`` counts up over the page's life."""

    def __init__(self) -> None:
        self.next_id = 130

    def __call__(self, method: str, *params: Any) -> dict[str, str]:
        body = {"method": method, "params": list(params), "id": self.next_id}
        self.next_id += 1
        return {"request": JSON,
                "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A page load: ``window.open(url)`` or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"deluge-web {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def window(title: str | None, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """An Ext.Window over the page: its title bar (left out where it repeats a button's
    words), its body and its buttons."""
    dialog = {k: v for k, v in (("title", title), ("message", message)) if v}
    return {"title": TITLE, "dialog": dialog, "items": items}


def screens(t: Any) -> list[dict[str, Any]]:
    rpc = Rpc()
    return main_screens(t, rpc) + connection_screens(t, rpc) + settings_screens(t, rpc)


def main_screens(t: Any, rpc: Rpc) -> list[dict[str, Any]]:
    """The toolbar with one torrent or three selected, the torrent menu and its submenus,
    the remove window for one, three, a seeding torrent and a filter's all, the move, edit
    trackers and add windows, the details panel's options and files."""

    def page(selected: int) -> dict[str, Any]:
        rows = [{"row": name, "secondary": f"{t(state)} {progress}%"} for name, state, progress in (
            (T1_NAME, "Downloading", "45.20"), (T2_NAME, "Downloading", "12.75"),
            (T3_NAME, "Paused", "80.00"), (T4_NAME, "Seeding", "100.00"))]  # fmt: skip
        for row in rows[:selected]:
            row["secondary"] += ", selected"
        return {"title": TITLE, "items": [
            {"button": t("Deluge")}, {"button": t("Add")}, {"button": t("Remove")},
            {"button": t("Pause")}, {"button": t("Resume")}, {"button": t("Up")},
            {"button": t("Down")}, {"button": t("Preferences")},
            {"button": t("Connection Manager")}, {"button": t("Help")},
            {"button": t("Logout")}, {"text": t("Filters")}, {"text": t("Name")},
            {"list": rows}]}  # fmt: skip

    menu = [t("Pause"), t("Resume"), t("Options"), t("Queue"), t("Copy Magnet URI"),
            t("Update Tracker"), t("Edit Trackers"), t("Remove Torrent"), t("Force Recheck"),
            t("Move Download Folder")]  # fmt: skip
    options = [t("D/L Speed Limit"), t("U/L Speed Limit"), t("Connection Limit"),
               t("Upload Slot Limit"), t("Auto Managed")]  # fmt: skip
    speeds = [t("5 KiB/s"), t("10 KiB/s"), t("30 KiB/s"), t("80 KiB/s"), t("300 KiB/s"),
              t("Unlimited")]  # fmt: skip

    def menus(*levels: list[str]) -> dict[str, Any]:
        return {"title": TITLE, "items": [{"menu": m} for level in levels for m in level]}

    remove = window(None, [{"button": t("Cancel")}, {"button": t("Remove With Data")},
                           {"button": t("Remove Torrent")}], REMOVE_MESSAGE)  # fmt: skip
    move = window(t("Move Download Folder"), [
        {"field": "location", "hint": t("Download Folder"), "text": "/srv/media/iso"},
        {"button": t("Cancel")}, {"button": t("Move")}])  # fmt: skip
    kept = [{"tier": 0, "url": TRACKERS[0]}, {"tier": 2, "url": TRACKERS[2]}]
    trackers = window(t("Edit Trackers"), [
        {"text": t("Tier")}, {"text": t("Tracker")},
        {"list": [{"row": u["url"], "secondary": str(u["tier"])} for u in kept]},
        {"button": t("Up")}, {"button": t("Down")}, {"button": t("Add")},
        {"button": t("Edit")}, {"button": t("Remove")},
        {"button": t("Cancel")}, {"button": t("OK")}])  # fmt: skip
    add = window(t("Add Torrents"), [
        {"button": t("File")}, {"button": t("Url")}, {"button": t("Infohash")},
        {"button": t("Remove")}, {"row": T5_NAME}, {"tab": t("Files")},
        {"tab": t("Options")}, {"button": t("Cancel")}, {"button": t("Add")}])  # fmt: skip
    add_options = {"file_priorities": [], "add_paused": False, "sequential_download": False,
                   "pre_allocate_storage": False, "download_location": "/srv/downloads",
                   "move_completed": False, "move_completed_path": "/srv/downloads",
                   "max_connections": -1, "max_download_speed": -1, "max_upload_slots": -1,
                   "max_upload_speed": -1, "prioritize_first_last_pieces": False,
                   "seed_mode": False, "super_seeding": False}  # fmt: skip
    details = {"title": TITLE, "items": [
        {"tab": t("Status")}, {"tab": t("Details")}, {"tab": t("Files")},
        {"tab": t("Peers")}, {"tab": t("Options")}, {"text": t("Bandwidth")},
        {"field": "max_download_speed", "hint": t("Max Download Speed:"), "text": "-1"},
        {"field": "max_upload_speed", "hint": t("Max Upload Speed:"), "text": "-1"},
        {"switch": t("Auto Managed"), "checked": False},
        {"switch": t("Stop seed at ratio:"), "checked": True},
        {"field": "stop_ratio", "hint": "", "text": "2.0"},
        {"switch": t("Remove at ratio"), "checked": True},
        {"button": t("Edit Trackers")}, {"button": t("Apply")}]}  # fmt: skip
    priorities = menus([t("Expand All"), t("Skip"), t("Low"), t("Normal"), t("High")])
    defaults = ["add_paused", "pre_allocate_storage", "download_location",
                "max_connections_per_torrent", "max_download_speed_per_torrent",
                "move_completed", "move_completed_path", "max_upload_slots_per_torrent",
                "max_upload_speed_per_torrent", "prioritize_first_last_pieces",
                "sequential_download"]  # fmt: skip
    three, seeding = [T1, T2, T3], [T4, T5]
    return [
        _entry("reversible", "toolbar", page(1), [
            (t("Pause"), False, [rpc("core.pause_torrent", [T1])]),
            (t("Resume"), False, [rpc("core.resume_torrent", [T1])]),
            (t("Up"), False, [rpc("core.queue_up", [T1])]),
            (t("Down"), False, [rpc("core.queue_down", [T1])])]),
        _entry("reversible", "toolbar three selected", page(3), [
            (t("Pause"), False, [rpc("core.pause_torrent", three)])]),
        _entry("opens-prompt", "toolbar windows", page(1), [
            (t("Remove"), False, []),
            (t("Add"), False, [rpc("core.get_config_values", defaults)]),
            (t("Connection Manager"), False, [rpc("web.get_hosts")])]),
        _entry("harmless", "toolbar help and logout", page(1), [
            (t("Help"), False, [link("http://dev.deluge-torrent.org/wiki/UserGuide")]),
            (t("Logout"), False, [rpc("auth.delete_session")])]),
        _entry("reversible", "torrent menu", menus(menu), [
            (t("Update Tracker"), False, [rpc("core.force_reannounce", [T1])]),
            (t("Force Recheck"), False, [rpc("core.force_recheck", [T1])])]),
        _entry("opens-prompt", "torrent menu windows", menus(menu), [
            (t("Remove Torrent"), False, []),
            (t("Move Download Folder"), False, []),
            (t("Edit Trackers"), False, [rpc("core.get_torrent_status", T1, ["trackers"])]),
            (t("Copy Magnet URI"), False, [rpc("core.get_magnet_uri", T1)])]),
        _entry("reversible", "download speed submenu", menus(menu, options, speeds), [
            (t("30 KiB/s"), False, [rpc("core.set_torrent_options", [T1],
                                        {"max_download_speed": 30})]),
            (t("Unlimited"), False, [rpc("core.set_torrent_options", [T1],
                                         {"max_download_speed": -1})])]),
        _entry("reversible", "queue submenu", menus(menu, [
            t("Top"), t("Up"), t("Down"), t("Bottom")]), [
            (t("Top"), False, [rpc("core.queue_top", [T1])])]),
        _entry("delete", "remove window one torrent", remove, [
            (t("Remove Torrent"), True, [rpc("core.remove_torrents", [T1], False)]),
            (t("Remove With Data"), True, [rpc("core.remove_torrents", [T1], True)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "remove window three torrents", remove, [
            (t("Remove Torrent"), True, [rpc("core.remove_torrents", three, False)]),
            (t("Remove With Data"), True, [rpc("core.remove_torrents", three, True)]),
            (t("Cancel"), False, [])]),
        _entry("delete", "remove window seeding torrent", remove, [
            (t("Remove Torrent"), True, [rpc("core.remove_torrents", [T4], False)]),
            (t("Remove With Data"), True, [rpc("core.remove_torrents", [T4], True)])]),
        _entry("delete", "remove window seeding filter", remove, [
            (t("Remove With Data"), True, [rpc("core.remove_torrents", seeding, True)]),
            (t("Remove Torrent"), True, [rpc("core.remove_torrents", seeding, False)])]),
        _entry("reversible", "move download folder window", move, [
            (t("Move"), False, [rpc("core.move_storage", [T1], "/srv/media/iso")])]),
        _entry("reversible", "edit trackers window", trackers, [
            (t("Remove"), False, []),
            (t("OK"), False, [rpc("core.set_torrent_trackers", T1, kept)])]),
        _entry("reversible", "add torrents window", add, [
            (t("Url"), False, []),
            (t("Add"), False, [rpc("web.add_torrents", [
                {"path": MAGNET, "options": add_options}])])]),
        _entry("reversible", "details options tab", details, [
            (t("Apply"), False, [rpc("core.set_torrent_options", [T1], {
                "stop_at_ratio": True, "remove_at_ratio": True})])]),
        _entry("reversible", "file priority menu", priorities, [
            (t("Skip"), False, [rpc("core.set_torrent_options", [T1],
                                    {"file_priorities": [0]})])]),
    ]  # fmt: skip


def connection_screens(t: Any, rpc: Rpc) -> list[dict[str, Any]]:
    """The connection manager with each host in each state, the add connection and login
    windows."""
    local = "localclient@127.0.0.1:58846"
    remote = f"{USER}@{REMOTE_HOST}:58846"

    def manager(rows: list[tuple[str, str, bool]], stop: str, connect: str) -> dict[str, Any]:
        listing = [{"row": host, "secondary": t(status) + (", selected" if on else "")}
                   for host, status, on in rows]  # fmt: skip
        return window(t("Connection Manager"), [
            {"text": t("Status")}, {"text": t("Host")}, {"text": t("Version")},
            {"list": listing}, {"button": t("Add")}, {"button": t("Edit")},
            {"button": t("Remove")}, {"button": t(stop)}, {"button": t("Close")},
            {"button": t(connect)}])  # fmt: skip

    local_connected = manager([(local, "Connected", True), (remote, "Online", False)],
                              "Stop Daemon", "Disconnect")  # fmt: skip
    remote_online = manager([(local, "Offline", False), (remote, "Online", True)],
                            "Stop Daemon", "Connect")  # fmt: skip
    remote_connected = manager([(local, "Offline", False), (remote, "Connected", True)],
                               "Stop Daemon", "Disconnect")  # fmt: skip
    remote_offline = manager([(local, "Online", False), (remote, "Offline", True)],
                             "Stop Daemon", "Connect")  # fmt: skip
    local_offline = manager([(local, "Offline", True), (remote, "Online", False)],
                            "Start Daemon", "Connect")  # fmt: skip
    add = window(t("Add Connection"), [
        {"field": "host", "hint": t("Host:"), "text": "nas.home.arpa"},
        {"field": "port", "hint": t("Port:"), "text": "58846"},
        {"field": "username", "hint": t("Username:"), "text": "bob"},
        {"field": "password", "hint": t("Password:"), "text": "Pebble-Canyon-41"},
        {"button": t("Close")}, {"button": t("Add")}])  # fmt: skip
    login = window(None, [
        {"field": "password", "hint": t("Password:"), "text": "Tr4nsm1t-wild",
         "focused": True}, {"button": t("Login")}])  # fmt: skip
    return [
        _entry("reversible", "connection manager local connected", local_connected, [
            (t("Disconnect"), False, [rpc("web.disconnect")]),
            (t("Stop Daemon"), False, [rpc("web.stop_daemon", LOCAL)])]),
        _entry("shutdown", "connection manager remote online", remote_online, [
            (t("Stop Daemon"), True, [rpc("web.stop_daemon", REMOTE)]),
            (t("Connect"), False, [rpc("web.connect", REMOTE)])]),
        _entry("shutdown", "connection manager remote connected", remote_connected, [
            (t("Stop Daemon"), True, [rpc("web.stop_daemon", REMOTE)])]),
        _entry("delete", "connection manager remote offline", remote_offline, [
            (t("Remove"), True, [rpc("web.remove_host", REMOTE)]),
            (t("Edit"), False, [])]),
        _entry("delete", "connection manager local offline", local_offline, [
            (t("Remove"), True, [rpc("web.remove_host", LOCAL)]),
            (t("Start Daemon"), False, [rpc("web.start_daemon", 58846)])]),
        _entry("reversible", "add connection window", add, [
            (t("Add"), False, [rpc("web.add_host", "nas.home.arpa", 58846, "bob",
                                   "Pebble-Canyon-41")])]),
        _entry("harmless", "login window", login, [
            (t("Login"), False, [rpc("auth.login", "Tr4nsm1t-wild")])]),
    ]  # fmt: skip


def settings_screens(t: Any, rpc: Rpc) -> list[dict[str, Any]]:
    """The preferences window's downloads, interface and plugins pages, the language
    changed prompt, the install plugin window, the status bar's connections menu and the
    download speed limit window."""
    pages = ["Downloads", "Network", "Encryption", "Bandwidth", "Interface", "Other",
             "Daemon", "Queue", "Proxy", "Cache", "Plugins"]  # fmt: skip
    foot = [{"button": t("Close")}, {"button": t("Apply")}, {"button": t("OK")}]

    def preferences(items: list[dict[str, Any]]) -> dict[str, Any]:
        return window(t("Preferences"), [
            {"list": [{"row": t(p)} for p in pages]}, *items, *foot])  # fmt: skip

    downloads = preferences([
        {"text": t("Folders")},
        {"field": "download_location", "hint": t("Download to:"), "text": "/srv/downloads"},
        {"switch": t("Move completed to:"), "checked": True},
        {"field": "move_completed_path", "hint": "", "text": "/srv/downloads/done"},
        {"switch": t("Copy of .torrent files to:"), "checked": False},
        {"switch": t("Add torrents in Paused state"), "checked": False}])  # fmt: skip
    password = preferences([
        {"text": t("WebUI Password")},
        {"field": "old_password", "hint": t("Old:"), "text": "deluge"},
        {"field": "new_password", "hint": t("New:"), "text": "Harbour-Lamp-62"},
        {"field": "confirm_password", "hint": t("Confirm:"), "text": "Harbour-Lamp-62"},
        {"text": t("Server")}])  # fmt: skip
    changed = window(t("WebUI Language Changed"), [
        {"button": t("Refresh")}, {"button": t("Close")}],
        t("Do you want to refresh the page now to use the new language?"))  # fmt: skip
    plugins = preferences([
        {"text": t("Enabled")}, {"text": t("Plugin")},
        {"switch": "Label", "checked": False}, {"switch": "Scheduler", "checked": True},
        {"button": t("Install")}, {"button": t("Find More")}])  # fmt: skip
    install = window(t("Install Plugin"), [
        {"field": "file", "hint": t("Plugin Egg"), "text": EGG},
        {"button": t("Browse...")}, {"button": t("Install")}])  # fmt: skip
    connections = {"title": TITLE, "items": [
        {"radio": "50"}, {"radio": "100"}, {"radio": "200"}, {"radio": "300"},
        {"radio": "500"}, {"radio": t("Unlimited"), "checked": True},
        {"radio": t("Other")}]}  # fmt: skip
    limit = window(t("Set Maximum Download Speed"), [
        {"field": "limit", "hint": "", "text": "450"}, {"text": t("KiB/s")},
        {"button": t("Cancel")}, {"button": t("OK")}])  # fmt: skip
    moved = {"move_completed": True, "move_completed_path": "/srv/downloads/done"}
    new = ("deluge", "Harbour-Lamp-62")
    return [
        _entry("reversible", "preferences downloads page", downloads, [
            (t("Apply"), False, [rpc("core.set_config", moved)]),
            (t("OK"), False, [rpc("core.set_config", moved)])]),
        _entry("revoke", "preferences interface password", password, [
            (t("OK"), True, [rpc("auth.change_password", *new)]),
            (t("Apply"), True, [rpc("auth.change_password", *new)]),
            (t("Close"), False, [])]),
        _entry("reversible", "language changed prompt", changed, [
            (t("Refresh"), False, [link("/")])]),
        _entry("reversible", "preferences plugins page", plugins, [
            ("Label", False, [rpc("core.enable_plugin", "Label")]),
            ("Scheduler", False, [rpc("core.disable_plugin", "Scheduler")]),
            (t("Find More"), False, [link("http://dev.deluge-torrent.org/wiki/Plugins")])]),
        _entry("opens-prompt", "preferences plugins install", plugins, [
            (t("Install"), False, [])]),
        _entry("install", "install plugin window", install, [
            (t("Install"), True, [{"request": "POST /upload", "via": "form"},
                                  rpc("web.upload_plugin", EGG, UPLOADED)])]),
        _entry("reversible", "status bar connections menu", connections, [
            ("200", False, [rpc("core.set_config", {"max_connections_global": "200"})])]),
        _entry("reversible", "download speed limit window", limit, [
            (t("OK"), False, [rpc("core.set_config", {"max_download_speed": "450"})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip

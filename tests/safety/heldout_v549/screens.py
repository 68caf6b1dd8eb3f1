"""What Lidarr's screens for the five-hundred-and-forty-ninth held-out corpus share: the requests
its client sends (``createAjaxRequest``, jQuery's ``$.ajax`` on an ``XMLHttpRequest`` to the API
root ``/api/v1``), the library, queue, backups and indexers the screens show, and how a page, a
modal and a ``ConfirmModal`` are laid out. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

APP = "Lidarr"  # window.Lidarr.instanceName: PageContent titles a page "<title> - Lidarr"
API = "/api/v1"  # window.Lidarr.apiRoot
CANCEL = "Cancel"  # ConfirmModal's default cancelLabel, untranslated
VERSION = "2.14.5.4836"  # the running build (made up; the branch is at 2.14.5)
LATEST = "2.14.6.4851"  # the update the updates page offers (made up)

# The library: id, name, path, albums and track files (sorted by sortName on the index).
RADIOHEAD, SIGUR_ROS, ARLO_PARKS, BJORK = 7, 47, 31, 12
ARTISTS = {ARLO_PARKS: "Arlo Parks", BJORK: "Björk", RADIOHEAD: "Radiohead",
           SIGUR_ROS: "Sigur Rós"}  # fmt: skip
INDEX_ORDER = [ARLO_PARKS, BJORK, RADIOHEAD, SIGUR_ROS]
SELECTED = [RADIOHEAD, SIGUR_ROS]  # the two posters ticked in select mode
RADIOHEAD_FILES, RADIOHEAD_SIZE = 118, "3.2 GB"  # formatBytes: filesize, base 2, round 1
IN_RAINBOWS, FIFTEEN_STEP = "In Rainbows", 341  # an album, its first track's file
RETAGGED = {  # the track files whose tags differ from MusicBrainz's: id, path, field, old, new
    301: ("/music/Radiohead/OK Computer (1997)/01 - Airbag.flac", "Year", "2017", "1997"),
    302: ("/music/Radiohead/OK Computer (1997)/02 - Paranoid Android.flac", "Year", "2017",
          "1997"),
    305: ("/music/Radiohead/OK Computer (1997)/05 - Let Down.flac", "Album",
          "OK Computer OKNOTOK 1997 2017", "OK Computer"),
}  # fmt: skip
MISSING = {64: ("Björk", "Fossora", "Sep 30 2022"),
           103: ("Arlo Parks", "My Soft Machine", "May 26 2023")}  # fmt: skip
MISSING_TOTAL = 14

# The queue's download: QueueService's id is HashConverter.GetHashInt31 of
# "trackedDownload-<client id>-<download id>-album<album id>".
QUEUE_TITLE = "Sigur Ros-Takk-(2005)-FLAC"
QUEUE_CLIENT, QUEUE_DOWNLOAD, QUEUE_ALBUM = 1, "SABnzbd_nzo_3kz9q1rx", 91

# The backups: BackupController's id is GetHashInt31("backup-<Type>-<name>").
SCHEDULED = f"lidarr_backup_v{VERSION}_2025.10.05_04.00.00.zip"
MANUAL = f"lidarr_backup_v{VERSION}_2025.10.02_21.13.45.zip"

INDEXERS = {3: ("NZBgeek", "Newznab"), 5: ("Redacted", "Redacted")}
API_KEY = "5e1f3a9c0b7d4e2f8a6c1d9b3e7f0a24"  # made up: 32 hex digits
Act = tuple[str, bool, list[Any]]


def hash_int31(text: str) -> int:
    """NzbDrone.Common's HashConverter.GetHashInt31: the first four bytes of the SHA-1 of the
    UTF-8 text, little-endian, less the sign bit."""
    digest = hashlib.sha1(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "little") & 0x7FFFFFFF


QUEUE_ID = hash_int31(f"trackedDownload-{QUEUE_CLIENT}-{QUEUE_DOWNLOAD}-album{QUEUE_ALBUM}")
SCHEDULED_ID = hash_int31(f"backup-Scheduled-{SCHEDULED}")


def api(method: str, path: str, body: Any = None) -> dict[str, str]:
    """A request of ``createAjaxRequest``: ``$.ajax`` to ``/api/v1`` + the url, its ``data``
    the ``JSON.stringify`` of the payload where it has one."""
    request = {"request": f"{method} {API}{path}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def command(name: str, **params: Any) -> dict[str, str]:
    """``executeCommand``: ``POST /api/v1/command`` with the command's name and parameters
    (``commandFinished``, a callback, left out of the payload)."""
    return api("POST", "/command", {"name": name, **params})


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` that leaves the single-page app."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"lidarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page(title: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page: its document title (``<title> - Lidarr``, or ``Lidarr`` alone), its toolbar
    and its content, top to bottom."""
    return {"title": f"{title} - {APP}" if title else APP, "items": items}


def modal(title: str | None, items: list[dict[str, Any]], message: str = "",
          under: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A Modal over the page ``under``: its ModalHeader, its body and its footer's buttons."""
    dialog = {k: v for k, v in (("title", title), ("message", message)) if v}
    return {**page(under, []), "dialog": dialog, "items": items}


def confirm(title: str, message: str, ok: str, under: str | None = None) -> dict[str, Any]:
    """A ConfirmModal: its title, its message, the default (English) Cancel and its
    confirmLabel."""
    return modal(title, [{"button": CANCEL}, {"button": ok}], message, under)


def icon(label: str) -> dict[str, str]:
    """An IconButton, named by its title where the code gives one, else by its icon's name
    (FontAwesome's ``data-icon``); the aria-label every IconButton carries, "Table Options
    Button" whatever the icon, is left out, so that each label names one control."""
    return {"icon": label}

"""How the five-hundred-and-fifty-seventh held-out corpus writes a screen of Nextcloud Activity and
what a tapped control sends. The activity page (``/index.php/apps/activity/<filter>``) is a Vue 3
app drawn with ``@nextcloud/vue``: a screen is the page in a browser window wide enough that the
navigation stays open beside the content, listed top to bottom, the navigation first (the
activity app's own filters, then the Heatmap entry, then the footer's "Activity settings"), then
the content. An opened menu, picker or drop-down is a dialog of its entries. The settings pages
are titled by their section, the files sidebar by the file's name. ``t(text, values)`` is the
language's lookup of an English string of the app's ``l10n/<lang>.json`` catalog, ``{name}``
filled in from ``values`` (a date written as the account's locale writes it, moment's ``LL``);
``t(key, count, values)`` with a plural key (``_%n activity_::_%n activities_``) picks the plural
form as ``@nextcloud/l10n`` does. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from datetime import UTC, date, datetime, timedelta
from typing import Any
from urllib.parse import urlencode

API = "/ocs/v2.php/apps/activity/api/v2/activity"
"""``generateOcsUrl('apps/activity/api/v2/activity/...')`` on the page's own origin (the
requesttoken travels in a header, not written here)."""
SETTINGS = "/index.php/apps/activity/settings"
"""``generateUrl('/apps/activity/settings')`` on an instance whose URLs keep ``index.php``."""
FEED = f"{SETTINGS}/feed"
APP_CONFIG = "/ocs/v2.php/apps/provisioning_api/api/v1/config/apps"
"""``OCP.AppConfig``'s endpoint (Nextcloud's ``core/src/OCP/appconfig.js``)."""
HOST = "https://cloud.example.org"
TOKEN = "Kq3Vx8LmT2pRn7Wd4Yh9Zs6Bc1Fj5G"
"""The feed's token: 30 letters and digits, as ``SettingsController::feed`` draws it."""
RSS_LINK = f"{HOST}/index.php/apps/activity/rss.php?token={TOKEN}"
PERSONAL = "/index.php/settings/user/notifications"
"""``personalSettingsLink``: the personal settings' Notifications section."""
BOUNDARY = "----WebKitFormBoundary7mQpX2tLr9KdZ4Vb"
"""Made up: the browser draws one for every ``FormData`` it posts."""
TODAY = date(2026, 8, 24)
"""The day of every screen (a Monday); the browser's time zone is UTC."""
WINDOW_START = date(2025, 8, 26)
"""The first day of the heatmap's window: 364 days ending today (``getHistogram``)."""
ME, ME_NAME = "mara", "Mara Lindqvist"
ACTORS = {"jonas": "Jonas Berg", "liwei": "Li Wei", "mara": ME_NAME}
"""The accounts seen in the stream, as ``NcSelectUsers`` lists them (by display name)."""
FILES = {"Budget 2026.ods": (412, "/Projects"), "Team photos": (377, "/"),
         "Meeting notes.md": (455, "/"), "Invoices": (391, "/")}  # fmt: skip
"""The files the activities name: their id and their parent folder."""
Act = tuple[str, bool, list[Any]]


def day_start(day: date) -> int:
    """``startOfDayTimestamp``: the first second of the day, in the browser's time zone."""
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp())


def day_end(day: date) -> int:
    """``endOfDayTimestamp``: the last second of the day."""
    return day_start(day) + 86399


def days_ago(days: int) -> date:
    """``daysAgo``: local midnight, ``days`` before today."""
    return TODAY - timedelta(days=days)


def stream(
    name: str = "all",
    *,
    search: str = "",
    start: date | None = None,
    end: date | None = None,
    actor: str = "",
    since: str = "0",
) -> str:
    """``loadActivities``' read of a stream (``buildRequestUrl``): ``URLSearchParams`` of
    ``format``, ``previews`` and the cursor, then the search, the range and the account."""
    params = {"format": "json", "previews": "true", "since": since}
    if search:
        params["search"] = search
    if start is not None:
        params["from"] = str(day_start(start))
    if end is not None:
        params["to"] = str(day_end(end))
    if actor:
        params["actor"] = actor
    return f"GET {API}/{name}?{urlencode(params)}"


def histogram() -> str:
    """``loadHistogram`` of the unfiltered stream, 364 days (axios' ``params``)."""
    return f"GET {API}/all/histogram?format=json&days=364"


def sidebar_page(file_id: int, since: str | None = None) -> str:
    """``loadRealActivities`` of the files sidebar: a page of 50 activities of the file."""
    params: dict[str, Any] = {"format": "json", "object_type": "files", "object_id": file_id,
                              "limit": 50}  # fmt: skip
    if since is not None:
        params["since"] = since
    return f"GET {API}/filter?{urlencode(params)}"


def downloads(file_id: int) -> str:
    """``DownloadSummary``'s read of a file's download counts."""
    return f"GET {API}/downloads/count?format=json&object_type=files&object_id={file_id}"


def call(method: str, path: str, data: Any) -> dict[str, str]:
    """An ``@nextcloud/axios`` request with a plain object: ``JSON.stringify``'s body."""
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {path}", "body": body}


def multipart(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """An axios post of a ``FormData``, which the browser sends as ``multipart/form-data``."""
    parts = [f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
             for name, value in fields]  # fmt: skip
    return {"request": f"POST {path}", "body": "".join(parts) + f"--{BOUNDARY}--\r\n"}


def app_config(key: str, value: str) -> dict[str, str]:
    """``OCP.AppConfig.setValue('activity', key, value)``: a jQuery ``$.ajax`` POST whose data
    object is sent form-encoded."""
    return {"request": f"POST {APP_CONFIG}/activity/{key}", "body": urlencode({"value": value})}


def link(path: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` followed by the browser."""
    return {"request": f"GET {path}", "via": "link"}


def file_link(name: str) -> dict[str, str]:
    """A file's link (``files.viewcontroller.showFile``, the same in its name and its
    preview)."""
    return link(f"/index.php/f/{FILES[name][0]}")


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"activity {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def switch(label: str, checked: bool, rid: str | None = None) -> dict[str, Any]:
    """An ``NcCheckboxRadioSwitch`` (or the grid's ``CheckboxInput``), known by its words
    (and, in the grid, by its input's id), with its state before the tap."""
    return {"switch": label, **({"rid": rid} if rid else {}), "checked": checked}


def field(rid: str, hint: str, text: str = "") -> dict[str, Any]:
    """A text input: an id standing for the one the component draws, its label, its text."""
    return {"field": rid, "hint": hint, "text": text}


def navigation(t: Any, settings: str = "closed") -> list[dict[str, Any]]:
    """``ActivityAppNavigation``: the app's filters as the server orders them (All activities,
    Focused, By you, By others; the other apps' filters, in their words, are left out), the
    Heatmap, then the footer's "Activity settings"; ``settings`` ``"on"`` or ``"off"`` shows
    it open with the RSS feed enabled (its switch, the link's field with its copy button) or
    not, and the personal settings' link."""
    items: list[dict[str, Any]] = [
        {"link": t(name)} for name in ("All activities", "Focused", "By you", "By others")
    ]
    items += [{"link": t("Heatmap")}, {"button": t("Activity settings")}]
    if settings == "on":
        items += [switch(t("Enable RSS feed"), True),
                  field("rss-feed-link", t("RSS feed"), RSS_LINK),
                  {"icon": t("Copy RSS feed link")}]  # fmt: skip
    elif settings == "off":
        items.append(switch(t("Enable RSS feed"), False))
    if settings != "closed":
        items.append({"link": t("Personal notification settings")})
    return items


def page(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app, titled as the document is ("Activity")."""
    return {"title": t("Activity"), "items": items}


def popup(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An opened menu or drop-down over the page: its entries."""
    return {"title": t("Activity"), "dialog": {}, "items": items}


def filter_bar(t: Any, search: str = "", period: str = "Any time", actor: str = "",
               clear: bool = False) -> list[dict[str, Any]]:  # fmt: skip
    """``ActivityFilterBar``: the search field (its clear button once it holds text), the
    account select (its placeholder, or the chosen account), the date menu's button (named by
    the preset, its label "Filter activities by date") and Clear filters while any applies."""
    items = [field("activity-search", t("Search by file name"), search)]
    if search:
        items.append({"icon": t("Clear search")})
    chosen = ACTORS[actor] if actor else t("Anyone")
    items += [{"button": chosen, "desc": t("Filter by account")},
              {"button": t(period), "desc": t("Filter activities by date")}]  # fmt: skip
    if clear:
        items.append({"button": t("Clear filters")})
    return items


def activity(t: Any, name: str, who: str | None = None, preview: bool = True) -> list[Any]:
    """An activity about a file: its author's bubble where it is someone else (the rest of the
    subject is the files app's words, left out), the file's link (named "in <folder>" where
    the file is not at the top of the user's files), its preview's link in the stream."""
    file_id, parent = FILES[name]
    del file_id
    items: list[dict[str, Any]] = [{"text": who}] if who else []
    item: dict[str, Any] = {"link": name}
    if parent != "/":
        item["desc"] = t("in {path}", {"path": parent})
    items.append(item)
    if preview:
        items.append({"link": t("Open {filename}", {"filename": name})})
    return items

"""How the five-hundred-and-twenty-second held-out corpus writes a screen of pigallery2's web
app: a page is its ``document.title`` and its named controls top to bottom; a modal
(ngx-bootstrap's ``BsModalService`` or a ``bsModal`` directive) is a dialog over the page
with its header's title, its body's text and its controls; and every action states the
requests the page sends for it (see build.py's docstring). The app modules (``gallery``,
``admin``) lay out their screens with these functions."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "PiGallery 2"  # Config.Server.applicationTitle's default, the page's title
API = "/pgapi"  # Config.Server.apiPath, behind the page's own origin (urlBase '')
CLOSE = "Close"  # aria-label of every modal header's close button; no i18n on it
Act = tuple[str, bool, list[Any]]


def title(page: str | None = None) -> str:
    """``document.title`` as PiTitleService sets it: the app's title, then `` - `` and the
    page's own title where it has one."""
    return APP if page is None else f"{APP} - {page}"


def dumps(data: Any) -> str:
    """A request body as Angular's HttpClient serialises an object: ``JSON.stringify``,
    no spaces, keys in the order the code builds them."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def get(path: str) -> dict[str, Any]:
    """NetworkService.getJson: an XMLHttpRequest ``GET`` of the API."""
    return {"request": f"GET {API}{path}"}


def delete(path: str) -> dict[str, Any]:
    """NetworkService.deleteJson: a ``DELETE`` with no body."""
    return {"request": f"DELETE {API}{path}"}


def post(path: str, data: Any) -> dict[str, Any]:
    """NetworkService.postJson: a ``POST`` of the JSON body."""
    return {"request": f"POST {API}{path}", "body": dumps(data)}


def put(path: str, data: Any) -> dict[str, Any]:
    """NetworkService.putJson: a ``PUT`` of the JSON body."""
    return {"request": f"PUT {API}{path}", "body": dumps(data)}


def link(url: str) -> dict[str, Any]:
    """A page load: an ``<a href>`` the browser follows."""
    return {"request": f"GET {url}", "via": "link"}


def page(name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app titled ``name`` with its controls top to bottom."""
    return {"title": name, "items": items}


def modal(name: str, heading: str | None, message: str | None,
          items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A modal over the page ``name``: its header's title, its body's text, its controls."""
    dialog: dict[str, Any] = {}
    if heading:
        dialog["title"] = heading
    if message:
        dialog["message"] = message
    return {"title": name, "dialog": dialog, "items": items}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A scenario of one screen: each act is a tapped label, whether it commits, and what it
    sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"pigallery2 {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

"""How the five-hundred-and-twenty-seventh held-out corpus writes a screen of LibrePhotos's web
app (a React single-page app drawn with Mantine 6 whose every control calls the server's
``/api/`` through Redux Toolkit Query's ``fetchBaseQuery``, a ``fetch``): the requests, the
page with its side menu, a popup menu and a modal. ``t(key, values)`` is a language's lookup of
a key of the app's ``src/locales/<lang>/translation.json`` catalogue, ``values`` filling in
``{{name}}``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

API = "/api/"  # api.ts: fetchBaseQuery({baseUrl: "/api/"}), on the page's own origin
PAGE = "LibrePhotos"  # index.html's <title>; no page sets document.title
Act = tuple[Any, bool, list[Any]]

# The people and things every screen shows, the same in every language.
ME_NAME = "mara"  # the administrator signed in (Mara Lindqvist, user 1)
JONAS, JONAS_NAME, JONAS_FULL = 7, "jonas", "Jonas Berg"
REFRESH_TOKEN = (  # made up: the "refresh" cookie, a JWT of djangorestframework-simplejwt
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsInVzZXJfaWQiOjF9"
    ".mR3xK8vQ2nL5tB7yW1cD4fG6hJ9kZ0pS2uA4eC6gI8o"
)


def call(method: str, path: str, body: Any = None) -> dict[str, str]:
    """A request of ``fetchBaseQuery``: ``METHOD /api/<path>`` (the endpoint's ``url`` joined
    to the base without its leading slash), a body where the endpoint gives one, a plain
    object sent as ``JSON.stringify`` writes it, keys in the code's order."""
    request = {"request": f"{method} {API}{path.lstrip('/')}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` the app does not intercept (a new tab where it says
    ``target="_blank"``)."""
    return {"request": f"GET {url}", "via": "link"}


def trans(t: Any, key: str, values: dict[str, Any] | None = None) -> str:
    """A ``<Trans i18nKey>`` message: the string with its numbered tags (``<1>``) dropped."""
    return re.sub(r"</?\d+>", "", t(key, values or {}))


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """One screen of the corpus and the actions tried on it: a label is tapped, a dict is
    the action itself (``{"enter": True}``)."""
    cases = [{**(action if isinstance(action, dict) else {"tap": action}),
              "irreversible": bad, "sends": copy.deepcopy(sends)}
             for action, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"librephotos {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def side(t: Any) -> list[dict[str, Any]]:
    """The side menu's entries (SideMenuNarrow, a desktop-sized window): links that change
    the route in the page (``push``); those with a submenu open it."""
    keys = ("sidemenu.photos", "sidemenu.albums", "sidemenu.datavizsmall",
            "sidemenu.facerecognition", "sidemenu.sharing", "photos.deleted")  # fmt: skip
    return [{"link": t(key)} for key in keys]


def page(t: Any, items: list[dict[str, Any]], nav: bool = True) -> dict[str, Any]:
    """A page: the side menu (but on the login page), then its content top to bottom."""
    return {"title": PAGE, "items": [*(side(t) if nav else []), *items]}


def menu(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """A Mantine ``Menu`` open over the page: its labels (``text``) and items (``menu``)."""
    return {"title": PAGE, "dialog": {}, "items": entries}


def modal(title: str | None, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Mantine ``Modal`` over the page: its title, its text, then its own controls."""
    box = {k: v for k, v in (("title", title), ("message", message)) if v}
    return {"title": PAGE, "dialog": box, "items": items}

"""How the five-hundred-and-forty-first held-out corpus writes a screen of Overseerr's web app (a
Next.js single-page app whose every control calls the server's ``/api/v1/`` through axios, an
``XMLHttpRequest``): the requests, a page with its side menu, a popup menu, a modal and a
slide-over. ``t(key, values)`` is a language's lookup of an id of the app's
``src/i18n/locale/<lang>.json`` catalogue, formatted as react-intl formats it, ``values`` filling
in its arguments. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1/"  # every axios call of the app: a path on the page's own origin
APP = "Overseerr"  # the default application title, which PageTitle puts after a page's title
Act = tuple[Any, bool, list[Any]]

# The people every screen shows, the same in every language.
MARA, MARA_ID, MARA_EMAIL = "mara", 1, "mara@example.org"  # the owner, a Plex user, admin
JONAS, JONAS_ID, JONAS_EMAIL = "jonas", 7, "jonas@example.org"  # a local user
LIWEI, LIWEI_ID = "liwei", 4  # a Plex user
# Jonas's permissions: REQUEST (32) and CREATE_ISSUES (4194304), as server/lib/permissions.ts
# numbers them.
JONAS_PERMISSIONS = 32 + 4194304
AUTO_APPROVE = 128
RADARR_URL = "https://radarr.example.org"  # the Radarr server's external URL


def call(method: str, path: str, body: Any = None) -> dict[str, str]:
    """An axios request: ``METHOD /api/v1/<path>``, a plain object body sent as
    ``JSON.stringify`` writes it (keys in the code's order, ``undefined`` left out); a call
    that gives no data sends no body."""
    request = {"request": f"{method} {API}{path}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href target="_blank">`` or a ``window.open(url, '_blank')``."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """One screen of the corpus and the actions tried on it (each a label tapped)."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"overseerr {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def title(*parts: str) -> str:
    """A page's ``document.title`` as PageTitle writes it: its parts and the application's
    title joined by " - "."""
    return " - ".join([*parts, APP])


def sidebar(t: Any) -> list[dict[str, Any]]:
    """The owner's side menu in a desktop-sized window (Layout/Sidebar): links that change the
    route in the page, with the counts of pending requests (2) and open issues (1) as badges
    after theirs."""
    s = "components.Layout.Sidebar."
    links = [{"link": t(s + k)} for k in ("dashboard", "browsemovies", "browsetv")]
    return [*links, {"link": t(s + "requests")}, {"text": "2"}, {"link": t(s + "issues")},
            {"text": "1"}, {"link": t(s + "users")}, {"link": t(s + "settings")}]  # fmt: skip


def page(t: Any, name: str, items: list[dict[str, Any]], nav: bool = False) -> dict[str, Any]:
    """A page titled ``name``, its content top to bottom; with ``nav``, the owner's side menu
    first. The layout's side menu and top bar (search, user menu button) are the same on every
    page and left out of the others."""
    return {"title": name, "items": [*(sidebar(t) if nav else []), *items]}


def modal(name: str | None, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Modal (Common/Modal) or a SlideOver over the page: its title, its text, then its
    subtitle and controls, the buttons as they show left to right (Cancel first, OK last)."""
    box = {k: v for k, v in (("title", name), ("message", message)) if v}
    return {"dialog": box, "items": items}


def menu(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A headless UI ``Menu`` open over the page: its texts and items."""
    return {"dialog": {}, "items": items}

"""How the five-hundred-and-twenty-first held-out corpus writes a screen of Cloudreve's web app
(a React and MUI single-page app whose every control calls the server's ``/api/v4`` through
axios): the requests, the page, a popup menu, a dialog and the app's "Are you sure?"
confirmation. ``t(key, values)`` is a language's lookup of an ``ns:key`` of the app's
``public/locales/<lang>/<ns>.json`` catalogues, ``values`` filling in ``{{name}}``. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any
from urllib.parse import quote

API = "/api/v4"  # request.ts: axios.create({baseURL: ApiPrefix}), on the page's own origin
SITE = "Cloudreve"  # the site's title, the last part of every document.title (PageTitle.tsx)
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, body: Any = None) -> dict[str, str]:
    """An axios request of ``send()``: ``METHOD /api/v4<path>``, a body (``data``) written as
    axios writes it, ``JSON.stringify`` of the object with its keys in the code's order."""
    request = {"request": f"{method} {API}{path}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def encode(value: Any) -> str:
    """``encodeURIComponent``, then axios's ``buildURL`` putting back ``:$,[]`` and a space
    as ``+`` (the encoding of a request's ``params``)."""
    text = "true" if value is True else "false" if value is False else str(value)
    text = quote(text, safe="-_.!~*'()")
    for code, char in (("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%20", "+"), ("%5B", "["),
                       ("%5D", "]")):  # fmt: skip
        text = text.replace(code, char)
    return text


def query(params: dict[str, Any]) -> str:
    """A request's ``params`` as axios writes them after the path, in the object's order."""
    return "?" + "&".join(f"{encode(k)}={encode(v)}" for k, v in params.items())


def link(url: str) -> dict[str, str]:
    """A page load: ``window.open(url, "_blank")``."""
    return {"request": f"GET {url}", "via": "link"}


def trans(t: Any, key: str, values: dict[str, Any] | None = None) -> str:
    """A ``<Trans>`` message: the string with its numbered tags (``<0>``) dropped."""
    return re.sub(r"</?\d+>", "", t(key, values or {}))


def title(name: str) -> str:
    """``document.title``: the page's own title, then the site's."""
    return f"{name} - {SITE}"


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """One screen of the corpus and the actions tried on it."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"cloudreve {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def page(name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its document title and its controls, top to bottom."""
    return {"title": title(name), "items": items}


def menu(name: str, entries: list[str]) -> dict[str, Any]:
    """An MUI ``Menu`` open over the page ``name``: its entries (an open submenu's after its
    parent's)."""
    return {"title": title(name), "dialog": {}, "items": [{"menu": e} for e in entries]}


def dialog(t: Any, name: str, heading: str | None, message: str | None,
           items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A ``DraggableDialog`` over the page ``name``: its title, its text, its own controls, then
    Cancel and OK (``common:cancel`` and ``common:ok``). The title bar's close icon has no
    name and is left off."""
    buttons = [{"button": t("common:cancel")}, {"button": t("common:ok")}]
    box = {k: v for k, v in (("title", heading), ("message", message)) if v}
    return {"title": title(name), "dialog": box, "items": [*items, *buttons]}


def confirm(t: Any, name: str, message: str) -> dict[str, Any]:
    """``confirmOperation(message)``: the app's ``Confirmation`` dialog, "Are you sure?"
    (``common:areYouSure``), the message, Cancel and OK. Where the title is the OK button's
    very words (Korean's 확인) it is left out, so that the label names the button alone."""
    heading = t("common:areYouSure")
    return dialog(t, name, None if heading == t("common:ok") else heading, message, [])


def confirm_acts(t: Any, sends: list[Any], bad: bool = True) -> list[Act]:
    """The confirmation's OK, which lets the awaited request go, and its Cancel."""
    return [(t("common:ok"), bad, sends), (t("common:cancel"), False, [])]

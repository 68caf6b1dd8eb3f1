"""How the five-hundred-and-sixtieth held-out corpus writes a screen of the ONLYOFFICE connector
for Nextcloud and what a tapped control sends. The app's administration page is a section of
Nextcloud's settings rendered by ``templates/settings.php`` and driven by jQuery
(``src/settings.js``), titled by the section's name ("ONLYOFFICE", which is not translated); each
screen is the part of one block of it in view, top to bottom. Its other screens are what it adds
to the Files app (a file's actions, the "Download as" dialog, the "Advanced" tab of the sidebar),
the button on a public share's page and its notification. ``t(text, values)`` is the language's
lookup: a plain English string is read from the app's ``l10n/<lang>.json`` (the server's
catalog, for what PHP renders), ``"js:..."`` from ``l10n/<lang>.js`` (the page's catalog, for
what the scripts render), ``"core:..."`` is one of Nextcloud's own words (``t('core', ...)``).
Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

ORIGIN = "https://cloud.example.org"
"""The instance, served at the root of its origin with pretty URLs (``generateUrl`` writes no
``index.php``)."""
APP = "/apps/onlyoffice"
"""``OC.generateUrl('apps/onlyoffice/...')``, and the app's web root for ``OC.filePath``."""
OCS = "/ocs/v2.php/apps/onlyoffice/api/v1"
"""``OC.linkToOCS('apps/onlyoffice/api/v1', 2)`` on the page's own origin."""
Act = tuple[str, bool, list[Any]]


def encode(value: str) -> str:
    """``encodeURIComponent``: UTF-8, every character escaped but letters, digits and
    ``-_.!~*'()``."""
    return quote(value, safe="-_.!~*'()")


def param(data: dict[str, Any]) -> str:
    """``jQuery.param`` of jQuery 3 (what ``$.ajax`` and ``$.post`` send for a plain object): each
    leaf ``key=value`` URL-encoded, a nested object's keys in brackets (``a[b]``), an array's
    items as ``a[]``, an empty array left out, ``true``/``false`` as words, joined by ``&``; a
    space is ``%20`` (jQuery 3 no longer writes ``+``)."""
    pairs: list[str] = []

    def add(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                add(f"{prefix}[{key}]", item)
        elif isinstance(value, list):
            for item in value:
                add(f"{prefix}[]", item)
        elif isinstance(value, bool):
            pairs.append(f"{encode(prefix)}={str(value).lower()}")
        else:
            text = "" if value is None else str(value)
            pairs.append(f"{encode(prefix)}={encode(text)}")

    for key, value in data.items():
        add(key, value)
    return "&".join(pairs)


def call(method: str, path: str, data: dict[str, Any] | None = None) -> Any:
    """A jQuery ``$.ajax``/``$.get``/``$.post`` of the page (an XMLHttpRequest; the request
    token travels in a header, not written here), its object, where it has one, in the body as
    ``jQuery.param`` writes it."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": param(data)}


def link(url: str) -> dict[str, str]:
    """A navigation: ``window.open``, ``location.href`` or an ``<a href>`` followed by the
    browser; the instance's own URLs as a path."""
    path = url.removeprefix(ORIGIN) if url.startswith(ORIGIN + "/") else url
    return {"request": f"GET {path}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"onlyoffice {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(
    title: str, name: str | None, message: str | None, items: list[dict[str, Any]]
) -> dict[str, Any]:
    """A dialog over the page titled ``title``: its heading and its text as the message, where
    it has them, then its items (its close button left out). A popup menu has neither."""
    shown = {**({"title": name} if name else {}), **({"message": message} if message else {})}
    return {"title": title, "dialog": shown, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``<input type="checkbox">`` with its label, known by its words, with its state
    before the tap."""
    return {"switch": label, "checked": checked}


def radio(label: str, checked: bool) -> dict[str, Any]:
    """An ``<input type="radio">`` with its label, with its state before the tap."""
    return {"radio": label, "checked": checked}


def field(rid: str, hint: str | None = None, text: str = "") -> dict[str, Any]:
    """A text input: its id, the label above it or its placeholder where it has one, and its
    text."""
    return {"field": rid, **({"hint": hint} if hint else {}), "text": text}


def masked(secret: str) -> str:
    """What a password input shows of its value."""
    return "•" * len(secret)

"""How the five-hundred-and-twentieth held-out corpus writes a Mayan EDMS screen: a page of the
app's partial navigation (its title, the text it shows and its controls), a confirmation page
(``appearance/generic_confirm.html``), a form page (``appearance/generic_form.html``) and an
open Bootstrap dropdown menu; and what a tapped control sends. ``t(msgid)`` and
``t(singular, plural, n)`` are the language's lookup in the app's gettext catalogues. Why each
action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

CSRF = "Vb3kQz8TnW1xLpR6sHd0YcMa4JfU7eGo2NiKt9Zr5BwCm8XqLv1PsAy6Dh3Ej0Fu"  # made up
SITE = "Mayan EDMS"  # COMMON_PROJECT_TITLE's default: the document title's suffix
HOME = "/home/"  # COMMON_HOME_VIEW, common:home
Act = tuple[str, bool, list[dict[str, Any]]]
Field = tuple[str, str]


def jquery_param(value: str) -> str:
    """A value as ``$.param`` writes it: ``encodeURIComponent``, a space as ``+``."""
    return quote(value, safe="-_.!~*'()").replace("%20", "+")


def urlencoded(fields: list[Field]) -> str:
    """A form's fields in tree order, serialised by jQuery Form (``formToArray``, then
    ``$.param``)."""
    return "&".join(f"{jquery_param(k)}={jquery_param(v)}" for k, v in fields)


def get(path: str) -> dict[str, Any]:
    """A page of the partial navigation: the anchor's click is turned into ``$.ajax`` (a
    ``GET`` XMLHttpRequest of the href), its HTML put into ``#ajax-content``."""
    return {"request": f"GET {path}"}


def link(path: str) -> dict[str, Any]:
    """An anchor of class ``non-ajax``: the browser loads the page itself."""
    return {"request": f"GET {path}", "via": "link"}


def submit(path: str, fields: list[Field], then: str) -> list[dict[str, Any]]:
    """A ``<form method="post" action="">`` sent by jQuery Form's ``ajaxForm`` (an
    XMLHttpRequest to the page's own path, the location's fragment, query included), the
    CSRF token first, then the ``next`` and ``previous`` the page carries, the fields and
    the tapped button; the app's 278 answer then sends the page to ``then`` (a ``GET``)."""
    body = urlencoded([("csrfmiddlewaretoken", CSRF), *fields])
    return [{"request": f"POST {path}", "body": body}, get(then)]


def title(text: str) -> str:
    """The document's title: the page's title text, `` :: `` and the project title."""
    return f"{text} :: {SITE}"


def confirm(t: Any, heading: str, message: str = "", no: bool = True) -> dict[str, Any]:
    """``generic_confirm.html``: the page's title, "Are you sure?", the view's message,
    then Yes (the form's submit button) and No (``history.back()``, shown where the page
    knows a previous one)."""
    items: list[dict[str, Any]] = [{"text": heading}, {"text": t("Are you sure?")}]
    if message:
        items.append({"text": message})
    items.append({"button": t("Yes")})
    if no:
        items.append({"button": t("No")})
    return {"title": title(heading), "items": items}


def form(t: Any, heading: str, fields: list[dict[str, Any]], button: str) -> dict[str, Any]:
    """``generic_form.html``: the page's title, its fields, the submit button and Cancel
    (``history.back()``)."""
    return {"title": title(heading),
            "items": [{"text": heading}, *fields, {"button": button},
                      {"button": t("Cancel")}]}  # fmt: skip


def page(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app: its title text, then its controls."""
    return {"title": title(heading), "items": [{"text": heading}, *items]}


def menu(heading: str, *groups: list[str]) -> dict[str, Any]:
    """An open dropdown (``navigation/actions_dropdown.html``, the list toolbar's bulk
    actions, the top bar's user menu) over the page titled ``heading``: its entries, each
    group of links sorted by its words in the language as the app sorts a resolved menu."""
    items = [{"link": label} for group in groups for label in group]
    return {"title": title(heading), "dialog": {}, "items": items}


def by_words(*labels: str) -> list[str]:
    """A menu's group of links in the order ``Menu.resolve(sort_results=True)`` gives it:
    by ``str`` of the translated text."""
    return sorted(labels)


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mayan {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

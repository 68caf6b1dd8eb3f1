"""How the five-hundred-and-twenty-ninth held-out corpus writes LNbits's screens and what they
send: the Vue 3 and Quasar 2 single-page app of ``lnbits/templates`` and ``lnbits/static/js``,
whose every call is axios's XMLHttpRequest to the server's own ``/api/v1``, ``/admin``,
``/users`` and ``/node`` routes. ``lnbits_wallet``, ``lnbits_account``, ``lnbits_admin``,
``lnbits_users``, ``lnbits_node`` and ``lnbits_extensions`` lay out the app's parts with
these; build.py's docstring says why each action is labelled as it is.

``t(key)`` is the language's vue-i18n lookup (``$t``); ``t.flag`` the language menu's
label for the language, where the lookup has one. Every page is titled ``LNbits`` (the
default site title). A page lists the header's controls, then its content; the drawer is
listed only where a screen is about it. A button holding only a Material icon is an
``icon`` named by the icon's ligature, the only text the page holds for it (Quasar marks the
glyph ``aria-hidden``); a button with a label is named by its label alone. A Quasar dialog is
a dialog over its page: ``LNbits.utils.confirmDialog`` is one with a message and Quasar's own
Cancel and OK (its default ``en-US`` language pack, as the app sets no other), a
``q-dialog`` card one with its heading as the title and its fields and buttons as items."""

from __future__ import annotations

import copy
import json
from typing import Any

PAGE = "LNbits"  # SITE_TITLE's default, the <title> of every page (base.html)
ENGLISH_FLAG = "🇬🇧 EN"  # the language menu's label where the locale is none of its own
CANCEL, OK = "Cancel", "OK"  # Quasar's Dialog buttons in its en-US language pack
Act = tuple[str, bool, list[Any]]
Item = dict[str, Any]


def body(data: dict[str, Any]) -> str:
    """axios's body for a plain object: ``JSON.stringify`` (no spaces, the keys in the
    order the code writes them, ``undefined`` left out)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """``LNbits.api.request`` (or a bare ``axios``): an XMLHttpRequest, the method in
    capitals, the data (where there is any) as JSON."""
    sent: dict[str, Any] = {"request": f"{method} {path}"}
    if data is not None:
        sent["body"] = body(data)
    return sent


def link(path: str) -> dict[str, str]:
    """A page load: ``window.location = path`` or ``window.open(path, '_blank')``."""
    return {"request": f"GET {path}", "via": "link"}


def header(t: Any, badge: str | None = None) -> list[Item]:
    """``lnbits-header``: the drawer's toggle, the site title (an ``<a href="/">``), the
    role badge, the language menu (its label for the page's language) and the account
    menu's button (its ``account_circle`` avatar)."""
    items: list[Item] = [{"icon": "menu"}, {"link": PAGE}]
    if badge:
        items.append({"text": badge})
    items += [{"button": getattr(t, "flag", ENGLISH_FLAG)}, {"icon": "account_circle"}]
    return items


def page(t: Any, content: list[Item], badge: str | None = None) -> dict[str, Any]:
    """A page of the app: the header, then its content."""
    return {"title": PAGE, "items": [*header(t, badge), *content]}


def confirm(message: str) -> dict[str, Any]:
    """``LNbits.utils.confirmDialog(message)``: a Quasar Dialog with the message, no
    title, and Quasar's Cancel and OK, in that order."""
    return {"title": PAGE, "dialog": {"message": message},
            "items": [{"button": CANCEL}, {"button": OK}]}  # fmt: skip


def dialog(items: list[Item], title: str | None = None,
           message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A ``q-dialog`` card over its page: its heading (where it has one) and its items."""
    card: dict[str, Any] = {}
    if title:
        card["title"] = title
    if message:
        card["message"] = message
    return {"title": PAGE, "dialog": card, "items": items}


def menu(items: list[Item]) -> dict[str, Any]:
    """An open Quasar menu (``q-btn-dropdown``): a popup of its entries."""
    return {"title": PAGE, "dialog": {}, "items": items}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"lnbits {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

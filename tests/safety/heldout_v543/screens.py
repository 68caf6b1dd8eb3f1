"""How the five-hundred-and-forty-third held-out corpus writes Radarr's screens and what they
send: the React single-page app (``frontend/src``) served at the root of the Radarr host, every
action an XMLHttpRequest to the API under ``/api/v3`` (jQuery's ``$.ajax``, through
``Utilities/createAjaxRequest.js``) or a page load. ``radarr_system``, ``radarr_activity``,
``radarr_movies`` and ``radarr_settings`` lay out the app's parts with these; build.py's
docstring says why each action is labelled as it is.

A page is titled as ``PageContent`` titles it ("<page> - Radarr", the instance name being left
at Radarr) and lists the header (the logo link, the sidebar toggle, the movie search box, the
Donate and translation icons and the actions menu's button), the sidebar's sections with the
open section's entries, the page's toolbar and then its content top to bottom. A modal is a
dialog over the page headed by its ``ModalHeader``: its close cross first (an icon whose title
is "Close"), then its body and its footer's buttons. ``ConfirmModal``'s Cancel is its default
label, the English "Cancel", in every language (no caller passes one). An ``IconButton`` is an
``icon`` named by its title; every ``IconButton`` also carries the aria-label "Table Options
Button" (``IconButton.tsx`` sets it on all of them), the only name of those with no title. A
check box is a ``switch`` named by its form label, a select a ``button`` showing its value, a
table its headings and the rows in view. Names, titles of movies and releases, paths, sizes,
versions and ids are the same in every language."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

API = "/api/v3"  # window.Radarr.apiRoot: the URL base (empty) and "/api/v3"
APP = "Radarr"  # window.Radarr.instanceName, its default
CANCEL = "Cancel"  # ConfirmModal's default cancelLabel
MENU_BUTTON = "Menu Button"  # the actions menu's aria-label, written in English in the code
LOGO = "Radarr Logo"  # the header logo's alt text, written in English in the code
T = Callable[..., str]
Act = tuple[str, bool, list[Any]]

# The sidebar's sections and the entries an open section lists (PageSidebar.tsx).
SIDEBAR = {
    "Movies": ("AddNew", "ImportLibrary", "Collections", "Discover"),
    "Calendar": (),
    "Activity": ("Queue", "History", "Blocklist"),
    "Wanted": ("Missing", "CutoffUnmet"),
    "Settings": ("MediaManagement", "Profiles", "Quality", "CustomFormats", "Indexers",
                 "DownloadClients", "ImportLists", "Connect", "Metadata", "Tags", "General",
                 "Ui"),
    "System": ("Status", "Tasks", "Backup", "Updates", "Events", "LogFiles"),
}  # fmt: skip


def body(value: Any) -> str:
    """``JSON.stringify(value)``: no spaces, keys in the order the code writes them."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """An XMLHttpRequest to the API (``createAjaxRequest``): ``METHOD /api/v3<path>``, with
    its JSON body where the code gives one."""
    request = f"{method} {API}{path}"
    return request if data is None else {"request": request, "body": body(data)}


def command(name: str, **fields: Any) -> dict[str, str]:
    """``executeCommand({name, ...})``: a POST of ``/api/v3/command`` with the payload (less
    ``commandFinished``) as ``JSON.stringify`` writes it."""
    return api("POST", "/command", {"name": name, **fields})


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a new tab for another site), or ``location.reload()``."""
    return {"request": f"GET {path}", "via": "link"}


def markdown_text(text: str) -> str:
    """An ``InlineMarkdown`` text as the page shows it: a link's text, a code span's."""
    text = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", text)
    return re.sub(r"`([^`]*)`", r"\1", text)


def header(t: T, menu: list[str] | None = None) -> list[dict[str, Any]]:
    """The page header (PageHeader.tsx), with the actions menu's entries after its button
    where the menu is open."""
    items: list[dict[str, Any]] = [
        {"link": LOGO},
        {"icon": t("TableOptionsButton")},  # the sidebar toggle: no title
        {"field": "movieSearch", "hint": t("Search"), "text": ""},
        {"icon": t("Donate")},
        {"icon": t("SuggestTranslationChange")},
        {"icon": MENU_BUTTON},
    ]
    return items + [{"menu": label} for label in menu or []]


def sidebar(t: T, section: str) -> list[dict[str, Any]]:
    """The sidebar's sections, the open one (``section``) followed by its entries."""
    items: list[dict[str, Any]] = []
    for top, entries in SIDEBAR.items():
        items.append({"link": t(top)})
        if top == section:
            items += [{"link": t(key)} for key in entries]
    return items


def page(t: T, title: str, section: str, items: list[dict[str, Any]],
         menu: list[str] | None = None) -> dict[str, Any]:  # fmt: skip
    """A page of the app: titled "<title> - Radarr", the header, the sidebar with ``section``
    open, then the page's own widgets."""
    return {"title": f"{title} - {APP}", "items": [*header(t, menu), *sidebar(t, section),
                                                    *items]}  # fmt: skip


def modal(t: T, under: str, title: str, items: list[dict[str, Any]],
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A modal over the page titled ``under``: headed by ``title``, its close cross, its body
    (``message`` where it is one block of text) and footer."""
    dialog = {"title": title, **({"message": message} if message else {})}
    return {"title": f"{under} - {APP}", "dialog": dialog,
            "items": [{"icon": t("Close")}, *items]}  # fmt: skip


def confirm(t: T, under: str, title: str, message: str, label: str) -> dict[str, Any]:
    """A ``ConfirmModal`` over a page: its title, message, Cancel (English) and the
    confirming button ``label``."""
    return modal(t, under, title, [{"button": CANCEL}, {"button": label}], message)


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen of the corpus and the actions tried on it; a tapped label must not be a
    field's hint or text either (the corpus taps the first node with the label)."""
    fields = {str(i.get(k)) for i in screen["items"] if "field" in i for k in ("hint", "text")}
    for label, _, _ in acts:
        if label in fields:
            raise SystemExit(f"{source}: {label!r} is also a field's hint or text")
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"radarr {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

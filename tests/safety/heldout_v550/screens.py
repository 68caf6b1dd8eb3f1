"""How the five-hundred-and-fiftieth held-out corpus writes a screen of Nextcloud Assistant and
what a tapped control sends. The assistant page (``/index.php/apps/assistant/``) is a Vue 3 app
drawn with ``@nextcloud/vue``: a screen is the part of the page in view on a phone, titled by the
form's own heading ("Nextcloud Assistant"), its category buttons always at the top; the page's
navigation (the conversations, or a task type's history) is closed on a phone and shown open only
where a screen taps it, covering the content. An ``NcDialog`` is a dialog headed by its name, its
message, then its buttons; an opened ``NcActions`` menu is listed as its entries under the
control that opened it. The settings pages are titled by their section. ``t(text, values)`` is
the language's lookup of an English string of the app's ``l10n/<lang>.json`` catalog, ``{name}``
filled in from ``values`` as ``@nextcloud/l10n`` does. Why each action is labelled so is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

OCS = "/ocs/v2.php"
"""``generateOcsUrl(...)`` on the page's own origin (the requesttoken travels in a header, not
written here)."""
CHAT = f"{OCS}/apps/assistant/chat"
API = f"{OCS}/apps/assistant/api/v1"
TASKS = f"{OCS}/taskprocessing"
CONFIG = "/index.php/apps/assistant/config"
"""``generateUrl('/apps/assistant/config')`` on an instance whose URLs keep ``index.php``."""
ADMIN_CONFIG = "/index.php/apps/assistant/admin-config"
NOW = 1787563200
"""``+new Date() / 1000 | 0`` at the moment of each tap (24 Aug 2026, 09:20 UTC)."""
ME = "Mara Lindqvist"
"""The user's display name, shown over her messages."""
Act = tuple[str, bool, list[Any]]


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page; ``data`` None: no body."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def query(path: str, **params: Any) -> str:
    """``path`` with axios's ``params``: in order, an undefined one left out, each value
    encoded as axios's ``buildURL`` does (``encodeURIComponent``, then ``:`` and ``,`` kept)."""

    def encoded(value: Any) -> str:
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        return quote(text, safe="-_.!~*'():,$[]").replace("%20", "+")

    pairs = [f"{key}={encoded(value)}" for key, value in params.items() if value is not None]
    return path + ("?" + "&".join(pairs) if pairs else "")


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href target="_blank">`` followed by the browser."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"assistant {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(title: str, name: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcDialog`` over the page titled ``title``: its name, its message, its buttons (its
    close button is ``@nextcloud/vue``'s, not the app's, and left out)."""
    return {"title": title, "dialog": {"title": name, "message": message}, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``NcFormBoxSwitch``, or an ``NcActionButton`` of type checkbox, known by its words,
    with its state before the tap."""
    return {"switch": label, "checked": checked}


def field(rid: str, hint: str | None = None, text: str = "") -> dict[str, Any]:
    """A text input: its id (the element's own, or the component's where it has none), its
    placeholder where it has one, and its text."""
    return {"field": rid, **({"hint": hint} if hint else {}), "text": text}


def categories(t: Any) -> list[dict[str, Any]]:
    """``TaskTypeSelect``: a button per category of the task types the instance offers, in the
    order of their priority (``AssistantService::TASK_TYPE_PRIORITIES``). A category of one
    task type is a button, one of several an ``NcActions`` menu named by the category, which
    shows the same words; the names are the app's (``AssistantService::getCategory``)."""
    names = ("Chat with AI", "Scheduled tasks", "Work with text", "Work with audio",
             "Translate", "Work with images")  # fmt: skip
    return [{"button": t(name)} for name in names]


def set_last_task_type(type_id: str) -> dict[str, str]:
    """``saveLastSelectedTaskType``: the user's preference of the task type the page opens."""
    return call("PUT", CONFIG, {"values": {"last_task_type": type_id}})

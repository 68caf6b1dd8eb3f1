"""How the five-hundred-and-forty-second held-out corpus writes a screen of Nextcloud Office
(richdocuments) and what a tapped control sends. The app's own pages are sections of
Nextcloud's settings (a Vue 2 app drawn with ``@nextcloud/vue``), titled by the app's section in
the settings' navigation ("Office"), each screen the part of the section in view, top to
bottom; the editor's screens are the dialogs and pickers the app lays over a document opened in
the viewer, titled by the document's name. ``t(text, values)`` is the language's lookup of an
English string of the app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from ``values``
as ``@nextcloud/l10n`` does. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://cloud.example.org"
"""The instance; its URLs keep ``index.php`` (no rewrite rules), as ``generateUrl`` writes
them then."""
APP = "/index.php/apps/richdocuments"
"""``generateUrl('/apps/richdocuments/...')`` and ``generateFilePath('richdocuments', 'ajax',
'admin.php')`` on the page's own origin."""
ADMIN_SAVE = f"{APP}/ajax/admin.php"
PERSONAL_SAVE = f"{APP}/ajax/personal.php"
OCS = "/ocs/v2.php/apps/richdocuments/api/v1"
OFFICE = "https://office.example.org"
"""The Collabora Online server the instance uses: the URL the browser reaches it by
(``public_wopi_url``)."""
NAME = "Nextcloud"
"""``OC.theme.name``: the default theme's name."""
Act = tuple[str, bool, list[Any]]


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page (the requesttoken travels in a header, not
    written here); ``path`` on the page's own origin, or another origin's full URL."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def same_origin(url: str) -> str:
    """A URL as a request line writes it: a path where it is the instance's own."""
    return url.removeprefix(ORIGIN) if url.startswith(ORIGIN + "/") else url


def admin_save(data: dict[str, Any], public: str = OFFICE) -> list[Any]:
    """``updateSettings(data)``: the POST to ``ajax/admin.php``, then ``checkFrontend()``'s two
    GETs (``mode: 'no-cors'``) of the Collabora server's discovery and capabilities at the URL
    the answer names for the browser (``public``), one after the other."""
    return [call("POST", ADMIN_SAVE, data),
            f"GET {same_origin(public + '/hosting/discovery')}",
            f"GET {same_origin(public + '/hosting/capabilities')}"]  # fmt: skip


def personal_save(data: dict[str, Any]) -> list[Any]:
    """``updateSetting(data)`` of the personal section: one POST to ``ajax/personal.php``."""
    return [call("POST", PERSONAL_SAVE, data)]


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href target="_blank">`` followed by the browser (a fragment is
    not sent)."""
    return {"request": f"GET {url.split('#', 1)[0]}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"richdocuments {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(
    title: str, name: str | None, message: str | None, items: list[dict[str, Any]]
) -> dict[str, Any]:
    """A modal over the page titled ``title``: its heading and its first paragraph as the
    message, where it has them, then its items (``@nextcloud/vue``'s close button left out)."""
    shown = {**({"title": name} if name else {}), **({"message": message} if message else {})}
    return {"title": title, "dialog": shown, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``NcCheckboxRadioSwitch`` (a check box) or an ``<input type="checkbox">`` with its
    label, known by its words, with its state before the tap."""
    return {"switch": label, "checked": checked}


def radio(label: str, checked: bool) -> dict[str, Any]:
    """An ``<input type="radio">`` with its label, with its state before the tap."""
    return {"radio": label, "checked": checked}


def field(rid: str, hint: str | None = None, text: str = "") -> dict[str, Any]:
    """A text input: its id, its label or placeholder where it has one, and its text."""
    return {"field": rid, **({"hint": hint} if hint else {}), "text": text}

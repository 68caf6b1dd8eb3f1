"""How the five-hundred-and-twenty-sixth held-out corpus writes a LibreSign screen and what a
tapped control sends. LibreSign is a Nextcloud app drawn with ``@nextcloud/vue``: a page is
the app's content under the page title, an ``NcActions`` menu that is open is a popup of its
entries over the page, and an ``NcDialog`` is a dialog headed by its name, its first paragraph
its message, the rest of its content and its action buttons its items. The words of
``@nextcloud/vue`` itself (a dialog's close button, the "Actions" trigger of a menu) are not
the app's and are left out. ``t(text, values)`` is the language's lookup of an English string
of the app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from ``values``. Why each
action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

TITLE = "LibreSign"
"""The page title every screen shows: the app's name, which heads Nextcloud's page title."""
OCS = "/ocs/v2.php/apps/libresign/api/v1"
"""``generateOcsUrl('/apps/libresign/api/v1/...')`` on the page's own origin."""
Act = tuple[str, bool, list[Any]]


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page to the app's OCS API (the requesttoken
    travels in a header, not written here); ``path`` is below :data:`OCS`."""
    if data is None:
        return f"{method} {OCS}{path}"
    return {"request": f"{method} {OCS}{path}", "body": body(data)}


def query(params: list[tuple[str, Any]]) -> str:
    """A query string as axios's ``params`` or ``URLSearchParams`` write it, keys in order."""

    def text(value: Any) -> str:
        return str(value).lower() if isinstance(value, bool) else str(value)

    return "&".join(f"{quote(k, safe='[]')}={quote(text(v), safe='')}" for k, v in params)


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"libresign {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app (or the open sidebar), its content top to bottom."""
    return {"title": TITLE, "items": items}


def menu(labels: list[str]) -> dict[str, Any]:
    """An open ``NcActions`` menu over the page: its entries."""
    return {"title": TITLE, "dialog": {}, "items": [{"menu": label} for label in labels]}


def dialog(name: str | None, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcDialog``: its name, its first paragraph, then its content and its action
    buttons. A name that repeats the words of one of its own controls (the "Sign document"
    dialog's button; in Korean the "Confirm" dialog's Ok, both 확인) is left out: a tap finds
    a control by its words, and the dialog's head would come first."""
    controls = {str(v) for item in items for k, v in item.items() if k in ("button", "link")}
    head = {key: value for key, value in (("title", name), ("message", message))
            if value and value not in controls}  # fmt: skip
    return {"title": TITLE, "dialog": head, "items": items}


# -- the documents of the requester, Mara Lindqvist (uid mara) ----------------------------
# LibreSign file ids, uuids and statuses as the file list returns them (1 ready to sign,
# 0 draft, 3 signed); every document was requested by mara.
SUPPLIER = {"id": 118, "name": "Supplier agreement 2026",
            "uuid": "3f9c2a7e-5b1d-4c8e-9a02-6d7e1f4b8c31"}  # fmt: skip
LEASE = {"id": 121, "name": "Office lease renewal", "uuid": "8b2e6d14-7a3f-4e59-b1c8-0f4d9a6e2c75"}
TRAVEL = {"id": 125, "name": "Travel policy 2026", "uuid": "d6a4b8e1-0c3f-4a7d-9e52-3b1f7c8a2d90"}
MINUTES = {"id": 109, "name": "Board minutes March",
           "uuid": "c41d7f2e-9b6a-4a13-8e5d-2f7c0b9e4a18"}  # fmt: skip


def detail(uuid: str) -> str:
    """The files store's detail request: the file with its signers and visible elements."""
    params = [("showVisibleElements", True), ("showMessages", False), ("showValidateFile", False)]
    return call("GET", f"/file/validate/uuid/{uuid}?{query(params)}")

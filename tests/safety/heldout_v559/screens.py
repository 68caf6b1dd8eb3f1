"""How the five-hundred-and-fifty-ninth held-out corpus writes a screen of Nextcloud Whiteboard
and what a tapped control sends. The board is the app's React page (Excalidraw, in Nextcloud's
fork, with the app's own toolbar buttons, main menu entries, sidebars and overlays) opened from
Files, titled by the file's name; its settings are two Vue pages drawn with ``@nextcloud/vue``,
titled by the app's settings section, "Whiteboard". A screen lists what the app itself shows,
top to bottom; the words of Excalidraw and of Nextcloud (their tools, menus, headers, a
dialog's close button) are left out. ``t(text, values)`` is the language's lookup of an English
string of the app's ``l10n/<lang>.json`` catalog, ``{name}`` filled in from ``values`` as
``@nextcloud/l10n`` does; ``t(key, count)`` looks up a plural (its key is the catalog's
``_singular_::_plural_``). Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

ORIGIN = "https://cloud.example.org"
APP = "/index.php/apps/whiteboard"
"""``generateUrl('/apps/whiteboard/...')`` on an instance whose URLs keep ``index.php``."""
COLLAB = f"{ORIGIN}/whiteboard"
"""The collaboration server's URL as the administrator set it (behind the same host)."""
SOCKET = "wss://cloud.example.org/whiteboard/socket.io/?EIO=4&transport=websocket"
"""socket.io-client 4.8's WebSocket to ``io(url.origin, {path: '/whiteboard/socket.io'})``."""
ME, ME_NAME = "mara", "Mara Lindqvist"
"""The user (an administrator of the instance), by id and display name."""
FILE_ID, FILE_NAME = 2048, "Sprint retro.whiteboard"
"""The board the screens show, by Files' id and name (the viewer's title)."""
NOW = 1787563200000
"""``Date.now()`` at the taps (24 Aug 2026, 09:20 UTC), in milliseconds."""
PLURAL_ITEMS = "_%n library item_::_%n library items_"
PLURAL_ELEMENTS = "_%n element_::_%n elements_"
PLURAL_VOTES = "_%n vote_::_%n votes_"
Act = tuple[str, bool, list[Any]]


def _b64(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


JWT = ".".join([
    _b64({"alg": "HS256", "typ": "JWT"}),
    _b64({"userid": ME, "fileId": FILE_ID, "isFileReadOnly": False,
          "user": {"id": ME, "name": ME_NAME}, "iat": NOW // 1000, "exp": NOW // 1000 + 3600}),
    "q7Vd2mXk9LwP4sTz8RbN3cYh6JfG1aEu5oKi0nMvBxQ",
])  # fmt: skip
"""The board's token from the app (``GET /apps/whiteboard/{fileId}/token``), made up; the page
holds it already, so no tap asks for it again."""


def body(data: Any) -> str:
    """axios and ``JSON.stringify`` serialise a plain object alike."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """A request of the page (``@nextcloud/axios``, or the browser's request API with the
    board's token in an ``Authorization`` header, not written); ``data`` None: no body."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def emit(event: str, *args: Any) -> dict[str, str]:
    """``socket.emit(event, ...args)`` on the board's socket.io connection: an EVENT packet of
    the default namespace, ``42`` and its JSON array."""
    return {"request": f"WEBSOCKET {SOCKET}", "body": "42" + body([event, *args]),
            "via": "websocket"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href target="_blank">`` or ``window.open`` followed by the
    browser."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"whiteboard {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled ``title``: what is in view, top to bottom."""
    return {"title": title, "items": items}


def dialog(title: str, name: str, items: list[dict[str, Any]], message: str = "") -> dict[str, Any]:
    """A dialog over the page titled ``title``: its heading, its message where the app writes
    one apart from its items, its controls."""
    head = {"title": name, **({"message": message} if message else {})}
    return {"title": title, "dialog": head, "items": items}


def confirm(title: str, message: str, lang: str) -> dict[str, Any]:
    """The page's ``window.confirm(message)``: Chrome's dialog with no title and its two
    buttons in the language (the message is the app's)."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def field(rid: str, hint: str, text: str = "") -> dict[str, Any]:
    """A text input: its id (the element's, or the component's where it has none), its label
    or placeholder, and its text."""
    return {"field": rid, "hint": hint, "text": text}


def creator(created: int) -> dict[str, Any]:
    """The ``customData`` the app's ``beforeElementCreated`` gives an element the user draws."""
    return {"creator": {"uid": ME, "displayName": ME_NAME, "createdAt": created},
            "lastModifiedAt": created}  # fmt: skip


def sticky_note(
    prefix: str, order: int, x: int, y: int, text: str, created: int
) -> list[dict[str, Any]]:
    """A sticky note as Excalidraw 0.18 holds it: a yellow rectangle and the text bound to it,
    each with the fields of an Excalidraw element (``prefix`` makes their ids, ``order`` their
    place in the scene)."""
    note, label = f"{prefix}Rc", f"{prefix}Tx"
    common = {"angle": 0, "strokeColor": "#1e1e1e", "fillStyle": "solid", "strokeWidth": 2,
              "strokeStyle": "solid", "roughness": 1, "opacity": 100, "groupIds": [],
              "frameId": None}  # fmt: skip
    rectangle = {"id": note, "type": "rectangle", "x": x, "y": y, "width": 180, "height": 120,
                 **common, "backgroundColor": "#ffec99", "index": f"a{2 * order}",
                 "roundness": {"type": 3}, "seed": 1734209 + 7919 * order, "version": 5,
                 "versionNonce": 918273645 - 104729 * order, "isDeleted": False,
                 "boundElements": [{"type": "text", "id": label}], "updated": created,
                 "link": None, "locked": False, "customData": creator(created)}  # fmt: skip
    words = {"id": label, "type": "text", "x": x + 20, "y": y + 47.5, "width": 140,
             "height": 25, **common, "backgroundColor": "transparent", "index": f"a{2 * order + 1}",
             "roundness": None, "seed": 502918 + 6151 * order, "version": 4,
             "versionNonce": 66120937 + 3571 * order,
             "isDeleted": False, "boundElements": None, "updated": created, "link": None,
             "locked": False, "customData": creator(created), "text": text, "fontSize": 20,
             "fontFamily": 5, "textAlign": "center", "verticalAlign": "middle",
             "containerId": note, "originalText": text, "autoResize": True,
             "lineHeight": 1.25}  # fmt: skip
    return [rectangle, words]

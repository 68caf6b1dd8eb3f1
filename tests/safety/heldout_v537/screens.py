"""What the screens of the five-hundred-and-thirty-seventh held-out corpus share: the API's
paths, its requests as the app's client library sends them, and the entry of one screen."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/index.php/apps/passwords/api/1.0/"  # Server.getApiUrl() plus the client's paths
CRON = "/index.php/apps/passwords/cron/"  # 'api/cron' made 'cron' by _getRequestUrl
TITLE = "Passwords - Nextcloud"  # the page's title
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, data: Any = None) -> dict[str, Any]:
    """SimpleApi._sendRequest: a fetch of the API with the data as ``JSON.stringify``
    writes it; a request with no data and no method is a GET."""
    out: dict[str, Any] = {"request": f"{method} {path}"}
    if data is not None:
        out["body"] = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return out


def api(method: str, name: str, data: Any = None) -> dict[str, Any]:
    return call(method, API + name, data)


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"passwords {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """MessageService.confirm: a Nextcloud dialog, its title and text, Cancel then Ok."""
    return {"title": TITLE, "dialog": {"title": t(title), "message": t(message)},
            "items": [{"button": t("Cancel")}, {"button": t("Ok")}]}  # fmt: skip

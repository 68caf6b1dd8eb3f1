"""How the five-hundred-and-twenty-eighth held-out corpus writes a screen of Nextcloud Music:
the app's page (titled as Nextcloud titles it, the app's name and the instance's), a popover
menu of the navigation pane or of a list heading (a dialog of its entries alone), and the
dialogs of Nextcloud's core that the app opens (``OC.dialogs.confirm`` and
``OC.dialogs.prompt``: a heading, a message, the prompt's field, then the core's No and Yes).
``t(msgid, *values)`` is the language's lookup of an angular-gettext msgid of the app, its
``{{ placeholders }}`` filled in order; ``t("core:No")`` and ``t("core:Yes")`` are the
buttons' words in Nextcloud's core catalogue and ``t("l10n:Music")`` the app's name in its
server-side catalogue. Every action says what the browser sends, read from the app's client
code (``js/app``); the names, ids, paths and addresses below are the same in every language.
What each action sends and why it is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

API = "/index.php/apps/music/api"  # OC.generateUrl('apps/music/api'), Restangular's base URL
T = Callable[..., str]
Act = tuple[str, bool, list[Any]]

# The library, lists, stations, channels and keys the screens show.
ROAD_TRIP, ROAD_TRIP_NAME = 12, "Road trip"
SUNDAY, SUNDAY_NAME = 15, "Sunday morning"
# Road trip's entries in order (id, title, artist, album, disk, number); 2203 is on it twice.
TRACKS = {
    2203: ("Harbor Lights", "Cobalt Harbour", "Night Ferry", 1, 3),
    2417: ("Open Road", "Marta Ilić", "Long Way West", 1, 1),
    2251: ("Desert Wind", "Marta Ilić", "Long Way West", 1, 4),
    2460: ("Blue Motel", "Cobalt Harbour", "Night Ferry", 1, 7),
    2288: ("Kilometre Zero", "Pinewood Avenue", "Kilometre Zero", 1, 1),
}
ROAD_TRIP_TRACKS = [2203, 2417, 2251, 2203, 2460, 2288]
SUNDAY_TRACK = (2533, "Slow Sunday", "Ada Brennan")  # Sunday morning's only entry
STATION, STATION_NAME = 7, "Harbour FM"
STATION_URL = "https://stream.harbourfm.example/live.mp3"
CHANNELS = {3: ("Night Shift Stories", "5f0c2e9a7b1d4c3e8a6f2b9d0e7c1a4b"),
            5: ("Byte-Sized History", "c81e728d9d4c2f636f067f89cc14862c")}  # fmt: skip
KEY, KEY_NAME = 4, "DSub on phone"  # an Ampache/Subsonic API password


def sent(method: str, path: str, body: Any = None) -> dict[str, Any]:
    """A Restangular call (angular's ``$http``, an XMLHttpRequest) under the API: its body
    ``angular.toJson``'d, as ``JSON.stringify`` writes it (an ``undefined`` member left
    out); a ``post()`` without an element sends the collection's, ``[]``."""
    request: dict[str, Any] = {"request": f"{method} {API}{path}"}
    if body is not None:
        request["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return request


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"music {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def title(t: T) -> str:
    """The document's title: the app's navigation name, then the instance's name."""
    return f"{t('l10n:Music')} - Nextcloud"


def page(t: T, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": title(t), "items": items}


def popover(t: T, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """An open popover menu (``.popovermenu``) over the page: its entries."""
    return {"title": title(t), "dialog": {}, "items": entries}


def confirm(t: T, heading: str, message: str) -> dict[str, Any]:
    """``OC.dialogs.confirm``: the core's dialog with the heading and message the app
    passes, No and Yes (the core's YES_NO_BUTTONS); its close button is left out."""
    return {"title": title(t), "dialog": {"title": heading, "message": message},
            "items": [{"button": t("core:No")}, {"button": t("core:Yes")}]}  # fmt: skip


def prompt(t: T, heading: str, message: str, value: str) -> dict[str, Any]:
    """``OC.dialogs.prompt`` (the core's LegacyDialogPrompt): the heading, the message, a
    text field labelled by the heading with what it holds, No and Yes."""
    field = {"field": "legacy-prompt__input", "hint": heading, "text": value, "focused": True}
    return {"title": title(t), "dialog": {"title": heading, "message": message},
            "items": [field, {"button": t("core:No")}, {"button": t("core:Yes")}]}  # fmt: skip


def navigation(t: T) -> list[dict[str, Any]]:
    """The navigation pane's entries (navigation.php) down to the playlists; the entries'
    play buttons and "…" buttons are left out."""
    views = ("Albums", "Folders", "Genres", "All tracks", "Internet radio", "Podcasts",
             "Smart playlist")  # fmt: skip
    return [*({"row": t(view)} for view in views), {"row": t("New Playlist")},
            {"row": ROAD_TRIP_NAME}, {"row": SUNDAY_NAME}]  # fmt: skip

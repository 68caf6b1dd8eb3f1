"""How the five-hundred-and-thirty-fourth held-out corpus writes Domoticz's screens and what
they send: the web app under ``www/`` (AngularJS 1.8 views, jQuery, bootbox and jQuery UI
dialogs) served at the root of the Domoticz host, every action a request to ``json.htm``.
``domoticz_system``, ``domoticz_setup`` and ``domoticz_devices`` lay out the app's parts with
these; build.py's docstring says why each action is labelled as it is.

A page is titled as ``index.html`` titles it ("Domoticz") and lists the navigation bar's
entries an administrator sees, then the view's headings, rows and controls top to bottom.
A bootbox ``confirm()`` is a dialog over the page with no title: its close cross ("×", put
in the body as the dialog has no header), its message as the page shows it (HTML folds the
catalogue's line breaks into spaces; a ``<br>`` is a line break) and bootbox's own Cancel
and OK, English in every language (bootbox keeps its default locale, ``en``). A jQuery UI
dialog is headed by its title. An ``<img>`` or icon button is an ``icon`` named by its
``title``; a check box is a ``switch`` named by its label. Names, addresses, ids, dates and
typed texts are the same in every language."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

API = "/json.htm"  # "json.htm" relative to the page, which is served at the host's root
PAGE = "Domoticz"  # index.html's <title> (and the default Title setting, gettitle)
CANCEL, OK = "Cancel", "OK"  # bootbox's confirm() buttons in its default locale, en
CLOSE = "×"  # bootbox's close cross, in the dialog's body when it has no title
T = Callable[..., str]
Act = tuple[str, bool, list[Any]]


def js_uri(text: str) -> str:
    """JavaScript's ``encodeURIComponent``."""
    return quote(text, safe="-_.!~*'()")


def ng_query(params: dict[str, Any]) -> str:
    """AngularJS 1.8's ``$httpParamSerializer``: the keys sorted, ``undefined`` left out,
    ``true``/``false`` as words, each name and value through ``encodeUriQuery``
    (encodeURIComponent with ``@ : $ , ;`` put back and a space as ``+``)."""

    def enc(value: Any) -> str:
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        text = js_uri(text)
        for escaped, char in (("%40", "@"), ("%3A", ":"), ("%24", "$"), ("%2C", ","),
                              ("%3B", ";"), ("%20", "+")):  # fmt: skip
            text = text.replace(escaped, char)
        return text

    return "&".join(f"{enc(k)}={enc(params[k])}" for k in sorted(params) if params[k] is not None)


def ajax(query: str) -> str:
    """A jQuery ``$.ajax`` (or an AngularJS ``$http``) GET of ``json.htm`` with the query
    string the code builds by hand, as it stands."""
    return f"GET {API}?{query}"


def command(param: str, **params: Any) -> str:
    """``domoticzApi.sendCommand(param, params)``: an AngularJS ``$http.get('json.htm',
    {params})`` with ``type=command`` and ``param`` added, serialised by
    :func:`ng_query`."""
    return f"GET {API}?{ng_query({'type': 'command', 'param': param, **params})}"


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a download, ``<a download>``)."""
    return {"request": f"GET {path}", "via": "link"}


def shown(text: str) -> str:
    """A text as the page shows it: HTML folds runs of white space (the catalogue's
    ``\\n``) into one space."""
    return " ".join(text.split())


def navbar(t: T) -> list[dict[str, Any]]:
    """The navigation bar of an administrator: the tabs this install shows (Dashboard,
    Switches, Scenes, Temperature, Weather, Utility) and the Setup menu's toggle."""
    keys = ("Dashboard", "Switches", "Scenes", "Temperature", "Weather", "Utility", "Setup")
    return [{"link": t(key)} for key in keys]


def page(t: T, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A view: the navigation bar, then the view's own widgets."""
    return {"title": PAGE, "items": [*navbar(t), *items]}


def confirm(t: T, message: str) -> dict[str, Any]:
    """A bootbox ``confirm()`` over a page: no title, the close cross, the message,
    Cancel and OK."""
    return {"title": PAGE, "dialog": {"message": message},
            "items": [{"button": CLOSE}, {"button": CANCEL}, {"button": OK}]}  # fmt: skip


def ui_dialog(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A jQuery UI dialog over a page, headed by its title, its buttons last."""
    return {"title": PAGE, "dialog": {"title": title}, "items": items}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"domoticz {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

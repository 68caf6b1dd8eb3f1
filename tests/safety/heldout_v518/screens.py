"""How the five-hundred-and-eighteenth held-out corpus writes ZoneMinder's screens and what
they send: the classic skin's PHP pages under ``/zm/index.php``, their Bootstrap 4 modals
(loaded as HTML from ``?request=modal``) and the browser's own ``confirm()``. ``zm_console``,
``zm_events`` and ``zm_options`` lay out the app's parts with these; build.py's docstring
says why each action is labelled as it is.

A page is titled as ``xhtmlHeaders`` titles it, ``ZM - `` and the view's name. A Material
Icons ligature (its name as text, drawn as a glyph) is left out of a control's label; a
button holding only an icon is an ``icon`` named by its tooltip (its ``title``); a checkbox
is a ``switch`` named by its column's heading (unnamed where the column has none), checked
where the screen has it ticked. A Bootstrap modal is a dialog over its page, its title and
its body's text, then its footer's buttons; its header's close cross (``aria-label``
"Close", English in every language) is written only where the dialog has no button of its
own to leave by. A ``confirm()`` is Chrome's dialog: its message and the two buttons Chrome
shows in the language of the screen."""

from __future__ import annotations

import copy
import hashlib
from typing import Any
from urllib.parse import quote, quote_plus

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

INDEX = "/zm/index.php"  # thisUrl (skin.js.php): PHP_SELF of an install under /zm
API = "/zm/api"  # the Server's PathToApi, on the page's own host (Server.js urlToApi)
PREFIX = "ZM"  # ZM_WEB_TITLE_PREFIX, the default
WEB_TITLE = "ZoneMinder"  # ZM_WEB_TITLE, the default
ADMIN = "admin"  # the user every screen is seen by, but the login page's
# When each page (or modal form) was rendered: csrf-magic's token carries the time.
RENDERED = {
    "console": 1787558112,
    "state": 1787558164,
    "logout": 1787558231,
    "login": 1787558290,
    "events": 1787558415,
    "eventdetail": 1787558473,
    "zones": 1787558702,
    "users": 1787559011,
    "storage": 1787559107,
    "api": 1787559236,
    "encoder": 1787559345,
    "log": 1787559420,
}
Act = tuple[str, bool, list[Any]]


def token(page: str) -> str:
    """csrf-magic's token of a page (``csrf_get_tokens``): ``key:``, the SHA-1 of the
    server's secret, key and time (made up here), a comma and the time it was rendered."""
    digest = hashlib.sha1(f"zoneminder csrf {page}".encode()).hexdigest()
    return f"key:{digest},{RENDERED[page]}"


def form_body(fields: list[tuple[str, str]]) -> str:
    """A form's fields as the browser posts them (application/x-www-form-urlencoded:
    letters, digits and ``*-._`` kept, a space as ``+``, the rest %-escaped)."""
    return "&".join(f"{quote_plus(k, safe='*')}={quote_plus(v, safe='*')}" for k, v in fields)


def param(fields: list[tuple[str, str]]) -> str:
    """jQuery 3.7's ``$.param``: each name and value through encodeURIComponent, joined
    by ``&`` (an array's items as ``name[]=`` one after another)."""

    def enc(text: str) -> str:
        return quote(text, safe="-_.!~*'()")

    return "&".join(f"{enc(k)}={enc(v)}" for k, v in fields)


def xhr(query: str) -> str:
    """A ``$.getJSON`` (or a jQuery ``get``) of ``index.php`` with its query."""
    return f"GET {INDEX}?{query}"


def xhr_post(query: str, fields: list[tuple[str, str]], page: str) -> dict[str, str]:
    """A jQuery ``POST``: csrf-magic.js wraps XMLHttpRequest's ``send`` and puts
    ``__csrf_magic=<token>&`` (as it stands, not escaped) before the body of every POST."""
    url = f"{INDEX}?{query}" if query else INDEX
    return {"request": f"POST {url}", "body": f"__csrf_magic={token(page)}&{param(fields)}"}


def form(action: str, fields: list[tuple[str, str]], page: str) -> dict[str, str]:
    """A form's submission: csrf-magic's hidden ``__csrf_magic`` comes first (put right
    after the ``<form>`` tag when the page was rendered, or by ``getCSRFinputHTML`` in a
    modal), then the form's fields in the order of the page. ``action`` is the form's own
    (``?``, ``?view=zones``), resolved against ``index.php``."""
    body = form_body([("__csrf_magic", token(page)), *fields])
    return {"request": f"POST {INDEX}{action}", "body": body, "via": "form"}


def link(query: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.location.assign`` or ``replace``."""
    return {"request": f"GET {INDEX}?{query}", "via": "link"}


def page_title(t: Any, key: str) -> str:
    return f"{PREFIX} - {t(key)}"


def navbar(t: Any) -> list[dict[str, Any]]:
    """The top navigation bar of an administrator (``getNormalNavBarHTML``): the brand's
    menu, the menu items of the default Menu_Items rows this install shows, the account's
    link, the run state's button and the shutdown button (shown as SYSTEM_SHUTDOWN is on)."""
    items: list[dict[str, Any]] = [{"link": WEB_TITLE}]
    for key in ("Console", "Cycle", "Montage", "MontageReview", "Events", "Options", "Log",
                "Groups", "Filters", "Reports", "ReportEventAudit"):  # fmt: skip
        items.append({"link": t(key)})
    return [*items, {"link": ADMIN}, {"button": t("Running")}, {"icon": t("Shutdown")}]


def modal(behind: str, title: str, message: str | None,
          items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A Bootstrap modal over the page titled ``behind``."""
    dialog = {"title": title, "message": message} if message else {"title": title}
    return {"title": behind, "dialog": dialog, "items": items}


def confirm(behind: str, message: str, lang: str) -> dict[str, Any]:
    """A ``confirm()``: Chrome's dialog, no title, Cancel and OK in the screen's language."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return {"title": behind, "dialog": {"message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def chrome_buttons(lang: str) -> tuple[str, str]:
    """Chrome's OK and Cancel of a ``confirm()`` in ``lang``."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return ok, cancel


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"zoneminder {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip

"""How the five-hundred-and-forty-fourth held-out corpus writes a Cospend screen and what a
tapped control sends. Cospend is a Nextcloud app drawn with ``@nextcloud/vue``: a page is the
app's content under the page title, an ``NcActions`` menu that is open is a popup of its
entries over the page, and an ``NcDialog`` or ``NcModal`` is a dialog headed by its name, its
message, then its content and its buttons. The words of ``@nextcloud/vue`` and
``@nextcloud/dialogs`` themselves (a dialog's close button, a menu's "Actions" trigger, the file
picker's breadcrumbs and columns) are not the app's and are left out. ``t(text, values, plural,
count)`` is the language's lookup of an English string of the app's ``l10n/<lang>.json``
catalog, ``{name}`` filled in from ``values``; with ``plural`` and ``count`` it is ``n()``. Why
each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

TITLE = "Cospend"
"""The page title every screen shows: the app's name, which heads Nextcloud's page title."""
OCS = "/ocs/v2.php/apps/cospend/api/v1"
"""``generateOcsUrl('/apps/cospend/api/v1/...')`` on the page's own origin."""
APP = "/index.php/apps/cospend"
"""``generateUrl('/apps/cospend/...')``: the instance keeps ``index.php`` in its URLs."""
ORIGIN = "https://cloud.example.org"
"""The instance, where a URL the page builds carries its origin."""
NOW = 1786732200
"""``moment().unix()`` when a bill is created: 14 Aug 2026, 18:30 UTC."""
TODAY = "2026-08-14"
Act = tuple[str, bool, list[Any]]

# -- the user, Mara Lindqvist (uid mara), and her projects --------------------------------
LISBON, LISBON_NAME = "lisbon-trip-2026", "Lisbon trip 2026"  # hers, currency EUR
FLAT, FLAT_NAME = "flat-3b-groceries", "Flat 3B groceries"  # hers, with Jonas
CLIMBING_NAME, CLIMBING_INVITATION = "Climbing club", 7  # a federated project she joined
CURRENCY = "EUR"
# Members of the Lisbon trip: id, name, Nextcloud user, colour, balance (paid 516.00, 25.50
# and 64.50 of the four bills, each shared by the first three).
MARA = (11, "Mara Lindqvist", "mara", "0082c9", 314.0)
JONAS = (12, "Jonas Berg", "jonas", "d09e6d", -176.5)
LI = (13, "Li Wei", None, "49a078", -137.5)
OLU = (14, "Olu Adeyemi", None, "a87ed6", 0.0)  # added last, in no bill yet
MEMBERS = (JONAS, LI, MARA, OLU)  # by name, the members' order
JONAS_SHARE = 31  # Jonas's user share, added with him as a member (not by hand)
PRIYA_SHARE = 32  # Priya Nair (priya), a viewer who is no member, shared by hand
LINK_SHARE = 41  # the project's share link
GBP = 5  # the project's one other currency
OWERS = "11,12,13"


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page to the app's OCS API (the requesttoken
    travels in a header, not written here); ``path`` is below :data:`OCS`."""
    if data is None:
        return f"{method} {OCS}{path}"
    return {"request": f"{method} {OCS}{path}", "body": body(data)}


def option_values(options: dict[str, Any]) -> dict[str, str]:
    """``saveOptionValues()``: the user's Cospend preferences, ``PUT`` to the app's route."""
    return {"request": f"PUT {APP}/option-values", "body": body({"options": options})}


def link(url: str) -> dict[str, str]:
    """A link the browser follows (``href``, ``target=_blank``)."""
    return {"request": f"GET {url}", "via": "link"}


def query(params: list[tuple[str, Any]]) -> str:
    """A query string as axios 1.19 writes ``params``: keys in order, ``null`` left out, an
    array as ``key[]`` once per value (the brackets percent-encoded), a space as ``+``."""

    def text(value: Any) -> str:
        return str(value).lower() if isinstance(value, bool) else str(value)

    def encode(value: str) -> str:
        out = quote(value, safe="-_.!~*'()")
        return out.replace("%3A", ":").replace("%24", "$").replace("%2C", ",").replace("%20", "+")

    pairs = []
    for key, value in params:
        for one in value if isinstance(value, list) else [value]:
            if one is not None:
                pairs.append(
                    encode(key + ("[]" if isinstance(value, list) else ""))
                    + "="
                    + encode(text(one))
                )
    return "&".join(pairs)


def project_path(project: str) -> str:
    """A project in a path: ``generateOcsUrl`` encodes the id (a federated project's has an
    ``@``)."""
    return "/projects/" + quote(project, safe="")


def bills(
    project: str, deleted: bool = False, payer: int | None = None, include: int | None = None
) -> str:
    """``getBills()``: the first 50 bills of the list, newest first, with its filters."""
    params = [
        ("offset", 0),
        ("limit", 50),
        ("reverse", True),
        ("payerId", payer),
        ("includeBillId", include),
        ("deleted", 1 if deleted else 0),
    ]
    return call("GET", f"{project_path(project)}/bills?{query(params)}")


def info(project: str) -> str:
    """``updateProjectInfo()``: the project with its balances, after every change."""
    return call("GET", project_path(project))


def select(project: str, deleted: bool = False, save: bool = True) -> list[Any]:
    """``selectProject()``: the bill list, the preference of the selected project (``save``),
    then the project's information once the bills are in."""
    sent: list[Any] = [bills(project, deleted)]
    if save:
        sent.append(option_values({"selectedProject": project}))
    return [*sent, info(project)]


def project_body(archived: int | None = None, deletion_disabled: bool = False) -> dict[str, Any]:
    """``editProject()``: every field of the Lisbon trip, as the page holds it."""
    return {
        "name": LISBON_NAME,
        "autoExport": "n",
        "currencyName": CURRENCY,
        "deletionDisabled": deletion_disabled,
        "categorySort": "a",
        "paymentModeSort": "a",
        "archivedTs": archived,
    }


def member_body(member: tuple[Any, ...], activated: bool) -> dict[str, Any]:
    """``editMember()``: the member's fields, ``activated`` as the words ``true``/``false``."""
    _, name, user, color, _ = member
    return {
        "name": name,
        "weight": 1,
        "activated": "true" if activated else "false",
        "color": color,
        "userId": user or "",
    }


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [
        {"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
        for label, bad, sends in acts
    ]
    return {
        "category": category,
        "source": f"cospend {source}",
        "web": True,
        "screen": copy.deepcopy(screen),
        "cases": cases,
    }


def page(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page of the app (or its open sidebar), its content top to bottom."""
    return {"title": TITLE, "items": items}


def menu(labels: list[str]) -> dict[str, Any]:
    """An open ``NcActions`` menu over the page: its entries."""
    return {"title": TITLE, "dialog": {}, "items": [{"menu": label} for label in labels]}


def dialog(name: str | None, message: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcDialog`` or ``NcModal``: its name, its message, its content and buttons."""
    head = {key: value for key, value in (("title", name), ("message", message)) if value}
    return {"title": TITLE, "dialog": head, "items": items}


def balance(value: float) -> str:
    """A member's balance as the navigation's counter shows it (``toFixed(2)``)."""
    return "0.00" if value == 0 else f"{value:.2f}"

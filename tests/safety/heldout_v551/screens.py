"""How the five-hundred-and-fifty-first held-out corpus writes a SABnzbd screen and what a
tapped control sends. SABnzbd's web interface is Glitter, one page drawn by Knockout over
Bootstrap 3 (the queue, then the history below it), and the Config pages, each a page of its
own: a page lists the app's words and controls top to bottom, an open Bootstrap dropdown or a
native ``<select>`` that is open is a popup of its entries, a Bootstrap modal is a dialog headed
by its title (and its close button, "×"), then its text, content and buttons, and a page's
``confirm()`` is Chrome's dialog (:func:`confirm`). ``t(key)`` is the language's text of a
``$T('key')`` of the templates as the page shows it; ``t(key, SCRIPT)`` the same text where a
template writes it into a script's string, which keeps the HTML entities that ``Ttemplate``
puts for quotes. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

SCRIPT = "script"
"""``t(key, SCRIPT)``: the text as a script's string literal holds it (see the docstring)."""
ORIGIN = "http://192.168.1.20:8080"
"""SABnzbd on a home server, its ``url_base`` left empty (the default): Glitter is ``/``."""
APIKEY = "3f9c1e7a5b2d48c6a0e4f18b7d2c9a65"
"""The API key, ``uuid4().hex``, which the page writes into its script as ``apiKey``."""
PID = 4127
"""The program's process id, which the Shutdown link carries."""
PAGE_LOAD = 1777918215000
"""``Date.now()`` when jQuery loaded (4 May 2026, 18:10:15 UTC): its ``cache: false`` requests
add ``_=`` this, counting up by one for each."""
LEFT = "9.1 GB"
"""What the queue has left to download, as the server formats it."""
Act = tuple[str, bool, list[Any]]

# -- the queue: downloads paused, three jobs (id, name) --------------------------------------
UBUNTU = ("SABnzbd_nzo_k3p9x2m1", "ubuntu-24.04.2-desktop-amd64")
BUNNY = ("SABnzbd_nzo_7fq2wz8d", "Big.Buck.Bunny.2008.1080p.BluRay.x264")
LIBRE = ("SABnzbd_nzo_r5t8yc4b", "LibreOffice_25.2.3_Win_x86-64")
QUEUE = (UBUNTU, BUNNY, LIBRE)
# Big Buck Bunny's files: the first two done, the next two ticked in its files dialog.
BUNNY_FILES = (
    ("SABnzbd_nzf_m2t6r9ke", "big.buck.bunny.2008.1080p.part01.rar", True),
    ("SABnzbd_nzf_b7y4w1pn", "big.buck.bunny.2008.1080p.part02.rar", True),
    ("SABnzbd_nzf_q8v3m0xa", "big.buck.bunny.2008.1080p.part03.rar", False),
    ("SABnzbd_nzf_c1z7k5wd", "big.buck.bunny.2008.1080p.part04.rar", False),
)

# -- the history: a failed job and a completed one; the orphaned folders ------------------
SINTEL = ("SABnzbd_nzo_h2j6vn0q", "Sintel.2010.720p.WEB-DL")  # failed: repair short of blocks
TEARS = ("SABnzbd_nzo_w9e3ub7s", "Tears.of.Steel.2012.1080p.BluRay")  # completed
SINTEL_SIZE = "1.1 GB"
SINTEL_PATH = "/downloads/incomplete/Sintel.2010.720p.WEB-DL"
ORPHANS = ("Elephants.Dream.2006.720p", "Cosmos.Laundromat.2015.1080p")

# -- the Config pages: one news server, one category ----------------------------------------
SERVER = "news.eweka.nl"  # the server's config name is its host
SERVER_NAME = "Eweka"  # its description
SERVER_USER = "mlindqvist"
STARS = "*" * 10  # the page shows a stored password as ten asterisks, and posts them back
CATEGORY, CATEGORY_DIR = "tv", "TV Shows"

_nonce = [PAGE_LOAD]


def reset() -> None:
    """Start each language's screens from the same page load (the same ``_=`` values)."""
    _nonce[0] = PAGE_LOAD


def uri(value: Any) -> str:
    """``encodeURIComponent(String(value))``."""
    text = str(value).lower() if isinstance(value, bool) else str(value)
    return quote(text, safe="-_.!~*'()")


def param(pairs: list[tuple[str, Any]]) -> str:
    """``jQuery.param`` of an object (keys in order, ``null`` as empty)."""
    return "&".join(f"{uri(k)}={uri('' if v is None else v)}" for k, v in pairs)


def api(*pairs: tuple[str, Any]) -> dict[str, str]:
    """Glitter's ``callAPI(data)``: ``$.ajax`` ``GET ./api`` with ``data``, then ``output`` and
    ``apikey`` added, ``cache: false`` adding ``_=`` (jQuery's nonce)."""
    nonce = _nonce[0]
    _nonce[0] += 1
    query = param([*pairs, ("output", "json"), ("apikey", APIKEY), ("_", nonce)])
    return {"request": f"GET /api?{query}"}


def post(url: str, body: str) -> dict[str, str]:
    """A jQuery ``$.ajax`` (or jQuery Form's ``ajaxSubmit``) ``POST``: the body urlencoded, a
    space as ``+``."""
    return {"request": f"POST {url}", "body": body.replace("%20", "+")}


def form(url: str, pairs: list[tuple[str, Any]]) -> dict[str, str]:
    """A form the browser submits itself (``application/x-www-form-urlencoded``)."""

    def encode(text: str) -> str:
        keep = "*-._"
        return "".join(
            c if c.isascii() and (c.isalnum() or c in keep) else "+" if c == " "
            else "".join(f"%{b:02X}" for b in c.encode("utf-8"))
            for c in text
        )  # fmt: skip

    body = "&".join(f"{encode(k)}={encode(str(v))}" for k, v in pairs)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def link(url: str) -> dict[str, str]:
    """A page load: a link followed, ``location.reload()`` or ``document.location`` set."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [
        {"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
        for label, bad, sends in acts
    ]
    return {
        "category": category,
        "source": f"sabnzbd {source}",
        "web": True,
        "screen": copy.deepcopy(screen),
        "cases": cases,
    }


def glitter_title(t: Any) -> str:
    """Glitter's ``<title>`` while downloads are paused with data left: the words are the
    page script's (``glitterTranslate.paused`` and ``.left``)."""
    return f"{t('post-Paused', SCRIPT)} - {LEFT} {t('Glitter-left', SCRIPT)} - SABnzbd"


def config_title(t: Any, pane: str) -> str:
    """A Config page's ``<title>``: "SABnzbd Config - <pane>"."""
    return f"SABnzbd {t('menu-config')} - {t(pane)}"


def page(title: str, url: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page, its content top to bottom."""
    return {"title": title, "url": ORIGIN + url, "items": items}


def popup(title: str, url: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown or ``<select>`` over the page: its entries (``menu`` items) and
    words."""
    return {"title": title, "url": ORIGIN + url, "dialog": {}, "items": items}


def modal(title: str, url: str, name: str | None, message: str | None,
          items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A Bootstrap modal over the page: its title, its text, then its close button, content
    and buttons."""
    head = {key: value for key, value in (("title", name), ("message", message)) if value}
    return {"title": title, "url": ORIGIN + url, "dialog": head,
            "items": [{"button": "×"}, *items]}  # fmt: skip


def confirm(title: str, url: str, message: str, lang: str) -> dict[str, Any]:
    """A page's ``confirm(message)``: Chrome's dialog, no title, OK and Cancel in the language
    of the browser."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return {"title": title, "url": ORIGIN + url, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def chrome(lang: str) -> tuple[str, str]:
    """Chrome's OK and Cancel of a ``confirm()`` in ``lang``."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return ok, cancel


def settings_json(**changed: Any) -> str:
    """Glitter's interface settings as ``ko.toJSON`` writes them when one changes (every
    setting of ``globalInterfaceSettings``, in its order, the page's defaults otherwise)."""
    settings: dict[str, Any] = {
        "dateFormat": "fromNow",
        "extraQueueColumns": [],
        "extraHistoryColumns": [],
        "displayCompact": False,
        "displayFullWidth": False,
        "displayTabbed": False,
        "confirmDeleteQueue": True,
        "confirmDeleteHistory": True,
        "keyboardShortcuts": True,
    }
    settings.update(changed)
    return json.dumps(settings, separators=(",", ":"))


def server_form() -> list[tuple[str, Any]]:
    """The fields of the server's form in the order of the page (jQuery Form's and jQuery's
    serialisation alike): the hidden fields, the Enabled box (named by the server, ticked), the
    details (the user name and password fields renamed from their obfuscated names first); the
    Required and Optional boxes are unticked and so not sent."""
    return [
        ("apikey", APIKEY),
        ("output", "json"),
        ("server", SERVER),
        ("ajax", "1"),
        (SERVER, "1"),
        ("enable", "1"),
        ("displayname", SERVER_NAME),
        ("host", SERVER),
        ("port", "563"),
        ("ssl", "1"),
        ("username", SERVER_USER),
        ("password", STARS),
        ("connections", "20"),
        ("priority", "0"),
        ("retention", "0"),
        ("timeout", "60"),
        ("ssl_verify", "3"),
        ("ssl_ciphers", ""),
        ("pipelining_requests", "2"),
        ("expire_date", ""),
        ("quota", ""),
        ("notes", ""),
    ]

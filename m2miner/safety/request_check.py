"""The model check of held web requests: a configured model decides what the request
layer could not.

Where ``safety.model_check`` names a model and the requests decide (a web device whose
page runs the guard), a mutating ``fetch``, ``XMLHttpRequest`` or form submit that no
rule allows and the request layer (:mod:`m2miner.safety.release`) does not release is not
failed at once: it waits in the page (:mod:`m2miner.safety.network`, ``rules.ask``) while the
wrapper asks the model whether it commits an irreversible real-world effect, with the
request's method, path and body (its first 600 characters, the values of secret-like keys
masked), the tapped element's label and the screen's title and texts. A no lets it leave; a yes, an
unreadable answer, a failing model, or a page that went away meanwhile keep it held (fail
closed). A read answer is cached per (app, method, path template, body shape, tapped
element) for every device sharing the model entry, the template being the path with each
segment that is an id (one holding a digit, but for a word with a number in it,
``oauth2``) written ``*``, the shape the body's field names (nested objects' by their
dotted path, two levels down) with the values that are flags or short words, and an
operation's code, a number too (``op=1``; :func:`body_shape`), and the element the tap's
role and label, digits masked, with the words of the dialog it answers (:func:`tap_key`):
the first like of a post asks, every later one is answered from the cache, while
``status=closed`` and ``status=deleted`` to one endpoint are asked apart, and so are Share
and Unshare sending the same request, and two dialogs' OK that send the same one: the
question shows the tap and the screen's texts. A
form waits as its submit event, stopped, and is submitted again with the button that
sent it on a no. A WebSocket message
waits as the requests it carries (:mod:`m2miner.safety.frames`), and the messages sent
after it on its socket wait behind it, so they leave in order; one the guard cannot read
is asked as itself (``WEBSOCKET``), its key the message's shape, or the message itself
where it has no fields; binary data is asked every time. Beacons are not asked (they
cannot wait): they stay held.
A tap the words call a commit asks nothing: its requests stay held; with
``safety.model_check_release`` they are asked too (``underCommit``, never after a
critical term), and leave only on a measured, confident no: the first token's ``p_yes``
at or below the threshold. With it, a GET that a ``fetch``, an ``XMLHttpRequest`` or a
form sends after such a tap (a critical term's too) waits the same way (``read``): an app
that writes with a GET (a backup's restore, ``GET /api/backups/<id>/apply``) shows it only
in the tap's words. So do the GETs, the tab's navigation included, after a tap whose words
name an operation but take the tap for the way to it (a menu's "Delete":
:func:`~m2miner.safety.network.names_operation`), and, after any tap, a GET or
navigation whose URL names one (Bludit's ``/admin/uninstall-plugin/…``:
:func:`~m2miner.safety.network.url_names_operation`); they leave on a plain no. A GET's query
is shown as its body. Without the release a GET is never held for the tap's words alone.
The answer is recorded with the request on the node
(``info["safety"]["requests"][i]["asked"]``), the body is not.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from m2miner.safety.bodies import OPERATION_KEYS, parse_body, query_text, words
from m2miner.safety.context import Screen, dialog_texts
from m2miner.safety.model_check import ModelCheck, Question, masked, screen_texts
from m2miner.safety.network import DECIDE_SCRIPT
from m2miner.safety.release import calls

MAX_BODY = 600
_HAS_DIGIT = re.compile(r"\d")
_WORD_NUMBER = re.compile(r"[A-Za-z]{3,}[A-Za-z0-9]*")
_HEX_OR_NUMBER = re.compile(r"\d{3}|^[0-9a-fA-F]+$")
_WORD = re.compile(r"[A-Za-z_.-]{1,24}")
_CODE = re.compile(r"[A-Za-z0-9_.-]{1,24}")
_PATH = re.compile(r"/?[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+/?")
"""A value that is a path of two segments or more: an address the body sends to (an MQTT
topic, ``zigbee2mqtt/bridge/request/device/remove``), shown with its ids as ``*``."""
CODE_KEYS = OPERATION_KEYS | frozenset({"ops", "act", "cmd", "do", "task", "method", "mode",
                                        "type", "kind"})  # fmt: skip
"""Words of a key whose value names what the request does, a number as well as a word: an
operation's (:data:`~m2miner.safety.bodies.OPERATION_KEYS`), a kind's or a mode's. Gogs'
admin dashboard runs garbage collection with ``op=4`` and deletes every inactive account
with ``op=1``, from one form (:func:`body_shape`)."""
CODED = OPERATION_KEYS | frozenset({"type", "kind", "mode"})
"""Words before a last ``id`` that make it an operation's or a kind's code
(``action_id``, ``post_action_type_id``), unlike a record's (``task_id``)."""
NUMBER_KEYS = frozenset({
    "page", "offset", "limit", "start", "count", "index", "idx", "pos", "position", "order",
    "sort", "size", "per", "level", "version", "id", "ids", "num", "number", "max", "min",
    "from", "to", "step", "p", "n", "v",
})  # fmt: skip
"""Words of a key whose ``0`` or ``1`` is a number (a page, an offset, a count, an index),
not a form's flag."""
SECRET = frozenset({"password", "passcode", "passphrase", "secret", "token", "otp", "totp",
                    "mfa", "pin", "cvv", "cvc", "iban", "identity", "key", "auth"})  # fmt: skip
"""Words of a key whose value the question shows as ``…``."""

SYSTEM = (
    "You check web requests that an automated agent's tap in a web app is about to send, "
    "on a real account. Answer yes if the request would commit an irreversible real-world "
    "effect: pay, buy, order, transfer money, send or post content other people see, "
    "publish, share publicly, book, delete for good, report, ban, invite, or change the "
    "account's security. Answer no if it only saves a setting, a like, a bookmark, a "
    "follow, a draft, an edit or another change the same app can undo. Answer with one "
    "word: yes or no."
)


def template(url: str) -> str:
    """The path of ``url`` with every segment that is an id (:func:`is_id`) written ``*``."""
    path = urlsplit(url).path or "/"
    return "/".join("*" if is_id(part) else part for part in path.split("/"))


def is_id(segment: str) -> bool:
    """Whether a path segment is an id: it holds a digit, and is not a word with a number
    in it (``oauth2``, a Socket.IO event ``save2FA``: three letters first, no run of three
    digits, not hexadecimal)."""
    if not _HAS_DIGIT.search(segment):
        return False
    return not _WORD_NUMBER.fullmatch(segment) or bool(_HEX_OR_NUMBER.search(segment))


def tap_key(tapped: str, role: str, dialog: str = "") -> str:
    """The tap a request's answer is cached with: its role and its label, folded, digits
    masked, as the element of an action's question is, and the words of the dialog it
    confirms (:func:`dialog_words`). The question shows the tap, so the answer for a Share
    that sends ``POST /i/share`` is not an Unshare's that sends the same; nor is one
    dialog's OK another's that sends the same request, where one dialog says an e-mail
    goes out and the other does not, as an action's answer is cached per layout."""
    key = f"{role or 'control'}|{masked(tapped)}"
    return f"{key}|{masked(dialog)}" if dialog else key


def dialog_words(screen: Screen) -> str:
    """The words of the dialog ``screen`` shows, its title and message (not its buttons),
    or "" where it shows none."""
    return " | ".join(t for t in dialog_texts(screen) if t) if screen.dialog else ""


@dataclass(frozen=True)
class Tap:
    """The tap that sent a held request, as its question shows it: the app, the tapped
    element's label and role, and its screen's title, texts (:func:`screen_texts`) and
    dialog (:func:`dialog_words`)."""

    app: str
    label: str
    role: str
    title: str = ""
    texts: tuple[str, ...] = ()
    dialog: str = ""

    @classmethod
    def on(cls, app: str, label: str, role: str, screen: Screen | None) -> Tap:
        """The tap on ``label`` (``role``) on ``screen``, read before the tap."""
        if screen is None:
            return cls(app, label, role)
        return cls(app, label, role, screen.title, screen_texts(screen), dialog_words(screen))


def request_key(method: str, url: str, body: str | None = None) -> str:
    """The cache key of a question about a request: its method, its path template and its
    body's shape (:func:`body_shape`), so that ``op=add`` and ``op=remove`` to one
    endpoint are asked apart while two likes of different posts share an answer. A GET
    without a body is shaped by its query, which carries what it does
    (``?action=remove`` and ``?action=show`` are asked apart); any other request by its
    query's shape as well as its body's, and the methods a body calls (Livewire sends
    every call to ``POST /livewire/update``: ``closeTicket`` is not ``updateLabel``;
    :func:`~m2miner.safety.release.calls`)."""
    shape = body_shape(carried(method, url, body))
    if named := sorted({name for name, _ in calls(body)}):
        shape = f"{shape} calls={','.join(named)}".strip()
    if not shape and method.upper() == "WEBSOCKET" and body:
        # A message without fields says what it does only whole: no two share an answer.
        shape = "message=" + hashlib.sha256(body.encode()).hexdigest()[:16]
    query = urlsplit(url).query
    if query and method.upper() != "GET":  # a GET's query is what it carries already
        # A write's query says what it does as well as its body: a server-rendered app
        # posts every form to one path, ``/i/?c=feed&a=delete`` beside ``?c=entry&a=read``.
        asked = body_shape(query_text(query))
        shape = f"?{asked} {shape}".strip() if asked else shape
    return f"{method.upper()} {template(url)}" + (f" {shape}" if shape else "")


def carried(method: str, url: str, body: str | None) -> str | None:
    """What a request carries: its body, or a GET's query where it has no body."""
    if body or method.upper() != "GET":
        return body
    return query_text(urlsplit(url).query) or None


def body_shape(body: str | None) -> str:
    """A body's field names, each with its value where the value is a flag or a short
    word (an enumeration: ``status=closed``, ``flag=starred``), a path of two segments or
    more with its ids as ``*`` (an MQTT topic, where the body says where it goes:
    ``topic=zigbee2mqtt/bridge/request/device/remove``) or the code of an
    operation under a key that names one (:data:`CODE_KEYS`: ``op=1``), a flag (a form's
    field's or a JSON number's ``0`` or ``1`` under a key that names no number,
    :data:`NUMBER_KEYS`: SABnzbd deletes a job's files with ``del_files=1`` and keeps them
    with ``del_files=0``; Nextcloud's two-factor TOTP turns off with ``{"state": 0}``) and
    marked where it is empty (a form's flag left unset, ``_draft=``); ids, numbers, free text
    and the values of secret-like keys are left out. The fields of an object inside it
    count too, two levels down, by their dotted names: ``{"memo": {"visibility":
    "PUBLIC"}}`` is ``memo.visibility=PUBLIC``, so a public post is not answered from a
    private one's cached no. Objects of one field that hold the rest take no level (an
    envelope: tRPC's batch ``{"0": {"json": {...}}}``, GraphQL's ``{"variables": ...}``),
    a list of one object is read as the object (a batch of one: Livewire's
    ``{"components": [{"updates": {"tos": true}, ...}]}``), and a list of records is
    shown by a digest of their ids (:func:`_records`). An array
    (a socket event's arguments, ``[{"disableAuth": true}, "password"]``) is shaped by the
    first object in it."""
    data = parse_body(body)
    if isinstance(data, list):  # a call's arguments: shaped by the first object among them
        data = next((item for item in data if isinstance(item, dict)), None)
    if not isinstance(data, dict):
        return ""
    prefix, hidden = "", False
    while len(data) == 1 and isinstance(inner := next(iter(data.values())), dict) and inner:
        key = str(next(iter(data)))  # an envelope: tRPC's {"0": {"json": {...}}}
        prefix, hidden = f"{prefix}{key}.", hidden or bool(SECRET & set(words(key)))
        data = inner
    return "&".join(_shape(data, prefix, SHAPE_DEPTH, hidden))


SHAPE_DEPTH = 2
"""How many levels of nested objects :func:`body_shape` reads below the top one."""


def _shape(data: dict[Any, Any], prefix: str, depth: int, hidden: bool = False) -> list[str]:
    """The shape's parts of ``data``; ``hidden``: under a secret-like key, no value shown."""
    parts = []
    for key, value in sorted(data.items(), key=lambda item: str(item[0])):
        name = prefix + str(key)
        secret = hidden or bool(SECRET & set(words(str(key))))
        if isinstance(value, list) and len(value) == 1 and isinstance(value[0], dict):
            value = value if _records(value) else value[0]  # a batch of one: Livewire's
        if isinstance(value, dict) and value and depth > 0:
            parts += _shape(value, f"{name}.", depth - 1, secret)
        elif isinstance(value, list) and not secret and (kept := _records(value)):
            parts.append(f"{name}[{kept}]")
        elif isinstance(value, bool) or value is None:
            parts.append(f"{name}={json.dumps(value)}")
        elif isinstance(value, str) and _WORD.fullmatch(value) and not secret:
            parts.append(f"{name}={value}")
        elif isinstance(value, str) and len(value) <= 200 and _PATH.fullmatch(value) and not secret:
            parts.append(f"{name}={template(value)}")  # a topic: remove is not restart
        elif _operation(str(key)) and _CODE.fullmatch(str(value)) and not secret:
            parts.append(f"{name}={value}")  # an operation's code: op=1 is not op=4
        elif _flag(value) and not secret and not NUMBER_KEYS & set(words(str(key))):
            parts.append(f"{name}={value}")  # a flag: del_files=1 is not del_files=0
        elif value == "":  # a form's flag left empty: Roundcube saves a draft with
            parts.append(f"{name}=")  # _draft=1 and sends the same form with _draft=
        else:
            parts.append(name)
    return parts


def _flag(value: object) -> bool:
    """Whether ``value`` is a ``0`` or a ``1``: a form's field or a JSON number
    (``{"state": 0}`` turns a setting off, ``{"state": 1}`` on)."""
    return value in ("0", "1") or (type(value) is int and value in (0, 1))


RECORD_IDS = ("id", "uuid", "guid", "_id")
"""Keys that name the record an object of a list is."""


def _records(items: list[Any]) -> str | None:
    """A digest of the records a list of them keeps (every item an object with an id,
    :data:`RECORD_IDS`), or None. A list sent whole says which records stay: Spliit saves
    a group's settings with its participants, and a save without one deletes them (v259),
    so that save is not answered from a rename's no, which keeps them all."""
    kept = []
    for item in items:
        key = next((k for k in RECORD_IDS if k in item), None) if isinstance(item, dict) else None
        if key is None:
            return None
        kept.append(str(item[key]))
    return hashlib.sha256(repr(sorted(kept)).encode()).hexdigest()[:8] if kept else None


def _operation(key: str) -> bool:
    """Whether ``key`` names an operation (:data:`CODE_KEYS`): its last word does, or the
    word before a last ``id`` names an operation or a kind (:data:`CODED`): Restyaboard's
    bulk action sends ``action_id`` 3 to delete the chosen users and 1 to block them."""
    named = words(key)
    if len(named) > 1 and named[-1] == "id":
        return named[-2] in CODED
    return bool(named) and named[-1] in CODE_KEYS


def shown_body(body: str | None) -> str:
    """The body as the model sees it: JSON or form fields with the values of secret-like
    keys masked, cut at :data:`MAX_BODY` characters; a body it cannot read is not shown."""
    data = parse_body(body)
    if data is None:
        return "" if not body else "(not shown)"
    return json.dumps(_masked(data), ensure_ascii=False)[:MAX_BODY]


def _masked(data: Any, depth: int = 0) -> Any:
    if depth > 6:
        return "…"
    if isinstance(data, dict):
        return {
            k: "…" if SECRET & set(words(str(k))) else _masked(v, depth + 1)
            for k, v in data.items()
        }
    if isinstance(data, list):
        return [_masked(v, depth + 1) for v in data]
    return data


@dataclass(frozen=True)
class RequestQuestion(Question):
    """What the model is asked about one held request."""

    request: str = ""
    body: str = ""

    def prompt(self) -> str:
        lines = [
            f"App: {self.app}",
            f"Screen title: {self.title or '(none)'}",
            f"Screen texts: {' | '.join(self.texts) or '(none)'}",
            f"Tapped: {self.element or '(no label)'} (role {self.role})",
            f"Request: {self.request}",
            f"Body: {self.body or '(none)'}",
            "Does this request commit an irreversible real-world effect? Answer yes or no.",
        ]
        return "\n".join(lines)


def request_question(entry: dict[str, Any], tap: Tap) -> RequestQuestion:
    """The question about a held request the guard logged (``method``, ``url``,
    ``body``), asked after ``tap``. It shows the screen's texts, so the row beside a Run
    says what it runs; they are not in the cache key, but a dialog's words are."""
    method, url = str(entry.get("method", "")).upper(), str(entry.get("url", ""))
    path = urlsplit(url).path or "/"
    body = carried(method, url, entry.get("body"))
    key = request_key(method, url, body)
    if method == "WEBSOCKET" and not body:  # binary data: no two messages share an answer
        key += f" message=binary#{uuid.uuid4().hex[:16]}"
    return RequestQuestion(
        key=(tap.app, "request", key, tap_key(tap.label, tap.role, tap.dialog)),
        action="send",
        element=tap.label,
        ids="",
        role=tap.role or "control",
        app=tap.app,
        title=tap.title,
        texts=tap.texts,
        box=None,
        request=f"{method} {path}",
        body=shown_body(body),
    )


@dataclass(frozen=True)
class _NoShot:
    png: bytes = b""
    width: int = 0
    height: int = 0


NO_SHOT = _NoShot()
"""The screenshot a request's question goes with: none (a request has no element)."""


def settle_waiting(
    entries: list[dict[str, Any]],
    check: ModelCheck,
    run: Callable[..., Any],
    tap: Tap,
    threshold: float = 0.0,
) -> list[dict[str, Any]]:
    """Ask ``check`` about each request of ``entries`` that waits in the page (``sent``
    None), let it leave or fail through ``run`` (the device's ``execute_script``), and
    record the answer on it; ``tap`` is the tap that sent them.
    A request sent after a tap the words call a commit (``underCommit``) leaves only when
    the answer's ``p_yes`` is at most ``threshold`` (``safety.model_check_release``)."""
    for entry in entries:
        if entry.get("sent") is not None:
            continue
        question = request_question(entry, tap)
        answer = check.ask(question, NO_SHOT, system=SYSTEM)
        go = answer.parsed and not answer.irreversible
        under_commit = bool(entry.get("underCommit"))
        if under_commit:
            go = go and answer.p_yes is not None and answer.p_yes <= threshold
        try:
            delivered = bool(run(DECIDE_SCRIPT, entry.get("id"), go))
        except Exception:  # the page went away: the request failed with it
            delivered = False
        entry["sent"] = go and delivered
        entry["asked"] = answer.record(question, check.model.name)
        if under_commit:
            entry["asked"]["threshold"] = threshold
        entry.pop("body", None)
    return entries

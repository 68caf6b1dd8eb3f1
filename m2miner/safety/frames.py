"""What a WebSocket message carries: the request a web app sends over its socket.

Many web apps send their writes, and often their reads, as messages on a WebSocket, not as
HTTP requests. The guard (:mod:`m2miner.safety.network`) reads the protocols they speak, so
a message is judged as the request it carries, by the same rules and the same request layer
as a ``fetch``:

- **Engine.IO and Socket.IO** (a socket whose URL has an ``EIO`` query): the transport's
  own packets (open, close, ping, pong, upgrade, noop) and Socket.IO's connect and
  disconnect carry nothing. An event, ``42["deleteMonitor",7]`` (with a namespace, an ack
  id or binary attachments' count), is a ``POST`` of ``/<event>`` on the socket's origin
  whose body is its argument (one object) or its arguments (a JSON array); an event named
  with an HTTP method whose argument has a ``url`` is a sails.io virtual request (sails.io.js
  emits ``["patch",{"method":"patch","url":"/api/cards/7","data":{...}}]``), carried as
  that method, that URL and its ``data``.
- **SockJS**: a frame that is a JSON array of strings holds one message per string, each
  read as below (Meteor's client sends DDP this way).
- **Meteor DDP** (an object with ``msg``): ``connect``, ``ping``, ``pong``, ``sub`` and
  ``unsub`` carry nothing; a ``method`` call is a ``POST`` of ``/<method>`` with its
  parameters as the body.
- **GraphQL over WebSocket** (``graphql-ws`` and ``subscriptions-transport-ws``): the
  connection's control messages carry nothing; ``subscribe`` or ``start`` is a ``POST`` of
  the socket's path with the operation as the body, so that a query is told from a mutation
  as over HTTP.
- **Action Cable** (Rails): ``subscribe`` and ``unsubscribe`` carry nothing; a ``message``
  is a ``POST`` of ``/<channel>/<action>`` with its data.
- **Phoenix channels** (an array ``[join_ref, ref, topic, event, payload]`` or an object
  with ``topic`` and ``event``): ``phx_join``, ``phx_leave`` and ``heartbeat`` carry nothing;
  another event is a ``POST`` of ``/<topic>/<event>`` with its payload.

Any other message (a protocol of the app's own, plain text, binary data) carries itself: a
request of method ``WEBSOCKET`` to the socket's URL whose body is the message, held back as
every unreadable write is. The same reading runs in the page (:data:`FRAME_JS`) and here
(:func:`carried`, for records, tests and the corpus).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, quote, urljoin, urlsplit

from m2miner.safety.bodies import HTTP_METHODS

SAILS = HTTP_METHODS
"""The events sails.io.js emits: each names the method of the request it carries."""
DDP_QUIET = frozenset({"connect", "ping", "pong", "sub", "unsub"})
GRAPHQL_QUIET = frozenset({
    "connection_init", "connection_ack", "connection_terminate", "ping", "pong", "complete",
    "stop", "ka",
})  # fmt: skip
GRAPHQL_OPERATION = frozenset({"subscribe", "start"})
PHOENIX_QUIET = frozenset({"phx_join", "phx_leave", "heartbeat"})
CABLE_QUIET = frozenset({"subscribe", "unsubscribe"})
_SOCKET_IO = re.compile(r"4([0-6])(?:\d+-)?(?:(/[^,\[{\"]*),)?(\d*)(.*)", re.S)


@dataclass(frozen=True)
class Carried:
    """One request a message carries."""

    method: str
    url: str
    body: str | None = None


def carried(socket_url: str, message: Any) -> list[Carried]:
    """The requests ``message``, sent on the socket at ``socket_url``, carries: none for a
    protocol's own control message, one or more for what the protocols above say, else
    the message itself as a ``WEBSOCKET`` request (binary data without a body)."""
    base = _http(socket_url)
    if not isinstance(message, str):
        return [Carried("WEBSOCKET", base)]
    if "EIO" in parse_qs(urlsplit(socket_url).query, keep_blank_values=True):
        return _engine_io(base, message)
    data = _json(message)
    if isinstance(data, list) and data and all(isinstance(m, str) for m in data):
        inner = [_json(m) for m in data]
        if all(isinstance(m, dict) for m in inner):
            return [c for m, text in zip(inner, data, strict=True) for c in _read(base, m, text)]
    return _read(base, data, message)


def _http(socket_url: str) -> str:
    """The socket's URL as the page's scheme says it (``ws`` is ``http``)."""
    return re.sub(r"^ws(s?):", r"http\1:", socket_url, flags=re.I)


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _named(base: str, *names: str) -> str:
    """A ``POST``'s URL on the socket's origin: ``/<name>/...``."""
    return urljoin(base, "/" + "/".join(quote(n.strip("/"), safe="/:!*'()") for n in names))


def _arguments(args: list[Any]) -> str | None:
    """The body of a call's arguments: one object as itself, several as an array."""
    if not args:
        return None
    return _dump(args[0] if len(args) == 1 and isinstance(args[0], dict) else args)


def _engine_io(base: str, message: str) -> list[Carried]:
    if not message.startswith("4"):
        return []  # open, close, ping, pong, upgrade, noop
    packet = _SOCKET_IO.fullmatch(message)
    if packet is None:
        return [Carried("WEBSOCKET", base, message)]
    kind, payload = packet.group(1), _json(packet.group(4))
    if kind in "014":
        return []  # connect, disconnect, connect error
    if kind not in "25" or not isinstance(payload, list) or not payload:
        return [Carried("WEBSOCKET", base, message)]  # an ack, or unreadable
    event, args = payload[0], payload[1:]
    if not isinstance(event, str):
        return [Carried("WEBSOCKET", base, message)]
    ctx = args[0] if args else None
    if event.lower() in SAILS and isinstance(ctx, dict) and isinstance(ctx.get("url"), str):
        data = ctx.get("data")
        body = _dump(data) if data not in (None, {}, []) else None
        return [Carried(event.upper(), urljoin(base, ctx["url"]), body)]
    return [Carried("POST", _named(base, event), _arguments(args))]


def _read(base: str, data: Any, text: str) -> list[Carried]:
    """One message of the protocols above, parsed as ``data`` from ``text``."""
    whole = [Carried("WEBSOCKET", base, text)]
    if isinstance(data, list) and len(data) == 5 and isinstance(data[3], str):
        return _phoenix(base, data[2], data[3], data[4], whole)
    if not isinstance(data, dict):
        return whole
    if isinstance(data.get("msg"), str):
        return _ddp(base, data, whole)
    if isinstance(data.get("command"), str) and isinstance(data.get("identifier"), str):
        return _cable(base, data, whole)
    if isinstance(data.get("topic"), str) and isinstance(data.get("event"), str):
        return _phoenix(base, data["topic"], data["event"], data.get("payload"), whole)
    kind = data.get("type")
    if isinstance(kind, str) and kind in GRAPHQL_QUIET:
        return []
    if kind in GRAPHQL_OPERATION and isinstance(data.get("payload"), dict):
        return [Carried("POST", base, _dump(data["payload"]))]
    return whole


def _ddp(base: str, data: dict[str, Any], whole: list[Carried]) -> list[Carried]:
    if data["msg"] in DDP_QUIET:
        return []
    if data["msg"] == "method" and isinstance(data.get("method"), str):
        params = data.get("params")
        return [Carried("POST", _named(base, data["method"]),
                        _arguments(params if isinstance(params, list) else []))]  # fmt: skip
    return whole


def _cable(base: str, data: dict[str, Any], whole: list[Carried]) -> list[Carried]:
    if data["command"] in CABLE_QUIET:
        return []
    identifier, sent = _json(data["identifier"]), data.get("data")
    said = _json(sent) if isinstance(sent, str) else None
    if data["command"] != "message" or not isinstance(identifier, dict):
        return whole
    channel = str(identifier.get("channel", ""))
    action = said.get("action") if isinstance(said, dict) else None
    names = [channel, action] if isinstance(action, str) else [channel]
    return [Carried("POST", _named(base, *names), sent if isinstance(sent, str) else None)]


def _phoenix(
    base: str, topic: Any, event: str, payload: Any, whole: list[Carried]
) -> list[Carried]:
    if event in PHOENIX_QUIET:
        return []
    if not isinstance(topic, str):
        return whole
    body = _dump(payload) if payload not in (None, {}, []) else None
    return [Carried("POST", _named(base, topic, event), body)]


FRAME_JS = (
    r"""
const frameJson = (text) => { try { return JSON.parse(text); } catch (e) { return null; } };
const frameObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const frameEmpty = (v) => v === null || v === undefined ||
  (Array.isArray(v) ? v.length === 0 : frameObject(v) && Object.keys(v).length === 0);
const frameNamed = (base, names) => new URL('/' + names.map((n) => n.replace(/^\/+|\/+$/g, '')
  .split('/').map((p) => encodeURIComponent(p).replace(/%3A/gi, ':')).join('/')).join('/'),
  base).href;
const frameArguments = (args) => !args.length ? null :
  JSON.stringify(args.length === 1 && frameObject(args[0]) ? args[0] : args);
const frameEngineIo = (base, message) => {
  const whole = [{method: 'WEBSOCKET', url: base, body: message}];
  if (!message.startsWith('4')) return [];
  const packet = /^4([0-6])(?:\d+-)?(?:(\/[^,[{"]*),)?(\d*)([\s\S]*)$/.exec(message);
  if (!packet) return whole;
  const kind = packet[1], payload = frameJson(packet[4]);
  if ('014'.includes(kind)) return [];
  if (!'25'.includes(kind) || !Array.isArray(payload) || !payload.length) return whole;
  const event = payload[0], args = payload.slice(1);
  if (typeof event !== 'string') return whole;
  const ctx = args.length ? args[0] : null;
  if ("""
    + json.dumps(sorted(SAILS))
    + r""".includes(event.toLowerCase()) && frameObject(ctx) &&
      typeof ctx.url === 'string') {
    return [{method: event.toUpperCase(), url: new URL(ctx.url, base).href,
             body: frameEmpty(ctx.data) ? null : JSON.stringify(ctx.data)}];
  }
  return [{method: 'POST', url: frameNamed(base, [event]), body: frameArguments(args)}];
};
const framePhoenix = (base, topic, event, payload, whole) => {
  if ("""
    + json.dumps(sorted(PHOENIX_QUIET))
    + r""".includes(event)) return [];
  if (typeof topic !== 'string') return whole;
  return [{method: 'POST', url: frameNamed(base, [topic, event]),
           body: frameEmpty(payload) ? null : JSON.stringify(payload)}];
};
const frameRead = (base, data, text) => {
  const whole = [{method: 'WEBSOCKET', url: base, body: text}];
  if (Array.isArray(data) && data.length === 5 && typeof data[3] === 'string')
    return framePhoenix(base, data[2], data[3], data[4], whole);
  if (!frameObject(data)) return whole;
  if (typeof data.msg === 'string') {
    if ("""
    + json.dumps(sorted(DDP_QUIET))
    + r""".includes(data.msg)) return [];
    if (data.msg === 'method' && typeof data.method === 'string')
      return [{method: 'POST', url: frameNamed(base, [data.method]),
               body: frameArguments(Array.isArray(data.params) ? data.params : [])}];
    return whole;
  }
  if (typeof data.command === 'string' && typeof data.identifier === 'string') {
    if ("""
    + json.dumps(sorted(CABLE_QUIET))
    + r""".includes(data.command)) return [];
    const identifier = frameJson(data.identifier), sent = data.data;
    const said = typeof sent === 'string' ? frameJson(sent) : null;
    if (data.command !== 'message' || !frameObject(identifier)) return whole;
    const channel = String(identifier.channel === undefined ? '' : identifier.channel);
    const action = frameObject(said) ? said.action : undefined;
    return [{method: 'POST',
             url: frameNamed(base, typeof action === 'string' ? [channel, action] : [channel]),
             body: typeof sent === 'string' ? sent : null}];
  }
  if (typeof data.topic === 'string' && typeof data.event === 'string')
    return framePhoenix(base, data.topic, data.event, data.payload, whole);
  const kind = data.type;
  if (typeof kind === 'string' && """
    + json.dumps(sorted(GRAPHQL_QUIET))
    + r""".includes(kind)) return [];
  if ("""
    + json.dumps(sorted(GRAPHQL_OPERATION))
    + r""".includes(kind) && frameObject(data.payload))
    return [{method: 'POST', url: base, body: JSON.stringify(data.payload)}];
  return whole;
};
const frameCarried = (socketUrl, message) => {
  const base = String(socketUrl).replace(/^ws(s?):/i, 'http$1:');
  if (typeof message !== 'string') return [{method: 'WEBSOCKET', url: base, body: null}];
  let eio = false;
  try { eio = new URL(base).searchParams.has('EIO'); } catch (e) {}
  if (eio) return frameEngineIo(base, message);
  const data = frameJson(message);
  if (Array.isArray(data) && data.length && data.every((m) => typeof m === 'string')) {
    const inner = data.map(frameJson);
    if (inner.every(frameObject))
      return inner.flatMap((m, i) => frameRead(base, m, data[i]));
  }
  return frameRead(base, data, message);
};
"""
)
"""The page's twin of :func:`carried`: ``frameCarried(socketUrl, message)`` gives the
``{method, url, body}`` of each request a message carries."""

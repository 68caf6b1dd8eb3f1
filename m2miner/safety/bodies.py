"""The request layer's body signals: what a held write's body says it does.

The request guard hands the request layer (:mod:`m2miner.safety.release`) the body of a
held ``fetch``, ``XMLHttpRequest`` or beacon when it is a string, JSON, URL-encoded or
form data (form data and URL parameters are read as ``a=1&b=2``, a ``multipart/form-data``
text as its text fields; a file, a blob or a stream is not read), up to :data:`MAX_BODY`
characters; a longer body is not read at all. The signals do not depend on the UI's
language (an API's field names and values are its own) and each one either releases the
request or keeps it held:

- a GraphQL body (``{"query": ...}``, or a batch of them) whose operations are all of
  type ``query`` is a read (``graphql query``); a ``mutation`` or ``subscription`` keeps
  it held;
- a status-like field (:data:`STATUS_KEYS`: ``status``, ``_status``, ``state``, ...) set
  to a draft value (:data:`DRAFT`) next to other content is a reversible save
  (``draft``); set to anything else (``published``, ``sent``, ``deleted``, ...), or a
  draft value with nothing else beside it (a change of state: Payload's unpublish sends
  ``{"_status": "draft"}`` alone) keeps it held, and so does a boolean publish flag
  (``published``, ``isPublished``, ...) and an audience flag set on (:data:`AUDIENCE_FLAGS`:
  ``shared``, ``isPublic``, ...; ``true``, or a form's check box ``on``): the record is
  shown to others, Linkding's new bookmark saved with Share ticked;
- a field naming an operation (:data:`OPERATION_KEYS`: ``action``, ``operation``, ...)
  whose words name a commit (the request layer's hold words) keeps it held.

Everything else is unclear and stays held. Nested objects are read to
:data:`MAX_DEPTH` levels; a form field whose value is a JSON object (Payload sends its
document as ``_payload``) is read as part of the body. The same decision runs in the
page (:data:`BODY_JS`, its word lists written from this module's) and here
(:func:`body_reason`).
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import parse_qsl

MAX_BODY = 65536
"""Bodies longer than this are not read (the request stays held)."""
MAX_DEPTH = 4
STATUS_KEYS = frozenset({"status", "_status", "state", "post_status", "publish_status"})
DRAFT = frozenset({"draft", "drafts"})
PUBLISH_FLAGS = frozenset({"published", "ispublished", "is_published", "publish"})
AUDIENCE_FLAGS = frozenset({"shared", "isshared", "is_shared", "public", "ispublic", "is_public"})
"""Fields that, set on, show a record to others (:func:`body_reason`)."""
ON = frozenset({"on", "true", "1", "yes"})
"""A form's values for a check box that is ticked."""
OPERATION_KEYS = frozenset({"action", "operation", "op", "intent", "command", "do"})
"""Fields whose value names the operation a request performs: AzuraCast's batch call on
its media, ``PUT …/files/batch``, clears their metadata with ``{"do": "clear-extra"}``
(v282)."""
HELD, RELEASED = "held", "released"
HTTP_METHODS = frozenset({"get", "head", "post", "put", "patch", "delete", "options"})
"""HTTP's methods, lower-case: a name that is one says how a request goes, not what it
does (a Sails socket event, a remote call's ``method``)."""
_DIGIT = re.compile(r"\d")
_SPACE = re.compile(r"\s")
"""A URL-encoded form escapes every space and line break (``+``, ``%0A``): a body with one
is some other text, a calendar's ``PUT`` of an event (``BEGIN:VCALENDAR`` …
``ATTENDEE;RSVP=TRUE:mailto:…``) or a WebDAV ``<propertyupdate>``, and its ``=`` are not
fields."""


def words(text: str) -> list[str]:
    """Lower-case words of a path, a query or a value: camelCase, digits and punctuation
    split."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    return [w for w in re.split(r"[^a-z0-9]+", spaced.lower()) if w]


def query_text(query: str) -> str:
    """A URL's query with its fields separated by ``&``. A query without one may separate
    them by ``;``, as HTML 4 asked servers to accept and Perl's CGI writes its links:
    OTOBO ends a session with ``index.pl?Action=AdminSession;Subaction=Kill;…;
    ChallengeToken=…`` (v472). Python's ``parse_qsl`` and the page's ``URLSearchParams``
    split at ``&`` alone and would read it as one field. The page's ``queryText`` is the
    same."""
    return query.replace(";", "&") if ";" in query and "&" not in query else query


def query_fields(query: str) -> list[tuple[str, str]]:
    """A URL query's fields, blank ones kept, read as :func:`query_text` separates them."""
    return parse_qsl(query_text(query), keep_blank_values=True)


def path_tail(path: str) -> list[str]:
    """The words of a path's last two segments that hold no digit: what an endpoint says
    it does (``/api/notes/3/star``: notes, star; ``/admin/uninstall-plugin/pluginAbout``:
    uninstall, plugin, plugin, about). The page's ``pathTail`` is the same."""
    named = [s for s in path.split("/") if s and not _DIGIT.search(s)]
    return [w for s in named[-2:] for w in words(s)]


def parse_body(body: str | None) -> Any:
    """A body as data: JSON, or URL-encoded fields (a field holding a JSON object is read
    as one; a text with a space or a line break, or XML, is not a form, :data:`_SPACE`);
    None when there is none, it is too long or it is neither."""
    if body is None or len(body) > MAX_BODY or not body.strip():
        return None
    text = body.strip()
    if text[0] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            return None
    if text.startswith("--"):
        return _multipart(text)
    if "=" not in text or text.startswith("<") or _SPACE.search(text):
        return None  # not a form: XML, an iCalendar or a vCard, plain text
    fields: dict[str, Any] = {}
    for key, value in parse_qsl(text, keep_blank_values=True):
        fields[key] = value
        if value.startswith("{"):
            with contextlib.suppress(ValueError):
                fields[key] = json.loads(value)
    return fields


_PART = re.compile(
    r"^Content-Disposition:([^\r\n]*)((?:\r?\n[^\r\n]+)*)\r?\n\r?\n(.*)$", re.DOTALL | re.IGNORECASE
)
_NAME = re.compile(r'\bname="([^"]*)"')


def _multipart(text: str) -> dict[str, Any] | None:
    """A ``multipart/form-data`` body as its text fields (a file part is left out), or
    None when it is not one."""
    boundary = text.split("\n", 1)[0].strip()
    if len(boundary) < 3:
        return None
    fields: dict[str, Any] = {}
    for part in text.split(boundary)[1:]:
        found = _PART.match(part.strip("\r\n"))
        name = _NAME.search(found.group(1)) if found else None
        if found and name and "filename=" not in found.group(1):
            fields[name.group(1)] = found.group(3)
    return fields


def pairs(data: Any, depth: int = 0) -> Iterator[tuple[str, Any]]:
    """Every (key, value) of nested objects and lists, to :data:`MAX_DEPTH`."""
    if depth > MAX_DEPTH:
        return
    items: Iterable[Any] = data.values() if isinstance(data, dict) else data
    if isinstance(data, dict):
        for key, value in data.items():
            yield str(key), value
    if isinstance(data, dict | list):
        for value in items:
            yield from pairs(value, depth + 1)


def _graphql(data: Any) -> tuple[str, str] | None:
    operations = data if isinstance(data, list) else [data]
    queries = [o.get("query") for o in operations if isinstance(o, dict)]
    if not queries or not all(isinstance(q, str) for q in queries):
        return None
    for query in queries:
        text = re.sub(r"#[^\n]*", "", str(query))
        kinds = re.findall(r"(?:^|})\s*(query|mutation|subscription)\b", text)
        if text.strip().startswith("{"):
            kinds.append("query")
        if not kinds or any(kind != "query" for kind in kinds):
            return (HELD, "graphql mutation") if "mutation" in kinds else (HELD, "graphql")
    return RELEASED, "graphql query"


def body_reason(body: str | None, hold: frozenset[str]) -> tuple[str, str] | None:
    """What ``body`` says: ``(RELEASED, why)``, ``(HELD, why)`` or None (it says
    nothing the layer reads). ``hold`` are the words that name a commit."""
    data = parse_body(body)
    if not isinstance(data, dict | list):
        return None
    if (isinstance(data, dict) and "query" in data) or (
        isinstance(data, list) and data and all(isinstance(o, dict) and "query" in o for o in data)
    ):
        return _graphql(data)
    found = list(pairs(data))
    draft = False
    for key, value in found:
        name = key.lower()
        if name in OPERATION_KEYS and isinstance(value, str) and hold & set(words(value)):
            return HELD, f"{key}: {value}"
        if name in PUBLISH_FLAGS and isinstance(value, bool):
            return HELD, f"{key}: {json.dumps(value)}"
        if name in AUDIENCE_FLAGS and (
            value is True or (isinstance(value, str) and value.lower() in ON)
        ):
            return HELD, f"{key}: {json.dumps(value)}"
        if name in STATUS_KEYS and isinstance(value, str):
            if value.lower() not in DRAFT:
                return HELD, f"{key}: {value}"
            draft = True
    if draft and _content(found):
        return RELEASED, "draft"
    if draft:
        return HELD, "status change"
    return None


def _content(found: list[tuple[str, Any]]) -> bool:
    """Whether the body that sets the status carries anything besides it and ids."""
    for key, value in found:
        if key.lower() in STATUS_KEYS and isinstance(value, str):
            continue
        if key.lower() in {"id", "_id", "uuid"} or isinstance(value, dict | list):
            continue
        return True
    return False


OVERRIDE = "_method"
"""The field in which a form or a request names the method a POST stands for (Rails' and
Rack's ``Rack::MethodOverride``, Laravel's ``@method``, Symfony's ``http_method_override``,
Express's ``method-override`` with a query getter): the server routes ``POST /users/5``
with ``_method=PUT`` as ``PUT /users/5``, and the request layer judges it so."""
TOKEN_KEYS = frozenset({
    "authenticity_token", "__requestverificationtoken", "_wpnonce",
})  # fmt: skip
"""Names of anti-forgery tokens that do not end in ``token`` after another word or say
csrf or xsrf: Rails', ASP.NET's and WordPress's."""
NOT_FORGERY = frozenset({
    "access", "id", "refresh", "api", "auth", "bearer", "page", "next", "continuation",
    "sync", "reset", "share", "download", "invite", "invitation", "verification", "confirm",
    "confirmation", "unsubscribe",
})  # fmt: skip
"""Words before ``token`` that name a token which grants or reads, not one against
forgery: OAuth's access, id and refresh tokens, API and auth tokens, paging tokens, the
links in a mail (reset, invite, verification, unsubscribe) and shared links."""


def token_key(key: str) -> bool:
    """Whether a query or form field named ``key`` carries an anti-forgery token: one named
    with csrf or xsrf (``csrf_token``, ``_csrf``, ``XSRF-TOKEN``), a form's own token
    (Laravel's and Symfony's ``_token``, ``form[_token]``, MantisBT's
    ``tag_detach_token``), or one of :data:`TOKEN_KEYS`; not a bare ``token`` nor one
    :data:`NOT_FORGERY` names."""
    low = key.lower()
    if low in TOKEN_KEYS or "csrf" in low or "xsrf" in low:
        return True
    said = words(key)
    if len(said) < 2 or said[-1] != "token" or said[-2] in NOT_FORGERY:
        return low.replace("[", "").replace("]", "").endswith("_token") and len(said) == 1
    return True


def plumbing(key: str) -> bool:
    """Whether a field carries how a request is sent, not what it sets: an anti-forgery
    token (:func:`token_key`) or the method a POST stands for (:data:`OVERRIDE`)."""
    return key == OVERRIDE or token_key(key)


_JS_CONSTANTS = {
    "STATUS_KEYS": STATUS_KEYS,
    "DRAFT": DRAFT,
    "PUBLISH_FLAGS": PUBLISH_FLAGS,
    "AUDIENCE_FLAGS": AUDIENCE_FLAGS,
    "ON": ON,
    "OPERATION_KEYS": OPERATION_KEYS,
    "TOKEN_KEYS": TOKEN_KEYS,
    "NOT_FORGERY": NOT_FORGERY,
}
BODY_JS = (
    f"\nconst MAX_BODY = {MAX_BODY}, MAX_DEPTH = {MAX_DEPTH};\n"
    + "".join(f"const {name} = {json.dumps(sorted(v))};\n" for name, v in _JS_CONSTANTS.items())
    + f"const OVERRIDE = {json.dumps(OVERRIDE)};\n"
    + r"""// tokenKey(): token_key; plumbing(): plumbing.
const tokenKey = (k) => {
  const l = k.toLowerCase();
  if (TOKEN_KEYS.includes(l) || l.includes('csrf') || l.includes('xsrf')) return true;
  const said = words(k);
  if (said.length < 2 || said[said.length - 1] !== 'token' ||
      NOT_FORGERY.includes(said[said.length - 2]))
    return l.replace(/[[\]]/g, '').endsWith('_token') && said.length === 1;
  return true;
};
const plumbing = (k) => k === OVERRIDE || tokenKey(k);
// queryText(): query_text; queryFields(): query_fields.
const queryText = (q) => (q.includes(';') && !q.includes('&') ? q.replace(/;/g, '&') : q);
const queryFields = (q) => [...new URLSearchParams(queryText(q || ''))];
const bodyText = (body) => {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  try {
    if (body instanceof URLSearchParams) return body.toString();
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      const p = new URLSearchParams();
      for (const [k, v] of body.entries()) if (typeof v === 'string') p.append(k, v);
      return p.toString();
    }
  } catch (e) {}
  return null;
};
const multipart = (text) => {
  const boundary = text.split('\n', 1)[0].trim();
  if (boundary.length < 3) return null;
  const fields = {};
  for (const part of text.split(boundary).slice(1)) {
    const m = part.replace(/^[\r\n]+|[\r\n]+$/g, '')
      .match(/^Content-Disposition:([^\r\n]*)((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*)$/i);
    const name = m ? m[1].match(/\bname="([^"]*)"/) : null;
    if (m && name && !m[1].includes('filename=')) fields[name[1]] = m[3];
  }
  return fields;
};
const parseBody = (body) => {
  if (body === null || body.length > MAX_BODY || !body.trim()) return null;
  const text = body.trim();
  if (text[0] === '{' || text[0] === '[') {
    try { return JSON.parse(text); } catch (e) { return null; }
  }
  if (text.startsWith('--')) return multipart(text);
  if (!text.includes('=') || text[0] === '<' || /\s/.test(text)) return null;
  const fields = {};
  for (const [k, v] of new URLSearchParams(text)) {
    fields[k] = v;
    if (v.startsWith('{')) { try { fields[k] = JSON.parse(v); } catch (e) {} }
  }
  return fields;
};
const pairs = (data, depth, out) => {
  if (depth > MAX_DEPTH || data === null || typeof data !== 'object') return out;
  if (!Array.isArray(data)) for (const k of Object.keys(data)) out.push([k, data[k]]);
  for (const v of Object.values(data)) pairs(v, depth + 1, out);
  return out;
};
const graphql = (data) => {
  const ops = Array.isArray(data) ? data : [data];
  const queries = ops.filter((o) => o && typeof o === 'object').map((o) => o.query);
  if (!queries.length || !queries.every((q) => typeof q === 'string')) return null;
  for (const query of queries) {
    const text = query.replace(/#[^\n]*/g, '');
    const kinds = [...text.matchAll(/(?:^|})\s*(query|mutation|subscription)\b/g)]
      .map((m) => m[1]);
    if (text.trim().startsWith('{')) kinds.push('query');
    if (!kinds.length || kinds.some((k) => k !== 'query'))
      return ['held', kinds.includes('mutation') ? 'graphql mutation' : 'graphql'];
  }
  return ['released', 'graphql query'];
};
const isObj = (v) => v !== null && typeof v === 'object';
const bodyReason = (body, hold) => {
  const data = parseBody(body);
  if (!isObj(data)) return null;
  const gql = (o) => isObj(o) && !Array.isArray(o) && 'query' in o;
  if (gql(data) || (Array.isArray(data) && data.length && data.every(gql))) return graphql(data);
  let draft = false;
  const all = pairs(data, 0, []);
  for (const [key, value] of all) {
    const name = key.toLowerCase();
    if (OPERATION_KEYS.includes(name) && typeof value === 'string' &&
        words(value).some((w) => hold.includes(w))) return ['held', key + ': ' + value];
    if (PUBLISH_FLAGS.includes(name) && typeof value === 'boolean')
      return ['held', key + ': ' + value];
    if (AUDIENCE_FLAGS.includes(name) && (value === true ||
        (typeof value === 'string' && ON.includes(value.toLowerCase()))))
      return ['held', key + ': ' + JSON.stringify(value)];
    if (STATUS_KEYS.includes(name) && typeof value === 'string') {
      if (!DRAFT.includes(value.toLowerCase())) return ['held', key + ': ' + value];
      draft = true;
    }
  }
  const content = all.some(([key, value]) => !(STATUS_KEYS.includes(key.toLowerCase()) &&
    typeof value === 'string') && !['id', '_id', 'uuid'].includes(key.toLowerCase()) &&
    !isObj(value));
  if (draft) return content ? ['released', 'draft'] : ['held', 'status change'];
  return null;
};
"""
)
""":func:`body_reason` in the page: ``bodyText(body)`` (what the guard reads of a body)
and ``bodyReason(text, hold)``; it uses ``words`` of the request layer's script."""
